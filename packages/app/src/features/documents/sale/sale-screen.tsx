import { apiPaths } from '@pfm/shared';
import { postingDependents } from '../../../lib/documents/document-api.ts';
import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { saleApi, saleConfig } from './sale-config.tsx';

/**
 * A sale changes the trader's ledger, the batch's birds and what a trader still owes on his sales
 * (the collection dialog's picker), besides the usual postings.
 */
const saleDependents = [...postingDependents, apiPaths.salesOutstanding] as const;

/** /transaction/sale: sales of birds to traders from the server. */
export function SaleScreen() {
  return (
    <DocumentView {...useDocumentScreen(saleConfig, saleApi, { dependents: saleDependents })} />
  );
}
