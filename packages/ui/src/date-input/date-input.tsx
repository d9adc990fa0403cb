import type { ComponentPropsWithRef } from 'react';
import type { FieldSize } from '../input/field.styles.ts';
import { isFieldInvalid } from '../input/field.ts';
import { StyledDateInput } from './date-input.styles.ts';

export interface DateInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** The date as `yyyy-mm-dd` (empty string for none). Controlled when set. */
  value?: string;
  /** Initial date as `yyyy-mm-dd` when uncontrolled. */
  defaultValue?: string;
  /** Earliest date that can be picked, `yyyy-mm-dd`. */
  min?: string;
  /** Latest date that can be picked, `yyyy-mm-dd`. */
  max?: string;
  /** Height and text size, matching Input. */
  size?: FieldSize;
  /** Marks the date as wrong: sets `aria-invalid` and draws the destructive border. */
  invalid?: boolean;
}

/**
 * The browser's own date input (`type="date"`), drawn like Input. The text format follows the
 * browser's locale; the value is always `yyyy-mm-dd`. The picker icon follows the theme's
 * `color-scheme`, so it stays visible in dark mode.
 */
export function DateInput({
  size = 'md',
  invalid,
  'aria-invalid': ariaInvalid,
  ...rest
}: DateInputProps) {
  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  return (
    <StyledDateInput {...rest} type="date" $size={size} aria-invalid={isInvalid || undefined} />
  );
}
