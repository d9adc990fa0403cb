import { dateFormats, isLanguage, languageNames, languages, today } from '@pfm/shared';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  DateInput,
  FormField,
  Input,
  NumberInput,
  Select,
  Skeleton,
  Switch,
  Textarea,
  VisuallyHidden,
} from '@pfm/ui';
import type { FormEvent, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useT } from '../../lib/i18n/i18n.tsx';
import { type SettingsSectionState, thresholdRule } from './settings-form.ts';
import {
  Actions,
  DueDays,
  FieldGrid,
  FormAlert,
  SkeletonStack,
  Stack,
  SwitchList,
  Threshold,
  WideField,
} from './settings-page.styles.ts';
import type { SettingsSection } from './settings-tabs.ts';

/** Each section's card, as the specification names and describes it. */
export const sectionCards: Record<SettingsSection, { title: string; description: string }> = {
  company: {
    title: 'Company Information',
    description: 'Shown in the header and on printed reports.',
  },
  notifications: {
    title: 'Notification Settings',
    description: 'Choose which alerts the application raises.',
  },
  preferences: {
    title: 'System Preferences',
    description: 'How amounts and dates are shown, and backups.',
  },
};

const dateFormatOptions = dateFormats.map((format) => ({ value: format, label: format }));

// Staff cannot save; Enter in a read-only field must not try to.
const noSubmit = (event: FormEvent) => event.preventDefault();

interface SectionFrameProps<Section extends SettingsSection> {
  section: Section;
  state: SettingsSectionState<Section>;
  readOnly: boolean;
  children: ReactNode;
}

/** A section's form: its card, the reason a save failed, and its own Cancel and Save Changes. */
function SectionFrame<Section extends SettingsSection>({
  section,
  state,
  readOnly,
  children,
}: SectionFrameProps<Section>) {
  const { form, submit, cancel, formError } = state;
  const { isSubmitting } = form.formState;
  const { title, description } = sectionCards[section];
  return (
    <form
      onSubmit={readOnly ? noSubmit : submit}
      noValidate
      aria-label={title}
      aria-busy={isSubmitting || undefined}
    >
      <Stack>
        <Card>
          <CardHeader title={title} headingLevel={2} description={description} />
          <CardContent>{children}</CardContent>
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

interface SectionProps<Section extends SettingsSection> {
  state: SettingsSectionState<Section>;
  readOnly: boolean;
}

/** Company Information: name, email, phone and address. */
export function CompanySection({ state, readOnly }: SectionProps<'company'>) {
  const { form } = state;
  const { errors } = form.formState;
  return (
    <SectionFrame section="company" state={state} readOnly={readOnly}>
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
          <Input type="tel" autoComplete="tel" readOnly={readOnly} {...form.register('phone')} />
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
    </SectionFrame>
  );
}

/** Notification Settings: the alert switches, the mortality threshold and when payments are due. */
export function NotificationsSection({ state, readOnly }: SectionProps<'notifications'>) {
  const { form } = state;
  const { errors } = form.formState;
  const mortalityAlerts = form.watch('mortalityAlerts');
  return (
    <SectionFrame section="notifications" state={state} readOnly={readOnly}>
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
    </SectionFrame>
  );
}

/** The value of "each person's browser" in the default-language list (no company default). */
const BROWSER_LANGUAGE = 'browser';

/**
 * System Preferences: currency symbol, date format, the company's language, the books start, and
 * Auto Backup.
 */
export function PreferencesSection({ state, readOnly }: SectionProps<'preferences'>) {
  const t = useT();
  const { form } = state;
  const { errors } = form.formState;
  return (
    <SectionFrame section="preferences" state={state} readOnly={readOnly}>
      <Stack>
        <FieldGrid>
          <FormField label="Currency Symbol" required error={errors.currencySymbol?.message}>
            <Input autoComplete="off" readOnly={readOnly} {...form.register('currencySymbol')} />
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
          <Controller
            control={form.control}
            name="defaultLanguage"
            render={({ field }) => (
              <FormField
                label={t('settings.defaultLanguage')}
                hint={t('settings.defaultLanguage.hint')}
                error={errors.defaultLanguage?.message}
              >
                <Select
                  options={[
                    { value: BROWSER_LANGUAGE, label: t('settings.defaultLanguage.browser') },
                    ...languages.map((language) => ({
                      value: language,
                      label: languageNames[language],
                    })),
                  ]}
                  value={field.value ?? BROWSER_LANGUAGE}
                  onValueChange={(value) => field.onChange(isLanguage(value) ? value : null)}
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
      </Stack>
    </SectionFrame>
  );
}

/** A section's card while the settings load. */
export function SectionSkeleton({ section }: { section: SettingsSection }) {
  return (
    <Card aria-busy="true">
      <VisuallyHidden role="status">Loading settings…</VisuallyHidden>
      <CardHeader title={sectionCards[section].title} headingLevel={2} />
      <CardContent>
        <SkeletonStack>
          <Skeleton width="30%" />
          <Skeleton height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton height="2.5rem" />
        </SkeletonStack>
      </CardContent>
    </Card>
  );
}
