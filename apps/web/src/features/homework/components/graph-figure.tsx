import type { Graph } from '@zhi/contract';

const W = 560;
const H = 320;
const PAD = 36;

/** The points as an SVG path, broken where the function jumps (an asymptote) so no false line is drawn. */
function pathOf(points: Graph['points']): { d: string; box: [number, number, number, number] } {
  const ys = points.map((p) => p.y).sort((a, b) => a - b);
  // A robust y range: the extremes near an asymptote would flatten everything else.
  const lo = ys[Math.floor(ys.length * 0.02)] ?? 0;
  const hi = ys[Math.ceil(ys.length * 0.98) - 1] ?? 1;
  const [y0, y1] = lo === hi ? [lo - 1, hi + 1] : [lo, hi];
  const x0 = points[0]?.x ?? 0;
  const x1 = points.at(-1)?.x ?? 1;
  const sx = (x: number) => PAD + ((x - x0) / (x1 - x0 || 1)) * (W - 2 * PAD);
  const sy = (y: number) => H - PAD - ((Math.min(Math.max(y, y0), y1) - y0) / (y1 - y0)) * (H - 2 * PAD);
  let d = '';
  let previous: Graph['points'][number] | null = null;
  for (const p of points) {
    const jump = previous && Math.abs(p.y - previous.y) > (y1 - y0) * 0.9;
    d += `${!previous || jump ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`;
    previous = p;
  }
  return { d, box: [x0, x1, y0, y1] };
}

/** One graph: the server's picture when there is one, otherwise drawn here from the same real points. */
export function GraphFigure({ graph, image }: { graph: Graph; image?: string }) {
  const { d, box } = pathOf(graph.points);
  return (
    <figure className="flex flex-col gap-2 rounded-md border p-3" data-testid="graph">
      <figcaption className="flex flex-col gap-0.5">
        <span className="text-xs tracking-wide text-muted-foreground uppercase">{graph.type} graph</span>
        <span className="font-semibold">{graph.title}</span>
      </figcaption>
      {image ? (
        <img src={`data:image/png;base64,${image}`} alt={`${graph.title}: ${graph.description}`} className="w-full" />
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={`${graph.title}: ${graph.description}`}
          className="w-full"
        >
          <rect
            x={PAD}
            y={PAD}
            width={W - 2 * PAD}
            height={H - 2 * PAD}
            fill="none"
            stroke="currentColor"
            opacity={0.2}
          />
          <path d={d} fill="none" stroke="var(--color-primary, #2563eb)" strokeWidth={2} />
          <text x={W / 2} y={H - 8} textAnchor="middle" fontSize={12} fill="currentColor">
            {graph.xLabel} ({box[0].toPrecision(3)} to {box[1].toPrecision(3)})
          </text>
          <text
            x={12}
            y={H / 2}
            fontSize={12}
            fill="currentColor"
            transform={`rotate(-90 12 ${H / 2})`}
            textAnchor="middle"
          >
            {graph.yLabel}
          </text>
        </svg>
      )}
      <p className="text-xs text-muted-foreground">
        {graph.xLabel} against {graph.yLabel}. {graph.description}
      </p>
    </figure>
  );
}
