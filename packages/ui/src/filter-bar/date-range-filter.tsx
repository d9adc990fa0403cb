import type { ReactNode } from 'react';
import { DateInput, isIsoDay, periodPresets, useDateSettings } from '../date-input/index.ts';
import { FormField } from '../form-field/index.ts';
import { englishWords, useWords } from '../theme/words.tsx';
import { DateRangeGroup, PeriodButton, PeriodPresets } from './filter-bar.styles.ts';

/** A start after the end: the message the server also gives (in English; the words' `dateRangeBackwards`). */
export const DATE_RANGE_BACKWARDS = englishWords.dateRangeBackwards;

/** Whether both dates are set and the first is after the second (`yyyy-mm-dd` compares as text). */
export const isDateRangeBackwards = (from: string, to: string) =>
  from !== '' && to !== '' && from > to;

export interface DateRange {
  /** First day, `yyyy-mm-dd`, or `''` for no start. */
  from: string;
  /** Last day, `yyyy-mm-dd`, or `''` for no end. */
  to: string;
}

export interface DateRangeFilterProps extends DateRange {
  /** Called with both dates whenever one changes. */
  onChange: (range: DateRange) => void;
  /** Label of the first date (default: the words' "From"). */
  fromLabel?: string;
  /** Label of the second date (default: the words' "To"). */
  toLabel?: string;
  /** Earliest day that can be picked, `yyyy-mm-dd`. */
  min?: string;
  /** Latest day that can be picked (e.g. today), `yyyy-mm-dd`. */
  max?: string;
  /** Names the pair for screen readers (default: the words' "Dates"). */
  'aria-label'?: string;
  /**
   * A message for the range (shown under To). Defaults to the words' `dateRangeBackwards` while the
   * start is after the end; pass `null` to show none.
   */
  error?: ReactNode;
  /** Offers This month, Last month, This financial year and Last financial year (default on). */
  presets?: boolean;
}

/** Only a whole day or nothing leaves the filter: a half-typed date changes no list. */
const isFilterDay = (value: string) => value === '' || isIsoDay(value);

/**
 * From and To dates for a list filter, side by side even on phones. Each picker is limited by the
 * other (`max` of From is To), and a typed start after the end is said under To. Presets set both
 * at once; the one in force is marked pressed.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const words = useWords();
  const {
    from,
    to,
    onChange,
    fromLabel = words.dateRangeFrom,
    toLabel = words.dateRangeTo,
    min,
    max,
    'aria-label': ariaLabel = words.dateRangeLabel,
    error,
    presets = true,
  } = props;
  const { today } = useDateSettings();
  const shownError =
    error === undefined
      ? isDateRangeBackwards(from, to)
        ? words.dateRangeBackwards
        : null
      : error;
  return (
    <DateRangeGroup role="group" aria-label={ariaLabel}>
      <FormField label={fromLabel}>
        <DateInput
          value={from}
          min={min}
          max={to || max}
          onChange={(event) => {
            if (isFilterDay(event.target.value)) onChange({ from: event.target.value, to });
          }}
        />
      </FormField>
      <FormField label={toLabel} error={shownError ?? undefined}>
        <DateInput
          value={to}
          min={from || min}
          max={max}
          onChange={(event) => {
            if (isFilterDay(event.target.value)) onChange({ from, to: event.target.value });
          }}
        />
      </FormField>
      {presets ? (
        <PeriodPresets role="group" aria-label={words.dateRangePeriods}>
          {periodPresets(today(), words).map((period) => (
            <PeriodButton
              key={period.label}
              type="button"
              aria-pressed={period.from === from && period.to === to}
              onClick={() => onChange({ from: period.from, to: period.to })}
            >
              {period.label}
            </PeriodButton>
          ))}
        </PeriodPresets>
      ) : null}
    </DateRangeGroup>
  );
}
