// The sandbox's limits when none are given: on their own so that the panel (which shows them) and
// the app do not load the runner (sandbox-runner.ts) before a hand-written tool first runs.
export const SANDBOX_DEFAULTS = { timeoutMs: 3000, maxOutputChars: 64 * 1024 } as const;

/** What the model can do about a limit or failure of a tool whose code is not Troupe's (hand-written or another extension's). */
export const TOOL_FAILURE_HINTS: Partial<Record<string, string>> = {
  timeout: 'Call it with a smaller task, or tell the user the tool is too slow.',
  output_too_large: 'Ask for less (a narrower range or fewer items).',
  threw: 'Check the arguments you sent against the tool’s description.',
};
