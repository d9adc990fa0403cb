import { media, vars } from '@pfm/ui';
import styled from 'styled-components';

/** The Cancel / Save row under a form: right-aligned, stacked full width on phones (main action on top). */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};

  ${media.mobile} {
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

/** A message about the whole form (not one field), e.g. a failed save. */
export const FormAlert = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSoft};
  color: ${vars.color.dangerSoftForeground};
  font-size: ${vars.fontSize.sm};
`;
