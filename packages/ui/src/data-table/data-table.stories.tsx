// Over 400 lines: one story for each state the one table of every list can be in (sorting, paging, density, columns, cards, errors).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2, Warehouse } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { DataTable, type DataTableProps, type DataTableRowAction } from './data-table.tsx';
import { type DataTableSort, pageOfRows, searchRows, sortRows } from './data-table-model.ts';
import {
  type Godown,
  godownCardColumns,
  godownClampedColumns,
  godownColumns,
  godownColumnsWithTotals,
  godowns,
  longContentRows,
  sampleRows,
} from './story-godowns.tsx';
import {
  createMemoryStorage,
  readTablePreferences,
  type TablePreferencesStorage,
} from './table-preferences.ts';
import { TablePreferencesProvider } from './table-preferences-provider.tsx';

const onEdit = fn();
const onDelete = fn();
const onAdd = fn();
const onRetry = fn();
const onSortChange = fn();
const onSearchChange = fn();
const onPageChange = fn();
const onPageSizeChange = fn();

const godownActions: DataTableRowAction<Godown>[] = [
  { label: 'Edit', icon: Pencil, onSelect: onEdit },
  { label: 'Delete', icon: Trash2, onSelect: onDelete, tone: 'destructive' },
];

const addGodown = (
  <Button leadingIcon={<Plus aria-hidden="true" />} onClick={onAdd}>
    Add Godown
  </Button>
);

/** What every story's table has in common (the stories' args, and the LightAndDark tables). */
const sharedProps = {
  caption: 'Godowns',
  columns: godownColumns,
  rows: godowns,
  getRowId: (godown: Godown) => godown.id,
  itemsLabel: 'godowns',
  searchLabel: 'Search godowns',
  searchPlaceholder: 'Search godowns...',
  rowActions: godownActions,
  rowLabel: (godown: Godown) => godown.name,
  toolbarActions: addGodown,
  pageSizeOptions: [10, 25, 50],
} satisfies DataTableProps<Godown>;

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Godown>,
  tags: ['autodocs'],
  args: { ...sharedProps, captionHidden: false, loading: false },
  argTypes: {
    caption: { control: 'text' },
    captionHidden: { control: 'boolean' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    maxHeight: { control: 'text' },
    minWidth: { control: 'text' },
    itemsLabel: { control: 'text' },
    columns: { control: false },
    rows: { control: false },
    rowActions: { control: false },
    toolbarActions: { control: false },
    empty: { control: false },
  },
  beforeEach: () => {
    for (const spy of [
      onEdit,
      onDelete,
      onAdd,
      onRetry,
      onSortChange,
      onSearchChange,
      onPageChange,
      onPageSizeChange,
    ]) {
      spy.mockClear();
    }
  },
} satisfies Meta<DataTableProps<Godown>>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The body's rows (the header and totals rows are in other row groups). */
const bodyRows = (canvas: Canvas) => {
  const [, body] = canvas.getAllByRole('rowgroup');
  if (!body) throw new Error('The table has no body');
  return within(body).queryAllByRole('row');
};

const firstRowName = (canvas: Canvas) => {
  const [first] = bodyRows(canvas);
  if (!first) throw new Error('The table has no rows');
  return within(first).getByRole('rowheader');
};

export const Playground: Story = {
  play: async ({ canvas, step }) => {
    await step('The table is named by its caption and shows the first page', async () => {
      await expect(canvas.getByRole('table', { name: 'Godowns' })).toBeVisible();
      await expect(canvas.getByRole('region', { name: 'Godowns' })).toHaveAttribute(
        'tabindex',
        '0',
      );
      await expect(bodyRows(canvas)).toHaveLength(10);
      await expect(firstRowName(canvas)).toHaveTextContent('Main Warehouse');
    });
    await step('Capacity shows in kg and the status as a badge', async () => {
      const [first] = bodyRows(canvas);
      await expect(first).toHaveTextContent('50,000 kg');
      await expect(first).toHaveTextContent('Active');
    });
  },
};

