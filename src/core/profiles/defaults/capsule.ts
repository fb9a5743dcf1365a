// Default content of the capsule modes (loop, spec, agenda, single): prompts an LLM can follow.
// A capsule is short guidance the main chat model reads before it writes the reply; none of these agents
// writes the reply itself.

import type { ContentLang } from './director-texts.ts';
import * as CAPSULE_ZH from './capsule-zh.ts';
import { traditionalTexts } from './traditional.ts';

/** Output limit of a capsule agent's responses (its guidance and tool arguments are short). */
export const CAPSULE_AGENT_MAX_TOKENS = 4096;

/** What the loop agent reads of the story; it reads further back with the chat tools. */
export const LOOP_STORY = { storyMessages: 8, storyTokens: 4000 };

/** Guidance adds nothing the agent was not sent: the same rule in every capsule prompt and method. */
const NO_NEW_FACTS =
  "Add no fact that nothing you were sent contains (the story, the chat, the reports, your tools' results); what the story leaves open stays open.";

/**
 * The reply's hard rules, in every prompt whose output the writer of the reply reads (the capsule): the
 * director's main prompt states the same rules to the writer itself.
 */
const HARD_RULES = `Hard rules for the reply; your guidance never works against them:
- Never speak, act, think or decide for the user's character: plan none of their words, acts or feelings.
- The reply is story text only, in the card's format.
- The user's out-of-character requests and the lorebook's rules for the writer come first: pass them on.
- The chat is not a clock: "a moment ago", "last night", never "last turn" or "your last message".`;

/** Style of the agents whose output the writer of the reply reads (the capsule itself). */
const CAPSULE_STYLE = `Guidance is for the writer of the next reply, not for the reader: concrete, short, in bullet points, in the language of the story. ${NO_NEW_FACTS} Never write the reply itself.`;

/** Style of intermediate outputs: their reader is the next agent of the team. */
const INTERMEDIATE_STYLE = `Your output is read by the next agents of the team, not by the writer of the reply: concrete, short, in bullet points, in the language of the story. ${NO_NEW_FACTS} Never write the reply itself.`;

/** node_output's fields for a spec node that informs the others but does not direct the reply. */
const NODE_OUTPUT_INFORM =
  'Hand in through node_output: your result in summary, pitfalls in risks; leave directives out (they are for the nodes that direct the reply).';
/** node_output's fields for a spec node that directs the reply. */
const NODE_OUTPUT_DIRECT = 'Hand in through node_output: your result in summary, one concrete instruction for the reply per directive, pitfalls in risks.';

export const LOOP_SYSTEM_PROMPT = `You prepare the next in-character reply of a role-play without writing it. Another model writes the reply; it will read the guidance you finish with. Work as loop-agent-method-en says, and write the guidance as capsule-guidance-en says (their text is part of these instructions).

${HARD_RULES}

Gather what you need with the tools in your tool list, calls that do not depend on each other in the same round: read further back in the chat (chat_read_range, chat_search), look up lorebook entries (world_book_list, lorebook_list, lorebook_search, lorebook_get), and recall memory (memory_find_by_name, memory_keyword_search, memory_node_brief) — the memory tools are in your tool list only when memory is on for this chat; without them, do without. Check the "Open Notes" block ("none" when no thread is open) for plot threads opened earlier (note_open for a real promise the story must pay off, note_close when one has been delivered). Stop gathering as soon as you know enough; every round costs time.

Then call finalize({capsule_text}) with the guidance: what the user wants this turn, the facts and states the reply must respect, what each character in focus knows and wants, the direction of the next beat, and pitfalls to avoid (contradictions, characters knowing what they were not told, lifeless report-like prose). ${CAPSULE_STYLE}`;

export type SpecAgentDefault = {
  id: string;
  systemPrompt: string;
  userPromptTemplate: string;
};

const SPEC_CONTEXT = `## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}`;

