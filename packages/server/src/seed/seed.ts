import { gstinCheckCharacter } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import { codePrefixes, reserveCodes } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import {
  bankAccounts,
  farmers,
  farms,
  feedStandards,
  godowns,
  growthStandards,
  items,
  rates,
  suppliers,
  systemState,
  traders,
} from '../db/schema.ts';

const SEEDED_KEY = 'sample_data_seeded_at';

/** A GSTIN with its correct check character, from the first 14 characters. */
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

/** The specification's sample godowns (G001–G003). */
export const sampleGodowns = [
  { code: 'G001', name: 'Main Warehouse', location: 'Bhubaneswar, Odisha', capacityKg: 50_000 },
  { code: 'G002', name: 'North Godown', location: 'Cuttack, Odisha', capacityKg: 25_000 },
  { code: 'G003', name: 'South Godown', location: 'Berhampur, Odisha', capacityKg: 30_000 },
] as const;

/** Three farmers (F001–F003), as in the specification's samples. */
export const sampleFarmers = [
  {
    code: 'F001',
    name: 'Ramesh Sahoo',
    phone: '9437012345',
    email: 'ramesh.sahoo@example.com',
    address: 'At/Po Jatni, Near Durga Mandap',
    city: 'Khurda',
    state: 'odisha',
    pincode: '752050',
    bankName: 'State Bank of India',
    accountNumber: '32145678901',
    ifscCode: 'SBIN0001234',
  },
  {
    code: 'F002',
    name: 'Bikash Mondal',
    phone: '9832045678',
    email: '',
    address: 'Vill. Memari, Ward 4',
    city: 'Bardhaman',
    state: 'west-bengal',
    pincode: '713146',
    bankName: 'Punjab National Bank',
    accountNumber: '0456000100123456',
    ifscCode: 'PUNB0045600',
  },
  {
    code: 'F003',
    name: 'Sunil Mahato',
    phone: '7004512398',
    email: 'sunil.mahato@example.com',
    address: 'Ormanjhi Road, Plot 12',
    city: 'Ranchi',
    state: 'jharkhand',
    pincode: '835219',
    bankName: 'Bank of India',
    accountNumber: '480110110004567',
    ifscCode: 'BKID0004801',
  },
] as const;

export const sampleFarms = [
  {
    code: 'FM001',
    name: 'Sahoo Poultry Farm',
    farmerCode: 'F001',
    location: 'Jatni, Khurda',
    capacityBirds: 5000,
    areaSqFt: 6000,
  },
  {
    code: 'FM002',
    name: 'Sahoo Farm II',
    farmerCode: 'F001',
    location: 'Pipli, Puri',
    capacityBirds: 3000,
    areaSqFt: 3600,
  },
  {
    code: 'FM003',
    name: 'Mondal Broiler Farm',
    farmerCode: 'F002',
    location: 'Memari, Bardhaman',
    capacityBirds: 4000,
    areaSqFt: null,
  },
  {
    code: 'FM004',
    name: 'Mahato Poultry',
    farmerCode: 'F003',
    location: 'Ormanjhi, Ranchi',
    capacityBirds: 6000,
    areaSqFt: 7500,
  },
] as const;

/** Five items (I001–I005). */
export const sampleItems = [
  {
    code: 'I001',
    name: 'Day Old Chicks',
    category: 'chicks',
    unit: 'piece',
    description: 'Cobb 430 broiler chicks',
    reorderLevel: 2000,
    rateItem: 'chicks',
  },
  {
    code: 'I002',
    name: 'Broiler Starter Feed',
    category: 'feed',
    unit: 'kg',
    description: 'Crumbs, days 1–10',
    reorderLevel: 1000,
    rateItem: 'starter',
  },
  {
    code: 'I003',
    name: 'Broiler Grower Feed',
    category: 'feed',
    unit: 'kg',
    description: 'Pellets, days 11–24',
    reorderLevel: 2000,
    rateItem: 'grower',
  },
  {
    code: 'I004',
    name: 'Broiler Finisher Feed',
    category: 'feed',
    unit: 'kg',
    description: 'Pellets, day 25 to sale',
    reorderLevel: 2000,
    rateItem: 'finisher',
  },
  {
    code: 'I005',
    name: 'Vitamin AD3 Supplement',
    category: 'medicine',
    unit: 'liter',
    description: 'In drinking water',
    reorderLevel: 20,
  },
] as const;

export const sampleSuppliers = [
  {
    code: 'S001',
    name: 'Kalinga Hatcheries',
    contact: '9437798001',
    email: 'sales@kalingahatcheries.example',
    address: 'Khordha Industrial Estate, Odisha',
    gstin: withCheck('21AAACK1234F1Z'),
    type: 'Chicks',
  },
  {
    code: 'S002',
    name: 'Utkal Feeds Pvt Ltd',
    contact: '9861122334',
    email: '',
    address: 'Plot 7, Rasulgarh, Bhubaneswar',
    gstin: withCheck('21AABCU5678K1Z'),
    type: 'Feed',
  },
  {
    code: 'S003',
    name: 'Eastern Animal Health',
    contact: '9830055667',
    email: 'orders@eah.example',
    address: 'Salt Lake Sector V, Kolkata',
    gstin: '',
    type: 'Medicine',
  },
] as const;

