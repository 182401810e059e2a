import type { AnalyzeResponse } from '@zhi/contract';
import { apiRequest } from '@/lib/api';

/** POST /api/humanize/analyze: our detector's verdict (and GPTZero's beside it when configured). */
export async function analyzeText(text: string, signal?: AbortSignal): Promise<AnalyzeResponse> {
  const response = await apiRequest('POST', '/api/humanize/analyze', { text }, signal);
  return (await response.json()) as AnalyzeResponse;
}
