// Text sent from one tool to another waits in sessionStorage, so it survives a route change, and an event tells
// a box already on the page to take it at once.
export interface TextHandoff {
  send(text: string): void;
  /** The waiting text, removed as it is taken; null when there is none. */
  take(): string | null;
  /** Calls `listener` whenever text is sent; returns the unsubscribe function. */
  on(listener: () => void): () => void;
}

export function createTextHandoff(name: string): TextHandoff {
  const key = `zhi:${name}`;
  const target = new EventTarget();
  return {
    send(text) {
      sessionStorage.setItem(key, text);
      target.dispatchEvent(new Event(name));
    },
    take() {
      const text = sessionStorage.getItem(key);
      if (text !== null) sessionStorage.removeItem(key);
      return text;
    },
    on(listener) {
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    },
  };
}
