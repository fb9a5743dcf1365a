// @vitest-environment happy-dom
import { render } from 'preact';
import { expect, test } from 'vitest';
import { useUid } from './uid.ts';

function Labelled({ text }: { text: string }) {
  const id = useUid();
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id}>{text}</span>
    </div>
  );
}

test('ids stay unique across separate render roots (portals, a second Troupe root)', () => {
  const a = document.createElement('div');
  const b = document.createElement('div');
  document.body.append(a, b);
  render(<Labelled text="first" />, a);
  render(<Labelled text="second" />, b);
  const groups = [...document.querySelectorAll('[role=group]')];
  const names = groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent);
  expect(names).toEqual(['first', 'second']);
});
