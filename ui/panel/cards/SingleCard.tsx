// The single card: the team of one (the node: prompts, routing, output limit, skills). Advanced below
// it comes from the mode's descriptor (ui/panel/modes).
import type { SingleProfile } from '../../../src/core/profiles/schemas/single.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import { AGENT_BUDGETS } from '../limits.ts';
import { AgentRouting, AgentSkills, BudgetFields } from './agentFields.tsx';
import { connectionLabel, RowFrame, RowList, useExpanded } from './rows.tsx';
import { ModeSkills, RoutingSection, type CardProps } from './shared.tsx';

type SingleNode = SingleProfile['node'];
const NODE_KEY = 'node';

export function SingleCard({ profile, editor, shared }: CardProps<SingleProfile>) {
  const expanded = useExpanded(NODE_KEY);
  const node = profile.node;
  const patch = (p: Partial<SingleNode>) => editor.update((prof) => withField(prof, 'node', withFields(prof.node, p)));
  return (
    <>
      <ModeSkills profile={profile} editor={editor} shared={shared} />
      <RoutingSection profile={profile} editor={editor} shared={shared} />
      <Section title={pt('team.title', { count: 1 })}>
        <RowList label={pt('team.title', { count: 1 })}>
          <RowFrame
            rowKey={NODE_KEY}
            path="node"
            title={pt('single.node')}
            open={expanded.key === NODE_KEY}
            onToggle={expanded.toggle}
            summary={pt('single.role')}
            connection={connectionLabel(node.apiPreset, shared.connections)}
            skills={{ policy: node.skills as SkillPolicy | undefined, installed: shared.skills.installed }}
            details={() => (
              <>
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
                <BudgetFields agent={node} ranges={AGENT_BUDGETS.singleNode} path="node" patch={patch} />
                <AgentSkills
                  label={pt('single.skills')}
                  rowId="node"
                  policy={node.skills as SkillPolicy | undefined}
                  inherited={profile.skills.visible}
                  shared={shared}
                  onChange={(skills) => patch({ skills: skills as SingleNode['skills'] })}
                />
              </>
            )}
          />
        </RowList>
      </Section>
    </>
  );
}

