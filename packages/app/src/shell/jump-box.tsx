import {
  Badge,
  Button,
  Dialog,
  DialogDescription,
  DialogTitle,
  Input,
  KeyShortcut,
  MAIN_CONTENT_ID,
} from '@pfm/ui';
import { RotateCw, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type LookupState, useLookup } from '../features/lookup/api.tsx';
import {
  Footer,
  GroupLabel,
  JumpPanel,
  KeyHints,
  Listbox,
  Message,
  Option,
  OptionCode,
  OptionKind,
  OptionSubtitle,
  OptionText,
  OptionTitle,
  Results,
  SearchRow,
  Spinning,
  Status,
} from './jump-box.styles.ts';
import { type JumpItem, recordItems, screenItems } from './jump-targets.ts';

export interface JumpBoxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The jump box (Ctrl+K): one field that finds any record by its code or name (the server's lookup)
 * and any screen of the menu by its name, and opens the one chosen where the app shows it. Focus
 * stays in the field (a combobox over a listbox, `aria-activedescendant`); ↑ and ↓ move, Enter opens,
 * Escape closes. After a choice the focus goes to the screen's main content.
 */
export function JumpBox({ open, onOpenChange }: JumpBoxProps) {
  const navigate = useNavigate();
  const chose = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <JumpPanel
        size="lg"
        closeLabel="Close the jump box"
        onCloseAutoFocus={(event) => {
          if (!chose.current) return;
          // A new screen (or the same one, searched anew): its content has the focus, not the opener.
          chose.current = false;
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
      >
        <JumpSearch
          onChoose={(item) => {
            chose.current = true;
            onOpenChange(false);
            navigate(item.href);
          }}
        />
      </JumpPanel>
    </Dialog>
  );
}

/** "1 result", "3 results". */
const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** What the status line says (and announces) for the text and the lookup's state. */
function statusText(text: string, state: LookupState, count: number): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'invalid':
      return state.message;
    case 'loading':
      return count > 0 ? `${resultCount(count)}, searching records…` : 'Searching…';
    case 'error':
      // The message itself is shown above, with Search again.
      return count > 0
        ? `${resultCount(count)}; the records could not be searched`
        : 'The records could not be searched.';
    case 'done':
      return count > 0 ? resultCount(count) : `No results for “${text.trim()}”`;
  }
}

export interface JumpSearchProps {
  /** Called with the choice the user opens (Enter or a click). */
  onChoose: (item: JumpItem) => void;
  /** Text already typed (stories show a state without typing it). */
  defaultText?: string;
}

/** The field, the results and the status line of the jump box. */
export function JumpSearch({ onChoose, defaultText = '' }: JumpSearchProps) {
  const [text, setText] = useState(defaultText);
  const [activeId, setActiveId] = useState<string | null>(null);
  // Enter before anything could be shown: the first result opens as soon as the answer arrives.
  const [enterPending, setEnterPending] = useState(false);
  const state = useLookup(text);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  const screens = screenItems(text);
  const records = state.status === 'done' ? recordItems(state.results) : [];
  const items = [...screens, ...records];
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === activeId),
  );
  const active = items.length > 0 ? items[activeIndex] : undefined;
  const optionId = (item: JumpItem) => `${listId}-${item.id.replace(/\W/g, '-')}`;

  // The latest choices and handler, for the answer that an Enter was waiting for.
  const latest = useRef({ items, onChoose });
  latest.current = { items, onChoose };
  useEffect(() => {
    if (!enterPending || state.status === 'loading') return;
    setEnterPending(false);
    const first = latest.current.items[0];
    if (first) latest.current.onChoose(first);
  }, [enterPending, state.status]);

  const activeOptionId = active ? optionId(active) : undefined;
  useEffect(() => {
    if (activeOptionId) {
      document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeOptionId]);

  const move = (by: 1 | -1) => {
    if (items.length === 0) return;
    const next = items[(activeIndex + by + items.length) % items.length];
    setActiveId(next?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) onChoose(active);
        else if (state.status === 'loading') setEnterPending(true);
        break;
      default:
    }
  };

  const option = (item: JumpItem) => (
    <Option
      key={item.id}
      id={optionId(item)}
      role="option"
      aria-selected={item === active}
      data-active={item === active ? '' : undefined}
      data-kind={item.kindLabel}
      // The focus stays in the field while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
      onPointerMove={() => {
        if (item !== active) setActiveId(item.id);
      }}
    >
      <OptionKind>
        <Badge tone={item.kindLabel === 'Screen' ? 'info' : 'neutral'}>{item.kindLabel}</Badge>
        {item.code ? <OptionCode>{item.code}</OptionCode> : null}
      </OptionKind>
      <OptionText>
        <OptionTitle>{item.title}</OptionTitle>
        {item.subtitle ? <OptionSubtitle>{item.subtitle}</OptionSubtitle> : null}
      </OptionText>
    </Option>
  );

  const status = statusText(text, state, items.length);
  const showList = items.length > 0;

  return (
    <>
      <SearchRow>
        <DialogTitle visuallyHidden>Jump to a record or a screen</DialogTitle>
        <DialogDescription visuallyHidden>
          Type a code such as B002, SL007 or F001, a name, or a screen. Up and down arrows move
          through the results; Enter opens one.
        </DialogDescription>
        <Input
          ref={input}
          leadingIcon={<Search aria-hidden="true" />}
          role="combobox"
          aria-label="Jump to a record or a screen"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList ? activeOptionId : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Type a code (B002, SL007, F001…) or a name"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
        />
      </SearchRow>
      <Results>
        <Listbox
          id={listId}
          role="listbox"
          aria-label="Results"
          aria-busy={state.status === 'loading' || undefined}
        >
          {screens.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a fieldset of form controls
            <div role="group" aria-labelledby={`${listId}-screens`}>
              <GroupLabel id={`${listId}-screens`}>Screens</GroupLabel>
              {screens.map(option)}
            </div>
          ) : null}
          {records.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a fieldset of form controls
            <div role="group" aria-labelledby={`${listId}-records`}>
              <GroupLabel id={`${listId}-records`}>Records</GroupLabel>
              {records.map(option)}
            </div>
          ) : null}
        </Listbox>
        {state.status === 'idle' ? (
          <Message>Find any record by its code or name, or a screen by its name.</Message>
        ) : null}
        {state.status === 'error' ? (
          <Message>
            <span>{state.message}</span>
            <Button
              variant="outline"
              size="sm"
              leadingIcon={<RotateCw aria-hidden="true" />}
              onClick={() => {
                state.retry();
                input.current?.focus();
              }}
            >
              Search again
            </Button>
          </Message>
        ) : null}
        {state.status === 'done' && items.length === 0 ? (
          <Message>Check the code, or type part of a name.</Message>
        ) : null}
      </Results>
      <Footer>
        <Status role="status">
          {state.status === 'loading' ? <Spinning aria-hidden="true" /> : null}
          {status}
        </Status>
        <KeyHints aria-hidden="true">
          <span>
            <KeyShortcut keys={['↑', '↓']} kind="either" /> move
          </span>
          <span>
            <KeyShortcut keys={['Enter']} /> open
          </span>
          <span>
            <KeyShortcut keys={['Esc']} /> close
          </span>
        </KeyHints>
      </Footer>
    </>
  );
}
