import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { countWords } from '../lib/chunks';

interface TextBoxProps {
  letter: 'A' | 'B' | 'C';
  title: string;
  description: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Shown under the word count: the box's AI score, for boxes A and C. */
  children?: ReactNode;
  /** Buttons beside the word count: upload for box A, downloads for box C. */
  actions?: ReactNode;
}

export function TextBox({ letter, title, description, value, onChange, placeholder, children, actions }: TextBoxProps) {
  const id = useId();
  const words = countWords(value);
  return (
    <Card data-testid={`box-${letter.toLowerCase()}`}>
      <CardHeader>
        <CardTitle>
          <label htmlFor={id}>
            Box {letter}: {title}
          </label>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Textarea
          id={id}
          value={value}
          readOnly={!onChange}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          placeholder={placeholder}
          className="min-h-48"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {words} {words === 1 ? 'word' : 'words'}
          </p>
          {actions}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
