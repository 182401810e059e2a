import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import type { UserService } from '../services/accounts/user-service';
import type { Owner } from '../services/billing/billing-service';
import type { SessionRecord } from '../services/sessions/session-store';

export interface Visitor {
  session: SessionRecord;
  user: User | null;
  /** Whose tokens this request spends. */
  owner: Owner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, from the session cookie alone; creates the session when there is none. */
    visitor(reply: FastifyReply): Promise<Visitor>;
    /** The signed-in user, or a 401 with `message`. */
    requireUser(reply: FastifyReply, message?: string): Promise<Visitor & { user: User }>;
  }
}

async function visitorPlugin(app: FastifyInstance, { users }: { users: UserService }) {
  app.decorateRequest('visitor', async function (this: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
    const session = await this.ensureSession(reply);
    const user = session.userId ? ((await users.findById(session.userId)) ?? null) : null;
    const owner: Owner = user
      ? { kind: 'user', userId: user.id, unlimited: users.isUnlimited(user.username) }
      : { kind: 'session', sessionId: session.id, ip: this.ip };
    return { session, user, owner };
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest, reply: FastifyReply, message?: string) {
    const visitor = await this.visitor(reply);
    if (!visitor.user) throw new HttpError(401, message ?? 'Please sign in first.');
    return visitor as Visitor & { user: User };
  });
}

export default fp(visitorPlugin, { name: 'visitor', dependencies: ['sessions'] });
