import { describe, expect, it, vi } from 'vitest';
import { type DictationState, createDictation } from './dictation-machine';
import { appendTranscript, withMarker, withoutMarker } from './transcript-marker';
import { chooseMimeType, rms, thresholdFor } from './voice-activity';

/** A synthetic room: the level the microphone reads at each moment, a clock the test moves by hand. */
function room(levelAt: (t: number) => number, options: { bytesPerMs?: number } = {}) {
  let t = 0;
  const ticks: (() => void)[] = [];
  const states: DictationState[] = [];
  const tooltips: string[] = [];
  const texts: string[] = [];
  const pending: number[] = [];
  const sent: { n: number; size: number }[] = [];
  const logs: string[] = [];
  const answers: { n: number; resolve: (text: string) => void; reject: (e: unknown) => void }[] = [];
  let openFails: unknown = null;
  const dictation = createDictation(
    {
      async openMicrophone() {
        if (openFails) throw openFails;
        return {
          mic: { level: () => levelAt(t), stop: vi.fn() },
          createRecorder() {
            let started = 0;
            return {
              start: () => (started = t),
              stop: async () => new Blob([new Uint8Array(Math.round((t - started) * (options.bytesPerMs ?? 4)))]),
            };
          },
        };
      },
      transcribe: (audio, n) =>
        new Promise<string>((resolve, reject) => {
          sent.push({ n, size: audio.size });
          answers.push({ n, resolve, reject });
        }),
      timers: {
        now: () => t,
        setInterval: (fn) => ticks.push(fn),
        clearInterval: () => ticks.splice(0),
      },
      log: (m) => logs.push(m),
    },
    {
      onState: (s, tooltip) => {
        states.push(s);
        tooltips.push(tooltip);
      },
      onPending: (c) => pending.push(c),
      onText: (x) => texts.push(x),
    },
  );
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return {
    dictation,
    states,
    tooltips,
    texts,
    pending,
    sent,
    logs,
    answers,
    failOpen: (e: unknown) => (openFails = e),
    async advance(ms: number) {
      for (let i = 0; i < ms / 100; i++) {
        t += 100;
        for (const tick of [...ticks]) tick();
        await settle();
      }
    },
    settle,
  };
}

/** Quiet room (0.004) with speech (0.2) in the given [from, to) windows of milliseconds. */
const speech =
  (...windows: [number, number][]) =>
  (t: number) =>
    windows.some(([a, b]) => t >= a && t < b) ? 0.2 : 0.004;

