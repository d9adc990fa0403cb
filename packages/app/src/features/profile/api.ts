import {
  apiPaths,
  type ChangePasswordInput,
  type Language,
  type ProfileInput,
  type SessionUser,
  type TotpEnrolment,
} from '@pfm/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { sessionQuery } from '../../lib/session.ts';

/** Saving anything about the signed-in user refreshes the session user (header name, avatar). */
function useUpdatesSessionUser<TInput>(mutationFn: (input: TInput) => Promise<SessionUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

export const useSaveProfile = () =>
  useUpdatesSessionUser((input: ProfileInput) => api<SessionUser>('PUT', apiPaths.profile, input));

/** Saves the signed-in user's own language (`null`: the company's, else the browser's). */
export const useSaveLanguage = () =>
  useUpdatesSessionUser((language: Language | null) =>
    api<SessionUser>('PATCH', apiPaths.profileLanguage, { language }),
  );

export const useUploadPhoto = () =>
  useUpdatesSessionUser((file: File) => api<SessionUser>('PUT', apiPaths.profilePhoto, file));

export const useConfirmTotp = () =>
  useUpdatesSessionUser((code: string) =>
    api<SessionUser>('POST', apiPaths.profileTotpConfirm, { code }),
  );

/** The session user carries passwordChangedAt ("Last changed today"), so it is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('POST', apiPaths.profilePassword, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

export const useStartTotp = () =>
  useMutation({ mutationFn: () => api<TotpEnrolment>('POST', apiPaths.profileTotp) });
