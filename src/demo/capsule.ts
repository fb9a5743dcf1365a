// The capsule modes' agents as the demo model plays them: loop (`finalize({capsule_text})`), spec
// (worker output, `final_guidance({text})`, review approve), agenda (planner steps, worker
// `submit_result({text})`) and single (plain text). Tools are recognised by name and by their
// parameters, so small renames in the engines still get a sensible answer.
import { call, type DemoResponse } from './response.ts';
import type { DemoRequest, JsonSchemaLike, WireTool } from './request.ts';
import { type Scene, toolSteps } from './scene.ts';
import { textsFor } from './text.ts';

const props = (t: WireTool | undefined): Record<string, JsonSchemaLike> => t?.parameters.properties ?? {};
const has = (t: WireTool, p: string) => p in props(t);

export const findTool = (req: DemoRequest, test: (t: WireTool) => boolean) => req.tools.find(test);

export const loopFinalizeTool = (req: DemoRequest) => findTool(req, (t) => t.name.endsWith('finalize') && has(t, 'capsule_text'));
export const plannerTool = (req: DemoRequest) => findTool(req, (t) => has(t, 'dispatches'));
const finalGuidanceTool = (req: DemoRequest) => findTool(req, (t) => /final_guidance$/.test(t.name));
const approveTool = (req: DemoRequest) => findTool(req, (t) => /review_approve$|(^|_)approve$/.test(t.name));
const submitTool = (req: DemoRequest) => findTool(req, (t) => /submit(_result)?$/.test(t.name));
const nodeOutputTool = (req: DemoRequest) => findTool(req, (t) => /node_output$|(^|_)output$/.test(t.name));
/** Any tool whose required fields include a text field: the terminal tool of an unknown node shape. */
const textTool = (req: DemoRequest) =>
  findTool(req, (t) => (t.parameters.required ?? []).some((r) => /^(text|capsule_text|summary|output|report|result)$/.test(r)));

/** The agent's own system text (the first system message that is not the story background, which leads). */
function roleText(req: DemoRequest): string {
  return req.messages.find((m) => m.role === 'system' && !m.content.startsWith('<story_background>'))?.content ?? '';
}

/** What a capsule node is asked to write, from its role text. */
export function nodeText(req: DemoRequest, scene: Scene): string {
  const x = textsFor(scene);
  const role = roleText(req);
  const N = x.T.node;
  // The Chinese defaults (capsule-zh.ts) say the same things in their own words.
  if (/审一遍|打回/.test(role)) return N.review;
  if (/write the final guidance|final guidance|guidance the main model|prepare guidance|capsule|最终说明|作业说明/i.test(role)) return x.capsule;
  if (/提炼|概括/.test(role)) return N.summary(x.n, x.u);
  if (/没有人气|底下的情绪/.test(role)) return N.feelings(x.n);
  if (/下一拍/.test(role)) return N.beat(x.n);
  if (/设定|世界事实/.test(role)) return N.facts(x.n);
  if (/distil/i.test(role)) return N.summary(x.n, x.u);
  if (/lifeless|feeling underneath|protect the next reply/i.test(role)) return N.feelings(x.n);
  if (/plan the next beat|propose the next beat|next beat/i.test(role)) return N.beat(x.n);
  if (/world (knowledge|facts)|lorebook|setting rules|facts that constrain/i.test(role)) return N.facts(x.n);
  if (/review|check the plan/i.test(role)) return N.review;
  return x.capsule;
}

/** Is this request a capsule-mode agent? (Tools of a capsule mode, or a node prompt rendered from a template.) */
export function isCapsuleAgent(req: DemoRequest): boolean {
  if (loopFinalizeTool(req) || plannerTool(req) || finalGuidanceTool(req) || approveTool(req) || submitTool(req) || nodeOutputTool(req)) return true;
  const lastUser = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return (
    /##\s*(Recent chat|Latest user message|Your task|shared_context|todo_board|最近的聊天|最新的用户消息|你的任务)/i.test(lastUser) ||
    /you prepare guidance|final guidance|guidance the main model|作业说明|最终说明/i.test(roleText(req))
  );
}

/** Fills a tool's required fields: strings get `text`, string arrays `[text]`. */
function fill(tool: WireTool, text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const p = props(tool);
  for (const name of tool.parameters.required ?? Object.keys(p)) {
    const s = p[name];
    const type = Array.isArray(s?.type) ? s.type[0] : s?.type;
    if (type === 'array') out[name] = s?.items?.type === 'string' || !s?.items ? [text] : [];
    else if (type === 'object') out[name] = {};
    else if (type === 'integer' || type === 'number') out[name] = 1;
    else if (type === 'boolean') out[name] = true;
    else out[name] = text;
  }
  return out;
}

