// src/core/agent/tool.ts
function e(e, t, n) {
	let r = {
		ok: !1,
		error: e
	};
	return t && (r.code = t), n && (r.hint = n), r;
}
function t(e) {
	return typeof e == "object" && !!e && e.ok === !1 && "error" in e;
}
// src/core/index.ts
var n = "0.1.0";
export { n as VERSION, t as isToolFailure, e as toolFailure };
