// @vitest-environment happy-dom
// Where the panel's news goes: a success to the host's toast when it has one, else to the strip,
// where it times out; errors and warnings stay until dismissed.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_MS } from '../common/MessageArea.tsx';
import { harness, type HarnessOptions } from './testHarness.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const presets = { items: [{ id: 'default', name: 'Default' }], activeId: 'default' };
const strip = () => document.querySelector('.troupe-messages')!.textContent;

async function create(opts: HarnessOptions) {
  const { element, handle } = harness({ presets, ...opts });
  render(element);
  const bar = screen.getByRole('group', { name: 'Presets' });
  fireEvent.click(within(bar).getByRole('button', { name: 'New' }));
  fireEvent.input(within(bar).getByRole('textbox', { name: 'Preset name' }), { target: { value: 'Fast' } });
  fireEvent.submit(within(bar).getByRole('textbox', { name: 'Preset name' }).closest('form')!);
  await waitFor(() => expect(handle.calls).toContainEqual(['createPreset', 'Fast']));
  return handle;
}

describe('panel messages', () => {
  it('a success goes to the host’s toast, not the strip', async () => {
    const handle = await create({ toasts: true });
    await waitFor(() => expect(handle.calls).toContainEqual(['toast', 'success', 'Created preset “Fast”.']));
    expect(strip()).toBe('');
  });

  it('without toasts a success is shown in the strip and leaves by itself; an error stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await create({ toasts: false, answers: { exportProfile: () => ({ ok: false, error: 'Disk full.' }) } });
    await waitFor(() => expect(strip()).toContain('Created preset “Fast”.'));
    fireEvent.click(screen.getByRole('button', { name: 'Export profile' }));
    await waitFor(() => expect(strip()).toContain('Disk full.'));
    await act(() => void vi.advanceTimersByTime(SUCCESS_MS / 2));
    expect(strip()).toContain('Created preset “Fast”.');
    await act(() => void vi.advanceTimersByTime(SUCCESS_MS));
    expect(strip()).not.toContain('Created preset');
    expect(strip()).toContain('Disk full.');
    fireEvent.click(within(document.querySelector<HTMLElement>('.troupe-messages__errors')!).getByRole('button', { name: 'Dismiss' }));
    expect(strip()).toBe('');
  });
});
