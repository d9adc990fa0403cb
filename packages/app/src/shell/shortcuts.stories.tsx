import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
  Input,
  MAIN_CONTENT_ID,
  SearchBox,
} from '@pfm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LookupSourceProvider } from '../features/lookup/api.tsx';
import { withAppProviders } from '../testing/story-decorators.tsx';
import { storyLookup } from './jump-box-story-data.ts';
import { Shortcuts } from './shortcuts.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

const added = fn();

/**
 * A list screen as the shell holds it: its add button marked for N (as the masters' and documents'
 * are), its search box, a note field, and the address; the shortcuts listen over all of it.
 */
function ScreenWithShortcuts() {
  const location = useLocation();
  const [adding, setAdding] = useState(false);
  return (
    <LookupSourceProvider lookup={storyLookup}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ display: 'grid', gap: 16, padding: 16 }}>
        <h1>Farmer Registration</h1>
        <p>
          Address: <output data-testid="address">{`${location.pathname}${location.search}`}</output>
        </p>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            aria-haspopup="dialog"
            data-shortcut="new"
            onClick={() => {
              added();
              setAdding(true);
            }}
          >
            Add Farmer
          </Button>
        </div>
        <SearchBox aria-label="Search farmers" defaultValue="" />
        <Input aria-label="Note" />
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Add Farmer</DialogTitle>
            </DialogHeader>
            <DialogBody>
              <Input aria-label="Farmer Name" />
            </DialogBody>
          </DialogContent>
        </Dialog>
        <Shortcuts />
      </main>
    </LookupSourceProvider>
  );
}

const meta = {
  title: 'Screens/Shell/Keyboard Shortcuts',
  component: ScreenWithShortcuts,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen', route: '/master/farmer' },
} satisfies Meta<typeof ScreenWithShortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = () => document.getElementById(MAIN_CONTENT_ID) as HTMLElement;
const address = () => screen.getByTestId('address');
const addButton = () => screen.getByRole('button', { name: 'Add Farmer' });
const search = () => screen.getByRole('searchbox', { name: 'Search farmers' });
const note = () => screen.getByRole('textbox', { name: 'Note' });
const dialogNamed = (name: string) => screen.queryByRole('dialog', { name });

/** Every shortcut once, from the screen, with where the focus goes each time. */
export const OnAScreen: Story = {
  // It ends on the screen it started from: the dialogs' pictures are the jump box's and the help's.
  parameters: { screenshot: false },
  play: async ({ step }) => {
    main().focus();

    await step('? shows the help; Escape closes it and the focus comes back', async () => {
      await userEvent.keyboard('?');
      const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(within(help).getByText('Jump to any record or screen')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogNamed('Keyboard shortcuts')).not.toBeInTheDocument());
      await expect(main()).toHaveFocus();
    });

    await step('/ goes to the search box, without typing a slash', async () => {
      await userEvent.keyboard('/');
      await expect(search()).toHaveFocus();
      await expect(search()).toHaveValue('');
    });

    await step('N opens the add dialog; the focus returns to Add Farmer after', async () => {
      main().focus();
      added.mockClear();
      await userEvent.keyboard('n');
      await screen.findByRole('dialog', { name: 'Add Farmer' });
      await expect(added).toHaveBeenCalledOnce();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogNamed('Add Farmer')).not.toBeInTheDocument());
      await waitFor(() => expect(addButton()).toHaveFocus());
    });

    await step('g then d goes to the Dashboard, the focus in the screen', async () => {
      await userEvent.keyboard('g');
      await expect(await screen.findByText('Go to… press a letter (? lists them).')).toBeVisible();
      await userEvent.keyboard('d');
      await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
      await expect(main()).toHaveFocus();
      await waitFor(() =>
        expect(screen.queryByText('Go to… press a letter (? lists them).')).not.toBeInTheDocument(),
      );
    });

    await step('Ctrl+K opens the jump box with the focus in its field; Enter opens', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      const field = await screen.findByRole('combobox', { name: 'Jump to a record or a screen' });
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.type(field, 'F001');
      const jumpBox = screen.getByRole('dialog', { name: 'Jump to a record or a screen' });
      await waitFor(() =>
        expect(within(jumpBox).getByRole('status')).toHaveTextContent('2 results'),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(address()).toHaveTextContent('/master/farmer?q=F001'));
      await waitFor(() => expect(main()).toHaveFocus());
    });

    await step('Ctrl+K again closes it; the focus goes back', async () => {
      await userEvent.keyboard('{Control>}k{/Control}');
      await screen.findByRole('combobox', { name: 'Jump to a record or a screen' });
      await userEvent.keyboard('{Control>}k{/Control}');
      await waitFor(() =>
        expect(dialogNamed('Jump to a record or a screen')).not.toBeInTheDocument(),
      );
      await expect(main()).toHaveFocus();
    });
  },
};

