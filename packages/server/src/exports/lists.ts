import {
  apiPaths,
  bankAccountSorts,
  bankAccountTypeLabels,
  collectionListQuery,
  type DocumentStatus,
  farmerSorts,
  farmSorts,
  feedStandardSorts,
  godownSorts,
  growthStandardSorts,
  growthUpdateListQuery,
  type ItemCategory,
  type ItemUnit,
  indianStates,
  issueListQuery,
  itemSorts,
  listQuery,
  type Performance,
  payeeTypeLabels,
  paymentModeLabels,
  purchaseListQuery,
  type RateStatus,
  type RateUnit,
  rateItems,
  rateSorts,
  saleListQuery,
  supplierSorts,
  today,
  traderSorts,
  transferListQuery,
  voucherListQuery,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { batches, farmers, farms, godowns, items, suppliers, traders } from '../db/schema.ts';
import { collectionList } from '../documents/collection/queries.ts';
import { growthUpdateList } from '../documents/growth/queries.ts';
import { issueList } from '../documents/issue/queries.ts';
import { voucherList } from '../documents/payment/queries.ts';
import { purchaseList } from '../documents/purchase/queries.ts';
import { saleList } from '../documents/sale/queries.ts';
import { transferList } from '../documents/transfer/queries.ts';
import { bankAccountList } from '../masters/bank-accounts.ts';
import { farmerList } from '../masters/farmers.ts';
import { farmList } from '../masters/farms.ts';
import { feedStandardList } from '../masters/feed-standards.ts';
import { godownList } from '../masters/godowns.ts';
import { growthStandardList } from '../masters/growth-standards.ts';
import { itemList } from '../masters/items.ts';
import { everyRow, type ListSource } from '../masters/list.ts';
import { rateList } from '../masters/rates.ts';
import { supplierList } from '../masters/suppliers.ts';
import { traderList } from '../masters/traders.ts';
import type { Cell, ExportColumn, ExportDocument, ExportRow } from './model.ts';
import { fileNameOf } from './route.ts';

/**
 * The files of the master and transaction lists: every row the list's query matches (all its
 * pages, in its order), read by the same `ListSource` its JSON pages are read from, with the
 * columns its screen shows, titled as its screen and with its search and filters in its words.
 */

/** What every list's query has: a search, and a sort in a direction. */
interface ListQueryBase {
  q: string;
  sort?: string | undefined;
  dir: 'asc' | 'desc';
}

/** A line of the filters block, and what it adds to the file's name. */
interface FilterLine {
  label: string;
  value: string;
  /** Words for the file name (a code, a state); none when the filter is not set. */
  name?: string | undefined;
  /** The filter narrows the list (so an empty file says nothing matches); set when it has a `name`. */
  active?: boolean;
}

/** A list's file: what its screen calls it and shows, and where its rows come from. */
interface ListSpec<Schema extends z.ZodObject, Row> {
  /** The collection, from the shared `apiPaths`: its export is `<path>/export/pdf|xlsx`. */
  path: string;
  /** The screen's title ("Farmer Registration"). */
  title: string;
  /** The sheet's name, the table's caption on the screen ("Farmers"). */
  sheet: string;
  /** The file name's first word ("farmers"). */
  stem: string;
  /** The rows in words, plural and in lower case ("farmers"), for "No farmers …". */
  itemsLabel: string;
  /** The list's own query (what its JSON list reads). */
  query: Schema;
  /** The rows a query matches, in the list's order: the JSON list's own source. */
  source: (db: Db, query: z.output<Schema>) => ListSource<Row>;
  /** The sort ids in the words of the screen's column headers, and the sort when none is chosen. */
  sorts: Record<string, string>;
  defaultSort: string;
  columns: ExportColumn[];
  cells: (row: Row) => Cell[];
  /** A row shown struck through (a cancelled document). */
  muted?: (row: Row) => boolean;
  /** The list's filters besides its search, as the screen words them. */
  filters?: (db: Db, query: z.output<Schema>) => Promise<FilterLine[]>;
  /** The file name's last words (a document list's dates). */
  fileNameEnd?: (query: z.output<Schema>) => string;
}

/** A list's export route: its path, its query and how its file is built. */
export interface ListExport {
  path: string;
  title: string;
  /** The list's query without `page` and `size`: a file holds every page. */
  querystring: z.ZodType;
  build: (db: Db, query: unknown) => Promise<ExportDocument>;
}

/**
 * A list's query with `page` and `size` refused (a file holds every page): the same keys, checks
 * and defaults as the list's, which it then parses the request with.
 */
export function everyPageQuery<Query extends z.ZodObject>(list: Query) {
  const { page: _page, size: _size, ...shape } = list.shape;
  return z.object(shape).strict().pipe(list);
}

/** A list this long or shorter is read whole before the file is written, so Excel's columns fit it. */
const READ_WHOLE = 1_000;

async function* mapRows<Row>(
  rows: AsyncIterable<Row>,
  toRow: (row: Row) => ExportRow,
): AsyncIterable<ExportRow> {
  for await (const row of rows) yield toRow(row);
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

const direction = (dir: 'asc' | 'desc') => (dir === 'asc' ? 'ascending' : 'descending');

function defineList<Schema extends z.ZodObject, Row>(spec: ListSpec<Schema, Row>): ListExport {
  return {
    path: spec.path,
    title: spec.title,
    querystring: everyPageQuery(spec.query),
    build: async (db, raw) => {
      const query = raw as z.output<Schema> & ListQueryBase;
      const filters = (await spec.filters?.(db, query)) ?? [];
      const { total, rows } = await everyRow(db, query, spec.source(db, query));
      const exported = mapRows(rows, (row) => ({
        cells: spec.cells(row),
        style: spec.muted?.(row) ? 'muted' : undefined,
      }));
      const filtered =
        query.q !== '' || filters.some((filter) => filter.active || filter.name !== undefined);
      const sort = spec.sorts[query.sort ?? spec.defaultSort] ?? spec.defaultSort;
      return {
        title: spec.title,
        fileName: fileNameOf(
          spec.stem,
          ...filters.map((filter) => filter.name),
          query.q && `search-${query.q}`,
          spec.fileNameEnd?.(query),
        ),
        filters: [
          ...(query.q ? ([['Search', query.q]] as [string, string][]) : []),
          ...filters.map((filter): [string, string] => [filter.label, filter.value]),
          ['Sorted by', `${sort}, ${direction(query.dir)}`],
        ],
        sections: [
          {
            name: spec.sheet,
            blocks: [
              {
                kind: 'table',
                columns: spec.columns,
                ...(total <= READ_WHOLE
                  ? { rows: await collect(exported) }
                  : { rows: exported, rowCount: total }),
                empty: filtered
                  ? `No ${spec.itemsLabel} match these filters.`
                  : `No ${spec.itemsLabel} yet.`,
              },
            ],
          },
        ],
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Words the screens show.

const recordStatusLabels = { active: 'Active', inactive: 'Inactive' } as const;
const categoryLabels: Record<ItemCategory, string> = {
  chicks: 'Chicks',
  feed: 'Feed',
  medicine: 'Medicine',
};
const unitLabels: Record<ItemUnit, string> = {
  piece: 'Piece',
  kg: 'Kg',
  liter: 'Liter',
  bag: 'Bag',
};
/** A quantity's unit as a document's quantity is written ("5,000 pieces", "500 kg"). */
const quantityUnitLabels: Record<string, string> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liters',
  bag: 'bags',
};
const quantityUnit = (unit: string) => quantityUnitLabels[unit] ?? unit;
const rateUnitLabels: Record<RateUnit, string> = { piece: 'per piece', kg: 'per kg' };
const rateStatusLabels: Record<RateStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  closed: 'Closed',
};
const performanceLabels: Record<Performance, string> = {
  excellent: 'Excellent',
  good: 'Good',
  warning: 'Warning',
};
const postedLabels: Record<DocumentStatus, string> = { posted: 'Posted', cancelled: 'Cancelled' };
/** The status filter of kinds whose posted documents are paid or pending, completed or pending. */
const notCancelledLabels: Record<DocumentStatus, string> = {
  posted: 'Not cancelled',
  cancelled: 'Cancelled',
};

/** A party's balance as two cells: the amount, and Dr (owes us) or Cr (we owe it). */
const balanceCells = (paise: number): Cell[] => [
  Math.abs(paise),
  paise > 0 ? 'Dr' : paise < 0 ? 'Cr' : '',
];
const balanceColumns: ExportColumn[] = [
  { header: 'Balance', kind: 'money', width: 1.4 },
  { header: 'Dr/Cr', kind: 'text', width: 0.6 },
];
/** A cheque's number or a transfer's reference, as the screen's note under the mode. */
const modeNote = (row: { mode: string; chequeNumber: string; reference: string }) =>
  row.mode === 'cash' ? '' : row.mode === 'cheque' ? `No. ${row.chequeNumber}` : row.reference;

// ---------------------------------------------------------------------------------------------
// Masters.

const godownExport = defineList({
  path: apiPaths.godowns,
  title: 'Godown Setup',
  sheet: 'Godowns',
  stem: 'godowns',
  itemsLabel: 'godowns',
  query: listQuery(godownSorts),
  source: (_db, query) => godownList(query),
  sorts: {
    code: 'ID',
    name: 'Name',
    location: 'Location',
    capacityKg: 'Capacity',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'ID', kind: 'text', width: 0.8 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Location', kind: 'text', width: 2 },
    { header: 'Capacity', kind: 'integer', unit: 'kg', width: 1.2 },
    { header: 'Status', kind: 'text', width: 0.9 },
  ],
  cells: (godown) => [
    godown.code,
    godown.name,
    godown.location,
    godown.capacityKg,
    recordStatusLabels[godown.status],
  ],
});

const farmerExport = defineList({
  path: apiPaths.farmers,
  title: 'Farmer Registration',
  sheet: 'Farmers',
  stem: 'farmers',
  itemsLabel: 'farmers',
  query: listQuery(farmerSorts),
  source: (_db, query) => farmerList(query),
  sorts: {
    code: 'Farmer ID',
    name: 'Name',
    phone: 'Contact',
    city: 'City',
    activeFarms: 'Active Farms',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Farmer ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 1.6 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 3 },
    { header: 'Active Farms', kind: 'integer', width: 0.9 },
    ...balanceColumns,
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (farmer) => [
    farmer.code,
    farmer.name,
    farmer.phone,
    `${farmer.address}, ${farmer.city}, ${indianStates[farmer.state]} ${farmer.pincode}`,
    farmer.activeFarms,
    ...balanceCells(farmer.balancePaise),
    recordStatusLabels[farmer.status],
  ],
});

const farmExport = defineList({
  path: apiPaths.farms,
  title: 'Farm Registration',
  sheet: 'Farms',
  stem: 'farms',
  itemsLabel: 'farms',
  query: listQuery(farmSorts),
  source: (_db, query) => farmList(query),
  sorts: {
    code: 'Farm ID',
    name: 'Farm Name',
    farmer: 'Farmer',
    location: 'Location',
    capacityBirds: 'Capacity',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Farm ID', kind: 'text', width: 0.8 },
    { header: 'Farm Name', kind: 'text', width: 1.8 },
    { header: 'Farmer', kind: 'text', width: 2 },
    { header: 'Location', kind: 'text', width: 1.8 },
    { header: 'Capacity', kind: 'integer', unit: 'birds', width: 1.2 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (farm) => [
    farm.code,
    farm.name,
    `${farm.farmerName} (${farm.farmerCode})`,
    farm.location,
    farm.capacityBirds,
    recordStatusLabels[farm.status],
  ],
});

const itemExport = defineList({
  path: apiPaths.items,
  title: 'Item Master',
  sheet: 'Items',
  stem: 'items',
  itemsLabel: 'items',
  query: listQuery(itemSorts),
  source: (_db, query) => itemList(query),
  sorts: {
    code: 'Item ID',
    name: 'Item Name',
    category: 'Category',
    unit: 'Unit',
    currentStock: 'Current Stock',
    status: 'Status',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Item ID', kind: 'text', width: 0.8 },
    { header: 'Item Name', kind: 'text', width: 2.4 },
    { header: 'Category', kind: 'text', width: 1 },
    { header: 'Unit', kind: 'text', width: 0.7 },
    // Units differ by item: the Unit column says which.
    { header: 'Current Stock', kind: 'decimal', digits: 3, width: 1.3 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (item) => [
    item.code,
    item.name,
    categoryLabels[item.category],
    unitLabels[item.unit],
    item.currentStock,
    recordStatusLabels[item.status],
  ],
});

const supplierExport = defineList({
  path: apiPaths.suppliers,
  title: 'Supplier Master',
  sheet: 'Suppliers',
  stem: 'suppliers',
  itemsLabel: 'suppliers',
  query: listQuery(supplierSorts),
  source: (_db, query) => supplierList(query),
  sorts: { code: 'Supplier ID', name: 'Name', contact: 'Contact', type: 'Type' },
  defaultSort: 'code',
  columns: [
    { header: 'Supplier ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 2.8 },
    { header: 'Type', kind: 'text', width: 0.9 },
    ...balanceColumns,
  ],
  cells: (supplier) => [
    supplier.code,
    supplier.name,
    supplier.contact,
    supplier.address,
    supplier.type,
    ...balanceCells(supplier.balancePaise),
  ],
});

const traderExport = defineList({
  path: apiPaths.traders,
  title: 'Trader Registration',
  sheet: 'Traders',
  stem: 'traders',
  itemsLabel: 'traders',
  query: listQuery(traderSorts),
  source: (_db, query) => traderList(query),
  sorts: {
    code: 'Trader ID',
    name: 'Name',
    contact: 'Contact',
    avgMonthlyPurchase: 'Avg Purchase',
  },
  defaultSort: 'code',
  columns: [
    { header: 'Trader ID', kind: 'text', width: 0.9 },
    { header: 'Name', kind: 'text', width: 2 },
    { header: 'Contact', kind: 'text', width: 1.1 },
    { header: 'Address', kind: 'text', width: 2.6 },
    { header: 'Avg Purchase', kind: 'money', width: 1.4 },
    ...balanceColumns,
  ],
  cells: (trader) => [
    trader.code,
    trader.name,
    trader.contact,
    trader.address,
    trader.avgMonthlyPurchasePaise,
    ...balanceCells(trader.balancePaise),
  ],
});

const bankAccountExport = defineList({
  path: apiPaths.bankAccounts,
  title: 'Bank Master',
  sheet: 'Bank accounts',
  stem: 'bank-accounts',
  itemsLabel: 'bank accounts',
  query: listQuery(bankAccountSorts),
  source: (_db, query) => bankAccountList(query),
  sorts: { code: 'Account ID', bankName: 'Bank Name', branch: 'Branch', status: 'Status' },
  defaultSort: 'code',
  columns: [
    { header: 'Account ID', kind: 'text', width: 0.9 },
    { header: 'Bank Name', kind: 'text', width: 1.8 },
    { header: 'Branch', kind: 'text', width: 1.6 },
    { header: 'Account Number', kind: 'text', width: 1.5 },
    { header: 'IFSC Code', kind: 'text', width: 1.1 },
    { header: 'Account Type', kind: 'text', width: 1.1 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (account) => [
    account.code,
    account.bankName,
    account.branch,
    account.accountNumber,
    account.ifscCode,
    account.accountType ? bankAccountTypeLabels[account.accountType] : 'Not specified',
    recordStatusLabels[account.status],
  ],
});

const growthStandardExport = defineList({
  path: apiPaths.growthStandards,
  title: 'Weight/Growth Setup',
  sheet: 'Growth standards',
  stem: 'growth-standards',
  itemsLabel: 'growth standards',
  query: listQuery(growthStandardSorts),
  source: (_db, query) => growthStandardList(query),
  sorts: {
    week: 'Week',
    targetWeightG: 'Target Weight',
    expectedMortalityPct: 'Expected Mortality',
  },
  defaultSort: 'week',
  columns: [
    { header: 'Week', kind: 'integer', width: 0.6 },
    { header: 'Target Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Min Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Max Weight', kind: 'integer', unit: 'g', width: 1.2 },
    { header: 'Expected Mortality', kind: 'percent', digits: 1, width: 1.4 },
  ],
  cells: (standard) => [
    standard.week,
    standard.targetWeightG,
    standard.minWeightG,
    standard.maxWeightG,
    standard.expectedMortalityPct,
  ],
});

const feedStandardExport = defineList({
  path: apiPaths.feedStandards,
  title: 'Feed Consumption Setup',
  sheet: 'Feed standards',
  stem: 'feed-standards',
  itemsLabel: 'feed standards',
  query: listQuery(feedStandardSorts),
  source: (_db, query) => feedStandardList(query),
  sorts: {
    week: 'Week',
    feedType: 'Feed Type',
    gramsPerBirdPerDay: 'Quantity per Bird per Day',
  },
  defaultSort: 'week',
  columns: [
    { header: 'Week', kind: 'integer', width: 0.6 },
    { header: 'Feed Type', kind: 'text', width: 2 },
    { header: 'Quantity per Bird per Day', kind: 'decimal', digits: 1, unit: 'g', width: 1.8 },
    {
      header: 'Total per Day per 100 Birds',
      kind: 'decimal',
      digits: 3,
      unit: 'kg',
      width: 1.8,
    },
  ],
  cells: (standard) => [
    standard.week,
    standard.feedType,
    standard.gramsPerBirdPerDay,
    standard.kgPer100BirdsPerDay,
  ],
});

const rateExport = defineList({
  path: apiPaths.rates,
  title: 'Rate Setup',
  sheet: 'Rates',
  stem: 'rates',
  itemsLabel: 'rates',
  query: listQuery(rateSorts),
  source: (_db, query) => rateList(query),
  sorts: {
    item: 'Item',
    ratePaise: 'Rate',
    effectiveFrom: 'Effective From',
    status: 'Status',
  },
  defaultSort: 'item',
  columns: [
    { header: 'Item', kind: 'text', width: 1.8 },
    { header: 'Rate', kind: 'money', width: 1.2 },
    { header: 'Unit', kind: 'text', width: 0.9 },
    { header: 'Effective From', kind: 'date', width: 1.1 },
    { header: 'Effective To', kind: 'date', width: 1.1 },
    { header: 'Status', kind: 'text', width: 0.9 },
  ],
  cells: (rate) => [
    rateItems[rate.item],
    rate.ratePaise,
    rateUnitLabels[rate.unit],
    rate.effectiveFrom,
    rate.effectiveTo,
    rateStatusLabels[rate.status],
  ],
});

// ---------------------------------------------------------------------------------------------
// Transactions.

/** The name of the record `code` in `table`, for a filter's words ("S001 · Venkateshwara …"). */
const nameIn =
  (table: PgTable, codeColumn: AnyPgColumn, nameColumn: AnyPgColumn) =>
  async (db: Db, code: string): Promise<string | undefined> => {
    const [row] = await db
      .select({ name: nameColumn })
      .from(table)
      .where(eq(codeColumn, code))
      .limit(1);
    return row ? String(row.name) : undefined;
  };

const names = {
  supplier: nameIn(suppliers, suppliers.code, suppliers.name),
  item: nameIn(items, items.code, items.name),
  godown: nameIn(godowns, godowns.code, godowns.name),
  farm: nameIn(farms, farms.code, farms.name),
  farmer: nameIn(farmers, farmers.code, farmers.name),
  trader: nameIn(traders, traders.code, traders.name),
  /** A batch by its farm's name, as the batch picker shows it ("B006 · Sahoo Farm II"). */
  batch: async (db: Db, code: string) => {
    const [row] = await db
      .select({ name: farms.name })
      .from(batches)
      .innerJoin(farms, eq(farms.code, batches.farmCode))
      .where(eq(batches.code, code))
      .limit(1);
    return row?.name;
  },
};

/** A filter by a master, as the screen's picker words it: "S001 · Venkateshwara Hatcheries". */
async function codeFilter(
  db: Db,
  code: string | undefined,
  label: string,
  all: string,
  nameOf: (db: Db, code: string) => Promise<string | undefined>,
): Promise<FilterLine> {
  if (!code) return { label, value: all };
  const name = await nameOf(db, code);
  return { label, value: name ? `${code} · ${name}` : code, name: code };
}

/** A filter of a few fixed values ("Payment: Pending"). */
const choiceFilter = <Value extends string>(
  value: Value | undefined,
  label: string,
  all: string,
  labels: Record<Value, string>,
): FilterLine => (value ? { label, value: labels[value], name: value } : { label, value: all });

/** A filter the screen does not offer (a link's): a line only when it is set. */
const linkFilter = (value: string | undefined, label: string, words = value): FilterLine[] =>
  value ? [{ label, value: words ?? value, name: value }] : [];

interface DocumentQueryBase extends ListQueryBase {
  from?: string | undefined;
  to?: string | undefined;
  status?: DocumentStatus | undefined;
}

/** The dates of a document list in words: "2026-11-01 to 2026-11-25", "All dates". */
function dateFilter({ from, to }: DocumentQueryBase): FilterLine {
  const value =
    from && to ? `${from} to ${to}` : from ? `From ${from}` : to ? `Up to ${to}` : 'All dates';
  return { label: 'Dates', value, active: Boolean(from || to) };
}

/** A document list's file name ends with its dates, or with the day of the export when open. */
const documentFileNameEnd = ({ from, to }: DocumentQueryBase) =>
  from && to ? `${from}-to-${to}` : from ? `from-${from}` : to ? `to-${to}` : today();

/**
 * A document list's file: dated rows, newest first unless sorted otherwise, cancelled ones struck
 * through; its filters as its filter bar shows them (the dates, the kind's own, the status).
 */
function defineDocumentList<Schema extends z.ZodObject, Row extends { status: DocumentStatus }>(
  spec: Omit<ListSpec<Schema, Row>, 'defaultSort' | 'muted' | 'filters' | 'fileNameEnd'> & {
    /** The status filter's choices in this kind's words. */
    statusLabels: Record<DocumentStatus, string>;
    /** The kind's own filters, in the filter bar's order. */
    filters: (db: Db, query: z.output<Schema>) => Promise<FilterLine[]>;
  },
): ListExport {
  const { statusLabels, filters, ...list } = spec;
  const document = (query: z.output<Schema>) => query as DocumentQueryBase;
  return defineList<Schema, Row>({
    ...list,
    defaultSort: 'date',
    muted: (row) => row.status === 'cancelled',
    filters: async (db, query) => [
      dateFilter(document(query)),
      ...(await filters(db, query)),
      choiceFilter(document(query).status, 'Status', 'All statuses', statusLabels),
    ],
    fileNameEnd: (query) => documentFileNameEnd(document(query)),
  });
}

const purchaseExport = defineDocumentList({
  path: apiPaths.purchases,
  title: 'Purchase',
  sheet: 'Purchases',
  stem: 'purchases',
  itemsLabel: 'purchases',
  query: purchaseListQuery,
  source: purchaseList,
  sorts: {
    date: 'Date',
    code: 'Purchase ID',
    supplier: 'Supplier',
    item: 'Item',
    amount: 'Amount',
  },
  columns: [
    { header: 'Purchase ID', kind: 'text', width: 0.9 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Supplier', kind: 'text', width: 2 },
    { header: 'Item', kind: 'text', width: 1.9 },
    { header: 'Quantity', kind: 'milli', digits: 3, width: 1.1 },
    { header: 'Unit', kind: 'text', width: 0.6 },
    { header: 'Amount', kind: 'money', width: 1.3 },
    { header: 'Invoice No.', kind: 'text', width: 1 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (purchase) => [
    purchase.code,
    purchase.date,
    purchase.supplierName,
    purchase.itemName,
    purchase.quantityMilli,
    quantityUnit(purchase.unit),
    purchase.amountPaise,
    purchase.invoiceNumber,
    postedLabels[purchase.status],
  ],
  statusLabels: postedLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.supplier, 'Supplier', 'All suppliers', names.supplier),
    await codeFilter(db, query.item, 'Item', 'All items', names.item),
    await codeFilter(db, query.godown, 'Godown', 'All godowns', names.godown),
  ],
});

const issueExport = defineDocumentList({
  path: apiPaths.issues,
  title: 'Issue to Farmer',
  sheet: 'Issues',
  stem: 'issues',
  itemsLabel: 'issues',
  query: issueListQuery,
  source: issueList,
  sorts: { date: 'Date', code: 'Issue ID', farm: 'Farm', item: 'Item', amount: 'Amount' },
  columns: [
    { header: 'Issue ID', kind: 'text', width: 0.8 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Farm', kind: 'text', width: 1.6 },
    { header: 'Farmer', kind: 'text', width: 1.5 },
    { header: 'Item', kind: 'text', width: 1.8 },
    { header: 'Quantity', kind: 'milli', digits: 3, width: 1.1 },
    { header: 'Unit', kind: 'text', width: 0.6 },
    { header: 'Batch', kind: 'text', width: 0.7 },
    { header: 'Amount', kind: 'money', width: 1.3 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (issue) => [
    issue.code,
    issue.date,
    issue.farmName,
    issue.farmerName,
    issue.itemName,
    issue.quantityMilli,
    quantityUnit(issue.unit),
    issue.batchCode,
    issue.amountPaise,
    postedLabels[issue.status],
  ],
  statusLabels: postedLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.farm, 'Farm', 'All farms', names.farm),
    await codeFilter(db, query.item, 'Item', 'All items', names.item),
    await codeFilter(db, query.godown, 'Godown', 'All godowns', names.godown),
    ...linkFilter(query.batch, 'Batch'),
  ],
});

const transferStateLabels = { completed: 'Completed', pending: 'Pending' } as const;

const transferExport = defineDocumentList({
  path: apiPaths.transfers,
  title: 'Stock Transfer',
  sheet: 'Stock transfers',
  stem: 'transfers',
  itemsLabel: 'transfers',
  query: transferListQuery,
  source: transferList,
  sorts: { date: 'Date', code: 'Transfer ID', item: 'Item', quantity: 'Quantity' },
  columns: [
    { header: 'Transfer ID', kind: 'text', width: 0.9 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Item', kind: 'text', width: 1.8 },
    { header: 'Quantity', kind: 'milli', digits: 3, width: 1.1 },
    { header: 'Unit', kind: 'text', width: 0.6 },
    { header: 'From', kind: 'text', width: 1.5 },
    { header: 'To', kind: 'text', width: 1.5 },
    { header: 'Remarks', kind: 'text', width: 1.8 },
    { header: 'Status', kind: 'text', width: 0.9 },
  ],
  cells: (transfer) => [
    transfer.code,
    transfer.date,
    transfer.itemName,
    transfer.quantityMilli,
    quantityUnit(transfer.unit),
    transfer.fromGodownName,
    transfer.toGodownName,
    transfer.remarks,
    transfer.status === 'cancelled' ? 'Cancelled' : transferStateLabels[transfer.state],
  ],
  statusLabels: notCancelledLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.item, 'Item', 'All items', names.item),
    await codeFilter(db, query.godown, 'Godown', 'All godowns', names.godown),
  ],
});

const growthUpdateExport = defineDocumentList({
  path: apiPaths.growthUpdates,
  title: 'Weekly Growth Update',
  sheet: 'Growth updates',
  stem: 'growth-updates',
  itemsLabel: 'growth updates',
  query: growthUpdateListQuery,
  source: growthUpdateList,
  sorts: { date: 'Date', code: 'Update ID', batch: 'Batch', week: 'Week' },
  columns: [
    { header: 'Update ID', kind: 'text', width: 0.9 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Batch', kind: 'text', width: 0.7 },
    { header: 'Farmer', kind: 'text', width: 1.5 },
    { header: 'Week', kind: 'integer', width: 0.5 },
    { header: 'Avg Weight', kind: 'integer', unit: 'g', width: 1 },
    { header: 'Target', kind: 'integer', unit: 'g', width: 0.9 },
    { header: 'Deviation', kind: 'percent', digits: 2, width: 0.9 },
    { header: 'Mortality', kind: 'integer', width: 0.8 },
    { header: 'Feed', kind: 'milli', digits: 3, unit: 'kg', width: 1 },
    { header: 'Performance', kind: 'text', width: 1 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (update) => [
    update.code,
    update.date,
    update.batchCode,
    update.farmerName,
    update.week,
    update.averageWeightG,
    update.targetWeightG,
    update.deviationPct,
    update.mortality,
    update.feedMilli,
    update.performance ? performanceLabels[update.performance] : 'No standard',
    postedLabels[update.status],
  ],
  statusLabels: postedLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.batch, 'Batch', 'All batches', names.batch),
    choiceFilter(query.performance, 'Performance', 'Any performance', performanceLabels),
  ],
});

const saleExport = defineDocumentList({
  path: apiPaths.sales,
  title: 'Sale',
  sheet: 'Sales',
  stem: 'sales',
  itemsLabel: 'sales',
  query: saleListQuery,
  source: saleList,
  sorts: { date: 'Date', code: 'Sale ID', trader: 'Trader', amount: 'Amount' },
  columns: [
    { header: 'Sale ID', kind: 'text', width: 0.8 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Batch', kind: 'text', width: 0.7 },
    { header: 'Farmer', kind: 'text', width: 1.5 },
    { header: 'Trader', kind: 'text', width: 1.6 },
    { header: 'Birds', kind: 'integer', width: 0.8 },
    { header: 'Weight', kind: 'milli', digits: 3, unit: 'kg', width: 1.1 },
    { header: 'Rate', kind: 'money', unit: 'per kg', width: 1 },
    { header: 'Amount', kind: 'money', width: 1.3 },
    { header: 'Outstanding', kind: 'money', width: 1.3 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (sale) => [
    sale.code,
    sale.date,
    sale.batchCode,
    sale.farmerName,
    sale.traderName,
    sale.birds,
    sale.weightMilli,
    sale.ratePaise,
    sale.amountPaise,
    sale.status === 'cancelled' ? null : sale.outstandingPaise,
    postedLabels[sale.status],
  ],
  statusLabels: postedLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.trader, 'Trader', 'All traders', names.trader),
    await codeFilter(db, query.batch, 'Batch', 'All batches', names.batch),
  ],
});

const voucherStateLabels = { paid: 'Paid', pending: 'Pending' } as const;

const voucherExport = defineDocumentList({
  path: apiPaths.payments,
  title: 'Payment Voucher',
  sheet: 'Outgoing payments',
  stem: 'payments',
  itemsLabel: 'payment vouchers',
  query: voucherListQuery,
  source: voucherList,
  sorts: { date: 'Date', code: 'Voucher ID', payee: 'Payee', amount: 'Amount' },
  columns: [
    { header: 'Voucher ID', kind: 'text', width: 0.9 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Payee', kind: 'text', width: 1.8 },
    { header: 'Payee Type', kind: 'text', width: 0.8 },
    { header: 'Amount', kind: 'money', width: 1.3 },
    { header: 'Mode', kind: 'text', width: 1 },
    { header: 'Cheque / Reference', kind: 'text', width: 1.2 },
    { header: 'Purpose', kind: 'text', width: 1.8 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (voucher) => [
    voucher.code,
    voucher.date,
    voucher.payeeName,
    payeeTypeLabels[voucher.payeeType],
    voucher.amountPaise,
    paymentModeLabels[voucher.mode],
    modeNote(voucher),
    voucher.purpose,
    voucher.status === 'cancelled' ? 'Cancelled' : voucherStateLabels[voucher.state],
  ],
  statusLabels: notCancelledLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.supplier, 'Supplier', 'All suppliers', names.supplier),
    await codeFilter(db, query.farmer, 'Farmer', 'All farmers', names.farmer),
    choiceFilter(query.state, 'Payment', 'All payments', voucherStateLabels),
    ...linkFilter(
      query.payeeType,
      'Payee type',
      query.payeeType && payeeTypeLabels[query.payeeType],
    ),
  ],
});

const collectionStateLabels = { received: 'Received', pending: 'Pending' } as const;

const collectionExport = defineDocumentList({
  path: apiPaths.collections,
  title: 'Payment Collection',
  sheet: 'Incoming payments',
  stem: 'collections',
  itemsLabel: 'collections',
  query: collectionListQuery,
  source: collectionList,
  sorts: { date: 'Date', code: 'Collection ID', trader: 'Trader', amount: 'Amount' },
  columns: [
    { header: 'Collection ID', kind: 'text', width: 1 },
    { header: 'Date', kind: 'date', width: 0.9 },
    { header: 'Trader', kind: 'text', width: 1.8 },
    { header: 'Sale Ref', kind: 'text', width: 0.8 },
    { header: 'Amount', kind: 'money', width: 1.3 },
    { header: 'Mode', kind: 'text', width: 1 },
    { header: 'Cheque / Reference', kind: 'text', width: 1.2 },
    { header: 'Remarks', kind: 'text', width: 1.8 },
    { header: 'Status', kind: 'text', width: 0.8 },
  ],
  cells: (collection) => [
    collection.code,
    collection.date,
    collection.traderName,
    collection.saleCode,
    collection.amountPaise,
    paymentModeLabels[collection.mode],
    modeNote(collection),
    collection.remarks,
    collection.status === 'cancelled' ? 'Cancelled' : collectionStateLabels[collection.state],
  ],
  statusLabels: notCancelledLabels,
  filters: async (db, query) => [
    await codeFilter(db, query.trader, 'Trader', 'All traders', names.trader),
    choiceFilter(query.state, 'Receipt', 'All receipts', collectionStateLabels),
    ...linkFilter(query.sale, 'Sale'),
  ],
});

/** Every master and transaction list's export, in the order of the app's menu. */
export const listExports: ListExport[] = [
  godownExport,
  farmerExport,
  farmExport,
  itemExport,
  supplierExport,
  traderExport,
  growthStandardExport,
  feedStandardExport,
  rateExport,
  bankAccountExport,
  purchaseExport,
  issueExport,
  transferExport,
  growthUpdateExport,
  saleExport,
  voucherExport,
  collectionExport,
];
