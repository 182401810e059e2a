/** The range of whole numbers a question names, with the words it was read from. */

export interface Range {
  low: number;
  high: number | null;
  shown: string;
  /** The words the range was read from. */
  read: string;
}

/** "between 10 and 30" (not counting the ends), "from 1 to 100", "less than 20", "greater than 50", "two-digit". */
export function rangeOf(text: string): Range | null {
  const t = text.toLowerCase();
  const between = /\bbetween (-?\d+) and (-?\d+)(?: inclusive)?/.exec(t);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])];
    return /inclusive/.test(between[0])
      ? { low: a, high: b, shown: `${a} \\le n \\le ${b}`, read: between[0] }
      : { low: a + 1, high: b - 1, shown: `${a} < n < ${b}`, read: between[0] };
  }
  const fromTo = /\bfrom (-?\d+) (?:to|through) (-?\d+)/.exec(t);
  if (fromTo)
    return {
      low: Number(fromTo[1]),
      high: Number(fromTo[2]),
      shown: `${fromTo[1]} \\le n \\le ${fromTo[2]}`,
      read: fromTo[0],
    };
  const below = /\b(?:less than|smaller than|below|under|fewer than) (\d+)/.exec(t);
  if (below) return { low: 1, high: Number(below[1]) - 1, shown: `1 \\le n < ${below[1]}`, read: below[0] };
  const upTo =
    /\b(?:up to|at most|not (?:more than|exceeding|greater than)|no (?:more|greater) than|less than or equal to) (\d+)/.exec(
      t,
    );
  if (upTo) return { low: 1, high: Number(upTo[1]), shown: `1 \\le n \\le ${upTo[1]}`, read: upTo[0] };
  const above = /\b(?:greater than|more than|bigger than|larger than|above|after|over) (-?\d+)/.exec(t);
  if (above) return { low: Number(above[1]) + 1, high: null, shown: `n > ${above[1]}`, read: above[0] };
  const digits = /\b(two|three|four|2|3|4)-digit\b/.exec(t);
  if (digits) {
    const d = { two: 2, three: 3, four: 4 }[digits[1] as string] ?? Number(digits[1]);
    return {
      low: 10 ** (d - 1),
      high: 10 ** d - 1,
      shown: `${10 ** (d - 1)} \\le n \\le ${10 ** d - 1}`,
      read: digits[0],
    };
  }
  return null;
}
