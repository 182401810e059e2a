import type { Verification } from '@zhi/contract';
import { Badge } from '@/components/ui/badge';

const LABELS: Record<Verification['status'], { text: string; variant: 'success' | 'danger' | 'warning' }> = {
  verified: { text: 'Verified by the math engine', variant: 'success' },
  refuted: { text: 'Check failed', variant: 'danger' },
  'not-checkable': { text: 'Could not verify', variant: 'warning' },
  'no-answer': { text: 'Could not verify', variant: 'warning' },
};

/** How the math engine judged the final answer, with the reason in words. */
export function VerificationBadge({ verification }: { verification: Verification }) {
  const label = LABELS[verification.status];
  return (
    <div className="flex flex-col gap-1" data-testid="verification" data-status={verification.status}>
      <Badge variant={label.variant}>{label.text}</Badge>
      <p className="text-xs text-muted-foreground">{verification.detail}</p>
    </div>
  );
}
