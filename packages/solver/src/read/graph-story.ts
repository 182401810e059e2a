/**
 * A graph asked of a story's model, with y and x named by the question: a fixed charge plus a rate ("a $40 joining
 * fee and $25 per month. Graph the total cost y after x months": y = 25x + 40), or a start that doubles, triples,
 * halves or grows by a percentage each period ("300 cells; the number doubles every hour. Graph y against x in
 * hours": y = 300·2^x). Every number of the story must be the model's; null otherwise.
 */

const MONEY = String.raw`[$£€]\s?(\d+(?:\.\d+)?)`;

export function graphStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 400 || !/\b(?:graph|plot|sketch|draw)\b/i.test(t)) return null;
  // The question names y and x: "the total cost y after x months", "y against the time x".
  if (!/(?<![a-z])y(?![a-z'])/i.test(t) || !/(?<![a-z])x(?![a-z'])/i.test(t)) return null;
  const numbers = (t.match(/\d+(?:\.\d+)?/g) ?? []).length;
  const rate = new RegExp(String.raw`${MONEY}\s*(?:per|a|an|each|for each|for every)\s+(?:[a-z]+\s+)?[a-z]+`, 'i').exec(
    t,
  );
  const fixed = new RegExp(
    String.raw`${MONEY}\s+(?:[a-z-]+\s+)?(?:fee|charge|flag fall|flagfall|call-out|deposit|fixed cost|base (?:fee|charge|price)|membership)|\b(?:fee|charge|flag fall|deposit|base (?:fee|price)) of ${MONEY}|\bcharges? ${MONEY}\s+(?:plus|and|\+)`,
    'i',
  ).exec(t);
  if (rate && fixed && numbers === 2) {
    const f = (fixed[1] ?? fixed[2] ?? fixed[3]) as string;
    if (f === rate[1] && fixed.index === rate.index) return null;
    return `Graph y = ${rate[1]}x + ${f}`;
  }
  const start =
    /\b(?:start(?:s|ing)? (?:with|from|at)|begins? with|initially(?: has| there are)?|from)\s+(\d+(?:\.\d+)?)\b/i.exec(
      t,
    );
  const factor =
    /\b(doubles|triples|halves)\b[^.?]*?\b(?:every|each|per|a)\s+(?:hour|day|week|month|year|minute|second)\b/i.exec(t);
  const percent =
    /\b(?:grows|increases|rises)\s+by\s+(\d+(?:\.\d+)?)\s*%\s+(?:every|each|per|a)\s+(?:hour|day|week|month|year)\b/i.exec(
      t,
    );
  if (start && (factor || percent) && !(factor && percent)) {
    if (numbers !== 1 + (percent ? 1 : 0)) return null;
    const base = factor
      ? { doubles: '2', triples: '3', halves: '0.5' }[
          (factor[1] as string).toLowerCase() as 'doubles' | 'triples' | 'halves'
        ]
      : `(1 + ${percent?.[1]}/100)`;
    return `Graph y = ${start[1]}*${base}^x`;
  }
  return null;
}
