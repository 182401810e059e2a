/**
 * A rounding told as a story ("A runner's time was 10.4872 seconds, and the board shows times rounded to the nearest
 * tenth of a second. What does the board show?", "How it is 1234.5678 when we round it to the nearest ten?"): the
 * one number of the story rounded as it says. Only when the story has exactly one number besides the precision, and
 * the precision is a place or a count of decimal places or significant figures; null otherwise.
 */

const PLACE = String.raw`(?:ten|hundred|thousand|ten thousand|hundred thousand|million|tenth|hundredth|thousandth|ten-thousandth|whole number|integer|unit|one)`;
const PRECISION = new RegExp(
  String.raw`\bto (?:the )?nearest (${PLACE})(?:s)?(?: (?:of an? |)[a-z]+)?\b|\bto (\d{1,2}|one|two|three|four|five|six) (decimal places?|dp|d\.p\.|significant figures?|sig(?:nificant)? figs?|s\.f\.|sf)(?![a-z])`,
  'i',
);
const OPERATION =
  /\b(?:area|volume|perimeter|circumference|sum|total|difference|product|quotient|average|mean|median|percent|per|each|every|plus|minus|add|subtract|multipl\w*|divid\w*|square|cube|root|interest|rate|speed|convert|how many|solve|equation|value of|log|sin|cos|tan)\b|\btimes\s+(?:\d|as\b)|\d\s*times\b|[%+*×÷=^√]/i;
const WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };
// A typo of "places" ("plcaes", "palces") after a count of decimals.
const PLACES_TYPO = /\bdecimal\s+(?:plcaes|palces|plaecs|placs|plces|place's)\b/gi;

export function roundingStory(text: string): string | null {
  const t = text.replace(PLACES_TYPO, 'decimal places').replace(/\s+/g, ' ').trim();
  if (t.length > 400) return null;
  const precision = PRECISION.exec(t);
  if (!precision) return null;
  const rest = t.replace(precision[0], ' ');
  // Any other operation means the number is not what is rounded ("the area of a circle of radius 3.2, to 1 dp").
  if (OPERATION.test(rest)) return null;
  // One number (a decimal, a whole number or a fraction), and no time, date, or second quantity.
  const numbers = [...rest.matchAll(/-?\d+(?:[.,]\d+)*(?:\s*\/\s*\d+)?/g)].map((m) => m[0]);
  if (numbers.length !== 1 || /\d:\d/.test(rest)) return null;
  const number = (numbers[0] as string).replace(/,(?=\d{3}\b)/g, '').replace(/\s+/g, '');
  if (!/^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(number)) return null;
  // A negative number said with a minus sign is kept; "−" was read as "-" before this reader.
  const to = precision[1]
    ? `the nearest ${precision[1].toLowerCase()}`
    : `${WORDS[(precision[2] as string).toLowerCase()] ?? precision[2]} ${(precision[3] as string).toLowerCase()}`;
  const read = `Round ${number} to ${to}`;
  return read === t ? null : read;
}
