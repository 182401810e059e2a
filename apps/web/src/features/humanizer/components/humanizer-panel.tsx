import { useState } from 'react';
import { ProviderPicker } from '@/components/provider-picker';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useProviderChoice } from '@/lib/providers';
import { AiScorePanel } from './ai-score-panel';
import { InputUpload } from './input-upload';
import { OutputExports } from './output-exports';
import { TextBox } from './text-box';

interface HumanizerPanelProps {
  /** Shown below the homework page rather than as its own page. */
  embedded?: boolean;
}

/** Box A (input), box B (style sample), box C (output). Rewriting arrives with the humanizer work. */
export function HumanizerPanel({ embedded = false }: HumanizerPanelProps) {
  const [input, setInput] = useState('');
  const [sample, setSample] = useState('');
  // Filled by the rewriting engine (a later issue); editable, so the user can polish it before downloading.
  const [output, setOutput] = useState('');
  const [provider, setProvider] = useProviderChoice('humanizer');
  const HeadingTag = embedded ? 'h2' : 'h1';
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
          actions={<InputUpload onText={setInput} />}
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
        />
      </div>
      <TextBox
        letter="C"
        title="Output"
        description="The rewritten text appears here; edit it freely before downloading."
        value={output}
        onChange={setOutput}
        actions={<OutputExports text={output} />}
      >
        <AiScorePanel text={output} label="c" />
      </TextBox>
    </section>
  );
}
