import { type ThemeName, ThemeProvider } from '@pfm/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useStoryTheme } from './story-theme.ts';

const withTheme: Decorator = (Story, context) => {
  const theme = useStoryTheme() ?? ((context.globals.theme ?? 'light') as ThemeName);
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
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
  initialGlobals: { theme: 'light' },
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
  },
};

export default preview;
