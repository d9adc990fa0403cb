import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { ConfirmDialog, type ConfirmDialogProps, confirmDialogTones } from './confirm-dialog.tsx';

type ConfirmHandler = ConfirmDialogProps['onConfirm'];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete Main Warehouse?',
    description: 'This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'destructive',
    modal: true,
    trigger: (
      <Button variant="outline" size="icon" aria-label="Delete Main Warehouse">
        <Trash2 aria-hidden="true" />
      </Button>
    ),
    onConfirm: fn<ConfirmHandler>(() => wait(200)),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    trigger: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openDialog = async (canvas: ReturnType<typeof within>, trigger = 'Delete Main Warehouse') => {
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  return body().findByRole('alertdialog');
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Delete Main Warehouse?');
    await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cancel, Escape close it; a click outside does not (an alert dialog needs an answer). */
export const Cancel: Story = {
  play: async ({ args, canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Main Warehouse' });
    await step('Cancel closes without deleting; focus returns to the trigger', async () => {
      const dialog = await openDialog(canvas);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('A click on the overlay keeps it open', async () => {
      const dialog = await openDialog(canvas);
      await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
      await expect(dialog).toBeInTheDocument();
    });
    await step('Escape closes it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The delete fails: the dialog stays open and says why. */
export const Failure: Story = {
  args: {
    onConfirm: fn<ConfirmHandler>(async () => {
      await wait(100);
      throw new Error(
        'Main Warehouse still holds 1,200 kg of Broiler Starter Feed. Move the stock first.',
      );
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Main Warehouse still holds 1,200 kg of Broiler Starter Feed. Move the stock first.',
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** While deleting, the button shows progress and further clicks are ignored. */
export const Deleting: Story = {
  args: { onConfirm: fn<ConfirmHandler>(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.dblClick(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Not every confirmation destroys something. */
export const PrimaryTone: Story = {
  args: {
    title: 'Mark payment as received?',
    description: '₹1,25,000 from Ramesh Kumar will be credited to his ledger.',
    confirmLabel: 'Mark Received',
    tone: 'primary',
    trigger: <Button>Mark Received</Button>,
  },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas, 'Mark Received');
    await expect(dialog).toHaveAccessibleName('Mark payment as received?');
    await expect(within(dialog).getByRole('button', { name: 'Mark Received' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().top,
    );
  },
};
