import { z } from 'zod';
import { isoDate, requiredText, text, wholeNumber } from '../fields.ts';
import { formatMoney, type MoneyFormatOptions } from '../units/money.ts';
import { documentTrailSchema } from './common.ts';
import { batchStatuses } from './issue.ts';

/**
 * A farmer settlement scheme (domain.md "Farmer settlement"), as data. Money in paise, percentages in
 * hundredths of a per cent (basis points: 6 % = 600), FCR in thousandths (1.75 = 1750). A scheme is
 * versioned: a change is a new version from a date, and a settlement keeps the version it used.
 */
const paise = (max: number) =>
  wholeNumber(
    {
      invalid: 'Enter an amount in paise.',
      fraction: 'Enter whole paise.',
      tooSmall: 'The amount cannot be negative.',
      tooLarge: `The amount can be at most ${formatMoney(max)}.`,
    },
    { lowest: 'zero', max },
  );
const basisPoints = wholeNumber(
  {
    invalid: 'Enter a percentage in basis points.',
    fraction: 'Enter whole basis points (hundredths of a per cent).',
    tooSmall: 'The percentage cannot be negative.',
    tooLarge: 'The percentage can be at most 100 %.',
  },
  { lowest: 'zero', max: 10_000 },
);

export const medicineBases = ['actual', 'standard'] as const;
export type MedicineBasis = (typeof medicineBases)[number];

export const schemeTermsSchema = z
  .object({
    /** Standard production cost, paise per kg of live weight sold. */
    standardPcPaise: paise(1_000_000),
    /** Growing charge at the standard production cost, paise per kg. */
    baseGcPaise: paise(100_000),
    /** One slab: this much production cost per kg… */
    slabPcPaise: z.number().int().min(1).max(100_000),
    /** …moves the growing charge by this much per kg (up below standard, down above). */
    slabGcPaise: paise(100_000),
    minGcPaise: paise(100_000),
    maxGcPaise: paise(100_000),
    adminPerBirdPaise: paise(100_000),
    medicineBasis: z.enum(medicineBases),
    /** Used when the medicine basis is `standard`. */
    medicinePerBirdPaise: paise(100_000),
    mortalityAllowanceBp: basisPoints,
    mortalityIncentivePaise: paise(100_000),
    /** Average sale rate per kg above which the farmer shares the excess. */
    marketThresholdPaise: paise(1_000_000),
    marketShareBp: basisPoints,
    /** Thousandths: 1.75 = 1750. */
    maxFcrMilli: z.number().int().min(1).max(10_000),
    tdsBp: basisPoints,
  })
  .strict()
  .refine((terms) => terms.minGcPaise <= terms.maxGcPaise, {
    path: ['maxGcPaise'],
    message: 'The maximum growing charge cannot be below the minimum.',
  });
export type SchemeTerms = z.infer<typeof schemeTermsSchema>;

/**
 * The terms of the default scheme SCH001 as migration 0009 writes them (the settlement issue's
 * worked example; market share 50 %): the standard production-cost scheme.
 */
export const standardSchemeTerms: SchemeTerms = {
  standardPcPaise: 9500,
  baseGcPaise: 600,
  slabPcPaise: 50,
  slabGcPaise: 25,
  minGcPaise: 300,
  maxGcPaise: 1000,
  adminPerBirdPaise: 200,
  medicineBasis: 'actual',
  medicinePerBirdPaise: 0,
  mortalityAllowanceBp: 600,
  mortalityIncentivePaise: 25,
  marketThresholdPaise: 12_000,
  marketShareBp: 5000,
  maxFcrMilli: 1750,
  tdsBp: 100,
};

/** A new version of a scheme: its terms from a date. */
export const schemeVersionInput = z
  .object({
    name: requiredText('a name for the scheme', 80),
    effectiveFrom: isoDate,
    terms: schemeTermsSchema,
    /** Farmers this scheme applies to; the default scheme applies to everyone else. */
    farmerCodes: z
      .array(text().regex(/^F\d{3,}$/, 'Use farmer codes like F002.'))
      .max(1000)
      .default([]),
  })
  .strict();
