export { type BadgeTone, badgeTones } from './badge.styles.ts';
export { Badge, type BadgeProps } from './badge.tsx';
export {
  type BadgeStatus,
  badgeStatuses,
  StatusBadge,
  type StatusBadgeProps,
  statusBadges,
} from './status-badge.tsx';
