import { HeartPulse, IndianRupee, type LucideIcon, Package, Wheat } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
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

/** The dashboard's severity texts, exactly as the specification gives them. */
export const alertSeverityTexts = {
  high: 'Requires immediate attention',
  medium: 'Review soon',
  low: 'Low priority',
} as const satisfies Record<AlertSeverity, string>;

/** What each alert type is called when read out (its icon's text alternative). */
export const alertTypeLabels = {
  mortality: 'Mortality alert',
  feed: 'Feed alert',
  payment: 'Payment alert',
  stock: 'Stock alert',
} as const satisfies Record<AlertType, string>;

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
  const Icon = alertIcons[type];
  return (
    <StyledAlertItem {...rest} data-severity={severity} data-type={type}>
      <IconCircle $severity={severity} role="img" aria-label={alertTypeLabels[type]}>
        <Icon aria-hidden="true" />
      </IconCircle>
      <Body>
        <Message>{message}</Message>
        <Meta>
          <SeverityText $severity={severity}>{alertSeverityTexts[severity]}</SeverityText>
          {time ? <Time dateTime={dateTime}>{time}</Time> : null}
        </Meta>
      </Body>
    </StyledAlertItem>
  );
}
