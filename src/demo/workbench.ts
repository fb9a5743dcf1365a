// The AI workbench as the demo model plays it: it knows three of the recipes — the single-agent writer,
// a critic for X, the scouts on another connection — and plays them through the workbench's tools over
// several rounds, reading the profile first. Anything else gets an honest answer: connect a real model.
import { call, type DemoResponse } from './response.ts';
import type { DemoRequest } from './request.ts';

/** The workbench is offered its read tools. */
export function isWorkbench(req: DemoRequest): boolean {
  const names = new Set(req.tools.map((t) => t.name));
  return names.has('profile_summary') && names.has('recipe_read');
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

type Recipe = 'single' | 'critic' | 'cheap';

function recipeOf(text: string): Recipe | null {
  if (/single[- ]agent|alone|iterative writer|单\s*agent|單\s*agent|单代理|單代理|迭代写手|迭代寫手/i.test(text)) return 'single';
  if (/critic|评审|評審/i.test(text)) return 'critic';
  if (/cheap|便宜/i.test(text)) return 'cheap';
  return null;
}

interface Step {
  name: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
}

/** The calls of the current answer (since the user's last message) with their results, and how many rounds it took. */
function stepsSince(req: DemoRequest): { user: string; rounds: number; steps: Step[] } {
  const at = req.messages.map((m) => m.role).lastIndexOf('user');
  const user = (req.messages[at]?.content ?? '').replace(/^\[[^\]]*\]\n\n/, '');
  const after = req.messages.slice(at + 1);
  const results = new Map(after.filter((m) => m.role === 'tool').map((m) => [m.toolCallId, m.content]));
  const steps: Step[] = [];
  let rounds = 0;
  for (const m of after) {
    if (m.role !== 'assistant') continue;
    rounds++;
    for (const c of m.toolCalls) {
      const parse = (s: string | undefined) => {
        try {
          return s ? (JSON.parse(s) as Record<string, unknown>) : {};
        } catch {
          return {};
        }
      };
      steps.push({ name: c.name, args: parse(c.arguments), result: parse(results.get(c.id)) });
    }
  }
  return { user, rounds, steps };
}

interface Summary {
  agents?: { id: string; role: string; skills?: { visible: string[] }; connection?: string }[];
}

const summaryOf = (steps: Step[]) => steps.find((s) => s.name === 'profile_summary')?.result as Summary | undefined;

function closing(steps: Step[], zh: boolean, what: string): DemoResponse {
  const made = steps.filter((s) => typeof s.result.changeId === 'string').length;
  const refused = steps.filter((s) => s.result.ok === false).length;
  const content = zh
    ? `${what}共提出 ${made} 处修改${refused ? `，另有 ${refused} 处被拒绝` : ''}，都在右边的审阅里等你批准。`
    : `${what} ${made} ${made === 1 ? 'change is' : 'changes are'} waiting in the review${refused ? ` (${refused} refused)` : ''}; approve what you want and press Apply.`;
  return { content };
}

function single(rounds: number, steps: Step[], zh: boolean): DemoResponse {
  if (rounds === 0)
    return {
      content: zh ? '先看一下现在的配置。' : 'Reading the profile first.',
      toolCalls: [call('profile_summary'), call('recipe_read', { name: 'single-agent-writer' }), call('agent_get', { agentId: 'main' })],
    };
  const summary = summaryOf(steps);
  if (rounds === 1) {
    const subs = (summary?.agents ?? []).filter((a) => a.role === 'subagent').map((a) => a.id);
    if (subs.length) return { content: zh ? '移除所有子代理。' : 'Removing every sub-agent.', toolCalls: subs.map((id) => call('subagent_remove', { id })) };
  }
  if (!steps.some((s) => s.name === 'limits_set')) {
    const prompt = String(
      (steps.find((s) => s.name === 'agent_get')?.result as { agents?: { config?: { systemPrompt?: string } }[] } | undefined)?.agents?.[0]?.config
        ?.systemPrompt ?? '',
    );
    const han = HAN.test(prompt);
    const passes = han
      ? '分几遍写：先读这一幕需要的内容（chat_read_range、lorebook_search），用 write_message 写出完整回复，用 get_draft 回读，用 apply_message_patches 修改，直到没有想改的地方，再 finalize。'
      : 'Work in passes: read what the scene needs (chat_read_range, lorebook_search), write the whole reply with write_message, reread it with get_draft, revise with apply_message_patches until nothing is left that you would change, then finalize.';
    return {
      toolCalls: [
        call('tools_set', {
          agentId: 'main',
          set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false },
          inherit: ['chat', 'lorebook', 'memory'],
        }),
        ...(prompt.includes('{{team}}') ? [call('profile_patch_prompt', { agentId: 'main', find: '{{team}}', replaceWith: `{{team}}\n\n${passes}` })] : []),
        call('limits_set', { limits: { maxRounds: 12 } }),
      ],
    };
  }
  return closing(
    steps,
    zh,
    zh
      ? '改成单 Agent 迭代写手：没有子代理了，主代理自己起草、回读、修订、定稿，轮数降到 12。注意现在没有评审替草稿把关。'
      : 'A single-agent iterative writer: no sub-agents; the main agent drafts, rereads, revises and finalizes, in at most 12 rounds. No critic checks the draft any more.',
  );
}

