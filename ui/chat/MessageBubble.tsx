// One chat message. Assistant replies carry the reasoning fold and, on the last reply, the swipe
// controls. The text is rendered as text (RichText), never as HTML.
import { ct } from './i18n.ts';
import { ReasoningFold, type FoldMemory } from './ReasoningFold.tsx';
import { RichText } from './RichText.tsx';

/** The first letter of a name, for its avatar. */
export const initialOf = (name: string): string => [...name.trim()][0]?.toUpperCase() ?? '?';

export interface BubbleProps {
  role: 'user' | 'assistant' | 'system';
  name: string;
  text: string;
  reasoning: string;
  /** 0-based swipe shown, and how many there are. */
  swipeIndex: number;
  swipeCount: number;
  /** Being written right now. */
  live: boolean;
  /** Show the swipe controls (the last reply). */
  swipes: boolean;
  /** Controls are disabled while a reply is written. */
  busy: boolean;
  onSwipe?(direction: -1 | 1): void;
  /** Opens the run view on the run that wrote this reply (shown when there is one). */
  onShowRun?(): void;
  /** Group chats: show the writer's avatar (its initial) by its name. */
  avatar?: boolean;
  /** "Regenerate with a direction" on the last reply (shown once the app has loaded). */
  onGuide?(): void;
  /** What the reply's turn did to memory (a line of the fold). */
  memory?: FoldMemory;
  onShowMemory?(): void;
}

export function MessageBubble(p: BubbleProps) {
  const assistant = p.role === 'assistant';
  const waiting = p.live && !p.text;
  return (
    <article class={`troupe-msg troupe-msg--${p.role}${p.live ? ' is-live' : ''}`} aria-busy={p.live ? 'true' : undefined}>
      <header class="troupe-msg__head">
        {p.avatar && (
          <span class="troupe-avatar" aria-hidden="true">
            {initialOf(p.name)}
          </span>
        )}
        <span class="troupe-msg__name">{p.name}</span>
      </header>
      {assistant && (p.reasoning || p.live || p.memory) && (
        <ReasoningFold text={p.reasoning} live={p.live} onShowRun={p.onShowRun} memory={p.memory} onShowMemory={p.onShowMemory} />
      )}
      {waiting ? <div class="troupe-msg__text troupe-msg__waiting">{ct('chat.writing')}</div> : <RichText text={p.text} />}
      {assistant && p.swipes && (
        <div class="troupe-msg__swipes">
          <button
            type="button"
            class="troupe-btn troupe-btn--quiet"
            aria-label={ct('action.swipePrev')}
            title={ct('action.swipePrev')}
            disabled={p.busy || p.swipeIndex === 0}
            onClick={() => p.onSwipe?.(-1)}
          >
            ‹
          </button>
          <span class="troupe-msg__counter" role="status" aria-label={ct('swipe.counterLabel', { current: p.swipeIndex + 1, total: p.swipeCount })}>
            {ct('swipe.counter', { current: p.swipeIndex + 1, total: p.swipeCount })}
          </span>
          <button type="button" class="troupe-btn troupe-btn--quiet" disabled={p.busy} onClick={() => p.onSwipe?.(1)}>
            {ct('action.swipe')}
            <span aria-hidden="true"> ›</span>
          </button>
          {p.onGuide && (
            <button type="button" class="troupe-btn troupe-btn--quiet" disabled={p.busy} onClick={() => p.onGuide?.()}>
              {ct('action.regenerateWithDirection')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
