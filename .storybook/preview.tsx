import { type ThemeName, ThemeProvider } from '@pfm/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import {
  languageGlobal,
  loadScriptFonts,
  startInStoryLanguage,
  withLanguage,
} from '../packages/app/src/testing/story-language.tsx';
import { useStoryTheme } from './story-theme.ts';

// This file sets up every story wherever it runs: the built Storybook a designer opens and the
// stories project (vitest). What a play function meets must be the same in both.

// findBy… and waitFor give up after 1 s by default: on a busy 2-core machine, or a static host that
// serves a story's lazy chunk slowly, a dialog can take longer to appear. Waiting longer changes no
// verdict: what never appears still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// No motion: a story is a state. A play function that checks an opening dialog must not catch it
// half faded in (opacity 0 fails `toBeVisible`), and the state shown is the state photographed.
const noMotion = document.createElement('style');
noMotion.dataset.storyStyles = '';
noMotion.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
}`;
document.head.append(noMotion);

const withTheme: Decorator = (Story, context) => {
  const theme = useStoryTheme() ?? ((context.globals.theme ?? 'light') as ThemeName);
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

/**
 * A story whose `parameters.maxWidth` is set is shown in a box that wide: fields fill their container,
 * so their stories show them at a typical form width ('none' for a story that needs the whole page).
 */
const withMaxWidth: Decorator = (Story, { parameters }) =>
  parameters.maxWidth === undefined ? (
    <Story />
  ) : (
    <div style={{ maxWidth: parameters.maxWidth }}>
      <Story />
    </div>
  );

const preview: Preview = {
  // The first is the innermost: the width box sits inside the theme, as a story's own decorator would.
  decorators: [withMaxWidth, withTheme, withLanguage],
  loaders: [loadScriptFonts],
  beforeEach: startInStoryLanguage,
  globalTypes: {
    language: languageGlobal,
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en-IN' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // `globals: { viewport: { value: 'narrow' } }` renders a story 360 px wide (the narrowest phone we support).
    viewport: {
      options: {
        narrow: {
          name: 'Phone 360 px',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768 px',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280 px',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // Accessibility violations fail the story's test, in both themes.
    a11y: { test: 'error' },
    // A reviewer walks the screens in the order of the app's menu (paths.ts), then the design system
    // by layer. Storybook reads this statically: it must stay a literal (story-order.test.ts checks it
    // against the menu and the stories' titles).
    options: {
      storySort: {
        order: [
          'Screens',
          [
            'Sign In',
            'Forgot Password',
            'Reset Password',
            'Shell',
            'Dashboard',
            'Masters',
            [
              'Godown Setup',
              'Farmer Registration',
              'Farm Registration',
              'Item Master',
              'Supplier Master',
              'Trader Registration',
              'Weight-Growth Setup',
              'Feed Consumption Setup',
              'Rate Setup',
              'Bank Master',
            ],
            'Transactions',
            [
              'Purchase',
              'Issue to Farmer',
              ['Issue List', 'Wizard'],
              'Stock Transfer',
              'Weekly Growth Update',
              'Sale',
              'Payment Voucher',
              'Payment Collection',
            ],
            'Reports',
            [
              'Growth Report',
              'Farmer Settlement Report',
              'Inventory Report',
              'Ledger Reports',
              'Kit',
            ],
            'Settings',
            'Users',
            'Settlement Schemes',
            'Mail Outbox',
            'Audit Log',
            'Profile',
          ],
          'Foundations',
          'Layout',
          'Inputs',
          'Data',
          'Display',
          'Navigation',
          'Overlays',
        ],
      },
    },
  },
};

export default preview;
