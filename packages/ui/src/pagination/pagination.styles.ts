import styled from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const PaginationRoot = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[6]};
  font-size: ${vars.fontSize.sm};

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const PaginationInfo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[6]};

  ${media.mobile} {
    justify-content: space-between;
    column-gap: ${vars.space[3]};
  }
`;

export const Summary = styled.p`
  color: ${vars.color.mutedForeground};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PageSizeField = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.mutedForeground};
  white-space: nowrap;
`;

export const PageSizeSelect = styled.select`
  height: 2rem;
  padding: 0 ${vars.space[2]};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};

  ${media.mobile} {
    justify-content: space-between;
  }
`;

export const PageList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  button {
    min-width: 2rem;
    padding: 0 ${vars.space[2]};
    font-variant-numeric: tabular-nums;
  }

  button[aria-current='page'] {
    font-weight: ${vars.font.weight.semibold};
  }

  ${media.mobile} {
    display: none;
  }
`;

export const Ellipsis = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  color: ${vars.color.mutedForeground};

  svg { width: 1rem; height: 1rem; }
`;

/** "Page 3 of 25": replaces the page buttons on phones. */
export const CompactStatus = styled.p`
  display: none;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${media.mobile} {
    display: block;
  }
`;
