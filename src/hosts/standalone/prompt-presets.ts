// The standalone page's own prompt presets (sampling settings and instruction text), stored in the
// page's database under `promptPresets`, checked entry by entry on read: a damaged entry is put aside
// (the record keeps the others), a damaged record is put aside whole — never re-seeded over.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { z } from './zod.ts';
import type { ActionResult, OwnPromptPreset, PromptPresetsSession, PromptPresetsView } from '../../ports/chat-session.ts';
import type { PromptPreset, PromptPresetSource } from '../../core/engines/runtime/prompt-preset.ts';
import type { PromptPresetInfo } from '../../ports/host.ts';
import type { DamageNotice } from './messages.ts';
import type { Damage, StandaloneStore } from './store.ts';

export const PROMPT_PRESETS_KEY = 'promptPresets';
const INSTRUCTION_CHARS = 32_000;

const num = (min: number, max: number) => z.optional(z.number().check(z.minimum(min), z.maximum(max)));
const int = (min: number, max: number) => z.optional(z.number().check(z.int(), z.minimum(min), z.maximum(max)));
const instruction = () => z._default(z.string().check(z.maxLength(INSTRUCTION_CHARS)), '');
export const OwnPromptPresetSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'a name is needed'), z.maxLength(100, 'the name is over 100 characters')),
  temperature: num(0, 2),
  topP: num(0, 1),
  topK: int(0, 1000),
  minP: num(0, 1),
  frequencyPenalty: num(-2, 2),
  presencePenalty: num(-2, 2),
  repetitionPenalty: num(0, 3),
  maxTokens: int(1, 200_000),
  seed: int(0, 2 ** 31 - 1),
  reasoningEffort: z.optional(z.enum(['low', 'medium', 'high'])),
  before: instruction(),
  after: instruction(),
});

const RecordSchema = z.object({ presets: z._default(z.array(z.unknown()), () => []), current: z._default(z.string(), '') });

const NOTICE = {
  entries: (n: number): DamageNotice => ({
    code: 'standalone.promptPresets',
    params: { n },
    text: `${n} damaged prompt ${n === 1 ? 'preset was' : 'presets were'} put aside; the others are kept.`,
  }),
  record: (): DamageNotice => ({
    code: 'standalone.promptPresetsRecord',
    text: 'The prompt presets could not be read and were put aside; none are used until you add new ones.',
  }),
};

/** A preset of the page as the runtime applies it. */
export function toPromptPreset(p: OwnPromptPreset): PromptPreset {
  const { name, before, after, ...sampling } = p;
  const request = Object.fromEntries(Object.entries(sampling).filter(([, v]) => v !== undefined));
  return { name, ...(Object.keys(request).length ? { request } : {}), before: before.trim() ? [before] : [], after: after.trim() ? [after] : [] };
}

function describe(err: z.core.$ZodError): string {
  const i = err.issues[0];
  return i ? `${i.path.join('.') || 'preset'}: ${i.message}` : 'invalid';
}

export class OwnPromptPresets implements PromptPresetsSession {
  readonly #state = signal<PromptPresetsView>({ presets: [], current: '' });
  readonly view: ReadonlySignal<PromptPresetsView> = computed(() => this.#state.value);
  readonly #store: StandaloneStore;
  readonly #putAside: (damage: Damage) => Promise<void>;

  /** `putAside` moves a damaged record to the quarantine (and reports it when it cannot). */
  constructor(store: StandaloneStore, putAside: (damage: Damage) => Promise<void>) {
    this.#store = store;
    this.#putAside = putAside;
  }

  /** Reads the record; damaged parts are put aside through the store (the rest is used). */
  async load(): Promise<void> {
    const raw = await this.#store.store.read((tx) => tx.get(PROMPT_PRESETS_KEY));
    if (raw === undefined) {
      this.#state.value = { presets: [], current: '' };
      return;
    }
    const rec = RecordSchema.safeParse(raw);
    if (!rec.success) {
      await this.#putAside({ key: PROMPT_PRESETS_KEY, reason: describe(rec.error), raw, notice: NOTICE.record() });
      this.#state.value = { presets: [], current: '' };
      return;
    }
    const good: OwnPromptPreset[] = [];
    const bad: string[] = [];
    for (const entry of rec.data.presets) {
      const r = OwnPromptPresetSchema.safeParse(entry);
      if (r.success && !good.some((g) => g.name === r.data.name)) good.push(r.data);
      else bad.push(r.success ? `"${r.data.name}" appears twice` : describe(r.error));
    }
    const current = good.some((g) => g.name === rec.data.current) ? rec.data.current : '';
    if (bad.length)
      await this.#putAside({
        key: PROMPT_PRESETS_KEY,
        reason: bad.join('; '),
        raw,
        replacement: { presets: good, current },
        notice: NOTICE.entries(bad.length),
      });
    this.#state.value = { presets: good, current };
  }

  async #write(next: PromptPresetsView): Promise<void> {
    await this.#store.store.write((tx) => tx.put(PROMPT_PRESETS_KEY, { presets: next.presets, current: next.current }));
    this.#state.value = next;
  }

  async save(preset: OwnPromptPreset, previousName?: string): Promise<ActionResult> {
    const r = OwnPromptPresetSchema.safeParse(preset);
    if (!r.success) return { ok: false, error: `The prompt preset cannot be saved: ${describe(r.error)}.` };
    const p = r.data;
    const { presets, current } = this.#state.value;
    const old = previousName ?? p.name;
    if (p.name !== old && presets.some((x) => x.name === p.name)) return { ok: false, error: `A prompt preset called "${p.name}" already exists.` };
    const at = presets.findIndex((x) => x.name === old);
    const list = at === -1 ? [...presets, p] : presets.map((x, i) => (i === at ? p : x));
    await this.#write({ presets: list, current: current === old ? p.name : current });
    return { ok: true };
  }

  async remove(name: string): Promise<ActionResult> {
    const { presets, current } = this.#state.value;
    if (!presets.some((p) => p.name === name)) return { ok: false, error: `There is no prompt preset called "${name}".` };
    await this.#write({ presets: presets.filter((p) => p.name !== name), current: current === name ? '' : current });
    return { ok: true };
  }

  async setCurrent(name: string): Promise<ActionResult> {
    if (name && !this.#state.value.presets.some((p) => p.name === name)) return { ok: false, error: `There is no prompt preset called "${name}".` };
    await this.#write({ ...this.#state.value, current: name });
    return { ok: true };
  }

  /** The names agents can choose. */
  list(): PromptPresetInfo[] {
    return this.#state.value.presets.map((p) => ({ name: p.name }));
  }

  /** What each name stands for; '' = the current preset (or none). */
  source(): PromptPresetSource {
    const { presets, current } = this.#state.value;
    const byName = new Map(presets.map((p) => [p.name, toPromptPreset(p)]));
    return (name) => byName.get(name || current);
  }
}
