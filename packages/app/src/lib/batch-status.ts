import type { BatchHealth } from '@pfm/shared';
import type { BadgeStatus } from '@pfm/ui';

/**
 * The status badge of where a batch stands (its figures' `health`): On Track, Needs Attention, or
 * the state of a batch that has ended. The dashboard and the Growth Report show it alike.
 */
export const batchBadge: Record<BatchHealth, BadgeStatus> = {
  'on-track': 'on-track',
  'needs-attention': 'batch-warning',
  'sold-out': 'sold-out',
  settled: 'settled',
  cancelled: 'cancelled',
};
