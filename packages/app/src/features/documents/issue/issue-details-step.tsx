import { formatMilli, type Godown } from '@pfm/shared';
import { DateInput, FormField, KeyValueList, NumberInput, Select } from '@pfm/ui';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { isChicks, noOpenBatch, openBatchBlocksChicks, unitWord } from './issue-draft.ts';
import { BatchSlot, Charge, ChargeHeading, DetailsGrid, SlotLabel } from './issue-wizard.styles.ts';
import { type IssueCharge, type IssueStepProps, Note, StepIntro } from './issue-wizard-parts.tsx';

export interface IssueDetailsStepProps extends IssueStepProps {
  /** Today (YYYY-MM-DD): the latest date an issue can have. */
  today: string;
  /** The chosen godown, when the godowns have loaded. */
  godown: Godown | undefined;
  charge: IssueCharge;
}

/** The batch the issue goes to: a new one for chicks, else the farm's open batch. */
function BatchField({
  form,
  draft,
  onDraftChange,
  data,
  openBatch,
  format,
}: Omit<IssueDetailsStepProps, 'headingRef' | 'today' | 'godown' | 'charge'>) {
  const { farm, item } = draft;
  if (!item || !farm) return null;
  if (isChicks(item)) {
    return (
      <BatchSlot>
        <SlotLabel>Batch</SlotLabel>
        {openBatch ? (
          <Note tone="danger">{openBatchBlocksChicks(farm, openBatch)}</Note>
        ) : (
          <Note tone="info">
            <strong>A new batch will be opened</strong>
            <span>
              Its number is given when the issue is posted; birds placed = the quantity, placement
              date = the issue date.
            </span>
          </Note>
        )}
      </BatchSlot>
    );
  }
  const options = openBatch
    ? [
        {
          value: openBatch.code,
          label: `${openBatch.code} · placed ${format.date(openBatch.placementDate)} · ${openBatch.age} days old`,
        },
      ]
    : [];
  return (
    <Controller
      control={form.control}
      name="batchCode"
      render={({ field, fieldState }) => (
        <FormField
          label="Batch"
          required
          error={fieldState.error?.message}
          hint={
            fieldState.error?.message
              ? undefined
              : openBatch === null
                ? noOpenBatch(farm)
                : data.farmBatch.error
                  ? `Could not load the batches: ${data.farmBatch.error}`
                  : `The open batch of ${farm.name}.`
          }
        >
          <Select
            options={options}
            value={field.value}
            onValueChange={(batchCode) => onDraftChange({ batchCode })}
            placeholder={
              data.farmBatch.loading
                ? 'Loading batches…'
                : openBatch
                  ? 'Choose the open batch'
                  : 'No open batch'
            }
            disabled={!openBatch}
          />
        </FormField>
      )}
    />
  );
}

/** Step 3, Enter Details: the source godown and its stock, quantity, date, batch and the charge. */
export function IssueDetailsStep(props: IssueDetailsStepProps) {
  const { form, draft, onDraftChange, data, headingRef, format, today, godown, charge } = props;
  const id = useId();
  const { farm, item } = draft;
  const chicks = isChicks(item);
  const stockHint = (() => {
    if (!item || !draft.godownCode || !draft.date)
      return 'Choose the item and the godown to see its stock.';
    if (data.available.loading) return 'Checking the stock…';
    if (data.available.error) return `Could not check the stock: ${data.available.error}`;
    if (data.available.data === undefined) return undefined;
    return `Available in ${godown?.name ?? draft.godownCode} on ${format.date(draft.date)}: ${formatMilli(data.available.data, item.unit)}`;
  })();
  const godownOptions = (data.godowns.data ?? []).map((candidate) => ({
    value: candidate.code,
    label: `${candidate.name} (${candidate.code})`,
  }));
  return (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Enter Details"
        description="Where it leaves from, how much, when, and the batch it goes to."
      />
      <DetailsGrid>
        <Controller
          control={form.control}
          name="godownCode"
          render={({ field, fieldState }) => (
            <FormField
              label="Source Godown"
              required
              error={fieldState.error?.message}
              hint={stockHint}
            >
              <Select
                options={godownOptions}
                value={field.value}
                onValueChange={(godownCode) => onDraftChange({ godownCode })}
                placeholder={data.godowns.loading ? 'Loading godowns…' : 'Choose a godown'}
                disabled={data.godowns.loading}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="quantity"
          render={({ field, fieldState }) => (
            <FormField
              label={item ? `Quantity (${unitWord(item.unit)})` : 'Quantity'}
              required
              error={fieldState.error?.message}
              hint={
                chicks && farm
                  ? `Birds placed in the new batch: at most ${farm.capacityBirds.toLocaleString('en-IN')} (the capacity of ${farm.name}).`
                  : undefined
              }
            >
              <NumberInput
                value={field.value}
                onValueChange={(quantity) => onDraftChange({ quantity })}
                unit={item ? unitWord(item.unit) : undefined}
                min={0}
                autoComplete="off"
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="date"
          render={({ field, fieldState }) => (
            <FormField label="Date" required error={fieldState.error?.message}>
              <DateInput
                value={field.value}
                max={today}
                onChange={(event) => onDraftChange({ date: event.target.value })}
              />
            </FormField>
          )}
        />
        <BatchField {...props} />
      </DetailsGrid>
      <Charge aria-labelledby={`${id}-charge`}>
        <ChargeHeading id={`${id}-charge`}>Charge to the farmer</ChargeHeading>
        <KeyValueList density="dense" items={[charge.rateRow, charge.amountRow]} />
      </Charge>
    </>
  );
}
