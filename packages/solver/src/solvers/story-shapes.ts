import { type Rational, add, div, mul, parseRational, rat, sub, toLatex, toNumber } from '../rational';
import type { Solver } from '../types';
import { clean, closeTo, keepingNumbers, latexOf, plain } from './answer-format';
import { compound, shopping } from './money-stories';
import { NUM, answered, q } from './story-parts';

/**
 * One-step and two-step stories with a known shape, each read from its facts rather than one wording: two workers
 * together, two movers toward each other, "k times as many … together N", ages now and later, a rectangle's sides
 * from its perimeter, diluting a solution (money stories are in money-stories.ts). Each answer is put back into the
 * equations read from the story (in floating point): that checks the working, while the reading is guarded by the
 * story's words (a drain, "alone", mixed units are refused) and by every number of the story being used.
 */

const TIMES: Record<string, number> = { twice: 2, double: 2, thrice: 3, triple: 3, half: 0.5 };
/** "twice", "three times", "4 times", "half" → the factor. */
function factorOf(word: string): Rational | null {
  const w = word.toLowerCase().trim();
  if (w in TIMES) return parseRational(String(TIMES[w]));
  const m = /^(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten) times$/.exec(w);
  if (!m) return null;
  const words = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const i = words.indexOf(m[1] as string);
  return parseRational(i >= 0 ? String(i + 2) : (m[1] as string));
}
const FACTOR = String.raw`(twice|double|thrice|triple|half|(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten) times)`;

