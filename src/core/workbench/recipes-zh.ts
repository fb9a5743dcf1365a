// 工作台的配方（中文）：工作台 AI 按需用 recipe_read 读取，系统提示词因此保持简短。每个配方是一类
// 常见请求的工具调用顺序。
import type { RecipeName } from './recipes-en.ts';

export const RECIPES_ZH: Record<RecipeName, string> = {
  'single-agent-writer': `# 单 Agent 迭代写手（director）
主代理独自起草、回读、修订、定稿。没有子代理，也没有评审。
1. profile_summary：记下每个子代理 id。
2. 对每个子代理调用 subagent_remove（在一次回复里一起调用）。"after" 成员（notes_curator、memory_curator）是唯一写笔记和记忆的：只有用户还要笔记或记忆时才留下它们。
3. 对 "main" 调用 tools_set：set {"collab.dispatch_subagent": false, "collab.dispatch_inline_subagent": false}，并 inherit ["chat", "lorebook", "memory"]：没有成员替它查资料了，它要自己读聊天、世界书（profile 里开着记忆的话也读记忆）。message.* 开关保留；其余不动。
4. 它的 Skill 不动："+"（共享的写作 Skill，按需读取）和预加载的起草 Skill。它的做法就是提示词里的 {{team}}，不是 Skill。
5. 对 "main" 调用 profile_patch_prompt：保留 {{team}}（没有团队时它会告诉主代理独自完成），在它后面加一段，用提示词本身的语言：
   "分几遍写：先读这一幕需要的内容（chat_read_range、lorebook_search），用 write_message 写出完整回复，用 get_draft 回读，用 apply_message_patches 修改，直到没有想改的地方，再 finalize。"
6. limits_set {"maxRounds": 12}：一个人写用不了团队那么多轮。
7. lint。然后告诉用户改了什么，并提醒：现在没有评审替草稿把关了（如果整理者也删了，笔记和记忆也不再更新）。`,

  'add-critic': `# 加一个负责 X 的评审（director）
1. agent_get voice_critic：照它的结构写，不照它的主题。
2. skill_create "<x>-critic-method-<zh|en>"：写它检查的步骤（看什么，怎样分清真问题和口味）。
3. subagent_add：
   - id：snake_case，以 _critic 结尾（pacing_critic、tension_critic）。
   - description：一两句短话，用配置的语言，结尾写它的任务该写什么："起草后：揪出<X>。任务写：<例如你最拿不准的段落>。"
   - systemPrompt：它是谁、报告怎么写：读 <current_draft> 里的草稿；最多报 4 条，每条引用原文、说明对 X 有什么问题、给出改法；没有问题就写"没有结果：<原因>。"；报告是写给主代理的，不是故事正文。步骤写在它的方法 Skill 里。
   - skills：["<x>-critic-method-<zh|en>"]，preload 同样（不加 "+"：评审用不着写作 Skill）。
   - wave：不写（"dispatch"：由主代理派遣）。tools：不写，除非它要读聊天：{"chat.read_range": true, "chat.search": true}。
4. {{team}} 会把它连同描述列给主代理。lint。`,

  'skill-for-everyone': `# 给每个子代理加上 Skill Y
- skills_list：确认 Y 存在；没有就先用 skill_create 写出来，并告诉用户。
- 包括主代理在内的所有 agent：skill_set_mode_defaults，visible = 现有的模式清单 + Y。清单以 "+" 开头的 agent（自带的主代理）和没有清单的 agent 都会拿到；自带清单（没有 "+"，自带的子代理）的 agent 拿不到，要单独绑定。
- 只给子代理：对每个子代理 id 调用 skill_bind_to_agent（一次回复里一起调用）。自带的子代理只列自己的方法（没有 "+"），模式清单到不了它们，所以要逐个绑定。想让 Y 的正文直接进它们的系统消息而不是按需读取，就 subagent_update {id, preload: [<现有的 preload>, Y]}。`,

  'cheap-scouts': `# 让侦察用便宜的连接
1. connections_list：找出用户说的那个连接（按名称、标签或模型）。一个都对不上或有两个都像，就问用户。
2. 对每个侦察（id 以 _scout 结尾）调用 subagent_update {id, apiPreset: "<连接名>"}，一次回复里一起调用。主代理和评审不动，除非用户要求。
（想让某个成员少跑几次：subagent_update {id, everyTurns: N}；"after" 成员设 fullTurnsOnly: true 就只在完整回合（主代理派出过成员）运行。）`,

  'quick-build': `# 快速搭建：按描述生成一整套 spec 或 agenda 配置
1. 只有流程不清楚时才问一个问题；否则直接搭。
2. spec：agents [{id, description, systemPrompt, userPromptTemplate}] 和 stages [{id, mode: "serial"|"parallel", nodes: [agent id，或 {id, agent, type: "review"}]}]。模板可用 {{recent_chat}}、{{last_user}}、{{previous_outputs}} 和 {{<节点 id>}}。最后一个 stage 写出指导（不能放 review 节点）；review 节点放在串行 stage 里，可以要求前面的节点重跑。
   agenda：planner {systemPrompt}，workers [{id, description, systemPrompt, userPromptTemplate（用 {{task}} 和 {{inputs}}）, inputTags, outputTags}]，finalWorkerId（写指导的那个 worker）。
3. 提示词短而具体；长规则写成 Skill（skill_create），再列进 agent 的 skills。
4. profile_propose({profile, summary})。没写的字段保持默认。被拒绝时按提示改正那些字段再提交。
5. lint，然后用几行话向用户说明这个流程。`,
};
