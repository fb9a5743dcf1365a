// One node: its fields (editable), tags, always-inject, edges (each opens its other end), the chat
// floors it came from (each scrolls the chat there), its rollup children, and Delete.
import { useEffect, useState } from 'preact/hooks';
import type { MemoryActions, NodeDetailView } from '../../src/app/memory/memory-actions.ts';
import { Button } from '../common/Button.tsx';
import { vt } from './viewer-i18n.ts';

export function NodeDetail({
  detail,
  fieldNames,
  actions,
  onOpen,
  onBack,
}: {
  detail: NodeDetailView;
  fieldNames: string[];
  actions: MemoryActions;
  onOpen(id: string): void;
  onBack(): void;
}) {
  const n = detail.node;
  const [name, setName] = useState(n.name);
  const [fields, setFields] = useState<Record<string, string>>(n.fields);
  const [tags, setTags] = useState(n.tags.join(', '));
  const [always, setAlways] = useState(n.alwaysInject);
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState(false);
  useEffect(() => {
    setName(n.name);
    setFields(n.fields);
    setTags(n.tags.join(', '));
    setAlways(n.alwaysInject);
    setConfirm(false);
  }, [n]);
  const names = [...new Set([...fieldNames, ...Object.keys(n.fields)])];
  const save = async () => {
    const r = await actions.edit(n.id, {
      name,
      fields,
      alwaysInject: always,
      tags: tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    });
    setNote(r.ok ? vt('memory.saved') : r.error);
  };
  const remove = async () => {
    const r = await actions.remove(n.id);
    if (r.ok) onBack();
    else setNote(r.error);
  };
  return (
    <section class="troupe-memory__detail" aria-label={n.name}>
      <Button variant="quiet" onClick={onBack}>
        {vt('memory.back')}
      </Button>
      <p class="troupe-memory__id">
        <code>{n.id}</code> · {n.type}
        {n.level ? ` · L${n.level}` : ''} · {vt('memory.exposure', { n: detail.exposure })}
        {n.parent ? ` · ${vt('memory.rollup', { id: n.parent })}` : ''}
      </p>
      <label class="troupe-memory__field">
        <span>{vt('memory.name')}</span>
        <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      {names.map((f) => (
        <label key={f} class="troupe-memory__field">
          <span>{f}</span>
          <textarea
            aria-label={vt('memory.field', { name: f })}
            rows={f === 'summary' ? 4 : 2}
            value={fields[f] ?? ''}
            onInput={(e) => setFields({ ...fields, [f]: e.currentTarget.value })}
          />
        </label>
      ))}
      <label class="troupe-memory__field">
        <span>{vt('memory.tags')}</span>
        <input value={tags} onInput={(e) => setTags(e.currentTarget.value)} />
      </label>
      <label class="troupe-memory__check">
        <input type="checkbox" checked={always} onChange={(e) => setAlways(e.currentTarget.checked)} />
        {vt('memory.alwaysInject')}
      </label>
      <div class="troupe-memory__actions">
        <Button variant="primary" onClick={() => void save()}>
          {vt('memory.save')}
        </Button>
        {!confirm && (
          <Button variant="danger" onClick={() => setConfirm(true)}>
            {vt('memory.delete')}
          </Button>
        )}
        {confirm && (
          <span role="group" aria-label={vt('memory.deleteConfirm', { name: n.name })}>
            {vt('memory.deleteConfirm', { name: n.name })}{' '}
            <Button variant="danger" onClick={() => void remove()}>
              {vt('memory.deleteYes')}
            </Button>
          </span>
        )}
      </div>
      {note && (
        <p role="status" class="troupe-memory__note">
          {note}
        </p>
      )}
      <h4>{vt('memory.sources')}</h4>
      <ul class="troupe-memory__chips">
        {detail.floors.map((f) => (
          <li key={f}>
            <Button
              variant="quiet"
              aria-label={vt('memory.jump', { n: f })}
              onClick={() => setNote(actions.showMessage(f) ? '' : vt('memory.jumpFailed', { n: f }))}
            >
              {vt('memory.floor', { n: f })}
            </Button>
          </li>
        ))}
      </ul>
      <h4>{vt('memory.links')}</h4>
      {detail.edges.length === 0 && <p>{vt('memory.noLinks')}</p>}
      <ul class="troupe-memory__links">
        {detail.edges.map((e) => (
          <li key={`${e.direction}|${e.relation}|${e.otherId}`}>
            {e.direction === 'outgoing' ? '→' : '←'} <span class="troupe-memory__rel">{e.relation}</span>{' '}
            {e.other ? (
              <Button variant="quiet" onClick={() => onOpen(e.otherId)} aria-label={vt('memory.open', { name: e.other.name })}>
                {e.other.name}
              </Button>
            ) : (
              <code>{e.otherId}</code>
            )}
            {e.note ? <span class="troupe-memory__hint"> — {e.note}</span> : null}
          </li>
        ))}
      </ul>
      {detail.children.length > 0 && (
        <>
          <h4>{vt('memory.children')}</h4>
          <ul class="troupe-memory__links">
            {detail.children.map((c) => (
              <li key={c.id}>
                <Button variant="quiet" onClick={() => onOpen(c.id)} aria-label={vt('memory.open', { name: c.name })}>
                  {c.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
