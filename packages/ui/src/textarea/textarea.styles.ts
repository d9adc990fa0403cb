import styled from 'styled-components';
import { type FieldSize, fieldControlStyles } from '../input/field.styles.ts';
import { vars } from '../theme/vars.ts';

export const StyledTextarea = styled.textarea<{ $size: FieldSize }>`
  ${({ $size }) => fieldControlStyles($size)}
  min-height: var(--field-height);
  padding-block: ${vars.space[2]};
  line-height: ${vars.font.lineHeight.normal};
  resize: vertical;
`;
