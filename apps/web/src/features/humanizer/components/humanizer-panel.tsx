import type { RewriteResponse } from '@zhi/contract';
import { useRef, useState } from 'react';
import { ProviderPicker } from '@/components/provider-picker';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useProviderChoice } from '@/lib/providers';
import { rewriteText } from '../api/humanize';
import { AiScorePanel } from './ai-score-panel';
import { BoxActions } from './box-actions';
import { DetectionResults } from './detection-results';
import { InputUpload } from './input-upload';
import { OutputExports } from './output-exports';
import { TechniquePicker } from './technique-picker';
import { TextBox } from './text-box';

interface HumanizerPanelProps {
  /** Shown below the homework page rather than as its own page. */
  embedded?: boolean;
}

// RE-HUMANIZE waits this long after moving box C into box A, so the user sees the move before the rerun.
const RERUN_DELAY_MS = 100;

/** Box A (input), box B (style sample), the techniques, HUMANIZE TEXT, the results and box C (output). */
export function HumanizerPanel({ embedded = false }: HumanizerPanelProps) {
  const [input, setInput] = useState('');
  const [sample, setSample] = useState('');
  const [output, setOutput] = useState('');
  const [instructions, setInstructions] = useState('');
  const [techniques, setTechniques] = useState<string[]>([]);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RewriteResponse | null>(null);
  const [provider, setProvider] = useProviderChoice('humanizer');
  const runs = useRef(0);
  const HeadingTag = embedded ? 'h2' : 'h1';

  const humanize = async (text = input) => {
    if (!text.trim()) {
      toast({ title: 'Input required', description: 'Please enter text to humanize in Box A', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const response = await rewriteText({
        inputText: text,
        styleText: sample,
        customInstructions: instructions,
        selectedPresets: techniques,
        provider,
        onlyFlagged,
        // A new seed per run: RE-HUMANIZE gives a different rewrite, the same click twice the same text.
        seed: 1 + runs.current++,
      });
      setOutput(response.rewrittenText);
      setResult(response);
    } catch (error) {
      toast({
        title: 'Humanization failed',
        description: `Could not humanize the text. Please try again. ${errorMessage(error)}`,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const reHumanize = () => {
    if (!output.trim()) {
      toast({ title: 'No output to re-humanize', description: 'Box C is empty.' });
      return;
    }
    const next = output;
    setInput(next);
    setOutput('');
    setResult(null);
    setTimeout(() => void humanize(next), RERUN_DELAY_MS);
  };

  return (
    <section aria-labelledby="humanizer-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <HeadingTag
            id="humanizer-heading"
            className={cn('font-bold tracking-tight', embedded ? 'text-xl' : 'text-2xl')}
          >
            Humanizer
          </HeadingTag>
          <p className="text-sm text-muted-foreground">
            Rewrite text so it reads as a person wrote it, optionally in the style of a sample, keeping its meaning.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="humanizer-provider" className="text-xs text-muted-foreground">
            AI provider
          </Label>
          <ProviderPicker id="humanizer-provider" value={provider} onChange={setProvider} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextBox
          letter="A"
          title="Input"
          description="The text to rewrite."
          value={input}
          onChange={setInput}
          placeholder="Paste the text to humanize"
          actions={
            <div className="flex items-center gap-1">
              <BoxActions letter="A" value={input} onClear={() => setInput('')} />
              <InputUpload onText={setInput} />
            </div>
          }
        >
          <AiScorePanel text={input} label="a" />
        </TextBox>
        <TextBox
          letter="B"
          title="Style sample"
          description="Optional: writing whose style the rewrite should follow."
          value={sample}
          onChange={setSample}
          placeholder="Paste a sample of the writing style to match"
          actions={
            <div className="flex items-center gap-1">
              <BoxActions letter="B" value={sample} onClear={() => setSample('')} />
              <InputUpload onText={setSample} label="Upload sample" />
            </div>
          }
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="humanizer-instructions">Custom Instructions</Label>
          <Textarea
            id="humanizer-instructions"
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder="For example: keep it formal; British spelling"
            className="min-h-20"
          />
          <div className="flex items-center gap-2">
            <Checkbox
              id="humanizer-only-flagged"
              checked={onlyFlagged}
              onCheckedChange={(v) => setOnlyFlagged(v === true)}
            />
            <Label htmlFor="humanizer-only-flagged" className="font-normal">
              Rewrite only the sentences the detector flags (scored 50% AI or more)
            </Label>
          </div>
          <Button type="button" size="lg" onClick={() => humanize()} disabled={busy}>
            {busy ? 'HUMANIZING...' : 'HUMANIZE TEXT'}
          </Button>
          {result && <DetectionResults result={result} />}
        </div>
        <details className="rounded-md border p-3" open={!embedded}>
          <summary className="cursor-pointer text-sm font-medium">Rewriting techniques</summary>
          <div className="mt-3">
            <TechniquePicker selected={techniques} onChange={setTechniques} local={provider === 'local'} />
          </div>
        </details>
      </div>
      <TextBox
        letter="C"
        title="Output"
        description="The rewritten text appears here; edit it freely before downloading."
        value={output}
        onChange={setOutput}
        actions={
          <div className="flex flex-wrap items-center gap-1">
            <BoxActions letter="C" value={output} onClear={() => setOutput('')} />
            <Button type="button" variant="outline" size="sm" onClick={reHumanize} disabled={busy}>
              RE-HUMANIZE
            </Button>
            <OutputExports text={output} />
          </div>
        }
      >
        <AiScorePanel text={output} label="c" />
      </TextBox>
    </section>
  );
}
