import type { AuditEntry, DateFormat } from '@pfm/shared';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  type AuditFilters,
  changeAuditFilters,
  DEFAULT_AUDIT_FILTERS,
  dateErrors,
} from './audit-filters.ts';
import { AuditLogCard } from './audit-log-card.tsx';
import { manyEntries, pageOf, sampleEntries } from './story-data.ts';

interface AuditStoryArgs {
  /** Every entry the "server" holds; the story pages and filters them as the server would. */
  entries: AuditEntry[];
  /** The filters the card starts with. */
  filters?: Partial<AuditFilters>;
  /** The first page never arrives. */
  loading?: boolean;
  loadError?: string | null;
  dateFormat?: DateFormat;
  onFiltersChange: (change: Partial<AuditFilters>) => void;
  onRetry: () => void;
  onRefresh: () => void;
}

/** The card with its filters held in the story, so a play function can search, filter and page. */
function AuditLogStory({
  entries,
  filters: initialFilters,
  loading = false,
  loadError = null,
  dateFormat,
  onFiltersChange,
  onRetry,
  onRefresh,
}: AuditStoryArgs) {
  const [filters, setFilters] = useState<AuditFilters>({
    ...DEFAULT_AUDIT_FILTERS,
    ...initialFilters,
  });
  // Like AuditSection, dates the wrong way round are not asked about: the last answer stays.
  const [answered, setAnswered] = useState(filters);
  if (answered !== filters && Object.keys(dateErrors(filters)).length === 0) setAnswered(filters);
  return (
    <AuditLogCard
      page={loading || loadError ? undefined : pageOf(entries, answered)}
      loadError={loadError}
      onRetry={onRetry}
      onRefresh={onRefresh}
      filters={filters}
      onFiltersChange={(change) => {
        onFiltersChange(change);
        setFilters((current) => changeAuditFilters(current, change));
      }}
      {...(dateFormat && { dateFormat })}
    />
  );
}

