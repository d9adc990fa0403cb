// Over 400 lines: one story for each way through the wizard kit (steps, errors, keyboard, a phone).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ChangeEvent, useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';
import { Wizard, type WizardProps, type WizardStep } from './wizard.tsx';

// Plain native fields: the design system's Input and Select are built separately.
const Field = styled.div`
  display: grid;
  gap: ${vars.space[1.5]};
  max-width: 24rem;
  label { font-weight: ${vars.font.weight.medium}; }
  input, select {
    height: 2.25rem;
    padding: 0 ${vars.space[3]};
    border: 1px solid ${vars.color.input};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
    color: ${vars.color.foreground};
  }
  input:focus-visible, select:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 2px; }
  p { color: ${vars.color.mutedForeground}; font-size: ${vars.fontSize.xs}; }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  dt { color: ${vars.color.mutedForeground}; }
  dd { margin: 0; font-weight: ${vars.font.weight.medium}; }
`;

const farms = [
  { id: 'FM001', name: 'Green Valley Farm', farmer: 'Ramesh Kumar' },
  { id: 'FM002', name: 'Sunrise Poultry Farm', farmer: 'Suresh Patel' },
  { id: 'FM003', name: 'Mahanadi Farm', farmer: 'Anita Das' },
];

const items: { id: string; name: string; unit: string; unitHint: string }[] = [
  { id: 'I001', name: 'Day-old Chicks', unit: 'pieces', unitHint: 'In pieces' },
  { id: 'I002', name: 'Broiler Starter Feed', unit: 'bags', unitHint: 'In bags' },
  { id: 'I003', name: 'Broiler Grower Feed', unit: 'bags', unitHint: 'In bags' },
  { id: 'I004', name: 'Vitamin Supplement', unit: 'liters', unitHint: 'In liters' },
];

interface IssueDraft {
  farmId: string;
  itemId: string;
  quantity: string;
  batchId: string;
}

const emptyIssue: IssueDraft = { farmId: '', itemId: '', quantity: '', batchId: '' };
const filledIssue: IssueDraft = {
  farmId: 'FM001',
  itemId: 'I002',
  quantity: '25',
  batchId: 'B001',
};

interface IssueToFarmerProps extends Partial<WizardProps> {
  onSubmit: WizardProps['onSubmit'];
  /** The draft the screen starts with. */
  initialIssue?: IssueDraft;
  /** Whether Next checks the step (the product) or lets empty fields through (the old prototype). */
  validated?: boolean;
}

