import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ProviderPicker } from '@/components/provider-picker';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { AccountCard } from '@/features/account';
import { HomeworkWorkspace } from '@/features/homework';
import { HumanizerPanel } from '@/features/humanizer';
import { useProviderChoice } from '@/lib/providers';
import { AppHeader } from '../layout/app-header';

export function HomePage() {
  const [provider, setProvider] = useProviderChoice('homework');
  // A new key remounts the workspace: every field and result starts empty.
  const [workspaceKey, setWorkspaceKey] = useState(0);
  const startNewAssignment = () => {
    setWorkspaceKey((key) => key + 1);
    toast({ title: 'New assignment', description: 'The workspace is clear for a new problem.' });
  };
  return (
    <>
      <AppHeader title="Homework Assistant">
        <AccountCard />
        <ProviderPicker value={provider} onChange={setProvider} />
        <Button onClick={startNewAssignment}>
          <Plus aria-hidden />
          New Assignment
        </Button>
      </AppHeader>
      <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
        <h1 className="sr-only">Homework Assistant</h1>
        <HomeworkWorkspace key={workspaceKey} provider={provider} />
        <HumanizerPanel embedded />
      </main>
    </>
  );
}
