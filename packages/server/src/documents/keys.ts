import { recordCode } from '@pfm/shared';
import { AppError } from '../domain/errors.ts';

/** Reads the `:code` of a document route, or answers 404 for something that cannot be one. */
export function documentKey(raw: string, noun: string): string {
  if (recordCode.test(raw)) return raw;
  throw new AppError('not_found', `There is no such ${noun}.`);
}
