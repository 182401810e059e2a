/**
 * A question asked of a function told in a story: "The height of a ball is h(t) = −16t² + 48t + 4 feet after t
 * seconds. What is the maximum height it reaches?", "A taxi charges C(m) = 3.5 + 2.25m dollars. How much does a
 * 12-mile trip cost?". The one definition f(v) = … is the math; the question asks for its greatest or least value,
 * where that happens, or its value at the one number the question names.
 */

const MATH_WORDS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'ln', 'exp', 'abs', 'pi']);
const MAX = /\b(?:maximum|max|greatest|highest|largest|biggest|peak|most)\b/i;
const MIN = /\b(?:minimum|min|least|lowest|smallest|fewest)\b/i;
const WHEN =
  /\b(?:when|what time|for (?:how many|what)|which value|after how (?:long|many)|how (?:long|many \w+) (?:after|until|does it take)|at what (?:time|value|\w+ of))\b/i;

/** The definition's right-hand side: its math up to the first word that is not math ("feet", "dollars"). */
function bodyAfter(text: string): string | null {
  const words = text.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    const letters = word.match(/[a-z]{2,}/gi) ?? [];
    if (letters.some((l) => !MATH_WORDS.has(l.toLowerCase()))) break;
    kept.push(word);
    // A sentence's end or a comma ends the math too.
    if (/[,;]$|\.$/.test(word)) break;
  }
  const body = kept
    .join(' ')
    .replace(/[,;.]+$/, '')
    .trim();
  return /[a-z]/i.test(body) && /^[-+*/^()²³.\d\s\w√·−]+$/.test(body) ? body : null;
}

/** Words that compare the function's value with the question's number. */
const VALUE_ASKED =
  /\b(?:reach|reaches|reached|hit|hits|equal|equals|exceed|exceeds|above|below|over|under|higher|greater|more|lower|less|fewer|at least|at most|become|becomes|get to|gets to)\b/i;

/** The relation the question asks between the function's value and its number, when it asks for the input. */
function valueRelation(question: string): string | null {
  const asksInput = WHEN.test(question) || /\b(?:which|what) values?\b|\bhow (?:long|many \w+)\b/i.test(question);
  if (!asksInput) return null;
  if (/\bat least\b|\bor more\b/i.test(question)) return '>=';
  if (/\bat most\b|\bor less\b/i.test(question)) return '<=';
  if (/\b(?:higher|greater|more|above|over|taller|exceeds?|bigger|larger)\b/i.test(question)) return '>';
  if (/\b(?:lower|less|below|under|fewer|shorter|smaller)\b/i.test(question)) return '<';
  if (/\b(?:reach|reaches|hit|hits|equals?|become|becomes|get to|gets to|be|is)\b/i.test(question)) return '=';
  return null;
}

export function functionStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 600) return null;
  const definitions = [...t.matchAll(/\b([A-Za-z])\s*\(\s*([a-z])\s*\)\s*=\s*/g)];
  // One statement only: a second equation (a(1) = 1) or a call in the definition (a(n − 1)) is another problem.
  if (definitions.length !== 1 || (t.match(/=/g) ?? []).length !== 1) return null;
  const [whole, name, v] = definitions[0] as unknown as [string, string, string];
  const start = (definitions[0]?.index ?? 0) + whole.length;
  const body = bodyAfter(t.slice(start));
  if (!body || /[A-Za-z]\s*\(/.test(body.replace(/\b(?:sqrt|sin|cos|tan|log|ln|exp|abs)\s*\(/g, ''))) return null;
  // The question is the last sentence of what is left once the definition is taken out.
  const rest = `${t.slice(0, definitions[0]?.index ?? 0)} ${t.slice(start + body.length)}`.replace(/\s+/g, ' ');
  const question =
    rest
      .split(/(?<=[.?!])\s+/)
      .filter((s) => /[a-z]/i.test(s))
      .at(-1)
      ?.trim() ?? '';
  if (!/\?$|^(?:find|what|how|when|determine|calculate)\b/i.test(question)) return null;
  const defined = `${name}(${v}) = ${body}`;
  // "at least 160" compares with a number; it asks for no least value.
  const bare = question.replace(/\bat (?:least|most)\b/gi, '');
  const extreme = MAX.test(bare) ? 'maximum' : MIN.test(bare) ? 'minimum' : null;
  if (extreme && WHEN.test(question)) return `Find the axis of symmetry of ${defined}`;
  if (extreme) return `Find the ${extreme} value of ${defined}`;
  const numbers = question.match(/-?\d+(?:\.\d+)?/g) ?? [];
  // The question names a number in words ("after 4 years"), never math of its own (f(f(2)), 2 + 3).
  if (numbers.length !== 1 || /[()=^*/+]/.test(question)) return null;
  const number = numbers[0] as string;
  // "When does it reach 80 °C?", "For which t is it higher than 16 m?": the number is a value of the function.
  const relation = valueRelation(question);
  if (relation) return `Solve ${body} ${relation} ${number} for ${v}`;
  if (WHEN.test(question) || VALUE_ASKED.test(question)) return null;
  return `Let ${defined}. What is ${name}(${number})?`;
}
