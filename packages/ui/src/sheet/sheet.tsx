import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/index.ts';
import { useReturnFocus } from '../dialog/return-focus.ts';
import { useWords } from '../theme/words.tsx';
import {
  SHEET_DEFAULT_WIDTH,
  SheetBody,
  SheetCloseSlot,
  SheetDescription,
  SheetHeader,
  SheetOverlay,
  SheetPanel,
  type SheetSide,
  SheetTitle,
} from './sheet.styles.ts';

export interface SheetProps {
  /** Whether the sheet is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the sheet starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the sheet asks to open or close (trigger, close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** `false` leaves the rest of the page usable and draws no overlay (previews). */
  modal?: boolean;
  /** A `SheetTrigger` and a `SheetContent`. */
  children?: ReactNode;
}

/** A modal panel that slides in from the side of the screen, e.g. the sidebar on phones. */
export function Sheet(props: SheetProps) {
  return <RadixDialog.Root {...props} />;
}

export interface SheetTriggerProps extends ComponentPropsWithRef<typeof RadixDialog.Trigger> {
  /** Render the child (e.g. a menu `Button`) as the trigger instead of a bare `<button>`. */
  asChild?: boolean;
}

/** Opens the sheet. Focus returns here when the sheet closes. */
export function SheetTrigger(props: SheetTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

export interface SheetCloseProps extends ComponentPropsWithRef<typeof RadixDialog.Close> {
  /** Render the child (e.g. a navigation link) as a control that also closes the sheet. */
  asChild?: boolean;
}

/** Closes the sheet when activated. */
export function SheetClose(props: SheetCloseProps) {
  return <RadixDialog.Close {...props} />;
}

export interface SheetContentProps
  extends Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'asChild' | 'title'> {
  /** The edge the panel is attached to. */
  side?: SheetSide;
  /** Width of the panel, any CSS length. Never wider than the screen minus a strip of overlay. */
  width?: string;
  /** The sheet's name, announced when it opens, e.g. "Navigation". */
  title: ReactNode;
  /** Keep the title for screen readers only (e.g. when the content starts with a logo). */
  hideTitle?: boolean;
  /** Optional sentence under the title. */
  description?: ReactNode;
  /** Accessible name of the X button in the corner (default: the words' "Close"). */
  closeLabel?: string;
  /** Leave out the X button (Escape and a tap on the overlay still close the sheet). */
  hideCloseButton?: boolean;
  /** Element to render into instead of `<body>` (e.g. a themed preview area). */
  container?: HTMLElement | null;
}

/**
 * The overlay and the side panel, rendered in a portal under `<body>`. When it closes, focus returns
 * to the control that opened it, trigger or not (`useReturnFocus`).
 */
export function SheetContent({
  side = 'left',
  width = SHEET_DEFAULT_WIDTH,
  title,
  hideTitle = false,
  description,
  closeLabel,
  hideCloseButton = false,
  container,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...rest
}: SheetContentProps) {
  const words = useWords();
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  const heading = (
    <>
      <SheetTitle>{title}</SheetTitle>
      {description ? <SheetDescription>{description}</SheetDescription> : null}
    </>
  );
  return (
    <RadixDialog.Portal container={container}>
      <SheetOverlay data-overlay="" />
      <SheetPanel {...rest} {...returnFocus} $side={side} $width={width}>
        {hideTitle ? (
          <VisuallyHidden>{heading}</VisuallyHidden>
        ) : (
          <SheetHeader>{heading}</SheetHeader>
        )}
        <SheetBody>{children}</SheetBody>
        {hideCloseButton ? null : (
          <SheetCloseSlot>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel ?? words.close}>
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </SheetCloseSlot>
        )}
      </SheetPanel>
    </RadixDialog.Portal>
  );
}
