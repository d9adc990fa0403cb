import type { MessageId } from '@pfm/shared';
import { useToast } from '@pfm/ui';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { fetchFile, saveFile } from './download.ts';

/** The export formats a report offers: their buttons' words (message ids) and file extensions. */
export const exportFormats = {
  pdf: {
    label: 'export.pdf',
    busyLabel: 'export.pdfBusy',
    failed: 'export.pdfFailed',
    extension: 'pdf',
    icon: FileText,
  },
  xlsx: {
    label: 'export.excel',
    busyLabel: 'export.excelBusy',
    failed: 'export.excelFailed',
    extension: 'xlsx',
    icon: FileSpreadsheet,
  },
} as const satisfies Record<
  string,
  { label: MessageId; busyLabel: MessageId; failed: MessageId; extension: string; icon: unknown }
>;
export type ExportFormat = keyof typeof exportFormats;

/** The export of a report: `${path}/pdf?${query}` answers the file of what is on screen. */
export const exportUrl = (path: string, query: string, format: ExportFormat) => {
  const search = new URLSearchParams(query).toString();
  return `${path}/${format}${search ? `?${search}` : ''}`;
};

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
  const t = useT();
  const { busy: exporting, download: fetchAndSave } = useFileDownload<ExportFormat>();
  const download = (path: string, format: ExportFormat) => {
    const { extension, failed } = exportFormats[format];
    return fetchAndSave(
      format,
      exportUrl(path, exportQuery, format),
      `${fileName}.${extension}`,
      t(failed),
    );
  };
  return { exporting, download };
}
