/**
 * Area under the ROC curve: the chance a random AI text scores above a random human one (ties count half).
 * Texts without a score (NaN: the detector declined to judge them) are left out.
 */
export function auroc(scores: number[], isAi: boolean[]): number {
  const pairs = scores
    .map((s, i) => ({ s, ai: isAi[i] as boolean }))
    .filter((p) => Number.isFinite(p.s))
    .sort((a, b) => a.s - b.s);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < pairs.length;) {
    let j = i;
    while (j < pairs.length && (pairs[j] as { s: number }).s === (pairs[i] as { s: number }).s) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if ((pairs[k] as { ai: boolean }).ai) {
        rankSum += averageRank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = pairs.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The score above which at most `fpr` of the human texts fall (the highest threshold keeping that rate). */
export function thresholdAtFpr(scores: number[], isAi: boolean[], fpr: number): number {
  const human = scores.filter((s, i) => !isAi[i] && Number.isFinite(s)).sort((a, b) => b - a);
  if (human.length === 0) return Number.NaN;
  const allowed = Math.floor(fpr * human.length);
  // Strictly above the (allowed+1)-th highest human score.
  return (human[allowed] ?? Number.NEGATIVE_INFINITY) + 1e-12;
}

/** Share of AI texts caught while at most `fpr` of human texts are flagged. */
export function tprAtFpr(scores: number[], isAi: boolean[], fpr: number): number {
  const threshold = thresholdAtFpr(scores, isAi, fpr);
  const ai = scores.filter((s, i) => isAi[i] && Number.isFinite(s));
  return ai.filter((s) => s >= threshold).length / Math.max(1, ai.length);
}

/** Share of human texts scored at or above a threshold: those a detector would wrongly flag. */
export function fprAt(scores: number[], isAi: boolean[], threshold: number): number {
  const human = scores.filter((s, i) => !isAi[i] && Number.isFinite(s));
  return human.filter((s) => s >= threshold).length / Math.max(1, human.length);
}
