import styled from 'styled-components';
import { Input } from '../input/input.tsx';
import { vars } from '../theme/vars.ts';

export const NumberField = styled(Input)`
  input {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* Keep the number close to its unit. */
  input:not(:last-child) { padding-right: ${vars.space[1.5]}; }
`;

export const NumberAffix = styled.span`
  font-variant-numeric: tabular-nums;
`;