function critic(user: string, rounds: number, steps: Step[], zh: boolean): DemoResponse {
  const subject = (/\bfor ([a-z][a-z -]{1,30}?)(?:[.,!?]|$)/i.exec(user)?.[1] ?? (zh ? '' : 'pacing')).trim();
  const word = subject
    ? subject
        .split(/\s+/)[0]!
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
    : 'pacing';
  const id = `${word || 'pacing'}_critic`;
  if (rounds === 0) return { toolCalls: [call('recipe_read', { name: 'add-critic' }), call('agent_get', { agentId: 'voice_critic' })] };
  if (!steps.some((s) => s.name === 'subagent_add')) {
    const what = subject || (zh ? '节奏' : 'pacing');
    const method = `${(word || 'pacing').replace(/_/g, '-')}-critic-method-${zh ? 'zh' : 'en'}`;
    return {
      toolCalls: [
        call('skill_create', {
          name: method,
          description: zh ? `${id} 的检查步骤：在草稿里找${what}的问题。` : `How ${id} checks the draft for ${what}.`,
          body: zh
            ? `# ${id} 的方法\n\n1. 通读 <current_draft>，只看${what}。\n2. 只报真正的问题，不报口味。\n3. 每条引用原文，说明问题，给出改法。\n`
            : `# ${id}'s method\n\n1. Read the draft in <current_draft> for ${what} only.\n2. Report real problems, not taste.\n3. Quote the passage, say what is wrong, give a fix.\n`,
        }),
        call('subagent_add', {
          id,
          description: zh
            ? `起草后：揪出草稿里${what}的问题。任务写：你最拿不准的段落。`
            : `After the draft: flags problems of ${what}. Task: the passages you are least sure of.`,
          systemPrompt: zh
            ? `你是 ${id}。读 <current_draft> 里的草稿，只看${what}。最多报 4 条，每条引用原文、说明问题、给出改法；没有问题就写"没有结果：<原因>。"。报告写给主代理，不是故事正文。`
            : `You are ${id}. Read the draft in <current_draft> and look only at ${what}. Report at most 4 findings, each quoting the passage, saying what is wrong and giving a fix; "No results: <reason>." when there are none. The report is for the director, not story prose.`,
          skills: [method],
          preload: [method],
        }),
      ],
    };
  }
  return closing(steps, zh, zh ? `加了评审 ${id}，{{team}} 会把它列给主代理。` : `Added ${id}; {{team}} lists it for the main agent.`);
}

function cheap(rounds: number, steps: Step[], zh: boolean): DemoResponse {
  if (rounds === 0) return { toolCalls: [call('profile_summary'), call('connections_list')] };
  if (!steps.some((s) => s.name === 'subagent_update')) {
    const conns = (
      (steps.find((s) => s.name === 'connections_list')?.result as { connections?: { name: string; label: string; model?: string }[] } | undefined)
        ?.connections ?? []
    ).filter((c) => c.name);
    const target = conns.find((c) => /cheap|mini|small|flash|demo/i.test(`${c.name} ${c.label} ${c.model ?? ''}`)) ?? conns[0];
    const scouts = (summaryOf(steps)?.agents ?? []).filter((a) => a.role === 'subagent' && a.id.endsWith('_scout')).map((a) => a.id);
    if (!target || !scouts.length)
      return { content: zh ? '没有找到另一个连接或侦察子代理，所以没有改动。' : 'There is no other connection, or no scout, so nothing was changed.' };
    return { toolCalls: scouts.map((id) => call('subagent_update', { id, apiPreset: target.name })) };
  }
  return closing(
    steps,
    zh,
    zh ? '侦察都改用了另一个连接；主代理和评审不变。' : 'The scouts now use the other connection; the main agent and the critics keep theirs.',
  );
}

export function playWorkbench(req: DemoRequest): DemoResponse {
  const { user, rounds, steps } = stepsSince(req);
  const zh = HAN.test(user);
  switch (recipeOf(user)) {
    case 'single':
      return single(rounds, steps, zh);
    case 'critic':
      return critic(user, rounds, steps, zh);
    case 'cheap':
      return cheap(rounds, steps, zh);
    default:
      return {
        content: zh
          ? '离线演示模型只会三个配方：改成单 Agent 迭代写手、加一个评审、让侦察用另一个连接。其他请求请在上方选一个真实模型的连接。'
          : 'The offline demo model knows three recipes: a single-agent iterative writer, a critic for X, and the scouts on another connection. For anything else, pick a connection to a real model above.',
      };
  }
}
