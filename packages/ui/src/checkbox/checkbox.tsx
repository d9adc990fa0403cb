import type * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { isFieldInvalid } from '../input/field.ts';
import { CheckboxBox, CheckboxIndicator, CheckboxLabel, CheckboxRow } from './checkbox.styles.ts';

export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<typeof CheckboxPrimitive.Root>, 'asChild'> {
  /** `true`, `false` or `'indeterminate'` (some of a group chosen). Controlled when set. */
  checked?: CheckedState;
  /** Initial state when uncontrolled. */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: CheckedState) => void;
  /** Text beside the box, tied to it; clicking it toggles the box. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** Marks the choice as wrong: `aria-invalid` and a destructive border. */
  invalid?: boolean;
}

/** A tick box, with an optional label beside it. */
export function Checkbox({
  label,
  id,
  invalid,
  className,
  'aria-invalid': ariaInvalid,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  const box = (
    <CheckboxBox
      {...rest}
      id={checkboxId}
      className={label ? undefined : className}
      aria-invalid={isFieldInvalid(invalid, ariaInvalid) || undefined}
    >
      <CheckboxIndicator>
        <Check aria-hidden="true" />
        <Minus aria-hidden="true" />
      </CheckboxIndicator>
    </CheckboxBox>
  );
  if (!label) return box;
  return (
    <CheckboxRow className={className}>
      {box}
      <CheckboxLabel htmlFor={checkboxId} disabled={rest.disabled}>
        {label}
      </CheckboxLabel>
    </CheckboxRow>
  );
}
