import { changePasswordInput, profileInput, totpCodeInput } from '@pfm/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/policy.ts';
import { changePassword } from '../auth/service.ts';
import { toSessionUser } from '../auth/users.ts';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { actorOf, auth } from '../http/session.ts';
import { parseInput } from '../http/validate.ts';
import {
  confirmTotp,
  getUpload,
  PHOTO_MAX_BYTES,
  setProfilePhoto,
  startTotpEnrolment,
  updateProfile,
} from './service.ts';

/**
 * Re-encoding a photo costs seconds of CPU (decision 0016): a few uploads per session in ten
 * minutes, counted per session cookie (the rate limit runs before the session is read).
 */
export const photoUploadLimit = (max: number) => ({
  max,
  timeWindow: 10 * 60_000,
  keyGenerator: (request: FastifyRequest) =>
    `photo:${request.cookies[SESSION_COOKIE] ?? request.cookies[`__Host-${SESSION_COOKIE}`] ?? request.ip}`,
});

export interface ProfileRoutesOptions {
  /** Photo uploads per session in ten minutes. */
  photoUploadsPer10Minutes: number;
}

/** The signed-in user's own account: profile, photo, password, two-factor authentication. */
export const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (app, options) => {
  const db = app.database.db;

  app.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/gif', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );

  app.get('/profile', access.signedIn, async (request) => toSessionUser(auth(request).user));

  app.put('/profile', access.signedIn, async (request) =>
    updateProfile(db, actorOf(request), parseInput(profileInput, request.body)),
  );

  app.put(
    '/profile/photo',
    {
      config: {
        ...access.signedIn.config,
        rateLimit: photoUploadLimit(options.photoUploadsPer10Minutes),
      },
      bodyLimit: PHOTO_MAX_BYTES * 2,
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('unsupported_media_type', 'Only JPG, GIF or PNG photos can be used.', {
          photo: 'Use a JPG, GIF or PNG image.',
        });
      }
      return setProfilePhoto(db, actorOf(request), request.body);
    },
  );

  app.post('/profile/password', access.signedIn, async (request, reply) => {
    await changePassword(
      db,
      actorOf(request),
      auth(request).tokenHash,
      parseInput(changePasswordInput, request.body),
    );
    return reply.status(204).send();
  });

  app.post('/profile/totp', access.signedIn, async (request) =>
    startTotpEnrolment(db, auth(request).user.id),
  );

  app.post('/profile/totp/confirm', access.signedIn, async (request) =>
    confirmTotp(db, actorOf(request), parseInput(totpCodeInput, request.body).code),
  );

  app.get<{ Params: { id: string } }>('/uploads/:id', access.signedIn, async (request, reply) => {
    const upload = /^[0-9a-f]{32}$/.test(request.params.id)
      ? await getUpload(db, request.params.id)
      : undefined;
    if (!upload) throw new AppError('not_found', 'There is no such file.');
    return reply
      .header('content-type', upload.contentType)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-disposition', 'inline')
      .send(upload.data);
  });
};
