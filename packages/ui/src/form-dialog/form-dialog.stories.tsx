// Over 400 lines: one story for each state of the form dialog every record form uses (errors, saving, refusals, a phone).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { GodownFields, StoryField } from '../dialog/story-fields.tsx';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';

type SubmitHandler = FormDialogProps['onSubmit'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the form held when it was submitted (read before the first await, as the docs say). */
const submittedGodown = fn();
const readGodown = (event: FormEvent<HTMLFormElement>) =>
  submittedGodown(Object.fromEntries(new FormData(event.currentTarget)));

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  tags: ['autodocs'],
  args: {
    title: 'Add New Godown',
    description: 'Enter the details of the new storage facility',
    submitLabel: 'Save Godown',
    cancelLabel: 'Cancel',
    size: 'md',
    modal: true,
    trigger: <Button>Add Godown</Button>,
    children: <GodownFields />,
    onOpenChange: fn(),
    onSubmit: fn<SubmitHandler>(async (event) => {
      readGodown(event);
      await wait(200);
    }),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDialog = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
  return body().findByRole('dialog', { name: 'Add New Godown' });
};

const fillGodown = async (dialog: HTMLElement) => {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText('Godown Name'), 'Main Warehouse');
  await userEvent.type(form.getByLabelText('Location'), 'Karnal, Haryana');
  await userEvent.type(form.getByLabelText('Capacity (kg)'), '50000');
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the details of the new storage facility',
    );
    await expect(within(dialog).getByLabelText('Godown Name')).toHaveFocus();
  },
};

