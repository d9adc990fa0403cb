import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromeArgs, findChrome } from './scripts/chrome.mjs';

const themes = ['light', 'dark'] as const;

/** Every story is a test, once per theme: play function, axe, then a screenshot compared with its baseline. */
const storybookProject = (theme: (typeof themes)[number]): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { theme } })],
  test: {
    name: `stories-${theme}`,
    setupFiles: ['.storybook/vitest.setup.ts'],
    // The screenshot is taken in afterEach and may wait up to 30 s for a stable capture (see below).
    hookTimeout: 45_000,
    // A story's play function on a loaded machine (both themes, the server tests and the e2e run share
    // two cores) took over the 15 s default; a story that hangs still fails, after a minute.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChrome(), args: chromeArgs },
        contextOptions: {
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          colorScheme: theme,
          // Room for the tested iframe at full size, so screenshots are never scaled down.
          viewport: { width: 1600, height: 4200 },
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Near-exact colours: light greys on white (skeletons, borders) differ by less than pixelmatch's
          // default 0.1; 0.005 still ignores a one-shade rounding difference at anti-aliased edges.
          // Up to 50 differing pixels pass: a native <select>'s text in the dark theme repaints a few dozen
          // pixels differently between runs; a 2 px layout change differs by hundreds.
          comparatorOptions: { threshold: 0.005, allowedMismatchedPixels: 50 },
          // A stable screenshot is two identical captures in a row; on a busy machine (2 cores running
          // both themes and the server tests) that took over 5 s. Waiting longer hides nothing: the
          // stable capture is still compared with the baseline as strictly as ever.
          timeout: 30_000,
          resolveScreenshotPath: ({
            arg,
            ext,
            root,
            testFileDirectory,
            testFileName,
            browserName,
          }) =>
            `${root}/${testFileDirectory}/__screenshots__/${testFileName}/${arg}-${theme}-${browserName}${ext}`,
        },
      },
    },
  },
});

export default defineConfig({
  test: {
    reporters: process.env.CI ? ['dot'] : ['default'],
    projects: [
      'packages/ui/vitest.config.ts',
      'packages/app/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/shared/vitest.config.ts',
      'e2e/vitest.config.ts',
      ...themes.map(storybookProject),
    ],
  },
});
