import { amountInWords, payeeTypeLabels } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { farmers, suppliers, traders } from '../../db/schema.ts';
import { getCollection } from '../../documents/collection/service.ts';
import { getVoucher } from '../../documents/payment/service.ts';
import type { ExportColumn, ExportDocument } from '../../files/model.ts';
import { fileNameOf } from '../../files/model.ts';
import { cancelledBlocks, codeName, modeLines, partyLines, statusLine, titleOf } from './common.ts';

/**
 * The printed payment voucher and receipt: each from its kind's own GET-one answer, with the
 * amount in figures and in words, how the money moved, and lines to sign.
 */

const particularsColumns: ExportColumn[] = [
  { header: 'Particulars', kind: 'text', width: 6, wrap: true },
  { header: 'Amount', kind: 'money', width: 1.6 },
];

/** A supplier's or farmer's address lines for the voucher's "Pay to". */
async function payeeLines(db: Db, type: string, code: string): Promise<[string, string][]> {
  if (type === 'supplier') {
    const [row] = await db
      .select({ address: suppliers.address, gstin: suppliers.gstin, contact: suppliers.contact })
      .from(suppliers)
      .where(eq(suppliers.code, code));
    return partyLines(row ?? {});
  }
  if (type === 'farmer') {
    const [row] = await db
      .select({
        address: farmers.address,
        city: farmers.city,
        state: farmers.state,
        pincode: farmers.pincode,
        phone: farmers.phone,
      })
      .from(farmers)
      .where(eq(farmers.code, code));
    if (!row) return [];
    return partyLines({
      address: [row.address, row.city, `${row.state} ${row.pincode}`.trim()]
        .filter(Boolean)
        .join(', '),
      contact: row.phone,
    });
  }
  return [];
}

/** Payment Voucher PV001: who is paid, how much, for what, how, and whether it is paid yet. */
export async function voucherPrint(db: Db, code: string): Promise<ExportDocument> {
  const voucher = await getVoucher(db, code);
  const payee =
    voucher.payeeType === 'other'
      ? voucher.payeeName
      : `${payeeTypeLabels[voucher.payeeType]} ${codeName(voucher.payeeCode, voucher.payeeName)}`;
  return {
    title: titleOf(`Payment Voucher ${voucher.code}`, voucher.status),
    fileName: fileNameOf('payment-voucher', voucher.code),
    filters: [
      ['Date', voucher.date],
      ['Pay to', payee],
      ...(await payeeLines(db, voucher.payeeType, voucher.payeeCode)),
      ...modeLines(voucher),
      [
        'Payment',
        voucher.state === 'paid'
          ? `Paid on ${voucher.paidOn ?? voucher.date}${voucher.paidBy ? ` (marked by ${voucher.paidBy})` : ''}`
          : 'PENDING — not paid yet',
      ],
      statusLine(voucher.status, voucher),
      ['Prepared by', voucher.createdBy],
    ],
    sections: [
      {
        name: 'Payment voucher',
        blocks: [
          ...cancelledBlocks(voucher.status, voucher, 'voucher'),
          {
            kind: 'table',
            title: 'Paid for',
            columns: particularsColumns,
            rows: [{ cells: [voucher.purpose, voucher.amountPaise] }],
            trailing: [{ cells: ['Total', voucher.amountPaise] }],
          },
          { kind: 'text', text: `Amount in words: ${amountInWords(voucher.amountPaise)}.` },
          {
            kind: 'signatures',
            labels: ['Prepared by', 'Authorised signatory', 'Received by (payee)'],
          },
        ],
      },
    ],
  };
}

/** Receipt PC001: from which trader, against which bill, how much, how, and whether it is in. */
export async function receiptPrint(db: Db, code: string): Promise<ExportDocument> {
  const collection = await getCollection(db, code);
  const [trader] = await db
    .select({ address: traders.address, gstin: traders.gstin, contact: traders.contact })
    .from(traders)
    .where(eq(traders.code, collection.traderCode));
  const particulars = [
    collection.saleCode ? `Against Sale Bill ${collection.saleCode}` : 'On account',
    collection.remarks,
  ]
    .filter(Boolean)
    .join(' — ');
  return {
    title: titleOf(`Receipt ${collection.code}`, collection.status),
    fileName: fileNameOf('receipt', collection.code),
    filters: [
      ['Date', collection.date],
      ['Received from', codeName(collection.traderCode, collection.traderName)],
      ...partyLines(trader ?? {}),
      ['Against', collection.saleCode ? `Sale Bill ${collection.saleCode}` : 'On account'],
      ...modeLines(collection),
      [
        'Payment',
        collection.state === 'received'
          ? `Received on ${collection.receivedOn ?? collection.date}`
          : 'PENDING — not received yet',
      ],
      statusLine(collection.status, collection),
      ['Recorded by', collection.createdBy],
    ],
    sections: [
      {
        name: 'Receipt',
        blocks: [
          ...cancelledBlocks(collection.status, collection, 'receipt'),
          {
            kind: 'table',
            title: 'Received',
            columns: particularsColumns,
            rows: [{ cells: [particulars, collection.amountPaise] }],
            trailing: [{ cells: ['Total', collection.amountPaise] }],
          },
          {
            kind: 'text',
            text:
              collection.state === 'received' && collection.status === 'posted'
                ? `Received with thanks from ${collection.traderName} the sum of ${amountInWords(collection.amountPaise)}.`
                : `Amount in words: ${amountInWords(collection.amountPaise)}.`,
          },
          { kind: 'signatures', labels: ['Received by', 'Authorised signatory'] },
        ],
      },
    ],
  };
}
