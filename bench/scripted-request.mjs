// What the scripted model (scripted-team.mjs) reads from a request: the agent's instructions, its catalog,
// the tool calls made so far, the story's latest user message, the opening reports and the main agent's plan.

/** @typedef {{ role: string, content?: string | null, toolCalls?: { id: string, name: string, arguments: string }[], toolCallId?: string, name?: string }} Msg */
/** @typedef {{ messages: Msg[], tools?: { name: string, description: string, parameters: unknown }[] }} Req */

export const HAN = /[\u3400-\u9fff]/;

export const text = (m) => (typeof m.content === 'string' ? m.content : '');
export const toolNames = (req) => new Set((req.tools ?? []).map((t) => t.name));

/** The agent's own instructions: its first system message (role, preloaded skills, catalog), story excluded. */
export function instructions(req) {
  const first = req.messages.find((m) => m.role === 'system');
  return first ? text(first) : '';
}

/** Skills listed in its catalog (readable with skill_read), not preloaded. */
export function catalog(ins) {
  const block = /<available_skills>([\s\S]*?)<\/available_skills>/.exec(ins);
  return block ? [...block[1].matchAll(/^- ([a-z0-9_-]+):/gm)].map((m) => m[1]) : [];
}

/** The instructions without the catalog block (what the agent is told, not the menu). */
export const told = (ins) => ins.replace(/<available_skills>[\s\S]*?<\/available_skills>/g, '');

/** Every tool call the agent made so far, with its parsed result. */
export function steps(req) {
  const out = [];
  const results = new Map(req.messages.filter((m) => m.role === 'tool').map((m) => [m.toolCallId, m.content]));
  let turn = 0;
  for (const m of req.messages) {
    if (m.role !== 'assistant') continue;
    for (const c of m.toolCalls ?? []) {
      let result;
      try {
        result = JSON.parse(results.get(c.id) ?? 'null');
      } catch {
        result = null;
      }
      out.push({ turn, name: c.name, args: JSON.parse(c.arguments || '{}'), result });
    }
    turn++;
  }
  return out;
}

/**
 * Rule 1 — reading: before anything else, an agent reads (skill_read, all in one response) every skill of
 * its catalog that its instructions name. A skill whose text is already in its instructions is not read.
 */
export function reads(req) {
  const ins = instructions(req);
  const done = new Set(
    steps(req)
      .filter((s) => s.name === 'skill_read')
      .map((s) => s.args.name),
  );
  const names = catalog(ins).filter((n) => told(ins).includes(n) && !done.has(n));
  if (!names.length || !toolNames(req).has('skill_read') || done.size) return undefined;
  return { toolCalls: names.map((name) => ({ name: 'skill_read', args: { name } })) };
}

/** The story's latest user message (the last user message inside the story block). */
export function latestUser(req) {
  const close = req.messages.findIndex((m) => m.role === 'system' && text(m).includes('</story_context>'));
  const story = close === -1 ? req.messages : req.messages.slice(0, close);
  return text([...story].reverse().find((m) => m.role === 'user') ?? {});
}

/** The opening wave's reports in the main agent's first message. */
export function reports(req) {
  const first = req.messages.find((m) => m.role === 'user' && text(m).includes('<report from='));
  return first ? [...text(first).matchAll(/<report from="([^"]+)">\n([\s\S]*?)\n<\/report>/g)].map((m) => ({ id: m[1], text: m[2] })) : [];
}

export const isEmptyReport = (t) => /^\s*(No results|No findings|No change|无结果|无发现|无变化|无[:：])/i.test(t);
export const SAME_RESPONSE = /same response|one response|together in one|同一(?:个|次)?(?:回复|回应|响应)|一次(?:回复|调用)中|同时调用/i;
const CONDITIONAL = /\b(only (?:when|if)|if (?:a|the) report|when the scene|unless|for fan fiction)\b|仅当|仅在|只有|只在|如果|需要时|同人/i;

/** The main agent's numbered steps and the simple-turn rule, as its instructions state them. */
export function plan(req, team) {
  const lines = told(instructions(req)).split('\n');
  const simpleRule = lines.find((l) => /simple turn|简单回合/i.test(l)) ?? '';
  // The steps of a full turn (the line that defines a simple turn is not one of them).
  const numbered = lines.filter((l) => /^\s*\d+[.、]/.test(l) && l !== simpleRule);
  const idsIn = (l) => team.filter((id) => new RegExp(`\\b${id}\\b`).test(l));
  const writeAt = numbered.findIndex((l) => l.includes('write_message'));
  const before = writeAt === -1 ? [] : numbered.slice(0, writeAt);
  const from = writeAt === -1 ? numbered : numbered.slice(writeAt);
  // A clause with a condition ("only when…", "when the scene calls for them") is a choice this scene does not make.
  const unconditional = (l) =>
    l
      .split(/[;；]/)
      .filter((c) => !CONDITIONAL.test(c))
      .join(';');
  const critics = [...new Set(from.slice(0, 2).flatMap(idsIn))];
  return {
    // Scouts the steps before the draft name without a condition.
    scouts: before.map(unconditional).flatMap(idsIn),
    // Members the draft step (or the next) names: they review the draft.
    critics,
    // Members a later step dispatches unconditionally once the draft has settled (curators).
    closers: from
      .slice(2)
      .map(unconditional)
      .flatMap(idsIn)
      .filter((id) => !critics.includes(id)),
    critiqueWithDraft: writeAt !== -1 && SAME_RESPONSE.test(numbered[writeAt]),
    patchWithFinalize: numbered.some((l) => /apply_message_patches/.test(l) && /finalize/.test(l) && SAME_RESPONSE.test(l)),
    simpleRule,
  };
}
