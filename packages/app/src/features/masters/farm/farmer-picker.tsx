import { apiPaths, type Farmer, type ListPage } from '@pfm/shared';
import { Combobox, type ComboboxOption, type ComboboxProps } from '@pfm/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { apiListQuery } from '../../../lib/resource-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

/** How many farmers one search offers. */
const SEARCH_SIZE = 10;
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** A farmer as the picker shows it: "Ramesh Sahoo (F001)". */
export const farmerOptionLabel = (farmer: { name: string; code: string }) =>
  `${farmer.name} (${farmer.code})`;

/** Farmers whose name, code, phone or city contain `text` (all farmers for ''), best first. */
export type FarmerSearch = (text: string) => Promise<ComboboxOption[]>;

/** The server's search: GET /api/farmers?q=…&size=10, by name. */
export const searchFarmers: FarmerSearch = async (text) => {
  const query = apiListQuery({
    q: text.trim(),
    sort: { id: 'name', direction: 'asc' },
    page: 1,
    size: SEARCH_SIZE,
  });
  const page = await api<ListPage<Farmer>>('GET', `${apiPaths.farmers}?${query}`);
  return page.rows.map((farmer) => ({
    value: farmer.code,
    label: farmerOptionLabel(farmer),
    description: farmer.city,
  }));
};

const FarmerSearchContext = createContext<FarmerSearch>(searchFarmers);

/** Replaces the farmer search below it (stories and tests search fixed farmers, not the server). */
export function FarmerSearchProvider({
  search,
  children,
}: {
  search: FarmerSearch;
  children: ReactNode;
}) {
  return <FarmerSearchContext.Provider value={search}>{children}</FarmerSearchContext.Provider>;
}

export interface FarmerPickerProps
  extends Omit<
    ComboboxProps,
    | 'options'
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'onSearchChange'
    | 'shouldFilter'
    | 'loading'
  > {
  /** The chosen farmer's code; `''` for none. */
  value: string;
  /** The chosen farmer as shown ("Ramesh Sahoo (F001)"), so an edit shows it before any search. */
  valueLabel: string;
  /** Called with the code and label of the farmer the user picks. */
  onPick: (code: string, label: string) => void;
}

/**
 * A searchable farmer field: the server searches as the user types (the Combobox's server-search
 * mode), so it works however many farmers there are. Keyboard and screen-reader use are the
 * Combobox's own.
 */
export function FarmerPicker({ value, valueLabel, onPick, ...props }: FarmerPickerProps) {
  const search = useContext(FarmerSearchContext);
  const [text, setText] = useState('');
  const debounced = useDebounced(text, SEARCH_DELAY_MS);
  // Clearing the search (closing the list) goes straight back to the first farmers, already loaded.
  const query = text === '' ? '' : debounced;
  const results = useQuery({
    // Under the farmers' path, so saving a farmer refreshes what the picker offers.
    queryKey: [apiPaths.farmers, 'picker', query],
    queryFn: () => search(query),
    placeholderData: keepPreviousData,
  });
  const found = results.data ?? [];
  // The current farmer stays choosable (and shown) while the list is not searched.
  const current =
    value && text === '' && !found.some((option) => option.value === value)
      ? [{ value, label: valueLabel }]
      : [];
  const options = [...current, ...found];
  // Results for older text are not offered: Enter must not pick a farmer that no longer matches.
  const searching = text !== query || results.isPending || results.isPlaceholderData;

  return (
    <Combobox
      {...props}
      options={options}
      value={value}
      onValueChange={(code) => {
        const option = options.find((candidate) => candidate.value === code);
        onPick(code, option?.label ?? code);
      }}
      onSearchChange={setText}
      shouldFilter={false}
      loading={searching}
      loadingMessage="Searching farmers…"
      emptyMessage={
        results.isError ? 'Could not search the farmers. Type again to retry.' : 'No farmers match'
      }
    />
  );
}
