import { recordPath } from '@pfm/shared';
import { Button } from '@pfm/ui';
import { FileDown } from 'lucide-react';
import { useFileDownload } from './use-download.ts';

export interface DocumentPdfButtonProps {
  /** The kind's API collection (`apiPaths.purchases`): its `/:code/pdf` is the printed document. */
  path: string;
  code: string;
  /** The document in words ("Sale"), for the file's name when the server sends none. */
  noun: string;
}

/** The address of a document's PDF: `/api/purchases/P001/pdf`. */
export const documentPdfUrl = (path: string, code: string) => `${recordPath(path, code)}/pdf`;

/**
 * Download PDF: the document as the server prints it (A4, to print or send), saved under the name
 * the server gives it. Busy while the file is made; a refusal is a toast with the server's words.
 */
export function DocumentPdfButton({ path, code, noun }: DocumentPdfButtonProps) {
  const { busy, download } = useFileDownload<'pdf'>();
  const fallback = `${noun.toLowerCase().replace(/\W+/g, '-')}-${code}.pdf`;
  return (
    <Button
      variant="outline"
      leadingIcon={<FileDown aria-hidden="true" />}
      loading={busy !== null}
      onClick={() =>
        void download('pdf', documentPdfUrl(path, code), fallback, 'Download PDF failed')
      }
    >
      {busy ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}
