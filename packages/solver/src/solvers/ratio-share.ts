import { div, mul, parseRational, rat, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { closeTo, latexOf, numberAnswer } from './answer-format';

/**
 * A total shared in a ratio: "The ratio of boys to girls is 3:5. If there are 40 students, how many are girls?",
 * "Divide $60 in the ratio 2:3". Each part is total × its share / the sum of the shares.
 */
export const solveRatioShare: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const named = /\bratio of ([a-z]+) to ([a-z]+)(?: (?:in|among|at|on) [^.:]*?)? is (\d+)\s*(?::|to)\s*(\d+)/i.exec(t);
  const total =
    /\b(?:there are|total of|altogether|in total|in all|has|have|(?:class|group|team|club|school|room|bag|box|jar|crowd|audience) of)\s+\$?(\d+(?:\.\d+)?)\b|\$?(\d+(?:\.\d+)?) (?:students|people|children|animals|marbles|balls|coins|cars|pets|members|players|items|in total|altogether)\b/i.exec(
      t,
    );
  if (!named || !total) return null;
  const [first, second] = [(named[1] as string).toLowerCase(), (named[2] as string).toLowerCase()];
  // "there are 14 adults" is one part, not the total.
  const after = t
    .slice((total.index ?? 0) + total[0].length)
    .trim()
    .toLowerCase();
  const partName = (w: string) => w.replace(/(?:es|s)$/, '');
  if ([first, second].some((p) => after.startsWith(p) || partName(after.split(/\s/)[0] ?? '') === partName(p)))
    return null;
  const asked = new RegExp(
    `how many (?:of them )?(?:are )?(${first}|${second})\\b|how many (${first}|${second}) (?:are there|are in)`,
    'i',
  ).exec(t);
  if (!asked) return null;
  const which = ((asked[1] ?? asked[2]) as string).toLowerCase();
  const [p, q] = [parseRational(named[3] as string), parseRational(named[4] as string)];
  const whole = parseRational((total[1] ?? total[2]) as string);
  const share = which === first ? p : q;
  const parts = rat(p.n + q.n);
  const value = div(mul(whole, share), parts);
  // People, marbles and pets come whole: a share that is not a whole number means the numbers do not fit.
  if (value.d !== 1n)
    return result('word-problem', {
      reading: {
        latex: `${named[1]} : ${named[2]} = ${named[3]} : ${named[4]},\\ \\text{total } ${total[1] ?? total[2]}`,
        target: null,
      },
      reason: `${total[1] ?? total[2]} cannot be split in the ratio ${named[3]}:${named[4]} into whole numbers.`,
    });
  const answer = numberAnswer(value);
  const other = div(mul(whole, which === first ? q : p), parts);
  return result('word-problem', {
    reading: {
      latex: `${named[1]} : ${named[2]} = ${named[3]} : ${named[4]},\\ \\text{total } ${total[1] ?? total[2]},\\ \\text{${which}?}`,
      target: { kind: 'value', value: answer.value },
    },
    steps: [
      {
        title: 'Count the parts',
        explanation: `${named[3]} + ${named[4]} = ${p.n + q.n} equal parts make the total.`,
        latex: `\\frac{${total[1] ?? total[2]}}{${p.n + q.n}} = ${latexOf(div(whole, parts))} \\text{ per part}`,
      },
      {
        title: `Take the ${which}' share`,
        explanation: `${which} are ${share.n} of those parts.`,
        latex: `${share.n} \\times ${latexOf(div(whole, parts))} = ${latexOf(value)}`,
      },
    ],
    answer,
    // Checked apart: both shares add up to the total and stand in the ratio given.
    verified: {
      ok:
        closeTo(toNumber(value) + toNumber(other), toNumber(whole)) &&
        closeTo(toNumber(value) * toNumber(which === first ? q : p), toNumber(other) * toNumber(share)),
      method: 'the two shares add up to the total and are in the ratio given',
    },
  });
};
