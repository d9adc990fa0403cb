import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@pfm/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import type { ListParams } from '../list-params.ts';
import { apiListQuery } from '../resource-api.ts';
import { type ExportFormat, exportFormats, useExportDownload } from './use-download.ts';

export interface ExportMenuProps {
  /** The list's export endpoint (`/api/farmers/export`): `…/pdf` and `…/xlsx` answer its files. */
  exportPath: string;
  /** The list's search, filters and sort as an API query, without a page: a file holds them all. */
  exportQuery: string;
  /** The file name when the server does not send one ("Farmers"), without extension. */
  fileName: string;
  /** Exporting waits (the list's dates run backwards, say). */
  disabled?: boolean;
}

const formats = Object.keys(exportFormats) as ExportFormat[];

/**
 * One Export button opening a menu of Export PDF and Export Excel, so a list's toolbar stays one
 * button wide on a phone. Enter, Space or ArrowDown opens it, the arrows move, Escape closes it and
 * focus returns to the button. While a file is made the button says which and is busy; it does not
 * open again until the file has come (or a toast has said why not).
 */
export function ExportMenu({
  exportPath,
  exportQuery,
  fileName,
  disabled = false,
}: ExportMenuProps) {
  const t = useT();
  const { exporting, download } = useExportDownload(exportQuery, fileName);
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={(next) => setOpen(next && exporting === null)}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          variant="outline"
          leadingIcon={<Download aria-hidden="true" />}
          loading={exporting !== null}
          disabled={disabled}
        >
          {exporting ? t(exportFormats[exporting].busyLabel) : t('export.menu')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {formats.map((format) => {
          const { label, icon: Icon } = exportFormats[format];
          return (
            <DropdownMenuItem
              key={format}
              icon={<Icon aria-hidden="true" />}
              onSelect={() => void download(exportPath, format)}
            >
              {t(label)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The query of a list's export: what the list sends without its page (a file holds every page). */
export function apiListExportQuery(params: ListParams): string {
  const search = new URLSearchParams(apiListQuery(params));
  search.delete('page');
  search.delete('size');
  return search.toString();
}
