import { amountFor, standardSchemeTerms } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import {
  computeSettlement,
  type InputFacts,
  type SchemeFacts,
  type SettlementFacts,
} from '../src/settlement/compute.ts';
import { redoLine } from './settlement-redo.ts';

/**
 * The worked example of the settlement issue, worked out by hand:
 * inputs 1,75,000 + 6,68,500 + 15,000 + admin 10,000 = ₹8,68,500 over 9,400 kg → PC ₹92.39/kg;
 * (95.00 − 92.39…) ÷ 0.50 = 5.2 → 5 whole slabs below → GC 6.00 + 5 × 0.25 = ₹7.25/kg → ₹68,150;
 * mortality 250 ÷ 5,000 = 5 % < 6 % → 9,400 × 0.25 = ₹2,350; sale rate ₹110 ≤ ₹120 → no market
 * incentive; FCR 16,000 ÷ 9,400 = 1.702 ≤ 1.75 → no penalty; shortage 5,000 − 250 − 4,700 = 50 birds
 * × 2.0 kg × ₹110 = ₹11,000; TDS 1 % × (68,150 + 2,350) = ₹705; net 70,500 − 11,000 − 705 = ₹58,795.
 */
const terms = standardSchemeTerms;
const scheme: SchemeFacts = { code: 'SCH001', version: 1, name: 'Standard', terms };

/** An input as the batch received it: its issues, each quantity × rate rounded on its own. */
const input = (
  itemCode: string,
  itemName: string,
  category: InputFacts['category'],
  unit: InputFacts['unit'],
  ...issued: [quantityMilli: number, ratePaise: number][]
): InputFacts => {
  const issues = issued.map(([quantityMilli, ratePaise]) => ({
    quantityMilli,
    ratePaise,
    amountPaise: amountFor(ratePaise, quantityMilli),
  }));
  return {
    itemCode,
    itemName,
    category,
    unit,
    quantityMilli: issues.reduce((sum, issue) => sum + issue.quantityMilli, 0),
    amountPaise: issues.reduce((sum, issue) => sum + issue.amountPaise, 0),
    issues,
  };
};

const batch: SettlementFacts = {
  batchCode: 'B001',
  farmerCode: 'F001',
  farmerName: 'Ramesh Kumar',
  farmCode: 'FM001',
  placed: 5000,
  dead: 250,
  sold: 4700,
  liveWeightMilli: 9_400_000,
  saleRevenuePaise: 103_400_000,
  age: 42,
  feedMilli: 16_000_000,
  inputs: [
    input('CH001', 'Broiler chicks', 'chicks', 'piece', [5_000_000, 3500]),
    input('FD001', 'Starter feed', 'feed', 'kg', [2_500_000, 4500]),
    input('FD002', 'Grower feed', 'feed', 'kg', [8_000_000, 4200]),
    input('FD003', 'Finisher feed', 'feed', 'kg', [5_500_000, 4000]),
    input('MD001', 'Vaccines', 'medicine', 'piece', [1_000_000, 1500]),
  ],
};

const line = (lines: { key: string; amountPaise: number }[], key: string) =>
  lines.find((entry) => entry.key === key)?.amountPaise;

