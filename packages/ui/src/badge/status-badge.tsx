import type { BadgeTone } from './badge.styles.ts';
import { Badge, type BadgeProps } from './badge.tsx';

/**
 * Every status of the product with its badge tone and label. Keys are unique across the product, so
 * the two meanings of "warning" in the specification are two keys:
 * - `batch-warning` — a batch's `warning` status on the dashboard, shown as "Needs Attention";
 * - `performance-warning` — a weekly growth update's `warning` performance, shown as "Warning".
 *
 * | Where it appears (specification)     | Keys                                              |
 * |--------------------------------------|---------------------------------------------------|
 * | Godown, item, farmer, farm, bank     | `active`, `inactive`                              |
 * | Batch (dashboard)                    | `on-track`, `batch-warning`, `sold-out`           |
 * | Stock transfer                       | `completed`, `pending`, `cancelled`               |
 * | Purchase, issue (posted documents)   | `posted`, `cancelled`                             |
 * | Weekly growth update performance     | `excellent`, `good`, `performance-warning`        |
 * | Payment voucher / collection         | `paid`, `received`, `pending`                     |
 * | Inventory                            | `sufficient`, `low-stock`                         |
 * | Documents and settlements            | `draft`, `open`, `settled`, `cancelled`           |
 */
export const statusBadges = {
  active: { tone: 'success', label: 'Active' },
  inactive: { tone: 'neutral', label: 'Inactive' },
  'on-track': { tone: 'success', label: 'On Track' },
  'batch-warning': { tone: 'warning', label: 'Needs Attention' },
  'sold-out': { tone: 'neutral', label: 'Sold Out' },
  completed: { tone: 'success', label: 'Completed' },
  pending: { tone: 'warning', label: 'Pending' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
  posted: { tone: 'success', label: 'Posted' },
  excellent: { tone: 'success', label: 'Excellent' },
  good: { tone: 'info', label: 'Good' },
  'performance-warning': { tone: 'warning', label: 'Warning' },
  paid: { tone: 'success', label: 'Paid' },
  received: { tone: 'success', label: 'Received' },
  sufficient: { tone: 'success', label: 'Sufficient' },
  'low-stock': { tone: 'danger', label: 'Low Stock' },
  draft: { tone: 'neutral', label: 'Draft' },
  open: { tone: 'info', label: 'Open' },
  settled: { tone: 'success', label: 'Settled' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

export type BadgeStatus = keyof typeof statusBadges;

/** Every key of `statusBadges`, in the order above (for controls and story matrices). */
export const badgeStatuses = Object.keys(statusBadges) as BadgeStatus[];

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /**
   * The status to show; its tone and label come from `statusBadges`. A batch whose data says
   * `warning` is `batch-warning`; a weekly update whose performance says `warning` is
   * `performance-warning`.
   */
  status: BadgeStatus;
}

/** A Badge for a status, with the product's one label and tone for it. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const { tone, label } = statusBadges[status];
  return (
    <Badge {...rest} tone={tone} data-status={status}>
      {label}
    </Badge>
  );
}
