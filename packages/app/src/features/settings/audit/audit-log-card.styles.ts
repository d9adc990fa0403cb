import { vars } from '@pfm/ui';
import styled from 'styled-components';

/** The filters above the table, then the table. */
export const CardBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** Search, Action, From and To side by side, wrapping onto more lines as the card narrows. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  /* Top, not bottom: a date's error message under its field must not push the other fields down. */
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

/** Clear filters, level with the fields: as far down as a field's label and the gap under it. */
export const ClearFilters = styled.div`
  padding-top: calc(${vars.fontSize.sm} * ${vars.font.lineHeight.tight} + ${vars.space[1.5]});
`;

export const SearchFilter = styled.div`
  flex: 2 1 14rem;
  min-width: 0;
`;

export const ActionFilter = styled.div`
  flex: 1 1 11rem;
  min-width: 0;
`;

/** From and To stay together, side by side, down to the narrowest phone. */
export const DateFilters = styled.div`
  flex: 2 1 18rem;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const WhenText = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const ActorText = styled.span`
  overflow-wrap: anywhere;
`;

export const SummaryText = styled.span`
  overflow-wrap: anywhere;
`;

/** The detail view's content: facts about the entry, then what it recorded. */
export const DetailBody = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  padding: 0 ${vars.space[4]} ${vars.space[6]};
`;

export const DetailSection = styled.section`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const DetailHeading = styled.h3`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.foreground};
`;

/** Label and value in two columns; the values wrap rather than widen the sheet. */
export const FieldList = styled.dl`
  display: grid;
  /* One label width for both lists of the detail view, so their values line up. */
  grid-template-columns: minmax(6rem, 9rem) minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};

  dt { color: ${vars.color.mutedForeground}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;

/** One changed field: its name, then the value before and after. */
export const ChangeList = styled.dl`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const Change = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  min-width: 0;

  dt { font-weight: ${vars.font.weight.medium}; }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[1]} ${vars.space[2]};
    margin: 0;
    min-width: 0;
  }
`;

export const Before = styled.span`
  color: ${vars.color.mutedForeground};
  text-decoration: line-through;
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const After = styled.span`
  font-weight: ${vars.font.weight.medium};
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const Arrow = styled.span`
  color: ${vars.color.mutedForeground};
`;

export const NoDetails = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;
