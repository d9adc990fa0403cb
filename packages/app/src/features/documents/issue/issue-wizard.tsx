// Over 400 lines: the wizard's three steps share one draft and its checks (one component per step on react-hook-form is still open).
import {
  amountFor,
  type DateFormat,
  defaultDateFormat,
  type Farm,
  formatDate,
  formatMilli,
  formatMoney,
  type Item,
  type ItemRateItem,
  itemCategoryLabels,
  rateItems,
  today as todayInIndia,
  toMilli,
} from '@pfm/shared';
import {
  Card,
  CardContent,
  CardHeader,
  Combobox,
  type ComboboxOption,
  DateInput,
  FormField,
  type KeyValueItem,
  KeyValueList,
  NumberInput,
  Select,
  Wizard,
  type WizardStep,
} from '@pfm/ui';
import { CircleAlert, Info } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { defaultChoice } from '../../../lib/documents/form-fields.tsx';
import { useLastGodown } from '../../../lib/documents/last-godown.ts';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import {
  CONFIRM_STEP,
  firstStepWithError,
  type IssueFacts,
  isChicks,
  noOpenBatch,
  type OpenBatch,
  openBatchBlocksChicks,
  quantityMilliOf,
  unitWord,
  validateIssueStep,
} from './issue-draft.ts';
import {
  BatchSlot,
  Charge,
  ChargeHeading,
  DetailsGrid,
  Notice,
  NoticeText,
  type NoticeTone,
  PickerColumn,
  SlotLabel,
  StepDescription,
  StepHeader,
  StepHeading,
} from './issue-wizard.styles.ts';
import {
  type IssueWizardData,
  type IssueWizardState,
  useIssueWizard,
  useIssueWizardData,
  useSendIssue,
} from './use-issue-wizard.ts';

/** How dates and amounts are written (from Settings). */
export interface IssueDisplay {
  currencySymbol: string;
  dateFormat: DateFormat;
}

export interface IssueWizardViewProps extends IssueWizardState {
  /** The server's answers: farms, batches, items, godowns, stock available, rate. */
  data: IssueWizardData;
  /** Today (YYYY-MM-DD): the latest date an issue can have. */
  today: string;
  /** Called with the farm search text as the user types (`''` when the list closes). */
  onFarmSearch: (text: string) => void;
  /** Called with the item search text as the user types. */
  onItemSearch: (text: string) => void;
  display?: IssueDisplay;
}

const farmLabel = (farm: Farm) => `${farm.name} (${farm.code})`;
const itemLabel = (item: Item) => `${item.name} (${item.code})`;

/** What the item is charged at when issued, in words. */
const chargedAt = (rateItem: ItemRateItem | '') =>
  rateItem === '' ? 'Weighted average purchase cost' : `${rateItems[rateItem]} rate`;

