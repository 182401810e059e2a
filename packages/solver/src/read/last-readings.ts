import { dashObject, goalOfMath, spelledNumbers, withoutPreamble, restatedLast } from './goal-reader';
import { functionStory } from './function-story';
import { graphTransform } from './graph-transform';
import { namedMathStory } from './named-math-story';
import { numberPuzzle } from './number-puzzle';
import { progressionWords } from './progression-words';
import { calculusStory } from './calculus-story';
import { graphStory } from './graph-story';
import { roundingStory } from './rounding-story';
import { operandTask } from './operand-task';
import { quantityReferent } from './quantity-referent';
import { sequenceStory } from './sequence-story';
import { spokenMath } from './spoken-math';
import { unitList } from './unit-list';

/** Readings tried when no solver knows the wording: numbers in words in figures, the goal read apart from the math. */
export function lastReadings(text: string, written: string): string[] {
  const figures = spelledNumbers(text);
  const rest = withoutPreamble(text);
  const tries = [
    spokenMath(text),
    figures,
    goalOfMath(text),
    goalOfMath(figures),
    dashObject(text),
    rest,
    rest && goalOfMath(rest),
    functionStory(text),
    restatedLast(text),
    sequenceStory(text),
    operandTask(text),
    rest && operandTask(rest),
    quantityReferent(text),
    unitList(text),
    graphTransform(written),
    namedMathStory(text),
    numberPuzzle(text),
    progressionWords(text),
    calculusStory(text),
    graphStory(text),
    roundingStory(text),
  ].filter((t): t is string => t !== null && t !== text);
  return [...new Set(tries)];
}
