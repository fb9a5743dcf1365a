// The contract between the orchestration panel and the app layer (src/app implements it and owns
// the signals). The panel is presentational: it shows what it is given and reports edits and
// commands through these callbacks; it never touches storage or the host.
import type { Mode } from '../core/profiles/modes.ts';
import type { TurnTeam } from './settings.ts';
import type { CostMedian } from './runs/turn-cost-median.ts';

export type { TurnTeam, CostMedian };

export { STALL_TIMEOUT_SEC } from '../ports/settings.ts';

/**
 * Outcome of a command. On `ok: false` nothing was changed and `error` says why in words the
 * user can act on (e.g. "Imported file does not match the current mode."). `message` replaces the
 * panel's default success text; `warnings` are shown under it (e.g. repaired fields of an import).
 */
export type PanelResult =
  | {
      ok: true;
      message?: string;
      warnings?: readonly string[] /** An import stored under another name (its own was taken). */;
      renamed?: { from: string; to: string };
    }
  | { ok: false; error: string };

/** Commands may answer synchronously or later; `void` counts as success without a message. */
export type PanelOutcome = PanelResult | void | Promise<PanelResult | void>;

export interface PanelActions {
  setEnabled(enabled: boolean): void;
  /** Switch the execution mode. The app then passes that mode's own draft as `profile`. */
  setMode(mode: Mode): void;

  /** Make another preset of the current mode active (its profile becomes the draft). */
  selectPreset(id: string): void;
  /** A new preset holding the mode's default profile, made active. */
  createPreset(name: string): PanelOutcome;
  /** A copy of the preset (and of its preset-scope skills), made active. */
  duplicatePreset(id: string): PanelOutcome;
  renamePreset(id: string, name: string): PanelOutcome;
  /** Deletes the preset and its preset-scope skills (the user has confirmed both). */
  deletePreset(id: string): PanelOutcome;
  /** Writes the current draft into the active preset. */
  savePreset(): PanelOutcome;

  /** Builds the export file of the current draft and hands it to the user. */
  exportProfile(): PanelOutcome;
  /** Reads a profile file; a malformed file or one of another mode answers `{ok: false, error}`. */
  importProfile(file: File): PanelOutcome;

  /** What "Save to card" would write, shown before writing. */
  previewCardOverride(): Promise<CardSavePreview>;
  /** Stores the draft as the selected character card's override for this mode. */
  saveCardOverride(): PanelOutcome;
  /** Removes this mode's override from the selected card. */
  clearCardOverride(): PanelOutcome;

  /** Opens the Manage Skills dialog. */
  openManageSkills(): void;

  /**
   * Transient news (created, saved, renamed…) as the host's toast. False when the host has no toasts:
   * the panel then shows it in its own strip, where it times out.
   */
  toast(kind: 'info' | 'success', text: string): boolean;

  /** The one stall time (`STALL_TIMEOUT_SEC`): seconds without a byte before a request is retried. */
  setStallTimeout(seconds: number): void;

  /** Who writes the next reply: the full team, the writer only, or off (the host's own reply). */
  setTurnTeam(team: TurnTeam): void;
}

/** One entry of a select: a connection profile, a prompt preset, a preset of the library. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface PresetItem {
  id: string;
  name: string;
}

/** The preset library of the current mode, as the preset bar shows it. */
export interface PresetsState {
  items: readonly PresetItem[];
  activeId: string;
  /** The draft differs from the saved preset (the Save button is highlighted). */
  dirty?: boolean;
}

/** The character card selected in the host, if any. */
export interface CardState {
  name: string;
  /** Avatar file name; character-scope skills of this card apply (`character:<avatar>`). */
  avatar?: string;
  /** This card holds an override for the current mode. */
  overrideActive: boolean;
  /** The draft the panel edits comes from that override (not from the preset). */
  editingOverride?: boolean;
}

export type RunStatus = 'running' | 'done' | 'aborted' | 'error';

/** The latest run of the current chat, for the status line. */
export interface LastRun {
  status: RunStatus;
  mode: Mode;
  /** Elapsed (running) or total (finished) time. */
  durationMs?: number;
  /** Agents, rounds, tool calls so far — free text from the app. */
  detail?: string;
  /** Error or abort reason. */
  error?: string;
}

/** What saving the card override writes: the character's own skills the profile uses, and the size. */
export interface CardSavePreview {
  /** Embedded skills (character-scoped skills the profile names) with their size in bytes. */
  skills: { name: string; bytes: number }[];
  /** The profile and those skills together, in bytes of JSON. */
  bytes: number;
}
