import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * The design system's own words: what its components say that no prop names (a skip link, a menu's
 * items, a button's accessible name). English by default; an app shows them in its reader's
 * language by giving its translations to `WordsProvider`. The design system loads no catalogue.
 * A `{name}` in a word is a placeholder the component fills in (`fill`): a translation keeps it
 * literally, wherever its language puts it.
 */
export interface Words {
  /** The skip link, first in the page's tab order. */
  skipToMain: string;
  /** The line under the company name in the header. */
  tagline: string;
  /** The header's theme button, by the theme it switches to. */
  switchToLight: string;
  switchToDark: string;
  /** Read before the signed-in person's name on the account menu's button. */
  accountMenuFor: string;
  profile: string;
  settings: string;
  signOut: string;
  /** The account menu's group of languages. */
  language: string;
  /** The main navigation's landmark, and the sheet it opens in on phones. */
  mainNavigation: string;
  navigation: string;
  closeNavigation: string;
  toggleSidebar: string;
  /** The notification area's name for screen readers (" (F8)" follows it). */
  notifications: string;
  /** What screen readers call each toast. */
  notification: string;
  /** The accessible name of the X button of a toast, a Dialog and a Sheet. */
  close: string;

  /** The Cancel button of FormDialog and ConfirmDialog. */
  cancel: string;
  /** Said to screen readers while something loads (StatTile, DataTable, Combobox's list). */
  loading: string;
  /** Spinner's default status text (no ellipsis). */
  spinnerLoading: string;
  /** A failed FormDialog or ConfirmDialog action whose error has no message of its own. */
  actionFailed: string;
  /** SearchBox's X button, and DataTable's button under "no match" that empties the search. */
  clearSearch: string;

  /** FormDialog's second submit button, which saves and starts the next record. */
  formAddAnother: string;
  /** ConfirmDialog's confirm button. */
  confirmDelete: string;

  /** Wizard's submit button on the last step. */
  wizardSubmit: string;
  /** Wizard's button that goes back a step. */
  wizardBack: string;
  /** Wizard's button that goes forward a step. */
  wizardNext: string;
  /** Under a Wizard whose submit failed without a message of its own. */
  wizardSubmitFailed: string;
  /** Names a Wizard's step indicator; `{wizard}` is the wizard's own name. */
  wizardProgress: string;
  /** Names a Wizard's step body (screen readers): step `{step}` of `{count}`, its `{label}`. */
  wizardStep: string;
  /** Stepper's default name for screen readers. */
  stepperProgress: string;
  /** Read before each Stepper step's label; `{step}` is its number. */
  stepperStep: string;
  /** Read after a completed Stepper step's label, after a comma. */
  stepperCompleted: string;

  /** StatusBadge `active` (godown, item, farmer, farm, bank). */
  statusActive: string;
  /** StatusBadge `inactive` (godown, item, farmer, farm, bank). */
  statusInactive: string;
  /** StatusBadge `on-track` (a batch on the dashboard). */
  statusOnTrack: string;
  /** StatusBadge `batch-warning` (a batch on the dashboard). */
  statusNeedsAttention: string;
  /** StatusBadge `sold-out` (a batch on the dashboard). */
  statusSoldOut: string;
  /** StatusBadge `completed` (stock transfer). */
  statusCompleted: string;
  /** StatusBadge `pending` (stock transfer, payment). */
  statusPending: string;
  /** StatusBadge `cancelled` (documents, transfers, settlements). */
  statusCancelled: string;
  /** StatusBadge `posted` (purchase, issue). */
  statusPosted: string;
  /** StatusBadge `excellent` (weekly growth update's performance). */
  statusExcellent: string;
  /** StatusBadge `good` (weekly growth update's performance). */
  statusGood: string;
  /** StatusBadge `performance-warning` (weekly growth update's performance). */
  statusWarning: string;
  /** StatusBadge `paid` (payment voucher). */
  statusPaid: string;
  /** StatusBadge `received` (payment collection). */
  statusReceived: string;
  /** StatusBadge `sufficient` (inventory). */
  statusSufficient: string;
  /** StatusBadge `low-stock` (inventory). */
  statusLowStock: string;
  /** StatusBadge `draft` (documents, settlements). */
  statusDraft: string;
  /** StatusBadge `open` (documents, settlements). */
  statusOpen: string;
  /** StatusBadge `settled` (settlements). */
  statusSettled: string;

  /** AlertItem's severity text for `high`. */
  alertHigh: string;
  /** AlertItem's severity text for `medium`. */
  alertMedium: string;
  /** AlertItem's severity text for `low`. */
  alertLow: string;
  /** AlertItem's icon, read out, for a `mortality` alert. */
  alertMortality: string;
  /** AlertItem's icon, read out, for a `feed` alert. */
  alertFeed: string;
  /** AlertItem's icon, read out, for a `payment` alert. */
  alertPayment: string;
  /** AlertItem's icon, read out, for a `stock` alert. */
  alertStock: string;

