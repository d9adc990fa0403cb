import { addDays, financialYearStart, today } from '@pfm/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { batches, settings, systemState } from '../db/schema.ts';
import { createCollection } from '../documents/collection/service.ts';
import { createGrowthUpdate } from '../documents/growth/service.ts';
import { createIssue } from '../documents/issue/service.ts';
import { createVoucher } from '../documents/payment/service.ts';
import { createPurchase } from '../documents/purchase/service.ts';
import { createSale } from '../documents/sale/service.ts';
import { createTransfer } from '../documents/transfer/service.ts';
import { SYSTEM_ACTOR } from '../domain/actor.ts';
import { closeBatch, finaliseSettlement } from '../settlement/service.ts';

const SEEDED_KEY = 'sample_documents_seeded_at';

const kg = (units: number) => units * 1000;

/**
 * A believable month of business ending today, posted through the same services a user's forms
 * use (so every rule and posting applies): purchases of chicks, feed and medicine; four batches
 * placed on the sample farms over the month with their feed and medicine; one transfer completed
 * and one still on the way; the first lifting of the oldest flock sold to two traders, one sale
 * partly collected and one collection promised (pending); suppliers paid by cheque and transfer,
 * and an advance to a farmer waiting to be paid for nine days; each flock weighed every week (one
 * ahead of the standard, one with a spike of deaths, one falling behind). Before them, two flocks
 * grown on Sahoo Farm II: one settled with the farmer (and paid), one sold out and waiting for its
 * settlement. Once per database, in one transaction.
 * @returns whether the documents were written.
 */
