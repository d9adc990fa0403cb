/** One choice in a Combobox. */
export interface ComboboxOption {
  /** Value stored and submitted. Must be unique and not empty. */
  value: string;
  /** Main text, shown in the list and in the field once chosen; searched. */
  label: string;
  /** Second line in the list (village, phone, batch details); searched too. */
  description?: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

/** Options whose label or description contains the search text, ignoring case and outer spaces. */
export function filterOptions(
  options: readonly ComboboxOption[],
  search: string,
): readonly ComboboxOption[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return options;
  return options.filter(
    (option) =>
      option.label.toLocaleLowerCase().includes(needle) ||
      (option.description?.toLocaleLowerCase().includes(needle) ?? false),
  );
}
