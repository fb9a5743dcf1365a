// The standalone page: the chat session with the orchestration panel beside it.
import type { App } from '../../src/app/app.ts';
import { runCommandLine, type TroupeCommand } from '../../src/app/commands/index.ts';
import type { ChatSession } from '../../src/app/chat-session.ts';
import { TroupePanel } from '../app/TroupePanel.tsx';
import { at } from '../app/i18n.ts';
import { StandaloneChat } from '../chat/StandaloneChat.tsx';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { StorageProblems } from '../app/StorageProblems.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import './page.css';

export interface PageRootProps {
  app: App;
  /** The page's chat (the standalone host implements it). */
  session: ChatSession;
  commands: TroupeCommand[];
}

export function PageRoot({ app, session, commands }: PageRootProps) {
  const runs = app.runs;
  const links = runs && {
    has: (index: number, live: boolean) =>
      live ? runs.live.value !== null && runs.liveChatId.value === runs.chatId.value : runs.turns.value.some((t) => t.messageIndex === index),
    show: (index: number) => void runs.showMessage(index),
  };
  return (
    <div class="troupe-page">
      <header class="troupe-page__header">
        <h1>Troupe</h1>
        <LanguageSelect />
      </header>
      <ErrorBoundary area="boundary.problems">
        <StorageProblems app={app} />
      </ErrorBoundary>
      <StandaloneChat
        session={session}
        onCommand={(line) => runCommandLine(line, commands)}
        runs={links}
        aside={
          <details class="troupe-side__panel troupe-page__orchestration" open>
            <summary>{at('panel.heading')}</summary>
            <ErrorBoundary area="boundary.panel">
              <TroupePanel app={app} storageProblems={false} />
            </ErrorBoundary>
          </details>
        }
      />
    </div>
  );
}
