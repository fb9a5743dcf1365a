// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { textPopup } from './popup.ts';
import { notify } from './notify.ts';

describe('textPopup', () => {
  it('hands SillyTavern’s popup an element holding the text, line breaks kept, nothing as HTML', () => {
    const calls: unknown[][] = [];
    const show = textPopup({ callGenericPopup: (...a: unknown[]) => void calls.push(a), POPUP_TYPE: { TEXT: 1 } })!;
    show('/troupe — status\n<b>not bold</b>');
    const el = calls[0]![0] as HTMLElement;
    expect(calls[0]![1]).toBe(1);
    expect(el.textContent).toBe('/troupe — status\n<b>not bold</b>');
    expect(el.querySelector('b')).toBeNull();
    expect(el.style.whiteSpace).toBe('pre-wrap');
  });

  it('is absent on releases without callGenericPopup', () => {
    expect(textPopup({})).toBeUndefined();
    expect(textPopup({ callGenericPopup: () => {} })).toBeUndefined();
  });
});

describe('notify', () => {
  it('a multi-line notice keeps its breaks as <br>, with the text escaped', () => {
    const seen: unknown[][] = [];
    const toastr = { info: (...a: unknown[]) => void seen.push(a) };
    notify('info', 'Troupe: on\n<i>x</i> & y', { toastr });
    expect(seen[0]).toEqual(['Troupe: on<br>&lt;i&gt;x&lt;/i&gt; &amp; y', 'Troupe', { escapeHtml: false }]);
    notify('info', 'one line <i>', { toastr });
    expect(seen[1]).toEqual(['one line <i>', 'Troupe']);
  });
});
