import { type Rational, cmp, sub, toText } from '../rational';
import { type Given, type SolveResult, type Solver, result } from '../types';
import { ORDINAL, approx, itemsOf, optionsOf, valueOf } from './values';
import { orderWords } from '../read/order-words';

export const text = (problem: string, given?: Given) =>
  (given?.question ?? problem)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.]\s*$/, '');

/** The items with their exact values, or null when one cannot be read. */
export function valued(items: string[], given?: Given): { item: string; value: Rational }[] | null {
  const out: { item: string; value: Rational }[] = [];
  for (const item of items) {
    // 45% is 45 hundredths; "40% of 80" is 40 hundredths of 80.
    const percents = item
      .replace(/(\d+(?:\.\d+)?)\s*%\s*of\b/g, '($1/100)*')
      .replace(/(\d+(?:\.\d+)?)\s*%/g, '($1/100)');
    const value = valueOf(percents, given);
    if (!value) return null;
    out.push({ item, value });
  }
  return out;
}

const latexList = (items: string[]) => items.map((i) => i.replace(/\*\*/g, '^')).join(', ');

/** "Is A less than B?", "Is A at least B?", "Are A and B equal?", "Which is bigger: A or B?". */
export const solveComparePair: Solver = (problem, _deadline, given) => {
  const t = text(problem, given);
  const relations: [RegExp, (c: number) => boolean, string][] = [
    [/^is (.+?) (?:greater|bigger|larger) than or equal to (.+)$/i, (c) => c >= 0, '\\geq'],
    [/^is (.+?) (?:smaller|less) than or equal to (.+)$/i, (c) => c <= 0, '\\leq'],
    [/^is (.+?) at least as (?:big|large|great) as (.+)$/i, (c) => c >= 0, '\\geq'],
    [/^is (.+?) at most as (?:big|large|great) as (.+)$/i, (c) => c <= 0, '\\leq'],
    [/^(?:do|does) (.+?) and (.+?) have the same value$/i, (c) => c === 0, '='],
    [/^(?:do|does) (.+?) and (.+?) have different values$/i, (c) => c !== 0, '\\neq'],
    [/^is (.+?) (?:different from|unequal to) (.+)$/i, (c) => c !== 0, '\\neq'],
    [/^are (.+?) and (.+?) non-?equal$/i, (c) => c !== 0, '\\neq'],
    [/^does (.+?) (?:=|equal) (.+)$/i, (c) => c === 0, '='],
    [/^does (.+?) (?:!=|≠|not equal) (.+)$/i, (c) => c !== 0, '\\neq'],
    [/^is (.+?) (?:smaller|less) than (.+)$/i, (c) => c < 0, '<'],
    [/^is (.+?) (?:bigger|greater|larger) than (.+)$/i, (c) => c > 0, '>'],
    [/^is (.+?) at least (.+)$/i, (c) => c >= 0, '\\geq'],
    [/^is (.+?) at most (.+)$/i, (c) => c <= 0, '\\leq'],
    [/^is (.+?) (?:not equal to|!=) (.+)$/i, (c) => c !== 0, '\\neq'],
    [/^is (.+?) (?:equal to|=) (.+)$/i, (c) => c === 0, '='],
    [/^are (.+?) and (.+?) (?:unequal|nonequal|not equal)$/i, (c) => c !== 0, '\\neq'],
    [/^are (.+?) and (.+?) equal$/i, (c) => c === 0, '='],
    [/^is (.+?) (<=|>=|<|>) (.+)$/i, () => false, ''],
  ];
  for (const [pattern, holds, symbol] of relations) {
    const m = pattern.exec(t);
    if (!m) continue;
    let [left, right, sign] = [m[1] as string, m[2] as string, symbol];
    let test = holds;
    if (!symbol) {
      // "Is A < B?": the sign is in the middle.
      [left, right] = [m[1] as string, m[3] as string];
      const op = m[2] as string;
      sign = op === '<' ? '<' : op === '>' ? '>' : op === '<=' ? '\\leq' : '\\geq';
      test = (c) => (op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0);
    }
    const pair = valued([left, right], given);
    if (!pair) return null;
    const [a, b] = pair as [{ item: string; value: Rational }, { item: string; value: Rational }];
    const answer = test(cmp(a.value, b.value));
    // Checked in floating point, apart from the exact comparison (unless they are too close to tell there).
    const gap = approx(a.value) - approx(b.value);
    const floatAnswer = test(Math.abs(gap) < 1e-12 ? 0 : Math.sign(gap));
    return result('comparison', {
      reading: { latex: `${left} ${sign} ${right}\\;?`, target: { kind: 'boolean', value: answer } },
      steps: [
        {
          title: 'Compare exactly',
          explanation: `${left} is ${toText(a.value)} and ${right} is ${toText(b.value)}.`,
          latex: `${toText(a.value)} ${sign} ${toText(b.value)}`,
        },
      ],
      answer: { value: answer ? 'True' : 'False', latex: `\\text{${answer ? 'True' : 'False'}}` },
      verified: { ok: floatAnswer === answer, method: 'compared again in floating point' },
    });
  }
  // "Compare A and B: which one is larger?" is "Which is larger: A or B?"
  const compared =
    /^compare (.+?) and (.+?)\s*(?:[:,?;.]|\s[-–—])\s*which (?:one |number )?is (?:the )?(bigger|greater|larger|smaller|less|lower)$/i.exec(
      t,
    );
  const which =
    /^which (?:number |one )?is (?:the )?(bigger|greater|larger|more|smaller|less|lower)(?: number| one)?\s*[:,]?\s*(.+?) or (.+)$/i.exec(
      compared ? `Which is ${compared[3]}: ${compared[1]} or ${compared[2]}` : t,
    );
  if (!which) return null;
  const pair = valued([which[2] as string, which[3] as string], given);
  if (!pair) return null;
  const [a, b] = pair as [{ item: string; value: Rational }, { item: string; value: Rational }];
  const bigger = /bigger|greater|larger|more/i.test(which[1] as string);
  const c = cmp(a.value, b.value);
  if (c === 0) return null;
  const pick = c > 0 === bigger ? a : b;
  const floatPick = approx(a.value) > approx(b.value) === bigger ? a : b;
  return result('comparison', {
    reading: {
      latex: `\\text{${which[1]}: } ${a.item} \\text{ or } ${b.item}`,
      target: { kind: 'choice', letter: null, item: pick.item, value: toText(pick.value) },
    },
    steps: [
      {
        title: 'Compare exactly',
        explanation: `${a.item} = ${toText(a.value)}, ${b.item} = ${toText(b.value)}.`,
        latex: `${toText(a.value)}, ${toText(b.value)}`,
      },
    ],
    // A number written in words is answered as its value ("three fifths" → 3/5), shown as written.
    answer: { value: /[a-z]{3,}|\bof\b/i.test(pick.item) ? toText(pick.value) : pick.item, latex: pick.item },
    verified: { ok: floatPick === pick, method: 'compared again in floating point' },
  });
};

