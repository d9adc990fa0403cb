import {
  apiPaths,
  type Farm,
  farmInput,
  farmListHeaders,
  farmSorts,
  formatQuantity,
} from '@pfm/shared';
import { FormField, Input, NumberInput, StatusBadge } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { numberField, numberText, optionalNumberText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { StatusField } from '../status-field.tsx';
import { FarmerPicker, farmerOptionLabel } from './farmer-picker.tsx';

/**
 * The shared rule with numbers typed as text, and the chosen farmer's label kept beside the code
 * (what the picker shows); the label is dropped before saving.
 */
const farmForm = farmInput
  .extend({
    capacityBirds: numberText(farmInput.shape.capacityBirds),
    areaSqFt: optionalNumberText(farmInput.shape.areaSqFt.unwrap().unwrap()),
    farmerLabel: z.string(),
  })
  .transform(({ farmerLabel: _label, ...farm }) => farm);
type FarmValues = z.input<typeof farmForm>;
type FarmOutput = z.output<typeof farmInput>;

function FarmFields({ form, mode }: MasterFieldsProps<FarmValues, FarmOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <FormField label="Farm Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="farmerCode"
        render={({ field }) => (
          <FormField label="Farmer" required error={errors.farmerCode?.message}>
            <FarmerPicker
              value={field.value}
              valueLabel={form.getValues('farmerLabel')}
              onPick={(code, label) => {
                form.setValue('farmerLabel', label);
                field.onChange(code);
              }}
              placeholder="Search by name or ID"
              name={field.name}
              ref={field.ref}
            />
          </FormField>
        )}
      />
      <FormField label="Location" required error={errors.location?.message}>
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <TwoColumns>
        <FormField label="Capacity (birds)" required error={errors.capacityBirds?.message}>
          <NumberInput
            {...numberField(form, 'capacityBirds')}
            whole
            unit="birds"
            min={1}
            step={500}
          />
        </FormField>
        <FormField label="Area (sq ft)" error={errors.areaSqFt?.message}>
          <NumberInput {...numberField(form, 'areaSqFt')} unit="sq ft" min={1} step={100} />
        </FormField>
      </TwoColumns>
      {mode === 'edit' ? <StatusField form={form} /> : null}
    </DialogFields>
  );
}

export const farmApi = masterApi<Farm, FarmOutput, string>(apiPaths.farms);

export const farmConfig: MasterConfig<Farm, FarmValues, FarmOutput, string> = {
  title: 'Farm Registration',
  subtitle: 'The farms where farmers raise the birds.',
  noun: 'Farm',
  itemsLabel: 'farms',
  addLabel: 'Add Farm',
  addTitle: 'Add Farm',
  addDescription: 'Enter the details of the new farm',
  addSubmit: 'Save Farm',
  editTitle: 'Edit Farm',
  editDescription: 'Change the details of this farm',
  editSubmit: 'Save Farm',
  caption: 'Farms',
  searchLabel: 'Search farms',
  searchPlaceholder: 'Search farms...',
  emptyDescription: 'Add your first farm to start placing batches.',
  sortIds: farmSorts,
  keyOf: (farm) => farm.code,
  rowLabel: (farm) => farm.name,
  describe: (farm) => `${farm.name} (${farm.code})`,
  minWidth: '52rem',
  columns: () => [
    {
      id: 'code',
      header: farmListHeaders.code,
      accessor: (farm) => farm.code,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: farmListHeaders.name,
      accessor: (farm) => farm.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'farmer',
      card: 'detail',
      clamp: 2,
      header: farmListHeaders.farmer,
      sortable: true,
      accessor: (farm) => farmerOptionLabel({ name: farm.farmerName, code: farm.farmerCode }),
    },
    {
      id: 'location',
      card: 'detail',
      clamp: 1,
      header: farmListHeaders.location,
      accessor: (farm) => farm.location,
      sortable: true,
    },
    {
      id: 'capacityBirds',
      card: 'figure',
      header: farmListHeaders.capacityBirds,
      align: 'end',
      sortable: true,
      accessor: (farm) => farm.capacityBirds,
      cell: (farm) => formatQuantity(farm.capacityBirds, 'birds'),
    },
    {
      id: 'status',
      card: 'status',
      header: farmListHeaders.status,
      sortable: true,
      accessor: (farm) => farm.status,
      cell: (farm) => <StatusBadge status={farm.status} />,
    },
  ],
  form: {
    schema: farmForm,
    empty: {
      name: '',
      farmerCode: '',
      farmerLabel: '',
      location: '',
      capacityBirds: '',
      areaSqFt: '',
      status: 'active',
    },
    fromRecord: (farm) => ({
      name: farm.name,
      farmerCode: farm.farmerCode,
      farmerLabel: farmerOptionLabel({ name: farm.farmerName, code: farm.farmerCode }),
      location: farm.location,
      capacityBirds: String(farm.capacityBirds),
      areaSqFt: farm.areaSqFt === null ? '' : String(farm.areaSqFt),
      status: farm.status,
    }),
    Fields: FarmFields,
  },
};
