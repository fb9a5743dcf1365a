// A scripted model that plays every agent of a director turn by doing what its request tells it to do,
// and nothing more. It decides only from what Troupe sent (system text, preloaded skills, catalog,
// tools offered, messages); bench/README.md says how, rule by rule. Used by bench/turn-cost.bench.mjs
// and by the test that checks each shipped preset's request log (test/turn-cost.test.ts).

import { HAN, instructions, isEmptyReport, latestUser, plan, reads, reports, SAME_RESPONSE, steps, text, told, toolNames } from './scripted-request.mjs';

/** @typedef {{ text?: string, toolCalls?: { name: string, args?: unknown }[] }} Reply */

/** The sentence the writer puts in every draft for the voice critic to catch: a report where feeling belongs. */
export const FLAT_LINE = { en: 'She listed the facts in order, as if reading a report.', zh: '她按顺序列出事实，像在念一份报告。' };
export const FLAT_FIX = { en: 'Her voice caught halfway through, and she had to start again.', zh: '她说到一半声音哽住，只好重新开口。' };

/** A draft in the scene's language that answers the user's message, with one flat line for the critics. */
function draftFor(req) {
  const zh = HAN.test(latestUser(req));
  const said = latestUser(req).replace(/\s+/g, ' ').slice(0, 80);
  const lang = zh ? 'zh' : 'en';
  const body = zh
    ? `她把灯放低了一些，看着你。“${said}”——她把这句话在嘴里重复了一遍。\n\n${FLAT_LINE.zh}\n\n“林间的结界会护住你，”她终于说，“今晚留下吧。”`
    : `She lowered the lamp and looked at you. "${said}" — she turned the words over once before answering.\n\n${FLAT_LINE.en}\n\n"The ward on the glade will hold," she said at last. "Stay the night."`;
  return { text: body, lang };
}

/** Patches from the critics' reports: each quoted passage → the replacement its fix gives in quotes. */
function patchesFrom(results, draft) {
  const out = [];
  for (const r of results) {
    const report = typeof r?.report === 'string' ? r.report : '';
    for (const m of report.matchAll(/Quote: ["“「]?(.+?)["”」]?\n\s+Problem: .+\n(?:\s+Source: .+\n)?\s+Fix(?: direction)?: .*?[“"「](.+?)[”"」]/g)) {
      if (draft.includes(m[1])) out.push({ find: m[1], replaceWith: m[2] });
    }
  }
  return out;
}

