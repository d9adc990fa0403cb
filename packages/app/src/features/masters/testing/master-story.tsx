import type { ListPage } from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../lib/api.ts';
import { DEFAULT_LIST_PARAMS, type ListParams } from '../../../lib/list-params.ts';
import {
  type MasterConfig,
  type MasterDialog,
  MasterView,
  type MasterViewProps,
} from '../master-view.tsx';

/** The app mounts ToastProvider and Toaster at its root; master stories do it here. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

export interface MasterStoryArgs<Row> {
  rows: Row[];
  /** Total matching rows (defaults to the rows given). */
  total?: number;
  loading?: boolean;
  error?: string | null;
  params?: Partial<ListParams>;
  canWrite?: boolean;
  dialog?: MasterDialog<Row>;
  deleting?: Row | null;
  onSave: (input: unknown, row?: Row) => Promise<Row>;
  onDelete: (row: Row) => Promise<unknown>;
  onParamsChange?: (next: Partial<ListParams>) => void;
  onRetry?: () => void;
  /** The export endpoint the Export menu downloads from. */
  exportPath?: string;
}

/**
 * A master screen with its dialog and delete state held in the story, so a story can start with a
 * dialog open and a play function can open, fill and close dialogs as a user would.
 */
export function MasterStory<Row, Values extends FieldValues, Input, Key extends string | number>({
  config,
  rows,
  total,
  loading = false,
  error = null,
  params: initialParams,
  canWrite = true,
  dialog: initialDialog = null,
  deleting: initialDeleting = null,
  onSave,
  onDelete,
  onParamsChange,
  onRetry,
  exportPath = '/api/story/export',
}: MasterStoryArgs<Row> & { config: MasterConfig<Row, Values, Input, Key> }) {
  const [params, setParams] = useState<ListParams>({ ...DEFAULT_LIST_PARAMS, ...initialParams });
  const [dialog, setDialog] = useState<MasterDialog<Row>>(initialDialog);
  const [deleting, setDeleting] = useState<Row | null>(initialDeleting);
  const page: ListPage<Row> | undefined =
    loading || error
      ? undefined
      : { rows, total: total ?? rows.length, page: params.page, size: params.size };
  const props: MasterViewProps<Row, Values, Input, Key> = {
    config,
    page,
    loading,
    error,
    ...(onRetry && { onRetry }),
    params,
    onParamsChange: (next) => {
      onParamsChange?.(next);
      setParams((current) => ({ ...current, ...next, ...(!('page' in next) && { page: 1 }) }));
    },
    exportPath,
    canWrite,
    dialog,
    onDialogChange: setDialog,
    deleting,
    onDeletingChange: setDeleting,
    onSave: (input, row) => onSave(input, row),
    onDelete,
  };
  return <MasterView {...props} />;
}

export interface MasterStoriesOptions<Row> {
  rows: Row[];
  /** The column headers, in order, as the specification names them (Actions included). */
  headers: string[];
  /** What the edit dialog shows filled in for `rows[1]`: field label → value. */
  editValues: Record<string, string>;
  /** Required fields left empty: label → message shown beside it. */
  requiredMessages: Record<string, string>;
  /** A refused save (e.g. a duplicate) for the add dialog: field label, typed value, server field and message. */
  refusal: { label: string; value: string; field: string; message: string };
  /** Fills the add dialog with valid values (the dialog is open in `canvas`). */
  fillValid: (dialog: ReturnType<typeof within>, user: typeof userEvent) => Promise<void>;
  /** Why deleting `rows[0]` is refused, if it can be (409), e.g. a farmer with farms. */
  deleteRefusal?: string;
  /** Cell texts the loaded table shows, by row header (a party's balance with Dr or Cr). */
  cells?: Record<string, string[]>;
}

type MasterStoryObj<Row> = StoryObj<MasterStoryArgs<Row>>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

/**
 * The stories every master screen has: loaded, loading, empty, error, add, edit, validation errors,
 * a refused save, delete confirmation, Staff (read-only) and 360 px — each with a play test.
 * Every story also runs in the dark theme.
 */
