// Over 400 lines: each growth figure (FCR, EPEF, mortality, alerts) checked against hand-worked values, one block each.
import { describe, expect, it } from 'vitest';
import { mortalityAlert, paymentDueAlert } from '../src/growth/alerts.ts';
import {
  type BatchFacts,
  batchFigures,
  deviationPct,
  performanceOf,
  round,
  weeksOf,
} from '../src/growth/figures.ts';

/** The spec's sample standard: targets 150, 400, 750, 1200, 1800 g; mortality 2, 1.5, 1, 0.8, 0.5 %. */
const standards = [
  [1, 150, 130, 170, 2],
  [2, 400, 370, 430, 1.5],
  [3, 750, 700, 800, 1],
  [4, 1200, 1120, 1280, 0.8],
  [5, 1800, 1700, 1900, 0.5],
].map(([week, targetWeightG, minWeightG, maxWeightG, expectedMortalityPct]) => ({
  week: week as number,
  targetWeightG: targetWeightG as number,
  minWeightG: minWeightG as number,
  maxWeightG: maxWeightG as number,
  expectedMortalityPct: expectedMortalityPct as number,
}));

const batch = (facts: Partial<BatchFacts>): BatchFacts => ({
  placementDate: '2026-01-01',
  placed: 1_000,
  status: 'open',
  closedOn: null,
  updates: [],
  sales: [],
  standards,
  feedIssuedMilli: 0,
  mortalityThresholdPct: 5,
  ...facts,
});

