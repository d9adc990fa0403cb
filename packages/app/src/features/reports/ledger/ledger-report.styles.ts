import { TabsContent, vars } from '@pfm/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A row's particular: its text (with the document's link), after a Cancelled/Reversal badge. */
export const Particular = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1.5]};

  /* A cancelled document's entry and its reversal are read past: muted, and the badge says why. */
  &[data-state='cancelled'],
  &[data-state='reversal'] {
    color: ${vars.color.mutedForeground};
  }
`;

/** The opening, brought-forward and closing lines of a statement. */
export const BalanceLine = styled.span`
  font-weight: ${vars.font.weight.semibold};
`;

/** The document code in a particular, opening that document's sheet. */
export const DocumentLink = styled(Link)`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};

  &:hover { text-decoration-thickness: 2px; }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;

/** The panel of a tab: the party and period, the statement, its pages. */
export const StatementPanel = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/**
 * A tab's panel, a grid item of the report's body: without `min-width: 0` the statement's table
 * would widen it (and the page) instead of scrolling inside its box on a phone.
 */
export const StatementTab = styled(TabsContent)`
  min-width: 0;
`;

/**
 * Holds the tab row. Its width comes from the page, never from the tabs: the row is a grid item
 * of the report, and three tabs side by side would otherwise widen the page on a phone instead of
 * scrolling sideways in their list.
 */
export const TabsBar = styled.div`
  contain: inline-size;
`;

/** A date in the table, on one line in every date format ("03-Mar-2026"). */
export const DateText = styled.span`
  white-space: nowrap;
`;
