import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ttf = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

/** DejaVu (from npm, on disk): Unicode coverage for Greek, accents and symbols that the PDF base fonts lack. */
export const FONT_FILES = {
  body: ttf('DejaVuSans'),
  bold: ttf('DejaVuSans-Bold'),
  italic: ttf('DejaVuSans-Oblique'),
  boldItalic: ttf('DejaVuSans-BoldOblique'),
  mono: ttf('DejaVuSansMono'),
} as const;

export type FontName = keyof typeof FONT_FILES;

export function fontFor(style: { bold?: boolean; italic?: boolean; code?: boolean }): FontName {
  if (style.code) return 'mono';
  if (style.bold && style.italic) return 'boldItalic';
  if (style.bold) return 'bold';
  if (style.italic) return 'italic';
  return 'body';
}
