// Tools that exist besides the core's own: the host's (memory, web search, world-info activation)
// and other extensions' (through the documented registration API). Agents are offered them by name
// where a profile switches them on; the panel shows a switch only for a tool that exists.
//
// Two kinds: a plain tool acts the same in every turn (`register`); a turn provider makes tools
// bound to one turn — the chat it runs on, the generation it belongs to — when the turn opens
// (`registerTurnTools`), e.g. memory tools acting on that chat's graph and keeping their writes only
// with the reply. Both count as available by name.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Tool } from '../core/agent/tool.ts';
import type { StoryContext } from '../core/engines/runtime/story.ts';
import type { Mode } from '../core/profiles/modes.ts';
import { CORE_TOOL_NAMES } from '../core/profiles/tools.ts';
import type { ChatRef, GenerationTurn } from '../hosts/host.ts';

/** The turn a provider binds its tools to. */
export interface TurnToolContext {
  mode: Mode;
  chat: ChatRef;
  generation: GenerationTurn;
}

/** What a provider hands one turn. */
export interface TurnTools {
  tools: readonly Tool[];
  /** Adds to the story the agents read (e.g. always-injected memory). */
  story?(story: StoryContext): StoryContext;
  /** Text to append to a capsule before it is injected (e.g. what memory recalled this turn). */
  capsuleAppendix?(): string;
  /** The turn's agents are done (called once, whatever the outcome). */
  close?(): void;
}

export interface TurnToolProvider {
  /** The names of the tools it can make (what the panel's switches and the profile check see). */
  readonly names: ReadonlySignal<readonly string[]>;
  /** Tools for one turn, or null when it has none for this chat. */
  open(turn: TurnToolContext): Promise<TurnTools | null> | TurnTools | null;
}

/** Every tool a turn gets, and the provider hooks folded into one. */
export interface OpenedTurnTools {
  tools: readonly Tool[];
  story(story: StoryContext): StoryContext;
  capsuleAppendix(): string;
  close(): void;
}

export class ToolRegistry {
  readonly #tools = signal<readonly Tool[]>([]);
  readonly #providers = signal<readonly TurnToolProvider[]>([]);
  /** The registered tools, in registration order. */
  readonly tools: ReadonlySignal<readonly Tool[]> = computed(() => this.#tools.value);
  /** Every tool name an agent can be offered: the core's, the registered ones and the turn providers'. */
  readonly available: ReadonlySignal<ReadonlySet<string>> = computed(
    () => new Set([...CORE_TOOL_NAMES, ...this.#tools.value.map((t) => t.name), ...this.#providers.value.flatMap((p) => p.names.value)]),
  );

  /** Adds (or replaces, by name) a tool; returns a function that removes it again. */
  register(tool: Tool): () => void {
    this.#tools.value = [...this.#tools.value.filter((t) => t.name !== tool.name), tool];
    return () => this.unregister(tool.name, tool);
  }

  /** Removes a tool by name (only that exact tool when `only` is given). The profiles keep their switches. */
  unregister(name: string, only?: Tool): void {
    this.#tools.value = this.#tools.value.filter((t) => t.name !== name || (only !== undefined && t !== only));
  }

  /** Adds a provider of per-turn tools; returns a function that removes it. */
  registerTurnTools(provider: TurnToolProvider): () => void {
    this.#providers.value = [...this.#providers.value, provider];
    return () => void (this.#providers.value = this.#providers.value.filter((p) => p !== provider));
  }

  /** The tools of one turn: the registered ones, then each provider's (a provider's name wins over a plain tool's). */
  async openTurn(turn: TurnToolContext): Promise<OpenedTurnTools> {
    const opened: TurnTools[] = [];
    for (const p of this.#providers.value) {
      try {
        const t = await p.open(turn);
        if (t) opened.push(t);
      } catch (e) {
        console.warn('[Troupe] a tool provider failed to open the turn', e);
      }
    }
    const own = opened.flatMap((t) => t.tools);
    const names = new Set(own.map((t) => t.name));
    return {
      tools: [...this.#tools.value.filter((t) => !names.has(t.name)), ...own],
      story: (story) => opened.reduce((s, t) => (t.story ? t.story(s) : s), story),
      capsuleAppendix: () =>
        opened
          .map((t) => t.capsuleAppendix?.() ?? '')
          .filter(Boolean)
          .join('\n\n'),
      close: () => {
        for (const t of opened) {
          try {
            t.close?.();
          } catch (e) {
            console.warn('[Troupe] a tool provider failed to close the turn', e);
          }
        }
      },
    };
  }
}
