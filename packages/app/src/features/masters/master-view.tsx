import { zodResolver } from '@hookform/resolvers/zod';
import type { DateFormat, ListPage } from '@pfm/shared';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  type DialogSize,
  FormDialog,
  PageHeader,
  useToast,
} from '@pfm/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submitDialogForm } from '../../lib/dialog-form.ts';
import { apiListExportQuery, ExportMenu } from '../../lib/exports/export-menu.tsx';
import type { ListParams } from '../../lib/list-params.ts';
import { MasterSection, ReadOnlyNote } from './master-view.styles.ts';

/** How amounts and dates show (from Settings). */
export interface DisplaySettings {
  currencySymbol: string;
  dateFormat: DateFormat;
}

export const defaultDisplay: DisplaySettings = { currencySymbol: '₹', dateFormat: 'DD/MM/YYYY' };

/** The open dialog of a master screen: adding, editing one record, or none. */
export type MasterDialog<Row> = { mode: 'add' } | { mode: 'edit'; row: Row } | null;

/** Everything that differs between two masters' screens. */
export interface MasterConfig<Row, Values extends FieldValues, Input, Key extends string | number> {
  /** Heading of the screen ("Godown Setup"). */
  title: string;
  subtitle?: string;
  /** The record in words, capitalised ("Godown"), for toasts ("Godown added"). */
  noun: string;
  /** Plural in lower case ("godowns"), for "No godowns match …" and the read-only note. */
  itemsLabel: string;
  /** The add button ("Add Godown"). */
  addLabel: string;
  addTitle: string;
  addDescription: string;
  addSubmit: string;
  editTitle: string;
  editDescription: string;
  editSubmit: string;
  /** The table's caption ("Godowns"). */
  caption: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyDescription: string;
  /** Sort ids the server accepts. */
  sortIds: readonly string[];
  keyOf: (row: Row) => Key;
  /** A record's name in action buttons and dialogs ("North Godown"). */
  rowLabel: (row: Row) => string;
  /** A record in a sentence ("North Godown (G002)"). */
  describe: (row: Row) => string;
  columns: (display: DisplaySettings) => DataTableColumn<Row>[];
  /** Minimum width of the table before it scrolls sideways. */
  minWidth?: string;
  /** The form: the shared rule with text fields for numbers, its empty values, a record's values. */
  form: {
    schema: z.ZodType<Input, Values>;
    empty: Values;
    fromRecord: (row: Row) => Values;
    Fields: ComponentType<MasterFieldsProps<Values, Input>>;
    size?: DialogSize;
  };
}

export interface MasterFieldsProps<Values extends FieldValues, Input> {
  form: UseFormReturn<Values, unknown, Input>;
  mode: 'add' | 'edit';
}

export interface MasterViewProps<
  Row,
  Values extends FieldValues,
  Input,
  Key extends string | number,
> {
  config: MasterConfig<Row, Values, Input, Key>;
  /** The current page; `undefined` until the first one arrives. */
  page?: ListPage<Row> | undefined;
  /** A page is being fetched (the previous one may still show). */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  params: ListParams;
  onParamsChange: (next: Partial<ListParams>) => void;
  /**
   * The master's export endpoint (`/api/farmers/export`): Export offers the PDF and the Excel file
   * of every record the search matches, in the table's order (everyone may export).
   */
  exportPath: string;
  /** Administrators add, edit and delete; Staff only read. */
  canWrite: boolean;
  dialog: MasterDialog<Row>;
  onDialogChange: (dialog: MasterDialog<Row>) => void;
  /** The record the delete confirmation asks about. */
  deleting: Row | null;
  onDeletingChange: (row: Row | null) => void;
  /** Saves a new record (`row` undefined) or changes `row`; rejects with the server's reasons. */
  onSave: (input: Input, row?: Row) => Promise<Row>;
  /** Deletes `row`; rejects with the server's reason (e.g. others depend on it). */
  onDelete: (row: Row) => Promise<unknown>;
  display?: DisplaySettings;
}

/**
 * A master screen: heading and add button, a server-driven table (search, sort, page), the add/edit
 * dialog and the delete confirmation. Staff see the same list without the ways to change it.
 */
