// The toasts' state (provider, `useToast`) apart from the Radix notification area (toaster.tsx), so an
// app can render its screens at once and load the Toaster after first paint.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastTone } from './toast.styles.ts';

/** At most this many toasts are visible; a newer one replaces the oldest. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes by itself, in ms. */
export const TOAST_DURATION_MS = 5000;
/** How far a toast must be swiped right before it is dismissed, in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast is kept (closed) before it is removed from memory, in ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Keys that move focus to the notification area. */
export const TOAST_HOTKEY = ['F8'];

export interface ToastActionOptions {
  /** Caption of the action button, e.g. "Undo". */
  label: string;
  /** How to do the same without the toast, for screen-reader users, e.g. "Open Godowns to restore it". */
  altText: string;
  /** Called when the action is chosen. The toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** The message, e.g. "Godown saved". */
  title: ReactNode;
  /** Detail under the title, e.g. "Main Warehouse was added to your godowns.". */
  description?: ReactNode;
  /** `success` and `error` add colour and an icon; `default` is neutral. */
  tone?: ToastTone;
  /** One optional button, e.g. Undo. */
  action?: ToastActionOptions;
  /** Display time for this toast, in ms. Defaults to the provider's (5000 ms). */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ShownToast {
  /** Identifies the toast for `dismiss(id)`. */
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
}

interface ToastContextValue {
  toasts: ToastRecord[];
  toast: (options: ToastOptions) => ShownToast;
  dismiss: (id?: string) => void;
  /** The provider's display time and screen-reader word, for the Toaster. */
  duration: number;
  label: string | undefined;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  /** The app (with a `Toaster` somewhere inside it). */
  children: ReactNode;
  /** Default display time of each toast, in ms. */
  duration?: number;
  /** Word screen readers use for each toast (default: the words' "Notification"). */
  label?: string;
}

/**
 * Holds the toasts of the app and their timing (5000 ms, swipe right 50 px to dismiss). Render one
 * `Toaster` inside it and call `useToast()` anywhere below it.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(1);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((record) =>
        id === undefined || record.id === id ? { ...record, open: false } : record,
      ),
    );
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ShownToast => {
      const id = `toast-${nextId.current++}`;
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  // A closed toast stays mounted a while (so it can animate out), then is dropped.
  useEffect(() => {
    const timers = removeTimers.current;
    for (const record of toasts) {
      if (record.open || timers.has(record.id)) continue;
      timers.set(
        record.id,
        setTimeout(() => {
          timers.delete(record.id);
          setToasts((current) => current.filter((other) => other.id !== record.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [toasts]);

  useEffect(() => {
    const timers = removeTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const value = useMemo(
    () => ({ toasts, toast, dismiss, duration, label }),
    [toasts, toast, dismiss, duration, label],
  );

  return <ToastContext value={value}>{children}</ToastContext>;
}

export const useToastContext = (caller: string): ToastContextValue => {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside <ToastProvider>`);
  return context;
};

/** `toast({ title, description, tone, action })` shows a toast; `dismiss(id?)` closes one or all. */
export function useToast(): Pick<ToastContextValue, 'toast' | 'dismiss'> {
  const { toast, dismiss } = useToastContext('useToast');
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
