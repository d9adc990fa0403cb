import { ChevronLeft, ChevronRight, Ellipsis as EllipsisIcon } from 'lucide-react';
import { type ComponentPropsWithRef, useId } from 'react';
import { Button } from '../button/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import {
  CompactStatus,
  Controls,
  Ellipsis,
  PageList,
  PageSizeField,
  PageSizeSelect,
  PaginationInfo,
  PaginationRoot,
  Summary,
} from './pagination.styles.ts';
import { getPageCount, pageRows, paginationRange } from './pagination-range.ts';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows in the whole result, across all pages. */
  total: number;
  /** `total` is an estimate (a large table is not counted row by row): it reads "about 2,00,000". */
  estimated?: boolean;
  /** Called with the 1-based page the user asked for. */
  onPageChange: (page: number) => void;
  /** Page sizes the user may pick from. The picker shows only with `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  /** Called with the newly picked page size; usually also go back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Page buttons shown on each side of the current page before an ellipsis. Defaults to 1. */
  siblings?: number;
  /** Names the navigation landmark; give each pagination on a page its own. Defaults to the words' "Pagination". */
  'aria-label'?: string;
}

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** A count in Indian digit grouping (1,23,456): presentation of the number it is given. */
const count = (value: number) => grouped.format(value);

/**
 * Moves through the pages of a table: "Showing 1–10 of 248", Previous / Next and page numbers with
 * ellipses for long ranges. On phones only Previous, Next and "Page 3 of 25" remain.
 */
export function Pagination(props: PaginationProps) {
  const words = useWords();
  const {
    page,
    pageSize,
    total,
    estimated = false,
    onPageChange,
    pageSizeOptions,
    onPageSizeChange,
    siblings = 1,
    'aria-label': ariaLabel = words.paginationLabel,
    ...rest
  } = props;
  const pageSizeId = useId();
  const pageCount = getPageCount(total, pageSize);
  const current = pageCount === 0 ? 0 : Math.min(Math.max(1, page), pageCount);
  const { from, to } = pageRows(current, pageSize, total);
  /** A count of the whole result: "about 2,00,000" when it is an estimate. */
  const whole = (value: number) =>
    estimated ? fill(words.paginationAbout, { count: count(value) }) : count(value);
  const goTo = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <PaginationRoot {...rest} aria-label={ariaLabel}>
      <PaginationInfo>
        <Summary aria-live="polite">
          {total > 0
            ? fill(words.paginationRange, {
                from: count(from),
                to: count(to),
                total: whole(total),
              })
            : words.paginationNoResults}
        </Summary>
        {pageSizeOptions && onPageSizeChange ? (
          <PageSizeField>
            <label htmlFor={pageSizeId}>{words.paginationRowsPerPage}</label>
            <PageSizeSelect
              id={pageSizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </PageSizeSelect>
          </PageSizeField>
        ) : null}
      </PaginationInfo>

      <Controls>
        <Button
          variant="outline"
          size="sm"
          aria-label={words.paginationPreviousPage}
          disabled={current <= 1}
          leadingIcon={<ChevronLeft aria-hidden="true" />}
          onClick={() => goTo(current - 1)}
        >
          {words.paginationPrevious}
        </Button>
        <PageList>
          {paginationRange(current, pageCount, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  variant={item === current ? 'outline' : 'ghost'}
                  size="sm"
                  aria-label={fill(words.paginationPage, { page: item })}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => goTo(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <Ellipsis key={item} aria-hidden="true">
                <EllipsisIcon />
              </Ellipsis>
            ),
          )}
        </PageList>
        {pageCount > 0 ? (
          <CompactStatus>
            {fill(words.paginationPageOf, { page: count(current), count: whole(pageCount) })}
          </CompactStatus>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-label={words.paginationNextPage}
          disabled={current >= pageCount}
          onClick={() => goTo(current + 1)}
        >
          {words.paginationNext}
          <ChevronRight aria-hidden="true" />
        </Button>
      </Controls>
    </PaginationRoot>
  );
}
