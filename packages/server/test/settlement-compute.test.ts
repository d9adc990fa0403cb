import { standardSchemeTerms } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import {
  computeSettlement,
  type InputFacts,
  type SchemeFacts,
  type SettlementFacts,
} from '../src/settlement/compute.ts';

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
    {
      itemCode: 'CH001',
      itemName: 'Broiler chicks',
      category: 'chicks',
      unit: 'piece',
      quantityMilli: 5_000_000,
      amountPaise: 17_500_000,
    },
    {
      itemCode: 'FD001',
      itemName: 'Starter feed',
      category: 'feed',
      unit: 'kg',
      quantityMilli: 2_500_000,
      amountPaise: 11_250_000,
    },
    {
      itemCode: 'FD002',
      itemName: 'Grower feed',
      category: 'feed',
      unit: 'kg',
      quantityMilli: 8_000_000,
      amountPaise: 33_600_000,
    },
    {
      itemCode: 'FD003',
      itemName: 'Finisher feed',
      category: 'feed',
      unit: 'kg',
      quantityMilli: 5_500_000,
      amountPaise: 22_000_000,
    },
    {
      itemCode: 'MD001',
      itemName: 'Vaccines',
      category: 'medicine',
      unit: 'piece',
      quantityMilli: 1_000_000,
      amountPaise: 1_500_000,
    },
  ],
};

const chicks = batch.inputs[0] as InputFacts;
const finisher = batch.inputs[3] as InputFacts;

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
      { ...batch, inputs: [{ ...chicks, amountPaise: 119_000_000 }] },
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
          { ...finisher, quantityMilli: 6_500_000, amountPaise: 26_000_000 },
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
