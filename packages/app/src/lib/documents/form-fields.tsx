import {
  type DateFormat,
  dayMonthYear,
  defaultSettings,
  formatDate,
  type ItemUnit,
  parseQuantity,
  today,
  wholeUnits,
} from '@pfm/shared';
import { Combobox, DateInput, FormField, isIsoDay, Select } from '@pfm/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { z } from 'zod';
import { scaledForRule, withoutTrailingZeros } from '../form-values.ts';
import { useT } from '../i18n/i18n.tsx';
import { settingsQuery } from '../settings.ts';
import type { PickOption } from './document-config.ts';
import { Computed, ComputedHint, ComputedLabel, ComputedValue } from './document-view.styles.ts';

/** The refusal for a date after today (`latest`, India's today unless given): the server's own words. */
export const futureDateMessage = (latest = today()) =>
  `The date cannot be after today (${dayMonthYear(latest)}).`;

/** A document's date: the shared rule, and not after today (India's calendar). */
export const documentDateText = <T extends z.ZodType<string, string>>(rule: T) =>
  rule.refine((date) => date <= today(), { error: () => futureDateMessage() });

/**
 * A quantity typed as text ("1,250.5") in thousandths of its unit, checked by `rule` (the shared
 * quantity rule). Whole-unit items (pieces, bags) are checked by `wholeUnitIssue` on the form.
 */
export const quantityText = <T extends z.ZodType<number, number>>(rule: T) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return Number.NaN;
      const milli = parseQuantity(withoutTrailingZeros(text), 'kg', { positive: false });
      if (milli !== null) return milli;
      // A fraction of a thousandth, a negative or a number past the limit: the rule says which.
      const scaled = scaledForRule(text, 1000);
      if (!Number.isNaN(scaled)) return scaled;
      context.addIssue({
        code: 'custom',
        message: 'Enter the quantity as a number with at most three decimals, e.g. 1250.5.',
      });
      return z.NEVER;
    })
    .pipe(rule);

const unitPlural: Record<ItemUnit, string> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liters',
  bag: 'bags',
};

/**
 * Pieces and bags are never split: the message (the server's rule) when a quantity in thousandths
 * is not whole for such a unit, or null.
 */
export function wholeUnitIssue(quantityMilli: unknown, unit: string): string | null {
  if (!wholeUnits.includes(unit as ItemUnit)) return null;
  if (typeof quantityMilli !== 'number' || !Number.isInteger(quantityMilli)) return null;
  if (quantityMilli % 1000 === 0) return null;
  return `This item is counted in whole ${unitPlural[unit as ItemUnit]}.`;
}

/** Masters offered for a new document: active ones, plus the one already chosen. */
export const choosable = (options: readonly PickOption[] | undefined, chosen: string) =>
  (options ?? []).filter((option) => option.active || option.value === chosen);

/**
 * Puts `suggestion` into the field `name` unless the user has put a value of their own there: a
 * value typed or chosen is never overwritten, and a field the user emptied stays empty until the
 * suggestion itself changes (another day's rate) or a new form starts. A field still holding the
 * previous suggestion takes the new one. `null` suggests nothing (the field stays as it is); `''`
 * takes a previous suggestion back. `onSuggested` hears each value put in.
 */
export function useSuggestion<Values extends FieldValues, Input>(
  form: UseFormReturn<Values, unknown, Input>,
  name: Path<Values>,
  suggestion: string | null,
  onSuggested?: (value: string) => void,
) {
  const value = useWatch({ control: form.control, name }) as unknown;
  // What was put in last, the suggestion last made (put in, or turned down by emptying the field),
  // and the form those belong to (a reset starts a new one).
  const suggested = useRef('');
  const offered = useRef<string | null>(null);
  const started = useRef<unknown>(null);
  const heard = useRef(onSuggested);
  heard.current = onSuggested;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the field's value changes (emptied, typed over), which it reads through getValues.
  useEffect(() => {
    if (suggestion === null) return;
    let current = true;
    // After every effect of this render: a record dialog resets its form on opening after the
    // effects of its fields have run, which would take the suggestion straight back.
    queueMicrotask(() => {
      if (!current) return;
      const defaults = form.formState.defaultValues;
      if (defaults !== started.current) {
        started.current = defaults;
        suggested.current = '';
        offered.current = null;
      }
      const now = form.getValues(name) as unknown;
      const own = now !== '' && now !== suggested.current && now !== suggestion;
      const emptied = now === '' && suggestion === offered.current;
      // Beside a value of the user's own, a suggestion counts as made: emptied later, it stays so.
      if (own || emptied || now === suggestion) {
        offered.current = suggestion;
        return;
      }
      suggested.current = suggestion;
      offered.current = suggestion;
      form.setValue(name, suggestion as PathValue<Values, Path<Values>>, {
        shouldValidate: form.formState.isSubmitted,
      });
      heard.current?.(suggestion);
    });
    return () => {
      current = false;
    };
  }, [form, name, value, suggestion]);
}

