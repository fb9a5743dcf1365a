// The single card: one node's prompts and routing, its limits and capsule injection (no tools).
import { shippedDefaultOf, type SingleProfile } from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { AgentRouting, AgentSkills } from './agentFields.tsx';
import { BudgetTokens, LimitsSection, ProfileNumber, ProfileToggle } from './settings.tsx';
import { CapsuleSection, LorebookSection, ModeSkills, RoutingSection, type CardProps } from './shared.tsx';

type SingleNode = SingleProfile['node'];

export function SingleCard({ profile, editor, shared }: CardProps<SingleProfile>) {
  const R = RANGES.single;
  const node = profile.node;
  const patch = (p: Partial<SingleNode>) => editor.update((prof) => withField(prof, 'node', withFields(prof.node, p)));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('single.node')}>
        <TextAreaField
          label={pt('single.prompt')}
          value={node.systemPrompt}
          defaultValue={shippedDefaultOf('single', profile).node.systemPrompt}
          rows={8}
          path="node.systemPrompt"
          onValue={(systemPrompt) => patch({ systemPrompt })}
        />
        <TextAreaField
          label={pt('single.template')}
          value={node.userPromptTemplate}
          defaultValue={shippedDefaultOf('single', profile).node.userPromptTemplate}
          rows={6}
          mono
          path="node.userPromptTemplate"
          onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
        />
        <AgentRouting agent={node} options={shared} path="node" patch={patch} />
        <AgentSkills
          label={pt('single.skills')}
          rowId="node"
          policy={node.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          shared={shared}
          onChange={(skills) => patch({ skills: skills as SingleNode['skills'] })}
        />
      </Section>
      <LimitsSection>
        <ProfileNumber profile={profile} editor={editor} field="toolCallRetryMax" label={pt('common.retries')} range={R.toolCallRetryMax} />
        <ProfileNumber profile={profile} editor={editor} field="maxRecentMessages" label={pt('common.recent')} range={R.maxRecentMessages} />
        <BudgetTokens profile={profile} editor={editor} />
      </LimitsSection>
      <Section title={pt('section.behaviour')}>
        <ProfileToggle profile={profile} editor={editor} field="includeWorldInfo" label={pt('common.worldInfo')} />
        <ProfileToggle profile={profile} editor={editor} field="useStreaming" label={pt('common.streaming')} />
      </Section>
      <Section title={pt('section.tools')}>
        <p class="troupe-note">{pt('tools.none')}</p>
      </Section>
      <CapsuleSection profile={profile} editor={editor} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}
