import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { searchColumn, status, timestamps, trigramIndex } from './columns.ts';

/** A storage facility. Code G001… is assigned by the server and never reused. */
export const godowns = pgTable(
  'godowns',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    status: status(),
    search: searchColumn('code', 'name', 'location'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('godowns_search_idx', table.search),
    check('godowns_capacity_positive', sql`${table.capacityKg} > 0`),
    uniqueIndex('godowns_name_unique').on(sql`lower(${table.name})`),
  ],
);

/** A contract farmer (F001…). */
export const farmers = pgTable(
  'farmers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    status: status(),
    search: searchColumn('code', 'name', 'phone', 'city'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('farmers_search_idx', table.search),
    // Lists order by code number (length, then text): this index serves a page without a sort.
    index('farmers_code_order_idx').on(sql`length(${table.code})`, table.code),
    uniqueIndex('farmers_account_number_unique').on(table.accountNumber),
    index('farmers_name_idx').on(table.name),
  ],
);

/** A farm (FM001…) of a farmer, where batches are raised. */
export const farms = pgTable(
  'farms',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    farmerCode: text('farmer_code')
      .notNull()
      .references(() => farmers.code, { onDelete: 'restrict', onUpdate: 'restrict' }),
    location: text('location').notNull(),
    capacityBirds: integer('capacity_birds').notNull(),
    areaSqFt: integer('area_sq_ft'),
    status: status(),
    /**
     * The farmer's name, copied here (and kept in step when the farmer is renamed) so that a farm
     * search for a farmer's name is answered by this table's own trigram index.
     */
    farmerName: text('farmer_name').notNull().default(''),
    search: searchColumn('code', 'name', 'location', 'farmer_name'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('farms_search_idx', table.search),
    index('farms_code_order_idx').on(sql`length(${table.code})`, table.code),
    index('farms_farmer_idx').on(table.farmerCode),
    check('farms_capacity_positive', sql`${table.capacityBirds} > 0`),
    check('farms_area_positive', sql`${table.areaSqFt} is null or ${table.areaSqFt} > 0`),
    uniqueIndex('farms_farmer_name_unique').on(table.farmerCode, sql`lower(${table.name})`),
    index('farms_name_idx').on(table.name),
  ],
);

/** Something bought, stored and issued: chicks, feed, medicine (I001…). */
export const items = pgTable(
  'items',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    category: text('category', { enum: ['chicks', 'feed', 'medicine'] }).notNull(),
    unit: text('unit', { enum: ['piece', 'kg', 'liter', 'bag'] }).notNull(),
    description: text('description').notNull().default(''),
    reorderLevel: integer('reorder_level').notNull().default(0),
    /**
     * The rate master line an issue of this item is charged at (chicks, starter, grower, finisher);
     * empty for items charged at their weighted average purchase cost (medicine).
     */
    rateItem: text('rate_item', { enum: ['chicks', 'starter', 'grower', 'finisher'] }),
    status: status(),
    search: searchColumn('code', 'name', 'category', 'description'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('items_search_idx', table.search),
    check('items_reorder_level_not_negative', sql`${table.reorderLevel} >= 0`),
    uniqueIndex('items_name_unique').on(sql`lower(${table.name})`),
  ],
);

/** A supplier of chicks, feed or medicine (S001…). */
export const suppliers = pgTable(
  'suppliers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull().default(''),
    address: text('address').notNull(),
    gstin: text('gstin').notNull().default(''),
    type: text('type', { enum: ['Chicks', 'Feed', 'Medicine'] }).notNull(),
    search: searchColumn('code', 'name', 'contact', 'address'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('suppliers_search_idx', table.search),
    uniqueIndex('suppliers_name_unique').on(sql`lower(${table.name})`),
  ],
);

/** A trader who buys grown birds (T001…). */
export const traders = pgTable(
  'traders',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull().default(''),
    address: text('address').notNull(),
    gstin: text('gstin').notNull().default(''),
    search: searchColumn('code', 'name', 'contact', 'address'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('traders_search_idx', table.search),
    uniqueIndex('traders_name_unique').on(sql`lower(${table.name})`),
  ],
);

/** Expected body weight and mortality by week of age: one row per week. */
export const growthStandards = pgTable(
  'growth_standards',
  {
    id: serial('id').primaryKey(),
    week: integer('week').notNull(),
    targetWeightG: integer('target_weight_g').notNull(),
    minWeightG: integer('min_weight_g').notNull(),
    maxWeightG: integer('max_weight_g').notNull(),
    expectedMortalityPct: numeric('expected_mortality_pct', {
      precision: 4,
      scale: 1,
      mode: 'number',
    }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('growth_standards_week_unique').on(table.week),
    check(
      'growth_standards_weights_ordered',
      sql`0 < ${table.minWeightG} and ${table.minWeightG} <= ${table.targetWeightG} and ${table.targetWeightG} <= ${table.maxWeightG}`,
    ),
    check('growth_standards_mortality_range', sql`${table.expectedMortalityPct} between 0 and 100`),
  ],
);

/** Feed per bird per day by week of age: one row per week. */
export const feedStandards = pgTable(
  'feed_standards',
  {
    id: serial('id').primaryKey(),
    week: integer('week').notNull(),
    feedType: text('feed_type').notNull(),
    gramsPerBirdPerDay: numeric('grams_per_bird_per_day', {
      precision: 5,
      scale: 1,
      mode: 'number',
    }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('feed_standards_week_unique').on(table.week),
    check('feed_standards_quantity_positive', sql`${table.gramsPerBirdPerDay} > 0`),
  ],
);

/**
 * Effective-dated rates per item. For one item the periods never overlap: a rate is in force from
 * `effective_from` to `effective_to` (inclusive), which is the day before the next rate starts.
 */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    item: text('item', {
      enum: ['chicks', 'starter', 'grower', 'finisher', 'chicken'],
    }).notNull(),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    unit: text('unit', { enum: ['piece', 'kg'] }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('rates_item_from_unique').on(table.item, table.effectiveFrom),
    check('rates_positive', sql`${table.ratePaise} > 0`),
    check(
      'rates_period_ordered',
      sql`${table.effectiveTo} is null or ${table.effectiveTo} >= ${table.effectiveFrom}`,
    ),
  ],
);

/** The company's own bank accounts (BK001…; batches own B###). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    code: text('code').primaryKey(),
    bankName: text('bank_name').notNull(),
    branch: text('branch').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    accountType: text('account_type').notNull().default(''),
    status: status(),
    search: searchColumn('code', 'bank_name', 'branch', 'account_number', 'ifsc_code'),
    ...timestamps,
  },
  (table) => [
    trigramIndex('bank_accounts_search_idx', table.search),
    uniqueIndex('bank_accounts_ifsc_account_unique').on(table.ifscCode, table.accountNumber),
  ],
);
