import { type Rational, div, parseRational } from '../rational';
import { ASKED, LETTER, POSTFIX, PREFIX, SHAPES, SMALL, STANDARD_FORMULAS, WORD_PLACES } from './geometry-words';

/** A length as written: its exact value, its text, and its unit ("cm") if it has one. */
export interface Length {
  value: Rational;
  raw: string;
  unit: string | null;
}

export type Role =
  | 'radius'
  | 'diameter'
  | 'side'
  | 'length'
  | 'width'
  | 'height'
  | 'base'
  | 'leg'
  | 'hypotenuse'
  | 'slant'
  /** A number given for a quantity usually asked (an area, a volume): the problem runs the other way. */
  | 'given';

export type Shape =
  | 'circle'
  | 'square'
  | 'rectangle'
  | 'triangle'
  | 'right triangle'
  | 'equilateral triangle'
  | 'trapezoid'
  | 'parallelogram'
  | 'cube'
  | 'box'
  | 'cylinder'
  | 'cone'
  | 'sphere';

export type Asked =
  | 'area'
  | 'perimeter'
  | 'volume'
  | 'surface area'
  | 'lateral area'
  | 'diagonal'
  | 'hypotenuse'
  | 'leg'
  | 'slant height';

export interface GeometryText {
  shape: Shape;
  asked: Asked;
  roles: Map<Role, Length[]>;
  /** Numbers written "8 by 5" with no name: a rectangle's or a box's sides in order. */
  loose: Length[];
  unit: string | null;
  /** "Use 3.14 for π". */
  pi: { value: Rational; raw: string } | null;
  /** Decimal places asked for ("to the nearest tenth": 1), with how it was written. */
  places: { places: number; latex: string } | null;
  /** The shape's own formula as the question stated it ("V = πr²h"), in LaTeX. */
  formula?: string;
}

const UNITS: [RegExp, string][] = [
  [/^millimet(?:er|re)s?$|^mm$/, 'mm'],
  [/^centimet(?:er|re)s?$|^cm$/, 'cm'],
  [/^kilomet(?:er|re)s?$|^km$/, 'km'],
  [/^met(?:er|re)s?$|^m$/, 'm'],
  [/^inch(?:es)?$|^in$/, 'in'],
  [/^feet$|^foot$|^ft$/, 'ft'],
  [/^yards?$|^yd$/, 'yd'],
  [/^miles?$|^mi$/, 'mi'],
  [/^units?$/, 'units'],
];
const UNIT = String.raw`millimet(?:er|re)s?|centimet(?:er|re)s?|kilomet(?:er|re)s?|met(?:er|re)s?|inch(?:es)?|feet|foot|ft|yards?|yd|miles?|mi|mm|cm|km|m|units?|in(?=\s*(?:$|[,.;?!)]|and\b|by\b|long\b|wide\b|tall\b|high\b|deep\b))`;
export const unitOf = (word: string) => UNITS.find(([re]) => re.test(word))?.[1] ?? null;

/** A plain number as written: "5", "2.5", "3/4". */
export function lengthValue(raw: string): Rational | null {
  const [top, bottom] = raw.replace(/\s+/g, '').split('/') as [string, string | undefined];
  const n = parseRational(top);
  if (bottom === undefined) return n;
  const d = parseRational(bottom);
  return d.n === 0n ? null : div(n, d);
}

const NUM = String.raw`\d{1,30}(?:\.\d{1,30})?(?:\s*\/\s*\d{1,30})?`;

