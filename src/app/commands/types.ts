// The shape of a Troupe command, shared by every place that runs commands: SillyTavern's slash-command
// parser and the standalone page's input box. Commands are plain data plus an async `run`.
import type { CharacterCard } from '../../hosts/host.ts';
import type { ProfilesService } from '../profiles-service.ts';
import type { RunningTurn, RunSummary, Trace } from '../run-state.ts';
import type { SkillsService } from '../skills-service.ts';

/** One autocomplete choice. */
export interface CommandChoice {
  value: string;
  description?: string;
}

/** A positional (unnamed) argument. */
export interface CommandArg {
  name: string;
  description: string;
  required?: boolean;
  /** Takes every remaining word (a list of values). */
  multiple?: boolean;
  /** Values offered by autocomplete, read afresh each time (presets and skills change). */
  choices?(): CommandChoice[];
}

export interface TroupeCommand {
  /** Without the slash: `troupe-mode`. */
  name: string;
  /** One plain-English paragraph. */
  help: string;
  /** What the result is (shown in SillyTavern's help as the return value). */
  returns: string;
  /** Example lines, each a complete command. */
  examples: string[];
  args: CommandArg[];
  /**
   * Whether the arguments are words (quotes group, `agent a b c`) or one text (a mode, a preset name
   * with spaces, JSON). One text keeps its inner quotes; only a fully quoted text is unquoted.
   */
  split: boolean;
  /** The result is information for the user (status, lists), not data for the next command. */
  informational?: boolean;
  /**
   * How a typed command shows it worked: `confirm` — it changed a setting, a short success notice;
   * `long` — an informational result too tall for a notice (help, lists), a popup where the host has one;
   * `file` — the result is a file's text (data for the next command): a notice offers to save it.
   */
  feedback?: 'confirm' | 'long' | 'file';
  /** With `feedback: 'file'`: the notice's text and the file name for a result. */
  file?(result: string): { fileName: string; message: string };
  /**
   * Runs the command. `args` are the explicit arguments; `pipe` is the previous command's result
   * when it was piped in (`a | b`), else undefined. Bad input throws CommandError before anything
   * changes; the result is the command's output (pipeable).
   */
  run(args: string[], pipe?: string): Promise<string>;
}

/** A refusal the user can act on: its message says what was wrong; nothing was changed. */
export class CommandError extends Error {
  override name = 'CommandError';
}

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
}
