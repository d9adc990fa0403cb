import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../button/index.ts';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogError,
  DialogFooter,
  DialogHeader,
  type DialogSize,
  DialogTitle,
  DialogTrigger,
} from '../dialog/index.ts';
import { useDialogAction } from '../dialog/use-dialog-action.ts';
import { StyledForm } from './form-dialog.styles.ts';

export const formDialogSubmitTones = ['primary', 'destructive'] as const;
export type FormDialogSubmitTone = (typeof formDialogSubmitTones)[number];

export interface FormDialogProps {
  /** The dialog's heading, e.g. "Add New Godown". */
  title: ReactNode;
  /** One sentence under the title, e.g. "Enter the details of the new storage facility". */
  description: ReactNode;
  /** Caption of the submit button, e.g. "Save Godown". */
  submitLabel: string;
  /** Caption of the button that closes without submitting. */
  cancelLabel?: string;
  /**
   * `destructive` draws the submit button red, for a form that takes something back (cancelling a
   * document with a reason). Defaults to `primary`.
   */
  submitTone?: FormDialogSubmitTone;
  /**
   * Called with the submit event (read `new FormData(event.currentTarget)` before any `await`).
   * While the returned promise is pending the submit button shows progress and further submits are
   * ignored; when it resolves the dialog closes; when it rejects the dialog stays open, keeps what
   * was typed and shows the error's message.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /**
   * An error the caller shows itself (e.g. mapped from the server's field errors). When this prop
   * is given, even as `null`, the dialog does not show the rejection's message.
   */
  formError?: ReactNode;
  /** The form fields. */
  children: ReactNode;
  /** Element that opens the dialog (uncontrolled use), e.g. an "Add Godown" `Button`. */
  trigger?: ReactNode;
  /** Whether the dialog is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including after a successful submit. */
  onOpenChange?: (open: boolean) => void;
  /**
   * `true` (default): focus is trapped, the page behind is inert and dimmed. `false` leaves the rest
   * of the page usable and draws no overlay (previews, side-by-side views).
   */
  modal?: boolean;
  /** Maximum width of the panel. */
  size?: DialogSize;
  /** Element to render into instead of `<body>` (e.g. a themed preview area). */
  container?: HTMLElement | null;
}

/** A dialog whose body is a form, with Cancel and a submit button that shows progress while saving. */
export function FormDialog({
  title,
  description,
  submitLabel,
  cancelLabel = 'Cancel',
  submitTone = 'primary',
  onSubmit,
  formError,
  children,
  trigger,
  open: openProp,
  defaultOpen,
  onOpenChange,
  modal = true,
  size = 'md',
  container,
}: FormDialogProps) {
  const errorId = useId();
  const { open, setOpen, pending, error, run } = useDialogAction({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const shownError = formError === undefined ? error : formError;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => onSubmit(event));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} modal={modal}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size={size} container={container}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* The browser's own popups are off: forms validate with their schema and show messages beside fields. */}
        <StyledForm
          noValidate
          onSubmit={handleSubmit}
          aria-busy={pending || undefined}
          aria-describedby={shownError ? errorId : undefined}
        >
          <DialogBody>{children}</DialogBody>
          {shownError ? <DialogError id={errorId}>{shownError}</DialogError> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
            <Button type="submit" variant={submitTone} loading={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </StyledForm>
      </DialogContent>
    </Dialog>
  );
}
