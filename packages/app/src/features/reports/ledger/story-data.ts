// Fixed Ledger Reports answers for the stories, shaped as the server answers them. Running
// balances, page openings and totals are computed here from the postings, the way the server
// does, so every figure adds up; only the postings themselves are written out.
import { amountFor, type PartyType, type Statement, type StatementRow, toMilli } from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import type { PickOption } from '../../../lib/documents/document-config.ts';
import { toPartyOption } from './api.ts';
import type { LedgerParams } from './ledger-params.ts';

/** The day every story is set on (the clock is pinned to it). */
export const STORY_TODAY = '2026-03-14';
/** The financial year of that day starts on 1 April 2025: the default From Date. */
export const STORY_FY_START = '2025-04-01';

/** The URL's parameters with nothing chosen: Farmer Accounts, this financial year, page 1. */
export const defaultParams: LedgerParams = {
  tab: 'farmer',
  party: '',
  from: STORY_FY_START,
  to: STORY_TODAY,
  page: '1',
  size: '100',
};

const pick = (value: string, label: string, description: string): PickOption => ({
  value,
  label,
  description,
  active: true,
});

/** The parties of each tab as their masters answer the document kit's option queries. */
export const storyParties: Record<PartyType, PickOption[]> = {
  farmer: [
    pick('F001', 'Ramesh Sahoo', 'Bhubaneswar'),
    pick('F002', 'Sunita Das', 'Puri'),
    pick('F003', 'Bikash Nayak', 'Cuttack'),
  ],
  trader: [
    pick('T001', 'Jagannath Chicken Centre', '9437012345'),
    pick('T002', 'Maa Tarini Traders', '9861023456'),
    pick('T003', 'Ranchi Poultry Mart', '9431034567'),
  ],
  supplier: [
    pick('S001', 'Venkateshwara Hatcheries', 'Chicks'),
    pick('S002', 'Godrej Agrovet Feeds', 'Feed'),
    pick('S003', 'Kalinga Vet Medicals', 'Medicine'),
  ],
};

export const partyChoices = (type: PartyType): ComboboxOption[] =>
  storyParties[type].map(toPartyOption);

/** A posting as a document writes it; the statement adds the id and running balance. */
interface Posting {
  date: string;
  documentCode: string;
  documentKind: 'purchase' | 'issue' | 'transfer' | 'sale' | 'payment' | 'collection';
  particular: string;
  debitPaise?: number;
  creditPaise?: number;
  cancelled?: boolean;
  reversal?: boolean;
}

interface StatementOf {
  accountType: PartyType;
  accountCode: string;
  from?: string;
  to?: string;
  openingBalancePaise: number;
  postings: readonly Posting[];
  page?: number;
  size?: number;
}

/** The statement the server would send: running balances from the opening, one page of rows. */
export function statementOf({
  accountType,
  accountCode,
  from = STORY_FY_START,
  to = STORY_TODAY,
  openingBalancePaise,
  postings,
  page = 1,
  size = 100,
}: StatementOf): Statement {
  let balance = openingBalancePaise;
  const all: StatementRow[] = postings.map((posting, index) => {
    const debitPaise = posting.debitPaise ?? 0;
    const creditPaise = posting.creditPaise ?? 0;
    balance += debitPaise - creditPaise;
    return {
      id: 5000 + index,
      date: posting.date,
      documentCode: posting.documentCode,
      documentKind: posting.documentKind,
      particular: posting.particular,
      debitPaise,
      creditPaise,
      balancePaise: balance,
      cancelled: posting.cancelled ?? false,
      reversal: posting.reversal ?? false,
    };
  });
  const start = (page - 1) * size;
  const party = storyParties[accountType].find((choice) => choice.value === accountCode);
  return {
    accountType,
    accountCode,
    accountName: party?.label ?? accountCode,
    from,
    to,
    openingBalancePaise,
    pageOpeningBalancePaise:
      start === 0 ? openingBalancePaise : (all[start - 1]?.balancePaise ?? 0),
    rows: all.slice(start, start + size),
    total: all.length,
    page,
    size,
    totalDebitPaise: all.reduce((sum, row) => sum + row.debitPaise, 0),
    totalCreditPaise: all.reduce((sum, row) => sum + row.creditPaise, 0),
    closingBalancePaise: balance,
  };
}

/** Rupees as paise, for amounts written the way a voucher states them. */
const rupees = (amount: number) => amount * 100;

/**
 * Ramesh Sahoo (F001) this financial year: we owed him ₹48,000 from last year's settlement, paid
 * part of it, then issued the chicks, feed and medicine of batch B001 at the rates in force.
 */
export const farmerStatement = statementOf({
  accountType: 'farmer',
  accountCode: 'F001',
  openingBalancePaise: -rupees(48_000),
  postings: [
    {
      date: '2026-01-20',
      documentCode: 'PV001',
      documentKind: 'payment',
      particular: 'Payment made PV001: Settlement of batch B000, bank transfer',
      debitPaise: rupees(30_000),
    },
    {
      date: '2026-02-02',
      documentCode: 'IS001',
      documentKind: 'issue',
      particular: 'Chicks issued IS001 (B001): Day Old Chicks, 5,000 pieces',
      debitPaise: amountFor(rupees(38), toMilli(5_000)),
    },
    {
      date: '2026-02-02',
      documentCode: 'IS002',
      documentKind: 'issue',
      particular: 'Feed issued IS002 (B001): Broiler Starter Feed, 2,500 kg',
      debitPaise: amountFor(4_250, toMilli(2_500)),
    },
    {
      date: '2026-02-16',
      documentCode: 'IS003',
      documentKind: 'issue',
      particular: 'Feed issued IS003 (B001): Broiler Grower Feed, 4,000.5 kg',
      debitPaise: amountFor(4_000, toMilli(4_000.5)),
    },
    {
      date: '2026-03-02',
      documentCode: 'IS004',
      documentKind: 'issue',
      particular: 'Medicine issued IS004 (B001): Vitamin B-Complex Tonic, 10 liter',
      debitPaise: amountFor(rupees(450), toMilli(10)),
    },
  ],
});

