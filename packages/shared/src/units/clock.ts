/**
 * The one clock of the product. The business runs in India (UTC+05:30 all year, no daylight
 * saving), so "today" is India's calendar day wherever the server or browser is. Tests pin it.
 */
export interface Clock {
  now(): Date;
}

const systemClock: Clock = { now: () => new Date() };
let current: Clock = systemClock;

const INDIA_OFFSET_MS = 330 * 60_000;

/** India's calendar day (YYYY-MM-DD) of an instant. */
export const indianDay = (instant: Date): string =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The current instant. */
export const now = (): Date => current.now();

/** Today in India, as YYYY-MM-DD. */
export const today = (): string => indianDay(current.now());

/** Tests: every `now()`/`today()` answers `instant` (or the given clock) until `resetClock()`. */
export function setClock(clock: Clock | Date): void {
  current = clock instanceof Date ? { now: () => new Date(clock.getTime()) } : clock;
}

export function resetClock(): void {
  current = systemClock;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `2026-11-21` plus `days` (may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * 1 April of the Indian financial year (April to March) that `day` falls in:
 * `2026-03-31` → `2025-04-01`, `2026-04-01` → `2026-04-01`.
 */
export function financialYearStart(day: string): string {
  const year = Number(day.slice(0, 4)) - (day.slice(5) < '04-01' ? 1 : 0);
  return `${String(year).padStart(4, '0')}-04-01`;
}

/** `2026-11-21` → `21/11/2026`, as dates are written in messages. */
export const dayMonthYear = (day: string): string => day.split('-').reverse().join('/');