export const ClientSortSearchPaginate: Story = {
  play: async ({ canvas, step }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    const sortByName = within(nameHeader).getByRole('button', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await step('Clicking Name sorts A to Z', async () => {
      await userEvent.click(sortByName);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstRowName(canvas)).toHaveTextContent('Atmakur Godown');
    });
    await step('Clicking again reverses the order', async () => {
      await userEvent.click(sortByName);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(firstRowName(canvas)).toHaveTextContent('Wardhannapet Godown');
    });
    await step('A third click removes the sort', async () => {
      await userEvent.click(sortByName);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
      await expect(firstRowName(canvas)).toHaveTextContent('Main Warehouse');
    });
    await step('Capacity sorts by size, not as text', async () => {
      const sortByCapacity = canvas.getByRole('button', { name: 'Capacity' });
      await userEvent.click(sortByCapacity);
      await userEvent.click(sortByCapacity);
      await expect(firstRowName(canvas)).toHaveTextContent('Main Warehouse');
      await userEvent.click(sortByCapacity);
    });

    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    await step('Typing "north" leaves only North Godown', async () => {
      await userEvent.type(search, 'north');
      await expect(bodyRows(canvas)).toHaveLength(1);
      await expect(firstRowName(canvas)).toHaveTextContent('North Godown');
      await expect(canvas.getByText('Showing 1–1 of 1')).toBeVisible();
    });
    await step('Clearing the search brings every row back', async () => {
      await userEvent.clear(search);
      await expect(bodyRows(canvas)).toHaveLength(10);
    });
    await step('A bigger page size shows more rows', async () => {
      const pageSize = canvas.getByLabelText('Rows per page');
      await userEvent.selectOptions(pageSize, '25');
      await expect(bodyRows(canvas)).toHaveLength(25);
      await userEvent.selectOptions(pageSize, '10');
      await expect(bodyRows(canvas)).toHaveLength(10);
    });
    await step('The next page starts with the 11th godown', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(firstRowName(canvas)).toHaveTextContent('Ghanpur Godown');
      await expect(bodyRows(canvas)[0]).toHaveTextContent('G011');
      await expect(canvas.getByText('Showing 11–20 of 25')).toBeVisible();
    });
  },
};

/** Stands in for the server: searches, sorts and pages the fixed godowns, with no network. */
function ServerGodownTable(props: Partial<DataTableProps<Godown>>) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const matching = sortRows(searchRows(godowns, godownColumns, search), godownColumns, sort);
  return (
    <DataTable<Godown>
      {...(props as DataTableProps<Godown>)}
      manual
      rows={pageOfRows(matching, page, pageSize)}
      total={matching.length}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
        setPage(1);
      }}
      search={search}
      onSearchChange={(next) => {
        onSearchChange(next);
        setSearch(next);
        setPage(1);
      }}
      searchDebounceMs={50}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(next) => {
        onPageSizeChange(next);
        setPageSize(next);
        setPage(1);
      }}
    />
  );
}

export const ServerMode: Story = {
  render: (args) => <ServerGodownTable {...args} />,
  play: async ({ canvas, step }) => {
    await step('Clicking Name asks the server for that sort', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
      await expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
      await expect(firstRowName(canvas)).toHaveTextContent('Atmakur Godown');
      await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
      await expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });
      await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    });
    await step('Moving to page 2 asks the server for it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(onPageChange).toHaveBeenLastCalledWith(2);
      await expect(canvas.getByText('Showing 11–20 of 25')).toBeVisible();
    });
    await step('The search is sent once typing pauses', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
      await userEvent.type(search, 'south');
      await waitFor(() => expect(onSearchChange).toHaveBeenLastCalledWith('south'));
      await expect(search).toHaveValue('south');
      await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
      await expect(firstRowName(canvas)).toHaveTextContent('South Godown');
    });
    await step('Picking a page size asks the server for it', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
      await expect(onPageSizeChange).toHaveBeenLastCalledWith(25);
    });
  },
};

export const RowActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit North Godown' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'G002' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Main Warehouse' }));
    await expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'G001' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

