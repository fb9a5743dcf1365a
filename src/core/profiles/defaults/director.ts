// The shipped director teams: two variants per language. "minimal" (no memory, no search) is what
// works in every host today; "full" adds memory_scout, canon_scout and memory_curator, which need the
// memory graph and web search tools. Skills: the five shared writing skills at mode level, in the main
// agent's catalog to read on demand; the main agent "+" its drafting skill, preloaded; each sub-agent
// exactly its method skill, preloaded (no catalog, no skill tools). intent_scout runs in the opening
// wave, the curators in the after wave; the main agent has no note tools (notes_curator writes notes).
import type { ToolNamespace } from '../tools.ts';
import { DIRECTOR_TEAM_IDS, type ContentLang, type DirectorTeamId } from './director-texts.ts';
import { DIRECTOR_TEXTS } from './team.ts';

export { TEAM_PLACEHOLDER } from './team.ts';

export type DirectorVariant = 'minimal' | 'full';

/** The five writing rules of a language (mode level; the main agent reads them on demand). */
export const DIRECTOR_SHARED_SKILLS: Record<ContentLang, string[]> = {
  en: ['director-anti-cliche-en', 'director-character-voice-en', 'director-no-meta-en', 'director-output-discipline-en', 'director-en-style-baseline'],
  zh: ['director-anti-cliche-zh', 'director-character-voice-zh', 'director-no-meta-zh', 'director-output-discipline-zh', 'director-zh-style-baseline'],
};

/** The main agent's own skills, after the inherited five: its drafting skill, preloaded (its workflow is the prompt's team block). */
export const DIRECTOR_MAIN_OWN_SKILLS: Record<ContentLang, string[]> = {
  en: ['draft-writer-style-en'],
  zh: ['draft-writer-style-zh'],
};

/** A sub-agent's own skills: its method (memory_curator also the event rules). */
export function methodSkills(id: DirectorTeamId, lang: ContentLang): string[] {
  const method = `${id.replace(/_/g, '-')}-method-${lang}`;
  return id === 'memory_curator' ? [`event-summary-rules-${lang}`, method] : [method];
}

export const DIRECTOR_VARIANT_IDS: Record<DirectorVariant, readonly DirectorTeamId[]> = {
  minimal: [
    'intent_scout',
    'chat_scout',
    'lorebook_scout',
    'notes_pickup_scout',
    'epistemic_scout',
    'plot_brainstormer',
    'voice_critic',
    'continuity_critic',
    'notes_curator',
  ],
  full: DIRECTOR_TEAM_IDS,
};

/**
 * What the main agent reads of the chat and how long its responses may be: it writes the whole reply
 * inside write_message's arguments, so its output limit is generous.
 */
export const DIRECTOR_MAIN_BUDGET = { maxTokens: 8192, storyMessages: 24, storyTokens: 12_000 };

/** A sub-agent's defaults when it names none: reports are short, and scouts read further back with the chat tools. */
export const DIRECTOR_SUBAGENT_BUDGET = { maxTokens: 4096, storyMessages: 12, storyTokens: 6_000 };

type Flags = Record<string, Record<string, boolean>>;

/** A sub-agent's tool switches: the listed verbs on, every other loop namespace off, drafting tools inherited. */
function only(on: Partial<Record<ToolNamespace, string[]>>): Flags {
  const out: Flags = {};
  for (const ns of ['chat', 'lorebook', 'note', 'memory', 'search'] as const) {
    out[ns] = Object.fromEntries((on[ns] ?? []).map((v) => [v, true]));
  }
  return out;
}

const LOREBOOK_READ = ['world_book_list', 'list', 'search', 'get'];
const MEMORY_RECALL = ['schema', 'list_candidates', 'edge_summary', 'node_brief', 'expand_seeds', 'keyword_search', 'vector_search', 'find_by_name'];
/**
 * What memory-curator-method names: locate, create and edit, link, compact — not the recall walk (a
 * scout's). The schema, the newest nodes and the groups to roll up arrive prefetched (MEMORY_CURATE_PREFETCH).
 */
const MEMORY_CURATE = [
  'schema',
  'list_candidates',
  'node_brief',
  'find_by_name',
  'compaction_candidates',
  'node_create',
  'node_edit',
  'node_delete',
  'link_upsert',
  'link_delete',
  'compact_nodes',
];
/** memory_curator's first message holds these results (the groups ready to roll up too): it writes in its first response. */
const MEMORY_CURATE_PREFETCH = ['memory_schema', 'memory_list_candidates', 'memory_compaction_candidates'];

type Wave = { wave: 'dispatch' | 'opening' | 'after'; fullTurnsOnly?: boolean };

/** When each role runs: the opening scout before the main agent, the curators after the reply; the rest on dispatch. */
const WAVE: Partial<Record<DirectorTeamId, Wave>> = {
  intent_scout: { wave: 'opening' },
  notes_curator: { wave: 'after', fullTurnsOnly: true },
  memory_curator: { wave: 'after', fullTurnsOnly: true },
};