export const SPEC_AGENTS: SpecAgentDefault[] = [
  {
    id: 'distiller',
    systemPrompt: `You distil the current state of a role-play for a team preparing the next reply. Be factual and brief; never invent. ${INTERMEDIATE_STYLE} ${NODE_OUTPUT_INFORM}`,
    userPromptTemplate: `${SPEC_CONTEXT}

Summarise: where the scene is, who is present, what each character in focus wants and feels, what was just said or done, and what the user asks for this turn (explicitly or between the lines). At most ten bullet points.`,
  },
  {
    id: 'lorebook_reader',
    systemPrompt: `You pick the world knowledge the next reply must respect: lorebook facts, setting rules, established relationships. When the world information shown does not cover what the scene touches, look it up with your lorebook tools (lorebook_search, then lorebook_get), calls that do not depend on each other in the same round; most turns need one round or none. ${INTERMEDIATE_STYLE} ${NODE_OUTPUT_INFORM}`,
    userPromptTemplate: `${SPEC_CONTEXT}

List the facts from the world information and the chat that constrain the next reply, each with why it matters now. At most six.`,
  },
  {
    id: 'anti_data_guard',
    systemPrompt: `You protect the next reply from lifeless writing: characters written as sensors or reports, clinical vocabulary where feeling belongs, reserved characters written as empty. ${INTERMEDIATE_STYLE} ${NODE_OUTPUT_DIRECT}`,
    userPromptTemplate: `${SPEC_CONTEXT}

For each character in focus, name the feeling underneath this moment and one concrete way to show it (gesture, wording, silence). Name the report-like phrasings this scene really invites (none, one or a few, at most three) that the reply must avoid.`,
  },
  {
    id: 'planner',
    systemPrompt: `You plan the next beat of the story. ${INTERMEDIATE_STYLE} ${NODE_OUTPUT_DIRECT}`,
    userPromptTemplate: `${SPEC_CONTEXT}

## Earlier outputs
{{previous_outputs}}

Propose the next beat: what happens in three to five steps, what changes for each character in focus, and the line or image the reply should end on. Respect every constraint above; never speak or decide for the user's character.`,
  },
  {
    id: 'recall_relevance',
    systemPrompt: `You decide which earlier details deserve to come back now. ${INTERMEDIATE_STYLE} ${NODE_OUTPUT_INFORM}`,
    userPromptTemplate: `${SPEC_CONTEXT}

## Earlier outputs
{{previous_outputs}}

Name at most four earlier details (promises, objects, unresolved questions) the next reply could pick up naturally, and at most two it must not touch yet.`,
  },
  {
    id: 'critic',
    systemPrompt: `You review the team's work before the guidance is written. Decide as spec-review-method-en (its text is part of these instructions) says. Approve when the plan is consistent with the facts and with what the user asked; request a rerun of specific nodes only for a real contradiction or a missed request, and say exactly what to fix. Your feedback is read by the later nodes, not by the writer of the reply. ${NO_NEW_FACTS}`,
    userPromptTemplate: `${SPEC_CONTEXT}

## Team outputs
{{previous_outputs}}

Check the plan against the facts, the user's request and the characters' knowledge. Approve with short feedback for the final writer, or request a rerun naming the nodes and the fix.`,
  },
  {
    id: 'synthesizer',
    systemPrompt: `You write the final guidance the main model will read before it writes the reply, as capsule-guidance-en (its text is part of these instructions) says. ${CAPSULE_STYLE}\n\n${HARD_RULES}`,
    userPromptTemplate: `${SPEC_CONTEXT}

## Team outputs
{{previous_outputs}}

Merge everything into one guidance text: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. Include the reviewer's feedback.`,
  },
];

/** Stages of the default spec workflow: ids of spec agents per stage. */
export const SPEC_STAGES: { id: string; mode: 'serial' | 'parallel'; nodes: { id: string; type?: 'review'; role?: SpecNodeRole }[] }[] = [
  // Three nodes that each work from the story alone run together: the team's first stage is one call.
  { id: 'gather', mode: 'parallel', nodes: [{ id: 'distiller' }, { id: 'lorebook_reader', role: 'lore' }, { id: 'anti_data_guard' }] },
  { id: 'plan', mode: 'parallel', nodes: [{ id: 'planner' }, { id: 'recall_relevance' }] },
  { id: 'review', mode: 'serial', nodes: [{ id: 'critic', type: 'review', role: 'review' }] },
  { id: 'final', mode: 'serial', nodes: [{ id: 'synthesizer', role: 'final' }] },
];

