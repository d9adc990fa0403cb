import styled from 'styled-components';
import {
  Action,
  Description,
  IconCircle as StateIconCircle,
  StyledEmptyState,
  Title,
} from '../empty-state/empty-state.styles.ts';
import { vars } from '../theme/vars.ts';

// An error is laid out like an empty state; only the icon's tone and the message width differ.
export const StyledErrorState = StyledEmptyState;
export const Actions = Action;
export { Title };

export const IconCircle = styled(StateIconCircle)`
  background: ${vars.color.dangerSoft};
  color: ${vars.color.dangerSoftForeground};
`;

export const Message = styled(Description)`
  max-width: 32rem;
`;