export const sampleTraders = [
  {
    code: 'T001',
    name: 'Jagannath Chicken Centre',
    contact: '9437600111',
    email: '',
    address: 'Unit 2 Market, Bhubaneswar',
    gstin: withCheck('21ABCPJ4321M1Z'),
  },
  {
    code: 'T002',
    name: 'Maa Tarini Traders',
    contact: '9778800222',
    email: 'tarini@example.com',
    address: 'Link Road, Cuttack',
    gstin: '',
  },
  {
    code: 'T003',
    name: 'Ranchi Poultry Mart',
    contact: '7004400333',
    email: '',
    address: 'Kantatoli Chowk, Ranchi',
    gstin: withCheck('20AAFFR9876Q1Z'),
  },
] as const;

/** Five growth weeks: targets 150, 400, 750, 1200, 1800 g; mortality 2, 1.5, 1, 0.8, 0.5 %. */
export const sampleGrowthStandards = [
  { week: 1, targetWeightG: 150, minWeightG: 135, maxWeightG: 165, expectedMortalityPct: 2 },
  { week: 2, targetWeightG: 400, minWeightG: 360, maxWeightG: 440, expectedMortalityPct: 1.5 },
  { week: 3, targetWeightG: 750, minWeightG: 675, maxWeightG: 825, expectedMortalityPct: 1 },
  { week: 4, targetWeightG: 1200, minWeightG: 1080, maxWeightG: 1320, expectedMortalityPct: 0.8 },
  { week: 5, targetWeightG: 1800, minWeightG: 1620, maxWeightG: 1980, expectedMortalityPct: 0.5 },
] as const;

export const sampleFeedStandards = [
  { week: 1, feedType: 'Pre-Starter', gramsPerBirdPerDay: 22 },
  { week: 2, feedType: 'Starter', gramsPerBirdPerDay: 48 },
  { week: 3, feedType: 'Grower', gramsPerBirdPerDay: 85 },
  { week: 4, feedType: 'Grower', gramsPerBirdPerDay: 125 },
  { week: 5, feedType: 'Finisher', gramsPerBirdPerDay: 160 },
] as const;

/** Chicks ₹35 per piece; starter 45, grower 42, finisher 40 and live chicken 120 per kg. */
export const sampleRates = [
  { item: 'chicks', ratePaise: 3500, effectiveFrom: '2026-04-01', unit: 'piece' },
  { item: 'starter', ratePaise: 4500, effectiveFrom: '2026-04-01', unit: 'kg' },
  { item: 'grower', ratePaise: 4200, effectiveFrom: '2026-04-01', unit: 'kg' },
  { item: 'finisher', ratePaise: 4000, effectiveFrom: '2026-04-01', unit: 'kg' },
  { item: 'chicken', ratePaise: 12000, effectiveFrom: '2026-04-01', unit: 'kg' },
] as const;

export const sampleBankAccounts = [
  {
    code: 'BK001',
    bankName: 'State Bank of India',
    branch: 'Bhubaneswar Main',
    accountNumber: '10987654321',
    ifscCode: 'SBIN0000030',
    accountType: 'current',
  },
  {
    code: 'BK002',
    bankName: 'HDFC Bank',
    branch: 'Cuttack Link Road',
    accountNumber: '50200012345678',
    ifscCode: 'HDFC0001234',
    accountType: 'cash-credit',
  },
] as const;

/**
 * Seeds the sample data once per database, in one transaction. A database that was seeded before is
 * left alone, even if its users have since deleted the sample rows.
 * @returns whether sample data was written.
 */
export async function seedSampleData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(systemState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await tx
      .insert(godowns)
      .values([...sampleGodowns])
      .onConflictDoNothing();
    await tx
      .insert(farmers)
      .values([...sampleFarmers])
      .onConflictDoNothing();
    await tx
      .insert(farms)
      .values(
        sampleFarms.map((farm) => ({
          ...farm,
          // Farms carry their farmer's name for search (kept in step by the farmer service).
          farmerName: sampleFarmers.find((farmer) => farmer.code === farm.farmerCode)?.name ?? '',
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(items)
      .values([...sampleItems])
      .onConflictDoNothing();
    await tx
      .insert(suppliers)
      .values([...sampleSuppliers])
      .onConflictDoNothing();
    await tx
      .insert(traders)
      .values([...sampleTraders])
      .onConflictDoNothing();
    await tx
      .insert(growthStandards)
      .values([...sampleGrowthStandards])
      .onConflictDoNothing();
    await tx
      .insert(feedStandards)
      .values([...sampleFeedStandards])
      .onConflictDoNothing();
    await tx
      .insert(rates)
      .values([...sampleRates])
      .onConflictDoNothing();
    await tx
      .insert(bankAccounts)
      .values([...sampleBankAccounts])
      .onConflictDoNothing();
    const counts = [
      [codePrefixes.godown, sampleGodowns.length],
      [codePrefixes.farmer, sampleFarmers.length],
      [codePrefixes.farm, sampleFarms.length],
      [codePrefixes.item, sampleItems.length],
      [codePrefixes.supplier, sampleSuppliers.length],
      [codePrefixes.trader, sampleTraders.length],
      [codePrefixes.bankAccount, sampleBankAccounts.length],
    ] as const;
    for (const [prefix, count] of counts) await reserveCodes(tx, prefix, count);
    return true;
  });
}

/** When the sample data was seeded, if ever. */
export async function seededAt(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(systemState).where(eq(systemState.key, SEEDED_KEY));
  return row?.value;
}
