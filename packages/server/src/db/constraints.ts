import { AppError } from '../domain/errors.ts';

/** What a broken database constraint means to a user, and which field it is about. */
export interface ConstraintMessage {
  field?: string;
  message: string;
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

export const pgError = (error: unknown): PgErrorLike | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)) {
      return candidate;
    }
    current = candidate.cause;
  }
  return undefined;
};

/** PostgreSQL ended a transaction to resolve a conflict with another: running it again succeeds. */
export const isTransactionConflict = (error: unknown) =>
  ['40P01', '40001'].includes(pgError(error)?.code ?? '');

/**
 * Turns a constraint the database refused (two people saving the same name at once, say) into the
 * same clear 409 the service's own checks give.
 */
export async function withConstraints<T>(
  work: () => Promise<T>,
  constraints: Record<string, ConstraintMessage> = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pg = pgError(error);
    // 23001: PostgreSQL 18 (and so PGlite 0.5) refuses a delete under an ON DELETE RESTRICT foreign
    // key with restrict_violation; PostgreSQL 15 says 23503 for the same thing.
    if (!pg || !['23505', '23503', '23001', '23514'].includes(pg.code ?? '')) throw error;
    const known = pg.constraint ? constraints[pg.constraint] : undefined;
    if (known) {
      throw new AppError(
        'conflict',
        known.message,
        known.field ? { [known.field]: known.message } : undefined,
      );
    }
    const message =
      pg.code === '23505'
        ? 'A record with these details already exists.'
        : pg.code === '23503' || pg.code === '23001'
          ? 'Other records depend on this one, so it cannot be changed that way.'
          : 'These values are not allowed together.';
    throw new AppError('conflict', message);
  }
}
