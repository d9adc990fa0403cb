import {
  apiPaths,
  formatDate,
  formatMoney,
  type Rate,
  type RateItem,
  type RateStatus,
  type RateUnit,
  rateInput,
  rateItemIds,
  rateItems,
  rateListHeaders,
  rateSorts,
  rateUnitLabels,
  rateUnits,
} from '@pfm/shared';
import { Badge, type BadgeTone, DateInput, FormField, NumberInput, Select } from '@pfm/ui';
import { useRef } from 'react';
import { Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { moneyText, numberField, paiseToText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';

const rules = rateInput.shape;

/** The shared rule with the choices starting empty, the rate typed in rupees and the date as text. */
const rateForm = rateInput.extend({
  item: z.string().pipe(rules.item),
  ratePaise: moneyText(rules.ratePaise),
  effectiveFrom: z
    .string()
    .min(1, 'Enter the date the rate takes effect.')
    .pipe(rules.effectiveFrom),
  unit: z.string().pipe(rules.unit),
});
type RateValues = z.input<typeof rateForm>;
type RateOutput = z.output<typeof rateInput>;

const rateStatusBadges: Record<RateStatus, { tone: BadgeTone; label: string }> = {
  active: { tone: 'success', label: 'Active' },
  scheduled: { tone: 'info', label: 'Scheduled' },
  closed: { tone: 'neutral', label: 'Closed' },
};

const itemOptions = rateItemIds.map((value) => ({ value, label: rateItems[value] }));
const unitOptions = rateUnits.map((value) => ({ value, label: rateUnitLabels[value] }));

/** What a DateInput needs from `register` (its min/max props are `yyyy-mm-dd` strings). */
const dateField = ({ onChange, onBlur, ref, name }: UseFormRegisterReturn) => ({
  onChange,
  onBlur,
  ref,
  name,
});

/** Chicks are sold by the piece; feed and live chicken by the kg. */
const usualUnit = (item: RateItem): RateUnit => (item === 'chicks' ? 'piece' : 'kg');

function RateFields({ form }: MasterFieldsProps<RateValues, RateOutput>) {
  const { errors } = form.formState;
  // Once the user picks a unit, choosing another item no longer changes it.
  const unitChosen = useRef(false);
  return (
    <DialogFields>
      <Controller
        control={form.control}
        name="item"
        render={({ field }) => (
          <FormField label="Item" required error={errors.item?.message}>
            <Select
              options={itemOptions}
              placeholder="Choose an item"
              value={field.value}
              onValueChange={(item) => {
                field.onChange(item);
                if (!unitChosen.current && item in rateItems) {
                  form.setValue('unit', usualUnit(item as RateItem));
                  form.clearErrors('unit');
                }
              }}
              name={field.name}
              ref={field.ref}
            />
          </FormField>
        )}
      />
      <TwoColumns>
        <FormField label="Rate (₹)" required error={errors.ratePaise?.message}>
          <NumberInput {...numberField(form, 'ratePaise')} prefix="₹" min={0} step={0.01} />
        </FormField>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <FormField label="Unit" required error={errors.unit?.message}>
              <Select
                options={unitOptions}
                placeholder="Choose a unit"
                value={field.value}
                onValueChange={(unit) => {
                  unitChosen.current = true;
                  field.onChange(unit);
                }}
                name={field.name}
                ref={field.ref}
              />
            </FormField>
          )}
        />
      </TwoColumns>
      <FormField label="Effective From" required error={errors.effectiveFrom?.message}>
        <DateInput {...dateField(form.register('effectiveFrom'))} />
      </FormField>
    </DialogFields>
  );
}

export const rateApi = masterApi<Rate, RateOutput, number>(apiPaths.rates);

/** "Starter Feed rate from 01/04/2026". */
const rateName = (rate: Rate) =>
  `${rateItems[rate.item]} rate from ${formatDate(rate.effectiveFrom)}`;

export const rateConfig: MasterConfig<Rate, RateValues, RateOutput, number> = {
  title: 'Rate Setup',
  subtitle: 'Rates of chicks, feed and live chicken, each in force from its start date.',
  noun: 'Rate',
  itemsLabel: 'rates',
  addLabel: 'Add Rate',
  addTitle: 'Add Rate',
  addDescription:
    'Enter the rate and the date it takes effect. A new rate closes the previous one on the day before it starts.',
  addSubmit: 'Save Rate',
  editTitle: 'Edit Rate',
  editDescription:
    'Change this rate. The previous rate of this item ends the day before the date you choose.',
  editSubmit: 'Save Rate',
  caption: 'Rates',
  searchLabel: 'Search rates by item',
  searchPlaceholder: 'Search by item...',
  emptyDescription: 'Add the rate of each item to price purchases, issues and sales.',
  sortIds: rateSorts,
  minWidth: '52rem',
  keyOf: (rate) => rate.id,
  rowLabel: rateName,
  describe: rateName,
  columns: (display) => [
    {
      id: 'item',
      header: rateListHeaders.item,
      sortable: true,
      rowHeader: true,
      accessor: (rate) => rateItems[rate.item],
    },
    {
      id: 'ratePaise',
      card: 'figure',
      header: rateListHeaders.ratePaise,
      align: 'end',
      sortable: true,
      accessor: (rate) => rate.ratePaise,
      cell: (rate) => formatMoney(rate.ratePaise, { symbol: display.currencySymbol }),
    },
    {
      id: 'unit',
      card: 'detail',
      header: rateListHeaders.unit,
      accessor: (rate) => rateUnitLabels[rate.unit],
    },
    {
      id: 'effectiveFrom',
      card: 'detail',
      header: rateListHeaders.effectiveFrom,
      sortable: true,
      accessor: (rate) => rate.effectiveFrom,
      cell: (rate) => formatDate(rate.effectiveFrom, display.dateFormat),
    },
    {
      id: 'effectiveTo',
      card: 'detail',
      header: rateListHeaders.effectiveTo,
      accessor: (rate) => rate.effectiveTo,
      cell: (rate) => formatDate(rate.effectiveTo, display.dateFormat),
    },
    {
      id: 'status',
      card: 'status',
      header: rateListHeaders.status,
      sortable: true,
      accessor: (rate) => rate.status,
      cell: (rate) => {
        const { tone, label } = rateStatusBadges[rate.status];
        return (
          <Badge tone={tone} data-status={rate.status}>
            {label}
          </Badge>
        );
      },
    },
  ],
  form: {
    schema: rateForm,
    empty: { item: '', ratePaise: '', effectiveFrom: '', unit: '' },
    fromRecord: (rate) => ({
      item: rate.item,
      ratePaise: paiseToText(rate.ratePaise),
      effectiveFrom: rate.effectiveFrom,
      unit: rate.unit,
    }),
    Fields: RateFields,
  },
};
