import type { CheckRequest } from './check-request';

/**
 * A student asking for help around the problem: what they are studying ("We're doing quadratic sequences."), where
 * they are stuck, what they got ("I put 11520 but that was marked wrong."), and the question itself, often asked
 * as "Can you solve … properly?". The question alone is the problem; each answer they say they got is checked, never
 * used. Sentences in the first person that hold data ("I used 420 minutes this month.") are kept. Null when nothing
 * was left out.
 */

/** The lead-in before a colon: "My teacher gave us this for practice:", "Question from my quiz yesterday:". */
const LEAD =
  /^([^:\d=]{3,160}?\b(?:teacher|quiz|test|exam|homework|practice|class|book|worksheet|revision|question|tutor|lesson)\b[^:\d=]{0,80}):\s+/i;
/** A sentence told by the student or about their work. */
const PERSONAL =
  /^(?:i|i'm|im|i've|i'd|i'll|i was|my|we|we're|we've|we just|our|apparently|the (?:book|answer key|back of the book))\b/i;
/** What only a remark says: what they study, that they are stuck or unsure. */
const REMARK_CUE =
  /\b(?:stuck|confus\w*|never|not sure|know|knew|remember|don'?t know|do not know|don'?t understand|doing|studying|learning|started|starting|trying|help|why|understand|wrong|right|sure|mistake|says|said|marked|gave up|forgot|missed|meant to|supposed to|need it|want it)\b/i;
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|once|twice|thrice|half|dozen|pair|both|each|every)\b/i;
/** Something they did or got: their working, never the problem's data. */
const ATTEMPT =
  /\b(?:got|get|getting|put|said|say|wrote|write|counted|thought|think|tried|did|drew|found|rounded|converted|listed|checked|answered|multiplied|divided|squared|added|subtracted|set|took|used the|gave up)\b/i;
const DOUBT =
  /\b(?:because|by doing|keep getting|keeps getting|but|wrong|sure|right|otherwise|different|marked|stuck|confus\w*|mistake|correct|forgot|missed|gave up|doesn'?t work|does not work|can'?t be|isn'?t|not|no marks|lost|else|another|too (?:small|big|large))\b/i;
/** An answer named in an attempt: "got 5.1", "I put 11520", "I said x = 6". */
const NAMED =
  /\b(?:got|getting|put|said|wrote|counted|answered)\s+[$£€]?((?:[a-z]\s*=\s*)?[-−]?\d[\d.,/]*\d|(?:[a-z]\s*=\s*)?[-−]?\d)(?![\d.]*\s*(?:to\b|%|\/|÷))/gi;
/** A question that asks only for "the answer", when the problem was given before it. */
const GENERIC =
  /^(?:what(?:'s| is) (?:the )?(?:answer|solution|result|value|it)|what is its value|what do (?:i|you|we) get)\b[^.?!]{0,30}\?$/i;
/** "Can you solve … properly?", "How do you do ∫ …?": the task without the asking. */
const ASKING =
  /^(?:can|could|would|will) (?:you|u|someone)(?: please| pls)?\s+(?:(?:help me\s+)?(?:work out|figure out|do|tell me)\s+)?|^(?:how do (?:you|i|we) (?:do|solve|work out|find)\s+)|^please\s+/i;
const ADVERBS = /\s+(?:properly|correctly|actually|really|for me|fully|again|please)(?=\s*[?.!]?$)/i;

export function helpRequest(text: string): CheckRequest | null {
  if (text.length > 1500) return null;
  let t = text.replace(/\s+/g, ' ').trim();
  const lead = LEAD.exec(t);
  let dropped = false;
  if (lead && (PERSONAL.test(lead[1] as string) || /^question from\b/i.test(lead[1] as string))) {
    t = t.slice(lead[0].length);
    dropped = true;
  }
  const sentences = t.split(/(?<=[.?!])\s+(?=[A-Z"“(]|I\b)/).map((s) => s.trim());
  const claims: string[] = [];
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (PERSONAL.test(sentence)) {
      const digits = /\d/.test(sentence);
      // "I got 35 minutes.": an answer named and nothing else.
      const named = [...sentence.matchAll(NAMED)].map((m) => m[1] as string);
      const onlyNamed =
        named.length > 0 &&
        (sentence.match(/\d+(?:\.\d+)?/g) ?? []).length === named.join(' ').match(/\d+(?:\.\d+)?/g)?.length;
      const attempt = ATTEMPT.test(sentence) && (DOUBT.test(sentence) || (onlyNamed && /^i\b/i.test(sentence)));
      // A remark with no number of any kind, or an attempt that went wrong: told, not asked.
      const counts = NUMBER_WORD.test(sentence.replace(/\b(?:this|that|which|the|each|every) one\b/gi, ''));
      const remark = !digits && !counts && REMARK_CUE.test(sentence);
      if (remark || attempt) {
        if (attempt) claims.push(...named.map((claim) => claim.replace(/[.,]$/, '')));
        // "We're doing rational inequalities and I'm stuck on 1/(x − 2) > 3.": the math they are stuck on.
        const stuck = /\bstuck on\s+(.+?)[.!]?$/i.exec(sentence);
        if (stuck && /[=<>≤≥]/.test(stuck[1] as string)) kept.push(`Solve ${stuck[1]}.`);
        dropped = true;
        continue;
      }
    }
    if (GENERIC.test(sentence) && kept.length > 0) {
      dropped = true;
      continue;
    }
    const asked = sentence.replace(ASKING, '').replace(ADVERBS, '');
    if (asked !== sentence) dropped = true;
    kept.push(asked);
  }
  const question = kept.join(' ').trim();
  // Only a request with something told or asked around the problem is one.
  if (!dropped || !question || !/[\d=+*/^√∫π]/.test(question)) return null;
  return { question, claims };
}
