import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination.tsx';

/** Keeps the page (and page size) the way a table screen would, and reports every change. */
function FarmerListPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (next) => {
              props.onPageSizeChange?.(next);
              setPageSize(next);
              setPage(1);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 10, total: 248, siblings: 1, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
    siblings: { control: { type: 'number', min: 0, max: 3 } },
  },
  // Re-mount when a control changes the page, so the story follows the control.
  render: (args) => (
    <FarmerListPagination key={`${args.page}-${args.pageSize}-${args.total}`} {...args} />
  ),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, step }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });

    await step('Next goes to page 2', async () => {
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByText('Showing 11–20 of 248')).toBeVisible();
    });

    await step('A page number goes to that page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 5' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
      await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    await step('Previous goes back one page', async () => {
      await userEvent.click(previous);
      await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
      await expect(canvas.getByText('Showing 31–40 of 248')).toBeVisible();
    });

    await step('The current page button does nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 4' }));
      await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    });

    await step('The last page disables Next', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 25' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await expect(canvas.getByText('Showing 241–248 of 248')).toBeVisible();
    });
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Showing 1–10 of 248')).toBeVisible();
  },
};

export const MiddlePage: Story = {
  args: { page: 12 },
  play: async ({ args, canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '11', '12', '13', '25']);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 13' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(13);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { page: 25 },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('Showing 241–248 of 248')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(24);
  },
};

export const FewPages: Story = {
  args: { page: 2, total: 28 },
  play: async ({ canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    await expect(canvas.getByText('Showing 11–20 of 28')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { page: 1, total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText('Showing 1–7 of 7')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { page: 1, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Page \d+$/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const LargeTotal: Story = {
  args: { page: 1040, pageSize: 25, total: 124800 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 25,976–26,000 of 1,24,800')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 4992' })).toHaveTextContent('4992');
  },
};

/** A large table the server did not count row by row: its estimate is labelled as one. */
export const EstimatedTotal: Story = {
  args: { page: 1, total: 200000, estimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1–10 of about 2,00,000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 20000' })).toBeVisible();
  },
};

export const WithPageSizes: Story = {
  args: { page: 3, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  play: async ({ args, canvas }) => {
    const pageSize = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(pageSize).toHaveValue('10');
    await userEvent.selectOptions(pageSize, '25');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(25);
    await expect(canvas.getByText('Showing 1–25 of 248')).toBeVisible();
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '10',
    ]);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { page: 3, pageSizeOptions: [10, 25, 50], onPageSizeChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Page 3 of 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByText('Page 4 of 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 3 of 25')).toBeVisible();
  },
};
