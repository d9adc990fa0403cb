import { PanelLeft } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/index.ts';
import { deferredModule, useDeferredModule } from '../deferred/deferred-module.ts';
import { useWords } from '../theme/words.tsx';
import {
  SidebarFooterSlot,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeaderSlot,
  SidebarItemIcon,
  SidebarItemLabel,
  SidebarItemLink,
  SidebarList,
  SidebarNav,
  SidebarRoot,
} from './sidebar.styles.ts';
import { SidebarNavPresence, useSidebar } from './sidebar-provider.tsx';

// Neither is needed to paint the first screen: the rail's tooltips (Radix tooltip and its
// positioning) and the phone's navigation sheet (Radix dialog) load right after it.
const tooltipModule = deferredModule(() => import('../tooltip/index.ts'));
type TooltipModule = typeof import('../tooltip/index.ts');
const sheetModule = deferredModule(() => import('./sidebar-sheet.tsx'));

/** What the sidebar passes to the link component of each item. */
export interface SidebarLinkProps {
  /** Where the item leads. */
  href: string;
  /** The sidebar's item styles; put it on the rendered `<a>`. */
  className?: string;
  /** Icon and label. */
  children: ReactNode;
  /** `"page"` on the item of the current screen. */
  'aria-current'?: 'page';
  /**
   * Tells the sidebar the item was chosen (on phones it closes the navigation sheet). Call it from
   * your link's own click handler.
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A link component such as React Router's `Link` (it must render an `<a>` and pass these props on). */
export type SidebarLinkComponent = ComponentType<SidebarLinkProps>;

/** One entry of the navigation. */
export interface SidebarItem {
  /** Unique id; compared with `activeId`. */
  id: string;
  /** Visible text, and the link's accessible name when the sidebar is a rail. */
  label: string;
  /** Where it leads. */
  href: string;
  /** Decorative icon, e.g. a lucide icon with `aria-hidden="true"`. */
  icon: ReactNode;
}

/** A titled list of items, e.g. "Master Setup". */
export interface SidebarGroupData {
  /** Title of the group (hidden in the collapsed rail, still naming the list). */
  label: string;
  /** The group's items, in order. */
  items: SidebarItem[];
}

function PlainLink(props: SidebarLinkProps) {
  return <a {...props} />;
}

export interface SidebarProps {
  /** The navigation, group by group. */
  groups: SidebarGroupData[];
  /** Id of the item of the current screen: marked `aria-current="page"` and highlighted. */
  activeId?: string;
  /** Renders every item's link, e.g. React Router's `Link`. Defaults to a plain `<a>`. */
  linkComponent?: SidebarLinkComponent;
  /** Brand shown above the navigation (logo and name). Put the logo first: the rail shows only it. */
  header?: ReactNode;
  /** Content below the navigation (e.g. version or help link). */
  footer?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Accessible name of the phone sheet (a dialog). Hidden from view. */
  sheetTitle?: string;
  /** Called when an item's link is activated (click or Enter), before its screen shows. */
  onNavigate?: (item: SidebarItem) => void;
}

interface NavigationProps
  extends Required<Pick<SidebarProps, 'groups' | 'linkComponent' | 'navLabel'>> {
  activeId?: string;
  collapsed: boolean;
  navId: string;
  onNavigate?: (item: SidebarItem) => void;
  /** The rail's tooltips, once loaded; `null` shows the items without them. */
  tooltips: TooltipModule | null;
}

function Navigation({
  groups,
  activeId,
  linkComponent,
  navLabel,
  collapsed,
  navId,
  onNavigate,
  tooltips,
}: NavigationProps) {
  const { setNavPresent } = useContext(SidebarNavPresence);
  useEffect(() => {
    setNavPresent(true);
    return () => setNavPresent(false);
  }, [setNavPresent]);
  return (
    <SidebarNav id={navId} aria-label={navLabel} data-state={collapsed ? 'collapsed' : 'expanded'}>
      {groups.map((group, index) => {
        const labelId = `${navId}-group-${index}`;
        return (
          <SidebarGroup key={group.label}>
            <SidebarGroupLabel id={labelId}>{group.label}</SidebarGroupLabel>
            <SidebarList aria-labelledby={labelId}>
              {group.items.map((item) => (
                <NavigationItem
                  key={item.id}
                  item={item}
                  active={item.id === activeId}
                  collapsed={collapsed}
                  linkComponent={linkComponent}
                  onNavigate={onNavigate}
                  tooltips={tooltips}
                />
              ))}
            </SidebarList>
          </SidebarGroup>
        );
      })}
    </SidebarNav>
  );
}

interface NavigationItemProps {
  item: SidebarItem;
  active: boolean;
  collapsed: boolean;
  linkComponent: SidebarLinkComponent;
  onNavigate?: (item: SidebarItem) => void;
  tooltips: TooltipModule | null;
}

function NavigationItem({
  item,
  active,
  collapsed,
  linkComponent,
  onNavigate,
  tooltips,
}: NavigationItemProps) {
  const [tooltipOpen, setTooltipOpen] = useState(false);
  // A tooltip asked for while the labels show (the pointer resting on an item) is not kept for
  // later: it would pop up when the rail appears, over the header's trigger.
  useEffect(() => {
    if (!collapsed) setTooltipOpen(false);
  }, [collapsed]);
  const entry = (
    <li>
      <SidebarItemLink
        as={linkComponent}
        data-item-id={item.id}
        href={item.href}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate && (() => onNavigate(item))}
      >
        <SidebarItemIcon aria-hidden="true">{item.icon}</SidebarItemIcon>
        <SidebarItemLabel>{item.label}</SidebarItemLabel>
      </SidebarItemLink>
    </li>
  );
  if (!tooltips) return entry;
  // The tooltip is always mounted (only ever shown in the rail), so collapsing the sidebar with
  // Ctrl+B does not remount the link that has focus.
  return (
    <tooltips.Tooltip
      content={item.label}
      side="right"
      open={collapsed && tooltipOpen}
      onOpenChange={(open) => setTooltipOpen(collapsed && open)}
    >
      {entry}
    </tooltips.Tooltip>
  );
}