/** The main agent: the steps its instructions give, in the order and grouping they give. */
function playMain(req) {
  const read = reads(req);
  if (read) return read;
  const names = toolNames(req);
  const dispatch = (req.tools ?? []).find((t) => t.name === 'dispatch_subagent');
  const team = dispatch?.parameters?.properties?.subagentId?.enum ?? [];
  const done = steps(req);
  const wrote = done.some((s) => s.name === 'write_message' && s.result?.ok !== false);
  const draft = done.filter((s) => s.name === 'write_message').at(-1)?.args.text ?? '';
  const p = plan(req, team);
  const finalize = { name: 'finalize' };
  const write = () => ({ name: 'write_message', args: { text: draftFor(req).text, mode: 'replace' } });

  if (!wrote) {
    const dispatched = new Set(done.filter((s) => s.name === 'dispatch_subagent').map((s) => s.args.subagentId));
    // Alone (writer only, or no team): write, and finalize in the same response when told so.
    if (!team.length) return { toolCalls: SAME_RESPONSE.test(told(instructions(req))) ? [write(), finalize] : [write()] };
    // A simple turn by the rule the instructions give: every opening report found nothing.
    const rs = reports(req);
    if (p.simpleRule && rs.length && rs.every((r) => isEmptyReport(r.text)))
      return { toolCalls: SAME_RESPONSE.test(p.simpleRule) ? [write(), finalize] : [write()] };
    const scouts = p.scouts.filter((id) => !dispatched.has(id));
    if (scouts.length)
      return {
        toolCalls: scouts.map((id) => ({
          name: 'dispatch_subagent',
          args: { subagentId: id, task: `Turn: the latest user message. Focus: ${id.replace(/_/g, ' ')}. Return: your report.` },
        })),
      };
    const critics = p.critics.map((id) => ({
      name: 'dispatch_subagent',
      args: { subagentId: id, task: `Turn: the reply just drafted. Focus: ${id.replace(/_/g, ' ')}. Return: findings that quote the draft.` },
    }));
    return { toolCalls: p.critiqueWithDraft ? [write(), ...critics] : [write()] };
  }
  const last = done.at(-1);
  const lastTurn = done.filter((s) => s.turn === last.turn);
  // Critics not yet dispatched (the instructions grouped them after the draft, not with it).
  if (last.name === 'write_message' && p.critics.length && !done.some((s) => s.name === 'dispatch_subagent' && p.critics.includes(s.args.subagentId))) {
    return { toolCalls: p.critics.map((id) => ({ name: 'dispatch_subagent', args: { subagentId: id, task: 'Review the draft.' } })) };
  }
  // Background dispatches are awaited (a dispatch that answered carries its report).
  const pending = lastTurn.filter((s) => s.name === 'dispatch_subagent' && s.result?.handle && typeof s.result.report !== 'string').map((s) => s.result.handle);
  if (pending.length && names.has('await_subagents')) return { toolCalls: [{ name: 'await_subagents', args: { handles: pending } }] };
  const dispatchedIds = new Set(done.filter((s) => s.name === 'dispatch_subagent').map((s) => s.args.subagentId));
  const closers = p.closers.filter((id) => !dispatchedIds.has(id));
  const close = () =>
    closers.length
      ? {
          toolCalls: closers.map((id) => ({
            name: 'dispatch_subagent',
            args: { subagentId: id, task: 'Turn: the reply as drafted. Return: what you changed.' },
          })),
        }
      : { toolCalls: [finalize] };
  if (lastTurn.some((s) => s.name === 'apply_message_patches') || lastTurn.some((s) => p.closers.includes(s.args?.subagentId))) return close();
  const results = lastTurn.map((s) => s.result).flatMap((r) => (Array.isArray(r?.results) ? r.results.map((x) => ({ report: x.output })) : [r]));
  const patches = patchesFrom(results, draft);
  if (patches.length && names.has('apply_message_patches'))
    return {
      toolCalls:
        p.patchWithFinalize && !closers.length
          ? [{ name: 'apply_message_patches', args: { patches } }, finalize]
          : [{ name: 'apply_message_patches', args: { patches } }],
    };
  return close();
}

/**
 * A sub-agent: reads what it is told to, then reports in its role's format from what it was given. An
 * after-wave member (one with submit_result, told to hand in with its last writes) hands the report in
 * through submit_result, in the same response as those writes.
 */
function playSub(req) {
  const reply = playSubReport(req);
  if (!toolNames(req).has('submit_result') || reply.handedIn === false || reply.text === undefined) return reply;
  const writes = reply.toolCalls ?? [];
  return { toolCalls: [...writes, { name: 'submit_result', args: { text: reply.text } }] };
}

