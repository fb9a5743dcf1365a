// What the panel adds to a mode's core descriptor (src/core/modes): the words of its Advanced limits
// and switches, a note under its tools, and its card (the part of the card that is truly the mode's:
// its team). The Advanced block itself is one renderer for every mode (ModeAdvanced.tsx).
import type { ComponentType } from 'preact';
import type { LazyPart } from '../../../src/ports/lazy-part.ts';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import type { Profile } from '../../../src/core/profiles/parse.ts';
import type { MODE_DESCRIPTORS } from '../../../src/core/modes/index.ts';
import type { Translator } from '../../i18n/index.ts';
import type { PanelKey } from '../i18n.ts';
import type { CardProps } from '../cards/shared.tsx';

/**
 * A setting's words: its label, a hint under it (keys of the mode's own strings, or of the panel's for
 * the words every mode shares), and for a number the unit it is shown in (1000: ms as s).
 */
export interface SettingWords<K extends string = string> {
  label: K | PanelKey;
  hint?: K | PanelKey;
  scale?: number;
}

type Core<M extends Mode> = (typeof MODE_DESCRIPTORS)[M];
type Fields<M extends Mode> = Core<M>['limits'][number]['field'] | Core<M>['switches'][number];

/** Fields most modes share; their words are said once (COMMON_WORDS) and a mode may reword them. */
export type CommonField = 'toolCallRetryMax' | 'maxRecentMessages' | 'includeWorldInfo' | 'useStreaming' | 'chooseAngle' | 'angleWaitSec';

export const COMMON_WORDS: Record<CommonField, SettingWords> = {
  toolCallRetryMax: { label: 'common.retries' },
  maxRecentMessages: { label: 'common.recent' },
  includeWorldInfo: { label: 'common.worldInfo' },
  useStreaming: { label: 'common.streaming' },
  chooseAngle: { label: 'common.chooseAngle', hint: 'common.chooseAngleHint' },
  angleWaitSec: { label: 'common.angleWaitSec' },
};

// biome-ignore lint/suspicious/noExplicitAny: a card of any mode's profile (each card is typed by its own)
type AnyCard = ComponentType<CardProps<any>>;

/** A card in a chunk of its own (loaded the first time the panel shows its mode), and which export it is. */
export interface LazyCard {
  // biome-ignore lint/suspicious/noExplicitAny: the card's module, whatever else it exports
  readonly part: LazyPart<any>;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  pick(module: any): AnyCard;
}

/** A lazy card, typed by its module: `lazyCard(lazyPart(import.meta.url, () => import('…')), (m) => m.LoopCard)`. */
export const lazyCard = <T>(part: LazyPart<T>, pick: (module: T) => AnyCard): LazyCard => ({ part, pick });

export interface ModeCardDescriptor<M extends Mode = Mode, K extends string = string> {
  /** The mode's core descriptor: limits, switches, tools, output. */
  core: Core<M>;
  /** Its place in the mode select (director first, then the capsule modes from the cheapest up). */
  order: number;
  /**
   * Its own strings (ui/panel/modes/<mode>/i18n.ts, an area of the one i18n mechanism): its name
   * `mode.<mode>` and hint `mode.hint.<mode>` in the mode select, and the words of its card and settings.
   */
  strings: Translator<K>;
  /** The words of its Advanced limits and switches (the shared ones default to COMMON_WORDS). */
  words: { [F in Exclude<Fields<M>, CommonField>]: SettingWords<K> } & { [F in Extract<Fields<M>, CommonField>]?: SettingWords<K> };
  /** A note under its tools section. */
  toolsNote?: K | PanelKey;
  /** Its card: in the panel's chunk (`card`), or in a chunk of its own (`lazyCard`). */
  card?: AnyCard;
  lazyCard?: LazyCard;
}

/** A card descriptor whose mode is not known statically (what the panel's registry lookups give). */
export type SomeModeCard = Omit<ModeCardDescriptor, 'words' | 'strings'> & { words: Partial<Record<string, SettingWords>>; strings: Translator<string> };

export type { Profile };
