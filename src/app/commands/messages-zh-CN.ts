// 命令的全部中文文字：帮助、结果和拒绝（与 messages.ts 的英文表一一对应）。繁体版在构建时由这份表
// 转换（scripts/hant-plugin.ts），所以这里的用词也要照顾台湾读者能读懂。
import type { Mode } from '../../core/profiles/modes.ts';
import type { CommandTexts } from './messages.ts';
import { MODE_WORDS as MODE_WORDS_OF_MODES, modeBlurbs } from './mode-words.ts';

const list = (items: readonly string[]) => (items.length ? items.join('、') : '（无）');
/** What the user typed, as a refusal quotes it: at most 80 characters. */
const given = (v: string) => (v.length > 80 ? `${v.slice(0, 80)}…` : v);

// 各模式的说明写在模式自己的文件夹里（mode-words.ts 找到它们）；繁体版由 languages.ts 换成转换过的说明。
const MODE_WORDS = modeBlurbs(MODE_WORDS_OF_MODES, 'zh-CN') as Record<Mode, string>;
const modes = Object.keys(MODE_WORDS).join('、');

export const COMMANDS_ZH_CN: CommandTexts = {
  HELP: {
    status: '显示 Troupe 的状态：开还是关、执行模式、当前预设、角色卡覆写是否生效，以及上一次运行的结果。',
    enable: '打开 Troupe：下一次生成按当前模式运行。',
    disable: '关闭 Troupe：生成就像没装 Troupe 一样。',
    mode: `切换执行模式（${modes}）。`,
    preset: '按名称（或 id）启用当前模式的一个预设。Troupe 面板里当前预设有未保存的修改时拒绝执行。',
    export:
      '把某个模式（不写则为当前模式）的当前预设作为编排导出 JSON 返回，与面板导出的文件相同，不含 API 密钥等机密。可以用管道传给 /troupe-import 或别的命令。',
    import:
      '从参数或管道读取编排导出 JSON，作为当前模式的新预设加入并启用，与面板里的导入相同。文件必须属于当前模式。文件里内嵌的 Skills 不会安装（请用面板安装）。',
    skills: '列出已安装的 Skills 及其作用范围（全局、某个预设的名称、某个角色或某个包）。',
    skillVisible:
      '设置当前模式的当前预设里某个代理看得到哪些 Skills，并保存预设。代理：main 或子代理 id（director）、loop（loop）、节点 id（spec）、planner 或 worker id（agenda）、node（single），mode 表示模式级的名单。名称以 + 开头表示保留模式的 Skills 再加上这些；* 表示所有已安装的 Skills；不给名称则让代理回到模式的名单。',
    skillDeny: '设置当前模式的当前预设里某个代理永远看不到的 Skills（mode：所有代理都看不到），并保存预设。* 禁用所有 Skills；不给名称则清空名单。',
    guide:
      '给下一条回复一个指示：一行字，每个代理都会读到（“她在地图的事上撒了谎”“直接跳到第二天早上”）。这条回复的滑动和重新生成都沿用它，直到你修改或清除；你发出下一条消息时它自动清除。不带文字时清除指示，并说出原来的内容。后接 /regenerate 可带着它重写最后一条回复。',
    turn: '选择接下来的回复由谁来写：full（整个团队）、light（只有写手；在作业说明模式下，聊天模型不带说明直接回复）或 off（聊天模型自己的回复）。从下一次生成开始生效；一条回复的滑动和重新生成沿用它写成时的选择。不带参数时返回当前的选择。',
    stop: '停止正在进行的 Troupe 运行，与停止按钮相同（director 的回复按编排的设定保留或丢弃）。',
    trace: '打开运行视图，并把上一次运行的追踪作为 JSON 返回（每个请求、工具调用和事件，含耗时和 token）。加 json：只返回 JSON。',
    help: '列出 Troupe 的命令。',
  },
  RETURNS: {
    turnTeam: '选择：full、light 或 off',
    status: '状态文字',
    confirmation: '一条确认',
    exportJson: '编排导出 JSON',
    skills: '每行一个 Skill：名称（作用范围）',
    traceJson: '追踪 JSON',
    help: '命令清单',
  },
  ARG: {
    direction: '给下一条回复的一行指示（不填：清除）',
    traceJson: 'json：只要 JSON，不打开运行视图',
    turnTeam: 'full、light 或 off',
    mode: '执行模式',
    modeOptional: '要导出哪个模式的当前预设（默认：当前模式）',
    preset: '预设名称（或 id）',
    json: '编排导出 JSON（或用管道传入）',
    agent: '代理，或 mode 表示模式级的名单',
    skillNames: 'Skill 名称，开头写 + 表示在模式的名单上追加，* 表示全部',
    skillNamesDeny: 'Skill 名称，* 表示全部',
  },
  MSG: {
    statusOn: 'Troupe：开',
    statusOff: 'Troupe：关',
    statusMode: (mode) => `执行模式：${mode}`,
    statusTurn: (team) =>
      `回复：${team === 'off' ? '聊天模型自己的回复（/troupe-turn off）' : team === 'light' ? '只由写手来写（/troupe-turn light）' : '由整个团队来写（/troupe-turn full）'}`,
    statusPreset: (name, id) => `当前预设：${name}（${id}）`,
    statusOverrideNone: '角色卡覆写：没有',
    statusOverrideActive: (from) => `角色卡覆写：生效中（角色卡的 ${from === 'luker' ? 'Luker' : 'Troupe'} 编排替代这个模式的预设）`,
    statusOverridePending: '角色卡覆写：角色卡带有这个模式的覆写，在面板里同意之后才生效',
    statusOverrideUnusable: (why) => `角色卡覆写：角色卡的覆写用不了（${why}），运行的是预设`,
    statusRunning: (mode, chatId, seconds) => `运行中：${mode}，聊天 ${chatId}，已 ${seconds} 秒`,
    statusLastNone: '上一次运行：本次会话里还没有',
    statusLast: (outcome, detail, mode, chatId, seconds, tokens) => `上一次运行：${outcome}（${detail}），${mode}，聊天 ${chatId}，${seconds} 秒${tokens}`,
    statusTokens: (n) => `，${n} 个 token`,
    statusLastMessage: (m) => `上一次运行的消息：${m}`,

    enabled: 'Troupe 已打开。',
    disabled: 'Troupe 已关闭。',
    modeSet: (mode) => `Troupe 执行模式：${mode}。`,
    modeAlready: (mode) => `Troupe 的执行模式已经是 ${mode}。`,
    presetSet: (mode, name) => `当前 ${mode} 预设：${name}。`,
    presetAlready: (mode, name) => `“${name}”已经是当前的 ${mode} 预设。`,
    exportOffer: (mode, name, size, fileName) => `已导出 ${mode} 预设“${name}”（${size}）。点这里把它保存为 ${fileName}。`,
    imported: (mode, name) => `已把“${name}”导入为新的 ${mode} 预设，并已启用。`,
    importWarnings: (n) => `读取时修复或删除了 ${n} 个字段（凭据总会被删除）。`,
    importSkills: (names) => `文件里还带有没有安装的 Skills：${list(names)}。在面板里导入这个文件才能安装它们。`,
    noSkills: '没有安装任何 Skill。',
    policySaved: (what, field, names, preset) =>
      field === 'visible'
        ? names.length
          ? `已保存到预设“${preset}”：${what}看得到 ${list(names)}。`
          : `已保存到预设“${preset}”：${what}看得到模式的 Skills。`
        : names.length
          ? `已保存到预设“${preset}”：${what}永远看不到 ${list(names)}。`
          : `已保存到预设“${preset}”：${what}没有禁用的 Skill。`,
    policyModeNone: (preset) => `已保存到预设“${preset}”：模式级的名单是空的，沿用它的代理看不到任何 Skill。`,
    agentLabel: (agent) => (agent === 'mode' ? '模式级' : `代理“${agent}”`),
    notInstalled: (names) => `还没有安装（保留在名单里，装上后就会用）：${list(names)}。`,
    stopping: '正在停止进行中的 Troupe 运行。',
    directionSet: (text) => `下一条回复的指示：${text}`,
    directionCleared: (was) => `指示已清除（原来是：${was}）。`,
    noDirection: '没有设置指示。',
    directionNoChat: '请先打开一个聊天：指示属于某个聊天。',
    nothingRunning: '没有正在进行的 Troupe 运行。',
    helpHeader: 'Troupe 命令：',

    unchanged: '没有做任何改动。',
    unclosedQuote: '有一个引号没有闭合：用 " 结束引起来的文字。',
    needMode: `请指定执行模式：${modes}。`,
    unknownTurnTeam: (v) => `不认识的选择“${v}”。可用：full（整个团队）、light（只有写手）、off（聊天模型自己的回复）。`,
    unknownMode: (v) => `不认识的执行模式“${given(v)}”。可用：${modes}。`,
    needPreset: (mode, names) => `请指定一个 ${mode} 预设：${list(names)}。`,
    unknownPreset: (mode, v, names) => `没有名为“${given(v)}”的 ${mode} 预设。现有预设：${list(names)}。`,
    ambiguousPreset: (mode, v, ids) => `有好几个名为“${given(v)}”的 ${mode} 预设；请给出你要的那个的 id：${list(ids)}。`,
    unsavedDraft: (mode, name) => `${mode} 预设“${name}”在 Troupe 面板里有未保存的修改；请先保存或还原。`,
    needJson: '请把编排导出 JSON 作为参数给出，或用管道传入：/troupe-export | /troupe-import',
    importRenamed: (name) => `已有名为“${name}”的预设，所以新的预设名称后加了编号。`,
    scopeGlobal: '全局',
    scopePreset: (mode, name) => `${mode} 预设“${name}”`,
    scopeGonePreset: (mode) => `一个已删除的 ${mode} 预设`,
    scopeCharacter: (name) => `角色 ${name}`,
    scopePackage: (name) => `包 ${name}`,
    scopePromptPreset: (name) => `提示词预设“${name}”`,
    importFailed: (why) => `编排没有导入：${why}`,
    needAgent: (mode, names) => `请指定 ${mode} 预设里的一个代理：${list(names)}。`,
    unknownAgent: (mode, preset, v, names) => `${mode} 预设“${preset}”里没有代理“${given(v)}”。现有代理：${list(names)}。`,
    badSkillName: (v) => `“${v}”不是 Skill 名称：Skill 名称只用小写字母、数字、“-”和“_”（至多 128 个字符）；“*”表示所有已安装的 Skills。`,
    plusNotFirst: '只有放在代理可见名单的第一个时，“+”才表示保留模式的 Skills。',
    plusNotHere: (field) => (field === 'deny' ? '“+”在禁用名单里没有意义。' : '“+”在模式级的名单里没有意义（没有可以沿用的东西）。'),
    saveFailed: (why) => `预设无法保存：${why}`,
    noTrace: '还没有追踪：本次会话里还没有结束的 Troupe 运行。',
    traceViewOpened: '运行视图已打开；还没有结束的运行。',
    traceArg: (got) => `不认识的参数“${got}”：用 /troupe-trace，或用 /troupe-trace json 只要 JSON。`,
    unknownCommand: (name, names) => `没有命令 /${given(name)}。Troupe 的命令：${list(names.map((n) => `/${n}`))}。`,
    notTroupeCommand: (name) => `这里只能串联 Troupe 的命令；/${given(name)} 不是。`,
    emptyCommand: '两个管道符之间少了一条命令。',
    failedIn: (name, message) => `/${name}：${message}`,
  },
  SLASH: {
    quiet: 'true：只返回结果，不弹出提示',
    examples: '示例：',
    noParser: '这个版本的 SillyTavern 没有扩展能用的斜杠命令解析器；Troupe 的 /troupe 命令用不了。',
    legacyOnly: '这个版本的 SillyTavern 注册斜杠命令时不带参数说明；Troupe 的命令可以用，但没有自动补全。',
    registerFailed: (name, why) => `/${name} 无法注册：${why}`,
    closureArgument: 'Troupe 的命令接受文字，不接受闭包（{: … :}）。',
  },
  CHOICES: {
    modes: MODE_WORDS,
    full: '整个团队',
    light: '只有写手',
    off: '聊天模型自己的回复',
    bytes: (n) => `${n} 字节`,
    kb: (kb) => `${kb} KB`,
  },
};
