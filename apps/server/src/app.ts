import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { badRequest } from './lib/http-errors';
import { errorForLog } from './lib/log-serializers';
import { UNSTORABLE_MESSAGE, hasUnstorableText } from './lib/storable-text';
import { registerErrorHandler } from './plugins/error-handler';
import maintenance from './plugins/maintenance';
import security from './plugins/security';
import sessions from './plugins/sessions';
import visitor from './plugins/visitor';
import { registerWebApp } from './plugins/web-app';
import { appConfigRoutes } from './routes/app-config';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { documentRoutes } from './routes/documents';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { homeworkRoutes } from './routes/homework';
import { homeworkUploadRoutes } from './routes/homework-uploads';
import { humanizeRoutes } from './routes/humanize';
import { paymentRoutes } from './routes/payments';
import { providerRoutes } from './routes/providers';
import { sessionRoutes } from './routes/session';
import { solveRoutes } from './routes/solve';
import { voiceRoutes } from './routes/voice';
import { createLoginThrottle } from './services/accounts/login-throttle';
import { createSignInService } from './services/accounts/sign-in-service';
import { createUserService } from './services/accounts/user-service';
import { createBillingService } from './services/billing/billing-service';
import { createDetectionService } from './services/detection/detection-service';
import { createDocumentService } from './services/documents/document-service';
import { createAssignmentStore } from './services/homework/assignment-store';
import { createConversationService } from './services/homework/conversation-service';
import { createHomeworkService } from './services/homework/homework-service';
import { createProviderStreamer } from './services/homework/provider-stream';
import { createHumanizeService } from './services/humanizer/humanize-service';
import { createPaymentService } from './services/payments/payment-service';
import { createPaymentStore } from './services/payments/payment-store';
import { listProviders } from './services/providers/catalog';
import { createSessionStore } from './services/sessions/session-store';
import { createSolveService } from './services/solver/solve-service';
import { createMathEngine } from './services/solver/math-engine';
import { createTranscriptionService } from './services/voice/transcription-service';
import { version } from './version';
import { type WorkPools, createWorkPools } from './workers/pools';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  sessionSecret: string;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** The worker pools; by default made from the configuration (a test may pass its own, and close them). */
  pools?: WorkPools;
  logger?: FastifyServerOptions['logger'];
}

// A reservation still open after this long belongs to a process that died mid-call: refund it.
const STALE_RESERVATION_MS = 30 * 60 * 1000;

