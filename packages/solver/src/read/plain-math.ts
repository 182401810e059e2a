// Math as people and models write it (LaTeX, Unicode, Markdown wrappers) turned into the plain syntax the
// engine parses: `x**2`-style powers as `^`, `sqrt(…)`, `pi`, `oo`. One reader for the engine's input, the answer
// checker and the grading scripts.

/** Marks set braces (`\{2, 3\}`, or `{2, 3}` in plain text) apart from LaTeX's grouping braces. */
export const SET_OPEN = '⟦';
export const SET_CLOSE = '⟧';

const FUNCTION_COMMANDS: Record<string, string> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  sec: 'sec',
  csc: 'csc',
  cot: 'cot',
  arcsin: 'asin',
  arccos: 'acos',
  arctan: 'atan',
  sinh: 'sinh',
  cosh: 'cosh',
  tanh: 'tanh',
  coth: 'coth',
  exp: 'exp',
  ln: 'log',
  log: 'log',
};

const SYMBOL_COMMANDS: Record<string, string> = {
  // Events: P(A ∩ B).
  cap: '∩',
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  pi: 'pi',
  infty: 'oo',
  le: '<=',
  leq: '<=',
  leqslant: '<=',
  ge: '>=',
  geq: '>=',
  geqslant: '>=',
  ne: '!=',
  neq: '!=',
  lt: '<',
  gt: '>',
  in: '∈',
  cup: '∪',
  emptyset: '∅',
  varnothing: '∅',
  pm: '±',
  vert: '|',
  lvert: '|',
  rvert: '|',
  mid: '|',
  left: '',
  right: '',
  big: '',
  Big: '',
  bigl: '',
  bigr: '',
  displaystyle: '',
  quad: ' ',
  qquad: ' ',
};

// Commands whose one argument is kept as it is (text, fonts, boxes).
const KEEP_ARGUMENT = new Set(['boxed', 'text', 'textrm', 'mathrm', 'mathbf', 'mathit', 'operatorname', 'mbox', 'bm']);

/** The braced group that opens at `at` (`{`), and the index after its closing brace; null when unbalanced. */
function group(s: string, at: number): [string, number] | null {
  if (s[at] !== '{') return null;
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return [s.slice(at + 1, i), i + 1];
  }
  return null;
}

/** The parenthesised group that opens at `at`, without its parentheses, and the index after it. */
function balancedParen(s: string, at: number): [string, number] | null {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return [s.slice(at + 1, i), i + 1];
  }
  return null;
}

/** An argument: a braced group, or one character (`\frac12`, `x^2`). */
function argument(s: string, at: number): [string, number] | null {
  let i = at;
  while (s[i] === ' ') i++;
  if (s[i] === '{') return group(s, i);
  if (i < s.length && s[i] !== '\\') return [s[i] as string, i + 1];
  return null;
}

/** LaTeX commands and groups to plain syntax, innermost arguments converted with their command. */
function fromLatexCommands(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (ch === '\\') {
      const name = /^\\([A-Za-z]+|.)/.exec(s.slice(i))?.[1] ?? '';
      let at = i + 1 + name.length;
      if (name === '{') out += SET_OPEN;
      else if (name === '}') out += SET_CLOSE;
      else if (name === ',' || name === ';' || name === '!' || name === ':' || name === ' ') out += ' ';
      else if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
        const top = argument(s, at);
        const bottom = top ? argument(s, top[1]) : null;
        if (top && bottom) {
          out += `((${fromLatexCommands(top[0])})/(${fromLatexCommands(bottom[0])}))`;
          at = bottom[1];
        }
      } else if (name === 'sqrt') {
        let index: string | null = null;
        if (s[at] === '[') {
          const close = s.indexOf(']', at);
          if (close > at) {
            index = s.slice(at + 1, close);
            at = close + 1;
          }
        }
        const radicand = argument(s, at);
        if (radicand) {
          const inner = fromLatexCommands(radicand[0]);
          out += index ? `((${inner})^(1/(${fromLatexCommands(index)})))` : `sqrt(${inner})`;
          at = radicand[1];
        }
      } else if (KEEP_ARGUMENT.has(name)) {
        const inner = argument(s, at);
        if (inner) {
          out += ` ${fromLatexCommands(inner[0])} `;
          at = inner[1];
        }
      } else if (name in FUNCTION_COMMANDS) out += ` ${FUNCTION_COMMANDS[name]} `;
      else if (name in SYMBOL_COMMANDS) out += ` ${SYMBOL_COMMANDS[name]} `;
      else out += ` ${name} `;
      i = at;
      continue;
    }
    if (ch === '^' || ch === '_') {
      // "^(x + 1)" is how people write an exponent in running text, even among TeX: the whole group.
      const paren = s[i + 1] === '(' ? balancedParen(s, i + 1) : null;
      const arg = paren ?? argument(s, i + 1);
      if (arg) {
        // Subscripts name things (x_1 is the variable x1); superscripts are powers.
        out += ch === '^' ? `^(${fromLatexCommands(arg[0])})` : fromLatexCommands(arg[0]);
        i = arg[1];
        continue;
      }
    }
    if (ch === '{') {
      const inner = group(s, i);
      if (inner) {
        out += `(${fromLatexCommands(inner[0])})`;
        i = inner[1];
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}

export const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
  ⁿ: 'n',
  ˣ: 'x',
  ʸ: 'y',
  ᵗ: 't',
  ᵏ: 'k',
};

