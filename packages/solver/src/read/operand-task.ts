import { spelledNumbers } from './goal-reader';

/**
 * A task on a few numbers, read as a tutor reads it: the words say what to do (the larger, the smallest, an order,
 * a sign, a gcd or lcm, a remainder, a sum or product) and the math between them is the list of numbers, in any
 * word order and with chat around it ("bigger one: 5^3 or 3^5", "order least to greatest: 0.7, 5/8, 0.66", "gcd of 1071 & 462?? using
 * euclid", "remainder 12345 / 11?"). Written again in the one wording the solvers know. Every word must be a known
 * task word, filler or math name; any other word may carry meaning, so nothing is returned.
 */

type Task = 'max' | 'min' | 'ascending' | 'descending' | 'relation' | 'gcd' | 'lcm' | 'remainder' | 'sum' | 'product';

const ASCENDING = String.raw`(?:from\s+)?(?:the\s+)?(?:least|smallest|lowest|small|low|min)[\s-]+(?:to|-+>?|→)[\s-]+(?:the\s+)?(?:greatest|largest|biggest|highest|big|large|high|most|max)\b|\b(?:ascending|increasing)\b|\b(?:least|smallest|lowest)\s+(?:one\s+)?first\b`;
const DESCENDING = String.raw`(?:from\s+)?(?:the\s+)?(?:greatest|largest|biggest|highest|big|large|high|most|max)[\s-]+(?:to|-+>?|→)[\s-]+(?:the\s+)?(?:least|smallest|lowest|small|low|min)\b|\b(?:descending|decreasing)\b|\b(?:greatest|largest|biggest|highest)\s+(?:one\s+)?first\b`;
// "<, > or =", "greater than, less than or equal to", "the correct sign": a sign between two numbers.
const RELATION = String.raw`[<>=]\s*,?\s*[<>=]\s*,?\s*(?:or\s*)?[<>=]|(?:greater|less)\s+than\s*,?\s*(?:greater|less)\s+than\s*,?\s*(?:or\s+)?equal(?:\s+to)?|\b(?:correct|right|missing)\s+(?:symbol|sign)\b|\binequality\s+(?:symbol|sign)\b`;
const GCD = String.raw`\b(?:greatest|highest|biggest|largest)\s+common\s+(?:factor|divisor)\b|\b(?:gcd|gcf|hcf)\b`;
const LCM = String.raw`\b(?:least|lowest|smallest)\s+common\s+multiple\b|\blcm\b`;

const MAX_WORDS = /^(?:bigger|larger|greater|more|higher|biggest|largest|greatest|highest|most|max|maximum)$/;
const MIN_WORDS = /^(?:smaller|less|lesser|lower|smallest|least|lowest|min|minimum)$/;
const REMAINDER_WORDS = /^(?:remainder|remainders|mod|modulo|leftover|rest)$/;
const SUM_WORDS = /^(?:sum|add|total)$/;
const PRODUCT_WORDS = /^(?:product|multiply)$/;

/** Words that only frame the task ("which one", "pls", "these numbers", "using euclid"). */
const FILLERS = new Set(
  `a an the of for to in on at as is are be and or vs versus by with from this these those that it its what whats solve
  wat wats which who find determine calculate compute evaluate work out get give show state write tell say use using
  please pls plz help me i we you can could would will need want know how do does did answer result value values
  number numbers one ones list sort order arrange rank put ordered sorted arranged listed them here following
  below above each all both just quickly quick real really thanks thx ty um uh umm hmm ok okay so like hey hi yo
  q question bro lol idk pick choose choice between among out when divided divide dividing euclid euclidean
  algorithm method your my our of fill blank insert place correct right symbol sign first then`.split(/\s+/),
);

/** Names that are part of the math, never words. */
const MATH_NAMES = /^(?:pi|sqrt|cbrt|root|e)$/i;

interface Read {
  task: Task;
  operands: string[];
}

