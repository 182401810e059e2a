import { type Rational, toDecimal, toLatex, toNumber, toText } from '../rational';
import { numbersLeftOut } from '../read/reading';
import type { Solver } from '../types';

/** Shared by the statistics, counting, chance, percent and word-problem solvers. */

/** The problem on one line, without its closing "?" or "." (a closing "!" is kept: "5!"). */
export const clean = (problem: string) =>
  problem
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*[?.]*\s*$/, '');

/** A number to six significant figures, for "≈" in steps and answers. */
export const approxText = (x: number) => `${Number(x.toPrecision(6))}`;

/** An exact rational as an answer: a terminating decimal as it is, else the fraction (with "≈" in its LaTeX). */
export function numberAnswer(x: Rational): { value: string; latex: string } {
  const decimal = toDecimal(x);
  if (decimal !== null) return { value: decimal, latex: decimal };
  return { value: toText(x), latex: `${toLatex(x)} \\approx ${approxText(toNumber(x))}` };
}

/** A rational in words and steps: "3.5", "16/3". */
export const plain = (x: Rational) => toDecimal(x) ?? toText(x);

/** A rational in LaTeX: "3.5", "\frac{16}{3}". */
export const latexOf = (x: Rational) => toDecimal(x) ?? toLatex(x);

/** Whether two floating-point results agree to about nine significant digits. */
export const closeTo = (a: number, b: number, scale = 1) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b), scale);

/** A number as written in the problem, in LaTeX: "1,200" → "1{,}200" (so every digit group stays visible). */
export const writtenLatex = (text: string) => text.replace(/,/g, '{,}');

/**
 * A solver that answers only when its reading keeps every number of the problem: one that leaves a number out has
 * misread the problem, so it returns null (not its kind) and other solvers get the text.
 */
export const keepingNumbers =
  (solver: Solver): Solver =>
  (problem, deadline, given) => {
    const out = solver(problem, deadline, given);
    if (!out?.answer) return out;
    return out.reading && numbersLeftOut(problem, out.reading.latex).length === 0 ? out : null;
  };
