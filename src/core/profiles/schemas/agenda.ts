// Agenda profile: a planner keeps a todo board and dispatches workers in rounds; a final worker writes
// the capsule from their reports.

import { z } from 'zod';
import { agentSkillsSchema, flag, intIn, maxTokensField, routingFields, tagNames, text } from '../common.ts';
import { CAPSULE_AGENT_MAX_TOKENS, AGENDA_PLANNER_PROMPT, AGENDA_PLANNER_TEMPLATE, AGENDA_WORKERS, capsuleModeSkills } from '../defaults/capsule.ts';
import type { WarningSink } from '../sanitize.ts';
import { MEMORY_READ_VERBS, toolFlagsSchema, toolOverrideSchema, type ModeTools } from '../tools.ts';

/** The agenda's tools: workers may recall memory and search the web; the rest is opt-in. */
export const AGENDA_TOOLS: ModeTools = {
  namespaces: ['chat', 'lorebook', 'note', 'memory', 'search'],
  defaults: (ns, all) =>
    ns === 'search' ? all(true) : ns === 'memory' ? { ...all(false), ...Object.fromEntries(MEMORY_READ_VERBS.map((v) => [v, true])) } : all(false),
};
import { CAPSULE_OUTPUT_FIELDS, HAND_WRITTEN_TOOL_FIELDS, modeProfileSchema, RECENT_CHAT_FIELDS } from './base.ts';
import { cleanIds } from './ids.ts';

export const agendaPlannerSchema = z
  .looseObject({
    systemPrompt: text(AGENDA_PLANNER_PROMPT),
    userPromptTemplate: text(AGENDA_PLANNER_TEMPLATE),
    ...routingFields,
    maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
    skills: agentSkillsSchema,
  })
  .prefault(() => ({ skills: { visible: ['+', 'agenda-planner-method-en'], preload: ['agenda-planner-method-en'] } }));

export const agendaWorkerSchema = z.looseObject({
  id: z.string(),
  /** What the planner sees to choose this worker. */
  description: text(''),
  systemPrompt: text(''),
  userPromptTemplate: text(''),
  ...routingFields,
  maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
  tools: toolOverrideSchema(AGENDA_TOOLS).nullable().default(null),
  skills: agentSkillsSchema,
  /** Tags whose latest reports this worker receives (skill packages route results by tags). */
  inputTags: tagNames,
  /** Tags this worker's report is stored under. */
  outputTags: tagNames,
});

export const agendaSchema = modeProfileSchema('agenda', {
  skills: capsuleModeSkills('en'),
  own: {
    tools: toolFlagsSchema(AGENDA_TOOLS).prefault({}),
    planner: agendaPlannerSchema,
    workers: z.array(agendaWorkerSchema).prefault(() => structuredClone(AGENDA_WORKERS)),
    /** The worker that writes the capsule at the end. */
    finalWorkerId: text('finalizer'),
  },
  limits: {
    plannerMaxRounds: intIn(1, 20, 6),
    /** Workers running at once (dispatches beyond it are cut from the step). */
    maxConcurrentWorkers: intIn(1, 12, 3),
    /** Worker runs per turn; reaching it finalizes early. */
    maxTotalRuns: intIn(1, 200, 24),
    /** Rounds of one worker's tool loop. */
    workerMaxRounds: intIn(1, 20, 20),
    /** "Let me choose the angle": seconds the pause waits for the user before the writer picks (0 = no limit). */
    angleWaitSec: intIn(0, 3600, 0),
  },
  recent: RECENT_CHAT_FIELDS,
  switches: {
    useStreaming: flag(false),
    /** "Let me choose the angle": before the final worker the turn pauses on the angles the workers gave, and the user picks one. */
    chooseAngle: flag(false),
  },
  output: CAPSULE_OUTPUT_FIELDS,
  hand: HAND_WRITTEN_TOOL_FIELDS,
  tail: {
    /** Tags on the board when a turn starts; a chat bound to a skill package puts the user's first answer under its demandTag. */
    startTags: z.record(z.string(), z.string()).default(() => ({})),
  },
});

export type AgendaProfile = z.output<typeof agendaSchema>;
export type AgendaWorker = z.output<typeof agendaWorkerSchema>;

export function normalizeAgenda(p: AgendaProfile, sink: WarningSink): AgendaProfile {
  p.workers = cleanIds(p.workers, 'workers', sink, 'worker');
  p.finalWorkerId = p.finalWorkerId.trim();
  if (p.workers.length === 0) {
    const finalizer = AGENDA_WORKERS.find((w) => w.id === 'finalizer')!;
    p.workers.push(agendaWorkerSchema.parse(structuredClone(finalizer)));
    sink.add('workers', 'defaulted', 'an agenda needs at least one worker; the default "finalizer" was added.');
    if (!p.finalWorkerId) p.finalWorkerId = 'finalizer';
  }
  if (!p.finalWorkerId) {
    p.finalWorkerId = p.workers[p.workers.length - 1]!.id;
    sink.add('finalWorkerId', 'defaulted', `no final worker named; "${p.finalWorkerId}" (the last worker) writes the capsule.`);
  }
  return p;
}
