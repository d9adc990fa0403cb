import * as SelectPrimitive from '@radix-ui/react-select';
import styled from 'styled-components';
import {
  type FieldSize,
  fieldControlStyles,
  listOption,
  listSurface,
} from '../input/field.styles.ts';
import { vars } from '../theme/vars.ts';

export const SelectTrigger = styled(SelectPrimitive.Trigger)<{ $size: FieldSize }>`
  ${({ $size }) => fieldControlStyles($size)}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  height: var(--field-height);
  text-align: left;
  cursor: pointer;

  > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > span:first-child { color: ${vars.color.mutedForeground}; }

  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
    color: ${vars.color.mutedForeground};
  }
`;

export const SelectContent = styled(SelectPrimitive.Content)`
  --list-anchor-width: var(--radix-select-trigger-width);
  --list-available-height: var(--radix-select-content-available-height);
  --list-available-width: var(--radix-select-content-available-width);
  ${listSurface}
  /* The viewport scrolls, not the content. */
  overflow: hidden;
  padding: 0;
`;

export const SelectViewport = styled(SelectPrimitive.Viewport)`
  padding: ${vars.space[1]};
`;

export const SelectItem = styled(SelectPrimitive.Item)`
  ${listOption}
`;
