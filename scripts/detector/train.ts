// `npm run train:detector`: trains the shipped weights on the MIT-licensed data only, and writes them.
import { writeFileSync } from 'node:fs';
import { trainModel } from '@zhi/detector/training';
import { TRAINABLE, authoredParts, readRows, weightsFile } from './data';

// Only what each author wrote: the prompt a human text and its model continuations share is nobody's style.
const rows = authoredParts(readRows(TRAINABLE));
const started = performance.now();
const weights = trainModel(rows, {
  description: `${TRAINABLE} (Fast-DetectGPT, MIT): ${rows.filter((r) => r.label === 'human').length} human and ${rows.filter((r) => r.label === 'ai').length} AI texts`,
});
writeFileSync(weightsFile, `${JSON.stringify(weights)}\n`);
console.log(
  `Trained on ${rows.length} texts in ${Math.round(performance.now() - started)} ms; ` +
    `${weights.vocabulary.length} vocabulary words, ` +
    `${Object.keys(weights.languageModels.ai.counts).length + Object.keys(weights.languageModels.human.counts).length} n-grams, ` +
    `${Object.keys(weights.wordModels.ai.counts).length} words; ` +
    `wrote ${weightsFile}`,
);