/** √, ∛ and ∜ apply to what follows them: a parenthesised group (however nested), a number or a name. */
function radicals(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const root = text[i] as string;
    if (root !== '√' && root !== '∛' && root !== '∜') {
      out += root;
      continue;
    }
    let j = i + 1;
    while (text[j] === ' ') j++;
    let arg: string;
    if (text[j] === '(') {
      let depth = 0;
      let k = j;
      for (; k < text.length; k++) {
        if (text[k] === '(') depth++;
        else if (text[k] === ')' && --depth === 0) break;
      }
      arg = text.slice(j + 1, k);
      i = k;
    } else {
      arg = /^(?:\d+(?:\.\d+)?|[A-Za-z]\w*)/.exec(text.slice(j))?.[0] ?? '';
      i = j + arg.length - 1;
    }
    const inner = radicals(arg);
    // x√(x + 1) is x times the root: a name or number just before it is a factor, not part of a word.
    const times = /[A-Za-z0-9)]$/.test(out) ? '*' : '';
    out += root === '√' ? `${times}sqrt(${inner})` : `${times}((${inner})^(1/${root === '∛' ? 3 : 4}))`;
  }
  return out;
}

/** Unicode math to plain syntax: superscript powers, √ and ∛, π, ∞, the operator and relation signs. */
function fromUnicode(text: string): string {
  let s = text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿˣʸᵗᵏ]+/g, (run) => `^(${[...run].map((c) => SUPERSCRIPTS[c]).join('')})`);
  s = s
    .replace(/[−–—]/g, '-')
    .replace(/[×·⋅∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/≤|⩽/g, '<=')
    .replace(/≥|⩾/g, '>=')
    .replace(/≠/g, '!=')
    .replace(/π/g, ' pi ')
    .replace(/∞/g, 'oo')
    .replace(/ℝ/g, ' all real numbers ');
  s = radicals(s);
  // Full-width digits and letters, fraction characters (½ becomes 1⁄2) and the like.
  return s.normalize('NFKC').replace(/⁄/g, '/');
}

/** Markdown and TeX wrappers around an answer: **bold**, $…$, $$…$$, \(…\), \[…\]. */
function unwrap(text: string): string {
  return (
    text
      // x**2 is a power (SymPy's); the ** left over are Markdown bold.
      .replace(/([\w)\]])\s*\*\*\s*(?=[\w(.-])/g, '$1^')
      .replace(/\*\*|__/g, ' ')
      .replace(/\\\(|\\\)|\\\[|\\\]/g, ' ')
      .replace(/\$+/g, ' ')
  );
}

/**
 * Any of LaTeX, Unicode math and plain math, as plain math. Set braces are left as SET_OPEN/SET_CLOSE for the
 * answer reader; `forEngine` turns them into parentheses.
 */
/** The closing parenthesis that matches the one at `open`, or -1. */
function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** cbrt(u) is u^(1/3); log_2(u), log2(u), log_{10} u are ln u / ln b; "infinity" is oo. */
function namedForms(text: string): string {
  let s = text
    // 3.45e-4 as a calculator writes it: 3.45 × 10^(−4) (only a whole number after e, nothing glued around it).
    // (4e5 without a point or a sign is left alone: it is also a numeral in base 15 or 16.)
    .replace(/(?<![\w.^])(\d+\.\d+e[-+]?\d+|\d+e[-+]\d+)(?![\w.^(])/g, (n: string) =>
      n.replace(/e([-+]?\d+)/, '*10^($1)'),
    )
    .replace(/\b(minus|negative)\s+infinity\b/gi, '-oo')
    .replace(/\b(?:plus\s+|positive\s+)?infinity\b/gi, 'oo');
  for (let at = s.search(/(?<![a-z])cbrt\s*\(/i); at >= 0; at = s.search(/(?<![a-z])cbrt\s*\(/i)) {
    const open = s.indexOf('(', at);
    const close = matching(s, open);
    if (close < 0) break;
    s = `${s.slice(0, at)}((${s.slice(open + 1, close)})^(1/3))${s.slice(close + 1)}`;
  }
  return s.replace(
    /(?<![a-z])log(?:_\s*\(?\s*(\d+(?:\.\d+)?|e)(?![\d.])\s*\)?|(2|10)(?![\d.]))\s*(?:\(([^()]*)\)|(\d+(?:\.\d+)?|[a-z]\w*))/gi,
    (_, base?: string, short?: string, arg?: string, bare?: string) => `(log(${arg ?? bare})/log(${base ?? short}))`,
  );
}

/** \log_{b} u in LaTeX, before the commands are read (they would drop the subscript). */
const latexLogBase = (text: string) =>
  text.replace(
    /(?<![a-z])\\?log_\s*(?:\{\s*([^{}]+?)\s*\}|(\d+|[a-z]))\s*(?:\\left\(([^()]*)\\right\)|\(([^()]*)\)|\{([^{}]*)\}|([a-z0-9]+))/gi,
    (_, braced?: string, single?: string, left?: string, paren?: string, group?: string, bare?: string) =>
      `(log(${left ?? paren ?? group ?? bare})/log(${braced ?? single}))`,
  );

export function toPlainMath(text: string, options: { forEngine?: boolean } = {}): string {
  const unwrapped = namedForms(latexLogBase(unwrap(text)));
  const latex = /\\[A-Za-z{}]|\^\{|_\{/.test(unwrapped);
  let s = latex ? fromLatexCommands(unwrapped) : unwrapped.replace(/\{/g, SET_OPEN).replace(/\}/g, SET_CLOSE);
  s = namedForms(fromUnicode(s));
  // ln|u|: an antiderivative's logarithm of an absolute value (the engine reads log u as ln|u| there).
  s = s.replace(/\blog\s*\|([^|]*)\|/g, 'log(($1))');
  if (options.forEngine) s = s.replaceAll(SET_OPEN, '(').replaceAll(SET_CLOSE, ')');
  return s.replace(/\s+/g, ' ').trim();
}
