// The single card: the team of one (the node: prompts, routing, output limit, skills). The mode's
// skills and routing above it and Advanced below it are every mode's (ui/panel/modes).
import type { SingleProfile } from '../../../../src/core/profiles/schemas/single.ts';
import { shippedDefaultOf } from '../../../../src/core/profiles/shipped.ts';
import { AGENT_BUDGETS } from '../../limits.ts';
import type { CardProps } from '../../cards/shared.tsx';
import { SoloCard, type SoloWords } from '../../cards/SoloCard.tsx';
import { singleT } from './i18n.ts';

/** Its words, read while rendering (they follow the language). */
const words = (): SoloWords => ({
  title: singleT('single.node'),
  role: singleT('single.role'),
  prompt: singleT('single.prompt'),
  template: singleT('single.template'),
  skills: singleT('single.skills'),
});

export function SingleCard({ profile, editor, shared }: CardProps<SingleProfile>) {
  const shipped = shippedDefaultOf('single', profile).node;
  return (
    <SoloCard
      profile={profile}
      editor={editor}
      shared={shared}
      field="node"
      words={words()}
      shipped={shipped}
      budgets={AGENT_BUDGETS.singleNode}
      promptRows={8}
    />
  );
}
