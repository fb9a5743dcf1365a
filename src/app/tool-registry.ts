// Tools that exist besides the core's own: the host's (memory, web search, world-info activation)
// and other extensions' (through the documented registration API). Agents are offered them by name
// where a profile switches them on; the panel shows a switch only for a tool that exists.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Tool } from '../core/agent/tool.ts';
import { CORE_TOOL_NAMES } from '../core/profiles/tools.ts';

export class ToolRegistry {
  readonly #tools = signal<readonly Tool[]>([]);
  /** The registered tools, in registration order. */
  readonly tools: ReadonlySignal<readonly Tool[]> = computed(() => this.#tools.value);
  /** Every tool name an agent can be offered: the core's and the registered ones. */
  readonly available: ReadonlySignal<ReadonlySet<string>> = computed(() => new Set([...CORE_TOOL_NAMES, ...this.#tools.value.map((t) => t.name)]));

  /** Adds (or replaces, by name) a tool; returns a function that removes it again. */
  register(tool: Tool): () => void {
    this.#tools.value = [...this.#tools.value.filter((t) => t.name !== tool.name), tool];
    return () => this.unregister(tool.name, tool);
  }

  /** Removes a tool by name (only that exact tool when `only` is given). The profiles keep their switches. */
  unregister(name: string, only?: Tool): void {
    this.#tools.value = this.#tools.value.filter((t) => t.name !== name || (only !== undefined && t !== only));
  }
}
