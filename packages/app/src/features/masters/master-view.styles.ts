import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

/** A master screen: header, then the table, full width. */
export const MasterSection = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;
`;

export const ReadOnlyNote = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;

/** The fields of a master's dialog, one under another. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two fields side by side, one under another on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Three fields side by side (City, State, PIN code), one under another on phones. */
export const ThreeColumns = styled(TwoColumns)`
  grid-template-columns: repeat(3, minmax(0, 1fr));

  /* Repeated: this rule comes after TwoColumns' own phone rule and would otherwise win. */
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
