import {
  formatDate,
  modeDetails,
  type PaymentMode,
  paymentModeLabels,
  paymentModes,
  type voucherInput,
} from '@pfm/shared';
import { DateInput, FormField, Input, type KeyValueItem } from '@pfm/ui';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type {
  DisplaySettings,
  DocumentOptions,
  PickOption,
} from '../../../lib/documents/document-config.ts';
import { TwoColumns } from '../../../lib/documents/document-view.styles.ts';
import { PickField } from '../../../lib/documents/form-fields.tsx';

/** How the money moved, as a form holds it (text as typed). */
export interface ModeValues {
  mode: string;
  bankAccountCode: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
}

/** A voucher's or collection's mode and its details as the server lists them. */
export interface ModeRow {
  mode: PaymentMode;
  bankAccountCode: string;
  bankAccountName: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
}

export const modeOptions: PickOption[] = paymentModes.map((mode) => ({
  value: mode,
  label: paymentModeLabels[mode],
  active: true,
}));

type ModeShape = Pick<
  typeof voucherInput.shape,
  'mode' | 'bankAccountCode' | 'chequeNumber' | 'chequeDate' | 'reference'
>;

/** The shared rules of the mode's fields for a form, which always sends them (empty when unused). */
export const modeRules = (shape: ModeShape) => ({
  mode: shape.mode,
  bankAccountCode: shape.bankAccountCode.unwrap(),
  chequeNumber: shape.chequeNumber.unwrap(),
  chequeDate: shape.chequeDate.unwrap(),
  reference: shape.reference.unwrap(),
});

/**
 * The form values as they will be sent: what the chosen mode does not use is cleared (the shared
 * `modeDetails`), so a cheque number typed before switching to cash is neither checked nor sent.
 */
export const applicableMode = <T extends ModeValues>(values: T): T =>
  (paymentModes as readonly string[]).includes(values.mode)
    ? modeDetails(values as T & { mode: PaymentMode })
    : values;

/**
 * The shared rule's checks across fields (the payee its type needs, the details the mode needs),
 * for a form whose own fields already read: each refusal beside its field.
 */
export const sharedChecks = (rule: z.ZodType) => (value: unknown, context: z.RefinementCtx) => {
  for (const issue of rule.safeParse(value).error?.issues ?? []) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
};

const sameMode = (mode: string, ...modes: PaymentMode[]) => (modes as string[]).includes(mode);

/**
 * Payment Mode, then what it needs: the company's bank account (not for cash), the cheque's number
 * and date (cheque), the bank's reference (bank transfer, UPI). Fields that do not apply are hidden.
 */
export function ModeFields<Values extends FieldValues & ModeValues, Output>({
  form: typedForm,
  options,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  options: DocumentOptions;
}) {
  // The mode's fields have the same names in every money form.
  const form = typedForm as unknown as UseFormReturn<ModeValues, unknown, unknown>;
  const name = (field: keyof ModeValues) => field as Path<Values>;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const { errors } = form.formState;
  return (
    <>
      <TwoColumns>
        <PickField
          form={typedForm}
          name={name('mode')}
          label="Payment Mode"
          options={modeOptions}
          placeholder="How was it paid?"
        />
        {mode && mode !== 'cash' ? (
          <PickField
            form={typedForm}
            name={name('bankAccountCode')}
            label="Bank Account"
            options={options.bankAccounts}
            placeholder="The company’s account"
          />
        ) : null}
      </TwoColumns>
      {sameMode(mode, 'cheque') ? (
        <TwoColumns>
          <FormField label="Cheque Number" required error={errors.chequeNumber?.message}>
            <Input
              autoComplete="off"
              inputMode="numeric"
              maxLength={6}
              {...form.register('chequeNumber')}
            />
          </FormField>
          <FormField label="Cheque Date" required error={errors.chequeDate?.message}>
            <DateInput {...form.register('chequeDate')} min={undefined} max={undefined} />
          </FormField>
        </TwoColumns>
      ) : null}
      {sameMode(mode, 'transfer', 'upi') ? (
        <TwoColumns>
          <FormField
            label="Reference"
            required
            hint={mode === 'upi' ? 'The UPI transaction id.' : 'The UTR the bank gave.'}
            error={errors.reference?.message}
          >
            <Input autoComplete="off" {...form.register('reference')} />
          </FormField>
        </TwoColumns>
      ) : null}
    </>
  );
}

/** The mode in a sentence's words ("₹25,000.00 to Ramesh Sahoo by cheque"). */
export const modeWords: Record<PaymentMode, string> = {
  cash: 'in cash',
  cheque: 'by cheque',
  transfer: 'by bank transfer',
  upi: 'by UPI',
};

/** A new form's mode: cash, nothing else filled in. */
export const emptyMode = () => ({
  mode: 'cash' as PaymentMode,
  bankAccountCode: '',
  chequeNumber: '',
  chequeDate: '',
  reference: '',
});

/** The mode in a cell's second line: the cheque number or the bank's reference. */
export const modeNote = (row: ModeRow) =>
  row.mode === 'cheque' ? `No. ${row.chequeNumber}` : row.reference;

/** The detail sheet's lines about the mode: only those the mode has. */
export function modeSummary(row: ModeRow, display: DisplaySettings): KeyValueItem[] {
  return [
    { label: 'Payment Mode', value: paymentModeLabels[row.mode] },
    ...(row.mode === 'cash'
      ? []
      : [{ label: 'Bank Account', value: `${row.bankAccountName} (${row.bankAccountCode})` }]),
    ...(row.mode === 'cheque'
      ? [
          { label: 'Cheque Number', value: row.chequeNumber },
          {
            label: 'Cheque Date',
            value: row.chequeDate ? formatDate(row.chequeDate, display.dateFormat) : null,
          },
        ]
      : []),
    ...(row.mode === 'transfer' || row.mode === 'upi'
      ? [{ label: 'Reference', value: row.reference }]
      : []),
  ];
}
