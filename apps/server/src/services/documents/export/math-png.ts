import { Resvg } from '@resvg/resvg-js';
import { type TypesetMath, svgAt } from './math-svg';

/** A formula as a PNG for Word, drawn at three times its size so it stays sharp when printed. */
export function mathPng(math: TypesetMath, widthPx: number, heightPx: number): Buffer {
  const scale = 3;
  const svg = svgAt(math, widthPx * scale, heightPx * scale);
  return new Resvg(svg, { background: 'white', fitTo: { mode: 'width', value: Math.ceil(widthPx * scale) } })
    .render()
    .asPng();
}