/** An action only some rows offer (`visible`): here only active godowns can be switched off. */
export const RowActionsPerRow: Story = {
  args: {
    rows: [...godowns.slice(0, 2), { ...(godowns[2] as Godown), status: 'inactive' }],
    rowActions: [
      { label: 'Edit', icon: Pencil, onSelect: onEdit },
      {
        label: 'Delete',
        icon: Trash2,
        onSelect: onDelete,
        tone: 'destructive',
        visible: (godown) => godown.status === 'active',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit South Godown' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Delete South Godown' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete North Godown' }));
    await expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'G002' }));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('rowheader')).toHaveLength(0);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: {
      icon: Warehouse,
      title: 'No godowns yet',
      description: 'Add your first godown to start recording stock.',
      action: addGodown,
    },
    toolbarActions: undefined,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await expect(within(region).getByRole('heading', { name: 'No godowns yet' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Add Godown' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const NoSearchResults: Story = {
  play: async ({ canvas, step }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search godowns' });
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await step('A search that finds nothing says so', async () => {
      await userEvent.type(search, 'xyz');
      await expect(
        within(region).getByRole('heading', { name: 'No godowns match “xyz”.' }),
      ).toBeVisible();
      await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    });
    await step('Clear search empties the box and shows the rows again', async () => {
      await userEvent.click(within(region).getByRole('button', { name: 'Clear search' }));
      await expect(search).toHaveValue('');
      await expect(search).toHaveFocus();
      await expect(bodyRows(canvas)).toHaveLength(10);
    });
    // Leave the picture on the state this story is about.
    await userEvent.type(search, 'xyz');
  },
};

export const ErrorStory: Story = {
  name: 'Error',
  args: {
    error: '500: Internal Server Error',
    errorTitle: 'Could not load godowns',
    onRetry,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load godowns');
    await expect(alert).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithTotals: Story = {
  args: { columns: godownColumnsWithTotals, rows: sampleRows, paginate: false },
  play: async ({ canvas, step }) => {
    const [, , footer] = canvas.getAllByRole('rowgroup');
    if (!footer) throw new Error('The table has no totals row');
    await step('The totals row sums Capacity, right-aligned in tabular figures', async () => {
      const total = within(footer).getByText('1,05,000 kg');
      await expect(total).toBeVisible();
      await expect(getComputedStyle(total).textAlign).toBe('end');
      await expect(getComputedStyle(total).fontVariantNumeric).toBe('tabular-nums');
      await expect(within(footer).getByText('Total')).toBeVisible();
    });
    await step('The total follows the search', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search godowns' }), 'north');
      await expect(within(footer).getByText('25,000 kg')).toBeVisible();
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search godowns' }));
    });
  },
};

export const StickyHeader: Story = {
  args: { maxHeight: '20rem', paginate: false, columns: godownColumnsWithTotals },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.scrollTop = 240;
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await waitFor(() =>
      expect(
        Math.round(header.getBoundingClientRect().top - region.getBoundingClientRect().top),
      ).toBeLessThanOrEqual(1),
    );
    const total = canvas.getByText('Total');
    await expect(
      Math.round(region.getBoundingClientRect().bottom - total.getBoundingClientRect().bottom),
    ).toBeLessThan(40);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { rows: longContentRows, paginate: false, captionHidden: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    // Long names wrap inside the columns instead of pushing the table wider than its box.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvas.getByText('1,25,00,000 kg')).toBeVisible();
  },
};

/** The signed-in user of the stories that remember (a fresh storage each: nothing saved before). */
const STORY_USER = 'story-user';

/**
 * A table whose choices are remembered, as in the app; "Remount table" takes it off the page and
 * puts it back (as leaving the screen and coming back would), keeping the storage.
 */
function RememberingTable({
  storage,
  remount = false,
  ...props
}: Partial<DataTableProps<Godown>> & { storage?: TablePreferencesStorage; remount?: boolean }) {
  const [own] = useState(createMemoryStorage);
  const [mounts, setMounts] = useState(1);
  return (
    <TablePreferencesProvider userKey={STORY_USER} storage={storage ?? own}>
      {remount ? (
        <p>
          <Button variant="secondary" onClick={() => setMounts((count) => count + 1)}>
            Remount table
          </Button>
        </p>
      ) : null}
      <DataTable<Godown> key={mounts} {...(props as DataTableProps<Godown>)} />
    </TablePreferencesProvider>
  );
}

const headerNames = (canvas: Canvas) =>
  canvas.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent);

/** Desktop (1024 px and wider): compact rows; the toolbar offers Density and Columns. */
export const Compact: Story = {
  args: { listId: 'godowns' },
  render: (args) => <RememberingTable {...args} />,
  play: async ({ canvas, step }) => {
    await step('Rows start compact on a desk’s screen', async () => {
      const [first] = bodyRows(canvas);
      await expect(first?.getBoundingClientRect().height).toBeLessThanOrEqual(38);
    });
    await step('The Density menu says Compact is chosen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Density' }));
      const menu = await screen.findByRole('menu');
      await expect(within(menu).getByRole('menuitemradio', { name: 'Compact' })).toBeChecked();
      await expect(
        within(menu).getByRole('menuitemradio', { name: 'Comfortable' }),
      ).not.toBeChecked();
    });
  },
};

