import { describe, expect, it } from 'vitest';
import { TECHNIQUES, expandSelection, profileOf, rewriteLocally } from './index';

const MODEL_PROSE = `In today's rapidly evolving landscape, it is important to note that renewable energy plays a crucial role in reducing emissions. Moreover, solar capacity in Germany grew by 14% in 2023, according to the Fraunhofer Institute (Smith, 2024). Furthermore, wind farms utilize advanced turbines to leverage very strong coastal winds.

However, the transition is not without challenges. Because storage remains expensive, utilities cannot rely on renewables alone. This means that grid operators must balance supply and demand carefully. Additionally, the "energy trilemma" described by Maria Lopez remains unresolved.`;

const rewrite = (techniques: string[], text = MODEL_PROSE) => rewriteLocally(text, { techniques, seed: 7 });

/** Every local technique keeps the numbers, names, citations and quotations of the text. */
function expectLocksKept(result: ReturnType<typeof rewrite>) {
  const m = result.meaning;
  expect(m.numbers.missing).toEqual([]);
  expect(m.names.missing).toEqual([]);
  expect(m.citations.missing).toEqual([]);
  expect(m.quotes.missing).toEqual([]);
}

describe('each local technique does what it claims and keeps what is locked', () => {
  it.each([
    ['kill-stock-transitions', (t: string) => expect(t).not.toMatch(/\b(Moreover|Furthermore|Additionally),/)],
    [
      'deflate-jargon',
      (t: string) => {
        expect(t).not.toMatch(/\b(utilize|leverage|crucial role)\b/);
        expect(t).not.toContain('it is important to note');
        expect(t).toMatch(/\buse\b/);
      },
    ],
    ['drop-intensifiers', (t: string) => expect(t).not.toMatch(/\bvery\b/)],
    ['low-heat-voice', (t: string) => expect(t).toMatch(/can't|isn't/)],
    [
      'clause-surgery',
      (t: string) =>
        expect(t).toContain('Utilities cannot rely on renewables alone because storage remains expensive.'),
    ],
    ['local-contrast', (t: string) => expect(t).not.toMatch(/However,/)],
    ['imply-one-step', (t: string) => expect(t).not.toContain('This means that')],
    ['hedge-once', (t: string) => expect(t).toMatch(/\b(probably|usually)\b/)],
    ['front-load-claim', (t: string) => expect(t).toBeTruthy()],
    [
      'compression-medium',
      (t: string) => expect(t.split(/\s+/).length).toBeLessThan(MODEL_PROSE.split(/\s+/).length * 0.85),
    ],
    ['decrease-50', (t: string) => expect(t.split(/\s+/).length).toBeLessThan(MODEL_PROSE.split(/\s+/).length * 0.8)],
  ])('%s', (id, check) => {
    const result = rewrite([id]);
    check(result.text);
    expectLocksKept(result);
    expect(result.applied.find((a) => a.id === id)?.changes ?? 1).toBeGreaterThanOrEqual(
      id === 'front-load-claim' ? 0 : 1,
    );
  });

  it.each([
    ['compression-light', 0.95],
    ['compression-heavy', 0.75],
  ])('%s shortens the text and says by how much', (id, most) => {
    const result = rewrite([id]);
    expect(result.meaning.lengthChange).toBeLessThan(most - 1);
    expect(result.applied[0]?.changes).toBeGreaterThan(0);
    expectLocksKept(result);
  });

  it('hedges twice (Hedge twice), never a sentence with a number', () => {
    const text =
      'Cats are independent animals. Dogs are loyal companions. Birds can fly long distances. The cat weighs 4 kg.';
    const result = rewrite(['hedge-twice'], text);
    expect(result.text.match(/\b(probably|usually)\b/g)).toHaveLength(2);
    expect(result.text).toContain('The cat weighs 4 kg.');
  });

  it('lets one long sentence sprawl (Mixed cadence + clause sprawl)', () => {
    const text =
      'We left early. The road was empty. The sun came up over the hills. We stopped for coffee in a small town.';
    const result = rewrite(['mixed-cadence-sprawl'], text);
    expect(result.text).toMatch(/, and .* — /);
  });

  it('drops one paragraph-opening transition (Topic snap) and adds one plain pivot (Seam/pivot)', () => {
    const text =
      'Rivers shape valleys over time.\n\nFurthermore, glaciers carve deeper cuts.\n\nWind moves sand across deserts.';
    expect(rewrite(['topic-snap'], text).text).toBe(
      'Rivers shape valleys over time.\n\nGlaciers carve deeper cuts.\n\nWind moves sand across deserts.',
    );
    // The pivot goes to the first later paragraph that has no transition of its own.
    expect(rewrite(['seam-pivot'], text).text).toMatch(/\n\n(Still|That said), wind moves sand across deserts\.$/);
  });

  it('puts the support first and the claim last (Back-load claim)', () => {
    const text = 'Exercise improves mood. Runners report less stress. Walkers sleep better.';
    expect(rewrite(['back-load-claim'], text).text).toBe(
      'Runners report less stress. Walkers sleep better. So exercise improves mood.',
    );
  });

  it('turns a list into prose (No lists)', () => {
    const result = rewrite(['no-lists'], 'We need:\n\n- flour\n- eggs\n- milk');
    expect(result.text).toBe('We need:\n\nFlour, eggs and milk.');
  });

  it('drops talk about the text itself (No meta)', () => {
    const result = rewrite(['no-meta'], 'In this essay, I will discuss rivers. Rivers carry water to the sea.');
    expect(result.text).toBe('Rivers carry water to the sea.');
  });

  it('removes a sentence that only repeats (Cull repeats), never one with a number', () => {
    const text =
      'Solar panels convert sunlight into electricity. Sunlight is converted into electricity by solar panels. Panels cost 200 dollars.';
    const result = rewrite(['cull-repeats'], text);
    expect(result.text).toBe('Solar panels convert sunlight into electricity. Panels cost 200 dollars.');
  });

  it('splits a long sentence and joins short ones (Mixed cadence)', () => {
    const text =
      'The committee reviewed the proposal in great detail over several long meetings in the spring; it then sent the whole plan back to the authors with many detailed comments and questions. It rained. We stayed in.';
    const result = rewriteLocally(text, { techniques: ['mixed-cadence'], seed: 3 });
    expect(result.text).toContain('in the spring. It then sent');
  });
});

