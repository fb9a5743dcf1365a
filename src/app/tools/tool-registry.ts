// Tools that exist besides the core's own: the host's (memory, web search, world-info activation),
// other extensions' (through the documented registration API, docs/api.md "Custom tools") and
// SillyTavern's function tools (bridged). Agents are offered them by name where a profile switches them
// on; the panel shows a switch only for a tool that exists. A tool that is unregistered disappears from
// the offer; profiles keep their switches for it.
//
// Two kinds: a plain tool acts the same in every turn (`register`); a turn provider makes tools
// bound to one turn — the chat it runs on, the generation it belongs to — when the turn opens
// (`registerTurnTools`), e.g. memory tools acting on that chat's graph and keeping their writes only
// with the reply. Both count as available by name.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Tool } from '../../core/agent/tool.ts';
import { ToolDefinitionError } from '../../core/agent/tool-input.ts';
import { reservedToolNameProblem } from '../../core/profiles/reserved-tool-names.ts';
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import { CORE_TOOL_NAMES, flagForTool } from '../../core/profiles/tools.ts';
import type { ChatRef, GenerationTurn } from '../../ports/host.ts';

/** Where a registered tool comes from. `host`: Troupe's own host tools (memory, search…). */
export type ToolSource = 'host' | 'extension' | 'sillytavern';

export interface RegisteredTool {
  tool: Tool;
  source: ToolSource;
  /** What the panel shows beside the name (a SillyTavern tool's display name). */
  label?: string;
}

/** A tool the panel's Custom section offers a switch for. */
export interface CustomToolOffer {
  name: string;
  description: string;
  source: ToolSource | 'profile';
  label?: string;
}

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
  /**
   * Keeps the turn's writes open past its own agents, for agents that run once the host's reply is
   * saved (memory_curator after a capsule turn): the reply is marked now, and what the tools write
   * until `release` belongs to it. `saved` resolves true once the reply was saved carrying the mark.
   */
  hold?(): TurnHold;
}

/** See TurnTools.hold. */
export interface TurnHold {
  saved: Promise<boolean>;
  /** Ends the hold; resolves once the writes settled with the reply (kept, or dropped when it was not saved). */
  release(): Promise<void>;
}

export interface TurnToolProvider {
  /** The names of the tools it can make (what the panel's switches and the profile check see). */
  readonly names: ReadonlySignal<readonly string[]>;
  /** Tools for one turn, or null when it has none for this chat. */
  open(turn: TurnToolContext): Promise<TurnTools | null> | TurnTools | null;
  /** Loads ahead what its next `open` would load first (its chunk), when it is switched on; never rejects. */
  prepare?(): Promise<void>;
}

/** Every tool a turn gets, and the provider hooks folded into one. */
export interface OpenedTurnTools {
  tools: readonly Tool[];
  story(story: StoryContext): StoryContext;
  capsuleAppendix(): string;
  close(): void;
  /** Holds the providers that can hold (TurnTools.hold); null when none can. */
  hold(): TurnHold | null;
}

