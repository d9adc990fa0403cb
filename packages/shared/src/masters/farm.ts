import { z } from 'zod';
import { positiveInt, requiredText, text } from '../fields.ts';
import { recordCode, recordStatus } from './list.ts';

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

export const farmSchema = z.object({
  code: z.string(),
  name: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  location: z.string(),
  capacityBirds: z.number(),
  areaSqFt: z.number().nullable(),
  status: recordStatus,
});
export type Farm = z.infer<typeof farmSchema>;

export const farmSorts = ['code', 'name', 'farmer', 'location', 'capacityBirds', 'status'] as const;
