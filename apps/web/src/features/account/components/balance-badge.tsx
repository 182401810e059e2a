import { Badge } from '@/components/ui/badge';
import { balanceLevel, formatTokens } from '@/lib/format-tokens';

/** The balance, marked Low under 1,000 and Very Low under 100. */
export function BalanceBadge({ tokens, unlimited }: { tokens: number; unlimited: boolean }) {
  if (unlimited) return <Badge variant="info">Unlimited</Badge>;
  const level = balanceLevel(tokens);
  return (
    <span className="flex items-center gap-1.5" data-testid="token-balance" data-level={level}>
      <span className="font-semibold tabular-nums" title={`${tokens.toLocaleString('en-US')} tokens`}>
        {formatTokens(tokens)} tokens
      </span>
      {level === 'very-low' ? <Badge variant="danger">Very Low</Badge> : null}
      {level === 'low' ? <Badge variant="warning">Low</Badge> : null}
    </span>
  );
}
