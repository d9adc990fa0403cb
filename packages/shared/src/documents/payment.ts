import { z } from 'zod';
import { isoDate, optional, requiredText, text, wholeNumber } from '../fields.ts';
import { recordCode } from '../masters/list.ts';
import { MAX_AMOUNT_PAISE, maxAmountText } from '../units/limits.ts';
import {
  codeOf,
  documentDate,
  documentListQuery,
  documentStatuses,
  documentTrailSchema,
  optionalRemarks,
  postingsSchema,
} from './common.ts';

export const paymentModes = ['cash', 'cheque', 'transfer', 'upi'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const paymentModeLabels: Record<PaymentMode, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  transfer: 'Bank Transfer',
  upi: 'UPI',
};

/** A payment's or collection's amount, at most one document's: ₹99,99,99,999.99. */
export const amountPaise = wholeNumber(
  {
    invalid: 'Enter the amount in rupees, e.g. 25000.00.',
    fraction: 'Enter the amount with at most two decimals.',
    tooSmall: 'The amount must be more than ₹0.',
    tooLarge: `The amount can be at most ${maxAmountText}.`,
  },
  { max: MAX_AMOUNT_PAISE },
);

/**
 * How money moved: the mode, the company bank account it went through (not for cash), the cheque's
 * number and date for a cheque, the bank's reference for a transfer or UPI.
 */
const modeFields = {
  mode: z.enum(paymentModes, { error: 'Choose the payment mode.' }),
  bankAccountCode: optional(text().regex(recordCode, 'Choose the bank account.')).default(''),
  chequeNumber: optional(
    text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit cheque number.'),
  ).default(''),
  chequeDate: optional(isoDate).default(''),
  reference: optional(
    text()
      .trim()
      .min(4, 'Enter the reference (UTR or UPI transaction id), at least 4 characters.')
      .max(40, 'Use at most 40 characters.'),
  ).default(''),
};

type ModeFields = {
  mode: PaymentMode;
  bankAccountCode: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
};

/** The details each mode needs, each refusal beside its field. */
const checkMode = (value: ModeFields, context: z.RefinementCtx) => {
  const need = (path: keyof ModeFields, message: string) =>
    context.addIssue({ code: 'custom', message, path: [path] });
  if (value.mode !== 'cash' && !value.bankAccountCode) {
    need('bankAccountCode', 'Choose the bank account.');
  }
  if (value.mode === 'cheque') {
    if (!value.chequeNumber) need('chequeNumber', 'Enter the 6-digit cheque number.');
    if (!value.chequeDate) need('chequeDate', 'Enter the cheque date.');
  }
  if ((value.mode === 'transfer' || value.mode === 'upi') && !value.reference) {
    need('reference', 'Enter the reference (UTR or UPI transaction id).');
  }
};

/** The mode's details as stored: what does not belong to the mode is cleared. */
export const modeDetails = <T extends ModeFields>(value: T): T => ({
  ...value,
  bankAccountCode: value.mode === 'cash' ? '' : value.bankAccountCode,
  chequeNumber: value.mode === 'cheque' ? value.chequeNumber : '',
  chequeDate: value.mode === 'cheque' ? value.chequeDate : '',
  reference: value.mode === 'transfer' || value.mode === 'upi' ? value.reference : '',
});

const modeSchema = {
  mode: z.enum(paymentModes),
  bankAccountCode: z.string(),
  bankAccountName: z.string(),
  chequeNumber: z.string(),
  chequeDate: z.string(),
  reference: z.string(),
};

// ---------------------------------------------------------------------------------------------
// Payment Voucher: money paid out.

export const payeeTypes = ['supplier', 'farmer', 'other'] as const;
export type PayeeType = (typeof payeeTypes)[number];
export const payeeTypeLabels: Record<PayeeType, string> = {
  supplier: 'Supplier',
  farmer: 'Farmer',
  other: 'Other',
};

