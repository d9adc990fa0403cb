import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldAdornment, FieldBox, FieldInput, type FieldSize } from './field.styles.ts';
import { focusInputOnPointerDown, isFieldInvalid } from './field.ts';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Height and text size. */
  size?: FieldSize;
  /** Marks the value as wrong: sets `aria-invalid` and draws the destructive border. */
  invalid?: boolean;
  /** Decorative icon before the text (give it `aria-hidden="true"`). */
  leadingIcon?: ReactNode;
  /** Content after the text: a unit, a small button. Buttons here need their own accessible name. */
  trailing?: ReactNode;
  /** Fill the width of the container (default). When false the field is as wide as its content. */
  fullWidth?: boolean;
}

/**
 * A single-line text input. `ref` and every input attribute go to the `<input>`; `className` styles
 * the outer box, which draws the border so icons and trailing content sit inside it.
 */
export function Input({
  size = 'md',
  invalid,
  leadingIcon,
  trailing,
  fullWidth = true,
  className,
  type = 'text',
  'aria-invalid': ariaInvalid,
  ...rest
}: InputProps) {
  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  return (
    <FieldBox
      className={className}
      $size={size}
      $fullWidth={fullWidth}
      data-invalid={isInvalid ? '' : undefined}
      data-disabled={rest.disabled ? '' : undefined}
      data-readonly={rest.readOnly ? '' : undefined}
      onPointerDown={focusInputOnPointerDown}
    >
      {leadingIcon ? <FieldAdornment>{leadingIcon}</FieldAdornment> : null}
      <FieldInput {...rest} type={type} aria-invalid={isInvalid || undefined} />
      {trailing ? <FieldAdornment>{trailing}</FieldAdornment> : null}
    </FieldBox>
  );
}
