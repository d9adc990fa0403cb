import { apiPaths, type Collection, recordPath } from '@pfm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.ts';
import { invalidatePaths } from '../../../lib/documents/document-api.ts';
import { defaultDisplay } from '../../../lib/documents/document-config.ts';
import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { collectionApi, collectionConfig, receiveAction } from './collection-config.tsx';

/**
 * A received collection posts to the ledger and lowers what its sale has outstanding: collections,
 * party statements, sales and the outstanding lookup change, stock does not.
 */
const collectionDependents = [
  apiPaths.collections,
  apiPaths.ledger,
  apiPaths.sales,
  apiPaths.salesOutstanding,
] as const;

/** Marks a pending collection received on the day the money came, which posts it. */
export function useReceiveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, date }: { code: string; date: string }) =>
      api<Collection>('POST', recordPath(apiPaths.collections, code, 'receive'), { date }),
    onSuccess: () => invalidatePaths(queryClient, collectionDependents),
  });
}

/** /transaction/collection: payment collections from the server, with Mark Received for pending ones. */
export function PaymentCollectionScreen() {
  const { mutateAsync } = useReceiveCollection();
  const screen = useDocumentScreen(collectionConfig, collectionApi, {
    dependents: collectionDependents,
  });
  const { currencySymbol, dateFormat } = screen.display ?? defaultDisplay;
  const actions = useMemo(
    () => [
      receiveAction((collection, date) => mutateAsync({ code: collection.code, date }), {
        currencySymbol,
        dateFormat,
      }),
    ],
    [mutateAsync, currencySymbol, dateFormat],
  );
  return <DocumentView {...screen} actions={actions} />;
}