/** The question's wording brought to a few fixed words ("side length" → "side", "rectangular prism" → "box"). */
function normalized(problem: string): string {
  return (
    ` ${problem} `
      .toLowerCase()
      .replace(/\$|\\text\{([^{}]*)\}/g, '$1')
      .replace(/π|\\pi\b/g, 'pi')
      .replace(/²/g, '^2')
      // "m^(2)" as the reader writes a power; "to the nearest whole number^(3)" (from "to the nearest cm³").
      .replace(/\^\s*\(\s*(\d)\s*\)/g, '^$1')
      .replace(/\bwhole number\s*\^\s*[23]/g, 'whole number')
      .replace(/³/g, '^3')
      .replace(/(\d)\s*(?:×|\\times|\*)\s*(?=\d)/g, '$1 by ')
      .replace(new RegExp(String.raw`(\d(?:\s*(?:${UNIT}))?)\s*(?:x|×|\\times)\s*(?=\d)`, 'g'), '$1 by ')
      .replace(/\bright[- ]angled triangle\b/g, 'right triangle')
      .replace(/\b(?:rectangular (?:prism|box|solid|parallelepiped)|cuboid)\b/g, 'box')
      .replace(/\b(?:lateral|curved) (?:surface )?area\b/g, 'lateralarea')
      .replace(/\b(?:total )?surface area\b/g, 'surfacearea')
      .replace(/\bslant height\b/g, 'slant')
      .replace(/\b(?:other|missing|remaining|second|unknown|third) (?:leg|side)\b/g, 'otherleg')
      .replace(/\b(side|edge)s? lengths?\b/g, '$1')
      .replace(/\blength of (?:each|a|one|its) (side|edge)\b/g, '$1')
      .replace(/\b(legs?|sides?|bases?|edges?) (?:of|with|having) (?:lengths?|measures?)\b/g, '$1')
      .replace(/\bparallel sides\b/g, 'bases')
      // "How many litres does it hold (when it is full)?", "its capacity": its volume.
      .replace(
        /\b(?:does|will|can|would) (?:it|the [a-z]+(?: [a-z]+)?) hold(?: when (?:it is )?full)?\b/g,
        'is its volume',
      )
      .replace(/\bcapacity\b/g, 'volume')
      // "the distance between them": a trapezium's height between its parallel sides.
      .replace(
        /\b(?:the )?(?:perpendicular )?distance between (?:them|the (?:two )?(?:parallel sides|bases))\b/g,
        'height',
      )
      // "a round pond", "a round table": a circle (not "round to", "round off").
      .replace(
        /\bround (?=(?:[a-z]+ ){0,2}(?:pond|table|pool|rug|plate|pizza|lawn|bed|window|mirror|clock|cake|tin|lid|coin|mat|garden)\b)/g,
        'circle ',
      )
      .replace(/\b([rdslwhb])\s*=\s*(?=\d)/g, (_, c: string) => `${LETTER[c]} `)
      .replace(/\s+/g, ' ')
  );
}

type Token = { kind: 'num'; raw: string; unit: string | null } | { kind: 'word'; text: string } | { kind: 'stop' };

