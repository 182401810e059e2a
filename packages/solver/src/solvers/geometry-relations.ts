import { type Rational, add, div, mul, rat, sub, toDecimal, toLatex as fractionLatex, toText } from '../rational';
import { type Solver, result } from '../types';
import { clean } from './answer-format';

/**
 * Relations of angles and proportions: the number of sides of a polygon from an angle or the angle sum, the arc
 * length and area of a sector, a missing side of similar figures ("AB = 6, DE = 9, BC = 8: EF"), shadows at the
 * same time of day, and the third side of a right triangle told as a ladder against a wall. Each answer is put
 * back into the relation it came from.
 */

// Numbers as the problem wrote them (1.8, not 9/5), so that the reading keeps every number of the problem.
const toLatex = (x: Rational) => toDecimal(x) ?? fractionLatex(x);
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const DEG = String.raw`\s*(?:°|degrees?|deg)?`;
const q = (s: string): Rational => {
  const [w, f = ''] = s.split('.');
  return rat(BigInt(`${w}${f}`), 10n ** BigInt(f.length));
};

function answered(
  latex: string,
  value: Rational | string,
  explanation: string,
  shown: string,
  ok: boolean,
  method: string,
  pi = false,
) {
  const text = typeof value === 'string' ? value : pi ? piText(value) : toText(value);
  const tex = typeof value === 'string' ? value : pi ? `${toLatex(value)}\\pi` : toLatex(value);
  return result('geometry', {
    reading: { latex, target: { kind: 'value', value: text } },
    steps: [{ title: 'Use the relation', explanation, latex: shown }],
    answer: { value: text, latex: tex },
    verified: { ok, method },
  });
}
const piText = (x: Rational) => (x.n === 0n ? '0' : `${x.n === 1n ? '' : `${x.n}*`}pi${x.d === 1n ? '' : `/${x.d}`}`);

/** The number of sides from an interior or exterior angle, or from the sum of the interior angles. */
function polygonSides(t: string) {
  if (!/\bhow many sides\b|\bnumber of sides\b/i.test(t)) return null;
  const exterior = new RegExp(String.raw`\bexterior angle\b[^.?\d]*?${NUM}${DEG}`, 'i').exec(t);
  const sum =
    new RegExp(
      String.raw`\b(?:sum of (?:the |its )?(?:interior )?angles|interior angles? sum|angle sum)\b[^.?\d]*?${NUM}${DEG}`,
      'i',
    ).exec(t) ??
    new RegExp(
      String.raw`\binterior angles\b[^.?\d]*?\b(?:add up to|total|sum to|adds up to)\s+${NUM}${DEG}`,
      'i',
    ).exec(t);
  const interior = sum ? null : new RegExp(String.raw`\binterior angles?\b[^.?\d]*?${NUM}${DEG}`, 'i').exec(t);
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  if (sum) {
    const s = q(sum[1] as string);
    const n = div(s, rat(180n));
    if (n.d !== 1n) return null;
    const sides = n.n + 2n;
    return answered(
      `(n - 2) \\cdot 180° = ${toLatex(s)}°`,
      rat(sides),
      'The interior angles of an n-gon add up to (n − 2)·180°.',
      `n = ${toLatex(s)}/180 + 2 = ${sides}`,
      (sides - 2n) * 180n * s.d === s.n,
      'the angle sum of that many sides recomputed',
    );
  }
  const angle = exterior
    ? q(exterior[1] as string)
    : interior
      ? div(rat(180n), rat(1n)) && q(interior[1] as string)
      : null;
  if (!angle) return null;
  const ext = exterior ? angle : div(rat(180n * angle.d - angle.n), rat(angle.d));
  if (ext.n <= 0n) return null;
  const n = div(rat(360n), ext);
  if (n.d !== 1n || n.n < 3n) return null;
  const back = exterior ? div(rat(360n), n) : div(rat(180n * (n.n - 2n)), n);
  return answered(
    `\\text{regular polygon with ${exterior ? 'exterior' : 'interior'} angle } ${toLatex(angle)}°`,
    n,
    exterior
      ? 'The exterior angles of a polygon add up to 360°.'
      : 'Each exterior angle is 180° minus the interior one, and they add up to 360°.',
    `n = \\frac{360°}{${toLatex(ext)}°} = ${n.n}`,
    back.n === angle.n && back.d === angle.d,
    'the angle of a regular polygon with that many sides recomputed',
  );
}

