import {
  max as mMax,
  mean as mMean,
  median as mMedian,
  min as mMin,
  mode as mMode,
  std as mStd,
  variance as mVariance,
} from 'mathjs';
import { type Rational, add, div, mul, parseRational, rat, sub, toLatex, toNumber, toText } from '../rational';
import { type ProblemType, type SolveResult, type Solver, type Step, result } from '../types';
import { clean, closeTo, latexOf, numberAnswer, plain, keepingNumbers, writtenLatex } from './answer-format';
import { MAX_LIST_CHARS, listOf, rootAnswer, sorted, sumOf, variances } from './data-list';

// Until a 'statistics' problem type exists, summaries of data are labelled as arithmetic.
const TYPE: ProblemType = 'statistics';

type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'sd';
const MEASURE = String.raw`(?:(?:population|sample)\s+)?(?:arithmetic\s+mean|mean|average|median|modes?|range|variance|standard\s+deviation|std\.?(?:\s*dev\.?)?|s\.?d\.?)`;
const HEAD = new RegExp(
  String.raw`^(?:(?:please\s+)?(?:find|calculate|compute|determine|work\s+out|give|state|what\s+is|what's|what\s+are)\s+)?(?:the\s+)?(${MEASURE}(?:(?:\s*,\s*|,?\s+and\s+)(?:the\s+)?${MEASURE})*)(?:\s+(?:of|for|in))?(?:\s+the)?(?:\s+(?:following|given))?(?:\s+(?:data(?:\s+set)?|dataset|numbers|values|set|list|scores|observations|sample|population))?(?:\s+of)?$`,
  'i',
);

function measureOf(word: string): Measure {
  const w = word.toLowerCase().replace(/^(?:population|sample)\s+/, '');
  if (/mean|average/.test(w)) return 'mean';
  if (w === 'median') return 'median';
  if (w.startsWith('mode')) return 'mode';
  if (w === 'range') return 'range';
  if (w === 'variance') return 'variance';
  return 'sd';
}

