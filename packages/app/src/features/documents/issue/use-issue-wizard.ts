import {
  apiPaths,
  type Farm,
  formatMilli,
  type Godown,
  IDEMPOTENCY_HEADER,
  type IssueDetail,
  type IssueInput,
  type Item,
  type ListPage,
  newIdempotencyKey,
  type Rate,
} from '@pfm/shared';
import { useToast } from '@pfm/ui';
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { ApiError, api } from '../../../lib/api.ts';
import { rememberGodownOf } from '../../../lib/documents/document-api.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import {
  draftFieldOf,
  emptyIssueDraft,
  type IssueDraft,
  type IssueErrors,
  type IssueField,
  isChicks,
  type OpenBatch,
  placeRefusal,
  toIssueInput,
} from './issue-draft.ts';

/** Something the server is asked for: its answer, whether it is on its way, and why it failed. */
export interface Loadable<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
}

/** What an issue of the chosen item on the chosen day is charged at. */
export type RateQuote =
  | { basis: 'rate'; rate: Rate }
  /** Medicine: its weighted average purchase cost, worked out by the server when it posts. */
  | { basis: 'average-cost' }
  /** The item's rate line has no rate in force that day; the server would refuse the issue. */
  | { basis: 'none'; message: string };

/** Everything the wizard shows that comes from the server. */
export interface IssueWizardData {
  /** Active farms matching the farm search. */
  farms: Loadable<readonly Farm[]>;
  /** Every open batch, so the farm list can say which farm raises one. */
  openBatches: readonly OpenBatch[];
  /** The chosen farm's open batch (`null`: none). */
  farmBatch: Loadable<OpenBatch | null>;
  /** Active items matching the item search. */
  items: Loadable<readonly Item[]>;
  /** Active godowns. */
  godowns: Loadable<readonly Godown[]>;
  /** Stock of the chosen item in the chosen godown on the chosen date, in thousandths. */
  available: Loadable<number>;
  /** The rate the issue will be charged at. */
  rate: Loadable<RateQuote>;
}

/** How many farms or items one search offers. */
const SEARCH_SIZE = 25;
/** Typing pauses this long before a search is sent. */
const SEARCH_DELAY_MS = 250;

const loadable = <T>(query: UseQueryResult<T>, enabled = true): Loadable<T> => ({
  data: enabled ? query.data : undefined,
  loading: enabled && query.isFetching,
  error: enabled && query.error ? query.error.message : null,
});

const searchQuery = (text: string, size: number) =>
  new URLSearchParams({ q: text.trim(), sort: 'name', dir: 'asc', page: '1', size: String(size) });

/** A master list searched as the user types; only active records can be issued from or to. */
function useActiveSearch<Row extends { status: string }>(path: string, text: string) {
  const debounced = useDebounced(text, SEARCH_DELAY_MS);
  // Clearing the search goes straight back to the first records, already loaded.
  const sent = text === '' ? '' : debounced;
  const query = useQuery({
    // Under the master's path, so saving a farm or an item refreshes what the wizard offers.
    queryKey: [path, 'issue-picker', sent],
    queryFn: async () => {
      const page = await api<ListPage<Row>>('GET', `${path}?${searchQuery(sent, SEARCH_SIZE)}`);
      return page.rows.filter((row) => row.status === 'active');
    },
    placeholderData: keepPreviousData,
  });
  const result = loadable<readonly Row[]>(query);
  // Results for older text are not offered: Enter must not pick a record that no longer matches.
  return { ...result, loading: text !== sent || query.isFetching || query.isPlaceholderData };
}