/** What a geometry question asks of which shape, and the numbers it gives; null when it is not such a question. */
export function readGeometry(problem: string): GeometryText | null {
  if (problem.length > 600) return null;
  let t = normalized(problem);
  // A negative length ("radius -5") is no shape's: refused rather than read without its sign.
  if (/(?:^|[\s=:(,])[-−–]\s*\d/.test(t)) return null;
  let unit: string | null = null;
  // A unit asked for ("in square centimetres", "cm^2", "cubic feet") is the answer's unit, not a length.
  t = t.replace(
    new RegExp(String.raw`\b(?:square|sq\.?|cubic)\s+(${UNIT})\b|\b(${UNIT})\s*\^\s*[23]`, 'g'),
    (_, a, b) => {
      unit = unitOf((a ?? b) as string);
      return ' ';
    },
  );
  let pi: GeometryText['pi'] = null;
  t = t.replace(
    new RegExp(
      String.raw`\(?\s*(?:use|using|take|taking|with)\s+(?:pi\s*(?:=|≈|as|to be)\s*(${NUM})|(${NUM})\s+(?:for|as)\s+pi)\s*\)?`,
    ),
    (_, a, b) => {
      const raw = ((a ?? b) as string).trim();
      const value = lengthValue(raw);
      if (value) pi = { value, raw };
      return ' ';
    },
  );
  // A formula stated with the question must be the shape's own ("using V = πr²h"); any other is not read.
  const stated =
    /,?\s*\(?\b(?:using|use|with|by)\s+(?:the formula\s+)?([a-z])\s*=\s*([^,;?]+?)\s*\)?(?=[,;?]|\.\s|\.?\s*$)/.exec(t);
  let formula: string | undefined;
  if (stated) {
    if (!STANDARD_FORMULAS.has(`${stated[1]}=${(stated[2] as string).replace(/[\s*·×]/g, '')}`)) return null;
    t = t.replace(stated[0], ' ');
    formula = `${(stated[1] as string).toUpperCase()} = ${(stated[2] as string)
      .trim()
      .replace(/\bpi\b\s*/g, '\\pi ')
      .replace(/\^(\d)/g, '^{$1}')}`;
  }
  // "to the nearest cm³": to the nearest whole number, in that unit.
  t = t.replace(
    new RegExp(String.raw`\bto the nearest ((?:square |sq\.? |cubic )?(?:${UNIT})(?:\s*\^\s*[23])?)(?![a-z])`),
    'to the nearest whole number in $1',
  );
  let places: GeometryText['places'] = null;
  t = t.replace(
    /,?\s*(?:\(|\b)(?:correct |rounded |round (?:your answer |it )?)?to (?:the nearest (whole number|integer|unit|one|tenth|hundredth|thousandth)|(\d|one|two|three|four|five|six) (?:decimal places?|dp|d\.p\.))\)?/,
    (_, word: string | undefined, count: string | undefined) => {
      const n = word ? (WORD_PLACES[word.split(' ')[0] as string] as number) : Number(SMALL[count as string] ?? count);
      places = { places: n, latex: word ? `\\text{to the nearest ${word}}` : `\\text{to ${count} decimal places}` };
      return ' ';
    },
  );
  const shapes = SHAPES.filter(([re]) => re.test(t)).map(([, s]) => s);
  const triangles = shapes.filter((s) => s.endsWith('triangle'));
  const shape =
    triangles.length > 0 && triangles.length === shapes.length ? triangles[0] : shapes.length === 1 ? shapes[0] : null;
  if (!shape) return null;

  const tokens: Token[] = [];
  const re = new RegExp(String.raw`(${NUM})\s*(${UNIT})?(?![a-z])|([a-z]+)|([.;?!:]|,(?!\s*\d))`, 'g');
  for (const m of t.matchAll(re)) {
    if (m[1] !== undefined)
      tokens.push({ kind: 'num', raw: m[1].replace(/\s+/g, ''), unit: m[2] ? unitOf(m[2]) : null });
    else if (m[3] !== undefined) tokens.push({ kind: 'word', text: m[3] });
    else tokens.push({ kind: 'stop' });
  }
  // Every number must be a length read from its name; a stray one ("3 cones", "round to 2") leaves the question unread.
  const read = tokens.reduce((n, x) => n + (x.kind === 'num' ? x.raw.split('/').length : 0), 0);
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== read) return null;
  const roles = new Map<Role, Length[]>();
  const loose: Length[] = [];
  const askedWords = new Set<Asked>();
  let current: Role | null = null;
  const word = (k: number) => {
    const x = tokens[k];
    return x?.kind === 'word' ? x.text : null;
  };
  for (let k = 0; k < tokens.length; k++) {
    const x = tokens[k] as Token;
    if (x.kind === 'stop') continue;
    if (x.kind === 'word') {
      const role = PREFIX[x.text];
      if (role) current = role;
      const asked = ASKED[x.text];
      if (asked) askedWords.add(asked);
      continue;
    }
    const value = lengthValue(x.raw);
    if (!value || value.n <= 0n) return null;
    const length: Length = { value, raw: x.raw, unit: x.unit };
    const next = word(k + 1);
    const postfix = next === 'in' ? (POSTFIX[word(k + 2) ?? ''] ?? null) : next ? (POSTFIX[next] ?? null) : null;
    const chained = next === 'by' || (word(k - 1) === 'by' && tokens[k - 2]?.kind === 'num');
    const role = postfix ?? (chained ? null : current);
    if (role) roles.set(role, [...(roles.get(role) ?? []), length]);
    else loose.push(length);
  }
  if (roles.has('given') || (loose.length > 0 && roles.size > 0)) return null;
  // The numbers given for a name are not what is asked: "legs 6 and 8 … the hypotenuse", "hypotenuse 13 … other leg".
  for (const [role, asked] of [
    ['hypotenuse', 'hypotenuse'],
    ['slant', 'slant height'],
  ] as const)
    if (roles.has(role)) askedWords.delete(asked);
  if (askedWords.size !== 1) return null;
  const units = new Set([...roles.values(), loose].flat().map((l) => l.unit));
  units.delete(null);
  if (units.size > 1) return null;
  const lengthUnit = [...units][0] ?? null;
  if (unit && lengthUnit && unit !== lengthUnit) return null;
  return {
    shape,
    asked: [...askedWords][0] as Asked,
    roles,
    loose,
    unit: lengthUnit ?? unit,
    pi,
    places,
    ...(formula ? { formula } : {}),
  };
}

/** "The total volume of three boxes if each is a cube": several shapes or a total, not one shape's measure. */
export const SEVERAL_SHAPES =
  /\b(?:each|total(?! surface)|combined|altogether|in all)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+) (?:identical |congruent |equal |such |similar )?(?:boxes|cubes|circles|squares|spheres|cylinders|cones|rectangles|triangles|prisms|pyramids|tanks|cans|balls)\b/i;
