import { media, vars } from '@pfm/ui';
import styled, { css } from 'styled-components';

/** A step's heading and its one-line purpose; the heading takes focus when the step changes. */
export const StepHeader = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

export const StepHeading = styled.h3`
  justify-self: start;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  border-radius: ${vars.radius.sm};

  &:focus { outline: none; }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }
`;

export const StepDescription = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;

/** One field per row, at most 32rem wide: the pickers of steps 1 and 2. */
export const PickerColumn = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-width: 32rem;
  min-width: 0;
`;

/** Enter Details: two columns of fields from tablet width, one on phones. */
export const DetailsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  min-width: 0;

  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

export const noticeTones = ['info', 'warning', 'danger'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const noticeToneStyles: Record<NoticeTone, ReturnType<typeof css>> = {
  info: css`background: ${vars.color.infoSoft}; color: ${vars.color.infoSoftForeground};`,
  warning: css`background: ${vars.color.warningSoft}; color: ${vars.color.warningSoftForeground};`,
  danger: css`background: ${vars.color.dangerSoft}; color: ${vars.color.dangerSoftForeground};`,
};

/** A sentence about the farm or the batch that the user should read before going on. */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
  min-width: 0;
  overflow-wrap: anywhere;

  ${({ $tone }) => noticeToneStyles[$tone]}

  svg { width: 1rem; height: 1rem; flex-shrink: 0; margin-top: 0.1875rem; }
`;

export const NoticeText = styled.div`
  display: grid;
  gap: ${vars.space[0.5]};

  strong { font-weight: ${vars.font.weight.semibold}; }
`;

/** The batch a field stands for when it is not a choice (chicks open a new batch). */
export const BatchSlot = styled.div`
  display: grid;
  gap: ${vars.space[1.5]};
  align-content: start;
  min-width: 0;
`;

export const SlotLabel = styled.p`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

/** The rate and amount under the fields of Enter Details. */
export const Charge = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
  min-width: 0;
`;

export const ChargeHeading = styled.h4`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;
