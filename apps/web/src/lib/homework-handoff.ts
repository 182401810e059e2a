// Text sent from the humanizer to the homework question. It waits in sessionStorage, so it survives the move
// from /gpt-bypass to /, and an event tells a question box already on the page to take it at once.
const KEY = 'zhi:homework-handoff';
const target = new EventTarget();
const EVENT = 'homework-handoff';

export function sendToHomework(text: string): void {
  sessionStorage.setItem(KEY, text);
  target.dispatchEvent(new Event(EVENT));
}

/** The waiting text, removed as it is taken; null when there is none. */
export function takeHomeworkHandoff(): string | null {
  const text = sessionStorage.getItem(KEY);
  if (text !== null) sessionStorage.removeItem(KEY);
  return text;
}

/** Calls `listener` whenever text is sent; returns the unsubscribe function. */
export function onHomeworkHandoff(listener: () => void): () => void {
  target.addEventListener(EVENT, listener);
  return () => target.removeEventListener(EVENT, listener);
}
