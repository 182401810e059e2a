import type { SessionResponse } from '@zhi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';

const STORAGE_KEY = 'sessionId';

/**
 * The session id the app echoes in payloads, as the product specification asks. It is only a label:
 * the server decides who the visitor is from its HttpOnly cookie, never from this value.
 */
export function getClientSessionId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Makes sure the visitor has a server session and remembers its public id. */
export function useSession() {
  return useQuery({
    queryKey: ['/api/session'],
    queryFn: async () => {
      const session = await apiGet<SessionResponse>('/api/session');
      try {
        localStorage.setItem(STORAGE_KEY, session.sessionId);
      } catch {
        // Private modes may refuse storage; the cookie still carries the session.
      }
      return session;
    },
  });
}
