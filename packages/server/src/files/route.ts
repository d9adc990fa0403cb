import { PassThrough, type Writable } from 'node:stream';
import { chooseLanguage } from '@pfm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { type ApiInstance, routePath } from '../http/contract.ts';
import { auth } from '../http/session.ts';
import { getSettings } from '../settings/service.ts';
import {
  type ExportContext,
  type ExportDocument,
  type ExportFormat,
  exportFormats,
} from './model.ts';
import { writePdf } from './pdf.ts';
import { fileWords } from './words.ts';
import { writeXlsx } from './xlsx.ts';

export const contentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const writers: Record<
  ExportFormat,
  (document: ExportDocument, context: ExportContext, out: Writable) => Promise<void>
> = { pdf: writePdf, xlsx: writeXlsx };

/** The browser's languages, most preferred first, from `Accept-Language` (q-values honoured). */
function acceptedLanguages(request: FastifyRequest) {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = Number(
        parameters
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The company's header from Settings, and who asks, now, in which language. */
export async function exportContext(db: Db, request: FastifyRequest): Promise<ExportContext> {
  const settings = await getSettings(db);
  const { user } = auth(request);
  const language = chooseLanguage({
    user: user.language,
    company: settings.defaultLanguage,
    browser: acceptedLanguages(request),
  });
  return {
    language,
    words: fileWords(language),
    companyName: settings.companyName,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    currencySymbol: settings.currencySymbol,
    dateFormat: settings.dateFormat,
    generatedBy: `${user.firstName} ${user.lastName}`.trim() || user.username,
    generatedAt: new Date(),
  };
}

/**
 * `attachment` with the file's name, plain for old readers and RFC 5987 encoded for the rest. Only
 * letters, digits, `.`, `-` and `_` stay in the plain name.
 */
export function attachment(fileName: string) {
  const plain = fileName.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const formatParams = z.object({
  format: z.string().describe(exportFormats.join(', ')),
});

/** The format asked for in the path, or a 404 that says which there are. */
export function formatOf(value: string): ExportFormat {
  const format = exportFormats.find((candidate) => candidate === value);
  if (!format) throw new AppError('not_found', 'Exports are made as pdf or xlsx.');
  return format;
}

/**
 * Streams `document` as the file of `format`. The document is built (and every refusal thrown)
 * before the first byte, so a bad filter is a JSON error; a failure while writing ends the
 * connection, and the app says the download failed.
 */
export async function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  format: ExportFormat,
  document: ExportDocument,
  given?: ExportContext,
) {
  const context = given ?? (await exportContext(db, request));
  const out = new PassThrough();
  writers[format](document, context, out).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while writing');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('Content-Type', contentTypes[format])
    .header('Content-Disposition', attachment(`${document.fileName}.${format}`))
    .header('Cache-Control', 'no-store')
    .send(out);
}

/**
 * `GET <path>/export/pdf|xlsx?<the report's query>`: the report's file for the same filters as its
 * screen, built by `build` from the report's own computation. Staff may export.
 */
export function exportRoute<Query extends z.ZodType>(
  app: ApiInstance,
  path: string,
  options: {
    summary: string;
    querystring: Query;
    build: (
      query: z.output<Query>,
      request: FastifyRequest,
      format: ExportFormat,
    ) => Promise<ExportDocument>;
  },
) {
  const db = app.database.db;
  app.get(
    routePath(path, 'export', ':format'),
    {
      ...access.signedIn,
      schema: {
        summary: options.summary,
        params: formatParams,
        querystring: options.querystring,
        produces: Object.values(contentTypes),
      },
    },
    async (request, reply) => {
      const format = formatOf(request.params.format);
      const document = await options.build(request.query as z.output<Query>, request, format);
      return sendExport(request, reply, db, format, document);
    },
  );
}
