export * from './clock.ts';
export * from './money.ts';
export * from './quantity.ts';
export * from './format.ts';
