export {
  type AlertSeverity,
  type AlertType,
  alertSeverities,
  alertTypes,
} from './alert-item.styles.ts';
export {
  AlertItem,
  type AlertItemProps,
  alertSeverityTexts,
  alertTypeLabels,
} from './alert-item.tsx';
