// "Try it": one turn of the edited profile on the chat on screen, with the orchestrator's engines, and
// nothing written anywhere. The reply goes to a throw-away slot, notes to a copy that only records,
// every tool that is not read-only records its call instead of running, and a capsule mode's guidance
// is shown instead of injected. Nothing in IndexedDB or the chat changes. A tool from outside Troupe
// (another extension's, SillyTavern's) runs only when the profile as stored already switches it on:
// "read-only" is its author's word that it changes nothing, not that nothing leaves the page, so a
// change the user has not applied never makes such code run. Hand-written tools never run here.
import { defineTool, type Tool } from '../../core/agent/tool.ts';
import { runCapsuleTurn, type CapsuleTurnInput } from '../../core/engines/capsule/turn.ts';
import { directorConfigFromProfile } from '../../core/engines/director/from-profile.ts';
import { runDirectorTurn } from '../../core/engines/director/engine.ts';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import type { ChatMessage, ModelClient, Usage } from '../../core/llm/types.ts';
import { modeDescriptor } from '../../core/modes/index.ts';
import type { CapsuleMode, Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import type { Skill } from '../../core/skills/types.ts';
import type { Note, NotesStore } from '../../core/tools/notes.ts';
import { customToolsSwitchedOn } from '../../core/profiles/tools.ts';
import type { WorkbenchDraft } from '../../core/workbench/draft.ts';
import type { CharacterCard, Host } from '../../ports/host.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { loadTurnSkills } from '../turns/turn-skills.ts';
import { skillFormatsPart } from '../skills/skill-formats-part.ts';
import { currentTarget, targetProfile, type WorkbenchTarget } from './target.ts';

export interface DryRunDeps {
  host?: Host;
  skills: SkillsService;
  tools: ToolRegistry;
  profiles: ProfilesService;
  card: CharacterCard | null;
  /** The model every agent calls (default: the host's connection for each); warm-up passes one that sends nothing. */
  client?: ModelClient;
}

export interface DryRunResult {
  mode: Mode;
  /** The engine's own word: `finalized`, `max-rounds`, `aborted`, `error` (director), `completed`, `empty`… (capsule). */
  outcome: string;
  /** Director: the reply the team wrote (shown, never saved). */
  reply?: string;
  /** Capsule modes: the guidance the main model would have been given (shown, never injected). */
  capsule?: string;
  fold: string;
  /** Notes the turn would have opened and closed. */
  notes: { opened: { id: string; text: string }[]; closed: { id: string; text: string; reason?: string }[] };
  /** Calls of tools that write (memory, world info, custom tools), and of outside tools the stored profile does not switch on, recorded instead of run. */
  writes: { tool: string; agent?: string; args: unknown }[];
  /** Which generation it stood for: a new reply (`normal`) or another take on the last one (`regenerate`). */
  generationType: 'normal' | 'regenerate';
  error?: string;
  usage?: Usage;
}

/** The notes of the chat as they are, and a copy the turn writes to. The host's store is only read. */
function recordingNotes(real: NotesStore) {
  let copy: Note[] | undefined;
  let original: Note[] = [];
  const store: NotesStore = {
    async load() {
      if (!copy) {
        original = structuredClone(await real.load());
        copy = structuredClone(original);
      }
      return structuredClone(copy);
    },
    save(notes) {
      copy = structuredClone(notes);
    },
  };
  const changes = (): DryRunResult['notes'] => {
    const before = new Map(original.map((n) => [n.id, n]));
    const after = copy ?? original;
    return {
      opened: after.filter((n) => !before.has(n.id)).map((n) => ({ id: n.id, text: n.text })),
      closed: after
        .filter((n) => n.status === 'closed' && before.get(n.id)?.status === 'open')
        .map((n) => ({ id: n.id, text: n.text, ...(n.closedReason ? { reason: n.closedReason } : {}) })),
    };
  };
  return { store, changes };
}

/**
 * Each tool that may write answers as if it had, and records the call. Read-only tools run as they are
 * when `runs(name)` says so (switched on in the stored profile); the others are recorded too.
 */
function recordingTools(tools: readonly Tool[], writes: DryRunResult['writes'], runs: (name: string) => boolean): Tool[] {
  return tools.map((t) =>
    t.readOnly && runs(t.name)
      ? t
      : defineTool({
          name: t.name,
          description: t.description,
          parameters: t.input as never,
          execute: (args, ctx) => {
            writes.push({ tool: t.name, ...(ctx.agentId ? { agent: ctx.agentId } : {}), args });
            return t.readOnly
              ? { ok: true, dryRun: true, note: 'Dry run: recorded, not run — this tool is switched on only by a change not applied yet.' }
              : { ok: true, dryRun: true, note: 'Dry run: recorded, not written.' };
          },
        }),
  );
}

/** A slot that keeps what the engine writes and never touches the chat. */
function throwAwaySlot(chatId: string, isCurrent: () => boolean) {
  let text = '';
  let reasoning = '';
  const slot: ReplySlot = {
    chatId,
    isCurrent,
    initialText: '',
    initialReasoning: '',
    setText: (t) => void (text = t),
    setReasoning: (t) => void (reasoning = t),
    commit: () => {},
    discard: () => void (text = ''),
  };
  return { slot, text: () => text, reasoning: () => reasoning };
}

/** The story of the chat on screen, read through the host's readers: the card as background, then the chat. */
async function storyOf(host: Host, card: CharacterCard | null) {
  const chat = host.currentChat();
  if (!chat) throw new Error('Open a chat first: the dry run plays one turn on the chat on screen.');
  const entries = [...(await host.chatReader(chat).messages())];
  // A chat that ends with a reply: the turn plays another take on that reply (like a swipe).
  const regenerate = entries.at(-1)?.role === 'assistant';
  if (regenerate) entries.pop();
  const history: ChatMessage[] = entries.map((e) => ({ role: e.role, content: e.content }));
  const head = card
    ? [
        `Character: ${card.name}`,
        card.description && `Description:\n${card.description}`,
        card.personality && `Personality:\n${card.personality}`,
        card.scenario && `Scenario:\n${card.scenario}`,
      ]
        .filter(Boolean)
        .join('\n\n')
    : '';
  const story: StoryContext = { background: head ? [head] : [], lore: [], history, after: [] };
  const lastUser = [...entries].reverse().find((e) => e.role === 'user');
  return { chat, story, regenerate, lastUser: lastUser ? { index: lastUser.floor, text: lastUser.content } : undefined };
}

/** The skills the turn sees: the installed ones, with the session's new and edited skills in their place. */
async function turnSkills(deps: DryRunDeps, target: WorkbenchTarget, draft: WorkbenchDraft): Promise<Skill[]> {
  const presetId = target.kind === 'preset' ? target.presetId : deps.profiles.effective(target.mode, deps.card).presetId;
  const loaded = await loadTurnSkills(deps.skills.inventory.value, { mode: target.mode, presetId, character: deps.card?.key }, draft.profile, (e) =>
    deps.skills.load(e),
  );
  // The session's skills are parsed by the skill formats part (SKILL.md's YAML), loaded only when there are some.
  const parseSkill = draft.skills.length ? (await skillFormatsPart.load()).parseSkill : undefined;
  const made = parseSkill ? draft.skills.flatMap((s) => parseSkill(s.files, { folderName: s.name, scope: s.scope }).skill ?? []) : [];
  return [...loaded.filter((s) => !made.some((m) => m.name === s.name)), ...made];
}

export async function runDryTurn(deps: DryRunDeps, target: WorkbenchTarget, draft: WorkbenchDraft, signal: AbortSignal): Promise<DryRunResult> {
  const host = deps.host;
  const empty = { fold: '', notes: { opened: [], closed: [] }, writes: [] };
  if (!host) return { mode: target.mode, outcome: 'error', generationType: 'normal', ...empty, error: 'The dry run needs a chat, and there is none here.' };
  let read;
  try {
    read = await storyOf(host, deps.card);
  } catch (e) {
    return { mode: target.mode, outcome: 'error', generationType: 'normal', ...empty, error: e instanceof Error ? e.message : String(e) };
  }
  const { chat, story, regenerate, lastUser } = read;
  const generationType = regenerate ? 'regenerate' : 'normal';
  const notes = recordingNotes(host.notesStore(chat));
  const writes: DryRunResult['writes'] = [];
  let stored: unknown = null;
  try {
    stored = targetProfile(deps.profiles, deps.card, target);
  } catch {
    // the target is gone: nothing outside Troupe runs
  }
  const approved = customToolsSwitchedOn(stored);
  const extraTools = recordingTools(deps.tools.tools.value, writes, (name) => approved.has(name));
  let skills: Skill[];
  try {
    skills = await turnSkills(deps, target, draft);
  } catch (e) {
    return { mode: target.mode, outcome: 'error', generationType, ...empty, error: e instanceof Error ? e.message : String(e) };
  }
  const isCurrent = () => host.currentChat()?.chatId === chat.chatId;
  const common = {
    story,
    chat: host.chatReader(chat),
    lorebook: host.lorebookReader(chat),
    notes: notes.store,
    extraTools,
    clientFor: (name: string) => deps.client ?? host.modelClient(name),
    modelFor: (name: string) => host.modelName(name),
    stallTimeoutMs: deps.profiles.settings.value.stallTimeoutSec * 1000,
    signal,
  };
  if (modeDescriptor(target.mode).output === 'reply') {
    const profile = draft.profile as DirectorProfile;
    const config = directorConfigFromProfile(profile, { skills, extraToolNames: extraTools.map((t) => t.name) });
    const out = throwAwaySlot(chat.chatId, isCurrent);
    const r = await runDirectorTurn({ ...common, config, generationType, slot: out.slot });
    return {
      mode: 'director',
      outcome: r.outcome,
      reply: r.text || out.text(),
      fold: r.reasoning || out.reasoning(),
      notes: notes.changes(),
      writes,
      generationType,
      usage: r.usage,
      ...(r.error ? { error: r.error } : {}),
    };
  }
  const mode = target.mode as CapsuleMode;
  const r = await runCapsuleTurn({
    ...common,
    mode,
    profile: draft.profile as Profile,
    generationType,
    chatId: chat.chatId,
    lastUser,
    skills,
    isCurrent,
  } as CapsuleTurnInput);
  return {
    mode,
    outcome: r.outcome,
    ...(r.capsule ? { capsule: r.capsule } : {}),
    fold: r.fold,
    notes: notes.changes(),
    writes,
    generationType,
    usage: r.usage,
    ...(r.message && !r.capsule ? { error: r.message } : {}),
  };
}

/** A dry run of what runs now for the mode on screen, unchanged (the orchestrator's warm-up, with a model that sends nothing). */
export function dryRunCurrentProfile(deps: DryRunDeps, signal: AbortSignal): Promise<DryRunResult> {
  const target = currentTarget(deps.profiles, deps.card);
  return runDryTurn(deps, target, { profile: targetProfile(deps.profiles, deps.card, target), skills: [] }, signal);
}
