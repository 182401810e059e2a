import type { QueryFunction } from '@tanstack/react-query';
import { SESSION_ID_HEADER, getClientSessionId } from './session-id';

/** A non-OK answer. `message` is '<status>: <body text>' (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own sentence for the user, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = (parsed as { message?: unknown } | null)?.message;
      return typeof message === 'string' && message ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, response.statusText);
}

/** The session id label travels with every call; the cookie (sent by credentials: 'include') is what counts. */
function baseHeaders(): Record<string, string> {
  const sessionId = getClientSessionId();
  return sessionId ? { [SESSION_ID_HEADER]: sessionId } : {};
}

/** Every call sends the session cookie; JSON in, Response out. */
export async function apiRequest(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers: data === undefined ? baseHeaders() : { ...baseHeaders(), 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * GET a JSON answer typed by the contract. The server checks every answer against the contract's schema
 * before sending it, so the browser does not repeat that (and does not carry zod).
 */
export async function apiGet<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

type On401 = 'returnNull' | 'throw';

/** The default query function: the query key is the URL. With 'returnNull', 401 means "not signed in". */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', headers: baseHeaders(), signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** A sentence to show the user for any error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
