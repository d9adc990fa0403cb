import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromeArgs, findChrome } from './scripts/chrome.mjs';

/**
 * Every story is a test: play function, axe and a screenshot compared with its baseline in the light
 * theme, then axe and a screenshot of the same rendered story in the dark theme
 * (.storybook/vitest.setup.ts).
 */
const storybookProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { theme: 'light' } })],
  test: {
    name: 'stories',
    // The files of a tab share one page: the preview's modules (React, the design system, the app)
    // load once per tab, not once per file. Alone the 788 stories took 422 s instead of 589 s
    // (decision 0052). Each file's first story starts from the body a new page has (vitest.setup.ts).
    isolate: false,
    setupFiles: ['.storybook/vitest.setup.ts'],
    // Both screenshots are taken in afterEach, each may wait up to 30 s for a stable capture (below).
    hookTimeout: 90_000,
    // A story's play function on a loaded machine (the server tests and the e2e run share two cores)
    // took over the 15 s default; a story that hangs still fails, after a minute.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChrome(), args: chromeArgs },
        contextOptions: {
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          colorScheme: 'light',
          // Room for the tested iframe at full size, so screenshots are never scaled down.
          viewport: { width: 1600, height: 4200 },
        },
      }),
      instances: [{ browser: 'chromium' }],
      commands: {
        // `prefers-color-scheme` follows the theme under test, as in a browser set to it.
        setColorScheme: async (context, scheme: 'light' | 'dark') => {
          await context.page.emulateMedia({ colorScheme: scheme });
        },
      },
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
          // the stories, the server tests and the e2e run) that took over 5 s. Waiting longer hides nothing: the
          // stable capture is still compared with the baseline as strictly as ever.
          timeout: 30_000,
          // `arg` ends with the theme (`playground-dark`).
          resolveScreenshotPath: ({
            arg,
            ext,
            root,
            testFileDirectory,
            testFileName,
            browserName,
          }) =>
            `${root}/${testFileDirectory}/__screenshots__/${testFileName}/${arg}-${browserName}${ext}`,
        },
      },
    },
  },
};

/**
 * The browser tests' one file (e2e/all.e2e.ts, about 300 s) starts first: vitest otherwise orders files
 * by their last duration, which a clean clone has not got, then by size, and the smallest file
 * started last would end the run alone.
 */
class BrowserTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => file.project.name === 'e2e';
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: BrowserTestsFirst },
    // Two story pages and two test processes at once (vitest's default here is one fewer than the
    // cores: one of each). With one of each, the stories — the longest part — went one file at a
    // time (1,240 s) while the server files finished in the first 1,040 s. The browser tests are
    // one file (e2e/all.e2e.ts): as 13 files taken one at a time they ran after the last story,
    // 300 s with one core idle (1,062 s in all).
    maxWorkers: 2,
    // At the end vitest waits this long for its own close; the browser projects' Vite servers leave
    // native handles (rolldown's) that never close, so the 10 s default was always spent in full.
    // Every result is in by then: the exit code is unchanged.
    teardownTimeout: 2_000,
    reporters: process.env.CI ? ['dot'] : ['default'],
    projects: [
      'packages/ui/vitest.config.ts',
      'packages/app/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/shared/vitest.config.ts',
      'e2e/vitest.config.ts',
      storybookProject,
    ],
  },
});
