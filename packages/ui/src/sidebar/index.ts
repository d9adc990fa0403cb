export {
  Sidebar,
  type SidebarGroupData,
  type SidebarItem,
  type SidebarLinkComponent,
  type SidebarLinkProps,
  type SidebarProps,
  SidebarTrigger,
  type SidebarTriggerProps,
} from './sidebar.tsx';
export {
  type SidebarContextValue,
  SidebarProvider,
  type SidebarProviderProps,
  useSidebar,
} from './sidebar-provider.tsx';
export {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar-state.ts';
