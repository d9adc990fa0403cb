import { FormField, Input, Textarea } from '@pfm/ui';
import type { ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DialogFields, TwoColumns } from './master-view.styles.ts';

/** The fields suppliers and traders share, as in @pfm/shared's party schemas. */
type PartyField = 'name' | 'contact' | 'email' | 'address' | 'gstin';

/**
 * The dialog fields of a party (supplier or trader): name, contact number and email, address, and
 * GST number, with `besideGstin` (the supplier's Type) in a column next to the GST number.
 */
export function PartyFields<
  Values extends FieldValues & Partial<Record<PartyField, string | undefined>>,
  Output,
>({
  form,
  nameLabel,
  besideGstin,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  /** "Supplier Name", "Trader Name". */
  nameLabel: string;
  besideGstin?: ReactNode;
}) {
  const { errors } = form.formState;
  const register = (name: PartyField) => form.register(name as Path<Values>);
  const errorOf = (name: PartyField) => (errors[name] as FieldError | undefined)?.message;

  const gstin = (
    <FormField
      label="GST Number"
      hint="15 characters, e.g. 21AAACK1234F1ZC"
      error={errorOf('gstin')}
    >
      <Input autoComplete="off" autoCapitalize="characters" {...register('gstin')} />
    </FormField>
  );
  return (
    <DialogFields>
      <FormField label={nameLabel} required error={errorOf('name')}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <TwoColumns>
        <FormField
          label="Contact Number"
          required
          hint="10-digit mobile number"
          error={errorOf('contact')}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" {...register('contact')} />
        </FormField>
        <FormField label="Email" error={errorOf('email')}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
      </TwoColumns>
      <FormField label="Address" required error={errorOf('address')}>
        <Textarea rows={2} {...register('address')} />
      </FormField>
      {besideGstin === undefined ? (
        gstin
      ) : (
        <TwoColumns>
          {gstin}
          {besideGstin}
        </TwoColumns>
      )}
    </DialogFields>
  );
}
