// @vitest-environment happy-dom
// The page's group chat controls: making and adding members, the members in the header, "Reply as"
// by Send (and Alt+digit from the textbox), replies attributed to their member, removing a member.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { createDemoModelClient } from '../../src/demo/fetch.ts';
import { createStandaloneHost, type StandaloneHost } from '../../src/hosts/standalone/host.ts';
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

async function setup() {
  const host = createStandaloneHost({
    prefix: `grp${++n}-${Math.random().toString(36).slice(2, 7)}-`,
    origin: 'http://page.test',
    fetch: offline,
    demoFallback: () => createDemoModelClient({ delayMs: 0 }),
  });
  hosts.push(host);
  await host.ready;
  render(<StandaloneChat session={host} open={{ group: true }} />);
  return { host, input: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

async function createMember(name: string) {
  // The panel's code loads the first time it is open.
  const form = await screen.findByRole('form', { name: 'New character' });
  fireEvent.input(within(form).getByRole('textbox', { name: 'Character’s name' }), { target: { value: name } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create and add' }));
  await screen.findByText(`${name} joined this chat.`);
}

const names = (host: StandaloneHost) => host.chat.value!.messages.map((m) => m.name);

test('a group chat from the page: members in the header, turn order, Reply as, Alt+digit, remove', async () => {
  const { host, input } = await setup();
  expect(screen.queryByRole('list', { name: 'Characters in this chat' })).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Reply as' })).toBeNull();
  await createMember('Bram');
  await createMember('Cleo');
  const members = screen.getByRole('list', { name: 'Characters in this chat' });
  expect(
    within(members)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['MMira', 'BBramnext×', 'CCleo×']);

  // Turn order: Bram answers the first Send.
  const replyAs = screen.getByRole('combobox', { name: 'Reply as' }) as HTMLSelectElement;
  expect(replyAs.selectedOptions[0].textContent).toBe('Turn order (Bram)');
  fireEvent.input(input, { target: { value: 'Who rows tonight?' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(host.lastGeneration.value?.count).toBe(1));
  expect(names(host).at(-1)).toBe('Bram');
  const bubbles = screen.getAllByRole('article');
  expect(within(bubbles.at(-1)!).getByText('Bram')).toBeTruthy();

  // Alt+1 picks Mira for this Send; afterwards the choice is turn order again.
  fireEvent.input(input, { target: { value: 'Mira?' } });
  fireEvent.keyDown(input, { key: '1', code: 'Digit1', altKey: true });
  expect(replyAs.value).toBe(host.character.value!.key);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(host.lastGeneration.value?.count).toBe(2));
  expect(names(host).at(-1)).toBe('Mira');
  expect(replyAs.value).toBe('');
  expect(replyAs.selectedOptions[0].textContent).toBe('Turn order (Bram)');

  // The select itself: Cleo.
  fireEvent.change(replyAs, { target: { value: host.group.characters.value[2].key } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' })); // an empty Send: a member speaks
  await waitFor(() => expect(host.lastGeneration.value?.count).toBe(3));
  expect(names(host).at(-1)).toBe('Cleo');

  fireEvent.click(screen.getByRole('button', { name: 'Remove Cleo from this chat' }));
  await waitFor(() => expect(host.group.members.value.map((m) => m.name)).toEqual(['Mira', 'Bram']));
  // Cleo can be added back from the known characters.
  const add = screen.getByRole('combobox', { name: 'Add to this chat' }) as HTMLSelectElement;
  expect([...add.options].map((o) => o.textContent)).toEqual(['Cleo']);

  // Editing a character made before: its later replies carry the new name, earlier ones keep theirs.
  const form = screen.getByRole('form', { name: 'New character' });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Character to edit' }), { target: { value: host.group.characters.value[1].key } });
  const editForm = screen.getByRole('form', { name: 'Edit character' });
  const nameBox = within(editForm).getByRole('textbox', { name: 'Character’s name' }) as HTMLInputElement;
  expect(nameBox.value).toBe('Bram');
  fireEvent.input(nameBox, { target: { value: 'Bramwell' } });
  fireEvent.click(within(editForm).getByRole('button', { name: 'Save character' }));
  await screen.findByText('Bramwell saved. Replies written before keep the name they were written under.');
  expect(host.group.members.value.map((m) => m.name)).toEqual(['Mira', 'Bramwell']);
  expect(names(host)).toContain('Bram');

  lang.value = 'zh-CN';
  await waitFor(() => expect(screen.getByRole('combobox', { name: '回复者' })).toBeTruthy());
  expect(screen.getByRole('list', { name: '这个聊天中的角色' })).toBeTruthy();
});
