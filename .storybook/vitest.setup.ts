/// <reference types="@vitest/browser-playwright" />
// Runs before the stories of the stories-light and stories-dark projects. Storybook's own setup file
// (added by the plugin) applies preview.tsx; this one makes screenshots deterministic and takes one
// after every story that passed its play function and axe check.
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

// findBy… and waitFor give up after 1 s by default: on a busy 2-core machine a dialog can take longer
// to appear. Waiting longer changes no verdict: what never appears still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.testStyles = '';
  // No motion and no caret: a screenshot must not depend on when it was taken.
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }
  html { background: var(--color-background); }
  body[data-screenshot-layout='padded'] { padding: 1rem; }
  body[data-screenshot-layout='centered'] { padding: 1rem; display: grid; place-items: center; }`;
  document.head.append(style);
});

// The pointer stays where the previous story left it; park it in the corner so no element starts out
// hovered, whatever ran before.
beforeEach(async () => {
  await userEvent.hover(document.documentElement, { position: { x: 0, y: 0 } });
});

interface StoryContext {
  story?: { parameters?: { layout?: string; screenshot?: false | { disable?: boolean } } };
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const { story } = context as typeof context & StoryContext;
  const option = story?.parameters?.screenshot;
  if (option === false || option?.disable) return;
  // Storybook's manager applies `parameters.layout` outside tests; mirror it for the picture.
  document.body.dataset.screenshotLayout = story?.parameters?.layout ?? 'padded';
  await document.fonts.ready;
  // Only the iframe's viewport is painted: grow it to the page's height so nothing is cut off.
  for (let attempt = 0; attempt < 3; attempt++) {
    const height = Math.min(document.documentElement.scrollHeight, 4000);
    if (height <= window.innerHeight) break;
    await page.viewport(window.innerWidth, height);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  const name = context.task.name.replace(/[^\w-]+/g, '-').toLowerCase();
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(name);
});
