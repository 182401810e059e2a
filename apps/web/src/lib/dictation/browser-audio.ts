import type { Microphone, Recorder } from './dictation-machine';
import { CHUNK_MS, chooseMimeType, rms } from './voice-activity';

export class UnsupportedRecording extends Error {
  constructor() {
    super('Browser does not support audio recording');
    this.name = 'UnsupportedRecording';
  }
}

/** Whether this browser can capture the microphone at all (the button is offered only then). */
export const canCaptureMicrophone = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined';

/** The microphone as the product records it: mono, 44.1 kHz, echo cancellation, noise suppression, auto gain. */
export async function openBrowserMicrophone(): Promise<{ mic: Microphone; createRecorder(): Recorder }> {
  const mimeType = chooseMimeType((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new UnsupportedRecording();
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: {
      channelCount: 1,
      sampleRate: 44_100,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
  });
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    mic: {
      level() {
        analyser.getFloatTimeDomainData(samples);
        return rms(samples);
      },
      stop() {
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      },
    },
    createRecorder() {
      const recorder = new MediaRecorder(stream, { mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size) chunks.push(event.data);
      };
      return {
        start: () => recorder.start(CHUNK_MS),
        stop: () =>
          new Promise<Blob>((resolve) => {
            const done = () => resolve(new Blob(chunks, { type: mimeType }));
            if (recorder.state === 'inactive') return done();
            recorder.onstop = done;
            recorder.stop();
          }),
      };
    },
  };
}

/** Sends one utterance as multipart (one field, audio: utterance-{n}.webm); rejects with `status` on an HTTP error. */
export async function transcribeUtterance(audio: Blob, n: number): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, `utterance-${n}.webm`);
  const response = await fetch('/api/voice/realtime-transcribe', {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return ((await response.json()) as { text: string }).text;
}
