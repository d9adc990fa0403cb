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

interface Party {
  code: string;
  name: string;
  contact: string;
  email: string;
  address: string;
  gstin: string;
}

export interface Supplier extends Party {
  type: SupplierType;
}

export interface Trader extends Party {
  /** Average of the trader's purchases per month, in paise (0 until sales exist). */
  avgMonthlyPurchasePaise: number;
}

export const supplierSorts = ['code', 'name', 'contact', 'type'] as const;
export const traderSorts = ['code', 'name', 'contact', 'avgMonthlyPurchase'] as const;
