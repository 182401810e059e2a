import { CHAT_WORD } from './read/courtesy';
import { goalConflict } from './read/goal-conflict';
import { numbersLeftOut } from './read/reading';
import { type SolveResult, result } from './types';

const CHAT_WORDS = new RegExp(`^(?:${CHAT_WORD}|pls|plz|bc|cuz|ok|okay|hey|hi)$`, 'i');

const SAID_WORDS =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|third|quarter|plus|minus|times|over|equals|squared|cubed|root)$/i;

/**
 * An answer only to the problem as written: when the engine's reading leaves out a number of the problem (the
 * limits of an integral, a definition, a condition), it says how it read it and gives no answer.
 */
export function faithful(problem: string, solved: SolveResult, written = problem): SolveResult {
  if (!solved.answer) return solved;
  if (!solved.reading) return result(solved.type, { reason: 'The engine could not say how it read this problem.' });
  const conflict = goalConflict(written, solved);
  if (conflict)
    return result(solved.type, { reading: { latex: solved.reading.latex, target: null }, reason: `${conflict}.` });
  // Words of the problem read as variables ("the · expression · …") mean the reading is not the problem.
  const words = [...solved.reading.latex.matchAll(/\\mathit\{([A-Za-z]{3,})\}/g)]
    .map((m) => m[1] as string)
    // A name written as math (alpha**2, 2*rate) is the problem's own variable; a word among words is not.
    // A name that is not in the problem at all was made by the reading ("x√(…)" run together as "xsqrt").
    .filter(
      (w) =>
        !new RegExp(String.raw`\b${w}\b`, 'i').test(written) ||
        new RegExp(String.raw`(?:^|[A-Za-z,.:]\s+)${w}(?=\s+[A-Za-z(]|\s*$)`, 'i').test(written),
    );
  // A chat word read as a variable ("x + 1 = x + 2 lol") is never the problem's own name.
  for (const m of solved.reading.latex.matchAll(/\\mathit\{([A-Za-z]{2,})\}/g)) {
    if (CHAT_WORDS.test(m[1] as string)) words.push(m[1] as string);
  }
  // "+ four" read as f·o·u·r: a number or operation said in words, spelled out as a product of letters.
  for (const m of solved.reading.latex.matchAll(/\b[a-z](?:(?:\s*\\cdot\s*|\s+)[a-z]\b){2,}/gi)) {
    const spelled = m[0].replace(/\\cdot|\s/g, '');
    if (SAID_WORDS.test(spelled) && new RegExp(String.raw`\b${spelled}\b`, 'i').test(written)) words.push(spelled);
  }
  if (words.length > 0) {
    return result(solved.type, {
      reading: { latex: solved.reading.latex, target: null },
      reason: `It read the words ${[...new Set(words)].join(', ')} as variables, so the engine gives no answer to it.`,
    });
  }
  // Against the problem as rewritten for the solvers and as written (in plain notation): a rewrite may not lose a number.
  const missing = [
    ...new Set([...numbersLeftOut(problem, solved.reading.latex), ...numbersLeftOut(written, solved.reading.latex)]),
  ];
  if (missing.length === 0) return solved;
  return result(solved.type, {
    reading: { latex: solved.reading.latex, target: null },
    reason: `Its reading of the problem (the input interpretation) leaves out ${missing.join(', ')}, so the engine gives no answer to it.`,
  });
}
