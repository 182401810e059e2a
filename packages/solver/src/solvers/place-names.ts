import { type Solver, result } from '../types';
import { clean } from './answer-format';

/**
 * The name of a digit's place: "What place value is the 6 in 2.364?" (hundredths), "In 58,203, what is the place of
 * the digit 8?" (thousands). The digit must appear once; the place is checked by arithmetic on the number.
 */

const WHOLE = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
  'ten millions',
  'hundred millions',
  'billions',
];
const FRACTION = ['tenths', 'hundredths', 'thousandths', 'ten thousandths', 'hundred thousandths', 'millionths'];

export const solvePlaceName: Solver = (problem) => {
  const t = clean(problem);
  const m =
    /^(?:what|which) place(?: value)? (?:is|does|has) (?:the )?(?:digit )?(\d) (?:in|have in|hold in|occupy in|take in) (-?[\d,]+(?:\.\d+)?)$/i.exec(
      t,
    ) ??
    /^(?:what is |name )?the place(?: value name)? of (?:the )?(?:digit )?(\d) in (-?[\d,]+(?:\.\d+)?)$/i.exec(t) ??
    /^in (-?[\d,]+(?:\.\d+)?),? (?:what|which) (?:is the )?place (?:is|of) (?:the )?(?:digit )?(\d)(?: in)?$/i.exec(t);
  if (!m) return null;
  const inverted = /^in /i.test(t);
  const digit = (inverted ? m[2] : m[1]) as string;
  const written = ((inverted ? m[1] : m[2]) as string).replace(/,/g, '').replace(/^-/, '');
  const [whole = '', fraction = ''] = written.split('.');
  const positions = [...`${whole}${fraction}`].flatMap((d, i) => (d === digit ? [i] : []));
  if (positions.length !== 1 || whole.length > WHOLE.length || fraction.length > FRACTION.length) return null;
  const at = positions[0] as number;
  // Power of ten of the place: 2 for hundreds, −2 for hundredths.
  const power = whole.length - 1 - at;
  const name = power >= 0 ? WHOLE[power] : FRACTION[-power - 1];
  if (!name) return null;
  // Checked by arithmetic: the digit of the number at that power of ten.
  const scaled = BigInt(`${whole}${fraction}`) / 10n ** BigInt(fraction.length + power);
  const ok = scaled % 10n === BigInt(digit);
  return result('rounding', {
    reading: { latex: `\\text{the place of the digit ${digit} in } ${written}`, target: { kind: 'text', value: name } },
    steps: [
      {
        title: 'Count the places',
        explanation: `Counting from the decimal point, ${digit} stands in the ${name} place (10^${power}).`,
        latex: `${digit} \\times 10^{${power}}`,
      },
    ],
    answer: { value: name, latex: `\\text{${name}}` },
    verified: { ok, method: 'the digit at that power of ten found again by division' },
  });
};
