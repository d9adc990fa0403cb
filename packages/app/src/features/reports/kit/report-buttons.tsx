import { Button } from '@pfm/ui';
import { Printer } from 'lucide-react';
import {
  type ExportFormat,
  exportFormats,
  useExportDownload,
} from '../../../lib/exports/use-download.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';

export interface ReportButtonsProps {
  /** The server's export endpoint of the report; without it there are no export buttons. */
  exportPath?: string | undefined;
  /** The report's filters as an API query, so the file shows what the screen shows. */
  exportQuery: string;
  /** The file name when the server does not send one ("Inventory Report"), without extension. */
  fileName: string;
  /** Printing and exporting wait until there is a report to print or export. */
  disabled?: boolean;
  /** Prints the page; defaults to the browser's print (the report's print stylesheet applies). */
  onPrint?: () => void;
}

/** Print, and Export PDF / Export Excel when the report can be exported. */
export function ReportButtons({
  exportPath,
  exportQuery,
  fileName,
  disabled = false,
  onPrint = () => window.print(),
}: ReportButtonsProps) {
  const t = useT();
  const { exporting, download } = useExportDownload(exportQuery, fileName);

  return (
    <>
      <Button
        variant="outline"
        leadingIcon={<Printer aria-hidden="true" />}
        disabled={disabled}
        onClick={onPrint}
      >
        {t('report.print')}
      </Button>
      {exportPath
        ? (Object.keys(exportFormats) as ExportFormat[]).map((format) => {
            const { label, busyLabel, icon: Icon } = exportFormats[format];
            const busy = exporting === format;
            return (
              <Button
                key={format}
                variant="outline"
                leadingIcon={<Icon aria-hidden="true" />}
                loading={busy}
                // One export at a time: the other waits for this one to finish.
                disabled={disabled || (exporting !== null && !busy)}
                onClick={() => void download(exportPath, format)}
              >
                {t(busy ? busyLabel : label)}
              </Button>
            );
          })
        : null}
    </>
  );
}
