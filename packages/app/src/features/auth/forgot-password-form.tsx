import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordInput, forgotPasswordInput } from '@pfm/shared';
import { Button, FormField, Input, vars } from '@pfm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerErrors } from '../../lib/forms.ts';
import { paths, screenTitles } from '../../paths.ts';
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
        title="Check Your Email"
        description={
          <>
            We've sent password reset instructions to <strong>{sentTo}</strong>
          </>
        }
      >
        <Sent>
          <p>
            If you don't receive an email within a few minutes, please check your spam folder or try
            again.
          </p>
          <Button variant="outline" onClick={() => navigate(paths.login)}>
            Back to Login
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
    <AuthLayout
      title={screenTitles.forgotPassword}
      description="Enter your email address and we'll send you instructions to reset your password."
    >
      <FormStack onSubmit={submit} noValidate>
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FormField label="Email" required error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send Reset Instructions
        </Button>
        <FormLinks>
          <Link to={paths.login}>Back to login</Link>
        </FormLinks>
      </FormStack>
    </AuthLayout>
  );
}
