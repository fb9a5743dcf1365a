// What a change does, as the review shows it: text diffs for prompts and descriptions (the line diff
// of the skill files), skill chips before and after with what each agent ends up seeing (an agent's
// preload list as a JSON before/after), a JSON diff
// of settings and tool switches, members added or removed, and a skill's files.
import type { Mode } from '../profiles/modes.ts';
import { diffLines, diffSkillFiles, hunksOf, type DiffLine, type FileChange } from '../skills/file-diff.ts';
import type { SkillPolicy } from '../skills/types.ts';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import { obj, workbenchAgents } from './agents.ts';
import { knownSkillNames, type ChangeContext, type WorkbenchDraft } from './draft.ts';

export type { DiffLine };

/** Which field a part is about: `agent` is an agent id, '' for the profile itself. */
interface Where {
  /** Path in the profile, e.g. `subAgents[chat_scout].systemPrompt`. */
  path: string;
  agent: string;
  field: string;
}

export type DiffPart =
  | (Where & { kind: 'text'; hunks: DiffLine[][]; before: string; after: string })
  | (Where & {
      kind: 'skills';
      list: 'visible' | 'deny';
      before: string[];
      after: string[];
      effectiveBefore: string[];
      effectiveAfter: string[];
      affected?: { agent: string; added: string[]; removed: string[] }[];
    })
  | (Where & { kind: 'json'; entries: { path: string; before?: unknown; after?: unknown }[] })
  | (Where & { kind: 'member'; action: 'added' | 'removed'; value: unknown })
  | { kind: 'files'; path: string; skill: string; scope: string; created: boolean; changes: FileChange[] };

const TEAM_KEYS = new Set(['subAgents', 'workers', 'agents']);
const TEXT_FIELDS = new Set(['systemPrompt', 'description', 'userPromptTemplate', 'customInstruction', 'bookPattern', 'entryPattern']);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const idOf = (v: unknown) => String(obj(v).id ?? '');

function textPart(where: Where, before: unknown, after: unknown): DiffPart {
  const a = typeof before === 'string' ? before : '';
  const b = typeof after === 'string' ? after : '';
  const lines = diffLines(a.split('\n'), b.split('\n')) ?? [
    ...a.split('\n').map((text) => ({ kind: 'del' as const, text })),
    ...b.split('\n').map((text) => ({ kind: 'add' as const, text })),
  ];
  return { kind: 'text', ...where, hunks: hunksOf(lines, 2), before: a, after: b };
}

interface Walk {
  parts: DiffPart[];
  json: Map<string, { where: Where; entries: { path: string; before?: unknown; after?: unknown }[] }>;
}

function addJson(w: Walk, where: Where, path: string, before: unknown, after: unknown) {
  let group = w.json.get(where.agent);
  if (!group) w.json.set(where.agent, (group = { where, entries: [] }));
  group.entries.push({ path, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) });
}

/** Walks two values; `agent` is the team member (or fixed agent) the path is inside. */
function walk(w: Walk, path: string[], agent: string, before: unknown, after: unknown) {
  if (same(before, after)) return;
  const key = path[path.length - 1] ?? '';
  const where = (field: string): Where => ({ path: path.join('.'), agent, field });
  if (TEXT_FIELDS.has(key) && (typeof before === 'string' || typeof after === 'string')) {
    w.parts.push(textPart(where(key), before, after));
    return;
  }
  if (key === 'skills' && path.length >= 1) return; // handled by skillParts
  const isObj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObj(before) && isObj(after)) {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) walk(w, [...path, k], agent, b[k], a[k]);
    return;
  }
  addJson(w, where(key), path.join('.'), before, after);
}

const AGENT_PATHS: Partial<Record<Mode, Record<string, string>>> = {
  director: { mainAgent: 'main' },
  loop: { loopAgent: 'loop' },
  agenda: { planner: 'planner' },
  single: { node: 'node' },
};

function profileParts(mode: Mode, before: Record<string, unknown>, after: Record<string, unknown>): Walk {
  const w: Walk = { parts: [], json: new Map() };
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (k === 'skills') continue;
    const b = before[k];
    const a = after[k];
    if (same(b, a)) continue;
    if (TEAM_KEYS.has(k) && Array.isArray(b) && Array.isArray(a)) {
      const old = new Map(b.map((m) => [idOf(m), m]));
      const cur = new Map(a.map((m) => [idOf(m), m]));
      for (const [id, m] of old) if (!cur.has(id)) w.parts.push({ kind: 'member', action: 'removed', path: `${k}[${id}]`, agent: id, field: k, value: m });
      for (const [id, m] of cur) {
        if (!old.has(id)) w.parts.push({ kind: 'member', action: 'added', path: `${k}[${id}]`, agent: id, field: k, value: m });
        else walk(w, [`${k}[${id}]`], id, old.get(id), m);
      }
      const order = (l: unknown[]) => l.map(idOf).filter((id) => old.has(id) && cur.has(id));
      if (!same(order(b), order(a))) addJson(w, { path: k, agent: '', field: k }, `${k} (order)`, order(b), order(a));
      continue;
    }
    if (k === 'stages' && mode === 'spec') {
      addJson(w, { path: k, agent: '', field: k }, k, stagesShape(b), stagesShape(a));
      continue;
    }
    walk(w, [k], AGENT_PATHS[mode]?.[k] ?? '', b, a);
  }
  return w;
}

