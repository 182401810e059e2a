// A guard on the shipped weights: on evaluation-only data they were never trained on, the detector must keep
// ranking and calibration it had when they were committed (figures: docs/benchmarks.md).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from './index';
import { auroc } from './training/metrics';

const file = fileURLToPath(new URL('../../../../shared/data/detect/mixset_pure.jsonl', import.meta.url));
const rows = existsSync(file)
  ? readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { text: string; label: string })
  : [];

describe.skipIf(rows.length === 0)('the shipped weights on data they never saw (MixSet)', () => {
  it('rank AI answers above human writing and flag few people', () => {
    const scored = rows.map((r) => ({ ai: r.label === 'ai', score: analyze(r.text).aiScore ?? Number.NaN }));
    expect(
      auroc(
        scored.map((s) => s.score),
        scored.map((s) => s.ai),
      ),
    ).toBeGreaterThan(0.8);
    const human = scored.filter((s) => !s.ai && Number.isFinite(s.score));
    expect(human.filter((s) => s.score >= 50).length / human.length).toBeLessThanOrEqual(0.05);
  });
});
