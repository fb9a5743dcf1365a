// Strings of canon in lorebooks (the Memory section's lorebook settings, import and conflicts). Chinese
// in lore.zh-*.ts (ui/i18n loads them when the language is chosen).
import { defineStrings, type Translator } from '../i18n/index.ts';

export const loreEn = {
  'lore.heading': 'Canon in lorebooks',
  'lore.intro':
    'Keep a lorebook in step with this chat’s memory: one entry per node, keyed by its name and aliases. Entries edited by hand are never overwritten.',
  'lore.noChat': 'Open a chat to choose its lorebook.',
  'lore.memoryOff': 'The memory graph is off.',
  'lore.target': 'Lorebook',
  'lore.target.off': 'Off',
  'lore.target.chat': 'The chat lorebook',
  'lore.target.book': 'A named lorebook',
  'lore.book': 'Lorebook name',
  'lore.types': 'Nodes that get an entry',
  'lore.alwaysInject': 'Always-injected nodes (as constant entries)',
  'lore.save': 'Save and sync',
  'lore.syncNow': 'Sync now',
  'lore.state': 'In step with “{book}”: {written} {written:entry|entries} written, {removed} removed.',
  'lore.error': 'The lorebook could not be synced: {error}',
  'lore.import': 'Import from lorebook',
  'lore.import.book': 'Lorebook to import',
  'lore.import.type': 'As nodes of type',
  'lore.import.run': 'Import entries as nodes',
  'lore.import.done': '{n} {n:node|nodes} imported.',
  'lore.conflicts': '{n} lorebook {n:entry|entries} edited by hand',
  'lore.conflict.edited': '“{name}” was edited in the lorebook, and the graph has changed since.',
  'lore.conflict.orphaned': '“{name}” was edited in the lorebook; its node is gone or no longer synced.',
  'lore.conflict.entry': 'In the lorebook',
  'lore.conflict.graph': 'In the graph',
  'lore.keepLorebook': 'Keep the lorebook (update the node)',
  'lore.keepGraph': 'Keep the graph (overwrite the entry)',
  'lore.keepEntry': 'Keep the entry (Troupe lets it go)',
  'lore.removeEntry': 'Remove the entry',
} as const;

export type LoreKey = keyof typeof loreEn;

/** The lorebook sync's string for `key` in the current language. */
export const lt: Translator<LoreKey> = defineStrings('lore', loreEn, import.meta.glob('./lore.zh-*.ts', { import: 'default' }));
