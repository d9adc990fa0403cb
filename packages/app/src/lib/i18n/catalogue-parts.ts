/**
 * The catalogue is loaded in parts (decision 0056): `core` — the shell's, the design system's and
 * what every screen shares — with the first screen, and each screen's own messages with that screen,
 * so the first screen's budget holds however many screens are translated. A message belongs to the
 * part its id starts with (`ledger.tab` → `ledger`), else to `core`. The build (vite-catalogue.ts)
 * and the app (catalogues.ts) read this one list.
 */
export const screenParts = ['auth', 'dashboard', 'profile', 'settings', 'ledger'] as const;
export type ScreenPart = (typeof screenParts)[number];
export type CataloguePart = 'core' | ScreenPart;

/** The part a message id is loaded with. */
export function partOf(id: string): CataloguePart {
  const prefix = id.slice(0, id.indexOf('.'));
  return (screenParts as readonly string[]).includes(prefix) ? (prefix as ScreenPart) : 'core';
}
