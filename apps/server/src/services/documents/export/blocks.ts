import { type Token, type Tokens, marked } from 'marked';

/** A piece of running text: plain, bold, italic or code, or a formula set inline. */
export type Run =
  | { kind: 'text'; text: string; bold?: boolean; italic?: boolean; code?: boolean }
  | { kind: 'math'; tex: string; display?: boolean }
  | { kind: 'break' };

/** What the exporters draw: Markdown reduced to the shapes a solution uses, with its formulas kept as TeX. */
export type Block =
  | { type: 'heading'; level: number; runs: Run[] }
  | { type: 'paragraph'; runs: Run[] }
  | { type: 'list-item'; ordered: boolean; number: number; depth: number; runs: Run[] }
  | { type: 'code'; text: string }
  | { type: 'math'; tex: string }
  | { type: 'table'; header: Run[][]; rows: Run[][][] }
  | { type: 'quote'; runs: Run[] }
  | { type: 'rule' }
  | { type: 'image'; data: Buffer; title?: string; lines: string[] };

const PLACEHOLDER = /MATHPH(\d+)X/g;

interface Protected {
  text: string;
  formulas: { tex: string; display: boolean }[];
}

/** Where a math opening `$` may not be: a dollar amount ("$5") or an escaped dollar. */
const opensInline = (text: string, at: number) => {
  const next = text[at + 1] ?? '';
  return next !== '' && !/\s/.test(next) && text[at - 1] !== '\\';
};

/**
 * Swaps every formula ($$…$$, \[…\], \(…\), $…$) for a placeholder Markdown leaves alone, skipping code. Display
 * formulas get their own paragraph. A `$` with no closing partner ("costs $5") stays text.
 */
export function protectMath(source: string): Protected {
  const formulas: Protected['formulas'] = [];
  let out = '';
  let i = 0;
  const add = (tex: string, display: boolean) => {
    formulas.push({ tex: tex.trim(), display });
    const mark = `MATHPH${formulas.length - 1}X`;
    out += display ? `\n\n${mark}\n\n` : mark;
  };
  while (i < source.length) {
    const rest = source.slice(i);
    const fence = /^(```|~~~)[^\n]*\n[\s\S]*?(\n\1[^\n]*(\n|$)|$)/.exec(rest);
    if (fence && (i === 0 || source[i - 1] === '\n')) {
      out += fence[0];
      i += fence[0].length;
      continue;
    }
    if (source[i] === '`') {
      const ticks = /^`+/.exec(rest)?.[0] ?? '`';
      const close = source.indexOf(ticks, i + ticks.length);
      if (close !== -1) {
        out += source.slice(i, close + ticks.length);
        i = close + ticks.length;
        continue;
      }
    }
    const pairs: [string, string, boolean][] = [
      ['$$', '$$', true],
      ['\\[', '\\]', true],
      ['\\(', '\\)', false],
    ];
    const pair = pairs.find(([open]) => rest.startsWith(open));
    if (pair) {
      const close = source.indexOf(pair[1], i + pair[0].length);
      if (close !== -1) {
        add(source.slice(i + pair[0].length, close), pair[2]);
        i = close + pair[1].length;
        continue;
      }
    }
    if (source[i] === '$' && opensInline(source, i)) {
      // The closing `$` follows a non-space and is not followed by a digit ("$5 and $10" is money, not math).
      const match = /^\$((?:[^$\n\\]|\\.)*?[^\s\\])\$(?!\d)/.exec(rest);
      if (match?.[1]) {
        add(match[1], false);
        i += match[0].length;
        continue;
      }
    }
    out += source[i];
    i++;
  }
  return { text: out, formulas };
}

function splitText(text: string, style: Omit<Extract<Run, { kind: 'text' }>, 'kind' | 'text'>, p: Protected): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) runs.push({ kind: 'text', text: text.slice(last, m.index), ...style });
    const formula = p.formulas[Number(m[1])];
    runs.push({ kind: 'math', tex: formula?.tex ?? '', display: formula?.display ?? false });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ kind: 'text', text: text.slice(last), ...style });
  return runs;
}

