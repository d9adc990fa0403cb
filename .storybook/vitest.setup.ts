/// <reference types="@vitest/browser-playwright" />
// Runs before the stories project. Storybook's own setup file (added by the plugin) applies
// preview.tsx, renders the story, runs its play function and the axe check, all in the light theme.
// This one makes screenshots deterministic, and after every story that passed: photographs it (its own
// box, or the whole page when a dialog or menu shows) in light, switches the same rendered story to
// dark (story-theme.ts), checks it with axe again and, for the design system's stories and the screens'
// stories that ask for it, photographs it again. One render and one play function serve both themes.

import type { ThemeName } from '@pfm/ui';
import { afterEach as checkAccessibility } from '@storybook/addon-a11y/preview';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { setStoryTheme } from './story-theme.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates `prefers-color-scheme` (vitest.config.ts), as a browser set to that theme would. */
    setColorScheme: (scheme: ThemeName) => Promise<void>;
  }
}

beforeAll(() => {
  // The files of a tab share one page (vitest.config.ts: no isolation). Each file's first story
  // starts as on a new page: no picture layout on the body (a story keeps the one before it, as
  // always). Chromium did not always restyle a body whose layout went from padded to full-screen
  // while the padding rule read its children (`:has`): the box is a plain attribute of the body.
  delete document.body.dataset.screenshotLayout;
  delete document.body.dataset.screenshotBox;
  if (document.querySelector('style[data-test-styles]')) return;
  const style = document.createElement('style');
  style.dataset.testStyles = '';
  // No caret: a screenshot must not depend on when it was taken (preview.tsx stops all motion).
  style.textContent = `*, *::before, *::after { caret-color: transparent !important; }
  html { background: var(--color-background); }
  body[data-screenshot-layout='padded'] { padding: 1rem; }
  body[data-screenshot-layout='centered'] { padding: 1rem; display: grid; place-items: center; }
  body:is([data-screenshot-layout='padded'], [data-screenshot-layout='centered'])[data-screenshot-box] { padding: 0; }
  body:is([data-screenshot-layout='padded'], [data-screenshot-layout='centered']) > [data-story-box] { padding: 1rem; }`;
  document.head.append(style);
});

// The pointer stays where the previous story left it; park it in the corner so no element starts out
// hovered, whatever ran before.
beforeEach(async () => {
  setStoryTheme(undefined);
  await commands.setColorScheme('light');
  await userEvent.hover(document.documentElement, { position: { x: 0, y: 0 } });
});

type CheckContext = Parameters<typeof checkAccessibility>[0];

/** The axe rules whose verdict depends on colours: all a theme change can alter. */
const colourRules = ['color-contrast', 'link-in-text-block'];

interface StoryContext {
  story?: {
    id: string;
    parameters: CheckContext['parameters'] & {
      layout?: string;
      /** `dark: true`: a screen's story photographed in the dark theme too (see darkPicture). */
      screenshot?: false | { disable?: boolean; dark?: boolean };
    };
    globals: CheckContext['globals'];
    reporting: CheckContext['reporting'];
  };
}

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Waits for the page to repaint after a theme change: colour transitions (shortened, not removed, by
 * the test styles) end only on a later frame, and until then an element still has its old colour.
 */
async function settled() {
  await nextFrames();
  // An animation cancelled meanwhile (its element removed) rejects `finished`: nothing to wait for.
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  );
  await nextFrames();
}

/**
 * Compares `box` (the story's own element), or the whole page when it is null, with the baseline
 * `<name>-<theme>-chromium.png`. A component's box is a strip of the page: a tenth of the pixels to
 * capture, decode and compare.
 */
async function matchScreenshot(name: string, theme: ThemeName, box: Element | null) {
  await document.fonts.ready;
  // Only the iframe's viewport is painted: grow it to the page's height so nothing is cut off.
  for (let attempt = 0; attempt < 3; attempt++) {
    const height = Math.min(document.documentElement.scrollHeight, 4000);
    if (height <= window.innerHeight) break;
    await page.viewport(window.innerWidth, height);
    await nextFrames();
  }
  await expect(page.elementLocator(box ?? document.documentElement)).toMatchScreenshot(
    `${name}-${theme}`,
  );
}

