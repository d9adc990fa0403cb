import { z } from 'zod';
import { optionalText, requiredText } from '../fields.ts';
import { type RecordStatus, recordStatus } from './list.ts';

export const itemCategories = ['chicks', 'feed', 'medicine'] as const;
export type ItemCategory = (typeof itemCategories)[number];
export const itemUnits = ['piece', 'kg', 'liter', 'bag'] as const;
export type ItemUnit = (typeof itemUnits)[number];

export const itemInput = z
  .object({
    name: requiredText('the item name', 100),
    category: z.enum(itemCategories, { error: 'Choose a category.' }),
    unit: z.enum(itemUnits, { error: 'Choose a unit.' }),
    description: optionalText(500, { multiline: true }).default(''),
    /** Below this quantity (in the item's unit) the item shows Low Stock. */
    reorderLevel: z
      .number({ error: 'Enter the reorder level as a number.' })
      .int('Enter the reorder level as a whole number.')
      .min(0, 'The reorder level cannot be negative.')
      .max(1_000_000_000, 'The reorder level can be at most 1,00,00,00,000.'),
    status: recordStatus.default('active'),
  })
  .strict();
export type ItemInput = z.input<typeof itemInput>;

export interface Item {
  code: string;
  name: string;
  category: ItemCategory;
  unit: ItemUnit;
  description: string;
  reorderLevel: number;
  /** Quantity in stock across godowns (0 until stock transactions exist). */
  currentStock: number;
  status: RecordStatus;
}

export const itemSorts = ['code', 'name', 'category', 'unit', 'currentStock', 'status'] as const;
