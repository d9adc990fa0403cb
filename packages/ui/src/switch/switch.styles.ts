import * as SwitchPrimitive from '@radix-ui/react-switch';
import styled from 'styled-components';
import { Label } from '../label/label.tsx';
import { vars } from '../theme/vars.ts';

export const SwitchRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

export const SwitchText = styled.div`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const SwitchLabel = styled(Label)`
  cursor: pointer;
`;

export const SwitchDescription = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledSwitch = styled(SwitchPrimitive.Root)`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 1.25rem;
  padding: 0.125rem;
  border: 0;
  border-radius: ${vars.radius.full};
  /* mutedForeground keeps the off track visible against the page (3:1 non-text contrast). */
  background: ${vars.color.mutedForeground};
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
  &[data-state='checked'] { background: ${vars.color.primary}; }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const SwitchThumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 1rem;
  height: 1rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-state='checked'] { transform: translateX(1rem); }
`;