// Same relative path from src/app.ts and from the bundled dist/main.js.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole HTTP app; the caller decides when to listen. Closing the app closes the database. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const logger = deps.logger ?? { level: config.logLevel };
  const app = Fastify({
    logger: typeof logger === 'object' ? { ...logger, serializers: { err: errorForLog } } : logger,
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
  // An empty JSON body is no body (a bodiless POST such as /api/logout from a client that always sends JSON);
  // a route that needs one says so in words. Text the database cannot store is refused before any work.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body && request.headers['content-type']) {
      throw badRequest('The request body is empty, but it was sent as JSON.');
    }
    if (hasUnstorableText(request.body)) throw badRequest(UNSTORABLE_MESSAGE);
  });
  // While shutting down, an answer closes its connection: a kept-alive socket would hold the close up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // A streamed answer writes its own headers (no "connection: close"): once it ends, its kept-alive socket is
    // idle and would hold the close up until the drain's limit, so idle sockets are closed as they appear.
    const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => database.close());

  const { db } = database;
  const sessionStore = createSessionStore(db);
  const users = createUserService(db, config);
  const throttle = createLoginThrottle(db);
  const billing = createBillingService(db, config, deps.sessionSecret);
  const paymentService = createPaymentService(config, createPaymentStore(db, billing), app.log);
  // Heavy work runs in worker threads; the pools end with the app (after the requests in flight are answered).
  const pools = deps.pools ?? createWorkPools(config);
  // On shutdown, requests in flight may hand over work for 8 s (a worker may be slow to start on a loaded
  // machine); a job not started by then is answered 503 rather than cut off at the drain's 10 s.
  app.addHook('preClose', async () => pools.drain(8000));
  app.addHook('onClose', async () => pools.close());
  const detection = createDetectionService({ config, log: app.log, pool: pools.compute, billing });
  const documents = createDocumentService(config, pools.documents);
  const engine = createMathEngine(pools.compute, app.log);
  const aiAvailable = listProviders(config).providers.some((p) => p.id !== 'local' && p.available);
  if (config.passwordlessLogin && config.nodeEnv === 'production') {
    app.log.warn('PASSWORDLESS_LOGIN is on: anyone can sign in as the UNLIMITED_USERS accounts without a password');
  }

  const https = config.publicUrl?.startsWith('https://') ?? false;
  const paypalSdk = paymentService.options().paypalSdkUrl;
  await app.register(security, {
    https,
    rateLimitPerMinute: config.rateLimitPerMinute,
    publicOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined,
    // PayPal's wallet buttons are PayPal's script and frames, loaded only when PayPal is configured.
    extraSources: paypalSdk ? paypalSources(paypalSdk) : undefined,
  });
  await app.register(cookie, { secret: deps.sessionSecret });
  await app.register(sessions, { store: sessionStore, secureCookie: https });
  await app.register(visitor, { users });
  await app.register(maintenance, {
    tasks: [
      { name: 'expired sessions', everyMs: 6 * 60 * 60 * 1000, run: () => sessionStore.removeExpired() },
      { name: 'stale reservations', everyMs: 5 * 60 * 1000, run: () => billing.refundStale(STALE_RESERVATION_MS) },
      { name: 'pending payments', everyMs: 10 * 60 * 1000, run: () => paymentService.reconcilePending() },
      { name: 'old login failures', everyMs: 60 * 60 * 1000, run: () => throttle.prune() },
    ],
  });

  await app.register(healthRoutes, { database: database.kind, version });
  await app.register(appConfigRoutes, {
    publicConfig: {
      version,
      contactEmail: config.contactEmail ?? null,
      billing: config.billing,
      voiceTranscription: config.transcription !== null,
      secondOpinion: config.gptzero.apiKey
        ? { name: 'GPTZero', tokensPer1000Words: detection.secondOpinionQuote(1000) ?? 0 }
        : null,
    },
  });
  await app.register(providerRoutes, { providers: listProviders(config) });
  await app.register(sessionRoutes);
  const assignments = createAssignmentStore(db);
  await app.register(authRoutes, {
    users,
    signIns: createSignInService({ users, throttle }),
    secureCookie: https,
    billing,
    adoptAssignments: assignments.adopt,
  });
  await app.register(billingRoutes, { billing, config });
  await app.register(paymentRoutes, { payments: paymentService, billing, publicUrl: config.publicUrl });
  await app.register(humanizeRoutes, {
    detection,
    humanizer: createHumanizeService({ config, billing, detection, pool: pools.compute }),
  });
  await app.register(solveRoutes, { solver: createSolveService(billing, engine) });
  const streamer = createProviderStreamer(config, billing);
  const homework = createHomeworkService({ billing, assignments, streamer, engine, aiAvailable, log: app.log });
  const conversation = createConversationService({ config, billing, streamer, engine, aiAvailable });
  await app.register(homeworkRoutes, { homework, conversation, assignments });
  await app.register(voiceRoutes, { transcription: createTranscriptionService(config, billing) });
  await app.register(homeworkUploadRoutes, {
    documents,
    homework,
    conversation,
    uploadLimitBytes: config.documents.uploadLimitBytes,
  });
  await app.register(documentRoutes, { documents, uploadLimitBytes: config.documents.uploadLimitBytes });
  // Exports carry graph images as base64: room for the upload limit plus a third.
  await app.register(exportRoutes, {
    bodyLimit: Math.max(config.bodyLimitBytes, Math.round(config.documents.uploadLimitBytes * 1.4)),
    documents,
  });
  // Once listening, start the compute workers (each builds the detector as it starts), so that the first
  // analysis and the first solve do not wait for them.
  app.addHook('onListen', async () => {
    setTimeout(() => detection.warm(), 200).unref();
  });

  await registerWebApp(app, deps.webDistDir ?? defaultWebDist);
  return app;
}

function paypalSources(sdkUrl: string) {
  const paypal = new URL(sdkUrl).origin;
  return {
    script: [paypal],
    connect: [paypal, 'https://*.paypal.com'],
    frame: [paypal, 'https://*.paypal.com'],
    img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  };
}
