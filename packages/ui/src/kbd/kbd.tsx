import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ComponentPropsWithRef, Fragment, type ReactNode } from 'react';
import { useWords } from '../theme/words.tsx';
import { StyledKbd, StyledKeys } from './kbd.styles.ts';

export interface KbdProps extends Omit<ComponentPropsWithRef<'kbd'>, 'children'> {
  /** The key as printed on it: `K`, `Ctrl`, `?`, `⌘`. */
  children: ReactNode;
  /** What a screen reader says instead, where the printed key is a symbol (`⌘` → "Command"). */
  spoken?: string;
}

/** One key of the keyboard, drawn as a keycap (a `<kbd>`). */
export function Kbd({ children, spoken, ...rest }: KbdProps) {
  return (
    <StyledKbd {...rest}>
      {spoken ? (
        <>
          <span aria-hidden="true">{children}</span>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </StyledKbd>
  );
}

/** A key of a shortcut: its printed text, and its spoken name when that differs. */
export type ShortcutKey = string | { key: string; spoken: string };

export interface KeyShortcutProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The keys, in order: `['Ctrl', 'K']` held together, or `['g', 'd']` one after the other. */
  keys: readonly ShortcutKey[];
  /**
   * `chord`: held together (Ctrl + K); `sequence`: pressed one after the other (g then d);
   * `either`: any one of them (↑ or ↓).
   */
  kind?: 'chord' | 'sequence' | 'either';
}

/** A shortcut as keycaps: "Ctrl + K", "g then d", "↑ or ↓". */
export function KeyShortcut({ keys, kind = 'chord', ...rest }: KeyShortcutProps) {
  const words = useWords();
  const joiner = kind === 'chord' ? '+' : kind === 'sequence' ? words.keysThen : words.keysOr;
  return (
    <StyledKeys {...rest}>
      {keys.map((entry, index) => {
        const { key, spoken } =
          typeof entry === 'string' ? { key: entry, spoken: undefined } : entry;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a shortcut's keys never move, and may repeat (g then g)
          <Fragment key={index}>
            {index > 0 ? <span>{joiner}</span> : null}
            <Kbd spoken={spoken}>{key}</Kbd>
          </Fragment>
        );
      })}
    </StyledKeys>
  );
}
