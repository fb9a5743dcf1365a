// The single card: one node's prompts and routing, its limits and capsule injection (no tools).
import { defaultProfile, type SingleProfile } from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import { NumberField, RoutingFields, Section, TextAreaField, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { CapsuleSection, LorebookSection, ModeSkills, RoutingSection, type CardProps } from './shared.tsx';

type SingleNode = SingleProfile['node'];
let defaults: SingleProfile | undefined;
const singleDefaults = () => (defaults ??= defaultProfile('single'));

export function SingleCard({ profile, editor, shared }: CardProps<SingleProfile>) {
  const R = RANGES.single;
  const node = profile.node;
  const patch = (p: Partial<SingleNode>) => editor.update((prof) => withField(prof, 'node', withFields(prof.node, p)));
  const set = <K extends keyof SingleProfile>(key: K) => (value: SingleProfile[K]) => editor.update((p) => withField(p, key, value));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('single.node')}>
        <TextAreaField
          label={pt('single.prompt')}
          value={node.systemPrompt}
          defaultValue={singleDefaults().node.systemPrompt}
          rows={8}
          path="node.systemPrompt"
          onValue={(systemPrompt) => patch({ systemPrompt })}
        />
        <TextAreaField
          label={pt('single.template')}
          value={node.userPromptTemplate}
          defaultValue={singleDefaults().node.userPromptTemplate}
          rows={6}
          mono
          path="node.userPromptTemplate"
          onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
        />
        <RoutingFields
          level="agent"
          api={node.apiPreset}
          prompt={node.promptPreset}
          connections={shared.connections}
          promptPresets={shared.promptPresets}
          pathPrefix="node"
          onApi={(apiPreset) => patch({ apiPreset })}
          onPrompt={(promptPreset) => patch({ promptPreset })}
        />
        <SkillChipsRow
          label={pt('single.skills')}
          level="agent"
          policy={node.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          inventory={shared.inventory}
          effective={shared.skills.forAgent(node.skills)}
          rowId="node"
          onChange={(skills) => patch({ skills: skills as SingleNode['skills'] })}
        />
      </Section>
      <Section title={pt('section.limits')}>
        <div class="troupe-fieldrow">
          <NumberField label={pt('common.retries')} value={profile.toolCallRetryMax} range={R.toolCallRetryMax} path="toolCallRetryMax" onValue={(v) => v !== null && set('toolCallRetryMax')(v)} />
          <NumberField label={pt('common.recent')} value={profile.maxRecentMessages} range={R.maxRecentMessages} path="maxRecentMessages" onValue={(v) => v !== null && set('maxRecentMessages')(v)} />
        </div>
      </Section>
      <Section title={pt('section.behaviour')}>
        <Toggle label={pt('common.worldInfo')} checked={profile.includeWorldInfo} path="includeWorldInfo" onValue={set('includeWorldInfo')} />
        <Toggle label={pt('common.streaming')} checked={profile.useStreaming} path="useStreaming" onValue={set('useStreaming')} />
      </Section>
      <Section title={pt('section.tools')}>
        <p class="troupe-note">{pt('tools.none')}</p>
      </Section>
      <CapsuleSection profile={profile} editor={editor} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}
