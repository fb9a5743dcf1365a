export const DEFAULT_VERSION: string;
export function cacheRoot(): string;
export function freePort(): Promise<number>;
export function installSillyTavern(version?: string): Promise<string>;
export interface RunningSillyTavern {
  url: string;
  port: number;
  dataRoot: string;
  userDir: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}
export function startSillyTavern(options: {
  dir: string;
  port?: number;
  dataRoot?: string;
  clean?: boolean;
  prepare?: (userDir: string) => void | Promise<void>;
}): Promise<RunningSillyTavern>;
/** Sets `firstRun: false` in the user's settings.json (no persona onboarding dialog on the first page load). */
export function skipOnboarding(userDir: string): void;
