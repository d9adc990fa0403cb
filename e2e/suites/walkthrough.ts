// Over 400 lines: the walk finds, aims at, opens and closes every popup of every page itself; its helpers explain each failure.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountScreens, navigation, paths } from '../../packages/app/src/paths.ts';
import { ADMIN, baseUrl, launchBrowser, newPage, signIn } from '../browser.ts';

/**
 * Walks every route as an Administrator, and as Staff on a phone, and on each
 * page opens every dialog, menu, list and sheet the page offers, found from the page itself rather
 * than from a list kept here. Each must show within a second, leave the page answering, and close
 * with Escape. Nothing is submitted, and the browser console stays free of errors and warnings.
 * (A frozen tab on Add User / Change Role once passed every story: only the real app showed it.)
 */

/** A Staff user of this file, added through the API by the Administrator. */
const STAFF = { username: 'walk.staff', password: 'staff walk password' } as const;

/**
 * How long a popup may take to show after the click, and the page to answer while it is open. A frozen
 * tab never answers; 1 s was missed once in CI (the Cancel Collection dialog, opened from its sheet,
 * while story files ran on both cores beside this walk); 2 s was missed once too (the account menu at
 * 360 px, with the run queue at 8–13 on two cores). A frozen tab never answers at all, so the limit is
 * 5 s: long enough for a starved machine, still a failure for a page that hangs.
 */
const LIMIT_MS = 5_000;

/** Everything that counts as a popup. */
const POPUP_ROLES = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Writes a walk may make: signing in, and two-factor set-up, which asks for a secret first. */
const ALLOWED_WRITES = new Set(['POST /api/auth/sign-in', 'POST /api/profile/totp']);

/** Rejects with a message naming `what` when `promise` has not settled within `ms`. */
async function within<T>(what: string, promise: Promise<T>, ms = LIMIT_MS): Promise<T> {
  // A promise left behind by the timeout must not fail the run later as an unhandled rejection.
  promise.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${ms} ms (is the page frozen?)`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Console errors and warnings, uncaught page errors, and API writes, for the whole page. */
function watch(page: Page) {
  const problems: string[] = [];
  const writes: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()} on ${where()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error on ${where()}: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/')) {
      writes.push(`${request.method()} ${pathname}`);
    }
  });
  return { problems, writes };
}

/** The page runs a script and paints a frame within LIMIT_MS. */
const answers = (page: Page, what: string) =>
  within(
    `${what}: the page did not answer while it was open`,
    page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(1)))),
  );

interface Control {
  /** Marks the element (`data-walk`): its name and its place among controls of that name. */
  key: string;
  /** Its accessible name, near enough: aria-label, aria-labelledby, its label, or its text. */
  name: string;
  /**
   * `popup`: it says it opens one (aria-haspopup, a select's combobox), or it is an icon-only
   * button in a table's row (DataTable's row actions, Edit and Delete, open dialogs).
   * `disclosure`: only aria-expanded (the sidebar toggle: in place when wide, a sheet on a phone).
   */
  kind: 'popup' | 'disclosure';
  /** In a table's body: the first row, the last, or one between. */
  row?: 'first' | 'last' | 'middle';
}

/**
 * Finds every enabled, visible control that opens something, outside any popup (`scope` is the
 * body) or inside the given popup, and marks each with `data-walk` to find it after re-renders.
 */
const findInPage = (scope: Element, prefix: string) => {
  const popupRoles = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
  const within = scope === document.body ? null : scope;
  const root = scope;
  for (const marked of root.querySelectorAll<HTMLElement>('[data-walk]')) {
    if (marked.dataset.walk?.startsWith(prefix)) delete marked.dataset.walk;
  }
  const seen = new Map<string, number>();
  const found: Control[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(
    'button, [role="button"], [role="combobox"]',
  )) {
    if (element.closest(popupRoles) !== within) continue;
    if (element.getClientRects().length === 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    if ((element as HTMLButtonElement).disabled) continue;
    if (element.getAttribute('aria-disabled') === 'true') continue;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (element as HTMLButtonElement).labels?.[0]?.textContent;
    const name = (element.getAttribute('aria-label') ?? labelledBy ?? label ?? text)
      .replace(/\s+/g, ' ')
      .trim();
    const hasPopup = element.getAttribute('aria-haspopup');
    let kind: Control['kind'] | null = null;
    if (hasPopup && hasPopup !== 'false') kind = 'popup';
    // A select's trigger is a button; a type-ahead combobox is an input and needs typing.
    else if (element.getAttribute('role') === 'combobox' && element.tagName === 'BUTTON')
      kind = 'popup';
    else if (element.hasAttribute('aria-expanded')) kind = 'disclosure';
    else if (element.closest('tbody') && text === '') kind = 'popup';
    if (!kind) continue;
    const place = seen.get(name) ?? 0;
    seen.set(name, place + 1);
    const key = `${prefix}${name}#${place}`;
    element.dataset.walk = key;
    const row = element.closest('tr');
    const rows = row?.parentElement?.tagName === 'TBODY' ? [...row.parentElement.children] : [];
    const index = row ? rows.indexOf(row) : -1;
    if (index < 0) found.push({ key, name, kind });
    else {
      const at = index === 0 ? 'first' : index === rows.length - 1 ? 'last' : 'middle';
      found.push({ key, name, kind, row: at });
    }
  }
  return found;
};

