import { apiPaths, recordPath, type SchemeVersion, type SchemeVersionInput } from '@pfm/shared';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every version of every settlement scheme, by code, newest version first. */
export const schemesQuery = queryOptions({
  queryKey: [apiPaths.settlementSchemes],
  queryFn: () => api<SchemeVersion[]>('GET', apiPaths.settlementSchemes),
});

/**
 * What a new scheme or version changes: the schemes, and the settlements worked out under them
 * (the report and the previews of batches not yet settled). Every key starting with these paths.
 */
export const schemeDependents = [
  apiPaths.settlementSchemes,
  apiPaths.settlementReport,
  apiPaths.settlements,
] as const;

const invalidateDependents = (queryClient: QueryClient) =>
  Promise.all(schemeDependents.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

/** Adds a settlement scheme (its version 1); the server gives it the next code (SCH002…). */
export function useAddScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchemeVersionInput) =>
      api<SchemeVersion>('POST', apiPaths.settlementSchemes, input),
    onSuccess: () => invalidateDependents(queryClient),
  });
}

/** Changes a scheme from a date: a new version; the earlier ones, and the settlements that used them, stay. */
export function useAddSchemeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: SchemeVersionInput }) =>
      api<SchemeVersion>('POST', recordPath(apiPaths.settlementSchemes, code), input),
    onSuccess: () => invalidateDependents(queryClient),
  });
}
