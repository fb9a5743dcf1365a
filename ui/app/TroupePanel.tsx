// The orchestration panel connected to the app: the current mode's draft and presets, the card,
// the last run, Manage Skills, the card consent prompt and the embedded-skills offer. Used by the
// standalone page and by the SillyTavern drawer.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import type { App } from '../../src/app/app.ts';
import { createCustomToolsPanel } from '../../src/app/tools/custom-tools-panel.ts';
import { lintPromptPresets, promptPresetFields, type PresetSkips } from '../../src/core/profiles/preset-lint.ts';
import { ToolProtocols } from '../panel/ToolProtocols.tsx';
import { createPanelActions } from '../../src/app/panel-actions.ts';
import type { EmbeddedSkill } from '../../src/core/profiles/embedded-skills.ts';
import type { Profile } from '../../src/core/profiles/parse.ts';
import { presetScope } from '../../src/core/profiles/presets.ts';
import type { SkillScope } from '../../src/core/skills/types.ts';
import { OrchestrationPanel } from '../panel/OrchestrationPanel.tsx';
import type { LastRun, SelectOption } from '../../src/app/panel-contract.ts';
import { lazyPart } from '../../src/ports/lazy-part.ts';
import { LazyView } from '../common/LazyView.tsx';
import { ChatPackageBanner } from '../skills/packages/ChatPackageBanner.tsx';
import { ScopeNames } from '../skills/scopes.ts';
import { MODES } from '../../src/core/profiles/modes.ts';
import { Button } from '../common/Button.tsx';
import { downloadFile } from '../../src/ports/download.ts';
import { CardConsent } from './CardConsent.tsx';
import { EmbeddedSkillsOffer } from './EmbeddedSkillsOffer.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { StorageProblems } from './StorageProblems.tsx';
import { MemorySection } from '../memory/MemorySection.tsx';
import { appEn, at, type AppKey } from './i18n.ts';
import { stringsReady } from '../i18n/index.ts';
import { rt } from '../run/i18n.ts';
import { nt } from '../notes/i18n.ts';
import './app.css';

/** Manage Skills (with the skill editor, install and packages) loads the first time it is opened. */
const manageSkills = lazyPart(import.meta.url, () => import('../skills/manage/ManageSkillsDialog.tsx'));
// The run view and the notes panel: chunks of their own, loaded the first time they open.
const runView = lazyPart(import.meta.url, () => import('../run/RunViewDialog.tsx'));
const notesPanel = lazyPart(import.meta.url, () => import('../notes/NotesDialog.tsx'));

const RUN_STATUS = { completed: 'done', reused: 'done', cancelled: 'aborted', failed: 'error' } as const;

function useLastRun(app: App): LastRun | null {
  const running = app.orchestrator?.running.value;
  const last = app.orchestrator?.lastRun.value;
  const notice = app.orchestrator?.runNotice.value;
  if (running) return { status: 'running', mode: running.mode, ...(notice ? { detail: notice } : {}) };
  if (!last) return null;
  const key = `detail.${last.detail}` as AppKey;
  const detail = key in appEn ? at(key) : last.detail;
  return { status: RUN_STATUS[last.outcome], mode: last.mode, durationMs: last.durationMs, detail, error: last.message };
}

export interface TroupePanelProps {
  app: App;
  /** Show the Storage problems notice at the top (the standalone page shows it above everything instead). */
  storageProblems?: boolean;
}

