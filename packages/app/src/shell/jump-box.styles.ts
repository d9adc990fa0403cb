import { DialogContent, media, vars } from '@pfm/ui';
import { LoaderCircle } from 'lucide-react';
import styled, { keyframes } from 'styled-components';

/** Near the top of the screen, so the field stays put while the results grow below it. */
export const JumpPanel = styled(DialogContent)`
  margin-top: min(12vh, 6rem);

  ${media.mobile} {
    margin-top: ${vars.space[4]};
  }
`;

export const SearchRow = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[12]} ${vars.space[3]} ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
`;

/**
 * The results: the list, or a message in its place. The list scrolls on its own (the field and the
 * status stay put). It is the combobox's popup, moved through with the arrows from the field, so it
 * takes no focus itself; a region around it that scrolled would need a Tab stop of its own.
 */
export const Results = styled.div`
  flex: 1 1 auto;
  min-height: 6rem;
  display: grid;
  align-content: start;
  padding: ${vars.space[2]};
`;

export const Listbox = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[0.5]};
  max-height: min(26rem, calc(100dvh - 17rem));
  overflow-y: auto;
  overscroll-behavior: contain;

  &:empty { display: none; }
`;

export const GroupLabel = styled.div`
  padding: ${vars.space[2]} ${vars.space[2]} ${vars.space[1]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Option = styled.div`
  display: grid;
  /* Room for the longest kind and code ("Payment collection PC0123") before the words. */
  grid-template-columns: 13rem minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 2.75rem;
  padding: ${vars.space[1.5]} ${vars.space[2]};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  user-select: none;

  &[data-active] {
    background: ${vars.color.neutralSoft};
    color: ${vars.color.neutralSoftForeground};
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[1]};
  }
`;

export const OptionKind = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

export const OptionCode = styled.span`
  color: ${vars.color.foreground};
  font-family: ${vars.font.family.mono};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
`;

export const OptionText = styled.span`
  display: grid;
  gap: ${vars.space[0.5]};
  min-width: 0;
`;

export const OptionTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
`;

export const OptionSubtitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

export const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]} ${vars.space[4]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  text-align: center;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.xs};
`;

export const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1.5]};
  margin: 0;
  min-height: 1.5rem;
`;

export const KeyHints = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};

  ${media.mobile} { display: none; }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinning = styled(LoaderCircle)`
  width: 0.875rem;
  height: 0.875rem;
  animation: ${spin} 0.8s linear infinite;
`;
