import { formatMilli, type Godown, itemCategoryLabels } from '@pfm/shared';
import { type KeyValueItem, KeyValueList } from '@pfm/ui';
import { isChicks } from './issue-draft.ts';
import {
  farmLabel,
  type IssueCharge,
  type IssueStepProps,
  itemLabel,
  StepIntro,
} from './issue-wizard-parts.tsx';

export interface IssueConfirmStepProps
  extends Pick<IssueStepProps, 'draft' | 'headingRef' | 'format'> {
  /** The chosen godown, when the godowns have loaded. */
  godown: Godown | undefined;
  /** The quantity in thousandths, or `null` when it is not a quantity. */
  quantityMilli: number | null;
  charge: IssueCharge;
}

/** Step 4, Confirm: the whole issue as it will be sent, with the specification's fallbacks. */
export function IssueConfirmStep({
  draft,
  headingRef,
  format,
  godown,
  quantityMilli,
  charge,
}: IssueConfirmStepProps) {
  const { farm, item } = draft;
  const review: KeyValueItem[] = [
    {
      label: 'Farm',
      value: farm ? farmLabel(farm) : '',
      fallback: 'Not selected',
      hint: farm ? `${farm.farmerName} (${farm.farmerCode})` : undefined,
    },
    {
      label: 'Item',
      value: item ? itemLabel(item) : '',
      fallback: 'Not selected',
      hint: item ? itemCategoryLabels[item.category] : undefined,
    },
    {
      label: 'Source Godown',
      value: godown ? `${godown.name} (${godown.code})` : draft.godownCode,
      fallback: 'Not selected',
    },
    {
      label: 'Quantity',
      value:
        item && quantityMilli !== null
          ? formatMilli(quantityMilli, item.unit)
          : draft.quantity.trim(),
      fallback: '0',
    },
    { label: 'Date', value: draft.date ? format.date(draft.date) : '', fallback: 'N/A' },
    isChicks(item)
      ? {
          label: 'Batch',
          value: 'New batch',
          hint: 'Its number is given when the issue is posted.',
        }
      : { label: 'Batch', value: draft.batchCode, fallback: 'N/A' },
    charge.rateRow,
    charge.amountRow,
  ];
  return (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Confirm"
        description="Check the issue before you submit it: stock leaves the godown and the farmer's account is debited."
      />
      <KeyValueList aria-label="Issue summary" items={review} />
    </>
  );
}
