// The standalone page's chat: header, messages, notices and the input row, with the character,
// lorebook and connection panels in a side column. `aside` (e.g. the orchestration panel) is placed
// at the top of that column.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { DirectionControl } from '../../src/app/chats/directions.ts';
import './chat.css';
import '../common.css';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { ChatView, type RunLinks } from './ChatView.tsx';
import { Composer, type CommandOutcome } from './Composer.tsx';
import { ConnectionForm } from './ConnectionForm.tsx';
import { ct } from './i18n.ts';
import { Notices } from './Notices.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { LazyView } from '../common/LazyView.tsx';
import { lazyPart } from '../../src/ports/lazy-part.ts';
import type { MessageKey } from '../i18n/index.ts';

// The side panels closed on the first paint load their code the first time they are opened.
const characterPart = lazyPart(import.meta.url, () => import('./CharacterEditor.tsx'));
const groupPart = lazyPart(import.meta.url, () => import('./GroupPanel.tsx'));
const lorebookPart = lazyPart(import.meta.url, () => import('./LorebookPanel.tsx'));

/** A side panel: its body is rendered (and its code loaded) once it has been open. */
function SidePanel({ open, summary, area, children }: { open?: boolean; summary: string; area: MessageKey; children(): ComponentChildren }) {
  const [opened, setOpened] = useState(!!open);
  return (
    <details class="troupe-side__panel" open={open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      <ErrorBoundary area={area}>{opened ? children() : null}</ErrorBoundary>
    </details>
  );
}

export interface StandaloneChatProps {
  session: ChatSession;
  /** Put first in the side column (the page's orchestration panel). */
  aside?: ComponentChildren;
  /** Runs slash command lines typed in the input (e.g. the app's runCommandLine). */
  onCommand?(line: string): Promise<CommandOutcome>;
  /** Which side panels start open. Default: connection only. */
  open?: { character?: boolean; group?: boolean; lorebook?: boolean; connection?: boolean };
  /** "Show run" in a reply's reasoning fold. */
  runs?: RunLinks;
  /** The chat's direction for its next reply: the field under the message box and "Regenerate with a direction". */
  direction?: DirectionControl;
  /** Shown under the messages, above the notices (the app's question of a paused turn). */
  belowLog?: ComponentChildren;
}

export function StandaloneChat({ session, aside, onCommand, open = { connection: true }, runs, direction, belowLog }: StandaloneChatProps) {
  const [guide, setGuide] = useState(0);
  return (
    <div class="troupe-root troupe-standalone">
      <section class="troupe-chat" aria-label={ct('chat.region')}>
        <ErrorBoundary area="boundary.chat">
          <ChatHeader session={session} />
          <ChatView session={session} runs={runs} onGuide={direction ? () => setGuide((g) => g + 1) : undefined} />
          {belowLog}
          <Notices session={session} />
          <Composer session={session} onCommand={onCommand} direction={direction} guide={guide} />
        </ErrorBoundary>
      </section>
      <aside class="troupe-side" aria-label={ct('side.label')}>
        {aside}
        <SidePanel open={open.character} summary={ct('character.heading')} area="boundary.character">
          {() => (
            <LazyView part={characterPart} area="boundary.character">
              {(m) => <m.CharacterEditor session={session} />}
            </LazyView>
          )}
        </SidePanel>
        {session.group && (
          <SidePanel open={open.group} summary={ct('group.heading')} area="boundary.group">
            {() => (
              <LazyView part={groupPart} area="boundary.group">
                {(m) => <m.GroupPanel group={session.group!} busy={!!session.generating.value} />}
              </LazyView>
            )}
          </SidePanel>
        )}
        <SidePanel open={open.lorebook} summary={ct('lore.heading')} area="boundary.lorebook">
          {() => (
            <LazyView part={lorebookPart} area="boundary.lorebook">
              {(m) => <m.LorebookPanel session={session} />}
            </LazyView>
          )}
        </SidePanel>
        <details class="troupe-side__panel" open={open.connection}>
          <summary>{ct('conn.heading')}</summary>
          <ErrorBoundary area="boundary.connection">
            <ConnectionForm session={session} />
          </ErrorBoundary>
        </details>
      </aside>
    </div>
  );
}
