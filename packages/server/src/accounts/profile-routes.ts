import {
  apiPaths,
  changePasswordInput,
  profileInput,
  profileLanguageInput,
  sessionUserSchema,
  totpCodeInput,
  totpEnrolmentSchema,
} from '@pfm/shared';
import { changePassword } from '../auth/service.ts';
import { toSessionUser } from '../auth/users.ts';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { type ApiPlugin, idParams, noContent, routePath } from '../http/contract.ts';
import { contentSecurityPolicy } from '../http/security.ts';
import { actorOf, auth } from '../http/session.ts';
import { PhotoReencoder } from './photo-reencoder.ts';
import {
  confirmTotp,
  getUpload,
  PHOTO_MAX_BYTES,
  setProfileLanguage,
  setProfilePhoto,
  startTotpEnrolment,
  updateProfile,
} from './service.ts';

export interface ProfileRoutesOptions {
  /** Photo uploads per user in ten minutes. */
  photoUploadsPer10Minutes: number;
}

/** The extension of a stored file's name, by its type (photos stored before 0016 may be GIFs). */
const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** The signed-in user's own account: profile, photo, password, two-factor authentication. */
export const profileRoutes: ApiPlugin<ProfileRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  // Decoding photos runs in a worker thread, one at a time per server process (decision 0033).
  const photoUploads = {
    reencoder: new PhotoReencoder({ log: app.log }),
    perTenMinutes: options.photoUploadsPer10Minutes,
  };
  app.addHook('onClose', () => photoUploads.reencoder.close());

  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/gif', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    routePath(apiPaths.profile),
    {
      ...access.signedIn,
      schema: { summary: 'The signed-in user', response: { 200: sessionUserSchema } },
    },
    async (request) => toSessionUser(auth(request).user),
  );

  app.put(
    routePath(apiPaths.profile),
    {
      ...access.signedIn,
      schema: {
        summary: "Change one's name, email and phone",
        body: profileInput,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => updateProfile(db, actorOf(request), request.body),
  );

  app.patch(
    routePath(apiPaths.profileLanguage),
    {
      ...access.signedIn,
      schema: {
        summary: "Choose one's own language, or clear it (null) to read the company's default",
        body: profileLanguageInput,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => setProfileLanguage(db, actorOf(request), request.body.language),
  );

  app.put(
    routePath(apiPaths.profilePhoto),
    {
      ...access.signedIn,
      bodyLimit: PHOTO_MAX_BYTES * 2,
      schema: {
        summary: 'Upload a profile photo: the image itself as the body (JPG, GIF or PNG, ≤ 2 MB)',
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('unsupported_media_type', 'Only JPG, GIF or PNG photos can be used.', {
          photo: 'Use a JPG, GIF or PNG image.',
        });
      }
      return setProfilePhoto(db, actorOf(request), request.body, photoUploads);
    },
  );

  app.post(
    routePath(apiPaths.profilePassword),
    {
      ...access.signedIn,
      schema: {
        summary: "Change one's password (signs out every other session)",
        body: changePasswordInput,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await changePassword(db, actorOf(request), auth(request).tokenHash, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    routePath(apiPaths.profileTotp),
    {
      ...access.signedIn,
      schema: {
        summary: 'Start turning on two-factor authentication: a new secret to scan',
        response: { 200: totpEnrolmentSchema },
      },
    },
    async (request) => startTotpEnrolment(db, auth(request).user.id),
  );

  app.post(
    routePath(apiPaths.profileTotpConfirm),
    {
      ...access.signedIn,
      schema: {
        summary: 'Turn on two-factor authentication with a code from the app',
        body: totpCodeInput,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => confirmTotp(db, actorOf(request), request.body.code),
  );

  app.get(
    routePath(apiPaths.uploads, ':id'),
    {
      ...access.signedIn,
      // Opened on its own, the file is a sandboxed document: no script runs, it has no origin.
      helmet: {
        contentSecurityPolicy: {
          ...contentSecurityPolicy,
          directives: { ...contentSecurityPolicy.directives, sandbox: [] },
        },
      },
      schema: { summary: 'A stored file (a profile photo), as the image itself', params: idParams },
    },
    async (request, reply) => {
      const upload = /^[0-9a-f]{32}$/.test(request.params.id)
        ? await getUpload(db, request.params.id)
        : undefined;
      if (!upload) throw new AppError('not_found', 'There is no such file.');
      // A name made here (the id is 32 hex digits), never one a client gave.
      const name = `photo-${upload.id}.${extensions[upload.contentType] ?? 'bin'}`;
      return reply
        .header('content-type', upload.contentType)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(upload.data);
    },
  );
};
