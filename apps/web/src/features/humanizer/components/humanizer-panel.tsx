import type { RewriteResponse } from '@zhi/contract';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { DictationButton } from '@/components/dictation-button';
import { ProviderPicker } from '@/components/provider-picker';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { sendToHomework } from '@/lib/homework-handoff';
import { onHumanizerHandoff, takeHumanizerHandoff } from '@/lib/humanizer-handoff';
import { useProviderChoice } from '@/lib/providers';
import { useLocation } from 'wouter';
import { type RewriteInput, rewriteText } from '../api/humanize';
import { CHUNK_MODE_WORDS, chunkText, combineResults, countWords } from '../lib/chunks';
import { AiScorePanel } from './ai-score-panel';
import { BoxActions } from './box-actions';
import { ChunkPanel, type ChunkRun } from './chunk-panel';
import { DetectionResults } from './detection-results';
import { InputUpload } from './input-upload';
import { OutputExports } from './output-exports';
import { CUSTOM_SAMPLE, SamplePicker } from './sample-picker';
import { TechniquePicker } from './technique-picker';
import { TextBox } from './text-box';

interface HumanizerPanelProps {
  /** Shown below the homework page rather than as its own page. */
  embedded?: boolean;
}

// The diff library loads only when the user asks to see the changes.
const DiffView = lazy(() => import('./diff-view'));

