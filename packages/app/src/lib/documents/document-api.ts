import {
  apiPaths,
  type BankAccount,
  type BatchSummary,
  type CancelInput,
  type Farm,
  type Farmer,
  type Godown,
  IDEMPOTENCY_HEADER,
  type Item,
  type ListPage,
  recordPath,
  type Supplier,
  type Trader,
} from '@pfm/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../api.ts';
import type { ListParams } from '../list-params.ts';
import { apiListQuery } from '../resource-api.ts';
import { sessionQuery } from '../session.ts';
import type { DocumentDetailOf, DocumentRow, OptionSource, PickOption } from './document-config.ts';
import { godownUsedBy, rememberGodown } from './last-godown.ts';

/**
 * What a posted document changes besides its own list: item stock, the inventory report, the
 * stock a godown has available, party ledgers and batches. Every key of those queries starts
 * with one of these paths.
 */
export const postingDependents = [
  apiPaths.items,
  apiPaths.inventoryReport,
  apiPaths.stockAvailable,
  apiPaths.ledger,
  apiPaths.batches,
] as const;

/**
 * The queries of one kind of document (`/api/purchases`…). Every key starts with the path, so a
 * new or cancelled document refreshes every page, filter and detail of that kind and nothing else.
 */
export function documentApi<Row extends DocumentRow>(path: string) {
  return {
    path,
    listQuery: (params: ListParams) =>
      queryOptions({
        queryKey: [path, 'list', params],
        queryFn: () => api<ListPage<Row>>('GET', `${path}?${apiListQuery(params)}`),
        // The previous page stays on screen while the next one loads.
        placeholderData: keepPreviousData,
      }),
    detailQuery: (code: string) =>
      queryOptions({
        queryKey: [path, 'detail', code],
        queryFn: () => api<DocumentDetailOf<Row>>('GET', recordPath(path, code)),
      }),
  };
}

export type DocumentApi<Row extends DocumentRow> = ReturnType<typeof documentApi<Row>>;

export const invalidatePaths = (queryClient: QueryClient, paths: readonly string[]) =>
  Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

/** Keeps the godown a recorded document used as the signed-in user's default for the next one. */
export function rememberGodownOf(queryClient: QueryClient, document: object) {
  const username = queryClient.getQueryData(sessionQuery.queryKey)?.username ?? '';
  rememberGodown(username, godownUsedBy(document));
}

/**
 * Records a document with the opened form's idempotency key (a retry sends the same key); the
 * godown it used becomes the user's default.
 */
export function useRecordDocument<Row extends DocumentRow, Input>(
  { path }: DocumentApi<Row>,
  dependents: readonly string[] = postingDependents,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: Input; key: string }) =>
      api<DocumentDetailOf<Row>>('POST', path, input as object, {
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: (recorded) => {
      rememberGodownOf(queryClient, recorded);
      return invalidatePaths(queryClient, [path, ...dependents]);
    },
  });
}

/** Cancels a document (Administrators), which posts its reversal. */
export function useCancelDocument<Row extends DocumentRow>(
  { path }: DocumentApi<Row>,
  dependents: readonly string[] = postingDependents,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: CancelInput }) =>
      api<DocumentDetailOf<Row>>('POST', recordPath(path, code, 'cancel'), input),
    onSuccess: () => invalidatePaths(queryClient, [path, ...dependents]),
  });
}

/** The largest page a master list answers: the choices of a filter or a form. */
const OPTIONS_SIZE = 100;

const optionsQuery = <T>(path: string, toOption: (row: T) => PickOption, sort = 'name') =>
  queryOptions({
    // Under the master's path, so adding or renaming a supplier refreshes the choices.
    queryKey: [path, 'options'],
    queryFn: async () => {
      const query = apiListQuery({
        q: '',
        sort: { id: sort, direction: 'asc' },
        page: 1,
        size: OPTIONS_SIZE,
      });
      const page = await api<ListPage<T>>('GET', `${path}?${query}`);
      return page.rows.map(toOption);
    },
  });

/** The choices of each master, by name (all of them, active first is the caller's business). */
export const masterOptionsQueries = {
  suppliers: optionsQuery<Supplier>(apiPaths.suppliers, (supplier) => ({
    value: supplier.code,
    label: supplier.name,
    description: supplier.type,
    active: true,
  })),
  items: optionsQuery<Item>(apiPaths.items, (item) => ({
    value: item.code,
    label: item.name,
    active: item.status === 'active',
    unit: item.unit,
    category: item.category,
  })),
  godowns: optionsQuery<Godown>(apiPaths.godowns, (godown) => ({
    value: godown.code,
    label: godown.name,
    description: godown.location,
    active: godown.status === 'active',
  })),
  farms: optionsQuery<Farm>(apiPaths.farms, (farm) => ({
    value: farm.code,
    label: farm.name,
    description: farm.farmerName,
    active: farm.status === 'active',
  })),
  farmers: optionsQuery<Farmer>(apiPaths.farmers, (farmer) => ({
    value: farmer.code,
    label: farmer.name,
    description: farmer.city,
    active: farmer.status === 'active',
  })),
  traders: optionsQuery<Trader>(apiPaths.traders, (trader) => ({
    value: trader.code,
    label: trader.name,
    description: trader.contact,
    active: true,
  })),
  bankAccounts: optionsQuery<BankAccount>(
    apiPaths.bankAccounts,
    (account) => ({
      value: account.code,
      label: `${account.bankName} ····${account.accountNumber.slice(-4)}`,
      description: account.branch,
      active: account.status === 'active',
    }),
    'bankName',
  ),
  /** Batches, newest first (at most 500): open ones are offered for new documents. */
  batches: queryOptions({
    queryKey: [apiPaths.batches, 'options'],
    queryFn: async () =>
      (await api<BatchSummary[]>('GET', apiPaths.batches)).map(
        (batch): PickOption => ({
          value: batch.code,
          label: `${batch.code} · ${batch.farmName}`,
          description: batch.farmerName,
          active: batch.status === 'open',
        }),
      ),
  }),
} satisfies Record<OptionSource, unknown>;
