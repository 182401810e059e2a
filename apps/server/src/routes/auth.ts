import { authMessages, loginRequestSchema, registerRequestSchema, userSchema } from '@zhi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { User } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import type { Device, SignInService } from '../services/accounts/sign-in-service';
import type { UserService } from '../services/accounts/user-service';
import type { BillingService } from '../services/billing/billing-service';

interface AuthDeps {
  users: UserService;
  signIns: SignInService;
  /** Whether cookies go over https only. */
  secureCookie: boolean;
  billing: BillingService;
  /** What a visitor made before signing in moves to the account, so nothing is lost by signing in. */
  adoptAssignments: (sessionId: string, userId: string) => Promise<void>;
}

const okSchema = z.object({ ok: z.literal(true) });

/** The browser the owner signed in from: signed, for a year, so the sign-in throttle can spare it. */
const DEVICE_COOKIE = 'zhi_device';

/** The device cookie, when it is there and its signature holds. */
function readDevice(request: FastifyRequest): Device | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  const at = unsigned.valid && unsigned.value ? unsigned.value.lastIndexOf(':') : -1;
  if (at <= 0 || !unsigned.value) return null;
  return { key: unsigned.value.slice(0, at), id: unsigned.value.slice(at + 1) };
}

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (
  app,
  { users, signIns, secureCookie, billing, adoptAssignments },
) => {
  const deviceCookieOptions = {
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
    path: '/api/login',
    maxAge: 365 * 24 * 60 * 60,
  };
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
      try {
        const { user, device } = await signIns.signIn({
          username,
          password,
          ip: request.ip,
          device: readDevice(request),
        });
        reply.setCookie(DEVICE_COOKIE, `${device.key}:${device.id}`, deviceCookieOptions);
        const session = await request.signIn(reply, user.id);
        await adoptAssignments(session.id, user.id);
        return await describe(user);
      } catch (error) {
        const retryAfter = (error as { retryAfter?: number }).retryAfter;
        if (retryAfter) reply.header('retry-after', String(retryAfter));
        throw error;
      }
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
