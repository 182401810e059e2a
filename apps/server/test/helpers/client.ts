import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/plugins/sessions';

/** A browser-like caller: keeps the cookies the server sets (the session's, the device's), from one address. */
export function clientFor(app: FastifyInstance, ip = '127.0.0.1') {
  const jar = new Map<string, string>();
  async function call(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(jar.size ? { cookies: Object.fromEntries(jar) } : {}),
    });
    for (const set of res.cookies) jar.set(set.name, set.value);
    return res;
  }
  return {
    call,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    cookie: () => jar.get(SESSION_COOKIE),
    /** Forgets a cookie, as a browser whose storage was cleared. */
    forget: (name: string) => jar.delete(name),
    async register(username: string, password = 'correct horse') {
      const res = await call('POST', '/api/register', { username, password });
      if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
      return res.json() as { id: string; username: string; tokenBalance: number; unlimited: boolean };
    },
  };
}

export type Client = ReturnType<typeof clientFor>;
