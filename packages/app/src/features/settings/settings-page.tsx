import { zodResolver } from '@hookform/resolvers/zod';
import { dateFormats, type Settings, settingsInput, today } from '@pfm/shared';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  DateInput,
  ErrorState,
  FormField,
  Input,
  NumberInput,
  PageHeader,
  Select,
  Skeleton,
  Switch,
  Textarea,
  useToast,
} from '@pfm/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formLevelError } from '../../lib/dialog-form.ts';
import {
  Actions,
  DueDays,
  FieldGrid,
  FormAlert,
  Note,
  Page,
  SkeletonStack,
  Stack,
  SwitchList,
  Threshold,
  VisuallyHidden,
  WideField,
} from './settings-page.styles.ts';

export const SETTINGS_SUBTITLE =
  'Company details, alerts and how amounts and dates are shown across the application';
export const READ_ONLY_NOTE =
  'Only an Administrator can change settings. You can see them here but not change them.';

/** A number typed as text (NumberInput), checked with the shared rule once it is a number. */
const typedNumber = <Rule extends z.ZodType<number, number>>(rule: Rule) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(rule);

const thresholdRule = typedNumber(settingsInput.shape.mortalityThreshold);

const settingsForm = settingsInput.extend({
  mortalityThreshold: thresholdRule,
  paymentDueDays: typedNumber(settingsInput.shape.paymentDueDays),
});
type SettingsFormValues = z.input<typeof settingsForm>;

const toFormValues = (settings: Settings): SettingsFormValues => ({
  ...settings,
  mortalityThreshold: String(settings.mortalityThreshold),
  paymentDueDays: String(settings.paymentDueDays),
});

const dateFormatOptions = dateFormats.map((format) => ({ value: format, label: format }));

export interface SettingsPageProps {
  /** The saved settings; `undefined` while they load (skeletons show). */
  settings?: Settings;
  /** Why the settings could not be loaded; shows an error with Retry instead of the form. */
  loadError?: string | null;
  /** Loads the settings again after a failure. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** Saves the settings; rejects with an ApiError whose field messages go beside the fields. */
  onSave: (settings: Settings) => Promise<unknown>;
  /** Staff: everything is shown but cannot be changed, and there is no Save Changes button. */
  readOnly?: boolean;
  /** Shown under the Auto Backup switch: the last backup and Back Up Now (Administrators). */
  backup?: ReactNode;
  /** More cards under the settings (users and mail outbox, for Administrators). */
  children?: ReactNode;
}

