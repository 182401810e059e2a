import type { ProviderId } from '@zhi/contract';
import { useHomework } from '../hooks/use-homework';
import { AssignmentDetailsCard } from './assignment-details-card';
import { ChatCard } from './chat-card';
import { SolutionCard } from './solution-card';

interface HomeworkWorkspaceProps {
  provider: ProviderId;
}

/** The homework assistant: the problem, its solution, and a chat about both. */
export function HomeworkWorkspace({ provider }: HomeworkWorkspaceProps) {
  const homework = useHomework(provider);
  const context = homework.problem ? `Problem:\n${homework.problem}\n\nSolution:\n${homework.solution}` : '';
  return (
    <div className="flex flex-col gap-6" data-provider={provider}>
      <div className="grid gap-6 lg:grid-cols-2">
        <AssignmentDetailsCard homework={homework} />
        <SolutionCard homework={homework} provider={provider} />
      </div>
      <ChatCard provider={provider} context={context} onSendToInput={homework.setQuestion} />
    </div>
  );
}
