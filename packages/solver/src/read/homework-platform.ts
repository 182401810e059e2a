/**
 * What an online homework page or a photographed worksheet adds around a problem: "Question 3 of 20", "Points: 2",
 * "Submit", "Check answer", a problem number on its own line, and words broken across lines by a hyphen ("per-
 * centage"). None of it is part of the problem.
 */

import { isFormRemark } from './courtesy';
import { drawnLayout } from './drawn-layout';

const CHROME_LINE =
  /^(?:question\s+\d{1,3}\s+of\s+\d{1,3}|points?\s*:?\s*\d+(?:\.\d+)?(?:\s*(?:pts?|points?))?|\d+(?:\.\d+)?\s*(?:pts?|points?)|submit(?: answer)?|check(?: my)? answer|save(?: answer)?|next(?: question)?|previous(?: question)?|score\s*:.*|attempts?(?: left| remaining)?\s*:?\s*\d*(?:\s*of\s*\d+)?|clear all|help me solve this|view an example|get more help\.?)$/i;

/** A problem's number alone on a line: "12", "7.", "Q 9", "Q7", "Problem 4", "Exercise 3b". */
const NUMBER_LINE =
  /^(?:q(?:uestion)?\s*\.?\s*\d{1,3}[a-z]?|\d{1,3}[a-z]?|problem\s+\d{1,3}[a-z]?|exercise\s+\d{1,3}[a-z]?)\s*[.):]?$/i;

const CONTINUING =
  /^(?:where|when|whose|which|that|if|and|or|of|to|from|with|at|in|on|for|by|is|are|than|between|per|then|as|into|about)\s/;

export function platformChrome(text: string): string {
  if (!/\n|question\s+\d|points?\s*:/i.test(text)) return text;
  // "per-\ncentage", "div-\nided": a word the line broke, joined again.
  const joined = text.replace(/([A-Za-z])-[ \t]*\r?\n[ \t]*([a-z])/g, '$1$2');
  const lines = drawnLayout(
    joined
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !CHROME_LINE.test(line)),
  );
  if (lines.length > 1 && NUMBER_LINE.test(lines[0] as string)) lines.shift();
  // A sentence the page broke across lines ("… at the point" / "where x = 2."): the next line goes on from a joining word.
  for (let i = lines.length - 1; i > 0; i--) {
    if (!/[.?!:;]$/.test(lines[i - 1] as string) && CONTINUING.test(lines[i] as string)) {
      lines.splice(i - 1, 2, `${lines[i - 1]} ${lines[i]}`);
    }
  }
  // A last line that only says how to type the answer: "Type an exact answer.", "(Type integers or fractions.)".
  while (lines.length > 1 && isFormRemark(lines[lines.length - 1] as string)) lines.pop();
  // "Question 6 of 12" or "Points: 1" at the end of the problem's own line.
  const last = lines.length - 1;
  if (last >= 0)
    lines[last] = (lines[last] as string).replace(
      /\s+(?:question\s+\d{1,3}\s+of\s+\d{1,3}|points?\s*:\s*\d+)\s*$/i,
      '',
    );
  // A line that ends without a stop before a question on the next line ("… 66, 58" / "Find the lower quartile").
  return lines
    .map((line, i) =>
      /[\w)]$/.test(line) &&
      /^(?:find|what|how|calculate|determine|work out|give|which|is|are)\b/i.test(lines[i + 1] ?? '')
        ? `${line}.`
        : line,
    )
    .join('\n');
}
