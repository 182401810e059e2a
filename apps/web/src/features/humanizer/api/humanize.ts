import type { RewriteResponse, TechniquesResponse } from '@zhi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';

export interface RewriteInput {
  inputText: string;
  styleText: string;
  customInstructions: string;
  selectedPresets: string[];
  provider: string;
  onlyFlagged: boolean;
  seed: number;
}

/** POST /api/humanize/rewrite */
export async function rewriteText(input: RewriteInput): Promise<RewriteResponse> {
  const response = await apiRequest('POST', '/api/humanize/rewrite', { ...input, mixingMode: 'style' });
  return (await response.json()) as RewriteResponse;
}

export const useTechniques = () =>
  useQuery({
    queryKey: ['/api/humanize/techniques'],
    queryFn: () => apiGet<TechniquesResponse>('/api/humanize/techniques'),
    staleTime: Infinity,
  });
