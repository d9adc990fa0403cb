import {
  amountInWords,
  type CollectionDetail,
  formatMoney,
  formatNumber,
  type IssueDetail,
  type ListPage,
  type PurchaseDetail,
  type SaleDetail,
  type Settlement,
  type VoucherDetail,
} from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleDocuments } from '../../src/seed/sample-documents.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, startDocumentsApp } from '../documents/helpers.ts';
import { expectFile, pdfPages } from './read.ts';

const [embedded] = testDatabases;

/** `1,234.5` as the PDF prints a quantity in thousandths (up to three decimals, Indian grouping). */
const quantity = (milli: number) => formatNumber(milli / 1000, 3);

/** Each word of `words` in `text`, in order: a rule in words printed whole, even wrapped over rows. */
function expectWordsInOrder(text: string, words: string) {
  let at = 0;
  for (const word of words.split(/\s+/).filter(Boolean)) {
    const found = text.indexOf(word, at);
    expect(found, `"${word}" of "${words}" after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + word.length;
  }
}

/**
 * Printed documents (a purchase, an issue slip, a sale bill, a payment voucher, a receipt, a
 * settlement statement): each PDF's text, read back with pdf.js, holds what the document's own
 * JSON answers — codes, party, each line's figures in Indian grouping with ₹, the total, the
 * signature lines — on the embedded database with the sample month. Staff download them.
 */
describe('Printed documents (PDF)', () => {
  let d: DocumentsApp;
  beforeAll(async () => {
    if (!embedded) throw new Error('no embedded database');
    d = await startDocumentsApp(embedded);
    await seedSampleDocuments(d.t.database.db);
  }, 60_000);
  afterAll(() => d.t.close());

  const list = async <Row>(path: string) =>
    ((await d.get(`${path}?size=100`)).json() as ListPage<Row>).rows;
  const detail = async <Detail>(path: string, code: string) => {
    const response = await d.get(`${path}/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Detail;
  };
  /** The PDF of a document as Staff download it: checked as a file, then its pages' text. */
  const printed = async (path: string, code: string, fileName: string) => {
    const file = expectFile(await d.get(`${path}/${code}/pdf`), 'pdf', fileName);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(file);
    expect(pages[0]).toContain('Sai Poultry Integration');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('by ravi Tester');
    const text = pages.join('\n');
    // Nothing cut short with an ellipsis: every word of every line is on the page.
    expect(text).not.toContain('…');
    return { pages, text, flat: text.replace(/\s+/g, ' ') };
  };

  it('prints a purchase with its supplier, invoice, godown, quantity × rate and total', async () => {
    const [row] = await list<PurchaseDetail>('/api/purchases');
    if (!row) throw new Error('no purchase');
    const purchase = await detail<PurchaseDetail>('/api/purchases', row.code);
    const { pages, text, flat } = await printed(
      '/api/purchases',
      purchase.code,
      `purchase-${purchase.code}`,
    );
    expect(pages[0]).toContain(`Purchase ${purchase.code}`);
    expect(text).toContain(`Supplier: ${purchase.supplierCode} · ${purchase.supplierName}`);
    expect(text).toContain(`Supplier's invoice: ${purchase.invoiceNumber}`);
    expect(text).toContain(`${purchase.godownCode} · ${purchase.godownName}`);
    expect(text).toContain('Status: Posted');
    expect(text).toContain(`Quantity (${purchase.unit === 'piece' ? 'pieces' : purchase.unit})`);
    expect(flat).toContain(
      `${purchase.itemCode} · ${purchase.itemName} ${quantity(purchase.quantityMilli)} ${formatMoney(purchase.ratePaise)} ${formatMoney(purchase.amountPaise)}`,
    );
    expect(flat).toContain(
      `Total ${quantity(purchase.quantityMilli)} ${formatMoney(purchase.amountPaise)}`,
    );
    for (const label of ['Received by (godown)', 'Checked by', 'Authorised signatory']) {
      expect(text).toContain(label);
    }
  });

  it('prints an issue slip with the farmer, farm and batch and the amount charged', async () => {
    const issues = await list<IssueDetail>('/api/issues');
    const row = issues.find((issue) => issue.category === 'feed');
    if (!row) throw new Error('no issue of feed');
    const issue = await detail<IssueDetail>('/api/issues', row.code);
    const { pages, text, flat } = await printed(
      '/api/issues',
      issue.code,
      `issue-slip-${issue.code}`,
    );
    expect(pages[0]).toContain(`Issue Slip ${issue.code}`);
    expect(text).toContain(`Farmer: ${issue.farmerCode} · ${issue.farmerName}`);
    expect(text).toContain(`Farm: ${issue.farmCode} · ${issue.farmName}`);
    expect(text).toContain(`Batch: ${issue.batchCode}`);
    expect(text).toContain(`Issued from: ${issue.godownCode} · ${issue.godownName}`);
    expect(flat).toContain(
      `${issue.itemCode} · ${issue.itemName} Feed ${quantity(issue.quantityMilli)} ${formatMoney(issue.ratePaise)}`,
    );
    expect(flat).toContain(
      `Total charged to the farmer ${quantity(issue.quantityMilli)} ${formatMoney(issue.amountPaise)}`,
    );
    for (const label of ['Issued by (godown)', 'Received by (farmer)', 'Authorised signatory']) {
      expect(text).toContain(label);
    }
  });

  it('prints a sale bill with birds, weight, rate, amount, what was received and what is due', async () => {
    const sales = await list<SaleDetail>('/api/sales');
    const row = sales.find((sale) => sale.receivedPaise > 0);
    if (!row) throw new Error('no sale with a collection');
    const sale = await detail<SaleDetail>('/api/sales', row.code);
    const { pages, text, flat } = await printed('/api/sales', sale.code, `sale-bill-${sale.code}`);
    expect(pages[0]).toContain(`Sale Bill ${sale.code}`);
    expect(text).toContain(`Bill to: ${sale.traderCode} · ${sale.traderName}`);
    expect(text).toContain(`Batch ${sale.batchCode}, ${sale.farmCode} · ${sale.farmName}`);
    expect(text).toContain('Live weight (kg)');
    expect(text).toContain('Rate (per kg)');
    expect(flat).toContain(
      `${formatNumber(sale.birds, 0)} ${quantity(sale.weightMilli)} ${quantity(Math.round(sale.weightMilli / sale.birds))} ${formatMoney(sale.ratePaise)} ${formatMoney(sale.amountPaise)}`,
    );
    expect(flat).toContain(
      `Total ${formatNumber(sale.birds, 0)} ${quantity(sale.weightMilli)} ${formatMoney(sale.amountPaise)}`,
    );
    expect(flat).toContain(`Received against this bill ${formatMoney(sale.receivedPaise)}`);
    expect(flat).toContain(`Balance due ${formatMoney(sale.outstandingPaise)}`);
    expect(text).toContain('Amount in words: Rupees ');
    for (const label of ["Trader's signature", 'Authorised signatory']) {
      expect(text).toContain(label);
    }
  });

  it('prints a payment voucher with the payee, cheque, bank, amount and the amount in words', async () => {
    const vouchers = await list<VoucherDetail>('/api/payments');
    const row = vouchers.find((voucher) => voucher.mode === 'cheque');
    if (!row) throw new Error('no voucher paid by cheque');
    const voucher = await detail<VoucherDetail>('/api/payments', row.code);
    expect(voucher.amountPaise).toBe(4_80_000_00);
    const { pages, text, flat } = await printed(
      '/api/payments',
      voucher.code,
      `payment-voucher-${voucher.code}`,
    );
    expect(pages[0]).toContain(`Payment Voucher ${voucher.code}`);
    expect(text).toContain(`Pay to: Supplier ${voucher.payeeCode} · ${voucher.payeeName}`);
    expect(text).toContain('Payment mode: Cheque');
    expect(text).toContain(`Bank account: ${voucher.bankAccountCode} · ${voucher.bankAccountName}`);
    expect(text).toContain(`Cheque: No. ${voucher.chequeNumber}`);
    expect(flat).toContain(`${voucher.purpose} ${formatMoney(voucher.amountPaise)}`);
    expect(flat).toContain(`Total ${formatMoney(voucher.amountPaise)}`);
    expect(flat).toContain('Amount in words: Rupees Four Lakh Eighty Thousand Only.');
    for (const label of ['Prepared by', 'Authorised signatory', 'Received by (payee)']) {
      expect(text).toContain(label);
    }
  });

  it('prints a receipt with the trader, the sale it pays, the UPI reference and the amount in words', async () => {
    const collections = await list<CollectionDetail>('/api/collections');
    const row = collections.find((collection) => collection.state === 'received');
    if (!row) throw new Error('no received collection');
    const receipt = await detail<CollectionDetail>('/api/collections', row.code);
    expect(receipt.amountPaise).toBe(1_50_000_00);
    const { pages, text, flat } = await printed(
      '/api/collections',
      receipt.code,
      `receipt-${receipt.code}`,
    );
    expect(pages[0]).toContain(`Receipt ${receipt.code}`);
    expect(text).toContain(`Received from: ${receipt.traderCode} · ${receipt.traderName}`);
    expect(text).toContain(`Against: Sale Bill ${receipt.saleCode}`);
    expect(text).toContain('Payment mode: UPI');
    expect(text).toContain(`UPI reference: ${receipt.reference}`);
    expect(flat).toContain(`${formatMoney(receipt.amountPaise)}`);
    expect(flat).toContain(`Total ${formatMoney(receipt.amountPaise)}`);
    expect(flat).toContain(
      `Received with thanks from ${receipt.traderName} the sum of Rupees One Lakh Fifty Thousand Only.`,
    );
    for (const label of ['Received by', 'Authorised signatory']) expect(text).toContain(label);

    // A cheque only promised is no receipt of money: its PDF says it is pending.
    const pending = collections.find((collection) => collection.state === 'pending');
    if (!pending) throw new Error('no pending collection');
    const promised = await printed('/api/collections', pending.code, `receipt-${pending.code}`);
    expect(promised.text).toContain('Payment: PENDING — not received yet');
    expect(promised.text).not.toContain('Received with thanks');
  });

  it('prints the settlement statement line by line: quantity × rate, the rule, the amount, performance and the net payable', async () => {
    const settlement = await detail<Settlement>('/api/settlements', 'FS001');
    const { pages, text, flat } = await printed('/api/settlements', 'FS001', 'settlement-FS001');
    expect(pages[0]).toContain('Settlement Statement FS001');
    expect(text).toContain(`Farmer: ${settlement.farmerCode} · ${settlement.farmerName}`);
    expect(text).toContain(`Farm: ${settlement.farmCode}`);
    expect(text).toContain(`Batch: ${settlement.batchCode}`);
    expect(text).toContain(
      `Scheme: ${settlement.scheme.code} version ${settlement.scheme.version} · ${settlement.scheme.name}`,
    );
    // The batch and its performance.
    const { birds, performance } = settlement;
    expect(flat).toContain(
      `${formatNumber(birds.placed, 0)} ${formatNumber(birds.dead, 0)} ${formatNumber(birds.sold, 0)} ${formatNumber(birds.shortage, 0)} ${quantity(settlement.liveWeightMilli)} ${quantity(settlement.feedMilli)} ${formatMoney(settlement.saleRevenuePaise)}`,
    );
    expect(flat).toContain(
      `${formatNumber(performance.age, 0)} ${formatNumber(performance.mortalityPct, 2)}% ${formatNumber(performance.averageWeightKg, 3)} ${formatNumber(performance.fcr, 3)} ${formatNumber(performance.correctedFcr, 3)} ${formatNumber(performance.epef, 0)} ${performance.grade}`,
    );
    // Every line: its label and amount on one row, its rule in words whole.
    for (const line of [...settlement.costs, ...settlement.earnings]) {
      expect(flat).toContain(line.label);
      expect(flat).toContain(formatMoney(line.amountPaise));
      expectWordsInOrder(flat.slice(flat.indexOf(line.label)), line.basis);
    }
    for (const line of settlement.deductions) {
      expect(flat).toContain(line.label);
      expect(flat).toContain(formatMoney(-line.amountPaise));
      expectWordsInOrder(flat.slice(flat.indexOf(line.label)), line.basis);
    }
    expect(flat).toContain(`Total costs ${formatMoney(settlement.totalCostPaise)}`);
    expect(flat).toContain(`${formatMoney(settlement.pcPerKgPaise)}/kg`);
    expect(flat).toContain(`${formatMoney(settlement.gcPerKgPaise)}/kg`);
    expect(flat).toMatch(
      new RegExp(
        `Net payable to the farmer \\(Cr\\) .*${formatMoney(settlement.netPayablePaise).replace(/[.$]/g, '\\$&')}`,
      ),
    );
    expect(flat).toContain(
      `Net: ${formatMoney(settlement.netPayablePaise)} payable to the farmer (Cr); in words, ${amountInWords(settlement.netPayablePaise)}.`,
    );
    for (const label of ['Farmer', 'Accountant', 'Authorised signatory']) {
      expect(pages.at(-1)).toContain(label);
    }
  });

  it('says CANCELLED with the reason on a cancelled document', async () => {
    const vouchers = await list<VoucherDetail>('/api/payments');
    const pending = vouchers.find((voucher) => voucher.state === 'pending');
    if (!pending) throw new Error('no pending voucher');
    const reason = 'Advance paid twice by mistake, see PV of last week';
    const cancelled = await d.cancel(`/api/payments/${pending.code}`, reason);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { pages, text } = await printed(
      '/api/payments',
      pending.code,
      `payment-voucher-${pending.code}`,
    );
    expect(pages[0]).toContain(`Payment Voucher ${pending.code} — CANCELLED`);
    expect(text).toContain('Status: CANCELLED on ');
    expect(text).toContain(`Reason for cancelling ${reason}`);
    const after = cancelled.json() as VoucherDetail;
    expect(text).toContain(`Cancelled by ${after.cancelledBy}`);
  });

  it('writes amounts in words the Indian way, to the paisa', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(12_34_56_789_12)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Twelve Paise Only',
    );
    expect(amountInWords(1_234_00_00_000_00)).toBe(
      'Rupees One Thousand Two Hundred Thirty Four Crore Only',
    );
    expect(amountInWords(-1_011_00)).toBe('Minus Rupees One Thousand Eleven Only');
  });

  it('answers an unknown code as the JSON GET does, refuses the signed out, and lets Staff and Administrators print', async () => {
    for (const [path, code, message] of [
      ['/api/purchases', 'P999', 'There is no such purchase.'],
      ['/api/issues', 'IS999', 'There is no such issue.'],
      ['/api/sales', 'P001', 'There is no such sale.'],
      ['/api/payments', 'PV999', 'There is no such payment voucher.'],
      ['/api/collections', 'PC999', 'There is no such payment collection.'],
      ['/api/settlements', 'FS999', 'There is no such settlement.'],
    ] as const) {
      const json = await d.get(`${path}/${code}`);
      expect(json.statusCode).toBe(404);
      expect(json.json().error.message).toBe(message);
      const pdf = await d.get(`${path}/${code}/pdf`);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.headers['content-type']).toContain('application/json');
      expect(pdf.headers['content-disposition']).toBeUndefined();
      expect(pdf.json().error.message).toBe(message);
    }
    const anonymous = await d.t.call({ method: 'GET', url: '/api/settlements/FS001/pdf' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    const admin = await d.get('/api/settlements/FS001/pdf', d.admin);
    expectFile(admin, 'pdf', 'settlement-FS001');
    expect((await pdfPages(admin.rawPayload)).join('\n')).toContain('by asha Tester');
  });
});
