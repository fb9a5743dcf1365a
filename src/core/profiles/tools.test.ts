import { describe, expect, it } from 'vitest';
import { defaultProfile, parseProfile } from './parse.ts';
import { defaultToolFlags } from '../modes/tools.ts';
import { agentToolFlags, enabledToolNames, flagForTool, isToolEnabled, toolNameFor } from './tools.ts';

describe('tool switches', () => {
  it('maps switches to the names models see and back', () => {
    expect(toolNameFor('chat', 'read_range')).toBe('chat_read_range');
    expect(toolNameFor('lorebook', 'world_book_list')).toBe('world_book_list');
    expect(toolNameFor('message', 'write_message')).toBe('write_message');
    expect(toolNameFor('collab', 'dispatch_subagent')).toBe('dispatch_subagent');
    expect(flagForTool('memory_list_candidates')).toEqual(['memory', 'list_candidates']);
    expect(flagForTool('world_book_list')).toEqual(['lorebook', 'world_book_list']);
    expect(flagForTool('weather_now')).toBeNull();
  });

  it('director main agent can draft; sub-agents only read the draft unless overridden', () => {
    const p = defaultProfile('director');
    const main = agentToolFlags(p.tools, p.mainAgent.tools);
    expect(isToolEnabled(main, 'write_message')).toBe(true);
    expect(isToolEnabled(main, 'apply_message_patches')).toBe(true);
    // It writes and dispatches; the members read the chat and the lorebook.
    expect(isToolEnabled(main, 'chat_read_range')).toBe(false);
    expect(isToolEnabled(main, 'dispatch_subagent')).toBe(true);
    expect(isToolEnabled(main, 'dispatch_inline_subagent')).toBe(false);
    const chatScout = agentToolFlags(p.tools, p.subAgents.find((s) => s.id === 'chat_scout')!.tools);
    expect(enabledToolNames(chatScout)).toEqual([
      'chat_read_range',
      'chat_search',
      'get_draft',
      'draft_search',
      'dispatch_subagent',
      'dispatch_inline_subagent',
    ]);
    expect(isToolEnabled(chatScout, 'write_message')).toBe(false);
    expect(isToolEnabled(chatScout, 'lorebook_get')).toBe(false);

    const writer = parseProfile('director', { subAgents: [{ id: 'w', systemPrompt: 'x', tools: { message: { write_message: true } } }] }).profile;
    const w = agentToolFlags(writer.tools, writer.subAgents[0]!.tools);
    expect(isToolEnabled(w, 'write_message')).toBe(true);
    expect(isToolEnabled(w, 'apply_message_patches')).toBe(false);
    expect(isToolEnabled(w, 'get_draft')).toBe(true); // read-only draft tools stay on unless set false
    expect(isToolEnabled(w, 'chat_search')).toBe(true); // other namespaces inherit
  });

  it('a namespace written out lists exactly what is on', () => {
    const p = parseProfile('loop', { tools: { chat: { read_range: true } } }).profile;
    expect(p.tools.chat).toEqual({ read_range: true, search: false });
    expect(p.tools.lorebook).toEqual(defaultToolFlags('loop').lorebook); // missing namespace: mode default
  });

  it('custom tools are off until switched on; memory_* and search_* follow their namespaces, never `custom`', () => {
    const flags = { ...defaultToolFlags('loop'), custom: { weather_now: false, dice_roll: true, memory_keyword_search: false } };
    expect(isToolEnabled(flags, 'weather_now')).toBe(false);
    expect(isToolEnabled(flags, 'dice_roll')).toBe(true);
    expect(isToolEnabled(flags, 'coin_flip')).toBe(false); // never mentioned: off
    expect(isToolEnabled(flags, 'memory_keyword_search')).toBe(true); // the memory namespace decides
    expect(isToolEnabled({ ...flags, search: { search: false, visit: true } }, 'search_visit')).toBe(true);
  });

  it('mode defaults: loop the reads its method names (no memory write), spec all off, agenda memory recall + search, single none', () => {
    expect(enabledToolNames(defaultToolFlags('loop'))).toEqual([
      'chat_read_range',
      'chat_search',
      'world_book_list',
      'lorebook_list',
      'lorebook_search',
      'lorebook_get',
      'note_open',
      'note_close',
      'memory_node_brief',
      'memory_keyword_search',
      'memory_find_by_name',
      'search_search',
      'search_visit',
    ]);
    expect(enabledToolNames(defaultToolFlags('spec'))).toEqual([]);
    const agenda = enabledToolNames(defaultToolFlags('agenda'));
    expect(agenda).toContain('memory_keyword_search');
    expect(agenda).toContain('search_visit');
    expect(agenda).not.toContain('memory_node_create');
    expect(agenda).not.toContain('chat_read_range');
    expect(defaultToolFlags('single')).toEqual({ custom: {} });
    expect(defaultToolFlags('director').lorebook).not.toHaveProperty('force_activate');
  });
});
