// Hand-written tools of a profile as agents get them: each consented one becomes a Tool (defined the
// one way, defineTool over the zod schema of its JSON Schema) whose execute runs the code in the
// sandbox. A tool whose code the user has not allowed is never built, so it cannot run — not in a
// turn and not through Test. Consent is stored as the code's SHA-256 in Troupe's settings.
import { computed, type ReadonlySignal } from '@preact/signals-core';
import { defineTool, toolFailure, type Tool } from '../../core/agent/tool.ts';
import { ToolDefinitionError, toolInputSchema } from '../../core/agent/tool-input.ts';
import { parseToolInput } from '../../core/agent/tool.ts';
import { handWrittenToolCodeKey, handWrittenToolProblem, type HandWrittenTool } from '../../core/profiles/hand-written-tools.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import { TOOL_FAILURE_HINTS } from '../sandbox/defaults.ts';
import type { SandboxResult, SandboxRunner } from '../sandbox/sandbox-runner.ts';

/** Why a hand-written tool is not offered to agents. */
export type HandWrittenToolState = { status: 'ready' } | { status: 'needs-consent' } | { status: 'invalid'; problem: string };

export type HandWrittenToolTestResult = { ok: true; value: unknown; ms: number } | { ok: false; error: string; code?: string };

/** The part of the sandbox this service uses (tests give a fake or the real one). */
export type SandboxRun = Pick<SandboxRunner, 'run'>;

export { SANDBOX_DEFAULTS } from '../sandbox/defaults.ts';

/** The sandbox's runner (its iframe and Worker code): its own chunk, loaded when a hand-written tool first runs. */
const sandboxRunnerPart = lazyPart(import.meta.url, () => import('../sandbox/sandbox-runner.ts'));

/**
 * The page's sandbox, its runner loaded and made on the first call (`part`: tests give one that
 * fails). A runner that cannot be loaded is the call's `unavailable` failure, naming the file; the
 * next call tries again.
 */
export function lazySandbox(part: LazyPart<typeof import('../sandbox/sandbox-runner.ts')> = sandboxRunnerPart): SandboxRun {
  let runner: SandboxRun | undefined;
  return {
    async run(code, args, options) {
      if (!runner) {
        try {
          runner = new (await part.load()).SandboxRunner();
        } catch (e) {
          return { ok: false, code: 'unavailable', error: `The sandbox could not start: ${e instanceof Error ? e.message : String(e)}` };
        }
      }
      return runner.run(code, args, options);
    },
  };
}

const HINTS = TOOL_FAILURE_HINTS;

export class HandWrittenToolsService {
  readonly #profiles: ProfilesService;
  readonly #sandbox: () => SandboxRun;
  /** Code keys the user allowed. */
  readonly consented: ReadonlySignal<ReadonlySet<string>>;

  constructor(options: { profiles: ProfilesService; sandbox: () => SandboxRun }) {
    this.#profiles = options.profiles;
    this.#sandbox = options.sandbox;
    this.consented = computed(() => new Set(this.#profiles.settings.value.consentedTools));
  }

  /** Where a tool stands: usable, waiting for consent, or unusable (with the reason). `taken`: other tool names. */
  state(tool: HandWrittenTool, taken: ReadonlySet<string> = new Set()): HandWrittenToolState {
    const problem = handWrittenToolProblem(tool, taken) || schemaProblem(tool);
    if (problem) return { status: 'invalid', problem };
    return this.consented.value.has(handWrittenToolCodeKey(tool.code)) ? { status: 'ready' } : { status: 'needs-consent' };
  }

  /** The user read the code and allows it to run (this exact code). */
  async allow(code: string): Promise<void> {
    const key = handWrittenToolCodeKey(code);
    const list = this.#profiles.settings.value.consentedTools;
    if (!list.includes(key)) await this.#profiles.updateSettings({ consentedTools: [...list, key] });
  }

  /** Withdraws the consent for this code. */
  async revoke(code: string): Promise<void> {
    const key = handWrittenToolCodeKey(code);
    await this.#profiles.updateSettings({ consentedTools: this.#profiles.settings.value.consentedTools.filter((k) => k !== key) });
  }

  /** The Tools of a profile's hand-written tools that may run; `taken`: names already in use (registered tools). */
  toolsFor(list: readonly HandWrittenTool[] | undefined, taken: ReadonlySet<string> = new Set()): Tool[] {
    const out: Tool[] = [];
    const names = new Set(taken);
    for (const t of list ?? []) {
      if (this.state(t, names).status !== 'ready') continue;
      names.add(t.name.trim());
      out.push(this.#build(t));
    }
    return out;
  }

  #build(t: HandWrittenTool): Tool {
    const code = t.code;
    return defineTool({
      name: t.name.trim(),
      description: t.description.trim(),
      parameters: toolInputSchema(t.parameters, `Tool "${t.name}"`),
      execute: async (args, ctx) => {
        const r: SandboxResult = await this.#sandbox().run(code, args, { signal: ctx.signal });
        return r.ok ? r.value : toolFailure(r.error, r.code, HINTS[r.code]);
      },
    });
  }

  /** The Test button: runs a consented tool with the JSON arguments typed in `sample`, checked by its schema. */
  async test(tool: HandWrittenTool, sample: string): Promise<HandWrittenToolTestResult> {
    const state = this.state(tool);
    if (state.status === 'invalid') return { ok: false, error: state.problem };
    if (state.status === 'needs-consent') return { ok: false, error: 'Read the code and allow it to run first.', code: 'needs_consent' };
    let args: unknown;
    try {
      args = sample.trim() ? JSON.parse(sample) : {};
    } catch (e) {
      return { ok: false, error: `The sample arguments are not JSON: ${e instanceof Error ? e.message : String(e)}` };
    }
    const built = this.#build(tool);
    const parsed = parseToolInput(built, args);
    if (!parsed.ok) return { ok: false, error: parsed.error + (parsed.hint ? ` ${parsed.hint}` : ''), code: 'invalid_arguments' };
    const started = Date.now();
    const r = await this.#sandbox().run(tool.code, parsed.args);
    return r.ok ? { ok: true, value: r.value, ms: Date.now() - started } : { ok: false, error: r.error, code: r.code };
  }
}

function schemaProblem(t: HandWrittenTool): string {
  try {
    toolInputSchema(t.parameters, `Tool "${t.name}"`);
    return '';
  } catch (e) {
    return e instanceof ToolDefinitionError ? e.message : String(e);
  }
}
