import type { DocumentStatus, DocumentTrail, PaymentMode } from '@pfm/shared';
import { paymentModeLabels } from '@pfm/shared';
import type { ExportBlock } from '../../files/model.ts';

/**
 * What every printed document shares: its title and status, the notice of a cancelled one, its
 * party's lines, and how money moved.
 */

/** "S001 · Kalinga Hatcheries". */
export const codeName = (code: string, name: string) => [code, name].filter(Boolean).join(' · ');

/** A document's title; a cancelled one says so in the title itself, on every page. */
export const titleOf = (title: string, status: DocumentStatus) =>
  status === 'cancelled' ? `${title} — CANCELLED` : title;

/** The header's status line: "Posted", or "CANCELLED on 2026-05-01" (shown in the Settings' format). */
export const statusLine = (status: DocumentStatus, trail: DocumentTrail): [string, string] => [
  'Status',
  status === 'cancelled'
    ? `CANCELLED${trail.cancelledOn ? ` on ${trail.cancelledOn}` : ''} — not valid for payment or stock`
    : 'Posted',
];

/**
 * A cancelled document's notice, first under its header: why (in bold, in the canceller's own
 * words, wrapping in its column however long), who cancelled it and when.
 */
export function cancelledBlocks(
  status: DocumentStatus,
  trail: DocumentTrail,
  noun: string,
): ExportBlock[] {
  if (status !== 'cancelled') return [];
  return [
    {
      kind: 'pairs',
      title: `CANCELLED — this ${noun} no longer stands`,
      pairs: [
        {
          label: 'Reason for cancelling',
          value: trail.cancelReason ?? '—',
          kind: 'text',
          strong: true,
        },
        { label: 'Cancelled by', value: trail.cancelledBy, kind: 'text' },
        { label: 'Cancelled on', value: trail.cancelledOn, kind: 'date' },
      ],
    },
  ];
}

/** A party's address, GSTIN and contact as header lines, each only when there is one. */
export function partyLines(party: {
  address?: string | null | undefined;
  gstin?: string | null | undefined;
  contact?: string | null | undefined;
}): [string, string][] {
  const lines: [string, string][] = [];
  const address = party.address?.replace(/\s*\n\s*/g, ', ').trim();
  if (address) lines.push(['Address', address]);
  if (party.gstin) lines.push(['GSTIN', party.gstin]);
  if (party.contact) lines.push(['Contact', party.contact]);
  return lines;
}

/** How money moved: the mode, the company's bank account, the cheque, the bank's reference. */
export function modeLines(value: {
  mode: PaymentMode;
  bankAccountCode: string;
  bankAccountName: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
}): [string, string][] {
  const lines: [string, string][] = [['Payment mode', paymentModeLabels[value.mode]]];
  if (value.bankAccountCode) {
    lines.push(['Bank account', codeName(value.bankAccountCode, value.bankAccountName)]);
  }
  if (value.chequeNumber) {
    lines.push([
      'Cheque',
      `No. ${value.chequeNumber}${value.chequeDate ? ` dated ${value.chequeDate}` : ''}`,
    ]);
  }
  if (value.reference) {
    lines.push([value.mode === 'upi' ? 'UPI reference' : 'Reference (UTR)', value.reference]);
  }
  return lines;
}

/** An item's unit in a header: "Quantity (kg)", "Rate (per piece)". */
const unitWords: Record<string, [one: string, many: string]> = {
  piece: ['piece', 'pieces'],
  kg: ['kg', 'kg'],
  liter: ['liter', 'liters'],
  bag: ['bag', 'bags'],
};
export const unitsOf = (unit: string) => unitWords[unit]?.[1] ?? unit;
export const perUnit = (unit: string) => `per ${unitWords[unit]?.[0] ?? unit}`;
