/** Positions and counts in a sequence question: "10th", "tenth", "10"; "five terms". */

export const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const COUNTS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
// A position: "10th", "tenth", "10".
export const POSITION = String.raw`(\d+(?:st|nd|rd|th)?|${ORDINALS.slice(1).join('|')})`;
export const positionOf = (word: string): number | null => {
  const w = word.toLowerCase();
  const i = ORDINALS.indexOf(w);
  if (i > 0) return i;
  const n = Number.parseInt(w, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};
export const countOf = (word: string): number | null => {
  const i = COUNTS.indexOf(word.toLowerCase());
  return i > 0 ? i : positionOf(word);
};
