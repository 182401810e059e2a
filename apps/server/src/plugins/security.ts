import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';

interface SecurityOptions {
  https: boolean;
  rateLimitPerMinute: number;
  publicOrigin: string | undefined;
  /** Third-party origins a configured integration needs (PayPal's SDK), per CSP directive. */
  extraSources?: { script: string[]; connect: string[]; frame: string[]; img: string[] } | undefined;
}

// Health checks come from load balancers many times a minute, and Stripe retries webhooks: never throttled.
const unthrottled = new Set(['/api/health', '/api/stripe/webhook']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const extra = options.extraSources ?? { script: [], connect: [], frame: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra.script],
        // KaTeX and the Radix primitives position and size elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra.connect],
        frameSrc: ["'self'", ...extra.frame],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Payment windows are popups that must be able to talk back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  if (options.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request: FastifyRequest) => {
        const pathname = request.url.split('?')[0] ?? '';
        return !pathname.startsWith('/api/') || unthrottled.has(pathname);
      },
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests: please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
      }),
    });
  }

  // SameSite cookies already stop most cross-site posts; this closes the rest (old browsers, form posts).
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // No Origin: not a browser's cross-site request (servers, webhooks, same-origin GETs turned POST by old
    // browsers). "null" is what sandboxed frames and file: pages send, never this app: refused.
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (host === request.host || (options.publicOrigin && origin === options.publicOrigin)) return;
    throw forbidden('Cross-site requests are not allowed.');
  });
}

export default fp(securityPlugin, { name: 'security' });
