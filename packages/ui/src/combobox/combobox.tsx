import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Check, ChevronsUpDown } from 'lucide-react';
import {
  type AriaAttributes,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  FieldAdornment,
  FieldBox,
  FieldInput,
  type FieldSize,
  ListOptionIndicator,
} from '../input/field.styles.ts';
import { focusInputOnPointerDown, isFieldInvalid } from '../input/field.ts';
import { useWords } from '../theme/words.tsx';
import {
  ComboboxContent,
  ComboboxListbox,
  ComboboxMessage,
  ComboboxOptionItem,
  OptionDescription,
  OptionText,
  Spinner,
} from './combobox.styles.ts';
import { type ComboboxOption, filterOptions } from './filter.ts';

export interface ComboboxProps {
  /** The choices. With `onSearchChange` driving a server search, pass the current results. */
  options: readonly ComboboxOption[];
  /** Chosen value (controlled); `''` for none. */
  value?: string;
  /** Initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the value the user picks. */
  onValueChange?: (value: string) => void;
  /**
   * Called with the search text as the user types (and with `''` when the list closes), so a
   * server-side search can replace `options`. Usually paired with `shouldFilter={false}`.
   */
  onSearchChange?: (search: string) => void;
  /** Filter `options` by the search text here (default). Turn off when the server filters. */
  shouldFilter?: boolean;
  /** Text in the field while nothing is chosen. */
  placeholder?: string;
  /** Shown in the list when no option matches the search (default: the words' "No matches"). */
  emptyMessage?: string;
  /** Shows a spinner and `loadingMessage` instead of the options (a search is in flight). */
  loading?: boolean;
  /** Shown in the list while `loading` (default: the words' "Loading…"). */
  loadingMessage?: string;
  /** Marks the choice as wrong: `aria-invalid` and a destructive border. */
  invalid?: boolean;
  /** Blocks typing and opening. */
  disabled?: boolean;
  /** A choice is needed (sets `required` on the text field). */
  required?: boolean;
  /** Form field name; the chosen value is submitted through a hidden input. */
  name?: string;
  /** Id of the text field, for `<label htmlFor>`. */
  id?: string;
  /** Height and text size, matching Input. */
  size?: FieldSize;
  /** Accessible name when there is no visible label; also names the list. */
  'aria-label'?: string;
  /** Id of the element that names the field and the list. */
  'aria-labelledby'?: string;
  /** Ids of hint or error text. */
  'aria-describedby'?: string;
  /** Set by FormField; same effect as `invalid`. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  /** Class for the field box. */
  className?: string;
  /** Ref to the text field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable select for long lists (farmers, items, batches). Typing filters the list; ArrowUp and
 * ArrowDown move through it, Enter chooses, Escape closes. Focus stays in the text field throughout
 * (the list is referenced with `aria-activedescendant`).
 */
export function Combobox(props: ComboboxProps) {
  const words = useWords();
  const {
    options,
    value,
    defaultValue = '',
    onValueChange,
    onSearchChange,
    shouldFilter = true,
    placeholder,
    emptyMessage = words.comboboxNoMatches,
    loading = false,
    loadingMessage = words.loading,
    invalid,
    disabled,
    required,
    name,
    size = 'md',
    className,
    'aria-invalid': ariaInvalid,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...inputProps
  } = props;
  const listboxId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selectedValue = value ?? uncontrolledValue;
  // Remember the chosen option: a server search may replace `options` with ones that lack it.
  const [chosen, setChosen] = useState<ComboboxOption>();
  const selected =
    options.find((option) => option.value === selectedValue) ??
    (chosen?.value === selectedValue ? chosen : undefined);

  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [activeValue, setActiveValue] = useState<string>();

  const shown = shouldFilter ? filterOptions(options, search) : options;
  const enabled = shown.filter((option) => !option.disabled);
  const active =
    enabled.find((option) => option.value === activeValue) ??
    enabled.find((option) => option.value === selectedValue) ??
    enabled[0];
  const activeIndex = active && !loading ? shown.indexOf(active) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (open && activeIndex >= 0) {
      document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView({
        block: 'nearest',
      });
    }
  }, [open, activeIndex, listboxId]);

  const boxRef = useRef<HTMLDivElement>(null);

  const openList = () => {
    if (open || disabled) return;
    setOpen(true);
    setText(selected?.label ?? '');
    setActiveValue(selected?.value);
  };

  const closeList = () => {
    setOpen(false);
    if (search !== '') {
      setSearch('');
      onSearchChange?.('');
    }
  };

  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    setChosen(option);
    setUncontrolledValue(option.value);
    onValueChange?.(option.value);
    closeList();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setOpen(true);
    setText(next);
    setSearch(next);
    setActiveValue(undefined);
    onSearchChange?.(next);
  };

  const move = (by: 1 | -1) => {
    if (enabled.length === 0) return;
    const index = active ? enabled.indexOf(active) : -1;
    const next = enabled[Math.min(Math.max(index + by, 0), enabled.length - 1)];
    setActiveValue(next?.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (!open) return;
        // Enter picks from the list; it must not also submit the form.
        event.preventDefault();
        if (active && !loading) choose(active);
        break;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        closeList();
        break;
      case 'Tab':
        // As a native select: Tab takes the highlighted option and moves on to the next field.
        if (open && active && !loading) choose(active);
        break;
      default:
    }
  };

  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  const message = loading ? loadingMessage : shown.length === 0 ? emptyMessage : undefined;

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? openList() : closeList())}>
      <PopoverPrimitive.Anchor asChild>
        <FieldBox
          ref={boxRef}
          className={className}
          $size={size}
          data-invalid={isInvalid ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onPointerDown={focusInputOnPointerDown}
          onClick={openList}
        >
          <FieldInput
            {...inputProps}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listboxId : undefined}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={isInvalid || undefined}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            value={open ? text : (selected?.label ?? '')}
            placeholder={placeholder}
            disabled={disabled}
            required={required}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
          <FieldAdornment>
            {loading ? <Spinner aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
          </FieldAdornment>
          {name ? <input type="hidden" name={name} value={selectedValue} /> : null}
        </FieldBox>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        {/* biome-ignore lint/a11y/useValidAriaRole: drops Radix's role="dialog"; this is a plain container and the listbox inside carries the semantics */}
        <ComboboxContent
          role={undefined}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (boxRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <ComboboxListbox
            id={listboxId}
            role="listbox"
            aria-label={
              ariaLabelledBy ? undefined : (ariaLabel ?? placeholder ?? words.comboboxOptions)
            }
            aria-labelledby={ariaLabelledBy}
            aria-busy={loading || undefined}
          >
            {loading
              ? null
              : shown.map((option, index) => (
                  <ComboboxOptionItem
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.value === selectedValue}
                    aria-disabled={option.disabled || undefined}
                    data-highlighted={index === activeIndex ? '' : undefined}
                    data-disabled={option.disabled ? '' : undefined}
                    // Keep focus (and the caret) in the text field while clicking an option.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onPointerMove={() => {
                      if (!option.disabled && option.value !== active?.value) {
                        setActiveValue(option.value);
                      }
                    }}
                  >
                    <ListOptionIndicator>
                      {option.value === selectedValue ? <Check aria-hidden="true" /> : null}
                    </ListOptionIndicator>
                    <OptionText>
                      <span>{option.label}</span>
                      {option.description ? (
                        <OptionDescription>{option.description}</OptionDescription>
                      ) : null}
                    </OptionText>
                  </ComboboxOptionItem>
                ))}
          </ComboboxListbox>
          <ComboboxMessage role="status">{message}</ComboboxMessage>
        </ComboboxContent>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
