/** Orders as students word them: "from smallest to largest", "from the biggest" (one end named), "in descending order: …", "from greatest to least". */
export function orderWords(t: string): string {
  const direction =
    /from (?:the )?(?:smallest|least|lowest)(?: to (?:the )?(?:largest|greatest|biggest|highest))?\b|\bascending\b|\bincreasing\b/i.test(
      t,
    )
      ? 'ascending'
      : /from (?:the )?(?:largest|greatest|biggest|highest)(?: to (?:the )?(?:smallest|least|lowest))?\b|\bdescending\b|\bdecreasing\b/i.test(
            t,
          )
        ? 'descending'
        : null;
  if (!direction) return t;
  const items = t
    .replace(/^(?:sort|put|order|arrange|list|rank)\s+(?:these(?: numbers)?\s+|the numbers\s+)?/i, '')
    .replace(
      /\s*(?:in (?:ascending|descending|increasing|decreasing) order|(?:in order )?from (?:the )?\w+(?: to (?:the )?\w+)?)\s*:?\s*/i,
      ' ',
    )
    .replace(/^\s*:\s*/, '')
    .trim();
  return `Sort ${items} in ${direction} order`;
}
