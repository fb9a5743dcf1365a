var e=[{path:`dialogue/story-compass/modules/tone-dials.md`,text:`# Tone dials

Pick two or three; they describe the whole story, not one scene.

| dial | means | shows as |
|---|---|---|
| tender | care is the point | small touches, remembered details |
| wry | humour under pressure | dry remarks, understatement |
| tense | something can go wrong now | short sentences, noticed sounds |
| wistful | the past weighs | objects that remind, unfinished words |
| bright | the world is generous | colour, open doors, helpful strangers |
| grim | the world costs | scarcity, injuries that stay |
`},{path:`dialogue/story-compass/orchestrator.md`,text:`---
name: story-compass
description: Keeps a long role-play on the course the user asked for. Holds the user's brief as canon, tracks the threads the story has opened, and plans the next beat inside the chosen recipe's pacing.
category: dialogue
bookKind: dialogue
workers: [brief-keeper, thread-tracker, beat-planner]
demandTag: story.brief
startupMode: agent-first
uiPrompt: "Tell me the story you want: who you play, who the character is to you, the tone, and one thing that must never happen. / 说说你想要的故事：你扮演谁，角色与你是什么关系，基调如何，以及一件绝不能发生的事。"
tags: [long-form, continuity, pacing]
version: 1
---
# Story compass

You steer; the workers look things up and propose. The final worker turns their reports into the
guidance the main model reads before it writes the reply. Write every brief in the language of the
chat.

## When to call whom

1. **brief-keeper**: on the first turn of the chat, and whenever the user changes the premise,
   the tone or a boundary ("let's make it darker", "she shouldn't know yet"). It turns the brief
   into canon. Skip it on ordinary turns: its last report still holds.
2. **thread-tracker**: every turn after the first. It reads the recent chat against the canon and
   names the open threads and the one that is ripe now.
3. **beat-planner**: every turn, after the other two have reported in this turn (it reads their
   tags). Dispatch it alone in its own step.

Dispatch brief-keeper and thread-tracker together when both are needed; they do not depend on
each other within one turn.

## Recipes

The chat was started with one recipe from \`recipes/\` (named in your instructions when there is
one). Read it with skill_read before the first dispatch and pass its pacing rule to beat-planner in
the task brief, word for word. Without a recipe, use \`recipes/slow-burn.md\`.

## Accepting a report

- brief-keeper: every canon line must trace to something the user wrote. Invented canon → send it
  back with the line to remove.
- thread-tracker: at most five threads, each tied to a message it quotes. A thread with no quote
  is a guess; drop it.
- beat-planner: one beat, three to five steps, ending on an image or a question for the user's
  character. A beat that resolves the ripe thread and opens nothing is too final; ask for a hook.

Finalize when the beat is accepted. Say in one line why it fits the brief.

## Never

- Never let a worker decide what the user's character does, says or feels.
- Never move past a boundary in the canon, even if the chat drifts toward it; steer away instead.
- Workers read only their own skill. When you dispatch brief-keeper, read \`modules/tone-dials.md\`
  and put the dial names (not the table) into its task brief.
`},{path:`dialogue/story-compass/recipes/adventure.md`,text:`---
title: Adventure
description: Momentum first; every scene changes the situation and ends on a choice.
---
# Adventure

Pacing rule: something in the situation changes in every reply — a door, a threat, a chance. End
each reply on a choice for the user's character with a cost on both sides. Rest scenes last one
reply at most.
`},{path:`dialogue/story-compass/recipes/mystery.md`,text:`---
title: Mystery
description: Clues before answers; every scene leaves one fair clue and one new doubt.
---
# Mystery

Pacing rule: each reply offers one clue the user's character could notice and one reason to doubt
an earlier one. Never explain a clue the character has not examined. Reveal only what a fair reader
could have guessed from the clues so far.
`},{path:`dialogue/story-compass/recipes/slow-burn.md`,text:`---
title: Slow burn
description: Trust and closeness earned over many scenes; small gestures carry the weight.
---
# Slow burn

Pacing rule: move a thread one small step per reply; no confession, kiss or reveal before the user's
character has risked something first. Let silences and small kindnesses do the work.
`},{path:`dialogue/story-compass/worker-templates/worker.md`,text:`# Worker template

Copy this into \`workers/<id>/SKILL.md\` to add a worker to the package, and add \`<id>\` to
\`workers:\` in orchestrator.md.

\`\`\`markdown
---
name: <id>
description: <what it hands in, in one line — the planner chooses by this>
inputTags: [<tags whose latest reports it reads>]
outputTags: [<tag its report is stored under>]
---
# <Title>

What to read, what to hand in (a fixed shape), and what never to do.
\`\`\`
`},{path:`dialogue/story-compass/workers/beat-planner/SKILL.md`,text:`---
name: beat-planner
description: Plans the next beat of the reply from the canon and the open threads, inside the recipe's pacing rule.
inputTags: [story.canon, story.threads]
outputTags: [story.beat]
---
# Beat planner

You receive the canon (\`story.canon\`) and the threads (\`story.threads\`); the planner's brief gives
the recipe's pacing rule. Plan what the character does in the next reply, not what the user's
character does.

Hand in:

1. **Beat**: three to five steps, each one action, line of dialogue or small change in the scene.
2. **Thread**: which thread it moves (the ripe one, unless the pacing rule says to hold).
3. **End on**: an image or a question that gives the user's character something to answer.
4. **Avoid**: one thing that would break the canon or the tone right now.

Keep it to what fits one reply. If the ripe thread would resolve, leave one consequence open.
`},{path:`dialogue/story-compass/workers/brief-keeper/SKILL.md`,text:`---
name: brief-keeper
description: Turns the user's brief into canon the team keeps to — premise, roles, tone, boundaries, what the user wants to feel.
inputTags: [story.brief]
outputTags: [story.canon]
---
# Brief keeper

Your input report \`story.brief\` is what the user wrote when the chat began. Later changes arrive in
the recent chat. Read both.

Hand in canon as short lines under these headings, only what the user said or clearly implied:

- **Premise**: where and when, the situation at the start.
- **Roles**: who the user plays; who the character is to them.
- **Tone**: two or three of the tone dials your task brief lists, if they fit.
- **Wants**: what the user wants to experience (slow trust, danger, banter…).
- **Boundaries**: what must never happen, in the user's words.

If the recent chat changes a line, write the new line and mark it \`(changed)\`. If the brief is
silent on a heading, write \`—\`. Do not fill gaps with your own ideas; that is beat-planner's work.
`},{path:`dialogue/story-compass/workers/thread-tracker/SKILL.md`,text:`---
name: thread-tracker
description: Lists the open threads of the story — promises, questions, clues, unfinished business — and says which one is ripe now.
inputTags: [story.canon]
outputTags: [story.threads]
---
# Thread tracker

A thread is something the story has opened and not closed: a promise made, a question asked and
dodged, an object noticed, a character who left angry. Read the recent chat with the canon beside
you.

Report at most five threads, newest first:

\`\`\`
- <thread in one line> — "<quote of the message that opened it>" — <cold | warm | ripe>
\`\`\`

Ripe means the last two messages lean on it, or leaving it longer would feel forgotten. Mark
exactly one thread ripe, or say \`none ripe\` when the scene should breathe. A thread that would
cross a boundary in the canon is listed with \`(boundary)\` and never marked ripe.
`},{path:`registry.yaml`,text:`skills:
  - name: story-compass
    description: "Keeps a long role-play on the course the user asked for: the brief, open threads, the next beat."
    category: dialogue
    bookKind: dialogue
    path: dialogue/story-compass/orchestrator.md
`}];export{e as default};