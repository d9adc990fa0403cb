import { media, TabsList, vars } from '@pfm/ui';
import styled from 'styled-components';

/** A field that takes the whole row of a FieldGrid (the address). */
export const WideField = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** Switches one under another, with a rule between them. */
export const SwitchList = styled.div`
  display: grid;

  & > * + * {
    border-top: 1px solid ${vars.color.border};
    margin-top: ${vars.space[4]};
    padding-top: ${vars.space[4]};
  }
`;

/** The threshold under the Mortality Alerts switch. */
export const Threshold = styled.div`
  margin-top: ${vars.space[3]};
  max-width: 14rem;
`;

/** Payment Due After: a number of days, with room for its hint on two lines. */
export const DueDays = styled.div`
  max-width: 22rem;
`;

export const Note = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.infoSoftForeground};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The settings' eight tabs. Where they do not fit in a row they wrap under one another rather than
 * scroll out of sight; on a phone they are a grid of three to a row, each with its own baseline.
 */
export const SettingsTabList = styled(TabsList)`
  flex-wrap: wrap;
  width: 100%;
  overflow: visible;

  ${media.mobile} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0;

    & > [role='tab'] {
      height: auto;
      min-height: 2.75rem;
      padding: ${vars.space[2]} ${vars.space[1]};
      white-space: normal;
      text-align: center;
      line-height: ${vars.font.lineHeight.tight};
    }

    & > [role='tab']:not([data-state='active']) {
      box-shadow: inset 0 -1px 0 ${vars.color.border};
    }
  }
`;

/** Beside a tab's name: what is typed in it is not saved yet (its description says so in words). */
export const UnsavedMark = styled.span`
  flex-shrink: 0;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.warningText};
`;

/** The Backups tab's lines: whether Auto Backup is on, then the last backup. */
export const BackupsStack = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

export const BackupsNote = styled.p`
  font-size: ${vars.fontSize.sm};
`;

export const SkeletonStack = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

export {
  FieldGrid,
  FormActions as Actions,
  FormAlert,
  Page,
  Stack,
} from '../../lib/form-layout.styles.ts';
