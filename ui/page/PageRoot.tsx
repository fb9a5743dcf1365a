// The standalone page: the chat session with the orchestration panel beside it. The page's first
// paint is the chat; the panel and the Storage problems notice come with the app, which loads after
// it (src/page.tsx passes them in as lazily loaded views).
import type { ComponentChildren } from 'preact';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import type { CommandLineResult } from '../../src/app/commands/index.ts';
import type { RunLinks } from '../chat/ChatView.tsx';
import type { DirectionControl } from '../../src/app/chats/directions.ts';
import { at } from '../app/i18n.ts';
import { StandaloneChat } from '../chat/StandaloneChat.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import './page.css';

export interface PageRootProps {
  /** The page's chat (the standalone host implements it). */
  session: ChatSession;
  /** Runs a Troupe command line typed into the message box. */
  onCommand(line: string): Promise<CommandLineResult>;
  /** The Storage problems notice, above everything. */
  problems?: ComponentChildren;
  /** The orchestration panel, beside the chat. */
  panel: ComponentChildren;
  /** "Show run" on replies, once the app (and its run history) has loaded. */
  runs?: RunLinks;
  /** The chat's direction for its next reply, once the app has loaded. */
  direction?: DirectionControl;
  /** The question of a paused turn ("Let me choose the angle"), under the messages. */
  belowLog?: ComponentChildren;
}

export function PageRoot({ session, onCommand, problems, panel, runs, direction, belowLog }: PageRootProps) {
  return (
    <div class="troupe-page">
      <header class="troupe-page__header">
        <h1>Troupe</h1>
        <LanguageSelect />
      </header>
      <ErrorBoundary area="boundary.problems">{problems}</ErrorBoundary>
      <StandaloneChat
        session={session}
        onCommand={onCommand}
        runs={runs}
        direction={direction}
        belowLog={<ErrorBoundary area="boundary.panel">{belowLog}</ErrorBoundary>}
        aside={
          <details class="troupe-side__panel troupe-page__orchestration" open>
            <summary>{at('panel.heading')}</summary>
            <ErrorBoundary area="boundary.panel">{panel}</ErrorBoundary>
          </details>
        }
      />
    </div>
  );
}
