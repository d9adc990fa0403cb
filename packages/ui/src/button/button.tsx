import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  type ButtonSize,
  ButtonSpinner,
  type ButtonVariant,
  StyledButton,
} from './button.styles.ts';

interface ButtonBaseProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Visual weight: `primary` for the one main action of a view, `destructive` for delete. */
  variant?: ButtonVariant;
  /** Height and padding. `icon` makes a square button for an icon only. */
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
  /** Icon placed before the label. */
  leadingIcon?: ReactNode;
}

interface TextButtonProps extends ButtonBaseProps {
  size?: Exclude<ButtonSize, 'icon'>;
  children: ReactNode;
}

interface IconButtonProps extends ButtonBaseProps {
  size: 'icon';
  /** The icon itself. */
  children: ReactNode;
  /** An icon-only button must say what it does to screen-reader users. */
  'aria-label': string;
}

export type ButtonProps = TextButtonProps | IconButtonProps;

/** A button. Disabled and loading buttons stay focusable-safe: they ignore activation, not focus styles. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  leadingIcon,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-disabled={inactive ? '' : undefined}
      onClick={inactive ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <ButtonSpinner aria-hidden="true" /> : leadingIcon}
      {children}
    </StyledButton>
  );
}
