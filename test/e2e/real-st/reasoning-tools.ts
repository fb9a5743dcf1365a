// Reasoning with tools through SillyTavern's Claude proxy. SillyTavern's Chat Completion source is
// Claude with a reverse proxy URL pointing at the scripted server, which answers on …/messages in
// Claude's streaming format: each answer of the main agent (its prompt preset asks for reasoning, so
// SillyTavern turns thinking on) starts with a signed thinking block before its tool_use blocks. Like
// Claude, the server refuses (HTTP 400) a tool loop's next request whose assistant turn does not begin
// with that thinking block and its signature; so the director turn completes only if Troupe kept each
// streamed signature and sent the block back in the form SillyTavern's proxy turns into Claude's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createScenario, signThinking, startScriptedServer, type ScenarioEngine, type Turn } from '../../fixtures/scripted-server/index.mjs';
import { stPreset } from '../../fixtures/st-presets/index.ts';
import { lastMessage, openSeraphina, openSt, openTroupePanel, send, startStWithTroupe, troupeTurn, versionAtLeast, type SuiteEnv } from './harness.ts';

const SCOUT = 'claude_scout';
const PRESET = 'Claude thinking';

type Block = { type: string; [k: string]: any };
interface ClaudeBody {
  model: string;
  max_tokens: number;
  system?: Block[];
  thinking?: { type: string; budget_tokens?: number };
  tools?: { name: string }[];
  messages: { role: 'user' | 'assistant'; content: Block[] }[];
}

const toolNames = (b: ClaudeBody) => (b.tools ?? []).map((t) => t.name);
const systemText = (b: ClaudeBody) => (b.system ?? []).map((s) => String(s.text ?? '')).join('\n');
const isMain = (b: ClaudeBody) => toolNames(b).includes('finalize');
const isScout = (b: ClaudeBody) => !isMain(b) && systemText(b).includes(`You are ${SCOUT}`);
const toolResults = (b: ClaudeBody) => b.messages.flatMap((m) => m.content.filter((c) => c.type === 'tool_result'));

/** What the main agent thinks before each round's tool calls (exact bytes matter: the signature covers them). */
const THOUGHTS = [
  'Round 1 — the glade first: send the scout. «ünïcode» ✓',
  'Round 2 — the scout is out; wait for its report.',
  'Round 3 — the report is in; write and finish.',
];

function step(b: ClaudeBody): Turn {
  if (isMain(b)) {
    const round = toolResults(b).length;
    const reasoning = THOUGHTS[round] ?? 'Done.';
    if (round === 0)
      return {
        reasoning,
        toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: SCOUT, task: 'Is the stream by the glade quiet?' } }],
        chunkChars: 7,
      };
    if (round === 1) return { reasoning, toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }], chunkChars: 7 };
    return {
      reasoning,
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Seraphina listens: the stream by the glade runs quiet tonight.' } },
        { name: 'finalize', arguments: {} },
      ],
      chunkChars: 7,
    };
  }
  if (isScout(b)) return { content: 'The stream is quiet; no tracks by the water.' };
  return { content: 'A plain SillyTavern reply.' };
}

/** Answers each request from `step` (Claude's format on …/messages). */
const engine: ScenarioEngine = {
  model: 'claude-sonnet-4-5',
  pending: () => [],
  respond: (body, wire) => createScenario([step(body as ClaudeBody)]).respond(body, wire),
};

async function setProfile(page: Page) {
  await page.evaluate(
    async ([id, preset]) => {
      const t = (globalThis as any).troupe;
      const p = structuredClone(t.profiles.drafts.value.director);
      const sub = {
        ...p.subAgents[0],
        id,
        wave: 'dispatch',
        everyTurns: 1,
        fullTurnsOnly: false,
        description: 'Listens at the stream.',
        systemPrompt: `You are ${id}.`,
        tools: null,
      };
      t.profiles.setDraft('director', { ...p, mainAgent: { ...p.mainAgent, promptPreset: preset }, subAgents: [sub] });
      await t.profiles.save('director');
      await t.profiles.setEnabled(true);
    },
    [SCOUT, PRESET],
  );
}

export function reasoningWithTools(env: SuiteEnv) {
  // 1.12.6, the oldest release supported, predates SillyTavern's Claude thinking (reasoning_effort → thinking).
  test.skipIf(!versionAtLeast(env.st.version, '1.13.0'))(
    'reasoning with tools through the Claude proxy: each thinking block goes back signed with the tool results, and the turn completes',
    async () => {
      const model = await startScriptedServer({ scenario: engine });
      env.defer(() => model.close());
      const proxy = { name: 'Scripted Claude', url: model.url, password: 'scripted-proxy-key' };
      const st = await startStWithTroupe(env, {
        modelUrl: model.url,
        settings(s) {
          s.oai_settings = {
            ...s.oai_settings,
            chat_completion_source: 'claude',
            claude_model: 'claude-sonnet-4-5',
            reverse_proxy: proxy.url,
            proxy_password: proxy.password,
          };
          s.proxies = [{ name: 'None', url: '', password: '' }, proxy];
          s.selected_proxy = proxy;
        },
        prepare(user) {
          const presets = join(user, 'OpenAI Settings');
          mkdirSync(presets, { recursive: true });
          writeFileSync(
            join(presets, `${PRESET}.json`),
            JSON.stringify(
              { ...stPreset({ temperature: 1, main: 'You direct {{char}}; think before you act.', maxTokens: 4096 }), reasoning_effort: 'low' },
              null,
              4,
            ),
          );
        },
      });
      env.defer(() => st.stop());
      const { page, errors } = await openSt(env.browser, st);
      env.defer(() => page.context().close());
      await openSeraphina(page);
      await openTroupePanel(page);
      await setProfile(page);

      const run = await troupeTurn(page, () => send(page, 'Is the stream by the glade quiet tonight?'));
      expect(run).toMatchObject({ mode: 'director', outcome: 'completed' });
      expect((await lastMessage(page)).mes).toContain('the stream by the glade runs quiet tonight');

      // Every request went through SillyTavern's Claude backend to …/messages and was accepted.
      expect(model.requests.map((r) => [r.path, r.status])).toEqual(model.requests.map(() => ['/v1/messages', 200]));
      const mains = model.requests.map((r) => r.body as ClaudeBody).filter(isMain);
      expect(mains).toHaveLength(3);
      for (const b of mains) {
        // SillyTavern turned the preset's reasoning effort into Claude's thinking, and sent Troupe's system prompt as `system`.
        expect(b).toMatchObject({ model: 'claude-sonnet-4-5', thinking: { type: 'enabled', budget_tokens: 1024 } });
        expect(systemText(b)).toContain('You direct Seraphina; think before you act.');
      }
      // Each follow-up carries every earlier round's assistant turn as Claude sent it: the thinking block
      // (text and signature unchanged) first, then its tool_use blocks, answered by tool_result blocks.
      for (let round = 1; round < 3; round++) {
        const assistants = mains[round]!.messages.filter((m) => m.role === 'assistant' && m.content.some((c) => c.type === 'tool_use'));
        expect(assistants).toHaveLength(round);
        assistants.forEach((a, k) => {
          expect(a.content[0]).toEqual({ type: 'thinking', thinking: THOUGHTS[k], signature: signThinking(THOUGHTS[k]!) });
          expect(a.content.slice(1).map((c) => c.type)).toEqual(['tool_use']);
        });
        expect(mains[round]!.messages.at(-1)!.content[0]).toMatchObject({ type: 'tool_result' });
      }
      expect(errors).toEqual([]);
    },
  );
}