/** The Issue to Farmer screen's wizard: the screen keeps the draft, the wizard the steps. */
function IssueToFarmerWizard({
  initialIssue = emptyIssue,
  validated = true,
  onSubmit,
  ...wizardProps
}: IssueToFarmerProps) {
  const [issue, setIssue] = useState(initialIssue);
  const id = useId();
  const edit =
    (field: keyof IssueDraft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setIssue((draft) => ({ ...draft, [field]: event.target.value }));
  const farm = farms.find((candidate) => candidate.id === issue.farmId);
  const item = items.find((candidate) => candidate.id === issue.itemId);
  const quantity = Number(issue.quantity);

  const steps: WizardStep[] = [
    {
      id: 'select-farm',
      label: 'Select Farm',
      content: (
        <Field>
          <label htmlFor={`${id}-farm`}>Farm</label>
          <select id={`${id}-farm`} value={issue.farmId} onChange={edit('farmId')} required>
            <option value="">Select a farm</option>
            {farms.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.farmer})
              </option>
            ))}
          </select>
        </Field>
      ),
      validate: validated ? () => (farm ? null : 'Select a farm to continue.') : undefined,
    },
    {
      id: 'select-item',
      label: 'Select Item',
      content: (
        <Field>
          <label htmlFor={`${id}-item`}>Item</label>
          <select id={`${id}-item`} value={issue.itemId} onChange={edit('itemId')} required>
            <option value="">Select an item</option>
            {items.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      ),
      validate: validated ? () => (item ? null : 'Select the item to issue.') : undefined,
    },
    {
      id: 'enter-details',
      label: 'Enter Details',
      content: (
        <>
          <Field>
            <label htmlFor={`${id}-quantity`}>Quantity</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              value={issue.quantity}
              onChange={edit('quantity')}
              aria-describedby={`${id}-quantity-hint`}
              required
            />
            <p id={`${id}-quantity-hint`}>{item ? item.unitHint : 'Select an item first'}</p>
          </Field>
          <Field>
            <label htmlFor={`${id}-batch`}>Batch ID</label>
            <input
              id={`${id}-batch`}
              value={issue.batchId}
              onChange={edit('batchId')}
              aria-describedby={`${id}-batch-hint`}
              required
            />
            <p id={`${id}-batch-hint`}>For example B001</p>
          </Field>
        </>
      ),
      validate: validated
        ? () => {
            if (!(quantity > 0)) return 'Enter a quantity above 0.';
            return issue.batchId.trim() ? null : 'Enter the batch ID, for example B001.';
          }
        : undefined,
    },
    {
      id: 'confirm',
      label: 'Confirm',
      content: (
        <Summary>
          <dt>Farm</dt>
          <dd>{farm ? `${farm.name} (${farm.farmer})` : 'Not selected'}</dd>
          <dt>Item</dt>
          <dd>{item ? item.name : 'Not selected'}</dd>
          <dt>Quantity</dt>
          <dd>
            {issue.quantity === ''
              ? '0'
              : item
                ? `${quantity.toLocaleString('en-IN')} ${item.unit}`
                : quantity.toLocaleString('en-IN')}
          </dd>
          <dt>Batch</dt>
          <dd>{issue.batchId.trim() || 'N/A'}</dd>
        </Summary>
      ),
    },
  ];

  return (
    <Wizard
      {...wizardProps}
      steps={steps}
      onSubmit={async () => {
        await onSubmit();
        if (wizardProps.resetOnSubmit) setIssue(emptyIssue);
      }}
    />
  );
}

/** The state of every step in the named step indicator, in order. */
const stepStates = (canvasElement: HTMLElement, name = 'Issue to Farmer progress') =>
  within(within(canvasElement).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.state);

