// Turns: what Troupe does with each generation the host offers. The orchestrator decides (mode, team,
// pass or run); the turn runner is the one pipeline every mode's turn goes through; turn-modes.ts is
// its one per-mode table; the engines load from their own chunk at the first turn.
export { Orchestrator, type OrchestratorOptions } from './orchestrator.ts';
export {
  BUDGET_NOTICE,
  RUN_EVENTS,
  replyIndex,
  TurnRunner,
  type PreparedTurn,
  type TurnCommon,
  type TurnRequest,
  type TurnRunnerOptions,
} from './turn-runner.ts';
export { TURN_OUTPUTS, turnModeOf, type ModeEnd, type TurnMode } from './turn-modes.ts';
export { defaultRunLocks, type RunLocks } from './run-lock.ts';
export { TURN_INPUT, TURN_OUTPUT, type TurnInputRecord, type TurnOutputRecord } from './turn-record.ts';