/** /settings: company information, notification settings and system preferences. */
export function SettingsPage({
  settings,
  loadError,
  onRetry,
  retrying,
  onSave,
  readOnly = false,
  backup,
  children,
}: SettingsPageProps) {
  let body: ReactNode;
  if (loadError) {
    body = (
      <ErrorState
        title="Could not load the settings"
        headingLevel={2}
        message={loadError}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (!settings) {
    body = <SettingsSkeleton />;
  } else {
    body = <SettingsForm settings={settings} onSave={onSave} readOnly={readOnly} backup={backup} />;
  }

  return (
    <Page aria-labelledby="settings-title">
      <PageHeader title="Settings" titleId="settings-title" subtitle={SETTINGS_SUBTITLE} />
      {readOnly ? <Note>{READ_ONLY_NOTE}</Note> : null}
      {body}
      {children}
    </Page>
  );
}

interface SettingsFormProps {
  settings: Settings;
  onSave: (settings: Settings) => Promise<unknown>;
  readOnly: boolean;
  backup: ReactNode;
}

function SettingsForm({ settings, onSave, readOnly, backup }: SettingsFormProps) {
  const { toast } = useToast();
  const [formError, setFormError] = useState<string>();
  const form = useForm<SettingsFormValues, unknown, Settings>({
    resolver: zodResolver(settingsForm),
    defaultValues: toFormValues(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const mortalityAlerts = form.watch('mortalityAlerts');

  // Saved elsewhere (or saved here and normalised by the server): show what is stored now.
  useEffect(() => {
    form.reset(toFormValues(settings));
  }, [settings, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
      form.reset(toFormValues(values));
      toast({ title: 'Settings saved', tone: 'success' });
    } catch (error) {
      // formLevelError reads field names only; the transformed output type does not matter to it.
      setFormError(
        formLevelError(form as unknown as UseFormReturn<SettingsFormValues>, error) ?? undefined,
      );
    }
  });

  const cancel = () => {
    form.reset();
    setFormError(undefined);
  };

  return (
    <form
      // Staff cannot save; Enter in a read-only field must not try to.
      onSubmit={readOnly ? (event) => event.preventDefault() : submit}
      noValidate
      aria-label="Settings"
      aria-busy={isSubmitting || undefined}
    >
      <Stack>
        <Card>
          <CardHeader
            title="Company Information"
            headingLevel={2}
            description="Shown in the header and on printed reports."
          />
          <CardContent>
            <FieldGrid>
              <FormField label="Company Name" required error={errors.companyName?.message}>
                <Input
                  autoComplete="organization"
                  readOnly={readOnly}
                  {...form.register('companyName')}
                />
              </FormField>
              <FormField label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  autoComplete="email"
                  readOnly={readOnly}
                  {...form.register('email')}
                />
              </FormField>
              <FormField label="Phone" error={errors.phone?.message}>
                <Input
                  type="tel"
                  autoComplete="tel"
                  readOnly={readOnly}
                  {...form.register('phone')}
                />
              </FormField>
              <WideField>
                <FormField label="Address" error={errors.address?.message}>
                  <Textarea
                    autoComplete="street-address"
                    readOnly={readOnly}
                    {...form.register('address')}
                  />
                </FormField>
              </WideField>
            </FieldGrid>
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title="Notification Settings"
            headingLevel={2}
            description="Choose which alerts the application raises."
          />
          <CardContent>
            <SwitchList>
              <Controller
                control={form.control}
                name="emailNotifications"
                render={({ field }) => (
                  <Switch
                    label="Email Notifications"
                    description="Send alerts by email as well as on the dashboard"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={readOnly}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="lowStockAlerts"
                render={({ field }) => (
                  <Switch
                    label="Low Stock Alerts"
                    description="Alert when an item runs low in a godown"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={readOnly}
                  />
                )}
              />
              <div>
                <Controller
                  control={form.control}
                  name="mortalityAlerts"
                  render={({ field }) => (
                    <Switch
                      label="Mortality Alerts"
                      description="Alert when mortality rate exceeds threshold"
                      checked={field.value}
                      onCheckedChange={(checked) => {
                        field.onChange(checked);
                        // A hidden threshold must not block saving: drop an unusable edit.
                        if (
                          !checked &&
                          !thresholdRule.safeParse(form.getValues('mortalityThreshold')).success
                        ) {
                          form.resetField('mortalityThreshold');
                        }
                      }}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      disabled={readOnly}
                    />
                  )}
                />
                {mortalityAlerts ? (
                  <Threshold>
                    <FormField
                      label="Mortality alert threshold (%)"
                      required
                      error={errors.mortalityThreshold?.message}
                    >
                      <NumberInput
                        {...form.register('mortalityThreshold')}
                        step={0.1}
                        min={0}
                        max={100}
                        unit="%"
                        readOnly={readOnly}
                      />
                    </FormField>
                  </Threshold>
                ) : null}
              </div>
              {/* The rule above spans the card; the field keeps to the width of its hint. */}
              <div>
                <DueDays>
                  <FormField
                    label="Payment Due After (days)"
                    required
                    hint="A pending voucher or collection older than this is shown as due on the dashboard."
                    error={errors.paymentDueDays?.message}
                  >
                    <NumberInput
                      {...form.register('paymentDueDays')}
                      whole
                      step={1}
                      min={1}
                      max={365}
                      unit="days"
                      readOnly={readOnly}
                    />
                  </FormField>
                </DueDays>
              </div>
            </SwitchList>
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title="System Preferences"
            headingLevel={2}
            description="How amounts and dates are shown, and backups."
          />
          <CardContent>
            <Stack>
              <FieldGrid>
                <FormField label="Currency Symbol" required error={errors.currencySymbol?.message}>
                  <Input
                    autoComplete="off"
                    readOnly={readOnly}
                    {...form.register('currencySymbol')}
                  />
                </FormField>
                <Controller
                  control={form.control}
                  name="dateFormat"
                  render={({ field }) => (
                    <FormField label="Date Format" required error={errors.dateFormat?.message}>
                      <Select
                        options={dateFormatOptions}
                        value={field.value}
                        onValueChange={field.onChange}
                        name={field.name}
                        ref={field.ref}
                        disabled={readOnly}
                      />
                    </FormField>
                  )}
                />
                <FormField
                  label="Books start date"
                  required
                  hint="No document can be dated before this day."
                  error={errors.booksStartDate?.message}
                >
                  <DateInput
                    {...form.register('booksStartDate')}
                    min="1900-01-01"
                    max={today()}
                    readOnly={readOnly}
                  />
                </FormField>
              </FieldGrid>
              <div>
                <Controller
                  control={form.control}
                  name="autoBackup"
                  render={({ field }) => (
                    <Switch
                      label="Auto Backup"
                      description="Automatically backup data daily"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      disabled={readOnly}
                    />
                  )}
                />
                {backup}
              </div>
            </Stack>
          </CardContent>
        </Card>

        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}

        {readOnly ? null : (
          <Actions>
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save Changes
            </Button>
          </Actions>
        )}
      </Stack>
    </form>
  );
}

const skeletonCards = ['Company Information', 'Notification Settings', 'System Preferences'];

function SettingsSkeleton() {
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">Loading settings…</VisuallyHidden>
      {skeletonCards.map((title) => (
        <Card key={title}>
          <CardHeader title={title} headingLevel={2} />
          <CardContent>
            <SkeletonStack>
              <Skeleton width="30%" />
              <Skeleton height="2.5rem" />
              <Skeleton width="40%" />
              <Skeleton height="2.5rem" />
            </SkeletonStack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
