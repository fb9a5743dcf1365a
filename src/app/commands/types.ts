// The shape of a Troupe command, shared by every place that runs commands: SillyTavern's slash-command
// parser and the standalone page's input box. Commands are plain data plus an async `run`.
import type { CharacterCard } from '../../ports/host.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import type { RunningTurn, RunSummary, Trace } from '../runs/run-state.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import type { DirectionControl } from '../chats/directions.ts';

export { CommandError, type CommandArg, type CommandChoice, type TroupeCommand } from '../../ports/commands.ts';

/** The run state the commands read and stop (the Orchestrator satisfies it). */
export interface RunControl {
  readonly running: { readonly value: RunningTurn | null };
  readonly lastRun: { readonly value: RunSummary | null };
  readonly lastTrace: { readonly value: Trace | null };
  /** Aborts the run in progress; false when nothing runs. */
  stop(): boolean;
}

/** What the commands act on. Pass the app (`{...app}`), the orchestrator and the host's card. */
export interface CommandContext {
  profiles: ProfilesService;
  skills: SkillsService;
  /** Stored data loaded; commands wait for it. */
  ready?: Promise<void>;
  /** The orchestrator; without it /troupe-stop finds nothing to stop and there is no run to show. */
  orchestrator?: RunControl | null;
  /** The character card on screen, for "override in effect" (absent: no card). */
  currentCard?(): CharacterCard | null;
  /** The run view; /troupe-trace opens it. */
  runs?: { show(): void } | null;
  /** The chat on screen's direction for its next reply (/troupe-guide); absent: no chat here. */
  directions?: DirectionControl | null;
}
