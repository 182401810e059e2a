import type { CheckTarget, SolveResult } from '../types';

/** Every string inside a plain object or array, mapped. */
const renamed = (value: unknown, map: (s: string) => string): unknown =>
  typeof value === 'string'
    ? map(value)
    : Array.isArray(value)
      ? value.map((v) => renamed(v, map))
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, k === 'kind' || k === 'form' ? v : renamed(v, map)]),
          )
        : value;

/**
 * Greek letters as variables (sin θ = 1/2, d/dθ, f(α) = α² + 1): the solvers read Latin letters, so each Greek name
 * is read as a Latin letter the problem does not use, and the answer, the reading and the steps are written back
 * with the Greek name. π stays the constant.
 */

const GREEK: Record<string, { word: string; latex: string }> = {
  θ: { word: 'theta', latex: '\\theta' },
  ϑ: { word: 'theta', latex: '\\theta' },
  α: { word: 'alpha', latex: '\\alpha' },
  β: { word: 'beta', latex: '\\beta' },
  γ: { word: 'gamma', latex: '\\gamma' },
  φ: { word: 'phi', latex: '\\phi' },
  ϕ: { word: 'phi', latex: '\\phi' },
  ω: { word: 'omega', latex: '\\omega' },
  λ: { word: 'lambda', latex: '\\lambda' },
  μ: { word: 'mu', latex: '\\mu' },
};
// Written out as a word next to math ("sin(theta)", "theta = 30°"): the same names.
const WORDS = /\\?\b(theta|vartheta|alpha|beta|gamma|phi|varphi|omega|lambda|mu)\b/g;
const FUNCTION_END = /(?:sin|cos|tan|sec|csc|cot|sinh|cosh|tanh|ln|log|exp|sqrt)$/;
const STAND_INS = ['t', 'u', 'w', 'z', 's', 'v', 'q', 'p', 'm', 'k'];

const standalone = (letter: string) => new RegExp(String.raw`(?<![A-Za-z\\])${letter}(?![A-Za-z])`, 'g');

interface Renaming {
  text: string;
  /** Stand-in letter → the Greek name as a word and in LaTeX. */
  names: Map<string, { word: string; latex: string }>;
}

/** The problem with each Greek variable replaced by an unused Latin letter; null when it has none. */
export function latinNames(problem: string): Renaming | null {
  const found = new Map<string, { word: string; latex: string }>();
  for (const ch of problem) if (GREEK[ch]) found.set(ch, GREEK[ch]);
  // In LaTeX (\theta) or as a word (theta): the command is replaced with its backslash.
  for (const m of problem.matchAll(WORDS)) {
    const word = (m[1] as string).replace(/^var/, '');
    found.set(m[0], { word, latex: `\\${word}` });
  }
  if (found.size === 0) return null;
  const names = new Map<string, { word: string; latex: string }>();
  let text = problem;
  const free = STAND_INS.filter((letter) => !standalone(letter).test(problem));
  for (const [written, name] of found) {
    // Two spellings of one name (θ and theta) share a letter.
    const shared = [...names].find(([, n]) => n.word === name.word)?.[0];
    const letter = shared ?? free.shift();
    if (!letter) return null;
    names.set(letter, name);
    const pattern =
      written.length === 1
        ? new RegExp(written, 'g')
        : written.startsWith('\\')
          ? new RegExp(String.raw`\\${written.slice(1)}(?![A-Za-z])`, 'g')
          : new RegExp(String.raw`(?<!\\)\b${written}\b`, 'g');
    // A letter after a function name is spaced from it: "sinθ" is sin t, not the word "sint" ("dθ" stays dt).
    text = text.replace(pattern, (_, at: number, whole: string) =>
      FUNCTION_END.test(whole.slice(0, at)) ? ` ${letter}` : letter,
    );
  }
  return { text, names };
}

/** A solution found with the stand-in letters, written with the Greek names again. */
export function greekAgain(solved: SolveResult, { names }: Renaming): SolveResult {
  const back = (text: string, as: 'word' | 'latex' | 'symbol') => {
    let out = text;
    for (const [letter, name] of names) {
      const symbol = Object.entries(GREEK).find(([, g]) => g.word === name.word)?.[0] ?? name.word;
      out = out.replace(standalone(letter), (_, at: number, whole: string) =>
        as === 'word'
          ? name.word
          : as === 'symbol'
            ? symbol
            : // \theta before a letter needs a space to end the command.
              `${name.latex}${/[A-Za-z]/.test(whole[at + 1] ?? '') ? ' ' : ''}`,
      );
    }
    return out;
  };
  return {
    ...solved,
    reading: solved.reading
      ? {
          latex: back(solved.reading.latex, 'latex'),
          // The check reads the names as written (theta), as it reads a claim's.
          target: solved.reading.target
            ? (renamed(solved.reading.target, (s) => back(s, 'word')) as CheckTarget)
            : null,
        }
      : null,
    steps: solved.steps.map((step) => ({
      ...step,
      explanation: back(step.explanation, 'symbol'),
      latex: back(step.latex, 'latex'),
    })),
    answer: solved.answer
      ? { value: back(solved.answer.value, 'word'), latex: back(solved.answer.latex, 'latex') }
      : null,
  };
}

/** A claim written with Greek letters (2φ cos φ), in the names the checker reads: 2(phi) cos (phi). */
export const greekWords = (claim: string) => claim.replace(/[θϑαβγφϕωλμ]/g, (ch) => `(${GREEK[ch]?.word ?? ch})`);
