import { media, vars } from '@pfm/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A document screen (or the list section under a wizard): header, filters, table. */
export const DocumentSection = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.mobile} { gap: ${vars.space[4]}; }
`;

/** The filters, then the table. */
export const ListBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** The heading of a list under another part of its screen, and its Export beside it (below on phones). */
export const SectionHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
`;

/** The heading of a list that sits under another part of its screen (the issues under the wizard). */
export const SectionHeader = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  flex: 1 1 16rem;
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const SectionSubtitle = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;

/** A muted second line in a cell (a farm's farmer). */
export const CellNote = styled.span`
  display: block;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

/** Figures in a column: tabular, never wrapped. */
export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The fields of a record dialog, one under another. */
export const RecordFieldStack = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two fields side by side, one under another on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  align-items: start;

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

/** A value the form works out (the amount): label above, the figure in a quiet box. */
export const Computed = styled.div`
  display: grid;
  gap: ${vars.space[1.5]};
  min-width: 0;
  align-content: start;
`;

export const ComputedLabel = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

export const ComputedValue = styled.output`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-height: 2.5rem;
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.muted};
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.font.weight.semibold};

  &[data-empty] {
    color: ${vars.color.mutedForeground};
    font-weight: ${vars.font.weight.regular};
  }
`;

export const ComputedHint = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

/** The detail sheet's content: facts, history, postings. */
export const SheetBody = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  padding: 0 ${vars.space[4]} ${vars.space[6]};
  min-width: 0;
`;

export const SheetSection = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const SheetHeading = styled.h3`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;

/** A link from the sheet to where its subject is read in full, in the primary colour, underlined. */
export const RelatedLink = styled(Link)`
  justify-self: start;
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.sm};
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

/** The sheet's buttons (Receive, Cancel Purchase) and, for Staff, why there is no Cancel. */
export const SheetActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Note = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;

/** A cancelled document's notice at the top of its sheet. */
export const CancelledNotice = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.dangerSoftForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;
