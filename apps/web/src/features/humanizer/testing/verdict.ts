import type { AnalyzeResponse } from '@zhi/contract';

/** A detector answer for component tests: the score, its label and the rest filled in plausibly. */
export const verdict = (aiScore: number | null, extra: Partial<AnalyzeResponse> = {}): AnalyzeResponse => ({
  aiScore,
  humanScore: aiScore === null ? null : 100 - aiScore,
  label: aiScore === null ? null : aiScore >= 50 ? 'ai' : aiScore < 30 ? 'human' : 'mixed',
  confidence: 'medium',
  reliable: aiScore !== null,
  reason: aiScore === null ? 'Too short to judge: 3 words; at least 50 are needed.' : null,
  wordCount: 120,
  sentences: [],
  signals: [],
  modelFavouredTerms: [],
  detector: { name: 'ZHI detector', version: '1' },
  secondOpinion: null,
  ...extra,
});