export const voucherStates = ['paid', 'pending'] as const;
export type VoucherState = (typeof voucherStates)[number];

/**
 * Payment Voucher: date, payee type, payee (a supplier's or farmer's code, or a name for other),
 * amount, mode with its details, purpose, paid now or pending.
 */
export const voucherInput = z
  .object({
    date: documentDate,
    payeeType: z.enum(payeeTypes, { error: 'Choose the payee type.' }),
    payeeCode: optional(text().regex(recordCode, 'Choose the payee.')).default(''),
    payeeName: optional(requiredText('the payee name', 120)).default(''),
    amountPaise,
    ...modeFields,
    purpose: requiredText('the purpose', 300),
    state: z.enum(voucherStates, { error: 'Choose Paid or Pending.' }).default('paid'),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.payeeType !== 'other' && !value.payeeCode) {
      context.addIssue({
        code: 'custom',
        message: `Choose the ${value.payeeType}.`,
        path: ['payeeCode'],
      });
    }
    if (value.payeeType === 'other' && !value.payeeName) {
      context.addIssue({ code: 'custom', message: 'Enter the payee name.', path: ['payeeName'] });
    }
    checkMode(value, context);
  });
export type VoucherInput = z.input<typeof voucherInput>;

export const voucherSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  state: z.enum(voucherStates),
  payeeType: z.enum(payeeTypes),
  payeeCode: z.string(),
  payeeName: z.string(),
  amountPaise: z.number(),
  ...modeSchema,
  purpose: z.string(),
  paidOn: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherDetailSchema = voucherSchema.extend({
  ...documentTrailSchema.shape,
  paidBy: z.string().nullable(),
  postings: postingsSchema,
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

export const voucherSorts = ['code', 'date', 'payee', 'amount'] as const;
export const voucherFilters = ['supplier', 'farmer'] as const;
export const voucherListQuery = documentListQuery(voucherSorts, voucherFilters, {
  state: z.enum(voucherStates, { error: 'State is paid or pending.' }).optional(),
  payeeType: z.enum(payeeTypes, { error: 'Payee type is supplier, farmer or other.' }).optional(),
});
export type VoucherListQuery = z.infer<typeof voucherListQuery>;

// ---------------------------------------------------------------------------------------------
// Payment Collection: money received from a trader.

export const collectionStates = ['received', 'pending'] as const;
export type CollectionState = (typeof collectionStates)[number];

/**
 * Payment Collection: date, trader, the sale it pays (optional), amount, mode with its details,
 * remarks, received now or pending.
 */
export const collectionInput = z
  .object({
    date: documentDate,
    traderCode: codeOf('the trader'),
    saleCode: optional(text().regex(recordCode, 'Choose a sale of this trader.')).default(''),
    amountPaise,
    ...modeFields,
    remarks: optionalRemarks,
    state: z.enum(collectionStates, { error: 'Choose Received or Pending.' }).default('received'),
  })
  .strict()
  .superRefine(checkMode);
export type CollectionInput = z.input<typeof collectionInput>;

export const collectionSchema = z.object({
  code: z.string(),
  date: z.string(),
  status: z.enum(documentStatuses),
  state: z.enum(collectionStates),
  traderCode: z.string(),
  traderName: z.string(),
  saleCode: z.string(),
  amountPaise: z.number(),
  ...modeSchema,
  remarks: z.string(),
  receivedOn: z.string().nullable(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const collectionDetailSchema = collectionSchema.extend({
  ...documentTrailSchema.shape,
  receivedBy: z.string().nullable(),
  postings: postingsSchema,
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const collectionSorts = ['code', 'date', 'trader', 'amount'] as const;
export const collectionFilters = ['trader', 'sale'] as const;
export const collectionListQuery = documentListQuery(collectionSorts, collectionFilters, {
  state: z.enum(collectionStates, { error: 'State is received or pending.' }).optional(),
});
export type CollectionListQuery = z.infer<typeof collectionListQuery>;
