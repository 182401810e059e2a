import type { Paragraph } from './document';
import type { Locks } from './locks';
import type { StyleProfile } from './style-profile';

/** What every transform gets: a seeded random source, the locks, the target style, and a change counter. */
export interface Context {
  random: () => number;
  locks: Locks;
  /** The style sample's profile, when there is one: transforms steer towards it. */
  profile: StyleProfile | null;
  /** Words the text uses as names: a sentence moved behind a comma keeps their capital. */
  names: ReadonlySet<string>;
  /** Records that a technique changed `count` things. */
  note(id: string, count: number): void;
}

export type Transform = (paragraphs: Paragraph[], context: Context) => Paragraph[];

/** Applies `edit` to every sentence of every prose paragraph (lists keep their items). */
export function eachSentence(paragraphs: Paragraph[], edit: (sentence: string, index: number) => string): Paragraph[] {
  let index = 0;
  return paragraphs.map((p) =>
    p.kind === 'prose' ? { ...p, sentences: p.sentences.map((s) => edit(s, index++)) } : p,
  );
}
