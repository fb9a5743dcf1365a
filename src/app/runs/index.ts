// Runs: the run in progress and how runs ended (run-state.ts), the run history with its traces, replay
// and costs (runs-service.ts), and the contract the run view reads (runs-contract.ts).
export { RunsService, type RunsServiceOptions } from './runs-service.ts';
export type { CapsuleEditResult, ImportResult, NotesView, RunsView, RunViewTarget } from './runs-contract.ts';
export { presetKeyOf, type FinishedRun, type RunningTurn, type RunOutcome, type RunSummary } from './run-state.ts';
