// Tools that exist besides the core's own: the host's (memory, web search, world-info activation),
// other extensions' (through the documented registration API, docs/api.md "Custom tools") and
// SillyTavern's function tools (bridged). Agents are offered them by name where a profile switches them
// on; the panel shows a switch only for a tool that exists. A tool that is unregistered disappears from
// the offer; profiles keep their switches for it.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Tool } from '../core/agent/tool.ts';
import { CORE_TOOL_NAMES, flagForTool } from '../core/profiles/tools.ts';

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

export class ToolRegistry {
  readonly #entries = signal<readonly RegisteredTool[]>([]);
  readonly #refreshers = new Set<() => void | Promise<void>>();
  /** Every registration, in registration order. */
  readonly entries: ReadonlySignal<readonly RegisteredTool[]> = computed(() => this.#entries.value);
  /** The registered tools, in registration order. */
  readonly tools: ReadonlySignal<readonly Tool[]> = computed(() => this.#entries.value.map((e) => e.tool));
  /** Every tool name an agent can be offered: the core's and the registered ones. */
  readonly available: ReadonlySignal<ReadonlySet<string>> = computed(() => new Set([...CORE_TOOL_NAMES, ...this.#entries.value.map((e) => e.tool.name)]));
  /** Registered tools switched by `tools.custom[name]` (names outside the built-in namespaces). */
  readonly custom: ReadonlySignal<readonly CustomToolOffer[]> = computed(() =>
    this.#entries.value
      .filter((e) => !flagForTool(e.tool.name))
      .map((e) => ({ name: e.tool.name, description: e.tool.description, source: e.source, ...(e.label ? { label: e.label } : {}) })),
  );

  /** Adds (or replaces, by name) a tool; returns a function that removes it again. */
  register(tool: Tool, options: { source?: ToolSource; label?: string } = {}): () => void {
    const entry: RegisteredTool = { tool, source: options.source ?? 'host', ...(options.label ? { label: options.label } : {}) };
    this.#entries.value = [...this.#entries.value.filter((e) => e.tool.name !== tool.name), entry];
    return () => this.unregister(tool.name, tool);
  }

  /** Removes a tool by name (only that exact tool when `only` is given). The profiles keep their switches. */
  unregister(name: string, only?: Tool): void {
    this.#entries.value = this.#entries.value.filter((e) => e.tool.name !== name || (only !== undefined && e.tool !== only));
  }

  /** Replaces every tool of `source` with `tools` (a bridge re-reading its registry). Other sources' tools of the same name win. */
  replaceSource(source: ToolSource, tools: readonly { tool: Tool; label?: string }[]): void {
    const others = this.#entries.value.filter((e) => e.source !== source);
    const taken = new Set(others.map((e) => e.tool.name));
    const mine = tools.filter((t) => !taken.has(t.tool.name)).map((t) => ({ tool: t.tool, source, ...(t.label ? { label: t.label } : {}) }));
    const before = this.#entries.value.filter((e) => e.source === source);
    const same = before.length === mine.length && before.every((e, i) => e.tool.name === mine[i]!.tool.name && e.tool.description === mine[i]!.tool.description && e.label === mine[i]!.label && JSON.stringify(e.tool.parameters) === JSON.stringify(mine[i]!.tool.parameters));
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
}
