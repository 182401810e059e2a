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
}

export interface SolveResult {
  type: ProblemType;
  steps: Step[];
  /** `value` in SymPy syntax; null when the engine could not solve the problem (see `reason`). */
  answer: { value: string; latex: string } | null;
  /** How the answer was checked, independently of how it was found; null when it could not be. */
  verified: { ok: boolean; method: string } | null;
  graphs: Graph[];
  reason: string | null;
}

/** A problem the engine recognised, solved; or null when the text is not of this kind. */
export type Solver = (problem: string, deadline: number) => SolveResult | null;

export const result = (type: ProblemType, fields: Partial<SolveResult>): SolveResult => ({
  type,
  steps: [],
  answer: null,
  verified: null,
  graphs: [],
  reason: null,
  ...fields,
});
