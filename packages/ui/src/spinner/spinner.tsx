import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';
import { SpinnerRing, SpinnerRoot, type SpinnerSize } from './spinner.styles.ts';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** Diameter: `sm` inside text and buttons, `md` in panels, `lg` for a whole region. */
  size?: SpinnerSize;
  /** What is loading, announced to screen readers (`role="status"`). Defaults to "Loading". */
  label?: string;
  /** Also show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** An indeterminate progress indicator, announced politely as a status. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  showLabel = false,
  ...rest
}: SpinnerProps) {
  return (
    <SpinnerRoot {...rest} role="status">
      <SpinnerRing aria-hidden="true" $size={size} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
