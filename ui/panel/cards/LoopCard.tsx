// The loop card: the team of one (the loop agent, open), and under Advanced its limits (rounds, wall
// clock), streaming, tools, capsule injection, world book filter and the stall time.
import type { LoopProfile } from '../../../src/core/profiles/schemas/loop.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { AGENT_BUDGETS, RANGES } from '../limits.ts';
import { AdvancedSection } from './advanced.tsx';
import { AgentRouting, AgentSkills, BudgetFields } from './agentFields.tsx';
import { connectionLabel, RowFrame, RowList, useExpanded } from './rows.tsx';
import { BehaviourFields, LimitFields, settingChanges, StallSection, stallChanges, type FlagSetting, type NumberSetting } from './settings.tsx';
import { CapsuleSection, capsuleChanges, LorebookSection, lorebookChanges, ModeSkills, RoutingSection, ToolsSection, useToolChanges, type CardProps } from './shared.tsx';

type LoopAgent = LoopProfile['loopAgent'];
const AGENT_KEY = 'loopAgent';

export function LoopCard({ profile, editor, shared }: CardProps<LoopProfile>) {
  const expanded = useExpanded(AGENT_KEY);
  const agent = profile.loopAgent;
  const patch = (p: Partial<LoopAgent>) => editor.update((prof) => withField(prof, 'loopAgent', withFields(prof.loopAgent, p)));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('team.title', { count: 1 })}>
        <RowList label={pt('team.title', { count: 1 })}>
          <RowFrame
            rowKey={AGENT_KEY}
            path="loopAgent"
            title={pt('loop.agent')}
            open={expanded.key === AGENT_KEY}
            onToggle={expanded.toggle}
            summary={pt('loop.role')}
            connection={connectionLabel(agent.apiPreset, shared.connections)}
            skills={{ policy: agent.skills as SkillPolicy | undefined, installed: shared.skills.installed }}
            details={() => (
              <>
                <TextAreaField
                  label={pt('loop.prompt')}
                  value={agent.systemPrompt}
                  defaultValue={shippedDefaultOf('loop', profile).loopAgent.systemPrompt}
                  rows={10}
                  path="loopAgent.systemPrompt"
                  onValue={(systemPrompt) => patch({ systemPrompt })}
                />
                <AgentRouting agent={agent} options={shared} path="loopAgent" patch={patch} />
                <BudgetFields agent={agent} ranges={AGENT_BUDGETS.loopAgent} path="loopAgent" patch={patch} />
                <AgentSkills
                  label={pt('loop.agentSkills')}
                  rowId="loopAgent"
                  policy={agent.skills as SkillPolicy | undefined}
                  inherited={profile.skills.visible}
                  shared={shared}
                  onChange={(skills) => patch({ skills: skills as LoopAgent['skills'] })}
                />
              </>
            )}
          />
        </RowList>
      </Section>
      <LoopAdvanced profile={profile} editor={editor} shared={shared} />
    </>
  );
}

function LoopAdvanced({ profile, editor, shared }: CardProps<LoopProfile>) {
  const R = RANGES.loop;
  const def = shippedDefaultOf('loop', profile);
  const numbers: NumberSetting<LoopProfile>[] = [
    { field: 'maxRounds', label: pt('loop.maxRounds'), range: R.maxRounds },
    { field: 'wallClockBudgetMs', label: pt('loop.wallClock'), range: R.wallClockBudgetMs, scale: 1000 },
    { field: 'toolCallRetryMax', label: pt('common.retries'), range: R.toolCallRetryMax },
  ];
  const flags: FlagSetting<LoopProfile>[] = [{ field: 'useStreaming', label: pt('common.streaming') }];
  const changes = [
    ...settingChanges(profile, def, numbers, flags),
    ...useToolChanges('loop', profile.tools, def.tools),
    ...capsuleChanges(profile.capsule, def.capsule),
    ...lorebookChanges(profile.lorebookFilter),
    ...stallChanges(shared.stall),
  ];
  return (
    <AdvancedSection changes={changes}>
      {() => (
        <>
          <LimitFields profile={profile} editor={editor} numbers={numbers} />
          <BehaviourFields profile={profile} editor={editor} flags={flags} />
          <ToolsSection profile={profile} editor={editor} shared={shared} extra={<p class="troupe-note">{pt('loop.finalize')}</p>} />
          <CapsuleSection profile={profile} editor={editor} />
          <LorebookSection profile={profile} editor={editor} />
          <StallSection stall={shared.stall} />
        </>
      )}
    </AdvancedSection>
  );
}