describe('batch figures, worked by hand', () => {
  it("reproduces domain.md's EPEF example: 95 % × 1.85 kg × 100 ÷ (44 × 1.88) ≈ 212", () => {
    // 1,000 placed, 50 dead → liveability 95 %. Weighed at 44 days (14/02) at 1,850 g:
    // live weight 950 × 1.85 = 1,757.5 kg; feed 3,304.1 kg → FCR 3,304.1 ÷ 1,757.5 = 1.88.
    const figures = batchFigures(
      batch({
        updates: [
          {
            code: 'GU001',
            date: '2026-02-14',
            week: 7,
            averageWeightG: 1_850,
            mortality: 50,
            feedMilli: 3_304_100,
          },
        ],
        feedIssuedMilli: 4_000_000,
      }),
      '2026-02-20',
    );
    expect(figures).toEqual({
      // 1 January → 20 February is 50 days; 45 − 50 is held at 0.
      age: 50,
      daysRemaining: 0,
      endedOn: null,
      birds: { placed: 1_000, dead: 50, sold: 0, missing: 0, alive: 950 },
      mortalityPct: 5,
      // Week 7 has no standard: nothing to hold the mortality against.
      expectedMortalityPct: null,
      mortalityAboveStandard: false,
      liveabilityPct: 95,
      latestWeek: 7,
      latestWeightG: 1_850,
      // Week 7 has no standard.
      deviationPct: null,
      feedMilli: 3_304_100,
      feedIssuedMilli: 4_000_000,
      liveWeightMilli: 1_757_500,
      fcr: 1.88,
      // 1.88 + (2.0 − 1.85) ÷ 4 = 1.9175 → 1.918.
      correctedFcr: 1.918,
      // 1,850 g ÷ 44 days = 42.045… → 42.0.
      dailyGainG: 42,
      // 95 × 1.85 × 100 ÷ (44 × 1.88) = 17,575 ÷ 82.72 = 212.46 → 212.
      epef: 212,
      health: 'on-track',
    });
  });

  it('works the weeks: deviation, performance, running deaths and feed, FCR with birds sold', () => {
    const facts = batch({
      updates: [
        // Listed out of order: the weeks are read in week order.
        {
          code: 'GU002',
          date: '2026-01-15',
          week: 2,
          averageWeightG: 420,
          mortality: 10,
          feedMilli: 350_000,
        },
        {
          code: 'GU001',
          date: '2026-01-08',
          week: 1,
          averageWeightG: 160,
          mortality: 20,
          feedMilli: 150_000,
        },
      ],
      // 200 birds (86 kg) lifted on the day of the week-2 weighing; one later sale is not counted.
      sales: [
        { date: '2026-01-15', birds: 200, weightMilli: 86_000 },
        { date: '2026-01-16', birds: 100, weightMilli: 45_000 },
      ],
    });
    expect(weeksOf(facts)).toEqual([
      {
        code: 'GU001',
        week: 1,
        date: '2026-01-08',
        age: 7,
        averageWeightG: 160,
        targetWeightG: 150,
        minWeightG: 130,
        maxWeightG: 170,
        // (160 − 150) ÷ 150 × 100 = 6.666… → 6.67.
        deviationPct: 6.67,
        performance: 'excellent',
        mortality: 20,
        mortalityPct: 2,
        expectedMortalityPct: 2,
        // 20 of 1,000 is 2 %: at the standard, not above it.
        mortalityAboveStandard: false,
        cumulativeMortality: 20,
        cumulativeMortalityPct: 2,
        cumulativeMortalityAboveStandard: false,
        feedMilli: 150_000,
        cumulativeFeedMilli: 150_000,
        // 150 kg ÷ (980 alive × 0.16 kg = 156.8 kg) = 0.9566… → 0.957.
        fcr: 0.957,
      },
      {
        code: 'GU002',
        week: 2,
        date: '2026-01-15',
        age: 14,
        averageWeightG: 420,
        targetWeightG: 400,
        minWeightG: 370,
        maxWeightG: 430,
        deviationPct: 5,
        performance: 'excellent',
        mortality: 10,
        mortalityPct: 1,
        expectedMortalityPct: 1.5,
        mortalityAboveStandard: false,
        cumulativeMortality: 30,
        cumulativeMortalityPct: 3,
        // 3 % against 2 + 1.5 = 3.5 % expected by week 2.
        cumulativeMortalityAboveStandard: false,
        feedMilli: 350_000,
        cumulativeFeedMilli: 500_000,
        // 500 kg ÷ (86 kg sold + (1,000 − 30 − 200) × 0.42 kg = 323.4 kg) = 500 ÷ 409.4 = 1.2213…
        fcr: 1.221,
      },
    ]);
    const figures = batchFigures(facts, '2026-01-20');
    expect(figures).toMatchObject({
      age: 19,
      daysRemaining: 26,
      birds: { placed: 1_000, dead: 30, sold: 300, alive: 670 },
      mortalityPct: 3,
      liveabilityPct: 97,
      latestWeek: 2,
      deviationPct: 5,
      fcr: 1.221,
      // 1.2213… + (2.0 − 0.42) ÷ 4 = 1.2213 + 0.395 = 1.6163… → 1.616.
      correctedFcr: 1.616,
      // 420 ÷ 14 = 30.0.
      dailyGainG: 30,
      // 97 × 0.42 × 100 ÷ (14 × 1.22130) = 4,074 ÷ 17.098 = 238.27 → 238.
      epef: 238,
      health: 'on-track',
    });
  });

  it('judges performance in whole grams: 3 % below the target is still good, below it a warning', () => {
    // Target 1,200 g: 1,164 g is exactly −3.00 %, 1,163 g is −3.08 %.
    expect([1_260, 1_200, 1_164, 1_163].map((g) => performanceOf(g, 1_200))).toEqual([
      'excellent',
      'excellent',
      'good',
      'warning',
    ]);
    expect([1_260, 1_200, 1_164, 1_163].map((g) => deviationPct(g, 1_200))).toEqual([
      5, 0, -3, -3.08,
    ]);
    const behind = batch({
      updates: [
        {
          code: 'GU9',
          date: '2026-01-29',
          week: 4,
          averageWeightG: 1_163,
          mortality: 0,
          feedMilli: 0,
        },
      ],
    });
    expect(batchFigures(behind, '2026-01-30')).toMatchObject({
      deviationPct: -3.08,
      health: 'needs-attention',
      // No feed recorded: FCR 0, and no EPEF (it would divide by 0).
      fcr: 0,
      epef: null,
    });
  });

  it('has nothing to say before the first update, and stops the clock once sold out', () => {
    expect(batchFigures(batch({}), '2026-01-11')).toEqual({
      age: 10,
      daysRemaining: 35,
      endedOn: null,
      birds: { placed: 1_000, dead: 0, sold: 0, missing: 0, alive: 1_000 },
      mortalityPct: 0,
      expectedMortalityPct: null,
      mortalityAboveStandard: false,
      liveabilityPct: 100,
      latestWeek: null,
      latestWeightG: null,
      deviationPct: null,
      feedMilli: 0,
      feedIssuedMilli: 0,
      liveWeightMilli: 0,
      fcr: null,
      correctedFcr: null,
      dailyGainG: null,
      epef: null,
      health: 'on-track',
    });
    // Sold out on day 40 (10 February): 5,000 placed, 250 dead, 4,750 sold weighing 9,500 kg;
    // 16,150 kg of feed issued → FCR 1.7; EPEF 95 × 2.0 × 100 ÷ (40 × 1.7) = 279.4 → 279.
    const soldOut = batchFigures(
      batch({
        placed: 5_000,
        status: 'sold-out',
        feedIssuedMilli: 16_150_000,
        updates: [
          {
            code: 'GU6',
            date: '2026-02-10',
            week: 6,
            averageWeightG: 2_000,
            mortality: 250,
            feedMilli: 16_150_000,
          },
        ],
        sales: [{ date: '2026-02-10', birds: 4_750, weightMilli: 9_500_000 }],
      }),
      '2026-03-15',
    );
    expect(soldOut).toMatchObject({
      age: 40,
      // Ended: no days remain, whatever its age.
      daysRemaining: 0,
      endedOn: '2026-02-10',
      birds: { placed: 5_000, dead: 250, sold: 4_750, missing: 0, alive: 0 },
      liveWeightMilli: 9_500_000,
      fcr: 1.7,
      correctedFcr: 1.7,
      // 2.0 kg ÷ 40 days.
      dailyGainG: 50,
      epef: 279,
      health: 'sold-out',
    });
  });

  it('ends a batch closed by hand: none alive, the missing birds out of the live weight, the clock stopped', () => {
    // 3,000 placed on 1 January; 70 dead; 2,900 sold (5,900 kg) on 9 and 10 February; the last 30
    // missing, closed by hand on 11 February and settled; 10,500 kg of feed issued, 10,000 eaten.
    const weekly = (
      [
        ['2026-01-08', 160, 30, 500],
        ['2026-01-15', 410, 15, 1_200],
        ['2026-01-22', 760, 10, 2_300],
        ['2026-01-29', 1_210, 10, 2_800],
        ['2026-02-05', 1_800, 5, 3_200],
      ] as const
    ).map(([date, averageWeightG, mortality, feed], index) => ({
      code: `GU00${index + 1}`,
      date,
      week: index + 1,
      averageWeightG,
      mortality,
      feedMilli: feed * 1000,
    }));
    const closed = batch({
      placed: 3_000,
      status: 'settled',
      closedOn: '2026-02-11',
      updates: weekly,
      sales: [
        { date: '2026-02-09', birds: 1_500, weightMilli: 3_000_000 },
        { date: '2026-02-10', birds: 1_400, weightMilli: 2_900_000 },
      ],
      feedIssuedMilli: 10_500_000,
    });
    expect(batchFigures(closed, '2026-04-01')).toMatchObject({
      // 1 January → 11 February: 41 days, however long ago that was.
      age: 41,
      daysRemaining: 0,
      endedOn: '2026-02-11',
      birds: { placed: 3_000, dead: 70, sold: 2_900, missing: 30, alive: 0 },
      liveWeightMilli: 5_900_000,
      // 10,500 kg issued ÷ 5,900 kg sold = 1.77966 → 1.780.
      fcr: 1.78,
      // 1.77966 + (2.0 − 5,900 ÷ 2,900 = 2.03448) ÷ 4 = 1.77104 → 1.771.
      correctedFcr: 1.771,
      // 2,034.48 g ÷ 41 days = 49.62 → 49.6.
      dailyGainG: 49.6,
      // 97.667 % × 2.03448 kg × 100 ÷ (41 × 1.77966) = 272.3 → 272.
      epef: 272,
      health: 'settled',
    });
    // Sold out by its last deaths (no sale): the clock stops on that update's day.
    const died = batch({
      placed: 100,
      status: 'sold-out',
      updates: [
        {
          code: 'GU1',
          date: '2026-01-08',
          week: 1,
          averageWeightG: 150,
          mortality: 100,
          feedMilli: 0,
        },
      ],
    });
    expect(batchFigures(died, '2026-03-01')).toMatchObject({
      age: 7,
      daysRemaining: 0,
      endedOn: '2026-01-08',
      birds: { placed: 100, dead: 100, sold: 0, missing: 0, alive: 0 },
      fcr: null,
      health: 'sold-out',
    });
  });

  it('marks mortality above the standard: a week above its expected %, the total above the sum to date', () => {
    // 1,000 placed. Week 1 (2 % expected): 20 dead, at it. Week 2 (1.5 %): 16 dead, above it;
    // 36 in all, 3.6 % against 3.5 % expected by week 2. Week 3 (1 %): 80 dead, 8 %; 11.6 % in all.
    const facts = batch({
      updates: [
        [1, 150, 20],
        [2, 400, 16],
        [3, 750, 80],
      ].map(([week = 0, averageWeightG = 0, mortality = 0]) => ({
        code: `GU${week}`,
        date: `2026-01-${String(1 + 7 * week).padStart(2, '0')}`,
        week,
        averageWeightG,
        mortality,
        feedMilli: 0,
      })),
    });
    expect(
      weeksOf(facts).map((week) => [
        week.week,
        week.mortalityAboveStandard,
        week.cumulativeMortalityPct,
        week.cumulativeMortalityAboveStandard,
      ]),
    ).toEqual([
      [1, false, 2, false],
      [2, true, 3.6, true],
      [3, true, 11.6, true],
    ]);
    expect(batchFigures(facts, '2026-01-23')).toMatchObject({
      mortalityPct: 11.6,
      // 2 + 1.5 + 1 = 4.5 % expected by week 3.
      expectedMortalityPct: 4.5,
      mortalityAboveStandard: true,
    });
    // A week without a standard is not held against one.
    const week7 = weeksOf(
      batch({
        updates: [
          {
            code: 'GU7',
            date: '2026-02-19',
            week: 7,
            averageWeightG: 2_000,
            mortality: 9,
            feedMilli: 0,
          },
        ],
      }),
    );
    expect(week7[0]).toMatchObject({
      mortalityAboveStandard: false,
      cumulativeMortalityAboveStandard: false,
    });
  });

  it("makes an open batch Needs Attention by the mortality alert's rule, on target or not; an ended batch shows its state", () => {
    // Week 3 expects 1 %; the threshold 5 points: more than 6 % of 1,000 = 60 birds alarm.
    const week3 = (mortality: number, status: BatchFacts['status'] = 'open') =>
      batch({
        status,
        updates: [
          {
            code: 'GU3',
            date: '2026-01-22',
            week: 3,
            averageWeightG: 760,
            mortality,
            feedMilli: 0,
          },
        ],
      });
    const alert = (mortality: number) =>
      mortalityAlert(
        { code: 'B001', farmName: 'Hillside Farm', placed: 1_000 },
        { code: 'GU3', date: '2026-01-22', week: 3, mortality },
        standards[2],
        5,
      );
    expect(batchFigures(week3(60), '2026-01-23').health).toBe('on-track');
    expect(alert(60)).toBeNull();
    expect(batchFigures(week3(61), '2026-01-23').health).toBe('needs-attention');
    expect(alert(61)).not.toBeNull();
    // A spike in an earlier week keeps the batch Needs Attention while its alert stands.
    const later = batch({
      updates: [
        {
          code: 'GU3',
          date: '2026-01-22',
          week: 3,
          averageWeightG: 760,
          mortality: 61,
          feedMilli: 0,
        },
        {
          code: 'GU4',
          date: '2026-01-29',
          week: 4,
          averageWeightG: 1_250,
          mortality: 5,
          feedMilli: 0,
        },
      ],
    });
    expect(batchFigures(later, '2026-01-30').health).toBe('needs-attention');
    expect(batchFigures({ ...later, mortalityThresholdPct: 10 }, '2026-01-30').health).toBe(
      'on-track',
    );
    expect(
      (['sold-out', 'settled', 'void'] as const).map(
        (status) => batchFigures(week3(61, status), '2026-01-23').health,
      ),
    ).toEqual(['sold-out', 'settled', 'cancelled']);
  });

  it('rounds half away from zero, once', () => {
    expect([round(2.675, 2), round(-2.675, 2), round(1.9175, 3), round(0.0005, 3)]).toEqual([
      2.68, -2.68, 1.918, 0.001,
    ]);
  });
});

