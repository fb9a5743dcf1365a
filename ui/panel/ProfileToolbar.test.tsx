// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type HarnessOptions } from './testHarness.tsx';

afterEach(cleanup);

function setup(opts: HarnessOptions = {}) {
  const { element, handle } = harness(opts);
  render(element);
  const bar = screen.getByRole('group', { name: 'Profile' });
  return { handle, bar };
}

function pickFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

const alerts = () => document.querySelector('.troupe-messages [role="alert"]')!.textContent;
const notes = () => document.querySelector('.troupe-messages [role="status"]')!.textContent;

describe('export / import', () => {
  it('Export profile calls its action and confirms', async () => {
    const { handle, bar } = setup({ answers: { exportProfile: () => ({ ok: true, message: 'Saved troupe-director-Default.json' }) } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Export profile' }));
    await waitFor(() => expect(notes()).toContain('Saved troupe-director-Default.json'));
    expect(handle.calls).toContainEqual(['exportProfile']);
  });

  it('Import profile… opens the file picker and passes the chosen file', async () => {
    const { handle, bar } = setup({ answers: { importProfile: () => ({ ok: true, warnings: ['maxRounds: 80 is above the maximum 50; clamped to 50.'] }) } });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toContain('.json');
    let opened = false;
    input.addEventListener('click', () => (opened = true));
    fireEvent.click(within(bar).getByRole('button', { name: 'Import profile…' }));
    expect(opened).toBe(true);
    const file = new File(['{}'], 'noir.json', { type: 'application/json' });
    pickFile(file);
    await waitFor(() => expect(notes()).toContain('Profile imported.'));
    expect(notes()).toContain('clamped to 50');
    const call = handle.calls.find((c) => c[0] === 'importProfile')!;
    expect(call[1]).toBe(file);
  });

  it('shows a mode mismatch as an error', async () => {
    setup({ answers: { importProfile: () => ({ ok: false, error: 'Imported file does not match the current mode.' }) } });
    pickFile(new File(['{}'], 'loop.json'));
    await waitFor(() => expect(alerts()).toContain('Imported file does not match the current mode.'));
    expect(notes()).not.toContain('Profile imported.');
  });

  it('shows a malformed file as an error, and a thrown error too', async () => {
    setup({
      answers: {
        importProfile: (file: File) =>
          file.name === 'bad.json' ? { ok: false, error: 'The file is not valid JSON: Unexpected token' } : Promise.reject(new Error('disk on fire')),
      },
    });
    pickFile(new File(['{'], 'bad.json'));
    await waitFor(() => expect(alerts()).toContain('The file is not valid JSON: Unexpected token'));
    pickFile(new File(['{'], 'other.json'));
    await waitFor(() => expect(alerts()).toContain('Something went wrong: disk on fire'));
  });
});

describe('character card override', () => {
  it('both buttons are disabled without a selected card', () => {
    const { bar } = setup({ card: null });
    expect(within(bar).getByText('No character card selected')).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Save to character card override' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(bar).getByRole('button', { name: 'Clear character card override' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bar).queryByText('Character override active')).toBeNull();
  });

  it('with a card: Save works, Clear waits for an override, no badge yet', async () => {
    const { handle, bar } = setup({ card: { name: 'Alice', overrideActive: false } });
    expect(within(bar).getByText('Character card: Alice')).toBeTruthy();
    const save = within(bar).getByRole('button', { name: 'Save to character card override' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    expect((within(bar).getByRole('button', { name: 'Clear character card override' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bar).queryByText('Character override active')).toBeNull();
    fireEvent.click(save);
    // It asks first, saying what it writes; nothing is written yet.
    const ask = await within(bar).findByRole('group', { name: 'Save this profile into “Alice”’s card (2.0 KB)?' });
    expect(ask.textContent).toContain('No skills are embedded');
    expect(handle.calls.filter((c) => c[0] === 'saveCardOverride')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Save to card' }));
    await waitFor(() => expect(handle.calls).toContainEqual(['saveCardOverride']));
    await waitFor(() => expect(notes()).toContain('Saved to the character card override.'));
    expect(within(bar).queryByRole('group', { name: /^Save this profile/ })).toBeNull();
  });

  it('Save names the skills it embeds and their size; Cancel writes nothing', async () => {
    const { handle, bar } = setup({
      card: { name: 'Alice', overrideActive: false },
      cardPreview: { skills: [{ name: 'tide-lore', bytes: 3000 }], bytes: 9000 },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Save to character card override' }));
    const ask = await within(bar).findByRole('group', { name: 'Save this profile into “Alice”’s card (8.8 KB)?' });
    expect(ask.textContent).toContain('Embeds the character’s skills the profile uses: tide-lore (2.9 KB).');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(within(bar).queryByRole('group', { name: /^Save this profile/ })).toBeNull();
    expect(handle.calls.filter((c) => c[0] === 'saveCardOverride')).toEqual([]);
  });

  it('an active override shows the badge and can be cleared', async () => {
    const { handle, bar } = setup({ card: { name: 'Alice', overrideActive: true } });
    expect(within(bar).getByText('Character override active')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear character card override' }));
    await waitFor(() => expect(handle.calls).toContainEqual(['clearCardOverride']));
    expect(notes()).toContain('Character card override cleared.');
  });

  it('says when the draft being edited is the override', () => {
    const { bar } = setup({ card: { name: 'Alice', overrideActive: true, editingOverride: true } });
    expect(within(bar).getByText('Editing the character override')).toBeTruthy();
  });
});

describe('import under a taken name', () => {
  it('says the profile was stored under another name', async () => {
    const { element } = harness({ answers: { importProfile: () => ({ ok: true, renamed: { from: 'Noir', to: 'Noir (2)' } }) } });
    render(element);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['{}'], 'x.json')] });
    fireEvent.change(input);
    await waitFor(() =>
      expect(document.querySelector('.troupe-messages')!.textContent).toContain('Profile imported as “Noir (2)”: a preset named “Noir” already exists.'),
    );
  });
});