  /** Pagination's default landmark name. */
  paginationLabel: string;
  /** Pagination's summary of the rows shown; `{total}` may be `paginationAbout`. */
  paginationRange: string;
  /** An estimated count in Pagination ("about 2,00,000"). */
  paginationAbout: string;
  /** Pagination's summary when there are no rows. */
  paginationNoResults: string;
  /** Label of Pagination's page-size picker. */
  paginationRowsPerPage: string;
  /** Caption of Pagination's Previous button. */
  paginationPrevious: string;
  /** Accessible name of Pagination's Previous button. */
  paginationPreviousPage: string;
  /** Caption of Pagination's Next button. */
  paginationNext: string;
  /** Accessible name of Pagination's Next button. */
  paginationNextPage: string;
  /** Accessible name of a Pagination page-number button. */
  paginationPage: string;
  /** Pagination's "Page 3 of 25" on phones; `{count}` may be `paginationAbout`. */
  paginationPageOf: string;

  /** DataTable's default plural word for its rows, put into `tableNoMatch` and `tableNoneYet`. */
  tableItems: string;
  /** DataTable's heading when the search finds nothing; `{items}` is its rows' word. */
  tableNoMatch: string;
  /** DataTable's line under `tableNoMatch`. */
  tableNoMatchHint: string;
  /** DataTable's heading when it has no rows at all. */
  tableNoneYet: string;
  /** Names a DataTable's pagination by the table's `{table}` caption. */
  tablePages: string;
  /** Header of DataTable's row-actions column. */
  tableActions: string;
  /** Accessible name of a row's action button: the `{action}` and the `{row}`. */
  tableRowAction: string;
  /** Label of the sort picker above DataTable's cards (phones). */
  tableSortBy: string;
  /** The cards' sort picker: the list's own order. */
  tableDefaultOrder: string;
  /** The cards' sort picker: `{column}` ascending. */
  tableSortAscending: string;
  /** The cards' sort picker: `{column}` descending. */
  tableSortDescending: string;
  /** DataTable's Columns button. */
  tableColumns: string;
  /** DataTable's Columns button while `{count}` columns are hidden. */
  tableColumnsHidden: string;
  /** Heading of DataTable's Columns menu. */
  tableShowColumns: string;
  /** The Columns menu's item that shows every column again. */
  tableResetColumns: string;
  /** DataTable's Density button and its menu's name. */
  tableDensity: string;
  /** The Density menu's choice of shorter rows. */
  tableCompact: string;
  /** The Density menu's choice of taller rows. */
  tableComfortable: string;

  /** Combobox's list when nothing matches the search. */
  comboboxNoMatches: string;
  /** Combobox's list name when the field has no name or placeholder. */
  comboboxOptions: string;

  /** FilterBar's button that clears every filter. */
  filterClear: string;
  /** FilterBar's button that shows the filters on phones. */
  filterToggle: string;
  /** DateRangeFilter's group name for screen readers. */
  dateRangeLabel: string;
  /** DateRangeFilter's label of the first date. */
  dateRangeFrom: string;
  /** DateRangeFilter's label of the second date. */
  dateRangeTo: string;
  /** DateRangeFilter's group name of the period buttons. */
  dateRangePeriods: string;
  /** Under DateRangeFilter's To when the start is after the end. */
  dateRangeBackwards: string;
  /** DateRangeFilter's period button: this month to today. */
  periodThisMonth: string;
  /** DateRangeFilter's period button: the whole of last month. */
  periodLastMonth: string;
  /** DateRangeFilter's period button: 1 April to today. */
  periodThisFinancialYear: string;
  /** DateRangeFilter's period button: last April to March. */
  periodLastFinancialYear: string;

  /** DateInput's calendar button. */
  dateOpenCalendar: string;
  /** The name of DateInput's calendar popup. */
  dateChooseDate: string;
  /** The calendar's Today shortcut. */
  dateToday: string;
  /** The calendar's Yesterday shortcut. */
  dateYesterday: string;
  /** Said while the calendar's code loads. */
  dateLoadingCalendar: string;
  /** A calendar day's name (`{day}`) when it is today. */
  calendarToday: string;
  /** A calendar day's name (`{day}`) when it is the chosen one. */
  calendarSelected: string;
  /** The calendar's previous-month button. */
  calendarPreviousMonth: string;
  /** The calendar's next-month button. */
  calendarNextMonth: string;

  /** ErrorState's default heading. */
  errorTitle: string;
  /** ErrorState's retry button. */
  errorRetry: string;

  /** Between the keys of a KeyShortcut pressed one after the other ("g then d"). */
  keysThen: string;
  /** Between the keys of a KeyShortcut that are alternatives ("↑ or ↓"). */
  keysOr: string;
}

