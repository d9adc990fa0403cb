import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
  useCallback,
  useLayoutEffect,
  useState,
} from 'react';
import { Button } from '../button/index.ts';
import { useWords } from '../theme/words.tsx';
import {
  DialogCloseSlot,
  DialogOverlay,
  DialogPanel,
  type DialogSize,
  StyledDialogBody,
  StyledDialogDescription,
  StyledDialogError,
  StyledDialogFooter,
  StyledDialogHeader,
  StyledDialogTitle,
} from './dialog.styles.ts';
import { useReturnFocus } from './return-focus.ts';

export interface DialogProps {
  /** Whether the dialog is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, overlay click). */
  onOpenChange?: (open: boolean) => void;
  /** `false` leaves the rest of the page usable and draws no overlay (previews, side-by-side views). */
  modal?: boolean;
  /** A `DialogTrigger` and a `DialogContent`. */
  children?: ReactNode;
}

/** A modal dialog: focus is trapped inside, the page behind is inert, Escape and the overlay close it. */
export function Dialog(props: DialogProps) {
  return <RadixDialog.Root {...props} />;
}

export interface DialogTriggerProps extends ComponentPropsWithRef<typeof RadixDialog.Trigger> {
  /** Render the child (e.g. a `Button`) as the trigger instead of a bare `<button>`. */
  asChild?: boolean;
}

/** Opens the dialog. Focus returns here when the dialog closes. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

export interface DialogCloseProps extends ComponentPropsWithRef<typeof RadixDialog.Close> {
  /** Render the child (e.g. a Cancel `Button`) as the closing control. */
  asChild?: boolean;
}

/** Closes the dialog when activated, e.g. a Cancel button in the footer. */
export function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}

export interface DialogContentProps
  extends Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'asChild'> {
  /** Maximum width of the panel: `sm` 24rem, `md` 32rem, `lg` 48rem. On phones it is the screen minus a margin. */
  size?: DialogSize;
  /** Accessible name of the X button in the corner (default: the words' "Close"). */
  closeLabel?: string;
  /** Leave out the X button (the dialog must then offer another way to close, e.g. Cancel). */
  hideCloseButton?: boolean;
  /** Element to render into instead of `<body>` (e.g. a themed preview area). */
  container?: HTMLElement | null;
}

/**
 * The overlay and the centred panel, rendered in a portal under `<body>`. When it closes, focus
 * returns to the control that opened it, trigger or not (`useReturnFocus`).
 */
export function DialogContent({
  size = 'md',
  closeLabel,
  hideCloseButton = false,
  container,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...rest
}: DialogContentProps) {
  const words = useWords();
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal container={container}>
      <DialogOverlay data-overlay="" />
      <DialogPanel {...rest} {...returnFocus} $size={size}>
        {children}
        {hideCloseButton ? null : (
          <DialogCloseSlot>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={closeLabel ?? words.close}>
                <X aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </DialogCloseSlot>
        )}
      </DialogPanel>
    </RadixDialog.Portal>
  );
}

/** Holds the title and the description at the top of the panel. */
export function DialogHeader(props: ComponentPropsWithRef<'div'>) {
  return <StyledDialogHeader {...props} />;
}

export interface DialogTitleProps extends ComponentPropsWithRef<typeof RadixDialog.Title> {
  /** Keep the title for screen readers only (every dialog needs a title). */
  visuallyHidden?: boolean;
}

/** The dialog's name, announced when it opens. */
export function DialogTitle({ visuallyHidden = false, ...rest }: DialogTitleProps) {
  const title = <StyledDialogTitle {...rest} />;
  return visuallyHidden ? <VisuallyHidden asChild>{title}</VisuallyHidden> : title;
}

export interface DialogDescriptionProps
  extends ComponentPropsWithRef<typeof RadixDialog.Description> {
  /** Keep the description for screen readers only. */
  visuallyHidden?: boolean;
}

/** One sentence saying what the dialog is for, announced after the title. */
export function DialogDescription({ visuallyHidden = false, ...rest }: DialogDescriptionProps) {
  const description = <StyledDialogDescription {...rest} />;
  return visuallyHidden ? <VisuallyHidden asChild>{description}</VisuallyHidden> : description;
}

const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Whether an element scrolls (content taller than the element) with nothing focusable inside, so a
 * keyboard user could not scroll it unless it takes focus itself.
 */
function useNeedsScrollFocus() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () =>
      setNeedsFocus(
        node.scrollHeight > node.clientHeight + 1 && !node.querySelector(focusableSelector),
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, needsFocus] as const;
}

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * The main content. When it is taller than the screen allows it scrolls on its own (header and
 * footer stay put); if it holds only text it then becomes focusable so keyboard users can scroll it.
 */
export function DialogBody({ ref, ...rest }: ComponentPropsWithRef<'div'>) {
  const [setNode, needsFocus] = useNeedsScrollFocus();
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setNode(node);
      assignRef(ref, node);
    },
    [ref, setNode],
  );
  return <StyledDialogBody tabIndex={needsFocus ? 0 : undefined} {...rest} ref={setRefs} />;
}

/** Actions at the bottom: right-aligned in a row, stacked full width on phones (main action on top). */
export function DialogFooter(props: ComponentPropsWithRef<'div'>) {
  return <StyledDialogFooter {...props} />;
}

/** An error message inside a dialog (e.g. a failed save), announced as soon as it appears. */
export function DialogError(props: Omit<ComponentPropsWithRef<'p'>, 'role'>) {
  return <StyledDialogError role="alert" {...props} />;
}
