// The director's agents as the demo model plays them. The main agent, as the shipped prompt says: it
// starts with the opening wave's reports (or, without one, dispatches its scouts, whose reports come back
// as the dispatch results), then writes the draft and dispatches both critics in the same response, then
// patches what they quoted and finalizes in one more. Background dispatches are awaited. Sub-agents: a
// short report (scouts may read the chat first; critics quote the passage they want changed).
import { call, type DemoResponse } from './response.ts';
import type { DemoRequest, WireTool } from './request.ts';
import { BRIEFS, patchesFromReport, REPORTS, type Facts } from './reports.ts';
import { succeeded, type DemoLang, type Scene, type ToolStep, toolSteps } from './scene.ts';
import { textsFor, type Patch } from './text.ts';

const DISPATCHERS = new Set(['dispatch_subagent', 'dispatch_inline_subagent']);

/** A director main agent is offered write_message and finalize (and usually dispatch_subagent). */
export function isDirectorMain(req: DemoRequest): boolean {
  const names = new Set(req.tools.map((t) => t.name));
  const finalize = req.tools.find((t) => t.name === 'finalize');
  const finalizeTakesCapsule = !!finalize?.parameters.properties && 'capsule_text' in finalize.parameters.properties;
  return names.has('write_message') && !!finalize && !finalizeTakesCapsule;
}

/** A director sub-agent's request carries its role and task blocks. */
export function isDirectorSubagent(req: DemoRequest): boolean {
  return req.messages.some(
    (m) => (m.role === 'system' && m.content.includes('<orchestration_role>')) || (m.role === 'user' && m.content.trimStart().startsWith('<task>')),
  );
}

/** The team ids the dispatch tool offers (its enum, else the roster in its description). */
export function teamIds(tool: WireTool | undefined): string[] {
  if (!tool) return [];
  const e = tool.parameters.properties?.subagentId?.enum;
  if (Array.isArray(e) && e.length) return e.filter((x): x is string => typeof x === 'string');
  return [...tool.description.matchAll(/^- ([A-Za-z0-9_-]+):/gm)].map((m) => m[1]);
}

function pick(team: string[], preferred: string[], pattern: RegExp): string[] {
  const named = preferred.filter((id) => team.includes(id));
  return named.length ? named : team.filter((id) => pattern.test(id)).slice(0, 2);
}

/**
 * The passages the critics' reports quote and the replacements they propose (see reports.ts), from an
 * await's results or from the reports dispatches answered with.
 */
