import type {
  Assignment,
  AssignmentSummary,
  ChatResponse,
  ChatUploadResponse,
  ProcessTextRequest,
  ProcessTextResponse,
  RefineRequest,
  RefineResponse,
  StreamMetadata,
} from '@zhi/contract';
import { ApiError, apiGet, apiRequest } from '@/lib/api';
import { uploadFile } from '@/lib/documents';
import { readSolutionStream } from '../lib/solution-stream';

export type SolveInput = Pick<ProcessTextRequest, 'inputText' | 'llmProvider' | 'specialInstructions'> & {
  assignmentId?: string;
};

export interface SolveOutcome {
  text: string;
  meta: StreamMetadata | null;
  /** The stream ended without its terminator: the text is an incomplete, partial solution. */
  incomplete: boolean;
  cancelled: boolean;
  /** The server could not stream, so the whole solution came in one answer. */
  fellBack: boolean;
}

const streamingUnavailable = (error: ApiError) =>
  error.status === 415 || error.status === 501 || /Unsupported LLM provider for streaming/i.test(error.body);

/** Solves with the streaming endpoint, falling back to the plain one where streaming is not offered. */
export async function solveProblem(
  input: SolveInput,
  options: { signal: AbortSignal; onText: (text: string) => void },
): Promise<SolveOutcome> {
  const body = { ...input, inputType: 'text' };
  let response: Response;
  try {
    response = await apiRequest('POST', '/api/process-text/stream', body, options.signal);
  } catch (error) {
    if (!(error instanceof ApiError) || !streamingUnavailable(error)) throw error;
    const whole = (await (
      await apiRequest('POST', '/api/process-text', body, options.signal)
    ).json()) as ProcessTextResponse;
    options.onText(whole.llmResponse);
    const meta: StreamMetadata = {
      assignmentId: whole.assignmentId,
      graphData: whole.graphData,
      graphImages: whole.graphImages,
      processingTime: 0,
      success: !whole.error,
      partial: whole.isPartial,
      creditLimited: whole.creditLimited,
      error: whole.error,
      answer: whole.answer,
      verification: whole.verification,
      tokensCharged: whole.tokensCharged,
      notice: whole.notice ?? null,
      interpretation: whole.interpretation ?? null,
    };
    return { text: whole.llmResponse, meta, incomplete: false, cancelled: false, fellBack: true };
  }
  if (!response.body) throw new Error('The server sent no solution.');
  const { text, meta, cancelled } = await readSolutionStream(response.body, options.onText);
  return { text, meta, incomplete: !meta && !cancelled, cancelled, fellBack: false };
}

export const refineSolution = async (request: RefineRequest) =>
  (await (await apiRequest('POST', '/api/refine-solution', request)).json()) as RefineResponse;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export async function sendChat(input: {
  message: string;
  provider: string;
  history: ChatTurn[];
  context: string;
  file: File | null;
}): Promise<{ response: string; extractedText: string | null; fileName: string | null }> {
  if (!input.file) {
    const body = {
      message: input.message,
      provider: input.provider,
      conversationHistory: input.history,
      context: input.context,
    };
    const answer = (await (await apiRequest('POST', '/api/chat', body)).json()) as ChatResponse;
    return { response: answer.response, extractedText: null, fileName: null };
  }
  const answer = await uploadFile<ChatUploadResponse>('/api/chat-upload', input.file, {
    provider: input.provider,
    message: input.message,
    conversationHistory: JSON.stringify(input.history),
  });
  return answer;
}

export const listAssignments = async () =>
  (await apiGet<{ assignments: AssignmentSummary[] }>('/api/assignments')).assignments;
export const loadAssignment = (id: string) => apiGet<Assignment>(`/api/assignments/${encodeURIComponent(id)}`);
export const deleteAssignment = async (id: string) => {
  await apiRequest('DELETE', `/api/assignments/${encodeURIComponent(id)}`);
};
export const cleanupAssignments = async () =>
  ((await (await apiRequest('POST', '/api/assignments/cleanup', {})).json()) as { removed: number }).removed;
export const saveAssignment = async (input: { inputText: string; title: string }) =>
  (await (await apiRequest('POST', '/api/save-assignment', input)).json()) as AssignmentSummary;
