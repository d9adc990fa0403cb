import { HeartPulse, IndianRupee, type LucideIcon, Package, Wheat } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { englishWords, useWords, type Words } from '../theme/words.tsx';
import {
  type AlertSeverity,
  type AlertType,
  Body,
  IconCircle,
  Message,
  Meta,
  SeverityText,
  StyledAlertItem,
  Time,
} from './alert-item.styles.ts';

/** The word for each severity's text. */
const severityWords = {
  high: 'alertHigh',
  medium: 'alertMedium',
  low: 'alertLow',
} as const satisfies Record<AlertSeverity, keyof Words>;

/** The word for each alert type's name. */
const typeWords = {
  mortality: 'alertMortality',
  feed: 'alertFeed',
  payment: 'alertPayment',
  stock: 'alertStock',
} as const satisfies Record<AlertType, keyof Words>;

/** The dashboard's severity texts, exactly as the specification gives them (English; shown in the words). */
export const alertSeverityTexts: Record<AlertSeverity, string> = {
  high: englishWords.alertHigh,
  medium: englishWords.alertMedium,
  low: englishWords.alertLow,
};

/** What each alert type is called when read out (its icon's text alternative), in English. */
export const alertTypeLabels: Record<AlertType, string> = {
  mortality: englishWords.alertMortality,
  feed: englishWords.alertFeed,
  payment: englishWords.alertPayment,
  stock: englishWords.alertStock,
};

const alertIcons: Record<AlertType, LucideIcon> = {
  mortality: HeartPulse,
  feed: Wheat,
  payment: IndianRupee,
  stock: Package,
};

export interface AlertItemProps extends ComponentPropsWithRef<'div'> {
  /** What the alert is about; picks the icon. */
  type: AlertType;
  /** How urgent: `high` danger, `medium` warning, `low` info; shows the matching severity text. */
  severity: AlertSeverity;
  /** What happened ("High mortality rate detected in Farm FM002"). */
  message: ReactNode;
  /** When it happened, as displayed ("2 hours ago", "15/03/2025"). */
  time?: ReactNode;
  /** Machine-readable form of `time` (ISO 8601), for the `<time>` element. */
  dateTime?: string;
}

/**
 * One entry of the dashboard's Alerts and Notifications list. Render a list of them inside
 * `<ul>`/`<li>` so screen readers announce the count.
 */
export function AlertItem({ type, severity, message, time, dateTime, ...rest }: AlertItemProps) {
  const words = useWords();
  const Icon = alertIcons[type];
  return (
    <StyledAlertItem {...rest} data-severity={severity} data-type={type}>
      <IconCircle $severity={severity} role="img" aria-label={words[typeWords[type]]}>
        <Icon aria-hidden="true" />
      </IconCircle>
      <Body>
        <Message>{message}</Message>
        <Meta>
          <SeverityText $severity={severity}>{words[severityWords[severity]]}</SeverityText>
          {time ? <Time dateTime={dateTime}>{time}</Time> : null}
        </Meta>
      </Body>
    </StyledAlertItem>
  );
}
