import { MAIN_CONTENT_ID } from '@pfm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type LookupSource, LookupSourceProvider } from '../features/lookup/api.tsx';
import { ApiError } from '../lib/api.ts';
import { withAppProviders } from '../testing/story-decorators.tsx';
import { JumpBox } from './jump-box.tsx';
import { storyLookup } from './jump-box-story-data.ts';

/** Where the app is: a screen's main content, saying its address (what a choice opened). */
function Where() {
  const location = useLocation();
  return (
    <p>
      Address: <output data-testid="address">{`${location.pathname}${location.search}`}</output>
    </p>
  );
}

interface JumpBoxFrameProps {
  /** What the server answers (stories answer from fixed records, a failure or a wait). */
  lookup: LookupSource;
}

/** The jump box open over a screen, as Ctrl+K opens it; a button opens it again once closed. */
function JumpBoxFrame({ lookup }: JumpBoxFrameProps) {
  const [open, setOpen] = useState(true);
  return (
    <LookupSourceProvider lookup={lookup}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Dashboard</h1>
        <Where />
        <button type="button" onClick={() => setOpen(true)}>
          Open the jump box
        </button>
      </main>
      <JumpBox open={open} onOpenChange={setOpen} />
    </LookupSourceProvider>
  );
}

const meta = {
  title: 'Screens/Shell/Jump Box',
  component: JumpBoxFrame,
  decorators: [withAppProviders],
  parameters: { layout: 'fullscreen' },
  args: { lookup: storyLookup },
} satisfies Meta<typeof JumpBoxFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('combobox', { name: 'Jump to a record or a screen' });
const jumpBox = () => screen.getByRole('dialog', { name: 'Jump to a record or a screen' });
/** The list the field controls (hidden while it has no options). */
const results = () => document.getElementById(field().getAttribute('aria-controls') ?? '');
const options = () => within(jumpBox()).queryAllByRole('option');
const status = () => within(jumpBox()).getByRole('status');
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const address = () => screen.getByTestId('address');

/** Opens the dialog's field with the focus in it, and types. */
async function type(text: string) {
  await waitFor(() => expect(field()).toHaveFocus());
  await userEvent.type(field(), text);
}

/** A batch's code: the batch first (exact code), then the records that name it. */
export const ResultsByCode: Story = {
  play: async ({ step }) => {
    await step('the field has the focus and says what to type', async () => {
      await waitFor(() => expect(field()).toHaveFocus());
      await expect(field()).toHaveAttribute(
        'placeholder',
        'Type a code (B002, SL007, F001…) or a name',
      );
      await expect(
        screen.getByText('Find any record by its code or name, or a screen by its name.'),
      ).toBeVisible();
    });

    await step('B002: the batch first, then what names it, and the count said', async () => {
      await type('B002');
      await waitFor(() => expect(status()).toHaveTextContent('3 results'));
      await expect(options().map((option) => option.dataset.kind)).toEqual([
        'Batch',
        'Issue',
        'Growth update',
      ]);
      const [batch] = options();
      await expect(batch).toHaveTextContent('BatchB002Mondal Broiler Farm');
      await expect(batch).toHaveTextContent('Bikash Mondal · Open · placed 10/11/2026');
      // The first result is the active one, said through the field (the focus stays there).
      await expect(field()).toHaveAttribute('aria-expanded', 'true');
      await expect(activeOption()).toBe(batch);
      await expect(batch).toHaveAttribute('aria-selected', 'true');
    });

    await step('arrows move the active result, wrapping round', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('IS004');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(activeOption()).toHaveTextContent('GU014');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption()).toHaveTextContent('B002');
      await expect(field()).toHaveFocus();
    });
  },
};

/** A name: the farmer, its ledger statement just below, its farms, batches and documents. */
export const ResultsByName: Story = {
  play: async () => {
    await type('sahoo');
    await waitFor(() => expect(status()).toHaveTextContent('7 results'));
    await expect(
      options().map((option) => within(option).getByText(/^[A-Z]+\d+$/).textContent),
    ).toEqual(['F001', 'F001', 'FM001', 'FM002', 'B001', 'SL002', 'FS001']);
    await expect(options()[1]).toHaveTextContent('LedgerF001Ramesh Sahoo');
    await expect(options()[1]).toHaveTextContent('Statement in Farmer Accounts');
    await expect(screen.getByRole('group', { name: 'Records' })).toBeVisible();
  },
};

/** A screen's name: the screens of the menu that match, at once, above the records. */
export const ScreenResult: Story = {
  play: async () => {
    await type('ledger');
    const [first] = options();
    await expect(first).toHaveTextContent('ScreenLedger ReportsReports');
    await expect(screen.getByRole('group', { name: 'Screens' })).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('1 result'));
  },
};

