import styled from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

/**
 * Filters in columns of at least 11rem that fill the line and wrap onto more lines as the screen
 * narrows, so the fields of every line stay aligned. On phones, one under another.
 */
export const StyledFilterBar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  /* Top, not bottom: an error under one field must not push the other fields down. */
  align-items: start;
  gap: ${vars.space[3]};
  min-width: 0;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One filter; a wide one (search, a date range) takes two columns where there are two. */
export const StyledFilterBarItem = styled.div`
  min-width: 0;

  &[data-wide] { grid-column: span 2; }

  ${media.mobile} {
    &[data-wide] { grid-column: auto; }
  }
`;

/**
 * Clear filters at the bottom of its line: level with the fields beside it, and with no gap above
 * it when it wraps onto a line of its own.
 */
export const ClearSlot = styled.div`
  align-self: end;
`;

/** From and To stay together, side by side, down to the narrowest phone. */
export const DateRangeGroup = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  min-width: 0;
`;
