import type { AuditEntry, DateFormat } from '@pfm/shared';
import { Badge, Sheet, SheetContent, VisuallyHidden } from '@pfm/ui';
import { Fragment } from 'react';
import {
  actionLabel,
  actionTone,
  type EntryDetails,
  fieldLabel,
  formatAuditTime,
  formatValue,
  readDetails,
  recordLabel,
} from './audit-format.ts';
import {
  After,
  Arrow,
  Before,
  Change,
  ChangeList,
  DetailBody,
  DetailHeading,
  DetailSection,
  FieldList,
  NoDetails,
} from './audit-log-card.styles.ts';

/** Width of the detail view; a phone keeps a strip of the page beside it. */
export const AUDIT_SHEET_WIDTH = '30rem';

export interface AuditEntrySheetProps {
  /** The entry to show; `null` closes the view. */
  entry: AuditEntry | null;
  /** Called when the view asks to close (close button, Escape, a tap beside it). */
  onClose: () => void;
  /** Where focus goes back to when the view closes (the row's Details button). */
  returnFocusTo?: HTMLElement | null;
  dateFormat: DateFormat;
}

/** One entry of the audit log in full: who, when, from where, and what it recorded. */
export function AuditEntrySheet({
  entry,
  onClose,
  returnFocusTo,
  dateFormat,
}: AuditEntrySheetProps) {
  return (
    <Sheet
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {entry ? (
        <SheetContent
          side="right"
          width={AUDIT_SHEET_WIDTH}
          title={`${actionLabel(entry.action)}: ${recordLabel(entry)}`}
          description={entry.summary}
          closeLabel="Close details"
          onCloseAutoFocus={(event) => {
            // The sheet has no trigger of its own: focus goes back to the row it was opened from.
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <DetailBody>
            <FieldList>
              <dt>When</dt>
              <dd>
                <time dateTime={entry.at}>
                  {formatAuditTime(entry.at, dateFormat, { seconds: true })}
                </time>
              </dd>
              <dt>Who</dt>
              <dd>{entry.actor}</dd>
              <dt>Action</dt>
              <dd>
                <Badge tone={actionTone(entry.action)}>{actionLabel(entry.action)}</Badge>
              </dd>
              <dt>Record</dt>
              <dd>{recordLabel(entry)}</dd>
              <dt>Address</dt>
              <dd>{entry.address ?? '—'}</dd>
            </FieldList>
            <Recorded details={readDetails(entry)} action={entry.action} />
          </DetailBody>
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

const recordHeading = (action: string) =>
  action === 'create' ? 'Record as created' : action === 'delete' ? 'Record as deleted' : 'Details';

function Recorded({ details, action }: { details: EntryDetails; action: string }) {
  if (details.kind === 'none') {
    return <NoDetails>Nothing more was recorded for this entry.</NoDetails>;
  }
  if (details.kind === 'changes') {
    return (
      <DetailSection aria-labelledby="audit-changes-title">
        <DetailHeading id="audit-changes-title">
          {details.changes.length === 1
            ? '1 field changed'
            : `${details.changes.length} fields changed`}
        </DetailHeading>
        <ChangeList>
          {details.changes.map(({ field, before, after }) => (
            <Change key={field}>
              <dt>{fieldLabel(field)}</dt>
              <dd>
                <VisuallyHidden>from </VisuallyHidden>
                <Before>{formatValue(before)}</Before>
                <Arrow aria-hidden="true">→</Arrow>
                <VisuallyHidden> to </VisuallyHidden>
                <After>{formatValue(after)}</After>
              </dd>
            </Change>
          ))}
        </ChangeList>
      </DetailSection>
    );
  }
  return (
    <DetailSection aria-labelledby="audit-record-title">
      <DetailHeading id="audit-record-title">{recordHeading(action)}</DetailHeading>
      <FieldList>
        {details.fields.map(({ field, value }) => (
          <Fragment key={field}>
            <dt>{fieldLabel(field)}</dt>
            <dd>{formatValue(value)}</dd>
          </Fragment>
        ))}
      </FieldList>
    </DetailSection>
  );
}