/** "Sort A, B, C in decreasing order.", "Put A, B, C in ascending order." */
export const solveSort: Solver = (problem, _deadline, given) => {
  const m =
    /^(?:sort|put|order|arrange|list|rank)\s+(.+?)(?:\s+in\s+(increasing|decreasing|ascending|descending)\s+order)?$/i.exec(
      orderWords(text(problem, given)),
    );
  if (!m) return null;
  const items = valued(itemsOf(m[1] as string), given);
  if (!items || items.length < 2) return null;
  const descending = /decreasing|descending/i.test(m[2] ?? '');
  const sorted = [...items].sort((x, y) => (descending ? cmp(y.value, x.value) : cmp(x.value, y.value)));
  // Checked apart from the sort: each neighbour pair in order (in floating point), and nothing lost.
  const ok =
    sorted.every(
      (x, i) =>
        i === 0 ||
        (descending
          ? approx((sorted[i - 1] as typeof x).value) >= approx(x.value)
          : approx((sorted[i - 1] as typeof x).value) <= approx(x.value)),
    ) && sorted.length === items.length;
  const answer = sorted.map((x) => x.item);
  return result('sort', {
    reading: {
      latex: `\\text{sort } ${latexList(items.map((x) => x.item))} \\text{ ${descending ? 'decreasing' : 'increasing'}}`,
      target: { kind: 'list', items: answer, values: sorted.map((x) => toText(x.value)) },
    },
    steps: [
      {
        title: 'Their values',
        explanation: 'Each item exactly.',
        latex: items.map((x) => `${x.item} = ${toText(x.value)}`).join(',\\quad '),
      },
      {
        title: descending ? 'From biggest to smallest' : 'From smallest to biggest',
        explanation: 'In order.',
        latex: answer.join(', '),
      },
    ],
    answer: { value: answer.join(', '), latex: answer.join(', ') },
    verified: { ok, method: 'each neighbouring pair compared again in floating point' },
  });
};

