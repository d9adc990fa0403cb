import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';
import { DemoBrand, DemoLink, DemoRouter, navigationGroups } from './sidebar.fixtures.tsx';
import { Sidebar, type SidebarProps, SidebarTrigger } from './sidebar.tsx';
import { SidebarProvider, type SidebarProviderProps } from './sidebar-provider.tsx';
import { SIDEBAR_COOKIE_NAME } from './sidebar-state.ts';

type SidebarStoryArgs = SidebarProps & Pick<SidebarProviderProps, 'defaultCollapsed' | 'isMobile'>;

// Stand-in for the rest of the shell: the trigger and a content area beside the sidebar.
const Pane = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  align-content: start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  color: ${vars.color.mutedForeground};
`;

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the state the sidebar keeps in a cookie, so stories do not depend on each other.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
};

function SidebarDemo({ defaultCollapsed, isMobile, activeId, ...sidebar }: SidebarStoryArgs) {
  return (
    <SidebarProvider defaultCollapsed={defaultCollapsed} isMobile={isMobile}>
      <DemoRouter initialActiveId={activeId}>
        {(currentId) => (
          <div style={{ display: 'flex', height: '100dvh' }}>
            <Sidebar {...sidebar} activeId={currentId} />
            <Pane>
              <SidebarTrigger />
              <p>Choose a screen in the navigation.</p>
            </Pane>
          </div>
        )}
      </DemoRouter>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  subcomponents: { SidebarProvider, SidebarTrigger },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    groups: navigationGroups,
    activeId: 'dashboard',
    linkComponent: DemoLink,
    header: <DemoBrand />,
    navLabel: 'Main',
    defaultCollapsed: false,
  },
  argTypes: {
    groups: { control: false },
    linkComponent: { control: false },
    header: { control: false },
    footer: { control: false },
    activeId: {
      control: 'select',
      options: navigationGroups.flatMap((group) => group.items.map((item) => item.id)),
    },
  },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
  render: (args) => <SidebarDemo {...args} />,
} satisfies Meta<SidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Expanded, with the specification's groups; the current screen is marked. */
export const Playground: Story = {
  play: async ({ canvas, step }) => {
    // The rail's tooltips load after the first paint and then wrap the items (the list is mounted
    // anew once): act after that, as a person would.
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Godown Setup' }).closest('li')).toHaveAttribute(
        'data-state',
      ),
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await step('Groups name their lists and the current item is marked', async () => {
      await expect(within(nav).getByRole('list', { name: 'Master Setup' })).toBeVisible();
      await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getAllByRole('link')).toHaveLength(22);
      await expect(nav.parentElement?.getBoundingClientRect().width).toBe(256);
    });
    await step('Choosing another item moves the mark', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: 'Godown Setup' }));
      await expect(within(nav).getByRole('link', { name: 'Godown Setup' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    });
  },
};

/** A report is the current screen, further down the list. */
export const ActiveReport: Story = {
  args: { activeId: 'ledger-report' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ledger Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Brand on top and a footer slot at the bottom. */
export const WithFooter: Story = {
  args: {
    activeId: 'purchase',
    footer: <small>Financial year 2024–25 · v1.4.0</small>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Financial year 2024–25 · v1.4.0')).toBeVisible();
  },
};

/** The 3rem icon rail: labels become tooltips, still the links' accessible names. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true, activeId: 'godown' },
  play: async ({ canvas, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await step('The rail is 3rem wide and the trigger says it is collapsed', async () => {
      await expect(nav).toHaveAttribute('data-state', 'collapsed');
      await expect(nav.parentElement?.getBoundingClientRect().width).toBe(48);
      await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(
        canvas.getByText('Master Setup').getBoundingClientRect().width,
      ).toBeLessThanOrEqual(1);
    });
    await step('Focusing an item shows its label in a tooltip', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
      await expect(await body().findByRole('tooltip')).toHaveTextContent('Dashboard');
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Godown Setup' })).toHaveFocus();
      await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent('Godown Setup'));
    });
  },
};

/** The trigger collapses and expands the desktop sidebar. */
export const TriggerToggles: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(trigger).toHaveAttribute('aria-controls', nav.id);
    await step(
      'A click collapses it, with no tooltip left over from resting on an item',
      async () => {
        // Resting on an item longer than the tooltip delay while the labels show opens no tooltip,
        // and none may pop up when the rail appears (it would cover the trigger).
        // The rail's tooltips load after the first paint; their trigger marks the item.
        await waitFor(() =>
          expect(canvas.getByRole('link', { name: 'Dashboard' }).closest('li')).toHaveAttribute(
            'data-state',
          ),
        );
        await userEvent.hover(canvas.getByRole('link', { name: 'Dashboard' }));
        await new Promise((resolve) => setTimeout(resolve, 800));
        await userEvent.click(trigger);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        // The list was mounted anew when the tooltips arrived: find it again.
        await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
          'data-state',
          'collapsed',
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        await expect(body().queryByRole('tooltip')).toBeNull();
      },
    );
    await step('A second click expands it', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
        'data-state',
        'expanded',
      );
      await expect(canvas.getByText('Master Setup')).toBeVisible();
    });
  },
};

/** Ctrl+B or Cmd+B anywhere toggles it, and the state is remembered in a cookie. */
export const KeyboardShortcut: Story = {
  play: async ({ canvas, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await step('Ctrl+B collapses and writes the cookie', async () => {
      await userEvent.keyboard('{Control>}b{/Control}');
      await expect(nav).toHaveAttribute('data-state', 'collapsed');
      await expect(document.cookie).toContain('sidebar_state=true');
    });
    await step('A second Ctrl+B expands', async () => {
      await userEvent.keyboard('{Control>}b{/Control}');
      await expect(nav).toHaveAttribute('data-state', 'expanded');
      await expect(document.cookie).toContain('sidebar_state=false');
    });
    await step('Cmd+B (Meta) works too', async () => {
      await userEvent.keyboard('{Meta>}b{/Meta}');
      await expect(nav).toHaveAttribute('data-state', 'collapsed');
      await userEvent.keyboard('{Meta>}b{/Meta}');
      await expect(nav).toHaveAttribute('data-state', 'expanded');
    });
    await step(
      "The browser's own Ctrl+B (bookmarks) is prevented; plain B does nothing",
      async () => {
        const shortcut = new KeyboardEvent('keydown', {
          key: 'b',
          ctrlKey: true,
          bubbles: true,
          cancelable: true,
        });
        window.dispatchEvent(shortcut);
        await expect(shortcut.defaultPrevented).toBe(true);
        await waitFor(() => expect(nav).toHaveAttribute('data-state', 'collapsed'));
        await userEvent.keyboard('b');
        await expect(nav).toHaveAttribute('data-state', 'collapsed');
      },
    );
  },
};

/** Without `defaultCollapsed`, the state remembered in the cookie wins. */
export const RememberedInCookie: Story = {
  args: { defaultCollapsed: undefined },
  beforeEach: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets up the remembered state this story reads.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=true; path=/`;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
  },
};

