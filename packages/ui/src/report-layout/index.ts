export { type ReportPreview, reportPreviews } from './report-layout.styles.ts';
export {
  type ReportAppliedFilter,
  ReportLayout,
  type ReportLayoutProps,
} from './report-layout.tsx';