/** The server's answers the wizard needs for the draft as it stands. */
export function useIssueWizardData(
  draft: IssueDraft,
  search: { farm: string; item: string },
): IssueWizardData {
  const farms = useActiveSearch<Farm>(apiPaths.farms, search.farm);
  const items = useActiveSearch<Item>(apiPaths.items, search.item);

  const openBatches = useQuery({
    queryKey: [apiPaths.batches, 'open'],
    queryFn: () => api<OpenBatch[]>('GET', `${apiPaths.batches}?status=open`),
  });
  const farmCode = draft.farm?.code ?? '';
  const farmBatch = useQuery({
    queryKey: [apiPaths.batches, 'open', farmCode],
    queryFn: async () => {
      const found = await api<OpenBatch[]>(
        'GET',
        `${apiPaths.batches}?${new URLSearchParams({ farm: farmCode, status: 'open' })}`,
      );
      return found[0] ?? null;
    },
    enabled: farmCode !== '',
  });

  const godowns = useQuery({
    queryKey: [apiPaths.godowns, 'issue-options'],
    queryFn: async () => {
      const page = await api<ListPage<Godown>>(
        'GET',
        `${apiPaths.godowns}?${searchQuery('', 100)}`,
      );
      return page.rows.filter((godown) => godown.status === 'active');
    },
  });

  const itemCode = draft.item?.code ?? '';
  const canCheckStock = itemCode !== '' && draft.godownCode !== '' && draft.date !== '';
  const available = useQuery({
    queryKey: [apiPaths.stockAvailable, draft.godownCode, itemCode, draft.date],
    queryFn: async () => {
      const answer = await api<{ quantityMilli: number }>(
        'GET',
        `${apiPaths.stockAvailable}?${new URLSearchParams({ godown: draft.godownCode, item: itemCode, date: draft.date })}`,
      );
      return answer.quantityMilli;
    },
    enabled: canCheckStock,
  });

  const rateItem = draft.item?.rateItem ?? '';
  const canPrice = draft.item !== null && rateItem !== '' && draft.date !== '';
  const rate = useQuery({
    queryKey: [apiPaths.ratesInForce, rateItem, draft.date],
    queryFn: async (): Promise<RateQuote> => {
      try {
        const found = await api<Rate>(
          'GET',
          `${apiPaths.ratesInForce}?${new URLSearchParams({ item: rateItem, date: draft.date })}`,
        );
        return { basis: 'rate', rate: found };
      } catch (error) {
        // No rate that day is an answer, not a failure: the wizard says so beside the rate.
        if (error instanceof ApiError && error.status === 404) {
          return { basis: 'none', message: error.message };
        }
        throw error;
      }
    },
    enabled: canPrice,
  });

  return {
    farms,
    openBatches: openBatches.data ?? [],
    farmBatch: loadable(farmBatch, farmCode !== ''),
    items,
    godowns: loadable<readonly Godown[]>(godowns),
    available: loadable(available, canCheckStock),
    rate:
      draft.item && rateItem === ''
        ? { data: { basis: 'average-cost' }, loading: false, error: null }
        : loadable(rate, canPrice),
  };
}

/** Every list an issue changes: issues, batches, stock, the item master's Current Stock, reports. */
const changedByIssue = [
  apiPaths.issues,
  apiPaths.batches,
  apiPaths.stockAvailable,
  apiPaths.items,
  apiPaths.inventoryReport,
  apiPaths.ledger,
];

/** Sends an issue: `POST /api/issues` with its `Idempotency-Key`. */
export type SendIssue = (input: IssueInput, idempotencyKey: string) => Promise<IssueDetail>;

