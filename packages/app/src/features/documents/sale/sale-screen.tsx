import { apiPaths } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { masterOptionsQueries, postingDependents } from '../kit/document-api.ts';
import type { DocumentOptions } from '../kit/document-config.ts';
import { DocumentView } from '../kit/document-view.tsx';
import { useDocumentScreen } from '../kit/use-document-screen.ts';
import { saleApi, saleConfig } from './sale-config.tsx';

/**
 * A sale changes the trader's ledger, the batch's birds and what a trader still owes on his sales
 * (the collection dialog's picker), besides the usual postings.
 */
const saleDependents = [...postingDependents, apiPaths.salesOutstanding] as const;

/**
 * The trader and batch choices. The kit's `useDocumentOptions` loads suppliers, items, godowns and
 * farms only; this fills the two a sale needs until it loads every source.
 */
function useSaleOptions(loaded: DocumentOptions): DocumentOptions {
  const traders = useQuery(masterOptionsQueries.traders);
  const batches = useQuery(masterOptionsQueries.batches);
  return {
    ...loaded,
    ...(traders.data && { traders: traders.data }),
    ...(batches.data && { batches: batches.data }),
  };
}

/** /transaction/sale: sales of birds to traders from the server. */
export function SaleScreen() {
  const screen = useDocumentScreen(saleConfig, saleApi, { dependents: saleDependents });
  const options = useSaleOptions(screen.options);
  return <DocumentView {...screen} options={options} />;
}
