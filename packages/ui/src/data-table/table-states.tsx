import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/index.ts';
import { EmptyState } from '../empty-state/index.ts';
import { ErrorState } from '../error-state/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import type { DataTableEmpty } from './data-table-types.ts';

/** Which of the table's states shows in place of the rows. */
export type TableStateKind = 'error' | 'loading' | 'no-results' | 'empty' | 'rows';

export function tableStateOf({
  hasError,
  loading,
  rowCount,
  searching,
}: {
  hasError: boolean;
  loading: boolean;
  rowCount: number;
  searching: boolean;
}): TableStateKind {
  if (hasError) return 'error';
  if (loading) return 'loading';
  if (rowCount === 0) return searching ? 'no-results' : 'empty';
  return 'rows';
}

export interface TableStateMessageProps {
  kind: 'error' | 'no-results' | 'empty';
  headingLevel: 2 | 3 | 4 | 5 | 6 | undefined;
  error: ReactNode;
  errorTitle: ReactNode;
  onRetry: (() => void) | undefined;
  retrying: boolean;
  itemsLabel: string;
  search: string;
  /** Clear search: empties the search and puts the focus back in the box. */
  onClearSearch: () => void;
  empty: DataTableEmpty | undefined;
}

/** What the table (or the cards) says instead of rows: the error, no match for the search, or none yet. */
export function TableStateMessage({
  kind,
  headingLevel,
  error,
  errorTitle,
  onRetry,
  retrying,
  itemsLabel,
  search,
  onClearSearch,
  empty,
}: TableStateMessageProps) {
  const words = useWords();
  if (kind === 'error') {
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={errorTitle}
        message={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (kind === 'no-results') {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon={SearchX}
        title={fill(words.tableNoMatch, { items: itemsLabel, search: search.trim() })}
        description={words.tableNoMatchHint}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            {words.clearSearch}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={empty?.icon}
      title={empty?.title ?? fill(words.tableNoneYet, { items: itemsLabel })}
      description={empty?.description}
      action={empty?.action}
    />
  );
}
