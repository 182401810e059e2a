import { isNumberWord, spokenNumbers } from './spoken-numbers';

/**
 * Math said aloud, as voice dictation writes it: "solve x squared minus five x plus six equals zero", "the square
 * root of the quantity x plus three", "x squared minus nine all over x minus three", "sine of two x", "f of g of
 * three", "the points one comma two and seven comma ten", with the fillers and corrections of speech ("um", "nine
 * no wait ten"). Written in the notation the rest of the reader takes; null when nothing in it was spoken math.
 */

const SPOKEN =
  /\b(?:plus|minus|times|equals|squared|cubed|over|divided|root|power|point|negative|comma|approaches|goes to|quantity|sine|cosine|tangent|log base|paren|um+|uh+|no sorry|no wait|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)\b/i;

/** "um", "uh", and "okay so" at the start: sounds, not words of the problem. */
function withoutFillers(text: string): string {
  return text
    .replace(/\b(?:u+m+|u+h+|e+r+m*|h+m+)\b,?/gi, ' ')
    .replace(/^\s*(?:(?:okay|ok|alright|right|so|and)\b[,\s]*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const CORRECTION = /^(?:no sorry|sorry no|no wait|wait no|no no|sorry i mean|i mean|no i mean|sorry|actually)$/i;

/**
 * "choose three people from nine no wait ten": the number before the correction replaced by the one after; "as a
 * mixed no sorry as an improper fraction": the words from the repeated one on replaced.
 */
function corrected(text: string): string {
  let words = text.split(' ');
  for (let pass = 0; pass < 3; pass++) {
    let at = -1;
    let span = 0;
    for (let i = 0; i < words.length && at < 0; i++) {
      for (const n of [3, 2, 1]) {
        if (CORRECTION.test(words.slice(i, i + n).join(' ')) && i > 0 && i + n < words.length) {
          at = i;
          span = n;
          break;
        }
      }
    }
    if (at < 0) break;
    const after = words[at + span] as string;
    let from = at;
    if (isNumberWord(after) || /^-?\d/.test(after)) {
      while (from > 0 && (isNumberWord(words[from - 1] as string) || /^\d/.test(words[from - 1] as string))) from--;
    } else {
      const again = words.slice(Math.max(0, at - 8), at).lastIndexOf(after);
      from = again < 0 ? at : Math.max(0, at - 8) + again;
    }
    words = [...words.slice(0, from), ...words.slice(at + span)];
  }
  return words.join(' ');
}

const FUNCTIONS: Record<string, string> = {
  sine: 'sin',
  cosine: 'cos',
  tangent: 'tan',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
};

/** Words for signs and operations, in the order they are tried (longer phrases first). */
const OPERATORS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/\b(?:is )?greater than or equal to\b|\bis at least\b/gi, ' >= '],
  [/\b(?:is )?less than or equal to\b|\bis at most\b/gi, ' <= '],
  [/\bis (?:greater|bigger|more) than\b/gi, ' > '],
  [/\bis (?:less|smaller) than\b/gi, ' < '],
  [/\b(?:is equal to|equals)\b/gi, ' = '],
  [/\bplus\b/gi, ' + '],
  [/\bminus\b/gi, ' - '],
  [/\bnegative\s+/gi, ' -'],
  // "three times as many", "five times more": a comparison of amounts, not a product written out.
  [
    /\b(?:times(?! (?:as|more|less|larger|smaller|bigger|greater|longer|shorter|heavier|older|younger|faster|slower)\b)|multiplied by)\b/gi,
    ' * ',
  ],
  [/\bdivided (?:by|with)\b/gi, ' / '],
  [/\s*\bsquared\b/gi, '^2 '],
  [/\s*\bcubed\b/gi, '^3 '],
  [/\s*\bto the power of (-?\d+(?:\.\d+)?|[a-z])\b(?!\s*\/)/gi, '^$1 '],
  [/\s*\bto the power of (-?\d+\s*\/\s*\d+)/gi, '^($1) '],
  [/\s*\bto the (\d+)(?:st|nd|rd|th)(?: power)?\b/gi, '^$1 '],
  [/\s*\bto the (\d+) ?([a-z])\b/gi, '^($1$2) '],
  [/\s*\bto the ([a-z])\b/gi, '^$1 '],
  [/\b(?:the )?square root of\b/gi, ' sqrt '],
  [/\b(?:the )?cube root of\b/gi, ' cbrt '],
  [/\b(?:the )?absolute value of\b/gi, ' abs '],
  [/\b(?:the )?natural log(?:arithm)? of\b/gi, ' ln '],
  [/\b(?:the )?log base (\d+|[a-z]) of\b/gi, ' log_$1 '],
  [/\b(?:the )?(sine|cosine|tangent|sin|cos|tan) of\b/gi, (_w, f) => ` ${FUNCTIONS[f.toLowerCase()]} `],
  [/\bopen (?:paren(?:thesis)?|bracket)\b/gi, ' ( '],
  [/\bclose (?:paren(?:thesis)?|bracket)\b/gi, ' ) '],
  [/(-?\d+(?:\.\d+)?)\s+comma\s+(-?\d+(?:\.\d+)?)/gi, '($1, $2)'],
  [/\bthe quantity\b/gi, ' ⟦ '],
  [/\ball over\b/gi, ' allover '],
];

const LEFT_OVER =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|squared|cubed|plus|minus|equals|quantity)\b|⟦/i;
const COMPARATOR = /^(?:=|<|>|<=|>=)$/;
const MATH_TOKEN =
  /^(?:[-+*/=<>^()]|<=|>=|⟦|over|allover|-?\d+(?:\.\d+)?(?:\/\d+)?[a-z]?(?:\^\S+)?|-?[b-z](?:\^\S+)?|-?(?:sqrt|cbrt|abs|ln|log(?:_\w+)?|sin|cos|tan)|pi|e(?:\^\S+)?|\(-?\d+(?:\.\d+)?,|-?\d+(?:\.\d+)?\))$/i;
