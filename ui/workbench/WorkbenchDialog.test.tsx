// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app/app.ts';
import { lazyPart } from '../../src/ports/lazy-part.ts';
import { WorkbenchService } from '../../src/app/workbench/workbench.ts';
import type { ChatRequest } from '../../src/core/llm/types.ts';
import { fakeModel, type FakeReply } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { lang } from '../i18n/index.ts';
import { TroupePanel } from '../app/TroupePanel.tsx';
import { WorkbenchDialog } from './WorkbenchDialog.tsx';

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const roundOf = (r: ChatRequest) => r.messages.length - 1 - r.messages.map((m) => m.role).lastIndexOf('user');

function respond(r: ChatRequest): FakeReply {
  if (!r.tools?.some((t) => t.name === 'profile_summary')) return { text: '' };
  if (roundOf(r) === 0) {
    return {
      text: 'Making the changes.',
      toolCalls: [
        { name: 'profile_patch_prompt', args: { agentId: 'main', find: '{{team}}', replaceWith: '{{team}}\n\nWork in passes.' } },
        { name: 'skill_bind_to_agent', args: { agentId: 'chat_scout', skill: 'director-dispatch-protocol-en' } },
        { name: 'limits_set', args: { limits: { maxRounds: 12 } } },
        { name: 'subagent_remove', args: { id: 'voice_critic' } },
      ],
    };
  }
  return { text: 'Four changes are waiting for you.' };
}

async function openWorkbench() {
  const host = memoryHost(fakeModel(respond));
  const app = createApp({ prefix: `ui-wb-${++n}-`, host });
  await app.ready;
  render(<TroupePanel app={app} />);
  fireEvent.click(screen.getByRole('button', { name: 'AI workbench…' }));
  const dialog = await screen.findByRole('dialog', { name: 'AI workbench' }, { timeout: 15_000 });
  await within(dialog).findByRole('textbox', { name: 'Describe the change' });
  return { app, dialog };
}

/** Clicks a toggle once it can be clicked, and waits until it shows pressed. */
async function press(card: HTMLElement, name: string) {
  const button = () => within(card).getByRole('button', { name });
  await waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
  fireEvent.click(button());
  await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
}

const stored = (app: Awaited<ReturnType<typeof openWorkbench>>['app']) => app.profiles.library('director').presets.find((p) => p.id === 'default')!.profile;

