import { media, TabsContent, TabsList, vars } from '@pfm/ui';
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
 * of the report, and three tabs side by side would otherwise widen the page on a phone.
 */
export const TabsBar = styled.div`
  contain: inline-size;
`;

/**
 * The three accounts' tabs. On a phone the three share the row in equal thirds, each with its icon
 * over its name on two lines, so all three are seen and none scrolls out of view.
 */
export const AccountTabs = styled(TabsList)`
  ${media.mobile} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    width: 100%;
    overflow: visible;

    & > [role='tab'] {
      flex-direction: column;
      gap: ${vars.space[1]};
      height: auto;
      min-height: 3.5rem;
      padding: ${vars.space[2]} ${vars.space[1]};
      white-space: normal;
      text-align: center;
      line-height: ${vars.font.lineHeight.tight};
    }
  }
`;

/** The statement's four figures over its rows; four in a row, two by two where it is narrow. */
export const SummaryStrip = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/** A figure of the strip: its amount, larger than the table's. */
export const SummaryValue = styled.span`
  display: flex;
  align-items: center;
  min-height: 1.75rem;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;

  /* A crore balance in a phone's half width: its Dr or Cr goes under it rather than out of the box. */
  & > * { white-space: normal; }
`;

/** The day an opening or closing balance is on. */
export const SummaryHint = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

export const SummaryFigure = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};

  & > dt {
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.font.weight.medium};
  }

  & > dd {
    display: grid;
    gap: ${vars.space[0.5]};
    margin: 0;
    min-width: 0;
  }

  /* What the party owes (or is owed) now: the figure the strip is read for. */
  &[data-figure='closing'] {
    border-color: ${vars.color.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.primary};
  }
`;

export const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin: 0;

  @container (max-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[2]};

    ${SummaryFigure} { padding: ${vars.space[3]}; }
    ${SummaryValue} { font-size: ${vars.fontSize.md}; }
  }
`;

/** A date in the table, on one line in every date format ("03-Mar-2026"). */
export const DateText = styled.span`
  white-space: nowrap;
`;