const FUNCTION_TOKEN = /^-?(?:sqrt|cbrt|abs|ln|log(?:_\w+)?|sin|cos|tan)$/i;

/** Functions whose argument, said aloud, often runs on past the first term ("the absolute value of 3x minus 4"). */
const SPANNING = /^-?(?:sqrt|cbrt|abs)$/i;

/** A term with a function before it applied to it: "sqrt 50" → "sqrt(50)", "sin 2x" → "sin(2x)". */
function applied(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i] as string;
    const next = out[0];
    // "the absolute value of three x minus four": |3x − 4| or |3x| − 4 cannot be told apart without "the quantity".
    if (SPANNING.test(t) && next !== undefined && !next.startsWith('(') && /^[-+]$/.test(out[1] ?? ''))
      throw new Ambiguous();
    if (FUNCTION_TOKEN.test(t) && next !== undefined && !/^[-+*/=<>^]$/.test(next)) {
      const arg = next.startsWith('(') && next.endsWith(')') ? next : `(${next})`;
      const name = t.replace(/^(-?)log_(\w+)$/i, '$1log_$2');
      out[0] = `${name}${arg}`;
    } else out.unshift(t);
  }
  return out;
}

/**
 * "⟦ x + 3": a quantity, from its word to the operator before the next quantity, or to the end of the part; a power
 * said inside it ("the quantity x plus three to the fourth") closes it and raises all of it: (x + 3)^4.
 */
