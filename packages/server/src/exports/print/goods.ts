import { amountInWords, averageWeightMilli, itemCategoryLabels } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { batches, farms, suppliers, traders } from '../../db/schema.ts';
import { getIssue } from '../../documents/issue/service.ts';
import { getPurchase } from '../../documents/purchase/service.ts';
import { getSale } from '../../documents/sale/service.ts';
import type { ExportColumn, ExportDocument } from '../../files/model.ts';
import { fileNameOf } from '../../files/model.ts';
import {
  cancelledBlocks,
  codeName,
  partyLines,
  perUnit,
  statusLine,
  titleOf,
  unitsOf,
} from './common.ts';

/**
 * The printed purchase, issue slip and sale bill: each from its kind's own GET-one answer (the
 * figures the detail sheet shows), with the party's address from its master.
 */

/** Purchase P001: the supplier, the invoice, the godown it came into, the line and its amount. */
export async function purchasePrint(db: Db, code: string): Promise<ExportDocument> {
  const purchase = await getPurchase(db, code);
  const [supplier] = await db
    .select({ address: suppliers.address, gstin: suppliers.gstin, contact: suppliers.contact })
    .from(suppliers)
    .where(eq(suppliers.code, purchase.supplierCode));
  const columns: ExportColumn[] = [
    { header: 'Item', kind: 'text', width: 3.4, wrap: true },
    { header: 'Quantity', kind: 'milli', unit: unitsOf(purchase.unit), digits: 3, width: 1.5 },
    { header: 'Rate', kind: 'money', unit: perUnit(purchase.unit), width: 1.4 },
    { header: 'Amount', kind: 'money', width: 1.7 },
  ];
  return {
    title: titleOf(`Purchase ${purchase.code}`, purchase.status),
    fileName: fileNameOf('purchase', purchase.code),
    filters: [
      ['Date', purchase.date],
      ['Supplier', codeName(purchase.supplierCode, purchase.supplierName)],
      ...partyLines(supplier ?? {}),
      ["Supplier's invoice", purchase.invoiceNumber || '—'],
      ['Received into', codeName(purchase.godownCode, purchase.godownName)],
      statusLine(purchase.status, purchase),
      ['Recorded by', purchase.createdBy],
    ],
    sections: [
      {
        name: 'Purchase',
        blocks: [
          ...cancelledBlocks(purchase.status, purchase, 'purchase'),
          {
            kind: 'table',
            title: 'Goods received',
            columns,
            rows: [
              {
                cells: [
                  codeName(purchase.itemCode, purchase.itemName),
                  purchase.quantityMilli,
                  purchase.ratePaise,
                  purchase.amountPaise,
                ],
              },
            ],
            trailing: [{ cells: ['Total', purchase.quantityMilli, null, purchase.amountPaise] }],
          },
          { kind: 'text', text: `Amount in words: ${amountInWords(purchase.amountPaise)}.` },
          {
            kind: 'signatures',
            labels: ['Received by (godown)', 'Checked by', 'Authorised signatory'],
          },
        ],
      },
    ],
  };
}

const rateBasisWords = { rate: 'Rate master', 'average-cost': 'Average cost' } as const;

