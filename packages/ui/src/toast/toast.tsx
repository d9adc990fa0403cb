import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
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
import { Button } from '../button/index.ts';
import {
  StyledToast,
  StyledToastDescription,
  StyledToastTitle,
  StyledViewport,
  ToastActionSlot,
  ToastIcon,
  ToastText,
  type ToastTone,
} from './toast.styles.ts';

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

interface ToastRecord extends ToastOptions {
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
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  /** The app (with a `Toaster` somewhere inside it). */
  children: ReactNode;
  /** Default display time of each toast, in ms. */
  duration?: number;
  /** Word screen readers use for each toast. */
  label?: string;
}

/**
 * Holds the toasts of the app and their timing (5000 ms, swipe right 50 px to dismiss). Render one
 * `Toaster` inside it and call `useToast()` anywhere below it.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notification',
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

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);

  return (
    <ToastContext value={value}>
      <RadixToast.Provider
        duration={duration}
        label={label}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        {children}
      </RadixToast.Provider>
    </ToastContext>
  );
}

const useToastContext = (caller: string): ToastContextValue => {
  const context = useContext(ToastContext);
  if (!context) throw new Error(`${caller} must be used inside <ToastProvider>`);
  return context;
};

/** `toast({ title, description, tone, action })` shows a toast; `dismiss(id?)` closes one or all. */
export function useToast(): Pick<ToastContextValue, 'toast' | 'dismiss'> {
  const { toast, dismiss } = useToastContext('useToast');
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}

const toneIcons: Record<ToastTone, ReactNode> = {
  default: null,
  success: <CircleCheck aria-hidden="true" />,
  error: <CircleAlert aria-hidden="true" />,
};

export interface ToasterProps {
  /** Name of the notification area for screen readers; `{hotkey}` becomes "F8". */
  label?: string;
  /** Accessible name of each toast's X button. */
  closeLabel?: string;
}

/** The notification area (bottom right; full width on phones) that shows the current toast. F8 focuses it. */
export function Toaster({
  label = 'Notifications ({hotkey})',
  closeLabel = 'Close',
}: ToasterProps) {
  const { toasts, dismiss } = useToastContext('Toaster');
  return (
    <>
      {toasts.map(({ id, open, title, description, tone = 'default', action, duration }) => (
        <StyledToast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          duration={duration}
          type={tone === 'error' ? 'foreground' : 'background'}
          $tone={tone}
          data-tone={tone}
        >
          {toneIcons[tone] ? <ToastIcon>{toneIcons[tone]}</ToastIcon> : null}
          <ToastText>
            <StyledToastTitle>{title}</StyledToastTitle>
            {description ? <StyledToastDescription>{description}</StyledToastDescription> : null}
          </ToastText>
          {action ? (
            <ToastActionSlot>
              <RadixToast.Action altText={action.altText} asChild>
                <Button variant="outline" size="sm" onClick={action.onClick}>
                  {action.label}
                </Button>
              </RadixToast.Action>
            </ToastActionSlot>
          ) : null}
          <RadixToast.Close asChild>
            <Button variant="ghost" size="icon" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </RadixToast.Close>
        </StyledToast>
      ))}
      <StyledViewport hotkey={TOAST_HOTKEY} label={label} />
    </>
  );
}
