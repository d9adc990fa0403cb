import { describe, expect, it } from 'vitest';
import { settlementNet } from './settlement.ts';

describe('settlementNet', () => {
  it('words a negative net as recoverable from the farmer (Dr), with no minus sign', () => {
    expect(settlementNet(-1_309_576)).toEqual({
      side: 'recoverable',
      amountPaise: 1_309_576,
      words: 'recoverable from the farmer (Dr)',
      label: 'Recoverable from the farmer (Dr)',
      text: '₹13,095.76 recoverable from the farmer (Dr)',
    });
  });

  it('words a positive net as payable to the farmer (Cr), and zero as nil', () => {
    expect(settlementNet(5_879_500)).toMatchObject({
      side: 'payable',
      label: 'Net payable to the farmer (Cr)',
      text: '₹58,795.00 payable to the farmer (Cr)',
    });
    expect(settlementNet(0)).toMatchObject({ side: 'nil', amountPaise: 0, text: 'nil' });
  });

  it('takes the Settings’ currency symbol and names the farmers of a total', () => {
    expect(settlementNet(-250, { symbol: 'Rs ', party: 'the farmers' }).text).toBe(
      'Rs 2.50 recoverable from the farmers (Dr)',
    );
  });
});
