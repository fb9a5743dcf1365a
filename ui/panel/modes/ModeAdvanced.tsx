// "Advanced" at the foot of every mode card, rendered from the mode's descriptors: its limits and
// switches (with the turn budget), its tools (or the note that it has none), its capsule placement when
// its output is a capsule, the world book filter and the orchestration-wide stall time.
import type { ModeDescriptor } from '../../../src/core/modes/index.ts';
import type { Profile } from '../../../src/core/profiles/parse.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import type { ToolFlags } from '../../../src/core/profiles/tools.ts';
import { Section } from '../fields.tsx';
import { pt } from '../i18n.ts';
import type { Editor } from '../useEditor.ts';
import { AdvancedSection } from '../cards/advanced.tsx';
import { BehaviourFields, LimitFields, settingChanges, StallSection, stallChanges, type FlagSetting, type NumberSetting } from '../cards/settings.tsx';
import { CapsuleSection, capsuleChanges, LorebookSection, lorebookChanges, ToolsSection, useToolChanges, type CardProps } from '../cards/shared.tsx';
import { modeCard, modeWord } from './index.ts';
import { COMMON_WORDS, type SettingWords } from './types.ts';

type Settings = { numbers: NumberSetting<Profile>[]; flags: FlagSetting<Profile>[] };

/** The limits and switches of a mode with their words, as the Limits and Behaviour sections take them. */
export function modeSettings(mode: Profile['mode']): Settings {
  const ui = modeCard(mode);
  const core = ui.core as ModeDescriptor;
  const say = (key: string): string => modeWord(mode, key);
  const words = (field: string): SettingWords => {
    const w = ui.words[field] ?? COMMON_WORDS[field as keyof typeof COMMON_WORDS];
    if (!w) throw new Error(`No words for the ${mode} setting "${field}".`);
    return w;
  };
  const numbers = core.limits.map((l) => ({ field: l.field, label: say(words(l.field).label), range: l.range, scale: words(l.field).scale }));
  const flags = core.switches.map((field) => {
    const w = words(field);
    return { field, label: say(w.label), hint: w.hint && say(w.hint) };
  });
  return { numbers, flags } as Settings;
}

const NO_TOOLS = { custom: {} } as ToolFlags;

type Loose = Profile & { tools?: ToolFlags; capsule?: Parameters<typeof capsuleChanges>[0] };

export function ModeAdvanced({ profile, editor, shared }: CardProps<Profile>) {
  const ui = modeCard(profile.mode);
  const core = ui.core as ModeDescriptor;
  const { numbers, flags } = modeSettings(profile.mode);
  const def = shippedDefaultOf(profile.mode, profile) as Loose;
  const p = profile as Loose;
  const capsule = core.output === 'capsule' && p.capsule && def.capsule ? { now: p.capsule, def: def.capsule } : null;
  const changes = [
    ...settingChanges(profile, def, numbers, flags),
    ...useToolChanges(profile.mode, p.tools ?? NO_TOOLS, def.tools ?? NO_TOOLS),
    ...(capsule ? capsuleChanges(capsule.now, capsule.def) : []),
    ...lorebookChanges(profile.lorebookFilter),
    ...stallChanges(shared.stall),
  ];
  const loose = { profile: p as Loose & { tools: ToolFlags; capsule: NonNullable<Loose['capsule']> }, editor: editor as Editor<never> };
  return (
    <AdvancedSection changes={changes}>
      {() => (
        <>
          <LimitFields profile={profile} editor={editor} numbers={numbers} />
          <BehaviourFields profile={profile} editor={editor} flags={flags} />
          {core.tools.length > 0 ? (
            <ToolsSection
              profile={loose.profile}
              editor={loose.editor}
              shared={shared}
              extra={ui.toolsNote && <p class="troupe-note">{modeWord(profile.mode, ui.toolsNote)}</p>}
            />
          ) : (
            <Section title={pt('section.tools')}>
              <p class="troupe-note">{pt('tools.none')}</p>
            </Section>
          )}
          {capsule && <CapsuleSection profile={loose.profile} editor={loose.editor} />}
          <LorebookSection profile={profile} editor={editor} />
          <StallSection stall={shared.stall} />
        </>
      )}
    </AdvancedSection>
  );
}