/** The task and its operands, or null when a word is not understood or the task is not one. */
function readTask(text: string): Read | null {
  // "bigger one", "which one": a pronoun, not the number 1.
  const pronoun = text.replace(
    /\b(which|bigger|larger|smaller|greater|lower|higher|biggest|largest|smallest|greatest|lowest|highest|this|that|the|each|any|every)\s+one\b(?![\s-]+(?:half|halves|third|quarter|[a-z]+ths?|hundred|thousand|million)\b)/gi,
    '$1 ones',
  );
  let t = spelledNumbers(pronoun)
    .replace(/÷|\bdivided\s+by\b|\bdivide\s+by\b|\bover\b/gi, ' / ')
    .replace(/(\d)\s*percent\b/gi, '$1%')
    .replace(/\\square|□|_{1,}|\.{3,}|…|\[\s*\]|\(\s*\)/g, ' ? ');
  const tasks: Task[] = [];
  const take = (pattern: string, task: Task) => {
    const re = new RegExp(pattern, 'gi');
    if (re.test(t)) {
      tasks.push(task);
      t = t.replace(re, ' ; ');
    }
  };
  // "Put in order from the smallest", "list them starting with the biggest": an order asked with one end named.
  if (/\b(?:order|sort|arrange|rank|list|put|write)\b/i.test(t)) {
    take(
      String.raw`\b(?:from|starting (?:with|from|at)|beginning (?:with|from))\s+(?:the\s+)?(?:least|smallest|lowest)\b(?![\s-]+(?:to|-+>?|→))`,
      'ascending',
    );
    take(
      String.raw`\b(?:from|starting (?:with|from|at)|beginning (?:with|from))\s+(?:the\s+)?(?:greatest|largest|biggest|highest)\b(?![\s-]+(?:to|-+>?|→))`,
      'descending',
    );
  }
  take(GCD, 'gcd');
  take(LCM, 'lcm');
  take(RELATION, 'relation');
  take(ASCENDING, 'ascending');
  take(DESCENDING, 'descending');
  const operands: string[] = [];
  let run = '';
  const end = () => {
    const cleaned = trimOperand(run);
    if (cleaned) operands.push(cleaned);
    run = '';
  };
  for (const m of t.matchAll(/[A-Za-z]+(?:'[a-z]+)?|\d+(?:\.\d+)?|\s+|./g)) {
    const token = m[0];
    const at = m.index ?? 0;
    if (/^[A-Za-z]/.test(token)) {
      const lower = token.toLowerCase().replace(/'s$/, '');
      const next = t.slice(at + token.length);
      // A word written as a function ("ones(3)") is not a filler.
      if (next.startsWith('(') && !MATH_NAMES.test(lower)) return null;
      if (MATH_NAMES.test(lower) && (lower !== 'e' || /^\s*[\^*)]|^\s*$/.test(next) || /[\^*(]\s*$/.test(run))) {
        run += token;
      } else if (lower === 'of' && /%\s*$/.test(run) && /^\s*[\d(]/.test(next)) {
        // "40% of 80": one operand.
        run += ' of ';
      } else if (MAX_WORDS.test(lower)) {
        tasks.push('max');
        end();
      } else if (MIN_WORDS.test(lower)) {
        tasks.push('min');
        end();
      } else if (REMAINDER_WORDS.test(lower)) {
        tasks.push('remainder');
        end();
      } else if (SUM_WORDS.test(lower)) {
        tasks.push('sum');
        end();
      } else if (PRODUCT_WORDS.test(lower)) {
        tasks.push('product');
        end();
      } else if (FILLERS.has(lower)) end();
      else return null;
    } else if (/^[,;:&?!]$/.test(token) || (token === '.' && !/\d/.test(t[at + 1] ?? ''))) end();
    else if (/^[=<>≤≥≠]$/.test(token)) return null;
    else run += token;
  }
  end();
  const kinds = [...new Set(tasks)];
  if (kinds.length !== 1) return null;
  return { task: kinds[0] as Task, operands };
}

/** An operand without the punctuation around it; parentheses only when they belong to it. */
function trimOperand(run: string): string {
  // A bracket opened before a remark ("15 (least first)") or closed after one is not the operand's.
  let s = run.trim().replace(/^[\s,.:;)]+|[\s,.:;(]+$/g, '');
  for (let k = 0; k < 4; k++) {
    const opens = (s.match(/\(/g) ?? []).length;
    const closes = (s.match(/\)/g) ?? []).length;
    if (opens > closes && s.startsWith('(')) s = s.slice(1).trim();
    else if (closes > opens && s.endsWith(')')) s = s.slice(0, -1).trim();
    else break;
  }
  return /[\dπ]|\bpi\b|\be\b/i.test(s) ? s : '';
}

const list = (items: string[]) =>
  items.length === 2 ? `${items[0]} and ${items[1]}` : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The task in the solvers' wording, or null. */
export function operandTask(text: string): string | null {
  if (text.length > 400) return null;
  const read = readTask(text);
  if (!read) return null;
  const { task, operands } = read;
  const whole = operands.every((o) => /^-?\d+$/.test(o));
  switch (task) {
    case 'max':
    case 'min': {
      if (operands.length < 2) return null;
      const word = task === 'max' ? 'bigger' : 'smaller';
      if (operands.length === 2) return `Which is ${word}: ${operands[0]} or ${operands[1]}?`;
      return `Which is the ${task === 'max' ? 'largest' : 'smallest'}: ${operands.join(', ')}?`;
    }
    case 'ascending':
    case 'descending':
      return operands.length >= 2 ? `Sort ${operands.join(', ')} in ${task} order` : null;
    case 'relation':
      return operands.length === 2 ? `Fill in <, > or =: ${operands[0]} ? ${operands[1]}` : null;
    case 'gcd':
    case 'lcm':
      return operands.length >= 2 && whole ? `Find the ${task} of ${list(operands)}` : null;
    case 'sum':
    case 'product':
      // Each operand grouped, so a sign inside one stays its own ("the product of -2 and 3/4").
      return operands.length >= 2
        ? `Calculate ${operands.map((o) => (/^[\d.]+$/.test(o) ? o : `(${o})`)).join(task === 'sum' ? ' + ' : ' * ')}`
        : null;
    case 'remainder': {
      const pair =
        operands.length === 1 ? /^(-?\d+)\s*(?:\/|%)\s*(\d+)$/.exec(operands[0] as string)?.slice(1) : operands;
      if (!pair || pair.length !== 2 || !pair.every((o) => /^-?\d+$/.test(o))) return null;
      return `What is the remainder when ${pair[0]} is divided by ${pair[1]}?`;
    }
  }
}