export type SchemeVersionInput = z.infer<typeof schemeVersionInput>;

export const schemeVersionSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  name: z.string(),
  effectiveFrom: isoDate,
  isDefault: z.boolean(),
  terms: schemeTermsSchema,
  farmerCodes: z.array(z.string()),
  /** Finalised settlements that used this version: it can no longer change. */
  settlements: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type SchemeVersion = z.infer<typeof schemeVersionSchema>;

/** One line of a settlement, as a farmer reads it: what, how it was worked out, how much. */
export const settlementLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The rule and its inputs in words: "5,000 birds × ₹35.00". */
  basis: z.string(),
  amountPaise: z.number().int(),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

export const settlementBreakdownSchema = z.object({
  batchCode: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  farmCode: z.string(),
  scheme: z.object({ code: z.string(), version: z.number().int(), name: z.string() }),
  terms: schemeTermsSchema,
  birds: z.object({
    placed: z.number().int(),
    dead: z.number().int(),
    sold: z.number().int(),
    shortage: z.number().int(),
  }),
  liveWeightMilli: z.number().int(),
  feedMilli: z.number().int(),
  saleRevenuePaise: z.number().int(),
  /** Inputs at the rates charged on issue, medicine, admin. */
  costs: z.array(settlementLineSchema),
  totalCostPaise: z.number().int(),
  /** Production cost per kg, paise, and the slabs it is from the standard (+ below, − above). */
  pcPerKgPaise: z.number().int(),
  slabs: z.number().int(),
  gcPerKgPaise: z.number().int(),
  /** Growing charges and incentives (positive). */
  earnings: z.array(settlementLineSchema),
  /** Shortage, FCR penalty, TDS (positive amounts, subtracted). */
  deductions: z.array(settlementLineSchema),
  netPayablePaise: z.number().int(),
  performance: z.object({
    age: z.number().int(),
    mortalityPct: z.number(),
    averageWeightKg: z.number().nullable(),
    fcr: z.number().nullable(),
    correctedFcr: z.number().nullable(),
    epef: z.number().nullable(),
    grade: z.string().nullable(),
  }),
});
export type SettlementBreakdown = z.infer<typeof settlementBreakdownSchema>;

export const settlementStates = ['open', 'ready', 'settled', 'closed'] as const;

/** A batch in the report, with where it stands on settlement. */
export const settlementBatchSchema = z.object({
  batchCode: z.string(),
  farmCode: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  placementDate: isoDate,
  status: z.enum(batchStatuses),
  /** The standing settlement (FS001) of a settled batch. */
  settlementCode: z.string().nullable(),
  saleRevenuePaise: z.number().int(),
  totalCostPaise: z.number().int(),
  netPayablePaise: z.number().int().nullable(),
  fcr: z.number().nullable(),
  epef: z.number().nullable(),
  liveWeightMilli: z.number().int(),
  feedMilli: z.number().int(),
});
export type SettlementBatch = z.infer<typeof settlementBatchSchema>;

