import { type Solver, result } from '../types';

/**
 * The angle between the hands of a clock at h:m: the minute hand at 6m degrees, the hour hand at 30h + m/2, the
 * smaller angle min(d, 360 − d) unless the larger is asked. Checked by moving both hands minute by minute from 12:00.
 */
const ASKED =
  /\b(?:angle|degrees)\b.*\bhands?\b.*\bclock\b.*?\b(?:at|reads|shows)\s+(\d{1,2}):(\d{2})\s*(?:a\.?m\.?|p\.?m\.?)?|\bat\s+(\d{1,2}):(\d{2})\s*(?:a\.?m\.?|p\.?m\.?)?,?\s+(?:what|how many degrees|find)\b.*\bangle\b.*\bhands?\b/i;

export const solveClockAngle: Solver = (problem) => {
  if (problem.length > 300) return null;
  const m = ASKED.exec(problem);
  if (!m) return null;
  const h = Number(m[1] ?? m[3]) % 12;
  const minutes = Number(m[2] ?? m[4]);
  if (minutes > 59 || Number(m[1] ?? m[3]) > 24) return null;
  const larger = /\b(?:larger|greater|bigger|reflex)\s+angle\b/i.test(problem);
  const d = Math.abs(30 * h - 5.5 * minutes);
  const small = Math.min(d, 360 - d);
  const value = larger ? 360 - small : small;
  // Both hands moved in half-degree steps from 12:00: an independent count of where each is.
  let hour = 0;
  let minute = 0;
  for (let i = 0; i < h * 60 + minutes; i++) {
    hour += 0.5;
    minute = (minute + 6) % 360;
  }
  const apart = Math.abs((hour % 360) - minute);
  const again = larger ? 360 - Math.min(apart, 360 - apart) : Math.min(apart, 360 - apart);
  const text = Number.isInteger(value) ? `${value}` : `${value}`;
  return result('geometry', {
    reading: {
      latex: `\\text{the ${larger ? 'larger' : 'smaller'} angle between the hands at } ${m[1] ?? m[3]}{:}${m[2] ?? m[4]}`,
      target: { kind: 'value', value: text },
    },
    steps: [
      {
        title: 'Where each hand points',
        explanation: 'The minute hand turns 6° a minute; the hour hand 30° an hour and 0.5° a minute.',
        latex: `\\text{minute: } 6 \\cdot ${minutes} = ${6 * minutes}°,\\quad \\text{hour: } 30 \\cdot ${h} + 0.5 \\cdot ${minutes} = ${30 * h + 0.5 * minutes}°`,
      },
      {
        title: 'The angle between them',
        explanation: larger
          ? 'The larger of the two angles the hands make.'
          : 'The smaller of the two angles the hands make.',
        latex: `${text}°`,
      },
    ],
    answer: { value: text, latex: `${text}^\\circ` },
    verified: { ok: Math.abs(again - value) < 1e-9, method: 'both hands moved minute by minute from 12:00' },
  });
};
