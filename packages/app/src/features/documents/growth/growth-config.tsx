// Over 400 lines: the growth update's columns, form, live figures (FCR, mortality, body weight against the standard) and view.
import {
  apiPaths,
  DEVIATION_WARNING_PCT,
  formatDate,
  formatMilli,
  formatNumber,
  formatQuantity,
  fromMilli,
  type GrowthUpdate,
  growthRefusals,
  growthUpdateInput,
  growthUpdateListHeaders,
  growthUpdateSorts,
  isoDate,
  MAX_GROWTH_WEEK,
  type Performance,
  performanceLabels,
  performances,
  postedLabels,
  today,
  weekRange,
} from '@pfm/shared';
import { Badge, Deviation, FormField, NumberInput, StatusBadge } from '@pfm/ui';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type BatchFacts,
  type FeedFacts,
  useBatchLookup,
  useFeedFacts,
} from '../../../lib/documents/batch-lookup.tsx';
import { documentApi } from '../../../lib/documents/document-api.ts';
import type {
  DocumentConfig,
  PickOption,
  RecordFieldsProps,
} from '../../../lib/documents/document-config.ts';
import {
  Figure,
  RecordFieldStack,
  TwoColumns,
} from '../../../lib/documents/document-view.styles.ts';
import {
  DateField,
  documentDateText,
  PickField,
  quantityText,
} from '../../../lib/documents/form-fields.tsx';
import {
  countTyped,
  deathsRefusal,
  feedAvailableText,
  feedRefusal,
  quantityTyped,
} from '../../../lib/documents/limits.ts';
import { numberField, numberText } from '../../../lib/form-values.ts';
import { paths } from '../../../paths.ts';

const { shape } = growthUpdateInput;

/** The week a batch is in on `date` by its age and the weeks allowed, or null until both are known. */
export function weekByAge(placementDate: string, date: string) {
  if (!placementDate || !isoDate.safeParse(date).success) return null;
  return weekRange(placementDate, date);
}

/**
 * The shared growth update rule with the figures typed as text, feed in kg (sent in thousandths)
 * and the date not after today. What the form knows of the chosen batch rides along once looked
 * up, so it refuses what the server would, in its words: a date before placement, a week more
 * than one from the age, more deaths than birds alive, more feed than was issued and not yet
 * consumed.
 */
const growthForm = z
  .object({
    date: documentDateText(shape.date),
    batchCode: shape.batchCode,
    week: numberText(shape.week),
    averageWeightG: numberText(shape.averageWeightG),
    mortality: numberText(shape.mortality),
    feedMilli: quantityText(shape.feedMilli),
    /** The chosen batch's placement date, '' until it is known (the server checks alone till then). */
    placementDate: z.string(),
    /** The chosen batch's birds alive, null until known. */
    birdsAlive: z.number().nullable(),
    /** The chosen batch's feed issued and consumed so far, null until known. */
    feed: z.object({ issuedMilli: z.number(), consumedMilli: z.number() }).nullable(),
  })
  .strict()
  .superRefine((update, context) => {
    const issue = (path: keyof typeof update, message: string) =>
      context.addIssue({ code: 'custom', message, path: [path] });
    const byAge = weekByAge(update.placementDate, update.date);
    if (byAge && byAge.day < 0) {
      issue('date', growthRefusals.beforePlacement(update.batchCode, update.placementDate));
    } else if (byAge && (update.week < byAge.lowest || update.week > byAge.highest)) {
      issue('week', growthRefusals.week(update.batchCode, update.date, byAge));
    }
    const deaths =
      update.birdsAlive === null
        ? null
        : deathsRefusal(update.batchCode, update.birdsAlive, update.mortality);
    if (deaths) issue('mortality', deaths);
    const feed = update.feed && feedRefusal(update.batchCode, update.feed, update.feedMilli);
    if (feed) issue('feedMilli', feed);
  })
  .transform(
    ({ placementDate: _placementDate, birdsAlive: _birdsAlive, feed: _feed, ...input }) => input,
  );

type GrowthValues = z.input<typeof growthForm>;
type GrowthOutput = z.output<typeof growthUpdateInput>;

/** Under Week: the week the batch is in by age, and the weeks allowed. */
function weekHint(batch: string, date: string, found: { data?: BatchFacts; isError: boolean }) {
  if (!batch) return 'Choose the batch to see the week by its age.';
  if (found.isError) return 'Could not check the age of this batch.';
  if (!found.data) return 'Checking the batch…';
  const byAge = weekByAge(found.data.placementDate, date);
  if (!byAge) return 'Enter the date to see the week by age.';
  if (byAge.day < 0) return growthRefusals.beforePlacement(batch, found.data.placementDate);
  const allowed =
    byAge.lowest === byAge.highest ? `${byAge.lowest}` : `${byAge.lowest}–${byAge.highest}`;
  return `Week ${byAge.week} by age (day ${byAge.day}); ${allowed} allowed.`;
}

