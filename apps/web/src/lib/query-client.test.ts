import { expect, it } from 'vitest';
import { createQueryClient } from './query-client';

it('caches reads until invalidated: never stale, no interval or focus refetch, no retries', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  expect(queries).toMatchObject({
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    retry: false,
  });
  expect(typeof queries?.queryFn).toBe('function');
  expect(mutations).toMatchObject({ retry: false });
});
