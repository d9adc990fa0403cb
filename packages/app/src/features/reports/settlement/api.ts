import {
  apiPaths,
  type CancelInput,
  type CloseBatchInput,
  IDEMPOTENCY_HEADER,
  recordPath,
  type Settlement,
  type SettlementBreakdown,
  type SettlementReport,
  type SettlementReportQuery,
} from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePaths, masterOptionsQueries } from '../../../lib/documents/document-api.ts';
import type { PickOption } from '../../../lib/documents/document-config.ts';
import { settlementApiQuery } from './settlement-params.ts';

/**
 * The Farmer Settlement Report for a farmer (or all) and a period of placements. The key starts with
 * the report's path, so finalising, cancelling or closing refreshes every settlement report at once.
 */
export const settlementReportQuery = (query: SettlementReportQuery) =>
  queryOptions({
    queryKey: [apiPaths.settlementReport, query],
    queryFn: () =>
      api<SettlementReport>('GET', `${apiPaths.settlementReport}?${settlementApiQuery(query)}`),
  });

/**
 * A batch's settlement line by line: computed now for an open or sold-out batch, as it was posted
 * for a settled one. Under the settlements' path, so a finalised or cancelled settlement refreshes it.
 */
export const settlementPreviewQuery = (batchCode: string) =>
  queryOptions({
    queryKey: [apiPaths.settlements, 'preview', batchCode],
    queryFn: () =>
      api<SettlementBreakdown>('GET', recordPath(`${apiPaths.settlements}/preview`, batchCode)),
  });

/** Every farmer, as the document forms fetch them (one cache for both). */
export const farmerChoicesQuery = masterOptionsQueries.farmers;

/**
 * A farmer as the picker offers them: the name, with the code and city to search by. Inactive
 * farmers stay: their earlier batches are still settled and read here.
 */
export const toFarmerOption = (farmer: PickOption): ComboboxOption => ({
  value: farmer.value,
  label: farmer.label,
  description: [farmer.value, farmer.description, farmer.active ? null : 'inactive']
    .filter(Boolean)
    .join(' · '),
});

/**
 * What finalising, cancelling or closing changes: the report, the settlements and their previews,
 * the batches (their status), the dashboard (batches awaiting settlement) and the farmer's ledger.
 */
export const settlementDependents = [
  apiPaths.settlementReport,
  apiPaths.settlements,
  apiPaths.batches,
  apiPaths.dashboard,
  apiPaths.ledger,
] as const;

/** Finalises a sold-out batch's settlement (Administrators), safe to retry with the same key. */
export function useFinaliseSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchCode, date, key }: { batchCode: string; date: string; key: string }) =>
      api<Settlement>(
        'POST',
        apiPaths.settlements,
        { batchCode, date },
        { headers: { [IDEMPOTENCY_HEADER]: key } },
      ),
    onSuccess: () => invalidatePaths(queryClient, settlementDependents),
  });
}

/** Cancels a settlement (Administrators): its postings reversed, the batch sold out again. */
export function useCancelSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: CancelInput }) =>
      api<Settlement>('POST', recordPath(apiPaths.settlements, code, 'cancel'), input),
    onSuccess: () => invalidatePaths(queryClient, settlementDependents),
  });
}

/** Closes an open batch by hand (Administrators): its missing birds become its shortage. */
export function useCloseBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batchCode, input }: { batchCode: string; input: CloseBatchInput }) =>
      api<SettlementBreakdown>('POST', recordPath(apiPaths.batches, batchCode, 'close'), input),
    onSuccess: () => invalidatePaths(queryClient, settlementDependents),
  });
}
