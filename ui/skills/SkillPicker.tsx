// The Add… picker: a combobox (type to filter) driving a listbox of installed skills.
// ArrowUp/ArrowDown move, Enter adds, Escape closes; clicking an option adds it. It opens in a
// Popover (a layer in document.body placed from the Add… button), so no container clips it.
import type { RefObject } from 'preact';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { focusableIn } from '../common/focus.ts';
import { Popover } from '../common/Popover.tsx';
import { useUid } from '../common/uid.ts';
import { t } from '../i18n/index.ts';
import type { InventoryIndex } from './inventoryIndex.ts';
import { pickerOptions, type PickerOption } from './pickerOptions.ts';
import type { ListKind } from './policyEdit.ts';
import { ScopeNames, scopeLabel } from './scopes.ts';
import { handledKey } from '../common/keys.ts';

export const PICKER_LIMIT = 50;
/** Preferred width in CSS pixels; narrower windows get less (see placePopover). */
export const PICKER_WIDTH = 360;

/** Moves focus to the focusable element before or after `from` in its panel (or the page). */
function focusBeside(from: HTMLElement, step: 1 | -1) {
  const scope = (from.closest('.troupe-root') as HTMLElement | null) ?? document.body;
  const items = focusableIn(scope);
  const at = items.indexOf(from);
  items[at + step]?.focus();
}

export interface SkillPickerProps {
  kind: ListKind;
  index: InventoryIndex;
  /** Names already in the list (not offered again). */
  present: ReadonlySet<string>;
  /** Accessible name of the search box, e.g. "Search skills to add to Deny". */
  label: string;
  onPick(name: string): void;
  /** `refocus`: give focus back to the Add… button (not when the user clicked elsewhere). */
  onClose(refocus: boolean): void;
  /** The Add… button the picker opens from: it is placed next to it, and a press on it is not "outside". */
  anchor: RefObject<HTMLElement | null>;
}

export function SkillPicker({ kind, index, present, label, onPick, onClose, anchor }: SkillPickerProps) {
  const listId = useUid();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { options, hidden } = useMemo(() => pickerOptions(index, present, kind, query, PICKER_LIMIT), [index, present, kind, query]);
  const activeIndex = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-o${i}`;

  // At mount, before the next paint: a key typed right after Add… (Escape included) reaches the picker.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  // A press outside the picker and its Add… button closes it, leaving focus where the user put it.
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (rootRef.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [onClose, anchor]);
  useEffect(() => {
    if (activeIndex < 0) return;
    const el = document.getElementById(optionId(activeIndex));
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const pick = (option: PickerOption | undefined) => {
    if (option) onPick(option.value);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (options.length) setActive((activeIndex + 1) % options.length);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (options.length) setActive((activeIndex - 1 + options.length) % options.length);
        break;
      case 'PageDown':
        e.preventDefault();
        if (options.length) setActive(Math.min(options.length - 1, activeIndex + 10));
        break;
      case 'PageUp':
        e.preventDefault();
        if (options.length) setActive(Math.max(0, activeIndex - 10));
        break;
      case 'Enter':
        e.preventDefault();
        pick(options[activeIndex]);
        break;
      case 'Escape':
        // Handled here: the host page (SillyTavern closes its drawer on Escape) must not see it.
        handledKey(e);
        onClose(true);
        break;
      case 'Tab': {
        // The picker lives at the end of the page (a popover): Tab continues from its Add… button.
        e.preventDefault();
        const from = anchor.current;
        onClose(true);
        if (from) focusBeside(from, e.shiftKey ? -1 : 1);
        break;
      }
    }
  };

  return (
    <Popover anchor={anchor} width={PICKER_WIDTH} class="troupe-picker-layer">
      <div
        ref={rootRef}
        class="troupe-picker"
        onFocusOut={(e) => {
          const next = e.relatedTarget as Node | null;
          if (next && !rootRef.current?.contains(next) && !anchor.current?.contains(next)) onClose(false);
        }}
      >
        <input
          ref={inputRef}
          type="text"
          class="troupe-picker__input"
          role="combobox"
          aria-label={label}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('picker.placeholder')}
          autocomplete="off"
          spellcheck={false}
          value={query}
          onInput={(e) => {
            setQuery((e.currentTarget as HTMLInputElement).value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern; the input holds focus and names the active option (aria-activedescendant) */}
        <ul id={listId} role="listbox" class="troupe-picker__list" aria-label={label}>
          {options.map((option, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: as above, focus stays in the input
            // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the input's keys pick the active option
            <li
              key={option.kind + option.value}
              id={optionId(i)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above; the keyboard reaches it through the input (aria-activedescendant)
              role="option"
              aria-selected={i === activeIndex}
              class={`troupe-picker__option${i === activeIndex ? ' is-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              onClick={() => pick(option)}
            >
              <OptionBody option={option} />
            </li>
          ))}
        </ul>
        {options.length === 0 && <p class="troupe-picker__empty">{t('picker.empty')}</p>}
        {hidden > 0 && <p class="troupe-picker__more">{t('picker.more', { count: hidden })}</p>}
      </div>
    </Popover>
  );
}

function OptionBody({ option }: { option: PickerOption }) {
  const names = useContext(ScopeNames);
  if (option.kind === 'all') {
    return (
      <>
        <span class="troupe-picker__name">{t('chip.all.text')}</span>
        <span class="troupe-picker__desc">{t('picker.allOption')}</span>
      </>
    );
  }
  if (option.kind === 'free') {
    return (
      <>
        <span class="troupe-picker__name">{option.value}</span>
        <span class="troupe-picker__desc">{t('picker.freeOption')}</span>
      </>
    );
  }
  const { entry } = option;
  return (
    <>
      <span class="troupe-picker__name">{entry.name}</span>
      <span class="troupe-picker__scopes">{entry.scopes.map((s) => scopeLabel(s, names.get(s))).join(' · ')}</span>
      {entry.description && <span class="troupe-picker__desc">{entry.description}</span>}
    </>
  );
}
