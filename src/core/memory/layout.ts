// A small force layout for the graph view, computed in place (no worker): nodes start on a circle
// in a fixed order (the same graph always draws the same), repel each other, and edges pull their
// ends together. Meant for the ~150 nodes a screen shows.
export interface LayoutNode {
  id: string;
  x: number;
  y: number;
}

export function forceLayout(
  ids: readonly string[],
  edges: readonly { from: string; to: string }[],
  o: { width: number; height: number; iterations?: number },
): LayoutNode[] {
  const n = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const cx = o.width / 2;
  const cy = o.height / 2;
  const r0 = Math.min(o.width, o.height) * 0.4;
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / Math.max(1, n);
    x[i] = cx + r0 * Math.cos(a);
    y[i] = cy + r0 * Math.sin(a);
  }
  const links = edges
    .map((e) => [index.get(e.from), index.get(e.to)])
    .filter((p): p is [number, number] => p[0] !== undefined && p[1] !== undefined && p[0] !== p[1]);
  const area = o.width * o.height;
  const k = Math.sqrt(area / Math.max(1, n)) * 0.75;
  const iterations = o.iterations ?? 120;
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  let temp = Math.min(o.width, o.height) / 8;
  for (let it = 0; it < iterations; it++) {
    dx.fill(0);
    dy.fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let ddx = x[i] - x[j];
        let ddy = y[i] - y[j];
        let d2 = ddx * ddx + ddy * ddy;
        if (d2 < 0.01) (ddx = 0.1 * ((i % 7) - 3)), (ddy = 0.1 * ((j % 5) - 2)), (d2 = ddx * ddx + ddy * ddy || 0.01);
        const f = (k * k) / d2;
        dx[i] += ddx * f;
        dy[i] += ddy * f;
        dx[j] -= ddx * f;
        dy[j] -= ddy * f;
      }
    }
    for (const [a, b] of links) {
      const ddx = x[a] - x[b];
      const ddy = y[a] - y[b];
      const d = Math.sqrt(ddx * ddx + ddy * ddy) || 0.01;
      const f = d / k;
      dx[a] -= ddx * f;
      dy[a] -= ddy * f;
      dx[b] += ddx * f;
      dy[b] += ddy * f;
    }
    for (let i = 0; i < n; i++) {
      // A gentle pull to the middle keeps unlinked nodes on screen.
      dx[i] += (cx - x[i]) * 0.02 * k;
      dy[i] += (cy - y[i]) * 0.02 * k;
      const len = Math.sqrt(dx[i] * dx[i] + dy[i] * dy[i]) || 1;
      const step = Math.min(len, temp);
      x[i] = Math.min(o.width - 12, Math.max(12, x[i] + (dx[i] / len) * step));
      y[i] = Math.min(o.height - 12, Math.max(12, y[i] + (dy[i] / len) * step));
    }
    temp *= 0.96;
  }
  return ids.map((id, i) => ({ id, x: Math.round(x[i] * 10) / 10, y: Math.round(y[i] * 10) / 10 }));
}