const meta = {
  title: 'Navigation/Wizard',
  component: Wizard,
  tags: ['autodocs'],
  args: {
    // The stories build their steps from the draft they keep (see IssueToFarmerWizard).
    steps: [],
    'aria-label': 'Issue to Farmer',
    submitLabel: 'Submit Issue',
    resetOnSubmit: true,
    onSubmit: fn(async () => {}),
    onStepChange: fn(),
  },
  argTypes: {
    steps: { control: false },
    stepIndex: { control: false },
    defaultStepIndex: { control: { type: 'number', min: 0, max: 3 } },
  },
  render: ({ steps: _steps, ...args }) => <IssueToFarmerWizard {...args} />,
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const back = canvas.getByRole('button', { name: 'Back' });

    await step('Back is disabled on the first step and there is no submit yet', async () => {
      await expect(back).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
      await expect(canvas.queryByRole('button', { name: 'Submit Issue' })).not.toBeInTheDocument();
      await expect(stepStates(canvasElement)).toEqual([
        'current',
        'upcoming',
        'upcoming',
        'upcoming',
      ]);
    });

    await step('Next is blocked until a farm is chosen, and says why', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Select a farm to continue.',
      );
      await expect(canvas.getByRole('group', { name: 'Step 1 of 4: Select Farm' })).toBeVisible();
      await expect(args.onStepChange).not.toHaveBeenCalled();
    });

    await step('Next moves to Select Item and marks Select Farm complete', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Farm'), 'FM001');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
      await expect(canvas.getByRole('group', { name: 'Step 2 of 4: Select Item' })).toHaveFocus();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(stepStates(canvasElement)).toEqual([
        'complete',
        'current',
        'upcoming',
        'upcoming',
      ]);
      await expect(back).toBeEnabled();
    });

    await step('Back returns to Select Farm with the farm kept', async () => {
      await userEvent.click(back);
      await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
      await expect(canvas.getByRole('group', { name: 'Step 1 of 4: Select Farm' })).toHaveFocus();
      await expect(canvas.getByLabelText('Farm')).toHaveValue('FM001');
      await expect(back).toBeDisabled();
    });

    await step('Fill in the item and the details', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.selectOptions(canvas.getByLabelText('Item'), 'I002');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await userEvent.type(canvas.getByLabelText('Quantity'), '25');
      await userEvent.type(canvas.getByLabelText('Batch ID'), 'B001');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    });

    await step('Confirm summarises the issue and offers Submit Issue instead of Next', async () => {
      const summary = canvas.getByRole('group', { name: 'Step 4 of 4: Confirm' });
      await expect(summary).toHaveTextContent('Green Valley Farm (Ramesh Kumar)');
      await expect(summary).toHaveTextContent('Broiler Starter Feed');
      await expect(summary).toHaveTextContent('25 bags');
      await expect(summary).toHaveTextContent('B001');
      await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      await expect(stepStates(canvasElement)).toEqual([
        'complete',
        'complete',
        'complete',
        'current',
      ]);
    });

    await step('Submit Issue calls onSubmit and starts again with empty fields', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(canvas.getByRole('group', { name: 'Step 1 of 4: Select Farm' })).toHaveFocus(),
      );
      await expect(canvas.getByLabelText('Farm')).toHaveValue('');
      await expect(back).toBeDisabled();
      await expect(stepStates(canvasElement)).toEqual([
        'current',
        'upcoming',
        'upcoming',
        'upcoming',
      ]);
    });
  },
};

export const SelectFarmStep: Story = {
  args: { defaultStepIndex: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByLabelText('Farm')).toBeRequired();
  },
};

export const SelectItemStep: Story = {
  args: { defaultStepIndex: 1 },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard {...args} initialIssue={{ ...emptyIssue, farmId: 'FM001' }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Step 2 of 4: Select Item' })).toBeVisible();
    await expect(stepStates(canvasElement)).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
  },
};

