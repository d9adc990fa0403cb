export * from './common.ts';
export * from './inventory.ts';
export * from './issue.ts';
export * from './ledger.ts';
export * from './payment.ts';
export * from './purchase.ts';
export * from './sale.ts';
export * from './transfer.ts';
