import {
  type Batch,
  dayMonthYear,
  type Farm,
  formatMilli,
  type IssueInput,
  type Item,
  type ItemUnit,
  issueInput,
  parseQuantity,
  wholeUnits,
} from '@pfm/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { futureDateMessage } from '../../../lib/documents/form-fields.tsx';

/** A batch as the batch list answers (without its inputs). */
export type OpenBatch = Omit<Batch, 'inputs' | 'birds'>;

/**
 * What the user has entered so far: the values of the wizard's form (react-hook-form). Farm and
 * item are kept whole so every step can describe them.
 */
export interface IssueDraft {
  farm: Farm | null;
  item: Item | null;
  godownCode: string;
  /** As typed, in the item's unit ("250.5"). */
  quantity: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The open batch feed and medicine go to; '' for chicks (they open a new one). */
  batchCode: string;
}

export const emptyIssueDraft = (date: string): IssueDraft => ({
  farm: null,
  item: null,
  godownCode: '',
  quantity: '',
  date,
  batchCode: '',
});

/** The specification's four steps. */
export const issueSteps = [
  { id: 'select-farm', label: 'Select Farm' },
  { id: 'select-item', label: 'Select Item' },
  { id: 'enter-details', label: 'Enter Details' },
  { id: 'confirm', label: 'Confirm' },
] as const;
export const CONFIRM_STEP = issueSteps.length - 1;

/** The fields of `issueInput`, as the server names them in its refusals. */
export const issueFields = [
  'farmCode',
  'itemCode',
  'godownCode',
  'quantityMilli',
  'date',
  'batchCode',
] as const;
export type IssueField = (typeof issueFields)[number];
export type IssueErrors = Partial<Record<IssueField, string>>;

/** The draft's entry (the form's field) where each field of `issueInput` is entered. */
export const draftFieldOf: Record<IssueField, keyof IssueDraft> = {
  farmCode: 'farm',
  itemCode: 'item',
  godownCode: 'godownCode',
  quantityMilli: 'quantity',
  date: 'date',
  batchCode: 'batchCode',
};
const inputFieldOf = Object.fromEntries(
  issueFields.map((field) => [draftFieldOf[field], field]),
) as Record<keyof IssueDraft, IssueField>;

/** The step on which each field is entered, so a refusal is shown where it can be put right. */
export const stepOfField: Record<IssueField, number> = {
  farmCode: 0,
  itemCode: 1,
  godownCode: 2,
  quantityMilli: 2,
  date: 2,
  batchCode: 2,
};

/** What the checks need besides the draft: what the server has said about the farm and the stock. */
export interface IssueFacts {
  /** Today in India (YYYY-MM-DD): an issue cannot be dated later. */
  today: string;
  /** The chosen farm's open batch: `null` when it has none, `undefined` while not known. */
  openBatch: OpenBatch | null | undefined;
  /** What the chosen godown holds of the item on the date, in thousandths; `undefined` while not known. */
  availableMilli: number | undefined;
  /** Name of the chosen godown, for messages. */
  godownName: string | undefined;
}

const pluralUnits: Record<ItemUnit, string> = {
  piece: 'pieces',
  kg: 'kg',
  liter: 'liters',
  bag: 'bags',
};

/** The unit as a field label or suffix names it: "pieces", "kg". */
export const unitWord = (unit: ItemUnit) => pluralUnits[unit];

export const isChicks = (item: Item | null) => item?.category === 'chicks';

/** Why chicks cannot go to a farm that already raises a batch. */
export const openBatchBlocksChicks = (farm: Farm, batch: OpenBatch) =>
  `${farm.name} already has an open batch (${batch.code}, placed ${dayMonthYear(batch.placementDate)}): a farm raises one batch at a time, so no chicks can be issued to it.`;

export const noOpenBatch = (farm: Farm) =>
  `${farm.name} has no open batch: issue chicks to it first to open one.`;

/** The quantity in thousandths of the item's unit, or `null` when it is not a quantity. */
export const quantityMilliOf = (draft: IssueDraft): number | null =>
  draft.item ? parseQuantity(draft.quantity, draft.item.unit) : null;

const { shape } = issueInput;

/** The first message `rule` has for `value`, or `undefined` when it takes it. */
const messageOf = (rule: z.ZodType, value: unknown) =>
  rule.safeParse(value).error?.issues[0]?.message;

/** A record chosen whole (the farm, the item), refused with the shared rule of its code. */
const chosen = <T extends { code: string }>(codeRule: z.ZodType) =>
  z.custom<T | null>().superRefine((record, context) => {
    const message = messageOf(codeRule, record?.code ?? '');
    if (message) context.addIssue({ code: 'custom', message });
  });

/** A quantity the item's unit cannot hold, in the wizard's words (they name the unit). */
const notAQuantity = (unit: ItemUnit) =>
  wholeUnits.includes(unit)
    ? `Enter a whole number of ${unitWord(unit)} above 0.`
    : `Enter the quantity in ${unitWord(unit)} above 0, with at most three decimals.`;