describe('a settlement worked out by hand', () => {
  const result = computeSettlement(batch, scheme);

  it('reproduces the worked example to the paisa: net payable ₹58,795.00', () => {
    expect(result.totalCostPaise).toBe(86_850_000);
    expect(line(result.costs, 'admin')).toBe(1_000_000);
    expect(result.pcPerKgPaise).toBe(9239);
    expect(result.slabs).toBe(5);
    expect(result.gcPerKgPaise).toBe(725);
    expect(line(result.earnings, 'growing-charge')).toBe(6_815_000);
    expect(line(result.earnings, 'mortality-incentive')).toBe(235_000);
    expect(line(result.earnings, 'market-incentive')).toBe(0);
    expect(line(result.deductions, 'fcr-penalty')).toBe(0);
    expect(line(result.deductions, 'shortage')).toBe(1_100_000);
    expect(line(result.deductions, 'tds')).toBe(70_500);
    expect(result.birds.shortage).toBe(50);
    expect(result.netPayablePaise).toBe(5_879_500);
  });

  it('gives the performance: mortality 5.00 %, 2.00 kg, FCR 1.70, corrected 1.70, EPEF 266', () => {
    expect(result.performance).toEqual({
      age: 42,
      mortalityPct: 5,
      averageWeightKg: 2,
      fcr: 1.702,
      correctedFcr: 1.702,
      epef: 266,
      grade: 'Good',
    });
  });

  it('says each line in words a farmer can check', () => {
    expect(result.costs[0]).toMatchObject({ basis: '5,000 pieces × ₹35.00 as issued' });
    expect(result.earnings[0]?.basis).toContain('9,400 kg × ₹7.25/kg');
    expect(result.earnings[0]?.basis).toContain('5 slabs of ₹0.50 below the standard ₹95.00/kg');
    expect(result.deductions[0]?.basis).toContain('50 birds');
    expect(result.deductions[2]?.basis).toBe('1 % of growing charge and incentives ₹70,500.00');
  });
});

describe('the scheme’s other rules', () => {
  it('holds the growing charge at the minimum when production cost is far above standard', () => {
    // Chicks ₹11,90,000 + admin ₹10,000 = ₹12,00,000 over 9,400 kg: PC ₹127.66/kg, (127.66 − 95) ÷ 0.50
    // = 65.3 → 65 slabs above → 6.00 − 65 × 0.25 = −10.25 → held at ₹3.00 → 9,400 × 3.00 = ₹28,200.
    const dear = computeSettlement(
      {
        ...batch,
        inputs: [input('CH001', 'Broiler chicks', 'chicks', 'piece', [5_000_000, 23_800])],
      },
      scheme,
    );
    expect(dear.totalCostPaise).toBe(120_000_000);
    expect(dear.slabs).toBe(-65);
    expect(dear.gcPerKgPaise).toBe(300);
    expect(line(dear.earnings, 'growing-charge')).toBe(2_820_000);
    expect(dear.earnings[0]?.basis).toContain('held at the minimum ₹3.00/kg');
  });

  it('deducts an FCR penalty: feed beyond the maximum FCR × the average feed rate', () => {
    // 17,000 kg of feed (₹7,08,500) for 9,400 kg: FCR 1.809 > 1.75; 17,000 − 1.75 × 9,400 = 550 kg
    // × ₹7,08,500 ÷ 17,000 kg = ₹22,922.0588… → ₹22,922.06.
    const hungry = computeSettlement(
      {
        ...batch,
        feedMilli: 17_000_000,
        inputs: [
          ...batch.inputs.filter((input) => input.itemCode !== 'FD003'),
          input('FD003', 'Finisher feed', 'feed', 'kg', [6_500_000, 4000]),
        ],
      },
      scheme,
    );
    expect(line(hungry.deductions, 'fcr-penalty')).toBe(2_292_206);
    expect(hungry.performance.fcr).toBe(1.809);
  });

  it('pays a market-rate incentive: the share of the rate above the threshold', () => {
    // ₹130/kg over ₹120 on 9,400 kg = ₹94,000 excess × 50 % = ₹47,000.
    const dearMarket = computeSettlement({ ...batch, saleRevenuePaise: 122_200_000 }, scheme);
    expect(line(dearMarket.earnings, 'market-incentive')).toBe(4_700_000);
    // TDS on GC + both incentives: 1 % × (68,150 + 2,350 + 47,000) = ₹1,175.
    expect(line(dearMarket.deductions, 'tds')).toBe(117_500);
  });

  it('settles a batch with no deaths: full mortality incentive, liveability 100 %', () => {
    const healthy = computeSettlement({ ...batch, dead: 0, sold: 4950 }, scheme);
    expect(healthy.birds.shortage).toBe(50);
    expect(healthy.performance.mortalityPct).toBe(0);
    expect(line(healthy.earnings, 'mortality-incentive')).toBe(235_000);
    // Shortage 50 × ₹10,34,000 ÷ 4,950 birds = ₹10,444.44 (rounded at the end of the line).
    expect(line(healthy.deductions, 'shortage')).toBe(1_044_444);
  });

  it('rounds each line half away from zero, at its end', () => {
    // 1 kg at ₹7.25 is ₹7.25; 1.002 kg at ₹7.25 is ₹7.2645 → ₹7.26; 1.006 kg → ₹7.2935 → ₹7.29.
    const tiny = (liveWeightMilli: number) =>
      line(
        computeSettlement(
          { ...batch, liveWeightMilli, dead: 0, sold: 1, placed: 1, inputs: [] },
          {
            ...scheme,
            terms: { ...terms, minGcPaise: 725, maxGcPaise: 725 },
          },
        ).earnings,
        'growing-charge',
      );
    expect(tiny(1000)).toBe(725);
    expect(tiny(1002)).toBe(726);
    expect(tiny(1006)).toBe(729);
    // Exactly half a paisa rounds away from zero: 1.001 kg × ₹5.00 = ₹5.005 → ₹5.01.
    expect(
      line(
        computeSettlement(
          { ...batch, liveWeightMilli: 1_001, dead: 0, sold: 1, placed: 1, inputs: [] },
          {
            ...scheme,
            terms: { ...terms, minGcPaise: 500, maxGcPaise: 500 },
          },
        ).earnings,
        'growing-charge',
      ),
    ).toBe(501);
  });

  it('shows a farmer who owes as a negative net payable', () => {
    const owing = computeSettlement(
      { ...batch, sold: 3000, liveWeightMilli: 6_000_000, saleRevenuePaise: 66_000_000 },
      scheme,
    );
    expect(owing.netPayablePaise).toBeLessThan(0);
  });
});

