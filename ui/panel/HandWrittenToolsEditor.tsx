// Hand-written tools of the profile: name, description, JSON Schema and the body of
// `async function (args)`. Each shows where it stands — runnable, waiting for the user to read the code
// and allow it, or why it cannot be used — and a Test button that runs it in the sandbox with sample
// arguments. Code is shown as text, never run here; it runs only in the sandbox, only once allowed.
import { useContext, useEffect, useState } from 'preact/hooks';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import type { HandWrittenTool } from '../../src/core/profiles/hand-written-tools.ts';
import type { HandWrittenToolTestResult } from '../../src/app/tools/custom-tools-contract.ts';
import { TextAreaField, TextField } from './fields.tsx';
import { pt } from './i18n.ts';
import { CustomTools } from './customTools.ts';

const NEW_TOOL = (n: number): HandWrittenTool => ({
  name: `my_tool_${n}`,
  description: '',
  parameters: { type: 'object', properties: { text: { type: 'string', description: 'What to work on.' } }, required: ['text'] },
  code: 'return { length: args.text.length };',
  sample: '{"text": "hello"}',
});

export interface HandWrittenToolsEditorProps {
  tools: readonly HandWrittenTool[];
  /** Names of other tools (registered ones) a hand-written tool may not take. */
  registeredNames: ReadonlySet<string>;
  onChange(tools: HandWrittenTool[]): void;
}

export function HandWrittenToolsEditor(props: HandWrittenToolsEditorProps) {
  const set = (i: number, t: HandWrittenTool) => props.onChange(props.tools.map((x, j) => (j === i ? t : x)));
  const remove = (i: number) => props.onChange(props.tools.filter((_, j) => j !== i));
  return (
    <section class="troupe-handtools" aria-label={pt('hand.title')}>
      <h5 class="troupe-handtools__title">{pt('hand.title')}</h5>
      <p class="troupe-note">{pt('hand.note')}</p>
      <ol class="troupe-handtools__list">
        {props.tools.map((t, i) => {
          const others = new Set([...props.registeredNames, ...props.tools.filter((_, j) => j !== i).map((x) => x.name.trim())]);
          return <HandWrittenToolRow key={i} index={i} tool={t} others={others} onChange={(x) => set(i, x)} onRemove={() => remove(i)} />;
        })}
      </ol>
      <Button onClick={() => props.onChange([...props.tools, NEW_TOOL(props.tools.length + 1)])}>{pt('hand.add')}</Button>
    </section>
  );
}

function HandWrittenToolRow(props: {
  index: number;
  tool: HandWrittenTool;
  others: ReadonlySet<string>;
  onChange(t: HandWrittenTool): void;
  onRemove(): void;
}) {
  const { tool } = props;
  const api = useContext(CustomTools);
  const headingId = useUid();
  const [schemaText, setSchemaText] = useState(() => JSON.stringify(tool.parameters, null, 2));
  const [schemaError, setSchemaError] = useState('');
  const [result, setResult] = useState<HandWrittenToolTestResult | null>(null);
  const [busy, setBusy] = useState(false);
  // Another source replaced the schema (an import, an undo): show it.
  useEffect(() => {
    try {
      if (JSON.stringify(JSON.parse(schemaText)) !== JSON.stringify(tool.parameters)) setSchemaText(JSON.stringify(tool.parameters, null, 2));
    } catch {
      // the user is typing; keep their text
    }
  }, [tool.parameters]);
  const state = api?.state(tool, props.others) ?? { status: 'needs-consent' as const };
  const path = `customTools[${props.index}]`;
  const onSchema = (text: string) => {
    setSchemaText(text);
    try {
      const v = JSON.parse(text) as unknown;
      if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error(pt('hand.schemaObject'));
      setSchemaError('');
      props.onChange({ ...tool, parameters: v as Record<string, unknown> });
    } catch (e) {
      setSchemaError(e instanceof Error ? e.message : String(e));
    }
  };
  const runTest = async () => {
    if (!api) return;
    setBusy(true);
    try {
      setResult(await api.test(tool, tool.sample));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li class="troupe-handtool" data-hand-tool={tool.name}>
      <div role="group" aria-labelledby={headingId} class="troupe-handtool__group">
        <div class="troupe-handtool__head">
          <h6 id={headingId} class="troupe-handtool__title">
            {tool.name.trim() || pt('agent.unnamed')}
          </h6>
          <span class={`troupe-handtool__state troupe-handtool__state--${state.status}`} role="status">
            {state.status === 'ready' ? pt('hand.ready') : state.status === 'needs-consent' ? pt('hand.needsConsent') : pt('hand.invalid')}
          </span>
          <Button variant="danger" aria-label={pt('hand.removeOf', { name: tool.name })} onClick={props.onRemove}>
            {pt('hand.remove')}
          </Button>
        </div>
        {state.status === 'invalid' && <p class="troupe-field__error">{state.problem}</p>}
        <div class="troupe-fieldrow">
          <TextField label={pt('hand.name')} value={tool.name} mono path={`${path}.name`} onValue={(name) => props.onChange({ ...tool, name })} />
        </div>
        <TextAreaField
          label={pt('hand.description')}
          value={tool.description}
          rows={2}
          path={`${path}.description`}
          onValue={(description) => props.onChange({ ...tool, description })}
        />
        <TextAreaField
          label={pt('hand.schema')}
          value={schemaText}
          rows={5}
          mono
          path={`${path}.parameters`}
          hint={schemaError || undefined}
          onValue={onSchema}
        />
        <TextAreaField
          label={pt('hand.code')}
          value={tool.code}
          rows={6}
          mono
          path={`${path}.code`}
          hint={pt('hand.codeHint')}
          onValue={(code) => props.onChange({ ...tool, code })}
        />
        {api && state.status === 'needs-consent' && (
          <div class="troupe-consent" role="alert">
            <p>{pt('hand.consentText', { name: tool.name })}</p>
            <Button variant="primary" onClick={() => void api.allow(tool.code)}>
              {pt('hand.allow')}
            </Button>
          </div>
        )}
        {api && state.status === 'ready' && (
          <Button variant="quiet" onClick={() => void api.revoke(tool.code)}>
            {pt('hand.revoke')}
          </Button>
        )}
        <TextAreaField
          label={pt('hand.sample')}
          value={tool.sample}
          rows={2}
          mono
          path={`${path}.sample`}
          onValue={(sample) => props.onChange({ ...tool, sample })}
        />
        <div class="troupe-handtool__test">
          <Button onClick={() => void runTest()} disabled={!api || busy || state.status !== 'ready'} aria-describedby={`${headingId}-res`}>
            {pt('hand.test')}
          </Button>
          <output id={`${headingId}-res`} class={`troupe-handtool__result${result && !result.ok ? ' troupe-handtool__result--error' : ''}`} aria-live="polite">
            {busy ? pt('hand.running') : result ? (result.ok ? pt('hand.resultOk', { ms: result.ms, value: JSON.stringify(result.value) }) : result.error) : ''}
          </output>
        </div>
        {api && (
          <p class="troupe-note">
            {pt('hand.limits', { seconds: (api.limits.timeoutMs / 1000).toFixed(1), kb: Math.round(api.limits.maxOutputChars / 1024) })}
          </p>
        )}
      </div>
    </li>
  );
}
