import {
  apiPaths,
  type PartyType,
  recordPath,
  type Statement,
  type StatementQuery,
} from '@pfm/shared';
import type { ComboboxOption } from '@pfm/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { masterOptionsQueries } from '../../../lib/documents/document-api.ts';
import type { PickOption } from '../../../lib/documents/document-config.ts';

/**
 * A party's statement for a period, one page of it. The key starts with the ledger's path, which
 * every posted or cancelled document invalidates (`postingDependents`).
 */
export const statementQuery = (type: PartyType, code: string, query: StatementQuery) =>
  queryOptions({
    queryKey: [apiPaths.ledger, type, code, query],
    queryFn: () => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') search.set(name, String(value));
      }
      return api<Statement>('GET', `${recordPath(`${apiPaths.ledger}/${type}`, code)}?${search}`);
    },
  });

/** The parties of each tab, from their masters (the choices the document forms use too). */
export const partyOptionsQueries = {
  farmer: masterOptionsQueries.farmers,
  trader: masterOptionsQueries.traders,
  supplier: masterOptionsQueries.suppliers,
} satisfies Record<PartyType, unknown>;

/**
 * A party as the picker offers it: the name, and the code with the master's second line (a
 * farmer's city) to search by. Inactive parties stay: their accounts still have balances.
 */
export const toPartyOption = (party: PickOption): ComboboxOption => ({
  value: party.value,
  label: party.label,
  description: [party.value, party.description, party.active ? null : 'inactive']
    .filter(Boolean)
    .join(' · '),
});
