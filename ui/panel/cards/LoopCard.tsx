// The loop card: the team of one (the loop agent). The mode's skills and routing above it and Advanced
// below it are every mode's (ui/panel/modes).
import type { LoopProfile } from '../../../src/core/profiles/schemas/loop.ts';
import { shippedDefaultOf } from '../../../src/core/profiles/shipped.ts';
import { AGENT_BUDGETS } from '../limits.ts';
import type { CardProps } from './shared.tsx';
import { SoloCard, type SoloWords } from './SoloCard.tsx';

const WORDS: SoloWords = { title: 'loop.agent', role: 'loop.role', prompt: 'loop.prompt', skills: 'loop.agentSkills' };

export function LoopCard({ profile, editor, shared }: CardProps<LoopProfile>) {
  const shipped = shippedDefaultOf('loop', profile).loopAgent;
  return (
    <SoloCard
      profile={profile}
      editor={editor}
      shared={shared}
      field="loopAgent"
      words={WORDS}
      shipped={shipped}
      budgets={AGENT_BUDGETS.loopAgent}
      promptRows={10}
    />
  );
}
