import { z } from 'zod';
import {
  accountNumber,
  email,
  ifscCode,
  indianMobile,
  optional,
  pinCode,
  requiredText,
} from '../fields.ts';
import { recordStatus } from './list.ts';

/** The states the business works in, as stored, with their names. */
export const indianStates = {
  odisha: 'Odisha',
  'west-bengal': 'West Bengal',
  jharkhand: 'Jharkhand',
  chhattisgarh: 'Chhattisgarh',
} as const;
export type IndianState = keyof typeof indianStates;
export const indianStateIds = Object.keys(indianStates) as [IndianState, ...IndianState[]];

/** Mobile numbers are stored as their 10 digits, whatever way they were typed. */
export const mobileDigits = indianMobile.transform((value) => value.replace(/\D/g, '').slice(-10));

export const farmerInput = z
  .object({
    name: requiredText('the farmer name', 100),
    phone: mobileDigits,
    email: optional(email).default(''),
    address: requiredText('the address', 300, { multiline: true }),
    city: requiredText('the city', 80),
    state: z.enum(indianStateIds, { error: 'Choose a state.' }),
    pincode: pinCode,
    bankName: requiredText('the bank name', 100),
    accountNumber,
    ifscCode,
    status: recordStatus.default('active'),
  })
  .strict();
export type FarmerInput = z.input<typeof farmerInput>;

export const farmerSchema = z.object({
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.enum(indianStateIds),
  pincode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  status: recordStatus,
  /** Farms of this farmer whose status is active. */
  activeFarms: z.number().int(),
  /** The farmer's ledger balance today, in paise: positive when the farmer owes us (Dr). */
  balancePaise: z.number(),
});
export type Farmer = z.infer<typeof farmerSchema>;

export const farmerSorts = ['code', 'name', 'phone', 'city', 'activeFarms', 'status'] as const;
