import {
  amountInWords,
  formatMilli,
  formatMoney,
  formatNumber,
  type SettlementLine,
  settlementNet,
  settlementNetWorking,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { batches, farmers, farms } from '../../db/schema.ts';
import type { ExportColumn, ExportDocument, ExportRow } from '../../files/model.ts';
import { fileNameOf } from '../../files/model.ts';
import { getSettings } from '../../settings/service.ts';
import { getSettlement } from '../../settlement/service.ts';
import { cancelledBlocks, codeName, partyLines, statusLine, titleOf } from './common.ts';

/**
 * The farmer's Settlement Statement FS001, from the settlement as it was posted (its stored
 * breakdown, `getSettlement`): the batch, its performance, every line with the rule that made it,
 * the net in figures and in words (payable to the farmer, or recoverable from him), the scheme's terms, and room for three signatures.
 */

/** A line's name and its rule in words wrap in their columns: the row grows, nothing is cut. */
const lineColumns: ExportColumn[] = [
  { header: 'Line', kind: 'text', width: 2.8, wrap: true },
  { header: 'How it is worked out', kind: 'text', width: 4.8, wrap: true },
  { header: 'Amount', kind: 'money', width: 1.6 },
];

const termColumns: ExportColumn[] = [
  { header: 'Term', kind: 'text', width: 2.2, wrap: true },
  { header: 'Value', kind: 'text', width: 7, wrap: true },
];

/** Sum of lines as the settlement screen shows it under each group (each line as stored). */
const sum = (lines: readonly SettlementLine[]) =>
  lines.reduce((total, line) => total + line.amountPaise, 0);

export async function settlementPrint(db: Db, code: string): Promise<ExportDocument> {
  const settlement = await getSettlement(db, code);
  const { currencySymbol } = await getSettings(db);
  const money = (paise: number) => formatMoney(paise, { symbol: currencySymbol });
  const perKg = (paise: number) => `${money(paise)}/kg`;
  const [farm] = await db
    .select({ name: farms.name, location: farms.location })
    .from(farms)
    .where(eq(farms.code, settlement.farmCode));
  const [farmer] = await db
    .select({
      address: farmers.address,
      city: farmers.city,
      phone: farmers.phone,
      bankName: farmers.bankName,
      accountNumber: farmers.accountNumber,
      ifscCode: farmers.ifscCode,
    })
    .from(farmers)
    .where(eq(farmers.code, settlement.farmerCode));
  const [batch] = await db
    .select({ placementDate: batches.placementDate })
    .from(batches)
    .where(eq(batches.code, settlement.batchCode));

  const { birds, performance, terms, scheme } = settlement;
  const earned = sum(settlement.earnings);
  const deducted = sum(settlement.deductions);
  const net = settlementNet(settlement.netPayablePaise, { symbol: currencySymbol });

  const group = (title: string): ExportRow => ({ cells: [title, null, null], style: 'heading' });
  const line = (entry: SettlementLine, sign: 1 | -1): ExportRow => ({
    cells: [entry.label, entry.basis, sign * entry.amountPaise],
  });
  const slabs = Math.abs(settlement.slabs);
  const unclamped = terms.baseGcPaise + settlement.slabs * terms.slabGcPaise;
  const gcWords =
    (settlement.slabs === 0
      ? `production cost at the standard ${perKg(terms.standardPcPaise)}: the base ${perKg(terms.baseGcPaise)}`
      : `${formatNumber(slabs, 0)} slab${slabs === 1 ? '' : 's'} of ${money(terms.slabPcPaise)} ${settlement.slabs > 0 ? 'below' : 'above'} the standard ${perKg(terms.standardPcPaise)}: ${perKg(terms.baseGcPaise)} ${settlement.slabs > 0 ? '+' : '−'} ${formatNumber(slabs, 0)} × ${money(terms.slabGcPaise)}`) +
    (settlement.gcPerKgPaise === unclamped
      ? ''
      : `, held at the ${settlement.gcPerKgPaise === terms.minGcPaise ? 'minimum' : 'maximum'}`) +
    ` = ${perKg(settlement.gcPerKgPaise)}`;

  const rows: ExportRow[] = [
    group('Costs charged to the batch'),
    ...settlement.costs.map((entry) => line(entry, 1)),
    { cells: ['Total costs', null, settlement.totalCostPaise], style: 'total' },
    group('Growing charge rate'),
    {
      cells: [
        'Production cost per kg',
        `Total costs ${money(settlement.totalCostPaise)} ÷ ${formatMilli(settlement.liveWeightMilli, 'kg')} of live weight sold = ${perKg(settlement.pcPerKgPaise)}`,
        null,
      ],
    },
    { cells: ['Growing charge per kg', gcWords, null] },
    group('Earnings'),
    ...settlement.earnings.map((entry) => line(entry, 1)),
    { cells: ['Total earnings', null, earned], style: 'total' },
    group('Deductions'),
    ...settlement.deductions.map((entry) => line(entry, -1)),
    { cells: ['Total deductions', null, -deducted], style: 'total' },
  ];

  const termCell = (label: string, value: string): ExportRow => ({ cells: [label, value] });
  const termRows: ExportRow[] = [
    termCell('Standard production cost', perKg(terms.standardPcPaise)),
    termCell('Base growing charge', perKg(terms.baseGcPaise)),
    termCell(
      'Slab',
      `each ${perKg(terms.slabPcPaise)} of production cost below the standard raises the growing charge by ${perKg(terms.slabGcPaise)}; each above lowers it by as much`,
    ),
    termCell('Growing charge limits', `${perKg(terms.minGcPaise)} to ${perKg(terms.maxGcPaise)}`),
    termCell('Administration', `${money(terms.adminPerBirdPaise)} per bird placed`),
    termCell(
      'Medicine',
      terms.medicineBasis === 'actual'
        ? 'as issued'
        : `${money(terms.medicinePerBirdPaise)} per bird placed`,
    ),
    termCell(
      'Mortality incentive',
      `${perKg(terms.mortalityIncentivePaise)} below ${formatNumber(terms.mortalityAllowanceBp / 100, 2)}% mortality`,
    ),
    termCell(
      'Market-rate incentive',
      `${formatNumber(terms.marketShareBp / 100, 2)}% of the sale rate above ${perKg(terms.marketThresholdPaise)}`,
    ),
    termCell('Maximum FCR', formatNumber(terms.maxFcrMilli / 1000, 3)),
    termCell('TDS', `${formatNumber(terms.tdsBp / 100, 2)}% of growing charge and incentives`),
  ];

  return {
    title: titleOf(`Settlement Statement ${settlement.code}`, settlement.status),
    fileName: fileNameOf('settlement', settlement.code),
    filters: [
      ['Date', settlement.date],
      ['Farmer', codeName(settlement.farmerCode, settlement.farmerName)],
      ...partyLines({
        address: farmer ? [farmer.address, farmer.city].filter(Boolean).join(', ') : '',
        contact: farmer?.phone,
      }),
      [
        'Farm',
        `${codeName(settlement.farmCode, farm?.name ?? '')}${farm?.location ? `, ${farm.location}` : ''}`,
      ],
      [
        'Batch',
        `${settlement.batchCode}${batch ? `, placed ${batch.placementDate}` : ''}, ${formatNumber(performance.age, 0)} days old at the last sale`,
      ],
      ['Scheme', `${scheme.code} version ${scheme.version} · ${scheme.name}`],
      ...(farmer?.accountNumber
        ? ([
            [
              'Farmer’s bank',
              `${farmer.bankName} · A/c ${farmer.accountNumber} · IFSC ${farmer.ifscCode}`,
            ],
          ] as [string, string][])
        : []),
      statusLine(settlement.status, settlement.trail),
      ['Prepared by', settlement.trail.createdBy],
    ],
    sections: [
      {
        name: 'Settlement statement',
        blocks: [
          ...cancelledBlocks(settlement.status, settlement.trail, 'settlement'),
          {
            kind: 'table',
            title: 'The batch',
            columns: [
              { header: 'Birds placed', kind: 'integer', width: 1 },
              { header: 'Dead', kind: 'integer', width: 0.8 },
              { header: 'Sold', kind: 'integer', width: 0.8 },
              { header: 'Shortage', kind: 'integer', width: 0.9 },
              { header: 'Live weight sold', kind: 'milli', unit: 'kg', digits: 3, width: 1.5 },
              { header: 'Feed issued', kind: 'milli', unit: 'kg', digits: 3, width: 1.3 },
              { header: 'Sale revenue', kind: 'money', width: 1.5 },
            ],
            rows: [
              {
                cells: [
                  birds.placed,
                  birds.dead,
                  birds.sold,
                  birds.shortage,
                  settlement.liveWeightMilli,
                  settlement.feedMilli,
                  settlement.saleRevenuePaise,
                ],
              },
            ],
          },
          {
            kind: 'table',
            title: 'Performance',
            columns: [
              { header: 'Age', kind: 'integer', unit: 'days', width: 1 },
              { header: 'Mortality', kind: 'percent', digits: 2, width: 1 },
              { header: 'Avg. weight', kind: 'decimal', unit: 'kg', digits: 3, width: 1.1 },
              { header: 'FCR', kind: 'decimal', digits: 3, width: 0.9 },
              { header: 'Corrected FCR', kind: 'decimal', digits: 3, width: 1.2 },
              { header: 'EPEF', kind: 'integer', width: 0.8 },
              { header: 'Grade', kind: 'text', width: 1 },
            ],
            rows: [
              {
                cells: [
                  performance.age,
                  performance.mortalityPct,
                  performance.averageWeightKg,
                  performance.fcr,
                  performance.correctedFcr,
                  performance.epef,
                  performance.grade,
                ],
              },
            ],
          },
          {
            kind: 'table',
            title: 'Settlement, line by line',
            columns: lineColumns,
            rows,
            // The net unsigned, its side in words: what the farmer is paid, or what he repays.
            trailing: [
              {
                cells: [
                  net.label,
                  settlementNetWorking(earned, deducted, { symbol: currencySymbol }),
                  net.amountPaise,
                ],
              },
            ],
          },
          {
            kind: 'text',
            text: `Net: ${net.text}; in words, ${amountInWords(net.amountPaise)}.`,
          },
          {
            kind: 'table',
            title: `Scheme ${scheme.code} version ${scheme.version}: its terms`,
            columns: termColumns,
            rows: termRows,
          },
          {
            kind: 'text',
            text: 'I have read this statement line by line and accept the figures above.',
          },
          { kind: 'signatures', labels: ['Farmer', 'Accountant', 'Authorised signatory'] },
        ],
      },
    ],
  };
}
