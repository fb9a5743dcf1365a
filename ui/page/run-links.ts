// "Show run" links of the standalone chat: a reply has one when the run history holds its turn (or it
// is the reply being written). Made in the page's app chunk, once the run history is there. With them
// the fold's memory line: what the reply's turn did to memory, and "Show in Memory".
import type { MemoryService } from '../../src/app/memory/memory-service.ts';
import type { RunsView } from '../../src/app/runs/runs-contract.ts';
import type { RunLinks } from '../chat/ChatView.tsx';

export function runLinksOf(runs: RunsView, memory?: MemoryService): RunLinks {
  return {
    ...(memory
      ? {
          memory: (index: number) => memory.turnAt(index),
          showMemory: (index: number) => {
            const t = memory.turnAt(index);
            if (t) memory.showTurn(t);
          },
        }
      : {}),
    has: (index, live) =>
      live ? runs.live.value !== null && runs.liveChatId.value === runs.chatId.value : runs.turns.value.some((t) => t.messageIndex === index),
    show: (index) => void runs.showMessage(index),
  };
}
