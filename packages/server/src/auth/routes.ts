import {
  apiPaths,
  forgotPasswordInput,
  resetPasswordInput,
  sessionUserSchema,
  signInInput,
} from '@pfm/shared';
import { z } from 'zod';
import { access } from '../http/access.ts';
import { type ApiPlugin, messageSchema, noContent, routePath } from '../http/contract.ts';
import { clearSessionCookie, deviceCookie, setDeviceCookie, setSessionCookie } from './cookies.ts';
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
export const authRoutes: ApiPlugin<AuthRoutesOptions> = async (app, options) => {
  const db = app.database.db;
  const { auth } = apiPaths;

  app.post(
    routePath(auth.signIn),
    {
      ...access.public,
      schema: {
        summary: 'Sign in: sets the session cookie and the device cookie',
        body: signInInput,
        response: { 200: z.object({ user: sessionUserSchema }) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (request.auth) await deleteSession(db, request.auth.token);
      const { token, user, deviceToken } = await signIn(db, input, {
        address: request.ip,
        device: deviceCookie(request),
      });
      setSessionCookie(request, reply, token);
      setDeviceCookie(request, reply, deviceToken);
      return { user: toSessionUser(user) };
    },
  );

  app.post(
    routePath(auth.signOut),
    { ...access.public, schema: { summary: 'Sign out', response: { 204: noContent } } },
    async (request, reply) => {
      if (request.auth) await deleteSession(db, request.auth.token);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  // Public, so that "not signed in" is an answer (user: null) rather than an error the browser logs.
  app.get(
    routePath(auth.session),
    {
      ...access.public,
      schema: {
        summary: 'Who is signed in (user: null when nobody is)',
        response: { 200: z.object({ user: sessionUserSchema.nullable() }) },
      },
    },
    async (request) => ({
      user: request.auth ? toSessionUser(request.auth.user) : null,
    }),
  );

  app.post(
    routePath(auth.forgotPassword),
    {
      ...access.public,
      config: { ...access.public.config, rateLimit: forgotPasswordLimit },
      schema: {
        summary:
          'Ask for a password reset mail (the same answer whether or not the address is known)',
        body: forgotPasswordInput,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const mail = await requestPasswordReset(db, email, options.publicUrl(), {
        address: request.ip,
      });
      if (mail) request.log.info({ outboxId: mail.id }, 'password reset mail queued in the outbox');
      return reply.status(202).send(FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    routePath(auth.resetPassword),
    {
      ...access.public,
      schema: {
        summary: 'Set a new password with the token of a reset mail',
        body: resetPasswordInput,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await resetPassword(db, request.body, { address: request.ip });
      return reply.status(204).send();
    },
  );
};

/** Reset mails per client address: enough for a person who mistyped, not for flooding the outbox. */
export const forgotPasswordLimit = { max: 5, timeWindow: 15 * 60_000 } as const;
