import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { purchaseApi, purchaseConfig } from './purchase-config.tsx';

/** /transaction/purchase: purchases from the server. */
export function PurchaseScreen() {
  return <DocumentView {...useDocumentScreen(purchaseConfig, purchaseApi)} />;
}