export function MasterView<Row, Values extends FieldValues, Input, Key extends string | number>({
  config,
  page,
  loading = false,
  error,
  onRetry,
  params,
  onParamsChange,
  exportPath,
  canWrite,
  dialog,
  onDialogChange,
  deleting,
  onDeletingChange,
  onSave,
  onDelete,
  display = defaultDisplay,
}: MasterViewProps<Row, Values, Input, Key>) {
  const { toast } = useToast();
  const addButton = canWrite ? (
    <Button
      leadingIcon={<Plus aria-hidden="true" />}
      // It opens the add dialog, like a dialog trigger (which says so itself).
      aria-haspopup="dialog"
      data-shortcut="new"
      onClick={() => onDialogChange({ mode: 'add' })}
    >
      {config.addLabel}
    </Button>
  ) : undefined;

  const actions = (
    <>
      <ExportMenu
        exportPath={exportPath}
        exportQuery={apiListExportQuery(params)}
        fileName={config.caption}
      />
      {addButton}
    </>
  );

  const table = {
    caption: config.caption,
    // The caption names the list in the user's remembered densities and hidden columns.
    listId: config.caption,
    captionHidden: true,
    itemsLabel: config.itemsLabel,
    columns: config.columns(display),
    rows: page?.rows ?? [],
    getRowId: (row: Row) => String(config.keyOf(row)),
    searchLabel: config.searchLabel,
    searchPlaceholder: config.searchPlaceholder,
    loading: loading && !page,
    error: error ?? undefined,
    errorTitle: `Could not load the ${config.itemsLabel}`,
    stateHeadingLevel: 2 as const,
    onRetry,
    empty: {
      title: `No ${config.itemsLabel} yet`,
      description: canWrite
        ? config.emptyDescription
        : `An Administrator adds ${config.itemsLabel}.`,
      action: addButton,
    },
    minWidth: config.minWidth ?? '44rem',
    pageSizeOptions: [10, 25, 50, 100],
    manual: true as const,
    total: page?.total ?? 0,
    totalEstimated: page?.estimated ?? false,
    sort: params.sort,
    onSortChange: (sort: ListParams['sort']) => onParamsChange({ sort }),
    search: params.q,
    onSearchChange: (q: string) => onParamsChange({ q }),
    page: params.page,
    pageSize: params.size,
    onPageChange: (next: number) => onParamsChange({ page: next }),
    onPageSizeChange: (size: number) => onParamsChange({ size }),
  };

  return (
    <MasterSection aria-labelledby="screen-title">
      <PageHeader
        title={config.title}
        titleId="screen-title"
        subtitle={config.subtitle}
        actions={actions}
      />
      {canWrite ? null : (
        <ReadOnlyNote>
          You can look up {config.itemsLabel}; only an Administrator can add, change or delete them.
        </ReadOnlyNote>
      )}
      {canWrite ? (
        <DataTable
          {...table}
          rowLabel={config.rowLabel}
          rowActions={[
            {
              label: 'Edit',
              icon: Pencil,
              onSelect: (row) => onDialogChange({ mode: 'edit', row }),
            },
            { label: 'Delete', icon: Trash2, tone: 'destructive', onSelect: onDeletingChange },
          ]}
        />
      ) : (
        <DataTable {...table} />
      )}
      {canWrite ? (
        <>
          <MasterFormDialog
            config={config}
            dialog={dialog}
            onDialogChange={onDialogChange}
            onSave={async (input, row) => {
              const saved = await onSave(input, row);
              toast({
                title: row ? `${config.noun} updated` : `${config.noun} added`,
                description: `${config.describe(saved)} was ${row ? 'updated' : 'added'}.`,
                tone: 'success',
              });
            }}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) onDeletingChange(null);
            }}
            title={deleting ? `Delete ${config.rowLabel(deleting)}?` : ''}
            description={
              deleting ? `${config.describe(deleting)} will be removed. This cannot be undone.` : ''
            }
            confirmLabel="Delete"
            onConfirm={async () => {
              if (!deleting) return;
              await onDelete(deleting);
              toast({
                title: `${config.noun} deleted`,
                description: `${config.describe(deleting)} was deleted.`,
                tone: 'success',
              });
            }}
          />
        </>
      ) : null}
    </MasterSection>
  );
}

function MasterFormDialog<Row, Values extends FieldValues, Input, Key extends string | number>({
  config,
  dialog,
  onDialogChange,
  onSave,
}: {
  config: MasterConfig<Row, Values, Input, Key>;
  dialog: MasterDialog<Row>;
  onDialogChange: (dialog: MasterDialog<Row>) => void;
  onSave: (input: Input, row?: Row) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const editing = dialog?.mode === 'edit' ? dialog.row : undefined;
  const form = useForm<Values, unknown, Input>({
    resolver: zodResolver(config.form.schema as never) as never,
    defaultValues: config.form.empty as DefaultValues<Values>,
  });
  const { Fields } = config.form;

  // Each time the dialog opens it starts from the record being edited, or empty.
  useEffect(() => {
    if (!dialog) return;
    form.reset((editing ? config.form.fromRecord(editing) : config.form.empty) as Values);
    setFormError(null);
  }, [dialog, editing, form, config.form]);

  const save = () => submitDialogForm(form, (input) => onSave(input, editing), setFormError);

  return (
    <FormDialog
      open={dialog !== null}
      onOpenChange={(open) => {
        if (!open) onDialogChange(null);
      }}
      title={editing ? config.editTitle : config.addTitle}
      description={editing ? config.editDescription : config.addDescription}
      submitLabel={editing ? config.editSubmit : config.addSubmit}
      size={config.form.size ?? 'md'}
      formError={formError}
      onSubmit={save}
      // Adding, the next record can follow in the same dialog; an edit is of one record.
      {...(!editing && {
        onSubmitAndAddAnother: async () => {
          await save();
          form.reset(config.form.empty);
          setFormError(null);
        },
      })}
    >
      {dialog ? <Fields form={form} mode={editing ? 'edit' : 'add'} /> : null}
    </FormDialog>
  );
}