export function TroupePanel({ app, storageProblems = true }: TroupePanelProps) {
  const { profiles, skills } = app;
  const [manageOpen, setManageOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [offer, setOffer] = useState<{ skills: EmbeddedSkill[]; scope: SkillScope } | null>(null);
  const actions = useMemo(
    () => createPanelActions(app, { openManageSkills: () => setManageOpen(true), offerEmbeddedSkills: (s, scope) => setOffer({ skills: s, scope }) }),
    [app],
  );
  const mode = profiles.mode.value;
  const draft = profiles.drafts.value[mode] as Profile;
  const lib = profiles.libraries.value[mode];
  const dirty = profiles.dirty.value;
  const presets = useMemo(() => ({ items: lib.presets.map((p) => ({ id: p.id, name: p.name })), activeId: lib.activePresetId, dirty }), [lib, dirty]);
  const connectionList = app.host?.connections() ?? [];
  const connKey = connectionList.map((c) => `${c.name}\u0000${c.label}`).join('\u0001');
  const connections = useMemo<SelectOption[]>(() => connectionList.filter((c) => c.name !== '').map((c) => ({ value: c.name, label: c.label })), [connKey]);
  // The host's prompt presets for the selects, and what the draft's chosen ones skip (for the profile check).
  const presetList = app.host?.listPromptPresets() ?? [];
  const presetKey = presetList.map((p) => p.name).join('\u0001');
  const promptPresets = useMemo<SelectOption[]>(() => presetList.map((p) => ({ value: p.name, label: p.label ?? p.name })), [presetKey]);
  const namesKey = promptPresetFields(draft)
    .map((f) => f.name)
    .join('\u0001');
  const [presetSkips, setPresetSkips] = useState<PresetSkips | null>(null);
  useEffect(() => {
    let live = true;
    const names = namesKey ? [...new Set(namesKey.split('\u0001'))] : [];
    if (!names.length || !app.host) {
      setPresetSkips(null);
      return;
    }
    app.host.promptPresetSource(names).then(
      (source) => live && setPresetSkips(() => source),
      () => live && setPresetSkips(null),
    );
    return () => void (live = false);
  }, [namesKey, presetKey]);
  const presetLint = useMemo(() => (presetSkips ? lintPromptPresets(draft, presetSkips) : []), [presetSkips, draft]);
  // Custom tools: re-read SillyTavern's registry when the panel opens.
  useEffect(() => void app.tools.refresh(), [app]);
  const customTools = useMemo(() => createCustomToolsPanel(app), [app.tools.custom.value, app.handWrittenTools.consented.value]);
  const usableConnections = useMemo<SelectOption[]>(() => connectionList.filter((c) => c.usable).map((c) => ({ value: c.name, label: c.label })), [connKey]);
  const card = app.card.value;
  const cardState = useMemo(
    () => (card ? { name: card.name, avatar: card.key, overrideActive: profiles.overrideModes(card).includes(mode) } : null),
    [card, mode],
  );
  const preset = lib.presets.find((p) => p.id === lib.activePresetId);
  const scopes = useMemo(
    () => [
      { scope: presetScope(mode, lib.activePresetId), label: preset?.name },
      ...(card ? [{ scope: `character:${card.key}` as SkillScope, label: card.name }] : []),
      // Skills for one prompt preset reach the agents whose prompt preset it is.
      ...promptPresets.map((p) => ({ scope: `prompt-preset:${p.value}` as SkillScope, label: p.label })),
    ],
    [mode, lib.activePresetId, preset?.name, card, promptPresets],
  );
  const libraries = profiles.libraries.value;
  const scopeNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const m of MODES) for (const p of libraries[m].presets) names.set(presetScope(m, p.id), `${m} · ${p.name}`);
    if (card) names.set(`character:${card.key}`, card.name);
    return names;
  }, [libraries, card]);
  return (
    <ScopeNames.Provider value={scopeNames}>
      <div class="troupe-root troupe-panel-host">
        {storageProblems && (
          <ErrorBoundary area="boundary.problems">
            <StorageProblems app={app} />
          </ErrorBoundary>
        )}
        <ErrorBoundary area="boundary.dialog">
          <CardConsent app={app} />
        </ErrorBoundary>
        {app.chatPackages && (
          <ErrorBoundary area="boundary.panel">
            <ChatPackageBanner view={app.chatPackages.current.value} actions={app.chatPackages} />
          </ErrorBoundary>
        )}
        <ErrorBoundary area="boundary.panel">
          <OrchestrationPanel
            enabled={profiles.settings.value.enabled}
            profile={draft}
            onChange={(p) => profiles.setDraft(mode, p as never)}
            presets={presets}
            connections={connections}
            promptPresets={promptPresets}
            extraLint={presetLint}
            customTools={customTools}
            availableTools={app.tools.available.value}
            inventory={skills.inventory.value}
            card={cardState}
            lastRun={useLastRun(app)}
            actions={actions}
            stallTimeoutSec={profiles.settings.value.stallTimeoutSec}
            turnTeam={profiles.settings.value.turnTeam}
            costMedian={app.runs?.costMedian.value ?? null}
          />
          <ToolProtocols
            connections={usableConnections}
            values={profiles.settings.value.toolProtocols}
            onChange={(c, v) => void profiles.updateSettings({ toolProtocols: { ...profiles.settings.value.toolProtocols, [c]: v } })}
          />
          <RunTools app={app} onNotes={() => setNotesOpen(true)} />
          <WorkbenchOpener app={app} />
        </ErrorBoundary>
        <ErrorBoundary area="boundary.memory">
          <MemorySection app={app} />
        </ErrorBoundary>
        {app.runs && app.runs.target.value && (
          <ErrorBoundary area="boundary.dialog">
            <LazyView part={runView} area="boundary.dialog">
              {({ RunViewDialog }) => <RunViewDialog runs={app.runs!} />}
            </LazyView>
          </ErrorBoundary>
        )}
        {app.notes && notesOpen && (
          <ErrorBoundary area="boundary.dialog">
            <LazyView part={notesPanel} area="boundary.dialog">
              {({ NotesDialog }) => <NotesDialog open onClose={() => setNotesOpen(false)} notes={app.notes!} />}
            </LazyView>
          </ErrorBoundary>
        )}
        <ErrorBoundary area="boundary.manage">
          {manageOpen && (
            <LazyView part={manageSkills} area="boundary.manage">
              {({ ManageSkillsDialog }) => (
                <ManageSkillsDialog
                  open
                  onClose={() => setManageOpen(false)}
                  inventory={skills.inventory.value}
                  actions={skills}
                  scopes={scopes}
                  packages={{ packages: app.packages.list.value, defaultName: profiles.settings.value.defaultPackage, actions: app.packages }}
                />
              )}
            </LazyView>
          )}
        </ErrorBoundary>
        {(offer ?? app.skillOffer.value) && (
          <ErrorBoundary area="boundary.dialog">
            <EmbeddedSkillsOffer
              {...(offer ?? app.skillOffer.value)!}
              inventory={skills.inventory.value}
              service={skills}
              onDone={() => (offer ? setOffer(null) : (app.skillOffer.value = null))}
            />
          </ErrorBoundary>
        )}
      </div>
    </ScopeNames.Provider>
  );
}

