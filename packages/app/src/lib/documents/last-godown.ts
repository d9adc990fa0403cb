import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../session.ts';

/*
 * The godown a user worked with last (the one a purchase took stock into, or an issue or a
 * transfer took it out of) is where their next document starts. It is kept in this browser, per
 * user; a godown that has since gone or been made inactive is simply not offered (PickField).
 */

/** Where the browser keeps the godown `username` used last. */
export const lastGodownKey = (username: string) => `pfm:last-godown:${username}`;

/** The browser's storage, or none (a locked-down browser refuses it; the default is a nicety). */
function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The godown `username` used last, or '' when none is kept. */
export function lastGodownOf(username: string, storage = browserStorage()): string {
  if (!username || !storage) return '';
  try {
    return storage.getItem(lastGodownKey(username)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `godown` as the one `username` used last. */
export function rememberGodown(username: string, godown: string, storage = browserStorage()) {
  if (!username || !godown || !storage) return;
  try {
    storage.setItem(lastGodownKey(username), godown);
  } catch {
    // A full or refused storage only loses the default.
  }
}

/**
 * The godown a recorded document used, if it uses one: a purchase's or an issue's `godownCode`,
 * a transfer's `fromGodownCode` (where the user's stock is).
 */
export function godownUsedBy(document: object): string {
  const row = document as { godownCode?: unknown; fromGodownCode?: unknown };
  const code = row.godownCode ?? row.fromGodownCode;
  return typeof code === 'string' ? code : '';
}

/** The godown the signed-in user used last ('' before their first document or while signed out). */
export function useLastGodown(): string {
  const username = useQuery(sessionQuery).data?.username ?? '';
  return lastGodownOf(username);
}
