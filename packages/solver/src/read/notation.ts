/** Notation passes of the reader: each turns one way of writing math into the plain syntax the solvers read. */

/** $7A_{16}$, $1101_2 + 1011_2$: numerals with their base are not LaTeX to parse (7A is not 7·A). */
export const baseNumerals = (text: string) =>
  text.replace(
    /\$\s*((?:[0-9A-Za-z]+_\{?\d+\}?)(?:\s*(?:[-+*×·]|\\times|\\cdot)\s*[0-9A-Za-z]+_\{?\d+\}?)*)\s*\$/g,
    (_, inner: string) => inner.replace(/_\{(\d+)\}/g, '_$1').replace(/\\times|\\cdot|×|·/g, '*'),
  );

/** "2 1/2" is two and a half. */
export const mixedNumbers = (text: string) =>
  text
    // (A sentence's full stop may follow: "7 1/4." is still seven and a quarter.)
    .replace(/(?<![\d./*^)])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d(]|\.\d)/g, '($1 + $2/$3)')
    // 2\tfrac{1}{2} comes out of the LaTeX reader as 2((1)/(2)).
    .replace(/(?<![\d./*^)])(\d+)\s*\(\((\d+)\)\/\((\d+)\)\)/g, '($1 + $2/$3)');

/** |x - 3| is abs(x - 3), innermost bars first. */
export function absoluteBars(text: string): string {
  let out = text;
  for (let k = 0; k < 10 && /\|[^|]+\|/.test(out); k++) out = out.replace(/\|([^|]+)\|/, 'abs($1)');
  return out;
}

/** log_2(x), log2 x, log_{10}(x), "log base 3 of x": a logarithm to a base as ln(x)/ln(b). */
export function logBases(text: string): string {
  const base = /\blog\s*(?:_\s*\{?\s*(\d+(?:\.\d+)?)\s*\}?|(2|10)(?=\s*\()|\s+base\s+(\d+)\s+of)\s*/g;
  let out = '';
  let at = 0;
  for (const m of text.matchAll(base)) {
    const b = m[1] ?? m[2] ?? m[3];
    const start = (m.index ?? 0) + m[0].length;
    let end = start;
    if (text[start] === '(') {
      let depth = 0;
      for (; end < text.length; end++) {
        depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
        if (depth === 0) break;
      }
      end++;
    } else end = start + (/^[\w.]+/.exec(text.slice(start))?.[0].length ?? 0);
    if (end <= start) continue;
    out += `${text.slice(at, m.index)}(log(${text.slice(start, end)})/log(${b}))`;
    at = end;
  }
  return out + text.slice(at);
}

const FRACTION = String.raw`\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?`;
/** A fraction or mixed number beside a division, as one number: "(3 + 1/4)", "(2/5)". */
const grouped = (whole: string | undefined, fraction: string) => (whole ? `(${whole} + ${fraction})` : `(${fraction})`);

/**
 * "7/8 ÷ 3/4", "3 1/4 ÷ 2/5", "6 ÷ 2/3", "2 1/2 divided by 1/4": a fraction or mixed number on either side of a
 * division is one number (before ÷ becomes a slash that would chain them: 6 ÷ 2/3 is 9, never (6/2)/3).
 */
export const fractionsAroundDivision = (text: string) =>
  text
    // "2 1/2 divided by 1/4": a mixed number divided (the words alone are read elsewhere).
    .replace(
      new RegExp(String.raw`(?<=\b\d+\s+${FRACTION}\s+)divided\s+(?:by|with)\s+(?=(?:\d+\s+)?${FRACTION})`, 'gi'),
      '÷ ',
    )
    .replace(
      new RegExp(String.raw`(?<![\d./])(?:(\d+)\s+)?(${FRACTION})(\s*÷)`, 'g'),
      (_, whole: string | undefined, fraction: string, op: string) => `${grouped(whole, fraction)}${op}`,
    )
    .replace(
      new RegExp(String.raw`(÷\s*)(?:(\d+)\s+)?(${FRACTION})(?!\d|\.\d|\s*\/)`, 'g'),
      (_, op: string, whole: string | undefined, fraction: string) => `${op}${grouped(whole, fraction)}`,
    );

/** arcsin, arccos, arctan (and sin^-1 typed as such) in the engine's names. */
export const arcNames = (text: string) =>
  text
    .replace(/\barc(sin|cos|tan|sec|csc|cot)\b/gi, (_, f: string) => `a${f.toLowerCase()}`)
    .replace(/\b(sin|cos|tan)\s*\^\s*\(?-1\)?/g, 'a$1');

/** 38,499 and 3,645,210 are single numbers (a list is written with spaces after its commas). */
export const thousands = (text: string) =>
  text.replace(/(?<![\d.(,])\d{1,3}(?:,\d{3})+(?![\d)]|,\d)/g, (n) => n.replace(/,/g, ''));

/** sin^2(x) and sin^2 x are (sin x)^2. */
/** "2 1/3 x 1 1/2", "4 x 5": an x standing between numbers, and nowhere else as a letter, is a times sign. */
export function timesLetter(text: string): string {
  const between = /(?<=\d)\s+x\s+(?=\d)/g;
  const elsewhere = text.replace(between, ' ').match(/(?<![A-Za-z])x(?![A-Za-z])/);
  return elsewhere ? text : text.replace(between, ' * ');
}

/** "sinx", "lnx", "3x lnx": a function name run into its variable ("cost", "secs" are words, not cos t). */
export const gluedFunctions = (text: string) =>
  text.replace(
    /\b(sin|cos|tan|sec|csc|cot|ln|log|sqrt|exp)([xyzuvwθ]|t(?<!cost|sect))\b/g,
    (whole: string, f: string, v: string) => `${f}(${v})`,
  );

export const trigPowers = (text: string) =>
  text
    .replace(/(?<![a-z])(sin|cos|tan|sec|csc|cot|sinh|cosh|tanh)\s*\^\s*\(?(\d+)\)?\s*\(([^()]*)\)/g, '$1($3)^$2')
    .replace(/(?<![a-z])(sin|cos|tan|sec|csc|cot)\s*\^\s*\(?(\d+)\)?\s*([a-z])\b/g, '$1($3)^$2');

/** Σ and ∏ typed as symbols are the LaTeX operators the parser reads. */
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
export const bigOperators = (text: string) =>
  text
    .replace(/[Σ∑]\s*(?=_)/g, '\\sum')
    .replace(/∏\s*(?=_)/g, '\\prod')
    // 101₂: a numeral's base written as a subscript; aₙ₋₁: a term's index.
    .replace(/(?<=[0-9A-Za-z])([₀-₉ₙₖᵢₘ₊₋]+)(?![₀-₉ₙₖᵢₘ₊₋])/g, (marks: string) => {
      const plain = [...marks]
        .map((c) => ({ ₙ: 'n', ₖ: 'k', ᵢ: 'i', ₘ: 'm', '₊': '+', '₋': '-' })[c] ?? String(SUBSCRIPT_DIGITS.indexOf(c)))
        .join('');
      return /^\d+$/.test(plain) ? `_${plain}` : `_{${plain}}`;
    })
    // ∫₁^e: a subscript lower limit is the limit _1 (₋ for a minus sign).
    .replace(
      /∫\s*(₋?[₀-₉]+)(?=\s*\^)/g,
      (_, digits: string) => `∫_{${[...digits].map((c) => (c === '₋' ? '-' : SUBSCRIPT_DIGITS.indexOf(c))).join('')}}`,
    );

/** a_{n+1}, a_n, a_1 in a text about a sequence (one with an n subscript) are the terms a(n+1), a(n), a(1). */
export function sequenceTerms(text: string): string {
  if (!/(?<![A-Za-z])[a-zA-Z]_(?:n\b|\{\s*n\s*[-+}]|\(\s*n\s*[-+)])/.test(text)) return text;
  return text.replace(
    /(?<![A-Za-z])([a-zA-Z])_(?:\{([^{}]+)\}|\(([^()]+)\)|(\d+|n)\b)/g,
    (_, name: string, a?: string, b?: string, c?: string) => `${name}(${(a ?? b ?? c ?? '').replace(/\s+/g, '')})`,
  );
}

/** ½, ⅔, ¾: the fraction written out (a whole number before it makes a mixed number: 2½ is 2 1/2). */
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
export const vulgarFractions = (text: string) =>
  text.replace(/(\^\s*)?(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, power: string | undefined, whole: string, f: string) =>
    // 2½ is the mixed number 2 1/2; 9^½ is 9^(1/2).
    power
      ? `^(${whole ? `${whole} + ` : ''}${VULGAR[f] ?? f})`
      : whole
        ? `${whole} ${VULGAR[f] ?? f}`
        : (VULGAR[f] ?? f),
  );

/** 0.\overline{27}, 1.2\overline{3}, 0.(3), "0.3 repeating": a repeating decimal as its exact fraction. */
export function repeatingDecimals(text: string): string {
  const exact = (whole: string, fixed: string, repeat: string) => {
    const period = 10n ** BigInt(repeat.length) - 1n;
    const shift = 10n ** BigInt(fixed.length);
    let n = BigInt(whole || '0') * shift * period + BigInt(fixed || '0') * period + BigInt(repeat);
    let d = shift * period;
    const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
    const k = g(n, d);
    [n, d] = [n / k, d / k];
    return `(${n}/${d})`;
  };
  return (
    text
      .replace(/(\d*)\.(\d*)\s*\\(?:overline|bar|dot)\s*\{(\d{1,12})\}/g, (_, w: string, f: string, r: string) =>
        exact(w, f, r),
      )
      // 0.1(6) means repeating only where a fraction or repetition is the subject; elsewhere 0.5(8) is a product.
      .replace(/(\d*)\.(\d*)\((\d{1,12})\)/g, (whole: string, w: string, f: string, r: string) =>
        /fraction|repeat|recurr/i.test(text) ? exact(w, f, r) : whole,
      )
      .replace(/\b(\d*)\.(\d{0,11}?)(\d{1,12}) (?:repeating|recurring)\b/gi, (_, w: string, f: string, r: string) =>
        exact(w, f, r),
      )
  );
}

/** f′(x) and f’(2): the prime mark typed with a Unicode prime or a typographic apostrophe. */
export const primes = (text: string) =>
  text.replace(/(?<=[A-Za-z])[′’](?=[′’']?\s*\()/g, "'").replace(/(?<=[A-Za-z]')[′’]/g, "'");

/** "[2 1; 5 3]", "(1 2; 3 4)": rows split by semicolons, entries by spaces or commas, as [[2, 1], [5, 3]]; "|3 8; 4 6|" is its determinant. */
export function semicolonMatrices(text: string): string {
  const entry = String.raw`-?\d+(?:\.\d+)?(?:/\d+)?`;
  const row = String.raw`${entry}(?:\s*,?\s+${entry}|\s*,\s*${entry})+`;
  const matrix = new RegExp(String.raw`([\[(|])\s*(${row}(?:\s*;\s*${row})+)\s*([\])|])`, 'g');
  return text.replace(matrix, (whole, open: string, body: string, close: string) => {
    if ((open === '|') !== (close === '|')) return whole;
    const rows = body.split(/\s*;\s*/).map((r) => r.trim().split(/\s*,\s*|\s+/));
    if (rows.some((r) => r.length !== (rows[0] as string[]).length)) return whole;
    const written = `[${rows.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
    return open === '|' ? `the determinant of ${written}` : written;
  });
}

/** "3^{45} \\bmod 7", "a \\pmod{7}": the remainder, written as the engine reads it. */
export const latexModulo = (text: string) =>
  text.replace(/\\bmod\b/g, ' mod ').replace(/\\pmod\s*\{([^{}]+)\}/g, ' mod $1');

/** ${}_{9}P_{4}$, _9C_4, ₉P₄, ^9C_4: the count with its numbers on either side of the letter, as P(9, 4). */
export const prefixedCounting = (text: string) => countsInArithmetic(prefixedCounts(text));

const COUNT = /\b([PC])\((\d{1,3}), (\d{1,3})\)/g;

/** "C(9, 4) − P(7, 2)": counts inside arithmetic written with factorials, which the arithmetic reader evaluates. */
function countsInArithmetic(text: string): string {
  if (!/\b[PC]\(\d{1,3}, \d{1,3}\)\s*[-+*/]|[-+*/]\s*[PC]\(\d{1,3}, \d{1,3}\)/.test(text)) return text;
  return text.replace(COUNT, (whole: string, letter: string, n: string, k: string) => {
    const rest = Number(n) - Number(k);
    if (rest < 0) return whole;
    return letter === 'C' ? `${n}!/(${k}!*${rest}!)` : `${n}!/${rest}!`;
  });
}

const prefixedCounts = (text: string) =>
  text
    // Beside a prefixed P or C, \binom{9}{4} is written the same way, so that one reader reads the whole segment.
    .replace(
      /\\binom\s*\{\s*(\d{1,4})\s*\}\s*\{\s*(\d{1,4})\s*\}/g,
      (whole: string, n: string, k: string, _at: number, all: string) =>
        /\{\s*\}\s*\^|[_^]\s*\{?\s*\d{1,4}\s*\}?\s*[PC]\s*_/.test(all) ? `C(${n}, ${k})` : whole,
    )
    .replace(
      /(?:\{\s*\}\s*)?[_^]\s*\{?\s*(\d{1,4})\s*\}?\s*([PC])\s*_\s*\{?\s*(\d{1,4})\s*\}?/g,
      (_, n: string, letter: string, k: string) => `${letter}(${n}, ${k})`,
    )
    .replace(/([₀-₉]{1,4})\s*([PC])\s*([₀-₉]{1,4})/g, (_, n: string, letter: string, k: string) => {
      const digits = (s: string) => [...s].map((c) => String(c.charCodeAt(0) - 0x2080)).join('');
      return `${letter}(${digits(n)}, ${digits(k)})`;
    });
