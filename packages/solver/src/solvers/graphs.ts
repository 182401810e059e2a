import { evaluate as mathEvaluate } from 'mathjs';
import { type Expr, dependsOn, divide, evaluate, fromNode, minus, neg, num, substitute, toSympy } from '../expr/expr';
import { rat } from '../rational';
import { distribute } from '../expr/expand';
import { latex } from '../expr/latex';
import { parseExpression } from '../parse';
import { splitLetters } from '../read/answer';
import { nodeLatex } from '../read/reading';
import { type Graph, type Solver, type Step, result } from '../types';

const SAMPLES = 400;

interface Piece {
  f: Expr;
  text: string;
  /** Where this piece applies (piecewise functions); null: everywhere. */
  holds: ((x: number) => boolean) | null;
  condition: string | null;
}

/** y as a function of x from "y = f", "f(x) = f", a bare f, or an equation linear in y (2x + y = 4). */
function functionOf(text: string): Expr | null {
  const t = text.trim();
  const explicit = /^(?:y|[a-z]\(x\))\s*=\s*(.+)$/i.exec(t);
  if (explicit) return fromNode(parseExpression(splitLetters(explicit[1] as string)));
  if (!t.includes('=')) return fromNode(parseExpression(splitLetters(t)));
  const [l = '', r = ''] = t.split('=');
  const F = minus(fromNode(parseExpression(splitLetters(l))), fromNode(parseExpression(splitLetters(r))));
  // A·y + B(x) = 0 with A a nonzero number: y = −B/A (linear in y: F at y = 2 is 2A + B).
  const Y: Expr = { k: 'var', name: 'y' };
  const B = substitute(F, Y, num(rat(0n)));
  const slopes = [0.3, 1.7, -2.2].map((x) => evaluate(F, { x, y: 1 }) - evaluate(F, { x, y: 0 }));
  const a = slopes[0] as number;
  const q = [1, 2, 3, 4, 5, 6, 8, 10, 12].find((d) => Math.abs(Math.round(a * d) - a * d) < 1e-9);
  if (dependsOn(B, 'y') || q === undefined || Math.abs(a) < 1e-12 || slopes.some((s2) => Math.abs(s2 - a) > 1e-9))
    return null;
  const linear = [0.3, 1.7, -2.2].every(
    (x) => Math.abs(evaluate(F, { x, y: 2 }) - (2 * a + evaluate(B, { x }))) < 1e-9,
  );
  const y = divide(neg(B), num(rat(BigInt(Math.round(a * q)), BigInt(q))));
  return linear ? (distribute(y) ?? y) : null;
}

/** A condition "x < 0", "x >= 2", "0 <= x < 3" as a test. */
function conditionOf(text: string): ((x: number) => boolean) | null {
  const t = text.replace(/≤/g, '<=').replace(/≥/g, '>=').trim();
  const value = (s: string) => evaluate(fromNode(parseExpression(s)), {});
  const op = (o: string, a: number, b: number) =>
    o === '<' ? a < b : o === '<=' ? a <= b : o === '>' ? a > b : a >= b;
  const chain = /^(.+?)\s*(<=|<)\s*x\s*(<=|<)\s*(.+)$/.exec(t);
  if (chain) {
    const [lo, hi] = [value(chain[1] as string), value(chain[4] as string)];
    return (x) => op(chain[2] === '<' ? '>' : '>=', x, lo) && op(chain[3] as string, x, hi);
  }
  // "1 <= x" is "x >= 1".
  const flipped = /^([^<>=]+?)\s*(<=|>=|<|>)\s*x$/.exec(t);
  if (flipped) {
    const c = value(flipped[1] as string);
    const back = ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as Record<string, string>)[flipped[2] as string];
    return (x) => op(back as string, x, c);
  }
  const single = /^x\s*(<=|>=|<|>)\s*(.+)$/.exec(t);
  if (!single) return null;
  const c = value(single[2] as string);
  return (x) => op(single[1] as string, x, c);
}

/** "x^2 if x < 0, x + 1 if x >= 0", "{ -x for x < 0, 2 for x ≥ 0 }". */
function piecesOf(text: string): Piece[] | null {
  const body = text
    .trim()
    .replace(/^(?:[a-z]\(x\)|y)\s*=\s*/i, '')
    .replace(/^[{(]\s*|\s*[})]$/g, '');
  const parts = body.split(/\s*[,;]\s*(?=[^,;]*\b(?:if|for|when)\b)/);
  if (parts.length < 2) return null;
  const pieces: Piece[] = [];
  for (const part of parts) {
    const m = /^(.+?)\s+(?:if|for|when)\s+(.+)$/i.exec(part.trim());
    if (!m) return null;
    const holds = conditionOf(m[2] as string);
    if (!holds) return null;
    const f = fromNode(parseExpression(splitLetters(m[1] as string)));
    pieces.push({ f, text: toSympy(f), holds, condition: (m[2] as string).trim() });
  }
  return pieces;
}

