import { Suspense, lazy } from 'react';
import { cn } from '@/lib/cn';

// KaTeX and the Markdown parser load on first use, keeping them out of the page's first download.
const MathMarkdown = lazy(() => import('./math-markdown'));

/** Markdown with math, shown as plain text for the moment it takes to load the renderer. */
export function MathView({ text, className }: { text: string; className?: string }) {
  const classes = cn('prose-math text-sm leading-relaxed break-words', className);
  return (
    <Suspense fallback={<pre className={cn(classes, 'whitespace-pre-wrap')}>{text}</pre>}>
      <MathMarkdown className={classes}>{text}</MathMarkdown>
    </Suspense>
  );
}
