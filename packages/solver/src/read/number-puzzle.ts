/**
 * "I think of a number, multiply it by 6 and subtract 4, and the result is the same as when I multiply it by 2 and
 * add 20. What is my number?", "If you double a number and add 7 you get 31. Find the number.": the steps done to
 * the number, in order, as an equation in x ("Solve 6x - 4 = 2x + 20"). Every clause must be a step, a result or the
 * question; any other words with a number in them leave the puzzle unread. Null otherwise.
 */

const N = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const IT = String.raw`(?:it|the number|this|that|the result|the answer)`;
type Step = [RegExp, (e: string, k: string) => string];

const STEPS: Step[] = [
  [
    new RegExp(String.raw`^(?:then\s+)?(?:i |you |we )?(?:multiply|multiplies|multiplied) (?:${IT} )?by ${N}$`),
    (e, k) => `${k}(${e})`,
  ],
  [
    new RegExp(String.raw`^(?:then\s+)?(?:i |you |we )?(?:divide|divides|divided) (?:${IT} )?by ${N}$`),
    (e, k) => `(${e})/${k}`,
  ],
  [
    new RegExp(String.raw`^(?:then\s+)?(?:i |you |we )?(?:add|adds|added|plus) ${N}(?: to ${IT})?$`),
    (e, k) => `${e} + ${k}`,
  ],
  [
    new RegExp(
      String.raw`^(?:then\s+)?(?:i |you |we )?(?:subtract|subtracts|subtracted|take away|takes away|minus|take|takes) ${N}(?: from ${IT})?$`,
    ),
    (e, k) => `${e} - ${k}`,
  ],
  [
    new RegExp(String.raw`^(?:then\s+)?(?:i |you |we )?(?:subtract|subtracts|subtracted|take|takes) ${IT} from ${N}$`),
    (e, k) => `${k} - (${e})`,
  ],
  [
    /^(?:then\s+)?(?:i |you |we )?(?:double|doubles|doubled)(?: (?:it|the number|that|this|the result))?$/,
    (e) => `2(${e})`,
  ],
  [
    /^(?:then\s+)?(?:i |you |we )?(?:triple|triples|tripled)(?: (?:it|the number|that|this|the result))?$/,
    (e) => `3(${e})`,
  ],
  [
    /^(?:then\s+)?(?:i |you |we )?(?:halve|halves|halved)(?: (?:it|the number|that|this|the result))?$/,
    (e) => `(${e})/2`,
  ],
  [
    /^(?:then\s+)?(?:i |you |we )?(?:square|squares|squared)(?: (?:it|the number|that|this|the result))?$/,
    (e) => `(${e})^2`,
  ],
];
const START =
  /^(?:i (?:think of|thought of|pick|picked|choose|chose) a number|(?:if )?(?:you|i|we) (?:take|think of|pick) a number|think of a number)$/;
const RESULT = new RegExp(
  String.raw`^(?:and )?(?:the (?:result|answer|total) (?:is|was)|(?:(?:i|you|we) )?(?:get|got|end up with|am left with|are left with)|(?:this|that|it) (?:gives|gave|makes|made|equals)(?: me| you)?) ${N}$`,
);
const SAME = /^(?:and )?the (?:result|answer) is the same as (?:when |if )?(?:i |you |we )?(.+)$/;
const QUESTION =
  /^(?:what is|what's|find|work out|determine|what was) (?:my|the|your|their|his|her) (?:original |starting )?number$/;

export function numberPuzzle(text: string): string | null {
  const t = text.toLowerCase().replace(/[−–]/g, '-').replace(/\s+/g, ' ').trim();
  if (t.length > 400 || !/\ba number\b/.test(t)) return null;
  // "If you double a number and add 7": the number named inside the first step.
  const clauses = t
    .replace(
      /^(if )?(you|i|we) (double|triple|halve|square|multiply|divide|add|subtract) a number\b/,
      '$2 think of a number, $2 $3 it',
    )
    .replace(/\b(add|subtract|take away|plus|minus) (\d+(?:\.\d+)?) to a number\b/, 'think of a number, $1 $2 to it')
    .split(
      /\s*[,.;?!]\s*|\s+(?=(?:i|you|we) (?:get|got|end up)\b)|\s+(?:and then|then|and)\s+(?=(?:i |you |we |then )?(?:multiply|divide|add|subtract|take|double|triple|halve|square|plus|minus|the result|the answer|get|got|end up|this|that|it gives))/,
    )
    .map((c) => c.trim())
    .filter(Boolean);
  let started = false;
  const sides: string[] = [];
  let current = 'x';
  let steps = 0;
  let asked = false;
  for (let clause of clauses) {
    if (START.test(clause)) {
      started = true;
      continue;
    }
    if (!started) return null;
    if (QUESTION.test(clause)) {
      asked = true;
      continue;
    }
    const result = RESULT.exec(clause);
    if (result) {
      sides.push(current, result[1] as string);
      current = 'x';
      continue;
    }
    const same = SAME.exec(clause);
    if (same) {
      sides.push(current);
      current = 'x';
      clause = same[1] as string;
    }
    clause = clause.replace(/^(?:and|then|and then)\s+/, '');
    const step = STEPS.find(([re]) => re.test(clause));
    if (!step) return null;
    const m = step[0].exec(clause) as RegExpExecArray;
    current = step[1](current, m[1] ?? '');
    steps++;
  }
  if (current !== 'x') sides.push(current);
  if (!asked || steps === 0 || sides.length !== 2) return null;
  return `Solve ${sides[0]} = ${sides[1]}`;
}
