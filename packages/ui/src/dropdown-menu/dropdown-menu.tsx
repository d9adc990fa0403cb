import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useState,
} from 'react';
import { portalContainerOf } from '../dialog/portal-container.ts';
import {
  type DropdownMenuItemTone,
  MenuItemDot,
  MenuItemIcon,
  MenuItemMark,
  MenuLabelDescription,
  StyledMenuCheckboxItem,
  StyledMenuContent,
  StyledMenuItem,
  StyledMenuLabel,
  StyledMenuRadioItem,
  StyledMenuSeparator,
} from './dropdown-menu.styles.ts';

export interface DropdownMenuProps {
  /** Whether the menu is open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** A `DropdownMenuTrigger` and a `DropdownMenuContent`. */
  children?: ReactNode;
}

/** The menu's trigger element, once mounted: the menu opens inside the trigger's landmark. */
const MenuTrigger = createContext<{
  trigger: HTMLElement | null;
  setTrigger: (trigger: HTMLElement | null) => void;
}>({ trigger: null, setTrigger: () => {} });

/**
 * A menu of actions that opens from a button (click, Enter, Space or ArrowDown). It is not modal:
 * a modal menu hides the page with `aria-hidden` while focusable controls stay in it, which axe
 * rightly reports; a click outside or Tab still closes it.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  return (
    <MenuTrigger value={{ trigger, setTrigger }}>
      <RadixMenu.Root {...props} modal={false} />
    </MenuTrigger>
  );
}

export interface DropdownMenuTriggerProps extends ComponentPropsWithRef<typeof RadixMenu.Trigger> {
  /** Render the child (e.g. a `Button` or an avatar button) as the trigger. */
  asChild?: boolean;
}

const assignRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/** Opens the menu. Focus returns here when the menu closes. */
export function DropdownMenuTrigger({ ref, ...rest }: DropdownMenuTriggerProps) {
  const { setTrigger } = useContext(MenuTrigger);
  const setRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      setTrigger(node);
      assignRef(ref, node);
    },
    [ref, setTrigger],
  );
  return <RadixMenu.Trigger {...rest} ref={setRefs} />;
}

export interface DropdownMenuContentProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.Content>, 'asChild'> {
  /** Alignment against the trigger: `end` lines the right edges up (e.g. a user menu at the top right). */
  align?: 'start' | 'center' | 'end';
  /** Gap between trigger and menu in px. */
  sideOffset?: number;
  /**
   * Element to render into (e.g. a themed preview area) instead of the trigger's dialog or landmark
   * (`<body>` when it has none).
   */
  container?: HTMLElement | null;
}

/**
 * The list of items, rendered in a portal in the trigger's dialog or landmark (see `DropdownMenu`).
 * Arrow keys move, typing a letter jumps.
 */
export function DropdownMenuContent({
  sideOffset = 4,
  container,
  ...rest
}: DropdownMenuContentProps) {
  const { trigger } = useContext(MenuTrigger);
  return (
    <RadixMenu.Portal container={container ?? portalContainerOf(trigger)}>
      <StyledMenuContent sideOffset={sideOffset} {...rest} />
    </RadixMenu.Portal>
  );
}

export interface DropdownMenuItemProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.Item>, 'asChild'> {
  /** Icon before the text (decorative; lucide icons with `aria-hidden="true"`). */
  icon?: ReactNode;
  /** `destructive` paints the item red, for deleting or logging out. */
  tone?: DropdownMenuItemTone;
  /** Called when the item is chosen by click, Enter or Space. The menu then closes. */
  onSelect?: (event: Event) => void;
  /** Keeps the item in the list but skips it and ignores selection. */
  disabled?: boolean;
}

/** One action in the menu. */
export function DropdownMenuItem({
  icon,
  tone = 'default',
  children,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <StyledMenuItem {...rest} $tone={tone}>
      {icon ? <MenuItemIcon aria-hidden="true">{icon}</MenuItemIcon> : null}
      {children}
    </StyledMenuItem>
  );
}

export interface DropdownMenuCheckboxItemProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.CheckboxItem>, 'asChild'> {
  /** Whether the item is ticked (controlled). Pair with `onCheckedChange`. */
  checked?: boolean;
  /** Called with the new state when the item is chosen by click, Enter or Space. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Called when the item is chosen. The menu then closes; call `event.preventDefault()` to keep it
   * open, so several items can be ticked in a row (a column chooser).
   */
  onSelect?: (event: Event) => void;
}

/** An item that is ticked or not (`menuitemcheckbox`), e.g. a column shown in a table. */
export function DropdownMenuCheckboxItem({ children, ...rest }: DropdownMenuCheckboxItemProps) {
  return (
    <StyledMenuCheckboxItem {...rest}>
      <MenuItemMark $shape="checkbox" aria-hidden="true">
        <RadixMenu.ItemIndicator>
          <Check />
        </RadixMenu.ItemIndicator>
      </MenuItemMark>
      {children}
    </StyledMenuCheckboxItem>
  );
}

export interface DropdownMenuRadioGroupProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.RadioGroup>, 'asChild'> {
  /** The chosen item's `value`. */
  value?: string;
  /** Called with the `value` of the item chosen. */
  onValueChange?: (value: string) => void;
}

/** One choice out of its `DropdownMenuRadioItem`s, e.g. a table's density. */
export function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <RadixMenu.RadioGroup {...props} />;
}

export interface DropdownMenuRadioItemProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.RadioItem>, 'asChild'> {
  /** What the group's `value` becomes when this item is chosen. */
  value: string;
}

/** One choice of a `DropdownMenuRadioGroup` (`menuitemradio`). The menu closes when it is chosen. */
export function DropdownMenuRadioItem({ children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <StyledMenuRadioItem {...rest}>
      <MenuItemMark $shape="radio" aria-hidden="true">
        <RadixMenu.ItemIndicator>
          <MenuItemDot />
        </RadixMenu.ItemIndicator>
      </MenuItemMark>
      {children}
    </StyledMenuRadioItem>
  );
}

export interface DropdownMenuLabelProps
  extends Omit<ComponentPropsWithRef<typeof RadixMenu.Label>, 'asChild'> {
  /** A second, quieter line, e.g. the signed-in user's email under the name. */
  description?: ReactNode;
}

/** A heading inside the menu (not selectable), e.g. the signed-in user's name. */
export function DropdownMenuLabel({ description, children, ...rest }: DropdownMenuLabelProps) {
  return (
    <StyledMenuLabel {...rest}>
      <span>{children}</span>
      {description ? <MenuLabelDescription>{description}</MenuLabelDescription> : null}
    </StyledMenuLabel>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator(
  props: Omit<ComponentPropsWithRef<typeof RadixMenu.Separator>, 'asChild'>,
) {
  return <StyledMenuSeparator {...props} />;
}
