// Chinese in Traditional characters for zh-TW users. The texts are made at build time from the
// Simplified ones (scripts/hant-plugin.ts) and load from a chunk of their own (traditional-texts.ts);
// once installed here, every lookup of the Chinese texts — the team's prompts and frames, the capsule
// presets, the preset names — gives the Traditional ones. The UI language is one per page, so the
// choice is too.
import type * as CapsuleZh from './capsule-zh.ts';
import type { DirectorTexts } from './director-texts.ts';
import type * as ShippedZh from './shipped-zh.ts';

export interface TraditionalTexts {
  DIRECTOR_ZH: DirectorTexts;
  capsule: typeof CapsuleZh;
  shipped: typeof ShippedZh;
}

let installed: TraditionalTexts | undefined;

/** Makes the Chinese texts Traditional (undefined: Simplified again). */
export function useTraditionalChinese(texts: TraditionalTexts | undefined): void {
  installed = texts;
}

/** The Traditional texts when a zh-TW page installed them. */
export function traditionalTexts(): TraditionalTexts | undefined {
  return installed;
}
