import { ApiError, apiRequest } from './api';

/** Sends one file as multipart form data (field "file", with any text fields) and returns the JSON answer. */
export async function uploadFile<T>(url: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  // Fields first, so the server has them when the file arrives.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return (await response.json()) as T;
}

/** Hands the browser a file to save. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name from a title: no characters file systems refuse (control characters included). */
export function fileNameFor(title: string, extension: string): string {
  const safe = [...title].map((ch) => (ch.charCodeAt(0) < 0x20 || '/\\:*?"<>|'.includes(ch) ? ' ' : ch)).join('');
  return `${safe.trim().slice(0, 100) || 'document'}.${extension}`;
}

/** POSTs content to an export endpoint and saves what comes back. */
export async function downloadExport(url: string, body: { content: string; title?: string }, filename: string) {
  const response = await apiRequest('POST', url, body);
  saveBlob(await response.blob(), filename);
}

export const saveText = (text: string, filename: string) =>
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
