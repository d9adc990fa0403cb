import { type ReactNode, useRef } from 'react';
import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogError,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/index.ts';
import { useDialogAction } from '../dialog/use-dialog-action.ts';
import { useWords } from '../theme/words.tsx';

export const confirmDialogTones = ['destructive', 'primary'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete Main Warehouse?". */
  title: ReactNode;
  /** What will happen, e.g. "This cannot be undone.". */
  description: ReactNode;
  /** Caption of the confirm button (default: the words' "Delete"). */
  confirmLabel?: string;
  /**
   * Caption of the button that closes without doing anything (default: the words' "Cancel"). It has
   * focus when the dialog opens.
   */
  cancelLabel?: string;
  /** `destructive` (red confirm button) for deleting or discarding; `primary` otherwise. */
  tone?: ConfirmDialogTone;
  /**
   * Called on confirm. While the returned promise is pending the confirm button shows progress and
   * further clicks are ignored; when it resolves the dialog closes; when it rejects the dialog stays
   * open and shows the error's message.
   */
  onConfirm: () => unknown;
  /** Element that opens the dialog (uncontrolled use), e.g. a delete icon `Button`. */
  trigger?: ReactNode;
  /** Whether the dialog is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including after a successful confirm. */
  onOpenChange?: (open: boolean) => void;
  /**
   * `true` (default): focus is trapped, the page behind is inert and dimmed. `false` leaves the rest
   * of the page usable and draws no overlay (previews, side-by-side views); focus still starts on
   * Cancel.
   */
  modal?: boolean;
  /** Element to render into instead of `<body>` (e.g. a themed preview area). */
  container?: HTMLElement | null;
}

/**
 * Asks before an action that is hard to take back. An `alertdialog`: focus starts on Cancel, and a
 * click outside does not close it (Escape and Cancel do).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const words = useWords();
  const {
    title,
    description,
    confirmLabel = words.confirmDelete,
    cancelLabel = words.cancel,
    tone = 'destructive',
    onConfirm,
    trigger,
    open: openProp,
    defaultOpen,
    onOpenChange,
    modal = true,
    container,
  } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { open, setOpen, pending, error, run } = useDialogAction({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen} modal={modal}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        size="sm"
        hideCloseButton
        container={container}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <DialogError>{error}</DialogError> : null}
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={() => void run(onConfirm)}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
