// A floating layer anchored to a control (the Add… skill picker): rendered through Portal into
// document.body, so no container clips it, and placed with `position: fixed` from the anchor's box and
// the window — below the anchor when there is room, else above; shifted left to stay inside the
// window; never wider or taller than the window allows. It follows the anchor when anything scrolls
// or the window resizes. Closing (outside presses, Escape) is the content's business.
import '../common.css';
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { Portal } from './Portal.tsx';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Placement {
  left: number;
  top: number;
  width: number;
  maxHeight: number;
  side: 'below' | 'above';
}

const MARGIN = 8;
const GAP = 4;

/**
 * Where a popover of `want` width and `height` goes next to `anchor` in a window of `view` size.
 * Pure, so it is tested without a layout engine.
 */
export function placePopover(anchor: Box, want: { width: number; height: number }, view: { width: number; height: number }): Placement {
  const width = Math.max(0, Math.min(want.width, view.width - 2 * MARGIN));
  const left = Math.max(MARGIN, Math.min(anchor.left, view.width - MARGIN - width));
  const below = view.height - MARGIN - (anchor.bottom + GAP);
  const above = anchor.top - GAP - MARGIN;
  const side = want.height <= below || below >= above ? 'below' : 'above';
  const room = Math.max(0, side === 'below' ? below : above);
  const height = Math.min(want.height, room);
  const top = side === 'below' ? anchor.bottom + GAP : anchor.top - GAP - height;
  return { left: Math.round(left), top: Math.round(top), width: Math.round(width), maxHeight: Math.floor(room), side };
}

export interface PopoverProps {
  anchor: RefObject<HTMLElement | null>;
  /** Preferred width in CSS pixels (the window may allow less). */
  width: number;
  class?: string;
  children: ComponentChildren;
  /** The layer's own element, for the content's outside-press test. */
  layerRef?: RefObject<HTMLDivElement | null>;
}

export function Popover(props: PopoverProps) {
  if (typeof document === 'undefined') return null;
  return (
    <Portal>
      <Layer {...props} />
    </Portal>
  );
}

function Layer({ anchor, width, class: extra, children, layerRef }: PopoverProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = layerRef ?? ownRef;
  useLayoutEffect(() => {
    const place = () => {
      const el = ref.current;
      const a = anchor.current;
      if (!el || !a) return;
      const r = a.getBoundingClientRect();
      el.style.maxHeight = '';
      const natural = el.scrollHeight;
      const p = placePopover(r, { width, height: natural }, { width: window.innerWidth, height: window.innerHeight });
      el.style.left = `${p.left}px`;
      el.style.top = `${p.top}px`;
      el.style.width = `${p.width}px`;
      el.style.maxHeight = `${p.maxHeight}px`;
      el.dataset.side = p.side;
    };
    place();
    // Content that changes size (typing filters the list) is placed again too.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    if (ref.current && observer) observer.observe(ref.current.firstElementChild ?? ref.current);
    // Scrolling inside the layer (its list) moves nothing.
    const onScroll = (e: Event) => {
      if (!(e.target instanceof Node && ref.current?.contains(e.target))) place();
    };
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, width, ref]);
  return (
    <div ref={ref} class={`troupe-root troupe-popover${extra ? ` ${extra}` : ''}`}>
      {children}
    </div>
  );
}