/** Arc length θ/360 · 2πr and sector area θ/360 · πr², exact in π. */
function sector(t: string) {
  const asksArc = /\barc(?: length)?\b|\blength of (?:the |an )?arc\b/i.test(t);
  const asksArea =
    /\barea of (?:the |a )?sector\b|\bsector(?:'s)? area\b/i.test(t) ||
    (/\bsector\b/i.test(t) && /\b(?:its|the) area\b/i.test(t));
  if (asksArc === asksArea) return null;
  const radius = new RegExp(String.raw`\bradius (?:of |is |=\s*)?${NUM}`, 'i').exec(t);
  // "central angle 60°", "a 60 degree sector", "subtends an angle of 140° at the centre".
  const angle =
    new RegExp(String.raw`\b(?:central )?angle (?:of |is |=\s*)?${NUM}${DEG}`, 'i').exec(t) ??
    new RegExp(String.raw`\b${NUM}${DEG}[- ]?(?:sector|arc)\b`, 'i').exec(t) ??
    new RegExp(String.raw`\bsubtend(?:s|ing)?\s+(?:an?\s+)?(?:angle\s+of\s+)?${NUM}${DEG}`, 'i').exec(t);
  if (
    !radius ||
    !angle ||
    (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2 ||
    /\bradians?\b|π(?!\s*[.?]?$)/i.test(t.replace(/\bin terms of (?:π|pi)\b/i, ''))
  )
    return null;
  // Lengths in one unit only: a radius in metres with an arc asked in centimetres is not this formula's.
  const units = new Set(
    (
      t.match(
        /\b(?:mm|cm|km|m|millimet(?:er|re)s?|centimet(?:er|re)s?|kilomet(?:er|re)s?|met(?:er|re)s?|inch(?:es)?|feet|foot|ft|yards?|yd)\b/gi,
      ) ?? []
    ).map((u) => u.toLowerCase().slice(0, 2)),
  );
  if (units.size > 1) return null;
  const [r, a] = [q(radius[1] as string), q(angle[1] as string)];
  const share = div(a, rat(360n));
  const value = asksArc ? mul(share, mul(rat(2n), r)) : mul(share, mul(r, r));
  const numeric = asksArc
    ? (Number(a.n) / Number(a.d) / 360) * 2 * Math.PI * (Number(r.n) / Number(r.d))
    : (Number(a.n) / Number(a.d) / 360) * Math.PI * (Number(r.n) / Number(r.d)) ** 2;
  const ok = Math.abs(numeric - (Number(value.n) / Number(value.d)) * Math.PI) <= 1e-9 * Math.max(1, numeric);
  return answered(
    `\\text{${asksArc ? 'arc length' : 'sector area'}, } r = ${toLatex(r)},\\ \\theta = ${toLatex(a)}°`,
    value,
    asksArc ? 'The arc is the share θ/360 of the circumference 2πr.' : 'The sector is the share θ/360 of the area πr².',
    asksArc
      ? `\\frac{${toLatex(a)}}{360} \\cdot 2\\pi \\cdot ${toLatex(r)} = ${toLatex(value)}\\pi`
      : `\\frac{${toLatex(a)}}{360} \\cdot \\pi \\cdot ${toLatex(r)}^2 = ${toLatex(value)}\\pi`,
    ok,
    'the share of the circle recomputed in floating point',
    true,
  );
}

/** Similar triangles ABC and DEF: corresponding sides (by letter position) are in one ratio. */
function similar(t: string) {
  const names =
    /\b[Tt]riangles?\s+([A-Z]{3})\s+and\s+(?:triangle\s+)?([A-Z]{3})\b.*\bsimilar\b|\b([A-Z]{3})\s*(?:~|∼|is similar to)\s*(?:triangle\s+)?([A-Z]{3})\b/.exec(
      t,
    );
  if (!names) return null;
  const [first, second] = [(names[1] ?? names[3]) as string, (names[2] ?? names[4]) as string];
  const sides = new Map<string, Rational>();
  for (const m of t.matchAll(new RegExp(String.raw`\b([A-Z]{2})\s*=\s*${NUM}`, 'g')))
    sides.set(m[1] as string, q(m[2] as string));
  const asked =
    /\b(?:find|what is|how long is|calculate|determine)\s+(?:the length of\s+)?(?:side\s+)?([A-Z]{2})\b/i.exec(t)?.[1];
  if (!asked || sides.has(asked) || sides.size !== 3) return null;
  // The side of the other triangle at the same letter positions.
  const partner = (side: string) => {
    const [from, to] =
      first.includes(side[0] as string) && first.includes(side[1] as string) ? [first, second] : [second, first];
    if (!from.includes(side[0] as string) || !from.includes(side[1] as string)) return null;
    return `${to[from.indexOf(side[0] as string)]}${to[from.indexOf(side[1] as string)]}`;
  };
  const same = (a: string, b: string) => a === b || a === [...b].reverse().join('');
  const find = (name: string | null) => (name ? [...sides].find(([k]) => same(k, name)) : undefined);
  const other = partner(asked);
  const known = other && find(other);
  // A pair of corresponding sides both given fixes the ratio.
  const pair = [...sides]
    .map(([k, v]) => [k, v, find(partner(k))] as const)
    .find(([k, , p]) => p && !same(k, other ?? ''));
  if (!known || !pair?.[2]) return null;
  const [pk, pv, [, pw]] = [pair[0], pair[1], pair[2]];
  const askedInFirst = first.includes(asked[0] as string) && first.includes(asked[1] as string);
  const pkInFirst = first.includes(pk[0] as string) && first.includes(pk[1] as string);
  // Ratio from the asked triangle to the other one.
  const ratio = askedInFirst === pkInFirst ? div(pv, pw) : div(pw, pv);
  const value = mul(known[1], ratio);
  const ok = toText(div(value, known[1])) === toText(ratio);
  return answered(
    `${first} \\sim ${second}:\\ ${[...sides].map(([k, v]) => `${k} = ${toLatex(v)}`).join(',\\ ')}`,
    value,
    'Corresponding sides of similar triangles are in one ratio.',
    `${asked} = ${known[0]} \\cdot \\frac{${toLatex(askedInFirst === pkInFirst ? pv : pw)}}{${toLatex(askedInFirst === pkInFirst ? pw : pv)}} = ${toLatex(value)}`,
    ok,
    'the two ratios of corresponding sides compared',
  );
}

const LEN = String.raw`(\d+(?:\.\d+)?)[- ]?(?:m|cm|ft|feet|foot|meters?|metres?|inches|inch|yards?)\b`;

/** Shadows at the same time: height / shadow is the same for every object. */
function shadows(t: string) {
  if (!/\bshadows?\b/i.test(t) || !/\bsame time\b|\bat the same\b|\bsame moment\b/i.test(t)) return null;
  const full = [
    ...t.matchAll(
      new RegExp(String.raw`\b${LEN}(?:[- ]tall)?\s+([a-z]+)\s+(?:casts?|has|makes?)\s+an?\s+${LEN}\s+shadow`, 'gi'),
    ),
  ];
  const partial = [
    ...t.matchAll(
      new RegExp(String.raw`\b(?:an?|the)\s+([a-z]+)\s+(?:casts?|has|makes?)\s+an?\s+${LEN}\s+shadow`, 'gi'),
    ),
  ];
  if (full.length !== 1 || partial.length !== 1 || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const [h, name, s] = [q(full[0]?.[1] as string), full[0]?.[2] as string, q(full[0]?.[3] as string)];
  const [object, shadow] = [partial[0]?.[1] as string, q(partial[0]?.[2] as string)];
  if (object === name || !new RegExp(String.raw`\b(?:how tall|how high|height)\b.*\b${object}\b`, 'i').test(t))
    return null;
  const value = mul(shadow, div(h, s));
  const ok = toText(div(value, shadow)) === toText(div(h, s));
  return answered(
    `\\frac{h}{${toLatex(shadow)}} = \\frac{${toLatex(h)}}{${toLatex(s)}}`,
    value,
    `At the same time the ${object} and the ${name} have the same ratio of height to shadow.`,
    `h = ${toLatex(shadow)} \\cdot \\frac{${toLatex(h)}}{${toLatex(s)}} = ${toLatex(value)}`,
    ok,
    'the two ratios of height to shadow compared',
  );
}

/** A ladder against a wall: the ladder, the wall and the ground make a right triangle. */
function ladder(t: string) {
  if (!/\bladder\b/i.test(t) || !/\bwall\b/i.test(t) || (t.match(/\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const length =
    new RegExp(
      String.raw`\b(\d+(?:\.\d+)?)[- ]?(?:m|ft|feet|foot|meters?|metres?|yards?)?[- ]?(?:long )?ladder\b`,
      'i',
    ).exec(t)?.[1] ?? new RegExp(String.raw`\bladder (?:is |of length |that is )?${NUM}`, 'i').exec(t)?.[1];
  const base = new RegExp(
    String.raw`\b(?:base|foot|bottom)\b[^.?\d]*?${NUM}[^.?\d]*?\bfrom the (?:wall|building|house)`,
    'i',
  ).exec(t)?.[1];
  const height = new RegExp(
    String.raw`\b(?:reaches|touches|top is|reaching|up)\b[^.?\d]*?${NUM}[^.?]*?\b(?:up|high|above the ground|on the wall|up the wall)`,
    'i',
  ).exec(t)?.[1];
  const question = /[^.?!]*$/.exec(t)?.[0] ?? t;
  const asks = /\bhow (?:high|far up)\b|\bheight\b/i.test(question)
    ? 'height'
    : /\bhow far\b.*\b(?:from|base|bottom|foot)\b|\bdistance\b/i.test(question)
      ? 'base'
      : /\bhow long\b|\blength of the ladder\b/i.test(question)
        ? 'ladder'
        : null;
  if (!asks) return null;
  const known = { ladder: length, base, height };
  if (known[asks] !== undefined || Object.values(known).filter((v) => v !== undefined).length !== 2) return null;
  const sq = (x: string) => mul(q(x), q(x));
  // c² = a² + b²: the ladder from the legs, or a leg from the ladder and the other leg.
  const value2 =
    asks === 'ladder'
      ? add(sq(base as string), sq(height as string))
      : sub(sq(length as string), sq((asks === 'height' ? base : height) as string));
  if (value2.n <= 0n) return null;
  const root = (x: bigint) => {
    const r = BigInt(Math.round(Math.sqrt(Number(x))));
    return r * r === x ? r : null;
  };
  const [rn, rd] = [root(value2.n), root(value2.d)];
  if (rn === null || rd === null) return null;
  const value = rat(rn, rd);
  return answered(
    `\\text{ladder against a wall: } ${asks === 'ladder' ? `\\sqrt{${base}^2 + ${height}^2}` : `\\sqrt{${length}^2 - ${asks === 'height' ? base : height}^2}`}`,
    value,
    'The ladder is the hypotenuse of a right triangle; the wall and the ground are its legs (Pythagoras).',
    `${asks} = ${toLatex(value)}`,
    toText(mul(value, value)) === toText(value2),
    'the side squared back and compared with a² + b² = c²',
  );
}

export const solveGeometryRelations: Solver = (problem) => {
  const t = clean(problem);
  if (t.length > 400) return null;
  return polygonSides(t) ?? sector(t) ?? similar(t) ?? shadows(t) ?? ladder(t);
};