// RE-HUMANIZE waits this long after moving box C into box A, so the user sees the move before the rerun.
const RERUN_DELAY_MS = 100;
// Chunks go one at a time with this pause between requests, to be gentle with the provider.
const CHUNK_PAUSE_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Box A (input), box B (style sample), the techniques, HUMANIZE TEXT, the results and box C (output). */
export function HumanizerPanel({ embedded = false }: HumanizerPanelProps) {
  // Text sent from the homework page ('Send to the humanizer') becomes Box A.
  const [input, setInput] = useState(() => takeHumanizerHandoff() ?? '');
  useEffect(
    () =>
      onHumanizerHandoff(() => {
        const text = takeHumanizerHandoff();
        if (text !== null) setInput(text);
      }),
    [],
  );
  const [sample, setSample] = useState('');
  const [sampleChoice, setSampleChoice] = useState(CUSTOM_SAMPLE);
  const [output, setOutput] = useState('');
  const [instructions, setInstructions] = useState('');
  const [techniques, setTechniques] = useState<string[]>([]);
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RewriteResponse | null>(null);
  // The text box C was made from, for the diff view.
  const [source, setSource] = useState('');
  const [showDiff, setShowDiff] = useState(false);
  const [provider, setProvider] = useProviderChoice('humanizer');
  const runs = useRef(0);
  const [location, navigate] = useLocation();
  const HeadingTag = embedded ? 'h2' : 'h1';
  const chunks = useMemo(() => (countWords(input) > CHUNK_MODE_WORDS ? chunkText(input) : []), [input]);
  // Selection and progress belong to one cut of the text: a new cut starts with every chunk selected.
  const [selectionState, setSelectionState] = useState<{ of: string[]; value: boolean[] }>({ of: [], value: [] });
  const chunkSelection = selectionState.of === chunks ? selectionState.value : chunks.map(() => true);
  const [runState, setRunState] = useState<{ of: string[]; value: ChunkRun[] }>({ of: [], value: [] });
  const chunkRuns = runState.of === chunks ? runState.value : [];

  const request = (text: string): RewriteInput => ({
    inputText: text,
    styleText: sample,
    customInstructions: instructions,
    selectedPresets: techniques,
    provider,
    onlyFlagged,
    // A new seed per run: RE-HUMANIZE gives a different rewrite, the same click twice the same text.
    seed: 1 + runs.current++,
  });

  const humanizeChunks = async (parts: string[], selection: boolean[]) => {
    const picked = parts.map((text, index) => ({ text, index })).filter(({ index }) => selection[index]);
    if (picked.length === 0) {
      toast({ title: 'No chunks selected', description: 'Select at least one chunk to humanize.' });
      return;
    }
    setBusy(true);
    const states: ChunkRun[] = parts.map(() => ({ status: 'waiting' }));
    const show = () => setRunState({ of: parts, value: [...states] });
    show();
    const results = [];
    for (const [k, { text, index }] of picked.entries()) {
      if (k > 0) await pause(CHUNK_PAUSE_MS);
      states[index] = { status: 'processing' };
      show();
      try {
        const response = await rewriteText(request(text));
        states[index] = { status: 'completed', output: response.rewrittenText, outputScore: response.outputAiScore };
        results.push(response);
      } catch {
        states[index] = { status: 'failed' };
        toast({ title: `Chunk ${index + 1} failed: Continuing with remaining chunks...`, variant: 'destructive' });
      }
      show();
    }
    // A failed chunk keeps its own text, so the output is whole.
    setOutput(picked.map(({ text, index }) => states[index]?.output ?? text).join('\n\n'));
    setSource(picked.map(({ text }) => text).join('\n\n'));
    setResult(combineResults(results));
    setBusy(false);
  };

  const humanize = async (text = input) => {
    if (!text.trim()) {
      toast({ title: 'Input required', description: 'Please enter text to humanize in Box A', variant: 'destructive' });
      return;
    }
    if (countWords(text) > CHUNK_MODE_WORDS) {
      const parts = text === input ? chunks : chunkText(text);
      await humanizeChunks(parts, text === input ? chunkSelection : parts.map(() => true));
      return;
    }
    setBusy(true);
    try {
      const response = await rewriteText(request(text));
      setOutput(response.rewrittenText);
      setSource(text);
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

  const sendOutput = () => {
    if (!output.trim()) {
      toast({ title: 'Nothing to send', description: 'Box C is empty.' });
      return;
    }
    sendToHomework(output);
    if (location !== '/') navigate('/');
    toast({ title: 'Sent to Homework', description: 'Box C is now the homework question.' });
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
              <DictationButton setValue={setInput} field="Box A" />
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
          onChange={(text) => {
            setSample(text);
            // An edited sample is the user's own, whichever preset it started from.
            setSampleChoice(CUSTOM_SAMPLE);
          }}
          placeholder="Paste a sample of the writing style to match"
          actions={
            <div className="flex items-center gap-1">
              <BoxActions letter="B" value={sample} onClear={() => setSample('')} />
              <DictationButton setValue={setSample} field="Box B" />
              <InputUpload
                onText={(text) => {
                  setSample(text);
                  setSampleChoice(CUSTOM_SAMPLE);
                }}
                label="Upload sample"
              />
            </div>
          }
        >
          <SamplePicker
            value={sampleChoice}
            onChange={setSampleChoice}
            onUse={(text) => {
              setSample(text);
            }}
          />
        </TextBox>
      </div>
      {chunks.length > 0 && (
        <ChunkPanel
          chunks={chunks}
          selected={chunkSelection}
          runs={chunkRuns}
          onToggle={(index, on) =>
            setSelectionState({ of: chunks, value: chunkSelection.map((v, i) => (i === index ? on : v)) })
          }
        />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="humanizer-instructions">Custom Instructions</Label>
            <DictationButton setValue={setInstructions} field="Custom Instructions" />
          </div>
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
            <Button type="button" variant="outline" size="sm" onClick={sendOutput}>
              Send to Homework
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={showDiff}
              disabled={!output || !source}
              onClick={() => setShowDiff((v) => !v)}
            >
              {showDiff ? 'Hide changes' : 'Show changes'}
            </Button>
            <OutputExports text={output} />
          </div>
        }
      >
        <AiScorePanel text={output} label="c" />
        {showDiff && output && source && (
          <Suspense fallback={<p className="text-xs text-muted-foreground">Loading the changes…</p>}>
            <DiffView before={source} after={output} />
          </Suspense>
        )}
      </TextBox>
    </section>
  );
}
