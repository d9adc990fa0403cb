import * as PopoverPrimitive from '@radix-ui/react-popover';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

export const CalendarPopover = styled(PopoverPrimitive.Content)`
  z-index: ${vars.zIndex.popover};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.popover};
  color: ${vars.color.popoverForeground};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.fontSize.sm};
`;

/** Today / Yesterday above the month grid. */
export const Shortcuts = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[2]};
`;

export const ShortcutButton = styled.button`
  flex: 1;
  height: 2rem;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font: inherit;
  font-weight: ${vars.font.weight.medium};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${vars.color.accent}; }
  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 1px; }
  &:disabled { color: ${vars.color.mutedForeground}; cursor: not-allowed; }
`;

/** react-day-picker's month grid drawn with the design system's tokens (its own CSS is not loaded). */
export const CalendarGrid = styled.div`
  min-height: 18rem;

  .rdp-months { position: relative; }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 2rem;
    padding-left: ${vars.space[2]};
    font-weight: ${vars.font.weight.semibold};
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${vars.space[1]};
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.foreground};
    cursor: pointer;
  }
  .rdp-button_previous:hover,
  .rdp-button_next:hover { background: ${vars.color.accent}; }
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] { color: ${vars.color.mutedForeground}; cursor: not-allowed; background: transparent; }
  .rdp-chevron { width: 1rem; height: 1rem; fill: currentColor; }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday {
    width: 2.25rem;
    height: 2rem;
    color: ${vars.color.mutedForeground};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.font.weight.medium};
  }
  .rdp-day { width: 2.25rem; height: 2.25rem; padding: 1px; text-align: center; }
  .rdp-day_button {
    width: 100%;
    height: 100%;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${vars.radius.md};
    background: transparent;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) { background: ${vars.color.accent}; }
  .rdp-day_button:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 1px; }
  .rdp-today .rdp-day_button { border-color: ${vars.color.input}; font-weight: ${vars.font.weight.semibold}; }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  }
  .rdp-outside { color: ${vars.color.mutedForeground}; }
  .rdp-disabled .rdp-day_button { color: ${vars.color.mutedForeground}; cursor: not-allowed; text-decoration: line-through; }
`;
