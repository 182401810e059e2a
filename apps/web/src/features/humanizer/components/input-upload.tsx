import type { HumanizeUploadResponse } from '@zhi/contract';
import { HUMANIZER_UPLOAD_KINDS } from '@zhi/contract/lite';
import { FileUploadButton } from '@/components/file-upload-button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { uploadFile } from '@/lib/documents';

/** Box A's upload: a .txt, .docx or .pdf becomes the text to rewrite. */
export function InputUpload({ onText, label }: { onText: (text: string) => void; label?: string }) {
  return (
    <FileUploadButton
      kinds={HUMANIZER_UPLOAD_KINDS}
      label={label}
      onFile={async (file) => {
        try {
          const result = await uploadFile<HumanizeUploadResponse>('/api/humanize/upload', file);
          onText(result.content);
          const checks = [...result.notes];
          if (result.ocr?.checkAdvised) checks.unshift('It was read by text recognition: please check it.');
          toast({
            title: `Read ${result.filename}: ${result.wordCount.toLocaleString('en-US')} words`,
            description: checks.join(' ') || undefined,
          });
        } catch (error) {
          toast({
            title: 'Upload failed',
            description: `Could not process the uploaded file. ${errorMessage(error)}`,
            variant: 'destructive',
          });
        }
      }}
    />
  );
}
