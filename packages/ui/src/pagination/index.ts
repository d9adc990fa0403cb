export { Pagination, type PaginationProps } from './pagination.tsx';
export {
  getPageCount,
  type PaginationItem,
  pageRows,
  paginationRange,
} from './pagination-range.ts';