/** Under Mortality: the birds the batch has alive today. */
function birdsHint(batch: string, found: { data?: BatchFacts; isError: boolean }) {
  if (!batch) return 'Choose the batch to see its birds alive.';
  if (found.isError) return 'Could not check the birds in this batch.';
  if (!found.data) return 'Checking the batch…';
  return `${batch} has ${formatQuantity(found.data.birds.alive, 'birds')} alive.`;
}

/** Under Feed Consumed: the feed issued to the batch and not yet consumed. */
function feedHint(batch: string, found: { data?: FeedFacts; isError: boolean }) {
  if (!batch) return 'Eaten since the last update, up to 3 decimals.';
  if (found.isError) return 'Could not check the feed issued to this batch.';
  if (!found.data) return 'Checking the feed issued…';
  return feedAvailableText(found.data);
}

function GrowthFields({ form, options }: RecordFieldsProps<GrowthValues, GrowthOutput>) {
  const { errors } = form.formState;
  const [batchCode, date, mortality, feed] = useWatch({
    control: form.control,
    name: ['batchCode', 'date', 'mortality', 'feedMilli'],
  });
  const batch = useBatchLookup(batchCode);
  const feedFacts = useFeedFacts(batchCode);
  const placementDate = batch.data?.placementDate ?? '';
  const birdsAlive = batch.data?.birds.alive ?? null;
  const suggested = weekByAge(placementDate, date)?.week ?? null;
  // Whether the user typed a week of their own (react-hook-form's dirty state cannot tell that
  // from a week set by the suggestion once it differs from the empty form's).
  const weekTyped = useRef(false);
  const weekField = numberField(form, 'week');

  // The week follows the batch's age until the user types one; the batch's facts go to the rule.
  useEffect(() => {
    form.setValue('placementDate', placementDate);
    form.setValue('birdsAlive', birdsAlive);
    form.setValue('feed', feedFacts.data ?? null);
    if (suggested === null || weekTyped.current) return;
    form.setValue('week', String(suggested), { shouldValidate: form.formState.isSubmitted });
  }, [form, placementDate, birdsAlive, feedFacts.data, suggested]);

  return (
    <RecordFieldStack>
      <TwoColumns>
        <DateField form={form} name="date" />
        <PickField
          form={form}
          name="batchCode"
          label="Batch"
          options={options.batches}
          placeholder="Search open batches"
          searchable
        />
      </TwoColumns>
      <TwoColumns>
        <FormField
          label="Week"
          required
          error={errors.week?.message}
          hint={weekHint(batchCode, date, batch)}
        >
          <NumberInput
            {...weekField}
            onChange={(event) => {
              // Emptied, the week follows the suggestion again.
              weekTyped.current = event.target.value.trim() !== '';
              return weekField.onChange(event);
            }}
            whole
            min={1}
            max={MAX_GROWTH_WEEK}
          />
        </FormField>
        <FormField label="Average Weight (g)" required error={errors.averageWeightG?.message}>
          <NumberInput {...numberField(form, 'averageWeightG')} unit="g" min={0} step={10} />
        </FormField>
      </TwoColumns>
      <TwoColumns>
        <FormField
          label="Mortality (birds)"
          required
          error={
            errors.mortality?.message ??
            (birdsAlive === null
              ? undefined
              : deathsRefusal(batchCode, birdsAlive, countTyped(mortality)))
          }
          hint={birdsHint(batchCode, batch)}
        >
          <NumberInput {...numberField(form, 'mortality')} whole unit="birds" min={0} />
        </FormField>
        <FormField
          label="Feed Consumed (kg)"
          required
          error={
            errors.feedMilli?.message ??
            (feedFacts.data
              ? feedRefusal(batchCode, feedFacts.data, quantityTyped(feed, 'kg'))
              : undefined)
          }
          hint={feedHint(batchCode, feedFacts)}
        >
          <NumberInput {...numberField(form, 'feedMilli')} unit="kg" min={0} />
        </FormField>
      </TwoColumns>
    </RecordFieldStack>
  );
}

export const growthUpdateApi = documentApi<GrowthUpdate>(apiPaths.growthUpdates);

/** A week's deviation as the Growth Report shows it: signed, destructive below −3 %, "—" without a standard. */
function DeviationFigure({ pct }: { pct: number | null }) {
  return <Deviation value={pct} fractionDigits={2} threshold={DEVIATION_WARNING_PCT} />;
}

/** The week against the standard; a week the growth standard does not cover has no verdict. */
function PerformanceBadge({ performance }: { performance: Performance | null }) {
  if (performance === null) return <Badge tone="neutral">No standard</Badge>;
  return <StatusBadge status={performance === 'warning' ? 'performance-warning' : performance} />;
}

const performanceOptions: PickOption[] = performances.map((performance) => ({
  value: performance,
  label: performanceLabels[performance],
  active: true,
}));

const grams = (value: number | null) => formatNumber(value, 0);

