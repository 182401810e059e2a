import { FUNCTION_WORDS } from '@zhi/detector/lexicon';

/** Words that carry grammar, not content: the detector's function words plus a few common verbs and fillers. */
export const STOPWORDS = new Set([
  ...FUNCTION_WORDS,
  ..."also can could may might must shall would will one two many much more most such like just even well however therefore thus it’s it's don't".split(
    ' ',
  ),
]);
