// Pure training code: texts in, weights out. File reading and writing live in scripts/detector.
export { auroc, fprAt, thresholdAtFpr, tprAtFpr } from './metrics';
export { assignFolds } from './folds';
export { fitLogistic } from './logistic';
export {
  type LabelledText,
  type TrainOptions,
  buildVocabulary,
  defaultTrainOptions,
  probability,
  trainModel,
} from './train';
