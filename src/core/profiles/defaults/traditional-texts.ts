// The Traditional Chinese texts, converted at build time (virtual:troupe-hant-texts, scripts/hant-plugin.ts).
// Loaded on its own (`import('…/traditional-texts.ts')`) by a zh-TW page, then passed to useTraditionalChinese.
import { capsule, director, shipped } from 'virtual:troupe-hant-texts';
import type { TraditionalTexts } from './traditional.ts';

export const TRADITIONAL: TraditionalTexts = { DIRECTOR_ZH: director.DIRECTOR_ZH, capsule, shipped };
