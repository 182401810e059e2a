import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import {
  GRAPH_LIMITS,
  type Graph,
  graphSpec,
  plotPieces,
  renderGraphPng,
  renderGraphSvg,
  renderGraphs,
  robustYDomain,
} from '../src/services/graphs/graph-renderer';

/** f sampled on an even grid the way the engine does it: non-finite values left out. */
function sample(f: (x: number) => number, lo: number, hi: number, n = 201) {
  return Array.from({ length: n }, (_, i) => lo + ((hi - lo) * i) / (n - 1))
    .map((x) => ({ x, y: f(x) }))
    .filter((p) => Number.isFinite(p.y));
}

const graphOf = (title: string, points: Graph['points']): Graph => ({
  type: 'function',
  title,
  xLabel: 'time t',
  yLabel: 'height h',
  description: 'test graph',
  points,
});

const parabola = graphOf(
  'Parabola y = x^2 - 4',
  sample((x) => x * x - 4, -5, 5),
);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function decodePng(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  // The first chunk is IHDR: length (4 bytes), type (4), then width and height.
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const image = PNG.sync.read(bytes);
  return { bytes, width, height, image };
}

/** Pixels in the rectangle that match `test` (RGBA). */
function countPixels(
  { data, width }: PNG,
  test: (r: number, g: number, b: number) => boolean,
  box = { x0: 0, y0: 0, x1: width, y1: data.length / 4 / width },
) {
  let count = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const i = (y * width + x) * 4;
      if (test(data[i]!, data[i + 1]!, data[i + 2]!)) count++;
    }
  }
  return count;
}

const isLineBlue = (r: number, g: number, b: number) => b > 180 && r < 120 && g < 160;
const isDark = (r: number, g: number, b: number) => r < 80 && g < 80 && b < 80;

