import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useListParams } from '../../lib/list-params.ts';
import { type MasterApi, useMasterRemove, useMasterSave } from '../../lib/resource-api.ts';
import { sessionQuery } from '../../lib/session.ts';
import { useSettingsOrDefaults } from '../../lib/settings.ts';
import type { MasterConfig, MasterDialog, MasterViewProps } from './master-view.tsx';

/**
 * Wires a master's view to its API: list parameters from the URL, the page query, save and delete
 * mutations, the signed-in user's right to write, and the currency and date settings.
 * `dependents` are other masters' paths whose lists show this master's data (farms show farmers).
 */
export function useMasterScreen<
  Row,
  Values extends FieldValues,
  Input,
  Key extends string | number,
>(
  config: MasterConfig<Row, Values, Input, Key>,
  masterApi: MasterApi<Row, Input, Key>,
  dependents: readonly string[] = [],
): MasterViewProps<Row, Values, Input, Key> {
  const [params, onParamsChange] = useListParams(config.sortIds);
  const list = useQuery(masterApi.listQuery(params));
  const save = useMasterSave(masterApi, dependents);
  const remove = useMasterRemove(masterApi, dependents);
  const session = useQuery(sessionQuery);
  const settings = useSettingsOrDefaults();
  const [dialog, onDialogChange] = useState<MasterDialog<Row>>(null);
  const [deleting, onDeletingChange] = useState<Row | null>(null);

  return {
    config,
    page: list.data,
    loading: list.isFetching,
    error: list.isError ? list.error.message : null,
    onRetry: () => void list.refetch(),
    params,
    onParamsChange,
    exportPath: `${masterApi.path}/export`,
    canWrite: session.data?.role === 'Administrator',
    dialog,
    onDialogChange,
    deleting,
    onDeletingChange,
    onSave: (input, row) =>
      save.mutateAsync({ key: row === undefined ? undefined : config.keyOf(row), input }),
    onDelete: (row) => remove.mutateAsync(config.keyOf(row)),
    display: { currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat },
  };
}
