// src/core/skills/limits.ts
var e = 1048576, t = Object.freeze({
	maxFiles: 100,
	maxFileBytes: 4 * e,
	maxSkillBytes: 16 * e,
	maxSkillMdBytes: 524288,
	maxNameLength: 128,
	descriptionWarnChars: 1024,
	maxDescriptionChars: 4096,
	maxPathLength: 1024,
	maxZipEntries: 5e3,
	maxZipBytes: 256 * e,
	maxToolResponseBytes: 51200
}), n = (e) => `${(e / 1048576).toFixed(e % 1048576 == 0 ? 0 : 1)} MB`, r = (e) => `${Math.round(e / 1024)} KB`, i = (e) => e >= 1048576 ? n(e) : e >= 1024 ? r(e) : `${e} bytes`, a = {
	"file-content": () => "a file needs exactly one of `text` or `bytes`",
	"path-empty": () => "the path is empty",
	"path-absolute": () => "absolute paths are not allowed; paths are relative to the skill folder",
	"path-drive": () => "drive letters are not allowed in paths",
	"path-backslash": () => "backslashes are not allowed in paths; separate folders with /",
	"path-traversal": () => "\".\" and \"..\" are not allowed as path segments",
	"path-empty-segment": () => "empty path segments (a double or trailing /) are not allowed",
	"path-control-char": () => "control characters are not allowed in paths",
	"path-too-long": () => `the path is longer than ${t.maxPathLength} characters`,
	"path-duplicate": () => "this path appears more than once",
	"too-many-files": (e) => `the skill has ${e.count} files; at most ${t.maxFiles} are allowed`,
	"file-too-large": (e) => `the file is ${i(Number(e.bytes))}; at most ${n(t.maxFileBytes)} per file`,
	"skill-too-large": (e) => `the skill is ${i(Number(e.bytes))} in total; at most ${n(t.maxSkillBytes)} per skill`,
	"skill-md-too-large": (e) => `SKILL.md is ${i(Number(e.bytes))}; at most ${r(t.maxSkillMdBytes)}`,
	"skill-md-not-text": () => "SKILL.md must be UTF-8 text",
	"skill-md-missing": (e) => e.found ? `no SKILL.md in the skill folder (found "${e.found}": the file must be named SKILL.md)` : "no SKILL.md in the skill folder",
	"no-skill": () => "no SKILL.md found: a skill is a folder with a SKILL.md file",
	"ignored-file": (e) => `ignored: ${e.why}`,
	"frontmatter-missing": () => "SKILL.md must start with YAML frontmatter: a first line \"---\"",
	"frontmatter-unclosed": () => "the YAML frontmatter is not closed by a line \"---\"",
	"frontmatter-yaml": (e) => `the YAML frontmatter does not parse: ${e.detail}`,
	"frontmatter-not-mapping": (e) => `the YAML frontmatter must be a mapping of keys to values, not ${e.got}`,
	"name-missing": () => "the frontmatter has no `name`",
	"name-type": (e) => `\`name\` must be text, not ${e.got}`,
	"name-invalid": (e) => `the name "${e.name}" is not allowed: use 1–${t.maxNameLength} characters from a-z, 0-9, _ and -, starting with a letter or digit`,
	"name-folder-mismatch": (e) => `the name "${e.name}" differs from its folder name "${e.folder}"; they must be equal`,
	"name-not-portable": (e) => `the name "${e.name}" does not meet the Agent Skills rule (${e.why}); other tools may reject it`,
	"description-missing": () => "the frontmatter has no `description` (or it is empty)",
	"description-type": (e) => `\`description\` must be text, not ${e.got}`,
	"description-too-long": (e) => `the description has ${e.length} characters; at most ${t.maxDescriptionChars} are allowed`,
	"description-long": (e) => `the description has ${e.length} characters, over the Agent Skills limit of ${t.descriptionWarnChars}; accepted, but other tools may cut it`,
	"field-ignored": (e) => `\`${e.field}\` ${e.why}; it was ignored`,
	"zip-invalid": (e) => `not a readable zip archive: ${e.detail}`,
	"zip-encrypted": () => "encrypted zip entries are not supported",
	"zip-method": (e) => `compression method ${e.method} is not supported (only stored and deflate)`,
	"zip-link": () => "symbolic links are not allowed in a skill zip",
	"zip-duplicate": () => "the zip holds this entry more than once",
	"zip-too-many-entries": (e) => `the zip has ${e.count} entries; at most ${t.maxZipEntries} are allowed`,
	"zip-too-large": (e) => `the zip unpacks to ${i(Number(e.bytes))}; at most ${n(t.maxZipBytes)}`,
	"zip-overlap": () => "zip entries overlap each other (a zip-bomb pattern)",
	"zip-bomb": (e) => `the entry unpacks to more than its declared ${i(Number(e.bytes))}; refusing it`,
	"zip-size-mismatch": (e) => `the entry unpacks to ${e.actual} bytes but declares ${e.declared}`,
	"zip-crc": () => "the entry is corrupted (checksum mismatch)",
	"zip-entry-invalid": (e) => `the entry cannot be unpacked: ${e.detail}`
};
function o(e, t, n = {}, r) {
	let i = a[e](n), o = r && t ? `${r}/${t}` : t || r || "", s = {
		file: t,
		rule: e,
		message: o ? `${o}: ${i}` : i
	};
	return r && (s.skill = r), s;
}
function s(e, t = {}) {
	return a[e](t);
}
function c(e) {
	return e === null ? "null" : Array.isArray(e) ? "a list" : typeof e == "object" ? "a mapping" : `a ${typeof e}`;
}
// node_modules/js-yaml/dist/js-yaml.mjs
var l = Symbol("NOT_RESOLVED");
function u(e, t) {
	return {
		tagName: e,
		nodeKind: "scalar",
		implicit: t.implicit ?? !1,
		matchByTagPrefix: t.matchByTagPrefix ?? !1,
		implicitFirstChars: t.implicitFirstChars ?? null,
		resolve: t.resolve,
		identify: t.identify,
		represent: t.represent ?? ((e) => String(e)),
		representTagName: t.representTagName ?? (() => e)
	};
}
function d(e, t) {
	let n = t.finalize === void 0;
	return {
		tagName: e,
		nodeKind: "sequence",
		implicit: !1,
		matchByTagPrefix: t.matchByTagPrefix ?? !1,
		create: t.create,
		addItem: t.addItem,
		finalize: t.finalize ?? ((e) => e),
		carrierIsResult: n,
		identify: t.identify,
		represent: t.represent ?? ((e) => e),
		representTagName: t.representTagName ?? (() => e)
	};
}
function f(e, t) {
	let n = t.finalize === void 0;
	return {
		tagName: e,
		nodeKind: "mapping",
		implicit: !1,
		matchByTagPrefix: t.matchByTagPrefix ?? !1,
		create: t.create,
		addPair: t.addPair,
		has: t.has,
		keys: t.keys,
		get: t.get,
		finalize: t.finalize ?? ((e) => e),
		carrierIsResult: n,
		identify: t.identify,
		represent: t.represent ?? ((e) => e),
		representTagName: t.representTagName ?? (() => e)
	};
}
var p = u("tag:yaml.org,2002:str", {
	resolve: (e) => e,
	identify: (e) => typeof e == "string"
}), m = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
], h = u("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (e) => m.indexOf(e) === -1 ? l : null,
	identify: (e) => e === null,
	represent: () => "null"
}), g = u("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: ["n"],
	resolve: (e, t) => e === "null" || t && e === "" ? null : l,
	identify: (e) => e === null,
	represent: () => "null"
}), _ = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
], v = u("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (e) => _.indexOf(e) === -1 ? l : null,
	identify: (e) => e === null,
	represent: () => "null"
}), y = [
	"true",
	"True",
	"TRUE"
], b = [
	"false",
	"False",
	"FALSE"
], x = u("tag:yaml.org,2002:bool", {
	implicit: !0,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (e) => y.indexOf(e) !== -1 || b.indexOf(e) === -1 && l,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), S = ["true"], C = ["false"], w = u("tag:yaml.org,2002:bool", {
	implicit: !0,
	implicitFirstChars: ["t", "f"],
	resolve: (e) => S.indexOf(e) !== -1 || C.indexOf(e) === -1 && l,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), T = [
	"true",
	"True",
	"TRUE",
	"y",
	"Y",
	"yes",
	"Yes",
	"YES",
	"on",
	"On",
	"ON"
], E = [
	"false",
	"False",
	"FALSE",
	"n",
	"N",
	"no",
	"No",
	"NO",
	"off",
	"Off",
	"OFF"
], D = u("tag:yaml.org,2002:bool", {
	implicit: !0,
	implicitFirstChars: [
		"y",
		"Y",
		"n",
		"N",
		"t",
		"T",
		"f",
		"F",
		"o",
		"O"
	],
	resolve: (e) => T.indexOf(e) !== -1 || E.indexOf(e) === -1 && l,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), ee = /* @__PURE__ */ RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$"), O = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function k(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function A(e, t) {
	if (t) {
		if (!O.test(e)) return l;
	} else if (!ee.test(e)) return l;
	let n = k(e);
	return Number.isFinite(n) ? n : l;
}
var te = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: A,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), j = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)$"), ne = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function re(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function ie(e, t) {
	if (t) {
		if (!ne.test(e)) return l;
	} else if (!j.test(e)) return l;
	let n = re(e);
	return Number.isFinite(n) ? n : l;
}
var ae = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: ie,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), oe = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function se(e) {
	let t = e.replace(/_/g, ""), n = 1;
	if ((t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b")) return n * parseInt(t.slice(2), 2);
	if (t.startsWith("0x")) return n * parseInt(t.slice(2), 16);
	if (t.includes(":")) {
		let e = 0;
		for (let n of t.split(":")) e = e * 60 + Number(n);
		return n * e;
	}
	return t !== "0" && t[0] === "0" ? n * parseInt(t, 8) : n * parseInt(t, 10);
}
function ce(e) {
	if (!oe.test(e)) return l;
	let t = se(e);
	return Number.isFinite(t) ? t : l;
}
var M = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: ce,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), le = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), ue = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function de(e) {
	if (!le.test(e)) return l;
	let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = n * parseFloat(t);
	return Number.isFinite(r) || ue.test(e) ? r : l;
}
function fe(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var pe = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: de,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: fe
}), me = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$"), he = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function ge(e, t) {
	if (t) {
		if (!he.test(e)) return l;
		let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
		if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
		if (t === ".nan") return NaN;
		let r = n * parseFloat(t);
		return Number.isFinite(r) ? r : l;
	}
	if (!me.test(e)) return l;
	let n = Number(e);
	return Number.isFinite(n) ? n : l;
}
function _e(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var ve = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: ge,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: _e
}), ye = /* @__PURE__ */ RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), be = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function xe(e) {
	if (!ye.test(e)) return l;
	let t = e.toLowerCase().replace(/_/g, ""), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = 0;
	if (t.includes(":")) {
		for (let e of t.split(":")) r = r * 60 + Number(e);
		r *= n;
	} else r = n * parseFloat(t);
	return Number.isFinite(r) || be.test(e) ? r : l;
}
function Se(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var Ce = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: xe,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: Se
}), we = u("tag:yaml.org,2002:merge", {
	implicit: !0,
	implicitFirstChars: ["<"],
	resolve: (e, t) => e === "<<" || t && e === "" ? "<<" : l,
	identify: () => !1
}), Te = /^[A-Za-z0-9+/]*={0,2}$/;
function Ee(e) {
	let t = e.replace(/\s/g, "");
	if (t.length % 4 != 0 || !Te.test(t)) return l;
	let n = atob(t), r = new Uint8Array(n.length);
	for (let e = 0; e < n.length; e++) r[e] = n.charCodeAt(e);
	return r;
}
function De(e) {
	let t = "";
	for (let n = 0; n < e.length; n++) t += String.fromCharCode(e[n]);
	return btoa(t);
}
var Oe = u("tag:yaml.org,2002:binary", {
	resolve: Ee,
	identify: (e) => Object.prototype.toString.call(e) === "[object Uint8Array]",
	represent: De
}), ke = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"), Ae = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function je(e, t, n, r = 0, i = 0, a = 0, o = 0) {
	let s = new Date(Date.UTC(e, t, n, r, i, a, o));
	return s.setUTCFullYear(e, t, n), s;
}
function Me(e) {
	let t = ke.exec(e);
	if (t === null && (t = Ae.exec(e)), t === null) return l;
	let n = +t[1], r = t[2] - 1, i = +t[3];
	if (!t[4]) {
		let e = je(n, r, i);
		return e.getUTCFullYear() !== n || e.getUTCMonth() !== r || e.getUTCDate() !== i ? l : e;
	}
	let a = +t[4], o = +t[5], s = +t[6], c = 0;
	if (a > 23 || o > 59 || s > 59) return l;
	if (t[7]) {
		let e = t[7].slice(0, 3);
		for (; e.length < 3;) e += "0";
		c = +e;
	}
	let u = je(n, r, i, a, o, s, c);
	if (u.getUTCFullYear() !== n || u.getUTCMonth() !== r || u.getUTCDate() !== i) return l;
	if (t[9]) {
		let e = +t[10], n = +(t[11] || 0);
		if (e > 23 || n > 59) return l;
		let r = (e * 60 + n) * 6e4;
		u.setTime(u.getTime() - (t[9] === "-" ? -r : r));
	}
	return u;
}
var Ne = u("tag:yaml.org,2002:timestamp", {
	implicit: !0,
	implicitFirstChars: [..."0123456789"],
	resolve: Me,
	identify: (e) => e instanceof Date,
	represent: (e) => e.toISOString()
}), Pe = d("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (e, t) => {
		e.push(t);
	},
	identify: Array.isArray
});
function Fe(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === null || t === Object.prototype;
}
function Ie(e, t) {
	let n = {};
	for (let r of t) e[r] !== void 0 && (n[r] = e[r]);
	return n;
}
var Le = d("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (e, t) => {
		let n;
		if (t instanceof Map) {
			if (t.size !== 1) return "cannot resolve an ordered map item";
			n = t.keys().next().value;
		} else if (Fe(t)) {
			let e = Object.keys(t);
			if (e.length !== 1) return "cannot resolve an ordered map item";
			n = e[0];
		} else return "cannot resolve an ordered map item";
		return e.seen.has(n) ? "duplicate key in ordered map" : (e.seen.add(n), e.list.push(t), "");
	},
	finalize: (e) => e.list,
	identify: () => !1
}), Re = d("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (e, t) => {
		if (t instanceof Map) return t.size === 1 ? (e.push(t.entries().next().value), "") : "cannot resolve a pairs item";
		if (Object.prototype.toString.call(t) !== "[object Object]") return "cannot resolve a pairs item";
		let n = t, r = Object.keys(n);
		return r.length === 1 ? (e.push([r[0], n[r[0]]]), "") : "cannot resolve a pairs item";
	},
	identify: () => !1
}), ze = f("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: Fe,
	represent: (e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of Object.keys(e)) t.set(n, e[n]);
		return t;
	},
	addPair: (e, t, n) => {
		if (typeof t == "object" && t) return "object-based map does not support complex keys";
		let r = String(t);
		return r === "__proto__" ? Object.defineProperty(e, r, {
			value: n,
			enumerable: !0,
			configurable: !0,
			writable: !0
		}) : e[r] = n, "";
	},
	has: (e, t) => typeof t == "object" && t ? !1 : Object.prototype.hasOwnProperty.call(e, String(t)),
	keys: (e) => Object.keys(e),
	get: (e, t) => {
		let n = String(t);
		return Object.prototype.hasOwnProperty.call(e, n) ? e[n] : null;
	}
}), Be = f("tag:yaml.org,2002:set", {
	create: () => /* @__PURE__ */ new Set(),
	identify: (e) => e instanceof Set,
	represent: (e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of e) t.set(n, null);
		return t;
	},
	addPair: (e, t, n) => n === null ? (e.add(t), "") : "cannot resolve a set item",
	has: (e, t) => e.has(t),
	keys: (e) => e.keys(),
	get: () => null
});
function Ve() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function He() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function Ue(e) {
	let t = [];
	for (let n of e) {
		let e = t.length;
		for (let r = 0; r < t.length; r++) {
			let i = t[r];
			if (i.nodeKind === n.nodeKind && i.tagName === n.tagName && i.matchByTagPrefix === n.matchByTagPrefix) {
				e = r;
				break;
			}
		}
		t[e] = n;
	}
	return t;
}
var We = class e {
	tags;
	implicitScalarTags;
	implicitScalarByFirstChar;
	implicitScalarAnyFirstChar;
	defaultScalarTag;
	defaultSequenceTag;
	defaultMappingTag;
	exact;
	prefix;
	constructor(e) {
		let t = Ue(e), n = [], r = Ve(), i = He();
		for (let e of t) {
			if (e.nodeKind === "scalar" && e.implicit) {
				if (e.matchByTagPrefix) throw Error("Implicit scalar tags cannot match by tag prefix");
				n.push(e);
			}
			switch (e.nodeKind) {
				case "scalar":
					e.matchByTagPrefix ? i.scalar.push(e) : r.scalar[e.tagName] = e;
					break;
				case "sequence":
					e.matchByTagPrefix ? i.sequence.push(e) : r.sequence[e.tagName] = e;
					break;
				case "mapping": e.matchByTagPrefix ? i.mapping.push(e) : r.mapping[e.tagName] = e;
			}
		}
		let a = n.filter((e) => e.implicitFirstChars === null), o = /* @__PURE__ */ new Set();
		for (let e of n) if (e.implicitFirstChars !== null) for (let t of e.implicitFirstChars) o.add(t);
		let s = /* @__PURE__ */ new Map();
		for (let e of o) s.set(e, n.filter((t) => t.implicitFirstChars === null || t.implicitFirstChars.indexOf(e) !== -1));
		let c = r.scalar["tag:yaml.org,2002:str"];
		if (!c) throw Error("schema does not define the default scalar tag (tag:yaml.org,2002:str)");
		this.tags = t, this.implicitScalarTags = n, this.implicitScalarByFirstChar = s, this.implicitScalarAnyFirstChar = a, this.defaultScalarTag = c, this.defaultSequenceTag = r.sequence["tag:yaml.org,2002:seq"], this.defaultMappingTag = r.mapping["tag:yaml.org,2002:map"], this.exact = r, this.prefix = i;
	}
	lookupScalarTag(e) {
		let t = this.exact.scalar[e];
		if (t) return t;
		for (let t of this.prefix.scalar) if (e.startsWith(t.tagName)) return t;
	}
	lookupSequenceTag(e) {
		let t = this.exact.sequence[e];
		if (t) return t;
		for (let t of this.prefix.sequence) if (e.startsWith(t.tagName)) return t;
	}
	lookupMappingTag(e) {
		let t = this.exact.mapping[e];
		if (t) return t;
		for (let t of this.prefix.mapping) if (e.startsWith(t.tagName)) return t;
	}
	resolveImplicitScalarTag(e) {
		let t = this.implicitScalarByFirstChar.get(e.charAt(0)) ?? this.implicitScalarAnyFirstChar;
		for (let n of t) {
			let t = n.resolve(e, !1, n.tagName);
			if (t !== l) return {
				value: t,
				tag: n
			};
		}
		let n = this.defaultScalarTag;
		return {
			value: n.resolve(e, !1, n.tagName),
			tag: n
		};
	}
	withTags(...t) {
		let n = [];
		for (let e of t) n = n.concat(e);
		return new e([...this.tags, ...n]);
	}
}, Ge = new We([
	p,
	Pe,
	ze
]);
new We([
	...Ge.tags,
	g,
	w,
	ae,
	ve
]);
var Ke = new We([
	...Ge.tags,
	h,
	x,
	te,
	pe
]);
new We([
	...Ge.tags,
	v,
	D,
	M,
	Ce,
	Ne,
	we,
	Oe,
	Le,
	Re,
	Be
]).withTags({
	...M,
	resolve: (e, t, n) => {
		let r = M.resolve(e, t, n);
		return r === l ? te.resolve(e, t, n) : r;
	}
}, {
	...Ce,
	resolve: (e, t, n) => {
		let r = Ce.resolve(e, t, n);
		return r === l ? pe.resolve(e, t, n) : r;
	}
}), f("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (e, t, n) => (e.set(t, n), ""),
	has: (e, t) => e.has(t),
	keys: (e) => e.keys(),
	get: (e, t) => e.get(t),
	identify: (e) => e instanceof Map || Fe(e),
	represent: (e) => {
		if (e instanceof Map) return e;
		let t = /* @__PURE__ */ new Map(), n = e;
		for (let e of Object.keys(n)) t.set(e, n[e]);
		return t;
	}
});
function qe(e) {
	if (Array.isArray(e)) {
		let t = Array.prototype.slice.call(e);
		for (let e = 0; e < t.length; e++) {
			if (Array.isArray(t[e])) return null;
			typeof t[e] == "object" && Object.prototype.toString.call(t[e]) === "[object Object]" && (t[e] = "[object Object]");
		}
		return String(t);
	}
	return typeof e == "object" && Object.prototype.toString.call(e) === "[object Object]" ? "[object Object]" : String(e);
}
f("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: Fe,
	represent: (e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of Object.keys(e)) t.set(n, e[n]);
		return t;
	},
	addPair: (e, t, n) => {
		let r = qe(t);
		return r === null ? "nested arrays are not supported inside keys" : (r === "__proto__" ? Object.defineProperty(e, r, {
			value: n,
			enumerable: !0,
			configurable: !0,
			writable: !0
		}) : e[r] = n, "");
	},
	has: (e, t) => {
		let n = qe(t);
		return n !== null && Object.prototype.hasOwnProperty.call(e, n);
	},
	keys: (e) => Object.keys(e),
	get: (e, t) => {
		let n = String(t);
		return Object.prototype.hasOwnProperty.call(e, n) ? e[n] : null;
	}
});
var Je = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function Ye(e, t, n, r, i) {
	let a = "", o = "", s = Math.floor(i / 2) - 1;
	return r - t > s && (a = " ... ", t = r - s + a.length), n - r > s && (o = " ...", n = r + s - o.length), {
		str: a + e.slice(t, n).replace(/\t/g, "→") + o,
		pos: r - t + a.length
	};
}
function Xe(e, t) {
	return " ".repeat(Math.max(t - e.length, 0)) + e;
}
function Ze(e, t) {
	if (!e.buffer) return null;
	let n = {
		...Je,
		...t
	}, r = /\r?\n|\r|\0/g, i = [0], a = [], o, s = -1;
	for (; o = r.exec(e.buffer);) a.push(o.index), i.push(o.index + o[0].length), e.position <= o.index && s < 0 && (s = i.length - 2);
	s < 0 && (s = i.length - 1);
	let c = "", l = Math.min(e.line + n.linesAfter, a.length).toString().length, u = n.maxLength - (n.indent + l + 3);
	for (let t = 1; t <= n.linesBefore && !(s - t < 0); t++) {
		let r = Ye(e.buffer, i[s - t], a[s - t], e.position - (i[s] - i[s - t]), u);
		c = `${" ".repeat(n.indent)}${Xe((e.line - t + 1).toString(), l)} | ${r.str}\n${c}`;
	}
	let d = Ye(e.buffer, i[s], a[s], e.position, u);
	c += `${" ".repeat(n.indent)}${Xe((e.line + 1).toString(), l)} | ${d.str}\n`, c += `${"-".repeat(n.indent + l + 3 + d.pos)}^\n`;
	for (let t = 1; t <= n.linesAfter && !(s + t >= a.length); t++) {
		let r = Ye(e.buffer, i[s + t], a[s + t], e.position - (i[s] - i[s + t]), u);
		c += `${" ".repeat(n.indent)}${Xe((e.line + t + 1).toString(), l)} | ${r.str}\n`;
	}
	return c.replace(/\n$/, "");
}
function Qe(e, t) {
	let n = "";
	return e.mark ? (e.mark.name && (n += `in "${e.mark.name}" `), n += `(${e.mark.line + 1}:${e.mark.column + 1})`, !t && e.mark.snippet && (n += `\n\n${e.mark.snippet}`), `${e.reason} ${n}`) : e.reason;
}
var $e = class e extends Error {
	reason;
	mark;
	constructor(e, t) {
		super(), this.name = "YAMLException", this.reason = e, this.mark = t, this.message = Qe(this, !1), Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
	}
	toString(e) {
		return `${this.name}: ${Qe(this, e)}`;
	}
	static throwAt(t, n, r, i = "") {
		let a = 0, o = 0;
		for (let e = 0; e < n; e++) {
			let n = t.charCodeAt(e);
			n === 10 ? (a++, o = e + 1) : n === 13 && (a++, t.charCodeAt(e + 1) === 10 && e++, o = e + 1);
		}
		let s = {
			name: i,
			buffer: t,
			position: n,
			line: a,
			column: n - o
		};
		throw s.snippet = Ze(s), new e(r, s);
	}
}, N = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
}, P = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
}, et = {
	BLOCK: 1,
	FLOW: 2
}, tt = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
}, nt = -1;
function rt(e) {
	switch (e) {
		case 48: return "\0";
		case 97: return "\x07";
		case 98: return "\b";
		case 116: return "	";
		case 9: return "	";
		case 110: return "\n";
		case 118: return "\v";
		case 102: return "\f";
		case 114: return "\r";
		case 101: return "\x1B";
		case 32: return " ";
		case 34: return "\"";
		case 47: return "/";
		case 92: return "\\";
		case 78: return "";
		case 95: return "\xA0";
		case 76: return "\u2028";
		case 80: return "\u2029";
		default: return "";
	}
}
var it = Array(256), at = Array(256);
for (let e = 0; e < 256; e++) it[e] = +!!rt(e), at[e] = rt(e);
function ot(e) {
	return e <= 65535 ? String.fromCharCode(e) : String.fromCharCode((e - 65536 >> 10) + 55296, (e - 65536 & 1023) + 56320);
}
function st(e) {
	return e >= 48 && e <= 57 ? e - 48 : (e | 32) - 97 + 10;
}
function ct(e) {
	return e === 120 ? 2 : e === 117 ? 4 : 8;
}
function lt(e, t, n) {
	let r = 0;
	for (; t < n;) {
		let n = e.charCodeAt(t);
		if (n === 10) r++, t++;
		else if (n === 13) r++, t++, e.charCodeAt(t) === 10 && t++;
		else if (n === 32 || n === 9) t++;
		else break;
	}
	return {
		position: t,
		breaks: r
	};
}
function ut(e) {
	return e === 1 ? " " : "\n".repeat(e - 1);
}
function dt(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = lt(e, i, n);
			r += ut(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, o);
}
function ft(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 39) r += e.slice(a, i) + "'", i += 2, a = o = i;
		else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = lt(e, i, n);
			r += ut(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function pt(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 92) {
			r += e.slice(a, i), i++;
			let t = e.charCodeAt(i);
			if (t === 10 || t === 13) i = lt(e, i, n).position;
			else if (t < 256 && it[t]) r += at[t], i++;
			else {
				let n = ct(t), a = 0;
				for (; n > 0; n--) {
					i++;
					let t = st(e.charCodeAt(i));
					a = (a << 4) + t;
				}
				r += ot(a), i++;
			}
			a = o = i;
		} else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = lt(e, i, n);
			r += ut(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function mt(e, t, n, r, i, a) {
	let o = r < 0 ? 0 : r, s = e.slice(t, n).replace(/\r\n?/g, "\n"), c = s === "" ? [] : (s.endsWith("\n") ? s.slice(0, -1) : s).split("\n"), l = "", u = !1, d = 0, f = !1;
	for (let e of c) {
		let t = 0;
		for (; t < o && e.charCodeAt(t) === 32;) t++;
		if (r < 0 || t >= e.length) {
			d++;
			continue;
		}
		let n = e.slice(o), i = n.charCodeAt(0);
		a ? i === 32 || i === 9 ? (f = !0, l += "\n".repeat(u ? 1 + d : d)) : f ? (f = !1, l += "\n".repeat(d + 1)) : d === 0 ? u && (l += " ") : l += "\n".repeat(d) : l += "\n".repeat(u ? 1 + d : d), l += n, u = !0, d = 0;
	}
	return i === tt.KEEP ? l += "\n".repeat(u ? 1 + d : d) : i !== tt.STRIP && u && (l += "\n"), l;
}
function ht(e, t) {
	if (t.valueStart === nt) return "";
	let { valueStart: n, valueEnd: r } = t;
	if (t.fast) return e.slice(n, r);
	switch (t.style) {
		case P.SINGLE_QUOTED: return ft(e, n, r);
		case P.DOUBLE_QUOTED: return pt(e, n, r);
		case P.LITERAL_BLOCK: return mt(e, n, r, t.indent, t.chomping, !1);
		case P.FOLDED_BLOCK: return mt(e, n, r, t.indent, t.chomping, !0);
		default: return dt(e, n, r);
	}
}
var gt = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
function _t(e) {
	let t = "", n = 0;
	for (; n < e.length;) {
		if (e.charCodeAt(n) !== 37) {
			t += e[n++];
			continue;
		}
		let r = parseInt(e.slice(n + 1, n + 3), 16);
		if (n += 3, r >= 192) {
			let t = r < 224 ? 1 : r < 240 ? 2 : 3;
			for (r &= (1 << 6 - t) - 1; t-- > 0;) r = r << 6 | parseInt(e.slice(n + 1, n + 3), 16) & 63, n += 3;
		}
		r < 65536 ? t += String.fromCharCode(r) : (r -= 65536, t += String.fromCharCode(55296 | r >> 10, 56320 | r & 1023));
	}
	return t;
}
function vt(e, t) {
	if (e.startsWith("!<") && e.endsWith(">")) return _t(e.slice(2, -1));
	let n = e.indexOf("!", 1), r = n === -1 ? "!" : e.slice(0, n + 1);
	return _t(t?.[r] ?? gt[r] ?? r) + _t(e.slice(r.length));
}
var yt = -1, bt = "tag:yaml.org,2002:merge", xt = {
	filename: "",
	schema: Ke,
	json: !1,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function St(e) {
	return "tagStart" in e && e.tagStart !== yt ? e.tagStart : "anchorStart" in e && e.anchorStart !== yt ? e.anchorStart : "valueStart" in e && e.valueStart !== yt ? e.valueStart : "start" in e ? e.start : 0;
}
function Ct(e, t) {
	$e.throwAt(e.source, e.position, t, e.filename);
}
function wt(e, t, n, r) {
	try {
		return n.finalize(r);
	} catch (n) {
		if (n instanceof $e) throw n;
		$e.throwAt(e.source, t, n instanceof Error ? n.message : String(n), e.filename);
	}
}
function Tt(e, t) {
	let n = ht(e.source, t), r = t.tagStart === yt ? "" : e.source.slice(t.tagStart, t.tagEnd), i = e.schema.defaultScalarTag;
	if (r !== "") {
		if (r === "!") return {
			value: n,
			tag: i
		};
		let t = vt(r, e.tagHandlers), a = e.schema.lookupScalarTag(t);
		if (a) {
			let r = a.resolve(n, !0, t);
			return r === l && Ct(e, `cannot resolve a node with !<${t}> explicit tag`), {
				value: r,
				tag: a
			};
		}
		let o = e.schema.lookupMappingTag(t) ?? e.schema.lookupSequenceTag(t);
		if (o) {
			n !== "" && Ct(e, `cannot resolve a node with !<${t}> explicit tag`);
			let r = o.create(t);
			return {
				value: o.carrierIsResult ? r : wt(e, e.position, o, r),
				tag: o
			};
		}
		Ct(e, `unknown scalar tag !<${t}>`);
	}
	return t.style === P.PLAIN ? e.schema.resolveImplicitScalarTag(n) : {
		value: i.resolve(n, !1, i.tagName),
		tag: i
	};
}
function Et(e, t, n) {
	let r = t.tagStart === yt ? "" : e.source.slice(t.tagStart, t.tagEnd);
	return r === "" || r === "!" ? n : vt(r, e.tagHandlers);
}
function Dt(e) {
	return e.nodeKind === "mapping";
}
function Ot(e) {
	e.totalMergeKeys++, e.maxTotalMergeKeys !== -1 && e.totalMergeKeys > e.maxTotalMergeKeys && Ct(e, `merge keys exceeded maxTotalMergeKeys (${e.maxTotalMergeKeys})`);
}
function kt(e, t, n, r) {
	Ot(e);
	for (let i of r.keys(n)) {
		if (Ot(e), t.tag.has(t.value, i)) continue;
		let a = t.tag.addPair(t.value, i, r.get(n, i));
		a && Ct(e, a), t.overridable ??= /* @__PURE__ */ new Set(), t.overridable.add(i);
	}
}
function At(e, t, n, r) {
	if (e.position = t.keyPosition, Dt(r)) kt(e, t, n, r);
	else if (r.nodeKind === "sequence" && Array.isArray(n)) {
		n.length > 100 && Ct(e, "abnormal merge sequence size");
		for (let r of n) {
			let n = e.nodeTags.get(r);
			n || Ct(e, "cannot merge mappings; the provided source object is unacceptable"), kt(e, t, r, n);
		}
	} else Ct(e, "cannot merge mappings; the provided source object is unacceptable");
}
function jt(e, t, n, r, i) {
	if (e.position = t.keyPosition, t.keyIsMerge) {
		At(e, t, r, i);
		return;
	}
	!e.json && t.tag.has(t.value, n) && !t.overridable?.has(n) && Ct(e, "duplicated mapping key");
	let a = t.tag.addPair(t.value, n, r);
	a && Ct(e, a), t.overridable?.delete(n);
}
function Mt(e, t, n) {
	let r = e.frames[e.frames.length - 1];
	if (r.kind === "document") r.value = t, r.hasValue = !0;
	else if (r.kind === "sequence") {
		Dt(n) && e.nodeTags.set(t, n);
		let i = r.tag.addItem(r.value, t, r.index++);
		i && Ct(e, i);
	} else if (r.hasKey) {
		let i = r.key;
		r.key = void 0, r.hasKey = !1, jt(e, r, i, t, n);
	} else r.key = t, r.keyPosition = e.position, r.hasKey = !0, r.keyIsMerge = n.tagName === bt;
}
function Nt(e, t, n, r, i) {
	if (t.anchorStart !== yt) {
		let a = {
			value: n,
			tag: r,
			isValueFinal: i
		};
		return e.anchors.set(e.source.slice(t.anchorStart, t.anchorEnd), a), a;
	}
	return null;
}
function Pt(e, t) {
	let n = {
		...xt,
		...t,
		events: e,
		documents: [],
		eventIndex: 0,
		position: 0,
		frames: [],
		anchors: /* @__PURE__ */ new Map(),
		nodeTags: /* @__PURE__ */ new Map(),
		tagHandlers: Object.create(null),
		totalMergeKeys: 0,
		aliasCount: 0
	};
	for (; n.eventIndex < n.events.length;) {
		let e = n.events[n.eventIndex++];
		switch (n.position = St(e), e.type) {
			case N.DOCUMENT:
				n.anchors = /* @__PURE__ */ new Map(), n.nodeTags = /* @__PURE__ */ new Map(), n.aliasCount = 0, n.tagHandlers = Object.create(null);
				for (let t of e.directives) t.kind === "tag" && (n.tagHandlers[t.handle] = t.prefix);
				n.frames.push({
					kind: "document",
					position: n.position,
					value: void 0,
					hasValue: !1
				});
				break;
			case N.SCALAR: {
				let { value: t, tag: r } = Tt(n, e);
				Nt(n, e, t, r, !0), Mt(n, t, r);
				break;
			}
			case N.SEQUENCE: {
				let t = Et(n, e, "tag:yaml.org,2002:seq"), r = n.schema.lookupSequenceTag(t);
				r || Ct(n, `unknown sequence tag !<${t}>`);
				let i = r.create(t), a = Nt(n, e, i, r, r.carrierIsResult);
				n.frames.push({
					kind: "sequence",
					position: n.position,
					value: i,
					tag: r,
					anchor: a,
					index: 0
				});
				break;
			}
			case N.MAPPING: {
				let t = Et(n, e, "tag:yaml.org,2002:map"), r = n.schema.lookupMappingTag(t);
				r || Ct(n, `unknown mapping tag !<${t}>`);
				let i = r.create(t), a = Nt(n, e, i, r, r.carrierIsResult);
				n.frames.push({
					kind: "mapping",
					position: n.position,
					value: i,
					tag: r,
					anchor: a,
					key: void 0,
					keyPosition: n.position,
					hasKey: !1,
					keyIsMerge: !1,
					overridable: null
				});
				break;
			}
			case N.ALIAS: {
				n.maxAliases !== -1 && ++n.aliasCount > n.maxAliases && Ct(n, `aliases exceeded maxAliases (${n.maxAliases})`);
				let t = n.source.slice(e.anchorStart, e.anchorEnd), r = n.anchors.get(t);
				r || Ct(n, `unidentified alias "${t}"`), r.isValueFinal || Ct(n, `recursive alias "${t}" is not supported for tag ${r.tag.tagName} because it uses finalize()`), Mt(n, r.value, r.tag);
				break;
			}
			case N.POP: {
				let e = n.frames.pop();
				if (e.kind === "mapping" && e.hasKey && (n.position = e.keyPosition, Ct(n, "incomplete mapping pair in event stream")), e.kind === "document") n.documents.push(e.value);
				else {
					let t = e.tag.carrierIsResult ? e.value : wt(n, e.position, e.tag, e.value);
					e.anchor && (e.anchor.value = t, e.anchor.isValueFinal = !0), Mt(n, t, e.tag);
				}
				break;
			}
		}
	}
	return n.documents;
}
var F = -1, Ft = Object.prototype.hasOwnProperty, It = 1, Lt = 2, Rt = 3, zt = 4, Bt = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, Vt = /[,\[\]{}]/, Ht = /^(?:!|!!|![0-9A-Za-z-]+!)$/, Ut = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`, Wt = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`, Gt = RegExp(`^(?:${Ut})*$`), Kt = RegExp(`^(?:${Wt})+$`), qt = RegExp(`^(?:!(?:${Ut})*|${Wt}(?:${Ut})*)$`), Jt = {
	filename: "",
	maxDepth: 100
};
function Yt(e, t, n) {
	e.events.push({
		type: N.DOCUMENT,
		explicitStart: t,
		explicitEnd: n,
		directives: e.directives
	});
}
function Xt(e, t, n, r, i, a, o) {
	e.events.push({
		type: N.SEQUENCE,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function Zt(e, t, n, r, i, a, o) {
	e.events.push({
		type: N.MAPPING,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function Qt(e, t) {
	e.events.splice(t.eventsLength, 0, {
		type: N.MAPPING,
		start: t.position,
		anchorStart: F,
		anchorEnd: F,
		tagStart: F,
		tagEnd: F,
		style: et.FLOW
	});
}
function $t(e, t, n, r, i, a, o, s, c = tt.CLIP, l = -1, u = !1) {
	e.events.push({
		type: N.SCALAR,
		valueStart: t,
		valueEnd: n,
		anchorStart: r,
		anchorEnd: i,
		tagStart: a,
		tagEnd: o,
		style: s,
		chomping: c,
		indent: l,
		fast: u
	});
}
function en(e, t, n) {
	e.events.push({
		type: N.ALIAS,
		anchorStart: t,
		anchorEnd: n
	});
}
function tn(e) {
	e.events.push({ type: N.POP });
}
function nn(e) {
	$t(e, F, F, F, F, F, F, P.PLAIN);
}
function rn() {
	return {
		anchorStart: F,
		anchorEnd: F,
		tagStart: F,
		tagEnd: F
	};
}
function an(e) {
	return {
		position: e.position,
		line: e.line,
		lineStart: e.lineStart,
		lineIndent: e.lineIndent,
		firstTabInLine: e.firstTabInLine,
		eventsLength: e.events.length
	};
}
function on(e, t) {
	e.position = t.position, e.line = t.line, e.lineStart = t.lineStart, e.lineIndent = t.lineIndent, e.firstTabInLine = t.firstTabInLine, e.events.length = t.eventsLength;
}
function I(e, t) {
	$e.throwAt(e.input.slice(0, e.length), e.position, t, e.filename);
}
function L(e) {
	return e === 10 || e === 13;
}
function sn(e) {
	return e === 9 || e === 32;
}
function cn(e) {
	return sn(e) || L(e);
}
function ln(e) {
	return e === 0 || cn(e);
}
function un(e) {
	return e === 44 || e === 91 || e === 93 || e === 123 || e === 125;
}
function dn(e) {
	return e >= 48 && e <= 57 ? e - 48 : -1;
}
function fn(e) {
	if (e >= 48 && e <= 57) return e - 48;
	let t = e | 32;
	return t >= 97 && t <= 102 ? t - 97 + 10 : -1;
}
function pn(e) {
	return e === 120 ? 2 : e === 117 ? 4 : e === 85 ? 8 : 0;
}
function mn(e) {
	return e === 48 || e === 97 || e === 98 || e === 116 || e === 9 || e === 110 || e === 118 || e === 102 || e === 114 || e === 101 || e === 32 || e === 34 || e === 47 || e === 92 || e === 78 || e === 95 || e === 76 || e === 80;
}
function hn(e) {
	e.input.charCodeAt(e.position) === 10 ? e.position++ : (e.position++, e.input.charCodeAt(e.position) === 10 && e.position++), e.line++, e.lineStart = e.position, e.lineIndent = 0, e.firstTabInLine = -1;
}
function gn(e, t) {
	let n = 0, r = e.input.charCodeAt(e.position), i = e.position === e.lineStart || cn(e.input.charCodeAt(e.position - 1));
	for (; r !== 0;) {
		for (; sn(r);) i = !0, r === 9 && e.firstTabInLine === -1 && (e.firstTabInLine = e.position), r = e.input.charCodeAt(++e.position);
		if (t && i && r === 35) do
			r = e.input.charCodeAt(++e.position);
		while (!L(r) && r !== 0);
		if (!L(r)) break;
		for (hn(e), n++, i = !0, r = e.input.charCodeAt(e.position); r === 32;) e.lineIndent++, r = e.input.charCodeAt(++e.position);
	}
	return n;
}
function _n(e, t = e.position) {
	let n = e.input.charCodeAt(t);
	if ((n === 45 || n === 46) && n === e.input.charCodeAt(t + 1) && n === e.input.charCodeAt(t + 2)) {
		let n = e.input.charCodeAt(t + 3);
		return n === 0 || cn(n);
	}
	return !1;
}
function vn(e) {
	e.position === e.lineStart && e.input.charCodeAt(e.position) === 65279 && (e.position++, e.lineStart = e.position);
}
function yn(e) {
	if (e.position !== e.lineStart) return !1;
	if (_n(e)) return !0;
	if (e.input.charCodeAt(e.position) !== 65279) return !1;
	let t = an(e);
	vn(e), gn(e, !0);
	let n = e.input.charCodeAt(e.position), r = e.position === e.lineStart && (n === 37 || n === 45 && _n(e));
	return on(e, t), r;
}
function bn(e) {
	let t = e.input.charCodeAt(e.position);
	for (; t !== 0 && !L(t);) t = e.input.charCodeAt(++e.position);
}
function xn(e, t, n) {
	let r = Bt.exec(e.input.slice(t, n));
	r !== null && (e.position = t + r.index + r[0].length - 1, I(e, "the stream contains non-printable characters"));
}
function Sn(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 33) return !1;
	t.tagStart !== F && I(e, "duplication of a tag property");
	let r = e.position, i = !1, a = !1, o = "!", s = e.input.charCodeAt(++e.position);
	s === 60 ? (i = !0, s = e.input.charCodeAt(++e.position)) : s === 33 && (a = !0, o = "!!", s = e.input.charCodeAt(++e.position));
	let c = e.position, l;
	if (i) {
		for (; s !== 0 && s !== 62;) s = e.input.charCodeAt(++e.position);
		s !== 62 && I(e, "unexpected end of the stream within a verbatim tag"), l = e.input.slice(c, e.position), e.position++;
	} else {
		for (; s !== 0 && !cn(s) && !(n && un(s));) s === 33 && (a ? I(e, "tag suffix cannot contain exclamation marks") : (o = e.input.slice(c - 1, e.position + 1), Ht.test(o) || I(e, "named tag handle cannot contain such characters"), a = !0, c = e.position + 1)), s = e.input.charCodeAt(++e.position);
		l = e.input.slice(c, e.position), Vt.test(l) && I(e, "tag suffix cannot contain flow indicator characters");
	}
	return l && !(i ? Gt.test(l) : Kt.test(l)) && I(e, `tag name cannot contain such characters: ${l}`), !i && o !== "!" && o !== "!!" && !Ft.call(e.tagHandlers, o) && I(e, `undeclared tag handle "${o}"`), t.tagStart = r, t.tagEnd = e.position, !0;
}
function Cn(e, t) {
	if (e.input.charCodeAt(e.position) !== 38) return !1;
	t.anchorStart !== F && I(e, "duplication of an anchor property"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !cn(e.input.charCodeAt(e.position)) && !un(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && I(e, "name of an anchor node must contain at least one character"), t.anchorStart = n, t.anchorEnd = e.position, !0;
}
function wn(e, t) {
	if (e.input.charCodeAt(e.position) !== 42) return !1;
	(t.anchorStart !== F || t.tagStart !== F) && I(e, "alias node should not have any properties"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !cn(e.input.charCodeAt(e.position)) && !un(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && I(e, "name of an alias node must contain at least one character"), en(e, n, e.position), !0;
}
function Tn(e, t) {
	gn(e, !1), e.lineIndent < t && I(e, "deficient indentation");
}
function En(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 39) return !1;
	e.position++;
	let r = e.position, i = !0;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let a = e.input.charCodeAt(e.position);
		if (a === 39) {
			if (e.input.charCodeAt(e.position + 1) === 39) {
				i = !1, e.position += 2;
				continue;
			}
			let t = e.position;
			return e.position++, $t(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, P.SINGLE_QUOTED, tt.CLIP, -1, i), !0;
		}
		L(a) ? (i = !1, Tn(e, t)) : e.position === e.lineStart && _n(e) ? I(e, "unexpected end of the document within a single quoted scalar") : a !== 9 && a < 32 ? I(e, "expected valid JSON character") : e.position++;
	}
	I(e, "unexpected end of the stream within a single quoted scalar");
}
function Dn(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 34) return !1;
	e.position++;
	let r = e.position, i = !0;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let a = e.input.charCodeAt(e.position);
		if (a === 34) {
			let t = e.position;
			return e.position++, $t(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, P.DOUBLE_QUOTED, tt.CLIP, -1, i), !0;
		}
		if (a === 92) {
			i = !1;
			let n = e.input.charCodeAt(++e.position);
			if (L(n)) Tn(e, t);
			else if (mn(n)) e.position++;
			else {
				let t = pn(n);
				for (t === 0 && I(e, "unknown escape sequence"); t-- > 0;) e.position++, fn(e.input.charCodeAt(e.position)) < 0 && I(e, "expected hexadecimal character");
				e.position++;
			}
		} else L(a) ? (i = !1, Tn(e, t)) : e.position === e.lineStart && _n(e) ? I(e, "unexpected end of the document within a double quoted scalar") : a !== 9 && a < 32 ? I(e, "expected valid JSON character") : e.position++;
	}
	I(e, "unexpected end of the stream within a double quoted scalar");
}
function On(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = tt.CLIP, a = -1, o = !1;
	if (r !== 124 && r !== 62) return !1;
	let s = r === 124 ? P.LITERAL_BLOCK : P.FOLDED_BLOCK;
	for (e.position++; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.input.charCodeAt(e.position), r = dn(n);
		if (n === 43 || n === 45) i !== tt.CLIP && I(e, "repeat of a chomping mode identifier"), i = n === 43 ? tt.KEEP : tt.STRIP, e.position++;
		else if (r >= 0) r === 0 && I(e, "bad explicit indentation width of a block scalar; it cannot be less than one"), o && I(e, "repeat of an indentation width identifier"), a = t + r - 1, o = !0, e.position++;
		else break;
	}
	let c = !1;
	for (; sn(e.input.charCodeAt(e.position));) c = !0, e.position++;
	c && e.input.charCodeAt(e.position) === 35 && bn(e), L(e.input.charCodeAt(e.position)) ? hn(e) : e.input.charCodeAt(e.position) !== 0 && I(e, "a line break is expected");
	let l = o ? a : -1, u = 0, d = e.position, f = e.position;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.position, r = 0;
		for (; e.input.charCodeAt(n + r) === 32;) r++;
		let i = e.input.charCodeAt(n + r);
		if (i === 0) {
			l >= 0 ? r > l && (f = n + r) : r > 0 && (f = n + r);
			break;
		}
		if (yn(e)) break;
		if (!o && l === -1 && L(i) && (u = Math.max(u, r)), !o && l === -1 && !L(i) && (i === 9 && r < t && (e.position = n + r, I(e, "tab characters must not be used in indentation")), r >= t && r < u && (e.position = n + r, I(e, "bad indentation of a mapping entry"))), l === -1 && i !== 0 && !L(i) && r < t) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		!o && i !== 0 && !L(i) && l === -1 && (l = r);
		let a = l === -1 ? t + 1 : l;
		if (i !== 0 && !L(i) && r < a) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		bn(e), f = e.position, L(e.input.charCodeAt(e.position)) && (hn(e), f = e.position);
	}
	return xn(e, d, f), $t(e, d, f, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, s, i, l), !0;
}
function kn(e, t) {
	let n = e.input.charCodeAt(e.position), r = t === It;
	if (n === 0 || cn(n) || n === 35 || n === 38 || n === 42 || n === 33 || n === 124 || n === 62 || n === 39 || n === 34 || n === 37 || n === 64 || n === 96 || un(n)) return !1;
	if (n === 63 || n === 45) {
		let t = e.input.charCodeAt(e.position + 1);
		if (ln(t) || r && un(t)) return !1;
	}
	return !0;
}
function An(e, t, n, r) {
	if (!kn(e, n)) return !1;
	let i = e.position, a = e.position, o = e.input.charCodeAt(e.position), s = n === It, c = !1;
	for (; o !== 0 && !yn(e);) {
		if (o === 58) {
			let t = e.input.charCodeAt(e.position + 1);
			if (ln(t) || s && un(t)) break;
		} else if (o === 35) {
			if (cn(e.input.charCodeAt(e.position - 1))) break;
		} else if (s && un(o)) break;
		else if (L(o)) {
			let n = e.position, r = e.line, i = e.lineStart, a = e.lineIndent;
			if (gn(e, !1), e.lineIndent >= t) {
				c = !0, o = e.input.charCodeAt(e.position);
				continue;
			}
			e.position = n, e.line = r, e.lineStart = i, e.lineIndent = a;
			break;
		}
		sn(o) || (a = e.position + 1), o = e.input.charCodeAt(++e.position);
	}
	return a !== i && (xn(e, i, a), $t(e, i, a, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, P.PLAIN, tt.CLIP, -1, !c), !0);
}
function jn(e, t) {
	let n = e.line;
	gn(e, !0), (e.line > n && e.lineIndent < t || e.firstTabInLine !== -1 && e.lineIndent < t) && I(e, "deficient indentation");
}
function Mn(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = r === 123, a = e.position, o = !0;
	if (r !== 91 && r !== 123) return !1;
	let s = i ? 125 : 93;
	for (i ? Zt(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, et.FLOW) : Xt(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, et.FLOW), e.position++; e.input.charCodeAt(e.position) !== 0;) {
		jn(e, t);
		let n = e.input.charCodeAt(e.position);
		if (n === s) return e.position++, tn(e), !0;
		o ? n === 44 && I(e, "expected the node content, but found ','") : I(e, "missed comma between flow collection entries");
		let r = !1, a = !1;
		n === 63 && cn(e.input.charCodeAt(e.position + 1)) && (r = a = !0, e.position += 1, jn(e, t));
		let c = e.line, l = an(e), u = Fn(e, t, It, !1, !0);
		jn(e, t), n = e.input.charCodeAt(e.position), (i || a || e.line === c) && n === 58 ? (r = !0, e.position++, jn(e, t), i || Qt(e, l), u || nn(e), Fn(e, t, It, !1, !0) || nn(e), jn(e, t), i || tn(e)) : i && r ? (u || nn(e), nn(e)) : i ? nn(e) : r && (Qt(e, l), u || nn(e), nn(e), tn(e)), n = e.input.charCodeAt(e.position), n === 44 ? (o = !0, e.position++) : o = !1;
	}
	I(e, "unexpected end of the stream within a flow collection");
}
function Nn(e, t, n) {
	if (e.firstTabInLine !== -1 || e.input.charCodeAt(e.position) !== 45 || !ln(e.input.charCodeAt(e.position + 1))) return !1;
	for (Xt(e, e.position, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, et.BLOCK); e.input.charCodeAt(e.position) === 45 && ln(e.input.charCodeAt(e.position + 1));) {
		e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, I(e, "tab characters must not be used in indentation"));
		let n = e.line;
		e.position++;
		let r = gn(e, !0) > 0;
		if (e.firstTabInLine !== -1 && e.input.charCodeAt(e.position) === 45 && ln(e.input.charCodeAt(e.position + 1)) && I(e, "bad indentation of a sequence entry"), r && e.lineIndent <= t ? nn(e) : Fn(e, t, Rt, !1, !0), gn(e, !0), e.lineIndent < t || e.position >= e.length) break;
		e.lineIndent > t && I(e, "bad indentation of a sequence entry"), e.line === n && e.input.charCodeAt(e.position) === 45 && ln(e.input.charCodeAt(e.position + 1)) && I(e, "bad indentation of a sequence entry");
	}
	return tn(e), !0;
}
function Pn(e, t, n, r) {
	let i = !1, a = !1, o = !1, s = !1;
	if (e.firstTabInLine !== -1) return !1;
	let c = e.input.charCodeAt(e.position);
	for (; c !== 0;) {
		!i && e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, I(e, "tab characters must not be used in indentation"));
		let l = e.input.charCodeAt(e.position + 1), u = e.line;
		if ((c === 63 || c === 58) && ln(l)) o ||= (Zt(e, e.position, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, et.BLOCK), !0), c === 63 ? (i && nn(e), a = !0, i = !0) : (i || (nn(e), a = !0), i = !1), e.position += 1, s = !0;
		else {
			i &&= (nn(e), !1);
			let t = an(e);
			if (!Fn(e, n, Lt, !1, !0)) break;
			if (e.line === u) {
				for (c = e.input.charCodeAt(e.position); sn(c);) c = e.input.charCodeAt(++e.position);
				if (c === 58) c = e.input.charCodeAt(++e.position), ln(c) || I(e, "a whitespace character is expected after the key-value separator within a block mapping"), o ||= (e.events.splice(t.eventsLength, 0, {
					type: N.MAPPING,
					start: t.position,
					anchorStart: r.anchorStart,
					anchorEnd: r.anchorEnd,
					tagStart: r.tagStart,
					tagEnd: r.tagEnd,
					style: et.BLOCK
				}), !0), a = !0, i = !1, s = !1;
				else if (a) I(e, "expected ':' after a mapping key");
				else return r.anchorStart !== F || r.tagStart !== F ? (on(e, t), !1) : !0;
			} else if (a) I(e, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else return r.anchorStart !== F || r.tagStart !== F ? (on(e, t), !1) : !0;
		}
		if (Fn(e, t, zt, !0, s) && (s = !1), i || (s &&= (nn(e), !1)), gn(e, !0), c = e.input.charCodeAt(e.position), (e.line === u || e.lineIndent > t) && c !== 0) I(e, "bad indentation of a mapping entry");
		else if (e.lineIndent < t) break;
	}
	return a ? (i && nn(e), o && tn(e), !0) : !1;
}
function Fn(e, t, n, r, i, a = !0) {
	e.depth >= e.maxDepth && I(e, `nesting exceeded maxDepth (${e.maxDepth})`), e.depth++;
	let o = 1, s = !1, c = !1, l = null, u = rn(), d = n === zt || n === Rt, f = d, p = d;
	if (r && gn(e, !0) && (s = !0, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1), o === 1) for (;;) {
		let r = e.input.charCodeAt(e.position), i = an(e);
		if (s && o !== 1 && (r === 33 || r === 38)) break;
		if (s && p && (u.tagStart !== F || u.anchorStart !== F) && (r === 33 || r === 38)) {
			let n = an(e), r = t + 1;
			if (Pn(e, e.position - e.lineStart, r, u) && e.events[n.eventsLength]?.type === N.MAPPING) return e.depth--, !0;
			on(e, n);
		}
		if (s && (r === 33 && u.tagStart !== F || r === 38 && u.anchorStart !== F) || !Sn(e, u, n === It) && !Cn(e, u)) break;
		l === null && (l = i), gn(e, !0) ? (s = !0, f = p, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1) : f = !1;
	}
	if (f &&= s || i, o === 1 || n === zt) {
		let r = n === It || n === Lt ? t : t + 1, i = e.position - e.lineStart;
		if (o === 1) {
			if (f && (Nn(e, i, u) || Pn(e, i, r, u)) || Mn(e, r, u)) c = !0;
			else {
				let t = e.input.charCodeAt(e.position);
				if (l !== null && a && p && !f && t !== 124 && t !== 62) {
					let t = an(e), n = l.position - l.lineStart;
					on(e, l), Pn(e, n, r, rn()) && e.events[t.eventsLength]?.type === N.MAPPING ? c = !0 : on(e, t);
				}
				!c && (d && On(e, r, u) || En(e, r, u) || Dn(e, r, u) || wn(e, u) || An(e, r, n, u)) && (c = !0);
			}
		} else o === 0 && (c = f && Nn(e, i, u));
	}
	return d &&= !c, !c && (u.anchorStart !== F || u.tagStart !== F || d) && ($t(e, F, F, u.anchorStart, u.anchorEnd, u.tagStart, u.tagEnd, P.PLAIN), c = !0), e.depth--, c || u.anchorStart !== F || u.tagStart !== F;
}
function In(e) {
	if (e.lineIndent > 0 || e.input.charCodeAt(e.position) !== 37) return !1;
	e.position++;
	let t = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !cn(e.input.charCodeAt(e.position));) e.position++;
	let n = e.input.slice(t, e.position), r = [];
	for (n.length === 0 && I(e, "directive name must not be less than one character in length"); e.input.charCodeAt(e.position) !== 0 && !L(e.input.charCodeAt(e.position));) {
		for (; sn(e.input.charCodeAt(e.position));) e.position++;
		if (e.input.charCodeAt(e.position) === 35 || L(e.input.charCodeAt(e.position)) || e.input.charCodeAt(e.position) === 0) break;
		let t = e.position;
		for (; e.input.charCodeAt(e.position) !== 0 && !cn(e.input.charCodeAt(e.position));) e.position++;
		r.push(e.input.slice(t, e.position));
	}
	if (L(e.input.charCodeAt(e.position)) && hn(e), n === "YAML") {
		e.directives.some((e) => e.kind === "yaml") && I(e, "duplication of %YAML directive"), r.length !== 1 && I(e, "YAML directive accepts exactly one argument");
		let t = /^([0-9]+)\.([0-9]+)$/.exec(r[0]);
		t === null && I(e, "ill-formed argument of the YAML directive"), parseInt(t[1], 10) !== 1 && I(e, "unacceptable YAML version of the document"), e.directives.push({
			kind: "yaml",
			version: r[0]
		});
	} else if (n === "TAG") {
		r.length !== 2 && I(e, "TAG directive accepts exactly two arguments");
		let [t, n] = r;
		Ht.test(t) || I(e, "ill-formed tag handle (first argument) of the TAG directive"), Ft.call(e.tagHandlers, t) && I(e, `there is a previously declared suffix for "${t}" tag handle`), qt.test(n) || I(e, "ill-formed tag prefix (second argument) of the TAG directive"), e.tagHandlers[t] = n, e.directives.push({
			kind: "tag",
			handle: t,
			prefix: n
		});
	}
	return !0;
}
function Ln(e) {
	e.directives = [], e.tagHandlers = Object.create(null);
	let t = !1;
	for (gn(e, !0); In(e);) t = !0, gn(e, !0);
	let n = !1, r = !1, i = !0;
	if (e.lineIndent === 0 && e.input.charCodeAt(e.position) === 45 && e.input.charCodeAt(e.position + 1) === 45 && e.input.charCodeAt(e.position + 2) === 45 && ln(e.input.charCodeAt(e.position + 3))) {
		n = !0;
		let t = e.line;
		e.position += 3, gn(e, !0), i = e.line > t;
	} else t && I(e, "directives end mark is expected");
	let a = e.events.length;
	if (!n && e.position === e.lineStart && e.input.charCodeAt(e.position) === 46 && _n(e)) {
		e.position += 3, gn(e, !0);
		return;
	}
	if (Yt(e, n, !1), Fn(e, e.lineIndent - 1, zt, !1, i, i) || nn(e), gn(e, !0), e.position === e.lineStart && _n(e) && (r = e.input.charCodeAt(e.position) === 46, r)) {
		let t = e.line;
		e.position += 3, gn(e, !0), e.line === t && e.position < e.length && I(e, "end of the stream or a document separator is expected");
	}
	let o = e.events[a];
	o?.type === N.DOCUMENT && (o.explicitEnd = r), tn(e), !r && e.position < e.length && !yn(e) && I(e, "end of the stream or a document separator is expected");
}
function Rn(e, t) {
	let n = e.length, r = {
		...Jt,
		...t,
		input: `${e}\0`,
		length: n,
		position: 0,
		line: 0,
		lineStart: 0,
		lineIndent: 0,
		firstTabInLine: -1,
		depth: 0,
		directives: [],
		tagHandlers: Object.create(null),
		events: []
	}, i = e.indexOf("\0");
	for (i !== -1 && $e.throwAt(e, i, "null byte is not allowed in input", r.filename); r.position < r.length && (vn(r), gn(r, !0), !(r.position >= r.length));) {
		let e = r.position;
		Ln(r), r.position === e && 
		/* c8 ignore next */
		I(r, "can not read a document");
	}
	return r.events;
}
var zn = {
	...Jt,
	...xt
};
function Bn(e, t = {}) {
	let n = {
		...zn,
		...t
	}, r = String(e), i = Object.keys(Jt), a = Object.keys(xt);
	return Pt(Rn(r, Ie(n, i)), {
		...Ie(n, a),
		source: r
	});
}
function Vn(e, t) {
	let n = Bn(e, t);
	if (n.length === 0) throw new $e("expected a document, but the input is empty");
	if (n.length === 1) return n[0];
	throw new $e("expected a single document in the stream, but found more");
}
function Hn(e, t) {
	return !!(e & 1 << t);
}
var Un = {
	applyQuoteFlowKeysOption: Gn,
	doubleQuoteForInvisibles: Kn,
	doubleQuoteWhitespaceOnly: qn,
	applyForceQuotesOption: Jn,
	tryLongOrMultilineAsBlock: Yn,
	quoteInvalidPlain: Xn,
	fallbackToDoubleQuoted: Zn
};
function Wn(e) {
	return e.presenterOptions.quoteStyle === "single" && Hn(e.allowedStylesMask, P.SINGLE_QUOTED) ? P.SINGLE_QUOTED : P.DOUBLE_QUOTED;
}
function Gn(e) {
	e.presenterOptions.quoteFlowKeys && e.isKey && e.flowOnly && e.style === P.PLAIN && (e.style = P.DOUBLE_QUOTED);
}
function Kn(e) {
	e.style === P.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(e.node.value) && (e.style = P.DOUBLE_QUOTED);
}
function qn(e) {
	e.style === P.PLAIN && /^\s+$/.test(e.node.value) && (e.style = P.DOUBLE_QUOTED);
}
function Jn(e) {
	e.presenterOptions.forceQuotes && (e.isKey || e.style !== P.PLAIN || e.node.tag === e.presenterOptions.schema.defaultScalarTag.tagName && (e.style = e.node.value.includes("\n") ? P.DOUBLE_QUOTED : Wn(e)));
}
function Yn(e) {
	if (e.style !== P.PLAIN || e.isKey) return;
	let t = e.node.value, n = t.indexOf("\n") !== -1;
	if (!Hn(e.allowedStylesMask, P.LITERAL_BLOCK)) {
		n && (e.style = P.DOUBLE_QUOTED);
		return;
	}
	let r = e.presenterOptions.lineWidth;
	if (r === -1) {
		n && (e.style = P.LITERAL_BLOCK);
		return;
	}
	let i = Math.max(Math.min(r, 40), r - e.shiftOfContent), a = 0, o = !1;
	for (; a <= t.length;) {
		let e = t.length, n = t.indexOf("\n", a);
		n !== -1 && (e = n);
		let r = t.slice(a, e);
		if (r.length > i && r[0] !== " " && / [^ \t]/.test(r) && (o = !0), n === -1) break;
		a = n + 1;
	}
	o ? e.style = P.FOLDED_BLOCK : n && (e.style = P.LITERAL_BLOCK);
}
function Xn(e) {
	e.style === P.PLAIN && !Hn(e.allowedStylesMask, P.PLAIN) && (e.style = Wn(e));
}
function Zn(e) {
	Hn(e.allowedStylesMask, e.style) || (e.style = P.DOUBLE_QUOTED);
}
var Qn = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]", $n = "[\\n\\r]", er = "\\uFEFF", tr = "[ \\t]", nr = `(?:(?!(?:${$n}|${er}))${Qn})`, rr = `(?:(?!${tr})${nr})`, ir = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]", ar = "[-?:,\\[\\]{}#&*!|>'\"%@`]", or = "[,\\[\\]{}]", sr = rr, cr = `(?:(?!${or})${rr})`, lr = `(?:(?:(?!${ar})${rr})|[?:-](?=${sr}))`, ur = `(?:(?:(?!${ar})${rr})|[?:-](?=${cr}))`, dr = `(?:(?:(?![:#])${sr})|:(?=${sr}))#*`, fr = `(?:(?:(?![:#])${cr})|:(?=${cr}))#*`, pr = `(?:${tr}*${dr})*`, mr = `(?:${tr}*${fr})*`, hr = `${lr}#*${pr}`, gr = `${ur}#*${mr}`, _r = hr, vr = gr, yr = `\\n+${dr}${pr}`, br = `\\n+${fr}${mr}`, xr = `${hr}(?:${yr})*`, Sr = `${gr}(?:${br})*`;
RegExp(`^(?:${xr})$`, "u"), RegExp(`^(?:${Sr})$`, "u"), RegExp(`^(?:${_r})$`, "u"), RegExp(`^(?:${vr})$`, "u"), RegExp(`^(?:${ir})*$`, "u"), RegExp(`^(?:${ir}|\\n)*$`, "u"), RegExp(`^(?:${nr}|\\n)*$`, "u"), Object.keys(Un).map((e) => Reflect.get(Un, e)), N.DOCUMENT, N.SEQUENCE, N.MAPPING, N.SCALAR, N.ALIAS, N.POP, P.PLAIN, P.SINGLE_QUOTED, P.DOUBLE_QUOTED, P.LITERAL_BLOCK, P.FOLDED_BLOCK, et.BLOCK, et.FLOW, tt.CLIP, tt.STRIP, tt.KEEP;
// src/core/skills/frontmatter.ts
var Cr = /^[a-z0-9][a-z0-9_-]{0,127}$/;
function wr(e) {
	let t = e.charCodeAt(0) === 65279 ? e.slice(1) : e;
	t = t.replace(/\r\n?/g, "\n");
	let n = t.indexOf("\n"), r = n === -1 ? t : t.slice(0, n);
	if (!/^---[ \t]*$/.test(r)) return { rule: "frontmatter-missing" };
	let i = /^(?:---|\.\.\.)[ \t]*$/m, a = n === -1 ? "" : t.slice(n + 1), o = i.exec(a);
	if (!o) return { rule: "frontmatter-unclosed" };
	let s = a.slice(0, o.index), c = a.slice(o.index + o[0].length);
	return c.startsWith("\n") && (c = c.slice(1)), {
		yaml: s,
		body: c
	};
}
function Tr(e) {
	if (typeof e == "string") return e.trim();
	if (typeof e == "number" || typeof e == "boolean") return String(e);
}
function Er(e) {
	if (typeof e == "string") return e.split(",").map((e) => e.trim()).filter(Boolean);
	if (!Array.isArray(e)) return [];
	let t = [];
	for (let n of e) {
		let e = Tr(n);
		e && t.push(e);
	}
	return t;
}
function Dr(e, t) {
	if (typeof e != "number") return Tr(e);
	let n = /^[ \t]*version[ \t]*:[ \t]*([0-9][^\s#]*)/m.exec(t);
	return n && Number(n[1]) === e ? n[1] : String(e);
}
function Or(e) {
	return e.length > 64 ? "at most 64 characters" : e.includes("_") ? "no underscores" : e.startsWith("-") || e.endsWith("-") ? "no leading or trailing hyphen" : e.includes("--") ? "no double hyphen" : null;
}
function kr(e, n = "SKILL.md", r) {
	let i = [], a = [], s = wr(e);
	if ("rule" in s) return {
		issues: [o(s.rule, n, {}, r)],
		warnings: a
	};
	let l;
	if (!/^[ \t]*[^\s#]/m.test(s.yaml)) return {
		issues: [o("frontmatter-not-mapping", n, { got: "empty" }, r)],
		warnings: a
	};
	try {
		l = Vn(s.yaml, {
			filename: n,
			maxAliases: 100
		});
	} catch (e) {
		let t = (e instanceof Error ? e.message : String(e)).split("\n")[0];
		return {
			issues: [o("frontmatter-yaml", n, { detail: t }, r)],
			warnings: a
		};
	}
	if (typeof l != "object" || !l || Array.isArray(l)) return {
		issues: [o("frontmatter-not-mapping", n, { got: l == null ? "empty" : c(l) }, r)],
		warnings: a
	};
	let u = l, d = "";
	if (u.name === void 0 || u.name === null || u.name === "") i.push(o("name-missing", n, {}, r));
	else {
		let e = Tr(u.name);
		if (e === void 0) i.push(o("name-type", n, { got: c(u.name) }, r));
		else if (!Cr.test(e)) i.push(o("name-invalid", n, { name: e }, r));
		else {
			d = e;
			let t = Or(e);
			t && a.push(o("name-not-portable", n, {
				name: e,
				why: t
			}, r));
		}
	}
	let f = "", p = u.description;
	if (p == null) i.push(o("description-missing", n, {}, r));
	else {
		let e = Tr(p);
		e === void 0 ? i.push(o("description-type", n, { got: c(p) }, r)) : e === "" ? i.push(o("description-missing", n, {}, r)) : e.length > t.maxDescriptionChars ? i.push(o("description-too-long", n, { length: e.length }, r)) : (f = e, e.length > t.descriptionWarnChars && a.push(o("description-long", n, { length: e.length }, r)));
	}
	let m;
	u.license !== void 0 && u.license !== null && (m = Tr(u.license), m === void 0 && a.push(o("field-ignored", n, {
		field: "license",
		why: "is not text"
	}, r)));
	let h = {};
	u.metadata !== void 0 && u.metadata !== null && (typeof u.metadata == "object" && !Array.isArray(u.metadata) ? h = u.metadata : a.push(o("field-ignored", n, {
		field: "metadata",
		why: "is not a mapping"
	}, r)));
	let g = [.../* @__PURE__ */ new Set([...Er(h.tags), ...Er(u.tags)])], _ = Tr(h.author ?? u.author), v = Dr(h.version ?? u.version, s.yaml);
	if (i.length) return {
		issues: i,
		warnings: a
	};
	let y = {
		name: d,
		description: f,
		tags: g,
		frontmatter: u,
		body: s.body
	};
	return m && (y.license = m), _ && (y.author = _), v && (y.version = v), {
		manifest: y,
		issues: i,
		warnings: a
	};
}
// src/core/skills/text.ts
var Ar = new TextDecoder("utf-8", {
	fatal: !0,
	ignoreBOM: !0
}), jr = new TextEncoder();
function Mr(e) {
	if (e.indexOf(0) === -1) try {
		return Ar.decode(e);
	} catch {
		return;
	}
}
function Nr(e) {
	return jr.encode(e);
}
// src/core/skills/hash.ts
var Pr = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function Fr(e) {
	return e ^= e >>> 16, e = Math.imul(e, 2246822507), e ^= e >>> 13, e = Math.imul(e, 3266489909), e ^= e >>> 16, e;
}
function Ir(e, t = 0) {
	let n = e.length, r = n >>> 2, i = t ^ 2654435769, a = t ^ 1663821227, o, s, c, l = Pr && !(e.byteOffset & 3) ? new Uint32Array(e.buffer, e.byteOffset, r) : void 0;
	for (let t = 0; t < r; t++) {
		if (l) o = l[t];
		else {
			let n = t << 2;
			o = e[n] | e[n + 1] << 8 | e[n + 2] << 16 | e[n + 3] << 24;
		}
		s = Math.imul(o, 3432918353), s = s << 15 | s >>> 17, i ^= Math.imul(s, 461845907), i = i << 13 | i >>> 19, i = Math.imul(i, 5) + 3864292196 | 0, c = Math.imul(o, 2246822519), c = c << 16 | c >>> 16, a ^= Math.imul(c, 3266489917), a = a << 17 | a >>> 15, a = Math.imul(a, 5) + 944331445 | 0;
	}
	let u = r << 2;
	if (u < n) {
		o = 0;
		for (let t = n - 1; t >= u; t--) o = o << 8 | e[t];
		s = Math.imul(o, 3432918353), s = s << 15 | s >>> 17, i ^= Math.imul(s, 461845907), c = Math.imul(o, 2246822519), c = c << 16 | c >>> 16, a ^= Math.imul(c, 3266489917);
	}
	return i ^= n, a ^= n, i = i + a | 0, a = a + i | 0, i = Fr(i), a = Fr(a), i = i + a | 0, a = a + i | 0, [i >>> 0, a >>> 0];
}
var Lr = (e) => e.toString(16).padStart(8, "0");
function Rr(e) {
	let t = [...e].sort((e, t) => e.path < t.path ? -1 : +(e.path > t.path)), n = [], r = 0;
	for (let e of t) {
		let t = Nr(e.path), i = new Uint8Array(t.length + 13);
		i.set(t, 0);
		let a = new DataView(i.buffer), [o, s] = Ir(e.bytes);
		i[t.length] = 0, a.setUint32(t.length + 1, e.bytes.length, !0), a.setUint32(t.length + 5, o, !0), a.setUint32(t.length + 9, s, !0), n.push(i), r += i.length;
	}
	let i = new Uint8Array(r), a = 0;
	for (let e of n) i.set(e, a), a += e.length;
	let [o, s] = Ir(i, 24301);
	return Lr(o) + Lr(s);
}
// src/core/skills/paths.ts
var zr = /[\u0000-\u001f\u007f]/, Br = /^[A-Za-z]:/;
function Vr(e) {
	if (e.length === 0) return "path-empty";
	if (e.length > t.maxPathLength) return "path-too-long";
	if (zr.test(e)) return "path-control-char";
	if (e.includes("\\")) return "path-backslash";
	if (e.startsWith("/")) return "path-absolute";
	if (Br.test(e)) return "path-drive";
	for (let t of e.split("/")) {
		if (t === "") return "path-empty-segment";
		if (t === "." || t === "..") return "path-traversal";
	}
	return null;
}
function Hr(e) {
	let t = e.replace(/\\/g, "/");
	for (; t.startsWith("./");) t = t.slice(2);
	let n = t.endsWith("/");
	return n && (t = t.slice(0, -1)), {
		path: t,
		isDir: n
	};
}
function Ur(e) {
	if (e === "__MACOSX" || e.startsWith("__MACOSX/")) return "macOS archive metadata";
	let t = e.slice(e.lastIndexOf("/") + 1);
	return t === ".DS_Store" ? "macOS folder metadata" : t === "Thumbs.db" || t === "desktop.ini" ? "Windows folder metadata" : null;
}
function Wr(e, t) {
	return e === t ? 0 : e === "SKILL.md" ? -1 : t === "SKILL.md" ? 1 : e < t ? -1 : 1;
}
// src/core/skills/parse.ts
function Gr(e, n = {}) {
	let r = n.folderName, i = [], a = [], s = /* @__PURE__ */ new Set(), c = [], l = [], u = 0;
	for (let n of e) {
		let e = typeof n?.path == "string" ? n.path : "", a = Vr(e);
		if (a) {
			i.push(o(a, e, {}, r));
			continue;
		}
		if (s.has(e)) {
			i.push(o("path-duplicate", e, {}, r));
			continue;
		}
		s.add(e);
		let d = typeof n.text == "string", f = n.bytes instanceof Uint8Array;
		if (d === f) {
			i.push(o("file-content", e, {}, r));
			continue;
		}
		let p = f ? n.bytes : Nr(n.text);
		u += p.length, p.length > t.maxFileBytes && i.push(o("file-too-large", e, { bytes: p.length }, r));
		let m = d ? n.text : Mr(p);
		c.push(m === void 0 ? {
			path: e,
			bytes: p
		} : {
			path: e,
			text: m
		}), l.push({
			path: e,
			bytes: p
		});
	}
	s.size > t.maxFiles && i.push(o("too-many-files", "", { count: s.size }, r)), u > t.maxSkillBytes && i.push(o("skill-too-large", "", { bytes: u }, r));
	let d = c.find((e) => e.path === "SKILL.md"), f;
	if (d) {
		let e = l.find((e) => e.path === "SKILL.md").bytes.length;
		if (e > t.maxSkillMdBytes) i.push(o("skill-md-too-large", "SKILL.md", { bytes: e }, r));
		else if (d.text === void 0) i.push(o("skill-md-not-text", "SKILL.md", {}, r));
		else {
			let e = kr(d.text, "SKILL.md", r);
			i.push(...e.issues), a.push(...e.warnings), f = e.manifest, f && r !== void 0 && f.name !== r && i.push(o("name-folder-mismatch", "SKILL.md", {
				name: f.name,
				folder: r
			}, r));
		}
	} else {
		let e = [...s].find((e) => e.toLowerCase() === "skill.md");
		i.some((e) => e.file === "SKILL.md") || i.push(o("skill-md-missing", "SKILL.md", { found: e }, r));
	}
	if (i.length || !f) return {
		issues: i,
		warnings: a
	};
	c.sort((e, t) => Wr(e.path, t.path));
	let p = n.now ?? Date.now();
	return {
		skill: {
			name: f.name,
			scope: n.scope ?? "global",
			manifest: f,
			files: c,
			hash: Rr(l),
			size: u,
			installedAt: p,
			updatedAt: p
		},
		issues: i,
		warnings: a
	};
}
// src/core/skills/summary.ts
function Kr(e) {
	return {
		name: e.name,
		scope: e.scope,
		description: e.manifest.description,
		tags: [...e.manifest.tags],
		fileCount: e.files.length,
		size: e.size,
		hash: e.hash
	};
}
// src/core/skills/layout.ts
function qr(e) {
	let t = e.filter((e) => e === "SKILL.md" || e.endsWith("/SKILL.md")).map((e) => e.slice(0, -8)).sort((e, t) => e < t ? -1 : +(e > t)), n = [];
	for (let e of t) n.some((t) => e.startsWith(t)) || n.push(e);
	let r = n.map((e) => ({
		prefix: e,
		folderName: e === "" ? void 0 : e.slice(e.lastIndexOf("/", e.length - 2) + 1, -1),
		paths: []
	})), i = [];
	for (let t of e) {
		let e = r.find((e) => t.startsWith(e.prefix));
		e ? e.paths.push(t) : i.push(t);
	}
	return {
		folders: r,
		ignored: i
	};
}
// src/core/skills/file-list.ts
function Jr(e, t, n, r) {
	let { folders: i, ignored: a } = qr(e), s = [];
	if (!i.length) return {
		skills: [],
		issues: [o("no-skill", r)],
		warnings: s
	};
	for (let e of a) s.push(o("ignored-file", e, { why: "outside any skill folder" }));
	let c = [], l = [];
	for (let e of i) {
		let r = Gr(e.paths.map((n) => ({
			path: n.slice(e.prefix.length),
			bytes: t(n)
		})), {
			folderName: e.folderName,
			scope: n.scope,
			now: n.now
		}), i = e.folderName ?? r.skill?.name, a = (e) => e.skill || !i ? e : {
			...e,
			skill: i,
			message: `${i}/${e.message}`
		};
		l.push(...r.issues.map(a)), s.push(...r.warnings.map(a)), r.skill && c.push(r.skill);
	}
	return {
		skills: c,
		issues: l,
		warnings: s
	};
}
function Yr(e, t = {}) {
	let n = [], r = [], i = /* @__PURE__ */ new Map();
	for (let t of e) {
		let e = Vr(t.path);
		if (e) n.push(o(e, t.path));
		else if (i.has(t.path)) n.push(o("path-duplicate", t.path));
		else {
			let e = Ur(t.path);
			e ? r.push(o("ignored-file", t.path, { why: e })) : i.set(t.path, t.bytes);
		}
	}
	if (n.length) return {
		skills: [],
		issues: n,
		warnings: r
	};
	let a = Jr([...i.keys()], (e) => i.get(e), t, "");
	return {
		skills: a.skills,
		issues: a.issues,
		warnings: [...r, ...a.warnings]
	};
}
function Xr(e, t, n = {}) {
	let r = Gr([{
		path: "SKILL.md",
		text: e
	}], n);
	if (!t || t === "SKILL.md") return r;
	let i = (e) => e.file === "SKILL.md" ? {
		...e,
		file: t,
		message: t + e.message.slice(8)
	} : e;
	return {
		...r,
		issues: r.issues.map(i),
		warnings: r.warnings.map(i)
	};
}
// node_modules/fflate/esm/browser.js
var R = Uint8Array, Zr = Uint16Array, Qr = Int32Array, $r = new R([
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	0,
	1,
	1,
	1,
	1,
	2,
	2,
	2,
	2,
	3,
	3,
	3,
	3,
	4,
	4,
	4,
	4,
	5,
	5,
	5,
	5,
	0,
	0,
	0,
	0
]), ei = new R([
	0,
	0,
	0,
	0,
	1,
	1,
	2,
	2,
	3,
	3,
	4,
	4,
	5,
	5,
	6,
	6,
	7,
	7,
	8,
	8,
	9,
	9,
	10,
	10,
	11,
	11,
	12,
	12,
	13,
	13,
	0,
	0
]), ti = new R([
	16,
	17,
	18,
	0,
	8,
	7,
	9,
	6,
	10,
	5,
	11,
	4,
	12,
	3,
	13,
	2,
	14,
	1,
	15
]), ni = function(e, t) {
	for (var n = new Zr(31), r = 0; r < 31; ++r) n[r] = t += 1 << e[r - 1];
	for (var i = new Qr(n[30]), r = 1; r < 30; ++r) for (var a = n[r]; a < n[r + 1]; ++a) i[a] = a - n[r] << 5 | r;
	return {
		b: n,
		r: i
	};
}, ri = ni($r, 2), ii = ri.b, ai = ri.r;
ii[28] = 258, ai[258] = 28;
for (var oi = ni(ei, 0), si = oi.b, ci = oi.r, li = new Zr(32768), z = 0; z < 32768; ++z) {
	var ui = (z & 43690) >> 1 | (z & 21845) << 1;
	ui = (ui & 52428) >> 2 | (ui & 13107) << 2, ui = (ui & 61680) >> 4 | (ui & 3855) << 4, li[z] = ((ui & 65280) >> 8 | (ui & 255) << 8) >> 1;
}
for (var di = (function(e, t, n) {
	for (var r = e.length, i = 0, a = new Zr(t); i < r; ++i) e[i] && ++a[e[i] - 1];
	var o = new Zr(t);
	for (i = 1; i < t; ++i) o[i] = o[i - 1] + a[i - 1] << 1;
	var s;
	if (n) {
		s = new Zr(1 << t);
		var c = 15 - t;
		for (i = 0; i < r; ++i) if (e[i]) for (var l = i << 4 | e[i], u = t - e[i], d = o[e[i] - 1]++ << u, f = d | (1 << u) - 1; d <= f; ++d) s[li[d] >> c] = l;
	} else for (s = new Zr(r), i = 0; i < r; ++i) e[i] && (s[i] = li[o[e[i] - 1]++] >> 15 - e[i]);
	return s;
}), fi = new R(288), z = 0; z < 144; ++z) fi[z] = 8;
for (var z = 144; z < 256; ++z) fi[z] = 9;
for (var z = 256; z < 280; ++z) fi[z] = 7;
for (var z = 280; z < 288; ++z) fi[z] = 8;
for (var pi = new R(32), z = 0; z < 32; ++z) pi[z] = 5;
var mi = /*#__PURE__*/ di(fi, 9, 0), hi = /*#__PURE__*/ di(fi, 9, 1), gi = /*#__PURE__*/ di(pi, 5, 0), _i = /*#__PURE__*/ di(pi, 5, 1), vi = function(e) {
	for (var t = e[0], n = 1; n < e.length; ++n) e[n] > t && (t = e[n]);
	return t;
}, yi = function(e, t, n) {
	var r = t / 8 | 0;
	return (e[r] | e[r + 1] << 8) >> (t & 7) & n;
}, bi = function(e, t) {
	var n = t / 8 | 0;
	return (e[n] | e[n + 1] << 8 | e[n + 2] << 16) >> (t & 7);
}, xi = function(e) {
	return (e + 7) / 8 | 0;
}, Si = function(e, t, n) {
	return (t == null || t < 0) && (t = 0), (n == null || n > e.length) && (n = e.length), new R(e.subarray(t, n));
}, Ci = [
	"unexpected EOF",
	"invalid block type",
	"invalid length/literal",
	"invalid distance",
	"stream finished",
	"no stream handler",
	,
	"no callback",
	"invalid UTF-8 data",
	"extra field too long",
	"date not in range 1980-2099",
	"filename too long",
	"stream finishing",
	"invalid zip data"
], B = function(e, t, n) {
	var r = Error(t || Ci[e]);
	if (r.code = e, Error.captureStackTrace && Error.captureStackTrace(r, B), !n) throw r;
	return r;
}, wi = function(e, t, n, r) {
	var i = e.length, a = r ? r.length : 0;
	if (!i || t.f && !t.l) return n || new R(0);
	var o = !n, s = o || t.i != 2, c = t.i;
	o && (n = new R(i * 3));
	var l = function(e) {
		var t = n.length;
		if (e > t) {
			var r = new R(Math.max(t * 2, e));
			r.set(n), n = r;
		}
	}, u = t.f || 0, d = t.p || 0, f = t.b || 0, p = t.l, m = t.d, h = t.m, g = t.n, _ = i * 8;
	do {
		if (!p) {
			u = yi(e, d, 1);
			var v = yi(e, d + 1, 3);
			if (d += 3, !v) {
				var y = xi(d) + 4, b = e[y - 4] | e[y - 3] << 8, x = y + b;
				if (x > i) {
					c && B(0);
					break;
				}
				s && l(f + b), n.set(e.subarray(y, x), f), t.b = f += b, t.p = d = x * 8, t.f = u;
				continue;
			}
			if (v == 1) p = hi, m = _i, h = 9, g = 5;
			else if (v == 2) {
				var S = yi(e, d, 31) + 257, C = yi(e, d + 10, 15) + 4, w = S + yi(e, d + 5, 31) + 1;
				d += 14;
				for (var T = new R(w), E = new R(19), D = 0; D < C; ++D) E[ti[D]] = yi(e, d + D * 3, 7);
				d += C * 3;
				for (var ee = vi(E), O = (1 << ee) - 1, k = di(E, ee, 1), D = 0; D < w;) {
					var A = k[yi(e, d, O)];
					d += A & 15;
					var y = A >> 4;
					if (y < 16) T[D++] = y;
					else {
						var te = 0, j = 0;
						for (y == 16 ? (j = 3 + yi(e, d, 3), d += 2, te = T[D - 1]) : y == 17 ? (j = 3 + yi(e, d, 7), d += 3) : y == 18 && (j = 11 + yi(e, d, 127), d += 7); j--;) T[D++] = te;
					}
				}
				var ne = T.subarray(0, S), re = T.subarray(S);
				h = vi(ne), g = vi(re), p = di(ne, h, 1), m = di(re, g, 1);
			} else B(1);
			if (d > _) {
				c && B(0);
				break;
			}
		}
		s && l(f + 131072);
		for (var ie = (1 << h) - 1, ae = (1 << g) - 1, oe = d;; oe = d) {
			var te = p[bi(e, d) & ie], se = te >> 4;
			if (d += te & 15, d > _) {
				c && B(0);
				break;
			}
			if (te || B(2), se < 256) n[f++] = se;
			else if (se == 256) {
				oe = d, p = null;
				break;
			} else {
				var ce = se - 254;
				if (se > 264) {
					var D = se - 257, M = $r[D];
					ce = yi(e, d, (1 << M) - 1) + ii[D], d += M;
				}
				var le = m[bi(e, d) & ae], ue = le >> 4;
				le || B(3), d += le & 15;
				var re = si[ue];
				if (ue > 3) {
					var M = ei[ue];
					re += bi(e, d) & (1 << M) - 1, d += M;
				}
				if (d > _) {
					c && B(0);
					break;
				}
				s && l(f + 131072);
				var de = f + ce;
				if (f < re) {
					var fe = a - re, pe = Math.min(re, de);
					for (fe + f < 0 && B(3); f < pe; ++f) n[f] = r[fe + f];
				}
				for (; f < de; ++f) n[f] = n[f - re];
			}
		}
		t.l = p, t.p = oe, t.b = f, t.f = u, p && (u = 1, t.m = h, t.d = m, t.n = g);
	} while (!u);
	return f != n.length && o ? Si(n, 0, f) : n.subarray(0, f);
}, Ti = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8;
}, Ei = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8, e[r + 2] |= n >> 16;
}, Di = function(e, t) {
	for (var n = [], r = 0; r < e.length; ++r) e[r] && n.push({
		s: r,
		f: e[r]
	});
	var i = n.length, a = n.slice();
	if (!i) return {
		t: Pi,
		l: 0
	};
	if (i == 1) {
		var o = new R(n[0].s + 1);
		return o[n[0].s] = 1, {
			t: o,
			l: 1
		};
	}
	n.sort(function(e, t) {
		return e.f - t.f;
	}), n.push({
		s: -1,
		f: 25001
	});
	var s = n[0], c = n[1], l = 0, u = 1, d = 2;
	for (n[0] = {
		s: -1,
		f: s.f + c.f,
		l: s,
		r: c
	}; u != i - 1;) s = n[n[l].f < n[d].f ? l++ : d++], c = n[l != u && n[l].f < n[d].f ? l++ : d++], n[u++] = {
		s: -1,
		f: s.f + c.f,
		l: s,
		r: c
	};
	for (var f = a[0].s, r = 1; r < i; ++r) a[r].s > f && (f = a[r].s);
	var p = new Zr(f + 1), m = Oi(n[u - 1], p, 0);
	if (m > t) {
		var r = 0, h = 0, g = m - t, _ = 1 << g;
		for (a.sort(function(e, t) {
			return p[t.s] - p[e.s] || e.f - t.f;
		}); r < i; ++r) {
			var v = a[r].s;
			if (p[v] > t) h += _ - (1 << m - p[v]), p[v] = t;
			else break;
		}
		for (h >>= g; h > 0;) {
			var y = a[r].s;
			p[y] < t ? h -= 1 << t - p[y]++ - 1 : ++r;
		}
		for (; r >= 0 && h; --r) {
			var b = a[r].s;
			p[b] == t && (--p[b], ++h);
		}
		m = t;
	}
	return {
		t: new R(p),
		l: m
	};
}, Oi = function(e, t, n) {
	return e.s == -1 ? Math.max(Oi(e.l, t, n + 1), Oi(e.r, t, n + 1)) : t[e.s] = n;
}, ki = function(e) {
	for (var t = e.length; t && !e[--t];);
	for (var n = new Zr(++t), r = 0, i = e[0], a = 1, o = function(e) {
		n[r++] = e;
	}, s = 1; s <= t; ++s) if (e[s] == i && s != t) ++a;
	else {
		if (!i && a > 2) {
			for (; a > 138; a -= 138) o(32754);
			a > 2 && (o(a > 10 ? a - 11 << 5 | 28690 : a - 3 << 5 | 12305), a = 0);
		} else if (a > 3) {
			for (o(i), --a; a > 6; a -= 6) o(8304);
			a > 2 && (o(a - 3 << 5 | 8208), a = 0);
		}
		for (; a--;) o(i);
		a = 1, i = e[s];
	}
	return {
		c: n.subarray(0, r),
		n: t
	};
}, Ai = function(e, t) {
	for (var n = 0, r = 0; r < t.length; ++r) n += e[r] * t[r];
	return n;
}, ji = function(e, t, n) {
	var r = n.length, i = xi(t + 2);
	e[i] = r & 255, e[i + 1] = r >> 8, e[i + 2] = e[i] ^ 255, e[i + 3] = e[i + 1] ^ 255;
	for (var a = 0; a < r; ++a) e[i + a + 4] = n[a];
	return (i + 4 + r) * 8;
}, Mi = function(e, t, n, r, i, a, o, s, c, l, u) {
	Ti(t, u++, n), ++i[256];
	for (var d = Di(i, 15), f = d.t, p = d.l, m = Di(a, 15), h = m.t, g = m.l, _ = ki(f), v = _.c, y = _.n, b = ki(h), x = b.c, S = b.n, C = new Zr(19), w = 0; w < v.length; ++w) ++C[v[w] & 31];
	for (var w = 0; w < x.length; ++w) ++C[x[w] & 31];
	for (var T = Di(C, 7), E = T.t, D = T.l, ee = 19; ee > 4 && !E[ti[ee - 1]]; --ee);
	var O = l + 5 << 3, k = Ai(i, fi) + Ai(a, pi) + o, A = Ai(i, f) + Ai(a, h) + o + 14 + 3 * ee + Ai(C, E) + 2 * C[16] + 3 * C[17] + 7 * C[18];
	if (c >= 0 && O <= k && O <= A) return ji(t, u, e.subarray(c, c + l));
	var te, j, ne, re;
	if (Ti(t, u, 1 + (A < k)), u += 2, A < k) {
		te = di(f, p, 0), j = f, ne = di(h, g, 0), re = h;
		var ie = di(E, D, 0);
		Ti(t, u, y - 257), Ti(t, u + 5, S - 1), Ti(t, u + 10, ee - 4), u += 14;
		for (var w = 0; w < ee; ++w) Ti(t, u + 3 * w, E[ti[w]]);
		u += 3 * ee;
		for (var ae = [v, x], oe = 0; oe < 2; ++oe) for (var se = ae[oe], w = 0; w < se.length; ++w) {
			var ce = se[w] & 31;
			Ti(t, u, ie[ce]), u += E[ce], ce > 15 && (Ti(t, u, se[w] >> 5 & 127), u += se[w] >> 12);
		}
	} else te = mi, j = fi, ne = gi, re = pi;
	for (var w = 0; w < s; ++w) {
		var M = r[w];
		if (M > 255) {
			var ce = M >> 18 & 31;
			Ei(t, u, te[ce + 257]), u += j[ce + 257], ce > 7 && (Ti(t, u, M >> 23 & 31), u += $r[ce]);
			var le = M & 31;
			Ei(t, u, ne[le]), u += re[le], le > 3 && (Ei(t, u, M >> 5 & 8191), u += ei[le]);
		} else Ei(t, u, te[M]), u += j[M];
	}
	return Ei(t, u, te[256]), u + j[256];
}, Ni = /*#__PURE__*/ new Qr([
	65540,
	131080,
	131088,
	131104,
	262176,
	1048704,
	1048832,
	2114560,
	2117632
]), Pi = /*#__PURE__*/ new R(0), Fi = function(e, t, n, r, i, a) {
	var o = a.z || e.length, s = new R(r + o + 5 * (1 + Math.ceil(o / 7e3)) + i), c = s.subarray(r, s.length - i), l = a.l, u = (a.r || 0) & 7;
	if (t) {
		u && (c[0] = a.r >> 3);
		for (var d = Ni[t - 1], f = d >> 13, p = d & 8191, m = (1 << n) - 1, h = a.p || new Zr(32768), g = a.h || new Zr(m + 1), _ = Math.ceil(n / 3), v = 2 * _, y = function(t) {
			return (e[t] ^ e[t + 1] << _ ^ e[t + 2] << v) & m;
		}, b = new Qr(25e3), x = new Zr(288), S = new Zr(32), C = 0, w = 0, T = a.i || 0, E = 0, D = a.w || 0, ee = 0; T + 2 < o; ++T) {
			var O = y(T), k = T & 32767, A = g[O];
			if (h[k] = A, g[O] = k, D <= T) {
				var te = o - T;
				if ((C > 7e3 || E > 24576) && (te > 423 || !l)) {
					u = Mi(e, c, 0, b, x, S, w, E, ee, T - ee, u), E = C = w = 0, ee = T;
					for (var j = 0; j < 286; ++j) x[j] = 0;
					for (var j = 0; j < 30; ++j) S[j] = 0;
				}
				var ne = 2, re = 0, ie = p, ae = k - A & 32767;
				if (te > 2 && O == y(T - ae)) for (var oe = Math.min(f, te) - 1, se = Math.min(32767, T), ce = Math.min(258, te); ae <= se && --ie && k != A;) {
					if (e[T + ne] == e[T + ne - ae]) {
						for (var M = 0; M < ce && e[T + M] == e[T + M - ae]; ++M);
						if (M > ne) {
							if (ne = M, re = ae, M > oe) break;
							for (var le = Math.min(ae, M - 2), ue = 0, j = 0; j < le; ++j) {
								var de = T - ae + j & 32767, fe = de - h[de] & 32767;
								fe > ue && (ue = fe, A = de);
							}
						}
					}
					k = A, A = h[k], ae += k - A & 32767;
				}
				if (re) {
					b[E++] = 268435456 | ai[ne] << 18 | ci[re];
					var pe = ai[ne] & 31, me = ci[re] & 31;
					w += $r[pe] + ei[me], ++x[257 + pe], ++S[me], D = T + ne, ++C;
				} else b[E++] = e[T], ++x[e[T]];
			}
		}
		for (T = Math.max(T, D); T < o; ++T) b[E++] = e[T], ++x[e[T]];
		u = Mi(e, c, l, b, x, S, w, E, ee, T - ee, u), l || (a.r = u & 7 | c[u / 8 | 0] << 3, u -= 7, a.h = g, a.p = h, a.i = T, a.w = D);
	} else {
		for (var T = a.w || 0; T < o + l; T += 65535) {
			var he = T + 65535;
			he >= o && (c[u / 8 | 0] = l, he = o), u = ji(c, u + 1, e.subarray(T, he));
		}
		a.i = o;
	}
	return Si(s, 0, r + xi(u) + i);
}, Ii = /*#__PURE__*/ (function() {
	for (var e = /* @__PURE__ */ new Int32Array(256), t = 0; t < 256; ++t) {
		for (var n = t, r = 9; --r;) n = (n & 1 && -306674912) ^ n >>> 1;
		e[t] = n;
	}
	return e;
})(), Li = function() {
	var e = -1;
	return {
		p: function(t) {
			for (var n = e, r = 0; r < t.length; ++r) n = Ii[n & 255 ^ t[r]] ^ n >>> 8;
			e = n;
		},
		d: function() {
			return ~e;
		}
	};
}, Ri = function(e, t, n, r, i) {
	if (!i && (i = { l: 1 }, t.dictionary)) {
		var a = t.dictionary.subarray(-32768), o = new R(a.length + e.length);
		o.set(a), o.set(e, a.length), e = o, i.w = a.length;
	}
	return Fi(e, t.level == null ? 6 : t.level, t.mem == null ? i.l ? Math.ceil(Math.max(8, Math.min(13, Math.log(e.length))) * 1.5) : 20 : 12 + t.mem, n, r, i);
}, zi = function(e, t) {
	var n = {};
	for (var r in e) n[r] = e[r];
	for (var r in t) n[r] = t[r];
	return n;
}, Bi = function(e, t) {
	return e[t] | e[t + 1] << 8;
}, Vi = function(e, t) {
	return (e[t] | e[t + 1] << 8 | e[t + 2] << 16 | e[t + 3] << 24) >>> 0;
}, Hi = function(e, t) {
	return Vi(e, t) + Vi(e, t + 4) * 4294967296;
}, Ui = function(e, t, n) {
	for (; n; ++t) e[t] = n, n >>>= 8;
};
function Wi(e, t) {
	return Ri(e, t || {}, 0, 0);
}
var Gi = /* @__PURE__ */ function() {
	function e(e, t) {
		typeof e == "function" && (t = e, e = {}), this.ondata = t;
		var n = e && e.dictionary && e.dictionary.subarray(-32768);
		this.s = {
			i: 0,
			b: n ? n.length : 0
		}, this.o = new R(32768), this.p = new R(0), n && this.o.set(n);
	}
	return e.prototype.e = function(e) {
		if (this.ondata || B(5), this.d && B(4), !this.p.length) this.p = e;
		else if (e.length) {
			var t = new R(this.p.length + e.length);
			t.set(this.p), t.set(e, this.p.length), this.p = t;
		}
	}, e.prototype.c = function(e) {
		this.s.i = +(this.d = e || !1);
		var t = this.s.b, n = wi(this.p, this.s, this.o);
		this.ondata(Si(n, t, this.s.b), this.d), this.o = Si(n, this.s.b - 32768), this.s.b = this.o.length, this.p = Si(this.p, this.s.p / 8 | 0), this.s.p &= 7;
	}, e.prototype.push = function(e, t) {
		this.e(e), this.c(t);
	}, e;
}();
function Ki(e, t) {
	return wi(e, { i: 2 }, t && t.out, t && t.dictionary);
}
var qi = function(e, t, n, r) {
	for (var i in e) {
		var a = e[i], o = t + i, s = r;
		Array.isArray(a) && (s = zi(r, a[1]), a = a[0]), ArrayBuffer.isView(a) ? n[o] = [a, s] : (n[o += "/"] = [new R(0), s], qi(a, o, n, r));
	}
}, Ji = typeof TextEncoder < "u" && /*#__PURE__*/ new TextEncoder(), Yi = typeof TextDecoder < "u" && /*#__PURE__*/ new TextDecoder();
try {
	Yi.decode(Pi, { stream: !0 });
} catch {}
var Xi = function(e) {
	for (var t = "", n = 0;;) {
		var r = e[n++], i = (r > 127) + (r > 223) + (r > 239);
		if (n + i > e.length) return {
			s: t,
			r: Si(e, n - 1)
		};
		i ? i == 3 ? (r = ((r & 15) << 18 | (e[n++] & 63) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) - 65536, t += String.fromCharCode(55296 | r >> 10, 56320 | r & 1023)) : i & 1 ? t += String.fromCharCode((r & 31) << 6 | e[n++] & 63) : t += String.fromCharCode((r & 15) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) : t += String.fromCharCode(r);
	}
};
function Zi(e, t) {
	if (t) {
		for (var n = new R(e.length), r = 0; r < e.length; ++r) n[r] = e.charCodeAt(r);
		return n;
	}
	if (Ji) return Ji.encode(e);
	for (var i = e.length, a = new R(e.length + (e.length >> 1)), o = 0, s = function(e) {
		a[o++] = e;
	}, r = 0; r < i; ++r) {
		if (o + 5 > a.length) {
			var c = new R(o + 8 + (i - r << 1));
			c.set(a), a = c;
		}
		var l = e.charCodeAt(r);
		l < 128 || t ? s(l) : l < 2048 ? (s(192 | l >> 6), s(128 | l & 63)) : l > 55295 && l < 57344 ? (l = 65536 + (l & 1047552) | e.charCodeAt(++r) & 1023, s(240 | l >> 18), s(128 | l >> 12 & 63), s(128 | l >> 6 & 63), s(128 | l & 63)) : (s(224 | l >> 12), s(128 | l >> 6 & 63), s(128 | l & 63));
	}
	return Si(a, 0, o);
}
function Qi(e, t) {
	if (t) {
		for (var n = "", r = 0; r < e.length; r += 16384) n += String.fromCharCode.apply(null, e.subarray(r, r + 16384));
		return n;
	}
	if (Yi) return Yi.decode(e);
	var i = Xi(e), a = i.s, n = i.r;
	return n.length && B(8), a;
}
var $i = function(e, t) {
	return t + 30 + Bi(e, t + 26) + Bi(e, t + 28);
}, ea = function(e, t, n) {
	var r = Bi(e, t + 28), i = Bi(e, t + 30), a = Qi(e.subarray(t + 46, t + 46 + r), !(Bi(e, t + 8) & 2048)), o = t + 46 + r, s = ta(e, o, i, n, Vi(e, t + 20), Vi(e, t + 24), Vi(e, t + 42)), c = s[0], l = s[1], u = s[2];
	return [
		Bi(e, t + 10),
		c,
		l,
		a,
		o + i + Bi(e, t + 32),
		u
	];
}, ta = function(e, t, n, r, i, a, o) {
	var s = i == 4294967295, c = a == 4294967295, l = o == 4294967295, u = t + n, d = s + c + l;
	if (r && d) {
		for (; t + 4 < u; t += 4 + Bi(e, t + 2)) if (Bi(e, t) == 1) return [
			s ? Hi(e, t + 4 + 8 * c) : i,
			c ? Hi(e, t + 4) : a,
			l ? Hi(e, t + 4 + 8 * (c + s)) : o,
			1
		];
		r < 2 && B(13);
	}
	return [
		i,
		a,
		o,
		0
	];
}, na = function(e) {
	var t = 0;
	if (e) for (var n in e) {
		var r = e[n].length;
		r > 65535 && B(9), t += r + 4;
	}
	return t;
}, ra = function(e, t, n, r, i, a, o, s) {
	var c = r.length, l = n.extra, u = s && s.length, d = na(l);
	Ui(e, t, o == null ? 67324752 : 33639248), t += 4, o != null && (e[t++] = 20, e[t++] = n.os), e[t] = 20, t += 2, e[t++] = n.flag << 1 | (a < 0 && 8), e[t++] = i && 8, e[t++] = n.compression & 255, e[t++] = n.compression >> 8;
	var f = new Date(n.mtime == null ? Date.now() : n.mtime), p = f.getFullYear() - 1980;
	if ((p < 0 || p > 119) && B(10), Ui(e, t, p << 25 | f.getMonth() + 1 << 21 | f.getDate() << 16 | f.getHours() << 11 | f.getMinutes() << 5 | f.getSeconds() >> 1), t += 4, a != -1 && (Ui(e, t, n.crc), Ui(e, t + 4, a < 0 ? -a - 2 : a), Ui(e, t + 8, n.size)), Ui(e, t + 12, c), Ui(e, t + 14, d), t += 16, o != null && (Ui(e, t, u), Ui(e, t + 6, n.attrs), Ui(e, t + 10, o), t += 14), e.set(r, t), t += c, d) for (var m in l) {
		var h = l[m], g = h.length;
		Ui(e, t, +m), Ui(e, t + 2, g), e.set(h, t + 4), t += 4 + g;
	}
	return u && (e.set(s, t), t += u), t;
}, ia = function(e, t, n, r, i) {
	Ui(e, t, 101010256), Ui(e, t + 8, n), Ui(e, t + 10, n), Ui(e, t + 12, r), Ui(e, t + 16, i);
};
function aa(e, t) {
	t ||= {};
	var n = {}, r = [];
	qi(e, "", n, t);
	var i = 0, a = 0;
	for (var o in n) {
		var s = n[o], c = s[0], l = s[1], u = l.level == 0 ? 0 : 8, d = Zi(o), f = d.length, p = l.comment, m = p && Zi(p), h = m && m.length, g = na(l.extra);
		f > 65535 && B(11);
		var _ = u ? Wi(c, l) : c, v = _.length, y = Li();
		y.p(c), r.push(zi(l, {
			size: c.length,
			crc: y.d(),
			c: _,
			f: d,
			m,
			u: f != o.length || m && p.length != h,
			o: i,
			compression: u
		})), i += 30 + f + g + v, a += 76 + 2 * (f + g) + (h || 0) + v;
	}
	for (var b = new R(a + 22), x = i, S = a - i, C = 0; C < r.length; ++C) {
		var d = r[C];
		ra(b, d.o, d, d.f, d.u, d.c.length);
		var w = 30 + d.f.length + na(d.extra);
		b.set(d.c, d.o + w), ra(b, i, d, d.f, d.u, d.c.length, d.o, d.m), i += 16 + w + (d.m ? d.m.length : 0);
	}
	return ia(b, i, r.length, S, x), b;
}
function oa(e, t) {
	for (var n = {}, r = e.length - 22; Vi(e, r) != 101010256; --r) (!r || e.length - r > 65558) && B(13);
	var i = Bi(e, r + 8);
	if (!i) return {};
	var a = Vi(e, r + 16), o = Vi(e, r - 20) == 117853008;
	if (o) {
		var s = Vi(e, r - 12);
		o = Vi(e, s) == 101075792, o && (i = Vi(e, s + 32), a = Vi(e, s + 48));
	}
	for (var c = t && t.filter, l = 0; l < i; ++l) {
		var u = ea(e, a, o), d = u[0], f = u[1], p = u[2], m = u[3], h = u[4], g = u[5], _ = $i(e, g);
		a = h, (!c || c({
			name: m,
			size: f,
			originalSize: p,
			compression: d
		})) && (d ? d == 8 ? n[m] = Ki(e.subarray(_, _ + f), { out: new R(p) }) : B(14, "unknown compression type " + d) : n[m] = Si(e, _, _ + f));
	}
	return n;
}
// src/core/skills/crc32.ts
var sa = (() => {
	let e = /* @__PURE__ */ new Int32Array(1024);
	for (let t = 0; t < 256; t++) {
		let n = t;
		for (let e = 0; e < 8; e++) n = n & 1 ? 3988292384 ^ n >>> 1 : n >>> 1;
		e[t] = n;
	}
	for (let t = 0; t < 256; t++) {
		let n = e[t];
		for (let r = 1; r < 4; r++) n = e[n & 255] ^ n >>> 8, e[r * 256 + t] = n;
	}
	return e;
})();
function ca(e) {
	let t = -1, n = e.length, r = n & -4, i = 0;
	for (; i < r; i += 4) t ^= e[i] | e[i + 1] << 8 | e[i + 2] << 16 | e[i + 3] << 24, t = sa[768 + (t & 255)] ^ sa[512 + (t >>> 8 & 255)] ^ sa[256 + (t >>> 16 & 255)] ^ sa[t >>> 24];
	for (; i < n; i++) t = sa[(t ^ e[i]) & 255] ^ t >>> 8;
	return ~t >>> 0;
}
// src/core/skills/zip-read.ts
var la = (e, t = {}) => ({
	ok: !1,
	rule: e,
	params: t
}), ua = (e) => la("zip-invalid", { detail: e }), da = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xA0", fa = new TextDecoder("utf-8", { fatal: !0 }), pa = new TextDecoder("utf-8");
function ma(e, t) {
	if (t) return pa.decode(e);
	try {
		return fa.decode(e);
	} catch {
		let t = "";
		for (let n of e) t += n < 128 ? String.fromCharCode(n) : da[n - 128];
		return t;
	}
}
function ha(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = e.length;
	if (r < 22) return ua("too short to be a zip archive");
	let i = -1;
	for (let e = r - 22; e >= Math.max(0, r - 22 - 65535); e--) if (n.getUint32(e, !0) === 101010256 && e + 22 + n.getUint16(e + 20, !0) <= r) {
		i = e;
		break;
	}
	if (i < 0) return ua("no end-of-archive record (is this a zip file?)");
	if (n.getUint16(i + 4, !0) !== 0 || n.getUint16(i + 6, !0) !== 0) return ua("multi-part archives are not supported");
	let a = n.getUint16(i + 10, !0), o = n.getUint32(i + 12, !0), s = n.getUint32(i + 16, !0), c = i;
	if (a === 65535 || o === 4294967295 || s === 4294967295) {
		let e = i - 20;
		if (e < 0 || n.getUint32(e, !0) !== 117853008) return ua("zip64 locator missing");
		let t = ga(n, e + 8);
		if (t === void 0 || t + 56 > e || n.getUint32(t, !0) !== 101075792) return ua("zip64 end record missing");
		let r = ga(n, t + 32), l = ga(n, t + 40), u = ga(n, t + 48);
		if (r === void 0 || l === void 0 || u === void 0) return ua("zip64 sizes out of range");
		[a, o, s, c] = [
			r,
			l,
			u,
			t
		];
	}
	if (a > t) return la("zip-too-many-entries", { count: a });
	if (o > c) return ua("central directory out of bounds");
	let l = c - o - s;
	if (l < 0) return ua("central directory out of bounds");
	let u = [], d = s + l;
	for (let t = 0; t < a; t++) {
		if (d + 46 > c || n.getUint32(d, !0) !== 33639248) return ua(`central directory entry ${t + 1} is damaged`);
		let r = n.getUint16(d + 28, !0), i = n.getUint16(d + 30, !0), a = n.getUint16(d + 32, !0), o = d + 46 + r + i + a;
		if (o > c) return ua(`central directory entry ${t + 1} is damaged`);
		let s = n.getUint16(d + 8, !0), f = e.subarray(d + 46, d + 46 + r), p = {
			name: ma(f, !!(s & 2048)),
			flags: s,
			method: n.getUint16(d + 10, !0),
			crc: n.getUint32(d + 16, !0),
			compressedSize: n.getUint32(d + 20, !0),
			size: n.getUint32(d + 24, !0),
			localOffset: n.getUint32(d + 42, !0),
			externalAttrs: n.getUint32(d + 38, !0),
			madeBy: n.getUint16(d + 4, !0)
		}, m = _a(n, d + 46 + r, i, p, f);
		if (m) return ua(`${p.name}: ${m}`);
		p.localOffset += l, u.push(p), d = o;
	}
	return {
		ok: !0,
		entries: u
	};
}
function ga(e, t) {
	if (t < 0 || t + 8 > e.byteLength) return;
	let n = e.getUint32(t + 4, !0);
	if (!(n > 2097151)) return n * 4294967296 + e.getUint32(t, !0);
}
function _a(e, t, n, r, i) {
	let a = t + n;
	for (; t + 4 <= a;) {
		let n = e.getUint16(t, !0), o = e.getUint16(t + 2, !0), s = t + 4;
		if (s + o > a) return "extra field is damaged";
		if (n === 1) {
			let t = s;
			for (let n of [
				"size",
				"compressedSize",
				"localOffset"
			]) {
				if (r[n] !== 4294967295) continue;
				let i = t + 8 <= s + o ? ga(e, t) : void 0;
				if (i === void 0) return "zip64 field is damaged";
				r[n] = i, t += 8;
			}
		} else n === 28789 && o >= 5 && e.getUint8(s) === 1 && e.getUint32(s + 1, !0) === ca(i) && (r.name = pa.decode(new Uint8Array(e.buffer, e.byteOffset + s + 5, o - 5)));
		t = s + o;
	}
	return null;
}
function va(e) {
	if ((e.externalAttrs >>> 16 & 61440) == 40960) return !0;
	let t = e.madeBy >>> 8;
	return (t === 0 || t === 10 || t === 11) && !!(e.externalAttrs & 1024);
}
function ya(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = t.localOffset;
	if (r + 30 > e.length || n.getUint32(r, !0) !== 67324752) return la("zip-entry-invalid", { detail: "local header missing" });
	let i = r + 30 + n.getUint16(r + 26, !0) + n.getUint16(r + 28, !0), a = i + t.compressedSize;
	return a > e.length ? la("zip-entry-invalid", { detail: "data runs past the end of the archive" }) : {
		ok: !0,
		start: i,
		end: a
	};
}
var ba = class extends Error {}, xa = 16384;
function Sa(e, t, n, r) {
	let i = e.subarray(n, r), a;
	if (t.method === 0) {
		if (i.length !== t.size) return la("zip-size-mismatch", {
			actual: i.length,
			declared: t.size
		});
		a = i.slice();
	} else if (t.method === 8) {
		a = new Uint8Array(t.size);
		let e = 0, n = !1, r = new Gi((r, i) => {
			if (e + r.length > t.size) throw new ba();
			a.set(r, e), e += r.length, i && (n = !0);
		});
		try {
			i.length === 0 && r.push(i, !0);
			for (let e = 0; e < i.length && !n; e += xa) r.push(i.subarray(e, e + xa), e + xa >= i.length);
		} catch (e) {
			return e instanceof ba ? la("zip-bomb", { bytes: t.size }) : la("zip-entry-invalid", { detail: e instanceof Error ? e.message : String(e) });
		}
		if (e !== t.size) return la("zip-size-mismatch", {
			actual: e,
			declared: t.size
		});
	} else return la("zip-method", { method: t.method });
	return ca(a) === t.crc ? {
		ok: !0,
		bytes: a
	} : la("zip-crc");
}
// src/core/skills/zip-import.ts
var Ca = (e) => e.externalAttrs >>> 16 >>> 12 == 4 || !!(e.externalAttrs & 16) && e.size === 0;
function wa(e, n = {}) {
	let r = n.fileName ?? "", i = (e, t = []) => ({
		skills: [],
		issues: e,
		warnings: t
	}), a = ha(e, t.maxZipEntries);
	if (!a.ok) return i([o(a.rule, r, a.params)]);
	let s = [], c = [], l = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Set(), d = 0;
	for (let e of a.entries) {
		let { path: n, isDir: r } = Hr(e.name);
		if (r && n === "") continue;
		let i = Vr(n);
		if (i) s.push(o(i, e.name));
		else if (u.has(n)) s.push(o("zip-duplicate", n));
		else if (u.add(n), va(e)) s.push(o("zip-link", n));
		else if (e.flags & 1) s.push(o("zip-encrypted", n));
		else if (r || Ca(e)) continue;
		else e.method !== 0 && e.method !== 8 ? s.push(o("zip-method", n, { method: e.method })) : Ur(n) ? c.push(o("ignored-file", n, { why: Ur(n) })) : (e.size > t.maxFileBytes && s.push(o("file-too-large", n, { bytes: e.size })), d += e.size, l.set(n, e));
	}
	if (d > t.maxZipBytes && s.push(o("zip-too-large", r, { bytes: d })), s.length) return i(s, c);
	let { folders: f } = qr([...l.keys()]);
	for (let e of f) {
		let n = e.folderName, r = 0;
		for (let t of e.paths) r += l.get(t).size;
		e.paths.length > t.maxFiles && s.push(o("too-many-files", "", { count: e.paths.length }, n)), r > t.maxSkillBytes && s.push(o("skill-too-large", "", { bytes: r }, n));
		let i = l.get(e.prefix + "SKILL.md");
		i.size > t.maxSkillMdBytes && s.push(o("skill-md-too-large", "SKILL.md", { bytes: i.size }, n));
	}
	if (s.length) return i(s, c);
	let p = f.flatMap((e) => e.paths), m = [];
	for (let t of p) {
		let n = l.get(t), r = ya(e, n);
		r.ok ? m.push({
			path: t,
			e: n,
			start: r.start,
			end: r.end
		}) : s.push(o(r.rule, t, r.params));
	}
	if (s.length) return i(s, c);
	let h = [...m].sort((e, t) => e.e.localOffset - t.e.localOffset);
	for (let e = 1; e < h.length; e++) if (h[e].e.localOffset < h[e - 1].end) return i([o("zip-overlap", h[e].path)], c);
	let g = /* @__PURE__ */ new Map();
	for (let t of m) {
		let n = Sa(e, t.e, t.start, t.end);
		if (!n.ok) return i([o(n.rule, t.path, n.params)], c);
		g.set(t.path, n.bytes);
	}
	let _ = Jr([...l.keys()], (e) => g.get(e), n, r);
	return {
		skills: _.skills,
		issues: _.issues,
		warnings: [...c, ..._.warnings]
	};
}
// src/core/skills/zip-export.ts
var Ta = /\.(png|jpe?g|gif|webp|avif|zip|gz|tgz|bz2|xz|7z|woff2?|mp3|mp4|m4a|ogg|webm)$/i, Ea = 65536;
function Da(e) {
	return e.length < Ea ? !1 : Wi(e.subarray(0, Ea), { level: 1 }).length > Ea * .95;
}
function Oa(e) {
	let t = new Date(2020, 0, 1, 12, 0, 0), n = {};
	for (let r of [...e.files].sort((e, t) => Wr(e.path, t.path))) {
		let i = r.bytes ?? Nr(r.text ?? ""), a = Ta.test(r.path) || r.bytes !== void 0 && Da(i);
		n[`${e.name}/${r.path}`] = [i, {
			level: a ? 0 : 6,
			mtime: t,
			os: 3,
			attrs: 33188 << 16
		}];
	}
	return aa(n);
}
// src/core/skills/scope.ts
var ka = /[\u0000-\u001f\u007f]/, Aa = (e) => e.length > 0 && !ka.test(e);
function ja(e) {
	if (e === "global") return { kind: "global" };
	if (e.startsWith("preset:")) {
		let t = e.slice(7), n = t.indexOf("/");
		if (n < 0) return null;
		let r = t.slice(0, n), i = t.slice(n + 1);
		return Aa(r) && Aa(i) ? {
			kind: "preset",
			mode: r,
			presetId: i
		} : null;
	}
	if (e.startsWith("character:")) {
		let t = e.slice(10);
		return Aa(t) ? {
			kind: "character",
			avatar: t
		} : null;
	}
	return null;
}
function Ma(e) {
	return typeof e == "string" && ja(e) !== null;
}
function Na(e) {
	let t;
	t = e.kind === "global" ? "global" : e.kind === "preset" ? `preset:${e.mode}/${e.presetId}` : `character:${e.avatar}`;
	let n = ja(t);
	if (!n || e.kind === "preset" && n.kind === "preset" && n.mode !== e.mode) throw RangeError(`invalid skill scope parts: ${JSON.stringify(e)}`);
	return t;
}
function Pa(e) {
	let t = ja(e);
	return t ? t.kind === "character" ? 2 : +(t.kind === "preset") : -1;
}
function Fa(e, t) {
	let n = ja(e);
	return n ? n.kind === "global" ? !0 : n.kind === "preset" ? n.mode === t.mode && n.presetId === t.presetId : n.avatar === t.character : !1;
}
// src/core/skills/installed.ts
function Ia(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let r of e) {
		if (!Fa(r.scope, t)) continue;
		let e = Pa(r.scope), i = n.get(r.name);
		(!i || e > i.rank) && n.set(r.name, {
			item: r,
			rank: e
		});
	}
	let r = [...n.keys()].sort((e, t) => e < t ? -1 : +(e > t));
	return new Map(r.map((e) => [e, n.get(e).item]));
}
// src/core/skills/visibility.ts
var La = (e) => Array.isArray(e) ? e.filter((e) => typeof e == "string") : [];
function Ra(e) {
	let t = La(e.mode?.visible).filter((e) => e !== "+"), n = La(e.agent?.visible), r = /* @__PURE__ */ new Set([...La(e.mode?.deny), ...La(e.agent?.deny)]), i = t.map((e) => ({
		token: e,
		from: "mode"
	})), a = (e) => e.filter((e) => e !== "+").map((e) => ({
		token: e,
		from: "agent"
	}));
	return n.length === 0 ? {
		rule: "inherit",
		tokens: i,
		deny: r
	} : n[0] === "+" ? {
		rule: "extend",
		tokens: [...i, ...a(n.slice(1))],
		deny: r
	} : {
		rule: "replace",
		tokens: a(n),
		deny: r
	};
}
var za = (e, t) => e < t ? -1 : +(e > t);
function Ba(e) {
	let t = e instanceof Set ? e : new Set(e), n;
	return {
		has: t,
		sorted: () => n ??= [...t].sort(za)
	};
}
function Va(e, t) {
	let { tokens: n, deny: r } = Ra(e);
	if (r.has("*")) return [];
	let i = Ba(t), a = [], o = /* @__PURE__ */ new Set(), s = (e) => {
		!o.has(e) && i.has.has(e) && !r.has(e) && (o.add(e), a.push(e));
	};
	for (let { token: e } of n) if (e === "*") for (let e of i.sorted()) s(e);
	else s(e);
	return a;
}
function Ha(e, t) {
	let { rule: n, tokens: r, deny: i } = Ra(e), a = Ba(t), o = Va(e, a.has), s = new Set(r.filter((e) => e.from === "agent").map((e) => e.token)), c = e.agent !== void 0, l = i.has("*"), u = [], d = Object.create(null), f = (e, t, n) => {
		if (e in d) return;
		let r;
		r = a.has.has(e) ? l || i.has(e) ? "denied" : c && n && !s.has(e) ? "inherited" : "visible" : "not-installed", d[e] = r, u.push({
			name: e,
			state: r,
			from: t
		});
	};
	for (let e of r) if (e.token === "*") for (let t of a.sorted()) f(t, "wildcard", e.from === "mode");
	else f(e.token, s.has(e.token) ? "agent" : e.from, e.from === "mode");
	for (let e of i) e !== "*" && f(e, "deny", !1);
	return {
		visible: o,
		rule: n,
		inheritsMode: n === "extend",
		wildcard: r.some((e) => e.token === "*"),
		denyAll: l,
		entries: u,
		states: d
	};
}
// src/core/skills/catalog.ts
var Ua = "(To read a skill, call skill_read with its name; to find text inside one skill, call skill_search.)", Wa = /[^\S ]| {2}|^ | $|<\/?available_skills>/i;
function Ga(e) {
	return Wa.test(e) ? e.replace(/<\/?available_skills>/gi, " ").replace(/\s+/g, " ").trim() : e;
}
function Ka(e) {
	if (e.length === 0) return "";
	let t = "<available_skills>\n";
	for (let n of e) t += `- ${n.name}: ${Ga(n.description)}\n`;
	return t + "</available_skills>\n(To read a skill, call skill_read with its name; to find text inside one skill, call skill_search.)";
}
// src/core/agent/tool.ts
function V(e, t, n) {
	let r = {
		ok: !1,
		error: e
	};
	return t && (r.code = t), n && (r.hint = n), r;
}
function qa(e) {
	return typeof e == "object" && !!e && e.ok === !1 && "error" in e;
}
// src/core/skills/file-cache.ts
var Ja = /* @__PURE__ */ new WeakMap();
function Ya(e) {
	let t = Ja.get(e);
	return t || Ja.set(e, t = {}), t;
}
function Xa(e) {
	return (e.includes("İ") ? e.replace(/\u0130/g, "i") : e).toLowerCase();
}
function Za(e) {
	let t = Ya(e);
	return t.folded ??= Xa(e.text ?? "");
}
function Qa(e) {
	if (e.length === 0) return 0;
	let t = 0;
	for (let n = e.indexOf("\n"); n !== -1; n = e.indexOf("\n", n + 1)) t++;
	return e.endsWith("\n") ? t : t + 1;
}
function $a(e) {
	let t = Ya(e);
	return t.lines ??= Qa(e.text ?? "");
}
// src/core/skills/json-size.ts
function eo(e, t) {
	return e === 34 || e === 92 ? 2 : e < 32 ? e === 10 || e === 13 || e === 9 || e === 8 || e === 12 ? 2 : 6 : e < 128 ? 1 : e < 2048 ? 2 : e >= 55296 && e <= 56319 ? t >= 56320 && t <= 57343 ? 4 : 6 : e >= 56320 && e <= 57343 ? 6 : 3;
}
function to(e) {
	let t = 0;
	for (let n = 0; n < e.length; n++) {
		let r = eo(e.charCodeAt(n), n + 1 < e.length ? e.charCodeAt(n + 1) : 0);
		t += r, r === 4 && n++;
	}
	return t;
}
function no(e, t) {
	let n = 0, r = 0;
	for (; r < e.length;) {
		let i = eo(e.charCodeAt(r), r + 1 < e.length ? e.charCodeAt(r + 1) : 0);
		if (n + i > t) break;
		n += i, r += i === 4 ? 2 : 1;
	}
	return e.slice(0, r);
}
// src/core/skills/read-lines.ts
function ro(e, t, n, r, i) {
	let a = 0;
	for (let t = 1; t < n && a !== -1; t++) {
		let t = e.indexOf("\n", a);
		a = t === -1 ? e.length : t + 1;
	}
	let o = [], s = 0, c = n, l = !1, u;
	for (; c <= t && o.length < r;) {
		let t = e.indexOf("\n", a), n = t === -1 ? e.length : t, r = e.slice(a, n);
		r.endsWith("\r") && (r = r.slice(0, -1));
		let d = to(r) + (o.length ? 2 : 0);
		if (s + d > i) {
			l = !0, o.length === 0 && (o.push(no(r, i)), u = c, c++);
			break;
		}
		o.push(r), s += d, c++, a = n + 1;
	}
	let d = {
		content: o.join("\n"),
		totalLines: t,
		truncated: l
	};
	return c <= t && (d.nextOffset = c), u !== void 0 && (d.cutLine = u), d;
}
// src/core/skills/search.ts
var io = 400, ao = (e) => e >= 55296 && e <= 56319, oo = (e) => e >= 56320 && e <= 57343;
function so(e, t, n) {
	return t > 0 && oo(e.charCodeAt(t)) && t++, n < e.length && ao(e.charCodeAt(n - 1)) && n--, e.slice(t, n);
}
function co(e, t = -1, n = 0) {
	if (e.endsWith("\r") && (e = e.slice(0, -1)), e.length <= io) return e;
	if (t < 0 || t + n <= 399) return so(e, 0, 399) + "…";
	let r = Math.max(0, Math.min(t - 100, e.length - io + 2)), i = Math.min(e.length, r + io - 2);
	return "…" + so(e, r, i) + (i < e.length ? "…" : "");
}
function lo(e, t) {
	let n = e.indexOf("\n", t);
	return n === -1 ? e.length : n;
}
function uo(e, t, n) {
	let r = Xa(t), i = r.slice(0, -1).split("\n").length - 1, a = [], o = 0;
	for (let t of e) {
		if (t.text === void 0) continue;
		let e = t.text, s = Za(t), c = 1, l = 0, u = 0;
		for (let d = s.indexOf(r, u); d !== -1; d = s.indexOf(r, u)) {
			if (a.length >= n.limit) return {
				hits: a,
				truncated: !0
			};
			for (let t = e.indexOf("\n", l); t !== -1 && t < d; t = e.indexOf("\n", l)) c++, l = t + 1;
			let s = d + r.length - 1, f = e.charCodeAt(s) === 10 ? s : lo(e, s), p = c, m = l;
			for (let t = 0; t < n.contextLines && m > 0; t++) m = m >= 2 ? e.lastIndexOf("\n", m - 2) + 1 : 0, p--;
			let h = c + i, g = f;
			for (let t = 0; t < n.contextLines && g + 1 < e.length; t++) g = lo(e, g + 1), h++;
			let _ = e.slice(m, g).split("\n"), v = c - p, y = _.map((e, t) => t === v ? co(e, d - l, r.length) : co(e)).join("\n"), b = {
				path: t.path,
				lineStart: p,
				lineEnd: h,
				line: c,
				snippet: y
			}, x = to(y) + to(t.path) + 96;
			if (o + x > n.budget) return {
				hits: a,
				truncated: !0
			};
			o += x, a.push(b), u = f + 1;
		}
	}
	return {
		hits: a,
		truncated: !1
	};
}
// src/core/skills/tools.ts
var fo = 256, po = [
	"skill_list",
	"skill_read",
	"skill_search"
], mo = (e) => V(`Skill not found: ${e}`, "skill_not_found", "Only the skills in <available_skills> can be used; skill_list shows them.");
function ho(e, t, n, r, i) {
	if (e == null || e === "") return i;
	let a = typeof e == "string" && /^\s*-?\d+\s*$/.test(e) ? Number(e) : e;
	return typeof a != "number" || !Number.isInteger(a) || a < n ? V(`\`${t}\` must be a whole number of at least ${n}`, "invalid_arguments") : Math.min(a, r);
}
var go = (e) => typeof e == "object" && !!e && e.ok === !1;
function _o(e) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e) n.has(t.name) || n.set(t.name, t);
	let r = /* @__PURE__ */ new Map(), i = (e) => {
		let t = r.get(e.name);
		return t || r.set(e.name, t = [...e.files].sort((e, t) => Wr(e.path, t.path))), t;
	}, a = (e) => {
		let t = e?.name;
		return typeof t != "string" || t === "" ? V("`name` must be the name of a skill", "invalid_arguments") : n.get(t) ?? mo(t);
	}, o = (e, t) => {
		if (t !== void 0 && typeof t != "string") return V("`path` must be a path inside the skill", "invalid_arguments");
		let n = t || "SKILL.md", r = e.files.find((e) => e.path === n);
		if (r) return r;
		let a = i(e).map((e) => e.path), o = a.slice(0, 50).join(", ") + (a.length > 50 ? `, … (${a.length} files)` : "");
		return V(`No file "${n}" in skill ${e.name}`, "skill_file_not_found", `Files: ${o}`);
	};
	return [
		{
			name: "skill_list",
			description: "List the skills available to you with their descriptions and tags. `query` (optional) keeps only skills whose name, description or tags contain it (case-insensitive).",
			parameters: {
				type: "object",
				properties: { query: {
					type: "string",
					description: "Text to look for in names, descriptions and tags."
				} },
				additionalProperties: !1
			},
			execute(e) {
				let t = e?.query;
				if (t != null && typeof t != "string") return V("`query` must be text", "invalid_arguments");
				let r = (t ?? "").toLowerCase(), i = [];
				for (let e of n.values()) {
					let t = {
						name: e.name,
						description: e.manifest.description,
						tags: [...e.manifest.tags]
					};
					(!r || e.name.toLowerCase().includes(r) || t.description.toLowerCase().includes(r) || t.tags.some((e) => e.toLowerCase().includes(r))) && i.push(t);
				}
				return i;
			}
		},
		{
			name: "skill_read",
			description: "Read a file of a skill, SKILL.md by default, by line numbers. Lines are numbered from 1: `offset` is the first line to read (default 1), `limit` the number of lines (default: as many as fit). A response holds at most 50 KB; when `nextOffset` is present, call again with offset = nextOffset to read on.",
			parameters: {
				type: "object",
				properties: {
					name: {
						type: "string",
						description: "The skill name."
					},
					path: {
						type: "string",
						description: "File inside the skill, e.g. references/guide.md. Default SKILL.md."
					},
					offset: {
						type: "integer",
						minimum: 1,
						description: "First line to read, counting from 1."
					},
					limit: {
						type: "integer",
						minimum: 1,
						description: "How many lines to read."
					}
				},
				required: ["name"],
				additionalProperties: !1
			},
			execute(e) {
				let n = a(e);
				if (go(n)) return n;
				let r = o(n, e.path);
				if (go(r)) return r;
				if (r.text === void 0) return V(`${r.path} in skill ${n.name} is a binary file and cannot be read as text`, "skill_file_binary");
				let i = ho(e.offset, "offset", 1, 2 ** 53 - 1, 1);
				if (go(i)) return i;
				let s = ho(e.limit, "limit", 1, 2 ** 53 - 1, 2 ** 53 - 1);
				if (go(s)) return s;
				let c = $a(r);
				return i > Math.max(c, 1) ? V(`offset ${i} is past the end of ${r.path} (${c} lines)`, "offset_out_of_range") : ro(r.text, c, i, s, t.maxToolResponseBytes - fo);
			}
		},
		{
			name: "skill_search",
			description: "Find text inside one skill: a case-insensitive substring search over its text files, or over one file when `path` is given. Each hit gives the file, the matching line number and a snippet with `contextLines` lines around it (lines numbered from 1, as in skill_read).",
			parameters: {
				type: "object",
				properties: {
					name: {
						type: "string",
						description: "The skill name."
					},
					query: {
						type: "string",
						description: "Text to find (not a regular expression)."
					},
					path: {
						type: "string",
						description: "Search only this file."
					},
					limit: {
						type: "integer",
						minimum: 1,
						maximum: 100,
						description: "Most hits to return (default 10)."
					},
					contextLines: {
						type: "integer",
						minimum: 0,
						maximum: 20,
						description: "Lines before and after each hit (default 2)."
					}
				},
				required: ["name", "query"],
				additionalProperties: !1
			},
			execute(e) {
				let n = a(e);
				if (go(n)) return n;
				let r = e.query;
				if (typeof r != "string" || r === "") return V("`query` must be non-empty text", "invalid_arguments");
				let s = ho(e.limit, "limit", 1, 100, 10);
				if (go(s)) return s;
				let c = ho(e.contextLines, "contextLines", 0, 20, 2);
				if (go(c)) return c;
				let l = i(n);
				if (e.path !== void 0 && e.path !== null && e.path !== "") {
					let t = o(n, e.path);
					if (go(t)) return t;
					if (t.text === void 0) return V(`${t.path} in skill ${n.name} is a binary file and cannot be searched`, "skill_file_binary");
					l = [t];
				}
				return uo(l, r, {
					limit: s,
					contextLines: c,
					budget: t.maxToolResponseBytes - fo
				});
			}
		}
	];
}
// src/core/skills/bundled.ts
function vo(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function yo(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e) n.set(`${t.skill}/${t.path}`, t.base64 === void 0 ? Nr(t.text ?? "") : vo(t.base64));
	let r = /* @__PURE__ */ new Map();
	for (let e of n.keys()) {
		let t = e.slice(0, e.indexOf("/")), n = r.get(t);
		n || r.set(t, n = []), n.push(e);
	}
	let i = {
		skills: [],
		issues: [],
		warnings: []
	};
	for (let [, e] of [...r].sort(([e], [t]) => e < t ? -1 : 1)) {
		let r = Jr(e, (e) => n.get(e), {
			scope: "global",
			now: t.now
		}, "");
		for (let e of r.skills) i.skills.push({
			...e,
			bundledHash: e.hash
		});
		i.issues.push(...r.issues), i.warnings.push(...r.warnings);
	}
	return i;
}
function bo(e, t) {
	let n = /* @__PURE__ */ new Map();
	for (let e of t) e.scope === "global" && !n.has(e.name) && n.set(e.name, e);
	let r = {
		install: [],
		unchanged: [],
		wouldOverwriteEdited: [],
		update: []
	};
	for (let t of [...e].sort((e, t) => e.name < t.name ? -1 : +(e.name > t.name))) {
		let e = n.get(t.name);
		e ? e.hash === t.hash ? r.unchanged.push(t.name) : e.bundledHash === void 0 || e.hash !== e.bundledHash ? r.wouldOverwriteEdited.push(t.name) : r.update.push(t) : r.install.push(t);
	}
	return r;
}
// src/core/profiles/modes.ts
var xo = [
	"director",
	"loop",
	"spec",
	"agenda",
	"single"
], So = [
	"loop",
	"spec",
	"agenda",
	"single"
];
function Co(e) {
	return typeof e == "string" && xo.includes(e);
}
// src/core/profiles/messages.ts
var wo = {
	mismatch: "Imported file does not match the current mode.",
	notObject: (e) => `${e} must be a JSON object.`,
	badJson: (e) => `The file is not valid JSON: ${e}`,
	emptyFile: "The file is empty.",
	missingProfile: "The file has no \"profile\" object.",
	unknownFormat: (e) => `Unknown profile format "${e}": expected a Troupe or Luker orchestrator profile export.`,
	noFormat: "The file names no format and no mode: it is not a profile export.",
	unknownMode: (e) => `Unknown execution mode "${e}" (expected director, loop, spec, agenda or single).`,
	cycle: "The profile contains a circular reference.",
	unrepairable: (e, t) => `The profile cannot be repaired at ${e || "(root)"}: ${t}`,
	badSkills: (e) => `Embedded skills are malformed: ${e}`
};
function To(e) {
	if (e === void 0) return "nothing";
	let t;
	try {
		t = typeof e == "string" ? JSON.stringify(e) : JSON.stringify(e) ?? String(e);
	} catch {
		t = String(e);
	}
	return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}
// src/core/profiles/sanitize.ts
var Eo = class extends Error {
	constructor(e) {
		super(e), this.name = "ProfileError";
	}
};
function Do(e) {
	let t = "";
	for (let n of e) t += typeof n == "number" ? `[${n}]` : t ? `.${n}` : n;
	return t;
}
var Oo = class {
	list = [];
	add(e, t, n) {
		this.list.push({
			path: typeof e == "string" ? e : Do(e),
			code: t,
			message: n
		});
	}
};
function H(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === Object.prototype || t === null;
}
function ko(e, t = /* @__PURE__ */ new Set()) {
	if (typeof e != "object" || !e) return typeof e == "function" || typeof e == "symbol" ? void 0 : typeof e == "bigint" ? Number(e) : e;
	let n = e;
	if (typeof n.toJSON == "function") return ko(n.toJSON(), t);
	if (t.has(e)) throw new Eo(wo.cycle);
	t.add(e);
	try {
		if (Array.isArray(e)) return e.map((e) => ko(e, t) ?? null);
		let n = {};
		for (let [r, i] of Object.entries(e)) {
			let e = ko(i, t);
			e !== void 0 && (n[r] = e);
		}
		return n;
	} finally {
		t.delete(e);
	}
}
function Ao(e, t) {
	let n = e;
	for (let e of t) {
		if (typeof n != "object" || !n) return;
		n = n[e];
	}
	return n;
}
var jo = 500;
function Mo(e, t, n, r = []) {
	let i = { root: t }, a = [];
	for (let t = 0; t < jo; t++) {
		let t = e.safeParse(i.root);
		if (t.success) {
			for (let e of a) {
				let i = Ao({ root: t.data }, ["root", ...e.path]), a = i === void 0 ? "removed" : `set to the default ${To(i)}`;
				n.add([...r, ...e.path], "defaulted", `${e.message}; ${a}.`);
			}
			return t.data;
		}
		let o = /* @__PURE__ */ new Map(), s = !1;
		for (let e of t.error.issues) {
			let t = e.path.map((e) => typeof e == "symbol" ? String(e) : e);
			if (t.length === 0) throw new Eo(wo.unrepairable(Do(r), e.message));
			let c = ["root", ...t], l = Ao(i, c.slice(0, -1)), u = c[c.length - 1];
			if (typeof l != "object" || !l) continue;
			let d = l[u], f = [...r, ...t], p = (e, t, r) => {
				l[u] = e, n.add(f, t, r), s = !0;
			}, m = (e, t, i) => {
				let a = JSON.stringify(e), c = o.get(a);
				c || o.set(a, c = {
					arrPath: e,
					indices: /* @__PURE__ */ new Set(),
					reason: []
				}), c.indices.has(t) || (c.indices.add(t), n.add([
					...r,
					...e.slice(1),
					t
				], "dropped", i)), s = !0;
			};
			if ((e.code === "too_big" || e.code === "too_small") && typeof d == "number" && Number.isFinite(d)) {
				let t = Number(e.code === "too_big" ? e.maximum : e.minimum);
				p(t, "clamped", `${d} is ${e.code === "too_big" ? "above the maximum" : "below the minimum"} ${t}; clamped to ${t}.`);
			} else {
				if (e.code === "invalid_type") {
					let t = e.expected;
					if (d === void 0 && !(Array.isArray(l) && typeof u == "number")) {
						let e = No(c);
						if (e < 0) throw new Eo(wo.unrepairable(Do(f), `"${String(u)}" is required`));
						m(c.slice(0, e), c[e], `entry dropped: "${String(u)}" is required.`);
						continue;
					}
					if ((t === "number" || t === "int") && typeof d == "string" && d.trim() !== "" && Number.isFinite(Number(d))) {
						p(Number(d), "coerced", `text ${To(d)} read as the number ${Number(d)}.`);
						continue;
					}
					if (t === "int" && typeof d == "number" && Number.isFinite(d)) {
						p(Math.round(d), "rounded", `${d} is not a whole number; rounded to ${Math.round(d)}.`);
						continue;
					}
					if (t === "boolean" && (d === "true" || d === "false" || d === 0 || d === 1)) {
						let e = d === "true" || d === 1;
						p(e, "coerced", `${To(d)} read as ${e}.`);
						continue;
					}
					if (t === "string" && (typeof d == "number" || typeof d == "boolean")) {
						p(String(d), "coerced", `${To(d)} read as text.`);
						continue;
					}
				}
				if (Array.isArray(l) && typeof u == "number") m(c.slice(0, -1), u, `invalid entry ${To(d)} dropped (${e.message}).`);
				else if (d === void 0) {
					let t = No(c);
					if (t < 0) throw new Eo(wo.unrepairable(Do(f), e.message));
					m(c.slice(0, t), c[t], `entry dropped: ${e.message}.`);
				} else delete l[u], a.push({
					path: t,
					message: `invalid value ${To(d)} (${e.message})`
				}), s = !0;
			}
		}
		for (let { arrPath: e, indices: t } of o.values()) {
			let n = Ao(i, e);
			if (Array.isArray(n)) for (let e of [...t].sort((e, t) => t - e)) n.splice(e, 1);
		}
		if (!s) break;
	}
	throw new Eo(wo.unrepairable(Do(r), "too many problems to repair"));
}
function No(e) {
	for (let t = e.length - 2; t >= 0; t--) if (typeof e[t] == "number") return t;
	return -1;
}
// node_modules/zod/v4/core/util.js
function Po(e) {
	let t = Object.values(e).filter((e) => typeof e == "number");
	return Object.entries(e).filter(([e, n]) => t.indexOf(+e) === -1).map(([e, t]) => t);
}
function Fo(e, t = "|") {
	return e.map((e) => os(e)).join(t);
}
function Io(e, t) {
	return typeof t == "bigint" ? t.toString() : t;
}
var Lo = class {
	constructor(e) {
		this._getter = e, this._value = void 0;
	}
	get value() {
		let e = this._getter;
		return e !== void 0 && (this._value = e(), this._getter = void 0), this._value;
	}
};
function Ro(e) {
	return new Lo(e);
}
function zo(e) {
	return e == null;
}
function Bo(e) {
	let t = +!!e.startsWith("^"), n = e.endsWith("$") ? e.length - 1 : e.length;
	return e.slice(t, n);
}
function Vo(e, t) {
	let n = e / t, r = Math.round(n), i = 4 * 2 ** -52 * Math.max(Math.abs(n), 1);
	return Math.abs(n - r) < i ? 0 : n - r;
}
function Ho(e, t, n) {
	Object.defineProperty(e, t, {
		value: n,
		writable: !0,
		enumerable: !0,
		configurable: !0
	});
}
function Uo(e) {
	let t = Object.getOwnPropertyDescriptor(e, "shape");
	return t?.get ? t.get.raw : t?.value;
}
function Wo(e) {
	return Uo(e._zod.def) ?? e._zod.def.shape;
}
function Go(e, t, n) {
	Object.defineProperty(e, t, {
		get() {
			let e = n();
			return Ho(this, t, e), e;
		},
		enumerable: !0,
		configurable: !0
	});
}
function Ko(e, t, n) {
	t in e ? Ho(e, t, n) : e[t] = n;
}
function qo(e, t, n, r) {
	let i = Wo(t);
	for (let a of n) {
		let n = Object.getOwnPropertyDescriptor(i, a);
		n.enumerable && (n.get ? Go(e, a, () => {
			let e = t._zod.def.shape[a];
			return r ? r(e, a) : e;
		}) : Ko(e, a, r ? r(n.value, a) : n.value));
	}
}
function Jo(e, t) {
	for (let n of Reflect.ownKeys(t)) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.enumerable && (r.get ? Go(e, n, () => t[n]) : Ko(e, n, r.value));
	}
}
function Yo(...e) {
	let t = {};
	for (let n of e) {
		let e = Object.getOwnPropertyDescriptors(n);
		Object.assign(t, e);
	}
	return Object.defineProperties({}, t);
}
function Xo(e) {
	return JSON.stringify(e);
}
function Zo(e) {
	return e.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var Qo = "captureStackTrace" in Error ? Error.captureStackTrace : (...e) => {};
function $o(e) {
	return typeof e == "object" && !!e && !Array.isArray(e);
}
var es = /* @__PURE__*/ Ro(() => {
	if (Ys.jitless || typeof navigator < "u" && navigator?.userAgent?.includes("Cloudflare")) return !1;
	try {
		return Function(""), !0;
	} catch {
		return !1;
	}
});
function ts(e) {
	if ($o(e) === !1) return !1;
	let t = e.constructor;
	if (t === void 0 || typeof t != "function") return !0;
	let n = t.prototype;
	return $o(n) !== !1 && Object.prototype.hasOwnProperty.call(n, "isPrototypeOf") !== !1;
}
function ns(e) {
	return ts(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
var rs = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]);
function is(e) {
	return e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function as(e, t, n) {
	let r = new e._zod.constr(t ?? e._zod.def);
	return (!t || n?.parent) && (r._zod.parent = e), r;
}
function U(e) {
	let t = e;
	if (!t) return {};
	if (typeof t == "string") return { error: () => t };
	if (t?.message !== void 0) {
		if (t?.error !== void 0) throw Error("Cannot specify both `message` and `error` params");
		t.error = t.message;
	}
	return delete t.message, typeof t.error == "string" ? {
		...t,
		error: () => t.error
	} : t;
}
function os(e) {
	return typeof e == "bigint" ? e.toString() + "n" : typeof e == "string" ? `"${e}"` : `${e}`;
}
function ss(e) {
	return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === "optional");
}
var cs = {
	safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}, ls = {
	int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
	uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")]
};
function us(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".pick() cannot be used on object schemas containing refinements");
	let i = {};
	return qo(i, e, ds(e, t)), as(e, Yo(n, {
		shape: i,
		checks: []
	}));
}
function ds(e, t) {
	let n = Wo(e), r = [];
	for (let e of Reflect.ownKeys(t)) {
		if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
		t[e] && r.push(e);
	}
	return r;
}
function fs(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".omit() cannot be used on object schemas containing refinements");
	let i = new Set(ds(e, t)), a = {};
	return qo(a, e, Reflect.ownKeys(Wo(e)).filter((e) => !i.has(e))), as(e, Yo(n, {
		shape: a,
		checks: []
	}));
}
function ps(e, t) {
	if (!ts(t)) throw Error("Invalid input to extend: expected a plain object");
	let n = e._zod.def.checks;
	if (n && n.length > 0) {
		let n = Wo(e);
		for (let e of Reflect.ownKeys(t)) if (Object.getOwnPropertyDescriptor(n, e) !== void 0) throw Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return as(e, Yo(e._zod.def, { shape: ms(e, t) }));
}
function ms(e, t) {
	let n = {};
	return qo(n, e, Reflect.ownKeys(Wo(e))), Jo(n, t), n;
}
function hs(e, t) {
	if (!ts(t)) throw Error("Invalid input to safeExtend: expected a plain object");
	return as(e, Yo(e._zod.def, { shape: ms(e, t) }));
}
function gs(e, t) {
	if (!t?._zod?.def) throw Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
	if (e._zod.def.checks?.length) throw Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
	let n = {};
	return qo(n, e, Reflect.ownKeys(Wo(e))), qo(n, t, Reflect.ownKeys(Wo(t))), as(e, Yo(e._zod.def, {
		shape: n,
		get catchall() {
			return t._zod.def.catchall;
		},
		checks: t._zod.def.checks ?? []
	}));
}
function _s(e, t, n, r = "partial") {
	let i = t._zod.def.checks;
	if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
	let a = n ? new Set(ds(t, n)) : void 0, o = {};
	return qo(o, t, Reflect.ownKeys(Wo(t)), e && ((t, n) => a && !a.has(n) ? t : new e({
		type: "optional",
		innerType: t
	}))), as(t, Yo(t._zod.def, {
		shape: o,
		checks: []
	}));
}
function vs(e, t, n) {
	let r = n ? new Set(ds(t, n)) : void 0, i = {};
	return qo(i, t, Reflect.ownKeys(Wo(t)), (t, n) => r && !r.has(n) ? t : new e({
		type: "nonoptional",
		innerType: t
	})), as(t, Yo(t._zod.def, { shape: i }));
}
function ys(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
	return !1;
}
function bs(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
	return !1;
}
function xs(e, t) {
	return t.map((t) => {
		var n;
		return (n = t).path ?? (n.path = []), t.path.unshift(e), t;
	});
}
function Ss(e) {
	return typeof e == "string" ? e : e?.message;
}
function Cs(e) {
	let t = [];
	for (let n of e ?? []) {
		let e = n._zod.def;
		if (!/_(length|size)$|_equals$/.test(e.check)) break;
		let r = e.maximum ?? e.length ?? e.size;
		r >= 0 && t.push([r, n]);
	}
	return t;
}
function ws(e, t, n) {
	var r;
	for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function Ts(e, t, n) {
	var r;
	let i = e.inst?._zod?.traits;
	i?.has("$ZodType") && (i.has("$ZodCheck") ? (r = e).schema ?? (r.schema = e.inst) : e.schema = e.inst);
	let a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error, o = e.message ? e.message : Ss(e.inst?._zod.def?.error?.(e)) ?? Ss(a?.(e)) ?? Ss(t?.error?.(e)) ?? Ss(n.customError?.(e)) ?? Ss(n.localeError?.(e)) ?? "Invalid input", s = {};
	for (let t of Object.keys(e)) t !== "inst" && t !== "schema" && t !== "continue" && t !== "input" && t !== "__proto__" && (s[t] = e[t]);
	return s.path ??= [], s.message = o, t?.reportInput && (s.input = e.input), s;
}
var Es = /[\uD800-\uDBFF]/;
function Ds(e) {
	let t = e.length;
	if (!Es.test(e)) return t;
	let n = t;
	for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
	return n;
}
function Os(e) {
	return Array.isArray(e) ? "array" : typeof e == "string" ? "string" : "unknown";
}
function ks(e) {
	let t = typeof e;
	switch (t) {
		case "number": return Number.isNaN(e) ? "nan" : "number";
		case "object": {
			if (e === null) return "null";
			if (Array.isArray(e)) return "array";
			let t = e;
			if (t && Object.getPrototypeOf(t) !== Object.prototype && "constructor" in t && t.constructor) return t.constructor.name;
		}
	}
	return t;
}
function As(...e) {
	let [t, n, r] = e;
	return typeof t == "string" ? {
		message: t,
		code: "custom",
		input: n,
		inst: r
	} : { ...t };
}
function js(e, t) {
	for (let n in t) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.get ? Object.defineProperty(e, n, {
			...r,
			enumerable: !1
		}) : Fs(e, n, r.value);
	}
}
function Ms(e, t, n, r = !0) {
	return Object.defineProperty(e, t, {
		configurable: !0,
		writable: !0,
		enumerable: r,
		value: n
	}), n;
}
function Ns(e, t, n) {
	return Ms(e, t, n, !1);
}
/* @__NO_SIDE_EFFECTS__ */
function Ps(e, t) {
	for (let n in e) {
		let r = e[n];
		Object.defineProperty(t, n, {
			configurable: !0,
			enumerable: !0,
			get() {
				return Ms(this, n, r(this));
			},
			set(e) {
				Ms(this, n, e);
			}
		});
	}
	return t;
}
function Fs(e, t, n) {
	Object.defineProperty(e, t, {
		configurable: !0,
		get() {
			return this == null ? n : Ms(this, t, n.bind(this));
		},
		set(e) {
			Ms(this, t, e);
		}
	});
}
function Is(e, t) {
	let n = Object.getPrototypeOf(e);
	return t in n ? void 0 : n;
}
var Ls, Rs = !1, zs = {
	configurable: !0,
	get() {
		Rs = !0;
	}
};
function W(e, t, n) {
	let r = Object.getPrototypeOf(e._zod);
	t in r && Ls !== e._zod ? Ls = void 0 : (Ls = e._zod, Object.defineProperty(r, t, {
		configurable: !0,
		get() {
			Object.defineProperty(this, t, zs);
			let e = Rs;
			Rs = !1;
			try {
				let r = n(this);
				return Rs ? delete this[t] : Object.defineProperty(this, t, {
					configurable: !0,
					writable: !0,
					value: r
				}), Rs ||= e, r;
			} catch (n) {
				throw delete this[t], Rs ||= e, n;
			}
		},
		set(e) {
			Object.defineProperty(this, t, {
				configurable: !0,
				writable: !0,
				value: e
			});
		}
	}));
}
function Bs(e, t, n, r) {
	let i = Is(e, t);
	i && Object.defineProperty(i, t, {
		configurable: !0,
		get() {
			let e = {
				configurable: !0,
				writable: !0,
				enumerable: r,
				value: void 0
			};
			return Object.defineProperty(this, t, e), e.value = n(this), Object.defineProperty(this, t, e), e.value;
		},
		set(e) {
			Object.defineProperty(this, t, {
				configurable: !0,
				writable: !0,
				enumerable: r,
				value: e
			});
		}
	});
}
var Vs = "~constantCatch";
function Hs(e) {
	let t = () => e;
	return t[Vs] = !0, t;
}
// node_modules/zod/v4/core/core.js
var Us, Ws = {
	value: void 0,
	enumerable: !1
}, Gs = "captureStackTrace" in Error ? Error : null;
function Ks(e) {
	let t = Gs;
	if (t) {
		let n = t.stackTraceLimit;
		if (typeof n == "number") {
			try {
				t.stackTraceLimit = 0;
			} catch {
				return Gs = null, new e();
			}
			try {
				return new e();
			} finally {
				t.stackTraceLimit = n;
			}
		}
	}
	return new e();
}
/* @__NO_SIDE_EFFECTS__ */
function G(e, t, n, r) {
	let i = {};
	function a(e) {
		this.def = e, this.constr = d, this.traits = /* @__PURE__ */ new Set();
	}
	a.prototype = i;
	let o = n, s = o && /* @__PURE__ */ new WeakSet();
	function c(n, r) {
		if (!n._zod) {
			Ws.value = new a(r);
			try {
				Object.defineProperty(n, "_zod", Ws);
			} finally {
				Ws.value = void 0;
			}
		} else if (n._zod.traits.has(e)) return;
		if (n._zod.traits.add(e), t(n, r), s) {
			let e = Object.getPrototypeOf(n), t = n._zod.constr.prototype, r = e;
			for (; r && r !== t;) r = Object.getPrototypeOf(r);
			let i = r ?? e;
			s.has(i) || (s.add(i), js(i, o));
		}
		let i = d.prototype;
		for (let e in i) Object.prototype.hasOwnProperty.call(i, e) && (e in n || (n[e] = i[e].bind(n)));
	}
	let l = r?.Parent ?? Object;
	class u extends l {}
	Object.defineProperty(u, "name", { value: e });
	function d(e) {
		let t = r?.Parent ? Ks(u) : this;
		c(t, e);
		let n = t._zod.deferred;
		if (n) {
			for (let e of n) e();
			t._zod.deferred = void 0;
		}
		let i = globalThis.__zod_globalConfig?.postProcessor;
		return i && i(t), t;
	}
	return Object.defineProperty(d, "init", { value: c }), Object.defineProperty(d, Symbol.hasInstance, { value: (t) => r?.Parent && t instanceof r.Parent ? !0 : t?._zod?.traits?.has(e) }), Object.defineProperty(d, "name", { value: e }), d;
}
var qs = class extends Error {
	constructor() {
		super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
	}
}, Js = class extends Error {
	constructor(e) {
		super(`Encountered unidirectional transform during encode: ${e}`), this.name = "ZodEncodeError";
	}
};
(Us = globalThis).__zod_globalConfig ?? (Us.__zod_globalConfig = {});
var Ys = globalThis.__zod_globalConfig;
function Xs(e) {
	return e && Object.assign(Ys, e), Ys;
}
// node_modules/zod/v4/core/errors.js
function Zs() {
	let e = this._zod;
	return e.message ??= JSON.stringify(e.def, Io, 2), e.message;
}
function Qs(e) {
	this._zod.message = e;
}
var $s = {
	get: Zs,
	set: Qs,
	enumerable: !0,
	configurable: !0
}, ec = {
	value: void 0,
	enumerable: !1
}, tc = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]), nc = /* @__PURE__ */ G("$ZodError", (e, t) => {
	e.name = "$ZodError", ec.value = t, Object.defineProperty(e, "issues", ec), ec.value = void 0, Object.defineProperty(e, "message", $s);
	let n = Object.getPrototypeOf(e);
	tc.has(n) || (tc.add(n), Object.defineProperty(n, "toString", {
		configurable: !0,
		enumerable: !1,
		get() {
			let e = () => this.message;
			return Object.defineProperty(this, "toString", {
				value: e,
				configurable: !0,
				writable: !0
			}), e;
		},
		set(e) {
			Object.defineProperty(this, "toString", {
				value: e,
				configurable: !0,
				writable: !0
			});
		}
	}));
});
function rc(e, t, n) {
	return Object.prototype.hasOwnProperty.call(e, t) || (t === "__proto__" ? Object.defineProperty(e, t, {
		value: n(),
		writable: !0,
		enumerable: !0,
		configurable: !0
	}) : e[t] = n()), e[t];
}
function ic(e, t = (e) => e.message) {
	let n = {}, r = [];
	for (let i of e.issues) i.path.length > 0 ? rc(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
	return {
		formErrors: r,
		fieldErrors: n
	};
}
function ac(e, t = (e) => e.message) {
	let n = { _errors: [] }, r = (e, i = []) => {
		for (let a of e.issues) if (a.code === "invalid_union" && a.errors.length) a.errors.map((e) => r({ issues: e }, [...i, ...a.path]));
		else if (a.code === "invalid_key") r({ issues: a.issues }, [...i, ...a.path]);
		else if (a.code === "invalid_element") r({ issues: a.issues }, [...i, ...a.path]);
		else {
			let e = [...i, ...a.path];
			if (e.length === 0) n._errors.push(t(a));
			else {
				let r = n, i = 0;
				for (; i < e.length;) {
					let n = e[i], o = i === e.length - 1;
					if (n === "_errors") {
						o && r._errors.push(t(a)), i++;
						continue;
					}
					Object.prototype.hasOwnProperty.call(r, n) || Object.defineProperty(r, n, {
						value: { _errors: [] },
						enumerable: !0,
						writable: !0,
						configurable: !0
					});
					let s = r[n];
					o && s._errors.push(t(a)), r = s, i++;
				}
			}
		}
	};
	return r(e), n;
}
// node_modules/zod/v4/core/parse.js
function oc(e, t) {
	return {
		callee: t?.callee ?? e,
		Err: t?.Err
	};
}
var sc = (e) => {
	let t = (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !1
		} : { async: !1 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise) throw new qs();
		if (s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Ts(e, o, Xs())));
			throw Qo(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, cc = (e) => {
	let t = async (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !0
		} : { async: !0 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise && (s = await s), s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Ts(e, o, Xs())));
			throw Qo(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, lc = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		async: !1
	} : { async: !1 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	if (a instanceof Promise) throw new qs();
	return a.issues.length ? uc(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
};
function uc(e, t, n) {
	let r;
	return {
		success: !1,
		get error() {
			return r || (r = new e(t.map((e) => Ts(e, n, Xs()))), t = void 0, n = void 0), r;
		},
		set error(e) {
			r = e, t = void 0, n = void 0;
		}
	};
}
var dc = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		async: !0
	} : { async: !0 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	return a instanceof Promise && (a = await a), a.issues.length ? uc(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
}, fc = /* @__PURE__ */ Symbol.for("zod.compile.invalid"), pc = /* @__PURE__ */ Symbol.for("zod.compile.fallback"), mc = ((e, t, n) => {
	let r = e._zod.bag.validator;
	if (r !== void 0) {
		if (r(t) !== fc) return !0;
		if (r.definite === !0 && n === void 0) return !1;
	}
	return hc(e, t, n);
});
function hc(e, t, n) {
	let r = n ? {
		...n,
		async: !1,
		abortEarly: !0
	} : {
		async: !1,
		abortEarly: !0
	}, i = e._zod.bag.fallbackRun, a;
	if (i ? (r[pc] = !0, a = i({
		value: t,
		issues: []
	}, r)) : a = e._zod.run({
		value: t,
		issues: []
	}, r), a instanceof Promise) throw new qs();
	return a.issues.length === 0;
}
var gc = async (e, t, n) => {
	let r = n ? {
		...n,
		async: !0,
		abortEarly: !0
	} : {
		async: !0,
		abortEarly: !0
	}, i = e._zod.run({
		value: t,
		issues: []
	}, r);
	return i instanceof Promise && (i = await i), i.issues.length === 0;
}, _c = (e) => {
	let t = sc(e), n = (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return t(e, r, o, oc(n, a));
	};
	return n;
}, vc = (e) => {
	let t = sc(e), n = (e, r, i, a) => t(e, r, i, oc(n, a));
	return n;
}, yc = (e) => {
	let t = cc(e), n = async (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return await t(e, r, o, oc(n, a));
	};
	return n;
}, bc = (e) => {
	let t = cc(e), n = async (e, r, i, a) => await t(e, r, i, oc(n, a));
	return n;
}, xc = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return lc(e)(t, n, i);
}, Sc = (e) => (t, n, r) => lc(e)(t, n, r), Cc = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return dc(e)(t, n, i);
}, wc = (e) => async (t, n, r) => dc(e)(t, n, r), Tc = /^[cC][0-9a-z]{6,}$/, Ec = /^[0-9a-z]+$/, Dc = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/, Oc = /^[0-9a-vA-V]{20}$/, kc = /^[A-Za-z0-9]{27}$/, Ac = /^[a-zA-Z0-9_-]{21}$/;
function jc(e) {
	return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var Mc = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/, Nc = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, Pc = (e) => e ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`) : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/, Fc = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/, Ic = "^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$";
function Lc() {
	return new RegExp(Ic, "u");
}
var Rc = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/, zc = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/, Bc = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/, Vc = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/, Hc = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/, Uc = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/, Wc = /^https?$/, Gc = /^\+[1-9]\d{6,14}$/, Kc = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
function qc(e) {
	return RegExp(`^${e}$`);
}
var Jc = /*@__PURE__*/ qc(Kc);
function Yc(e) {
	let t = "(?:[01]\\d|2[0-3]):[0-5]\\d";
	return typeof e.precision == "number" ? e.precision === -1 ? `${t}` : e.precision === 0 ? `${t}:[0-5]\\d` : `${t}:[0-5]\\d\\.\\d{${e.precision}}` : e.seconds ? `${t}:[0-5]\\d(?:\\.\\d+)?` : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function Xc(e) {
	return RegExp(`^${Yc(e)}$`);
}
function Zc(e) {
	let t = ["Z"];
	e.offset && t.push("([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");
	let n = `${Yc({
		precision: e.precision,
		seconds: !0
	})}(?:${t.join("|")})`, r = e.local ? `${n}|${Yc({ precision: e.precision })}` : n;
	return RegExp(`^${Kc}T(?:${r})$`);
}
var Qc = /^[\s\S]{0,}$/, $c = /^-?\d+$/, el = /^-?\d+(?:\.\d+)?$/, tl = /^(?:true|false)$/i, nl = /^[^A-Z]*$/, rl = /^[^a-z]*$/, il = /*@__PURE__*/ G("$ZodCheck", (e, t) => {
	var n;
	e._zod ??= {}, e._zod.def = t, (n = e._zod).onattach ?? (n.onattach = []);
}), al = (e) => {
	let t = e.value;
	return !zo(t) && t.length !== void 0;
}, ol = {
	number: "number",
	bigint: "bigint",
	object: "date"
}, sl = /*@__PURE__*/ G("$ZodCheckLessThan", (e, t) => {
	il.init(e, t);
	let n = ol[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value <= t.value : r.value < t.value) || r.issues.push({
			origin: ol[typeof r.value] ?? n,
			code: "too_big",
			maximum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), cl = /*@__PURE__*/ G("$ZodCheckGreaterThan", (e, t) => {
	il.init(e, t);
	let n = ol[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value >= t.value : r.value > t.value) || r.issues.push({
			origin: ol[typeof r.value] ?? n,
			code: "too_small",
			minimum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), ll = /*@__PURE__*/ G("$ZodCheckMultipleOf", (e, t) => {
	il.init(e, t), e._zod.check = (n) => {
		if (typeof n.value != typeof t.value) throw Error("Cannot mix number and bigint in multiple_of check.");
		(typeof n.value == "bigint" ? t.value !== BigInt(0) && n.value % t.value === BigInt(0) : Vo(n.value, t.value) === 0) || n.issues.push({
			origin: typeof n.value,
			code: "not_multiple_of",
			divisor: t.value,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), ul = /*@__PURE__*/ G("$ZodCheckNumberFormat", (e, t) => {
	il.init(e, t), t.format = t.format || "float64";
	let n = t.format?.includes("int"), r = n ? "int" : "number", [i, a] = cs[t.format];
	e._zod.check = (o) => {
		let s = o.value;
		if (n) {
			if (!Number.isInteger(s)) {
				o.issues.push({
					expected: r,
					format: t.format,
					code: "invalid_type",
					continue: !1,
					input: s,
					inst: e
				});
				return;
			}
			if (!Number.isSafeInteger(s)) {
				s > 0 ? o.issues.push({
					input: s,
					code: "too_big",
					maximum: 2 ** 53 - 1,
					note: "Integers must be within the safe integer range.",
					inst: e,
					origin: r,
					inclusive: !0,
					continue: !t.abort
				}) : o.issues.push({
					input: s,
					code: "too_small",
					minimum: -(2 ** 53 - 1),
					note: "Integers must be within the safe integer range.",
					inst: e,
					origin: r,
					inclusive: !0,
					continue: !t.abort
				});
				return;
			}
		}
		s < i && o.issues.push({
			origin: "number",
			input: s,
			code: "too_small",
			minimum: i,
			inclusive: !0,
			inst: e,
			continue: !t.abort
		}), s > a && o.issues.push({
			origin: "number",
			input: s,
			code: "too_big",
			maximum: a,
			inclusive: !0,
			inst: e,
			continue: !t.abort
		});
	};
}), dl = /*@__PURE__*/ G("$ZodCheckMaxLength", (e, t) => {
	var n;
	il.init(e, t), (n = e._zod.def).when ?? (n.when = al), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i > t.maximum ? Ds(r) : i) <= t.maximum) return;
		let a = Os(r);
		n.issues.push({
			origin: a,
			code: "too_big",
			maximum: t.maximum,
			inclusive: !0,
			input: r,
			inst: e,
			continue: !t.abort
		});
	};
}), fl = /*@__PURE__*/ G("$ZodCheckMinLength", (e, t) => {
	var n;
	il.init(e, t), (n = e._zod.def).when ?? (n.when = al), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i >= t.minimum && i < t.minimum * 2 ? Ds(r) : i) >= t.minimum) return;
		let a = Os(r);
		n.issues.push({
			origin: a,
			code: "too_small",
			minimum: t.minimum,
			inclusive: !0,
			input: r,
			inst: e,
			continue: !t.abort
		});
	};
}), pl = /*@__PURE__*/ G("$ZodCheckLengthEquals", (e, t) => {
	var n;
	il.init(e, t), (n = e._zod.def).when ?? (n.when = al), e._zod.check = (n) => {
		let r = n.value, i = r.length, a = typeof r == "string" && i >= t.length && i <= t.length * 2 ? Ds(r) : i;
		if (a === t.length) return;
		let o = Os(r), s = a > t.length;
		n.issues.push({
			origin: o,
			...s ? {
				code: "too_big",
				maximum: t.length
			} : {
				code: "too_small",
				minimum: t.length
			},
			inclusive: !0,
			exact: !0,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), ml = /*@__PURE__*/ G("$ZodCheckStringFormat", (e, t) => {
	var n, r;
	il.init(e, t), t.pattern ? (n = e._zod).check ?? (n.check = (n) => {
		t.pattern.lastIndex = 0, t.pattern.test(n.value) || n.issues.push({
			origin: "string",
			code: "invalid_format",
			format: t.format,
			input: n.value,
			...t.pattern ? { pattern: t.pattern.toString() } : {},
			inst: e,
			continue: !t.abort
		});
	}) : (r = e._zod).check ?? (r.check = () => {});
}), hl = /*@__PURE__*/ G("$ZodCheckRegex", (e, t) => {
	ml.init(e, t), e._zod.check = (n) => {
		t.pattern.lastIndex = 0, t.pattern.test(n.value) || n.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "regex",
			input: n.value,
			pattern: t.pattern.toString(),
			inst: e,
			continue: !t.abort
		});
	};
}), gl = /*@__PURE__*/ G("$ZodCheckLowerCase", (e, t) => {
	t.pattern ??= nl, ml.init(e, t);
}), _l = /*@__PURE__*/ G("$ZodCheckUpperCase", (e, t) => {
	t.pattern ??= rl, ml.init(e, t);
}), vl = /*@__PURE__*/ G("$ZodCheckIncludes", (e, t) => {
	il.init(e, t);
	let n = is(t.includes);
	t.pattern = new RegExp(typeof t.position == "number" ? `^.{${t.position},}${n}` : n), e._zod.check = (n) => {
		n.value.includes(t.includes, t.position) || n.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "includes",
			includes: t.includes,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), yl = /*@__PURE__*/ G("$ZodCheckStartsWith", (e, t) => {
	il.init(e, t);
	let n = RegExp(`^${is(t.prefix)}.*`);
	t.pattern ??= n, e._zod.check = (n) => {
		n.value.startsWith(t.prefix) || n.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "starts_with",
			prefix: t.prefix,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), bl = /*@__PURE__*/ G("$ZodCheckEndsWith", (e, t) => {
	il.init(e, t);
	let n = RegExp(`.*${is(t.suffix)}$`);
	t.pattern ??= n, e._zod.check = (n) => {
		n.value.endsWith(t.suffix) || n.issues.push({
			origin: "string",
			code: "invalid_format",
			format: "ends_with",
			suffix: t.suffix,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), xl = /*@__PURE__*/ G("$ZodCheckOverwrite", (e, t) => {
	il.init(e, t), e._zod.check = (e) => {
		e.value = t.tx(e.value);
	};
}), Sl = class {
	constructor(e = [], t = {}) {
		this.content = [], this.indent = 0, this.args = e, this.closed = t;
	}
	indented(e) {
		this.indent += 1;
		try {
			e(this);
		} finally {
			--this.indent;
		}
	}
	write(e) {
		if (typeof e == "function") {
			e(this, { execution: "sync" }), e(this, { execution: "async" });
			return;
		}
		let t = e.split("\n").filter((e) => e), n = Math.min(...t.map((e) => e.length - e.trimStart().length)), r = t.map((e) => e.slice(n)).map((e) => " ".repeat(this.indent * 2) + e);
		for (let e of r) this.content.push(e);
	}
	compile() {
		let e = Function, t = this?.content ?? [""];
		return new e(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${t.join("\n")}\n};`)(...Object.values(this.closed));
	}
}, Cl = {
	major: 4,
	minor: 6,
	patch: 7
}, K = /*@__PURE__*/ G("$ZodType", (e, t) => {
	var n;
	e ??= {}, e._zod.def = t, e._zod.bag = e._zod.bag || {}, e._zod.version = Cl;
	let r = e._zod.def.checks, i = e._zod.traits.has("$ZodCheck") ? [e, ...r ?? []] : r?.length ? [...r] : [];
	for (let t of i) for (let n of t._zod.onattach) n(e);
	if (i.length === 0) (n = e._zod).deferred ?? (n.deferred = []), e._zod.deferred?.push(() => {
		e._zod.run = e._zod.parse;
	});
	else {
		let t = (t, n, r) => {
			if (t.memo) return t;
			let i = ys(t), a;
			for (let o of n) {
				if (o._zod.def.when) {
					if (bs(t) || !o._zod.def.when(t)) continue;
				} else if (i) continue;
				let n = t.issues.length, s = o._zod.check(t);
				if (s instanceof Promise && r?.async === !1) throw new qs();
				if (a || s instanceof Promise) a = (a ?? Promise.resolve()).then(async () => {
					await s, t.issues.length !== n && (ws(t.issues, n, e), i ||= ys(t, n));
				});
				else {
					if (t.issues.length === n) continue;
					ws(t.issues, n, e), i ||= ys(t, n);
				}
			}
			return a ? a.then(() => t) : t;
		}, n = (n, r, a) => {
			if (ys(n)) return n.aborted = !0, n;
			let o = t(r, i, a);
			if (o instanceof Promise) {
				if (a.async === !1) throw new qs();
				return o.then((t) => e._zod.parse(t, a));
			}
			return e._zod.parse(o, a);
		};
		e._zod.run = (r, a) => {
			if (a.skipChecks) return e._zod.parse(r, a);
			if (a.direction === "backward") {
				let t = e._zod.parse({
					value: r.value,
					issues: []
				}, {
					...a,
					skipChecks: !0
				});
				return t instanceof Promise ? t.then((e) => n(e, r, a)) : n(t, r, a);
			}
			let o = e._zod.parse(r, a);
			if (o instanceof Promise) {
				if (a.async === !1) throw new qs();
				return o.then((e) => t(e, i, a));
			}
			return t(o, i, a);
		};
	}
}, {
	get "~standard"() {
		return Ns(this, "~standard", El(this));
	},
	set "~standard"(e) {
		Ms(this, "~standard", e);
	}
}), wl = (e, t) => e.issues.length ? { issues: e.issues.map((e) => Ts(e, t, Xs())) } : { value: e.value };
async function Tl(e, t) {
	let n = { async: !0 };
	return wl(await e._zod.run({
		value: t,
		issues: []
	}, n), n);
}
function El(e) {
	return {
		validate: (t) => {
			let n = { async: !1 };
			try {
				let r = e._zod.run({
					value: t,
					issues: []
				}, n);
				if (!(r instanceof Promise)) return wl(r, n);
			} catch {}
			return Tl(e, t);
		},
		vendor: "zod",
		version: 1
	};
}
var Dl = /*@__PURE__*/ G("$ZodString", (e, t) => {
	K.init(e, t), e._zod.pattern = t.pattern ?? Qc, e._zod.parse = (n, r) => {
		if (t.coerce) try {
			n.value = String(n.value);
		} catch {}
		return typeof n.value == "string" || n.issues.push({
			expected: "string",
			code: "invalid_type",
			input: n.value,
			inst: e
		}), n;
	};
}), q = /*@__PURE__*/ G("$ZodStringFormat", (e, t) => {
	ml.init(e, t), Dl.init(e, t);
}), Ol = /*@__PURE__*/ G("$ZodGUID", (e, t) => {
	t.pattern ??= Nc, q.init(e, t);
}), kl = /*@__PURE__*/ G("$ZodUUID", (e, t) => {
	if (t.version) {
		let e = {
			v1: 1,
			v2: 2,
			v3: 3,
			v4: 4,
			v5: 5,
			v6: 6,
			v7: 7,
			v8: 8
		}[t.version];
		if (e === void 0) throw Error(`Invalid UUID version: "${t.version}"`);
		t.pattern ??= Pc(e);
	} else t.pattern ??= Pc();
	q.init(e, t);
}), Al = /*@__PURE__*/ G("$ZodEmail", (e, t) => {
	t.pattern ??= Fc, q.init(e, t);
});
function jl(e) {
	try {
		return typeof URL < "u" && typeof URL.canParse == "function" ? URL.canParse(e) : (new URL(e), !0);
	} catch {
		return !1;
	}
}
function Ml(e, t) {
	return !("normalize" in t) && !("hostname" in t) && !("protocol" in t) ? jl(e) || 2 : Nl(e, t);
}
function Nl(e, t) {
	if (!t.normalize && t.protocol?.source === Wc.source && !/^https?:\/\//i.test(e)) return 1;
	try {
		if (typeof URL < "u") {
			let t = URL;
			if (typeof t.parse == "function") return t.parse(e) ?? 2;
		}
		return new URL(e);
	} catch {
		return 2;
	}
}
var Pl = /[\t\n\r]/g;
function Fl(e) {
	return e.replace(Pl, "");
}
function Il(e, t) {
	return t.lastIndex = 0, t.test(e.hostname);
}
function Ll(e, t) {
	return t.lastIndex = 0, t.test(e.protocol.endsWith(":") ? e.protocol.slice(0, -1) : e.protocol);
}
var Rl = /*@__PURE__*/ G("$ZodURL", (e, t) => {
	q.init(e, t), e._zod.check = (n) => {
		try {
			let r = n.value.trim(), i = Ml(r, t);
			if (i === 1) {
				n.issues.push({
					code: "invalid_format",
					format: "url",
					note: "Invalid URL format",
					input: n.value,
					inst: e,
					continue: !t.abort
				});
				return;
			}
			if (i === 2) {
				n.issues.push({
					code: "invalid_format",
					format: "url",
					input: n.value,
					inst: e,
					continue: !t.abort
				});
				return;
			}
			if (i === !0) {
				n.value = Fl(r);
				return;
			}
			t.hostname && !Il(i, t.hostname) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid hostname",
				pattern: t.hostname.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), t.protocol && !Ll(i, t.protocol) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid protocol",
				pattern: t.protocol.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), n.value = t.normalize ? i.href : Fl(r);
			return;
		} catch {
			n.issues.push({
				code: "invalid_format",
				format: "url",
				input: n.value,
				inst: e,
				continue: !t.abort
			});
		}
	};
}), zl = /*@__PURE__*/ G("$ZodEmoji", (e, t) => {
	t.pattern ??= Lc(), q.init(e, t);
}), Bl = /*@__PURE__*/ G("$ZodNanoID", (e, t) => {
	if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1)) throw Error(`Invalid nanoid length: ${t.length}`);
	t.pattern ??= t.length === void 0 ? Ac : jc(t.length), q.init(e, t);
}), Vl = /*@__PURE__*/ G("$ZodCUID", (e, t) => {
	t.pattern ??= Tc, q.init(e, t);
}), Hl = /*@__PURE__*/ G("$ZodCUID2", (e, t) => {
	t.pattern ??= Ec, q.init(e, t);
}), Ul = /*@__PURE__*/ G("$ZodULID", (e, t) => {
	t.pattern ??= Dc, q.init(e, t);
}), Wl = /*@__PURE__*/ G("$ZodXID", (e, t) => {
	t.pattern ??= Oc, q.init(e, t);
}), Gl = /*@__PURE__*/ G("$ZodKSUID", (e, t) => {
	t.pattern ??= kc, q.init(e, t);
}), Kl = /*@__PURE__*/ G("$ZodISODateTime", (e, t) => {
	t.pattern ??= Zc(t), q.init(e, t);
}), ql = /*@__PURE__*/ G("$ZodISODate", (e, t) => {
	t.pattern ??= Jc, q.init(e, t);
}), Jl = /*@__PURE__*/ G("$ZodISOTime", (e, t) => {
	t.pattern ??= Xc(t), q.init(e, t);
}), Yl = /*@__PURE__*/ G("$ZodISODuration", (e, t) => {
	t.pattern ??= Mc, q.init(e, t);
}), Xl = /*@__PURE__*/ G("$ZodIPv4", (e, t) => {
	t.pattern ??= Rc, q.init(e, t);
}), Zl = /^[0-9a-fA-F:.]+$/;
function Ql(e) {
	return Zl.test(e) ? jl(`http://[${e}]`) : !1;
}
var $l = /*@__PURE__*/ G("$ZodIPv6", (e, t) => {
	t.pattern ??= zc, q.init(e, t), e._zod.check = (n) => {
		Ql(n.value) || n.issues.push({
			code: "invalid_format",
			format: "ipv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), eu = /*@__PURE__*/ G("$ZodCIDRv4", (e, t) => {
	t.pattern ??= Bc, q.init(e, t);
});
function tu(e) {
	let t = e.split("/");
	if (t.length !== 2) return !1;
	let [n, r] = t;
	if (!r) return !1;
	let i = Number(r);
	return `${i}` !== r || i < 0 || i > 128 ? !1 : Ql(n);
}
var nu = /*@__PURE__*/ G("$ZodCIDRv6", (e, t) => {
	t.pattern ??= Vc, q.init(e, t), e._zod.check = (n) => {
		tu(n.value) || n.issues.push({
			code: "invalid_format",
			format: "cidrv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
});
function ru(e) {
	if (e === "") return !0;
	if (/\s/.test(e) || e.length % 4 != 0) return !1;
	try {
		return atob(e), !0;
	} catch {
		return !1;
	}
}
var iu = /^[0-9a-zA-Z+/]*={0,2}$/, au = /*@__PURE__*/ G("$ZodBase64", (e, t) => {
	t.pattern ??= iu, q.init(e, t), e._zod.check = (n) => {
		ru(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), ou = /^[A-Za-z0-9_-]*$/;
function su(e) {
	if (!ou.test(e)) return !1;
	let t = e.replace(/[-_]/g, (e) => e === "-" ? "+" : "/");
	return ru(t.padEnd(Math.ceil(t.length / 4) * 4, "="));
}
var cu = /*@__PURE__*/ G("$ZodBase64URL", (e, t) => {
	t.pattern ??= ou, q.init(e, t), e._zod.check = (n) => {
		su(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64url",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), lu = /*@__PURE__*/ G("$ZodE164", (e, t) => {
	t.pattern ??= Gc, q.init(e, t);
});
function uu(e, t = null) {
	try {
		let n = e.split(".");
		if (n.length !== 3) return !1;
		let [r] = n;
		if (!r) return !1;
		let i = JSON.parse(atob(r));
		return !("typ" in i && i?.typ !== "JWT" || !i.alg || t && (!("alg" in i) || i.alg !== t));
	} catch {
		return !1;
	}
}
var du = /*@__PURE__*/ G("$ZodJWT", (e, t) => {
	q.init(e, t), e._zod.check = (n) => {
		uu(n.value, t.alg) || n.issues.push({
			code: "invalid_format",
			format: "jwt",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), fu = /*@__PURE__*/ G("$ZodNumber", (e, t) => {
	K.init(e, t), e._zod.pattern = el, e._zod.parse = (n, r) => {
		if (t.coerce) try {
			n.value = Number(n.value);
		} catch {}
		let i = n.value;
		if (typeof i == "number" && !Number.isNaN(i) && Number.isFinite(i)) return n;
		let a = typeof i == "number" ? Number.isNaN(i) ? "NaN" : Number.isFinite(i) ? void 0 : String(i) : void 0;
		return n.issues.push({
			expected: "number",
			code: "invalid_type",
			input: i,
			inst: e,
			...a ? { received: a } : {}
		}), n;
	};
}), pu = /*@__PURE__*/ G("$ZodNumberFormat", (e, t) => {
	ul.init(e, t), fu.init(e, t);
}), mu = /*@__PURE__*/ G("$ZodBoolean", (e, t) => {
	K.init(e, t), e._zod.pattern = tl, e._zod.parse = (n, r) => {
		if (t.coerce) try {
			n.value = !!n.value;
		} catch {}
		let i = n.value;
		return typeof i == "boolean" || n.issues.push({
			expected: "boolean",
			code: "invalid_type",
			input: i,
			inst: e
		}), n;
	};
}), hu = /*@__PURE__*/ G("$ZodUnknown", (e, t) => {
	K.init(e, t), e._zod.parse = (e) => e;
}), gu = /*@__PURE__*/ G("$ZodNever", (e, t) => {
	K.init(e, t), e._zod.parse = (t, n) => (t.issues.push({
		expected: "never",
		code: "invalid_type",
		input: t.value,
		inst: e
	}), t);
});
function _u(e, t) {
	let n = Cs(e._zod.def.checks);
	if (!n.length) return;
	let r = Math.min(...n.map((e) => e[0])), i = e._zod.parse;
	e._zod.parse = (n, a) => {
		let o = t(n.value);
		if (o > r && !a?.skipChecks && a?.direction !== "backward") {
			for (let [t, r] of Cs(e._zod.def.checks)) if (o > t && r._zod.def.when(n)) {
				let t = n.issues.length;
				return r._zod.check(n), n.issues[t].continue = !1, ws(n.issues, t, e), n;
			}
		}
		return i(n, a);
	};
}
var vu = (e) => Array.isArray(e) ? e.length : -1;
function yu(e, t, n) {
	e.issues.length && t.issues.push(...xs(n, e.issues)), t.value[n] = e.value;
}
var bu = /*@__PURE__*/ G("$ZodArray", (e, t) => {
	K.init(e, t);
	let n = Ys.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!Array.isArray(a)) return r.issues.push({
			expected: "array",
			code: "invalid_type",
			input: a,
			inst: e
		}), r;
		r.value = n ? n.alloc(e, r, Array(a.length), i) : Array(a.length);
		let o = [], s = i?.abortEarly;
		for (let e = 0; e < a.length; e++) {
			let n = a[e], c = t.element._zod.run({
				value: n,
				issues: []
			}, i);
			if (c instanceof Promise) o.push(c.then((t) => yu(t, r, e)));
			else if (yu(c, r, e), s && c.issues.length !== 0 && ys(c)) break;
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	}, _u(e, vu);
});
function xu(e, t, n, r, i, a) {
	let o = n in r, s = a === "optional";
	if (o || !s || i !== "optional") {
		if (e.issues.length) {
			if (i !== void 0 && s && !o) return;
			t.issues.push(...xs(n, e.issues));
		}
		!o && i === void 0 ? e.issues.length || t.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [n]
		}) : e.value === void 0 ? (o || i === "defaulted" && !s) && (t.value[n] = void 0) : t.value[n] = e.value;
	}
}
var Su = [];
function Cu(e) {
	let t = Object.keys(e.shape), n = Object.getOwnPropertySymbols(e.shape), r = n.length ? n : Su, i = r.length ? [...t, ...r] : t;
	for (let t of i) if (!e.shape?.[t]?._zod?.traits?.has("$ZodType")) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
	let a = ss(e.shape);
	return {
		...e,
		allKeys: i,
		symbolKeys: r,
		keySet: new Set(t),
		numKeys: t.length,
		optionalKeys: new Set(a)
	};
}
function wu(e, t, n, r, i, a, o) {
	let s = [], c = i.keySet, l = i.catchall._zod, u = l.def.type, d = l.optin, f = l.optout, p = 0;
	for (let i in t) {
		if (o && n.issues.length !== p) {
			if (ys(n, p)) break;
			p = n.issues.length;
		}
		if (c.has(i)) continue;
		if (i === "__proto__") {
			u === "never" && s.push(i);
			continue;
		}
		if (u === "never") {
			s.push(i);
			continue;
		}
		let a = l.run({
			value: t[i],
			issues: []
		}, r);
		a instanceof Promise ? e.push(a.then((e) => xu(e, n, i, t, d, f))) : xu(a, n, i, t, d, f);
	}
	return s.length && n.issues.push({
		code: "unrecognized_keys",
		keys: s,
		input: t,
		inst: a,
		continue: !0
	}), e.length ? Promise.all(e).then(() => n) : n;
}
var Tu = /*@__PURE__*/ G("$ZodObject", (e, t) => {
	K.init(e, t);
	let n = Object.getOwnPropertyDescriptor(t, "shape"), r = n?.get ? n.get.raw : t.shape ?? {};
	if (r) {
		let e = () => {
			let n = { ...r };
			return Object.defineProperty(t, "shape", { value: n }), e.raw = n, n;
		};
		e.raw = r, Object.defineProperty(t, "shape", { get: e });
	}
	let i = Ro(() => Cu(t));
	W(e, "propValues", (e) => {
		let t = e.def.shape, n = {};
		for (let e in t) {
			let r = t[e]._zod;
			if (r.values) {
				Object.prototype.hasOwnProperty.call(n, e) || Ho(n, e, /* @__PURE__ */ new Set());
				for (let t of r.values) n[e].add(t);
				r.optin !== void 0 && n[e].add(void 0);
			}
		}
		return n;
	});
	let a = $o, o = t.catchall, s, c = Ys.memoizer;
	c?.attach(e), e._zod.parse = (t, n) => {
		s ??= i.value;
		let r = t.value;
		if (!a(r)) return t.issues.push({
			expected: "object",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
		t.value = c ? c.alloc(e, t, {}, n) : {};
		let l = [], u = s.shape, d = n?.abortEarly, f = t.issues.length;
		for (let e of s.allKeys) {
			if (d && t.issues.length !== f) {
				if (ys(t, f)) break;
				f = t.issues.length;
			}
			if (e === "__proto__") continue;
			let i = u[e], a = i._zod.optin, o = i._zod.optout, s = i._zod.run({
				value: r[e],
				issues: []
			}, n);
			s instanceof Promise ? l.push(s.then((n) => xu(n, t, e, r, a, o))) : xu(s, t, e, r, a, o);
		}
		return o ? wu(l, r, t, n, i.value, e, d === !0) : l.length ? Promise.all(l).then(() => t) : t;
	};
}), Eu = /*@__PURE__*/ G("$ZodObjectJIT", (e, t) => {
	Tu.init(e, t);
	let n = e._zod.parse, r = Ro(() => Cu(t)), i = Ys.memoizer, a = (t) => {
		let n = r.value, a = n.symbolKeys, o = new Sl(["payload", "ctx"], {
			shape: t,
			inst: e,
			memo: i,
			syms: a
		}), s = (e) => `shape[${e}]._zod.run({ value: input[${e}], issues: [] }, ctx)`, c = (e, t) => `
          let ${e}_ab = false;
          for (let i = 0; i < ${e}.issues.length; i++) {
            const iss = ${e}.issues[i];
            iss.path = iss.path ? [${t}, ...iss.path] : [${t}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${e}_ab = true;
          }
          if (${e}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
		o.write("const input = payload.value;");
		let l = Object.create(null), u = 0;
		for (let e of n.allKeys) l[e] = `key_${u++}`;
		o.write(i ? "const newResult = memo.alloc(inst, payload, {}, ctx);" : "const newResult = {};");
		for (let e of n.allKeys) {
			if (e === "__proto__") continue;
			let n = l[e], r = typeof e == "symbol" ? `syms[${a.indexOf(e)}]` : Xo(e), i = `${r} in input`, u = t[e], d = u?._zod?.optin, f = d !== void 0, p = u?._zod?.optout === "optional";
			if (o.write(`const ${n} = ${s(r)};`), f && p) {
				let e = d === "optional" ? `${n}_present` : `${n}.value !== undefined || ${n}_present`;
				o.write(`
        const ${n}_present = ${i};
        if (!${n}.issues.length || ${n}_present) {
          if (${n}.issues.length) {${c(n, r)}
          }

          if (${e}) {
            newResult[${r}] = ${n}.value;
          }
        }

      `);
			} else f ? (o.write(`
        if (${n}.issues.length) {${c(n, r)}
        }
      `), d === "defaulted" ? o.write(`newResult[${r}] = ${n}.value;`) : o.write(`
        if (${n}.value !== undefined || ${i}) {
          newResult[${r}] = ${n}.value;
        }
      `)) : o.write(`
        const ${n}_present = ${i};
        if (${n}.issues.length) {${c(n, r)}
        }
        if (!${n}_present && !${n}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${r}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${n}_present) {
          newResult[${r}] = ${n}.value;
        }

      `);
		}
		return o.write("payload.value = newResult;"), o.write("return payload;"), o.compile();
	}, o, s = $o, c = !Ys.jitless, l = c && es.value, u = t.catchall, d;
	e._zod.parse = (i, f) => {
		d ??= r.value;
		let p = i.value;
		return s(p) ? c && l && f?.async === !1 && f.jitless !== !0 ? (o ||= a(t.shape), i = o(i, f), u ? wu([], p, i, f, d, e, f?.abortEarly === !0) : i) : n(i, f) : (i.issues.push({
			expected: "object",
			code: "invalid_type",
			input: p,
			inst: e
		}), i);
	};
});
function Du(e, t, n, r) {
	for (let n of e) if (n.issues.length === 0) return t.value = n.value, t;
	let i = e.filter((e) => !ys(e));
	return i.length === 1 ? (t.value = i[0].value, i[0]) : (t.issues.push({
		code: "invalid_union",
		input: t.value,
		inst: n,
		errors: e.map((e) => e.issues.map((e) => Ts(e, r, Xs())))
	}), t);
}
var Ou = /*@__PURE__*/ G("$ZodUnion", (e, t) => {
	K.init(e, t), W(e, "optin", (e) => e.def.options.some((e) => e._zod.optin === "defaulted") ? "defaulted" : e.def.options.some((e) => e._zod.optin !== void 0) ? "optional" : void 0), W(e, "optout", (e) => e.def.options.some((e) => e._zod.optout === "optional") ? "optional" : void 0), W(e, "values", (e) => {
		if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
	}), W(e, "pattern", (e) => {
		if (e.def.options.every((e) => e._zod.pattern)) {
			let t = e.def.options.map((e) => e._zod.pattern);
			return RegExp(`^(${t.map((e) => Bo(e.source)).join("|")})$`);
		}
	});
	let n = t.options.length === 1 ? t.options[0]._zod.run : null;
	e._zod.parse = (r, i) => {
		if (n) return n(r, i);
		let a = !1, o = [];
		for (let e of t.options) {
			let t = e._zod.run({
				value: r.value,
				issues: []
			}, i);
			if (t instanceof Promise) o.push(t), a = !0;
			else {
				if (t.issues.length === 0) return t;
				o.push(t);
			}
		}
		return a ? Promise.all(o).then((t) => Du(t, r, e, i)) : Du(o, r, e, i);
	};
}), ku = /*@__PURE__*/ G("$ZodIntersection", (e, t) => {
	K.init(e, t), e._zod.parse = (e, n) => {
		let r = e.value, i = t.left._zod.run({
			value: r,
			issues: []
		}, n), a = t.right._zod.run({
			value: r,
			issues: []
		}, n);
		return i instanceof Promise || a instanceof Promise ? Promise.all([i, a]).then(([t, n]) => ju(e, t, n)) : ju(e, i, a);
	};
});
function Au(e, t) {
	if (e === t || e instanceof Date && t instanceof Date && +e == +t) return {
		valid: !0,
		data: e
	};
	if (ts(e) && ts(t)) {
		let n = Object.keys(t), r = Object.keys(e).filter((e) => n.indexOf(e) !== -1), i = {
			...e,
			...t
		};
		Object.prototype.hasOwnProperty.call(i, "__proto__") && delete i.__proto__;
		for (let n of r) {
			if (n === "__proto__") continue;
			let r = Au(e[n], t[n]);
			if (!r.valid) return {
				valid: !1,
				mergeErrorPath: [n, ...r.mergeErrorPath]
			};
			i[n] = r.data;
		}
		return {
			valid: !0,
			data: i
		};
	}
	if (Array.isArray(e) && Array.isArray(t)) {
		if (e.length !== t.length) return {
			valid: !1,
			mergeErrorPath: []
		};
		let n = [];
		for (let r = 0; r < e.length; r++) {
			let i = e[r], a = t[r], o = Au(i, a);
			if (!o.valid) return {
				valid: !1,
				mergeErrorPath: [r, ...o.mergeErrorPath]
			};
			n.push(o.data);
		}
		return {
			valid: !0,
			data: n
		};
	}
	return {
		valid: !1,
		mergeErrorPath: []
	};
}
function ju(e, t, n) {
	let r = /* @__PURE__ */ new Map(), i, a = /* @__PURE__ */ new Map(), o = (e, t) => {
		let n;
		if (e.code === "unrecognized_keys" && !e.path?.length) i ??= e, n = e.keys;
		else if (e.code === "invalid_key" && e.origin === "record" && e.path?.length === 1) {
			let t = String(e.path[0]);
			a.has(t) || a.set(t, e), n = [t];
		} else return !1;
		for (let e of n) r.has(e) || r.set(e, {}), r.get(e)[t] = !0;
		return !0;
	};
	for (let n of t.issues) o(n, "l") || e.issues.push(n);
	for (let t of n.issues) o(t, "r") || e.issues.push(t);
	let s = [...r].filter(([, e]) => e.l && e.r).map(([e]) => e);
	if (s.length) {
		let t = i ? s.filter((e) => i.keys.includes(e)) : [];
		t.length && e.issues.push({
			...i,
			keys: t
		});
		for (let n of s) !t.includes(n) && a.has(n) && e.issues.push(a.get(n));
	}
	let c = Au(t.value, n.value);
	if (!c.valid) {
		if (ys(e)) return e;
		throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
	}
	return e.value = c.data, e;
}
var Mu = /*@__PURE__*/ G("$ZodRecord", (e, t) => {
	K.init(e, t);
	let n = Ys.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!ts(a)) return r.issues.push({
			expected: "record",
			code: "invalid_type",
			input: a,
			inst: e
		}), r;
		let o = [], s = t.keyType._zod.values;
		if (s && !t.partial) {
			r.value = n ? n.alloc(e, r, {}, i) : {};
			let c = /* @__PURE__ */ new Set();
			for (let n of s) if (typeof n == "string" || typeof n == "number" || typeof n == "symbol") {
				if (c.add(typeof n == "number" ? n.toString() : n), n === "__proto__") continue;
				let s = t.keyType._zod.run({
					value: n,
					issues: []
				}, i);
				if (s instanceof Promise) throw Error("Async schemas not supported in object keys currently");
				if (s.issues.length) {
					r.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: s.issues.map((e) => Ts(e, i, Xs())),
						input: n,
						path: [n],
						inst: e
					});
					continue;
				}
				let l = s.value;
				if (l === "__proto__") continue;
				let u = t.valueType._zod.run({
					value: a[n],
					issues: []
				}, i);
				u instanceof Promise ? o.push(u.then((e) => {
					e.issues.length && r.issues.push(...xs(n, e.issues)), r.value[l] = e.value;
				})) : (u.issues.length && r.issues.push(...xs(n, u.issues)), r.value[l] = u.value);
			}
			let l;
			for (let e in a) if (!c.has(e)) {
				if (t.mode === "loose") {
					if (e === "__proto__") continue;
					r.value[e] = a[e];
				} else l ??= [], l.push(e);
			}
			l && l.length > 0 && r.issues.push({
				code: "unrecognized_keys",
				input: a,
				inst: e,
				keys: l,
				continue: !0
			});
		} else {
			r.value = n ? n.alloc(e, r, {}, i) : {};
			let c;
			for (let n of Reflect.ownKeys(a)) {
				if (n === "__proto__" || !Object.prototype.propertyIsEnumerable.call(a, n)) continue;
				let l = t.keyType._zod.run({
					value: n,
					issues: []
				}, i);
				if (l instanceof Promise) throw Error("Async schemas not supported in object keys currently");
				if (typeof n == "string" && el.test(n) && l.issues.length) {
					let e = t.keyType._zod.run({
						value: Number(n),
						issues: []
					}, i);
					if (e instanceof Promise) throw Error("Async schemas not supported in object keys currently");
					e.issues.length === 0 && (l = e);
				}
				if (l.issues.length) {
					t.mode === "loose" ? r.value[n] = a[n] : s ? (c ??= [], c.push(n)) : r.issues.push({
						code: "invalid_key",
						origin: "record",
						issues: l.issues.map((e) => Ts(e, i, Xs())),
						input: n,
						path: [n],
						inst: e
					});
					continue;
				}
				let u = l.value;
				if (u === "__proto__") continue;
				let d = t.valueType._zod.run({
					value: a[n],
					issues: []
				}, i);
				d instanceof Promise ? o.push(d.then((e) => {
					e.issues.length && r.issues.push(...xs(n, e.issues)), r.value[u] = e.value;
				})) : (d.issues.length && r.issues.push(...xs(n, d.issues)), r.value[u] = d.value);
			}
			c && c.length > 0 && r.issues.push({
				code: "unrecognized_keys",
				input: a,
				inst: e,
				keys: c,
				continue: !0
			});
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	};
}), Nu = /*@__PURE__*/ G("$ZodEnum", (e, t) => {
	K.init(e, t);
	let n = Po(t.entries), r = new Set(n);
	e._zod.values = r, W(e, "pattern", (e) => {
		let t = Po(e.def.entries).filter((e) => rs.has(typeof e));
		return RegExp(t.length ? `^(${t.map((e) => is(e.toString())).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (t, i) => {
		let a = t.value;
		return r.has(a) || t.issues.push({
			code: "invalid_value",
			values: n,
			input: a,
			inst: e
		}), t;
	};
}), Pu = /*@__PURE__*/ G("$ZodLiteral", (e, t) => {
	K.init(e, t);
	let n = new Set(t.values);
	e._zod.values = n, W(e, "pattern", (e) => {
		let t = e.def.values;
		return RegExp(t.length ? `^(${t.map((e) => typeof e == "string" ? is(e) : e ? is(e.toString()) : String(e)).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (r, i) => {
		let a = r.value;
		return n.has(a) || r.issues.push({
			code: "invalid_value",
			values: t.values,
			input: a,
			inst: e
		}), r;
	};
}), Fu = /*@__PURE__*/ G("$ZodTransform", (e, t) => {
	K.init(e, t), e._zod.optin = "optional", Ys.memoizer?.guard(e), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new Js(e.constructor.name);
		let i = t.transform(n.value, n);
		if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => (n.value = e, n));
		if (i instanceof Promise) throw new qs();
		return n.value = i, n;
	};
});
function Iu(e, t) {
	return e.value = t.issues.length ? void 0 : t.value, e;
}
var Lu = /*@__PURE__*/ G("$ZodOptional", (e, t) => {
	K.init(e, t), W(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), e._zod.optout = "optional", W(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
	}), W(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${Bo(t.source)})?$`) : void 0;
	}), e._zod.parse = (e, n) => {
		if (e.value === void 0) {
			if (t.innerType._zod.optin !== "defaulted") return e;
			let r = t.innerType._zod.run({
				value: e.value,
				issues: []
			}, n);
			return r instanceof Promise ? r.then((t) => Iu(e, t)) : Iu(e, r);
		}
		return t.innerType._zod.run(e, n);
	};
}), Ru = /*@__PURE__*/ G("$ZodExactOptional", (e, t) => {
	Lu.init(e, t), W(e, "values", (e) => e.def.innerType._zod.values), W(e, "pattern", (e) => e.def.innerType._zod.pattern), e._zod.parse = (e, n) => t.innerType._zod.run(e, n);
}), zu = /*@__PURE__*/ G("$ZodNullable", (e, t) => {
	K.init(e, t), W(e, "optin", (e) => e.def.innerType._zod.optin), W(e, "optout", (e) => e.def.innerType._zod.optout), W(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${Bo(t.source)}|null)$`) : void 0;
	}), W(e, "values", (e) => e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0), e._zod.parse = (e, n) => e.value === null ? e : t.innerType._zod.run(e, n);
}), Bu = /*@__PURE__*/ G("$ZodDefault", (e, t) => {
	K.init(e, t), e._zod.optin = "defaulted", W(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		if (e.value === void 0) return e.value = t.defaultValue, e;
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => Vu(e, t)) : Vu(r, t);
	};
});
function Vu(e, t) {
	return e.value === void 0 && (e.value = t.defaultValue), e;
}
var Hu = /*@__PURE__*/ G("$ZodPrefault", (e, t) => {
	K.init(e, t), e._zod.optin = "defaulted", W(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => (n.direction === "backward" || e.value === void 0 && (e.value = t.defaultValue), t.innerType._zod.run(e, n));
}), Uu = /*@__PURE__*/ G("$ZodNonOptional", (e, t) => {
	K.init(e, t), W(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
	}), e._zod.parse = (n, r) => {
		let i = t.innerType._zod.run(n, r);
		return i instanceof Promise ? i.then((t) => Wu(t, e)) : Wu(i, e);
	};
});
function Wu(e, t) {
	return !e.issues.length && e.value === void 0 && e.issues.push({
		code: "invalid_type",
		expected: "nonoptional",
		input: e.value,
		inst: t
	}), e;
}
function Gu(e, t, n, r) {
	return t.issues.length ? (e.value = n.catchValue({
		...t,
		value: e.value,
		error: { issues: t.issues.map((e) => Ts(e, r, Xs())) },
		input: e.value
	}), e) : (e.value = t.value, t.memo && (e.memo = !0), e);
}
var Ku = /*@__PURE__*/ G("$ZodCatch", (e, t) => {
	K.init(e, t), W(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), W(e, "optout", (e) => e.def.innerType._zod.optout), W(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run({
			value: e.value,
			issues: []
		}, n);
		return r instanceof Promise ? r.then((r) => Gu(e, r, t, n)) : Gu(e, r, t, n);
	};
}), qu = /*@__PURE__*/ G("$ZodPipe", (e, t) => {
	K.init(e, t), W(e, "values", (e) => e.def.in._zod.values), W(e, "optin", (e) => e.def.in._zod.optin), W(e, "optout", (e) => e.def.out._zod.optout), W(e, "propValues", (e) => e.def.in._zod.propValues), e._zod.parse = (e, n) => {
		if (n.direction === "backward") {
			let r = t.out._zod.run(e, n);
			return r instanceof Promise ? r.then((e) => Ju(e, t.in, n)) : Ju(r, t.in, n);
		}
		let r = t.in._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => Ju(e, t.out, n)) : Ju(r, t.out, n);
	};
});
function Ju(e, t, n) {
	return e.issues.some((e) => e.code !== "unrecognized_keys") ? (e.aborted = !0, e) : t._zod.run({
		value: e.value,
		issues: e.issues
	}, n);
}
var Yu = /*@__PURE__*/ G("$ZodReadonly", (e, t) => {
	K.init(e, t), W(e, "propValues", (e) => e.def.innerType._zod.propValues), W(e, "values", (e) => e.def.innerType._zod.values), W(e, "optin", (e) => e.def.innerType?._zod?.optin), W(e, "optout", (e) => e.def.innerType?._zod?.optout), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then(Xu) : Xu(r);
	};
});
function Xu(e) {
	return e.memo || (e.value = Object.freeze(e.value)), e;
}
var Zu = /*@__PURE__*/ G("$ZodCustom", (e, t) => {
	il.init(e, t), K.init(e, t), e._zod.parse = (e, t) => e, e._zod.check = (n) => {
		let r = n.value, i = t.fn(r);
		if (i instanceof Promise) return i.then((t) => Qu(t, n, r, e));
		Qu(i, n, r, e);
	};
});
function Qu(e, t, n, r) {
	if (!e) {
		let e = {
			code: "custom",
			input: n,
			inst: r,
			path: [...r._zod.def.path ?? []],
			continue: !r._zod.def.abort
		};
		r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(As(e));
	}
}
// node_modules/zod/v4/core/memoizer.js
var $u = class extends Error {
	constructor() {
		super("Cannot parse a reference cycle that closes through a transform"), this.name = "ZodCyclicError";
	}
}, ed = "~memo", td = [];
function nd(e) {
	return typeof e == "object" && !!e;
}
function rd(e) {
	return e.map((e) => e.path ? {
		...e,
		path: e.path.slice()
	} : { ...e });
}
var id = /*@__PURE__*/ new WeakMap(), ad = 0, od = 1, sd = 2;
function cd(e, t, n) {
	let r = id.get(e);
	if (r !== void 0) return r ? sd : ad;
	if (t.has(e)) return sd;
	t.add(e);
	let i = ad, a = (e) => {
		if (i !== sd && e?._zod) {
			let r = cd(e, t, n);
			r > i && (i = r);
		}
	}, o = (e, r) => {
		let i = ad;
		for (let a of Reflect.ownKeys(e)) {
			let o = Object.getOwnPropertyDescriptor(e, a);
			if (r && !o.enumerable) continue;
			let s = o.get ? od : o.value?._zod ? cd(o.value, t, n) : ad;
			s > i && (i = s);
		}
		return i;
	}, s = (e) => {
		e > i && (i = e);
	}, c = e._zod.def;
	switch (c.type) {
		case "object": {
			let e = Uo(c);
			s(e ? o(e, !0) : od), a(c.catchall);
			break;
		}
		case "array":
			a(c.element);
			break;
		case "tuple":
			for (let e of c.items) a(e);
			a(c.rest);
			break;
		case "record":
		case "map":
			a(c.keyType), a(c.valueType);
			break;
		case "set":
			a(c.valueType);
			break;
		case "union":
			for (let e of c.options) a(e);
			break;
		case "intersection":
			a(c.left), a(c.right);
			break;
		case "optional":
		case "nullable":
		case "default":
		case "prefault":
		case "catch":
		case "readonly":
		case "nonoptional":
		case "promise":
		case "success":
			a(c.innerType);
			break;
		case "pipe":
			a(c.in), a(c.out);
			break;
		case "function":
			a(c.input), a(c.output);
			break;
		case "lazy": {
			let r = c._cachedInner ?? (n ? e._zod.innerType : void 0);
			s(r ? cd(r, t, !1) : od);
			break;
		}
		case "template_literal":
		case "string":
		case "number":
		case "int":
		case "boolean":
		case "bigint":
		case "symbol":
		case "undefined":
		case "null":
		case "void":
		case "never":
		case "any":
		case "unknown":
		case "date":
		case "nan":
		case "enum":
		case "literal":
		case "file":
		case "transform":
		case "custom": break;
		default: for (let e in c) {
			let t = Object.getOwnPropertyDescriptor(c, e);
			if (!t || t.get) continue;
			let n = t.value;
			if (n && typeof n == "object") {
				if (n._zod) a(n);
				else if (Array.isArray(n)) for (let e of n) a(e);
			}
		}
	}
	return t.delete(e), ld(e, i);
}
function ld(e, t) {
	return t !== od && id.set(e, t === sd), t;
}
function ud(e, t) {
	let n = e.buckets.get(t);
	return n || (n = /* @__PURE__ */ new WeakMap(), e.buckets.set(t, n)), n;
}
var dd, fd = [], pd = {
	alloc(e, t, n) {
		let r = dd;
		if (!r) return n;
		dd = void 0;
		let i = {
			value: n,
			issues: null
		};
		return r.set(t.value, i), fd.push(i), n;
	},
	guard(e) {
		var t;
		(t = e._zod).deferred ?? (t.deferred = []), e._zod.deferred.push(() => {
			let t = e._zod.parse, n = (e, n) => {
				if (n.direction !== "backward" && hd(n, e.value)) throw new $u();
				return t(e, n);
			};
			e._zod.parse = n, e._zod.run === t && (e._zod.run = n);
		});
	},
	attach(e) {
		var t;
		let n, r = !1, i, a;
		(t = e._zod).deferred ?? (t.deferred = []), e._zod.deferred.push(() => {
			let t = e._zod.parse, o = (s, c) => {
				if (n === void 0) {
					let i = cd(e, /* @__PURE__ */ new Set(), !1);
					if (i === ad) return e._zod.parse = t, e._zod.run === o && (e._zod.run = t), t(s, c);
					i === sd || r ? n = !0 : r = !0;
				}
				let l = s.value;
				if (!nd(l)) return t(s, c);
				let u = c[ed];
				u || (u = {
					buckets: /* @__PURE__ */ new WeakMap(),
					backEdges: void 0
				}, c[ed] = u);
				let d;
				i === c ? d = a : (d = ud(u, e), i = c, a = d);
				let f = d.get(l);
				if (f) return s.value = f.value, f.issues ? f.issues.length && s.issues.push(...rd(f.issues)) : (s.memo = !0, u.backEdges ?? (u.backEdges = /* @__PURE__ */ new WeakSet()), u.backEdges.add(f.value)), s;
				dd = d;
				let p = fd.length, m = t(s, c);
				dd = void 0;
				let h = fd.length > p ? fd.pop() : void 0;
				return m instanceof Promise ? m.then((e) => (h && (h.issues = e.issues.length ? rd(e.issues) : td), e)) : (h && (h.issues = m.issues.length ? rd(m.issues) : td), m);
			};
			e._zod.parse = o, e._zod.run === t && (e._zod.run = o);
		});
	}
};
function md() {
	return pd;
}
function hd(e, t) {
	let n = e[ed]?.backEdges;
	return n !== void 0 && nd(t) && n.has(t);
}
// node_modules/zod/v4/locales/en.js
var gd = () => {
	let e = {
		string: {
			unit: "characters",
			verb: "to have"
		},
		file: {
			unit: "bytes",
			verb: "to have"
		},
		array: {
			unit: "items",
			verb: "to have"
		},
		set: {
			unit: "items",
			verb: "to have"
		},
		map: {
			unit: "entries",
			verb: "to have"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "email address",
		url: "URL",
		emoji: "emoji",
		uuid: "UUID",
		uuidv4: "UUIDv4",
		uuidv6: "UUIDv6",
		nanoid: "nanoid",
		guid: "GUID",
		cuid: "cuid",
		cuid2: "cuid2",
		ulid: "ULID",
		xid: "XID",
		ksuid: "KSUID",
		datetime: "ISO datetime",
		date: "ISO date",
		time: "ISO time",
		duration: "ISO duration",
		ipv4: "IPv4 address",
		ipv6: "IPv6 address",
		mac: "MAC address",
		cidrv4: "IPv4 range",
		cidrv6: "IPv6 range",
		base64: "base64-encoded string",
		base64url: "base64url-encoded string",
		json_string: "JSON string",
		e164: "E.164 number",
		currency_code: "currency code",
		credit_card: "credit card number",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = { nan: "NaN" };
	function i(e, t) {
		return e === "number" && typeof t == "number" && !Number.isFinite(t) ? String(t) : r[e] ?? e;
	}
	return (e) => {
		switch (e.code) {
			case "invalid_type": return `Invalid input: expected ${i(e.expected)}, received ${i(ks(e.input), e.input)}`;
			case "invalid_value": return e.values.length === 1 ? `Invalid input: expected ${os(e.values[0])}` : `Invalid option: expected one of ${Fo(e.values, "|")}`;
			case "too_big": {
				let n = e.exact ? "exactly " : e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Too big: expected ${e.origin ?? "value"} to have ${n}${e.maximum.toString()} ${r.unit ?? "elements"}` : `Too big: expected ${e.origin ?? "value"} to be ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.exact ? "exactly " : e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Too small: expected ${e.origin} to have ${n}${e.minimum.toString()} ${r.unit}` : `Too small: expected ${e.origin} to be ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Invalid string: must start with "${t.prefix}"` : t.format === "ends_with" ? `Invalid string: must end with "${t.suffix}"` : t.format === "includes" ? `Invalid string: must include "${t.includes}"` : t.format === "regex" ? `Invalid string: must match pattern ${t.pattern}` : `Invalid ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Invalid number: must be a multiple of ${e.divisor}`;
			case "unrecognized_keys": return `Unrecognized key${e.keys.length > 1 ? "s" : ""}: ${Fo(e.keys, ", ")}`;
			case "invalid_key": return `Invalid key in ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Invalid discriminator value. Expected ${e.options.map((e) => `'${e}'`).join(" | ")}` : e.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
			case "invalid_element": return `Invalid value in ${e.origin}`;
			default: return "Invalid input";
		}
	};
};
function _d() {
	return { localeError: gd() };
}
// node_modules/zod/v4/core/registries.js
var vd, yd = class {
	constructor() {
		this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map();
	}
	add(e, ...t) {
		let n = t[0];
		return this._map.set(e, n), n && typeof n == "object" && "id" in n && this._idmap.set(n.id, e), this;
	}
	clear() {
		return this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map(), this;
	}
	remove(e) {
		let t = this._map.get(e);
		return t && typeof t == "object" && "id" in t && this._idmap.delete(t.id), this._map.delete(e), this;
	}
	get(e) {
		let t = e._zod.parent;
		if (t) {
			let n = { ...this.get(t) ?? {} };
			delete n.id;
			let r = {
				...n,
				...this._map.get(e)
			};
			return Object.keys(r).length ? r : void 0;
		}
		return this._map.get(e);
	}
	has(e) {
		return this._map.has(e);
	}
};
function bd() {
	return new yd();
}
(vd = globalThis).__zod_globalRegistry ?? (vd.__zod_globalRegistry = bd());
var xd = globalThis.__zod_globalRegistry;
// node_modules/zod/v4/core/api.js
function Sd(e) {
	return e.checks &&= [...e.checks], e;
}
// @__NO_SIDE_EFFECTS__
function Cd(e, t) {
	return new e(Sd({
		type: "string",
		...U(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function wd(e, t) {
	return new e({
		type: "string",
		format: "email",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Td(e, t) {
	return new e({
		type: "string",
		format: "guid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ed(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Dd(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v4",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Od(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v6",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function kd(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v7",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ad(e, t) {
	return new e({
		type: "string",
		format: "url",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function jd(e, t) {
	return new e({
		type: "string",
		format: "emoji",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Md(e, t) {
	return new e({
		type: "string",
		format: "nanoid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Nd(e, t) {
	return new e({
		type: "string",
		format: "cuid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Pd(e, t) {
	return new e({
		type: "string",
		format: "cuid2",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Fd(e, t) {
	return new e({
		type: "string",
		format: "ulid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Id(e, t) {
	return new e({
		type: "string",
		format: "xid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ld(e, t) {
	return new e({
		type: "string",
		format: "ksuid",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Rd(e, t) {
	return new e({
		type: "string",
		format: "ipv4",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function zd(e, t) {
	return new e({
		type: "string",
		format: "ipv6",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Bd(e, t) {
	return new e({
		type: "string",
		format: "cidrv4",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Vd(e, t) {
	return new e({
		type: "string",
		format: "cidrv6",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Hd(e, t) {
	return new e({
		type: "string",
		format: "base64",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ud(e, t) {
	return new e({
		type: "string",
		format: "base64url",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Wd(e, t) {
	return new e({
		type: "string",
		format: "e164",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Gd(e, t) {
	return new e({
		type: "string",
		format: "jwt",
		check: "string_format",
		abort: !1,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Kd(e, t) {
	return new e({
		type: "string",
		format: "datetime",
		check: "string_format",
		offset: !1,
		local: !1,
		precision: null,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function qd(e, t) {
	return new e({
		type: "string",
		format: "date",
		check: "string_format",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Jd(e, t) {
	return new e({
		type: "string",
		format: "time",
		check: "string_format",
		precision: null,
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Yd(e, t) {
	return new e({
		type: "string",
		format: "duration",
		check: "string_format",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Xd(e, t) {
	return new e(Sd({
		type: "number",
		checks: [],
		...U(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function Zd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "safeint",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Qd(e, t) {
	return new e({
		type: "boolean",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function $d(e) {
	return new e({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function ef(e, t) {
	return new e({
		type: "never",
		...U(t)
	});
}
// @__NO_SIDE_EFFECTS__
function tf(e, t) {
	return new sl({
		check: "less_than",
		...U(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function nf(e, t) {
	return new sl({
		check: "less_than",
		...U(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function rf(e, t) {
	return new cl({
		check: "greater_than",
		...U(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function af(e, t) {
	return new cl({
		check: "greater_than",
		...U(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function of(e, t) {
	return new ll({
		check: "multiple_of",
		...U(t),
		value: e
	});
}
// @__NO_SIDE_EFFECTS__
function sf(e, t) {
	return new dl({
		check: "max_length",
		...U(t),
		maximum: e
	});
}
// @__NO_SIDE_EFFECTS__
function cf(e, t) {
	return new fl({
		check: "min_length",
		...U(t),
		minimum: e
	});
}
// @__NO_SIDE_EFFECTS__
function lf(e, t) {
	return new pl({
		check: "length_equals",
		...U(t),
		length: e
	});
}
// @__NO_SIDE_EFFECTS__
function uf(e, t) {
	return new hl({
		check: "string_format",
		format: "regex",
		...U(t),
		pattern: e
	});
}
// @__NO_SIDE_EFFECTS__
function df(e) {
	return new gl({
		check: "string_format",
		format: "lowercase",
		...U(e)
	});
}
// @__NO_SIDE_EFFECTS__
function ff(e) {
	return new _l({
		check: "string_format",
		format: "uppercase",
		...U(e)
	});
}
// @__NO_SIDE_EFFECTS__
function pf(e, t) {
	return new vl({
		check: "string_format",
		format: "includes",
		...U(t),
		includes: e
	});
}
// @__NO_SIDE_EFFECTS__
function mf(e, t) {
	return new yl({
		check: "string_format",
		format: "starts_with",
		...U(t),
		prefix: e
	});
}
// @__NO_SIDE_EFFECTS__
function hf(e, t) {
	return new bl({
		check: "string_format",
		format: "ends_with",
		...U(t),
		suffix: e
	});
}
// @__NO_SIDE_EFFECTS__
function gf(e) {
	return new xl({
		check: "overwrite",
		tx: e
	});
}
// @__NO_SIDE_EFFECTS__
function _f(e) {
	return /* @__PURE__ */ gf((t) => t.normalize(e));
}
// @__NO_SIDE_EFFECTS__
function vf() {
	return /* @__PURE__ */ gf((e) => e.trim());
}
// @__NO_SIDE_EFFECTS__
function yf() {
	return /* @__PURE__ */ gf((e) => e.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function bf() {
	return /* @__PURE__ */ gf((e) => e.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function xf() {
	return /* @__PURE__ */ gf((e) => Zo(e));
}
// @__NO_SIDE_EFFECTS__
function Sf(e, t, n) {
	return new e({
		type: "array",
		element: t,
		...U(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Cf(e, t, n) {
	return new e({
		type: "custom",
		check: "custom",
		fn: t,
		...U(n)
	});
}
// @__NO_SIDE_EFFECTS__
function wf(e, t) {
	let n = /* @__PURE__ */ Tf((t) => (t.addIssue = (e) => {
		if (typeof e == "string") t.issues.push(As(e, t.value, n._zod.def));
		else {
			let r = e;
			r.fatal && (r.continue = !1), r.code ??= "custom", "input" in r || (r.input = t.value), r.inst ??= n, r.continue ??= !n._zod.def.abort, t.issues.push(As(r));
		}
	}, e(t.value, t)), t);
	return n;
}
// @__NO_SIDE_EFFECTS__
function Tf(e, t) {
	let n = new il({
		check: "custom",
		...U(t)
	});
	return n._zod.check = e, n;
}
// node_modules/zod/v4/core/to-json-schema.js
function Ef(e, ...t) {
	for (let n of t) for (let t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && Ho(e, t, n[t]);
	return e;
}
function Df(e) {
	let t = e?.target ?? "draft-2020-12";
	return t === "draft-4" && (t = "draft-04"), t === "draft-7" && (t = "draft-07"), {
		processors: e.processors ?? {},
		metadataRegistry: e?.metadata ?? xd,
		target: t,
		unrepresentable: e?.unrepresentable ?? "throw",
		override: e?.override ?? (() => {}),
		io: e?.io ?? "output",
		counter: 0,
		seen: /* @__PURE__ */ new Map(),
		sharedDefsExtractedFor: void 0,
		sharedEmitDoneFor: void 0,
		cycles: e?.cycles ?? "ref",
		reused: e?.reused ?? "inline",
		intersections: [],
		deferred: [],
		external: e?.external ?? void 0
	};
}
function Of(e, t, n, r, i) {
	let a = typeof t.unrepresentable == "function" ? t.unrepresentable({
		zodSchema: e,
		path: r.path,
		message: i
	}) : t.unrepresentable;
	if (a === "any") return !1;
	if (a === void 0 || a === "throw") throw Error(i);
	return Object.assign(n, a), !0;
}
function J(e, t, n = {
	path: [],
	schemaPath: []
}) {
	var r;
	let i = e._zod.def, a = t.seen.get(e);
	if (a) return a.count++, n.schemaPath.includes(e) && (a.cycle = n.path), a.schema;
	let o = {
		schema: {},
		count: 1,
		cycle: void 0,
		path: n.path
	};
	t.seen.set(e, o), t.sharedDefsExtractedFor = void 0, t.sharedEmitDoneFor = void 0;
	let s = e._zod.toJSONSchema?.();
	if (s) o.schema = s;
	else {
		let r = {
			...n,
			schemaPath: [...n.schemaPath, e],
			path: n.path
		};
		if (e._zod.processJSONSchema) e._zod.processJSONSchema(t, o.schema, r);
		else {
			let n = o.schema, a = t.processors[i.type];
			if (!a) throw Error(`[toJSONSchema]: Non-representable type encountered: ${i.type}`);
			a(e, t, n, r);
		}
		let a = e._zod.parent;
		a && (o.ref ||= a, J(a, t, r), t.seen.get(a).isParent = !0);
	}
	let c = t.metadataRegistry.get(e);
	return c && Ef(o.schema, c), t.io === "input" && Rf(e) && (delete o.schema.examples, delete o.schema.default), t.io === "input" && "_prefault" in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)), delete o.schema._prefault, t.seen.get(e).schema;
}
function kf(e) {
	return e.replace(/~/g, "~0").replace(/\//g, "~1");
}
function Af(e, t) {
	let n = e.seen.get(t);
	if (!n) throw Error("Unprocessed schema. This is a bug in Zod.");
	if (e.external && e.sharedDefsExtractedFor === e.external) return;
	let r = /* @__PURE__ */ new Map();
	for (let t of e.seen.entries()) {
		let n = e.metadataRegistry.get(t[0])?.id;
		if (n) {
			let e = r.get(n);
			if (e && e !== t[0]) throw Error(`Duplicate schema id "${n}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
			r.set(n, t[0]);
		}
	}
	let i = (t) => {
		let r = e.target === "draft-2020-12" ? "$defs" : "definitions";
		if (e.external) {
			let n = e.external.registry.get(t[0])?.id, i = e.external.uri ?? ((e) => e);
			if (n) return { ref: i(n) };
			let a = t[1].defId ?? t[1].schema.id ?? `schema${e.counter++}`;
			return t[1].defId = a, {
				defId: a,
				ref: `${i("__shared")}#/${r}/${kf(a)}`
			};
		}
		let i = `#/${r}/`;
		if (t[1] === n && !t[1].schema.id) return { ref: "#" };
		let a = t[1].schema.id ?? `__schema${e.counter++}`;
		return {
			defId: a,
			ref: i + kf(a)
		};
	}, a = (e) => {
		if (e[1].schema.$ref) return;
		let t = e[1], { ref: n, defId: r } = i(e);
		t.def = { ...t.schema }, r && (t.defId = r);
		let a = t.schema;
		for (let e in a) delete a[e];
		a.$ref = n;
	};
	if (e.cycles === "throw") for (let t of e.seen.entries()) {
		let e = t[1];
		if (e.cycle) throw Error(`Cycle detected: #/${e.cycle?.join("/")}/<root>

Set the \`cycles\` parameter to \`"ref"\` to resolve cyclical schemas with defs.`);
	}
	for (let n of e.seen.entries()) {
		let r = n[1];
		if (t === n[0]) a(n);
		else {
			if (e.external) {
				let r = e.external.registry.get(n[0])?.id;
				if (t !== n[0] && r) {
					a(n);
					continue;
				}
			}
			(e.metadataRegistry.get(n[0])?.id || r.cycle || r.count > 1 && e.reused === "ref") && a(n);
		}
	}
	e.external && (e.sharedDefsExtractedFor = e.external);
}
function jf(e) {
	let t = e.anyOf;
	if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
	let n = [];
	for (let e of t) {
		if (!e || typeof e != "object") return;
		jf(e);
		let t = Object.keys(e);
		if (t.length !== 1 || t[0] !== "type") return;
		let r = e.type;
		for (let e of Array.isArray(r) ? r : [r]) {
			if (typeof e != "string") return;
			n.includes(e) || n.push(e);
		}
	}
	delete e.anyOf, e.type = n.length === 1 ? n[0] : n;
}
var Mf = /* @__PURE__ */ new Set([
	"type",
	"properties",
	"required",
	"additionalProperties"
]), Nf = ["oneOf", "anyOf"];
function Pf(e) {
	let t = e.additionalProperties;
	return t === void 0 || t === !1 || typeof t != "object" || !t ? null : Object.keys(t).length ? t : null;
}
function Ff(e) {
	let t = [];
	for (let n of e) {
		if (typeof n != "object" || n.type !== "object") return null;
		for (let e in n) if (!Mf.has(e)) return null;
		t.push(n);
	}
	let n = {}, r = /* @__PURE__ */ new Set();
	for (let e of t) {
		for (let r in e.properties) {
			if (Object.prototype.hasOwnProperty.call(n, r)) continue;
			let e = [];
			for (let n of t) {
				let t = n.properties?.[r] ?? Pf(n);
				t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
			}
			Ho(n, r, e.length === 1 ? e[0] : Ff(e) ?? { allOf: e });
		}
		for (let t of e.required ?? []) r.add(t);
	}
	let i = {
		type: "object",
		properties: n
	};
	if (r.size && (i.required = [...r]), t.every((e) => e.additionalProperties === !1)) i.additionalProperties = !1;
	else {
		let e = [];
		for (let n of t) {
			let t = Pf(n);
			t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
		}
		e.length === 1 ? i.additionalProperties = e[0] : e.length > 1 && (i.additionalProperties = { allOf: e });
	}
	return i;
}
function If(e) {
	let t = e.allOf;
	if (!Array.isArray(t) || t.length < 2) return;
	for (let t of Mf) if (t in e) return;
	let n = t.filter((e) => Nf.some((t) => Array.isArray(e[t]))), r = null;
	if (!n.length) r = Ff(t);
	else {
		let e = n[0], i = Nf.find((t) => Array.isArray(e[t]));
		if (Object.keys(e).length !== 1) return;
		let a = t.filter((t) => t !== e), o = e[i].map((e) => Ff([...a, e]));
		if (o.some((e) => !e)) return;
		r = { [i]: o };
	}
	r && (delete e.allOf, Ef(e, r));
}
function Lf(e, t) {
	let n = e.seen.get(t);
	if (!n) throw Error("Unprocessed schema. This is a bug in Zod.");
	let r = (t) => {
		let n = e.seen.get(t);
		if (n.ref === null) return;
		let i = n.def ?? n.schema, a = { ...i }, o = n.ref;
		if (n.ref = null, o) {
			r(o);
			let n = e.seen.get(o), s = n.schema;
			if (s.$ref && (e.target === "draft-07" || e.target === "draft-04" || e.target === "openapi-3.0") ? (i.allOf = i.allOf ?? [], i.allOf.push(s)) : Ef(i, s), Ef(i, a), t._zod.parent === o) for (let e in i) e !== "$ref" && e !== "allOf" && (e in a || delete i[e]);
			if (s.$ref && n.def) for (let e in i) e !== "$ref" && e !== "allOf" && e in n.def && JSON.stringify(i[e]) === JSON.stringify(n.def[e]) && delete i[e];
		}
		let s = t._zod.parent;
		if (s && s !== o) {
			r(s);
			let t = e.seen.get(s);
			if (t?.schema.$ref && (i.$ref = t.schema.$ref, t.def)) for (let e in i) e !== "$ref" && e !== "allOf" && e in t.def && JSON.stringify(i[e]) === JSON.stringify(t.def[e]) && delete i[e];
		}
		e.override({
			zodSchema: t,
			jsonSchema: i,
			path: n.path ?? []
		});
	};
	if (!e.external || e.sharedEmitDoneFor !== e.external) {
		for (let t of [...e.seen.entries()].reverse()) r(t[0]);
		if (e.target !== "openapi-3.0") for (let t of e.seen.entries()) jf(t[1].def ?? t[1].schema);
		for (let t of e.deferred) t();
		if (e.intersections.length) {
			let t = /* @__PURE__ */ new Map();
			for (let n of e.seen.values()) for (let e of [n.schema, n.def]) {
				let n = e?.allOf;
				if (!Array.isArray(n)) continue;
				let r = t.get(n);
				r ? r.push(e) : t.set(n, [e]);
			}
			for (let n of e.intersections) for (let e of t.get(n) ?? []) If(e);
		}
	}
	let i = {};
	if (e.target === "draft-2020-12" ? i.$schema = "https://json-schema.org/draft/2020-12/schema" : e.target === "draft-07" ? i.$schema = "http://json-schema.org/draft-07/schema#" : e.target === "draft-04" ? i.$schema = "http://json-schema.org/draft-04/schema#" : e.target, e.external?.uri) {
		let n = e.external.registry.get(t)?.id;
		if (!n) throw Error("Schema is missing an `id` property");
		i.$id = e.external.uri(n);
	}
	Ef(i, n.defId ? n.schema : n.def ?? n.schema);
	let a = e.metadataRegistry.get(t)?.id;
	a !== void 0 && i.id === a && delete i.id;
	let o = e.external?.defs ?? {};
	if (!e.external || e.sharedEmitDoneFor !== e.external) for (let t of e.seen.entries()) {
		let e = t[1];
		e.def && e.defId && (e.def.id === e.defId && delete e.def.id, Ho(o, e.defId, e.def));
	}
	e.external && (e.sharedEmitDoneFor = e.external), e.external || Object.keys(o).length > 0 && (e.target === "draft-2020-12" ? i.$defs = o : i.definitions = o);
	try {
		let n = JSON.parse(JSON.stringify(i));
		return Object.defineProperty(n, "~standard", {
			value: {
				...t["~standard"],
				jsonSchema: {
					input: Bf(t, "input", e.processors),
					output: Bf(t, "output", e.processors)
				}
			},
			enumerable: !1,
			writable: !1
		}), n;
	} catch {
		throw Error("Error converting schema to JSON.");
	}
}
function Rf(e, t) {
	let n = t ?? { seen: /* @__PURE__ */ new Set() };
	if (n.seen.has(e)) return !1;
	n.seen.add(e);
	let r = e._zod.def;
	if (r.type === "transform") return !0;
	if (r.type === "array") return Rf(r.element, n);
	if (r.type === "set") return Rf(r.valueType, n);
	if (r.type === "lazy") return Rf(r.getter(), n);
	if (r.type === "promise" || r.type === "optional" || r.type === "nonoptional" || r.type === "nullable" || r.type === "readonly" || r.type === "default" || r.type === "prefault" || r.type === "catch") return Rf(r.innerType, n);
	if (r.type === "intersection") return Rf(r.left, n) || Rf(r.right, n);
	if (r.type === "record" || r.type === "map") return Rf(r.keyType, n) || Rf(r.valueType, n);
	if (r.type === "pipe") return e._zod.traits.has("$ZodCodec") ? !0 : Rf(r.in, n) || Rf(r.out, n);
	if (r.type === "object") {
		for (let e in r.shape) if (Rf(r.shape[e], n)) return !0;
		return !1;
	}
	if (r.type === "union") {
		for (let e of r.options) if (Rf(e, n)) return !0;
		return !1;
	}
	if (r.type === "tuple") {
		for (let e of r.items) if (Rf(e, n)) return !0;
		return !!(r.rest && Rf(r.rest, n));
	}
	return !1;
}
var zf = (e, t = {}) => (n) => {
	let r = Df({
		...n,
		processors: t
	});
	return J(e, r), Af(r, e), Lf(r, e);
}, Bf = (e, t, n = {}) => (r) => {
	let { libraryOptions: i, target: a } = r ?? {}, o = Df({
		...i ?? {},
		target: a,
		io: t,
		processors: n
	});
	return J(e, o), Af(o, e), Lf(o, e);
}, Vf = (e, t, n) => {
	(e[t] === void 0 || n > e[t]) && (e[t] = n);
}, Hf = (e, t, n) => {
	(e[t] === void 0 || n < e[t]) && (e[t] = n);
}, Uf = (e, t) => {
	Vf(e, "minimum", t), Hf(e, "maximum", t);
}, Wf = (e, t) => {
	e.multipleOf ??= [], e.multipleOf.includes(t) || e.multipleOf.push(t);
}, Gf = (e, t) => {
	e.patterns ??= /* @__PURE__ */ new Set(), e.patterns.add(t);
}, Kf = (e, t) => {
	e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
}, qf = (e, t) => {
	e.format = t, t.includes("int") && (e.isInt = !0);
}, Jf = (e, t) => Vf(e, "minimum", t.minimum), Yf = (e, t) => Hf(e, "maximum", t.maximum), Xf = (e) => (t, n) => {
	qf(t, n.format);
	let [r, i] = e[n.format];
	Vf(t, "minimum", r), Hf(t, "maximum", i);
}, Zf = {
	greater_than: (e, t) => Vf(e, t.inclusive ? "minimum" : "exclusiveMinimum", t.value),
	less_than: (e, t) => Hf(e, t.inclusive ? "maximum" : "exclusiveMaximum", t.value),
	multiple_of: (e, t) => Wf(e, t.value),
	number_format: Xf(cs),
	bigint_format: Xf(ls),
	min_length: Jf,
	max_length: Yf,
	length_equals: (e, t) => Uf(e, t.length),
	min_size: Jf,
	max_size: Yf,
	size_equals: (e, t) => Uf(e, t.size),
	string_format: (e, t) => {
		qf(e, t.format), t.pattern && Gf(e, t.pattern), (t.format === "base64" || t.format === "base64url") && (e.contentEncoding = t.format), (t.local || t.precision === -1) && (e.laxFormat = !0);
	},
	mime_type: (e, t) => Kf(e, t.mime)
};
function Qf(e) {
	let t = {}, n = e._zod.def, r = e._zod.traits.has("$ZodCheck") ? [e, ...n.checks ?? []] : n.checks ?? [];
	for (let e of r) Zf[e._zod.def.check]?.(t, e._zod.def);
	let i = e._zod.bag;
	i.minimum !== void 0 && Vf(t, "minimum", i.minimum), i.exclusiveMinimum !== void 0 && Vf(t, "exclusiveMinimum", i.exclusiveMinimum), i.maximum !== void 0 && Hf(t, "maximum", i.maximum), i.exclusiveMaximum !== void 0 && Hf(t, "exclusiveMaximum", i.exclusiveMaximum), i.multipleOf !== void 0 && Wf(t, i.multipleOf), i.format !== void 0 && (t.format ??= i.format, i.format.includes("int") && (t.isInt = !0)), i.mime && Kf(t, i.mime);
	for (let e of i.patterns ?? []) Gf(t, e);
	return t;
}
var $f = {
	guid: "uuid",
	url: "uri",
	datetime: "date-time",
	json_string: "json-string",
	regex: ""
}, ep = /* @__PURE__ */ new Map([[iu, Hc], [ou, Uc]]), tp = (e) => ep.get(e) ?? e, np = (e, t, n, r) => {
	let i = n;
	i.type = "string";
	let { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = Qf(e);
	if (typeof a == "number" && (i.minLength = a), typeof o == "number" && (i.maxLength = o), s && (i.format = $f[s] ?? s, i.format === "" && delete i.format, (s === "time" || u) && delete i.format), l && (i.contentEncoding = l), c && c.size > 0) {
		let e = [...c].map(tp);
		e.length === 1 ? i.pattern = e[0].source : e.length > 1 && (i.allOf = [...e.map((e) => ({
			...t.target === "draft-07" || t.target === "draft-04" || t.target === "openapi-3.0" ? { type: "string" } : {},
			pattern: e.source
		}))]);
	}
}, rp = (e, t, n, r) => {
	let i = n, { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = Qf(e);
	i.type = u ? "integer" : "number";
	let d = typeof l == "number" && l >= (a ?? -Infinity), f = typeof c == "number" && c <= (o ?? Infinity), p = t.target === "draft-04" || t.target === "openapi-3.0";
	if (d ? p ? (i.minimum = l, i.exclusiveMinimum = !0) : i.exclusiveMinimum = l : typeof a == "number" && (i.minimum = a), f ? p ? (i.maximum = c, i.exclusiveMaximum = !0) : i.exclusiveMaximum = c : typeof o == "number" && (i.maximum = o), s) {
		let n = /* @__PURE__ */ new Set();
		for (let a of s) Number.isFinite(a) && a !== 0 ? n.add(Math.abs(a)) : Of(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
		let [a, ...o] = n;
		a !== void 0 && (i.multipleOf = a), o.length && (i.allOf = [...i.allOf ?? [], ...o.map((e) => ({ multipleOf: e }))]);
	}
}, ip = (e, t, n, r) => {
	n.type = "boolean";
}, ap = (e, t, n, r) => {
	n.not = {};
}, op = (e, t, n, r) => {
	let i = e._zod.def, a = Po(i.entries);
	a.length === 0 ? n.not = {} : (a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), n.enum = a);
}, sp = (e, t, n, r) => {
	let i = e._zod.def;
	if (i.values.length === 0) {
		n.not = {};
		return;
	}
	let a = [];
	for (let o of i.values) if (o === void 0) {
		if (Of(e, t, n, r, "Literal `undefined` cannot be represented in JSON Schema")) return;
	} else if (typeof o == "bigint") {
		if (Of(e, t, n, r, "BigInt literals cannot be represented in JSON Schema")) return;
		a.push(Number(o));
	} else a.push(o);
	if (a.length !== 0) {
		if (a.length === 1) {
			let e = a[0];
			n.type = e === null ? "null" : typeof e, t.target === "draft-04" || t.target === "openapi-3.0" ? n.enum = [e] : n.const = e;
		} else a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), a.every((e) => typeof e == "boolean") && (n.type = "boolean"), a.every((e) => e === null) && (n.type = "null"), n.enum = a;
	}
}, cp = (e, t, n, r) => {
	Of(e, t, n, r, "Custom types cannot be represented in JSON Schema");
}, lp = (e, t, n, r) => {
	Of(e, t, n, r, "Transforms cannot be represented in JSON Schema");
}, up = (e, t, n, r) => {
	let i = n, a = e._zod.def, { minimum: o, maximum: s } = Qf(e);
	typeof o == "number" && (i.minItems = o), typeof s == "number" && (i.maxItems = s), i.type = "array", i.items = J(a.element, t, {
		...r,
		path: [...r.path, "items"]
	});
};
function dp(e) {
	let t = e._zod.def;
	return t.type === "pipe" && t.in._zod.traits.has("$ZodTransform") ? dp(t.out) : t.type === "catch" ? dp(t.innerType) : e._zod.optin;
}
var fp = (e, t, n, r) => {
	let i = n, a = e._zod.def, o = a.shape;
	if (Object.getOwnPropertySymbols(o).length && Of(e, t, i, r, "Symbol keys cannot be represented in JSON Schema")) return;
	i.type = "object", i.properties = {};
	for (let e in o) Ho(i.properties, e, J(o[e], t, {
		...r,
		path: [
			...r.path,
			"properties",
			e
		]
	}));
	let s = [];
	for (let e of Object.keys(o)) {
		let n = a.shape[e];
		(t.io === "input" ? dp(n) === void 0 : n._zod.optout === void 0) && s.push(e);
	}
	s.length > 0 && (i.required = s), a.catchall?._zod.def.type === "never" ? i.additionalProperties = !1 : a.catchall ? a.catchall && (i.additionalProperties = J(a.catchall, t, {
		...r,
		path: [...r.path, "additionalProperties"]
	})) : t.io === "output" && (i.additionalProperties = !1);
}, pp = (e, t, n, r) => {
	let i = e._zod.def, a = i.inclusive === !1, o = i.options.map((e, n) => J(e, t, {
		...r,
		path: [
			...r.path,
			a ? "oneOf" : "anyOf",
			n
		]
	}));
	a ? n.oneOf = o : n.anyOf = o;
}, mp = (e, t, n, r) => {
	let i = e._zod.def, a = J(i.left, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			0
		]
	}), o = J(i.right, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			1
		]
	}), s = (e) => "allOf" in e && Object.keys(e).length === 1, c = [...s(a) ? a.allOf : [a], ...s(o) ? o.allOf : [o]];
	n.allOf = c, t.intersections.push(c);
};
function hp(e, t, n) {
	if (t.$ref) {
		if (n.has(t)) return t;
		n.add(t);
		let r = e.get(t)?.def;
		if (!r) return t;
		let i = hp(e, r, n);
		return i === r ? t : i;
	}
	for (let r of ["anyOf", "oneOf"]) {
		let i = t[r];
		if (!Array.isArray(i)) continue;
		let a = i.map((t) => hp(e, t, n));
		a.some((e, t) => e !== i[t]) && (t = {
			...t,
			[r]: a
		});
	}
	let r = Array.isArray(t.type) ? t.type : [t.type], i = !r.includes("string") && r.some((e) => e === "number" || e === "integer"), a = t.enum ?? (t.const === void 0 ? void 0 : [t.const]);
	if (!i && !a?.some((e) => typeof e == "number")) return t;
	let { minimum: o, maximum: s, exclusiveMinimum: c, exclusiveMaximum: l, multipleOf: u, format: d, id: f, ...p } = t;
	return p.enum ? p.enum = p.enum.map((e) => typeof e == "number" ? String(e) : e) : typeof p.const == "number" && (p.const = String(p.const)), i && (p.type = "string", a || (p.pattern = (r.includes("number") ? el : $c).source)), p;
}
var gp = /* @__PURE__ */ new WeakMap();
function _p(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e.seen.values()) n.def && !t.has(n.schema) && t.set(n.schema, n);
	let n = /* @__PURE__ */ new Map();
	for (let r of gp.get(e) ?? []) {
		let i = e.seen.get(r), a = (i?.def ?? i?.schema)?.propertyNames;
		if (!a || a === !0 || n.has(a)) continue;
		let o = hp(t, a, /* @__PURE__ */ new Set());
		o !== a && n.set(a, o);
	}
	if (n.size) for (let t of e.seen.values()) for (let e of [t.schema, t.def]) {
		let t = e && n.get(e.propertyNames);
		t && (e.propertyNames = t);
	}
}
var vp = (e, t, n, r) => {
	let i = n, a = e._zod.def;
	i.type = "object";
	let o = a.keyType, s = Qf(o).patterns;
	if (a.mode === "loose" && s && s.size > 0) {
		let e = J(a.valueType, t, {
			...r,
			path: [
				...r.path,
				"patternProperties",
				"*"
			]
		});
		i.patternProperties = {};
		for (let t of s) Ho(i.patternProperties, tp(t).source, e);
	} else {
		if (t.target === "draft-07" || t.target === "draft-2020-12") {
			i.propertyNames = J(a.keyType, t, {
				...r,
				path: [...r.path, "propertyNames"]
			});
			let n = gp.get(t);
			n || (n = [], gp.set(t, n), t.deferred.push(() => _p(t))), n.push(e);
		}
		i.additionalProperties = J(a.valueType, t, {
			...r,
			path: [...r.path, "additionalProperties"]
		});
	}
	let c = o._zod.values, l = t.io === "input" && dp(a.valueType) !== void 0;
	if (c && !a.partial && !l) {
		let e = [...c].filter((e) => typeof e == "string" || typeof e == "number");
		e.length > 0 && (i.required = e.map(String));
	}
}, yp = (e, t, n, r) => {
	let i = e._zod.def, a = J(i.innerType, t, r), o = t.seen.get(e);
	t.target === "openapi-3.0" ? (o.ref = i.innerType, n.nullable = !0) : n.anyOf = [a, { type: "null" }];
}, bp = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, xp = Symbol();
function Sp(e, t, n, r, i) {
	let a = !1, o = JSON.stringify(e, (e, t) => typeof t == "bigint" ? (a = !0, null) : t);
	return a ? (Of(t, n, r, i, "BigInt defaults cannot be represented in JSON Schema"), xp) : JSON.parse(o);
}
var Cp = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o = Sp(i.defaultValue, e, t, n, r);
	o !== xp && (n.default = o);
}, wp = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	if (a.ref = i.innerType, t.io !== "input") return;
	let o = Sp(i.defaultValue, e, t, n, r);
	o !== xp && (n._prefault = o);
}, Tp = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o;
	try {
		o = i.catchValue(void 0);
	} catch {
		Of(e, t, n, r, "Dynamic catch values are not supported in JSON Schema");
		return;
	}
	n.default = o;
}, Ep = (e, t, n, r) => {
	let i = e._zod.def, a = i.in._zod.traits.has("$ZodTransform"), o = t.io === "input" ? a ? i.out : i.in : i.out;
	J(o, t, r);
	let s = t.seen.get(e);
	s.ref = o;
}, Dp = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType, n.readOnly = !0;
}, Op = (e, t, n, r) => {
	let i = e._zod.def;
	J(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, kp = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function Ap(e, t, n) {
	Object.defineProperty(e, t, {
		configurable: !0,
		enumerable: !1,
		get() {
			let e = n(this);
			return Object.defineProperty(this, t, {
				value: e,
				configurable: !0,
				writable: !0
			}), e;
		},
		set(e) {
			Object.defineProperty(this, t, {
				value: e,
				configurable: !0,
				writable: !0
			});
		}
	});
}
var jp = /*@__PURE__*/ G("ZodError", (e, t) => {
	nc.init(e, t), e.name = "ZodError";
	let n = Object.getPrototypeOf(e);
	kp.has(n) || (kp.add(n), Ap(n, "format", (e) => (t) => ac(e, t)), Ap(n, "flatten", (e) => (t) => ic(e, t)), Ap(n, "addIssue", (e) => (t) => {
		e.issues.push(t), e.message = JSON.stringify(e.issues, Io, 2);
	}), Ap(n, "addIssues", (e) => (t) => {
		e.issues.push(...t), e.message = JSON.stringify(e.issues, Io, 2);
	}), Object.defineProperty(n, "isEmpty", {
		configurable: !0,
		enumerable: !1,
		get() {
			return this.issues.length === 0;
		}
	}));
}, void 0, { Parent: Error }), Mp = /* @__PURE__ */ sc(jp), Np = /* @__PURE__ */ cc(jp), Pp = /* @__PURE__ */ lc(jp), Fp = /* @__PURE__ */ dc(jp), Ip = /* @__PURE__ */ _c(jp), Lp = /* @__PURE__ */ vc(jp), Rp = /* @__PURE__ */ yc(jp), zp = /* @__PURE__ */ bc(jp), Bp = /* @__PURE__ */ xc(jp), Vp = /* @__PURE__ */ Sc(jp), Hp = /* @__PURE__ */ Cc(jp), Up = /* @__PURE__ */ wc(jp);
// node_modules/zod/v4/classic/schemas.js
function Wp() {
	Ys.localeError || Xs(_d());
}
function Gp() {
	Ys.memoizer || Xs({ memoizer: md() });
}
var Y = /*@__PURE__*/ G("ZodType", (e, t) => (Wp(), K.init(e, t), e.def = t, e.type = t.type, e), {
	check(...e) {
		let t = this.def;
		return this.clone(Yo(t, { checks: [...t.checks ?? [], ...e.map((e) => typeof e == "function" ? { _zod: {
			check: e,
			def: { check: "custom" },
			onattach: []
		} } : e)] }), { parent: !0 });
	},
	with(...e) {
		return this.check(...e);
	},
	clone(e, t) {
		return as(this, e, t);
	},
	brand() {
		return this;
	},
	register(e, t) {
		return e.add(this, t), this;
	},
	refine(e, t) {
		return this.check(ch(e, t));
	},
	superRefine(e, t) {
		return this.check(lh(e, t));
	},
	overwrite(e) {
		return this.check(/* @__PURE__ */ gf(e));
	},
	optional() {
		return Wm(this);
	},
	exactOptional() {
		return Km(this);
	},
	nullable() {
		return Jm(this);
	},
	nullish() {
		return Wm(Jm(this));
	},
	nonoptional(e) {
		return eh(this, e);
	},
	array() {
		return km(this);
	},
	or(e) {
		return Mm([this, e]);
	},
	and(e) {
		return Pm(this, e);
	},
	transform(e) {
		return ih(this, Hm(e));
	},
	default(e) {
		return Xm(this, e);
	},
	prefault(e) {
		return Qm(this, e);
	},
	catch(e) {
		return nh(this, e);
	},
	pipe(e) {
		return ih(this, e);
	},
	readonly() {
		return oh(this);
	},
	describe(e) {
		let t = this.clone();
		return xd.add(t, { description: e }), t;
	},
	meta(...e) {
		if (e.length === 0) return xd.get(this);
		let t = this.clone();
		return xd.add(t, e[0]), t;
	},
	isOptional() {
		return this.safeParse(void 0).success;
	},
	isNullable() {
		return this.safeParse(null).success;
	},
	apply(e, ...t) {
		return t.length === 0 ? e(this) : e(this, ...t);
	},
	get "~standard"() {
		return Ns(this, "~standard", {
			...El(this),
			jsonSchema: {
				input: Bf(this, "input"),
				output: Bf(this, "output")
			}
		});
	},
	set "~standard"(e) {
		Ms(this, "~standard", e);
	},
	parse: function e(t, n) {
		return Mp(this, t, n, { callee: e });
	},
	parseAsync: async function e(t, n) {
		return await Np(this, t, n, { callee: e });
	},
	safeParse(e, t) {
		return Pp(this, e, t);
	},
	async safeParseAsync(e, t) {
		return Fp(this, e, t);
	},
	get spa() {
		return this?.safeParseAsync;
	},
	set spa(e) {
		Ms(this, "spa", e);
	},
	validate(e, t) {
		return mc(this, e, t);
	},
	validateAsync(e, t) {
		return gc(this, e, t);
	},
	encode: function e(t, n) {
		return Ip(this, t, n, { callee: e });
	},
	decode: function e(t, n) {
		return Lp(this, t, n, { callee: e });
	},
	encodeAsync: async function e(t, n) {
		return await Rp(this, t, n, { callee: e });
	},
	decodeAsync: async function e(t, n) {
		return await zp(this, t, n, { callee: e });
	},
	safeEncode(e, t) {
		return Bp(this, e, t);
	},
	safeDecode(e, t) {
		return Vp(this, e, t);
	},
	async safeEncodeAsync(e, t) {
		return Hp(this, e, t);
	},
	async safeDecodeAsync(e, t) {
		return Up(this, e, t);
	},
	toJSONSchema(e) {
		return zf(this, {})(e);
	},
	get description() {
		return xd.get(this)?.description;
	},
	get _def() {
		return this._zod.def;
	}
}), Kp = /*@__PURE__*/ G("_ZodString", (e, t) => {
	Dl.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => np(e, t, n, r);
}, /*@__PURE__*/ Ps({
	format: (e) => Qf(e).format ?? null,
	minLength: (e) => Qf(e).minimum ?? null,
	maxLength: (e) => Qf(e).maximum ?? null
}, {
	regex(...e) {
		return this.check(/* @__PURE__ */ uf(...e));
	},
	includes(...e) {
		return this.check(/* @__PURE__ */ pf(...e));
	},
	startsWith(...e) {
		return this.check(/* @__PURE__ */ mf(...e));
	},
	endsWith(...e) {
		return this.check(/* @__PURE__ */ hf(...e));
	},
	min(...e) {
		return this.check(/* @__PURE__ */ cf(...e));
	},
	max(...e) {
		return this.check(/* @__PURE__ */ sf(...e));
	},
	length(...e) {
		return this.check(/* @__PURE__ */ lf(...e));
	},
	nonempty(...e) {
		return this.check(/* @__PURE__ */ cf(1, ...e));
	},
	lowercase(e) {
		return this.check(/* @__PURE__ */ df(e));
	},
	uppercase(e) {
		return this.check(/* @__PURE__ */ ff(e));
	},
	trim() {
		return this.check(/* @__PURE__ */ vf());
	},
	normalize(...e) {
		return this.check(/* @__PURE__ */ _f(...e));
	},
	toLowerCase() {
		return this.check(/* @__PURE__ */ yf());
	},
	toUpperCase() {
		return this.check(/* @__PURE__ */ bf());
	},
	slugify() {
		return this.check(/* @__PURE__ */ xf());
	}
})), qp = /*@__PURE__*/ G("ZodString", (e, t) => {
	Dl.init(e, t), Kp.init(e, t);
}, {
	email(e) {
		return this.check(/* @__PURE__ */ wd($p, e));
	},
	url(e) {
		return this.check(/* @__PURE__ */ Ad(nm, e));
	},
	jwt(e) {
		return this.check(/* @__PURE__ */ Gd(_m, e));
	},
	emoji(e) {
		return this.check(/* @__PURE__ */ jd(rm, e));
	},
	guid(e) {
		return this.check(/* @__PURE__ */ Td(em, e));
	},
	uuid(e) {
		return this.check(/* @__PURE__ */ Ed(tm, e));
	},
	uuidv4(e) {
		return this.check(/* @__PURE__ */ Dd(tm, e));
	},
	uuidv6(e) {
		return this.check(/* @__PURE__ */ Od(tm, e));
	},
	uuidv7(e) {
		return this.check(/* @__PURE__ */ kd(tm, e));
	},
	nanoid(e) {
		return this.check(/* @__PURE__ */ Md(im, e));
	},
	cuid(e) {
		return this.check(/* @__PURE__ */ Nd(am, e));
	},
	cuid2(e) {
		return this.check(/* @__PURE__ */ Pd(om, e));
	},
	ulid(e) {
		return this.check(/* @__PURE__ */ Fd(sm, e));
	},
	base64(e) {
		return this.check(/* @__PURE__ */ Hd(mm, e));
	},
	base64url(e) {
		return this.check(/* @__PURE__ */ Ud(hm, e));
	},
	xid(e) {
		return this.check(/* @__PURE__ */ Id(cm, e));
	},
	ksuid(e) {
		return this.check(/* @__PURE__ */ Ld(lm, e));
	},
	ipv4(e) {
		return this.check(/* @__PURE__ */ Rd(um, e));
	},
	ipv6(e) {
		return this.check(/* @__PURE__ */ zd(dm, e));
	},
	cidrv4(e) {
		return this.check(/* @__PURE__ */ Bd(fm, e));
	},
	cidrv6(e) {
		return this.check(/* @__PURE__ */ Vd(pm, e));
	},
	e164(e) {
		return this.check(/* @__PURE__ */ Wd(gm, e));
	},
	datetime(e) {
		return this.check(/* @__PURE__ */ Kd(Yp, e));
	},
	date(e) {
		return this.check(/* @__PURE__ */ qd(Xp, e));
	},
	time(e) {
		return this.check(/* @__PURE__ */ Jd(Zp, e));
	},
	duration(e) {
		return this.check(/* @__PURE__ */ Yd(Qp, e));
	}
});
function Jp(e) {
	return /* @__PURE__ */ Cd(qp, e);
}
var X = /*@__PURE__*/ G("ZodStringFormat", (e, t) => {
	q.init(e, t), Kp.init(e, t);
}), Yp = /*@__PURE__*/ G("ZodISODateTime", (e, t) => {
	Kl.init(e, t), X.init(e, t);
}), Xp = /*@__PURE__*/ G("ZodISODate", (e, t) => {
	ql.init(e, t), X.init(e, t);
}), Zp = /*@__PURE__*/ G("ZodISOTime", (e, t) => {
	Jl.init(e, t), X.init(e, t);
}), Qp = /*@__PURE__*/ G("ZodISODuration", (e, t) => {
	Yl.init(e, t), X.init(e, t);
}), $p = /*@__PURE__*/ G("ZodEmail", (e, t) => {
	Al.init(e, t), X.init(e, t);
}), em = /*@__PURE__*/ G("ZodGUID", (e, t) => {
	Ol.init(e, t), X.init(e, t);
}), tm = /*@__PURE__*/ G("ZodUUID", (e, t) => {
	kl.init(e, t), X.init(e, t);
}), nm = /*@__PURE__*/ G("ZodURL", (e, t) => {
	Rl.init(e, t), X.init(e, t);
}), rm = /*@__PURE__*/ G("ZodEmoji", (e, t) => {
	zl.init(e, t), X.init(e, t);
}), im = /*@__PURE__*/ G("ZodNanoID", (e, t) => {
	Bl.init(e, t), X.init(e, t);
}), am = /*@__PURE__*/ G("ZodCUID", (e, t) => {
	Vl.init(e, t), X.init(e, t);
}), om = /*@__PURE__*/ G("ZodCUID2", (e, t) => {
	Hl.init(e, t), X.init(e, t);
}), sm = /*@__PURE__*/ G("ZodULID", (e, t) => {
	Ul.init(e, t), X.init(e, t);
}), cm = /*@__PURE__*/ G("ZodXID", (e, t) => {
	Wl.init(e, t), X.init(e, t);
}), lm = /*@__PURE__*/ G("ZodKSUID", (e, t) => {
	Gl.init(e, t), X.init(e, t);
}), um = /*@__PURE__*/ G("ZodIPv4", (e, t) => {
	Xl.init(e, t), X.init(e, t);
}), dm = /*@__PURE__*/ G("ZodIPv6", (e, t) => {
	$l.init(e, t), X.init(e, t);
}), fm = /*@__PURE__*/ G("ZodCIDRv4", (e, t) => {
	eu.init(e, t), X.init(e, t);
}), pm = /*@__PURE__*/ G("ZodCIDRv6", (e, t) => {
	nu.init(e, t), X.init(e, t);
}), mm = /*@__PURE__*/ G("ZodBase64", (e, t) => {
	au.init(e, t), X.init(e, t);
}), hm = /*@__PURE__*/ G("ZodBase64URL", (e, t) => {
	cu.init(e, t), X.init(e, t);
}), gm = /*@__PURE__*/ G("ZodE164", (e, t) => {
	lu.init(e, t), X.init(e, t);
}), _m = /*@__PURE__*/ G("ZodJWT", (e, t) => {
	du.init(e, t), X.init(e, t);
}), vm = /*@__PURE__*/ G("ZodNumber", (e, t) => {
	fu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => rp(e, t, n, r), e.isFinite = !0;
}, /*@__PURE__*/ Ps({
	minValue: (e) => {
		let { minimum: t, exclusiveMinimum: n } = Qf(e);
		return Math.max(t ?? -Infinity, n ?? -Infinity);
	},
	maxValue: (e) => {
		let { maximum: t, exclusiveMaximum: n } = Qf(e);
		return Math.min(t ?? Infinity, n ?? Infinity);
	},
	isInt: (e) => {
		let { isInt: t, multipleOf: n } = Qf(e);
		return !!t || !!n?.some(Number.isSafeInteger);
	},
	format: (e) => Qf(e).format ?? null
}, {
	gt(e, t) {
		return this.check(/* @__PURE__ */ rf(e, t));
	},
	gte(e, t) {
		return this.check(/* @__PURE__ */ af(e, t));
	},
	min(e, t) {
		return this.check(/* @__PURE__ */ af(e, t));
	},
	lt(e, t) {
		return this.check(/* @__PURE__ */ tf(e, t));
	},
	lte(e, t) {
		return this.check(/* @__PURE__ */ nf(e, t));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ nf(e, t));
	},
	int(e) {
		return this.check(xm(e));
	},
	safe(e) {
		return this.check(xm(e));
	},
	positive(e) {
		return this.check(/* @__PURE__ */ rf(0, e));
	},
	nonnegative(e) {
		return this.check(/* @__PURE__ */ af(0, e));
	},
	negative(e) {
		return this.check(/* @__PURE__ */ tf(0, e));
	},
	nonpositive(e) {
		return this.check(/* @__PURE__ */ nf(0, e));
	},
	multipleOf(e, t) {
		return this.check(/* @__PURE__ */ of(e, t));
	},
	step(e, t) {
		return this.check(/* @__PURE__ */ of(e, t));
	},
	finite() {
		return this;
	}
}));
function ym(e) {
	return /* @__PURE__ */ Xd(vm, e);
}
var bm = /*@__PURE__*/ G("ZodNumberFormat", (e, t) => {
	pu.init(e, t), vm.init(e, t);
});
function xm(e) {
	return /* @__PURE__ */ Zd(bm, e);
}
var Sm = /*@__PURE__*/ G("ZodBoolean", (e, t) => {
	mu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => ip(e, t, n, r);
});
function Cm(e) {
	return /* @__PURE__ */ Qd(Sm, e);
}
var wm = /*@__PURE__*/ G("ZodUnknown", (e, t) => {
	hu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (e, t, n) => void 0;
});
function Tm() {
	return /* @__PURE__ */ $d(wm);
}
var Em = /*@__PURE__*/ G("ZodNever", (e, t) => {
	gu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => ap(e, t, n, r);
});
function Dm(e) {
	return /* @__PURE__ */ ef(Em, e);
}
var Om = /*@__PURE__*/ G("ZodArray", (e, t) => {
	Gp(), bu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => up(e, t, n, r), e.element = t.element;
}, {
	min(e, t) {
		return this.check(/* @__PURE__ */ cf(e, t));
	},
	nonempty(e) {
		return this.check(/* @__PURE__ */ cf(1, e));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ sf(e, t));
	},
	length(e, t) {
		return this.check(/* @__PURE__ */ lf(e, t));
	},
	unwrap() {
		return this.element;
	}
});
function km(e, t) {
	return /* @__PURE__ */ Sf(Om, e, t);
}
var Am = /*@__PURE__*/ G("ZodObject", (e, t) => {
	Gp(), Eu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => fp(e, t, n, r), Bs(e, "shape", (e) => e._zod.def.shape, !1);
}, {
	keyof() {
		return Rm(Object.keys(this._zod.def.shape));
	},
	catchall(e) {
		return this.clone(Yo(this._zod.def, { catchall: e }));
	},
	passthrough() {
		return this.clone(Yo(this._zod.def, { catchall: Tm() }));
	},
	loose() {
		return this.clone(Yo(this._zod.def, { catchall: Tm() }));
	},
	strict() {
		return this.clone(Yo(this._zod.def, { catchall: Dm() }));
	},
	strip() {
		return this.clone(Yo(this._zod.def, { catchall: void 0 }));
	},
	extend(e) {
		return ps(this, e);
	},
	safeExtend(e) {
		return hs(this, e);
	},
	merge(e) {
		return gs(this, e);
	},
	pick(e) {
		return us(this, e);
	},
	omit(e) {
		return fs(this, e);
	},
	partial(...e) {
		return _s(Um, this, e[0]);
	},
	exactPartial(...e) {
		return _s(Gm, this, e[0], "exactPartial");
	},
	required(...e) {
		return vs($m, this, e[0]);
	}
});
function Z(e, t) {
	return new Am({
		type: "object",
		shape: e,
		catchall: Tm(),
		...U(t)
	});
}
var jm = /*@__PURE__*/ G("ZodUnion", (e, t) => {
	Ou.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => pp(e, t, n, r), e.options = t.options;
});
function Mm(e, t) {
	return new jm({
		type: "union",
		options: e,
		...U(t)
	});
}
var Nm = /*@__PURE__*/ G("ZodIntersection", (e, t) => {
	ku.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => mp(e, t, n, r);
});
function Pm(e, t) {
	return new Nm({
		type: "intersection",
		left: e,
		right: t
	});
}
var Fm = /*@__PURE__*/ G("ZodRecord", (e, t) => {
	Gp(), Mu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => vp(e, t, n, r), e.keyType = t.keyType, e.valueType = t.valueType;
});
function Im(e, t, n) {
	return !t || !t._zod ? new Fm({
		type: "record",
		keyType: Jp(),
		valueType: e,
		...U(t)
	}) : new Fm({
		type: "record",
		keyType: e,
		valueType: t,
		...U(n)
	});
}
var Lm = /*@__PURE__*/ G("ZodEnum", (e, t) => {
	Nu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => op(e, t, n, r), e.enum = t.entries, e.options = [...e._zod.values];
	let n = new Set(Object.keys(t.entries));
	e.extract = (e, r) => {
		let i = {};
		for (let r of e) if (n.has(r)) i[r] = t.entries[r];
		else throw Error(`Key ${r} not found in enum`);
		return new Lm({
			...t,
			checks: [],
			...U(r),
			entries: i
		});
	}, e.exclude = (e, r) => {
		let i = { ...t.entries };
		for (let t of e) if (n.has(t)) delete i[t];
		else throw Error(`Key ${t} not found in enum`);
		return new Lm({
			...t,
			checks: [],
			...U(r),
			entries: i
		});
	};
});
function Rm(e, t) {
	return new Lm({
		type: "enum",
		entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
		...U(t)
	});
}
var zm = /*@__PURE__*/ G("ZodLiteral", (e, t) => {
	Pu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => sp(e, t, n, r), e.values = new Set(t.values), Object.defineProperty(e, "value", { get() {
		if (t.values.length > 1) throw Error("This schema contains multiple valid literal values. Use `.values` instead.");
		return t.values[0];
	} });
});
function Bm(e, t) {
	return new zm({
		type: "literal",
		values: Array.isArray(e) ? e : [e],
		...U(t)
	});
}
var Vm = /*@__PURE__*/ G("ZodTransform", (e, t) => {
	Gp(), Fu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => lp(e, t, n, r), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new Js(e.constructor.name);
		n.addIssue = (r) => {
			if (typeof r == "string") n.issues.push(As(r, n.value, t));
			else {
				let t = r;
				t.fatal && (t.continue = !1), t.code ??= "custom", "input" in t || (t.input = n.value), t.inst ??= e, n.issues.push(As(t));
			}
		};
		let i = t.transform(n.value, n);
		return i instanceof Promise ? i.then((e) => (n.value = e, n)) : (n.value = i, n);
	};
});
function Hm(e) {
	return new Vm({
		type: "transform",
		transform: e
	});
}
var Um = /*@__PURE__*/ G("ZodOptional", (e, t) => {
	Lu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Op(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Wm(e) {
	return new Um({
		type: "optional",
		innerType: e
	});
}
var Gm = /*@__PURE__*/ G("ZodExactOptional", (e, t) => {
	Ru.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Op(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Km(e) {
	return new Gm({
		type: "optional",
		innerType: e
	});
}
var qm = /*@__PURE__*/ G("ZodNullable", (e, t) => {
	zu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => yp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Jm(e) {
	return new qm({
		type: "nullable",
		innerType: e
	});
}
var Ym = /*@__PURE__*/ G("ZodDefault", (e, t) => {
	Bu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Cp(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeDefault = e.unwrap;
});
function Xm(e, t) {
	return new Ym({
		type: "default",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : ns(t);
		}
	});
}
var Zm = /*@__PURE__*/ G("ZodPrefault", (e, t) => {
	Hu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => wp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Qm(e, t) {
	return new Zm({
		type: "prefault",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : ns(t);
		}
	});
}
var $m = /*@__PURE__*/ G("ZodNonOptional", (e, t) => {
	Uu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => bp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function eh(e, t) {
	return new $m({
		type: "nonoptional",
		innerType: e,
		...U(t)
	});
}
var th = /*@__PURE__*/ G("ZodCatch", (e, t) => {
	Ku.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Tp(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeCatch = e.unwrap;
});
function nh(e, t) {
	return new th({
		type: "catch",
		innerType: e,
		catchValue: typeof t == "function" ? t : Hs(t)
	});
}
var rh = /*@__PURE__*/ G("ZodPipe", (e, t) => {
	qu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Ep(e, t, n, r), e.in = t.in, e.out = t.out;
});
function ih(e, t) {
	return new rh({
		type: "pipe",
		in: e,
		out: t
	});
}
var ah = /*@__PURE__*/ G("ZodReadonly", (e, t) => {
	Yu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => Dp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function oh(e) {
	return new ah({
		type: "readonly",
		innerType: e
	});
}
var sh = /*@__PURE__*/ G("ZodCustom", (e, t) => {
	Zu.init(e, t), Y.init(e, t), e._zod.processJSONSchema = (t, n, r) => cp(e, t, n, r);
});
function ch(e, t = {}) {
	return /* @__PURE__ */ Cf(sh, e, t);
}
function lh(e, t) {
	return /* @__PURE__ */ wf(e, t);
}
// src/core/profiles/common.ts
var uh = (e, t, n) => ym().int().min(e).max(t).default(n), Q = (e) => Jp().default(e), dh = (e) => Cm().default(e), fh = km(Jp()).transform((e) => {
	let t = [];
	for (let n of e) {
		let e = n.trim();
		e && !t.includes(e) && t.push(e);
	}
	return t;
}), ph = (e) => Z({
	visible: fh.default(() => [...e.visible]),
	deny: fh.default(() => [...e.deny])
}).prefault(() => ({
	visible: [...e.visible],
	deny: [...e.deny]
})), mh = Z({
	visible: fh.optional(),
	deny: fh.optional()
}).optional(), hh = [
	"atDepth",
	"before",
	"after",
	"ANTop",
	"ANBottom",
	"EMTop",
	"EMBottom"
], gh = [
	"system",
	"user",
	"assistant"
], _h = "Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.", vh = Z({
	customInstruction: Q(_h),
	position: Rm(hh).default("atDepth"),
	depth: uh(0, 1e4, 0),
	role: Rm(gh).default("system")
}).prefault({}), yh = Z({
	bookPattern: Q(""),
	entryPattern: Q("")
}).prefault({}), bh = {
	apiPreset: Q(""),
	promptPreset: Q("")
}, xh = { toolCallRetryMax: uh(0, 10, 2) }, Sh = "Guidance is for the writer of the next reply, not for the reader: concrete, short, in bullet points, in the language of the story. Never write the reply itself.", Ch = `You prepare the next in-character reply of a role-play without writing it. Another model writes the reply; it will read the guidance you finish with.

Gather what you need with your tools, one step at a time: read the recent chat (chat_read_range, chat_search), look up lorebook entries (world_book_list, lorebook_search, lorebook_get), recall memory when it is available, and check the "Open Notes" block for plot threads you opened earlier (note_open for a real promise the story must pay off, note_close when one has been delivered). Stop gathering as soon as you know enough; every round costs time.

Then call finalize({capsule_text}) with the guidance: what the user wants this turn, the facts and states the reply must respect, what each character in focus knows and wants, the direction of the next beat, and pitfalls to avoid (contradictions, characters knowing what they were not told, lifeless report-like prose). ${Sh}`, wh = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}", Th = [
	{
		id: "distiller",
		systemPrompt: `You distil the current state of a role-play for a team preparing the next reply. Be factual and brief; never invent. ${Sh}`,
		userPromptTemplate: `${wh}

Summarise: where the scene is, who is present, what each character in focus wants and feels, what was just said or done, and what the user asks for this turn (explicitly or between the lines). At most ten bullet points.`
	},
	{
		id: "lorebook_reader",
		systemPrompt: `You pick the world knowledge the next reply must respect: lorebook facts, setting rules, established relationships. ${Sh}`,
		userPromptTemplate: `${wh}

## Scene summary
{{distiller}}

List the facts from the world information and the chat that constrain the next reply, each with why it matters now. At most six.`
	},
	{
		id: "anti_data_guard",
		systemPrompt: `You protect the next reply from lifeless writing: characters written as sensors or reports, clinical vocabulary where feeling belongs, reserved characters written as empty. ${Sh}`,
		userPromptTemplate: `${wh}

## Scene summary
{{distiller}}

For each character in focus, name the feeling underneath this moment and one concrete way to show it (gesture, wording, silence). Name the two report-like phrasings this scene invites and must avoid.`
	},
	{
		id: "planner",
		systemPrompt: `You plan the next beat of the story. ${Sh}`,
		userPromptTemplate: `${wh}

## Earlier outputs
{{previous_outputs}}

Propose the next beat: what happens in three to five steps, what changes for each character in focus, and the line or image the reply should end on. Respect every constraint above.`
	},
	{
		id: "recall_relevance",
		systemPrompt: `You decide which earlier details deserve to come back now. ${Sh}`,
		userPromptTemplate: `${wh}

## Earlier outputs
{{previous_outputs}}

Name at most four earlier details (promises, objects, unresolved questions) the next reply could pick up naturally, and at most two it must not touch yet.`
	},
	{
		id: "critic",
		systemPrompt: "You review the team's work before the guidance is written. Approve when the plan is consistent with the facts and with what the user asked; request a rerun of specific nodes only for a real contradiction or a missed request, and say exactly what to fix.",
		userPromptTemplate: `${wh}

## Team outputs
{{previous_outputs}}

Check the plan against the facts, the user's request and the characters' knowledge. Approve with short feedback for the final writer, or request a rerun naming the nodes and the fix.`
	},
	{
		id: "synthesizer",
		systemPrompt: `You write the final guidance the main model will read before it writes the reply. ${Sh}`,
		userPromptTemplate: `${wh}

## Team outputs
{{previous_outputs}}

Merge everything into one guidance text: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. Include the reviewer's feedback.`
	}
], Eh = [
	{
		id: "distill",
		mode: "serial",
		nodes: [{ id: "distiller" }]
	},
	{
		id: "gather",
		mode: "parallel",
		nodes: [{ id: "lorebook_reader" }, { id: "anti_data_guard" }]
	},
	{
		id: "plan",
		mode: "parallel",
		nodes: [{ id: "planner" }, { id: "recall_relevance" }]
	},
	{
		id: "review",
		mode: "serial",
		nodes: [{
			id: "critic",
			type: "review"
		}]
	},
	{
		id: "final",
		mode: "serial",
		nodes: [{ id: "synthesizer" }]
	}
], Dh = "You run a small team that prepares guidance for the next reply of a role-play. You do not write the guidance yourself. Each step you either dispatch workers or finish.\n\nKeep the todo board honest: add a todo for each piece of work, mark todos doing, done, blocked or dropped as reports arrive. Dispatch workers that do not depend on each other in the same step, give each a precise task brief, and pass earlier run ids as input when a worker needs another's report. Stay within the run budget shown in the runtime limits. Finish as soon as the final worker has what it needs: state in the finalize field why the material is sufficient.", Oh = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nPlan the work for this turn.", kh = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\n## Your task\n{{task}}\n\n## Input reports\n{{inputs}}", Ah = [
	{
		id: "distiller",
		description: "Summarises the scene state and what the user asks for this turn.",
		systemPrompt: `You distil the current state of the role-play: where the scene is, who is present, what each character wants and feels, what the user asks for this turn. Never invent. Submit at most ten bullet points. ${Sh}`,
		userPromptTemplate: kh
	},
	{
		id: "lorebook_reader",
		description: "Finds world facts and setting rules the next reply must respect.",
		systemPrompt: `You collect the world facts that constrain the next reply, from the world information, the chat and your tools when enabled. Submit at most six facts, each with why it matters now. ${Sh}`,
		userPromptTemplate: kh
	},
	{
		id: "plot_planner",
		description: "Proposes the next story beat from the reports it is given.",
		systemPrompt: `You propose the next beat: three to five steps of what happens, what changes for each character in focus, and the image the reply should end on. Respect the facts in your input reports. ${Sh}`,
		userPromptTemplate: kh
	},
	{
		id: "critic",
		description: "Checks a plan against facts, the user request and character knowledge.",
		systemPrompt: `You check the plan in your input reports against the facts, the user's request and what each character knows. Submit only real problems, each with the fix; or "no problems". ${Sh}`,
		userPromptTemplate: kh
	},
	{
		id: "finalizer",
		description: "Writes the final guidance from all reports (the final worker).",
		systemPrompt: `You write the final guidance the main model reads before it writes the reply: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. ${Sh}`,
		userPromptTemplate: kh
	}
], jh = `You prepare guidance for the next in-character reply of a role-play; another model writes the reply after reading your guidance. Read the recent chat and the latest user message and give: what the user wants this turn, the facts and character states to respect, what each character in focus knows and feels, the direction of the next beat, and pitfalls to avoid. ${Sh}`, Mh = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nReturn the guidance through the function call only, in its \"text\" field.", Nh = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name",
	"compaction_candidates"
], Ph = [
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], Fh = {
	chat: ["read_range", "search"],
	lorebook: [
		"world_book_list",
		"list",
		"search",
		"get",
		"force_activate"
	],
	note: ["open", "close"],
	memory: [...Nh, ...Ph],
	search: ["search", "visit"],
	message: [
		"write_message",
		"apply_message_patches",
		"get_draft",
		"draft_search"
	],
	collab: ["dispatch_subagent", "dispatch_inline_subagent"]
}, Ih = {
	director: [
		"chat",
		"lorebook",
		"note",
		"memory",
		"search",
		"message",
		"collab"
	],
	loop: [
		"chat",
		"lorebook",
		"note",
		"memory",
		"search"
	],
	spec: [
		"chat",
		"lorebook",
		"note",
		"memory",
		"search"
	],
	agenda: [
		"chat",
		"lorebook",
		"note",
		"memory",
		"search"
	],
	single: []
}, Lh = { director: { lorebook: ["force_activate"] } };
function Rh(e, t) {
	let n = Lh[e]?.[t] ?? [];
	return Fh[t].filter((e) => !n.includes(e));
}
var zh = { message: ["get_draft", "draft_search"] };
function Bh(e, t) {
	let n = {};
	for (let r of Rh(e, t)) n[r] = Cm().default(zh[t]?.includes(r) ?? !1);
	return Z(n);
}
var Vh = Im(Jp(), Cm());
function Hh(e, t, n) {
	let r = {};
	for (let i of Rh(e, t)) r[i] = n || (zh[t]?.includes(i) ?? !1);
	return r;
}
function Uh(e) {
	let t = { custom: {} };
	for (let n of Ih[e]) switch (e) {
		case "director":
			t[n] = n === "message" ? {
				write_message: !1,
				apply_message_patches: !1,
				get_draft: !0,
				draft_search: !0
			} : Hh(e, n, !0);
			break;
		case "loop":
			t[n] = Hh(e, n, !0);
			break;
		case "agenda":
			t[n] = n === "search" ? Hh(e, n, !0) : n === "memory" ? {
				...Hh(e, n, !1),
				...Object.fromEntries(Nh.map((e) => [e, !0]))
			} : Hh(e, n, !1);
			break;
		default: t[n] = Hh(e, n, !1);
	}
	return t;
}
function Wh(e) {
	let t = Uh(e), n = {};
	for (let r of Ih[e]) n[r] = Bh(e, r).prefault(() => ({ ...t[r] }));
	return n.custom = Vh.default(() => ({})), Z(n);
}
function Gh(e) {
	let t = {};
	for (let n of Ih[e]) t[n] = Bh(e, n).optional();
	return t.custom = Vh.optional(), Z(t);
}
function Kh(e, t) {
	if (!t) return e;
	let n = { ...e };
	for (let [e, r] of Object.entries(t)) r && typeof r == "object" && (n[e] = r);
	return n;
}
function qh(e, t) {
	return e === "message" || e === "collab" ? t : e === "lorebook" && t === "world_book_list" ? "world_book_list" : `${e}_${t}`;
}
function Jh(e) {
	for (let t of Object.keys(Fh)) for (let n of Fh[t]) if (qh(t, n) === e) return [t, n];
	return null;
}
function Yh(e, t) {
	let n = Jh(t);
	return n ? e[n[0]]?.[n[1]] === !0 : e.custom?.[t] !== !1;
}
function Xh(e) {
	let t = [];
	for (let n of Object.keys(Fh)) {
		let r = e[n];
		if (r) for (let e of Fh[n]) r[e] === !0 && t.push(qh(n, e));
	}
	return t;
}
// src/core/profiles/schemas/ids.ts
function Zh(e, t, n, r) {
	let i = [], a = /* @__PURE__ */ new Set();
	return e.forEach((e, o) => {
		let s = e.id.trim();
		if (!s) {
			n.add(`${t}[${o}]`, "dropped", `${r} without an id dropped.`);
			return;
		}
		let c = s;
		for (let e = 2; a.has(c); e++) c = `${s}_${e}`;
		c !== s && n.add(`${t}[${o}].id`, "renamed", `duplicate ${r} id "${s}" renamed to "${c}".`), a.add(c), e.id = c, i.push(e);
	}), i;
}
// src/core/profiles/schemas/agenda.ts
var Qh = Z({
	systemPrompt: Q(Dh),
	userPromptTemplate: Q(Oh),
	...bh,
	skills: mh
}).prefault({}), $h = Z({
	id: Jp(),
	description: Q(""),
	systemPrompt: Q(""),
	userPromptTemplate: Q(""),
	...bh,
	tools: Gh("agenda").nullable().default(null),
	skills: mh
}), eg = Z({
	mode: Bm("agenda"),
	...bh,
	skills: ph({
		visible: ["*"],
		deny: []
	}),
	tools: Wh("agenda").prefault({}),
	planner: Qh,
	workers: km($h).prefault(() => structuredClone(Ah)),
	finalWorkerId: Q("finalizer"),
	plannerMaxRounds: uh(1, 20, 6),
	maxConcurrentWorkers: uh(1, 12, 3),
	maxTotalRuns: uh(1, 200, 24),
	workerMaxRounds: uh(1, 20, 20),
	...xh,
	maxRecentMessages: uh(1, 200, 14),
	includeWorldInfo: dh(!0),
	useStreaming: dh(!1),
	capsule: vh,
	lorebookFilter: yh
});
function tg(e, t) {
	if (e.workers = Zh(e.workers, "workers", t, "worker"), e.finalWorkerId = e.finalWorkerId.trim(), e.workers.length === 0) {
		let n = Ah.find((e) => e.id === "finalizer");
		e.workers.push($h.parse(structuredClone(n))), t.add("workers", "defaulted", "an agenda needs at least one worker; the default \"finalizer\" was added."), e.finalWorkerId ||= "finalizer";
	}
	return e.finalWorkerId || (e.finalWorkerId = e.workers[e.workers.length - 1].id, t.add("finalWorkerId", "defaulted", `no final worker named; "${e.finalWorkerId}" (the last worker) writes the capsule.`)), e;
}
// src/core/profiles/defaults/director.ts
var ng = ["anti-cliche-en", "character-voice-en"], rg = ["+"], ig = "You are the director of a role-play writing team and the writer of this turn's reply. The story so far is inside <story_context>; it is reference material, not a conversation you continue in your own voice. Nobody reads your commentary: the only thing the user sees is the message body you build with your tools.\n\nYour tools:\n- dispatch_subagent({subagentId, task}) starts a consultant from your team and returns a handle at once; await_subagents({handles}) waits for their reports; cancel_subagent({handle}) stops one. Dispatch consultants that do not depend on each other together, then await them together.\n- write_message({text, mode}) writes the body (\"append\" adds to the end, \"replace\" rewrites it); apply_message_patches({patches}) replaces exact passages, each \"find\" must occur exactly once in the draft, so include a few words of surrounding context; get_draft() and draft_search({pattern}) read the draft back.\n- finalize() commits the reply. It is the only clean way to end the turn.\n\nYour team (each sees the story and your brief, never your reasoning or each other):\n- `intent_scout`: what the user asked for this turn, explicitly or in asides, and the writing rules in the lorebook.\n- `chat_scout`: the threads, promises and states in the recent chat that this reply depends on.\n- `memory_scout`: recalls older events and facts from the memory graph.\n- `lorebook_scout`: lorebook entries that matter to this scene but are not in context yet.\n- `notes_pickup_scout`: which open notes (your own earlier plot threads) are ripe this turn.\n- `canon_scout`: facts of a published setting (fan fiction only; skip it for original worlds).\n- `epistemic_scout`: what each character knows and must not know.\n- `plot_brainstormer`: one structural sketch for one angle; dispatch two to five with different angles when the next beat is open.\n- `voice_critic`: reads your draft for lifeless, report-like prose and characters written out of voice.\n- `continuity_critic`: reads your draft for hard contradictions with the chat, memory or lorebook and for characters knowing what they were never told.\n- `notes_curator`: after the draft, closes notes the draft delivered on and rarely opens one.\n- `memory_curator`: after the draft, records this turn's lasting events in the memory graph.\n\nHow to play a turn:\n1. Decide what this turn needs. For a short or simple exchange, write it directly: write_message, read it back, finalize.\n2. Otherwise scout first: dispatch `chat_scout` and `intent_scout`, plus `lorebook_scout`, `memory_scout`, `notes_pickup_scout`, `epistemic_scout` or `canon_scout` when the scene calls for them, all at once; then await them all.\n3. When the next story beat is genuinely open, dispatch several `plot_brainstormer` runs, each with a different angle, await them and choose.\n4. Write the full draft yourself with write_message. Write characters as living people with wants and feelings, in the language and style of the story, without narrating about the story or the user.\n5. Dispatch `voice_critic` and `continuity_critic` together on the draft, and meanwhile reread it yourself with get_draft.\n6. Apply the criticism you agree with using apply_message_patches (or write_message with mode \"replace\" for a large rewrite); ignore criticism that does not hold. Another round of review is allowed when the changes were large.\n7. When the reply is done, dispatch `notes_curator` (and `memory_curator` when the memory graph is in use), await them, then call finalize.\n\nBriefs: a sub-agent knows only what the story shows and what your task text says. Give each brief the direction of the turn, the characters in focus and what you want back; state questions, not verdicts. Open notes are plot threads, not a diary: closing a delivered note is cheap, opening a new one is expensive, so leave that to `notes_curator`.";
function ag(e) {
	let t = {};
	for (let n of [
		"chat",
		"lorebook",
		"note",
		"memory",
		"search"
	]) t[n] = Object.fromEntries((e[n] ?? []).map((e) => [e, !0]));
	return t;
}
var og = [
	"world_book_list",
	"list",
	"search",
	"get"
], sg = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name"
], cg = [
	...sg,
	"compaction_candidates",
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], lg = "Your reply is a report to the director, not part of the story: plain, short, no prose for the reader. When you are done, answer without calling a tool.", ug = (e, ...t) => ({ visible: ["+", ...t] }), dg = [
	{
		id: "intent_scout",
		description: "Role: before drafting, finds what the user wants this turn (explicit requests, asides in brackets or OOC, strong implicit signals) and the authoring rules stored in the lorebook (style, pacing, point of view, character handling). Does not know: your plan for the turn. Brief: the latest user message in one line and anything you are unsure the user meant.",
		systemPrompt: `You find out what this turn must satisfy. Read the latest user message and the few before it (chat_read_range) and list: explicit requests; asides or out-of-character remarks; implicit signals worth honouring (a mood shift, a question left open). Then look through the lorebooks (world_book_list, lorebook_search, lorebook_get) for entries that are instructions to the writer rather than facts about the world: style rules, pacing, point of view, per-character writing rules, output format. Report at most six items, each as "Need: … / Source: floor or entry / Why it matters this turn". Quote the user's own words when they are short. ${lg}`,
		tools: ag({
			chat: ["read_range", "search"],
			lorebook: og
		}),
		skills: ug("intent_scout")
	},
	{
		id: "chat_scout",
		description: "Role: before drafting, scans the recent chat for the threads, setups, promises and character states this reply depends on. Does not know: lorebook and memory contents. Brief: the characters in focus and the question the next reply has to answer.",
		systemPrompt: `You scan the recent chat for what the next reply depends on: unresolved threads, promises and setups, where each character is, what they hold, how they feel, what was just said. Use chat_read_range to read further back and chat_search to find earlier mentions. Separate signal from noise: a detail mentioned once and never picked up again is noise unless the brief points at it. Report at most six items, each as "Item: … / Source: floor N / Why: how it should shape this reply". ${lg}`,
		tools: ag({ chat: ["read_range", "search"] }),
		skills: ug("chat_scout")
	},
	{
		id: "memory_scout",
		description: "Role: before drafting, recalls older events, facts and relationships from the memory graph. Does not know: the chat beyond what the story context shows, the lorebook. Brief: the names, places and topics the reply will touch.",
		systemPrompt: `You recall long-term memory for the next reply. Start with memory_schema and memory_list_candidates; locate named people, places and topics with memory_find_by_name and memory_keyword_search (memory_vector_search when it is available); open promising nodes with memory_node_brief and follow a hub's children with memory_expand_seeds. Never change the memory graph. Report at most six citations, each as "node id: what it says / signal: strong, medium or weak / why it matters now", and name what you deliberately left out as weak. ${lg}`,
		tools: ag({ memory: sg }),
		skills: ug("memory_scout")
	},
	{
		id: "lorebook_scout",
		description: "Role: before drafting, pulls lorebook entries relevant to the scene that were not activated this turn. Does not know: the chat beyond the story context, memory. Brief: the places, people, items and concepts in play.",
		systemPrompt: `You find lorebook knowledge the scene needs but the context lacks. List the books (world_book_list), search them (lorebook_search, lorebook_list) for the places, people, objects and rules in play, and read the best candidates (lorebook_get). Entries already active this turn are hidden from search, so whatever you find is new to the writer. Report at most six entries, each as "[book] entry name: the fact in one or two sentences / relevance to this scene". ${lg}`,
		tools: ag({ lorebook: og }),
		skills: ug("lorebook_scout")
	},
	{
		id: "notes_pickup_scout",
		description: "Role: before drafting, reads the open notes (plot threads opened in earlier turns) and picks the ones ripe for this turn. Does not analyse or draft. Brief: where the scene stands and where it is heading.",
		systemPrompt: `You read the "Open Notes" block: threads, promises and outlines the writing team opened in earlier turns. Pick the notes whose moment has come in this turn, given the scene described in the brief, and say briefly why; name the ones that are close but not ripe yet. Pick at most five. Do not analyse the story further, do not propose prose, do not open or close notes. If no note is ripe, say so in one line. ${lg}`,
		tools: ag({}),
		skills: ug("notes_pickup_scout")
	},
	{
		id: "canon_scout",
		description: "Role: on demand, researches facts of a published setting (fan fiction, public IP) on the web. Skip it for original worlds. Does not know: anything outside the brief and story context. Brief: the work, the exact facts to verify.",
		systemPrompt: `You verify facts of a published setting for a fan-fiction scene. Search the web (search_search) for the questions in the brief and read the most reliable pages (search_visit). Prefer official sources and well-maintained wikis; note when sources disagree. Report at most five facts, each as "Fact / Source URL / How it bears on the scene". If the setting is original or nothing reliable turns up, say so. ${lg}`,
		tools: ag({ search: ["search", "visit"] }),
		skills: ug("canon_scout")
	},
	{
		id: "epistemic_scout",
		description: "Role: before drafting, lists for each character in the scene what they know, what they do not know, and the omniscience traps a writer could fall into. Does not know: your draft. Brief: the characters in the scene and the secrets or revelations in play.",
		systemPrompt: `You guard knowledge boundaries. For each character named in the brief, work out from the chat (chat_read_range), the lorebook and memory what that character has actually witnessed or been told. Report per character: "Knows: …", "Does not know: …", and "Trap: …" for things the reader knows that the character must not act on. Cite the floor or entry for every claim. ${lg}`,
		tools: ag({
			chat: ["read_range"],
			lorebook: og,
			memory: [
				"keyword_search",
				"find_by_name",
				"node_brief"
			]
		}),
		skills: ug("epistemic_scout")
	},
	{
		id: "plot_brainstormer",
		description: "Role: sketches one structure for the next beat from one given angle; dispatch several with different angles to get real options. Does not know: other brainstormers' ideas, your draft unless shown. Brief: the angle to take and the constraints to respect.",
		systemPrompt: `You sketch one possible shape for the next beat of the story, from the angle given in the brief. Give: the beat in one sentence; three to five steps of what happens; what each character in focus wants in it and what changes for them; the line or image it ends on. Stay inside what the characters know and can do. Do not write the prose and do not offer alternatives: another brainstormer covers other angles. ${lg}`,
		tools: ag({}),
		skills: ug("plot_brainstormer")
	},
	{
		id: "voice_critic",
		description: "Role: after drafting, reviews the draft for characters written as \"data people\" (cold observation verbs, report-like dialogue, clinical vocabulary where feeling belongs) and for characters out of voice. Does not know: your intentions beyond the brief. Brief: the moments of the draft that carry the most feeling.",
		systemPrompt: `You review the current draft (get_draft; draft_search finds recurring words) for how alive the characters are. Flag: people written as sensors or reports ("observed", "analysed", "data", clinical distance where the moment should burn); reserved characters written as truly empty instead of restrained on the surface and warm underneath; dialogue that no longer sounds like its speaker; narration that talks about the story or the user. Give at most five findings, each with the exact passage quoted, what is wrong, and a direction for the fix (not a full rewrite). If the draft is fine, say so. ${lg}`,
		tools: ag({ chat: ["read_range"] }),
		skills: ug("voice_critic")
	},
	{
		id: "continuity_critic",
		description: "Role: after drafting, flags only hard contradictions: the draft says X where the chat, memory or lorebook clearly say not-X, and characters knowing what they were never told. Trusts the draft otherwise. Brief: the facts you are least sure of.",
		systemPrompt: `You check the current draft (get_draft, draft_search) against the record. Flag a passage only when the chat (chat_read_range, chat_search), the lorebook or memory clearly states the opposite, or when a character acts on knowledge they were never given. Do not flag style, taste or plausibility. Give at most five findings, each with the quoted passage, the contradicting source (floor, entry or node) and the minimal correction. If nothing contradicts the record, say so. ${lg}`,
		tools: ag({
			chat: ["read_range", "search"],
			lorebook: [
				"world_book_list",
				"list",
				"search"
			],
			memory: ["keyword_search", "node_brief"]
		}),
		skills: ug("continuity_critic")
	},
	{
		id: "notes_curator",
		description: "Role: after drafting, the only writer of notes this turn: closes notes the draft delivered on, and opens a new one only for a real plot promise the draft planted. Default action: nothing. Brief: which threads the draft touched.",
		systemPrompt: `You maintain the open notes, the plot threads the team keeps across turns. Read the draft (get_draft) and the "Open Notes" block. Close (note_close, with a short reason) every note the draft has delivered on. Open a new note (note_open) only when the draft planted a concrete promise the story must pay off later, and write it so a future writer knows when it becomes ripe. Doing nothing is the normal outcome: a polluted note list is worse than a missed one. Report what you closed and opened, or "no change". ${lg}`,
		tools: ag({ note: ["open", "close"] }),
		skills: ug("notes_curator")
	},
	{
		id: "memory_curator",
		description: "Role: after drafting, records the facts of this turn that will outlast the scene in the memory graph: one event node per dispatch, stable facts only when they really changed, then compaction. Brief: what happened this turn in two or three sentences.",
		systemPrompt: `You update the memory graph after the draft. Read memory_schema first. Record this turn as one event node (memory_node_create) linked to the people and places involved (memory_link_upsert); before creating any entity, check with memory_find_by_name that it does not exist already, and edit existing nodes with memory_node_edit instead. Change character or location sheets only for changes that will still be true a day later in the story. Finally look at memory_compaction_candidates and compact old event runs with memory_compact_nodes when a group is offered. Report the ids you created, edited and compacted. ${lg}`,
		tools: ag({ memory: cg }),
		skills: ug("memory_curator")
	}
], fg = 16, pg = Gh("director"), mg = Z({
	systemPrompt: Q(ig),
	...bh,
	tools: pg.nullable().default(() => ({ message: Hh("director", "message", !0) })),
	skills: mh
}).prefault(() => ({ skills: { visible: [...rg] } })), hg = Z({
	id: Jp(),
	description: Q(""),
	systemPrompt: Q(""),
	...bh,
	tools: pg.nullable().default(null),
	maxRounds: ym().int().min(1).max(50).nullable().default(null),
	skills: mh
}), gg = Z({
	mode: Bm("director"),
	...bh,
	skills: ph({
		visible: ng,
		deny: []
	}),
	tools: Wh("director").prefault({}),
	mainAgent: mg,
	subAgents: km(hg).prefault(() => structuredClone(dg)),
	maxRounds: uh(1, 50, 20),
	subAgentMaxRounds: uh(1, 50, 16),
	maxConcurrentSubagents: uh(1, 16, 4),
	maxTotalSubagentRuns: uh(1, 100, 16),
	...xh,
	useStreaming: dh(!0),
	discardOnAbort: dh(!1),
	lorebookFilter: yh
});
function _g(e, t) {
	return e.subAgents = Zh(e.subAgents, "subAgents", t, "sub-agent"), e;
}
// src/core/profiles/schemas/loop.ts
var vg = Z({
	systemPrompt: Q(Ch),
	...bh,
	skills: mh
}).prefault({}), yg = Z({
	mode: Bm("loop"),
	...bh,
	skills: ph({
		visible: ["*"],
		deny: []
	}),
	loopAgent: vg,
	tools: Wh("loop").prefault({}),
	maxRounds: uh(1, 50, 20),
	wallClockBudgetMs: uh(1e4, 864e5, 3e5),
	...xh,
	useStreaming: dh(!1),
	capsule: vh,
	lorebookFilter: yh
}), bg = Z({
	systemPrompt: Q(jh),
	userPromptTemplate: Q(Mh),
	...bh,
	skills: mh
}).prefault({}), xg = Z({
	mode: Bm("single"),
	...bh,
	skills: ph({
		visible: ["*"],
		deny: []
	}),
	node: bg,
	...xh,
	maxRecentMessages: uh(1, 200, 14),
	includeWorldInfo: dh(!0),
	useStreaming: dh(!1),
	capsule: vh,
	lorebookFilter: yh
}), Sg = Z({
	id: Jp(),
	description: Q(""),
	systemPrompt: Q(""),
	userPromptTemplate: Q(""),
	...bh
}), Cg = Z({
	id: Q(""),
	agent: Q(""),
	type: Rm(["worker", "review"]).default("worker"),
	userPromptTemplate: Jp().optional(),
	tools: Gh("spec").nullable().default(null),
	skills: mh
}), wg = Z({
	id: Q(""),
	mode: Rm(["serial", "parallel"]).default("serial"),
	nodes: km(Cg).default(() => [])
});
function Tg() {
	return Eh.map((e) => ({
		...e,
		nodes: e.nodes.map((e) => ({
			id: e.id,
			agent: e.id,
			type: e.type ?? "worker"
		}))
	}));
}
var Eg = Z({
	mode: Bm("spec"),
	...bh,
	skills: ph({
		visible: ["*"],
		deny: []
	}),
	tools: Wh("spec").prefault({}),
	agents: km(Sg).prefault(() => structuredClone(Th)),
	stages: km(wg).prefault(Tg),
	nodeIterationMaxRounds: uh(1, 20, 20),
	reviewRerunMaxRounds: uh(0, 20, 2),
	...xh,
	maxRecentMessages: uh(1, 200, 14),
	includeWorldInfo: dh(!0),
	useStreaming: dh(!1),
	capsule: vh,
	lorebookFilter: yh
});
function Dg(e) {
	if (Array.isArray(e.stages)) for (let t of e.stages) H(t) && Array.isArray(t.nodes) && (t.nodes = t.nodes.map((e) => typeof e == "string" ? {
		id: e,
		agent: e
	} : e));
}
function Og(e, t) {
	e.agents = Zh(e.agents, "agents", t, "agent");
	let n = /* @__PURE__ */ new Set(), r = [];
	e.stages.forEach((e, i) => {
		let a = [];
		e.nodes.forEach((e, r) => {
			let o = e.id.trim() || e.agent.trim(), s = e.agent.trim() || o;
			if (!o) {
				t.add(`stages[${i}].nodes[${r}]`, "dropped", "node without an id or agent dropped.");
				return;
			}
			let c = o;
			for (let e = 2; n.has(c); e++) c = `${o}_${e}`;
			c !== o && t.add(`stages[${i}].nodes[${r}].id`, "renamed", `duplicate node id "${o}" renamed to "${c}".`), n.add(c), e.id = c, e.agent = s, a.push(e);
		}), a.length === 0 ? t.add(`stages[${i}]`, "dropped", "stage without nodes dropped.") : (e.nodes = a, e.mode === "parallel" && a.some((e) => e.type === "review") && (e.mode = "serial", t.add(`stages[${i}].mode`, "clamped", "a stage with a review node runs serially; mode set to \"serial\".")), r.push(e));
	});
	let i = /* @__PURE__ */ new Set();
	if (r.forEach((e, n) => {
		let r = e.id.trim() || `stage_${n + 1}`, a = r;
		for (let e = 2; i.has(a); e++) a = `${r}_${e}`;
		e.id.trim() && a !== r && t.add(`stages[${n}].id`, "renamed", `duplicate stage id "${r}" renamed to "${a}".`), i.add(a), e.id = a;
	}), r.length === 0) {
		t.add("stages", "defaulted", "the workflow has no usable stage; the default workflow was restored."), e.stages = Eg.shape.stages.parse(void 0);
		for (let t of Th) e.agents.some((e) => e.id === t.id) || e.agents.push(Sg.parse(structuredClone(t)));
	} else e.stages = r;
	return e;
}
// src/core/profiles/parse.ts
var kg = {
	director: gg,
	loop: yg,
	spec: Eg,
	agenda: eg,
	single: xg
};
function Ag(e, t) {
	if (!Co(e)) throw new Eo(wo.unknownMode(String(e)));
	if (typeof t != "object" || !t || Array.isArray(t)) throw new Eo(wo.notObject("A profile"));
	let n = ko(t), r = new Oo();
	n.mode !== void 0 && n.mode !== e && r.add("mode", "mode_forced", `mode ${JSON.stringify(n.mode)} replaced by "${e}".`), n.mode = e;
	let i;
	switch (e) {
		case "director":
			i = _g(Mo(gg, n, r), r);
			break;
		case "loop":
			i = Mo(yg, n, r);
			break;
		case "spec":
			Dg(n), i = Og(Mo(Eg, n, r), r);
			break;
		case "agenda":
			i = tg(Mo(eg, n, r), r);
			break;
		case "single": i = Mo(xg, n, r);
	}
	return {
		profile: i,
		warnings: r.list
	};
}
function jg(e) {
	return Ag(e, {}).profile;
}
// src/core/profiles/presets.ts
var Mg = "default", Ng = "Default";
function Pg(e) {
	let t = new Set(e);
	for (;;) {
		let e = /* @__PURE__ */ new Uint8Array(4);
		globalThis.crypto.getRandomValues(e);
		let n = `p-${[...e].map((e) => e.toString(16).padStart(2, "0")).join("")}`;
		if (!t.has(n)) return n;
	}
}
function Fg(e, t) {
	return `preset:${e}/${t}`;
}
function Ig(e, t = Mg) {
	return {
		activePresetId: t,
		presets: [{
			id: t,
			name: Ng,
			profile: jg(e)
		}]
	};
}
function Lg(e) {
	if (typeof e != "string" || !e.trim()) throw new Eo("A preset name cannot be empty.");
	return e.trim();
}
function Rg(e, t) {
	let n = e.presets.find((e) => e.id === t);
	if (!n) throw new Eo(`There is no preset with id "${t}".`);
	return n;
}
function zg(e) {
	return e.presets.find((t) => t.id === e.activePresetId) ?? e.presets[0];
}
function Bg(e, t) {
	let n = new Oo();
	if (t == null) return {
		library: Ig(e),
		warnings: []
	};
	if (!H(t)) throw new Eo("A preset library must be a JSON object.");
	let r = Array.isArray(t.presets) ? t.presets : [];
	Array.isArray(t.presets) || n.add("presets", "defaulted", "the library has no preset list.");
	let i = [], a = /* @__PURE__ */ new Set();
	if (r.forEach((t, r) => {
		if (!H(t) || typeof t.id != "string" || !t.id.trim()) {
			n.add(`presets[${r}]`, "dropped", "preset without an id dropped.");
			return;
		}
		let o;
		try {
			o = Ag(e, t.profile);
		} catch (e) {
			n.add(`presets[${r}].profile`, "dropped", `preset "${t.id}" dropped: ${e.message}`);
			return;
		}
		for (let e of o.warnings) n.add(`presets[${r}].profile${e.path ? `.${e.path}` : ""}`, e.code, e.message);
		let s = t.id.trim();
		if (a.has(s)) {
			let e = Pg(a);
			n.add(`presets[${r}].id`, "renamed", `duplicate preset id "${s}" replaced by "${e}".`), s = e;
		}
		a.add(s);
		let c = typeof t.name == "string" && t.name.trim() ? t.name.trim() : s;
		i.push({
			id: s,
			name: c,
			profile: o.profile
		});
	}), i.length === 0) return r.length && n.add("presets", "defaulted", "no usable preset; the default was added."), {
		library: Ig(e, Vg(a)),
		warnings: n.list
	};
	let o = typeof t.activePresetId == "string" ? t.activePresetId : "";
	return a.has(o) || (o && n.add("activePresetId", "defaulted", `active preset "${o}" does not exist; "${i[0].id}" is active.`), o = i[0].id), {
		library: {
			activePresetId: o,
			presets: i
		},
		warnings: n.list
	};
}
function Vg(e) {
	return e.has("default") ? Pg(e) : Mg;
}
function Hg(e, t, n, r) {
	let i = {
		id: Pg(e.presets.map((e) => e.id)),
		name: Lg(n),
		profile: r ? structuredClone(r) : jg(t)
	};
	return {
		library: {
			activePresetId: i.id,
			presets: [...e.presets, i]
		},
		preset: i
	};
}
function Ug(e, t, n) {
	let r = Rg(e, t), i = {
		id: Pg(e.presets.map((e) => e.id)),
		name: n === void 0 ? `${r.name} (copy)` : Lg(n),
		profile: structuredClone(r.profile)
	}, a = [...e.presets];
	return a.splice(a.indexOf(r) + 1, 0, i), {
		library: {
			activePresetId: i.id,
			presets: a
		},
		preset: i
	};
}
function Wg(e, t, n) {
	Rg(e, t);
	let r = Lg(n);
	return {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			name: r
		} : e)
	};
}
function Gg(e, t, n) {
	return Rg(e, t), {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			profile: structuredClone(n)
		} : e)
	};
}
function Kg(e, t, n) {
	let r = Rg(e, n), i = e.presets.indexOf(r), a = e.presets.filter((e) => e.id !== n), o = Fg(t, n);
	return a.length === 0 ? {
		library: Ig(t, Vg(/* @__PURE__ */ new Set([n]))),
		deletedScope: o
	} : {
		library: {
			activePresetId: e.activePresetId === n ? a[Math.min(i, a.length - 1)].id : e.activePresetId,
			presets: a
		},
		deletedScope: o
	};
}
function qg(e, t) {
	return Rg(e, t), {
		...e,
		activePresetId: t
	};
}
// src/core/profiles/embedded-skills.ts
function Jg(e) {
	return !e || e.startsWith("/") || /^[A-Za-z]:/.test(e) || e.includes("\\") || e.split("/").some((e) => e === ".." || e === "" || e === ".");
}
function Yg(e, t, n = "skills") {
	if (e == null) return [];
	if (!Array.isArray(e)) return t.add(n, "dropped", "embedded skills ignored: expected a list."), [];
	let r = [];
	return e.forEach((e, i) => {
		let a = `${n}[${i}]`;
		if (!H(e) || typeof e.name != "string" || !e.name.trim() || !Array.isArray(e.files)) {
			t.add(a, "dropped", "embedded skill ignored: it needs a name and a list of files.");
			return;
		}
		let o = [];
		e.files.forEach((e, n) => {
			let r = `${a}.files[${n}]`;
			!H(e) || typeof e.path != "string" || Jg(e.path) ? t.add(r, "dropped", "file ignored: it needs a relative path without \"..\".") : typeof e.text == "string" ? o.push({
				path: e.path,
				text: e.text
			}) : typeof e.base64 == "string" && /^[A-Za-z0-9+/=\s]*$/.test(e.base64) ? o.push({
				path: e.path,
				base64: e.base64.replace(/\s/g, "")
			}) : t.add(r, "dropped", `file "${e.path}" ignored: it needs "text" or "base64".`);
		}), o.length === 0 ? t.add(a, "dropped", `embedded skill "${e.name}" ignored: no usable file.`) : r.push({
			name: e.name.trim(),
			files: o
		});
	}), r;
}
function Xg(e) {
	let t = atob(e.replace(/\s/g, "")), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function Zg(e) {
	let t = "";
	for (let n = 0; n < e.length; n += 32768) t += String.fromCharCode(...e.subarray(n, n + 32768));
	return btoa(t);
}
var Qg = new TextDecoder("utf-8", { fatal: !0 });
function $g(e, t, n) {
	if (e == null) return [];
	if (!H(e) || e.version !== 1 || !Array.isArray(e.items)) return t.add(n, "dropped", "embedded skills ignored: expected {version: 1, items: [...]}."), [];
	let r = [];
	e.items.forEach((e, i) => {
		if (!H(e)) return void r.push(e);
		if (typeof e.contentBase64 == "string") {
			try {
				let t = oa(Xg(e.contentBase64)), n = Object.entries(t).filter(([e]) => !e.endsWith("/")).map(([e, t]) => {
					try {
						return {
							path: e,
							text: Qg.decode(t)
						};
					} catch {
						return {
							path: e,
							base64: Zg(t)
						};
					}
				});
				r.push({
					name: e.name,
					files: n
				});
			} catch (a) {
				t.add(`${n}.items[${i}]`, "dropped", `embedded skill "${String(e.name)}" ignored: its zip cannot be read (${a.message}).`), r.push(null);
			}
			return;
		}
		let a = Array.isArray(e.files) ? e.files.map((e) => H(e) ? e.encoding === "base64" ? {
			path: e.path,
			base64: e.content
		} : {
			path: e.path,
			text: e.content ?? e.text
		} : e) : e.files;
		r.push({
			name: e.name,
			files: a
		});
	});
	let i = new Oo(), a = Yg(r.filter((e) => e !== null), i, `${n}.items`);
	return t.list.push(...i.list), a;
}
// src/core/profiles/hash.ts
function e_(e) {
	if (typeof e != "object" || !e) return JSON.stringify(e) ?? "null";
	if (Array.isArray(e)) return `[${e.map(e_).join(",")}]`;
	let t = e;
	return `{${Object.keys(t).filter((e) => t[e] !== void 0).sort().map((e) => `${JSON.stringify(e)}:${e_(t[e])}`).join(",")}}`;
}
function t_(e) {
	let t = 3735928559, n = 1103547991;
	for (let r = 0; r < e.length; r++) {
		let i = e.charCodeAt(r);
		t = Math.imul(t ^ i, 2654435761), n = Math.imul(n ^ i, 1597334677);
	}
	return t = Math.imul(t ^ t >>> 16, 2246822507) ^ Math.imul(n ^ n >>> 13, 3266489909), n = Math.imul(n ^ n >>> 16, 2246822507) ^ Math.imul(t ^ t >>> 13, 3266489909), (4294967296 * (2097151 & n) + (t >>> 0)).toString(16).padStart(14, "0");
}
function n_(e) {
	return t_(e_(e));
}
var r_ = /* @__PURE__ */ new WeakMap();
function i_(e) {
	if (typeof e != "object" || !e) return n_(e);
	let t = r_.get(e);
	return t === void 0 && (t = t_(JSON.stringify(e) ?? ""), r_.set(e, t)), t;
}
// src/core/profiles/luker.ts
function a_(e) {
	let { apiPresetName: t, promptPresetName: n, ...r } = e, i = { ...r };
	return t !== void 0 && i.apiPreset === void 0 && (i.apiPreset = t), n !== void 0 && i.promptPreset === void 0 && (i.promptPreset = n), i;
}
function o_(e, t, n) {
	let r = {};
	for (let [e, n] of Object.entries(t)) e !== "finalize" && (r[e] = H(n) ? { ...n } : n);
	let i = r.note;
	H(i) && (i.open === void 0 && i.add !== void 0 && (i.open = i.add), i.close === void 0 && i.delete !== void 0 && (i.close = i.delete), delete i.add, delete i.delete);
	for (let t of Ih[e]) H(r[t]) ? n.verbsDefaultOn && (r[t] = {
		...Hh(e, t, !0),
		...r[t]
	}) : r[t] = n.missingNamespace(t);
	return r;
}
var s_ = (e) => (t) => Hh(e, t, !1);
function c_(e, t, n = !1) {
	return H(t) ? o_(e, t, { missingNamespace: (t) => t === "message" && n ? Hh(e, t, !0) : Hh(e, t, !1) }) : t ?? null;
}
function l_(e) {
	let t = e;
	if (H(e.director) && e.mainAgent === void 0) {
		let { director: n, ...r } = e;
		t = {
			...r,
			...n
		};
	}
	let n = a_(t), r = H(t.tools), i = r && H(t.tools.message);
	if (r ? n.tools = o_("director", t.tools, { missingNamespace: (e) => e === "collab" ? Hh("director", e, !0) : Hh("director", e, !1) }) : t.tools !== void 0 && t.tools !== null ? n.tools = t.tools : delete n.tools, H(t.mainAgent)) {
		let e = a_(t.mainAgent);
		e.tools = H(t.mainAgent.tools) ? c_("director", t.mainAgent.tools, !0) : i ? null : { message: Hh("director", "message", !0) }, n.mainAgent = e;
	}
	return Array.isArray(t.subAgents) && (n.subAgents = t.subAgents.map((e) => {
		if (!H(e)) return e;
		let t = a_(e);
		return H(e.tools) && (t.tools = c_("director", e.tools)), t;
	})), t.skills === void 0 && (n.skills = {
		visible: ["*"],
		deny: []
	}), n;
}
function u_(e) {
	let { system_prompt: t, apiPresetName: n, promptPresetName: r, max_rounds: i, wall_clock_budget_ms: a, capsule_inject: o, tools: s, ...c } = e, l = { ...c }, u = H(c.loopAgent) ? { ...c.loopAgent } : {};
	if (t !== void 0 && (u.systemPrompt = t), n !== void 0 && (u.apiPreset = n), r !== void 0 && (u.promptPreset = r), l.loopAgent = u, i !== void 0 && (l.maxRounds = i), a !== void 0 && (l.wallClockBudgetMs = a), H(o)) {
		let e = { ...o };
		e.customInstruction === "" && delete e.customInstruction, l.capsule = e;
	}
	return H(s) ? l.tools = o_("loop", s, {
		missingNamespace: (e) => Hh("loop", e, !0),
		verbsDefaultOn: !0
	}) : s != null && (l.tools = s), l.skills === void 0 && (l.skills = {
		visible: ["*"],
		deny: []
	}), l;
}
function d_(e) {
	let { spec: t, presets: n, ...r } = e, i = { ...r }, { stages: a, defaultTools: o, skills: s, lorebookFilter: c, ...l } = H(t) ? t : {};
	Object.assign(i, l);
	let u = H(n) ? n : {};
	return i.agents = Object.entries(u).map(([e, t]) => {
		if (!H(t)) return { id: e };
		let { tools: n, skills: r, ...i } = a_(t);
		return {
			id: e,
			...i
		};
	}), Array.isArray(a) && (i.stages = a.map((e) => !H(e) || !Array.isArray(e.nodes) ? e : {
		...e,
		nodes: e.nodes.map((e) => {
			let t = typeof e == "string" ? {
				id: e,
				preset: e
			} : H(e) ? { ...e } : { invalid: e }, { preset: n, ...r } = t, i = typeof n == "string" && n ? n : typeof t.id == "string" ? t.id : "", a = u[i], o = {
				...r,
				agent: i
			};
			o.id === void 0 && (o.id = i);
			let s = H(t.tools) ? t.tools : H(a) && H(a.tools) ? a.tools : null;
			return o.tools = s ? c_("spec", s) : null, o.skills === void 0 && H(a) && a.skills !== void 0 && (o.skills = a.skills), o;
		})
	})), i.tools = H(o) ? o_("spec", o, { missingNamespace: s_("spec") }) : o_("spec", {}, { missingNamespace: s_("spec") }), i.skills = s ?? {
		visible: ["*"],
		deny: []
	}, c !== void 0 && (i.lorebookFilter = c), i;
}
function f_(e) {
	let { planner: t, agents: n, finalAgentId: r, limits: i, defaultTools: a, ...o } = e, s = { ...o };
	if (H(t) && (s.planner = a_(t)), H(n) && (s.workers = Object.entries(n).map(([e, t]) => {
		if (!H(t)) return { id: e };
		let n = a_(t);
		return n.id = e, n.tools = H(t.tools) ? c_("agenda", t.tools) : null, n;
	})), r !== void 0 && (s.finalWorkerId = r), H(i)) {
		let { plannerMaxRounds: e, maxConcurrentAgents: t, maxTotalRuns: n, ...r } = i;
		e !== void 0 && (s.plannerMaxRounds = e), t !== void 0 && (s.maxConcurrentWorkers = t), n !== void 0 && (s.maxTotalRuns = n), Object.keys(r).length && (s.limits = r);
	}
	return H(a) ? s.tools = o_("agenda", a, { missingNamespace: s_("agenda") }) : a === null && (s.tools = o_("agenda", {}, { missingNamespace: s_("agenda") })), s.skills === void 0 && (s.skills = {
		visible: ["*"],
		deny: []
	}), s;
}
var p_ = {
	director: l_,
	loop: u_,
	spec: d_,
	agenda: f_
}, m_ = /* @__PURE__ */ new Set([
	"apikey",
	"secret",
	"secretkey",
	"clientsecret",
	"password",
	"passwd",
	"pwd",
	"passphrase",
	"token",
	"accesstoken",
	"refreshtoken",
	"authtoken",
	"idtoken",
	"sessiontoken",
	"bearer",
	"bearertoken",
	"authorization",
	"privatekey",
	"credential",
	"credentials",
	"cookie"
]), h_ = [
	"apikey",
	"secret",
	"secretkey",
	"password",
	"passwd",
	"accesstoken",
	"refreshtoken",
	"authtoken",
	"bearertoken",
	"sessiontoken",
	"privatekey"
];
function g_(e) {
	let t = e.toLowerCase().replace(/[-_\s]/g, "");
	return m_.has(t) || h_.some((e) => t.endsWith(e));
}
var __ = [
	String.raw`sk-(?:proj-|ant-(?:api\d\d-)?|or-v1-)?[A-Za-z0-9_-]{20,}`,
	String.raw`AIza[0-9A-Za-z_-]{35}`,
	String.raw`gh[pousr]_[A-Za-z0-9]{30,}`,
	String.raw`github_pat_[A-Za-z0-9_]{30,}`,
	String.raw`xox[abprs]-[A-Za-z0-9-]{10,}`,
	String.raw`hf_[A-Za-z0-9]{30,}`,
	String.raw`gsk_[A-Za-z0-9]{30,}`,
	String.raw`xai-[A-Za-z0-9]{30,}`,
	String.raw`AKIA[0-9A-Z]{16}`,
	String.raw`[Bb]earer\s+[A-Za-z0-9._~+/=-]{16,}`,
	String.raw`eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}`
], v_ = RegExp(`^\\s*(?:${__.join("|")})\\s*$`), y_ = RegExp(`(?<![A-Za-z0-9])(?:${__.join("|")})`, "g"), b_ = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@|[?&](?:api[-_]?key|key|token|access[-_]?token|secret|password)=[^&\s]+/i;
function x_(e) {
	return v_.test(e) || /^\S+$/.test(e) && b_.test(e);
}
var S_ = "[removed]";
function C_(e) {
	let t = [], n = (e, r) => {
		if (typeof e == "string") {
			let n = e.replace(y_, S_);
			return n !== e && t.push(r), n;
		}
		if (Array.isArray(e)) {
			let i = [];
			return e.forEach((e, a) => {
				typeof e == "string" && x_(e) ? t.push(`${r}[${a}]`) : i.push(n(e, `${r}[${a}]`));
			}), i;
		}
		if (e && typeof e == "object") {
			let i = {};
			for (let [a, o] of Object.entries(e)) {
				let e = r ? `${r}.${a}` : a;
				g_(a) && o !== null && o !== "" && typeof o != "boolean" || typeof o == "string" && x_(o) ? t.push(e) : i[a] = n(o, e);
			}
			return i;
		}
		return e;
	};
	return {
		value: n(e, ""),
		removed: t
	};
}
// src/core/profiles/card.ts
var w_ = 1;
function T_(e) {
	let t = e?.data?.extensions;
	return H(t) ? t : {};
}
function E_(e) {
	let t = T_(e).troupe;
	if (H(t)) return {
		...t,
		version: typeof t.version == "number" ? t.version : 1,
		overrides: H(t.overrides) ? t.overrides : {}
	};
}
function D_(e, t) {
	let n = T_(e).orchestrator;
	if (!H(n) || t === "single" || n.enabled === !1 || n.useCharacterOverride === !1 || n.overrideEnabled === !1) return;
	let r = n.presetLibraries, i = H(n.activePresetIds) ? n.activePresetIds[t] : void 0;
	if (H(r) && H(r[t]) && typeof i == "string" && i) {
		let e = r[t][i];
		if (H(e)) {
			let { name: t, ...n } = e;
			return n;
		}
	}
	let a = n.override;
	if (!H(a)) return;
	if (t === "spec") return H(a.spec) ? {
		spec: a.spec,
		presets: a.presets
	} : void 0;
	let o = a[t];
	if (!H(o)) return;
	let { updatedAt: s, enabled: c, ...l } = o;
	if (c !== !1) return l;
}
function O_(e, t) {
	let n = E_(e), r, i;
	if (n && t in n.overrides) {
		if (r = n.overrides[t], r == null) return null;
		i = "troupe";
	} else {
		let n = D_(e, t);
		if (!n) return null;
		r = p_[t]?.(ko(n)) ?? n, i = "luker";
	}
	try {
		let e = C_(ko(r)), n = new Oo();
		for (let t of e.removed) n.add(t, "secret_removed", "a credential was removed from the card override.");
		let a = Ag(t, e.value);
		return {
			ok: !0,
			profile: a.profile,
			warnings: [...n.list, ...a.warnings],
			from: i
		};
	} catch (e) {
		return {
			ok: !1,
			error: `The character card's ${t} override cannot be used: ${e.message}`,
			from: i
		};
	}
}
function k_(e) {
	let t = H(e) ? ko(e) : {};
	return {
		...t,
		version: 1,
		overrides: H(t.overrides) ? t.overrides : {}
	};
}
function A_(e, t, n) {
	let r = k_(e), i = C_(ko(n)).value;
	return i.mode = t, r.overrides = {
		...r.overrides,
		[t]: i
	}, r;
}
function j_(e, t) {
	let n = k_(e);
	return n.overrides = {
		...n.overrides,
		[t]: null
	}, n;
}
function M_(e) {
	let t = E_(e);
	return xo.filter((n) => t && n in t.overrides ? H(t.overrides[n]) : D_(e, n) !== void 0);
}
function N_(e) {
	let t = new Oo(), n = Yg(E_(e)?.skills, t, "data.extensions.troupe.skills"), r = T_(e).luker;
	return H(r) && r.embedded_skills_source !== void 0 && n.push(...$g(r.embedded_skills_source, t, "data.extensions.luker.embedded_skills_source")), {
		skills: n,
		warnings: t.list
	};
}
function P_(e, t) {
	let n = k_(e), r = Yg(ko(t), new Oo());
	return r.length ? n.skills = r : delete n.skills, n;
}
function F_(e) {
	let t = M_(e), { skills: n } = N_(e);
	if (t.length === 0 && n.length === 0) return null;
	let r = T_(e), i = {
		troupe: r.troupe ?? null,
		orchestrator: r.orchestrator ?? null,
		lukerSkills: H(r.luker) ? r.luker.embedded_skills_source ?? null : null
	};
	return `${e?.avatar ?? e?.data?.name ?? e?.name ?? ""}#${n_(i)}`;
}
function I_(e, t) {
	let n = F_(e);
	return n !== null && !t.has(n);
}
// src/core/profiles/effective.ts
function L_({ mode: e, library: t, card: n, useCardOverride: r = !0 }) {
	let i = [];
	if (n && r) {
		let t = O_(n, e);
		if (t?.ok) return {
			mode: e,
			profile: t.profile,
			source: "character",
			overrideFrom: t.from,
			warnings: t.warnings
		};
		t && !t.ok && i.push({
			path: "card",
			code: "dropped",
			message: t.error
		});
	}
	let a = t ? zg(t) : void 0;
	if (a) try {
		let t = Ag(e, a.profile);
		return i.push(...t.warnings), {
			mode: e,
			profile: t.profile,
			source: "preset",
			presetId: a.id,
			presetName: a.name,
			warnings: i
		};
	} catch (e) {
		i.push({
			path: `presets.${a.id}`,
			code: "dropped",
			message: e.message
		});
	}
	return {
		mode: e,
		profile: jg(e),
		source: "default",
		warnings: i
	};
}
function R_() {
	let e, t = /* @__PURE__ */ new Map();
	return {
		resolve(n) {
			n.mode !== e && (t.clear(), e = n.mode);
			let r = n.library ? zg(n.library) : void 0, i = n.card?.data?.extensions, a = n.useCardOverride === !1 || !i ? "" : `${i_(i.troupe ?? null)}.${i_(i.orchestrator ?? null)}`, o = `${n.mode}|${r?.id ?? ""}|${r?.name ?? ""}|${r ? i_(r.profile) : ""}|${a}`, s = t.get(o);
			return s || (s = L_(n), t.size > 32 && t.clear(), t.set(o, s)), s;
		},
		invalidate() {
			t.clear(), e = void 0;
		},
		get size() {
			return t.size;
		}
	};
}
// src/core/profiles/envelope.ts
var z_ = {
	director: "luker_orchestrator_profile_v3",
	loop: "troupe_profile_loop_v1",
	spec: "troupe_profile_spec_v1",
	agenda: "troupe_profile_agenda_v1",
	single: "troupe_profile_single_v1"
}, B_ = {
	luker_orchestrator_profile_v1: "spec",
	luker_orchestrator_profile_v2: "agenda",
	luker_orchestrator_agenda_profile_v1: "agenda",
	luker_orchestrator_profile_v3: "director",
	luker_orchestrator_profile_v4: "loop"
}, V_ = [
	"useStreaming",
	"subAgentMaxRounds",
	"toolCallRetryMax",
	"apiPreset",
	"loopAgent",
	"workers",
	"capsule"
];
function H_(e, t, n, r = {}) {
	let i = C_(ko(n)).value;
	i.mode = e;
	let a = {
		format: z_[e],
		mode: e,
		name: t,
		exportedAt: (r.now ?? /* @__PURE__ */ new Date()).toISOString(),
		profile: i,
		extensions: { troupe: { version: 1 } }
	};
	if (r.skills?.length) {
		let e = new Oo();
		a.skills = Yg(ko(r.skills), e);
	}
	return a;
}
function U_(e, t, n, r = {}) {
	let i = H_(e, t, n, r);
	return {
		fileName: `troupe-${e}-${t.trim().replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "profile"}.json`,
		text: `${JSON.stringify(i, null, 2)}\n`
	};
}
function W_(e, t, n = {}) {
	let r = t;
	if (typeof t == "string") {
		let e = t.replace(/^\uFEFF/, "").trim();
		if (!e) return {
			ok: !1,
			error: wo.emptyFile
		};
		try {
			r = JSON.parse(e);
		} catch (e) {
			return {
				ok: !1,
				error: wo.badJson(e.message)
			};
		}
	}
	if (!H(r)) return {
		ok: !1,
		error: wo.notObject("A profile file")
	};
	let i = H(r.extensions) && H(r.extensions.troupe) || H(r.profile) && V_.some((e) => e in r.profile), a = typeof r.format == "string" ? r.format : "", o, s;
	if (a) {
		let e = /^troupe_profile_([a-z]+)_v(\d+)$/.exec(a);
		if (e && Co(e[1])) {
			if (Number(e[2]) > 1) return {
				ok: !1,
				error: `The file was written by a newer version of Troupe (format ${a}).`
			};
			o = e[1], s = "troupe";
		} else if (B_[a]) o = B_[a], s = i ? "troupe" : "luker";
		else return {
			ok: !1,
			error: wo.unknownFormat(a)
		};
		if (r.mode !== void 0 && r.mode !== o) return {
			ok: !1,
			error: `The file is inconsistent: its format is for ${o} mode but it says mode ${JSON.stringify(r.mode)}.`
		};
	} else if (Co(r.mode)) o = r.mode, s = i ? "troupe" : "luker";
	else return {
		ok: !1,
		error: typeof r.mode == "string" ? wo.unknownMode(r.mode) : wo.noFormat
	};
	if (o !== e) return {
		ok: !1,
		error: wo.mismatch
	};
	if (r.profile === void 0 || r.profile === null) return {
		ok: !1,
		error: wo.missingProfile
	};
	if (!H(r.profile)) return {
		ok: !1,
		error: wo.notObject("The file's \"profile\"")
	};
	let c = new Oo(), l;
	try {
		l = ko(r.profile);
	} catch (e) {
		return {
			ok: !1,
			error: e.message
		};
	}
	if (s === "luker") {
		let e = p_[o];
		e && (l = e(l));
	}
	let u = C_(l);
	for (let e of u.removed) c.add(e, "secret_removed", "a credential was removed from the imported profile.");
	let d;
	try {
		d = Ag(e, u.value);
	} catch (e) {
		return {
			ok: !1,
			error: `The profile cannot be used: ${e.message}`
		};
	}
	let f = [...c.list, ...d.warnings], p = new Oo(), m = n.embeddedSkills !== !1, h = m ? Yg(r.skills, p) : [], g = H(r.extensions) && H(r.extensions.luker) ? r.extensions.luker : void 0;
	m && g?.embedded_skills_source !== void 0 && (h = [...h, ...$g(g.embedded_skills_source, p, "extensions.luker.embedded_skills_source")]), f.push(...p.list);
	let _ = {
		ok: !0,
		mode: e,
		name: typeof r.name == "string" ? r.name : "",
		profile: d.profile,
		warnings: f,
		origin: s,
		format: a || z_[o]
	};
	return h.length && (_.skills = h), _;
}
// src/core/profiles/lint.ts
var $ = (e) => e && typeof e == "object" && !Array.isArray(e) ? e : {}, G_ = (e) => Array.isArray(e) ? e : [], K_ = (e) => typeof e == "string" ? e : "", q_ = /* @__PURE__ */ new Set([
	...Object.keys(Fh).flatMap((e) => Fh[e].map((t) => qh(e, t))),
	"await_subagents",
	"cancel_subagent",
	"finalize",
	"skill_list",
	"skill_read",
	"skill_search",
	"final_guidance",
	"review_approve",
	"request_rerun",
	"node_output",
	"submit_result",
	"planner_step"
]);
function J_(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.matchAll(/(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g)) t.add(n[1]);
	for (let n of e.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) q_.has(n[1]) || t.add(n[1]);
	return [...t];
}
function Y_(e, t, n, r, i) {
	let a = t[n];
	(typeof a != "number" || !Number.isInteger(a) || a < r) && e.push({
		path: n,
		code: "limit_invalid",
		severity: "error",
		message: `${i} must be a whole number of at least ${r}.`
	});
}
function X_(e, t, n, r) {
	G_($(t).visible).forEach((t, i) => {
		t === "+" && i > 0 ? e.push({
			path: `${n}.visible[${i}]`,
			code: "plus_not_first",
			severity: "warning",
			message: "\"+\" only inherits the mode's skills when it comes first."
		}) : r && typeof t == "string" && t !== "+" && t !== "*" && !r.has(t) && e.push({
			path: `${n}.visible[${i}]`,
			code: "skill_not_installed",
			severity: "warning",
			message: `Skill "${t}" is not installed.`
		});
	});
}
function Z_(e, t, n, r) {
	K_(t).trim() || e.push({
		path: n,
		code: "empty_prompt",
		severity: "warning",
		message: `${r} has an empty system prompt.`
	});
}
function Q_(e, t, n) {
	K_(t).split("\n").forEach((t, r) => {
		if (t.trim()) try {
			new RegExp(t.trim());
		} catch {
			e.push({
				path: n,
				code: "bad_regex",
				severity: "error",
				message: `Line ${r + 1} is not a valid regular expression: ${t.trim()}`
			});
		}
	});
}
function $_(e, t) {
	let n = $(t.mainAgent), r = G_(t.subAgents).map($), i = new Set(r.map((e) => K_(e.id)));
	Z_(e, n.systemPrompt, "mainAgent.systemPrompt", "The main agent");
	for (let t of J_(K_(n.systemPrompt))) i.has(t) || e.push({
		path: "mainAgent.systemPrompt",
		code: "unknown_subagent",
		severity: "warning",
		message: `The main prompt names sub-agent "${t}", which this profile does not have.`
	});
	let a = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		let r = K_(t.id);
		a.has(r) && e.push({
			path: `subAgents[${n}].id`,
			code: "duplicate_id",
			severity: "error",
			message: `Sub-agent id "${r}" is used twice.`
		}), a.add(r), Z_(e, t.systemPrompt, `subAgents[${n}].systemPrompt`, `Sub-agent "${r}"`), K_(t.description).trim() || e.push({
			path: `subAgents[${n}].description`,
			code: "no_description",
			severity: "info",
			message: `Sub-agent "${r}" has no description: the main agent only sees the description when choosing whom to dispatch.`
		}), t.maxRounds !== null && t.maxRounds !== void 0 && (typeof t.maxRounds != "number" || t.maxRounds < 1) && e.push({
			path: `subAgents[${n}].maxRounds`,
			code: "limit_invalid",
			severity: "error",
			message: `Sub-agent "${r}" must get at least 1 round.`
		});
	}), Y_(e, t, "maxRounds", 1, "Main-agent rounds"), Y_(e, t, "subAgentMaxRounds", 1, "Sub-agent rounds"), Y_(e, t, "maxConcurrentSubagents", 1, "Concurrent sub-agents"), Y_(e, t, "maxTotalSubagentRuns", 1, "Sub-agent runs per turn");
	let o = t.maxConcurrentSubagents, s = t.maxTotalSubagentRuns;
	typeof o == "number" && typeof s == "number" && o > s && e.push({
		path: "maxConcurrentSubagents",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${s} sub-agent runs per turn, so ${o} can never run at once.`
	});
	let c = $(t.tools), l = Kh(c, n.tools);
	r.length && l.collab?.dispatch_subagent !== !0 && e.push({
		path: "mainAgent.tools.collab.dispatch_subagent",
		code: "dispatch_disabled",
		severity: "warning",
		message: "The profile has sub-agents but the main agent cannot dispatch them (collab.dispatch_subagent is off)."
	}), !r.length && c.collab?.dispatch_subagent === !0 && e.push({
		path: "tools.collab.dispatch_subagent",
		code: "unused_tool",
		severity: "info",
		message: "dispatch_subagent is on but the profile has no sub-agents; it will not be offered."
	});
	let u = (e) => e.message?.write_message === !0 || e.message?.apply_message_patches === !0;
	!u(l) && !r.some((e) => u(Kh(c, e.tools))) && e.push({
		path: "mainAgent.tools.message",
		code: "no_writer",
		severity: "error",
		message: "No agent can write the reply: write_message and apply_message_patches are off for the main agent and every sub-agent."
	});
}
function ev(e, t) {
	let n = new Set(G_(t.agents).map((e) => K_($(e).id))), r = G_(t.stages).map($), i = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		G_(t.nodes).forEach((t, r) => {
			let a = $(t), o = K_(a.id) || K_(a.agent);
			i.has(o) && e.push({
				path: `stages[${n}].nodes[${r}].id`,
				code: "duplicate_id",
				severity: "error",
				message: `Node id "${o}" is used twice.`
			}), i.add(o);
		});
	});
	let a = /* @__PURE__ */ new Set([
		"recent_chat",
		"last_user",
		"previous_outputs",
		"previous_orchestration",
		...i
	]), o = (t, n) => {
		for (let r of K_(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)) a.has(r[1]) || e.push({
			path: n,
			code: "unknown_variable",
			severity: "warning",
			message: `Template variable {{${r[1]}}} is neither a built-in variable nor a node id.`
		});
	};
	G_(t.agents).forEach((e, t) => o($(e).userPromptTemplate, `agents[${t}].userPromptTemplate`)), r.forEach((t, i) => {
		let a = i === r.length - 1;
		G_(t.nodes).forEach((r, s) => {
			let c = $(r), l = `stages[${i}].nodes[${s}]`, u = K_(c.agent) || K_(c.id);
			n.has(u) || e.push({
				path: `${l}.agent`,
				code: "unknown_agent",
				severity: "error",
				message: `Node "${K_(c.id)}" runs agent "${u}", which does not exist.`
			}), c.type === "review" && a && e.push({
				path: `${l}.type`,
				code: "review_misplaced",
				severity: "error",
				message: "A review node cannot be in the final stage: the final stage writes the capsule."
			}), c.type === "review" && t.mode === "parallel" && e.push({
				path: `${l}.type`,
				code: "review_misplaced",
				severity: "error",
				message: "A review node cannot be in a parallel stage."
			}), o(c.userPromptTemplate, `${l}.userPromptTemplate`);
		});
	}), Y_(e, t, "nodeIterationMaxRounds", 1, "Node rounds"), Y_(e, t, "reviewRerunMaxRounds", 0, "Review reruns");
}
function tv(e, t) {
	let n = G_(t.workers).map($);
	new Set(n.map((e) => K_(e.id))).has(K_(t.finalWorkerId)) || e.push({
		path: "finalWorkerId",
		code: "unknown_final_worker",
		severity: "error",
		message: `The final worker "${K_(t.finalWorkerId)}" does not exist.`
	}), Z_(e, $(t.planner).systemPrompt, "planner.systemPrompt", "The planner"), n.forEach((t, n) => Z_(e, t.systemPrompt, `workers[${n}].systemPrompt`, `Worker "${K_(t.id)}"`)), Y_(e, t, "plannerMaxRounds", 1, "Planner rounds"), Y_(e, t, "maxConcurrentWorkers", 1, "Concurrent workers"), Y_(e, t, "maxTotalRuns", 1, "Worker runs per turn"), Y_(e, t, "workerMaxRounds", 1, "Worker rounds");
	let r = t.maxConcurrentWorkers, i = t.maxTotalRuns;
	typeof r == "number" && typeof i == "number" && r > i && e.push({
		path: "maxConcurrentWorkers",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${i} worker runs per turn, so ${r} can never run at once.`
	});
}
function nv(e, t) {
	let n = t, r = [], i = (e, t) => r.push({
		path: `${e}.skills`,
		policy: $(t).skills
	});
	switch (e) {
		case "director":
			i("mainAgent", n.mainAgent), G_(n.subAgents).forEach((e, t) => i(`subAgents[${t}]`, e));
			break;
		case "loop":
			i("loopAgent", n.loopAgent);
			break;
		case "spec":
			G_(n.stages).forEach((e, t) => G_($(e).nodes).forEach((e, n) => i(`stages[${t}].nodes[${n}]`, e)));
			break;
		case "agenda":
			i("planner", n.planner), G_(n.workers).forEach((e, t) => i(`workers[${t}]`, e));
			break;
		case "single": i("node", n.node);
	}
	return r;
}
function rv(e, t) {
	let n = /* @__PURE__ */ new Set(), r = (e) => {
		let t = $(e);
		for (let e of [...G_(t.visible), ...G_(t.deny)]) typeof e == "string" && e !== "+" && e !== "*" && n.add(e);
	};
	r(t.skills);
	for (let { policy: n } of nv(e, t)) r(n);
	return [...n];
}
function iv(e, t, n = {}) {
	let r = [], i = $(t), a = n.installedSkills ? new Set(n.installedSkills) : void 0;
	switch (e) {
		case "director":
			$_(r, i);
			break;
		case "loop":
			Z_(r, $(i.loopAgent).systemPrompt, "loopAgent.systemPrompt", "The loop agent"), Y_(r, i, "maxRounds", 1, "Rounds"), Y_(r, i, "wallClockBudgetMs", 1e4, "The wall-clock budget (ms)");
			break;
		case "spec":
			ev(r, i);
			break;
		case "agenda":
			tv(r, i);
			break;
		case "single": Z_(r, $(i.node).systemPrompt, "node.systemPrompt", "The node");
	}
	X_(r, i.skills, "skills", a);
	for (let { path: t, policy: n } of nv(e, i)) n && X_(r, n, t, a);
	let o = $(i.lorebookFilter);
	Q_(r, o.bookPattern, "lorebookFilter.bookPattern"), Q_(r, o.entryPattern, "lorebookFilter.entryPattern");
	let s = /* @__PURE__ */ new Set();
	return r.filter((e) => {
		let t = `${e.path}|${e.code}|${e.message}`;
		return !s.has(t) && (s.add(t), !0);
	});
}
// src/core/llm/request.ts
var av = class extends Error {
	name = "ChatRequestError";
};
function ov(e, t = {}) {
	if (!e || typeof e != "object") throw new av("request: expected an object");
	if (typeof e.model != "string") throw new av("model: expected a string");
	if (!Array.isArray(e.messages) || e.messages.length === 0) throw new av("messages: expected at least one message");
	let n = e.stream !== !1, r = {
		model: e.model,
		messages: sv(e.messages, t),
		stream: n
	};
	n && t.includeUsage !== !1 && (r.stream_options = { include_usage: !0 });
	let i = e.tools ?? [];
	if (i.length > 0) {
		r.tools = i.map((e, t) => {
			if (!e || typeof e.name != "string" || e.name === "") throw new av(`tools[${t}].name: expected a non-empty string`);
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
				if (t !== "auto" && t !== "required" && t !== "none") throw new av(`toolChoice: expected auto, required, none or {name}, got "${t}"`);
				r.tool_choice = t;
			} else {
				if (!t || typeof t.name != "string" || !i.some((e) => e.name === t.name)) throw new av(`toolChoice.name: "${t?.name}" is not one of the request's tools`);
				r.tool_choice = {
					type: "function",
					function: { name: t.name }
				};
			}
		}
		e.parallelToolCalls !== void 0 && (r.parallel_tool_calls = e.parallelToolCalls);
	} else if (typeof e.toolChoice == "object") throw new av(`toolChoice.name: "${e.toolChoice.name}" is not one of the request's tools (it has none)`);
	return e.temperature !== void 0 && (r.temperature = e.temperature), e.topP !== void 0 && (r.top_p = e.topP), e.maxTokens !== void 0 && (r.max_tokens = e.maxTokens), e.presencePenalty !== void 0 && (r.presence_penalty = e.presencePenalty), e.frequencyPenalty !== void 0 && (r.frequency_penalty = e.frequencyPenalty), e.extraBody && Object.assign(r, e.extraBody), r;
}
function sv(e, t) {
	let n = [], r = [];
	return e.forEach((e, i) => {
		if (!e || typeof e != "object") throw new av(`messages[${i}]: expected an object`);
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
					return r.push(a), cv(e, a, t, `messages[${i}].toolCalls[${n}]`);
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
				} else if (t = r.shift(), !t) throw new av(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);
				let a = {
					role: "tool",
					tool_call_id: t,
					content: e.content ?? ""
				};
				e.name && (a.name = e.name), n.push(a);
				return;
			}
			default: throw new av(`messages[${i}].role: expected system, user, assistant or tool, got "${String(e.role)}"`);
		}
	}), n;
}
function cv(e, t, n, r) {
	if (!e || typeof e.name != "string" || e.name === "") throw new av(`${r}.name: expected a non-empty string`);
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
// src/core/llm/errors.ts
function lv(e) {
	return e === 408 || e === 409 || e === 429 || e >= 500 && e <= 599;
}
function uv(e, t, n = {}) {
	let r = {
		kind: e,
		message: t,
		retryable: n.retryable ?? !1
	};
	return n.status !== void 0 && (r.status = n.status), n.code !== void 0 && (r.code = n.code), r;
}
var dv = () => uv("aborted", "The request was aborted."), fv = (e) => uv("stall", `The model stream stalled: no bytes for ${e} ms.`, { retryable: !0 }), pv = (e) => uv("network", `Network error while talking to the model: ${bv(e)}`, { retryable: !0 }), mv = () => uv("protocol", "The model stream ended before the model finished (no finish reason and no [DONE]).", { retryable: !0 }), hv = (e) => uv("protocol", `The model stream sent a frame that is not JSON: ${xv(e, 120)}`), gv = (e) => uv("protocol", `The model answered with a body that is not JSON: ${xv(e, 120)}`), _v = (e) => uv("protocol", `Invalid chat request: ${e}`);
function vv(e, t) {
	let n = e ?? {}, r = typeof n.error == "object" && n.error !== null ? n.error : n, i = typeof r.message == "string" && r.message || typeof n.error == "string" && n.error || typeof n.message == "string" && n.message || typeof n.detail == "string" && n.detail || xv(JSON.stringify(e) ?? String(e), 200), a = typeof r.code == "number" ? r.code : typeof r.status == "number" ? r.status : void 0, o = typeof r.code == "string" && r.code || typeof r.type == "string" && r.type || typeof r.status == "string" && r.status || void 0, s = t ?? a, c = s !== void 0 && lv(s) || o === "overloaded_error" || o === "rate_limit_error" || o === "api_error" || o === "RESOURCE_EXHAUSTED" || o === "UNAVAILABLE", l = t === void 0 ? "" : `HTTP ${t}: `;
	return uv(t === void 0 ? "provider" : "http", `${l}${i}`, {
		status: s,
		retryable: c,
		code: o || void 0
	});
}
function yv(e, t, n) {
	let r;
	try {
		r = JSON.parse(n);
	} catch {
		return uv("http", `HTTP ${e}: ${n.trim() ? xv(n.trim(), 200) : t || "no details"}`, {
			status: e,
			retryable: lv(e)
		});
	}
	let i = vv(r, e);
	return i.retryable = lv(e), i;
}
function bv(e) {
	if (e instanceof Error) {
		let t = e.cause, n = t instanceof Error ? t.message : typeof t == "string" ? t : "";
		return n && n !== e.message ? `${e.message} (${n})` : e.message;
	}
	return String(e);
}
function xv(e, t) {
	return e.length > t ? `${e.slice(0, t)}…` : e;
}
// src/core/llm/retry.ts
var Sv = {
	retries: 2,
	baseMs: 500,
	maxMs: 3e4
};
function Cv(e, t, n = Math.random) {
	let r = Math.min(t.maxMs, t.baseMs * 2 ** Math.max(0, e - 1));
	return Math.round(r * (.5 + n() * .5));
}
function wv(e, t = Date.now()) {
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
function Tv(e, t) {
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
var Ev = /* @__PURE__ */ new Set([
	"index",
	"id",
	"type",
	"function"
]), Dv = class {
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
		if (n !== void 0 || i !== void 0 || typeof o != "string") for (let t in e) !Ev.has(t) && e[t] !== void 0 && e[t] !== null && ((a.extra ??= {})[t] = e[t]);
		typeof o == "string" ? o !== "" && this.append(a, o) : o != null && this.append(a, JSON.stringify(o)), this.current = a;
	}
	open(e, t, n) {
		let r = this.slots.length, i = {
			n: r,
			id: e ?? `${this.idPrefix ??= Ov()}${r}`,
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
function Ov() {
	return `call_${Math.random().toString(36).slice(2, 10)}_`;
}
// src/core/llm/decode-state.ts
var kv = class {
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
		} : void 0, this.tools = new Dv(this, e);
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
function Av(e) {
	let t = jv(e.prompt_tokens ?? e.input_tokens), n = jv(e.completion_tokens ?? e.output_tokens);
	return {
		promptTokens: t,
		completionTokens: n,
		totalTokens: typeof e.total_tokens == "number" ? e.total_tokens : t + n
	};
}
function jv(e) {
	return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
// src/core/llm/anthropic-format.ts
var Mv = {
	end_turn: "stop",
	stop_sequence: "stop",
	tool_use: "tool_calls",
	max_tokens: "length",
	refusal: "content_filter"
}, Nv = (e) => e === "message_start" || e === "content_block_start" || e === "content_block_delta" || e === "content_block_stop" || e === "message_delta" || e === "message_stop" || e === "ping", Pv = class {
	toolBlocks = /* @__PURE__ */ new Map();
	inputTokens = 0;
	outputTokens = 0;
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
				n && (this.toolBlocks.delete(t.index), e.tools.end(n.slot, Lv(n.input)));
				return;
			}
			case "message_start": {
				let n = t.message?.usage;
				n && (this.inputTokens = Iv(n), this.outputTokens = jv(n.output_tokens), this.publishUsage(e));
				return;
			}
			case "message_delta": {
				let n = t.delta?.stop_reason;
				typeof n == "string" && (e.finishReason = Mv[n] ?? n);
				let r = t.usage;
				r && (typeof r.output_tokens == "number" && (this.outputTokens = r.output_tokens), typeof r.input_tokens == "number" && (this.inputTokens = Iv(r)), this.publishUsage(e));
				return;
			}
			case "message_stop":
				e.done = !0;
				return;
			case "error": return e.fail(vv(t));
			default: return;
		}
	}
	publishUsage(e) {
		e.usage = {
			promptTokens: this.inputTokens,
			completionTokens: this.outputTokens,
			totalTokens: this.inputTokens + this.outputTokens
		};
	}
};
function Fv(e, t) {
	if (t.type === "error") return e.fail(vv(t));
	for (let n of Array.isArray(t.content) ? t.content : []) if (n.type === "text" && n.text) e.text(n.text);
	else if (n.type === "thinking" && n.thinking) e.reasoning(n.thinking);
	else if (n.type === "tool_use") {
		let t = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name);
		e.tools.end(t, Lv(n.input));
	}
	typeof t.stop_reason == "string" && (e.finishReason = Mv[t.stop_reason] ?? t.stop_reason);
	let n = t.usage;
	if (n) {
		let t = Iv(n), r = jv(n.output_tokens);
		e.usage = {
			promptTokens: t,
			completionTokens: r,
			totalTokens: t + r
		};
	}
	e.done = !0;
}
function Iv(e) {
	return jv(e.input_tokens) + jv(e.cache_creation_input_tokens) + jv(e.cache_read_input_tokens);
}
function Lv(e) {
	return e && typeof e == "object" ? JSON.stringify(e) : "{}";
}
// src/core/llm/frame-templates.ts
var Rv = 6, zv = 24, Bv = 8, Vv = 10, Hv = 32, Uv = "⁣§sentinel§⁣", Wv = JSON.stringify(Uv), Gv = class {
	templates = [];
	budget = zv;
	failedChecks = 0;
	checks = 0;
	frames = 0;
	hits = 0;
	tryApply(e, t) {
		let n = ++this.frames;
		n % Bv === 0 && this.budget < zv && this.budget++, n % Hv === 0 && this.templates.length > 0 && (this.templates = this.templates.filter((e) => n - e.used < Hv));
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
				else return i > 0 && (r[i] = r[0], r[0] = a), this.hits++, a.hits++, a.used = n, Kv(t, a, c), !0;
			}
		}
		return !1;
	}
	learn(e, t) {
		if (this.budget <= 0 || this.templates.length >= Rv) return;
		let n = Jv(t);
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
		if (this.failedChecks >= Vv) return !1;
		this.checks++;
		let t;
		try {
			t = JSON.parse(e.prefix + Wv + e.suffix);
		} catch {
			t = void 0;
		}
		let n = typeof t == "object" && t ? Jv(t) : void 0;
		return n === void 0 || n.kind !== e.kind || n.index !== e.index || n.value !== Uv ? (this.failedChecks++, !1) : (e.checked = !0, !0);
	}
};
function Kv(e, t, n) {
	n !== "" && (t.kind === "text" ? e.text(n) : t.kind === "reasoning" ? e.reasoning(n) : e.tools.openAiDelta(t.index === void 0 ? { function: { arguments: n } } : {
		index: t.index,
		function: { arguments: n }
	}));
}
var qv = (e) => e == null || e === "";
function Jv(e) {
	if (!qv(e.error) || !qv(e.usage)) return;
	let t = e.choices;
	if (!Array.isArray(t) || t.length !== 1) return;
	let n = t[0];
	if (!n || typeof n != "object" || n.index !== void 0 && n.index !== null && n.index !== 0 || !qv(n.finish_reason)) return;
	let r = n.delta;
	if (!r || typeof r != "object") return;
	let i;
	if (!qv(r.content)) {
		if (typeof r.content != "string") return;
		i = {
			kind: "text",
			value: r.content,
			index: void 0
		};
	}
	for (let e of Yv) {
		let t = r[e];
		if (!qv(t)) {
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
var Yv = ["reasoning_content", "reasoning"], Xv = {
	STOP: "stop",
	MAX_TOKENS: "length",
	SAFETY: "content_filter",
	RECITATION: "content_filter",
	BLOCKLIST: "content_filter",
	PROHIBITED_CONTENT: "content_filter",
	SPII: "content_filter",
	IMAGE_SAFETY: "content_filter"
}, Zv = (e) => e.candidates !== void 0 || e.usageMetadata !== void 0 || e.promptFeedback !== void 0;
function Qv(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(vv(t));
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
	typeof i == "string" && i !== "" && i !== "FINISH_REASON_UNSPECIFIED" ? e.finishReason = Xv[i] ?? i.toLowerCase() : !n && t.promptFeedback?.blockReason && (e.finishReason = "content_filter");
	let a = t.usageMetadata;
	if (a) {
		let t = jv(a.promptTokenCount), n = jv(a.candidatesTokenCount) + jv(a.thoughtsTokenCount);
		e.usage = {
			promptTokens: t,
			completionTokens: n,
			totalTokens: typeof a.totalTokenCount == "number" ? a.totalTokenCount : t + n
		};
	}
}
// src/core/llm/openai-format.ts
function $v(e, t) {
	let n = t.choices;
	if (t.error !== void 0 && t.error !== null || n === void 0 && (typeof t.message == "string" || t.detail !== void 0)) return e.fail(vv(t));
	if (Array.isArray(n) && n.length > 0) {
		let t = n.length === 1 ? n[0] : ny(n);
		if (t) {
			let n = t.delta ?? t.message;
			n && ty(e, n);
			let r = t.finish_reason;
			typeof r == "string" && r !== "" && (e.finishReason = r, e.tools.endAll());
		}
	}
	let r = t.usage;
	typeof r == "object" && r && (e.usage = Av(r));
}
function ey(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(vv(t));
	let n = Array.isArray(t.choices) ? ny(t.choices) : void 0;
	if (n) {
		let t = n.message ?? n.delta;
		t && ty(e, t), typeof n.finish_reason == "string" && n.finish_reason !== "" && (e.finishReason = n.finish_reason);
	}
	t.usage && typeof t.usage == "object" && (e.usage = Av(t.usage)), e.done = !0;
}
function ty(e, t) {
	let n = t.content;
	typeof n == "string" && n !== "" && e.text(n);
	let r = t.reasoning_content;
	typeof r == "string" && r !== "" ? e.reasoning(r) : typeof t.reasoning == "string" && t.reasoning !== "" && e.reasoning(t.reasoning);
	let i = t.tool_calls;
	if (Array.isArray(i)) for (let t = 0; t < i.length; t++) e.tools.openAiDelta(i[t]);
}
function ny(e) {
	for (let t of e) if (t && (t.index === void 0 || t.index === null || t.index === 0)) return t;
}
// src/core/llm/utf8-chunks.ts
var ry = new TextDecoder("utf-8", { ignoreBOM: !0 }), iy = 65279, ay = { stream: !0 }, oy = class {
	carry;
	atStart = !0;
	streaming;
	useStreaming = !1;
	decode(e) {
		let t = e, n = this.carry;
		if (n !== void 0 && (t = new Uint8Array(n.length + e.length), t.set(n), t.set(e, n.length), this.carry = void 0), this.useStreaming) {
			let e = this.streamingDecoder().decode(t, ay);
			return t.length > 0 && e.length === t.length && sy(t) === t.length && (this.useStreaming = !1), this.start(e);
		}
		let r = sy(t);
		if (r < t.length && (this.carry = t.slice(r), t = t.subarray(0, r)), r === 0) return "";
		let i = ry.decode(t);
		return i.length !== r && (this.useStreaming = !0, this.carry !== void 0 && (i += this.streamingDecoder().decode(this.carry, ay), this.carry = void 0)), this.start(i);
	}
	end() {
		if (this.useStreaming) return this.useStreaming = !1, this.streaming === void 0 ? "" : this.start(this.streaming.decode());
		let e = this.carry;
		return e === void 0 ? "" : (this.carry = void 0, this.start(ry.decode(e)));
	}
	streamingDecoder() {
		return this.streaming ??= new TextDecoder("utf-8", { ignoreBOM: !0 });
	}
	start(e) {
		return !this.atStart || e.length === 0 ? e : (this.atStart = !1, e.charCodeAt(0) === iy ? e.slice(1) : e);
	}
};
function sy(e) {
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
var cy = 10, ly = 13, uy = 58, dy = 32, fy = class {
	decoder = new oy();
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
		if (this.skipLF && (this.skipLF = !1, e.charCodeAt(0) === cy && (t = 1)), this.pending.length > 0) {
			let n = my(e, t);
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
			else if (py(e, t)) {
				let r = e.charCodeAt(t + 5) === dy ? t + 6 : t + 5, i = e.slice(r, n);
				if (this.hasData) this.data += "\n" + i;
				else if (e.charCodeAt(n + 1) === cy) {
					let r = this.event;
					this.event = "", t = n + 2, n = e.indexOf("\n", t), this.onEvent(i, r);
					continue;
				} else this.data = i, this.hasData = !0;
			} else e.charCodeAt(t) !== uy && this.field(e.slice(t, n));
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
		if (e.charCodeAt(t) === ly) {
			if (t + 1 === e.length) return this.skipLF = !0, t + 1;
			if (e.charCodeAt(t + 1) === cy) return t + 2;
		}
		return t + 1;
	}
	line(e, t, n) {
		if (t === n) return this.dispatch();
		if (py(e, t)) {
			let r = e.charCodeAt(t + 5) === dy ? t + 6 : t + 5, i = e.slice(r, n);
			this.hasData ? this.data += "\n" + i : (this.data = i, this.hasData = !0);
		} else e.charCodeAt(t) !== uy && this.field(e.slice(t, n));
	}
	field(e) {
		let t = e.indexOf(":"), n = t === -1 ? e : e.slice(0, t), r = t === -1 ? "" : e.slice(t + 1);
		r.charCodeAt(0) === dy && (r = r.slice(1)), n === "event" ? this.event = r : n === "data" && (this.data = this.hasData ? this.data + "\n" + r : r, this.hasData = !0);
	}
	dispatch() {
		if (this.hasData) {
			let e = this.data, t = this.event;
			this.data = "", this.hasData = !1, this.event = "", this.onEvent(e, t);
		} else this.event = "";
	}
};
function py(e, t) {
	return e.charCodeAt(t) === 100 && e.charCodeAt(t + 1) === 97 && e.charCodeAt(t + 2) === 116 && e.charCodeAt(t + 3) === 97 && e.charCodeAt(t + 4) === uy;
}
function my(e, t) {
	let n = e.indexOf("\n", t), r = e.indexOf("\r", t);
	return r === -1 ? n : n === -1 || r < n ? r : n;
}
// src/core/llm/stream-decoder.ts
var hy = class {
	state;
	framer;
	apply;
	fastPaths;
	templates;
	ended;
	constructor(e = {}) {
		this.state = new kv(e.idPrefix, e.collect === !0), this.fastPaths = e.fastPaths !== !1, this.framer = new fy((e, t) => this.onFrame(e, t));
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
		e.done || this.framer.end(), !e.error && !e.done && e.finishReason === null && e.fail(mv());
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
			n.fail(t === "error" ? vv({ message: e }) : hv(e));
			return;
		}
		if (typeof i != "object" || !i) {
			n.fail(hv(e));
			return;
		}
		let a = i;
		a.error !== void 0 && a.error !== null ? n.fail(vv(a)) : ((this.apply ??= this.sniff(a, t))(a, t), this.templates !== void 0 && this.templates.learn(e, a));
	}
	sniff(e, t) {
		return Nv(e.type) || Nv(t) ? this.applierFor("anthropic") : e.choices === void 0 && Zv(e) ? this.applierFor("gemini") : this.applierFor("openai");
	}
	applierFor(e) {
		let t = this.state;
		if (e === "anthropic") {
			let e = new Pv();
			return (n) => e.apply(t, n);
		}
		return e === "gemini" ? (e) => Qv(t, e) : (this.fastPaths && (this.templates = new Gv()), (e) => $v(t, e));
	}
};
function gy(e, t = {}) {
	let n = new kv(t.idPrefix), r;
	try {
		r = JSON.parse(e);
	} catch {
		n.fail(gv(e));
	}
	if (!n.error) {
		if (Array.isArray(r)) for (let e of r) e && typeof e == "object" && !n.error && Qv(n, e);
		else if (typeof r != "object" || !r) n.fail(gv(e));
		else {
			let t = r;
			t.error !== void 0 && t.error !== null ? n.fail(vv(t)) : Array.isArray(t.choices) ? ey(n, t) : t.type === "message" || Array.isArray(t.content) ? Fv(n, t) : Zv(t) ? Qv(n, t) : n.fail(gv(e));
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
function _y(e, t = {}) {
	let n = new hy({
		format: t.format,
		idPrefix: t.idPrefix,
		fastPaths: t.fastPaths,
		collect: !0
	});
	for (let t of e) if (typeof t == "string" ? n.feedText(t) : n.feed(t), n.finished) break;
	return n.end(), n.completion();
}
function vy(e, t = {}) {
	let n = new hy(t), r = [];
	for (let t of e) {
		let e = typeof t == "string" ? n.feedText(t) : n.feed(t);
		for (let t = 0; t < e.length; t++) r.push(e[t]);
		if (n.finished) break;
	}
	let i = n.end();
	for (let e of i.events) r.push(e);
	return i.error && r.push({
		type: "error",
		error: i.error
	}), r.push({
		type: "finish",
		reason: i.reason,
		timing: {
			firstByteMs: 0,
			durationMs: 0,
			attempts: 1
		}
	}), r;
}
// src/core/llm/watchdog.ts
var yy = class {
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
}, by = 12e4;
async function* xy(e, t) {
	let n = performance.now(), r = 0, i = -1, a = (e) => ({
		type: "finish",
		reason: e,
		timing: {
			firstByteMs: i >= 0 ? wy(i - n) : -1,
			durationMs: wy(performance.now() - n),
			attempts: r
		}
	}), o;
	try {
		if (!t || typeof t.endpoint != "string" || t.endpoint === "") throw Error("endpoint: expected a URL");
		let n = ov(e, t.provider);
		t.transformBody && (n = t.transformBody(n, e)), o = JSON.stringify(n);
	} catch (e) {
		yield {
			type: "error",
			error: _v(e instanceof Error ? e.message : String(e))
		}, yield a("error");
		return;
	}
	let s = t.signal;
	if (s?.aborted) {
		yield {
			type: "error",
			error: dv()
		}, yield a("aborted");
		return;
	}
	let c = {
		retries: t.retries ?? Sv.retries,
		baseMs: t.retryBaseMs ?? Sv.baseMs,
		maxMs: t.retryMaxMs ?? Sv.maxMs
	}, l = t.wait ?? Tv, u = {
		endpoint: t.endpoint,
		body: o,
		stream: e.stream !== !1,
		signal: s,
		headers: t.headers,
		fetch: t.fetch ?? globalThis.fetch.bind(globalThis),
		stallMs: t.stallTimeoutMs ?? 12e4,
		format: t.format ?? "auto",
		idPrefix: t.idPrefix ?? Ov(),
		firstByteAt: -1,
		contentSent: !1
	};
	for (;;) {
		r++, u.firstByteAt = -1, u.contentSent = !1;
		let e = yield* Sy(u);
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
		let f = d ?? Cv(r, c), p = {
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
				error: dv()
			}, yield a("aborted");
			return;
		}
		if (s?.aborted) {
			yield {
				type: "error",
				error: dv()
			}, yield a("aborted");
			return;
		}
	}
}
async function* Sy(e) {
	let t = new AbortController(), n = e.signal, r = () => t.abort(n?.reason);
	n?.addEventListener("abort", r, { once: !0 });
	let i = !1, a = e.stallMs > 0 ? new yy(e.stallMs, () => {
		i = !0, t.abort();
	}) : void 0, o = (t) => ({ error: n?.aborted ? dv() : i ? fv(e.stallMs) : pv(t) }), s, c = async (t) => {
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
		if (n?.aborted) return { error: dv() };
		let r;
		try {
			r = typeof e.headers == "function" ? await e.headers() : e.headers;
		} catch (e) {
			return { error: _v(`headers: ${e instanceof Error ? e.message : String(e)}`) };
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
				error: yv(u.status, u.statusText, e),
				retryAfterMs: wv(u.headers)
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
			let n = gy(t, { idPrefix: e.idPrefix });
			for (let t of n.events) Cy(t) && (e.contentSent = !0), yield t;
			return n.error ? { error: n.error } : { reason: n.reason };
		}
		if (!u.body) return { error: uv("protocol", "The model answered 200 with no body.", { retryable: !0 }) };
		s = u.body.getReader();
		let f = new hy({
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
				!e.contentSent && Cy(r) && (e.contentSent = !0), yield r;
			}
			if (f.finished) break;
		}
		let p = f.end();
		for (let t of p.events) Cy(t) && (e.contentSent = !0), yield t;
		return p.error ? { error: p.error } : { reason: p.reason };
	} finally {
		a?.stop(), n?.removeEventListener("abort", r), s && s.cancel().catch(() => void 0), t.abort();
	}
}
function Cy(e) {
	let t = e.type;
	return t === "text-delta" || t === "reasoning-delta" || t === "tool-call-start" || t === "tool-call-delta" || t === "tool-call-end";
}
function wy(e) {
	return Math.round(e * 10) / 10;
}
// src/core/llm/collect.ts
var Ty = class {
	content = [];
	reasoning = [];
	toolCalls = [];
	finishReason;
	usage;
	timing;
	error;
	add(e) {
		switch (e.type) {
			case "text-delta":
				this.content.push(e.text);
				break;
			case "reasoning-delta":
				this.reasoning.push(e.text);
				break;
			case "tool-call-end":
				this.toolCalls.push(e.call);
				break;
			case "usage":
				this.usage = e.usage;
				break;
			case "error":
				this.error = e.error;
				break;
			case "finish":
				this.finishReason = e.reason, this.timing = e.timing;
				break;
			case "retry": this.content = [], this.reasoning = [], this.toolCalls = [], this.usage = void 0, this.error = void 0;
		}
	}
	result() {
		let e = this.finishReason ?? (this.error ? this.error.kind === "aborted" ? "aborted" : "error" : this.toolCalls.length > 0 ? "tool_calls" : "stop"), t = {
			content: this.content.length === 1 ? this.content[0] : this.content.join(""),
			reasoning: this.reasoning.length === 1 ? this.reasoning[0] : this.reasoning.join(""),
			toolCalls: this.toolCalls,
			finishReason: e
		};
		return this.usage && (t.usage = this.usage), this.timing && (t.timing = this.timing), this.error && (t.error = this.error), t;
	}
};
async function Ey(e) {
	let t = new Ty();
	try {
		for await (let n of e) t.add(n);
	} catch (e) {
		let n = e instanceof Error && e.name === "AbortError";
		t.add({
			type: "error",
			error: {
				kind: n ? "aborted" : "protocol",
				message: e instanceof Error ? e.message : String(e),
				retryable: !1
			}
		});
	}
	return t.result();
}
// src/core/llm/client.ts
function Dy(e) {
	let t = e.endpoint ?? (e.baseUrl ? ky(e.baseUrl, "chat/completions") : "");
	if (!t) throw TypeError("createModelClient: give `endpoint` (full URL) or `baseUrl`");
	let { apiKey: n, headers: r, baseUrl: i, endpoint: a, ...o } = e, s = n ? async () => ({
		...typeof r == "function" ? await r() : r,
		authorization: `Bearer ${n}`
	}) : r;
	return (e, { signal: n } = {}) => xy(e, {
		...o,
		endpoint: t,
		headers: s,
		signal: n
	});
}
async function Oy(e) {
	let t = e.fetch ?? globalThis.fetch.bind(globalThis), n = {
		accept: "application/json",
		...e.headers
	};
	e.apiKey && (n.authorization = `Bearer ${e.apiKey}`);
	let r = await t(ky(e.baseUrl, "models"), {
		headers: n,
		signal: e.signal
	});
	if (!r.ok) throw Error(`GET models: HTTP ${r.status}`);
	let i = await r.json();
	return (Array.isArray(i.data) ? i.data : []).map((e) => e?.id).filter((e) => typeof e == "string");
}
function ky(e, t) {
	return `${e.replace(/\/+$/, "")}/${t}`;
}
// src/core/llm/tool-arguments.ts
function Ay(e) {
	let t = (e.arguments ?? "").trim();
	if (t === "") return {
		ok: !0,
		value: {}
	};
	let n = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(t);
	n && (t = n[1]);
	let r;
	try {
		r = JSON.parse(t), typeof r == "string" && /^\s*\{/.test(r) && (r = JSON.parse(r));
	} catch (t) {
		let n = t instanceof Error ? t.message : String(t);
		return {
			ok: !1,
			error: `The arguments for tool "${e.name}" are not valid JSON (${n}). Call the tool again with a single JSON object. Received: ${xv(e.arguments, 300)}`
		};
	}
	return typeof r != "object" || !r || Array.isArray(r) ? {
		ok: !1,
		error: `The arguments for tool "${e.name}" must be a JSON object, not ${r === null ? "null" : Array.isArray(r) ? "an array" : typeof r}. Received: ${xv(e.arguments, 300)}`
	} : {
		ok: !0,
		value: r
	};
}
// src/core/agent/abort.ts
var jy = class extends Error {
	constructor(e = "aborted") {
		super(e), this.name = "AbortError";
	}
};
function My(e) {
	return e instanceof jy || typeof e == "object" && !!e && e.name === "AbortError";
}
function Ny(e, t) {
	return t ? t.aborted ? (Promise.resolve(e).catch(() => {}), Promise.reject(new jy())) : new Promise((n, r) => {
		let i = () => {
			r(new jy());
		};
		t.addEventListener("abort", i, { once: !0 }), Promise.resolve(e).then((e) => {
			t.removeEventListener("abort", i), n(e);
		}, (e) => {
			t.removeEventListener("abort", i), r(e);
		});
	}) : Promise.resolve(e);
}
function Py(e) {
	let t = new AbortController();
	if (!e) return {
		controller: t,
		dispose() {}
	};
	if (e.aborted) return t.abort(), {
		controller: t,
		dispose() {}
	};
	let n = () => t.abort();
	return e.addEventListener("abort", n, { once: !0 }), {
		controller: t,
		dispose: () => e.removeEventListener("abort", n)
	};
}
// src/core/agent/complete.ts
async function Fy(e, t, n, r = {}) {
	let i = {
		content: "",
		reasoning: "",
		toolCalls: [],
		finishReason: "stop"
	}, a = !1, o;
	try {
		if (n?.aborted) throw new jy();
		for (o = e(t, { signal: n })[Symbol.asyncIterator]();;) {
			let e = await Ny(o.next(), n);
			if (e.done) break;
			let t = e.value;
			switch (t.type) {
				case "text-delta":
					i.content += t.text, r.onTextDelta?.(t.text);
					break;
				case "reasoning-delta":
					i.reasoning += t.text, r.onReasoningDelta?.(t.text);
					break;
				case "tool-call-end":
					i.toolCalls.push(t.call);
					break;
				case "usage":
					i.usage = t.usage;
					break;
				case "finish":
					i.finishReason = t.reason, i.timing = t.timing, a = !0;
					break;
				case "error":
					if (t.error.kind === "aborted" || n?.aborted) throw new jy(t.error.message);
					i.error = t.error, i.finishReason = "error";
			}
		}
	} catch (e) {
		if (n?.aborted) throw new jy();
		if (e instanceof jy) throw e;
		i.error = {
			message: e instanceof Error ? e.message : String(e),
			kind: "network",
			retryable: !1
		}, i.finishReason = "error";
	} finally {
		o?.return && Promise.resolve().then(() => o.return()).catch(() => {});
	}
	if (n?.aborted) throw new jy();
	return !a && !i.error && i.toolCalls.length > 0 && (i.finishReason = "tool_calls"), i;
}
// src/core/agent/arguments.ts
function Iy(e) {
	let t = Ay(e);
	return t.ok ? {
		ok: !0,
		args: t.value
	} : V(t.error, "invalid_arguments", "Call the tool again with the arguments as one complete JSON object.");
}
function Ly(e) {
	return e === null ? "null" : Array.isArray(e) ? "array" : typeof e == "number" ? Number.isInteger(e) ? "integer" : "number" : typeof e;
}
function Ry(e, t) {
	if (t === void 0) return !0;
	let n = Array.isArray(t) ? t : [t], r = Ly(e);
	return n.some((e) => e === r || e === "number" && r === "integer");
}
function zy(e, t) {
	for (let n of t.required ?? []) if (e[n] === void 0 || e[n] === null) return V(`Missing required argument "${n}".`, "invalid_arguments", `Required: ${(t.required ?? []).join(", ")}.`);
	for (let [n, r] of Object.entries(t.properties ?? {})) {
		let t = e[n];
		if (t != null) {
			if (!Ry(t, r.type)) return V(`Argument "${n}" must be ${Array.isArray(r.type) ? r.type.join(" or ") : String(r.type)}, got ${Ly(t)}.`, "invalid_arguments");
			if (r.enum && !r.enum.includes(t)) return V(`Argument "${n}" must be one of ${r.enum.map((e) => JSON.stringify(e)).join(", ")}.`, "invalid_arguments");
		}
	}
}
// src/core/agent/execute-tool.ts
async function By(e, t, n) {
	let r = e.get(t.name);
	if (!r) {
		let n = [...e.keys()].join(", ");
		return Vy(V(`Unknown tool "${t.name}".`, "unknown_tool", n ? `Available tools: ${n}.` : "No tools are available."));
	}
	let i = Iy(t);
	if (!i.ok) return Vy(i);
	let a = zy(i.args, r.parameters);
	if (a) return Vy(a);
	if (n.signal?.aborted) throw new jy();
	let o;
	try {
		let e = r.execute(i.args, n);
		o = e instanceof Promise || e && typeof e.then == "function" ? await Ny(e, n.signal) : e;
	} catch (e) {
		if (My(e) && n.signal?.aborted) throw new jy();
		let r = e, i = typeof r?.message == "string" ? r.message : String(e);
		return Vy(V(`Tool "${t.name}" failed: ${i}`, typeof r?.code == "string" ? r.code : "tool_error", typeof r?.hint == "string" ? r.hint : void 0));
	}
	if (n.signal?.aborted) throw new jy();
	return {
		result: o,
		ok: !qa(o)
	};
}
function Vy(e) {
	return {
		result: e,
		ok: !1
	};
}
function Hy(e) {
	return e == null ? "{\"ok\":true}" : typeof e == "object" && !Array.isArray(e) && "ok" in e ? Uy(e) : Uy({
		ok: !0,
		result: e
	});
}
function Uy(e) {
	try {
		return JSON.stringify(e) ?? "{\"ok\":true}";
	} catch (e) {
		return JSON.stringify({
			ok: !1,
			error: `The tool result could not be serialised: ${e instanceof Error ? e.message : String(e)}`,
			code: "unserializable_result"
		});
	}
}
// src/core/agent/stop.ts
var Wy = (e) => (t) => t.lastCall && t.lastCall.ok && t.lastCall.call.name === e ? `${e} called` : void 0, Gy = (e) => (t) => t.lastCall === void 0 && t.now - t.startedAt >= e ? "wall_clock" : void 0, Ky = (e, t) => () => e() ? t : void 0;
function qy(e, t) {
	for (let n of e) {
		let e = n(t);
		if (e) return e;
	}
}
// src/core/agent/run-agent.ts
var Jy = "Your last reply called no tool. Continue by calling one of the available tools.", Yy = () => globalThis.performance.now();
async function Xy(e) {
	let t = e.now ?? Yy, n = e.onEvent ?? (() => {}), r = new Map((e.tools ?? []).map((e) => [e.name, e])), i = (e.tools ?? []).map((e) => ({
		name: e.name,
		description: e.description,
		parameters: e.parameters
	})), a = e.stopWhen === void 0 ? [] : Array.isArray(e.stopWhen) ? e.stopWhen : [e.stopWhen], o = e.noToolCalls ?? { kind: "finish" }, s = e.signal, c = [...e.messages], l = {
		promptTokens: 0,
		completionTokens: 0,
		totalTokens: 0
	}, u = t(), d = "", f = "", p = 0, m = (t, r, i) => (n({
		type: "end",
		agentId: e.id,
		status: t,
		reason: r,
		rounds: p,
		...i ? { error: i } : {}
	}), {
		status: t,
		reason: r,
		text: d,
		lastProse: f,
		messages: c,
		rounds: p,
		usage: l,
		...i ? { error: i } : {}
	});
	try {
		let h = 1, g = 0, _ = 0;
		for (;;) {
			if (h > e.maxRounds) return m("max-rounds", `reached maxRounds=${e.maxRounds}`);
			if (s?.aborted) throw new jy();
			if (g === 0) {
				let r = qy(a, {
					agentId: e.id,
					round: h,
					startedAt: u,
					now: t()
				});
				if (r) return m("stopped", r);
				let i = e.beforeRound?.(h);
				i?.length && c.push(...i), p = h, n({
					type: "round-start",
					agentId: e.id,
					round: h,
					attempt: g
				});
			}
			let v = {
				agentId: e.id,
				round: h,
				attempt: g
			}, y = await Zy(e, c, i, v, n, t);
			if (y.usage && (l.promptTokens += y.usage.promptTokens, l.completionTokens += y.usage.completionTokens, l.totalTokens += y.usage.totalTokens), y.error) return m("error", "request failed", {
				code: "request_failed",
				message: `Request failed for ${e.id}: ${y.error.message}`
			});
			d = y.content, y.content.trim() && (f = y.content);
			let b = y.toolCalls.filter((e) => e.name);
			if (b.length === 0) {
				if (_++, o.kind === "finish") return c.push(Qy(y, [])), m("natural", "no tool call");
				let t = _ <= o.max;
				if (n({
					type: "no-tool-call",
					...v,
					willRetry: t
				}), !t) return o.exhausted === "stop" ? m("stopped", "no_tool_call_streak") : m("error", "no tool call", {
					code: "no_tool_call",
					message: `Agent ${e.id} produced no tool call after ${_} attempt(s) (toolCallRetryMax=${o.max}).`
				});
				y.content.trim() && c.push(Qy(y, [])), c.push({
					role: "user",
					content: o.nudge ?? "Your last reply called no tool. Continue by calling one of the available tools."
				}), o.consumesRound ? (h++, g = 0) : g++;
				continue;
			}
			_ = 0, c.push(Qy(y, b));
			let x;
			for (let i = 0; i < b.length; i++) {
				let o = b[i];
				if (x) {
					c.push($y(o.id, o.name, JSON.stringify({
						ok: !1,
						error: `Not run: the agent stopped (${x}).`,
						code: "skipped"
					})));
					continue;
				}
				if (s?.aborted) throw new jy();
				n({
					type: "tool-call",
					...v,
					call: o,
					index: i
				});
				let l = t(), d = await By(r, o, {
					...e.toolContext,
					signal: s,
					agentId: e.id
				});
				c.push($y(o.id, o.name, Hy(d.result))), n({
					type: "tool-result",
					...v,
					call: o,
					index: i,
					result: d.result,
					ok: d.ok,
					durationMs: t() - l
				}), x = qy(a, {
					agentId: e.id,
					round: h,
					startedAt: u,
					now: t(),
					lastCall: {
						call: o,
						result: d.result,
						ok: d.ok
					}
				});
			}
			if (x) return m("stopped", x);
			h++, g = 0;
		}
	} catch (e) {
		return My(e) || s?.aborted ? m("aborted", "aborted") : m("error", "internal error", {
			code: "internal",
			message: e instanceof Error ? e.message : String(e)
		});
	}
}
async function Zy(e, t, n, r, i, a) {
	let o = e.requestRetryMax ?? 0;
	for (let s = 0;; s++) {
		let c = {
			...e.request,
			model: e.model ?? "",
			messages: t.slice(),
			stream: e.stream ?? !1
		};
		n && n.length && (c.tools = n, c.toolChoice ??= "auto"), i({
			type: "request",
			...r,
			request: c
		});
		let l = a(), u = await Fy(e.client, c, e.signal, {
			onTextDelta: (e) => i({
				type: "text-delta",
				...r,
				text: e
			}),
			onReasoningDelta: (e) => i({
				type: "reasoning-delta",
				...r,
				text: e
			})
		});
		i({
			type: "response",
			...r,
			completion: u,
			durationMs: a() - l
		}), u.usage && i({
			type: "usage",
			...r,
			usage: u.usage
		});
		let d = u.error;
		if (d && s < o && (e.shouldRetryRequest ? e.shouldRetryRequest(u) : d.retryable)) i({
			type: "request-retry",
			...r,
			error: d.message
		});
		else return u;
	}
}
function Qy(e, t) {
	let n = {
		role: "assistant",
		content: e.content || (t.length ? null : "")
	};
	return t.length && (n.toolCalls = t), e.reasoning && (n.reasoning = e.reasoning), n;
}
function $y(e, t, n) {
	return {
		role: "tool",
		toolCallId: e,
		name: t,
		content: n
	};
}
// src/core/tools/draft.ts
var eb = class {
	#e;
	#t;
	#n = !1;
	#r;
	constructor(e = "", t = {}) {
		this.#t = t.preservedPrefix ?? "", this.#e = e.startsWith(this.#t) ? e : this.#t + e, this.#r = t.onChange;
	}
	get text() {
		return this.#e;
	}
	get preservedPrefix() {
		return this.#t;
	}
	get settled() {
		return this.#n;
	}
	settle() {
		this.#n = !0;
	}
	write(e, t = "append") {
		if (this.#n) return tb();
		let n = t === "replace" ? e : this.#e + e;
		return this.#i(n) || (this.#a(n), {
			ok: !0,
			currentLength: n.length
		});
	}
	applyPatches(e) {
		if (this.#n) return tb();
		if (!Array.isArray(e) || e.length === 0) return V("apply_message_patches requires a non-empty patches array.", "invalid_arguments");
		let t = this.#e;
		for (let n = 0; n < e.length; n++) {
			let r = e[n], i = e.length > 1 ? `Patch ${n + 1} of ${e.length}: ` : "";
			if (!r || typeof r.find != "string" || typeof r.replaceWith != "string") return V(`${i}Each patch needs string fields "find" and "replaceWith". No patch was applied.`, "invalid_arguments");
			if (r.find === "") return V(`${i}"find" is empty. No patch was applied.`, "patch_not_found", "Quote the exact text to replace, with a line of context.");
			let a = t.indexOf(r.find);
			if (a === -1) return V(`${i}The "find" text does not occur in the draft. No patch was applied.`, "patch_not_found", "Re-read the draft with get_draft and copy the text exactly, byte for byte.");
			if (t.indexOf(r.find, a + 1) !== -1) return V(`${i}The "find" text occurs more than once in the draft. No patch was applied.`, "patch_ambiguous", "Extend \"find\" with surrounding context until it matches exactly once.");
			t = t.slice(0, a) + r.replaceWith + t.slice(a + r.find.length);
		}
		return this.#i(t) || (this.#a(t), {
			ok: !0,
			appliedCount: e.length,
			currentLength: t.length
		});
	}
	#i(e) {
		if (this.#t && !e.startsWith(this.#t)) return V("This is a continue turn: the original message text must stay unchanged at the start of the reply. Nothing was changed.", "invalid_op_for_continue", "Use write_message with mode \"append\", or patch only text written after the original message.");
	}
	#a(e) {
		this.#e = e, this.#r?.(e);
	}
};
function tb() {
	return V("The reply has already been committed; it can no longer be changed.", "draft_settled");
}
function nb(e, t) {
	if (typeof e != "string" || e === "") return V("pattern must be a non-empty regular expression.", "pattern_empty", "To search literal text, escape regex metacharacters such as . * ( ) [ ] ? +.");
	let n = typeof t == "string" ? [...new Set(t.replace(/[gy]/g, ""))].join("") : "";
	try {
		return new RegExp(e, n);
	} catch (e) {
		return V(`invalid regex: ${e instanceof Error ? e.message : String(e)}`, "invalid_regex", "If searching literal text, escape regex metacharacters.");
	}
}
function rb(e, t, n, r = Infinity) {
	let i = 0, a = 0, o = 0;
	for (;;) {
		let s = e.indexOf("\n", o), c = s === -1 ? e.slice(o) : e.slice(o, s);
		a++;
		let l = c.endsWith("\r") ? c.slice(0, -1) : c;
		if (t.lastIndex = 0, t.test(l) && (i++, i <= r && n({
			line: a,
			text: ib(l)
		})), s === -1) break;
		o = s + 1;
	}
	return i;
}
function ib(e) {
	return e.length > 500 ? `${e.slice(0, 500)}…` : e;
}
function ab(e, t, n = 200) {
	let r = [], i = rb(e, t, (e) => r.push(`${e.line}: ${e.text}`), n);
	return {
		output: r.join("\n"),
		matchCount: i,
		truncated: i > n
	};
}
// src/core/tools/message-tools.ts
var ob = [
	"write_message",
	"apply_message_patches",
	"get_draft",
	"draft_search"
];
function sb(e) {
	return {
		name: "write_message",
		description: "Write the reply body. mode \"append\" (default) adds text to the end of the current draft; \"replace\" overwrites the whole draft. The reader sees the body update after each call.",
		parameters: {
			type: "object",
			properties: {
				text: {
					type: "string",
					description: "Text to write."
				},
				mode: {
					type: "string",
					enum: ["append", "replace"],
					description: "append (default) or replace."
				}
			},
			required: ["text"]
		},
		execute: (t) => e.write(String(t.text), t.mode ?? "append")
	};
}
function cb(e) {
	return {
		name: "apply_message_patches",
		description: "Edit the draft in place. Each patch replaces the exact text \"find\" with \"replaceWith\". \"find\" must occur exactly once, byte for byte (include one to three lines of context); there is no fuzzy matching. Patches apply in order; if any fails, none is applied.",
		parameters: {
			type: "object",
			properties: { patches: {
				type: "array",
				description: "The edits, applied in order.",
				items: {
					type: "object",
					properties: {
						find: { type: "string" },
						replaceWith: { type: "string" }
					},
					required: ["find", "replaceWith"]
				}
			} },
			required: ["patches"]
		},
		execute: (t) => e.applyPatches(t.patches)
	};
}
function lb(e) {
	return {
		name: "get_draft",
		description: "Read the current reply draft as it is now.",
		parameters: {
			type: "object",
			properties: {}
		},
		execute: () => ({
			ok: !0,
			text: e.text
		})
	};
}
function ub(e) {
	return {
		name: "draft_search",
		description: "Search the current draft line by line with a JavaScript regular expression; returns matching lines as \"lineno: line\". Prefer non-greedy quantifiers; a match never spans lines.",
		parameters: {
			type: "object",
			properties: {
				pattern: {
					type: "string",
					description: "Regular expression source."
				},
				flags: {
					type: "string",
					description: "Regex flags such as \"i\" (g is implied)."
				}
			},
			required: ["pattern"]
		},
		execute: (t) => {
			let n = nb(t.pattern, t.flags);
			return n instanceof RegExp ? {
				ok: !0,
				...ab(e.text, n)
			} : n;
		}
	};
}
function db(e) {
	return {
		write_message: sb(e),
		apply_message_patches: cb(e),
		get_draft: lb(e),
		draft_search: ub(e)
	};
}
// src/core/tools/notes.ts
var fb = 16384, pb = "## Open Notes (your plot-author threads — close with note_close when deployed)", mb = new TextEncoder();
function hb() {
	let e = Math.floor(Math.random() * 16777215).toString(16).padStart(6, "0");
	return `n_${Date.now().toString(36)}_${e}`;
}
function gb(e) {
	let t = e.filter((e) => e.status === "open");
	return t.length === 0 ? "" : `${pb}\n${t.map((e) => `- [${e.id}] ${e.text}${e.trigger ? ` (when: ${e.trigger})` : ""}`).join("\n")}`;
}
function _b(e, t = {}) {
	let n = t.now ?? Date.now, r = t.newId ?? hb, i = Promise.resolve(), a = (e) => {
		let t = i.then(e, e);
		return i = t.catch(() => {}), t;
	}, o = async () => vb(await e.load()), s = (e) => V(`Notes could not be saved: ${e instanceof Error ? e.message : String(e)}`, "note_store_failed");
	return {
		list: () => a(o),
		renderOpen: () => a(async () => gb(await o())),
		open: ({ text: t, trigger: i }) => a(async () => {
			let a = typeof t == "string" ? t.trim() : "";
			if (!a) return V("Note text is empty.", "note_empty");
			if (mb.encode(a).length > 16384) return V(`Note text is longer than ${fb} bytes.`, "note_too_long", "Keep a note to the thread itself; shorten it.");
			try {
				let t = await o(), s = r();
				for (; t.some((e) => e.id === s);) s = r();
				let c = {
					id: s,
					text: a,
					status: "open",
					createdAt: n()
				};
				return typeof i == "string" && i.trim() && (c.trigger = i.trim()), await e.save([...t, c]), {
					ok: !0,
					id: s
				};
			} catch (e) {
				return s(e);
			}
		}),
		close: ({ id: t, reason: r }) => a(async () => {
			if (typeof t != "string" || !t.trim()) return V("Note id is empty.", "note_id_empty");
			try {
				let i = await o(), a = i.findIndex((e) => e.id === t.trim());
				if (a === -1) return V(`No note with id "${t}".`, "note_not_found", "Use an id from the Open Notes block.");
				if (i[a].status === "closed") return V(`Note "${t}" is already closed.`, "note_already_closed");
				let s = {
					...i[a],
					status: "closed",
					closedAt: n()
				};
				typeof r == "string" && r.trim() && (s.closedReason = r.trim());
				let c = i.slice();
				return c[a] = s, await e.save(c), { ok: !0 };
			} catch (e) {
				return s(e);
			}
		})
	};
}
function vb(e) {
	if (!Array.isArray(e)) return [];
	let t = [];
	return e.forEach((e, n) => {
		typeof e == "string" ? t.push({
			id: `n_legacy_${n}`,
			text: e,
			status: "open",
			createdAt: 0
		}) : e && typeof e == "object" && typeof e.id == "string" && typeof e.text == "string" && t.push({
			...e,
			status: e.status === "closed" ? "closed" : "open"
		});
	}), t;
}
function yb(e) {
	return {
		name: "note_open",
		description: "Open a note: a plot thread, promise or foreshadowing to pay off in a later turn. Returns its id. Opening is costly (every agent reads open notes each turn): open only for a real commitment in the story.",
		parameters: {
			type: "object",
			properties: {
				text: {
					type: "string",
					description: "The thread, in one or two sentences."
				},
				trigger: {
					type: "string",
					description: "Optional: when it should be picked up."
				}
			},
			required: ["text"]
		},
		execute: (t) => e.open({
			text: t.text,
			trigger: t.trigger
		})
	};
}
function bb(e) {
	return {
		name: "note_close",
		description: "Close an open note once the reply has paid it off (or it no longer applies). Closing is safe.",
		parameters: {
			type: "object",
			properties: {
				id: {
					type: "string",
					description: "The note id from the Open Notes block."
				},
				reason: {
					type: "string",
					description: "Optional: why it is closed."
				}
			},
			required: ["id"]
		},
		execute: (t) => e.close({
			id: t.id,
			reason: t.reason
		})
	};
}
// src/core/trace/redact.ts
var xb = /^(api[-_]?key|apikey|authorization|proxy[-_]?authorization|headers?|x[-_]api[-_]key|secret|client[-_]?secret|password|access[-_]?token|refresh[-_]?token|bearer|cookie|set[-_]cookie)$/i, Sb = /\b(Bearer\s+[A-Za-z0-9._~+/=-]{8,}|sk-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,})/g, Cb = "[redacted]";
function wb(e) {
	let t = /* @__PURE__ */ new WeakSet(), n = (e) => {
		if (typeof e == "string") return e.replace(Sb, Cb);
		if (typeof e != "object" || !e) return e;
		if (t.has(e)) return "[cycle]";
		t.add(e);
		let r;
		if (Array.isArray(e)) r = e.map(n);
		else {
			let t = {};
			for (let [r, i] of Object.entries(e)) t[r] = xb.test(r) ? Cb : n(i);
			r = t;
		}
		return t.delete(e), r;
	};
	return n(e);
}
// src/core/trace/trace.ts
var Tb = "troupe_trace_v1", Eb = () => ({
	promptTokens: 0,
	completionTokens: 0,
	totalTokens: 0
});
function Db(e) {
	let t = e.now ?? (() => globalThis.performance.now()), n = t(), r = (e.startedAt ?? /* @__PURE__ */ new Date()).toISOString(), i = [], a = /* @__PURE__ */ new Map(), o, s, c = () => t() - n, l = (e) => {
		let t = a.get(e);
		return t || (t = {
			id: e,
			label: e,
			requests: 0,
			toolCalls: 0,
			usage: Eb(),
			durationMs: 0
		}, a.set(e, t)), t;
	}, u = {
		record(e) {
			let t = l(e.agentId), n = c();
			switch (e.type) {
				case "request": {
					t.requests++, t.firstAt ??= n;
					let { messages: r, tools: a, model: o, stream: s, ...c } = e.request;
					i.push({
						kind: "request",
						at: n,
						agent: e.agentId,
						round: e.round,
						attempt: e.attempt,
						model: o,
						stream: !!s,
						messages: r,
						tools: (a ?? []).map((e) => e.name),
						params: c
					});
					break;
				}
				case "response": {
					let r = e.completion;
					r.usage && (t.usage.promptTokens += r.usage.promptTokens, t.usage.completionTokens += r.usage.completionTokens, t.usage.totalTokens += r.usage.totalTokens), i.push({
						kind: "response",
						at: n,
						agent: e.agentId,
						round: e.round,
						attempt: e.attempt,
						durationMs: e.durationMs,
						content: r.content,
						reasoning: r.reasoning,
						toolCalls: r.toolCalls,
						finishReason: r.finishReason,
						...r.usage ? { usage: r.usage } : {},
						...r.timing ? { timing: r.timing } : {},
						...r.error ? { error: r.error.message } : {}
					});
					break;
				}
				case "tool-call":
					t.toolCalls++, i.push({
						kind: "tool-call",
						at: n,
						agent: e.agentId,
						round: e.round,
						callId: e.call.id,
						name: e.call.name,
						arguments: e.call.arguments
					});
					break;
				case "tool-result":
					i.push({
						kind: "tool-result",
						at: n,
						agent: e.agentId,
						round: e.round,
						callId: e.call.id,
						name: e.call.name,
						ok: e.ok,
						result: e.result,
						durationMs: e.durationMs
					});
					break;
				case "end": t.status = e.status, t.durationMs = n - (t.firstAt ?? n), i.push({
					kind: "agent-end",
					at: n,
					agent: e.agentId,
					status: e.status,
					reason: e.reason,
					rounds: e.rounds,
					...e.error ? { error: e.error.message } : {}
				});
			}
		},
		label(e, t) {
			l(e).label = t;
		},
		event(e, t, n) {
			i.push({
				kind: "event",
				at: c(),
				agent: e,
				name: t,
				...n ? { data: n } : {}
			});
		},
		finish(e) {
			o = e, s = c();
		},
		get entries() {
			return i;
		},
		usage() {
			let e = Eb();
			for (let t of a.values()) e.promptTokens += t.usage.promptTokens, e.completionTokens += t.usage.completionTokens, e.totalTokens += t.usage.totalTokens;
			return e;
		},
		agents() {
			return [...a.values()].map(({ firstAt: e, ...t }) => ({
				...t,
				usage: { ...t.usage }
			}));
		},
		toJSON() {
			return wb({
				format: Tb,
				mode: e.mode,
				startedAt: r,
				durationMs: s ?? c(),
				...o ? { status: o } : {},
				usage: u.usage(),
				agents: u.agents(),
				entries: i.slice()
			});
		}
	};
	return u;
}
// src/core/engines/shared/fold.ts
var Ob = class {
	prefix;
	#e = [];
	#t = /* @__PURE__ */ new Map();
	onChange;
	constructor(e = "") {
		this.prefix = e;
	}
	get sections() {
		return this.#e;
	}
	has(e) {
		return this.#t.has(e);
	}
	ensure(e, t) {
		let n = this.#t.get(e);
		return n ? t !== void 0 && n.status !== t && (n.status = t, this.onChange?.()) : (n = {
			id: e,
			status: t,
			body: ""
		}, this.#e.push(n), this.#t.set(e, n), this.onChange?.()), n;
	}
	append(e, t) {
		t && (this.ensure(e).body += t, this.onChange?.());
	}
	truncate(e, t) {
		let n = this.#t.get(e);
		!n || n.body.length <= t || (n.body = n.body.slice(0, t), this.onChange?.());
	}
	setStatus(e, t) {
		let n = this.ensure(e);
		n.status !== t && (n.status = t, this.onChange?.());
	}
	render() {
		let e = this.#e.map((e) => {
			let t = `### [${e.id}]${e.status ? ` (${e.status})` : ""}`, n = e.body.replace(/\s+$/, "");
			return n ? `${t}\n${n}` : t;
		});
		return this.prefix.trim() && e.unshift(this.prefix.replace(/\s+$/, "")), e.join("\n\n");
	}
}, kb = (e) => queueMicrotask(e), Ab = (e = 16) => (t) => {
	setTimeout(t, e);
};
function jb(e, t, n = kb) {
	let r = !1, i = !1, a = 0, o, s = () => {
		if (!r || i) return;
		r = !1;
		let n = e.render();
		n !== o && (o = n, a++, t(n));
	};
	return e.onChange = () => {
		r || i || (r = !0, n(s));
	}, {
		flush: s,
		close() {
			i = !0, e.onChange = void 0;
		},
		get writes() {
			return a;
		}
	};
}
// src/core/engines/shared/live-section.ts
function Mb(e, t) {
	let n;
	return (r) => {
		if (r.type === "request") {
			let i = t(r);
			n = {
				id: i,
				length: e.has(i) ? e.ensure(i).body.length : 0
			};
		} else r.type === "text-delta" ? e.append(t(r), r.text) : r.type === "request-retry" && n && e.truncate(n.id, n.length);
	};
}
function Nb(e) {
	return !!e.error?.retryable && (e.content !== "" || e.reasoning !== "" || e.toolCalls.length > 0);
}
// src/core/tools/chat.ts
var Pb = 50;
function Fb(e, t, n) {
	let r = e.length, i = (e) => e < 0 ? r + e : e, a = Math.max(0, Math.min(r - 1, i(t))), o = Math.max(0, Math.min(r - 1, i(n)));
	if (i(n) < i(t)) return V(`end (${n}) is before start (${t}).`, "chat_range_invalid", "Give start ≤ end; negative numbers count from the last message (-1).");
	if (o - a + 1 > 50) return V(`The range covers ${o - a + 1} messages; at most 50 per call.`, "chat_range_too_large", "Read the chat in smaller windows.");
	for (; a > 0 && e[a].role !== "user" && o - a + 1 < 50;) a--;
	for (; o < r - 1 && e[o].role !== "assistant" && o - a + 1 < 50;) o++;
	return {
		start: a,
		end: o
	};
}
function Ib(e) {
	return {
		name: "chat_read_range",
		description: "Read chat messages from start to end (inclusive; negative numbers count from the end, -1 = last). The window widens to whole user/assistant exchanges; at most 50 messages.",
		parameters: {
			type: "object",
			properties: {
				start: { type: "integer" },
				end: { type: "integer" }
			},
			required: ["start", "end"]
		},
		execute: async (t) => {
			let n = await e.messages();
			if (n.length === 0) return {
				ok: !0,
				messages: []
			};
			let r = Fb(n, Number(t.start), Number(t.end));
			return "ok" in r ? r : {
				ok: !0,
				messages: n.slice(r.start, r.end + 1).map((e) => ({
					floor: e.floor,
					role: e.role,
					...e.name ? { name: e.name } : {},
					content: e.content
				}))
			};
		}
	};
}
function Lb(e) {
	return {
		name: "chat_search",
		description: "Search the chat line by line with a JavaScript regular expression. Returns lines as \"floor_<N> [<role>]:<lineno>: <line>\".",
		parameters: {
			type: "object",
			properties: {
				pattern: {
					type: "string",
					description: "Regular expression source."
				},
				flags: {
					type: "string",
					description: "Regex flags such as \"i\"."
				}
			},
			required: ["pattern"]
		},
		execute: async (t) => {
			let n = nb(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let r = [], i = 0;
			for (let t of await e.messages()) i += rb(t.content, n, (e) => r.push(`floor_${t.floor} [${t.role}]:${e.line}: ${e.text}`), 200 - r.length);
			return {
				ok: !0,
				output: r.join("\n"),
				matchCount: i,
				truncated: i > r.length
			};
		}
	};
}
// src/core/tools/lorebook.ts
var Rb = 200;
async function zb(e) {
	let t = (await e.books()).map((e) => ({
		...e,
		entries: e.entries.filter((e) => e.enabled !== !1)
	})), n = await e.activated?.() ?? /* @__PURE__ */ new Set();
	return {
		books: t,
		dormant: (e, t) => !n.has(`${e.name}.${t.uid}`)
	};
}
function Bb(e) {
	let t = /^\s*(\d*)\s*(?:(~|\.\.|-|:)\s*(\d*))?\s*$/.exec(e);
	if (!(!t || t[1] === "" && (t[3] ?? "") === "")) return t[2] ? {
		from: t[1] === "" ? 0 : Number(t[1]),
		to: t[3] === "" ? Infinity : Number(t[3])
	} : {
		from: Number(t[1]),
		to: Number(t[1])
	};
}
function Vb(e) {
	return e.map((e) => `[${e.scope ?? "unknown"}] ${e.name} (${e.entries.length} ${e.entries.length === 1 ? "entry" : "entries"})`).join("\n");
}
function Hb(e) {
	return {
		name: "world_book_list",
		description: "List the lorebooks in play for this chat as \"[scope] <book> (<n> entries)\".",
		parameters: {
			type: "object",
			properties: {}
		},
		execute: async () => ({
			ok: !0,
			output: Vb((await zb(e)).books)
		})
	};
}
function Ub(e) {
	return {
		name: "lorebook_list",
		description: "Without book_name: list the lorebooks in play as \"[scope] <book> (<n> entries)\". With book_name: list its entries not already in the prompt as \"[<book>] uid=<n> name=<title> key=<k1|k2>\", optionally within a uid range like \"0~100\".",
		parameters: {
			type: "object",
			properties: {
				book_name: { type: "string" },
				range: {
					type: "string",
					description: "uid window: \"42\", \"0~100\", \"50~\", \"~100\"."
				}
			}
		},
		execute: async (t) => {
			let { books: n, dormant: r } = await zb(e);
			if (!t.book_name) return {
				ok: !0,
				output: Vb(n)
			};
			let i = n.find((e) => e.name === t.book_name);
			if (!i) return V(`No lorebook named "${String(t.book_name)}".`, "lorebook_not_found", `Books: ${n.map((e) => e.name).join(", ") || "none"}.`);
			let a = {
				from: 0,
				to: Infinity
			};
			if (typeof t.range == "string" && t.range.trim()) {
				let e = Bb(t.range);
				if (!e) return V(`range "${t.range}" is not a uid window.`, "lorebook_range_invalid", "Use \"42\", \"0~100\", \"50~\" or \"~100\".");
				a = e;
			}
			let o = i.entries.filter((e) => r(i, e) && e.uid >= a.from && e.uid <= a.to);
			return {
				ok: !0,
				output: o.slice(0, Rb).map((e) => `[${i.name}] uid=${e.uid} name=${e.name ?? ""} key=${e.keys.join("|")}`).join("\n"),
				count: o.length,
				truncated: o.length > Rb
			};
		}
	};
}
function Wb(e) {
	return {
		name: "lorebook_search",
		description: "Search the content of lorebook entries not already in the prompt, line by line with a JavaScript regular expression. Returns \"[<book>] <keys or uid:N>:<lineno>: <line>\".",
		parameters: {
			type: "object",
			properties: {
				pattern: { type: "string" },
				flags: { type: "string" },
				book: {
					type: "string",
					description: "Only this book."
				}
			},
			required: ["pattern"]
		},
		execute: async (t) => {
			let n = nb(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let { books: r, dormant: i } = await zb(e), a = [], o = 0;
			for (let e of r) if (!(t.book && e.name !== t.book)) for (let t of e.entries) {
				if (!i(e, t)) continue;
				let r = t.keys.length ? t.keys.join("|") : `uid:${t.uid}`;
				o += rb(t.content, n, (t) => a.push(`[${e.name}] ${r}:${t.line}: ${t.text}`), 200 - a.length);
			}
			return {
				ok: !0,
				output: a.join("\n"),
				matchCount: o,
				truncated: o > a.length
			};
		}
	};
}
function Gb(e) {
	return {
		name: "lorebook_get",
		description: "Read one lorebook entry in full, by exactly one of entry_key (an exact, case-sensitive key) or uid; book narrows the lookup.",
		parameters: {
			type: "object",
			properties: {
				entry_key: { type: "string" },
				uid: { type: "integer" },
				book: { type: "string" }
			}
		},
		execute: async (t) => {
			let n = typeof t.entry_key == "string" && t.entry_key !== "", r = typeof t.uid == "number";
			if (n && r) return V("Give entry_key or uid, not both.", "lorebook_addressing_ambiguous");
			if (!n && !r) return V("Give entry_key or uid.", "lorebook_addressing_missing");
			let { books: i } = await zb(e), a = [];
			for (let e of i) if (!(t.book && e.name !== t.book)) for (let r of e.entries) (n ? r.keys.includes(t.entry_key) : r.uid === t.uid) && a.push({
				book: e.name,
				entry: r
			});
			if (a.length === 0) return V("No such lorebook entry.", "lorebook_not_found", "Find entries with lorebook_list or lorebook_search.");
			if (a.length > 1) return V(`${a.length} entries match: ${a.map((e) => `${e.book} uid=${e.entry.uid}`).join(", ")}.`, "lorebook_addressing_ambiguous", "Add book, or address by uid.");
			let { book: o, entry: s } = a[0];
			return {
				ok: !0,
				book: o,
				uid: s.uid,
				name: s.name ?? "",
				keys: s.keys,
				content: s.content
			};
		}
	};
}
// src/core/engines/shared/loop-tools.ts
function Kb(e) {
	let t = [];
	e.chat && t.push(Ib(e.chat), Lb(e.chat)), e.lorebook && t.push(Hb(e.lorebook), Ub(e.lorebook), Wb(e.lorebook), Gb(e.lorebook)), e.notes && t.push(yb(e.notes), bb(e.notes));
	for (let n of e.extra ?? []) t.push(n);
	return new Map(t.map((e) => [e.name, e]));
}
function qb(e, t) {
	let n = [];
	for (let [r, i] of e) t.has(r) && n.push(i);
	return n;
}
// src/core/engines/shared/slot.ts
function Jb(e, t) {
	let n = !1, r = !1, i = () => r || n ? !1 : e.isCurrent() ? !0 : (n = !0, t(), !1);
	return {
		setText: (t) => void (i() && e.setText(t)),
		setReasoning: (t) => void (i() && e.setReasoning(t)),
		async commit() {
			return i() ? (r = !0, await e.commit(), !0) : !1;
		},
		async discard() {
			return i() ? (e.setText(e.initialText), e.setReasoning(e.initialReasoning), r = !0, await e.discard(), !0) : !1;
		},
		get lost() {
			return n;
		},
		close() {
			r = !0;
		}
	};
}
// src/core/engines/director/collab-tools.ts
function Yb(e, t) {
	let n = new Map(t.map((e) => [e.id, e]));
	return {
		name: "dispatch_subagent",
		description: `Start a sub-agent from your team with a task brief; returns a handle at once (pair it with await_subagents). Its role is fixed by the profile; it sees the story, your brief and the current draft, never your reasoning or other sub-agents.\nTeam:\n${t.map((e) => `- ${e.id}: ${e.description}`).join("\n")}`,
		parameters: {
			type: "object",
			properties: {
				subagentId: {
					type: "string",
					enum: t.map((e) => e.id),
					description: "Which team member."
				},
				task: {
					type: "string",
					description: "The brief: what to look at and what to report back."
				}
			},
			required: ["subagentId", "task"]
		},
		execute: (t) => {
			let r = String(t.subagentId), i = n.get(r);
			return {
				ok: !0,
				handle: e.dispatch({
					subagentId: r,
					task: String(t.task),
					payload: i,
					refuse: i ? void 0 : `unknown sub-agent id: ${r}`
				}).handle
			};
		}
	};
}
function Xb(e, t) {
	return {
		name: "dispatch_inline_subagent",
		description: "Start a one-off sub-agent whose whole role is the systemPrompt you write; returns a handle at once. It sees the story, its prompt, your task and the current draft, and has the profile's tools; it never sees your reasoning or other sub-agents. Use it for roles your team lacks.",
		parameters: {
			type: "object",
			properties: {
				systemPrompt: {
					type: "string",
					description: "The sub-agent's complete role."
				},
				task: { type: "string" },
				apiPresetName: {
					type: "string",
					description: "Optional connection name; empty = default."
				},
				promptPresetName: {
					type: "string",
					description: "Optional prompt preset name; empty = default."
				}
			},
			required: ["systemPrompt", "task"]
		},
		execute: (n) => {
			let r = typeof n.systemPrompt == "string" ? n.systemPrompt.trim() : "";
			return {
				ok: !0,
				handle: e.dispatch({
					subagentId: "inline",
					inline: !0,
					task: String(n.task),
					refuse: r ? void 0 : "dispatch_inline_subagent requires a non-empty systemPrompt",
					payload: t({
						systemPrompt: r,
						apiPresetName: ex(n.apiPresetName),
						promptPresetName: ex(n.promptPresetName)
					})
				}).handle
			};
		}
	};
}
function Zb(e) {
	return {
		name: "await_subagents",
		description: "Wait until the listed sub-agents finish and read their reports, in the order given. Each result has output, or error (failed, cancelled, unknown handle).",
		parameters: {
			type: "object",
			properties: { handles: {
				type: "array",
				items: { type: "string" },
				description: "Handles from dispatch calls."
			} },
			required: ["handles"]
		},
		execute: async (t) => {
			let n = t.handles;
			return !Array.isArray(n) || n.length === 0 || !n.every((e) => typeof e == "string") ? V("handles must be a non-empty array of handle strings.", "invalid_arguments", "Pass the handles returned by dispatch_subagent, e.g. [\"subagent-0\"].") : {
				ok: !0,
				results: await e.wait(n)
			};
		}
	};
}
function Qb(e) {
	return {
		name: "cancel_subagent",
		description: "Stop a running or queued sub-agent; awaiting it then reports error \"cancelled\".",
		parameters: {
			type: "object",
			properties: { handle: { type: "string" } },
			required: ["handle"]
		},
		execute: (t) => {
			let n = e.cancel(String(t.handle));
			return n === "unknown" ? V(`Unknown handle "${String(t.handle)}".`, "unknown_handle") : n === "already-done" ? {
				ok: !0,
				alreadyDone: !0
			} : { ok: !0 };
		}
	};
}
function $b(e, t) {
	return {
		name: "finalize",
		description: "Commit the reply as it stands in the draft and end the turn. The only clean way to finish.",
		parameters: {
			type: "object",
			properties: {}
		},
		execute: () => e().trim() ? (t(), { ok: !0 }) : V("The draft is empty; there is nothing to commit.", "draft_empty", "Write the reply with write_message first.")
	};
}
var ex = (e) => typeof e == "string" ? e.trim() : "", tx = {
	maxRounds: 20,
	subAgentMaxRounds: 16,
	maxConcurrentSubagents: 4,
	maxTotalSubagentRuns: 16,
	toolCallRetryMax: 2
};
// src/core/engines/shared/agent-messages.ts
function nx(...e) {
	return e.map((e) => (e ?? "").trim()).filter(Boolean).join("\n\n");
}
function rx(e) {
	return [
		{
			role: "system",
			content: "<story_context>"
		},
		...e.map((e) => ({ ...e })),
		{
			role: "system",
			content: "</story_context>"
		}
	];
}
function ix(e, t, n) {
	return nx(e, t, n);
}
// src/core/engines/director/prompts.ts
var ax = "You replied without calling a tool. Work only through tools: write the reply with write_message, dispatch or await sub-agents, and call finalize when the reply is done.", ox = "This turn continues an existing reply: the draft already holds its original text (read it with get_draft). Add to it; the original text cannot be changed.", sx = "You are an orchestration agent working behind a role-play. <story_context> is read-only background: do not continue the role-play and do not speak as a character. Your identity is in <orchestration_role> and your assignment in <task>. Your reply is a report to the director who dispatched you. Use your tools if you need them; finish by replying without calling a tool.", cx = "The story above is reference material. You are not a character in it.";
function lx(e) {
	let t = rx(e.context), n = t.pop(), r = nx(e.systemPrompt, e.isContinue ? ox : "", e.openNotes, e.catalog);
	return [...t, {
		role: "system",
		content: nx(n.content ?? "", r)
	}];
}
function ux(e) {
	let t = [
		{
			role: "system",
			content: sx
		},
		...rx(e.context),
		{
			role: "system",
			content: cx
		}
	];
	return t.push({
		role: "system",
		content: `<orchestration_role>\n${ix(e.systemPrompt, e.openNotes, e.catalog)}\n</orchestration_role>`
	}), e.draft.trim() && t.push({
		role: "system",
		content: `<current_draft note="snapshot at dispatch; call get_draft to re-read">\n${e.draft}\n</current_draft>`
	}), t.push({
		role: "user",
		content: `<task>\n${e.task}\n</task>`
	}), t;
}
function dx(e, t, n, r) {
	return n === "completed" ? `[Runtime] sub-agent ${e} (${t}) completed (output: ${r.length} chars). Call await_subagents(["${e}"]) to read it.` : `[Runtime] sub-agent ${e} (${t}) ${n}: ${r}`;
}
// src/core/engines/shared/semaphore.ts
function fx(e) {
	let t = 0, n = [], r = () => {
		let e = !1;
		return () => {
			if (e) return;
			e = !0, t--;
			let r = n.shift();
			r && r.grant();
		};
	};
	return {
		acquire(i) {
			return i?.aborted ? Promise.reject(px()) : t < e ? (t++, Promise.resolve(r())) : new Promise((e, a) => {
				let o = {
					grant: () => {
						i?.removeEventListener("abort", o.cancel), t++, e(r());
					},
					cancel: () => {
						let e = n.indexOf(o);
						e !== -1 && n.splice(e, 1), a(px());
					}
				};
				i?.addEventListener("abort", o.cancel, { once: !0 }), n.push(o);
			});
		},
		get active() {
			return t;
		},
		get waiting() {
			return n.length;
		}
	};
}
function px() {
	let e = /* @__PURE__ */ Error("aborted");
	return e.name = "AbortError", e;
}
// src/core/engines/director/subagents.ts
function mx(e) {
	let t = fx(Math.max(1, e.maxConcurrent)), n = [], r = /* @__PURE__ */ new Map(), i = 0, a = 0, o = (t, n) => {
		t.status = n.status, n.status === "completed" ? t.output = n.output : t.error = n.error, e.onStatus?.(t);
	}, s = (n) => {
		let { controller: r, dispose: i } = Py(e.signal), a = r.signal;
		return {
			done: (async () => {
				let r;
				try {
					r = await t.acquire(a);
				} catch {
					o(n, {
						status: "cancelled",
						error: "cancelled"
					}), i();
					return;
				}
				try {
					n.status = "running", e.onStatus?.(n);
					let t = await e.run(n, a);
					a.aborted ? o(n, {
						status: "cancelled",
						error: "cancelled"
					}) : "output" in t ? o(n, {
						status: "completed",
						output: t.output
					}) : o(n, {
						status: "failed",
						error: t.error
					});
				} catch (e) {
					o(n, a.aborted ? {
						status: "cancelled",
						error: "cancelled"
					} : {
						status: "failed",
						error: e instanceof Error ? e.message : String(e)
					});
				} finally {
					r?.(), i();
				}
			})(),
			controller: r
		};
	};
	return {
		dispatch(t) {
			let c = {
				handle: `subagent-${i++}`,
				subagentId: t.subagentId,
				inline: !!t.inline,
				task: t.task,
				status: "queued",
				retrieved: !1,
				notified: !1,
				payload: t.payload
			};
			n.push(c);
			let l = t.refuse;
			return !l && e.signal?.aborted && (l = "cancelled"), !l && a >= e.maxTotal && (l = `sub-agent budget exhausted (maxTotalSubagentRuns=${e.maxTotal})`), l ? (o(c, {
				status: "failed",
				error: l
			}), r.set(c.handle, {
				rec: c,
				done: Promise.resolve()
			}), c) : (a++, e.onStatus?.(c), r.set(c.handle, {
				rec: c,
				...s(c)
			}), c);
		},
		async wait(e) {
			return await Promise.all(e.map((e) => r.get(e)?.done)), e.map((e) => {
				let t = r.get(e);
				if (!t) return {
					handle: e,
					error: "unknown handle"
				};
				let n = t.rec;
				return n.retrieved = !0, n.status === "completed" ? {
					handle: e,
					subagentId: n.subagentId,
					status: n.status,
					output: n.output ?? ""
				} : {
					handle: e,
					subagentId: n.subagentId,
					status: n.status,
					error: n.error ?? n.status
				};
			});
		},
		cancel(e) {
			let t = r.get(e);
			return t ? t.rec.status !== "queued" && t.rec.status !== "running" ? "already-done" : (t.controller?.abort(), "cancelled") : "unknown";
		},
		drainSettled() {
			let e = [];
			for (let t of n) t.notified || t.status === "queued" || t.status === "running" || (t.notified = !0, t.retrieved || e.push(t));
			return e;
		},
		async shutdown() {
			for (let e of r.values()) (e.rec.status === "queued" || e.rec.status === "running") && e.controller?.abort();
			await Promise.all([...r.values()].map((e) => e.done));
		},
		records: () => n,
		get accepted() {
			return a;
		}
	};
}
// src/core/engines/director/engine.ts
var hx = [
	"normal",
	"regenerate",
	"swipe",
	"continue"
];
function gx(e) {
	return typeof e == "string" && hx.includes(e);
}
var _x = (e) => `${e.handle}: ${e.subagentId}`, vx = (e, t) => t ? `main-${e}-r${t}` : `main-${e}`;
async function yx(e) {
	let { config: t, slot: n } = e;
	if (!gx(e.generationType)) throw TypeError(`runDirectorTurn: generationType "${String(e.generationType)}" is not taken over by director (allowed: ${hx.join(", ")}).`);
	let r = {
		...tx,
		...t.limits
	}, i = e.trace ?? Db({
		mode: "director",
		now: e.now
	}), a = (t) => {
		try {
			e.onEvent?.(t);
		} catch {}
	}, o = (e) => {
		i.record(e), a(e);
	}, { controller: s, dispose: c } = Py(e.signal), l = Jb(n, () => s.abort()), u = new Ob(n.initialReasoning), d = jb(u, (e) => l.setReasoning(e), e.scheduler), f = e.generationType === "continue", p = new eb(f ? n.initialText : "", {
		preservedPrefix: f ? n.initialText : "",
		onChange: (e) => {
			l.setText(e), a({
				type: "draft",
				text: e
			});
		}
	}), m = e.notes ? _b(e.notes, e.notesOptions) : void 0, h = async () => {
		try {
			return m ? await m.renderOpen() : "";
		} catch {
			return "";
		}
	}, g = Kb({
		chat: e.chat,
		lorebook: e.lorebook,
		notes: m,
		extra: e.extraTools
	}), _ = db(p), v = (e) => {
		let t = new Set(e.tools), n = [];
		return t.has("write_message") && n.push(_.write_message), t.has("apply_message_patches") && n.push(_.apply_message_patches), n.push(_.get_draft, _.draft_search), {
			message: n,
			rest: [...qb(g, t), ...e.skills?.tools ?? []]
		};
	}, y = (e) => {
		let t = v(e);
		return [...t.message, ...t.rest];
	}, b = mx({
		maxConcurrent: r.maxConcurrentSubagents,
		maxTotal: r.maxTotalSubagentRuns,
		signal: s.signal,
		run: async (n, i) => {
			let a = n.payload, s = _x(n), c = a.maxRounds ?? r.subAgentMaxRounds, l = Mb(u, () => s), d = ux({
				systemPrompt: a.systemPrompt,
				context: e.context,
				openNotes: await h(),
				catalog: a.skills?.catalog ?? "",
				draft: p.text,
				task: n.task
			}), f = await Xy({
				id: n.handle,
				client: e.clientFor(a.apiPresetName ?? ""),
				model: e.modelFor?.(a.apiPresetName ?? ""),
				request: e.requestOptionsFor?.(a.promptPresetName ?? ""),
				messages: d,
				tools: y(a),
				maxRounds: c,
				stream: t.useStreaming,
				noToolCalls: { kind: "finish" },
				requestRetryMax: r.toolCallRetryMax,
				shouldRetryRequest: e.shouldRetryRequest ?? Nb,
				signal: i,
				onEvent: (e) => {
					o(e), l(e);
				}
			});
			switch (f.status) {
				case "natural":
				case "stopped": return { output: f.text };
				case "max-rounds": return { error: `did not converge within ${c} rounds` };
				case "aborted": return { error: "cancelled" };
				default: return { error: f.error?.message ?? "failed" };
			}
		},
		onStatus: (e) => {
			let t = e.status === "completed" ? void 0 : e.status === "failed" || e.status === "cancelled" ? `error: ${e.error ?? e.status}` : e.status;
			u.ensure(_x(e)), u.setStatus(_x(e), t), e.status === "queued" && i.label(e.handle, e.subagentId), i.event(e.handle, `subagent-${e.status}`, {
				subagentId: e.subagentId,
				...e.status === "queued" ? { task: e.task } : {},
				...e.error ? { error: e.error } : {}
			}), a({
				type: "subagent",
				record: { ...e }
			});
		}
	}), x = t.mainAgent, S = new Set(x.tools), C = !1, w = [], T = t.subAgents.length > 0 && S.has("dispatch_subagent"), E = S.has("dispatch_inline_subagent");
	T && w.push(Yb(b, t.subAgents)), E && w.push(Xb(b, (e) => ({
		...t.inline,
		id: "inline",
		description: "",
		systemPrompt: e.systemPrompt,
		apiPresetName: e.apiPresetName || t.inline.apiPresetName,
		promptPresetName: e.promptPresetName || t.inline.promptPresetName
	}))), (T || E) && w.push(Zb(b), Qb(b));
	let D = v(x);
	w.push(...D.message, $b(() => p.text, () => C = !0), ...D.rest), i.label("main", "main");
	let ee = Mb(u, (e) => vx(e.round, e.attempt)), O, k;
	if (!n.isCurrent()) O = "chat-changed";
	else {
		let n = await Xy({
			id: "main",
			client: e.clientFor(x.apiPresetName ?? ""),
			model: e.modelFor?.(x.apiPresetName ?? ""),
			request: e.requestOptionsFor?.(x.promptPresetName ?? ""),
			messages: lx({
				systemPrompt: x.systemPrompt,
				context: e.context,
				openNotes: await h(),
				catalog: x.skills?.catalog ?? "",
				isContinue: f
			}),
			tools: w,
			maxRounds: r.maxRounds,
			stream: t.useStreaming,
			noToolCalls: {
				kind: "retry",
				max: r.toolCallRetryMax,
				nudge: ax,
				exhausted: "fail"
			},
			requestRetryMax: r.toolCallRetryMax,
			shouldRetryRequest: e.shouldRetryRequest ?? Nb,
			stopWhen: Wy("finalize"),
			beforeRound: () => {
				let e = b.drainSettled();
				if (e.length !== 0) return [{
					role: "user",
					content: e.map((e) => dx(e.handle, e.subagentId, e.status, e.status === "completed" ? e.output ?? "" : e.error ?? "")).join("\n")
				}];
			},
			signal: s.signal,
			onEvent: (e) => {
				o(e), ee(e), e.type === "no-tool-call" && u.has(vx(e.round, e.attempt)) && u.setStatus(vx(e.round, e.attempt), "no tool call");
			}
		});
		l.lost ? O = "chat-changed" : n.status === "stopped" && C ? O = "finalized" : n.status === "max-rounds" ? O = "max-rounds" : n.status === "aborted" ? O = "aborted" : (O = "error", k = n.error?.message ?? `The main agent ended unexpectedly (${n.reason}).`);
	}
	await b.shutdown(), p.settle();
	let A = "none";
	l.lost && (O = "chat-changed"), O === "aborted" && u.ensure("aborted"), O === "error" && u.append("error", k ?? "error");
	try {
		O === "chat-changed" ? l.close() : O === "aborted" && t.discardOnAbort || O === "error" && p.text === n.initialText ? (d.close(), await l.discard() && (A = "discarded")) : (d.flush(), await l.commit() && (A = "committed"));
	} catch (e) {
		let t = e instanceof Error ? e.message : String(e);
		k = k ? `${k}; then saving failed: ${t}` : `Saving the reply failed: ${t}`, O !== "aborted" && (O = "error");
	} finally {
		d.close(), l.close(), c();
	}
	return l.lost && (O = "chat-changed", A = "none"), i.finish(O), i.event("main", "turn-end", {
		outcome: O,
		settled: A,
		...k ? { error: k } : {}
	}), {
		outcome: O,
		settled: A,
		text: p.text,
		reasoning: u.render(),
		...k ? { error: k } : {},
		usage: i.usage(),
		trace: i,
		subagents: b.records().map((e) => ({
			...e,
			payload: void 0
		}))
	};
}
// src/core/engines/shared/agent-skills.ts
var bx = {
	catalog: "",
	tools: [],
	names: []
};
function xx(e, t, n = {}) {
	let r = new Map(t.map((e) => [e.name, e])), i = Va(e, r.keys());
	if (i.length === 0) return bx;
	let a = i.map((e) => r.get(e));
	return {
		catalog: n.catalog === !1 ? "" : Ka(a.map((e) => ({
			name: e.name,
			description: e.manifest.description
		}))),
		tools: _o(a),
		names: i
	};
}
// src/core/engines/director/from-profile.ts
function Sx(e, t = {}) {
	let n = t.skills ?? [], r = (e) => [...Xh(e), ...(t.extraToolNames ?? []).filter((t) => !Xh(e).includes(t) && Yh(e, t))], i = e.tools, a = (t) => ({
		apiPresetName: t.apiPreset || e.apiPreset || "",
		promptPresetName: t.promptPreset || e.promptPreset || ""
	}), o = e.mainAgent;
	return {
		mainAgent: {
			systemPrompt: o.systemPrompt,
			...a(o),
			tools: r(Kh(i, o.tools)),
			skills: xx({
				mode: e.skills,
				agent: o.skills
			}, n)
		},
		subAgents: e.subAgents.map((t) => ({
			id: t.id,
			description: t.description,
			systemPrompt: t.systemPrompt,
			...a(t),
			tools: r(Kh(i, t.tools)),
			skills: xx({
				mode: e.skills,
				agent: t.skills
			}, n),
			maxRounds: t.maxRounds ?? e.subAgentMaxRounds
		})),
		inline: {
			...a({}),
			tools: r(i),
			skills: xx({ mode: e.skills }, n)
		},
		limits: {
			maxRounds: e.maxRounds,
			subAgentMaxRounds: e.subAgentMaxRounds,
			maxConcurrentSubagents: e.maxConcurrentSubagents,
			maxTotalSubagentRuns: e.maxTotalSubagentRuns,
			toolCallRetryMax: e.toolCallRetryMax
		},
		useStreaming: e.useStreaming,
		discardOnAbort: e.discardOnAbort
	};
}
// src/core/engines/capsule/agent-config.ts
function Cx(e, t = []) {
	let n = Xh(e);
	return [...n, ...t.filter((t) => !n.includes(t) && Yh(e, t))];
}
function wx(e, t) {
	return {
		apiPresetName: e.apiPreset || t.apiPreset || "",
		promptPresetName: e.promptPreset || t.promptPreset || ""
	};
}
function Tx(e, t) {
	return [...qb(e, new Set(t.tools)), ...t.skills?.tools ?? []];
}
// src/core/engines/agenda/from-profile.ts
function Ex(e, t = {}) {
	let n = e.tools, r = t.skills ?? [], i = e.planner;
	return {
		planner: {
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...wx(i, e),
			tools: [],
			skills: xx({
				mode: e.skills,
				agent: i.skills
			}, r)
		},
		workers: e.workers.map((i) => ({
			id: i.id,
			description: i.description,
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...wx(i, e),
			tools: Cx(Kh(n, i.tools), t.extraToolNames),
			skills: xx({
				mode: e.skills,
				agent: i.skills
			}, r)
		})),
		finalWorkerId: e.finalWorkerId,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		workerMaxRounds: e.workerMaxRounds,
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/capsule/node-messages.ts
var Dx = "You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.";
function Ox(e) {
	let t = [{
		role: "system",
		content: nx(Dx, e.systemPrompt, e.openNotes, e.catalog)
	}];
	return e.background?.trim() && t.push({
		role: "system",
		content: `<story_background>\n${e.background.trim()}\n</story_background>`
	}), t.push({
		role: "user",
		content: e.user
	}), t;
}
function kx(e, t, n, r) {
	return `## contract\n${t}${r ? ` You may call your other tools first (at most ${n} rounds in all);` : ""} finish by calling ${e}. Reply through the function call only.`;
}
// src/core/engines/capsule/output-tools.ts
var Ax = (e) => typeof e == "string" ? e.trim() : "", jx = (e) => Array.isArray(e) ? e.map(Ax).filter(Boolean) : [];
function Mx(e) {
	return {
		name: e.name,
		description: e.description,
		parameters: {
			type: "object",
			properties: { [e.field]: {
				type: "string",
				description: e.fieldDescription
			} },
			required: [e.field]
		},
		execute: (t) => {
			let n = Ax(t[e.field]);
			return n ? (e.onOutput(n), { ok: !0 }) : V(`${e.field} is empty.`, "empty_output", `Call ${e.name} again with the full text in "${e.field}".`);
		}
	};
}
var Nx = (e) => Mx({
	name: "finalize",
	description: "Hand in the guidance for the next reply and end your work. The only way to finish.",
	field: "capsule_text",
	fieldDescription: "The complete guidance the writer of the next reply will read.",
	onOutput: e
}), Px = (e) => Mx({
	name: "final_guidance",
	description: "Hand in the final guidance the writer of the next reply will read. This ends your work.",
	field: "text",
	fieldDescription: "The complete guidance text.",
	onOutput: e
}), Fx = (e) => Mx({
	name: "submit_result",
	description: "Hand in your report to the planner. This ends your work.",
	field: "text",
	fieldDescription: "Your complete report.",
	onOutput: e
});
function Ix(e) {
	return {
		name: "node_output",
		description: "Hand in your result for the later nodes of the workflow. This ends your work.",
		parameters: {
			type: "object",
			properties: {
				summary: {
					type: "string",
					description: "Your result in a few lines."
				},
				directives: {
					type: "array",
					items: { type: "string" },
					description: "Concrete instructions for the reply, one per item."
				},
				risks: {
					type: "array",
					items: { type: "string" },
					description: "Pitfalls the reply must avoid, one per item."
				}
			},
			required: ["summary"]
		},
		execute: (t) => {
			let n = Ax(t.summary), r = jx(t.directives), i = jx(t.risks);
			if (!n && r.length === 0 && i.length === 0) return V("summary is empty.", "empty_output", "Call node_output again with your result in \"summary\".");
			let a = [n];
			return r.length && a.push(`Directives:\n${r.map((e) => `- ${e}`).join("\n")}`), i.length && a.push(`Risks:\n${i.map((e) => `- ${e}`).join("\n")}`), e(a.filter(Boolean).join("\n\n")), { ok: !0 };
		}
	};
}
// src/core/engines/capsule/run-agent.ts
async function Lx(e, t) {
	let n = !t.section, r = t.section ?? (() => t.id), i = Mb(e.fold, (e) => r(e.round, e.attempt));
	e.trace.label(t.id, t.label), n && e.fold.ensure(t.id, "running");
	let a = t.route;
	return Xy({
		id: t.id,
		client: e.clientFor(a.apiPresetName ?? ""),
		model: e.modelFor?.(a.apiPresetName ?? ""),
		request: e.requestOptionsFor?.(a.promptPresetName ?? ""),
		messages: t.messages,
		tools: t.tools,
		maxRounds: t.maxRounds,
		stream: t.stream,
		noToolCalls: t.noToolCalls,
		requestRetryMax: t.retryMax,
		shouldRetryRequest: e.shouldRetryRequest,
		stopWhen: t.stopWhen,
		beforeRound: t.beforeRound,
		signal: t.signal ?? e.signal,
		now: e.now,
		onEvent: (r) => {
			if (e.trace.record(r), e.emit(r), n && r.type === "request") {
				let n = e.fold.ensure(t.id).body;
				n.trim() && !n.endsWith("\n\n") && e.fold.append(t.id, "\n\n");
			}
			i(r), t.onEvent?.(r);
		}
	});
}
function Rx(e, t, n) {
	if (n.output?.trim()) {
		let r = e.fold.has(t) ? e.fold.ensure(t).body : "";
		r.includes(n.output.trim()) || e.fold.append(t, `${zx(r)}${n.output.trim()}`);
	}
	e.fold.setStatus(t, n.error ? `error: ${n.error}` : void 0);
}
function zx(e) {
	return !e.trim() || e.endsWith("\n\n") ? "" : e.endsWith("\n") ? "\n" : "\n\n";
}
// src/core/engines/capsule/template.ts
var Bx = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
function Vx(e, t) {
	return e.replace(Bx, (e, n) => Object.prototype.hasOwnProperty.call(t, n) ? t[n] : e);
}
function Hx(e) {
	let t = [];
	for (let n of e.matchAll(Bx)) t.includes(n[1]) || t.push(n[1]);
	return t;
}
function Ux(e) {
	let t = e.filter((e) => e.text.trim()).map((e) => `### ${e.id}\n${e.text.trim()}`);
	return t.length ? t.join("\n\n") : "(none)";
}
// src/core/engines/agenda/board.ts
var Wx = [
	"todo",
	"doing",
	"done",
	"blocked",
	"dropped"
], Gx = {
	id: "main",
	goal: "Prepare the best guidance for the next reply.",
	status: "todo"
}, Kx = class {
	todos = [{ ...Gx }];
	get(e) {
		return this.todos.find((t) => t.id === e);
	}
	ensure(e, t) {
		let n = this.get(e);
		return n || (n = {
			id: e,
			goal: t,
			status: "todo"
		}, this.todos.push(n)), n;
	}
	apply(e) {
		let t = [];
		return e.forEach((e, n) => {
			let r = e ?? {}, i = typeof r.todo_id == "string" ? r.todo_id.trim() : "", a = typeof r.goal == "string" ? r.goal.trim() : "";
			if (!i) return void t.push(`todo_ops[${n}]: todo_id is missing.`);
			switch (r.op) {
				case "add": {
					if (!a) return void t.push(`todo_ops[${n}]: add needs a goal.`);
					let e = this.get(i);
					e ? e.goal = a : this.todos.push({
						id: i,
						goal: a,
						status: "todo"
					});
					return;
				}
				case "set_status": {
					let e = this.get(i);
					if (!e) return void t.push(`todo_ops[${n}]: no todo "${i}".`);
					if (!Wx.includes(r.status)) return void t.push(`todo_ops[${n}]: status must be one of ${Wx.join(", ")}.`);
					e.status = r.status, a && (e.goal = a);
					return;
				}
				case "drop": {
					let e = this.get(i);
					if (!e) return void t.push(`todo_ops[${n}]: no todo "${i}".`);
					e.status = "dropped";
					return;
				}
				default: t.push(`todo_ops[${n}]: op must be add, set_status or drop.`);
			}
		}), t;
	}
	render() {
		return this.todos.map((e) => `- [${e.status}] ${e.id}: ${e.goal}`).join("\n");
	}
}, qx = (e) => typeof e == "string" ? e.trim() : "";
function Jx(e) {
	let t = 0, n = [...e.workers.keys()];
	return {
		name: "planner_step",
		description: "One planning step: update the todo board, then either dispatch workers (they run in parallel; their reports come back as this call's result) or finalize with the reason the material is sufficient. Never both.",
		parameters: {
			type: "object",
			properties: {
				todo_ops: {
					type: "array",
					items: {
						type: "object",
						properties: {
							op: {
								type: "string",
								enum: [
									"add",
									"set_status",
									"drop"
								]
							},
							todo_id: { type: "string" },
							goal: { type: "string" },
							status: {
								type: "string",
								enum: [...Wx]
							}
						},
						required: ["op", "todo_id"]
					}
				},
				dispatches: {
					type: "array",
					items: {
						type: "object",
						properties: {
							worker: {
								type: "string",
								...n.length ? { enum: n } : {},
								description: "A worker id from available_workers."
							},
							todo_id: {
								type: "string",
								description: "The todo this run works on (created if new)."
							},
							task_brief: {
								type: "string",
								description: "Exactly what the worker must do and report."
							},
							input_run_ids: {
								type: "array",
								items: { type: "string" },
								description: "Earlier runs whose reports the worker needs."
							}
						},
						required: ["worker", "task_brief"]
					}
				},
				finalize: {
					type: "string",
					description: "Why the reports are sufficient; ends planning."
				}
			}
		},
		execute: async (r) => {
			let i = Array.isArray(r.dispatches) ? r.dispatches : [], a = qx(r.finalize);
			if (a && i.length) return V("A step cannot dispatch workers and finalize at once.", "dispatch_and_finalize", "Dispatch now and finalize in a later step, or finalize without dispatches.");
			if (!a && i.length === 0) return V("The step neither dispatches nor finalizes.", "empty_step", "Give at least one dispatch, or finalize with your reason.");
			let o = e.board.apply(Array.isArray(r.todo_ops) ? r.todo_ops : []);
			if (a) return e.onStep?.({
				step: t + 1,
				accepted: [],
				rejected: [],
				truncated: [],
				todoErrors: o,
				finalize: a
			}), e.onFinalize(a), {
				ok: !0,
				finalized: !0,
				todo_board: e.board.render(),
				...o.length ? { todo_op_errors: o } : {}
			};
			let s = new Set(e.runs.filter((e) => e.status === "completed").map((e) => e.id)), c = [], l = [];
			if (i.forEach((t, r) => {
				let i = t ?? {}, a = qx(i.worker ?? i.agent), o = qx(i.task_brief);
				if (!e.workers.has(a)) return void l.push({
					index: r,
					worker: a,
					error: `unknown worker "${a}" (available: ${n.join(", ") || "none"})`
				});
				if (!o) return void l.push({
					index: r,
					worker: a,
					error: "task_brief is empty"
				});
				let u = (Array.isArray(i.input_run_ids) ? i.input_run_ids : []).map(qx).filter((e) => s.has(e));
				c.push({
					index: r,
					worker: a,
					task: o,
					todoId: qx(i.todo_id) || "main",
					inputs: u
				});
			}), c.length === 0) return V("No valid dispatch in this step.", "no_valid_dispatch", l.map((e) => `dispatches[${e.index}]: ${e.error}`).join("; "));
			let u = e.runs.length, d = Math.max(0, Math.min(e.maxConcurrent, e.maxTotal - u)), f = c.slice(0, d), p = c.slice(d).map((t) => ({
				index: t.index,
				worker: t.worker,
				reason: d < e.maxConcurrent ? "max_total_runs" : "max_concurrent_workers"
			}));
			t++;
			for (let t of f) e.board.ensure(t.todoId, t.task).status = "doing";
			let m = f.map(({ index: e, ...t }) => t);
			e.onStep?.({
				step: t,
				accepted: m,
				rejected: l,
				truncated: p,
				todoErrors: o
			});
			let h = await e.execute(m), g = e.runs.length;
			return {
				ok: !0,
				step: t,
				runs: h.map((e) => ({
					run_id: e.id,
					worker: e.worker,
					todo_id: e.todoId,
					status: e.status,
					...e.status === "completed" ? { output: e.output ?? "" } : { error: e.error ?? e.status }
				})),
				...p.length ? { truncated: p.map((t) => ({
					dispatch_index: t.index,
					worker: t.worker,
					reason: t.reason === "max_total_runs" ? `run budget (maxTotalRuns=${e.maxTotal})` : `concurrency limit (maxConcurrentWorkers=${e.maxConcurrent})`
				})) } : {},
				...l.length ? { rejected: l.map((e) => ({
					dispatch_index: e.index,
					error: e.error
				})) } : {},
				...o.length ? { todo_op_errors: o } : {},
				todo_board: e.board.render(),
				budget: {
					used: g,
					max: e.maxTotal,
					remaining: Math.max(0, e.maxTotal - g)
				},
				...g >= e.maxTotal ? {
					budget_exhausted: !0,
					note: "The run budget is used up: planning ends and the final worker writes the guidance."
				} : {}
			};
		}
	};
}
// src/core/engines/agenda/prompts.ts
var Yx = "You replied without calling planner_step. Call planner_step to dispatch workers or to finalize.", Xx = "You replied without calling submit_result. Hand in your report by calling submit_result({text}) now.";
function Zx(e) {
	return `## available_workers
${e.workers.length ? e.workers.map((e) => `- ${e.id}: ${e.description || "(no description)"}`).join("\n") : "(none: finalize right away)"}
(The final worker "${e.finalWorkerId}" runs by itself after you finalize; it receives every report.)

## runtime_limits
planner steps: ${e.plannerMaxRounds}
workers at once: ${e.maxConcurrentWorkers} (dispatches beyond it are cut from the step)
worker runs in total: ${e.maxTotalRuns} (reaching it ends planning)

## todo_board
${e.board}

## planner_contract
Work only through planner_step. Each step: optional todo_ops, then either dispatches (workers run in parallel; pass input_run_ids so a worker receives earlier reports) or finalize with the reason the reports are sufficient. Reply through the function call only.`;
}
var Qx = (e) => `Write the final guidance for the next reply from the reports below. Planning ended: ${e}`, $x = (e) => `planner-${e}`, eS = (e) => `${e.id}: ${e.worker}`;
async function tS(e, t) {
	let n = e.workers.find((t) => t.id === e.finalWorkerId);
	if (!n) {
		let n = `The agenda's final worker "${e.finalWorkerId}" is not among its workers (${e.workers.map((e) => e.id).join(", ") || "none"}).`;
		return t.note("agenda", "invalid-profile", { error: n }), {
			status: "failed",
			body: "",
			error: n,
			invalid: !0
		};
	}
	let r = e.workers.filter((e) => e.id !== n.id), i = new Map(r.map((e) => [e.id, e])), a = new Kx(), o = [], s = await t.openNotes(), c = t.story.recentChat(e.maxRecentMessages), l = e.includeWorldInfo ? t.story.background : "", u = {
		recent_chat: c,
		last_user: t.story.lastUserText || "(none)",
		previous_orchestration: t.previousCapsule || "(none)"
	}, d = (e) => Ux(o.filter((t) => e.includes(t.id) && t.status === "completed").map((e) => ({
		id: `${e.id} (${e.worker})`,
		text: e.output ?? ""
	}))), f = async (n, r, i) => {
		let a = "", o = Tx(t.loopTools, n), c = o.length ? e.workerMaxRounds : 1 + e.toolCallRetryMax, f = d(r.inputs), p = Hx(n.userPromptTemplate), m = [Vx(n.userPromptTemplate, {
			...u,
			task: r.task,
			inputs: f
		})];
		p.includes("task") || m.push(`## task\n${r.task}`), !p.includes("inputs") && r.inputs.length && m.push(`## input_reports\n${f}`), m.push(kx("submit_result({text})", "Do the task and report to the planner.", c, o.length > 0)), t.note(i, "run-start", {
			run: r.id,
			worker: r.worker,
			todo: r.todoId,
			inputs: r.inputs
		});
		let h = await Lx(t, {
			id: i,
			label: n.id,
			route: n,
			messages: Ox({
				systemPrompt: n.systemPrompt,
				openNotes: s,
				catalog: n.skills?.catalog ?? "",
				background: l,
				user: m.join("\n\n")
			}),
			tools: [Fx((e) => a = e), ...o],
			maxRounds: c,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: Xx,
				exhausted: "fail"
			},
			stopWhen: [Wy("submit_result")]
		});
		if (a) Object.assign(r, {
			status: "completed",
			output: a
		}), Rx(t, i, { output: a });
		else {
			let e = h.status === "aborted" ? "cancelled" : h.status === "max-rounds" ? `did not call submit_result within ${c} round(s)` : h.error?.message ?? h.reason;
			Object.assign(r, {
				status: h.status === "aborted" ? "cancelled" : "failed",
				error: e
			}), Rx(t, i, { error: e });
		}
		return t.note(i, `run-${r.status}`, {
			run: r.id,
			worker: r.worker,
			...r.error ? { error: r.error } : {}
		}), r;
	}, p = "", m = !1, h = 0, g = 1, _ = Jx({
		board: a,
		workers: i,
		runs: o,
		maxConcurrent: e.maxConcurrentWorkers,
		maxTotal: e.maxTotalRuns,
		execute: async (n) => {
			let r = n.map((e) => {
				let n = {
					id: `run-${o.length + 1}`,
					worker: e.worker,
					todoId: e.todoId,
					task: e.task,
					inputs: e.inputs,
					status: "running"
				};
				return o.push(n), t.fold.ensure(eS(n), "running"), n;
			}), a = await Promise.all(r.map((e) => f(i.get(e.worker), e, eS(e))));
			return o.length >= e.maxTotalRuns && (m = !0), a;
		},
		onStep: (n) => {
			let r = [];
			n.finalize && r.push(`finalize: ${n.finalize}`), n.accepted.forEach((e, t) => r.push(`dispatch run-${o.length + t + 1} → ${e.worker} [${e.todoId}]: ${e.task}`));
			for (let t of n.truncated) r.push(`cut: ${t.worker} (${t.reason === "max_total_runs" ? `maxTotalRuns=${e.maxTotalRuns}` : `maxConcurrentWorkers=${e.maxConcurrentWorkers}`})`);
			for (let e of n.rejected) r.push(`rejected: dispatches[${e.index}] ${e.error}`);
			let i = $x(g), a = t.fold.has(i) ? t.fold.ensure(i).body : "";
			t.fold.append(i, `${a.trim() && !a.endsWith("\n") ? "\n" : ""}${r.join("\n")}`), n.finalize || (h = n.step), t.note("planner", n.finalize ? "planner-finalize" : "planner-step", {
				step: n.step,
				...n.finalize ? { reason: n.finalize } : { dispatches: n.accepted.map((e) => ({
					worker: e.worker,
					todo: e.todoId,
					inputs: e.inputs
				})) },
				...n.truncated.length ? { truncated: n.truncated } : {},
				...n.rejected.length ? { rejected: n.rejected } : {}
			}), n.truncated.length && t.note("planner", "dispatch-truncated", {
				step: n.step,
				truncated: n.truncated,
				maxConcurrentWorkers: e.maxConcurrentWorkers,
				maxTotalRuns: e.maxTotalRuns
			});
		},
		onFinalize: (e) => p = e
	}), v = e.planner, y = [Vx(v.userPromptTemplate, u), Zx({
		workers: r,
		finalWorkerId: n.id,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		board: a.render()
	})].join("\n\n"), b = await Lx(t, {
		id: "planner",
		label: "planner",
		section: (e) => $x(e),
		route: v,
		messages: Ox({
			systemPrompt: v.systemPrompt,
			openNotes: s,
			catalog: v.skills?.catalog ?? "",
			background: l,
			user: y
		}),
		tools: [_, ...Tx(t.loopTools, v)],
		maxRounds: e.plannerMaxRounds * 2,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: Yx,
			exhausted: "fail"
		},
		stopWhen: [
			Ky(() => p !== "", "finalized"),
			Ky(() => m, "max_total_runs"),
			Ky(() => h >= e.plannerMaxRounds, "planner_max_rounds")
		],
		onEvent: (e) => {
			e.type === "round-start" && (g = e.round);
		}
	});
	if (b.status === "aborted") return {
		status: "aborted",
		body: "",
		details: { runs: o }
	};
	if (b.status === "error") return {
		status: "failed",
		body: "",
		error: b.error?.message ?? `The planner ended unexpectedly (${b.reason}).`,
		details: { runs: o }
	};
	let x = p ? `the planner finalized (${p})` : m ? `the run budget is spent (maxTotalRuns=${e.maxTotalRuns})` : `the planner used its ${e.plannerMaxRounds} step(s) without finalizing`, S = p ? void 0 : m ? "max_total_runs" : "planner_max_rounds";
	t.note("planner", "planning-ended", {
		reason: p || S,
		runs: o.length
	});
	let C = await f(n, {
		id: "final",
		worker: n.id,
		todoId: "main",
		task: Qx(x),
		inputs: o.filter((e) => e.status === "completed").map((e) => e.id),
		status: "running"
	}, `final: ${n.id}`), w = {
		runs: o,
		steps: h,
		...S ? { planningLimit: S } : {}
	};
	return C.status === "completed" ? {
		status: "completed",
		body: C.output ?? "",
		...S ? { limit: S } : {},
		details: w
	} : C.status === "cancelled" || t.signal.aborted ? {
		status: "aborted",
		body: "",
		details: w
	} : {
		status: "failed",
		body: "",
		error: `The final worker "${n.id}" failed: ${C.error}`,
		details: w
	};
}
// src/core/engines/loop/config.ts
var nS = 1e4, rS = 3;
// src/core/engines/loop/from-profile.ts
function iS(e, t = {}) {
	let n = e.loopAgent;
	return {
		agent: {
			systemPrompt: n.systemPrompt,
			...wx(n, e),
			tools: Cx(e.tools, t.extraToolNames),
			skills: xx({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? [])
		},
		maxRounds: e.maxRounds,
		wallClockBudgetMs: Math.max(nS, e.wallClockBudgetMs),
		toolCallRetryMax: e.toolCallRetryMax,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/loop/prompts.ts
var aS = "You replied without calling a tool. Keep working through tools, and call finalize({capsule_text}) with the guidance when you have enough. After three replies in a row without a tool call the run ends.";
function oS(e) {
	let t = nx(`<latest_user_message>\n${e.lastUser || "(none)"}\n</latest_user_message>`, `Prepare the guidance for the next reply to this message. Gather what you need with your tools, then call finalize({capsule_text}). You have at most ${e.maxRounds} rounds.`);
	return [{
		role: "system",
		content: nx(e.systemPrompt, e.openNotes, e.catalog)
	}, {
		role: "user",
		content: t
	}];
}
// src/core/engines/loop/engine.ts
var sS = (e) => `loop-${e}`;
async function cS(e, t) {
	let n = e.agent, r = Math.max(1, Math.trunc(e.maxRounds)), i = Math.max(nS, e.wallClockBudgetMs), a = "", o = [...Tx(t.loopTools, n), Nx((e) => a = e)], s = await Lx(t, {
		id: "loop",
		label: "loop",
		section: (e) => sS(e),
		route: n,
		messages: oS({
			systemPrompt: n.systemPrompt,
			openNotes: await t.openNotes(),
			catalog: n.skills?.catalog ?? "",
			lastUser: t.story.lastUserText,
			maxRounds: r
		}),
		tools: o,
		maxRounds: r,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: 2,
			consumesRound: !0,
			exhausted: "stop",
			nudge: aS
		},
		stopWhen: [Wy("finalize"), Gy(i)],
		onEvent: (e) => {
			e.type === "no-tool-call" && t.fold.has(sS(e.round)) && t.fold.setStatus(sS(e.round), "no tool call");
		}
	});
	switch (s.status) {
		case "stopped": return a ? {
			status: "completed",
			body: a,
			details: { rounds: s.rounds }
		} : lS(s.reason === "no_tool_call_streak" ? "no_tool_call_streak" : "wall_clock", s.lastProse, s.rounds, t);
		case "max-rounds": return lS("max_rounds", s.lastProse, s.rounds, t);
		case "aborted": return {
			status: "aborted",
			body: ""
		};
		default: return {
			status: "failed",
			body: "",
			error: s.error?.message ?? `The loop agent ended unexpectedly (${s.reason}).`
		};
	}
}
function lS(e, t, n, r) {
	return r.note("loop", "budget-exhausted", {
		reason: e,
		rounds: n,
		fallback: t.trim() ? "last_prose" : "none"
	}), {
		status: "exhausted",
		body: t.trim(),
		limit: e,
		details: { rounds: n }
	};
}
// src/core/engines/single/from-profile.ts
function uS(e, t = {}) {
	let n = e.node;
	return {
		node: {
			systemPrompt: n.systemPrompt,
			userPromptTemplate: n.userPromptTemplate,
			...wx(n, e),
			tools: [],
			skills: xx({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? [])
		},
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/single/config.ts
var dS = 4, fS = "You replied without calling final_guidance. Call final_guidance({text}) with the complete guidance now.", pS = "single";
async function mS(e, t) {
	let n = e.node, r = n.skills?.tools ?? [], i = r.length ? 4 : 1, a = "", o = {
		recent_chat: t.story.recentChat(e.maxRecentMessages),
		last_user: t.story.lastUserText || "(none)",
		previous_orchestration: t.previousCapsule || "(none)"
	}, s = [Vx(n.userPromptTemplate, o), kx("final_guidance({text})", "Write the guidance for the next reply.", i, r.length > 0)].join("\n\n"), c = await Lx(t, {
		id: pS,
		label: "single",
		route: n,
		messages: Ox({
			systemPrompt: n.systemPrompt,
			openNotes: await t.openNotes(),
			catalog: n.skills?.catalog ?? "",
			background: e.includeWorldInfo ? t.story.background : "",
			user: s
		}),
		tools: [Px((e) => a = e), ...r],
		maxRounds: i,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: fS,
			exhausted: "fail"
		},
		stopWhen: [Wy("final_guidance")]
	});
	if (a) return Rx(t, pS, { output: a }), {
		status: "completed",
		body: a
	};
	if (c.status === "aborted") return Rx(t, pS, { error: "cancelled" }), {
		status: "aborted",
		body: ""
	};
	let l = c.status === "max-rounds" ? `The single node did not call final_guidance within ${i} round(s).` : c.error?.message ?? `The single node ended without guidance (${c.reason}).`;
	return Rx(t, pS, { error: l }), {
		status: "failed",
		body: "",
		error: l
	};
}
// src/core/engines/spec/from-profile.ts
function hS(e, t = {}) {
	let n = new Map(e.agents.map((e) => [e.id, e])), r = e.tools;
	return {
		stages: e.stages.map((i) => ({
			id: i.id,
			mode: i.mode,
			nodes: i.nodes.map((i) => {
				let a = n.get(i.agent) ?? {
					id: i.agent,
					systemPrompt: "",
					userPromptTemplate: "",
					apiPreset: "",
					promptPreset: ""
				};
				return {
					id: i.id,
					agentId: i.agent,
					type: i.type,
					systemPrompt: a.systemPrompt,
					userPromptTemplate: i.userPromptTemplate ?? a.userPromptTemplate,
					...wx(a, e),
					tools: Cx(Kh(r, i.tools), t.extraToolNames),
					skills: xx({
						mode: e.skills,
						agent: i.skills
					}, t.skills ?? [], { catalog: i.type !== "review" })
				};
			})
		})),
		nodeIterationMaxRounds: e.nodeIterationMaxRounds,
		reviewRerunMaxRounds: e.reviewRerunMaxRounds,
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/capsule/capsule-text.ts
function gS(e, t) {
	let n = t.trim();
	if (!n) return "";
	let r = e.trim();
	return r ? `${r}\n\n${n}` : n;
}
function _S(e) {
	return e.map((e) => e.trim()).filter(Boolean).join("\n\n");
}
// src/core/engines/spec/prompts.ts
var vS = (e) => `You replied without calling ${e}. Hand in your result by calling ${e} now.`, yS = "You replied without a decision. Call review_approve({review_feedback}) or request_rerun({target_node_ids, review_feedback}).";
function bS(e) {
	let t = [];
	return e.approvals.length && t.push(`## review_feedback\n${e.approvals.map((e) => `- ${e.node}: ${e.feedback}`).join("\n")}`), e.rerun && t.push(`## rerun_request\nThe reviewer ${e.rerun.by} sent your work back. Fix this:\n${e.rerun.feedback}\n\nYour previous output:\n${e.rerun.previous.trim() || "(none)"}`), t.join("\n\n");
}
function xS(e) {
	return `## contract
Decide with exactly one call: review_approve({review_feedback, reason?}) when the work is consistent and complete enough, or request_rerun({target_node_ids, review_feedback}) to send specific earlier worker nodes back. Worker nodes you may target: ${e.executedWorkers.join(", ") || "(none)"}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}. You may use your other tools first (at most ${e.rounds} rounds in all). Reply through the function call only.`;
}
// src/core/engines/spec/review-tools.ts
var SS = (e) => typeof e == "string" ? e.trim() : "";
function CS(e) {
	return [{
		name: "review_approve",
		description: "Approve the work so far. Your feedback is shown to every later node, including the one that writes the final guidance.",
		parameters: {
			type: "object",
			properties: {
				review_feedback: {
					type: "string",
					description: "What later nodes must keep in mind."
				},
				reason: {
					type: "string",
					description: "Why the work is good enough (for the log)."
				}
			},
			required: ["review_feedback"]
		},
		execute: (t) => {
			let n = SS(t.review_feedback);
			if (!n) return V("review_feedback is empty.", "empty_feedback", "Approve again with short feedback for the later nodes.");
			let r = SS(t.reason);
			return e.decide({
				kind: "approve",
				feedback: n,
				...r ? { reason: r } : {}
			}), {
				ok: !0,
				approved: !0
			};
		}
	}, {
		name: "request_rerun",
		description: `Send earlier worker nodes back to redo their work with your feedback; the workflow replays from the earliest of them and you review again. Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}.`,
		parameters: {
			type: "object",
			properties: {
				target_node_ids: {
					type: "array",
					items: { type: "string" },
					description: "Ids of earlier worker nodes to redo."
				},
				review_feedback: {
					type: "string",
					description: "What exactly they must fix."
				}
			},
			required: ["target_node_ids", "review_feedback"]
		},
		execute: (t) => {
			let n = SS(t.review_feedback), r = t.target_node_ids;
			if (!Array.isArray(r) || r.length === 0 || !r.every((e) => typeof e == "string" && e.trim())) return V("target_node_ids must be a non-empty list of node ids.", "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}.`);
			let i = r.map((e) => e.trim()), a = i.filter((e, t) => i.indexOf(e) !== t);
			if (a.length) return V(`target_node_ids lists ${[...new Set(a)].map((e) => `"${e}"`).join(", ")} more than once.`, "invalid_rerun_target", "Name each node once.");
			let o = i.filter((t) => !e.executedWorkers.includes(t));
			return o.length ? V(`Not an earlier worker node: ${o.map((e) => `"${e}"`).join(", ")}.`, "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Review nodes and nodes that have not run cannot be rerun.`) : n ? e.rerunsLeft <= 0 ? V(`Review rerun limit reached (${e.rerunMax}).`, "rerun_limit", "Approve with review_approve and put what still needs fixing in your feedback.") : (e.decide({
				kind: "rerun",
				targets: i,
				feedback: n
			}), {
				ok: !0,
				rerun: i
			}) : V("review_feedback is empty.", "empty_feedback", "Say exactly what the targets must fix.");
		}
	}];
}
// src/core/engines/spec/validate.ts
function wS(e) {
	let t = [];
	if (e.stages.length === 0) return [{
		path: "stages",
		message: "The spec workflow has no stages."
	}];
	let n = /* @__PURE__ */ new Map(), r = e.stages.length - 1;
	return e.stages.forEach((e, i) => {
		let a = `stages[${i}]`;
		e.nodes.length === 0 && t.push({
			path: `${a}.nodes`,
			message: `Stage "${e.id}" has no nodes.`
		}), e.nodes.forEach((o, s) => {
			let c = `${a}.nodes[${s}]`;
			if (!o.id.trim()) {
				t.push({
					path: `${c}.id`,
					message: `A node of stage "${e.id}" has no id.`
				});
				return;
			}
			let l = n.get(o.id);
			l ? t.push({
				path: `${c}.id`,
				message: `Node id "${o.id}" is used twice (also at ${l}); node ids must be unique.`
			}) : n.set(o.id, c), o.type === "review" && (e.mode === "parallel" && t.push({
				path: c,
				message: `Review node "${o.id}" sits in the parallel stage "${e.id}"; review nodes may only sit in serial stages.`
			}), i === r && t.push({
				path: c,
				message: `Review node "${o.id}" sits in the final stage "${e.id}"; the final stage writes the guidance and may hold worker nodes only.`
			}));
		});
	}), t;
}
// src/core/engines/spec/engine.ts
async function TS(e, t) {
	let n = wS(e);
	if (n.length) {
		let e = `The spec workflow is invalid: ${n.map((e) => `${e.path}: ${e.message}`).join(" ")}`;
		return t.note("spec", "invalid-workflow", { issues: n }), {
			status: "failed",
			body: "",
			error: e,
			invalid: !0
		};
	}
	let r = e.stages, i = r[r.length - 1], a = r.flatMap((e) => e.nodes.map((e) => e.id)), o = /* @__PURE__ */ new Map();
	r.forEach((e, t) => e.nodes.forEach((e, n) => o.set(e.id, {
		stage: t,
		index: n
	})));
	let s = /* @__PURE__ */ new Map(), c = /* @__PURE__ */ new Set(), l = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Map(), d = /* @__PURE__ */ new Map(), f = 0, p = await t.openNotes(), m = t.story.recentChat(e.maxRecentMessages), h = e.includeWorldInfo ? t.story.background : "", g = (e) => {
		let n = {
			recent_chat: m,
			last_user: t.story.lastUserText || "(none)",
			previous_orchestration: t.previousCapsule || "(none)",
			previous_outputs: Ux(a.filter((t) => t !== e && c.has(t)).map((e) => ({
				id: e,
				text: s.get(e) ?? ""
			})))
		};
		for (let e of a) e in n || (n[e] = s.get(e) ?? "");
		return n;
	}, _ = (e) => {
		let t = (d.get(e.id) ?? 0) + 1;
		return d.set(e.id, t), t === 1 ? e.id : `${e.id}#${t}`;
	}, v = async (n, r, i) => {
		let a = _(n), o = r ? "final_guidance" : "node_output", d = "", f = Tx(t.loopTools, n), m = f.length ? e.nodeIterationMaxRounds : 1 + e.toolCallRetryMax, v = u.get(n.id);
		u.delete(n.id);
		let y = bS({
			approvals: [...l].map(([e, t]) => ({
				node: e,
				feedback: t
			})),
			...v ? { rerun: {
				...v,
				previous: s.get(n.id) ?? ""
			} } : {}
		}), b = r ? "Write the final guidance for the next reply." : "Do the work your instructions describe for the later nodes.", x = [
			y,
			Vx(n.userPromptTemplate, g(n.id)),
			kx(`${o}(…)`, b, m, f.length > 0)
		].filter(Boolean).join("\n\n");
		t.note(a, "node-start", {
			node: n.id,
			agent: n.agentId,
			...v ? { rerun: !0 } : {}
		});
		let S = await Lx(t, {
			id: a,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			route: n,
			messages: Ox({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: n.skills?.catalog ?? "",
				background: h,
				user: x
			}),
			tools: [(r ? Px : Ix)((e) => d = e), ...f],
			maxRounds: m,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: vS(o),
				exhausted: "fail"
			},
			stopWhen: [Wy(o)],
			signal: i
		});
		if (d) return s.set(n.id, d), c.add(n.id), Rx(t, a, { output: d }), {
			ok: !0,
			output: d
		};
		let C = S.status === "aborted", w = C ? "cancelled" : S.status === "max-rounds" ? `Node "${n.id}" did not call ${o} within ${m} round(s).` : `Node "${n.id}" failed: ${S.error?.message ?? S.reason}`;
		return Rx(t, a, { error: C ? "cancelled" : w }), {
			ok: !1,
			aborted: C,
			error: w
		};
	}, y = async (n) => {
		let r = _(n), i, o = a.filter((e) => c.has(e)), s = e.nodeIterationMaxRounds + e.reviewRerunMaxRounds + 1, u = Math.max(0, e.reviewRerunMaxRounds - f), d = [
			bS({ approvals: [...l].filter(([e]) => e !== n.id).map(([e, t]) => ({
				node: e,
				feedback: t
			})) }),
			Vx(n.userPromptTemplate, g(n.id)),
			xS({
				executedWorkers: o,
				rerunsLeft: u,
				rerunMax: e.reviewRerunMaxRounds,
				rounds: s
			})
		].filter(Boolean).join("\n\n");
		t.note(r, "node-start", {
			node: n.id,
			agent: n.agentId,
			review: !0
		});
		let m = await Lx(t, {
			id: r,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			route: n,
			messages: Ox({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: "",
				background: h,
				user: d
			}),
			tools: [...CS({
				executedWorkers: o,
				rerunsLeft: u,
				rerunMax: e.reviewRerunMaxRounds,
				decide: (e) => i = e
			}), ...Tx(t.loopTools, n)],
			maxRounds: s,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: yS,
				exhausted: "fail"
			},
			stopWhen: [Ky(() => i !== void 0, "decided")]
		});
		if (i) {
			let e = i;
			return Rx(t, r, { output: e.kind === "approve" ? `approved: ${e.feedback}` : `rerun ${e.targets.join(", ")}: ${e.feedback}` }), { decision: e };
		}
		let v = m.status === "aborted", y = v ? "cancelled" : `Review node "${n.id}" made no decision (${m.status === "max-rounds" ? `${s} rounds used` : m.error?.message ?? m.reason}).`;
		return Rx(t, r, { error: y }), {
			aborted: v,
			error: y
		};
	}, b = async (e, n) => {
		let r = e === i;
		if (t.note("spec", "stage-start", {
			stage: e.id,
			mode: e.mode,
			nodes: n.map((e) => e.id)
		}), e.mode === "parallel") {
			let { controller: e, dispose: i } = Py(t.signal);
			try {
				let i = await Promise.all(n.map(async (t) => {
					let n = await v(t, r, e.signal);
					return !n.ok && !e.signal.aborted && e.abort(), n;
				}));
				if (t.signal.aborted) return { kind: "aborted" };
				let a = i.find((e) => !e.ok && !e.aborted);
				return a ? {
					kind: "failed",
					error: a.error
				} : i.some((e) => !e.ok) ? { kind: "aborted" } : { kind: "done" };
			} finally {
				i();
			}
		}
		for (let e of n) {
			if (e.type === "review") {
				let n = await y(e);
				if ("error" in n) return n.aborted || t.signal.aborted ? { kind: "aborted" } : {
					kind: "failed",
					error: n.error
				};
				let r = n.decision;
				if (r.kind === "approve") {
					l.set(e.id, r.feedback), s.set(e.id, r.feedback), t.note(e.id, "review-approved", {
						feedback: r.feedback,
						...r.reason ? { reason: r.reason } : {}
					});
					continue;
				}
				return {
					kind: "rerun",
					by: e.id,
					targets: r.targets,
					feedback: r.feedback
				};
			}
			let n = await v(e, r, t.signal);
			if (!n.ok) return n.aborted || t.signal.aborted ? { kind: "aborted" } : {
				kind: "failed",
				error: n.error
			};
		}
		return { kind: "done" };
	}, x = 0, S;
	for (; x < r.length;) {
		let e = r[x], n = S ? e.nodes.filter(S) : e.nodes;
		S = void 0;
		let i = await b(e, n);
		if (i.kind === "aborted") return {
			status: "aborted",
			body: ""
		};
		if (i.kind === "failed") return {
			status: "failed",
			body: "",
			error: i.error
		};
		if (i.kind === "rerun") {
			f++;
			for (let e of i.targets) u.set(e, {
				by: i.by,
				feedback: i.feedback
			});
			let e = i.targets.map((e) => o.get(e)).sort((e, t) => e.stage - t.stage || e.index - t.index)[0], n = new Set(i.targets), a = r[e.stage].mode === "serial";
			S = (t, r) => n.has(t.id) || a && r > e.index, t.note(i.by, "review-rerun", {
				targets: i.targets,
				feedback: i.feedback,
				rerun: f,
				from: r[e.stage].id
			}), x = e.stage;
		} else x++;
	}
	let C = _S(i.nodes.map((e) => s.get(e.id) ?? "")), w = r.map((e) => ({
		id: e.id,
		mode: e.mode,
		nodes: e.nodes.map((e) => ({
			node: e.id,
			output: s.get(e.id) ?? ""
		}))
	}));
	return {
		status: C ? "completed" : "failed",
		body: C,
		...C ? {} : { error: "The final stage produced no guidance." },
		details: {
			stageOutputs: w,
			reviewRerunCount: f
		}
	};
}
// src/core/engines/capsule/injection.ts
var ES = {
	atDepth: "in_chat",
	before: "before_prompt",
	after: "in_prompt",
	ANTop: "in_chat",
	ANBottom: "in_chat",
	EMTop: "in_prompt",
	EMBottom: "in_prompt"
};
function DS(e, t) {
	if (!t.trim()) return;
	let n = e.position in ES ? e.position : "atDepth", r = Number.isFinite(e.depth) ? Math.max(0, Math.min(1e4, Math.trunc(e.depth))) : 0, i = e.role === "user" || e.role === "assistant" ? e.role : "system";
	return {
		text: t,
		position: ES[n],
		depth: r,
		role: i,
		anchor: n
	};
}
// src/core/engines/capsule/lorebook-filter.ts
function OS(e) {
	let t = [];
	for (let n of e.split(/\r?\n/)) if (n.trim()) try {
		t.push(new RegExp(n.trim()));
	} catch {}
	return t;
}
function kS(e, t) {
	let n = OS(t?.bookPattern ?? ""), r = OS(t?.entryPattern ?? "");
	if (n.length === 0 && r.length === 0) return e;
	let i = (e, t) => e.some((e) => e.test(t));
	return {
		async books() {
			return (await e.books()).filter((e) => !i(n, e.name)).map((e) => ({
				...e,
				entries: e.entries.filter((e) => !i(r, e.name ?? "") && !e.keys.some((e) => i(r, e)))
			}));
		},
		...e.activated ? { activated: () => e.activated() } : {}
	};
}
// src/core/engines/capsule/messages.ts
var AS = {
	unsupported_generation_type: "Orchestration does not run for this kind of generation.",
	dry_run: "Orchestration does not run for a dry run.",
	aborted_before_start: "Generation was stopped before orchestration started; no guidance is injected.",
	aborted: "Orchestration was stopped; no guidance is injected.",
	invalid_profile: "The orchestration profile cannot run",
	runtime_error: "Orchestration failed; no guidance is injected",
	no_guidance: "The agents ended without guidance; nothing is injected"
};
function jS(e, t) {
	let n = AS[e];
	return t ? `${n.replace(/[.;]?$/, "")}: ${t}` : n;
}
// src/core/engines/capsule/story.ts
var MS = (e) => typeof e.content == "string" ? e.content : "";
async function NS(e) {
	let t;
	e.chat ? t = [...await e.chat.messages()] : (t = [], e.context.forEach((e, n) => {
		(e.role === "user" || e.role === "assistant") && t.push({
			floor: n,
			role: e.role,
			content: MS(e)
		});
	}));
	let n;
	for (let e = t.length - 1; e >= 0; e--) if (t[e].role === "user") {
		n = t[e];
		break;
	}
	let r = e.lastUser ?? (n ? {
		index: n.floor,
		text: n.content
	} : void 0), i = e.context.filter((e) => e.role === "system").map(MS).map((e) => e.trim()).filter(Boolean).join("\n\n");
	return {
		recentChat(e) {
			let n = t.slice(Math.max(0, t.length - Math.max(1, e)));
			return n.length === 0 ? "(no messages yet)" : n.map((e) => `[#${e.floor}] ${e.name ? `${e.name} (${e.role})` : e.role}: ${e.content}`).join("\n\n");
		},
		lastUserText: r?.text ?? "",
		...r ? { lastUser: r } : {},
		background: i
	};
}
// src/core/engines/capsule/swipe-cache.ts
function PS(e) {
	return {
		index: e.index,
		hash: t_(e.text)
	};
}
function FS(e) {
	return {
		chatId: e.chatId,
		anchor: PS(e.lastUser),
		mode: e.mode,
		profileHash: n_(e.profile)
	};
}
function IS(e, t) {
	return e.chatId === t.chatId && e.anchor.index === t.anchor.index && e.anchor.hash === t.anchor.hash && e.mode === t.mode && e.profileHash === t.profileHash;
}
function LS(e = {}) {
	let t = Math.max(1, e.maxChats ?? 32), n = /* @__PURE__ */ new Map(), r = (e, t) => {
		n.delete(e), n.set(e, t);
	};
	return {
		get(e) {
			let t = n.get(e.chatId);
			if (t && IS(t.key, e)) return r(e.chatId, t), t;
		},
		latest: (e) => n.get(e),
		set(e) {
			for (r(e.key.chatId, e); n.size > t;) n.delete(n.keys().next().value);
		},
		invalidate: (e) => void n.delete(e),
		clear: () => n.clear(),
		get size() {
			return n.size;
		}
	};
}
// src/core/engines/capsule/turn.ts
var RS = [
	"normal",
	"continue",
	"regenerate",
	"swipe",
	"impersonate"
];
function zS(e) {
	return typeof e == "string" && RS.includes(e);
}
async function BS(e) {
	let t = e.mode, n = e.now ?? (() => globalThis.performance.now()), r = e.trace ?? Db({
		mode: t,
		now: n
	}), i = new Ob(), a = {
		mode: t,
		trace: r
	}, o = (e) => (r.finish(e.outcome), r.event("turn", "turn-end", {
		outcome: e.outcome,
		...e.reason ? { reason: e.reason } : {},
		...e.limit ? { limit: e.limit } : {}
	}), {
		...a,
		...e,
		fold: e.fold ?? i.render(),
		usage: r.usage()
	}), s = e.generationType ?? "normal";
	if (r.event("turn", "turn-start", {
		mode: t,
		generationType: s
	}), e.dryRun) return o({
		outcome: "skipped",
		reason: "dry_run",
		message: jS("dry_run")
	});
	if (!zS(s)) return o({
		outcome: "skipped",
		reason: "unsupported_generation_type",
		message: jS("unsupported_generation_type")
	});
	if (e.signal?.aborted) return o({
		outcome: "aborted",
		reason: "aborted_before_start",
		message: jS("aborted_before_start")
	});
	if (e.profile.mode !== t) return o({
		outcome: "failed",
		reason: "invalid_profile",
		message: jS("invalid_profile", `the profile is for mode "${String(e.profile.mode)}", not "${t}".`)
	});
	let c = await NS({
		context: e.context,
		chat: e.chat,
		lastUser: e.lastUser
	}), l = e.chatId && c.lastUser ? FS({
		chatId: e.chatId,
		lastUser: c.lastUser,
		mode: t,
		profile: e.profile
	}) : void 0, u = l && e.cache?.get(l);
	if (u) {
		let t = new Ob(u.fold);
		return t.append("reused", "The guidance computed earlier for this user turn is used again; no agent ran."), r.event("turn", "capsule-reused", { anchor: l.anchor }), e.onFold?.(t.render()), o({
			outcome: "reused",
			capsule: u.capsule,
			body: u.body,
			injection: { ...u.injection },
			fold: t.render(),
			key: l
		});
	}
	let d = e.chatId ? e.cache?.latest(e.chatId) : void 0, { controller: f, dispose: p } = Py(e.signal), m = e.onFold ? jb(i, e.onFold, e.scheduler) : void 0, h = e.notes ? _b(e.notes, e.notesOptions) : void 0, g = {
		story: c,
		loopTools: Kb({
			chat: e.chat,
			lorebook: e.lorebook && kS(e.lorebook, e.profile.lorebookFilter),
			notes: h,
			extra: e.extraTools
		}),
		openNotes: async () => {
			try {
				return h ? await h.renderOpen() : "";
			} catch {
				return "";
			}
		},
		...h ? { notes: h } : {},
		clientFor: e.clientFor,
		modelFor: e.modelFor,
		requestOptionsFor: e.requestOptionsFor,
		shouldRetryRequest: e.shouldRetryRequest ?? Nb,
		previousCapsule: d?.body ?? "",
		signal: f.signal,
		fold: i,
		trace: r,
		emit: (t) => e.onEvent?.(t),
		note: (t, n, i) => {
			r.event(t, n, i), e.onEvent?.({
				type: "engine",
				agent: t,
				name: n,
				...i ? { data: i } : {}
			});
		},
		now: n
	}, _;
	try {
		_ = await VS(e, g);
	} catch (e) {
		_ = {
			status: "failed",
			body: "",
			error: `Internal error: ${e instanceof Error ? e.message : String(e)}`
		};
	} finally {
		p();
	}
	e.signal?.aborted && _.status !== "completed" && (_ = {
		status: "aborted",
		body: ""
	});
	let v, y = e.profile.capsule;
	switch (_.status) {
		case "aborted":
			i.ensure("aborted"), v = {
				outcome: "aborted",
				reason: "aborted",
				message: jS("aborted")
			};
			break;
		case "failed": {
			let e = _.invalid ? "invalid_profile" : "runtime_error";
			i.append("error", _.error ?? "failed"), v = {
				outcome: "failed",
				reason: e,
				message: jS(e, _.error)
			};
			break;
		}
		default: {
			let e = gS(y.customInstruction, _.body), t = DS(y, e);
			if (!e || !t) {
				i.ensure("capsule", `none: ${_.limit ?? "empty"}`), v = {
					outcome: "empty",
					reason: "no_guidance",
					message: jS("no_guidance", _.limit ? `limit ${_.limit} reached` : void 0),
					..._.limit ? { limit: _.limit } : {}
				};
				break;
			}
			let n = i.sections.some((e) => e.body.includes(_.body.trim()));
			n && _.status !== "exhausted" || (i.ensure("capsule", _.status === "exhausted" ? `fallback after ${_.limit}` : void 0), n || i.append("capsule", _.body.trim())), v = {
				outcome: "completed",
				capsule: e,
				body: _.body.trim(),
				injection: t,
				..._.limit ? { limit: _.limit } : {},
				...l ? { key: l } : {}
			};
			break;
		}
	}
	return _.details && (v.details = _.details), m?.flush(), m?.close(), v.outcome === "completed" && l && e.cache && v.capsule && v.injection && e.cache.set({
		key: l,
		capsule: v.capsule,
		body: v.body ?? "",
		injection: v.injection,
		fold: i.render(),
		createdAt: Date.now()
	}), o(v);
}
function VS(e, t) {
	let n = {
		skills: e.skills,
		extraToolNames: (e.extraTools ?? []).map((e) => e.name)
	};
	switch (e.mode) {
		case "loop": return cS(iS(e.profile, n), t);
		case "spec": return TS(hS(e.profile, n), t);
		case "agenda": return tS(Ex(e.profile, n), t);
		case "single": return mS(uS(e.profile, n), t);
		default: throw TypeError(`runCapsuleTurn: unknown capsule mode "${String(e.mode)}".`);
	}
}
// src/core/trace/replay.ts
var HS = (e) => e.role === "user" && typeof e.content == "string" && e.content.startsWith("[Runtime]"), US = (e) => JSON.stringify(e.filter((e) => !HS(e)));
function WS(e) {
	let t = /* @__PURE__ */ new Map(), n = /* @__PURE__ */ new Map();
	for (let r of e.entries) if (r.kind === "request") n.set(`${r.agent}:${r.round}:${r.attempt}`, US(r.messages));
	else if (r.kind === "response") {
		let e = n.get(`${r.agent}:${r.round}:${r.attempt}`);
		if (e === void 0) continue;
		n.delete(`${r.agent}:${r.round}:${r.attempt}`);
		let i = t.get(e) ?? [];
		i.push(r), t.set(e, i);
	}
	return async function* (e) {
		let n = t.get(US(e.messages))?.shift();
		if (!n) yield {
			type: "error",
			error: {
				message: "Replay: no recorded response for this request (the conversation differs from the trace).",
				kind: "protocol",
				retryable: !1
			}
		};
		else if (n.reasoning && (yield {
			type: "reasoning-delta",
			text: n.reasoning
		}), n.content && (yield {
			type: "text-delta",
			text: n.content
		}), n.error) yield {
			type: "error",
			error: {
				message: n.error,
				kind: "provider",
				retryable: !1
			}
		};
		else {
			for (let e = 0; e < n.toolCalls.length; e++) {
				let t = n.toolCalls[e];
				yield {
					type: "tool-call-start",
					index: e,
					id: t.id,
					name: t.name
				}, yield {
					type: "tool-call-end",
					index: e,
					call: t
				};
			}
			n.usage && (yield {
				type: "usage",
				usage: n.usage
			}), yield {
				type: "finish",
				reason: n.finishReason,
				timing: n.timing ?? {
					firstByteMs: 0,
					durationMs: 0,
					attempts: 1
				}
			};
		}
	};
}
// src/core/index.ts
var GS = "0.1.0";
export { jy as AbortError, RS as CAPSULE_GENERATION_TYPES, AS as CAPSULE_MESSAGES, So as CAPSULE_MODES, ES as CAPSULE_PLACEMENT, hh as CAPSULE_POSITIONS, gh as CAPSULE_ROLES, Pb as CHAT_RANGE_MAX, av as ChatRequestError, Ty as CompletionAccumulator, _h as DEFAULT_CAPSULE_INSTRUCTION, tx as DEFAULT_DIRECTOR_LIMITS, Jy as DEFAULT_NUDGE, Mg as DEFAULT_PRESET_ID, by as DEFAULT_STALL_TIMEOUT_MS, hx as DIRECTOR_GENERATION_TYPES, fg as DIRECTOR_SUBAGENT_DEFAULT_ROUNDS, eb as Draft, z_ as EXPORT_FORMATS, Ob as Fold, Gx as INITIAL_TODO, nS as LOOP_MIN_WALL_CLOCK_MS, rS as LOOP_NO_TOOL_STREAK, B_ as LUKER_FORMATS, ob as MESSAGE_TOOL_NAMES, xo as MODES, Ih as MODE_TOOL_NAMESPACES, Dx as NODE_FRAME, fb as NOTE_MAX_BYTES, bx as NO_SKILLS, pb as OPEN_NOTES_HEADING, kg as PROFILE_SCHEMAS, Eo as ProfileError, Cb as REDACTED, dS as SINGLE_ROUNDS_WITH_SKILLS, Ua as SKILL_CATALOG_HINT, t as SKILL_LIMITS, Cr as SKILL_NAME_RE, po as SKILL_TOOL_NAMES, fy as SseFramer, hy as StreamDecoder, Wx as TODO_STATUSES, Fh as TOOL_VERBS, Tb as TRACE_FORMAT, w_ as TROUPE_CARD_VERSION, Kx as TodoBoard, GS as VERSION, zg as activePreset, Ex as agendaConfigFromProfile, eg as agendaSchema, nv as agentPolicies, Kh as agentToolFlags, Tx as agentTools, Kb as availableLoopTools, Cv as backoffDelay, gS as buildCapsuleText, ov as buildChatBody, yo as bundledRowsToSkills, DS as capsuleInjection, FS as capsuleKey, jS as capsuleMessage, F_ as cardConsentKey, I_ as cardNeedsConsent, Ib as chatReadRangeTool, Lb as chatSearchTool, Vr as checkSkillPath, j_ as clearOverride, Ey as collectCompletion, nb as compileLineRegex, LS as createCapsuleCache, mx as createDispatcher, jb as createFoldRenderer, db as createMessageTools, Dy as createModelClient, _b as createNotes, Hg as createPreset, R_ as createProfileResolver, fx as createSemaphore, _o as createSkillTools, Db as createTrace, gy as decodeCompletionBody, vy as decodeStreamChunks, _y as decodeToCompletion, Ig as defaultLibrary, jg as defaultProfile, Uh as defaultToolFlags, Kg as deletePreset, Sx as directorConfigFromProfile, mg as directorMainAgentSchema, gg as directorSchema, hg as directorSubAgentSchema, Ug as duplicatePreset, L_ as effectiveProfile, Xh as enabledToolNames, By as executeToolCall, Ha as explainVisibleSkills, H_ as exportProfile, U_ as exportProfileFile, Oa as exportSkillZip, kS as filterLorebook, Px as finalGuidanceTool, Nx as finalizeCapsuleTool, Jh as flagForTool, Ux as formatOutputs, Na as formatScope, ab as grepLines, Jb as guardSlot, Rr as hashSkillFiles, W_ as importProfile, wa as importSkillZip, My as isAbortError, zS as isCapsuleGenerationType, gx as isDirectorGenerationType, Co as isMode, g_ as isSecretFieldName, Ma as isSkillScope, Yh as isToolEnabled, qa as isToolFailure, nx as joinBlocks, _S as joinOutputs, iv as lintProfile, Oy as listModels, x_ as looksLikeSecretValue, iS as loopConfigFromProfile, yg as loopSchema, sS as loopSection, Gb as lorebookGetTool, Ub as lorebookListTool, Wb as lorebookSearchTool, J_ as mentionedSubagentIds, kb as microtaskScheduler, Pg as newPresetId, Ox as nodeMessages, Ix as nodeOutputTool, bb as noteCloseTool, yb as noteOpenTool, M_ as overrideModes, Bg as parsePresetLibrary, Ag as parseProfile, ja as parseScope, Gr as parseSkill, Ay as parseToolArguments, qb as pickTools, bo as planBundledImport, $x as plannerSection, Jx as plannerStepTool, Fg as presetScope, Ny as raceAbort, N_ as readCardSkills, O_ as readOverride, NS as readStory, E_ as readTroupeExtension, wb as redactSecrets, rv as referencedSkillNames, Wg as renamePreset, gb as renderOpenNotes, Ka as renderSkillCatalog, Vx as renderTemplate, WS as replayClient, Fy as requestCompletion, xx as resolveAgentSkills, Ia as resolveInstalled, Va as resolveVisibleSkills, wv as retryAfterMs, Nb as retryPartialResponses, CS as reviewTools, ix as roleText, wx as routeOf, tS as runAgendaCapsule, Xy as runAgent, Lx as runCapsuleAgent, BS as runCapsuleTurn, yx as runDirectorTurn, cS as runLoopCapsule, mS as runSingleCapsule, TS as runSpecCapsule, IS as sameKey, A_ as saveOverride, Fa as scopeApplies, Pa as scopeRank, Hy as serializeToolResult, qg as setActivePreset, P_ as setCardSkills, Rx as settleSection, uS as singleConfigFromProfile, xg as singleSchema, Yr as skillFromFileList, Xr as skillFromSkillMd, s as skillRuleText, hS as specConfigFromProfile, Eg as specSchema, Ky as stopIf, rx as storyContextMessages, xy as streamChatCompletion, Mb as streamToFold, C_ as stripSecrets, Fx as submitResultTool, Kr as summarizeSkill, Hx as templateVariables, Mx as textOutputTool, Ab as timerScheduler, V as toolFailure, qh as toolNameFor, Cx as toolNamesFromFlags, Wy as toolSucceeded, PS as turnAnchor, Gg as updatePreset, wS as validateSpecConfig, Gy as wallClockExceeded, Hb as worldBookListTool };
