import { UNIT_NAMES } from '../solvers/units';

/**
 * "A race took 1 h 12 min 30 s. How many seconds is that?", "The bus trip takes 95 minutes. Write this in hours
 * and minutes.": the question's "that", "this" or "it" is the one quantity the story states, put in its place.
 * Null unless the story holds exactly one quantity with its units and no other number.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT = `(?:${UNIT_NAMES.map(escape).join('|')})`;
const PART = String.raw`\d+(?:\.\d+)?(?:\s+\d+\/\d+)?\s*-?\s*${UNIT}(?![A-Za-z])`;
const QUANTITY = new RegExp(String.raw`${PART}(?:\s*,?\s*(?:and\s+)?${PART})*`, 'gi');
const QUESTION =
  /(?:^|[.!?;]\s+)((?:how|what|write|express|convert|change|give|turn|put)\b[^.!?]*\b(?:this|that|it|its)\b[^.!?]*)[.!?]?\s*$/i;

export function quantityReferent(text: string): string | null {
  // "Use 1 kg = 2.2046 lb.": a factor the problem states, kept with the question.
  const rules: string[] = [];
  const t = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(?:^|(?<=[.!?]\s))(?:use|using|take)\s+1\s+[^.=]{1,20}=\s*\d+(?:\.\d+)?[^.]*\.\s*/gi, (rule) => {
      rules.push(rule.trim());
      return '';
    })
    .trim();
  if (t.length > 400) return null;
  const q = QUESTION.exec(t);
  if (!q) return null;
  const question = q[1] as string;
  const story = t.slice(0, q.index);
  const found = [...story.matchAll(QUANTITY)].map((m) => m[0]);
  if (found.length !== 1) return null;
  const quantity = found[0] as string;
  // Every number of the story is the quantity's; the question adds none.
  if (story.replace(quantity, '').match(/\d/) || /\d/.test(question)) return null;
  const asked = question.replace(
    /\b(?:this|that|it|its)(?:\s+(?:mass|weight|length|distance|time|duration|volume|amount|speed|height|area))?\b/i,
    quantity.replace(/(\d)\s*-\s*(?=[a-z])/gi, '$1 '),
  );
  return [asked, ...rules].join(' ');
}