describe('the engine', () => {
  it('is deterministic for a seed', () => {
    expect(rewrite(['mixed-cadence', 'hedge-twice']).text).toBe(rewrite(['mixed-cadence', 'hedge-twice']).text);
  });

  it('uses its default set when none is chosen, and reports the techniques that need a provider', () => {
    const result = rewriteLocally(MODEL_PROSE, {
      techniques: ['analogy-injection', 'lean-sharp', 'claim-lock', 'nonsense'],
    });
    expect(result.needsProvider.map((t) => t.id)).toEqual(['analogy-injection']);
    expect(result.applied.map((t) => t.id)).toContain('compression-medium');
    expect(result.unknown).toEqual(['nonsense']);
    expect(rewriteLocally(MODEL_PROSE).applied.length).toBeGreaterThan(4);
  });

  it('keeps numbers, names, citations, quotations and formulas under every local technique at once', () => {
    const all = TECHNIQUES.filter((t) => t.local && t.group !== 'guard' && t.group !== 'combination').map((t) => t.id);
    const text = `${MODEL_PROSE}\n\nThe area is $\\pi r^2$, so a 3 m radius gives about 28.3 m².`;
    const result = rewriteLocally(text, { techniques: all, seed: 11 });
    expectLocksKept(result);
    expect(result.meaning.formulas.missing).toEqual([]);
  });

  it('lists the whole catalogue: 8 advanced techniques first, the two combinations expanding', () => {
    expect(TECHNIQUES.slice(0, 8).every((t) => t.group === 'advanced')).toBe(true);
    expect(TECHNIQUES).toHaveLength(39);
    expect(expandSelection(['analytic']).techniques).toEqual([
      'front-load-claim',
      'clause-surgery',
      'local-contrast',
      'hedge-once',
    ]);
  });
});

describe('style profiles', () => {
  it('measures a sample and steers by it: no contractions when the sample has none', () => {
    const formal =
      'The argument does not hold. It is not the case that every premise is true; the second premise is false. '.repeat(
        4,
      );
    const profile = profileOf(formal);
    expect(profile).toMatchObject({ contractionRate: 0, person: 'third' });
    expect(profile?.semicolonRate).toBeGreaterThan(0);
    const result = rewriteLocally('It is not clear that the plan will not fail.', {
      techniques: ['low-heat-voice'],
      styleSample: formal,
    });
    expect(result.text).toBe('It is not clear that the plan will not fail.');
    expect(profileOf('Too short.')).toBeNull();
  });
});
