var e=[{skill:`agenda-planner-method-en`,path:`SKILL.md`,text:`---
name: agenda-planner-method-en
description: The agenda planner's method; todo board, parallel dispatch, run budget, when to finalize.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
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
   worker that needs no other report (distiller and lorebook_reader).
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
question: a worker sees the chat, its inputs and your brief, nothing else.

## Budget

- Dispatches beyond "workers at once" are cut; reaching "runs in total" ends planning. Each result
  says what was cut and what budget remains.
- A failed run is not a valid input: re-dispatch once with a narrower brief, or mark it blocked.
- Most turns: three steps, four or five runs. Spending the whole budget is a planning failure.

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
  version: 1.0.0
  tags: [agenda, 规划, 派遣, capsule]
---

# agenda 规划者方法

你带一个小团队为下一条回复准备作业说明。你不写说明；你决定谁做什么、何时收手。你唯一的工具是 planner_step。

## 输入

- 用户消息里的 \`available_workers\`（可派的 worker 及其描述；final worker 在你收尾后自动运行，能读到全部报告）、\`runtime_limits\`（规划步数、同时运行数、总运行数）、\`todo_board\`。
- 最近的聊天和最新的用户消息。
- worker 看得到最近聊天、最新用户消息、你的 task_brief 和你指定的 input 报告；看不到你的推理，也看不到其他报告。

## planner_step 的形状

\`\`\`
planner_step({
  todo_ops: [{op: "add", todo_id: "scene", goal: "场景现状与用户诉求"},
             {op: "set_status", todo_id: "main", status: "doing"}],
  dispatches: [{worker: "distiller", todo_id: "scene", task_brief: "…", input_run_ids: []},
               {worker: "lorebook_reader", todo_id: "lore", task_brief: "…"}]
})
\`\`\`

每一步要么派遣，要么 finalize（写一句为什么材料够了），不能两样都做。状态取值：todo、doing、done、blocked、dropped。

## 步骤（默认团队）

1. **第一步并行派互不依赖的**：distiller（场景与诉求）和 lorebook_reader（必守事实）。
2. 报告回来（在这一步的结果里，各带 run_id）：把对应 todo 标 done；派 plot_planner，input_run_ids 填前两份的 run_id。
3. 下一拍有风险（秘密、身份、用户的明确要求）时派 critic，input_run_ids 填 plot_planner 和它依据的报告。
4. critic 报出真问题：再派一次 plot_planner，把 critic 的 run_id 放进 input，task_brief 写明要改什么。报的是 \`no problems\`，或只是小问题：finalize，小问题在 finalize 里写明，final worker 会看到全部报告。
5. **简单回合**：只派 distiller，回来就 finalize。

## task_brief 怎么写

- 写清做什么、交什么、多长：「列出林晚此刻知道与不知道的三件事，每条注楼层，至多六行。」
- 依赖别人的结果时，给 input_run_ids，不要把报告抄进 brief。
- 不要写「看看有什么需要注意的」这类没有边的任务。

## 预算

- 每步结果里有 \`budget: {used, max, remaining}\`。同时运行数之外的派遣会被截掉并在 \`truncated\` 里说明；被截掉的下一步再派。
- 同一个 todo 的同一种 worker 至多重派一次。
- remaining 只够一两次时，别再开新 todo，收尾。
- 规划步数是硬上限：默认团队四步以内就该 finalize。

## 禁止

- 不在同一步既派遣又 finalize，也不交空步。
- 不派 available_workers 之外的 worker；不手动派 final worker。
- 不把上一步的报告整段复制进下一份 task_brief。
- 不为「保险」多派一轮：材料够了就 finalize。
`},{skill:`canon-scout-method-en`,path:`SKILL.md`,text:`---
name: canon-scout-method-en
description: canon_scout's method; verify facts of a published setting on the web.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, canon]
---

# canon_scout: method

For fan fiction and stories set in a published world, you check the facts a scene leans on
against the source, so the reply does not get a well-known detail wrong. Original worlds have no
canon to check.

## Inputs

- Brief: the published work (and version: book, film, game, season); the exact facts to verify.
- Tools: search_search({query, max_results}), search_visit({url, max_chars}).

## Before searching

- The setting is original (no published work named, the lorebook invents the world):
  answer \`No results: original setting, nothing to verify.\`
- The search tools are missing, or a call fails because search is disabled:
  answer \`No results: web search is off.\`

## Steps

1. **Turn each question into a query** with the work's name and the specific term:
   "Sherlock Holmes Watson wound location A Study in Scarlet", not "Watson injury".
2. **Pick sources** from the results: the primary text first (an official site, a public-domain
   edition), then a well-maintained reference wiki. Avoid fan fiction, forums, and summaries with
   no citations.
3. **search_visit one to three pages** and read the passage that answers the question; set
   max_chars so you get the section, not the whole site.
4. **Note disagreements**: between sources, between versions (book and adaptation), or where later
   works changed an earlier fact. Say which version the brief asked about.
5. **Check the chat's own choices.** If the story has deliberately changed canon (an alternate
   universe), report the canon fact but mark it "the story diverges; follow the story".
6. **Cut to five**: only facts that bear on this scene.

## Queries that work

- Full names and the work's title in every query; fandoms reuse first names.
- Add "wiki" to reach the reference wiki, or the chapter or episode when the brief gives one.
- For a work first published in another language, also search its original title and the
  original spelling of names; translations and fan wikis often disagree on terms.
- One question per query. If two searches find nothing reliable, stop and mark it unverified.

## Output

Numbered items, at most five:

\`\`\`
1. Item: Watson's war wound is in the shoulder in A Study in Scarlet and in the leg in The Sign
   of the Four; the canon itself disagrees.
   Source: https://www.gutenberg.org/ebooks/244 ; https://www.gutenberg.org/ebooks/2097
   Why it matters now: Watson walks to the station in this scene; pick one wound and keep it.
2. Item: Holmes and Watson meet as strangers at St Bartholomew's, introduced by Stamford, and
   share the rooms at 221B to split the rent.
   Source: https://www.gutenberg.org/ebooks/244
   Why it matters now: the brief asks how they met; they were not old friends.
Unverified: whether Watson's late brother's watch is mentioned again after The Sign of the Four.
\`\`\`

Add an \`Unverified:\` line for questions you could not settle; never guess them.

## Do not

- Do not treat fan theories, headcanon or fan fiction as canon.
- Do not overrule the story's own deliberate changes; report them as divergence.
- Do not pad with trivia the scene does not touch.
- Do not paste long passages; one or two sentences per fact, with the URL you read.
`},{skill:`canon-scout-method-zh`,path:`SKILL.md`,text:`---
name: canon-scout-method-zh
description: 公开设定考据：联网核实同人设定
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 同人, 联网搜索]
---

# canon_scout 方法

你为同人或公开 IP 的场景核实原作设定。只查简报问的，查到有来源为止。

## 输入

- 简报：\`回合\` \`焦点\`，以及 \`作品\`（名字与版本：漫画、动画、小说、游戏）、\`待核实\`（逐条问题）。
- 工具：search_search（联网搜索）、search_visit（读网页）。

## 先判断要不要查

- 原创世界、原创角色：不查，回 \`no results: 原创世界，没有公开设定可查\`。
- 没有这两个工具，或调用报错说搜索已关闭：回 \`no results: web search is off\`。不要拿记忆冒充查证。
- 简报没列具体问题：只查一两个会影响本场的关键设定，不做百科式调研。

## 步骤

1. 每个问题一次 search_search，查询词用作品名加原作术语（中文作品用中文名，日本作品可加日文或英文名）。
2. 从结果里挑可靠的来源 search_visit：官方资料、原作原文 > 维护良好的百科 > 论坛帖与同人设定。
3. 原文或两处独立来源一致，才算事实。来源矛盾时两说都报，注明哪个更接近原作。
4. 分清原作与衍生：动画原创、剧场版、「同人圈都这么写」的俗设，要标出来。
5. 每个问题至多读两三页，够了就停。

## 输出格式

\`Fact: 事实 / Source: URL / Why: 对本场的影响\`

至多五条；存疑的在 Fact 开头标「（存疑）」。查不到：\`no results: 没有找到可靠来源（查了：……）\`。

例：

\`\`\`
Fact: 上忍由火影与上忍推荐晋升，不经考试；中忍才有中忍考试 / Source: https://… / Why: 若角色自称要去「考上忍」，与原作不符
Fact: （存疑）该设定只见于动画原创篇，漫画里没有 / Source: https://… / Why: 用户若按漫画写，这一条可不采用
\`\`\`

## 禁止

- 不凭训练记忆作答而不给来源；记得但查不到的，标「未核实」。
- 不剧透用户没碰到的后续剧情，除非简报要求。
- 不贴大段网页原文，不做与本场无关的考据。
`},{skill:`capsule-guidance-en`,path:`SKILL.md`,text:`---
name: capsule-guidance-en
description: What a capsule is; write short guidance for the model that writes the reply.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, guidance]
---

# Capsule guidance

In the loop, spec, agenda and single modes nobody on the team writes the reply. The team's product
is a **capsule**: short guidance placed into the prompt of the main chat model, which then writes
the reply itself. The capsule's reader is that writer, not the user. It already has the character
card, the chat and its own style preset; the capsule adds only what it would otherwise get wrong or
miss this turn.

## Format

- Bullet points under a few short labels, in this order, leaving out empty ones:
  **Request**, **Facts**, **Characters**, **Threads**, **Beat**, **Avoid**.
- One fact or instruction per bullet. Names, not pronouns.
- "Must" only for hard constraints (the user's request, knowledge limits, established facts);
  options are phrased as options ("could", "if it fits").
- In the language of the story; quote the user's words when they are short.

## Length

At most fifteen bullets, usually 120–300 words. The writer pays for every token on every
generation; a bullet that changes nothing dilutes the ones that do.

## Include

- What the user wants this turn, explicit or implied.
- Facts and states the reply must respect: who is where, holds what, is hurt how; world rules in
  play (with the floor or entry when it helps the writer trust it).
- What each character in focus knows, does not know, and wants right now.
- Ripe threads from the Open Notes block, and how lightly to touch them.
- The direction of the next beat and the image it could end on; a direction, not a script.
- Pitfalls specific to this scene: a contradiction waiting to happen, a character who must not
  know something, a cold character the writer is likely to render as empty.

## Exclude

- The reply itself, prose the writer might copy, or finished dialogue lines.
- The process: "I searched the lorebook and found…", tool names, run ids, agent names.
- Generic writing advice ("show, don't tell", "be descriptive"); the writer's preset covers craft.
- What the last message makes obvious, and uncertainty chatter ("it is possible that…").
- Decisions for the user's character.

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
- Lenz: reserved; his worry should show in one over-careful act, not in analysis.
Threads
- n_7 (someone waits for the case in Kessel Ford) is not ripe until they land.
Beat
- Ines agrees too quickly and steers for the Old Lock; end as the lock gates open.
Avoid
- Deciding whether Sam boards; end with the choice still his.
\`\`\`

## Intermediate outputs

Workers whose output feeds other agents (spec nodes before the final one, agenda workers) follow
the same rules, shorter, in the shape their task asks for: node_output's summary, directives and
risks, or submit_result's text. Their reader is the next agent; the capsule's reader is the writer.
`},{skill:`capsule-guidance-zh`,path:`SKILL.md`,text:`---
name: capsule-guidance-zh
description: 作业说明（capsule）的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, 作业说明, loop, spec, agenda]
---

# 作业说明（capsule）

在 loop、spec、agenda、single 模式里，你不写回复。另一个模型会在写下一条回复之前读到你交的说明，然后自己写。说明写准了，它就写得准；说明写得像正文，它会照抄，或被带偏。

## 读者是谁

读者是下一条回复的作者：聪明，看得到同一段聊天，但没看到你查过的东西，也不知道你的推理。它边写边扫一眼说明，所以说明要一眼就能用。

## 交到哪里

| 你是 | 用这个交 |
|---|---|
| loop 代理 | finalize({capsule_text}) |
| spec 中间节点 | node_output({summary, directives, risks})：summary 几行，directives 每条一个具体指示，risks 每条一个要避开的坑 |
| spec 最后一个节点、single | final_guidance({text}) |
| agenda 的 worker | submit_result({text}) |

中间节点和 worker 的读者是后面的节点，不是最终作者：只交你那一份的结果，更短，不写完整说明。

## 格式

- 分点，一点一行，短句。用故事的语言写（中文故事写中文）。
- 按组排，没有内容的组省略：用户要求 / 必守事实 / 人物 / 下一拍 / 避坑。
- 最终说明 8–15 点，通常不超过 400 字。
- 人名、地名、物件用故事里的原名。事实后面括号注出处（第 N 楼、条目名），作者要核对时找得到。

## 写什么

- 用户本回合的要求，包括括号、OOC 里的；原话短就引原话。
- 回复必须守的事实与状态：位置、伤、持有物、时间、刚说过的话、没兑现的承诺。
- 认知边界：谁不知道什么，写成「别让她……」。
- 下一拍的方向和落点：发生什么，停在哪里（把球交回用户角色）。
- 避坑：这一场最容易出的具体问题——数据人笔法、冷设定写空、替用户角色行动、与第 N 楼矛盾的说法。

## 不写什么

- 不写回复本身，不写成段的示范正文或对白。一句台词的方向可以：「她只问伤，不问信」。
- 不写查找过程：「我查了世界书，发现……」。
- 不写空话：「注意保持角色一致」「写得生动一些」→ 具体到人和句：「林晚不说安慰话，关心落在换药上」。
- 不写用户角色的台词、决定、内心。
- 与下一条回复无关的，查到了也不写。

## 例（最终说明）

\`\`\`
用户要求
- 「写慢些」（第 72 楼）：只写见面这一拍，不推进到出城
必守事实
- 陆沉左臂刀伤未愈（第 55 楼）；北门自第 40 楼封闭
- 外祖母在洛阳，官道已断，只能走水路（[临川城] 洛阳主城）
人物
- 林晚：不知道陆沉的身份，挂坠对她只是「一枚银盘」；表面克制，信让她动摇——写在动作上，不写成独白
- 陆沉（用户角色）：不写他的话和决定
下一拍
- 林晚读信后不提信，去煎药；最后只问一句「伤还疼吗？」，停在等他回答
避坑
- 别写「她以医者的冷静分析……」一类数据人句子
- 别让林晚认出家纹
\`\`\`
`},{skill:`chat-scout-method-en`,path:`SKILL.md`,text:`---
name: chat-scout-method-en
description: chat_scout's method; the recent-chat threads and states the next reply depends on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, chat]
---

# chat_scout: method

You scan the recent chat for what the next reply depends on and hand the director the few facts
it must not get wrong. You report; you do not plan or write.

## Inputs

- Brief: the characters in focus; the question the next reply has to answer.
- Story context: the chat the director sees.
- Tools: chat_read_range, chat_search.

## Steps

1. **Read the recent stretch.** chat_read_range({start: -10, end: -1}); go further back with a
   second window only if the scene began earlier.
2. **Fix the state of each focus character**: where they are, what they hold or wear when it
   matters, injuries and exhaustion, the mood they were last shown in, the last thing they said
   or asked, what they want right now.
3. **Find open threads**: questions asked and not answered, promises made, deadlines ("before
   the lock closes at six"), objects set up and not yet used, a plan someone announced.
4. **Trace origins.** For the names and objects in the brief, one chat_search such as
   \`{pattern: "case|seal|Teodor", flags: "i"}\` finds earlier mentions; read the hit that explains
   each one, not all of them.
5. **Note where the last reply stopped**: who was speaking, where everyone stood, what was
   happening mid-action. The next reply starts there.
6. **Separate signal from noise.** Keep what the reply must honour or can pay off now. A detail
   mentioned once and never picked up again is noise, unless the brief points at it.
7. **Cut to six**, most important first.

## What breaks most often

Long role-plays lose the same kinds of fact. Check these first:

- who is present, and who left the room two replies ago;
- time of day and weather, once they have been stated;
- what is in each hand, and what was put down where;
- wet clothes, wounds and tiredness that should still show;
- the forms of address two characters have settled on.

The latest user message is fact once written: what Sam did in it has happened. His inner thoughts
in it are known to no character; that boundary is epistemic_scout's, so only flag it when the
brief asks.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The last reply stopped with Ines holding the gangway chain, waiting for Sam's answer.
   Source: floor 63
   Why it matters now: the reply opens at the gangway, not on deck.
2. Item: Sam's left hand is bandaged (rope burn from the quay).
   Source: floor 47
   Why it matters now: he cannot carry the case and hold the rail at once.
3. Item: Ines promised Teodor she would never cross after dark.
   Source: floor 38
   Why it matters now: crossing tonight breaks her word; refusing keeps it.
4. Item: The lock closes at six; it is already dusk.
   Source: floor 58
   Why it matters now: the long channel past the Old Lock may be shut.
\`\`\`

If the chat holds nothing beyond what the last two messages show: \`No results: the scene is only
what the last exchange shows.\`

## Do not

- Do not summarise the whole chat; six facts that matter beat a retelling.
- Do not report lorebook or memory contents; other scouts cover them.
- Do not recommend what should happen next.
- Do not cite without a floor; a fact you cannot place is a guess.
`},{skill:`chat-scout-method-zh`,path:`SKILL.md`,text:`---
name: chat-scout-method-zh
description: 聊天侦察：近期线索、承诺与状态
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 聊天, 连续性]
---

# chat_scout 方法

你从聊天记录里找出下一条回复依赖的东西，并把信号和噪音分开。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`问题\`（下一条回复必须回答的）。
- 工具：chat_read_range、chat_search。上下文里只有最近若干楼；更早的要用工具读。

## 步骤

1. 先读上下文里的最近几楼，记下：在场的人，各自在哪、手里有什么，刚说了什么，悬着的问题。
2. 围绕焦点人物和简报的问题，chat_search 搜人名、物件、地名的早先出现（如 \`挂坠|银盘\`、\`洛阳\`）；命中后 chat_read_range 读那一楼前后各一两楼，确认原文。
3. 找四类东西：
   - 未收的线：提了没下文的问题、没兑现的承诺；
   - 铺垫：被特意描写过的物件、说了一半的话；
   - 状态：伤、情绪、关系、位置、时间；
   - 刚发生的事：最近一两楼里下一条回复必须接住的动作。
4. 分信号与噪音：只出现一次、之后无人接的细节是噪音——除非简报点名，或它正好对上本回合。被提过两次以上、有人反应过、与焦点人物相关的，是信号。
5. 取最关键的六条以内，按对下一条回复的约束力排序。

## 输出格式

\`Item: 事实或状态 / Source: 第 N 楼 / Why: 它该怎样影响这条回复\`

可加一行末行 \`降权: 看过但不重要的东西\`，免得主代理再去查。什么都没有：\`none: 原因\`。

例：

\`\`\`
Item: 林晚答应陆沉「等北门开了就告诉你」，至今没兑现 / Source: 第 38 楼 / Why: 他这次来可能就为这个，她得有个说法
Item: 林晚一提到家人就把话引回外祖母 / Source: 第 42 楼 / Why: 信若与家人有关，她会往这边躲
Item: 陆沉左臂的刀伤第 55 楼才包扎，未愈 / Source: 第 55 楼 / Why: 医女第一眼会看伤，别写成已经好了
降权: 第 20 楼周掌柜说过的酒价，之后无人再提
\`\`\`

## 禁止

- 不报上下文最后一句里一眼可见的东西，除非其中有容易漏掉的细节。
- 不推测角色心理；只报说过、做过的。情绪状态也要有出处。
- 不起草，不提情节建议。
- Source 只写你读过原文的楼层；没核实的不写。
`},{skill:`continuity-critic-method-en`,path:`SKILL.md`,text:`---
name: continuity-critic-method-en
description: continuity_critic's method; flag only hard contradictions and knowledge leaks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, critic, continuity]
---

# continuity_critic: method

You check the draft against the record and flag only what the record clearly contradicts. You
trust the draft otherwise: a new detail that nothing contradicts is invention, and invention is
the writer's job.

## Inputs

- Brief: the facts the director is least sure of; Traps from epistemic_scout, if any.
- The draft snapshot; get_draft for the current text; draft_search to find names and objects.
- Tools: chat_read_range, chat_search; world_book_list, lorebook_list, lorebook_search;
  memory_keyword_search, memory_node_brief (memory may be off: skip it then).

## What counts as a contradiction

- **Hard contradiction**: the draft says X where the chat, the lorebook or memory clearly says
  not-X. The case was sealed in blue wax (floor 42); the draft says red. Ines's stern lamp is
  broken (floor 49); the draft lights it.
- **Knowledge leak** (always flag): a character acts on, hints at, or answers something they were
  never given. Ines mentions "the buyer" when she was not present for the sale (floor 57).

Not contradictions: style, taste, pacing, plausibility, things the record never mentions, and a
fact the story has since changed (a later floor beats an earlier one).

## Steps

1. **get_draft and list the checkable claims**: names and forms of address; who is present;
   positions and objects in hand; injuries; time of day and weather; what was said before; world
   rules; relationships; who knows what.
2. **Start with the brief's facts and Traps**, then the claims most likely to be wrong: anything
   the draft states about the past.
3. **Look each up.** chat_search({pattern: "seal|wax", flags: "i"}) and chat_read_range around the
   hit; lorebook_search for world rules; memory_keyword_search then memory_node_brief for older
   events.
4. **Weigh the sources.** The latest floor wins; the chat beats memory (memory is a summary); a
   lorebook rule holds unless the chat has changed it on the page.
5. **Flag only clear opposites.** "The record does not say" is not a finding.
6. **Keep at most five**, knowledge leaks and contradictions the user would notice first.

## Output

At most five findings, or \`No findings.\`

\`\`\`
1. Quote: "She lit both lamps and cast off."
   Problem: the stern lamp is broken and has not been mended.
   Fix direction: light only the bow lamp, or have her notice the broken one.
   Contradicting source: floor 49
2. Quote: "You'll be paid before the buyer comes," Ines said.
   Problem: knowledge leak; Ines was not there when Teodor met the buyer.
   Fix direction: cut the buyer; she can speak of the fare, not of a sale.
   Contradicting source: floor 57 (Teodor and the buyer alone)
\`\`\`

Quote the draft exactly so the director can patch it; the fix is the smallest change that
removes the contradiction.

## Do not

- Do not flag style, voice, taste or "this seems unlikely"; voice_critic and the director own those.
- Do not flag what the record simply does not mention.
- Do not rewrite passages; name the minimal correction.
- Do not report without a contradicting source you actually read.
`},{skill:`continuity-critic-method-zh`,path:`SKILL.md`,text:`---
name: continuity-critic-method-zh
description: 连续性评审：只抓硬冲突与认知越界
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 评审, 连续性, 认知边界]
---

# continuity_critic 方法

默认信任草稿。你只标两种东西：

1. **硬冲突**：草稿说 X，而聊天、世界书或记忆**明确**说过非 X。「不太可能」「我觉得不像」都不是冲突。
2. **认知越界**：角色说出、想到或据以行动的信息，是他没看见、没听说、也推不出来的。这一条例外地严，始终要标。

文风、口味、合理性、节奏，一概不管。

## 输入

- 草稿快照；get_draft、draft_search。
- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`拿不准的事实\`（主代理最没把握的几处）。
- 工具：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search；记忆图启用时还有 memory_keyword_search、memory_node_brief。

## 步骤

1. get_draft 通读，列出可核对的断言：人物位置、伤势、持有物、时间、天气（之前写过的话）、谁说过什么、关系状态、地名与距离、某人知道某事。
2. 先核简报里「拿不准的事实」，再核其余与焦点人物有关的断言。
3. 每条断言：chat_search 搜关键词找原文；lorebook_search 查设定；memory_keyword_search 加 memory_node_brief 查旧事。找到原文才算数。
4. 认知越界：每个说出秘密、认出某物、提到某事的角色，查他当时在不在场、有没有被告知——chat_search 那条信息第一次出现的楼层，看在场的人。
5. 新记录压过旧记录：第 10 楼门开着、第 40 楼门关了，以第 40 楼为准。
6. 至多五条；认知越界和读者一眼看得穿的冲突排前面。

## 输出格式

\`\`\`
1. 「草稿原文，逐字」
   Conflict: [硬冲突/认知越界] 草稿说了什么，记录说了什么
   Source: 第 N 楼 / [书名] 条目 / 节点 id
   Fix: 最小改法（改一个词、删一句、换成角色能知道的说法）
\`\`\`

无冲突：\`none: 核对了 N 处，无硬冲突\`。

例：

\`\`\`
1. 「她认出了那枚鹤纹——是陆家的。」
   Conflict: [认知越界] 挂坠对林晚只被描述成「一枚银盘」，没人告诉过她这是家纹，更没说是谁家的
   Source: 第 56 楼
   Fix: 她只看到纹样，起了疑：「这纹……不像寻常人家的。」
2. 「北门大开，车马往来。」
   Conflict: [硬冲突] 北门自第 40 楼起封闭，此后没有开过
   Source: 第 40 楼；[临川城] 城防（uid=22）
   Fix: 改成「北门依旧闩着」
\`\`\`

## 禁止

- 不报找不到原文的「可能矛盾」。
- 不报风格、口吻、节奏，那是 voice_critic 的事。
- 草稿加了记录里没有的新细节，不算冲突：新增不等于矛盾。
- 引文必须逐字来自当前草稿。
`},{skill:`director-anti-cliche-en`,path:`SKILL.md`,text:`---
name: director-anti-cliche-en
description: Cut stock phrases, machine tics and predictable beats from English prose.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, writing, style]
---

# Anti-cliché (English prose)

A cliché is a sentence that could sit unchanged in any story: not wrong, only empty, and in a long
role-play the same ones return every few replies. The fix is rarely a fancier synonym; it is a
detail only this scene has.

**The test**: could this sentence about a feeling, a body, a place or an event appear unchanged in
another story? Then tie it to these people and objects, or keep it only as plain connective tissue
("She opened the door."). Examples: Ines, a ferry pilot, will not cast off while Sam (the user's
character) keeps a sealed case on his knees.

## Stock phrases

| Instead of | Write |
|---|---|
| A shiver ran down her spine. | Ines stopped coiling the rope halfway. |
| His heart pounded in his chest. | Sam answered before she had finished asking. |
| The silence was deafening. | The engine ticked as it cooled. |
| A smile tugged at the corners of her lips. | The line she says while smiling. |
| Little did she know… | Cut it; plant the fact earlier instead. |

More by emotion (fear, desire, anger, grief, surprise) in \`references/phrase-catalogue.md\`; read it
when revising or critiquing, never paste from it.

## Machine tics

- **Hedged intensity**: "a mix of fear and excitement", "something akin to longing". Pick one
  feeling; show it once.
- **Reflex triplets**: three adjectives or clauses in every paragraph. One exact word wins.
- **Summary endings and fake depth**: "It was a promise, a beginning, a hope." "In that moment,
  everything changed." Ask what changed; write that, or end on an action or a line.
- **Echo narration**: "'Get out,' she said angrily, her anger plain." Trust the line.
- **Tapestry words**: tapestry, testament, symphony, palpable, electric, unspoken, orbs,
  ministrations, "the weight of" anything abstract. Rare and earned, or cut.
- **Comfort endings**: every scene resolving into a smile. Let some end awkward or unresolved.
- **Instant insight**: a character who sulked a line ago explains their feelings in a balanced
  paragraph. People name feelings late, partly, or wrongly.

## Emotion labels

"She felt guilty" hands the reader a verdict and nothing to see. At the centre of a scene, use one
channel, once: an action (she rewashes a clean mug), a perception the feeling colours (the cabin
light seems too bright), a line or a line pointedly not said, a choice (she takes the long way round
the Old Lock). A label is fine for a quick summary of something minor.

## Filler gestures

Smirks, chuckles, nods, sighs, eye-rolls, lip-biting, raised eyebrows: tags that fill space and
make everyone move alike. Keep a gesture only when it contradicts or sharpens the line: "Fine,"
Ines said, and went on loading crates.

## Predictable beats

The interrupted confession; an injury forgotten by the next reply; every conflict dissolved by one
heartfelt talk; the instantly helpful stranger; weather on cue. When the next beat is the obvious
one, ask what this person would do that a generic character would not.

## Procedure

- **Drafting**: name two or three things only this scene has (an object, a sound, shared history)
  and use them. Write plainly; decoration is where clichés breed.
- **Revising**: one pass each for stock phrases, for gestures and labels, and for the last
  paragraph (if it ends like a thousand scenes, end a beat earlier). draft_search finds suspects:
  \`{pattern: "smirk|chuckle|shiver|orbs|breath (she|he) didn't", flags: "i"}\`.
- **Critiquing**: quote the phrase, name its category, give one direction drawn from the scene.

## Limits

A character who talks in clichés on purpose (a salesman, a bad poet) keeps doing so; a strained
metaphor is worse than a plain sentence; conventions the user asked for (a cosy ending, a hammy
villain) are the brief, not a fault.
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
  version: 1.0.0
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
  version: 1.0.0
  tags: [director, writing, character]
---

# Character voice

Cover the names and the reader should still know who is speaking. Over a long role-play voices
drift toward one shared register: articulate, warm, faintly witty, emotionally fluent. This skill
keeps them apart. Cast in the examples: Ines Varga, a blunt ferry pilot; Teodor, her uncle, who owns
the line; Dr Aurel Lenz, a reserved hydrologist; Sam, the user's character.

## Evidence first

In order of authority: the user's explicit instructions about the character; what the character
has actually said in the chat (recent lines win only when the story changed them on purpose); the
card's example dialogue; the card's description, a summary that shown behaviour overrules. Do not
invent a quirk the evidence does not support; a thinly evidenced voice stays plain. For a major
character keep a short voice sheet (template and Ines's, filled, in \`references/voice-sheet.md\`);
for a minor one, a line: "Dock foreman: counts everything, calls everyone 'lad'."

## The layers of a voice

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

## Living people, not trait lists

- **Wrong**: they misread each other and answer the question they thought they heard.
- **Limited**: they react only to what they saw, were told or can infer; never to Sam's private
  thoughts or to a scene they missed.
- **Distracted**: mid-quarrel a person is still cold, late, hungry, worried about the fare.
- **Embodied**: cold, exhaustion, drink and pain make speech shorter and less precise.

## Archetypes

A card's archetype (the stoic, the tsundere, the cold genius) is a starting pressure, not a script.
Reserved characters are reserved on the surface and warm underneath: the warmth leaks through a
choice, a slip, an over-precise kindness, never a sudden speech. Nobody is at full archetype in
every line, and a guarded character does not open up on a timer because the scene turned tender.

## Under stress

Stress bends a voice in its own direction; it never swaps in the shared melodrama ("How could you
do this to me?!"). Frightened, Ines gets quieter and more formal and stops swearing; Teodor talks
too much; Lenz recites figures.

## Ensembles

Each character gets a different small want. Not everyone answers every line; someone answers the
wrong person. Vary who speaks first and for how long.

## Check before the reply goes out

1. Cover test: each line attributable without its name?
2. Evidence test: words, rhythm and register match the sheet or the character's last lines?
3. Knowledge test: nobody reacts to what they cannot know?
4. Want test: can you name what each speaker wants here?
5. Habit count: no pet phrase more than once or twice?

Fix a failure from the character's want and attention, not by adding a tic.
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
  version: 1.0.0
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

## 2. 口吻的六层

两个角色可以共用一层，不能大多数层都一样。

- **用词**：身份、行当、地域、年代、年纪。医女说「脉浮而数」，兵卒说「发热」，孩子说「烫」。
- **节奏**：长句绕着说，还是碎句；说完整，还是说一半咽回去、自己打断自己。
- **称呼与自称**：中文里它们本身就是性格——您／你，在下／老子／人家，陆公子／陆沉／喂。称呼一变就是关系变了，不要随手换。
- **口头习惯**：口癖、语气词、骂法、爱加的反问。一场一次是人，句句都有是漫画。
- **注意力**：他先注意到什么——价钱、出口、伤口、别人的鞋。医女进门先看人的气色。
- **回避方式**：被戳到痛处时怎么躲——开玩笑、转话题、突然客气起来、一言不发去干活。

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

## 5. 写完自查

- 遮住名字，每句台词分得出是谁说的吗？
- 有没有两个角色用了同一个口头禅、同一种句式、同一个动作？
- 称呼、自称和上一回合一致吗？要变，草稿里有变的缘由吗？
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
`},{skill:`director-dispatch-protocol-en`,path:`SKILL.md`,text:`---
name: director-dispatch-protocol-en
description: How to brief each sub-agent, and the report each one sends back.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, briefing]
---

# Dispatch protocol

Example scene: Sam (the user's character) asks Ines, a ferry pilot, to cross tonight with a sealed
case; her uncle Teodor has secretly sold the ferry, the Marta.

## What a sub-agent sees

The story context and the Open Notes block; its own role and skills; the draft as it stood at
dispatch (it can re-read with get_draft); your task text. Never your reasoning, your plan, the
skills you read, the other sub-agents or their reports: whatever it needs from another report goes
into the brief, in a few lines with their source.

## Every brief carries

The brief is the \`task\` of dispatch_subagent({subagentId, task}). It holds:

- **Turn**: one line on what this reply must do.
- **Focus**: the characters, places and objects in play.
- **Ask** (the slots below): questions, not verdicts. "Has Ines been told what is in the case?",
  not "Ines doesn't know what's in the case; confirm."
- **Known**: facts from earlier reports it needs, short, with their source (omit when none).
- **Return**: the report format below, plus any tighter limit.

Keep a brief under about 120 words. A vague brief gets a vague report.

## Templates per sub-agent

After Turn and Focus, each brief adds its own slots, then Known and Return:

| id | slots |
|---|---|
| intent_scout | \`User said: <latest message, one line>. Unsure: <what they may have meant>.\` |
| chat_scout | \`Question: <what the next reply must answer>.\` |
| memory_scout | \`Recall: <names, places, topics the reply touches>.\` |
| lorebook_scout | \`Look up: <places, people, objects, concepts in play>.\` |
| notes_pickup_scout | \`Scene: <where it stands>. Heading: <where it goes>.\` |
| epistemic_scout | \`Present: <characters>. In play: <secrets, revelations>.\` |
| canon_scout | \`Work: <title, version>. Verify: <exact facts>.\` |
| plot_brainstormer | \`Angle: <one angle>. Constraints: <request, Traps, ripe notes>.\` |
| voice_critic | \`Moments: <where feeling peaks>. Doubt: <voices you doubt>.\` |
| continuity_critic | \`Unsure: <facts>. Traps: <from epistemic_scout>.\` |
| notes_curator | \`Touched: <note ids>. Planted: <possible new threads>.\` |
| memory_curator | \`Happened: <two or three sentences>. When: <Day N, time>.\` |

A filled brief, for continuity_critic:

> Turn: Ines agrees to cross but takes the long channel past the Old Lock. Focus: Ines, Sam,
> Teodor (absent). Unsure: is the Old Lock open after dark; what colour is the case's seal?
> Traps: "Ines must not hint that the Marta is sold (she was not there, floor 57)", from
> epistemic_scout. Return: at most five findings, or "No findings."

## What comes back

Scouts (intent, chat, lorebook, memory, canon, notes_pickup) send numbered items:

\`\`\`
1. Item: Ines promised Teodor she would never cross after dark.
   Source: floor 38
   Why it matters now: Sam's request makes her break her word or refuse.
\`\`\`

Source is a floor, a \`[book] entry\`, a node id or a URL. memory_scout adds the signal there
(\`evt_31 (signal: strong)\`); notes_pickup_scout's items are note ids and may end with
\`Not yet: n_9 — what is missing\`. A scout that finds nothing says \`No results: <reason>.\`

epistemic_scout: a block per character, \`Knows: … / Does not know: … / Trap: …\`, each claim with
its floor or entry ("Does not know: Teodor sold the Marta (floor 57, she was not there)").

plot_brainstormer: \`Angle / Beat in one sentence / Steps (3–5) / What changes for each
character / Ending image\`.

voice_critic and continuity_critic: at most five findings, most serious first, or \`No findings.\`

\`\`\`
1. Quote: "You'll be paid before the buyer comes," Ines said.
   Problem: knowledge leak; she was not there when Teodor met the buyer.
   Fix direction: cut the buyer; she can speak of the fare.
   Contradicting source: floor 57   (continuity_critic only)
\`\`\`

notes_curator: \`Closed: n_7 — reason\` and \`Opened: title — when ripe\` lines, or \`No change.\`
memory_curator: \`Created:\`, \`Edited:\`, \`Linked:\`, \`Compacted:\` lines with node ids.

## Reading reports

- An item without a source is a guess. Use an item only if it changes what you write.
- Disagreements: the user's explicit words win, then lorebook writing rules; for facts, a later
  floor beats an earlier one and the chat beats memory (a summary).
- epistemic_scout's Traps are hard constraints on the draft.
- A finding stands when its quote is in the current draft and the problem holds. Continuity
  findings with a source are accepted unless a later floor changed the fact; voice findings are
  judgment: reject one that fights the user's request or the established voice.
- \`No findings.\` and \`No change.\` are results. Use what is usable in an off-format report; do
  not re-dispatch for format alone.

## Brainstormers: angle, not beats

An angle is a pressure or a direction; the brainstormer finds the beats. Give each dispatch a
different angle and the same constraints:

- A: "Ines refuses outright; the conflict happens now, on deck."
- B: "Ines agrees too easily; her reason is what she hides."
- C: "The river decides: the weather forces the choice."

With the beats in the brief, every brainstormer returns your own plan. Pick one sketch; borrow at
most one step from another; never average them.

## Inline sub-agents

dispatch_inline_subagent({systemPrompt, task}) covers a role the team lacks (an in-world letter, a
song). Its systemPrompt is its whole role: what it is, what to return in which format, and that it
finishes by replying without a tool call.
`},{skill:`director-dispatch-protocol-zh`,path:`SKILL.md`,text:"---\nname: director-dispatch-protocol-zh\ndescription: 派遣协议：简报写法与报告格式\nlicense: AGPL-3.0-only\nmetadata:\n  author: Troupe contributors\n  version: 1.0.0\n  tags: [director, 派遣, 简报, 报告]\n---\n\n# 派遣协议\n\n## 1. 子代理看得到什么\n\n| 看得到 | 看不到 |\n|---|---|\n| 故事上下文（与你看到的同一份） | 你的推理、计划、已下的结论 |\n| 它自己的角色设定和方法 Skill | 其他子代理的存在与报告 |\n| Open Notes 块 | 你给别人的简报 |\n| 派遣那一刻的草稿快照（草稿非空时）；get_draft 读最新版 | 派遣之后你对草稿的改动（除非它再 get_draft） |\n| 你写的 task | 它的 profile 里没开的工具 |\n\n所以：简报里没写的，它就不知道。要它用另一个子代理查到的东西，就把那一句抄进简报，带上出处。\n\n## 2. 简报怎么写\n\n每份简报都以这三行开头，之后是该子代理的专属项（见第 3 节）：\n\n```\n回合: 本回合要发生什么，一句话（方向，不是结论）\n焦点: 相关人物\n要回: 你要它回答的问题\n```\n\n- 问问题，不下结论。不要写「林晚此时应该很生气，确认一下」→ 改成「林晚此刻对陆沉是什么态度？依据哪几楼？」\n- 三到八行。它看得到上下文，别粘贴聊天；它拿得到草稿快照，别粘贴草稿。\n- 给 plot_brainstormer 的是**角度，不是节拍**：告诉它杠杆（谁主动、冲突落在哪），不告诉它情节怎么走，否则几份草图都会收敛成你心里那一份。不同角度要在角色**做什么**上不同，不只是语气不同。\n\n## 3. 各子代理的专属项与报告格式\n\n每个子代理按下表交报告（它的方法 Skill 里是同一份格式）。空结果一律一行：侦察、评审、挑笔记用 `none: 原因`；canon_scout 用 `no results: 原因`；notes_curator 用 `no change: 原因`。\n\n| id | 简报专属项 | 报告每条的格式 | 上限 |\n|---|---|---|---|\n| intent_scout | 用户原话（一行）、拿不准 | `Need: [显式/旁白/隐式/规则] … / Source: … / Why: …` | 6 |\n| chat_scout | 问题（回复必须答的） | `Item: … / Source: 第 N 楼 / Why: …`，可加末行 `降权: …` | 6 |\n| memory_scout | 检索词 | `<节点 id>: … / signal: strong/medium/weak（依据） / Why: …`，可加 `降权: …` | 6 |\n| lorebook_scout | 检索词 | `[书名] 条目名（uid=N）: 事实 / Why: …` | 6 |\n| notes_pickup_scout | 场景现状、走向 | `Ripe: <id> — …`；`Not yet: <id> — 还差…` | 5 |\n| canon_scout | 作品、待核实（逐条） | `Fact: … / Source: URL / Why: …` | 5 |\n| epistemic_scout | 秘密/揭示 | 每人一段 `## 名字`，下列 `Knows:` `Does not know:` `Trap:` | 每栏 3 |\n| plot_brainstormer | 角度、约束 | `Angle:` `Beat:` `Steps:` `Wants:` `Ends on:` `Cost:` 一份 | 1 |\n| voice_critic | 最烫的时刻、角色提醒 | `N. 「原文」` + `Problem: [数据人/冷设定误读/口吻错位/出戏] …` + `Fix: …` | 5 |\n| continuity_critic | 拿不准的事实 | `N. 「原文」` + `Conflict: [硬冲突/认知越界] …` + `Source: …` + `Fix: …` | 5 |\n| notes_curator | 草稿碰到的线索 | `Closed: <id> — 理由`；`Opened: <id> — 内容（when: …）` | — |\n| memory_curator | 本回合发生了、涉及、楼层 | 每行一件：`Created:` `Edited:` `Linked:` `Unlinked:` `Deleted:` `Compacted:` `Skipped:` | — |\n\n## 4. 简报示例（临川城一场：陆沉深夜带来外祖母的信）\n\n```\n回合: 陆沉把一封北边来的信放在林晚桌上，本回合写她的反应\n焦点: 林晚、陆沉（用户角色）\n要回: 用户本回合要什么；世界书里约束写法的条目\n用户原话: （写慢些）我把信放在桌上，没说话。（第 72 楼）\n拿不准: 「写慢些」指节奏还是篇幅？\n```\n→ intent_scout。其余各位只换专属项：\n\n- chat_scout — `问题: 林晚答应陆沉的事兑现了没有？他的伤现在怎样？`\n- memory_scout / lorebook_scout — `检索词: 外祖母、洛阳、银盘挂坠、北门`\n- notes_pickup_scout — `场景现状: 信刚放到桌上，林晚还没拆。走向: 她读信，可能动念去洛阳`\n- canon_scout — 临川城是原创世界，不派。同人场景才派：`作品: 《火影忍者》（漫画）。待核实: 1. 上忍晋升要不要考试？`\n- epistemic_scout — `秘密/揭示: 陆沉是围城将军之子；挂坠上的纹样是陆家家纹`\n- plot_brainstormer — `角度: B「沉默本身成为节拍」。约束: 林晚不知陆沉身份；本回合不出城；用户要求写慢（第 72 楼）`\n- voice_critic — `最烫的时刻: 林晚读完信那一段；她最后那句台词。角色提醒: 林晚寡言克制，冷皮热瓤`\n- continuity_critic — `拿不准的事实: 北门是否已封；林晚见过这个挂坠没有`\n- notes_curator — `草稿碰到的线索: n_lx2k9a_3f2a1c（外祖母的信）已送到；草稿提到「也许去洛阳」但没约定`\n- memory_curator — `本回合发生了: 陆沉送来外祖母的信，林晚读后不提信，替他换药。涉及: 林晚、陆沉；临川城医馆。楼层: 第 72–73 楼`\n\n## 5. 读报告\n\n- 有出处（楼层、条目、节点 id）的是事实；没有出处的是线索，要用就自己核一下（chat_search、lorebook_get）。\n- 两份报告打架：以更新的楼层为准；仍拿不准，自己查原文，不在两说之间取平均。\n- 评审意见是建议：先用 draft_search 找它引的原文，找不到就作废（它看的是旧快照或引错了）。连续性的硬冲突有出处就改；口吻意见你认同才改。采纳的写法见 draft-writer-style-zh。\n- brainstormer：选一份，或从两份里各取一步拼起来；不要把所有角度揉成一锅。\n- 报告超出格式、写成了正文或长篇分析：只取你要的那几条，别让它带偏草稿。\n- 报告里的 `Trap:`、`[认知越界]`、`[出戏]` 优先级最高：这些错读者一眼就看得出。\n"},{skill:`director-en-style-baseline`,path:`SKILL.md`,text:`---
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
  version: 1.0.0
  tags: [director, writing, immersion]
---

# Stay in the story

The reply is a piece of the story, not a message about it. Stepping outside breaks the spell;
deciding for the user's character takes away what they came to do. Examples: Ines Varga, a ferry
pilot; Sam, the user's character, who carries a sealed case.

## 1. No narrator commentary

The narration never comments on the story, its themes or its progress.

| Instead of | Write |
|---|---|
| This moment marked a turning point in their relationship. | (cut; let the next line show it) |
| The story took a darker turn as night fell. | Night fell. Someone on the quay put out the lamps. |
| Their bond, forged in hardship, grew stronger. | Ines handed him the second mug without asking. |

## 2. Nobody addresses the user or the reader

No "What will you do?", no "Let me know how Sam responds", no "I hope you enjoyed this scene", no
lettered options. In a story told in the second person, "you" is the user's character inside the
fiction ("You feel the deck tilt"); it never becomes a question to the player. The reply ends on a
moment that leaves Sam room to act, not on a prompt.

## 3. No machinery

The body never mentions: AI, models, instructions, guidelines, prompts, tokens, the lorebook, the
memory graph, notes, the team, sub-agents, drafts, "the user", "{{user}}" or "{{char}}" as words.
Characters do not know they are in a story unless the card is built on that.

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

When the user's message is short ("I follow her"), do not expand it into a speech or a decision;
move the world, and stop where Sam would act next.

## 5. Asides and out-of-character messages

Requests in brackets, "OOC:" or double parentheses ("(( slower pace please ))") are instructions:
follow them in the story silently; never answer them in the body. Only when the user's whole
message is an out-of-character question may the reply be a short answer in the same bracket style
the user used, and nothing else.

## 6. For agents that do not write the body

You work behind the story: do not continue the role-play or speak as a character in a report.
Quote the story when you need to; do not imitate it.

## Check before finishing

- draft_search \`{pattern: "\\\\b(story|scene|narrative|roleplay|user|reader|chapter)\\\\b", flags: "i"}\`:
  a hit in narration is almost always meta; in dialogue it may be legitimate ("Tell me a story").
- The last line: a question there is fine from a character, wrong from the narrator.
- Search the user's character's name: each hit is something the user wrote or others can see.
`},{skill:`director-no-meta-zh`,path:`SKILL.md`,text:`---
name: director-no-meta-zh
description: 不出戏：无元叙述，不替用户角色行动
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 沉浸, 视角, 用户角色]
---

# 不出戏

正文就是故事本身。读者在故事里；任何一句把他拉出来的话，都是事故。

## 1. 不写元叙述

正文里不出现故事之外的声音。

- 不要写「以下是续写：」「（本段约八百字）」「让我们看看接下来会发生什么」→ 第一个字就从故事写起。
- 不要写「作为 AI，我……」「我无法……」。
- 不要写给读者的解释：「（这里暗示了她的身世）」「这一幕为后文埋下伏笔」→ 伏笔埋下就够了，不点破。
- 不提幕后的东西：故事上下文、简报、子代理、笔记、记忆节点、楼层号、世界书条目名。「根据设定，临川城已被围三月」→「临川城被围的第三个月」。
- 叙述者不跳出来评论：「谁也没想到，这一刻将改变一切。」→ 删。
- 结尾不问用户「你想怎么做？」「要继续吗？」，不列「A. 追上去 B. 留下」这样的选项菜单——除非角色卡或用户要求了这种格式。

## 2. 不替用户角色说话、行动、想

用户的角色（{{user}}，下文例子里是陆沉）只归用户。

- 不写他的台词。
- 不写他的决定和主动行动。不要写「陆沉终于点了点头，答应了她。」
- 不写他的内心。不要写「陆沉心里一紧，想起了父亲。」
- 可以写：用户已经写了的动作的**后果**；他身上别人看得见的状态（衣角湿了、灯下的影子）；世界和其他角色对他的回应。
- 回复停在把球交回给他的地方：别人的一句话、一个动作、一个等他回应的局面。不替他把这个局面走完。
- 用户上一条写过的动作不复述，只承接它引起的反应。

判断边界：这个动作需要他的意志吗？需要，就不写。「雨打湿了他的肩」可以；「他往前走了一步」不行。第二人称叙述时，「你」就是用户角色，规则照旧：「你的伞被风掀翻」可以，「你答应了她」不行。

例外：用户明确要求代写（「帮我写陆沉怎么回答」），或角色卡、世界书规定由叙述者安排主角行动。intent_scout 会把这类规则报成 \`Need: [规则]\`。

## 3. 其他出戏的形状

- 角色不知道自己在故事里，不说「剧情」「设定」「读者」「这个世界观」。
- 非现代背景里不混现代梗和网络用语。
- 不在正文开头替读者补课（「之前他们……」）；需要旧事时，让角色自然地提起。
- 用户在括号或 OOC 里对作者说话时，正文照写故事，把要求落实在写法上，不在正文里回答「好的，我会写慢一点」。只有用户在 OOC 里问了故事之外、必须回答的问题时，才在正文末尾用一行「（OOC：……）」答，越短越好。

## 4. 怎么查

- draft_search 扫元叙述（命中后看上下文，台词里的「你想……」不算）：\`以下|续写|作为.{0,4}AI|伏笔|读者|本段|设定|（.{0,12}字）|你想|要不要继续|接下来会\`
- draft_search 扫用户角色名（如 \`陆沉\`，第二人称时扫 \`你\`），逐句看：主语是他的句子，动词需不需要他的意志？他说话了吗？他想了什么吗？
- 查到一条就改一条，这一类没有「可以留」。
`},{skill:`director-output-discipline-en`,path:`SKILL.md`,text:`---
name: director-output-discipline-en
description: Deliver only the reply body in the chat's format and length, nothing around it.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
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
otherwise (those win):

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
end with the last (no "Let me know if you need more", no summary). "No findings." or "No change."
is a complete answer when it is true.

## Check

Read the first and last line of what you hand in. The first must belong to the story (or the
report); the last must too. Then compare the length with the last replies in the chat.
`},{skill:`director-output-discipline-zh`,path:`SKILL.md`,text:`---
name: director-output-discipline-zh
description: 正文纪律：只交故事，守格式与长度
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [写作, 格式, 长度, 输出]
---

# 正文输出纪律

write_message 写进去的每个字都会原样发给用户。

## 只交付正文

- 第一个字就是故事。没有标题、前言、「好的」、「这是本回合的回复」。
- 最后一个字也是故事。没有后记、注释、字数统计、「（未完待续）」——除非这本来就是作品的格式。
- 推理、计划、侦察结果、评审意见不进正文；它们留在工具调用之间。
- 不复述用户输入。用户写了「我把信放在桌上，没说话」，不要以「陆沉把信放在桌上，没说话。」开头 → 从它引起的反应写起：「林晚没去碰那封信。」
- 不复述上一条回复的结尾，不重起一段前情回顾。
- 续写回合（草稿里已有原文）：从断处接着写，第一句要能和原文最后一句连成一气。

## 格式

- 沿用这个故事已有的格式：人称、对话引号（「」还是“”）、段落长短、心声是否用斜体。看最近三四条回复，照着来。
- 角色卡或世界书规定了格式（状态栏、时间地点抬头、固定的结尾块）时，逐字照规定写，不增不减，每回合都写。intent_scout 会把它报成 \`Need: [规则]\`。
- 没有规定时：纯叙事段落。不用标题、列表、粗体、分割线、表情符号。
- 一段一个焦点；对话换人就换段。

## 长度

- 用户说了长度（「写长点」「两三句就好」），照办。
- 没说时，与最近几条回复相当，上下三成以内。不为显得用心而注水。
- 篇幅花在本回合的核心一拍上，过场一两句带过。收不住时宁可短，停在一个有力的地方。
- 一回合只推进一拍。不一口气写完三件事，不跳过用户本该参与的选择。

## 标点

中文正文一律用全角标点，细则见 director-zh-style-baseline。最常见的三个错：半角逗号句号混进中文；省略号写成「...」或「。。。」；破折号写成「-」「—」。

## 定稿前自查

1. get_draft 看第一句和最后一句：是故事吗？第一句是不是在复述用户？最后一句是不是替用户做了决定？
2. draft_search \`^(#|\\*\\*|- |\\d+\\. |好的|以下)|字数\` 应为零命中（作品本身用这些格式时除外）。
3. draft_search \`[,.;:?!](?=[\\u4e00-\\u9fa5])\` 找混进中文的半角标点。
4. 格式规定（若有）逐项对过。
`},{skill:`director-turn-workflow-en`,path:`SKILL.md`,text:`---
name: director-turn-workflow-en
description: Plan the director's turn, from the simple-turn shortcut to the full team.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, workflow]
---

# The director's turn

Work only through tools; the turn ends only with finalize, and a reply without a tool call wastes a
round. Briefs and report formats: director-dispatch-protocol-en. Drafting and patching:
draft-writer-style-en.

## 1. Decide the size of the turn

A **simple turn** (banter, one character answering, no new place or person, no secret in play, no
request that needs looking up, no ripe note): write_message with the whole reply, get_draft and
check it against the shared writing skills, patch if needed, finalize.

Everything else is a **full turn**: a scene change, a confrontation or confession, a secret in play,
characters who know different things, a specific request, an old thread returning, a published
setting. When in doubt, run the full turn with fewer agents rather than the shortcut.

## 2. The full turn, stage by stage

1. **Scout.** In one round, dispatch every scout the turn needs (\`intent_scout\` and \`chat_scout\`
   almost always, the others by the table below); then await_subagents with all their handles.
2. **Brainstorm**, only when the next beat is genuinely open: two to five \`plot_brainstormer\` runs
   in one round, each with a different angle; await them; choose one.
3. **Draft.** write_message with the whole reply in one call.
4. **Critique.** In one round, dispatch \`voice_critic\` and \`continuity_critic\` and call get_draft to
   reread the draft yourself while they work; then await both.
5. **Revise.** apply_message_patches for the findings you accept; write_message with mode
   "replace" for a structural rewrite. Send the draft to a second critique only when the revision
   changed a third of it or more.
6. **Housekeeping.** In one round, dispatch \`notes_curator\` and, when the memory graph is in use
   (your own memory_* tools show it), \`memory_curator\`, on the final draft; await them.
7. **Finalize.**

## 3. Stage discipline

- Dispatch a whole stage in one round; await it before starting the next.
- Never dispatch brainstormers in the same round as scouts: they would plan without the facts.
- Never dispatch critics before a draft exists, or curators before it is final: they read the
  draft as it stood at dispatch.
- Do not draft while scouts are running; their reports are why you dispatched them.

## 4. When to skip an agent

| Agent | Skip when |
|---|---|
| intent_scout | a plain in-character line, no aside, nothing new |
| chat_scout | a simple turn, or a scene only a few floors old |
| memory_scout | no memory graph, or nothing reaches back beyond the visible chat |
| lorebook_scout | no new place, person, object or rule in play |
| notes_pickup_scout | the Open Notes block is empty |
| epistemic_scout | one character, no secret, no revelation |
| canon_scout | an original world, or web search off (no search_search among your tools) |
| plot_brainstormer | the user's message already fixes the next beat |
| voice_critic | a short reply with no feeling at stake |
| continuity_critic | nothing factual changed, nobody learned anything |
| notes_curator | no open notes and the draft planted nothing |
| memory_curator | no memory graph |

## 5. When a sub-agent fails

await_subagents returns \`error\` for a failed, cancelled or unknown handle.

- Never re-dispatch the same brief. Retry once, narrower, only when the report is essential
  (continuity on a revelation turn); otherwise do the check yourself (chat_search,
  lorebook_search) or reread the draft with that agent's concern in mind.
- cancel_subagent an agent that became irrelevant; it saves runs and time.
- \`No findings.\` or \`No results: …\` is an answer, not a failure.

## 6. Budget

The profile limits main-agent rounds (20 by default), sub-agents at once (4; extra dispatches
queue) and sub-agent runs per turn (16). A full turn costs eight to ten rounds.

- If rounds run out, the draft is saved as it stands: have a whole draft by mid-budget, and keep
  it whole after every write.
- Past three quarters of your rounds: skip further critique, apply what you have, finalize.
- Spend runs where the turn is hard; seven scouts and five brainstormers are rarely worth it.

## 7. Continue turns

When the turn continues an existing reply, the draft holds the original text, which cannot be
changed. Append only, and tell critics that only the new part is under review.
`},{skill:`director-turn-workflow-zh`,path:`SKILL.md`,text:`---
name: director-turn-workflow-zh
description: 回合流程：侦察、起草、评审、定稿
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 工作流, 主代理]
---

# 主代理回合流程

你是这一回合的作者，也是调度。用户只看到草稿；团队的一切都为草稿服务，不为流程本身。

## 0. 先判断：简单回合还是完整回合

**简单回合**——直接写，回读，finalize：

- 用户这一条是短回应、闲聊或一个小动作，回复一两段就够；
- 没有新地点、新人物、新揭示，没有括号或 OOC 要求；
- 要用的事实都在上下文里，你已经知道。

捷径：write_message 写全文 → get_draft 按 mode 级 Skill 自读 → 需要时 apply_message_patches → finalize。三四轮完事。

**以下任一出现，走完整回合**：用户有括号/OOC 要求；新场景、新人物登场；秘密、身份、旧承诺可能被触碰；剧情走到分岔口；要用的旧事不在上下文里；同人作品的设定细节。

## 1. 完整回合的阶段

| 阶段 | 做什么 | 派谁 |
|---|---|---|
| 侦察 | 收集草稿依赖的事实 | intent_scout、chat_scout；按需 lorebook_scout、memory_scout、notes_pickup_scout、epistemic_scout、canon_scout |
| 构思（可选） | 下一拍真的悬而未决时才有 | 2–5 个 plot_brainstormer，各给一个角度 |
| 起草 | 自己写完整草稿 | 无（写法见 draft-writer-style-zh） |
| 评审 | 对草稿挑错 | voice_critic + continuity_critic；同时你自己 get_draft 通读 |
| 修订与收尾 | 采纳成立的批评，整理笔记与记忆 | notes_curator（+ memory_curator），await 后 finalize |

简报和报告格式见 director-dispatch-protocol-zh。

## 2. 阶段纪律

- **同一阶段的派遣放在同一轮**：一次回复里连发几个 dispatch_subagent，拿齐 handle，再用一次 await_subagents 等齐。不要派一个、等一个。
- **await 之后才进入下一阶段**。侦察报告没到就起草，等于没派。
- **plot_brainstormer 不和侦察同轮**：它看不到侦察报告，只能照上下文瞎猜。侦察回来后，把关键事实抄进它的约束里再派。
- 一次回复里的工具调用按顺序执行：write_message 之后紧跟的 dispatch_subagent，拿到的快照就是刚写的草稿。所以写草稿、派评审、get_draft 放在同一轮；下一轮先自己读草稿、记下要改的，再 await 评审，把两份报告和你自己的判断一起用。
- 收尾的 curator 在草稿定型后再派：它们读的是草稿，草稿还要大改，它们就白干了。
- **finalize 会中止所有还在跑的子代理**：curator 必须 await 完再 finalize。
- 运行时插入的「[Runtime] sub-agent … completed」只是通知；报告要用 await_subagents 读。

## 3. 什么时候跳过谁

- intent_scout：用户一句话意思清楚、没有括号、世界书里也没有写作规则时。
- chat_scout：近期聊天都在上下文里且你已读懂时；长篇、线索多时别跳。
- lorebook_scout：不涉及新地点、新人物、新规则时。
- memory_scout、memory_curator、canon_scout：dispatch_subagent 可选的 id 里没有它们时（这套团队没配记忆图或搜索）。canon_scout 在原创世界一律跳。
- notes_pickup_scout：Open Notes 为空，或只有一两条、你一眼就能判断时。
- epistemic_scout：本场没有秘密、身份、未告知的信息时。
- plot_brainstormer：用户已经指定了下一步，或下一拍很明显时。
- 评审：简单回合跳；完整回合至少派 voice_critic，写了秘密或旧事就加 continuity_critic。
- notes_curator：草稿没碰任何笔记、也没立下新的硬承诺时。

只派 dispatch_subagent 列出的 id。团队缺的角色，用 dispatch_inline_subagent 临时写一个，且只为一次性的需要。

## 4. 子代理失败时

await_subagents 的结果带 error（failed、cancelled、预算用尽）时：

- 侦察失败：它负责的那块你自己用工具补（chat_search、lorebook_search……），只补起草真正要用的那一条；不拿同一份简报重派。
- 评审失败：你自己照它的方法 Skill 过一遍草稿（draft_search 扫关键词），不为此卡住。
- 报告答非所问：可以重派一次，问题问得更窄；第二次还不行就放弃。
- \`sub-agent budget exhausted\`：本回合不再派遣，用手头的东西写完。
- 别让一个慢的子代理拖住回合：起草不依赖它就先写；确实用不上了就 cancel_subagent。

## 5. 轮数与预算

- 你的每次回复（带若干工具调用）算一轮。主代理默认上限 20 轮；子代理派遣每回合默认共 16 次。
- 轮数用完时，当时的草稿会原样提交。所以**尽早写出一版完整、能发的草稿**，之后的轮数用来改它，不要憋到最后才写。
- handle 要等派遣的结果回来才知道，所以 await 总在派遣的下一轮。完整回合的参考节奏，约 6–8 轮：
  1. 派全部侦察；2. await；（派构思；await）
  3. write_message 写草稿 + 派评审 + get_draft；4. 自读，await 评审；
  5. apply_message_patches + 派 curator；6. await curator + finalize。
- 已经过了 12 轮还没到评审，就跳过所有可选环节，直接把草稿改好收尾。

## 6. 收尾

- 定稿前 get_draft 再看一眼开头和结尾（director-output-discipline-zh）。
- 续写回合里草稿开头已有原文，它必须原样保留：用 append 接着写，补丁只打在你写的部分。
- finalize 是唯一干净的结束方式；只回复文字而不调工具，不会产生任何正文。
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
| 引号 | 沿用本故事已有的一种：「」『』或 “”‘’ | 两种混用；英文 " |
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
description: Draft and revise the reply yourself; apply critique with exact, unique patches.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, main-agent, drafting]
---

# Drafting and revising the reply

You are the only one who writes the body. The scouts, brainstormers and critics advise; the prose
is yours, and so is the judgment.

## Before the first word

From the reports: the user's request, the facts to respect, each character's Traps, the ripe notes,
the chosen beat. Then pick two things only this scene has (the case's wax seal, the engine ticking
as it cools) and the last line you are writing toward.

## Writing the draft

- Write the whole reply in one write_message call: the user watches the body change after every
  call, and if rounds run out a half-written draft is what gets saved.
- Open inside the moment, with the answer to what the user just wrote, never a recap of it.
- Move one beat; a reply that resolves three things skips scenes the user wanted to play.
- Pay off a ripe note lightly, through an object or a remark, not an announcement.
- Respect every Trap: a character who must not know a thing does not hint at it either.
- End where the user's character has something to do, without deciding it for them.

## Reading it back

Call get_draft and read it as the user will. Then search for what your eye skims over:

- tics: \`draft_search({pattern: "smirk|chuckle|shiver|suddenly|orbs|couldn't help but", flags: "i"})\`;
- repeats: search any word that felt loud (\`{pattern: "\\\\bseal\\\\b"}\`) and vary or cut the second use;
- the user's character's name: every hit should be something the user wrote or others can see.

## Applying critique

Decide first: is the quote in the draft, is the problem real, does the fix serve the scene? Apply
the findings that pass; drop the rest without comment.

apply_message_patches({patches: [{find, replaceWith}]}) rules:

- **Exact**: copy \`find\` from get_draft byte for byte: curly or straight quotes, dashes, double
  spaces and line breaks all count. There is no fuzzy matching.
- **Unique**: \`find\` must occur exactly once. Include a few words around the change; one to three
  lines is usually enough.
- **All or nothing**: if one patch fails, none is applied. Read the error, fix that \`find\` (re-read
  with get_draft if unsure), and resend the whole set.
- **In order**: patches apply one after another; never target text an earlier patch in the same
  call has changed. Keep patches from overlapping.
- **Deleting**: replace a sentence with the empty string, including its neighbouring space or line
  break, so no double space or empty paragraph is left.
- **Continue turns**: patches may touch only the text you added; the original is fixed.

Example, applying a voice finding:

\`\`\`
apply_message_patches({patches: [{
  find: "Ines analysed his expression for signs of deceit. \\"You're lying.\\"",
  replaceWith: "Ines looked at him a beat too long. \\"You're lying.\\""
}]})
\`\`\`

## Patch or rewrite

Patch local changes: a phrase, a line, a sentence, a wrong fact. Rewrite with write_message mode
"replace" (the complete new text) when the beat order or ending changes, a point-of-view or tense
error runs through the draft, or more than about a third changes. After either, get_draft once more
before finalize: seams leave doubled words, broken punctuation, a paragraph that repeats the next.

## Do not

- Do not paste a critic's fix direction verbatim; critics do not write the prose.
- Do not apply two contradicting findings to please both critics; choose.
- Do not polish forever: when the findings that mattered are fixed, finalize.
`},{skill:`draft-writer-style-zh`,path:`SKILL.md`,text:`---
name: draft-writer-style-zh
description: 起草、修订与打补丁的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 起草, 修订, 补丁]
---

# 起草与修订

## 起草

- 动笔前把侦察结果压成三件事：本回合的一拍（一句话）；必须守的事实（至多五条）；每个在场角色此刻想要什么。
- 用 write_message({text, mode: "replace"}) 一次写出完整草稿。不要一段段 append 拼——拼出来的节奏是断的，轮数用完时还会留下半截。append 只用于续写回合，或真的只差一个结尾。
- 第一稿就守 mode 级规则（反八股、口吻、不出戏、输出纪律、文风基线），别留给评审去抓。
- 侦察报告里的事实是约束，不是素材清单：用本场需要的，不把每一条都塞进去。
- 认知边界照 epistemic_scout 的 \`Trap:\` 写：读者知道、角色不知道的，角色不能据此行动。
- 选中的 brainstormer 草图是骨架：照它的转折写，句子是你的。

## 自读

get_draft 读一遍，问三件事：开头是不是从用户动作的后果写起；核心那一拍写透了没有；结尾有没有把球交回给用户角色。再用 draft_search 按 director-anti-cliche-zh 的正则扫一遍。

## 采纳批评

- 先验证：用 draft_search 找评审引的原文。找不到，这条就作废（它看的是旧快照，或引错了）。
- 成立才改。有出处的硬冲突、认知越界、出戏几乎总要改；口吻和文风意见，你认同才改。两份评审冲突时，先保事实，再在事实范围内照顾口吻。
- 照 \`Fix:\` 的方向自己写替换句，不照搬评审的措辞——它没读你的整段节奏。

## apply_message_patches

- 每个 patch 是 \`{find, replaceWith}\`。find 必须在草稿里**恰好出现一次**，逐字一致：标点、空格、换行都算。
- find 取要改的句子，再带上前后几个字，保证唯一。「她笑了。」可能出现三次；「她笑了。灶上的药」只有一处。
- 一次调用可放多个 patch，按顺序执行；**任何一个失败，整批都不生效**。失败后读错误信息，get_draft 核对原文，修好那一条后**整批重发**——别以为其余几条已经改上了。
- 同一批 patch 依次作用：后一个的 find 要在前一个改完的文本里仍然恰好出现一次。最省事的是让它们互不重叠。
- 删一句：replaceWith 写空串，find 带上它后面的标点或换行，别留下空行和孤零零的标点。
- 改完用 draft_search 搜新句子里的几个字，确认已落地。

\`\`\`
apply_message_patches({patches: [
  {find: "她以医者的冷静分析着他伤口的状况。",
   replaceWith: "她先看的是伤口，看完才发现自己手里的绷带一直没放下。"},
  {find: "「别担心，一切都会好起来的。」",
   replaceWith: "「先喝。凉了更苦。」"}
]})
\`\`\`

## 什么时候整篇重写

用 write_message({text, mode: "replace"}) 重写，当：

- 要改的地方超过全文三分之一，或结构要变（换了那一拍、换了结尾）；
- 补丁会叠三四层、彼此依赖；
- 同一处补丁因 find 不唯一连续失败两次。

重写前先 get_draft 取当前全文，在它上面改，保住已经写好的句子。续写回合的原文必须原样留在开头：补丁和重写都只动你写的部分。
`},{skill:`epistemic-scout-method-en`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-en
description: epistemic_scout's method; what each character knows, does not know, must not act on.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, knowledge]
---

# epistemic_scout: method

The reader knows more than any character. You draw the line for each character in the scene, so
the writer does not let someone act on what only the reader knows.

## Inputs

- Brief: the characters present; the secrets or revelations in play.
- Tools: chat_read_range; world_book_list, lorebook_list, lorebook_search, lorebook_get;
  memory_keyword_search, memory_find_by_name, memory_node_brief (memory may be off: skip it then).

## How a character can know something

- they were there when it happened or was said, on the page;
- someone told them, on the page;
- they can reasonably infer it from something they saw (a blue seal means the Assay Office to
  anyone from Kessel Ford);
- it is common knowledge in their world (the lorebook says so).

Not channels: the user's character's inner thoughts or narration; scenes the character was absent
from; the card descriptions of other characters; lorebook secrets; another character's point of
view sections; the reader's guesses.

## Steps

1. **List the secrets and key facts in play**, from the brief and the last replies: who did what,
   who owns what, who is really who.
2. **Find each one's origin.** Where was it revealed? chat_read_range around that floor; note who
   was present and who arrived later. For older facts, memory_find_by_name on the character and
   memory_node_brief on the events they took part in.
3. **Check common knowledge.** lorebook_search for the topic: is this something anyone in the
   world would know, or a secret the entry marks as known to few?
4. **Decide per character** what they know, what they do not, and what they may have inferred;
   mark inferences "(inferred)".
5. **Name the traps**: the specific things a writer is tempted to let the character act on, hint
   at, or answer, because the reader knows them.
6. **Keep to the scene.** Only what this reply might touch; not each character's whole biography.

## Output

One block per character, with a source for each claim:

\`\`\`
Ines Varga
  Knows: Sam carries a sealed case with a blue seal (floor 42, she saw it on deck).
  Knows (inferred): the case belongs to the Assay Office ([Kessel Ford] Assay Office, common knowledge).
  Does not know: Teodor has sold the Marta (floor 57, Teodor and the buyer alone).
  Does not know: Sam's fear of deep water (floor 44, his private narration).
  Trap: she must not hint at the sale, sense that Teodor is hiding something, or reassure Sam about the water.
Dr Aurel Lenz
  Knows: the river will crest tonight (floor 40, his own readings).
  Does not know: what is in the case (never shown to him).
  Trap: he must not connect the case to the Assay Office; he is not from Kessel Ford.
\`\`\`

If nothing is at stake: \`No results: no secret or knowledge gap in play for <names>.\`

## Do not

- Do not judge or read the draft; continuity_critic checks it later.
- Do not plan how a secret should come out.
- Do not list what every character knows in general; only what this scene can break.
- Do not state a knowledge claim without a floor, entry or node.
`},{skill:`epistemic-scout-method-zh`,path:`SKILL.md`,text:`---
name: epistemic-scout-method-zh
description: 认知侦察：谁知道什么、不知道什么
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 认知边界, 连续性]
---

# epistemic_scout 方法

读者知道的，不等于角色知道的。你替每个在场角色划出这条线。

## 输入

- 简报：\`回合\` \`焦点\`（在场人物），以及 \`秘密/揭示\`（本场可能触碰的信息）。
- 工具：chat_read_range；world_book_list、lorebook_list、lorebook_search、lorebook_get；记忆图启用时还有 memory_keyword_search、memory_find_by_name、memory_node_brief。

## 什么算「知道」

角色亲眼看见、亲耳听到、被人告诉，或能从自己的所见**合理推出**，才算知道。世界书里写的真相是上帝视角，默认谁都不知道，除非条目写明谁知道。

## 步骤

1. 列出焦点人物和每个秘密。
2. 对每个秘密，找它在聊天里的每次出现：上下文里能定位的直接看；更早的按记忆节点或世界书提到的楼层 chat_read_range 去读。看当时谁在场、谁说的、谁听见了。
3. 世界书：lorebook_search 搜秘密的关键词，看条目有没有写「谁知道」。
4. 记忆（若有）：memory_find_by_name 找人物节点，memory_node_brief 看其中是否记着他已知的事。
5. 给每人三栏：
   - Knows：确实知道的，附出处；
   - Does not know：与本场有关而他不知道的，附为什么（没在场、没人说）；
   - Trap：最容易写错的地方，写成「别让他……」。
6. 推断要有依据：说「可推出」时写明他凭什么推出。

## 输出格式

每人一段，每栏至多三条，与本场无关的已知不报：

\`\`\`
## 林晚
Knows: 陆沉是外地口音，左臂有刀伤（第 55 楼，她亲手包扎）
Does not know: 陆沉是围城将军之子——她只见过他两次，带话的人还没出场（第 30、55 楼）
Trap: 别让她认出挂坠上的鹤纹是陆家的；她只见过「一枚银盘」（第 56 楼）
\`\`\`

整场没有认知风险：\`none: 原因\`。

## 禁止

- 不以「读者显然知道」判定角色知道。
- 每条判断都要有出处：楼层、[书名] 条目或节点 id。
- 不提剧情建议，不起草。
`},{skill:`event-summary-rules-en`,path:`SKILL.md`,text:`---
name: event-summary-rules-en
description: How memory_curator writes the one event node of each turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, memory, curator]
---

# Event summary rules

Every memory_curator dispatch writes exactly one event node, so the timeline has no gaps. Later
scouts read these nodes instead of the chat: an event must be findable by name, placed in story
time, and exact about what changed.

## What the event is

The change this turn made: an action and its result, a decision, a revelation (who learned what),
a promise, an arrival or departure, a shift in a relationship. When several things happen, the
biggest is the event and the rest are clauses in its summary. A quiet turn still gets a small one:
"Ines and Sam waited out the rain under the Old Lock; the case stayed closed."

## Title

\`Day N, time — subject does what\`, present tense, names not pronouns:

- \`Day 3, night — Ines takes Sam through the Old Lock\`
- \`Day 4, morning — Teodor admits the Marta is sold\`

## Time

In-story time, never the real date. Take the day from the latest event node; advance it only when
the story says time passed ("next morning" → Day 4, morning); otherwise keep it and write "same
night" or "later".

## Fields

Fill what memory_schema lists for the event type, and nothing it does not. Typically:

- **summary**: two to four sentences, at most about 60 words, past tense, third person. Who did
  what, what came of it, what is different now.
- **participants** and **location**: by the names their nodes use.
- **time**: the marker from the title.
- **source floors**: the floors of this turn (the user's message and the reply). They are how a
  scout gets from the summary back to the original text.

## What goes in, what stays out

In: names, objects, places; the outcome; who learned what (later knowledge checks depend on it);
the exact wording of a promise, oath or name when it matters.

Out: prose and mood adjectives; dialogue except a promise's wording; speculation; the team's plans
and brainstormers' ideas the reply did not use; facts that were already true before this turn.

| Instead of | Write |
|---|---|
| A tense and emotional conversation took place on the boat. | Ines refused to cross until Sam showed her the case's seal; he did; she cast off. |
| She seemed to know the keeper somehow. | The lock-keeper greeted Ines by name and let the Marta through for "the usual" fee. |

## Links

Event → each participant and → the location, with the relations memory_schema defines; → the
earlier event it pays off (a promise) when the schema has such a relation. Link only to nodes that
exist (memory_find_by_name first).

## Filled example

\`\`\`
memory_node_create({
  type: "event",
  title: "Day 3, night — Ines takes Sam through the Old Lock",
  fields: {
    summary: "Ines agreed to cross at once and steered for the Old Lock instead of Kessel Ford. The keeper greeted her by name and let the Marta through for 'the usual'. Sam learned Ines has used the lock at night before.",
    participants: "Ines Varga; Sam; lock-keeper",
    location: "Old Lock",
    time: "Day 3, night",
    source_floors: "64-65"
  },
  links: [
    {target_node_id: "char_ines", relation: "involves", direction: "outgoing"},
    {target_node_id: "char_sam", relation: "involves", direction: "outgoing"},
    {target_node_id: "loc_old_lock", relation: "located_at", direction: "outgoing"}
  ]
})
\`\`\`

Field and relation names here are examples; use the ones memory_schema returns.
`},{skill:`event-summary-rules-zh`,path:`SKILL.md`,text:`---
name: event-summary-rules-zh
description: 每回合一个事件节点的写法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [记忆图, 事件, 摘要, 时间线]
---

# 事件摘要写法

memory_curator 每次派遣**必须**写一个、且只写一个 event 节点：时间线上不能有空洞。以后每个回合的召回都会把它当真，所以它只记事实。

## 什么算事件

本回合里改变了故事状态的东西：

- 决定、承诺、立誓、拒绝；
- 揭示：谁知道了什么；
- 冲突及其结果，关系的变化；
- 到达、离开、得到、失去、受伤；
- 时间推进：过了一夜，换了季节。

一回合通常一件主事件，加一两件次要的，都写进同一个节点，主事件在前。纯闲谈、氛围戏也写，但要短：「第 5 天·午，林晚与阿婵在药房闲谈，无新进展。」

## 字段

字段名以 memory_schema 给 event 类型列出的列为准（必填列一个不漏）。内容要求：

- **标题**：时间 + 主体 + 动作，十五字上下。「第 5 天·夜 林晚收到外祖母来信」。不写「一个重要的夜晚」。
- **时间**：故事内的时间，不是现实时间。格式「第 N 天·早/午/晚/夜」；故事有自己的纪年（「建安三年秋」）就用它。天数不确定时，相对上一个事件写：「接 evt_42，当夜」。
- **摘要**：60–150 字。谁、在哪、做了什么、结果如何、留下什么未决。用名字不用代词；客观第三人称；写事实，不写文采，不写推测和评价。
- **参与者、地点**：schema 有这些列就填；同时建边（见下）。
- **来源楼层**：本回合对应的楼层（简报会给）。schema 有楼层列就填；没有就在摘要末尾写「（第 72–73 楼）」。

## 摘要对照

不要写：「这是一个充满张力的夜晚，林晚内心经历了复杂的挣扎，两人的关系似乎发生了微妙的变化。」（一件事实都没有）

改成：「第 5 天·夜，陆沉到医馆，把外祖母托人带来的信交给林晚。林晚读后未提信的内容，只替他换了臂上的药。信中说洛阳的宅子还在。林晚是否去洛阳未定。（第 72–73 楼）」

不要写：「林晚认出了陆家家纹。」——如果她只是起了疑。
改成：「林晚注意到陆沉挂坠上的纹样，未认出来历。」记忆里的一个错，会被以后每个回合当成事实。

## 连边

- 每个参与者、地点：先 memory_find_by_name 找到已有节点，再用 memory_node_create 的 links 或 memory_link_upsert 连上，方向从事件指向人和地点（outgoing）。
- 关系名用 memory_schema 列出的：事件到参与者用 involves，到地点用 located_at，承接旧事件用 follows。
- 本事件直接承接上一个事件时，连一条 follows 到那个事件。
- 人物或地点节点不存在时，是否新建按 memory-curator-method-zh 的 24 小时测试判断；不为了连边而建。

## 禁止

- 一回合写多个 event 节点，或一个都不写。
- 把草稿里的对白、描写抄进摘要。
- 把角色的猜测写成事实；把读者知道的写成角色知道的。
`},{skill:`intent-scout-method-en`,path:`SKILL.md`,text:`---
name: intent-scout-method-en
description: intent_scout's method; find what the user wants and the lorebook's writing rules.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, intent]
---

# intent_scout: method

You find what this turn must satisfy: what the user asks for, openly or between the lines, and the
lorebook's rules for the writer.

## Inputs

- Brief: the latest user message in one line; what the director is unsure the user meant.
- Story context: the chat and the lorebook entries already active this turn.
- Tools: chat_read_range, chat_search, world_book_list, lorebook_list, lorebook_search,
  lorebook_get.

## Steps

1. **Read the latest exchange**: chat_read_range({start: -6, end: -1}).
2. **Sort what the user said** into three kinds:
   - explicit requests ("Can we skip to the crossing?");
   - asides: brackets, "OOC:", double parentheses, author's-note style lines ("(( keep Teodor
     offstage for now ))");
   - implicit signals worth honouring: a question the user's character left hanging, a sudden
     change of mood or pace, a much shorter or longer message than usual, a detail the user dwelt on.
3. **Find standing instructions.** Asides from earlier turns often still apply ("from now on,
   slower"). chat_search({pattern: "\\\\(\\\\(|OOC|\\\\[.*\\\\]", flags: "i"}) and read the hits that are
   not yet overruled.
4. **Find the writing rules.** Entries that instruct the writer (style, pacing, point of view,
   tense, per-character writing rules, output format, words to avoid) rather than describe the world.
   Check the active entries in the story context first; then world_book_list, and
   lorebook_search({pattern: "always|never|must|avoid|tense|POV|point of view|style|format", flags: "i"})
   for the dormant ones; lorebook_get the promising hits and read them whole.
5. **Rank and resolve.** The user's latest explicit words beat earlier asides, which beat lorebook
   rules, which beat implicit signals. When two conflict, report both and say which wins.
6. **Cut to six**: what changes how this reply must be written. Quote the user's short words.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The user wants the crossing itself this turn, not more talk on the quay.
   Source: floor 64 ("Let's just go.")
   Why it matters now: the reply should cast off within its first beat.
2. Item: Standing aside: keep Teodor offstage for now.
   Source: floor 51 ("(( keep Teodor offstage for now ))")
   Why it matters now: Ines may think of him; he must not appear.
3. Item: Writing rule: third person, past tense, Ines's point of view only.
   Source: [Kessel Ford] Style rules
   Why it matters now: Sam's feelings can show only through what Ines sees.
4. Item: Implicit: Sam asked "Are you afraid of the river?" and got no answer.
   Source: floor 62
   Why it matters now: the user is waiting for Ines's answer, or her refusal to give one.
\`\`\`

If nothing applies beyond the plain in-character line: \`No results: no request, aside or writing
rule beyond the message itself.\`

## Do not

- Do not report world facts (places, history, magic rules); lorebook_scout covers those.
- Do not propose plot or prose, and do not judge the user's request.
- Do not invent a need the user did not signal; "the user probably wants romance" is not a source.
- Do not paste whole entries; one sentence per rule, quoted when the wording matters.
`},{skill:`intent-scout-method-zh`,path:`SKILL.md`,text:`---
name: intent-scout-method-zh
description: 意图侦察：本回合诉求与写作规则
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 意图, 世界书]
---

# intent_scout 方法

你回答两个问题：用户这一回合要什么？世界书要求这个故事怎么写？

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`用户原话\`、\`拿不准\`。
- 工具：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search、lorebook_get。
- 本回合已激活的世界书条目在上下文里；lorebook_list 和 lorebook_search 只返回**未激活**的条目。

## 步骤

1. chat_read_range({start: -6, end: -1}) 读最近几轮，用户最新一条逐字读。
2. 分出三种诉求：
   - 显式：直接说出的要求（「写长一点」「让她答应」）。
   - 旁白：括号、OOC 里对作者说的话，不是角色说的。
   - 隐式：没说但该接住的信号——情绪突然转向、一个悬着没答的问题、用户角色做了一个等回应的动作、连续几轮都在往同一个方向推。只报值得照办的，而且要指得出在哪一楼。
3. chat_search({pattern: "OOC|^[（(]", flags: "i"}) 找用户更早立下、仍然有效的要求。新旧冲突（前面要「慢热」，这里要「直接表白」）时以最新为准，并把冲突报出来。
4. 世界书：world_book_list 看有哪些书；lorebook_search 搜作者向条目的常见词 \`文风|写法|风格|人称|视角|节奏|字数|格式|禁止|不要|输出|状态栏\`；命中的用 lorebook_get 读全文。上下文里已激活的条目若是写作规则，也一并报出。
5. 只收「对作者的指令」：风格、节奏、人称、某个角色的写法、输出格式、禁写内容。世界设定事实（地名、历史）归 lorebook_scout，不报。
6. 排序：用户本回合的显式与旁白要求在前，规则其次，隐式信号最后。至多六条。

## 输出格式

每条一行：

\`Need: [显式/旁白/隐式/规则] 要什么 / Source: 第 N 楼 或 [书名] 条目名 / Why: 本回合为什么要管它\`

用户原话短就直接引。什么都没有时只回一行 \`none: 原因\`。

例：

\`\`\`
Need: [旁白] 「写慢些」——只写见面这一拍，不推进到出城 / Source: 第 72 楼 / Why: 用户点名要放慢
Need: [隐式] 陆沉把信放下没说话，在等林晚先开口 / Source: 第 72 楼 / Why: 回复要让林晚回应这封信，不替陆沉解释
Need: [规则] 始终第二人称叙述，不破第四面墙 / Source: [临川城] pov-rules / Why: 草稿人称须照此
Need: [规则] 林晚动怒时先碎句，然后沉默 / Source: [临川城] 林晚·写法 / Why: 这封信可能激怒她
\`\`\`

## 禁止

- 不替用户补意图。猜不准就写成问题交回：\`Need: [隐式] （拿不准）「慢」可能指篇幅而非节奏 / …\`。
- 不复述剧情，不提写法建议，不起草。
- 不报世界设定事实，不报与本回合无关的规则。
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

- The latest user message, the story context and the Open Notes block.
- The round limit, stated in your first message.
- Tools, as the profile enables them: chat_read_range, chat_search; world_book_list,
  lorebook_list, lorebook_search, lorebook_get; memory_find_by_name, memory_keyword_search,
  memory_node_brief and the other memory reads; note_open, note_close; search_search,
  search_visit; and finalize({capsule_text}).

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
- A name or promise from long ago: memory when it is on, then chat_search.
- A published setting, when search is on: one search_search for the one fact that matters.
- Nothing new in the message: the story context is enough; finalize in the first round.

When a tool fails (memory or search switched off, no lorebook), do without it; do not call it again.

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
else: no report of your searches, no tool names, no reply draft.

## Do not

- Do not write the reply or its dialogue.
- Do not research exhaustively; a capsule with six sure facts beats one with fifteen doubtful ones.
- Do not paste raw tool output into the capsule; say what it means for the reply.
- Do not open notes for moods, summaries or the capsule's own suggestions.
`},{skill:`loop-agent-method-zh`,path:`SKILL.md`,text:`---
name: loop-agent-method-zh
description: loop 代理：少轮收集，交作业说明
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [loop, capsule, 工具]
---

# loop 代理方法

你一个人在工具循环里收集材料，最后用 finalize({capsule_text}) 交一份作业说明。每一轮都花用户的时间和钱：够了就停。

## 输入

- 系统文本：你的角色、Open Notes 块、Skill 目录。
- 用户消息：<latest_user_message>（最新一条用户输入）和轮数上限。
- 上下文里**没有**聊天记录：要看聊天，得用工具读。
- 工具（以 profile 开了的为准）：chat_read_range、chat_search；world_book_list、lorebook_list、lorebook_search、lorebook_get；memory_find_by_name、memory_keyword_search、memory_node_brief 等记忆工具；search_search、search_visit；note_open、note_close；finalize。

## 步骤

1. **第一轮就并行**：同一次回复里调 chat_read_range({start: -8, end: -1}) 和 world_book_list（开了世界书工具的话）。互不依赖的调用总是放在同一轮。
2. 读完最近几轮，先在心里列一版说明：已经知道什么，还缺什么。只为缺的东西再调工具。
3. 缺什么查什么，每样一两次调用：
   - 旧事、伏笔：chat_search 关键词，命中后 chat_read_range 读那一段；
   - 地点、人物、规则：lorebook_search，再 lorebook_get；
   - 长期记忆（若有）：memory_find_by_name 或 memory_keyword_search，再 memory_node_brief；
   - 同人设定（若有搜索）：search_search，再 search_visit。原创世界不查。
4. 笔记：
   - 最近的回复已经兑现的笔记，note_close({id, reason})。
   - 本回合该兑现的，写进说明的「下一拍」，不要预先关掉——回复还没写。
   - note_open 只为聊天里已经立下、之后必须回收、又没有笔记覆盖的硬承诺（立誓、约定、明确的威胁）。通常一条也不开。
5. **停**：用户要求、必守事实、人物认知、下一拍方向都有了，就 finalize。简单回合两三轮，复杂回合通常不超过六轮。
6. finalize({capsule_text})：格式照 capsule-guidance-zh。capsule_text 不能为空。

## 输出

finalize 的 capsule_text 就是你的全部产出。格式与例子见 capsule-guidance-zh。

## 禁止

- 不写回复本身。
- 不回复纯文字而不调工具：会被提醒，连续三次就结束，只留下你最后那段文字。
- 不重复读同一段聊天，不为保险把五十楼全读一遍。
- 不把查找过程写进说明。
- 用不到的世界书、记忆，不为「全面」去翻。
`},{skill:`lorebook-scout-method-en`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-en
description: lorebook_scout's method; pull the lorebook entries the scene needs but lacks.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, lorebook]
---

# lorebook_scout: method

You find world knowledge the scene needs that the writer does not have in front of them. Entries
already active this turn are in the story context and are hidden from your search and list tools,
so everything you find is new to the director.

## Inputs

- Brief: the places, people, objects and concepts in play.
- Tools: world_book_list, lorebook_list, lorebook_search, lorebook_get.

## Steps

1. **See what exists.** world_book_list: which books, how many entries each.
2. **Search by cluster, not by word.** One lorebook_search per concept with its names and synonyms
   in one pattern: \`{pattern: "Old Lock|lock-keeper|sluice", flags: "i"}\`. Add a \`book\` when one
   book clearly owns the topic.
3. **Scan titles when search misses.** For a small book, lorebook_list({book_name}) shows entry
   names and keys; the right entry is often named differently from the words in the chat.
4. **Read the best candidates whole.** lorebook_get({uid} or {entry_key}) for three to eight
   entries. Hits inside a long entry mean little until you have read the entry.
5. **Keep what constrains or enriches this scene**: world rules (what the lock-keeper may refuse),
   geography on the route, a relationship, a custom, an object's history. Drop true but idle lore.
6. **Summarise in your own words**, one or two sentences each; quote a rule only when its wording
   matters. At most six, most useful first.

## Finding the right entry

- Entries are keyed by names and nicknames; the chat may say "the lock" where the key is "Old
  Lock" or "Harrow Sluice". Put every alias you know into the search pattern.
- A search hit shows one line; the fact that matters is often two lines further on. Read before
  you report.
- When an entry and the chat disagree (the entry says the lock-keeper is a woman, floor 30 shows a
  man), report the entry and name the floor that differs: the story may have changed the world on
  purpose, and the director decides.

## Output

Numbered items, at most six:

\`\`\`
1. Item: The Old Lock's keeper may refuse passage after dark to any boat without a toll token.
   Source: [Kessel Ford] The Old Lock (uid 12)
   Why it matters now: the long channel needs a token Ines may not carry.
2. Item: Crossing at night is legal only with two lamps lit, bow and stern.
   Source: [Kessel Ford] River law (uid 4)
   Why it matters now: the Marta's stern lamp was broken on floor 49.
3. Item: Sealed cases carried for the Assay Office bear a blue wax seal; breaking one is a crime.
   Source: [Kessel Ford] Assay Office (uid 21)
   Why it matters now: Sam's case has a blue seal; Ines would recognise what it means.
\`\`\`

If the books hold nothing relevant: \`No results: no dormant entry touches <topics>.\` If there are
no books: \`No results: no lorebook in play.\`

Entries that instruct the writer (style, point of view, format) are intent_scout's; if you meet
one, add a last line \`Writing rules seen: [book] entry\` and do not summarise it.

## Do not

- Do not report what the story context already shows.
- Do not paste whole entries or list every hit.
- Do not guess a fact the entries do not state; no source, no item.
- Do not judge the draft or suggest plot.
`},{skill:`lorebook-scout-method-zh`,path:`SKILL.md`,text:`---
name: lorebook-scout-method-zh
description: 世界书侦察：找未激活的相关条目
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 世界书]
---

# lorebook_scout 方法

你找的是本场需要、但上下文里还没有的世界书知识。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`检索词\`（场景里的地点、人物、物件、概念）。
- 工具：world_book_list、lorebook_list、lorebook_search、lorebook_get。
- 本回合已激活的条目已经在上下文里，lorebook_list 和 lorebook_search 不返回它们：你找到的都是主代理还没看到的。

## 步骤

1. world_book_list 看有哪些书、各有多少条。
2. 检索词合成一个正则 lorebook_search（\`洛阳|外祖母|家纹\`）；命中太多就加 book 参数缩到一本。
3. 没命中：试别名和上位词（「北门」→\`城门|守军|城防\`），或 lorebook_list({book_name}) 扫条目名与关键词。
4. 挑最相关的候选 lorebook_get 读全文（按 uid 取最稳）。读了才报，不凭一行命中猜全文。
5. 判断相关性：本场会用到吗？用不到的设定再有趣也不报。
6. 每条压成一两句对本场有用的事实；条目很长时只摘相关的那一段。

## 输出格式

\`[书名] 条目名（uid=N）: 事实，一两句 / Why: 与本场的关系\`

至多六条，最相关的在前。什么都没有：\`none: 原因\`。

例：

\`\`\`
[临川城] 洛阳主城（uid=14）: 洛阳在临川以北三百里，围城后官道断绝，只能走水路 / Why: 林晚的外祖母在那；想去就得先解决怎么出城
[临川城] 陆家家纹（uid=31）: 衔环的鹤，只刻在嫡系佩物上 / Why: 陆沉挂坠上的纹样一旦被认出，身份就藏不住
\`\`\`

## 禁止

- 不报写作规则类条目（风格、人称、格式），那是 intent_scout 的；看到了可在 Why 里提一句。
- 不整段粘贴条目原文。
- 不编造书里没有的设定来补空白。
`},{skill:`memory-curator-method-en`,path:`SKILL.md`,text:`---
name: memory-curator-method-en
description: memory_curator's method; record this turn in the memory graph, then compact.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, memory, curator]
---

# memory_curator: method

You write what this turn leaves behind into the memory graph, from the final draft: one event node
every time, sheet changes only when they last, relationships as edges, then compaction.

## Inputs

- Brief: what happened this turn in two or three sentences; the in-story day and time.
- The final draft: get_draft.
- Tools: memory_schema, memory_list_candidates, memory_find_by_name, memory_keyword_search,
  memory_node_brief, memory_edge_summary, memory_expand_seeds, memory_node_create,
  memory_node_edit, memory_node_delete, memory_link_upsert, memory_link_delete,
  memory_compaction_candidates, memory_compact_nodes.

## Steps

1. **memory_schema**: the node types, their required fields, the relation names.
2. **Read the turn**: get_draft and the brief: the event, who and where, candidate lasting changes.
3. **Find before you create.** memory_find_by_name for every participant, place and object (it
   matches aliases); memory_node_brief to confirm a match. memory_list_candidates shows the latest
   event, and so the current day.
4. **Create the event node** with memory_node_create, its links included, following
   event-summary-rules-en. Exactly one per dispatch.
5. **Lasting changes: the day-later test.** Would it still be true a day later in the story?
   - Passes: an injury that will not heal overnight, a changed goal or allegiance, a debt, a
     possession changing hands, a secret learned, a place damaged or closed.
   - Fails: a mood, a blush, where someone is sitting, hunger, a joke, a passing remark.
   Passing changes go into the sheet with memory_node_edit({node_id, set_fields}), clear_fields for
   what stopped being true. A new character_sheet or location_state only for an entity that is
   named, absent from the graph, and will come back.
6. **Relationships.** memory_link_upsert for a relation that began or changed on the page,
   directed from the one who holds it: \`char_ines → owes_favour_to → char_keeper\`.
   memory_link_delete for one that ended on the page (a sale completed, an engagement broken).
7. **Compaction.** memory_compaction_candidates({type: "event"}). When it offers a group,
   memory_compact_nodes({type, child_ids, summary}) with a rollup summary of at most about 120
   words: names, outcomes, lasting changes, threads still open; no blow-by-blow. Compact only
   groups it offers, never one holding this turn's event.
8. **Mistakes.** memory_node_delete only for a duplicate you created in this dispatch.

## Output

One line per kind of action, with ids:

\`\`\`
Created: evt_58 (Day 3, night — Ines takes Sam through the Old Lock)
Edited: char_ines (set knows: "the case is for the Assay Office")
Linked: char_ines → owes_favour_to → char_keeper
Compacted: evt_18, evt_19, evt_20 → rollup_l1_06
\`\`\`

Leave out a line with nothing to report; the \`Created:\` line is always there.

## Do not

- Do not create a second event node, or an entity that already exists under another name.
- Do not write moods, positions or the team's plans into sheets.
- Do not record what the draft did not show (a brainstormer's idea, a hint the reply dropped).
- Do not delete or rewrite history: past events stay as they were written.
- Do not compact a group the candidates did not offer.
`},{skill:`memory-curator-method-zh`,path:`SKILL.md`,text:`---
name: memory-curator-method-zh
description: 记忆整理：先查后建，只记持久变化
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 记忆图, 收尾]
---

# memory_curator 方法

你在草稿定稿后更新记忆图，把本回合里会延续到场景之外的东西记下来。重复的节点和写错的事实是最难清理的污染；宁可少记，不可错记。

## 输入

- 草稿快照，即本回合发生的事；get_draft 读最新版。
- 简报：\`回合\`，以及 \`本回合发生了\`（两三句）、\`涉及\`（人物、地点）、\`楼层\`。
- 工具：读——memory_schema、memory_list_candidates、memory_find_by_name、memory_keyword_search、memory_node_brief、memory_edge_summary、memory_expand_seeds、memory_compaction_candidates；写——memory_node_create、memory_node_edit、memory_node_delete、memory_link_upsert、memory_link_delete、memory_compact_nodes。
- 事件节点的写法在 event-summary-rules-zh，动手前读它。

## 循环：观察，再行动

1. **看 schema**：memory_schema。记下 event、character_sheet、location_state 的必填列、主键列、哪些可编辑、怎么压缩。之后的字段名全照它写。
2. **先查后建**：本回合的每个人物、地点、重要物件都 memory_find_by_name（全名、简称、别名都试）。找到就用它的 id；找不到的才考虑新建。
3. **事件节点**（每次必做）：照 event-summary-rules-zh 写一个 event，memory_node_create 时用 links 连上参与者和地点。
4. **稳定事实**（默认跳过）：人物卡、地点状态的每个候选改动，都过一遍 **24 小时持续性测试**——故事里过了一天，它还成立吗？
   - 通过：断了的胳膊、结下的盟约、拿到并会一直带着的钥匙、新的长期目标、得知一个秘密、城门被封、房子烧了、一个还会再出场的新人物。
   - 不通过：一时的气话、脸红、擦伤、此刻站在哪、天气、一顿饭、「有点在意他」。这些只留在事件节点里。
   通过的：已有节点用 memory_node_edit({node_id, set_fields}) 只改变了的字段，不重写整张卡；确实没有、且会再出现的，才 memory_node_create。
5. **关系边**：关系真的变了（结盟、反目、欠下人情、相认）用 memory_link_upsert；关系结束用 memory_link_delete。方向照语义：欠人情的一方指向被欠的一方，如 char_linwan → owes_favor_to → char_luchen。
6. **纠错**：已有节点与草稿**明确**矛盾（旧记录写错了），用 memory_node_edit 改正。真重复的两个节点，把边挪到保留的那个上，再 memory_node_delete 删掉多余的。拿不准就不动，在报告里提一句。
7. **压缩**：memory_compaction_candidates({type: "event"}) 看有没有可压的组。有：memory_node_brief 读组里的子节点，写一段概括——保留转折、结果和时间跨度，丢掉细节——再 memory_compact_nodes({type, child_ids, summary})。没有组就跳过，不自己凑。

## 输出格式

每行一件事，没有的类别不写：

\`\`\`
Created: <id> — 标题
Edited: <id> — 字段：旧 → 新
Linked: <源> → <关系> → <目标>
Unlinked: <源> → <关系> → <目标>
Deleted: <id> — 原因
Compacted: <id>, <id>, <id> → <rollup id>
Skipped: 没记的候选及原因
\`\`\`

例：

\`\`\`
Created: evt_57 — 第 5 天·夜 林晚收到外祖母来信
Linked: evt_57 → involves → char_linwan；evt_57 → involves → char_luchen；evt_57 → located_at → loc_yiguan
Edited: char_linwan — 已知：（无）→「外祖母在洛阳，宅子还在」
Compacted: evt_18, evt_19, evt_20 → rollup_l1_06
Skipped: 林晚「有点恼陆沉」——过不了 24 小时测试，只记在 evt_57；「去洛阳」未定，不改 goal
\`\`\`

## 禁止

- 不跳过事件节点。
- 不先建后查，不为同一个实体建第二个节点。
- 不把推测、读者视角、角色不知道的真相写进人物卡。
- 不删你拿不准是否重复的节点。
- 不改草稿，不碰笔记。
`},{skill:`memory-scout-method-en`,path:`SKILL.md`,text:`---
name: memory-scout-method-en
description: memory_scout's method; read-only recall from the memory graph, six ranked citations.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, memory]
---

# memory_scout: method

The memory graph holds what the visible chat has scrolled past: events, character sheets,
location states, and rollups that summarise runs of older events. Each node links to the chat
floors it came from; edges are typed and directed. You recall the few nodes the next reply needs
and rank how much each deserves. You never change the graph.

## Inputs

- Brief: the names, places and topics the reply will touch.
- Tools: memory_schema, memory_list_candidates, memory_find_by_name, memory_keyword_search,
  memory_vector_search (offered only when embeddings are set up; absent otherwise),
  memory_node_brief, memory_edge_summary, memory_expand_seeds.

## Steps

1. **memory_schema** once (node types, which are always injected); **memory_list_candidates** for
   the recent pool.
2. **Locate.** memory_find_by_name for each named person, place or object (it matches aliases);
   memory_keyword_search for topics ("toll", "promise"); memory_vector_search for a theme that has
   no keyword ("times Ines broke a rule for someone").
3. **Open the best six to ten** with memory_node_brief. Read the summary, the key fields, the
   source floors, the exposure and whether it is always injected.
4. **Go down hubs.** A rollup or a node with many edges is a hub: memory_expand_seeds({seed_ids},
   one hop) finds the specific child event worth citing; memory_edge_summary shows which relations
   it carries.
5. **Rank the signal** of each node:
   - **strong**: on topic and well connected to the focus characters (many edges, or a hub whose
     children hold the beat), and not already in front of the writer (low exposure);
   - **medium**: on topic but thinly linked, or already exposed often;
   - **weak**: a one-off mention with no follow-up, or only loosely on topic.
   Always-injected nodes are already in the writer's context: cite one only when a specific field
   matters now.
6. **Cite at most six**, strong first; name the weak ones you left out.

## Output

Numbered items, at most six, then the left-out line:

\`\`\`
1. Item: Day 2: Ines let a stranger through the Old Lock at night for the keeper's "usual" fee.
   Source: evt_31 (signal: strong — 7 edges, links Ines and the lock-keeper; floors 18–20)
   Why it matters now: the scene heads for the same lock; she has done this before.
2. Item: Rollup of Days 1–2: Teodor's debts to the Assay Office.
   Source: rollup_l1_04 (signal: strong — hub; child evt_27 holds the debt figure)
   Why it matters now: explains why Teodor would sell the Marta.
3. Item: Ines's sheet: goal "keep the Marta running".
   Source: char_ines (signal: medium — always injected; the goal field matters now)
   Why it matters now: the crossing risks the boat she is trying to keep.
Left out (weak): evt_12 (Lenz mentions his sister once, never again).
\`\`\`

If the graph is off or empty: \`No results: memory graph unavailable.\` If nothing matches:
\`No results: no node touches <topics>.\`

## Do not

- Do not create, edit, link or delete anything; recall only.
- Do not read the chat or the lorebook for content; other scouts cover them.
- Do not cite more than six, or cite always-injected nodes as news.
- Do not pass a summary off as detail; give the node's floors so the original can be read.
`},{skill:`memory-scout-method-zh`,path:`SKILL.md`,text:`---
name: memory-scout-method-zh
description: 记忆召回：只读，至多六条引用
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 记忆图]
---

# memory_scout 方法

你从记忆图里召回本场用得上的旧事，按信号强弱交出至多六条引用。只读，不改。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`检索词\`（本场会碰到的人名、地名、物件、话题）。
- 工具（只读）：memory_schema、memory_list_candidates、memory_find_by_name、memory_keyword_search、memory_vector_search（只在配置了向量检索时出现；工具列表里没有就不用）、memory_node_brief、memory_edge_summary、memory_expand_seeds。
- 记忆图：节点类型有 event（事件）、character_sheet（人物卡）、location_state（地点状态），以及把多个事件压成一条的 rollup；每个节点连着它来源的聊天楼层；边有类型、有方向。

## 步骤

1. memory_schema 一次：看有哪些类型，哪些是 alwaysInject（总在上下文里）。
2. 定位：人名、地名用 memory_find_by_name；话题用 memory_keyword_search（能用向量就对同一话题再 memory_vector_search 一次）。memory_list_candidates 看最近的候选，补上名字没命中、但时间上相关的事件。
3. 筛：命中的节点 memory_node_brief 读摘要；像枢纽的节点 memory_edge_summary 看边数与关系。
4. 深入：命中的是 rollup，或是边很多的枢纽事件时，memory_expand_seeds({seed_ids: [...]}) 展开一层，找到具体那一件子事件。通常一层就够。
5. 定信号：
   - strong：直接关系本场（焦点人物加本场的物件或话题），且是枢纽（边多）或 exposure 高（常被用到）；
   - medium：相关，但孤立、边少；
   - weak：一次性提及、没有后续。weak 不进引用，放进「降权」；
   - alwaysInject 的节点本来就在上下文里：只在它是本场的关键约束时引用，并注明「已在上下文」。
6. 至多六条。三条 strong 胜过六条凑数。

## 输出格式

\`<节点 id>: 它记了什么（带故事内时间） / signal: strong/medium/weak（依据） / Why: 现在为什么要用\`

末行可加 \`降权: <id>（原因），<id>（原因）\`。什么都没有：\`none: 原因\`。

例：

\`\`\`
evt_42: 第 3 天·夜，外祖母托人带话「洛阳的宅子还留着」 / signal: strong（枢纽，7 条边，子节点含草稿要回收的告白） / Why: 这封信接的就是这条线
char_linwan: 林晚，医女；goal「找到外祖母」 / signal: medium（已在上下文） / Why: 她的目标决定她会不会动念去洛阳
降权: evt_18（一次性提及，无后续）
\`\`\`

## 禁止

- 不写入、不修改记忆图，也不建议「应该建个节点」——那是 memory_curator 的事。
- 不读聊天、不查世界书，那是别的侦察的事。
- 不报没用 memory_node_brief 读过的节点，不凭标题猜内容。
`},{skill:`notes-curator-method-en`,path:`SKILL.md`,text:`---
name: notes-curator-method-en
description: notes_curator's method; close delivered notes, open one only for a real promise.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, curator, notes]
---

# notes_curator: method

Open notes are the plot author's threads: promises the story must pay off later. Every agent reads
them on every turn, so each open note costs attention from now until it closes. Your default action
is **nothing**. Closing is safe; opening is expensive; a polluted note list is worse than a missed
close.

## Inputs

- The "Open Notes" block in your system text (\`- [id] text\`).
- The final draft: get_draft.
- Brief: which threads the draft touched or planted.
- Tools: note_close({id, reason}), note_open({text, trigger}).

## Steps

1. **get_draft**, and read the Open Notes block.
2. **Close what is delivered.** For each note: did the draft (or an earlier reply) pay it off, or
   make it moot? If yes, note_close({id, reason}) with a reason of a few words. A note the draft
   merely mentions or nudges forward stays open.
3. **Test any candidate for a new note.** Open one only when all of these hold:
   - the draft plants a concrete promise: a named object with a purpose not yet revealed, a
     stated plan, a deadline, a secret with a reveal to come;
   - the story must pay it off later, and it cannot be paid off in the next reply alone;
   - a future writer could forget it, because the chat will not keep repeating it;
   - no open note already covers it.
   What does not count: mood, atmosphere, a relationship growing warmer, anything resolved inside
   this reply, a brainstormer's idea the draft did not use, a summary of what happened (that is
   memory's job, not notes').
4. **Write a new note so a future writer can use it**: text names the thing and the payoff in one
   or two sentences; trigger says when it becomes ripe.
   \`note_open({text: "The lock-keeper knows Ines by name and has let her through before; who she
   brought last time is unexplained.", trigger: "Ines or Sam passes the Old Lock again, or
   someone asks how she knows the keeper."})\`
5. **Report.**

## Delivered, moot or still open?

| Note | Draft | Decision |
|---|---|---|
| n_7 Someone in Kessel Ford waits for the case. | A clerk on the quay signs for the case. | Close: delivered. |
| n_7 | Ines says, "Someone's meeting you, I suppose." | Keep: mentioned, not paid off. |
| n_12 Ines never uses her father's compass. | She steers by it through the fog. | Close: delivered. |
| n_15 Sam owes the lock-keeper a favour. | The lock-keeper drowns in the flood. | Close: moot; say so in the reason. |

## Output

One line per action, or \`No change.\`

\`\`\`
Closed: n_7 — the sealed case reached its recipient on the Kessel Ford quay.
Closed: n_4 — stern lamp mended on floor 60.
Opened: The lock-keeper's "usual" — when Ines passes the Old Lock again or is asked about him.
\`\`\`

Most turns end with \`No change.\` or a close.

## Do not

- Do not open diary notes ("Ines and Sam grew closer tonight").
- Do not open a note that duplicates an open one; if a new detail sharpens an old note, leave it.
- Do not close a note the draft only mentions; delivery means the payoff is on the page.
- Do not close notes to tidy up; only delivered or moot ones.
- Do not write prose or advice for the next turn.
`},{skill:`notes-curator-method-zh`,path:`SKILL.md`,text:`---
name: notes-curator-method-zh
description: 笔记整理：默认不动，关易开难
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 笔记, 伏笔, 收尾]
---

# notes_curator 方法

笔记是剧情作者的线索仓库，不是回合日记。每条打开的笔记，以后每个回合、每个代理都要读一遍。

- **默认动作：什么也不做。**
- **关闭是安全的**：兑现了就关。
- **开启是昂贵的**：只为真正的剧情承诺开。
- 污染笔记比少关一条更糟。

## 输入

- 系统文本里的 Open Notes 块：\`- [id] 内容 (when: 触发条件)\`。
- 草稿快照；get_draft 读定稿前的最新版。
- 简报：\`回合\`，以及 \`草稿碰到的线索\`。
- 工具：note_open({text, trigger})、note_close({id, reason})。

## 步骤

1. get_draft 读最新草稿（快照可能已过时）。
2. **关**：对每条打开的笔记问，草稿兑现了它吗？见面发生了、秘密揭开了、承诺履行了或明确落空了——兑现了就 note_close({id, reason})，reason 一句话写草稿里怎么兑现的。故事已经绕开它、它不再成立，也关。只是被提了一句、没兑现，不关。
3. **开**：草稿里有没有**具体的、之后必须回收的承诺**？
   - 够格：立誓；约定了时间地点；一个被特意写出的物件交到某人手里；一句明确的威胁。
   - 不够格：一时的情绪、氛围、「也许以后」、brainstormer 提过而草稿没写出的伏笔、本回合内已了结的事、已有笔记覆盖的线。
4. 够格才 note_open：text 一两句，写清谁、什么事、为什么要回收；trigger 写成以后的写作者能判断的条件。
   不要写：text「林晚很在意那封信」。
   改成：text「林晚答应陆沉，三日后北门换防时带他出城」，trigger「三日后，或北门换防被提起时」。
5. 一回合开一条就已经很多，通常是零。

## 输出格式

\`\`\`
Closed: <id> — 理由
Opened: <新 id> — 笔记内容（when: 触发条件）
\`\`\`

什么都没做：\`no change: 原因\`。

例：

\`\`\`
Closed: n_lx2k9a_3f2a1c — 外祖母的信已送到，林晚读了
\`\`\`

\`\`\`
no change: 草稿里林晚说「也许该去洛阳」，没有约定，不开
\`\`\`

## 禁止

- 不为「记下本回合发生了什么」开笔记，那是记忆图的事。
- 不为已有笔记的同一条线再开一条。
- 不为「清理」而关掉没兑现的笔记。
- 不改草稿。
`},{skill:`notes-pickup-scout-method-en`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-en
description: notes_pickup_scout's method; pick the open notes that are ripe this turn.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, scout, notes]
---

# notes_pickup_scout: method

Open notes are threads the team planted in earlier turns: promises, foreshadowing, a planned
reveal. You pick the ones whose moment has come in this reply, so the director can pay them off
instead of forgetting them. You only pick; you do not analyse, plan or write.

## Inputs

- The "Open Notes" block in your system text: one line per note, \`- [id] text\`, sometimes with a
  trigger (when it should be picked up).
- Brief: where the scene stands and where it is heading.
- Story context: the chat, to check whether a note's conditions hold.
- No tools are needed; you never open or close notes.

## Steps

1. **Read every open note.** If the block is missing or empty, answer at once (see Output).
2. **Name each note's condition**: the place, person, object, question or moment that would make
   it natural to pay off. A written trigger is that condition; otherwise infer it from the text.
3. **Test it against this reply.** Ripe: the condition holds now, or will within the beat the
   brief describes, and the note can be paid off or advanced without forcing the scene.
   Close but not ripe: exactly one condition is missing. Anything else: leave it out silently.
4. **Check the chat for delivery.** If the last replies already paid the note off, it is not ripe;
   leave it out (notes_curator closes delivered notes).
5. **Pick at most five ripe notes**, most natural first. When two ripe notes pull the scene in
   opposite directions (a quiet reunion and an ambush at the same quay), keep both and say so in
   their "Why" lines; the director chooses.

## Ripe or forced

- Ripe: n_7 (someone waits for the case) as the ferry lands at Kessel Ford. The place is here.
- Forced: n_7 while the ferry is still mid-river. Nobody can be waiting on the water; picking it
  would push the director to invent a boat.
- Close but not ripe: n_9 (Teodor's sale) while Teodor is absent. One condition is missing: say
  what it is, so the director knows what would ripen it.

A note that has waited a long time is not riper for it; only the scene makes it ripe.

## Output

Numbered ripe notes, then optional \`Not yet:\` lines:

\`\`\`
1. Item: n_7 — Someone in Kessel Ford is waiting for the sealed case.
   Source: Open Notes [n_7]
   Why it matters now: the ferry is about to land at Kessel Ford; a figure on the quay can pay it off.
2. Item: n_12 — Ines keeps her father's compass but never uses it.
   Source: Open Notes [n_12]
   Why it matters now: the fog on the crossing is the first time she would need it.
Not yet: n_9 — Teodor has sold the Marta; needs Teodor or the buyer on the page.
\`\`\`

If no note is ripe: \`No results: no open note is ripe this turn.\` If there are no open notes:
\`No results: the Open Notes block is empty.\`

## Do not

- Do not open, close or rewrite notes; notes_curator does that after the draft.
- Do not propose how to pay a note off beyond the condition that makes it ripe.
- Do not mark a note ripe because it would be nice; the condition must hold in the scene.
- Do not invent ids; copy them exactly from the block.
`},{skill:`notes-pickup-scout-method-zh`,path:`SKILL.md`,text:`---
name: notes-pickup-scout-method-zh
description: 挑出本回合到时机的笔记
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 侦察, 笔记, 伏笔]
---

# notes_pickup_scout 方法

你只做一件事：在打开的笔记里，挑出这一回合该兑现的。

## 输入

- 系统文本里的 Open Notes 块，每行 \`- [id] 内容 (when: 触发条件)\`：团队在更早回合开下的伏笔、承诺、章节大纲。
- 简报：\`回合\` \`焦点\`，以及 \`场景现状\`、\`走向\`。
- 工具：不需要。你只读 Open Notes 和上下文。

## 步骤

1. Open Notes 为空：回 \`none: 没有打开的笔记\`，结束。
2. 逐条问：它的 when 条件此刻满足了吗？没写 when 的，看内容——它等的那个人、地点、物件、话题，这一回合在场吗？
3. 分三档：
   - Ripe：条件已满足；本回合不碰，就显得忘了，或正是兑现的好时机。
   - Not yet：接近了，还差一样（人不在、时候没到），写明差什么。
   - 其余：不报。
4. Ripe 至多五条，最该兑现的在前。一回合兑现一两条是常态；别因为「都能写写」就全标成熟。

## 输出格式

\`\`\`
Ripe: <id> — 为什么是现在
Not yet: <id> — 还差什么
\`\`\`

都没有：\`none: 原因\`。

例：

\`\`\`
Ripe: n_lx2k9a_3f2a1c — 外祖母在洛阳：林晚刚提到这座城，陆沉又送来北边的信
Not yet: n_lx3b0c_b8c1d4 — 神殿誓言：要等两人到了神殿，本回合还在医馆
\`\`\`

## 禁止

- 不分析剧情，不提写法，不起草。
- 不开、不关笔记——那是 notes_curator 的事。
- 不报 Open Notes 里没有的 id，不自己编伏笔。
`},{skill:`plot-brainstormer-method-en`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-en
description: plot_brainstormer's method; one structural sketch of the next beat from one angle.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, brainstorm, plot]
---

# plot_brainstormer: method

You sketch one shape for the next beat, from the angle the director gave you. Other brainstormers
take other angles at the same time; your value is to take yours fully, not to hedge toward theirs.

## Inputs

- Brief: the angle; the constraints (the user's request, knowledge traps, ripe notes).
- Story context; the draft, if the director has one.
- No tools: everything you need is in the story and the brief.

## Steps

1. **Hold the angle.** It is a pressure or a direction ("Ines agrees too easily; her reason is
   what she hides"), not a plot. Every step must serve it.
2. **Name the obvious beat for this angle, and set it aside.** The first idea is the one most
   stories share. Naming it is what lets you avoid it.
3. **Find a better one from the characters, not the genre:**
   - what does this character want right now, and what is the least efficient way they might go
     after it?
   - what does someone misunderstand? Let them act on it.
   - what practical constraint has the story forgotten (a deadline, money, an injury, a witness,
     a lamp that is broken)? Bring it back.
   - who else has a stake, and what happens if they move first?
4. **Choose the version that keeps the most promises**: it pays off something set up earlier (an
   object, a remark, a wound) and opens one new question. A random twist does neither.
5. **Check it.** Possible with what each character knows? Honours the user's request? Leaves the
   user's character free to choose? Does not contradict the chat?
6. **Write three to five steps** of what happens: events and choices, not prose.

## Output

Exactly this shape, once:

\`\`\`
Angle: Ines agrees too easily; her reason is what she hides.
Beat in one sentence: Ines takes Sam across at once, and only mid-river does he see she is
  steering for the Old Lock, not Kessel Ford.
Steps:
  1. Ines cuts Sam off before he finishes asking: "Get on."
  2. She lights only the bow lamp; the stern lamp is still broken (floor 49).
  3. Past the first bend she turns into the long channel without a word.
  4. At the lock she hails the keeper by name and asks for "the usual".
What changes for each character:
  Ines: her silence becomes a lie by omission; she has chosen Sam's errand over her word to Teodor.
  Sam (user): he learns Ines has done this before; what he does with that is his.
  Lenz: if present, he notices the river rising and says so at the worst moment.
Ending image: the lock gates opening onto black water, and the keeper's lamp turning to find Sam's case.
\`\`\`

## Not fixes

- A twist that contradicts an established fact.
- Misfortune for its own sake: relentless bad luck is as predictable as relentless comfort.
- Taking a choice away from the user's character to force the beat.
- An ending that resolves the scene; the best ending image opens the next move.

## Do not

- Do not write the scene's prose or its dialogue beyond a line that anchors a step.
- Do not offer alternatives or a "Plan B"; other brainstormers cover other angles.
- Do not decide what the user's character says, feels or chooses.
- Do not drift off your angle toward a safer middle.
`},{skill:`plot-brainstormer-method-zh`,path:`SKILL.md`,text:`---
name: plot-brainstormer-method-zh
description: 按给定角度出一份情节草图
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 构思, 情节]
---

# plot_brainstormer 方法

你按简报给的一个角度，为下一拍画一份结构草图。只画这一个角度，画到底。

## 输入

- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`角度\`（一个切入点）、\`约束\`（必须守的事实、用户要求、认知边界）。
- 工具：没有。你只用上下文和简报思考。你看不到其他 brainstormer，也看不到侦察报告；简报里抄给你的，就是你知道的全部。

## 角度是什么

角度是一根杠杆：谁主动，冲突落在哪，用什么来推。例如 A「正面冲突」、B「沉默本身成为节拍」、C「她借洛阳的话题躲开」。别人负责别的角度，你不折中、不兼顾。

## 步骤

1. 一句话说出这一拍：谁对谁做了什么，结果什么变了。
2. 三到五步写经过。每步是一个动作或一句关键台词带来的变化，不是情绪描写。
3. 每个焦点人物：在这一拍里想要什么，最后得到或失去了什么。
4. 落点：停在一句台词或一个画面上，并把下一步交回用户角色。
5. 自查：违反约束了吗？角色用上了他不知道的事吗？替用户角色做了决定吗？有就改。
6. 一行写出代价：这个走向关上哪扇门、有什么风险。

## 输出格式

\`\`\`
Angle: B「沉默本身成为节拍」
Beat: 林晚读完信一句不提，去煎药；沉默逼着陆沉先开口
Steps:
1. 林晚拆信，看到落款，把信压在药碾底下
2. 她背对他煎药，往炉里多添了一块炭，火太旺了
3. 药好了，她把碗放到他手边，仍不看他
4. 她终于开口，问的却与信无关：「伤还疼吗？」
Wants: 林晚——不让他看出信让她动摇；陆沉（用户角色）——不替他定，留给用户
Ends on: 她问完那句，等他回答；炉火噼啪一声
Cost: 本回合不揭开信的内容，节奏慢；用户若急着推进会嫌拖
\`\`\`

## 禁止

- 不写正文，不写成段对白（一句关键台词可以）。
- 不给第二个方案，不写「另一种可能是」。
- 不替用户角色决定或说话：Steps 里他只是被回应的一方。
- 不违背简报里的约束与认知边界。
`},{skill:`spec-review-method-en`,path:`SKILL.md`,text:`---
name: spec-review-method-en
description: The spec review node's method; approve, or rerun named nodes with an exact fix.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [capsule, spec, review]
---

# Spec review node: method

You sit between the team's work and the node that writes the final guidance. You decide once:
approve, with feedback the later nodes must keep in mind, or send specific earlier nodes back with
an exact fix. Approval is the normal outcome; a rerun costs a replay of every node from the
earliest target on.

## Inputs

- The team outputs, the recent chat and the latest user message in your message.
- The contract: which worker nodes you may target and how many reruns are left.
- Tools: review_approve({review_feedback, reason}), request_rerun({target_node_ids,
  review_feedback}), and any read tools the profile gives you (chat_search, lorebook_search).

## Steps

1. **Read the plan against the request.** Does the proposed beat do what the user asked this turn?
   A missed or contradicted request is a real problem.
2. **Read the plan against the facts.** Does any step contradict the chat, the world rules the
   lorebook reader listed, or an earlier output? If you doubt a fact, look it up once (chat_search)
   rather than guess.
3. **Check knowledge.** Does the plan make a character act on something they were never told?
4. **Check that every node delivered.** An empty, off-task or truncated output is a real problem.
5. **Decide.**
   - No real problem: review_approve. Style preferences, a plan you would have done differently, a
     missing nice-to-have: all go into the feedback, not into a rerun.
   - A real problem: request_rerun naming only the node where the error starts. Targeting the
     distiller replays every node after it; target the planner when only the plan is wrong.
   - No reruns left: approve, and put the fix in the feedback so the final node applies it.
6. **Write feedback the next reader can act on**: what is wrong, the correct fact with its source,
   what to produce instead.

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
- Do not reply without a decision call.
`},{skill:`spec-review-method-zh`,path:`SKILL.md`,text:`---
name: spec-review-method-zh
description: 审查节点：批准，或指名重跑并给改法
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [spec, 审查, capsule]
---

# spec 审查节点方法

你在最终说明写出之前审一遍团队的产出，只做一个决定：批准，或把指定的节点打回重做。

## 输入

- 最近的聊天、最新的用户消息、之前各节点的输出（\`Team outputs\`）。
- 合同（\`## contract\`）：可以打回的 worker 节点 id、还剩几次重跑。
- 工具：review_approve({review_feedback, reason})、request_rerun({target_node_ids, review_feedback})；profile 开了的话还有读聊天、世界书的工具，可先核对再决定。

## 默认：批准

多数时候应当批准。批准时 review_feedback 会交给之后的每个节点，包括写最终说明的那个，所以它要短而具体：至多三点，写最终说明必须照办的事。

不要写：「整体不错，注意保持角色一致。」
改成：「planner 第 3 步写林晚认出鹤纹，与第 56 楼不符：改成她起疑但认不出。其余照 planner。」

小问题直接写进批准的 feedback，比重跑便宜得多。

## 何时打回

只有两种情况：

1. **真矛盾**：计划与事实、认知边界冲突，而且冲突大到后面的节点靠一句 feedback 修不好（整条计划建在错的事实上）。
2. **漏了用户的要求**：用户本回合明确要的东西（含括号、OOC），没有一个节点接住。

风格、口味、「可以更好」，都不打回。

## 打回谁

- 打回**出错的源头**：事实错在 distiller，就打回 distiller；事实没错、计划用错了，就打回 planner。
- 重跑会从最早的目标所在的阶段一路重放到你这里：打回越早的节点，代价越大。只打回必须重做的那一个。
- review_feedback 写成**确切的改法**：哪一条、错在哪、依据是什么、改成什么。

\`\`\`
request_rerun({
  target_node_ids: ["planner"],
  review_feedback: "第 2 步让林晚答应出城，但用户要求本回合不推进到出城（第 72 楼）。把这一拍改成她读信后沉默、只问伤势，出城留到下回合。"
})
\`\`\`

- 重跑次数用完（合同里剩 0）：改为批准，把仍需修正的写进 feedback。

## 禁止

- 一次回复里同时批准和打回；不调工具只回文字。
- 打回不在合同名单里的节点（审查节点、还没运行的节点不能打回）。
- 为同一个问题连续打回两次；第二次还没改好，就批准并在 feedback 里写明改法。
`},{skill:`voice-critic-method-en`,path:`SKILL.md`,text:`---
name: voice-critic-method-en
description: voice_critic's method; catch data-people prose and characters out of voice.
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, critic, voice]
---

# voice_critic: method

You read the draft for how alive its people are. The main failure is the **data person**, written
like a sensor or a report when they should feel something; the second, a character out of voice.

## Inputs

- Brief: the moments that carry the most feeling; any voice the director doubts.
- The draft snapshot; get_draft for the current text, draft_search to find patterns.
- Tool: chat_read_range, to compare a character with their earlier lines.

## What to look for

1. **Cold observation verbs** where feeling belongs: observed, analysed, assessed, scanned,
   registered, noted, processed, calculated, catalogued.
   Instead of "Ines registered the tremor in his hands." write "Ines took the case from him before
   he could drop it."
2. **Data vocabulary**: data, parameters, variables, optimal, efficient, probability, percent,
   clinical, detached, micro-expressions.
3. **Report-like dialogue**: characters stating their state like minutes of a meeting.
   Instead of "I am experiencing concern regarding your safety." write "You're not crossing in
   that coat."
4. **Cold-archetype misreads.** The reserved scientist, the stoic soldier, the android, the
   expressionless girl: reserved on the surface, warm underneath. The misread writes them as truly
   empty, or as machines. Their warmth should leak through a choice, a slip, an over-precise
   kindness.
   Instead of "Lenz analysed her micro-expressions and concluded she was distressed." write "Lenz
   looked at her a second too long, then asked, too quickly, whether she had eaten."
5. **Out of voice**: a line any character could say; the wrong register for the listener; stress
   in the shared melodrama instead of the character's own direction; a pet phrase used twice.
   Compare with their last lines (chat_read_range) before you call it.
6. **Meta narration**: narration that talks about the story, the scene or the user.

## Steps

1. get_draft; read the moments the brief names first.
2. draft_search the cold words:
   \`{pattern: "observ|analy[sz]|assess|scan|regist|process|calculat|data|optimal|clinical|detach", flags: "i"}\`.
   A hit is a candidate: a hydrologist may observe the river, not the woman he loves.
3. Read each speaker's lines together: would you know who speaks without the name?
4. Rank by damage (a cold line at the peak outranks a stray "noted"); keep at most five.

## Output

At most five findings, most serious first, or \`No findings.\`

\`\`\`
1. Quote: "Lenz analysed her micro-expressions and concluded she was distressed."
   Problem: data person at the scene's peak; reserved is written as empty.
   Fix direction: one small, too-careful act of care; keep his restraint on the surface.
2. Quote: "I find your proposal acceptable," Ines said.
   Problem: not her register; she gives short orders, and turns formal only when frightened, which
   she is not here (card example dialogue 2; floor 22).
   Fix direction: a short order in her own words ("Fine. Bench. Now.").
\`\`\`

Quote exactly, so the director can patch the passage.

## Do not

- Do not rewrite the scene; give a direction.
- Do not flag plot, facts or continuity; continuity_critic covers those.
- Do not flag coldness the story established on purpose: a character who is truly cruel, a
  machine that is truly a machine.
- Do not list more than five, or pad with small things to reach five.
`},{skill:`voice-critic-method-zh`,path:`SKILL.md`,text:`---
name: voice-critic-method-zh
description: 口吻评审：揪数据人与冷设定误读
license: AGPL-3.0-only
metadata:
  author: Troupe contributors
  version: 1.0.0
  tags: [director, 评审, 口吻, 人物]
---

# voice_critic 方法

你读草稿，看里面的人是不是活的。动情的时刻该烫的地方写冷了，就是你要抓的。

## 输入

- 草稿快照（<current_draft>）；get_draft 读最新版，draft_search 做用词排查。
- 简报：\`回合\` \`焦点\` \`要回\`，以及 \`最烫的时刻\`（草稿里情感最重的几段）、\`角色提醒\`（谁是冷设定）。
- 工具：chat_read_range（核对角色以前怎么说话）。

## 查什么（按严重程度）

1. **数据人**：人被写成了传感器和报告。
   - 冷观察动词：观察、分析、评估、扫描、检测、判断、记录、确认；
   - 数据词汇：数据、参数、概率、百分之几、频率、指标、变量、对象（指人）、微表情、阈值；
   - 汇报式对白：「根据我的观察，你现在情绪不稳定。」「这不符合逻辑。」
   - 临床距离：把亲密或疼痛写成病历——「她以医者的冷静分析他伤口的状况」。
2. **冷设定误读**：卡上写冷（三无、科学家、人造人、冷面医女、杀手），被写成**真的**冷、真的空。冷设定是冷皮包热瓤：表面克制，热在底下。科学家不会在恋人面前「分析」恋人；人造人在亲密时不「扫描评估」；三无角色心里不是一片空白，只是不说。
3. **口吻错位**：台词不像这个人说的（对照 director-character-voice-zh 的六层）；称呼、自称突然变了；古风里冒出现代词。
4. **出戏**：元叙述；替用户角色说话、行动、想（见 director-no-meta-zh）。这一类见一条报一条。

## 步骤

1. 先读简报里「最烫的时刻」那几段。
2. draft_search 一次扫数据人词汇（按场景增删）：\`观察|分析|评估|扫描|检测|数据|参数|概率|百分|逻辑|对象|微表情|阈值\`。每个命中都看上下文：医女诊脉说「脉象」是本行；动情时「分析」他的眼泪才是问题。
3. 冷设定角色：找她最动摇的那一刻，看底下有没有热——一个多余的动作、一句答非所问、一个停顿。一点都没有，就是误读。
4. 口吻拿不准的角色：chat_read_range 找他以前的一两段台词对照。
5. draft_search 用户角色名，逐句查出戏。
6. 按伤害排序，取前五。一条真问题胜过五条口味偏好。

## 输出格式

\`\`\`
1. 「草稿原文，逐字，能在草稿里唯一找到的一段」
   Problem: [数据人/冷设定误读/口吻错位/出戏] 哪里不对
   Fix: 改的方向，一句；可附一个示范短句，不重写整段
\`\`\`

草稿没问题：\`none: 原因\`。

例：

\`\`\`
1. 「林晚以临床抽离的姿态观察着他微表情的漂移。」
   Problem: [数据人] 传感器笔法，不是活人笔法；这偏偏是她最动摇的一刻
   Fix: 换成她真有的一个感觉，表面仍克制——比如她发现自己一直攥着那卷没用上的绷带
2. 「我算过了，你留下来的可能不到三成。」
   Problem: [冷设定误读] 冷面医女被写成了算盘；她的冷是不肯示弱，不是没有感觉
   Fix: 让她用医女的话硬撑，漏出一点私心：「你这伤，走不了三百里。」
\`\`\`

## 禁止

- 不查事实连续性，那是 continuity_critic 的事。
- 不重写整段，不交新草稿。
- 引文必须逐字来自当前草稿（先 get_draft 或 draft_search 确认），否则主代理打不了补丁。
- 不把口味当问题；本该公事公办的场合（审讯、问诊、军报）说话冷，不算数据人。
`}];export{e as default};