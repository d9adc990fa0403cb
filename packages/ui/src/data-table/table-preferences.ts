import { type DataTableDensity, dataTableDensities } from './data-table.styles.ts';

/** What a user chose for one list: its density and the columns they hid. */
export interface TablePreferences {
  /** Unset: the screen's default (compact from 1024 px wide, comfortable below). */
  density?: DataTableDensity;
  /** Ids of the columns the user hid, in the order they hid them. */
  hiddenColumns?: readonly string[];
}

/** The part of the Web Storage API the preferences use (`localStorage`, or one kept in memory). */
export type TablePreferencesStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage key of one user's preferences for one list. Both parts are URI-encoded, so a user key
 * or list id holding the separator cannot read another's entry.
 */
export function tablePreferencesKey(userKey: string, listId: string): string {
  return `pfm.table:${encodeURIComponent(userKey)}:${encodeURIComponent(listId)}`;
}

const isDensity = (value: unknown): value is DataTableDensity =>
  (dataTableDensities as readonly unknown[]).includes(value);

/**
 * The preferences in a stored text. Whatever cannot be read — not JSON, not an object, an unknown
 * density, a column list that is not a list of names — is left out, so a corrupt or outdated entry
 * gives the defaults instead of breaking the table.
 */
export function parseTablePreferences(text: string | null): TablePreferences {
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { density, hiddenColumns } = value as Record<string, unknown>;
  const preferences: TablePreferences = {};
  if (isDensity(density)) preferences.density = density;
  if (Array.isArray(hiddenColumns)) {
    const names = hiddenColumns.filter((id): id is string => typeof id === 'string' && id !== '');
    if (names.length > 0) preferences.hiddenColumns = [...new Set(names)];
  }
  return preferences;
}

/** One user's preferences for one list; none when nothing (readable) is stored. */
export function readTablePreferences(
  storage: TablePreferencesStorage | null,
  userKey: string,
  listId: string,
): TablePreferences {
  if (!storage) return {};
  try {
    return parseTablePreferences(storage.getItem(tablePreferencesKey(userKey, listId)));
  } catch {
    // Storage can refuse to be read (blocked cookies, a private window): the defaults then.
    return {};
  }
}

/** Saves one user's preferences for one list; an entry with nothing chosen is removed. */
export function writeTablePreferences(
  storage: TablePreferencesStorage | null,
  userKey: string,
  listId: string,
  preferences: TablePreferences,
): void {
  if (!storage) return;
  const key = tablePreferencesKey(userKey, listId);
  const stored: TablePreferences = {
    ...(preferences.density && { density: preferences.density }),
    ...(preferences.hiddenColumns?.length && { hiddenColumns: [...preferences.hiddenColumns] }),
  };
  try {
    if (Object.keys(stored).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or blocked storage only means the choice lasts until the page is left.
  }
}

/** A storage kept in memory: for stories and tests, which must not see what a browser saved. */
export function createMemoryStorage(): TablePreferencesStorage & { readonly size: number } {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
