import styled from 'styled-components';
import { type FieldSize, fieldControlStyles } from '../input/field.styles.ts';
import { vars } from '../theme/vars.ts';

export const StyledDateInput = styled.input<{ $size: FieldSize }>`
  ${({ $size }) => fieldControlStyles($size)}
  height: var(--field-height);
  font-variant-numeric: tabular-nums;
  /* color-scheme is inherited from the theme scope, which colours the native picker icon. */
  color-scheme: inherit;

  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    border-radius: ${vars.radius.sm};
  }
  &:disabled::-webkit-calendar-picker-indicator { cursor: not-allowed; }
`;
