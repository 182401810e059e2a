import { type Rational, div, eq, mul, parseRational, toDecimal, toLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';
import { spelledNumbers } from '../read/goal-reader';

/**
 * A job shared by a crew working at the same rate: "3 workers paint a house in 8 days; how many days for 4
 * workers?" The work (workers × time) stays the same, so the time is inversely proportional to the crew:
 * t₂ = n₁·t₁/n₂. Checked by the work done both ways.
 */

const CREW = String.raw`(\d+)\s+(workers?|men|women|people|persons|painters?|builders?|machines?|pumps?|robots?|cooks?|students?|volunteers?|friends?|employees?|farmers?|trucks?)`;
const TIME = String.raw`(\d+(?:\.\d+)?)\s+(days?|hours?|minutes?|weeks?)`;

export const solveWorkCrews: Solver = (problem) => {
  const t = spelledNumbers(clean(problem));
  if (
    t.length > 400 ||
    !/\b(?:same rate|same speed|equally|at that rate|working at the same)\b|\bhow (?:long|many (?:days|hours|minutes|weeks))\b/i.test(
      t,
    )
  )
    return null;
  const first =
    new RegExp(String.raw`\b${CREW}\b[^.?]*?\b(?:in|takes?|take|took)\s+(?:them\s+)?${TIME}`, 'i').exec(t) ??
    new RegExp(String.raw`\bit takes\s+${CREW}\s+(?:working\s+\w+\s+)?${TIME}`, 'i').exec(t);
  if (!first) return null;
  const rest = t.slice((first.index ?? 0) + first[0].length);
  const second = new RegExp(
    String.raw`\b(?:for|would it take|will it take|does it take|would take|will take|take|with|(?:would|will) it have taken|have taken|taken)\s+${CREW}\b`,
    'i',
  ).exec(rest);
  if (!second) return null;
  const [n1, unit1, t1, unitT] = [first[1], first[2], first[3], first[4]] as [string, string, string, string];
  const [n2, unit2] = [second[1], second[2]] as [string, string];
  // The same kind of worker, and no other number in the story (a different job size would change the work).
  if (unit1.replace(/s$/, '') !== unit2.replace(/s$/, '') && !(/^m[ae]n$/.test(unit1) && /^m[ae]n$/.test(unit2)))
    return null;
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const asked = new RegExp(String.raw`\bhow (?:long|many ${unitT.replace(/s$/, '')}s?)\b`, 'i').test(t);
  if (!asked) return null;
  const [a, b, c] = [parseRational(n1), parseRational(t1), parseRational(n2)];
  const value: Rational = div(mul(a, b), c);
  const shown = toDecimal(value) ?? toText(value);
  const units = unitT.replace(/s?$/, 's');
  return result('word-problem', {
    reading: {
      latex: `${n1}\\text{ ${unit1}} \\times ${t1}\\text{ ${units}} = ${n2}\\text{ ${unit2}} \\times t`,
      target: { kind: 'value', value: toText(value) },
    },
    steps: [
      {
        title: 'The work stays the same',
        explanation: `${n1} ${unit1} for ${t1} ${units} is ${toText(mul(a, b))} ${unit1.replace(/s$/, '')}-${units}; at the same rate ${n2} share the same work.`,
        latex: `t = \\frac{${n1} \\times ${t1}}{${n2}} = ${toLatex(value)}`,
      },
    ],
    answer: { value: shown, latex: shown },
    verified: { ok: eq(mul(c, value), mul(a, b)), method: 'the work done both ways is the same' },
  });
};
