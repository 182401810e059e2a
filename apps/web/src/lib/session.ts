import type { SessionResponse } from '@zhi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api';
import { storeClientSessionId } from './session-id';

/** Makes sure the visitor has a server session and remembers its public id. */
export function useSession() {
  return useQuery({
    queryKey: ['/api/session'],
    queryFn: async () => {
      const session = await apiGet<SessionResponse>('/api/session');
      storeClientSessionId(session.sessionId);
      return session;
    },
  });
}
