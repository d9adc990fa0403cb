import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentPropsWithRef, createContext, useContext } from 'react';
import {
  StyledTabsContent,
  StyledTabsList,
  StyledTabsTrigger,
  type TabsVariant,
} from './tabs.styles.ts';

const TabsVariantContext = createContext<TabsVariant>('underline');

export interface TabsProps extends ComponentPropsWithRef<typeof TabsPrimitive.Root> {
  /** `underline` for page sections (reports, settings); `pill` for compact switches inside a card. */
  variant?: TabsVariant;
  /** The tab selected on first render when the selection is not controlled. */
  defaultValue?: string;
  /** The selected tab's `value`, to control the selection. */
  value?: string;
  /** Called with the newly selected tab's `value` (on click and on arrow keys). */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) selects a tab as soon as the arrow keys focus it; `manual` waits for
   * Enter or Space, for panels that are slow to render.
   */
  activationMode?: 'automatic' | 'manual';
}

/** Tabs switch between panels of one view. Arrow keys move between tabs; Tab moves into the panel. */
export function Tabs({ variant = 'underline', ...rest }: TabsProps) {
  return (
    <TabsVariantContext value={variant}>
      <TabsPrimitive.Root {...rest} />
    </TabsVariantContext>
  );
}

export interface TabsListProps extends ComponentPropsWithRef<typeof TabsPrimitive.List> {
  /** Names the tab list for screen readers when the page has more than one, e.g. "Ledger accounts". */
  'aria-label'?: string;
  /** Whether arrow keys wrap from the last tab to the first. Defaults to `true`. */
  loop?: boolean;
}

/** The row of tabs. It scrolls sideways when the tabs do not fit (narrow screens). */
export function TabsList(props: TabsListProps) {
  const variant = useContext(TabsVariantContext);
  return <StyledTabsList {...props} $variant={variant} />;
}

export interface TabsTriggerProps extends ComponentPropsWithRef<typeof TabsPrimitive.Trigger> {
  /** Identifies the tab; matches the `value` of its `TabsContent`. */
  value: string;
  /** A disabled tab is skipped by the arrow keys and cannot be selected. */
  disabled?: boolean;
}

/** One tab. Its text (and an optional leading icon with `aria-hidden`) is its accessible name. */
export function TabsTrigger({ onFocus, ...rest }: TabsTriggerProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <StyledTabsTrigger
      {...rest}
      $variant={variant}
      onFocus={(event) => {
        // In a list that scrolls sideways, keep the tab the arrow keys reach in view.
        event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        onFocus?.(event);
      }}
    />
  );
}

export interface TabsContentProps extends ComponentPropsWithRef<typeof TabsPrimitive.Content> {
  /** The `value` of the tab that shows this panel. */
  value: string;
}

/** The panel of one tab, labelled by its tab. Only the selected tab's panel is rendered. */
export function TabsContent(props: TabsContentProps) {
  return <StyledTabsContent {...props} />;
}
