// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type HarnessOptions } from './testHarness.tsx';

afterEach(cleanup);

const presets = {
  items: [
    { id: 'default', name: 'Default' },
    { id: 'p-1', name: 'Noir' },
  ],
  activeId: 'p-1',
};

function setup(opts: HarnessOptions = {}) {
  const { element, handle } = harness({ presets, ...opts });
  render(element);
  const bar = screen.getByRole('group', { name: 'Presets' });
  return { handle, bar };
}

const messages = () => document.querySelector('.troupe-messages')!.textContent;

describe('<PresetBar>', () => {
  it('selecting a preset calls selectPreset with its id', () => {
    const { handle, bar } = setup();
    const select = within(bar).getByRole('combobox', { name: 'Preset' }) as HTMLSelectElement;
    expect(select.value).toBe('p-1');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Default', 'Noir']);
    fireEvent.change(select, { target: { value: 'default' } });
    expect(handle.calls).toContainEqual(['selectPreset', 'default']);
  });

  it('New asks for a name inline, refuses an empty or taken one, then calls createPreset', async () => {
    const { handle, bar } = setup();
    fireEvent.click(within(bar).getByRole('button', { name: 'New' }));
    const input = within(bar).getByRole('textbox', { name: 'Preset name' });
    expect(document.activeElement).toBe(input);
    fireEvent.click(within(bar).getByRole('button', { name: 'OK' }));
    expect(within(bar).getByRole('alert').textContent).toBe('A preset name cannot be empty.');
    fireEvent.input(input, { target: { value: 'Noir' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'OK' }));
    expect(within(bar).getByRole('alert').textContent).toBe('A preset named “Noir” already exists.');
    expect(handle.calls.filter((c) => c[0] === 'createPreset')).toEqual([]);
    fireEvent.input(input, { target: { value: '  Fast  ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(handle.calls).toContainEqual(['createPreset', 'Fast']));
    await waitFor(() => expect(within(bar).queryByRole('textbox', { name: 'Preset name' })).toBeNull());
    expect(messages()).toContain('Created preset “Fast”.');
  });

  it('Escape cancels the name form without calling anything', () => {
    const { handle, bar } = setup();
    const newBtn = within(bar).getByRole('button', { name: 'New' });
    fireEvent.click(newBtn);
    fireEvent.keyDown(within(bar).getByRole('textbox', { name: 'Preset name' }), { key: 'Escape' });
    expect(within(bar).queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(newBtn);
    expect(handle.calls.filter((c) => c[0] === 'createPreset')).toEqual([]);
  });

  it('Duplicate calls duplicatePreset with the active id', async () => {
    const { handle, bar } = setup();
    fireEvent.click(within(bar).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(handle.calls).toContainEqual(['duplicatePreset', 'p-1']));
  });

  it('Rename starts from the current name and calls renamePreset(id, name)', async () => {
    const { handle, bar } = setup();
    fireEvent.click(within(bar).getByRole('button', { name: 'Rename' }));
    const input = within(bar).getByRole('textbox', { name: 'Preset name' }) as HTMLInputElement;
    expect(input.value).toBe('Noir');
    fireEvent.input(input, { target: { value: 'Noir 2' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(handle.calls).toContainEqual(['renamePreset', 'p-1', 'Noir 2']));
  });

  it('Delete asks first (naming the skills that go too); Cancel keeps it, confirm deletes', async () => {
    const { handle, bar } = setup();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = within(bar).getByRole('group', { name: /Delete preset “Noir”\?/ });
    expect(confirm.textContent).toContain('skills are deleted too');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(handle.calls.filter((c) => c[0] === 'deletePreset')).toEqual([]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete preset and its skills' }));
    await waitFor(() => expect(handle.calls).toContainEqual(['deletePreset', 'p-1']));
    expect(messages()).toContain('Deleted preset “Noir” and its skills.');
  });

  it('Save calls savePreset and is highlighted while the draft is dirty', async () => {
    const { handle, bar } = setup({ presets: { ...presets, dirty: true } });
    const save = within(bar).getByRole('button', { name: 'Save' });
    expect(save.className).toContain('troupe-btn--primary');
    expect(within(bar).getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(handle.calls).toContainEqual(['savePreset']));
  });

  it('shows the error of a failed command', async () => {
    const { bar } = setup({ answers: { savePreset: () => ({ ok: false, error: 'Storage is full.' }) } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Storage is full.')).toBeTruthy());
    expect(screen.getByText('Storage is full.').closest('[role="alert"]')).toBeTruthy();
  });
});
