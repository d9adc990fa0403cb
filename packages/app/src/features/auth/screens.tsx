import { useSearchParams } from 'react-router-dom';
import { useForgotPassword, useResetPassword } from './api.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  return <ForgotPasswordForm onSubmit={(input) => forgot.mutateAsync(input)} />;
}

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const reset = useResetPassword();
  return (
    <ResetPasswordForm token={params.get('token')} onSubmit={(input) => reset.mutateAsync(input)} />
  );
}