function grouped(tokens: string[]): string[] {
  const opens = tokens.flatMap((t, i) => (t === '⟦' ? [i] : []));
  if (opens.length === 0) return applied(tokens);
  const first = opens[0] as number;
  const close = opens[1] !== undefined ? (opens[1] as number) - 1 : tokens.length;
  const body = tokens.slice(first + 1, close).filter((t) => t !== '⟦');
  const powered = body.findIndex((t, i) => i > 0 && /^[^(^]+\^\S+$/.test(t));
  if (powered > 0) {
    const [, base, power] = /^([^^]+)(\^\S+)$/.exec(body[powered] as string) as RegExpExecArray;
    const group = `(${grouped([...body.slice(0, powered), base as string]).join(' ')})${power}`;
    return applied([
      ...tokens.slice(0, first),
      group,
      ...grouped([...body.slice(powered + 1), ...tokens.slice(close)]),
    ]);
  }
  const group = `(${grouped(body).join(' ')})`;
  return applied([...tokens.slice(0, first), group, ...grouped(tokens.slice(close))]);
}

/** "x squared minus nine over x minus three" may mean either grouping: said aloud, it has no one reading. */
class Ambiguous extends Error {}
const sums = (side: string[]) => side.some((t, i) => i > 0 && (t === '+' || t === '-'));

/**
 * One side of a comparison: "A all over B" is the fraction of all of A over all of B; "A over B" only between single
 * terms ("sine of 5x over x"), and no reading when a sum stands on either side of it.
 */
function part(tokens: string[]): string {
  const over = tokens.findIndex((t) => t === 'over' || t === 'allover');
  if (over <= 0 || over === tokens.length - 1)
    return grouped(tokens.filter((t) => t !== 'over' && t !== 'allover')).join(' ');
  if (tokens[over] === 'over' && (sums(tokens.slice(0, over)) || sums(tokens.slice(over + 1)))) throw new Ambiguous();
  const wrap = (side: string[]) => {
    const text = grouped(side).join(' ');
    return side.length === 1 ? text : `(${text})`;
  };
  return `${wrap(tokens.slice(0, over))}/${part(tokens.slice(over + 1)).replace(/^(.*\s.*)$/, '($1)')}`;
}

/** A run of math tokens between words: split at its signs of comparison, each side read as one expression. */
function segment(tokens: string[]): string {
  const sides: string[][] = [[]];
  const signs: string[] = [];
  for (const t of tokens) {
    if (COMPARATOR.test(t)) {
      signs.push(t);
      sides.push([]);
    } else sides.at(-1)?.push(t);
  }
  return sides.map((side, i) => `${part(side)}${signs[i] ? ` ${signs[i]} ` : ''}`).join('');
}

/** "the matrix with rows 3 5 and 2 4", "with first row 4 7 and second row 2 6": the matrix written out. */
function matrices(text: string): string {
  return text.replace(
    /\b(?:the )?(?:\d+ by \d+ )?matrix with (?:rows |first row )((?:-?\d+(?:\.\d+)?(?:\/\d+)? )+)and (?:second row )?((?:-?\d+(?:\.\d+)?(?:\/\d+)?(?: |$))+)/gi,
    (whole, a: string, b: string) => {
      const [r1, r2] = [a.trim().split(' '), b.trim().split(' ')];
      return r1.length === r2.length ? `[[${r1.join(', ')}], [${r2.join(', ')}]] ` : whole;
    },
  );
}

export function spokenMath(text: string): string | null {
  if (text.length > 600 || !SPOKEN.test(text) || /\\|\$/.test(text)) return null;
  // Punctuation stands apart from the words it follows ("four." is the number four, then a full stop).
  const apart = text.replace(/[?!.]+\s*$/, '').replace(/([A-Za-z])([.,;:?!])(?=\s|$)/g, '$1 $2');
  let t = spokenNumbers(corrected(withoutFillers(apart)));
  for (const [pattern, to] of OPERATORS) t = t.replace(pattern, to as string);
  t = t.replace(/\s+/g, ' ');
  // "f of g of 3": the functions applied, the inner one first.
  for (let k = 0; k < 3; k++)
    t = t.replace(/\b([fgh]) of ([fgh]\([^()]*\)|-?\d+(?:\.\d+)?(?:\/\d+)?|[a-z](?![\w(])(?! of\b))/g, '$1($2)');
  // "2 x", "3 i": a number before a letter multiplies it.
  t = t.replace(/(?<![_\d.])(\d+(?:\.\d+)?) ([b-z])\b(?![a-z(])/gi, '$1$2');
  t = matrices(t)
    // Digits said one by one before a base: "1 0 1 1 0 base 2".
    .replace(/\b(\d(?: \d)+)(?= (?:base|in base|in binary|from binary|binary))/gi, (run: string) =>
      run.replace(/ /g, ''),
    )
    // "2 and a half" was written "2 1/2": kept together through the list commas below.
    .replace(/\b(\d+) (1\/\d+)\b/g, '$1_$2')
    .replace(/\s+/g, ' ');
  t = t
    // "10 30 a m": a time of day.
    .replace(
      /\b(\d{1,2}) (\d{2}) ?([ap])\.? ?m\b\.?/gi,
      (_w, h: string, m: string, half: string) => `${h}:${m} ${half.toUpperCase()}M`,
    )
    .replace(/\b(\d{1,2}) ?([ap])\.? ?m\b\.?/gi, (_w, h: string, half: string) => `${h} ${half.toUpperCase()}M`)
    // "2 6 18 and so on": the list goes on.
    .replace(/\s+and so on\b/gi, ' ...')
    // Equations said one after another: "x + y = 6 then x - y = 1".
    .replace(/(=\s*-?[\w.]+) then (?=[-\w])/gi, '$1, ')
    // "f(x) is x + 1": a definition.
    .replace(/\b([fgh]\([a-z]\)) is\b/gi, '$1 =');
  // Numbers said one after another are a list ("the mean of 12 15 18 20 and 30", "then" between them).
  t = t
    .replace(/(-?\d+(?:\.\d+)?(?:\/\d+)?) then (?=-?\d)/gi, '$1, ')
    .replace(/(^|\s)(-?\d+(?:\.\d+)?(?:\/\d+)?)(?= -?\d+(?:\.\d+)?(?:\/\d+)?(?:\s|$|,))/g, '$1$2,');
  const tokens = t.split(' ').filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    if (!MATH_TOKEN.test(tokens[i] as string)) {
      out.push(tokens[i] as string);
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && MATH_TOKEN.test(tokens[j] as string)) j++;
    try {
      out.push(segment(tokens.slice(i, j)));
    } catch (error) {
      if (error instanceof Ambiguous) return null;
      throw error;
    }
    i = j;
  }
  const written = out
    .join(' ')
    .replace(/\s+([.,;:?!])(?=\s|$)/g, '$1')
    .replace(/_(?=1\/\d)/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/(?<![_\d.])(\d+(?:\.\d+)?) ([b-z])\b(?![a-z(])/gi, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  // A number word left unread means the text was not understood: no reading rather than a wrong one.
  if (written === text.trim() || LEFT_OVER.test(written)) return null;
  return sentences(written);
}

const ASKING =
  /\s+(?=(?:what|what's|find|solve|how|which|evaluate|calculate|compute|determine|give|write|express|round)\b)/i;

/**
 * Speech has no full stops: "f(x) = x + 1 what is f(3)" is a statement, then the question; "if …, find …" a
 * condition, then the question. "… simplified" at the end asks to simplify.
 */
function sentences(text: string): string {
  const at = ASKING.exec(text);
  let t = text;
  if (at && at.index > 0 && /[\d)a-z^]$/i.test(text.slice(0, at.index)) && /[=\d]/.test(text.slice(0, at.index))) {
    const [head, tail] = [text.slice(0, at.index), text.slice(at.index + at[0].length)];
    const join = /^(?:if|given|suppose|let)\b/i.test(head) ? ', ' : '. ';
    // "… give it as an improper fraction": an instruction on the form of the answer.
    t = `${head}${join}${tail.replace(/^[a-z]/, (c) => (join === '. ' ? c.toUpperCase() : c))}`;
    if (join === '. ' && !/[?]$/.test(t) && /^(?:what|how|which)\b/i.test(tail)) t += '?';
  }
  return t.replace(/^(.+?)\s+simplified$/i, 'Simplify $1');
}

const CUES =
  /\b(?:plus|minus|times(?! (?:as|more|less)\b)|equals|squared|cubed|over|divided by|square root|cube root|to the power|point (?:zero|one|two|three|four|five|six|seven|eight|nine)|negative|comma|the quantity|sine of|cosine of|tangent of|log base|[fgh] of [a-z]|approaches|goes to)\b/i;

/** Text dictated with no figures or signs in it, and math said aloud: its written form, or null. */
export function dictated(text: string): string | null {
  if (text.length > 600 || /[\d=+*/^<>()√∫$\\]/.test(text) || !CUES.test(text)) return null;
  return spokenMath(text);
}
