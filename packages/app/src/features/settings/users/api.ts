import {
  apiPaths,
  type NewUserInput,
  type OutboxMail,
  recordPath,
  type UpdateUserInput,
  type UserSummary,
} from '@pfm/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const usersQuery = queryOptions({
  queryKey: [apiPaths.users],
  queryFn: () => api<UserSummary[]>('GET', apiPaths.users),
});

export const outboxQuery = queryOptions({
  queryKey: [apiPaths.outbox],
  queryFn: () => api<OutboxMail[]>('GET', apiPaths.outbox),
});

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserInput) => api<UserSummary>('POST', apiPaths.users, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateUserInput & { id: number }) =>
      api<UserSummary>('PATCH', recordPath(apiPaths.users, id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
