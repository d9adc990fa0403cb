import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { ThemeGrid } from '../theme/theme-scope.tsx';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastProvider,
  useToast,
} from './toast.tsx';
import { Toaster } from './toaster.tsx';

/** Long enough that a screenshot never races the 5 s timer; `AutoDismiss` checks the real default. */
const SCREENSHOT_DURATION_MS = 60 * 60 * 1000;

const undo = fn();

function ToastButtons() {
  const { toast, dismiss } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast({
            title: 'Godown saved',
            description: 'Main Warehouse was added to your godowns.',
            tone: 'success',
          })
        }
      >
        Save Godown
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: 'Could not register farmer',
            description: 'Ramesh Kumar is already registered with phone 98765 43210.',
            tone: 'error',
          })
        }
      >
        Register Farmer
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({ title: 'Export started', description: 'Godowns.csv will download shortly.' })
        }
      >
        Export
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: 'Batch B001 archived',
            description: 'It no longer shows on the dashboard.',
            action: { label: 'Undo', altText: 'Open Batches to restore B001', onClick: undo },
          })
        }
      >
        Archive Batch
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: 'Weekly growth update saved for all 12 farms',
            description:
              'Average weight 1,180 g against a target of 1,200 g. Farms of Ramesh Kumar, Suresh Yadav and Mahesh Patel are below target by more than 3% and are marked Needs Attention.',
            tone: 'success',
          })
        }
      >
        Save Weekly Update
      </Button>
      <Button variant="ghost" onClick={() => dismiss()}>
        Dismiss All
      </Button>
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastProvider,
  subcomponents: { Toaster },
  tags: ['autodocs'],
  args: { duration: SCREENSHOT_DURATION_MS, label: 'Notification', children: null },
  argTypes: { children: { control: false } },
  render: ({ children: _children, ...args }) => (
    <ToastProvider {...args}>
      <ToastButtons />
      <Toaster />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('region', { name: 'Notifications (F8)' });

/** Each toast is a list item of the notification area. */
const toastsIn = (region: HTMLElement) => within(region).queryAllByRole('listitem');

const showToast = async (canvas: ReturnType<typeof within>, button = 'Save Godown') => {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const region = regionOf(canvas);
  await waitFor(() => expect(toastsIn(region)).toHaveLength(1));
  return toastsIn(region)[0] as HTMLElement;
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas);
    await expect(toast).toHaveTextContent('Godown saved');
    await expect(toast).toHaveTextContent('Main Warehouse was added to your godowns.');
  },
};

export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas, 'Register Farmer');
    await expect(toast).toHaveAttribute('data-tone', 'error');
    await expect(toast).toHaveTextContent('Could not register farmer');
  },
};

export const DefaultTone: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas, 'Export');
    await expect(toast).toHaveAttribute('data-tone', 'default');
  },
};

export const WithAction: Story = {
  play: async ({ canvas, step }) => {
    undo.mockClear();
    const toast = await showToast(canvas, 'Archive Batch');
    await step('The action is offered', async () => {
      await expect(within(toast).getByRole('button', { name: 'Undo' })).toBeVisible();
    });
    await step('Choosing it runs the handler and closes the toast', async () => {
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
      await expect(undo).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(toastsIn(regionOf(canvas))).toHaveLength(0));
    });
    // Show it again for the picture.
    await showToast(canvas, 'Archive Batch');
  },
};

export const LongContent: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas, 'Save Weekly Update');
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A newer toast replaces the visible one: never more than one at a time. */
export const NewerReplacesOlder: Story = {
  play: async ({ canvas }) => {
    await expect(TOAST_LIMIT).toBe(1);
    await showToast(canvas, 'Save Godown');
    await userEvent.click(canvas.getByRole('button', { name: 'Register Farmer' }));
    const region = regionOf(canvas);
    await waitFor(() => expect(within(region).queryByText('Godown saved')).not.toBeInTheDocument());
    await expect(toastsIn(region)).toHaveLength(1);
    await expect(toastsIn(region)[0]).toHaveTextContent('Could not register farmer');
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toastsIn(regionOf(canvas))).toHaveLength(0));
  },
};

