import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runCommandLine } from './command-line.ts';
import { setup } from './test-setup.ts';
import type { TroupeCommand } from './types.ts';
import { splitWords, unquoteText } from './words.ts';

/** Commands that record what they were given. */
function recorder() {
  const calls: { name: string; args: string[]; pipe?: string }[] = [];
  const make = (name: string, split: boolean, result: (args: string[], pipe?: string) => string): TroupeCommand => ({
    name,
    help: '',
    returns: '',
    examples: [],
    args: [],
    split,
    async run(args, pipe) {
      calls.push({ name, args, pipe });
      return result(args, pipe);
    },
  });
  const commands = [
    make('troupe', false, () => 'status'),
    make('troupe-echo', false, (a) => a.join('')),
    make('troupe-words', true, (a) => a.join('/')),
    make('troupe-fail', false, () => {
      throw new Error('it failed');
    }),
  ];
  return { calls, commands };
}

describe('runCommandLine', () => {
  it('leaves text that is not a Troupe command to the chat', async () => {
    const { commands, calls } = recorder();
    for (const text of ['hello', '', '  /echo hi', '/troupers', 'troupe', '/ troupe']) {
      expect(await runCommandLine(text, commands)).toEqual({ handled: false });
    }
    expect(calls).toEqual([]);
  });

  it('runs one command: words for split commands (quotes group), one unquoted text otherwise', async () => {
    const { commands, calls } = recorder();
    expect(await runCommandLine('/troupe-words a  "b c" d\\e', commands)).toEqual({ handled: true, output: 'a/b c/d\\e' });
    expect(await runCommandLine('/troupe-echo "Slow burn"', commands)).toEqual({ handled: true, output: 'Slow burn' });
    expect(await runCommandLine('/troupe-echo {"a": "x | y", "b": "q\\"r"}', commands)).toEqual({ handled: true, output: '{"a": "x | y", "b": "q\\"r"}' });
    expect(await runCommandLine('/TROUPE', commands)).toEqual({ handled: true, output: 'status' });
    expect(calls[0]).toEqual({ name: 'troupe-words', args: ['a', 'b c', 'd\\e'], pipe: undefined });
  });

  it('pipes: `|` hands the result on, `||` does not, {{pipe}} works either way', async () => {
    const { commands, calls } = recorder();
    expect((await runCommandLine('/troupe | /troupe-echo', commands)).output).toBe('');
    expect(calls.at(-1)).toEqual({ name: 'troupe-echo', args: [], pipe: 'status' });
    await runCommandLine('/troupe || /troupe-echo', commands);
    expect(calls.at(-1)).toEqual({ name: 'troupe-echo', args: [], pipe: undefined });
    expect((await runCommandLine('/troupe || /troupe-words x {{pipe}}', commands)).output).toBe('x/status');
    expect((await runCommandLine('/troupe-echo a\\|b', commands)).output).toBe('a|b');
  });

  it('reports unknown commands, foreign commands in a chain, empty segments and unclosed quotes before running anything', async () => {
    const { commands, calls } = recorder();
    const unknown = await runCommandLine('/troupe-nope x', commands);
    expect(unknown.handled).toBe(true);
    expect(unknown.error).toMatch(/^Unknown command \/troupe-nope\. Troupe commands: \/troupe, \/troupe-echo/);
    expect((await runCommandLine('/troupe | /echo hi', commands)).error).toBe('Only Troupe commands can be chained here; /echo is not one.');
    expect((await runCommandLine('/troupe | | /troupe', commands)).error).toMatch(/missing between two pipes/);
    expect((await runCommandLine('/troupe-words "open', commands)).error).toMatch(/quote is not closed/);
    expect(calls).toEqual([]);
  });

  it('stops at a failing command and names it in a chain', async () => {
    const { commands, calls } = recorder();
    expect(await runCommandLine('/troupe-fail', commands)).toEqual({ handled: true, output: undefined, error: 'it failed' });
    expect(await runCommandLine('/troupe | /troupe-fail | /troupe-echo', commands)).toEqual({
      handled: true,
      output: 'status',
      error: '/troupe-fail: it failed',
    });
    expect(calls.map((c) => c.name)).toEqual(['troupe-fail', 'troupe', 'troupe-fail']);
  });

  it('drives the real command set: a chain switches on, sets the mode and shows the status', async () => {
    const s = await setup('line');
    const r = await runCommandLine('/troupe-enable | /troupe-mode loop | /troupe', s.commands);
    expect(r.error).toBeUndefined();
    expect(r.output).toContain('Troupe: on');
    expect(r.output).toContain('Mode: loop');
    // `||` keeps the export's JSON away from /troupe-mode, which gets its own argument.
    const piped = await runCommandLine('/troupe-export agenda || /troupe-mode single | /troupe-export', s.commands);
    expect(JSON.parse(piped.output!).mode).toBe('single');
  });
});

describe('splitWords / unquoteText', () => {
  it('split on whitespace, group quotes, unescape inside quotes', () => {
    expect(splitWords('  a b\t"c d"  "" e"f g"h ')).toEqual(['a', 'b', 'c d', '', 'ef gh']);
    expect(splitWords('"say \\"hi\\"" "back\\\\slash"')).toEqual(['say "hi"', 'back\\slash']);
    expect(() => splitWords('"open')).toThrow(/quote is not closed/);
  });

  it('unquote only a wholly quoted text', () => {
    expect(unquoteText('  "Slow burn" ')).toBe('Slow burn');
    expect(unquoteText('"a" and "b"')).toBe('"a" and "b"');
    expect(unquoteText('{"a":1}')).toBe('{"a":1}');
    expect(unquoteText('"say \\"hi\\""')).toBe('say "hi"');
  });
});