describe('graph renderer', () => {
  it('draws a parabola as a 640×400 PNG with its curve, title and axis titles', async () => {
    const base64 = await renderGraphPng(parabola);
    expect(base64).toEqual(expect.any(String));
    expect(base64).not.toMatch(/^data:/);
    const { width, height, image } = decodePng(base64!);
    expect([width, height]).toEqual([GRAPH_LIMITS.width, GRAPH_LIMITS.height]);
    expect([image.width, image.height]).toEqual([width, height]);
    // White background, a blue curve, and dark text (the title in the top band): fonts were found.
    expect(countPixels(image, (r, g, b) => r === 255 && g === 255 && b === 255)).toBeGreaterThan(width * height * 0.5);
    expect(countPixels(image, isLineBlue)).toBeGreaterThan(500);
    expect(countPixels(image, isDark, { x0: 0, y0: 0, x1: width, y1: 35 })).toBeGreaterThan(100);
  });

  it('puts the titles and a many-point line in the SVG', async () => {
    const svg = await renderGraphSvg(parabola);
    expect(svg).toContain('Parabola y = x^2 - 4');
    expect(svg).toContain('time t');
    expect(svg).toContain('height h');
    const lines = [...svg!.matchAll(/<path[^>]*aria-roledescription="line mark"[^>]*d="([^"]+)"/g)];
    expect(lines).toHaveLength(1);
    expect(lines[0]![1]!.split('L').length).toBeGreaterThan(150);
  });

  it('shades an inequality on its side of the line, the boundary dashed when not included', async () => {
    // y > x: shaded above the line y = x.
    const above = {
      ...graphOf(
        'y > x',
        sample((x) => x, -5, 5),
      ),
      shade: 'above' as const,
      dashed: true,
    };
    const { image } = decodePng((await renderGraphPng(above))!);
    // The light blue of the region (the grid is grey: its blue barely exceeds its red).
    const tinted = (r: number, g: number, b: number) => b > 240 && b - r > 18 && r > 150;
    // The top-left corner of the plot is above y = x, the bottom-right corner below it.
    const topLeft = countPixels(image, tinted, { x0: 80, y0: 60, x1: 200, y1: 140 });
    const bottomRight = countPixels(image, tinted, { x0: 480, y0: 260, x1: 600, y1: 340 });
    expect(topLeft).toBeGreaterThan(2000);
    expect(bottomRight).toBeLessThan(100);
    const svg = await renderGraphSvg(above);
    expect(svg).toMatch(/stroke-dasharray="6,4"/);
    expect(await renderGraphSvg(parabola)).not.toMatch(/stroke-dasharray/);
  });

  it('draws different data differently', async () => {
    const other = graphOf(
      'Parabola y = x^2 - 4',
      sample((x) => 4 - x * x, -5, 5),
    );
    const [a, b] = await Promise.all([renderGraphPng(parabola), renderGraphPng(other)]);
    expect(a).not.toEqual(b);
    expect(await renderGraphPng(parabola)).toEqual(a);
  });

  it('draws a function with an asymptote without flattening it or joining across the jump', async () => {
    // 1/(x − 1) on a grid that lands very near x = 1: y reaches ±1e10.
    const points = sample((x) => 1 / (x - 1 + 1e-10), -4, 6);
    expect(Math.max(...points.map((p) => Math.abs(p.y)))).toBeGreaterThan(1e9);
    const graph = graphOf('Hyperbola', points);
    const [bottom, top] = robustYDomain(points.map((p) => p.y));
    expect(bottom).toBeGreaterThan(-100);
    expect(top).toBeLessThan(100);
    const pieces = new Set(plotPieces(points, [bottom, top]).map((row) => row.piece));
    expect(pieces.size).toBe(2);
    const { width, height, image } = decodePng((await renderGraphPng(graph))!);
    expect([width, height]).toEqual([GRAPH_LIMITS.width, GRAPH_LIMITS.height]);
    expect(countPixels(image, isLineBlue)).toBeGreaterThan(500);
  });

  it('breaks the line where x jumps over a part where the function is undefined', () => {
    const points = sample((x) => (Math.abs(x) < 1 ? NaN : Math.sqrt(x * x - 1)), -5, 5);
    expect(new Set(plotPieces(points, robustYDomain(points.map((p) => p.y))).map((r) => r.piece)).size).toBe(2);
  });

  it('keeps the full range when no value stands out', () => {
    const [bottom, top] = robustYDomain(parabola.points.map((p) => p.y));
    expect(bottom).toBeLessThan(-4);
    expect(top).toBeGreaterThan(21);
  });

  it('thins a huge sample to at most the point limit', async () => {
    const graph = graphOf('Sine', sample(Math.sin, -50, 50, 200_000));
    const spec = graphSpec(graph) as { data: { values: unknown[] } };
    expect(spec.data.values.length).toBeLessThanOrEqual(GRAPH_LIMITS.maxPoints);
    expect(spec.data.values.length).toBeGreaterThan(GRAPH_LIMITS.maxPoints / 2);
    decodePng((await renderGraphPng(graph))!);
  });

  it('gives no image, and does not throw, for a graph with nothing to draw', async () => {
    const empty = graphOf('Nothing', []);
    await expect(renderGraphPng(empty)).resolves.toBeNull();
    await expect(renderGraphPng(graphOf('One point', [{ x: 1, y: 2 }]))).resolves.toBeNull();
    await expect(renderGraphs([empty])).resolves.toEqual(['']);
  });

  it('draws at most max graphs and leaves out the ones that fail, logging nothing from them', async () => {
    const warn = vi.fn();
    const broken = { ...parabola, title: 'SECRET-TITLE', points: null } as unknown as Graph;
    const images = await renderGraphs([broken, parabola, graphOf('Empty', []), parabola, parabola], {
      max: 4,
      log: { warn } as never,
    });
    // max 4 is capped at GRAPH_LIMITS.maxGraphs (3): broken, parabola, empty → one image, in its place.
    expect(images).toHaveLength(3);
    expect(images.filter(Boolean)).toHaveLength(1);
    decodePng(images[1]!);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRET');
    expect(await renderGraphs([parabola, parabola], { max: 1 })).toHaveLength(1);
    expect(await renderGraphs([parabola], { max: 0 })).toEqual([]);
  });

  it('leaves out a graph that runs out of time', async () => {
    const warn = vi.fn();
    await expect(renderGraphs([parabola], { timeoutMs: 1, log: { warn } as never })).resolves.toEqual(['']);
    expect(warn).toHaveBeenCalledWith({ graph: 0, error: 'GraphTimeout' }, expect.any(String));
  });
});
