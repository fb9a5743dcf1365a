// Slash commands with hostile arguments (issue 31, "not reached"): huge or malformed /troupe-import
// input, odd preset names, long pipes. Each is refused with a message, or does exactly what it says,
// and leaves everything else as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommandLine } from './command-line.ts';
import { refused, setup } from './test-setup.ts';

describe('hostile slash command arguments', () => {
  it('/troupe-import: a huge line, deep nesting, prototype keys and a wrong shape are refused with a reason; nothing changes', async () => {
    const s = await setup();
    await refused(s, `/troupe-import {"format": "${'x'.repeat(6_000_000)}"}`, /not imported/);
    await refused(s, `/troupe-import ${'['.repeat(20_000)}${']'.repeat(20_000)}`, /not imported/);
    await refused(s, '/troupe-import {"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}', /not imported/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await refused(s, '/troupe-import [1, 2, 3]', /not imported/);
    await refused(s, '/troupe-import "just a string"', /not imported/);
  });

  it('/troupe-preset: names with pipes, quotes, markup, control characters or thousands of characters select nothing and say so', async () => {
    const s = await setup();
    for (const name of ['"a | b"', "'<img src=x onerror=alert(1)>'", '"\u0000\u202e\u0007"', `"${'n'.repeat(100_000)}"`, '__proto__', 'constructor']) {
      const r = await refused(s, `/troupe-preset ${name}`, /./);
      // The refusal quotes at most a bounded part of what it was given.
      expect(r.error!.length).toBeLessThan(2_000);
    }
  });

  it('a long pipe of commands runs in order and stops at the first refusal, changing nothing after it', async () => {
    const s = await setup();
    const chain = Array.from({ length: 200 }, () => '/troupe-export').join(' | ');
    const r = await runCommandLine(chain, s.commands);
    expect(r.handled).toBe(true);
    expect(r.error).toBeUndefined();
    await refused(s, '/troupe-export | /troupe-mode nonsense | /troupe-enable', /./);
  });
});
