// The price table: one row per model (those this run used, then the others with a price), three
// prices per million tokens each, saved per row.
import { useState } from 'preact/hooks';
import type { ModelPrice, PriceTable } from '../../src/core/trace/cost.ts';
import { Button } from '../common/Button.tsx';
import { rt, type RunKey } from './i18n.ts';

const FIELDS: { key: keyof ModelPrice; label: RunKey }[] = [
  { key: 'input', label: 'prices.input' },
  { key: 'cachedInput', label: 'prices.cachedInput' },
  { key: 'output', label: 'prices.output' },
];

function Row({ model, price, onSave, onRemove }: { model: string; price?: ModelPrice; onSave(p: ModelPrice): Promise<void>; onRemove(): Promise<void> }) {
  const [draft, setDraft] = useState<Record<keyof ModelPrice, string>>({
    input: String(price?.input ?? ''),
    cachedInput: String(price?.cachedInput ?? ''),
    output: String(price?.output ?? ''),
  });
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const name = model || rt('prices.defaultModel');
  const save = async () => {
    const p = {
      input: Number(draft.input || 0),
      cachedInput: Number(draft.cachedInput === '' ? draft.input || 0 : draft.cachedInput),
      output: Number(draft.output || 0),
    };
    if (Object.values(p).some((v) => !Number.isFinite(v) || v < 0)) {
      setNote({ ok: false, text: rt('prices.bad') });
      return;
    }
    await onSave(p);
    setNote({ ok: true, text: rt('prices.saved', { model: name }) });
  };
  return (
    <tr data-model={model}>
      <th scope="row">{name}</th>
      {FIELDS.map((f) => (
        <td key={f.key}>
          <input
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            aria-label={rt('prices.field', { field: rt(f.label), model: name })}
            value={draft[f.key]}
            onInput={(e) => setDraft({ ...draft, [f.key]: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && void save()}
          />
        </td>
      ))}
      <td class="troupe-run__rowactions">
        <Button onClick={() => void save()} aria-label={`${rt('prices.save')}: ${name}`}>
          {rt('prices.save')}
        </Button>
        {price && (
          <Button variant="quiet" onClick={() => void onRemove()} aria-label={`${rt('prices.remove')}: ${name}`}>
            {rt('prices.remove')}
          </Button>
        )}
        {note && (
          <span role={note.ok ? 'status' : 'alert'} class={note.ok ? 'troupe-note' : 'troupe-run__error'}>
            {note.text}
          </span>
        )}
      </td>
    </tr>
  );
}

export function PriceEditor({
  models,
  prices,
  onSet,
}: {
  models: readonly string[];
  prices: PriceTable;
  onSet(model: string, price: ModelPrice | null): Promise<void>;
}) {
  const all = [...new Set([...models, ...Object.keys(prices)])];
  return (
    <section class="troupe-run__section" aria-label={rt('prices.title')}>
      <h4>{rt('prices.title')}</h4>
      <p class="troupe-note">{rt('prices.hint')}</p>
      <div class="troupe-run__tablewrap">
        <table class="troupe-run__table troupe-run__prices">
          <thead>
            <tr>
              <th scope="col">{rt('prices.model')}</th>
              {FIELDS.map((f) => (
                <th key={f.key} scope="col">
                  {rt(f.label)}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {all.map((m) => (
              <Row key={m} model={m} price={prices[m]} onSave={(p) => onSet(m, p)} onRemove={() => onSet(m, null)} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
