import type { Context, Transform } from '../context';
import { type Paragraph, capitalise, decapitalise, splitEnd, wordsOf } from '../document';
import { carriesLocked } from '../locks';
import { HEDGES, STOCK_OPENERS } from '../vocabulary';

const wordCount = (s: string) => wordsOf(s).length;

/** Where a long sentence can be cut in two without changing what it says. */
const SPLIT_POINTS = [/;\s+/, /,\s+(?:and|but|so|yet)\s+(?=\p{Ll})/u, /,\s+which\s+(?=\p{Ll})/u, /\s+—\s+/];

function splitSentence(sentence: string): [string, string] | null {
  for (const point of SPLIT_POINTS) {
    const m = point.exec(sentence);
    if (!m) continue;
    const head = sentence.slice(0, m.index);
    let tail = sentence.slice(m.index + m[0].length);
    if (wordCount(head) < 6 || wordCount(tail) < 6) continue;
    const joiner = m[0].trim().replace(/^,\s*/, '');
    // "…, which is…" becomes "This is…"; "…, and X" becomes "X"; "…, but X" becomes "But X".
    if (joiner === 'which') tail = `This ${tail}`;
    else if (joiner === 'but' || joiner === 'yet' || joiner === 'so') tail = `${joiner} ${tail}`;
    return [`${head.replace(/[,;:\s]+$/, '')}.`, capitalise(tail)];
  }
  return null;
}

/** Mixed cadence: split long sentences and join short neighbours, towards the style sample's lengths. */
export function mixedCadence(sprawl: boolean): Transform {
  const id = sprawl ? 'mixed-cadence-sprawl' : 'mixed-cadence';
  return (paragraphs, context) =>
    paragraphs.map((p) => {
      if (p.kind !== 'prose') return p;
      const target = context.profile?.sentenceLength.mean ?? 17;
      const out: string[] = [];
      for (const sentence of p.sentences) {
        const split = wordCount(sentence) > target * 1.5 && context.random() < 0.8 ? splitSentence(sentence) : null;
        if (split) {
          out.push(...split);
          context.note(id, 1);
        } else out.push(sentence);
      }
      // Join pairs of short sentences; with the sprawl, one run of three becomes one long sentence.
      const joined: string[] = [];
      let sprawled = !sprawl;
      for (let i = 0; i < out.length; i++) {
        const a = out[i] ?? '';
        const b = out[i + 1];
        const c = out[i + 2];
        if (!sprawled && b && c && wordCount(a) + wordCount(b) + wordCount(c) < 60 && !/[?!]\s*$/.test(a + b)) {
          joined.push(
            `${splitEnd(a)[0]}, and ${decapitalise(splitEnd(b)[0], context.names)} — ${decapitalise(c, context.names)}`,
          );
          sprawled = true;
          context.note(id, 1);
          i += 2;
        } else if (
          b &&
          wordCount(a) < target * 0.6 &&
          wordCount(b) < target * 0.8 &&
          context.random() < 0.6 &&
          !/[?!]\s*$/.test(a)
        ) {
          const glue = (context.profile?.semicolonRate ?? 0) > 0.05 ? '; ' : ', and ';
          joined.push(`${splitEnd(a)[0]}${glue}${decapitalise(b, context.names)}`);
          context.note(id, 1);
          i += 1;
        } else joined.push(a);
      }
      return { ...p, sentences: joined };
    });
}

const OPENING_CLAUSE =
  /^(Because|Since|Although|Though|While|When|If|Unless|After|Before|Once)\s+([^,]{8,120}),\s+(.+)$/;

/** Clause surgery: "Because X, Y." becomes "Y because X." (every other one, so not every sentence turns). */
export const clauseSurgery: Transform = (paragraphs, context) => {
  let seen = 0;
  return paragraphs.map((p) =>
    p.kind !== 'prose'
      ? p
      : {
          ...p,
          sentences: p.sentences.map((sentence) => {
            const m = OPENING_CLAUSE.exec(sentence);
            if (!m || seen++ % 2 === 1) return sentence;
            const [body, end] = splitEnd(m[3] ?? '');
            context.note('clause-surgery', 1);
            return `${capitalise(body)} ${(m[1] ?? '').toLowerCase()} ${m[2]}${end}`;
          }),
        },
  );
};

/** Local contrast: a sentence opening "However," joins the one before it with "but", or opens with "But". */
export const localContrast: Transform = (paragraphs, context) =>
  paragraphs.map((p) => {
    if (p.kind !== 'prose') return p;
    const out: string[] = [];
    for (const sentence of p.sentences) {
      const m = /^(However|On the other hand|Nevertheless|Nonetheless|Conversely),\s+/i.exec(sentence);
      const previous = out.at(-1);
      if (!m) {
        out.push(sentence);
        continue;
      }
      context.note('local-contrast', 1);
      const rest = sentence.slice(m[0].length);
      if (previous && wordCount(previous) + wordCount(rest) < 35 && !/[?!]\s*$/.test(previous)) {
        out[out.length - 1] = `${splitEnd(previous)[0]}, but ${decapitalise(rest, context.names)}`;
      } else out.push(`But ${decapitalise(rest, context.names)}`);
    }
    return { ...p, sentences: out };
  });

