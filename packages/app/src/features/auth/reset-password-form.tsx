import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@pfm/shared';
import { Button, FormField, Input } from '@pfm/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/forms.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { Translate } from '../../lib/i18n/translate.ts';
import { paths } from '../../paths.ts';
import { AuthLayout, FormAlert, FormLinks, FormStack } from './auth-layout.tsx';

/** The new password typed twice alike, under the shared rule. */
const resetForm = (t: Translate) =>
  z
    .object({ password: newPassword, confirm: z.string() })
    .refine((value) => value.password === value.confirm, {
      path: ['confirm'],
      message: t('auth.mismatch'),
    });
type ResetForm = z.infer<ReturnType<typeof resetForm>>;

export interface ResetPasswordFormProps {
  /** The token from the link; missing when the link was cut short. */
  token: string | null;
  onSubmit: (input: { token: string; password: string }) => Promise<unknown>;
  /** Show the success state (stories). */
  defaultDone?: boolean;
}

/** /reset-password?token=…: choose a new password from the link in the reset mail. */
export function ResetPasswordForm({
  token,
  onSubmit,
  defaultDone = false,
}: ResetPasswordFormProps) {
  const t = useT();
  const [done, setDone] = useState(defaultDone);
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => resetForm(t), [t]);
  const form = useForm<ResetForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (done) {
    return (
      <AuthLayout title={t('auth.passwordChanged')} description={t('auth.passwordChangedText')}>
        <FormLinks>
          <Link to={paths.login}>{t('auth.backToLogin')}</Link>
        </FormLinks>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await onSubmit({ token: token ?? '', password });
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('title.resetPassword')} description={t('auth.newHint')}>
      <FormStack onSubmit={submit} noValidate>
        {!token ? <FormAlert role="alert">{t('auth.linkIncomplete')}</FormAlert> : null}
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FormField label={t('auth.newPassword')} required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('auth.confirmPassword')} required error={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} disabled={!token}>
          {t('auth.setPassword')}
        </Button>
        <FormLinks>
          <Link to={paths.forgotPassword}>{t('auth.newLink')}</Link>
        </FormLinks>
      </FormStack>
    </AuthLayout>
  );
}