/** The x range to show: as asked ("from 0 to 2pi"), or around the curve's features. */
function rangeOf(pieces: Piece[], asked: [number, number] | null): [number, number] {
  if (asked) return asked;
  const found: number[] = [];
  for (const p of pieces) {
    let previous = Number.NaN;
    for (let i = 0; i <= 400; i++) {
      const x = -20 + i * 0.1;
      const y = evaluate(p.f, { x });
      if (Number.isFinite(previous) && Number.isFinite(y) && Math.sign(previous) !== Math.sign(y)) found.push(x);
      previous = y;
    }
  }
  const lo = found.length ? Math.min(...found, 0) : -5;
  const hi = found.length ? Math.max(...found, 0) : 5;
  const pad = Math.max(3, (hi - lo) * 0.3);
  return [Math.max(-50, lo - pad), Math.min(50, hi + pad)];
}

/** The points of each piece over the range; a piece stops short of where another takes over (no false joins). */
function sample(piece: Piece, [lo, hi]: [number, number]): { x: number; y: number }[] {
  const step = (hi - lo) / SAMPLES;
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const x = lo + i * step;
    if (piece.holds && !piece.holds(x)) continue;
    const y = evaluate(piece.f, { x });
    if (Number.isFinite(y) && Math.abs(y) < 1e9) points.push({ x, y });
  }
  return points;
}

