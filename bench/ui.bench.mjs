// UI benchmark in Chromium: the orchestration panel with 1,000 installed skills and a director profile
// of 50 sub-agents — first render, and one chip edit → re-render. The panel is bundled for the page
// with vite's build API (ui/panel/benchEntry.tsx) into a temp folder and served on 127.0.0.1.
import { median, p90, withBenchPage } from './util.mjs';

export default async () =>
  withBenchPage(
    { entry: 'ui/panel/benchEntry.tsx', title: 'panel bench', global: 'panelBench', bodyStyle: 'width:900px;font:14px system-ui' },
    async (page, browser) => {
      const result = await page.evaluate(async () => {
        const b = window.panelBench;
        for (let i = 0; i < 3; i++) await b.mountComplete(50); // warm-up (JIT, style caches)
        const mounts = [];
        for (let i = 0; i < 15; i++) mounts.push(await b.mountComplete(50));
        const rows = b.rows();
        const edits = [];
        for (let i = 0; i < 5; i++) b.chipEdit(40 + i); // warm-up
        for (let a = 0; a < 36; a++) edits.push(b.chipEdit(a));
        const shift = b.statusShift();
        return { mounts, edits, rows, skills: b.skills, shift };
      });

      const firstTotal = median(result.mounts.map((m) => m.first.total));
      const firstScript = median(result.mounts.map((m) => m.first.script));
      const laterFrames = result.mounts.flatMap((m) => m.frames);
      const longestLater = median(result.mounts.map((m) => Math.max(...m.frames)));
      const work = median(result.mounts.map((m) => m.first.total + m.frames.reduce((x, y) => x + y, 0)));
      const wall = median(result.mounts.map((m) => m.wall));
      const editScript = median(result.edits.map((m) => m.script));
      const editTotal = median(result.edits.map((m) => m.total));
      const version = browser.version();
      return {
        title: 'UI: orchestration panel in Chromium (1,000 skills, 50 sub-agents)',
        rows: [
          { name: 'first render, script + layout (median of 15)', value: firstTotal, unit: 'ms', target: '< 16', pass: firstTotal < 16 },
          { name: 'first render, script only', value: firstScript, unit: 'ms' },
          { name: 'first render, p90 script + layout', value: p90(result.mounts.map((m) => m.first.total)), unit: 'ms' },
          { name: 'later frames mounting the other rows, longest (median)', value: longestLater, unit: 'ms', target: '< 16', pass: longestLater < 16 },
          { name: 'later frames, p90 of all', value: p90(laterFrames), unit: 'ms' },
          { name: 'whole panel mounted: work summed over frames', value: work, unit: 'ms' },
          { name: 'whole panel mounted: wall time', value: wall, unit: 'ms' },
          { name: 'one chip edit → re-render, script + layout (median of 36)', value: editTotal, unit: 'ms', target: '< 16', pass: editTotal < 16 },
          { name: 'one chip edit → re-render, script only', value: editScript, unit: 'ms' },
          { name: 'one chip edit, p90 script + layout', value: p90(result.edits.map((m) => m.total)), unit: 'ms' },
          { name: 'mode card moved while the status line streamed 20 updates', value: result.shift, unit: 'px', target: '0', pass: result.shift === 0 },
        ],
        notes: [
          `Chromium ${version}, headless, 1000x800 viewport; ${result.skills} installed skills over 3 scopes; ${result.rows} skills rows (mode + main + sub-agents).`,
          'Each sample is synchronous: Preact render (debounce disabled) then a forced layout (offsetHeight); paint is not included.',
          'First render = the panel with its first 4 agent rows; the other rows mount 6 per animation frame (ui/panel/useProgressive.ts), each frame timed.',
          'The chip edit removes one chip from a different sub-agent each time, through the panel’s onChange → parent state → re-render.',
        ],
      };
    },
  );
