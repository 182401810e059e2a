import { readAnswer } from '../read/answer';
import type { SolveResult } from '../types';
import { checkDerivative, checkAntiderivative } from './check-calculus';
import { checkEquivalent } from './check-forms';
import { checkBoolean, checkChoice, checkList, checkText } from './check-items';
import { checkRoots, checkValue } from './check-roots';
import { checkSet } from './check-set';
import { checkSystem } from './check-system';
import { type Verification, verdict } from './compare';

export type { Verification } from './compare';

/**
 * Checks an answer produced elsewhere (an AI provider's final line, a student's) against the problem as the
 * engine read it. `verified` only after a check that ran; `refuted` only for a claim that was read and shown
 * wrong (the detail says how); anything unread or uncheckable is `not-checkable`. A caller that has already
 * solved the problem passes that result, so the engine solves once.
 */
export function verifyAgainst(solved: SolveResult, written: string): Verification {
  const target = solved.reading?.target;
  if (!target) {
    return verdict(
      'not-checkable',
      solved.reason ?? 'The engine could not read this problem, so it cannot check the answer.',
    );
  }
  const answer = readAnswer(written);
  switch (target.kind) {
    case 'value':
      // The value is the engine's own result: it counts only when the engine's independent check confirmed it.
      if (!solved.verified?.ok) return verdict('not-checkable', "The engine's own check did not confirm its value.");
      return checkValue(answer, target, written);
    case 'roots':
      return checkRoots(answer, target, written);
    case 'set':
      return checkSet(answer, target, solved, written);
    case 'system':
      return checkSystem(answer, target, written, (solved.answer?.value ?? '').includes('='));
    case 'derivative':
      return checkDerivative(answer, target, written);
    case 'antiderivative':
      return checkAntiderivative(answer, target, written);
    case 'equivalent':
      return checkEquivalent(answer, target, solved, written);
  }
  // The rest compare with the engine's own answer: they count only when its independent check confirmed it.
  if (!solved.verified?.ok) return verdict('not-checkable', "The engine's own check did not confirm its answer.");
  switch (target.kind) {
    case 'boolean':
      return checkBoolean(answer, target, written);
    case 'list':
      return checkList(answer, target, written);
    case 'choice':
      return checkChoice(answer, target, written);
    case 'text':
      return checkText(answer, target, written);
  }
}
