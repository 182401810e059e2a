import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabelledText } from '@zhi/detector/training';

export const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const detectDir = path.resolve(root, '..', 'shared', 'data', 'detect');
export const weightsFile = path.join(root, 'packages', 'detector', 'src', 'weights.json');

/** The data sets' licences (../shared/data/README.md): only MIT data may train the shipped weights. */
export const TRAINABLE = 'fastdetect_gpt3to4.jsonl';
export const EVALUATION_ONLY = 'mixset_pure.jsonl';
export const REVISIONS = 'mixset_revisions.jsonl';

export interface Row extends LabelledText {
  domain: string;
  generator: string | null;
  source: string;
}

export function readJsonl<T>(file: string): T[] {
  const full = path.join(detectDir, file);
  if (!existsSync(full)) {
    throw new Error(`${full} is missing: the detector's data lives in ../shared/data/detect beside the project.`);
  }
  return readFileSync(full, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export const readRows = (file: string) => readJsonl<Row>(file);

/**
 * The part of each text its labelled author wrote. In these data sets a human text and the model texts made
 * from it begin with the same prompt (a question, a writing prompt, an article's first words); that shared
 * prefix is nobody's style, so training reads only what follows it. Texts are grouped by their first words
 * and each group's longest common prefix (cut back to a word boundary) is removed.
 */
export function authoredParts<T extends { text: string }>(rows: readonly T[]): T[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const key = row.text.split(/\s+/).slice(0, 6).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const cut = new Array<number>(rows.length).fill(0);
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const [first = '', ...others] = members.map((i) => rows[i]?.text ?? '');
    let prefix = first.length;
    for (const text of others) {
      let n = 0;
      while (n < prefix && n < text.length && text[n] === first[n]) n++;
      prefix = n;
    }
    const boundary = first.slice(0, prefix).search(/\s\S*$/);
    for (const i of members) cut[i] = boundary > 0 ? boundary : 0;
  }
  return rows.map((row, i) => ({ ...row, text: row.text.slice(cut[i] ?? 0).trim() }));
}
