import { z } from 'zod';
import { optionalText, requiredText, wholeNumber } from '../fields.ts';
import { MAX_QUANTITY_UNITS, maxQuantityText } from '../units/limits.ts';
import { recordStatus } from './list.ts';

export const itemCategories = ['chicks', 'feed', 'medicine'] as const;
export type ItemCategory = (typeof itemCategories)[number];
export const itemUnits = ['piece', 'kg', 'liter', 'bag'] as const;
export type ItemUnit = (typeof itemUnits)[number];

/** An item's category and unit in the words every screen and file shows. */
export const itemCategoryLabels: Record<ItemCategory, string> = {
  chicks: 'Chicks',
  feed: 'Feed',
  medicine: 'Medicine',
};
export const itemUnitLabels: Record<ItemUnit, string> = {
  piece: 'Piece',
  kg: 'Kg',
  liter: 'Liter',
  bag: 'Bag',
};

/** The rate master lines an item can be charged at when issued. */
export const itemRateItems = ['chicks', 'starter', 'grower', 'finisher'] as const;
export type ItemRateItem = (typeof itemRateItems)[number];

/** Which rate lines fit an item of each category (medicine is charged at its average cost). */
export const rateItemsFor: Record<ItemCategory, readonly ItemRateItem[]> = {
  chicks: ['chicks'],
  feed: ['starter', 'grower', 'finisher'],
  medicine: [],
};

/** The fields of an item, before the rule that ties the rate to the category (forms extend this). */
export const itemFields = z
  .object({
    name: requiredText('the item name', 100),
    category: z.enum(itemCategories, { error: 'Choose a category.' }),
    unit: z.enum(itemUnits, { error: 'Choose a unit.' }),
    description: optionalText(500, { multiline: true }).default(''),
    /** Below this quantity (in the item's unit) the item shows Low Stock. */
    reorderLevel: wholeNumber(
      {
        invalid: 'Enter the reorder level as a number.',
        fraction: 'Enter the reorder level as a whole number.',
        tooSmall: 'The reorder level cannot be negative.',
        tooLarge: `The reorder level can be at most ${maxQuantityText}.`,
      },
      { lowest: 'zero', max: MAX_QUANTITY_UNITS },
    ),
    /**
     * The rate master line an issue of this item is charged at; '' charges the weighted average
     * purchase cost instead (medicine).
     */
    rateItem: z
      .union([z.literal(''), z.enum(itemRateItems)], { error: 'Choose the rate it is issued at.' })
      .default(''),
    status: recordStatus.default('active'),
  })
  .strict();

/** Chicks are issued at the chicks rate, feed at a feed rate, medicine at its average cost. */
export const rateFitsCategory = (item: { category: ItemCategory; rateItem: ItemRateItem | '' }) =>
  item.rateItem === '' || rateItemsFor[item.category].includes(item.rateItem);
export const RATE_DOES_NOT_FIT =
  'This rate does not fit the category: chicks at the chicks rate, feed at a feed rate.';

export const itemInput = itemFields.refine(rateFitsCategory, {
  message: RATE_DOES_NOT_FIT,
  path: ['rateItem'],
});
export type ItemInput = z.input<typeof itemInput>;

export const itemSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(itemCategories),
  unit: z.enum(itemUnits),
  description: z.string(),
  reorderLevel: z.number(),
  /** The rate line issues are charged at; '' for the weighted average purchase cost. */
  rateItem: z.union([z.literal(''), z.enum(itemRateItems)]),
  /** Quantity in stock across all godowns, in the item's unit. */
  currentStock: z.number(),
  status: recordStatus,
});
export type Item = z.infer<typeof itemSchema>;

export const itemSorts = ['code', 'name', 'category', 'unit', 'currentStock', 'status'] as const;
