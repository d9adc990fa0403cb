import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SessionUser,
  SignInInput,
} from '@pfm/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

/** The signed-in user, or null when signed out (a 401 here is an answer, not a failure). */
export const sessionQuery = queryOptions({
  queryKey: ['/api/auth/session'],
  queryFn: async (): Promise<SessionUser | null> => {
    try {
      return (await api<{ user: SessionUser }>('GET', '/api/auth/session')).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api<{ user: SessionUser }>('POST', '/api/auth/sign-in', input),
    onSuccess: ({ user }) => {
      // Whatever was cached belonged to the previous session.
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST', '/api/auth/sign-out'),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => api('POST', '/api/auth/forgot-password', input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => api('POST', '/api/auth/reset-password', input),
  });
