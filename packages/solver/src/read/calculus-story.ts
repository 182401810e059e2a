/**
 * Calculus told as a story about a named function of time, in the wording the calculus solvers read:
 * - an amount from a rate: "velocity v(t) = 3t² + 2t m/s. How far does it travel from t = 0 to t = 4?", "flows in at
 *   r(t) = 20e^(−0.05t) litres per minute. How many litres flow in during the first 10 minutes?" (the integral; for a
 *   velocity only when it cannot be negative there: a polynomial with no negative coefficient, from t ≥ 0);
 * - an average over a time: "the average temperature between t = 0 and t = 12" (the average value);
 * - a long-run value: "What value does the population approach as t grows without bound?" (the limit at ∞).
 * Null otherwise.
 */

const DEFINED =
  /\b([A-Za-z])\(([a-z])\)\s*=\s*(.+?)\s*(?=(?:m\/s|metres? per|meters? per|km\/h|litres? per|liters? per|l\/min|gallons? per|cells|people|mg\/l|°|degrees|dollars|\$|[a-z]+ per [a-z]+)\b|[,;?]|\.(?:\s|$)|\s(?:what|whats|what's|find|calculate|work out|determine|how)\b|$)/i;
const NUM = String.raw`(-?\d+(?:\.\d+)?)`;

export function calculusStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  const def = DEFINED.exec(t);
  if (!def) return null;
  const [name, v] = [def[1] as string, def[2] as string];
  // A unit after the formula ("D(t) = 10 + t cm") is not part of it.
  const expr = (def[3] as string)
    .trim()
    .replace(
      /\s+(?:cm|mm|m|km|kg|g|l|ml|litres?|liters?|metres?|meters?|°\s?[cf]|degrees|people|cells|units|feet|ft|inches)$/i,
      '',
    );
  if (!new RegExp(String.raw`(?<![a-z])${v}(?![a-z])`).test(expr) || /=/.test(expr)) return null;
  const question = t.slice(def.index + def[0].length);
  const between =
    new RegExp(
      String.raw`(?:\b(?:from|between)\s+|\bb\/w\s+|\(\s*)${v}\s*=\s*${NUM}\s*(?:to|and|-|–)\s*${v}\s*=\s*${NUM}`,
      'i',
    ).exec(question) ??
    new RegExp(
      String.raw`\b(?:from|between)\s+${NUM}\s+(?:to|and)\s+${NUM}\s+(?:seconds|minutes|hours|days|years)\b`,
      'i',
    ).exec(question);
  const first =
    /\b(?:during|in|over|for) the first\s+(\d+(?:\.\d+)?)\s+(?:seconds|minutes|hours|days|weeks|years)\b/i.exec(
      question,
    );
  const [a, b] = between
    ? [between[1] as string, between[2] as string]
    : first
      ? ['0', first[1] as string]
      : [null, null];
  // The long-run value.
  if (/\bapproach(?:es)?\b|\bin the long run\b|\blevel off\b|\blimiting value\b/i.test(question)) {
    const long = new RegExp(
      String.raw`\bas\s+${v}\s+(?:grows|increases|gets)\s+(?:without (?:bound|limit)|(?:very\s+)?large|larger and larger)|\bas\s+${v}\s*(?:→|->|tends to|goes to|approaches)\s*(?:∞|infinity)|\bin the long run\b`,
      'i',
    ).test(question);
    if (long && !a) return `Find the limit of ${expr} as ${v} approaches infinity`;
    return null;
  }
  if (!a || !b) return null;
  // The average rate of change: the change in the function over the change in its variable.
  if (/\b(?:average|avg\.?|mean) rate of change\b/i.test(question)) {
    const at = (x: string) => expr.replace(new RegExp(String.raw`(?<![a-z])${v}(?![a-z])`, 'g'), `(${x})`);
    return `Calculate ((${at(b)}) - (${at(a)}))/((${b}) - (${a}))`;
  }
  // An average over the time asked.
  if (/\baverage\b/i.test(question) && !/\baverage (?:speed|velocity)\b/i.test(question))
    return `Find the average value of ${expr} on [${a}, ${b}]`;
  const amount = /\bhow (?:far|much|many)\b|\btotal\b|\bdistance\b|\bhow many [a-z]+\b/i.test(question);
  if (!amount) return null;
  // A distance from a velocity is its integral only where the velocity cannot be negative.
  if (/\bvelocity\b|\bspeed\b/i.test(t) || name.toLowerCase() === 'v') {
    const polynomial = new RegExp(String.raw`^[\d.\s+*^${v}²³()]+$`).test(expr);
    if (!polynomial || Number(a) < 0) return null;
  }
  return `Evaluate the integral of ${expr} from ${a} to ${b}`;
}
