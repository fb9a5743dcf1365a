// The orchestration panel's commands, carried out by the app's services.
import type { PresetLibrary } from '../core/profiles/presets.ts';
import type { EmbeddedSkill } from '../core/profiles/embedded-skills.ts';
import { referencedSkillNames } from '../core/profiles/policies.ts';
import type { Mode } from '../core/profiles/modes.ts';
import { presetScope } from '../core/profiles/presets.ts';
import { resolveInstalled } from '../core/skills/installed.ts';
import { STALL_TIMEOUT_SEC, type PanelActions, type PanelResult } from './panel-contract.ts';
import type { App } from './app.ts';
import { toEmbedded } from './skills/embedded.ts';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const attempt = async (fn: () => Promise<PanelResult | void>): Promise<PanelResult | void> => {
  try {
    return await fn();
  } catch (e) {
    return { ok: false, error: errorText(e) };
  }
};

export interface PanelActionsOptions {
  openManageSkills(): void;
  /** An imported profile carried skills: let the user choose install / skip / replace for each. */
  offerEmbeddedSkills(skills: EmbeddedSkill[], scope: ReturnType<typeof presetScope>): void;
}

export function createPanelActions(app: App, options: PanelActionsOptions): PanelActions {
  const { profiles, skills } = app;
  const mode = () => profiles.mode.value;
  const lib = () => profiles.library(mode()) as PresetLibrary<Mode>;

  /** The installed skills the current draft names, resolved for this mode, preset and card. */
  const referencedInstalled = async () => {
    const m = mode();
    const names = referencedSkillNames(m, profiles.drafts.value[m]);
    const inPlay = resolveInstalled(skills.inventory.value, { mode: m, presetId: lib().activePresetId, character: app.card.value?.key });
    const entries = names.map((n) => inPlay.get(n)).filter((e) => !!e);
    return (await skills.load(entries)).map(toEmbedded);
  };

  /** The character's own skills the draft names: what a card override carries (not every skill of that scope). */
  const cardSkills = async (cardKey: string): Promise<EmbeddedSkill[]> => {
    const names = new Set(referencedSkillNames(mode(), profiles.drafts.value[mode()]));
    const own = skills.inventory.value.filter((s) => s.scope === `character:${cardKey}` && names.has(s.name));
    return (await skills.load(own)).map(toEmbedded);
  };
  const jsonBytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;

  return {
    setEnabled: (on) => void profiles.setEnabled(on),
    setMode: (m) => void profiles.setMode(m),
    selectPreset: (id) => void profiles.selectPreset(mode(), id),
    createPreset: (name) => attempt(() => profiles.newPreset(mode(), name)),
    duplicatePreset: (id) =>
      attempt(async () => {
        const m = mode();
        await profiles.duplicatePreset(m, id);
        const copy = lib().activePresetId;
        // The copy gets its own copies of the preset's skills.
        const own = skills.inventory.value.filter((s) => s.scope === presetScope(m, id));
        if (own.length)
          await skills.installSkills(
            (await skills.load(own)).map((s) => ({ ...s, scope: presetScope(m, copy) })),
            presetScope(m, copy),
          );
      }),
    renamePreset: (id, name) => attempt(() => profiles.renamePreset(mode(), id, name)),
    deletePreset: (id) =>
      attempt(async () => {
        const scope = await profiles.deletePreset(mode(), id);
        await app.storage.skills.deleteScope(scope);
        await skills.refresh();
      }),
    savePreset: () => attempt(() => profiles.save()),
    exportProfile: () =>
      attempt(async () => {
        const embedded = await referencedInstalled();
        profiles.exportCurrent(embedded.length ? embedded : undefined);
        return { ok: true, message: embedded.length ? `Exported with ${embedded.length} skill(s) the profile uses.` : undefined };
      }),
    importProfile: (file) =>
      attempt(async () => {
        const res = await profiles.importFile(await file.text());
        if (!res.ok) return { ok: false, error: res.error };
        const m = mode();
        if (res.skills?.length) options.offerEmbeddedSkills(res.skills, presetScope(m, lib().activePresetId));
        const from = (res.name || 'Imported').trim() || 'Imported';
        return {
          ok: true,
          warnings: res.warnings.map((w) => `${w.path}: ${w.message}`),
          ...(res.savedAs && res.savedAs !== from ? { renamed: { from, to: res.savedAs } } : {}),
        };
      }),
    saveCardOverride: () =>
      attempt(async () => {
        const card = app.card.value;
        if (!card) return { ok: false, error: 'Select a character first.' };
        await profiles.saveOverride(card, mode(), await cardSkills(card.key));
        app.card.value = app.host?.currentCard() ?? card;
      }),
    previewCardOverride: async () => {
      const card = app.card.value;
      const embedded = card ? await cardSkills(card.key) : [];
      return {
        skills: embedded.map((s) => ({ name: s.name, bytes: jsonBytes(s) })),
        bytes: jsonBytes({ profile: profiles.drafts.value[mode()], skills: embedded }),
      };
    },
    clearCardOverride: () =>
      attempt(async () => {
        const card = app.card.value;
        if (!card) return { ok: false, error: 'Select a character first.' };
        await profiles.clearOverride(card);
        app.card.value = app.host?.currentCard() ?? card;
      }),
    openManageSkills: options.openManageSkills,
    toast: (kind, text) => {
      if (!app.host) return false;
      app.host.notify(kind, text);
      return true;
    },
    setStallTimeout: (seconds) =>
      void profiles.updateSettings({ stallTimeoutSec: Math.round(Math.min(STALL_TIMEOUT_SEC.max, Math.max(STALL_TIMEOUT_SEC.min, seconds))) }),
    setTurnTeam: (team) => void profiles.updateSettings({ turnTeam: team }),
  };
}
