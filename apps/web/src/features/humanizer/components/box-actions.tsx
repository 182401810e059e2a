import { Copy, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

interface BoxActionsProps {
  letter: 'A' | 'B' | 'C';
  value: string;
  onClear: () => void;
}

/** Copy and delete for a box; an empty box says so rather than copying nothing. */
export function BoxActions({ letter, value, onClear }: BoxActionsProps) {
  const copy = async () => {
    if (!value.trim()) {
      toast({ title: 'Nothing to copy', description: `Box ${letter} is empty.` });
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Copied', description: `Box ${letter} is on the clipboard.` });
    } catch {
      toast({ title: 'Copy failed', variant: 'destructive' });
    }
  };
  return (
    <div className="flex gap-1">
      <Button type="button" variant="ghost" size="sm" onClick={copy} aria-label={`Copy box ${letter}`}>
        <Copy aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onClear}
        aria-label={`Delete box ${letter}`}
        disabled={!value}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