export const SuccessfulSave: Story = {
  play: async ({ args, canvas, step }) => {
    submittedGodown.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Add Godown' });
    const dialog = await openDialog(canvas);
    await step('Fill in the godown and save', async () => {
      await fillGodown(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Godown' }));
    });
    await step('The dialog closes once the save succeeds', async () => {
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(submittedGodown).toHaveBeenCalledWith({
        name: 'Main Warehouse',
        location: 'Karnal, Haryana',
        capacity: '50000',
      });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
  },
};

/** The save fails: the dialog stays open with what was typed and says why. */
export const FailingSave: Story = {
  args: {
    onSubmit: fn<SubmitHandler>(async () => {
      await wait(100);
      throw new Error('A godown named Main Warehouse already exists.');
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Godown' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('A godown named Main Warehouse already exists.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByLabelText('Godown Name')).toHaveValue('Main Warehouse');
    await expect(within(dialog).getByLabelText('Location')).toHaveValue('Karnal, Haryana');
    await expect(within(dialog).getByLabelText('Capacity (kg)')).toHaveValue(50000);
    await expect(within(dialog).getByRole('button', { name: 'Save Godown' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** While the save is running the button shows progress. */
export const Saving: Story = {
  args: { onSubmit: fn<SubmitHandler>(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    const save = within(dialog).getByRole('button', { name: 'Save Godown' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    // Enter in a field would submit again; it is ignored while saving.
    await userEvent.type(within(dialog).getByLabelText('Location'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const DoubleClickSubmitsOnce: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save Godown' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const CancelCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Godown' });
    const dialog = await openDialog(canvas);
    await userEvent.type(within(dialog).getByLabelText('Godown Name'), 'Main Warehouse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    // Opening again starts with an empty form.
    const reopened = await openDialog(canvas);
    await expect(within(reopened).getByLabelText('Godown Name')).toHaveValue('');
  },
};

/**
 * Save & add another (here by Ctrl+Enter in the last field): the godown is saved, the form starts
 * again empty with the focus on its first field, and the dialog stays open for the next one.
 * The caller empties the fields before its promise resolves (react-hook-form's `reset` sets each
 * field's value, as here).
 */
export const SaveAndAddAnother: Story = {
  args: {
    onSubmitAndAddAnother: fn<SubmitHandler>(async (event) => {
      const form = event.currentTarget;
      readGodown(event);
      await wait(100);
      for (const field of form.querySelectorAll('input')) field.value = '';
    }),
  },
  play: async ({ args, canvas, step }) => {
    submittedGodown.mockClear();
    const dialog = await openDialog(canvas);
    const form = within(dialog);
    const addAnother = form.getByRole('button', { name: 'Save & add another' });
    await step('The button says its shortcut', async () => {
      await expect(addAnother).toHaveAttribute('aria-keyshortcuts', 'Control+Enter');
      await expect(addAnother).toHaveAttribute('title', 'Save & add another (Ctrl+Enter)');
    });
    await step('Ctrl+Enter saves the godown and starts the next one', async () => {
      await fillGodown(dialog);
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      await waitFor(() => expect(form.getByLabelText('Godown Name')).toHaveFocus());
      await expect(args.onSubmitAndAddAnother).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(submittedGodown).toHaveBeenLastCalledWith({
        name: 'Main Warehouse',
        location: 'Karnal, Haryana',
        capacity: '50000',
      });
      await expect(body().getByRole('dialog', { name: 'Add New Godown' })).toBe(dialog);
      await expect(form.getByLabelText('Godown Name')).toHaveValue('');
      await expect(form.getByLabelText('Location')).toHaveValue('');
      await expect(form.getByLabelText('Capacity (kg)')).toHaveValue(null);
      await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    });
    await step('The button does the same; Save then saves the last one and closes', async () => {
      await userEvent.type(form.getByLabelText('Godown Name'), 'North Godown');
      await userEvent.click(addAnother);
      await waitFor(() => expect(form.getByLabelText('Godown Name')).toHaveFocus());
      await expect(args.onSubmitAndAddAnother).toHaveBeenCalledTimes(2);
      await expect(submittedGodown).toHaveBeenLastCalledWith(
        expect.objectContaining({ name: 'North Godown' }),
      );
      await userEvent.type(form.getByLabelText('Godown Name'), 'South Godown');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(args.onSubmitAndAddAnother).toHaveBeenCalledTimes(2);
    });
  },
};

/** While an add-another save runs its button shows progress and Save waits; keys do nothing more. */
export const AddingAnother: Story = {
  args: { onSubmitAndAddAnother: fn<SubmitHandler>(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    const form = within(dialog);
    await expect(form.getByRole('button', { name: 'Save & add another' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(form.getByRole('button', { name: 'Save Godown' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await userEvent.type(form.getByLabelText('Location'), '{Enter}');
    await expect(args.onSubmitAndAddAnother).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The add-another save is refused: the dialog stays with what was typed and says why. */
export const AddAnotherRefused: Story = {
  args: {
    onSubmitAndAddAnother: fn<SubmitHandler>(async () => {
      await wait(100);
      throw new Error('A godown named Main Warehouse already exists.');
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    const form = within(dialog);
    await fillGodown(dialog);
    const addAnother = form.getByRole('button', { name: 'Save & add another' });
    await userEvent.click(addAnother);
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('A godown named Main Warehouse already exists.');
    await expect(args.onSubmitAndAddAnother).toHaveBeenCalledTimes(1);
    await expect(form.getByLabelText('Godown Name')).toHaveValue('Main Warehouse');
    await expect(form.getByLabelText('Location')).toHaveValue('Karnal, Haryana');
    await expect(form.getByLabelText('Capacity (kg)')).toHaveValue(50000);
    await expect(addAnother).not.toHaveAttribute('aria-busy');
    await expect(addAnother).toHaveFocus();
    await expect(body().getByRole('dialog', { name: 'Add New Godown' })).toBeVisible();
  },
};

/** The caller shows its own error (`formError`), so the rejection's message is not repeated. */
export const CallerHandledError: Story = {
  render: function Render(args) {
    const [formError, setFormError] = useState<string | null>(null);
    return (
      <FormDialog
        {...args}
        formError={formError}
        onOpenChange={(open) => {
          if (!open) setFormError(null);
        }}
        onSubmit={async (event) => {
          args.onSubmit(event);
          setFormError('Capacity must be between 1,000 and 10,00,000 kg.');
          throw new Error('400: validation failed');
        }}
      />
    );
  },
  args: { onSubmit: fn<SubmitHandler>() },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Godown' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Capacity must be between 1,000 and 10,00,000 kg.');
    await expect(within(dialog).queryByText('400: validation failed')).not.toBeInTheDocument();
  },
};

/**
 * Open state held by the caller; it counts the godowns saved. Opened without a trigger, the dialog
 * still returns focus to the button that opened it.
 */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [saved, setSaved] = useState(0);
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button onClick={() => setOpen(true)}>Add Godown</Button>
        <span>Godowns saved: {saved}</span>
        <FormDialog
          {...args}
          trigger={undefined}
          open={open}
          onOpenChange={setOpen}
          onSubmit={async (event) => {
            await args.onSubmit(event);
            setSaved((count) => count + 1);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await fillGodown(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Godown' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Godowns saved: 1')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Godown' })).toHaveFocus());
  },
};

/** A long form (Register Farmer) on a short screen: the fields scroll, title and buttons stay. */
export const LongForm: Story = {
  args: {
    title: 'Register Farmer',
    description: 'Enter the farmer’s contact and bank details',
    submitLabel: 'Register Farmer',
    trigger: <Button>Register Farmer</Button>,
    children: (
      <>
        <StoryField label="Farmer Name" name="name" required defaultValue="Ramesh Kumar" />
        <StoryField label="Phone" name="phone" type="tel" required defaultValue="98765 43210" />
        <StoryField label="Email (optional)" name="email" type="email" />
        <StoryField label="Address" name="address" required defaultValue="Village Gharaunda" />
        <StoryField label="City" name="city" required defaultValue="Karnal" />
        <StoryField label="State" name="state" required defaultValue="Haryana" />
        <StoryField label="PIN Code" name="pin" required defaultValue="132114" />
        <StoryField label="Bank Name" name="bank" required defaultValue="State Bank of India" />
        <StoryField label="Account Number" name="account" required defaultValue="30211234567" />
        <StoryField label="IFSC" name="ifsc" required defaultValue="SBIN0001234" />
      </>
    ),
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register Farmer' }));
    const dialog = await body().findByRole('dialog', { name: 'Register Farmer' });
    const submit = within(dialog).getByRole('button', { name: 'Register Farmer' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(submit.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The fields scroll; they are focusable themselves, so the scrolling body is no extra tab stop.
    const scroller = within(dialog).getByLabelText('Farmer Name').closest('label')
      ?.parentElement as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(scroller).not.toHaveAttribute('tabindex');
  },
};

/** A form that takes something back (cancelling a document with a reason): a red submit button. */
export const DestructiveSubmit: Story = {
  args: {
    title: 'Cancel Purchase P006?',
    description: 'Its stock and ledger entries are reversed today. This cannot be undone.',
    submitLabel: 'Cancel Purchase',
    cancelLabel: 'Keep Purchase',
    submitTone: 'destructive',
    size: 'sm',
    trigger: <Button>Cancel P006</Button>,
    children: <StoryField label="Reason" name="reason" />,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel P006' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel Purchase P006?' }));
    await expect(dialog.getByRole('button', { name: 'Keep Purchase' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Reason'), 'Entered twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Purchase' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // The dialog closes and the focus goes back to the button that opened it: the picture shows
    // that, never the dialog half-way through closing.
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel P006' })).toHaveFocus());
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const save = within(dialog).getByRole('button', { name: 'Save Godown' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().top,
    );
  },
};

/** 360 px with Save & add another: the main action on top, then the second save, then Cancel. */
export const NarrowAddAnother: Story = {
  args: { onSubmitAndAddAnother: fn<SubmitHandler>() },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const dialog = within(await openDialog(canvas));
    const top = (name: string) => dialog.getByRole('button', { name }).getBoundingClientRect().top;
    await expect(top('Save Godown')).toBeLessThan(top('Save & add another'));
    await expect(top('Save & add another')).toBeLessThan(top('Cancel'));
  },
};
