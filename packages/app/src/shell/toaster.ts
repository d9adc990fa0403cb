// The notification area, loaded after the shell has painted (app-layout.tsx): its Radix code is not
// part of the first screen. Toasts asked for meanwhile wait in ToastProvider's state.
export { Toaster } from '@pfm/ui';
