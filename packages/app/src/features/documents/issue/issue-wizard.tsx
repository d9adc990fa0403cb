import { defaultDateFormat, formatDate, formatMoney, today as todayInIndia } from '@pfm/shared';
import { Card, CardContent, CardHeader, Wizard, type WizardStep } from '@pfm/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defaultChoice } from '../../../lib/documents/form-fields.tsx';
import { useLastGodown } from '../../../lib/documents/last-godown.ts';
import { useSettingsOrDefaults } from '../../../lib/settings.ts';
import { IssueConfirmStep } from './issue-confirm-step.tsx';
import { IssueDetailsStep } from './issue-details-step.tsx';
import {
  CONFIRM_STEP,
  firstStepWithError,
  type IssueFacts,
  type OpenBatch,
  quantityMilliOf,
  validateIssueStep,
} from './issue-draft.ts';
import { IssueFarmStep } from './issue-farm-step.tsx';
import { IssueItemStep } from './issue-item-step.tsx';
import {
  type IssueDisplay,
  type IssueFormat,
  type IssueStepProps,
  issueCharge,
} from './issue-wizard-parts.tsx';
import {
  type IssueWizardData,
  type IssueWizardState,
  useIssueWizard,
  useIssueWizardData,
  useSendIssue,
} from './use-issue-wizard.ts';

export type { IssueDisplay } from './issue-wizard-parts.tsx';

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

/**
 * The Issue to Farmer wizard as the user sees it: Select Farm, Select Item, Enter Details and
 * Confirm (one component each), each step checked before Next with the message beside its field.
 * It holds no data of its own: the draft's form and the step come from `useIssueWizard` and the
 * server's answers from `useIssueWizardData` (stories pass fixtures instead). A step is checked by
 * `validateIssueStep` (the shared rule, with what the server said about the farm and the stock),
 * whose messages go into the form.
 */
export function IssueWizardView({
  form,
  data,
  today,
  draft,
  onDraftChange,
  stepIndex,
  onStepChange,
  onErrorsChange,
  onSubmit,
  onFarmSearch,
  onItemSearch,
  display = { currencySymbol: '₹', dateFormat: defaultDateFormat },
}: IssueWizardViewProps) {
  const { farm } = draft;
  const format: IssueFormat = {
    money: (paise) => formatMoney(paise, { symbol: display.currencySymbol }),
    date: (day) => formatDate(day, display.dateFormat),
  };

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
  const quantityMilli = quantityMilliOf(draft);
  const charge = issueCharge({ draft, rate: data.rate, quantityMilli, format });

  /** Checks the step; on messages stays (or goes back to the first step that has one). */
  const check = (index: number) => () => {
    const found = validateIssueStep(index, form.getValues(), facts);
    onErrorsChange(found);
    const first = firstStepWithError(found);
    if (first === undefined) return null;
    if (first !== index) onStepChange(first);
    setFocusInvalid((count) => count + 1);
    return false as const;
  };

  const step: IssueStepProps = {
    form,
    draft,
    onDraftChange,
    data,
    openBatch,
    headingRef,
    format,
  };
  const steps: WizardStep[] = [
    {
      id: 'select-farm',
      label: 'Select Farm',
      content: <IssueFarmStep {...step} onFarmSearch={onFarmSearch} />,
      validate: check(0),
    },
    {
      id: 'select-item',
      label: 'Select Item',
      content: <IssueItemStep {...step} onItemSearch={onItemSearch} />,
      validate: check(1),
    },
    {
      id: 'enter-details',
      label: 'Enter Details',
      content: <IssueDetailsStep {...step} today={today} godown={godown} charge={charge} />,
      validate: check(2),
    },
    {
      id: 'confirm',
      label: 'Confirm',
      content: (
        <IssueConfirmStep {...step} godown={godown} quantityMilli={quantityMilli} charge={charge} />
      ),
      validate: check(CONFIRM_STEP),
    },
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