/** Comfortable, chosen with the keyboard in the Density menu: taller rows, bigger targets. */
export const Comfortable: Story = {
  args: { listId: 'godowns' },
  render: (args) => <RememberingTable {...args} />,
  play: async ({ canvas }) => {
    const before = bodyRows(canvas)[0]?.getBoundingClientRect().height ?? 0;
    canvas.getByRole('button', { name: 'Density' }).focus();
    await userEvent.keyboard('{Enter}');
    const comfortable = await screen.findByRole('menuitemradio', { name: 'Comfortable' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(comfortable).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Density' })).toHaveFocus());
    const after = bodyRows(canvas)[0]?.getBoundingClientRect().height ?? 0;
    await expect(after).toBeGreaterThanOrEqual(48);
    await expect(after).toBeGreaterThan(before);
  },
};

/**
 * The Columns menu: every column but the code (ID), ticked while shown. Unticking keeps the menu
 * open; the column leaves the table and the button counts it.
 */
export const ColumnChooserOpen: Story = {
  args: { listId: 'godowns' },
  render: (args) => <RememberingTable {...args} />,
  play: async ({ canvas, step }) => {
    await step('The menu lists the columns that can be hidden, all shown', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
      const menu = await screen.findByRole('menu');
      const items = within(menu).getAllByRole('menuitemcheckbox');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Name',
        'Location',
        'Capacity',
        'Status',
      ]);
      for (const item of items) await expect(item).toBeChecked();
      await expect(within(menu).getByRole('menuitem', { name: 'Reset columns' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
    await step('Unticking Location hides it and the menu stays open', async () => {
      await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Location' }));
      await expect(screen.getByRole('menuitemcheckbox', { name: 'Location' })).not.toBeChecked();
      await expect(headerNames(canvas)).not.toContain('Location');
      await expect(canvas.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
    });
  },
};

/**
 * A hidden column stays hidden when the table comes back (leaving the screen and returning), for
 * the same user and list; Reset columns brings every column back.
 */
export const ColumnHiddenRemembered: Story = {
  args: { listId: 'godowns' },
  render: (args) => <RememberingTable {...args} remount />,
  play: async ({ canvas, step }) => {
    await step('Hide Capacity with the keyboard', async () => {
      canvas.getByRole('button', { name: 'Columns' }).focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('menu');
      // Enter opens the menu on its first item, Name.
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() =>
        expect(screen.getByRole('menuitemcheckbox', { name: 'Capacity' })).toHaveFocus(),
      );
      await userEvent.keyboard(' ');
      await expect(headerNames(canvas)).not.toContain('Capacity');
      await userEvent.keyboard('{Escape}');
    });
    await step('After a remount Capacity is still hidden', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remount table' }));
      await expect(canvas.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
      await expect(headerNames(canvas)).toEqual(['ID', 'Name', 'Location', 'Status', 'Actions']);
    });
    await step('Reset columns shows it again, and that too is remembered', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns (1 hidden)' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset columns' }));
      await expect(headerNames(canvas)).toContain('Capacity');
      await userEvent.click(canvas.getByRole('button', { name: 'Remount table' }));
      await expect(headerNames(canvas)).toContain('Capacity');
    });
    await step('Leave the picture with Capacity hidden', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Capacity' }));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: 'Remount table' }));
      await expect(headerNames(canvas)).not.toContain('Capacity');
    });
  },
};

/** One browser's storage, shared by the users of PreferencesPerUserAndList; new for each run. */
let sharedStorage = createMemoryStorage();

/** What a second user or another list sees: their own defaults, not the first user's choice. */
export const PreferencesPerUserAndList: Story = {
  beforeEach: () => {
    sharedStorage = createMemoryStorage();
  },
  render: (args) => {
    const storage = sharedStorage;
    return (
      <>
        <RememberingTable {...args} storage={storage} listId="godowns" caption="Godowns" />
        <TablePreferencesProvider userKey="another-user" storage={storage}>
          <DataTable<Godown>
            {...(args as DataTableProps<Godown>)}
            listId="godowns"
            caption="Another user’s godowns"
          />
        </TablePreferencesProvider>
        <RememberingTable {...args} storage={storage} listId="stores" caption="Stores" />
      </>
    );
  },
  play: async ({ canvas }) => {
    const [mine, another, stores] = canvas.getAllByRole('button', { name: 'Columns' });
    if (!mine || !another || !stores) throw new Error('Three tables were expected');
    await userEvent.click(mine);
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await userEvent.keyboard('{Escape}');
    await expect(
      canvas.getAllByRole('button', { name: /^Columns/ }).map((button) => button.textContent),
    ).toEqual(['Columns (1 hidden)', 'Columns', 'Columns']);
    await expect(readTablePreferences(sharedStorage, STORY_USER, 'godowns')).toEqual({
      hiddenColumns: ['status'],
    });
    await expect(readTablePreferences(sharedStorage, 'another-user', 'godowns')).toEqual({});
    await expect(readTablePreferences(sharedStorage, STORY_USER, 'stores')).toEqual({});
  },
};

