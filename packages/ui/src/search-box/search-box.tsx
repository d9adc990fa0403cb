import { Search, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { composeRefs } from '../input/field.ts';
import type { InputProps } from '../input/input.tsx';
import { InputButton } from '../input/input-button.tsx';
import { useWords } from '../theme/words.tsx';
import { SearchField } from './search-box.styles.ts';

interface SearchBoxBaseProps
  extends Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'leadingIcon' | 'trailing'> {
  /** The search text (controlled). Typing shows at once; `onValueChange` may lag by `debounceMs`. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /**
   * Called with the search text: after every keystroke, or once typing pauses for `debounceMs`.
   * Clearing (button or Escape) calls it at once with `''`.
   */
  onValueChange?: (value: string) => void;
  /** Wait this many milliseconds after the last keystroke before calling `onValueChange`. */
  debounceMs?: number;
}

/**
 * A search box needs a name: `aria-label` when there is no visible label, `aria-labelledby`, or an
 * `id` that a `<label htmlFor>` (or FormField) points at.
 */
export type SearchBoxProps = SearchBoxBaseProps &
  ({ 'aria-label': string } | { 'aria-labelledby': string } | { id: string });

/** Text search over a list: a search icon, a clear button once there is text, Escape clears. */
export function SearchBox({
  value,
  defaultValue,
  onValueChange,
  debounceMs = 0,
  onChange,
  onKeyDown,
  ref,
  ...rest
}: SearchBoxProps) {
  const words = useWords();
  const [text, setText] = useState(value ?? defaultValue ?? '');
  // What we handed to `onValueChange` and the parent has not passed back yet. A parent that stores it
  // (in state, in the address) passes it back as `value` later; by then the user may have typed on (a
  // pause longer than the debounce mid-word), so such an echo must not replace the newer text. Any other
  // new `value` (a link, "clear filters") replaces what is typed.
  const unechoed = useRef<string[]>([]);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    const echo = value === undefined ? -1 : unechoed.current.indexOf(value);
    if (echo >= 0) unechoed.current = unechoed.current.slice(echo + 1);
    else if (value !== undefined) {
      unechoed.current = [];
      setText(value);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => composeRefs(inputRef, ref), [ref]);

  const report = (next: string, delay: number) => {
    clearTimeout(timer.current);
    if (!onValueChange) return;
    const send = () => {
      unechoed.current.push(next);
      onValueChange(next);
    };
    if (delay > 0) timer.current = setTimeout(send, delay);
    else send();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setText(event.target.value);
    report(event.target.value, debounceMs);
  };

  const clear = () => {
    setText('');
    report('', 0);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Escape' || text === '') return;
    // Our clear instead of the browser's, so state and callbacks stay in step.
    event.preventDefault();
    clear();
  };

  const canClear = text !== '' && !rest.disabled && !rest.readOnly;
  return (
    <SearchField
      {...rest}
      ref={setRefs}
      type="search"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      leadingIcon={<Search aria-hidden="true" />}
      trailing={
        canClear ? (
          <InputButton aria-label={words.clearSearch} onClick={clear}>
            <X aria-hidden="true" />
          </InputButton>
        ) : undefined
      }
    />
  );
}