describe('alerts, worked by hand', () => {
  const b2 = { code: 'B002', farmName: 'Hillside Farm', placed: 3_500 };
  const week3 = { code: 'GU007', date: '2026-01-22', week: 3 };

  it('raises a mortality alert only above the expectation plus the threshold', () => {
    // Week 3 expects 1.0 %; threshold 5 → above 6.0 % of 3,500 = 210 birds.
    expect(mortalityAlert(b2, { ...week3, mortality: 210 }, standards[2], 5)).toBeNull();
    expect(mortalityAlert(b2, { ...week3, mortality: 211 }, standards[2], 5)).toEqual({
      id: 'mortality:B002:3',
      type: 'mortality',
      severity: 'high',
      message:
        'B002 at Hillside Farm: 6.03 % of the birds died in week 3 (211 of 3,500), against 1.0 % expected.',
      date: '2026-01-22',
      subject: { kind: 'batch', code: 'B002' },
    });
    // A week without a standard is held against 0 % expected.
    expect(mortalityAlert(b2, { ...week3, week: 8, mortality: 176 }, undefined, 5)?.message).toBe(
      'B002 at Hillside Farm: 5.03 % of the birds died in week 8 (176 of 3,500), against no standard for that week.',
    );
    // The threshold takes one decimal: 0.5 above 1.0 % → more than 1.5 % (52.5 birds).
    expect(mortalityAlert(b2, { ...week3, mortality: 52 }, standards[2], 0.5)).toBeNull();
    expect(mortalityAlert(b2, { ...week3, mortality: 53 }, standards[2], 0.5)).not.toBeNull();
  });

  it('calls a payment due only after more than the due days', () => {
    const voucher = {
      kind: 'payment' as const,
      code: 'PV003',
      date: '2026-01-10',
      party: 'Ramesh Sahoo',
      amountPaise: 15_000_00,
    };
    const settings = { paymentDueDays: 7, currencySymbol: '₹' };
    expect(paymentDueAlert(voucher, settings, '2026-01-17')).toBeNull();
    expect(paymentDueAlert(voucher, settings, '2026-01-18')).toEqual({
      id: 'payment:PV003',
      type: 'payment',
      severity: 'low',
      message: 'PV003 to Ramesh Sahoo for ₹15,000.00 has been waiting to be paid for 8 days.',
      date: '2026-01-10',
      subject: { kind: 'payment', code: 'PV003' },
    });
  });
});
