import * as PopoverPrimitive from '@radix-ui/react-popover';
import { LoaderCircle } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { listOption, listSurface } from '../input/field.styles.ts';
import { vars } from '../theme/vars.ts';

export const ComboboxContent = styled(PopoverPrimitive.Content)`
  --list-anchor-width: var(--radix-popover-trigger-width);
  --list-available-height: var(--radix-popover-content-available-height);
  --list-available-width: var(--radix-popover-content-available-width);
  ${listSurface}
  display: flex;
  flex-direction: column;
  overflow: hidden;
  padding: 0;
  width: var(--radix-popover-trigger-width);
`;

export const ComboboxListbox = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space[1]};

  &:empty { display: none; }
`;

export const ComboboxOptionItem = styled.div`
  ${listOption}
`;

export const OptionText = styled.span`
  display: grid;
  gap: ${vars.space[0.5]};
  min-width: 0;
`;

export const OptionDescription = styled.span`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

export const ComboboxMessage = styled.div`
  padding: ${vars.space[3]} ${vars.space[3]};
  color: ${vars.color.mutedForeground};
  text-align: center;

  &:empty { display: none; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.8s linear infinite;
`;
