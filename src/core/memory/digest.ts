// Memory as text: what an embedding is computed from, and the block injected into a turn's story
// (always-injected nodes) or after a capsule (what the scouts recalled this turn).
import type { MemoryGraph } from './graph.ts';
import type { MemoryNode } from './model.ts';

/** A short, stable hash of text (FNV-1a, 32 bits, base 36), e.g. to tell whether a vector is current. */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length.toString(36)}-${h.toString(36)}`;
}

/** The text a node's vector is computed from: its name, then its fields and tags. */
export function nodeText(n: MemoryNode): string {
  const fields = Object.entries(n.fields)
    .filter(([k]) => k !== 'source_floors')
    .map(([k, v]) => `${k}: ${v}`);
  return [n.name, ...fields, ...(n.tags.length ? [`tags: ${n.tags.join(', ')}`] : [])].join('\n');
}

function line(n: MemoryNode, maxField: number): string {
  const fields = Object.entries(n.fields)
    .filter(([k, v]) => k !== 'source_floors' && v)
    .map(([k, v]) => `${k}: ${v.length > maxField ? `${v.slice(0, maxField)}…` : v}`)
    .join('; ');
  return `- [${n.id}] ${n.name}${fields ? ` — ${fields}` : ''}`;
}

export interface DigestOptions {
  /** Include the always-injected nodes. */
  alwaysInject: boolean;
  /** Node ids recalled this turn (briefs the agents opened). */
  recalled?: readonly string[];
  /** Cut the block at this many characters. */
  maxChars?: number;
}

/** The `<memory>` block, or '' when there is nothing to say. */
export function memoryDigest(g: MemoryGraph, o: DigestOptions): string {
  const max = o.maxChars ?? 4000;
  const always = o.alwaysInject ? [...g.nodes.values()].filter((n) => n.alwaysInject).sort((a, b) => (a.id < b.id ? -1 : 1)) : [];
  const shown = new Set(always.map((n) => n.id));
  const recalled = (o.recalled ?? []).map((id) => g.nodes.get(id)).filter((n): n is MemoryNode => !!n && !shown.has(n.id));
  const parts: string[] = [];
  if (always.length) parts.push('Always in mind:', ...always.map((n) => line(n, 400)));
  if (recalled.length) parts.push('Recalled this turn:', ...recalled.slice(0, 12).map((n) => line(n, 240)));
  if (!parts.length) return '';
  let body = parts.join('\n');
  if (body.length > max) body = `${body.slice(0, max)}…`;
  return `<memory>\n${body}\n</memory>`;
}
