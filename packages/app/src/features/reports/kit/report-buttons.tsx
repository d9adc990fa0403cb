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

/**
 * Fetches a file and hands it to the browser's downloads, one at a time: `busy` says which is being
 * made (for a button's progress), and a failure is a toast titled `failure` with the server's words.
 */
export function useFileDownload<Key extends string>() {
  const { toast } = useToast();
  const [busy, setBusy] = useState<Key | null>(null);

  const download = async (key: Key, url: string, fallbackName: string, failure: string) => {
    setBusy(key);
    try {
      saveFile(await fetchFile(url, fallbackName));
    } catch (error) {
      toast({
        title: failure,
        description: error instanceof Error ? error.message : String(error),
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

/** Downloads the file of a report or a list (`${path}/pdf?${exportQuery}`) in a format. */
export function useExportDownload(exportQuery: string, fileName: string) {
  const { busy: exporting, download: fetchAndSave } = useFileDownload<ExportFormat>();
  const download = (path: string, format: ExportFormat) => {
    const { extension, label } = exportFormats[format];
    return fetchAndSave(
      format,
      exportUrl(path, exportQuery, format),
      `${fileName}.${extension}`,
      `${label} failed`,
    );
  };
  return { exporting, download };
}

/** Print, and Export PDF / Export Excel when the report can be exported. */
export function ReportButtons({
  exportPath,
  exportQuery,
  fileName,
  disabled = false,
  onPrint = () => window.print(),
}: ReportButtonsProps) {
  const { exporting, download } = useExportDownload(exportQuery, fileName);

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
