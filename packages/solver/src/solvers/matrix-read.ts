import { type Rational, parseRational, div } from '../rational';

/** A matrix as written: its exact entries and each entry's text (for stating how the problem was read). */
export interface Written {
  rows: Rational[][];
  raw: string[][];
}

/** A matrix expression: literals by index, scalars, + − ·, powers (−1 and T included), det, inv, transpose. */
export type MExpr =
  | { k: 'mat'; i: number }
  | { k: 'num'; v: Rational; raw: string }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: MExpr; r: MExpr }
  | { k: 'neg'; a: MExpr }
  | { k: 'pow'; a: MExpr; e: number | 'T' }
  | { k: 'fn'; name: 'det' | 'inv' | 'transpose' | 'trace'; a: MExpr };

export const MAX_SIZE = 3;
const ENTRY = /^-?\d{1,30}(?:\.\d{1,30})?(?:\/\d{1,30})?$/;

function entryOf(text: string): Rational | null {
  const t = text.replace(/\s+/g, '').replace(/^\+/, '');
  if (!ENTRY.test(t)) return null;
  const [top, bottom] = t.split('/') as [string, string | undefined];
  const d = bottom === undefined ? null : parseRational(bottom);
  if (d && d.n === 0n) return null;
  return d ? div(parseRational(top), d) : parseRational(top);
}

/** Rows of entry texts as a matrix; null when an entry is not a number; 'ragged' when rows differ in length. */
function matrixOf(rows: string[][]): Written | 'ragged' | null {
  const cells = rows.map((row) => row.map((c) => c.trim()).filter(Boolean)).filter((row) => row.length > 0);
  if (cells.length === 0) return null;
  const values = cells.map((row) => row.map(entryOf));
  if (values.some((row) => row.some((v) => v === null))) return null;
  if (cells.some((row) => row.length !== (cells[0] as string[]).length)) return 'ragged';
  return { rows: values as Rational[][], raw: cells };
}

const splitEntries = (row: string) => row.trim().split(/\s*,\s*|\s+(?=[-+]?\d)/);
const OPEN = '⟨';
const CLOSE = '⟩';

/** The literals of a text replaced by ⟨0⟩, ⟨1⟩…; a determinant written with bars (vmatrix) becomes det(⟨k⟩). */
export function readLiterals(text: string): { text: string; matrices: Written[]; ragged: boolean } {
  const matrices: Written[] = [];
  let ragged = false;
  const put = (rows: string[][], determinant = false): string | null => {
    const m = matrixOf(rows);
    if (m === 'ragged') ragged = true;
    if (!m || m === 'ragged') return null;
    matrices.push(m);
    const token = `${OPEN}${matrices.length - 1}${CLOSE}`;
    return determinant ? `det(${token})` : token;
  };
  let t = text;
  // LaTeX environments, as typed or after the engine's LaTeX reader ("begin (pmatrix)1&2 \ 3&4 end (pmatrix)").
  t = t.replace(
    /\\begin\s*\{([pbvBV]?matrix)\}([\s\S]*?)\\end\s*\{\1\}|begin\s*\(([pbvBV]?matrix)\)([\s\S]*?)end\s*\(\3\)/g,
    (whole, kind: string | undefined, body: string | undefined, kind2: string | undefined, body2: string | undefined) =>
      put(
        (body ?? body2 ?? '')
          .split(/\\\\?/)
          .filter((row) => row.trim())
          .map((row) => row.split('&')),
        (kind ?? kind2 ?? '').toLowerCase() === 'vmatrix',
      ) ?? whole,
  );
  // [[1, 2], [3, 4]]
  t = t.replace(
    /\[\s*((?:\[[^[\]]*\]\s*,?\s*)+)\]/g,
    (whole, inner: string) =>
      put([...inner.matchAll(/\[([^[\]]*)\]/g)].map((m) => splitEntries(m[1] as string))) ?? whole,
  );
  // A = ((1, 2), (3, 4)): rows in parentheses, named by an equals sign.
  t = t.replace(/(=\s*)\(\s*((?:\([^()]*\)\s*,\s*)+\([^()]*\))\s*\)/g, (whole, eq: string, inner: string) => {
    const token = put([...inner.matchAll(/\(([^()]*)\)/g)].map((m) => splitEntries(m[1] as string)));
    return token ? `${eq}${token}` : whole;
  });
  // [1 2; 3 4]
  t = t.replace(/\[([^[\]]*;[^[\]]*)\]/g, (whole, inner: string) => put(inner.split(';').map(splitEntries)) ?? whole);
  // "the matrix with rows (1, 2) and (3, 4)", "… whose columns are (1, 3) and (2, 4)"
  t = t.replace(
    /(?:the )?matrix (?:with|whose|having) (rows|columns)(?: are)?\s+((?:\([^()]*\)(?:\s*,\s*(?:and\s+)?|\s+and\s+)?)+)/gi,
    (whole, by: string, groups: string) => {
      const lines = [...groups.matchAll(/\(([^()]*)\)/g)].map((m) => splitEntries(m[1] as string));
      const rows =
        by.toLowerCase() === 'rows' ? lines : (lines[0] ?? []).map((_, j) => lines.map((line) => line[j] ?? ''));
      const token = put(rows);
      return token ? `${token} ` : whole;
    },
  );
  return { text: t, matrices, ragged };
}

