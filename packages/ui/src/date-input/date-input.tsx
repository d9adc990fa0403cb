import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  FieldAdornment,
  FieldBox,
  FieldButton,
  FieldInput,
  type FieldSize,
} from '../input/field.styles.ts';
import { isFieldInvalid } from '../input/field.ts';
import { type FormInputEvent, useFormInput } from '../input/form-input.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { useWords } from '../theme/words.tsx';
import { CalendarPopover, ShortcutButton, Shortcuts } from './date-input.styles.ts';
import { useDateSettings } from './date-settings.tsx';
import {
  addDays,
  type DateDisplayFormat,
  formatDay,
  isIsoDay,
  maskDayText,
  parseDay,
} from './date-text.ts';

const DateCalendar = lazy(() => import('./date-calendar.tsx'));

/** The event a DateInput sends: its `target` is the field's form input, whose value is the day. */
export type DateInputEvent = FormInputEvent;

export interface DateInputProps
  extends Omit<
    ComponentPropsWithoutRef<'input'>,
    'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'min' | 'max'
  > {
  /**
   * The day as `yyyy-mm-dd` (empty string for none). Controlled when set. While a person's text names
   * no day yet, the field sends that text instead, so a form's date rule refuses it.
   */
  value?: string;
  /** Initial day as `yyyy-mm-dd` when uncontrolled. */
  defaultValue?: string;
  /** Earliest day the calendar offers, `yyyy-mm-dd`. */
  min?: string | undefined;
  /** Latest day the calendar offers, `yyyy-mm-dd`. */
  max?: string | undefined;
  /** Height and text size, matching Input. */
  size?: FieldSize;
  /** Marks the date as wrong: sets `aria-invalid` and draws the destructive border. */
  invalid?: boolean;
  /** The format shown and typed; by default the nearest DateSettingsProvider's (DD/MM/YYYY). */
  format?: DateDisplayFormat;
  /** Sent as the day changes; `event.target.value` is the day (`yyyy-mm-dd`), '' or the text. */
  onChange?: (event: DateInputEvent) => void;
  onBlur?: (event: DateInputEvent) => void;
  /** The form input holding the day (what `register` and refs receive). */
  ref?: Ref<HTMLInputElement>;
}

/** What the field shows for a value it is given: the day in the format, or the text as it was. */
const textOf = (value: string, format: DateDisplayFormat) =>
  isIsoDay(value) ? formatDay(value, format) : value;

/**
 * A date typed in the business's format, never the browser's: `27112026` shows as 27/11/2026 with
 * the separators supplied, and is read only in that order. A calendar (Alt+↓ or the button) chooses a
 * day with the keyboard or the pointer, with Today and Yesterday; T and Y type them straight in the
 * field. The value is always `yyyy-mm-dd`; a form input carries it, so `register` works as for any input.
 */
export function DateInput({
  value,
  defaultValue,
  min,
  max,
  size = 'md',
  invalid,
  format: formatProp,
  onChange,
  onBlur,
  ref,
  name,
  disabled,
  readOnly,
  placeholder,
  'aria-invalid': ariaInvalid,
  ...rest
}: DateInputProps) {
  const words = useWords();
  const settings = useDateSettings();
  const format = formatProp ?? settings.format;
  const [text, setText] = useState(() => textOf(value ?? defaultValue ?? '', format));
  const [open, setOpen] = useState(false);
  const textRef = useRef<HTMLInputElement>(null);
  const formatRef = useRef(format);
  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  const today = settings.today();
  const formInput = useFormInput({
    value,
    defaultValue,
    ref,
    focusTarget: textRef,
    show: (next) => setText(textOf(next, formatRef.current)),
  });

  // The format can change after mount (the saved Settings arrive): the day's text follows it.
  useEffect(() => {
    const before = formatRef.current;
    formatRef.current = format;
    if (before !== format) {
      setText((current) => {
        const day = parseDay(current, before);
        return day ? formatDay(day, format) : current;
      });
    }
  }, [format]);

  const send = (next: string) => {
    const event = formInput.send(next);
    if (event) onChange?.(event);
  };

  const show = (nextText: string) => {
    setText(nextText);
    const day = parseDay(nextText, format);
    send(day ?? nextText.trim());
  };

  const choose = (day: string) => {
    show(formatDay(day, format));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    rest.onKeyDown?.(event);
    if (event.defaultPrevented || readOnly) return;
    if (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    const letters = format !== 'DD-MMM-YYYY' || text === '';
    const key = event.key.toLowerCase();
    if (
      letters &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      (key === 't' || key === 'y')
    ) {
      event.preventDefault();
      show(formatDay(key === 't' ? today : addDays(today, -1), format));
    }
  };

  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Anchor asChild>
        <FieldBox
          $size={size}
          data-invalid={isInvalid ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          data-readonly={readOnly ? '' : undefined}
        >
          <FieldInput
            {...rest}
            ref={textRef}
            type="text"
            inputMode={format === 'DD-MMM-YYYY' ? 'text' : 'numeric'}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder ?? format}
            value={text}
            disabled={disabled}
            readOnly={readOnly}
            aria-invalid={isInvalid || undefined}
            aria-keyshortcuts="Alt+ArrowDown"
            // The limits the calendar keeps to, for tools and tests (`yyyy-mm-dd`).
            data-min={min}
            data-max={max}
            onChange={(event) => {
              const typed = event.target.value;
              show(maskDayText(typed, format, typed.length < text.length));
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // The form's value, not the text of this render: a reset may have emptied it just now.
              const day = formInput.current();
              if (isIsoDay(day)) setText(formatDay(day, format));
              const event = formInput.blurEvent();
              if (event) onBlur?.(event);
            }}
          />
          <FieldAdornment>
            <PopoverPrimitive.Trigger asChild>
              <FieldButton
                type="button"
                tabIndex={-1}
                aria-label={words.dateOpenCalendar}
                disabled={disabled || readOnly}
              >
                <CalendarDays aria-hidden="true" />
              </FieldButton>
            </PopoverPrimitive.Trigger>
          </FieldAdornment>
          <input type="hidden" name={name} ref={formInput.attach} />
        </FieldBox>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <CalendarPopover
          aria-label={words.dateChooseDate}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            textRef.current?.focus();
          }}
        >
          <Shortcuts>
            <ShortcutButton type="button" disabled={!inRange(today)} onClick={() => choose(today)}>
              {words.dateToday}
            </ShortcutButton>
            <ShortcutButton
              type="button"
              disabled={!inRange(addDays(today, -1))}
              onClick={() => choose(addDays(today, -1))}
            >
              {words.dateYesterday}
            </ShortcutButton>
          </Shortcuts>
          <Suspense fallback={<Spinner label={words.dateLoadingCalendar} />}>
            <DateCalendar
              value={parseDay(text, format)}
              today={today}
              min={min}
              max={max}
              onChoose={choose}
            />
          </Suspense>
        </CalendarPopover>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
