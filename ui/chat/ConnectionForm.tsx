// Where replies come from: the demo model (the default, clearly labelled) or an OpenAI-compatible
// server with base URL, API key (stored only in the secrets store; the form never shows it back),
// model and streaming. "Test connection" reads {base}/models and explains what went wrong.
import { useEffect, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { originOf, type ChatSession, type ConnectionTestResult } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { type Feedback, FeedbackLine, Field } from './Field.tsx';
import { ct } from './i18n.ts';
import { PromptPresetsEditor } from './PromptPresetsEditor.tsx';

export function describeTest(r: ConnectionTestResult, demoBase: string): Feedback {
  if (r.ok) {
    if (r.via === 'page') return { kind: 'ok', text: ct('conn.okDemoPage', { url: demoBase }) };
    if (r.models.length === 1 && r.models[0] === 'troupe-demo') return { kind: 'ok', text: ct('conn.okDemoServer', { url: demoBase }) };
    return { kind: 'ok', text: ct('conn.ok', { n: r.models.length }) };
  }
  return { kind: 'error', text: ct(`conn.err.${r.code}`, { url: r.url, status: r.status ?? '' }) };
}

export function ConnectionForm({ session }: { session: ChatSession }) {
  const view = session.connection.value;
  const [form, setForm] = useState({ ...view.settings, apiKey: '', sendKeyToNewOrigin: false });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [testing, setTesting] = useState(false);
  const [models, setModels] = useState<string[]>([]);
  const presetId = useUid();
  const listId = useUid();
  useEffect(() => setForm((f) => ({ ...view.settings, apiKey: f.apiKey, sendKeyToNewOrigin: false })), [view.settings]);
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));
  const custom = form.preset === 'custom';
  // The stored key goes only where it was saved for; another origin needs the key typed again or a confirmation.
  const target = originOf(form.baseUrl);
  const keyElsewhere = custom && view.hasKey && !form.apiKey && !!target && target !== view.keyOrigin;

  const input = () => ({
    preset: form.preset,
    baseUrl: form.baseUrl,
    model: form.model,
    stream: form.stream,
    ...(form.apiKey ? { apiKey: form.apiKey } : {}),
    ...(keyElsewhere && form.sendKeyToNewOrigin ? { sendKeyToNewOrigin: true } : {}),
  });

  const save = async (e: Event) => {
    e.preventDefault();
    const stays = keyElsewhere && !form.sendKeyToNewOrigin;
    const r = await session.saveConnection(input());
    if (r.ok) setForm((f) => ({ ...f, apiKey: '' }));
    setFeedback(
      !r.ok ? { kind: 'error', text: r.error } : { kind: 'ok', text: stays ? ct('conn.keyStays', { from: view.keyOrigin, to: target }) : ct('conn.saved') },
    );
  };
  const test = async () => {
    setTesting(true);
    setFeedback({ kind: 'ok', text: ct('conn.testing') });
    try {
      const r = await session.testConnection(input());
      if (r.ok && r.via === 'server') setModels(r.models);
      setFeedback(describeTest(r, view.demoBase));
    } finally {
      setTesting(false);
    }
  };
  const removeKey = async () => {
    const r = await session.saveConnection({ ...input(), apiKey: '' });
    setFeedback(r.ok ? { kind: 'ok', text: ct('conn.saved') } : { kind: 'error', text: r.error });
  };

  return (
    <>
      <form class="troupe-form" onSubmit={save}>
        <div class="troupe-field">
          <label for={presetId}>{ct('conn.preset')}</label>
          <select id={presetId} value={form.preset} onChange={(e) => set('preset', e.currentTarget.value as 'demo' | 'custom')}>
            <option value="demo">{ct('conn.demo')}</option>
            <option value="custom">{ct('conn.custom')}</option>
          </select>
        </div>
        {!custom && <p class="troupe-form__note">{ct('conn.demoNote', { url: view.demoBase })}</p>}
        {custom && (
          <>
            <Field
              label={ct('conn.baseUrl')}
              value={form.baseUrl}
              onInput={(v) => set('baseUrl', v)}
              type="url"
              placeholder="https://…/v1"
              hint={ct('conn.baseUrlHint')}
            />
            <Field
              label={ct('conn.apiKey')}
              value={form.apiKey}
              onInput={(v) => set('apiKey', v)}
              type="password"
              autocomplete="off"
              hint={view.hasKey ? ct('conn.apiKeyStored', { hint: view.keyHint }) : ct('conn.apiKeyNone')}
            />
            {view.hasKey && (
              <Button variant="quiet" onClick={() => void removeKey()}>
                {ct('conn.removeKey')}
              </Button>
            )}
            {keyElsewhere && (
              <>
                <p class="troupe-form__note" role="note">
                  {ct('conn.keyElsewhere', { from: view.keyOrigin, to: target })}
                </p>
                <label class="troupe-check">
                  <input type="checkbox" checked={form.sendKeyToNewOrigin} onChange={(e) => set('sendKeyToNewOrigin', e.currentTarget.checked)} />
                  {ct('conn.keyConfirm', { to: target })}
                </label>
              </>
            )}
            <Field label={ct('conn.model')} value={form.model} onInput={(v) => set('model', v)} list={models.length ? listId : undefined} />
            {models.length > 0 && (
              <datalist id={listId}>
                {models.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            )}
          </>
        )}
        <label class="troupe-check">
          <input type="checkbox" checked={form.stream} onChange={(e) => set('stream', e.currentTarget.checked)} />
          {ct('conn.stream')}
        </label>
        <div class="troupe-form__actions">
          <Button type="submit" variant="primary">
            {ct('conn.save')}
          </Button>
          <Button disabled={testing} onClick={() => void test()}>
            {ct('conn.test')}
          </Button>
        </div>
        <FeedbackLine feedback={feedback} />
      </form>
      {session.promptPresets && <PromptPresetsEditor presets={session.promptPresets} />}
    </>
  );
}
