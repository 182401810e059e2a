import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './plugins/error-handler';
import security from './plugins/security';
import sessions from './plugins/sessions';
import { registerWebApp } from './plugins/web-app';
import { appConfigRoutes } from './routes/app-config';
import { healthRoutes } from './routes/health';
import { providerRoutes } from './routes/providers';
import { sessionRoutes } from './routes/session';
import { listProviders } from './services/providers/catalog';
import { createSessionStore } from './services/sessions/session-store';
import { version } from './version';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

// Same relative path from src/app.ts and from the bundled dist/main.js.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP app; the caller decides when to listen. Closing the app closes the database. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies in front of this server.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A load balancer's request id is only believed when its forwarding headers are.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.bodyLimitBytes);
  // While shutting down, an answer closes its connection: a kept-alive socket would hold the close up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => database.close());

  const https = config.publicUrl?.startsWith('https://') ?? false;
  await app.register(security, {
    https,
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined,
  });
  await app.register(cookie, { secret: deps.sessionSecret });
  await app.register(sessions, { store: createSessionStore(database.db), secureCookie: https });

  await app.register(healthRoutes, { database: database.kind, version });
  await app.register(appConfigRoutes, {
    publicConfig: { version, contactEmail: config.contactEmail ?? null, billing: config.billing },
  });
  await app.register(providerRoutes, { providers: listProviders(config) });
  await app.register(sessionRoutes);

  await registerWebApp(app, deps.webDistDir ?? defaultWebDist);
  return app;
}
