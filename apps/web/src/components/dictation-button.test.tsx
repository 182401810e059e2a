import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../test/render';
import { finalPhrases } from '@/lib/dictation/browser-recognition';
import { DictationButton } from './dictation-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <textarea aria-label="Question" value={value} readOnly />
      <DictationButton setValue={setValue} field="Question" />
    </>
  );
}

const config = (voiceTranscription: boolean) => ({
  '/api/config': { version: '0.1.0', contactEmail: null, billing: true, voiceTranscription },
});

describe('the dictation button', () => {
  it('is not offered where the browser cannot capture the microphone', () => {
    stubApi(config(true));
    renderWithApp(<Field />);
    expect(screen.queryByTestId('dictation-button')).toBeNull();
  });

  it('says what the server needs when it has no speech service and the browser has no recognition', async () => {
    stubApi(config(false));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    vi.stubGlobal('MediaRecorder', vi.fn());
    renderWithApp(<Field />);
    await waitFor(() => expect(screen.getByTestId('dictation-button')).toBeDisabled());
    expect(screen.getByTestId('dictation-button')).toHaveAccessibleName(
      /Voice transcription is not set up on this server \(set OPENAI_API_KEY, or TRANSCRIBE_BASE_URL/,
    );
  });

  it('offers the browser’s own recognition instead, and keeps only final, non-empty phrases', async () => {
    stubApi(config(false));
    vi.stubGlobal('webkitSpeechRecognition', vi.fn());
    renderWithApp(<Field />);
    await waitFor(() =>
      expect(screen.getByTestId('dictation-button')).toHaveAccessibleName(/the browser's own recognition/),
    );
    expect(screen.getByTestId('dictation-button')).toBeEnabled();
    const results = [
      { isFinal: true, 0: { transcript: ' first ' } },
      { isFinal: false, 0: { transcript: 'interim' } },
      { isFinal: true, 0: { transcript: '   ' } },
    ];
    expect(finalPhrases({ resultIndex: 0, results })).toEqual(['first']);
  });
});
