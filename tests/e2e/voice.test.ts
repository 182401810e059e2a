import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from './browser';

const chromiumPath = inject('chromiumPath');
const baseUrl = inject('baseUrl');

/** The 16-bit PCM samples of a WAV file (its data chunk), and its sample rate. */
function pcmOf(wav: Buffer): { pcm: Buffer; rate: number } {
  let at = 12;
  let rate = 22_050;
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data') return { pcm: wav.subarray(at + 8, Math.min(wav.length, at + 8 + size)), rate };
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Two sentences spoken by espeak-ng with long pauses around them, as one mono WAV for the fake microphone. */
function dictationWav(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhi-voice-'));
  const speak = (text: string, file: string) => {
    execFileSync('espeak-ng', ['-s', '150', '-w', path.join(dir, file), text]);
    return pcmOf(readFileSync(path.join(dir, file)));
  };
  const one = speak('Solve two x plus three equals seven', 'one.wav');
  const two = speak('then check the answer', 'two.wav');
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * one.rate) * 2);
  const pcm = Buffer.concat([silence(1.2), one.pcm, silence(2.6), two.pcm, silence(6)]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(one.rate, 24);
  header.writeUInt32LE(one.rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  const file = path.join(dir, 'dictation.wav');
  writeFileSync(file, Buffer.concat([header, pcm]));
  return file;
}

const wav = chromiumPath ? dictationWav() : '';

describe.skipIf(!chromiumPath)('voice dictation in Chromium, from a fake microphone', () => {
  const chromium = useChromium(chromiumPath!, baseUrl, [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ]);

  it('puts dictated utterances in the question box in order; the marker shows while they are transcribed', async () => {
    const { page } = await chromium.open();
    await page.goto('/');
    const question = page.getByLabel('Question', { exact: true });
    await question.fill('Problem:');
    const button = page.getByRole('button', { name: /\(Question\)$/ });
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).not.toBe('idle');
    // The marker ends the field while the first utterance is with the server.
    await page.waitForFunction(
      () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value.endsWith('[Transcribing...]'),
      undefined,
      { timeout: 20_000 },
    );
    await expect.poll(() => question.inputValue(), { timeout: 30_000 }).toBe('Problem: first part second part');
    await screenshot(page, 'dictation');
    await button.click();
    await expect.poll(() => button.getAttribute('data-state')).toBe('idle');
    // Nothing else arrives, and no marker is left behind.
    await page.waitForTimeout(1500);
    expect(await question.inputValue()).toBe('Problem: first part second part');
  });
});
