/** The longest text POST /api/humanize/analyze judges; longer ones are refused with 413. */
export const ANALYZE_MAX_CHARS = 100_000;

/** The badge colour bands of an AI score: 80 and up red, 50 yellow, 20 blue, below 20 green. */
export type ScoreBand = 'red' | 'yellow' | 'blue' | 'green';

export function scoreBand(aiScore: number): ScoreBand {
  if (aiScore >= 80) return 'red';
  if (aiScore >= 50) return 'yellow';
  if (aiScore >= 20) return 'blue';
  return 'green';
}
