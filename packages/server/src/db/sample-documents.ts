import { addDays, today } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../audit/service.ts';
import { createIssue } from '../documents/issue/service.ts';
import { createPurchase } from '../documents/purchase/service.ts';
import { createTransfer } from '../documents/transfer/service.ts';
import type { Db } from './database.ts';
import { batches, systemState } from './schema.ts';

const SEEDED_KEY = 'sample_documents_seeded_at';

const kg = (units: number) => units * 1000;

/**
 * A believable month of business ending today, posted through the same services a user's forms
 * use (so every rule and posting applies): purchases of chicks, feed and medicine; four batches
 * placed on the sample farms over the month with their feed and medicine; one transfer completed
 * and one still on the way. Once per database, in one transaction.
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
        .where(eq(batches.farmCode, farmCode));
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
    await issue(8, 'FM002', 'I001', 'G001', kg(2_500));
    await issue(8, 'FM002', 'I002', 'G001', kg(1_000), await batchOf('FM002'));
    await issue(5, 'FM001', 'I004', 'G002', kg(1_500), b1);

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
    return true;
  });
}
