import {
  type AuditEntry,
  auditActions,
  type DateFormat,
  defaultDateFormat,
  formatDate,
} from '@pfm/shared';
import type { BadgeTone } from '@pfm/ui';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "14/03/2026 09:30" in the chosen date format and the browser's time zone; with `seconds`,
 * "14/03/2026 09:30:05" (the detail view, where attempts a few seconds apart must differ).
 */
export function formatAuditTime(
  value: string,
  dateFormat: DateFormat = defaultDateFormat,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${formatDate(date, dateFormat)} ${time}${seconds ? `:${twoDigits(date.getSeconds())}` : ''}`;
}

/** The action in words ("Sign-in failed"); an action this app does not know yet shows as sent. */
export const actionLabel = (action: string): string =>
  Object.hasOwn(auditActions, action) ? auditActions[action as keyof typeof auditActions] : action;

/** Colour of an action's badge: failures red, lockouts amber, additions green, changes blue. */
export function actionTone(action: string): BadgeTone {
  switch (action) {
    case 'sign-in-failed':
    case 'delete':
      return 'danger';
    case 'locked-out':
    case 'cancel':
      return 'warning';
    case 'create':
      return 'success';
    case 'update':
      return 'info';
    default:
      return 'neutral';
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The record an entry is about: "Godown G002", "Settings", "User 3". */
export const recordLabel = ({ entity, entityKey }: Pick<AuditEntry, 'entity' | 'entityKey'>) =>
  entityKey ? `${capitalise(entity)} ${entityKey}` : capitalise(entity);

/** Words the app writes in capitals or its own way, as a field name's parts. */
const wordForms: Record<string, string> = {
  id: 'ID',
  ifsc: 'IFSC',
  gstin: 'GSTIN',
  pan: 'PAN',
  pincode: 'PIN code',
  kg: '(kg)',
  totp: 'two-factor',
  url: 'URL',
};

/** A record's field as a label: `capacityKg` → "Capacity (kg)", `ifscCode` → "IFSC code". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => wordForms[word.toLowerCase()] ?? word.toLowerCase());
  return capitalise(words.join(' '));
}

/** A value of a record as text: empty as "—", yes/no for switches, anything nested as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What an entry's `details` hold, read for the detail view. */
export type EntryDetails =
  | { kind: 'changes'; changes: FieldChange[] }
  | { kind: 'record'; fields: { field: string; value: unknown }[] }
  | { kind: 'none' };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is [unknown, unknown] =>
  Array.isArray(value) && value.length === 2;

/**
 * A change (`action` "update") records `{ field: [before, after] }`; additions and deletions record
 * the record itself. Anything else is shown as the fields it has.
 */
export function readDetails(entry: Pick<AuditEntry, 'action' | 'details'>): EntryDetails {
  const { details } = entry;
  if (details === null || details === undefined) return { kind: 'none' };
  if (!isPlainObject(details))
    return { kind: 'record', fields: [{ field: 'value', value: details }] };
  const entries = Object.entries(details);
  if (entries.length === 0) return { kind: 'none' };
  if (entry.action === 'update' && entries.every(([, value]) => isChange(value))) {
    return {
      kind: 'changes',
      changes: entries.map(([field, value]) => {
        const [before, after] = value as [unknown, unknown];
        return { field, before, after };
      }),
    };
  }
  return { kind: 'record', fields: entries.map(([field, value]) => ({ field, value })) };
}
