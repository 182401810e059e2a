import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/render';
import { ApiError, apiRequest, errorMessage, getQueryFn } from './api';

afterEach(() => vi.unstubAllGlobals());

const queryContext = (url: string) =>
  ({ queryKey: [url], signal: new AbortController().signal, meta: undefined }) as never;

describe('apiRequest', () => {
  it('sends cookies and JSON', async () => {
    const fetchMock = stubApi({ '/api/echo': { ok: true } });
    await apiRequest('POST', '/api/echo', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/echo');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('raises "<status>: <body>" for a non-OK answer', async () => {
    const body = JSON.stringify({ statusCode: 400, message: 'Please fill in all fields' });
    stubApi({ '/api/bad': () => new Response(body, { status: 400, statusText: 'Bad Request' }) });
    const error = await apiRequest('GET', '/api/bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessage(error)).toBe('Please fill in all fields');
  });

  it('uses the status text when the body is empty', async () => {
    stubApi({ '/api/down': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiRequest('GET', '/api/down')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('falls back to the whole message when the body is not the server format', async () => {
    stubApi({ '/api/proxy': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await apiRequest('GET', '/api/proxy').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('502: <html>Bad gateway</html>');
  });
});

describe('the session id label', () => {
  it('goes with every call once the app knows it', async () => {
    const fetchMock = stubApi({ '/api/echo': { ok: true }, '/api/me': { username: 'ada' } });
    await apiRequest('GET', '/api/echo');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('X-Session-Id')).toBe(false);
    localStorage.setItem('sessionId', '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50');
    await apiRequest('POST', '/api/echo', { a: 1 });
    await getQueryFn({ on401: 'throw' })(queryContext('/api/me'));
    for (const call of fetchMock.mock.calls.slice(1)) {
      expect(new Headers(call[1]!.headers).get('X-Session-Id')).toBe('8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50');
    }
  });
});

describe('getQueryFn', () => {
  it('treats 401 as anonymous (null) when asked to', async () => {
    stubApi({ '/api/me': () => new Response('{"message":"Not signed in"}', { status: 401 }) });
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/me'))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/me'))).rejects.toThrow(/^401: /);
  });

  it('returns the JSON answer and sends cookies', async () => {
    const fetchMock = stubApi({ '/api/me': { username: 'ada' } });
    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/me'))).resolves.toEqual({ username: 'ada' });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });
});