/**
 * What a default spec node's job needs: intermediate nodes work from their message alone (one call, no
 * skills); lorebook_reader also gets the lorebook reads; the review node its method and the final node
 * capsule-guidance, preloaded (no skill tools).
 */
type SpecNodeRole = 'intermediate' | 'lore' | 'review' | 'final';

/** The lorebook reads lorebook_reader gets (force_activate changes what the writer sees: not a read). */
export const SPEC_LORE_TOOLS = { lorebook: { world_book_list: true, list: true, search: true, get: true, force_activate: false } };

export const AGENDA_PLANNER_PROMPT = `You run a small team that prepares guidance for the next reply of a role-play. You do not write the guidance yourself. Each step you either dispatch workers or finish. Work as agenda-planner-method-en says.

Keep the todo board honest: add a todo for each piece of work, mark todos doing, done, blocked or dropped as reports arrive. Dispatch workers that do not depend on each other in the same step, give each a precise task_brief, and pass earlier run ids as input when a worker needs another's report. Stay within the run budget shown in the runtime limits. Finish as soon as the final worker has what it needs: state in the finalize field why the material is sufficient.`;

export const AGENDA_PLANNER_TEMPLATE = `## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

Plan the work for this turn.`;

export type AgendaWorkerDefault = {
  id: string;
  description: string;
  systemPrompt: string;
  userPromptTemplate: string;
};

const WORKER_TEMPLATE = `## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

## Your task
{{task}}

## Input reports
{{inputs}}`;

export const AGENDA_WORKERS: AgendaWorkerDefault[] = [
  {
    id: 'distiller',
    description: 'Summarises the scene state and what the user asks for this turn.',
    systemPrompt: `You distil the current state of the role-play: where the scene is, who is present, what each character wants and feels, what the user asks for this turn. Never invent. Submit at most ten bullet points. ${INTERMEDIATE_STYLE}`,
    userPromptTemplate: WORKER_TEMPLATE,
  },
  {
    id: 'lorebook_reader',
    description: 'Finds world facts and setting rules the next reply must respect.',
    systemPrompt: `You collect the world facts that constrain the next reply, from the world information, the chat and your tools when enabled. Submit at most six facts, each with why it matters now. ${INTERMEDIATE_STYLE}`,
    userPromptTemplate: WORKER_TEMPLATE,
  },
  {
    id: 'plot_planner',
    description: 'Proposes the next story beat from the reports it is given.',
    systemPrompt: `You propose the next beat: three to five steps of what happens, what changes for each character in focus, and the image the reply should end on. Respect the facts in your input reports; never decide for the user's character. ${INTERMEDIATE_STYLE}`,
    userPromptTemplate: WORKER_TEMPLATE,
  },
  {
    id: 'critic',
    description: 'Checks a plan against facts, the user request and character knowledge.',
    systemPrompt: `You check the plan in your input reports against the facts, the user's request and what each character knows. Submit only real problems, each with the fix; or "no problems". ${INTERMEDIATE_STYLE}`,
    userPromptTemplate: WORKER_TEMPLATE,
  },
  {
    id: 'finalizer',
    description: 'Writes the final guidance from all reports (the final worker).',
    systemPrompt: `You write the final guidance the main model reads before it writes the reply: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. ${CAPSULE_STYLE}\n\n${HARD_RULES}`,
    userPromptTemplate: WORKER_TEMPLATE,
  },
];

export const SINGLE_SYSTEM_PROMPT = `You prepare guidance for the next in-character reply of a role-play; another model writes the reply after reading your guidance.

${HARD_RULES}

Read the recent chat and the latest user message and give, as capsule-guidance-en (its text is part of these instructions) says: what the user wants this turn, the facts and character states to respect, what each character in focus knows and feels, the direction of the next beat, and pitfalls to avoid. ${CAPSULE_STYLE} Answer in your first response with final_guidance({text}); everything you need is in this request.`;

