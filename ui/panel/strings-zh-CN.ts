// The Simplified Chinese tables of the panel chunk's string areas (panel, run view, notes), one
// file to load when the language is chosen.
export { panelZhCN } from './panel-zh-CN.ts';
export { runZhCN } from '../run/run-zh-CN.ts';
export { notesZhCN } from '../notes/notes-zh-CN.ts';
