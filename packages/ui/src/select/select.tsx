import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type AriaAttributes, type KeyboardEvent, type Ref, useRef, useState } from 'react';
import { portalContainerOf } from '../dialog/portal-container.ts';
import { type FieldSize, ListOptionIndicator } from '../input/field.styles.ts';
import { isFieldInvalid } from '../input/field.ts';
import { SelectContent, SelectItem, SelectTrigger, SelectViewport } from './select.styles.ts';

export interface SelectOption {
  /** Value stored and submitted. Must not be an empty string. */
  value: string;
  /** Text shown in the list and, once chosen, in the trigger. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Chosen value (controlled). Leave undefined while nothing is chosen. */
  value?: string;
  /** Initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the value the user picks. */
  onValueChange?: (value: string) => void;
  /** Text in the trigger while nothing is chosen. */
  placeholder?: string;
  /** Marks the choice as wrong: `aria-invalid` on the trigger and a destructive border. */
  invalid?: boolean;
  /** Blocks opening and choosing. */
  disabled?: boolean;
  /** A choice is needed to submit the form (sets `aria-required` and the hidden select's `required`). */
  required?: boolean;
  /** Form field name; the value is submitted with forms through a hidden native select. */
  name?: string;
  /** Id of the trigger, for `<label htmlFor>`. */
  id?: string;
  /** Height and text size, matching Input. */
  size?: FieldSize;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Id of the element that names the select. */
  'aria-labelledby'?: string;
  /** Ids of hint or error text. */
  'aria-describedby'?: string;
  /** Set by FormField; same effect as `invalid`. */
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  /** Class for the trigger. */
  className?: string;
  /** Ref to the trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The field Tab (or Shift+Tab) reaches from `from`, within its dialog or else the page. */
function fieldAfter(from: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const scope = from.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? document.body;
  const fields = [...scope.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => element === from || (element.tabIndex >= 0 && element.getClientRects().length > 0),
  );
  const index = fields.indexOf(from);
  return index < 0 ? undefined : fields[index + (backwards ? -1 : 1)];
}

/**
 * Pick one value from a short, fixed list. For long or searchable lists use Combobox. As with a
 * native select, Tab in the open list takes the highlighted option and moves on to the next field.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  invalid,
  disabled,
  required,
  name,
  size = 'md',
  'aria-invalid': ariaInvalid,
  ...triggerProps
}: SelectProps) {
  const isInvalid = isFieldInvalid(invalid, ariaInvalid);
  const [open, setOpen] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const trigger = useRef<HTMLButtonElement | null>(null);
  // Where the focus goes once the list closes after Tab: the next (or previous) field.
  const tabbedTo = useRef<'next' | 'previous' | null>(null);
  const choose = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };
  const handleListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const highlighted = (event.target as HTMLElement).closest<HTMLElement>('[data-value]');
    const chosen = highlighted?.dataset.value;
    if (chosen !== undefined && !highlighted?.hasAttribute('data-disabled')) {
      if (chosen !== (value ?? uncontrolled)) choose(chosen);
    }
    tabbedTo.current = event.shiftKey ? 'previous' : 'next';
    setOpen(false);
  };
  const { ref: callerRef, ...rest } = triggerProps;
  return (
    <SelectPrimitive.Root
      open={open}
      onOpenChange={setOpen}
      value={value ?? uncontrolled ?? ''}
      onValueChange={choose}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectTrigger
        {...rest}
        ref={(element: HTMLButtonElement | null) => {
          trigger.current = element;
          if (typeof callerRef === 'function') callerRef(element);
          else if (callerRef) callerRef.current = element;
        }}
        $size={size}
        aria-invalid={isInvalid || undefined}
        // While the list is open the rest of the page is aria-hidden and focus stays in the list;
        // taking the trigger out of the tab order keeps it from being a focusable hidden element.
        tabIndex={open ? -1 : undefined}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectTrigger>
      {/* Inside the trigger's dialog or landmark, as menus are (axe `region`). */}
      <SelectPrimitive.Portal container={open ? portalContainerOf(trigger.current) : undefined}>
        <SelectContent
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          onKeyDown={handleListKeyDown}
          onCloseAutoFocus={(event) => {
            const direction = tabbedTo.current;
            tabbedTo.current = null;
            const from = trigger.current;
            if (!direction || !from) return;
            const next = fieldAfter(from, direction === 'previous');
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
        >
          <SelectViewport>
            {options.map((option) => (
              <SelectItem
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-value={option.value}
              >
                <ListOptionIndicator>
                  <SelectPrimitive.ItemIndicator>
                    <Check aria-hidden="true" />
                  </SelectPrimitive.ItemIndicator>
                </ListOptionIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectItem>
            ))}
          </SelectViewport>
        </SelectContent>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
