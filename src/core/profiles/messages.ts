// Every user-facing string of this area in one place (the i18n tables map `code` to translations later).

export interface ProfileWarning {
  /** Where the change happened, e.g. `subAgents[2].maxRounds`; '' for the whole profile. */
  path: string;
  /** Stable machine-readable reason, e.g. `clamped`, `defaulted`, `dropped`. */
  code: WarningCode;
  /** Plain English, shown as is until translated. */
  message: string;
}

export type WarningCode = 'clamped' | 'rounded' | 'coerced' | 'defaulted' | 'dropped' | 'renamed' | 'mode_forced' | 'moved' | 'secret_removed' | 'converted';

export const MSG = {
  mismatch: 'Imported file does not match the current mode.',
  notObject: (what: string) => `${what} must be a JSON object.`,
  badJson: (detail: string) => `The file is not valid JSON: ${detail}`,
  emptyFile: 'The file is empty.',
  missingProfile: 'The file has no "profile" object.',
  unknownFormat: (format: string) => `Unknown profile format "${format}": expected a Troupe or Luker orchestrator profile export.`,
  noFormat: 'The file names no format and no mode: it is not a profile export.',
  unknownMode: (mode: string) => `Unknown execution mode "${mode}" (expected director, loop, spec, agenda or single).`,
  cycle: 'The profile contains a circular reference.',
  unrepairable: (path: string, detail: string) => `The profile cannot be repaired at ${path || '(root)'}: ${detail}`,
  badSkills: (detail: string) => `Embedded skills are malformed: ${detail}`,
} as const;

export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  let s: string;
  try {
    s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    s = String(v);
  }
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