/** The real `SendIssue`, which also refreshes every list the issue changed. */
export function useSendIssue(): SendIssue {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: IssueInput; key: string }) =>
      api<IssueDetail>('POST', apiPaths.issues, input, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: (issue) => {
      rememberGodownOf(queryClient, issue);
      // Not awaited: the wizard starts the next issue while the lists refresh.
      for (const path of changedByIssue) void queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
  return (input, key) => mutation.mutateAsync({ input, key });
}

/** The fields whose messages a change of each draft entry makes stale. */
const staleOnChange: Record<keyof IssueDraft, readonly IssueField[]> = {
  farm: ['farmCode', 'itemCode', 'quantityMilli', 'batchCode'],
  item: ['itemCode', 'quantityMilli', 'batchCode'],
  godownCode: ['godownCode', 'quantityMilli'],
  quantity: ['quantityMilli'],
  date: ['date', 'quantityMilli', 'batchCode'],
  batchCode: ['batchCode'],
};

/** The wizard's state and what its controls call; `IssueWizardView` takes these as props. */
export interface IssueWizardState {
  /** The draft's form: its values and the message beside each field. */
  form: UseFormReturn<IssueDraft>;
  /** The draft as it stands (the form's values), for the server's answers. */
  draft: IssueDraft;
  /** Changes entries of the draft; the messages the change makes stale go. */
  onDraftChange: (change: Partial<IssueDraft>) => void;
  stepIndex: number;
  onStepChange: (stepIndex: number) => void;
  /** Puts these messages beside their fields, and takes every other message away. */
  onErrorsChange: (errors: IssueErrors) => void;
  /** Sends the issue; a refusal about a field moves to its step, any other one rejects. */
  onSubmit: () => Promise<void>;
}

export interface UseIssueWizardOptions {
  /** Today (YYYY-MM-DD): the date a new issue starts with. */
  today: string;
  send: SendIssue;
  /** Stories: the state to start in. */
  initialDraft?: IssueDraft;
  initialStep?: number;
  initialErrors?: IssueErrors;
}

/** What the success toast says: the issue's code and, for chicks, the batch it opened. */
export function issuedMessage(issue: IssueDetail): { title: string; description: string } {
  const quantity = formatMilli(issue.quantityMilli, issue.unit as Item['unit']);
  return issue.category === 'chicks'
    ? {
        title: `Issue ${issue.code} recorded`,
        description: `New batch ${issue.batchCode} opened on ${issue.farmName} with ${quantity} of ${issue.itemName}.`,
      }
    : {
        title: `Issue ${issue.code} recorded`,
        description: `${quantity} of ${issue.itemName} issued to ${issue.farmName} (${issue.batchCode}).`,
      };
}

/** Puts `errors` beside the form's fields (the step checks' and the server's), and no other. */
function showErrors(form: UseFormReturn<IssueDraft>, errors: IssueErrors) {
  form.clearErrors();
  for (const [field, message] of Object.entries(errors) as [IssueField, string][]) {
    form.setError(draftFieldOf[field], { type: 'validate', message });
  }
}

/**
 * The Issue to Farmer wizard's state: the draft in a react-hook-form form (its values and the
 * messages beside its fields), the step, and the submit with its `Idempotency-Key` (made when a new
 * issue starts, reused when the same issue is sent again after a failure, replaced after success).
 * The steps are checked by `validateIssueStep` (the view knows the server's answers it needs).
 */
export function useIssueWizard({
  today,
  send,
  initialDraft,
  initialStep = 0,
  initialErrors,
}: UseIssueWizardOptions): IssueWizardState {
  const form = useForm<IssueDraft>({ defaultValues: initialDraft ?? emptyIssueDraft(today) });
  const draft = form.watch();
  const [stepIndex, setStepIndex] = useState(initialStep);
  const [startErrors] = useState(initialErrors);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { toast } = useToast();

  useLayoutEffect(() => {
    if (startErrors) showErrors(form, startErrors);
  }, [form, startErrors]);

  const onDraftChange = (change: Partial<IssueDraft>) => {
    const farmBefore = form.getValues('farm')?.code;
    const entries = Object.entries(change) as [keyof IssueDraft, IssueDraft[keyof IssueDraft]][];
    for (const [entry, value] of entries) form.setValue(entry, value, { shouldDirty: true });
    // A batch belongs to a farm, and chicks open their own.
    if ('farm' in change && change.farm?.code !== farmBefore) form.setValue('batchCode', '');
    if ('item' in change && isChicks(change.item ?? null)) form.setValue('batchCode', '');
    const stale = entries
      .flatMap(([entry]) => staleOnChange[entry])
      .map((field) => draftFieldOf[field])
      .filter((name) => form.getFieldState(name).error);
    if (stale.length) form.clearErrors(stale);
  };

  const onSubmit = async () => {
    let issue: IssueDetail;
    try {
      issue = await send(toIssueInput(form.getValues()), idempotencyKey);
    } catch (error) {
      const placed = placeRefusal(error);
      if (!placed) throw error;
      showErrors(form, placed.errors);
      setStepIndex(placed.step);
      return;
    }
    setIdempotencyKey(newIdempotencyKey());
    toast({ ...issuedMessage(issue), tone: 'success' });
    // A new issue: the empty draft, without messages.
    form.reset(emptyIssueDraft(today));
    setStepIndex(0);
  };

  return {
    form,
    draft,
    onDraftChange,
    stepIndex,
    onStepChange: setStepIndex,
    onErrorsChange: (errors) => showErrors(form, errors),
    onSubmit,
  };
}
