import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectItemText,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { countWords } from '../lib/chunks';

export const CUSTOM_SAMPLE = 'custom';

interface SamplePickerProps {
  /** The chosen preset's id, or CUSTOM_SAMPLE for the user's own. */
  value: string;
  onChange: (value: string) => void;
  /** Puts the preset's text in box B. */
  onUse: (text: string) => void;
}

/** The writing-sample dropdown: 'Upload custom' and the twelve presets, each with a preview. */
export function SamplePicker({ value, onChange, onUse }: SamplePickerProps) {
  // The passages load with the dropdown's first use, not with the page.
  const { data } = useQuery({
    queryKey: ['writing-samples'],
    queryFn: () => import('../samples/writing-samples'),
    staleTime: Infinity,
  });
  const [preview, setPreview] = useState<string | null>(null);
  const chosen = data?.WRITING_SAMPLES.find((s) => s.id === (preview ?? value));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor="writing-sample" className="text-xs text-muted-foreground">
          Writing sample
        </Label>
        <Select
          value={value}
          onValueChange={(next) => {
            onChange(next);
            if (next !== CUSTOM_SAMPLE) setPreview(next);
          }}
        >
          <SelectTrigger id="writing-sample" aria-label="Writing sample" className="w-72">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={CUSTOM_SAMPLE}>
              <SelectItemText>Upload custom</SelectItemText>
            </SelectItem>
            {data?.SAMPLE_CATEGORIES.map((category) => (
              <SelectGroup key={category}>
                <SelectLabel>{category}</SelectLabel>
                {data.WRITING_SAMPLES.filter((s) => s.category === category).map((sample) => (
                  <SelectItem key={sample.id} value={sample.id}>
                    <SelectItemText>{sample.title}</SelectItemText>
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      </div>
      {value !== CUSTOM_SAMPLE && (
        <Button type="button" variant="outline" size="sm" onClick={() => setPreview(value)}>
          Preview
        </Button>
      )}
      <Dialog open={preview !== null && Boolean(chosen)} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{chosen?.title}</DialogTitle>
            <DialogDescription>
              {chosen?.category} · {countWords(chosen?.text ?? '')} words
            </DialogDescription>
          </DialogHeader>
          <div className="max-h-96 overflow-auto text-sm leading-relaxed whitespace-pre-wrap">{chosen?.text}</div>
          <DialogFooter>
            <Button
              type="button"
              onClick={() => {
                if (chosen) onUse(chosen.text);
                setPreview(null);
              }}
            >
              Use This Sample
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
