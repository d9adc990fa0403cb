import {
  type DateFormat,
  defaultDateFormat,
  formatDate,
  formatMoney,
  type SchemeVersion,
  type SchemeVersionInput,
  today,
} from '@pfm/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  DataTable,
  type DataTableColumn,
} from '@pfm/ui';
import { type ReactNode, useRef, useState } from 'react';
import { SchemeDialog } from './scheme-dialog.tsx';
import { CellLines, Numeric, SchemeCode, Secondary, SubLine } from './schemes-card.styles.ts';

export const SCHEMES_DESCRIPTION =
  'How farmers are paid for a batch. A change is a new version from a date: batches placed from then are settled under it, and every settlement keeps the version it used.';

/** Where a version stands today: the one settling new batches, one still to come, or an earlier one. */
export type VersionStanding = 'inForce' | 'scheduled' | 'superseded';

/**
 * Each version's standing on `day`, for versions listed by scheme, newest first (as the API lists
 * them): per scheme, the newest version from `day` or before is in force, newer ones are scheduled.
 */
export function versionStandings(
  schemes: readonly SchemeVersion[],
  day: string,
): Map<SchemeVersion, VersionStanding> {
  const standings = new Map<SchemeVersion, VersionStanding>();
  const inForce = new Set<string>();
  for (const version of schemes) {
    if (version.effectiveFrom > day) standings.set(version, 'scheduled');
    else if (inForce.has(version.code)) standings.set(version, 'superseded');
    else {
      inForce.add(version.code);
      standings.set(version, 'inForce');
    }
  }
  return standings;
}

/** The latest version of each scheme: the first listed of its code. */
export const latestVersions = (schemes: readonly SchemeVersion[]) => {
  const latest = new Map<string, SchemeVersion>();
  for (const version of schemes) if (!latest.has(version.code)) latest.set(version.code, version);
  return latest;
};

const perKg = (paise: number) => `${formatMoney(paise)}/kg`;

const settlementsText = (count: number) =>
  count === 0 ? 'No settlements' : `${count} settlement${count === 1 ? '' : 's'}`;

export interface SchemesCardProps {
  /** Every version of every scheme, by code and newest version first; `undefined` while they load. */
  schemes?: readonly SchemeVersion[];
  /** Why the schemes could not be loaded. */
  loadError?: string | null;
  /** Loads the schemes again after a failure. */
  onRetry?: () => void;
  /** Adds a scheme; rejects with an ApiError whose field messages go beside the fields. */
  onAdd: (input: SchemeVersionInput) => Promise<SchemeVersion>;
  /** Adds a version of scheme `code`; rejects like `onAdd` (e.g. a date before its latest version). */
  onAddVersion: (code: string, input: SchemeVersionInput) => Promise<SchemeVersion>;
  /** The date format of the settings. */
  dateFormat?: DateFormat;
}

/**
 * Settings, Administrators only: the farmer settlement schemes, every version of each with its
 * date, growing charge and who it applies to; a new scheme, or a new version of one.
 */
