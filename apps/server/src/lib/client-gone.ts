import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the client goes away before its answer was sent (a closed tab, a cancelled fetch), or
 * after `timeoutMs`: work for nobody stops, and what it delivered is kept and charged as such.
 */
export function whileConnected(reply: FastifyReply, timeoutMs = 10 * 60_000): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return AbortSignal.any([gone.signal, AbortSignal.timeout(timeoutMs)]);
}