function playSubReport(req) {
  const read = reads(req);
  if (read) return read;
  const ins = instructions(req);
  const id = /<orchestration_role>\s*(?:You are |你是 ?)([a-z_]+)/.exec(ins)?.[1] ?? 'member';
  const zh = HAN.test(/<orchestration_role>([\s\S]*?)<\/orchestration_role>/.exec(ins)?.[1] ?? '');
  const names = toolNames(req);
  const done = steps(req);
  let draft = /<current_draft[^>]*>\n([\s\S]*?)\n<\/current_draft>/.exec(req.messages.map(text).join('\n'))?.[1] ?? '';
  const got = done.find((s) => s.name === 'get_draft');
  if (got) draft = got.result?.text ?? draft;
  if (/critic/.test(id) && !draft && names.has('get_draft') && !got) return { toolCalls: [{ name: 'get_draft' }] };
  const user = latestUser(req).replace(/\s+/g, ' ').slice(0, 60);
  if (id === 'voice_critic') {
    const flat = [FLAT_LINE.en, FLAT_LINE.zh].find((l) => draft.includes(l));
    if (!flat) return { text: zh ? 'No results: 草稿里没有这些问题。' : 'No results: none of these in the draft.' };
    // In its role's format: the same keys in both languages, the quote marks of the language.
    return flat === FLAT_LINE.zh
      ? { text: `1. Quote: 「${flat}」\n   Problem: [数据人] 该有情绪的地方写成了报告。\n   Fix: 换成身体的反应，比如「${FLAT_FIX.zh}」` }
      : { text: `1. Quote: "${flat}"\n   Problem: [data person] a report where feeling belongs.\n   Fix: a felt reaction, e.g. "${FLAT_FIX.en}"` };
  }
  if (id === 'continuity_critic')
    return { text: zh ? 'No results: 核对了聊天和世界书，没有矛盾。' : 'No results: checked the chat and the lorebook; nothing contradicts.' };
  if (id === 'notes_curator') return { text: zh ? 'No change: 草稿没有兑现或埋下任何线。' : 'No change: the draft paid off and planted nothing.' };
  if (id === 'memory_curator' && names.has('memory_node_create')) return playMemoryCurator(req, done, zh);
  if (id === 'intent_scout') {
    // Its role: a message that asks for nothing beyond the plain exchange (no question, no aside) is `No results`.
    if (!/[?？]|\(|（|\[|OOC/i.test(latestUser(req))) {
      return { text: zh ? 'No results: 这条消息只是一来一回，没有要求。' : 'No results: a plain exchange; the message asks for nothing.' };
    }
    return zh
      ? { text: `1. Item: [要求] 回答用户的问题：「${user}」\n   Source: 第 ${floorOfLatest(req)} 楼\n   Why: 这条回复要正面答它。` }
      : { text: `1. Item: [request] answer the user's question: "${user}"\n   Source: floor ${floorOfLatest(req)}\n   Why: the reply must answer it plainly.` };
  }
  return { text: zh ? 'No results: 本回合没有需要补充的内容。' : 'No results: nothing beyond the plain exchange.' };
}

/**
 * memory_curator, as its method says: the schema, the newest nodes and the groups ready to roll up are
 * in `<prefetched>`; a participant not among the nodes is looked up by name first only when the list is
 * cut. Then one response: the event node linked to the participants the graph holds (nothing lasting
 * changed, no relation began), the first group rolled up when one is listed, and the report.
 */
function playMemoryCurator(req, done, zh) {
  const all = req.messages.map(text).join('\n');
  // An unreadable list is treated as cut, so every participant is looked up.
  const candidates = prefetched(all, 'memory_list_candidates') ?? { candidates: [], total: 0 };
  const rows = candidates.candidates ?? [];
  const cut = (candidates.total ?? 0) > rows.length;
  const people = participants(req);
  const unknown = people.filter((p) => !rows.some((c) => (c.name ?? '').includes(p)));
  if (!done.length && cut && unknown.length) return { handedIn: false, toolCalls: unknown.map((query) => ({ name: 'memory_find_by_name', args: { query } })) };
  // The event's links: the participants the candidates hold (by their ids), as the method says.
  const links = rows
    .filter((c) => c.type !== 'event' && people.some((p) => (c.name ?? '').includes(p)))
    .map((c) => ({ target_node_id: c.id, relation: 'involves' }));
  // Compaction: the groups are in <prefetched> too; the first one listed is rolled up in the same response.
  const groups = prefetched(all, 'memory_compaction_candidates')?.groups ?? [];
  const compact =
    groups.length && toolNames(req).has('memory_compact_nodes') && !done.some((s) => s.name === 'memory_compact_nodes')
      ? [
          {
            name: 'memory_compact_nodes',
            args: {
              type: 'event',
              child_ids: groups[0].childIds,
              summary: zh ? '较早的几夜：Ash 在林间避风。' : 'The earlier nights: Ash sheltered at the glade.',
            },
          },
        ]
      : [];
  // A node created in this same response has no id yet: the report names it by its title.
  const created = done.find((s) => s.name === 'memory_node_create')?.result?.id ?? EVENT_TITLE[zh ? 'zh' : 'en'];
  return { toolCalls: [...createEvent(done, zh, links), ...compact], text: `Created: ${created}` };
}

/** One tool's result in the request's `<prefetched>` block: its value, undefined when absent, `{total: Infinity}` when unreadable. */
function prefetched(all, name) {
  const m = new RegExp(`${name}:\\n(\\{[\\s\\S]*?\\})\\n(?:\\n|</prefetched>)`).exec(all);
  if (!m) return undefined;
  try {
    const parsed = JSON.parse(m[1]);
    return parsed.result ?? parsed;
  } catch {
    return { total: Infinity };
  }
}

const EVENT_TITLE = { en: 'Day 3, night — Ash stays the night at the glade', zh: '第 3 天，夜 — Ash 在林间过夜' };

/** The event node, unless this run created it already. */
function createEvent(done, zh, links) {
  if (done.some((s) => s.name === 'memory_node_create')) return [];
  // As event-summary-rules say: the title "Day N, time — subject does what", the required fields from the schema.
  const title = EVENT_TITLE[zh ? 'zh' : 'en'];
  const fields = zh
    ? { summary: 'Ash 问起林间的结界；Maren 说结界撑得住，留他再住一夜。', time: '第 3 天，夜', participants: 'Maren; Ash' }
    : {
        summary: 'Ash asked what the glade ward does; Maren said it would hold and let Ash stay another night.',
        time: 'Day 3, night',
        participants: 'Maren; Ash',
      };
  return [{ name: 'memory_node_create', args: { type: 'event', title, fields, ...(links.length ? { links } : {}) } }];
}

/** The people in the scene: the card's character (its first name) and the user's character (the chat's speaker). */
function participants(req) {
  const all = req.messages.map(text).join('\n');
  const card = /Character: ([A-Z][a-z]+)/.exec(all)?.[1];
  // The user's character: the speaker of the chat's user lines ("Ash (59): …").
  const spoken = [...req.messages].reverse().find((m) => m.role === 'user' && /^[A-Z][a-z]+ \(\d+\):/.test(text(m)));
  const user = /^([A-Z][a-z]+) \(\d+\):/.exec(text(spoken ?? {}))?.[1];
  return [...new Set([card, user].filter(Boolean))];
}

/** The latest user message's floor, as the story's floor line gives it. */
function floorOfLatest(req) {
  const m = /floors \d+[–-](\d+)/.exec(req.messages.map(text).join('\n'));
  return m ? Number(m[1]) : 0;
}

/** The capsule modes' output tools and the field each takes. */
const CAPSULE_OUTPUT = [
  ['final_guidance', 'text'],
  ['finalize', 'capsule_text'],
  ['submit_result', 'text'],
];

/** Proper names in a message (capitalised words not at a sentence start), which a lookup rule names. */
function properNames(message) {
  return [...message.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,})\b/g)].map((m) => m[1]);
}

