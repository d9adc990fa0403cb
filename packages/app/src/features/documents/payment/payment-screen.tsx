import { apiPaths, recordPath, type Voucher } from '@pfm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api.ts';
import { invalidatePaths } from '../../../lib/documents/document-api.ts';
import { defaultDisplay } from '../../../lib/documents/document-config.ts';
import { DocumentView } from '../../../lib/documents/document-view.tsx';
import { useDocumentScreen } from '../../../lib/documents/use-document-screen.ts';
import { payAction, voucherApi, voucherConfig } from './payment-config.tsx';

/** A voucher posts to the ledger (when paid): vouchers and party statements change, stock does not. */
const voucherDependents = [apiPaths.payments, apiPaths.ledger] as const;

/** Marks a pending voucher paid on the day the money went, which posts it to the ledger. */
export function usePayVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, date }: { code: string; date: string }) =>
      api<Voucher>('POST', recordPath(apiPaths.payments, code, 'pay'), { date }),
    onSuccess: () => invalidatePaths(queryClient, voucherDependents),
  });
}

/** /transaction/payment: payment vouchers from the server, with Mark Paid for pending ones. */
export function PaymentVoucherScreen() {
  const { mutateAsync } = usePayVoucher();
  const screen = useDocumentScreen(voucherConfig, voucherApi, {
    dependents: voucherDependents,
  });
  const { currencySymbol, dateFormat } = screen.display ?? defaultDisplay;
  const actions = useMemo(
    () => [
      payAction((voucher, date) => mutateAsync({ code: voucher.code, date }), {
        currencySymbol,
        dateFormat,
      }),
    ],
    [mutateAsync, currencySymbol, dateFormat],
  );
  return <DocumentView {...screen} actions={actions} />;
}