function inline(tokens: Token[] | undefined, p: Protected, style: { bold?: boolean; italic?: boolean } = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inline(token.tokens, p, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inline(token.tokens, p, { ...style, italic: true }));
        break;
      case 'codespan':
        runs.push({ kind: 'text', text: token.text, code: true });
        break;
      case 'br':
        runs.push({ kind: 'break' });
        break;
      case 'link':
        runs.push(...inline(token.tokens, p, style));
        if (token.href && token.href !== token.text) runs.push({ kind: 'text', text: ` (${token.href})`, ...style });
        break;
      case 'image':
        runs.push({ kind: 'text', text: token.text ? `[image: ${token.text}]` : '[image]', ...style });
        break;
      default:
        if ('tokens' in token && token.tokens?.length) runs.push(...inline(token.tokens, p, style));
        // Raw HTML is shown as the text it is, never interpreted.
        else if ('text' in token && typeof token.text === 'string') runs.push(...splitText(token.text, style, p));
    }
  }
  return runs;
}

/** Runs that are one display formula alone become a math block; an inline formula alone stays in its line. */
function paragraphOrMath(runs: Run[]): Block {
  const meaningful = runs.filter((r) => !(r.kind === 'text' && !r.text.trim()));
  const only = meaningful[0];
  return meaningful.length === 1 && only?.kind === 'math' && only.display
    ? { type: 'math', tex: only.tex }
    : { type: 'paragraph', runs };
}

function blocksOf(tokens: Token[], p: Protected, depth = 0): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        blocks.push({ type: 'heading', level: token.depth, runs: inline(token.tokens, p) });
        break;
      case 'paragraph':
      case 'text':
        blocks.push(paragraphOrMath(inline(token.tokens ?? [{ type: 'text', raw: token.raw, text: token.text }], p)));
        break;
      case 'list': {
        const list = token as Tokens.List;
        list.items.forEach((item, n) => {
          const [first, ...rest] = blocksOf(item.tokens, p, depth + 1);
          const runs = first && (first.type === 'paragraph' || first.type === 'quote') ? first.runs : [];
          const number = (typeof list.start === 'number' ? list.start : 1) + n;
          blocks.push({ type: 'list-item', ordered: list.ordered, number, depth, runs });
          if (first && runs.length === 0) blocks.push(first);
          blocks.push(...rest);
        });
        break;
      }
      case 'code':
        blocks.push({ type: 'code', text: restore(token.text, p) });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        blocks.push({
          type: 'table',
          header: table.header.map((cell) => inline(cell.tokens, p)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens, p))),
        });
        break;
      }
      case 'blockquote':
        for (const inner of blocksOf(token.tokens ?? [], p, depth)) {
          blocks.push(inner.type === 'paragraph' ? { type: 'quote', runs: inner.runs } : inner);
        }
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      case 'html':
        blocks.push({ type: 'paragraph', runs: splitText(token.text, {}, p) });
        break;
      default:
        break;
    }
  }
  return blocks;
}

/** Code keeps its formulas as the author wrote them. */
const restore = (text: string, p: Protected) =>
  text.replace(PLACEHOLDER, (_, n: string) => {
    const f = p.formulas[Number(n)];
    return f ? (f.display ? `$$${f.tex}$$` : `$${f.tex}$`) : '';
  });

/** Markdown with LaTeX → blocks. */
export function parseMarkdown(source: string): Block[] {
  const p = protectMath(source.replace(/\r\n?/g, '\n'));
  return blocksOf(marked.lexer(p.text), p);
}

/** Plain text (a problem as the user gave it) → one paragraph per line group, formulas still recognised. */
export function parsePlainText(source: string): Block[] {
  const p = protectMath(source.replace(/\r\n?/g, '\n'));
  return p.text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const runs: Run[] = [];
      part.split('\n').forEach((line, i) => {
        if (i > 0) runs.push({ kind: 'break' });
        runs.push(...splitText(line, {}, p));
      });
      return paragraphOrMath(runs);
    });
}

/** The text of runs, formulas as TeX: for the .txt export and for tests. */
export const runsText = (runs: Run[]) =>
  runs.map((r) => (r.kind === 'text' ? r.text : r.kind === 'math' ? r.tex : '\n')).join('');
