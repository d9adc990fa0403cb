import { PlaceholderScreen } from './placeholder.tsx';

export function ForgotPasswordScreen() {
  return <PlaceholderScreen title="Forgot Password" />;
}
