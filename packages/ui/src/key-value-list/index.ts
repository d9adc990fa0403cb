export {
  type KeyValueListColumns,
  type KeyValueListDensity,
  keyValueListColumns,
  keyValueListDensities,
} from './key-value-list.styles.ts';
export {
  isEmptyValue,
  type KeyValueItem,
  KeyValueList,
  type KeyValueListProps,
} from './key-value-list.tsx';
