import type { AnalyzeResponse } from '@zhi/contract';
import { apiRequest } from '@/lib/api';

/**
 * POST /api/humanize/analyze: our detector's verdict; with `secondOpinion`, GPTZero's beside it (paid in tokens,
 * so only when the user asks).
 */
export async function analyzeText(
  text: string,
  signal?: AbortSignal,
  options: { secondOpinion?: boolean } = {},
): Promise<AnalyzeResponse> {
  const body = { text, secondOpinion: options.secondOpinion ?? false };
  const response = await apiRequest('POST', '/api/humanize/analyze', body, signal);
  return (await response.json()) as AnalyzeResponse;
}
