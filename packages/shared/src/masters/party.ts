import { z } from 'zod';
import { email, gstin, optional, requiredText } from '../fields.ts';
import { mobileDigits } from './farmer.ts';

export const supplierTypes = ['Chicks', 'Feed', 'Medicine'] as const;
export type SupplierType = (typeof supplierTypes)[number];

const partyFields = {
  name: requiredText('the name', 120),
  contact: mobileDigits,
  email: optional(email).default(''),
  address: requiredText('the address', 300, { multiline: true }),
  gstin: optional(gstin).default(''),
};

export const supplierInput = z
  .object({ ...partyFields, type: z.enum(supplierTypes, { error: 'Choose a type.' }) })
  .strict();
export type SupplierInput = z.input<typeof supplierInput>;

export const traderInput = z.object(partyFields).strict();
export type TraderInput = z.input<typeof traderInput>;

const partySchema = z.object({
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  address: z.string(),
  gstin: z.string(),
  /** The party's ledger balance today, in paise: positive when it owes us (Dr), negative Cr. */
  balancePaise: z.number(),
});

export const supplierSchema = partySchema.extend({ type: z.enum(supplierTypes) });
export type Supplier = z.infer<typeof supplierSchema>;

export const traderSchema = partySchema.extend({
  /** The trader's purchases (our sales to it) of the last six months, a month's average, in paise. */
  avgMonthlyPurchasePaise: z.number(),
});
export type Trader = z.infer<typeof traderSchema>;

export const supplierSorts = ['code', 'name', 'contact', 'type'] as const;
export const traderSorts = ['code', 'name', 'contact', 'avgMonthlyPurchase'] as const;