/** "A fills the tank in 6 hours and B in 3 hours; together?": rates add, T = ab/(a + b). */
function together(t: string) {
  // The question must ask for the time together; a drain or a leak works against the other, and "alone" asks the other way.
  const question = /[^.?!]*$/.exec(t)?.[0] ?? t;
  if (!/\b(?:together|both|combined|at the same time|open at once)\b/i.test(question)) return null;
  if (/\b(?:drain|drains|empties|empty|leak|leaks|alone|by (?:him|her|them)sel(?:f|ves))\b/i.test(t)) return null;
  const spans = [...t.matchAll(new RegExp(String.raw`\bin ${NUM} (hours?|minutes?|days?|weeks?)\b`, 'gi'))];
  if (spans.length !== 2 || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const unit = (spans[0]?.[2] as string).replace(/s$/, '');
  if ((spans[1]?.[2] as string).replace(/s$/, '') !== unit) return null;
  const [a, b] = [q(spans[0]?.[1] as string), q(spans[1]?.[1] as string)];
  const time = div(mul(a, b), add(a, b));
  const check = toNumber(time) / toNumber(a) + toNumber(time) / toNumber(b);
  return answered(
    `\\frac{1}{${latexOf(a)}} + \\frac{1}{${latexOf(b)}} = \\frac{1}{T}`,
    time,
    [
      {
        title: 'Add the rates',
        explanation: `One does 1/${plain(a)} of the job per ${unit}, the other 1/${plain(b)}; together they add.`,
        latex: `\\frac{1}{${latexOf(a)}} + \\frac{1}{${latexOf(b)}} = ${toLatex(div(add(a, b), mul(a, b)))}`,
      },
      {
        title: 'Invert',
        explanation: `The whole job takes the reciprocal, in ${unit}s.`,
        latex: `T = ${toLatex(time)}`,
      },
    ],
    closeTo(check, 1),
    'the share each does in that time adds up to one whole job (in floating point)',
    `${unit}s`,
  );
}

/** "300 miles apart, toward each other at 70 mph and 80 mph": they close the gap at the sum of the speeds. */
function approach(t: string) {
  const apart = new RegExp(
    String.raw`\b${NUM} (miles|mi|km|kilometers|kilometres|meters|metres|m|feet|ft) apart\b`,
    'i',
  ).exec(t);
  if (
    !apart ||
    !/\b(?:toward|towards) each other\b/i.test(t) ||
    !/\bhow (?:long|many (?:hours|minutes|seconds))|when\b/i.test(t)
  )
    return null;
  const speeds = [
    ...t.matchAll(
      new RegExp(
        String.raw`\b${NUM}\s*(mph|miles per hour|km/h|kph|kilometers per hour|kilometres per hour|m/s|meters per second|ft/s)\b`,
        'gi',
      ),
    ),
  ];
  if (speeds.length !== 2 || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  // Both speeds in one unit, and a distance unit that goes with it.
  const unitOf = (u: string) =>
    /mph|miles per hour/i.test(u)
      ? 'mi/h'
      : /km\/h|kph|kilomet/i.test(u)
        ? 'km/h'
        : /m\/s|meters per second/i.test(u)
          ? 'm/s'
          : 'ft/s';
  const speedUnit = unitOf(speeds[0]?.[2] as string);
  const distanceUnit = /^(?:miles|mi)$/i.test(apart[2] as string)
    ? 'mi/h'
    : /^(?:km|kilomet)/i.test(apart[2] as string)
      ? 'km/h'
      : /^(?:m|meters|metres)$/i.test(apart[2] as string)
        ? 'm/s'
        : 'ft/s';
  if (unitOf(speeds[1]?.[2] as string) !== speedUnit || speedUnit !== distanceUnit) return null;
  const d = q(apart[1] as string);
  const [v1, v2] = [q(speeds[0]?.[1] as string), q(speeds[1]?.[1] as string)];
  const time = div(d, add(v1, v2));
  const unit = /m\/s|per second|ft\/s/i.test(speeds[0]?.[2] as string) ? 'seconds' : 'hours';
  return answered(
    `t = \\frac{${latexOf(d)}}{${latexOf(v1)} + ${latexOf(v2)}}`,
    time,
    [
      {
        title: 'Closing speed',
        explanation: 'Moving toward each other, the gap shrinks by both speeds together.',
        latex: `${latexOf(v1)} + ${latexOf(v2)} = ${latexOf(add(v1, v2))}`,
      },
      {
        title: 'Time to close the gap',
        explanation: 'Distance over closing speed.',
        latex: `\\frac{${latexOf(d)}}{${latexOf(add(v1, v2))}} = ${latexOf(time)}`,
      },
    ],
    closeTo(toNumber(v1) * toNumber(time) + toNumber(v2) * toNumber(time), toNumber(d)),
    'the two distances travelled in that time add up to the gap (in floating point)',
    unit,
  );
}

/** "Jake has twice as many marbles as Lily. Together they have 57." */
function timesAsMany(t: string) {
  const m = new RegExp(
    String.raw`\b([A-Z][a-z]+) (?:has|have|had|owns|collected|scored|earned|read|saved) ${FACTOR} as (?:many|much) (?:[a-z ]+? )?as ([A-Z][a-z]+)\b`,
  ).exec(t);
  const total = new RegExp(
    String.raw`\b(?:together|in total|altogether|combined)\b[^.?]*?\b${NUM}\b|\b${NUM}\b[^.?]*?\b(?:together|in total|altogether|combined)\b`,
    'i',
  ).exec(t);
  const asked =
    /\b[Hh]ow (?:many|much) (?:[a-z ]+? )?(?:does|did|do) ([A-Z][a-z]+) have\b|\b[Hh]ow (?:many|much) (?:[a-z ]+? )?(?:has) ([A-Z][a-z]+)\b/.exec(
      t,
    );
  if (!m || !total || !asked || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  const k = factorOf(m[2] as string);
  if (!k) return null;
  const n = q((total[1] ?? total[2]) as string);
  const second = div(n, add(k, rat(1n)));
  const first = mul(k, second);
  const who = (asked[1] ?? asked[2]) as string;
  if (who !== m[1] && who !== m[3]) return null;
  const value = who === m[1] ? first : second;
  return answered(
    `\\text{${m[1]}} = ${latexOf(k)} \\cdot \\text{${m[3]}},\\ \\text{${m[1]}} + \\text{${m[3]}} = ${latexOf(n)}`,
    value,
    [
      {
        title: 'Count in parts',
        explanation: `${m[3]} has one part, ${m[1]} ${plain(k)} parts: ${plain(add(k, rat(1n)))} parts in all.`,
        latex: `\\text{${m[3]}} = \\frac{${latexOf(n)}}{${latexOf(add(k, rat(1n)))}} = ${latexOf(second)}`,
      },
      { title: `${m[1]}'s share`, explanation: `${plain(k)} parts.`, latex: `\\text{${m[1]}} = ${latexOf(first)}` },
    ],
    closeTo(toNumber(first) + toNumber(second), toNumber(n)) &&
      closeTo(toNumber(first), toNumber(k) * toNumber(second)),
    'both shares put back: they add up to the total, and one is the stated multiple of the other',
  );
}

/** "Sam is 4 times as old as his son. In 20 years he will be twice as old as his son." */
function ages(t: string) {
  const now = new RegExp(
    String.raw`\b((?:[Aa]n? |[Tt]he )?[A-Za-z]+) is ${FACTOR} as old as (his|her|[A-Z][a-z]+)(?: (\w+))?`,
  ).exec(t);
  const later = new RegExp(
    String.raw`\bin ${NUM} years,? (?:[a-z]+ )*?(?:will be|would be) ${FACTOR} as old as\b`,
    'i',
  ).exec(t);
  const asked = /\bhow old is ((?:his|her|the) \w+|[A-Z][a-z]+)(?: now)?\b/i.exec(t);
  if (!now || !later || !asked || (t.match(/\d+(?:\.\d+)?/g) ?? []).length > 3) return null;
  const [k, n, m] = [factorOf(now[2] as string), q(later[1] as string), factorOf(later[2] as string)];
  if (!k || !m || toNumber(k) === toNumber(m)) return null;
  // a = k·b and a + n = m(b + n): b = n(m − 1)/(k − m).
  const young = div(mul(n, sub(m, rat(1n))), sub(k, m));
  const old = mul(k, young);
  if (toNumber(young) <= 0) return null;
  const askedOld = asked[1]?.toLowerCase() === now[1]?.toLowerCase();
  const askedYoung = /^(?:his|her|the) /i.test(asked[1] as string) || asked[1] === now[3];
  if (askedOld === askedYoung) return null;
  const value = askedOld ? old : young;
  return answered(
    `a = ${latexOf(k)}b,\\ a + ${latexOf(n)} = ${latexOf(m)}(b + ${latexOf(n)})`,
    value,
    [
      {
        title: 'Write both facts',
        explanation: 'a is the older age now, b the younger.',
        latex: `${latexOf(k)}b + ${latexOf(n)} = ${latexOf(m)}b + ${latexOf(mul(m, n))}`,
      },
      { title: 'Solve', explanation: 'Collect b on one side.', latex: `b = ${latexOf(young)},\\ a = ${latexOf(old)}` },
    ],
    closeTo(toNumber(old), toNumber(k) * toNumber(young)) &&
      closeTo(toNumber(old) + toNumber(n), toNumber(m) * (toNumber(young) + toNumber(n))),
    'both ages put back into both facts',
    'years',
  );
}

/** "The length is 3 more than twice the width and the perimeter is 54": w from 2(kw + c) + 2w = P. */
function rectangle(t: string) {
  if (!/\brectangle|rectangular\b/i.test(t)) return null;
  const rel = new RegExp(
    String.raw`\blength(?: of (?:a|the|this) rectangle)? is (?:${NUM} (?:cm |m |ft |in |inches |feet |meters |units )?(more|less|longer|shorter) than )?((?:${FACTOR.slice(1, -1)}) )?(?:its|the) width\b`,
    'i',
  ).exec(t);
  const per = new RegExp(
    String.raw`\bperimeter (?:is|of) ${NUM}\b|\b${NUM}\s*(?:cm|m|ft|in|inches|feet|meters|units)? (?:of )?perimeter\b`,
    'i',
  ).exec(t);
  const asked =
    /\b(?:find|what is|what's|how (?:wide|long) is) (?:the |its )?(width|length|area|dimensions)\b|\bhow (wide|long)\b/i.exec(
      t,
    );
  if (!rel || !per || !asked) return null;
  const c = rel[1] ? mul(q(rel[1]), /less|shorter/i.test(rel[2] as string) ? rat(-1n) : rat(1n)) : rat(0n);
  const k = rel[3] ? factorOf(rel[3].trim()) : rat(1n);
  if (!k || (!rel[1] && !rel[3])) return null;
  const p = q((per[1] ?? per[2]) as string);
  const width = div(sub(div(p, rat(2n)), c), add(k, rat(1n)));
  const length = add(mul(k, width), c);
  if (toNumber(width) <= 0 || toNumber(length) <= 0) return null;
  const what = (asked[1] ?? asked[2] ?? '').toLowerCase();
  const value = /width|wide/.test(what)
    ? width
    : /length|long/.test(what)
      ? length
      : what === 'area'
        ? mul(width, length)
        : null;
  if (!value) return null;
  return answered(
    `l = ${latexOf(k)}w ${toNumber(c) < 0 ? '-' : '+'} ${latexOf(toNumber(c) < 0 ? mul(c, rat(-1n)) : c)},\\ 2l + 2w = ${latexOf(p)}`,
    value,
    [
      {
        title: 'Put the length in terms of the width',
        explanation: 'Then the perimeter has one unknown.',
        latex: `2(${latexOf(k)}w + ${latexOf(c)}) + 2w = ${latexOf(p)}`,
      },
      {
        title: 'Solve',
        explanation: 'Half the perimeter is one length and one width.',
        latex: `w = ${latexOf(width)},\\ l = ${latexOf(length)}`,
      },
    ],
    closeTo(2 * toNumber(length) + 2 * toNumber(width), toNumber(p)) &&
      closeTo(toNumber(length), toNumber(k) * toNumber(width) + toNumber(c)),
    'the sides put back: the perimeter and the stated relation both hold',
  );
}

/** "How many liters of water must be added to 10 liters of a 30% solution to dilute it to 20%?" */
function dilution(t: string) {
  const m = new RegExp(
    String.raw`\bhow (?:many|much) (\w+ )?(?:of )?(?:pure )?water\b[^.?]*?\badded to ${NUM}\s*(\w+)? of (?:an? |the )?${NUM}\s*%[^.?]*?\b(?:to|so (?:that )?it is|until it is)\b[^.?\d]*${NUM}\s*%`,
    'i',
  ).exec(t);
  if (!m || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const [v, p, c] = [q(m[2] as string), q(m[4] as string), q(m[5] as string)];
  if (toNumber(c) <= 0 || toNumber(c) >= toNumber(p)) return null;
  // The amount of the dissolved substance stays: V·p = (V + x)·c.
  const x = sub(div(mul(v, p), c), v);
  return answered(
    `${latexOf(v)} \\cdot ${latexOf(p)}\\% = (${latexOf(v)} + x) \\cdot ${latexOf(c)}\\%`,
    x,
    [
      {
        title: 'What stays the same',
        explanation: 'Water adds no salt: the amount dissolved is the same before and after.',
        latex: `${latexOf(v)} \\times ${latexOf(div(p, rat(100n)))} = ${latexOf(div(mul(v, p), rat(100n)))}`,
      },
      {
        title: 'Solve for the water added',
        explanation: 'The new total must hold that amount at the new strength.',
        latex: `x = \\frac{${latexOf(mul(v, p))}}{${latexOf(c)}} - ${latexOf(v)} = ${latexOf(x)}`,
      },
    ],
    closeTo((toNumber(v) * toNumber(p)) / (toNumber(v) + toNumber(x)), toNumber(c)),
    'the new strength computed again with the water added (in floating point)',
    m[1] ? (m[1] as string).trim() : (m[3] ?? ''),
  );
}

const readStory: Solver = (problem) => {
  if (problem.length > 600) return null;
  const t = clean(problem);
  return (
    together(t) ?? approach(t) ?? compound(t) ?? shopping(t) ?? timesAsMany(t) ?? ages(t) ?? rectangle(t) ?? dilution(t)
  );
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveStoryShapes: Solver = keepingNumbers(readStory);