const meta = {
  title: 'Screens/Audit Log',
  parameters: { layout: 'padded' },
  args: {
    entries: sampleEntries,
    onFiltersChange: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
  render: (args) => <AuditLogStory {...args} />,
} satisfies Meta<AuditStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Audit log entries' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const detailsDialog = (name: string) => screen.findByRole('dialog', { name });

/** A morning's entries: sign-ins, a failed sign-in and a lockout, masters and settings changed. */
export const Loaded: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the card, its filters and the table', async () => {
      await expect(canvas.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
      const filters = canvas.getByRole('search', { name: 'Filter the audit log' });
      await expect(within(filters).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      await expect(within(filters).getByRole('combobox', { name: 'Action' })).toHaveTextContent(
        'All actions',
      );
      await expect(within(filters).getByLabelText('From')).toHaveValue('');
      await expect(within(filters).getByLabelText('To')).toHaveValue('');
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
      await expect(headers).toEqual(['When', 'Who', 'Action', 'Record', 'Summary', 'Actions']);
      await expect(bodyRows()).toHaveLength(sampleEntries.length);
    });
    await step('each row says when, who, what and to which record', async () => {
      const change = within(table())
        .getByRole('rowheader', { name: '14/03/2026 10:31' })
        .closest('tr') as HTMLElement;
      await expect(within(change).getByText('sunita.mohanty')).toBeVisible();
      await expect(within(change).getByText('Changed')).toBeVisible();
      await expect(within(change).getByText('Godown G002')).toBeVisible();
      await expect(within(change).getByText(/capacityKg 25000 → 30000/)).toBeVisible();
      const lockout = within(table()).getByText('Locked out').closest('tr') as HTMLElement;
      await expect(within(lockout).getByText('pradeep.sahu')).toBeVisible();
      await expect(within(table()).getAllByText('Sign-in failed')).toHaveLength(2);
      await expect(within(table()).getByText('Settings')).toBeVisible();
      await expect(
        canvas.getByText(`Showing 1–${sampleEntries.length} of ${sampleEntries.length}`),
      ).toBeVisible();
    });
    await step('Refresh asks for the newest entries', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

/** The time follows the date format of the settings. */
export const OtherDateFormat: Story = {
  args: { entries: sampleEntries.slice(0, 3), dateFormat: 'DD-MMM-YYYY' },
  play: async () => {
    await expect(
      within(table()).getByRole('rowheader', { name: '14-Mar-2026 11:05' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Audit log entries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  },
};

/** A new installation: nothing has been recorded yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** Searching and choosing an action narrow the list; Clear filters shows everything again. */
export const Filtered: Story = {
  play: async ({ args, canvas, step }) => {
    await step('choose an action', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sign-in failed' }));
      await expect(args.onFiltersChange).toHaveBeenCalledWith({ action: 'sign-in-failed' });
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
    });
    await step('search within it', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'pradeep');
      await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ q: 'pradeep' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      await expect(
        within(table()).getByText('Wrong username or password for pradeep.sahu'),
      ).toBeVisible();
    });
    await step('clear the filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(sampleEntries.length));
      await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
      await expect(canvas.getByRole('combobox', { name: 'Action' })).toHaveTextContent(
        'All actions',
      );
      // Leave a filter on for the picture: failed sign-ins only.
      await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sign-in failed' }));
      await waitFor(() => expect(bodyRows()).toHaveLength(2));
    });
  },
};

/** Nothing on the chosen days: the message says so (not "No entries yet") and offers to clear. */
export const NoResults: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Locked out' }));
    await userEvent.type(canvas.getByLabelText('From'), '15/03/2026');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ from: '2026-03-15' });
    await expect(
      await canvas.findByRole('heading', { name: 'No entries match these filters' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No entries yet' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  },
};

/** A start after the end is said beside To, by the server's own rule. */
export const DateRangeBackwards: Story = {
  args: { filters: { from: '2026-03-14' } },
  play: async ({ canvas }) => {
    const to = canvas.getByLabelText('To');
    await userEvent.type(to, '10/03/2026');
    await expect(await canvas.findByText('The start date is after the end date.')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The start date is after the end date.');
    // The server is not asked: the entries from the 14th stay.
    await expect(bodyRows()).toHaveLength(sampleEntries.length);
  },
};

export const LoadError: Story = {
  args: {
    loadError: 'The server could not answer (500 Internal Server Error). Please try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the audit log');
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A change shows each field with its value before and after; focus returns to the row on close. */
export const ChangeDetails: Story = {
  play: async ({ step }) => {
    const opener = within(table()).getByRole('button', {
      name: 'Details of Changed: Godown G002, 14/03/2026 10:31',
    });
    await step('open the entry', async () => {
      await userEvent.click(opener);
      const sheet = within(await detailsDialog('Changed: Godown G002'));
      await expect(
        sheet.getByText(/capacityKg 25000 → 30000, status active → inactive/),
      ).toBeVisible();
      await expect(sheet.getByRole('heading', { name: '2 fields changed' })).toBeVisible();
      const capacity = sheet.getByText('Capacity (kg)').nextElementSibling as HTMLElement;
      await expect(capacity).toHaveTextContent(/^from\s*25000\s*→\s*to\s*30000$/);
      const status = sheet.getByText('Status').nextElementSibling as HTMLElement;
      await expect(status).toHaveTextContent(/^from\s*active\s*→\s*to\s*inactive$/);
      await expect(sheet.getByText('14/03/2026 10:31:09')).toBeVisible();
      await expect(sheet.getByText('10.0.4.37')).toBeVisible();
    });
    await step('Escape closes it and puts focus back on the row', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });
    await step('Enter opens it again', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(await detailsDialog('Changed: Godown G002')).toBeVisible();
    });
  },
};

/** An added record shows its fields as they were saved. */
export const CreatedDetails: Story = {
  play: async () => {
    await userEvent.click(
      within(table()).getByRole('button', {
        name: 'Details of Created: Farmer F014, 14/03/2026 10:12',
      }),
    );
    const sheet = within(await detailsDialog('Created: Farmer F014'));
    await expect(sheet.getByRole('heading', { name: 'Record as created' })).toBeVisible();
    const fieldValue = (label: string) => sheet.getByText(label).nextElementSibling;
    await expect(fieldValue('Name')).toHaveTextContent('Bikash Nayak');
    await expect(fieldValue('IFSC code')).toHaveTextContent('SBIN0001234');
    await expect(fieldValue('PIN code')).toHaveTextContent('752101');
    await expect(fieldValue('Email')).toHaveTextContent('—');
    await expect(fieldValue('Active farms')).toHaveTextContent('0');
    await expect(sheet.getByText('admin')).toBeVisible();
  },
};

/** More entries than a page: the pages, and more rows per page. */
export const Paging: Story = {
  args: { entries: manyEntries },
  play: async ({ args, canvas, step }) => {
    const pages = canvas.getByRole('navigation', { name: 'Audit log pages' });
    await step('the first page', async () => {
      await expect(bodyRows()).toHaveLength(10);
      await expect(within(pages).getByText(`Showing 1–10 of ${manyEntries.length}`)).toBeVisible();
    });
    await step('the next page', async () => {
      await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
      await expect(args.onFiltersChange).toHaveBeenCalledWith({ page: 2 });
      await expect(within(pages).getByText(`Showing 11–20 of ${manyEntries.length}`)).toBeVisible();
      await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        within(table()).getByRole('rowheader', { name: '13/03/2026 17:45' }),
      ).toBeVisible();
    });
    await step('25 rows per page starts again from the first', async () => {
      await userEvent.selectOptions(within(pages).getByLabelText('Rows per page'), '25');
      await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ size: 25 });
      await expect(bodyRows()).toHaveLength(25);
      await expect(within(pages).getByText(`Showing 1–25 of ${manyEntries.length}`)).toBeVisible();
    });
  },
};

