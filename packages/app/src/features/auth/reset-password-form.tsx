import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@pfm/shared';
import { Button, FormField, Input } from '@pfm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/forms.ts';
import { paths, screenTitles } from '../../paths.ts';
import { AuthLayout, FormAlert, FormLinks, FormStack } from './auth-layout.tsx';

const resetForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });
type ResetForm = z.infer<typeof resetForm>;

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
  const [done, setDone] = useState(defaultDone);
  const [formError, setFormError] = useState<string>();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (done) {
    return (
      <AuthLayout
        title="Password Changed"
        description="Your password has been changed. Sign in with your new password."
      >
        <FormLinks>
          <Link to={paths.login}>Back to login</Link>
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
    <AuthLayout
      title={screenTitles.resetPassword}
      description="Use at least 8 characters. A few unrelated words make a strong password."
    >
      <FormStack onSubmit={submit} noValidate>
        {!token ? (
          <FormAlert role="alert">This reset link is incomplete. Ask for a new one.</FormAlert>
        ) : null}
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        <FormField label="New password" required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" required error={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} disabled={!token}>
          Set New Password
        </Button>
        <FormLinks>
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        </FormLinks>
      </FormStack>
    </AuthLayout>
  );
}
