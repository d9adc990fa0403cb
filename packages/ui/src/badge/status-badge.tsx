import { englishWords, useWords, type Words } from '../theme/words.tsx';
import type { BadgeTone } from './badge.styles.ts';
import { Badge, type BadgeProps } from './badge.tsx';

/** The words a status badge can say (`statusActive`, `statusOnTrack`…). */
type StatusWord = Extract<keyof Words, `status${string}`>;

/** A status's tone, the word it says, and that word in English. */
const badgeOf = <const Tone extends BadgeTone>(tone: Tone, word: StatusWord) => ({
  tone,
  word,
  label: englishWords[word],
});

/**
 * Every status of the product with its badge tone and label (`label` is the English; a StatusBadge
 * says its `word` in the reader's language). Keys are unique across the product, so
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
  active: badgeOf('success', 'statusActive'),
  inactive: badgeOf('neutral', 'statusInactive'),
  'on-track': badgeOf('success', 'statusOnTrack'),
  'batch-warning': badgeOf('warning', 'statusNeedsAttention'),
  'sold-out': badgeOf('neutral', 'statusSoldOut'),
  completed: badgeOf('success', 'statusCompleted'),
  pending: badgeOf('warning', 'statusPending'),
  cancelled: badgeOf('danger', 'statusCancelled'),
  posted: badgeOf('success', 'statusPosted'),
  excellent: badgeOf('success', 'statusExcellent'),
  good: badgeOf('info', 'statusGood'),
  'performance-warning': badgeOf('warning', 'statusWarning'),
  paid: badgeOf('success', 'statusPaid'),
  received: badgeOf('success', 'statusReceived'),
  sufficient: badgeOf('success', 'statusSufficient'),
  'low-stock': badgeOf('danger', 'statusLowStock'),
  draft: badgeOf('neutral', 'statusDraft'),
  open: badgeOf('info', 'statusOpen'),
  settled: badgeOf('success', 'statusSettled'),
};

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

/** A Badge for a status, with the product's one label (in the reader's words) and tone for it. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const words = useWords();
  const { tone, word } = statusBadges[status];
  return (
    <Badge {...rest} tone={tone} data-status={status}>
      {words[word]}
    </Badge>
  );
}
