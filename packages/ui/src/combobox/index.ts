export { Combobox, type ComboboxProps } from './combobox.tsx';
export { type ComboboxOption, filterOptions } from './filter.ts';
