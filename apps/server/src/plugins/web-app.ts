import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorResponse } from '@zhi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>ZHI</title>
<p>The web app has not been built yet. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds it.</p>`;

/** Hashed assets never change; the page is revalidated so a new deployment's asset names apply at once. */
function cacheControlFor(filePath: string): string {
  if (filePath.endsWith(`${path.sep}index.html`) || filePath === 'index.html') return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app. Every other non-/api GET answers with the app, which renders its own 404;
 * an unknown /api path answers JSON.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Register the built files as routes at start: fast lookups, and unknown paths fall through to the app.
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  const sendApp = (reply: FastifyReply) => {
    if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.sendFile('index.html');
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/assets/');
    if (!isApi && isPage) return sendApp(reply);
    const body: ErrorResponse = {
      statusCode: 404,
      error: 'Not Found',
      message: isApi ? `There is no API route ${request.method} ${pathname}.` : `Not found: ${pathname}`,
      requestId: request.id,
    };
    return reply.status(404).send(body);
  });
}
