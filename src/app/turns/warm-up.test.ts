// The warm-up loads ahead only what the active profile uses: a preset that switches memory and web
// search off for every agent does not load their parts.
import 'fake-indexeddb/auto';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import { createApp } from '../app.ts';
import { profileToolNames } from '../profiles/profile-tools.ts';
import { ToolRegistry, type TurnToolProvider } from '../tools/tool-registry.ts';

let n = 0;

describe('the warm-up', () => {
  it('does not load the memory part with "Default (no memory, no search)" active, and does with "Default (memory + search)"', async () => {
    const host = memoryHost(fakeModel(() => ({ text: 'x' })));
    const app = createApp({ prefix: `warm-${n++}-`, host });
    await app.ready;
    await app.memory.updateSettings({ enabled: true });
    await app.profiles.setMode('director');
    await app.profiles.selectPreset('director', 'default');
    expect(profileToolNames('director', app.profiles.effective('director', null).profile).has('memory_schema')).toBe(false);
    await app.orchestrator!.warm();
    expect(app.memory.loaded).toBeNull();

    await app.profiles.selectPreset('director', 'default-full');
    expect(profileToolNames('director', app.profiles.effective('director', null).profile).has('memory_schema')).toBe(true);
    await app.orchestrator!.warm();
    expect(app.memory.loaded).not.toBeNull();
    await app.memory.idle();
  });

  it('prepares only the providers that make a tool the profile switches on', async () => {
    const reg = new ToolRegistry();
    const prepared: string[] = [];
    const provider = (name: string, names: string[]): TurnToolProvider => ({
      names: signal(names),
      open: () => null,
      prepare: async () => void prepared.push(name),
    });
    reg.registerTurnTools(provider('memory', ['memory_schema', 'memory_node_create']));
    reg.registerTurnTools(provider('search', ['search_search', 'search_visit']));
    await reg.prepare(new Set(['chat_search', 'search_visit']));
    expect(prepared).toEqual(['search']);
    await reg.prepare();
    expect(prepared).toEqual(['search', 'memory', 'search']);
  });
});
