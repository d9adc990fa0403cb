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
import { accountScreens, navigation, type PathName } from '../paths.ts';
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

const screenTitles = new Map<PathName, string>(
  [...navigation.flatMap((group) => group.items), ...accountScreens].map((item) => [
    item.path,
    item.title,
  ]),
);

/** The `g` shortcuts, by the menu's groups, in the menu's order. */
const goSections = navigation
  .map((group) => ({
    label: group.label === 'Navigation' ? 'Go to' : `Go to: ${group.label}`,
    lines: group.items.flatMap((item): HelpLine[] => {
      const entry = goKeys.find((candidate) => candidate.path === item.path);
      return entry
        ? [{ keys: ['g', entry.key], kind: 'sequence', does: screenTitles.get(item.path) ?? '' }]
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
  const control = controlKey(mac);
  const anywhere: HelpLine[] = [
    { keys: [control, 'K'], does: 'Jump to any record or screen' },
    { keys: ['?'], does: 'Show these shortcuts' },
    { keys: [control, 'B'], does: 'Show or hide the sidebar' },
    { keys: ['F8'], does: 'Go to the latest messages' },
  ];
  const onAList: HelpLine[] = [
    { keys: ['N'], does: 'New record (the screen’s add button)' },
    { keys: ['/'], does: 'Search the list' },
  ];
  const inTheJumpBox: HelpLine[] = [
    { keys: ['↑', '↓'], kind: 'either', does: 'Move through the results' },
    { keys: ['Enter'], does: 'Open the result' },
    { keys: ['Esc'], does: 'Close' },
  ];
  const inADateField: HelpLine[] = [
    { keys: ['T'], does: 'Today' },
    { keys: ['Y'], does: 'Yesterday' },
    { keys: ['Alt', '↓'], does: 'Open the calendar' },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel="Close the shortcuts">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Single keys work when the focus is not in a field, a dialog or a menu.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Sections>
            <HelpSection title="Anywhere" lines={anywhere} />
            <HelpSection title="On a list" lines={onAList} />
            {goSections.map((section) => (
              <HelpSection key={section.label} title={section.label} lines={section.lines} />
            ))}
            <HelpSection title="In the jump box" lines={inTheJumpBox} />
            <HelpSection title="In a date field" lines={inADateField} />
          </Sections>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