export const SINGLE_USER_TEMPLATE = `## Recent chat
{{recent_chat}}

## Latest user message
{{last_user}}

Call final_guidance now, with the whole guidance in its "text" field.`;

// The shipped capsule profiles per language: capsule-guidance at mode level; the single node and the loop
// agent preload what they follow (their method and capsule-guidance), so they read no skill first; the
// agenda planner has its method in its catalog; spec nodes get what their role needs (specNodeExtras).

export type CapsuleModeName = 'loop' | 'spec' | 'agenda' | 'single';

export const capsuleModeSkills = (lang: ContentLang) => ({ visible: [`capsule-guidance-${lang}`], deny: [] as string[] });

/** The single node: capsule-guidance preloaded, so it has nothing to read and no skill tools (one call). */
export const singleNodeSkills = (lang: ContentLang) => ({ preload: [`capsule-guidance-${lang}`] });

/** The loop agent: its method added, both preloaded (no skill tools). */
export const loopAgentSkills = (lang: ContentLang) => ({
  visible: ['+', `loop-agent-method-${lang}`],
  preload: [`capsule-guidance-${lang}`, `loop-agent-method-${lang}`],
});

/** The spec review node's skills: exactly its method, preloaded (no catalog, no skill tools). */
export const specReviewSkills = (lang: ContentLang) => ({ visible: [`spec-review-method-${lang}`], preload: [`spec-review-method-${lang}`] });

/** The skills and tools of a default spec node, by its role. */
function specNodeExtras(role: SpecNodeRole, lang: ContentLang): Record<string, unknown> {
  const guidance = `capsule-guidance-${lang}`;
  switch (role) {
    case 'review':
      return { skills: specReviewSkills(lang) };
    case 'final':
      return { skills: { preload: [guidance] } };
    case 'lore':
      return { tools: structuredClone(SPEC_LORE_TOOLS), skills: { deny: [guidance] } };
    default:
      return { skills: { deny: [guidance] } };
  }
}

export function specDefaultStages(lang: ContentLang) {
  return SPEC_STAGES.map((s) => ({
    ...s,
    nodes: s.nodes.map((n) => ({ id: n.id, agent: n.id, type: n.type ?? ('worker' as const), ...specNodeExtras(n.role ?? 'intermediate', lang) })),
  }));
}

/** The shipped profile body of a capsule mode in one language (before parsing). */
export function capsuleDefaultBody(mode: CapsuleModeName, lang: ContentLang): Record<string, unknown> {
  const zh = lang === 'zh';
  // Chinese in Traditional characters on a zh-TW page (traditional.ts).
  const Z = traditionalTexts()?.capsule ?? CAPSULE_ZH;
  const skills = capsuleModeSkills(lang);
  switch (mode) {
    case 'loop':
      return { mode, skills, loopAgent: { systemPrompt: zh ? Z.LOOP_SYSTEM_PROMPT_ZH : LOOP_SYSTEM_PROMPT, skills: loopAgentSkills(lang) } };
    case 'spec':
      return { mode, skills, agents: structuredClone(zh ? Z.SPEC_AGENTS_ZH : SPEC_AGENTS), stages: specDefaultStages(lang) };
    case 'agenda':
      return {
        mode,
        skills,
        planner: {
          systemPrompt: zh ? Z.AGENDA_PLANNER_PROMPT_ZH : AGENDA_PLANNER_PROMPT,
          userPromptTemplate: zh ? Z.AGENDA_PLANNER_TEMPLATE_ZH : AGENDA_PLANNER_TEMPLATE,
          skills: { visible: ['+', `agenda-planner-method-${lang}`], preload: [`agenda-planner-method-${lang}`] },
        },
        workers: structuredClone(zh ? Z.AGENDA_WORKERS_ZH : AGENDA_WORKERS),
      };
    case 'single':
      return {
        mode,
        skills,
        node: {
          systemPrompt: zh ? Z.SINGLE_SYSTEM_PROMPT_ZH : SINGLE_SYSTEM_PROMPT,
          userPromptTemplate: zh ? Z.SINGLE_USER_TEMPLATE_ZH : SINGLE_USER_TEMPLATE,
          skills: singleNodeSkills(lang),
        },
      };
  }
}
