// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Things" onClose={() => setOpen(false)}>
        <input aria-label="First field" data-autofocus />
        <button type="button">Middle</button>
        <input
          aria-label="Handles Escape"
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.preventDefault();
          }}
        />
      </Dialog>
    </div>
  );
}

describe('<Dialog>', () => {
  it('is a labelled modal dialog that takes focus and gives it back on close', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Things' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First field' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closing on Escape keeps its keyup from the page behind (SillyTavern presses Stop on it); the next one gets through', () => {
    const ups: string[] = [];
    const onUp = (e: KeyboardEvent) => void ups.push(e.key);
    document.addEventListener('keyup', onUp);
    try {
      render(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      // The key comes up where focus went back to: outside the closed dialog.
      fireEvent.keyUp(document.activeElement!, { key: 'Escape' });
      expect(ups).toEqual([]);
      fireEvent.keyDown(opener, { key: 'Escape' });
      fireEvent.keyUp(opener, { key: 'Escape' });
      expect(ups).toEqual(['Escape']);
    } finally {
      document.removeEventListener('keyup', onUp);
    }
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('textbox', { name: 'Handles Escape' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back when it escapes the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Open', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('leaves Escape to an inner control that handled it, and closes from the Close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Handles Escape' }), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps its keys from the page behind it (a host listening on the document sees none)', () => {
    const seen: string[] = [];
    const listen = (e: KeyboardEvent) => seen.push(`${e.type} ${e.ctrlKey ? 'Ctrl+' : ''}${e.key}`);
    document.addEventListener('keydown', listen);
    document.addEventListener('keyup', listen);
    try {
      render(<Harness />);
      fireEvent.keyDown(screen.getByRole('button', { name: 'Open' }), { key: 'ArrowRight' });
      expect(seen).toEqual(['keydown ArrowRight']);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      const middle = screen.getByRole('button', { name: 'Middle' });
      fireEvent.keyDown(middle, { key: 'ArrowRight' });
      fireEvent.keyUp(middle, { key: 'ArrowRight' });
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'First field' }), { key: 'Enter', ctrlKey: true });
      fireEvent.keyDown(middle, { key: 'Tab' });
      expect(seen).toEqual(['keydown ArrowRight']);
      expect(screen.getByRole('dialog')).toBeTruthy();
    } finally {
      document.removeEventListener('keydown', listen);
      document.removeEventListener('keyup', listen);
    }
  });
});
