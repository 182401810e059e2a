import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api';
import { downloadExport, fileNameFor, saveText } from '@/lib/documents';

const TITLE = 'Humanized text';
type Format = 'txt' | 'docx' | 'pdf';

/** Box C's downloads: plain text in the browser; Word and PDF made by the server. */
export function OutputExports({ text }: { text: string }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const save = async (format: Format) => {
    if (!text.trim()) {
      toast({ title: 'Nothing to download', description: 'Box C is empty.' });
      return;
    }
    setBusy(format);
    try {
      if (format === 'txt') saveText(text, fileNameFor(TITLE, 'txt'));
      else await downloadExport(`/api/generate-${format}`, { content: text, title: TITLE }, fileNameFor(TITLE, format));
    } catch (error) {
      if (format === 'pdf') {
        toast({
          title: 'PDF download failed',
          description: 'Could not generate PDF. Try downloading as text instead.',
          variant: 'destructive',
        });
      } else toast({ title: 'Download failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const disabled = busy !== null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Download the output">
      {(['txt', 'docx', 'pdf'] as const).map((format) => (
        <Button key={format} variant="outline" size="sm" disabled={disabled} onClick={() => save(format)}>
          <FileDown aria-hidden="true" />
          {busy === format ? 'Preparing…' : { txt: 'TXT', docx: 'Word', pdf: 'PDF' }[format]}
        </Button>
      ))}
    </div>
  );
}
