// What memory puts into a turn: always-injected nodes in the story every agent reads, and (capsule
// modes) what was recalled this turn after the capsule; both follow the settings.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import type { GenerationTurn } from '../../ports/host.ts';
import { openMemoryRepository } from '../../storage/memory.ts';
import { openSecrets } from '../../storage/secrets.ts';
import { openSettings } from '../../storage/records.ts';
import { MEMORY_CHECKS, MemoryService } from './memory-service.ts';

const chat = { chatId: 'inject-chat' };
const story = { background: ['card'], lore: [], history: [], after: [] };

async function open(svc: MemoryService) {
  let keep!: (v: boolean) => void;
  const gen = {
    type: 'normal',
    chat,
    lastUser: { index: 2, text: 'x' },
    markReply: () => new Promise<boolean>((r) => (keep = r)),
  } as unknown as GenerationTurn;
  const t = (await svc.open({ mode: 'loop', chat, generation: gen }))!;
  const call = (name: string, args: unknown) => callTool(t.tools.find((x) => x.name === name)!, args) as Promise<any>;
  return { t, call, end: async () => (t.close?.(), keep?.(true), await svc.idle()) };
}

test('always-injected nodes reach the story; recalled nodes follow the capsule; both can be switched off', async () => {
  const prefix = `inj-${Math.random().toString(36).slice(2, 7)}-`;
  const svc = new MemoryService({
    repo: openMemoryRepository(MEMORY_CHECKS, { prefix }),
    settings: openSettings({ prefix }),
    secrets: openSecrets({ prefix }),
  });
  await svc.load();
  const a = await open(svc);
  expect(a.t.story!(story)).toEqual(story); // nothing to inject yet
  await a.call('memory_node_create', {
    type: 'character_sheet',
    title: 'Ines Varga',
    fields: { summary: 'Captain of the Marta.', goal: 'keep the Marta' },
    always_inject: true,
  });
  await a.call('memory_node_create', { type: 'location_state', title: 'Old Lock', fields: { summary: 'A canal lock kept at night.' } });
  await a.end();

  const b = await open(svc);
  const bg = b.t.story!(story).background;
  expect(bg[0]).toBe('card');
  expect(bg[1]).toContain('<memory>');
  expect(bg[1]).toContain('[char_ines_varga] Ines Varga — summary: Captain of the Marta.; goal: keep the Marta');
  expect(bg[1]).not.toContain('Old Lock');
  await b.call('memory_node_brief', { node_id: 'loc_old_lock' });
  const appendix = b.t.capsuleAppendix!();
  expect(appendix).toContain('Recalled this turn:');
  expect(appendix).toContain('[loc_old_lock] Old Lock');
  await b.end();
  // The recall counts as exposure once the turn is kept.
  expect((await svc.engine()).chat(chat.chatId).exposure('loc_old_lock')).toBe(1);

  await svc.updateSettings({ injectAlways: false, injectRecall: false });
  const c = await open(svc);
  expect(c.t.story!(story)).toEqual(story);
  await c.call('memory_node_brief', { node_id: 'loc_old_lock' });
  expect(c.t.capsuleAppendix!()).toBe('');
  await c.end();
});
