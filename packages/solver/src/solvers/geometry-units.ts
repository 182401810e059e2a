import type { SolveResult } from '../types';
import { unitOf } from './geometry-read';
import { solveMeasurement } from './measurement';

/**
 * The unit a geometry question asks its answer in ("What is its volume in litres?", "… in m²?", "How many square
 * feet …"), written the way the measurement solver reads it; null when the question names none it knows.
 */
export function askedUnit(problem: string): string | null {
  const question =
    problem
      .trim()
      .split(/(?<=[.?!])\s+/)
      .at(-1) ?? '';
  const m =
    /\b(?:in|into|how many)\s+((?:cubic|square)\s+[a-z]+|[a-z]+\s*(?:²|³|\^[23])|litres?|liters?|millilit(?:re|er)s?|ml|hectares?)(?![a-z])/i.exec(
      question,
    );
  if (!m) return null;
  const said = (m[1] as string).toLowerCase();
  if (/^lit(?:re|er)s?$/.test(said)) return 'litres';
  if (/^millilit|^ml$/.test(said)) return 'millilitres';
  if (/^hectares?$/.test(said)) return 'hectares';
  const power = /^(cubic|square)\s+([a-z]+)$/.exec(said) ?? /^([a-z]+)\s*(²|³|\^[23])$/.exec(said);
  if (power) {
    const [word, mark] = /^(?:cubic|square)$/.test(power[1] as string) ? [power[2], power[1]] : [power[1], power[2]];
    const unit = unitOf(word as string);
    return unit ? `${unit}^${/cubic|³|3/.test(mark as string) ? 3 : 2}` : null;
  }
  return unitOf(said);
}

/** The answer in the unit asked, converted by the measurement solver; null when it cannot be (a value with π). */
export function inAskedUnit(
  problem: string,
  solved: SolveResult,
  unit: string | null,
  dimension: number,
): SolveResult | null {
  const asked = askedUnit(problem);
  const own = unit ? (dimension > 1 ? `${unit}^${dimension}` : unit) : null;
  if (!asked || asked === own) return solved;
  const value = solved.answer?.value ?? '';
  if (!own || !/^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(value) || !solved.reading) return null;
  const converted = solveMeasurement(`Convert ${value} ${own} to ${asked}`, Date.now() + 500);
  if (!converted?.answer || !converted.verified?.ok) return null;
  return {
    ...solved,
    reading: {
      latex: `${solved.reading.latex} \\to \\text{${asked}}`,
      target: { kind: 'value', value: converted.answer.value },
    },
    steps: [...solved.steps, ...converted.steps],
    answer: converted.answer,
    verified: {
      ok: solved.verified?.ok === true,
      method: `${solved.verified?.method}; then ${converted.verified.method}`,
    },
  };
}
