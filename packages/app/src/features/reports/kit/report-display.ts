import type { DateFormat } from '@pfm/shared';

/** How amounts and dates show (from Settings). */
export interface ReportDisplay {
  currencySymbol: string;
  dateFormat: DateFormat;
}

export const defaultReportDisplay: ReportDisplay = {
  currencySymbol: '₹',
  dateFormat: 'DD/MM/YYYY',
};
