// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { createContext } from 'preact';
import { useContext, useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { placePopover, Popover } from './Popover.tsx';

afterEach(cleanup);

const view = { width: 1400, height: 900 };
const box = (left: number, top: number, width = 60, height = 24) => ({ left, top, right: left + width, bottom: top + height });

describe('placePopover', () => {
  it('opens below the anchor, aligned to its left edge', () => {
    expect(placePopover(box(1000, 200), { width: 360, height: 300 }, view)).toEqual({ left: 1000, top: 228, width: 360, maxHeight: 664, side: 'below' });
  });

  it('shifts left to stay inside the window, and is never wider than the window', () => {
    expect(placePopover(box(1300, 200), { width: 360, height: 300 }, view).left).toBe(1400 - 8 - 360);
    const narrow = placePopover(box(10, 100), { width: 360, height: 100 }, { width: 320, height: 600 });
    expect([narrow.left, narrow.width]).toEqual([8, 304]);
  });

  it('opens above when there is more room above and it does not fit below', () => {
    const p = placePopover(box(100, 800), { width: 300, height: 400 }, view);
    expect(p.side).toBe('above');
    expect(p.top + 400).toBe(800 - 4);
    expect(p.maxHeight).toBe(800 - 4 - 8);
  });
});

describe('<Popover>', () => {
  it('renders in document.body and keeps the contexts of where it is written', () => {
    const Named = createContext('none');
    function Inner() {
      return <span>{useContext(Named)}</span>;
    }
    function Host() {
      const anchor = useRef<HTMLButtonElement>(null);
      return (
        <div class="clipper" style="overflow:hidden;contain:paint">
          <button type="button" ref={anchor}>
            anchor
          </button>
          <Popover anchor={anchor} width={200}>
            <Inner />
          </Popover>
        </div>
      );
    }
    render(
      <Named.Provider value="from the panel">
        <Host />
      </Named.Provider>,
    );
    const text = screen.getByText('from the panel');
    expect(text.closest('.clipper')).toBeNull();
    expect(text.closest('.troupe-popover')?.parentElement?.parentElement).toBe(document.body);
  });
});
