import { apiPaths, recordPath, type Transfer } from '@pfm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.ts';
import { invalidatePaths } from '../../../lib/documents/document-api.ts';
import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { receiveAction, transferApi, transferConfig } from './transfer-config.tsx';

/** Receiving moves stock out of transit into the destination: transfers and stock change. */
const receiveDependents = [
  apiPaths.transfers,
  apiPaths.items,
  apiPaths.inventoryReport,
  apiPaths.stockAvailable,
] as const;

/** Receives a pending transfer on the day it arrived. */
export function useReceiveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, date }: { code: string; date: string }) =>
      api<Transfer>('POST', recordPath(apiPaths.transfers, code, 'receive'), { date }),
    onSuccess: () => invalidatePaths(queryClient, receiveDependents),
  });
}

/** /transaction/transfer: stock transfers from the server, with Receive for pending ones. */
export function TransferScreen() {
  const receive = useReceiveTransfer();
  const { mutateAsync } = receive;
  const actions = useMemo(
    () => [receiveAction((transfer, date) => mutateAsync({ code: transfer.code, date }))],
    [mutateAsync],
  );
  return <DocumentView {...useDocumentScreen(transferConfig, transferApi, { actions })} />;
}
