// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createDemoModelClient } from '../../src/demo/fetch.ts';
import { takeOver, type GenerationDecision, type GenerationTurn } from '../../src/ports/host.ts';
import { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from '../../src/hosts/standalone/host.ts';
import { lang } from '../i18n/index.ts';
import { StandaloneChat } from './StandaloneChat.tsx';

let n = 0;
const hosts: StandaloneHost[] = [];
afterEach(() => {
  cleanup();
  for (const h of hosts.splice(0)) h.dispose();
  lang.value = 'en';
});

const offline = (async () => {
  throw new TypeError('fetch failed');
}) as typeof fetch;

async function setup(over: StandaloneHostOptions = {}, onCommand?: (line: string) => Promise<{ handled: boolean; output?: string; error?: string }>) {
  const host = createStandaloneHost({
    prefix: `ui${++n}-${Math.random().toString(36).slice(2, 7)}-`,
    origin: 'http://page.test',
    fetch: offline,
    demoFallback: () => createDemoModelClient({ delayMs: 0 }),
    ...over,
  });
  hosts.push(host);
  await host.ready;
  render(<StandaloneChat session={host} onCommand={onCommand} />);
  const log = screen.getByRole('log', { name: 'Messages' });
  const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  return { host, log, input };
}

/** Opens a side panel by its heading; its body loads the first time (resolves once it is there). */
async function openSide(heading: string, inside: string) {
  const details = screen.getByText(heading, { selector: 'summary' }).parentElement as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return screen.findByLabelText(inside);
}

/** Waits until the chat holds `count` messages and no reply is being written. */
const settled = (host: StandaloneHost, count: number) =>
  waitFor(() => {
    expect(host.chat.value!.messages).toHaveLength(count);
    expect(host.generating.value).toBeNull();
  });
const swipesOfLast = (host: StandaloneHost) => host.chat.value!.messages.at(-1)!.swipes.length;

describe('the chat', () => {
  test('controls are named by their visible text, in both languages', async () => {
    await setup();
    for (const name of ['Send', 'Stop', 'Regenerate', 'Continue', 'Swipe']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement).disabled).toBe(true);
    lang.value = 'zh-CN';
    await waitFor(() => expect(screen.getByRole('textbox', { name: '消息' })).toBeTruthy());
    for (const name of ['发送', '停止', '重新生成', '继续']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('Enter sends, Shift+Enter does not; the reply appears with a collapsible reasoning fold', async () => {
    const { host, log, input } = await setup();
    fireEvent.input(input, { target: { value: 'Is the ferry running?' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(host.chat.value!.messages).toHaveLength(1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    await settled(host, 3);
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(3));
    const reply = within(log).getAllByRole('article')[2];
    expect(reply.textContent).toContain('"Is the ferry running?"');
    const fold = reply.querySelector('details')!;
    expect(fold).toBeTruthy();
    expect(fold.open).toBe(false);
    expect(within(reply).getByText('Reasoning')).toBeTruthy();
    fold.open = true;
    expect(fold.textContent).toContain('Mira should answer it directly');
    // After a re-render the reader's choice stays.
    fireEvent.input(input, { target: { value: 'x' } });
    expect(fold.open).toBe(true);
  });

  test('HTML in a message is shown as text', async () => {
    const { host, log, input } = await setup();
    const html = '<img src="x" onerror="window.pwned=1"><b>bold</b> *waves*';
    fireEvent.input(input, { target: { value: html } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settled(host, 3);
    const mine = within(log).getAllByRole('article')[1];
    expect(mine.querySelector('img, b')).toBeNull();
    expect(mine.textContent).toContain('<img src="x" onerror="window.pwned=1"><b>bold</b>');
    expect(mine.querySelector('em')?.textContent).toBe('waves');
  });

  test('Stop ends a reply being written; the buttons stay in place', async () => {
    const { host, input } = await setup();
    let aborted = false;
    host.setGenerationHandler(
      async (turn: GenerationTurn): Promise<GenerationDecision> =>
        takeOver(turn, async (slot) => {
          slot.setText('Partial reply');
          await new Promise<void>((r) => turn.signal.addEventListener('abort', () => r(), { once: true }));
          aborted = true;
        }),
    );
    fireEvent.input(input, { target: { value: 'Go on.' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const stop = screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement;
    await waitFor(() => expect(stop.disabled).toBe(false));
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByText('Partial reply')).toBeTruthy());
    fireEvent.click(stop);
    await settled(host, 3);
    expect(aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Stop' })).toBe(stop);
    expect(stop.disabled).toBe(true);
  });

  test('Swipe generates a new version of the last reply; the arrows move between versions', async () => {
    const { host, log } = await setup();
    const counter = () => within(log).getByLabelText(/^Swipe \d+ of \d+$/).textContent;
    expect(counter()).toBe('1/1');
    fireEvent.click(screen.getByRole('button', { name: 'Swipe' }));
    await waitFor(() => expect(swipesOfLast(host)).toBe(2));
    await settled(host, 1);
    await waitFor(() => expect(counter()).toBe('2/2'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous swipe' }));
    await waitFor(() => expect(counter()).toBe('1/2'));
  });

  test('slash lines go to the command runner; lines it does not handle are sent as messages', async () => {
    const lines: string[] = [];
    const { host, input } = await setup({}, async (line) => {
      lines.push(line);
      return line.startsWith('/troupe') ? { handled: true, output: 'Troupe is on (director).' } : { handled: false };
    });
    fireEvent.input(input, { target: { value: '/troupe status' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Troupe is on (director).')).toBeTruthy());
    expect(host.chat.value!.messages).toHaveLength(1);
    fireEvent.input(input, { target: { value: '/shrug' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await settled(host, 3);
    expect(lines).toEqual(['/troupe status', '/shrug']);
  });
});

describe('side panels', () => {
  test('the demo connection is selected by default; a custom server is tested with clear errors; the key is never shown', async () => {
    const unauthorized = (async () => new Response('{}', { status: 401 })) as unknown as typeof fetch;
    const { host } = await setup({ fetch: unauthorized });
    const select = screen.getByRole('combobox', { name: 'Model connection' }) as HTMLSelectElement;
    expect(select.value).toBe('demo');
    expect(select.selectedOptions[0].textContent).toBe('Demo model (offline)');
    fireEvent.change(select, { target: { value: 'custom' } });
    fireEvent.input(screen.getByLabelText('Base URL'), { target: { value: 'https://api.example.com/v1' } });
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    fireEvent.input(key, { target: { value: 'sk-secret-9876' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(screen.getByText('The server refused the API key (HTTP 401). Check the key.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(host.connection.value.hasKey).toBe(true));
    await waitFor(() => expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe(''));
    expect(screen.getByText('Stored (…9876). Leave empty to keep it.')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('sk-secret');
  });

  test('importing a card (JSON) switches the character and opens a chat with its greeting; a bad file says why', async () => {
    const { host, log } = await setup();
    const picker = (await openSide('Character', 'Import card…')) as HTMLInputElement;
    const card = JSON.stringify({ spec: 'chara_card_v2', data: { name: 'Bob', first_mes: 'Ahoy there!', extensions: {} } });
    fireEvent.change(picker, { target: { files: [new File([card], 'bob.json', { type: 'application/json' })] } });
    await waitFor(() => expect(host.character.value?.name).toBe('Bob'));
    await waitFor(() => expect(within(log).getByText('Ahoy there!')).toBeTruthy());
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bob');
    fireEvent.change(picker, { target: { files: [new File(['{"data":{}}'], 'bad.json')] } });
    await waitFor(() => expect(screen.getByText('bad.json: data.name is missing or empty; a character needs a name.')).toBeTruthy());
    expect(host.character.value?.name).toBe('Bob');
  });

  test('importing a world lists its book and entries', async () => {
    await setup();
    const picker = (await openSide('Lorebook', 'Import world…')) as HTMLInputElement;
    const world = JSON.stringify({ entries: { '0': { uid: 0, key: ['reef'], comment: 'The Teeth', content: 'A reef.' } } });
    fireEvent.change(picker, { target: { files: [new File([world], 'Coast.json')] } });
    await waitFor(() => expect(screen.getByText('Imported lorebook "Coast" (1 entry).')).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: 'Use Coast' })).toBeTruthy();
    expect(screen.getByText('The Teeth')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Coast' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Use Coast' })).toBeNull());
  });
});