/** Enter or a click opens the choice where the app shows it; the focus goes to the screen. */
export const OpeningAChoice: Story = {
  // What it shows at the end is the screen behind; the pictures of the results are above.
  parameters: { screenshot: false },
  play: async ({ step }) => {
    const main = () => document.getElementById(MAIN_CONTENT_ID);
    const reopen = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Open the jump box' }));
      await waitFor(() => expect(field()).toHaveValue(''));
    };

    await step('a batch opens its Growth Report, the focus in the screen', async () => {
      await type('B002');
      await waitFor(() => expect(status()).toHaveTextContent('3 results'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(address()).toHaveTextContent('/report/growth?batch=B002'));
      await waitFor(() => expect(main()).toHaveFocus());
    });

    await step("a farmer's ledger choice opens the statement", async () => {
      await reopen();
      await type('sahoo');
      await waitFor(() => expect(status()).toHaveTextContent('7 results'));
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await waitFor(() =>
        expect(address()).toHaveTextContent('/report/ledger?tab=farmer&party=F001'),
      );
    });

    await step('a screen opens; so does a record clicked', async () => {
      await reopen();
      await type('inventory');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(address()).toHaveTextContent('/report/inventory'));
      await waitFor(() => expect(main()).toHaveFocus());
      await reopen();
      await type('maa');
      await userEvent.click(await screen.findByText('SL002'));
      await waitFor(() => expect(address()).toHaveTextContent('/transaction/sale?view=SL002'));
    });
  },
};

/** Nothing matches: said in the list and in the live status. */
export const NoResults: Story = {
  play: async () => {
    await type('zzz9');
    await waitFor(() => expect(status()).toHaveTextContent('No results for “zzz9”'));
    await expect(screen.getByText('Check the code, or type part of a name.')).toBeVisible();
    await expect(options()).toHaveLength(0);
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).not.toHaveAttribute('aria-activedescendant');
    // Enter with nothing to open does nothing: the box stays, the address too.
    await userEvent.keyboard('{Enter}');
    await expect(field()).toBeVisible();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  },
};

const offline = fn<LookupSource>(async () => {
  throw new ApiError(
    0,
    'network',
    'Could not reach the server. Check your connection and try again.',
  );
});

/** The server cannot be reached: the message, and a way to ask again (screens still show). */
export const LookupFailed: Story = {
  name: 'Error',
  args: { lookup: offline },
  beforeEach: () => {
    offline.mockClear();
  },
  play: async ({ step }) => {
    await step('the failure is said, with Search again', async () => {
      await type('B002');
      await waitFor(() => expect(status()).toHaveTextContent('The records could not be searched.'));
      await expect(
        within(jumpBox()).getByText(
          'Could not reach the server. Check your connection and try again.',
        ),
      ).toBeVisible();
      await expect(offline).toHaveBeenCalledWith('B002');
    });

    await step('Search again asks again and leaves the focus in the field', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Search again' }));
      await waitFor(() => expect(offline).toHaveBeenCalledTimes(2));
      await expect(field()).toHaveFocus();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Search again' })).toBeVisible(),
      );
    });
  },
};

const waiting = fn<LookupSource>(() => new Promise(() => {}));

/** The answer is on its way: "Searching…" said, the list busy. */
export const Loading: Story = {
  args: { lookup: waiting },
  play: async () => {
    await type('B002');
    await waitFor(() => expect(waiting).toHaveBeenCalledWith('B002'));
    await expect(status()).toHaveTextContent('Searching…');
    await expect(results()).toHaveAttribute('aria-busy', 'true');
    await expect(options()).toHaveLength(0);
  },
};

let release = () => {};
const slow = fn<LookupSource>(
  (q) =>
    new Promise((resolve) => {
      release = () => void storyLookup(q).then(resolve);
    }),
);

/** Enter typed before the answer: the first result opens as soon as it arrives. */
export const EnterBeforeTheAnswer: Story = {
  args: { lookup: slow },
  parameters: { screenshot: false },
  play: async () => {
    await type('SL002');
    await waitFor(() => expect(slow).toHaveBeenCalledWith('SL002'));
    await userEvent.keyboard('{Enter}');
    await expect(field()).toBeVisible();
    release();
    await waitFor(() => expect(address()).toHaveTextContent('/transaction/sale?view=SL002'));
  },
};

/** On a 360 px phone: the box fills the width; each result's kind and code above its words. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async () => {
    await type('sahoo');
    await waitFor(() => expect(status()).toHaveTextContent('7 results'));
    const panel = jumpBox().getBoundingClientRect();
    await expect(panel.width).toBeLessThanOrEqual(360);
    // Nothing wider than the box: no sideways scrolling.
    await expect(jumpBox().scrollWidth).toBeLessThanOrEqual(jumpBox().clientWidth);
  },
};
