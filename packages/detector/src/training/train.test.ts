import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features';
import { createDetector } from '../index';
import { type LabelledText, trainModel } from './train';

// Two made-up styles: "ai" texts use long formal words and transitions, "human" texts short words and "I".
const formal = [
  'Furthermore, the comprehensive evaluation demonstrates considerable improvements across numerous dimensions.',
  'Moreover, organisations increasingly recognise the fundamental importance of sustainable development.',
  'Additionally, the implementation facilitates substantial collaboration between interdisciplinary stakeholders.',
  'Consequently, researchers emphasise the significance of transparent methodologies and rigorous analysis.',
];
const casual = [
  'I went out to get milk and the shop was shut, so I just walked home in the rain.',
  'My dog ate my sock again today and I had to chase him all round the yard, it was a mess.',
  'We got pizza at the place by the bus stop and it was fine but the chips were cold.',
  'I think the game last night was a bit dull but my mate loved it, he never stops going on.',
];
const texts: LabelledText[] = Array.from({ length: 30 }, (_, i) => [
  { text: [0, 1, 2].map((k) => formal[(i + k) % 4]).join(' '), label: 'ai' as const, domain: i % 2 ? 'a' : 'b' },
  { text: [0, 1, 2].map((k) => casual[(i + k) % 4]).join(' '), label: 'human' as const, domain: i % 2 ? 'a' : 'b' },
]).flat();

describe('trainModel', () => {
  it('learns to tell the two styles apart, and the detector it makes scores them that way', () => {
    const weights = trainModel(texts, { folds: 3 });
    expect(weights.features).toEqual([...FEATURES]);
    const detector = createDetector(weights);
    const ai = detector.analyze(`${formal.join(' ')} ${formal[0]}`);
    const human = detector.analyze(`${casual.join(' ')} ${casual[1]}`);
    expect(ai.aiScore ?? 0).toBeGreaterThan(human.aiScore ?? 100);
  });

  it('drops a signal whose fitted weight points against its known direction', () => {
    const unconstrained = trainModel(texts, { folds: 3, directions: {} });
    const j = FEATURES.indexOf('firstPersonRate');
    // Here people say "I": unconstrained, first person leans human (negative). Demand the opposite and it goes.
    expect(unconstrained.coefficients[j]).toBeLessThan(0);
    const constrained = trainModel(texts, { folds: 3, directions: { firstPersonRate: 1 } });
    expect(constrained.coefficients[j]).toBe(0);
  });
});
