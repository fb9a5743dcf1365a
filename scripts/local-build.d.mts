export const LOCAL_MODES: string[];
export const LOCAL_OUTPUTS: string[];
export function sourcesTime(): number;
export function markLocalBuild(out: string, time?: number): void;
export function localBuildState(out: string): 'missing' | 'stale' | 'fresh';
export function ensureLocalBuild(out?: string): 'missing' | 'stale' | 'fresh';