export const EnterDetailsStep: Story = {
  args: { defaultStepIndex: 2 },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard
      {...args}
      initialIssue={{ ...emptyIssue, farmId: 'FM001', itemId: 'I002' }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Quantity')).toHaveAccessibleDescription('In bags');
    await expect(stepStates(canvasElement)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  },
};

export const ConfirmStep: Story = {
  args: { defaultStepIndex: 3 },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard {...args} initialIssue={filledIssue} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Green Valley Farm (Ramesh Kumar)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Issue' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** The specification's prototype: Next is never blocked, and the summary falls back for empty fields. */
export const WithoutValidation: Story = {
  render: ({ steps: _steps, ...args }) => <IssueToFarmerWizard {...args} validated={false} />,
  play: async ({ args, canvas }) => {
    for (let click = 0; click < 3; click++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    }
    await expect(args.onStepChange).toHaveBeenLastCalledWith(3);
    const summary = canvas.getByRole('group', { name: 'Step 4 of 4: Confirm' });
    await expect(within(summary).getAllByText('Not selected')).toHaveLength(2);
    await expect(within(summary).getByText('0')).toBeVisible();
    await expect(within(summary).getByText('N/A')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ValidationError: Story = {
  args: { defaultStepIndex: 2 },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard
      {...args}
      initialIssue={{ ...emptyIssue, farmId: 'FM001', itemId: 'I002', quantity: '0' }}
    />
  ),
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a quantity above 0.');
    await expect(next).toHaveAccessibleDescription('Enter a quantity above 0.');
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Quantity'));
    await userEvent.type(canvas.getByLabelText('Quantity'), '25');
    await userEvent.click(next);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter the batch ID, for example B001.',
    );
    await expect(canvas.getByRole('group', { name: 'Step 3 of 4: Enter Details' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: {
    defaultStepIndex: 3,
    // Never settles, so the story stays in progress.
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard {...args} initialIssue={filledIssue} />
  ),
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit Issue' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SubmitFailed: Story = {
  args: {
    defaultStepIndex: 3,
    onSubmit: fn(async () => {
      throw new Error('Only 20 bags of Broiler Starter Feed are left in Main Warehouse.');
    }),
  },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard {...args} initialIssue={filledIssue} />
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Issue' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only 20 bags of Broiler Starter Feed are left in Main Warehouse.',
    );
    await expect(canvas.getByRole('group', { name: 'Step 4 of 4: Confirm' })).toHaveTextContent(
      '25 bags',
    );
    await expect(canvas.getByRole('button', { name: 'Submit Issue' })).toBeEnabled();
  },
};

/** The screen owns the step (for example to keep it in the URL). */
export const Controlled: Story = {
  render: function ControlledWizard({ steps: _steps, ...args }) {
    const [stepIndex, setStepIndex] = useState(1);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <p>Step in the address bar: ?step={stepIndex + 1}</p>
        <IssueToFarmerWizard
          {...args}
          initialIssue={{ ...emptyIssue, farmId: 'FM002' }}
          stepIndex={stepIndex}
          onStepChange={(next) => {
            args.onStepChange?.(next);
            setStepIndex(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(stepStates(canvasElement)).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(0);
    await expect(canvas.getByText('Step in the address bar: ?step=1')).toBeVisible();
    await expect(canvas.getByLabelText('Farm')).toHaveValue('FM002');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { defaultStepIndex: 2 },
  render: ({ steps: _steps, ...args }) => (
    <IssueToFarmerWizard
      {...args}
      initialIssue={{ ...emptyIssue, farmId: 'FM003', itemId: 'I001' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select Farm').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    await expect(canvas.getByText('Enter Details').getBoundingClientRect().width).toBeGreaterThan(
      40,
    );
    await userEvent.type(canvas.getByLabelText('Quantity'), '5000');
    await userEvent.type(canvas.getByLabelText('Batch ID'), 'B003');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('group', { name: 'Step 4 of 4: Confirm' })).toHaveTextContent(
      '5,000 pieces',
    );
    await expect(canvas.getByText('Confirm').getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

/**
 * `validate` returns `false` when the step shows its own message beside the field: the wizard stays
 * on the step and adds no message of its own.
 */
export const FieldMessages: Story = {
  render: function FieldMessagesWizard({ steps: _steps, ...args }) {
    const [farmId, setFarmId] = useState('');
    const [farmError, setFarmError] = useState<string | null>(null);
    const id = useId();
    const steps: WizardStep[] = [
      {
        id: 'select-farm',
        label: 'Select Farm',
        content: (
          <Field>
            <label htmlFor={`${id}-farm`}>Farm</label>
            <select
              id={`${id}-farm`}
              value={farmId}
              onChange={(event) => setFarmId(event.target.value)}
              aria-invalid={farmError ? true : undefined}
              aria-describedby={farmError ? `${id}-farm-error` : undefined}
            >
              <option value="">Select a farm</option>
              {farms.map((farm) => (
                <option key={farm.id} value={farm.id}>
                  {farm.name}
                </option>
              ))}
            </select>
            {farmError ? <p id={`${id}-farm-error`}>{farmError}</p> : null}
          </Field>
        ),
        validate: () => {
          setFarmError(farmId ? null : 'Choose the farm.');
          return farmId ? null : false;
        },
      },
      { id: 'confirm', label: 'Confirm', content: <p>Ready to submit.</p> },
    ];
    return <Wizard {...args} steps={steps} />;
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Farm')).toHaveAccessibleDescription('Choose the farm.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText('Farm'), 'FM002');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
  },
};
