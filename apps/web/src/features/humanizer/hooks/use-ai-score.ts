import { ANALYZE_MAX_CHARS } from '@zhi/contract/lite';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { analyzeText } from '../api/analyze-text';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the text is scored again. */
export const SCORE_DEBOUNCE_MS = 700;

/**
 * Scores a text automatically whenever it settles. A failure is only logged ('Analysis failed'): the badge
 * then shows nothing rather than an invented score.
 */
export function useAiScore(text: string) {
  const settled = useDebouncedValue(text, SCORE_DEBOUNCE_MS);
  const wanted = settled.trim().length > 0 && settled.length <= ANALYZE_MAX_CHARS;
  const query = useQuery({
    queryKey: ['/api/humanize/analyze', settled],
    // The result carries its text: sentence offsets point into that text, which may be older than the box's.
    queryFn: async ({ signal }) => ({ text: settled, result: await analyzeText(settled, signal) }),
    enabled: wanted,
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error) console.error('Analysis failed', query.error);
  }, [query.error]);
  const current = text.trim().length > 0;
  return {
    analysis: current && wanted && !query.isError ? query.data : undefined,
    /** True while the shown result is for older text (typing, or a request on the way). */
    pending: current && (settled !== text || query.isFetching),
    tooLong: text.length > ANALYZE_MAX_CHARS,
  };
}
