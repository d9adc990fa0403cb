export {
  DATE_RANGE_BACKWARDS,
  type DateRange,
  DateRangeFilter,
  type DateRangeFilterProps,
  isDateRangeBackwards,
} from './date-range-filter.tsx';
export {
  FilterBar,
  FilterBarItem,
  type FilterBarItemProps,
  type FilterBarProps,
} from './filter-bar.tsx';
