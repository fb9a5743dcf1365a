// An inline confirmation (no second popup): the question, a confirm and a cancel button.
// Focus lands on Cancel so a stray Enter does not destroy anything; Escape cancels.
import '../common.css';
import { useEffect, useRef } from 'preact/hooks';
import { useUid } from './uid.ts';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';
import { handledKey } from './keys.ts';

export interface ConfirmInlineProps {
  message: ComponentChildren;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Extra content between the question and the buttons (e.g. a list of what is affected). */
  children?: ComponentChildren;
}

export function ConfirmInline(props: ConfirmInlineProps) {
  const id = useUid();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      class={`troupe-confirm${props.danger ? ' troupe-confirm--danger' : ''}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // Handled: the host page (SillyTavern closes its drawer on Escape) must not see it.
          handledKey(e);
          props.onCancel();
        }
      }}
    >
      <p id={id} class="troupe-confirm__message">
        {props.message}
      </p>
      {props.children}
      <div class="troupe-confirm__buttons">
        <Button variant={props.danger ? 'danger' : 'primary'} disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <button type="button" class="troupe-btn troupe-btn--default" ref={cancelRef} onClick={props.onCancel}>
          {props.cancelLabel ?? t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
