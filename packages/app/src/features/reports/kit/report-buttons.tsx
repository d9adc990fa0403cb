import { Button, useToast } from '@pfm/ui';
import { FileSpreadsheet, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { fetchFile, saveFile } from './download.ts';

/** The export formats a report offers, with their buttons and file extensions. */
export const exportFormats = {
  pdf: { label: 'Export PDF', busyLabel: 'Exporting PDF…', extension: 'pdf', icon: FileText },
  xlsx: {
    label: 'Export Excel',
    busyLabel: 'Exporting Excel…',
    extension: 'xlsx',
    icon: FileSpreadsheet,
  },
} as const;
export type ExportFormat = keyof typeof exportFormats;

/** The export of a report: `${path}/pdf?${query}` answers the file of what is on screen. */
export const exportUrl = (path: string, query: string, format: ExportFormat) => {
  const search = new URLSearchParams(query).toString();
  return `${path}/${format}${search ? `?${search}` : ''}`;
};

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
  const { toast } = useToast();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const download = async (path: string, format: ExportFormat) => {
    const { extension, label } = exportFormats[format];
    setExporting(format);
    try {
      saveFile(await fetchFile(exportUrl(path, exportQuery, format), `${fileName}.${extension}`));
    } catch (error) {
      toast({
        title: `${label} failed`,
        description: error instanceof Error ? error.message : String(error),
        tone: 'error',
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        leadingIcon={<Printer aria-hidden="true" />}
        disabled={disabled}
        onClick={onPrint}
      >
        Print
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
                {busy ? busyLabel : label}
              </Button>
            );
          })
        : null}
    </>
  );
}
