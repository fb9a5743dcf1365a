// The event form of Troupe's tool API on SillyTavern's event bus, and the registrations sent before
// Troupe's app has loaded. The boot module keeps those in order (it loads nothing heavy for that);
// the app replays them when it starts listening itself, so an extension may register at its own
// load, before or after Troupe's app.

/** Events of the tool API (payload: the definition, or `{name}`). */
export const TOOL_EVENTS = {
  register: 'troupe:register-tool',
  unregister: 'troupe:unregister-tool',
  /** Emitted once `globalThis.Troupe` exists (payload: the API). */
  ready: 'troupe:api-ready',
} as const;

/** A registration or removal that arrived before the app listened. */
export interface EarlyToolEvent {
  kind: 'register' | 'unregister';
  payload: unknown;
}

export interface ToolEventBus {
  on?(event: string, listener: (...args: unknown[]) => unknown): void;
  removeListener?(event: string, listener: (...args: unknown[]) => unknown): void;
  emit?(event: string, ...args: unknown[]): unknown;
}

export interface ToolEventBuffer {
  /** Stops keeping events and returns those kept, oldest first (once; later calls return none). */
  take(): EarlyToolEvent[];
}

/** Keeps the tool events `bus` carries until `take()`. Without a bus, keeps nothing. */
export function bufferToolEvents(bus: ToolEventBus | undefined): ToolEventBuffer {
  const kept: EarlyToolEvent[] = [];
  if (!bus || typeof bus.on !== 'function') return { take: () => kept.splice(0) };
  const onRegister = (payload: unknown) => void kept.push({ kind: 'register', payload });
  const onUnregister = (payload: unknown) => void kept.push({ kind: 'unregister', payload });
  bus.on(TOOL_EVENTS.register, onRegister);
  bus.on(TOOL_EVENTS.unregister, onUnregister);
  let stopped = false;
  return {
    take() {
      if (!stopped) {
        stopped = true;
        bus.removeListener?.(TOOL_EVENTS.register, onRegister);
        bus.removeListener?.(TOOL_EVENTS.unregister, onUnregister);
      }
      return kept.splice(0);
    },
  };
}
