import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useRef,
  useState,
} from 'react';
import { type FormInputEvent, useFormInput } from '../input/form-input.ts';
import type { InputProps } from '../input/input.tsx';
import { groupDigits, tidyNumber, withoutGrouping } from './grouping.ts';
import { NumberAffix, NumberField } from './number-input.styles.ts';
import { stepValue } from './step.ts';

/**
 * What `onChange` and `onBlur` receive: the form input holding the number as plain text
 * (`"344400.00"`, never grouped), as react-hook-form's `register` reads it.
 */
export type NumberInputEvent = FormInputEvent;

export interface NumberInputProps
  extends Omit<
    InputProps,
    | 'type'
    | 'inputMode'
    | 'step'
    | 'min'
    | 'max'
    | 'value'
    | 'defaultValue'
    | 'prefix'
    | 'leadingIcon'
    | 'trailing'
    | 'onChange'
    | 'onBlur'
    | 'ref'
  > {
  /**
   * The number as plain text, e.g. "1250.5" (no grouping). Controlled when set; pair with
   * `onChange` or `onValueChange`.
   */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Sent as the number changes, typed or stepped; `event.target.value` is the plain text. */
  onChange?: (event: NumberInputEvent) => void;
  /** Called with the new plain text on every change, typed or stepped with the arrow keys. */
  onValueChange?: (value: string) => void;
  /** Sent when the field loses focus, after the number is tidied (`decimals`). */
  onBlur?: (event: NumberInputEvent) => void;
  /** Amount ArrowUp / ArrowDown add or remove. Defaults to 1. */
  step?: number;
  /** Lowest value the arrow keys step to. Typed text is not blocked; validate it in the form. */
  min?: number;
  /** Highest value the arrow keys step to. */
  max?: number;
  /**
   * Unit shown inside the field after the number ("kg", "g", "%"). It is hidden from screen
   * readers, so the label must name the unit too: "Capacity (kg)".
   */
  unit?: string;
  /** Symbol shown before the number, e.g. "₹". Hidden from screen readers like `unit`. */
  prefix?: string;
  /** A count (birds, days, a week): phones bring up the digits-only keypad, without a decimal point. */
  whole?: boolean;
  /**
   * Decimals the number is written with once the field loses focus: money takes 2, so "344400"
   * becomes "344400.00" (the value sent changes with it). More decimals than that are left for the
   * form's rule to refuse.
   */
  decimals?: number;
  /**
   * Shows the number grouped the Indian way while the field is not being edited (3,44,400.00).
   * Defaults to true; turn off for numbers that are not amounts (a PIN code, a year).
   */
  grouping?: boolean;
  /** The form input holding the plain number (what `register` and refs receive). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number typed as text (`inputMode="decimal"`, or `"numeric"` for a `whole` count, brings up the
 * numeric keypad), right-aligned with tabular figures. ArrowUp and ArrowDown step the value within
 * `min` and `max`. While it is not being edited the number shows grouped (3,44,400.00); while it is,
 * as plain digits, and separators typed or pasted ("3,44,400") are dropped. The value is always the
 * plain number: a hidden form input carries it, so `register` works as for any input.
 */
export function NumberInput({
  value,
  defaultValue,
  step = 1,
  min,
  max,
  unit,
  prefix,
  onChange,
  onValueChange,
  onBlur,
  onFocus,
  onKeyDown,
  whole = false,
  decimals,
  grouping = true,
  name,
  ref,
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(value ?? defaultValue ?? '');
  const [editing, setEditing] = useState(false);
  const textRef = useRef<HTMLInputElement>(null);
  const formInput = useFormInput({ value, defaultValue, ref, focusTarget: textRef, show: setText });
  const shown = grouping && !editing ? groupDigits(text) : text;

  const send = (next: string) => {
    setText(next);
    const event = formInput.send(next);
    if (!event) return;
    onChange?.(event);
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = {
      text: input.value,
      start: input.selectionStart ?? 0,
      end: input.selectionEnd ?? 0,
    };
    const plain = withoutGrouping(typed, prefix);
    if (plain.text !== typed.text) {
      // Written here, before React puts its value back, so the caret stays among the digits.
      input.value = plain.text;
      input.setSelectionRange(plain.start, plain.end);
    }
    setEditing(true);
    send(plain.text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || rest.readOnly || rest.disabled) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    send(stepValue(text, event.key === 'ArrowUp' ? 1 : -1, { step, min, max }));
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    onFocus?.(event);
    // The plain digits replace the grouped ones under the caret or the selection (all of it after
    // Tab) once the browser has placed it: select() focuses the field before it selects its text.
    setTimeout(() => {
      if (document.activeElement !== input) return;
      const plain = withoutGrouping({
        text: input.value,
        start: input.selectionStart ?? 0,
        end: input.selectionEnd ?? 0,
      });
      if (plain.text !== input.value) {
        input.value = plain.text;
        input.setSelectionRange(plain.start, plain.end);
      }
      setEditing(true);
    });
  };

  const handleBlur = () => {
    setEditing(false);
    // The form's value, not the text of this render: a reset may have emptied it just now.
    const now = formInput.current();
    const tidy = tidyNumber(now, decimals);
    if (!rest.readOnly && !rest.disabled && tidy !== now) send(tidy);
    const event = formInput.blurEvent();
    if (event) onBlur?.(event);
  };

  return (
    <>
      <NumberField
        {...rest}
        ref={textRef}
        value={shown}
        inputMode={whole ? 'numeric' : 'decimal'}
        autoComplete="off"
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onBlur={handleBlur}
        leadingIcon={prefix ? <NumberAffix aria-hidden="true">{prefix}</NumberAffix> : undefined}
        trailing={unit ? <NumberAffix aria-hidden="true">{unit}</NumberAffix> : undefined}
      />
      <input type="hidden" name={name} ref={formInput.attach} />
    </>
  );
}
