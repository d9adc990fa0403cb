import {
  apiPaths,
  formatQuantity,
  type Godown,
  godownInput,
  godownListHeaders,
  godownSorts,
  positiveInt,
} from '@pfm/shared';
import { FormField, Input, NumberInput, StatusBadge } from '@pfm/ui';
import type { z } from 'zod';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { StatusField } from '../status-field.tsx';

const godownForm = godownInput.extend({ capacityKg: numberText(positiveInt('capacity')) });
type GodownValues = z.input<typeof godownForm>;
type GodownOutput = z.output<typeof godownInput>;

function GodownFields({ form, mode }: MasterFieldsProps<GodownValues, GodownOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <FormField label="Godown Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Location" required error={errors.location?.message}>
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <FormField label="Capacity (kg)" required error={errors.capacityKg?.message}>
        <NumberInput {...numberField(form, 'capacityKg')} unit="kg" min={1} step={100} />
      </FormField>
      {mode === 'edit' ? <StatusField form={form} /> : null}
    </DialogFields>
  );
}

export const godownApi = masterApi<Godown, GodownOutput, string>(apiPaths.godowns);

export const godownConfig: MasterConfig<Godown, GodownValues, GodownOutput, string> = {
  title: 'Godown Setup',
  subtitle: 'Storage facilities for chicks, feed and medicine.',
  noun: 'Godown',
  itemsLabel: 'godowns',
  addLabel: 'Add Godown',
  addTitle: 'Add New Godown',
  addDescription: 'Enter the details of the new storage facility',
  addSubmit: 'Save Godown',
  editTitle: 'Edit Godown',
  editDescription: 'Change the details of this storage facility',
  editSubmit: 'Save Godown',
  caption: 'Godowns',
  searchLabel: 'Search godowns',
  searchPlaceholder: 'Search godowns...',
  emptyDescription: 'Add your first godown to start recording stock.',
  sortIds: godownSorts,
  keyOf: (godown) => godown.code,
  rowLabel: (godown) => godown.name,
  describe: (godown) => `${godown.name} (${godown.code})`,
  columns: () => [
    {
      id: 'code',
      header: godownListHeaders.code,
      accessor: (godown) => godown.code,
      sortable: true,
      width: '6rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: godownListHeaders.name,
      accessor: (godown) => godown.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'location',
      card: 'detail',
      clamp: 1,
      header: godownListHeaders.location,
      accessor: (godown) => godown.location,
      sortable: true,
    },
    {
      id: 'capacityKg',
      card: 'figure',
      header: godownListHeaders.capacityKg,
      align: 'end',
      sortable: true,
      accessor: (godown) => godown.capacityKg,
      cell: (godown) => formatQuantity(godown.capacityKg, 'kg'),
    },
    {
      id: 'status',
      card: 'status',
      header: godownListHeaders.status,
      sortable: true,
      accessor: (godown) => godown.status,
      cell: (godown) => <StatusBadge status={godown.status} />,
    },
  ],
  form: {
    schema: godownForm,
    empty: { name: '', location: '', capacityKg: '', status: 'active' },
    fromRecord: (godown) => ({
      name: godown.name,
      location: godown.location,
      capacityKg: String(godown.capacityKg),
      status: godown.status,
    }),
    Fields: GodownFields,
  },
};
