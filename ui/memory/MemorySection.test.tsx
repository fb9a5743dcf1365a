// @vitest-environment happy-dom
// The Memory section loads its viewer (and the memory engine) only when it is first opened; the
// viewer lists what the chat's memory holds; a part that cannot be loaded is named, with Try again.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { createApp, type App } from '../../src/app/app.ts';
import { lazyPart } from '../../src/ports/lazy-part.ts';
import { MemoryService, type MemoryPartModule } from '../../src/app/memory/memory-service.ts';
import { fakeModel } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { MemorySection } from './MemorySection.tsx';

afterEach(() => cleanup());
let n = 0;

/** An app on `prefix` whose chat's memory holds one node (written through another app on the same storage, as an earlier page would). */
async function appWithNode(prefix: string) {
  const seed = createApp({ prefix, host: memoryHost(fakeModel(() => ({ text: 'x' }))) });
  await seed.ready;
  expect(await (await seed.memory.viewer()).create({ type: 'location_state', name: 'Old Lock', fields: { summary: 'A canal lock.' } })).toMatchObject({
    ok: true,
  });
  const app = createApp({ prefix, host: memoryHost(fakeModel(() => ({ text: 'x' }))) });
  await app.ready;
  return app;
}

function openSection() {
  const details = document.querySelector('details.troupe-memory') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  return details;
}

test('nothing of the viewer or the engine loads until the section opens; then it lists the chat’s memory', async () => {
  const app = await appWithNode(`ms${++n}-`);
  render(<MemorySection app={app} />);
  await app.memory.idle();
  expect(app.memory.loaded).toBeNull();
  expect(document.querySelector('.troupe-memory__count')).toBeNull();
  const details = openSection();
  await waitFor(() => expect(within(details).getByRole('button', { name: /Old Lock/ })).toBeTruthy());
  expect(app.memory.loaded).not.toBeNull();
  expect(details.querySelector('summary')!.textContent).toBe('Memory · 1 node, 0 edges');
  // The settings tab keeps the viewer's state; the list comes back as it was.
  fireEvent.click(within(details).getByRole('button', { name: /Old Lock/ }));
  await waitFor(() => expect(within(details).getByRole('button', { name: 'Back to the list' })).toBeTruthy());
  fireEvent.click(within(details).getByRole('button', { name: 'Settings' }));
  expect(within(details).queryByRole('button', { name: 'Back to the list' })).toBeNull();
  expect(within(details).getByRole('checkbox', { name: 'Use the memory graph' })).toBeTruthy();
  fireEvent.click(within(details).getByRole('button', { name: 'List' }));
  expect(within(details).getByRole('button', { name: 'Back to the list' })).toBeTruthy();
});

test('a memory part that cannot be loaded is named in the section, and Try again loads it', async () => {
  const app = await appWithNode(`ms${++n}-`);
  const state = { fail: true };
  const part = lazyPart<MemoryPartModule>(
    import.meta.url,
    () => (state.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../src/app/memory/memory-part.ts')),
    { fetch: async () => ({ ok: false, status: 404, text: async () => '' }) },
  );
  const memory = new MemoryService({ repo: app.storage.memory!, settings: app.storage.settings, secrets: app.storage.secrets, host: app.host, part });
  await memory.load();
  const withPart: App = { ...app, memory };
  render(<MemorySection app={withPart} />);
  const details = openSection();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^The memory viewer could not be shown: Troupe could not load \S*memory-part\.ts \(HTTP 404\)\./);
  state.fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(within(details).getByRole('button', { name: /Old Lock/ })).toBeTruthy());
  expect(screen.queryByRole('alert')).toBeNull();
});
