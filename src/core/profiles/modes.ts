// The execution modes and how they group, read from the mode registry (src/core/modes/registry.ts).
import { MODE_REGISTRY } from '../modes/registry.ts';

type Registry = typeof MODE_REGISTRY;
type Ids<R extends readonly { mode: string }[]> = { readonly [K in keyof R]: R[K]['mode'] };

/** Every mode's id, in the registry's order. */
export const MODES = MODE_REGISTRY.map((d) => d.mode) as unknown as Ids<Registry>;
export type Mode = Registry[number]['mode'];

/** Modes whose output is a capsule injected into the main prompt (everything but director). */
export type CapsuleMode = Extract<Registry[number], { output: 'capsule' }>['mode'];
export const CAPSULE_MODES: readonly CapsuleMode[] = MODE_REGISTRY.flatMap((d) => (d.output === 'capsule' ? [d.mode] : []));

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}
