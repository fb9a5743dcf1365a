// Which generations each mode runs for. Director takes over normal, regenerate, swipe and continue;
// the capsule modes also prepare impersonations. Nothing runs for quiet generations or dry runs. A
// mode's descriptor names its list (`generationTypes`); `modeRunsFor` (src/core/modes) reads it.

export const DIRECTOR_GENERATION_TYPES = ['normal', 'regenerate', 'swipe', 'continue'] as const;
export type DirectorGenerationType = (typeof DIRECTOR_GENERATION_TYPES)[number];

export const CAPSULE_GENERATION_TYPES = ['normal', 'continue', 'regenerate', 'swipe', 'impersonate'] as const;
export type CapsuleGenerationType = (typeof CAPSULE_GENERATION_TYPES)[number];

export function isDirectorGenerationType(type: unknown): type is DirectorGenerationType {
  return typeof type === 'string' && (DIRECTOR_GENERATION_TYPES as readonly string[]).includes(type);
}

export function isCapsuleGenerationType(type: unknown): type is CapsuleGenerationType {
  return typeof type === 'string' && (CAPSULE_GENERATION_TYPES as readonly string[]).includes(type);
}
