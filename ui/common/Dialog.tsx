// A modal dialog: role=dialog + aria-modal, focus moves in on open, Tab cycles inside, Escape
// closes (unless an inner control already handled it with preventDefault), focus returns to
// whatever opened it. Rendered into document.body so host layouts cannot clip it. Keys pressed in
// it stay in it: the host's page-wide shortcuts (SillyTavern swipes on ←/→, regenerates on
// Ctrl+Enter) never act on the page behind the modal.
import '../common.css';
import type { ComponentChildren } from 'preact';
import { Portal } from './Portal.tsx';
import { useEffect, useRef } from 'preact/hooks';
import { useUid } from './uid.ts';
import { t } from '../i18n/index.ts';
import { focusableIn } from './focus.ts';
import { swallowNextKeyUp } from './keys.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children?: ComponentChildren;
  /** Extra class on the panel (sizes). */
  class?: string;
  /** Buttons shown in the header next to Close. */
  headerExtra?: ComponentChildren;
}

export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return (
    <Portal>
      <DialogPanel {...props} />
    </Portal>
  );
}

function DialogPanel({ title, onClose, children, class: extra, headerExtra }: DialogProps) {
  const titleId = useUid();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(panel)[0] ?? panel;
    first.focus();
    const keepFocusInside = (e: FocusEvent) => {
      const target = e.target as Node | null;
      if (target && !panel.contains(target)) (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') {
      // Closed by it or by an inner control: either way the keyup must not reach the page behind
      // (SillyTavern presses Stop on an Escape keyup while a reply is generated).
      swallowNextKeyUp('Escape');
      if (!e.defaultPrevented) {
        e.preventDefault();
        closeRef.current();
      }
      return;
    }
    if (e.key !== 'Tab') return;
    const panel = panelRef.current!;
    const items = focusableIn(panel);
    if (items.length === 0) {
      e.preventDefault();
      panel.focus();
      return;
    }
    const firstEl = items[0]!;
    const lastEl = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === firstEl || active === panel)) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && active === lastEl) {
      e.preventDefault();
      firstEl.focus();
    }
  };

  return (
    <div class="troupe-root troupe-dialog-backdrop">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        class={`troupe-dialog${extra ? ` ${extra}` : ''}`}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => e.stopPropagation()}
      >
        <header class="troupe-dialog__header">
          <h2 id={titleId} class="troupe-dialog__title">
            {title}
          </h2>
          {headerExtra}
          <button type="button" class="troupe-btn troupe-btn--quiet" onClick={() => closeRef.current()}>
            {t('common.close')}
          </button>
        </header>
        <div class="troupe-dialog__body">{children}</div>
      </div>
    </div>
  );
}
