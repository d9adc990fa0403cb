import { describe, expect, it } from 'vitest';
import { gramTicks } from '../../src/files/pdf-chart.ts';

describe('the PDF growth chart’s axis', () => {
  it('reads the grams the screen’s chart reads: from 0 to a round figure above the heaviest', () => {
    expect(gramTicks(180)).toEqual({ grams: [0, 50, 100, 150, 200], high: 200 });
    expect(gramTicks(2630)).toEqual({
      grams: [0, 500, 1000, 1500, 2000, 2500, 3000],
      high: 3000,
    });
    expect(gramTicks(3278)).toEqual({
      grams: [0, 500, 1000, 1500, 2000, 2500, 3000, 3500],
      high: 3500,
    });
  });

  it('ends on the heaviest weight when it is already round', () => {
    expect(gramTicks(2000)).toEqual({ grams: [0, 500, 1000, 1500, 2000], high: 2000 });
  });
});
