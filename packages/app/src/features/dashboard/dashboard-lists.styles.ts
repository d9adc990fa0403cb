import { vars } from '@pfm/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Rows with a rule between them. */
export const BatchList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li { border-top: 1px solid ${vars.color.border}; }
`;

export const BatchRow = styled.li`
  display: grid;
  gap: ${vars.space[0.5]};
  min-width: 0;
  padding-block: ${vars.space[3]};

  &:first-child { padding-top: 0; }
  &:last-child { padding-bottom: 0; }
`;

/** The batch code on the left, its health badge on the right. */
export const BatchHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
`;

export const FarmLine = styled.p`
  color: ${vars.color.mutedForeground};
  overflow-wrap: anywhere;
`;

/** Age and days remaining, on one line where they fit. */
export const BatchFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[3]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

/** A link in running text: the primary colour, underlined (also in dark mode). */
export const TextLink = styled(Link)`
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${vars.radius.sm};

  &:hover { text-decoration-thickness: 2px; }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;

/** The batch code, linking to its Growth Report. */
export const BatchLink = styled(TextLink)`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
`;

/** The link under an alert's message, to where it is dealt with. */
export const AlertAction = styled(TextLink)`
  display: block;
  width: fit-content;
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
`;

export const AlertList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
