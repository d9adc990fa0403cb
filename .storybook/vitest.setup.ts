/// <reference types="@vitest/browser-playwright" />
// Runs before the stories of the stories-light and stories-dark projects. Storybook's own setup file
// (added by the plugin) applies preview.tsx; this one makes screenshots deterministic and takes one
// after every story that passed its play function and axe check.
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

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
  /* Storybook's layouts, which its manager CSS provides outside tests. */
  body.sb-main-padded { padding: 1rem; }
  body.sb-main-centered { display: flex; align-items: center; justify-content: center; min-height: 100vh; padding: 1rem; }`;
  document.head.append(style);
});

interface StoryContext {
  story?: { parameters?: { screenshot?: false | { disable?: boolean } } };
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const { story } = context as typeof context & StoryContext;
  const option = story?.parameters?.screenshot;
  if (option === false || option?.disable) return;
  await document.fonts.ready;
  const name = context.task.name.replace(/[^\w-]+/g, '-').toLowerCase();
  await expect(page.elementLocator(document.body)).toMatchScreenshot(name);
});
