import { type DateFormat, defaultDateFormat, formatDate, type OutboxMail } from '@pfm/shared';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  ErrorState,
  Skeleton,
  VisuallyHidden,
} from '@pfm/ui';
import type { ReactNode } from 'react';
import {
  Mail,
  MailBody,
  MailHeader,
  MailList,
  MailMeta,
  MailSubject,
  More,
  SkeletonMail,
} from './outbox-card.styles.ts';

/** How many of the latest mails the card shows. */
export const OUTBOX_SHOWN = 10;

export const OUTBOX_DESCRIPTION =
  'There is no mail server: the mails the application sends, such as password-reset links, are kept here for an Administrator to pass on.';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "14/03/2026 09:30" in the chosen date format and the browser's time zone. */
export function formatMailTime(value: string, dateFormat: DateFormat = defaultDateFormat): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${formatDate(date, dateFormat)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export interface OutboxCardProps {
  /** The mails, newest first; `undefined` while they load. */
  mails?: readonly OutboxMail[];
  /** Why the mails could not be loaded. */
  loadError?: string | null;
  /** Loads the mails again after a failure. */
  onRetry?: () => void;
  /** Asks for the mails again (a reset mail may have been sent since the page opened). */
  onRefresh?: () => void;
  /** A load or refresh is under way. */
  refreshing?: boolean;
  /** The date format of the settings. */
  dateFormat?: DateFormat;
}

/** Settings, Administrators only: the latest mails, so password-reset links can be passed on. */
export function OutboxCard({
  mails,
  loadError,
  onRetry,
  onRefresh,
  refreshing = false,
  dateFormat = defaultDateFormat,
}: OutboxCardProps) {
  const shown = mails?.slice(0, OUTBOX_SHOWN) ?? [];
  let body: ReactNode;
  if (loadError) {
    body = (
      <ErrorState
        title="Could not load the mail outbox"
        message={loadError}
        onRetry={onRetry}
        retrying={refreshing}
      />
    );
  } else if (!mails) {
    body = (
      <MailList aria-busy="true">
        <VisuallyHidden role="status">Loading mails…</VisuallyHidden>
        {[1, 2].map((key) => (
          <SkeletonMail key={key}>
            <Skeleton width="45%" />
            <Skeleton width="30%" />
            <Skeleton shape="block" height="4rem" />
          </SkeletonMail>
        ))}
      </MailList>
    );
  } else if (mails.length === 0) {
    body = (
      <EmptyState
        title="No mail has been sent yet."
        description="Password-reset mails appear here as soon as someone asks for one."
      />
    );
  } else {
    body = (
      <>
        <MailList>
          {shown.map((mail) => (
            <Mail
              key={mail.id}
              aria-labelledby={`mail-${mail.id}-subject mail-${mail.id}-recipient`}
            >
              <MailHeader>
                <MailSubject id={`mail-${mail.id}-subject`}>{mail.subject}</MailSubject>
                <MailMeta>
                  <span id={`mail-${mail.id}-recipient`}>To: {mail.recipient}</span>
                  <time dateTime={mail.createdAt}>
                    {formatMailTime(mail.createdAt, dateFormat)}
                  </time>
                </MailMeta>
              </MailHeader>
              <MailBody>{mail.body}</MailBody>
            </Mail>
          ))}
        </MailList>
        {mails.length > shown.length ? (
          <More>
            Showing the latest {shown.length} of {mails.length} mails.
          </More>
        ) : null}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby="mail-outbox-title">
      <CardHeader
        title="Mail Outbox"
        titleId="mail-outbox-title"
        headingLevel={2}
        description={OUTBOX_DESCRIPTION}
        actions={
          onRefresh && !loadError ? (
            <Button variant="outline" size="sm" loading={refreshing} onClick={onRefresh}>
              Refresh
            </Button>
          ) : null
        }
      />
      <CardContent>{body}</CardContent>
    </Card>
  );
}
