// Re-renders a component at most once per animation frame while a trace grows: every change only asks
// for the next frame, and while the turn runs the frames keep coming so running bars grow with time.
import { useEffect, useState } from 'preact/hooks';
import type { Trace } from '../../src/core/trace/trace.ts';

export type FrameScheduler = (cb: () => void) => void;

const nextFrame: FrameScheduler = (cb) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => cb()) : setTimeout(cb, 16));

/** A number that grows with each frame in which `trace` changed (or ran). */
export function useTraceFrame(trace: Trace | null | undefined, schedule: FrameScheduler = nextFrame): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!trace) return;
    let pending = false;
    let stopped = false;
    const tick = () => {
      pending = false;
      if (stopped) return;
      setFrame((f) => f + 1);
      if (trace.finished() === undefined) request();
    };
    const request = () => {
      if (pending || stopped) return;
      pending = true;
      schedule(tick);
    };
    const off = trace.subscribe(request);
    request();
    return () => {
      stopped = true;
      off();
    };
  }, [trace, schedule]);
  return frame;
}
