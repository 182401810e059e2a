import type { Block, Run } from './blocks';
import { typeset } from './math-svg';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function math(tex: string, display: boolean): string {
  const result = typeset(tex, display);
  if (!result.ok) return `<code>${escape(display ? `$$${tex}$$` : `$${tex}$`)}</code>`;
  const m = result.math;
  const svg = m.svg.replace(
    /^<svg/,
    `<svg width="${m.widthEx}ex" height="${m.heightEx}ex" style="vertical-align:-${m.depthEx}ex" aria-label="${escape(tex)}"`,
  );
  return display ? `<div class="display-math">${svg}</div>` : svg;
}

function runs(list: Run[]): string {
  return list
    .map((run) => {
      if (run.kind === 'break') return '<br>';
      if (run.kind === 'math') return math(run.tex, false);
      let html = escape(run.text);
      if (run.code) html = `<code>${html}</code>`;
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

function block(b: Block): string {
  switch (b.type) {
    case 'heading':
      return `<h${b.level + 1}>${runs(b.runs)}</h${b.level + 1}>`;
    case 'paragraph':
      return `<p>${runs(b.runs)}</p>`;
    case 'quote':
      return `<blockquote>${runs(b.runs)}</blockquote>`;
    case 'list-item':
      return `<p class="item" style="margin-left:${1.5 + b.depth * 1.5}em"><span class="marker">${b.ordered ? `${b.number}.` : '•'}</span>${runs(b.runs)}</p>`;
    case 'code':
      return `<pre><code>${escape(b.text)}</code></pre>`;
    case 'math':
      return math(b.tex, true);
    case 'table':
      return `<table><thead><tr>${b.header.map((c) => `<th>${runs(c)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((row) => `<tr>${row.map((c) => `<td>${runs(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    case 'rule':
      return '<hr>';
    case 'image':
      return `<figure>${b.title ? `<figcaption>${escape(b.title)}</figcaption>` : ''}<img alt="${escape(b.title ?? 'graph')}" src="data:image/${b.data[0] === 0x89 ? 'png' : 'jpeg'};base64,${b.data.toString('base64')}">${b.lines.map((l) => `<p>${escape(l)}</p>`).join('')}</figure>`;
  }
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.55;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.7rem;border-bottom:1px solid #aaa;padding-bottom:.3rem}
.display-math{text-align:center;margin:.8rem 0;overflow-x:auto}
pre{background:#f3f3f3;padding:.6rem;white-space:pre-wrap}
table{border-collapse:collapse;margin:.6rem 0}th,td{border:1px solid #999;padding:.25rem .5rem}th{background:#eee}
blockquote{border-left:3px solid #ccc;margin-left:0;padding-left:.8rem;color:#444}
.item{margin:.2rem 0;text-indent:-1.2em;padding-left:1.2em}.marker{display:inline-block;width:1.2em;text-indent:0}
img{max-width:100%}
@media print{body{margin:0;max-width:none}}`;

/** A standalone, printable HTML page: every text escaped, formulas as inline SVG, no scripts. */
export function renderHtml(blocks: Block[], title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head><body><h1>${escape(title)}</h1>${blocks.map(block).join('\n')}</body></html>`;
}
