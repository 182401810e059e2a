import 'katex/dist/katex.min.css';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { normalizeMath } from '../lib/normalize-math';

/**
 * Markdown with KaTeX, safe for model output and user text: raw HTML is never rendered (react-markdown drops
 * it unless told otherwise), links are sanitized, and KaTeX runs without `trust`.
 */
export default function MathMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[[rehypeKatex, { throwOnError: false, strict: 'ignore' }]]}
        skipHtml
      >
        {normalizeMath(children)}
      </ReactMarkdown>
    </div>
  );
}
