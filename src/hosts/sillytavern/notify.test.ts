// @vitest-environment happy-dom
// Notices through SillyTavern's toastr: line breaks kept as text, and the file offer that saves on click.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notify, offerFile } from './notify.ts';

type Call = { message: string; title?: string; options?: Record<string, unknown> };
function fakeToastr() {
  const calls: Call[] = [];
  const show = (message: string, title?: string, options?: Record<string, unknown>) => void calls.push({ message, title, options });
  return { calls, scope: { toastr: { info: show, success: show, warning: show, error: show } } };
}

afterEach(() => vi.restoreAllMocks());

describe('notify', () => {
  test('a multi-line notice is escaped and its breaks become <br>', () => {
    const { calls, scope } = fakeToastr();
    notify('info', 'Troupe: on\n<b>mode</b>', scope);
    expect(calls[0]).toEqual({ message: 'Troupe: on<br>&lt;b&gt;mode&lt;/b&gt;', title: 'Troupe', options: { escapeHtml: false } });
  });
});

describe('offerFile', () => {
  test('shows the message and saves the text as the named file only when the notice is clicked', async () => {
    const { calls, scope } = fakeToastr();
    const saved: { name: string; text: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
    offerFile('Exported the loop preset "A".', 'troupe-loop-A.json', '{"mode":"loop"}', scope);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.message).toBe('Exported the loop preset "A".');
    expect(click).not.toHaveBeenCalled();
    (calls[0]!.options!.onclick as () => void)();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('troupe-loop-A.json');
    expect(saved[0]!.text).toMatch(/^blob:/);
  });

  test('without toastr the message goes to the console and nothing is saved', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    offerFile('Exported.', 'f.json', '{}', {});
    expect(info).toHaveBeenCalledWith('[Troupe] Exported.');
    expect(click).not.toHaveBeenCalled();
  });
});
