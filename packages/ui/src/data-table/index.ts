export {
  type DataTableAlign,
  type DataTableRowActionTone,
  dataTableAligns,
  dataTableRowActionTones,
} from './data-table.styles.ts';
export {
  DataTable,
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