export const DismissAll: Story = {
  play: async ({ canvas }) => {
    await showToast(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss All' }));
    await waitFor(() => expect(toastsIn(regionOf(canvas))).toHaveLength(0));
  },
};

/** F8 moves focus to the notification area; Tab then reaches the toast and its buttons. */
export const F8FocusesNotifications: Story = {
  play: async ({ canvas }) => {
    const toast = await showToast(canvas);
    const region = regionOf(canvas);
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('[F8]');
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

const swipeRight = async (toast: HTMLElement, distance: number) => {
  const { left, top, height } = toast.getBoundingClientRect();
  const clientX = left + 24;
  const clientY = top + height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: toast, coords: { clientX, clientY } },
    { target: toast, coords: { clientX: clientX + distance / 2, clientY } },
    { target: toast, coords: { clientX: clientX + distance, clientY } },
    { keys: '[/MouseLeft]', target: toast, coords: { clientX: clientX + distance, clientY } },
  ]);
};

/** A swipe right shorter than 50 px snaps back; a longer one dismisses. */
export const SwipeToDismiss: Story = {
  play: async ({ canvas, step }) => {
    await expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    const toast = await showToast(canvas);
    await step('A 30 px swipe keeps the toast', async () => {
      await swipeRight(toast, 30);
      await expect(toast).toHaveAttribute('data-swipe', 'cancel');
      await expect(toastsIn(regionOf(canvas))).toHaveLength(1);
    });
    await step('An 80 px swipe dismisses it', async () => {
      await swipeRight(toast, 80);
      await waitFor(() => expect(toastsIn(regionOf(canvas))).toHaveLength(0));
    });
  },
};

/** With the default duration a toast closes by itself after 5 s. */
export const AutoDismiss: Story = {
  args: { duration: TOAST_DURATION_MS },
  play: async ({ canvas }) => {
    await expect(TOAST_DURATION_MS).toBe(5000);
    await showToast(canvas);
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 1000));
    await expect(toastsIn(regionOf(canvas))).toHaveLength(1);
    await waitFor(() => expect(toastsIn(regionOf(canvas))).toHaveLength(0), { timeout: 3000 });
  },
};

/** On a 360 px phone the toast spans the width of the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const toast = await showToast(canvas, 'Register Farmer');
    await expect(toast.getBoundingClientRect().width).toBeGreaterThan(320);
  },
};

function ThemedToasts({ theme }: { theme: string }) {
  return (
    // The transform makes this box the containing block of the fixed notification area.
    <div style={{ height: 420, transform: 'translateZ(0)' }}>
      <ToastProvider duration={SCREENSHOT_DURATION_MS}>
        <ShowAllTones theme={theme} />
        <Toaster label={`Notifications, ${theme} ({hotkey})`} />
      </ToastProvider>
    </div>
  );
}

function ShowAllTones({ theme }: { theme: string }) {
  const { toast } = useToast();
  const [shown, setShown] = useState<string | null>(null);
  const tones = ['default', 'success', 'error'] as const;
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {tones.map((tone) => (
        <Button
          key={tone}
          variant={shown === tone ? 'secondary' : 'outline'}
          size="sm"
          onClick={() => {
            setShown(tone);
            toast({
              title: tone === 'error' ? 'Could not save godown' : 'Godown saved',
              description: `Main Warehouse (${theme} theme, ${tone}).`,
              tone,
              action:
                tone === 'default'
                  ? { label: 'Undo', altText: 'Open Godowns to undo', onClick: () => {} }
                  : undefined,
            });
          }}
        >
          Show {tone} ({theme})
        </Button>
      ))}
    </div>
  );
}

/** One toast per theme (the limit of one applies per provider). */
export const LightAndDark: Story = {
  render: () => <ThemeGrid>{(theme) => <ThemedToasts theme={theme} />}</ThemeGrid>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show success (light)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error (dark)' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};
