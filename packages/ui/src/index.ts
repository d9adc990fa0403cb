export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './button/index.ts';
export {
  type DateFormat,
  dateFormats,
  defaultDateFormat,
  formatBalance,
  formatDate,
  formatMoney,
  formatNumber,
  formatQuantity,
  type MoneyFormatOptions,
  multiplyMoney,
  type Paise,
  parseMoney,
  type QuantityUnit,
  quantityUnits,
  toIsoDate,
} from './format/index.ts';
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
export { Avatar, type AvatarProps, type AvatarSize, avatarSizes, getInitials } from './avatar/index.ts';
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
export { EmptyState, type EmptyStateProps } from './empty-state/index.ts';
export { ErrorState, type ErrorStateProps } from './error-state/index.ts';
export { PageHeader, type PageHeaderProps } from './page-header/index.ts';
export {
  Separator,
  type SeparatorOrientation,
  type SeparatorProps,
  separatorOrientations,
} from './separator/index.ts';
export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from './skeleton/index.ts';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './spinner/index.ts';
export {
  StatTile,
  type StatTileProps,
  type StatTileTrend,
  type TrendDirection,
  trendDirections,
} from './stat-tile/index.ts';
export {
  getPageCount,
  Pagination,
  type PaginationItem,
  type PaginationProps,
  pageRows,
  paginationRange,
} from './pagination/index.ts';
export {
  type StepState,
  Stepper,
  type StepperProps,
  type StepperStep,
  stepStateOf,
  stepStates,
  Wizard,
  type WizardProps,
  type WizardStep,
  type WizardValidation,
} from './stepper/index.ts';
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
