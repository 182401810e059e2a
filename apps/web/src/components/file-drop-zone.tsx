import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

interface FileDropZoneProps {
  /** Receives the first dropped file. */
  onFile: (file: File) => void | Promise<void>;
  /** What may be dropped, for the hint shown while a file is dragged over. */
  hint: string;
  children: ReactNode;
}

/** An area that takes a file dropped on it, and says so while one is dragged over it. */
export function FileDropZone({ onFile, hint, children }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="drop-zone"
      className={cn('relative rounded-md', over && 'ring-2 ring-primary ring-offset-2')}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        const file = e.dataTransfer.files[0];
        if (!file) return;
        e.preventDefault();
        setOver(false);
        void onFile(file);
      }}
    >
      {children}
      {over ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-md bg-primary/10 text-sm font-medium">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
