import { Combobox, type ComboboxOption, FormField, type KeyValueItem, KeyValueList } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { PickerColumn } from './issue-wizard.styles.ts';
import { farmLabel, type IssueStepProps, Note, StepIntro } from './issue-wizard-parts.tsx';

export interface IssueFarmStepProps extends IssueStepProps {
  /** Called with the farm search text as the user types (`''` when the list closes). */
  onFarmSearch: (text: string) => void;
}

/** Step 1, Select Farm: the farm searched by name, code or farmer, with its farmer and open batch. */
export function IssueFarmStep({
  form,
  draft,
  onDraftChange,
  data,
  openBatch,
  headingRef,
  format,
  onFarmSearch,
}: IssueFarmStepProps) {
  const { farm } = draft;
  const batchOf = (code: string) => data.openBatches.find((batch) => batch.farmCode === code);
  const farmOptions: ComboboxOption[] = [
    ...(farm && !data.farms.data?.some((candidate) => candidate.code === farm.code) ? [farm] : []),
    ...(data.farms.data ?? []),
  ].map((candidate) => {
    const open = batchOf(candidate.code);
    return {
      value: candidate.code,
      label: farmLabel(candidate),
      description: `${candidate.farmerName} · ${candidate.capacityBirds.toLocaleString('en-IN')} birds · ${open ? `Open batch ${open.code}` : 'No open batch'}`,
    };
  });
  const farmBatchRow: KeyValueItem = {
    label: 'Open Batch',
    value: data.farmBatch.loading ? 'Checking…' : openBatch ? openBatch.code : '',
    fallback: data.farmBatch.error ? 'Could not check' : 'None',
    hint: openBatch
      ? `Placed ${format.date(openBatch.placementDate)} · ${openBatch.age} days old · ${openBatch.placed.toLocaleString('en-IN')} birds placed`
      : data.farmBatch.error,
  };
  return (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Select Farm"
        description="The farm that receives the chicks, feed or medicine."
      />
      <PickerColumn>
        <Controller
          control={form.control}
          name="farm"
          render={({ field, fieldState }) => (
            <FormField
              label="Farm"
              required
              error={fieldState.error?.message}
              hint={
                data.farms.error
                  ? `Could not search the farms: ${data.farms.error}`
                  : 'Search by farm name, code or farmer.'
              }
            >
              <Combobox
                options={farmOptions}
                value={field.value?.code ?? ''}
                onValueChange={(code) => {
                  const picked =
                    data.farms.data?.find((candidate) => candidate.code === code) ??
                    (field.value?.code === code ? field.value : null);
                  onDraftChange({ farm: picked });
                }}
                onSearchChange={onFarmSearch}
                shouldFilter={false}
                loading={data.farms.loading}
                loadingMessage="Searching farms…"
                emptyMessage="No active farms match"
                placeholder="Search farms"
                data-shortcut="new"
              />
            </FormField>
          )}
        />
        {farm ? (
          <>
            <KeyValueList
              aria-label="Chosen farm"
              density="dense"
              items={[
                { label: 'Farmer', value: `${farm.farmerName} (${farm.farmerCode})` },
                { label: 'Location', value: farm.location },
                {
                  label: 'Capacity',
                  value: `${farm.capacityBirds.toLocaleString('en-IN')} birds`,
                },
                farmBatchRow,
              ]}
            />
            {openBatch ? (
              <Note tone="info">
                <strong>
                  {openBatch.code} is open on this farm: feed and medicine go to this batch.
                </strong>
                <span>
                  No chicks can be issued to {farm.name} until {openBatch.code} is sold out.
                </span>
              </Note>
            ) : openBatch === null ? (
              <Note tone="info">
                <strong>No open batch on this farm.</strong>
                <span>Issuing chicks opens a new batch; feed and medicine need an open batch.</span>
              </Note>
            ) : null}
          </>
        ) : null}
      </PickerColumn>
    </>
  );
}