const openSheet = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
  return body().findByRole('dialog', { name: 'Navigation' });
};

/** A 360 px phone: the sidebar leaves the layout and opens as a sheet from the left. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { activeId: 'dashboard' },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await step('The sidebar is not in the layout', async () => {
      await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('The trigger opens the sheet, 18rem wide', async () => {
      const sheet = await openSheet(canvas);
      await expect(sheet.getBoundingClientRect().width).toBe(288);
      await expect(sheet.getBoundingClientRect().left).toBe(0);
      await expect(within(sheet).getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(trigger).toHaveAttribute(
        'aria-controls',
        within(sheet).getByRole('navigation').id,
      );
    });
    await step('Choosing an item closes it', async () => {
      const sheet = body().getByRole('dialog', { name: 'Navigation' });
      await userEvent.click(within(sheet).getByRole('link', { name: 'Farm Registration' }));
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step(
      'Reopened, it marks the chosen item; Escape closes it and focus returns',
      async () => {
        const sheet = await openSheet(canvas);
        await expect(
          within(sheet).getByRole('link', { name: 'Farm Registration' }),
        ).toHaveAttribute('aria-current', 'page');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
        await waitFor(() => expect(trigger).toHaveFocus());
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      },
    );
  },
};

/** The open sheet on a phone (left open for the screenshot); Ctrl+B closes it too. */
export const NarrowSheetOpen: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { activeId: 'issue' },
  play: async ({ canvas, step }) => {
    await step('Ctrl+B opens and closes the sheet on phones', async () => {
      await userEvent.keyboard('{Control>}b{/Control}');
      await body().findByRole('dialog', { name: 'Navigation' });
      await userEvent.keyboard('{Control>}b{/Control}');
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('The trigger opens it again', async () => {
      const sheet = await openSheet(canvas);
      await expect(within(sheet).getByRole('link', { name: 'Issue to Farmer' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(sheet).getByRole('button', { name: 'Close navigation' })).toBeVisible();
    });
  },
};

/** `isMobile` forced on a wide screen: the phone behaviour, e.g. for a preview. */
export const ForcedMobile: Story = {
  args: { isMobile: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const sheet = await openSheet(canvas);
    await expect(sheet.getBoundingClientRect().width).toBe(288);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};