describe('the dictation state machine', () => {
  it('goes idle → listening → speaking → transcribing → listening, with the product tooltips', async () => {
    const r = room(speech([800, 2000]));
    r.dictation.toggle();
    await r.settle();
    expect(r.states).toEqual(['listening']);
    expect(r.tooltips[0]).toBe('Listening... (speak or click to stop)');
    await r.advance(900);
    expect(r.dictation.state()).toBe('speaking');
    expect(r.tooltips.at(-1)).toBe('Speaking detected - pause to transcribe');
    // The last loud reading is at 1,900 ms: 1,300 ms of silence after it (at 3,200 ms) finalises the utterance.
    await r.advance(2200);
    expect(r.sent).toHaveLength(0);
    expect(r.dictation.state()).toBe('speaking');
    await r.advance(100);
    expect(r.sent).toEqual([{ n: 1, size: expect.any(Number) }]);
    expect(r.dictation.state()).toBe('transcribing');
    expect(r.tooltips.at(-1)).toBe('Processing speech...');
    r.answers[0]?.resolve('  Solve two x.  ');
    await r.settle();
    expect(r.texts).toEqual(['Solve two x.']);
    expect(r.dictation.state()).toBe('listening');
    expect(r.pending.at(-1)).toBe(0);
  });

  it('sets the threshold from the noise 500 ms after start: 2.5 times it, at least 0.02', async () => {
    expect(thresholdFor(0.004)).toBe(0.02);
    expect(thresholdFor(0.04)).toBeCloseTo(0.1);
    // A noisy room (0.04): 0.08 is below 2.5 × 0.04 and is not speech.
    const r = room((t) => (t < 700 ? 0.04 : 0.08));
    r.dictation.toggle();
    await r.advance(3000);
    expect(r.states).not.toContain('speaking');
    // In a quiet room the same 0.08 is speech.
    const q = room((t) => (t < 700 ? 0.004 : 0.08));
    q.dictation.toggle();
    await q.advance(1000);
    expect(q.dictation.state()).toBe('speaking');
  });

  it('drops utterances under 1000 bytes unsent', async () => {
    const r = room(speech([800, 900]), { bytesPerMs: 0.3 });
    r.dictation.toggle();
    await r.advance(3000);
    expect(r.sent).toEqual([]);
    expect(r.dictation.state()).toBe('listening');
  });

  it('sends one utterance at a time, in order, even when the first answer is slow', async () => {
    const r = room(speech([800, 1200], [2800, 3200]));
    r.dictation.toggle();
    await r.advance(5000);
    // The second utterance is queued, not sent, while the first is still being transcribed.
    expect(r.sent.map((s) => s.n)).toEqual([1]);
    r.answers[0]?.resolve('first');
    await r.settle();
    expect(r.sent.map((s) => s.n)).toEqual([1, 2]);
    r.answers[1]?.resolve('second');
    await r.settle();
    expect(r.texts).toEqual(['first', 'second']);
  });

  it('skips a failed transcription, logs it, and goes on with the queue', async () => {
    const r = room(speech([800, 1200], [2800, 3200], [4800, 5200]));
    r.dictation.toggle();
    await r.advance(7000);
    r.answers[0]?.resolve('one');
    await r.settle();
    r.answers[1]?.reject(Object.assign(new Error('HTTP 500'), { status: 500 }));
    await r.settle();
    r.answers[2]?.resolve('three');
    await r.settle();
    expect(r.texts).toEqual(['one', 'three']);
    expect(r.logs).toEqual(['utterance 2 was not transcribed (HTTP 500): skipped']);
  });

  it('a click while speaking stops everything, flushes the audio and returns to idle', async () => {
    const r = room(speech([800, 99_999]));
    r.dictation.toggle();
    await r.advance(1500);
    expect(r.dictation.state()).toBe('speaking');
    r.dictation.toggle();
    await r.settle();
    expect(r.dictation.state()).toBe('idle');
    expect(r.sent.map((s) => s.n)).toEqual([1]);
    r.answers[0]?.resolve('last words');
    await r.settle();
    expect(r.texts).toEqual(['last words']);
    expect(r.dictation.state()).toBe('idle');
  });

  it('a microphone failure returns to idle with the message', async () => {
    const denied = room(() => 0);
    denied.failOpen(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    denied.dictation.toggle();
    await denied.settle();
    expect(denied.states).toEqual(['listening', 'idle']);
    expect(denied.tooltips.at(-1)).toBe('Microphone access denied');
    const missing = room(() => 0);
    missing.failOpen(Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' }));
    missing.dictation.toggle();
    await missing.settle();
    expect(missing.tooltips.at(-1)).toBe('Requested device not found');
  });
});

describe('formats, volume and the transcribing marker', () => {
  it('picks webm/opus, then webm, then mp4/AAC, else none', () => {
    expect(chooseMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(chooseMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(chooseMimeType((t) => t.startsWith('audio/mp4'))).toBe('audio/mp4;codecs=mp4a.40.2');
    expect(chooseMimeType(() => false)).toBeNull();
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rms([])).toBe(0);
  });

  it('ends the field with the marker while transcribing and replaces it with the text', () => {
    expect(withMarker('Solve')).toBe('Solve [Transcribing...]');
    expect(withMarker('')).toBe('[Transcribing...]');
    expect(withoutMarker('Solve [Transcribing...]')).toBe('Solve');
    expect(appendTranscript('Solve [Transcribing...]', '2x = 4', false)).toBe('Solve 2x = 4');
    expect(appendTranscript('Solve [Transcribing...]', '2x = 4', true)).toBe('Solve 2x = 4 [Transcribing...]');
    expect(appendTranscript('', 'hello', false)).toBe('hello');
  });
});
