import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { navigation } from './paths.ts';

type Order = (string | Order)[];

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { order } = getStorySortParameter(
  readFileSync(join(root, '.storybook/preview.tsx'), 'utf8'),
) as { order: Order };

/** The names listed under `name` in an order (the array that follows it), or undefined. */
function under(list: Order, name: string): Order | undefined {
  const at = list.indexOf(name);
  const next = list[at + 1];
  return at >= 0 && Array.isArray(next) ? next : undefined;
}

const names = (list: Order | undefined) =>
  (list ?? []).filter((entry) => typeof entry === 'string');

/** Whether a title's every level is named in the order (a title's `/` separates its levels). */
function listed(title: string): boolean {
  let level: Order | undefined = order;
  for (const part of title.split('/')) {
    if (!level?.includes(part)) return false;
    level = under(level, part);
    // The order may stop above a title's last levels (a screen's own stories): the rest sorts by name.
    if (!level) return true;
  }
  return true;
}

function storyTitles(folder: string): string[] {
  const titles: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.stories.tsx') || entry.includes('__screenshots__')) continue;
    const source = readFileSync(join(folder, entry), 'utf8');
    const title = /^ {2}title: '([^']+)',$/m.exec(
      source.slice(source.indexOf('\nconst meta')),
    )?.[1];
    if (title) titles.push(title);
  }
  return titles;
}

const group = (label: string) => navigation.find((entry) => entry.label === label)?.items ?? [];
const screens = under(order, 'Screens');

describe("Storybook's sidebar", () => {
  it("lists the masters, transactions and reports in the app menu's order", () => {
    // A story title cannot hold `/` (it separates levels): Weight/Growth Setup is Weight-Growth Setup.
    expect(names(under(screens ?? [], 'Masters'))).toEqual(
      group('Master Setup').map((item) => item.label.replace('/', '-')),
    );
    expect(names(under(screens ?? [], 'Transactions'))).toEqual(
      group('Transactions').map((item) => item.label),
    );
    expect(names(under(screens ?? [], 'Reports')).slice(0, -1)).toEqual(
      group('Reports').map((item) => item.title),
    );
    expect(names(screens).indexOf('Dashboard')).toBeLessThan(names(screens).indexOf('Masters'));
  });

  it('names every screen and design-system section that has stories, so none falls to the end', () => {
    const titles = [
      ...storyTitles(join(root, 'packages/app/src')),
      ...storyTitles(join(root, 'packages/ui/src')),
    ];
    expect(titles.length).toBeGreaterThan(50);
    expect(titles.filter((title) => !listed(title))).toEqual([]);
  });
});