export const settlementReportQuery = z
  .object({
    farmer: text()
      .regex(/^F\d{3,}$/, 'Choose a farmer.')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict();
export type SettlementReportQuery = z.infer<typeof settlementReportQuery>;

export const settlementReportSchema = z.object({
  batches: z.array(settlementBatchSchema),
  totals: z.object({
    saleRevenuePaise: z.number().int(),
    totalCostPaise: z.number().int(),
    netPayablePaise: z.number().int(),
    fcr: z.number().nullable(),
    epef: z.number().nullable(),
    grade: z.string().nullable(),
  }),
});
export type SettlementReport = z.infer<typeof settlementReportSchema>;

/** A finalised (or cancelled) settlement: its breakdown as it was posted. */
export const settlementSchema = settlementBreakdownSchema.extend({
  code: z.string(),
  date: isoDate,
  status: z.enum(['posted', 'cancelled']),
  trail: documentTrailSchema,
});
export type Settlement = z.infer<typeof settlementSchema>;

export const finaliseInput = z.object({ date: isoDate }).strict();
export type FinaliseInput = z.infer<typeof finaliseInput>;

/** Closing a batch by hand: its last birds are missing, not sold. */
export const closeBatchInput = z
  .object({
    date: isoDate,
    reason: requiredText('why the batch is closed by hand', 300).min(3, 'Say why in a few words.'),
  })
  .strict();
export type CloseBatchInput = z.infer<typeof closeBatchInput>;

/** EPEF in words: above 300 excellent, 225–300 good, 200–225 acceptable, below poor. */
export function epefGrade(epef: number | null): string | null {
  if (epef === null) return null;
  if (epef >= 300) return 'Excellent';
  if (epef >= 225) return 'Good';
  if (epef >= 200) return 'Acceptable';
  return 'Poor';
}

/** Where a settlement's net leaves the farmer: paid to him, recovered from him, or neither. */
export type SettlementNetSide = 'payable' | 'recoverable' | 'nil';

export interface SettlementNet {
  side: SettlementNetSide;
  /** The net without its sign, paise: what is paid or recovered. */
  amountPaise: number;
  /** "payable to the farmer (Cr)", "recoverable from the farmer (Dr)", "nil". */
  words: string;
  /** A line's label: "Net payable to the farmer (Cr)", "Recoverable from the farmer (Dr)", "Net payable (nil)". */
  label: string;
  /** "₹58,795.00 payable to the farmer (Cr)", "₹13,095.76 recoverable from the farmer (Dr)", "nil". */
  text: string;
}

/**
 * A settlement's net payable in the business's words, never with a minus sign: a positive net is
 * payable to the farmer (credited to his account, Cr), a negative one is recoverable from him
 * (debited, Dr), zero is nil. `party` names who, for a total over several farmers.
 */
export function settlementNet(
  netPayablePaise: number,
  { party = 'the farmer', ...money }: MoneyFormatOptions & { party?: string } = {},
): SettlementNet {
  const amountPaise = Math.abs(netPayablePaise);
  if (netPayablePaise === 0) {
    return { side: 'nil', amountPaise, words: 'nil', label: 'Net payable (nil)', text: 'nil' };
  }
  const words = netPayablePaise > 0 ? `payable to ${party} (Cr)` : `recoverable from ${party} (Dr)`;
  return {
    side: netPayablePaise > 0 ? 'payable' : 'recoverable',
    amountPaise,
    words,
    label: netPayablePaise > 0 ? `Net ${words}` : `R${words.slice(1)}`,
    text: `${formatMoney(amountPaise, money)} ${words}`,
  };
}

/**
 * How the net follows from the lines, the larger first so the difference is what is paid or
 * recovered: "Earnings ₹70,500.00 − deductions ₹11,705.00", "Deductions ₹59,000.56 − earnings ₹27,787.50".
 */
export function settlementNetWorking(
  earnedPaise: number,
  deductedPaise: number,
  money: MoneyFormatOptions = {},
): string {
  const earned = formatMoney(earnedPaise, money);
  const deducted = formatMoney(deductedPaise, money);
  return earnedPaise >= deductedPaise
    ? `Earnings ${earned} − deductions ${deducted}`
    : `Deductions ${deducted} − earnings ${earned}`;
}

/** Whose net a report's total is: the farmer's, or the farmers' when it lists several. */
export const settlementParty = (batches: readonly Pick<SettlementBatch, 'farmerCode'>[]) =>
  new Set(batches.map((batch) => batch.farmerCode)).size > 1 ? 'the farmers' : 'the farmer';

/** The net of a report's batches, in words. */
export const settlementReportNet = (
  report: Pick<SettlementReport, 'batches' | 'totals'>,
  money: MoneyFormatOptions = {},
) =>
  settlementNet(report.totals.netPayablePaise, {
    ...money,
    party: settlementParty(report.batches),
  });
