/** One rewriting technique: what it is, what an AI provider is told, and whether the local engine does it. */
export interface Technique {
  id: string;
  name: string;
  group: 'advanced' | 'length' | 'structure' | 'voice' | 'content' | 'guard' | 'combination';
  description: string;
  /** The instruction sent to an AI provider. */
  instruction: string;
  /** True when the offline engine performs it; otherwise it needs an AI provider. */
  local: boolean;
  /** For combinations: the techniques they select. */
  includes?: string[];
}

const t = (
  id: string,
  name: string,
  group: Technique['group'],
  local: boolean,
  description: string,
  instruction: string,
  includes?: string[],
): Technique => ({ id, name, group, local, description, instruction, ...(includes ? { includes } : {}) });

/** The catalogue, in the order the page lists it: the eight advanced techniques first. */
export const TECHNIQUES: readonly Technique[] = [
  t(
    'mixed-cadence-sprawl',
    'Mixed cadence + clause sprawl',
    'advanced',
    true,
    'Vary sentence length sharply, and let one sentence sprawl over several clauses.',
    'Vary sentence length sharply: mix very short sentences with longer ones, and let one sentence run on through several clauses joined by commas, dashes or "and".',
  ),
  t(
    'asymmetric-emphasis',
    'Asymmetric emphasis',
    'advanced',
    false,
    'Dwell on one point and pass quickly over the others, as people do.',
    'Give uneven weight: develop one point in more detail and mention the others briefly, instead of treating every point the same.',
  ),
  t(
    'one-aside',
    'One aside',
    'advanced',
    false,
    'Add one brief aside or parenthetical remark that fits the context.',
    'Add exactly one brief aside (a parenthetical remark or a clause between dashes) that a knowledgeable writer might make. Do not add facts that are not implied by the text.',
  ),
  t(
    'hedge-twice',
    'Hedge twice',
    'advanced',
    true,
    'Soften two claims with hedges such as "probably" or "it seems".',
    'Soften exactly two of the stronger general claims with natural hedges ("probably", "it seems", "in most cases"). Leave numbers and quoted facts unhedged.',
  ),
  t(
    'local-disfluency',
    'Local disfluency',
    'advanced',
    false,
    'One small, natural roughness: a self-correction or a restart.',
    'Include one small, natural disfluency, such as a brief self-correction ("or rather, …") or a sentence that restarts, without making the text sloppy.',
  ),
  t(
    'analogy-injection',
    'Analogy injection',
    'advanced',
    false,
    'Add one short, apt analogy.',
    'Add one short, apt analogy that clarifies an idea already in the text. It must not introduce new claims.',
  ),
  t(
    'topic-snap',
    'Topic snap',
    'advanced',
    true,
    'Move to the next point without a transition word once.',
    'At one paragraph boundary, move to the next point directly, without a transition word or summary sentence.',
  ),
  t(
    'friction-detail',
    'Friction detail',
    'advanced',
    false,
    'Add one concrete, practical detail of the kind people notice when they have done the thing.',
    'Add one concrete, practical detail that someone with first-hand experience would mention. Only use details implied by or consistent with the text; invent no facts, names or numbers.',
  ),
  t(
    'compression-light',
    'Compression light (−15%)',
    'length',
    true,
    'Cut about 15% by removing filler and redundancy.',
    'Shorten the text by about 15% by removing filler, redundancy and empty phrases. Keep every fact.',
  ),
  t(
    'compression-medium',
    'Compression medium (−30%)',
    'length',
    true,
    'Cut about 30%.',
    'Shorten the text by about 30%: remove filler, merge repeated points, keep every fact.',
  ),
  t(
    'compression-heavy',
    'Compression heavy (−45%)',
    'length',
    true,
    'Cut about 45%.',
    'Shorten the text by about 45%: keep the claims, facts, numbers and names; drop everything else.',
  ),
  t(
    'decrease-50',
    'Decrease 50%',
    'length',
    true,
    'Halve the length, keeping the key sentences.',
    'Rewrite the text at half its length, keeping every key claim, number and name.',
  ),
  t(
    'increase-150',
    'Increase 150%',
    'length',
    false,
    'Grow the text to one and a half times its length by developing what is there.',
    'Expand the text to about 150% of its length by developing the existing points (explanation, consequence, example implied by the text). Add no new facts, names or numbers.',
  ),
  t(
    'mixed-cadence',
    'Mixed cadence',
    'structure',
    true,
    'Vary sentence length: split long sentences, join short ones.',
    'Vary sentence length: split some long sentences and join some short ones, so the rhythm is uneven as in human writing.',
  ),
  t(
    'clause-surgery',
    'Clause surgery',
    'structure',
    true,
    'Reorder clauses inside sentences ("Because X, Y" becomes "Y because X").',
    'Reorder clauses inside some sentences (for example move an opening subordinate clause to the end), keeping the meaning.',
  ),
  t(
    'front-load-claim',
    'Front-load claim',
    'structure',
    true,
    "Put a paragraph's conclusion first.",
    'In each paragraph that ends with its conclusion, state the conclusion first and then the support.',
  ),
  t(
    'back-load-claim',
    'Back-load claim',
    'structure',
    true,
    'Build up to the claim: the support first, the claim last.',
    'In some paragraphs, give the support first and state the claim at the end.',
  ),
  t(
    'seam-pivot',
    'Seam/pivot',
    'structure',
    true,
    'Mark one turn between paragraphs with a plain pivot ("Still,", "That said,").',
    'At one paragraph boundary, mark the turn with a plain pivot such as "Still," or "That said," instead of a formal transition.',
  ),
  t(
    'imply-one-step',
    'Imply one step',
    'structure',
    true,
    'Leave one obvious inferential step unstated.',
    'Leave one obvious inferential step implicit instead of spelling it out (remove one "This means that…" sentence whose point is already clear).',
  ),
  t(
    'conditional-framing',
    'Conditional framing',
    'structure',
    false,
    'Frame one claim as a condition ("If …, then …").',
    'Frame one general claim as a conditional ("If …, …") where the text supports that reading.',
  ),
  t(
    'local-contrast',
    'Local contrast',
    'structure',
    true,
    'Join a claim and its counterpoint with "but" instead of "However,".',
    'Where a sentence begins with "However," or "On the other hand,", join it to the previous sentence with "but", or use a plain "But".',
  ),
  t(
    'scope-check',
    'Scope check',
    'voice',
    false,
    'Limit overbroad claims to what the text supports.',
    'Check each general claim: where it is broader than the text supports, narrow its scope ("in most cases", "for many students"). Do not change numbers or quoted facts.',
  ),
  t(
    'deflate-jargon',
    'Deflate jargon',
    'voice',
    true,
    'Replace inflated words models overuse ("utilize", "leverage", "delve") with plain ones.',
    'Replace inflated or fashionable words ("utilize", "leverage", "delve", "multifaceted", "pivotal") with plain, exact words.',
  ),
  t(
    'kill-stock-transitions',
    'Kill stock transitions',
    'voice',
    true,
    'Remove stock openers such as "Moreover," "Furthermore," "In conclusion,".',
    'Remove stock transitions such as "Moreover", "Furthermore", "Additionally", "In conclusion"; let the ideas connect by their content.',
  ),
  t(
    'hedge-once',
    'Hedge once',
    'voice',
    true,
    'Soften one strong claim.',
    'Soften exactly one of the stronger general claims with a natural hedge.',
  ),
  t(
    'drop-intensifiers',
    'Drop intensifiers',
    'voice',
    true,
    'Remove "very", "extremely", "truly", "incredibly" and the like.',
    'Remove intensifiers such as "very", "extremely", "truly", "incredibly", "highly".',
  ),
  t(
    'low-heat-voice',
    'Low-heat voice',
    'voice',
    true,
    'A calm, plain register: contractions, no intensifiers, no exclamations.',
    'Use a calm, plain register: ordinary words, contractions where natural, no intensifiers or exclamation marks.',
  ),
  t(
    'concrete-benchmark',
    'Concrete benchmark',
    'content',
    false,
    'Anchor one abstract claim to a concrete reference point from the text.',
    'Anchor one abstract claim to a concrete reference point that the text already provides or clearly implies. Invent no numbers.',
  ),
  t(
    'swap-generic-example',
    'Swap generic example',
    'content',
    false,
    'Replace a generic example with a more specific one implied by the context.',
    'Replace one generic example ("for example, in many fields") with a more specific one that the context supports. Invent no facts.',
  ),
  t(
    'metric-nudge',
    'Metric nudge',
    'content',
    false,
    'Prefer a measurable description where the text gives the measure.',
    'Where the text gives a measure, use it instead of a vague quantity word ("many", "significant"). Add no new numbers.',
  ),
  t(
    'cull-repeats',
    'Cull repeats',
    'content',
    true,
    'Remove sentences and words that repeat what was already said.',
    'Remove sentences and phrases that repeat what has already been said.',
  ),
  t(
    'no-lists',
    'No lists',
    'content',
    true,
    'Turn bulleted or numbered lists into prose.',
    'Turn any bulleted or numbered lists into flowing prose.',
  ),
  t(
    'no-meta',
    'No meta',
    'content',
    true,
    'Remove talk about the text itself ("In this essay I will…").',
    'Remove sentences about the text itself ("In this essay…", "Let\'s explore…", "In conclusion…").',
  ),
  t(
    'exact-nouns',
    'Exact nouns',
    'content',
    false,
    'Replace vague nouns ("aspects", "factors", "things") with exact ones from the context.',
    'Replace vague nouns ("aspects", "factors", "elements", "things") with the exact nouns the context implies.',
  ),
  t(
    'quote-once',
    'Quote once',
    'content',
    false,
    'Quote one phrase from the source material where the text paraphrases it.',
    'Where the text clearly paraphrases a source that it names, quote one short phrase exactly, only if the wording is given in the text.',
  ),
  t(
    'claim-lock',
    'Claim lock',
    'guard',
    true,
    'Numbers, formulas, quotations and citations stay exactly as written. On by default.',
    'Keep every number, unit, formula, quotation and citation exactly as written.',
  ),
  t(
    'entity-lock',
    'Entity lock',
    'guard',
    true,
    'Names of people, places and works stay exactly as written. On by default.',
    'Keep every name of a person, place, organisation or work exactly as written.',
  ),
  t(
    'lean-sharp',
    'Lean & Sharp',
    'combination',
    true,
    'Compression medium, no stock transitions, no intensifiers, plain words, no meta, no repeats.',
    'Make the text lean and sharp: shorter by about 30%, no stock transitions, no intensifiers, plain words, no talk about the text, no repetition.',
    ['compression-medium', 'kill-stock-transitions', 'drop-intensifiers', 'deflate-jargon', 'no-meta', 'cull-repeats'],
  ),
  t(
    'analytic',
    'Analytic',
    'combination',
    true,
    'Claims first, clauses reordered, contrasts joined, one hedge.',
    'Write analytically: claims first, clauses ordered for logic, contrasts made explicit, one hedge where a claim is uncertain.',
    ['front-load-claim', 'clause-surgery', 'local-contrast', 'hedge-once'],
  ),
];

export const techniqueById = new Map(TECHNIQUES.map((technique) => [technique.id, technique]));

/** The local engine's choice when none is selected: what makes model prose read as written by a person. */
export const DEFAULT_LOCAL = [
  'kill-stock-transitions',
  'deflate-jargon',
  'drop-intensifiers',
  'no-meta',
  'mixed-cadence',
  'low-heat-voice',
  'clause-surgery',
  'local-contrast',
];

/** Selected ids with combinations expanded, guards (locks) left out, unknown ids reported. */
export function expandSelection(ids: readonly string[]): { techniques: string[]; unknown: string[] } {
  const out = new Set<string>();
  const unknown: string[] = [];
  for (const id of ids) {
    const technique = techniqueById.get(id);
    if (!technique) unknown.push(id);
    else if (technique.includes) for (const inner of technique.includes) out.add(inner);
    else if (technique.group !== 'guard') out.add(id);
  }
  return { techniques: [...out], unknown };
}
