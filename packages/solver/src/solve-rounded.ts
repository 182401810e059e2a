import { rat, truncatedDecimal } from './rational';
import { solveNotation } from './solvers/notation';
import { solveRound } from './solvers/rounding';
import type { SolveResult } from './types';

/** "…, rounded to 2 decimal places", "… to the nearest whole number": the question's own answer, then rounded. */
const ROUNDED =
  /^(.+?)[,;.]?\s+(?:\(?(?:answer |give (?:the answer |your answer )?|giving (?:your |the )?(?:answer|result|value) |round (?:(?:your |the )?(?:answer|result|solution)s? )?)?(?:rounded |correct )?to (the nearest [a-z ]+?|the (?:cent|penny)|\w+ (?:decimal places?|dps?|d\.p\.?|significant figures?|sig(?:nificant)? figs?|s\.f\.?))(?:,? (?:if necessary|as needed|where necessary))?(?:,?\s+in\s+((?:square |cubic )?[a-z]{1,12}(?:²|³|\^[23])?))?\.?\)?)\s*[?.]?$/i;

/** How to type the answer, after the rounding ("Do not include the dollar sign.", "(no $ sign)", "numbers only"). */
const ENTRY_REMARK =
  /(?:[.,;]?\s*\(?\s*(?:and\s+)?(?:do not|don't|dont)\s+(?:include|type|write|use|put)\s+(?:the\s+|a\s+|any\s+)?(?:dollar|pound|euro|currency|\$|£|€|units?)(?:\s+(?:signs?|symbols?))?\s*\)?|[.,;]?\s*\(?\s*(?:and\s+)?(?:enter|type|write|give)\s+(?:just\s+|only\s+)?(?:a|the)\s+number(?:\s+only)?\s*\)?|[.,;]?\s*\(\s*(?:no\s+(?:dollar|currency|\$|£|€|units?)(?:\s+(?:signs?|symbols?))?|numbers?\s+only|number only)\s*\))\s*\.?\s*$/i;

const significant = (precision: string) => /significant|sig|s\.?f/i.test(precision);

export function solveRounded(problem: string, solveText: (question: string) => SolveResult): SolveResult | null {
  let bare = problem.trim().replace(/\s+/g, ' ');
  for (let k = 0; k < 3 && ENTRY_REMARK.test(bare); k++) bare = bare.replace(ENTRY_REMARK, '').trim();
  const m = ROUNDED.exec(bare);
  // A rounding question itself (its last sentence) is the rounding solver's.
  const last =
    problem
      .trim()
      .split(/\.\s+(?=[A-Z])/)
      .at(-1) ?? '';
  // "What is 3.14159 rounded to …" is; "What is the population after 4 years, rounded to …" is not.
  if (!m || /^(?:round(?! (?:your|the) (?:answer|result|solution)| to\b)|what is \S+(?: \S+)? rounded)\b/i.test(last))
    return null;
  // "… correct to 1 decimal place, in cm": the unit stays with the question.
  const question = m[3]
    ? (m[1] as string).endsWith('?')
      ? `${(m[1] as string).slice(0, -1)} in ${m[3]}?`
      : `${m[1]}, in ${m[3]}`
    : (m[1] as string);
  const main = solveText(question);
  if (!main.answer || !main.verified?.ok) return null;
  const precision = (m[2] as string).replace(/^the (cent|penny)$/i, 'the nearest $1');
  const asked = `Round ${main.answer.value} to ${precision}`;
  // Significant figures of a fraction: of its decimals, cut far beyond the figures asked.
  const parts = /^(-?\d+)\/(\d+)$/.exec(main.answer.value);
  const fraction = parts ? rat(BigInt(parts[1] as string), BigInt(parts[2] as string)) : null;
  const decimals = fraction ? `Round ${truncatedDecimal(fraction, 40)} to ${precision}` : asked;
  const rounded = significant(precision)
    ? solveNotation(decimals, Date.now() + 500)
    : solveRound(asked, Date.now() + 500);
  if (!rounded?.answer || !main.reading) return null;
  return {
    ...main,
    reading: {
      latex: `${main.reading.latex},\\ \\text{rounded to ${precision}}`,
      target: rounded.reading?.target ?? null,
    },
    steps: [...main.steps, ...rounded.steps],
    answer: rounded.answer,
    verified: {
      ok: main.verified.ok && rounded.verified?.ok === true,
      method: `${main.verified.method}; then ${rounded.verified?.method}`,
    },
  };
}
