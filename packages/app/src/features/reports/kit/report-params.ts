import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One filter of a report, kept in the URL under its name. */
export interface ReportFilterRule {
  /** Whether a value from the URL can be used; anything else is ignored as if it were absent. */
  accepts: (value: string) => boolean;
  /** The value when the URL has none (the as-of date defaults to today). Otherwise `''`: no filter. */
  fallback?: () => string;
}

/** A report's filters by name (`godown`, `category`, `date`). */
export type ReportFilterRules<Name extends string> = Readonly<Record<Name, ReportFilterRule>>;

/** The filters' values by name; `''` means "not filtered" (All godowns). */
export type ReportFilters<Name extends string> = Readonly<Record<Name, string>>;

/** A rule that accepts what a zod schema of the shared API contract accepts. */
export const acceptedBy =
  (schema: { safeParse: (value: unknown) => { success: boolean } }) => (value: string) =>
    schema.safeParse(value).success;

const fallbackOf = (rule: ReportFilterRule) => rule.fallback?.() ?? '';

/** Reads a report's filters from a URL query: missing or unacceptable values take their fallback. */
export function readReportFilters<Name extends string>(
  search: URLSearchParams,
  rules: ReportFilterRules<Name>,
): ReportFilters<Name> {
  const entries = (Object.keys(rules) as Name[]).map((name) => {
    const rule = rules[name];
    const raw = search.get(name);
    return [name, raw !== null && raw !== '' && rule.accepts(raw) ? raw : fallbackOf(rule)];
  });
  return Object.fromEntries(entries) as Record<Name, string>;
}

/**
 * The URL query of a report's filters, leaving out empty values and fallbacks (today's date), so
 * the plain link stays plain and a bookmark without a date always opens on today.
 */
export function reportSearch<Name extends string>(
  filters: ReportFilters<Name>,
  rules: ReportFilterRules<Name>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of Object.keys(rules) as Name[]) {
    const value = filters[name];
    if (value && value !== fallbackOf(rules[name])) search.set(name, value);
  }
  return search;
}

/** The API query of a report's filters: every value set, the date included even when it is today. */
export function reportApiQuery<Name extends string>(filters: ReportFilters<Name>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries<string>(filters)) {
    if (value) search.set(name, value);
  }
  return search.toString();
}

/**
 * A report's filters in the URL: links, reload and back/forward keep them; each change is a step
 * that Back undoes. Values the report cannot use (a misspelt category, a date that is not a date)
 * are ignored.
 */
export function useReportFilters<Name extends string>(rules: ReportFilterRules<Name>) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readReportFilters(search, rules), [search, rules]);
  const change = useCallback(
    (next: Partial<ReportFilters<Name>>) =>
      setSearch(reportSearch({ ...filters, ...next } as ReportFilters<Name>, rules)),
    [filters, rules, setSearch],
  );
  return [filters, change] as const;
}
