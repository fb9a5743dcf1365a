// SillyTavern's Chat Completion presets as agents' prompt presets: the list SillyTavern's own preset
// select shows (its preset manager), and for each preset its sampling settings and its switched-on
// prompts that carry instructions — main prompt, post-history / jailbreak, custom prompts — in the
// preset's order, split at the chat-history marker into what goes before and after the agent's own
// messages. Markers for card fields, persona, example dialogue and world info are left out (Troupe's
// story already carries them), and so are prompts made of card-field macros; both are listed in
// `skipped` for the profile check. Everything is feature-detected: SillyTavern 1.12.x has the manager
// only as a module and no preset bodies in it (they are read from /api/settings/get); newer releases
// expose getPresetManager() and getCompletionPresetByName().
import type { PromptPreset, PromptPresetSource, RequestOptions } from '../../core/engines/runtime/prompt-preset.ts';
import type { PromptPresetInfo } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { MSG } from './messages.ts';
import type { StModules } from './st-modules.ts';

interface PresetManager {
  getAllPresets?(): unknown;
  getSelectedPresetName?(): unknown;
  getCompletionPresetByName?(name: string): unknown;
}

export interface StPresetDeps {
  access: StAccess;
  modules: StModules;
  fetch: typeof globalThis.fetch;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Prompt-manager identifiers that stand for content the story already carries. `chatHistory` splits before / after. */
export const STORY_MARKERS: Readonly<Record<string, string>> = {
  charDescription: 'character description',
  charPersonality: 'character personality',
  scenario: 'scenario',
  personaDescription: 'persona',
  dialogueExamples: 'example dialogue',
  worldInfoBefore: 'world info (before)',
  worldInfoAfter: 'world info (after)',
};

/** Macros of card fields, persona and examples: a prompt built on them would repeat the story. */
const CARD_MACROS =
  /\{\{\s*(description|personality|scenario|persona|mesExamples(Raw)?|charPrompt|charJailbreak|charInstruction|charDepthPrompt|wiBefore|wiAfter|loreBefore|loreAfter)\s*\}\}/i;

/** Sampling fields: [name in a saved preset, name in the live settings, request field]. */
const SAMPLING: readonly [string, string, keyof RequestOptions][] = [
  ['temperature', 'temp_openai', 'temperature'],
  ['top_p', 'top_p_openai', 'topP'],
  ['top_k', 'top_k_openai', 'topK'],
  ['top_a', 'top_a_openai', 'topA'],
  ['min_p', 'min_p_openai', 'minP'],
  ['frequency_penalty', 'freq_pen_openai', 'frequencyPenalty'],
  ['presence_penalty', 'pres_pen_openai', 'presencePenalty'],
  ['repetition_penalty', 'repetition_penalty_openai', 'repetitionPenalty'],
  ['seed', 'seed', 'seed'],
  ['openai_max_tokens', 'openai_max_tokens', 'maxTokens'],
];

/** Values that mean "off" in SillyTavern's settings and are not sent. */
function neutral(field: keyof RequestOptions, v: number): boolean {
  switch (field) {
    case 'topK':
    case 'topA':
    case 'minP':
      return v <= 0;
    case 'repetitionPenalty':
      return v === 1 || v <= 0;
    case 'seed':
      return v < 0;
    case 'maxTokens':
      return v <= 0;
    default:
      return false;
  }
}

function asNumber(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** The prompt order of a preset: the global list (SillyTavern's dummy id 100001), else the first one. */
function orderOf(body: Obj): { identifier: string; enabled: boolean }[] {
  const po = body.prompt_order;
  if (!Array.isArray(po)) return [];
  const lists = po.filter(isObj);
  const entry = lists.find((l) => Number(l.character_id) === 100001) ?? lists.find((l) => Number(l.character_id) === 100000) ?? lists[0];
  const order = entry && Array.isArray(entry.order) ? entry.order : [];
  return order.filter(isObj).map((o) => ({ identifier: String(o.identifier ?? ''), enabled: o.enabled === true }));
}

export interface ConvertOptions {
  /** The live settings (`oai_settings`) rather than a saved preset: their own field names, and no output limit (that is the chat's reply length). */
  live?: boolean;
  /** SillyTavern's macro substitution ({{char}}, {{user}}…). */
  substitute?(text: string): string;
}

/** A Chat Completion preset (a saved body or the live settings) as a prompt preset. */
export function presetFromSt(name: string, body: Obj, o: ConvertOptions = {}): PromptPreset {
  const request: RequestOptions = {};
  for (const [saved, live, field] of SAMPLING) {
    if (o.live && field === 'maxTokens') continue;
    const v = asNumber(body[o.live ? live : saved] ?? body[o.live ? saved : live]);
    if (v !== undefined && !neutral(field, v)) (request as Record<string, number>)[field] = v;
  }
  const effort = body.reasoning_effort;
  if (typeof effort === 'string' && ['low', 'medium', 'high', 'minimal'].includes(effort)) request.reasoningEffort = effort;

  const prompts = new Map<string, Obj>();
  for (const p of Array.isArray(body.prompts) ? body.prompts : []) if (isObj(p) && typeof p.identifier === 'string') prompts.set(p.identifier, p);
  const before: string[] = [];
  const after: string[] = [];
  const skipped: string[] = [];
  let pastHistory = false;
  for (const { identifier, enabled } of orderOf(body)) {
    if (!enabled) continue;
    if (identifier === 'chatHistory') {
      pastHistory = true;
      continue;
    }
    const p = prompts.get(identifier);
    const label = STORY_MARKERS[identifier] ?? (typeof p?.name === 'string' && p.name ? p.name : identifier);
    if (STORY_MARKERS[identifier] || p?.marker === true) {
      skipped.push(label);
      continue;
    }
    const raw = typeof p?.content === 'string' ? p.content : '';
    if (!raw.trim()) continue;
    if (CARD_MACROS.test(raw)) {
      skipped.push(label);
      continue;
    }
    const text = (o.substitute ? safeSubstitute(o.substitute, raw) : raw).trim();
    if (!text) continue;
    // In-chat prompts (injection_position 1) sit near the end of SillyTavern's prompt: after.
    if (pastHistory || Number(p?.injection_position) === 1) after.push(text);
    else before.push(text);
  }
  return { name, ...(Object.keys(request).length ? { request } : {}), before, after, ...(skipped.length ? { skipped } : {}) };
}

function safeSubstitute(substitute: (t: string) => string, text: string): string {
  try {
    const out = substitute(text);
    return typeof out === 'string' ? out : text;
  } catch {
    return text;
  }
}

export interface StPromptPresets {
  /** The names SillyTavern's preset select shows ([] where there is no preset manager). */
  list(): PromptPresetInfo[];
  /** Bodies of the presets `names` names (plus the current one), read now. */
  source(names: readonly string[]): Promise<PromptPresetSource>;
  /** The name of the preset selected in SillyTavern now ('' when unknown). */
  currentName(): string;
}

export function createStPromptPresets(deps: StPresetDeps): StPromptPresets {
  const manager = (): PresetManager | undefined => {
    const c = deps.access.ctx();
    const fromCtx = typeof c.getPresetManager === 'function' ? safe(() => (c.getPresetManager as (id: string) => unknown)('openai')) : undefined;
    if (isObj(fromCtx)) return fromCtx as PresetManager;
    const mod = deps.modules.peek('presetManager');
    const get = mod?.getPresetManager;
    const m = typeof get === 'function' ? safe(() => (get as (id: string) => unknown)('openai')) : undefined;
    return isObj(m) ? (m as PresetManager) : undefined;
  };
  const names = (pm: PresetManager | undefined): string[] => {
    const all = pm && typeof pm.getAllPresets === 'function' ? safe(() => pm.getAllPresets!()) : undefined;
    return Array.isArray(all) ? [...new Set(all.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))] : [];
  };
  const liveSettings = (): Obj | undefined => {
    const c = deps.access.ctx();
    if (isObj(c.chatCompletionSettings)) return c.chatCompletionSettings;
    const s = deps.modules.peek('openai')?.oai_settings;
    return isObj(s) ? s : undefined;
  };
  const substitute = () => {
    const f = deps.access.ctx().substituteParams;
    return typeof f === 'function' ? (t: string) => f(t) : undefined;
  };

  /** 1.12.x: the saved bodies, from the same route SillyTavern loads them with. */
  const savedBodies = async (): Promise<Map<string, Obj>> => {
    const out = new Map<string, Obj>();
    const get = deps.access.ctx().getRequestHeaders;
    const res = await deps.fetch('/api/settings/get', {
      method: 'POST',
      headers: typeof get === 'function' ? get() : { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const data = (await res.json()) as { openai_settings?: unknown; openai_setting_names?: unknown };
    const list = Array.isArray(data.openai_settings) ? data.openai_settings : [];
    const namesList = Array.isArray(data.openai_setting_names) ? data.openai_setting_names : [];
    list.forEach((raw, i) => {
      const name = namesList[i];
      if (typeof name !== 'string') return;
      const body = typeof raw === 'string' ? safe(() => JSON.parse(raw) as unknown) : raw;
      if (isObj(body)) out.set(name, body);
    });
    return out;
  };

  const currentName = () => {
    const pm = manager();
    const fromManager = pm && typeof pm.getSelectedPresetName === 'function' ? safe(() => pm.getSelectedPresetName!()) : undefined;
    if (typeof fromManager === 'string' && fromManager) return fromManager;
    const live = liveSettings()?.preset_settings_openai;
    return typeof live === 'string' ? live : '';
  };

  return {
    currentName,
    list() {
      const pm = manager();
      if (!pm) {
        deps.access.degrade('preset-manager', MSG.missing('Chat Completion preset manager', 'agents cannot use SillyTavern’s prompt presets.'), 'info');
        return [];
      }
      return names(pm).map((name) => ({ name }));
    },
    async source(wanted) {
      await deps.modules.load('presetManager');
      const pm = manager();
      const current = currentName();
      const sub = substitute();
      const presets = new Map<string, PromptPreset>();
      const need = [...new Set(wanted.filter((n) => n))];
      if (need.length) {
        let bodies: Map<string, Obj> | undefined;
        for (const name of need) {
          const byName = pm && typeof pm.getCompletionPresetByName === 'function';
          let body = byName ? safe(() => pm.getCompletionPresetByName!(name)) : undefined;
          if (!byName) {
            try {
              bodies ??= await savedBodies();
            } catch (e) {
              deps.access.degrade(
                'preset-bodies',
                `Troupe could not read SillyTavern's Chat Completion presets (${e instanceof Error ? e.message : String(e)}); agents run without them.`,
              );
              bodies = new Map();
            }
            body = bodies.get(name);
          }
          if (isObj(body)) presets.set(name, presetFromSt(name, body, { substitute: sub }));
        }
      }
      const live = liveSettings();
      const currentPreset = live ? presetFromSt(current || 'current', live, { live: true, substitute: sub }) : undefined;
      return (name) => (name ? presets.get(name) : currentPreset);
    },
  };
}

function safe<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
