import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/index.ts';
import { useWords } from '../theme/words.tsx';
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
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, useToastContext } from './toast.tsx';

const toneIcons: Record<ToastTone, ReactNode> = {
  default: null,
  success: <CircleCheck aria-hidden="true" />,
  error: <CircleAlert aria-hidden="true" />,
};

export interface ToasterProps {
  /** Name of the notification area for screen readers; `{hotkey}` becomes "F8" (default: the words'). */
  label?: string;
  /** Accessible name of each toast's X button (default: the words'). */
  closeLabel?: string;
}

/** The notification area (bottom right; full width on phones) that shows the current toast. F8 focuses it. */
export function Toaster(props: ToasterProps) {
  const words = useWords();
  const { label = `${words.notifications} ({hotkey})`, closeLabel = words.close } = props;
  const { toasts, dismiss, duration, label: given } = useToastContext('Toaster');
  const toastLabel = given ?? words.notification;
  return (
    <RadixToast.Provider
      duration={duration}
      label={toastLabel}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
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
    </RadixToast.Provider>
  );
}
