import styled from 'styled-components';
import { media } from '../theme/tokens.ts';
import { vars } from '../theme/vars.ts';

export const stepStates = ['upcoming', 'current', 'complete'] as const;
export type StepState = (typeof stepStates)[number];

export const StepList = styled.ol`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
`;

export const StepMarker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border: 2px solid transparent;
  border-radius: ${vars.radius.full};
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;

  svg { width: 1rem; height: 1rem; stroke-width: 3; }
`;

export const StepLabel = styled.span`
  min-width: 0;
  /* Centres a one-line label on the marker; longer labels wrap below. */
  padding-top: calc((2rem - ${vars.font.lineHeight.tight} * 1em) / 2);
  line-height: ${vars.font.lineHeight.tight};
`;

export const StepItem = styled.li`
  position: relative;
  display: flex;
  /* Labels keep their natural width while there is room; the connectors take what is left. */
  flex: 1 1 auto;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;

  /* The connector to the next step. */
  &:not(:last-child)::after {
    content: '';
    flex: 1 1 ${vars.space[4]};
    min-width: ${vars.space[4]};
    height: 2px;
    margin-top: calc(1rem - 1px);
    border-radius: ${vars.radius.full};
    background: ${vars.color.border};
  }

  &:last-child { flex: 0 1 auto; }

  &[data-state='upcoming'] {
    color: ${vars.color.mutedForeground};
    ${StepMarker} {
      background: ${vars.color.muted};
      color: ${vars.color.mutedForeground};
      border-color: ${vars.color.border};
    }
  }

  &[data-state='current'] {
    color: ${vars.color.foreground};
    ${StepLabel} { font-weight: ${vars.font.weight.semibold}; }
    ${StepMarker} {
      background: ${vars.color.background};
      color: ${vars.color.foreground};
      border-color: ${vars.color.primary};
    }
  }

  &[data-state='complete'] {
    color: ${vars.color.foreground};
    ${StepMarker} {
      background: ${vars.color.primary};
      color: ${vars.color.primaryForeground};
      border-color: ${vars.color.primary};
    }
    &::after { background: ${vars.color.primary}; }
  }

  /* Phones: markers only, plus the current step's label. The other labels stay readable by screen readers. */
  ${media.mobile} {
    flex: 0 0 auto;
    &:not(:last-child)::after { flex: 1 1 ${vars.space[3]}; min-width: ${vars.space[3]}; }
    &[data-state='current'] { flex: 1 1 auto; }
    &:not([data-state='current']) ${StepLabel} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
