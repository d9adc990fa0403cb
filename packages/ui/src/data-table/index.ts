export {
  type DataTableAlign,
  type DataTableDensity,
  type DataTableRowActionTone,
  dataTableAligns,
  dataTableDensities,
  dataTableRowActionTones,
} from './data-table.styles.ts';
export {
  DataTable,
  type DataTableCardRole,
  type DataTableClamp,
  type DataTableClientProps,
  type DataTableColumn,
  type DataTableEmpty,
  type DataTableProps,
  type DataTableRowAction,
  type DataTableServerProps,
} from './data-table.tsx';
export {
  type DataTableSort,
  type DataTableValue,
  type SortDirection,
  sortDirections,
} from './data-table-model.ts';
export { dataTableCardRoles, dataTableClamps } from './data-table-types.ts';
export type { TablePreferences, TablePreferencesStorage } from './table-preferences.ts';
export {
  TablePreferencesProvider,
  type TablePreferencesProviderProps,
} from './table-preferences-provider.tsx';
