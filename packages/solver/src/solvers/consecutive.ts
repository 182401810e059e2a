import { cardinal } from '../read/number-words';
import { type Solver, result } from '../types';

/**
 * Consecutive integers with a given sum: "The sum of three consecutive even integers is 78. What are they?".
 * n + (n + s) + … + (n + (k − 1)s) = S, so n = (S − s·k(k − 1)/2) / k, which must be a whole number of the kind asked.
 */
export const solveConsecutive: Solver = (problem) => {
  const m =
    /\bsum of (two|three|four|five|six|\d+) consecutive (even |odd )?(?:whole |positive |negative )?(?:integers|numbers|whole numbers)\s+(?:is|equals|is equal to|=)\s+(-?\d+)/i.exec(
      problem,
    ) ??
    // "Three consecutive integers add up to 72", "… have a sum of 72", "… total 72".
    /\b(two|three|four|five|six|\d+) consecutive (even |odd )?(?:whole |positive |negative )?(?:integers|numbers|whole numbers)\s+(?:add up to|adds up to|have a sum of|has a sum of|sum to|total)\s+(-?\d+)/i.exec(
      problem,
    );
  if (!m || !/\b(?:what|find|which|determine|give)\b/i.test(problem)) return null;
  const k = Number(cardinal(m[1] as string) ?? m[1]);
  const kind = (m[2] ?? '').trim().toLowerCase();
  const step = kind ? 2 : 1;
  const total = Number(m[3]);
  if (!Number.isSafeInteger(total) || k < 2 || k > 50) return null;
  const read = `n + (n + ${step}) + \\cdots + (n + ${(k - 1) * step}) = ${total}${/\d/.test(m[1] as string) ? `\\ (${k}\\text{ numbers})` : ''}`;
  const top = total - (step * k * (k - 1)) / 2;
  const first = top / k;
  const wrongKind = kind === 'even' ? Math.abs(first) % 2 !== 0 : kind === 'odd' ? Math.abs(first) % 2 !== 1 : false;
  if (!Number.isInteger(first) || wrongKind) {
    return result('word-problem', {
      reading: { latex: read, target: null },
      reason: `No ${k} consecutive ${kind ? `${kind} ` : ''}integers add up to ${total}.`,
    });
  }
  const values = Array.from({ length: k }, (_, i) => first + i * step);
  // One of them may be asked for ("the largest one", "the smallest", "the middle integer"); otherwise all of them.
  const which =
    /\b(largest|greatest|biggest|larger|greater|bigger|higher|smallest|least|lowest|smaller|lesser|lower|first|second|third|middle|last)\b(?! consecutive)/i.exec(
      problem.slice((m.index ?? 0) + m[0].length),
    );
  const pickAt: Record<string, number> = {
    largest: k - 1,
    greatest: k - 1,
    larger: k === 2 ? 1 : -1,
    greater: k === 2 ? 1 : -1,
    bigger: k === 2 ? 1 : -1,
    higher: k === 2 ? 1 : -1,
    smaller: k === 2 ? 0 : -1,
    lesser: k === 2 ? 0 : -1,
    lower: k === 2 ? 0 : -1,
    biggest: k - 1,
    last: k - 1,
    smallest: 0,
    least: 0,
    lowest: 0,
    first: 0,
    second: 1,
    third: 2,
    middle: (k - 1) / 2,
  };
  const at = which ? pickAt[(which[1] as string).toLowerCase()] : undefined;
  if (which && (at === undefined || !Number.isInteger(at) || at < 0 || at >= k)) return null;
  // Checked apart: the numbers found are added up again and their spacing and kind tested.
  const ok =
    values.reduce((a, b) => a + b, 0) === total &&
    values.every((v, i) => i === 0 || v - (values[i - 1] as number) === step) &&
    values.every((v) => (kind === 'even' ? v % 2 === 0 : kind === 'odd' ? Math.abs(v % 2) === 1 : true));
  const picked = at === undefined ? null : (values[at] as number);
  return result('word-problem', {
    reading: {
      latex: `${read}${which ? `\\text{; the ${(which[1] as string).toLowerCase()}}` : ''}`,
      target:
        picked === null
          ? { kind: 'list', items: values.map(String), ordered: false }
          : { kind: 'value', value: String(picked) },
    },
    steps: [
      {
        title: 'Write the integers from the first',
        explanation: `Call the first n; the others are ${step === 2 ? 'two' : 'one'} apart.`,
        latex: read,
      },
      {
        title: 'Solve for the first',
        explanation: `${k}n + ${(step * k * (k - 1)) / 2} = ${total}, so n = ${first}.`,
        latex: `n = \\frac{${total} - ${(step * k * (k - 1)) / 2}}{${k}} = ${first}`,
      },
    ],
    answer:
      picked === null
        ? { value: values.join(', '), latex: values.join(', ') }
        : { value: String(picked), latex: String(picked) },
    verified: { ok, method: 'the integers added up again, and their spacing checked' },
  });
};

