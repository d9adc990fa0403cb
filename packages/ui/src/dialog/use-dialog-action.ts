import { useCallback, useEffect, useRef, useState } from 'react';
import { englishWords, useWords } from '../theme/words.tsx';

/** Shown when a failed action gives no message of its own (in English; the words' `actionFailed`). */
export const DEFAULT_ACTION_ERROR = englishWords.actionFailed;

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

interface DialogActionOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Open state (controlled or not) plus one asynchronous action: while it runs `pending` is true and
 * further runs are ignored; success closes the dialog (unless the run keeps it open); failure keeps
 * it open with `error` set.
 */
export function useDialogAction({ open, defaultOpen = false, onOpenChange }: DialogActionOptions) {
  const { actionFailed } = useWords();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: a second click can arrive before React re-renders with `pending`.
  const pendingRef = useRef(false);
  // Bumped whenever the dialog closes, so an action that settles afterwards changes nothing.
  const sessionRef = useRef(0);

  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );

  useEffect(() => {
    if (isOpen) return;
    sessionRef.current += 1;
    pendingRef.current = false;
    setPending(false);
    setError(null);
  }, [isOpen]);

  /**
   * Runs `action` unless one is running. Resolves `true` when it succeeded (the dialog then closes,
   * or stays open with `keepOpen`) and `false` when it failed or the dialog closed meanwhile.
   */
  const run = useCallback(
    async (action: () => unknown, { keepOpen = false }: { keepOpen?: boolean } = {}) => {
      if (pendingRef.current) return false;
      pendingRef.current = true;
      const session = sessionRef.current;
      setPending(true);
      setError(null);
      let succeeded = false;
      try {
        await action();
        succeeded = session === sessionRef.current;
        if (succeeded && !keepOpen) setOpen(false);
      } catch (failure) {
        if (session === sessionRef.current) setError(messageOf(failure, actionFailed));
      } finally {
        if (session === sessionRef.current) {
          pendingRef.current = false;
          setPending(false);
        }
      }
      return succeeded;
    },
    [setOpen, actionFailed],
  );

  return { open: isOpen, setOpen, pending, error, run };
}