/**
 * Each printed line lets an auditor redo its amount by hand, to the paisa, from the figures in its
 * rule alone (`redoLine` reads only the words): issues at several rates, a shortage and a feed
 * penalty whose average rates are not round, a market incentive, and many batches made up at random.
 */
describe('every line worked out again from its printed rule', () => {
  const expectRedone = (breakdown: ReturnType<typeof computeSettlement>) => {
    for (const entry of [...breakdown.costs, ...breakdown.earnings, ...breakdown.deductions]) {
      expect(redoLine(entry), `${entry.label}: ${entry.basis}`).toBe(entry.amountPaise);
    }
  };

  it('prints each rate an input was issued at: 108 kg × ₹42.42 + 642 kg × ₹42.81 is ₹32,065.38', () => {
    // The issue's case: 750 kg for ₹32,065.38 is ₹42.7538…/kg; "750 kg × ₹42.75" would be ₹32,062.50.
    const feed = input('FD002', 'Grower feed', 'feed', 'kg', [108_000, 4242], [642_000, 4281]);
    expect(feed.amountPaise).toBe(3_206_538);
    const result = computeSettlement({ ...batch, inputs: [feed] }, scheme);
    expect(result.costs[0]).toMatchObject({
      basis: '108 kg × ₹42.42 + 642 kg × ₹42.81 as issued',
      amountPaise: 3_206_538,
    });
    expectRedone(result);
  });

  it('keeps issues at one rate apart when each was rounded on its own', () => {
    // 0.5 liter × ₹450.37 is ₹225.185 → ₹225.19 on each issue: ₹450.38, not 1 liter × ₹450.37.
    const tonic = input(
      'MD002',
      'Tonic',
      'medicine',
      'liter',
      [500, 45_037],
      [500, 45_037],
      [2_000, 45_037],
    );
    const result = computeSettlement({ ...batch, inputs: [tonic] }, scheme);
    expect(result.costs[0]?.basis).toBe('2.5 liters × ₹450.37 + 0.5 liters × ₹450.37 as issued');
    expectRedone(result);
  });

  it('prints the shortage as sale revenue ÷ birds sold: 30 birds are ₹7,364.38', () => {
    // 2,000 birds, 3,835.463 kg for ₹4,90,958.34: 1.918 kg at ₹128.00/kg on average, but
    // 30 × 1.918 × ₹128 is ₹7,365.12; 30 × ₹4,90,958.34 ÷ 2,000 is ₹7,364.375 → ₹7,364.38.
    const result = computeSettlement(
      {
        ...batch,
        placed: 2_100,
        dead: 70,
        sold: 2_000,
        liveWeightMilli: 3_835_463,
        saleRevenuePaise: 49_095_834,
        feedMilli: 7_000_000,
      },
      scheme,
    );
    const shortage = result.deductions.find((entry) => entry.key === 'shortage');
    expect(shortage).toMatchObject({
      basis:
        '30 birds (placed 2,100 − dead 70 − sold 2,000) × sale revenue ₹4,90,958.34 ÷ 2,000 birds sold',
      amountPaise: 736_438,
    });
    expectRedone(result);
  });

  it('prints the feed beyond the maximum FCR to the gram and the feed rate as cost ÷ kg', () => {
    const hungry = computeSettlement(
      { ...batch, liveWeightMilli: 9_000_123 },
      { ...scheme, terms: { ...terms, maxFcrMilli: 1_755 } },
    );
    const penalty = hungry.deductions.find((entry) => entry.key === 'fcr-penalty');
    // 16,000 − 1.755 × 9,000.123 = 204.784135 kg × ₹6,68,500.00 ÷ 16,000 kg = ₹8,556.137… → ₹8,556.14.
    expect(penalty).toMatchObject({
      basis:
        'FCR 1.778 above the maximum 1.755: 204.784135 kg of feed beyond it (16,000 kg − 1.755 × 9,000.123 kg) × average feed rate ₹6,68,500.00 ÷ 16,000 kg',
      amountPaise: 855_614,
    });
    expectRedone(hungry);
    expectRedone(computeSettlement({ ...batch, saleRevenuePaise: 122_200_123 }, scheme));
  });

  it('holds for many batches made up at random', () => {
    let seed = 20_260_314;
    /** A whole number from `low` to `high`, the same every run. */
    const pick = (low: number, high: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return low + (seed % (high - low + 1));
    };
    for (let run = 0; run < 300; run++) {
      const placed = pick(500, 20_000);
      const dead = pick(0, Math.floor(placed / 10));
      const sold = pick(1, placed - dead);
      const liveWeightMilli = sold * pick(1_200, 3_200) + pick(0, 999);
      const issues = (count: number, low: number, high: number, rate: number) =>
        Array.from(
          { length: count },
          () => [pick(low, high), rate + pick(-400, 400)] as [number, number],
        );
      const feed = [
        input(
          'FD001',
          'Starter feed',
          'feed',
          'kg',
          ...issues(pick(1, 3), 100_000, 3_000_000, 4500),
        ),
        input(
          'FD002',
          'Grower feed',
          'feed',
          'kg',
          ...issues(pick(1, 4), 100_000, 6_000_000, 4200),
        ),
      ];
      const medicine = input(
        'MD001',
        'Tonic',
        'medicine',
        'liter',
        ...issues(pick(1, 5), 1, 20_000, 45_000),
      );
      const breakdown = computeSettlement(
        {
          ...batch,
          placed,
          dead,
          sold,
          liveWeightMilli,
          saleRevenuePaise: Math.round((liveWeightMilli * pick(9_000, 15_000)) / 1000),
          feedMilli: feed.reduce((sum, item) => sum + item.quantityMilli, 0),
          inputs: [
            input('CH001', 'Chicks', 'chicks', 'piece', [placed * 1000, pick(3000, 4000)]),
            ...feed,
            medicine,
          ],
        },
        {
          ...scheme,
          terms: {
            ...terms,
            maxFcrMilli: pick(1_500, 1_900),
            mortalityIncentivePaise: pick(0, 60),
            marketThresholdPaise: pick(9_000, 14_000),
            marketShareBp: pick(0, 7_500),
            tdsBp: pick(0, 250),
          },
        },
      );
      expectRedone(breakdown);
    }
  });
});
