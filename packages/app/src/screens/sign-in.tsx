import { PlaceholderScreen } from './placeholder.tsx';

export function SignInScreen() {
  return <PlaceholderScreen title="Sign In" />;
}
