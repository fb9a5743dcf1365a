// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { DRAWER_ID, mountDrawer } from './drawer.ts';

beforeEach(() => {
  document.body.innerHTML = '<div id="extensions_settings"></div><div id="extensions_settings2"></div>';
});

describe('mountDrawer', () => {
  test('adds an inline drawer titled “Multi-agent orchestration” to the right column and returns its content', () => {
    const content = mountDrawer({ locale: 'en' })!;
    const wrapper = document.getElementById(DRAWER_ID)!;
    expect(wrapper.parentElement?.id).toBe('extensions_settings2');
    expect(wrapper.querySelector('.inline-drawer > .inline-drawer-toggle.inline-drawer-header > b')?.textContent).toBe('Multi-agent orchestration');
    expect(wrapper.querySelector('.inline-drawer-header > .inline-drawer-icon.fa-solid.fa-circle-chevron-down.down')).not.toBeNull();
    expect(content.className).toBe('inline-drawer-content');
    expect(content.parentElement?.className).toBe('inline-drawer');
  });

  test('the title follows the language (zh: 多智能体编排)', () => {
    mountDrawer({ locale: 'zh-cn' });
    expect(document.querySelector(`#${DRAWER_ID} b`)?.textContent).toBe('多智能体编排');
  });

  test('falls back to the left column; mounting twice returns the same element', () => {
    document.getElementById('extensions_settings2')!.remove();
    const a = mountDrawer()!;
    const b = mountDrawer()!;
    expect(a).toBe(b);
    expect(document.querySelectorAll(`#${DRAWER_ID}`)).toHaveLength(1);
    expect(document.getElementById(DRAWER_ID)!.parentElement?.id).toBe('extensions_settings');
  });

  test('without the extensions drawer it returns null', () => {
    document.body.innerHTML = '';
    expect(mountDrawer()).toBeNull();
  });

  test('the header is a keyboard button: Enter clicks it (SillyTavern opens drawers on click)', () => {
    mountDrawer();
    const header = document.querySelector<HTMLElement>(`#${DRAWER_ID} .inline-drawer-header`)!;
    let clicks = 0;
    header.addEventListener('click', () => clicks++);
    header.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(clicks).toBe(1);
    expect(header.getAttribute('role')).toBe('button');
    expect(header.tabIndex).toBe(0);
  });
});
