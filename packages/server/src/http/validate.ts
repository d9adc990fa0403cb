import { fieldErrors } from '@pfm/shared';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../domain/errors.ts';

/**
 * Parses untrusted input with a shared schema. Anything that does not fit becomes one 400 with a
 * message per field; nothing is written.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('validation_failed', 'Send the form as a JSON object.');
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error.issues);
    const unknown = result.error.issues.find((issue) => issue.code === 'unrecognized_keys');
    const message = unknown
      ? `Unknown field: ${(unknown as { keys: string[] }).keys.join(', ')}.`
      : 'Some fields need attention.';
    throw new AppError('validation_failed', message, fields);
  }
  return result.data;
}

/**
 * Fastify's validator for the zod schemas routes declare (body, querystring, params): the parsed
 * value replaces the raw one, and a refusal is `parseInput`'s AppError, so a bad request answers
 * exactly as it did when each handler parsed its own input. A missing body arrives as `null`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      return { value: parseInput(schema, httpPart === 'querystring' ? (data ?? {}) : data) };
    } catch (error) {
      return { error: error as AppError };
    }
  };
