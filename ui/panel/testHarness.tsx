// Test and benchmark harness: a parent that owns one draft per mode, as the app will, and records
// every action call. Not shipped (only tests and the bench import it).
import { useState } from 'preact/hooks';
import { fireEvent, within } from '@testing-library/preact';
import { defaultProfile, type Profile } from '../../src/core/profiles/index.ts';
import { MODES, type Mode } from '../../src/core/profiles/modes.ts';
import type { SkillSummary } from '../../src/core/skills/types.ts';
import type { CardState, CostMedian, LastRun, PanelActions, PanelOutcome, PresetsState, SelectOption, TurnTeam } from '../../src/app/panel-contract.ts';
import { OrchestrationPanel } from './OrchestrationPanel.tsx';
import type { CustomToolsPanel } from '../../src/app/tools/custom-tools-contract.ts';

export type Call = [name: keyof PanelActions, ...args: unknown[]];

export interface HarnessOptions {
  /** What previewCardOverride answers. */
  cardPreview?: import('../../src/app/panel-contract.ts').CardSavePreview;
  /** The host shows toasts (transient news leaves the panel's strip). */
  toasts?: boolean;
  mode?: Mode;
  profiles?: Partial<Record<Mode, Profile>>;
  inventory?: readonly SkillSummary[];
  card?: CardState | null;
  presets?: PresetsState;
  lastRun?: LastRun | null;
  connections?: readonly SelectOption[];
  promptPresets?: readonly SelectOption[];
  /** Tool names that exist (default: the core's). */
  availableTools?: ReadonlySet<string>;
  /** Receives a setter for `lastRun` (to drive the status line from outside). */
  lastRunRef?: (set: (run: LastRun | null) => void) => void;
  /** The Custom section's view of the app (registered tools, hand-written tools' consent and Test). */
  customTools?: CustomToolsPanel;
  /** Who writes the next reply (default: the full team). */
  turnTeam?: TurnTeam;
  /** The preset's median cost in this chat. */
  costMedian?: CostMedian | null;
  /** Answers for commands (default: success without a message). */
  answers?: Partial<Record<keyof PanelActions, (...args: never[]) => PanelOutcome>>;
}

export interface HarnessHandle {
  calls: Call[];
  /** The latest draft of each mode. */
  drafts: Record<Mode, Profile>;
  changes: number;
}

const EMPTY: readonly SkillSummary[] = [];

/** Renders the panel over its own state; returns the element and a handle the test reads. */
export function harness(opts: HarnessOptions = {}): { element: preact.JSX.Element; handle: HarnessHandle } {
  const drafts = Object.fromEntries(MODES.map((m) => [m, opts.profiles?.[m] ?? defaultProfile(m)])) as Record<Mode, Profile>;
  const handle: HarnessHandle = { calls: [], drafts, changes: 0 };
  function Harness() {
    const [mode, setModeState] = useState<Mode>(opts.mode ?? 'director');
    const [profiles, setProfiles] = useState(drafts);
    const [enabled, setEnabled] = useState(false);
    const [lastRun, setLastRun] = useState<LastRun | null | undefined>(opts.lastRun);
    const [stall, setStall] = useState(120);
    const [team, setTeam] = useState<TurnTeam>(opts.turnTeam ?? 'full');
    opts.lastRunRef?.(setLastRun);
    const record =
      (name: keyof PanelActions, after?: (...args: never[]) => void) =>
      (...args: unknown[]) => {
        handle.calls.push([name, ...args]);
        (after as ((...a: unknown[]) => void) | undefined)?.(...args);
        const answer = opts.answers?.[name] as ((...a: unknown[]) => PanelOutcome) | undefined;
        return answer ? answer(...args) : undefined;
      };
    const actions: PanelActions = {
      setEnabled: record('setEnabled', (v: boolean) => setEnabled(v)),
      setMode: record('setMode', (m: Mode) => setModeState(m)),
      selectPreset: record('selectPreset'),
      createPreset: record('createPreset'),
      duplicatePreset: record('duplicatePreset'),
      renamePreset: record('renamePreset'),
      deletePreset: record('deletePreset'),
      savePreset: record('savePreset'),
      exportProfile: record('exportProfile'),
      importProfile: record('importProfile'),
      saveCardOverride: record('saveCardOverride'),
      clearCardOverride: record('clearCardOverride'),
      openManageSkills: record('openManageSkills'),
      setStallTimeout: record('setStallTimeout', (s: number) => setStall(s)),
      setTurnTeam: record('setTurnTeam', (t: TurnTeam) => setTeam(t)),
      previewCardOverride: async () => {
        handle.calls.push(['previewCardOverride']);
        return opts.cardPreview ?? { skills: [], bytes: 2048 };
      },
      toast: (kind: 'info' | 'success', text: string) => {
        handle.calls.push(['toast', kind, text]);
        return opts.toasts ?? false;
      },
    };
    return (
      <OrchestrationPanel
        enabled={enabled}
        profile={profiles[mode]}
        onChange={(p) => {
          handle.changes++;
          handle.drafts[p.mode] = p;
          setProfiles((all) => ({ ...all, [p.mode]: p }));
        }}
        presets={opts.presets ?? { items: [{ id: 'default', name: 'Default' }], activeId: 'default' }}
        connections={opts.connections}
        promptPresets={opts.promptPresets}
        availableTools={opts.availableTools}
        customTools={opts.customTools}
        inventory={opts.inventory ?? EMPTY}
        card={opts.card ?? null}
        lastRun={lastRun}
        actions={actions}
        stallTimeoutSec={stall}
        turnTeam={team}
        costMedian={opts.costMedian}
      />
    );
  }
  return { element: <Harness />, handle };
}

/**
 * Opens the team row titled `name` (its editor; the card keeps one open at a time) and returns the
 * row's group. `scope` narrows the search (a card section).
 */
export function openRow(name: string, scope: HTMLElement = document.body): HTMLElement {
  const group = within(scope).getByRole('group', { name });
  const toggle = group.querySelector<HTMLButtonElement>('.troupe-row__toggle');
  if (toggle && toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return within(scope).getByRole('group', { name });
}

/** Opens a card's "Advanced" section (limits, behaviour, tools…), in either language. */
export function openAdvanced(): HTMLElement {
  const toggle = document.querySelector<HTMLButtonElement>('.troupe-advanced__toggle');
  if (!toggle) throw new Error('no Advanced section');
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return toggle.closest('section')!;
}
