import { createGlobalStyle } from 'styled-components';
import { themes } from '../theme/themes.ts';
import { colorRoles } from '../theme/tokens.ts';
import { colorVarName } from '../theme/vars.ts';

/** The attribute that marks a report; the print rules keep it and drop everything around it. */
export const REPORT_ATTRIBUTE = 'data-report-layout';

const report = `[${REPORT_ATTRIBUTE}]`;
const lightColors = colorRoles
  .map((role) => `${colorVarName(role)}: ${themes.light[role]};`)
  .join('\n');

/**
 * Printing a report: paper is white, so the light colours apply whatever the screen's theme; the
 * shell (sidebar, header, skip link, toasts) is left out, and the report's ancestors stop clipping
 * and scrolling, so every row reaches the paper instead of only what fitted in the window.
 */
export const ReportPrintStyles = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }

    :root, [data-theme] {
      color-scheme: light;
      ${lightColors}
    }

    html, body {
      height: auto !important;
      overflow: visible !important;
      background: #fff !important;
    }

    body :has(${report}) {
      display: block !important;
      position: static !important;
      width: auto !important;
      max-width: none !important;
      height: auto !important;
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      overflow: visible !important;
      border: 0 !important;
      box-shadow: none !important;
    }

    body > :not(${report}):not(:has(${report})),
    body :has(${report}) > :not(${report}):not(:has(${report})) {
      display: none !important;
    }
  }
`;
