import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import { useReportFilters } from '../kit/report-params.ts';
import { partyOptionsQueries, statementQuery, toPartyOption } from './api.ts';
import {
  type LedgerParams,
  ledgerParamRules,
  nextLedgerParams,
  partyTypeOf,
  periodBackwards,
  statementQueryOf,
} from './ledger-params.ts';
import { LedgerReportView } from './ledger-report-view.tsx';

/** /report/ledger: the statement of the tab's party for the period in the URL, from the server. */
export function LedgerReportScreen() {
  const [params, setParams] = useReportFilters(ledgerParamRules);
  const onParamsChange = useCallback(
    (change: Partial<LedgerParams>) => setParams(nextLedgerParams(params, change)),
    [params, setParams],
  );
  const type = partyTypeOf(params);
  const parties = useQuery(partyOptionsQueries[type]);
  const partyOptions = useMemo(() => parties.data?.map(toPartyOption), [parties.data]);
  // Nothing to ask until a party is chosen, nor while the dates run backwards.
  const asking = params.party !== '' && !periodBackwards(params);
  const statement = useQuery({
    ...statementQuery(type, params.party, statementQueryOf(params)),
    enabled: asking,
  });
  const settings = useSettingsOrDefaults();

  return (
    <LedgerReportView
      params={params}
      onParamsChange={onParamsChange}
      parties={partyOptions}
      statement={asking ? statement.data : undefined}
      loading={asking && (statement.isPending || statement.isFetching)}
      error={asking && statement.isError ? statement.error.message : null}
      onRetry={() => void statement.refetch()}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
      companyName={settings.companyName}
    />
  );
}
