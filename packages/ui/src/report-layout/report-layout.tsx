import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { PageHeader } from '../page-header/index.ts';
import {
  AppliedFilters,
  PrintHeading,
  ReportActions,
  ReportBody,
  type ReportPreview,
  ReportRoot,
  ReportTiles,
} from './report-layout.styles.ts';
import { REPORT_ATTRIBUTE, ReportPrintStyles } from './report-print-styles.ts';

/** One filter as text, for paper: `{ label: 'Godown', value: 'North Godown' }`. */
export interface ReportAppliedFilter {
  label: string;
  value: ReactNode;
}

export interface ReportLayoutProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The report's name, the page's one `h1` ("Inventory Report"). */
  title: ReactNode;
  /** A muted line under the title saying what the report shows. */
  subtitle?: ReactNode;
  /** Id of the `h1`, which names the report's region. Defaults to a generated id. */
  titleId?: string;
  /** The report's buttons (Print, Export PDF, Export Excel). Beside the title; never printed. */
  actions?: ReactNode;
  /**
   * The report's filters, usually a FilterBar under the title. Never printed: on paper
   * `appliedFilters` stands in for them.
   */
  filters?: ReactNode;
  /** The filters in words, printed where the fields were, so a sheet says what it covers. */
  appliedFilters?: readonly ReportAppliedFilter[];
  /** A line above the title on paper only, such as the company name. */
  printHeading?: ReactNode;
  /** Summary figures (StatTiles), in a row under the filters. */
  tiles?: ReactNode;
  /** The report itself: usually a DataTable with a totals row, and notes under it. */
  children: ReactNode;
  /**
   * `print` shows on screen what the report looks like on paper (light colours, no buttons or
   * fields, filters as text). Printing itself always gets the paper look.
   */
  preview?: ReportPreview;
}

/**
 * The page of a report: title and buttons, filters, summary tiles and the report's table. Printing
 * (the browser's print, `window.print()`) puts only the report on paper: the app's sidebar and
 * header, the buttons and the filter fields are left out, and the filters are printed as text.
 */
export function ReportLayout({
  title,
  subtitle,
  titleId,
  actions,
  filters,
  appliedFilters,
  printHeading,
  tiles,
  children,
  preview = 'screen',
  ...rest
}: ReportLayoutProps) {
  const generatedId = useId();
  const headingId = titleId ?? `${generatedId}-title`;
  return (
    <ReportRoot
      {...rest}
      {...{ [REPORT_ATTRIBUTE]: '' }}
      aria-labelledby={headingId}
      data-preview={preview}
      // The preview shows paper, which is white whatever the screen's theme.
      data-theme={preview === 'print' ? 'light' : undefined}
    >
      <ReportPrintStyles />
      {printHeading ? <PrintHeading data-print="only">{printHeading}</PrintHeading> : null}
      <PageHeader
        title={title}
        titleId={headingId}
        subtitle={subtitle}
        actions={actions ? <ReportActions data-print="hide">{actions}</ReportActions> : undefined}
      />
      {filters ? <div data-print="hide">{filters}</div> : null}
      {appliedFilters && appliedFilters.length > 0 ? (
        <div data-print="only">
          <AppliedFilters>
            {appliedFilters.map((filter) => (
              <div key={filter.label}>
                <dt>{filter.label}</dt>
                <dd>{filter.value}</dd>
              </div>
            ))}
          </AppliedFilters>
        </div>
      ) : null}
      {tiles ? <ReportTiles data-report-part="tiles">{tiles}</ReportTiles> : null}
      <ReportBody>{children}</ReportBody>
    </ReportRoot>
  );
}
