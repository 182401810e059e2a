import { verifyAgainst, type Verification } from './check/verify-answer';
import { NotPolynomial, ParseError } from './parse';
import { readProblemText } from './read/problem-text';
import { solveAggregate } from './solve-aggregate';
import { solveCheckRequest } from './solve-check-request';
import { chatRemarks, checkRequest } from './read/check-request';
import { dictated } from './read/spoken-math';
import { faithful } from './faithful';
import { lastReadings } from './read/last-readings';
import { solveRounded } from './solve-rounded';
import { type Context, constantOf, readContext, substituteKnown } from './read/context';
import { solveProbabilityRules } from './solvers/counting-formulas';
import { wordArithmetic } from './read/number-sentence';
import { dataStory } from './read/data-story';
import { helpRequest } from './read/help-request';
import { selfContained, storyQuestion } from './read/story-question';
import { platformChrome } from './read/homework-platform';
import { exerciseItem } from './read/exercise-header';
import { greekAgain, greekWords, latinNames } from './read/greek-names';
import { solveGraph } from './solvers/graphs';
import { solveDefinedExpression } from './solvers/polynomial-forms';
import { solveEvaluate } from './solvers/polynomials';
import { type SolveResult, result } from './types';
import { SOLVERS } from './solver-list';

export type { Graph, ProblemType, SolveResult, Step } from './types';

export const MAX_PROBLEM_LENGTH = 5000;
/** The hard limit per problem; past it the answer is an honest "could not solve". */
export const DEFAULT_TIME_LIMIT_MS = 2000;

function reasonFor(error: unknown): string {
  if (error instanceof ParseError) return `The problem could not be read: ${error.message}.`;
  if (error instanceof NotPolynomial)
    return `This kind of problem is beyond the offline engine for now (${error.message}).`;
  if (error instanceof RangeError) {
    return error.message === 'division by zero'
      ? 'The problem divides by zero, so it has no answer.'
      : 'The numbers in this problem are too large to work with exactly.';
  }
  if (error instanceof Error && error.message === 'time limit') return 'The engine ran out of time on this problem.';
  return 'The offline engine could not solve this problem.';
}

/**
 * A question after "Let …" and "Suppose …" sentences: the known values and functions put in, then solved as any
 * question; its reading is the statements' and the question's together.
 */
function solveInContext(context: Context, deadline: number): SolveResult {
  let question = context.question;
  // "Suppose i(q) = 0. What is q?": the equation the question's unknown comes from is solved for it.
  const asked = /^(?:what is|determine|calculate|find|give)\s+([a-z])\s*[?.]?$/i.exec(question)?.[1];
  const pending = asked ? context.pending.find((p) => p.unknowns.includes(asked)) : undefined;
  if (asked && pending) question = `Solve ${pending.equation} for ${asked}`;
  // "For what value of x is f(x) = −9?", "Find x when f(x) = 3": the equation of the defined function, solved.
  const valueFor =
    /^(?:for (?:what|which) values? of|(?:find|give|determine|what is) (?:the values? of )?)\s*([a-z])\s+(?:is|when|if|such that|so that|for which|does)\s+(.+?=.+?)\s*[?.]?$/i.exec(
      question,
    );
  if (valueFor) question = `Solve ${valueFor[2]} for ${valueFor[1]}`;
  let rewritten: string;
  try {
    rewritten = substituteKnown(question, context);
  } catch {
    return result('unknown', { reason: 'The question uses a definition the engine could not apply.' });
  }
  const given = {
    values: context.values,
    question: context.question,
    valueOf: (text: string) => constantOf(text, context),
  };
  let lastError: unknown = null;
  // An expression of the defined names first: its reading is the question as written ("v(-5)").
  for (const solver of [solveDefinedExpression, ...SOLVERS]) {
    try {
      const found = solver(rewritten, deadline, given);
      if (!found) continue;
      // The statements are read whole (each printed from its parse tree); the question as written must be too.
      const solved = faithful(context.question, found);
      if (!solved.reading) return solved;
      const latex = [...context.statements, solved.reading.latex].join(';\\quad ');
      return { ...solved, reading: { ...solved.reading, latex } };
    } catch (error) {
      lastError = error;
      if (!(error instanceof ParseError) && !(error instanceof NotPolynomial)) break;
    }
  }
  return result('unknown', {
    reason: lastError ? reasonFor(lastError) : 'The offline engine does not recognise this kind of question yet.',
  });
}

