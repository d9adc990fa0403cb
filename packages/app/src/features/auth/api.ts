import {
  apiPaths,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SessionUser,
  type SignInInput,
} from '@pfm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { sessionQuery } from '../../lib/session.ts';
import { paths } from '../../paths.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api<{ user: SessionUser }>('POST', apiPaths.auth.signIn, input),
    onSuccess: ({ user }) => {
      // Whatever was cached belonged to the previous session.
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}

/**
 * Signs out, then loads the sign-in page afresh: nothing of the session (cached lists, the page
 * to return to) stays in memory for the next person, who starts on the dashboard.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => api('POST', apiPaths.auth.signOut),
    onSettled: () => window.location.replace(paths.login),
  });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => api('POST', apiPaths.auth.forgotPassword, input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => api('POST', apiPaths.auth.resetPassword, input),
  });
