import type { ExtractTextResponse } from '@zhi/contract';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { uploadFile } from '@/lib/documents';

/** A photo, PDF or Word file of the problem read into text; a failure is said as 'File extraction failed'. */
export async function readProblemFile(file: File, onExtracted: (result: ExtractTextResponse) => void): Promise<void> {
  try {
    onExtracted(await uploadFile<ExtractTextResponse>('/api/extract-text', file));
  } catch (error) {
    toast({ title: 'File extraction failed', description: errorMessage(error), variant: 'destructive' });
  }
}
