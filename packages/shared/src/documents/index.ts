export * from './common.ts';
export * from './inventory.ts';
export * from './issue.ts';
export * from './purchase.ts';
export * from './transfer.ts';