/** Solves a problem given in words and math; never throws, never guesses. */
export function solve(typed: string, options: { timeLimitMs?: number } = {}): SolveResult {
  try {
    // The homework page's own words around the problem ("Question 3 of 20", "Points: 2") are not the problem's.
    // An item pasted with its exercise's heading: the heading's instruction applied to it.
    const problem = platformChrome(exerciseItem(typed) ?? typed);
    // A typo corrected after the problem, remarks after it ("idk if thats right"): the problem as meant, and any
    // answer named in the remarks checked.
    const chat = chatRemarks(problem);
    const remarked = chat && solveCheckRequest(chat, (question) => solveText(question, options));
    if (remarked) return graphedWhenAsked(problem, faithful(problem, remarked));
    // A student's help request: the question without the story of their attempt, and their answers checked.
    const help = helpRequest(problem);
    const helped = help && solveCheckRequest(help, (question) => solveText(question, options));
    if (help && helped)
      return graphedWhenAsked(
        help.question,
        faithful(help.question, helped, [help.question, ...help.claims].join(' ')),
      );
    // Math said aloud and written by dictation ("x squared minus four equals zero"): read in its written form first.
    const spoken = dictated(problem);
    const heard = spoken ? solveText(spoken, options) : null;
    if (spoken && heard?.answer) return graphedWhenAsked(spoken, heard);
    // Greek variables are read as unused Latin letters, and the solution written back with them.
    const renaming = latinNames(problem);
    if (renaming) {
      const solved = solveText(renaming.text, options);
      if (solved.answer) return greekAgain(solved, renaming);
    }
    return graphedWhenAsked(problem, solveText(problem, options));
  } catch (error) {
    // A solver's failure is a refusal with its reason, never an exception for the caller.
    return result('unknown', { reason: reasonFor(error) });
  }
}

/**
 * "… the line through (0, 1) and (4, 9). Can you graph it?": a solver that found the line or function without
 * drawing it gets the graph of its answer (y in x alone), drawn and checked by the graph solver.
 */
function graphedWhenAsked(problem: string, solved: SolveResult): SolveResult {
  const value = solved.answer?.value;
  if (!value || solved.graphs.length > 0 || !/\b(?:graph|plot|sketch|draw)\b/i.test(problem)) return solved;
  if (
    !/\bx\b/.test(value) ||
    /[=<>,;]|\b(?!x\b|pi\b|e\b|sqrt\b|log\b|exp\b|sin\b|cos\b|tan\b|abs\b)[a-z]+\b/i.test(value)
  )
    return solved;
  const drawn = solveGraph(`Graph y = ${value.replace(/\*\*/g, '^')}`, Date.now() + 1000);
  return drawn?.graphs.length && drawn.verified?.ok ? { ...solved, graphs: drawn.graphs } : solved;
}

