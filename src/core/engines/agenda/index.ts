// Agenda mode (capsule): a planner dispatching workers, a final worker writing the capsule.
export { runAgendaCapsule, plannerSection } from './engine.ts';
export { agendaConfigFromProfile } from './from-profile.ts';
export { plannerStepTool } from './planner-tool.ts';
export type { AgendaRun, Dispatch as AgendaDispatch, StepReport as AgendaStepReport, PlannerStepOptions } from './planner-tool.ts';
export { TodoBoard, TODO_STATUSES, INITIAL_TODO } from './board.ts';
export type { Todo, TodoOp, TodoStatus } from './board.ts';
export type { AgendaConfig, AgendaWorkerConfig } from './config.ts';
