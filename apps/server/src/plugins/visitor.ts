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
  /** Whose tokens and work this request touches ('guest': a visitor with nothing kept yet). */
  owner: Owner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, from the session cookie alone; their session is stored, for work that keeps something. */
    visitor(reply: FastifyReply): Promise<Visitor>;
    /** Who is asking, for reading: writes nothing (a visitor with nothing kept yet is a guest). */
    currentVisitor(reply: FastifyReply): Promise<Visitor>;
    /** The signed-in user, or a 401 with `message`. */
    requireUser(reply: FastifyReply, message?: string): Promise<Visitor & { user: User }>;
  }
}

async function visitorPlugin(app: FastifyInstance, { users }: { users: UserService }) {
  async function describe(request: FastifyRequest, session: SessionRecord): Promise<Visitor> {
    const user = session.userId ? ((await users.findById(session.userId)) ?? null) : null;
    const owner: Owner = user
      ? { kind: 'user', userId: user.id, unlimited: users.isUnlimited(user.username) }
      : session.stored
        ? { kind: 'session', sessionId: session.id, ip: request.ip }
        : { kind: 'guest', ip: request.ip };
    return { session, user, owner };
  }

  app.decorateRequest('visitor', async function (this: FastifyRequest, reply: FastifyReply): Promise<Visitor> {
    return describe(this, await this.keepSession(reply));
  });

  app.decorateRequest('currentVisitor', async function (this: FastifyRequest, reply: FastifyReply) {
    return describe(this, await this.ensureSession(reply));
  });

  app.decorateRequest('requireUser', async function (this: FastifyRequest, reply: FastifyReply, message?: string) {
    const visitor = await this.currentVisitor(reply);
    if (!visitor.user) throw new HttpError(401, message ?? 'Please sign in first.');
    return visitor as Visitor & { user: User };
  });
}

export default fp(visitorPlugin, { name: 'visitor', dependencies: ['sessions'] });
