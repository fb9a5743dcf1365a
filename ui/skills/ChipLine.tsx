// One line of chips (the Visible or the Deny list of a row) with its Add… picker.
// Chips are buttons: click, Delete or Backspace removes; ArrowLeft/ArrowRight move between them.
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { t } from '../i18n/index.ts';
import { chipState, chipText, isMissing } from './chipModel.ts';
import type { InventoryIndex } from './inventoryIndex.ts';
import type { ListKind } from './policyEdit.ts';
import { SkillPicker } from './SkillPicker.tsx';

export interface ChipLineProps {
  kind: ListKind;
  caption: string;
  /** Labels the line together with its caption (the row's label element). */
  rowLabelId: string;
  items: readonly string[];
  index: InventoryIndex;
  effective: ReadonlySet<string>;
  inherited?: readonly string[];
  /** Text shown when the list is empty. */
  emptyText: string;
  /** Id of the shared "Skill not installed" description. */
  missingDescId: string;
  /** Offer the "Inherit mode defaults" button (agent rows without `+`). */
  offerInherit: boolean;
  disabled?: boolean;
  onRemove(index: number): void;
  onAdd(name: string): void;
  onToggleInherit(): void;
}

export function ChipLine(props: ChipLineProps) {
  const { kind, items, index, effective } = props;
  const captionId = useUid();
  const lineRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [picking, setPicking] = useState(false);
  const present = useMemo(() => new Set(items), [items]);

  // After a removal, keep focus in the line: the chip now at that position, else the last, else Add….
  useLayoutEffect(() => {
    const at = pendingFocus.current;
    if (at === null) return;
    pendingFocus.current = null;
    const chips = lineRef.current?.querySelectorAll<HTMLButtonElement>('.troupe-chip');
    const target = chips && chips.length ? chips[Math.min(at, chips.length - 1)] : addRef.current;
    target?.focus();
  }, [items]);

  const remove = (i: number) => {
    // Removing the `+` at the front is the same as toggling inheritance off.
    pendingFocus.current = i;
    props.onRemove(i);
  };

  // One listener pair for the whole line (event delegation): rows with many chips stay cheap.
  const chipIndex = (e: Event): number => {
    const chip = (e.target as HTMLElement).closest?.<HTMLElement>('.troupe-chip');
    return chip && lineRef.current?.contains(chip) ? Number(chip.dataset.index) : -1;
  };
  const onChipClick = (e: MouseEvent) => {
    const i = chipIndex(e);
    if (i >= 0 && !props.disabled) remove(i);
  };
  const onChipKey = (e: KeyboardEvent) => {
    const i = chipIndex(e);
    if (i < 0) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      remove(i);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      const chips = lineRef.current?.querySelectorAll<HTMLButtonElement>('.troupe-chip');
      chips?.[i + (e.key === 'ArrowRight' ? 1 : -1)]?.focus();
    }
  };

  const closePicker = useCallback((refocus: boolean) => {
    setPicking(false);
    if (refocus) addRef.current?.focus();
  }, []);

  return (
    <div class={`troupe-chipline troupe-chipline--${kind}`} role="group" aria-labelledby={`${props.rowLabelId} ${captionId}`}>
      <span id={captionId} class="troupe-chipline__caption">
        {props.caption}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: one delegated handler for the chip buttons inside, which are the interactive elements */}
      <div ref={lineRef} class="troupe-chipline__chips" onClick={onChipClick} onKeyDown={onChipKey}>
        {items.length === 0 && <span class="troupe-chipline__empty">{props.emptyText}</span>}
        {items.map((name, i) => {
          const state = chipState(kind, name, index, effective);
          const text = chipText(state, name, index.byName.get(name)?.description, props.inherited);
          return (
            <button
              key={`${i}:${name}`}
              type="button"
              class={`troupe-chip troupe-chip--${state}`}
              data-index={i}
              aria-label={text.label}
              title={text.title}
              aria-describedby={isMissing(state) ? props.missingDescId : undefined}
              disabled={props.disabled}
            >
              {text.text}
            </button>
          );
        })}
        {props.offerInherit && (
          <button type="button" class="troupe-btn troupe-btn--quiet troupe-chipline__inherit" disabled={props.disabled} onClick={props.onToggleInherit}>
            {t('chips.addInherit')}
          </button>
        )}
        <span class="troupe-chipline__add">
          <button
            ref={addRef}
            type="button"
            class="troupe-btn troupe-btn--quiet"
            aria-label={t('chips.addTo', { list: props.caption })}
            aria-haspopup="listbox"
            aria-expanded={picking}
            disabled={props.disabled}
            onClick={() => setPicking((p) => !p)}
          >
            {t('chips.add')}
          </button>
          {picking && (
            <SkillPicker
              kind={kind}
              index={index}
              present={present}
              label={t('picker.label', { list: props.caption })}
              onPick={(name) => {
                props.onAdd(name);
                closePicker(true);
              }}
              onClose={closePicker}
              anchor={addRef}
            />
          )}
        </span>
      </div>
    </div>
  );
}
