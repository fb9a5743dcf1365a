// The single card: the team of one (the node: prompts, routing, output limit, skills). The mode's
// skills and routing above it and Advanced below it are every mode's (ui/panel/modes).
import type { SingleProfile } from '../../../src/core/profiles/schemas/single.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import { AGENT_BUDGETS } from '../limits.ts';
import type { CardProps } from './shared.tsx';
import { SoloCard, type SoloWords } from './SoloCard.tsx';

const WORDS: SoloWords = { title: 'single.node', role: 'single.role', prompt: 'single.prompt', template: 'single.template', skills: 'single.skills' };

export function SingleCard({ profile, editor, shared }: CardProps<SingleProfile>) {
  const shipped = shippedDefaultOf('single', profile).node;
  return (
    <SoloCard
      profile={profile}
      editor={editor}
      shared={shared}
      field="node"
      words={WORDS}
      shipped={shipped}
      budgets={AGENT_BUDGETS.singleNode}
      promptRows={8}
    />
  );
}
