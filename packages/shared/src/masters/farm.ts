import { z } from 'zod';
import { positiveInt, requiredText, text } from '../fields.ts';
import { type RecordStatus, recordCode, recordStatus } from './list.ts';

export const farmInput = z
  .object({
    name: requiredText('the farm name', 100),
    farmerCode: text({ error: 'Choose the farmer.' })
      .trim()
      .regex(recordCode, 'Choose the farmer.'),
    location: requiredText('the location', 200),
    capacityBirds: positiveInt('capacity', 10_000_000),
    /** Area in square feet; `null` when not known. */
    areaSqFt: positiveInt('area', 100_000_000).nullable().default(null),
    status: recordStatus.default('active'),
  })
  .strict();
export type FarmInput = z.input<typeof farmInput>;

export interface Farm {
  code: string;
  name: string;
  farmerCode: string;
  farmerName: string;
  location: string;
  capacityBirds: number;
  areaSqFt: number | null;
  status: RecordStatus;
}

export const farmSorts = ['code', 'name', 'farmer', 'location', 'capacityBirds', 'status'] as const;