/**
 * The main navigation. On desktop a 16rem column that collapses to a 3rem icon rail (labels then
 * show as tooltips); below 768 px a sheet that slides in from the left. Must be inside
 * `SidebarProvider`.
 */
export function Sidebar({
  groups,
  activeId,
  linkComponent = PlainLink,
  header,
  footer,
  navLabel,
  sheetTitle,
  onNavigate,
}: SidebarProps) {
  const { isMobile } = useSidebar();
  const words = useWords();
  navLabel ??= words.mainNavigation;
  sheetTitle ??= words.navigation;
  const props = { list: { groups, activeId, linkComponent, navLabel, onNavigate }, header, footer };
  return isMobile ? (
    <PhoneSidebar {...props} sheetTitle={sheetTitle} />
  ) : (
    <DesktopSidebar {...props} />
  );
}

interface PlacedSidebarProps extends Pick<SidebarProps, 'header' | 'footer'> {
  /** What the navigation lists, the same in either placement. */
  list: Pick<NavigationProps, 'groups' | 'activeId' | 'linkComponent' | 'navLabel' | 'onNavigate'>;
}

/** Below 768 px: the navigation in a sheet from the left, its code fetched after the first paint. */
function PhoneSidebar({
  list,
  header,
  footer,
  sheetTitle,
}: PlacedSidebarProps & { sheetTitle: string }) {
  const { mobileOpen, setMobileOpen, navId } = useSidebar();
  const sheet = useDeferredModule(sheetModule);
  if (!sheet) return null;
  return (
    <sheet.SidebarSheet open={mobileOpen} onOpenChange={setMobileOpen} title={sheetTitle}>
      {header ? <SidebarHeaderSlot data-placement="sheet">{header}</SidebarHeaderSlot> : null}
      <Navigation
        {...list}
        collapsed={false}
        navId={navId}
        onNavigate={(item) => {
          setMobileOpen(false);
          list.onNavigate?.(item);
        }}
        tooltips={null}
      />
      {footer ? <SidebarFooterSlot>{footer}</SidebarFooterSlot> : null}
    </sheet.SidebarSheet>
  );
}

/** From 768 px: a column that collapses to an icon rail, whose tooltips arrive after the first paint. */
function DesktopSidebar({ list, header, footer }: PlacedSidebarProps) {
  const { collapsed, navId } = useSidebar();
  // The tooltips arrive once and the list is mounted anew inside them: the item that had the focus
  // keeps it.
  const refocus = useRef<string | null>(null);
  const tooltips = useDeferredModule(tooltipModule, () => {
    const active = document.activeElement;
    refocus.current =
      active instanceof HTMLElement && active.closest('nav')?.id === navId
        ? (active.dataset.itemId ?? null)
        : null;
  });
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (!tooltips || id === null) return;
    for (const link of document
      .getElementById(navId)
      ?.querySelectorAll<HTMLElement>('[data-item-id]') ?? []) {
      if (link.dataset.itemId === id) link.focus();
    }
  }, [tooltips, navId]);

  const state = collapsed ? 'collapsed' : 'expanded';
  const navigation = (
    <Navigation {...list} collapsed={collapsed} navId={navId} tooltips={tooltips} />
  );
  return (
    <SidebarRoot data-state={state}>
      {header ? <SidebarHeaderSlot>{header}</SidebarHeaderSlot> : null}
      {tooltips ? <tooltips.TooltipProvider>{navigation}</tooltips.TooltipProvider> : navigation}
      {footer ? <SidebarFooterSlot>{footer}</SidebarFooterSlot> : null}
    </SidebarRoot>
  );
}

export interface SidebarTriggerProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> {
  /** Accessible name of the icon-only button. */
  'aria-label'?: string;
}

/**
 * The icon button that collapses/expands the sidebar on desktop and opens the navigation sheet on
 * phones. Must be inside `SidebarProvider`.
 */
export function SidebarTrigger({ 'aria-label': label, onClick, ...rest }: SidebarTriggerProps) {
  const words = useWords();
  const { collapsed, isMobile, mobileOpen, toggle, navId } = useSidebar();
  const { navPresent } = useContext(SidebarNavPresence);
  const expanded = isMobile ? mobileOpen : !collapsed;
  return (
    <Button
      {...rest}
      variant="ghost"
      size="icon"
      aria-label={label ?? words.toggleSidebar}
      aria-expanded={expanded}
      aria-controls={navPresent ? navId : undefined}
      data-state={expanded ? 'expanded' : 'collapsed'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
