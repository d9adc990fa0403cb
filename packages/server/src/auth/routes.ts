import { forgotPasswordInput, resetPasswordInput, signInInput } from '@pfm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../http/access.ts';
import { clearSessionCookie, setSessionCookie } from '../http/session.ts';
import { parseInput } from '../http/validate.ts';
import { requestPasswordReset, resetPassword, signIn } from './service.ts';
import { deleteSession } from './sessions.ts';
import { toSessionUser } from './users.ts';

export interface AuthRoutesOptions {
  /** Origin put in reset links: the configured public address, never a request header. */
  publicUrl: () => string;
}

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account uses that address, we have sent password reset instructions to it.',
};

/** Sign-in, sign-out, who is signed in, and resetting a forgotten password. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const db = app.database.db;

  app.post('/auth/sign-in', access.public, async (request, reply) => {
    const input = parseInput(signInInput, request.body);
    if (request.auth) await deleteSession(db, request.auth.token);
    const { token, user } = await signIn(db, input, { address: request.ip });
    setSessionCookie(request, reply, token);
    return { user: toSessionUser(user) };
  });

  app.post('/auth/sign-out', access.public, async (request, reply) => {
    if (request.auth) await deleteSession(db, request.auth.token);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  // Public, so that "not signed in" is an answer (user: null) rather than an error the browser logs.
  app.get('/auth/session', access.public, async (request) => ({
    user: request.auth ? toSessionUser(request.auth.user) : null,
  }));

  app.post(
    '/auth/forgot-password',
    { ...access.public, config: { ...access.public.config, rateLimit: forgotPasswordLimit } },
    async (request, reply) => {
      const { email } = parseInput(forgotPasswordInput, request.body);
      const mail = await requestPasswordReset(db, email, options.publicUrl(), {
        address: request.ip,
      });
      if (mail) request.log.info({ outboxId: mail.id }, 'password reset mail queued in the outbox');
      return reply.status(202).send(FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post('/auth/reset-password', access.public, async (request, reply) => {
    await resetPassword(db, parseInput(resetPasswordInput, request.body), {
      address: request.ip,
    });
    return reply.status(204).send();
  });
};

/** Reset mails per client address: enough for a person who mistyped, not for flooding the outbox. */
export const forgotPasswordLimit = { max: 5, timeWindow: 15 * 60_000 } as const;
