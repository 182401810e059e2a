import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { AssignmentDetailsCard } from './assignment-details-card';
import { SolutionCard } from './solution-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ocrAnswer = (confidence: number) => ({
  extractedText: 'Solve x^2 + 3x = 10',
  kind: 'png',
  filename: 'photo.png',
  pages: null,
  ocr: { confidence, pages: 1, checkAdvised: confidence < 80 },
  notes: [],
});

describe('the homework upload', () => {
  it('puts the text of a photo in the question and asks for a check when recognition was unsure', async () => {
    stubApi({ '/api/extract-text': ocrAnswer(62) });
    const user = userEvent.setup();
    renderWithApp(<AssignmentDetailsCard />);
    expect(screen.getByTestId('file-input')).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf,.doc,.docx');
    await user.upload(screen.getByTestId('file-input'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Solve x^2 + 3x = 10'));
    expect(screen.getByTestId('extraction-notice')).toHaveTextContent(
      'Read from photo.png by text recognition (confidence 62%). Some of it may be wrong: please check the text',
    );
  });
});

describe('printing and saving a solution', () => {
  it('is not offered before there is a solution', () => {
    renderWithApp(<SolutionCard />);
    expect(screen.getByRole('button', { name: /Print/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /PDF/ })).toBeDisabled();
  });

  it("says 'Popup blocked' when the browser refuses the print window", async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const user = userEvent.setup();
    renderWithApp(<SolutionCard solution="$x = 2$" title="Roots" />);
    await user.click(screen.getByRole('button', { name: /Print/ }));
    expect(await screen.findByText('Popup blocked')).toBeInTheDocument();
  });

  it('writes the print view into the new window and prints it', async () => {
    const html = '<!doctype html><html><body><h1>Roots</h1></body></html>';
    const fetchMock = stubApi({ '/api/print-view': () => new Response(html, { status: 200 }) });
    const popup = {
      document: { title: '', body: { textContent: '' }, open: vi.fn(), write: vi.fn(), close: vi.fn() },
      focus: vi.fn(),
      print: vi.fn(),
      close: vi.fn(),
    };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    const user = userEvent.setup();
    renderWithApp(<SolutionCard solution="$x = 2$" title="Roots" />);
    await user.click(screen.getByRole('button', { name: /Print/ }));
    await waitFor(() => expect(popup.print).toHaveBeenCalled());
    expect(popup.document.write).toHaveBeenCalledWith(html);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ content: '$x = 2$', title: 'Roots' });
  });
});
