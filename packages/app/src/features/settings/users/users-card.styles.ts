import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

export const NameCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const DialogFields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

/** Two fields side by side; one under the other on phones. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
