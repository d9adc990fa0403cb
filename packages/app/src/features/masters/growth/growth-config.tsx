import {
  apiPaths,
  formatNumber,
  type GrowthStandard,
  growthStandardInput,
  growthStandardListHeaders,
  growthStandardSorts,
  MAX_STANDARD_WEEK,
} from '@pfm/shared';
import { FormField, NumberInput } from '@pfm/ui';
import { z } from 'zod';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';

const rules = growthStandardInput.shape;

/**
 * The shared rule with every number typed as text. The shared schema's superRefine (minimum ≤
 * target ≤ maximum) cannot be extended, so the text fields are converted first and then piped into
 * the shared schema itself: the same rules, the same messages beside Min Weight and Max Weight.
 */
const growthForm = z
  .object({
    week: numberText(rules.week),
    targetWeightG: numberText(rules.targetWeightG),
    minWeightG: numberText(rules.minWeightG),
    maxWeightG: numberText(rules.maxWeightG),
    expectedMortalityPct: numberText(rules.expectedMortalityPct),
  })
  .pipe(growthStandardInput);
type GrowthValues = z.input<typeof growthForm>;
type GrowthOutput = z.output<typeof growthStandardInput>;

function GrowthFields({ form }: MasterFieldsProps<GrowthValues, GrowthOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <FormField label="Week" required error={errors.week?.message}>
        <NumberInput {...numberField(form, 'week')} whole min={1} max={MAX_STANDARD_WEEK} />
      </FormField>
      <FormField label="Target Weight (g)" required error={errors.targetWeightG?.message}>
        <NumberInput {...numberField(form, 'targetWeightG')} unit="g" min={1} step={10} />
      </FormField>
      <TwoColumns>
        <FormField label="Min Weight (g)" required error={errors.minWeightG?.message}>
          <NumberInput {...numberField(form, 'minWeightG')} unit="g" min={1} step={10} />
        </FormField>
        <FormField label="Max Weight (g)" required error={errors.maxWeightG?.message}>
          <NumberInput {...numberField(form, 'maxWeightG')} unit="g" min={1} step={10} />
        </FormField>
      </TwoColumns>
      <FormField
        label="Expected Mortality (%)"
        required
        error={errors.expectedMortalityPct?.message}
      >
        <NumberInput
          {...numberField(form, 'expectedMortalityPct')}
          unit="%"
          min={0}
          max={100}
          step={0.1}
        />
      </FormField>
    </DialogFields>
  );
}

export const growthApi = masterApi<GrowthStandard, GrowthOutput, number>(apiPaths.growthStandards);

const grams = (value: number) => formatNumber(value, 0);

export const growthConfig: MasterConfig<GrowthStandard, GrowthValues, GrowthOutput, number> = {
  title: 'Weight/Growth Setup',
  subtitle: 'Expected weight and mortality for each week of age.',
  noun: 'Growth standard',
  itemsLabel: 'growth standards',
  addLabel: 'Add Growth Standard',
  addTitle: 'Add Growth Standard',
  addDescription: 'Enter the expected weights and mortality for a week of age',
  addSubmit: 'Save Growth Standard',
  editTitle: 'Edit Growth Standard',
  editDescription: 'Change the expected weights and mortality for this week',
  editSubmit: 'Save Growth Standard',
  caption: 'Weekly growth standards',
  searchLabel: 'Search growth standards by week',
  searchPlaceholder: 'Search by week...',
  emptyDescription: 'Add the target weight for each week to compare batches against it.',
  sortIds: growthStandardSorts,
  keyOf: (standard) => standard.id,
  rowLabel: (standard) => `Week ${standard.week}`,
  describe: (standard) => `Week ${standard.week} growth standard`,
  columns: () => [
    {
      id: 'week',
      header: growthStandardListHeaders.week,
      align: 'end',
      sortable: true,
      rowHeader: true,
      width: '6rem',
      accessor: (standard) => standard.week,
    },
    {
      id: 'targetWeightG',
      card: 'figure',
      header: `${growthStandardListHeaders.targetWeightG} (g)`,
      align: 'end',
      sortable: true,
      accessor: (standard) => standard.targetWeightG,
      cell: (standard) => grams(standard.targetWeightG),
    },
    {
      id: 'minWeightG',
      card: 'detail',
      header: `${growthStandardListHeaders.minWeightG} (g)`,
      align: 'end',
      accessor: (standard) => standard.minWeightG,
      cell: (standard) => grams(standard.minWeightG),
    },
    {
      id: 'maxWeightG',
      card: 'detail',
      header: `${growthStandardListHeaders.maxWeightG} (g)`,
      align: 'end',
      accessor: (standard) => standard.maxWeightG,
      cell: (standard) => grams(standard.maxWeightG),
    },
    {
      id: 'expectedMortalityPct',
      card: 'detail',
      header: `${growthStandardListHeaders.expectedMortalityPct} (%)`,
      align: 'end',
      sortable: true,
      accessor: (standard) => standard.expectedMortalityPct,
      cell: (standard) => formatNumber(standard.expectedMortalityPct, 1),
    },
  ],
  form: {
    schema: growthForm,
    empty: {
      week: '',
      targetWeightG: '',
      minWeightG: '',
      maxWeightG: '',
      expectedMortalityPct: '',
    },
    fromRecord: (standard) => ({
      week: String(standard.week),
      targetWeightG: String(standard.targetWeightG),
      minWeightG: String(standard.minWeightG),
      maxWeightG: String(standard.maxWeightG),
      expectedMortalityPct: String(standard.expectedMortalityPct),
    }),
    Fields: GrowthFields,
  },
};
