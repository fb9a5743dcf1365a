// Export / Import profile, the character card override buttons and badge, and Manage Skills….
import { useRef, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { Button } from '../common/Button.tsx';
import { ConfirmInline } from '../common/ConfirmInline.tsx';
import { formatBytes } from '../common/format.ts';
import type { CardSavePreview, CardState, PanelActions } from '../../src/app/panel-contract.ts';
import { pt } from './i18n.ts';
import { runAction, type Notify } from './runAction.ts';

export type ToolbarActions = Pick<
  PanelActions,
  'exportProfile' | 'importProfile' | 'previewCardOverride' | 'saveCardOverride' | 'clearCardOverride' | 'openManageSkills'
>;

export interface ProfileToolbarProps {
  card: CardState | null;
  actions: ToolbarActions;
  notify: Notify;
}

type Busy = '' | 'export' | 'import' | 'save' | 'clear';

export function ProfileToolbar({ card, actions, notify }: ProfileToolbarProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const cardNoteId = useUid();
  const [busy, setBusy] = useState<Busy>('');
  // Save to card asks first, saying what it writes (the skills it embeds and the size).
  const [preview, setPreview] = useState<CardSavePreview | null>(null);
  const askSave = async () => {
    setBusy('save');
    try {
      setPreview(await actions.previewCardOverride());
    } catch (err) {
      notify('error', err instanceof Error ? err.message : String(err));
    } finally {
      setBusy('');
    }
  };
  const run = async (which: Busy, command: Parameters<typeof runAction>[0], success: Parameters<typeof runAction>[2]) => {
    setBusy(which);
    try {
      await runAction(command, notify, success);
    } finally {
      setBusy('');
    }
  };
  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Reset so choosing the same file again fires change again.
    input.value = '';
    if (file)
      void run(
        'import',
        () => actions.importProfile(file),
        (r) => (r?.renamed ? pt('profile.importedAs', r.renamed) : pt('profile.imported')),
      );
  };
  return (
    <div class="troupe-toolbar" role="group" aria-label={pt('profile.actions')}>
      <div class="troupe-toolbar__row">
        <Button disabled={busy !== ''} onClick={() => void run('export', () => actions.exportProfile(), pt('profile.exported'))}>
          {pt('profile.export')}
        </Button>
        <Button disabled={busy !== ''} onClick={() => fileRef.current?.click()}>
          {pt('profile.import')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          class="troupe-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={pt('profile.import')}
          onChange={(e) => onFile(e.currentTarget)}
        />
        <Button onClick={() => actions.openManageSkills()}>{pt('profile.manageSkills')}</Button>
      </div>
      <div class="troupe-toolbar__row">
        <span id={cardNoteId} class="troupe-toolbar__card">
          {card ? pt('profile.card', { name: card.name }) : pt('profile.cardNone')}
        </span>
        <Button
          disabled={!card || busy !== ''}
          title={card ? undefined : pt('profile.needCard')}
          aria-describedby={card ? undefined : cardNoteId}
          aria-expanded={preview !== null}
          onClick={() => void askSave()}
        >
          {pt('profile.saveOverride')}
        </Button>
        <Button
          disabled={!card || !card.overrideActive || busy !== ''}
          title={card ? undefined : pt('profile.needCard')}
          aria-describedby={card ? undefined : cardNoteId}
          onClick={() => void run('clear', () => actions.clearCardOverride(), pt('profile.overrideCleared'))}
        >
          {pt('profile.clearOverride')}
        </Button>
        {/* Last in the row, so the buttons do not move when it appears. */}
        <span class={`troupe-badge${card?.overrideActive ? ' troupe-badge--on' : ''}`} aria-hidden={!card?.overrideActive}>
          {card?.overrideActive ? (card.editingOverride ? pt('profile.editingOverride') : pt('profile.overrideBadge')) : ''}
        </span>
      </div>
      {preview && card && (
        <ConfirmInline
          busy={busy === 'save'}
          message={pt('profile.saveQuestion', { name: card.name, size: formatBytes(preview.bytes) })}
          confirmLabel={pt('profile.saveConfirm')}
          onCancel={() => setPreview(null)}
          onConfirm={async () => {
            await run('save', () => actions.saveCardOverride(), pt('profile.overrideSaved'));
            setPreview(null);
          }}
        >
          <p class="troupe-note">
            {preview.skills.length
              ? pt('profile.saveSkills', { list: preview.skills.map((s) => `${s.name} (${formatBytes(s.bytes)})`).join(', ') })
              : pt('profile.saveNoSkills')}
          </p>
        </ConfirmInline>
      )}
    </div>
  );
}