/** "The sum of two numbers is 22 and their difference is 4": the numbers are (S + D)/2 and (S − D)/2. */
export const solveSumDifference: Solver = (problem) => {
  const sum =
    /\bsum of (?:the |two )?numbers is (-?\d+(?:\.\d+)?)|\btwo numbers (?:add up to|add to|sum to|have a sum of|total) (-?\d+(?:\.\d+)?)/i.exec(
      problem,
    );
  const difference =
    /\b(?:their |the )?difference(?: (?:of|between) them| of the (?:two )?numbers)? is (\d+(?:\.\d+)?)/i.exec(problem);
  if (!sum || !difference || !/\btwo numbers\b/i.test(problem)) return null;
  const said = (sum[1] ?? sum[2]) as string;
  const [s, d] = [Number(said), Number(difference[1])];
  const [big, small] = [(s + d) / 2, (s - d) / 2];
  const asked = /\b(greater|larger|bigger|smaller|lesser)\b(?: (?:of the two )?(?:numbers?|one))?\s*\??\s*$/i.exec(
    problem,
  );
  // "What is their product?": the numbers multiplied; any other question about them is not this reading.
  const last = /[^.?!]*[?.!]?\s*$/.exec(problem)?.[0] ?? '';
  if (/\bproduct\b/i.test(last)) return product(big, small, said, difference[1] as string);
  if (/\b(?:quotient|ratio|squares?|cubes?|average|mean|reciprocals?)\b/i.test(last)) return null;
  const value = asked ? (/greater|larger|bigger/i.test(asked[1] as string) ? big : small) : null;
  const [p, q] = [nameOf(problem, 'larger|greater|bigger'), nameOf(problem, 'smaller|lesser')];
  if (p && q && p !== q && value === null) return named(p, q, big, small, said, difference[1] as string);
  const text = value === null ? `${small}, ${big}` : `${value}`;
  return result('word-problem', {
    reading: {
      latex: `a + b = ${said},\\ a - b = ${difference[1]}${asked ? `\\text{; the ${(asked[1] as string).toLowerCase()}}` : ''}`,
      target:
        value === null
          ? { kind: 'list', items: [`${small}`, `${big}`], ordered: false }
          : { kind: 'value', value: text },
    },
    steps: [
      {
        title: 'Add and subtract the two facts',
        explanation: 'Adding a + b and a − b gives 2a; subtracting gives 2b.',
        latex: `a = \\frac{${said} + ${difference[1]}}{2} = ${big},\\quad b = \\frac{${said} - ${difference[1]}}{2} = ${small}`,
      },
    ],
    answer: { value: text, latex: text },
    verified: { ok: big + small === s && big - small === d, method: 'the two numbers added and subtracted again' },
  });
};

/** The letter the problem gives the larger (or smaller) number: "x is the larger", "call the smaller one y". */
function nameOf(problem: string, which: string): string | null {
  const m =
    new RegExp(String.raw`\b([a-z])\s+(?:be|is|=|for|represents?|stands? for)?\s*the\s+(?:${which})\b`).exec(problem) ??
    new RegExp(String.raw`\bthe\s+(?:${which})(?:\s+(?:one|number))?\s+(?:be\s+|is\s+)?([a-z])\b(?![\w'])`).exec(
      problem,
    );
  return m?.[1] ?? null;
}

/** Both numbers, answered by the names the problem gave them. */
function named(p: string, q: string, big: number, small: number, s: string, d: string) {
  const equations = [`${p} + ${q} = ${s}`, `${p} - ${q} = ${d}`];
  const ok = big + small === Number(s) && big - small === Number(d);
  return result('word-problem', {
    reading: {
      latex: `${p} + ${q} = ${s},\\ ${p} - ${q} = ${d}`,
      target: { kind: 'system', equations, variable: p, value: `${big}`, values: { [p]: `${big}`, [q]: `${small}` } },
    },
    steps: [
      {
        title: 'Add and subtract the two facts',
        explanation: `Adding the equations gives 2${p}; subtracting them gives 2${q}.`,
        latex: `${p} = \\frac{${s} + ${d}}{2} = ${big},\\quad ${q} = \\frac{${s} - ${d}}{2} = ${small}`,
      },
    ],
    answer: { value: `${p} = ${big}, ${q} = ${small}`, latex: `${p} = ${big},\\; ${q} = ${small}` },
    verified: { ok, method: 'the two numbers added and subtracted again' },
  });
}

/** The two numbers multiplied: "The sum of two numbers is 30 and their difference is 4. What is their product?" */
function product(big: number, small: number, s: string, d: string) {
  const value = big * small;
  return result('word-problem', {
    reading: {
      latex: `a + b = ${s},\\ a - b = ${d}\\text{; the product } ab`,
      target: { kind: 'value', value: `${value}` },
    },
    steps: [
      {
        title: 'Find the two numbers',
        explanation: 'Adding a + b and a − b gives 2a; subtracting gives 2b.',
        latex: `a = \\frac{${s} + ${d}}{2} = ${big},\\quad b = \\frac{${s} - ${d}}{2} = ${small}`,
      },
      {
        title: 'Multiply them',
        explanation: 'The product asked for.',
        latex: `ab = ${big} \\cdot ${small} = ${value}`,
      },
    ],
    answer: { value: `${value}`, latex: `${value}` },
    verified: {
      ok:
        big + small === Number(s) &&
        big - small === Number(d) &&
        value === ((big + small) ** 2 - (big - small) ** 2) / 4,
      method: 'the numbers added and subtracted again, and the product found a second way as ((a + b)² − (a − b)²)/4',
    },
  });
}
