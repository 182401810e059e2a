import type { RewriteRequest } from '@zhi/contract';
import { rewriteLocally } from '@zhi/rewriter';

/** A stretch of the input (offsets) the detector flagged. */
export interface Span {
  start: number;
  end: number;
}

export interface LocalOutcome {
  text: string;
  techniques: { id: string; name: string; changes: number }[];
  needsProvider: { id: string; name: string; changes: number }[];
}

type LocalRequest = Pick<RewriteRequest, 'inputText' | 'selectedPresets' | 'styleText' | 'seed'>;

/**
 * The offline engine's rewrite: the whole text, or (with `flagged`) each flagged sentence on its own, put back in
 * its place while the rest stays as written.
 */
export function rewriteWithEngine(request: LocalRequest, flagged: Span[] | null): LocalOutcome {
  const options = { techniques: request.selectedPresets, styleSample: request.styleText, seed: request.seed };
  if (!flagged) {
    const result = rewriteLocally(request.inputText, options);
    return { text: result.text, techniques: result.applied, needsProvider: result.needsProvider };
  }
  let text = request.inputText;
  const totals = new Map<string, { id: string; name: string; changes: number }>();
  let needsProvider: LocalOutcome['needsProvider'] = [];
  for (const s of [...flagged].reverse()) {
    const result = rewriteLocally(request.inputText.slice(s.start, s.end), options);
    text = text.slice(0, s.start) + result.text + text.slice(s.end);
    for (const a of result.applied) {
      const t = totals.get(a.id) ?? { ...a, changes: 0 };
      t.changes += a.changes;
      totals.set(a.id, t);
    }
    needsProvider = result.needsProvider;
  }
  return { text, techniques: [...totals.values()], needsProvider };
}
