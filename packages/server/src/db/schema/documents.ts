// Over 400 lines: every document, stock and ledger table, declared together so their keys and constraints read in one place.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccounts, farms, godowns, items, suppliers, traders } from './masters.ts';

/**
 * Every business document (purchase, issue, transfer, and later sale, voucher, collection…): its
 * code (P001, IS001, ST001), kind, date and who made it. Its own fields live in the kind's table;
 * what it changed lives in `stock_movements` and `ledger_entries`, which are never updated.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', {
      enum: [
        'purchase',
        'issue',
        'transfer',
        'sale',
        'payment',
        'collection',
        'growth',
        'settlement',
      ],
    }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** `posted`, or `cancelled` once reversed; a cancelled document stays, marked. */
    status: text('status', { enum: ['posted', 'cancelled'] })
      .notNull()
      .default('posted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    cancelledBy: integer('cancelled_by'),
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    uniqueIndex('documents_code_unique').on(table.code),
    index('documents_kind_date_idx').on(table.kind, table.date, table.id),
  ],
);

const documentId = () =>
  integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'restrict' });

/** A purchase from a supplier into a godown: stock in, and the supplier's ledger credited. */
export const purchases = pgTable(
  'purchases',
  {
    documentId: documentId(),
    supplierCode: text('supplier_code')
      .notNull()
      .references(() => suppliers.code, { onDelete: 'restrict' }),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.code, { onDelete: 'restrict' }),
    godownCode: text('godown_code')
      .notNull()
      .references(() => godowns.code, { onDelete: 'restrict' }),
    /** Thousandths of the item's unit (1 kg = 1000). */
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    invoiceNumber: text('invoice_number').notNull().default(''),
  },
  (table) => [
    index('purchases_supplier_idx').on(table.supplierCode),
    index('purchases_item_idx').on(table.itemCode),
    index('purchases_godown_idx').on(table.godownCode),
    check('purchases_quantity_positive', sql`${table.quantityMilli} > 0`),
    check('purchases_rate_positive', sql`${table.ratePaise} > 0`),
  ],
);

/**
 * A flock raised on a farm (B001…): opened by an issue of chicks, which sets its placement date
 * and the birds placed.
 */
export const batches = pgTable(
  'batches',
  {
    code: text('code').primaryKey(),
    farmCode: text('farm_code')
      .notNull()
      .references(() => farms.code, { onDelete: 'restrict' }),
    placementDate: date('placement_date', { mode: 'string' }).notNull(),
    placed: integer('placed').notNull(),
    /** `open` while birds are alive; `void` when the chick issue that opened it was cancelled. */
    status: text('status', { enum: ['open', 'sold-out', 'settled', 'void'] })
      .notNull()
      .default('open'),
    openedBy: integer('opened_by').references(() => documents.id, { onDelete: 'restrict' }),
    /** Closed by hand (its last birds missing, not sold): when, why and by whom. */
    closedOn: date('closed_on', { mode: 'string' }),
    closeReason: text('close_reason'),
    closedByName: text('closed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_farm_idx').on(table.farmCode),
    // A farm has at most one open batch.
    uniqueIndex('batches_one_open_per_farm').on(table.farmCode).where(sql`status = 'open'`),
    check('batches_placed_positive', sql`${table.placed} > 0`),
  ],
);

/** Chicks, feed or medicine issued from a godown to a farmer's batch, charged to the farmer. */
export const issues = pgTable(
  'issues',
  {
    documentId: documentId(),
    farmCode: text('farm_code')
      .notNull()
      .references(() => farms.code, { onDelete: 'restrict' }),
    farmerCode: text('farmer_code').notNull(),
    batchCode: text('batch_code')
      .notNull()
      .references(() => batches.code, { onDelete: 'restrict' }),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.code, { onDelete: 'restrict' }),
    godownCode: text('godown_code')
      .notNull()
      .references(() => godowns.code, { onDelete: 'restrict' }),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Where the rate came from: the rate master in force, or the weighted average purchase cost. */
    rateBasis: text('rate_basis', { enum: ['rate', 'average-cost'] }).notNull(),
  },
  (table) => [
    index('issues_batch_idx').on(table.batchCode),
    index('issues_farm_idx').on(table.farmCode),
    index('issues_item_idx').on(table.itemCode),
    index('issues_godown_idx').on(table.godownCode),
    check('issues_quantity_positive', sql`${table.quantityMilli} > 0`),
  ],
);

/**
 * Stock moved between godowns: completed at once, or dispatched (`pending`, it has left the
 * source) and received later (`completed`, it arrives at the destination on the receiving day).
 */
