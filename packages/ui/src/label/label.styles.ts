import * as LabelPrimitive from '@radix-ui/react-label';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const StyledLabel = styled(LabelPrimitive.Root)`
  display: inline-block;
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};

  &[data-disabled] {
    color: ${vars.color.mutedForeground};
    cursor: not-allowed;
  }
`;

export const RequiredMark = styled.span`
  margin-left: ${vars.space[0.5]};
  color: ${vars.color.destructiveText};
`;