const longEntries: AuditEntry[] = [
  {
    id: 301,
    at: '2026-03-14T12:20:00',
    actor: 'sunita.mohanty',
    action: 'update',
    entity: 'settings',
    entityKey: null,
    summary:
      'Changed settings: companyName Kalinga Broilers Pvt. Ltd. → Kalinga Broilers and Hatcheries Private Limited, address Plot 42, Industrial Estate, Khordha, Odisha 752055 → Plot 42 and 43, Phase II, Industrial Estate, Khurda Road, Khordha, Od…, email accounts@kalingabroilers.in → accounts.and.settlements@kalingabroilersandhatcheries.co.in',
    details: {
      companyName: [
        'Kalinga Broilers Pvt. Ltd.',
        'Kalinga Broilers and Hatcheries Private Limited',
      ],
      address: [
        'Plot 42, Industrial Estate, Khordha, Odisha 752055',
        'Plot 42 and 43, Phase II, Industrial Estate, Khurda Road, Khordha, Odisha 752055',
      ],
      email: [
        'accounts@kalingabroilers.in',
        'accounts.and.settlements@kalingabroilersandhatcheries.co.in',
      ],
    },
    address: '2401:4900:1c5a:8d2e:95f1:3b7c:44a0:e21f',
  },
  ...sampleEntries.slice(0, 3),
];

/** Long summaries wrap inside their column; long values wrap inside the detail view. */
export const LongSummary: Story = {
  args: { entries: longEntries },
  play: async () => {
    const summary = within(table()).getByText(/accounts\.and\.settlements@/);
    await expect(summary).toBeVisible();
    // Wrapped within the table, not widening it past the card.
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** The long change opened: values wrap inside the sheet. */
export const LongDetails: Story = {
  args: { entries: longEntries },
  play: async () => {
    await userEvent.click(
      within(table()).getByRole('button', {
        name: 'Details of Changed: Settings, 14/03/2026 12:20',
      }),
    );
    const dialog = await detailsDialog('Changed: Settings');
    await expect(within(dialog).getByRole('heading', { name: '3 fields changed' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** A phone: the filters stack, the table scrolls sideways inside its own region. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Audit log entries' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** On a phone the detail view takes most of the screen. */
export const NarrowDetails: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await userEvent.click(
      within(table()).getByRole('button', {
        name: 'Details of Changed: Godown G002, 14/03/2026 10:31',
      }),
    );
    await expect(await detailsDialog('Changed: Godown G002')).toBeVisible();
  },
};
