import { solveDerivative } from './solvers/calculus';
import { solveEquation } from './solvers/equations';
import { solveFactor } from './solvers/factor';
import { solveIntegral } from './solvers/integral';
import { solveLimit } from './solvers/limit';
import { solveSimplify, solveSimplifyGeneral } from './solvers/simplify';
import { solveBinomialDistribution } from './solvers/binomial-distribution';
import { solveCommitteeCounts } from './solvers/committee-counts';
import { solveIndependentEvents } from './solvers/independent-events';
import { solveArithmetic, solveAsFraction, solveGcd, solveLcm } from './solvers/numbers';
import { solveExactLog, solveFloorCeiling } from './solvers/exact-values';
import { solveNumberFacts } from './solvers/number-facts';
import { solveClosest, solveComparePair, solveKthValue, solveSort } from './solvers/comparison';
import { solveNamedExtreme } from './solvers/named-extreme';
import { solveRelationSign } from './solvers/relation-sign';
import { solveLiteral } from './solvers/literal-equation';
import { solveCompareReals } from './solvers/compare-reals';
import {
  solveDivides,
  solveParity,
  solveDivisors,
  solvePrime,
  solvePrimeFactorization,
  solvePrimeFactors,
  solveRemainder,
} from './solvers/number-theory';
import { solveDigitValue, solvePlaceValue, solveRound } from './solvers/rounding';
import { solveSequence } from './solvers/sequences';
import { solveAdditiveSequence, solveSequenceKind } from './solvers/sequence-kinds';
import { solveFormulaValues } from './solvers/formula-values';
import { solveCountingStructures } from './solvers/counting-structures';
import { solveFunctionValues } from './solvers/function-values';
import { solveLineSlopes } from './solvers/line-slopes';
import { solveParabolaFeatures } from './solvers/parabola-features';
import { solveCriticalPoints } from './solvers/critical-points';
import { solveStatisticsMore } from './solvers/statistics-more';
import { solveQuartiles } from './solvers/quartiles';
import { solveMeanStory } from './solvers/mean-stories';
import { solveCalendar } from './solvers/calendar';
import { solveChanceTrials } from './solvers/chance-trials';
import { solveRateStory } from './solvers/rate-stories';
import { solveGrowthStory } from './solvers/growth-story';
import { solveMixture } from './solvers/mixture-story';
import { solvePricePairs } from './solvers/price-pairs';
import { solveWeightedGrade } from './solvers/weighted-grade';
import { solveNumberPuzzle } from './solvers/number-puzzles';
import { solveWorkCrews } from './solvers/work-crews';
import { solveGroupChoices } from './solvers/group-choices';
import { solveTwoDraws } from './solvers/two-draws';
import { solveGeometryRelations } from './solvers/geometry-relations';
import { solveShapeFromMeasure } from './solvers/geometry-reverse';
import { solvePlaceName } from './solvers/place-names';
import { solveEstimate } from './solvers/estimate';
import { solveAsDecimal } from './solvers/decimal-form';
import { solveDivisorFacts } from './solvers/divisor-facts';
import { solveGcdLcmStory } from './solvers/gcd-lcm-stories';
import { solveIntegerSets } from './solvers/integer-sets';
import { solveSequenceFacts } from './solvers/sequence-facts';
import { solveCongruences, solveMissingDigit, solveTrailingZeros } from './solvers/congruences';
import { solveAgeStory } from './solvers/age-story';
import { solveFunctionParity } from './solvers/function-parity';
import { solveDirectProportion } from './solvers/direct-proportion';
import { solveSeries } from './solvers/series';
import { solveRecurrence } from './solvers/recurrence';
import { solveBase } from './solvers/bases';
import { solveNearestRoot, solveSurd } from './solvers/roots';
import { solveMeasurement } from './solvers/measurement';
import { solveMixedUnits } from './solvers/mixed-units';
import { solveTemperature } from './solvers/temperature';
import { solveNotation } from './solvers/notation';
import { solveConsecutive, solveSumDifference } from './solvers/consecutive';
import { solveWorkRate } from './solvers/work-rate';
import { solveStoryShapes } from './solvers/story-shapes';
import { solveRatioShare } from './solvers/ratio-share';
import { solveSharesByName } from './solvers/shares-by-name';
import { solveTwoKinds } from './solvers/two-kinds';
import { solveCountingFormulas, solveProbabilityRules } from './solvers/counting-formulas';
import { solveClock } from './solvers/clock';
import { solveClockAngle } from './solvers/clock-angle';
import { solveWeekday } from './solvers/weekdays';
import { solveDrawing } from './solvers/probability';
import { solveInequality } from './solvers/inequalities';
import { solveTranscendental } from './solvers/transcendental';
import { solveTrigEquation } from './solvers/trig-equations';
import { solveGeometry, solveRightTriangleCheck } from './solvers/geometry';
import { solvePolygonAngles, solveThirdAngle } from './solvers/geometry-angles';
import { solveComplex } from './solvers/complex';
import { solveComplexNames } from './solvers/complex-names';
import { solvePolarForm } from './solvers/polar-form';
import { solvePairRelation } from './solvers/pair-relation';
import { solveRectangleRelation } from './solvers/rectangle-relation';
import { solveBouncingBall } from './solvers/bouncing-ball';
import { solveArrangementCounts } from './solvers/arrangement-counts';
import { solveEqualGroups } from './solvers/equal-groups';
import { solveBreakEven } from './solvers/break-even';
import { solveComplexArgument } from './solvers/complex-argument';
import { solvePolarPoint } from './solvers/polar-point';
import { solveMatrix } from './solvers/matrices';
import { solveSingularMatrix } from './solvers/singular-matrix';
import { solveValueFromSystem } from './solvers/value-from-system';
import { solveDerivativeAt, solveImplicit, solveTangentLine } from './solvers/derivative-forms';
import { solveGraph } from './solvers/graphs';
import { solveDomain, solveIntercept, solveInverse, solveParabola } from './solvers/functions';
import { solveSlopeOfLine } from './solvers/coordinate';
import { solveLineRelation } from './solvers/line-relation';
import { solveCoordinate } from './solvers/coordinate-combined';
import { solveCircle, solveTriangleArea } from './solvers/coordinate-figures';
import { solveMissingValue, solveStatistics } from './solvers/statistics';
import { solveCodes, solveCounting, solveFactorialArithmetic } from './solvers/counting';
import { solveDice } from './solvers/chance';
import { solveNumberDraw, solveRolls } from './solvers/outcomes';
import { solveCoins } from './solvers/coins';
import { solveDieExpectation } from './solvers/die-expectation';
import { solveGameExpectation } from './solvers/game-expectation';
import { solveTrigValue } from './solvers/trig-values';
import { solveDigitPuzzle } from './solvers/digit-puzzles';
import { solveCards, solveMarbles } from './solvers/chance-draws';
import { solvePercent } from './solvers/percent';
import { solveRate, solveSimpleInterest } from './solvers/word-problems';
import { solveBetterBuy, solveProportion, solveUnitPrice } from './solvers/unit-price';
import { solveCoefficientNamed, solveDefinedExpression, solveSimplifyPower } from './solvers/polynomial-forms';
import { solveCoefficientIn } from './solvers/coefficient-in';
import { solveChooseFrom } from './solvers/choose-from';
import { solveBaseQuestion } from './solvers/base-questions';
import { solveCollect, solveEvaluate, solveExpand } from './solvers/polynomials';
import { type Solver } from './types';

