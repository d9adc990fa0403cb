import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DateFormat,
  defaultDateFormat,
  formatDate,
  type MedicineBasis,
  type SchemeVersion,
  type SchemeVersionInput,
} from '@pfm/shared';
import {
  DateInput,
  FormDialog,
  FormField,
  Input,
  NumberInput,
  Select,
  type SelectOption,
  useToast,
} from '@pfm/ui';
import { type ReactNode, useMemo, useState } from 'react';
import {
  Controller,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { submitDialogForm } from '../../../lib/dialog-form.ts';
import { numberField } from '../../../lib/form-values.ts';
import {
  initialValues,
  type SchemeFormValues,
  schemeFormSchema,
  toFormError,
} from './scheme-form.ts';
import {
  DialogFields,
  TermsGrid,
  TermsGroup,
  TermsLegend,
  TwoColumns,
} from './schemes-card.styles.ts';

export const medicineBasisLabels: Record<MedicineBasis, string> = {
  actual: 'At Actual Cost',
  standard: 'Standard per Bird',
};

const medicineOptions: SelectOption[] = (['actual', 'standard'] as const).map((value) => ({
  value,
  label: medicineBasisLabels[value],
}));

type SchemeForm = UseFormReturn<SchemeFormValues, unknown, SchemeVersionInput>;
type TermName = Exclude<keyof SchemeFormValues, 'name' | 'effectiveFrom' | 'farmerCodes'>;

/** How a term is typed: rupees (per kg or per bird), per cent, or a plain FCR. */
type TermKind = 'perKg' | 'rupees' | 'percent' | 'fcr';

const affixes: Record<
  TermKind,
  { prefix?: string; unit?: string; step: number; min: number; max?: number }
> = {
  perKg: { prefix: '₹', unit: '/kg', step: 0.25, min: 0 },
  rupees: { prefix: '₹', step: 0.25, min: 0 },
  percent: { unit: '%', step: 0.5, min: 0, max: 100 },
  fcr: { step: 0.01, min: 0 },
};

function TermField({
  form,
  name,
  label,
  kind,
  hint,
}: {
  form: SchemeForm;
  name: Exclude<TermName, 'medicineBasis'>;
  label: string;
  kind: TermKind;
  hint?: string;
}) {
  const error = form.formState.errors[name]?.message;
  const { prefix, unit, step, min, max } = affixes[kind];
  return (
    <FormField label={label} required hint={hint} error={error}>
      <NumberInput
        {...numberField(form, name)}
        prefix={prefix}
        unit={unit}
        step={step}
        min={min}
        max={max}
      />
    </FormField>
  );
}

/** What a DateInput needs from `register` (its `min` is a `yyyy-mm-dd` string, not a number). */
const dateField = ({ onChange, onBlur, ref, name }: UseFormRegisterReturn) => ({
  onChange,
  onBlur,
  ref,
  name,
});

export interface SchemeDialogProps {
  /** The scheme's latest version, for a new version of it; `null` to add a scheme. */
  scheme: SchemeVersion | null;
  /** Where a new scheme's terms start: the default scheme's latest version (or the standard terms). */
  template?: SchemeVersion | null;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  /**
   * Opens the dialog from outside (controlled, with `onOpenChange`), e.g. from a table row, whose
   * cells may be re-rendered anew at any time. Mount it anew (a `key`) for each opening: the form
   * starts from `scheme` when mounted.
   */
  open?: boolean;
  /** Called when the dialog opens or closes, including after a save. */
  onOpenChange?: (open: boolean) => void;
  /** Saves the version; rejects with an ApiError whose field messages go beside the fields. */
  onSave: (input: SchemeVersionInput) => Promise<SchemeVersion>;
  /** The date format of the settings. */
  dateFormat?: DateFormat;
}

/**
 * A new settlement scheme, or a new version of one from a date, with its terms in rupees, per cent
 * and plain FCR, grouped as the settlement reads them.
 */
export function SchemeDialog({
  scheme,
  template = null,
  trigger,
  open: openProp,
  onOpenChange,
  onSave,
  dateFormat = defaultDateFormat,
}: SchemeDialogProps) {
  const { toast } = useToast();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const [formError, setFormError] = useState<string | null>(null);
  const mode = scheme ? 'version' : 'scheme';
  const start = () => initialValues(scheme ?? template, mode);
  const schema = useMemo(() => schemeFormSchema(scheme, dateFormat), [scheme, dateFormat]);
  const form = useForm<SchemeFormValues, unknown, SchemeVersionInput>({
    resolver: zodResolver(schema),
    defaultValues: start(),
  });
  const { errors } = form.formState;
  const showFarmers = !scheme?.isDefault;

  const changeOpen = (next: boolean) => {
    if (next) {
      form.reset(start());
      setFormError(null);
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const save = async (input: SchemeVersionInput) => {
    let saved: SchemeVersion;
    try {
      saved = await onSave(input);
    } catch (error) {
      throw toFormError(error);
    }
    const from = formatDate(saved.effectiveFrom, dateFormat);
    toast(
      scheme
        ? {
            title: `${saved.code} version ${saved.version} saved`,
            description: `Batches placed from ${from} are settled under it.`,
            tone: 'success',
          }
        : {
            title: `Scheme ${saved.code} added`,
            description: `${saved.name}, in force from ${from}.`,
            tone: 'success',
          },
    );
  };

  return (
    <FormDialog
      title={scheme ? `New Version of ${scheme.code}` : 'Add Scheme'}
      description={
        scheme
          ? `Batches placed from the date you choose are settled under the new version. Earlier batches, and settlements already made, keep version ${scheme.version} or the one they used.`
          : 'A scheme for the farmers you name; everyone else stays on the default scheme. Its terms start as those of the default scheme.'
      }
      submitLabel={scheme ? 'Save Version' : 'Add Scheme'}
      size="lg"
      trigger={trigger}
      open={open}
      onOpenChange={changeOpen}
      formError={formError}
      onSubmit={() => submitDialogForm(form, save, setFormError)}
    >
      <DialogFields>
        <TwoColumns>
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField
            label="In Force From"
            required
            hint={
              scheme
                ? `For batches placed on or after this day; not before ${formatDate(scheme.effectiveFrom, dateFormat)}.`
                : 'For batches placed on or after this day.'
            }
            error={errors.effectiveFrom?.message}
          >
            <DateInput min={scheme?.effectiveFrom} {...dateField(form.register('effectiveFrom'))} />
          </FormField>
        </TwoColumns>

        <TermsGroup>
          <TermsLegend>Growing Charge</TermsLegend>
          <TermsGrid>
            <TermField
              form={form}
              name="standardPcPaise"
              label="Standard Production Cost (₹/kg)"
              kind="perKg"
            />
            <TermField
              form={form}
              name="baseGcPaise"
              label="Base Growing Charge (₹/kg)"
              kind="perKg"
              hint="Paid at the standard production cost."
            />
            <TermField
              form={form}
              name="slabPcPaise"
              label="Slab (₹ of PC)"
              kind="rupees"
              hint="Production cost per kg that makes one slab."
            />
            <TermField
              form={form}
              name="slabGcPaise"
              label="GC Change per Slab (₹/kg)"
              kind="perKg"
              hint="Up for each slab below the standard, down above."
            />
            <TermField form={form} name="minGcPaise" label="Minimum GC (₹/kg)" kind="perKg" />
            <TermField form={form} name="maxGcPaise" label="Maximum GC (₹/kg)" kind="perKg" />
          </TermsGrid>
        </TermsGroup>

        <TermsGroup>
          <TermsLegend>Costs</TermsLegend>
          <TermsGrid>
            <TermField
              form={form}
              name="adminPerBirdPaise"
              label="Admin (₹ per Bird)"
              kind="rupees"
              hint="For each bird placed."
            />
            <Controller
              control={form.control}
              name="medicineBasis"
              render={({ field }) => (
                <FormField label="Medicine" required error={errors.medicineBasis?.message}>
                  <Select
                    options={medicineOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    name={field.name}
                    ref={field.ref}
                  />
                </FormField>
              )}
            />
            <TermField
              form={form}
              name="medicinePerBirdPaise"
              label="Medicine (₹ per Bird)"
              kind="rupees"
              hint="Charged for each bird placed when medicine is Standard per Bird."
            />
          </TermsGrid>
        </TermsGroup>

        <TermsGroup>
          <TermsLegend>Incentives</TermsLegend>
          <TermsGrid>
            <TermField
              form={form}
              name="mortalityAllowanceBp"
              label="Mortality Allowance (%)"
              kind="percent"
              hint="Below this mortality the incentive is paid."
            />
            <TermField
              form={form}
              name="mortalityIncentivePaise"
              label="Mortality Incentive (₹/kg)"
              kind="perKg"
            />
            <TermField
              form={form}
              name="marketThresholdPaise"
              label="Market Rate Threshold (₹/kg)"
              kind="perKg"
              hint="An average sale rate above it is shared."
            />
            <TermField
              form={form}
              name="marketShareBp"
              label="Market Share (%)"
              kind="percent"
              hint="The farmer's share of the excess."
            />
          </TermsGrid>
        </TermsGroup>

        <TermsGroup>
          <TermsLegend>Deductions</TermsLegend>
          <TermsGrid>
            <TermField
              form={form}
              name="maxFcrMilli"
              label="Maximum FCR"
              kind="fcr"
              hint="Feed beyond it is deducted."
            />
            <TermField form={form} name="tdsBp" label="TDS (%)" kind="percent" />
          </TermsGrid>
        </TermsGroup>

        {showFarmers ? (
          <TermsGroup>
            <TermsLegend>Farmers</TermsLegend>
            <FormField
              label="Farmer Codes"
              hint="The farmers settled under this scheme, separated by commas, e.g. F002, F007. A farmer belongs to one scheme at a time."
              error={errors.farmerCodes?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                {...form.register('farmerCodes')}
              />
            </FormField>
          </TermsGroup>
        ) : null}
      </DialogFields>
    </FormDialog>
  );
}
