// The voice-activity rules of the product: a threshold from the room's noise, checked ten times a second.
export const NOISE_SAMPLE_DELAY_MS = 500;
export const CHECK_INTERVAL_MS = 100;
export const SILENCE_MS = 1300;
export const MIN_THRESHOLD = 0.02;
export const THRESHOLD_FACTOR = 2.5;
/** Recorder slices, in milliseconds. */
export const CHUNK_MS = 200;
/** Utterances smaller than this many bytes hold no speech worth sending. */
export const MIN_UTTERANCE_BYTES = 1000;

/** The speech threshold for an ambient level: 2.5 times the noise, at least 0.02. */
export const thresholdFor = (ambient: number) => Math.max(MIN_THRESHOLD, THRESHOLD_FACTOR * ambient);

/** Root mean square of samples in [-1, 1]: the volume. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / samples.length);
}

/** The recording format: webm with opus, webm, mp4 with AAC, in that order; null when none is supported. */
export function chooseMimeType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4;codecs=mp4a.40.2']) {
    if (isTypeSupported(type)) return type;
  }
  return null;
}
