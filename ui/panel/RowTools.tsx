// The move up / move down / remove buttons of a list row. Buttons show their action and are named
// "<action>: <item>"; Alt+ArrowUp / Alt+ArrowDown on the row do the same as the move buttons.
import { Button } from '../common/Button.tsx';
import { pt } from './i18n.ts';
import type { ListOps } from './useListOps.ts';

export interface RowToolsProps {
  name: string;
  index: number;
  isLast: boolean;
  ops: Pick<ListOps<object>, 'move' | 'remove'>;
}

export function RowTools({ name, index, isLast, ops }: RowToolsProps) {
  return (
    <div class="troupe-row__tools">
      <Button
        variant="quiet"
        data-row-action="up"
        aria-label={pt('agent.moveUpOf', { name })}
        title={pt('agent.reorderHint')}
        disabled={index === 0}
        onClick={() => ops.move(index, -1, 'up')}
      >
        {pt('agent.moveUp')}
      </Button>
      <Button
        variant="quiet"
        data-row-action="down"
        aria-label={pt('agent.moveDownOf', { name })}
        title={pt('agent.reorderHint')}
        disabled={isLast}
        onClick={() => ops.move(index, 1, 'down')}
      >
        {pt('agent.moveDown')}
      </Button>
      <Button variant="danger" data-row-action="remove" aria-label={pt('agent.removeOf', { name })} onClick={() => ops.remove(index)}>
        {pt('agent.remove')}
      </Button>
    </div>
  );
}

/** onKeyDown for a row: Alt+ArrowUp / Alt+ArrowDown (from a button of the row) move it; nested rows handle theirs first. */
export function rowKeyHandler(index: number, ops: Pick<ListOps<object>, 'move'>) {
  return (e: KeyboardEvent) => {
    if (!e.altKey || e.defaultPrevented || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    // Text controls keep their own Alt+Arrow meaning (e.g. paragraph moves on macOS).
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    e.preventDefault();
    ops.move(index, e.key === 'ArrowUp' ? -1 : 1, e.key === 'ArrowUp' ? 'up' : 'down');
  };
}
