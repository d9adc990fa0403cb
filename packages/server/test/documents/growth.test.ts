// Over 400 lines: weekly growth updates: their rules, their stock postings, corrections and cancellation, on both databases.
import { defaultSettings } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { testDatabases } from '../databases.ts';
import { type DocumentsApp, daysAgo, expectStatus, kg, startDocumentsApp } from './helpers.ts';

/**
 * Weekly growth updates: their rules, what they do to a batch's birds and figures, the Growth
 * Report, and the dashboard's figures and alerts (with the settings that switch them).
 */
describe.each(testDatabases)(
  'growth updates, the growth report and the dashboard on $kind',
  (kind) => {
    let d: DocumentsApp;

    // B001: 3,000 chicks placed 30 days ago on FM001 with 3,000 kg of starter feed.
    const update = (overrides: object = {}, cookie?: string) =>
      d.create(
        '/api/growth-updates',
        {
          date: daysAgo(23),
          batchCode: 'B001',
          week: 1,
          averageWeightG: 160,
          mortality: 30,
          feedMilli: kg(450),
          ...overrides,
        },
        cookie ? { cookie } : undefined,
      );
    const birds = async (batch = 'B001') => (await d.get(`/api/batches/${batch}`)).json().birds;
    const fieldOf = (response: { json: () => unknown }, field: string) =>
      (response.json() as { error?: { fields?: Record<string, string> } }).error?.fields?.[field];
    const total = async () => (await d.get('/api/growth-updates')).json().total as number;
    const dashboard = async () => (await d.get('/api/dashboard')).json();
    /** The defaults with `changes`; the books start stays where the test app put it. */
    const saveSettings = async (changes: object) =>
      expectStatus(
        await d.t.call({
          method: 'PUT',
          url: '/api/settings',
          cookie: d.admin,
          payload: {
            ...defaultSettings,
            booksStartDate: (await d.get('/api/settings')).json().booksStartDate,
            ...changes,
          },
        }),
        200,
      );

    beforeAll(async () => {
      d = await startDocumentsApp(kind);
      for (const [item, quantity, rate] of [
        ['I001', 10_000, 3_200],
        ['I002', 8_000, 3_800],
      ] as const) {
        expectStatus(
          await d.create('/api/purchases', {
            date: daysAgo(40),
            supplierCode: 'S001',
            itemCode: item,
            quantityMilli: kg(quantity),
            ratePaise: rate,
            godownCode: 'G001',
            invoiceNumber: '',
          }),
          201,
        );
      }
      const issue = (
        farmCode: string,
        itemCode: string,
        quantity: number,
        days: number,
        batch = '',
      ) =>
        d.create('/api/issues', {
          farmCode,
          itemCode,
          godownCode: 'G001',
          quantityMilli: kg(quantity),
          date: daysAgo(days),
          batchCode: batch,
        });
      expectStatus(await issue('FM001', 'I001', 3_000, 30), 201);
      expectStatus(await issue('FM001', 'I002', 3_000, 30, 'B001'), 201);
      // B002 on FM002: 2,000 chicks placed 10 days ago, 500 kg of feed.
      expectStatus(await issue('FM002', 'I001', 2_000, 10), 201);
      expectStatus(await issue('FM002', 'I002', 500, 10, 'B002'), 201);
    });
    afterAll(() => d.t.close());

    it('records a week (Staff may) against the standard; its deaths leave the birds alive', async () => {
      const response = await update();
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({
        code: 'GU001',
        status: 'posted',
        batchCode: 'B001',
        farmName: 'Sahoo Poultry Farm',
        farmerName: 'Ramesh Sahoo',
        week: 1,
        age: 7,
        averageWeightG: 160,
        mortality: 30,
        feedMilli: kg(450),
        targetWeightG: 150,
        deviationPct: 6.67,
        performance: 'excellent',
        createdBy: 'ravi',
        postings: { stock: [], ledger: [] },
      });
      expect(await birds()).toEqual({ placed: 3_000, dead: 30, sold: 0, missing: 0, alive: 2_970 });
    });

    it('refuses a bad week, a second update of a week, too many deaths or too much feed, changing nothing', async () => {
      const before = await total();
      const farWeek = await update({ date: daysAgo(16), week: 4 });
      expectStatus(farWeek, 400);
      expect(fieldOf(farWeek, 'week')).toMatch(
        /^On \d\d\/\d\d\/\d{4} B001 is 14 days old: week 2 \(1–3 allowed\)\.$/,
      );

      const again = await update({ date: daysAgo(22) });
      expectStatus(again, 409);
      expect(fieldOf(again, 'week')).toBe(
        'B001 already has week 1 (GU001); cancel it to record it again.',
      );

      const dead = await update({ date: daysAgo(16), week: 2, mortality: 2_971 });
      expectStatus(dead, 409);
      expect(fieldOf(dead, 'mortality')).toBe(
        'B001 has 2,970 birds alive; 2,971 cannot have died.',
      );

      const feed = await update({ date: daysAgo(16), week: 2, feedMilli: kg(2_550.001) });
      expectStatus(feed, 409);
      expect(fieldOf(feed, 'feedMilli')).toBe(
        'B001 has been issued 3,000 kg of feed and has consumed 450 kg: at most 2,550 kg can be recorded.',
      );

      const early = await update({ date: daysAgo(31) });
      expectStatus(early, 400);
      expect(fieldOf(early, 'date')).toMatch(
        /^B001 was placed on .*; an update cannot be before that\.$/,
      );
      expectStatus(await update({ date: daysAgo(-1), week: 5 }), 400);
      const unknown = await update({ batchCode: 'B099' });
      expectStatus(unknown, 400);
      expect(fieldOf(unknown, 'batchCode')).toBe('There is no batch B099.');
      const noWeight = await update({ date: daysAgo(16), week: 2, averageWeightG: 0 });
      expectStatus(noWeight, 400);
      expect(fieldOf(noWeight, 'averageWeightG')).toBe('The average weight must be more than 0 g.');

      expect(await total()).toBe(before);
      expect(await birds()).toMatchObject({ dead: 30, alive: 2_970 });
    });

    it('lets an Administrator cancel an update to enter it again; Staff may not cancel', async () => {
      expectStatus(
        await update({
          date: daysAgo(16),
          week: 2,
          averageWeightG: 300,
          mortality: 20,
          feedMilli: kg(900),
        }),
        201,
      );
      expectStatus(await d.cancel('/api/growth-updates/GU002', 'Wrong weight', d.staff), 403);
      const cancelled = await d.cancel('/api/growth-updates/GU002', 'Scale was not zeroed');
      expectStatus(cancelled, 200);
      expect(cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Scale was not zeroed',
      });
      expect(await birds()).toMatchObject({ dead: 30 });
      const corrected = await update({
        date: daysAgo(16),
        week: 2,
        averageWeightG: 390,
        mortality: 20,
        feedMilli: kg(900),
      });
      expectStatus(corrected, 201);
      expect(corrected.json()).toMatchObject({
        code: 'GU003',
        deviationPct: -2.5,
        performance: 'good',
      });
      expectStatus(await d.get('/api/growth-updates/GU404'), 404);
      expect((await d.get('/api/growth-updates/P001')).json().error.message).toBe(
        'There is no such growth update.',
      );
    });

    it('keeps the feed consumed within the feed issued when an issue is cancelled', async () => {
      // IS002 gave B001 its 3,000 kg; 1,350 kg of it is recorded as eaten.
      const refused = await d.cancel('/api/issues/IS002');
      expectStatus(refused, 409);
      expect(refused.json().error.message).toBe(
        "B001's growth updates record 1,350 kg of feed eaten; without IS002 only 0 kg would have been issued. Cancel or correct the updates first.",
      );
      // The chick issue that opened B001 cannot void it while updates stand.
      const chicks = await d.cancel('/api/issues/IS001');
      expectStatus(chicks, 409);
    });

    it('answers the Growth Report: figures today, the weeks in the period, the standard', async () => {
      // Week 3 falls 3 % and more behind: 700 g against 750.
      expectStatus(
        await update({
          date: daysAgo(9),
          week: 3,
          averageWeightG: 700,
          mortality: 15,
          feedMilli: kg(1_200),
        }),
        201,
      );
      const report = (await d.get('/api/reports/growth?batch=B001')).json();
      expect(report.batch).toMatchObject({
        code: 'B001',
        farmName: 'Sahoo Poultry Farm',
        age: 30,
        daysRemaining: 15,
      });
      expect(report.weeks.map((w: { week: number; code: string }) => [w.week, w.code])).toEqual([
        [1, 'GU001'],
        [2, 'GU003'],
        [3, 'GU004'],
      ]);
      expect(report.weeks[2]).toMatchObject({
        age: 21,
        targetWeightG: 750,
        minWeightG: expect.any(Number),
        deviationPct: -6.67,
        performance: 'warning',
        cumulativeMortality: 65,
        cumulativeMortalityPct: 2.17,
        cumulativeFeedMilli: kg(2_550),
        // 2,550 kg ÷ (2,935 alive × 0.7 kg = 2,054.5 kg) = 1.2411… → 1.241.
        fcr: 1.241,
      });
      expect(report.figures).toMatchObject({
        age: 30,
        birds: { placed: 3_000, dead: 65, sold: 0, alive: 2_935 },
        mortalityPct: 2.17,
        liveabilityPct: 97.83,
        latestWeek: 3,
        latestWeightG: 700,
        deviationPct: -6.67,
        feedMilli: kg(2_550),
        feedIssuedMilli: kg(3_000),
        fcr: 1.241,
        health: 'needs-attention',
      });
      expect(report.standards).toHaveLength(5);
      expect(report.standards[0]).toEqual({
        week: 1,
        targetWeightG: 150,
        minWeightG: expect.any(Number),
        maxWeightG: expect.any(Number),
      });

      const period = (
        await d.get(`/api/reports/growth?batch=B001&from=${daysAgo(20)}&to=${daysAgo(5)}`)
      ).json();
      expect(period.weeks.map((w: { week: number }) => w.week)).toEqual([2, 3]);
      expectStatus(await d.get('/api/reports/growth?batch=B404'), 404);
      const backwards = await d.get(
        `/api/reports/growth?batch=B001&from=${daysAgo(1)}&to=${daysAgo(5)}`,
      );
      expectStatus(backwards, 400);
      expect(fieldOf(backwards, 'to')).toBe('The start date is after the end date.');
      expectStatus(await d.get('/api/reports/growth'), 400);
    });

    it('lists updates by batch and by performance, the filter agreeing with each row', async () => {
      // GU002 (300 g in week 2) was a warning too; it was cancelled, and lists show cancelled ones.
      const warnings = (await d.get('/api/growth-updates?performance=warning')).json();
      expect(warnings.rows.map((r: { code: string }) => r.code)).toEqual(['GU004', 'GU002']);
      const all = (await d.get('/api/growth-updates?status=posted&sort=week&dir=asc')).json();
      expect(
        all.rows.map((r: { code: string; performance: string }) => [r.code, r.performance]),
      ).toEqual([
        ['GU001', 'excellent'],
        ['GU003', 'good'],
        ['GU004', 'warning'],
      ]);
      expect((await d.get('/api/growth-updates?batch=B002')).json().total).toBe(0);
      expectStatus(await d.get('/api/growth-updates?performance=poor'), 400);
    });

    it('computes the dashboard: figures, recent batches with their status, and alerts by severity', async () => {
      const board = await dashboard();
      // Both farms are Ramesh Sahoo's: two open batches, one active farmer.
      expect(board).toMatchObject({ activeBatches: 2, pendingSettlements: 0, activeFarmers: 1 });
      expect(board.totalInventoryPaise).toBeGreaterThan(0);
      expect(
        board.recentBatches.map((b: { code: string; health: string; age: number }) => [
          b.code,
          b.health,
          b.age,
        ]),
      ).toEqual([
        ['B002', 'on-track', 10],
        ['B001', 'needs-attention', 30],
      ]);
      // Nothing died beyond expectation and nothing is pending: only stock below its reorder level.
      expect(
        board.alerts.every(
          (a: { type: string; severity: string }) => a.type === 'stock' && a.severity === 'medium',
        ),
      ).toBe(true);
      expect(board.alerts.map((a: { subject: { code: string } }) => a.subject.code)).toContain(
        'I005',
      );
    });

    it('raises a mortality alert for a week of deaths beyond expectation, mailed once when asked', async () => {
      await saveSettings({ emailNotifications: true });
      // B002 week 1 expects 2 %; threshold 5 → more than 7 % of 2,000 = 140 birds.
      expectStatus(
        await update({
          batchCode: 'B002',
          date: daysAgo(3),
          week: 1,
          averageWeightG: 150,
          mortality: 141,
          feedMilli: kg(200),
        }),
        201,
      );
      const board = await dashboard();
      expect(board.alerts[0]).toEqual({
        id: 'mortality:B002:1',
        type: 'mortality',
        severity: 'high',
        message:
          'B002 at Sahoo Farm II: 7.05 % of the birds died in week 1 (141 of 2,000), against 2.0 % expected.',
        date: daysAgo(3),
        subject: { kind: 'batch', code: 'B002' },
      });
      const mails = await d.t.database.db.select().from(outbox);
      const alertMails = mails.filter((mail) => mail.subject.startsWith('High alert'));
      expect(alertMails.map((mail) => mail.recipient)).toEqual(['asha@example.com']);
      expect(alertMails[0]?.body).toContain('/report/growth?batch=B002');

      // Corrected by cancel and re-entry: the same alert, not mailed again.
      const [code] = (await d.get('/api/growth-updates?batch=B002'))
        .json()
        .rows.map((r: { code: string }) => r.code);
      expectStatus(await d.cancel(`/api/growth-updates/${code}`), 200);
      expectStatus(
        await update({
          batchCode: 'B002',
          date: daysAgo(3),
          week: 1,
          averageWeightG: 150,
          mortality: 150,
          feedMilli: kg(200),
        }),
        201,
      );
      const after = (await d.t.database.db.select().from(outbox)).filter((mail) =>
        mail.subject.startsWith('High alert'),
      );
      expect(after).toHaveLength(1);
    });

    it('shows the batch of a mortality alert as Needs Attention, its week above the standard, never On Track', async () => {
      // B002's week 1 is on its target weight (150 g) but 150 of 2,000 died: 7.5 % against 2 %.
      const board = await dashboard();
      expect(board.alerts.map((alert: { id: string }) => alert.id)).toContain('mortality:B002:1');
      const b002 = board.recentBatches.find((batch: { code: string }) => batch.code === 'B002');
      expect(b002).toMatchObject({ health: 'needs-attention', deviationPct: 0 });
      const report = (await d.get('/api/reports/growth?batch=B002')).json();
      expect(report.figures).toMatchObject({
        health: 'needs-attention',
        mortalityPct: 7.5,
        expectedMortalityPct: 2,
        mortalityAboveStandard: true,
      });
      expect(report.weeks[0]).toMatchObject({
        mortalityPct: 7.5,
        expectedMortalityPct: 2,
        mortalityAboveStandard: true,
        cumulativeMortalityAboveStandard: true,
      });
    });

    it('turns mortality and low-stock alerts off with their switches, and calls pending payments due', async () => {
      await saveSettings({ mortalityAlerts: false, lowStockAlerts: false, paymentDueDays: 3 });
      expect((await dashboard()).alerts).toEqual([]);
      expectStatus(
        await d.create('/api/payments', {
          date: daysAgo(5),
          payeeType: 'farmer',
          payeeCode: 'F001',
          payeeName: '',
          amountPaise: 15_000_00,
          mode: 'cash',
          bankAccountCode: '',
          chequeNumber: '',
          chequeDate: '',
          reference: '',
          purpose: 'Advance',
          state: 'pending',
        }),
        201,
      );
      expect((await dashboard()).alerts).toEqual([
        {
          id: 'payment:PV001',
          type: 'payment',
          severity: 'low',
          message: 'PV001 to Ramesh Sahoo for ₹15,000.00 has been waiting to be paid for 5 days.',
          date: daysAgo(5),
          subject: { kind: 'payment', code: 'PV001' },
        },
      ]);
      await saveSettings({ mortalityAlerts: false, lowStockAlerts: false, paymentDueDays: 5 });
      expect((await dashboard()).alerts).toEqual([]);
      await saveSettings({});
    });

    it('sells out a batch whose last birds die, and opens it again if that update is cancelled', async () => {
      const alive = (await birds('B002')).alive;
      expectStatus(
        await update({
          batchCode: 'B002',
          date: daysAgo(0),
          week: 2,
          averageWeightG: 200,
          mortality: alive,
          feedMilli: 0,
        }),
        201,
      );
      expect((await d.get('/api/batches/B002')).json().status).toBe('sold-out');
      const board = await dashboard();
      expect(board.pendingSettlements).toBe(1);
      // Its state instead of On Track or Needs Attention; no days left of its cycle.
      expect(
        board.recentBatches.find((batch: { code: string }) => batch.code === 'B002'),
      ).toMatchObject({ health: 'sold-out', age: 10, daysRemaining: 0, endedOn: daysAgo(0) });
      const refused = await update({ batchCode: 'B002', date: daysAgo(0), week: 3, mortality: 0 });
      expectStatus(refused, 409);
      expect(fieldOf(refused, 'batchCode')).toBe(
        'B002 is sold out: growth is recorded while its birds are alive.',
      );
      const [last] = (await d.get('/api/growth-updates?batch=B002'))
        .json()
        .rows.map((r: { code: string }) => r.code);
      expectStatus(await d.cancel(`/api/growth-updates/${last}`), 200);
      expect((await d.get('/api/batches/B002')).json()).toMatchObject({
        status: 'open',
        birds: { alive },
      });
    });

    it('answers the same update once for a repeated Idempotency-Key, and refuses a body it does not know', async () => {
      const body = {
        date: daysAgo(2),
        week: 5,
        averageWeightG: 1_700,
        mortality: 5,
        feedMilli: kg(100),
      };
      const first = await update(body, undefined);
      expectStatus(first, 201);
      const extra = await d.create('/api/growth-updates', {
        ...body,
        batchCode: 'B001',
        week: 5,
        performance: 'excellent',
      });
      expectStatus(extra, 400);
    });
  },
);
