#!/usr/bin/env node
// `npm run test:storybook-static`: plays every story of the built Storybook (storybook-static/, from
// `npm run build-storybook`) as a designer's browser shows it, and fails, listing them, when a story's
// play function throws or its render fails. Vitest's stories project checks the same stories from the
// sources; this checks what is shipped: the built bundle, the preview's own setup, no test styles.
//
// Fast: one preview per page, loaded once; each story is switched to through Storybook's channel
// (`setCurrentStory`, as the manager does) and its outcome read from the channel's events. The axe
// checks are off here (the stories project runs them in both themes): the Interactions status is what
// this reads.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright';
import { chromeArgs, chromeInstallHint, findChrome } from './chrome.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const root = resolve(option('dir', 'storybook-static'));
const pages = Number(option('pages', '2'));
// A story that neither finishes nor fails in this long has hung (its play function waits for
// something that never comes); findBy… itself gives up after 10 s (preview.tsx).
const storyTimeout = Number(option('timeout', '60000'));
// `--only=dashboard,sheet`: the stories whose id contains any of these.
const only = option('only', '').split(',').filter(Boolean);
// `--theme=dark`: as a designer who chose the dark theme in the toolbar sees them.
const theme = option('theme', 'light');
// `--one-per-component`: the first story of each component and screen (CI's check that each built
// module loads and plays; the stories project plays every story from the sources).
const onePerComponent = args.includes('--one-per-component');

if (!existsSync(join(root, 'index.json'))) {
  console.error(`No built Storybook in ${root}: run \`npm run build-storybook\` first.`);
  process.exit(1);
}
const executablePath = findChrome();
if (!executablePath) {
  console.error(chromeInstallHint);
  process.exit(1);
}

/** @type {{ entries: Record<string, { id: string, type: string, title: string, name: string }> }} */
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const titles = new Set();
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => only.length === 0 || only.some((part) => entry.id.includes(part)))
  .filter((entry) => !onePerComponent || (!titles.has(entry.title) && titles.add(entry.title)))
  .map((entry) => entry.id);
if (stories.length === 0) {
  console.error(
    `No story in ${root}/index.json${only.length ? ` matches ${only.join(', ')}` : ''}.`,
  );
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
};

// The built files as a static host serves them (the stories' own requests are answered by their
// fixtures, or get a 404 as they would from a static host).
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const started = Date.now();
const browser = await chromium.launch({ executablePath, args: chromeArgs });

/** @type {{ id: string, error: string }[]} */
const failures = [];
/** @type {{ id: string, ms: number }[]} */
const durations = [];

/** An error's message without colours, and without the DOM dump Testing Library appends. */
const brief = (/** @type {string} */ message) => {
  const lines = stripVTControlCharacters(message).split('\n');
  const dump = lines.findIndex((line, at) => at > 0 && /^\s*</.test(line));
  return lines
    .slice(0, dump > 0 ? dump : 12)
    .filter((line) => line.trim() !== '')
    .join('\n    ');
};
let next = 0;

/**
 * Plays one story in the page's loaded preview and resolves with its outcome. Runs in the page.
 * @param {{ storyId: string, timeout: number }} input
 */
function playStory({ storyId, timeout }) {
  const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
  return new Promise((done) => {
    /** @type {string[]} */
    const errors = [];
    const listeners = {
      playFunctionThrewException: (error) => errors.push(error?.message ?? String(error)),
      unhandledErrorsWhilePlaying: (list) =>
        errors.push(...list.map((error) => `unhandled: ${error?.message ?? String(error)}`)),
      storyThrewException: (error) => errors.push(`render: ${error?.message ?? String(error)}`),
      storyErrored: ({ title, description }) => errors.push(`render: ${title} ${description}`),
      storyMissing: () => finish([`missing from the built index`]),
      storyFinished: ({ storyId: id, status }) => {
        if (id !== storyId) return;
        finish(status === 'success' ? errors : errors.length ? errors : [`status ${status}`]);
      },
    };
    const timer = setTimeout(() => finish([...errors, `did not finish in ${timeout} ms`]), timeout);
    function finish(/** @type {string[]} */ result) {
      clearTimeout(timer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      done(result);
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/**
 * The viewport a story asks for (`globals.viewport` from preview.tsx's options), else the size
 * addon-vitest gives a story, so the check sees the layout the stories project tests. Runs in the page.
 * @param {string} storyId
 */
async function viewportOf(storyId) {
  const preview = globalThis.__STORYBOOK_PREVIEW__;
  const store = preview.storyStoreValue;
  const story = await store.loadStory({ storyId });
  const { parameters, globals } = store.getStoryContext(story);
  const name = globals.viewport?.value;
  const styles = name ? parameters.viewport?.options?.[name]?.styles : undefined;
  if (!styles) return { width: 1200, height: 900 };
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

async function worker() {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  // The preview loads once; `globals` turns the automatic axe run off (see above).
  await page.goto(
    `${origin}/iframe.html?id=none--none&viewMode=story&globals=a11y.manual:!true;theme:${theme}`,
  );
  await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue);
  let size = { width: 1200, height: 900 };
  while (next < stories.length) {
    const storyId = stories[next++];
    const from = Date.now();
    const wanted = await page.evaluate(viewportOf, storyId);
    if (wanted.width !== size.width || wanted.height !== size.height) {
      await page.setViewportSize(wanted);
      size = wanted;
    }
    const errors = await page.evaluate(playStory, { storyId, timeout: storyTimeout });
    durations.push({ id: storyId, ms: Date.now() - from });
    if (errors.length > 0) {
      failures.push({ id: storyId, error: errors.map(brief).join('\n    ') });
      process.stdout.write('F');
    } else process.stdout.write('.');
  }
  await page.close();
}

try {
  await Promise.all(Array.from({ length: Math.max(1, pages) }, worker));
} finally {
  await browser.close();
  server.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const sorted = [...durations].sort((a, b) => a.ms - b.ms);
const median = sorted[Math.floor(sorted.length / 2)]?.ms ?? 0;
const slowest = sorted
  .slice(-3)
  .reverse()
  .map(({ id, ms }) => `${id} ${ms} ms`)
  .join(', ');
process.stdout.write(
  `\n${stories.length} stories of the built Storybook in ${seconds}s (${pages} pages, ${theme} theme; median ${median} ms a story; slowest: ${slowest})\n`,
);
for (const { id, error } of failures) console.error(`✘ ${id}\n    ${error}`);
// Not vitest's "N passed, N failed": CI's summary line stays npm test's.
process.stdout.write(
  failures.length === 0
    ? `All ${stories.length} stories play in the built Storybook.\n`
    : `${failures.length} of ${stories.length} stories fail in the built Storybook.\n`,
);
process.exit(failures.length > 0 ? 1 : 0);
