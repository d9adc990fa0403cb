import type { LookupKind, LookupResult } from '@pfm/shared';
import { accountScreens, type NavigationItem, navigation, type PathName, paths } from '../paths.ts';

/** One choice of the jump box: a screen of the menu, a record the server found, or a party's ledger. */
export interface JumpItem {
  /** Unique in the list (`screen:sale`, `sale:SL002`, `ledger:F001`). */
  id: string;
  /** What it is, shown first: "Screen", "Farmer", "Sale", "Ledger". */
  kindLabel: string;
  /** The record's code (B002); none for a screen. */
  code?: string;
  title: string;
  subtitle?: string;
  /** Where choosing it goes: a path with its query. */
  href: string;
}

/** Each kind of record in words, as the jump box labels it. */
export const kindLabels: Record<LookupKind, string> = {
  godown: 'Godown',
  farmer: 'Farmer',
  farm: 'Farm',
  item: 'Item',
  supplier: 'Supplier',
  trader: 'Trader',
  bankAccount: 'Bank account',
  batch: 'Batch',
  purchase: 'Purchase',
  issue: 'Issue',
  transfer: 'Stock transfer',
  growthUpdate: 'Growth update',
  sale: 'Sale',
  payment: 'Payment voucher',
  collection: 'Payment collection',
  settlement: 'Settlement',
};

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query)}`;

/**
 * The masters open no record by URL: their list opens searched for the code (the list's `q`), which
 * shows the record's row with its Edit action. Documents open their list with the document's sheet
 * (`?view=`, as the ledger's links do).
 */
const masterLists: Partial<Record<LookupKind, PathName>> = {
  godown: 'godown',
  farmer: 'farmer',
  farm: 'farm',
  item: 'item',
  supplier: 'supplier',
  trader: 'trader',
  bankAccount: 'bank',
};

const documentScreens: Partial<Record<LookupKind, PathName>> = {
  purchase: 'purchase',
  issue: 'issue',
  transfer: 'transfer',
  growthUpdate: 'growthUpdate',
  sale: 'sale',
  payment: 'paymentVoucher',
  collection: 'paymentCollection',
};

/**
 * Where a record opens: a master's list searched for its code, a document's sheet on its screen,
 * a batch's Growth Report, a settlement's breakdown in the Farmer Settlement Report.
 */
export function recordHref(result: Pick<LookupResult, 'kind' | 'code' | 'batchCode'>): string {
  const master = masterLists[result.kind];
  if (master) return withQuery(paths[master], { q: result.code });
  const screen = documentScreens[result.kind];
  if (screen) return withQuery(paths[screen], { view: result.code });
  if (result.kind === 'batch') return withQuery(paths.growthReport, { batch: result.code });
  // A settlement is read on its batch's line of the Farmer Settlement Report.
  return result.batchCode
    ? withQuery(paths.settlementReport, { batch: result.batchCode })
    : paths.settlementReport;
}

/** The parties with a statement in the Ledger Reports, by the tab that shows it. */
const ledgerTabs: Partial<Record<LookupKind, string>> = {
  farmer: 'farmer',
  trader: 'trader',
  supplier: 'supplier',
};

const ledgerTabNames: Record<string, string> = {
  farmer: 'Farmer Accounts',
  trader: 'Trader Accounts',
  supplier: 'Supplier Accounts',
};

/**
 * The server's records as choices, best first. A farmer, trader or supplier comes with a second
 * choice just below it: its statement in the Ledger Reports (its balance, its postings).
 */
export function recordItems(results: readonly LookupResult[]): JumpItem[] {
  return results.flatMap((result) => {
    const record: JumpItem = {
      id: `${result.kind}:${result.code}`,
      kindLabel: kindLabels[result.kind],
      code: result.code,
      title: result.title,
      ...(result.subtitle && { subtitle: result.subtitle }),
      href: recordHref(result),
    };
    const tab = ledgerTabs[result.kind];
    if (!tab) return [record];
    const ledger: JumpItem = {
      id: `ledger:${result.code}`,
      kindLabel: 'Ledger',
      code: result.code,
      title: result.title,
      subtitle: `Statement in ${ledgerTabNames[tab]}`,
      href: withQuery(paths.ledgerReport, { tab, party: result.code }),
    };
    return [record, ledger];
  });
}

/** Every screen of the menu (the sidebar, then Settings and Profile), with its group's name. */
const screens: { item: NavigationItem; group: string }[] = [
  ...navigation.flatMap((group) => group.items.map((item) => ({ item, group: group.label }))),
  ...accountScreens.map((item) => ({ item, group: 'Account' })),
];

/** Words of a text, lower case, for matching names: "Weight/Growth Setup" → weight, growth, setup. */
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The screens whose name matches the text: every word typed starts a word of the screen's menu
 * label or title ("led rep" finds Ledger Reports, "growth" finds Weekly Growth Update, Weight/Growth
 * Setup and the Growth Report). Screens whose name starts with the text come first.
 */
export function screenItems(text: string): JumpItem[] {
  const typed = wordsOf(text);
  if (typed.length === 0) return [];
  const needle = text.trim().toLocaleLowerCase();
  return screens
    .map(({ item, group }) => {
      const names = [item.label, item.title];
      const words = names.flatMap(wordsOf);
      const matches = typed.every((part) => words.some((word) => word.startsWith(part)));
      const starts = names.some((name) => name.toLocaleLowerCase().startsWith(needle));
      return { item, group, matches, starts };
    })
    .filter((screen) => screen.matches)
    .sort((a, b) => Number(b.starts) - Number(a.starts))
    .map(({ item, group }) => ({
      id: `screen:${item.path}`,
      kindLabel: 'Screen',
      title: item.title,
      subtitle: group,
      href: paths[item.path],
    }));
}