/** Issue Slip IS001: the farmer, farm and batch, the godown it left, the line charged to the farmer. */
export async function issuePrint(db: Db, code: string): Promise<ExportDocument> {
  const issue = await getIssue(db, code);
  const [farm] = await db
    .select({ location: farms.location })
    .from(farms)
    .where(eq(farms.code, issue.farmCode));
  const [batch] = issue.batchCode
    ? await db
        .select({ placementDate: batches.placementDate })
        .from(batches)
        .where(eq(batches.code, issue.batchCode))
    : [];
  const columns: ExportColumn[] = [
    { header: 'Item', kind: 'text', width: 2.8, wrap: true },
    { header: 'Category', kind: 'text', width: 1.1, wrap: true },
    { header: 'Quantity', kind: 'milli', unit: unitsOf(issue.unit), digits: 3, width: 1.5 },
    { header: 'Rate', kind: 'money', unit: perUnit(issue.unit), width: 1.4 },
    { header: 'Charged at', kind: 'text', width: 1.2, wrap: true },
    { header: 'Amount', kind: 'money', width: 1.6 },
  ];
  return {
    title: titleOf(`Issue Slip ${issue.code}`, issue.status),
    fileName: fileNameOf('issue-slip', issue.code),
    filters: [
      ['Date', issue.date],
      ['Farmer', codeName(issue.farmerCode, issue.farmerName)],
      [
        'Farm',
        `${codeName(issue.farmCode, issue.farmName)}${farm?.location ? `, ${farm.location}` : ''}`,
      ],
      [
        'Batch',
        `${issue.batchCode || '—'}${batch ? ` (placed ${batch.placementDate})` : ''}${issue.category === 'chicks' ? ' — opened by this issue' : ''}`,
      ],
      ['Issued from', codeName(issue.godownCode, issue.godownName)],
      statusLine(issue.status, issue),
      ['Recorded by', issue.createdBy],
    ],
    sections: [
      {
        name: 'Issue slip',
        blocks: [
          ...cancelledBlocks(issue.status, issue, 'issue'),
          {
            kind: 'table',
            title: 'Issued to the farmer',
            columns,
            rows: [
              {
                cells: [
                  codeName(issue.itemCode, issue.itemName),
                  itemCategoryLabels[issue.category],
                  issue.quantityMilli,
                  issue.ratePaise,
                  rateBasisWords[issue.rateBasis],
                  issue.amountPaise,
                ],
              },
            ],
            trailing: [
              {
                cells: [
                  'Total charged to the farmer',
                  null,
                  issue.quantityMilli,
                  null,
                  null,
                  issue.amountPaise,
                ],
              },
            ],
          },
          {
            kind: 'text',
            text: `Amount in words: ${amountInWords(issue.amountPaise)}. Charged to the farmer's account and settled against the batch's growing charges.`,
          },
          {
            kind: 'signatures',
            labels: ['Issued by (godown)', 'Received by (farmer)', 'Authorised signatory'],
          },
        ],
      },
    ],
  };
}

/**
 * Sale Bill SL001: the trader, the batch the birds came from, birds, live weight, average weight,
 * rate per kg and amount; what has been received against it and what is still due.
 */
export async function salePrint(db: Db, code: string): Promise<ExportDocument> {
  const sale = await getSale(db, code);
  const [trader] = await db
    .select({ address: traders.address, gstin: traders.gstin, contact: traders.contact })
    .from(traders)
    .where(eq(traders.code, sale.traderCode));
  const columns: ExportColumn[] = [
    { header: 'Description', kind: 'text', width: 2.6 },
    { header: 'Birds', kind: 'integer', width: 1 },
    { header: 'Live weight', kind: 'milli', unit: 'kg', digits: 3, width: 1.4 },
    { header: 'Per bird', kind: 'milli', unit: 'kg', digits: 3, width: 1.3 },
    { header: 'Rate', kind: 'money', unit: 'per kg', width: 1.3 },
    { header: 'Amount', kind: 'money', width: 1.6 },
  ];
  return {
    title: titleOf(`Sale Bill ${sale.code}`, sale.status),
    fileName: fileNameOf('sale-bill', sale.code),
    filters: [
      ['Date', sale.date],
      ['Bill to', codeName(sale.traderCode, sale.traderName)],
      ...partyLines(trader ?? {}),
      [
        'Birds from',
        `Batch ${sale.batchCode}, ${codeName(sale.farmCode, sale.farmName)} (farmer ${codeName(sale.farmerCode, sale.farmerName)})`,
      ],
      statusLine(sale.status, sale),
      ['Recorded by', sale.createdBy],
    ],
    sections: [
      {
        name: 'Sale bill',
        blocks: [
          ...cancelledBlocks(sale.status, sale, 'sale'),
          {
            kind: 'table',
            title: 'Live birds sold',
            columns,
            rows: [
              {
                cells: [
                  `Live broilers, batch ${sale.batchCode}`,
                  sale.birds,
                  sale.weightMilli,
                  averageWeightMilli(sale.weightMilli, sale.birds),
                  sale.ratePaise,
                  sale.amountPaise,
                ],
              },
            ],
            trailing: [
              { cells: ['Total', sale.birds, sale.weightMilli, null, null, sale.amountPaise] },
            ],
          },
          { kind: 'text', text: `Amount in words: ${amountInWords(sale.amountPaise)}.` },
          {
            kind: 'pairs',
            title: 'Account of this bill',
            pairs: [
              { label: 'Bill amount', value: sale.amountPaise, kind: 'money' },
              { label: 'Received against this bill', value: sale.receivedPaise, kind: 'money' },
              {
                label: 'Balance due',
                value: sale.outstandingPaise,
                kind: 'money',
                strong: true,
              },
            ],
          },
          { kind: 'signatures', labels: ["Trader's signature", 'Authorised signatory'] },
        ],
      },
    ],
  };
}