export const growthUpdateConfig: DocumentConfig<GrowthUpdate, GrowthValues, GrowthOutput> = {
  title: 'Weekly Growth Update',
  subtitle:
    "Each week's weighing of the farmers' batches, with deaths and feed, against the standard.",
  noun: 'Growth Update',
  itemsLabel: 'growth updates',
  caption: 'Growth updates',
  searchPlaceholder: 'Code, batch, farm or farmer',
  emptyDescription: 'Record the first update when a batch is weighed at the end of its week.',
  sortIds: growthUpdateSorts,
  filters: [
    { name: 'batch', label: 'Batch', allLabel: 'All batches', source: 'batches' },
    {
      name: 'performance',
      label: 'Performance',
      allLabel: 'Any performance',
      choices: performanceOptions,
    },
  ],
  statusLabels: postedLabels,
  badgeOf: (update) => update.status,
  describe: (update) =>
    `${update.code}: week ${update.week} of ${update.batchCode}, ${formatQuantity(update.averageWeightG, 'g')} a bird`,
  minWidth: '80rem',
  columns: (display) => [
    {
      id: 'code',
      header: growthUpdateListHeaders.code,
      sortable: true,
      rowHeader: true,
      width: '7rem',
      accessor: (update) => update.code,
    },
    {
      id: 'date',
      card: 'detail',
      header: growthUpdateListHeaders.date,
      sortable: true,
      width: '7rem',
      accessor: (update) => update.date,
      cell: (update) => <Figure>{formatDate(update.date, display.dateFormat)}</Figure>,
    },
    {
      id: 'batch',
      card: 'detail',
      header: growthUpdateListHeaders.batch,
      sortable: true,
      width: '5.5rem',
      accessor: (update) => update.batchCode,
    },
    {
      id: 'farmer',
      card: 'title',
      clamp: 2,
      header: growthUpdateListHeaders.farmer,
      cell: (update) => update.farmerName,
    },
    {
      id: 'week',
      card: 'detail',
      header: growthUpdateListHeaders.week,
      sortable: true,
      align: 'end',
      width: '5.5rem',
      cell: (update) => <Figure>{update.week}</Figure>,
    },
    {
      id: 'averageWeight',
      card: 'figure',
      header: `${growthUpdateListHeaders.averageWeight} (g)`,
      align: 'end',
      cell: (update) => <Figure>{grams(update.averageWeightG)}</Figure>,
    },
    {
      id: 'target',
      header: `${growthUpdateListHeaders.target} (g)`,
      align: 'end',
      cell: (update) => <Figure>{grams(update.targetWeightG)}</Figure>,
    },
    {
      id: 'deviation',
      header: growthUpdateListHeaders.deviation,
      align: 'end',
      cell: (update) => <DeviationFigure pct={update.deviationPct} />,
    },
    {
      id: 'mortality',
      header: growthUpdateListHeaders.mortality,
      align: 'end',
      cell: (update) => <Figure>{formatNumber(update.mortality, 0)}</Figure>,
    },
    {
      id: 'feed',
      header: `${growthUpdateListHeaders.feed} (kg)`,
      align: 'end',
      cell: (update) => <Figure>{formatNumber(fromMilli(update.feedMilli), 3)}</Figure>,
    },
    {
      id: 'performance',
      card: 'status',
      header: growthUpdateListHeaders.performance,
      width: '8.5rem',
      cell: (update) => <PerformanceBadge performance={update.performance} />,
    },
  ],
  related: (update) => ({
    to: `${paths.growthReport}?batch=${encodeURIComponent(update.batchCode)}`,
    label: `Open ${update.batchCode}'s growth report`,
  }),
  postsNothing:
    "A growth update moves no stock and charges no account: its deaths count against the batch's birds alive and its feed against the feed issued.",
  summary: (update, display) => [
    { label: 'Date', value: formatDate(update.date, display.dateFormat) },
    { label: 'Batch', value: update.batchCode },
    { label: 'Farm', value: `${update.farmName} (${update.farmCode})` },
    { label: 'Farmer', value: `${update.farmerName} (${update.farmerCode})` },
    { label: 'Week', value: `Week ${update.week}` },
    { label: 'Age', value: formatQuantity(update.age, 'days') },
    { label: 'Average Weight', value: formatQuantity(update.averageWeightG, 'g') },
    {
      label: 'Target',
      value: update.targetWeightG === null ? null : formatQuantity(update.targetWeightG, 'g'),
      fallback: `No growth standard for week ${update.week}`,
    },
    { label: 'Deviation', value: <DeviationFigure pct={update.deviationPct} /> },
    { label: 'Performance', value: <PerformanceBadge performance={update.performance} /> },
    { label: 'Mortality', value: formatQuantity(update.mortality, 'birds') },
    { label: 'Feed Consumed', value: formatMilli(update.feedMilli, 'kg') },
  ],
  record: {
    label: 'Record Update',
    description:
      "A batch's weighing at the end of its week: the average weight of a bird, the birds that died and the feed eaten since the last update.",
    submit: 'Save Update',
    schema: growthForm,
    empty: () => ({
      date: today(),
      batchCode: '',
      week: '',
      averageWeightG: '',
      mortality: '',
      feedMilli: '',
      placementDate: '',
      birdsAlive: null,
      feed: null,
    }),
    Fields: GrowthFields,
    sources: ['batches'],
  },
};
