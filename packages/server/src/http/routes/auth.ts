import { forgotPasswordInput, resetPasswordInput, signInInput } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { requestPasswordReset, resetPassword, signIn } from '../../auth/service.ts';
import { deleteSession } from '../../auth/sessions.ts';
import { toSessionUser } from '../../auth/users.ts';
import { auth, clearSessionCookie, setSessionCookie } from '../session.ts';
import { parseInput } from '../validate.ts';

export interface AuthRoutesOptions {
  /** Origin put in reset links; when unset, the origin the request came to. */
  publicUrl?: string | undefined;
  /** Tests switch the failure slow-down off. */
  signInDelay?: (ms: number) => Promise<unknown>;
}

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account uses that address, we have sent password reset instructions to it.',
};

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const db = app.database.db;

  app.post('/auth/sign-in', { config: { public: true } }, async (request, reply) => {
    const input = parseInput(signInInput, request.body);
    if (request.auth) await deleteSession(db, request.auth.token);
    const { token, user } = await signIn(db, input, {
      address: request.ip,
      ...(options.signInDelay && { delay: options.signInDelay }),
    });
    setSessionCookie(request, reply, token);
    return { user: toSessionUser(user) };
  });

  app.post('/auth/sign-out', { config: { public: true } }, async (request, reply) => {
    if (request.auth) await deleteSession(db, request.auth.token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get('/auth/session', async (request) => ({ user: toSessionUser(auth(request).user) }));

  app.post('/auth/forgot-password', { config: { public: true } }, async (request, reply) => {
    const { email } = parseInput(forgotPasswordInput, request.body);
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const mail = await requestPasswordReset(db, email, origin);
    if (mail)
      request.log.info(
        { outboxId: mail.id, recipient: mail.recipient },
        'password reset mail queued in the outbox',
      );
    return reply.status(202).send(FORGOT_PASSWORD_ANSWER);
  });

  app.post('/auth/reset-password', { config: { public: true } }, async (request, reply) => {
    await resetPassword(db, parseInput(resetPasswordInput, request.body));
    return reply.status(204).send();
  });
};
