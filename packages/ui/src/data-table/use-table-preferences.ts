import { useContext, useMemo, useState } from 'react';
import type { DataTableDensity } from './data-table.styles.ts';
import type { DataTableColumn } from './data-table-types.ts';
import {
  readTablePreferences,
  type TablePreferences,
  writeTablePreferences,
} from './table-preferences.ts';
import { TablePreferencesContext } from './table-preferences-context.ts';
import { COMPACT_QUERY, useMediaQuery } from './use-media-query.ts';

/** Whether the user may hide `column` (the first column, the code, never). */
export const isHideable = <TRow>(column: DataTableColumn<TRow>, index: number): boolean =>
  index > 0 && column.hideable !== false;

/** A list's density and hidden columns, as chosen (and remembered) or by default. */
export interface TablePreferencesState {
  density: DataTableDensity;
  setDensity: (density: DataTableDensity) => void;
  /** Ids of hideable columns the user hid (ids of columns no longer in the list are dropped). */
  hiddenColumns: ReadonlySet<string>;
  setColumnVisible: (columnId: string, visible: boolean) => void;
  /** Shows every column again. */
  resetColumns: () => void;
}

/**
 * The user's preferences for the list `listId`: read once when the table mounts (or the user or list
 * changes), written on every change. Without a `TablePreferencesProvider` or a `listId` they last
 * only while the table is on screen. Until the user chooses, the density follows the screen.
 */
export function useTablePreferences<TRow>(
  listId: string | undefined,
  columns: readonly DataTableColumn<TRow>[],
): TablePreferencesState {
  const scope = useContext(TablePreferencesContext);
  const remembered = scope && listId ? { ...scope, listId } : null;
  const key = remembered ? `${remembered.userKey}\n${remembered.listId}` : '';
  const read = (): TablePreferences =>
    remembered
      ? readTablePreferences(remembered.storage, remembered.userKey, remembered.listId)
      : {};

  // Keyed by user and list: another user or list reads its own entry (state reset during render).
  const [state, setState] = useState(() => ({ key, preferences: read() }));
  const preferences = state.key === key ? state.preferences : read();
  if (state.key !== key) setState({ key, preferences });

  const wide = useMediaQuery(COMPACT_QUERY);
  const hideable = useMemo(
    () => new Set(columns.filter(isHideable).map((column) => column.id)),
    [columns],
  );
  const hiddenColumns = useMemo(
    () => new Set((preferences.hiddenColumns ?? []).filter((id) => hideable.has(id))),
    [preferences.hiddenColumns, hideable],
  );

  const save = (next: TablePreferences) => {
    setState({ key, preferences: next });
    if (remembered) {
      writeTablePreferences(remembered.storage, remembered.userKey, remembered.listId, next);
    }
  };

  return {
    density: preferences.density ?? (wide ? 'compact' : 'comfortable'),
    setDensity: (density) => save({ ...preferences, density }),
    hiddenColumns,
    setColumnVisible: (columnId, visible) => {
      const others = [...hiddenColumns].filter((id) => id !== columnId);
      save({ ...preferences, hiddenColumns: visible ? others : [...others, columnId] });
    },
    resetColumns: () => save({ ...preferences, hiddenColumns: [] }),
  };
}
