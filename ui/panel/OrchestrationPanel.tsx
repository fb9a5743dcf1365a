// The multi-agent orchestration panel: enabled switch, execution mode, presets, profile commands,
// last-run status, the active mode's card, and the profile check. Presentational: the parent holds
// the draft (`profile` + `onChange`) and implements PanelActions.
import '../common.css';
import '../skills.css';
import '../panel.css';
import { useCallback, useMemo, useRef } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { MessageArea, useMessages, type MessageKind } from '../common/MessageArea.tsx';
import { lintProfile, type LintIssue } from '../../src/core/profiles/lint.ts';
import type { Mode } from '../../src/core/profiles/modes.ts';
import { shippedPresetCost, shippedPresets } from '../../src/core/profiles/shipped.ts';
import type { Profile } from '../../src/core/profiles/index.ts';
import type { SkillSummary } from '../../src/core/skills/types.ts';
import { indexInventory } from '../skills/inventoryIndex.ts';
import type { CardState, CostMedian, LastRun, PanelActions, PresetsState, SelectOption, TurnTeam } from '../../src/app/panel-contract.ts';
import { CostMedianLine, TurnTeamChoice } from './TurnTeam.tsx';
import { LazyView } from '../common/LazyView.tsx';
import { modeCard, modeHint, modeName, PANEL_MODES } from './modes/index.ts';
import { ModeAdvanced } from './modes/ModeAdvanced.tsx';
import { ModeSkills, RoutingSection, type CardShared } from './cards/shared.tsx';
import { Toggle } from './fields.tsx';
import { pt } from './i18n.ts';
import { LintList } from './LintList.tsx';
import { PresetBar } from './PresetBar.tsx';
import { ProfileToolbar } from './ProfileToolbar.tsx';
import { useEffectiveSkills } from './skillsModel.ts';
import { StatusLine } from './StatusLine.tsx';
import { useEditor, type Editor } from './useEditor.ts';
import { ToolAvailability } from './toolAvailability.ts';
import { CustomOffers, CustomTools, customOffers } from './customTools.ts';
import type { CustomToolsPanel } from '../../src/app/tools/custom-tools-contract.ts';
import { CORE_TOOL_NAMES } from '../../src/core/profiles/tools.ts';

const NO_OPTIONS: readonly SelectOption[] = [];

export interface OrchestrationPanelProps {
  enabled: boolean;
  /** The draft of the current mode (its `mode` is the execution mode shown). */
  profile: Profile;
  /** Every edit, as a new profile object (unchanged parts keep their identity). */
  onChange(profile: Profile): void;
  presets: PresetsState;
  /** Connection profiles for the API preset selects. */
  connections?: readonly SelectOption[];
  /** Chat Completion presets for the prompt preset selects. */
  promptPresets?: readonly SelectOption[];
  /** Tool names that exist here (the core's, the host's and extensions'); default: the core's. */
  availableTools?: ReadonlySet<string>;
  /** Every installed skill, all scopes. Keep the array identity while it does not change. */
  inventory: readonly SkillSummary[];
  /** The character card selected in the host, or null. */
  card: CardState | null;
  lastRun?: LastRun | null;
  actions: PanelActions;
  /** Lint findings to show; computed here with lintProfile when omitted. */
  lint?: readonly LintIssue[];
  /** Findings added to the profile check (e.g. prompt presets that repeat the story, which need the host). */
  extraLint?: readonly LintIssue[];
  /** Custom tools here and the hand-written tools' consent / Test (absent: only hand-written tools, no actions). */
  customTools?: CustomToolsPanel;
  /** The orchestration-wide stall time in seconds (an app setting; default 120). */
  stallTimeoutSec?: number;
  /** Who writes the next reply (an app setting; default the full team). */
  turnTeam?: TurnTeam;
  /** The active preset's median cost over this chat's runs; null or absent: nothing is shown. */
  costMedian?: CostMedian | null;
}

