import type { AuditEntry, ListPage } from '@pfm/shared';
import type { AuditFilters } from './audit-filters.ts';

/**
 * A morning in the office, newest first: sign-ins, a failed sign-in and a lockout, masters added,
 * changed and deleted, and a settings change. Local times (no zone), so the pictures do not depend
 * on the time zone of the machine.
 */
export const sampleEntries: AuditEntry[] = [
  {
    id: 212,
    at: '2026-03-14T11:05:12',
    actor: 'admin',
    action: 'update',
    entity: 'settings',
    entityKey: null,
    summary: 'Changed settings: dateFormat DD/MM/YYYY → DD-MMM-YYYY, mortalityThreshold 5 → 4.5',
    details: { dateFormat: ['DD/MM/YYYY', 'DD-MMM-YYYY'], mortalityThreshold: [5, 4.5] },
    address: '10.0.4.21',
  },
  {
    id: 211,
    at: '2026-03-14T10:48:40',
    actor: 'sunita.mohanty',
    action: 'delete',
    entity: 'godown',
    entityKey: 'G003',
    summary: 'Deleted godown G003 South Godown',
    details: {
      code: 'G003',
      name: 'South Godown',
      location: 'Berhampur, Odisha',
      capacityKg: 30000,
      status: 'inactive',
    },
    address: '10.0.4.37',
  },
  {
    id: 210,
    at: '2026-03-14T10:31:09',
    actor: 'sunita.mohanty',
    action: 'update',
    entity: 'godown',
    entityKey: 'G002',
    summary: 'Changed godown G002 North Godown: capacityKg 25000 → 30000, status active → inactive',
    details: { capacityKg: [25000, 30000], status: ['active', 'inactive'] },
    address: '10.0.4.37',
  },
  {
    id: 209,
    at: '2026-03-14T10:12:55',
    actor: 'admin',
    action: 'create',
    entity: 'farmer',
    entityKey: 'F014',
    summary: 'Created farmer F014 Bikash Nayak',
    details: {
      code: 'F014',
      name: 'Bikash Nayak',
      phone: '9437156789',
      email: '',
      address: 'At/Po Balianta',
      city: 'Khordha',
      state: 'Odisha',
      pincode: '752101',
      bankName: 'State Bank of India',
      accountNumber: '32904417652',
      ifscCode: 'SBIN0001234',
      status: 'active',
      activeFarms: 0,
    },
    address: '10.0.4.21',
  },
  {
    id: 208,
    at: '2026-03-14T09:58:31',
    actor: 'sunita.mohanty',
    action: 'sign-in',
    entity: 'session',
    entityKey: null,
    summary: 'sunita.mohanty signed in',
    details: null,
    address: '10.0.4.37',
  },
  {
    id: 207,
    at: '2026-03-14T09:41:18',
    actor: 'pradeep.sahu',
    action: 'locked-out',
    entity: 'session',
    entityKey: null,
    summary: 'Sign-in for pradeep.sahu from 103.21.58.14 locked for 15 minutes',
    details: null,
    address: '103.21.58.14',
  },
  {
    id: 206,
    at: '2026-03-14T09:41:18',
    actor: 'pradeep.sahu',
    action: 'sign-in-failed',
    entity: 'session',
    entityKey: null,
    summary: 'Wrong username or password for pradeep.sahu',
    details: null,
    address: '103.21.58.14',
  },
  {
    id: 205,
    at: '2026-03-14T09:30:02',
    actor: 'ravi.das',
    action: 'sign-in-failed',
    entity: 'session',
    entityKey: null,
    summary: 'Wrong two-factor code for ravi.das',
    details: null,
    address: '10.0.4.52',
  },
  {
    id: 204,
    at: '2026-03-14T09:15:44',
    actor: 'admin',
    action: 'create',
    entity: 'user',
    entityKey: '5',
    summary: 'Added user meera.patnaik (Staff)',
    details: {
      username: 'meera.patnaik',
      firstName: 'Meera',
      lastName: 'Patnaik',
      email: 'meera.patnaik@kalingabroilers.in',
      phone: '',
      role: 'Staff',
    },
    address: '10.0.4.21',
  },
  {
    id: 202,
    at: '2026-03-14T02:00:00',
    actor: 'system',
    action: 'backup',
    entity: 'backup',
    entityKey: null,
    summary: 'Daily backup written (4.2 MB)',
    details: null,
    address: null,
  },
];

/** A long run of entries for paging: the sample, then sign-ins of earlier days. */
export const manyEntries: AuditEntry[] = [
  ...sampleEntries,
  ...Array.from({ length: 26 }, (_, index): AuditEntry => {
    const day = String(13 - Math.floor(index / 2)).padStart(2, '0');
    const user = index % 2 === 0 ? 'ravi.das' : 'sunita.mohanty';
    return {
      id: 201 - index,
      at: `2026-03-${day}T${index % 2 === 0 ? '17:45:10' : '09:05:33'}`,
      actor: user,
      action: index % 2 === 0 ? 'sign-out' : 'sign-in',
      entity: 'session',
      entityKey: null,
      summary: index % 2 === 0 ? `${user} signed out` : `${user} signed in`,
      details: null,
      address: '10.0.4.52',
    };
  }),
];

const dayOf = (at: string) => at.slice(0, 10);

/** What the server answers for `filters`, worked out from `entries` (for stories). */
export function pageOf(
  entries: readonly AuditEntry[],
  filters: AuditFilters,
): ListPage<AuditEntry> {
  const words = filters.q.trim().toLowerCase();
  const matching = entries.filter(
    (entry) =>
      (!words ||
        // The server searches the summary, who acted and the record's key.
        [entry.summary, entry.actor, entry.entityKey ?? ''].some((text) =>
          text.toLowerCase().includes(words),
        )) &&
      (!filters.action || entry.action === filters.action) &&
      (!filters.from || dayOf(entry.at) >= filters.from) &&
      (!filters.to || dayOf(entry.at) <= filters.to),
  );
  const start = (filters.page - 1) * filters.size;
  return {
    rows: matching.slice(start, start + filters.size),
    total: matching.length,
    page: filters.page,
    size: filters.size,
  };
}
