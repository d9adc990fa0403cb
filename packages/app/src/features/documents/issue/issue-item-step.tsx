import { formatMilli, itemCategoryLabels, toMilli } from '@pfm/shared';
import { Combobox, type ComboboxOption, FormField, KeyValueList } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import { unitWord } from './issue-draft.ts';
import { PickerColumn } from './issue-wizard.styles.ts';
import { chargedAt, type IssueStepProps, itemLabel, StepIntro } from './issue-wizard-parts.tsx';

export interface IssueItemStepProps extends IssueStepProps {
  /** Called with the item search text as the user types. */
  onItemSearch: (text: string) => void;
}

/** Step 2, Select Item: chicks, feed or medicine, with its category, unit, stock and rate. */
export function IssueItemStep({
  form,
  draft,
  onDraftChange,
  data,
  headingRef,
  onItemSearch,
}: IssueItemStepProps) {
  const { farm, item } = draft;
  const itemOptions: ComboboxOption[] = [
    ...(item && !data.items.data?.some((candidate) => candidate.code === item.code) ? [item] : []),
    ...(data.items.data ?? []),
  ].map((candidate) => ({
    value: candidate.code,
    label: itemLabel(candidate),
    description: `${itemCategoryLabels[candidate.category]} · ${unitWord(candidate.unit)}`,
  }));
  return (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Select Item"
        description={
          farm
            ? `What ${farm.name} receives: chicks, feed or medicine.`
            : 'What the farm receives: chicks, feed or medicine.'
        }
      />
      <PickerColumn>
        <Controller
          control={form.control}
          name="item"
          render={({ field, fieldState }) => (
            <FormField
              label="Item"
              required
              error={fieldState.error?.message}
              hint={
                data.items.error
                  ? `Could not search the items: ${data.items.error}`
                  : 'Search by item name or code.'
              }
            >
              <Combobox
                options={itemOptions}
                value={field.value?.code ?? ''}
                onValueChange={(code) => {
                  const picked =
                    data.items.data?.find((candidate) => candidate.code === code) ??
                    (field.value?.code === code ? field.value : null);
                  onDraftChange({ item: picked });
                }}
                onSearchChange={onItemSearch}
                shouldFilter={false}
                loading={data.items.loading}
                loadingMessage="Searching items…"
                emptyMessage="No active items match"
                placeholder="Search items"
              />
            </FormField>
          )}
        />
        {item ? (
          <KeyValueList
            aria-label="Chosen item"
            density="dense"
            items={[
              { label: 'Category', value: itemCategoryLabels[item.category] },
              { label: 'Unit', value: unitWord(item.unit) },
              {
                label: 'In Stock',
                value: formatMilli(toMilli(item.currentStock), item.unit),
                hint: 'All godowns, today',
              },
              { label: 'Charged At', value: chargedAt(item.rateItem) },
            ]}
          />
        ) : null}
      </PickerColumn>
    </>
  );
}
