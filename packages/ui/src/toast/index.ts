export { type ToastTone, toastTones } from './toast.styles.ts';
export {
  type ShownToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastActionOptions,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './toast.tsx';
export { Toaster, type ToasterProps } from './toaster.tsx';
