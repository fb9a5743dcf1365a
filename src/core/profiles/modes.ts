// The five execution modes and how they group.

export const MODES = ['director', 'loop', 'spec', 'agenda', 'single'] as const;
export type Mode = (typeof MODES)[number];

/** Modes whose output is a capsule injected into the main prompt (everything but director). */
export const CAPSULE_MODES = ['loop', 'spec', 'agenda', 'single'] as const satisfies readonly Mode[];
export type CapsuleMode = (typeof CAPSULE_MODES)[number];

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}
