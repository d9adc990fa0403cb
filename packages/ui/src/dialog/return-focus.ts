import { useRef } from 'react';

/** Radix's `onOpenAutoFocus` / `onCloseAutoFocus`: prevent the default to move focus yourself. */
type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Where focus goes when a dialog or sheet closes (Save, Cancel, Escape): back to the control that
 * had it when the dialog opened, also when that control is not a Radix trigger (a dialog opened
 * through state), for which Radix would leave focus on `<body>`. If that control has gone meanwhile
 * (its row deleted), focus goes to the page's `<main>`, so the next Tab stays in the screen. Focus
 * that has already moved on (the shell moved it to a new screen) stays where it is. The caller's
 * handlers run first; one that prevents the default places focus itself.
 */
export function useReturnFocus(
  onOpenAutoFocus: AutoFocusHandler,
  onCloseAutoFocus: AutoFocusHandler,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      // The dialog's content is gone by now, so focus anywhere but <body> was put there on purpose.
      const focused = document.activeElement;
      if (focused && focused !== document.body) {
        event.preventDefault();
        return;
      }
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
        return;
      }
      // Radix now focuses the dialog's trigger, if it has one; a microtask runs after it.
      queueMicrotask(() => {
        if (document.activeElement === document.body) {
          document.querySelector<HTMLElement>('main')?.focus();
        }
      });
    },
  };
}
