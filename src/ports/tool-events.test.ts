import { describe, expect, test } from 'vitest';
import { bufferToolEvents, TOOL_EVENTS } from './tool-events.ts';
import { createTroupeApi, listenForToolEvents } from '../app/tools/public-api.ts';
import { ToolRegistry } from '../app/tools/tool-registry.ts';

function bus() {
  const listeners = new Map<string, Set<(...a: unknown[]) => unknown>>();
  return {
    listeners,
    on: (e: string, l: (...a: unknown[]) => unknown) => void (listeners.get(e) ?? listeners.set(e, new Set()).get(e)!).add(l),
    removeListener: (e: string, l: (...a: unknown[]) => unknown) => void listeners.get(e)?.delete(l),
    emit: (e: string, ...a: unknown[]) => void [...(listeners.get(e) ?? [])].forEach((l) => l(...a)),
  };
}

const dice = { name: 'dice_roll', description: 'Rolls a die.', parameters: { type: 'object', properties: { sides: { type: 'integer' } } }, execute: () => 4 };

describe('tool events sent before the app listens', () => {
  test('are kept in order until taken, then no longer heard by the buffer', () => {
    const b = bus();
    const early = bufferToolEvents(b);
    b.emit(TOOL_EVENTS.register, dice);
    b.emit(TOOL_EVENTS.unregister, { name: 'dice_roll' });
    b.emit(TOOL_EVENTS.register, { ...dice, name: 'coin_flip' });
    expect(early.take().map((e) => e.kind)).toEqual(['register', 'unregister', 'register']);
    expect([...b.listeners.values()].every((s) => s.size === 0)).toBe(true);
    b.emit(TOOL_EVENTS.register, dice);
    expect(early.take()).toEqual([]);
  });

  test('are replayed by the app before it listens itself: the tool a sender registered at its own load is offered', () => {
    const b = bus();
    const early = bufferToolEvents(b);
    b.emit(TOOL_EVENTS.register, dice);
    b.emit(TOOL_EVENTS.register, { ...dice, name: 'coin_flip' });
    b.emit(TOOL_EVENTS.unregister, 'coin_flip');
    b.emit(TOOL_EVENTS.register, { name: 'no_description' });
    const reg = new ToolRegistry();
    const reports: string[] = [];
    listenForToolEvents(b, createTroupeApi(reg), (m) => reports.push(m), early.take());
    expect(reg.tools.value.map((t) => t.name)).toEqual(['dice_roll']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/description is required/);
    // From here on the app's own listener hears the bus, once.
    b.emit(TOOL_EVENTS.register, { ...dice, name: 'coin_flip' });
    expect(reg.tools.value.map((t) => t.name)).toEqual(['dice_roll', 'coin_flip']);
  });

  test('without a bus nothing is kept', () => {
    expect(bufferToolEvents(undefined).take()).toEqual([]);
  });
});
