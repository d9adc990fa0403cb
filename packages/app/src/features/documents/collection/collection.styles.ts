import { Select, vars } from '@pfm/ui';
import styled from 'styled-components';

/**
 * The Sale Reference select, whose choice reads "SL003 · 11/03/2026 · ₹3,44,400.00 outstanding":
 * the text wraps onto a second line (at 360 px) rather than being cut with an ellipsis.
 */
export const SaleSelect = styled(Select)`
  && {
    height: auto;
    min-height: var(--field-height);
    padding-block: ${vars.space[1.5]};
  }
  && > span:first-child {
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: ${vars.font.lineHeight.tight};
  }
`;
