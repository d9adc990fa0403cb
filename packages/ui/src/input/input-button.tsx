import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldButton } from './field.styles.ts';

export interface InputButtonProps extends ComponentPropsWithRef<'button'> {
  /** What the button does ("Clear search", "Show password"): it shows only an icon. */
  'aria-label': string;
  /** The icon (give it `aria-hidden="true"`). */
  children: ReactNode;
}

/** A small icon button for Input's `trailing` slot. */
export function InputButton({ type = 'button', ...rest }: InputButtonProps) {
  return <FieldButton {...rest} type={type} />;
}