/**
 * A capsule agent (single node, loop agent, spec node; agenda is not played): it reads what its
 * instructions name; it looks up (lorebook_search, in one round) only the proper names of the user's
 * message that appear nowhere else in what it was sent — its method's rule for what to look up; then it
 * hands in through its output tool. A review node approves.
 */
function playCapsule(req) {
  const read = reads(req);
  if (read) return read;
  const names = toolNames(req);
  const done = steps(req);
  const zh = HAN.test(told(instructions(req)));
  if (names.has('review_approve')) return { toolCalls: [{ name: 'review_approve', args: { review_feedback: zh ? '结果成立。' : 'The outputs hold.' } }] };
  if (names.has('planner_step')) return playPlanner(req, done);
  const all = req.messages.map(text).join('\n');
  // The user's message as the agent's template shows it (LAST:, Last:, ## Latest user message), or its story.
  const marked = /\nLAST:\n([^\n]+)|\nLast: ([^\n]+)|## Latest user message\n+([^\n]+)/.exec(all);
  const user = marked ? (marked[1] ?? marked[2] ?? marked[3]) : all.includes('</story_context>') ? latestUser(req) : '';
  const missing = properNames(user).filter((n) => all.split(n).length - 1 <= 1);
  if (missing.length && !done.length && names.has('lorebook_search'))
    return { toolCalls: missing.map((n) => ({ name: 'lorebook_search', args: { pattern: n } })) };
  const guidance = zh
    ? '- 正面回答用户的问题。\n- 结界的规则照世界书写。'
    : "- Answer the user's question plainly.\n- Keep the ward's rule as the lorebook gives it.";
  if (names.has('node_output')) return { toolCalls: [{ name: 'node_output', args: { summary: guidance } }] };
  const out = CAPSULE_OUTPUT.find(([n]) => names.has(n));
  return out ? { toolCalls: [{ name: out[0], args: { [out[1]]: guidance } }] } : { text: guidance };
}

