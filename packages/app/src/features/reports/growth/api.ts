import { apiPaths, type GrowthReport } from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { masterOptionsQueries } from '../../../lib/documents/document-api.ts';
import type { PickOption } from '../../../lib/documents/document-config.ts';
import { reportApiQuery } from '../kit/report-params.ts';
import type { GrowthParams } from './growth-params.ts';

/**
 * The Growth Report of a batch for a period. The key starts with the report's path, so a recorded
 * or cancelled growth update can refresh every growth report at once.
 */
export const growthReportQuery = (params: GrowthParams) =>
  queryOptions({
    queryKey: [apiPaths.growthReport, params],
    queryFn: () => api<GrowthReport>('GET', `${apiPaths.growthReport}?${reportApiQuery(params)}`),
  });

/** Every batch, newest first, as the document forms fetch them (one cache for both). */
export const batchChoicesQuery = masterOptionsQueries.batches;

/**
 * A batch as the picker offers it: "B003 · Hillside Farm", with the farmer to search by. Batches
 * that are sold out or settled stay: their growth is still worth reading.
 */
export const toBatchOption = (batch: PickOption): ComboboxOption => ({
  value: batch.value,
  label: batch.label,
  description: [batch.description, batch.active ? null : 'closed'].filter(Boolean).join(' · '),
});
