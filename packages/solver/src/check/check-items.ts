import { type ReadAnswer, readAnswer } from '../read/answer';
import { type Verification, compareValue, exactOf, unreadable, verdict } from './compare';

const normalText = (text: string) =>
  text
    .replace(/[\s$*]/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/** Two items the same: as numbers when both are, else as text. */
function sameItem(a: string, b: string): boolean {
  // Items of a list or options are exact values: 0.3 is not 1/3 there, whatever it rounds to.
  const x = exactOf(a);
  const y = exactOf(b);
  if (x && y) return x.n === y.n && x.d === y.d;
  const compared = compareValue(a, b);
  return compared ? compared.equal : normalText(a) === normalText(b);
}

export function checkBoolean(answer: ReadAnswer, target: { value: boolean }, written: string): Verification {
  if (answer.boolean === null) return unreadable(written);
  const said = target.value ? 'True' : 'False';
  return answer.boolean === target.value
    ? verdict('verified', `The engine's own check gives ${said} as well.`, said)
    : verdict('refuted', `It is ${said.toLowerCase()}.`, said);
}

export function checkList(
  answer: ReadAnswer,
  target: { items: string[]; values?: string[]; ordered?: boolean },
  written: string,
): Verification {
  // "[5, 3, 2]": brackets around a list; "(3, -4)": a point, its coordinates in order.
  const bracketed =
    answer.parts.length === 1 ? /^\[(.*)\]$|^\(([^()]*,[^()]*)\)$/.exec(answer.parts[0]?.text ?? '') : null;
  const items = bracketed
    ? ((bracketed[1] ?? bracketed[2]) as string).split(/\s*,\s*/)
    : answer.parts.map((p) => (p.name && !p.relation ? p.name : p.text));
  const expected = target.items.join(', ');
  if (items.length === 0) return unreadable(written);
  if (items.length !== target.items.length) {
    return verdict('refuted', `The answer has ${target.items.length} items: ${expected}.`, expected);
  }
  // Each item by its name or by its value.
  const matches = (item: string, i: number) =>
    sameItem(item, target.items[i] as string) || (target.values?.[i] !== undefined && sameItem(item, target.values[i]));
  if (target.ordered === false) {
    const left = target.items.map((_, i) => i);
    const all = items.every((item) => {
      const at = left.findIndex((i) => matches(item, i));
      if (at < 0) return false;
      left.splice(at, 1);
      return true;
    });
    return all
      ? verdict('verified', 'Every item matches (in any order).', expected)
      : verdict('refuted', `The answer is ${expected}.`, expected);
  }
  const wrongAt = items.findIndex((item, i) => !matches(item, i));
  return wrongAt < 0
    ? verdict('verified', 'Every item matches, in order.', expected)
    : verdict(
        'refuted',
        `Item ${wrongAt + 1} should be ${target.items[wrongAt]}: the answer is ${expected}.`,
        expected,
      );
}

export function checkChoice(
  answer: ReadAnswer,
  target: { letter: string | null; item: string; value?: string },
  written: string,
): Verification {
  const said = answer.plain.replace(/^\(?([a-z])\)?$/i, '$1').trim();
  const expected = target.letter ?? target.item;
  if (!said) return unreadable(written);
  const right =
    (target.letter !== null && normalText(said) === target.letter) ||
    sameItem(said, target.item) ||
    (target.value !== undefined && sameItem(said, target.value));
  return right
    ? verdict('verified', 'It is the option the comparison gives.', expected)
    : verdict('refuted', `The answer is ${expected}${target.letter ? ` (${target.item})` : ''}.`, expected);
}

/** A time of day in minutes after midnight ("7:25 AM", "07:25", "19:45"); null when it is not one. */
function minutesOfDay(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap])?\.?m?\.?$/i.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const half = m[3]?.toLowerCase();
  if (Number(m[2]) > 59 || (half ? h < 1 || h > 12 : h > 23)) return null;
  return ((half ? (h % 12) + (half === 'p' ? 12 : 0) : h) * 60 + Number(m[2])) % 1440;
}

export function checkText(answer: ReadAnswer, target: { value: string }, written: string): Verification {
  // "It is even.", "The answer is odd": the words around the answer are not part of it.
  const bare = written.replace(
    /^\s*(?:(?:it|this|that|the (?:answer|number|result)|-?\d[\d,.]*)\s+(?:is|'s)|it's|that's|answer\s*:)\s+/i,
    '',
  );
  if (bare !== written) return checkText(readAnswer(bare), target, bare);
  if (!answer.plain.trim()) return unreadable(written);
  // Times compare as times: 07:25 AM is 7:25 AM; 03:45 is 3:45 when the question used the 24-hour clock.
  const [claimed, expected] = [minutesOfDay(written), minutesOfDay(target.value)];
  if (claimed !== null && expected !== null) {
    const bare = !/[ap]\.?m/i.test(written) && /[ap]m/i.test(target.value);
    if (bare && claimed % 720 === expected % 720)
      return verdict(
        'not-checkable',
        'The time is right on a 12-hour clock, but the answer does not say AM or PM.',
        target.value,
      );
    return claimed === expected
      ? verdict('verified', 'It is the same time of day.', target.value)
      : verdict('refuted', `The answer is ${target.value}.`, target.value);
  }
  return normalText(answer.plain) === normalText(target.value)
    ? verdict('verified', 'It is the answer the engine found and checked.', target.value)
    : verdict('refuted', `The answer is ${target.value}.`, target.value);
}
