// The orchestration panel connected to the app: the current mode's draft and presets, the card,
// the last run, Manage Skills, the card consent prompt and the embedded-skills offer. Used by the
// standalone page and by the SillyTavern drawer.
import { useMemo, useState } from 'preact/hooks';
import type { App } from '../../src/app/app.ts';
import { createPanelActions } from '../../src/app/panel-actions.ts';
import type { EmbeddedSkill } from '../../src/core/profiles/embedded-skills.ts';
import type { Profile } from '../../src/core/profiles/parse.ts';
import { presetScope } from '../../src/core/profiles/presets.ts';
import type { SkillScope } from '../../src/core/skills/types.ts';
import { OrchestrationPanel } from '../panel/OrchestrationPanel.tsx';
import type { LastRun, SelectOption } from '../../src/app/panel-contract.ts';
import { ManageSkillsDialog } from '../skills/manage/ManageSkillsDialog.tsx';
import { ChatPackageBanner } from '../skills/packages/ChatPackageBanner.tsx';
import { ScopeNames } from '../skills/scopes.ts';
import { MODES } from '../../src/core/profiles/modes.ts';
import { Button } from '../common/Button.tsx';
import { downloadFile } from '../../src/app/download.ts';
import { CardConsent } from './CardConsent.tsx';
import { EmbeddedSkillsOffer } from './EmbeddedSkillsOffer.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { StorageProblems } from './StorageProblems.tsx';
import { MemorySection } from '../memory/MemorySection.tsx';
import { appEn, at, type AppKey } from './i18n.ts';
import './app.css';

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
    ],
    [mode, lib.activePresetId, preset?.name, card],
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
        availableTools={app.tools.available.value}
        inventory={skills.inventory.value}
        card={cardState}
        lastRun={useLastRun(app)}
        actions={actions}
        stallTimeoutSec={profiles.settings.value.stallTimeoutSec}
      />
      <TraceExport app={app} />
      </ErrorBoundary>
      <ErrorBoundary area="boundary.memory">
        <MemorySection app={app} />
      </ErrorBoundary>
      <ErrorBoundary area="boundary.manage">
        <ManageSkillsDialog
          open={manageOpen}
          onClose={() => setManageOpen(false)}
          inventory={skills.inventory.value}
          actions={skills}
          scopes={scopes}
          packages={{ packages: app.packages.list.value, defaultName: profiles.settings.value.defaultPackage, actions: app.packages }}
        />
      </ErrorBoundary>
      {offer && (
        <ErrorBoundary area="boundary.dialog">
          <EmbeddedSkillsOffer {...offer} inventory={skills.inventory.value} service={skills} onDone={() => setOffer(null)} />
        </ErrorBoundary>
      )}
    </div>
    </ScopeNames.Provider>
  );
}

/** Saves the last run's trace (every request, tool call, result, timing and token use) as JSON. */
function TraceExport({ app }: { app: App }) {
  const trace = app.orchestrator?.lastTrace.value;
  const run = app.orchestrator?.lastRun.value;
  if (!trace || !run) return null;
  const save = () => downloadFile(`troupe-trace-${run.mode}-${new Date(run.startedAt).toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(trace.toJSON(), null, 2), 'application/json');
  return (
    <div class="troupe-trace-export">
      <Button onClick={save}>{at('trace.export')}</Button>
      <span class="troupe-trace-export__usage">{at('trace.usage', { tokens: run.usage?.totalTokens ?? 0, seconds: (run.durationMs / 1000).toFixed(1) })}</span>
    </div>
  );
}
