import { useMemo } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { fill, useWords, type Words } from '../theme/words.tsx';
import { CalendarGrid } from './date-input.styles.ts';
import { dateOfDay, dayOfDate } from './date-text.ts';

export interface DateCalendarProps {
  /** The chosen day, `yyyy-mm-dd`, or null. */
  value: string | null;
  /** Today, `yyyy-mm-dd`: marked, and the month shown when nothing is chosen. */
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onChoose: (day: string) => void;
}

/**
 * The month grid the date field opens (react-day-picker): arrow keys move by day and week, Page Up /
 * Page Down by month, Home / End to the week's ends, Enter chooses; days outside min–max are disabled.
 * Loaded only when a calendar is first opened.
 */
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  weekday: 'long',
});

/** A day's name that starts with the number it shows: "Today, 27 November 2026, Friday, selected". */
function labelDayButton(date: Date, modifiers: Modifiers, words: Words) {
  const parts = Object.fromEntries(dayLabel.formatToParts(date).map((p) => [p.type, p.value]));
  const name = `${parts.day} ${parts.month} ${parts.year}, ${parts.weekday}`;
  const today = modifiers.today ? fill(words.calendarToday, { day: name }) : name;
  return modifiers.selected ? fill(words.calendarSelected, { day: today }) : today;
}

export default function DateCalendar({ value, today, min, max, onChoose }: DateCalendarProps) {
  const words = useWords();
  const labels = useMemo(
    () => ({
      labelDayButton: (date: Date, modifiers: Modifiers) => labelDayButton(date, modifiers, words),
      labelPrevious: () => words.calendarPreviousMonth,
      labelNext: () => words.calendarNextMonth,
    }),
    [words],
  );
  const shown = value ?? (max && today > max ? max : min && today < min ? min : today);
  const disabled = [
    ...(min ? [{ before: dateOfDay(min) }] : []),
    ...(max ? [{ after: dateOfDay(max) }] : []),
  ];
  return (
    <CalendarGrid>
      <DayPicker
        mode="single"
        labels={labels}
        required
        autoFocus
        animate={false}
        defaultMonth={dateOfDay(shown)}
        today={dateOfDay(today)}
        selected={value ? dateOfDay(value) : undefined}
        onSelect={(date) => onChoose(dayOfDate(date))}
        disabled={disabled}
        startMonth={min ? dateOfDay(min) : undefined}
        endMonth={max ? dateOfDay(max) : undefined}
      />
    </CalendarGrid>
  );
}
