import {
  formatDate,
  resetClock,
  type SchemeVersion,
  type SchemeVersionInput,
  setClock,
} from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { SCHEMES_DESCRIPTION, SchemesCard } from './schemes-card.tsx';
import { STORY_TODAY, sampleSchemes } from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root; stories do it here. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

/** What the server answers to a saved version: the input, numbered after the scheme's latest. */
const savedAs =
  (code: string, version: number) =>
  async (input: SchemeVersionInput): Promise<SchemeVersion> => ({
    ...input,
    code,
    version,
    isDefault: code === 'SCH001',
    settlements: 0,
    createdAt: `${STORY_TODAY}T10:00:00`,
    createdBy: 'admin',
  });

const meta = {
  title: 'Screens/Settlement Schemes',
  component: SchemesCard,
  decorators: [withToasts],
  parameters: { layout: 'padded' },
  args: {
    schemes: sampleSchemes,
    onRetry: fn(),
    onAdd: fn(savedAs('SCH003', 1)),
    onAddVersion: fn((code: string, input: SchemeVersionInput) =>
      savedAs(
        code,
        (sampleSchemes.find((scheme) => scheme.code === code)?.version ?? 0) + 1,
      )(input),
    ),
  },
  // "Today" is the stories' day, so which version is in force and a new version's date never change.
  beforeEach: () => {
    setClock(new Date(`${STORY_TODAY}T06:30:00Z`));
    return resetClock;
  },
} satisfies Meta<typeof SchemesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openAddScheme = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Scheme' }));
  return body().findByRole('dialog', { name: 'Add Scheme' });
};

const openNewVersion = async (canvas: ReturnType<typeof within>, code: string) => {
  await userEvent.click(canvas.getByRole('button', { name: `New Version of ${code}` }));
  return body().findByRole('dialog', { name: `New Version of ${code}` });
};

/** Replaces a field's text, as a user selecting it all and typing would. */
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

/** A row's cells as text, in column order. */
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim());

/** Every version in the server's order; the default's older version quieter, with its settlements. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SCHEMES_DESCRIPTION)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Settlement schemes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Scheme',
      'Version',
      'In Force From',
      'Growing Charge',
      'Standard PC',
      'Applies To',
      'Used By',
      'Actions',
    ]);
    const [, current, earlier, premium] = within(table).getAllByRole('row');
    await expect(cellsOf(current as HTMLElement)).toEqual([
      'SCH001DefaultStandard Growing Scheme',
      '2In force',
      '01/01/2026',
      '₹6.50/kg₹3.50–₹11.00',
      '₹98.00/kg',
      'All other farmers',
      'No settlements',
      'New Version',
    ]);
    await expect(cellsOf(earlier as HTMLElement)).toEqual([
      'SCH001Standard Growing Scheme',
      '1Superseded',
      '01/04/2025',
      '₹6.00/kg₹3.00–₹10.00',
      '₹95.00/kg',
      'All other farmers',
      '3 settlements',
      '',
    ]);
    await expect(cellsOf(premium as HTMLElement)).toEqual([
      'SCH002Premium growers',
      '1In force',
      '01/02/2026',
      '₹7.50/kg₹4.00–₹12.50',
      '₹95.00/kg',
      'F002',
      'No settlements',
      'New Version',
    ]);
    // A new version is offered once per scheme, on its latest version.
    await expect(canvas.getAllByRole('button', { name: /^New Version of / })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { schemes: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Settlement schemes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: {
    schemes: undefined,
    loadError: 'The server could not answer (500 Internal Server Error). Please try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load the settlement schemes',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A new scheme starts empty, from today, with the default scheme's latest terms to change. */
export const AddSchemeDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddScheme(canvas);
    const form = within(dialog);
    await expect(form.getByLabelText(/^Name/)).toHaveValue('');
    await expect(form.getByLabelText(/^In Force From/)).toHaveValue(formatDate(STORY_TODAY));
    await expect(form.getByLabelText(/^Standard Production Cost/)).toHaveValue('98.00');
    await expect(form.getByLabelText(/^Mortality Allowance/)).toHaveValue('5.5');
    await expect(form.getByLabelText(/^Farmer Codes/)).toHaveValue('');
    for (const group of ['Growing Charge', 'Costs', 'Incentives', 'Deductions', 'Farmers']) {
      await expect(form.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(form.getByLabelText(/^Name/)).toHaveFocus();
  },
};

