// What one chip shows and says, from its list, its name and what is installed / effective.
import { t } from '../i18n/index.ts';
import type { InventoryIndex } from './inventoryIndex.ts';
import { ALL, INHERIT, type ListKind } from './policyEdit.ts';

/**
 * inherit: the `+` sentinel; all: `*`; visible: installed and reaching the agent;
 * blocked: installed and listed, but a deny list hides it; missing: not installed;
 * deny / deny-missing: entries of the deny list.
 */
export type ChipState = 'inherit' | 'all' | 'visible' | 'blocked' | 'missing' | 'deny' | 'deny-missing';

export function chipState(kind: ListKind, name: string, index: InventoryIndex, effective: ReadonlySet<string>): ChipState {
  if (kind === 'deny') return name === ALL || index.byName.has(name) ? 'deny' : 'deny-missing';
  if (name === INHERIT) return 'inherit';
  if (name === ALL) return 'all';
  if (!index.byName.has(name)) return 'missing';
  return effective.has(name) ? 'visible' : 'blocked';
}

export function isMissing(state: ChipState): boolean {
  return state === 'missing' || state === 'deny-missing';
}

export interface ChipText {
  /** What the chip shows. */
  text: string;
  /** Accessible name: the skill name plus its state. */
  label: string;
  /** Tooltip. */
  title: string;
}

/** `inherited` = the mode's visible names, shown in the `+` chip's tooltip. */
export function chipText(state: ChipState, name: string, description: string | undefined, inherited: readonly string[] | undefined): ChipText {
  switch (state) {
    case 'inherit': {
      const names = inherited?.filter((n) => n !== INHERIT) ?? [];
      return {
        text: t('chip.inherit.text'),
        label: t('chip.inherit.label'),
        title: names.length ? t('chip.inherit.titleNames', { names: names.join(', ') }) : t('chip.inherit.title'),
      };
    }
    case 'all':
      return { text: t('chip.all.text'), label: t('chip.all.label'), title: t('chip.all.title') };
    case 'visible':
      return {
        text: name,
        label: t('chip.visible.label', { name }),
        title: description ? `${description}\n${t('chip.removeHint')}` : t('chip.removeHint'),
      };
    case 'blocked':
      return { text: name, label: t('chip.blocked.label', { name }), title: t('chip.blocked.title') };
    case 'missing':
      return { text: name, label: t('chip.missing.label', { name }), title: t('chip.notInstalled') };
    case 'deny':
      return { text: name, label: t('chip.deny.label', { name }), title: t('chip.deny.title') };
    case 'deny-missing':
      return { text: name, label: t('chip.denyMissing.label', { name }), title: t('chip.notInstalled') };
  }
}
