const STORAGE_KEY = 'sessionId';

/** Sent with every API call, as the product specification asks; the server ignores it for identity. */
export const SESSION_ID_HEADER = 'X-Session-Id';

/**
 * The session id the app keeps and echoes in requests and payloads. It is only a label: the server decides
 * who the visitor is from its HttpOnly cookie, never from this value.
 */
export function getClientSessionId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeClientSessionId(id: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Private modes may refuse storage; the cookie still carries the session.
  }
}
