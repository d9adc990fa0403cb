import type { ChangeEvent, KeyboardEvent } from 'react';
import type { InputProps } from '../input/input.tsx';
import { NumberAffix, NumberField } from './number-input.styles.ts';
import { stepValue } from './step.ts';

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
  > {
  /** The number as typed, e.g. "1250.5". Controlled when set; pair with `onChange` or `onValueChange`. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change, typed or stepped with the arrow keys. */
  onValueChange?: (value: string) => void;
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
}

/** Writes `next` into the input the way typing would, so React fires `onChange` (controlled or not). */
const setInputValue = (input: HTMLInputElement, next: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A number typed as text (`inputMode="decimal"`, or `"numeric"` for a `whole` count, brings up the numeric keypad), right-aligned with
 * tabular figures. ArrowUp and ArrowDown step the value within `min` and `max`.
 */
export function NumberInput({
  step = 1,
  min,
  max,
  unit,
  prefix,
  onChange,
  onValueChange,
  onKeyDown,
  whole = false,
  ...rest
}: NumberInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || rest.readOnly || rest.disabled) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const input = event.currentTarget;
    const next = stepValue(input.value, event.key === 'ArrowUp' ? 1 : -1, { step, min, max });
    if (next !== input.value) setInputValue(input, next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <NumberField
      {...rest}
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      leadingIcon={prefix ? <NumberAffix aria-hidden="true">{prefix}</NumberAffix> : undefined}
      trailing={unit ? <NumberAffix aria-hidden="true">{unit}</NumberAffix> : undefined}
    />
  );
}
