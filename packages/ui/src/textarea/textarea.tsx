import type { ComponentPropsWithRef } from 'react';
import type { FieldSize } from '../input/field.styles.ts';
import { isFieldInvalid } from '../input/field.ts';
import { StyledTextarea } from './textarea.styles.ts';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Text size and padding, matching Input's sizes. */
  size?: FieldSize;
  /** Marks the text as wrong: sets `aria-invalid` and draws the destructive border. */
  invalid?: boolean;
  /** Visible lines of text before it scrolls. Defaults to 3; the user can drag it taller. */
  rows?: number;
}

/** Multi-line text (addresses, remarks), drawn like Input. */
export function Textarea({
  size = 'md',
  invalid,
  rows = 3,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextareaProps) {
  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  return (
    <StyledTextarea {...rest} rows={rows} $size={size} aria-invalid={isInvalid || undefined} />
  );
}
