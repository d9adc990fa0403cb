import type { DateFormat } from '@pfm/shared';
import { useQuery } from '@tanstack/react-query';
import { schemesQuery, useAddScheme, useAddSchemeVersion } from './api.ts';
import { SchemesCard } from './schemes-card.tsx';

/** The Settlement Schemes card of /settings (Administrators only), wired to the schemes API. */
export function SchemesSection({ dateFormat }: { dateFormat?: DateFormat }) {
  const schemes = useQuery(schemesQuery);
  const addScheme = useAddScheme();
  const addVersion = useAddSchemeVersion();

  return (
    <SchemesCard
      schemes={schemes.data}
      loadError={schemes.isError ? schemes.error.message : null}
      onRetry={() => void schemes.refetch()}
      onAdd={(input) => addScheme.mutateAsync(input)}
      onAddVersion={(code, input) => addVersion.mutateAsync({ code, input })}
      dateFormat={dateFormat}
    />
  );
}
