import { X } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { MathView } from './lazy-math';

interface QuestionBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Beside the label: the upload button, the dictation button. */
  actions?: React.ReactNode;
}

/** The question, with a live preview of its math and a button that clears it. */
export function QuestionBox({ value, onChange, actions }: QuestionBoxProps) {
  const id = useId();
  // The preview trails typing a little, so a long problem stays responsive.
  const preview = useDeferredValue(value);
  const hasMath = /\$|\\\(|\\\[|\\frac|\^/.test(preview);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>Question</Label>
        <div className="flex items-center gap-1">
          {actions}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            title="Clear field"
            aria-label="Clear field"
            disabled={!value}
            onClick={() => onChange('')}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Solve 2x + 3 = 7, or paste a problem with LaTeX such as $\frac{1}{2}x^2$"
        className="min-h-40"
      />
      {hasMath && preview.trim() ? (
        <div className="rounded-md border bg-muted/30 p-3" data-testid="math-preview">
          <p className="mb-1 text-xs text-muted-foreground">Preview</p>
          <MathView text={preview} />
        </div>
      ) : null}
    </div>
  );
}
