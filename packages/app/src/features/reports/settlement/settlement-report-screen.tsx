import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { sessionQuery } from '../../../lib/session.ts';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import { useReportFilters } from '../kit/report-params.ts';
import {
  farmerChoicesQuery,
  settlementPreviewQuery,
  settlementReportQuery,
  toFarmerOption,
  useCancelSettlement,
  useCloseBatch,
  useFinaliseSettlement,
} from './api.ts';
import {
  nextSettlementParams,
  periodBackwards,
  reportQueryOf,
  type SettlementParams,
  settlementParamRules,
} from './settlement-params.ts';
import { SettlementReportView } from './settlement-report-view.tsx';

/**
 * /report/settlement: the report of the farmer and period in the URL and the chosen batch's
 * settlement, from the server; Administrators finalise, cancel and close from here.
 */
export function SettlementReportScreen() {
  const [params, setParams] = useReportFilters(settlementParamRules);
  const onParamsChange = useCallback(
    (change: Partial<SettlementParams>) => setParams(nextSettlementParams(params, change)),
    [params, setParams],
  );
  const farmers = useQuery(farmerChoicesQuery);
  const farmerOptions = useMemo(() => farmers.data?.map(toFarmerOption), [farmers.data]);
  // Nothing to ask while the dates run backwards.
  const asking = !periodBackwards(params);
  const report = useQuery({ ...settlementReportQuery(reportQueryOf(params)), enabled: asking });
  const choosing = asking && params.batch !== '';
  const preview = useQuery({ ...settlementPreviewQuery(params.batch), enabled: choosing });
  const session = useQuery(sessionQuery);
  const settings = useSettingsOrDefaults();
  const finalise = useFinaliseSettlement();
  const cancel = useCancelSettlement();
  const close = useCloseBatch();
  // Asking again for a batch the server does not have cannot help.
  const noSuchBatch = preview.error instanceof ApiError && preview.error.code === 'not_found';
  // A refetch after a change keeps the figures on screen; a retry after a failure shows it loading.
  const reportRetrying = report.isError && report.isFetching;
  const previewRetrying = preview.isError && preview.isFetching;

  return (
    <SettlementReportView
      params={params}
      onParamsChange={onParamsChange}
      farmers={farmerOptions}
      report={asking ? report.data : undefined}
      loading={asking && (report.isPending || reportRetrying)}
      error={asking && report.isError && !reportRetrying ? report.error.message : null}
      onRetry={() => void report.refetch()}
      breakdown={choosing ? preview.data : undefined}
      breakdownLoading={choosing && (preview.isPending || previewRetrying)}
      breakdownError={
        choosing && preview.isError && !previewRetrying ? preview.error.message : null
      }
      onBreakdownRetry={noSuchBatch ? undefined : () => void preview.refetch()}
      canSettle={session.data?.role === 'Administrator'}
      onFinalise={(batchCode, { date }, key) => finalise.mutateAsync({ batchCode, date, key })}
      onCancelSettlement={(code, input) => cancel.mutateAsync({ code, input })}
      onCloseBatch={(batchCode, input) => close.mutateAsync({ batchCode, input })}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
      companyName={settings.companyName}
    />
  );
}