/** Saving a new scheme: rupees, per cent and FCR sent exactly as paise, basis points, thousandths. */
export const SchemeAdded: Story = {
  play: async ({ args, canvas, step }) => {
    const dialog = await openAddScheme(canvas);
    const form = within(dialog);
    await step('name it, change a few terms and name its farmers', async () => {
      await userEvent.type(form.getByLabelText(/^Name/), 'Khordha cluster');
      await retype(form.getByLabelText(/^Base Growing Charge/), '7.05');
      await retype(form.getByLabelText(/^Mortality Allowance/), '6.25');
      await retype(form.getByLabelText(/^Market Share/), '33.33');
      await retype(form.getByLabelText(/^Maximum FCR/), '1.725');
      await userEvent.click(form.getByRole('combobox', { name: /^Medicine$/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Standard per Bird' }));
      await retype(form.getByLabelText(/^Medicine \(₹ per Bird\)/), '3.5');
      await userEvent.type(form.getByLabelText(/^Farmer Codes/), 'f004, F007');
      await userEvent.click(form.getByRole('button', { name: 'Add Scheme' }));
    });
    await step('the scheme is sent in the API’s units and the dialog closes', async () => {
      await waitFor(() =>
        expect(args.onAdd).toHaveBeenCalledWith({
          name: 'Khordha cluster',
          effectiveFrom: STORY_TODAY,
          terms: {
            ...sampleSchemes[0]?.terms,
            baseGcPaise: 705,
            medicineBasis: 'standard',
            medicinePerBirdPaise: 350,
            mortalityAllowanceBp: 625,
            marketShareBp: 3333,
            maxFcrMilli: 1725,
          },
          farmerCodes: ['F004', 'F007'],
        }),
      );
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(await screen.findByText('Scheme SCH003 added')).toBeVisible();
    });
  },
};

/** A new version of the default scheme: its latest terms from today; it applies to everyone else. */
export const NewVersionDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await openNewVersion(canvas, 'SCH001');
    const form = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(/keep version 2 or the one they used/);
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Standard Growing Scheme');
    await expect(form.getByLabelText(/^In Force From/)).toHaveValue(formatDate(STORY_TODAY));
    await expect(form.getByLabelText(/^Standard Production Cost/)).toHaveValue('98.00');
    await expect(form.getByLabelText(/^Base Growing Charge/)).toHaveValue('6.50');
    await expect(form.getByLabelText(/^Minimum GC/)).toHaveValue('3.50');
    await expect(form.getByLabelText(/^Maximum GC/)).toHaveValue('11.00');
    await expect(form.getByRole('combobox', { name: /^Medicine$/ })).toHaveTextContent(
      'At Actual Cost',
    );
    await expect(form.getByLabelText(/^Market Share/)).toHaveValue('50');
    await expect(form.getByLabelText(/^Maximum FCR/)).toHaveValue('1.75');
    await expect(form.getByLabelText(/^TDS/)).toHaveValue('1');
    // The default scheme names no farmers: it settles everyone another scheme does not.
    await expect(form.queryByLabelText(/^Farmer Codes/)).not.toBeInTheDocument();
  },
};

/**
 * A new version of a farmer's own scheme keeps its farmers; once saved, the dialog closes and focus
 * is back on the row's button.
 */
export const VersionSaved: Story = {
  play: async ({ args, canvas, step }) => {
    const dialog = await openNewVersion(canvas, 'SCH002');
    const form = within(dialog);
    await step(
      'the farmers are those of the latest version; change the date and a charge',
      async () => {
        await expect(form.getByLabelText(/^Farmer Codes/)).toHaveValue('F002');
        await retype(form.getByLabelText(/^In Force From/), '01/04/2026');
        await retype(form.getByLabelText(/^Maximum GC/), '13');
        await userEvent.click(form.getByRole('button', { name: 'Save Version' }));
      },
    );
    await step('the version is saved, the dialog closes and focus goes back', async () => {
      await waitFor(() =>
        expect(args.onAddVersion).toHaveBeenCalledWith('SCH002', {
          name: 'Premium growers',
          effectiveFrom: '2026-04-01',
          terms: { ...sampleSchemes[2]?.terms, maxGcPaise: 1300 },
          farmerCodes: ['F002'],
        }),
      );
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(await screen.findByText('SCH002 version 2 saved')).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'New Version of SCH002' })).toHaveFocus(),
      );
    });
  },
};

/** What the form refuses before asking the server, each message beside its field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openAddScheme(canvas);
    const form = within(dialog);
    await retype(form.getByLabelText(/^Maximum GC/), '3');
    await userEvent.type(form.getByLabelText(/^Farmer Codes/), 'F002, Ravi');
    await userEvent.click(form.getByRole('button', { name: 'Add Scheme' }));
    await expect(await form.findByText('Enter a name for the scheme.')).toBeVisible();
    const maximum = form.getByLabelText(/^Maximum GC/);
    await expect(maximum).toHaveAttribute('aria-invalid', 'true');
    await expect(maximum).toHaveAccessibleDescription(
      'The maximum growing charge cannot be below the minimum.',
    );
    await expect(
      form.getByText('RAVI is not a farmer code: use codes like F002, separated by commas.'),
    ).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/**
 * Another Administrator added a version from a later date meanwhile: the server refuses the date
 * and its message shows beside In Force From; what was typed stays.
 */
export const SaveRefused: Story = {
  args: {
    onAddVersion: fn(async (_code: string, _input: SchemeVersionInput): Promise<SchemeVersion> => {
      throw new ApiError(400, 'validation_failed', 'Some fields need attention.', {
        effectiveFrom:
          'Version 3 of SCH001 is in force from 01/04/2026; a new version cannot start before that.',
      });
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openNewVersion(canvas, 'SCH001');
    const form = within(dialog);
    await retype(form.getByLabelText(/^Base Growing Charge/), '6.75');
    await userEvent.click(form.getByRole('button', { name: 'Save Version' }));
    await waitFor(() => expect(args.onAddVersion).toHaveBeenCalledTimes(1));
    const date = form.getByLabelText(/^In Force From/);
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    await expect(date).toHaveAccessibleDescription(
      /Version 3 of SCH001 is in force from 01\/04\/2026; a new version cannot start before that\.$/,
    );
    await expect(form.getByLabelText(/^Base Growing Charge/)).toHaveValue('6.75');
    await expect(body().getByRole('dialog', { name: 'New Version of SCH001' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
};
