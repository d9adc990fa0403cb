import { createContext } from 'react';
import type { TablePreferencesStorage } from './table-preferences.ts';

/** Whose preferences the tables read and write, and where. */
export interface TablePreferencesScope {
  /** The signed-in user (their id): each user has their own densities and hidden columns. */
  userKey: string;
  /** Where they are kept; `null` keeps them only while the table is on screen. */
  storage: TablePreferencesStorage | null;
}

/** Unset (no provider): nothing is remembered, so a table starts from the defaults each time. */
export const TablePreferencesContext = createContext<TablePreferencesScope | null>(null);
