import { formatDate, type LedgerPosting, type StockPosting } from '@pfm/shared';
import {
  DataTable,
  type DataTableColumn,
  ErrorState,
  type KeyValueItem,
  KeyValueList,
  Sheet,
  SheetContent,
  StatusBadge,
} from '@pfm/ui';
import type { ReactNode } from 'react';
import { DocumentPdfButton } from '../exports/document-pdf-button.tsx';
import type {
  DisplaySettings,
  DocumentConfig,
  DocumentDetailOf,
  DocumentRow,
} from './document-config.ts';
import {
  accountLabel,
  formatDateTime,
  formatSignedQuantity,
  ledgerSide,
} from './document-format.ts';
import {
  CancelledNotice,
  Figure,
  Note,
  RelatedLink,
  SheetActions,
  SheetBody,
  SheetHeading,
  SheetSection,
} from './document-view.styles.ts';

/** Width of the detail sheet; a phone keeps a strip of the page beside it. */
export const DOCUMENT_SHEET_WIDTH = '42rem';

export interface DocumentSheetProps<Row extends DocumentRow> {
  config: Pick<
    DocumentConfig<Row, never, never>,
    'noun' | 'describe' | 'summary' | 'badgeOf' | 'postsNothing' | 'related' | 'printPath'
  >;
  /** The document shown; `null` closes the sheet. */
  row: Row | null;
  /** Its detail (history and postings) once loaded. */
  detail?: DocumentDetailOf<Row> | undefined;
  detailLoading?: boolean;
  detailError?: string | null;
  onDetailRetry?: () => void;
  onClose: () => void;
  /** Where focus goes back to when the sheet closes (the row's View button). */
  returnFocusTo?: HTMLElement | null;
  /** Buttons for what can be done with the document as shown (Receive, Cancel Purchase). */
  actions?: (row: Row) => ReactNode;
  display: DisplaySettings;
}

const stockColumns = (display: DisplaySettings): DataTableColumn<StockPosting>[] => [
  {
    id: 'godown',
    header: 'Godown',
    rowHeader: true,
    cell: (movement) => movement.godownName,
  },
  { id: 'item', header: 'Item', cell: (movement) => movement.itemName },
  {
    id: 'date',
    header: 'Date',
    width: '7rem',
    cell: (movement) => <Figure>{formatDate(movement.date, display.dateFormat)}</Figure>,
  },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'end',
    cell: (movement) => (
      <Figure>
        {formatSignedQuantity(movement.quantityMilli, movement.unit)}
        {movement.reversal ? ' (reversal)' : ''}
      </Figure>
    ),
  },
];

const ledgerColumns = (display: DisplaySettings): DataTableColumn<LedgerPosting>[] => [
  { id: 'account', header: 'Account', rowHeader: true, cell: accountLabel },
  {
    id: 'date',
    header: 'Date',
    width: '7rem',
    cell: (entry) => <Figure>{formatDate(entry.date, display.dateFormat)}</Figure>,
  },
  { id: 'particular', header: 'Particular', cell: (entry) => entry.particular },
  {
    id: 'debit',
    header: 'Debit',
    align: 'end',
    cell: (entry) => <Figure>{ledgerSide(entry.debitPaise, display)}</Figure>,
  },
  {
    id: 'credit',
    header: 'Credit',
    align: 'end',
    cell: (entry) => <Figure>{ledgerSide(entry.creditPaise, display)}</Figure>,
  },
];

/** Who recorded the document and, if it was cancelled, who, when and why. */
function historyOf<Row extends DocumentRow>(
  detail: DocumentDetailOf<Row>,
  display: DisplaySettings,
  postsNothing: boolean,
): KeyValueItem[] {
  const items: KeyValueItem[] = [
    { label: 'Recorded by', value: detail.createdBy },
    { label: 'Recorded at', value: formatDateTime(detail.createdAt, display.dateFormat) },
  ];
  if (detail.status === 'cancelled') {
    items.push(
      { label: 'Cancelled by', value: detail.cancelledBy },
      { label: 'Cancelled at', value: formatDateTime(detail.cancelledAt, display.dateFormat) },
      ...(postsNothing
        ? []
        : [
            {
              label: 'Reversed on',
              value: detail.cancelledOn ? formatDate(detail.cancelledOn, display.dateFormat) : null,
            },
          ]),
      { label: 'Reason', value: detail.cancelReason },
    );
  }
  return items;
}

