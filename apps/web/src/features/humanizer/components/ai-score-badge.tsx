import type { AnalyzeResponse } from '@zhi/contract';
import { type ScoreBand, scoreBand } from '@zhi/contract/lite';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<ScoreBand, BadgeProps['variant']> = {
  red: 'danger',
  yellow: 'warning',
  blue: 'info',
  green: 'success',
};

interface AiScoreBadgeProps {
  result: AnalyzeResponse | undefined;
  pending: boolean;
  tooLong: boolean;
}

/** 'X% AI / Y% HUMAN' in the colour of its band; an unsure or missing verdict never looks like a sure number. */
export function AiScoreBadge({ result, pending, tooLong }: AiScoreBadgeProps) {
  if (tooLong) {
    return (
      <Badge variant="outline" data-testid="ai-score">
        Too long to score (over 100,000 characters)
      </Badge>
    );
  }
  if (!result) {
    return pending ? (
      <Badge variant="outline" data-testid="ai-score" aria-busy="true">
        Scoring…
      </Badge>
    ) : null;
  }
  if (result.aiScore === null || result.humanScore === null) {
    return (
      <Badge variant="outline" data-testid="ai-score" title={result.reason ?? undefined}>
        Not scored
      </Badge>
    );
  }
  if (!result.reliable) {
    return (
      <Badge
        variant="outline"
        data-testid="ai-score"
        data-reliable="false"
        className="border-dashed text-muted-foreground"
        title={result.reason ?? undefined}
      >
        Unreliable: ~{result.aiScore}% AI / ~{result.humanScore}% HUMAN
      </Badge>
    );
  }
  const band = scoreBand(result.aiScore);
  return (
    <Badge
      variant={VARIANT[band]}
      data-testid="ai-score"
      data-band={band}
      className={pending ? 'opacity-60' : undefined}
      title={`${result.detector.name}: ${result.label ?? ''}, ${result.confidence} confidence`}
    >
      {result.aiScore}% AI / {result.humanScore}% HUMAN
    </Badge>
  );
}
