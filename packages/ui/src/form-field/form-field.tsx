import { CircleAlert } from 'lucide-react';
import {
  type AriaAttributes,
  Children,
  cloneElement,
  type ReactElement,
  type ReactNode,
  useId,
} from 'react';
import { Label } from '../label/label.tsx';
import { FieldError, FieldHint, FieldStack } from './form-field.styles.ts';

/** The props FormField sets on its control; every control of this package accepts them. */
export interface FormFieldControlProps {
  id?: string;
  required?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

export interface FormFieldProps {
  /** Visible name of the control (its `<label>`). Name the unit here if the control shows one. */
  label: ReactNode;
  /** The one control: Input, NumberInput, Textarea, DateInput, Select, Combobox, SearchBox. */
  children: ReactElement<FormFieldControlProps>;
  /** Help under the control; linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error under the control: announced when it appears, linked with `aria-describedby`, and marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Shows the required mark on the label and sets `required` on the control. */
  required?: boolean;
  /** Id for the control; otherwise the control's own `id`, otherwise a generated one. */
  id?: string;
  /** Class for the wrapper. */
  className?: string;
}

/**
 * A label, one control, an optional hint and an error message, wired together. FormField clones its
 * single child and sets `id`, `required`, `aria-describedby` (hint and error ids, after any the child
 * already had) and `aria-invalid` on it, so the control needs no extra wiring:
 * `<FormField label="Godown Name" required error={errors.name}><Input /></FormField>`.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required,
  id,
  className,
}: FormFieldProps) {
  const control = Children.only(children);
  const generatedId = useId();
  const controlId = control.props.id ?? id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy =
    [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldStack className={className}>
      <Label htmlFor={controlId} required={required} disabled={control.props.disabled}>
        {label}
      </Label>
      {cloneElement(control, {
        id: controlId,
        required: required || control.props.required,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : control.props['aria-invalid'],
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </FieldError>
      ) : null}
    </FieldStack>
  );
}