/**
 * A table wider than its box, scrolled halfway: the ID column and the Actions column stay put,
 * with a shade on their inner edges where columns pass under them.
 */
export const FixedColumnsScrolled: Story = {
  args: { caption: 'Godowns', minWidth: '56rem' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    const frame = region.parentElement;
    const id = canvas.getByRole('columnheader', { name: 'ID' });
    const actions = canvas.getByRole('columnheader', { name: 'Actions' });
    await step('At the start, only the end says there is more', async () => {
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end'));
      await expect(frame).not.toHaveAttribute('data-overflow-start');
    });
    await step('Scrolled, the code and the actions stay at the edges', async () => {
      region.scrollLeft = (region.scrollWidth - region.clientWidth) / 2;
      await waitFor(() => expect(frame).toHaveAttribute('data-overflow-start'));
      await expect(frame).toHaveAttribute('data-overflow-end');
      const box = region.getBoundingClientRect();
      await expect(Math.round(id.getBoundingClientRect().left - box.left)).toBeLessThanOrEqual(1);
      await expect(
        Math.round(box.right - actions.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(1 + region.offsetWidth - region.clientWidth);
      await expect(canvas.getByRole('button', { name: 'Edit Main Warehouse' })).toBeVisible();
    });
    await step('Keyboard users reach the region to scroll it with the arrow keys', async () => {
      canvas.getByRole('button', { name: 'Add Godown' }).focus();
      await userEvent.tab();
      await expect(region).toHaveFocus();
    });
  },
};

/** No Actions column to stay put: the region's own end edge shades while more columns lie beyond. */
export const ScrollHint: Story = {
  render: () => (
    <DataTable<Godown>
      caption="Godowns"
      columns={godownColumns}
      rows={sampleRows}
      getRowId={(godown) => godown.id}
      paginate={false}
      minWidth="56rem"
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    const frame = region.parentElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end'));
    // The shade fades in (a transition the tests shorten to almost nothing).
    await waitFor(() => expect(getComputedStyle(frame as Element, '::after').opacity).toBe('1'));
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).not.toHaveAttribute('data-overflow-end'));
  },
};

/**
 * Long names take two lines, locations one, ending in "…". A cut cell is a tab stop: focused, its
 * whole text shows in a tooltip (hovering shows it too). Short cells are not tab stops.
 */
export const ClampedText: Story = {
  args: { rows: longContentRows, columns: godownClampedColumns, paginate: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, step }) => {
    const longName = longContentRows[0]?.name ?? '';
    const name = canvas.getByText(longName);
    await step('The long name is cut to two lines', async () => {
      await waitFor(() => expect(name).toHaveAttribute('data-clamped'));
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
      await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
      await expect(canvas.getByText('North Godown')).not.toHaveAttribute('tabindex');
      await expect(canvas.getByText(longContentRows[0]?.location ?? '')).toHaveAttribute(
        'data-clamped',
      );
    });
    await step('Tabbing to it shows the whole name', async () => {
      // From the last header's sort button, the next stop is the first cut text.
      canvas.getByRole('button', { name: 'Status' }).focus();
      await userEvent.tab();
      await expect(name).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(longName);
    });
  },
};

/**
 * 360 px, a list whose columns say where they go on a card: cards, not a sideways table — the code
 * and name as the heading, the capacity as the figure, the location, the status and the buttons.
 * Sort by stands in for the headers.
 */
export const Cards: Story = {
  args: { columns: godownCardColumns, defaultPageSize: 10 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, step }) => {
    const region = canvas.getByRole('region', { name: 'Godowns' });
    await step('A list of cards, no table, nothing wider than the screen', async () => {
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(region).getAllByRole('article');
      await expect(cards).toHaveLength(10);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    });
    await step('A card: heading, figure, detail, status and actions', async () => {
      const card = canvas.getByRole('article', { name: 'G001 Main Warehouse' });
      await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
        'G001Main Warehouse',
      );
      await expect(within(card).getByText('Capacity')).toBeVisible();
      await expect(within(card).getByText('50,000 kg')).toBeVisible();
      await expect(within(card).getByText('Location')).toBeVisible();
      await expect(within(card).getByText('Warangal')).toBeVisible();
      await expect(within(card).getByText('Active')).toBeVisible();
      await userEvent.click(within(card).getByRole('button', { name: 'Edit Main Warehouse' }));
      await expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'G001' }));
    });
    await step('Sort by Name, descending reorders the cards', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Name, descending' }));
      const [first] = within(region).getAllByRole('article');
      await expect(first).toHaveAccessibleName('G012 Wardhannapet Godown');
    });
  },
};
