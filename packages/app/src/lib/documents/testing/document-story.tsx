import {
  type CancelInput,
  type ListPage,
  resetClock,
  type SessionUser,
  setClock,
} from '@pfm/shared';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_LIST_PARAMS, type ListParams } from '../../list-params.ts';
import { sessionQuery } from '../../session.ts';
import type {
  DocumentAction,
  DocumentConfig,
  DocumentDetailOf,
  DocumentOptions,
  DocumentRow,
} from '../document-config.ts';
import { DocumentView, type DocumentViewProps } from '../document-view.tsx';
import { type StockLookup, StockLookupProvider } from '../stock-lookup.tsx';
import { STORY_NOW, storyOptions } from './story-data.ts';

/** The app mounts ToastProvider and Toaster at its root; document stories do it here. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

/** The staff member document stories are signed in as, when a story needs a user. */
export const storyUser: SessionUser = {
  id: 2,
  username: 'sunita.mohanty',
  firstName: 'Sunita',
  lastName: 'Mohanty',
  email: 'sunita.mohanty@saipoultry.in',
  phone: '9437011223',
  role: 'Staff',
  photoUrl: null,
  totpEnabled: false,
  passwordChangedAt: '2026-01-05T09:00:00',
  language: null,
};

/**
 * Signs the story in as `storyUser` (the session the app reads), so what is kept per user (the
 * godown used last) applies. Inside `withAppProviders`: put it in a story's own decorators.
 */
export const withSignedInUser: Decorator = (Story) => {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(sessionQuery.queryKey, storyUser));
  return <Story />;
};

/** Pins the clock to STORY_NOW for the story, so "today" (form dates, date limits) never moves. */
export const pinClock = () => {
  setClock(STORY_NOW);
  return resetClock;
};

export interface DocumentStoryArgs<Row extends DocumentRow> {
  rows: Row[];
  /** Total matching rows (defaults to the rows given). */
  total?: number;
  loading?: boolean;
  error?: string | null;
  params?: Partial<ListParams>;
  options?: DocumentOptions;
  canCancel?: boolean;
  headingLevel?: 1 | 2;
  recording?: boolean;
  /** The row whose sheet starts open. */
  viewing?: Row | null;
  /** The details the sheet shows, by code (a code without one keeps loading). */
  details?: Record<string, DocumentDetailOf<Row>>;
  detailError?: string | null;
  cancelling?: Row | null;
  /** What a godown has of an item, in thousandths, by "godown/item". */
  stock?: Record<string, number>;
  onRecord: (input: unknown, key: string) => Promise<Row>;
  onCancel: (row: Row, input: CancelInput) => Promise<unknown>;
  onParamsChange?: (next: Partial<ListParams>) => void;
  onRetry?: () => void;
  /** The export endpoint the Export menu downloads from. */
  exportPath?: string;
}

/**
 * A document screen with its dialogs, sheet and parameters held in the story, so a story can start
 * with any of them open and a play function can use them as a user would.
 */
export function DocumentStory<Row extends DocumentRow, Values extends FieldValues, Input>({
  config,
  actions,
  rows,
  total,
  loading = false,
  error = null,
  params: initialParams,
  options = storyOptions,
  canCancel = true,
  headingLevel = 1,
  recording: initialRecording = false,
  viewing: initialViewing = null,
  details = {},
  detailError = null,
  cancelling: initialCancelling = null,
  stock = {},
  onRecord,
  onCancel,
  onParamsChange,
  onRetry,
  exportPath = '/api/story/export',
}: DocumentStoryArgs<Row> & {
  config: DocumentConfig<Row, Values, Input>;
  actions?: readonly DocumentAction<Row>[];
}) {
  const [params, setParams] = useState<ListParams>({ ...DEFAULT_LIST_PARAMS, ...initialParams });
  const [recording, setRecording] = useState(initialRecording);
  const [viewing, setViewing] = useState<Row | null>(initialViewing);
  const [cancelling, setCancelling] = useState<Row | null>(initialCancelling);
  const page: ListPage<Row> | undefined =
    loading || error
      ? undefined
      : { rows, total: total ?? rows.length, page: params.page, size: params.size };
  const lookup: StockLookup = async (godown, item) => stock[`${godown}/${item}`] ?? 0;
  const props: DocumentViewProps<Row, Values, Input> = {
    config,
    headingLevel,
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
    options,
    canCancel,
    recording,
    onRecordingChange: setRecording,
    ...(config.record && { onRecord: (input: Input, key: string) => onRecord(input, key) }),
    viewing,
    onViewingChange: setViewing,
    detail: viewing ? details[viewing.code] : undefined,
    detailError,
    cancelling,
    onCancellingChange: setCancelling,
    onCancel,
    ...(actions && { actions }),
  };
  return (
    <StockLookupProvider lookup={lookup}>
      <DocumentView {...props} />
    </StockLookupProvider>
  );
}

/** Default story args: the rows, and spies for every callback. */
export function documentArgs<Row extends DocumentRow>(rows: Row[]): DocumentStoryArgs<Row> {
  return {
    rows,
    onRecord: fn(async () => rows[0] as Row),
    onCancel: fn(async () => {}),
    onParamsChange: fn(),
    onRetry: fn(),
  };
}

/** The open dialog of that name, to query inside. */
export const dialogNamed = async (name: string | RegExp) =>
  within(await screen.findByRole('dialog', { name }));

/** Picks `option` in the searchable field labelled `label` (a Combobox), as a user would. */
export async function pickFrom(
  dialog: ReturnType<typeof within>,
  label: RegExp,
  search: string,
  option: string,
) {
  await userEvent.type(dialog.getByRole('combobox', { name: label }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

/** Chooses `option` in the select labelled `label`. */
export async function chooseIn(dialog: ReturnType<typeof within>, label: RegExp, option: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expectClosedListbox());
}

const expectClosedListbox = () => {
  if (document.querySelector('[role="listbox"]')) throw new Error('The list is still open');
};

/**
 * Closes the toast titled `title`, so a story ends without a toast that may or may not still be
 * showing when its picture is taken.
 */
export async function dismissToast(title: string) {
  const toast = (await screen.findByText(title)).closest('li');
  if (!toast) throw new Error(`No toast "${title}"`);
  await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Close' }));
  await waitFor(() => {
    if (screen.queryByText(title)) throw new Error(`The toast "${title}" is still showing`);
  });
  // Focus went to the notification area; the picture should not show its focus ring.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
