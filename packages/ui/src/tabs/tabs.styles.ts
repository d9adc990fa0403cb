import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const tabsVariants = ['underline', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

const listStyles: Record<TabsVariant, ReturnType<typeof css>> = {
  // The baseline is an inset shadow, not a border, so the active tab's underline can sit on it
  // without overflowing the scroll container.
  underline: css`
    gap: ${vars.space[1]};
    box-shadow: inset 0 -1px 0 ${vars.color.border};
  `,
  pill: css`
    gap: ${vars.space[1]};
    padding: ${vars.space[1]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.muted};
  `,
};

const triggerStyles: Record<TabsVariant, ReturnType<typeof css>> = {
  underline: css`
    height: 2.5rem;
    padding: 0 ${vars.space[3]};
    &[data-state='active'] {
      color: ${vars.color.foreground};
      box-shadow: inset 0 -2px 0 ${vars.color.primary};
    }
    &:hover:not([data-disabled]):not([data-state='active']) { color: ${vars.color.foreground}; }
    &:focus-visible { outline-offset: -2px; border-radius: ${vars.radius.sm}; }
  `,
  pill: css`
    height: 2rem;
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.md};
    &[data-state='active'] {
      color: ${vars.color.foreground};
      background: ${vars.color.background};
      box-shadow: ${vars.shadow.sm};
    }
    &:hover:not([data-disabled]):not([data-state='active']) { color: ${vars.color.foreground}; }
  `,
};

export const StyledTabsList = styled(TabsPrimitive.List)<{ $variant: TabsVariant }>`
  display: flex;
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;

  ${({ $variant }) => listStyles[$variant]}
`;

export const StyledTabsTrigger = styled(TabsPrimitive.Trigger)<{ $variant: TabsVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  flex-shrink: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${({ $variant }) => triggerStyles[$variant]}

  &:focus-visible { outline: 2px solid ${vars.color.ring}; }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  svg { width: 1rem; height: 1rem; flex-shrink: 0; }
`;

export const StyledTabsContent = styled(TabsPrimitive.Content)`
  padding-top: ${vars.space[4]};

  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
