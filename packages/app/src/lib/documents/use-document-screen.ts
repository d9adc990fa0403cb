import { recordCode } from '@pfm/shared';
import { isDateRangeBackwards } from '@pfm/ui';
import { type queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useListParams } from '../list-params.ts';
import { sessionQuery } from '../session.ts';
import { useSettingsOrDefaults } from '../settings.ts';
import {
  type DocumentApi,
  masterOptionsQueries,
  postingDependents,
  useCancelDocument,
  useRecordDocument,
} from './document-api.ts';
import type {
  DocumentAction,
  DocumentConfig,
  DocumentOptions,
  DocumentRow,
  OptionSource,
  PickOption,
} from './document-config.ts';
import { optionSources } from './document-config.ts';
import { commonFilterNames, type DocumentViewProps } from './document-view.tsx';

/** The choices of the masters `sources`, each loaded once and kept (saving a master refreshes it). */
export function useDocumentOptions(sources: readonly OptionSource[]): DocumentOptions {
  const loaded = useQueries({
    queries: optionSources.map((source) => ({
      ...(masterOptionsQueries[source] as ReturnType<typeof queryOptions<readonly PickOption[]>>),
      enabled: sources.includes(source),
    })),
  });
  return Object.fromEntries(
    optionSources.flatMap((source, index) => {
      const data = loaded[index]?.data;
      return data ? [[source, data]] : [];
    }),
  );
}

/** The URL parameter naming a document whose sheet opens with the screen (`?view=P001`). */
export const VIEW_PARAM = 'view';

/** The document code a link asks to view (a ledger statement's `?view=IS001`), or `''`. */
export function linkedDocumentCode(search: URLSearchParams): string {
  const code = search.get(VIEW_PARAM) ?? '';
  return recordCode.test(code) ? code : '';
}

/**
 * Wires a document kind's view to its API: list parameters and filters from the URL, the page
 * query (not sent while the dates run backwards), the masters to choose from, record and cancel
 * mutations, the viewed document's detail, the signed-in user's right to cancel, and the settings.
 */
export function useDocumentScreen<Row extends DocumentRow, Values extends FieldValues, Input>(
  config: DocumentConfig<Row, Values, Input>,
  documents: DocumentApi<Row>,
  {
    actions,
    dependents = postingDependents,
  }: { actions?: readonly DocumentAction<Row>[]; dependents?: readonly string[] } = {},
): DocumentViewProps<Row, Values, Input> {
  const filterNames = useMemo(
    () => [...commonFilterNames, ...config.filters.map((filter) => filter.name)],
    [config.filters],
  );
  const [params, onParamsChange] = useListParams(config.sortIds, filterNames);
  const datesValid = !isDateRangeBackwards(params.filters?.from ?? '', params.filters?.to ?? '');
  const list = useQuery({ ...documents.listQuery(params), enabled: datesValid });
  const sources = useMemo(
    () => [
      ...new Set([
        ...config.filters.flatMap((filter) => (filter.source ? [filter.source] : [])),
        ...(config.record?.sources ?? []),
      ]),
    ],
    [config],
  );
  const options = useDocumentOptions(sources);
  const record = useRecordDocument<Row, Input>(documents, dependents);
  const cancel = useCancelDocument(documents, dependents);
  const session = useQuery(sessionQuery);
  const settings = useSettingsOrDefaults();
  const [recording, onRecordingChange] = useState(false);
  const [search, setSearch] = useSearchParams();
  const linkedCode = linkedDocumentCode(search);
  const [opened, setOpened] = useState<Row | null>(null);
  const [cancelling, onCancellingChange] = useState<Row | null>(null);
  const viewedCode = opened?.code ?? linkedCode;
  const detail = useQuery({
    ...documents.detailQuery(viewedCode),
    enabled: viewedCode !== '',
  });
  // A linked document's sheet opens once its detail arrives (the detail holds the row's fields).
  const viewing =
    opened ?? (linkedCode !== '' && detail.data?.code === linkedCode ? detail.data : null);
  const onViewingChange = useCallback(
    (row: Row | null) => {
      setOpened(row);
      // Closing the sheet of a link drops the link's parameter, so a reload does not reopen it.
      if (row === null && search.has(VIEW_PARAM)) {
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(VIEW_PARAM);
            return next;
          },
          { replace: true },
        );
      }
    },
    [search, setSearch],
  );

  return {
    config,
    page: list.data,
    loading: list.isFetching,
    error: list.isError ? list.error.message : null,
    onRetry: () => void list.refetch(),
    params,
    onParamsChange,
    exportPath: `${documents.path}/export`,
    options,
    canCancel: session.data?.role === 'Administrator',
    recording,
    onRecordingChange,
    ...(config.record && {
      onRecord: (input: Input, key: string) => record.mutateAsync({ input, key }),
    }),
    viewing,
    onViewingChange,
    detail: detail.data,
    detailLoading: detail.isFetching,
    detailError: detail.isError ? detail.error.message : null,
    onDetailRetry: () => void detail.refetch(),
    cancelling,
    onCancellingChange,
    onCancel: (row, input) => cancel.mutateAsync({ code: row.code, input }),
    ...(actions && { actions }),
    display: { currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat },
  };
}
