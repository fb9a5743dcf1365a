// Run view benchmark in Chromium: a live director turn of 100 requests over 45 lanes (tool calls,
// queued sub-agents, streamed text) drawn frame by frame — the time of each animation frame the view
// takes (its render + layout), and the first render. The view is bundled with vite's build API
// (ui/run/benchEntry.tsx) into a temp folder and served on 127.0.0.1.
import { cpus, loadavg } from 'node:os';
import { median, p90, withBenchPage } from './util.mjs';

export default async () =>
  withBenchPage(
    { entry: 'ui/run/benchEntry.tsx', title: 'run view bench', global: 'runBench', viewport: { width: 1200, height: 900 } },
    async (page, browser) => {
      const runs = await page.evaluate(async () => {
        const b = window.runBench;
        await b.live(100); // warm-up
        return [await b.live(100), await b.live(100), await b.live(100)];
      });
      const frames = runs.flatMap((r) => r.frames);
      const lastQuarter = runs.flatMap((r) => r.frames.slice(Math.floor(r.frames.length * 0.75)));
      const worst = median(runs.map((r) => Math.max(...r.frames)));
      return {
        title: 'UI: run view in Chromium (a live 100-request director turn, 45 lanes)',
        rows: [
          { name: 'one frame while the turn runs, render + layout (median)', value: median(frames), unit: 'ms', target: '< 16', pass: median(frames) < 16 },
          { name: 'one frame, p90', value: p90(frames), unit: 'ms', target: '< 16', pass: p90(frames) < 16 },
          { name: 'one frame near the end (75–100 requests drawn), p90', value: p90(lastQuarter), unit: 'ms', target: '< 16', pass: p90(lastQuarter) < 16 },
          { name: 'of which Preact render (median)', value: median(runs.flatMap((r) => r.renders)), unit: 'ms' },
          { name: 'longest frame of a run (median of 3 runs)', value: worst, unit: 'ms' },
          { name: 'first render of the view (empty turn)', value: median(runs.map((r) => r.first)), unit: 'ms' },
          { name: 'frames drawn per run', value: median(runs.map((r) => r.frames.length)), unit: '' },
          { name: 'bars at the end (requests, tool calls, waits)', value: runs[0].bars, unit: '' },
        ],
        notes: [
          `Chromium ${browser.version()}, headless, 1200x900; ${runs[0].lanes} lanes (every dispatch is its own lane). Machine load average at start: ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (frames are wall-clock times).`,
          'Turn time advances 16 ms per step; each step records the events due (requests, 4 text deltas per request, responses, tool calls and results, queue events) and runs the one frame the view asked for.',
          'A frame = the view re-reading the trace (timeline, costs) and Preact rendering it, then a forced layout (offsetHeight); paint is not included.',
        ],
      };
    },
  );