/** In a field, a dialog or with Ctrl, Alt or Meta held, the keys are not shortcuts. */
export const NotWhileTyping: Story = {
  parameters: { screenshot: false },
  play: async ({ step }) => {
    await step('typed in a field, n / ? g d are text', async () => {
      await userEvent.click(note());
      await userEvent.keyboard('n/?gd');
      await expect(note()).toHaveValue('n/?gd');
      await expect(dialogNamed('Add Farmer')).not.toBeInTheDocument();
      await expect(dialogNamed('Keyboard shortcuts')).not.toBeInTheDocument();
      await waitFor(() => expect(address()).toHaveTextContent('/master/farmer'));
    });

    await step('in an open dialog, the keys are the dialog’s', async () => {
      main().focus();
      await userEvent.click(addButton());
      const dialog = await screen.findByRole('dialog', { name: 'Add Farmer' });
      // The focus on the dialog's close button, not in a field: still no shortcut.
      within(dialog).getByRole('button', { name: 'Close' }).focus();
      await userEvent.keyboard('?gd');
      await expect(dialogNamed('Keyboard shortcuts')).not.toBeInTheDocument();
      await waitFor(() => expect(address()).toHaveTextContent('/master/farmer'));
      // Ctrl+K does not open a way out of a form being filled in.
      await userEvent.keyboard('{Control>}k{/Control}');
      await expect(dialogNamed('Jump to a record or a screen')).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialogNamed('Add Farmer')).not.toBeInTheDocument());
    });

    await step('with Ctrl, Alt or Meta held, no single-key shortcut fires', async () => {
      main().focus();
      await userEvent.keyboard('{Alt>}n{/Alt}{Control>}/{/Control}{Meta>}g{/Meta}d');
      await expect(dialogNamed('Add Farmer')).not.toBeInTheDocument();
      await expect(search()).not.toHaveFocus();
      await waitFor(() => expect(address()).toHaveTextContent('/master/farmer'));
    });

    await step('a key that names no screen lets g go', async () => {
      await userEvent.keyboard('gz');
      await expect(screen.queryByText('Go to… press a letter (? lists them).')).toBeNull();
      await userEvent.keyboard('d');
      await waitFor(() => expect(address()).toHaveTextContent('/master/farmer'));
    });

    await step('Ctrl+K works from a field', async () => {
      await userEvent.click(note());
      await userEvent.keyboard('{Control>}k{/Control}');
      const field = await screen.findByRole('combobox', { name: 'Jump to a record or a screen' });
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(note()).toHaveFocus());
    });
  },
};

/** The `?` dialog on its own: every shortcut, the `g` letters by the menu's groups. */
export const HelpDialog: StoryObj<typeof ShortcutsHelp> = {
  render: () => <ShortcutsHelp open onOpenChange={() => {}} />,
  play: async () => {
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toHaveAccessibleDescription(
      'Single keys work when the focus is not in a field, a dialog or a menu.',
    );
    const headings = within(help)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(headings).toEqual([
      'Anywhere',
      'On a list',
      'Go to',
      'Go to: Master Setup',
      'Go to: Transactions',
      'Go to: Reports',
      'In the jump box',
      'In a date field',
    ]);
    const line = (does: string) => within(help).getByText(does).previousElementSibling;
    await expect(line('Jump to any record or screen')).toHaveTextContent('Ctrl+K');
    await expect(line('Dashboard')).toHaveTextContent('gthend');
    await expect(line('Purchase')).toHaveTextContent('gthenp');
    await expect(line('Ledger Reports')).toHaveTextContent('gthenl');
    await expect(line('New record (the screen’s add button)')).toHaveTextContent('N');
    // The focus is in the dialog (its first control, or its text when that scrolls).
    await expect(help.contains(document.activeElement)).toBe(true);
    await expect(within(help).getByRole('button', { name: 'Close the shortcuts' })).toBeVisible();
  },
};

/** On a Mac keyboard, Ctrl is ⌘ (read "Command"). */
export const HelpDialogMac: StoryObj<typeof ShortcutsHelp> = {
  render: () => <ShortcutsHelp open onOpenChange={() => {}} mac />,
  play: async () => {
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const jump = within(help).getByText('Jump to any record or screen').previousElementSibling;
    await expect(jump).toHaveTextContent('⌘Command+K');
  },
};
