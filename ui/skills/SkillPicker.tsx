// The Add… picker: a combobox (type to filter) driving a listbox of installed skills.
// ArrowUp/ArrowDown move, Enter adds, Escape closes; clicking an option adds it.
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import { t } from '../i18n/index.ts';
import type { InventoryIndex } from './inventoryIndex.ts';
import { pickerOptions, type PickerOption } from './pickerOptions.ts';
import type { ListKind } from './policyEdit.ts';
import { ScopeNames, scopeLabel } from './scopes.ts';

export const PICKER_LIMIT = 50;

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
}

export function SkillPicker({ kind, index, present, label, onPick, onClose }: SkillPickerProps) {
  const listId = useUid();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { options, hidden } = useMemo(
    () => pickerOptions(index, present, kind, query, PICKER_LIMIT),
    [index, present, kind, query],
  );
  const activeIndex = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-o${i}`;

  useEffect(() => inputRef.current?.focus(), []);

  // Keep the popup inside what can show it: the window and the nearest scrolling ancestor (the
  // standalone page's side column, SillyTavern's drawer). Open leftwards when it would overflow on
  // the right, and never wider than that space.
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el || typeof window === 'undefined') return;
    let box = { left: 0, right: window.innerWidth };
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX + getComputedStyle(p).overflowY;
      if (/auto|scroll|hidden/.test(o)) {
        const r = p.getBoundingClientRect();
        box = { left: Math.max(box.left, r.left), right: Math.min(box.right, r.right) };
        break;
      }
    }
    const width = box.right - box.left;
    if (width > 0) el.style.maxWidth = `${Math.floor(width - 8)}px`;
    const rect = el.getBoundingClientRect();
    if (rect.right > box.right) {
      el.classList.add('troupe-picker--end');
      if (el.getBoundingClientRect().left < box.left) {
        el.classList.remove('troupe-picker--end');
        el.style.left = `${Math.round(box.left - rect.left + 4)}px`;
      }
    }
  }, []);

  // A press outside the picker and its Add… button closes it, leaving focus where the user put it.
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      const boundary = rootRef.current?.parentElement ?? rootRef.current;
      if (boundary && !boundary.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [onClose]);
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
        e.preventDefault();
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      class="troupe-picker"
      onFocusOut={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) onClose(false);
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
      <ul id={listId} role="listbox" class="troupe-picker__list" aria-label={label}>
        {options.map((option, i) => (
          <li
            key={option.kind + option.value}
            id={optionId(i)}
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
