import {
  apiPaths,
  type FeedStandard,
  feedStandardInput,
  feedStandardListHeaders,
  feedStandardSorts,
  formatNumber,
  kgPer100Birds,
  MAX_STANDARD_WEEK,
} from '@pfm/shared';
import { FormField, Input, NumberInput } from '@pfm/ui';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';

const rules = feedStandardInput.shape;
const feedForm = feedStandardInput.extend({
  week: numberText(rules.week),
  gramsPerBirdPerDay: numberText(rules.gramsPerBirdPerDay),
});
type FeedValues = z.input<typeof feedForm>;
type FeedOutput = z.output<typeof feedStandardInput>;

/** Feed for 100 birds a day, in kg to the gram ("2.2"). */
const kg = (value: number) => formatNumber(value, 3);

/** "= 2.2 kg per day for 100 birds" for a quantity the rule accepts, else nothing. */
function totalHint(gramsText: string): string | undefined {
  const grams = rules.gramsPerBirdPerDay.safeParse(Number(gramsText.trim().replace(/,/g, '')));
  if (gramsText.trim() === '' || !grams.success) return undefined;
  return `= ${kg(kgPer100Birds(grams.data))} kg per day for 100 birds`;
}

function FeedFields({ form }: MasterFieldsProps<FeedValues, FeedOutput>) {
  const { errors } = form.formState;
  const grams = useWatch({ control: form.control, name: 'gramsPerBirdPerDay' }) ?? '';
  return (
    <DialogFields>
      <FormField label="Week" required error={errors.week?.message}>
        <NumberInput {...numberField(form, 'week')} whole min={1} max={MAX_STANDARD_WEEK} />
      </FormField>
      <FormField label="Feed Type" required error={errors.feedType?.message}>
        <Input autoComplete="off" {...form.register('feedType')} />
      </FormField>
      <FormField
        label="Quantity per Bird per Day (g)"
        required
        hint={totalHint(grams)}
        error={errors.gramsPerBirdPerDay?.message}
      >
        <NumberInput {...numberField(form, 'gramsPerBirdPerDay')} unit="g" min={0} step={0.1} />
      </FormField>
    </DialogFields>
  );
}

export const feedApi = masterApi<FeedStandard, FeedOutput, number>(apiPaths.feedStandards);

export const feedConfig: MasterConfig<FeedStandard, FeedValues, FeedOutput, number> = {
  title: 'Feed Consumption Setup',
  subtitle: 'Feed each bird should eat per day, by week of age.',
  noun: 'Feed standard',
  itemsLabel: 'feed standards',
  addLabel: 'Add Feed Standard',
  addTitle: 'Add Feed Standard',
  addDescription: 'Enter the feed type and daily quantity per bird for a week of age',
  addSubmit: 'Save Feed Standard',
  editTitle: 'Edit Feed Standard',
  editDescription: 'Change the feed type and daily quantity per bird for this week',
  editSubmit: 'Save Feed Standard',
  caption: 'Weekly feed standards',
  searchLabel: 'Search feed standards by week or feed type',
  searchPlaceholder: 'Search by week or feed type...',
  emptyDescription: 'Add the daily feed per bird for each week to plan feed issues.',
  sortIds: feedStandardSorts,
  keyOf: (standard) => standard.id,
  rowLabel: (standard) => `Week ${standard.week}`,
  describe: (standard) => `Week ${standard.week} feed standard (${standard.feedType})`,
  columns: () => [
    {
      id: 'week',
      header: feedStandardListHeaders.week,
      align: 'end',
      sortable: true,
      rowHeader: true,
      width: '6rem',
      accessor: (standard) => standard.week,
    },
    {
      id: 'feedType',
      card: 'title',
      header: feedStandardListHeaders.feedType,
      sortable: true,
      accessor: (standard) => standard.feedType,
    },
    {
      id: 'gramsPerBirdPerDay',
      card: 'figure',
      header: `${feedStandardListHeaders.gramsPerBirdPerDay} (g)`,
      align: 'end',
      sortable: true,
      accessor: (standard) => standard.gramsPerBirdPerDay,
      cell: (standard) => formatNumber(standard.gramsPerBirdPerDay, 1),
    },
    {
      id: 'kgPer100BirdsPerDay',
      card: 'detail',
      header: `${feedStandardListHeaders.kgPer100BirdsPerDay} (kg)`,
      align: 'end',
      accessor: (standard) => standard.kgPer100BirdsPerDay,
      cell: (standard) => kg(standard.kgPer100BirdsPerDay),
    },
  ],
  form: {
    schema: feedForm,
    empty: { week: '', feedType: '', gramsPerBirdPerDay: '' },
    fromRecord: (standard) => ({
      week: String(standard.week),
      feedType: standard.feedType,
      gramsPerBirdPerDay: String(standard.gramsPerBirdPerDay),
    }),
    Fields: FeedFields,
  },
};
