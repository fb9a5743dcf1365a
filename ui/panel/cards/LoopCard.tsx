// The loop card: the loop agent, its limits (rounds, wall clock), tools and capsule injection.
import { defaultProfile, type LoopProfile } from '../../../src/core/profiles/index.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { SkillChipsRow } from '../../skills/SkillChipsRow.tsx';
import { NumberField, RoutingFields, Section, TextAreaField, Toggle } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { RANGES } from '../limits.ts';
import { CapsuleSection, LorebookSection, ModeSkills, RoutingSection, ToolsSection, type CardProps } from './shared.tsx';

type LoopAgent = LoopProfile['loopAgent'];
let defaults: LoopProfile | undefined;
const loopDefaults = () => (defaults ??= defaultProfile('loop'));

export function LoopCard({ profile, editor, shared }: CardProps<LoopProfile>) {
  const R = RANGES.loop;
  const agent = profile.loopAgent;
  const patch = (p: Partial<LoopAgent>) => editor.update((prof) => withField(prof, 'loopAgent', withFields(prof.loopAgent, p)));
  const set = <K extends keyof LoopProfile>(key: K) => (value: LoopProfile[K]) => editor.update((p) => withField(p, key, value));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('loop.agent')}>
        <TextAreaField
          label={pt('loop.prompt')}
          value={agent.systemPrompt}
          defaultValue={loopDefaults().loopAgent.systemPrompt}
          rows={10}
          path="loopAgent.systemPrompt"
          onValue={(systemPrompt) => patch({ systemPrompt })}
        />
        <RoutingFields
          level="agent"
          api={agent.apiPreset}
          prompt={agent.promptPreset}
          connections={shared.connections}
          promptPresets={shared.promptPresets}
          pathPrefix="loopAgent"
          onApi={(apiPreset) => patch({ apiPreset })}
          onPrompt={(promptPreset) => patch({ promptPreset })}
        />
        <SkillChipsRow
          label={pt('loop.agentSkills')}
          level="agent"
          policy={agent.skills as SkillPolicy | undefined}
          inherited={profile.skills.visible}
          inventory={shared.inventory}
          effective={shared.skills.forAgent(agent.skills)}
          rowId="loopAgent"
          onChange={(skills) => patch({ skills: skills as LoopAgent['skills'] })}
        />
      </Section>
      <Section title={pt('section.limits')}>
        <div class="troupe-fieldrow">
          <NumberField label={pt('loop.maxRounds')} value={profile.maxRounds} range={R.maxRounds} path="maxRounds" onValue={(v) => v !== null && set('maxRounds')(v)} />
          <NumberField
            label={pt('loop.wallClock')}
            value={profile.wallClockBudgetMs}
            range={R.wallClockBudgetMs}
            scale={1000}
            path="wallClockBudgetMs"
            onValue={(v) => v !== null && set('wallClockBudgetMs')(v)}
          />
          <NumberField label={pt('common.retries')} value={profile.toolCallRetryMax} range={R.toolCallRetryMax} path="toolCallRetryMax" onValue={(v) => v !== null && set('toolCallRetryMax')(v)} />
        </div>
      </Section>
      <Section title={pt('section.behaviour')}>
        <Toggle label={pt('common.streaming')} checked={profile.useStreaming} path="useStreaming" onValue={set('useStreaming')} />
      </Section>
      <ToolsSection profile={profile} editor={editor} shared={shared} extra={<p class="troupe-note">{pt('loop.finalize')}</p>} />
      <CapsuleSection profile={profile} editor={editor} />
      <LorebookSection profile={profile} editor={editor} />
    </>
  );
}
