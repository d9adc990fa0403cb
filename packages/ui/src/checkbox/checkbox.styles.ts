import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { Label } from '../label/label.tsx';
import { vars } from '../theme/vars.ts';

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const CheckboxBox = styled(CheckboxPrimitive.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1rem;
  height: 1rem;
  /* Centre the box on the first line of a label beside it. */
  margin-top: 0.0625rem;
  padding: 0;
  /* mutedForeground, not the input role: the outline is the only sign of the box (3:1 non-text contrast). */
  border: 1px solid ${vars.color.mutedForeground};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};
  color: ${vars.color.primaryForeground};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  &[aria-invalid='true'] { border-color: ${vars.color.destructive}; }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const CheckboxIndicator = styled(CheckboxPrimitive.Indicator)`
  display: inline-flex;
  svg { width: 0.75rem; height: 0.75rem; stroke-width: 3; }
  /* Both marks are rendered; the state picks one, controlled or not. */
  svg:last-child { display: none; }
  &[data-state='indeterminate'] svg:first-child { display: none; }
  &[data-state='indeterminate'] svg:last-child { display: block; }
`;

export const CheckboxLabel = styled(Label)`
  font-weight: ${vars.font.weight.regular};
  line-height: ${vars.font.lineHeight.tight};
  cursor: pointer;
`;
