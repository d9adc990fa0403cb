import { z } from 'zod';
import { positiveInt, requiredText } from '../fields.ts';
import { recordStatus } from './list.ts';

export const godownInput = z
  .object({
    name: requiredText('the godown name', 80),
    location: requiredText('the location', 200),
    capacityKg: positiveInt('capacity'),
    status: recordStatus.default('active'),
  })
  .strict();
export type GodownInput = z.input<typeof godownInput>;

export const godownSchema = z.object({
  code: z.string(),
  name: z.string(),
  location: z.string(),
  capacityKg: z.number(),
  status: recordStatus,
});
export type Godown = z.infer<typeof godownSchema>;

export const godownSorts = ['code', 'name', 'location', 'capacityKg', 'status'] as const;
