export { AppShell, type AppShellProps, MAIN_CONTENT_ID } from './app-shell.tsx';