type WorkbenchDialogType = ComponentType<{ app: App; onClose(): void }>;

/** The AI workbench button: its dialog is a chunk of its own, loaded the first time it opens. */
function WorkbenchOpener({ app }: { app: App }) {
  const [Dialog, setDialog] = useState<WorkbenchDialogType | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const show = async () => {
    setFailed(null);
    try {
      if (!Dialog) {
        const m = await import('../workbench/WorkbenchDialog.tsx');
        await stringsReady();
        setDialog(() => m.WorkbenchDialog);
      }
      setOpen(true);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div class="troupe-workbench-open">
      <Button onClick={() => void show()}>{at('workbench.open')}</Button>
      {failed && <span role="alert"> {failed}</span>}
      {open && Dialog && (
        <ErrorBoundary area="boundary.dialog">
          <Dialog app={app} onClose={() => setOpen(false)} />
        </ErrorBoundary>
      )}
    </div>
  );
}

/** The run view and the notes panel, and the last run's trace as JSON (every request, tool call, result, timing and token use). */
function RunTools({ app, onNotes }: { app: App; onNotes(): void }) {
  const trace = app.orchestrator?.lastTrace.value;
  const run = app.orchestrator?.lastRun.value;
  const save =
    trace && run
      ? () =>
          downloadFile(
            `troupe-trace-${run.mode}-${new Date(run.startedAt).toISOString().replace(/[:.]/g, '-')}.json`,
            JSON.stringify(trace.toJSON(), null, 2),
            'application/json',
          )
      : undefined;
  return (
    <div class="troupe-trace-export">
      {app.runs && <Button onClick={() => app.runs!.show()}>{rt('run.open')}</Button>}
      {app.notes && <Button onClick={onNotes}>{nt('notes.open')}</Button>}
      {save && <Button onClick={save}>{at('trace.export')}</Button>}
      {run && (
        <span class="troupe-trace-export__usage">
          {at('trace.usage', { tokens: run.usage?.totalTokens ?? 0, seconds: (run.durationMs / 1000).toFixed(1) })}
        </span>
      )}
    </div>
  );
}
