import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordInput, forgotPasswordInput } from '@pfm/shared';
import { Button, FormField, Input, vars } from '@pfm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerErrors } from '../../lib/forms.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { paths } from '../../paths.ts';
import { AuthLayout, FormAlert, FormLinks, FormStack } from './auth-layout.tsx';

const Sent = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  p { color: ${vars.color.mutedForeground}; }
  strong { color: ${vars.color.foreground}; word-break: break-all; }
`;

export interface ForgotPasswordFormProps {
  onSubmit: (input: ForgotPasswordInput) => Promise<unknown>;
  /** Show the confirmation for this address (stories). */
  sentTo?: string;
}

/**
 * Forgot password: the specification's form and, after submitting, its confirmation. The confirmation
 * is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ onSubmit, sentTo: initialSentTo }: ForgotPasswordFormProps) {
  const t = useT();
  const [sentTo, setSentTo] = useState(initialSentTo);
  const [formError, setFormError] = useState<string>();
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });

  if (sentTo) {
    return (
      <AuthLayout
        title={t('auth.checkEmail')}
        description={
          <>
            {t('auth.sentTo')} <strong>{sentTo}</strong>
          </>
        }
      >
        <Sent>
          <p>{t('auth.noMail')}</p>
          <Button variant="outline" onClick={() => navigate(paths.login)}>
            {t('auth.backToLoginButton')}
          </Button>
        </Sent>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
      setSentTo(values.email.trim());
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <AuthLayout title={t('title.forgotPassword')} description={t('auth.forgotText')}>
      <FormStack onSubmit={submit} noValidate>
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FormField label={t('auth.email')} required error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('auth.sendReset')}
        </Button>
        <FormLinks>
          <Link to={paths.login}>{t('auth.backToLogin')}</Link>
        </FormLinks>
      </FormStack>
    </AuthLayout>
  );
}
