import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import { useReportFilters } from '../kit/report-params.ts';
import { batchChoicesQuery, growthReportQuery, toBatchOption } from './api.ts';
import { growthParamRules, periodBackwards } from './growth-params.ts';
import { GrowthReportView } from './growth-report-view.tsx';

/** /report/growth: the report of the batch and period in the URL, from the server. */
export function GrowthReportScreen() {
  const [params, setParams] = useReportFilters(growthParamRules);
  const batches = useQuery(batchChoicesQuery);
  const batchOptions = useMemo(() => batches.data?.map(toBatchOption), [batches.data]);
  // Nothing to ask until a batch is chosen, nor while the dates run backwards.
  const asking = params.batch !== '' && !periodBackwards(params);
  const report = useQuery({ ...growthReportQuery(params), enabled: asking });
  const settings = useSettingsOrDefaults();
  // Asking again for a batch the server does not have cannot help.
  const notFound = report.error instanceof ApiError && report.error.code === 'not_found';

  return (
    <GrowthReportView
      params={params}
      onParamsChange={setParams}
      batches={batchOptions}
      report={asking ? report.data : undefined}
      loading={asking && (report.isPending || report.isFetching)}
      error={asking && report.isError ? report.error.message : null}
      onRetry={notFound ? undefined : () => void report.refetch()}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
      companyName={settings.companyName}
    />
  );
}
