export interface AudioKind {
  mediaType: string;
  /** What the format is called, for messages. */
  name: string;
}

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

/** The audio format by its first bytes (never by the name or the type the browser claimed), or null. */
export function detectAudio(b: Buffer): AudioKind | null {
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return { mediaType: 'audio/webm', name: 'WebM audio' };
  if (ascii(b, 'ftyp', 4)) return { mediaType: 'audio/mp4', name: 'MP4 audio' };
  if (ascii(b, 'OggS')) return { mediaType: 'audio/ogg', name: 'Ogg audio' };
  if (ascii(b, 'RIFF') && ascii(b, 'WAVE', 8)) return { mediaType: 'audio/wav', name: 'WAV audio' };
  if (ascii(b, 'fLaC')) return { mediaType: 'audio/flac', name: 'FLAC audio' };
  if (ascii(b, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0)) {
    return { mediaType: 'audio/mpeg', name: 'MP3 audio' };
  }
  return null;
}

/**
 * A generous guess of how long a recording lasts, from its size, for holding tokens before the service says:
 * browsers record speech at 24–128 kbit/s, so 3 KB a second errs on the long side for compressed audio.
 */
export function estimatedSeconds(bytes: number, kind: AudioKind): number {
  const bytesPerSecond = kind.mediaType === 'audio/wav' ? 32_000 : 3_000;
  return Math.max(1, Math.ceil(bytes / bytesPerSecond));
}
