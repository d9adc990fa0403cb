export * from './amounts.ts';
export * from './clock.ts';
export * from './format.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './quantity.ts';
