import { numberOf } from './number-words';

/**
 * A statistic asked of data told in a story: "My electric bills for the last 5 months were $84, $96, $71, $110 and
 * $89. What is the range?", "Five coworkers earn 42, 45, 47, 51 and 160 thousand dollars a year. What is the median?".
 * The one list of three or more numbers is the data; any other number must be how many values there are (and is
 * checked against the list), so nothing of the story is left unread.
 */

const STATISTICS: [RegExp, string][] = [
  [/\binter-?quartile range\b|\biqr\b/i, 'interquartile range'],
  [/\b(?:lower|first) quartile\b/i, 'lower quartile'],
  [/\b(?:upper|third) quartile\b/i, 'upper quartile'],
  [/\bpopulation standard deviation\b/i, 'population standard deviation'],
  [/\bsample standard deviation\b/i, 'sample standard deviation'],
  [/\bstandard deviation\b/i, 'standard deviation'],
  [/\bpopulation variance\b/i, 'population variance'],
  [/\bsample variance\b/i, 'sample variance'],
  [/\bvariance\b/i, 'variance'],
  [/\b(?:mean|average)\b/i, 'mean'],
  [/\bmedian\b/i, 'median'],
  [/\bmode\b/i, 'mode'],
  [/\brange\b/i, 'range'],
];

const LIST = /\$?-?\d+(?:\.\d+)?(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)\$?-?\d+(?:\.\d+)?){2,}/g;
const COUNT_WORDS = /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

export function dataStory(text: string): { question: string; count: string | null } | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 500) return null;
  const question = /[^.?!]*\?\s*$/.exec(t)?.[0] ?? t;
  const asked = STATISTICS.find(([pattern]) => pattern.test(question));
  // One statistic, asked exactly: "the mean, median and mode" or "rounded to …" are more than this reading gives.
  const named = question.match(/\b(?:mean|average|median|mode|range|variance|deviation|iqr|quartile)\b/gi) ?? [];
  if (!asked || new Set(named.map((w) => w.toLowerCase())).size > 1) return null;
  if (/\b(?:round(?:ed)?|nearest|decimal places?|significant|exact(?:ly)?)\b/i.test(t)) return null;
  // Rules that change which values count (weights, dropping one, a missing value) are other problems.
  // A method named ("using linear interpolation") is one the solvers did not take up: not read past.
  if (
    /\b(?:weight(?:ed|s)?|worth|drop|remove|lowest score|need|must|what score|new|added|another|if|using|method|interpolat\w*|percentiles?|inclusive|exclusive|grouped|frequency|frequencies)\b/i.test(
      t,
    )
  )
    return null;
  // "the mean of their side lengths" after a list of areas: a statistic of something not listed.
  const of =
    /\b(?:mean|average|median|mode|range|variance|deviation)\s+(?:of|for)\s+(?:the|their|these|those|his|her|my|our|its)?\s*([a-z]+(?:\s+[a-z]+)?)/i.exec(
      question,
    );
  const story = t.slice(0, t.length - question.length);
  if (of && !(of[1] as string).split(/\s+/).every((w) => new RegExp(`\\b${w.replace(/s$/, '')}`, 'i').test(story)))
    return null;
  const lists = [...t.matchAll(LIST)];
  if (lists.length !== 1) return null;
  const list = lists[0] as RegExpMatchArray;
  const values = (list[0].match(/-?\d+(?:\.\d+)?/g) ?? []) as string[];
  const rest = `${t.slice(0, list.index)} ${t.slice((list.index ?? 0) + list[0].length)}`;
  const others = rest.match(/\d+(?:\.\d+)?/g) ?? [];
  const countWord = COUNT_WORDS.exec(rest)?.[0];
  // The only other number may be the count of values ("5 months", "five coworkers"), and it must agree.
  if (others.length > 1 || (others[0] !== undefined && Number(others[0]) !== values.length)) return null;
  if (countWord && Number(numberOf(countWord)?.n) !== values.length) return null;
  return { question: `Find the ${asked[1]} of ${values.join(', ')}`, count: others[0] ?? null };
}