type Tok = { t: 'mat'; i: number } | { t: 'num'; raw: string } | { t: 'op'; v: string } | { t: 'id'; v: string };

function tokens(text: string): Tok[] | null {
  const out: Tok[] = [];
  const re =
    /\s*(?:⟨(\d+)⟩|(\d+(?:\.\d+)?)|(\^\s*\{\s*-\s*1\s*\}|\^\s*\(\s*-\s*1\s*\)|\^\s*-\s*1(?!\d)|\^\s*\{?\s*T\s*\}?(?![a-z]))|([-+*/^()·×])|(det|inv|transpose|trace|tr(?=\s*\()))/y;
  let at = 0;
  const s = text.trim();
  while (at < s.length) {
    re.lastIndex = at;
    const m = re.exec(s);
    if (!m) return null;
    at = re.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'mat', i: Number(m[1]) });
    else if (m[2] !== undefined) out.push({ t: 'num', raw: m[2] });
    else if (m[3] !== undefined) out.push({ t: 'op', v: /T/.test(m[3]) ? '^T' : '^-1' });
    else if (m[4] !== undefined) out.push({ t: 'op', v: m[4] === '·' || m[4] === '×' ? '*' : m[4] });
    else out.push({ t: 'id', v: m[5] as string });
  }
  return out;
}

/** A matrix expression, or null when the text is anything else. */
export function parseMatrixExpression(text: string): MExpr | null {
  const toks = tokens(text);
  if (!toks || toks.length === 0 || toks.length > 200) return null;
  let i = 0;
  let depth = 0;
  const peek = () => toks[i];
  const isOp = (v: string) => {
    const t = peek();
    return t?.t === 'op' && t.v === v;
  };
  const sum = (): MExpr | null => {
    let l = product();
    while (l && (isOp('+') || isOp('-'))) {
      const op = (toks[i++] as { v: '+' | '-' }).v;
      const r = product();
      l = r && { k: 'bin', op, l, r };
    }
    return l;
  };
  const product = (): MExpr | null => {
    let l = unary();
    for (;;) {
      if (!l) return null;
      const t = peek();
      if (t?.t === 'op' && (t.v === '*' || t.v === '/')) {
        i++;
        const r = unary();
        l = r && { k: 'bin', op: t.v, l, r };
      } else if (t && (t.t === 'mat' || t.t === 'id' || t.t === 'num' || (t.t === 'op' && t.v === '('))) {
        const r = unary();
        l = r && { k: 'bin', op: '*', l, r };
      } else return l;
    }
  };
  const unary = (): MExpr | null => {
    if (isOp('-')) {
      i++;
      const a = unary();
      return a && { k: 'neg', a };
    }
    return power();
  };
  const power = (): MExpr | null => {
    let a = atom();
    while (a) {
      const t = peek();
      if (t?.t === 'op' && (t.v === '^T' || t.v === '^-1')) {
        i++;
        a = { k: 'pow', a, e: t.v === '^T' ? 'T' : -1 };
      } else if (t?.t === 'op' && t.v === '^') {
        // A whole-number power, perhaps negative, perhaps in parentheses: A^2, A^-2, A^(3).
        const opAt = (j: number, v: string) => {
          const x = toks[j];
          return x?.t === 'op' && x.v === v;
        };
        let j = i + 1;
        const open = opAt(j, '(');
        if (open) j++;
        const minus = opAt(j, '-');
        if (minus) j++;
        const n = toks[j++];
        if (n?.t !== 'num' || !/^\d{1,3}$/.test(n.raw) || (open && !opAt(j++, ')'))) return null;
        i = j;
        const e = (minus ? -1 : 1) * Number(n.raw);
        a = { k: 'pow', a, e };
      } else break;
    }
    return a;
  };
  const atom = (): MExpr | null => {
    const t = toks[i++];
    if (!t) return null;
    if (t.t === 'mat') return { k: 'mat', i: t.i };
    if (t.t === 'num') {
      // "1/2 A": a fraction before a matrix is one scalar.
      if (isOp('/') && toks[i + 1]?.t === 'num' && toks[i + 2]?.t === 'mat') {
        const d = (toks[i + 1] as { raw: string }).raw;
        i += 2;
        const v = entryOf(`${t.raw}/${d}`);
        return v && { k: 'num', v, raw: `${t.raw}/${d}` };
      }
      return { k: 'num', v: parseRational(t.raw), raw: t.raw };
    }
    if (t.t === 'id') {
      const a = isOp('(') ? atom() : power();
      return a && { k: 'fn', name: (t.v === 'tr' ? 'trace' : t.v) as 'det' | 'inv' | 'transpose' | 'trace', a };
    }
    if (t.t === 'op' && t.v === '(') {
      if (++depth > 20) return null;
      const inner = sum();
      if (!isOp(')')) return null;
      i++;
      depth--;
      return inner;
    }
    return null;
  };
  const e = sum();
  return e && i === toks.length ? e : null;
}