/**
 * One document in full: its facts, its history, and what it posted — the stock movements and the
 * ledger entries (a cancelled document shows its reversals too).
 */
export function DocumentSheet<Row extends DocumentRow>({
  config,
  row,
  detail,
  detailLoading = false,
  detailError,
  onDetailRetry,
  onClose,
  returnFocusTo,
  actions,
  display,
}: DocumentSheetProps<Row>) {
  // The detail is the fresher of the two (it may have been cancelled or received since the list).
  const shown = detail && row && detail.code === row.code ? detail : row;
  const loaded = detail && row && detail.code === row.code ? detail : undefined;
  const sheetActions = shown && actions ? actions(shown) : null;
  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shown ? (
        <SheetContent
          side="right"
          width={DOCUMENT_SHEET_WIDTH}
          title={`${config.noun} ${shown.code}`}
          description={config.describe(shown, display)}
          closeLabel="Close details"
          onCloseAutoFocus={(event) => {
            // The sheet has no trigger of its own: focus goes back to the row it was opened from.
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <SheetBody>
            {loaded?.status === 'cancelled' ? (
              <CancelledNotice>
                Cancelled by {loaded.cancelledBy} on{' '}
                {formatDate(loaded.cancelledOn, display.dateFormat)}: {loaded.cancelReason}
              </CancelledNotice>
            ) : null}
            <KeyValueList
              density="dense"
              items={[
                { label: 'Status', value: <StatusBadge status={config.badgeOf(shown)} /> },
                ...config.summary(shown, display),
              ]}
            />
            {config.related ? (
              <RelatedLink to={config.related(shown).to}>{config.related(shown).label}</RelatedLink>
            ) : null}
            {sheetActions || config.printPath ? (
              <SheetActions>
                {config.printPath ? (
                  <DocumentPdfButton path={config.printPath} code={shown.code} noun={config.noun} />
                ) : null}
                {sheetActions}
              </SheetActions>
            ) : null}
            {detailError ? (
              <ErrorState
                headingLevel={3}
                title="Could not load the postings"
                message={detailError}
                onRetry={onDetailRetry}
                retrying={detailLoading}
              />
            ) : (
              <>
                <SheetSection>
                  <SheetHeading>History</SheetHeading>
                  {loaded ? (
                    <KeyValueList
                      density="dense"
                      items={historyOf(loaded, display, Boolean(config.postsNothing))}
                    />
                  ) : (
                    <KeyValueList
                      density="dense"
                      aria-busy="true"
                      items={[{ label: 'Recorded by', value: 'Loading…' }]}
                    />
                  )}
                </SheetSection>
                {config.postsNothing ? (
                  <SheetSection>
                    <SheetHeading>Postings</SheetHeading>
                    <Note>{config.postsNothing}</Note>
                  </SheetSection>
                ) : (
                  <>
                    <SheetSection>
                      <SheetHeading>Stock movements</SheetHeading>
                      <DataTable
                        caption="Stock movements"
                        captionHidden
                        itemsLabel="stock movements"
                        columns={stockColumns(display)}
                        rows={loaded?.postings.stock ?? []}
                        loading={!loaded}
                        skeletonRows={2}
                        stateHeadingLevel={4}
                        empty={{ title: 'No stock movements' }}
                        paginate={false}
                        minWidth="30rem"
                      />
                    </SheetSection>
                    <SheetSection>
                      <SheetHeading>Ledger entries</SheetHeading>
                      <DataTable
                        caption="Ledger entries"
                        captionHidden
                        itemsLabel="ledger entries"
                        columns={ledgerColumns(display)}
                        rows={loaded?.postings.ledger ?? []}
                        loading={!loaded}
                        skeletonRows={2}
                        stateHeadingLevel={4}
                        empty={{
                          title: 'No ledger entries',
                          description: `A ${config.noun.toLowerCase()} moves stock only; no account is charged.`,
                        }}
                        paginate={false}
                        minWidth="36rem"
                      />
                    </SheetSection>
                  </>
                )}
              </>
            )}
          </SheetBody>
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