function StepIntro({
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

function Note({ tone, id, children }: { tone: NoticeTone; id?: string; children: ReactNode }) {
  const Icon = tone === 'info' ? Info : CircleAlert;
  return (
    <Notice $tone={tone} data-tone={tone} id={id}>
      <Icon aria-hidden="true" />
      <NoticeText>{children}</NoticeText>
    </Notice>
  );
}

/**
 * The Issue to Farmer wizard as the user sees it: Select Farm, Select Item, Enter Details and
 * Confirm, each step checked before Next with the message beside its field. It holds no data of
 * its own: the state comes from `useIssueWizard` and the server's answers from `useIssueWizardData`
 * (stories pass fixtures instead).
 */
export function IssueWizardView({
  data,
  today,
  draft,
  onDraftChange,
  stepIndex,
  onStepChange,
  errors,
  onErrorsChange,
  onSubmit,
  onFarmSearch,
  onItemSearch,
  display = { currencySymbol: '₹', dateFormat: defaultDateFormat },
}: IssueWizardViewProps) {
  const id = useId();
  const { farm, item } = draft;
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const date = (day: string) => formatDate(day, display.dateFormat);

  // Focus follows the user to the new step's heading (Next, Back, a reset or a refusal), not on
  // first render; then, if the step was left with messages, to the first field that has one.
  const heading = useRef<HTMLHeadingElement | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const shownStep = useRef(stepIndex);
  const [focusInvalid, setFocusInvalid] = useState(0);
  useLayoutEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    heading.current?.focus();
  }, [stepIndex]);
  useLayoutEffect(() => {
    if (focusInvalid === 0) return;
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  const headingRef = (element: HTMLHeadingElement | null) => {
    heading.current = element;
  };

  const openBatch: OpenBatch | null | undefined = data.farmBatch.loading
    ? undefined
    : (data.farmBatch.data ?? (data.farmBatch.error ? undefined : null));
  const godown = data.godowns.data?.find((candidate) => candidate.code === draft.godownCode);
  const facts: IssueFacts = {
    today,
    openBatch: farm ? openBatch : undefined,
    availableMilli: data.available.loading ? undefined : data.available.data,
    godownName: godown?.name,
  };
  const chicks = isChicks(item);
  const quantityMilli = quantityMilliOf(draft);

  /** Checks the step; on messages stays (or goes back to the first step that has one). */
  const check = (index: number) => () => {
    const found = validateIssueStep(index, draft, facts);
    onErrorsChange(found);
    const first = firstStepWithError(found);
    if (first === undefined) return null;
    if (first !== index) onStepChange(first);
    setFocusInvalid((count) => count + 1);
    return false as const;
  };

  // ── Step 1: Select Farm ───────────────────────────────────────────────────────────────────
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
      ? `Placed ${date(openBatch.placementDate)} · ${openBatch.age} days old · ${openBatch.placed.toLocaleString('en-IN')} birds placed`
      : data.farmBatch.error,
  };
  const selectFarm = (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Select Farm"
        description="The farm that receives the chicks, feed or medicine."
      />
      <PickerColumn>
        <FormField
          label="Farm"
          required
          error={errors.farmCode}
          hint={
            data.farms.error
              ? `Could not search the farms: ${data.farms.error}`
              : 'Search by farm name, code or farmer.'
          }
        >
          <Combobox
            options={farmOptions}
            value={farm?.code ?? ''}
            onValueChange={(code) => {
              const picked =
                data.farms.data?.find((candidate) => candidate.code === code) ??
                (farm?.code === code ? farm : null);
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

  // ── Step 2: Select Item ───────────────────────────────────────────────────────────────────
  const itemOptions: ComboboxOption[] = [
    ...(item && !data.items.data?.some((candidate) => candidate.code === item.code) ? [item] : []),
    ...(data.items.data ?? []),
  ].map((candidate) => ({
    value: candidate.code,
    label: itemLabel(candidate),
    description: `${itemCategoryLabels[candidate.category]} · ${unitWord(candidate.unit)}`,
  }));
  const selectItem = (
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
        <FormField
          label="Item"
          required
          error={errors.itemCode}
          hint={
            data.items.error
              ? `Could not search the items: ${data.items.error}`
              : 'Search by item name or code.'
          }
        >
          <Combobox
            options={itemOptions}
            value={item?.code ?? ''}
            onValueChange={(code) => {
              const picked =
                data.items.data?.find((candidate) => candidate.code === code) ??
                (item?.code === code ? item : null);
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

  // ── Step 3: Enter Details ─────────────────────────────────────────────────────────────────
  const stockHint = (() => {
    if (!item || !draft.godownCode || !draft.date)
      return 'Choose the item and the godown to see its stock.';
    if (data.available.loading) return 'Checking the stock…';
    if (data.available.error) return `Could not check the stock: ${data.available.error}`;
    if (data.available.data === undefined) return undefined;
    return `Available in ${godown?.name ?? draft.godownCode} on ${date(draft.date)}: ${formatMilli(data.available.data, item.unit)}`;
  })();
  const godownOptions = (data.godowns.data ?? []).map((candidate) => ({
    value: candidate.code,
    label: `${candidate.name} (${candidate.code})`,
  }));

  const rateQuote = data.rate.data;
  const ratePaise = rateQuote?.basis === 'rate' ? rateQuote.rate.ratePaise : undefined;
  const amountPaise =
    ratePaise !== undefined && quantityMilli !== null
      ? amountFor(ratePaise, quantityMilli)
      : undefined;
  const rateRow: KeyValueItem = (() => {
    if (!item) return { label: 'Rate', value: '', fallback: 'N/A' };
    if (data.rate.loading) return { label: 'Rate', value: 'Looking up the rate…' };
    if (data.rate.error)
      return { label: 'Rate', value: '', fallback: 'N/A', hint: data.rate.error };
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

  const batchField = (() => {
    if (!item || !farm) return null;
    if (chicks) {
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
            label: `${openBatch.code} · placed ${date(openBatch.placementDate)} · ${openBatch.age} days old`,
          },
        ]
      : [];
    return (
      <FormField
        label="Batch"
        required
        error={errors.batchCode}
        hint={
          errors.batchCode
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
          value={draft.batchCode}
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
    );
  })();

  const enterDetails = (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Enter Details"
        description="Where it leaves from, how much, when, and the batch it goes to."
      />
      <DetailsGrid>
        <FormField label="Source Godown" required error={errors.godownCode} hint={stockHint}>
          <Select
            options={godownOptions}
            value={draft.godownCode}
            onValueChange={(godownCode) => onDraftChange({ godownCode })}
            placeholder={data.godowns.loading ? 'Loading godowns…' : 'Choose a godown'}
            disabled={data.godowns.loading}
          />
        </FormField>
        <FormField
          label={item ? `Quantity (${unitWord(item.unit)})` : 'Quantity'}
          required
          error={errors.quantityMilli}
          hint={
            chicks && farm
              ? `Birds placed in the new batch: at most ${farm.capacityBirds.toLocaleString('en-IN')} (the capacity of ${farm.name}).`
              : undefined
          }
        >
          <NumberInput
            value={draft.quantity}
            onValueChange={(quantity) => onDraftChange({ quantity })}
            unit={item ? unitWord(item.unit) : undefined}
            min={0}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Date" required error={errors.date}>
          <DateInput
            value={draft.date}
            max={today}
            onChange={(event) => onDraftChange({ date: event.target.value })}
          />
        </FormField>
        {batchField}
      </DetailsGrid>
      <Charge aria-labelledby={`${id}-charge`}>
        <ChargeHeading id={`${id}-charge`}>Charge to the farmer</ChargeHeading>
        <KeyValueList density="dense" items={[rateRow, amountRow]} />
      </Charge>
    </>
  );

  // ── Step 4: Confirm ───────────────────────────────────────────────────────────────────────
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
    { label: 'Date', value: draft.date ? date(draft.date) : '', fallback: 'N/A' },
    chicks
      ? {
          label: 'Batch',
          value: 'New batch',
          hint: 'Its number is given when the issue is posted.',
        }
      : { label: 'Batch', value: draft.batchCode, fallback: 'N/A' },
    rateRow,
    amountRow,
  ];
  const confirm = (
    <>
      <StepIntro
        headingRef={headingRef}
        title="Confirm"
        description="Check the issue before you submit it: stock leaves the godown and the farmer's account is debited."
      />
      <KeyValueList aria-label="Issue summary" items={review} />
    </>
  );

  const contents = [selectFarm, selectItem, enterDetails, confirm];
  const steps: WizardStep[] = [
    { id: 'select-farm', label: 'Select Farm', content: contents[0], validate: check(0) },
    { id: 'select-item', label: 'Select Item', content: contents[1], validate: check(1) },
    { id: 'enter-details', label: 'Enter Details', content: contents[2], validate: check(2) },
    { id: 'confirm', label: 'Confirm', content: contents[3], validate: check(CONFIRM_STEP) },
  ];

  return (
    <Card ref={root}>
      <CardHeader
        title="New Issue"
        headingLevel={2}
        description="Issue chicks, feed or medicine from a godown to a farm's batch."
      />
      <CardContent>
        <Wizard
          aria-label="Issue to Farmer"
          steps={steps}
          stepIndex={stepIndex}
          onStepChange={onStepChange}
          onSubmit={onSubmit}
          submitLabel="Submit Issue"
        />
      </CardContent>
    </Card>
  );
}

/**
 * The Issue to Farmer wizard with its data: searches farms and items, reads batches, godowns,
 * stock available and the rate in force, and posts the issue (with an `Idempotency-Key`).
 */
export function IssueWizard() {
  const today = todayInIndia();
  const send = useSendIssue();
  const state = useIssueWizard({ today, send });
  const [farmSearch, setFarmSearch] = useState('');
  const [itemSearch, setItemSearch] = useState('');
  const data = useIssueWizardData(state.draft, { farm: farmSearch, item: itemSearch });
  const settings = useSettingsOrDefaults();
  // A new issue leaves from the godown this user worked with last, or from the only one there is.
  const lastGodown = useLastGodown();
  const godowns = data.godowns.data?.map((godown) => ({
    value: godown.code,
    label: godown.name,
    active: true,
  }));
  const sourceGodown = state.draft.godownCode === '' ? defaultChoice(godowns, lastGodown) : null;
  const { onDraftChange } = state;
  useEffect(() => {
    if (sourceGodown) onDraftChange({ godownCode: sourceGodown });
  }, [sourceGodown, onDraftChange]);
  return (
    <IssueWizardView
      {...state}
      data={data}
      today={today}
      onFarmSearch={setFarmSearch}
      onItemSearch={setItemSearch}
      display={{ currencySymbol: settings.currencySymbol, dateFormat: settings.dateFormat }}
    />
  );
}
