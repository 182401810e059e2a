import { probabilityAlgebra } from './probability-algebra';
import { cardinal } from '../read/number-words';
import { type Rational, ONE, add, div, mul, parseRational, sub, toLatex, toNumber, toText } from '../rational';
import { type Solver, type Step, result } from '../types';
import { choose, falling } from './counting';

const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  square: 4,
  rectangle: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  dodecagon: 12,
};

const count = (word: string) => Number(cardinal(word) ?? word);

const factorial = (k: number): bigint => (k <= 1 ? 1n : BigInt(k) * factorial(k - 1));

/** Items of a list written "A, B, and C", "A, B or C", "A and B". */
const listItems = (text: string) =>
  text
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * One of each kind: "from 4 shirts and 3 pants", "4 appetizers, 6 entrées and 3 desserts … one of each": the list
 * holds every number of the problem, and the question asks for combinations, one of each kind.
 */
function choiceList(t: string, N: string): { factors: number[]; names: string[] } | null {
  const ITEM = String.raw`${N} ((?:pairs? of |kinds? of |types? of |flavou?rs? of )?[a-zà-ÿ]+(?:[ -](?!and\b|or\b)[a-zà-ÿ]+)?)`;
  // "4 soups or 3 salads" is one choice among 7, not one of each: only lists joined by "and".
  const SEP = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+)`;
  const list = new RegExp(String.raw`${ITEM}(?:${SEP}${ITEM})+`, 'i').exec(t);
  if (!list) return null;
  const asks =
    /how many (?:different |possible |distinct )?(?:[a-z-]+ )?(?:outfits|combinations|meals|choices|options|sandwiches|ways|pizzas|sundaes|menus|lunches|dinners|breakfasts|plates)\b/i.test(
      t,
    ) &&
    /\bone of each\b|\bfrom\b|\b(?:one|a|an) \w+(?:,| and) (?:one|a|an) \w+|\boutfits?\b|\bmeals?\b|\b(?:choose|pick|select)s? (?:one|a|an)\b/i.test(
      t,
    );
  // Offices, people and conditions ("of the same gender", "cannot both") are another count than one of each.
  if (
    !asks ||
    /\b(?:must|same|(?:of|from) (?:a )?different|cannot|can't|no one|nobody|both|president|captain|secretary|treasurer|members|people|persons|students|boys|girls|men|women)\b/i.test(
      t,
    )
  )
    return null;
  const items = listItems(list[0]).map((x) => /^(\S+) (.+)$/.exec(x));
  if (items.some((m) => !m) || items.length > 6) return null;
  const factors = items.map((m) => count((m as RegExpExecArray)[1] as string));
  // Every number of the problem is one of the counts: no other condition is left out.
  const digits = (t.match(/\d+/g) ?? []).length;
  if (digits !== (list[0].match(/\d+/g) ?? []).length) return null;
  if (factors.some((f) => !Number.isInteger(f) || f < 1 || f > 10_000)) return null;
  return { factors, names: items.map((m) => ((m as RegExpExecArray)[2] as string).replace(/\s+/g, ' ')) };
}

/** "How many ways can a president, a vice president and a secretary be chosen from a club of 10?" */
function roleList(t: string, N: string): { k: number; n: number; roles?: string } | null {
  const m = new RegExp(
    String.raw`\bhow many (?:different )?ways (?:can (.+?) be (?:chosen|selected|elected|picked|appointed|filled|awarded)|(?:are there )?to (?:choose|select|elect|pick|appoint) (.+?)) (?:from|among|out of) (?:an? |the )?(?:(?:group|class|club|team|committee|board|field) of )?${N}\b`,
    'i',
  ).exec(t);
  const story = m
    ? null
    : new RegExp(
        String.raw`^${N} ([a-z]+) (?:are|compete|run|enter)[^.?]*[.?]\s*(?:in )?how many (?:different )?ways can (?:the )?(.+?) (?:medals |prizes |places |positions )?be (?:awarded|given|won|filled|handed out)\s*[?.]?$`,
        'i',
      ).exec(t);
  // "In how many ways can 10 runners finish 1st, 2nd and 3rd (no ties)?": the places are the roles.
  const finish = new RegExp(
    String.raw`\bhow many (?:different )?ways can (?:the )?${N} ([a-z]+) (?:finish|come|place) (?:in )?((?:1st|first|2nd|second|3rd|third|4th|fourth)(?:\s*,?\s*(?:and\s+)?(?:1st|first|2nd|second|3rd|third|4th|fourth))+)\b`,
    'i',
  ).exec(t);
  if (finish) {
    const k = (finish[3] as string).match(/1st|first|2nd|second|3rd|third|4th|fourth/gi)?.length ?? 0;
    const n = count(finish[1] as string);
    if (k < 2 || !Number.isInteger(n) || n < k || n > 10_000) return null;
    return { k, n, roles: (finish[3] as string).replace(/\s+/g, ' ') };
  }
  if (story) {
    const roles = listItems(story[3] as string);
    const n = count(story[1] as string);
    if (roles.length < 2 || roles.length > 8 || !Number.isInteger(n) || n < roles.length || n > 10_000) return null;
    return { k: roles.length, n };
  }
  if (!m) return null;
  const roles = listItems((m[1] ?? m[2] ?? '').replace(/^(?:the roles? of|the positions? of)\s+/i, ''));
  if (roles.length < 2 || roles.length > 8 || roles.some((r) => /\d/.test(r) || r.split(' ').length > 4)) return null;
  const n = count(m[3] as string);
  if (!Number.isInteger(n) || n < roles.length || n > 10_000) return null;
  return { k: roles.length, n };
}

function counted(read: string, value: bigint, steps: Step[], again: bigint, method: string) {
  return result('probability', {
    reading: { latex: read, target: { kind: 'value', value: `${value}` } },
    steps,
    answer: { value: `${value}`, latex: `${value}` },
    verified: { ok: value === again, method },
  });
}

/** Brute-force count of pairs among n (for the handshake and diagonal checks), small n only. */
function pairs(n: number, keep: (i: number, j: number) => boolean): bigint {
  let c = 0n;
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (keep(i, j)) c++;
  return c;
}

/**
 * Counting questions with a formula of their own: outfits (the multiplication principle), handshakes, diagonals of
 * a polygon, subsets, and distinct roles chosen from a group ("a president and a vice president from 10").
 */
export const solveCountingFormulas: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const N = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
  const choices = choiceList(t, N);
  if (choices) {
    const { factors, names } = choices;
    const value = factors.reduce((a, b) => a * BigInt(b), 1n);
    // Checked by listing every combination (one index per kind, like an odometer) when there are few enough.
    const total = factors.reduce((a, b) => a * b, 1);
    let listed = 0n;
    if (total <= 1_000_000) {
      const at = factors.map(() => 0);
      for (;;) {
        listed++;
        let k = 0;
        while (k < at.length && ++(at[k] as number) === factors[k]) at[k++] = 0;
        if (k === at.length) break;
      }
    }
    return counted(
      `\\text{choices: } ${factors.map((f, i) => `${f} \\text{ ${names[i]}}`).join(' \\times ')}`,
      value,
      [
        {
          title: 'Multiply the choices',
          explanation: 'Each choice of one kind goes with every choice of the others.',
          latex: `${factors.join(' \\times ')} = ${value}`,
        },
      ],
      total <= 1_000_000 ? listed : value,
      total <= 1_000_000 ? 'every combination listed and counted' : 'the product taken again',
    );
  }
  const hands = new RegExp(
    String.raw`\b${N} (?:people|persons|players|guests|students|friends|teams)\b[^?]*\b(?:shake hands|handshakes|play (?:each other|every other team)|games)`,
    'i',
  ).exec(t);
  if (hands && /\bhow many\b/i.test(t) && /\b(?:once|each|every|everyone|one another|each other)\b/i.test(t)) {
    const n = count(hands[1] as string);
    if (!Number.isInteger(n) || n < 2 || n > 5000) return null;
    const value = choose(n, 2);
    return counted(
      `\\binom{${n}}{2} \\text{ pairs among ${n}}`,
      value,
      [
        {
          title: 'Count the pairs',
          explanation: 'Each handshake is one pair of people.',
          latex: `\\binom{${n}}{2} = \\frac{${n} \\cdot ${n - 1}}{2} = ${value}`,
        },
      ],
      pairs(n, () => true),
      'every pair listed and counted',
    );
  }
  const polygon =
    /\bhow many diagonals (?:does|do|are there in|in) (?:an? |the )?(?:regular |convex )?([a-z]+|(\d+)[- ]sided polygon|polygon with (\d+) sides)\b/i.exec(
      t,
    );
  if (polygon) {
    const n = polygon[2]
      ? Number(polygon[2])
      : polygon[3]
        ? Number(polygon[3])
        : POLYGONS[(polygon[1] as string).toLowerCase()];
    if (!n || n < 3 || n > 5000) return null;
    const value = BigInt((n * (n - 3)) / 2);
    // Checked apart: pairs of corners that are not neighbours, counted one by one.
    return counted(
      `\\text{diagonals of a polygon with ${n} sides}`,
      value,
      [
        {
          title: 'Join each corner to the corners not beside it',
          explanation: `Each of the ${n} corners meets ${n - 3} others by a diagonal; each diagonal is counted from both ends.`,
          latex: `\\frac{${n}(${n} - 3)}{2} = ${value}`,
        },
      ],
      pairs(n, (i, j) => j - i !== 1 && !(i === 0 && j === n - 1)),
      'every pair of corners that are not neighbours counted',
    );
  }
  const subsets = new RegExp(
    String.raw`\bhow many (?:different |possible )?subsets (?:does|do|are there (?:of|in|for)|can be (?:made|formed) from) (?:a |the )?set (?:with|of|that has) ${N} (?:elements|members|items)`,
    'i',
  ).exec(t);
  if (subsets) {
    const n = count(subsets[1] as string);
    if (!Number.isInteger(n) || n < 0 || n > 64) return null;
    const value = 2n ** BigInt(n);
    let again = 0n;
    for (let k = 0; k <= n; k++) again += choose(n, k);
    return counted(
      `\\text{subsets of a set of ${n}}`,
      value,
      [
        {
          title: 'In or out',
          explanation: 'Each element is in a subset or not: two choices each.',
          latex: `2^{${n}} = ${value}`,
        },
      ],
      again,
      'the subsets of each size added up',
    );
  }
  const roles = roleList(t, N);
  if (roles) {
    const { k, n } = roles;
    const value = falling(n, k);
    return counted(
      `P(${n}, ${k}) \\text{: ${roles.roles ? `places ${roles.roles}` : `${k} different roles`} from ${n}}`,
      value,
      [
        {
          title: 'Fill the roles in turn',
          explanation: `The first role has ${n} choices, the next ${n - 1}, and so on for ${k} roles: order matters, the roles differ.`,
          latex: `${Array.from({ length: k }, (_, i) => n - i).join(' \\cdot ')} = ${value}`,
        },
      ],
      choose(n, k) * factorial(k),
      'the groups of that size times the ways to hand out the roles',
    );
  }
  return null;
};

/**
 * Probability rules with the probabilities given: the complement ("the probability of rain is 0.35; of no rain?"),
 * independent events ("P(A) = 0.3, P(B) = 0.5, independent: P(A and B)"), exclusive events (P(A or B)).
 */
export const solveProbabilityRules: Solver = (problem) => {
  const t = problem.replace(/\s+/g, ' ').trim();
  const P = String.raw`(\d+\s*/\s*\d+|\d+(?:\.\d+)?%|0?\.\d+|1(?:\.0+)?|0)`;
  const value = (s: string): Rational => {
    const [top = '', bottom] = s.replace(/\s+/g, '').split('/');
    if (bottom !== undefined) return div(parseRational(top), parseRational(bottom));
    return s.endsWith('%') ? mul(parseRational(s.slice(0, -1)), parseRational('0.01')) : parseRational(s);
  };
  const two = new RegExp(String.raw`P\(A\)\s*=\s*${P}[^.?]*?P\(B\)\s*=\s*${P}`, 'i').exec(t);
  if (two) {
    const [a, b] = [value(two[1] as string), value(two[2] as string)];
    const independent = /\bindependent\b/i.test(t);
    const exclusive = /\b(?:mutually exclusive|disjoint)\b/i.test(t);
    const and = /P\(A\s*(?:and|∩|n)\s*B\)/i.test(t);
    const or = /P\(A\s*(?:or|∪|u)\s*B\)/i.test(t);
    // Neither rule named (or both): the values given may still fix the answer.
    if (independent === exclusive || and === or) return probabilityAlgebra(t);
    let out: Rational;
    let rule: string;
    if (and) {
      out = independent ? mul(a, b) : parseRational('0');
      rule = independent ? 'P(A and B) = P(A) · P(B) for independent events' : 'exclusive events never happen together';
    } else {
      out = independent ? sub(add(a, b), mul(a, b)) : add(a, b);
      rule = independent ? 'P(A or B) = P(A) + P(B) − P(A)·P(B)' : 'P(A or B) = P(A) + P(B) for exclusive events';
    }
    const again = and
      ? independent
        ? toNumber(a) * toNumber(b)
        : 0
      : independent
        ? 1 - (1 - toNumber(a)) * (1 - toNumber(b))
        : toNumber(a) + toNumber(b);
    return result('probability', {
      reading: {
        latex: `P(A) = ${two[1]},\\ P(B) = ${two[2]},\\ \\text{${independent ? 'independent' : 'mutually exclusive'}: } P(A ${and ? '\\cap' : '\\cup'} B)`,
        target: { kind: 'value', value: toText(out) },
      },
      steps: [
        { title: 'Use the rule', explanation: rule, latex: `P(A ${and ? '\\cap' : '\\cup'} B) = ${toLatex(out)}` },
      ],
      answer: { value: toText(out), latex: toLatex(out) },
      verified: {
        ok: Math.abs(again - toNumber(out)) < 1e-12,
        method: 'the rule applied again in floating point (or the complement route for "or")',
      },
    });
  }
  const complement = new RegExp(
    String.raw`\bprobability (?:of|that) ([^.?]+?) is ${P}[^?]*?\bprobability (?:of |that )?(?:it (?:does not|doesn't|will not|won't)|not|no)\b`,
    'i',
  ).exec(t);
  // "… on either of two days", "both of three rolls": the event over several trials, which one complement is not.
  const repeated =
    /\b(?:either|both|each|all|any|none|neither)\s+of\s+(?:the\s+)?(?:\d+|two|three|four|five|six|several)\b|\b(?:two|three|four|five|\d+)\s+(?:days|times|trials|rolls|tosses|flips|games|draws|weeks)\b|\bin\s+a\s+row\b|\btwice\b/i.test(
      t,
    );
  if (complement && !repeated) {
    const p = value(complement[2] as string);
    if (toNumber(p) < 0 || toNumber(p) > 1) return null;
    const out = sub(ONE, p);
    return result('probability', {
      reading: {
        latex: `P(\\text{not } ${complement[1]}) \\text{ when } P = ${complement[2]}`,
        target: { kind: 'value', value: toText(out) },
      },
      steps: [
        {
          title: 'The complement',
          explanation: 'An event and its opposite have probabilities adding to 1.',
          latex: `1 - ${toLatex(p)} = ${toLatex(out)}`,
        },
      ],
      answer: { value: toText(out), latex: toLatex(out) },
      verified: { ok: Math.abs(toNumber(out) + toNumber(p) - 1) < 1e-12, method: 'the two probabilities add up to 1' },
    });
  }
  return probabilityAlgebra(t);
};