export function masterStories<Row, Values extends FieldValues, Input, Key extends string | number>(
  config: MasterConfig<Row, Values, Input, Key>,
  options: MasterStoriesOptions<Row>,
) {
  const { rows } = options;
  const [first, second] = rows as [Row, Row];
  const tableOf = () => screen.getByRole('table', { name: config.caption });

  const Loaded: MasterStoryObj<Row> = {
    play: async ({ args }) => {
      await expect(screen.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
      const table = tableOf();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
      await expect(headers).toEqual(options.headers);
      await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
      for (const [rowHeader, texts] of Object.entries(options.cells ?? {})) {
        const row = within(table).getByRole('rowheader', { name: rowHeader }).closest('tr');
        for (const text of texts) await expect(row).toHaveTextContent(text);
      }
      await expect(screen.getByPlaceholderText(config.searchPlaceholder)).toBeVisible();
      // Sorting asks for the next sort; the server sorts.
      const sortable = within(table).getAllByRole('button')[0] as HTMLElement;
      await userEvent.click(sortable);
      await expect(args.onParamsChange).toHaveBeenCalledWith({
        sort: expect.objectContaining({ direction: 'asc' }),
      });
    },
  };

  const Searching: MasterStoryObj<Row> = {
    play: async ({ args }) => {
      await userEvent.type(screen.getByPlaceholderText(config.searchPlaceholder), 'xyz');
      await waitFor(() => expect(args.onParamsChange).toHaveBeenCalledWith({ q: 'xyz' }));
    },
  };

  const Loading: MasterStoryObj<Row> = {
    args: { loading: true },
    play: async () => {
      await expect(screen.getByText('Loading…')).toBeInTheDocument();
    },
  };

  const Empty: MasterStoryObj<Row> = {
    args: { rows: [] },
    play: async () => {
      await expect(screen.getByText(`No ${config.itemsLabel} yet`)).toBeVisible();
      await expect(screen.getByText(config.emptyDescription)).toBeVisible();
    },
  };

  const LoadError: MasterStoryObj<Row> = {
    args: {
      error: 'The server could not answer (500 Internal Server Error). Please try again.',
    },
    play: async ({ args }) => {
      await expect(screen.getByText(`Could not load the ${config.itemsLabel}`)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await expect(args.onRetry).toHaveBeenCalled();
    },
  };

  const AddDialog: MasterStoryObj<Row> = {
    play: async ({ args }) => {
      await userEvent.click(
        screen.getAllByRole('button', { name: config.addLabel })[0] as HTMLElement,
      );
      const dialog = await dialogNamed(config.addTitle);
      await expect(dialog.getByText(config.addDescription)).toBeVisible();
      await options.fillValid(dialog, userEvent);
      await userEvent.click(dialog.getByRole('button', { name: config.addSubmit }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(await screen.findByText(`${config.noun} added`)).toBeVisible();
    },
  };

  const EditDialog: MasterStoryObj<Row> = {
    play: async () => {
      await userEvent.click(
        screen.getByRole('button', { name: `Edit ${config.rowLabel(second)}` }),
      );
      const dialog = await dialogNamed(config.editTitle);
      for (const [label, value] of Object.entries(options.editValues)) {
        const field = dialog.getByLabelText(new RegExp(`^${escapeRegExp(label)}`));
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          await expect(field).toHaveValue(value);
        } else {
          await expect(field).toHaveTextContent(value);
        }
      }
      await expect(dialog.getByRole('button', { name: config.editSubmit })).toBeEnabled();
    },
  };

  const ValidationErrors: MasterStoryObj<Row> = {
    args: { dialog: { mode: 'add' } },
    play: async ({ args }) => {
      const dialog = await dialogNamed(config.addTitle);
      await userEvent.click(dialog.getByRole('button', { name: config.addSubmit }));
      for (const [label, message] of Object.entries(options.requiredMessages)) {
        const field = dialog.getByLabelText(new RegExp(`^${escapeRegExp(label)}`));
        await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
        await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await expect(args.onSave).not.toHaveBeenCalled();
    },
  };

  const SaveRefused: MasterStoryObj<Row> = {
    args: {
      dialog: { mode: 'add' },
      onSave: fn(async () => {
        const { field, message } = options.refusal;
        throw new ApiError(409, 'conflict', message, { [field]: message });
      }),
    },
    play: async () => {
      const dialog = await dialogNamed(config.addTitle);
      await options.fillValid(dialog, userEvent);
      const { label, value, message } = options.refusal;
      const field = dialog.getByLabelText(new RegExp(`^${escapeRegExp(label)}`));
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.click(dialog.getByRole('button', { name: config.addSubmit }));
      // The dialog stays open with what was typed, and the reason sits beside its field.
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(field).toHaveValue(value);
      await expect(screen.getByRole('dialog', { name: config.addTitle })).toBeVisible();
    },
  };

  const DeleteConfirm: MasterStoryObj<Row> = {
    args: options.deleteRefusal
      ? {
          onDelete: fn(async () => {
            throw new ApiError(409, 'conflict', options.deleteRefusal as string);
          }),
        }
      : {},
    play: async ({ args }) => {
      await userEvent.click(
        screen.getByRole('button', { name: `Delete ${config.rowLabel(first)}` }),
      );
      const dialog = within(
        await screen.findByRole('alertdialog', { name: `Delete ${config.rowLabel(first)}?` }),
      );
      await expect(dialog.getByText(/This cannot be undone\./)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(first));
      if (options.deleteRefusal) {
        await expect(await dialog.findByText(options.deleteRefusal)).toBeVisible();
      } else {
        await expect(await screen.findByText(`${config.noun} deleted`)).toBeVisible();
      }
    },
  };

  const Staff: MasterStoryObj<Row> = {
    args: { canWrite: false },
    play: async () => {
      await expect(screen.queryByRole('button', { name: config.addLabel })).not.toBeInTheDocument();
      await expect(
        screen.queryByRole('button', { name: `Edit ${config.rowLabel(first)}` }),
      ).not.toBeInTheDocument();
      await expect(
        screen.getByText(/only an Administrator can add, change or delete/),
      ).toBeVisible();
    },
  };

  const Narrow: MasterStoryObj<Row> = {
    globals: { viewport: { value: 'narrow' } },
    play: async () => {
      await expect(screen.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
      await expect(screen.getByRole('button', { name: config.addLabel })).toBeVisible();
    },
  };

  return {
    Loaded,
    Searching: { ...Searching, parameters: { screenshot: false } },
    Loading,
    Empty,
    LoadError,
    AddDialog,
    EditDialog,
    ValidationErrors,
    SaveRefused,
    DeleteConfirm,
    Staff,
    Narrow,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Default story args: the rows, and spies for every callback. */
export function masterArgs<Row>(rows: Row[]): MasterStoryArgs<Row> {
  return {
    rows,
    onSave: fn(async (_input: unknown, row?: Row) => (row ?? rows[0]) as Row),
    onDelete: fn(async () => {}),
    onParamsChange: fn(),
    onRetry: fn(),
  };
}
