import {
  amountFor,
  divideRounded,
  epefGrade,
  exactInteger,
  formatMilli,
  formatMoney,
  formatNumber,
  type ItemUnit,
  type SchemeTerms,
  type SettlementBreakdown,
  type SettlementLine,
  sumExactly,
} from '@pfm/shared';
import { endedPerformance, round } from '../growth/figures.ts';

/**
 * A batch's farmer settlement under a scheme (domain.md "Farmer settlement"), worked in integer
 * paise. Rounding is stated once: every line is rounded at its end, half away from zero; the
 * totals are sums of rounded lines. The growth figures (FCR, corrected FCR, EPEF) are those of the
 * ended batch, from growth/figures.ts (`endedPerformance`): feed issued ÷ live weight sold.
 */

/** One issue of an item to the batch: its quantity, the rate it was charged at, and its amount. */
export interface IssueFacts {
  quantityMilli: number;
  ratePaise: number;
  /** The quantity × the rate, rounded to the paisa on the issue (`amountFor`). */
  amountPaise: number;
}

/** One input issued to the batch, at the rates charged on issue. */
export interface InputFacts {
  itemCode: string;
  itemName: string;
  category: 'chicks' | 'feed' | 'medicine';
  unit: ItemUnit;
  quantityMilli: number;
  amountPaise: number;
  /** Its issues, oldest first: they add up to the quantity and the amount. */
  issues: readonly IssueFacts[];
}

export interface SettlementFacts {
  batchCode: string;
  farmerCode: string;
  farmerName: string;
  farmCode: string;
  placed: number;
  dead: number;
  sold: number;
  /** Live weight of the birds sold, kg thousandths. */
  liveWeightMilli: number;
  saleRevenuePaise: number;
  /** Age on the day of the last sale (or of the closing by hand). */
  age: number;
  inputs: readonly InputFacts[];
  /** Feed issued in kg (feed items kept in kg), kg thousandths: the FCR's feed. */
  feedMilli: number;
}

export interface SchemeFacts {
  code: string;
  version: number;
  name: string;
  terms: SchemeTerms;
}

const big = BigInt;
/** `a × b ÷ c`, rounded half away from zero, exact at any size. */
const mulDiv = (a: number | bigint, b: number | bigint, c: number | bigint) =>
  exactInteger(divideRounded(big(a) * big(b), big(c)));

const rupees = (paise: number) => formatMoney(paise);
const kg = (milli: number) => formatMilli(milli, 'kg');
const count = (value: number) => formatNumber(value, 0);
const pct = (bp: number) => `${formatNumber(bp / 100, bp % 100 === 0 ? 0 : 2)} %`;
const perKg = (paise: number) => `${rupees(paise)}/kg`;
/** FCR in thousandths as printed: every digit the scheme holds ("1.75", "1.755"). */
const fcrText = (milli: number) => formatNumber(milli / 1000, 3);
/** Feed in millionths of a kg (kg thousandths × FCR thousandths), every digit: "550.125 kg". */
const microKg = (value: bigint) => `${formatNumber(Number(value) / 1_000_000, 6)} kg`;

/**
 * An input's issues as "quantity × rate" terms that add up to its amount to the paisa, so the
 * farmer can redo the line: issues at one rate are taken together as long as their quantity × the
 * rate still makes the sum of their amounts (each issue was rounded on its own).
 */
function issueTerms(input: InputFacts) {
  const terms: { quantityMilli: number; ratePaise: number; amountPaise: number }[] = [];
  for (const issue of input.issues) {
    const same = terms.find(
      (term) =>
        term.ratePaise === issue.ratePaise &&
        amountFor(term.ratePaise, term.quantityMilli + issue.quantityMilli) ===
          term.amountPaise + issue.amountPaise,
    );
    if (same) {
      same.quantityMilli += issue.quantityMilli;
      same.amountPaise += issue.amountPaise;
    } else terms.push({ ...issue });
  }
  return terms
    .map((term) => `${formatMilli(term.quantityMilli, input.unit)} × ${rupees(term.ratePaise)}`)
    .join(' + ');
}

/** Truncates toward zero: only whole slabs count. */
const wholeSlabs = (numerator: bigint, denominator: bigint) => Number(numerator / denominator);

