import { vars } from '@pfm/ui';
import styled from 'styled-components';

/** Under the Auto Backup switch: the last backup, and Back Up Now for Administrators. */
export const BackupBox = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  margin-top: ${vars.space[3]};
`;

export const BackupRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

export const BackupLine = styled.p`
  color: ${vars.color.mutedForeground};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.font.lineHeight.tight};
  overflow-wrap: anywhere;

  time { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/** Why backups cannot be made on this server. */
export const BackupUnavailable = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warningSoft};
  color: ${vars.color.warningSoftForeground};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;

  strong { font-weight: ${vars.font.weight.semibold}; }
`;
