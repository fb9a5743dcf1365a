// The loop card: the team of one (the loop agent). Advanced below it comes from the mode's descriptor
// (ui/panel/modes).
import type { LoopProfile } from '../../../src/core/profiles/schemas/loop.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { AGENT_BUDGETS } from '../limits.ts';
import { AgentRouting, AgentSkills, BudgetFields } from './agentFields.tsx';
import { connectionLabel, RowFrame, RowList, useExpanded } from './rows.tsx';
import { ModeSkills, RoutingSection, type CardProps } from './shared.tsx';

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
    </>
  );
}

