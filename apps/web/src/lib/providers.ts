import type { ProviderId, ProvidersResponse } from '@zhi/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from './api';

export const useProviders = () =>
  useQuery({ queryKey: ['/api/providers'], queryFn: () => apiGet<ProvidersResponse>('/api/providers') });

/** The chosen provider if the server can still use it, else the server's default. */
export function effectiveProvider(choice: string | null, data: ProvidersResponse | undefined): ProviderId {
  const usable = data?.providers.find((p) => p.id === choice && p.available);
  return usable?.id ?? data?.defaultProvider ?? 'local';
}

const storageKey = (scope: string) => `provider:${scope}`;

function readChoice(scope: string): string | null {
  try {
    return localStorage.getItem(storageKey(scope));
  } catch {
    return null;
  }
}

/** A provider choice per tool (homework, humanizer), remembered across visits. */
export function useProviderChoice(scope: string): [ProviderId, (id: ProviderId) => void] {
  const { data } = useProviders();
  const [choice, setChoice] = useState(() => readChoice(scope));
  const choose = (id: ProviderId) => {
    setChoice(id);
    try {
      localStorage.setItem(storageKey(scope), id);
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  };
  return [effectiveProvider(choice, data), choose];
}
