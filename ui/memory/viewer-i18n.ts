// Strings of the Memory viewer (list, node, graph view, export / import), loaded with it; Chinese in
// viewer.zh-*.ts (ui/i18n loads them when the language is chosen).
import { defineStrings, type Translator } from '../i18n/index.ts';

export const viewerEn = {
  'memory.noChat': 'Open a chat to see its memory.',
  'memory.type': 'Type',
  'memory.type.all': 'All types',
  'memory.search': 'Search memory',
  'memory.empty': 'Nothing in memory yet: the curator writes one event per turn.',
  'memory.noMatch': 'No node matches.',
  'memory.more': 'Show {n} more',
  'memory.touched': 'last turn',
  'memory.always': 'always injected',
  'memory.edges': '{n} {n:edge|edges}',
  'memory.floor': 'floor {n}',
  'memory.open': 'Open {name}',
  'memory.back': 'Back to the list',
  'memory.name': 'Name',
  'memory.field': 'Field {name}',
  'memory.tags': 'Tags (comma-separated)',
  'memory.alwaysInject': 'Always inject into the story',
  'memory.save': 'Save node',
  'memory.saved': 'Saved.',
  'memory.delete': 'Delete node',
  'memory.deleteConfirm': 'Delete {name} and its edges?',
  'memory.deleteYes': 'Delete',
  'memory.links': 'Edges',
  'memory.noLinks': 'No edges.',
  'memory.sources': 'Came from',
  'memory.jump': 'Show floor {n} in the chat',
  'memory.jumpFailed': 'Floor {n} is not on screen (load older messages first).',
  'memory.children': 'Rolled up',
  'memory.exposure': 'Shown to agents in {n} {n:turn|turns}',
  'memory.rollup': 'In rollup {id}',
  'memory.graph.label': 'Memory graph of this chat',
  'memory.graph.hidden': '{n} more {n:node|nodes} not drawn.',
  'memory.graph.node': '{name}, {type}, {degree} {degree:edge|edges}{touched}',
  'memory.graph.touched': ', touched last turn',
  'memory.export': 'Export JSON',
  'memory.import': 'Import JSON…',
  'memory.imported': 'Imported {detail}.',
  'memory.rebuild': 'Rebuild vectors',
  'memory.rebuilt': 'Vectors rebuilt.',
  'memory.vectorError': 'Vectors: {error}',
  'memory.undone': 'Memory followed the chat: {undone} {undone:turn|turns} undone, {redone} redone.',
} as const;

export type ViewerKey = keyof typeof viewerEn;

/** The Memory viewer's string for `key` in the current language. */
export const vt: Translator<ViewerKey> = defineStrings('viewer', viewerEn, import.meta.glob('./viewer.zh-*.ts', { import: 'default' }));
