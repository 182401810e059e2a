import { type StyleProfile, type Technique, describeProfile, techniqueById } from '@zhi/rewriter';

export interface PromptInput {
  inputText: string;
  styleText: string;
  profile: StyleProfile | null;
  techniques: string[];
  customInstructions: string;
  /** When only some sentences are to be rewritten: those sentences, verbatim. */
  flagged: string[] | null;
}

const SYSTEM = `You rewrite text so that it reads as if a thoughtful person wrote it, keeping its meaning exactly.
Rules that always hold:
- Keep every fact, claim, number, unit, date, formula (LaTeX included), quotation, citation and name exactly as written.
- Add no facts, names, numbers, sources or examples that the text does not contain or clearly imply.
- Do not mention that the text was rewritten, and do not add a preface or notes.
- Answer with the rewritten text only.`;

/** The system and user messages for one rewrite. */
export function buildPrompt(input: PromptInput): { system: string; prompt: string } {
  const instructions = input.techniques
    .map((id) => techniqueById.get(id))
    .filter((t): t is Technique => Boolean(t))
    .map((t) => `- ${t.name}: ${t.instruction}`);
  const parts: string[] = [];
  if (input.styleText.trim()) {
    parts.push(
      'Write in the style of this sample (its style only: never take content from it).',
      `<style_sample>\n${input.styleText.trim()}\n</style_sample>`,
    );
    if (input.profile) parts.push(`Measured style of the sample: ${describeProfile(input.profile)}.`);
  }
  if (instructions.length) parts.push(`Apply these techniques:\n${instructions.join('\n')}`);
  if (input.customInstructions.trim()) parts.push(`The user's own instructions:\n${input.customInstructions.trim()}`);
  if (input.flagged?.length) {
    parts.push(
      'Rewrite only the sentences listed below; copy every other sentence exactly as it is, in place.',
      `<sentences_to_rewrite>\n${input.flagged.map((s) => `- ${s}`).join('\n')}\n</sentences_to_rewrite>`,
    );
  }
  parts.push(`<text>\n${input.inputText.trim()}\n</text>`);
  return { system: SYSTEM, prompt: parts.join('\n\n') };
}
