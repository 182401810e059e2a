import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { graphSchema } from '@zhi/contract';
import type { TopLevelSpec } from 'vega-lite';
import type { z } from 'zod';

export type Graph = z.infer<typeof graphSchema>;
type Point = { x: number; y: number };

/** Bounds on the work one solve may ask for. */
export const GRAPH_LIMITS = {
  /** Points drawn per graph; more are thinned evenly. */
  maxPoints: 1_000,
  /** Points looked at per graph at all: a larger array is thinned before it is even sorted. */
  maxInputPoints: 50_000,
  /** Graphs drawn per call to renderGraphs. */
  maxGraphs: 3,
  /** Per graph, spec to PNG. */
  timeoutMs: 5_000,
  width: 640,
  height: 400,
} as const;

const FONT_FAMILY = 'DejaVu Sans';
const require = createRequire(import.meta.url);
/**
 * DejaVu from npm, not from the system: the text is drawn the same on any machine (a slim container has no fonts
 * at all) and resvg skips scanning the system font directories on every render.
 */
const FONT_FILES = ['DejaVuSans', 'DejaVuSans-Bold'].map((name) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));

/** vega, vega-lite and resvg are loaded on the first graph, not when the server starts. */
const importLibraries = () => Promise.all([import('vega'), import('vega-lite'), import('@resvg/resvg-js')]);
let libraries: ReturnType<typeof importLibraries> | undefined;
const loadLibraries = () => {
  if (!libraries) {
    const loading = importLibraries();
    // A failed load (say a missing native binary) is tried again on the next call, not remembered.
    loading.catch(() => {
      if (libraries === loading) libraries = undefined;
    });
    libraries = loading;
  }
  return libraries;
};

/** Every `step`-th point, the last one included: at most `max` points, spread evenly along the array. */
function thin<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = Math.ceil(items.length / (max - 1));
  return items.filter((_, i) => i % step === 0 || i === items.length - 1);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * The y range to show: the full range, except that a side whose extremes stand far out from the middle 96% of
 * the values (an asymptote) is cut to that 96% so the rest of the curve is not flattened against an axis.
 */
export function robustYDomain(ys: number[]): [number, number] {
  const sorted = [...ys].sort((a, b) => a - b);
  const min = quantile(sorted, 0);
  const max = quantile(sorted, 1);
  const lo = quantile(sorted, 0.02);
  const hi = quantile(sorted, 0.98);
  const span = hi - lo;
  const bottom = min < lo - span ? lo : min;
  const top = max > hi + span ? hi : max;
  if (top - bottom < 1e-9 * Math.max(1, Math.abs(top), Math.abs(bottom))) {
    // A constant: give it a band to sit in.
    const pad = Math.max(1, Math.abs(top) * 0.1);
    return [bottom - pad, top + pad];
  }
  // A little room above and below, so a minimum or maximum does not lie on the frame.
  const pad = (top - bottom) * 0.04;
  return [bottom - pad, top + pad];
}

/**
 * The points as line pieces to draw, each `{x, y, piece}`: a new piece starts where x jumps (the function is
 * undefined in between) and where the curve leaves the shown y range; a piece that leaves ends at the edge, so an
 * asymptote is not joined to the other side of it by a vertical line.
 */
export function plotPieces(points: Point[], [bottom, top]: [number, number]) {
  const rows: { x: number; y: number; piece: number }[] = [];
  const margin = (top - bottom) * 0.02;
  const low = bottom - margin;
  const high = top + margin;
  const side = (y: number) => (y < low ? -1 : y > high ? 1 : 0);
  const gaps = points.slice(1).map((p, i) => p.x - (points[i]?.x ?? p.x));
  const typicalGap = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  let piece = 0;
  let open = false;
  const add = (x: number, y: number) => {
    rows.push({ x, y, piece });
    open = true;
  };
  const close = () => {
    if (open) piece++;
    open = false;
  };
  // Where the segment p→q crosses the horizontal line at `edge`.
  const cross = (p: Point, q: Point, edge: number) => ({
    x: p.x + ((q.x - p.x) * (edge - p.y)) / (q.y - p.y),
    y: edge,
  });
  points.forEach((q, i) => {
    const p = points[i - 1];
    const sq = side(q.y);
    if (!p || q.x - p.x > 1.9 * typicalGap) {
      close();
      if (sq === 0) add(q.x, q.y);
      return;
    }
    const sp = side(p.y);
    if (sp === 0 && sq === 0) add(q.x, q.y);
    else if (sp === 0) {
      const edge = cross(p, q, sq > 0 ? high : low);
      add(edge.x, edge.y);
      close();
    } else if (sq === 0) {
      const edge = cross(p, q, sp > 0 ? high : low);
      add(edge.x, edge.y);
      add(q.x, q.y);
    }
    // Both outside: on the same side nothing shows; on opposite sides it is a jump across an asymptote.
  });
  // A piece of a single point draws nothing as a line: leave it out.
  const sizes = new Map<number, number>();
  for (const row of rows) sizes.set(row.piece, (sizes.get(row.piece) ?? 0) + 1);
  return rows.filter((row) => (sizes.get(row.piece) ?? 0) > 1);
}