function quantityError(draft: IssueDraft, facts: IssueFacts): string | undefined {
  const { item, farm } = draft;
  // Nothing typed: the shared rule's "Enter the quantity."
  if (draft.quantity.trim() === '') return messageOf(shape.quantityMilli, Number.NaN);
  if (!item) return undefined;
  const milli = parseQuantity(draft.quantity, item.unit);
  if (milli === null) return notAQuantity(item.unit);
  if (isChicks(item) && farm && milli / 1000 > farm.capacityBirds) {
    return `${farm.name} holds at most ${farm.capacityBirds.toLocaleString('en-IN')} birds.`;
  }
  if (facts.availableMilli !== undefined && milli > facts.availableMilli) {
    return `Only ${formatMilli(facts.availableMilli, item.unit)} of ${item.name} in ${facts.godownName ?? 'this godown'} on ${dayMonthYear(draft.date)}.`;
  }
  // Within the stock and the farm: the shared rule's bound on one document's quantity.
  return messageOf(shape.quantityMilli, milli);
}

function batchError(draft: IssueDraft, facts: IssueFacts): string | undefined {
  const { farm, item } = draft;
  if (!farm || !item || isChicks(item)) return undefined;
  if (facts.openBatch === null) return noOpenBatch(farm);
  if (!draft.batchCode) return `Choose the open batch of ${farm.name} this goes to.`;
  const batch = facts.openBatch;
  if (batch && batch.code === draft.batchCode && draft.date && draft.date < batch.placementDate) {
    return `${batch.code} was placed on ${dayMonthYear(batch.placementDate)}; issue on that day or later.`;
  }
  return undefined;
}

/**
 * The form rule of the draft: the shared `issueInput` field by field (farm and item checked by
 * their codes, the date asked for by name when empty and not after `facts.today`), then the rules
 * that need the draft as a whole and what the server said (`facts`): the quantity in the item's
 * unit, within the farm's capacity for chicks and the stock available; no chicks for a farm that
 * raises a batch; the farm's open batch for feed and medicine, not before its placement. Every
 * field is checked whatever the others hold, so each step shows all of its messages at once.
 */
export const issueForm = (facts: IssueFacts) =>
  z
    .object({
      farm: chosen<Farm>(shape.farmCode),
      item: chosen<Item>(shape.itemCode),
      godownCode: shape.godownCode,
      quantity: z.string(),
      date: z
        .string()
        .min(1, 'Enter the date.')
        .pipe(shape.date)
        .refine((date) => date <= facts.today, { error: () => futureDateMessage(facts.today) }),
      batchCode: shape.batchCode,
    })
    // Runs also when a field above is refused (none of their refusals aborts): a step shows every
    // message it has.
    .superRefine((draft, context) => {
      const add = (path: keyof IssueDraft, message: string | undefined) => {
        if (message) context.addIssue({ code: 'custom', message, path: [path] });
      };
      const { farm, item } = draft;
      if (farm && isChicks(item) && facts.openBatch) {
        add('item', openBatchBlocksChicks(farm, facts.openBatch));
      }
      add('quantity', quantityError(draft, facts));
      add('batchCode', batchError(draft, facts));
    });

/**
 * The messages that keep the user on `step` (0-based), beside the fields they belong to (the
 * first message `issueForm` has for each). The Confirm step checks every step before it. The same
 * rules as the server's, so a refusal is rare.
 */
export function validateIssueStep(step: number, draft: IssueDraft, facts: IssueFacts): IssueErrors {
  const errors: IssueErrors = {};
  for (const issue of issueForm(facts).safeParse(draft).error?.issues ?? []) {
    const field = inputFieldOf[issue.path[0] as keyof IssueDraft];
    if (!field || errors[field] !== undefined) continue;
    if (step >= CONFIRM_STEP || stepOfField[field] === step) errors[field] = issue.message;
  }
  return errors;
}

/** The first step (0-based) that has a message, or `undefined`. */
export const firstStepWithError = (errors: IssueErrors): number | undefined => {
  const steps = (Object.keys(errors) as IssueField[]).map((field) => stepOfField[field]);
  return steps.length ? Math.min(...steps) : undefined;
};

/** The request body of `POST /api/issues` (`issueInput`). Call after the Confirm step's checks. */
export function toIssueInput(draft: IssueDraft): IssueInput {
  return {
    farmCode: draft.farm?.code ?? '',
    itemCode: draft.item?.code ?? '',
    godownCode: draft.godownCode,
    quantityMilli: quantityMilliOf(draft) ?? 0,
    date: draft.date,
    batchCode: isChicks(draft.item) ? '' : draft.batchCode,
  };
}

/**
 * Where a refusal of the server belongs: its field messages and the first step that shows one.
 * `undefined` when no message names a field of the wizard (show it on the Confirm step instead).
 */
export function placeRefusal(error: unknown): { errors: IssueErrors; step: number } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors = Object.fromEntries(
    Object.entries(error.fields).filter(([field]) =>
      (issueFields as readonly string[]).includes(field),
    ),
  ) as IssueErrors;
  const step = firstStepWithError(errors);
  return step === undefined ? undefined : { errors, step };
}