const findControls = (page: Page) => page.locator('body').evaluate(findInPage, 'page:');

/** The controls inside the top popup (its selects). */
const findControlsInPopup = (page: Page) =>
  page.locator(`:is(${POPUP_ROLES}):visible`).last().evaluate(findInPage, 'popup:');

const selector = (control: Control) => `[data-walk=${JSON.stringify(control.key)}]`;

/**
 * Waits (untimed, up to 10 s) until the control can take a click, scrolling it into view: it has
 * stopped moving (the same box two frames running, and for `stillMs` at least) and is on top at
 * its centre, not covered by an overlay that is going away. Returns its centre, or null at once
 * when no element carries its mark.
 */
const aimAt = (page: Page, control: Control, stillMs: number) =>
  page.evaluate(
    ({ target, stillMs }) =>
      new Promise<{ x: number; y: number } | null>((resolve, reject) => {
        const until = performance.now() + 10_000;
        let previous = '';
        let since = performance.now();
        let frames = 0;
        const tick = () => {
          const element = document.querySelector<HTMLElement>(target);
          if (!element) {
            resolve(null);
            return;
          }
          element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const box = element.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const where = `${x},${y},${box.width},${box.height}`;
          if (where !== previous) {
            previous = where;
            since = performance.now();
            frames = 0;
          } else frames += 1;
          const still = frames >= 1 && performance.now() - since >= stillMs;
          const hit = document.elementFromPoint(x, y);
          if (still && box.width > 0 && hit && element.contains(hit)) {
            resolve({ x, y });
            return;
          }
          if (performance.now() > until) {
            // Say why, so a failure in CI can be understood from its message alone.
            const top = hit
              ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}[${hit.getAttribute('role') ?? ''}|${hit.getAttribute('aria-label') ?? (hit.textContent ?? '').trim().slice(0, 40)}]`
              : 'nothing';
            reject(
              new Error(
                `${target} cannot be clicked: box ${where}, ${still ? 'still' : `moving (${frames} still frames)`}, on top at its centre: ${top}`,
              ),
            );
          } else requestAnimationFrame(tick);
        };
        tick();
      }),
    { target: selector(control), stillMs },
  );

/** Aims at a control, marking the page's controls again first if a re-render replaced it. */
async function aim(page: Page, control: Control, what: string, stillMs = 0) {
  const first = await aimAt(page, control, stillMs);
  if (first) return first;
  if (!control.key.startsWith('popup:')) await findControls(page);
  const again = await aimAt(page, control, stillMs);
  if (!again) throw new Error(`${what} is gone`);
  return again;
}

/**
 * Waits in the page until exactly `count` popups show, then says what the top one is
 * (`dialog “Add Farm”`, `menu`, `listbox`); fails after `ms`.
 */
const popupsShow = (page: Page, count: number, what: string, ms = LIMIT_MS) =>
  within(
    what,
    page.evaluate(
      ({ roles, expected, ms }) =>
        new Promise<string>((resolve, reject) => {
          const until = performance.now() + ms;
          const tick = () => {
            const shown = [...document.querySelectorAll(roles)].filter(
              (element) =>
                element.getClientRects().length > 0 &&
                getComputedStyle(element).visibility !== 'hidden',
            );
            if (shown.length === expected) {
              const top = shown.at(-1);
              if (!top) return resolve('');
              const role = top.getAttribute('role') ?? '';
              const labelledBy = top.getAttribute('aria-labelledby');
              const title =
                top.getAttribute('aria-label') ??
                (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined);
              // A menu is labelled by its trigger; its name adds nothing.
              return resolve(title && role !== 'menu' ? `${role} “${title.trim()}”` : role);
            }
            if (performance.now() > until) {
              reject(new Error(`${shown.length} popups open, ${expected} expected after ${ms} ms`));
            } else requestAnimationFrame(tick);
          };
          tick();
        }),
      { roles: POPUP_ROLES, expected: count, ms },
    ),
    ms + 500,
  ).catch((error: Error) => {
    throw error.message.startsWith(what) ? error : new Error(`${what}: ${error.message}`);
  });

/**
 * Popups a walk may open only at the second click. Once in CI a Cancel button in a sheet took the
 * click and showed nothing for 5 s while both cores ran stories (the page answered): a person clicks
 * again. A control that needs it every time, or a frozen page, still fails.
 */
const SECOND_CLICKS_ALLOWED = 2;

interface Stats {
  /** The slowest popup, from the press of the mouse until it showed. */
  slowestOpenMs: number;
  /** The popups that showed only at the second click (SECOND_CLICKS_ALLOWED). */
  secondClicks: string[];
  /** Disclosures toggled already (the sidebar): once a walk is enough. */
  toggled: Set<string>;
}

/**
 * Presses the mouse on a control; the press must be taken within LIMIT_MS. `stillMs`: how long it
 * must have stood still first (a toggle may start a layout transition that moves it).
 */
async function press(page: Page, control: Control, what: string, stillMs = 0) {
  const { x, y } = await aim(page, control, what, stillMs);
  await within(`${what}: the click`, page.mouse.click(x, y));
}

/** Opens a popup from `control` over `under` open ones; it shows within LIMIT_MS, the page answers. */
async function open(page: Page, control: Control, what: string, stats: Stats, under = 0) {
  const { x, y } = await aim(page, control, what);
  const started = performance.now();
  await within(`${what}: the click`, page.mouse.click(x, y));
  const opened = await popupsShow(page, under + 1, `${what}: did not open`).catch(
    async (error: Error) => {
      if (stats.secondClicks.length >= SECOND_CLICKS_ALLOWED) throw error;
      // It may have shown just now, late; that is no second click.
      const late = await popupsShow(page, under + 1, what, 500).catch(() => null);
      if (late !== null) return late;
      // Nothing opened, and nothing else did either: the page must answer, then a second click.
      await popupsShow(page, under, `${what}: did not open, and the page changed`);
      await answers(page, what);
      stats.secondClicks.push(what);
      const again = await aim(page, control, what);
      await within(`${what}: the second click`, page.mouse.click(again.x, again.y));
      return popupsShow(page, under + 1, `${what}: did not open at the second click either`);
    },
  );
  stats.slowestOpenMs = Math.max(stats.slowestOpenMs, performance.now() - started);
  await answers(page, what);
  return opened;
}

/** Escape closes the top popup only; `under` popups stay open. */
async function pressEscape(page: Page, what: string, under = 0) {
  await within(`${what}: Escape`, page.keyboard.press('Escape'));
  await popupsShow(page, under, `${what}: Escape did not close it`);
  // A closed menu gives the focus back to its trigger a task after it has gone (Radix's focus
  // scope). A menu opened before that would lose its focus to the old trigger and close, as a
  // menu does when the focus leaves it: let the focus come home first, as it does for a person.
  await within(
    `${what}: the focus returns`,
    page.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)),
    ),
  );
}

/**
 * Presses a disclosure (aria-expanded, no aria-haspopup) and waits until aria-expanded changes.
 * Returns what opened with it (the sidebar sheet on a phone), or null when it changed in place.
 */
async function pressDisclosure(page: Page, control: Control, what: string) {
  const before = await page.locator(selector(control)).getAttribute('aria-expanded');
  await press(page, control, what, 150);
  return within(
    `${what}: aria-expanded did not change`,
    page.evaluate(
      ({ target, before, roles }) =>
        new Promise<number>((resolve) => {
          const tick = () => {
            const element = document.querySelector(target);
            if (element && element.getAttribute('aria-expanded') !== before) {
              const shown = [...document.querySelectorAll(roles)].filter(
                (popup) => popup.getClientRects().length > 0,
              );
              resolve(shown.length);
            } else requestAnimationFrame(tick);
          };
          tick();
        }),
      { target: selector(control), before, roles: POPUP_ROLES },
    ),
  ).then((count) => (count > 0 ? popupsShow(page, 1, `${what}: did not open`) : null));
}

/**
 * Opens and closes every control found on the current page; in a table, those of its first and
 * last rows stand for every row. Inside the first dialog of each title its selects open too.
 * `brief` (the phone walk, after the wide one): no table rows, and no selects in dialogs.
 * Returns one line per control ("Add Farm → dialog “Add Farm”").
 */
async function exerciseControls(
  page: Page,
  where: string,
  stats: Stats,
  brief: boolean,
): Promise<string[]> {
  const done: string[] = [];
  const lookedInto = new Set<string>();
  await popupsShow(page, 0, `${where}: a popup is open before the walk`);
  const rows = brief ? [] : ['first', 'last'];
  const controls = (await findControls(page)).filter(
    (control) => control.row === undefined || rows.includes(control.row),
  );
  for (const control of controls) {
    const what = `${where}: “${control.name}”`;
    if (control.kind === 'disclosure') {
      if (stats.toggled.has(control.name)) continue;
      const opened = await pressDisclosure(page, control, what);
      await answers(page, what);
      if (opened === null) {
        // It shows or hides something in place: press again to put it back.
        expect(await pressDisclosure(page, control, `${what} (again)`)).toBeNull();
        stats.toggled.add(control.name);
        done.push(`${control.name} → toggles in place`);
        continue;
      }
      done.push(`${control.name} → ${opened}`);
      await pressEscape(page, what);
      continue;
    }

    const opened = await open(page, control, what, stats);
    done.push(`${control.name} → ${opened}`);
    if (!brief && /^(alert)?dialog/.test(opened) && !lookedInto.has(opened)) {
      lookedInto.add(opened);
      // Its selects: each opens over the dialog, and Escape closes only the list.
      for (const inner of await findControlsInPopup(page)) {
        const innerWhat = `${what} › “${inner.name}”`;
        const innerOpened = await open(page, inner, innerWhat, stats, 1);
        done.push(`${control.name} › ${inner.name} → ${innerOpened}`);
        await pressEscape(page, innerWhat, 1);
      }
    }
    await pressEscape(page, what);
  }
  return done;
}

/** Waits until the page's main heading reads `title` and nothing in <main> is still loading. */
async function settled(page: Page, title: string) {
  try {
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('h1')].some(
          (h1) => (h1.textContent ?? '').trim() === title,
        ) && !document.querySelector('main [aria-busy="true"]'),
      title,
      { timeout: 10_000 },
    );
  } catch (error) {
    const body = await page
      .locator('body')
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    const shows = (body ?? '?').replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`it did not show “${title}” ready within 10 s; it shows: ${shows}`, {
      cause: error,
    });
  }
}

interface Visit {
  path: string;
  title: string;
  /** How the walk gets there. */
  go: (page: Page, phone: boolean) => Promise<void>;
}

/** Every route: each sidebar item by its link, Settings and Profile from the account menu, a 404. */
const visits = (): Visit[] => [
  ...navigation
    .flatMap((group) => group.items)
    .map((item) => ({
      path: paths[item.path],
      title: item.title,
      go: async (page: Page, phone: boolean) => {
        let sidebar = page.getByRole('navigation', { name: 'Main' });
        if (phone) {
          // On a phone the sidebar is a sheet, opened from the header; choosing a link closes it.
          await page.getByRole('button', { name: 'Toggle sidebar' }).click();
          sidebar = page.getByRole('dialog');
        }
        await sidebar.getByRole('link', { name: item.label, exact: true }).click();
      },
    })),
  ...accountScreens.map((screen) => ({
    path: paths[screen.path],
    title: screen.title,
    go: async (page: Page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: screen.label, exact: true }).click();
    },
  })),
  {
    path: '/no/such/page',
    title: '404 Page Not Found',
    go: async (page: Page) => {
      await page.goto('/no/such/page');
    },
  },
];

const isMaster = (path: string) => path.startsWith('/master/');

type Role = 'Administrator' | 'Staff';

/** Controls a page must offer (by name), so a page whose dialogs all vanish cannot pass. */
function requiredControls(path: string, role: Role, phone: boolean): RegExp[] {
  const required = [/^Account menu for /];
  if (phone) required.push(/^Toggle sidebar$/);
  if (role === 'Administrator' && isMaster(path)) {
    required.push(/^(Add|Register) /);
    // The phone walk leaves the rows' actions to the wide walk.
    if (!phone) required.push(/^Edit /, /^Delete /);
  }
  if (role === 'Administrator' && path === paths.settings) {
    required.push(/^Add User$/, /^Date Format\b/);
    if (!phone) {
      required.push(/^Change Role of Admin User$/, /^Change Role of Walk Staff$/);
      required.push(/^Disable Walk Staff$/);
    }
  }
  if (path === paths.profile) required.push(/^Change Password$/, /^Enable$/);
  return required;
}

/** Controls Staff must not be offered anywhere. */
const administratorOnly = [
  /^(Add|Register) /,
  /^Edit /,
  /^Delete /,
  /^Add User$/,
  /^Change Role/,
  /^Disable /,
];

/** Staff read the masters and the settings and are told they cannot change them. */
async function expectStaffView(page: Page, path: string) {
  const main = page.getByRole('main');
  const names = await main
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').trim(),
      ),
    );
  for (const pattern of administratorOnly) {
    expect(
      names.filter((name) => pattern.test(name)),
      `Staff on ${path} see an Administrator-only control`,
    ).toEqual([]);
  }
  if (isMaster(path)) {
    await main.getByText(/only an Administrator can add, change or delete them/).waitFor();
  }
  if (path === paths.settings) {
    await main.getByText(/^Only an Administrator can change settings\./).waitFor();
    expect(await main.getByRole('heading', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await main.getByRole('region', { name: 'Mail Outbox' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
  }
}

interface WalkResult {
  /** Per path, one line per control opened. */
  pages: Map<string, string[]>;
  problems: string[];
  /** API requests other than GET, sign-in, and those that open a popup. */
  writes: string[];
  stats: Stats;
}

async function walk(
  browser: Browser,
  who: { username: string; password: string },
  role: Role,
  width = 1280,
): Promise<WalkResult> {
  const phone = width < 768;
  const page = await newPage(browser, width);
  const { problems, writes } = watch(page);
  const pages = new Map<string, string[]>();
  const stats: Stats = { slowestOpenMs: 0, secondClicks: [], toggled: new Set() };
  try {
    await page.goto('/login');
    await signIn(page, who.username, who.password);
    await page.waitForURL((url) => url.pathname === '/');
    for (const visit of visits()) {
      const where = `${role} at ${width} px on ${visit.path}`;
      const done = await (async () => {
        await visit.go(page, phone);
        await page.waitForURL((url) => url.pathname === visit.path);
        await settled(page, visit.title);
        const done = await exerciseControls(page, where, stats, phone);
        // Settings keeps its sections in tabs (Company first): the walk opens each of the others.
        const tabs = page.getByRole('main').getByRole('tab');
        for (let tab = 1; visit.path === paths.settings && tab < (await tabs.count()); tab++) {
          await tabs.nth(tab).click();
          // The tab is kept in the URL: its panel shows once the router has moved there, and until
          // then the previous tab's controls are still on the page.
          await within(
            `${where}: tab ${tab + 1} was not chosen`,
            page.waitForFunction(
              (index) =>
                document
                  .querySelectorAll('main [role="tab"]')
                  [index]?.getAttribute('aria-selected') === 'true',
              tab,
            ),
          );
          await settled(page, visit.title);
          done.push(...(await exerciseControls(page, where, stats, phone)));
        }
        return done;
      })().catch((error: Error) => {
        // What the console said usually explains it: put it in the failure.
        const said = problems.length ? `\nThe console said:\n${problems.join('\n')}` : '';
        throw new Error(
          `${error.message.startsWith(where) ? '' : `${where}: `}${error.message}${said}`,
          {
            cause: error,
          },
        );
      });
      pages.set(visit.path, done);
      const names = done.map((line) => line.split(' → ')[0] ?? '');
      for (const pattern of requiredControls(visit.path, role, phone)) {
        expect(
          names.some((name) => pattern.test(name)),
          `${where}: no control matching ${pattern} (found: ${done.join('; ')})`,
        ).toBe(true);
      }
      if (phone) {
        expect(done.some((line) => line.startsWith('Toggle sidebar → dialog'))).toBe(true);
      }
      if (role === 'Staff') await expectStaffView(page, visit.path);
    }
  } finally {
    await page.context().close();
  }
  return {
    pages,
    problems,
    writes: writes.filter((write) => !ALLOWED_WRITES.has(write)),
    stats,
  };
}

describe('a walk through every page, opening every dialog, menu and sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The Administrator adds the Staff user of the Staff walk, through the API.
    const context = await browser.newContext({ baseURL: baseUrl() });
    try {
      const headers = { 'x-requested-with': 'pfm' };
      const signedIn = await context.request.post('/api/auth/sign-in', {
        headers,
        data: { username: ADMIN.username, password: ADMIN.password },
      });
      expect(signedIn.status()).toBe(200);
      const created = await context.request.post('/api/users', {
        headers,
        data: {
          username: STAFF.username,
          firstName: 'Walk',
          lastName: 'Staff',
          email: 'walk.staff@example.com',
          phone: '',
          role: 'Staff',
          password: STAFF.password,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    } finally {
      await context.close();
    }
  });
  afterAll(() => browser.close());

  /** Reports what was opened (shown by the reporter), then fails on any console problem or write. */
  async function expectClean(result: WalkResult, annotate: (message: string) => Promise<unknown>) {
    const lines = [...result.pages.values()];
    const total = lines.reduce((sum, done) => sum + done.length, 0);
    await annotate(
      `${result.pages.size} pages, ${total} popups opened and closed, the slowest showed in ${Math.round(result.stats.slowestOpenMs)} ms; at the second click: ${result.stats.secondClicks.join(', ') || 'none'}`,
    );
    await annotate(
      [...result.pages].map(([path, done]) => `${path}: ${done.join('; ')}`).join('\n'),
    );
    expect(result.problems, result.problems.join('\n')).toEqual([]);
    expect(result.writes, 'nothing may be submitted').toEqual([]);
  }

  // Every route with every dialog, menu and sheet: minutes, not seconds, now that the transactions
  // and reports have their own.
  const WALK_TIMEOUT = 300_000;

  it('as the Administrator', { timeout: WALK_TIMEOUT }, async ({ annotate }) => {
    await expectClean(await walk(browser, ADMIN, 'Administrator'), annotate);
  });

  // Staff walk on a phone: one walk checks both that Staff are offered no Administrator-only action
  // and that every page and popup works at 360 px through the sidebar sheet. The Administrator's own
  // dialogs at 360 px are each a story's Narrow state.
  it('as Staff on a 360 px phone, through the sidebar sheet, offered no Administrator-only actions', {
    timeout: WALK_TIMEOUT,
  }, async ({ annotate }) => {
    await expectClean(await walk(browser, STAFF, 'Staff', 360), annotate);
  });
});
