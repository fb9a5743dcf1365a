// A round's reasoning reaches the reply's fold like its text does: a model that sends only
// `reasoning_content` plus tool calls (no content) still gets its `main-N` section.
import { describe, expect, test } from 'vitest';
import { fakeModel } from '../../../../test/fixtures/director/fake-model.ts';
import { agentOf, fakeSlot, teamConfig, turnOf } from '../../../../test/fixtures/director/scenario.ts';
import { runDirectorTurn } from '../director/engine.ts';
import { Fold } from './fold.ts';
import { streamToFold } from './live-section.ts';
import { storyFromMessages } from './story.ts';

const context = [
  { role: 'system' as const, content: 'Character: Lin Wan.' },
  { role: 'user' as const, content: 'How is your family?' },
];

describe('streamToFold', () => {
  test('a director turn whose main agent sends reasoning and tool calls but no text has main-N sections with that reasoning', async () => {
    const model = fakeModel((r) => {
      if (agentOf(r) !== 'main') throw new Error('only the main agent runs here');
      return turnOf(r) === 0
        ? { reasoning: 'She deflects; a short, warm reply will do.', toolCalls: [{ name: 'write_message', args: { text: 'She smiles.' } }] }
        : { reasoning: 'The draft holds. Done.', toolCalls: [{ name: 'finalize' }] };
    });
    const slot = fakeSlot();
    const res = await runDirectorTurn({ config: teamConfig(), story: storyFromMessages(context), generationType: 'normal', slot, clientFor: () => model });
    expect(res.outcome).toBe('finalized');
    expect(res.text).toBe('She smiles.');
    expect(res.reasoning).toBe('### [main-1]\nShe deflects; a short, warm reply will do.\n\n### [main-2]\nThe draft holds. Done.');
    expect(slot.reasoning).toBe(res.reasoning);
  });

  test('reasoning then text in one response are both shown, a blank line apart; a re-sent response is not shown twice', () => {
    const fold = new Fold();
    const on = streamToFold(fold, (e) => `main-${e.round}`);
    const at = { agentId: 'main', round: 1, attempt: 0 };
    on({ type: 'request', request: { model: '', messages: [] }, ...at });
    on({ type: 'reasoning-delta', text: 'Think', ...at });
    on({ type: 'reasoning-delta', text: 'ing.', ...at });
    on({ type: 'text-delta', text: 'Half', ...at });
    on({ type: 'stream-retry', retry: 1, delayMs: 0, error: { kind: 'network', message: 'cut', retryable: true }, ...at });
    on({ type: 'reasoning-delta', text: 'Thinking again.', ...at });
    on({ type: 'text-delta', text: 'Writing.', ...at });
    expect(fold.render()).toBe('### [main-1]\nThinking again.\n\nWriting.');
  });
});
