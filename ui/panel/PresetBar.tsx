// The preset bar of the current mode: pick a preset, New / Duplicate / Rename / Delete / Save.
// New and Rename ask for the name inline; Delete asks for confirmation (the preset's skills go too).
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { Button } from '../common/Button.tsx';
import { ConfirmInline } from '../common/ConfirmInline.tsx';
import { t } from '../i18n/index.ts';
import type { PanelActions, PresetsState } from '../../src/app/panel-contract.ts';
import { pt } from './i18n.ts';
import { runAction, type Notify } from './runAction.ts';
import { handledKey } from '../common/keys.ts';

export type PresetActions = Pick<PanelActions, 'selectPreset' | 'createPreset' | 'duplicatePreset' | 'renamePreset' | 'deletePreset' | 'savePreset'>;

export interface PresetBarProps {
  presets: PresetsState;
  actions: PresetActions;
  notify: Notify;
}

type Mode = { kind: 'idle' } | { kind: 'new' } | { kind: 'rename' } | { kind: 'delete' };

export function PresetBar({ presets, actions, notify }: PresetBarProps) {
  const selectId = useUid();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const active = presets.items.find((p) => p.id === presets.activeId);
  const activeName = active?.name ?? '';

  const open = (kind: Mode['kind'], e: Event) => {
    returnFocus.current = e.currentTarget as HTMLElement;
    setMode({ kind } as Mode);
  };
  const close = () => {
    setMode({ kind: 'idle' });
    returnFocus.current?.focus();
  };
  const run = async (command: Parameters<typeof runAction>[0], success: string) => {
    setBusy(true);
    const ok = await runAction(command, notify, success);
    setBusy(false);
    return ok;
  };

  return (
    <div class="troupe-presetbar" role="group" aria-label={pt('preset.bar')}>
      <div class="troupe-presetbar__row">
        <label for={selectId} class="troupe-field__label">
          {pt('preset.select')}
        </label>
        <select
          id={selectId}
          class="troupe-select troupe-presetbar__select"
          value={presets.activeId}
          disabled={busy}
          onChange={(e) => actions.selectPreset(e.currentTarget.value)}
        >
          {presets.items.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <Button disabled={busy} onClick={(e) => open('new', e)}>
          {pt('preset.new')}
        </Button>
        <Button
          disabled={busy || !active}
          onClick={() => void run(() => actions.duplicatePreset(presets.activeId), pt('preset.duplicated', { name: activeName }))}
        >
          {pt('preset.duplicate')}
        </Button>
        <Button disabled={busy || !active} onClick={(e) => open('rename', e)}>
          {pt('preset.rename')}
        </Button>
        <Button variant="danger" disabled={busy || !active} onClick={(e) => open('delete', e)}>
          {pt('preset.delete')}
        </Button>
        <Button
          variant={presets.dirty ? 'primary' : 'default'}
          disabled={busy || !active}
          aria-describedby={presets.dirty ? `${selectId}-dirty` : undefined}
          onClick={() => void run(() => actions.savePreset(), pt('preset.saved', { name: activeName }))}
        >
          {pt('preset.save')}
        </Button>
        {/* Always present, so the bar does not shift when the draft becomes dirty. */}
        <span id={`${selectId}-dirty`} class="troupe-presetbar__dirty" aria-hidden={!presets.dirty}>
          {presets.dirty ? pt('preset.unsaved') : ''}
        </span>
      </div>
      {(mode.kind === 'new' || mode.kind === 'rename') && (
        <NameForm
          title={mode.kind === 'new' ? pt('preset.newTitle') : pt('preset.renameTitle', { name: activeName })}
          initial={mode.kind === 'rename' ? activeName : ''}
          taken={presets.items.filter((p) => mode.kind === 'new' || p.id !== presets.activeId).map((p) => p.name)}
          busy={busy}
          onCancel={close}
          onSubmit={async (name) => {
            const ok =
              mode.kind === 'new'
                ? await run(() => actions.createPreset(name), pt('preset.created', { name }))
                : await run(() => actions.renamePreset(presets.activeId, name), pt('preset.renamed', { name }));
            if (ok) close();
          }}
        />
      )}
      {mode.kind === 'delete' && (
        <ConfirmInline
          danger
          busy={busy}
          message={pt('preset.deleteQuestion', { name: activeName })}
          confirmLabel={pt('preset.deleteConfirm')}
          onCancel={close}
          onConfirm={async () => {
            const name = activeName;
            const ok = await run(() => actions.deletePreset(presets.activeId), pt('preset.deleted', { name }));
            if (ok) {
              setMode({ kind: 'idle' });
              // The Delete button of the next preset (or the select) takes focus.
              returnFocus.current?.focus();
            }
          }}
        />
      )}
    </div>
  );
}

interface NameFormProps {
  title: string;
  initial: string;
  taken: readonly string[];
  busy: boolean;
  onSubmit(name: string): void;
  onCancel(): void;
}

function NameForm(props: NameFormProps) {
  const id = useUid();
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const submit = (e: Event) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(pt('preset.nameEmpty'));
    if (props.taken.includes(trimmed)) return setError(pt('preset.nameTaken', { name: trimmed }));
    setError('');
    props.onSubmit(trimmed);
  };
  return (
    <form
      class="troupe-presetbar__form"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // Handled: the host page (SillyTavern closes its drawer on Escape) must not see it.
          handledKey(e);
          props.onCancel();
        }
      }}
    >
      <span id={`${id}-title`} class="troupe-presetbar__formtitle">
        {props.title}
      </span>
      <label for={id} class="troupe-field__label">
        {pt('preset.nameLabel')}
      </label>
      <input
        id={id}
        ref={inputRef}
        class="troupe-input"
        value={name}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-err`}
        onInput={(e) => setName(e.currentTarget.value)}
      />
      <button type="submit" class="troupe-btn troupe-btn--primary" disabled={props.busy}>
        {pt('preset.ok')}
      </button>
      <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
      <span id={`${id}-err`} class="troupe-field__error" role="alert">
        {error}
      </span>
    </form>
  );
}