export function SchemesCard({
  schemes,
  loadError,
  onRetry,
  onAdd,
  onAddVersion,
  dateFormat = defaultDateFormat,
}: SchemesCardProps) {
  const rows = schemes ?? [];
  const latest = latestVersions(rows);
  const standings = versionStandings(rows, today());
  const defaultScheme = rows.find((version) => version.isDefault) ?? null;
  const isSecondary = (version: SchemeVersion) => standings.get(version) === 'superseded';
  /** An earlier version's cell, quieter than the one in use. */
  const quiet = (version: SchemeVersion, content: ReactNode) =>
    isSecondary(version) ? <Secondary>{content}</Secondary> : content;

  // The New Version dialog lives outside the table: the table may render its cells anew at any
  // time, which would close a dialog kept in one. Each opening mounts it anew (`opening` is its key),
  // so it starts from the scheme's latest version; closing it gives focus back to the row's button.
  const [versionDialog, setVersionDialog] = useState({ code: '', open: false, opening: 0 });
  const tableArea = useRef<HTMLDivElement>(null);
  const versionScheme = latest.get(versionDialog.code) ?? null;
  const openVersion = (code: string) =>
    setVersionDialog((current) => ({ code, open: true, opening: current.opening + 1 }));
  const closeVersion = () => {
    setVersionDialog((current) => ({ ...current, open: false }));
    const code = versionDialog.code;
    window.setTimeout(() =>
      tableArea.current?.querySelector<HTMLButtonElement>(`[data-new-version="${code}"]`)?.focus(),
    );
  };

  const columns: DataTableColumn<SchemeVersion>[] = [
    {
      id: 'scheme',
      header: 'Scheme',
      rowHeader: true,
      accessor: (version) => `${version.code} ${version.name}`,
      cell: (version) => (
        <CellLines $secondary={isSecondary(version)}>
          <SchemeCode>
            {version.code}
            {version.isDefault && !isSecondary(version) ? <Badge tone="info">Default</Badge> : null}
          </SchemeCode>
          <SubLine>{version.name}</SubLine>
        </CellLines>
      ),
    },
    {
      id: 'version',
      header: 'Version',
      accessor: (version) => version.version,
      cell: (version) => {
        const standing = standings.get(version);
        return (
          <CellLines $secondary={standing === 'superseded'}>
            <Numeric>{version.version}</Numeric>
            {standing === 'inForce' ? <Badge tone="success">In force</Badge> : null}
            {standing === 'scheduled' ? <Badge tone="warning">Scheduled</Badge> : null}
            {standing === 'superseded' ? <SubLine>Superseded</SubLine> : null}
          </CellLines>
        );
      },
    },
    {
      id: 'effectiveFrom',
      header: 'In Force From',
      accessor: (version) => version.effectiveFrom,
      cell: (version) =>
        quiet(
          version,
          <Numeric>
            <time dateTime={version.effectiveFrom}>
              {formatDate(version.effectiveFrom, dateFormat)}
            </time>
          </Numeric>,
        ),
    },
    {
      id: 'growingCharge',
      header: 'Growing Charge',
      align: 'end',
      accessor: (version) => version.terms.baseGcPaise,
      cell: (version) => (
        <CellLines $secondary={isSecondary(version)} $align="end">
          <Numeric>{perKg(version.terms.baseGcPaise)}</Numeric>
          <SubLine>
            <Numeric>
              {formatMoney(version.terms.minGcPaise)}–{formatMoney(version.terms.maxGcPaise)}
            </Numeric>
          </SubLine>
        </CellLines>
      ),
    },
    {
      id: 'standardPc',
      header: 'Standard PC',
      align: 'end',
      accessor: (version) => version.terms.standardPcPaise,
      cell: (version) => quiet(version, <Numeric>{perKg(version.terms.standardPcPaise)}</Numeric>),
    },
    {
      id: 'farmers',
      header: 'Applies To',
      accessor: (version) =>
        version.isDefault ? 'All other farmers' : version.farmerCodes.join(', '),
      cell: (version) =>
        quiet(
          version,
          version.isDefault
            ? 'All other farmers'
            : version.farmerCodes.length > 0
              ? version.farmerCodes.join(', ')
              : 'No farmers yet',
        ),
    },
    {
      id: 'settlements',
      header: 'Used By',
      accessor: (version) => version.settlements,
      cell: (version) => quiet(version, settlementsText(version.settlements)),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      searchable: false,
      cell: (version) =>
        latest.get(version.code) === version ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`New Version of ${version.code}`}
            aria-haspopup="dialog"
            data-new-version={version.code}
            onClick={() => openVersion(version.code)}
          >
            New Version
          </Button>
        ) : null,
    },
  ];

  return (
    <Card>
      <CardHeader
        title="Settlement Schemes"
        titleId="settlement-schemes-title"
        headingLevel={2}
        description={SCHEMES_DESCRIPTION}
        actions={
          <SchemeDialog
            scheme={null}
            template={defaultScheme}
            onSave={onAdd}
            dateFormat={dateFormat}
            trigger={<Button>Add Scheme</Button>}
          />
        }
      />
      <CardContent flush ref={tableArea}>
        <DataTable
          caption="Settlement schemes"
          captionHidden
          itemsLabel="settlement schemes"
          columns={columns}
          rows={rows}
          getRowId={(version) => `${version.code}-${version.version}`}
          loading={!schemes && !loadError}
          skeletonRows={3}
          error={loadError ?? undefined}
          errorTitle="Could not load the settlement schemes"
          onRetry={onRetry}
          // A handful of schemes and versions, in the server's order: one list, no pages.
          paginate={false}
          minWidth="56rem"
          empty={{
            title: 'No settlement schemes',
            description:
              'The default scheme SCH001 should always be here. Reload the page, or add a scheme.',
          }}
        />
        {versionScheme ? (
          <SchemeDialog
            key={versionDialog.opening}
            scheme={versionScheme}
            open={versionDialog.open}
            onOpenChange={(open) => {
              if (!open) closeVersion();
            }}
            onSave={(input) => onAddVersion(versionScheme.code, input)}
            dateFormat={dateFormat}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
