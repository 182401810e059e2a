import { countWords } from '@zhi/contract/lite';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { usePublicConfig } from '@/lib/server-info';
import { analyzeText } from '../api/analyze-text';

/**
 * The second opinion (GPTZero) on a box's text: asked only when the student presses the button, because each
 * answer costs tokens; shown beside our score, never blended into it.
 */
export function SecondOpinion({ text }: { text: string }) {
  const config = usePublicConfig().data;
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: (asked: string) => analyzeText(asked, undefined, { secondOpinion: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['/api/balance'] }),
  });
  const offer = config?.secondOpinion;
  if (!offer) return null;
  // An answer belongs to the text it was asked about: a changed text asks again.
  const answered = ask.variables === text ? ask : null;
  const second = answered?.data?.secondOpinion;
  const cost = Math.max(1, Math.ceil((countWords(text) * offer.tokensPer1000Words) / 1000));
  if (second) {
    return (
      <span className="text-xs text-muted-foreground" data-testid="second-opinion">
        {second.status === 'ok'
          ? `${second.name} (not blended): ${second.aiScore}% AI`
          : `${second.name} did not answer: ${second.message} No tokens were charged.`}
      </span>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={ask.isPending}
        onClick={() => ask.mutate(text)}
        title={`Asks ${offer.name} for its score of this text; costs about ${cost} tokens.`}
      >
        {ask.isPending ? `Asking ${offer.name}…` : `Ask ${offer.name} too (about ${cost} tokens)`}
      </Button>
      {answered?.error && (
        <span className="text-xs text-destructive" role="status">
          {errorMessage(answered.error)}
        </span>
      )}
    </>
  );
}
