// src/demo/response.ts
var e = (e, t = {}) => ({
	name: e,
	arguments: t
}), t = /[\u3400-\u9fff\uf900-\ufaff]/, n = [
	/<character name="([^"\n]{1,60})"/,
	/^(?:Character|Name|角色|角色名)\s*[:：]\s*(.{1,60})$/m,
	/Write the next reply of ([^\s.,;:!?"]{1,40}(?: [A-Z][\w'-]{0,30}){0,2})/,
	/You are ([A-Z][\w'-]{0,30}(?: [A-Z][\w'-]{0,30}){0,2})[.,]/
], r = "<story_context>", i = "</story_context>";
function a(e) {
	let t = e.findIndex((e) => e.role === "system" && e.content.trimStart().startsWith(r));
	if (t === -1) return e.slice();
	let n = e.findIndex((e, n) => n > t && e.role === "system" && e.content.includes(i)), a = [], o = e[t].content.trimStart().slice(15).trim();
	o && a.push({
		...e[t],
		content: o
	}), a.push(...e.slice(t + 1, n === -1 ? void 0 : n));
	let s = n === -1 ? "" : e[n].content.slice(0, e[n].content.indexOf(i)).trim();
	return s && a.push({
		...e[n],
		content: s
	}), a;
}
var o = /^(\[Runtime\]|<task>|<latest_user_message>|You replied without calling|Your last reply called no tool|##\s)/;
function s(e) {
	let r = a(e.messages), i = r.filter((e) => e.role === "system").map((e) => e.content).join("\n"), s = "";
	for (let e of n) {
		let t = e.exec(i);
		if (t) {
			s = t[1].trim();
			break;
		}
	}
	let c = e.messages.map((e) => e.content).join("\n");
	s ||= r.find((e) => e.role === "assistant" && e.name)?.name ?? "", s ||= /\[#\d+\] ([^\n()]{1,60}) \(assistant\):/.exec(c)?.[1]?.trim() ?? "", s ||= /"role":"assistant","name":"([^"]{1,60})"/.exec(c)?.[1] ?? "";
	let l = r.filter((e) => e.role === "user" && e.content.trim() && !o.test(e.content.trim())).at(-1)?.content.trim() ?? "";
	if (!l) {
		let e = /<latest_user_message>\n?([\s\S]*?)\n?<\/latest_user_message>/.exec(c) ?? /##\s*(?:Latest user message|最新的用户消息)\s*\n+([^\n#][^\n]*)/.exec(c);
		e && e[1].trim() !== "(none)" && (l = e[1].trim());
	}
	let u = t.test(l) || !l && t.test(i) ? "zh" : "en";
	return s ||= u === "zh" ? "她" : "The stranger", {
		character: s,
		lastUser: l,
		lang: u,
		storyLength: r.filter((e) => e.role === "user" || e.role === "assistant").length
	};
}
function c(e) {
	try {
		return JSON.parse(e);
	} catch {
		return e;
	}
}
function l(e) {
	let t = [], n = /* @__PURE__ */ new Map(), r = -1;
	for (let i of e) if (i.role === "assistant") {
		r++;
		for (let e of i.toolCalls) {
			let i = c(e.arguments), a = {
				name: e.name,
				args: i && typeof i == "object" ? i : {},
				turn: r
			};
			t.push(a), e.id && n.set(e.id, a);
		}
	} else if (i.role === "tool") {
		let e = i.toolCallId && n.get(i.toolCallId) || t.find((e) => e.result === void 0 && e.turn === r);
		e && (e.result = c(i.content));
	}
	return t;
}
var u = (e) => !!e && !!e.result && typeof e.result == "object" && e.result.ok === !0;
function d(e, t = 72) {
	let n = e.replace(/\s+/g, " ").trim(), r = /^(.+?[.!?。！？…])(\s|$)/.exec(n)?.[1] ?? n;
	return r.length > t ? `${r.slice(0, t - 1).trimEnd()}…` : r;
}
function f(e) {
	let t = 2166136261;
	for (let n = 0; n < e.length; n++) t ^= e.charCodeAt(n), t = Math.imul(t, 16777619);
	return (t >>> 0).toString(16).padStart(8, "0");
}
// src/demo/text.ts
var p = (e) => e.replace(/[«»「」"“”]/g, "'"), m = (e) => p(d(e.lastUser)) || (e.lang === "zh" ? "……" : "…"), h = {
	en: {
		draft: (e, t) => `${e} glanced up when you spoke. "${t}" — ${e} turned the words over for a moment, as if weighing each one.\n\n${e} observed your expression and analysed the situation before answering. "I was hoping you would ask that," ${e} said at last. "Sit down. This will take a while."\n\nOutside, the evening went on as if nothing had changed.`,
		voice: (e) => ({
			find: `${e} observed your expression and analysed the situation before answering.`,
			replaceWith: `${e} searched your face for a long moment, and the guarded look softened.`
		}),
		continuity: () => ({
			find: "Outside, the evening went on as if nothing had changed.",
			replaceWith: "Outside, the wind picked up and rattled the shutters, as if it wanted to listen in."
		}),
		continuation: (e) => `\n\n${e} paused, then went on more quietly. "There is one more thing you should know before you decide."`,
		narration: {
			scout: "Scouting the recent chat and what the user wants before drafting.",
			awaitScouts: "Waiting for the scouts.",
			draft: "Writing the first draft from the scouts' reports.",
			critics: "Sending the draft to two critics at once.",
			awaitCritics: "Waiting for both critics.",
			patch: "Applying the fixes I agree with.",
			finalize: "The reply is ready.",
			rewrite: "The patch did not apply cleanly; rewriting the passage instead.",
			direct: "A short exchange: writing it directly."
		},
		capsule: (e, t) => [
			`- The user says: "${t}". Answer it directly in this reply.`,
			`- Keep ${e} in voice: guarded on the surface, warm underneath; show feeling through gesture and wording, not reports.`,
			"- Respect what the chat has established; invent nothing about the past.",
			`- Next beat: ${e} answers, then turns the question back with one small, concrete detail.`,
			"- Avoid clinical words (\"observed\", \"analysed\"), summaries of the scene, and speaking for the user."
		].join("\n"),
		node: {
			summary: (e, t) => `- Scene: ${e} and the user, mid-conversation.\n- The user just said: "${t}".\n- ${e} is guarded but listening.`,
			facts: (e) => `- Nothing in the world information contradicts the scene.\n- ${e}'s established manner: measured, careful with words.`,
			feelings: (e) => `- ${e}: relief under a guarded surface; show it by a pause or a softer word.\n- Avoid "observed" and "analysed".`,
			beat: (e) => `- ${e} answers the question, hesitates, then offers one concrete detail.\n- End on ${e} waiting for the user's reaction.`,
			review: "The plan is consistent with the chat and answers the user. Writer: keep it short and in voice."
		},
		passReasoning: (e, t) => `The user said "${t}". ${e} should answer it directly, stay in voice and leave room for the user's next move.`,
		continueReasoning: (e) => `Continue ${e}'s reply where it stopped, without repeating it.`
	},
	zh: {
		draft: (e, t) => `你开口的时候，${e}抬起了头。“${t}”——${e}把这句话在心里反复掂量了一会儿。\n\n${e}观察了你的表情，并分析了当前的情况，然后才回答。“我一直在等你问这个，”${e}终于说，“坐吧，这要说上一阵子。”\n\n窗外，夜色照旧，仿佛什么都没有改变。`,
		voice: (e) => ({
			find: `${e}观察了你的表情，并分析了当前的情况，然后才回答。`,
			replaceWith: `${e}盯着你看了很久，眼里的戒备一点点松了下来。`
		}),
		continuity: () => ({
			find: "窗外，夜色照旧，仿佛什么都没有改变。",
			replaceWith: "窗外起了风，百叶窗轻轻作响，像是也想听一听。"
		}),
		continuation: (e) => `\n\n${e}顿了顿，声音低了下去：“在你做决定之前，还有一件事你应该知道。”`,
		narration: {
			scout: "先让侦察员看看最近的对话和用户这轮想要什么。",
			awaitScouts: "等待侦察员的报告。",
			draft: "根据报告写初稿。",
			critics: "同时把初稿交给两位评审。",
			awaitCritics: "等待两位评审。",
			patch: "采纳我认同的修改。",
			finalize: "回复完成。",
			rewrite: "补丁没有干净地应用，改为重写该段。",
			direct: "简短的来回，直接写。"
		},
		capsule: (e, t) => [
			`- 用户说：“${t}”。这条回复要直接回应。`,
			`- 保持${e}的声音：表面克制，内里温暖；用动作和措辞表现情绪，不要写成报告。`,
			"- 尊重对话中已经确立的事实，不要编造过去。",
			`- 下一拍：${e}先回答，再用一个具体的小细节把问题抛回给用户。`,
			"- 避免“观察”“分析”之类的冷冰冰的词，不要总结场景，不要替用户说话。"
		].join("\n"),
		node: {
			summary: (e, t) => `- 场景：${e}和用户正在交谈。\n- 用户刚说：“${t}”。\n- ${e}有所保留，但在认真听。`,
			facts: (e) => `- 世界信息中没有与场景矛盾的内容。\n- ${e}一贯的样子：说话慢，措辞谨慎。`,
			feelings: (e) => `- ${e}：克制的表面下是松了一口气；用一次停顿或一句更软的话表现。\n- 避免“观察”“分析”。`,
			beat: (e) => `- ${e}回答问题，犹豫一下，再给出一个具体细节。\n- 以${e}等待用户的反应结束。`,
			review: "计划与对话一致，并回应了用户。写作者：保持简短，保持人物声音。"
		},
		passReasoning: (e, t) => `用户说“${t}”。${e}应该直接回应，保持人物声音，并给用户留出下一步的空间。`,
		continueReasoning: (e) => `从${e}的回复停下的地方接着写，不要重复。`
	}
};
function g(e) {
	let t = h[e.lang], n = e.character, r = m(e);
	return {
		T: t,
		draft: t.draft(n, r),
		patches: [t.voice(n), t.continuity()],
		final: _(t.draft(n, r), [t.voice(n), t.continuity()]),
		continuation: t.continuation(n),
		capsule: t.capsule(n, r),
		n,
		u: r
	};
}
function _(e, t) {
	let n = e;
	for (let e of t) n.includes(e.find) && (n = n.replace(e.find, () => e.replaceWith));
	return n;
}
// src/demo/capsule.ts
var v = (e) => e?.parameters.properties ?? {}, y = (e, t) => t in v(e), b = (e, t) => e.tools.find(t), x = (e) => b(e, (e) => e.name.endsWith("finalize") && y(e, "capsule_text")), S = (e) => b(e, (e) => y(e, "dispatches")), C = (e) => b(e, (e) => /final_guidance$/.test(e.name)), w = (e) => b(e, (e) => /review_approve$|(^|_)approve$/.test(e.name)), T = (e) => b(e, (e) => /submit(_result)?$/.test(e.name)), E = (e) => b(e, (e) => /node_output$|(^|_)output$/.test(e.name)), ee = (e) => b(e, (e) => (e.parameters.required ?? []).some((e) => /^(text|capsule_text|summary|output|report|result)$/.test(e)));
function te(e) {
	return e.messages.find((e) => e.role === "system" && !e.content.startsWith("<story_background>"))?.content ?? "";
}
function D(e, t) {
	let n = g(t), r = te(e), i = n.T.node;
	return /审一遍|打回/.test(r) ? i.review : /write the final guidance|final guidance|guidance the main model|prepare guidance|capsule|最终说明|作业说明/i.test(r) ? n.capsule : /提炼|概括/.test(r) ? i.summary(n.n, n.u) : /没有人气|底下的情绪/.test(r) ? i.feelings(n.n) : /下一拍/.test(r) ? i.beat(n.n) : /设定|世界事实/.test(r) ? i.facts(n.n) : /distil/i.test(r) ? i.summary(n.n, n.u) : /lifeless|feeling underneath|protect the next reply/i.test(r) ? i.feelings(n.n) : /plan the next beat|propose the next beat|next beat/i.test(r) ? i.beat(n.n) : /world (knowledge|facts)|lorebook|setting rules|facts that constrain/i.test(r) ? i.facts(n.n) : /review|check the plan/i.test(r) ? i.review : n.capsule;
}
function ne(e) {
	if (x(e) || S(e) || C(e) || w(e) || T(e) || E(e)) return !0;
	let t = [...e.messages].reverse().find((e) => e.role === "user")?.content ?? "";
	return /##\s*(Recent chat|Latest user message|Your task|shared_context|todo_board|最近的聊天|最新的用户消息|你的任务)/i.test(t) || /you prepare guidance|final guidance|guidance the main model|作业说明|最终说明/i.test(te(e));
}
function re(e, t) {
	let n = {}, r = v(e);
	for (let i of e.parameters.required ?? Object.keys(r)) {
		let e = r[i], a = Array.isArray(e?.type) ? e.type[0] : e?.type;
		n[i] = a === "array" ? e?.items?.type === "string" || !e?.items ? [t] : [] : a === "object" ? {} : a === "integer" || a === "number" ? 1 : a === "boolean" || t;
	}
	return n;
}
function ie(t, n) {
	let r = g(n), i = l(t.messages), a = new Set(t.tools.map((e) => e.name)), o = x(t);
	if (o) return a.has("chat_read_range") && i.length === 0 ? {
		content: n.lang === "zh" ? "先读一下最近的对话。" : "Reading the recent chat first.",
		toolCalls: [e("chat_read_range", {
			start: -6,
			end: -1
		})]
	} : {
		content: n.lang === "zh" ? "信息够了，写胶囊。" : "I have what I need; writing the capsule.",
		toolCalls: [e(o.name, { capsule_text: r.capsule })]
	};
	let s = S(t);
	if (s) return se(t, n, s);
	let c = C(t);
	if (c) return { toolCalls: [e(c.name, { text: r.capsule })] };
	let u = w(t);
	if (u) return { toolCalls: [e(u.name, {
		review_feedback: r.T.node.review,
		reason: n.lang === "zh" ? "没有矛盾。" : "No contradictions."
	})] };
	let d = T(t);
	if (d) return { toolCalls: [e(d.name, {
		...re(d, D(t, n)),
		text: D(t, n)
	})] };
	let f = E(t) ?? ee(t);
	if (f) {
		let r = D(t, n), i = re(f, r);
		return y(f, "summary") && (i.summary = r), y(f, "directives") && (i.directives = r.split("\n").map((e) => e.replace(/^-\s*/, ""))), { toolCalls: [e(f.name, i)] };
	}
	return { content: D(t, n) };
}
function ae(e) {
	return "worker" in (v(e).dispatches?.items?.properties ?? {}) ? "worker" : "agent";
}
function oe(e, t) {
	let n = v(t).dispatches?.items?.properties?.[ae(t)];
	if (Array.isArray(n?.enum) && n.enum.length) return n.enum.filter((e) => typeof e == "string");
	let r = e.messages.map((e) => e.content).join("\n"), i = [...(/##\s*available_(?:agents|workers)\s*\n([\s\S]*?)(\n##\s|$)/.exec(r)?.[1] ?? "").matchAll(/^\s*(?:-\s*(?:id:\s*)?)?([a-z][a-z0-9_-]*)\s*:/gim)].map((e) => e[1]).filter((e) => !/^(id|description|system_prompt|prompt|role)$/i.test(e));
	return i.length ? [...new Set(i)] : [
		"distiller",
		"lorebook_reader",
		"plot_planner",
		"critic",
		"finalizer"
	];
}
function se(t, n, r) {
	let i = n.lang === "zh", a = g(n), o = oe(t, r).filter((e) => !/final/.test(e)), s = t.messages.map((e) => e.content).join("\n"), c = /##\s*prior_runs\s*\n([\s\S]*?)(\n##\s|$)/.exec(s)?.[1] ?? "", u = l(t.messages).filter((e) => e.name === r.name), d = /* @__PURE__ */ new Set(), f = ae(r);
	for (let e of u) for (let t of e.args.dispatches ?? []) typeof t?.[f] == "string" && d.add(t[f]);
	for (let e of o) RegExp(`\\b${e}\\b`).test(c) && d.add(e);
	let p = [...new Set([...c.matchAll(/\b(run[-_]?[0-9a-z]+)\b/gi)].map((e) => e[1]))];
	for (let e of u) {
		let t = JSON.stringify(e.result ?? "");
		for (let e of t.matchAll(/"(?:run_id|runId)"\s*:\s*"([^"]+)"/g)) p.push(e[1]);
	}
	let m = ["distiller", "lorebook_reader"].filter((e) => o.includes(e)), h = (m.length ? m : o.slice(0, 2)).filter((e) => !d.has(e)), _ = o.find((e) => /plan/.test(e) && !d.has(e)), v = (e) => i ? `围绕用户的话“${a.u}”，为${a.n}的下一条回复完成你的部分（${e}）。` : `For ${a.n}'s next reply to "${a.u}", do your part (${e}).`;
	return d.size === 0 && h.length ? {
		content: i ? "先派出整理场景和查资料的两位。" : "Dispatching the scene distiller and the fact finder first.",
		toolCalls: [e(r.name, {
			todo_ops: h.map((e) => ({
				op: "add",
				todo_id: `todo_${e}`,
				goal: v(e)
			})),
			dispatches: h.map((e) => ({
				todo_id: `todo_${e}`,
				[f]: e,
				task_brief: v(e),
				input_run_ids: []
			}))
		})]
	} : _ ? {
		content: i ? "根据报告规划下一拍。" : "Planning the next beat from the reports.",
		toolCalls: [e(r.name, {
			todo_ops: [...[...d].map((e) => ({
				op: "set_status",
				todo_id: `todo_${e}`,
				status: "done"
			})), {
				op: "add",
				todo_id: `todo_${_}`,
				goal: v(_)
			}],
			dispatches: [{
				todo_id: `todo_${_}`,
				[f]: _,
				task_brief: v(_),
				input_run_ids: p
			}]
		})]
	} : {
		content: i ? "材料够了，交给最终撰写。" : "The material is sufficient; handing over to the final writer.",
		toolCalls: [e(r.name, {
			todo_ops: [...d].map((e) => ({
				op: "set_status",
				todo_id: `todo_${e}`,
				status: "done"
			})),
			finalize: i ? "场景、事实和下一拍都已齐备。" : "The scene, the facts and the next beat are covered."
		})]
	};
}
// src/demo/reports.ts
var O = (e) => e >= 0 ? `floor ${e}` : "the last message", k = (e) => e >= 0 ? `第 ${e} 楼` : "最后一条消息", ce = {
	en: {
		chat: (e) => `What must the reply to "${e.u}" answer, and what has ${e.n} said on this before?`,
		intent: (e) => `The user said "${e.u}". Do they want the answer now, or ${e.n}'s reaction first?`,
		scout: (e) => `${e.n} answers "${e.u}": what must the reply take into account?`,
		voice: (e) => `The pause before ${e.n} answers: does she sound like a person or a report there?`,
		continuity: (e) => `Has the chat set the hour? ${e.n}, the room, the time of day.`,
		critic: (e) => `${e.n} answers the question: what would you change?`
	},
	zh: {
		chat: (e) => `回复“${e.u}”必须回答什么？${e.n}以前在这件事上说过什么？`,
		intent: (e) => `用户说“${e.u}”。要的是答案，还是先看${e.n}的反应？`,
		scout: (e) => `${e.n}回应“${e.u}”：回复需要考虑什么？`,
		voice: (e) => `${e.n}回答之前的那一下停顿：像人，还是像报告？`,
		continuity: (e) => `聊天里交代过时辰没有？${e.n}、屋里、时辰。`,
		critic: (e) => `${e.n}回答这个问题：你会改哪里？`
	}
}, le = {
	en: {
		chat: (e) => `1. Item: the user just asked "${e.u}".\n   Source: ${O(e.floor)}\n   Why: the reply must answer it, not circle it.\n2. Item: ${e.n} has been guarded so far.\n   Source: ${e.read ? `the last ${e.read} messages` : "the story context"}\n   Why: warmth should show in a gesture, not be announced.`,
		intent: (e) => `1. Item: [request] answer "${e.u}" directly.\n   Source: ${O(e.floor)}\n   Why: it is the question of this turn.\n2. Item: [signal] the user is taking their time; keep the pace unhurried.\n   Source: ${O(e.floor)}\n   Why: a rushed answer would skip the moment they asked for.`,
		scout: () => "No results: nothing in my sources bears on this turn beyond what the chat shows.",
		voice: (e) => `1. Quote: "${e.find}"\n   Problem: [data person] at the scene's peak the moment reads like a report.\n   Fix: one look instead of an analysis, for example: "${e.replaceWith}"`,
		continuity: (e, t) => `1. Quote: "${e.find}"\n   Problem: [contradiction] the draft sets the hour to evening; the chat never did.\n   Source: ${O(t.floor)}\n   Fix: keep the hour open, for example: "${e.replaceWith}"`,
		clean: () => "No results: I checked the draft against the chat; nothing to change.",
		generic: (e) => `No results: the reply should answer "${e.u}" and stay in character; nothing blocks it.`
	},
	zh: {
		chat: (e) => `1. Item: 用户刚问“${e.u}”\n   Source: ${k(e.floor)}\n   Why: 回复得正面回应，不能绕开\n2. Item: ${e.n}到目前为止一直有所保留\n   Source: ${e.read ? `最近 ${e.read} 楼` : "故事上下文"}\n   Why: 温度要落在动作上，不要宣告出来`,
		intent: (e) => `1. Item: [要求] 直接回应“${e.u}”\n   Source: ${k(e.floor)}\n   Why: 这是本回合的问题\n2. Item: [信号] 用户在慢慢来，节奏别急\n   Source: ${k(e.floor)}\n   Why: 答得太快会跳过用户要的这一刻`,
		scout: () => "No results: 我这一路的来源里，没有聊天之外与本回合相关的东西。",
		voice: (e) => `1. Quote: 「${e.find}」\n   Problem: [数据人] 传感器笔法，不是活人笔法；这偏偏是最该有温度的一刻\n   Fix: 换成一个眼神，不要分析，比如「${e.replaceWith}」`,
		continuity: (e, t) => `1. Quote: 「${e.find}」\n   Problem: [矛盾] 草稿点明了时辰，聊天里从没交代过\n   Source: ${k(t.floor)}\n   Fix: 不点时辰，比如「${e.replaceWith}」`,
		clean: () => "No results: 核对过草稿，没有要改的。",
		generic: (e) => `No results: 回复回应“${e.u}”、守住人物即可，没有障碍。`
	}
};
function ue(e) {
	let t = [];
	for (let n of e.split(/\n(?=\d+\. )/)) {
		let e = /^\d+\. Quote: (.+)$/m.exec(n), r = /^\d+\. (?:Quote: )?「(.+)」\s*$/m.exec(n), i = [...(/^\s*Fix(?: direction)?: (.*)$/m.exec(n)?.[1] ?? "").matchAll(/"([^"]+)"|“([^”]+)”|「([^」]+)」/g)].map((e) => e[1] ?? e[2] ?? e[3]).at(-1), a = (r?.[1] ?? e?.[1])?.trim().replace(/^["“「](.*)["”」]$/, "$1");
		a && i && t.push({
			find: a,
			replaceWith: i
		});
	}
	return t;
}
// src/demo/director.ts
var A = /* @__PURE__ */ new Set(["dispatch_subagent", "dispatch_inline_subagent"]);
function de(e) {
	let t = new Set(e.tools.map((e) => e.name)), n = e.tools.find((e) => e.name === "finalize"), r = !!n?.parameters.properties && "capsule_text" in n.parameters.properties;
	return t.has("write_message") && !!n && !r;
}
function fe(e) {
	return e.messages.some((e) => e.role === "system" && e.content.includes("<orchestration_role>") || e.role === "user" && e.content.trimStart().startsWith("<task>"));
}
function pe(e) {
	if (!e) return [];
	let t = e.parameters.properties?.subagentId?.enum;
	return Array.isArray(t) && t.length ? t.filter((e) => typeof e == "string") : [...e.description.matchAll(/^- ([A-Za-z0-9_-]+):/gm)].map((e) => e[1]);
}
function me(e, t, n) {
	let r = t.filter((t) => e.includes(t));
	return r.length ? r : e.filter((e) => n.test(e)).slice(0, 2);
}
function he(e) {
	let t = e;
	return typeof t?.report == "string" ? ue(t.report) : (t?.results ?? []).flatMap((e) => typeof e?.output == "string" ? ue(e.output) : []);
}
var ge = /[\u3400-\u9fff\uf900-\ufaff]/;
function _e(e) {
	let t = j(e, "orchestration_role") || e.messages.find((e) => e.role === "system")?.content || "";
	return ge.test(t.replace(/<available_skills>[\s\S]*?<\/available_skills>/, "")) ? "zh" : "en";
}
function ve(e, t, n = 0) {
	return {
		n: t.n,
		u: t.u,
		floor: e.storyLength > 0 ? e.storyLength - 1 : -1,
		read: n
	};
}
function ye(t, n) {
	let r = g(n), i = r.T.narration, a = t.messages.some((e) => e.role !== "assistant" && e.role !== "tool" && /continues an existing reply/i.test(e.content)), o = l(t.messages), s = pe(t.tools.find((e) => e.name === "dispatch_subagent")), c = me(s, ["chat_scout", "intent_scout"], /scout/), d = me(s, ["voice_critic", "continuity_critic"], /critic/), f = t.tools.some((e) => e.name === "await_subagents"), p = t.tools.some((e) => e.name === "apply_message_patches"), m = ce[_e(t)], h = ve(n, r), _ = [...new Set(o.filter((e) => A.has(e.name)).map((e) => e.turn))], v = o.some((e) => e.name === "write_message" && u(e)), y = o.at(-1), b = y ? o.filter((e) => e.turn === y.turn) : [], x = t.messages.some((e) => e.role === "user" && e.content.includes("<report from=")), S = () => a ? {
		content: i.draft,
		toolCalls: [e("write_message", {
			text: r.continuation,
			mode: "append"
		})]
	} : {
		content: i.draft,
		toolCalls: [e("write_message", {
			text: r.draft,
			mode: "replace"
		})]
	}, C = () => ({
		content: i.finalize,
		toolCalls: [e("finalize")]
	}), w = () => d.map((t) => e("dispatch_subagent", {
		subagentId: t,
		task: /continuity/.test(t) ? m.continuity(h) : /voice/.test(t) ? m.voice(h) : m.critic(h)
	})), T = () => {
		let t = S();
		return !d.length || _.length > 1 ? {
			...t,
			toolCalls: [...t.toolCalls, e("finalize")]
		} : {
			content: `${t.content} ${i.critics}`,
			toolCalls: [...t.toolCalls, ...w()]
		};
	}, E = (t) => {
		let n = t.flatMap(he);
		return n.length && p ? {
			content: i.patch,
			toolCalls: [e("apply_message_patches", { patches: n }), e("finalize")]
		} : C();
	};
	if (o.length > 16) return v ? C() : S();
	if (!y) return !x && c.length ? {
		content: i.scout,
		toolCalls: c.map((t) => e("dispatch_subagent", {
			subagentId: t,
			task: t === "chat_scout" ? m.chat(h) : t === "intent_scout" ? m.intent(h) : m.scout(h)
		}))
	} : d.length ? T() : {
		...T(),
		content: i.direct
	};
	if (A.has(y.name)) {
		let t = b.filter((e) => A.has(e.name) && u(e) && typeof e.result.report != "string").map((e) => e.result.handle).filter((e) => typeof e == "string");
		return t.length && f ? {
			content: _.length > 1 ? i.awaitCritics : i.awaitScouts,
			toolCalls: [e("await_subagents", { handles: t })]
		} : v ? E(b.filter((e) => A.has(e.name)).map((e) => e.result)) : T();
	}
	return y.name === "await_subagents" ? v ? E([y.result]) : T() : y.name === "write_message" ? u(y) || a ? C() : {
		content: i.rewrite,
		toolCalls: [e("write_message", {
			text: r.draft,
			mode: "replace"
		})]
	} : y.name === "apply_message_patches" ? u(y) || a ? C() : {
		content: i.rewrite,
		toolCalls: [e("write_message", {
			text: r.final,
			mode: "replace"
		})]
	} : y.name === "finalize" ? u(y) ? { content: i.finalize } : S() : v ? C() : S();
}
function j(e, t) {
	for (let n of e.messages) {
		let e = RegExp(`<${t}[^>]*>\\n?([\\s\\S]*?)\\n?</${t}>`).exec(n.content);
		if (e) return e[1];
	}
	return "";
}
var be = [
	[/\bvoice[_-]critic\b/, "voice"],
	[/\bcontinuity[_-]critic\b/, "continuity"],
	[/\bchat[_-]scout\b/, "chat"],
	[/\bintent[_-]scout\b/, "intent"],
	[/\b(?:lorebook|memory|canon|epistemic|notes[_-]pickup)[_-]scout\b/, "scout"]
];
function xe(e) {
	let t = e.replace(/<available_skills>[\s\S]*?<\/available_skills>/, "");
	for (let [e, n] of be) if (e.test(t)) return n;
	return /critic|(?:review|check)s? (?:the |your )?(?:current )?draft|contradict/i.test(t) ? /contradict|continuity|against the record/i.test(t) ? "continuity" : "voice" : /recent chat|scan/i.test(t) ? "chat" : /what (?:this turn must satisfy|the user wants)|find out what/i.test(t) ? "intent" : /scout|find|recall|pull|look up/i.test(t) ? "scout" : "other";
}
function Se(e) {
	let t = e.find((e) => e.name === "chat_read_range" && u(e))?.result?.messages;
	return Array.isArray(t) ? t.length : 0;
}
function Ce(t, n) {
	let r = g(n), i = xe(j(t, "orchestration_role") || t.messages.find((e) => e.role === "system")?.content || ""), a = le[_e(t)], o = l(t.messages), s = new Set(t.tools.map((e) => e.name)), c = ve(n, r, Se(o));
	if ((i === "chat" || i === "scout") && s.has("chat_read_range") && !o.some((e) => e.name === "chat_read_range")) return { toolCalls: [e("chat_read_range", {
		start: -6,
		end: -1
	})] };
	if (i === "voice" || i === "continuity") {
		let n = j(t, "current_draft"), l = o.find((e) => e.name === "get_draft" && u(e));
		if (l && (n = String(l.result.text ?? n)), !n && s.has("get_draft") && !l) return { toolCalls: [e("get_draft")] };
		let d = i === "voice" ? r.patches[0] : r.patches[1];
		return n.includes(d.find) ? { content: i === "voice" ? a.voice(d) : a.continuity(d, c) } : { content: a.clean() };
	}
	return i === "chat" ? { content: a.chat(c) } : i === "intent" ? { content: a.intent(c) } : i === "scout" ? { content: a.scout() } : { content: a.generic(c) };
}
// src/demo/request.ts
var M = class extends Error {
	name = "DemoRequestError";
}, we = /* @__PURE__ */ new Set([
	"system",
	"user",
	"assistant",
	"tool",
	"developer"
]);
function Te(e) {
	return typeof e == "string" ? e : Array.isArray(e) ? e.map((e) => e && typeof e == "object" && typeof e.text == "string" ? e.text : "").join("") : "";
}
function N(e) {
	if (!e || typeof e != "object" || Array.isArray(e)) throw new M("The request body must be a JSON object.");
	let t = e;
	if (!Array.isArray(t.messages) || t.messages.length === 0) throw new M("messages: expected a non-empty array.");
	let n = t.messages.map((e, t) => {
		if (!e || typeof e != "object") throw new M(`messages[${t}]: expected an object.`);
		let n = e;
		if (typeof n.role != "string" || !we.has(n.role)) throw new M(`messages[${t}].role: expected system, user, assistant or tool.`);
		let r = n.role === "developer" ? "system" : n.role, i = (Array.isArray(n.tool_calls) ? n.tool_calls : []).map((e, n) => {
			let r = e?.function;
			if (!r || typeof r.name != "string") throw new M(`messages[${t}].tool_calls[${n}].function.name: expected a string.`);
			return {
				id: String(e.id ?? ""),
				name: r.name,
				arguments: typeof r.arguments == "string" ? r.arguments : JSON.stringify(r.arguments ?? {})
			};
		}), a = {
			role: r,
			content: Te(n.content),
			toolCalls: i
		};
		return typeof n.tool_call_id == "string" && (a.toolCallId = n.tool_call_id), typeof n.name == "string" && (a.name = n.name), a;
	}), r = (Array.isArray(t.tools) ? t.tools : []).map((e, t) => {
		let n = e?.function;
		if (!n || typeof n.name != "string" || !n.name) throw new M(`tools[${t}].function.name: expected a non-empty string.`);
		let r = n.parameters && typeof n.parameters == "object" ? n.parameters : {};
		return {
			name: n.name,
			description: typeof n.description == "string" ? n.description : "",
			parameters: r
		};
	}), i = t.stream_options?.include_usage;
	return {
		model: typeof t.model == "string" && t.model ? t.model : "troupe-demo",
		messages: n,
		tools: r,
		stream: t.stream === !0,
		includeUsage: i !== !1
	};
}
// src/demo/workbench.ts
function Ee(e) {
	let t = new Set(e.tools.map((e) => e.name));
	return t.has("profile_summary") && t.has("recipe_read");
}
var De = /[\u3400-\u9fff\uf900-\ufaff]/;
function Oe(e) {
	return /single[- ]agent|alone|iterative writer|单\s*agent|單\s*agent|单代理|單代理|迭代写手|迭代寫手/i.test(e) ? "single" : /critic|评审|評審/i.test(e) ? "critic" : /cheap|便宜/i.test(e) ? "cheap" : null;
}
function ke(e) {
	let t = e.messages.map((e) => e.role).lastIndexOf("user"), n = (e.messages[t]?.content ?? "").replace(/^\[[^\]]*\]\n\n/, ""), r = e.messages.slice(t + 1), i = new Map(r.filter((e) => e.role === "tool").map((e) => [e.toolCallId, e.content])), a = [], o = 0;
	for (let e of r) if (e.role === "assistant") {
		o++;
		for (let t of e.toolCalls) {
			let e = (e) => {
				try {
					return e ? JSON.parse(e) : {};
				} catch {
					return {};
				}
			};
			a.push({
				name: t.name,
				args: e(t.arguments),
				result: e(i.get(t.id))
			});
		}
	}
	return {
		user: n,
		rounds: o,
		steps: a
	};
}
var Ae = (e) => e.find((e) => e.name === "profile_summary")?.result;
function P(e, t, n) {
	let r = e.filter((e) => typeof e.result.changeId == "string").length, i = e.filter((e) => e.result.ok === !1).length;
	return { content: t ? `${n}共提出 ${r} 处修改${i ? `，另有 ${i} 处被拒绝` : ""}，都在右边的审阅里等你批准。` : `${n} ${r} ${r === 1 ? "change is" : "changes are"} waiting in the review${i ? ` (${i} refused)` : ""}; approve what you want and press Apply.` };
}
function je(t, n, r) {
	if (t === 0) return {
		content: r ? "先看一下现在的配置。" : "Reading the profile first.",
		toolCalls: [
			e("profile_summary"),
			e("recipe_read", { name: "single-agent-writer" }),
			e("agent_get", { agentId: "main" })
		]
	};
	let i = Ae(n);
	if (t === 1) {
		let t = (i?.agents ?? []).filter((e) => e.role === "subagent").map((e) => e.id);
		if (t.length) return {
			content: r ? "移除所有子代理。" : "Removing every sub-agent.",
			toolCalls: t.map((t) => e("subagent_remove", { id: t }))
		};
	}
	if (!n.some((e) => e.name === "limits_set")) {
		let t = String((n.find((e) => e.name === "agent_get")?.result)?.agents?.[0]?.config?.systemPrompt ?? ""), r = De.test(t) ? "分几遍写：先读这一幕需要的内容（chat_read_range、lorebook_search），用 write_message 写出完整回复，用 get_draft 回读，用 apply_message_patches 修改，直到没有想改的地方，再 finalize。" : "Work in passes: read what the scene needs (chat_read_range, lorebook_search), write the whole reply with write_message, reread it with get_draft, revise with apply_message_patches until nothing is left that you would change, then finalize.";
		return { toolCalls: [
			e("tools_set", {
				agentId: "main",
				set: {
					"collab.dispatch_subagent": !1,
					"collab.dispatch_inline_subagent": !1
				},
				inherit: [
					"chat",
					"lorebook",
					"memory"
				]
			}),
			...t.includes("{{team}}") ? [e("profile_patch_prompt", {
				agentId: "main",
				find: "{{team}}",
				replaceWith: `{{team}}\n\n${r}`
			})] : [],
			e("limits_set", { limits: { maxRounds: 12 } })
		] };
	}
	return P(n, r, r ? "改成单 Agent 迭代写手：没有子代理了，主代理自己起草、回读、修订、定稿，轮数降到 12。注意现在没有评审替草稿把关。" : "A single-agent iterative writer: no sub-agents; the main agent drafts, rereads, revises and finalizes, in at most 12 rounds. No critic checks the draft any more.");
}
function Me(t, n, r, i) {
	let a = (/\bfor ([a-z][a-z -]{1,30}?)(?:[.,!?]|$)/i.exec(t)?.[1] ?? (i ? "" : "pacing")).trim(), o = a ? a.split(/\s+/)[0].toLowerCase().replace(/[^a-z0-9]/g, "") : "pacing", s = `${o || "pacing"}_critic`;
	if (n === 0) return { toolCalls: [e("recipe_read", { name: "add-critic" }), e("agent_get", { agentId: "voice_critic" })] };
	if (!r.some((e) => e.name === "subagent_add")) {
		let t = a || (i ? "节奏" : "pacing"), n = `${(o || "pacing").replace(/_/g, "-")}-critic-method-${i ? "zh" : "en"}`;
		return { toolCalls: [e("skill_create", {
			name: n,
			description: i ? `${s} 的检查步骤：在草稿里找${t}的问题。` : `How ${s} checks the draft for ${t}.`,
			body: i ? `# ${s} 的方法\n\n1. 通读 <current_draft>，只看${t}。\n2. 只报真正的问题，不报口味。\n3. 每条引用原文，说明问题，给出改法。\n` : `# ${s}'s method\n\n1. Read the draft in <current_draft> for ${t} only.\n2. Report real problems, not taste.\n3. Quote the passage, say what is wrong, give a fix.\n`
		}), e("subagent_add", {
			id: s,
			description: i ? `起草后：揪出草稿里${t}的问题。任务写：你最拿不准的段落。` : `After the draft: flags problems of ${t}. Task: the passages you are least sure of.`,
			systemPrompt: i ? `你是 ${s}。读 <current_draft> 里的草稿，只看${t}。最多报 4 条，每条引用原文、说明问题、给出改法；没有问题就写"没有结果：<原因>。"。报告写给主代理，不是故事正文。` : `You are ${s}. Read the draft in <current_draft> and look only at ${t}. Report at most 4 findings, each quoting the passage, saying what is wrong and giving a fix; "No results: <reason>." when there are none. The report is for the director, not story prose.`,
			skills: [n],
			preload: [n]
		})] };
	}
	return P(r, i, i ? `加了评审 ${s}，{{team}} 会把它列给主代理。` : `Added ${s}; {{team}} lists it for the main agent.`);
}
function Ne(t, n, r) {
	if (t === 0) return { toolCalls: [e("profile_summary"), e("connections_list")] };
	if (!n.some((e) => e.name === "subagent_update")) {
		let t = (n.find((e) => e.name === "connections_list")?.result?.connections ?? []).filter((e) => e.name), i = t.find((e) => /cheap|mini|small|flash|demo/i.test(`${e.name} ${e.label} ${e.model ?? ""}`)) ?? t[0], a = (Ae(n)?.agents ?? []).filter((e) => e.role === "subagent" && e.id.endsWith("_scout")).map((e) => e.id);
		return !i || !a.length ? { content: r ? "没有找到另一个连接或侦察子代理，所以没有改动。" : "There is no other connection, or no scout, so nothing was changed." } : { toolCalls: a.map((t) => e("subagent_update", {
			id: t,
			apiPreset: i.name
		})) };
	}
	return P(n, r, r ? "侦察都改用了另一个连接；主代理和评审不变。" : "The scouts now use the other connection; the main agent and the critics keep theirs.");
}
function Pe(e) {
	let { user: t, rounds: n, steps: r } = ke(e), i = De.test(t);
	switch (Oe(t)) {
		case "single": return je(n, r, i);
		case "critic": return Me(t, n, r, i);
		case "cheap": return Ne(n, r, i);
		default: return { content: i ? "离线演示模型只会三个配方：改成单 Agent 迭代写手、加一个评审、让侦察用另一个连接。其他请求请在上方选一个真实模型的连接。" : "The offline demo model knows three recipes: a single-agent iterative writer, a critic for X, and the scouts on another connection. For anything else, pick a connection to a real model above." };
	}
}
// src/demo/brain.ts
function Fe(e) {
	return Ee(e) ? "workbench" : de(e) ? "director-main" : fe(e) ? "director-subagent" : ne(e) ? "capsule" : "chat";
}
function Ie(e) {
	let t = N(e), n = s(t);
	switch (Fe(t)) {
		case "workbench": return Pe(t);
		case "director-main": return ye(t, n);
		case "director-subagent": return Ce(t, n);
		case "capsule": return ie(t, n);
		default: return Re(t, n);
	}
}
var Le = /continue (your|the) (last )?(message|reply)|继续/i;
function Re(e, t) {
	let n = g(t), r = e.messages.at(-1);
	return r?.role === "assistant" || r?.role === "system" && Le.test(r.content) ? {
		reasoning: n.T.continueReasoning(n.n),
		content: n.continuation
	} : {
		reasoning: n.T.passReasoning(n.n, n.u),
		content: n.final
	};
}
// src/demo/stream.ts
var ze = "troupe-demo", F = 17e8;
function Be(e) {
	let t = f(JSON.stringify(e));
	return {
		id: `chatcmpl-demo-${t}`,
		callId: (e) => `call_demo_${t}_${e}`
	};
}
function I(e, t) {
	let n = Array.from(e), r = [];
	for (let e = 0; e < n.length; e += t) r.push(n.slice(e, e + t).join(""));
	return r;
}
var Ve = (e) => Math.max(1, Math.ceil(e / 4));
function He(e, t) {
	let n = Ve(e.messages.reduce((e, t) => e + t.content.length + 8, 0) + JSON.stringify(e.tools).length), r = Ve((t.content?.length ?? 0) + (t.reasoning?.length ?? 0) + (t.toolCalls ?? []).reduce((e, t) => e + t.name.length + JSON.stringify(t.arguments).length, 0));
	return {
		prompt_tokens: n,
		completion_tokens: r,
		total_tokens: n + r
	};
}
function Ue(e, t) {
	let n = {
		id: t.ids.id,
		object: "chat.completion.chunk",
		created: F,
		model: t.model
	}, r = (e, t = null) => ({
		...n,
		choices: [{
			index: 0,
			delta: e,
			finish_reason: t
		}]
	}), i = [r({
		role: "assistant",
		content: ""
	})];
	for (let n of I(e.reasoning ?? "", (t.textPiece ?? 6) * 2)) i.push(r({ reasoning_content: n }));
	for (let n of I(e.content ?? "", t.textPiece ?? 6)) i.push(r({ content: n }));
	return (e.toolCalls ?? []).forEach((e, n) => {
		let a = JSON.stringify(e.arguments);
		i.push(r({ tool_calls: [{
			index: n,
			id: t.ids.callId(n),
			type: "function",
			function: {
				name: e.name,
				arguments: ""
			}
		}] }));
		let o = Math.max(1, Math.min(t.argPiece ?? 24, Math.ceil(a.length / 3)));
		for (let e of I(a, o)) i.push(r({ tool_calls: [{
			index: n,
			function: { arguments: e }
		}] }));
	}), i.push(r({}, e.toolCalls?.length ? "tool_calls" : "stop")), t.includeUsage && i.push({
		...n,
		choices: [],
		usage: t.usage
	}), i;
}
function We(e) {
	return [...e.map((e) => `data: ${JSON.stringify(e)}\n\n`), "data: [DONE]\n\n"];
}
function Ge(e, t) {
	let n = {
		role: "assistant",
		content: e.content ?? (e.toolCalls?.length ? null : "")
	};
	return e.reasoning && (n.reasoning_content = e.reasoning), e.toolCalls?.length && (n.tool_calls = e.toolCalls.map((e, n) => ({
		id: t.ids.callId(n),
		type: "function",
		function: {
			name: e.name,
			arguments: JSON.stringify(e.arguments)
		}
	}))), {
		id: t.ids.id,
		object: "chat.completion",
		created: F,
		model: t.model,
		choices: [{
			index: 0,
			message: n,
			finish_reason: e.toolCalls?.length ? "tool_calls" : "stop"
		}],
		usage: t.usage
	};
}
var Ke = () => ({
	object: "list",
	data: [{
		id: ze,
		object: "model",
		created: F,
		owned_by: "troupe"
	}]
}), L = (e, t, n = "invalid_request_error") => ({
	kind: "json",
	status: e,
	body: { error: {
		message: t,
		type: n
	} }
});
function R(e, t, n) {
	let r = t.replace(/\/+$/, "");
	if (r === "/models") return e === "GET" ? {
		kind: "json",
		status: 200,
		body: Ke()
	} : L(405, "Use GET for /models.");
	if (r !== "/chat/completions") return r === "" || r.startsWith("/") ? L(404, `The demo model has no endpoint ${t || "/"}.`, "not_found") : void 0;
	if (e !== "POST") return L(405, "Use POST for /chat/completions.");
	let i;
	try {
		i = JSON.parse(n);
	} catch {
		return L(400, "The request body is not valid JSON.");
	}
	try {
		let e = N(i), t = Ie(i), n = {
			model: e.model,
			ids: Be(i),
			usage: He(e, t)
		};
		return e.stream ? {
			kind: "sse",
			frames: We(Ue(t, {
				...n,
				includeUsage: e.includeUsage
			}))
		} : {
			kind: "json",
			status: 200,
			body: Ge(t, n)
		};
	} catch (e) {
		if (e instanceof M) return L(400, e.message);
		throw e;
	}
}
function qe(e, t) {
	return t?.aborted ? Promise.reject(z()) : e <= 0 ? Promise.resolve() : new Promise((n, r) => {
		let i = setTimeout(() => {
			t?.removeEventListener("abort", a), n();
		}, e), a = () => {
			clearTimeout(i), r(z());
		};
		t?.addEventListener("abort", a, { once: !0 });
	});
}
var z = () => new DOMException("The operation was aborted.", "AbortError"), Je = 16777216;
function Ye(e) {
	return new Promise((t, n) => {
		let r = [], i = 0;
		e.on("data", (t) => {
			i += t.length, i > Je ? (n(/* @__PURE__ */ Error("body too large")), e.destroy()) : r.push(t);
		}), e.on("end", () => t(Buffer.concat(r).toString("utf8"))), e.on("error", n);
	});
}
var B = {
	"access-control-allow-origin": "*",
	"access-control-allow-headers": "authorization, content-type, accept",
	"access-control-allow-methods": "GET, POST, OPTIONS"
};
function Xe(e = {}) {
	let t = (e.prefix ?? "/demo/v1").replace(/\/+$/, ""), n = e.delayMs ?? 15;
	return async (e, r) => {
		let i = new URL(e.url ?? "/", "http://x").pathname;
		if (i !== t && !i.startsWith(`${t}/`)) return !1;
		if (e.method === "OPTIONS") return r.writeHead(204, B).end(), !0;
		let a = "";
		try {
			a = e.method === "POST" ? await Ye(e) : "";
		} catch {
			return r.writeHead(413, {
				"content-type": "application/json",
				...B
			}).end(JSON.stringify({ error: {
				message: "The request body is too large.",
				type: "invalid_request_error"
			} })), !0;
		}
		let o = R(e.method ?? "GET", i.slice(t.length), a);
		if (!o) return !1;
		if (o.kind === "json") return r.writeHead(o.status, {
			"content-type": "application/json",
			"cache-control": "no-store",
			...B
		}).end(JSON.stringify(o.body)), !0;
		let s = new AbortController();
		r.on("close", () => s.abort()), r.writeHead(200, {
			"content-type": "text/event-stream; charset=utf-8",
			"cache-control": "no-store",
			connection: "keep-alive",
			...B
		});
		try {
			for (let [e, t] of o.frames.entries()) {
				if (e > 0 && await qe(n, s.signal), s.signal.aborted) break;
				r.write(t);
			}
		} catch {}
		return r.end(), !0;
	};
}
// src/core/llm/errors.ts
function V(e) {
	return e === 408 || e === 409 || e === 429 || e >= 500 && e <= 599;
}
function H(e, t, n = {}) {
	let r = {
		kind: e,
		message: t,
		retryable: n.retryable ?? !1
	};
	return n.status !== void 0 && (r.status = n.status), n.code !== void 0 && (r.code = n.code), n.param !== void 0 && (r.param = n.param), r;
}
var U = () => H("aborted", "The request was aborted."), Ze = (e) => H("stall", `The model stream stalled: no bytes for ${e} ms.`, { retryable: !0 }), Qe = (e) => H("network", `Network error while talking to the model: ${rt(e)}`, { retryable: !0 }), $e = () => H("protocol", "The model stream ended before the model finished (no finish reason and no [DONE]).", { retryable: !0 }), et = (e) => H("protocol", `The model stream sent a frame that is not JSON: ${K(e, 120)}`), W = (e) => H("protocol", `The model answered with a body that is not JSON: ${K(e, 120)}`), tt = (e) => H("protocol", `Invalid chat request: ${e}`);
function G(e, t) {
	let n = e ?? {}, r = typeof n.error == "object" && n.error !== null ? n.error : n, i = typeof r.message == "string" && r.message || typeof n.error == "string" && n.error || typeof n.message == "string" && n.message || typeof n.detail == "string" && n.detail || K(JSON.stringify(e) ?? String(e), 200), a = typeof r.code == "number" ? r.code : typeof r.status == "number" ? r.status : void 0, o = typeof r.code == "string" && r.code || typeof r.type == "string" && r.type || typeof r.status == "string" && r.status || void 0, s = t ?? a, c = s !== void 0 && V(s) || o === "overloaded_error" || o === "rate_limit_error" || o === "api_error" || o === "RESOURCE_EXHAUSTED" || o === "UNAVAILABLE", l = t === void 0 ? "" : `HTTP ${t}: `;
	return H(t === void 0 ? "provider" : "http", `${l}${i}`, {
		status: s,
		retryable: c,
		code: o || void 0,
		param: typeof r.param == "string" && r.param ? r.param : void 0
	});
}
function nt(e, t, n) {
	let r;
	try {
		r = JSON.parse(n);
	} catch {
		return H("http", `HTTP ${e}: ${n.trim() ? K(n.trim(), 200) : t || "no details"}`, {
			status: e,
			retryable: V(e)
		});
	}
	let i = G(r, e);
	return i.retryable = V(e), i;
}
function rt(e) {
	if (e instanceof Error) {
		let t = e.cause, n = t instanceof Error ? t.message : typeof t == "string" ? t : "";
		return n && n !== e.message ? `${e.message} (${n})` : e.message;
	}
	return String(e);
}
function K(e, t) {
	return e.length > t ? `${e.slice(0, t)}…` : e;
}
// src/core/llm/request.ts
var q = class extends Error {
	name = "ChatRequestError";
};
function it(e, t = {}) {
	if (!e || typeof e != "object") throw new q("request: expected an object");
	if (typeof e.model != "string") throw new q("model: expected a string");
	if (!Array.isArray(e.messages) || e.messages.length === 0) throw new q("messages: expected at least one message");
	let n = e.stream !== !1, r = {
		model: e.model,
		messages: at(e.messages, t),
		stream: n
	};
	n && t.includeUsage !== !1 && (r.stream_options = { include_usage: !0 });
	let i = e.tools ?? [];
	if (i.length > 0) {
		r.tools = i.map((e, t) => {
			if (!e || typeof e.name != "string" || e.name === "") throw new q(`tools[${t}].name: expected a non-empty string`);
			return {
				type: "function",
				function: {
					name: e.name,
					description: e.description ?? "",
					parameters: e.parameters ?? {
						type: "object",
						properties: {}
					}
				}
			};
		});
		let t = e.toolChoice;
		if (t !== void 0) {
			if (typeof t == "string") {
				if (t !== "auto" && t !== "required" && t !== "none") throw new q(`toolChoice: expected auto, required, none or {name}, got "${t}"`);
				r.tool_choice = t;
			} else {
				if (!t || typeof t.name != "string" || !i.some((e) => e.name === t.name)) throw new q(`toolChoice.name: "${t?.name}" is not one of the request's tools`);
				r.tool_choice = {
					type: "function",
					function: { name: t.name }
				};
			}
		}
		e.parallelToolCalls !== void 0 && (r.parallel_tool_calls = e.parallelToolCalls);
	} else if (typeof e.toolChoice == "object") throw new q(`toolChoice.name: "${e.toolChoice.name}" is not one of the request's tools (it has none)`);
	return e.temperature !== void 0 && (r.temperature = e.temperature), e.topP !== void 0 && (r.top_p = e.topP), e.maxTokens !== void 0 && (r.max_tokens = e.maxTokens), e.presencePenalty !== void 0 && (r.presence_penalty = e.presencePenalty), e.frequencyPenalty !== void 0 && (r.frequency_penalty = e.frequencyPenalty), e.topK !== void 0 && (r.top_k = e.topK), e.minP !== void 0 && (r.min_p = e.minP), e.topA !== void 0 && (r.top_a = e.topA), e.repetitionPenalty !== void 0 && (r.repetition_penalty = e.repetitionPenalty), e.seed !== void 0 && (r.seed = e.seed), e.reasoningEffort !== void 0 && (r.reasoning_effort = e.reasoningEffort), e.extraBody && Object.assign(r, e.extraBody), r;
}
function at(e, t) {
	let n = [], r = [];
	return e.forEach((e, i) => {
		if (!e || typeof e != "object") throw new q(`messages[${i}]: expected an object`);
		switch (e.role) {
			case "system":
			case "user":
				n.push({
					role: e.role,
					content: e.content ?? ""
				});
				return;
			case "assistant": {
				let a = {
					role: "assistant",
					content: e.content ?? null
				}, o = e.toolCalls ?? [];
				o.length > 0 ? (r = [], a.tool_calls = o.map((e, n) => {
					let a = e.id || `call_${i}_${n}`;
					return r.push(a), ot(e, a, t, `messages[${i}].toolCalls[${n}]`);
				})) : a.content === null && (a.content = "");
				let s = t.echoReasoning;
				s && (s === !0 || o.length > 0) && typeof e.reasoning == "string" && (a.reasoning_content = e.reasoning), n.push(a);
				return;
			}
			case "tool": {
				let t = e.toolCallId;
				if (t) {
					let e = r.indexOf(t);
					e !== -1 && r.splice(e, 1);
				} else if (t = r.shift(), !t) throw new q(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);
				let a = {
					role: "tool",
					tool_call_id: t,
					content: e.content ?? ""
				};
				e.name && (a.name = e.name), n.push(a);
				return;
			}
			default: throw new q(`messages[${i}].role: expected system, user, assistant or tool, got "${String(e.role)}"`);
		}
	}), n;
}
function ot(e, t, n, r) {
	if (!e || typeof e.name != "string" || e.name === "") throw new q(`${r}.name: expected a non-empty string`);
	let i = {
		id: t,
		type: "function",
		function: {
			name: e.name,
			arguments: typeof e.arguments == "string" && e.arguments !== "" ? e.arguments : "{}"
		}
	};
	if (e.extra && n.echoToolCallExtra !== !1) for (let t in e.extra) t in i || (i[t] = e.extra[t]);
	return i;
}
// src/core/llm/retry.ts
var J = {
	retries: 2,
	baseMs: 500,
	maxMs: 3e4
};
function st(e, t, n = Math.random) {
	let r = Math.min(t.maxMs, t.baseMs * 2 ** Math.max(0, e - 1));
	return Math.round(r * (.5 + n() * .5));
}
function ct(e, t = Date.now()) {
	let n = e.get("retry-after-ms");
	if (n !== null && n.trim() !== "") {
		let e = Number(n);
		if (Number.isFinite(e) && e >= 0) return Math.round(e);
	}
	let r = e.get("retry-after");
	if (r === null || r.trim() === "") return;
	let i = r.trim();
	if (/^\d+(\.\d+)?$/.test(i)) return Math.round(Number(i) * 1e3);
	let a = Date.parse(i);
	if (!Number.isNaN(a)) return Math.max(0, a - t);
}
function lt(e, t) {
	return new Promise((n, r) => {
		if (t?.aborted) return r(t.reason);
		let i = () => {
			clearTimeout(a), r(t?.reason);
		}, a = setTimeout(() => {
			t?.removeEventListener("abort", i), n();
		}, e);
		t?.addEventListener("abort", i, { once: !0 });
	});
}
// src/core/llm/tool-calls.ts
var ut = /* @__PURE__ */ new Set([
	"index",
	"id",
	"type",
	"function"
]), dt = class {
	slots = [];
	byIndex;
	byId;
	current;
	sink;
	idPrefix;
	completed = 0;
	constructor(e, t) {
		this.sink = e, this.idPrefix = t;
	}
	openAiDelta(e) {
		let t = e.index, n = typeof e.id == "string" && e.id !== "" ? e.id : void 0, r = e.function, i = r && typeof r.name == "string" && r.name !== "" ? r.name : void 0, a = n === void 0 ? void 0 : this.byId?.get(n);
		if (!a) {
			if (typeof t == "number" && t >= 0 && Number.isInteger(t)) {
				let e = this.byIndex?.get(t);
				e && !e.ended && !(n && i && !e.inventedId) ? a = e : (a = this.open(n, i), (this.byIndex ??= /* @__PURE__ */ new Map()).set(t, a));
			} else {
				let e = this.current;
				a = i || !e || e.ended ? this.open(n, i) : e;
			}
		}
		n && a.inventedId && this.adoptId(a, n), i && !a.name && (a.name = i);
		let o = r ? r.arguments : void 0;
		if (n !== void 0 || i !== void 0 || typeof o != "string") for (let t in e) !ut.has(t) && e[t] !== void 0 && e[t] !== null && ((a.extra ??= {})[t] = e[t]);
		typeof o == "string" ? o !== "" && this.append(a, o) : o != null && this.append(a, JSON.stringify(o)), this.current = a;
	}
	open(e, t, n) {
		let r = this.slots.length, i = {
			n: r,
			id: e ?? `${this.idPrefix ??= ft()}${r}`,
			name: t ?? "",
			parts: [],
			extra: n,
			ended: !1,
			inventedId: e === void 0
		};
		return this.slots.push(i), e && (this.byId ??= /* @__PURE__ */ new Map()).set(e, i), this.current = i, this.sink.collected === void 0 && this.sink.out.push({
			type: "tool-call-start",
			index: r,
			id: i.id,
			name: i.name
		}), i;
	}
	append(e, t) {
		e.parts.push(t), this.sink.collected === void 0 && this.sink.out.push({
			type: "tool-call-delta",
			index: e.n,
			id: e.id,
			argumentsDelta: t
		});
	}
	end(e, t) {
		if (e.ended || (e.ended = !0, !e.name)) return;
		let n = e.parts, r = n.length === 1 ? n[0] : n.length === 0 ? t ?? "" : n.join("");
		e.parts = [];
		let i = {
			id: e.id,
			name: e.name,
			arguments: r
		};
		e.extra && (i.extra = e.extra), this.completed++;
		let a = this.sink.collected;
		a === void 0 ? this.sink.out.push({
			type: "tool-call-end",
			index: e.n,
			call: i
		}) : a.toolCalls.push(i);
	}
	endAll() {
		for (let e of this.slots) e.ended || this.end(e);
	}
	adoptId(e, t) {
		e.id = t, e.inventedId = !1, (this.byId ??= /* @__PURE__ */ new Map()).set(t, e);
	}
};
function ft() {
	return `call_${Math.random().toString(36).slice(2, 10)}_`;
}
// src/core/llm/decode-state.ts
var pt = class {
	out = [];
	collected;
	tools;
	finishReason = null;
	usage;
	error;
	done = !1;
	constructor(e, t = !1) {
		this.collected = t ? {
			content: [],
			reasoning: [],
			toolCalls: [],
			usage: void 0
		} : void 0, this.tools = new dt(this, e);
	}
	text(e) {
		let t = this.collected;
		t === void 0 ? this.out.push({
			type: "text-delta",
			text: e
		}) : t.content.push(e);
	}
	reasoning(e) {
		let t = this.collected;
		t === void 0 ? this.out.push({
			type: "reasoning-delta",
			text: e
		}) : t.reasoning.push(e);
	}
	fail(e) {
		this.error ||= e, this.done = !0;
	}
	take() {
		let e = this.out;
		return e.length === 0 || (this.out = []), e;
	}
	finishTurn() {
		this.tools.endAll(), this.usage && (this.collected === void 0 ? this.out.push({
			type: "usage",
			usage: this.usage
		}) : this.collected.usage = this.usage);
		let e = this.finishReason;
		return this.tools.completed > 0 && (e === null || e === "stop" || e === "function_call") ? "tool_calls" : e ?? "stop";
	}
};
function mt(e) {
	let t = Y(e.prompt_tokens ?? e.input_tokens), n = Y(e.completion_tokens ?? e.output_tokens), r = typeof e.total_tokens == "number" ? e.total_tokens : t + n, i = Y(e.prompt_tokens_details?.cached_tokens ?? e.prompt_cache_hit_tokens ?? e.input_tokens_details?.cached_tokens ?? e.cached_tokens);
	return {
		promptTokens: t,
		completionTokens: n,
		totalTokens: r,
		...i > 0 ? { cachedPromptTokens: i } : {}
	};
}
function Y(e) {
	return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
// src/core/llm/anthropic-format.ts
var ht = {
	end_turn: "stop",
	stop_sequence: "stop",
	tool_use: "tool_calls",
	max_tokens: "length",
	refusal: "content_filter"
}, gt = (e) => e === "message_start" || e === "content_block_start" || e === "content_block_delta" || e === "content_block_stop" || e === "message_delta" || e === "message_stop" || e === "ping", _t = class {
	toolBlocks = /* @__PURE__ */ new Map();
	inputTokens = 0;
	outputTokens = 0;
	cachedTokens = 0;
	apply(e, t) {
		switch (t.type) {
			case "content_block_delta": {
				let n = t.delta;
				if (!n) return;
				if (n.type === "text_delta") n.text && e.text(n.text);
				else if (n.type === "input_json_delta") {
					let r = this.toolBlocks.get(t.index);
					r && typeof n.partial_json == "string" && n.partial_json !== "" && e.tools.append(r.slot, n.partial_json);
				} else n.type === "thinking_delta" && n.thinking && e.reasoning(n.thinking);
				return;
			}
			case "content_block_start": {
				let n = t.content_block;
				if (!n) return;
				if (n.type === "tool_use") {
					let r = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name);
					this.toolBlocks.set(t.index, {
						slot: r,
						input: n.input
					});
				} else n.type === "text" ? n.text && e.text(n.text) : n.type === "thinking" && n.thinking && e.reasoning(n.thinking);
				return;
			}
			case "content_block_stop": {
				let n = this.toolBlocks.get(t.index);
				n && (this.toolBlocks.delete(t.index), e.tools.end(n.slot, yt(n.input)));
				return;
			}
			case "message_start": {
				let n = t.message?.usage;
				n && (this.inputTokens = X(n), this.cachedTokens = Y(n.cache_read_input_tokens), this.outputTokens = Y(n.output_tokens), this.publishUsage(e));
				return;
			}
			case "message_delta": {
				let n = t.delta?.stop_reason;
				typeof n == "string" && (e.finishReason = ht[n] ?? n);
				let r = t.usage;
				r && (typeof r.output_tokens == "number" && (this.outputTokens = r.output_tokens), typeof r.input_tokens == "number" && (this.inputTokens = X(r)), typeof r.cache_read_input_tokens == "number" && (this.cachedTokens = r.cache_read_input_tokens), this.publishUsage(e));
				return;
			}
			case "message_stop":
				e.done = !0;
				return;
			case "error": return e.fail(G(t));
			default: return;
		}
	}
	publishUsage(e) {
		e.usage = {
			promptTokens: this.inputTokens,
			completionTokens: this.outputTokens,
			totalTokens: this.inputTokens + this.outputTokens,
			...this.cachedTokens > 0 ? { cachedPromptTokens: this.cachedTokens } : {}
		};
	}
};
function vt(e, t) {
	if (t.type === "error") return e.fail(G(t));
	for (let n of Array.isArray(t.content) ? t.content : []) if (n.type === "text" && n.text) e.text(n.text);
	else if (n.type === "thinking" && n.thinking) e.reasoning(n.thinking);
	else if (n.type === "tool_use") {
		let t = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name);
		e.tools.end(t, yt(n.input));
	}
	typeof t.stop_reason == "string" && (e.finishReason = ht[t.stop_reason] ?? t.stop_reason);
	let n = t.usage;
	if (n) {
		let t = X(n), r = Y(n.output_tokens), i = Y(n.cache_read_input_tokens);
		e.usage = {
			promptTokens: t,
			completionTokens: r,
			totalTokens: t + r,
			...i > 0 ? { cachedPromptTokens: i } : {}
		};
	}
	e.done = !0;
}
function X(e) {
	return Y(e.input_tokens) + Y(e.cache_creation_input_tokens) + Y(e.cache_read_input_tokens);
}
function yt(e) {
	return e && typeof e == "object" ? JSON.stringify(e) : "{}";
}
// src/core/llm/frame-templates.ts
var bt = 6, xt = 24, St = 8, Ct = 10, wt = 32, Tt = "⁣§sentinel§⁣", Et = JSON.stringify(Tt), Dt = class {
	templates = [];
	budget = xt;
	failedChecks = 0;
	checks = 0;
	frames = 0;
	hits = 0;
	tryApply(e, t) {
		let n = ++this.frames;
		n % St === 0 && this.budget < xt && this.budget++, n % wt === 0 && this.templates.length > 0 && (this.templates = this.templates.filter((e) => n - e.used < wt));
		let r = this.templates;
		for (let i = 0; i < r.length; i++) {
			let a = r[i], o = a.prefix.length, s = e.length - a.suffix.length;
			if (s - o < 2 || e.charCodeAt(o) !== 34 || e.charCodeAt(s - 1) !== 34 || e.indexOf(a.suffix, s) !== s || e.lastIndexOf(a.prefix, 0) !== 0) continue;
			let c;
			try {
				c = JSON.parse(e.slice(o, s));
			} catch {
				continue;
			}
			if (typeof c == "string") {
				if (!a.checked && !this.check(a)) r.splice(i--, 1);
				else return i > 0 && (r[i] = r[0], r[0] = a), this.hits++, a.hits++, a.used = n, Ot(t, a, c), !0;
			}
		}
		return !1;
	}
	learn(e, t) {
		if (this.budget <= 0 || this.templates.length >= bt) return;
		let n = kt(t);
		if (n === void 0 || n.value === "") return;
		this.budget--;
		let r = JSON.stringify(n.value), i = e.lastIndexOf(r);
		if (i <= 0 || e.lastIndexOf(r, i - 1) !== -1) return;
		let a = e.slice(0, i), o = e.slice(i + r.length);
		this.templates.push({
			prefix: a,
			suffix: o,
			kind: n.kind,
			index: n.index,
			hits: 0,
			used: this.frames,
			checked: !1
		});
	}
	check(e) {
		if (this.failedChecks >= Ct) return !1;
		this.checks++;
		let t;
		try {
			t = JSON.parse(e.prefix + Et + e.suffix);
		} catch {
			t = void 0;
		}
		let n = typeof t == "object" && t ? kt(t) : void 0;
		return n === void 0 || n.kind !== e.kind || n.index !== e.index || n.value !== Tt ? (this.failedChecks++, !1) : (e.checked = !0, !0);
	}
};
function Ot(e, t, n) {
	n !== "" && (t.kind === "text" ? e.text(n) : t.kind === "reasoning" ? e.reasoning(n) : e.tools.openAiDelta(t.index === void 0 ? { function: { arguments: n } } : {
		index: t.index,
		function: { arguments: n }
	}));
}
var Z = (e) => e == null || e === "";
function kt(e) {
	if (!Z(e.error) || !Z(e.usage)) return;
	let t = e.choices;
	if (!Array.isArray(t) || t.length !== 1) return;
	let n = t[0];
	if (!n || typeof n != "object" || n.index !== void 0 && n.index !== null && n.index !== 0 || !Z(n.finish_reason)) return;
	let r = n.delta;
	if (!r || typeof r != "object") return;
	let i;
	if (!Z(r.content)) {
		if (typeof r.content != "string") return;
		i = {
			kind: "text",
			value: r.content,
			index: void 0
		};
	}
	for (let e of At) {
		let t = r[e];
		if (!Z(t)) {
			if (typeof t != "string" || i !== void 0) return;
			i = {
				kind: "reasoning",
				value: t,
				index: void 0
			};
		}
	}
	if (r.tool_calls !== void 0 && r.tool_calls !== null) {
		let e = r.tool_calls;
		if (i !== void 0 || !Array.isArray(e) || e.length !== 1) return;
		let t = e[0];
		if (!t || typeof t != "object") return;
		for (let e in t) if (e !== "index" && e !== "function" && e !== "type") return;
		let n = t.function;
		if (!n || typeof n != "object" || typeof n.arguments != "string") return;
		for (let e in n) if (e !== "arguments") return;
		let a = t.index;
		if (!(a === void 0 || typeof a == "number" && Number.isInteger(a) && a >= 0)) return;
		i = {
			kind: "args",
			value: n.arguments,
			index: a
		};
	}
	return i;
}
var At = ["reasoning_content", "reasoning"], jt = {
	STOP: "stop",
	MAX_TOKENS: "length",
	SAFETY: "content_filter",
	RECITATION: "content_filter",
	BLOCKLIST: "content_filter",
	PROHIBITED_CONTENT: "content_filter",
	SPII: "content_filter",
	IMAGE_SAFETY: "content_filter"
}, Mt = (e) => e.candidates !== void 0 || e.usageMetadata !== void 0 || e.promptFeedback !== void 0;
function Q(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(G(t));
	let n = Array.isArray(t.candidates) ? t.candidates[0] : void 0, r = n?.content?.parts;
	if (Array.isArray(r)) for (let t of r) {
		if (!t) continue;
		let n = t.functionCall;
		if (n) {
			let r = t.thoughtSignature, i = r ? { extra_content: { google: { thought_signature: r } } } : void 0, a = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name, i);
			e.tools.append(a, JSON.stringify(n.args ?? {})), e.tools.end(a);
		} else typeof t.text == "string" && t.text !== "" && (t.thought === !0 ? e.reasoning(t.text) : e.text(t.text));
	}
	let i = n?.finishReason;
	typeof i == "string" && i !== "" && i !== "FINISH_REASON_UNSPECIFIED" ? e.finishReason = jt[i] ?? i.toLowerCase() : !n && t.promptFeedback?.blockReason && (e.finishReason = "content_filter");
	let a = t.usageMetadata;
	if (a) {
		let t = Y(a.promptTokenCount), n = Y(a.candidatesTokenCount) + Y(a.thoughtsTokenCount), r = Y(a.cachedContentTokenCount);
		e.usage = {
			promptTokens: t,
			completionTokens: n,
			totalTokens: typeof a.totalTokenCount == "number" ? a.totalTokenCount : t + n,
			...r > 0 ? { cachedPromptTokens: r } : {}
		};
	}
}
// src/core/llm/openai-format.ts
function Nt(e, t) {
	let n = t.choices;
	if (t.error !== void 0 && t.error !== null || n === void 0 && (typeof t.message == "string" || t.detail !== void 0)) return e.fail(G(t));
	if (Array.isArray(n) && n.length > 0) {
		let t = n.length === 1 ? n[0] : It(n);
		if (t) {
			let n = t.delta ?? t.message;
			n && Ft(e, n);
			let r = t.finish_reason;
			typeof r == "string" && r !== "" && (e.finishReason = r, e.tools.endAll());
		}
	}
	let r = t.usage;
	typeof r == "object" && r && (e.usage = mt(r));
}
function Pt(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(G(t));
	let n = Array.isArray(t.choices) ? It(t.choices) : void 0;
	if (n) {
		let t = n.message ?? n.delta;
		t && Ft(e, t), typeof n.finish_reason == "string" && n.finish_reason !== "" && (e.finishReason = n.finish_reason);
	}
	t.usage && typeof t.usage == "object" && (e.usage = mt(t.usage)), e.done = !0;
}
function Ft(e, t) {
	let n = t.content;
	typeof n == "string" && n !== "" && e.text(n);
	let r = t.reasoning_content;
	typeof r == "string" && r !== "" ? e.reasoning(r) : typeof t.reasoning == "string" && t.reasoning !== "" && e.reasoning(t.reasoning);
	let i = t.tool_calls;
	if (Array.isArray(i)) for (let t = 0; t < i.length; t++) e.tools.openAiDelta(i[t]);
}
function It(e) {
	for (let t of e) if (t && (t.index === void 0 || t.index === null || t.index === 0)) return t;
}
// src/core/llm/utf8-chunks.ts
var Lt = new TextDecoder("utf-8", { ignoreBOM: !0 }), Rt = 65279, zt = { stream: !0 }, Bt = class {
	carry;
	atStart = !0;
	streaming;
	useStreaming = !1;
	decode(e) {
		let t = e, n = this.carry;
		if (n !== void 0 && (t = new Uint8Array(n.length + e.length), t.set(n), t.set(e, n.length), this.carry = void 0), this.useStreaming) {
			let e = this.streamingDecoder().decode(t, zt);
			return t.length > 0 && e.length === t.length && Vt(t) === t.length && (this.useStreaming = !1), this.start(e);
		}
		let r = Vt(t);
		if (r < t.length && (this.carry = t.slice(r), t = t.subarray(0, r)), r === 0) return "";
		let i = Lt.decode(t);
		return i.length !== r && (this.useStreaming = !0, this.carry !== void 0 && (i += this.streamingDecoder().decode(this.carry, zt), this.carry = void 0)), this.start(i);
	}
	end() {
		if (this.useStreaming) return this.useStreaming = !1, this.streaming === void 0 ? "" : this.start(this.streaming.decode());
		let e = this.carry;
		return e === void 0 ? "" : (this.carry = void 0, this.start(Lt.decode(e)));
	}
	streamingDecoder() {
		return this.streaming ??= new TextDecoder("utf-8", { ignoreBOM: !0 });
	}
	start(e) {
		return !this.atStart || e.length === 0 ? e : (this.atStart = !1, e.charCodeAt(0) === Rt ? e.slice(1) : e);
	}
};
function Vt(e) {
	let t = e.length;
	if (t === 0 || e[t - 1] < 128) return t;
	let n = t > 3 ? t - 3 : 0;
	for (let r = t - 1; r >= n; r--) {
		let n = e[r];
		if (n < 128) return t;
		if (n >= 192) {
			let e = n >= 240 ? 4 : n >= 224 ? 3 : 2;
			return t - r < e ? r : t;
		}
	}
	return t;
}
// src/core/llm/sse.ts
var Ht = 10, Ut = 13, Wt = 58, Gt = 32, Kt = class {
	decoder = new Bt();
	onEvent;
	pending = [];
	skipLF = !1;
	data = "";
	hasData = !1;
	event = "";
	constructor(e) {
		this.onEvent = e;
	}
	feed(e) {
		let t = this.decoder.decode(e);
		t.length > 0 && this.feedText(t);
	}
	feedText(e) {
		let t = 0;
		if (this.skipLF && (this.skipLF = !1, e.charCodeAt(0) === Ht && (t = 1)), this.pending.length > 0) {
			let n = Jt(e, t);
			if (n === -1) {
				t < e.length && this.pending.push(t === 0 ? e : e.slice(t));
				return;
			}
			this.pending.push(e.slice(t, n));
			let r = this.pending.join("");
			this.pending = [], this.line(r, 0, r.length), t = this.afterBreak(e, n);
		}
		t = e.indexOf("\r", t) === -1 ? this.linesLF(e, t) : this.linesAny(e, t), t < e.length && this.pending.push(t === 0 ? e : e.slice(t));
	}
	end() {
		let e = this.decoder.end();
		if (e.length > 0 && this.feedText(e), this.pending.length > 0) {
			let e = this.pending.join("");
			this.pending = [], this.line(e, 0, e.length);
		}
		this.dispatch();
	}
	linesLF(e, t) {
		let n = e.indexOf("\n", t);
		for (; n !== -1;) {
			if (n === t) this.dispatch();
			else if (qt(e, t)) {
				let r = e.charCodeAt(t + 5) === Gt ? t + 6 : t + 5, i = e.slice(r, n);
				if (this.hasData) this.data += "\n" + i;
				else if (e.charCodeAt(n + 1) === Ht) {
					let r = this.event;
					this.event = "", t = n + 2, n = e.indexOf("\n", t), this.onEvent(i, r);
					continue;
				} else this.data = i, this.hasData = !0;
			} else e.charCodeAt(t) !== Wt && this.field(e.slice(t, n));
			t = n + 1, n = e.indexOf("\n", t);
		}
		return t;
	}
	linesAny(e, t) {
		let n = e.indexOf("\r", t), r = e.indexOf("\n", t);
		for (;;) {
			n !== -1 && n < t && (n = e.indexOf("\r", t)), r !== -1 && r < t && (r = e.indexOf("\n", t));
			let i = n === -1 ? r : r === -1 || n < r ? n : r;
			if (i === -1 || (this.line(e, t, i), t = this.afterBreak(e, i), t >= e.length)) return t;
		}
	}
	afterBreak(e, t) {
		if (e.charCodeAt(t) === Ut) {
			if (t + 1 === e.length) return this.skipLF = !0, t + 1;
			if (e.charCodeAt(t + 1) === Ht) return t + 2;
		}
		return t + 1;
	}
	line(e, t, n) {
		if (t === n) return this.dispatch();
		if (qt(e, t)) {
			let r = e.charCodeAt(t + 5) === Gt ? t + 6 : t + 5, i = e.slice(r, n);
			this.hasData ? this.data += "\n" + i : (this.data = i, this.hasData = !0);
		} else e.charCodeAt(t) !== Wt && this.field(e.slice(t, n));
	}
	field(e) {
		let t = e.indexOf(":"), n = t === -1 ? e : e.slice(0, t), r = t === -1 ? "" : e.slice(t + 1);
		r.charCodeAt(0) === Gt && (r = r.slice(1)), n === "event" ? this.event = r : n === "data" && (this.data = this.hasData ? this.data + "\n" + r : r, this.hasData = !0);
	}
	dispatch() {
		if (this.hasData) {
			let e = this.data, t = this.event;
			this.data = "", this.hasData = !1, this.event = "", this.onEvent(e, t);
		} else this.event = "";
	}
};
function qt(e, t) {
	return e.charCodeAt(t) === 100 && e.charCodeAt(t + 1) === 97 && e.charCodeAt(t + 2) === 116 && e.charCodeAt(t + 3) === 97 && e.charCodeAt(t + 4) === Wt;
}
function Jt(e, t) {
	let n = e.indexOf("\n", t), r = e.indexOf("\r", t);
	return r === -1 ? n : n === -1 || r < n ? r : n;
}
// src/core/llm/stream-decoder.ts
var Yt = class {
	state;
	framer;
	apply;
	fastPaths;
	templates;
	ended;
	constructor(e = {}) {
		this.state = new pt(e.idPrefix, e.collect === !0), this.fastPaths = e.fastPaths !== !1, this.framer = new Kt((e, t) => this.onFrame(e, t));
		let t = e.format ?? "auto";
		t !== "auto" && (this.apply = this.applierFor(t));
	}
	feed(e) {
		return this.framer.feed(e), this.state.take();
	}
	feedText(e) {
		return this.framer.feedText(e), this.state.take();
	}
	get finished() {
		return this.state.done;
	}
	get error() {
		return this.state.error;
	}
	end() {
		let e = this.state;
		e.done || this.framer.end(), !e.error && !e.done && e.finishReason === null && e.fail($e());
		let t;
		if (e.error) t = {
			events: e.take(),
			reason: "error",
			error: e.error
		};
		else {
			let n = e.finishTurn();
			t = {
				events: e.take(),
				reason: n
			};
		}
		return this.ended = t, t;
	}
	completion() {
		let e = this.state.collected, t = this.ended;
		if (e === void 0 || t === void 0) throw Error("StreamDecoder.completion(): needs the collect option and end() first");
		let n = {
			content: e.content.length === 1 ? e.content[0] : e.content.join(""),
			reasoning: e.reasoning.length === 1 ? e.reasoning[0] : e.reasoning.join(""),
			toolCalls: e.toolCalls,
			finishReason: t.reason
		};
		return e.usage && (n.usage = e.usage), n.timing = {
			firstByteMs: 0,
			durationMs: 0,
			attempts: 1
		}, t.error && (n.error = t.error), n;
	}
	onFrame(e, t) {
		let n = this.state;
		if (n.done) return;
		if (e === "[DONE]") {
			n.done = !0;
			return;
		}
		if (e === "") return;
		let r = this.templates;
		if (r !== void 0 && r.tryApply(e, n)) return;
		let i;
		try {
			i = JSON.parse(e);
		} catch {
			n.fail(t === "error" ? G({ message: e }) : et(e));
			return;
		}
		if (typeof i != "object" || !i) {
			n.fail(et(e));
			return;
		}
		let a = i;
		a.error !== void 0 && a.error !== null ? n.fail(G(a)) : ((this.apply ??= this.sniff(a, t))(a, t), this.templates !== void 0 && this.templates.learn(e, a));
	}
	sniff(e, t) {
		return gt(e.type) || gt(t) ? this.applierFor("anthropic") : e.choices === void 0 && Mt(e) ? this.applierFor("gemini") : this.applierFor("openai");
	}
	applierFor(e) {
		let t = this.state;
		if (e === "anthropic") {
			let e = new _t();
			return (n) => e.apply(t, n);
		}
		return e === "gemini" ? (e) => Q(t, e) : (this.fastPaths && (this.templates = new Dt()), (e) => Nt(t, e));
	}
};
function Xt(e, t = {}) {
	let n = new pt(t.idPrefix), r;
	try {
		r = JSON.parse(e);
	} catch {
		n.fail(W(e));
	}
	if (!n.error) {
		if (Array.isArray(r)) for (let e of r) e && typeof e == "object" && !n.error && Q(n, e);
		else if (typeof r != "object" || !r) n.fail(W(e));
		else {
			let t = r;
			t.error !== void 0 && t.error !== null ? n.fail(G(t)) : Array.isArray(t.choices) ? Pt(n, t) : t.type === "message" || Array.isArray(t.content) ? vt(n, t) : Mt(t) ? Q(n, t) : n.fail(W(e));
		}
	}
	if (n.error) return {
		events: n.take(),
		reason: "error",
		error: n.error
	};
	let i = n.finishTurn();
	return {
		events: n.take(),
		reason: i
	};
}
// src/core/llm/watchdog.ts
var Zt = class {
	last = 0;
	timer;
	ms;
	onStall;
	constructor(e, t) {
		this.ms = e, this.onStall = t;
	}
	start() {
		this.last = performance.now(), this.timer === void 0 && this.arm(this.ms);
	}
	touch() {
		this.last = performance.now();
	}
	stop() {
		this.timer !== void 0 && clearTimeout(this.timer), this.timer = void 0;
	}
	arm(e) {
		this.timer = setTimeout(() => {
			let e = performance.now() - this.last;
			e >= this.ms - 1 ? (this.timer = void 0, this.onStall()) : this.arm(this.ms - e);
		}, e);
	}
};
async function* Qt(e, t) {
	let n = performance.now(), r = 0, i = -1, a = (e) => ({
		type: "finish",
		reason: e,
		timing: {
			firstByteMs: i >= 0 ? en(i - n) : -1,
			durationMs: en(performance.now() - n),
			attempts: r
		}
	}), o;
	try {
		if (!t || typeof t.endpoint != "string" || t.endpoint === "") throw Error("endpoint: expected a URL");
		let n = it(e, t.provider);
		t.transformBody && (n = t.transformBody(n, e)), o = JSON.stringify(n);
	} catch (e) {
		yield {
			type: "error",
			error: tt(e instanceof Error ? e.message : String(e))
		}, yield a("error");
		return;
	}
	let s = t.signal;
	if (s?.aborted) {
		yield {
			type: "error",
			error: U()
		}, yield a("aborted");
		return;
	}
	let c = {
		retries: t.retries ?? J.retries,
		baseMs: t.retryBaseMs ?? J.baseMs,
		maxMs: t.retryMaxMs ?? J.maxMs
	}, l = t.wait ?? lt, u = {
		endpoint: t.endpoint,
		body: o,
		stream: e.stream !== !1,
		signal: s,
		headers: t.headers,
		fetch: t.fetch ?? globalThis.fetch.bind(globalThis),
		stallMs: t.stallTimeoutMs ?? 12e4,
		format: t.format ?? "auto",
		idPrefix: t.idPrefix ?? ft(),
		firstByteAt: -1,
		contentSent: !1
	};
	for (;;) {
		r++, u.firstByteAt = -1, u.contentSent = !1;
		let e = yield* $t(u);
		if (i = u.firstByteAt, !e.error) {
			yield a(e.reason ?? "stop");
			return;
		}
		let n = e.error;
		if (n.kind === "aborted") {
			yield {
				type: "error",
				error: n
			}, yield a("aborted");
			return;
		}
		let o = n.retryable && r <= c.retries && (!u.contentSent || t.retryAfterContent === !0), d = e.retryAfterMs;
		if (o && d !== void 0 && d > c.maxMs && (o = !1, n.message += ` (the server asked to wait ${Math.ceil(d / 1e3)} s before retrying)`), !o) {
			yield {
				type: "error",
				error: n
			}, yield a("error");
			return;
		}
		let f = d ?? st(r, c), p = {
			attempt: r + 1,
			delayMs: f,
			error: n
		};
		t.onRetry?.(p), yield {
			type: "retry",
			...p
		};
		try {
			await l(f, s);
		} catch {
			yield {
				type: "error",
				error: U()
			}, yield a("aborted");
			return;
		}
		if (s?.aborted) {
			yield {
				type: "error",
				error: U()
			}, yield a("aborted");
			return;
		}
	}
}
async function* $t(e) {
	let t = new AbortController(), n = e.signal, r = () => t.abort(n?.reason);
	n?.addEventListener("abort", r, { once: !0 });
	let i = !1, a = e.stallMs > 0 ? new Zt(e.stallMs, () => {
		i = !0, t.abort();
	}) : void 0, o = (t) => ({ error: n?.aborted ? U() : i ? Ze(e.stallMs) : Qe(t) }), s, c = async (t) => {
		if (!t.body) return "";
		s = t.body.getReader();
		let n = new TextDecoder(), r = [];
		for (;;) {
			let t = await s.read();
			if (t.done) break;
			a?.touch(), e.firstByteAt < 0 && (e.firstByteAt = performance.now()), r.push(n.decode(t.value, { stream: !0 }));
		}
		return r.push(n.decode()), r.join("");
	};
	try {
		if (n?.aborted) return { error: U() };
		let r;
		try {
			r = typeof e.headers == "function" ? await e.headers() : e.headers;
		} catch (e) {
			return { error: tt(`headers: ${e instanceof Error ? e.message : String(e)}`) };
		}
		let l = {
			"content-type": "application/json",
			accept: e.stream ? "text/event-stream" : "application/json",
			...r
		};
		e.stream && a?.start();
		let u;
		try {
			u = await e.fetch(e.endpoint, {
				method: "POST",
				headers: l,
				body: e.body,
				signal: t.signal
			});
		} catch (e) {
			return o(e);
		}
		if (a?.start(), a?.touch(), !u.ok) {
			let e = "";
			try {
				e = await c(u);
			} catch (e) {
				if (n?.aborted || i) return o(e);
			}
			return {
				error: nt(u.status, u.statusText, e),
				retryAfterMs: ct(u.headers)
			};
		}
		let d = u.headers.get("content-type") ?? "";
		if (!e.stream || d.includes("json") && !d.includes("event-stream")) {
			let t;
			try {
				t = await c(u);
			} catch (e) {
				return o(e);
			}
			let n = Xt(t, { idPrefix: e.idPrefix });
			for (let t of n.events) $(t) && (e.contentSent = !0), yield t;
			return n.error ? { error: n.error } : { reason: n.reason };
		}
		if (!u.body) return { error: H("protocol", "The model answered 200 with no body.", { retryable: !0 }) };
		s = u.body.getReader();
		let f = new Yt({
			format: e.format,
			idPrefix: e.idPrefix
		});
		for (;;) {
			let t;
			try {
				t = await s.read();
			} catch (e) {
				return o(e);
			}
			if (t.done) break;
			a?.touch(), e.firstByteAt < 0 && (e.firstByteAt = performance.now());
			let n = f.feed(t.value);
			for (let t = 0; t < n.length; t++) {
				let r = n[t];
				!e.contentSent && $(r) && (e.contentSent = !0), yield r;
			}
			if (f.finished) break;
		}
		let p = f.end();
		for (let t of p.events) $(t) && (e.contentSent = !0), yield t;
		return p.error ? { error: p.error } : { reason: p.reason };
	} finally {
		a?.stop(), n?.removeEventListener("abort", r), s && s.cancel().catch(() => void 0), t.abort();
	}
}
function $(e) {
	let t = e.type;
	return t === "text-delta" || t === "reasoning-delta" || t === "tool-call-start" || t === "tool-call-delta" || t === "tool-call-end";
}
function en(e) {
	return Math.round(e * 10) / 10;
}
// src/core/llm/client.ts
function tn(e) {
	let t = e.endpoint ?? (e.baseUrl ? nn(e.baseUrl, "chat/completions") : "");
	if (!t) throw TypeError("createModelClient: give `endpoint` (full URL) or `baseUrl`");
	let { apiKey: n, headers: r, baseUrl: i, endpoint: a, ...o } = e, s = n ? async () => ({
		...typeof r == "function" ? await r() : r,
		authorization: `Bearer ${n}`
	}) : r;
	return (e, { signal: n, stallTimeoutMs: r } = {}) => Qt(e, {
		...o,
		endpoint: t,
		headers: s,
		signal: n,
		...r === void 0 ? {} : { stallTimeoutMs: r }
	});
}
function nn(e, t) {
	return `${e.replace(/\/+$/, "")}/${t}`;
}
// src/demo/fetch.ts
var rn = "http://demo.invalid/v1";
function an(e = {}) {
	let t = e.delayMs ?? 15, n = new TextEncoder();
	return (async (e, r = {}) => {
		let i = new URL(typeof e == "string" ? e : e instanceof URL ? e.href : e.url), a = r.signal ?? void 0;
		if (a?.aborted) throw z();
		let o = i.pathname.replace(/^.*?\/v1(?=\/|$)/, ""), s = typeof r.body == "string" ? r.body : "", c = R((r.method ?? "GET").toUpperCase(), o, s);
		if (!c) return new Response("not found", { status: 404 });
		if (c.kind === "json") return new Response(JSON.stringify(c.body), {
			status: c.status,
			headers: { "content-type": "application/json" }
		});
		let l = 0, u = new ReadableStream({ async pull(e) {
			try {
				l > 0 && await qe(t, a);
			} catch (t) {
				e.error(t);
				return;
			}
			if (l >= c.frames.length) return e.close();
			e.enqueue(n.encode(c.frames[l++]));
		} });
		return new Response(u, {
			status: 200,
			headers: { "content-type": "text/event-stream" }
		});
	});
}
function on(e = {}) {
	let t = tn({
		baseUrl: rn,
		fetch: an(e),
		retries: 0
	});
	return (e, n) => t({
		...e,
		model: e.model || "troupe-demo"
	}, n);
}
export { ze as DEMO_MODEL_ID, M as DemoRequestError, rn as IN_PAGE_DEMO_BASE, _ as applyAll, Ue as completionChunks, Ge as completionJson, an as createDemoFetch, Xe as createDemoHandler, on as createDemoModelClient, R as demoAnswer, Ie as demoRespond, Fe as demoRole, N as readDemoRequest, We as sseFrames, g as textsFor };
