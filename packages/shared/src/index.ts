export * from './audit.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './masters/index.ts';
export * from './settings.ts';
