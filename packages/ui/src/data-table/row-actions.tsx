import { fill, useWords } from '../theme/words.tsx';
import { ActionGroup, RowActionButton } from './data-table.styles.ts';
import type { DataTableRowAction } from './data-table-types.ts';

export interface RowActionsProps<TRow> {
  row: TRow;
  actions: readonly DataTableRowAction<TRow>[];
  rowLabel: ((row: TRow) => string) | undefined;
}

/**
 * A row's icon buttons (in its Actions cell or at its card's foot), each named by its verb and the
 * row ("Edit North Godown"). An action the row does not offer has no button.
 */
export function RowActions<TRow>({ row, actions, rowLabel }: RowActionsProps<TRow>) {
  const words = useWords();
  return (
    <ActionGroup>
      {actions
        .filter(({ visible }) => visible?.(row) ?? true)
        .map(({ label, icon: Icon, onSelect, tone = 'default' }) => (
          <RowActionButton
            key={label}
            size="icon"
            variant="ghost"
            $tone={tone}
            aria-label={fill(words.tableRowAction, {
              action: label,
              row: rowLabel?.(row) ?? '',
            }).trim()}
            onClick={() => onSelect(row)}
          >
            <Icon aria-hidden="true" />
          </RowActionButton>
        ))}
    </ActionGroup>
  );
}
