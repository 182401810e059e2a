import type { ExtractTextResponse } from '@zhi/contract';
import { HOMEWORK_UPLOAD_KINDS } from '@zhi/contract/lite';
import { FileUploadButton } from '@/components/file-upload-button';
import { readProblemFile } from '../lib/read-problem-file';

/** The homework upload: a photo, PDF or Word file of the problem becomes its text. */
export function ProblemUpload({ onExtracted }: { onExtracted: (result: ExtractTextResponse) => void }) {
  return (
    <FileUploadButton
      kinds={HOMEWORK_UPLOAD_KINDS}
      label="Upload problem"
      onFile={(file) => readProblemFile(file, onExtracted)}
    />
  );
}
