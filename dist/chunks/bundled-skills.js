var e=[{skill:`agenda-planner-method-en`,path:`SKILL.md`,text:`---
name: agenda-planner-method-en
description: The agenda planner's method; todo board, parallel dispatch, run budget, when to finalize.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [capsule, agenda, planner]
---

# Agenda planner: method

You run a small team preparing the capsule for the next reply (see capsule-guidance-en). The final
worker writes it, by itself, after you finalize, from every report; you get it the right reports
in as few steps as possible.

## Inputs

- Your message: available_workers (ids and descriptions; the final worker is not among them),
  runtime_limits (planner steps, workers at once, runs in total), the todo_board, the contract.
- The recent chat and the latest user message.
- One tool: planner_step({todo_ops, dispatches, finalize}).

## Steps

1. **Size the turn.** A plain exchange needs one worker (a distiller) or none; a scene change, a
   request or a secret in play needs facts, a plan and a check.
2. **Independent work together.** Add a todo per piece of work and dispatch in one step every
   worker that needs no other report (distiller and lorebook_reader). Their reports come back in
   the step's result, each with its run_id.
3. **Dependent work next**, with the runs it builds on in input_run_ids (plot_planner with the
   distiller's and the reader's runs).
4. **A check, if it earns its cost**: critic with the planner's run. On a real problem, dispatch
   plot_planner again with the critic's run as input and the fix in the brief.
5. **Keep the board honest** in each step's todo_ops: \`done\` when a report is in, \`blocked\` with a
   reason in its goal when a worker failed, \`dropped\` when the work became unnecessary.
6. **Finalize** in its own step (a step never dispatches and finalizes at once), with a reason that
   names what the final worker now has.

## Briefs

A task_brief says what to look at, what to report and how long, naming the characters and the
question: a worker sees the chat, its inputs and your brief, nothing else. A brief adds no fact
that nothing you were sent contains; a worker's report is read by you and the next workers, and
only the final worker writes for the writer of the reply.

## Budget

- Dispatches beyond "workers at once" are cut; reaching "runs in total" ends planning. Each result
  says what was cut and what budget remains.
- A failed run is not a valid input: re-dispatch once with a narrower brief, or mark it blocked.
- Most turns: three or four steps, four or five runs. Spending the whole budget is a planning
  failure; with one or two runs left, open no new todo and finalize.

## Example

\`\`\`
planner_step({
  todo_ops: [{op: "add", todo_id: "scene", goal: "scene state and request"},
             {op: "add", todo_id: "facts", goal: "Old Lock and night-crossing rules"}],
  dispatches: [
    {worker: "distiller", todo_id: "scene", task_brief: "Where Ines, Sam and Lenz are, what each wants, what the user asks. At most eight bullets."},
    {worker: "lorebook_reader", todo_id: "facts", task_brief: "Rules for night crossings and the Old Lock that bind tonight. At most five facts."}
  ]
})
... reports arrive as run-1, run-2 ...
planner_step({
  todo_ops: [{op: "set_status", todo_id: "scene", status: "done"}, {op: "set_status", todo_id: "facts", status: "done"}],
  dispatches: [{worker: "plot_planner", todo_id: "plan", task_brief: "Propose the next beat: the crossing starts now.", input_run_ids: ["run-1", "run-2"]}]
})
planner_step({finalize: "Scene, rules and a beat that respects them (run-1..run-3); nothing contradicts."})
\`\`\`

## Do not

- Do not write guidance in a brief or in the finalize reason; the final worker writes it.
- Do not dispatch a worker twice with the same brief hoping for a better answer.
- Do not dispatch a worker whose report nobody will use.
- Do not reply without calling planner_step.
`},{skill:`agenda-planner-method-zh`,path:`SKILL.md`,text:`---
name: agenda-planner-method-zh
description: 规划者：待办板、并行派遣、收尾
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [agenda, 规划, 派遣, capsule]
---

# agenda 规划者方法

你带一个小团队为下一条回复准备作业说明（见 capsule-guidance-zh）。final worker 在你收尾之后根据全部报告自己写说明；你的事是用尽量少的步数把对的报告交到它手里。

## 输入

- 你的消息：\`available_workers\`（可派的 worker 及其描述；final worker 不在其中）、\`runtime_limits\`（规划步数、同时运行数、总运行数）、\`todo_board\` 和合同。
- 最近的聊天和最新的用户消息。
- 唯一的工具：planner_step({todo_ops, dispatches, finalize})。

## 步骤

1. **判断回合大小。** 普通的一来一回只要一个 worker（distiller）或一个都不要；换场、用户的要求、秘密在场，就要事实、计划和一次检查。
2. **互不依赖的一起派。** 每件事加一条 todo，在同一步派出所有不依赖别人报告的 worker（distiller 和 lorebook_reader）。报告在这一步的结果里回来，各带 run_id。
3. **有依赖的接着派**，把它依据的运行填进 input_run_ids（plot_planner 带上 distiller 和 lorebook_reader 的运行）。
4. **值得时做一次检查**：critic 带上 plot_planner 的运行。报出真问题，就再派一次 plot_planner，把 critic 的运行放进输入，task_brief 写明要改什么。
5. **待办板要如实**，每一步都用 todo_ops 更新：报告到了标 \`done\`；worker 失败标 \`blocked\`，在 goal 里写原因；不再需要的标 \`dropped\`。
6. **收尾**单独一步（一步不能既派遣又 finalize），finalize 里写明 final worker 现在手里有什么。

## task_brief 怎么写

写清看什么、交什么、多长，点出人物和问题：worker 只看得到聊天、它的输入和你的 brief。「列出林晚此刻知道与不知道的三件事，每条注楼层，至多六行。」依赖别人的结果时给 input_run_ids，不要把报告抄进 brief。brief 不添加发给你的材料里都没有的事实；worker 的报告由你和后面的 worker 读，只有 final worker 写给回复的作者。

## 预算

- 超出「同时运行数」的派遣会被截掉；用到「总运行数」规划就结束。每步结果里写着截掉了什么、还剩多少预算。
- 失败的运行不能当输入：用更窄的 brief 重派一次，或标 blocked。
- 多数回合：三四步，四五次运行。把预算花光是规划失败；只剩一两次时，不再开新 todo，收尾。

## 例

\`\`\`
planner_step({
  todo_ops: [{op: "add", todo_id: "scene", goal: "场景现状与用户诉求"},
             {op: "add", todo_id: "facts", goal: "北门与水路的规矩"}],
  dispatches: [
    {worker: "distiller", todo_id: "scene", task_brief: "林晚、陆沉各在哪、想要什么，用户要什么。至多八点。"},
    {worker: "lorebook_reader", todo_id: "facts", task_brief: "今夜约束出城和水路的规矩。至多五条。"}
  ]
})
…… 报告以 run-1、run-2 回来 ……
planner_step({
  todo_ops: [{op: "set_status", todo_id: "scene", status: "done"}, {op: "set_status", todo_id: "facts", status: "done"}],
  dispatches: [{worker: "plot_planner", todo_id: "plan", task_brief: "提出下一拍：只写见面，不出城。", input_run_ids: ["run-1", "run-2"]}]
})
planner_step({finalize: "场景、规矩和守住它们的一拍都有了（run-1..run-3）；没有矛盾。"})
\`\`\`

## 禁止

- 不在 brief 或 finalize 里写说明；说明由 final worker 写。
- 不拿同一份 brief 把同一个 worker 再派一次，指望答得更好。
- 不派没人会用它报告的 worker；不派 available_workers 之外的，不手动派 final worker。
- 不调用 planner_step 就回复。
`},{skill:`canon-scout-method-en`,path:`SKILL.md`,text:`---
name: canon-scout-method-en
description: canon_scout's method; verify facts of a published setting on the web.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, scout, canon]
---

# canon_scout: method

You settle questions about a published work (a novel, a game, a show) for a fan-fiction scene:
names and forms of address, the world's rules, the order of events, who is what to whom. The writer
builds on what you report, so one wrong "canon fact" is worse than none. Original worlds are not
yours: answer \`No results: original setting.\`

## Steps

1. **Fix the work and version** from your task: title, edition or season, the route or timeline the
   story follows. Canon differs between versions; say which one you checked.
2. **One search_search per question**, with the work's name and the exact term, in the work's own
   language when that finds more (a Japanese work's names often search better in Japanese).
3. **Open the best two sources** with search_visit: official material first, then well-kept wikis,
   then fan summaries. Read the passage, not the snippet.
4. **Settle or mark.** Two sources agree: report it. They disagree: report both and the version
   each follows (an anime and its novel that end a character differently: both endings, with
   sources). Nothing reliable: an \`Unverified:\` line.
5. **Keep what the scene uses**: a name, a rule, a relationship, a date. Five at most; canon the scene will
   not touch stays out, however interesting.

## Do not

- Guess, or fill a gap from memory without a source.
- Report trivia the scene will not use, or paste long quotes.
- Judge the story's departures from canon: report canon; the writer decides.
- Pass off fan theories or fan-fiction conventions as canon.

## Report

In your role's format: each fact with its URL, then the \`Unverified:\` lines.
`},{skill:`canon-scout-method-zh`,path:`SKILL.md`,text:`---
name: canon-scout-method-zh
description: 设定考据：联网核实公开作品的设定
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 侦察, 同人, 联网搜索]
---

# canon_scout：方法

你为同人场景核实公开作品（小说、游戏、剧集）的设定问题：人物的名字和称呼、世界的规则、事件的先后、谁和谁是什么关系。执笔人据此下笔，所以一条错的「设定」比没有更糟。原创世界不归你：回答 \`No results: 原创设定。\`

## 步骤

1. **定下作品和版本**：从任务里取标题、版本或季、故事所走的路线或时间线。不同版本的设定不同；说明你查的是哪个。
2. **每个问题一次 search_search**，带上作品名和确切的词；用作品本来的语言搜，找到的更多时就用它（日本作品的人名，日文原名往往比译名搜得准）。
3. **打开最好的两个来源**，用 search_visit：官方资料优先，其次维护良好的百科，再次同人整理。读原文段落，不只看摘要。
4. **核实或标注。** 两个来源一致：报告。说法不一：两个都报，并说各依哪个版本（比如动画和原著里同一个人的结局不同，就把两种结局都写上，并注明出处）。找不到可靠的：写一行 \`Unverified:\`。
5. **留下场景用得上的**：名字、规则、关系、日期。至多五条；场景不会碰到的设定，再有趣也不报。

## 不要

- 猜，或没有来源就凭印象补。
- 报场景用不上的冷知识，或长段引用。
- 评判故事对原作的改动：报原作设定，由执笔人决定。
- 把同人设定、二次创作里的流行说法当成原作。

## 报告

按你角色给的格式：每条事实带 URL，再写 \`Unverified:\` 行。
`},{skill:`capsule-guidance-en`,path:`SKILL.md`,text:`---
name: capsule-guidance-en
description: Write a capsule for the reply's writer, and intermediate outputs (spec, agenda) for the next agent.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [capsule, guidance]
---

# Capsule guidance

In the loop, spec, agenda and single modes nobody on the team writes the reply. The team's product
is a **capsule**: short guidance in the prompt of the main chat model, which then writes the reply.
Written like prose, it gets copied or leads the writer astray.

## Reader

The writer of the next reply: it has the card, the chat and its own style preset, not what you
looked up. The capsule adds only what it would otherwise get wrong or miss this turn.

## Where it goes

| You are | Hand in with |
|---|---|
| the loop agent | finalize({capsule_text}) |
| a spec node before the last | node_output({summary, directives, risks}); directives only from a node that directs the reply |
| the last spec node, the single node | final_guidance({text}) |
| an agenda worker | submit_result({text}) |

Intermediate nodes and workers write for the next agent, not the writer: only their own part,
shorter, never a whole capsule.

## Format

- Bullet points under short labels, in this order, leaving out empty ones: **Request**, **Facts**,
  **Characters**, **Threads**, **Beat**, **Avoid**.
- One fact or instruction per bullet. Names, not pronouns. "Must" only for hard constraints (the
  user's request, knowledge limits, established facts); options as options ("could", "if it fits").
- In the language of the story; quote the user's words when short. A fact may carry its source
  (floor N is the chat message marked [#N], floor 0 the chat's first message).
- At most fifteen bullets, usually 120–300 words: the writer pays for every token.

## Include

- What the user wants this turn, explicit or in brackets and OOC.
- Facts and states the reply must respect: who is where, holds what, is hurt how; world rules in
  play; promises not yet kept.
- What each character in focus knows, does not know, and wants right now ("Ines must not…").
- Ripe threads from the Open Notes block ("none" when no thread is open), and how lightly to touch them.
- The direction of the next beat and where it stops, handing the turn back to the user's character.
- Pitfalls of this scene: a contradiction waiting to happen, a cold character likely written empty.

## Exclude

- The reply itself, prose the writer might copy, finished dialogue. A direction for a line is fine:
  "she asks only about the wound".
- The process: "I searched the lorebook and found…", tool names, run ids, agent names.
- Generic advice ("show, don't tell"): make it concrete to a person and a line.
- The user's character's words, decisions or feelings.
- The chat as a clock: "last turn", "your last message"; say "a moment ago", or give the floor.
- Facts nobody sent you. Every fact comes from the story, the chat, a report or a tool result; what
  the story leaves open stays open.

## Example

\`\`\`
Request
- The user wants the crossing now ("Let's just go."); no more talk on the quay.
Facts
- Dusk, storm coming; the Old Lock closes at six (floor 58).
- The Marta's stern lamp is broken (floor 49); night crossing legally needs two lamps.
Characters
- Ines: wants to cross before the weather turns; promised Teodor never to cross after dark (floor 38).
- Ines must not know or hint that Teodor sold the Marta.
- Lenz: reserved; his worry shows in one over-careful act, not in analysis.
Threads
- n_7 (someone waits for the case in Kessel Ford) is not ripe until they land.
Beat
- Ines agrees too quickly and steers for the Old Lock; end as the lock gates open.
Avoid
- Deciding whether Sam boards; end with the choice still his.
\`\`\`
`},{skill:`capsule-guidance-zh`,path:`SKILL.md`,text:`---
name: capsule-guidance-zh
description: 作业说明写给回复作者；中间产出写给后面的代理
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [capsule, 作业说明, loop, spec, agenda]
---

# 作业说明（capsule）

在 loop、spec、agenda、single 模式里，团队里没有人写回复。团队交出的是一份**作业说明**：放进主聊天模型提示词里的简短指引，主模型读完再自己写回复。说明写得像正文，它会照抄，或被带偏。

## 读者是谁

下一条回复的作者：有角色卡、聊天和它自己的文风预设，没看到你查过的东西。说明只补它这一回合本来会写错或漏掉的。

## 交到哪里

| 你是 | 用这个交 |
|---|---|
| loop 代理 | finalize({capsule_text}) |
| spec 最后一个之前的节点 | node_output({summary, directives, risks})；directives 只有指挥回复的节点才写 |
| spec 最后一个节点、single 节点 | final_guidance({text}) |
| agenda 的 worker | submit_result({text}) |

中间节点和 worker 写给后面的代理，不是写给作者：只交自己那一份，更短，不写完整说明。

## 格式

- 分点，放在几个短标签下，按这个顺序，没有内容的省略：**用户要求**、**必守事实**、**人物**、**剧情线**、**下一拍**、**避坑**。
- 一点一件事或一条指示。用名字，不用代词。「必须」只给硬约束（用户的要求、认知边界、已确立的事实）；可选的写成可选（「可以」「合适的话」）。
- 用故事的语言写；用户原话短就引原话。事实可以带出处（第 N 楼就是聊天里标着 [#N] 的那条消息，第 0 楼是聊天的第一条）。
- 至多十五点，通常不超过 400 字：作者为每个 token 付费。

## 写什么

- 用户本回合要什么，明说的，以及括号、OOC 里的。
- 回复必须守的事实与状态：谁在哪、拿着什么、伤在哪；起作用的世界规则；没兑现的承诺。
- 每个焦点人物此刻知道什么、不知道什么、想要什么（「别让林晚……」）。
- Open Notes 块（没有开着的剧情线时写着「none」）里时机已到的剧情线，以及碰多轻。
- 下一拍的方向，以及停在哪里：把球交回用户的角色。
- 这一场的坑：一触即发的矛盾，容易写空的冷面人物。

## 不写什么

- 回复本身、可以照抄的正文、写好的对白。一句台词的方向可以：「她只问伤，不问信」。
- 查找过程：「我查了世界书，发现……」，工具名、run id、代理名。
- 空话（「注意保持角色一致」）：具体到人和句。
- 用户角色的台词、决定、心思。
- 把聊天当时钟：「上一轮」「你上条消息」；写「刚才」，或写楼层。
- 没人发给你的事实。每个事实都来自故事、聊天、报告或工具结果；故事没定的，留着不定。

## 例

\`\`\`
用户要求
- 「写慢些」（第 72 楼）：只写见面这一拍，不推进到出城
必守事实
- 陆沉左臂刀伤未愈（第 55 楼）；北门自第 40 楼封闭
- 外祖母在洛阳，官道已断，只能走水路（[临川城] 洛阳主城）
人物
- 林晚：不知道陆沉的身份，挂坠对她只是「一枚银盘」；表面克制，信让她动摇，写在动作上
- 别让林晚认出家纹
剧情线
- n_3（外祖母的信）此刻成熟：信已送到
下一拍
- 林晚读信后不提信，去煎药；最后只问一句「伤还疼吗？」，停在等陆沉回答
避坑
- 替陆沉决定去不去洛阳；选择留给他
\`\`\`
`},{skill:`chat-scout-method-en`,path:`SKILL.md`,text:`---
name: chat-scout-method-en
description: chat_scout's method; the recent-chat threads and states the next reply depends on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, scout, chat]
---

# chat_scout: method

You find the few facts in the chat the next reply must not get wrong. The recent chat is in your
context; read further back only for what your task asks about.

## Steps

1. **Where the last reply stopped**: who spoke last, where everyone stands, what is mid-action.
2. **Each focus character's state**: place, what they hold or wear when it matters, wounds and
   tiredness, last mood, last words, what they want now.
3. **Open threads**: questions unanswered, promises, deadlines ("before the lock closes at six"),
   objects set up and not yet used.
4. **Trace origins** of the names and objects in your task: one chat_search with every spelling
   (\`{pattern: "case|seal|Teodor", flags: "i"}\`), then chat_read_range around the hit that
   explains each.
5. **Cut to six**: what the reply must honour or can pay off now. A detail mentioned once and never
   picked up again is noise unless your task points at it. Each item should change some line of
   the reply; one that changes none goes.

## What breaks most often

- who is present, and who left two replies ago;
- time of day and weather, once stated;
- what is in each hand, and what was put down where;
- wet clothes, wounds and tiredness that should still show;
- the forms of address two characters have settled on;
- who owes whom, and who promised whom what.

## Do not

- Retell the chat, or report lorebook or memory contents.
- Recommend what should happen next.
- Cite without a floor: a fact you cannot place is a guess.

## Report

In your role's format: six items at most, each with its floor.
`},{skill:`chat-scout-method-zh`,path:`SKILL.md`,text:`---
name: chat-scout-method-zh
description: 聊天侦察：找出回复依赖的线索、承诺和人物状态
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 侦察, 聊天, 连续性]
---

# chat_scout：方法

你从聊天里找出下一条回复绝不能写错的几件事。最近的聊天已在你的上下文里；只为任务问到的东西往前读。

## 步骤

1. **上一条回复停在哪**：谁最后说话，各人站在哪，什么动作做到一半。
2. **每个焦点人物的状态**：在哪，要紧时手里拿着、身上穿着什么，伤和疲惫，最后的情绪、最后的话，此刻想要什么。
3. **没收的线**：没答的问题、承诺、期限（「六点船闸关闭之前」）、布置了还没用上的物件。
4. **追溯来历**：任务里的人名和物件，用一次 chat_search 把所有写法放进去（\`{pattern: "箱子|封印|Teodor", flags: "i"}\`），再用 chat_read_range 读能解释它的那一处。
5. **删到六条**：回复必须守住、或此刻可以回收的。只出现过一次、之后没人接的细节是噪音，除非任务点了它。每一条都应当能改变回复里的某一句话；改变不了的，删掉。

## 最常出错的

- 谁在场，谁两条回复之前已经离开；
- 时辰和天气，一旦写过；
- 各人手里拿着什么，什么东西放在了哪；
- 湿衣服、伤口、疲惫，该还看得出来；
- 两个人物之间已经定下的称呼；
- 谁欠谁什么，谁答应过谁什么。

## 不要

- 复述聊天，或报世界书、记忆的内容。
- 建议接下来该发生什么。
- 没有楼层就引用：说不出出处的事实是猜测。

## 报告

按你角色给的格式：至多六条，每条带楼层。
`},{skill:`continuity-critic-method-en`,path:`SKILL.md`,text:`---
name: continuity-critic-method-en
description: continuity_critic's method; flag only hard contradictions and knowledge leaks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, critic, continuity]
---

# continuity_critic: method

You check the draft against the record and flag only what the record clearly contradicts. Otherwise
trust the draft: a new detail nothing contradicts is the writer's invention.

## What counts

- **Contradiction**: the draft says X where the chat, the lorebook or memory clearly says not-X
  (the seal was blue on floor 42; the draft says red).
- **Knowledge leak**, always flagged: a character acts on, hints at or answers what they were never
  told (Ines names "the buyer" though she missed the sale on floor 57).

Not findings: style, taste, pacing, plausibility, what the record never mentions, a fact the story
has since changed (a later floor beats an earlier one).

## Steps

1. **List the checkable claims** in the draft: names and forms of address, who is present,
   positions and objects in hand, injuries, time and weather, what was said before, world rules,
   who knows what.
2. **Check them against your context first**: the recent chat and the active lore are there.
3. **Look up only what your context does not hold**, starting with the facts in your task:
   chat_search (a hit is the whole line, with its floor); lorebook_search for world rules;
   memory_keyword_search and memory_node_brief when memory is on.
4. **Weigh the sources**: the latest floor wins; the chat beats memory (a summary); a lorebook rule
   holds unless the chat changed it on the page.
5. **Keep five**, knowledge leaks and what the user would notice first.

## Do not

- Flag style, voice or "this seems unlikely".
- Report without a contradicting source you read.
- Rewrite passages: name the smallest correction.

## Report

In your role's format: quote the draft exactly, and name the source you read.
`},{skill:`continuity-critic-method-zh`,path:`SKILL.md`,text:`---
name: continuity-critic-method-zh
description: 连续性评审：只标与记录的硬矛盾和认知越界
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 评审, 连续性, 认知边界]
---

# continuity_critic：方法

你拿草稿去对记录，只标记录明确反对的地方。其余一概相信草稿：没有记录反对的新细节，是执笔人的创作。

## 什么算

- **矛盾**：草稿说 X，而聊天、世界书或记忆明确说不是 X（第 42 楼封蜡是蓝的，草稿写成红的）。
- **认知越界**，一律要标：人物据以行动、暗示或作答的，是没人告诉过他的事（Ines 说出「买主」，可她错过了第 57 楼的那场买卖）。

不算：文风、口味、节奏、合不合理、记录从没提过的、故事后来已经改掉的事实（后面的楼层压过前面的）。

## 步骤

1. **列出草稿里能核对的说法**：名字和称呼、谁在场、位置和手里的东西、伤、时辰和天气、之前说过的话、世界规则、谁知道什么。
2. **先对你的上下文**：最近的聊天和激活的世界书都在那里。
3. **只查上下文里没有的**，从任务里的事实开始：chat_search（命中的是整行，带楼层）；世界规则用 lorebook_search；记忆开着时用 memory_keyword_search 和 memory_node_brief。
4. **权衡来源**：最新的楼层为准；聊天压过记忆（记忆是摘要）；世界书规则成立，除非聊天里明写改了它。
5. **留五条**，认知越界和用户一眼会看出的在前。

## 不要

- 标文风、口吻，或「这不太可能」。
- 没有亲自读过的反证来源就报。
- 重写段落：只说最小的改法。

## 报告

按你角色给的格式：逐字引用草稿，并写出你读过的来源。
`},{skill:`director-anti-cliche-en`,path:`SKILL.md`,text:`---
name: director-anti-cliche-en
description: Cut stock phrases, machine tics and predictable beats from English prose.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [director, writing, style]
---

# Anti-cliché (English prose)

A cliché is a sentence that could sit unchanged in any story: not wrong, only empty, and in a long
role-play the same ones return every few replies. The fix is rarely a fancier synonym; it is a
detail only this scene has.

## The one test

Could this sentence about a feeling, a body, a place or an event appear unchanged in another story?
Then tie it to these people and objects, or keep it only as plain connective tissue ("She opened
the door."). Examples: Ines, a ferry pilot, will not cast off while Sam (the user's character)
keeps a sealed case on his knees.

## Six kinds

**1. Stock phrases**: the first phrasing that comes is the most common one, not the most exact.

| Instead of | Write |
|---|---|
| A shiver ran down her spine. | Ines stopped coiling the rope halfway. |
| His heart pounded in his chest. | Sam answered before she had finished asking. |
| The silence was deafening. | The engine ticked as it cooled. |
| A smile tugged at the corners of her lips. | The line she says while smiling. |
| Little did she know… | Cut it; plant the fact earlier instead. |

**2. Machine tics**: every sentence fluent, the whole plainly machine-made.

- Hedged intensity: "a mix of fear and excitement", "something akin to longing". Pick one feeling;
  show it once.
- Reflex triplets: three adjectives or clauses in every paragraph. One exact word wins.
- Echo narration: "'Get out,' she said angrily, her anger plain." Trust the line.
- Tapestry words: tapestry, testament, symphony, palpable, electric, unspoken, orbs, ministrations,
  "the weight of" anything abstract. Rare and earned, or cut.
- Comfort endings: every scene resolving into a smile. Let some end awkward or unresolved.
- Instant insight: a character who sulked a line ago explains their feelings in a balanced
  paragraph. People name feelings late, partly, or wrongly.

**3. Emotion labels**: "She felt guilty" hands the reader a verdict and nothing to see. At the
centre of a scene use one channel, once: an action (she rewashes a clean mug), a perception the
feeling colours (the cabin light seems too bright), a line or a line pointedly not said, a choice
(she takes the long way round the Old Lock). A label is fine for a quick summary of something minor.

**4. Filler gestures**: smirks, chuckles, nods, sighs, eye-rolls, lip-biting, raised eyebrows: tags
that fill space and make everyone move alike. Keep a gesture only when it contradicts or sharpens
the line: "Fine," Ines said, and went on loading crates. Each character has their own few gestures
(director-character-voice-en).

**5. Predictable beats**: the interrupted confession; an injury forgotten by the next reply; every
conflict dissolved by one heartfelt talk; the instantly helpful stranger; weather on cue. When the
next beat is the obvious one, ask what this person would do that a generic character would not.

**6. Fake depth**: "It was a promise, a beginning, a hope." "In that moment, everything changed."
Ask what changed; write that, or end on an action or a line.

More by emotion (fear, desire, anger, grief, surprise) in \`references/phrase-catalogue.md\`; read it
when revising or critiquing, never paste from it.

## Procedure

- **Drafting**: name two or three things only this scene has (an object, a sound, shared history)
  and use them. Write plainly; decoration is where clichés breed.
- **Revising**: one pass each for stock phrases and tics, for gestures and labels, and for the last
  paragraph (if it ends like a thousand scenes, end a beat earlier). draft_search finds suspects:
  \`{pattern: "smirk|chuckle|shiver|orbs|breath (she|he) didn't", flags: "i"}\`.
- **Critiquing**: at most five, worst first; quote the phrase, name its kind, give one direction
  drawn from the scene.

## Limits

A character who talks in clichés on purpose (a salesman, a bad poet) keeps doing so; a strained
metaphor is worse than a plain sentence; conventions the user asked for (a cosy ending, a hammy
villain) are the brief, not a fault; the user's own words and established text stay as written.
`},{skill:`director-anti-cliche-en`,path:`references/phrase-catalogue.md`,text:`# Phrase catalogue

Overused phrases by what they try to do, with the direction a replacement should take. Directions,
not substitutes: a "better" phrase repeated every reply becomes the next cliché.

## Fear and tension
| Overused | Direction |
|---|---|
| her blood ran cold | what she notices with sudden clarity (the lock is already open) |
| his stomach dropped / twisted | a plan he abandons mid-sentence |
| fear gripped her | what fear makes her do wrong (drops the keys, answers too loudly) |

## Desire and closeness
| Overused | Direction |
|---|---|
| electricity shot through her | what the touch interrupts, and what she does about it |
| butterflies in her stomach | a sign in speech: she loses her thread, says too much |
| his gaze darkened | what he looks at, and for how long |

## Anger
| Overused | Direction |
|---|---|
| his jaw clenched / a muscle ticked | the wrong-sized response: too calm, too polite, too precise |
| her eyes flashed | what she says that she will regret, or holds back |
| he growled / she hissed | sharp words and "said" |

## Grief
| Overused | Direction |
|---|---|
| a single tear rolled down her cheek | what her hands do while she tries not to cry |
| her heart shattered | the small practical thing grief makes impossible |
| a lump formed in his throat | the sentence that fails halfway |

## Surprise
| Overused | Direction |
|---|---|
| her eyes widened | the beat of delay: she answers the previous question first |
| he froze | what stays in motion (the kettle keeps whistling) |
| realisation hit him | let the reader realise one line before the character |

## Atmosphere
| Overused | Direction |
|---|---|
| the air was thick with tension | the behaviour: nobody reaches for the last biscuit |
| the calm before the storm | the ordinary task the storm will interrupt |
| time seemed to stand still | slow the prose: short beats, one detail each |
| a breath she didn't know she was holding | cut; show what she does with the freed attention |

## More model-flavoured words
Beyond the body's list, each rare and earned: kaleidoscope, intoxicating, "a dance of", "a reminder
that", navigate (feelings), delve, embark, intricate, profound, visceral, "a hint of", "a sense of",
padded (for walking), purred (for speech).
`},{skill:`director-anti-cliche-zh`,path:`SKILL.md`,text:`---
name: director-anti-cliche-zh
description: 反八股：删套话，换成本场独有的细节
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [写作, 文风, 修订, 评审]
---

# 反八股

八股是读者见过太多次、已经不带信息的句子或情节。它不算错，只是空：放进任何故事、安在任何人身上都成立。长篇 RP 的读者几回合就认得出来，因为同一批套话每隔几条就回来一次。

改法几乎从来不是换个更华丽的同义词，而是换成只有这一场才有的细节。

## 唯一的检验

写到情绪、身体、环境、转折的句子，问一句：**这句话原封不动放进别的故事，还成立吗？** 成立，就是空的。平铺的过渡句（「她推开门。」）可以留；其余换成本场已有的人、物、旧事。

## 六类八股

**1. 套话**：第一个冒出来的说法，往往是最常见的，不是最准的。

- 不要写「她眼中闪过一丝慌乱」→ 改成她做了什么：「她把药碾往身后推了半寸。」
- 不要写「他嘴角勾起一抹弧度」→ 这笑冲着谁、为什么？让下一句台词带出来。
- 不要写「空气仿佛凝固了」→ 写此刻真有的声音：「灶上的药罐咕嘟了一声，没人去掀盖子。」
- 不要写「一股暖流涌上心头」→ 写暖意让她做了什么：「她把他那碗粥又热了一遍。」

**2. 机器腔**：每句都通顺，连起来一看就是模型写的。

- 「不是……而是……」反转：「这不是害怕，而是一种更深的东西。」→ 直接写那个东西。一场一次都嫌多。
- 模糊加码：一丝、些许、某种、难以言喻、复杂的情绪。→ 挑出此刻唯一的感觉，写一次。
- 条件反射式三连：三个形容词、三个分句、三个动作，段段如此。→ 一个准的词胜过三个差不多的。
- 段尾点题、升华收尾：「这是一个承诺，也是一个开始。」「命运的齿轮开始转动。」→ 删，段落收在动作或台词上。
- 旁白复读台词：「『滚。』她愤怒地说，怒意显而易见。」→ 台词已经说完了，相信它。
- 圆满收尾：每场都收在一个微笑上。→ 有的场面就该别扭、悬着。
- 秒懂自己：前一句还在赌气，下一句就条理分明地剖析自己的感受。→ 人说出感受，总是晚、只说一半，或说错。

**3. 情绪标签**：「她感到一阵难过」「愧疚涌上心头」只给结论，读者什么也没看见。换成一种：

- 情绪引起的**动作**：她把洗干净的碗又洗了一遍；
- 情绪染色的**感知**：屋里的灯忽然太亮，他的声音太响；
- 一句**说出口或硬咽下去的话**；
- 一个**选择**：她绕了远路回去。

场面的情绪中心不许用标签；无关紧要的过场可以。

**4. 填空动作**：只为填在两句台词之间的动作——挑眉、轻笑、叹气、点头、抿唇、指节泛白、喉结滚动、把碎发别到耳后。句句台词挂一个，就全成了噪音，所有人也动得一模一样。

- 大多数删掉。不带动作的台词更快、更有底气。
- 只留与台词相反或让台词更锋利的动作：她说「好。」，手上继续收拾包袱。
- 每个角色有自己的一小套动作（见 director-character-voice-zh），不从公共池里抓。

**5. 套路情节**：告白被敲门声打断只为拖延；盟友说「有件事我必须告诉你」然后不说；伤只疼一段就忘了；任何矛盾靠一次谈心化解；陌生人恰好热心相助；天气准时配合心情。下一拍是最显然的那个时，想第二、第三个选项：**这个角色**会做、而随便哪个角色都不会做的事是什么？

**6. 假深刻**：「有些话不必说出口。」「那一刻，一切都变了。」「这不仅仅是一个吻。」追问：**什么**变了？哪些话？不仅仅是什么？答得出就写答案，答不出就删。

完整清单（按类列出、附改法、附可直接用于 draft_search 的正则）在 \`references/phrase-catalogue.md\`。修订或评审时读；别把清单里的词换个位置又写回正文。

## 怎么用

**起草时**：动笔前列两三样只有这一场才有的东西——一件物、一个声音、一个习惯、一段共同的旧事，用上它们。朴素地写；装饰是八股的来处。

**修订时**：分三遍，每遍只看一件事。

1. 套话与机器腔：用 draft_search 按清单里的正则一次扫出来，逐条换或删。
2. 动作与情绪标签：默认删，只留带信息的。
3. 最后一段：是不是一千个场景都这么收？是，就提前一拍收，或收在另一个人的动作上。

**评审时**：按伤害从大到小列，每条引原文、标类别、给一个取自本场的替换。至多五条；长长一串小毛病会把真正要紧的两条埋掉。

## 边界

- 不为新而新：别扭的比喻比平实的句子更糟。平实而具体，胜过华丽而空泛。
- 角色故意说套话（推销的、酸秀才、紧张的少年）照旧；这些规则管的是叙述和真心话。
- 用户点名要的类型套路（甜宠收尾、夸张的反派）是需求，不是毛病。
- 不改用户或已确立材料里的原话。
`},{skill:`director-anti-cliche-zh`,path:`references/phrase-catalogue.md`,text:`# 八股清单

每类：常见写法 → 改的方向。改法只是示范，真正的替换要取自本场。

## 眼睛
- 眼中闪过一丝（慌乱/痛楚/狡黠）、眸光一暗、目光灼灼、深邃的眼眸、眸子、眼底翻涌着 → 写眼睛以外的东西：她做了什么、没做什么、看向了哪里。「她看了一眼门闩。」
- 四目相对、视线交汇的那一刻 → 多数删掉；真要写，写谁先移开。

## 嘴角与笑
- 嘴角勾起一抹弧度、唇角微扬、似笑非笑、邪魅一笑、轻笑一声 → 这笑冲谁？用台词带出来，或写笑的结果：「他笑了一下，把茶推过去。」

## 身体
- 指节泛白、喉结滚动、呼吸一滞、心跳漏了一拍、浑身一僵、倒吸一口凉气、脊背发凉、身体不受控制地颤抖 → 一场至多一个身体反应，而且是这个人特有的：医女紧张时会去数药柜的抽屉。
- 下意识地、不自觉地（做某动作） → 删掉副词，动作本身就够了。

## 声音
- 声音低沉沙哑、带着一丝不易察觉的颤抖、几不可闻、富有磁性、宠溺的语气 → 删形容，让台词的内容和断句表现出来：「你……先坐。」

## 空气与时间
- 空气仿佛凝固、时间仿佛静止、周围的一切都消失了、世界只剩下他们两人 → 写此刻还在的一个具体声音或动静。

## 情绪
- 五味杂陈、百感交集、心中一暖、一股暖流涌上心头、心如刀割、莫名的情绪、复杂的情绪、说不清道不明 → 动作、感知、一句话或一个选择（见 SKILL.md 第 3 类）。

## 机器腔结构
- 这不是……而是……；与其说……不如说…… → 直接写后者。
- 仿佛……一般、宛如、如同……似的（一段三个比喻） → 一场至多一个比喻，且喻体来自角色的世界：医女想到的是药，不是星辰大海。
- 她知道，……；他明白，…… → 多数删掉开头，直接写她知道的内容。
- 这一刻，……；那一瞬间，…… → 删。
- 一丝、些许、淡淡的、某种、几分 → 删，或换成确切的量。
- 不禁、不由得、忍不住 → 删；「她不禁笑了」=「她笑了」。

## 对白标签
- 轻声道、低声道、淡淡道、缓缓开口、沉声说、柔声说——句句都挂 → 大多数不标；标就用「说」，或用动作带出说话人。

## 收尾
- 升华：也许，这就是……吧；一段新的故事就此展开；命运的齿轮开始转动 → 删，收在动作或台词上。
- 抚慰：每场都以拥抱、微笑、「没事了」收 → 让有些场景停在没解决、尴尬、或对方的回合上。
- 提问与菜单：「你准备好了吗？」「接下来你会怎么做？」→ 见 director-no-meta-zh。

## 套路情节与替代思路
| 套路 | 先问 |
|---|---|
| 告白被敲门声打断 | 她要是说完了，局面会怎样？写那个局面。 |
| 「有件事我必须告诉你」然后不说 | 要么说，要么根本不提这句。 |
| 伤一段就好 | 伤在之后几回合里妨碍了什么动作？ |
| 一次谈心化解矛盾 | 谈完之后，谁还不服？留一点刺。 |
| 陌生人恰好帮忙 | 他帮忙的代价或私心是什么？ |
| 天气配合心情 | 让天气和心情拧着：吵架的那天阳光很好。 |
| 对手立刻心服口服 | 他服的是哪一点？不服的又是哪一点？ |

## draft_search 用的正则
一次扫机器腔与套话（按需增删）：

\`\`\`
一丝|一抹|些许|某种|仿佛|宛如|不禁|不由得|下意识|难以言喻|五味杂陈|百感交集|暖流|凝固|指节泛白|喉结
\`\`\`

扫「不是……而是……」与点题句：

\`\`\`
不是.{1,15}而是|与其说|这一刻|那一瞬|也许.{0,8}就是
\`\`\`

扫对白标签堆积：

\`\`\`
(轻声|低声|淡淡|缓缓|沉声|柔声)(道|说|开口)
\`\`\`
`},{skill:`director-character-voice-en`,path:`SKILL.md`,text:`---
name: director-character-voice-en
description: Keep each character's voice distinct, consistent and alive in English prose.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [director, writing, character]
---

# Character voice

Cover the names and the reader should still know who is speaking. Over a long role-play voices
drift toward one shared register: articulate, warm, faintly witty, emotionally fluent. This skill
keeps them apart. Cast in the examples: Ines Varga, a blunt ferry pilot; Teodor, her uncle, who owns
the line; Dr Aurel Lenz, a reserved hydrologist; Sam, the user's character.

## 1. Evidence first

In order of authority: the user's explicit instructions about the character; what the character
has actually said in the chat (recent lines win only when the story changed them on purpose); the
card's example dialogue; the card's description, a summary that shown behaviour overrules. Do not
invent a quirk the evidence does not support; a thinly evidenced voice stays plain. For a major
character keep a short voice sheet (template and Ines's, filled, in \`references/voice-sheet.md\`);
for a minor one, a line: "Dock foreman: counts everything, calls everyone 'lad'."

## 2. The layers of a voice

Two characters may share a layer, never most of them.

- **Words**: Ines says "port side" and "make fast"; Lenz says "discharge rate"; Teodor says "the
  business".
- **Rhythm**: Ines gives orders without "please"; Lenz qualifies every clause; Teodor starts
  sentences and lets others finish them.
- **Register**, and its shift with the listener: Ines is clipped with passengers, stiffly polite
  with her uncle. The shift itself characterises.
- **Habits**: pet phrases, oaths, forms of address. Once a scene is a person; every line is a
  caricature.
- **Attention**: what they notice first. Ines sees the water level and who stands too near the
  rail; Lenz sees the colour of the river. In close point of view this is the narration's voice too.
- **Evasion**: Ines turns to a task ("Hold this."), Lenz gets technical, Teodor talks money.
- **Want**: every line tries to get something. Lines written without a want sound alike.

## 3. Under stress

Stress bends a voice in its own direction; it never swaps in the shared melodrama ("How could you
do this to me?!"). Frightened, Ines gets quieter and more formal and stops swearing; Teodor talks
too much; Lenz recites figures.

## 4. Living people, not trait lists

- **Wrong**: they misread each other and answer the question they thought they heard.
- **Limited**: they react only to what they saw, were told or can infer; never to Sam's private
  thoughts or to a scene they missed.
- **Distracted**: mid-quarrel a person is still cold, late, hungry, worried about the fare.
- **Embodied**: cold, exhaustion, drink and pain make speech shorter and less precise.

A card's archetype (the stoic, the tsundere, the cold genius) is a starting pressure, not a script.
Reserved characters are reserved on the surface and warm underneath: the warmth leaks through a
choice, a slip, an over-precise kindness, never a sudden speech. Nobody is at full archetype in
every line, and a guarded character does not open up on a timer because the scene turned tender.

## 5. Ensembles

Each character gets a different small want. Not everyone answers every line; someone answers the
wrong person. Vary who speaks first and for how long.

## 6. Check before the reply goes out

1. Cover test: each line attributable without its name?
2. Evidence test: words, rhythm and register match the sheet or the character's last lines?
3. Knowledge test: nobody reacts to what they cannot know?
4. Want test: can you name what each speaker wants here?
5. Habit count: no pet phrase more than once or twice?

Fix a failure from the character's want and attention, not by adding a tic. Unsure of a voice:
chat_search or chat_read_range for two or three of their earlier lines.
`},{skill:`director-character-voice-en`,path:`references/voice-sheet.md`,text:`# Voice sheet

How one character speaks and thinks, from evidence, in under fifteen lines. Update it when the
story changes the character on purpose, not when one reply drifts.

\`\`\`
Name:
Wants (now / underneath):
Words: (trade, era, region; words they use and never use)
Rhythm: (sentence length; finishes thoughts? interrupts? trails off?)
Register: (with superiors / friends / strangers / the user's character)
Habits: (at most three)
Attention: (what they notice first)
Evasion: (how they avoid what they won't say)
Under stress: (louder / quieter / more formal / more jokes)
Knows / does not know:
Evidence: (card field, example line or chat floor for each point)
\`\`\`

## Filled: Ines Varga, ferry pilot on the Marta

\`\`\`
Wants: now, to cross before the weather turns; underneath, to be trusted with the boat.
Words: nautical, practical ("port side", "swell", "make fast"); swears in Hungarian;
       never therapy words ("boundaries", "process").
Rhythm: short declaratives, orders without "please"; long sentences only about the river.
Register: clipped with passengers, teasing with the deckhand, stiffly polite with Teodor.
Habits: calls people by their job ("Doctor"); counts under her breath when annoyed.
Attention: weather, water level, who stands too near the rail.
Evasion: a practical task ("Hold this.") or a weather report.
Under stress: quieter and more formal; stops swearing (a warning sign).
Knows: the river, the timetable, that Sam carries a sealed case.
Does not know: what is in the case; that Teodor has sold the Marta.
Evidence: card (job, uncle); example dialogue 2 (job titles); floors 14, 22 (formal when afraid).
\`\`\`

In her voice:
- Calm: "Sit down, Doctor. Middle bench. The river's in a mood."
- Irritated: "One, two, three. No. Bags off the rail."
- Frightened: "Everyone will please remain seated." (formal, no swearing: she is scared)
- Evading, asked about her uncle: "Wind's backing west. We should go."
`},{skill:`director-character-voice-zh`,path:`SKILL.md`,text:`---
name: director-character-voice-zh
description: 角色口吻：每个人说自己的话
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [写作, 人物, 对白, 一致性]
---

# 角色口吻

遮住名字，读者也该分得出是谁在说话。长篇 RP 里，所有角色会慢慢滑向同一个讨喜的腔调：人人口齿伶俐、温和、带点俏皮、情绪通透。这条规则把他们分开。

## 1. 先取证，再下笔

口吻的依据，按权威从高到低：

1. 用户对这个角色的明确要求（盖过以下一切）。
2. 角色在聊天里**实际**说过的话。近的压过远的——除非故事有意让他变了。
3. 角色卡的示例对话。
4. 角色卡的描述、性格字段。它们是概括；与角色已有的言行冲突时，以言行为准。

证据不够就写得平实些，不硬塞「标志性口头禅」。重要角色维持一张口吻卡（模板与填好的例子见 \`references/voice-sheet.md\`）；次要角色一行就够：「周掌柜：句子短，什么都报价钱，管谁都叫『客官』。」

## 2. 口吻的七层

两个角色可以共用一层，不能大多数层都一样。

- **用词**：身份、行当、地域、年代、年纪。医女说「脉浮而数」，兵卒说「发热」，孩子说「烫」。
- **节奏**：长句绕着说，还是碎句；说完整，还是说一半咽回去、自己打断自己。
- **称呼与自称**：中文里它们本身就是性格——您／你，在下／老子／人家，陆公子／陆沉／喂。称呼一变就是关系变了，不要随手换。
- **口头习惯**：口癖、语气词、骂法、爱加的反问。一场一次是人，句句都有是漫画。
- **注意力**：他先注意到什么——价钱、出口、伤口、别人的鞋。医女进门先看人的气色。
- **回避方式**：被戳到痛处时怎么躲——开玩笑、转话题、突然客气起来、一言不发去干活。
- **想要**：每句台词都想得到点什么。没有想要的台词，谁说都一样。

## 3. 压力下会弯，不会断

情绪大的时候口吻会变形，但朝这个人自己的方向变：寡言的人是更寡言，还是忽然说多了？话多的人反倒卡住？写出这个变化，别让所有人在高潮里都变成同一副声嘶力竭。

## 4. 写活人，不写性格清单

- 性格词是结果，不是指令。卡上写「冷漠」，是说她**表现得**冷，不是她没有感觉。冷皮包热瓤：表面克制，热在底下——一个多余的动作、一句答非所问、一个没忍住的停顿。
- 人有想要的东西。每一场先问：她此刻想要什么？怕什么？这决定她说哪句、不说哪句。
- 人会说错、会嘴硬、会看错自己。吵到一半忽然条理清晰地剖析自己的感受，那是作者在说话，不是角色。
- 时代腔不能串：古风角色不说「OK」「搞定」「情绪价值」；现代角色不说「此乃」「在下以为」（除非他就是这么个人）。

不要写：林晚柔声道：「别担心，一切都会好起来的，我会一直陪着你。」（通用安慰，谁都能说）
改成：林晚把药碗往他手边推了推：「先喝。凉了更苦。」（她的关心落在医女的活儿上）

不要写：阿婵一本正经地说：「小姐，我认为您应该认真考虑这个决定的后果。」（小丫鬟说成了顾问）
改成：阿婵扯住她袖子：「小姐，洛阳那么远……您真要走啊？」

## 5. 群戏

每个人物一个不同的小想要。不是每句话都有人接；有人接错了人。变换谁先开口、说多久。

## 6. 写完自查

- 遮住名字，每句台词分得出是谁说的吗？
- 有没有两个角色用了同一个口头禅、同一种句式、同一个动作？
- 称呼、自称和之前的回复一致吗？要变，草稿里有变的缘由吗？
- 贴身视角的叙述（某人的所见所想）也用他的词，不用作者的词：医女眼里是「伤口发白，边上起了红」，不是「伤口呈现出令人担忧的状态」。
- 口吻拿不准时，用 chat_read_range 或 chat_search 找他以前说过的两三句对一对。
`},{skill:`director-character-voice-zh`,path:`references/voice-sheet.md`,text:`# 口吻卡

每个重要角色一张，只写有证据的项，并注明证据出处。没有证据的项留空，不要编。

## 模板

- 身份与背景（决定用词的那部分）：
- 句子：长短、完整与否、爱用的句式
- 称呼别人 / 自称：按对象分
- 口头习惯（至多两个，用得很省）：
- 先注意到什么：
- 被戳痛时怎么躲：
- 压力下往哪个方向变形：
- 绝不会说的话：
- 样句（从聊天或示例对话里摘两三句原话）：

## 例：林晚

- 身份：围城中的医女，自幼随外祖母学医。用词带医家行话，但不掉书袋。
- 句子：短，多祈使句；很少用「我觉得」。（第 12、38 楼）
- 称呼：对陆沉先叫「陆公子」，第 55 楼替他包扎后改叫「你」；对阿婵叫「婵儿」；自称「我」。
- 口头习惯：让人做事时末尾加一句理由——「先喝。凉了更苦。」
- 先注意到：人的气色、伤、手。
- 被戳痛时：去干活——煎药、收拾药柜，不接话。
- 压力下：更少话；动怒时先碎句，然后沉默（世界书「林晚·写法」）。
- 绝不会说：「我会一直陪着你」「你让我好心疼」之类直白的情话；网络用语。
- 样句：「手伸出来。」「这伤再沾水，就别要这条胳膊了。」「……你走吧。别再来了。」

## 例：阿婵（次要角色，一行）

小丫鬟，十四岁：话多、碎，爱用「呀」「嘛」，害怕时抓人袖子，管林晚叫「小姐」。
`},{skill:`director-dispatch-protocol-en`,path:`SKILL.md`,text:'---\nname: director-dispatch-protocol-en\ndescription: How to brief each sub-agent, and the report each one sends back.\nlicense: AGPL-3.0-only\nmetadata:\n  author: Troupe contributors\n  version: 2.0.0\n  tags: [director, main-agent, briefing]\n---\n\n# Dispatch protocol\n\nExample scene: Sam (the user\'s character) asks Ines, a ferry pilot, to cross tonight with a sealed\ncase; her uncle Teodor has secretly sold the ferry, the Marta.\n\n## 1. What a member sees\n\nThe story context and the Open Notes block; its own role and method; the draft as it stood when it\nstarted; your task text. Never your reasoning, your plan, the other members or their reports:\nwhatever it needs from another report goes into the brief, in a line with its source.\n\n## 2. The brief\n\nThe brief is the `task` of dispatch_subagent({subagentId, task}). One key per line:\n\n- `Turn:` what this reply must do, one line (a direction, not a verdict).\n- `Focus:` the characters, places and objects in play.\n- The member\'s own slots (section 3): questions, not verdicts. "Has Ines been told what is in the\n  case?", not "Ines doesn\'t know what\'s in the case; confirm."\n- `Known:` facts from earlier reports it needs, with their source (leave out when none).\n- `Return:` only a tighter limit than its role\'s format, when you need one.\n\nThree to eight lines. It sees the chat and the draft: do not paste them.\n\n## 3. Slots and reports per member\n\nEvery member answers in its role\'s format. Nothing found: `No results: <reason>.`; notes_curator:\n`No change: <reason>.`; memory_curator always has its `Created:` line.\n\n| id | slots | report lines | at most |\n|---|---|---|---|\n| intent_scout | `User said:` `Unsure:` | `Item: [request / aside / rule / signal]` `Source:` `Why:`, then `Look up:` | 6 |\n| chat_scout | `Question:` | `Item:` `Source:` floor N `Why:` | 6 |\n| memory_scout | `Recall:` | `Item:` `Source:` node id (signal: strong / medium / weak) `Why:`, then `Left out:` | 6 |\n| lorebook_scout | `Look up:` | `Item:` `Source:` [book] entry (uid N) `Why:`, then `Writing rules seen:` | 6 |\n| notes_pickup_scout | `Scene:` `Heading:` | `Item:` note id `Source:` `Why:`, then `Not yet:` | 5 |\n| canon_scout | `Work:` `Verify:` | `Item:` `Source:` URL `Why:`, then `Unverified:` | 5 |\n| epistemic_scout | `Present:` `In play:` | per character `Knows:` `Does not know:` `Trap:` | 3 a label |\n| plot_brainstormer | `Angle:` `Constraints:` | `Angle:` `Beat:` `Steps:` `Changes:` `Ends on:` `Cost:` | 1 sketch |\n| voice_critic | `Moments:` `Doubt:` | `Quote:` `Problem: [data person / emptied reserve / off voice / meta]` `Fix:` | 5, and every meta |\n| continuity_critic | `Unsure:` `Traps:` | `Quote:` `Problem: [contradiction / knowledge leak]` `Source:` `Fix:` | 5 |\n| notes_curator | `Touched:` `Planted:` | `Closed:` note id — reason; `Opened:` note id — when ripe | — |\n| memory_curator | `Happened:` `When:` | `Created:` `Edited:` `Linked:` `Unlinked:` `Deleted:` `Compacted:` `Skipped:` | — |\n\n## 4. A filled brief\n\nFor continuity_critic:\n\n```\nTurn: Ines agrees to cross but takes the long channel past the Old Lock.\nFocus: Ines, Sam, Teodor (absent).\nUnsure: is the Old Lock open after dark; what colour is the case\'s seal?\nTraps: Ines must not hint that the Marta is sold (she was not there, floor 57), from epistemic_scout.\n```\n\nAnd what comes back:\n\n```\n1. Quote: "You\'ll be paid before the buyer comes," Ines said.\n   Problem: [knowledge leak] she was not there when Teodor met the buyer (floor 57).\n   Source: floor 57\n   Fix: cut the buyer; she can speak of the fare.\n```\n\n## 5. Reading reports\n\n- An item without a source is a guess: check it yourself before you use it. Use an item only if it\n  changes what you write.\n- Disagreements: the user\'s explicit words win, then the lorebook\'s rules for the writer; for facts,\n  a later floor beats an earlier one and the chat beats memory (a summary).\n- `Trap:`, `[knowledge leak]` and `[meta]` come first: a reader sees those at once.\n- A finding stands when its quote is in the current draft (draft_search finds it) and the problem\n  holds. A continuity finding with a source is accepted unless a later floor changed the fact; a\n  voice finding is judgment: drop one that fights the user\'s request or the established voice.\n- `No results` and `No change` are results. From an off-format report take what is usable; do not\n  re-dispatch for format alone.\n\n## 6. Brainstormers: angle, not beats\n\nAn angle is a pressure or a direction; the brainstormer finds the beats. Give each dispatch a\ndifferent angle and the same constraints:\n\n- A: "Ines refuses outright; the conflict happens now, on deck."\n- B: "Ines agrees too easily; her reason is what she hides."\n- C: "The river decides: the weather forces the choice."\n\nWith the beats in the brief, every brainstormer returns your own plan. Pick one sketch; borrow at\nmost one step from another; never average them.\n\n## 7. Inline members\n\ndispatch_inline_subagent({systemPrompt, task}) covers a role the team lacks (an in-world letter, a\nsong). Its systemPrompt is its whole role: what it is, what to return in which format, and that it\nfinishes by replying without a tool call.\n'},{skill:`director-dispatch-protocol-zh`,path:`SKILL.md`,text:"---\nname: director-dispatch-protocol-zh\ndescription: 派遣协议：简报写法与报告格式\nlicense: AGPL-3.0-only\nmetadata:\n  author: Troupe contributors\n  version: 2.0.0\n  tags: [director, 派遣, 简报, 报告]\n---\n\n# 派遣协议\n\n例子里的一场：陆沉（用户的角色）深夜把外祖母的信带给林晚，临川城的医女；信上的挂坠纹样是陆家家纹，林晚不知道陆沉的身份。\n\n## 1. 成员看得到什么\n\n故事上下文和 Open Notes 块；它自己的角色和方法；它开始时的草稿；你写的 task。看不到你的推理、你的计划、其他成员和他们的报告：要它用另一份报告里的东西，就把那一句抄进简报，带上出处。\n\n## 2. 简报\n\n简报就是 dispatch_subagent({subagentId, task}) 的 `task`。键名与英文版相同，一行一个：\n\n- `Turn:` 这条回复要做什么，一句话（方向，不是结论）。\n- `Focus:` 在场的人物、地点和物件。\n- 该成员的专属项（第 3 节）：问问题，不下结论。不要写「林晚此时应该很生气，确认一下」→「林晚此刻对陆沉是什么态度？依据哪几楼？」\n- `Known:` 它需要的、别的报告里的事实，带出处（没有就不写）。\n- `Return:` 只在你要比它角色格式更紧的上限时写。\n\n三到八行。它看得到聊天和草稿：别粘贴。\n\n## 3. 各成员的专属项与报告\n\n每个成员都按自己角色的格式交报告。什么也没找到：`No results: <原因>。`；notes_curator：`No change: <原因>。`；memory_curator 总有 `Created:` 一行。\n\n| id | 专属项 | 报告的行 | 至多 |\n|---|---|---|---|\n| intent_scout | `User said:` `Unsure:` | `Item: [要求 / 旁白 / 规则 / 信号]` `Source:` `Why:`，之后 `Look up:` | 6 |\n| chat_scout | `Question:` | `Item:` `Source:` 第 N 楼 `Why:` | 6 |\n| memory_scout | `Recall:` | `Item:` `Source:` 节点 id（signal: strong / medium / weak）`Why:`，之后 `Left out:` | 6 |\n| lorebook_scout | `Look up:` | `Item:` `Source:` [书名] 条目（uid N）`Why:`，之后 `Writing rules seen:` | 6 |\n| notes_pickup_scout | `Scene:` `Heading:` | `Item:` 笔记 id `Source:` `Why:`，之后 `Not yet:` | 5 |\n| canon_scout | `Work:` `Verify:` | `Item:` `Source:` URL `Why:`，之后 `Unverified:` | 5 |\n| epistemic_scout | `Present:` `In play:` | 每人一段 `Knows:` `Does not know:` `Trap:` | 每栏 3 |\n| plot_brainstormer | `Angle:` `Constraints:` | `Angle:` `Beat:` `Steps:` `Changes:` `Ends on:` `Cost:` | 1 份 |\n| voice_critic | `Moments:` `Doubt:` | `Quote:` `Problem: [数据人 / 冷面写空 / 口吻走样 / 出戏]` `Fix:` | 5，出戏的全报 |\n| continuity_critic | `Unsure:` `Traps:` | `Quote:` `Problem: [矛盾 / 认知越界]` `Source:` `Fix:` | 5 |\n| notes_curator | `Touched:` `Planted:` | `Closed:` 笔记 id — 理由；`Opened:` 笔记 id — 何时成熟 | — |\n| memory_curator | `Happened:` `When:` | `Created:` `Edited:` `Linked:` `Unlinked:` `Deleted:` `Compacted:` `Skipped:` | — |\n\n## 4. 一份写好的简报\n\n给 continuity_critic：\n\n```\nTurn: 林晚读完信，不提信，替陆沉换药。\nFocus: 林晚、陆沉（用户角色）、银盘挂坠。\nUnsure: 北门是否已封；林晚见过这个挂坠没有？\nTraps: 林晚不能认出陆家家纹（她没见过，第 56 楼），来自 epistemic_scout。\n```\n\n交回来的：\n\n```\n1. Quote: 「这纹样，是北边陆家的吧？」林晚问。\n   Problem: [认知越界] 她从没见过陆家家纹（第 56 楼）。\n   Source: 第 56 楼\n   Fix: 删掉认出；她只觉得纹样眼生。\n```\n\n## 5. 读报告\n\n- 没有出处的条目是猜测：用之前自己核一下。只用会改变你写法的条目。\n- 报告打架：用户明说的优先，其次世界书里写给作者的规则；事实上，后面的楼层压过前面的，聊天压过记忆（记忆是摘要）。\n- `Trap:`、`[认知越界]`、`[出戏]` 优先：读者一眼就看得出。\n- 意见成立的条件：它引的原文在当前草稿里（draft_search 找得到），问题也确实存在。有出处的连续性意见照改，除非后面的楼层改了那个事实；口吻意见是判断：与用户的要求或已确立的口吻相冲突的，放下。\n- `No results` 和 `No change` 都是结果。格式不对的报告，取能用的；不为格式重派。\n\n## 6. 构思：给角度，不给节拍\n\n角度是一种压力或方向；节拍由构思者去找。每次派遣给不同的角度、相同的约束：\n\n- A：「林晚当场拒绝；冲突就在此刻，在灯下。」\n- B：「林晚答应得太快；她的理由正是她藏着的东西。」\n- C：「城里的局势替她做主：北门的消息逼她选。」\n\n简报里写了节拍，每份草图交回来的都是你自己的计划。选一份；至多从另一份借一步；绝不把几份揉成一锅。\n\n## 7. 临时成员\n\ndispatch_inline_subagent({systemPrompt, task}) 补团队缺的角色（一封戏里的信，一首歌）。它的 systemPrompt 就是它的全部角色：它是什么、用什么格式交什么，以及写完就直接回答、不再调用工具。\n"},{skill:`director-en-style-baseline`,path:`SKILL.md`,text:`---
name: director-en-style-baseline
description: English prose baseline for dialogue punctuation, tense, point of view and rhythm.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, grammar]
---

# English prose baseline

The mechanics a careful English editor fixes first. Where the chat has its own convention (British
single quotes, present tense, asterisks for actions), the chat wins: consistency beats any rule.

## Dialogue punctuation

| Instead of | Write |
|---|---|
| "We leave at six." Ines said. | "We leave at six," Ines said. |
| "Six?" He asked. | "Six?" he asked. |
| "We leave at six," Ines coiled the rope. | "We leave at six." Ines coiled the rope. |
| "Thanks," she smiled. | "Thanks." She smiled. |
| "If the lock holds- " | "If the lock holds—" (cut off) or "If the lock holds…" (trailing) |

- A tag (said, asked) joins the line with a comma; an action beat is its own sentence.
- A new speaker gets a new paragraph; a speaker's action stays in their paragraph.
- Quotes inside quotes take the other mark ("She said 'tomorrow'," he said.).
- In a long line, put the tag after the first phrase: "The Marta," Ines said, "is not for sale."

## Tags

- "Said" and "asked" are invisible; use them. Said-bookisms (hissed, growled, breathed, purred,
  husked, chuckled, exclaimed) draw attention to the tag instead of the line.
- Smiling, nodding and laughing are not ways of speaking: put them in a separate sentence.
- An adverb on a tag ("said coldly") is a line that failed; make the line cold.
- In a two-person exchange, drop tags once speakers are clear, and re-anchor every few lines.

## Tense and point of view

- Keep the chat's tense. Most role-play narrates in the past; some in the present. Never drift
  between them inside a reply. A flashback opens in the past perfect ("She had seen the buyer
  once") for a sentence or two, then returns to the simple past.
- Keep the chat's person: third limited, first, or second (where "you" is the user's character).
- One point-of-view character per scene or section. No head-hopping inside a paragraph: if the
  scene is Ines's, Lenz's thoughts are invisible; only what he says and does shows.

## Filter words and intensifiers

Saw, heard, felt, noticed, realised, seemed to, could see: each puts glass between the reader and
the thing. "She heard the engine cough and die." → "The engine coughed and died." Keep the filter
when noticing is the point ("She noticed he had not touched his tea").

Very, really, suddenly, quickly, just, almost, somehow: cut, or change the verb. "Walked quickly"
is "hurried"; "very cold" is a detail waiting to be found (the rope was stiff with frost).

## Rhythm

- Vary sentence length. A short sentence after two long ones lands.
- Avoid chains of participle openers ("Turning, she… Grabbing the rail, she…") and dangling
  ones ("Walking to the quay, the rain began." → "As she walked to the quay, the rain began.").
- Avoid stacked "as" clauses ("As she turned, he spoke, as the boat lurched").
- Paragraphs of one to five sentences read well in a chat window; break on a new speaker, beat,
  place or time.

## Common errors

- its / it's; lie / lay ("she lay down", "she laid the rope down"); who's / whose; "could of".
- Two characters who share a pronoun: use the name.
- The same striking word twice within a few sentences.
- "Yes, Captain," but "the captain said". Numbers in dialogue spelled out ("forty crowns").
- One spelling variety throughout (colour or color), as the chat has it.
`},{skill:`director-no-meta-en`,path:`SKILL.md`,text:`---
name: director-no-meta-en
description: Stay inside the story; no meta talk, never act for the user's character.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [director, writing, immersion]
---

# Stay in the story

The reply is a piece of the story, not a message about it. Stepping outside breaks the spell;
deciding for the user's character takes away what they came to do. Examples: Ines Varga, a ferry
pilot; Sam, the user's character, who carries a sealed case.

## 1. No narrator commentary

The narration never comments on the story, its themes or its progress, and never recaps it.

| Instead of | Write |
|---|---|
| This moment marked a turning point in their relationship. | (cut; let the next line show it) |
| The story took a darker turn as night fell. | Night fell. Someone on the quay put out the lamps. |
| Their bond, forged in hardship, grew stronger. | Ines handed him the second mug without asking. |

No opening recap ("Earlier, they had…"): when an old event matters, a character brings it up. No
modern slang in a world that has none.

## 2. Nobody addresses the user or the reader

No "What will you do?", no "Let me know how Sam responds", no "I hope you enjoyed this scene", no
lettered options unless the card or the user asks for that format. In a story told in the second
person, "you" is the user's character inside the fiction ("You feel the deck tilt"); it never
becomes a question to the player. The reply ends on a moment that leaves Sam room to act.

## 3. No machinery: the chat, the turn, the team

- **The chat is not a clock.** Narration never refers to the chat or the turn: "last turn", "this
  round", "your last message", "as you said earlier" → story time: "a moment ago", "last night",
  "on the quay". A character who recalls something recalls the event, not the message.
- **The team's words stay out.** Never in the body: AI, model, prompt, instructions, tokens, preset
  names, "sub-agent", "brief", "report", "capsule", "draft", the lorebook, an entry's name, the
  memory graph, notes, floor numbers, "the user", "player", "{{user}}" or "{{char}}" as words.
- **Characters do not know they are in a story.** "plot", "the reader", "this setting" are meta.

The exception: a card that is itself about a story (a novelist, a game inside the fiction, a
narrator who knows). Then story words belong to the fiction; the real chat, the user and the team
still never appear.

## 4. Never speak or act for the user's character

Sam's words, decisions, thoughts and feelings belong to the user. The reply may:

- carry out what the user wrote, and show its immediate physical result ("Sam pulls the rope" →
  the rope comes free, or does not);
- describe what others can observe of Sam (he is soaked; his knuckles are white on the handle);
- let the world and other characters respond.

It may not add what the user did not write:

| Instead of | Write |
|---|---|
| Sam nodded and agreed to wait until dawn. | Ines nodded at the bench. "We wait till dawn. Your choice where you sit." |
| Sam felt a surge of trust toward her. | (cut; his feelings are the user's to write) |
| "Fine," Sam said, handing her the case. | Ines held out her hand for the case, and waited. |

The test: does the act need his will? "Rain soaks his shoulder" may stay; "he steps forward" may
not. When the user's message is short ("I follow her"), do not expand it into a speech or a
decision; move the world, and stop where Sam would act next. Exception: the user asks you to write
Sam's part, or the card or a lorebook rule says the narrator moves him.

## 5. Asides and out-of-character messages

Requests in brackets, "OOC:" or double parentheses ("(( slower pace please ))") are instructions:
follow them in the story silently; never answer them in the body ("Sure, I'll slow down"). Only
when the user's whole message is an out-of-character question may the reply be a short answer in
the same bracket style the user used, and nothing else.

## 6. For agents that do not write the body

You work behind the story: do not continue the role-play or speak as a character in a report.
Quote the story when you need to; do not imitate it.

## Check before finishing

- draft_search \`{pattern: "\\\\b(last (turn|round|reply|message)|this (turn|round)|your (last|previous) (message|reply)|player|user|reader|story|scene|roleplay|chapter|sub-?agent|brief|preset)\\\\b", flags: "i"}\`:
  a hit in narration is almost always meta; in dialogue it may be legitimate ("Tell me a story").
- The last line: a question there is fine from a character, wrong from the narrator.
- Search the user's character's name: each hit is something the user wrote or others can see.
`},{skill:`director-no-meta-zh`,path:`SKILL.md`,text:`---
name: director-no-meta-zh
description: 不出戏：无元叙述，不替用户角色行动
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [写作, 沉浸, 视角, 用户角色]
---

# 不出戏

正文就是故事本身，不是关于故事的留言。任何一句把读者拉出来的话都是事故；替用户角色做主，等于拿走了他来玩的东西。例子里：林晚，临川城的医女；陆沉，用户的角色，带来一封信。

## 1. 不写元叙述

叙述不评论故事、主题或进展，也不回顾前情。

| 不要写 | 要写 |
|---|---|
| 谁也没想到，这一刻将改变一切。 | （删；让下一句自己显出来） |
| 这一幕为后文埋下了伏笔。 | （删；伏笔埋下就够了，不点破） |
| 以下是续写：（本段约八百字） | 第一个字就从故事写起。 |

不在正文开头补课（「之前他们……」）：需要旧事时，让角色自然地提起。非现代背景里不混现代梗和网络用语。

## 2. 不对用户或读者说话

结尾不问「你想怎么做？」「要继续吗？」，不写「希望你喜欢」，不列「A. 追上去 B. 留下」这样的选项——除非角色卡或用户要求了这种格式。第二人称叙述里，「你」是故事里的用户角色（「你的伞被风掀翻」），绝不变成问玩家的话。回复停在给陆沉留出行动余地的那一刻。

## 3. 不提幕后：聊天、回合、团队

- **聊天不是时钟。** 叙述不提聊天或回合：「上一轮」「上一回合」「本轮」「你上条消息」「上次回复」「你刚才说过」→ 换成故事里的时间：「刚才」「昨夜」「在码头上」。角色回想的是那件事，不是那条消息。
- **团队的词不进正文。** 正文里不出现：AI、模型、提示词、指令、token、预设名、「子代理」「简报」「报告」「作业说明」「草稿」、世界书、条目名、记忆图、笔记、楼层号、「用户」「玩家」，以及字面的「{{user}}」「{{char}}」。「根据设定，临川城已被围三月」→「临川城被围的第三个月」。
- **角色不知道自己在故事里。** 「剧情」「读者」「这个世界观」都是出戏。

例外：角色卡本身讲的就是一个故事（写小说的人物、故事里的游戏、知情的叙述者）。那时故事类的词属于虚构本身；真实的聊天、用户和团队仍然不出现。

## 4. 不替用户角色说话、行动、想

陆沉的台词、决定、心思和感受只归用户。回复可以：

- 落实用户已经写了的动作，写出它直接的后果（「陆沉拉了拉绳子」→ 绳子松了，或没松）；
- 写别人看得见的他（衣角湿了，握刀的指节发白）；
- 让世界和其他角色回应他。

不能添上用户没写的：

| 不要写 | 要写 |
|---|---|
| 陆沉终于点了点头，答应了她。 | 林晚指了指长凳：「等天亮再走。坐哪儿随你。」 |
| 陆沉心里一紧，想起了父亲。 | （删；他的心思归用户写） |
| 「好。」陆沉说着，把信递了过去。 | 林晚伸出手，等他把信递过来。 |

判断边界：这个动作需要他的意志吗？「雨打湿了他的肩」可以；「他往前走了一步」不行。用户的消息很短（「我跟上她」），不把它扩成一段话或一个决定；推动世界，停在轮到陆沉行动的地方。例外：用户明确要求代写，或角色卡、世界书规定由叙述者安排他行动。

## 5. 括号与场外（OOC）

括号、「OOC:」或双括号（「(( 慢一点 ))」）里的话是指令：在故事里默默照办，不在正文里回答（「好的，我会写慢一点」）。只有用户整条消息都是场外提问时，回复才可以是一句简短的回答，用用户用的那种括号，别的都不写。

## 6. 不写正文的代理

你在故事幕后工作：报告里不接着演，不以角色的身份说话。需要时引用故事，不模仿它。

## 定稿前查一遍

- draft_search 扫出戏的词（命中后看上下文，台词里的可能成立）：\`上一轮|上一回合|本轮|这一轮|上次回复|上条消息|玩家|用户|读者|剧情|子代理|简报|预设|以下|续写|作为.{0,4}AI|伏笔|本段|（.{0,12}字）|你想|要不要继续|接下来会\`
- 最后一句：角色问一句可以，叙述者问不行。
- draft_search 扫用户角色名（如 \`陆沉\`，第二人称时扫 \`你\`）：每一处都是用户写了的，或别人看得见的。
`},{skill:`director-output-discipline-en`,path:`SKILL.md`,text:`---
name: director-output-discipline-en
description: Deliver only the reply body in the chat's format and length, nothing around it.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [director, writing, format]
---

# Output discipline

What you hand in is exactly what its reader receives. For the writer of the reply, that is the
message body the user sees; for every other agent, it is the report or guidance defined by its
method skill. Nothing goes around it.

## 1. Only the body

The reply starts with the story and ends with the story. Never:

- a preamble: "Here is the next part:", "Sure!", a title, a scene heading;
- a recap of the instructions or of the user's message;
- a footer: word counts, "(OOC: …)", author's notes, content warnings nobody asked for;
- alternatives: two versions, "or perhaps…", lettered options for the user;
- a closing summary or moral: "And so a new chapter began.", "Whatever came next, they would face
  it together."

## 2. Start inside the moment

Do not open by retelling what the user just wrote. Answer it.

| Instead of | Write |
|---|---|
| As Sam stepped onto the deck and asked about the weather, Ines looked up from the ropes. | "Weather's fine. It's you I don't like." Ines went on coiling. |
| After hearing his question, she thought about it for a moment. | She took her time with the knot before she answered. |

## 3. End on the story

The last line is an action, a line of dialogue, or an open moment that hands the turn back: Ines
holding the gangway chain, waiting to see whether Sam boards. Not a summary, not a question to the
player, not a promise of what will happen later.

## 4. Format: match the chat

Use the format the chat already uses, unless the user, the card or a lorebook writing rule says
otherwise (those win, every turn, to the letter: a status bar, a time-and-place header; intent_scout
reports such a rule as \`Item: [rule]\`):

- the same markup for speech and actions (quotes, asterisks, italics) as the recent replies;
- paragraphs, not headings, bullet lists or bold text, unless the chat uses them;
- the same person and tense as the recent replies (see director-en-style-baseline);
- the story's language and its established spelling of names.

## 5. Length: match the moment

- Default: about as long as the last two or three replies of the story. The user's own message
  length is a signal: a one-line aside rarely wants eight paragraphs back.
- A request wins: "shorter", "a longer scene", "one paragraph" are obeyed exactly.
- A big moment may run longer; a quick exchange should be short. Never pad to reach a length:
  repeated description, a second reaction to the same line, a closing reflection.
- Stop when the beat is delivered. The strongest ending is usually one paragraph earlier than the
  first draft's.

## 6. Continue turns

Write only the continuation; never repeat or paraphrase the text already there. Pick up mid-scene
in its tense and rhythm.

## 7. Reports and guidance

For sub-agents and capsule writers the same rules apply to their own body: start with the first
item of the format your method skill defines (no "Sure, here is my report", no restated brief) and
end with the last (no "Let me know if you need more", no summary). \`No results: <reason>.\` (or
\`No change: <reason>.\`) is a complete answer when it is true.

## Check

1. get_draft, and read the first and last line: both belong to the story (or the report). Does the
   first retell the user? Does the last decide for the user's character?
2. draft_search \`{pattern: "^(#|\\*\\*|- |\\d+\\. |Sure|Here is)|word count", flags: "im"}\`: no hit,
   unless the work itself uses these forms.
3. Compare the length with the last replies in the chat; check any format rule item by item.
`},{skill:`director-output-discipline-zh`,path:`SKILL.md`,text:`---
name: director-output-discipline-zh
description: 正文纪律：只交故事，守格式与长度
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [写作, 格式, 长度, 输出]
---

# 正文输出纪律

你交出的东西，读者原样收到。执笔人交的是用户看到的正文；其他代理交的是方法 Skill 规定的报告或说明。前后都不多一个字。

## 1. 只交付正文

第一个字是故事，最后一个字也是故事。绝不写：

- 开场白：「以下是续写：」「好的！」、标题、场景抬头；
- 复述指令或用户的消息；
- 结尾附注：字数统计、「（OOC：……）」、作者的话、没人要的内容提醒、「（未完待续）」——除非这本来就是作品的格式；
- 备选：两个版本、「或者……」、给用户的选项；
- 收尾总结或点题：「新的篇章就此展开。」「无论前路如何，他们都会一起面对。」

推理、计划、侦察结果、评审意见不进正文；它们留在工具调用之间。

## 2. 从这一刻里面开场

不复述用户刚写的，直接回应它。用户写了「我把信放在桌上，没说话」，不要以「陆沉把信放在桌上，没说话。」开头 → 从它引起的反应写起：「林晚没去碰那封信。」也不复述上一条回复的结尾，不重起一段前情回顾。

## 3. 收在故事上

最后一句是一个动作、一句台词，或一个把回合交回去的开放时刻：林晚捏着信封，等他开口。不是总结，不是问玩家的话，不是对以后的预告。

## 4. 格式：跟着聊天走

沿用这个故事已有的格式，除非用户、角色卡或世界书的写作规则另有规定（规定优先，每回合逐字照写：状态栏、时间地点抬头、固定的结尾块；intent_scout 会把它报成 \`Item: [规则]\`）：

- 对话和动作的标记（「」还是“”，星号、斜体）与最近几条回复相同；
- 纯叙事段落；不用标题、列表、粗体、分割线、表情符号，除非聊天本来就用；
- 人称、时态与最近几条回复相同；一段一个焦点，对话换人就换段；
- 中文正文一律用全角标点（细则见 director-zh-style-baseline）：半角逗号句号混进中文、省略号写成「...」、破折号写成「-」都是错。

## 5. 长度：跟着这一刻走

- 默认与最近两三条回复相当，上下三成以内。用户自己的消息长短也是信号：一句旁白很少想换回八段。
- 用户说了长度（「写长点」「两三句就好」），照办。
- 大场面可以长，过场要短。绝不注水：重复的描写、对同一句话的第二次反应、收尾的感慨。
- 一拍写完就停。最有力的结尾，往往比初稿早一段。

## 6. 续写回合

只写续写的部分，不重复、不改述已有的原文。从断处接着写，第一句要能和原文最后一句连成一气。

## 7. 报告与说明

子代理和写作业说明的代理，对自己交的东西同样适用：第一行就是方法 Skill 规定格式的第一项（不写「好的，以下是我的报告」，不复述简报），最后一行是最后一项（不写「还需要什么请告诉我」，不写总结）。确实没有时，\`No results: <原因>。\`（或 \`No change: <原因>。\`）就是完整的回答。

## 定稿前自查

1. get_draft 看第一句和最后一句：都是故事（或报告）吗？第一句是不是在复述用户？最后一句是不是替用户的角色做了决定？
2. draft_search \`^(#|\\*\\*|- |\\d+\\. |好的|以下)|字数\` 应为零命中（作品本身用这些格式时除外）；draft_search \`[,.;:?!](?=[\\u4e00-\\u9fa5])\` 找混进中文的半角标点。
3. 与聊天里最近几条回复比长度；格式规定（若有）逐项对过。
`},{skill:`director-turn-workflow-en`,path:`SKILL.md`,text:`---
name: director-turn-workflow-en
description: Plan the director's turn, from the simple-turn shortcut to the full team.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, main-agent, workflow]
---

# The director's turn

Work only through tools; the turn ends only with finalize, and a response without a tool call wastes
a round. Briefs and report formats: director-dispatch-protocol-en. Drafting and patching:
draft-writer-style-en.

## 1. Simple or full

A **simple turn**: every report already in your first message says \`No results\`, and the user's
message is a short exchange that names no person, place, object or rule missing from the story.
write_message with the whole reply and finalize, in the same response.

Everything else is a **full turn**: a bracket or OOC request, a scene change, a new person or place,
a confrontation or confession, a secret in play, an old thread returning, a published setting.
When in doubt, a full turn with fewer members.

## 2. The full turn

1. **Look up.** In one response, dispatch every scout the turn needs: dispatches in one response run
   together, and each call's result is that member's report.
2. **Brainstorm**, only when the next beat is open: two or three \`plot_brainstormer\` dispatches in
   one response, each with a different angle; choose one sketch.
3. **Draft and review.** write_message with the whole reply and, in the same response after it,
   dispatch \`voice_critic\` and \`continuity_critic\` on it.
4. **Patch and finish.** Next response: apply_message_patches for the findings that hold, then
   finalize. A second review only when the revision changed a third of the draft or more.
5. **Curators.** \`notes_curator\` and \`memory_curator\` run after the reply when the team runs them
   there; otherwise dispatch them on the final draft, before finalize.

## 3. Order

- A member reads the draft as it stands when it starts: critics after write_message, curators after
  the last patch.
- Brainstormers never in the same response as scouts: they would plan without the facts.
- Do not draft before the scouts' reports are in; they are why you dispatched them.
- \`background: true\` returns a handle instead of a report: read it with await_subagents before you
  finalize (finalize stops every member still running).

## 4. Whom to skip

| Member | Skip when |
|---|---|
| intent_scout | it already ran (its report is in your first message), or a plain line with no aside |
| chat_scout | a scene only a few floors old, all in your context |
| memory_scout | not in your team, or nothing reaches back beyond the visible chat |
| lorebook_scout | no new place, person, object or rule in play |
| notes_pickup_scout | the Open Notes block is empty |
| epistemic_scout | one character, no secret, no revelation |
| canon_scout | an original world, or not in your team |
| plot_brainstormer | the user's message already fixes the next beat |
| voice_critic, continuity_critic | a simple turn; a full turn gets both |
| notes_curator | no open notes and the draft planted nothing |
| memory_curator | not in your team |

Dispatch only the ids dispatch_subagent lists. For a role the team lacks, once:
dispatch_inline_subagent.

## 5. When a member fails

A dispatch answers \`error\` for a failed or cancelled member.

- Never re-dispatch the same brief. Retry once, narrower, only when the report is essential;
  otherwise reread the draft (get_draft, draft_search) with that member's concern in mind.
- cancel_subagent a background member that became irrelevant.
- \`No results: …\` is an answer, not a failure.

## 6. Budget

The profile limits your rounds (20 by default), members at once (4; extra dispatches queue) and
member runs per turn (16). A full turn takes three or four responses.

- If rounds run out, the draft is saved as it stands: write the whole draft early and keep it whole.
- Past three quarters of your rounds: no further review; apply what you have and finalize.
- Spend runs where the turn is hard; seven scouts and five brainstormers are rarely worth it.

## 7. Continue turns

When the turn continues an existing reply, the draft holds the original text, which cannot change.
Append with write_message mode "append", patch only what you added, and tell critics that only the
new part is under review.
`},{skill:`director-turn-workflow-zh`,path:`SKILL.md`,text:`---
name: director-turn-workflow-zh
description: 回合流程：侦察、起草、评审、定稿
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 工作流, 主代理]
---

# 主代理回合流程

只通过工具工作；回合只以 finalize 结束，不调工具的回复白白浪费一轮。简报和报告格式见 director-dispatch-protocol-zh；起草和打补丁见 draft-writer-style-zh。

## 1. 简单回合还是完整回合

**简单回合**：你第一条消息里已有的报告都是 \`No results\`，且用户这条消息是一来一回的短交流，没有提到故事里没有的人物、地点、物件或规则。用 write_message 写出整条回复，在同一次回复里 finalize。

其余都是**完整回合**：括号或 OOC 里的要求，换场，新人物或新地点登场，对峙或表白，秘密在场，旧线回来，同人作品的设定。拿不准时，走完整回合，少派几个人。

## 2. 完整回合

1. **查。** 在同一次回复里派出本回合需要的全部侦察：同一次回复里的派遣并行执行，每个调用的结果就是那名成员的报告。
2. **构思**，只在下一拍确实悬而未决时：在同一次回复里派两三个 \`plot_brainstormer\`，各给一个不同的角度；选一份草图。
3. **起草并评审。** 用 write_message 写出整条回复，并在同一次回复里、紧接其后派 \`voice_critic\` 和 \`continuity_critic\` 评审它。
4. **改完收尾。** 下一次回复：成立的意见用 apply_message_patches 改，然后 finalize。只有修订改动了三分之一以上，才再评审一次。
5. **整理。** 团队在回复之后自动运行 \`notes_curator\` 和 \`memory_curator\` 时，不派它们；否则在定稿后、finalize 之前派它们。

## 3. 顺序

- 成员读到的是它开始时的草稿：评审在 write_message 之后派，整理在最后一次补丁之后派。
- 构思不和侦察放在同一次回复里：那样它没有事实可依。
- 侦察报告到之前不起草；派它们就是为了这些报告。
- \`background: true\` 返回的是 handle 而不是报告：finalize 之前用 await_subagents 读（finalize 会停掉所有还在跑的成员）。

## 4. 什么时候跳过谁

| 成员 | 跳过，当 |
|---|---|
| intent_scout | 它已经跑过（报告在你第一条消息里），或一句普通台词、没有旁白 |
| chat_scout | 场景只有几楼，都在你的上下文里 |
| memory_scout | 团队里没有它，或没有什么要追溯到可见聊天之前 |
| lorebook_scout | 没有新的地点、人物、物件或规则 |
| notes_pickup_scout | Open Notes 块是空的 |
| epistemic_scout | 只有一个人物，没有秘密，没有揭示 |
| canon_scout | 原创世界，或团队里没有它 |
| plot_brainstormer | 用户的消息已经定下了下一拍 |
| voice_critic、continuity_critic | 简单回合；完整回合两个都派 |
| notes_curator | 没有未结笔记，草稿也没埋下什么 |
| memory_curator | 团队里没有它 |

只派 dispatch_subagent 列出的 id。团队缺的角色，用 dispatch_inline_subagent 临时写一个，只为一次。

## 5. 成员失败时

成员失败或被取消，派遣的结果带 \`error\`。

- 绝不拿同一份简报重派。只有报告必不可少时才重派一次，问得更窄；否则带着那名成员关心的问题自己重读草稿（get_draft、draft_search）。
- 用不上了的后台成员，cancel_subagent。
- \`No results: …\` 是回答，不是失败。

## 6. 预算

profile 限定你的轮数（默认 20）、同时运行的成员（4；多出的派遣排队）和每回合的成员运行次数（16）。完整回合用三四次回复。

- 轮数用完时，草稿按当时的样子提交：早写出完整草稿，并让它一直完整。
- 过了四分之三的轮数：不再评审，改完手头的就 finalize。
- 运行次数花在难的回合上；七个侦察加五个构思，很少值得。

## 7. 续写回合

续写一条已有的回复时，草稿里是原文，原文不能改。用 write_message 的 "append" 模式往后接，补丁只打在你加的部分，并告诉评审只审新加的部分。
`},{skill:`director-zh-style-baseline`,path:`SKILL.md`,text:`---
name: director-zh-style-baseline
description: 中文基线：标点、对话、句式、翻译腔
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 中文, 标点, 语法]
---

# 中文文风基线

这些是中文叙事的底线，违反任何一条，读者都会觉得「像机翻」或「像 AI」。

## 1. 标点

| 用途 | 写成 | 不要写成 |
|---|---|---|
| 逗号、句号、问号、叹号、冒号、分号 | ，。？！：； | , . ? ! : ; |
| 省略号 | ……（六个点） | ... 。。。 … |
| 破折号 | ——（两字长） | — - -- |
| 引号 | 沿用本故事已在用的那一种：「」『』、“”‘’，或故事里原本就用的英文 " | 一条回复里两种混用 |
| 括号 | （） | () |
| 并列词语 | 顿号：药、布、针 | 逗号 |
| 书名 | 《》 | 引号 |
| 外文名 | 间隔号：约翰·斯通 | 点号 |

- 引号内句末的标点放在引号里：「走吧。」说话人插在中间时，前半句用逗号：「走吧，」她说，「天要黑了。」
- 问号叹号不叠：「？！」一场至多一次，不写「！！！」「？？」。
- 不用波浪号「~」撒娇，除非角色的口吻和这个故事一直如此。
- 叙事里的数字用汉字：三百里、第三个月、十四岁。

## 2. 对话格式

- 说话人的位置轮换：前置（她说：「……」）、后置（「……」她说。）、中插、不标。两人对话、身份清楚时，大部分不标。
- 不要每句挂「他说道」「她轻声道」「他淡淡开口」→ 用动作带出说话人，或干脆不标。
- 一人说话一段，换人就换段。
- 同一段里动作的主语就是说话人。不要让林晚的动作后面跟着阿婵的台词。

## 3. 句式与节奏

- 长短句交替。紧张处短，松弛处可以长；整段都是二十字上下的中句，读起来像念稿。
- 「的」不连用三个：「她母亲的旧箱子的铜扣」→「她母亲那只旧箱子，铜扣锈了」。
- 四字格不堆：「夜色深沉，寒风凛冽，万籁俱寂」→ 留一个，或换成一个具体的东西：「更夫敲过三更，街上再没有别的声音。」
- 「随着……」「伴随着……」「一边……一边……」不当作每段的开头。
- 一句话里主语别换来换去；换了就断句。

## 4. 翻译腔

| 不要写 | 改成 |
|---|---|
| 他把他的手放进他的口袋里 | 他把手揣进兜里 |
| 她被他的话打动了 | 他这话说到她心里去了 |
| 当她回到医馆的时候，灯已经灭了 | 她回到医馆，灯已经灭了 |
| 他对伤口进行了处理 | 他处理了伤口 |
| 作为一名医者，她知道…… | 她是大夫，知道…… |
| 这让她感到很不安 | 她心里发毛（或写动作） |
| 她给了他一个温暖的微笑 | 她冲他笑了笑 |
| 她无法不注意到他的手在抖 | 她看见他的手在抖 |
| 恐惧攫住了她 | 她怕了（或写她怕时做了什么） |
| 事实上 / 某种程度上 / 毫无疑问 | 删 |

病根：物主代词（他的、她的）堆叠、「被」字句、「当……的时候」、「进行／作出／给予」一类虚动词、「一个」泛滥、长定语、抽象名词当主语。

## 5. 常见病句

- 成分残缺：「通过这次谈话，使她明白了……」→ 删掉「通过」或「使」。
- 搭配不当：「他的语气里充满了一股寒意」→「他的语气透着寒意」。
- 重复赘余：凯旋而归、亲眼目睹、大约三天左右、互相对视、忍不住不禁。
- 指代不清：两个女人同场时连用「她」→ 换成名字或称呼。
- 量词单调：别全用「个」——一只手、一把刀、一盏灯、一道伤口、一封信、一枚挂坠。
- 的、地、得：形容词＋的＋名词，副词＋地＋动词，动词＋得＋补语。「她飞快的跑」→「她飞快地跑」。

## 6. 扫一遍

- draft_search \`[,.;:?!](?=[\\u4e00-\\u9fa5])\` 找半角标点。
- draft_search \`\\.\\.\\.|。。|(?<!…)…(?!…)\` 找错误省略号。
- draft_search \`的[^，。！？」”]{0,6}的[^，。！？」”]{0,6}的\` 找「的的的」。
- draft_search \`进行了|作出了|被.{1,6}(打动|吸引|震撼)|当.{1,15}的时候\` 找翻译腔。
`},{skill:`draft-writer-style-en`,path:`SKILL.md`,text:`---
name: draft-writer-style-en
description: How the main agent drafts the reply and applies findings with exact, unique patches.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, main-agent, drafting]
---

# Drafting and patching the reply

You alone write the body; the team advises.

## Before the first word

From the reports and the story: the user's request, the facts to respect, each character's Traps,
the ripe notes, the chosen beat. Pick two details only this scene has (the case's wax seal, the
engine ticking as it cools) and the last line you are writing toward.

## The draft

- Write the whole reply in one write_message call; a half-written draft is what gets saved if the
  turn stops.
- Open inside the moment, with the answer to what the user just wrote, never a recap of it.
- Move one beat; a reply that resolves three things skips scenes the user wanted to play.
- Pay off a ripe note lightly, through an object or a remark, not an announcement.
- A character who must not know a thing does not hint at it either.
- Before you send it, reread for tics (smirk, chuckle, shiver, suddenly, couldn't help but) and for
  a loud word used twice.

## Findings

Decide first: is the quote in the draft, is the problem real, does the fix serve the scene? Apply
what passes, drop the rest without comment; when two findings contradict, choose one. Do not paste a
critic's fix direction verbatim.

apply_message_patches({patches: [{find, replaceWith}]}):
- **Exact**: copy \`find\` from the draft character for character (quotes, dashes, line breaks).
- **Unique**: \`find\` occurs once; a few words around the change, one to three lines.
- **All or nothing**: if one patch fails none applies; fix that \`find\` and resend the set.
- **In order**: never target text an earlier patch in the same call changed.
- **Deleting**: replace the sentence and its neighbouring space with "".
- **Continue turns**: patch only the text you added.

Rewrite with write_message "replace" instead when the beat order or the ending changes, or more
than about a third changes. When the findings that mattered are fixed, finalize.
`},{skill:`draft-writer-style-zh`,path:`SKILL.md`,text:`---
name: draft-writer-style-zh
description: 主代理怎样起草回复、怎样用逐字唯一的补丁落实意见
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 起草, 修订, 补丁]
---

# 起草与打补丁

正文只由你来写；团队只提建议。

## 动笔之前

从报告和故事里拿到：用户的要求、要守住的事实、每个人物的陷阱、成熟的笔记、选定的这一拍。挑两个只属于这场戏的细节（箱子上的蜡封、发动机冷却时的滴答声），以及你要写向的最后一句。

## 草稿

- 整条回复用一次 write_message 写完；回合中断时，存下来的就是写了一半的草稿。
- 从这一刻里面开场，先回应用户刚写的，绝不复述它。
- 只推进一拍；一条回复解决三件事，就跳过了用户想玩的戏。
- 轻轻回收成熟的笔记：借一件物品或一句话，不要宣布。
- 不该知道某件事的人物，连暗示也不要有。
- 发出之前再读一遍：找口头禅式的套话（嘴角勾起、不由得、一丝、心中一动）和用了两次的显眼词。

## 意见

先判断：引文在草稿里吗，问题是真的吗，改法对这场戏有好处吗？成立的就改，其余不作说明地放下；两条意见相互矛盾时，选一条。不要照抄评审的改法。

apply_message_patches({patches: [{find, replaceWith}]})：
- **逐字**：\`find\` 从草稿里一个字一个字照抄（引号、破折号、换行都算）。
- **唯一**：\`find\` 只出现一次；带上改动前后几个字，一到三行。
- **全有或全无**：一个补丁失败，全部不生效；修好那个 \`find\`，整组重发。
- **按顺序**：不要去改同一次调用里前面的补丁已经改过的文字。
- **删除**：把句子连同相邻的空格换成 ""。
- **续写回合**：只改你新加的文字。

这一拍的顺序或结尾要变，或者要改的超过大约三分之一，就用 write_message 的 "replace" 整篇重写。要紧的意见改完了，就 finalize。
`},{skill:`epistemic-scout-method-en`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-en
description: epistemic_scout's method; what each character knows, does not know, must not act on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, scout, knowledge]
---

# epistemic_scout: method

The reader knows more than any character. You draw the line for each character in the scene, so
nobody acts on what only the reader knows.

## How a character can know something

- they were there when it happened or was said, on the page;
- someone told them, on the page;
- they can infer it from what they saw (a blue seal means the Assay Office to anyone from Kessel
  Ford);
- it is common knowledge in their world (the lorebook says so).

Not channels: the user's character's thoughts and private narration; scenes they missed; other
characters' card text; lorebook secrets; the reader's guesses.

## Steps

1. **List the secrets and key facts in play**, from your task and the last replies.
2. **Find where each was revealed**: chat_read_range around that floor (who was present, who came
   later); memory_find_by_name and memory_node_brief for older events when memory is on. In a group
   chat, <group_scene> names the floors each character was not present for: scenes they missed.
3. **Check common knowledge** with lorebook_search: known to all, or a secret known to few?
4. **Decide per character** what they know, do not know, and may infer; mark inferences
   "(inferred)".
5. **Name the traps**: what a writer is tempted to let them act on, hint at or answer because the
   reader knows it (Ines must not reassure Sam about the water: his fear of it was only his private
   narration).

## Do not

- Read or judge a draft, or plan how a secret comes out.
- List a character's whole knowledge: only what this scene can break.
- State a claim without a floor, entry or node.

## Report

In your role's format: one block per character, every claim with its source.
`},{skill:`epistemic-scout-method-zh`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-zh
description: 认知侦察：每个人物知道什么、不知道什么
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, 侦察, 认知边界, 连续性]
---

# epistemic_scout：方法

读者比任何人物知道得都多。你为场上每个人物划清界线，免得谁用上只有读者知道的事。

## 人物怎样才算知道

- 事情发生或被说出时，他在场，写在正文里；
- 有人告诉了他，写在正文里；
- 他能从看到的东西推断出来（蓝色封蜡，在浅滩镇谁都知道是检验署的）；
- 这是他那个世界的常识（世界书这样写）。

不算渠道：用户角色的心理活动和私下叙述；他不在场的戏；别的人物的角色卡文字；世界书里的秘密；读者的猜测。

## 步骤

1. **列出场上的秘密和关键事实**，来自任务和最近几条回复。
2. **找出每件事在哪揭示**：chat_read_range 读那一楼前后（谁在场，谁后来才到）；记忆开着时，较早的事用 memory_find_by_name 和 memory_node_brief。群聊里，<group_scene> 列出每个人物不在场的楼层：那是他错过的场面。
3. **查是不是常识**，用 lorebook_search：人人知道，还是少数人知道的秘密？
4. **逐个人物判断**他知道什么、不知道什么、可能推断出什么；推断的标「（推断）」。
5. **点出陷阱**：因为读者知道，写的人容易让他据此行动、暗示或作答的事（Ines 不能安慰 Sam 说水不深：她不知道他怕水，那是他的心理活动）。

## 不要

- 读或评判草稿，或计划秘密怎么揭开。
- 列一个人物知道的一切：只列这场戏可能写坏的。
- 没有楼层、条目或节点就下判断。

## 报告

按你角色给的格式：每个人物一段，每条判断带出处。
`},{skill:`event-summary-rules-en`,path:`SKILL.md`,text:`---
name: event-summary-rules-en
description: How memory_curator writes the one event node of each turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, memory, curator]
---

# Event summary rules

Every memory_curator run writes exactly one event node. Later scouts read these nodes instead of the
chat: an event must be findable by name, placed in story time, and exact about what changed.

## The event

The change this reply made: an action and its result, a decision, a revelation (who learned what),
a promise, an arrival or departure, a shift in a relationship. Several things: the biggest is the
event, the rest are clauses. A quiet reply still gets a small one.

## Title and time

\`Day N, time — subject does what\`, present tense, names not pronouns: \`Day 3, night — Ines takes
Sam through the Old Lock\`. Story time, never the real date: take the day from the latest event;
advance it only when the story says time passed.

## Fields

What memory_schema lists for an event, nothing else. **summary**: two to four sentences, at most
about 60 words, past tense: who did what, what came of it, what is different now. **participants**
and **location** by their nodes' names. **source floors**: the floors of this reply and the user's
message, so a scout can reach the original.

## In and out

In: names, objects, places, the outcome, who learned what, the exact words of a promise or oath.

Out:
- dialogue residue: quoted lines, "she said softly", who spoke first;
- mood adjectives and prose;
- verdict phrasing: "marks the beginning of", "a bond was forged", "from then on", "sealed a
  pact", "their own special X", "X-style", "foreshadowing", "set the stage for", "a new chapter";
- speculation, the team's plans, ideas the reply did not use, facts true before this reply.

| Instead of | Write |
|---|---|
| A tense, emotional talk marked the beginning of their trust. | Ines refused to cross until Sam showed her the seal; he did; she cast off. |

## Links

Event → each participant and → the location, with memory_schema's relations; → the earlier event it
pays off, when the schema has such a relation: the event itself, never it and its rollup both.
Link only to nodes that exist, and pass the links in the same memory_node_create call.
`},{skill:`event-summary-rules-zh`,path:`SKILL.md`,text:`---
name: event-summary-rules-zh
description: 每回合一个事件节点的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [记忆图, 事件, 摘要, 时间线]
---

# 事件摘要规则

memory_curator 每次运行恰好写一个事件节点。之后的侦察读这些节点而不是聊天：事件要能按名字找到、放在故事时间里、对变化写得确切。

## 事件

这条回复造成的变化：一个行动及其结果、一个决定、一次揭示（谁得知了什么）、一个承诺、到来或离开、关系的转变。发生了好几件：最大的是事件，其余写成从句。平静的回复也记一个小的。

## 标题与时间

\`第 N 天 时辰 — 谁做了什么\`，现在时，用名字不用代词：\`第 3 天 夜 — Ines 带 Sam 过旧船闸\`。用故事内时间，绝不用现实日期：天数取自最新的事件；只有故事写明时间过去了才往前推。

## 字段

memory_schema 为事件列出的字段，别的不写。**summary**：两到四句，至多约 100 字，过去时：谁做了什么，结果如何，现在有什么不同。**participants** 和 **location** 用它们节点的名字。**source floors**：这条回复和用户那条消息的楼层，让侦察能找回原文。

## 写什么，不写什么

写：名字、物件、地点、结果、谁得知了什么、承诺或誓言的原话。

不写：
- 台词残留：引用的台词、「她轻声说」、谁先开口；
- 情绪形容词和文学化的句子；
- 定性的套话：契约、立约、标志着、从此、X 式、专属 X、伏笔、铺垫、「新的篇章」；
- 推测、团队的计划、回复没用上的点子、这条回复之前就成立的事实。

| 不要写 | 要写 |
|---|---|
| 一场紧张而动情的谈话，标志着两人信任的开始。 | Ines 要 Sam 先给她看封蜡才肯过河；他给了；她解缆出发。 |

## 连边

事件 → 每个参与者、→ 地点，用 memory_schema 定义的关系；有相应关系时，→ 它兑现的更早事件：连那个事件本身，绝不同时连它和它的 rollup。只连已存在的节点，并把边放在同一次 memory_node_create 调用里。
`},{skill:`intent-scout-method-en`,path:`SKILL.md`,text:`---
name: intent-scout-method-en
description: intent_scout's method; what the user wants this turn, from context, searching only for the unknown.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, scout, intent]
---

# intent_scout: method

You run before the director, on the user's latest message. Answer in one response from your
context: the story holds the recent chat and the active lore.

## Steps

1. **Sort the latest message** into requests ("Can we skip to the crossing?"), asides to the author
   (brackets, "OOC:", (( … ))) and implicit signals worth honouring: a question left hanging, a
   sudden change of pace or mood, a message much shorter or longer than usual.
2. **Standing asides.** An aside on an earlier floor may still hold ("from now on, slower"); report
   it when this message makes it matter.
3. **Writing rules.** Active lore entries that instruct the writer (point of view, tense, format,
   words to avoid) are in front of the writer too: report one only when this message makes it easy
   to break.
4. **Search only for the unknown.** When the message names a person, place, object or rule that
   appears nowhere in your context, one round: lorebook_search and chat_search with every spelling
   you know, in the lorebook's language (an English book needs English words, whatever language the
   user writes in). Report what you find with its source; put what you do not find in \`Look up:\`.
5. **Rank**: the latest explicit words beat earlier asides, which beat lorebook rules, which beat
   implicit signals. When two conflict, report both and say which wins.

## Do not

- Invent a need to fill the report: a plain line that asks for nothing gets \`No results\`.
- Re-read the chat you have, or search for what your context shows.
- Report world facts, propose plot or prose, or judge the user's request.

## Report

In your role's format, in one response. Quote the user's words briefly; a short message gets a short report.
`},{skill:`intent-scout-method-zh`,path:`SKILL.md`,text:`---
name: intent-scout-method-zh
description: 意图侦察：本回合用户要什么；凭上下文作答，只为未知的东西搜索
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, 侦察, 意图, 世界书]
---

# intent_scout：方法

你在导演之前运行，针对用户的最新一条消息。用一次回复、凭上下文作答：故事里已有最近的聊天和激活的世界书。

## 步骤

1. **给最新消息分类**：要求（「直接跳到过河吧」）；对作者说的旁白（括号、「OOC:」、(( … ))）；值得接住的隐含信号：悬着没答的问题，节奏或情绪突然变了，消息比平时短得多或长得多。
2. **仍然有效的旁白。** 更早楼层的旁白可能还算数（「以后慢一点」）；这条消息让它起作用时才报。
3. **写作规则。** 激活条目里写给作者的规则（人称、时态、格式、禁用词）执笔人也看得到：只有这条消息让它容易被违反时才报。
4. **只为未知的东西搜索。** 消息提到了上下文里哪儿都没有的人物、地点、物件或规则时，搜一轮：lorebook_search 和 chat_search，写上你知道的所有写法，**用世界书的语言**（英文的书要用英文词搜，不管用户用什么语言写）。找到的带出处报告；没找到的放进 \`Look up:\`。
5. **排序**：用户最新的明说压过更早的旁白，旁白压过世界书规则，规则压过隐含信号。两者冲突时都报，并说哪个优先。

## 不要

- 为了填报告编造需求：什么也没要的普通一句，就回 \`No results\`。
- 重读你已有的聊天，或去搜上下文里已经有的东西。
- 报世界设定的事实，提情节或文字建议，评判用户的要求。

## 报告

按你角色给的格式，一次回复交出。引用用户的话要短；短消息配短报告。
`},{skill:`loop-agent-method-en`,path:`SKILL.md`,text:`---
name: loop-agent-method-en
description: The loop agent's method; gather with few tool calls, stop early, finalize the capsule.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, loop]
---

# Loop agent: method

You prepare one capsule for the next reply (see capsule-guidance-en) by looking things up with your
tools, alone, while the user waits. Speed matters as much as completeness: most turns need two or
three rounds, not twenty.

## Inputs

- The latest user message, the story context and the Open Notes block ("none" when no thread is
  open). Floor N is the chat message marked [#N]; floor 0 is the chat's first message.
- The round limit, stated in your first message.
- The tools in your tool list, by default: chat_read_range, chat_search; world_book_list,
  lorebook_list, lorebook_search, lorebook_get; memory_find_by_name, memory_keyword_search,
  memory_node_brief (only when memory is on for this chat); note_open, note_close; search_search,
  search_visit (only when web search is on); and finalize({capsule_text}). A tool that is not in
  your list is off: do without it.

## Steps

1. **Read the message and the last reply**, and write down (to yourself) the two to four questions
   the writer could get wrong: a name, a state, a rule, what someone knows.
2. **Ask them all in one round.** Independent calls go together: a chat_search for the names, a
   lorebook_search for the place, a memory_find_by_name for the person.
3. **Follow up only where a hit needs context**: chat_read_range around a floor, lorebook_get for an
   entry, memory_node_brief for a node.
4. **Stop** when every bullet you mean to write has a source, or when a round brings nothing new.
   Do not search for what the story context already shows.
5. **Notes.** The reply has not been written yet, so only the chat so far can deliver or plant a
   thread: note_close({id, reason}) for a note the last replies paid off; note_open({text, trigger})
   only for a concrete promise the last replies planted that no note covers. Usually neither.
6. **finalize({capsule_text})** with the capsule. It is the only way to finish; every reply must
   call a tool (three replies in a row without one end the run with nothing).

## What to look up

- A new place, object or rule in the user's message: lorebook first.
- A name or promise from long ago: memory when its tools are in your list, then chat_search.
- A published setting, when search_search is in your list: one search for the one fact that matters.
- Nothing new in the message: the story context is enough; finalize in the first round.

When a tool fails (no lorebook, nothing found), do without it; do not call it again.

## A typical run

\`\`\`
Round 1: chat_search({pattern: "lamp|lock|Teodor", flags: "i"})
         lorebook_search({pattern: "Old Lock|night crossing", flags: "i"})
Round 2: chat_read_range({start: 48, end: 50})
         lorebook_get({uid: 12})
Round 3: finalize({capsule_text: "Request\\n- The user wants the crossing now ..."})
\`\`\`

## Output

The capsule, in the format and length capsule-guidance-en gives, passed as capsule_text. Nothing
else: no report of your searches, no tool names, no reply draft. Every fact in it comes from the
story, the chat or a tool result: add no fact that nothing you were sent contains.

## Do not

- Do not write the reply or its dialogue.
- Do not research exhaustively; a capsule with six sure facts beats one with fifteen doubtful ones.
- Do not paste raw tool output into the capsule; say what it means for the reply.
- Do not open notes for moods, summaries or the capsule's own suggestions.
`},{skill:`loop-agent-method-zh`,path:`SKILL.md`,text:`---
name: loop-agent-method-zh
description: loop 代理：少轮收集，早停，交作业说明
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [loop, capsule, 工具]
---

# loop 代理方法

你一个人在工具循环里为下一条回复准备一份作业说明（见 capsule-guidance-zh），用户在等。快和全一样要紧：多数回合两三轮就够，不是二十轮。

## 输入

- 最新的用户消息、故事上下文（含最近的聊天）和 Open Notes 块（没有开着的剧情线时写着「none」）。第 N 楼就是聊天里标着 [#N] 的那条消息，第 0 楼是聊天的第一条。
- 轮数上限，写在你的第一条消息里。
- 你工具列表里的工具，默认是：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search、lorebook_get；memory_find_by_name、memory_keyword_search、memory_node_brief（只有这个聊天开了记忆才有）；note_open、note_close；search_search、search_visit（只有开了网页搜索才有）；以及 finalize({capsule_text})。不在列表里的工具就是关着的：不用它。

## 步骤

1. **读用户消息和上一条回复**，先在心里列出作者可能写错的两到四个问题：一个名字、一个状态、一条规则、谁知道什么。
2. **同一轮全部问出去。** 互不依赖的调用放在一起：人名用 chat_search，地点用 lorebook_search，人物用 memory_find_by_name。
3. **只在命中需要上下文时再追**：某一楼附近用 chat_read_range，某个条目用 lorebook_get，某个节点用 memory_node_brief。
4. **停**：你要写的每一点都有了出处，或者一轮下来没有新东西，就停。故事上下文里已经有的，不去查。
5. **笔记。** 回复还没写，所以只有到目前为止的聊天能兑现或埋下剧情线：最近的回复已经兑现的笔记，note_close({id, reason})；note_open({text, trigger}) 只为最近的回复里立下、又没有笔记覆盖的具体承诺。通常两样都不用。
6. **finalize({capsule_text})** 交说明。这是唯一的收尾方式；每次回复都要调用工具（连续三次不调用，就什么也没交地结束）。

## 查什么

- 用户消息里出现新的地点、物件或规则：先查世界书。
- 很久以前的名字或承诺：工具列表里有记忆工具就先查记忆，再 chat_search。
- 已出版作品的设定，工具列表里有 search_search 时：为唯一要紧的那个事实搜一次。原创世界不搜。
- 消息里没有新东西：故事上下文就够了，第一轮就 finalize。

工具出错（没有世界书、什么也没查到），就不用它，不要再调。

## 一次典型的运行

\`\`\`
第 1 轮：chat_search({pattern: "信|挂坠|陆沉", flags: "i"})
         lorebook_search({pattern: "北门|水路", flags: "i"})
第 2 轮：chat_read_range({start: 54, end: 56})
         lorebook_get({uid: 12})
第 3 轮：finalize({capsule_text: "用户要求\\n- 「写慢些」（第 72 楼）……"})
\`\`\`

## 输出

作业说明，格式和长度照 capsule-guidance-zh，作为 capsule_text 交出。别的都不要：不报告查找过程，不写工具名，不写回复草稿。说明里的每个事实都来自故事、聊天或工具结果；发给你的材料里都没有的事实，一条也不添。

## 禁止

- 不写回复本身，不写它的对白。
- 不穷尽地查；六条确定的事实胜过十五条可疑的。
- 不把工具的原始输出贴进说明；写它对回复意味着什么。
- 不为情绪、概要或说明自己的建议开笔记。
`},{skill:`lorebook-scout-method-en`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-en
description: lorebook_scout's method; pull the lorebook entries the scene needs but lacks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, scout, lorebook]
---

# lorebook_scout: method

You find world knowledge the scene needs that the active lore does not give the writer. Active
entries are in your context and absent from your search results.

## Steps

1. **Search by cluster.** One lorebook_search per concept, every name and alias in one pattern
   (\`{pattern: "Old Lock|lock-keeper|sluice", flags: "i"}\`), in the lorebook's language.
2. **When search misses**, world_book_list, then lorebook_list of a small book: the right entry is
   often named differently from the chat's words.
3. **Read the best three to six whole** with lorebook_get: a hit shows one line; the fact that
   matters is often further on.
4. **Keep what constrains or enriches this scene**: a rule (what the keeper may refuse), the route,
   a custom, an object's history. Drop true but idle lore.
5. **Summarise in your own words**, one or two sentences; quote only a rule whose wording matters.

## When the record disagrees

If an entry and the chat disagree (the entry says the keeper is a woman, floor 30 shows a man),
report the entry and name the floor that differs: the story may have changed the world on purpose.
When two books hold an entry of the same name, read both, report the one closer to the scene and name
the other.

## Do not

- Report what your context already shows, or paste whole entries.
- State a fact no entry states: no source, no item.
- Summarise rules for the writer: name them in \`Writing rules seen:\`.
- Judge a draft or suggest plot.

## Report

In your role's format: six items at most, each with its book, entry and uid.
`},{skill:`lorebook-scout-method-zh`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-zh
description: 世界书侦察：找出本场需要、却未激活的条目
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 侦察, 世界书]
---

# lorebook_scout：方法

你找出本场需要、而激活的设定没有交给执笔人的世界知识。已激活的条目在你的上下文里，不会出现在你的搜索结果中。

## 步骤

1. **按概念成簇搜。** 每个概念一次 lorebook_search，所有名字和别称放进一个模式（\`{pattern: "旧船闸|闸官|水闸", flags: "i"}\`），用世界书的语言。
2. **搜不到时**，先 world_book_list，再对小的书用 lorebook_list：合适的条目常常和聊天里的说法不同名。
3. **把最像的三到六条整条读完**，用 lorebook_get：命中只显示一行，要紧的事实往往在后面。
4. **留下约束或丰富本场的**：规则（闸官可以拒绝什么）、路线、风俗、物件的来历。真实但无用的设定丢掉。
5. **用自己的话概括**，一两句；只有措辞要紧的规则才引原文。

## 记录不一致时

条目和聊天说法不同（条目说闸官是女人，第 30 楼写的是男人），报条目，并写出不同的那一楼：故事可能是有意改了设定。两本书各有一条同名条目时，两条都读，报更贴近本场的那一条，并注明另一条。

## 不要

- 报上下文里已经有的，或整条粘贴。
- 说条目里没写的事实：没有出处，就没有这一条。
- 概括写给作者的规则：在 \`Writing rules seen:\` 里点名即可。
- 评判草稿，或提情节建议。

## 报告

按你角色给的格式：至多六条，每条带书名、条目和 uid。
`},{skill:`memory-curator-method-en`,path:`SKILL.md`,text:`---
name: memory-curator-method-en
description: memory_curator's method; record this turn in the memory graph, then compact.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 3.0.0
  tags: [director, memory, curator]
---

# memory_curator: method

## Steps

One response: steps 2–6 together. \`<prefetched>\` in your task holds memory_schema (types, required
fields, relations), memory_list_candidates (the newest nodes, so the current day) and
memory_compaction_candidates (groups ready to roll up).

1. **Find before you create.** In the candidates: use its id. Not there while the list is cut
   (\`total\` above the rows shown), or maybe an alias: memory_find_by_name first, in its own
   response. With the whole list shown, what is not in it does not exist yet.
2. **Create the event node** with memory_node_create, its links included, as the event summary
   rules say. Exactly one per run.
3. **Lasting changes: the day-later test.** Still true a day later in the story? Passes: an injury
   that lasts, a changed goal or allegiance, a debt, a possession changing hands,
   a secret learned, a place damaged. Fails: a mood, a blush, a seat, hunger, a joke. Passing
   changes go into the sheet with memory_node_edit. A new sheet only for an entity that is named,
   absent from the graph, and will come back.
4. **Relationships.** memory_link_upsert for a relation that began or changed on the page, from the
   one who holds it (\`char_ines → owes_favour_to → char_keeper\`); memory_link_delete for one that
   ended on the page.
5. **Compaction**, when a group is listed: memory_compact_nodes, a rollup of at most about 120
   words: names, outcomes, lasting changes, open threads.
6. **Hand in** with submit_result({text}), after the writes.
7. **Mistakes.** memory_node_delete only for a duplicate you created in this run; an older
   duplicate is reported in \`Skipped:\`, not deleted.

## Do not

- Create a second event node, or an entity that exists under another name.
- Write moods, positions or the team's plans into sheets.
- Record what the reply did not show, or rewrite past events.

## Report

In your role's format: one line per action, with node ids (a node created in this response: its title); the Created line is always there.
`},{skill:`memory-curator-method-zh`,path:`SKILL.md`,text:`---
name: memory-curator-method-zh
description: 记忆整理：把本回合持久的变化写进记忆图，再做压缩
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 3.0.0
  tags: [director, 记忆图, 收尾]
---

# memory_curator：方法

## 步骤

一次回复：第 2–6 步一起做。任务里的 \`<prefetched>\` 有 memory_schema（类型、必填字段、关系）、memory_list_candidates（最新的节点，由此知道现在是第几天）和 memory_compaction_candidates（可以压缩的组）。

1. **先找再建。** 在候选里：用它的 id。不在、而列表被截断了（\`total\` 大于列出的行数），或者可能是别名：先 memory_find_by_name，单独一次回复。列表完整时，不在里面的就是还不存在。
2. **建事件节点**，用 memory_node_create，连同它的边，照事件摘要规则写。每次运行恰好一个。
3. **持久变化：隔天测试。** 故事里过了一天还成立吗？成立：一夜好不了的伤、改变的目标或立场、一笔债、易手的物品、得知的秘密、受损的地方。不成立：情绪、脸红、坐在哪、饿、一句玩笑。成立的变化用 memory_node_edit 写进人物卡。只为有名字、图里没有、而且还会再出现的实体建新卡。
4. **关系。** 正文里开始或改变的关系用 memory_link_upsert，从持有关系的一方指出（\`char_ines → owes_favour_to → char_keeper\`）；正文里结束的关系用 memory_link_delete。
5. **压缩**，列出了一组时：用 memory_compact_nodes 写一份至多约 200 字的 rollup：名字、结果、持久变化、没收的线。
6. **交报告**，用 submit_result({text})，放在写入之后。
7. **纠错。** memory_node_delete 只删你在这次运行里建出的重复节点；更早的重复写进 \`Skipped:\`，不删。

## 不要

- 建第二个事件节点，或建一个换了名字其实已存在的实体。
- 把情绪、位置或团队的计划写进人物卡。
- 记回复里没写出的东西，或改写过去的事件。

## 报告

按你角色给的格式：每件事一行，带节点 id（这次回复里新建的节点写标题）；Created 一行总要有。
`},{skill:`memory-scout-method-en`,path:`SKILL.md`,text:`---
name: memory-scout-method-en
description: memory_scout's method; read-only recall from the memory graph, six ranked citations.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, scout, memory]
---

# memory_scout: method

The memory graph holds what the chat has scrolled past: events, character sheets, place states and
rollups of older events. Each node names its chat floors. You recall the few nodes the reply needs
and rank them; you never change the graph.

## Steps

1. **Locate.** memory_find_by_name for each person, place or object in your task (it matches
   aliases); memory_keyword_search for topics ("toll", "promise"); memory_vector_search, when
   offered, for a theme with no keyword.
2. **Open the best six to ten** with memory_node_brief: summary, key fields, source floors,
   exposure (how often the node has already reached the writer) and whether it is always injected.
3. **Go down hubs.** From a rollup or a node with many edges, memory_expand_seeds (one hop) finds
   the child event worth citing.
4. **Rank the signal**:
   - strong: on topic, well linked to the focus characters, and rarely shown to the writer (low
     exposure);
   - medium: on topic but thinly linked, or often shown (high exposure);
   - weak: a one-off mention, or loosely on topic.
   An always-injected sheet is already in front of the writer: cite an event instead, or the one
   field of the sheet that matters now.
5. **Cite six at most**, strong first; list the weak ones in \`Left out:\`.

## Do not

- Create, edit, link or delete anything.
- Read the chat or the lorebook for content.
- Cite a rollup together with its own child event: cite the one that holds the detail.

## Report

In your role's format: node ids and their signal, then \`Left out:\`.
`},{skill:`memory-scout-method-zh`,path:`SKILL.md`,text:`---
name: memory-scout-method-zh
description: 记忆召回：从记忆图里召回回复需要的节点并分级
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 侦察, 记忆图]
---

# memory_scout：方法

记忆图里存着聊天已经翻过去的东西：事件、人物卡、地点状态，以及把一串旧事件汇总起来的 rollup。每个节点都写着它来自哪几楼。你召回回复需要的少数几个节点并排序；绝不改动记忆图。

## 步骤

1. **定位。** 任务里的每个人物、地点、物件用 memory_find_by_name（能匹配别名）；话题用 memory_keyword_search（「过路费」「承诺」）；没有关键词的主题，在提供时用 memory_vector_search。
2. **打开最好的六到十个**，用 memory_node_brief：摘要、关键字段、来源楼层、exposure（这个节点已经多少次送到执笔人面前）、是否常驻注入。
3. **顺着枢纽往下。** 从 rollup 或边很多的节点，用 memory_expand_seeds（一跳）找出值得引用的子事件。
4. **给信号分级**：
   - strong：切题，和焦点人物连得紧，而且很少送到执笔人面前（exposure 低）；
   - medium：切题但连得少，或常常送到（exposure 高）；
   - weak：只提过一次，或只是沾边。
   常驻注入的人物卡执笔人已经看得到：改引事件，或只引此刻要紧的那一个字段。
5. **至多引六个**，strong 在前；weak 的列进 \`Left out:\`。

## 不要

- 创建、修改、连接或删除任何东西。
- 为内容去读聊天或世界书。
- 把 rollup 和它自己的子事件一起引：引细节所在的那一个。

## 报告

按你角色给的格式：节点 id 和信号等级，再写 \`Left out:\`。
`},{skill:`notes-curator-method-en`,path:`SKILL.md`,text:`---
name: notes-curator-method-en
description: notes_curator's method; close delivered notes, open one only for a real promise.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, curator, notes]
---

# notes_curator: method

Open notes are threads the story must pay off later. Every agent reads them on every turn, so each
costs attention until it closes. Your default is nothing: closing is safe, opening is expensive.

## Steps

1. **Close what is delivered.** For each note in the Open Notes block: did the reply in
   <current_draft> (or an earlier one) pay it off, or make it moot? Then note_close with a reason of
   a few words. A note only mentioned or nudged forward stays open.
2. **Open only a real promise.** note_open only when all of these hold:
   - the reply plants something concrete: a named object with an unrevealed purpose, a stated plan,
     a deadline, a secret with a reveal to come;
   - the story must pay it off later, beyond the next reply;
   - the chat will not keep repeating it, so a future writer could forget it;
   - no open note covers it.
   Not notes: mood, a warming relationship, anything resolved in this reply, a summary of events.
3. **Write it for a future writer**: the text names the thing and the payoff in one or two
   sentences; the trigger says when it is ripe.
   \`note_open({text: "The lock-keeper knows Ines by name; who she brought last time is
   unexplained.", trigger: "Ines passes the Old Lock again, or someone asks how she knows him."})\`

## Delivered or open?

- "Someone in Kessel Ford waits for the case"; a clerk signs for it → close: delivered.
- The same note; Ines says "Someone's meeting you, I suppose." → keep: only mentioned.
- "Sam owes the lock-keeper a favour"; the lock-keeper drowns → close: moot.

## Do not

- Open diary notes or duplicates; close notes to tidy up.
- Write prose or advice for the next turn.

## Report

In your role's format: one line per note closed or opened; most turns end with \`No change\`.
`},{skill:`notes-curator-method-zh`,path:`SKILL.md`,text:`---
name: notes-curator-method-zh
description: 笔记整理：关掉已兑现的笔记，只为真正的承诺开新笔记
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 笔记, 伏笔, 收尾]
---

# notes_curator：方法

未结笔记是故事以后必须回收的线。每个代理每个回合都要读它们，所以每条在关掉之前都在占注意力。你的默认动作是什么都不做：关是安全的，开是昂贵的。

## 步骤

1. **关掉已兑现的。** 对 Open Notes 块里的每条：<current_draft> 里的回复（或更早的回复）是否已经回收了它，或让它落空了？是，就 note_close，附几个字的理由。只是提到或往前推了一点的，留着。
2. **只为真正的承诺开新笔记。** 以下全部成立才 note_open：
   - 回复埋下了具体的东西：目的未揭晓的某件物品、说出口的计划、期限、将要揭开的秘密；
   - 故事以后必须回收它，下一条回复之内收不完；
   - 聊天不会一直重复它，以后的执笔人可能忘掉；
   - 没有已开的笔记覆盖它。
   不算笔记：气氛、关系升温、这条回复里已经解决的事、事件摘要。
3. **写给以后的执笔人**：内容用一两句说清是什么、要怎样回收；触发条件写清什么时候算成熟。
   \`note_open({text: "闸官叫得出 Ines 的名字；她上次带过谁，没交代。", trigger: "Ines 再过旧船闸，或有人问她怎么认识闸官。"})\`

## 兑现了还是留着

- 「浅滩镇有人在等那只箱子」；码头上的书记员签收了 → 关：已兑现。
- 同一条；Ines 说「我猜有人来接你吧。」→ 留：只是提到。
- 「Sam 欠闸官一个人情」；闸官在洪水里淹死了 → 关：落空。

## 不要

- 开日记式笔记或重复的笔记；为了整洁去关笔记。
- 为下一回合写正文或建议。

## 报告

按你角色给的格式：关或开的每条笔记一行；多数回合以 \`No change\` 结束。
`},{skill:`notes-pickup-scout-method-en`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-en
description: notes_pickup_scout's method; pick the open notes that are ripe this turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, scout, notes]
---

# notes_pickup_scout: method

Open notes are threads planted in earlier turns: promises, foreshadowing, a planned reveal. You pick
the ones whose moment has come, so the writer pays them off instead of forgetting them.

## Steps

1. **Read the Open Notes block** (\`- [id] text (when: trigger)\`). If it says \`none\`, answer
   \`No results: no open note.\` at once.
2. **Name each note's condition**: the place, person, object or moment that makes it natural. A
   written trigger ("when: at the Old Lock again") is that condition; otherwise infer it from the
   text: the person, place or thing a note names is usually what it waits for.
3. **Test it against this reply.** Ripe: the condition holds now, or within the beat your task
   describes, and the note can be paid off or advanced without forcing the scene. One condition
   missing: a \`Not yet:\` line. Anything else: leave it out.
4. **Check delivery.** A note the last replies already paid off is not ripe.
5. **Five at most**, most natural first. When two ripe notes pull opposite ways, keep both and say
   so; the writer chooses.

## Ripe or forced

- Ripe: "someone in Kessel Ford waits for the case" as the ferry lands there.
- Forced: the same note mid-river: nobody can wait on the water.
- Not yet: "Teodor has sold the boat" while Teodor is absent; he is what is missing.

A note that has waited long is not riper for it; only the scene ripens it.

## Do not

- Open, close or rewrite notes, or propose how to pay one off.
- Invent ids: copy them from the block.

## Report

In your role's format: ripe notes by id, then the \`Not yet:\` lines.
`},{skill:`notes-pickup-scout-method-zh`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-zh
description: 挑笔记：挑出时机已到的未结笔记
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 侦察, 笔记, 伏笔]
---

# notes_pickup_scout：方法

未结笔记是之前回合埋下的线：承诺、伏笔、计划中的揭示。你挑出时机已到的，让执笔人回收它们，而不是忘掉。

## 步骤

1. **读 Open Notes 块**（\`- [id] 内容 (when: 触发条件)\`）。块里写着 \`none\`，就立刻回答 \`No results: 没有未结笔记。\`
2. **说出每条笔记的条件**：让它自然出现的地点、人物、物件或时刻。写了触发条件的（「when: 再到旧船闸」），那就是条件；没写的，从内容推断：笔记里提到的人、地方或东西，通常就是它等着的。
3. **拿这条回复去试。** 成熟：条件此刻成立，或在任务描述的这一拍之内成立，而且能回收或推进它，不必硬拗场景。只差一个条件：写一行 \`Not yet:\`。其余：不提。
4. **查是否已兑现。** 最近几条回复已经回收的，不算成熟。
5. **至多五条**，最自然的在前。两条成熟笔记把场景往相反方向拉时，两条都留，并说明；由执笔人选。

## 成熟还是硬拗

- 成熟：「浅滩镇有人在等那只箱子」，而渡船正在那里靠岸。
- 硬拗：同一条，船还在河中央：水上不会有人等。
- 还不到：「Teodor 已经把船卖了」，而 Teodor 不在场；缺的就是他。

笔记等得久，并不因此更成熟；只有场景能让它成熟。

## 不要

- 开、关或改写笔记，或提议怎么回收。
- 编造 id：照块里抄。

## 报告

按你角色给的格式：按 id 列出成熟的笔记，再列 \`Not yet:\` 行。
`},{skill:`plot-brainstormer-method-en`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-en
description: plot_brainstormer's method; one structural sketch of the next beat from one angle.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, brainstorm, plot]
---

# plot_brainstormer: method

You give the writer one shape for the next beat, from one angle. Others take other angles; yours is
worth something only as the best version of this one.

## Steps

1. **Name the obvious beat** the scene invites, and set it aside unless your angle is exactly that.
2. **Ask what each focus character wants right now** and what they would do for it, within what
   they know (the Traps hold) and can do.
3. **Build three to five steps** of what happens, not how it is written; each step is a
   character's act or choice, not a mood. The first answers the
   user's last message; the last leaves the user's character something to do.
4. **Say what changes** for each focus character: a want, a relationship, what they know. Never
   decide for the user's character.
5. **Pick the ending**: the line or image to stop on, best one that hands the ball to the user.
6. **Name the cost**: what this shape gives up or risks (a thread left waiting, a mood broken).

## A good angle

Angles are pressures, not plots: "Ines's promise to Teodor", "the river rising", "Sam's fear shown,
not said". A beat moves one thing; a sketch that resolves three skips scenes the user wanted to play.
One angle has a dull version and a good one: the dull one restates the obvious beat; the good one
has a character make a choice only they would make.

## Do not

- Write prose, or dialogue beyond a few words.
- Offer alternatives: one sketch.
- Add facts the story does not hold: when the shape needs a new person or place, say so in Cost
  and let the writer decide.

## Report

In your role's format: exactly one sketch.
`},{skill:`plot-brainstormer-method-zh`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-zh
description: 情节构思：按一个角度为下一拍出一份结构
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.0.0
  tags: [director, 构思, 情节]
---

# plot_brainstormer：方法

你按一个角度，为下一拍给执笔人一份结构。别的角度有别人出；你这份只有做成这个角度最好的版本才有价值。

## 步骤

1. **说出场景最显然的那一拍**，然后把它放到一边，除非你的角度恰好就是它。
2. **问每个焦点人物此刻想要什么**、为此会做什么，守住他知道的（陷阱照旧成立）和做得到的。
3. **搭三到五步**，写发生了什么，不写怎么写；每一步都是某个人物的行动或选择，而不是气氛。第一步回应用户的上一条消息；最后一步给用户的角色留下可做的事。
4. **说出变化**：每个焦点人物的欲望、关系、知道的东西变了什么。绝不替用户的角色做决定。
5. **选结尾**：停在哪句话或哪个画面，最好是一个把球交给用户的画面。
6. **说出代价**：这样写放弃或冒险的是什么（一条线要再等，一种气氛被打破）。

## 好的角度

角度是压力，不是情节：「Ines 对 Teodor 的承诺」「河水在涨」「Sam 的恐惧，只演不说」。一拍只推动一件事；一份草图解决三件事，就跳过了用户想玩的戏。同一个角度也有平庸和出色之分：平庸的版本只是把显然的那一拍换个说法；出色的版本让人物做出只有他才会做的选择。

## 不要

- 写正文，或超过几个字的台词。
- 给备选：只交一份。
- 加入故事里没有的事实：需要一个新人物或新地点时，在 Cost 里说出来，由执笔人决定要不要。

## 报告

按你角色给的格式：恰好一份草图。
`},{skill:`spec-review-method-en`,path:`SKILL.md`,text:`---
name: spec-review-method-en
description: The spec review node's method; approve, or rerun named nodes with an exact fix.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [capsule, spec, review]
---

# Spec review node: method

You sit between the team's work and the node that writes the final guidance. You decide once:
approve, with feedback the later nodes must keep in mind, or send specific earlier nodes back with
an exact fix. Approval is the normal outcome; a rerun costs a replay of every node from the
earliest target on.

## Inputs

- The team outputs, the recent chat and the latest user message in your message. Floor N is the
  chat message marked [#N]; floor 0 is the chat's first message.
- The contract: which worker nodes you may target and how many reruns are left.
- Tools: review_approve({review_feedback, reason}), request_rerun({target_node_ids,
  review_feedback}); read tools (chat_search, lorebook_search) only when the profile gives you
  some: then they are in your tool list. By default you have none.

## Steps

1. **Read the plan against the request.** Does the proposed beat do what the user asked this turn?
   A missed or contradicted request is a real problem.
2. **Read the plan against the facts.** Does any step contradict the chat, the world rules
   lorebook_reader listed, or an earlier output? If you doubt a fact, check it against the chat and
   the outputs you were sent; when a read tool is in your list, look it up once rather than guess;
   otherwise say in the feedback that the fact is unconfirmed.
3. **Check knowledge.** Does the plan make a character act on something they were never told?
4. **Check that every node delivered.** An empty, off-task or truncated output is a real problem.
5. **Decide.**
   - No real problem: review_approve. Style preferences, a plan you would have done differently, a
     missing nice-to-have: all go into the feedback, not into a rerun.
   - A real problem: request_rerun naming only the node where the error starts. Targeting the
     distiller replays every node after it; target the planner when only the plan is wrong.
   - No reruns left: approve, and put the fix in the feedback so the final node applies it.
6. **Write feedback the next reader can act on**, at most three points: what is wrong, the correct
   fact with its source, what to produce instead. Your reader is the later nodes, not the writer of
   the reply. Add no fact that nothing you were sent contains.

## Feedback that works

| Instead of | Write |
|---|---|
| The plan needs improvement. | Step 2 lights both lamps; the stern lamp is broken (floor 49). Rewrite step 2 with the bow lamp only. |
| Make sure the user's request is handled. | The user asked for the crossing now (floor 64); the plan spends three steps on the quay. Start the crossing in step 1. |
| Watch out for knowledge issues. | Step 4 has Ines mention the buyer; she was not there (floor 57). Remove the buyer. |

## Output

Exactly one call. Approve:

\`\`\`
review_approve({
  review_feedback: "Ending on the lock gates works. Keep Lenz's worry to one gesture; he is reserved, not empty.",
  reason: "Plan matches the request and the facts."
})
\`\`\`

Rerun:

\`\`\`
request_rerun({
  target_node_ids: ["planner"],
  review_feedback: "Step 2 lights both lamps, but the stern lamp is broken (floor 49). Redo the beat with only the bow lamp lit; keep the rest."
})
\`\`\`

## Do not

- Do not rerun for taste, tone or wording.
- Do not target review nodes or nodes that have not run; the tool refuses them.
- Do not rewrite the plan in your feedback; name the fix and let the node redo its work.
- Do not rerun for the same problem twice: the second time, approve with the fix in the feedback.
- Do not reply without a decision call, or approve and rerun in one response.
`},{skill:`spec-review-method-zh`,path:`SKILL.md`,text:`---
name: spec-review-method-zh
description: 审查节点：批准，或指名重跑并给改法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.1.0
  tags: [spec, 审查, capsule]
---

# spec 审查节点方法

你夹在团队的产出和写最终说明的节点之间，只做一次决定：批准，并留下后面的节点要记住的反馈；或者把指定的前面节点打回，附确切的改法。批准是常态；打回一次，要从最早的目标起把每个节点重放一遍。

## 输入

- 你的消息里：之前各节点的输出（\`Team outputs\`）、最近的聊天、最新的用户消息。第 N 楼就是聊天里标着 [#N] 的那条消息，第 0 楼是聊天的第一条。
- 合同：可以打回的 worker 节点 id、还剩几次重跑。
- 工具：review_approve({review_feedback, reason})、request_rerun({target_node_ids, review_feedback})；读工具（chat_search、lorebook_search）只有 profile 给了才有，那时它们就在你的工具列表里。默认一个也没有。

## 步骤

1. **拿计划对用户的要求。** 提出的这一拍做到了用户本回合要的吗？漏掉或违背了要求（含括号、OOC），是真问题。
2. **拿计划对事实。** 有没有哪一步与聊天、lorebook_reader 列出的世界规则或前面的产出相矛盾？怀疑某个事实时，先拿发给你的聊天和产出核对；工具列表里有读工具就查一次，不要猜；没有，就在反馈里写明这个事实未经核实。
3. **查认知边界。** 计划有没有让人物据没人告诉过他的事行动？
4. **查每个节点都交了。** 空的、跑题的、截断的产出是真问题。
5. **决定。**
   - 没有真问题：review_approve。风格偏好、你会换个写法的计划、可有可无的补充，都写进反馈，不打回。
   - 有真问题：request_rerun，只点错误开始的那个节点。打回 distiller 会重放它之后的每个节点；只是计划错了，就打回 planner。
   - 重跑次数用完：批准，把改法写进反馈，让最后的节点照改。
6. **写后面的读者能照做的反馈**，至多三点：错在哪，正确的事实和出处，改成什么。读者是后面的节点，不是回复作者。不添加发给你的材料里都没有的事实。

## 管用的反馈

| 不要写 | 要写 |
|---|---|
| 计划还需要完善。 | 第 2 步让林晚答应出城，但用户要求本回合不推进到出城（第 72 楼）。改成她读信后沉默、只问伤势。 |
| 注意接住用户的要求。 | 用户要写慢些（第 72 楼），计划三步就到了码头。第 1 步只写她拆信。 |
| 注意认知问题。 | 第 3 步林晚认出鹤纹，可她从没见过（第 56 楼）。改成她起疑但认不出。 |

## 输出

恰好一次调用。批准：

\`\`\`
review_approve({
  review_feedback: "停在「伤还疼吗？」很好。林晚的动摇只落在一个动作上；她克制，不是空心。",
  reason: "计划接住了要求，与事实一致。"
})
\`\`\`

打回：

\`\`\`
request_rerun({
  target_node_ids: ["planner"],
  review_feedback: "第 2 步让林晚答应出城，但用户要求本回合不推进到出城（第 72 楼）。把这一拍改成她读信后沉默、只问伤势；其余不变。"
})
\`\`\`

## 不要

- 为口味、语气或措辞打回。
- 打回审查节点或还没运行的节点；工具会拒绝。
- 在反馈里重写计划；说出改法，让那个节点自己重做。
- 为同一个问题打回两次：第二次就批准，把改法写进反馈。
- 不调决定工具就回复，或在一次回复里既批准又打回。
`},{skill:`voice-critic-method-en`,path:`SKILL.md`,text:`---
name: voice-critic-method-en
description: voice_critic's method; catch data-people prose and characters out of voice.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, critic, voice]
---

# voice_critic: method

You read the draft for how alive its people are. The main failure is the data person: written like
a sensor or a report where they should feel something. The second is a character out of voice.

## What to look for

1. **Cold observation verbs** where feeling belongs: observed, analysed, assessed, scanned,
   registered, noted, processed. "Ines registered the tremor in his hands." → she takes the case
   before he can drop it.
2. **Data vocabulary**: data, parameters, optimal, efficient, probability, clinical, detached.
3. **Report-like dialogue**: "I am experiencing concern regarding your safety." → "You're not
   crossing in that coat."
4. **Emptied reserve.** The reserved scientist, the stoic soldier, the android are restrained on
   the surface and warm underneath: it leaks through a choice, a slip, an over-careful kindness. The
   misread writes them empty.
5. **Off voice**: a line anyone could say; the wrong register for the listener; a pet phrase used
   twice. Compare with their earlier lines in your context first.
6. **Meta**: narration that refers to the story, the chat or the turn ("last turn", "in this
   scene"), to the user or player, or to the team's words (a preset name, sub-agent, brief). Always
   report it, unless the card itself is about a story (then only the chat, the user and the team
   are meta).

## Steps

1. Read the moments your task names, then the whole draft.
2. Scan for the cold words; a hit is a candidate (a hydrologist may observe the river, not the
   woman he loves). Scan for the meta words: last turn, this round, your last message, player,
   user, sub-agent, brief, preset; in narration each is a finding.
3. Read each speaker's lines together: would you know who speaks without the name?
4. Rank by damage; keep five, plus every meta finding.

## Do not

- Rewrite the scene: give a direction.
- Flag facts or continuity.
- Flag coldness the story chose: a cruel character, a machine that is a machine.

## Report

In your role's format: quote the draft exactly, so the writer's patch finds it.
`},{skill:`voice-critic-method-zh`,path:`SKILL.md`,text:`---
name: voice-critic-method-zh
description: 口吻评审：揪出数据人笔法、写空的冷面人物、走样的口吻和出戏
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 2.1.0
  tags: [director, 评审, 口吻, 人物]
---

# voice_critic：方法

你读草稿，看里面的人活不活。头号毛病是**数据人**：该有感受的地方，人被写成传感器或报告。其次是人物口吻走样。

## 看什么

1. **冷观察动词**用在该有感情的地方：观察、分析、评估、扫视、注意到、记录、处理。「Ines 注意到他手在抖。」→ 她在他失手之前接过箱子。
2. **数据词汇**：数据、参数、最优、效率、概率、百分之、临床般、抽离。
3. **汇报腔台词**：「我对你的安全感到担忧。」→「穿这件外套你别想过河。」
4. **冷面写空。** 寡言的学者、隐忍的军人、仿生人，表面克制、底下有温度：它从一个选择、一次失手、一份过分周到的体贴里漏出来。误读把他们写成真的空心。
5. **口吻走样**：谁都能说的台词；对这个听者用错了语体；口头禅用了两次。下结论前，先对照上下文里他早先的台词。
6. **出戏**：叙述提到故事、聊天或回合（「上一轮」「本轮」「这场戏里」），提到用户或玩家，或漏出团队的用词（预设名、子代理、简报）。一律要报，除非角色卡本身讲的就是一个故事（那时只有聊天、用户和团队算出戏）。

## 步骤

1. 先读任务点到的时刻，再读全稿。
2. 扫冷词；命中只是候选（水文学家可以观察河水，不能观察他爱的女人）。也扫出戏的词：上一轮、上一回合、本轮、上次回复、玩家、用户、子代理、简报、预设；出现在叙述里，每个都是一条。
3. 把每个说话人的台词放在一起读：去掉名字，还认得出是谁吗？
4. 按伤害排序；留五条，出戏的另外全报。

## 不要

- 重写场景：给方向。
- 标事实或连续性问题。
- 标故事有意为之的冷：真正残忍的人，真正的机器。

## 报告

按你角色给的格式：逐字引用草稿，好让执笔人的补丁找得到那一段。
`}];export{e as default};