/**
 * Jagannath Chicken Centre (T001): a sale of batch B001's birds, paid in full by cheque, then an
 * advance for the next lifting, so we owe the trader (Cr).
 */
export const traderStatement = statementOf({
  accountType: 'trader',
  accountCode: 'T001',
  openingBalancePaise: rupees(20_000),
  postings: [
    {
      date: '2026-03-03',
      documentCode: 'SL001',
      documentKind: 'sale',
      particular: 'Sale SL001: 2,400 birds, 5,280 kg at ₹105.00/kg (B001)',
      debitPaise: amountFor(rupees(105), toMilli(5_280)),
    },
    {
      date: '2026-03-05',
      documentCode: 'PC001',
      documentKind: 'collection',
      particular: 'Payment received PC001 against SL001, cheque 004512',
      creditPaise: rupees(5_74_400),
    },
    {
      date: '2026-03-12',
      documentCode: 'PC002',
      documentKind: 'collection',
      particular: 'Payment received PC002, UPI',
      creditPaise: rupees(50_000),
    },
  ],
});

const chicks = (count: number) => amountFor(rupees(35), toMilli(count));

/**
 * Venkateshwara Hatcheries (S001): two chick purchases and a payment; P002 was entered with the
 * wrong invoice, cancelled (its reversal posted on the day of the cancellation) and entered again
 * as P003.
 */
export const supplierStatement = statementOf({
  accountType: 'supplier',
  accountCode: 'S001',
  openingBalancePaise: -rupees(1_20_000),
  postings: [
    {
      date: '2026-02-01',
      documentCode: 'P001',
      documentKind: 'purchase',
      particular: 'Purchase P001: Day Old Chicks, 5,000 pieces, invoice VH/2026/0142',
      creditPaise: chicks(5_000),
    },
    {
      date: '2026-02-10',
      documentCode: 'PV002',
      documentKind: 'payment',
      particular: 'Payment made PV002: Invoice VH/2025/0988, cheque 118204',
      debitPaise: rupees(1_20_000),
    },
    {
      date: '2026-03-02',
      documentCode: 'P002',
      documentKind: 'purchase',
      particular: 'Purchase P002: Day Old Chicks, 6,000 pieces, invoice VH/2026/0201',
      creditPaise: chicks(6_000),
      cancelled: true,
    },
    {
      date: '2026-03-03',
      documentCode: 'P002',
      documentKind: 'purchase',
      particular: 'Cancelled P002: Day Old Chicks, 6,000 pieces, invoice VH/2026/0201',
      debitPaise: chicks(6_000),
      reversal: true,
    },
    {
      date: '2026-03-03',
      documentCode: 'P003',
      documentKind: 'purchase',
      particular: 'Purchase P003: Day Old Chicks, 6,000 pieces, invoice VH/2026/0207',
      creditPaise: chicks(6_000),
    },
  ],
});

/** Sunita Das (F002) in the first half of March: nothing posted, only what she owed on 1 March. */
export const quietStatement = statementOf({
  accountType: 'farmer',
  accountCode: 'F002',
  from: '2026-03-01',
  openingBalancePaise: rupees(8_450) + 50,
  postings: [],
});

/**
 * Maa Tarini Traders (T002) since January: a lifting every few days, each paid by UPI two days
 * later — 34 postings, shown 10 to a page.
 */
function tradersRound(): Posting[] {
  const postings: Posting[] = [];
  for (let lifting = 1; lifting <= 17; lifting += 1) {
    const day = (offset: number) => {
      const date = new Date(Date.UTC(2026, 0, 2 + (lifting - 1) * 4 + offset));
      return date.toISOString().slice(0, 10);
    };
    const birds = 300 + ((lifting * 37) % 200);
    const weightKg = birds * 2.2;
    const ratePaise = 9_800 + ((lifting * 45) % 900);
    const sale = `SL${String(100 + lifting).padStart(3, '0')}`;
    const collection = `PC${String(100 + lifting).padStart(3, '0')}`;
    const amount = amountFor(ratePaise, toMilli(weightKg));
    postings.push(
      {
        date: day(0),
        documentCode: sale,
        documentKind: 'sale',
        particular: `Sale ${sale}: ${birds} birds, ${weightKg.toLocaleString('en-IN')} kg at ₹${(ratePaise / 100).toFixed(2)}/kg (B00${2 + (lifting % 3)})`,
        debitPaise: amount,
      },
      {
        date: day(2),
        documentCode: collection,
        documentKind: 'collection',
        // The trader pays a round sum, a little under or over the bill.
        particular: `Payment received ${collection} against ${sale}, UPI`,
        creditPaise: Math.round(amount / 100_000) * 100_000,
      },
    );
  }
  return postings;
}

export const longParams: LedgerParams = {
  ...defaultParams,
  tab: 'trader',
  party: 'T002',
  from: '2026-01-01',
  page: '2',
  size: '10',
};

export const longStatement = statementOf({
  accountType: 'trader',
  accountCode: 'T002',
  from: '2026-01-01',
  openingBalancePaise: rupees(12_350),
  postings: tradersRound(),
  page: 2,
  size: 10,
});
