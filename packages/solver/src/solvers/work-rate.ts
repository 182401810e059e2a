import { div, mul, parseRational, toNumber } from '../rational';
import { type Solver, result } from '../types';
import { closeTo, latexOf, numberAnswer } from './answer-format';

const COUNT = String.raw`(\d+(?:\.\d+)?)`;
const AGENTS =
  /^(?:worker|people|person|men|man|women|woman|machine|pump|painter|builder|truck|robot|cook|chef|farmer|student|friend|employee|crew|hose|pipe|tap|horse|tractor|computer|printer|cleaner|gardener|carpenter|plumber|volunteer|team|bulldozer|excavator|harvester|baker|typist|mower|boy|girl|kid|child|children|adult|staff)$/i;
const TIME = String.raw`(seconds?|minutes?|hours?|days?|weeks?|months?)`;

/**
 * Inverse proportion: "If 4 workers can paint a fence in 6 hours, how long would 3 workers take?" — the same job, so
 * workers × time stays the same: 4 × 6 = 3 × t. Also "how many workers are needed to do it in 2 hours?".
 */
export const solveWorkRate: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const given = new RegExp(String.raw`\b${COUNT} ([a-z]+?)s? [^.?!]*?\bin ${COUNT} ${TIME}`, 'i').exec(t);
  // Agents sharing one job (not the output: "30 pages in 2 minutes" is a rate), and the same job asked about.
  if (!given || !AGENTS.test(given[2] as string)) return null;
  if (/\b(?:twice|double|triple|half|times as (?:much|many|long)|another|more (?:jobs|fences|walls|houses))\b/i.test(t))
    return null;
  const noun = (given[2] as string).toLowerCase();
  const unit = given[4] as string;
  const workers = parseRational(given[1] as string);
  const time = parseRational(given[3] as string);
  const askTime = new RegExp(
    String.raw`how (?:long|many ${TIME}) (?:would|will|does|do|should|might) (?:it take )?${COUNT} ${noun}s?\b`,
    'i',
  ).exec(t);
  const askWorkers = new RegExp(
    String.raw`how many ${noun}s? (?:are|would be|will be|is) (?:needed|required)[^?]*?\bin ${COUNT} ${TIME}`,
    'i',
  ).exec(t);
  // Different time units in the question and the statement would need a conversion: not read here.
  if (askWorkers && askWorkers[2]?.replace(/s$/, '') !== unit.replace(/s$/, '')) return null;
  if (askTime?.[1] && askTime[1].replace(/s$/, '') !== unit.replace(/s$/, '')) return null;
  if (!askTime && !askWorkers) return null;
  const product = mul(workers, time);
  const other = parseRational((askTime ? askTime[2] : askWorkers?.[1]) as string);
  if (other.n === 0n) return null;
  const value = div(product, other);
  const answer = numberAnswer(value);
  const plural = unit.replace(/s?$/, 's');
  const read = askTime
    ? `${given[1]} \\text{ ${noun}s in } ${given[3]} \\text{ ${plural}; time for } ${askTime[2]} \\text{ ${noun}s}`
    : `${given[1]} \\text{ ${noun}s in } ${given[3]} \\text{ ${plural}; ${noun}s for } ${askWorkers?.[1]} \\text{ ${plural}}`;
  return result('word-problem', {
    reading: { latex: read, target: { kind: 'value', value: answer.value } },
    steps: [
      {
        title: 'The job in worker-time',
        explanation: `The same job takes ${given[1]} × ${given[3]} = ${latexOf(product)} ${noun}-${plural}, however it is shared.`,
        latex: `${given[1]} \\times ${given[3]} = ${latexOf(product)}`,
      },
      {
        title: askTime ? 'Share it among the new number' : 'Divide by the time allowed',
        explanation: askTime ? `${latexOf(product)} ÷ ${askTime[2]}.` : `${latexOf(product)} ÷ ${askWorkers?.[1]}.`,
        latex: `\\frac{${latexOf(product)}}{${latexOf(other)}} = ${latexOf(value)}`,
      },
    ],
    answer,
    // Checked the other way: the answer times the other quantity gives back the same worker-time.
    verified: {
      ok: closeTo(toNumber(value) * toNumber(other), toNumber(workers) * toNumber(time)),
      method: 'the answer multiplied back gives the same worker-time',
    },
  });
};
