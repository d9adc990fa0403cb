import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from '../tooltip/index.ts';
import { StyledClampedText } from './clamped-text.styles.ts';
import type { DataTableClamp } from './data-table-types.ts';

/** Whether the clamp hides part of the text (1 px of slack for rounding). */
const isCut = (text: HTMLElement) => text.scrollHeight > text.clientHeight + 1;

export interface ClampedTextProps {
  /** At most this many lines show. */
  lines: DataTableClamp;
  /** The cell's content: all of it is in the tooltip. */
  children: ReactNode;
}

/**
 * A cell's long text cut to one or two lines. Only when something is actually cut does it become a
 * tab stop with a tooltip of the whole text (on hover after the usual delay, on focus at once), so
 * short names add no stops to the Tab order.
 */
export function ClampedText({ lines, children }: ClampedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  // Measured again when the column's width changes (a window resized, a column hidden) and when
  // the text itself does.
  useLayoutEffect(() => {
    const text = ref.current;
    if (!text || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setCut(isCut(text)));
    observer.observe(text);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text in the same box can be cut or not.
  useLayoutEffect(() => {
    if (ref.current) setCut(isCut(ref.current));
  }, [children]);

  return (
    <Tooltip content={children} open={cut && open} onOpenChange={setOpen}>
      <StyledClampedText
        ref={ref}
        $lines={lines}
        tabIndex={cut ? 0 : undefined}
        data-clamped={cut ? '' : undefined}
      >
        {children}
      </StyledClampedText>
    </Tooltip>
  );
}