export class ToolRegistry {
  readonly #entries = signal<readonly RegisteredTool[]>([]);
  readonly #providers = signal<readonly TurnToolProvider[]>([]);
  readonly #refreshers = new Set<() => void | Promise<void>>();
  /** Every registration, in registration order. */
  readonly entries: ReadonlySignal<readonly RegisteredTool[]> = computed(() => this.#entries.value);
  /** The registered tools, in registration order. */
  readonly tools: ReadonlySignal<readonly Tool[]> = computed(() => this.#entries.value.map((e) => e.tool));
  /** Every tool name an agent can be offered: the core's, the registered ones and the turn providers'. */
  readonly available: ReadonlySignal<ReadonlySet<string>> = computed(
    () => new Set([...CORE_TOOL_NAMES, ...this.#entries.value.map((e) => e.tool.name), ...this.#providers.value.flatMap((p) => p.names.value)]),
  );
  /** Registered tools switched by `tools.custom[name]` (names outside the built-in namespaces). */
  readonly custom: ReadonlySignal<readonly CustomToolOffer[]> = computed(() =>
    this.#entries.value
      .filter((e) => !flagForTool(e.tool.name))
      .map((e) => ({ name: e.tool.name, description: e.tool.description, source: e.source, ...(e.label ? { label: e.label } : {}) })),
  );

  /**
   * Adds a tool; returns a function that removes it again. A name another registered tool has is
   * refused, never replaced: that tool goes first. A tool from
   * outside Troupe (`extension`, `sillytavern`) may not take a name the core keeps (reserved-tool-names.ts).
   * Throws ToolDefinitionError with what to do.
   */
  register(tool: Tool, options: { source?: ToolSource; label?: string } = {}): () => void {
    const source = options.source ?? 'host';
    const problem = (source !== 'host' && reservedToolNameProblem(tool.name)) || this.#takenProblem(tool.name);
    if (problem) throw new ToolDefinitionError(problem);
    const entry: RegisteredTool = { tool, source, ...(options.label ? { label: options.label } : {}) };
    this.#entries.value = [...this.#entries.value, entry];
    return () => this.unregister(tool.name, tool);
  }

  /** Why `name` cannot be registered now because another tool has it ('' = free). */
  #takenProblem(name: string): string {
    const holder = this.#entries.value.find((e) => e.tool.name === name);
    if (holder) {
      const by = holder.source === 'sillytavern' ? ' by SillyTavern' : holder.source === 'extension' ? ' by an extension' : ' by Troupe';
      return `A tool named "${name}" is already registered${by}. Nothing was replaced: unregister that one first${holder.source === 'extension' ? ` (Troupe.unregisterTool("${name}"), or the function registerTool returned)` : ''}, or choose another name.`;
    }
    // A turn provider's tool wins over a plain tool of its name (openTurn); tools from outside Troupe cannot take those names at all.
    return '';
  }

  /** Removes a tool by name (only that exact tool when `only` is given). The profiles keep their switches. */
  unregister(name: string, only?: Tool): void {
    this.#entries.value = this.#entries.value.filter((e) => e.tool.name !== name || (only !== undefined && e.tool !== only));
  }

  /** Replaces every tool of `source` with `tools` (a bridge re-reading its registry). Other sources' tools of the same name win; names the core keeps are left out. */
  replaceSource(source: ToolSource, tools: readonly { tool: Tool; label?: string }[]): void {
    const others = this.#entries.value.filter((e) => e.source !== source);
    const taken = new Set(others.map((e) => e.tool.name));
    const mine = tools
      .filter((t) => !taken.has(t.tool.name) && !(source !== 'host' && reservedToolNameProblem(t.tool.name)))
      .map((t) => ({ tool: t.tool, source, ...(t.label ? { label: t.label } : {}) }));
    const before = this.#entries.value.filter((e) => e.source === source);
    const same =
      before.length === mine.length &&
      before.every(
        (e, i) =>
          e.tool.name === mine[i]!.tool.name &&
          e.tool.description === mine[i]!.tool.description &&
          e.label === mine[i]!.label &&
          JSON.stringify(e.tool.parameters) === JSON.stringify(mine[i]!.tool.parameters),
      );
    if (!same) this.#entries.value = [...others, ...mine];
  }

  /** Registers something that re-reads a foreign registry (the SillyTavern bridge); `refresh()` runs them all. */
  addRefresher(refresh: () => void | Promise<void>): () => void {
    this.#refreshers.add(refresh);
    return () => this.#refreshers.delete(refresh);
  }

  /** Re-reads the foreign registries (before a turn, when the panel opens). A source that fails keeps its last tools. */
  async refresh(): Promise<void> {
    await Promise.all(
      [...this.#refreshers].map(async (r) => {
        try {
          await r();
        } catch (e) {
          console.warn('[Troupe] a tool source could not be read', e);
        }
      }),
    );
  }

  /** Offers a foreign registry's tools under `source`, re-read on every refresh(). */
  bridge(source: ToolSource, read: () => Promise<readonly { tool: Tool; label?: string }[]>): () => void {
    return this.addRefresher(async () => this.replaceSource(source, await read()));
  }

  /** Adds a provider of per-turn tools; returns a function that removes it. */
  registerTurnTools(provider: TurnToolProvider): () => void {
    this.#providers.value = [...this.#providers.value, provider];
    return () => void (this.#providers.value = this.#providers.value.filter((p) => p !== provider));
  }

  /**
   * Lets providers load ahead what their first turn would wait for (the orchestrator's warm-up): with
   * `wanted` (the tool names the active profile switches on), only providers that make one of those.
   */
  async prepare(wanted?: ReadonlySet<string>): Promise<void> {
    const used = (p: TurnToolProvider) => !wanted || p.names.value.some((n) => wanted.has(n));
    await Promise.all(this.#providers.value.filter(used).map((p) => p.prepare?.().catch(() => {})));
  }

  /**
   * The tools of one turn: the registered ones, then each provider's (a provider's name wins over a
   * plain tool's). Providers open at the same time (each may load its chunk); their tools keep the
   * providers' order.
   */
  async openTurn(turn: TurnToolContext): Promise<OpenedTurnTools> {
    const results = await Promise.all(
      this.#providers.value.map(async (p) => {
        try {
          return await p.open(turn);
        } catch (e) {
          console.warn('[Troupe] a tool provider failed to open the turn', e);
          return null;
        }
      }),
    );
    const opened = results.filter((t): t is TurnTools => !!t);
    const own = opened.flatMap((t) => t.tools);
    const names = new Set(own.map((t) => t.name));
    return {
      tools: [...this.tools.value.filter((t) => !names.has(t.name)), ...own],
      story: (story) => opened.reduce((s, t) => (t.story ? t.story(s) : s), story),
      capsuleAppendix: () =>
        opened
          .map((t) => t.capsuleAppendix?.() ?? '')
          .filter(Boolean)
          .join('\n\n'),
      hold: () => {
        const holds = opened.flatMap((t) => (t.hold ? [t.hold()] : []));
        if (!holds.length) return null;
        return {
          saved: Promise.all(holds.map((h) => h.saved)).then((all) => all.every(Boolean)),
          release: () => Promise.all(holds.map((h) => h.release())).then(() => undefined),
        };
      },
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
