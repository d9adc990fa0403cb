import { vars } from '@pfm/ui';
import styled, { css } from 'styled-components';

export const MailList = styled.div`
  display: grid;
  gap: ${vars.space[4]};
`;

const mailBox = css`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const Mail = styled.article`
  ${mailBox}
`;

export const SkeletonMail = styled.div`
  ${mailBox}
`;

export const MailHeader = styled.header`
  display: grid;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const MailSubject = styled.h3`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const MailMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[4]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;

  time { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/** The mail as sent: its line breaks kept, long links wrapped rather than overflowing. */
export const MailBody = styled.pre`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.muted};
  color: ${vars.color.foreground};
  font-family: ${vars.font.family.mono};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const More = styled.p`
  margin-top: ${vars.space[4]};
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
`;
