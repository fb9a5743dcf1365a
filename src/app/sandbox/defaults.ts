// The sandbox's limits when none are given: on their own so that the panel (which shows them) and
// the app do not load the runner (sandbox-runner.ts) before a hand-written tool first runs.
export const SANDBOX_DEFAULTS = { timeoutMs: 3000, maxOutputChars: 64 * 1024 } as const;
