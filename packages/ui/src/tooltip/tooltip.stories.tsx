import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Info, Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/index.ts';
import { tooltipSides } from './tooltip.styles.ts';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from './tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipProvider },
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    content: 'Export to CSV',
    side: 'top',
    align: 'center',
    children: (
      <Button variant="outline" size="icon" aria-label="Export godowns">
        <Download aria-hidden="true" />
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ padding: 48 }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Shown by keyboard focus (Tab) so the screenshot has it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export godowns' })).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Export to CSV');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Export godowns' });
    await step('Focus shows the tooltip at once and describes the button', async () => {
      await userEvent.tab();
      const tooltip = await body().findByRole('tooltip');
      await expect(trigger).toHaveAccessibleDescription('Export to CSV');
      await expect(tooltip).toHaveTextContent('Export to CSV');
    });
    await step('Escape hides it; focus stays on the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('Moving focus away keeps it hidden', async () => {
      await userEvent.tab();
      await expect(body().queryByRole('tooltip')).not.toBeInTheDocument();
    });
  },
};

/** Hovering shows the tooltip only after the 700 ms delay. */
export const HoverDelay: Story = {
  play: async ({ canvas }) => {
    await expect(TOOLTIP_DELAY_MS).toBe(700);
    const startedAt = performance.now();
    await userEvent.hover(canvas.getByRole('button', { name: 'Export godowns' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(body().queryByRole('tooltip')).not.toBeInTheDocument();
    await body().findByRole('tooltip', {}, { timeout: 2000 });
    await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
  },
};

/** Preferred sides (all shown at once here through the controlled `open` prop). */
export const Sides: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, auto)',
        gap: '96px 320px',
        padding: 40,
      }}
    >
      <Tooltip content="Add Godown" side="top" open>
        <Button variant="outline" size="icon" aria-label="Add godown">
          <Plus aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Edit Main Warehouse" side="right" open>
        <Button variant="outline" size="icon" aria-label="Edit Main Warehouse">
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Delete Main Warehouse" side="bottom" open>
        <Button variant="outline" size="icon" aria-label="Delete Main Warehouse">
          <Trash2 aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Export to CSV" side="left" open>
        <Button variant="outline" size="icon" aria-label="Export godowns">
          <Download aria-hidden="true" />
        </Button>
      </Tooltip>
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(body().getAllByRole('tooltip')).toHaveLength(4));
  },
};

/** Long text wraps at 18rem. */
export const LongContent: Story = {
  args: {
    content:
      'Expected mortality for week 3 is 1%. Batches above it are marked Needs Attention on the dashboard and in the weekly growth report.',
    side: 'bottom',
    children: (
      <Button variant="ghost" size="icon" aria-label="About expected mortality">
        <Info aria-hidden="true" />
      </Button>
    ),
  },
  play: async () => {
    await userEvent.tab();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/Expected mortality for week 3 is 1%/);
  },
};

/** Works without a provider (it then brings its own, with the same 700 ms delay). */
export const WithoutProvider: Story = {
  decorators: [(Story) => <Story />],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export godowns' })).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Export to CSV');
  },
};

/** Near the edge of a 360 px phone the tooltip shifts to stay on screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { layout: 'padded' },
  args: {
    content: 'Expected mortality for week 3 is 1% of the birds placed.',
    side: 'top',
    children: (
      <Button variant="ghost" size="icon" aria-label="About expected mortality">
        <Info aria-hidden="true" />
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 64 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await userEvent.tab();
    await body().findByRole('tooltip');
    const content = document.querySelector('[data-radix-popper-content-wrapper]') as HTMLElement;
    const { left, right } = content.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
  },
};
