import type { InventoryQuery } from '@pfm/shared';
import { itemCategoryLabels } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { godowns, IN_TRANSIT } from '../db/schema.ts';
import type { ExportDocument, ExportRow } from '../files/model.ts';
import { fileNameOf } from '../files/model.ts';
import { inventoryReport } from './inventory.ts';

const basisLabels = {
  'average-cost': 'Average cost',
  rate: 'Rate master',
  none: 'No rate',
} as const;

/**
 * The Inventory Report's file: the same lines and total as its screen for the same godown,
 * category and date (the one `inventoryReport` computation), one row per item and godown, and an
 * item's total row where it is in several godowns.
 */
export async function inventoryExport(db: Db, query: InventoryQuery): Promise<ExportDocument> {
  const report = await inventoryReport(db, query);
  const [godown] = query.godown
    ? await db.select({ name: godowns.name }).from(godowns).where(eq(godowns.code, query.godown))
    : [];
  const rows: ExportRow[] = report.lines.map((line, index) => ({
    // An item's total row (after its godowns) in bold, as a total: its value is theirs again.
    ...(line.godownCode === '' &&
      report.lines[index - 1]?.itemCode === line.itemCode && { style: 'total' as const }),
    cells: [
      line.itemCode,
      line.itemName,
      itemCategoryLabels[line.category],
      line.godownCode === IN_TRANSIT ? 'In transit' : line.godownName,
      line.quantityMilli,
      line.unit,
      line.valuationBasis === 'none' ? null : line.valuationRatePaise,
      basisLabels[line.valuationBasis],
      line.valuePaise,
      line.godownCode === IN_TRANSIT
        ? 'In transit'
        : line.status === 'Low Stock'
          ? 'Low Stock'
          : 'Sufficient',
    ],
  }));
  return {
    title: 'Inventory Report',
    fileName: fileNameOf('inventory', query.godown, query.category, report.date),
    filters: [
      ['Godown', query.godown ? `${query.godown} · ${godown?.name ?? ''}` : 'All godowns'],
      ['Category', query.category ? itemCategoryLabels[query.category] : 'All categories'],
      ['Stock as of', report.date],
    ],
    sections: [
      {
        name: 'Inventory',
        blocks: [
          {
            kind: 'table',
            columns: [
              { header: 'Code', kind: 'text', width: 0.9 },
              { header: 'Item', kind: 'text', width: 2.4 },
              { header: 'Category', kind: 'text', width: 1.1 },
              { header: 'Godown', kind: 'text', width: 2 },
              { header: 'Quantity', kind: 'milli', digits: 3, width: 1.3 },
              { header: 'Unit', kind: 'text', width: 0.7 },
              { header: 'Valuation Rate', kind: 'money', width: 1.4 },
              { header: 'Rate Basis', kind: 'text', width: 1.3 },
              { header: 'Total Value', kind: 'money', width: 1.6 },
              { header: 'Status', kind: 'text', width: 1.2 },
            ],
            rows,
            trailing: [
              {
                cells: [
                  'Total',
                  null,
                  null,
                  null,
                  null,
                  null,
                  null,
                  null,
                  report.totalValuePaise,
                  null,
                ],
              },
            ],
            empty: 'No stock lines for these filters.',
          },
        ],
      },
    ],
  };
}
