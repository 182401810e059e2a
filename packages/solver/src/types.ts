import type { Rational } from './rational';

export type ProblemType =
  | 'arithmetic'
  | 'gcd'
  | 'lcm'
  | 'evaluate'
  | 'linear-equation'
  | 'linear-system'
  | 'polynomial-equation'
  | 'derivative'
  | 'expand'
  | 'collect'
  | 'factor'
  | 'integral'
  | 'simplify'
  | 'limit'
  | 'comparison'
  | 'sort'
  | 'number-theory'
  | 'rounding'
  | 'base'
  | 'measurement'
  | 'sequence'
  | 'surd'
  | 'probability'
  | 'coefficient'
  | 'inequality'
  | 'geometry'
  | 'complex'
  | 'matrix'
  | 'statistics'
  | 'percent'
  | 'word-problem'
  | 'graph'
  | 'unknown';

export interface Step {
  title: string;
  explanation: string;
  latex: string;
}

export interface Graph {
  type: 'function';
  title: string;
  xLabel: string;
  yLabel: string;
  description: string;
  points: { x: number; y: number }[];
  /** An inequality's region: shaded above or below the curve, its boundary dashed when not included. */
  shade?: 'above' | 'below';
  dashed?: boolean;
}

/**
 * What a claimed answer is checked against, read from the problem as written (plain syntax, re-read by the
 * checker): never the engine's own answer alone.
 */
export type CheckTarget =
  /** A number: arithmetic, evaluation, gcd, lcm, a limit, a definite integral. */
  | {
      kind: 'value';
      value: string;
      /** The value is itself a rounding (or a digit): a claim must equal it, not approximate it. */
      exact?: boolean;
    }
  /**
   * The real solutions of one equation in one unknown: claimed values are substituted back; `complete` when the
   * engine knows there are no others.
   */
  | {
      kind: 'roots';
      equation: string;
      variable: string;
      roots: string[];
      complete: boolean;
      /** Solutions asked for only in an interval ("for 0 ≤ x < 2π"): a root outside it is not an answer. */
      within?: { low: number; high: number; lowClosed: boolean; highClosed: boolean };
    }
  /** A linear system: a claimed assignment is substituted into every equation; the asked variable's value. */
  | { kind: 'system'; equations: string[]; variable: string; value: string; values?: Record<string, string> }
  /** A derivative of f: a claim is compared with the derivative at sample points. */
  | { kind: 'derivative'; f: string; variable: string; order: number }
  /** An antiderivative of f: a claim is differentiated and compared with f (it needs no answer of the engine's). */
  | { kind: 'antiderivative'; f: string; variable: string }
  /** An expression equal to `expr` (simplify, expand, collect, factor), and written in the form asked for. */
  | { kind: 'equivalent'; expr: string; variables: string[]; form: 'any' | 'factored' | 'expanded' }
  /** Yes or no (is it prime, is it bigger). */
  | { kind: 'boolean'; value: boolean }
  /** Items in order (a sorted list, prime factors): each compared as a number where it is one, else as text. */
  | {
      kind: 'list';
      items: string[];
      /** Each item's exact value, when the items are names (a claim may give the values instead). */
      values?: string[];
      /** False for a set given as a list (prime factors): any order is right. */
      ordered?: boolean;
    }
  /** One of the options given: its letter, or the option itself. */
  | { kind: 'choice'; letter: string | null; item: string; value?: string }
  /** A solution set of an inequality: intervals between endpoints in plain syntax (null: unbounded). */
  | {
      kind: 'set';
      variable: string;
      intervals: { low: string | null; high: string | null; lowClosed: boolean; highClosed: boolean }[];
    }
  /** An answer compared as written (a time of day, a number in another base). */
  | { kind: 'text'; value: string };

/** How the engine read the problem: shown before its steps, and what answers to it are checked against. */
export interface Reading {
  /** The problem as the engine understood it, in LaTeX ("Input interpretation"). */
  latex: string;
  target: CheckTarget | null;
}

export interface SolveResult {
  type: ProblemType;
  /** How the problem was read (null when it was not understood). */
  reading: Reading | null;
  steps: Step[];
  /** `value` in SymPy syntax; null when the engine could not solve the problem (see `reason`). */
  answer: { value: string; latex: string } | null;
  /** How the answer was checked, independently of how it was found; null when it could not be. */
  verified: { ok: boolean; method: string } | null;
  graphs: Graph[];
  reason: string | null;
}

/** What came before the question: the problem's own definitions, and the question as written. */
export interface Given {
  values: ReadonlyMap<string, Rational>;
  /** The question before known names were replaced by their values (a comparison answers with the names). */
  question: string;
  /** An expression's value with the problem's values and functions put in ("r(-40)", "2*q"); null if none. */
  valueOf?: (text: string) => Rational | null;
}

/** A problem the engine recognised, solved; or null when the text is not of this kind. */
export type Solver = (problem: string, deadline: number, given?: Given) => SolveResult | null;

export const result = (type: ProblemType, fields: Partial<SolveResult>): SolveResult => ({
  type,
  reading: null,
  steps: [],
  answer: null,
  verified: null,
  graphs: [],
  reason: null,
  ...fields,
});
