// The session's notices (errors from the model, saving problems): errors as alerts, the rest as status.
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { ct } from './i18n.ts';

export function Notices({ session }: { session: ChatSession }) {
  const notices = session.notices.value;
  const item = (n: (typeof notices)[number]) => (
    <div key={n.id} class={`troupe-message troupe-message--${n.level === 'error' ? 'error' : n.level === 'success' ? 'success' : 'info'}`}>
      <div class="troupe-message__body">
        <span>{n.message}</span>
      </div>
      <button
        type="button"
        class="troupe-message__close"
        aria-label={ct('notice.dismiss')}
        title={ct('notice.dismiss')}
        onClick={() => session.dismissNotice(n.id)}
      >
        ×
      </button>
    </div>
  );
  return (
    <div class="troupe-messages troupe-chat__notices">
      <div role="alert" class="troupe-messages__errors">
        {notices.filter((n) => n.level === 'error' || n.level === 'warning').map(item)}
      </div>
      <div role="status" class="troupe-messages__notes">
        {notices.filter((n) => n.level === 'info' || n.level === 'success').map(item)}
      </div>
    </div>
  );
}