export const transfers = pgTable(
  'transfers',
  {
    documentId: documentId(),
    itemCode: text('item_code')
      .notNull()
      .references(() => items.code, { onDelete: 'restrict' }),
    fromGodownCode: text('from_godown_code')
      .notNull()
      .references(() => godowns.code, { onDelete: 'restrict' }),
    toGodownCode: text('to_godown_code')
      .notNull()
      .references(() => godowns.code, { onDelete: 'restrict' }),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    remarks: text('remarks').notNull().default(''),
    state: text('state', { enum: ['pending', 'completed'] }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by'),
    receivedByName: text('received_by_name'),
  },
  (table) => [
    index('transfers_item_idx').on(table.itemCode),
    check('transfers_quantity_positive', sql`${table.quantityMilli} > 0`),
    check('transfers_two_godowns', sql`${table.fromGodownCode} <> ${table.toGodownCode}`),
  ],
);

/** Live birds of a batch sold to a trader: the trader's ledger debited with weight × rate. */
export const sales = pgTable(
  'sales',
  {
    documentId: documentId(),
    batchCode: text('batch_code')
      .notNull()
      .references(() => batches.code, { onDelete: 'restrict' }),
    traderCode: text('trader_code')
      .notNull()
      .references(() => traders.code, { onDelete: 'restrict' }),
    /** Total live weight in grams (thousandths of a kg). */
    weightMilli: bigint('weight_milli', { mode: 'number' }).notNull(),
    /** Per kg. */
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    birds: integer('birds').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('sales_batch_idx').on(table.batchCode),
    index('sales_trader_idx').on(table.traderCode),
    check('sales_weight_positive', sql`${table.weightMilli} > 0`),
    check('sales_rate_positive', sql`${table.ratePaise} > 0`),
    check('sales_birds_positive', sql`${table.birds} > 0`),
  ],
);

/**
 * A weekly growth update of a batch (Weekly Growth Update): the average weight of a bird that day,
 * the birds that died and the feed eaten since the last update. It posts no stock or money; its
 * deaths count against the batch's birds alive. One standing update per batch and week (checked
 * under the batch's row lock; a cancelled one makes room for its correction).
 */
export const growthUpdates = pgTable(
  'growth_updates',
  {
    documentId: documentId(),
    batchCode: text('batch_code')
      .notNull()
      .references(() => batches.code, { onDelete: 'restrict' }),
    week: integer('week').notNull(),
    averageWeightG: integer('average_weight_g').notNull(),
    mortality: integer('mortality').notNull(),
    /** Feed eaten since the last update, kg thousandths. */
    feedMilli: bigint('feed_milli', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('growth_updates_batch_week_idx').on(table.batchCode, table.week),
    check('growth_updates_week_positive', sql`${table.week} > 0`),
    check('growth_updates_weight_positive', sql`${table.averageWeightG} > 0`),
    check('growth_updates_mortality_not_negative', sql`${table.mortality} >= 0`),
    check('growth_updates_feed_not_negative', sql`${table.feedMilli} >= 0`),
  ],
);

/** How money moved: the mode and, but for cash, the company bank account and the bank's details. */
const modeColumns = () => ({
  mode: text('mode', { enum: ['cash', 'cheque', 'transfer', 'upi'] }).notNull(),
  bankAccountCode: text('bank_account_code').references(() => bankAccounts.code, {
    onDelete: 'restrict',
  }),
  chequeNumber: text('cheque_number').notNull().default(''),
  chequeDate: date('cheque_date', { mode: 'string' }),
  reference: text('reference').notNull().default(''),
});

/**
 * Money paid out (Payment Voucher): to a supplier or a farmer (their ledger debited) or to anyone
 * else. A pending voucher posts nothing until it is marked paid.
 */
export const paymentVouchers = pgTable(
  'payment_vouchers',
  {
    documentId: documentId(),
    payeeType: text('payee_type', { enum: ['supplier', 'farmer', 'other'] }).notNull(),
    /** The supplier's or farmer's code; '' for another payee. */
    payeeCode: text('payee_code').notNull().default(''),
    payeeName: text('payee_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    ...modeColumns(),
    purpose: text('purpose').notNull(),
    state: text('state', { enum: ['paid', 'pending'] }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by'),
    paidByName: text('paid_by_name'),
  },
  (table) => [
    index('payment_vouchers_payee_idx').on(table.payeeType, table.payeeCode),
    check('payment_vouchers_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * Money received from a trader (Payment Collection), optionally against one sale. A received
 * collection credits the trader; a pending one posts nothing until it is marked received.
 */
export const collections = pgTable(
  'collections',
  {
    documentId: documentId(),
    traderCode: text('trader_code')
      .notNull()
      .references(() => traders.code, { onDelete: 'restrict' }),
    saleCode: text('sale_code').references(() => documents.code, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    ...modeColumns(),
    remarks: text('remarks').notNull().default(''),
    state: text('state', { enum: ['received', 'pending'] }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by'),
    receivedByName: text('received_by_name'),
  },
  (table) => [
    index('collections_trader_idx').on(table.traderCode),
    index('collections_sale_idx').on(table.saleCode),
    check('collections_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/**
 * The stock ledger: one row per change of an item's quantity in a godown, signed (+ in, − out), in
 * thousandths of the item's unit, with its value. `in_transit` rows are stock of a pending transfer,
 * counted in no godown. Never deleted, and only its value is ever updated (a trigger refuses the
 * rest): a cancellation posts reversing rows, and a back-dated movement revalues the later ones
 * (decision 0035), each change posted to the ledger.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    godownCode: text('godown_code').notNull(),
    itemCode: text('item_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    /**
     * Value in paise, signed like the quantity: what stock coming in cost, what stock leaving a
     * godown was worth at its weighted average cost that day, or the value of `value_source_id`.
     */
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
    /**
     * The movement whose value (negated) this one carries: a transfer's arrival takes what left the
     * source; stock returned by a cancelled issue comes back at what it left with (decision 0035).
     */
    valueSourceId: bigint('value_source_id', { mode: 'number' }).references(
      (): AnyPgColumn => stockMovements.id,
      { onDelete: 'restrict' },
    ),
    /** Posted by a cancellation, reversing the document's own movement. */
    reversal: boolean('reversal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_godown_item_date_idx').on(table.godownCode, table.itemCode, table.date),
    index('stock_movements_item_date_idx').on(table.itemCode, table.date),
    index('stock_movements_document_idx').on(table.documentId),
    index('stock_movements_value_source_idx').on(table.valueSourceId),
    check('stock_movements_not_zero', sql`${table.quantityMilli} <> 0`),
  ],
);

/**
 * The sum of an item's movements in a godown per day, quantity and value: derived from
 * `stock_movements` in the same transaction, so the never-negative check, a godown's average cost on
 * a day and the Inventory Report read one row per day instead of every movement.
 */
export const stockDays = pgTable(
  'stock_days',
  {
    godownCode: text('godown_code').notNull(),
    itemCode: text('item_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.godownCode, table.itemCode, table.date] })],
);

/**
 * The purchases of an item per day, amount and quantity: written with the purchase movements (and
 * their cancellations) in the same transaction, so the weighted average purchase cost of all godowns
 * as of a day (what medicine is charged at) sums one row per day instead of every purchase.
 */
export const purchaseDays = pgTable(
  'purchase_days',
  {
    itemCode: text('item_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemCode, table.date] })],
);

/** The godown code of stock on the way (a pending transfer's): counted in no godown. */
export const IN_TRANSIT = 'TRANSIT';

/**
 * One row per item and godown with its current quantity and value. Its row lock serialises every
 * posting of that item in that godown (decision 0017), and it answers "current stock" without a sum.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    godownCode: text('godown_code').notNull(),
    itemCode: text('item_code').notNull(),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull().default(0),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.godownCode, table.itemCode] })],
);

/**
 * The general ledger: every money posting of a document, debit or credit in paise. Party accounts
 * (`supplier`, `farmer`, `trader` + code) give the party statements; the company's own accounts
 * (`inventory`, `sales`…) take the other side, so debits equal credits for every document. Never
 * updated or deleted: a cancellation posts the reverse.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    accountType: text('account_type').notNull(),
    accountCode: text('account_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    particular: text('particular').notNull(),
    /** The particular without the document's lead: what a reversal's particular repeats. */
    detail: text('detail').notNull(),
    debitPaise: bigint('debit_paise', { mode: 'number' }).notNull().default(0),
    creditPaise: bigint('credit_paise', { mode: 'number' }).notNull().default(0),
    /** Posted by a cancellation, reversing the document's own entry. */
    reversal: boolean('reversal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(
      table.accountType,
      table.accountCode,
      table.date,
      table.id,
    ),
    index('ledger_entries_document_idx').on(table.documentId),
    check(
      'ledger_entries_one_side',
      sql`${table.debitPaise} >= 0 and ${table.creditPaise} >= 0 and (${table.debitPaise} = 0) <> (${table.creditPaise} = 0)`,
    ),
  ],
);

/**
 * What a create request with an `Idempotency-Key` answered: the same key and body answer the same
 * again; kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in-flight', 'done'] }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An in-flight key older than this was abandoned (the process died): it may be taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * Settlement schemes (SCH001…), one row per version: a change is a new version from a date, never
 * an edit of one a settlement used. `terms` is the scheme's figures (shared `schemeTermsSchema`);
 * `farmerCodes` the farmers it applies to. The default scheme applies to every other farmer.
 */
export const settlementSchemes = pgTable(
  'settlement_schemes',
  {
    code: text('code').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    terms: jsonb('terms').notNull(),
    farmerCodes: text('farmer_codes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByName: text('created_by_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.version] }),
    check('settlement_schemes_version_positive', sql`${table.version} > 0`),
  ],
);

/**
 * A batch's finalised settlement (FS001…): the scheme version used, the net payable and the whole
 * breakdown as posted, so a later scheme version never changes what a farmer was paid.
 */
export const settlements = pgTable(
  'settlements',
  {
    documentId: documentId(),
    batchCode: text('batch_code')
      .notNull()
      .references(() => batches.code, { onDelete: 'restrict' }),
    schemeCode: text('scheme_code').notNull(),
    schemeVersion: integer('scheme_version').notNull(),
    netPayablePaise: bigint('net_payable_paise', { mode: 'number' }).notNull(),
    breakdown: jsonb('breakdown').notNull(),
  },
  (table) => [
    index('settlements_batch_idx').on(table.batchCode),
    foreignKey({
      columns: [table.schemeCode, table.schemeVersion],
      foreignColumns: [settlementSchemes.code, settlementSchemes.version],
    }).onDelete('restrict'),
  ],
);
