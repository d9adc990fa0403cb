import type * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentPropsWithRef } from 'react';
import { RequiredMark, StyledLabel } from './label.styles.ts';

export interface LabelProps extends ComponentPropsWithRef<typeof LabelPrimitive.Root> {
  /**
   * Shows a red asterisk after the text. It is hidden from screen readers: they hear "required"
   * from the control's own `required` attribute, so set that on the control too (FormField does).
   */
  required?: boolean;
  /** Dims the text to match a disabled control. */
  disabled?: boolean;
}

/** The visible name of a form control; tie it with `htmlFor` to the control's `id`. */
export function Label({ required, disabled, children, ...rest }: LabelProps) {
  return (
    <StyledLabel {...rest} data-disabled={disabled ? '' : undefined}>
      {children}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </StyledLabel>
  );
}