export async function seedSampleDocuments(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(systemState)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    const day = (daysAgo: number) => addDays(today(), -daysAgo);
    const actor = SYSTEM_ACTOR;
    // The oldest flock (101 days back) may lie in the last financial year: the books start before
    // it, unless the settings were saved already (then they say where the books start).
    await tx
      .insert(settings)
      .values({ id: 1, value: { booksStartDate: financialYearStart(day(101)) } })
      .onConflictDoNothing();

    const purchase = (
      daysAgo: number,
      supplierCode: string,
      itemCode: string,
      godownCode: string,
      quantityMilli: number,
      ratePaise: number,
      invoiceNumber: string,
    ) =>
      createPurchase(tx, actor, {
        date: day(daysAgo),
        supplierCode,
        itemCode,
        godownCode,
        quantityMilli,
        ratePaise,
        invoiceNumber,
      });
    await purchase(32, 'S001', 'I001', 'G001', kg(15_000), 3200, 'KH/2026/1184');
    await purchase(32, 'S002', 'I002', 'G001', kg(7_000), 3800, 'UF-55021');
    await purchase(32, 'S002', 'I003', 'G001', kg(6_000), 3600, 'UF-55022');
    await purchase(31, 'S002', 'I004', 'G002', kg(5_000), 3400, 'UF-55031');
    await purchase(30, 'S003', 'I005', 'G001', kg(40), 45_000, 'EAH/7731');
    await purchase(16, 'S001', 'I001', 'G001', kg(6_000), 3300, 'KH/2026/1262');
    await purchase(20, 'S002', 'I003', 'G001', kg(8_000), 3650, 'UF-55107');
    await purchase(12, 'S002', 'I002', 'G001', kg(3_000), 3850, 'UF-55139');
    await purchase(10, 'S002', 'I004', 'G001', kg(6_000), 3450, 'UF-55168');

    const issue = (
      daysAgo: number,
      farmCode: string,
      itemCode: string,
      godownCode: string,
      quantityMilli: number,
      batchCode = '',
    ) =>
      createIssue(tx, actor, {
        date: day(daysAgo),
        farmCode,
        itemCode,
        godownCode,
        quantityMilli,
        batchCode,
      });
    const batchOf = async (farmCode: string) => {
      const [batch] = await tx
        .select({ code: batches.code })
        .from(batches)
        .where(and(eq(batches.farmCode, farmCode), eq(batches.status, 'open')));
      return batch?.code ?? '';
    };

    // Four flocks placed a week apart: the oldest is nearly grown, the youngest a week old.
    await issue(29, 'FM001', 'I001', 'G001', kg(4_800));
    const b1 = await batchOf('FM001');
    await issue(29, 'FM001', 'I002', 'G001', kg(2_000), b1);
    await issue(27, 'FM001', 'I005', 'G001', kg(8), b1);
    await issue(22, 'FM003', 'I001', 'G001', kg(3_500));
    const b2 = await batchOf('FM003');
    await issue(22, 'FM003', 'I002', 'G001', kg(1_500), b2);
    await issue(20, 'FM003', 'I005', 'G001', kg(6), b2);
    await issue(18, 'FM001', 'I003', 'G001', kg(2_500), b1);
    await issue(15, 'FM004', 'I001', 'G001', kg(5_200));
    const b3 = await batchOf('FM004');
    await issue(15, 'FM004', 'I002', 'G001', kg(2_000), b3);
    await issue(13, 'FM004', 'I005', 'G001', kg(8), b3);
    await issue(10, 'FM003', 'I003', 'G001', kg(1_500), b2);
    // Two earlier flocks on Sahoo Farm II, grown to 42 days: the first sold, its last 22 birds
    // missing (closed by hand) and settled with the farmer, who was paid; the second sold out ten
    // days ago and waiting for its settlement. Bought for exactly what they received, so today's
    // stock is as it would be without them.
    await purchase(101, 'S001', 'I001', 'G001', kg(5_800), 3200, 'KH/2026/0811');
    await purchase(101, 'S002', 'I002', 'G001', kg(1_900), 3800, 'UF-54410');
    await purchase(101, 'S002', 'I003', 'G001', kg(4_200), 3600, 'UF-54411');
    await purchase(101, 'S002', 'I004', 'G001', kg(3_800), 3400, 'UF-54412');
    await purchase(101, 'S003', 'I005', 'G001', kg(9), 45_000, 'EAH/7390');
    const grownFlock = async (
      placedDaysAgo: number,
      chicks: number,
      feedKg: [starter: number, grower: number, finisher: number],
      medicineLiters: number,
      weeks: [averageWeightG: number, mortality: number, feedKg: number][],
      sold: [
        daysAgo: number,
        traderCode: string,
        birds: number,
        weightKg: number,
        ratePaise: number,
      ][],
    ) => {
      await issue(placedDaysAgo, 'FM002', 'I001', 'G001', kg(chicks));
      const code = await batchOf('FM002');
      await issue(placedDaysAgo, 'FM002', 'I002', 'G001', kg(feedKg[0]), code);
      await issue(placedDaysAgo - 2, 'FM002', 'I005', 'G001', kg(medicineLiters), code);
      await issue(placedDaysAgo - 14, 'FM002', 'I003', 'G001', kg(feedKg[1]), code);
      await issue(placedDaysAgo - 27, 'FM002', 'I004', 'G001', kg(feedKg[2]), code);
      for (const [index, [averageWeightG, mortality, feed]] of weeks.entries()) {
        await createGrowthUpdate(tx, actor, {
          date: day(placedDaysAgo - 7 * (index + 1)),
          batchCode: code,
          week: index + 1,
          averageWeightG,
          mortality,
          feedMilli: kg(feed),
        });
      }
      for (const [daysAgo, traderCode, birds, weightKg, ratePaise] of sold) {
        await createSale(tx, actor, {
          date: day(daysAgo),
          batchCode: code,
          traderCode,
          weightMilli: kg(weightKg),
          ratePaise,
          birds,
        });
      }
      return code;
    };
    const settled = await grownFlock(
      100,
      3_000,
      [1_000, 2_200, 2_000],
      5,
      [
        [180, 45, 160],
        [470, 24, 420],
        [900, 18, 800],
        [1_450, 12, 1_200],
        [2_050, 9, 1_500],
      ],
      [
        [60, 'T001', 1_500, 3_075, 11_200],
        [58, 'T002', 1_370, 2_850, 11_500],
      ],
    );
    await closeBatch(tx, actor, settled, {
      date: day(58),
      reason: '22 birds missing at the last lifting',
    });
    const settlement = await finaliseSettlement(tx, actor, settled, { date: day(55) });
    await createVoucher(tx, actor, {
      date: day(50),
      payeeType: 'farmer',
      payeeCode: 'F001',
      payeeName: '',
      amountPaise: settlement.netPayablePaise,
      mode: 'transfer',
      bankAccountCode: 'BK001',
      chequeNumber: '',
      chequeDate: '',
      reference: 'SBIN52026100501',
      purpose: `Settlement ${settlement.code} of ${settled}`,
      state: 'paid',
    });
    await grownFlock(
      52,
      2_800,
      [900, 2_000, 1_800],
      4,
      [
        [170, 40, 150],
        [455, 22, 390],
        [880, 15, 760],
        [1_400, 10, 1_150],
        [1_980, 8, 1_450],
      ],
      [
        [12, 'T001', 1_400, 2_870, 11_800],
        [10, 'T002', 1_305, 2_740, 11_600],
      ],
    );
    await issue(8, 'FM002', 'I001', 'G001', kg(2_500));
    await issue(8, 'FM002', 'I002', 'G001', kg(1_000), await batchOf('FM002'));
    await issue(5, 'FM001', 'I004', 'G002', kg(1_500), b1);
    // More feed as the flocks eat more each week.
    await issue(14, 'FM001', 'I003', 'G001', kg(3_000), b1);
    await issue(9, 'FM004', 'I002', 'G001', kg(1_000), b3);
    await issue(8, 'FM003', 'I003', 'G001', kg(1_500), b2);
    await issue(3, 'FM001', 'I004', 'G001', kg(2_000), b1);

    // Every flock weighed weekly on the day it turns 7, 14, 21, 28 days old: B001 ahead of the
    // standard, B002 on it until a spike of deaths in week 3, B003 falling behind (Needs Attention),
    // B004 a week old.
    const weekly = (
      batchCode: string,
      placedDaysAgo: number,
      weeks: [averageWeightG: number, mortality: number, feedKg: number][],
    ) =>
      weeks.reduce(
        (done, [averageWeightG, mortality, feedKg], index) =>
          done.then(() =>
            createGrowthUpdate(tx, actor, {
              date: day(placedDaysAgo - 7 * (index + 1)),
              batchCode,
              week: index + 1,
              averageWeightG,
              mortality,
              feedMilli: kg(feedKg),
            }).then(() => undefined),
          ),
        Promise.resolve(),
      );
    await weekly(b1, 29, [
      [180, 96, 800],
      [470, 48, 1_750],
      [900, 30, 3_000],
    ]);
    await weekly(b2, 22, [
      [150, 70, 560],
      [395, 45, 1_250],
      [735, 280, 2_100],
    ]);
    await weekly(b3, 15, [
      [140, 110, 800],
      [360, 70, 1_800],
    ]);
    await weekly(await batchOf('FM002'), 8, [[155, 45, 390]]);

    await createTransfer(tx, actor, {
      date: day(12),
      itemCode: 'I003',
      quantityMilli: kg(1_000),
      fromGodownCode: 'G001',
      toGodownCode: 'G003',
      remarks: 'Grower feed for the southern farms',
      receiveNow: true,
    });
    await createTransfer(tx, actor, {
      date: day(2),
      itemCode: 'I004',
      quantityMilli: kg(800),
      fromGodownCode: 'G002',
      toGodownCode: 'G003',
      remarks: 'Truck OD-02-AB-4471',
      receiveNow: false,
    });

    // The oldest flock's first liftings (about 1.6 kg a bird at four weeks).
    const firstSale = await createSale(tx, actor, {
      date: day(3),
      batchCode: b1,
      traderCode: 'T001',
      weightMilli: kg(1_944),
      ratePaise: 11_800,
      birds: 1_200,
    });
    const secondSale = await createSale(tx, actor, {
      date: day(1),
      batchCode: b1,
      traderCode: 'T002',
      weightMilli: kg(2_490),
      ratePaise: 12_100,
      birds: 1_500,
    });
    await createGrowthUpdate(tx, actor, {
      date: day(1),
      batchCode: b1,
      week: 4,
      averageWeightG: 1_640,
      mortality: 22,
      feedMilli: kg(4_800),
    });
    await createCollection(tx, actor, {
      date: day(2),
      traderCode: 'T001',
      saleCode: firstSale.code,
      amountPaise: 1_50_000_00,
      mode: 'upi',
      bankAccountCode: 'BK001',
      chequeNumber: '',
      chequeDate: '',
      reference: '633412987705',
      remarks: 'Part payment at lifting',
      state: 'received',
    });
    await createCollection(tx, actor, {
      date: day(0),
      traderCode: 'T002',
      saleCode: secondSale.code,
      amountPaise: secondSale.amountPaise,
      mode: 'cheque',
      bankAccountCode: 'BK002',
      chequeNumber: '004512',
      chequeDate: day(0),
      reference: '',
      remarks: 'Cheque promised for Friday',
      state: 'pending',
    });

    await createVoucher(tx, actor, {
      date: day(20),
      payeeType: 'supplier',
      payeeCode: 'S001',
      payeeName: '',
      amountPaise: 4_80_000_00,
      mode: 'cheque',
      bankAccountCode: 'BK001',
      chequeNumber: '118204',
      chequeDate: day(20),
      reference: '',
      purpose: 'Chicks, invoice KH/2026/1184',
      state: 'paid',
    });
    await createVoucher(tx, actor, {
      date: day(9),
      payeeType: 'supplier',
      payeeCode: 'S002',
      payeeName: '',
      amountPaise: 3_00_000_00,
      mode: 'transfer',
      bankAccountCode: 'BK002',
      chequeNumber: '',
      chequeDate: '',
      reference: 'HDFCN52026110914',
      purpose: 'Feed, on account',
      state: 'paid',
    });
    await createVoucher(tx, actor, {
      date: day(9),
      payeeType: 'farmer',
      payeeCode: 'F001',
      payeeName: '',
      amountPaise: 15_000_00,
      mode: 'cash',
      bankAccountCode: '',
      chequeNumber: '',
      chequeDate: '',
      reference: '',
      purpose: 'Advance against growing charges',
      state: 'pending',
    });
    return true;
  });
}
