import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { dialogSizes } from './dialog.styles.ts';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { GodownFields } from './story-fields.tsx';

const godownRules = [
  'Stack feed bags on pallets at least 15 cm above the floor and 45 cm away from the walls.',
  'Keep Broiler Starter Feed, Grower Feed and Finisher Feed in separate rows, labelled with the batch.',
  'Issue the oldest stock first; note the batch (for example B001) on every issue slip.',
  'Record every receipt from a supplier the same day, with the weighbridge slip number.',
  'Check for moisture and rodents every morning; report damaged bags to the office before noon.',
  'Medicines and vaccines go to the cold room, never to the feed godown.',
  'Keep the fire extinguishers charged and the aisles clear at all times.',
  'Lock the godown at 6 pm; the key stays with the godown keeper, Suresh Yadav.',
  'Monthly stock count on the last Saturday; differences above 0.5% need a written note.',
  'Transfers between godowns need a transfer slip signed by both keepers.',
  'Empty bags are counted and returned to the supplier every fortnight.',
  'No vehicle waits inside the gate for more than 30 minutes while loading.',
  'Weigh a sample of ten bags from every lorry before unloading it.',
  'Feed older than 60 days from manufacture goes back to the supplier.',
  'Spilt feed is swept and weighed; the weight goes on the daily sheet.',
  'Only the godown keeper and the supervisor sign for issues to farmers like Ramesh Kumar.',
  'Keep the rate card for Broiler Starter Feed (₹45 per kg) displayed at the gate.',
  'Report any stock difference above ₹5,000 to the office on the same day.',
];

function GodownDialog({
  defaultOpen,
  long = false,
  ...content
}: DialogContentProps & { defaultOpen?: boolean; long?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Add Godown</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{long ? 'Godown Rules' : 'Add New Godown'}</DialogTitle>
          <DialogDescription>
            {long
              ? 'Read these rules before you accept stock into a godown'
              : 'Enter the details of the new storage facility'}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          {long ? (
            <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 12 }}>
              {godownRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          ) : (
            <GodownFields />
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>{long ? 'I Have Read Them' : 'Save Godown'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  subcomponents: {
    Dialog,
    DialogTrigger,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogBody,
    DialogFooter,
    DialogClose,
  },
  tags: ['autodocs'],
  args: { size: 'md', closeLabel: 'Close', hideCloseButton: false },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
  render: (args) => <GodownDialog {...args} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the details of the new storage facility',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Godown' });
    let dialog: HTMLElement | undefined;

    await step('Enter on the trigger opens the dialog', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    });

    await step('Focus moves to the first field', async () => {
      await waitFor(() => expect(body().getByLabelText('Godown Name')).toHaveFocus());
    });

    await step('Tab cycles through the dialog and never leaves it', async () => {
      const expected = ['Location', 'Capacity (kg)', 'Cancel', 'Save Godown', 'Close'];
      for (const name of expected) {
        await userEvent.tab();
        await expect(dialog).toContainElement(document.activeElement as HTMLElement);
        await expect(document.activeElement).toHaveAccessibleName(name);
      }
      await userEvent.tab();
      await expect(body().getByLabelText('Godown Name')).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add Godown' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    const overlay = document.querySelector<HTMLElement>('[data-overlay]');
    await expect(overlay).toBeVisible();
    // A click inside the panel keeps it open; a click on the dimmed page closes it.
    await userEvent.click(
      within(dialog).getByText('Enter the details of the new storage facility'),
    );
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    await body().findByRole('dialog', { name: 'Add New Godown' });
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(384);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(512);
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** Taller than the screen: the body scrolls (and can be focused to scroll by keyboard); header and footer stay. */
export const LongContent: Story = {
  render: (args) => <GodownDialog {...args} long />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Godown Rules' });
    const list = within(dialog).getByRole('list');
    const scroller = list.parentElement as HTMLElement;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'I Have Read Them' })).toBeVisible();
  },
};

/** A description kept for screen readers only. */
export const HiddenDescription: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Add Godown</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Add New Godown</DialogTitle>
          <DialogDescription visuallyHidden>
            Enter the details of the new storage facility
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <GodownFields />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save Godown</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the details of the new storage facility',
    );
  },
};

/** On a 360 px phone the panel fills the width minus a margin and the footer buttons stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Godown' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Godown' });
    const save = within(dialog).getByRole('button', { name: 'Save Godown' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().top,
    );
    await expect(save.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
  },
};

const dialogClosed = () =>
  waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());

/**
 * Opened through state, without a DialogTrigger (as the app's record and master dialogs are): after
 * Save, Cancel or Escape focus is back on the button that opened it, so the next Tab goes on from
 * there instead of starting again at the top of the page.
 */
export const ReturnsFocusToOpener: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Add Godown</Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent {...args}>
            <DialogHeader>
              <DialogTitle>Add New Godown</DialogTitle>
              <DialogDescription>Enter the details of the new storage facility</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <GodownFields />
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button onClick={() => setOpen(false)}>Save Godown</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas, step }) => {
    const opener = canvas.getByRole('button', { name: 'Add Godown' });
    const open = async () => {
      await userEvent.click(opener);
      return within(await body().findByRole('dialog', { name: 'Add New Godown' }));
    };
    await step('Save closes it; focus is back on Add Godown', async () => {
      const dialog = await open();
      await userEvent.click(dialog.getByRole('button', { name: 'Save Godown' }));
      await dialogClosed();
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('Cancel does the same', async () => {
      const dialog = await open();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await dialogClosed();
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('And Escape', async () => {
      await open();
      await userEvent.keyboard('{Escape}');
      await dialogClosed();
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

/**
 * The button that opened the dialog is gone once it closes (the godown it deleted): focus goes to
 * the page's main landmark, so the next Tab lands in the screen, not at its top.
 */
export const FocusFallsBackToMain: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [deleted, setDeleted] = useState(false);
    return (
      // Focusable like the app shell's main (the skip link's target), without a ring of its own.
      <main tabIndex={-1} style={{ outline: 'none' }}>
        {deleted ? (
          <p>Main Warehouse was deleted.</p>
        ) : (
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete Main Warehouse
          </Button>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent {...args} size="sm">
            <DialogHeader>
              <DialogTitle>Delete Main Warehouse?</DialogTitle>
              <DialogDescription>This cannot be undone.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  setDeleted(true);
                  setOpen(false);
                }}
              >
                Delete
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </main>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Main Warehouse' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete Main Warehouse?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    await expect(canvas.getByText('Main Warehouse was deleted.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
