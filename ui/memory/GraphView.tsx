// The graph view: the chat's nodes and edges drawn in SVG (a force layout computed in the app), the
// nodes the last turn touched ringed. Node names are SVG text, never markup. Each node is a focusable
// button: Enter or Space opens it.
import type { GraphViewData } from '../../src/app/memory/memory-actions.ts';
import { vt } from './viewer-i18n.ts';

const TYPE_COLOURS: Record<string, string> = { event: '#4a90d9', character_sheet: '#d9774a', location_state: '#4aa96c', rollup: '#8e6bd1' };
const colour = (type: string) => TYPE_COLOURS[type] ?? '#999';
const short = (s: string) => (s.length > 18 ? `${s.slice(0, 17)}…` : s);

export function GraphView({ data, onOpen }: { data: GraphViewData; onOpen(id: string): void }) {
  const at = new Map(data.nodes.map((n) => [n.id, n]));
  return (
    <div class="troupe-memory__graph">
      <svg viewBox={`0 0 ${data.width} ${data.height}`} role="group" aria-label={vt('memory.graph.label')} class="troupe-memory__svg">
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable; the edges are drawn for the eye, the node list says them */}
        <g class="troupe-memory__edges" aria-hidden="true">
          {data.edges.map((e) => {
            const a = at.get(e.from)!;
            const b = at.get(e.to)!;
            return (
              <line key={`${e.from}|${e.relation}|${e.to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`troupe-memory__edge${e.rollup ? ' is-rollup' : ''}`}>
                <title>{e.relation}</title>
              </line>
            );
          })}
        </g>
        {data.nodes.map((n) => {
          const label = vt('memory.graph.node', { name: n.name, type: n.type, degree: n.degree, touched: n.touched ? vt('memory.graph.touched') : '' });
          return (
            <g
              key={n.id}
              class={`troupe-memory__node${n.touched ? ' is-touched' : ''}`}
              transform={`translate(${n.x} ${n.y})`}
              role="button"
              // SVG needs the lower-case attribute to be focusable.
              {...{ tabindex: 0 }}
              aria-label={label}
              data-node={n.id}
              onClick={() => onOpen(n.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(n.id);
                }
              }}
            >
              <circle r={Math.min(12, 5 + Math.sqrt(n.degree) * 1.5)} fill={colour(n.type)} />
              <text y={-10} text-anchor="middle">
                {short(n.name)}
              </text>
            </g>
          );
        })}
      </svg>
      {data.hidden > 0 && <p class="troupe-memory__hint">{vt('memory.graph.hidden', { n: data.hidden })}</p>}
    </div>
  );
}
