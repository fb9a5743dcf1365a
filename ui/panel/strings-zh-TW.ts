// The Traditional Chinese tables of the panel chunk's string areas (panel, run view, notes), one
// file to load when the language is chosen.
export { panelZhTW } from './panel-zh-TW.ts';
export { runZhTW } from '../run/run-zh-TW.ts';
export { notesZhTW } from '../notes/notes-zh-TW.ts';
