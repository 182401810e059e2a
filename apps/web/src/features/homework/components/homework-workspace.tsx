import type { ProviderId } from '@zhi/contract';
import { AssignmentDetailsCard } from './assignment-details-card';
import { SolutionCard } from './solution-card';

interface HomeworkWorkspaceProps {
  provider: ProviderId;
}

export function HomeworkWorkspace({ provider }: HomeworkWorkspaceProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-provider={provider}>
      <AssignmentDetailsCard />
      <SolutionCard />
    </div>
  );
}
