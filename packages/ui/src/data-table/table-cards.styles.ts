import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

/** The cards' region: their name, the cards one under another, the totals. */
export const CardsRegion = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;

  /* A caption shown above cards stands alone, not as a table's top row. */
  & > [data-cards-caption] {
    padding: 0;
    border: 0;
  }
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row as a card: heading and figure, details, then status and actions. */
export const RowCard = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The card's heading: the code, then the title columns (a name) under it. */
export const CardHeading = styled.h3`
  display: grid;
  gap: ${vars.space[0.5]};
  min-width: 0;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

export const CardCode = styled.span`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
`;

/** The main figure at the top end, its column's name small above it. */
export const CardFigure = styled.dl`
  display: grid;
  justify-items: end;
  gap: ${vars.space[0.5]};
  margin: 0;
  text-align: end;

  dt {
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.xs};
  }
  dd {
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** The details: two columns of name over value. */
export const CardDetails = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]} ${vars.space[3]};
  margin: 0;

  dt {
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.xs};
  }
  dd { margin: 0; }
`;

/** Status badges at the start, the row's buttons at the end. */
export const CardFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  /* The buttons reach into the padding like in a row, so a card does not grow for them. */
  margin-block: calc(-1 * ${vars.space[1]});
`;

export const CardStatuses = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;

  dd { margin: 0; }
`;

/** Keeps the buttons at the end when there is no status before them. */
export const CardActions = styled.div`
  margin-inline-start: auto;
`;

/** The totals under the cards, quieter than a card. */
export const CardTotals = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;

/** Error, empty and no-match messages in a card's frame. */
export const CardsState = styled.div`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
  color: ${vars.color.cardForeground};
`;

/** A card standing in while the rows load. */
export const SkeletonCard = styled.li`
  display: grid;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.card};
`;

/** Sort by on phones, where there are no headers to press: its label beside it. */
export const CardSortField = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  font-size: ${vars.fontSize.sm};

  & > label { white-space: nowrap; }
  & > button { min-width: 0; }
`;
