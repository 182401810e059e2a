/**
 * A parent or teacher asking about someone's work: "Can you check my son's answer? He had to work out 15 − 4.75
 * and he wrote 10.1. What is the right value?". The problem is what the child had to do; the answer they gave,
 * when there is one, is checked against it, never used to solve it.
 */

export interface CheckRequest {
  question: string;
  /** The answers someone gave ("he wrote 8.1", "my calc says 0 but my friend says 32"), each to be checked. */
  claims: string[];
}

/** Sentences that only set the scene: about checking, a child, a class, with no number or math in them. */
const SCENE =
  /\b(?:check|checking|answer|answers|work|homework|wrong|quiz|test|help|son|daughter|child|kid|kids|students?|class|pupils?|disagree|stuck|worksheet)\b/i;

/** Words of a question that asks only for "the answer" ("What value should they get?", "What is the right value?"). */
const GENERIC = new Set(
  (
    'what which whats is are was were the a an correct right true actual final proper value values answer answers ' +
    'result results number should would will do does did they he she we i you get got find obtain be it its real ' +
    'solution solutions root roots simplified simplest exact single fraction expression then so this that them ' +
    'there their his her our my supposed to have come out up with write record put enter u we'
  ).split(' '),
);

/** A form named after the generic question ("… in a + bi form", "… in simplest form"): the engine's own. */
const FORM_TAIL =
  /\s+(?:in|as)\s+(?:(?:the\s+)?a\s*\+\s*bi|simplest|lowest terms|exact|standard|decimal)(?:\s+form)?\s*$/i;

