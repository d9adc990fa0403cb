import type { SignInInput } from '@pfm/shared';
import { Button, FormField, Input } from '@pfm/ui';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { applyServerErrors } from '../../lib/forms.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { paths } from '../../paths.ts';
import { AuthLayout, FormAlert, FormLinks, FormStack } from './auth-layout.tsx';

const loadResolver = () => import('./sign-in-validation.ts').then((m) => m.signInResolver);
/** Validates with the shared schema, fetched on first use (normally already there: see below). */
const signInResolver: Resolver<SignInInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options);

export interface SignInFormProps {
  /** Signs in; rejects with an ApiError (code `totp_required` asks for the authenticator code). */
  onSubmit: (input: SignInInput) => Promise<unknown>;
  /** Start with the code field shown (stories). */
  defaultTotpRequired?: boolean;
}

/** The specification's sign-in card: Username, Password, Sign In, "Forgot password?", plus a TOTP step. */
export function SignInForm({ onSubmit, defaultTotpRequired = false }: SignInFormProps) {
  const t = useT();
  const [totpRequired, setTotpRequired] = useState(defaultTotpRequired);
  const [formError, setFormError] = useState<string>();
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    defaultValues: { username: '', password: '', ...(defaultTotpRequired && { totpCode: '' }) },
  });
  // Fetch the rules while the user types, not when they press Sign In.
  useEffect(() => {
    void loadResolver();
  }, []);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(
        totpRequired ? values : { username: values.username, password: values.password },
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'totp_required') {
        if (totpRequired)
          form.setError(
            'totpCode',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
        else {
          setTotpRequired(true);
          form.setValue('totpCode', '');
          setFormError(error.message);
        }
        return;
      }
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('title.login')} description={t('auth.signInText')}>
      <FormStack
        onSubmit={submit}
        noValidate
        aria-describedby={formError ? 'sign-in-error' : undefined}
      >
        {formError ? (
          <FormAlert id="sign-in-error" role="alert">
            {formError}
          </FormAlert>
        ) : null}
        <FormField label={t('auth.username')} required error={errors.username?.message}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username')}
          />
        </FormField>
        <FormField label={t('auth.password')} required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        {totpRequired ? (
          <FormField
            label={t('auth.code')}
            required
            hint={t('auth.codeHint')}
            error={errors.totpCode?.message}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...form.register('totpCode')}
            />
          </FormField>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {t('title.login')}
        </Button>
        <FormLinks>
          <Link to={paths.forgotPassword}>{t('auth.forgot')}</Link>
        </FormLinks>
      </FormStack>
    </AuthLayout>
  );
}
