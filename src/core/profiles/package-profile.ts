// A skill package bound as an agenda profile: the orchestrator skill is the planner's only
// skill (the planner reads its body through skill_read), each worker becomes an agenda worker whose
// only visible skill is its own SKILL.md, inputTags / outputTags route reports between them, and the
// user's first answer waits on the tag board under the package's demandTag. Limits, connections and
// the capsule's placement come from the user's agenda profile the package runs on.
import type { OrchestratorManifest, PackageRecipe, PackageWorker } from '../skills/packages/types.ts';
import { AGENDA_PLANNER_PROMPT, AGENDA_PLANNER_TEMPLATE, AGENDA_WORKERS } from './defaults/capsule.ts';
import { parseProfile } from './parse.ts';
import type { AgendaProfile } from './schemas/agenda.ts';

/** What a binding needs of a package (a SkillPackage or its summary). */
export interface BindablePackage {
  name: string;
  manifest?: Pick<OrchestratorManifest, 'demandTag'>;
  demandTag?: string;
  workers: readonly PackageWorker[];
  recipes: readonly PackageRecipe[];
}

/** Per chat: the recipe picked when it started, and the user's first answer. */
export interface PackageSession {
  /** Path of the chosen recipe inside the package (`recipes/…`). */
  recipe?: string;
  /** The user's first answer, stored under demandTag. */
  demand?: string;
}

export const FINAL_WORKER_ID = 'finalizer';

const call = (args: Record<string, string>) => `skill_read(${JSON.stringify(args)})`;

function plannerPrompt(pkg: BindablePackage, session: PackageSession): string {
  const lines = [
    AGENDA_PLANNER_PROMPT,
    '',
    `You run the skill package "${pkg.name}". Its orchestrator skill "${pkg.name}" says when to dispatch which worker and how to accept their reports: read it with ${call({ name: pkg.name })} before your first step, and follow it.`,
  ];
  const recipe = pkg.recipes.find((r) => r.path === session.recipe);
  if (recipe) lines.push(`This chat runs the recipe "${recipe.title}": read it with ${call({ name: pkg.name, path: recipe.path })}.`);
  else if (pkg.recipes.length) lines.push('No recipe was chosen for this chat; the orchestrator skill says what to do then.');
  return lines.join('\n');
}

const workerPrompt = (pkg: BindablePackage, w: PackageWorker) =>
  `You are the worker "${w.id}" of the skill package "${pkg.name}". Your skill "${w.id}" says what to read and what to hand in: read it with ${call({ name: w.id })} first, and follow it. Hand in your report with submit_result({text}).`;

/**
 * The agenda profile a chat bound to `pkg` runs with. `base` is the user's agenda profile (its
 * limits, connections, capsule placement and tools are kept); without it, the defaults.
 */
export function packageAgendaProfile(pkg: BindablePackage, session: PackageSession = {}, base?: AgendaProfile): AgendaProfile {
  const demandTag = pkg.manifest?.demandTag ?? pkg.demandTag ?? 'book.brief';
  const finalizer = AGENDA_WORKERS.find((w) => w.id === FINAL_WORKER_ID)!;
  const ownFinal = pkg.workers.some((w) => w.id === FINAL_WORKER_ID);
  const workers = pkg.workers.map((w) => ({
    id: w.id,
    description: w.description,
    systemPrompt: workerPrompt(pkg, w),
    userPromptTemplate: finalizer.userPromptTemplate,
    skills: { visible: [w.id] },
    inputTags: [...w.inputTags],
    outputTags: [...w.outputTags],
    tools: null,
  }));
  // The final worker writes the capsule from every report; it reads the user's answer by tag and sees no skill.
  if (!ownFinal) workers.push({ ...structuredClone(finalizer), skills: { visible: [] }, inputTags: [demandTag], outputTags: [], tools: null });
  const raw = {
    ...(base ? structuredClone(base) : {}),
    mode: 'agenda',
    skills: { visible: [], deny: [] },
    planner: {
      ...(base ? structuredClone(base.planner) : {}),
      systemPrompt: plannerPrompt(pkg, session),
      userPromptTemplate: AGENDA_PLANNER_TEMPLATE,
      skills: { visible: [pkg.name] },
    },
    workers,
    finalWorkerId: FINAL_WORKER_ID,
    startTags: session.demand?.trim() ? { [demandTag]: session.demand } : {},
  };
  return parseProfile('agenda', raw).profile;
}