interface PickFieldProps<Values extends FieldValues, Input> {
  form: UseFormReturn<Values, unknown, Input>;
  name: Path<Values>;
  label: string;
  options: readonly PickOption[] | undefined;
  placeholder: string;
  /** A searchable list (suppliers, items) rather than a short select (godowns, status). */
  searchable?: boolean;
  hint?: ReactNode;
  /** Also called with the chosen option (an item's unit goes into the form). */
  onPick?: (option: PickOption | undefined) => void;
  required?: boolean;
  /**
   * The option chosen for the user while the field is empty, when it is offered (the godown this
   * user worked with last). The only option offered is chosen anyway.
   */
  preferred?: string;
}

/**
 * What a new document's field starts with: the only option offered (the one open batch, the one
 * godown or bank account), else `preferred` when it is offered, else nothing (`null`).
 */
export function defaultChoice(
  offered: readonly PickOption[] | undefined,
  preferred?: string,
): string | null {
  if (!offered) return null;
  const [only] = offered;
  if (only && offered.length === 1) return only.value;
  return offered.find((option) => option.value === preferred)?.value ?? null;
}

/**
 * A master chosen by name, stored as its code. The only option offered, or `preferred`, is chosen
 * while the field is empty.
 */
export function PickField<Values extends FieldValues, Input>({
  form,
  name,
  label,
  options,
  placeholder,
  searchable = false,
  hint,
  onPick,
  required = true,
  preferred,
}: PickFieldProps<Values, Input>) {
  const t = useT();
  const value = useWatch({ control: form.control, name }) as string;
  const offered = options && choosable(options, value);
  useSuggestion(form, name, defaultChoice(offered, preferred), (code) =>
    onPick?.(offered?.find((option) => option.value === code)),
  );
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const offered = choosable(options, field.value);
        const change = (code: string) => {
          field.onChange(code);
          onPick?.(offered.find((option) => option.value === code));
        };
        return (
          <FormField
            label={label}
            required={required}
            hint={hint}
            error={fieldState.error?.message}
          >
            {searchable ? (
              <Combobox
                options={offered}
                value={field.value}
                onValueChange={change}
                placeholder={placeholder}
                loading={options === undefined}
                emptyMessage={t('common.nothingMatches')}
                name={field.name}
                ref={field.ref}
              />
            ) : (
              <Select
                options={offered}
                value={field.value}
                onValueChange={change}
                placeholder={placeholder}
                name={field.name}
                ref={field.ref}
              />
            )}
          </FormField>
        );
      }}
    />
  );
}

/**
 * What is wrong with a document's date, in the reader's date format, or null: text that names no
 * day, or a day before the books start or after today (the server's own words).
 */
export function documentDateRefusal(
  value: unknown,
  {
    format,
    booksStart,
    latest,
  }: { format: DateFormat; booksStart: string | undefined; latest: string },
): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!isIsoDay(value)) {
    return /\d{4}$/.test(value)
      ? 'Enter a real calendar date.'
      : `Enter the whole date as ${format}.`;
  }
  if (booksStart && value < booksStart) {
    return `The date cannot be before the books start (${formatDate(booksStart, format)}).`;
  }
  if (value > latest) return `The date cannot be after today (${formatDate(latest, format)}).`;
  return null;
}

/**
 * The document's date, from the books start (saved Settings) to today, typed in the Settings format. Its
 * limits are said beside it as soon as a whole day is typed; a refusal of the form's rule or of the
 * server shows otherwise.
 */
export function DateField<Values extends FieldValues, Input>({
  form,
  name,
  label = 'Date',
}: {
  form: UseFormReturn<Values, unknown, Input>;
  name: Path<Values>;
  label?: string;
}) {
  // The books start is the saved one (the server's); until it arrives only today bounds the field.
  const settings = useQuery(settingsQuery).data;
  const dateFormat = settings?.dateFormat ?? defaultSettings.dateFormat;
  const booksStartDate = settings?.booksStartDate;
  const value = useWatch({ control: form.control, name });
  const limits = { format: dateFormat, booksStart: booksStartDate, latest: today() };
  const formError = form.getFieldState(name, form.formState).error?.message;
  const refusal = documentDateRefusal(value, limits);
  // A whole day out of its limits is said at once; half-typed text only once the form has checked it.
  const error = isIsoDay(String(value ?? ''))
    ? (refusal ?? formError)
    : formError && (refusal ?? formError);
  return (
    <FormField label={label} required error={error}>
      <DateInput {...form.register(name)} min={booksStartDate} max={limits.latest} />
    </FormField>
  );
}

/** A value the form works out as it is filled in (the amount), announced politely when it changes. */
export function ComputedField({
  label,
  value,
  placeholder = '—',
  hint,
}: {
  label: string;
  /** The formatted value, or null while the inputs are incomplete. */
  value: string | null;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <Computed>
      <ComputedLabel id={`${id}-label`}>{label}</ComputedLabel>
      <ComputedValue
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        data-empty={value === null ? '' : undefined}
      >
        {value ?? placeholder}
      </ComputedValue>
      {hint ? <ComputedHint id={`${id}-hint`}>{hint}</ComputedHint> : null}
    </Computed>
  );
}
