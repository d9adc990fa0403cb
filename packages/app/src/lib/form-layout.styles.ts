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

/** A screen: its sections one under another, at most 64rem wide. */
export const Page = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 64rem;
  min-width: 0;

  ${media.mobile} { gap: ${vars.space[4]}; }
`;

/** Cards and their buttons, one under another. */
export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  ${media.mobile} { gap: ${vars.space[4]}; }
`;

/** Two columns of fields from tablet width; one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
