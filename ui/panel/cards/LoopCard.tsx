// The loop card: the loop agent, its limits (rounds, wall clock), tools and capsule injection.
import { shippedDefaultOf, type LoopProfile } from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { AgentRouting, AgentSkills } from './agentFields.tsx';
import { BudgetTokens, LimitsSection, ProfileNumber, ProfileToggle } from './settings.tsx';
import { CapsuleSection, LorebookSection, ModeSkills, RoutingSection, ToolsSection, type CardProps } from './shared.tsx';

type LoopAgent = LoopProfile['loopAgent'];

export function LoopCard({ profile, editor, shared }: CardProps<LoopProfile>) {
  const R = RANGES.loop;
  const agent = profile.loopAgent;
  const patch = (p: Partial<LoopAgent>) => editor.update((prof) => withField(prof, 'loopAgent', withFields(prof.loopAgent, p)));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('loop.agent')}>
        <TextAreaField
          label={pt('loop.prompt')}
          value={agent.systemPrompt}
          defaultValue={shippedDefaultOf('loop', profile).loopAgent.systemPrompt}
          rows={10}
          path="loopAgent.systemPrompt"
          onValue={(systemPrompt) => patch({ systemPrompt })}
        />
        <AgentRouting agent={agent} options={shared} path="loopAgent" patch={patch} />
        <AgentSkills
          label={pt('loop.agentSkills')}
          rowId="loopAgent"
          policy={agent.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          shared={shared}
          onChange={(skills) => patch({ skills: skills as LoopAgent['skills'] })}
        />
      </Section>
      <LimitsSection>
        <ProfileNumber profile={profile} editor={editor} field="maxRounds" label={pt('loop.maxRounds')} range={R.maxRounds} />
        <ProfileNumber profile={profile} editor={editor} field="wallClockBudgetMs" label={pt('loop.wallClock')} range={R.wallClockBudgetMs} scale={1000} />
        <ProfileNumber profile={profile} editor={editor} field="toolCallRetryMax" label={pt('common.retries')} range={R.toolCallRetryMax} />
        <BudgetTokens profile={profile} editor={editor} />
      </LimitsSection>
      <Section title={pt('section.behaviour')}>
        <ProfileToggle profile={profile} editor={editor} field="useStreaming" label={pt('common.streaming')} />
      </Section>
      <ToolsSection profile={profile} editor={editor} shared={shared} extra={<p class="troupe-note">{pt('loop.finalize')}</p>} />
      <CapsuleSection profile={profile} editor={editor} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}
