// The loop card: the team of one (the loop agent). The mode's skills and routing above it and Advanced
// below it are every mode's (ui/panel/modes).
import type { LoopProfile } from '../../../../src/core/profiles/schemas/loop.ts';
import { shippedDefaultOf } from '../../../../src/core/profiles/shipped.ts';
import { AGENT_BUDGETS } from '../../limits.ts';
import type { CardProps } from '../../cards/shared.tsx';
import { SoloCard, type SoloWords } from '../../cards/SoloCard.tsx';
import { loopT } from './i18n.ts';

/** Its words, read while rendering (they follow the language). */
const words = (): SoloWords => ({ title: loopT('loop.agent'), role: loopT('loop.role'), prompt: loopT('loop.prompt'), skills: loopT('loop.agentSkills') });

export function LoopCard({ profile, editor, shared }: CardProps<LoopProfile>) {
  const shipped = shippedDefaultOf('loop', profile).loopAgent;
  return (
    <SoloCard
      profile={profile}
      editor={editor}
      shared={shared}
      field="loopAgent"
      words={words()}
      shipped={shipped}
      budgets={AGENT_BUDGETS.loopAgent}
      promptRows={10}
    />
  );
}
