import { useLocation, useNavigate } from 'react-router-dom';
import { useSignIn } from './api.ts';
import { SignInForm } from './sign-in-form.tsx';

/** /login: signs in, then goes to the page first asked for, or the dashboard. */
export function SignInScreen() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from?.startsWith('/') && !from.startsWith('//') ? from : '/';

  return (
    <SignInForm
      onSubmit={async (input) => {
        await signIn.mutateAsync(input);
        navigate(target, { replace: true });
      }}
    />
  );
}
