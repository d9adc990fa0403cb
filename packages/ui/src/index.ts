// Words for screen readers only (what a figure's colour says), from Radix like the components.
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
export {
  AlertItem,
  type AlertItemProps,
  type AlertSeverity,
  type AlertType,
  alertSeverities,
  alertSeverityTexts,
  alertTypeLabels,
  alertTypes,
} from './alert-item/index.ts';
export {
  Amount,
  type AmountAlign,
  type AmountProps,
  type AmountTone,
  amountAligns,
  amountTones,
  DEFAULT_DEVIATION_THRESHOLD,
  Deviation,
  type DeviationProps,
  formatPercent,
  Percent,
  type PercentFormatOptions,
  type PercentProps,
  roundPercent,
} from './amount/index.ts';
export { AppShell, type AppShellProps, MAIN_CONTENT_ID } from './app-shell/index.ts';
export {
  Avatar,
  type AvatarProps,
  type AvatarSize,
  avatarSizes,
  getInitials,
} from './avatar/index.ts';
export {
  Badge,
  type BadgeProps,
  type BadgeStatus,
  type BadgeTone,
  badgeStatuses,
  badgeTones,
  StatusBadge,
  type StatusBadgeProps,
  statusBadges,
} from './badge/index.ts';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './button/index.ts';
export {
  Card,
  CardContent,
  type CardContentProps,
  CardFooter,
  type CardFooterProps,
  CardHeader,
  type CardHeaderProps,
  type CardHeadingLevel,
  type CardPadding,
  type CardProps,
  cardHeadingLevels,
  cardPaddings,
} from './card/index.ts';
export { Checkbox, type CheckboxProps, type CheckedState } from './checkbox/index.ts';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  filterOptions,
} from './combobox/index.ts';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
  confirmDialogTones,
} from './confirm-dialog/index.ts';
export {
  DataTable,
  type DataTableAlign,
  type DataTableCardRole,
  type DataTableClamp,
  type DataTableClientProps,
  type DataTableColumn,
  type DataTableDensity,
  type DataTableEmpty,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableRowActionTone,
  type DataTableServerProps,
  type DataTableSort,
  type DataTableValue,
  dataTableAligns,
  dataTableCardRoles,
  dataTableClamps,
  dataTableDensities,
  dataTableRowActionTones,
  type SortDirection,
  sortDirections,
  type TablePreferences,
  TablePreferencesProvider,
  type TablePreferencesProviderProps,
  type TablePreferencesStorage,
} from './data-table/index.ts';
export {
  addDays,
  type DateDisplayFormat,
  DateInput,
  type DateInputEvent,
  type DateInputProps,
  type DateSettings,
  DateSettingsProvider,
  type DayPeriod,
  dateDisplayFormats,
  formatDay,
  isIsoDay,
  parseDay,
  periodPresets,
  useDateSettings,
} from './date-input/index.ts';
export {
  Dialog,
  DialogBody,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  type DialogDescriptionProps,
  DialogError,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  type DialogSize,
  DialogTitle,
  type DialogTitleProps,
  DialogTrigger,
  type DialogTriggerProps,
  dialogSizes,
} from './dialog/index.ts';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  type DropdownMenuCheckboxItemProps,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  type DropdownMenuItemTone,
  DropdownMenuLabel,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  DropdownMenuRadioGroup,
  type DropdownMenuRadioGroupProps,
  DropdownMenuRadioItem,
  type DropdownMenuRadioItemProps,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuTriggerProps,
  dropdownMenuItemTones,
} from './dropdown-menu/index.ts';
export { EmptyState, type EmptyStateProps } from './empty-state/index.ts';
export { ErrorState, type ErrorStateProps } from './error-state/index.ts';
export {
  DATE_RANGE_BACKWARDS,
  type DateRange,
  DateRangeFilter,
  type DateRangeFilterProps,
  FilterBar,
  FilterBarItem,
  type FilterBarItemProps,
  type FilterBarProps,
  isDateRangeBackwards,
} from './filter-bar/index.ts';
export {
  FormDialog,
  type FormDialogProps,
  type FormDialogSubmitTone,
  formDialogSubmitTones,
} from './form-dialog/index.ts';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './form-field/index.ts';
export {
  HEADER_HEIGHT,
  HEADER_TAGLINE,
  Header,
  type HeaderProps,
  type HeaderUser,
} from './header/index.ts';
export {
  type FieldSize,
  fieldSizes,
  Input,
  InputButton,
  type InputButtonProps,
  type InputProps,
} from './input/index.ts';
export {
  Kbd,
  type KbdProps,
  KeyShortcut,
  type KeyShortcutProps,
  type ShortcutKey,
} from './kbd/index.ts';
export {
  isEmptyValue,
  type KeyValueItem,
  KeyValueList,
  type KeyValueListColumns,
  type KeyValueListDensity,
  type KeyValueListProps,
  keyValueListColumns,
  keyValueListDensities,
} from './key-value-list/index.ts';
export { Label, type LabelProps } from './label/index.ts';
export { NumberInput, type NumberInputProps } from './number-input/index.ts';
export { PageHeader, type PageHeaderProps } from './page-header/index.ts';
export {
  getPageCount,
  Pagination,
  type PaginationItem,
  type PaginationProps,
  pageRows,
  paginationRange,
} from './pagination/index.ts';
export {
  type ReportAppliedFilter,
  ReportLayout,
  type ReportLayoutProps,
  type ReportPreview,
  reportPreviews,
} from './report-layout/index.ts';
export { SearchBox, type SearchBoxProps } from './search-box/index.ts';
export { Select, type SelectOption, type SelectProps } from './select/index.ts';
export {
  Separator,
  type SeparatorOrientation,
  type SeparatorProps,
  separatorOrientations,
} from './separator/index.ts';
export {
  SHEET_DEFAULT_WIDTH,
  Sheet,
  SheetClose,
  type SheetCloseProps,
  SheetContent,
  type SheetContentProps,
  type SheetProps,
  type SheetSide,
  SheetTrigger,
  type SheetTriggerProps,
  sheetSides,
} from './sheet/index.ts';
export {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
  Sidebar,
  type SidebarContextValue,
  type SidebarGroupData,
  type SidebarItem,
  type SidebarLinkComponent,
  type SidebarLinkProps,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
  SidebarTrigger,
  type SidebarTriggerProps,
  useSidebar,
} from './sidebar/index.ts';
export {
  Skeleton,
  type SkeletonProps,
  type SkeletonShape,
  skeletonShapes,
} from './skeleton/index.ts';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './spinner/index.ts';
export {
  StatTile,
  type StatTileProps,
  type StatTileTrend,
  type TrendDirection,
  trendDirections,
} from './stat-tile/index.ts';
export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepState,
  stepStateOf,
  stepStates,
  Wizard,
  type WizardProps,
  type WizardStep,
  type WizardValidation,
} from './stepper/index.ts';
export { Switch, type SwitchProps } from './switch/index.ts';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  type TabsVariant,
  tabsVariants,
} from './tabs/index.ts';
export { Textarea, type TextareaProps } from './textarea/index.ts';
export {
  breakpoint,
  type ColorRole,
  colorRoles,
  colorVarName,
  contrastRatio,
  font,
  GlobalStyles,
  media,
  motion,
  radius,
  type Script,
  scriptFonts,
  shadow,
  space,
  THEME_STORAGE_KEY,
  ThemeGrid,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  ThemeScope,
  type ThemeScopeProps,
  themeNames,
  themes,
  useTheme,
  type Vars,
  vars,
  zIndex,
} from './theme/index.ts';
export { englishWords, fill, useWords, type Words, WordsProvider } from './theme/words.tsx';
export {
  type ShownToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastActionOptions,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './toast/index.ts';
export {
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
  type TooltipSide,
  tooltipSides,
} from './tooltip/index.ts';
