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

/** A bar whose filters hide behind a button on phones: the button, then the fields under it. */
export const CollapsibleFilterBar = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  ${media.mobile} {
    & > ${StyledFilterBar}:not([data-open]) { display: none; }
  }
`;

/** The phone's Filters button; wider screens show the fields themselves. */
export const FiltersToggleSlot = styled.div`
  ${media.tablet} { display: none; }
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
  gap: ${vars.space[2]} ${vars.space[3]};
  min-width: 0;
`;

/** The period shortcuts under a date range: small chips that wrap on a phone. */
export const PeriodPresets = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

export const PeriodButton = styled.button`
  height: 1.75rem;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.full};
  background: transparent;
  color: ${vars.color.foreground};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  cursor: pointer;

  &:hover { background: ${vars.color.accent}; }
  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 1px; }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  }
`;