describe('the workbench dialog', () => {
  test('opens from the panel (loaded on demand), names what it edits, sends, and shows every change as a diff', async () => {
    const { app, dialog } = await openWorkbench();
    expect(dialog.textContent).toContain('Editing the director preset “Default (no memory, no search)”');
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Describe the change' }), { target: { value: 'Make it leaner.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Four changes are waiting for you.', undefined, { timeout: 15_000 });
    const log = within(dialog).getByRole('log', { name: 'Conversation' });
    expect(log.textContent).toContain('Make it leaner.');
    expect(log.textContent).toContain('profile_patch_prompt');
    expect(log.textContent).toContain('proposed c1');
    // The review: a line diff of the prompt, chips before and after, the JSON of the limit, the removed member.
    const c1 = within(dialog).getByRole('article', { name: /c1 main: edit the system prompt/ });
    expect(c1.querySelector('.troupe-diff__line--add')!.textContent).toContain('Work in passes.');
    const c2 = within(dialog).getByRole('article', { name: /c2 Skill director-dispatch-protocol-en for chat_scout \(visible\)/ });
    expect(within(c2).getByRole('group', { name: 'Changes in chat_scout · visible' }).querySelector('.troupe-wb-chip--added')!.textContent).toBe(
      '+ director-dispatch-protocol-en',
    );
    const c3 = within(dialog).getByRole('article', { name: /c3 Settings: maxRounds/ });
    expect(c3.querySelector('table')!.textContent).toMatch(/maxRounds.*20.*12/);
    const c4 = within(dialog).getByRole('article', { name: /c4 Remove voice_critic/ });
    expect(c4.textContent).toContain('Removed: voice_critic');
    // Approve two, reject one, leave one; Apply writes the two.
    await press(c3, 'Approve');
    await press(c4, 'Approve');
    await press(c1, 'Reject');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply approved (2)' }).hasAttribute('disabled')).toBe(false));
    const before = stored(app) as { subAgents: { id: string }[] };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply approved (2)' }));
    await within(dialog).findByText('Applied 2 changes.');
    expect(stored(app)).toMatchObject({ maxRounds: 12, subAgents: before.subAgents.filter((s) => s.id !== 'voice_critic') });
    // The pending one stays; the rejected one left.
    expect(
      within(dialog)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-change')),
    ).toEqual(['c2']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await within(dialog).findByText('Restored the version before c3, c4.');
    expect(stored(app)).toEqual(before);
  });

  test('in Chinese', async () => {
    lang.value = 'zh-CN';
    const host = memoryHost(fakeModel(respond));
    const app = createApp({ prefix: `ui-wb-${++n}-`, host });
    await app.ready;
    render(<TroupePanel app={app} />);
    fireEvent.click(screen.getByRole('button', { name: 'AI 工作台…' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI 工作台' }, { timeout: 15_000 });
    await within(dialog).findByRole('textbox', { name: '描述要做的修改' });
    expect(within(dialog).getByRole('button', { name: '试运行' })).toBeTruthy();
    expect(app.workbench.language.value).toBe('zh');
  });

  test('a part that cannot be loaded is said in the dialog, naming its file; nothing is lost and what was typed stays', async () => {
    const host = memoryHost(fakeModel(respond));
    const app = createApp({ prefix: `ui-wb-${++n}-`, host });
    await app.ready;
    // Parts that fail like missing chunks (the file answers 404) until switched back on.
    const missing = { fetch: async () => ({ ok: false, status: 404, text: async () => '' }) };
    const notFetched = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const broken = { engine: true, chat: true };
    const workbench = new WorkbenchService({
      store: app.storage.workbench,
      profiles: app.profiles,
      skills: app.skills,
      tools: app.tools,
      card: app.card,
      host,
      lang: () => 'en',
      parts: {
        engine: lazyPart(import.meta.url, () => (broken.engine ? notFetched() : import('../../src/app/workbench/workbench-engine.ts')), missing),
        chat: lazyPart(import.meta.url, () => (broken.chat ? notFetched() : import('../../src/app/workbench/workbench-chat.ts')), missing),
      },
    });
    const before = structuredClone(stored(app));
    const alerts = (d: HTMLElement) =>
      within(d)
        .queryAllByRole('alert')
        .map((a) => a.textContent)
        .join(' ');
    const first = render(<WorkbenchDialog app={{ ...app, workbench }} onClose={() => {}} />);
    let dialog = await screen.findByRole('dialog', { name: 'AI workbench' });
    await waitFor(() =>
      expect(alerts(dialog)).toMatch(/A part of the workbench \(\S*\/src\/app\/workbench\/workbench-engine\.ts\) could not be loaded\. Nothing was changed/),
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Describe the change' })).toBeNull();
    first.unmount();
    // Opened again: the engine loads now; the AI's part still fails, and the message stays in the box.
    broken.engine = false;
    render(<WorkbenchDialog app={{ ...app, workbench }} onClose={() => {}} />);
    dialog = await screen.findByRole('dialog', { name: 'AI workbench' });
    const box = (await within(dialog).findByRole('textbox', { name: 'Describe the change' })) as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: 'Make it leaner.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts(dialog)).toMatch(/A part of the workbench \(\S*\/src\/app\/workbench\/workbench-chat\.ts\) could not be loaded/));
    expect(box.value).toBe('Make it leaner.');
    expect(workbench.view.value!.session.messages).toEqual([]);
    expect(stored(app)).toEqual(before);
    // Sent again once it loads.
    broken.chat = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Four changes are waiting for you.', undefined, { timeout: 15_000 });
  });
});
