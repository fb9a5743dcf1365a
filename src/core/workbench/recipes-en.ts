// The workbench's recipes in English: read by the workbench AI on demand (recipe_read), so its system
// prompt stays short. Each is the tool calls for one known request, in order.
export const RECIPES_EN = {
  'single-agent-writer': `# Single-agent iterative writer (director)
The main agent alone drafts, rereads, revises and finalizes. No sub-agents, no critic.
1. profile_summary: note every sub-agent id.
2. subagent_remove each of them (all calls in one response). The "after" members (notes_curator, memory_curator) are the only writers of notes and memory: keep them only if the user wants notes or memory kept.
3. tools_set on "main": set {"collab.dispatch_subagent": false, "collab.dispatch_inline_subagent": false} and inherit ["chat", "lorebook", "memory"]: with no members to look things up, it reads the chat, the lorebook (and memory, where the profile has it on) itself. Its message.* switches stay; nothing else changes.
4. Its skills stay as they are: "+" (the shared writing skills, read on demand) and its drafting skill, preloaded. Its method is its prompt's {{team}}, not a skill.
5. profile_patch_prompt on "main": keep {{team}} (with no team it tells the agent it works alone) and add one paragraph after it, in the prompt's language:
   "Work in passes: read what the scene needs (chat_read_range, lorebook_search), write the whole reply with write_message, reread it with get_draft, revise with apply_message_patches until nothing is left that you would change, then finalize."
6. limits_set {"maxRounds": 12}: one writer needs fewer rounds than a team.
7. lint. Then tell the user what changed, and that no critic checks the draft any more (and, if the curators went, that notes and memory are no longer kept up).`,

  'add-critic': `# Add a critic for X (director)
1. agent_get voice_critic: copy its shape, not its subject.
2. skill_create "<x>-critic-method-<en|zh>": the steps of its check (what to look for, how to tell a real finding from taste).
3. subagent_add:
   - id: snake_case ending in _critic (pacing_critic, tension_critic).
   - description: one or two short lines, in the profile's language, ending with what its task should hold: "After the draft: flags <X>. Task: <e.g. the passages you are least sure of>."
   - systemPrompt: who it is and its report: it reads the draft in <current_draft>; at most 4 findings, each quoting the passage, saying what is wrong for X and giving a fix; "No results: <reason>." when there are none; the report is for the director, not story prose. The steps live in its method skill.
   - skills: ["<x>-critic-method-<en|zh>"] and preload: the same (no "+": a critic does not need the writing skills).
   - wave: leave out ("dispatch": the main agent dispatches it). tools: leave out unless it must read the chat: {"chat.read_range": true, "chat.search": true}.
4. {{team}} lists it with its description for the main agent. lint.`,

  'skill-for-everyone': `# Give every sub-agent skill Y
- skills_list: check that Y exists; if not, write it first (skill_create) and tell the user.
- Every agent, the main one included: skill_set_mode_defaults with visible = the current mode list + Y. Agents whose list starts with "+" (the shipped main agent) and agents without a list get it; an agent with a list of its own (no "+", the shipped sub-agents) does not: bind Y to it separately.
- Only the sub-agents: skill_bind_to_agent for each sub-agent id (all calls in one response). The shipped sub-agents list only their method (no "+"), so the mode list does not reach them: bind Y to each. To have Y's text in their system message instead of read on demand, subagent_update {id, preload: [<its current preload>, Y]}.`,

  'cheap-scouts': `# Make the scouts use the cheap connection
1. connections_list: find the connection the user means (by name, label or model). If none fits or two do, ask which.
2. subagent_update {id, apiPreset: "<connection name>"} for each scout (ids ending in _scout), all in one response. The main agent and the critics keep theirs unless asked.
(To run a member less often instead: subagent_update {id, everyTurns: N}; an "after" member with fullTurnsOnly: true runs only on full turns.)`,

  'quick-build': `# Quick build: a whole spec or agenda profile from a description
1. Ask one question only if the workflow is unclear; otherwise build it.
2. spec: agents [{id, description, systemPrompt, userPromptTemplate}] and stages [{id, mode: "serial"|"parallel", nodes: [agent id, or {id, agent, type: "review"}]}]. Templates use {{recent_chat}}, {{last_user}}, {{previous_outputs}} and {{<node id>}}. The last stage writes the guidance (no review node there); a review node sits in a serial stage and may ask an earlier node to rerun.
   agenda: planner {systemPrompt}, workers [{id, description, systemPrompt, userPromptTemplate with {{task}} and {{inputs}}, inputTags, outputTags}], finalWorkerId (the worker that writes the guidance).
3. Keep prompts short and concrete; put long rules in a skill (skill_create) and list it in the agent's skills.
4. profile_propose({profile, summary}). Fields you leave out keep their defaults. If it is refused, fix the fields it names and propose again.
5. lint, then describe the workflow to the user in a few lines.`,
} as const;

export type RecipeName = keyof typeof RECIPES_EN;

export const RECIPE_NAMES = Object.keys(RECIPES_EN) as RecipeName[];
