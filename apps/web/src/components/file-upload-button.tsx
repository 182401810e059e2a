import { type DocumentKind, acceptFor } from '@zhi/contract/lite';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

interface FileUploadButtonProps {
  kinds: readonly DocumentKind[];
  /** Receives the chosen file; the button shows it is busy until the promise settles. */
  onFile: (file: File) => Promise<void>;
  label?: string;
}

/** A button that opens the file picker for the given kinds of file. */
export function FileUploadButton({ kinds, onFile, label = 'Upload file' }: FileUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={acceptFor(kinds)}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            await onFile(file);
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {busy ? 'Reading file…' : label}
      </Button>
    </>
  );
}
