import { describe, expect, it } from 'vitest';
import { auroc, fprAt, thresholdAtFpr, tprAtFpr } from './metrics';

describe('evaluation metrics', () => {
  it('computes AUROC with ties counted half, and without unscored texts', () => {
    expect(auroc([0.1, 0.2, 0.8, 0.9], [false, false, true, true])).toBe(1);
    expect(auroc([0.9, 0.8, 0.2, 0.1], [false, false, true, true])).toBe(0);
    expect(auroc([0.5, 0.5], [false, true])).toBe(0.5);
    expect(auroc([0.1, Number.NaN, 0.9, Number.NaN], [false, false, true, true])).toBe(1);
    expect(auroc([0.3, 0.4], [true, true])).toBeNaN();
  });

  it('finds the threshold for a false-positive rate and the true-positive rate there', () => {
    const human = Array.from({ length: 100 }, (_, i) => i / 100);
    const ai = [0.985, 0.995, 0.5, 0.2];
    const scores = [...human, ...ai];
    const isAi = [...human.map(() => false), ...ai.map(() => true)];
    const threshold = thresholdAtFpr(scores, isAi, 0.01);
    expect(fprAt(scores, isAi, threshold)).toBeLessThanOrEqual(0.01);
    expect(tprAtFpr(scores, isAi, 0.01)).toBe(0.5);
  });
});
