import {
  amountFor,
  type DateFormat,
  type Farm,
  type Item,
  type ItemRateItem,
  rateItems,
} from '@pfm/shared';
import type { KeyValueItem } from '@pfm/ui';
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { IssueDraft, OpenBatch } from './issue-draft.ts';
import {
  Notice,
  NoticeText,
  type NoticeTone,
  StepDescription,
  StepHeader,
  StepHeading,
} from './issue-wizard.styles.ts';
import type { IssueWizardData } from './use-issue-wizard.ts';

/** How dates and amounts are written (from Settings). */
export interface IssueDisplay {
  currencySymbol: string;
  dateFormat: DateFormat;
}

/** Money and days as the reader's Settings write them. */
export interface IssueFormat {
  money: (paise: number) => string;
  date: (day: string) => string;
}

/** What every step of the wizard is given. */
export interface IssueStepProps {
  /** The draft's form: each step's fields are its controllers, with their messages. */
  form: UseFormReturn<IssueDraft>;
  /** The draft as it stands, to describe what is chosen. */
  draft: IssueDraft;
  /** Changes entries of the draft (and takes the messages it makes stale away). */
  onDraftChange: (change: Partial<IssueDraft>) => void;
  /** The server's answers: farms, batches, items, godowns, stock available, rate. */
  data: IssueWizardData;
  /** The chosen farm's open batch: `null` when it has none, `undefined` while not known. */
  openBatch: OpenBatch | null | undefined;
  /** The step's heading, which takes focus when the step changes. */
  headingRef: (element: HTMLHeadingElement | null) => void;
  format: IssueFormat;
}

export const farmLabel = (farm: Farm) => `${farm.name} (${farm.code})`;
export const itemLabel = (item: Item) => `${item.name} (${item.code})`;

/** What the item is charged at when issued, in words. */
export const chargedAt = (rateItem: ItemRateItem | '') =>
  rateItem === '' ? 'Weighted average purchase cost' : `${rateItems[rateItem]} rate`;

export function StepIntro({
  title,
  description,
  headingRef,
}: {
  title: string;
  description: string;
  headingRef: (element: HTMLHeadingElement | null) => void;
}) {
  return (
    <StepHeader>
      {/* Takes focus when the step changes, so keyboard and screen-reader users start here. */}
      <StepHeading ref={headingRef} tabIndex={-1}>
        {title}
      </StepHeading>
      <StepDescription>{description}</StepDescription>
    </StepHeader>
  );
}

export function Note({
  tone,
  id,
  children,
}: {
  tone: NoticeTone;
  id?: string;
  children: ReactNode;
}) {
  const Icon = tone === 'info' ? Info : CircleAlert;
  return (
    <Notice $tone={tone} data-tone={tone} id={id}>
      <Icon aria-hidden="true" />
      <NoticeText>{children}</NoticeText>
    </Notice>
  );
}

/** What the farmer is charged: the rate in force and the amount (Enter Details and Confirm). */
export interface IssueCharge {
  rateRow: KeyValueItem;
  amountRow: KeyValueItem;
}

export function issueCharge({
  draft,
  rate,
  quantityMilli,
  format,
}: {
  draft: IssueDraft;
  rate: IssueWizardData['rate'];
  quantityMilli: number | null;
  format: IssueFormat;
}): IssueCharge {
  const { farm, item } = draft;
  const { money, date } = format;
  const rateQuote = rate.data;
  const ratePaise = rateQuote?.basis === 'rate' ? rateQuote.rate.ratePaise : undefined;
  const amountPaise =
    ratePaise !== undefined && quantityMilli !== null
      ? amountFor(ratePaise, quantityMilli)
      : undefined;
  const rateRow: KeyValueItem = (() => {
    if (!item) return { label: 'Rate', value: '', fallback: 'N/A' };
    if (rate.loading) return { label: 'Rate', value: 'Looking up the rate…' };
    if (rate.error) return { label: 'Rate', value: '', fallback: 'N/A', hint: rate.error };
    if (rateQuote?.basis === 'rate') {
      return {
        label: 'Rate',
        value: `${money(rateQuote.rate.ratePaise)} per ${rateQuote.rate.unit}`,
        hint: `${rateItems[rateQuote.rate.item]} rate in force on ${date(draft.date)}`,
      };
    }
    if (rateQuote?.basis === 'average-cost') {
      return {
        label: 'Rate',
        value: 'Weighted average purchase cost',
        hint: 'Worked out from the purchases up to the issue date when the issue is posted.',
      };
    }
    if (rateQuote?.basis === 'none') {
      return { label: 'Rate', value: '', fallback: 'N/A', hint: rateQuote.message };
    }
    return { label: 'Rate', value: '', fallback: 'N/A' };
  })();
  const amountRow: KeyValueItem = {
    label: 'Amount',
    value: amountPaise !== undefined ? money(amountPaise) : '',
    fallback:
      rateQuote?.basis === 'average-cost' && quantityMilli !== null
        ? 'Worked out when posted'
        : 'N/A',
    hint: amountPaise !== undefined ? `Debited to ${farm?.farmerName ?? 'the farmer'}` : undefined,
  };
  return { rateRow, amountRow };
}
