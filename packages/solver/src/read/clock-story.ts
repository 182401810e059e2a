/**
 * Clock questions told as a story, in the wording the clock solver reads: two times of day and "how many minutes
 * (or hours)" or "how long" between them; one time, one span and "what time" the other end is. Null otherwise.
 */

const TIME = /\b(\d{1,2}:\d{2}(?:\s*[ap](?:\.m\.|m\b))?|\d{1,2}\s*[ap](?:\.m\.|m\b))(?![\w:])/gi;
const SPAN =
  /\b(\d+\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?\d+\s*(?:minutes?|mins?|m)\b)?|\d+\s*(?:minutes?|mins?)\b)/gi;
// The asked end is the start when the question asks when something began and the story's time is its end.
const START = /\b(?:start|starts|begin|began|begins|leave|left|leaves|depart|departs|departed|set out|set off)\b/i;
const END =
  /\b(?:end|ends|ended|finish|finishes|finished|arrive|arrives|arrived|get(?:s)? (?:there|home|back)|done|over)\b/i;

export function clockStory(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 400) return null;
  const times = [...t.matchAll(TIME)].map((m) => m[1] as string);
  const spans = [...t.matchAll(SPAN)].map((m) => m[1] as string);
  // The question: the last sentence (or the clause after the last comma when it asks).
  const question = /(?:^|[.!?,;]\s*|\band\s+)((?:how|what|when|at what)\b[^.!?]*)[.!?]?\s*$/i.exec(t)?.[1];
  if (!question) return null;
  const story = t.slice(0, t.length - question.length);
  const numbers = (t.match(/\d+/g) ?? []).length;
  if (times.length === 2 && spans.length === 0 && numbers === times.join(' ').match(/\d+/g)?.length) {
    const unit = /\b(minutes|hours)\b/i.exec(question)?.[1]?.toLowerCase();
    if (!/^how (?:many|long|much time)/i.test(question)) return null;
    return unit
      ? `How many ${unit} are there between ${times[0]} and ${times[1]}?`
      : `How long is it from ${times[0]} to ${times[1]}?`;
  }
  if (times.length === 1 && spans.length === 1 && /^(?:what time|when|at what time)\b/i.test(question)) {
    const time = times[0] as string;
    const span = (spans[0] as string).replace(/(\d)\s*h\b/i, '$1 hours').replace(/(\d)\s*m(?:in)?\b/i, '$1 minutes');
    // Every number of the story is the time's or the span's.
    if (numbers !== `${time} ${spans[0]}`.match(/\d+/g)?.length) return null;
    const before = (START.test(question) && END.test(story)) || /\b(?:ago|earlier|before)\b/i.test(t);
    return `What time is ${span} ${before ? 'before' : 'after'} ${time}?`;
  }
  return null;
}