const WORDED: [RegExp, (a: string, b: string) => string][] = [
  // "Evaluate the determinant |…|": the bars already say det.
  [/^(?:the )?determinant\s+(det\s*\(.+)$/i, (a) => a],
  [/^(?:the )?determinant of (.+)$/i, (a) => `det(${a})`],
  [/^(?:the )?trace of (.+)$/i, (a) => `trace(${a})`],
  [/^(?:the )?inverse of (.+)$/i, (a) => `inv(${a})`],
  [/^invert (.+)$/i, (a) => `inv(${a})`],
  [/^square (.+)$/i, (a) => `(${a})^2`],
  [/^cube (.+)$/i, (a) => `(${a})^3`],
  [/^(?:the )?transpose of (.+)$/i, (a) => `transpose(${a})`],
  [/^transpose (.+)$/i, (a) => `transpose(${a})`],
  [/^multiply (.+?) (?:by|and|with) (.+)$/i, (a, b) => `(${a})*(${b})`],
  [/^(?:the )?product (?:of )?(.+?) and (.+)$/i, (a, b) => `(${a})*(${b})`],
  [/^(.+?) times (.+)$/i, (a, b) => `(${a})*(${b})`],
  [/^(?:the )?sum of (.+?) and (.+)$/i, (a, b) => `(${a})+(${b})`],
  [/^add (.+?) (?:and|to) (.+)$/i, (a, b) => `(${a})+(${b})`],
  [/^subtract (.+?) from (.+)$/i, (a, b) => `(${b})-(${a})`],
  [/^(?:the )?difference (?:of|between) (.+?) and (.+)$/i, (a, b) => `(${a})-(${b})`],
];

/** The question's words turned into a matrix expression's text; a stated size ("2x2") is returned apart. */
export function wordsToExpression(text: string): { expr: string; size: [number, number] | null } {
  let size: [number, number] | null = null;
  let t = text
    .replace(/(\d)\s*(?:x|×|\*|by|-by-)\s*(\d)(?=\s*(?:matri|⟨|$))/gi, (_, r: string, c: string) => {
      size = [Number(r), Number(c)];
      return '';
    })
    .replace(/\b(?:the )?(?:square )?(?:matri(?:x|ces)|(?:column |row )?vectors?)\b/gi, '')
    // Superscripts typed as characters: A², A⁻¹, Aᵀ.
    .replace(/²|³/g, (c) => (c === '²' ? '^2' : '^3'))
    .replace(/⁻¹/g, '^-1')
    .replace(/ᵀ/g, '^T')
    // "AB = ?": the blank asked for.
    .replace(/\s*=\s*\??\s*$/, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\bthe\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/^\s*[,;:]?\s*|\s*[?.!,;:]?\s*$/g, '');
  t = t.replace(/^(?:find|compute|calculate|evaluate|what is|what's|determine|work out|give|simplify|get)\b:?\s*/i, '');
  for (const [pattern, build] of WORDED) {
    const m = pattern.exec(t);
    if (m) return { expr: build((m[1] as string).trim(), (m[2] ?? '').trim()), size };
  }
  return { expr: t, size };
}

/** "Let A = ⟨0⟩ and B = ⟨1⟩. Find AB": the names put in, the definitions taken out. */
export function namesPutIn(text: string): string {
  const names = new Map<string, string>();
  let t = text.replace(/\b([A-Z])\s*=\s*(⟨\d+⟩)/g, (_, name: string, token: string) => {
    names.set(name, token);
    return ' ';
  });
  if (names.size === 0) {
    // "Compute A² for ⟨0⟩" (the reader took out "A ="): one matrix and one name stand for each other.
    const letters = new Set(text.match(/(?<![A-Za-z])[A-Z](?![A-Za-z])/g) ?? []);
    const tokens = text.match(/⟨\d+⟩/g) ?? [];
    const alone = /^(.*?)[,;]?\s*\b(?:for|of|if|where|with|when|given)\s+(⟨0⟩)\s*[.?]?\s*$/i.exec(text.trim());
    if (letters.size !== 1 || tokens.length !== 1 || !alone) return text;
    return (alone[1] as string).replace(/(?<![A-Za-z])[A-Z](?![A-Za-z])/g, '(⟨0⟩)');
  }
  t = t.replace(/\b(?:let|if|given that|given|suppose|where|with|for)\b/gi, ' ');
  // The connectives left at either end ("Let A = … and B = …. Find AB", "Find AB if A = … and B = …").
  for (let before = ''; before !== t;) {
    before = t;
    t = t.replace(/^(?:[\s,;.:]+|and\b)/i, '').replace(/(?:[\s,;.:]+|\band)$/i, '');
  }
  // Names standing alone or side by side ("AB" is the product A·B).
  return t.replace(/(?<![A-Za-z])[A-Z]{1,3}(?![A-Za-z])/g, (word) =>
    [...word].every((c) => names.has(c)) ? [...word].map((c) => `(${names.get(c)})`).join('') : word,
  );
}
