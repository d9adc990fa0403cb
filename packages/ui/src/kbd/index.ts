export {
  Kbd,
  type KbdProps,
  KeyShortcut,
  type KeyShortcutProps,
  type ShortcutKey,
} from './kbd.tsx';
