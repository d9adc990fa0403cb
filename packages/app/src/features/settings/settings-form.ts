import { zodResolver } from '@hookform/resolvers/zod';
import { type Settings, type SettingsChange, settingsInput } from '@pfm/shared';
import { useToast } from '@pfm/ui';
import { useEffect, useState } from 'react';
import { type DefaultValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formLevelError } from '../../lib/dialog-form.ts';
import type { SettingsSection } from './settings-tabs.ts';

/** A number typed as text (NumberInput), checked with the shared rule once it is a number. */
const typedNumber = <Rule extends z.ZodType<number, number>>(rule: Rule) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(rule);

export const thresholdRule = typedNumber(settingsInput.shape.mortalityThreshold);

const settingsForm = settingsInput.extend({
  mortalityThreshold: thresholdRule,
  paymentDueDays: typedNumber(settingsInput.shape.paymentDueDays),
});
type SettingsFormValues = z.input<typeof settingsForm>;
type SettingsField = keyof Settings;

/**
 * Where each setting is, as the specification groups them: Company Information, Notification
 * Settings, System Preferences. A section's Save sends only its own fields.
 */
export const sectionFields = {
  company: ['companyName', 'email', 'phone', 'address'],
  notifications: [
    'emailNotifications',
    'lowStockAlerts',
    'mortalityAlerts',
    'mortalityThreshold',
    'paymentDueDays',
  ],
  preferences: ['currencySymbol', 'dateFormat', 'defaultLanguage', 'booksStartDate', 'autoBackup'],
} as const satisfies Record<SettingsSection, readonly SettingsField[]>;

type FieldsOf<Section extends SettingsSection> = (typeof sectionFields)[Section][number];
/** What a section's form holds (numbers as typed text) and what it gives once valid. */
export type SectionValues<Section extends SettingsSection> = Pick<
  SettingsFormValues,
  FieldsOf<Section>
>;
export type SectionForm<Section extends SettingsSection> = UseFormReturn<
  SectionValues<Section>,
  unknown,
  Pick<Settings, FieldsOf<Section>>
>;

/** The saved settings of a section as its form holds them (numbers as text for NumberInput). */
function formValuesOf<Section extends SettingsSection>(
  section: Section,
  settings: Partial<Settings>,
): SectionValues<Section> {
  const values: Record<string, unknown> = {};
  for (const field of sectionFields[section]) {
    const value = settings[field];
    values[field] = typeof value === 'number' ? String(value) : value;
  }
  return values as SectionValues<Section>;
}

const schemaOf = (section: SettingsSection) =>
  settingsForm.pick(
    Object.fromEntries(sectionFields[section].map((field) => [field, true])) as Record<
      SettingsField,
      true
    >,
  );

export interface SettingsSectionState<Section extends SettingsSection> {
  form: SectionForm<Section>;
  /** The form's submit handler: validates the section and saves what changed in it. */
  submit: () => Promise<void>;
  /** Puts back the section's saved values. */
  cancel: () => void;
  /** Why the last save failed, when no field's message says it. */
  formError: string | undefined;
}

/**
 * One section of the settings as a form of its own. It starts from the saved settings, and when
 * they change (another section saved, or this one), it takes the new values of the fields not
 * being edited and keeps what is typed in the others. Save sends only the fields changed here, so
 * nothing another section or another Administrator changed meanwhile is put back.
 */
export function useSettingsSection<Section extends SettingsSection>(
  section: Section,
  settings: Settings | undefined,
  onSave: (change: SettingsChange) => Promise<Settings | undefined>,
): SettingsSectionState<Section> {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string>();
  // The section's own rules: the schema picked by a field list is typed for them all.
  const [resolver] = useState(
    () => zodResolver(schemaOf(section)) as unknown as Resolver<SectionValues<Section>>,
  );
  const form = useForm<SectionValues<Section>>({
    resolver,
    defaultValues: (settings ? formValuesOf(section, settings) : undefined) as
      | DefaultValues<SectionValues<Section>>
      | undefined,
  }) as unknown as SectionForm<Section>;

  useEffect(() => {
    if (settings) form.reset(formValuesOf(section, settings), { keepDirtyValues: true });
  }, [settings, section, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const dirty = form.formState.dirtyFields as Partial<Record<SettingsField, unknown>>;
    const change: Partial<Settings> = Object.fromEntries(
      Object.entries(values).filter(([field]) => dirty[field as SettingsField]),
    );
    if (Object.keys(change).length === 0) {
      toast({ title: 'No changes to save' });
      return;
    }
    try {
      // The server's answer is every setting as now stored; without one, what was sent is saved.
      const saved = await onSave(change);
      form.reset(formValuesOf(section, saved ?? values));
      toast({ title: 'Settings saved', tone: 'success' });
    } catch (error) {
      // formLevelError reads field names only; the transformed output type does not matter to it.
      setFormError(
        formLevelError(form as unknown as UseFormReturn<SectionValues<Section>>, error) ??
          undefined,
      );
    }
  });

  const cancel = () => {
    form.reset();
    setFormError(undefined);
  };

  return { form, submit, cancel, formError };
}
