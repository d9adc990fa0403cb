import { apiPaths } from '@pfm/shared';
import type { Db } from '../../db/database.ts';
import { documentKey } from '../../documents/keys.ts';
import type { ExportDocument } from '../../files/model.ts';
import { contentTypes, sendExport } from '../../files/route.ts';
import { access } from '../../http/access.ts';
import { type ApiPlugin, codeParams, routePath } from '../../http/contract.ts';
import { issuePrint, purchasePrint, salePrint } from './goods.ts';
import { receiptPrint, voucherPrint } from './money.ts';
import { settlementPrint } from './settlement.ts';

interface Printable {
  path: string;
  /** As the kind's JSON GET words its 404: "There is no such payment voucher." */
  noun: string;
  /** What the PDF is, for the API description. */
  print: string;
  build: (db: Db, code: string) => Promise<ExportDocument>;
}

const printables: Printable[] = [
  { path: apiPaths.purchases, noun: 'purchase', print: 'A purchase', build: purchasePrint },
  { path: apiPaths.issues, noun: 'issue', print: 'An issue slip', build: issuePrint },
  { path: apiPaths.sales, noun: 'sale', print: 'A sale bill', build: salePrint },
  {
    path: apiPaths.payments,
    noun: 'payment voucher',
    print: 'A payment voucher',
    build: voucherPrint,
  },
  {
    path: apiPaths.collections,
    noun: 'payment collection',
    print: 'A receipt for a payment collection',
    build: receiptPrint,
  },
  {
    path: apiPaths.settlements,
    noun: 'settlement',
    print: "A farmer's settlement statement",
    build: settlementPrint,
  },
];

/**
 * `GET /api/<documents>/:code/pdf`: a single document as the PDF a user prints (a purchase, an
 * issue slip, a sale bill, a payment voucher, a receipt, a settlement statement), built from the
 * kind's own GET-one answer. An unknown code is the JSON GET's 404, before any byte of a file.
 * Staff may print.
 */
export const printRoutes: ApiPlugin = async (app) => {
  const db = app.database.db;
  for (const printable of printables) {
    app.get(
      routePath(printable.path, ':code', 'pdf'),
      {
        ...access.signedIn,
        schema: {
          summary: `${printable.print} as a PDF to print (A4)`,
          params: codeParams,
          produces: [contentTypes.pdf],
        },
      },
      async (request, reply) => {
        const code = documentKey(request.params.code, printable.noun);
        const document = await printable.build(db, code);
        return sendExport(request, reply, db, 'pdf', document);
      },
    );
  }
};
