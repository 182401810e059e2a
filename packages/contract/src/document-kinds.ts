/** The kinds of file the app reads, by content (magic bytes), not by name. */
export type DocumentKind = 'txt' | 'docx' | 'doc' | 'pdf' | 'png' | 'jpeg';

/** What each upload accepts: the humanizer reads prose; the homework upload also reads photos of problems. */
export const HUMANIZER_UPLOAD_KINDS: readonly DocumentKind[] = ['txt', 'docx', 'pdf'];
export const HOMEWORK_UPLOAD_KINDS: readonly DocumentKind[] = ['png', 'jpeg', 'pdf', 'doc', 'docx'];

const EXTENSIONS: Record<DocumentKind, string[]> = {
  txt: ['.txt'],
  docx: ['.docx'],
  doc: ['.doc'],
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
};

/** The file-picker `accept` list for a set of kinds. */
export const acceptFor = (kinds: readonly DocumentKind[]) => kinds.flatMap((k) => EXTENSIONS[k]).join(',');

/** The kind a file name claims, or null. */
export function kindOfName(name: string): DocumentKind | null {
  const lower = name.toLowerCase();
  for (const [kind, extensions] of Object.entries(EXTENSIONS)) {
    if (extensions.some((e) => lower.endsWith(e))) return kind as DocumentKind;
  }
  return null;
}

/** Below this OCR confidence (0 to 100) the UI asks the user to check the text before using it. */
export const OCR_CHECK_BELOW = 80;