export function computeSettlement(
  batch: SettlementFacts,
  scheme: SchemeFacts,
): SettlementBreakdown {
  const { terms } = scheme;
  const weight = batch.liveWeightMilli;
  const shortage = Math.max(0, batch.placed - batch.dead - batch.sold);

  // 1. Inputs at the rates charged on issue, then medicine and admin by the scheme.
  const costs: SettlementLine[] = [];
  for (const input of batch.inputs) {
    if (input.category === 'medicine' && terms.medicineBasis === 'standard') continue;
    costs.push({
      key: `input:${input.itemCode}`,
      label: `${input.itemName} (${input.itemCode})`,
      basis: `${issueTerms(input)} as issued`,
      amountPaise: input.amountPaise,
    });
  }
  if (terms.medicineBasis === 'standard') {
    costs.push({
      key: 'medicine',
      label: 'Medicine (standard)',
      basis: `${count(batch.placed)} birds placed × ${rupees(terms.medicinePerBirdPaise)}`,
      amountPaise: batch.placed * terms.medicinePerBirdPaise,
    });
  }
  costs.push({
    key: 'admin',
    label: 'Administration',
    basis: `${count(batch.placed)} birds placed × ${rupees(terms.adminPerBirdPaise)}`,
    amountPaise: batch.placed * terms.adminPerBirdPaise,
  });
  const totalCostPaise = sumExactly(costs.map((line) => line.amountPaise));

  // 2. Production cost per kg, and how many whole slabs it is below (+) or above (−) the standard.
  const pcPerKgPaise = weight > 0 ? mulDiv(totalCostPaise, 1000, weight) : 0;
  const slabs =
    weight > 0
      ? wholeSlabs(
          big(terms.standardPcPaise) * big(weight) - big(totalCostPaise) * 1000n,
          big(terms.slabPcPaise) * big(weight),
        )
      : 0;
  // 3. The growing charge per kg, within the scheme's minimum and maximum.
  const unclamped = terms.baseGcPaise + slabs * terms.slabGcPaise;
  const gcPerKgPaise = Math.min(terms.maxGcPaise, Math.max(terms.minGcPaise, unclamped));
  const slabWords =
    slabs === 0
      ? 'production cost at the standard'
      : `${count(Math.abs(slabs))} slab${Math.abs(slabs) === 1 ? '' : 's'} of ${rupees(terms.slabPcPaise)} ${slabs > 0 ? 'below' : 'above'} the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)} ${slabs > 0 ? '+' : '−'} ${count(Math.abs(slabs))} × ${rupees(terms.slabGcPaise)}`;
  const held =
    gcPerKgPaise !== unclamped
      ? `, held at the ${gcPerKgPaise === terms.minGcPaise ? 'minimum' : 'maximum'} ${perKg(gcPerKgPaise)}`
      : '';

  const earnings: SettlementLine[] = [
    {
      key: 'growing-charge',
      label: 'Growing charge',
      basis: `${kg(weight)} × ${perKg(gcPerKgPaise)} (production cost ${perKg(pcPerKgPaise)}; ${slabWords}${held})`,
      amountPaise: mulDiv(gcPerKgPaise, weight, 1000),
    },
  ];

  // 4. Incentives.
  const mortalityBelowAllowance =
    batch.placed > 0 &&
    big(batch.dead) * 10_000n < big(terms.mortalityAllowanceBp) * big(batch.placed);
  const performance = endedPerformance({
    placed: batch.placed,
    dead: batch.dead,
    sold: batch.sold,
    liveWeightMilli: weight,
    feedMilli: batch.feedMilli,
    age: batch.age,
  });
  const { mortalityPct, fcr } = performance;
  if (terms.mortalityIncentivePaise > 0) {
    earnings.push({
      key: 'mortality-incentive',
      label: 'Mortality incentive',
      basis: mortalityBelowAllowance
        ? `mortality ${formatNumber(mortalityPct, 2)} % is below the ${pct(terms.mortalityAllowanceBp)} allowance: ${kg(weight)} × ${perKg(terms.mortalityIncentivePaise)}`
        : `mortality ${formatNumber(mortalityPct, 2)} % is not below the ${pct(terms.mortalityAllowanceBp)} allowance`,
      amountPaise: mortalityBelowAllowance
        ? mulDiv(terms.mortalityIncentivePaise, weight, 1000)
        : 0,
    });
  }
  const saleRatePaise = weight > 0 ? mulDiv(batch.saleRevenuePaise, 1000, weight) : 0;
  if (terms.marketShareBp > 0) {
    // (average rate − threshold) × kg × share = (revenue − threshold × kg) × share.
    const excess =
      big(batch.saleRevenuePaise) * 1000n - big(terms.marketThresholdPaise) * big(weight);
    const earned =
      excess > 0n ? exactInteger(divideRounded(excess * big(terms.marketShareBp), 10_000_000n)) : 0;
    earnings.push({
      key: 'market-incentive',
      label: 'Market-rate incentive',
      basis:
        excess > 0n
          ? `average sale rate ${perKg(saleRatePaise)} is above ${perKg(terms.marketThresholdPaise)}: ${pct(terms.marketShareBp)} of (sale revenue ${rupees(batch.saleRevenuePaise)} − ${kg(weight)} × ${perKg(terms.marketThresholdPaise)})`
          : `average sale rate ${perKg(saleRatePaise)} is not above ${perKg(terms.marketThresholdPaise)}`,
      amountPaise: earned,
    });
  }

  // 5. Deductions.
  const deductions: SettlementLine[] = [];
  // Shortage: birds × average weight × average sale rate = birds × revenue ÷ birds sold.
  const shortageValue = batch.sold > 0 ? mulDiv(shortage, batch.saleRevenuePaise, batch.sold) : 0;
  deductions.push({
    key: 'shortage',
    label: 'Shortage',
    basis:
      shortage > 0
        ? `${count(shortage)} birds (placed ${count(batch.placed)} − dead ${count(batch.dead)} − sold ${count(batch.sold)}) × sale revenue ${rupees(batch.saleRevenuePaise)} ÷ ${count(batch.sold)} birds sold`
        : 'no birds short',
    amountPaise: shortageValue,
  });
  const feedLines = batch.inputs.filter(
    (input) => input.category === 'feed' && input.unit === 'kg',
  );
  const feedAmount = sumExactly(feedLines.map((input) => input.amountPaise));
  // Feed beyond the maximum FCR, kg thousandths × 1000: feed × 1000 − max FCR (thousandths) × kg sold.
  const excessFeed = big(batch.feedMilli) * 1000n - big(terms.maxFcrMilli) * big(weight);
  const penalty =
    excessFeed > 0n && batch.feedMilli > 0
      ? exactInteger(divideRounded(excessFeed * big(feedAmount), big(batch.feedMilli) * 1000n))
      : 0;
  deductions.push({
    key: 'fcr-penalty',
    label: 'FCR penalty',
    basis:
      penalty > 0
        ? `FCR ${formatNumber(fcr ?? 0, 3)} above the maximum ${fcrText(terms.maxFcrMilli)}: ${microKg(excessFeed)} of feed beyond it (${kg(batch.feedMilli)} − ${fcrText(terms.maxFcrMilli)} × ${kg(weight)}) × average feed rate ${rupees(feedAmount)} ÷ ${kg(batch.feedMilli)}`
        : `FCR ${fcr === null ? '—' : formatNumber(fcr, 3)} within the maximum ${fcrText(terms.maxFcrMilli)}`,
    amountPaise: penalty,
  });
  const taxable = sumExactly(earnings.map((line) => line.amountPaise));
  deductions.push({
    key: 'tds',
    label: 'TDS',
    basis: `${pct(terms.tdsBp)} of growing charge and incentives ${rupees(taxable)}`,
    amountPaise: taxable > 0 ? mulDiv(taxable, terms.tdsBp, 10_000) : 0,
  });
  const netPayablePaise = taxable - sumExactly(deductions.map((line) => line.amountPaise));

  return {
    batchCode: batch.batchCode,
    farmerCode: batch.farmerCode,
    farmerName: batch.farmerName,
    farmCode: batch.farmCode,
    scheme: { code: scheme.code, version: scheme.version, name: scheme.name },
    terms,
    birds: { placed: batch.placed, dead: batch.dead, sold: batch.sold, shortage },
    liveWeightMilli: weight,
    feedMilli: batch.feedMilli,
    saleRevenuePaise: batch.saleRevenuePaise,
    costs,
    totalCostPaise,
    pcPerKgPaise,
    slabs,
    gcPerKgPaise,
    earnings,
    deductions,
    netPayablePaise,
    performance: {
      age: batch.age,
      mortalityPct: round(mortalityPct, 2),
      averageWeightKg:
        performance.averageWeightG === null ? null : round(performance.averageWeightG / 1000, 3),
      fcr,
      correctedFcr: performance.correctedFcr,
      epef: performance.epef,
      grade: epefGrade(performance.epef),
    },
  };
}