const mathjsAt = (text: string, x: number) => {
  try {
    const y = mathEvaluate(text.replace(/\*\*/g, '^').replace(/\bE\b/g, 'e'), { x });
    return typeof y === 'number' ? y : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/** An equation or inequality as written, when it is not already y = f(x) (3x − 2y = 6 is read as y = 3x/2 − 3). */
function asWritten(body: string, pieces: Piece[]): string {
  if (pieces.length > 1 || !/[=<>]/.test(body)) return '';
  // "y = …" is shown as the engine reads it, unless it has decimals or a fraction of numbers ("y = 2.50x + 4",
  // "(1 + 5/100)^x"), which the reading would simplify away: those are shown as written too.
  if (/^(?:y|[a-z]\(x\))\s*=/.test(body.trim()) && !/\d\.\d|\d\s*\/\s*\d/.test(body)) return '';
  const m = /^(.+?)\s*(<=|>=|<|>|=)\s*(.+)$/.exec(body.trim());
  if (!m) return '';
  const side = (t: string) => nodeLatex(parseExpression(splitLetters(t)));
  const rel = ({ '<=': '\\le', '>=': '\\ge' } as Record<string, string>)[m[2] as string] ?? m[2];
  return `${side(m[1] as string)} ${rel} ${side(m[3] as string)},\\ `;
}

/** "graph y = x^2 - 4", "plot sin(x) from 0 to 2pi", "draw the line 3x - 2y = 6", "graph y > x + 1", piecewise. */
export const solveGraph: Solver = (problem) => {
  const m =
    /^(?:graph|plot|sketch|draw|shade)\s+(?:the\s+)?(?:graph of\s+|line\s+|function\s+|parabola\s+|curve\s+|inequality\s+|region\s+|piecewise function\s+|equation\s+)?(.+?)\s*[.?]?$/i.exec(
      problem.trim(),
    );
  if (!m) return null;
  let body = m[1] as string;
  let windowLatex = '';
  // "from 0 to 2pi", "for x = -3 to 3", "on [-2, 2]", "for -1 <= x <= 4".
  const window =
    /\s+(?:from|for|on)\s+(?:x\s*=\s*)?(.+?)\s+(?:to|until)\s+(.+)$/i.exec(body) ??
    /\s+(?:on|over|for)\s+(?:the interval\s+)?(?:x\s*(?:in|∈)\s*)?\[\s*([^,\]]+?)\s*,\s*([^\]]+?)\s*\]$/i.exec(body) ??
    /\s+(?:for|on|with)\s+(-?[^<≤\s]+)\s*(?:<=|≤|<)\s*x\s*(?:<=|≤|<)\s*([^\s]+)$/i.exec(body);
  let asked: [number, number] | null = null;
  if (window && !/\b(?:if|when)\b/.test(body)) {
    asked = [
      evaluate(fromNode(parseExpression(window[1] as string)), {}),
      evaluate(fromNode(parseExpression(window[2] as string)), {}),
    ];
    if (!asked.every(Number.isFinite) || asked[1] <= asked[0]) return null;
    body = body.slice(0, window.index);
    windowLatex = `\\ \\text{for } ${window[1]} \\le x \\le ${window[2]}`.replace(/pi\b/g, '\\pi');
  }
  // An inequality: its boundary line, shaded on the side where it holds.
  const inequality = /^(.+?)\s*(<=|>=|<|>|≤|≥)\s*(.+)$/.exec(body);
  let shade: 'above' | 'below' | null = null;
  let dashed = false;
  let pieces = piecesOf(body);
  if (!pieces && inequality && !/\b(?:if|for|when)\b/.test(body)) {
    const f = functionOf(`${inequality[1]} = ${inequality[3]}`);
    if (!f) return null;
    const rel = (inequality[2] as string).replace('≤', '<=').replace('≥', '>=');
    // Which side: test a point above the line in the inequality as written.
    const [l, r] = [
      fromNode(parseExpression(splitLetters(inequality[1] as string))),
      fromNode(parseExpression(splitLetters(inequality[3] as string))),
    ];
    const x0 = 0.37;
    const yAbove = evaluate(f, { x: x0 }) + 1;
    const d = evaluate(l, { x: x0, y: yAbove }) - evaluate(r, { x: x0, y: yAbove });
    const holdsAbove = rel.startsWith('<') ? d < 0 : d > 0;
    shade = holdsAbove ? 'above' : 'below';
    dashed = rel === '<' || rel === '>';
    pieces = [{ f, text: toSympy(f), holds: null, condition: null }];
  }
  if (!pieces) {
    const f = functionOf(body);
    if (!f || (!dependsOn(f, 'x') && f.k !== 'num')) return null;
    const names = new Set(toSympy(f).match(/\b[a-z]\b/g) ?? []);
    if ([...names].some((n) => n !== 'x')) return null;
    pieces = [{ f, text: toSympy(f), holds: null, condition: null }];
  }
  const range = rangeOf(pieces, asked);
  const graphs: Graph[] = pieces.map((p) => ({
    type: 'function',
    title: `y = ${p.text.replace(/\*\*/g, '^')}${p.condition ? ` for ${p.condition}` : ''}`,
    xLabel: 'x',
    yLabel: 'y',
    description: shade
      ? `Shade the region ${shade} the ${dashed ? 'dashed' : 'solid'} line (the line itself ${dashed ? 'is not' : 'is'} included).`
      : 'The function, plotted against x.',
    points: sample(p, range),
    ...(shade ? { shade, dashed } : {}),
  }));
  if (graphs.every((g) => g.points.length < 10)) return null;
  // Checked apart from the engine: every tenth plotted point against mathjs's own evaluation of the piece.
  const ok = graphs.every((g, i) =>
    g.points
      .filter((_, k) => k % 10 === 0)
      .every((p) => {
        const y = mathjsAt((pieces as Piece[])[i]?.text ?? '', p.x);
        return !Number.isFinite(y) || Math.abs(y - p.y) <= 1e-9 * Math.max(1, Math.abs(y));
      }),
  );
  const steps: Step[] = pieces.map((p) => {
    const y0 = evaluate(p.f, { x: 0 });
    return {
      title: p.condition ? `For ${p.condition}` : 'The function',
      explanation:
        Number.isFinite(y0) && (!p.holds || p.holds(0))
          ? `It crosses the y-axis at y = ${Number(y0.toPrecision(6))}.`
          : 'It is plotted where it is defined.',
      latex: `y = ${latex(p.f)}`,
    };
  });
  if (shade)
    steps.push({
      title: 'Shade one side',
      explanation: graphs[0]?.description ?? '',
      latex: `y ${shade === 'above' ? (dashed ? '>' : '\\ge') : dashed ? '<' : '\\le'} ${latex(pieces[0]?.f as Expr)}`,
    });
  const value =
    pieces.length === 1 ? (pieces[0] as Piece).text : pieces.map((p) => `${p.text} if ${p.condition}`).join('; ');
  return result('graph', {
    reading: {
      latex: `\\text{graph of } ${asWritten(body, pieces)}${pieces.map((p) => `y = ${latex(p.f)}${p.condition ? `\\ (${p.condition.replace(/<=/g, '\\le').replace(/>=/g, '\\ge')})` : ''}`).join(',\\ ')}${windowLatex}`,
      target: null,
    },
    steps,
    answer: {
      value,
      latex: pieces
        .map(
          (p) =>
            `y = ${latex(p.f)}${p.condition ? `\\quad (${p.condition.replace(/<=/g, '\\le').replace(/>=/g, '\\ge')})` : ''}`,
        )
        .join(',\\ '),
    },
    verified: { ok, method: "the plotted points compared with mathjs's evaluation of the function" },
    graphs,
  });
};
