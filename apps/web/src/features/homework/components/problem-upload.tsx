import type { ExtractTextResponse } from '@zhi/contract';
import { HOMEWORK_UPLOAD_KINDS } from '@zhi/contract/lite';
import { FileUploadButton } from '@/components/file-upload-button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { uploadFile } from '@/lib/documents';

/** The homework upload: a photo, PDF or Word file of the problem becomes its text. */
export function ProblemUpload({ onExtracted }: { onExtracted: (result: ExtractTextResponse) => void }) {
  return (
    <FileUploadButton
      kinds={HOMEWORK_UPLOAD_KINDS}
      label="Upload problem"
      onFile={async (file) => {
        try {
          onExtracted(await uploadFile<ExtractTextResponse>('/api/extract-text', file));
        } catch (error) {
          toast({ title: 'File extraction failed', description: errorMessage(error), variant: 'destructive' });
        }
      }}
    />
  );
}