export function playCapsule(req: DemoRequest, scene: Scene): DemoResponse {
  const x = textsFor(scene);
  const steps = toolSteps(req.messages);
  const offered = new Set(req.tools.map((t) => t.name));

  const loop = loopFinalizeTool(req);
  if (loop) {
    if (offered.has('chat_read_range') && steps.length === 0) {
      return {
        content: scene.lang === 'zh' ? '先读一下最近的对话。' : 'Reading the recent chat first.',
        toolCalls: [call('chat_read_range', { start: -6, end: -1 })],
      };
    }
    return {
      content: scene.lang === 'zh' ? '信息够了，写胶囊。' : 'I have what I need; writing the capsule.',
      toolCalls: [call(loop.name, { capsule_text: x.capsule })],
    };
  }

  const planner = plannerTool(req);
  if (planner) return playPlanner(req, scene, planner);

  const final = finalGuidanceTool(req);
  if (final) return { toolCalls: [call(final.name, { text: x.capsule })] };

  const approve = approveTool(req);
  if (approve)
    return { toolCalls: [call(approve.name, { review_feedback: x.T.node.review, reason: scene.lang === 'zh' ? '没有矛盾。' : 'No contradictions.' })] };

  const submit = submitTool(req);
  if (submit) return { toolCalls: [call(submit.name, { ...fill(submit, nodeText(req, scene)), text: nodeText(req, scene) })] };

  const output = nodeOutputTool(req) ?? textTool(req);
  if (output) {
    const text = nodeText(req, scene);
    const args = fill(output, text);
    if (has(output, 'summary')) args.summary = text;
    if (has(output, 'directives')) args.directives = text.split('\n').map((l) => l.replace(/^-\s*/, ''));
    return { toolCalls: [call(output.name, args)] };
  }

  // single (or any node without tools): the capsule as plain text.
  return { content: nodeText(req, scene) };
}

/** The dispatch field naming the worker (`worker`, or the reference's `agent`). */
function workerField(planner: WireTool): string {
  const p = props(planner).dispatches?.items?.properties ?? {};
  return 'worker' in p ? 'worker' : 'agent';
}

/** Ids the planner may dispatch: its schema's enum, else the `## available_workers` list, else the defaults. */
function agendaAgents(req: DemoRequest, planner: WireTool): string[] {
  const item = props(planner).dispatches?.items?.properties?.[workerField(planner)];
  if (Array.isArray(item?.enum) && item.enum.length) return item.enum.filter((a): a is string => typeof a === 'string');
  const all = req.messages.map((m) => m.content).join('\n');
  const section = /##\s*available_(?:agents|workers)\s*\n([\s\S]*?)(\n##\s|$)/.exec(all)?.[1] ?? '';
  const ids = [...section.matchAll(/^\s*(?:-\s*(?:id:\s*)?)?([a-z][a-z0-9_-]*)\s*:/gim)]
    .map((m) => m[1])
    .filter((id) => !/^(id|description|system_prompt|prompt|role)$/i.test(id));
  return ids.length ? [...new Set(ids)] : ['distiller', 'lorebook_reader', 'plot_planner', 'critic', 'finalizer'];
}

function playPlanner(req: DemoRequest, scene: Scene, planner: WireTool): DemoResponse {
  const zh = scene.lang === 'zh';
  const x = textsFor(scene);
  const agents = agendaAgents(req, planner).filter((a) => !/final/.test(a));
  const all = req.messages.map((m) => m.content).join('\n');
  const priorSection = /##\s*prior_runs\s*\n([\s\S]*?)(\n##\s|$)/.exec(all)?.[1] ?? '';
  const history = toolSteps(req.messages).filter((s) => s.name === planner.name);
  const dispatched = new Set<string>();
  const field = workerField(planner);
  for (const s of history)
    for (const d of (s.args.dispatches as Record<string, unknown>[] | undefined) ?? []) if (typeof d?.[field] === 'string') dispatched.add(d[field] as string);
  for (const a of agents) if (new RegExp(`\\b${a}\\b`).test(priorSection)) dispatched.add(a);
  const runIds = [...new Set([...priorSection.matchAll(/\b(run[-_]?[0-9a-z]+)\b/gi)].map((m) => m[1]))];
  for (const s of history) {
    const r = JSON.stringify(s.result ?? '');
    for (const m of r.matchAll(/"(?:run_id|runId)"\s*:\s*"([^"]+)"/g)) runIds.push(m[1]);
  }

  const first = ['distiller', 'lorebook_reader'].filter((a) => agents.includes(a));
  const wave1 = (first.length ? first : agents.slice(0, 2)).filter((a) => !dispatched.has(a));
  const planAgent = agents.find((a) => /plan/.test(a) && !dispatched.has(a));
  const brief = (a: string) =>
    zh ? `围绕用户的话“${x.u}”，为${x.n}的下一条回复完成你的部分（${a}）。` : `For ${x.n}'s next reply to "${x.u}", do your part (${a}).`;

  if (dispatched.size === 0 && wave1.length) {
    return {
      content: zh ? '先派出整理场景和查资料的两位。' : 'Dispatching the scene distiller and the fact finder first.',
      toolCalls: [
        call(planner.name, {
          todo_ops: wave1.map((a) => ({ op: 'add', todo_id: `todo_${a}`, goal: brief(a) })),
          dispatches: wave1.map((a) => ({ todo_id: `todo_${a}`, [field]: a, task_brief: brief(a), input_run_ids: [] })),
        }),
      ],
    };
  }
  if (planAgent) {
    return {
      content: zh ? '根据报告规划下一拍。' : 'Planning the next beat from the reports.',
      toolCalls: [
        call(planner.name, {
          todo_ops: [
            ...[...dispatched].map((a) => ({ op: 'set_status', todo_id: `todo_${a}`, status: 'done' })),
            { op: 'add', todo_id: `todo_${planAgent}`, goal: brief(planAgent) },
          ],
          dispatches: [{ todo_id: `todo_${planAgent}`, [field]: planAgent, task_brief: brief(planAgent), input_run_ids: runIds }],
        }),
      ],
    };
  }
  return {
    content: zh ? '材料够了，交给最终撰写。' : 'The material is sufficient; handing over to the final writer.',
    toolCalls: [
      call(planner.name, {
        todo_ops: [...dispatched].map((a) => ({ op: 'set_status', todo_id: `todo_${a}`, status: 'done' })),
        finalize: zh ? '场景、事实和下一拍都已齐备。' : 'The scene, the facts and the next beat are covered.',
      }),
    ],
  };
}
