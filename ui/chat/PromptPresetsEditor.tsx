// The page's own prompt presets, in the Connection area: each a name, sampling settings (empty = the
// server's default) and instruction text before and after an agent's own messages. Agents choose one
// in the orchestration panel; "Default" is what a profile that names none ends at.
import { useEffect, useState } from 'preact/hooks';
import type { OwnPromptPreset, PromptPresetsSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { type Feedback, FeedbackLine, Field } from './Field.tsx';
import { ct, type ChatKey } from './i18n.ts';

const NUMBERS = ['temperature', 'topP', 'topK', 'minP', 'frequencyPenalty', 'presencePenalty', 'repetitionPenalty', 'maxTokens', 'seed'] as const;
type NumberKey = (typeof NUMBERS)[number];

type Draft = { name: string; before: string; after: string; reasoningEffort: '' | 'low' | 'medium' | 'high' } & Record<NumberKey, string>;

const toDraft = (p?: OwnPromptPreset): Draft => ({
  name: p?.name ?? '',
  before: p?.before ?? '',
  after: p?.after ?? '',
  reasoningEffort: p?.reasoningEffort ?? '',
  ...(Object.fromEntries(NUMBERS.map((k) => [k, p?.[k] === undefined ? '' : String(p[k])])) as Record<NumberKey, string>),
});

/** The draft as a preset, or the first field that is not a number. */
function fromDraft(d: Draft): { preset: OwnPromptPreset } | { bad: NumberKey } {
  const preset: OwnPromptPreset = {
    name: d.name.trim(),
    before: d.before,
    after: d.after,
    ...(d.reasoningEffort ? { reasoningEffort: d.reasoningEffort } : {}),
  };
  for (const k of NUMBERS) {
    const t = d[k].trim();
    if (!t) continue;
    const n = Number(t);
    if (!Number.isFinite(n)) return { bad: k };
    preset[k] = n;
  }
  return { preset };
}

export function PromptPresetsEditor({ presets }: { presets: PromptPresetsSession }) {
  const view = presets.view.value;
  const [selected, setSelected] = useState<string>(view.presets[0]?.name ?? '');
  const existing = view.presets.find((p) => p.name === selected);
  const [draft, setDraft] = useState<Draft>(() => toDraft(existing));
  const [feedback, setFeedback] = useState<Feedback>(null);
  const pickId = useUid();
  const currentId = useUid();
  const effortId = useUid();
  useEffect(() => setDraft(toDraft(view.presets.find((p) => p.name === selected))), [selected, view]);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const save = async (e: Event) => {
    e.preventDefault();
    const r = fromDraft(draft);
    if ('bad' in r) return setFeedback({ kind: 'error', text: ct('pp.notNumber', { field: ct(`pp.f.${r.bad}` as ChatKey) }) });
    const res = await presets.save(r.preset, existing?.name);
    if (!res.ok) return setFeedback({ kind: 'error', text: res.error });
    setSelected(r.preset.name);
    setFeedback({ kind: 'ok', text: ct('pp.saved', { name: r.preset.name }) });
  };
  const remove = async () => {
    if (!existing) return;
    const res = await presets.remove(existing.name);
    setFeedback(res.ok ? { kind: 'ok', text: ct('pp.removed', { name: existing.name }) } : { kind: 'error', text: res.error });
    if (res.ok) setSelected(presets.view.value.presets[0]?.name ?? '');
  };

  return (
    <form class="troupe-form troupe-prompt-presets" onSubmit={save} aria-label={ct('pp.heading')}>
      <h4 class="troupe-form__heading">{ct('pp.heading')}</h4>
      <p class="troupe-form__note">{ct('pp.note')}</p>
      <div class="troupe-field">
        <label for={pickId}>{ct('pp.edit')}</label>
        <select id={pickId} value={selected} onChange={(e) => setSelected(e.currentTarget.value)}>
          <option value="">{ct('pp.new')}</option>
          {view.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <Field label={ct('pp.name')} value={draft.name} onInput={(v) => set('name', v)} />
      <div class="troupe-prompt-presets__numbers">
        {NUMBERS.map((k) => (
          <Field key={k} label={ct(`pp.f.${k}` as ChatKey)} value={draft[k]} onInput={(v) => set(k, v)} placeholder={ct('pp.unset')} />
        ))}
      </div>
      <div class="troupe-field">
        <label for={effortId}>{ct('pp.f.reasoningEffort')}</label>
        <select id={effortId} value={draft.reasoningEffort} onChange={(e) => set('reasoningEffort', e.currentTarget.value as Draft['reasoningEffort'])}>
          <option value="">{ct('pp.unset')}</option>
          <option value="low">low</option>
          <option value="medium">medium</option>
          <option value="high">high</option>
        </select>
      </div>
      <Field label={ct('pp.before')} value={draft.before} onInput={(v) => set('before', v)} multiline rows={4} hint={ct('pp.beforeHint')} />
      <Field label={ct('pp.after')} value={draft.after} onInput={(v) => set('after', v)} multiline rows={3} hint={ct('pp.afterHint')} />
      <div class="troupe-form__actions">
        <Button type="submit" variant="primary">
          {ct('pp.save')}
        </Button>
        {existing && (
          <Button variant="danger" onClick={() => void remove()}>
            {ct('pp.remove')}
          </Button>
        )}
      </div>
      <FeedbackLine feedback={feedback} />
      <div class="troupe-field">
        <label for={currentId}>{ct('pp.current')}</label>
        <select id={currentId} value={view.current} onChange={(e) => void presets.setCurrent(e.currentTarget.value)}>
          <option value="">{ct('pp.none')}</option>
          {view.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
