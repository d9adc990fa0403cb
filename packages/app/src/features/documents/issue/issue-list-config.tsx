import {
  apiPaths,
  formatDate,
  type Issue,
  issueListHeaders,
  issueSorts,
  postedLabels,
} from '@pfm/shared';
import { documentApi } from '../../../lib/documents/document-api.ts';
import type { DocumentConfig } from '../../../lib/documents/document-config.ts';
import { formatQuantityOf, money } from '../../../lib/documents/document-format.ts';
import { CellNote, Figure } from '../../../lib/documents/document-view.styles.ts';

export const issueApi = documentApi<Issue>(apiPaths.issues);

const rateBasisLabels: Record<Issue['rateBasis'], string> = {
  rate: 'rate in force',
  'average-cost': 'average purchase cost',
};

/**
 * The list of issues to farmers under the Issue to Farmer wizard (which records them): search,
 * dates, farm, item, godown and status; the sheet with the farmer's debit; Cancel for
 * Administrators.
 */
export const issueListConfig: DocumentConfig<Issue, never, never> = {
  title: 'Issues',
  subtitle: 'Chicks, feed and medicine issued to farms, newest first.',
  noun: 'Issue',
  printPath: apiPaths.issues,
  itemsLabel: 'issues',
  caption: 'Issues to farmers',
  searchPlaceholder: 'Code, farm, farmer, item or batch',
  emptyDescription: 'Issues recorded with the steps above are listed here.',
  sortIds: issueSorts,
  filters: [
    { name: 'farm', label: 'Farm', allLabel: 'All farms', source: 'farms' },
    { name: 'item', label: 'Item', allLabel: 'All items', source: 'items' },
    { name: 'godown', label: 'Godown', allLabel: 'All godowns', source: 'godowns' },
  ],
  statusLabels: postedLabels,
  badgeOf: (issue) => issue.status,
  describe: (issue) =>
    `${issue.code}: ${formatQuantityOf(issue.quantityMilli, issue.unit)} of ${issue.itemName} to ${issue.farmName}, batch ${issue.batchCode}`,
  minWidth: '60rem',
  columns: (display) => [
    {
      id: 'code',
      header: issueListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '6.5rem',
      accessor: (issue) => issue.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: issueListHeaders.date,
      sortable: true,
      width: '7rem',
      cell: (issue) => <Figure>{formatDate(issue.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'farm',
      card: 'title',
      clamp: 2,
      header: issueListHeaders.farm,
      sortable: true,
      cell: (issue) => (
        <>
          {issue.farmName}
          <CellNote>{issue.farmerName}</CellNote>
        </>
      ),
    },
    {
      id: 'item',
      card: 'detail',
      clamp: 2,
      header: issueListHeaders.item,
      sortable: true,
      accessor: (issue) => issue.itemName,
    },
    {
      id: 'quantity',
      card: 'figure',
      header: issueListHeaders.quantity,
      align: 'end',
      cell: (issue) => <Figure>{formatQuantityOf(issue.quantityMilli, issue.unit)}</Figure>,
    },
    {
      id: 'batch',
      card: 'detail',
      header: issueListHeaders.batch,
      width: '5.5rem',
      accessor: (issue) => issue.batchCode,
    },
    {
      id: 'amount',
      card: 'detail',
      header: issueListHeaders.amount,
      align: 'end',
      sortable: true,
      cell: (issue) => <Figure>{money(issue.amountPaise, display)}</Figure>,
    },
  ],
  summary: (issue, display) => [
    { label: 'Date', value: formatDate(issue.date, display.dateFormat) },
    { label: 'Farm', value: `${issue.farmName} (${issue.farmCode})` },
    { label: 'Farmer', value: `${issue.farmerName} (${issue.farmerCode})` },
    { label: 'Batch', value: issue.batchCode },
    { label: 'Item', value: `${issue.itemName} (${issue.itemCode})` },
    { label: 'From Godown', value: `${issue.godownName} (${issue.godownCode})` },
    { label: 'Quantity', value: formatQuantityOf(issue.quantityMilli, issue.unit) },
    {
      label: 'Rate',
      value: `${money(issue.ratePaise, display)} per ${issue.unit}`,
      hint: `At the ${rateBasisLabels[issue.rateBasis]} on the issue date.`,
    },
    { label: 'Amount', value: money(issue.amountPaise, display) },
  ],
};
