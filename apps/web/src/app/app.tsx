import { useSession } from '@/lib/session';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** Makes sure the visitor has a server session, and keeps its public id for the requests that echo it. */
function SessionBootstrap() {
  useSession();
  return null;
}

export function App() {
  return (
    <AppProviders>
      <SessionBootstrap />
      <AppRouter />
    </AppProviders>
  );
}
