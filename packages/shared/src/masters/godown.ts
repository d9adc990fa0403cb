import { z } from 'zod';
import { positiveInt, requiredText } from '../fields.ts';
import { type RecordStatus, recordStatus } from './list.ts';

export const godownInput = z
  .object({
    name: requiredText('the godown name', 80),
    location: requiredText('the location', 200),
    capacityKg: positiveInt('capacity'),
    status: recordStatus.default('active'),
  })
  .strict();
export type GodownInput = z.input<typeof godownInput>;

export interface Godown {
  code: string;
  name: string;
  location: string;
  capacityKg: number;
  status: RecordStatus;
}

export const godownSorts = ['code', 'name', 'location', 'capacityKg', 'status'] as const;