const CONCLUDING =
  /^(Therefore|Thus|Hence|So|In short|In sum|As a result|Consequently|This shows that|This means that),?\s+/i;

/** Front-load claim: a paragraph that ends on its conclusion states it first. */
export const frontLoadClaim: Transform = (paragraphs, context) =>
  paragraphs.map((p) => {
    if (p.kind !== 'prose' || p.sentences.length < 3) return p;
    const last = p.sentences.at(-1) ?? '';
    if (!CONCLUDING.test(last)) return p;
    context.note('front-load-claim', 1);
    return { ...p, sentences: [capitalise(last.replace(CONCLUDING, '')), ...p.sentences.slice(0, -1)] };
  });

/** Back-load claim: in every other paragraph the opening claim moves to the end, after its support. */
export const backLoadClaim: Transform = (paragraphs, context) =>
  paragraphs.map((p, i) => {
    if (p.kind !== 'prose' || p.sentences.length < 3 || i % 2 === 1) return p;
    const [first, ...rest] = p.sentences;
    if (!first || /\?\s*$/.test(first)) return p;
    context.note('back-load-claim', 1);
    return {
      ...p,
      sentences: [...rest.map((s, k) => (k === 0 ? capitalise(s) : s)), `So ${decapitalise(first, context.names)}`],
    };
  });

/** Seam/pivot: one paragraph after the first opens with a plain pivot. */
export const seamPivot: Transform = (paragraphs, context) => {
  const index = paragraphs.findIndex(
    (p, i) => i > 0 && p.kind === 'prose' && !STOCK_OPENERS.some(([re]) => re.test(p.sentences[0] ?? '')),
  );
  return paragraphs.map((p, i) => {
    if (i !== index || p.kind !== 'prose') return p;
    context.note('seam-pivot', 1);
    const [first = '', ...rest] = p.sentences;
    return {
      ...p,
      sentences: [`${context.random() < 0.5 ? 'Still' : 'That said'}, ${decapitalise(first, context.names)}`, ...rest],
    };
  });
};

/** Topic snap: the first paragraph that opens with a transition loses it. */
export const topicSnap: Transform = (paragraphs, context) => {
  let done = false;
  return paragraphs.map((p, i) => {
    if (done || i === 0 || p.kind !== 'prose') return p;
    const [first = '', ...rest] = p.sentences;
    const opener = STOCK_OPENERS.find(([re]) => re.test(first)) ?? [
      /^(however|meanwhile|next|then|also|similarly|likewise),\s*/i,
    ];
    if (!opener[0].test(first)) return p;
    done = true;
    context.note('topic-snap', 1);
    return { ...p, sentences: [capitalise(first.replace(opener[0], '')), ...rest] };
  });
};

/** Imply one step: one spelled-out inference ("This means that…") whose point is already made goes. */
export const implyOneStep: Transform = (paragraphs, context) => {
  let done = false;
  return paragraphs.map((p) => {
    if (done || p.kind !== 'prose' || p.sentences.length < 3) return p;
    const index = p.sentences.findIndex(
      (s, i) =>
        i > 0 &&
        /^(This|That|Which) (means|shows|implies|suggests|indicates)\b|^In other words\b/i.test(s) &&
        !carriesLocked(s, context.locks),
    );
    if (index < 0) return p;
    done = true;
    context.note('imply-one-step', 1);
    return { ...p, sentences: p.sentences.filter((_, i) => i !== index) };
  });
};

const CLAIM_VERB =
  /\b(is|are|will|can|shows|show|makes|make|leads to|lead to|causes|cause|remains|remain|needs|need|depends|depend|requires|require)\b/;

/** Hedge: soften `times` general claims (sentences with a claim verb and nothing locked) with a plain hedge. */
export function hedge(times: number, id: string): Transform {
  return (paragraphs, context: Context) => {
    let left = times;
    return paragraphs.map((p: Paragraph) => {
      if (p.kind !== 'prose') return p;
      return {
        ...p,
        sentences: p.sentences.map((sentence) => {
          if (
            left === 0 ||
            carriesLocked(sentence, context.locks) ||
            /\b(probably|perhaps|likely|seems|may|might)\b/i.test(sentence)
          )
            return sentence;
          const m = CLAIM_VERB.exec(sentence);
          if (!m || m[1] === undefined) return sentence;
          left--;
          context.note(id, 1);
          const hedgeWord = HEDGES[(times - left - 1) % 2 === 0 ? 0 : 1] ?? 'probably';
          const verb = m[1];
          const at = m.index + verb.length;
          // "is" → "is probably"; "makes" → "usually makes".
          return /^(is|are|will|can)$/.test(verb)
            ? `${sentence.slice(0, at)} ${hedgeWord}${sentence.slice(at)}`
            : `${sentence.slice(0, m.index)}${hedgeWord === 'probably' ? 'probably' : 'usually'} ${sentence.slice(m.index)}`;
        }),
      };
    });
  };
}