/** "Find the mean of 3, 5, 7", "sample variance of {2, 4, 4, 5}", "What is the range of the data 4, 8, 15?". */
const readStatistics: Solver = (problem) => {
  if (problem.length > MAX_LIST_CHARS) return null;
  let t = clean(problem);
  // "(population)", ", sample" after the list.
  let after: string | null = null;
  const tail =
    /\s*(?:\(\s*(population|sample)\s*\)|,?\s+(?:as\s+an?\s+|for\s+an?\s+|treated\s+as\s+an?\s+)?(population|sample))$/i.exec(
      t,
    );
  if (tail) {
    after = (tail[1] ?? tail[2] ?? '').toLowerCase();
    t = t.slice(0, tail.index);
  }
  const start = /[{[(]\s*[-.\d]|-?\.?\d/.exec(t);
  if (!start) return null;
  const head = HEAD.exec(
    t
      .slice(0, start.index)
      .replace(/[\s:]+$/, '')
      .trim(),
  );
  const items = listOf(t.slice(start.index));
  if (!head || !items) return null;
  const words = head[1] as string;
  const measures = [...new Set([...words.matchAll(new RegExp(MEASURE, 'gi'))].map((m) => measureOf(m[0])))];
  const listLatex = `\\{${items.map((i) => i.latex).join(', ')}\\}`;
  const conventions = new Set(
    // "sample variance", "… of the sample 2, 4, 6", "(population)".
    [...`${head[0]} ${after ?? ''}`.toLowerCase().matchAll(/population|sample/g)].map((m) => m[0]),
  );
  const readWords = `${words}${after ? ` (${after})` : ''}`.replace(/\s+/g, ' ');
  const reading = (target: { value: string } | null) => ({
    latex: `\\text{${readWords} of } ${listLatex}`,
    target: target && { kind: 'value' as const, value: target.value },
  });
  if (measures.length > 1 && measures.length <= 6) {
    // "the mean, median and mode of …": each measure on its own, answered in the order asked.
    const NAMES: Record<Measure, string> = {
      mean: 'mean',
      median: 'median',
      mode: 'mode',
      range: 'range',
      variance: 'variance',
      sd: 'standard deviation',
    };
    const convention = after ? ` (${after})` : '';
    const parts = measures.map((m) =>
      readStatistics(`Find the ${NAMES[m]} of ${t.slice(start.index)}${convention}`, 0),
    );
    if (parts.every((r) => r?.answer && r.verified && !r.answer.value.includes(','))) {
      const done = parts as (SolveResult & { answer: { value: string; latex: string } })[];
      return result(TYPE, {
        reading: {
          latex: `\\text{${readWords} of } ${listLatex}`,
          target: { kind: 'list', items: done.map((r) => r.answer.value), ordered: true },
        },
        steps: done.flatMap((r, i) =>
          r.steps.map((step) => ({ ...step, title: `${NAMES[measures[i] as Measure]}: ${step.title}` })),
        ),
        answer: {
          value: done.map((r) => r.answer.value).join(', '),
          latex: done.map((r) => r.answer.latex).join(',\\ '),
        },
        verified: {
          ok: done.every((r) => r.verified?.ok),
          method: done.map((r, i) => `${NAMES[measures[i] as Measure]}: ${r.verified?.method}`).join('; '),
        },
      });
    }
  }
  if (measures.length !== 1) {
    return result(TYPE, {
      reading: reading(null),
      reason:
        'The engine could not answer each of the measures asked for; ask for one at a time (mean, median, mode, range…).',
    });
  }
  const measure = measures[0] as Measure;
  const xs = items.map((i) => i.value);
  const fs = xs.map(toNumber);
  const n = xs.length;
  const steps: Step[] = [];
  const ordered = sorted(xs);
  const orderedLatex = ordered.map(latexOf).join(', ');
  const done = (value: Rational, check: number, method: string) => {
    const answer = numberAnswer(value);
    return result(TYPE, {
      reading: reading(answer),
      steps,
      answer,
      verified: { ok: closeTo(toNumber(value), check), method },
    });
  };
  if (measure === 'mean') {
    const total = sumOf(xs);
    const mean = div(total, rat(BigInt(n)));
    steps.push(
      {
        title: 'Add the values',
        explanation: `The ${n} values add up to ${plain(total)}.`,
        latex: `\\sum x = ${latexOf(total)}`,
      },
      {
        title: 'Divide by how many there are',
        explanation: `The mean is the sum divided by ${n}.`,
        latex: `\\bar{x} = \\frac{${latexOf(total)}}{${n}} = ${toLatex(mean)}`,
      },
    );
    return done(mean, mMean(fs), 'the mean computed again by mathjs in floating point');
  }
  if (measure === 'median') {
    const middle = Math.floor(n / 2);
    const median =
      n % 2 === 1
        ? (ordered[middle] as Rational)
        : div(add(ordered[middle - 1] as Rational, ordered[middle] as Rational), rat(2n));
    steps.push(
      { title: 'Put the values in order', explanation: `There are ${n} values.`, latex: orderedLatex },
      n % 2 === 1
        ? {
            title: 'Take the middle value',
            explanation: `Value number ${middle + 1} of ${n} is in the middle.`,
            latex: `${latexOf(median)}`,
          }
        : {
            title: 'Average the two middle values',
            explanation: `With an even count, the median is halfway between values ${middle} and ${middle + 1}.`,
            latex: `\\frac{${latexOf(ordered[middle - 1] as Rational)} + ${latexOf(ordered[middle] as Rational)}}{2} = ${toLatex(median)}`,
          },
    );
    return done(median, mMedian(fs), 'the median found again by mathjs in floating point');
  }
  if (measure === 'range') {
    const low = ordered[0] as Rational;
    const high = ordered[n - 1] as Rational;
    const range = sub(high, low);
    steps.push({
      title: 'Largest minus smallest',
      explanation: `The largest value is ${plain(high)} and the smallest is ${plain(low)}.`,
      latex: `${latexOf(high)} - ${latexOf(low)} = ${latexOf(range)}`,
    });
    return done(range, mMax(fs) - mMin(fs), 'the largest and smallest found again by mathjs in floating point');
  }
  if (measure === 'mode') {
    const counts = new Map<string, { value: Rational; count: number }>();
    for (const x of xs) {
      const key = toText(x);
      counts.set(key, { value: x, count: (counts.get(key)?.count ?? 0) + 1 });
    }
    const most = Math.max(...[...counts.values()].map((c) => c.count));
    const modes = sorted([...counts.values()].filter((c) => c.count === most).map((c) => c.value));
    steps.push({
      title: 'Count each value',
      explanation: 'The mode is the value that appears most often.',
      latex: [...counts.values()].map((c) => `${latexOf(c.value)}: ${c.count}`).join(',\\ '),
    });
    // mathjs's mode lists every value of the highest count: all of them when none repeats.
    const theirs = (mMode(fs) as number[]).map(Number).sort((a, b) => a - b);
    const agree = theirs.length === modes.length && modes.every((m, i) => closeTo(toNumber(m), theirs[i] as number));
    const method = "the values of highest count found again by mathjs's mode, in floating point";
    if (most === 1) {
      return result(TYPE, {
        reading: reading(null),
        steps,
        verified: { ok: agree && theirs.length === n, method },
        reason: 'No value appears more than once, so this data set has no mode.',
      });
    }
    const texts = modes.map(plain);
    steps.push({
      title: modes.length === 1 ? 'The most frequent value' : 'Tied for most frequent',
      explanation:
        modes.length === 1
          ? `${texts[0]} appears ${most} times, more than any other value.`
          : `${texts.join(' and ')} each appear ${most} times, so the data set has ${modes.length} modes.`,
      latex: modes.map(latexOf).join(',\\ '),
    });
    return result(TYPE, {
      reading: {
        latex: `\\text{${readWords} of } ${listLatex}`,
        target:
          modes.length === 1
            ? { kind: 'value', value: texts[0] as string }
            : { kind: 'list', items: texts, ordered: false },
      },
      steps,
      answer: { value: texts.join(', '), latex: modes.map(latexOf).join(',\\ ') },
      verified: { ok: agree, method },
    });
  }
  // Variance and standard deviation: the population one unless the question says "sample".
  if (conventions.size > 1) {
    return result(TYPE, {
      reading: reading(null),
      reason: 'The question says both "population" and "sample"; say which one is meant.',
    });
  }
  const sample = conventions.has('sample');
  if (sample && n < 2) return null;
  const v = variances(xs);
  const chosen = sample ? v.sample : v.population;
  const sdWord = measure === 'sd' ? 'standard deviation' : 'variance';
  steps.push(
    {
      title: 'Find the mean',
      explanation: `The ${n} values have mean ${plain(v.mean)}.`,
      latex: `\\bar{x} = ${toLatex(v.mean)}`,
    },
    {
      title: 'Add the squared distances from the mean',
      explanation: 'Subtract the mean from each value, square, and add.',
      latex: `\\sum (x - \\bar{x})^2 = ${toLatex(v.squares)}`,
    },
  );
  const popRoot = rootAnswer(v.population);
  const sampleRoot = rootAnswer(v.sample);
  if (!popRoot || !sampleRoot) return null;
  const both =
    measure === 'sd'
      ? `population (divide by n = ${n}): ${popRoot.value}; sample (divide by n − 1 = ${n - 1}): ${sampleRoot.value}`
      : `population (divide by n = ${n}): ${plain(v.population)}; sample (divide by n − 1 = ${n - 1}): ${plain(v.sample)}`;
  steps.push({
    title: conventions.size === 0 ? `Which ${sdWord}` : `The ${sample ? 'sample' : 'population'} ${sdWord}`,
    explanation:
      conventions.size === 0
        ? `The question does not say population or sample: the answer is the population ${sdWord} (divide by n); the sample one (divide by n − 1) is shown too. ${both}.`
        : `${sample ? 'A sample divides by n − 1' : 'A population divides by n'}. ${both}.`,
    latex: `\\sigma^2 = \\frac{${toLatex(v.squares)}}{${n}} = ${toLatex(v.population)},\\quad s^2 = \\frac{${toLatex(v.squares)}}{${n - 1}} = ${toLatex(v.sample)}`,
  });
  const convention = sample ? 'unbiased' : 'uncorrected';
  if (measure === 'variance') {
    const check = mVariance(fs, convention) as unknown as number;
    return done(
      chosen,
      check,
      `the ${sample ? 'sample' : 'population'} variance computed again by mathjs in floating point`,
    );
  }
  const root = (sample ? sampleRoot : popRoot) as { value: string; latex: string; number: number };
  steps.push({
    title: 'Take the square root',
    explanation: `The standard deviation is the square root of the variance.`,
    latex: `\\sqrt{${toLatex(chosen)}} = ${root.latex}`,
  });
  const check = mStd(fs, convention) as unknown as number;
  return result(TYPE, {
    reading: reading(root),
    steps,
    answer: { value: root.value, latex: root.latex },
    verified: {
      ok: closeTo(root.number, check),
      method: `the ${sample ? 'sample' : 'population'} standard deviation computed again by mathjs in floating point`,
    },
  });
};

/** The solvers, answering only when their reading keeps every number of the problem. */
export const solveStatistics: Solver = keepingNumbers(readStatistics);

const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const countOf = (word: string) => COUNT_WORDS[word.toLowerCase()] ?? (/^\d+$/.test(word) ? Number(word) : null);

/**
 * The value missing from a mean: "The mean of five numbers is 12; four of them are 10, 11, 14 and 15", "what must
 * she score on the fifth test to average 85 if the first four are 80, 90, 78 and 88?". Missing = n·mean − the sum.
 */
const readMissingValue: Solver = (problem) => {
  if (problem.length > 500) return null;
  const t = clean(problem);
  // Rules that change which values count (drop the lowest, weights, extra credit) are another problem.
  if (
    /\b(?:remove|removes|drop|drops|dropped|lowest|highest|except|weight|weighted|worth|counts? (?:double|twice)|extra|each of|next (?:two|three|four|\d+))\b/i.test(
      t,
    )
  )
    return null;
  const mean =
    /\b(?:mean|average)\b(?:\s+of\s+(?:the\s+|these\s+|all\s+)?(\w+)\s+[a-z]+)?(?:\s+(?:is|was|be|of|=|equals?))\s+(-?\d+(?:\.\d+)?)/i.exec(
      t,
    ) ?? /\baverage\s+(?:of\s+)?(?:exactly\s+)?(-?\d+(?:\.\d+)?)\b()/i.exec(t);
  if (!mean) return null;
  const meanText = (mean[2] || mean[1]) as string;
  const listed =
    /\b(?:are|were|scored|scores? (?:are|were|of)|got|has|had)\s+((?:-?\d+(?:\.\d+)?\s*(?:,\s*(?:and\s+)?|\s+and\s+)){1,30}-?\d+(?:\.\d+)?)/i.exec(
      t,
    );
  if (!listed) return null;
  const known = itemsOfList(listed[1] as string);
  // How many values in all: "five numbers", "the fifth test", or one more than those listed when it asks for "the other".
  const total =
    (mean[2] ? countOf(mean[1] ?? '') : null) ??
    (/\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|other|missing|remaining|next|\d+(?:st|nd|rd|th))\b/i.test(
      t,
    )
      ? (ORDINAL_COUNT[
          (/\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/i.exec(t)?.[1] ?? '').toLowerCase()
        ] ??
        (Number(/\b(\d+)(?:st|nd|rd|th)\b/i.exec(t)?.[1]) || known.length + 1))
      : null);
  if (!total || known.length !== total - 1 || !/\b(?:what|find|which|how much|how many|must|need)\b/i.test(t))
    return null;
  const m = parseRational(meanText);
  const values = known.map(parseRational);
  const sum = sumOf(values);
  const missing = sub(mul(m, rat(BigInt(total))), sum);
  const answer = numberAnswer(missing);
  // Checked the other way: the mean of all the values, the answer included, is the mean given.
  const again = mMean([...values, missing].map(toNumber));
  return result(TYPE, {
    reading: {
      latex: `\\text{mean of ${total} values} = ${writtenLatex(meanText)},\\ \\text{known: } ${known.map(writtenLatex).join(', ')}`,
      target: { kind: 'value', value: answer.value },
    },
    steps: [
      {
        title: 'The total the values must have',
        explanation: `${total} values with mean ${meanText} add up to ${total} × ${meanText}.`,
        latex: `${total} \\times ${writtenLatex(meanText)} = ${latexOf(mul(m, rat(BigInt(total))))}`,
      },
      {
        title: 'Subtract the known values',
        explanation: `The known values add up to ${plain(sum)}.`,
        latex: `${latexOf(mul(m, rat(BigInt(total))))} - ${latexOf(sum)} = ${latexOf(missing)}`,
      },
    ],
    answer,
    verified: {
      ok: closeTo(again, toNumber(m)),
      method: 'the mean of all the values, the answer included, computed again',
    },
  });
};

const ORDINAL_COUNT: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

const itemsOfList = (text: string) =>
  text
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const solveMissingValue: Solver = keepingNumbers(readMissingValue);
