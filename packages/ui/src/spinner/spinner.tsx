import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';
import { useWords } from '../theme/words.tsx';
import { SpinnerRing, SpinnerRoot, type SpinnerSize } from './spinner.styles.ts';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** Diameter: `sm` inside text and buttons, `md` in panels, `lg` for a whole region. */
  size?: SpinnerSize;
  /** What is loading, announced to screen readers (`role="status"`). Defaults to the words' "Loading". */
  label?: string;
  /** Also show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** An indeterminate progress indicator, announced politely as a status. */
export function Spinner(props: SpinnerProps) {
  const words = useWords();
  const { size = 'md', label = words.spinnerLoading, showLabel = false, ...rest } = props;
  return (
    <SpinnerRoot {...rest} role="status">
      <SpinnerRing aria-hidden="true" $size={size} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