/** A spec workflow in one line per stage, for the JSON diff: `gather (parallel): chat, lore`. */
const stagesShape = (v: unknown) =>
  Array.isArray(v)
    ? v.map(
        (s) =>
          `${idOf(s)} (${String(obj(s).mode ?? 'serial')}): ${(Array.isArray(obj(s).nodes) ? (obj(s).nodes as unknown[]) : []).map((n) => `${idOf(n)}${obj(n).type === 'review' ? ' [review]' : ''}`).join(', ')}`,
      )
    : v;

function skillParts(ctx: ChangeContext, before: WorkbenchDraft, after: WorkbenchDraft): DiffPart[] {
  const installedBefore = knownSkillNames(ctx, before);
  const installedAfter = knownSkillNames(ctx, after);
  const parts: DiffPart[] = [];
  const modeOf = (d: WorkbenchDraft) => obj(obj(d.profile).skills) as SkillPolicy;
  const mb = modeOf(before);
  const ma = modeOf(after);
  const seen = (mode: SkillPolicy, agent: SkillPolicy | undefined, names: Set<string>) => resolveVisibleSkills({ mode, agent }, names);
  const agentsB = new Map(
    workbenchAgents(ctx.mode, before.profile)
      .filter((a) => a.has.skills)
      .map((a) => [`${a.role}:${a.id}`, a]),
  );
  const agentsA = workbenchAgents(ctx.mode, after.profile).filter((a) => a.has.skills);
  for (const list of ['visible', 'deny'] as const) {
    if (!same(strings(mb[list]), strings(ma[list]))) {
      const affected = agentsA
        .map((a) => {
          const b = agentsB.get(`${a.role}:${a.id}`);
          const was = b ? seen(mb, obj(b.holder.skills) as SkillPolicy, installedBefore) : [];
          const now = seen(ma, obj(a.holder.skills) as SkillPolicy, installedAfter);
          return { agent: a.id, added: now.filter((n) => !was.includes(n)), removed: was.filter((n) => !now.includes(n)) };
        })
        .filter((x) => x.added.length || x.removed.length);
      parts.push({
        kind: 'skills',
        path: `skills.${list}`,
        agent: '',
        field: 'skills',
        list,
        before: strings(mb[list]),
        after: strings(ma[list]),
        effectiveBefore: seen(mb, undefined, installedBefore),
        effectiveAfter: seen(ma, undefined, installedAfter),
        affected,
      });
    }
  }
  for (const a of agentsA) {
    const b = agentsB.get(`${a.role}:${a.id}`);
    if (!b) continue; // a new member: shown whole
    const pb = obj(b.holder.skills);
    const pa = obj(a.holder.skills);
    if (!same(strings(pb.preload), strings(pa.preload))) {
      // Which of its skills arrive in its system message: a plain before/after.
      parts.push({
        kind: 'json',
        path: a.path,
        agent: a.id,
        field: 'skills',
        entries: [{ path: `${a.path}.skills.preload`, before: strings(pb.preload), after: strings(pa.preload) }],
      });
    }
    for (const list of ['visible', 'deny'] as const) {
      if (same(strings(pb[list]), strings(pa[list]))) continue;
      parts.push({
        kind: 'skills',
        path: `${a.path}.skills.${list}`,
        agent: a.id,
        field: 'skills',
        list,
        before: strings(pb[list]),
        after: strings(pa[list]),
        effectiveBefore: seen(mb, pb as SkillPolicy, installedBefore),
        effectiveAfter: seen(ma, pa as SkillPolicy, installedAfter),
      });
    }
  }
  return parts;
}

function fileParts(ctx: ChangeContext, before: WorkbenchDraft, after: WorkbenchDraft): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const s of after.skills) {
    const old = before.skills.find((x) => x.name === s.name);
    if (old && same(old.files, s.files)) continue;
    const base = old?.files ?? (s.baseHash !== undefined || ctx.installed.has(s.name) ? (ctx.skillFiles?.(s.name) ?? []) : []);
    const created = !old ? !ctx.installed.has(s.name) : old.baseHash === undefined && !ctx.installed.has(s.name);
    parts.push({ kind: 'files', path: `skill:${s.name}`, skill: s.name, scope: s.scope, created, changes: diffSkillFiles(base, s.files) });
  }
  return parts;
}

/** Everything that differs between two drafts, in the order the review shows it. */
export function diffDrafts(ctx: ChangeContext, before: WorkbenchDraft, after: WorkbenchDraft): DiffPart[] {
  const w = profileParts(ctx.mode, obj(before.profile), obj(after.profile));
  const json: DiffPart[] = [...w.json.values()].map((g) => ({
    kind: 'json',
    ...g.where,
    path: g.where.agent ? g.where.path.split('.')[0]! : g.where.path,
    entries: g.entries,
  }));
  return [
    ...w.parts.filter((p) => p.kind === 'member'),
    ...w.parts.filter((p) => p.kind === 'text'),
    ...skillParts(ctx, before, after),
    ...json,
    ...fileParts(ctx, before, after),
  ];
}
