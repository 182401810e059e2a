import {
  CHECK_INTERVAL_MS,
  MIN_UTTERANCE_BYTES,
  NOISE_SAMPLE_DELAY_MS,
  SILENCE_MS,
  thresholdFor,
} from './voice-activity';

export type DictationState = 'idle' | 'listening' | 'speaking' | 'transcribing';

export const TOOLTIPS: Record<DictationState, string> = {
  idle: 'Start voice dictation',
  listening: 'Listening... (speak or click to stop)',
  speaking: 'Speaking detected - pause to transcribe',
  transcribing: 'Processing speech...',
};

/** The microphone's volume, read on demand. */
export interface Microphone {
  level(): number;
  stop(): void;
}
/** One utterance's recording: started at once, stopped into a file. */
export interface Recorder {
  start(): void;
  stop(): Promise<Blob>;
}
export interface Timers {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface DictationDeps {
  openMicrophone(): Promise<{ mic: Microphone; createRecorder(): Recorder }>;
  /** Sends utterance number n; rejects with an error carrying `status` when the server answered with one. */
  transcribe(audio: Blob, n: number): Promise<string>;
  timers?: Timers;
  log?: (message: string) => void;
}

export interface DictationEvents {
  /** The state and its tooltip; `error` is set (and the state idle) when the microphone failed. */
  onState(state: DictationState, tooltip: string, error?: string): void;
  /** How many utterances are queued or being sent: the field shows its marker while this is above zero. */
  onPending(count: number): void;
  onText(text: string): void;
}

const browserTimers: Timers = {
  now: () => performance.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** A recorder whose silence is thrown away when nobody spoke for this long, so it never grows without end. */
const IDLE_RECORDING_MS = 10_000;

/**
 * The dictation state machine: idle → listening on start; speech above the threshold → speaking; 1,300 ms of
 * silence finalises the utterance and queues it; utterances go to the server one at a time, in order, while the
 * state says transcribing; a toggle while active stops everything, flushes the pending audio and goes idle.
 */
export function createDictation(deps: DictationDeps, events: DictationEvents) {
  const timers = deps.timers ?? browserTimers;
  const log = deps.log ?? (() => undefined);
  let active = false;
  let state: DictationState = 'idle';
  let mic: Microphone | null = null;
  let makeRecorder: (() => Recorder) | null = null;
  let recorder: Recorder | null = null;
  let recorderStarted = 0;
  let interval: unknown = null;
  let startedAt = 0;
  let threshold: number | null = null;
  let speaking = false;
  let heardInRecorder = false;
  let lastVoice = 0;
  let count = 0;
  let sending = false;
  const queue: { audio: Blob; n: number }[] = [];

  const pending = () => queue.length + (sending ? 1 : 0);
  function show(next: DictationState, error?: string) {
    if (next === state && !error) return;
    state = next;
    events.onState(next, error ?? TOOLTIPS[next], error);
  }
  const refresh = () => show(!active ? 'idle' : pending() > 0 ? 'transcribing' : speaking ? 'speaking' : 'listening');

  function enqueue(audio: Blob) {
    if (audio.size < MIN_UTTERANCE_BYTES) return;
    queue.push({ audio, n: ++count });
    events.onPending(pending());
    void pump();
  }

  async function pump() {
    if (sending) return;
    sending = true;
    refresh();
    while (queue.length) {
      const item = queue.shift() as { audio: Blob; n: number };
      try {
        const text = (await deps.transcribe(item.audio, item.n)).trim();
        // The count drops before the text lands, so the field knows whether to keep its marker.
        if (queue.length === 0) sending = false;
        events.onPending(pending());
        if (text) events.onText(text);
      } catch (error) {
        const status = (error as { status?: number }).status;
        log(`utterance ${item.n} was not transcribed${status ? ` (HTTP ${status})` : ''}: skipped`);
        if (queue.length === 0) sending = false;
        events.onPending(pending());
      }
    }
    sending = false;
    refresh();
  }

  function rotate(keep: boolean) {
    const finished = recorder;
    recorder = makeRecorder ? makeRecorder() : null;
    recorder?.start();
    recorderStarted = timers.now();
    heardInRecorder = false;
    if (finished) void finished.stop().then((audio) => keep && enqueue(audio));
  }

  function tick() {
    if (!active || !mic) return;
    const now = timers.now();
    const level = mic.level();
    if (threshold === null) {
      if (now - startedAt < NOISE_SAMPLE_DELAY_MS) return;
      threshold = thresholdFor(level);
      return;
    }
    if (level > threshold) {
      lastVoice = now;
      heardInRecorder = true;
      speaking = true;
    } else if (speaking && now - lastVoice >= SILENCE_MS) {
      speaking = false;
      rotate(true);
    } else if (!speaking && !heardInRecorder && now - recorderStarted > IDLE_RECORDING_MS) {
      rotate(false);
    }
    refresh();
  }

  async function start() {
    active = true;
    show('listening');
    try {
      const opened = await deps.openMicrophone();
      if (!active) {
        opened.mic.stop();
        return;
      }
      mic = opened.mic;
      makeRecorder = opened.createRecorder;
    } catch (error) {
      active = false;
      const e = error as { name?: string; message?: string };
      const message =
        e.name === 'NotAllowedError' || e.name === 'SecurityError'
          ? 'Microphone access denied'
          : e.message || 'The microphone could not be used';
      show('idle', message);
      return;
    }
    startedAt = timers.now();
    threshold = null;
    speaking = false;
    rotate(false);
    interval = timers.setInterval(tick, CHECK_INTERVAL_MS);
  }

  function stop() {
    active = false;
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
    // What was said since the last pause is sent, not lost.
    const last = recorder;
    const keep = heardInRecorder;
    recorder = null;
    makeRecorder = null;
    speaking = false;
    if (last) void last.stop().then((audio) => keep && enqueue(audio));
    mic?.stop();
    mic = null;
    show('idle');
  }

  return {
    /** Starts when idle; stops everything when active. */
    toggle: () => (active ? stop() : void start()),
    stop,
    state: () => state,
  };
}

export type Dictation = ReturnType<typeof createDictation>;