export const englishWords: Words = {
  skipToMain: 'Skip to main content',
  tagline: 'Poultry Farm Management',
  switchToLight: 'Switch to light theme',
  switchToDark: 'Switch to dark theme',
  accountMenuFor: 'Account menu for',
  profile: 'Profile',
  settings: 'Settings',
  signOut: 'Log out',
  language: 'Language',
  mainNavigation: 'Main',
  navigation: 'Navigation',
  closeNavigation: 'Close navigation',
  toggleSidebar: 'Toggle sidebar',
  notifications: 'Notifications',
  notification: 'Notification',
  close: 'Close',

  cancel: 'Cancel',
  loading: 'Loading…',
  spinnerLoading: 'Loading',
  actionFailed: 'Something went wrong. Please try again.',
  clearSearch: 'Clear search',
  formAddAnother: 'Save & add another',
  confirmDelete: 'Delete',
  wizardSubmit: 'Submit',
  wizardBack: 'Back',
  wizardNext: 'Next',
  wizardSubmitFailed: 'Could not submit. Please try again.',
  wizardProgress: '{wizard} progress',
  wizardStep: 'Step {step} of {count}: {label}',
  stepperProgress: 'Progress',
  stepperStep: 'Step {step}:',
  stepperCompleted: 'completed',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusOnTrack: 'On Track',
  statusNeedsAttention: 'Needs Attention',
  statusSoldOut: 'Sold Out',
  statusCompleted: 'Completed',
  statusPending: 'Pending',
  statusCancelled: 'Cancelled',
  statusPosted: 'Posted',
  statusExcellent: 'Excellent',
  statusGood: 'Good',
  statusWarning: 'Warning',
  statusPaid: 'Paid',
  statusReceived: 'Received',
  statusSufficient: 'Sufficient',
  statusLowStock: 'Low Stock',
  statusDraft: 'Draft',
  statusOpen: 'Open',
  statusSettled: 'Settled',
  alertHigh: 'Requires immediate attention',
  alertMedium: 'Review soon',
  alertLow: 'Low priority',
  alertMortality: 'Mortality alert',
  alertFeed: 'Feed alert',
  alertPayment: 'Payment alert',
  alertStock: 'Stock alert',
  paginationLabel: 'Pagination',
  paginationRange: 'Showing {from}–{to} of {total}',
  paginationAbout: 'about {count}',
  paginationNoResults: 'No results',
  paginationRowsPerPage: 'Rows per page',
  paginationPrevious: 'Previous',
  paginationPreviousPage: 'Previous page',
  paginationNext: 'Next',
  paginationNextPage: 'Next page',
  paginationPage: 'Page {page}',
  paginationPageOf: 'Page {page} of {count}',
  tableItems: 'results',
  tableNoMatch: 'No {items} match “{search}”.',
  tableNoMatchHint: 'Check the spelling or search for something else.',
  tableNoneYet: 'No {items} yet',
  tablePages: '{table} pages',
  tableActions: 'Actions',
  tableRowAction: '{action} {row}',
  tableSortBy: 'Sort by',
  tableDefaultOrder: 'Default order',
  tableSortAscending: '{column}, ascending',
  tableSortDescending: '{column}, descending',
  tableColumns: 'Columns',
  tableColumnsHidden: 'Columns ({count} hidden)',
  tableShowColumns: 'Show columns',
  tableResetColumns: 'Reset columns',
  tableDensity: 'Density',
  tableCompact: 'Compact',
  tableComfortable: 'Comfortable',
  comboboxNoMatches: 'No matches',
  comboboxOptions: 'Options',
  filterClear: 'Clear filters',
  filterToggle: 'Filters',
  dateRangeLabel: 'Dates',
  dateRangeFrom: 'From',
  dateRangeTo: 'To',
  dateRangePeriods: 'Periods',
  dateRangeBackwards: 'The start date is after the end date.',
  periodThisMonth: 'This month',
  periodLastMonth: 'Last month',
  periodThisFinancialYear: 'This financial year',
  periodLastFinancialYear: 'Last financial year',
  dateOpenCalendar: 'Open calendar',
  dateChooseDate: 'Choose a date',
  dateToday: 'Today',
  dateYesterday: 'Yesterday',
  dateLoadingCalendar: 'Loading the calendar',
  calendarToday: 'Today, {day}',
  calendarSelected: '{day}, selected',
  calendarPreviousMonth: 'Go to the Previous Month',
  calendarNextMonth: 'Go to the Next Month',
  errorTitle: 'Something went wrong',
  errorRetry: 'Retry',
  keysThen: 'then',
  keysOr: 'or',
};

const WordsContext = createContext<Words>(englishWords);

/** Gives the components below it these words instead of the English ones (any left out stay English). */
export function WordsProvider({ words, children }: { words: Partial<Words>; children: ReactNode }) {
  const merged = useMemo(() => ({ ...englishWords, ...words }), [words]);
  return <WordsContext.Provider value={merged}>{children}</WordsContext.Provider>;
}

/** The design system's words in the reader's language (English without a `WordsProvider`). */
export const useWords = (): Words => useContext(WordsContext);

/**
 * A word with its `{name}` placeholders filled in: `fill('Page {page} of {count}', { page: 3,
 * count: 25 })` is "Page 3 of 25". A placeholder without a value stays as it is; a value's own
 * braces are left alone.
 */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
