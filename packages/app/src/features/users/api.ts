import type { NewUserInput, UpdateUserInput, UserSummary } from '@pfm/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const usersQuery = queryOptions({
  queryKey: ['/api/users'],
  queryFn: () => api<UserSummary[]>('GET', '/api/users'),
});

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

export const outboxQuery = queryOptions({
  queryKey: ['/api/outbox'],
  queryFn: () => api<OutboxMail[]>('GET', '/api/outbox'),
});

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewUserInput) => api<UserSummary>('POST', '/api/users', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateUserInput & { id: number }) =>
      api<UserSummary>('PATCH', `/api/users/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