function isGenericQuestion(sentence: string): boolean {
  // "Using the rule that … left to right, what value should they get?": the rule is the engine's anyway.
  const asked = sentence
    .replace(/[?.!]+$/, '')
    .replace(/^(?:using|by|with|following|working|going|reading)\b[^,\d=]{0,120},\s*/i, '')
    .replace(FORM_TAIL, '');
  const words = asked.toLowerCase().match(/[a-z']+/g) ?? [];
  return (
    /^(?:what|which|is|was|are|did)\b/i.test(asked) &&
    !/\d/.test(asked) &&
    words.length <= 12 &&
    words.every((w) => GENERIC.has(w.replace(/'s$/, '')))
  );
}

/** "He had to work out …", "My daughter has to solve …": the task itself. */
const TASK =
  /^(?:(?:my|our|the)\s+(?:son|daughter|child|kid|students?|class|pupils?)|he|she|they|we|i)(?:'s\s+(?:homework|teacher|worksheet))?\s+(?:has|have|had|needs?|needed|is|are|was|were)\s+(?:been\s+)?(?:asked\s+|supposed\s+)?to\s+/i;

/** "My daughter wants the fuel economy in km per litre": what is asked, said as someone's wish. */
const WANT =
  /^(?:(?:my|our|the)\s+(?:son|daughter|child|kid|students?|class|pupils?|teacher|boss|friend)|he|she|they|we|i)\s+(?:wants?|needs?|would like|asks? for|has to find|have to find|must find)\s+(?:to (?:know|find)\s+)?(the\b.+)$/i;

/** "The instructions say to record it …": the instruction itself. */
const INSTRUCTED =
  /^(?:the\s+)?(?:instructions?|question|worksheet|book|textbook|teacher|task|lab sheet)\s+(?:says?|asks?|tells?\s+(?:them|us|him|her|me|you))\s+(?:them\s+|us\s+)?to\s+/i;

/** "… and he wrote 8.1", "…, she got x = 4": the answer given. */
const CLAIM =
  /[,;]?\s+and\s+(?:he|she|they|we|i|my\s+(?:son|daughter|child|kid|students?)|most(?:\s+of\s+them)?|many|some|everyone|half(?:\s+of\s+them)?)\s+(?:wrote|write|writes|got|gets|said|says|answered|put|found|thinks?|believes?|came up with|gave)\s+(?:(?:that\s+)?(?:it|the answer)\s+(?:is|was)\s+)?(.+?)\s*$/i;

/** "… and we disagree on the answer": no answer given, nothing to check. */
const DOUBT =
  /[,;]?\s+(?:and|but)\s+(?:we|they|i)\s+(?:disagree|don'?t agree|can'?t agree|cannot agree|are not sure|aren'?t sure|am not sure|are stuck|got different answers)\b[^.?!]*$/i;

/** A remark typed after the problem: "idk if thats right", "no calc allowed lol", ", I am confused which is first". */
const REMARK =
  /^(?:i|i'?m|im|i am|my|bc|because|cause|cuz|idk|lol|tbh|no calc(?:ulator)?|pls|plz|thx|thanks|it'?s for|its for|this is for)\b/i;
/** An answer someone got, named in a remark: "my friend says 32", "i keep getting 1.000". */
const CLAIMED =
  /\b(?:says?|said|gets?|got|getting|wrote|answered|thinks? (?:it'?s|it is))\s+(-?\d[\d.,/]*\d|-?\d|[a-z]\s*=\s*-?\d[\d./]*)/gi;

/** The remarks at the end of a problem (a last line, sentence or clause), and the answers named in them. */
function withoutRemarks(text: string): { text: string; claims: string[] } {
  let t = text.trim();
  const claims: string[] = [];
  for (let k = 0; k < 3; k++) {
    const m = /(?:\n|(?<=[.?!])\s+|,\s+(?=i\b|i'm\b|im\b))((?:[^.?!\n]|\.(?=\d)){2,160})[.?!]*$/i.exec(t);
    const remark = m?.[1]?.trim();
    if (!m || !remark || !REMARK.test(remark) || /[=+*/^√]/.test(remark)) break;
    const named = [...remark.matchAll(CLAIMED)].map((c) => (c[1] as string).replace(/[.,]$/, ''));
    // A number in the remark that is not an answer named is part of the problem: not a remark.
    const numbers = remark.match(/\d+(?:\.\d+)?/g) ?? [];
    if (numbers.length > (named.join(' ').match(/\d+(?:\.\d+)?/g) ?? []).length) break;
    claims.push(...named);
    t = t.slice(0, m.index).trim();
  }
  // "… what do u get", "… pls dont divide by x lol": the end of a line that only asks or remarks.
  t = t
    .replace(/\s+(?:what|wat|wht)\s+(?:do|did|would|will)\s+(?:u|you|we|i)\s+get\s*\??$/i, '')
    .replace(/\s+(?:pls|plz|please)\s+(?:don'?t|dont|do not|no)\b[^\d=\n]*$/i, '')
    .replace(/=\s*\?{2,}$/, '= ?');
  return { text: t, claims };
}

/** "solve 5(x-2) = 3x2 + 8 nvm i mean 3x not 3x2": the correction made to the problem, then left out. */
function typoFixed(text: string): string {
  const m =
    /[.?!,]?\s*(?:nvm|never ?mind|oops|sorry)?[\s,]*(?:typo[\s,]*)?i meant?\s+(\S{1,20})\s+not\s+(\S{1,20})\s*[.!]?$/i.exec(
      text,
    );
  if (!m) return text;
  const [right, wrong] = [m[1] as string, m[2] as string];
  const before = text.slice(0, m.index);
  const at = before.lastIndexOf(wrong);
  // Only a correction of something written once in the problem.
  if (at < 0 || before.indexOf(wrong) !== at) return text;
  return `${before.slice(0, at)}${right}${before.slice(at + wrong.length)}`;
}

export function checkRequest(text: string): CheckRequest | null {
  if (text.length > 1500) return null;
  const sentences = text
    .trim()
    .split(/(?<=[.?!])\s+(?=[A-Z])|(?<=:)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  let changed = false;
  while (sentences.length > 1 && !/[\d=+*/^√∫π]/.test(sentences[0] as string) && SCENE.test(sentences[0] as string)) {
    sentences.shift();
    changed = true;
  }
  if (sentences.length > 1 && isGenericQuestion(sentences.at(-1) as string)) {
    sentences.pop();
    changed = true;
  }
  const claims: string[] = [];
  const rewritten = sentences.map((sentence) => {
    let s = sentence.replace(/[.!]$/, '');
    const wish = WANT.exec(s);
    if (wish) s = `What is ${wish[1]}?`;
    s = s.replace(INSTRUCTED, '').replace(/^[a-z]/, (c) => c.toUpperCase());
    const task = TASK.exec(s);
    if (task) s = s.slice(task[0].length).replace(/^[a-z]/, (c) => c.toUpperCase());
    const given = CLAIM.exec(s);
    if (given) {
      claims.unshift((given[1] as string).replace(/[.!?]$/, '').trim());
      s = s.slice(0, given.index);
    }
    s = s.replace(DOUBT, '');
    if (s !== sentence.replace(/[.!]$/, '')) changed = true;
    return s;
  });
  const question = rewritten.join('. ').trim();
  return changed && /[\d=+*/^√∫π]/.test(question) ? { question, claims } : null;
}

/**
 * Typed chat around a problem: a correction of a typo after it ("nvm i mean 3x not 3x2"), remarks after it ("no
 * calc allowed lol", "my calc says 0 but my friend says 32"). The problem as corrected, and the answers named in
 * the remarks to be checked; null when there is neither.
 */
export function chatRemarks(text: string): CheckRequest | null {
  if (text.length > 1500) return null;
  const fixed = typoFixed(text.trim());
  const remarked = withoutRemarks(fixed);
  if (remarked.text === text.trim() || !/[\d=+*/^√∫π]/.test(remarked.text)) return null;
  return { question: remarked.text, claims: remarked.claims };
}