export function OrchestrationPanel(props: OrchestrationPanelProps) {
  const { profile, presets, card } = props;
  const mode = profile.mode;
  const rootRef = useRef<HTMLDivElement>(null);
  const modeId = useUid();
  const lintId = useUid();
  const messages = useMessages();
  // Success is transient news: the host's toast when it has one. Problems and warnings stay here
  // until dismissed; a success shown here times out (MessageArea).
  const { toast } = props.actions;
  const push = messages.push;
  const notify = useCallback(
    (kind: MessageKind, text: string) => {
      if (kind === 'success' && toast('success', text)) return;
      push(kind, text);
    },
    [toast, push],
  );
  const editor = useEditor<Profile>(profile, props.onChange);
  const connections = props.connections ?? NO_OPTIONS;
  const promptPresets = props.promptPresets ?? NO_OPTIONS;

  const skills = useEffectiveSkills(
    props.inventory,
    useMemo(() => ({ mode, presetId: presets.activeId, character: card?.avatar }), [mode, presets.activeId, card?.avatar]),
    profile.skills,
  );
  const stallSeconds = props.stallTimeoutSec ?? 120;
  const setStall = props.actions.setStallTimeout;
  const stall = useMemo(() => ({ seconds: stallSeconds, set: (s: number) => setStall(s) }), [stallSeconds, setStall]);
  const shared = useMemo<CardShared>(
    () => ({ connections, promptPresets, inventory: props.inventory, skills, stall }),
    [connections, promptPresets, props.inventory, skills, stall],
  );
  const lint = useMemo(
    () => [
      ...(props.lint ??
        lintProfile(mode, profile, {
          installedSkills: indexInventory(props.inventory).byName.keys(),
          extraToolNames: [...(props.availableTools ?? CORE_TOOL_NAMES)],
        })),
      ...(props.extraLint ?? []),
    ],
    [props.lint, props.extraLint, mode, profile, props.inventory, props.availableTools],
  );

  const handWritten = (profile as { customTools?: { name: string; description: string }[] }).customTools;
  const offers = useMemo(() => customOffers(props.customTools?.registered ?? [], handWritten), [props.customTools?.registered, handWritten]);

  return (
    <ToolAvailability.Provider value={props.availableTools ?? CORE_TOOL_NAMES}>
      <CustomTools.Provider value={props.customTools ?? null}>
        <CustomOffers.Provider value={offers}>
          <div class="troupe-root troupe-panel" ref={rootRef} data-mode={mode} role="region" aria-label={pt('panel.title')}>
            <div class="troupe-panel__head">
              <Toggle label={pt('panel.enabled')} checked={props.enabled} onValue={(v) => props.actions.setEnabled(v)} />
              <div class="troupe-field troupe-panel__mode">
                <label for={modeId} class="troupe-field__label">
                  {pt('panel.mode')}
                </label>
                <select
                  id={modeId}
                  class="troupe-select"
                  value={mode}
                  aria-describedby={`${modeId}-hint`}
                  onChange={(e) => props.actions.setMode(e.currentTarget.value as Mode)}
                >
                  {PANEL_MODES.map((m) => (
                    <option key={m} value={m}>
                      {modeName(m)}
                    </option>
                  ))}
                </select>
              </div>
              <p id={`${modeId}-hint`} class="troupe-note troupe-panel__hint">
                {modeHint(mode)}
              </p>
              <TurnTeamChoice value={props.turnTeam ?? 'full'} mode={mode} onValue={(t) => props.actions.setTurnTeam(t)} />
              <CostMedianLine median={props.costMedian} />
            </div>
            <PresetBar presets={presets} actions={props.actions} notify={notify} />
            <ShippedCost mode={mode} presets={presets} />
            <ProfileToolbar card={card} actions={props.actions} notify={notify} />
            <MessageArea api={messages} />
            <StatusLine lastRun={props.lastRun} />
            <p class="troupe-panel__lintsummary">
              {/* A button, not a #hash link: the host page owns the URL. */}
              <button
                type="button"
                class="troupe-link"
                onClick={() => {
                  const list = document.getElementById(lintId);
                  list?.scrollIntoView?.({ block: 'start' });
                  list?.querySelector<HTMLElement>('h4')?.focus();
                }}
              >
                {pt('lint.title')}: {lintSummary(lint)}
              </button>
            </p>
            <div class="troupe-card" key={mode} data-card={mode}>
              <ModeCard profile={profile} editor={editor} shared={shared} />
            </div>
            <LintList id={lintId} issues={lint} root={() => rootRef.current} />
          </div>
        </CustomOffers.Provider>
      </CustomTools.Provider>
    </ToolAvailability.Provider>
  );
}

/** "2 problems", or "No problems found."; notices about the host are counted apart. */
export function lintSummary(lint: readonly LintIssue[]): string {
  const problems = lint.filter((i) => i.severity !== 'notice').length;
  const notices = lint.length - problems;
  const head = problems === 0 ? pt('lint.none') : pt('lint.count', { count: problems });
  return notices ? `${head} · ${pt('lint.notices', { count: notices })}` : head;
}

/** Every mode's head (its skills, its routing), the mode's card (its team), then Advanced from the mode's descriptors. */
function ModeCard({ profile, editor, shared }: { profile: Profile; editor: Editor<Profile>; shared: CardShared }) {
  const ui = modeCard(profile.mode);
  const Card = ui.card;
  const lazyCard = ui.lazyCard;
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      {Card ? (
        <Card profile={profile} editor={editor} shared={shared} />
      ) : (
        lazyCard && (
          <LazyView part={lazyCard.part} area="boundary.modeCard">
            {(module) => {
              const Lazy = lazyCard.pick(module);
              return <Lazy profile={profile} editor={editor} shared={shared} />;
            }}
          </LazyView>
        )
      )}
      <ModeAdvanced profile={profile} editor={editor} shared={shared} />
    </>
  );
}

/** What the active shipped preset costs per turn, as shipped (a preset of the user's own says nothing). */
function ShippedCost({ mode, presets }: { mode: Mode; presets: { activeId: string; items: readonly { id: string; name: string }[] } }) {
  const active = presets.items.find((p) => p.id === presets.activeId);
  const shipped = shippedPresets(mode).find((p) => p.id === presets.activeId);
  const cost = active && shipped && active.name === shipped.name ? shippedPresetCost(mode, shipped.id) : undefined;
  if (!cost) return null;
  return (
    <p class="troupe-note troupe-panel__hint" data-testid="shipped-cost">
      {pt('preset.cost', { cost })}
    </p>
  );
}
