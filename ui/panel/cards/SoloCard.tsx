// A team of one (the loop agent, the single node): its one row, open at first — its prompt (and
// template, where it has one), routing, output limit and skills. The loop and single cards are this
// row with their own words.
import type { SkillPolicy } from '../../../src/core/skills/types.ts';
import { Section, TextAreaField } from '../fields.tsx';
import { pt } from '../i18n.ts';
import { withField, withFields } from '../listEdit.ts';
import type { AgentBudgetRanges } from '../limits.ts';
import { AgentRouting, AgentSkills, BudgetFields } from './agentFields.tsx';
import { connectionLabel, RowFrame, RowList, useExpanded } from './rows.tsx';
import type { CardProps } from './shared.tsx';

interface SoloAgent {
  systemPrompt: string;
  userPromptTemplate?: string;
  apiPreset: string;
  promptPreset: string;
  maxTokens: number;
  storyMessages?: number | null;
  storyTokens?: number;
  skills?: SkillPolicy;
}

export interface SoloWords {
  title: string;
  role: string;
  prompt: string;
  /** The user prompt template's label, for an agent that has one. */
  template?: string;
  skills: string;
}

interface SoloProps<P, K extends keyof P & string> extends CardProps<P> {
  /** The profile's field holding the agent (also its row key and data-path). */
  field: K;
  words: SoloWords;
  /** The shipped agent in the profile's language ("Reset to default"). */
  shipped: SoloAgent;
  budgets: AgentBudgetRanges;
  promptRows: number;
}

export function SoloCard<P extends { skills: { visible: string[] } }, K extends keyof P & string>(props: SoloProps<P, K>) {
  const { profile, editor, shared, field, words } = props;
  const expanded = useExpanded(field);
  const agent = profile[field] as SoloAgent;
  const patch = (p: Partial<SoloAgent>) => editor.update((prof) => withField(prof, field, withFields(prof[field] as SoloAgent, p) as P[K]));
  const title = pt('team.title', { count: 1 });
  return (
    <Section title={title}>
      <RowList label={title}>
        <RowFrame
          rowKey={field}
          path={field}
          title={words.title}
          open={expanded.key === field}
          onToggle={expanded.toggle}
          summary={words.role}
          connection={connectionLabel(agent.apiPreset, shared.connections)}
          skills={{ policy: agent.skills, installed: shared.skills.installed }}
          details={() => (
            <>
              <TextAreaField
                label={words.prompt}
                value={agent.systemPrompt}
                defaultValue={props.shipped.systemPrompt}
                rows={props.promptRows}
                path={`${field}.systemPrompt`}
                onValue={(systemPrompt) => patch({ systemPrompt })}
              />
              {words.template && (
                <TextAreaField
                  label={words.template}
                  value={agent.userPromptTemplate ?? ''}
                  defaultValue={props.shipped.userPromptTemplate}
                  rows={6}
                  mono
                  path={`${field}.userPromptTemplate`}
                  onValue={(userPromptTemplate) => patch({ userPromptTemplate })}
                />
              )}
              <AgentRouting agent={agent} options={shared} path={field} patch={patch} />
              <BudgetFields agent={agent} ranges={props.budgets} path={field} patch={patch} />
              <AgentSkills
                label={words.skills}
                rowId={field}
                policy={agent.skills}
                inherited={profile.skills.visible}
                shared={shared}
                onChange={(skills) => patch({ skills })}
              />
            </>
          )}
        />
      </RowList>
    </Section>
  );
}
