// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { createStandaloneHost, type StandaloneHost } from '../../src/hosts/standalone/host.ts';
import { ConnectionForm } from './ConnectionForm.tsx';

const hosts: StandaloneHost[] = [];
afterEach(() => {
  cleanup();
  for (const h of hosts.splice(0)) h.dispose();
});

const open = async (prefix: string) => {
  const host = createStandaloneHost({
    prefix,
    origin: 'http://page.test',
    fetch: (async () => {
      throw new TypeError('offline');
    }) as typeof fetch,
  });
  hosts.push(host);
  await host.ready;
  return host;
};

test('the Connection area edits the page’s own prompt presets; they are stored, offered to agents and resolved per turn', async () => {
  const prefix = `pp-${Math.random().toString(36).slice(2, 8)}-`;
  const host = await open(prefix);
  render(<ConnectionForm session={host} />);
  const form = screen.getByRole('form', { name: 'Prompt presets' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  fireEvent.input(field('Preset name'), { target: { value: 'Cold director' } });
  fireEvent.input(field('Temperature'), { target: { value: 'warm' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save preset' }));
  await waitFor(() => expect(within(form).getByText('Temperature must be a number (or empty).')).toBeTruthy());
  expect(host.listPromptPresets()).toEqual([]);

  fireEvent.input(field('Temperature'), { target: { value: '0.3' } });
  fireEvent.input(field('Top K'), { target: { value: '40' } });
  fireEvent.input(field('Instructions before the agent’s own (main prompt)'), { target: { value: 'Plan, then write.' } });
  fireEvent.input(field('Instructions after the chat (post-history)'), { target: { value: 'Answer in English.' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save preset' }));
  await waitFor(() => expect(within(form).getByText('Preset “Cold director” saved.')).toBeTruthy());
  expect(host.listPromptPresets()).toEqual([{ name: 'Cold director' }]);
  fireEvent.change(within(form).getByRole('combobox', { name: 'Default for agents without a preset' }), { target: { value: 'Cold director' } });
  await waitFor(() => expect(host.promptPresets.view.value.current).toBe('Cold director'));

  // Another tab (or a reload) reads the same presets; a turn resolves them.
  const again = await open(prefix);
  const source = await again.promptPresetSource();
  const cold = { name: 'Cold director', request: { temperature: 0.3, topK: 40 }, before: ['Plan, then write.'], after: ['Answer in English.'] };
  expect(source('Cold director')).toEqual(cold);
  expect(source('')).toEqual(cold);
  expect(source('Missing')).toBeUndefined();
});
