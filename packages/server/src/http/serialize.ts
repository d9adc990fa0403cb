import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Fields of `sent` that are missing from `kept`, as paths (`rows.0.farmName`). */
export function droppedFields(sent: unknown, kept: unknown, path: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((entry, index) => droppedFields(entry, kept[index], [...path, `${index}`]));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    return key in kept
      ? droppedFields(value, kept[key], [...path, key])
      : [[...path, key].join('.')];
  });
}

/**
 * Writes an answer as its route's response schema says: checked against the schema (an answer that
 * does not fit is a 500, never a malformed body) and without fields the schema does not name, so a
 * column added to a query cannot leak. With `strict` (the tests), a field the schema would leave out
 * is an error too: an answer must never lose a field without anyone noticing.
 */
export function responseSerializer({ strict }: { strict: boolean }) {
  const compile: FastifySerializerCompiler<z.ZodType> =
    ({ schema, method, url }) =>
    (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success)
        throw new ResponseSerializationError(method, url, { cause: result.error });
      const dropped = strict ? droppedFields(data, result.data) : [];
      if (dropped.length > 0) {
        throw new ResponseSerializationError(method, url, {
          cause: new z.ZodError(
            dropped.map((field) => ({
              code: 'custom' as const,
              path: field.split('.'),
              message: `The response schema leaves out ${field}.`,
              input: undefined,
            })),
          ),
        });
      }
      return JSON.stringify(result.data);
    };
  return compile;
}
