import { batchHealths, batchHealthText } from '@pfm/shared';
import { statusBadges } from '@pfm/ui';
import { describe, expect, it } from 'vitest';
import { batchBadge } from './batch-status.ts';

describe('the status badge of a batch', () => {
  // The exports write the shared words; the screens show the design system's badge labels.
  it('says what the shared contract says, for every state', () => {
    expect(batchHealths.map((health) => statusBadges[batchBadge[health]].label)).toEqual(
      batchHealths.map((health) => batchHealthText[health]),
    );
  });
});
