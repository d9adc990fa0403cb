import type { Farm, Item } from '@pfm/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import {
  emptyIssueDraft,
  type IssueDraft,
  type IssueFacts,
  type OpenBatch,
  placeRefusal,
  toIssueInput,
  validateIssueStep,
} from './issue-draft.ts';

const farm: Farm = {
  code: 'FM001',
  name: 'Sahoo Poultry Farm',
  farmerCode: 'F001',
  farmerName: 'Ramesh Sahoo',
  location: 'Jatni, Khurda',
  capacityBirds: 5000,
  areaSqFt: 6000,
  status: 'active',
};
const chicks: Item = {
  code: 'I001',
  name: 'Day Old Chicks',
  category: 'chicks',
  unit: 'piece',
  description: '',
  reorderLevel: 2000,
  rateItem: 'chicks',
  currentStock: 12000,
  status: 'active',
};
const starter: Item = {
  ...chicks,
  code: 'I002',
  name: 'Broiler Starter Feed',
  category: 'feed',
  unit: 'kg',
  rateItem: 'starter',
};
const batch: OpenBatch = {
  code: 'B003',
  farmCode: 'FM001',
  farmName: farm.name,
  farmerCode: 'F001',
  farmerName: 'Ramesh Sahoo',
  placementDate: '2026-10-01',
  placed: 4800,
  age: 11,
  daysRemaining: 34,
  status: 'open',
};
const facts: IssueFacts = {
  today: '2026-10-12',
  openBatch: null,
  availableMilli: 120_000,
  godownName: 'Main Warehouse',
};
const draft = (change: Partial<IssueDraft>): IssueDraft => ({
  ...emptyIssueDraft('2026-10-12'),
  farm,
  godownCode: 'G001',
  ...change,
});

describe('validateIssueStep', () => {
  it('asks for a farm and an item before moving on', () => {
    expect(validateIssueStep(0, emptyIssueDraft('2026-10-12'), facts)).toEqual({
      farmCode: 'Choose the farm.',
    });
    expect(validateIssueStep(1, draft({}), facts)).toEqual({ itemCode: 'Choose the item.' });
  });

  it('refuses chicks for a farm that raises a batch', () => {
    expect(
      validateIssueStep(1, draft({ item: chicks }), { ...facts, openBatch: batch }).itemCode,
    ).toBe(
      'Sahoo Poultry Farm already has an open batch (B003, placed 01/10/2026): a farm raises one batch at a time, so no chicks can be issued to it.',
    );
    expect(validateIssueStep(1, draft({ item: starter }), { ...facts, openBatch: batch })).toEqual(
      {},
    );
  });

  it('refuses more than the godown holds, in the server words', () => {
    const errors = validateIssueStep(
      2,
      draft({ item: starter, quantity: '150', batchCode: 'B003' }),
      {
        ...facts,
        openBatch: batch,
      },
    );
    expect(errors).toEqual({
      quantityMilli: 'Only 120 kg of Broiler Starter Feed in Main Warehouse on 12/10/2026.',
    });
  });

  it('keeps chicks within the farm capacity and whole', () => {
    const many = { ...facts, availableMilli: 10_000_000 };
    expect(
      validateIssueStep(2, draft({ item: chicks, quantity: '5001' }), many).quantityMilli,
    ).toBe('Sahoo Poultry Farm holds at most 5,000 birds.');
    expect(
      validateIssueStep(2, draft({ item: chicks, quantity: '10.5' }), many).quantityMilli,
    ).toBe('Enter a whole number of pieces above 0.');
    expect(validateIssueStep(2, draft({ item: chicks, quantity: '5000' }), many)).toEqual({});
  });

  it('needs the open batch for feed, a date not in the future, and says when there is no batch', () => {
    expect(
      validateIssueStep(2, draft({ item: starter, quantity: '10', date: '2026-10-13' }), {
        ...facts,
        openBatch: batch,
      }),
    ).toEqual({
      date: 'The date cannot be after today (12/10/2026).',
      batchCode: 'Choose the open batch of Sahoo Poultry Farm this goes to.',
    });
    expect(validateIssueStep(2, draft({ item: starter, quantity: '10' }), facts).batchCode).toBe(
      'Sahoo Poultry Farm has no open batch: issue chicks to it first to open one.',
    );
  });

  it('checks every earlier step on Confirm', () => {
    const errors = validateIssueStep(3, emptyIssueDraft('2026-10-12'), facts);
    expect(Object.keys(errors).sort()).toEqual([
      'farmCode',
      'godownCode',
      'itemCode',
      'quantityMilli',
    ]);
  });
});

describe('toIssueInput', () => {
  it('sends thousandths and no batch for chicks', () => {
    expect(toIssueInput(draft({ item: chicks, quantity: '5,000', batchCode: 'B003' }))).toEqual({
      farmCode: 'FM001',
      itemCode: 'I001',
      godownCode: 'G001',
      quantityMilli: 5_000_000,
      date: '2026-10-12',
      batchCode: '',
    });
  });
});

describe('placeRefusal', () => {
  it('sends a refusal to the step of its field', () => {
    const stock = new ApiError(409, 'insufficient_stock', 'Only 120 kg…', {
      quantityMilli: 'Only 120 kg…',
    });
    expect(placeRefusal(stock)).toEqual({ errors: { quantityMilli: 'Only 120 kg…' }, step: 2 });
    const batchTaken = new ApiError(409, 'conflict', 'open batch', { farmCode: 'open batch' });
    expect(placeRefusal(batchTaken)?.step).toBe(0);
  });

  it('leaves a refusal without a known field to the Confirm step', () => {
    expect(placeRefusal(new ApiError(422, 'idempotency_mismatch', 'Another body'))).toBeUndefined();
    expect(placeRefusal(new Error('offline'))).toBeUndefined();
  });
});
