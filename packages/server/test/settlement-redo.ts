import { divideRounded, type SettlementLine } from '@pfm/shared';

/**
 * What an auditor does with a printed settlement line: reads the figures in its rule, works the
 * line out again by hand — exactly, as fractions, rounding to the paisa once at the end of each
 * product, half away from zero — and compares with the amount printed beside it. Nothing here
 * comes from the settlement code: only the printed words.
 */

/** An exact number: numerator ÷ denominator. */
interface Exact {
  n: bigint;
  d: bigint;
}

/** "₹10,34,000.00", "9,400.125", "1.75", "50" as an exact number (rupees, kg, birds…). */
export function figure(text: string): Exact {
  const plain = text.replace(/[₹,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) throw new Error(`"${text}" is not a printed figure`);
  const [whole = '', decimals = ''] = plain.split('.');
  return { n: BigInt(whole + decimals), d: 10n ** BigInt(decimals.length) };
}

const times = (a: Exact, b: Exact): Exact => ({ n: a.n * b.n, d: a.d * b.d });
export const over = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d, d: a.d * b.n });
const minus = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const same = (a: Exact, b: Exact) => a.n * b.d === b.n * a.d;
const percent = (text: string) => over(figure(text), { n: 100n, d: 1n });

/** Rupees to paise, rounded half away from zero. */
export const paiseOf = (rupees: Exact) => Number(divideRounded(rupees.n * 100n, rupees.d));

const NUMBER = '([\\d,]+(?:\\.\\d+)?)';
const RUPEES = `₹${NUMBER}`;
const KG = `${NUMBER} kg`;

/** Each rule as its line prints it, and how its amount follows from the figures in it. */
const recipes: { key: RegExp; rule: RegExp; redo: (figures: string[]) => number }[] = [
  {
    // "500 kg × ₹42.50 + 250 kg × ₹43.26 as issued": each issue's amount rounded on its own.
    key: /^input:/,
    rule: /^(.+) as issued$/,
    redo: ([terms = '']) =>
      terms.split(' + ').reduce((sum, term) => {
        const match = new RegExp(`^${NUMBER} [a-z]+ × ${RUPEES}$`).exec(term);
        if (!match) throw new Error(`"${term}" is not a quantity × a rate`);
        return sum + paiseOf(times(figure(match[1] ?? ''), figure(match[2] ?? '')));
      }, 0),
  },
  {
    key: /^(admin|medicine)$/,
    rule: new RegExp(`^${NUMBER} birds placed × ${RUPEES}$`),
    redo: ([birds = '', rate = '']) => paiseOf(times(figure(birds), figure(rate))),
  },
  {
    key: /^growing-charge$/,
    rule: new RegExp(`^${KG} × ${RUPEES}/kg \\(`),
    redo: ([kg = '', rate = '']) => paiseOf(times(figure(kg), figure(rate))),
  },
  {
    key: /^mortality-incentive$/,
    rule: new RegExp(`is below the .+ allowance: ${KG} × ${RUPEES}/kg$`),
    redo: ([kg = '', rate = '']) => paiseOf(times(figure(kg), figure(rate))),
  },
  { key: /^mortality-incentive$/, rule: /is not below the .+ allowance$/, redo: () => 0 },
  {
    key: /^market-incentive$/,
    rule: new RegExp(
      `is above ${RUPEES}/kg: ${NUMBER} % of \\(sale revenue ${RUPEES} − ${KG} × ${RUPEES}/kg\\)$`,
    ),
    redo: ([threshold = '', share = '', revenue = '', kg = '', rate = '']) => {
      if (!same(figure(threshold), figure(rate))) throw new Error('another threshold');
      return paiseOf(
        times(percent(share), minus(figure(revenue), times(figure(kg), figure(rate)))),
      );
    },
  },
  { key: /^market-incentive$/, rule: /is not above ₹[\d,.]+\/kg$/, redo: () => 0 },
  {
    key: /^shortage$/,
    rule: new RegExp(
      `^${NUMBER} birds \\(placed ${NUMBER} − dead ${NUMBER} − sold ${NUMBER}\\) × sale revenue ${RUPEES} ÷ ${NUMBER} birds sold$`,
    ),
    redo: ([short = '', placed = '', dead = '', sold = '', revenue = '', soldAgain = '']) => {
      const birds = figure(short);
      if (!same(birds, minus(minus(figure(placed), figure(dead)), figure(sold)))) {
        throw new Error('the birds short are not placed − dead − sold');
      }
      if (!same(figure(sold), figure(soldAgain))) throw new Error('two counts of birds sold');
      return paiseOf(over(times(birds, figure(revenue)), figure(sold)));
    },
  },
  { key: /^shortage$/, rule: /^no birds short$/, redo: () => 0 },
  {
    key: /^fcr-penalty$/,
    rule: new RegExp(
      `above the maximum ${NUMBER}: ${KG} of feed beyond it \\(${KG} − ${NUMBER} × ${KG}\\) × average feed rate ${RUPEES} ÷ ${KG}$`,
    ),
    redo: ([
      max = '',
      beyond = '',
      feed = '',
      maxAgain = '',
      sold = '',
      cost = '',
      feedAgain = '',
    ]) => {
      const excess = figure(beyond);
      if (!same(figure(max), figure(maxAgain))) throw new Error('two maximum FCRs');
      if (!same(excess, minus(figure(feed), times(figure(max), figure(sold))))) {
        throw new Error('the feed beyond the maximum is not feed − maximum FCR × kg sold');
      }
      return paiseOf(over(times(excess, figure(cost)), figure(feedAgain)));
    },
  },
  { key: /^fcr-penalty$/, rule: /within the maximum [\d.]+$/, redo: () => 0 },
  {
    key: /^tds$/,
    rule: new RegExp(`^${NUMBER} % of growing charge and incentives ${RUPEES}$`),
    redo: ([rate = '', taxable = '']) => paiseOf(times(percent(rate), figure(taxable))),
  },
];

/**
 * The amount of a settlement line worked out again from its printed rule alone.
 * @throws when the rule does not say how its amount is worked out.
 */
export function redoLine(line: Pick<SettlementLine, 'key' | 'label' | 'basis'>): number {
  for (const recipe of recipes) {
    if (!recipe.key.test(line.key)) continue;
    const match = recipe.rule.exec(line.basis);
    if (match) return recipe.redo(match.slice(1));
  }
  throw new Error(`${line.label}: "${line.basis}" does not say how its amount is worked out`);
}