function pickFrom(
  problem: string,
  given: Given | undefined,
): { items: { item: string; value: Rational }[]; letters: string[] | null; rest: string } | null {
  const t = text(problem, given);
  const options = optionsOf(t);
  if (options.length) {
    const items = valued(
      options.map((o) => o.item),
      given,
    );
    return items ? { items, letters: options.map((o) => o.letter), rest: t.replace(/\s*\([a-h]\)[\s\S]*$/, '') } : null;
  }
  const m = /^(.*?)(?:\s+(?:in|of|among)\s+|\s*:\s*)(.+)$/i.exec(t);
  if (!m) return null;
  const items = valued(itemsOf(m[2] as string), given);
  return items ? { items, letters: null, rest: m[1] as string } : null;
}

function chosen(
  kind: string,
  picked: number,
  from: ReturnType<typeof pickFrom> & object,
  reading: string,
  ok: boolean,
  method: string,
): SolveResult {
  const item = (from.items[picked] as { item: string }).item;
  const letter = from.letters ? (from.letters[picked] as string) : null;
  return result(kind === 'closest' ? 'comparison' : 'sort', {
    reading: {
      latex: reading,
      target: { kind: 'choice', letter, item, value: toText((from.items[picked] as { value: Rational }).value) },
    },
    steps: [
      {
        title: 'Their values',
        explanation: 'Each option exactly.',
        latex: from.items.map((x) => `${x.item} = ${toText(x.value)}`).join(',\\quad '),
      },
    ],
    answer: { value: letter ?? item, latex: letter ? `\\text{(${letter}) } ${item}` : item },
    verified: { ok, method },
  });
}

/** "What is the third biggest value in A, B, C?", "Which is the smallest value? (a) … (b) …". */
export const solveKthValue: Solver = (problem, _deadline, given) => {
  const t = text(problem, given);
  const m =
    /^(?:what|which) is the (?:(\w+) )?(biggest|largest|greatest|smallest|least|lowest)(?: value| number| one)?(?= in | of | among |\s*\?|\s*$|\s*\(|\s*:)/i.exec(
      t,
    );
  if (!m) return null;
  const k = m[1] ? ORDINAL[m[1].toLowerCase()] : 1;
  if (!k) return null;
  const from = pickFrom(problem, given);
  if (!from || k > from.items.length) return null;
  const biggest = /biggest|largest|greatest/i.test(m[2] as string);
  const order = from.items
    .map((_, i) => i)
    .sort((i, j) => {
      const c = cmp((from.items[i] as { value: Rational }).value, (from.items[j] as { value: Rational }).value);
      return biggest ? -c : c;
    });
  const picked = order[k - 1] as number;
  // Checked another way: exactly k − 1 options lie beyond it, counted in floating point.
  const x = approx((from.items[picked] as { value: Rational }).value);
  const beyond = from.items.filter((y) => (biggest ? approx(y.value) > x : approx(y.value) < x)).length;
  return chosen(
    'kth',
    picked,
    from,
    `\\text{the ${m[1] ?? ''} ${m[2]} of } ${latexList(from.items.map((y) => y.item))}`,
    beyond === k - 1,
    'the options beyond it counted again in floating point',
  );
};

/** "What is the nearest to X in A, B, C?", "Which is the closest to X? (a) … (b) …". */
export const solveClosest: Solver = (problem, _deadline, given) => {
  const t = text(problem, given);
  const m =
    /^(?:what|which)(?: number| one)? is (?:the )?(?:nearest|closest|closer|nearer) to (.+?)(?:\s+in\s+.+|\s*:\s*.+)?$/i.exec(
      t.replace(/\s*\([a-h]\)[\s\S]*$/, '').replace(/\s*\?$/, ''),
    );
  if (!m) return null;
  const target = valueOf(m[1] as string, given);
  const from = pickFrom(problem, given);
  if (!target || !from) return null;
  const distance = (v: Rational) => {
    const d = sub(v, target);
    return d.n < 0n ? { n: -d.n, d: d.d } : d;
  };
  let picked = 0;
  for (let i = 1; i < from.items.length; i++) {
    if (
      cmp(
        distance((from.items[i] as { value: Rational }).value),
        distance((from.items[picked] as { value: Rational }).value),
      ) < 0
    )
      picked = i;
  }
  const best = Math.abs(approx((from.items[picked] as { value: Rational }).value) - approx(target));
  const ties = from.items.filter((y) => Math.abs(Math.abs(approx(y.value) - approx(target)) - best) < 1e-12).length;
  return chosen(
    'closest',
    picked,
    from,
    `\\text{closest to } ${m[1]} \\text{ among } ${latexList(from.items.map((y) => y.item))}`,
    ties === 1,
    'every distance measured again in floating point (and no tie)',
  );
};
