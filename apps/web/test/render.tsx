import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';

/** Renders inside the app's real providers with a fresh query client. */
export function renderWithApp(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}

type Routes = Record<string, unknown | ((init?: RequestInit) => Response)>;

/** Replaces fetch with a table of URL → JSON answer (or a function making a Response). */
export function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = routes[url];
    if (route === undefined) return new Response(JSON.stringify({ message: `no stub for ${url}` }), { status: 404 });
    if (typeof route === 'function') return (route as (init?: RequestInit) => Response)(init);
    return new Response(JSON.stringify(route), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
