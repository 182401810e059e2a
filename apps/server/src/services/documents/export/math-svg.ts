import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

/** A typeset formula: SVG markup and its size in ex (MathJax's unit; 1 ex is half the font size). */
export interface TypesetMath {
  svg: string;
  widthEx: number;
  heightEx: number;
  /** How far the formula reaches below the text baseline. */
  depthEx: number;
}

export type MathResult = { ok: true; math: TypesetMath } | { ok: false; error: string };

type MathDocument = ReturnType<typeof mathjax.document>;

// One MathJax for the whole process: building it costs tens of milliseconds, converting a formula far less.
let instance: { document: MathDocument; adaptor: ReturnType<typeof liteAdaptor> } | undefined;
const cache = new Map<string, MathResult>();
let created = 0;

/** How many MathJax instances this process has built (one, once anything was typeset). */
export const mathJaxInstances = () => created;
const CACHE_SIZE = 1000;

function mathJax() {
  if (!instance) {
    const adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
    // No "require" or "autoload": a formula cannot make MathJax load code or files. No "html" (\href, \style,
    // \class, \cssId), "action" (\toggle, \mathtip) or "bbox" (CSS in \bbox): a formula cannot carry links,
    // styles or behaviour into an export. Without "noundefined" and "noerrors" a mistake throws, and the caller
    // shows the TeX as written instead of red text.
    const excluded = new Set(['require', 'autoload', 'noundefined', 'noerrors', 'html', 'action', 'bbox']);
    const packages = AllPackages.filter((name) => !excluded.has(name));
    const document = mathjax.document('', {
      InputJax: new TeX({
        packages,
        formatError: (_jax: unknown, error: unknown) => {
          throw error;
        },
      }),
      OutputJax: new SVG({ fontCache: 'none' }),
    });
    instance = { document, adaptor };
    created++;
  }
  return instance;
}

const exOf = (value: string | null | undefined) => Number.parseFloat(value ?? '') || 0;

/** TeX → SVG. A formula MathJax cannot read comes back as an error (the caller shows the TeX as written). */
export function typeset(tex: string, display: boolean): MathResult {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let result: MathResult;
  try {
    const { document, adaptor } = mathJax();
    const node = document.convert(tex, { display });
    const svgNode = adaptor.firstChild(node) as Parameters<typeof adaptor.getAttribute>[0];
    const style = adaptor.getAttribute(svgNode, 'style') ?? '';
    // Sizes in ex mean different things to each renderer: callers size the formula themselves (svgAt).
    const svg = adaptor
      .outerHTML(svgNode)
      .replaceAll('currentColor', '#000')
      .replace(/^<svg([^>]*?) style="[^"]*"/, '<svg$1')
      .replace(/^<svg([^>]*?) width="[^"]*" height="[^"]*"/, '<svg$1');
    result = {
      ok: true,
      math: {
        svg,
        widthEx: exOf(adaptor.getAttribute(svgNode, 'width')),
        heightEx: exOf(adaptor.getAttribute(svgNode, 'height')),
        depthEx: -exOf(/vertical-align:\s*(-?[\d.]+)ex/.exec(style)?.[1]),
      },
    };
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message;
    result = { ok: false, error: typeof message === 'string' ? message : 'unreadable TeX' };
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, result);
  return result;
}

/** The formula's SVG with an explicit size (in the renderer's units: points, pixels). */
export const svgAt = (math: TypesetMath, width: number, height: number) =>
  math.svg.replace(/^<svg/, `<svg width="${width.toFixed(2)}" height="${height.toFixed(2)}"`);
