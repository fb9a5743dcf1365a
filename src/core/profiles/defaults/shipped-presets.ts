// What a mode ships: its presets (English and Chinese), each preset's profile body before parsing, and
// what a shipped preset costs per turn. Each mode's descriptor carries its own (`shipped`); shipped.ts
// reads them for first-start libraries, "Reset to default" and the panel's cost line.
import { capsuleDefaultBody, type CapsuleModeName } from './capsule.ts';
import type { ContentLang } from './director-texts.ts';
import { directorDefaultBody, type DirectorVariant } from './director.ts';
import * as SHIPPED_ZH from './shipped-zh.ts';
import { traditionalTexts } from './traditional.ts';

export interface ShippedPreset {
  /** Stable id of the preset in a first-start library. */
  id: string;
  name: string;
  lang: ContentLang;
  /** Director only. */
  variant?: DirectorVariant;
}

/** A mode's shipped presets. */
export interface ModeShipped {
  /** In the order a first-start library lists them. */
  readonly presets: readonly ShippedPreset[];
  /** A preset's profile body, before parsing. */
  body(preset: Pick<ShippedPreset, 'lang' | 'variant'>): Record<string, unknown>;
  /**
   * What a shipped preset costs per turn as shipped, in its own language: `npm run bench`'s turn-cost
   * figures (serial model calls, input against one plain reply of the same chat, in tokens); undefined
   * for any other id. The panel shows it beside the preset; the bench's README says how they are measured.
   */
  cost(presetId: string): string | undefined;
}

/** The Chinese names and costs (Traditional characters on a zh-TW page: traditional.ts). */
export const shippedZh = () => traditionalTexts()?.shipped ?? SHIPPED_ZH;

/** Director ships two per language: "no memory, no search" (a first start's active one) and "memory + search". */
export const DIRECTOR_SHIPPED: ModeShipped = {
  presets: [
    { id: 'default', name: 'Default (no memory, no search)', lang: 'en', variant: 'minimal' },
    { id: 'default-full', name: 'Default (memory + search)', lang: 'en', variant: 'full' },
    {
      id: 'default-zh',
      get name() {
        return shippedZh().PRESET_NAMES_ZH['default-zh'];
      },
      lang: 'zh',
      variant: 'minimal',
    },
    {
      id: 'default-zh-full',
      get name() {
        return shippedZh().PRESET_NAMES_ZH['default-zh-full'];
      },
      lang: 'zh',
      variant: 'full',
    },
  ],
  body: (p) => directorDefaultBody(p.lang, p.variant ?? 'minimal'),
  cost: (id) => {
    const en: Record<string, string> = {
      default: 'A full turn: 4 serial calls, about 4× a plain reply; writer only: 1 call, under 1×.',
      'default-full': 'A full turn: 4 serial calls, about 5× a plain reply; writer only: 1 call, under 1×.',
    };
    const zh: Record<string, string> = shippedZh().PRESET_COSTS_ZH.director;
    return Object.hasOwn(en, id) ? en[id] : Object.hasOwn(zh, id) ? zh[id] : undefined;
  },
};

/** A capsule mode ships one preset per language; `costEn` / `costZh` are its cost lines. */
export function capsuleShipped(body: (lang: ContentLang) => Record<string, unknown>, costEn: string, costZh: () => string): ModeShipped {
  return {
    presets: [
      { id: 'default', name: 'Default', lang: 'en' },
      {
        id: 'default-zh',
        get name() {
          return shippedZh().PRESET_NAMES_ZH.capsule;
        },
        lang: 'zh',
      },
    ],
    body: (p) => body(p.lang),
    cost: (id) => (id === 'default' ? costEn : id === 'default-zh' ? costZh() : undefined),
  };
}

/** The shipped preset of one of the four capsule modes whose texts live in capsule.ts. */
export const shippedCapsule = (mode: CapsuleModeName, costEn: string) =>
  capsuleShipped(
    (lang) => capsuleDefaultBody(mode, lang),
    costEn,
    () => shippedZh().PRESET_COSTS_ZH[mode],
  );
