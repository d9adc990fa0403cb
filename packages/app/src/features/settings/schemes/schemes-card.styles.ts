import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

/**
 * A cell's lines, one under another (a scheme's code and name; a charge and its range), each as
 * wide as its text (a badge is not stretched), at the start of the cell or at its `end`.
 */
export const CellLines = styled.span<{ $secondary?: boolean; $align?: 'start' | 'end' }>`
  display: grid;
  justify-items: ${({ $align = 'start' }) => $align};
  gap: ${vars.space[0.5]};
  min-width: 0;
  color: ${({ $secondary }) => ($secondary ? vars.color.mutedForeground : 'inherit')};
  font-weight: ${({ $secondary }) => ($secondary ? vars.font.weight.regular : 'inherit')};
`;

/** The code and the Default badge, side by side. */
export const SchemeCode = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-variant-numeric: tabular-nums;
`;

/** A second, quieter line: the scheme's name, the growing charge's range. */
export const SubLine = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.regular};
`;

/** An older version's value: still readable, but quieter than the version in use. */
export const Secondary = styled.span`
  color: ${vars.color.mutedForeground};
`;

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The fields of the scheme dialog, one block under another. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${vars.space[5]};
`;

/** Name and date side by side; one under the other on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

/** A group of terms (Growing charge, Costs…): a fieldset, so its legend names it to screen readers. */
export const TermsGroup = styled.fieldset`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const TermsLegend = styled.legend`
  padding: 0 ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;

/** The fields of a group: as many columns as fit, one on phones. */
export const TermsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
  gap: ${vars.space[4]};

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
