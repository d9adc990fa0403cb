import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { InputProps } from '../input/input.tsx';
import { groupDigits, type TextSelection, tidyNumber, withoutGrouping } from './grouping.ts';
import { NumberAffix, NumberField } from './number-input.styles.ts';
import { stepValue } from './step.ts';

/**
 * What `onChange` and `onBlur` receive: the form input holding the number as plain text
 * (`"344400.00"`, never grouped), as react-hook-form's `register` reads it.
 */
export interface NumberInputEvent {
  target: HTMLInputElement;
  currentTarget: HTMLInputElement;
  type: 'change' | 'blur';
}

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

/** The input's own `value` property (read when needed: modules also load where there is no DOM). */
const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

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
  const formInput = useRef<HTMLInputElement | null>(null);
  const sent = useRef(value ?? defaultValue ?? '');
  const sending = useRef(false);
  // The caret or selection to put back once the plain digits replace the grouped ones.
  const selection = useRef<TextSelection | null>(null);
  const shown = grouping && !editing ? groupDigits(text) : text;

  // A value written from outside (a controlled value, `reset`, `setValue`) shows as it is.
  const showOutside = useCallback((next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    setText(next);
  }, []);

  useEffect(() => {
    if (value === undefined) return;
    showOutside(value);
    const native = nativeValue();
    if (formInput.current && native?.set) native.set.call(formInput.current, value);
  }, [value, showOutside]);

  useLayoutEffect(() => {
    const input = textRef.current;
    const wanted = selection.current;
    selection.current = null;
    if (input && wanted && wanted.text === input.value) {
      input.setSelectionRange(wanted.start, wanted.end);
    }
  });

  const attachFormInput = useCallback(
    (element: HTMLInputElement | null) => {
      formInput.current = element;
      const native = nativeValue();
      if (element && native?.get && native.set) {
        const { get, set } = native;
        set.call(element, sent.current);
        // Forms write values straight into their inputs (react-hook-form's defaults and reset): show them.
        Object.defineProperty(element, 'value', {
          configurable: true,
          get: () => get.call(element),
          set: (next: string) => {
            set.call(element, next);
            if (!sending.current) showOutside(String(next ?? ''));
          },
        });
        // A form focuses its first wrong field through this input: the field typed in takes it.
        // Defined, not assigned: a test library may have turned the prototype's `focus` into a setter.
        Object.defineProperty(element, 'focus', {
          configurable: true,
          value: (options?: FocusOptions) => textRef.current?.focus(options),
        });
      }
      if (typeof ref === 'function') return ref(element);
      if (ref) ref.current = element;
    },
    [ref, showOutside],
  );

  const send = (next: string) => {
    setText(next);
    const element = formInput.current;
    if (!element || next === sent.current) return;
    sending.current = true;
    element.value = next;
    sending.current = false;
    sent.current = next;
    onChange?.({ target: element, currentTarget: element, type: 'change' });
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
    if (shown !== text) {
      // The plain digits replace the grouped ones under the caret (or the selection, all of it after Tab).
      const grouped = {
        text: input.value,
        start: input.selectionStart ?? 0,
        end: input.selectionEnd ?? 0,
      };
      selection.current = withoutGrouping(grouped);
    }
    setEditing(true);
    onFocus?.(event);
  };

  const handleBlur = () => {
    setEditing(false);
    if (!rest.readOnly && !rest.disabled) send(tidyNumber(text, decimals));
    const element = formInput.current;
    if (element) onBlur?.({ target: element, currentTarget: element, type: 'blur' });
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
      <input type="hidden" name={name} ref={attachFormInput} />
    </>
  );
}
