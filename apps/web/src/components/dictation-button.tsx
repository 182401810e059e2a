import { Mic, MicOff } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { canCaptureMicrophone, openBrowserMicrophone, transcribeUtterance } from '@/lib/dictation/browser-audio';
import { type BrowserRecognition, browserRecognition, finalPhrases } from '@/lib/dictation/browser-recognition';
import { type Dictation, type DictationState, TOOLTIPS, createDictation } from '@/lib/dictation/dictation-machine';
import { appendTranscript, withMarker, withoutMarker } from '@/lib/dictation/transcript-marker';
import { usePublicConfig } from '@/lib/server-info';

interface DictationButtonProps {
  /** The field's setter: transcripts are added at its end. */
  setValue: Dispatch<SetStateAction<string>>;
  /** What the field is, for the button's accessible name. */
  field: string;
}

const NO_SERVICE =
  'Voice transcription is not set up on this server (set OPENAI_API_KEY, or TRANSCRIBE_BASE_URL for a Whisper server).';

/** The dictation button beside a text field: a thin view over the dictation state machine. */
export function DictationButton({ setValue, field }: DictationButtonProps) {
  const config = usePublicConfig();
  const serverSpeech = config.data?.voiceTranscription ?? true;
  const Recognition = browserRecognition();
  const [state, setState] = useState<DictationState>('idle');
  const [tooltip, setTooltip] = useState(TOOLTIPS.idle);
  const [error, setError] = useState(false);
  const machine = useRef<Dictation | null>(null);
  const recognition = useRef<BrowserRecognition | null>(null);
  const pending = useRef(0);

  useEffect(() => () => machine.current?.stop(), []);
  if (!canCaptureMicrophone() && !Recognition) return null;
  const unavailable = !serverSpeech && !Recognition;

  function toggleServer() {
    machine.current ??= createDictation(
      { openMicrophone: openBrowserMicrophone, transcribe: transcribeUtterance, log: (m) => console.warn(m) },
      {
        onState(next, text, failure) {
          setState(next);
          setTooltip(text);
          setError(Boolean(failure));
        },
        onPending(count) {
          const had = pending.current;
          pending.current = count;
          if (count > 0 && had === 0) setValue((v) => withMarker(v));
          if (count === 0 && had > 0) setValue((v) => withoutMarker(v));
        },
        onText(text) {
          setValue((v) => appendTranscript(v, text, pending.current > 0));
        },
      },
    );
    machine.current.toggle();
  }

  function toggleBrowser() {
    if (!Recognition) return;
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const r = new Recognition();
    r.continuous = true;
    r.interimResults = false;
    r.lang = navigator.language || 'en-US';
    r.onresult = (event) => {
      for (const phrase of finalPhrases(event)) setValue((v) => appendTranscript(v, phrase, false));
    };
    r.onerror = (event) => {
      setError(true);
      setTooltip(
        event.error === 'not-allowed' ? 'Microphone access denied' : `Speech recognition failed: ${event.error}`,
      );
    };
    r.onend = () => {
      recognition.current = null;
      setState('idle');
    };
    recognition.current = r;
    setError(false);
    setState('listening');
    setTooltip(`${TOOLTIPS.listening} (the browser's own recognition)`);
    r.start();
  }

  const label = unavailable
    ? NO_SERVICE
    : !serverSpeech && state === 'idle'
      ? `${TOOLTIPS.idle} (the browser's own recognition)`
      : tooltip;
  const active = state !== 'idle';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant={active ? 'destructive' : 'ghost'}
          size="sm"
          aria-label={`${label} (${field})`}
          aria-pressed={active}
          data-testid="dictation-button"
          data-state={state}
          disabled={unavailable}
          onClick={serverSpeech ? toggleServer : toggleBrowser}
        >
          {error ? (
            <MicOff aria-hidden="true" />
          ) : (
            <Mic aria-hidden="true" className={cn(state === 'speaking' && 'animate-pulse')} />
          )}
        </Button>
      </TooltipTrigger>
      <TooltipContent className={cn(error && 'text-destructive')} data-testid="dictation-tooltip">
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
