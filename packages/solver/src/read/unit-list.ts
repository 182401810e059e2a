/**
 * "The four jumps were 4.08 m, 4.8 m, 4.18 m and 4.081 m. List them from shortest to longest.", "The lows were
 * −3.5 °C, −4 °C and −0.5 °C. Which was the coldest?": a list of measures in one unit and an order or an extreme
 * asked of it, in the wording the comparison solvers know (the unit, the same for all, left out). Null unless every
 * number of the text is in the list.
 */

const NUM = String.raw`[-−]?\d+(?:\.\d+)?`;
const UNIT = String.raw`(?:°\s?[CF]|[a-zA-Z]{1,12}(?:\/[a-z]{1,3})?|%)`;
const ASCENDING =
  /\b(?:shortest|lightest|coldest|smallest|least|lowest|cheapest|youngest|slowest)\s+(?:one\s+)?(?:to|first)\b|\bin\s+(?:ascending|increasing)\s+order\b/i;
const DESCENDING =
  /\b(?:longest|heaviest|warmest|hottest|largest|greatest|highest|most expensive|oldest|fastest|tallest)\s+(?:one\s+)?(?:to|first)\b|\bin\s+(?:descending|decreasing)\s+order\b/i;
const MIN = /\b(?:shortest|lightest|coldest|smallest|least|lowest|cheapest)\b/i;
const MAX = /\b(?:longest|heaviest|warmest|hottest|largest|greatest|highest|most expensive|tallest)\b/i;

export function unitList(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 600) return null;
  const run = new RegExp(String.raw`(${NUM})\s*(${UNIT})(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)${NUM}\s*\2)+\b`, 'g');
  const lists = [...t.matchAll(run)];
  if (lists.length !== 1) return null;
  const list = lists[0] as RegExpMatchArray;
  const unit = list[2] as string;
  const values = (list[0].match(new RegExp(NUM, 'g')) ?? []).map((v) => v.replace('−', '-'));
  // Every number of the text is one of the list's.
  if ((t.match(/\d+(?:\.\d+)?/g) ?? []).length !== values.length || /^(?![msgL]$)[a-z]$/i.test(unit)) return null;
  const question = t.slice((list.index ?? 0) + list[0].length);
  const order = ASCENDING.test(question) ? 'ascending' : DESCENDING.test(question) ? 'descending' : null;
  if (order) return `Sort ${values.join(', ')} in ${order} order`;
  const min = MIN.test(question);
  if (min === MAX.test(question) || !/\b(?:which|what|who)\b/i.test(question)) return null;
  return `Which is the ${min ? 'smallest' : 'largest'}: ${values.join(', ')}?`;
}