function solveText(problem: string, options: { timeLimitMs?: number; lastPass?: boolean }): SolveResult {
  const rounded = solveRounded(problem, (q) => solveText(q, options));
  if (rounded) return rounded;
  if (problem.length > MAX_PROBLEM_LENGTH * 2) {
    return result('unknown', {
      reason: `The problem is too long (${problem.length.toLocaleString('en-US')} characters).`,
    });
  }
  const { text, plain } = readProblemText(problem);
  if (!text) return result('unknown', { reason: 'There is no problem to solve.' });
  // "… approx? 2 dp pls": a precision the reading wrote out.
  const roundedRead = text !== problem.trim() ? solveRounded(text, (q) => solveText(q, options)) : null;
  if (roundedRead) return faithful(text, roundedRead, plain);
  // The sum or product of an equation's solutions: the equation solved first, as written.
  const aggregate = solveAggregate(text, (equation) => solveText(equation, options));
  if (aggregate) return faithful(text, aggregate, plain);
  if (text.length > MAX_PROBLEM_LENGTH) {
    return result('unknown', {
      reason: `The problem is too long (${text.length.toLocaleString('en-US')} characters).`,
    });
  }
  const deadline = Date.now() + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  // "P(A) = 0.3, P(B) = 0.5" states probabilities, not definitions of a function P.
  const rules = /\bP\([A-Z]\)\s*=/.test(text) ? solveProbabilityRules(text, deadline) : null;
  if (rules) return faithful(text, rules, plain);
  const context = readContext(text);
  if (context) {
    // Definitions of functions and a value asked of them: the evaluation shows its own steps.
    let direct: SolveResult | null = null;
    try {
      direct = solveEvaluate(text, deadline);
    } catch (error) {
      if (!(error instanceof ParseError) && !(error instanceof NotPolynomial)) throw error;
    }
    const whole = direct?.answer ? faithful(text, direct, plain) : null;
    // When its reading leaves out a statement, the question is read with all the statements instead.
    return whole?.answer ? whole : solveInContext(context, deadline);
  }
  let lastError: unknown = null;
  for (const solver of SOLVERS) {
    try {
      const solved = solver(text, deadline);
      if (solved) return faithful(text, solved, plain);
    } catch (error) {
      lastError = error;
      // A recognised problem that failed says why; others fall through to the next solver.
      if (!(error instanceof ParseError) && !(error instanceof NotPolynomial)) break;
    }
  }
  // Arithmetic told in words, tried last so that the solvers with their own steps (percent of) come first.
  const inWords = wordArithmetic(text);
  if (inWords) {
    const solved = solveText(inWords, options);
    if (solved.answer) return faithful(text, solved, plain);
  }
  // The last readings share what is left of this problem's time: the limit is for the problem, not for each try.
  const rest = () => ({ ...options, lastPass: true, timeLimitMs: deadline - Date.now() });
  // "Can you check my son's answer? He had to work out … and he wrote …": the task, and his answer checked.
  const request = options.lastPass ? null : checkRequest(text);
  const checked = request && solveCheckRequest(request, (question) => solveText(question, rest()));
  if (checked) return faithful(text, checked, plain);
  for (const retry of options.lastPass ? [] : lastReadings(text, problem)) {
    if (Date.now() >= deadline) break;
    const solved = solveText(retry, rest());
    if (solved.answer) return faithful(text, solved, plain);
  }
  // A story whose last question holds all its math, of a kind no story can change (a conversion, a base).
  const asked = options.lastPass || Date.now() >= deadline ? null : storyQuestion(text);
  if (asked) {
    const solved = solveText(asked.question, rest());
    if (selfContained(solved) && solved.reading) {
      const latex = `${solved.reading.latex}\\ (\\text{the story around the question changes nothing in it})`;
      return faithful(asked.question, { ...solved, reading: { ...solved.reading, latex } });
    }
  }
  // Data told in a story: its list, and the count of values it states shown with the reading.
  const data = options.lastPass || Date.now() >= deadline ? null : dataStory(text);
  if (data) {
    const solved = solveText(data.question, rest());
    if (solved.answer && solved.reading) {
      const count = data.count ? `\\ (\\text{${data.count} values})` : '';
      return faithful(
        text,
        { ...solved, reading: { ...solved.reading, latex: `${solved.reading.latex}${count}` } },
        plain,
      );
    }
  }
  return result('unknown', {
    reason: lastError ? reasonFor(lastError) : 'The offline engine does not recognise this kind of problem yet.',
  });
}

export type { Verification } from './check/verify-answer';
export { readAnswer } from './read/answer';
export type { ReadAnswer } from './read/answer';
export { toPlainMath } from './read/plain-math';
export type { CheckTarget, Reading } from './types';

/**
 * Checks an answer produced elsewhere (an AI provider's final line, a student's) against the problem as the engine
 * read it; a caller that has already solved the problem passes that result, so the engine solves once.
 */
export function verifyAnswer(problem: string, claimed: string, solved: SolveResult = solve(problem)): Verification {
  try {
    return verifyAgainst(solved, greekWords(claimed));
  } catch {
    // A claim the checker trips on is one it could not read: never an exception, never a verdict.
    return {
      status: 'not-checkable',
      detail: 'The engine could not read this answer.',
      expected: solved.answer?.value ?? null,
    };
  }
}

export { sameAnswer, sameUpToConstant } from './check/same-answer';
