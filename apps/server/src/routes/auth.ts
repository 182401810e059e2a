import { authMessages, loginRequestSchema, registerRequestSchema, userSchema } from '@zhi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import type { LoginThrottle } from '../services/accounts/login-throttle';
import { type UserService, usernameKey } from '../services/accounts/user-service';
import type { BillingService } from '../services/billing/billing-service';

interface AuthDeps {
  users: UserService;
  throttle: LoginThrottle;
  billing: BillingService;
  /** What a visitor made before signing in moves to the account, so nothing is lost by signing in. */
  adoptAssignments: (sessionId: string, userId: string) => Promise<void>;
}

const okSchema = z.object({ ok: z.literal(true) });

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (
  app,
  { users, throttle, billing, adoptAssignments },
) => {
  const describe = async (user: User) => {
    const unlimited = users.isUnlimited(user.username);
    const { tokenBalance } = await billing.balance({ kind: 'user', userId: user.id, unlimited });
    return { id: user.id, username: user.username, tokenBalance, unlimited };
  };

  app.post(
    '/api/register',
    { schema: { body: registerRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const user = await users.register(request.body.username, request.body.password);
      const session = await request.signIn(reply, user.id);
      await adoptAssignments(session.id, user.id);
      return describe(user);
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      if (!username.trim()) throw new HttpError(400, authMessages.fillAllFields);
      const key = usernameKey(username);
      const attempt = await throttle.begin(key, request.ip);
      if (attempt.id === null) {
        reply.header('retry-after', String(attempt.retryAfter));
        const minutes = Math.ceil(attempt.retryAfter / 60);
        throw new HttpError(429, `Too many sign-in attempts. Please wait ${minutes} min and try again.`);
      }
      let user;
      try {
        user = await users.authenticate(username, password);
      } catch (error) {
        // Not a wrong password (a missing one, say): only this attempt's record goes, never earlier failures.
        await throttle.forget(attempt.id);
        throw error;
      }
      // A wrong password keeps its record; a right one clears the username's failures.
      if (!user) throw new HttpError(401, authMessages.invalidCredentials);
      await throttle.clear(key);
      const session = await request.signIn(reply, user.id);
      await adoptAssignments(session.id, user.id);
      return describe(user);
    },
  );

  app.post('/api/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await request.signOut(reply);
    return { ok: true as const };
  });

  app.get('/api/me', { schema: { response: { 200: userSchema } } }, async (request) => {
    const session = await request.getSession();
    const user = session?.userId ? await users.findById(session.userId) : undefined;
    if (!user) throw new HttpError(401, 'Not signed in.');
    return describe(user);
  });
};