/** The order matters: specific wordings first, bare arithmetic last. */
export const SOLVERS: Solver[] = [
  // Counts with a condition, before the counting solvers that read no condition.
  solveArrangementCounts,
  solveGraph,
  // Before the systems: "v = u + at, u = 2, …" is one formula with values, not a system.
  solveFormulaValues,
  solveValueFromSystem,
  // Values and compositions of defined functions beyond polynomials (fractions, roots).
  solveFunctionValues,
  solveFactorialArithmetic,
  solveCodes,
  solveCountingStructures,
  solveCounting,
  solveChooseFrom,
  solveCards,
  solveMarbles,
  solveTwoDraws,
  solveCoins,
  solveDieExpectation,
  solveGameExpectation,
  solvePairRelation,
  solveRectangleRelation,
  solveBouncingBall,
  solveEqualGroups,
  solveBreakEven,
  solveDice,
  solveRolls,
  solveNumberDraw,
  solveChanceTrials,
  solveQuartiles,
  solveMissingValue,
  solveStatistics,
  solvePercent,
  solveAsFraction,
  solveSimpleInterest,
  solveRate,
  solveBetterBuy,
  // A job shared among workers before any rate: 4 trucks in 6 hours is not 2/3 truck per hour.
  solveWorkRate,
  solveStoryShapes,
  solveTwoKinds,
  solveRatioShare,
  solveSharesByName,
  solveUnitPrice,
  solveProportion,
  solveSingularMatrix,
  solveMatrix,
  solveComplexArgument,
  solvePolarPoint,
  solveComplexNames,
  solvePolarForm,
  solveComplex,
  solveRightTriangleCheck,
  solvePolygonAngles,
  solveThirdAngle,
  solveGeometry,
  solveLineRelation,
  solveCircle,
  solveTriangleArea,
  solveCoordinate,
  solveSlopeOfLine,
  solveInverse,
  solveDomain,
  solveParabola,
  solveIntercept,
  solveDigitPuzzle,
  solveNumberFacts,
  solveGcd,
  solveLcm,
  solveRemainder,
  solveDivides,
  solveParity,
  solveDivisors,
  solvePrime,
  solvePrimeFactorization,
  solvePrimeFactors,
  solveRound,
  solvePlaceValue,
  solveDigitValue,
  solveRelationSign,
  solveComparePair,
  solveNamedExtreme,
  solveSort,
  solveKthValue,
  solveClosest,
  solveCompareReals,
  solveSequenceKind,
  solveAdditiveSequence,
  solveSequence,
  solveSeries,
  solveSequenceFacts,
  solveCongruences,
  solveAgeStory,
  solveFunctionParity,
  solveDirectProportion,
  solveMissingDigit,
  solveTrailingZeros,
  solveIntegerSets,
  solveGcdLcmStory,
  solveDivisorFacts,
  solveAsDecimal,
  solveEstimate,
  solvePlaceName,
  solveShapeFromMeasure,
  solveGeometryRelations,
  solveGrowthStory,
  solveMixture,
  solvePricePairs,
  solveWeightedGrade,
  solveNumberPuzzle,
  solveWorkCrews,
  solveGroupChoices,
  solveRateStory,
  solveCalendar,
  solveMeanStory,
  solveStatisticsMore,
  solveCriticalPoints,
  solveParabolaFeatures,
  solveLineSlopes,
  solveRecurrence,
  solveBase,
  solveBaseQuestion,
  solveNearestRoot,
  solveSurd,
  solveTemperature,
  solveNotation,
  solveConsecutive,
  solveSumDifference,
  solveBinomialDistribution,
  solveIndependentEvents,
  solveCommitteeCounts,
  solveCountingFormulas,
  solveProbabilityRules,
  solveMixedUnits,
  solveMeasurement,
  solveClockAngle,
  solveClock,
  solveWeekday,
  solveDrawing,
  solveCoefficientNamed,
  solveCoefficientIn,
  solveSimplifyPower,
  solveEvaluate,
  solveTrigValue,
  solveLimit,
  solveTangentLine,
  solveDerivativeAt,
  solveImplicit,
  solveDerivative,
  solveIntegral,
  solveExpand,
  solveCollect,
  solveFactor,
  solveSimplify,
  solveSimplifyGeneral,
  solveTrigEquation,
  solveInequality,
  solveLiteral,
  solveEquation,
  solveTranscendental,
  solveArithmetic,
  solveExactLog,
  solveFloorCeiling,
  solveDefinedExpression,
];