/** The element the story renders into: Storybook's plain `<div>` among the body's children. */
const storyCanvas = () =>
  ([...document.body.children] as HTMLElement[]).find(
    (element) => element.tagName === 'DIV' && element.classList.length === 0 && !element.id,
  );

/**
 * Whether nothing shows outside the story's element (no dialog, menu, tooltip or overlay in a
 * portal): then its own box is the picture, else the whole page is.
 */
/** The notification areas (Radix's toast viewport: a region's list), rendered inside the story. */
const TOAST_LISTS = '[role="region"] > ol';

/** Whether a toast shows: fixed to the window's corner, though rendered inside the story's element. */
const toastShows = () => document.querySelector(`${TOAST_LISTS} > li`) !== null;

const standsAlone = (canvas: HTMLElement) =>
  !toastShows() &&
  ![...document.body.children].some((element) => {
    if (element === canvas || element.classList.contains('sb-wrapper')) return false;
    if (['SCRIPT', 'STYLE', 'LINK', 'svg'].includes(element.tagName)) return false;
    const box = element.getBoundingClientRect();
    // Not a 1 px box for screen readers only: Radix announces a toast through one for a second,
    // and whether the picture began within that second must not decide what it shows.
    return box.width > 1 && box.height > 1;
  });

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const { story } = context as typeof context & StoryContext;
  if (!story) return;
  const option = story.parameters.screenshot;
  const photograph = !(option === false || option?.disable);
  const file = context.task.file.filepath;
  // The design system's stories are photographed in both themes: its tokens are where a dark colour
  // is decided. A screen only composes them, so its stories are photographed in light and checked
  // with axe in dark; a few stories per area opt in to a dark picture (decision 0051).
  const darkPicture = photograph && (file.includes('/packages/ui/') || option?.dark === true);
  // Storybook's manager applies `parameters.layout` outside tests; mirror it for the picture.
  document.body.dataset.screenshotLayout = story.parameters.layout ?? 'padded';
  // For its own box the layout's padding moves from the page onto the story's element (the same
  // layout), so the picture holds a focus ring at its edge; it moves back after the pictures.
  const canvas = storyCanvas();
  const box = canvas && standsAlone(canvas) ? canvas : null;
  if (box) {
    box.dataset.storyBox = '';
    document.body.dataset.screenshotBox = '';
  }
  const name = context.task.name.replace(/[^\w-]+/g, '-').toLowerCase();
  // A toast closes itself after 5 s; on a busy machine the two pictures take longer than that. Radix
  // pauses its timers on this event (as when the pointer rests on the notifications), so both
  // pictures show the toast the play function left.
  for (const viewport of document.querySelectorAll(TOAST_LISTS)) {
    viewport.dispatchEvent(new CustomEvent('toast.viewportPause'));
  }
  // The light picture may grow the viewport; the dark one starts from the story's own, as it did.
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  if (photograph) await matchScreenshot(name, 'light', box);
  if (window.innerWidth !== viewport.width || window.innerHeight !== viewport.height) {
    await page.viewport(viewport.width, viewport.height);
  }

  setStoryTheme('dark');
  await commands.setColorScheme('dark');
  await expect.poll(() => document.documentElement.dataset.theme).toBe('dark');
  await settled();
  // A toast may repaint a commit later on a busy machine: once more, so that axe never reads a
  // colour half-way (a toast's text once still light on its dark background).
  if (toastShows()) await settled();
  try {
    // The same DOM passed every axe rule in light; only colours changed, so the dark run checks the
    // rules that read colours (decision 0029): about a tenth of a second less per story.
    const a11y = (story.parameters.a11y ?? {}) as { options?: object };
    await checkAccessibility({
      id: story.id,
      reporting: story.reporting,
      parameters: {
        ...story.parameters,
        a11y: {
          ...a11y,
          options: { ...a11y.options, runOnly: { type: 'rule', values: colourRules } },
        },
      },
      globals: story.globals,
      viewMode: 'story',
    } as unknown as CheckContext);
  } catch (error) {
    if (error instanceof Error) error.message = `In the dark theme: ${error.message}`;
    throw error;
  }
  if (darkPicture) await matchScreenshot(name, 'dark', box);
  if (box) delete box.dataset.storyBox;
  delete document.body.dataset.screenshotBox;
});
