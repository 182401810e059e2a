import { DEFAULT_LOCAL, TECHNIQUES, type Technique, expandSelection, techniqueById } from './catalogue';
import type { Context, Transform } from './context';
import { namesIn, parse, render } from './document';
import type { Locks } from './locks';
import { type MeaningCheck, checkMeaning } from './meaning';
import { seeded } from './random';
import { type StyleProfile, describeProfile, profileOf } from './style-profile';
import { compress, cullRepeats, noLists } from './transforms/length';
import {
  backLoadClaim,
  clauseSurgery,
  frontLoadClaim,
  hedge,
  implyOneStep,
  localContrast,
  mixedCadence,
  seamPivot,
  topicSnap,
} from './transforms/structure';
import { deflateJargon, dropIntensifiers, killStockTransitions, lowHeatVoice, noMeta } from './transforms/wording';

export { TECHNIQUES, DEFAULT_LOCAL, expandSelection, techniqueById, profileOf, describeProfile, checkMeaning };
export type { Technique, StyleProfile, MeaningCheck, Locks };
export type { Kept } from './meaning';

/** The local transforms, in the order they run: content first, then wording, then structure, then length. */
const LOCAL: [string, Transform][] = [
  ['no-lists', noLists],
  ['no-meta', noMeta],
  ['cull-repeats', cullRepeats],
  ['kill-stock-transitions', killStockTransitions],
  ['deflate-jargon', deflateJargon],
  ['drop-intensifiers', dropIntensifiers],
  ['low-heat-voice', lowHeatVoice],
  ['imply-one-step', implyOneStep],
  ['local-contrast', localContrast],
  ['clause-surgery', clauseSurgery],
  ['front-load-claim', frontLoadClaim],
  ['back-load-claim', backLoadClaim],
  ['topic-snap', topicSnap],
  ['seam-pivot', seamPivot],
  ['hedge-once', hedge(1, 'hedge-once')],
  ['hedge-twice', hedge(2, 'hedge-twice')],
  ['mixed-cadence', mixedCadence(false)],
  ['mixed-cadence-sprawl', mixedCadence(true)],
  ['compression-light', compress(0.85, 'compression-light')],
  ['compression-medium', compress(0.7, 'compression-medium')],
  ['compression-heavy', compress(0.55, 'compression-heavy')],
  ['decrease-50', compress(0.5, 'decrease-50')],
];

export interface RewriteOptions {
  /** Technique ids (combinations expand); empty: the local engine's default set. */
  techniques?: readonly string[];
  /** Writing whose style to steer towards. */
  styleSample?: string;
  /** Same seed, same text, same options: same rewrite. */
  seed?: number;
  locks?: Partial<Locks>;
}

export interface TechniqueReport {
  id: string;
  name: string;
  /** How many edits it made (0: nothing in the text called for it). */
  changes: number;
}

export interface RewriteResult {
  text: string;
  applied: TechniqueReport[];
  /** Selected techniques the local engine cannot do honestly: they need an AI provider. */
  needsProvider: TechniqueReport[];
  unknown: string[];
  profile: StyleProfile | null;
  meaning: MeaningCheck;
}

/** Rewrites text with the local engine: deterministic, offline, and it adds no facts. */
export function rewriteLocally(input: string, options: RewriteOptions = {}): RewriteResult {
  const selected = options.techniques?.length ? options.techniques : DEFAULT_LOCAL;
  const { techniques, unknown } = expandSelection(selected);
  const chosen = new Set(techniques);
  const counts = new Map<string, number>();
  const profile = options.styleSample ? profileOf(options.styleSample) : null;
  const context: Context = {
    random: seeded(options.seed ?? 1),
    locks: { claims: options.locks?.claims ?? true, entities: options.locks?.entities ?? true },
    profile,
    names: namesIn(input),
    note: (id, n) => counts.set(id, (counts.get(id) ?? 0) + n),
  };
  let paragraphs = parse(input);
  for (const [id, transform] of LOCAL) if (chosen.has(id)) paragraphs = transform(paragraphs, context);
  const text = render(paragraphs);
  const report = (id: string): TechniqueReport => ({
    id,
    name: techniqueById.get(id)?.name ?? id,
    changes: counts.get(id) ?? 0,
  });
  return {
    text,
    applied: techniques.filter((id) => techniqueById.get(id)?.local).map(report),
    needsProvider: techniques.filter((id) => !techniqueById.get(id)?.local).map(report),
    unknown,
    profile,
    meaning: checkMeaning(input, text),
  };
}