/** The drawable points, finite, sorted by x and thinned; an empty array when there is nothing to draw. */
function cleanPoints(points: Point[]): Point[] {
  const finite = thin(points, GRAPH_LIMITS.maxInputPoints).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  finite.sort((a, b) => a.x - b.x);
  return thin(finite, GRAPH_LIMITS.maxPoints);
}

/** The vega-lite spec of one graph, or null when it has fewer than two drawable points. */
export function graphSpec(graph: Graph): TopLevelSpec | null {
  const points = cleanPoints(graph.points);
  if (points.length < 2) return null;
  const domain = robustYDomain(points.map((p) => p.y));
  const values = plotPieces(points, domain);
  if (values.length === 0) return null;
  const xs = points.map((p) => p.x);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: GRAPH_LIMITS.width,
    height: GRAPH_LIMITS.height,
    autosize: { type: 'fit', contains: 'padding' },
    padding: 12,
    background: 'white',
    title: { text: graph.title, limit: GRAPH_LIMITS.width - 40 },
    // Each point carries the frame's edge on the shaded side, where the region's band ends.
    data: {
      values: graph.shade
        ? values.map((v) => ({ ...v, edge: graph.shade === 'above' ? domain[1] : domain[0] }))
        : values,
    },
    encoding: {
      x: {
        field: 'x',
        type: 'quantitative',
        title: graph.xLabel,
        scale: { domain: [Math.min(...xs), Math.max(...xs)], nice: false, zero: false },
        axis: { tickCount: 8 },
      },
      // The domain exactly as computed, not rounded out, so the cut-off pieces end on the frame.
      y: { field: 'y', type: 'quantitative', title: graph.yLabel, scale: { domain, nice: false, zero: false } },
      detail: { field: 'piece', type: 'nominal' },
    },
    layer: [
      // An inequality's region, shaded to the edge of the frame on its side.
      ...(graph.shade
        ? [
            {
              mark: { type: 'area' as const, clip: true, color: '#1f6feb', opacity: 0.15 },
              encoding: { y2: { field: 'edge' } },
            },
          ]
        : []),
      // A boundary that is not part of the region is dashed.
      {
        mark: {
          type: 'line' as const,
          clip: true,
          strokeWidth: 2,
          color: '#1f6feb',
          interpolate: 'linear' as const,
          ...(graph.dashed ? { strokeDash: [6, 4] } : {}),
        },
        encoding: { order: { field: 'x', type: 'quantitative' } },
      },
    ],
    config: {
      font: FONT_FAMILY,
      view: { stroke: '#d0d7de' },
      axis: { grid: true, gridColor: '#eaeef2', labelFontSize: 12, titleFontSize: 13, labelLimit: 120 },
      title: { fontSize: 15, anchor: 'start', offset: 10 },
    },
  };
}

/** The graph as an SVG document, or null when there is nothing to draw. */
export async function renderGraphSvg(graph: Graph): Promise<string | null> {
  const spec = graphSpec(graph);
  if (!spec) return null;
  const [vega, vegaLite] = await loadLibraries();
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** An error with a fixed message: logged without anything from the graph in it. */
class GraphTimeout extends Error {
  override name = 'GraphTimeout';
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GraphTimeout(`graph took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One graph as a base64 PNG (no `data:` prefix), or null when it has nothing to draw (fewer than two usable
 * points). Rejects when rendering fails or takes longer than `timeoutMs`; `renderGraphs` never does.
 */
export async function renderGraphPng(
  graph: Graph,
  { timeoutMs = GRAPH_LIMITS.timeoutMs }: { timeoutMs?: number } = {},
): Promise<string | null> {
  const work = async () => {
    const svg = await renderGraphSvg(graph);
    if (!svg) return null;
    const [, , resvg] = await loadLibraries();
    // On the libuv thread pool, so the event loop keeps serving requests meanwhile.
    const png = await resvg.renderAsync(svg, {
      background: 'white',
      font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: FONT_FAMILY },
    });
    return png.asPng().toString('base64');
  };
  return withTimeout(work(), timeoutMs);
}

export interface RenderGraphsOptions {
  /** At most this many images (and never more than GRAPH_LIMITS.maxGraphs). */
  max?: number;
  /** Per graph. */
  timeoutMs?: number;
  /** Where a failed graph is reported: its position and the error's name, never its content. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The first `max` graphs as base64 PNGs, in order, one at a time. Never rejects: a graph with nothing to draw,
 * one that fails and one that runs out of time get '' in its place, so images[i] is always graph i's picture.
 */
export async function renderGraphs(graphs: Graph[], options: RenderGraphsOptions = {}): Promise<string[]> {
  const max = Math.max(0, Math.min(options.max ?? GRAPH_LIMITS.maxGraphs, GRAPH_LIMITS.maxGraphs));
  const images: string[] = [];
  const list = Array.isArray(graphs) ? graphs.slice(0, max) : [];
  for (const [index, graph] of list.entries()) {
    try {
      const png = await renderGraphPng(graph, { timeoutMs: options.timeoutMs });
      images.push(png ?? '');
    } catch (error) {
      images.push('');
      options.log?.warn(
        { graph: index, error: error instanceof Error ? error.name : typeof error },
        'could not draw a graph; it is left out',
      );
    }
  }
  return images;
}