/**
 * Agenda's planner, as agenda-planner-method says for a turn with a request: the workers that need no
 * other report together (distiller and lorebook_reader), then plot_planner on their runs, then — the
 * check is for when it earns its cost, which a question about the scene does not — finalize in its own step.
 */
function playPlanner(req, done) {
  const tool = (req.tools ?? []).find((t) => t.name === 'planner_step');
  const workers = tool?.parameters?.properties?.dispatches?.items?.properties?.worker?.enum ?? [];
  const steps = done.filter((s) => s.name === 'planner_step').length;
  const brief = (w) => ({ worker: w, task_brief: `Report what the next reply needs from your role (${w.replace(/_/g, ' ')}), in at most six lines.` });
  const first = ['distiller', 'lorebook_reader'].filter((w) => workers.includes(w));
  if (steps === 0 && first.length) return { toolCalls: [{ name: 'planner_step', args: { dispatches: first.map(brief) } }] };
  if (steps === 1 && workers.includes('plot_planner')) {
    return { toolCalls: [{ name: 'planner_step', args: { dispatches: [{ ...brief('plot_planner'), input_run_ids: first.map((_, i) => `run-${i + 1}`) }] } }] };
  }
  return { toolCalls: [{ name: 'planner_step', args: { finalize: 'The scene summary, the lore facts and the plan are in.' } }] };
}

/** Plays one request: the director's main agent, a director sub-agent, or a capsule agent. */
export function playTeam(req) {
  const names = toolNames(req);
  if (names.has('write_message') && names.has('finalize')) return playMain(req);
  if (/<orchestration_role>/.test(instructions(req))) return playSub(req);
  return playCapsule(req);
}

/** A ModelClient (async generator of LLM events) that answers with playTeam and reports usage in characters. */
export function scriptedTeamClient(onRequest = () => {}) {
  let seq = 0;
  return async function* (request) {
    onRequest(request);
    await Promise.resolve();
    const reply = playTeam(request);
    if (reply.text) yield { type: 'text-delta', text: reply.text };
    const calls = reply.toolCalls ?? [];
    for (let i = 0; i < calls.length; i++) {
      const call = { id: `call_${++seq}`, name: calls[i].name, arguments: JSON.stringify(calls[i].args ?? {}) };
      yield { type: 'tool-call-start', index: i, id: call.id, name: call.name };
      yield { type: 'tool-call-end', index: i, call };
    }
    yield { type: 'finish', reason: calls.length ? 'tool_calls' : 'stop' };
  };
}

/** An OpenAI-format request body (as the scripted HTTP server logs it) in the core's request shape. */
export function fromWire(body) {
  return {
    messages: (body.messages ?? []).map((m) => ({
      role: m.role,
      content: typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? m.content.map((p) => p.text ?? '').join('') : m.content,
      ...(m.tool_calls ? { toolCalls: m.tool_calls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })) } : {}),
      ...(m.tool_call_id ? { toolCallId: m.tool_call_id } : {}),
    })),
    tools: (body.tools ?? []).map((t) => ({ name: t.function.name, description: t.function.description ?? '', parameters: t.function.parameters })),
  };
}
