import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

export const reportPreviews = ['screen', 'print'] as const;
export type ReportPreview = (typeof reportPreviews)[number];

/**
 * How the report looks on paper: controls gone, the applied filters and the heading for paper in
 * their place, tiles in one row, and the table at the page's width with every row (no scrolling box,
 * no sticky header or totals, rows never cut in half).
 */
const paperLook = css`
  gap: ${vars.space[4]};

  [data-print='hide'] { display: none !important; }
  [data-print='only'] { display: block; }

  [data-report-part='tiles'] {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }
  [data-report-part='tiles'] > * {
    box-shadow: none;
    break-inside: avoid;
  }

  [role='region'] {
    overflow: visible !important;
    max-height: none !important;
  }
  table { min-width: 0 !important; }
  th, td { position: static !important; }
  tr { break-inside: avoid; }
  thead { display: table-header-group; }
  tfoot { display: table-row-group; }
`;

/** The report: a column of header, filters, tiles and body. */
export const ReportRoot = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  min-width: 0;

  [data-print='only'] { display: none; }

  @media print {
    ${paperLook}
  }

  /* The print preview: a sheet of paper on the screen, in the light colours paper has. */
  &[data-preview='print'] {
    ${paperLook}
    padding: ${vars.space[6]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    box-shadow: ${vars.shadow.md};
  }
`;

/** The report's buttons (Print, Export), beside the title on screen and never on paper. */
export const ReportActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** The company name (or other heading for paper) above the title, on paper only. */
export const PrintHeading = styled.p`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.mutedForeground};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The filters as text ("Godown: North Godown"), printed in place of the fields. */
export const AppliedFilters = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[6]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  & > div {
    display: flex;
    gap: ${vars.space[1.5]};
  }
  dt { color: ${vars.color.mutedForeground}; }
  dt::after { content: ':'; }
  dd {
    margin: 0;
    font-weight: ${vars.font.weight.medium};
  }
`;

/** The summary figures in a row of equal tiles, two or one per line on narrow screens. */
export const ReportTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${vars.space[4]};
`;

/** The table and anything under it (notes), one under another. */
export const ReportBody = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  min-width: 0;
`;