/** Tools and story window of each role; `full` only where the variant adds memory to a shared role. */
const ROLE: Record<DirectorTeamId, { tools: Flags; full?: Flags; storyMessages: number; storyTokens?: number }> = {
  // It answers from its context; a search only for a name its context does not hold.
  intent_scout: { tools: only({ chat: ['search'], lorebook: ['search'] }), storyMessages: 6 },
  chat_scout: { tools: only({ chat: ['read_range', 'search'] }), storyMessages: 8 },
  memory_scout: { tools: only({ memory: MEMORY_RECALL }), storyMessages: 4 },
  lorebook_scout: { tools: only({ lorebook: LOREBOOK_READ }), storyMessages: 4 },
  notes_pickup_scout: { tools: only({}), storyMessages: 6 },
  canon_scout: { tools: only({ search: ['search', 'visit'] }), storyMessages: 4 },
  epistemic_scout: {
    tools: only({ chat: ['read_range'], lorebook: LOREBOOK_READ }),
    full: only({ chat: ['read_range'], lorebook: LOREBOOK_READ, memory: ['keyword_search', 'find_by_name', 'node_brief'] }),
    storyMessages: 12,
    storyTokens: 6000,
  },
  plot_brainstormer: { tools: only({}), storyMessages: 12, storyTokens: 6000 },
  voice_critic: { tools: only({ chat: ['search'] }), storyMessages: 6 },
  continuity_critic: {
    // It checks a fact the context does not hold: a search finds it (the recent chat is in its story).
    tools: only({ chat: ['search'], lorebook: ['search'] }),
    full: only({ chat: ['search'], lorebook: ['search'], memory: ['keyword_search', 'node_brief'] }),
    storyMessages: 8,
  },
  notes_curator: { tools: only({ note: ['open', 'close'] }), storyMessages: 4 },
  memory_curator: { tools: only({ memory: MEMORY_CURATE }), storyMessages: 6 },
};

export type DefaultSubAgent = {
  id: string;
  description: string;
  systemPrompt: string;
  tools: Flags | null;
  /** Exactly its method, preloaded: no catalog and no skill tools. */
  skills: { visible: string[]; preload: string[] };
  wave: 'dispatch' | 'opening' | 'after';
  everyTurns: number;
  fullTurnsOnly: boolean;
  /** Chat messages in its story: what its role needs; the ones with chat tools read further back themselves. */
  storyMessages: number;
  storyTokens: number;
  /** Reader tools the runtime calls before its first request (their results open its task). */
  prefetch: string[];
};

export function directorSubAgents(lang: ContentLang, variant: DirectorVariant): DefaultSubAgent[] {
  return DIRECTOR_VARIANT_IDS[variant].map((id) => {
    const role = ROLE[id];
    const text = DIRECTOR_TEXTS[lang].subAgents[id];
    return {
      id,
      description: text.description,
      systemPrompt: text.systemPrompt,
      tools: structuredClone(variant === 'full' && role.full ? role.full : role.tools),
      skills: { visible: methodSkills(id, lang), preload: methodSkills(id, lang) },
      wave: WAVE[id]?.wave ?? 'dispatch',
      everyTurns: 1,
      fullTurnsOnly: WAVE[id]?.fullTurnsOnly ?? false,
      storyMessages: role.storyMessages,
      storyTokens: role.storyTokens ?? 4000,
      prefetch: id === 'memory_curator' ? [...MEMORY_CURATE_PREFETCH] : [],
    };
  });
}

/**
 * The main agent's tool override: the drafting tools and dispatch, nothing else. It writes; the members
 * look things up (a dispatch answers in the same round trip), notes_curator is the only writer of notes,
 * and every reader it does not use would cost its schema on each of its requests.
 */
export const DIRECTOR_MAIN_TOOLS: Flags = {
  message: { write_message: true, apply_message_patches: true, get_draft: true, draft_search: true },
  collab: { dispatch_subagent: true, dispatch_inline_subagent: false },
  chat: {},
  lorebook: {},
  note: {},
  memory: {},
  search: {},
};

/** Profile-level tool switches of a variant: minimal switches memory and search off for every agent. */
export function directorProfileTools(variant: DirectorVariant): Flags | undefined {
  if (variant === 'full') return undefined; // the schema default: everything on
  return { memory: {}, search: {} };
}

/** The shipped director profile body of one language and variant (before parsing). */
export function directorDefaultBody(lang: ContentLang, variant: DirectorVariant): Record<string, unknown> {
  const tools = directorProfileTools(variant);
  return {
    mode: 'director',
    skills: { visible: [...DIRECTOR_SHARED_SKILLS[lang]], deny: [] },
    mainAgent: {
      systemPrompt: DIRECTOR_TEXTS[lang].mainPrompt,
      tools: structuredClone(DIRECTOR_MAIN_TOOLS),
      skills: { visible: ['+', ...DIRECTOR_MAIN_OWN_SKILLS[lang]], preload: [...DIRECTOR_MAIN_OWN_SKILLS[lang]] },
    },
    subAgents: directorSubAgents(lang, variant),
    ...(tools ? { tools } : {}),
  };
}

// The schema's defaults (a profile that says nothing): the English team without memory and search.
export const DIRECTOR_MAIN_PROMPT = DIRECTOR_TEXTS.en.mainPrompt;
export const DIRECTOR_MODE_SKILLS = DIRECTOR_SHARED_SKILLS.en;
export const DIRECTOR_MAIN_SKILLS = ['+', ...DIRECTOR_MAIN_OWN_SKILLS.en];
export const DIRECTOR_MAIN_PRELOAD = [...DIRECTOR_MAIN_OWN_SKILLS.en];
export const DIRECTOR_SUBAGENTS: DefaultSubAgent[] = directorSubAgents('en', 'minimal');
/** Profile-level tools of the schema default (the minimal team). */
export const DIRECTOR_DEFAULT_TOOLS = directorProfileTools('minimal')!;
