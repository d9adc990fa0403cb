import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type AriaAttributes, type Ref, useState } from 'react';
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

/** Pick one value from a short, fixed list. For long or searchable lists use Combobox. */
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
  return (
    <SelectPrimitive.Root
      open={open}
      onOpenChange={setOpen}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectTrigger
        {...triggerProps}
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
      <SelectPrimitive.Portal>
        <SelectContent position="popper" sideOffset={4} collisionPadding={8}>
          <SelectViewport>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
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
