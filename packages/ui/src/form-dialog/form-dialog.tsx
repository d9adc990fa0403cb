import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
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
import { useWords } from '../theme/words.tsx';
import { addAnotherShortcut, firstField, isAddAnotherKey } from './add-another.ts';
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
  /** Caption of the button that closes without submitting (default: the words' "Cancel"). */
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
   * Offers a second submit beside the submit button, "Save & add another" (`addAnotherLabel`),
   * also on Ctrl+Enter (⌘+Enter on a Mac) anywhere in the form. Called like `onSubmit`, except
   * that when the returned promise resolves the dialog stays open and focus moves to the form's
   * first field: reset the form to a new, empty record before resolving. When it rejects the
   * dialog keeps what was typed and shows the error, as a failed submit does. Leave it out where
   * a second record makes no sense (editing one).
   */
  onSubmitAndAddAnother?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Caption of the add-another button (default: the words' "Save & add another"). */
  addAnotherLabel?: string;
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

/**
 * A dialog whose body is a form, with Cancel and a submit button that shows progress while saving,
 * and optionally "Save & add another" (Ctrl+Enter), which saves and starts the next record.
 */
export function FormDialog(props: FormDialogProps) {
  const words = useWords();
  const {
    title,
    description,
    submitLabel,
    cancelLabel = words.cancel,
    submitTone = 'primary',
    onSubmit,
    onSubmitAndAddAnother,
    addAnotherLabel = words.formAddAnother,
    formError,
    children,
    trigger,
    open: openProp,
    defaultOpen,
    onOpenChange,
    modal = true,
    size = 'md',
    container,
  } = props;
  const errorId = useId();
  const { open, setOpen, pending, error, run } = useDialogAction({
    open: openProp,
    defaultOpen,
    onOpenChange,
  });
  const shownError = formError === undefined ? error : formError;

  // Which button's save is running, so that one shows progress (the other is disabled meanwhile).
  const [saving, setSaving] = useState<'submit' | 'addAnother'>('submit');
  // Set by the add-another button and Ctrl+Enter just before they submit the form.
  const addingAnother = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Bumped after each add-another save, once the caller's reset has rendered: focus the first field.
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    if (cleared === 0) return;
    // A task later: fields that show a value written by the reset (a date as 02/12/2026) render it
    // once more after this effect, and that render would drop the selection.
    const timer = setTimeout(() => {
      const field = firstField(bodyRef.current);
      field?.focus();
      // Its text (the date the form starts with) selected, as after Tab: typing replaces it.
      if (field instanceof HTMLInputElement) field.select();
    });
    return () => clearTimeout(timer);
  }, [cleared]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const addAnother = addingAnother.current && onSubmitAndAddAnother !== undefined;
    addingAnother.current = false;
    if (pending) return;
    setSaving(addAnother ? 'addAnother' : 'submit');
    if (!addAnother) {
      void run(() => onSubmit(event));
      return;
    }
    void run(() => onSubmitAndAddAnother(event), { keepOpen: true }).then((saved) => {
      if (saved) setCleared((count) => count + 1);
    });
  };

  // A plain button that submits the form, so Enter in a field still means the submit button.
  const submitAndAddAnother = (form: HTMLFormElement | null) => {
    if (!form || pending) return;
    addingAnother.current = true;
    form.requestSubmit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // A field that used the key itself (Enter choosing from an open list) keeps it.
    if (!onSubmitAndAddAnother || event.defaultPrevented || !isAddAnotherKey(event)) return;
    event.preventDefault();
    submitAndAddAnother(event.currentTarget);
  };

  const shortcut = addAnotherShortcut();

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
          onKeyDown={handleKeyDown}
          aria-busy={pending || undefined}
          aria-describedby={shownError ? errorId : undefined}
        >
          <DialogBody ref={bodyRef}>{children}</DialogBody>
          {shownError ? <DialogError id={errorId}>{shownError}</DialogError> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </DialogClose>
            {onSubmitAndAddAnother ? (
              <Button
                variant="outline"
                loading={pending && saving === 'addAnother'}
                disabled={pending && saving !== 'addAnother'}
                aria-keyshortcuts={shortcut.aria}
                title={`${addAnotherLabel} (${shortcut.label})`}
                onClick={(event) => submitAndAddAnother(event.currentTarget.form)}
              >
                {addAnotherLabel}
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={submitTone}
              loading={pending && saving === 'submit'}
              disabled={pending && saving !== 'submit'}
            >
              {submitLabel}
            </Button>
          </DialogFooter>
        </StyledForm>
      </DialogContent>
    </Dialog>
  );
}
