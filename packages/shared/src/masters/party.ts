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
});

export const supplierSchema = partySchema.extend({ type: z.enum(supplierTypes) });
export type Supplier = z.infer<typeof supplierSchema>;

export const traderSchema = partySchema.extend({
  /** Average of the trader's purchases per month, in paise (0 until sales exist). */
  avgMonthlyPurchasePaise: z.number(),
});
export type Trader = z.infer<typeof traderSchema>;

export const supplierSorts = ['code', 'name', 'contact', 'type'] as const;
export const traderSorts = ['code', 'name', 'contact', 'avgMonthlyPurchase'] as const;
