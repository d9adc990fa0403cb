import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  KeyShortcut,
  type ShortcutKey,
  vars,
} from '@pfm/ui';
import styled from 'styled-components';
import { useT } from '../lib/i18n/i18n.tsx';
import type { Translate } from '../lib/i18n/translate.ts';
import { accountScreens, groupLabelId, navigation, titleId } from '../paths.ts';
import { goKeys } from './shortcut-keys.ts';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${vars.space[6]};
`;

const Section = styled.div`
  display: grid;
  align-content: start;
  gap: ${vars.space[2]};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.font.weight.semibold};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  dt { justify-self: start; }
  dd { margin: 0; }
`;

/** A shortcut and what it does: a group of the list whose cells sit in its grid. */
const Line = styled.div`
  display: contents;
`;

/** One shortcut of the help: its keys and what it does. */
interface HelpLine {
  keys: readonly ShortcutKey[];
  kind?: 'chord' | 'sequence' | 'either';
  does: string;
}

/** Ctrl, or ⌘ (read "Command") on a Mac. */
const controlKey = (mac: boolean): ShortcutKey => (mac ? { key: '⌘', spoken: 'Command' } : 'Ctrl');

const screens = [...navigation.flatMap((group) => group.items), ...accountScreens];

/** The `g` shortcuts, by the menu's groups, in the menu's order, in the reader's words. */
const goSections = (t: Translate) =>
  navigation
    .map((group) => ({
      label:
        group.id === 'navigation'
          ? t('shortcuts.goTo')
          : t('shortcuts.goToGroup', { group: t(groupLabelId(group)) }),
      lines: group.items.flatMap((item): HelpLine[] => {
        const entry = goKeys.find((candidate) => candidate.path === item.path);
        const screen = screens.find((candidate) => candidate.path === item.path) ?? item;
        return entry
          ? [{ keys: ['g', entry.key], kind: 'sequence', does: t(titleId(screen)) }]
          : [];
      }),
    }))
    .filter((section) => section.lines.length > 0);

function HelpSection({ title, lines }: { title: string; lines: readonly HelpLine[] }) {
  return (
    <Section>
      <h3>{title}</h3>
      <List>
        {lines.map((line) => (
          <Line key={line.does}>
            <dt>
              <KeyShortcut keys={line.keys} kind={line.kind} />
            </dt>
            <dd>{line.does}</dd>
          </Line>
        ))}
      </List>
    </Section>
  );
}

export interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Show ⌘ for Ctrl (a Mac keyboard). */
  mac?: boolean;
}

/** The `?` dialog: every keyboard shortcut of the app, by where it works. */
export function ShortcutsHelp({ open, onOpenChange, mac = false }: ShortcutsHelpProps) {
  const t = useT();
  const control = controlKey(mac);
  const anywhere: HelpLine[] = [
    { keys: [control, 'K'], does: t('shortcuts.jump') },
    { keys: ['?'], does: t('shortcuts.help') },
    { keys: [control, 'B'], does: t('shortcuts.sidebar') },
    { keys: ['F8'], does: t('shortcuts.messages') },
  ];
  const onAList: HelpLine[] = [
    { keys: ['N'], does: t('shortcuts.newRecord') },
    { keys: ['/'], does: t('shortcuts.search') },
  ];
  const inTheJumpBox: HelpLine[] = [
    { keys: ['↑', '↓'], kind: 'either', does: t('shortcuts.move') },
    { keys: ['Enter'], does: t('shortcuts.open') },
    { keys: ['Esc'], does: t('ui.close') },
  ];
  const inADateField: HelpLine[] = [
    { keys: ['T'], does: t('shortcuts.today') },
    { keys: ['Y'], does: t('shortcuts.yesterday') },
    { keys: ['Alt', '↓'], does: t('shortcuts.calendar') },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel={t('shortcuts.close')}>
        <DialogHeader>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Sections>
            <HelpSection title={t('shortcuts.anywhere')} lines={anywhere} />
            <HelpSection title={t('shortcuts.onAList')} lines={onAList} />
            {goSections(t).map((section) => (
              <HelpSection key={section.label} title={section.label} lines={section.lines} />
            ))}
            <HelpSection title={t('shortcuts.inJumpBox')} lines={inTheJumpBox} />
            <HelpSection title={t('shortcuts.inDateField')} lines={inADateField} />
          </Sections>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