export function patchesFromReports(result: unknown): Patch[] {
  const r = result as { results?: { output?: unknown }[]; report?: unknown } | undefined;
  if (typeof r?.report === 'string') return patchesFromReport(r.report);
  const results = r?.results ?? [];
  return results.flatMap((x) => (typeof x?.output === 'string' ? patchesFromReport(x.output) : []));
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The language of an agent's own prompt: it decides the shape of what the agent writes for the team. */
function promptLang(req: DemoRequest): DemoLang {
  const role = block(req, 'orchestration_role') || req.messages.find((m) => m.role === 'system')?.content || '';
  return HAN.test(role.replace(/<available_skills>[\s\S]*?<\/available_skills>/, '')) ? 'zh' : 'en';
}

/** The user's last floor as the chat tools number it (the story's message count, 0-based). */
function factsFor(scene: Scene, x: ReturnType<typeof textsFor>, read = 0): Facts {
  return { n: x.n, u: x.u, floor: scene.storyLength > 0 ? scene.storyLength - 1 : -1, read };
}

export function playDirectorMain(req: DemoRequest, scene: Scene): DemoResponse {
  const x = textsFor(scene);
  const N = x.T.narration;
  // The runtime says so in the agent's first messages (the system text or the trailing brief).
  const isContinue = req.messages.some((m) => m.role !== 'assistant' && m.role !== 'tool' && /continues an existing reply/i.test(m.content));
  const steps = toolSteps(req.messages);
  const team = teamIds(req.tools.find((t) => t.name === 'dispatch_subagent'));
  const scouts = pick(team, ['chat_scout', 'intent_scout'], /scout/);
  const critics = pick(team, ['voice_critic', 'continuity_critic'], /critic/);
  const canAwait = req.tools.some((t) => t.name === 'await_subagents');
  const canPatch = req.tools.some((t) => t.name === 'apply_message_patches');
  // Briefs follow the dispatch protocol of the main agent's own language.
  const B = BRIEFS[promptLang(req)];
  const f = factsFor(scene, x);

  const dispatchTurns = [...new Set(steps.filter((s) => DISPATCHERS.has(s.name)).map((s) => s.turn))];
  const wrote = steps.some((s) => s.name === 'write_message' && succeeded(s));
  const last = steps.at(-1);
  const lastTurn = last ? steps.filter((s) => s.turn === last.turn) : [];
  // The opening wave already reported: the first message holds its reports.
  const opened = req.messages.some((m) => m.role === 'user' && m.content.includes('<report from='));

  const write = (): DemoResponse =>
    isContinue
      ? { content: N.draft, toolCalls: [call('write_message', { text: x.continuation, mode: 'append' })] }
      : { content: N.draft, toolCalls: [call('write_message', { text: x.draft, mode: 'replace' })] };
  const finalize = (): DemoResponse => ({ content: N.finalize, toolCalls: [call('finalize')] });
  const critique = () =>
    critics.map((id) =>
      call('dispatch_subagent', { subagentId: id, task: /continuity/.test(id) ? B.continuity(f) : /voice/.test(id) ? B.voice(f) : B.critic(f) }),
    );
  /** The draft, with the critics dispatched on it in the same response when the team has them. */
  const writeAndReview = (): DemoResponse => {
    const w = write();
    if (!critics.length || dispatchTurns.length > 1) return { ...w, toolCalls: [...w.toolCalls!, call('finalize')] };
    return { content: `${w.content} ${N.critics}`, toolCalls: [...w.toolCalls!, ...critique()] };
  };
  /** Patches from the reports just read, and finalize in the same response. */
  const patchAndFinalize = (results: unknown[]): DemoResponse => {
    const patches = results.flatMap(patchesFromReports);
    if (patches.length && canPatch) return { content: N.patch, toolCalls: [call('apply_message_patches', { patches }), call('finalize')] };
    return finalize();
  };

  // A runaway conversation (another model's steps mixed in, repeated failures) ends cleanly.
  if (steps.length > 16) return wrote ? finalize() : write();

  if (!last) {
    if (!opened && scouts.length) {
      return {
        content: N.scout,
        toolCalls: scouts.map((id) =>
          call('dispatch_subagent', { subagentId: id, task: id === 'chat_scout' ? B.chat(f) : id === 'intent_scout' ? B.intent(f) : B.scout(f) }),
        ),
      };
    }
    return critics.length ? writeAndReview() : { ...writeAndReview(), content: N.direct };
  }

  if (DISPATCHERS.has(last.name)) {
    // Background dispatches: wait for them.
    const handles = lastTurn
      .filter((s) => DISPATCHERS.has(s.name) && succeeded(s) && typeof (s.result as { report?: unknown }).report !== 'string')
      .map((s) => (s.result as { handle?: unknown }).handle)
      .filter((h): h is string => typeof h === 'string');
    if (handles.length && canAwait)
      return { content: dispatchTurns.length > 1 ? N.awaitCritics : N.awaitScouts, toolCalls: [call('await_subagents', { handles })] };
    // The dispatches answered: scouts' reports lead to the draft, critics' to the patches.
    if (!wrote) return writeAndReview();
    return patchAndFinalize(lastTurn.filter((s) => DISPATCHERS.has(s.name)).map((s) => s.result));
  }

  if (last.name === 'await_subagents') {
    if (!wrote) return writeAndReview();
    return patchAndFinalize([last.result]);
  }

  if (last.name === 'write_message') {
    if (!succeeded(last)) return isContinue ? finalize() : { content: N.rewrite, toolCalls: [call('write_message', { text: x.draft, mode: 'replace' })] };
    return finalize();
  }

  if (last.name === 'apply_message_patches') {
    if (succeeded(last) || isContinue) return finalize();
    return { content: N.rewrite, toolCalls: [call('write_message', { text: x.final, mode: 'replace' })] };
  }

  if (last.name === 'finalize') {
    return succeeded(last) ? { content: N.finalize } : write();
  }

  // Any other tool (a read, a skill) : carry on from where the turn stands.
  return wrote ? finalize() : write();
}

type SubKind = 'chat' | 'intent' | 'scout' | 'voice' | 'continuity' | 'other';

function block(req: DemoRequest, tag: string): string {
  for (const m of req.messages) {
    const r = new RegExp(`<${tag}[^>]*>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(m.content);
    if (r) return r[1];
  }
  return '';
}

/** Shipped ids (or their method skills' names) first; then what a hand-written role says it does. */
const BY_ID: [RegExp, SubKind][] = [
  [/\bvoice[_-]critic\b/, 'voice'],
  [/\bcontinuity[_-]critic\b/, 'continuity'],
  [/\bchat[_-]scout\b/, 'chat'],
  [/\bintent[_-]scout\b/, 'intent'],
  [/\b(?:lorebook|memory|canon|epistemic|notes[_-]pickup)[_-]scout\b/, 'scout'],
];

export function subagentKind(role: string): SubKind {
  const own = role.replace(/<available_skills>[\s\S]*?<\/available_skills>/, '');
  for (const [re, kind] of BY_ID) if (re.test(own)) return kind;
  if (/critic|(?:review|check)s? (?:the |your )?(?:current )?draft|contradict/i.test(own))
    return /contradict|continuity|against the record/i.test(own) ? 'continuity' : 'voice';
  if (/recent chat|scan/i.test(own)) return 'chat';
  if (/what (?:this turn must satisfy|the user wants)|find out what/i.test(own)) return 'intent';
  if (/scout|find|recall|pull|look up/i.test(own)) return 'scout';
  return 'other';
}

function readCount(steps: ToolStep[]): number {
  const s = steps.find((x) => x.name === 'chat_read_range' && succeeded(x));
  const msgs = (s?.result as { messages?: unknown[] } | undefined)?.messages;
  return Array.isArray(msgs) ? msgs.length : 0;
}

export function playSubagent(req: DemoRequest, scene: Scene): DemoResponse {
  const x = textsFor(scene);
  const role = block(req, 'orchestration_role') || req.messages.find((m) => m.role === 'system')?.content || '';
  const kind = subagentKind(role);
  // The report takes the shape its method skill gives, in the language of the agent's own prompt.
  const R = REPORTS[promptLang(req)];
  const steps = toolSteps(req.messages);
  const offered = new Set(req.tools.map((t) => t.name));
  const f = factsFor(scene, x, readCount(steps));

  if ((kind === 'chat' || kind === 'scout') && offered.has('chat_read_range') && !steps.some((s) => s.name === 'chat_read_range')) {
    return { toolCalls: [call('chat_read_range', { start: -6, end: -1 })] };
  }
  if (kind === 'voice' || kind === 'continuity') {
    let draft = block(req, 'current_draft');
    const read = steps.find((s) => s.name === 'get_draft' && succeeded(s));
    if (read) draft = String((read.result as { text?: unknown }).text ?? draft);
    if (!draft && offered.has('get_draft') && !read) return { toolCalls: [call('get_draft')] };
    const patch = kind === 'voice' ? x.patches[0] : x.patches[1];
    if (!draft.includes(patch.find)) return { content: R.clean() };
    return { content: kind === 'voice' ? R.voice(patch) : R.continuity(patch, f) };
  }
  if (kind === 'chat') return { content: R.chat(f) };
  if (kind === 'intent') return { content: R.intent(f) };
  if (kind === 'scout') return { content: R.scout() };
  return { content: R.generic(f) };
}
