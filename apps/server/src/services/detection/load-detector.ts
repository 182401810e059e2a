import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { DetectorWeights, createDetector } from '@zhi/detector/engine';

export type Detector = ReturnType<typeof createDetector>;

/**
 * The detector with the committed weights. They are read from the file rather than imported, so the parsed counts
 * can be freed once the detector has compiled them.
 */
export async function buildDetector(create: typeof createDetector): Promise<Detector> {
  const text = await readFile(createRequire(import.meta.url).resolve('@zhi/detector/weights.json'), 'utf8');
  return create(JSON.parse(text) as DetectorWeights);
}
