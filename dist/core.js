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
}), ee = /* @__PURE__ */ RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$"), te = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function ne(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function re(e, t) {
	if (t) {
		if (!te.test(e)) return l;
	} else if (!ee.test(e)) return l;
	let n = ne(e);
	return Number.isFinite(n) ? n : l;
}
var ie = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: re,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), O = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)$"), ae = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function oe(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function se(e, t) {
	if (t) {
		if (!ae.test(e)) return l;
	} else if (!O.test(e)) return l;
	let n = oe(e);
	return Number.isFinite(n) ? n : l;
}
var ce = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: se,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), le = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function ue(e) {
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
function de(e) {
	if (!le.test(e)) return l;
	let t = ue(e);
	return Number.isFinite(t) ? t : l;
}
var k = u("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: de,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), fe = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), pe = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function me(e) {
	if (!fe.test(e)) return l;
	let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = n * parseFloat(t);
	return Number.isFinite(r) || pe.test(e) ? r : l;
}
function he(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var ge = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: me,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: he
}), _e = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$"), ve = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function ye(e, t) {
	if (t) {
		if (!ve.test(e)) return l;
		let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
		if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
		if (t === ".nan") return NaN;
		let r = n * parseFloat(t);
		return Number.isFinite(r) ? r : l;
	}
	if (!_e.test(e)) return l;
	let n = Number(e);
	return Number.isFinite(n) ? n : l;
}
function be(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var xe = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: ye,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: be
}), Se = /* @__PURE__ */ RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), Ce = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function we(e) {
	if (!Se.test(e)) return l;
	let t = e.toLowerCase().replace(/_/g, ""), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = 0;
	if (t.includes(":")) {
		for (let e of t.split(":")) r = r * 60 + Number(e);
		r *= n;
	} else r = n * parseFloat(t);
	return Number.isFinite(r) || Ce.test(e) ? r : l;
}
function Te(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var Ee = u("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: we,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: Te
}), De = u("tag:yaml.org,2002:merge", {
	implicit: !0,
	implicitFirstChars: ["<"],
	resolve: (e, t) => e === "<<" || t && e === "" ? "<<" : l,
	identify: () => !1
}), Oe = /^[A-Za-z0-9+/]*={0,2}$/;
function ke(e) {
	let t = e.replace(/\s/g, "");
	if (t.length % 4 != 0 || !Oe.test(t)) return l;
	let n = atob(t), r = new Uint8Array(n.length);
	for (let e = 0; e < n.length; e++) r[e] = n.charCodeAt(e);
	return r;
}
function Ae(e) {
	let t = "";
	for (let n = 0; n < e.length; n++) t += String.fromCharCode(e[n]);
	return btoa(t);
}
var je = u("tag:yaml.org,2002:binary", {
	resolve: ke,
	identify: (e) => Object.prototype.toString.call(e) === "[object Uint8Array]",
	represent: Ae
}), Me = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"), Ne = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function Pe(e, t, n, r = 0, i = 0, a = 0, o = 0) {
	let s = new Date(Date.UTC(e, t, n, r, i, a, o));
	return s.setUTCFullYear(e, t, n), s;
}
function Fe(e) {
	let t = Me.exec(e);
	if (t === null && (t = Ne.exec(e)), t === null) return l;
	let n = +t[1], r = t[2] - 1, i = +t[3];
	if (!t[4]) {
		let e = Pe(n, r, i);
		return e.getUTCFullYear() !== n || e.getUTCMonth() !== r || e.getUTCDate() !== i ? l : e;
	}
	let a = +t[4], o = +t[5], s = +t[6], c = 0;
	if (a > 23 || o > 59 || s > 59) return l;
	if (t[7]) {
		let e = t[7].slice(0, 3);
		for (; e.length < 3;) e += "0";
		c = +e;
	}
	let u = Pe(n, r, i, a, o, s, c);
	if (u.getUTCFullYear() !== n || u.getUTCMonth() !== r || u.getUTCDate() !== i) return l;
	if (t[9]) {
		let e = +t[10], n = +(t[11] || 0);
		if (e > 23 || n > 59) return l;
		let r = (e * 60 + n) * 6e4;
		u.setTime(u.getTime() - (t[9] === "-" ? -r : r));
	}
	return u;
}
var Ie = u("tag:yaml.org,2002:timestamp", {
	implicit: !0,
	implicitFirstChars: [..."0123456789"],
	resolve: Fe,
	identify: (e) => e instanceof Date,
	represent: (e) => e.toISOString()
}), Le = d("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (e, t) => {
		e.push(t);
	},
	identify: Array.isArray
});
function Re(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === null || t === Object.prototype;
}
function ze(e, t) {
	let n = {};
	for (let r of t) e[r] !== void 0 && (n[r] = e[r]);
	return n;
}
var Be = d("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (e, t) => {
		let n;
		if (t instanceof Map) {
			if (t.size !== 1) return "cannot resolve an ordered map item";
			n = t.keys().next().value;
		} else if (Re(t)) {
			let e = Object.keys(t);
			if (e.length !== 1) return "cannot resolve an ordered map item";
			n = e[0];
		} else return "cannot resolve an ordered map item";
		return e.seen.has(n) ? "duplicate key in ordered map" : (e.seen.add(n), e.list.push(t), "");
	},
	finalize: (e) => e.list,
	identify: () => !1
}), Ve = d("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (e, t) => {
		if (t instanceof Map) return t.size === 1 ? (e.push(t.entries().next().value), "") : "cannot resolve a pairs item";
		if (Object.prototype.toString.call(t) !== "[object Object]") return "cannot resolve a pairs item";
		let n = t, r = Object.keys(n);
		return r.length === 1 ? (e.push([r[0], n[r[0]]]), "") : "cannot resolve a pairs item";
	},
	identify: () => !1
}), He = f("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: Re,
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
}), Ue = f("tag:yaml.org,2002:set", {
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
function We() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function Ge() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function Ke(e) {
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
var qe = class e {
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
		let t = Ke(e), n = [], r = We(), i = Ge();
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
}, Je = new qe([
	p,
	Le,
	He
]);
new qe([
	...Je.tags,
	g,
	w,
	ce,
	xe
]);
var Ye = new qe([
	...Je.tags,
	h,
	x,
	ie,
	ge
]);
new qe([
	...Je.tags,
	v,
	D,
	k,
	Ee,
	Ie,
	De,
	je,
	Be,
	Ve,
	Ue
]).withTags({
	...k,
	resolve: (e, t, n) => {
		let r = k.resolve(e, t, n);
		return r === l ? ie.resolve(e, t, n) : r;
	}
}, {
	...Ee,
	resolve: (e, t, n) => {
		let r = Ee.resolve(e, t, n);
		return r === l ? ge.resolve(e, t, n) : r;
	}
}), f("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (e, t, n) => (e.set(t, n), ""),
	has: (e, t) => e.has(t),
	keys: (e) => e.keys(),
	get: (e, t) => e.get(t),
	identify: (e) => e instanceof Map || Re(e),
	represent: (e) => {
		if (e instanceof Map) return e;
		let t = /* @__PURE__ */ new Map(), n = e;
		for (let e of Object.keys(n)) t.set(e, n[e]);
		return t;
	}
});
function Xe(e) {
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
	identify: Re,
	represent: (e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of Object.keys(e)) t.set(n, e[n]);
		return t;
	},
	addPair: (e, t, n) => {
		let r = Xe(t);
		return r === null ? "nested arrays are not supported inside keys" : (r === "__proto__" ? Object.defineProperty(e, r, {
			value: n,
			enumerable: !0,
			configurable: !0,
			writable: !0
		}) : e[r] = n, "");
	},
	has: (e, t) => {
		let n = Xe(t);
		return n !== null && Object.prototype.hasOwnProperty.call(e, n);
	},
	keys: (e) => Object.keys(e),
	get: (e, t) => {
		let n = String(t);
		return Object.prototype.hasOwnProperty.call(e, n) ? e[n] : null;
	}
});
var Ze = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function Qe(e, t, n, r, i) {
	let a = "", o = "", s = Math.floor(i / 2) - 1;
	return r - t > s && (a = " ... ", t = r - s + a.length), n - r > s && (o = " ...", n = r + s - o.length), {
		str: a + e.slice(t, n).replace(/\t/g, "→") + o,
		pos: r - t + a.length
	};
}
function $e(e, t) {
	return " ".repeat(Math.max(t - e.length, 0)) + e;
}
function et(e, t) {
	if (!e.buffer) return null;
	let n = {
		...Ze,
		...t
	}, r = /\r?\n|\r|\0/g, i = [0], a = [], o, s = -1;
	for (; o = r.exec(e.buffer);) a.push(o.index), i.push(o.index + o[0].length), e.position <= o.index && s < 0 && (s = i.length - 2);
	s < 0 && (s = i.length - 1);
	let c = "", l = Math.min(e.line + n.linesAfter, a.length).toString().length, u = n.maxLength - (n.indent + l + 3);
	for (let t = 1; t <= n.linesBefore && !(s - t < 0); t++) {
		let r = Qe(e.buffer, i[s - t], a[s - t], e.position - (i[s] - i[s - t]), u);
		c = `${" ".repeat(n.indent)}${$e((e.line - t + 1).toString(), l)} | ${r.str}\n${c}`;
	}
	let d = Qe(e.buffer, i[s], a[s], e.position, u);
	c += `${" ".repeat(n.indent)}${$e((e.line + 1).toString(), l)} | ${d.str}\n`, c += `${"-".repeat(n.indent + l + 3 + d.pos)}^\n`;
	for (let t = 1; t <= n.linesAfter && !(s + t >= a.length); t++) {
		let r = Qe(e.buffer, i[s + t], a[s + t], e.position - (i[s] - i[s + t]), u);
		c += `${" ".repeat(n.indent)}${$e((e.line + t + 1).toString(), l)} | ${r.str}\n`;
	}
	return c.replace(/\n$/, "");
}
function tt(e, t) {
	let n = "";
	return e.mark ? (e.mark.name && (n += `in "${e.mark.name}" `), n += `(${e.mark.line + 1}:${e.mark.column + 1})`, !t && e.mark.snippet && (n += `\n\n${e.mark.snippet}`), `${e.reason} ${n}`) : e.reason;
}
var nt = class e extends Error {
	reason;
	mark;
	constructor(e, t) {
		super(), this.name = "YAMLException", this.reason = e, this.mark = t, this.message = tt(this, !1), Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
	}
	toString(e) {
		return `${this.name}: ${tt(this, e)}`;
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
		throw s.snippet = et(s), new e(r, s);
	}
}, A = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
}, j = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
}, rt = {
	BLOCK: 1,
	FLOW: 2
}, it = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
}, at = -1;
function ot(e) {
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
var st = Array(256), ct = Array(256);
for (let e = 0; e < 256; e++) st[e] = +!!ot(e), ct[e] = ot(e);
function lt(e) {
	return e <= 65535 ? String.fromCharCode(e) : String.fromCharCode((e - 65536 >> 10) + 55296, (e - 65536 & 1023) + 56320);
}
function ut(e) {
	return e >= 48 && e <= 57 ? e - 48 : (e | 32) - 97 + 10;
}
function dt(e) {
	return e === 120 ? 2 : e === 117 ? 4 : 8;
}
function ft(e, t, n) {
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
function pt(e) {
	return e === 1 ? " " : "\n".repeat(e - 1);
}
function mt(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = ft(e, i, n);
			r += pt(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, o);
}
function ht(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 39) r += e.slice(a, i) + "'", i += 2, a = o = i;
		else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = ft(e, i, n);
			r += pt(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function gt(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 92) {
			r += e.slice(a, i), i++;
			let t = e.charCodeAt(i);
			if (t === 10 || t === 13) i = ft(e, i, n).position;
			else if (t < 256 && st[t]) r += ct[t], i++;
			else {
				let n = dt(t), a = 0;
				for (; n > 0; n--) {
					i++;
					let t = ut(e.charCodeAt(i));
					a = (a << 4) + t;
				}
				r += lt(a), i++;
			}
			a = o = i;
		} else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = ft(e, i, n);
			r += pt(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function _t(e, t, n, r, i, a) {
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
	return i === it.KEEP ? l += "\n".repeat(u ? 1 + d : d) : i !== it.STRIP && u && (l += "\n"), l;
}
function vt(e, t) {
	if (t.valueStart === at) return "";
	let { valueStart: n, valueEnd: r } = t;
	if (t.fast) return e.slice(n, r);
	switch (t.style) {
		case j.SINGLE_QUOTED: return ht(e, n, r);
		case j.DOUBLE_QUOTED: return gt(e, n, r);
		case j.LITERAL_BLOCK: return _t(e, n, r, t.indent, t.chomping, !1);
		case j.FOLDED_BLOCK: return _t(e, n, r, t.indent, t.chomping, !0);
		default: return mt(e, n, r);
	}
}
var yt = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
function bt(e) {
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
function xt(e, t) {
	if (e.startsWith("!<") && e.endsWith(">")) return bt(e.slice(2, -1));
	let n = e.indexOf("!", 1), r = n === -1 ? "!" : e.slice(0, n + 1);
	return bt(t?.[r] ?? yt[r] ?? r) + bt(e.slice(r.length));
}
var St = -1, Ct = "tag:yaml.org,2002:merge", wt = {
	filename: "",
	schema: Ye,
	json: !1,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function Tt(e) {
	return "tagStart" in e && e.tagStart !== St ? e.tagStart : "anchorStart" in e && e.anchorStart !== St ? e.anchorStart : "valueStart" in e && e.valueStart !== St ? e.valueStart : "start" in e ? e.start : 0;
}
function Et(e, t) {
	nt.throwAt(e.source, e.position, t, e.filename);
}
function Dt(e, t, n, r) {
	try {
		return n.finalize(r);
	} catch (n) {
		if (n instanceof nt) throw n;
		nt.throwAt(e.source, t, n instanceof Error ? n.message : String(n), e.filename);
	}
}
function Ot(e, t) {
	let n = vt(e.source, t), r = t.tagStart === St ? "" : e.source.slice(t.tagStart, t.tagEnd), i = e.schema.defaultScalarTag;
	if (r !== "") {
		if (r === "!") return {
			value: n,
			tag: i
		};
		let t = xt(r, e.tagHandlers), a = e.schema.lookupScalarTag(t);
		if (a) {
			let r = a.resolve(n, !0, t);
			return r === l && Et(e, `cannot resolve a node with !<${t}> explicit tag`), {
				value: r,
				tag: a
			};
		}
		let o = e.schema.lookupMappingTag(t) ?? e.schema.lookupSequenceTag(t);
		if (o) {
			n !== "" && Et(e, `cannot resolve a node with !<${t}> explicit tag`);
			let r = o.create(t);
			return {
				value: o.carrierIsResult ? r : Dt(e, e.position, o, r),
				tag: o
			};
		}
		Et(e, `unknown scalar tag !<${t}>`);
	}
	return t.style === j.PLAIN ? e.schema.resolveImplicitScalarTag(n) : {
		value: i.resolve(n, !1, i.tagName),
		tag: i
	};
}
function kt(e, t, n) {
	let r = t.tagStart === St ? "" : e.source.slice(t.tagStart, t.tagEnd);
	return r === "" || r === "!" ? n : xt(r, e.tagHandlers);
}
function At(e) {
	return e.nodeKind === "mapping";
}
function jt(e) {
	e.totalMergeKeys++, e.maxTotalMergeKeys !== -1 && e.totalMergeKeys > e.maxTotalMergeKeys && Et(e, `merge keys exceeded maxTotalMergeKeys (${e.maxTotalMergeKeys})`);
}
function Mt(e, t, n, r) {
	jt(e);
	for (let i of r.keys(n)) {
		if (jt(e), t.tag.has(t.value, i)) continue;
		let a = t.tag.addPair(t.value, i, r.get(n, i));
		a && Et(e, a), t.overridable ??= /* @__PURE__ */ new Set(), t.overridable.add(i);
	}
}
function Nt(e, t, n, r) {
	if (e.position = t.keyPosition, At(r)) Mt(e, t, n, r);
	else if (r.nodeKind === "sequence" && Array.isArray(n)) {
		n.length > 100 && Et(e, "abnormal merge sequence size");
		for (let r of n) {
			let n = e.nodeTags.get(r);
			n || Et(e, "cannot merge mappings; the provided source object is unacceptable"), Mt(e, t, r, n);
		}
	} else Et(e, "cannot merge mappings; the provided source object is unacceptable");
}
function Pt(e, t, n, r, i) {
	if (e.position = t.keyPosition, t.keyIsMerge) {
		Nt(e, t, r, i);
		return;
	}
	!e.json && t.tag.has(t.value, n) && !t.overridable?.has(n) && Et(e, "duplicated mapping key");
	let a = t.tag.addPair(t.value, n, r);
	a && Et(e, a), t.overridable?.delete(n);
}
function Ft(e, t, n) {
	let r = e.frames[e.frames.length - 1];
	if (r.kind === "document") r.value = t, r.hasValue = !0;
	else if (r.kind === "sequence") {
		At(n) && e.nodeTags.set(t, n);
		let i = r.tag.addItem(r.value, t, r.index++);
		i && Et(e, i);
	} else if (r.hasKey) {
		let i = r.key;
		r.key = void 0, r.hasKey = !1, Pt(e, r, i, t, n);
	} else r.key = t, r.keyPosition = e.position, r.hasKey = !0, r.keyIsMerge = n.tagName === Ct;
}
function It(e, t, n, r, i) {
	if (t.anchorStart !== St) {
		let a = {
			value: n,
			tag: r,
			isValueFinal: i
		};
		return e.anchors.set(e.source.slice(t.anchorStart, t.anchorEnd), a), a;
	}
	return null;
}
function Lt(e, t) {
	let n = {
		...wt,
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
		switch (n.position = Tt(e), e.type) {
			case A.DOCUMENT:
				n.anchors = /* @__PURE__ */ new Map(), n.nodeTags = /* @__PURE__ */ new Map(), n.aliasCount = 0, n.tagHandlers = Object.create(null);
				for (let t of e.directives) t.kind === "tag" && (n.tagHandlers[t.handle] = t.prefix);
				n.frames.push({
					kind: "document",
					position: n.position,
					value: void 0,
					hasValue: !1
				});
				break;
			case A.SCALAR: {
				let { value: t, tag: r } = Ot(n, e);
				It(n, e, t, r, !0), Ft(n, t, r);
				break;
			}
			case A.SEQUENCE: {
				let t = kt(n, e, "tag:yaml.org,2002:seq"), r = n.schema.lookupSequenceTag(t);
				r || Et(n, `unknown sequence tag !<${t}>`);
				let i = r.create(t), a = It(n, e, i, r, r.carrierIsResult);
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
			case A.MAPPING: {
				let t = kt(n, e, "tag:yaml.org,2002:map"), r = n.schema.lookupMappingTag(t);
				r || Et(n, `unknown mapping tag !<${t}>`);
				let i = r.create(t), a = It(n, e, i, r, r.carrierIsResult);
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
			case A.ALIAS: {
				n.maxAliases !== -1 && ++n.aliasCount > n.maxAliases && Et(n, `aliases exceeded maxAliases (${n.maxAliases})`);
				let t = n.source.slice(e.anchorStart, e.anchorEnd), r = n.anchors.get(t);
				r || Et(n, `unidentified alias "${t}"`), r.isValueFinal || Et(n, `recursive alias "${t}" is not supported for tag ${r.tag.tagName} because it uses finalize()`), Ft(n, r.value, r.tag);
				break;
			}
			case A.POP: {
				let e = n.frames.pop();
				if (e.kind === "mapping" && e.hasKey && (n.position = e.keyPosition, Et(n, "incomplete mapping pair in event stream")), e.kind === "document") n.documents.push(e.value);
				else {
					let t = e.tag.carrierIsResult ? e.value : Dt(n, e.position, e.tag, e.value);
					e.anchor && (e.anchor.value = t, e.anchor.isValueFinal = !0), Ft(n, t, e.tag);
				}
				break;
			}
		}
	}
	return n.documents;
}
var M = -1, Rt = Object.prototype.hasOwnProperty, zt = 1, Bt = 2, Vt = 3, Ht = 4, Ut = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, Wt = /[,\[\]{}]/, Gt = /^(?:!|!!|![0-9A-Za-z-]+!)$/, Kt = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`, qt = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`, Jt = RegExp(`^(?:${Kt})*$`), Yt = RegExp(`^(?:${qt})+$`), Xt = RegExp(`^(?:!(?:${Kt})*|${qt}(?:${Kt})*)$`), Zt = {
	filename: "",
	maxDepth: 100
};
function Qt(e, t, n) {
	e.events.push({
		type: A.DOCUMENT,
		explicitStart: t,
		explicitEnd: n,
		directives: e.directives
	});
}
function $t(e, t, n, r, i, a, o) {
	e.events.push({
		type: A.SEQUENCE,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function en(e, t, n, r, i, a, o) {
	e.events.push({
		type: A.MAPPING,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function tn(e, t) {
	e.events.splice(t.eventsLength, 0, {
		type: A.MAPPING,
		start: t.position,
		anchorStart: M,
		anchorEnd: M,
		tagStart: M,
		tagEnd: M,
		style: rt.FLOW
	});
}
function nn(e, t, n, r, i, a, o, s, c = it.CLIP, l = -1, u = !1) {
	e.events.push({
		type: A.SCALAR,
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
function rn(e, t, n) {
	e.events.push({
		type: A.ALIAS,
		anchorStart: t,
		anchorEnd: n
	});
}
function an(e) {
	e.events.push({ type: A.POP });
}
function on(e) {
	nn(e, M, M, M, M, M, M, j.PLAIN);
}
function sn() {
	return {
		anchorStart: M,
		anchorEnd: M,
		tagStart: M,
		tagEnd: M
	};
}
function cn(e) {
	return {
		position: e.position,
		line: e.line,
		lineStart: e.lineStart,
		lineIndent: e.lineIndent,
		firstTabInLine: e.firstTabInLine,
		eventsLength: e.events.length
	};
}
function ln(e, t) {
	e.position = t.position, e.line = t.line, e.lineStart = t.lineStart, e.lineIndent = t.lineIndent, e.firstTabInLine = t.firstTabInLine, e.events.length = t.eventsLength;
}
function N(e, t) {
	nt.throwAt(e.input.slice(0, e.length), e.position, t, e.filename);
}
function P(e) {
	return e === 10 || e === 13;
}
function un(e) {
	return e === 9 || e === 32;
}
function dn(e) {
	return un(e) || P(e);
}
function fn(e) {
	return e === 0 || dn(e);
}
function pn(e) {
	return e === 44 || e === 91 || e === 93 || e === 123 || e === 125;
}
function mn(e) {
	return e >= 48 && e <= 57 ? e - 48 : -1;
}
function hn(e) {
	if (e >= 48 && e <= 57) return e - 48;
	let t = e | 32;
	return t >= 97 && t <= 102 ? t - 97 + 10 : -1;
}
function gn(e) {
	return e === 120 ? 2 : e === 117 ? 4 : e === 85 ? 8 : 0;
}
function _n(e) {
	return e === 48 || e === 97 || e === 98 || e === 116 || e === 9 || e === 110 || e === 118 || e === 102 || e === 114 || e === 101 || e === 32 || e === 34 || e === 47 || e === 92 || e === 78 || e === 95 || e === 76 || e === 80;
}
function vn(e) {
	e.input.charCodeAt(e.position) === 10 ? e.position++ : (e.position++, e.input.charCodeAt(e.position) === 10 && e.position++), e.line++, e.lineStart = e.position, e.lineIndent = 0, e.firstTabInLine = -1;
}
function yn(e, t) {
	let n = 0, r = e.input.charCodeAt(e.position), i = e.position === e.lineStart || dn(e.input.charCodeAt(e.position - 1));
	for (; r !== 0;) {
		for (; un(r);) i = !0, r === 9 && e.firstTabInLine === -1 && (e.firstTabInLine = e.position), r = e.input.charCodeAt(++e.position);
		if (t && i && r === 35) do
			r = e.input.charCodeAt(++e.position);
		while (!P(r) && r !== 0);
		if (!P(r)) break;
		for (vn(e), n++, i = !0, r = e.input.charCodeAt(e.position); r === 32;) e.lineIndent++, r = e.input.charCodeAt(++e.position);
	}
	return n;
}
function bn(e, t = e.position) {
	let n = e.input.charCodeAt(t);
	if ((n === 45 || n === 46) && n === e.input.charCodeAt(t + 1) && n === e.input.charCodeAt(t + 2)) {
		let n = e.input.charCodeAt(t + 3);
		return n === 0 || dn(n);
	}
	return !1;
}
function xn(e) {
	e.position === e.lineStart && e.input.charCodeAt(e.position) === 65279 && (e.position++, e.lineStart = e.position);
}
function Sn(e) {
	if (e.position !== e.lineStart) return !1;
	if (bn(e)) return !0;
	if (e.input.charCodeAt(e.position) !== 65279) return !1;
	let t = cn(e);
	xn(e), yn(e, !0);
	let n = e.input.charCodeAt(e.position), r = e.position === e.lineStart && (n === 37 || n === 45 && bn(e));
	return ln(e, t), r;
}
function Cn(e) {
	let t = e.input.charCodeAt(e.position);
	for (; t !== 0 && !P(t);) t = e.input.charCodeAt(++e.position);
}
function wn(e, t, n) {
	let r = Ut.exec(e.input.slice(t, n));
	r !== null && (e.position = t + r.index + r[0].length - 1, N(e, "the stream contains non-printable characters"));
}
function Tn(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 33) return !1;
	t.tagStart !== M && N(e, "duplication of a tag property");
	let r = e.position, i = !1, a = !1, o = "!", s = e.input.charCodeAt(++e.position);
	s === 60 ? (i = !0, s = e.input.charCodeAt(++e.position)) : s === 33 && (a = !0, o = "!!", s = e.input.charCodeAt(++e.position));
	let c = e.position, l;
	if (i) {
		for (; s !== 0 && s !== 62;) s = e.input.charCodeAt(++e.position);
		s !== 62 && N(e, "unexpected end of the stream within a verbatim tag"), l = e.input.slice(c, e.position), e.position++;
	} else {
		for (; s !== 0 && !dn(s) && !(n && pn(s));) s === 33 && (a ? N(e, "tag suffix cannot contain exclamation marks") : (o = e.input.slice(c - 1, e.position + 1), Gt.test(o) || N(e, "named tag handle cannot contain such characters"), a = !0, c = e.position + 1)), s = e.input.charCodeAt(++e.position);
		l = e.input.slice(c, e.position), Wt.test(l) && N(e, "tag suffix cannot contain flow indicator characters");
	}
	return l && !(i ? Jt.test(l) : Yt.test(l)) && N(e, `tag name cannot contain such characters: ${l}`), !i && o !== "!" && o !== "!!" && !Rt.call(e.tagHandlers, o) && N(e, `undeclared tag handle "${o}"`), t.tagStart = r, t.tagEnd = e.position, !0;
}
function En(e, t) {
	if (e.input.charCodeAt(e.position) !== 38) return !1;
	t.anchorStart !== M && N(e, "duplication of an anchor property"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !dn(e.input.charCodeAt(e.position)) && !pn(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && N(e, "name of an anchor node must contain at least one character"), t.anchorStart = n, t.anchorEnd = e.position, !0;
}
function Dn(e, t) {
	if (e.input.charCodeAt(e.position) !== 42) return !1;
	(t.anchorStart !== M || t.tagStart !== M) && N(e, "alias node should not have any properties"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !dn(e.input.charCodeAt(e.position)) && !pn(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && N(e, "name of an alias node must contain at least one character"), rn(e, n, e.position), !0;
}
function On(e, t) {
	yn(e, !1), e.lineIndent < t && N(e, "deficient indentation");
}
function kn(e, t, n) {
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
			return e.position++, nn(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, j.SINGLE_QUOTED, it.CLIP, -1, i), !0;
		}
		P(a) ? (i = !1, On(e, t)) : e.position === e.lineStart && bn(e) ? N(e, "unexpected end of the document within a single quoted scalar") : a !== 9 && a < 32 ? N(e, "expected valid JSON character") : e.position++;
	}
	N(e, "unexpected end of the stream within a single quoted scalar");
}
function An(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 34) return !1;
	e.position++;
	let r = e.position, i = !0;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let a = e.input.charCodeAt(e.position);
		if (a === 34) {
			let t = e.position;
			return e.position++, nn(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, j.DOUBLE_QUOTED, it.CLIP, -1, i), !0;
		}
		if (a === 92) {
			i = !1;
			let n = e.input.charCodeAt(++e.position);
			if (P(n)) On(e, t);
			else if (_n(n)) e.position++;
			else {
				let t = gn(n);
				for (t === 0 && N(e, "unknown escape sequence"); t-- > 0;) e.position++, hn(e.input.charCodeAt(e.position)) < 0 && N(e, "expected hexadecimal character");
				e.position++;
			}
		} else P(a) ? (i = !1, On(e, t)) : e.position === e.lineStart && bn(e) ? N(e, "unexpected end of the document within a double quoted scalar") : a !== 9 && a < 32 ? N(e, "expected valid JSON character") : e.position++;
	}
	N(e, "unexpected end of the stream within a double quoted scalar");
}
function jn(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = it.CLIP, a = -1, o = !1;
	if (r !== 124 && r !== 62) return !1;
	let s = r === 124 ? j.LITERAL_BLOCK : j.FOLDED_BLOCK;
	for (e.position++; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.input.charCodeAt(e.position), r = mn(n);
		if (n === 43 || n === 45) i !== it.CLIP && N(e, "repeat of a chomping mode identifier"), i = n === 43 ? it.KEEP : it.STRIP, e.position++;
		else if (r >= 0) r === 0 && N(e, "bad explicit indentation width of a block scalar; it cannot be less than one"), o && N(e, "repeat of an indentation width identifier"), a = t + r - 1, o = !0, e.position++;
		else break;
	}
	let c = !1;
	for (; un(e.input.charCodeAt(e.position));) c = !0, e.position++;
	c && e.input.charCodeAt(e.position) === 35 && Cn(e), P(e.input.charCodeAt(e.position)) ? vn(e) : e.input.charCodeAt(e.position) !== 0 && N(e, "a line break is expected");
	let l = o ? a : -1, u = 0, d = e.position, f = e.position;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.position, r = 0;
		for (; e.input.charCodeAt(n + r) === 32;) r++;
		let i = e.input.charCodeAt(n + r);
		if (i === 0) {
			l >= 0 ? r > l && (f = n + r) : r > 0 && (f = n + r);
			break;
		}
		if (Sn(e)) break;
		if (!o && l === -1 && P(i) && (u = Math.max(u, r)), !o && l === -1 && !P(i) && (i === 9 && r < t && (e.position = n + r, N(e, "tab characters must not be used in indentation")), r >= t && r < u && (e.position = n + r, N(e, "bad indentation of a mapping entry"))), l === -1 && i !== 0 && !P(i) && r < t) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		!o && i !== 0 && !P(i) && l === -1 && (l = r);
		let a = l === -1 ? t + 1 : l;
		if (i !== 0 && !P(i) && r < a) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		Cn(e), f = e.position, P(e.input.charCodeAt(e.position)) && (vn(e), f = e.position);
	}
	return wn(e, d, f), nn(e, d, f, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, s, i, l), !0;
}
function Mn(e, t) {
	let n = e.input.charCodeAt(e.position), r = t === zt;
	if (n === 0 || dn(n) || n === 35 || n === 38 || n === 42 || n === 33 || n === 124 || n === 62 || n === 39 || n === 34 || n === 37 || n === 64 || n === 96 || pn(n)) return !1;
	if (n === 63 || n === 45) {
		let t = e.input.charCodeAt(e.position + 1);
		if (fn(t) || r && pn(t)) return !1;
	}
	return !0;
}
function Nn(e, t, n, r) {
	if (!Mn(e, n)) return !1;
	let i = e.position, a = e.position, o = e.input.charCodeAt(e.position), s = n === zt, c = !1;
	for (; o !== 0 && !Sn(e);) {
		if (o === 58) {
			let t = e.input.charCodeAt(e.position + 1);
			if (fn(t) || s && pn(t)) break;
		} else if (o === 35) {
			if (dn(e.input.charCodeAt(e.position - 1))) break;
		} else if (s && pn(o)) break;
		else if (P(o)) {
			let n = e.position, r = e.line, i = e.lineStart, a = e.lineIndent;
			if (yn(e, !1), e.lineIndent >= t) {
				c = !0, o = e.input.charCodeAt(e.position);
				continue;
			}
			e.position = n, e.line = r, e.lineStart = i, e.lineIndent = a;
			break;
		}
		un(o) || (a = e.position + 1), o = e.input.charCodeAt(++e.position);
	}
	return a !== i && (wn(e, i, a), nn(e, i, a, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, j.PLAIN, it.CLIP, -1, !c), !0);
}
function Pn(e, t) {
	let n = e.line;
	yn(e, !0), (e.line > n && e.lineIndent < t || e.firstTabInLine !== -1 && e.lineIndent < t) && N(e, "deficient indentation");
}
function Fn(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = r === 123, a = e.position, o = !0;
	if (r !== 91 && r !== 123) return !1;
	let s = i ? 125 : 93;
	for (i ? en(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, rt.FLOW) : $t(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, rt.FLOW), e.position++; e.input.charCodeAt(e.position) !== 0;) {
		Pn(e, t);
		let n = e.input.charCodeAt(e.position);
		if (n === s) return e.position++, an(e), !0;
		o ? n === 44 && N(e, "expected the node content, but found ','") : N(e, "missed comma between flow collection entries");
		let r = !1, a = !1;
		n === 63 && dn(e.input.charCodeAt(e.position + 1)) && (r = a = !0, e.position += 1, Pn(e, t));
		let c = e.line, l = cn(e), u = Rn(e, t, zt, !1, !0);
		Pn(e, t), n = e.input.charCodeAt(e.position), (i || a || e.line === c) && n === 58 ? (r = !0, e.position++, Pn(e, t), i || tn(e, l), u || on(e), Rn(e, t, zt, !1, !0) || on(e), Pn(e, t), i || an(e)) : i && r ? (u || on(e), on(e)) : i ? on(e) : r && (tn(e, l), u || on(e), on(e), an(e)), n = e.input.charCodeAt(e.position), n === 44 ? (o = !0, e.position++) : o = !1;
	}
	N(e, "unexpected end of the stream within a flow collection");
}
function In(e, t, n) {
	if (e.firstTabInLine !== -1 || e.input.charCodeAt(e.position) !== 45 || !fn(e.input.charCodeAt(e.position + 1))) return !1;
	for ($t(e, e.position, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, rt.BLOCK); e.input.charCodeAt(e.position) === 45 && fn(e.input.charCodeAt(e.position + 1));) {
		e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, N(e, "tab characters must not be used in indentation"));
		let n = e.line;
		e.position++;
		let r = yn(e, !0) > 0;
		if (e.firstTabInLine !== -1 && e.input.charCodeAt(e.position) === 45 && fn(e.input.charCodeAt(e.position + 1)) && N(e, "bad indentation of a sequence entry"), r && e.lineIndent <= t ? on(e) : Rn(e, t, Vt, !1, !0), yn(e, !0), e.lineIndent < t || e.position >= e.length) break;
		e.lineIndent > t && N(e, "bad indentation of a sequence entry"), e.line === n && e.input.charCodeAt(e.position) === 45 && fn(e.input.charCodeAt(e.position + 1)) && N(e, "bad indentation of a sequence entry");
	}
	return an(e), !0;
}
function Ln(e, t, n, r) {
	let i = !1, a = !1, o = !1, s = !1;
	if (e.firstTabInLine !== -1) return !1;
	let c = e.input.charCodeAt(e.position);
	for (; c !== 0;) {
		!i && e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, N(e, "tab characters must not be used in indentation"));
		let l = e.input.charCodeAt(e.position + 1), u = e.line;
		if ((c === 63 || c === 58) && fn(l)) o ||= (en(e, e.position, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, rt.BLOCK), !0), c === 63 ? (i && on(e), a = !0, i = !0) : (i || (on(e), a = !0), i = !1), e.position += 1, s = !0;
		else {
			i &&= (on(e), !1);
			let t = cn(e);
			if (!Rn(e, n, Bt, !1, !0)) break;
			if (e.line === u) {
				for (c = e.input.charCodeAt(e.position); un(c);) c = e.input.charCodeAt(++e.position);
				if (c === 58) c = e.input.charCodeAt(++e.position), fn(c) || N(e, "a whitespace character is expected after the key-value separator within a block mapping"), o ||= (e.events.splice(t.eventsLength, 0, {
					type: A.MAPPING,
					start: t.position,
					anchorStart: r.anchorStart,
					anchorEnd: r.anchorEnd,
					tagStart: r.tagStart,
					tagEnd: r.tagEnd,
					style: rt.BLOCK
				}), !0), a = !0, i = !1, s = !1;
				else if (a) N(e, "expected ':' after a mapping key");
				else return r.anchorStart !== M || r.tagStart !== M ? (ln(e, t), !1) : !0;
			} else if (a) N(e, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else return r.anchorStart !== M || r.tagStart !== M ? (ln(e, t), !1) : !0;
		}
		if (Rn(e, t, Ht, !0, s) && (s = !1), i || (s &&= (on(e), !1)), yn(e, !0), c = e.input.charCodeAt(e.position), (e.line === u || e.lineIndent > t) && c !== 0) N(e, "bad indentation of a mapping entry");
		else if (e.lineIndent < t) break;
	}
	return a ? (i && on(e), o && an(e), !0) : !1;
}
function Rn(e, t, n, r, i, a = !0) {
	e.depth >= e.maxDepth && N(e, `nesting exceeded maxDepth (${e.maxDepth})`), e.depth++;
	let o = 1, s = !1, c = !1, l = null, u = sn(), d = n === Ht || n === Vt, f = d, p = d;
	if (r && yn(e, !0) && (s = !0, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1), o === 1) for (;;) {
		let r = e.input.charCodeAt(e.position), i = cn(e);
		if (s && o !== 1 && (r === 33 || r === 38)) break;
		if (s && p && (u.tagStart !== M || u.anchorStart !== M) && (r === 33 || r === 38)) {
			let n = cn(e), r = t + 1;
			if (Ln(e, e.position - e.lineStart, r, u) && e.events[n.eventsLength]?.type === A.MAPPING) return e.depth--, !0;
			ln(e, n);
		}
		if (s && (r === 33 && u.tagStart !== M || r === 38 && u.anchorStart !== M) || !Tn(e, u, n === zt) && !En(e, u)) break;
		l === null && (l = i), yn(e, !0) ? (s = !0, f = p, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1) : f = !1;
	}
	if (f &&= s || i, o === 1 || n === Ht) {
		let r = n === zt || n === Bt ? t : t + 1, i = e.position - e.lineStart;
		if (o === 1) {
			if (f && (In(e, i, u) || Ln(e, i, r, u)) || Fn(e, r, u)) c = !0;
			else {
				let t = e.input.charCodeAt(e.position);
				if (l !== null && a && p && !f && t !== 124 && t !== 62) {
					let t = cn(e), n = l.position - l.lineStart;
					ln(e, l), Ln(e, n, r, sn()) && e.events[t.eventsLength]?.type === A.MAPPING ? c = !0 : ln(e, t);
				}
				!c && (d && jn(e, r, u) || kn(e, r, u) || An(e, r, u) || Dn(e, u) || Nn(e, r, n, u)) && (c = !0);
			}
		} else o === 0 && (c = f && In(e, i, u));
	}
	return d &&= !c, !c && (u.anchorStart !== M || u.tagStart !== M || d) && (nn(e, M, M, u.anchorStart, u.anchorEnd, u.tagStart, u.tagEnd, j.PLAIN), c = !0), e.depth--, c || u.anchorStart !== M || u.tagStart !== M;
}
function zn(e) {
	if (e.lineIndent > 0 || e.input.charCodeAt(e.position) !== 37) return !1;
	e.position++;
	let t = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !dn(e.input.charCodeAt(e.position));) e.position++;
	let n = e.input.slice(t, e.position), r = [];
	for (n.length === 0 && N(e, "directive name must not be less than one character in length"); e.input.charCodeAt(e.position) !== 0 && !P(e.input.charCodeAt(e.position));) {
		for (; un(e.input.charCodeAt(e.position));) e.position++;
		if (e.input.charCodeAt(e.position) === 35 || P(e.input.charCodeAt(e.position)) || e.input.charCodeAt(e.position) === 0) break;
		let t = e.position;
		for (; e.input.charCodeAt(e.position) !== 0 && !dn(e.input.charCodeAt(e.position));) e.position++;
		r.push(e.input.slice(t, e.position));
	}
	if (P(e.input.charCodeAt(e.position)) && vn(e), n === "YAML") {
		e.directives.some((e) => e.kind === "yaml") && N(e, "duplication of %YAML directive"), r.length !== 1 && N(e, "YAML directive accepts exactly one argument");
		let t = /^([0-9]+)\.([0-9]+)$/.exec(r[0]);
		t === null && N(e, "ill-formed argument of the YAML directive"), parseInt(t[1], 10) !== 1 && N(e, "unacceptable YAML version of the document"), e.directives.push({
			kind: "yaml",
			version: r[0]
		});
	} else if (n === "TAG") {
		r.length !== 2 && N(e, "TAG directive accepts exactly two arguments");
		let [t, n] = r;
		Gt.test(t) || N(e, "ill-formed tag handle (first argument) of the TAG directive"), Rt.call(e.tagHandlers, t) && N(e, `there is a previously declared suffix for "${t}" tag handle`), Xt.test(n) || N(e, "ill-formed tag prefix (second argument) of the TAG directive"), e.tagHandlers[t] = n, e.directives.push({
			kind: "tag",
			handle: t,
			prefix: n
		});
	}
	return !0;
}
function Bn(e) {
	e.directives = [], e.tagHandlers = Object.create(null);
	let t = !1;
	for (yn(e, !0); zn(e);) t = !0, yn(e, !0);
	let n = !1, r = !1, i = !0;
	if (e.lineIndent === 0 && e.input.charCodeAt(e.position) === 45 && e.input.charCodeAt(e.position + 1) === 45 && e.input.charCodeAt(e.position + 2) === 45 && fn(e.input.charCodeAt(e.position + 3))) {
		n = !0;
		let t = e.line;
		e.position += 3, yn(e, !0), i = e.line > t;
	} else t && N(e, "directives end mark is expected");
	let a = e.events.length;
	if (!n && e.position === e.lineStart && e.input.charCodeAt(e.position) === 46 && bn(e)) {
		e.position += 3, yn(e, !0);
		return;
	}
	if (Qt(e, n, !1), Rn(e, e.lineIndent - 1, Ht, !1, i, i) || on(e), yn(e, !0), e.position === e.lineStart && bn(e) && (r = e.input.charCodeAt(e.position) === 46, r)) {
		let t = e.line;
		e.position += 3, yn(e, !0), e.line === t && e.position < e.length && N(e, "end of the stream or a document separator is expected");
	}
	let o = e.events[a];
	o?.type === A.DOCUMENT && (o.explicitEnd = r), an(e), !r && e.position < e.length && !Sn(e) && N(e, "end of the stream or a document separator is expected");
}
function Vn(e, t) {
	let n = e.length, r = {
		...Zt,
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
	for (i !== -1 && nt.throwAt(e, i, "null byte is not allowed in input", r.filename); r.position < r.length && (xn(r), yn(r, !0), !(r.position >= r.length));) {
		let e = r.position;
		Bn(r), r.position === e && 
		/* c8 ignore next */
		N(r, "can not read a document");
	}
	return r.events;
}
var Hn = {
	...Zt,
	...wt
};
function Un(e, t = {}) {
	let n = {
		...Hn,
		...t
	}, r = String(e), i = Object.keys(Zt), a = Object.keys(wt);
	return Lt(Vn(r, ze(n, i)), {
		...ze(n, a),
		source: r
	});
}
function Wn(e, t) {
	let n = Un(e, t);
	if (n.length === 0) throw new nt("expected a document, but the input is empty");
	if (n.length === 1) return n[0];
	throw new nt("expected a single document in the stream, but found more");
}
function Gn(e, t) {
	return !!(e & 1 << t);
}
var Kn = {
	applyQuoteFlowKeysOption: Jn,
	doubleQuoteForInvisibles: Yn,
	doubleQuoteWhitespaceOnly: Xn,
	applyForceQuotesOption: Zn,
	tryLongOrMultilineAsBlock: Qn,
	quoteInvalidPlain: $n,
	fallbackToDoubleQuoted: er
};
function qn(e) {
	return e.presenterOptions.quoteStyle === "single" && Gn(e.allowedStylesMask, j.SINGLE_QUOTED) ? j.SINGLE_QUOTED : j.DOUBLE_QUOTED;
}
function Jn(e) {
	e.presenterOptions.quoteFlowKeys && e.isKey && e.flowOnly && e.style === j.PLAIN && (e.style = j.DOUBLE_QUOTED);
}
function Yn(e) {
	e.style === j.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(e.node.value) && (e.style = j.DOUBLE_QUOTED);
}
function Xn(e) {
	e.style === j.PLAIN && /^\s+$/.test(e.node.value) && (e.style = j.DOUBLE_QUOTED);
}
function Zn(e) {
	e.presenterOptions.forceQuotes && (e.isKey || e.style !== j.PLAIN || e.node.tag === e.presenterOptions.schema.defaultScalarTag.tagName && (e.style = e.node.value.includes("\n") ? j.DOUBLE_QUOTED : qn(e)));
}
function Qn(e) {
	if (e.style !== j.PLAIN || e.isKey) return;
	let t = e.node.value, n = t.indexOf("\n") !== -1;
	if (!Gn(e.allowedStylesMask, j.LITERAL_BLOCK)) {
		n && (e.style = j.DOUBLE_QUOTED);
		return;
	}
	let r = e.presenterOptions.lineWidth;
	if (r === -1) {
		n && (e.style = j.LITERAL_BLOCK);
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
	o ? e.style = j.FOLDED_BLOCK : n && (e.style = j.LITERAL_BLOCK);
}
function $n(e) {
	e.style === j.PLAIN && !Gn(e.allowedStylesMask, j.PLAIN) && (e.style = qn(e));
}
function er(e) {
	Gn(e.allowedStylesMask, e.style) || (e.style = j.DOUBLE_QUOTED);
}
var tr = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]", nr = "[\\n\\r]", rr = "\\uFEFF", ir = "[ \\t]", ar = `(?:(?!(?:${nr}|${rr}))${tr})`, or = `(?:(?!${ir})${ar})`, sr = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]", cr = "[-?:,\\[\\]{}#&*!|>'\"%@`]", lr = "[,\\[\\]{}]", ur = or, dr = `(?:(?!${lr})${or})`, fr = `(?:(?:(?!${cr})${or})|[?:-](?=${ur}))`, pr = `(?:(?:(?!${cr})${or})|[?:-](?=${dr}))`, mr = `(?:(?:(?![:#])${ur})|:(?=${ur}))#*`, hr = `(?:(?:(?![:#])${dr})|:(?=${dr}))#*`, gr = `(?:${ir}*${mr})*`, _r = `(?:${ir}*${hr})*`, vr = `${fr}#*${gr}`, yr = `${pr}#*${_r}`, br = vr, xr = yr, Sr = `\\n+${mr}${gr}`, Cr = `\\n+${hr}${_r}`, wr = `${vr}(?:${Sr})*`, Tr = `${yr}(?:${Cr})*`;
RegExp(`^(?:${wr})$`, "u"), RegExp(`^(?:${Tr})$`, "u"), RegExp(`^(?:${br})$`, "u"), RegExp(`^(?:${xr})$`, "u"), RegExp(`^(?:${sr})*$`, "u"), RegExp(`^(?:${sr}|\\n)*$`, "u"), RegExp(`^(?:${ar}|\\n)*$`, "u"), Object.keys(Kn).map((e) => Reflect.get(Kn, e)), A.DOCUMENT, A.SEQUENCE, A.MAPPING, A.SCALAR, A.ALIAS, A.POP, j.PLAIN, j.SINGLE_QUOTED, j.DOUBLE_QUOTED, j.LITERAL_BLOCK, j.FOLDED_BLOCK, rt.BLOCK, rt.FLOW, it.CLIP, it.STRIP, it.KEEP;
// src/core/skills/frontmatter.ts
var Er = /^[a-z0-9][a-z0-9_-]{0,127}$/;
function Dr(e) {
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
function Or(e) {
	if (typeof e == "string") return e.trim();
	if (typeof e == "number" || typeof e == "boolean") return String(e);
}
function kr(e) {
	if (typeof e == "string") return e.split(",").map((e) => e.trim()).filter(Boolean);
	if (!Array.isArray(e)) return [];
	let t = [];
	for (let n of e) {
		let e = Or(n);
		e && t.push(e);
	}
	return t;
}
function Ar(e, t) {
	if (typeof e != "number") return Or(e);
	let n = /^[ \t]*version[ \t]*:[ \t]*([0-9][^\s#]*)/m.exec(t);
	return n && Number(n[1]) === e ? n[1] : String(e);
}
function jr(e) {
	return e.length > 64 ? "at most 64 characters" : e.includes("_") ? "no underscores" : e.startsWith("-") || e.endsWith("-") ? "no leading or trailing hyphen" : e.includes("--") ? "no double hyphen" : null;
}
function Mr(e, n = "SKILL.md", r) {
	let i = [], a = [], s = Dr(e);
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
		l = Wn(s.yaml, {
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
		let e = Or(u.name);
		if (e === void 0) i.push(o("name-type", n, { got: c(u.name) }, r));
		else if (!Er.test(e)) i.push(o("name-invalid", n, { name: e }, r));
		else {
			d = e;
			let t = jr(e);
			t && a.push(o("name-not-portable", n, {
				name: e,
				why: t
			}, r));
		}
	}
	let f = "", p = u.description;
	if (p == null) i.push(o("description-missing", n, {}, r));
	else {
		let e = Or(p);
		e === void 0 ? i.push(o("description-type", n, { got: c(p) }, r)) : e === "" ? i.push(o("description-missing", n, {}, r)) : e.length > t.maxDescriptionChars ? i.push(o("description-too-long", n, { length: e.length }, r)) : (f = e, e.length > t.descriptionWarnChars && a.push(o("description-long", n, { length: e.length }, r)));
	}
	let m;
	u.license !== void 0 && u.license !== null && (m = Or(u.license), m === void 0 && a.push(o("field-ignored", n, {
		field: "license",
		why: "is not text"
	}, r)));
	let h = {};
	u.metadata !== void 0 && u.metadata !== null && (typeof u.metadata == "object" && !Array.isArray(u.metadata) ? h = u.metadata : a.push(o("field-ignored", n, {
		field: "metadata",
		why: "is not a mapping"
	}, r)));
	let g = [.../* @__PURE__ */ new Set([...kr(h.tags), ...kr(u.tags)])], _ = Or(h.author ?? u.author), v = Ar(h.version ?? u.version, s.yaml);
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
var Nr = new TextDecoder("utf-8", {
	fatal: !0,
	ignoreBOM: !0
}), Pr = new TextEncoder();
function Fr(e) {
	if (e.indexOf(0) === -1) try {
		return Nr.decode(e);
	} catch {
		return;
	}
}
function Ir(e) {
	return Pr.encode(e);
}
// src/core/skills/hash.ts
var Lr = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function Rr(e) {
	return e ^= e >>> 16, e = Math.imul(e, 2246822507), e ^= e >>> 13, e = Math.imul(e, 3266489909), e ^= e >>> 16, e;
}
function zr(e, t = 0) {
	let n = e.length, r = n >>> 2, i = t ^ 2654435769, a = t ^ 1663821227, o, s, c, l = Lr && !(e.byteOffset & 3) ? new Uint32Array(e.buffer, e.byteOffset, r) : void 0;
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
	return i ^= n, a ^= n, i = i + a | 0, a = a + i | 0, i = Rr(i), a = Rr(a), i = i + a | 0, a = a + i | 0, [i >>> 0, a >>> 0];
}
var Br = (e) => e.toString(16).padStart(8, "0");
function Vr(e) {
	let t = [...e].sort((e, t) => e.path < t.path ? -1 : +(e.path > t.path)), n = [], r = 0;
	for (let e of t) {
		let t = Ir(e.path), i = new Uint8Array(t.length + 13);
		i.set(t, 0);
		let a = new DataView(i.buffer), [o, s] = zr(e.bytes);
		i[t.length] = 0, a.setUint32(t.length + 1, e.bytes.length, !0), a.setUint32(t.length + 5, o, !0), a.setUint32(t.length + 9, s, !0), n.push(i), r += i.length;
	}
	let i = new Uint8Array(r), a = 0;
	for (let e of n) i.set(e, a), a += e.length;
	let [o, s] = zr(i, 24301);
	return Br(o) + Br(s);
}
// src/core/skills/paths.ts
var Hr = /[\u0000-\u001f\u007f]/, Ur = /^[A-Za-z]:/;
function Wr(e) {
	if (e.length === 0) return "path-empty";
	if (e.length > t.maxPathLength) return "path-too-long";
	if (Hr.test(e)) return "path-control-char";
	if (e.includes("\\")) return "path-backslash";
	if (e.startsWith("/")) return "path-absolute";
	if (Ur.test(e)) return "path-drive";
	for (let t of e.split("/")) {
		if (t === "") return "path-empty-segment";
		if (t === "." || t === "..") return "path-traversal";
	}
	return null;
}
function Gr(e) {
	let t = e.replace(/\\/g, "/");
	for (; t.startsWith("./");) t = t.slice(2);
	let n = t.endsWith("/");
	return n && (t = t.slice(0, -1)), {
		path: t,
		isDir: n
	};
}
function Kr(e) {
	if (e === "__MACOSX" || e.startsWith("__MACOSX/")) return "macOS archive metadata";
	let t = e.slice(e.lastIndexOf("/") + 1);
	return t === ".DS_Store" ? "macOS folder metadata" : t === "Thumbs.db" || t === "desktop.ini" ? "Windows folder metadata" : null;
}
function qr(e, t) {
	return e === t ? 0 : e === "SKILL.md" ? -1 : t === "SKILL.md" ? 1 : e < t ? -1 : 1;
}
// src/core/skills/parse.ts
function Jr(e, n = {}) {
	let r = n.folderName, i = [], a = [], s = /* @__PURE__ */ new Set(), c = [], l = [], u = 0;
	for (let n of e) {
		let e = typeof n?.path == "string" ? n.path : "", a = Wr(e);
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
		let p = f ? n.bytes : Ir(n.text);
		u += p.length, p.length > t.maxFileBytes && i.push(o("file-too-large", e, { bytes: p.length }, r));
		let m = d ? n.text : Fr(p);
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
			let e = Mr(d.text, "SKILL.md", r);
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
	c.sort((e, t) => qr(e.path, t.path));
	let p = n.now ?? Date.now();
	return {
		skill: {
			name: f.name,
			scope: n.scope ?? "global",
			manifest: f,
			files: c,
			hash: Vr(l),
			size: u,
			installedAt: p,
			updatedAt: p
		},
		issues: i,
		warnings: a
	};
}
// src/core/skills/summary.ts
function Yr(e) {
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
function Xr(e) {
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
function Zr(e, t, n, r) {
	let { folders: i, ignored: a } = Xr(e), s = [];
	if (!i.length) return {
		skills: [],
		issues: [o("no-skill", r)],
		warnings: s
	};
	for (let e of a) s.push(o("ignored-file", e, { why: "outside any skill folder" }));
	let c = [], l = [];
	for (let e of i) {
		let r = Jr(e.paths.map((n) => ({
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
function Qr(e, t = {}) {
	let n = [], r = [], i = /* @__PURE__ */ new Map();
	for (let t of e) {
		let e = Wr(t.path);
		if (e) n.push(o(e, t.path));
		else if (i.has(t.path)) n.push(o("path-duplicate", t.path));
		else {
			let e = Kr(t.path);
			e ? r.push(o("ignored-file", t.path, { why: e })) : i.set(t.path, t.bytes);
		}
	}
	if (n.length) return {
		skills: [],
		issues: n,
		warnings: r
	};
	let a = Zr([...i.keys()], (e) => i.get(e), t, "");
	return {
		skills: a.skills,
		issues: a.issues,
		warnings: [...r, ...a.warnings]
	};
}
function $r(e, t, n = {}) {
	let r = Jr([{
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
var F = Uint8Array, ei = Uint16Array, ti = Int32Array, ni = new F([
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
]), ri = new F([
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
]), ii = new F([
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
]), ai = function(e, t) {
	for (var n = new ei(31), r = 0; r < 31; ++r) n[r] = t += 1 << e[r - 1];
	for (var i = new ti(n[30]), r = 1; r < 30; ++r) for (var a = n[r]; a < n[r + 1]; ++a) i[a] = a - n[r] << 5 | r;
	return {
		b: n,
		r: i
	};
}, oi = ai(ni, 2), si = oi.b, ci = oi.r;
si[28] = 258, ci[258] = 28;
for (var li = ai(ri, 0), ui = li.b, di = li.r, fi = new ei(32768), I = 0; I < 32768; ++I) {
	var pi = (I & 43690) >> 1 | (I & 21845) << 1;
	pi = (pi & 52428) >> 2 | (pi & 13107) << 2, pi = (pi & 61680) >> 4 | (pi & 3855) << 4, fi[I] = ((pi & 65280) >> 8 | (pi & 255) << 8) >> 1;
}
for (var mi = (function(e, t, n) {
	for (var r = e.length, i = 0, a = new ei(t); i < r; ++i) e[i] && ++a[e[i] - 1];
	var o = new ei(t);
	for (i = 1; i < t; ++i) o[i] = o[i - 1] + a[i - 1] << 1;
	var s;
	if (n) {
		s = new ei(1 << t);
		var c = 15 - t;
		for (i = 0; i < r; ++i) if (e[i]) for (var l = i << 4 | e[i], u = t - e[i], d = o[e[i] - 1]++ << u, f = d | (1 << u) - 1; d <= f; ++d) s[fi[d] >> c] = l;
	} else for (s = new ei(r), i = 0; i < r; ++i) e[i] && (s[i] = fi[o[e[i] - 1]++] >> 15 - e[i]);
	return s;
}), hi = new F(288), I = 0; I < 144; ++I) hi[I] = 8;
for (var I = 144; I < 256; ++I) hi[I] = 9;
for (var I = 256; I < 280; ++I) hi[I] = 7;
for (var I = 280; I < 288; ++I) hi[I] = 8;
for (var gi = new F(32), I = 0; I < 32; ++I) gi[I] = 5;
var _i = /*#__PURE__*/ mi(hi, 9, 0), vi = /*#__PURE__*/ mi(hi, 9, 1), yi = /*#__PURE__*/ mi(gi, 5, 0), bi = /*#__PURE__*/ mi(gi, 5, 1), xi = function(e) {
	for (var t = e[0], n = 1; n < e.length; ++n) e[n] > t && (t = e[n]);
	return t;
}, Si = function(e, t, n) {
	var r = t / 8 | 0;
	return (e[r] | e[r + 1] << 8) >> (t & 7) & n;
}, Ci = function(e, t) {
	var n = t / 8 | 0;
	return (e[n] | e[n + 1] << 8 | e[n + 2] << 16) >> (t & 7);
}, wi = function(e) {
	return (e + 7) / 8 | 0;
}, Ti = function(e, t, n) {
	return (t == null || t < 0) && (t = 0), (n == null || n > e.length) && (n = e.length), new F(e.subarray(t, n));
}, Ei = [
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
], L = function(e, t, n) {
	var r = Error(t || Ei[e]);
	if (r.code = e, Error.captureStackTrace && Error.captureStackTrace(r, L), !n) throw r;
	return r;
}, Di = function(e, t, n, r) {
	var i = e.length, a = r ? r.length : 0;
	if (!i || t.f && !t.l) return n || new F(0);
	var o = !n, s = o || t.i != 2, c = t.i;
	o && (n = new F(i * 3));
	var l = function(e) {
		var t = n.length;
		if (e > t) {
			var r = new F(Math.max(t * 2, e));
			r.set(n), n = r;
		}
	}, u = t.f || 0, d = t.p || 0, f = t.b || 0, p = t.l, m = t.d, h = t.m, g = t.n, _ = i * 8;
	do {
		if (!p) {
			u = Si(e, d, 1);
			var v = Si(e, d + 1, 3);
			if (d += 3, !v) {
				var y = wi(d) + 4, b = e[y - 4] | e[y - 3] << 8, x = y + b;
				if (x > i) {
					c && L(0);
					break;
				}
				s && l(f + b), n.set(e.subarray(y, x), f), t.b = f += b, t.p = d = x * 8, t.f = u;
				continue;
			}
			if (v == 1) p = vi, m = bi, h = 9, g = 5;
			else if (v == 2) {
				var S = Si(e, d, 31) + 257, C = Si(e, d + 10, 15) + 4, w = S + Si(e, d + 5, 31) + 1;
				d += 14;
				for (var T = new F(w), E = new F(19), D = 0; D < C; ++D) E[ii[D]] = Si(e, d + D * 3, 7);
				d += C * 3;
				for (var ee = xi(E), te = (1 << ee) - 1, ne = mi(E, ee, 1), D = 0; D < w;) {
					var re = ne[Si(e, d, te)];
					d += re & 15;
					var y = re >> 4;
					if (y < 16) T[D++] = y;
					else {
						var ie = 0, O = 0;
						for (y == 16 ? (O = 3 + Si(e, d, 3), d += 2, ie = T[D - 1]) : y == 17 ? (O = 3 + Si(e, d, 7), d += 3) : y == 18 && (O = 11 + Si(e, d, 127), d += 7); O--;) T[D++] = ie;
					}
				}
				var ae = T.subarray(0, S), oe = T.subarray(S);
				h = xi(ae), g = xi(oe), p = mi(ae, h, 1), m = mi(oe, g, 1);
			} else L(1);
			if (d > _) {
				c && L(0);
				break;
			}
		}
		s && l(f + 131072);
		for (var se = (1 << h) - 1, ce = (1 << g) - 1, le = d;; le = d) {
			var ie = p[Ci(e, d) & se], ue = ie >> 4;
			if (d += ie & 15, d > _) {
				c && L(0);
				break;
			}
			if (ie || L(2), ue < 256) n[f++] = ue;
			else if (ue == 256) {
				le = d, p = null;
				break;
			} else {
				var de = ue - 254;
				if (ue > 264) {
					var D = ue - 257, k = ni[D];
					de = Si(e, d, (1 << k) - 1) + si[D], d += k;
				}
				var fe = m[Ci(e, d) & ce], pe = fe >> 4;
				fe || L(3), d += fe & 15;
				var oe = ui[pe];
				if (pe > 3) {
					var k = ri[pe];
					oe += Ci(e, d) & (1 << k) - 1, d += k;
				}
				if (d > _) {
					c && L(0);
					break;
				}
				s && l(f + 131072);
				var me = f + de;
				if (f < oe) {
					var he = a - oe, ge = Math.min(oe, me);
					for (he + f < 0 && L(3); f < ge; ++f) n[f] = r[he + f];
				}
				for (; f < me; ++f) n[f] = n[f - oe];
			}
		}
		t.l = p, t.p = le, t.b = f, t.f = u, p && (u = 1, t.m = h, t.d = m, t.n = g);
	} while (!u);
	return f != n.length && o ? Ti(n, 0, f) : n.subarray(0, f);
}, Oi = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8;
}, ki = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8, e[r + 2] |= n >> 16;
}, Ai = function(e, t) {
	for (var n = [], r = 0; r < e.length; ++r) e[r] && n.push({
		s: r,
		f: e[r]
	});
	var i = n.length, a = n.slice();
	if (!i) return {
		t: Li,
		l: 0
	};
	if (i == 1) {
		var o = new F(n[0].s + 1);
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
	var p = new ei(f + 1), m = ji(n[u - 1], p, 0);
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
		t: new F(p),
		l: m
	};
}, ji = function(e, t, n) {
	return e.s == -1 ? Math.max(ji(e.l, t, n + 1), ji(e.r, t, n + 1)) : t[e.s] = n;
}, Mi = function(e) {
	for (var t = e.length; t && !e[--t];);
	for (var n = new ei(++t), r = 0, i = e[0], a = 1, o = function(e) {
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
}, Ni = function(e, t) {
	for (var n = 0, r = 0; r < t.length; ++r) n += e[r] * t[r];
	return n;
}, Pi = function(e, t, n) {
	var r = n.length, i = wi(t + 2);
	e[i] = r & 255, e[i + 1] = r >> 8, e[i + 2] = e[i] ^ 255, e[i + 3] = e[i + 1] ^ 255;
	for (var a = 0; a < r; ++a) e[i + a + 4] = n[a];
	return (i + 4 + r) * 8;
}, Fi = function(e, t, n, r, i, a, o, s, c, l, u) {
	Oi(t, u++, n), ++i[256];
	for (var d = Ai(i, 15), f = d.t, p = d.l, m = Ai(a, 15), h = m.t, g = m.l, _ = Mi(f), v = _.c, y = _.n, b = Mi(h), x = b.c, S = b.n, C = new ei(19), w = 0; w < v.length; ++w) ++C[v[w] & 31];
	for (var w = 0; w < x.length; ++w) ++C[x[w] & 31];
	for (var T = Ai(C, 7), E = T.t, D = T.l, ee = 19; ee > 4 && !E[ii[ee - 1]]; --ee);
	var te = l + 5 << 3, ne = Ni(i, hi) + Ni(a, gi) + o, re = Ni(i, f) + Ni(a, h) + o + 14 + 3 * ee + Ni(C, E) + 2 * C[16] + 3 * C[17] + 7 * C[18];
	if (c >= 0 && te <= ne && te <= re) return Pi(t, u, e.subarray(c, c + l));
	var ie, O, ae, oe;
	if (Oi(t, u, 1 + (re < ne)), u += 2, re < ne) {
		ie = mi(f, p, 0), O = f, ae = mi(h, g, 0), oe = h;
		var se = mi(E, D, 0);
		Oi(t, u, y - 257), Oi(t, u + 5, S - 1), Oi(t, u + 10, ee - 4), u += 14;
		for (var w = 0; w < ee; ++w) Oi(t, u + 3 * w, E[ii[w]]);
		u += 3 * ee;
		for (var ce = [v, x], le = 0; le < 2; ++le) for (var ue = ce[le], w = 0; w < ue.length; ++w) {
			var de = ue[w] & 31;
			Oi(t, u, se[de]), u += E[de], de > 15 && (Oi(t, u, ue[w] >> 5 & 127), u += ue[w] >> 12);
		}
	} else ie = _i, O = hi, ae = yi, oe = gi;
	for (var w = 0; w < s; ++w) {
		var k = r[w];
		if (k > 255) {
			var de = k >> 18 & 31;
			ki(t, u, ie[de + 257]), u += O[de + 257], de > 7 && (Oi(t, u, k >> 23 & 31), u += ni[de]);
			var fe = k & 31;
			ki(t, u, ae[fe]), u += oe[fe], fe > 3 && (ki(t, u, k >> 5 & 8191), u += ri[fe]);
		} else ki(t, u, ie[k]), u += O[k];
	}
	return ki(t, u, ie[256]), u + O[256];
}, Ii = /*#__PURE__*/ new ti([
	65540,
	131080,
	131088,
	131104,
	262176,
	1048704,
	1048832,
	2114560,
	2117632
]), Li = /*#__PURE__*/ new F(0), Ri = function(e, t, n, r, i, a) {
	var o = a.z || e.length, s = new F(r + o + 5 * (1 + Math.ceil(o / 7e3)) + i), c = s.subarray(r, s.length - i), l = a.l, u = (a.r || 0) & 7;
	if (t) {
		u && (c[0] = a.r >> 3);
		for (var d = Ii[t - 1], f = d >> 13, p = d & 8191, m = (1 << n) - 1, h = a.p || new ei(32768), g = a.h || new ei(m + 1), _ = Math.ceil(n / 3), v = 2 * _, y = function(t) {
			return (e[t] ^ e[t + 1] << _ ^ e[t + 2] << v) & m;
		}, b = new ti(25e3), x = new ei(288), S = new ei(32), C = 0, w = 0, T = a.i || 0, E = 0, D = a.w || 0, ee = 0; T + 2 < o; ++T) {
			var te = y(T), ne = T & 32767, re = g[te];
			if (h[ne] = re, g[te] = ne, D <= T) {
				var ie = o - T;
				if ((C > 7e3 || E > 24576) && (ie > 423 || !l)) {
					u = Fi(e, c, 0, b, x, S, w, E, ee, T - ee, u), E = C = w = 0, ee = T;
					for (var O = 0; O < 286; ++O) x[O] = 0;
					for (var O = 0; O < 30; ++O) S[O] = 0;
				}
				var ae = 2, oe = 0, se = p, ce = ne - re & 32767;
				if (ie > 2 && te == y(T - ce)) for (var le = Math.min(f, ie) - 1, ue = Math.min(32767, T), de = Math.min(258, ie); ce <= ue && --se && ne != re;) {
					if (e[T + ae] == e[T + ae - ce]) {
						for (var k = 0; k < de && e[T + k] == e[T + k - ce]; ++k);
						if (k > ae) {
							if (ae = k, oe = ce, k > le) break;
							for (var fe = Math.min(ce, k - 2), pe = 0, O = 0; O < fe; ++O) {
								var me = T - ce + O & 32767, he = me - h[me] & 32767;
								he > pe && (pe = he, re = me);
							}
						}
					}
					ne = re, re = h[ne], ce += ne - re & 32767;
				}
				if (oe) {
					b[E++] = 268435456 | ci[ae] << 18 | di[oe];
					var ge = ci[ae] & 31, _e = di[oe] & 31;
					w += ni[ge] + ri[_e], ++x[257 + ge], ++S[_e], D = T + ae, ++C;
				} else b[E++] = e[T], ++x[e[T]];
			}
		}
		for (T = Math.max(T, D); T < o; ++T) b[E++] = e[T], ++x[e[T]];
		u = Fi(e, c, l, b, x, S, w, E, ee, T - ee, u), l || (a.r = u & 7 | c[u / 8 | 0] << 3, u -= 7, a.h = g, a.p = h, a.i = T, a.w = D);
	} else {
		for (var T = a.w || 0; T < o + l; T += 65535) {
			var ve = T + 65535;
			ve >= o && (c[u / 8 | 0] = l, ve = o), u = Pi(c, u + 1, e.subarray(T, ve));
		}
		a.i = o;
	}
	return Ti(s, 0, r + wi(u) + i);
}, zi = /*#__PURE__*/ (function() {
	for (var e = /* @__PURE__ */ new Int32Array(256), t = 0; t < 256; ++t) {
		for (var n = t, r = 9; --r;) n = (n & 1 && -306674912) ^ n >>> 1;
		e[t] = n;
	}
	return e;
})(), Bi = function() {
	var e = -1;
	return {
		p: function(t) {
			for (var n = e, r = 0; r < t.length; ++r) n = zi[n & 255 ^ t[r]] ^ n >>> 8;
			e = n;
		},
		d: function() {
			return ~e;
		}
	};
}, Vi = function(e, t, n, r, i) {
	if (!i && (i = { l: 1 }, t.dictionary)) {
		var a = t.dictionary.subarray(-32768), o = new F(a.length + e.length);
		o.set(a), o.set(e, a.length), e = o, i.w = a.length;
	}
	return Ri(e, t.level == null ? 6 : t.level, t.mem == null ? i.l ? Math.ceil(Math.max(8, Math.min(13, Math.log(e.length))) * 1.5) : 20 : 12 + t.mem, n, r, i);
}, Hi = function(e, t) {
	var n = {};
	for (var r in e) n[r] = e[r];
	for (var r in t) n[r] = t[r];
	return n;
}, Ui = function(e, t) {
	return e[t] | e[t + 1] << 8;
}, Wi = function(e, t) {
	return (e[t] | e[t + 1] << 8 | e[t + 2] << 16 | e[t + 3] << 24) >>> 0;
}, Gi = function(e, t) {
	return Wi(e, t) + Wi(e, t + 4) * 4294967296;
}, Ki = function(e, t, n) {
	for (; n; ++t) e[t] = n, n >>>= 8;
};
function qi(e, t) {
	return Vi(e, t || {}, 0, 0);
}
var Ji = /* @__PURE__ */ function() {
	function e(e, t) {
		typeof e == "function" && (t = e, e = {}), this.ondata = t;
		var n = e && e.dictionary && e.dictionary.subarray(-32768);
		this.s = {
			i: 0,
			b: n ? n.length : 0
		}, this.o = new F(32768), this.p = new F(0), n && this.o.set(n);
	}
	return e.prototype.e = function(e) {
		if (this.ondata || L(5), this.d && L(4), !this.p.length) this.p = e;
		else if (e.length) {
			var t = new F(this.p.length + e.length);
			t.set(this.p), t.set(e, this.p.length), this.p = t;
		}
	}, e.prototype.c = function(e) {
		this.s.i = +(this.d = e || !1);
		var t = this.s.b, n = Di(this.p, this.s, this.o);
		this.ondata(Ti(n, t, this.s.b), this.d), this.o = Ti(n, this.s.b - 32768), this.s.b = this.o.length, this.p = Ti(this.p, this.s.p / 8 | 0), this.s.p &= 7;
	}, e.prototype.push = function(e, t) {
		this.e(e), this.c(t);
	}, e;
}();
function Yi(e, t) {
	return Di(e, { i: 2 }, t && t.out, t && t.dictionary);
}
var Xi = function(e, t, n, r) {
	for (var i in e) {
		var a = e[i], o = t + i, s = r;
		Array.isArray(a) && (s = Hi(r, a[1]), a = a[0]), ArrayBuffer.isView(a) ? n[o] = [a, s] : (n[o += "/"] = [new F(0), s], Xi(a, o, n, r));
	}
}, Zi = typeof TextEncoder < "u" && /*#__PURE__*/ new TextEncoder(), Qi = typeof TextDecoder < "u" && /*#__PURE__*/ new TextDecoder();
try {
	Qi.decode(Li, { stream: !0 });
} catch {}
var $i = function(e) {
	for (var t = "", n = 0;;) {
		var r = e[n++], i = (r > 127) + (r > 223) + (r > 239);
		if (n + i > e.length) return {
			s: t,
			r: Ti(e, n - 1)
		};
		i ? i == 3 ? (r = ((r & 15) << 18 | (e[n++] & 63) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) - 65536, t += String.fromCharCode(55296 | r >> 10, 56320 | r & 1023)) : i & 1 ? t += String.fromCharCode((r & 31) << 6 | e[n++] & 63) : t += String.fromCharCode((r & 15) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) : t += String.fromCharCode(r);
	}
};
function ea(e, t) {
	if (t) {
		for (var n = new F(e.length), r = 0; r < e.length; ++r) n[r] = e.charCodeAt(r);
		return n;
	}
	if (Zi) return Zi.encode(e);
	for (var i = e.length, a = new F(e.length + (e.length >> 1)), o = 0, s = function(e) {
		a[o++] = e;
	}, r = 0; r < i; ++r) {
		if (o + 5 > a.length) {
			var c = new F(o + 8 + (i - r << 1));
			c.set(a), a = c;
		}
		var l = e.charCodeAt(r);
		l < 128 || t ? s(l) : l < 2048 ? (s(192 | l >> 6), s(128 | l & 63)) : l > 55295 && l < 57344 ? (l = 65536 + (l & 1047552) | e.charCodeAt(++r) & 1023, s(240 | l >> 18), s(128 | l >> 12 & 63), s(128 | l >> 6 & 63), s(128 | l & 63)) : (s(224 | l >> 12), s(128 | l >> 6 & 63), s(128 | l & 63));
	}
	return Ti(a, 0, o);
}
function ta(e, t) {
	if (t) {
		for (var n = "", r = 0; r < e.length; r += 16384) n += String.fromCharCode.apply(null, e.subarray(r, r + 16384));
		return n;
	}
	if (Qi) return Qi.decode(e);
	var i = $i(e), a = i.s, n = i.r;
	return n.length && L(8), a;
}
var na = function(e, t) {
	return t + 30 + Ui(e, t + 26) + Ui(e, t + 28);
}, ra = function(e, t, n) {
	var r = Ui(e, t + 28), i = Ui(e, t + 30), a = ta(e.subarray(t + 46, t + 46 + r), !(Ui(e, t + 8) & 2048)), o = t + 46 + r, s = ia(e, o, i, n, Wi(e, t + 20), Wi(e, t + 24), Wi(e, t + 42)), c = s[0], l = s[1], u = s[2];
	return [
		Ui(e, t + 10),
		c,
		l,
		a,
		o + i + Ui(e, t + 32),
		u
	];
}, ia = function(e, t, n, r, i, a, o) {
	var s = i == 4294967295, c = a == 4294967295, l = o == 4294967295, u = t + n, d = s + c + l;
	if (r && d) {
		for (; t + 4 < u; t += 4 + Ui(e, t + 2)) if (Ui(e, t) == 1) return [
			s ? Gi(e, t + 4 + 8 * c) : i,
			c ? Gi(e, t + 4) : a,
			l ? Gi(e, t + 4 + 8 * (c + s)) : o,
			1
		];
		r < 2 && L(13);
	}
	return [
		i,
		a,
		o,
		0
	];
}, aa = function(e) {
	var t = 0;
	if (e) for (var n in e) {
		var r = e[n].length;
		r > 65535 && L(9), t += r + 4;
	}
	return t;
}, oa = function(e, t, n, r, i, a, o, s) {
	var c = r.length, l = n.extra, u = s && s.length, d = aa(l);
	Ki(e, t, o == null ? 67324752 : 33639248), t += 4, o != null && (e[t++] = 20, e[t++] = n.os), e[t] = 20, t += 2, e[t++] = n.flag << 1 | (a < 0 && 8), e[t++] = i && 8, e[t++] = n.compression & 255, e[t++] = n.compression >> 8;
	var f = new Date(n.mtime == null ? Date.now() : n.mtime), p = f.getFullYear() - 1980;
	if ((p < 0 || p > 119) && L(10), Ki(e, t, p << 25 | f.getMonth() + 1 << 21 | f.getDate() << 16 | f.getHours() << 11 | f.getMinutes() << 5 | f.getSeconds() >> 1), t += 4, a != -1 && (Ki(e, t, n.crc), Ki(e, t + 4, a < 0 ? -a - 2 : a), Ki(e, t + 8, n.size)), Ki(e, t + 12, c), Ki(e, t + 14, d), t += 16, o != null && (Ki(e, t, u), Ki(e, t + 6, n.attrs), Ki(e, t + 10, o), t += 14), e.set(r, t), t += c, d) for (var m in l) {
		var h = l[m], g = h.length;
		Ki(e, t, +m), Ki(e, t + 2, g), e.set(h, t + 4), t += 4 + g;
	}
	return u && (e.set(s, t), t += u), t;
}, sa = function(e, t, n, r, i) {
	Ki(e, t, 101010256), Ki(e, t + 8, n), Ki(e, t + 10, n), Ki(e, t + 12, r), Ki(e, t + 16, i);
};
function ca(e, t) {
	t ||= {};
	var n = {}, r = [];
	Xi(e, "", n, t);
	var i = 0, a = 0;
	for (var o in n) {
		var s = n[o], c = s[0], l = s[1], u = l.level == 0 ? 0 : 8, d = ea(o), f = d.length, p = l.comment, m = p && ea(p), h = m && m.length, g = aa(l.extra);
		f > 65535 && L(11);
		var _ = u ? qi(c, l) : c, v = _.length, y = Bi();
		y.p(c), r.push(Hi(l, {
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
	for (var b = new F(a + 22), x = i, S = a - i, C = 0; C < r.length; ++C) {
		var d = r[C];
		oa(b, d.o, d, d.f, d.u, d.c.length);
		var w = 30 + d.f.length + aa(d.extra);
		b.set(d.c, d.o + w), oa(b, i, d, d.f, d.u, d.c.length, d.o, d.m), i += 16 + w + (d.m ? d.m.length : 0);
	}
	return sa(b, i, r.length, S, x), b;
}
function la(e, t) {
	for (var n = {}, r = e.length - 22; Wi(e, r) != 101010256; --r) (!r || e.length - r > 65558) && L(13);
	var i = Ui(e, r + 8);
	if (!i) return {};
	var a = Wi(e, r + 16), o = Wi(e, r - 20) == 117853008;
	if (o) {
		var s = Wi(e, r - 12);
		o = Wi(e, s) == 101075792, o && (i = Wi(e, s + 32), a = Wi(e, s + 48));
	}
	for (var c = t && t.filter, l = 0; l < i; ++l) {
		var u = ra(e, a, o), d = u[0], f = u[1], p = u[2], m = u[3], h = u[4], g = u[5], _ = na(e, g);
		a = h, (!c || c({
			name: m,
			size: f,
			originalSize: p,
			compression: d
		})) && (d ? d == 8 ? n[m] = Yi(e.subarray(_, _ + f), { out: new F(p) }) : L(14, "unknown compression type " + d) : n[m] = Ti(e, _, _ + f));
	}
	return n;
}
// src/core/skills/crc32.ts
var ua = (() => {
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
function da(e) {
	let t = -1, n = e.length, r = n & -4, i = 0;
	for (; i < r; i += 4) t ^= e[i] | e[i + 1] << 8 | e[i + 2] << 16 | e[i + 3] << 24, t = ua[768 + (t & 255)] ^ ua[512 + (t >>> 8 & 255)] ^ ua[256 + (t >>> 16 & 255)] ^ ua[t >>> 24];
	for (; i < n; i++) t = ua[(t ^ e[i]) & 255] ^ t >>> 8;
	return ~t >>> 0;
}
// src/core/skills/zip-read.ts
var fa = (e, t = {}) => ({
	ok: !1,
	rule: e,
	params: t
}), pa = (e) => fa("zip-invalid", { detail: e }), ma = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xA0", ha = new TextDecoder("utf-8", { fatal: !0 }), ga = new TextDecoder("utf-8");
function _a(e, t) {
	if (t) return ga.decode(e);
	try {
		return ha.decode(e);
	} catch {
		let t = "";
		for (let n of e) t += n < 128 ? String.fromCharCode(n) : ma[n - 128];
		return t;
	}
}
function va(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = e.length;
	if (r < 22) return pa("too short to be a zip archive");
	let i = -1;
	for (let e = r - 22; e >= Math.max(0, r - 22 - 65535); e--) if (n.getUint32(e, !0) === 101010256 && e + 22 + n.getUint16(e + 20, !0) <= r) {
		i = e;
		break;
	}
	if (i < 0) return pa("no end-of-archive record (is this a zip file?)");
	if (n.getUint16(i + 4, !0) !== 0 || n.getUint16(i + 6, !0) !== 0) return pa("multi-part archives are not supported");
	let a = n.getUint16(i + 10, !0), o = n.getUint32(i + 12, !0), s = n.getUint32(i + 16, !0), c = i;
	if (a === 65535 || o === 4294967295 || s === 4294967295) {
		let e = i - 20;
		if (e < 0 || n.getUint32(e, !0) !== 117853008) return pa("zip64 locator missing");
		let t = ya(n, e + 8);
		if (t === void 0 || t + 56 > e || n.getUint32(t, !0) !== 101075792) return pa("zip64 end record missing");
		let r = ya(n, t + 32), l = ya(n, t + 40), u = ya(n, t + 48);
		if (r === void 0 || l === void 0 || u === void 0) return pa("zip64 sizes out of range");
		[a, o, s, c] = [
			r,
			l,
			u,
			t
		];
	}
	if (a > t) return fa("zip-too-many-entries", { count: a });
	if (o > c) return pa("central directory out of bounds");
	let l = c - o - s;
	if (l < 0) return pa("central directory out of bounds");
	let u = [], d = s + l;
	for (let t = 0; t < a; t++) {
		if (d + 46 > c || n.getUint32(d, !0) !== 33639248) return pa(`central directory entry ${t + 1} is damaged`);
		let r = n.getUint16(d + 28, !0), i = n.getUint16(d + 30, !0), a = n.getUint16(d + 32, !0), o = d + 46 + r + i + a;
		if (o > c) return pa(`central directory entry ${t + 1} is damaged`);
		let s = n.getUint16(d + 8, !0), f = e.subarray(d + 46, d + 46 + r), p = {
			name: _a(f, !!(s & 2048)),
			flags: s,
			method: n.getUint16(d + 10, !0),
			crc: n.getUint32(d + 16, !0),
			compressedSize: n.getUint32(d + 20, !0),
			size: n.getUint32(d + 24, !0),
			localOffset: n.getUint32(d + 42, !0),
			externalAttrs: n.getUint32(d + 38, !0),
			madeBy: n.getUint16(d + 4, !0)
		}, m = ba(n, d + 46 + r, i, p, f);
		if (m) return pa(`${p.name}: ${m}`);
		p.localOffset += l, u.push(p), d = o;
	}
	return {
		ok: !0,
		entries: u
	};
}
function ya(e, t) {
	if (t < 0 || t + 8 > e.byteLength) return;
	let n = e.getUint32(t + 4, !0);
	if (!(n > 2097151)) return n * 4294967296 + e.getUint32(t, !0);
}
function ba(e, t, n, r, i) {
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
				let i = t + 8 <= s + o ? ya(e, t) : void 0;
				if (i === void 0) return "zip64 field is damaged";
				r[n] = i, t += 8;
			}
		} else n === 28789 && o >= 5 && e.getUint8(s) === 1 && e.getUint32(s + 1, !0) === da(i) && (r.name = ga.decode(new Uint8Array(e.buffer, e.byteOffset + s + 5, o - 5)));
		t = s + o;
	}
	return null;
}
function xa(e) {
	if ((e.externalAttrs >>> 16 & 61440) == 40960) return !0;
	let t = e.madeBy >>> 8;
	return (t === 0 || t === 10 || t === 11) && !!(e.externalAttrs & 1024);
}
function Sa(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = t.localOffset;
	if (r + 30 > e.length || n.getUint32(r, !0) !== 67324752) return fa("zip-entry-invalid", { detail: "local header missing" });
	let i = r + 30 + n.getUint16(r + 26, !0) + n.getUint16(r + 28, !0), a = i + t.compressedSize;
	return a > e.length ? fa("zip-entry-invalid", { detail: "data runs past the end of the archive" }) : {
		ok: !0,
		start: i,
		end: a
	};
}
var Ca = class extends Error {}, wa = 16384;
function Ta(e, t, n, r) {
	let i = e.subarray(n, r), a;
	if (t.method === 0) {
		if (i.length !== t.size) return fa("zip-size-mismatch", {
			actual: i.length,
			declared: t.size
		});
		a = i.slice();
	} else if (t.method === 8) {
		a = new Uint8Array(t.size);
		let e = 0, n = !1, r = new Ji((r, i) => {
			if (e + r.length > t.size) throw new Ca();
			a.set(r, e), e += r.length, i && (n = !0);
		});
		try {
			i.length === 0 && r.push(i, !0);
			for (let e = 0; e < i.length && !n; e += wa) r.push(i.subarray(e, e + wa), e + wa >= i.length);
		} catch (e) {
			return e instanceof Ca ? fa("zip-bomb", { bytes: t.size }) : fa("zip-entry-invalid", { detail: e instanceof Error ? e.message : String(e) });
		}
		if (e !== t.size) return fa("zip-size-mismatch", {
			actual: e,
			declared: t.size
		});
	} else return fa("zip-method", { method: t.method });
	return da(a) === t.crc ? {
		ok: !0,
		bytes: a
	} : fa("zip-crc");
}
// src/core/skills/zip-import.ts
var Ea = (e) => e.externalAttrs >>> 16 >>> 12 == 4 || !!(e.externalAttrs & 16) && e.size === 0;
function Da(e, n = {}) {
	let r = n.fileName ?? "", i = (e, t = []) => ({
		skills: [],
		issues: e,
		warnings: t
	}), a = va(e, t.maxZipEntries);
	if (!a.ok) return i([o(a.rule, r, a.params)]);
	let s = [], c = [], l = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Set(), d = 0;
	for (let e of a.entries) {
		let { path: n, isDir: r } = Gr(e.name);
		if (r && n === "") continue;
		let i = Wr(n);
		if (i) s.push(o(i, e.name));
		else if (u.has(n)) s.push(o("zip-duplicate", n));
		else if (u.add(n), xa(e)) s.push(o("zip-link", n));
		else if (e.flags & 1) s.push(o("zip-encrypted", n));
		else if (r || Ea(e)) continue;
		else e.method !== 0 && e.method !== 8 ? s.push(o("zip-method", n, { method: e.method })) : Kr(n) ? c.push(o("ignored-file", n, { why: Kr(n) })) : (e.size > t.maxFileBytes && s.push(o("file-too-large", n, { bytes: e.size })), d += e.size, l.set(n, e));
	}
	if (d > t.maxZipBytes && s.push(o("zip-too-large", r, { bytes: d })), s.length) return i(s, c);
	let { folders: f } = Xr([...l.keys()]);
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
		let n = l.get(t), r = Sa(e, n);
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
		let n = Ta(e, t.e, t.start, t.end);
		if (!n.ok) return i([o(n.rule, t.path, n.params)], c);
		g.set(t.path, n.bytes);
	}
	let _ = Zr([...l.keys()], (e) => g.get(e), n, r);
	return {
		skills: _.skills,
		issues: _.issues,
		warnings: [...c, ..._.warnings]
	};
}
// src/core/skills/zip-export.ts
var Oa = /\.(png|jpe?g|gif|webp|avif|zip|gz|tgz|bz2|xz|7z|woff2?|mp3|mp4|m4a|ogg|webm)$/i, ka = 65536;
function Aa(e) {
	return e.length < ka ? !1 : qi(e.subarray(0, ka), { level: 1 }).length > ka * .95;
}
function ja(e) {
	let t = new Date(2020, 0, 1, 12, 0, 0), n = {};
	for (let r of [...e.files].sort((e, t) => qr(e.path, t.path))) {
		let i = r.bytes ?? Ir(r.text ?? ""), a = Oa.test(r.path) || r.bytes !== void 0 && Aa(i);
		n[`${e.name}/${r.path}`] = [i, {
			level: a ? 0 : 6,
			mtime: t,
			os: 3,
			attrs: 33188 << 16
		}];
	}
	return ca(n);
}
// src/core/skills/scope.ts
var Ma = /[\u0000-\u001f\u007f]/, Na = (e) => e.length > 0 && !Ma.test(e);
function Pa(e) {
	if (e === "global") return { kind: "global" };
	if (e.startsWith("preset:")) {
		let t = e.slice(7), n = t.indexOf("/");
		if (n < 0) return null;
		let r = t.slice(0, n), i = t.slice(n + 1);
		return Na(r) && Na(i) ? {
			kind: "preset",
			mode: r,
			presetId: i
		} : null;
	}
	if (e.startsWith("character:")) {
		let t = e.slice(10);
		return Na(t) ? {
			kind: "character",
			avatar: t
		} : null;
	}
	return null;
}
function Fa(e) {
	return typeof e == "string" && Pa(e) !== null;
}
function Ia(e) {
	let t;
	t = e.kind === "global" ? "global" : e.kind === "preset" ? `preset:${e.mode}/${e.presetId}` : `character:${e.avatar}`;
	let n = Pa(t);
	if (!n || e.kind === "preset" && n.kind === "preset" && n.mode !== e.mode) throw RangeError(`invalid skill scope parts: ${JSON.stringify(e)}`);
	return t;
}
function La(e) {
	let t = Pa(e);
	return t ? t.kind === "character" ? 2 : +(t.kind === "preset") : -1;
}
function Ra(e, t) {
	let n = Pa(e);
	return n ? n.kind === "global" ? !0 : n.kind === "preset" ? n.mode === t.mode && n.presetId === t.presetId : n.avatar === t.character : !1;
}
// src/core/skills/installed.ts
function za(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let r of e) {
		if (!Ra(r.scope, t)) continue;
		let e = La(r.scope), i = n.get(r.name);
		(!i || e > i.rank) && n.set(r.name, {
			item: r,
			rank: e
		});
	}
	let r = [...n.keys()].sort((e, t) => e < t ? -1 : +(e > t));
	return new Map(r.map((e) => [e, n.get(e).item]));
}
// src/core/skills/visibility.ts
var Ba = (e) => Array.isArray(e) ? e.filter((e) => typeof e == "string") : [];
function Va(e) {
	let t = Ba(e.mode?.visible).filter((e) => e !== "+"), n = Ba(e.agent?.visible), r = /* @__PURE__ */ new Set([...Ba(e.mode?.deny), ...Ba(e.agent?.deny)]), i = t.map((e) => ({
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
var Ha = (e, t) => e < t ? -1 : +(e > t);
function Ua(e) {
	let t = e instanceof Set ? e : new Set(e), n;
	return {
		has: t,
		sorted: () => n ??= [...t].sort(Ha)
	};
}
function Wa(e, t) {
	let { tokens: n, deny: r } = Va(e);
	if (r.has("*")) return [];
	let i = Ua(t), a = [], o = /* @__PURE__ */ new Set(), s = (e) => {
		!o.has(e) && i.has.has(e) && !r.has(e) && (o.add(e), a.push(e));
	};
	for (let { token: e } of n) if (e === "*") for (let e of i.sorted()) s(e);
	else s(e);
	return a;
}
function Ga(e, t) {
	let { rule: n, tokens: r, deny: i } = Va(e), a = Ua(t), o = Wa(e, a.has), s = new Set(r.filter((e) => e.from === "agent").map((e) => e.token)), c = e.agent !== void 0, l = i.has("*"), u = [], d = Object.create(null), f = (e, t, n) => {
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
var Ka = "(To read a skill, call skill_read with its name; to find text inside one skill, call skill_search.)", qa = /[^\S ]| {2}|^ | $|<\/?available_skills>/i;
function Ja(e) {
	return qa.test(e) ? e.replace(/<\/?available_skills>/gi, " ").replace(/\s+/g, " ").trim() : e;
}
function Ya(e) {
	if (e.length === 0) return "";
	let t = "<available_skills>\n";
	for (let n of e) t += `- ${n.name}: ${Ja(n.description)}\n`;
	return t + "</available_skills>\n(To read a skill, call skill_read with its name; to find text inside one skill, call skill_search.)";
}
// node_modules/zod/v4/core/util.js
function Xa(e) {
	let t = Object.values(e).filter((e) => typeof e == "number");
	return Object.entries(e).filter(([e, n]) => t.indexOf(+e) === -1).map(([e, t]) => t);
}
function Za(e, t = "|") {
	return e.map((e) => Co(e)).join(t);
}
function Qa(e, t) {
	return typeof t == "bigint" ? t.toString() : t;
}
var $a = class {
	constructor(e) {
		this._getter = e, this._value = void 0;
	}
	get value() {
		let e = this._getter;
		return e !== void 0 && (this._value = e(), this._getter = void 0), this._value;
	}
};
function eo(e) {
	return new $a(e);
}
function to(e) {
	return e == null;
}
function no(e) {
	let t = +!!e.startsWith("^"), n = e.endsWith("$") ? e.length - 1 : e.length;
	return e.slice(t, n);
}
function ro(e, t) {
	let n = e / t, r = Math.round(n), i = 4 * 2 ** -52 * Math.max(Math.abs(n), 1);
	return Math.abs(n - r) < i ? 0 : n - r;
}
function io(e, t, n) {
	Object.defineProperty(e, t, {
		value: n,
		writable: !0,
		enumerable: !0,
		configurable: !0
	});
}
function ao(e) {
	let t = Object.getOwnPropertyDescriptor(e, "shape");
	return t?.get ? t.get.raw : t?.value;
}
function oo(e) {
	return ao(e._zod.def) ?? e._zod.def.shape;
}
function so(e, t, n) {
	Object.defineProperty(e, t, {
		get() {
			let e = n();
			return io(this, t, e), e;
		},
		enumerable: !0,
		configurable: !0
	});
}
function co(e, t, n) {
	t in e ? io(e, t, n) : e[t] = n;
}
function lo(e, t, n, r) {
	let i = oo(t);
	for (let a of n) {
		let n = Object.getOwnPropertyDescriptor(i, a);
		n.enumerable && (n.get ? so(e, a, () => {
			let e = t._zod.def.shape[a];
			return r ? r(e, a) : e;
		}) : co(e, a, r ? r(n.value, a) : n.value));
	}
}
function uo(e, t) {
	for (let n of Reflect.ownKeys(t)) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.enumerable && (r.get ? so(e, n, () => t[n]) : co(e, n, r.value));
	}
}
function fo(...e) {
	let t = {};
	for (let n of e) {
		let e = Object.getOwnPropertyDescriptors(n);
		Object.assign(t, e);
	}
	return Object.defineProperties({}, t);
}
function po(e) {
	return JSON.stringify(e);
}
function mo(e) {
	return e.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var ho = "captureStackTrace" in Error ? Error.captureStackTrace : (...e) => {};
function go(e) {
	return typeof e == "object" && !!e && !Array.isArray(e);
}
var _o = /* @__PURE__*/ eo(() => {
	if (fs.jitless || typeof navigator < "u" && navigator?.userAgent?.includes("Cloudflare")) return !1;
	try {
		return Function(""), !0;
	} catch {
		return !1;
	}
});
function vo(e) {
	if (go(e) === !1) return !1;
	let t = e.constructor;
	if (t === void 0 || typeof t != "function") return !0;
	let n = t.prototype;
	return go(n) !== !1 && Object.prototype.hasOwnProperty.call(n, "isPrototypeOf") !== !1;
}
function yo(e) {
	return vo(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
var bo = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]);
function xo(e) {
	return e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function So(e, t, n) {
	let r = new e._zod.constr(t ?? e._zod.def);
	return (!t || n?.parent) && (r._zod.parent = e), r;
}
function R(e) {
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
function Co(e) {
	return typeof e == "bigint" ? e.toString() + "n" : typeof e == "string" ? `"${e}"` : `${e}`;
}
function wo(e) {
	return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === "optional");
}
var To = {
	safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}, Eo = {
	int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
	uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")]
};
function Do(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".pick() cannot be used on object schemas containing refinements");
	let i = {};
	return lo(i, e, Oo(e, t)), So(e, fo(n, {
		shape: i,
		checks: []
	}));
}
function Oo(e, t) {
	let n = oo(e), r = [];
	for (let e of Reflect.ownKeys(t)) {
		if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
		t[e] && r.push(e);
	}
	return r;
}
function ko(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".omit() cannot be used on object schemas containing refinements");
	let i = new Set(Oo(e, t)), a = {};
	return lo(a, e, Reflect.ownKeys(oo(e)).filter((e) => !i.has(e))), So(e, fo(n, {
		shape: a,
		checks: []
	}));
}
function Ao(e, t) {
	if (!vo(t)) throw Error("Invalid input to extend: expected a plain object");
	let n = e._zod.def.checks;
	if (n && n.length > 0) {
		let n = oo(e);
		for (let e of Reflect.ownKeys(t)) if (Object.getOwnPropertyDescriptor(n, e) !== void 0) throw Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return So(e, fo(e._zod.def, { shape: jo(e, t) }));
}
function jo(e, t) {
	let n = {};
	return lo(n, e, Reflect.ownKeys(oo(e))), uo(n, t), n;
}
function Mo(e, t) {
	if (!vo(t)) throw Error("Invalid input to safeExtend: expected a plain object");
	return So(e, fo(e._zod.def, { shape: jo(e, t) }));
}
function No(e, t) {
	if (!t?._zod?.def) throw Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
	if (e._zod.def.checks?.length) throw Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
	let n = {};
	return lo(n, e, Reflect.ownKeys(oo(e))), lo(n, t, Reflect.ownKeys(oo(t))), So(e, fo(e._zod.def, {
		shape: n,
		get catchall() {
			return t._zod.def.catchall;
		},
		checks: t._zod.def.checks ?? []
	}));
}
function Po(e, t, n, r = "partial") {
	let i = t._zod.def.checks;
	if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
	let a = n ? new Set(Oo(t, n)) : void 0, o = {};
	return lo(o, t, Reflect.ownKeys(oo(t)), e && ((t, n) => a && !a.has(n) ? t : new e({
		type: "optional",
		innerType: t
	}))), So(t, fo(t._zod.def, {
		shape: o,
		checks: []
	}));
}
function Fo(e, t, n) {
	let r = n ? new Set(Oo(t, n)) : void 0, i = {};
	return lo(i, t, Reflect.ownKeys(oo(t)), (t, n) => r && !r.has(n) ? t : new e({
		type: "nonoptional",
		innerType: t
	})), So(t, fo(t._zod.def, { shape: i }));
}
function Io(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
	return !1;
}
function Lo(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
	return !1;
}
function Ro(e, t) {
	return t.map((t) => {
		var n;
		return (n = t).path ?? (n.path = []), t.path.unshift(e), t;
	});
}
function zo(e) {
	return typeof e == "string" ? e : e?.message;
}
function Bo(e) {
	let t = [];
	for (let n of e ?? []) {
		let e = n._zod.def;
		if (!/_(length|size)$|_equals$/.test(e.check)) break;
		let r = e.maximum ?? e.length ?? e.size;
		r >= 0 && t.push([r, n]);
	}
	return t;
}
function Vo(e, t, n) {
	var r;
	for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function Ho(e, t, n) {
	var r;
	let i = e.inst?._zod?.traits;
	i?.has("$ZodType") && (i.has("$ZodCheck") ? (r = e).schema ?? (r.schema = e.inst) : e.schema = e.inst);
	let a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error, o = e.message ? e.message : zo(e.inst?._zod.def?.error?.(e)) ?? zo(a?.(e)) ?? zo(t?.error?.(e)) ?? zo(n.customError?.(e)) ?? zo(n.localeError?.(e)) ?? "Invalid input", s = {};
	for (let t of Object.keys(e)) t !== "inst" && t !== "schema" && t !== "continue" && t !== "input" && t !== "__proto__" && (s[t] = e[t]);
	return s.path ??= [], s.message = o, t?.reportInput && (s.input = e.input), s;
}
var Uo = /[\uD800-\uDBFF]/;
function Wo(e) {
	let t = e.length;
	if (!Uo.test(e)) return t;
	let n = t;
	for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
	return n;
}
function Go(e) {
	return Array.isArray(e) ? "array" : typeof e == "string" ? "string" : "unknown";
}
function Ko(e) {
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
function qo(...e) {
	let [t, n, r] = e;
	return typeof t == "string" ? {
		message: t,
		code: "custom",
		input: n,
		inst: r
	} : { ...t };
}
function Jo(e, t) {
	for (let n in t) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.get ? Object.defineProperty(e, n, {
			...r,
			enumerable: !1
		}) : Qo(e, n, r.value);
	}
}
function Yo(e, t, n, r = !0) {
	return Object.defineProperty(e, t, {
		configurable: !0,
		writable: !0,
		enumerable: r,
		value: n
	}), n;
}
function Xo(e, t, n) {
	return Yo(e, t, n, !1);
}
/* @__NO_SIDE_EFFECTS__ */
function Zo(e, t) {
	for (let n in e) {
		let r = e[n];
		Object.defineProperty(t, n, {
			configurable: !0,
			enumerable: !0,
			get() {
				return Yo(this, n, r(this));
			},
			set(e) {
				Yo(this, n, e);
			}
		});
	}
	return t;
}
function Qo(e, t, n) {
	Object.defineProperty(e, t, {
		configurable: !0,
		get() {
			return this == null ? n : Yo(this, t, n.bind(this));
		},
		set(e) {
			Yo(this, t, e);
		}
	});
}
function $o(e, t) {
	let n = Object.getPrototypeOf(e);
	return t in n ? void 0 : n;
}
var es, ts = !1, ns = {
	configurable: !0,
	get() {
		ts = !0;
	}
};
function z(e, t, n) {
	let r = Object.getPrototypeOf(e._zod);
	t in r && es !== e._zod ? es = void 0 : (es = e._zod, Object.defineProperty(r, t, {
		configurable: !0,
		get() {
			Object.defineProperty(this, t, ns);
			let e = ts;
			ts = !1;
			try {
				let r = n(this);
				return ts ? delete this[t] : Object.defineProperty(this, t, {
					configurable: !0,
					writable: !0,
					value: r
				}), ts ||= e, r;
			} catch (n) {
				throw delete this[t], ts ||= e, n;
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
function rs(e, t, n, r) {
	let i = $o(e, t);
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
var is = "~constantCatch";
function as(e) {
	let t = () => e;
	return t[is] = !0, t;
}
// node_modules/zod/v4/core/core.js
var os, ss = {
	value: void 0,
	enumerable: !1
}, cs = "captureStackTrace" in Error ? Error : null;
function ls(e) {
	let t = cs;
	if (t) {
		let n = t.stackTraceLimit;
		if (typeof n == "number") {
			try {
				t.stackTraceLimit = 0;
			} catch {
				return cs = null, new e();
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
function B(e, t, n, r) {
	let i = {};
	function a(e) {
		this.def = e, this.constr = d, this.traits = /* @__PURE__ */ new Set();
	}
	a.prototype = i;
	let o = n, s = o && /* @__PURE__ */ new WeakSet();
	function c(n, r) {
		if (!n._zod) {
			ss.value = new a(r);
			try {
				Object.defineProperty(n, "_zod", ss);
			} finally {
				ss.value = void 0;
			}
		} else if (n._zod.traits.has(e)) return;
		if (n._zod.traits.add(e), t(n, r), s) {
			let e = Object.getPrototypeOf(n), t = n._zod.constr.prototype, r = e;
			for (; r && r !== t;) r = Object.getPrototypeOf(r);
			let i = r ?? e;
			s.has(i) || (s.add(i), Jo(i, o));
		}
		let i = d.prototype;
		for (let e in i) Object.prototype.hasOwnProperty.call(i, e) && (e in n || (n[e] = i[e].bind(n)));
	}
	let l = r?.Parent ?? Object;
	class u extends l {}
	Object.defineProperty(u, "name", { value: e });
	function d(e) {
		let t = r?.Parent ? ls(u) : this;
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
var us = class extends Error {
	constructor() {
		super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
	}
}, ds = class extends Error {
	constructor(e) {
		super(`Encountered unidirectional transform during encode: ${e}`), this.name = "ZodEncodeError";
	}
};
(os = globalThis).__zod_globalConfig ?? (os.__zod_globalConfig = {});
var fs = globalThis.__zod_globalConfig;
function ps(e) {
	return e && Object.assign(fs, e), fs;
}
// node_modules/zod/v4/core/errors.js
function ms() {
	let e = this._zod;
	return e.message ??= JSON.stringify(e.def, Qa, 2), e.message;
}
function hs(e) {
	this._zod.message = e;
}
var gs = {
	get: ms,
	set: hs,
	enumerable: !0,
	configurable: !0
}, _s = {
	value: void 0,
	enumerable: !1
}, vs = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]), ys = /* @__PURE__ */ B("$ZodError", (e, t) => {
	e.name = "$ZodError", _s.value = t, Object.defineProperty(e, "issues", _s), _s.value = void 0, Object.defineProperty(e, "message", gs);
	let n = Object.getPrototypeOf(e);
	vs.has(n) || (vs.add(n), Object.defineProperty(n, "toString", {
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
function bs(e, t, n) {
	return Object.prototype.hasOwnProperty.call(e, t) || (t === "__proto__" ? Object.defineProperty(e, t, {
		value: n(),
		writable: !0,
		enumerable: !0,
		configurable: !0
	}) : e[t] = n()), e[t];
}
function xs(e, t = (e) => e.message) {
	let n = {}, r = [];
	for (let i of e.issues) i.path.length > 0 ? bs(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
	return {
		formErrors: r,
		fieldErrors: n
	};
}
function Ss(e, t = (e) => e.message) {
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
function Cs(e, t) {
	return {
		callee: t?.callee ?? e,
		Err: t?.Err
	};
}
var ws = (e) => {
	let t = (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !1
		} : { async: !1 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise) throw new us();
		if (s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Ho(e, o, ps())));
			throw ho(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, Ts = (e) => {
	let t = async (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !0
		} : { async: !0 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise && (s = await s), s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Ho(e, o, ps())));
			throw ho(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, Es = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		async: !1
	} : { async: !1 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	if (a instanceof Promise) throw new us();
	return a.issues.length ? Ds(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
};
function Ds(e, t, n) {
	let r;
	return {
		success: !1,
		get error() {
			return r || (r = new e(t.map((e) => Ho(e, n, ps()))), t = void 0, n = void 0), r;
		},
		set error(e) {
			r = e, t = void 0, n = void 0;
		}
	};
}
var Os = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		async: !0
	} : { async: !0 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	return a instanceof Promise && (a = await a), a.issues.length ? Ds(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
}, ks = /* @__PURE__ */ Symbol.for("zod.compile.invalid"), As = /* @__PURE__ */ Symbol.for("zod.compile.fallback"), js = ((e, t, n) => {
	let r = e._zod.bag.validator;
	if (r !== void 0) {
		if (r(t) !== ks) return !0;
		if (r.definite === !0 && n === void 0) return !1;
	}
	return Ms(e, t, n);
});
function Ms(e, t, n) {
	let r = n ? {
		...n,
		async: !1,
		abortEarly: !0
	} : {
		async: !1,
		abortEarly: !0
	}, i = e._zod.bag.fallbackRun, a;
	if (i ? (r[As] = !0, a = i({
		value: t,
		issues: []
	}, r)) : a = e._zod.run({
		value: t,
		issues: []
	}, r), a instanceof Promise) throw new us();
	return a.issues.length === 0;
}
var Ns = async (e, t, n) => {
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
}, Ps = (e) => {
	let t = ws(e), n = (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return t(e, r, o, Cs(n, a));
	};
	return n;
}, Fs = (e) => {
	let t = ws(e), n = (e, r, i, a) => t(e, r, i, Cs(n, a));
	return n;
}, Is = (e) => {
	let t = Ts(e), n = async (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return await t(e, r, o, Cs(n, a));
	};
	return n;
}, Ls = (e) => {
	let t = Ts(e), n = async (e, r, i, a) => await t(e, r, i, Cs(n, a));
	return n;
}, Rs = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return Es(e)(t, n, i);
}, zs = (e) => (t, n, r) => Es(e)(t, n, r), Bs = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return Os(e)(t, n, i);
}, Vs = (e) => async (t, n, r) => Os(e)(t, n, r), Hs = /^[cC][0-9a-z]{6,}$/, Us = /^[0-9a-z]+$/, Ws = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/, Gs = /^[0-9a-vA-V]{20}$/, Ks = /^[A-Za-z0-9]{27}$/, qs = /^[a-zA-Z0-9_-]{21}$/;
function Js(e) {
	return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var Ys = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/, Xs = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, Zs = (e) => e ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`) : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/, Qs = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/, $s = "^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$";
function ec() {
	return new RegExp($s, "u");
}
var tc = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/, nc = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/, rc = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/, ic = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/, ac = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/, oc = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/, sc = /^https?$/, cc = /^\+[1-9]\d{6,14}$/, lc = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
function uc(e) {
	return RegExp(`^${e}$`);
}
var dc = /*@__PURE__*/ uc(lc);
function fc(e) {
	let t = "(?:[01]\\d|2[0-3]):[0-5]\\d";
	return typeof e.precision == "number" ? e.precision === -1 ? `${t}` : e.precision === 0 ? `${t}:[0-5]\\d` : `${t}:[0-5]\\d\\.\\d{${e.precision}}` : e.seconds ? `${t}:[0-5]\\d(?:\\.\\d+)?` : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function pc(e) {
	return RegExp(`^${fc(e)}$`);
}
function mc(e) {
	let t = ["Z"];
	e.offset && t.push("([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");
	let n = `${fc({
		precision: e.precision,
		seconds: !0
	})}(?:${t.join("|")})`, r = e.local ? `${n}|${fc({ precision: e.precision })}` : n;
	return RegExp(`^${lc}T(?:${r})$`);
}
var hc = /^[\s\S]{0,}$/, gc = /^-?\d+$/, _c = /^-?\d+(?:\.\d+)?$/, vc = /^(?:true|false)$/i, yc = /^[^A-Z]*$/, bc = /^[^a-z]*$/, xc = /*@__PURE__*/ B("$ZodCheck", (e, t) => {
	var n;
	e._zod ??= {}, e._zod.def = t, (n = e._zod).onattach ?? (n.onattach = []);
}), Sc = (e) => {
	let t = e.value;
	return !to(t) && t.length !== void 0;
}, Cc = {
	number: "number",
	bigint: "bigint",
	object: "date"
}, wc = /*@__PURE__*/ B("$ZodCheckLessThan", (e, t) => {
	xc.init(e, t);
	let n = Cc[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value <= t.value : r.value < t.value) || r.issues.push({
			origin: Cc[typeof r.value] ?? n,
			code: "too_big",
			maximum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), Tc = /*@__PURE__*/ B("$ZodCheckGreaterThan", (e, t) => {
	xc.init(e, t);
	let n = Cc[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value >= t.value : r.value > t.value) || r.issues.push({
			origin: Cc[typeof r.value] ?? n,
			code: "too_small",
			minimum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), Ec = /*@__PURE__*/ B("$ZodCheckMultipleOf", (e, t) => {
	xc.init(e, t), e._zod.check = (n) => {
		if (typeof n.value != typeof t.value) throw Error("Cannot mix number and bigint in multiple_of check.");
		(typeof n.value == "bigint" ? t.value !== BigInt(0) && n.value % t.value === BigInt(0) : ro(n.value, t.value) === 0) || n.issues.push({
			origin: typeof n.value,
			code: "not_multiple_of",
			divisor: t.value,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Dc = /*@__PURE__*/ B("$ZodCheckNumberFormat", (e, t) => {
	xc.init(e, t), t.format = t.format || "float64";
	let n = t.format?.includes("int"), r = n ? "int" : "number", [i, a] = To[t.format];
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
}), Oc = /*@__PURE__*/ B("$ZodCheckMaxLength", (e, t) => {
	var n;
	xc.init(e, t), (n = e._zod.def).when ?? (n.when = Sc), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i > t.maximum ? Wo(r) : i) <= t.maximum) return;
		let a = Go(r);
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
}), kc = /*@__PURE__*/ B("$ZodCheckMinLength", (e, t) => {
	var n;
	xc.init(e, t), (n = e._zod.def).when ?? (n.when = Sc), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i >= t.minimum && i < t.minimum * 2 ? Wo(r) : i) >= t.minimum) return;
		let a = Go(r);
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
}), Ac = /*@__PURE__*/ B("$ZodCheckLengthEquals", (e, t) => {
	var n;
	xc.init(e, t), (n = e._zod.def).when ?? (n.when = Sc), e._zod.check = (n) => {
		let r = n.value, i = r.length, a = typeof r == "string" && i >= t.length && i <= t.length * 2 ? Wo(r) : i;
		if (a === t.length) return;
		let o = Go(r), s = a > t.length;
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
}), jc = /*@__PURE__*/ B("$ZodCheckStringFormat", (e, t) => {
	var n, r;
	xc.init(e, t), t.pattern ? (n = e._zod).check ?? (n.check = (n) => {
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
}), Mc = /*@__PURE__*/ B("$ZodCheckRegex", (e, t) => {
	jc.init(e, t), e._zod.check = (n) => {
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
}), Nc = /*@__PURE__*/ B("$ZodCheckLowerCase", (e, t) => {
	t.pattern ??= yc, jc.init(e, t);
}), Pc = /*@__PURE__*/ B("$ZodCheckUpperCase", (e, t) => {
	t.pattern ??= bc, jc.init(e, t);
}), Fc = /*@__PURE__*/ B("$ZodCheckIncludes", (e, t) => {
	xc.init(e, t);
	let n = xo(t.includes);
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
}), Ic = /*@__PURE__*/ B("$ZodCheckStartsWith", (e, t) => {
	xc.init(e, t);
	let n = RegExp(`^${xo(t.prefix)}.*`);
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
}), Lc = /*@__PURE__*/ B("$ZodCheckEndsWith", (e, t) => {
	xc.init(e, t);
	let n = RegExp(`.*${xo(t.suffix)}$`);
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
}), Rc = /*@__PURE__*/ B("$ZodCheckOverwrite", (e, t) => {
	xc.init(e, t), e._zod.check = (e) => {
		e.value = t.tx(e.value);
	};
}), zc = class {
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
}, Bc = {
	major: 4,
	minor: 6,
	patch: 7
}, V = /*@__PURE__*/ B("$ZodType", (e, t) => {
	var n;
	e ??= {}, e._zod.def = t, e._zod.bag = e._zod.bag || {}, e._zod.version = Bc;
	let r = e._zod.def.checks, i = e._zod.traits.has("$ZodCheck") ? [e, ...r ?? []] : r?.length ? [...r] : [];
	for (let t of i) for (let n of t._zod.onattach) n(e);
	if (i.length === 0) (n = e._zod).deferred ?? (n.deferred = []), e._zod.deferred?.push(() => {
		e._zod.run = e._zod.parse;
	});
	else {
		let t = (t, n, r) => {
			if (t.memo) return t;
			let i = Io(t), a;
			for (let o of n) {
				if (o._zod.def.when) {
					if (Lo(t) || !o._zod.def.when(t)) continue;
				} else if (i) continue;
				let n = t.issues.length, s = o._zod.check(t);
				if (s instanceof Promise && r?.async === !1) throw new us();
				if (a || s instanceof Promise) a = (a ?? Promise.resolve()).then(async () => {
					await s, t.issues.length !== n && (Vo(t.issues, n, e), i ||= Io(t, n));
				});
				else {
					if (t.issues.length === n) continue;
					Vo(t.issues, n, e), i ||= Io(t, n);
				}
			}
			return a ? a.then(() => t) : t;
		}, n = (n, r, a) => {
			if (Io(n)) return n.aborted = !0, n;
			let o = t(r, i, a);
			if (o instanceof Promise) {
				if (a.async === !1) throw new us();
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
				if (a.async === !1) throw new us();
				return o.then((e) => t(e, i, a));
			}
			return t(o, i, a);
		};
	}
}, {
	get "~standard"() {
		return Xo(this, "~standard", Uc(this));
	},
	set "~standard"(e) {
		Yo(this, "~standard", e);
	}
}), Vc = (e, t) => e.issues.length ? { issues: e.issues.map((e) => Ho(e, t, ps())) } : { value: e.value };
async function Hc(e, t) {
	let n = { async: !0 };
	return Vc(await e._zod.run({
		value: t,
		issues: []
	}, n), n);
}
function Uc(e) {
	return {
		validate: (t) => {
			let n = { async: !1 };
			try {
				let r = e._zod.run({
					value: t,
					issues: []
				}, n);
				if (!(r instanceof Promise)) return Vc(r, n);
			} catch {}
			return Hc(e, t);
		},
		vendor: "zod",
		version: 1
	};
}
var Wc = /*@__PURE__*/ B("$ZodString", (e, t) => {
	V.init(e, t), e._zod.pattern = t.pattern ?? hc, e._zod.parse = (n, r) => {
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
}), H = /*@__PURE__*/ B("$ZodStringFormat", (e, t) => {
	jc.init(e, t), Wc.init(e, t);
}), Gc = /*@__PURE__*/ B("$ZodGUID", (e, t) => {
	t.pattern ??= Xs, H.init(e, t);
}), Kc = /*@__PURE__*/ B("$ZodUUID", (e, t) => {
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
		t.pattern ??= Zs(e);
	} else t.pattern ??= Zs();
	H.init(e, t);
}), qc = /*@__PURE__*/ B("$ZodEmail", (e, t) => {
	t.pattern ??= Qs, H.init(e, t);
});
function Jc(e) {
	try {
		return typeof URL < "u" && typeof URL.canParse == "function" ? URL.canParse(e) : (new URL(e), !0);
	} catch {
		return !1;
	}
}
function Yc(e, t) {
	return !("normalize" in t) && !("hostname" in t) && !("protocol" in t) ? Jc(e) || 2 : Xc(e, t);
}
function Xc(e, t) {
	if (!t.normalize && t.protocol?.source === sc.source && !/^https?:\/\//i.test(e)) return 1;
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
var Zc = /[\t\n\r]/g;
function Qc(e) {
	return e.replace(Zc, "");
}
function $c(e, t) {
	return t.lastIndex = 0, t.test(e.hostname);
}
function el(e, t) {
	return t.lastIndex = 0, t.test(e.protocol.endsWith(":") ? e.protocol.slice(0, -1) : e.protocol);
}
var tl = /*@__PURE__*/ B("$ZodURL", (e, t) => {
	H.init(e, t), e._zod.check = (n) => {
		try {
			let r = n.value.trim(), i = Yc(r, t);
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
				n.value = Qc(r);
				return;
			}
			t.hostname && !$c(i, t.hostname) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid hostname",
				pattern: t.hostname.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), t.protocol && !el(i, t.protocol) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid protocol",
				pattern: t.protocol.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), n.value = t.normalize ? i.href : Qc(r);
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
}), nl = /*@__PURE__*/ B("$ZodEmoji", (e, t) => {
	t.pattern ??= ec(), H.init(e, t);
}), rl = /*@__PURE__*/ B("$ZodNanoID", (e, t) => {
	if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1)) throw Error(`Invalid nanoid length: ${t.length}`);
	t.pattern ??= t.length === void 0 ? qs : Js(t.length), H.init(e, t);
}), il = /*@__PURE__*/ B("$ZodCUID", (e, t) => {
	t.pattern ??= Hs, H.init(e, t);
}), al = /*@__PURE__*/ B("$ZodCUID2", (e, t) => {
	t.pattern ??= Us, H.init(e, t);
}), ol = /*@__PURE__*/ B("$ZodULID", (e, t) => {
	t.pattern ??= Ws, H.init(e, t);
}), sl = /*@__PURE__*/ B("$ZodXID", (e, t) => {
	t.pattern ??= Gs, H.init(e, t);
}), cl = /*@__PURE__*/ B("$ZodKSUID", (e, t) => {
	t.pattern ??= Ks, H.init(e, t);
}), ll = /*@__PURE__*/ B("$ZodISODateTime", (e, t) => {
	t.pattern ??= mc(t), H.init(e, t);
}), ul = /*@__PURE__*/ B("$ZodISODate", (e, t) => {
	t.pattern ??= dc, H.init(e, t);
}), dl = /*@__PURE__*/ B("$ZodISOTime", (e, t) => {
	t.pattern ??= pc(t), H.init(e, t);
}), fl = /*@__PURE__*/ B("$ZodISODuration", (e, t) => {
	t.pattern ??= Ys, H.init(e, t);
}), pl = /*@__PURE__*/ B("$ZodIPv4", (e, t) => {
	t.pattern ??= tc, H.init(e, t);
}), ml = /^[0-9a-fA-F:.]+$/;
function hl(e) {
	return ml.test(e) ? Jc(`http://[${e}]`) : !1;
}
var gl = /*@__PURE__*/ B("$ZodIPv6", (e, t) => {
	t.pattern ??= nc, H.init(e, t), e._zod.check = (n) => {
		hl(n.value) || n.issues.push({
			code: "invalid_format",
			format: "ipv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), _l = /*@__PURE__*/ B("$ZodCIDRv4", (e, t) => {
	t.pattern ??= rc, H.init(e, t);
});
function vl(e) {
	let t = e.split("/");
	if (t.length !== 2) return !1;
	let [n, r] = t;
	if (!r) return !1;
	let i = Number(r);
	return `${i}` !== r || i < 0 || i > 128 ? !1 : hl(n);
}
var yl = /*@__PURE__*/ B("$ZodCIDRv6", (e, t) => {
	t.pattern ??= ic, H.init(e, t), e._zod.check = (n) => {
		vl(n.value) || n.issues.push({
			code: "invalid_format",
			format: "cidrv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
});
function bl(e) {
	if (e === "") return !0;
	if (/\s/.test(e) || e.length % 4 != 0) return !1;
	try {
		return atob(e), !0;
	} catch {
		return !1;
	}
}
var xl = /^[0-9a-zA-Z+/]*={0,2}$/, Sl = /*@__PURE__*/ B("$ZodBase64", (e, t) => {
	t.pattern ??= xl, H.init(e, t), e._zod.check = (n) => {
		bl(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Cl = /^[A-Za-z0-9_-]*$/;
function wl(e) {
	if (!Cl.test(e)) return !1;
	let t = e.replace(/[-_]/g, (e) => e === "-" ? "+" : "/");
	return bl(t.padEnd(Math.ceil(t.length / 4) * 4, "="));
}
var Tl = /*@__PURE__*/ B("$ZodBase64URL", (e, t) => {
	t.pattern ??= Cl, H.init(e, t), e._zod.check = (n) => {
		wl(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64url",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), El = /*@__PURE__*/ B("$ZodE164", (e, t) => {
	t.pattern ??= cc, H.init(e, t);
});
function Dl(e, t = null) {
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
var Ol = /*@__PURE__*/ B("$ZodJWT", (e, t) => {
	H.init(e, t), e._zod.check = (n) => {
		Dl(n.value, t.alg) || n.issues.push({
			code: "invalid_format",
			format: "jwt",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), kl = /*@__PURE__*/ B("$ZodNumber", (e, t) => {
	V.init(e, t), e._zod.pattern = _c, e._zod.parse = (n, r) => {
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
}), Al = /*@__PURE__*/ B("$ZodNumberFormat", (e, t) => {
	Dc.init(e, t), kl.init(e, t);
}), jl = /*@__PURE__*/ B("$ZodBoolean", (e, t) => {
	V.init(e, t), e._zod.pattern = vc, e._zod.parse = (n, r) => {
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
}), Ml = /*@__PURE__*/ B("$ZodUnknown", (e, t) => {
	V.init(e, t), e._zod.parse = (e) => e;
}), Nl = /*@__PURE__*/ B("$ZodNever", (e, t) => {
	V.init(e, t), e._zod.parse = (t, n) => (t.issues.push({
		expected: "never",
		code: "invalid_type",
		input: t.value,
		inst: e
	}), t);
});
function Pl(e, t) {
	let n = Bo(e._zod.def.checks);
	if (!n.length) return;
	let r = Math.min(...n.map((e) => e[0])), i = e._zod.parse;
	e._zod.parse = (n, a) => {
		let o = t(n.value);
		if (o > r && !a?.skipChecks && a?.direction !== "backward") {
			for (let [t, r] of Bo(e._zod.def.checks)) if (o > t && r._zod.def.when(n)) {
				let t = n.issues.length;
				return r._zod.check(n), n.issues[t].continue = !1, Vo(n.issues, t, e), n;
			}
		}
		return i(n, a);
	};
}
var Fl = (e) => Array.isArray(e) ? e.length : -1;
function Il(e, t, n) {
	e.issues.length && t.issues.push(...Ro(n, e.issues)), t.value[n] = e.value;
}
var Ll = /*@__PURE__*/ B("$ZodArray", (e, t) => {
	V.init(e, t);
	let n = fs.memoizer;
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
			if (c instanceof Promise) o.push(c.then((t) => Il(t, r, e)));
			else if (Il(c, r, e), s && c.issues.length !== 0 && Io(c)) break;
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	}, Pl(e, Fl);
});
function Rl(e, t, n, r, i, a) {
	let o = n in r, s = a === "optional";
	if (o || !s || i !== "optional") {
		if (e.issues.length) {
			if (i !== void 0 && s && !o) return;
			t.issues.push(...Ro(n, e.issues));
		}
		!o && i === void 0 ? e.issues.length || t.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [n]
		}) : e.value === void 0 ? (o || i === "defaulted" && !s) && (t.value[n] = void 0) : t.value[n] = e.value;
	}
}
var zl = [];
function Bl(e) {
	let t = Object.keys(e.shape), n = Object.getOwnPropertySymbols(e.shape), r = n.length ? n : zl, i = r.length ? [...t, ...r] : t;
	for (let t of i) if (!e.shape?.[t]?._zod?.traits?.has("$ZodType")) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
	let a = wo(e.shape);
	return {
		...e,
		allKeys: i,
		symbolKeys: r,
		keySet: new Set(t),
		numKeys: t.length,
		optionalKeys: new Set(a)
	};
}
function Vl(e, t, n, r, i, a, o) {
	let s = [], c = i.keySet, l = i.catchall._zod, u = l.def.type, d = l.optin, f = l.optout, p = 0;
	for (let i in t) {
		if (o && n.issues.length !== p) {
			if (Io(n, p)) break;
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
		a instanceof Promise ? e.push(a.then((e) => Rl(e, n, i, t, d, f))) : Rl(a, n, i, t, d, f);
	}
	return s.length && n.issues.push({
		code: "unrecognized_keys",
		keys: s,
		input: t,
		inst: a,
		continue: !0
	}), e.length ? Promise.all(e).then(() => n) : n;
}
var Hl = /*@__PURE__*/ B("$ZodObject", (e, t) => {
	V.init(e, t);
	let n = Object.getOwnPropertyDescriptor(t, "shape"), r = n?.get ? n.get.raw : t.shape ?? {};
	if (r) {
		let e = () => {
			let n = { ...r };
			return Object.defineProperty(t, "shape", { value: n }), e.raw = n, n;
		};
		e.raw = r, Object.defineProperty(t, "shape", { get: e });
	}
	let i = eo(() => Bl(t));
	z(e, "propValues", (e) => {
		let t = e.def.shape, n = {};
		for (let e in t) {
			let r = t[e]._zod;
			if (r.values) {
				Object.prototype.hasOwnProperty.call(n, e) || io(n, e, /* @__PURE__ */ new Set());
				for (let t of r.values) n[e].add(t);
				r.optin !== void 0 && n[e].add(void 0);
			}
		}
		return n;
	});
	let a = go, o = t.catchall, s, c = fs.memoizer;
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
				if (Io(t, f)) break;
				f = t.issues.length;
			}
			if (e === "__proto__") continue;
			let i = u[e], a = i._zod.optin, o = i._zod.optout, s = i._zod.run({
				value: r[e],
				issues: []
			}, n);
			s instanceof Promise ? l.push(s.then((n) => Rl(n, t, e, r, a, o))) : Rl(s, t, e, r, a, o);
		}
		return o ? Vl(l, r, t, n, i.value, e, d === !0) : l.length ? Promise.all(l).then(() => t) : t;
	};
}), Ul = /*@__PURE__*/ B("$ZodObjectJIT", (e, t) => {
	Hl.init(e, t);
	let n = e._zod.parse, r = eo(() => Bl(t)), i = fs.memoizer, a = (t) => {
		let n = r.value, a = n.symbolKeys, o = new zc(["payload", "ctx"], {
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
			let n = l[e], r = typeof e == "symbol" ? `syms[${a.indexOf(e)}]` : po(e), i = `${r} in input`, u = t[e], d = u?._zod?.optin, f = d !== void 0, p = u?._zod?.optout === "optional";
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
	}, o, s = go, c = !fs.jitless, l = c && _o.value, u = t.catchall, d;
	e._zod.parse = (i, f) => {
		d ??= r.value;
		let p = i.value;
		return s(p) ? c && l && f?.async === !1 && f.jitless !== !0 ? (o ||= a(t.shape), i = o(i, f), u ? Vl([], p, i, f, d, e, f?.abortEarly === !0) : i) : n(i, f) : (i.issues.push({
			expected: "object",
			code: "invalid_type",
			input: p,
			inst: e
		}), i);
	};
});
function Wl(e, t, n, r) {
	for (let n of e) if (n.issues.length === 0) return t.value = n.value, t;
	let i = e.filter((e) => !Io(e));
	return i.length === 1 ? (t.value = i[0].value, i[0]) : (t.issues.push({
		code: "invalid_union",
		input: t.value,
		inst: n,
		errors: e.map((e) => e.issues.map((e) => Ho(e, r, ps())))
	}), t);
}
var Gl = /*@__PURE__*/ B("$ZodUnion", (e, t) => {
	V.init(e, t), z(e, "optin", (e) => e.def.options.some((e) => e._zod.optin === "defaulted") ? "defaulted" : e.def.options.some((e) => e._zod.optin !== void 0) ? "optional" : void 0), z(e, "optout", (e) => e.def.options.some((e) => e._zod.optout === "optional") ? "optional" : void 0), z(e, "values", (e) => {
		if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
	}), z(e, "pattern", (e) => {
		if (e.def.options.every((e) => e._zod.pattern)) {
			let t = e.def.options.map((e) => e._zod.pattern);
			return RegExp(`^(${t.map((e) => no(e.source)).join("|")})$`);
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
		return a ? Promise.all(o).then((t) => Wl(t, r, e, i)) : Wl(o, r, e, i);
	};
}), Kl = /*@__PURE__*/ B("$ZodIntersection", (e, t) => {
	V.init(e, t), e._zod.parse = (e, n) => {
		let r = e.value, i = t.left._zod.run({
			value: r,
			issues: []
		}, n), a = t.right._zod.run({
			value: r,
			issues: []
		}, n);
		return i instanceof Promise || a instanceof Promise ? Promise.all([i, a]).then(([t, n]) => Jl(e, t, n)) : Jl(e, i, a);
	};
});
function ql(e, t) {
	if (e === t || e instanceof Date && t instanceof Date && +e == +t) return {
		valid: !0,
		data: e
	};
	if (vo(e) && vo(t)) {
		let n = Object.keys(t), r = Object.keys(e).filter((e) => n.indexOf(e) !== -1), i = {
			...e,
			...t
		};
		Object.prototype.hasOwnProperty.call(i, "__proto__") && delete i.__proto__;
		for (let n of r) {
			if (n === "__proto__") continue;
			let r = ql(e[n], t[n]);
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
			let i = e[r], a = t[r], o = ql(i, a);
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
function Jl(e, t, n) {
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
	let c = ql(t.value, n.value);
	if (!c.valid) {
		if (Io(e)) return e;
		throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
	}
	return e.value = c.data, e;
}
var Yl = /*@__PURE__*/ B("$ZodRecord", (e, t) => {
	V.init(e, t);
	let n = fs.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!vo(a)) return r.issues.push({
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
						issues: s.issues.map((e) => Ho(e, i, ps())),
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
					e.issues.length && r.issues.push(...Ro(n, e.issues)), r.value[l] = e.value;
				})) : (u.issues.length && r.issues.push(...Ro(n, u.issues)), r.value[l] = u.value);
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
				if (typeof n == "string" && _c.test(n) && l.issues.length) {
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
						issues: l.issues.map((e) => Ho(e, i, ps())),
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
					e.issues.length && r.issues.push(...Ro(n, e.issues)), r.value[u] = e.value;
				})) : (d.issues.length && r.issues.push(...Ro(n, d.issues)), r.value[u] = d.value);
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
}), Xl = /*@__PURE__*/ B("$ZodEnum", (e, t) => {
	V.init(e, t);
	let n = Xa(t.entries), r = new Set(n);
	e._zod.values = r, z(e, "pattern", (e) => {
		let t = Xa(e.def.entries).filter((e) => bo.has(typeof e));
		return RegExp(t.length ? `^(${t.map((e) => xo(e.toString())).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (t, i) => {
		let a = t.value;
		return r.has(a) || t.issues.push({
			code: "invalid_value",
			values: n,
			input: a,
			inst: e
		}), t;
	};
}), Zl = /*@__PURE__*/ B("$ZodLiteral", (e, t) => {
	V.init(e, t);
	let n = new Set(t.values);
	e._zod.values = n, z(e, "pattern", (e) => {
		let t = e.def.values;
		return RegExp(t.length ? `^(${t.map((e) => typeof e == "string" ? xo(e) : e ? xo(e.toString()) : String(e)).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (r, i) => {
		let a = r.value;
		return n.has(a) || r.issues.push({
			code: "invalid_value",
			values: t.values,
			input: a,
			inst: e
		}), r;
	};
}), Ql = /*@__PURE__*/ B("$ZodTransform", (e, t) => {
	V.init(e, t), e._zod.optin = "optional", fs.memoizer?.guard(e), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new ds(e.constructor.name);
		let i = t.transform(n.value, n);
		if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => (n.value = e, n));
		if (i instanceof Promise) throw new us();
		return n.value = i, n;
	};
});
function $l(e, t) {
	return e.value = t.issues.length ? void 0 : t.value, e;
}
var eu = /*@__PURE__*/ B("$ZodOptional", (e, t) => {
	V.init(e, t), z(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), e._zod.optout = "optional", z(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
	}), z(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${no(t.source)})?$`) : void 0;
	}), e._zod.parse = (e, n) => {
		if (e.value === void 0) {
			if (t.innerType._zod.optin !== "defaulted") return e;
			let r = t.innerType._zod.run({
				value: e.value,
				issues: []
			}, n);
			return r instanceof Promise ? r.then((t) => $l(e, t)) : $l(e, r);
		}
		return t.innerType._zod.run(e, n);
	};
}), tu = /*@__PURE__*/ B("$ZodExactOptional", (e, t) => {
	eu.init(e, t), z(e, "values", (e) => e.def.innerType._zod.values), z(e, "pattern", (e) => e.def.innerType._zod.pattern), e._zod.parse = (e, n) => t.innerType._zod.run(e, n);
}), nu = /*@__PURE__*/ B("$ZodNullable", (e, t) => {
	V.init(e, t), z(e, "optin", (e) => e.def.innerType._zod.optin), z(e, "optout", (e) => e.def.innerType._zod.optout), z(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${no(t.source)}|null)$`) : void 0;
	}), z(e, "values", (e) => e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0), e._zod.parse = (e, n) => e.value === null ? e : t.innerType._zod.run(e, n);
}), ru = /*@__PURE__*/ B("$ZodDefault", (e, t) => {
	V.init(e, t), e._zod.optin = "defaulted", z(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		if (e.value === void 0) return e.value = t.defaultValue, e;
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => iu(e, t)) : iu(r, t);
	};
});
function iu(e, t) {
	return e.value === void 0 && (e.value = t.defaultValue), e;
}
var au = /*@__PURE__*/ B("$ZodPrefault", (e, t) => {
	V.init(e, t), e._zod.optin = "defaulted", z(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => (n.direction === "backward" || e.value === void 0 && (e.value = t.defaultValue), t.innerType._zod.run(e, n));
}), ou = /*@__PURE__*/ B("$ZodNonOptional", (e, t) => {
	V.init(e, t), z(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
	}), e._zod.parse = (n, r) => {
		let i = t.innerType._zod.run(n, r);
		return i instanceof Promise ? i.then((t) => su(t, e)) : su(i, e);
	};
});
function su(e, t) {
	return !e.issues.length && e.value === void 0 && e.issues.push({
		code: "invalid_type",
		expected: "nonoptional",
		input: e.value,
		inst: t
	}), e;
}
function cu(e, t, n, r) {
	return t.issues.length ? (e.value = n.catchValue({
		...t,
		value: e.value,
		error: { issues: t.issues.map((e) => Ho(e, r, ps())) },
		input: e.value
	}), e) : (e.value = t.value, t.memo && (e.memo = !0), e);
}
var lu = /*@__PURE__*/ B("$ZodCatch", (e, t) => {
	V.init(e, t), z(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), z(e, "optout", (e) => e.def.innerType._zod.optout), z(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run({
			value: e.value,
			issues: []
		}, n);
		return r instanceof Promise ? r.then((r) => cu(e, r, t, n)) : cu(e, r, t, n);
	};
}), uu = /*@__PURE__*/ B("$ZodPipe", (e, t) => {
	V.init(e, t), z(e, "values", (e) => e.def.in._zod.values), z(e, "optin", (e) => e.def.in._zod.optin), z(e, "optout", (e) => e.def.out._zod.optout), z(e, "propValues", (e) => e.def.in._zod.propValues), e._zod.parse = (e, n) => {
		if (n.direction === "backward") {
			let r = t.out._zod.run(e, n);
			return r instanceof Promise ? r.then((e) => du(e, t.in, n)) : du(r, t.in, n);
		}
		let r = t.in._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => du(e, t.out, n)) : du(r, t.out, n);
	};
});
function du(e, t, n) {
	return e.issues.some((e) => e.code !== "unrecognized_keys") ? (e.aborted = !0, e) : t._zod.run({
		value: e.value,
		issues: e.issues
	}, n);
}
var fu = /*@__PURE__*/ B("$ZodPreprocess", (e, t) => {
	uu.init(e, t);
}), pu = /*@__PURE__*/ B("$ZodReadonly", (e, t) => {
	V.init(e, t), z(e, "propValues", (e) => e.def.innerType._zod.propValues), z(e, "values", (e) => e.def.innerType._zod.values), z(e, "optin", (e) => e.def.innerType?._zod?.optin), z(e, "optout", (e) => e.def.innerType?._zod?.optout), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then(mu) : mu(r);
	};
});
function mu(e) {
	return e.memo || (e.value = Object.freeze(e.value)), e;
}
var hu = /*@__PURE__*/ B("$ZodCustom", (e, t) => {
	xc.init(e, t), V.init(e, t), e._zod.parse = (e, t) => e, e._zod.check = (n) => {
		let r = n.value, i = t.fn(r);
		if (i instanceof Promise) return i.then((t) => gu(t, n, r, e));
		gu(i, n, r, e);
	};
});
function gu(e, t, n, r) {
	if (!e) {
		let e = {
			code: "custom",
			input: n,
			inst: r,
			path: [...r._zod.def.path ?? []],
			continue: !r._zod.def.abort
		};
		r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(qo(e));
	}
}
// node_modules/zod/v4/core/memoizer.js
var _u = class extends Error {
	constructor() {
		super("Cannot parse a reference cycle that closes through a transform"), this.name = "ZodCyclicError";
	}
}, vu = "~memo", yu = [];
function bu(e) {
	return typeof e == "object" && !!e;
}
function xu(e) {
	return e.map((e) => e.path ? {
		...e,
		path: e.path.slice()
	} : { ...e });
}
var Su = /*@__PURE__*/ new WeakMap(), Cu = 0, wu = 1, Tu = 2;
function Eu(e, t, n) {
	let r = Su.get(e);
	if (r !== void 0) return r ? Tu : Cu;
	if (t.has(e)) return Tu;
	t.add(e);
	let i = Cu, a = (e) => {
		if (i !== Tu && e?._zod) {
			let r = Eu(e, t, n);
			r > i && (i = r);
		}
	}, o = (e, r) => {
		let i = Cu;
		for (let a of Reflect.ownKeys(e)) {
			let o = Object.getOwnPropertyDescriptor(e, a);
			if (r && !o.enumerable) continue;
			let s = o.get ? wu : o.value?._zod ? Eu(o.value, t, n) : Cu;
			s > i && (i = s);
		}
		return i;
	}, s = (e) => {
		e > i && (i = e);
	}, c = e._zod.def;
	switch (c.type) {
		case "object": {
			let e = ao(c);
			s(e ? o(e, !0) : wu), a(c.catchall);
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
			s(r ? Eu(r, t, !1) : wu);
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
	return t.delete(e), Du(e, i);
}
function Du(e, t) {
	return t !== wu && Su.set(e, t === Tu), t;
}
function Ou(e, t) {
	let n = e.buckets.get(t);
	return n || (n = /* @__PURE__ */ new WeakMap(), e.buckets.set(t, n)), n;
}
var ku, Au = [], ju = {
	alloc(e, t, n) {
		let r = ku;
		if (!r) return n;
		ku = void 0;
		let i = {
			value: n,
			issues: null
		};
		return r.set(t.value, i), Au.push(i), n;
	},
	guard(e) {
		var t;
		(t = e._zod).deferred ?? (t.deferred = []), e._zod.deferred.push(() => {
			let t = e._zod.parse, n = (e, n) => {
				if (n.direction !== "backward" && Nu(n, e.value)) throw new _u();
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
					let i = Eu(e, /* @__PURE__ */ new Set(), !1);
					if (i === Cu) return e._zod.parse = t, e._zod.run === o && (e._zod.run = t), t(s, c);
					i === Tu || r ? n = !0 : r = !0;
				}
				let l = s.value;
				if (!bu(l)) return t(s, c);
				let u = c[vu];
				u || (u = {
					buckets: /* @__PURE__ */ new WeakMap(),
					backEdges: void 0
				}, c[vu] = u);
				let d;
				i === c ? d = a : (d = Ou(u, e), i = c, a = d);
				let f = d.get(l);
				if (f) return s.value = f.value, f.issues ? f.issues.length && s.issues.push(...xu(f.issues)) : (s.memo = !0, u.backEdges ?? (u.backEdges = /* @__PURE__ */ new WeakSet()), u.backEdges.add(f.value)), s;
				ku = d;
				let p = Au.length, m = t(s, c);
				ku = void 0;
				let h = Au.length > p ? Au.pop() : void 0;
				return m instanceof Promise ? m.then((e) => (h && (h.issues = e.issues.length ? xu(e.issues) : yu), e)) : (h && (h.issues = m.issues.length ? xu(m.issues) : yu), m);
			};
			e._zod.parse = o, e._zod.run === t && (e._zod.run = o);
		});
	}
};
function Mu() {
	return ju;
}
function Nu(e, t) {
	let n = e[vu]?.backEdges;
	return n !== void 0 && bu(t) && n.has(t);
}
// node_modules/zod/v4/locales/en.js
var Pu = () => {
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
			case "invalid_type": return `Invalid input: expected ${i(e.expected)}, received ${i(Ko(e.input), e.input)}`;
			case "invalid_value": return e.values.length === 1 ? `Invalid input: expected ${Co(e.values[0])}` : `Invalid option: expected one of ${Za(e.values, "|")}`;
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
			case "unrecognized_keys": return `Unrecognized key${e.keys.length > 1 ? "s" : ""}: ${Za(e.keys, ", ")}`;
			case "invalid_key": return `Invalid key in ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Invalid discriminator value. Expected ${e.options.map((e) => `'${e}'`).join(" | ")}` : e.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
			case "invalid_element": return `Invalid value in ${e.origin}`;
			default: return "Invalid input";
		}
	};
};
function Fu() {
	return { localeError: Pu() };
}
// node_modules/zod/v4/core/registries.js
var Iu, Lu = class {
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
function Ru() {
	return new Lu();
}
(Iu = globalThis).__zod_globalRegistry ?? (Iu.__zod_globalRegistry = Ru());
var zu = globalThis.__zod_globalRegistry;
// node_modules/zod/v4/core/api.js
function Bu(e) {
	return e.checks &&= [...e.checks], e;
}
// @__NO_SIDE_EFFECTS__
function Vu(e, t) {
	return new e(Bu({
		type: "string",
		...R(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function Hu(e, t) {
	return new e({
		type: "string",
		format: "email",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Uu(e, t) {
	return new e({
		type: "string",
		format: "guid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Wu(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Gu(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v4",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ku(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v6",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function qu(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v7",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ju(e, t) {
	return new e({
		type: "string",
		format: "url",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Yu(e, t) {
	return new e({
		type: "string",
		format: "emoji",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Xu(e, t) {
	return new e({
		type: "string",
		format: "nanoid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Zu(e, t) {
	return new e({
		type: "string",
		format: "cuid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Qu(e, t) {
	return new e({
		type: "string",
		format: "cuid2",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function $u(e, t) {
	return new e({
		type: "string",
		format: "ulid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ed(e, t) {
	return new e({
		type: "string",
		format: "xid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function td(e, t) {
	return new e({
		type: "string",
		format: "ksuid",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function nd(e, t) {
	return new e({
		type: "string",
		format: "ipv4",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function rd(e, t) {
	return new e({
		type: "string",
		format: "ipv6",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function id(e, t) {
	return new e({
		type: "string",
		format: "cidrv4",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ad(e, t) {
	return new e({
		type: "string",
		format: "cidrv6",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function od(e, t) {
	return new e({
		type: "string",
		format: "base64",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function sd(e, t) {
	return new e({
		type: "string",
		format: "base64url",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function cd(e, t) {
	return new e({
		type: "string",
		format: "e164",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ld(e, t) {
	return new e({
		type: "string",
		format: "jwt",
		check: "string_format",
		abort: !1,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ud(e, t) {
	return new e({
		type: "string",
		format: "datetime",
		check: "string_format",
		offset: !1,
		local: !1,
		precision: null,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function dd(e, t) {
	return new e({
		type: "string",
		format: "date",
		check: "string_format",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function fd(e, t) {
	return new e({
		type: "string",
		format: "time",
		check: "string_format",
		precision: null,
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function pd(e, t) {
	return new e({
		type: "string",
		format: "duration",
		check: "string_format",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function md(e, t) {
	return new e(Bu({
		type: "number",
		checks: [],
		...R(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function hd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "safeint",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function gd(e, t) {
	return new e({
		type: "boolean",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function _d(e) {
	return new e({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function vd(e, t) {
	return new e({
		type: "never",
		...R(t)
	});
}
// @__NO_SIDE_EFFECTS__
function yd(e, t) {
	return new wc({
		check: "less_than",
		...R(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function bd(e, t) {
	return new wc({
		check: "less_than",
		...R(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function xd(e, t) {
	return new Tc({
		check: "greater_than",
		...R(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function Sd(e, t) {
	return new Tc({
		check: "greater_than",
		...R(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function Cd(e, t) {
	return new Ec({
		check: "multiple_of",
		...R(t),
		value: e
	});
}
// @__NO_SIDE_EFFECTS__
function wd(e, t) {
	return new Oc({
		check: "max_length",
		...R(t),
		maximum: e
	});
}
// @__NO_SIDE_EFFECTS__
function Td(e, t) {
	return new kc({
		check: "min_length",
		...R(t),
		minimum: e
	});
}
// @__NO_SIDE_EFFECTS__
function Ed(e, t) {
	return new Ac({
		check: "length_equals",
		...R(t),
		length: e
	});
}
// @__NO_SIDE_EFFECTS__
function Dd(e, t) {
	return new Mc({
		check: "string_format",
		format: "regex",
		...R(t),
		pattern: e
	});
}
// @__NO_SIDE_EFFECTS__
function Od(e) {
	return new Nc({
		check: "string_format",
		format: "lowercase",
		...R(e)
	});
}
// @__NO_SIDE_EFFECTS__
function kd(e) {
	return new Pc({
		check: "string_format",
		format: "uppercase",
		...R(e)
	});
}
// @__NO_SIDE_EFFECTS__
function Ad(e, t) {
	return new Fc({
		check: "string_format",
		format: "includes",
		...R(t),
		includes: e
	});
}
// @__NO_SIDE_EFFECTS__
function jd(e, t) {
	return new Ic({
		check: "string_format",
		format: "starts_with",
		...R(t),
		prefix: e
	});
}
// @__NO_SIDE_EFFECTS__
function Md(e, t) {
	return new Lc({
		check: "string_format",
		format: "ends_with",
		...R(t),
		suffix: e
	});
}
// @__NO_SIDE_EFFECTS__
function Nd(e) {
	return new Rc({
		check: "overwrite",
		tx: e
	});
}
// @__NO_SIDE_EFFECTS__
function Pd(e) {
	return /* @__PURE__ */ Nd((t) => t.normalize(e));
}
// @__NO_SIDE_EFFECTS__
function Fd() {
	return /* @__PURE__ */ Nd((e) => e.trim());
}
// @__NO_SIDE_EFFECTS__
function Id() {
	return /* @__PURE__ */ Nd((e) => e.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function Ld() {
	return /* @__PURE__ */ Nd((e) => e.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function Rd() {
	return /* @__PURE__ */ Nd((e) => mo(e));
}
// @__NO_SIDE_EFFECTS__
function zd(e, t, n) {
	return new e({
		type: "array",
		element: t,
		...R(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Bd(e, t, n) {
	return new e({
		type: "custom",
		check: "custom",
		fn: t,
		...R(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Vd(e, t) {
	let n = /* @__PURE__ */ Hd((t) => (t.addIssue = (e) => {
		if (typeof e == "string") t.issues.push(qo(e, t.value, n._zod.def));
		else {
			let r = e;
			r.fatal && (r.continue = !1), r.code ??= "custom", "input" in r || (r.input = t.value), r.inst ??= n, r.continue ??= !n._zod.def.abort, t.issues.push(qo(r));
		}
	}, e(t.value, t)), t);
	return n;
}
// @__NO_SIDE_EFFECTS__
function Hd(e, t) {
	let n = new xc({
		check: "custom",
		...R(t)
	});
	return n._zod.check = e, n;
}
// node_modules/zod/v4/core/to-json-schema.js
function Ud(e, ...t) {
	for (let n of t) for (let t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && io(e, t, n[t]);
	return e;
}
function Wd(e) {
	let t = e?.target ?? "draft-2020-12";
	return t === "draft-4" && (t = "draft-04"), t === "draft-7" && (t = "draft-07"), {
		processors: e.processors ?? {},
		metadataRegistry: e?.metadata ?? zu,
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
function Gd(e, t, n, r, i) {
	let a = typeof t.unrepresentable == "function" ? t.unrepresentable({
		zodSchema: e,
		path: r.path,
		message: i
	}) : t.unrepresentable;
	if (a === "any") return !1;
	if (a === void 0 || a === "throw") throw Error(i);
	return Object.assign(n, a), !0;
}
function U(e, t, n = {
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
		a && (o.ref ||= a, U(a, t, r), t.seen.get(a).isParent = !0);
	}
	let c = t.metadataRegistry.get(e);
	return c && Ud(o.schema, c), t.io === "input" && tf(e) && (delete o.schema.examples, delete o.schema.default), t.io === "input" && "_prefault" in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)), delete o.schema._prefault, t.seen.get(e).schema;
}
function Kd(e) {
	return e.replace(/~/g, "~0").replace(/\//g, "~1");
}
function qd(e, t) {
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
				ref: `${i("__shared")}#/${r}/${Kd(a)}`
			};
		}
		let i = `#/${r}/`;
		if (t[1] === n && !t[1].schema.id) return { ref: "#" };
		let a = t[1].schema.id ?? `__schema${e.counter++}`;
		return {
			defId: a,
			ref: i + Kd(a)
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
function Jd(e) {
	let t = e.anyOf;
	if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
	let n = [];
	for (let e of t) {
		if (!e || typeof e != "object") return;
		Jd(e);
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
var Yd = /* @__PURE__ */ new Set([
	"type",
	"properties",
	"required",
	"additionalProperties"
]), Xd = ["oneOf", "anyOf"];
function Zd(e) {
	let t = e.additionalProperties;
	return t === void 0 || t === !1 || typeof t != "object" || !t ? null : Object.keys(t).length ? t : null;
}
function Qd(e) {
	let t = [];
	for (let n of e) {
		if (typeof n != "object" || n.type !== "object") return null;
		for (let e in n) if (!Yd.has(e)) return null;
		t.push(n);
	}
	let n = {}, r = /* @__PURE__ */ new Set();
	for (let e of t) {
		for (let r in e.properties) {
			if (Object.prototype.hasOwnProperty.call(n, r)) continue;
			let e = [];
			for (let n of t) {
				let t = n.properties?.[r] ?? Zd(n);
				t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
			}
			io(n, r, e.length === 1 ? e[0] : Qd(e) ?? { allOf: e });
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
			let t = Zd(n);
			t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
		}
		e.length === 1 ? i.additionalProperties = e[0] : e.length > 1 && (i.additionalProperties = { allOf: e });
	}
	return i;
}
function $d(e) {
	let t = e.allOf;
	if (!Array.isArray(t) || t.length < 2) return;
	for (let t of Yd) if (t in e) return;
	let n = t.filter((e) => Xd.some((t) => Array.isArray(e[t]))), r = null;
	if (!n.length) r = Qd(t);
	else {
		let e = n[0], i = Xd.find((t) => Array.isArray(e[t]));
		if (Object.keys(e).length !== 1) return;
		let a = t.filter((t) => t !== e), o = e[i].map((e) => Qd([...a, e]));
		if (o.some((e) => !e)) return;
		r = { [i]: o };
	}
	r && (delete e.allOf, Ud(e, r));
}
function ef(e, t) {
	let n = e.seen.get(t);
	if (!n) throw Error("Unprocessed schema. This is a bug in Zod.");
	let r = (t) => {
		let n = e.seen.get(t);
		if (n.ref === null) return;
		let i = n.def ?? n.schema, a = { ...i }, o = n.ref;
		if (n.ref = null, o) {
			r(o);
			let n = e.seen.get(o), s = n.schema;
			if (s.$ref && (e.target === "draft-07" || e.target === "draft-04" || e.target === "openapi-3.0") ? (i.allOf = i.allOf ?? [], i.allOf.push(s)) : Ud(i, s), Ud(i, a), t._zod.parent === o) for (let e in i) e !== "$ref" && e !== "allOf" && (e in a || delete i[e]);
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
		if (e.target !== "openapi-3.0") for (let t of e.seen.entries()) Jd(t[1].def ?? t[1].schema);
		for (let t of e.deferred) t();
		if (e.intersections.length) {
			let t = /* @__PURE__ */ new Map();
			for (let n of e.seen.values()) for (let e of [n.schema, n.def]) {
				let n = e?.allOf;
				if (!Array.isArray(n)) continue;
				let r = t.get(n);
				r ? r.push(e) : t.set(n, [e]);
			}
			for (let n of e.intersections) for (let e of t.get(n) ?? []) $d(e);
		}
	}
	let i = {};
	if (e.target === "draft-2020-12" ? i.$schema = "https://json-schema.org/draft/2020-12/schema" : e.target === "draft-07" ? i.$schema = "http://json-schema.org/draft-07/schema#" : e.target === "draft-04" ? i.$schema = "http://json-schema.org/draft-04/schema#" : e.target, e.external?.uri) {
		let n = e.external.registry.get(t)?.id;
		if (!n) throw Error("Schema is missing an `id` property");
		i.$id = e.external.uri(n);
	}
	Ud(i, n.defId ? n.schema : n.def ?? n.schema);
	let a = e.metadataRegistry.get(t)?.id;
	a !== void 0 && i.id === a && delete i.id;
	let o = e.external?.defs ?? {};
	if (!e.external || e.sharedEmitDoneFor !== e.external) for (let t of e.seen.entries()) {
		let e = t[1];
		e.def && e.defId && (e.def.id === e.defId && delete e.def.id, io(o, e.defId, e.def));
	}
	e.external && (e.sharedEmitDoneFor = e.external), e.external || Object.keys(o).length > 0 && (e.target === "draft-2020-12" ? i.$defs = o : i.definitions = o);
	try {
		let n = JSON.parse(JSON.stringify(i));
		return Object.defineProperty(n, "~standard", {
			value: {
				...t["~standard"],
				jsonSchema: {
					input: rf(t, "input", e.processors),
					output: rf(t, "output", e.processors)
				}
			},
			enumerable: !1,
			writable: !1
		}), n;
	} catch {
		throw Error("Error converting schema to JSON.");
	}
}
function tf(e, t) {
	let n = t ?? { seen: /* @__PURE__ */ new Set() };
	if (n.seen.has(e)) return !1;
	n.seen.add(e);
	let r = e._zod.def;
	if (r.type === "transform") return !0;
	if (r.type === "array") return tf(r.element, n);
	if (r.type === "set") return tf(r.valueType, n);
	if (r.type === "lazy") return tf(r.getter(), n);
	if (r.type === "promise" || r.type === "optional" || r.type === "nonoptional" || r.type === "nullable" || r.type === "readonly" || r.type === "default" || r.type === "prefault" || r.type === "catch") return tf(r.innerType, n);
	if (r.type === "intersection") return tf(r.left, n) || tf(r.right, n);
	if (r.type === "record" || r.type === "map") return tf(r.keyType, n) || tf(r.valueType, n);
	if (r.type === "pipe") return e._zod.traits.has("$ZodCodec") ? !0 : tf(r.in, n) || tf(r.out, n);
	if (r.type === "object") {
		for (let e in r.shape) if (tf(r.shape[e], n)) return !0;
		return !1;
	}
	if (r.type === "union") {
		for (let e of r.options) if (tf(e, n)) return !0;
		return !1;
	}
	if (r.type === "tuple") {
		for (let e of r.items) if (tf(e, n)) return !0;
		return !!(r.rest && tf(r.rest, n));
	}
	return !1;
}
var nf = (e, t = {}) => (n) => {
	let r = Wd({
		...n,
		processors: t
	});
	return U(e, r), qd(r, e), ef(r, e);
}, rf = (e, t, n = {}) => (r) => {
	let { libraryOptions: i, target: a } = r ?? {}, o = Wd({
		...i ?? {},
		target: a,
		io: t,
		processors: n
	});
	return U(e, o), qd(o, e), ef(o, e);
}, af = (e, t, n) => {
	(e[t] === void 0 || n > e[t]) && (e[t] = n);
}, of = (e, t, n) => {
	(e[t] === void 0 || n < e[t]) && (e[t] = n);
}, sf = (e, t) => {
	af(e, "minimum", t), of(e, "maximum", t);
}, cf = (e, t) => {
	e.multipleOf ??= [], e.multipleOf.includes(t) || e.multipleOf.push(t);
}, lf = (e, t) => {
	e.patterns ??= /* @__PURE__ */ new Set(), e.patterns.add(t);
}, uf = (e, t) => {
	e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
}, df = (e, t) => {
	e.format = t, t.includes("int") && (e.isInt = !0);
}, ff = (e, t) => af(e, "minimum", t.minimum), pf = (e, t) => of(e, "maximum", t.maximum), mf = (e) => (t, n) => {
	df(t, n.format);
	let [r, i] = e[n.format];
	af(t, "minimum", r), of(t, "maximum", i);
}, hf = {
	greater_than: (e, t) => af(e, t.inclusive ? "minimum" : "exclusiveMinimum", t.value),
	less_than: (e, t) => of(e, t.inclusive ? "maximum" : "exclusiveMaximum", t.value),
	multiple_of: (e, t) => cf(e, t.value),
	number_format: mf(To),
	bigint_format: mf(Eo),
	min_length: ff,
	max_length: pf,
	length_equals: (e, t) => sf(e, t.length),
	min_size: ff,
	max_size: pf,
	size_equals: (e, t) => sf(e, t.size),
	string_format: (e, t) => {
		df(e, t.format), t.pattern && lf(e, t.pattern), (t.format === "base64" || t.format === "base64url") && (e.contentEncoding = t.format), (t.local || t.precision === -1) && (e.laxFormat = !0);
	},
	mime_type: (e, t) => uf(e, t.mime)
};
function gf(e) {
	let t = {}, n = e._zod.def, r = e._zod.traits.has("$ZodCheck") ? [e, ...n.checks ?? []] : n.checks ?? [];
	for (let e of r) hf[e._zod.def.check]?.(t, e._zod.def);
	let i = e._zod.bag;
	i.minimum !== void 0 && af(t, "minimum", i.minimum), i.exclusiveMinimum !== void 0 && af(t, "exclusiveMinimum", i.exclusiveMinimum), i.maximum !== void 0 && of(t, "maximum", i.maximum), i.exclusiveMaximum !== void 0 && of(t, "exclusiveMaximum", i.exclusiveMaximum), i.multipleOf !== void 0 && cf(t, i.multipleOf), i.format !== void 0 && (t.format ??= i.format, i.format.includes("int") && (t.isInt = !0)), i.mime && uf(t, i.mime);
	for (let e of i.patterns ?? []) lf(t, e);
	return t;
}
var _f = {
	guid: "uuid",
	url: "uri",
	datetime: "date-time",
	json_string: "json-string",
	regex: ""
}, vf = /* @__PURE__ */ new Map([[xl, ac], [Cl, oc]]), yf = (e) => vf.get(e) ?? e, bf = (e, t, n, r) => {
	let i = n;
	i.type = "string";
	let { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = gf(e);
	if (typeof a == "number" && (i.minLength = a), typeof o == "number" && (i.maxLength = o), s && (i.format = _f[s] ?? s, i.format === "" && delete i.format, (s === "time" || u) && delete i.format), l && (i.contentEncoding = l), c && c.size > 0) {
		let e = [...c].map(yf);
		e.length === 1 ? i.pattern = e[0].source : e.length > 1 && (i.allOf = [...e.map((e) => ({
			...t.target === "draft-07" || t.target === "draft-04" || t.target === "openapi-3.0" ? { type: "string" } : {},
			pattern: e.source
		}))]);
	}
}, xf = (e, t, n, r) => {
	let i = n, { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = gf(e);
	i.type = u ? "integer" : "number";
	let d = typeof l == "number" && l >= (a ?? -Infinity), f = typeof c == "number" && c <= (o ?? Infinity), p = t.target === "draft-04" || t.target === "openapi-3.0";
	if (d ? p ? (i.minimum = l, i.exclusiveMinimum = !0) : i.exclusiveMinimum = l : typeof a == "number" && (i.minimum = a), f ? p ? (i.maximum = c, i.exclusiveMaximum = !0) : i.exclusiveMaximum = c : typeof o == "number" && (i.maximum = o), s) {
		let n = /* @__PURE__ */ new Set();
		for (let a of s) Number.isFinite(a) && a !== 0 ? n.add(Math.abs(a)) : Gd(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
		let [a, ...o] = n;
		a !== void 0 && (i.multipleOf = a), o.length && (i.allOf = [...i.allOf ?? [], ...o.map((e) => ({ multipleOf: e }))]);
	}
}, Sf = (e, t, n, r) => {
	n.type = "boolean";
}, Cf = (e, t, n, r) => {
	Gd(e, t, n, r, "BigInt cannot be represented in JSON Schema");
}, wf = (e, t, n, r) => {
	Gd(e, t, n, r, "Symbols cannot be represented in JSON Schema");
}, Tf = (e, t, n, r) => {
	t.target === "openapi-3.0" ? (n.type = "string", n.nullable = !0, n.enum = [null]) : n.type = "null";
}, Ef = (e, t, n, r) => {
	Gd(e, t, n, r, "Undefined cannot be represented in JSON Schema");
}, Df = (e, t, n, r) => {
	Gd(e, t, n, r, "Void cannot be represented in JSON Schema");
}, Of = (e, t, n, r) => {
	n.not = {};
}, kf = (e, t, n, r) => {}, Af = (e, t, n, r) => {}, jf = (e, t, n, r) => {
	Gd(e, t, n, r, "Date cannot be represented in JSON Schema");
}, Mf = (e, t, n, r) => {
	let i = e._zod.def, a = Xa(i.entries);
	a.length === 0 ? n.not = {} : (a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), n.enum = a);
}, Nf = (e, t, n, r) => {
	let i = e._zod.def;
	if (i.values.length === 0) {
		n.not = {};
		return;
	}
	let a = [];
	for (let o of i.values) if (o === void 0) {
		if (Gd(e, t, n, r, "Literal `undefined` cannot be represented in JSON Schema")) return;
	} else if (typeof o == "bigint") {
		if (Gd(e, t, n, r, "BigInt literals cannot be represented in JSON Schema")) return;
		a.push(Number(o));
	} else a.push(o);
	if (a.length !== 0) {
		if (a.length === 1) {
			let e = a[0];
			n.type = e === null ? "null" : typeof e, t.target === "draft-04" || t.target === "openapi-3.0" ? n.enum = [e] : n.const = e;
		} else a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), a.every((e) => typeof e == "boolean") && (n.type = "boolean"), a.every((e) => e === null) && (n.type = "null"), n.enum = a;
	}
}, Pf = (e, t, n, r) => {
	Gd(e, t, n, r, "NaN cannot be represented in JSON Schema");
}, Ff = (e, t, n, r) => {
	let i = n, a = e._zod.pattern;
	if (!a) throw Error("Pattern not found in template literal");
	i.type = "string", i.pattern = a.source;
}, If = (e, t, n, r) => {
	let i = n;
	i.type = "string", i.format = "binary", i.contentEncoding = "binary";
	let { minimum: a, maximum: o, mime: s } = gf(e);
	a !== void 0 && (i.minLength = a), o !== void 0 && (i.maxLength = o), s && (s.length === 0 ? i.not = {} : s.length === 1 ? i.contentMediaType = s[0] : i.anyOf = s.map((e) => ({ contentMediaType: e })));
}, Lf = (e, t, n, r) => {
	n.type = "boolean";
}, Rf = (e, t, n, r) => {
	Gd(e, t, n, r, "Custom types cannot be represented in JSON Schema");
}, zf = (e, t, n, r) => {
	Gd(e, t, n, r, "Function types cannot be represented in JSON Schema");
}, Bf = (e, t, n, r) => {
	Gd(e, t, n, r, "Transforms cannot be represented in JSON Schema");
}, Vf = (e, t, n, r) => {
	Gd(e, t, n, r, "Map cannot be represented in JSON Schema");
}, Hf = (e, t, n, r) => {
	Gd(e, t, n, r, "Set cannot be represented in JSON Schema");
}, Uf = (e, t, n, r) => {
	let i = n, a = e._zod.def, { minimum: o, maximum: s } = gf(e);
	typeof o == "number" && (i.minItems = o), typeof s == "number" && (i.maxItems = s), i.type = "array", i.items = U(a.element, t, {
		...r,
		path: [...r.path, "items"]
	});
};
function Wf(e) {
	let t = e._zod.def;
	return t.type === "pipe" && t.in._zod.traits.has("$ZodTransform") ? Wf(t.out) : t.type === "catch" ? Wf(t.innerType) : e._zod.optin;
}
var Gf = (e, t, n, r) => {
	let i = n, a = e._zod.def, o = a.shape;
	if (Object.getOwnPropertySymbols(o).length && Gd(e, t, i, r, "Symbol keys cannot be represented in JSON Schema")) return;
	i.type = "object", i.properties = {};
	for (let e in o) io(i.properties, e, U(o[e], t, {
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
		(t.io === "input" ? Wf(n) === void 0 : n._zod.optout === void 0) && s.push(e);
	}
	s.length > 0 && (i.required = s), a.catchall?._zod.def.type === "never" ? i.additionalProperties = !1 : a.catchall ? a.catchall && (i.additionalProperties = U(a.catchall, t, {
		...r,
		path: [...r.path, "additionalProperties"]
	})) : t.io === "output" && (i.additionalProperties = !1);
}, Kf = (e, t, n, r) => {
	let i = e._zod.def, a = i.inclusive === !1, o = i.options.map((e, n) => U(e, t, {
		...r,
		path: [
			...r.path,
			a ? "oneOf" : "anyOf",
			n
		]
	}));
	a ? n.oneOf = o : n.anyOf = o;
}, qf = (e, t, n, r) => {
	let i = e._zod.def, a = U(i.left, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			0
		]
	}), o = U(i.right, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			1
		]
	}), s = (e) => "allOf" in e && Object.keys(e).length === 1, c = [...s(a) ? a.allOf : [a], ...s(o) ? o.allOf : [o]];
	n.allOf = c, t.intersections.push(c);
}, Jf = (e, t, n, r) => {
	let i = n, a = e._zod.def;
	i.type = "array";
	let o = t.target === "draft-2020-12" ? "prefixItems" : "items", s = t.target === "draft-2020-12" || t.target === "openapi-3.0" ? "items" : "additionalItems", c = a.items.map((e, n) => U(e, t, {
		...r,
		path: [
			...r.path,
			o,
			n
		]
	})), l = a.rest ? U(a.rest, t, {
		...r,
		path: [
			...r.path,
			s,
			...t.target === "openapi-3.0" ? [a.items.length] : []
		]
	}) : null, u = a.items.length;
	for (; u > 0;) {
		let e = a.items[u - 1];
		if (!(t.io === "input" ? Wf(e) !== void 0 : e._zod.optout === "optional")) break;
		u--;
	}
	let d = a.items.length, f = !a.rest;
	t.target === "draft-2020-12" ? (i.prefixItems = c, f ? i.items = !1 : l && (i.items = l), u > 0 && (i.minItems = u), f && (i.maxItems = d)) : t.target === "openapi-3.0" ? (i.items = { anyOf: c }, l && i.items.anyOf.push(l), u > 0 && (i.minItems = u), f && (i.maxItems = d)) : (i.items = c, f ? i.additionalItems = !1 : l && (i.additionalItems = l), u > 0 && (i.minItems = u), f && (i.maxItems = d));
	let { minimum: p, maximum: m } = gf(e);
	typeof p == "number" && (i.minItems = p), typeof m == "number" && (i.maxItems = m);
};
function Yf(e, t, n) {
	if (t.$ref) {
		if (n.has(t)) return t;
		n.add(t);
		let r = e.get(t)?.def;
		if (!r) return t;
		let i = Yf(e, r, n);
		return i === r ? t : i;
	}
	for (let r of ["anyOf", "oneOf"]) {
		let i = t[r];
		if (!Array.isArray(i)) continue;
		let a = i.map((t) => Yf(e, t, n));
		a.some((e, t) => e !== i[t]) && (t = {
			...t,
			[r]: a
		});
	}
	let r = Array.isArray(t.type) ? t.type : [t.type], i = !r.includes("string") && r.some((e) => e === "number" || e === "integer"), a = t.enum ?? (t.const === void 0 ? void 0 : [t.const]);
	if (!i && !a?.some((e) => typeof e == "number")) return t;
	let { minimum: o, maximum: s, exclusiveMinimum: c, exclusiveMaximum: l, multipleOf: u, format: d, id: f, ...p } = t;
	return p.enum ? p.enum = p.enum.map((e) => typeof e == "number" ? String(e) : e) : typeof p.const == "number" && (p.const = String(p.const)), i && (p.type = "string", a || (p.pattern = (r.includes("number") ? _c : gc).source)), p;
}
var Xf = /* @__PURE__ */ new WeakMap();
function Zf(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e.seen.values()) n.def && !t.has(n.schema) && t.set(n.schema, n);
	let n = /* @__PURE__ */ new Map();
	for (let r of Xf.get(e) ?? []) {
		let i = e.seen.get(r), a = (i?.def ?? i?.schema)?.propertyNames;
		if (!a || a === !0 || n.has(a)) continue;
		let o = Yf(t, a, /* @__PURE__ */ new Set());
		o !== a && n.set(a, o);
	}
	if (n.size) for (let t of e.seen.values()) for (let e of [t.schema, t.def]) {
		let t = e && n.get(e.propertyNames);
		t && (e.propertyNames = t);
	}
}
var Qf = (e, t, n, r) => {
	let i = n, a = e._zod.def;
	i.type = "object";
	let o = a.keyType, s = gf(o).patterns;
	if (a.mode === "loose" && s && s.size > 0) {
		let e = U(a.valueType, t, {
			...r,
			path: [
				...r.path,
				"patternProperties",
				"*"
			]
		});
		i.patternProperties = {};
		for (let t of s) io(i.patternProperties, yf(t).source, e);
	} else {
		if (t.target === "draft-07" || t.target === "draft-2020-12") {
			i.propertyNames = U(a.keyType, t, {
				...r,
				path: [...r.path, "propertyNames"]
			});
			let n = Xf.get(t);
			n || (n = [], Xf.set(t, n), t.deferred.push(() => Zf(t))), n.push(e);
		}
		i.additionalProperties = U(a.valueType, t, {
			...r,
			path: [...r.path, "additionalProperties"]
		});
	}
	let c = o._zod.values, l = t.io === "input" && Wf(a.valueType) !== void 0;
	if (c && !a.partial && !l) {
		let e = [...c].filter((e) => typeof e == "string" || typeof e == "number");
		e.length > 0 && (i.required = e.map(String));
	}
}, $f = (e, t, n, r) => {
	let i = e._zod.def, a = U(i.innerType, t, r), o = t.seen.get(e);
	t.target === "openapi-3.0" ? (o.ref = i.innerType, n.nullable = !0) : n.anyOf = [a, { type: "null" }];
}, ep = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, tp = Symbol();
function np(e, t, n, r, i) {
	let a = !1, o = JSON.stringify(e, (e, t) => typeof t == "bigint" ? (a = !0, null) : t);
	return a ? (Gd(t, n, r, i, "BigInt defaults cannot be represented in JSON Schema"), tp) : JSON.parse(o);
}
var rp = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o = np(i.defaultValue, e, t, n, r);
	o !== tp && (n.default = o);
}, ip = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	if (a.ref = i.innerType, t.io !== "input") return;
	let o = np(i.defaultValue, e, t, n, r);
	o !== tp && (n._prefault = o);
}, ap = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o;
	try {
		o = i.catchValue(void 0);
	} catch {
		Gd(e, t, n, r, "Dynamic catch values are not supported in JSON Schema");
		return;
	}
	n.default = o;
}, op = (e, t, n, r) => {
	let i = e._zod.def, a = i.in._zod.traits.has("$ZodTransform"), o = t.io === "input" ? a ? i.out : i.in : i.out;
	U(o, t, r);
	let s = t.seen.get(e);
	s.ref = o;
}, sp = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType, n.readOnly = !0;
}, cp = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, lp = (e, t, n, r) => {
	let i = e._zod.def;
	U(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, up = {
	string: bf,
	number: xf,
	boolean: Sf,
	bigint: Cf,
	symbol: wf,
	null: Tf,
	undefined: Ef,
	void: Df,
	never: Of,
	any: kf,
	unknown: Af,
	date: jf,
	enum: Mf,
	literal: Nf,
	nan: Pf,
	template_literal: Ff,
	file: If,
	success: Lf,
	custom: Rf,
	function: zf,
	transform: Bf,
	map: Vf,
	set: Hf,
	array: Uf,
	object: Gf,
	union: Kf,
	intersection: qf,
	tuple: Jf,
	record: Qf,
	nullable: $f,
	nonoptional: ep,
	default: rp,
	prefault: ip,
	catch: ap,
	pipe: op,
	readonly: sp,
	promise: cp,
	optional: lp,
	lazy: (e, t, n, r) => {
		let i = e._zod.innerType;
		U(i, t, r);
		let a = t.seen.get(e);
		a.ref = i;
	}
};
function dp(e, t) {
	if ("_idmap" in e) {
		let n = e, r = Wd({
			...t,
			processors: up
		}), i = {};
		for (let e of n._idmap.entries()) {
			let [t, n] = e;
			U(n, r);
		}
		let a = {};
		r.external = {
			registry: n,
			uri: t?.uri,
			defs: i
		};
		for (let e of n._idmap.entries()) {
			let [t, n] = e;
			qd(r, n), io(a, t, ef(r, n));
		}
		return Object.keys(i).length > 0 && (a.__shared = { [r.target === "draft-2020-12" ? "$defs" : "definitions"]: i }), { schemas: a };
	}
	let n = Wd({
		...t,
		processors: up
	});
	return U(e, n), qd(n, e), ef(n, e);
}
// node_modules/zod/v4/classic/errors.js
var fp = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function pp(e, t, n) {
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
var mp = /*@__PURE__*/ B("ZodError", (e, t) => {
	ys.init(e, t), e.name = "ZodError";
	let n = Object.getPrototypeOf(e);
	fp.has(n) || (fp.add(n), pp(n, "format", (e) => (t) => Ss(e, t)), pp(n, "flatten", (e) => (t) => xs(e, t)), pp(n, "addIssue", (e) => (t) => {
		e.issues.push(t), e.message = JSON.stringify(e.issues, Qa, 2);
	}), pp(n, "addIssues", (e) => (t) => {
		e.issues.push(...t), e.message = JSON.stringify(e.issues, Qa, 2);
	}), Object.defineProperty(n, "isEmpty", {
		configurable: !0,
		enumerable: !1,
		get() {
			return this.issues.length === 0;
		}
	}));
}, void 0, { Parent: Error }), hp = /* @__PURE__ */ ws(mp), gp = /* @__PURE__ */ Ts(mp), _p = /* @__PURE__ */ Es(mp), vp = /* @__PURE__ */ Os(mp), yp = /* @__PURE__ */ Ps(mp), bp = /* @__PURE__ */ Fs(mp), xp = /* @__PURE__ */ Is(mp), Sp = /* @__PURE__ */ Ls(mp), Cp = /* @__PURE__ */ Rs(mp), wp = /* @__PURE__ */ zs(mp), Tp = /* @__PURE__ */ Bs(mp), Ep = /* @__PURE__ */ Vs(mp);
// node_modules/zod/v4/classic/schemas.js
function Dp() {
	fs.localeError || ps(Fu());
}
function Op() {
	fs.memoizer || ps({ memoizer: Mu() });
}
var W = /*@__PURE__*/ B("ZodType", (e, t) => (Dp(), V.init(e, t), e.def = t, e.type = t.type, e), {
	check(...e) {
		let t = this.def;
		return this.clone(fo(t, { checks: [...t.checks ?? [], ...e.map((e) => typeof e == "function" ? { _zod: {
			check: e,
			def: { check: "custom" },
			onattach: []
		} } : e)] }), { parent: !0 });
	},
	with(...e) {
		return this.check(...e);
	},
	clone(e, t) {
		return So(this, e, t);
	},
	brand() {
		return this;
	},
	register(e, t) {
		return e.add(this, t), this;
	},
	refine(e, t) {
		return this.check(Gm(e, t));
	},
	superRefine(e, t) {
		return this.check(Km(e, t));
	},
	overwrite(e) {
		return this.check(/* @__PURE__ */ Nd(e));
	},
	optional() {
		return Em(this);
	},
	exactOptional() {
		return Om(this);
	},
	nullable() {
		return Am(this);
	},
	nullish() {
		return Em(Am(this));
	},
	nonoptional(e) {
		return Im(this, e);
	},
	array() {
		return dm(this);
	},
	or(e) {
		return mm([this, e]);
	},
	and(e) {
		return gm(this, e);
	},
	transform(e) {
		return Bm(this, wm(e));
	},
	default(e) {
		return Mm(this, e);
	},
	prefault(e) {
		return Pm(this, e);
	},
	catch(e) {
		return Rm(this, e);
	},
	pipe(e) {
		return Bm(this, e);
	},
	readonly() {
		return Um(this);
	},
	describe(e) {
		let t = this.clone();
		return zu.add(t, { description: e }), t;
	},
	meta(...e) {
		if (e.length === 0) return zu.get(this);
		let t = this.clone();
		return zu.add(t, e[0]), t;
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
		return Xo(this, "~standard", {
			...Uc(this),
			jsonSchema: {
				input: rf(this, "input"),
				output: rf(this, "output")
			}
		});
	},
	set "~standard"(e) {
		Yo(this, "~standard", e);
	},
	parse: function e(t, n) {
		return hp(this, t, n, { callee: e });
	},
	parseAsync: async function e(t, n) {
		return await gp(this, t, n, { callee: e });
	},
	safeParse(e, t) {
		return _p(this, e, t);
	},
	async safeParseAsync(e, t) {
		return vp(this, e, t);
	},
	get spa() {
		return this?.safeParseAsync;
	},
	set spa(e) {
		Yo(this, "spa", e);
	},
	validate(e, t) {
		return js(this, e, t);
	},
	validateAsync(e, t) {
		return Ns(this, e, t);
	},
	encode: function e(t, n) {
		return yp(this, t, n, { callee: e });
	},
	decode: function e(t, n) {
		return bp(this, t, n, { callee: e });
	},
	encodeAsync: async function e(t, n) {
		return await xp(this, t, n, { callee: e });
	},
	decodeAsync: async function e(t, n) {
		return await Sp(this, t, n, { callee: e });
	},
	safeEncode(e, t) {
		return Cp(this, e, t);
	},
	safeDecode(e, t) {
		return wp(this, e, t);
	},
	async safeEncodeAsync(e, t) {
		return Tp(this, e, t);
	},
	async safeDecodeAsync(e, t) {
		return Ep(this, e, t);
	},
	toJSONSchema(e) {
		return nf(this, {})(e);
	},
	get description() {
		return zu.get(this)?.description;
	},
	get _def() {
		return this._zod.def;
	}
}), kp = /*@__PURE__*/ B("_ZodString", (e, t) => {
	Wc.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => bf(e, t, n, r);
}, /*@__PURE__*/ Zo({
	format: (e) => gf(e).format ?? null,
	minLength: (e) => gf(e).minimum ?? null,
	maxLength: (e) => gf(e).maximum ?? null
}, {
	regex(...e) {
		return this.check(/* @__PURE__ */ Dd(...e));
	},
	includes(...e) {
		return this.check(/* @__PURE__ */ Ad(...e));
	},
	startsWith(...e) {
		return this.check(/* @__PURE__ */ jd(...e));
	},
	endsWith(...e) {
		return this.check(/* @__PURE__ */ Md(...e));
	},
	min(...e) {
		return this.check(/* @__PURE__ */ Td(...e));
	},
	max(...e) {
		return this.check(/* @__PURE__ */ wd(...e));
	},
	length(...e) {
		return this.check(/* @__PURE__ */ Ed(...e));
	},
	nonempty(...e) {
		return this.check(/* @__PURE__ */ Td(1, ...e));
	},
	lowercase(e) {
		return this.check(/* @__PURE__ */ Od(e));
	},
	uppercase(e) {
		return this.check(/* @__PURE__ */ kd(e));
	},
	trim() {
		return this.check(/* @__PURE__ */ Fd());
	},
	normalize(...e) {
		return this.check(/* @__PURE__ */ Pd(...e));
	},
	toLowerCase() {
		return this.check(/* @__PURE__ */ Id());
	},
	toUpperCase() {
		return this.check(/* @__PURE__ */ Ld());
	},
	slugify() {
		return this.check(/* @__PURE__ */ Rd());
	}
})), Ap = /*@__PURE__*/ B("ZodString", (e, t) => {
	Wc.init(e, t), kp.init(e, t);
}, {
	email(e) {
		return this.check(/* @__PURE__ */ Hu(Fp, e));
	},
	url(e) {
		return this.check(/* @__PURE__ */ Ju(Rp, e));
	},
	jwt(e) {
		return this.check(/* @__PURE__ */ ld($p, e));
	},
	emoji(e) {
		return this.check(/* @__PURE__ */ Yu(zp, e));
	},
	guid(e) {
		return this.check(/* @__PURE__ */ Uu(Ip, e));
	},
	uuid(e) {
		return this.check(/* @__PURE__ */ Wu(Lp, e));
	},
	uuidv4(e) {
		return this.check(/* @__PURE__ */ Gu(Lp, e));
	},
	uuidv6(e) {
		return this.check(/* @__PURE__ */ Ku(Lp, e));
	},
	uuidv7(e) {
		return this.check(/* @__PURE__ */ qu(Lp, e));
	},
	nanoid(e) {
		return this.check(/* @__PURE__ */ Xu(Bp, e));
	},
	cuid(e) {
		return this.check(/* @__PURE__ */ Zu(Vp, e));
	},
	cuid2(e) {
		return this.check(/* @__PURE__ */ Qu(Hp, e));
	},
	ulid(e) {
		return this.check(/* @__PURE__ */ $u(Up, e));
	},
	base64(e) {
		return this.check(/* @__PURE__ */ od(Xp, e));
	},
	base64url(e) {
		return this.check(/* @__PURE__ */ sd(Zp, e));
	},
	xid(e) {
		return this.check(/* @__PURE__ */ ed(Wp, e));
	},
	ksuid(e) {
		return this.check(/* @__PURE__ */ td(Gp, e));
	},
	ipv4(e) {
		return this.check(/* @__PURE__ */ nd(Kp, e));
	},
	ipv6(e) {
		return this.check(/* @__PURE__ */ rd(qp, e));
	},
	cidrv4(e) {
		return this.check(/* @__PURE__ */ id(Jp, e));
	},
	cidrv6(e) {
		return this.check(/* @__PURE__ */ ad(Yp, e));
	},
	e164(e) {
		return this.check(/* @__PURE__ */ cd(Qp, e));
	},
	datetime(e) {
		return this.check(/* @__PURE__ */ ud(jp, e));
	},
	date(e) {
		return this.check(/* @__PURE__ */ dd(Mp, e));
	},
	time(e) {
		return this.check(/* @__PURE__ */ fd(Np, e));
	},
	duration(e) {
		return this.check(/* @__PURE__ */ pd(Pp, e));
	}
});
function G(e) {
	return /* @__PURE__ */ Vu(Ap, e);
}
var K = /*@__PURE__*/ B("ZodStringFormat", (e, t) => {
	H.init(e, t), kp.init(e, t);
}), jp = /*@__PURE__*/ B("ZodISODateTime", (e, t) => {
	ll.init(e, t), K.init(e, t);
}), Mp = /*@__PURE__*/ B("ZodISODate", (e, t) => {
	ul.init(e, t), K.init(e, t);
}), Np = /*@__PURE__*/ B("ZodISOTime", (e, t) => {
	dl.init(e, t), K.init(e, t);
}), Pp = /*@__PURE__*/ B("ZodISODuration", (e, t) => {
	fl.init(e, t), K.init(e, t);
}), Fp = /*@__PURE__*/ B("ZodEmail", (e, t) => {
	qc.init(e, t), K.init(e, t);
}), Ip = /*@__PURE__*/ B("ZodGUID", (e, t) => {
	Gc.init(e, t), K.init(e, t);
}), Lp = /*@__PURE__*/ B("ZodUUID", (e, t) => {
	Kc.init(e, t), K.init(e, t);
}), Rp = /*@__PURE__*/ B("ZodURL", (e, t) => {
	tl.init(e, t), K.init(e, t);
}), zp = /*@__PURE__*/ B("ZodEmoji", (e, t) => {
	nl.init(e, t), K.init(e, t);
}), Bp = /*@__PURE__*/ B("ZodNanoID", (e, t) => {
	rl.init(e, t), K.init(e, t);
}), Vp = /*@__PURE__*/ B("ZodCUID", (e, t) => {
	il.init(e, t), K.init(e, t);
}), Hp = /*@__PURE__*/ B("ZodCUID2", (e, t) => {
	al.init(e, t), K.init(e, t);
}), Up = /*@__PURE__*/ B("ZodULID", (e, t) => {
	ol.init(e, t), K.init(e, t);
}), Wp = /*@__PURE__*/ B("ZodXID", (e, t) => {
	sl.init(e, t), K.init(e, t);
}), Gp = /*@__PURE__*/ B("ZodKSUID", (e, t) => {
	cl.init(e, t), K.init(e, t);
}), Kp = /*@__PURE__*/ B("ZodIPv4", (e, t) => {
	pl.init(e, t), K.init(e, t);
}), qp = /*@__PURE__*/ B("ZodIPv6", (e, t) => {
	gl.init(e, t), K.init(e, t);
}), Jp = /*@__PURE__*/ B("ZodCIDRv4", (e, t) => {
	_l.init(e, t), K.init(e, t);
}), Yp = /*@__PURE__*/ B("ZodCIDRv6", (e, t) => {
	yl.init(e, t), K.init(e, t);
}), Xp = /*@__PURE__*/ B("ZodBase64", (e, t) => {
	Sl.init(e, t), K.init(e, t);
}), Zp = /*@__PURE__*/ B("ZodBase64URL", (e, t) => {
	Tl.init(e, t), K.init(e, t);
}), Qp = /*@__PURE__*/ B("ZodE164", (e, t) => {
	El.init(e, t), K.init(e, t);
}), $p = /*@__PURE__*/ B("ZodJWT", (e, t) => {
	Ol.init(e, t), K.init(e, t);
}), em = /*@__PURE__*/ B("ZodNumber", (e, t) => {
	kl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => xf(e, t, n, r), e.isFinite = !0;
}, /*@__PURE__*/ Zo({
	minValue: (e) => {
		let { minimum: t, exclusiveMinimum: n } = gf(e);
		return Math.max(t ?? -Infinity, n ?? -Infinity);
	},
	maxValue: (e) => {
		let { maximum: t, exclusiveMaximum: n } = gf(e);
		return Math.min(t ?? Infinity, n ?? Infinity);
	},
	isInt: (e) => {
		let { isInt: t, multipleOf: n } = gf(e);
		return !!t || !!n?.some(Number.isSafeInteger);
	},
	format: (e) => gf(e).format ?? null
}, {
	gt(e, t) {
		return this.check(/* @__PURE__ */ xd(e, t));
	},
	gte(e, t) {
		return this.check(/* @__PURE__ */ Sd(e, t));
	},
	min(e, t) {
		return this.check(/* @__PURE__ */ Sd(e, t));
	},
	lt(e, t) {
		return this.check(/* @__PURE__ */ yd(e, t));
	},
	lte(e, t) {
		return this.check(/* @__PURE__ */ bd(e, t));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ bd(e, t));
	},
	int(e) {
		return this.check(rm(e));
	},
	safe(e) {
		return this.check(rm(e));
	},
	positive(e) {
		return this.check(/* @__PURE__ */ xd(0, e));
	},
	nonnegative(e) {
		return this.check(/* @__PURE__ */ Sd(0, e));
	},
	negative(e) {
		return this.check(/* @__PURE__ */ yd(0, e));
	},
	nonpositive(e) {
		return this.check(/* @__PURE__ */ bd(0, e));
	},
	multipleOf(e, t) {
		return this.check(/* @__PURE__ */ Cd(e, t));
	},
	step(e, t) {
		return this.check(/* @__PURE__ */ Cd(e, t));
	},
	finite() {
		return this;
	}
}));
function tm(e) {
	return /* @__PURE__ */ md(em, e);
}
var nm = /*@__PURE__*/ B("ZodNumberFormat", (e, t) => {
	Al.init(e, t), em.init(e, t);
});
function rm(e) {
	return /* @__PURE__ */ hd(nm, e);
}
var im = /*@__PURE__*/ B("ZodBoolean", (e, t) => {
	jl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Sf(e, t, n, r);
});
function am(e) {
	return /* @__PURE__ */ gd(im, e);
}
var om = /*@__PURE__*/ B("ZodUnknown", (e, t) => {
	Ml.init(e, t), W.init(e, t), e._zod.processJSONSchema = (e, t, n) => void 0;
});
function sm() {
	return /* @__PURE__ */ _d(om);
}
var cm = /*@__PURE__*/ B("ZodNever", (e, t) => {
	Nl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Of(e, t, n, r);
});
function lm(e) {
	return /* @__PURE__ */ vd(cm, e);
}
var um = /*@__PURE__*/ B("ZodArray", (e, t) => {
	Op(), Ll.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Uf(e, t, n, r), e.element = t.element;
}, {
	min(e, t) {
		return this.check(/* @__PURE__ */ Td(e, t));
	},
	nonempty(e) {
		return this.check(/* @__PURE__ */ Td(1, e));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ wd(e, t));
	},
	length(e, t) {
		return this.check(/* @__PURE__ */ Ed(e, t));
	},
	unwrap() {
		return this.element;
	}
});
function dm(e, t) {
	return /* @__PURE__ */ zd(um, e, t);
}
var fm = /*@__PURE__*/ B("ZodObject", (e, t) => {
	Op(), Ul.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Gf(e, t, n, r), rs(e, "shape", (e) => e._zod.def.shape, !1);
}, {
	keyof() {
		return bm(Object.keys(this._zod.def.shape));
	},
	catchall(e) {
		return this.clone(fo(this._zod.def, { catchall: e }));
	},
	passthrough() {
		return this.clone(fo(this._zod.def, { catchall: sm() }));
	},
	loose() {
		return this.clone(fo(this._zod.def, { catchall: sm() }));
	},
	strict() {
		return this.clone(fo(this._zod.def, { catchall: lm() }));
	},
	strip() {
		return this.clone(fo(this._zod.def, { catchall: void 0 }));
	},
	extend(e) {
		return Ao(this, e);
	},
	safeExtend(e) {
		return Mo(this, e);
	},
	merge(e) {
		return No(this, e);
	},
	pick(e) {
		return Do(this, e);
	},
	omit(e) {
		return ko(this, e);
	},
	partial(...e) {
		return Po(Tm, this, e[0]);
	},
	exactPartial(...e) {
		return Po(Dm, this, e[0], "exactPartial");
	},
	required(...e) {
		return Fo(Fm, this, e[0]);
	}
});
function q(e, t) {
	return new fm({
		type: "object",
		shape: e ?? {},
		...R(t)
	});
}
function J(e, t) {
	return new fm({
		type: "object",
		shape: e,
		catchall: sm(),
		...R(t)
	});
}
var pm = /*@__PURE__*/ B("ZodUnion", (e, t) => {
	Gl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Kf(e, t, n, r), e.options = t.options;
});
function mm(e, t) {
	return new pm({
		type: "union",
		options: e,
		...R(t)
	});
}
var hm = /*@__PURE__*/ B("ZodIntersection", (e, t) => {
	Kl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => qf(e, t, n, r);
});
function gm(e, t) {
	return new hm({
		type: "intersection",
		left: e,
		right: t
	});
}
var _m = /*@__PURE__*/ B("ZodRecord", (e, t) => {
	Op(), Yl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Qf(e, t, n, r), e.keyType = t.keyType, e.valueType = t.valueType;
});
function vm(e, t, n) {
	return !t || !t._zod ? new _m({
		type: "record",
		keyType: G(),
		valueType: e,
		...R(t)
	}) : new _m({
		type: "record",
		keyType: e,
		valueType: t,
		...R(n)
	});
}
var ym = /*@__PURE__*/ B("ZodEnum", (e, t) => {
	Xl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Mf(e, t, n, r), e.enum = t.entries, e.options = [...e._zod.values];
	let n = new Set(Object.keys(t.entries));
	e.extract = (e, r) => {
		let i = {};
		for (let r of e) if (n.has(r)) i[r] = t.entries[r];
		else throw Error(`Key ${r} not found in enum`);
		return new ym({
			...t,
			checks: [],
			...R(r),
			entries: i
		});
	}, e.exclude = (e, r) => {
		let i = { ...t.entries };
		for (let t of e) if (n.has(t)) delete i[t];
		else throw Error(`Key ${t} not found in enum`);
		return new ym({
			...t,
			checks: [],
			...R(r),
			entries: i
		});
	};
});
function bm(e, t) {
	return new ym({
		type: "enum",
		entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
		...R(t)
	});
}
var xm = /*@__PURE__*/ B("ZodLiteral", (e, t) => {
	Zl.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Nf(e, t, n, r), e.values = new Set(t.values), Object.defineProperty(e, "value", { get() {
		if (t.values.length > 1) throw Error("This schema contains multiple valid literal values. Use `.values` instead.");
		return t.values[0];
	} });
});
function Sm(e, t) {
	return new xm({
		type: "literal",
		values: Array.isArray(e) ? e : [e],
		...R(t)
	});
}
var Cm = /*@__PURE__*/ B("ZodTransform", (e, t) => {
	Op(), Ql.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Bf(e, t, n, r), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new ds(e.constructor.name);
		n.addIssue = (r) => {
			if (typeof r == "string") n.issues.push(qo(r, n.value, t));
			else {
				let t = r;
				t.fatal && (t.continue = !1), t.code ??= "custom", "input" in t || (t.input = n.value), t.inst ??= e, n.issues.push(qo(t));
			}
		};
		let i = t.transform(n.value, n);
		return i instanceof Promise ? i.then((e) => (n.value = e, n)) : (n.value = i, n);
	};
});
function wm(e) {
	return new Cm({
		type: "transform",
		transform: e
	});
}
var Tm = /*@__PURE__*/ B("ZodOptional", (e, t) => {
	eu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => lp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Em(e) {
	return new Tm({
		type: "optional",
		innerType: e
	});
}
var Dm = /*@__PURE__*/ B("ZodExactOptional", (e, t) => {
	tu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => lp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Om(e) {
	return new Dm({
		type: "optional",
		innerType: e
	});
}
var km = /*@__PURE__*/ B("ZodNullable", (e, t) => {
	nu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => $f(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Am(e) {
	return new km({
		type: "nullable",
		innerType: e
	});
}
var jm = /*@__PURE__*/ B("ZodDefault", (e, t) => {
	ru.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => rp(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeDefault = e.unwrap;
});
function Mm(e, t) {
	return new jm({
		type: "default",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : yo(t);
		}
	});
}
var Nm = /*@__PURE__*/ B("ZodPrefault", (e, t) => {
	au.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => ip(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Pm(e, t) {
	return new Nm({
		type: "prefault",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : yo(t);
		}
	});
}
var Fm = /*@__PURE__*/ B("ZodNonOptional", (e, t) => {
	ou.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => ep(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Im(e, t) {
	return new Fm({
		type: "nonoptional",
		innerType: e,
		...R(t)
	});
}
var Lm = /*@__PURE__*/ B("ZodCatch", (e, t) => {
	lu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => ap(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeCatch = e.unwrap;
});
function Rm(e, t) {
	return new Lm({
		type: "catch",
		innerType: e,
		catchValue: typeof t == "function" ? t : as(t)
	});
}
var zm = /*@__PURE__*/ B("ZodPipe", (e, t) => {
	uu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => op(e, t, n, r), e.in = t.in, e.out = t.out;
});
function Bm(e, t) {
	return new zm({
		type: "pipe",
		in: e,
		out: t
	});
}
var Vm = /*@__PURE__*/ B("ZodPreprocess", (e, t) => {
	zm.init(e, t), fu.init(e, t);
}), Hm = /*@__PURE__*/ B("ZodReadonly", (e, t) => {
	pu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => sp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function Um(e) {
	return new Hm({
		type: "readonly",
		innerType: e
	});
}
var Wm = /*@__PURE__*/ B("ZodCustom", (e, t) => {
	hu.init(e, t), W.init(e, t), e._zod.processJSONSchema = (t, n, r) => Rf(e, t, n, r);
});
function Gm(e, t = {}) {
	return /* @__PURE__ */ Bd(Wm, e, t);
}
function Km(e, t) {
	return /* @__PURE__ */ Vd(e, t);
}
function qm(e, t) {
	return new Vm({
		type: "pipe",
		in: wm(e),
		out: t
	});
}
// src/core/agent/argument-issues.ts
function Jm(e) {
	let t = "";
	for (let n of e) t += typeof n == "number" ? `[${n}]` : t ? `.${String(n)}` : String(n);
	return t;
}
function Ym(e) {
	return e === void 0 ? "nothing" : e === null ? "null" : Array.isArray(e) ? "an array" : typeof e == "number" ? Number.isInteger(e) ? "an integer" : "a number" : typeof e == "object" ? "an object" : `a ${typeof e}`;
}
var Xm = (e) => /^[aeiou]/.test(e) ? `an ${e}` : `a ${e}`;
function Zm(e) {
	let t = Jm(e.path), n = t ? `Argument "${t}"` : "The arguments";
	switch (e.code) {
		case "invalid_type": return e.input === void 0 && t ? `Missing required argument "${t}".` : `${n} must be ${Xm(String(e.expected))}, got ${Ym(e.input)}.`;
		case "invalid_value": return `${n} must be one of ${e.values.map((e) => JSON.stringify(e)).join(", ")}.`;
		case "too_small": return e.origin === "string" ? `${n} must not be empty${Number(e.minimum) > 1 ? ` (at least ${e.minimum} characters)` : ""}.` : e.origin === "array" ? `${n} needs at least ${e.minimum} item(s).` : `${n} must be at least ${e.minimum}.`;
		case "too_big": return e.origin === "string" ? `${n} must be at most ${e.maximum} characters.` : e.origin === "array" ? `${n} takes at most ${e.maximum} item(s).` : `${n} must be at most ${e.maximum}.`;
		case "unrecognized_keys": return `${n} has unknown field(s): ${e.keys.join(", ")}.`;
		default: return `${n}: ${e.message}`;
	}
}
function Qm(e) {
	let t = Object.entries(e.properties ?? {});
	if (t.length === 0) return "This tool takes no arguments: send {}.";
	let n = new Set(e.required ?? []);
	return `Arguments: ${t.map(([e, t]) => `${e} (${t.enum ? t.enum.map((e) => JSON.stringify(e)).join(" | ") : Array.isArray(t.type) ? t.type.join(" | ") : t.type ?? "any"}${n.has(e) ? ", required" : ""})`).join(", ")}.`;
}
function $m(e, t, n) {
	let r = t.slice(0, 3).map(Zm), i = t.length > 3 ? ` (${t.length - 3} more problem(s))` : "";
	return {
		error: `Invalid arguments for ${e}: ${r.join(" ")}${i}`,
		hint: Qm(n)
	};
}
// src/core/agent/tool.ts
function Y(e) {
	return {
		name: e.name,
		description: e.description,
		parameters: nh(e.parameters),
		input: e.parameters,
		execute: e.execute,
		...e.readOnly ? { readOnly: !0 } : {}
	};
}
var eh = /* @__PURE__ */ new WeakMap(), th = 2 ** 53 - 1;
function nh(e) {
	let t = eh.get(e);
	if (t) return t;
	let n = rh(dp(e, {
		io: "input",
		unrepresentable: "any"
	}));
	return delete n.$schema, eh.set(e, n), n;
}
function rh(e) {
	if (Array.isArray(e)) return e.map(rh);
	if (!e || typeof e != "object") return e;
	let t = {};
	for (let [n, r] of Object.entries(e)) n === "maximum" && r === th || n === "minimum" && r === -th || (t[n] = rh(r));
	return t;
}
function ih(e, t) {
	let n = e.input.safeParse(t);
	if (n.success) return {
		ok: !0,
		args: n.data
	};
	let { error: r, hint: i } = $m(e.name, n.error.issues, e.parameters);
	return X(r, "invalid_arguments", i);
}
async function ah(e, t, n = {}) {
	let r = ih(e, t);
	return r.ok ? e.execute(r.args, n) : r;
}
function X(e, t, n) {
	let r = {
		ok: !1,
		error: e
	};
	return t && (r.code = t), n && (r.hint = n), r;
}
function oh(e) {
	return typeof e == "object" && !!e && e.ok === !1 && "error" in e;
}
function sh(e = {}) {
	let t = rm();
	return e.min !== void 0 && (t = t.min(e.min)), e.max !== void 0 && (t = t.max(e.max)), qm((e) => typeof e == "string" && /^\s*-?\d+\s*$/.test(e) ? Number(e) : e, t);
}
var ch = () => G().trim(), lh = /* @__PURE__ */ new WeakMap();
function uh(e) {
	let t = lh.get(e);
	return t || lh.set(e, t = {}), t;
}
function dh(e) {
	return (e.includes("İ") ? e.replace(/\u0130/g, "i") : e).toLowerCase();
}
function fh(e) {
	let t = uh(e);
	return t.folded ??= dh(e.text ?? "");
}
function ph(e) {
	if (e.length === 0) return 0;
	let t = 0;
	for (let n = e.indexOf("\n"); n !== -1; n = e.indexOf("\n", n + 1)) t++;
	return e.endsWith("\n") ? t : t + 1;
}
function mh(e) {
	let t = uh(e);
	return t.lines ??= ph(e.text ?? "");
}
// src/core/skills/json-size.ts
function hh(e, t) {
	return e === 34 || e === 92 ? 2 : e < 32 ? e === 10 || e === 13 || e === 9 || e === 8 || e === 12 ? 2 : 6 : e < 128 ? 1 : e < 2048 ? 2 : e >= 55296 && e <= 56319 ? t >= 56320 && t <= 57343 ? 4 : 6 : e >= 56320 && e <= 57343 ? 6 : 3;
}
function gh(e) {
	let t = 0;
	for (let n = 0; n < e.length; n++) {
		let r = hh(e.charCodeAt(n), n + 1 < e.length ? e.charCodeAt(n + 1) : 0);
		t += r, r === 4 && n++;
	}
	return t;
}
function _h(e, t) {
	let n = 0, r = 0;
	for (; r < e.length;) {
		let i = hh(e.charCodeAt(r), r + 1 < e.length ? e.charCodeAt(r + 1) : 0);
		if (n + i > t) break;
		n += i, r += i === 4 ? 2 : 1;
	}
	return e.slice(0, r);
}
// src/core/skills/read-lines.ts
function vh(e, t, n, r, i) {
	let a = 0;
	for (let t = 1; t < n && a !== -1; t++) {
		let t = e.indexOf("\n", a);
		a = t === -1 ? e.length : t + 1;
	}
	let o = [], s = 0, c = n, l = !1, u;
	for (; c <= t && o.length < r;) {
		let t = e.indexOf("\n", a), n = t === -1 ? e.length : t, r = e.slice(a, n);
		r.endsWith("\r") && (r = r.slice(0, -1));
		let d = gh(r) + (o.length ? 2 : 0);
		if (s + d > i) {
			l = !0, o.length === 0 && (o.push(_h(r, i)), u = c, c++);
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
var yh = 400, bh = (e) => e >= 55296 && e <= 56319, xh = (e) => e >= 56320 && e <= 57343;
function Sh(e, t, n) {
	return t > 0 && xh(e.charCodeAt(t)) && t++, n < e.length && bh(e.charCodeAt(n - 1)) && n--, e.slice(t, n);
}
function Ch(e, t = -1, n = 0) {
	if (e.endsWith("\r") && (e = e.slice(0, -1)), e.length <= yh) return e;
	if (t < 0 || t + n <= 399) return Sh(e, 0, 399) + "…";
	let r = Math.max(0, Math.min(t - 100, e.length - yh + 2)), i = Math.min(e.length, r + yh - 2);
	return "…" + Sh(e, r, i) + (i < e.length ? "…" : "");
}
function wh(e, t) {
	let n = e.indexOf("\n", t);
	return n === -1 ? e.length : n;
}
function Th(e, t, n) {
	let r = dh(t), i = r.slice(0, -1).split("\n").length - 1, a = [], o = 0;
	for (let t of e) {
		if (t.text === void 0) continue;
		let e = t.text, s = fh(t), c = 1, l = 0, u = 0;
		for (let d = s.indexOf(r, u); d !== -1; d = s.indexOf(r, u)) {
			if (a.length >= n.limit) return {
				hits: a,
				truncated: !0
			};
			for (let t = e.indexOf("\n", l); t !== -1 && t < d; t = e.indexOf("\n", l)) c++, l = t + 1;
			let s = d + r.length - 1, f = e.charCodeAt(s) === 10 ? s : wh(e, s), p = c, m = l;
			for (let t = 0; t < n.contextLines && m > 0; t++) m = m >= 2 ? e.lastIndexOf("\n", m - 2) + 1 : 0, p--;
			let h = c + i, g = f;
			for (let t = 0; t < n.contextLines && g + 1 < e.length; t++) g = wh(e, g + 1), h++;
			let _ = e.slice(m, g).split("\n"), v = c - p, y = _.map((e, t) => t === v ? Ch(e, d - l, r.length) : Ch(e)).join("\n"), b = {
				path: t.path,
				lineStart: p,
				lineEnd: h,
				line: c,
				snippet: y
			}, x = gh(y) + gh(t.path) + 96;
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
var Eh = 256, Dh = [
	"skill_list",
	"skill_read",
	"skill_search"
], Oh = (e) => X(`Skill not found: ${e}`, "skill_not_found", "Only the skills in <available_skills> can be used; skill_list shows them."), kh = q({ query: G().optional().describe("Text to look for in names, descriptions and tags.") }), Ah = q({
	name: G().min(1).describe("The skill name."),
	path: G().optional().describe("File inside the skill, e.g. references/guide.md. Default SKILL.md."),
	offset: sh({ min: 1 }).optional().describe("First line to read, counting from 1."),
	limit: sh({ min: 1 }).optional().describe("How many lines to read.")
}), jh = q({
	name: G().min(1).describe("The skill name."),
	query: G().min(1).describe("Text to find (not a regular expression)."),
	path: G().optional().describe("Search only this file."),
	limit: sh({
		min: 1,
		max: 100
	}).optional().describe("Most hits to return (default 10)."),
	contextLines: sh({
		min: 0,
		max: 20
	}).optional().describe("Lines before and after each hit (default 2).")
}), Mh = (e) => typeof e == "object" && !!e && e.ok === !1;
function Nh(e) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e) n.has(t.name) || n.set(t.name, t);
	let r = /* @__PURE__ */ new Map(), i = (e) => {
		let t = r.get(e.name);
		return t || r.set(e.name, t = [...e.files].sort((e, t) => qr(e.path, t.path))), t;
	}, a = (e) => n.get(e) ?? Oh(e), o = (e, t) => {
		let n = t || "SKILL.md", r = e.files.find((e) => e.path === n);
		if (r) return r;
		let a = i(e).map((e) => e.path), o = a.slice(0, 50).join(", ") + (a.length > 50 ? `, … (${a.length} files)` : "");
		return X(`No file "${n}" in skill ${e.name}`, "skill_file_not_found", `Files: ${o}`);
	};
	return [
		Y({
			name: "skill_list",
			description: "List the skills available to you with their descriptions and tags. `query` (optional) keeps only skills whose name, description or tags contain it (case-insensitive).",
			parameters: kh,
			readOnly: !0,
			execute(e) {
				let t = (e.query ?? "").toLowerCase(), r = [];
				for (let e of n.values()) {
					let n = {
						name: e.name,
						description: e.manifest.description,
						tags: [...e.manifest.tags]
					};
					(!t || e.name.toLowerCase().includes(t) || n.description.toLowerCase().includes(t) || n.tags.some((e) => e.toLowerCase().includes(t))) && r.push(n);
				}
				return r;
			}
		}),
		Y({
			name: "skill_read",
			description: "Read a file of a skill, SKILL.md by default, by line numbers. Lines are numbered from 1: `offset` is the first line to read (default 1), `limit` the number of lines (default: as many as fit). A response holds at most 50 KB; when `nextOffset` is present, call again with offset = nextOffset to read on.",
			parameters: Ah,
			readOnly: !0,
			execute(e) {
				let n = a(e.name);
				if (Mh(n)) return n;
				let r = o(n, e.path);
				if (Mh(r)) return r;
				if (r.text === void 0) return X(`${r.path} in skill ${n.name} is a binary file and cannot be read as text`, "skill_file_binary");
				let i = e.offset ?? 1, s = e.limit ?? 2 ** 53 - 1, c = mh(r);
				return i > Math.max(c, 1) ? X(`offset ${i} is past the end of ${r.path} (${c} lines)`, "offset_out_of_range") : vh(r.text, c, i, s, t.maxToolResponseBytes - Eh);
			}
		}),
		Y({
			name: "skill_search",
			description: "Find text inside one skill: a case-insensitive substring search over its text files, or over one file when `path` is given. Each hit gives the file, the matching line number and a snippet with `contextLines` lines around it (lines numbered from 1, as in skill_read).",
			parameters: jh,
			readOnly: !0,
			execute(e) {
				let n = a(e.name);
				if (Mh(n)) return n;
				let r = e.query, s = e.limit ?? 10, c = e.contextLines ?? 2, l = i(n);
				if (e.path) {
					let t = o(n, e.path);
					if (Mh(t)) return t;
					if (t.text === void 0) return X(`${t.path} in skill ${n.name} is a binary file and cannot be searched`, "skill_file_binary");
					l = [t];
				}
				return Th(l, r, {
					limit: s,
					contextLines: c,
					budget: t.maxToolResponseBytes - Eh
				});
			}
		})
	];
}
// src/core/skills/bundled.ts
function Ph(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function Fh(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e) n.set(`${t.skill}/${t.path}`, t.base64 === void 0 ? Ir(t.text ?? "") : Ph(t.base64));
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
		let r = Zr(e, (e) => n.get(e), {
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
function Ih(e, t) {
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
var Lh = [
	"director",
	"loop",
	"spec",
	"agenda",
	"single"
], Rh = [
	"loop",
	"spec",
	"agenda",
	"single"
];
function zh(e) {
	return typeof e == "string" && Lh.includes(e);
}
// src/core/profiles/messages.ts
var Bh = {
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
function Vh(e) {
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
var Hh = class extends Error {
	constructor(e) {
		super(e), this.name = "ProfileError";
	}
};
function Uh(e) {
	let t = "";
	for (let n of e) t += typeof n == "number" ? `[${n}]` : t ? `.${n}` : n;
	return t;
}
var Wh = class {
	list = [];
	add(e, t, n) {
		this.list.push({
			path: typeof e == "string" ? e : Uh(e),
			code: t,
			message: n
		});
	}
};
function Z(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === Object.prototype || t === null;
}
function Gh(e, t = /* @__PURE__ */ new Set()) {
	if (typeof e != "object" || !e) return typeof e == "function" || typeof e == "symbol" ? void 0 : typeof e == "bigint" ? Number(e) : e;
	let n = e;
	if (typeof n.toJSON == "function") return Gh(n.toJSON(), t);
	if (t.has(e)) throw new Hh(Bh.cycle);
	t.add(e);
	try {
		if (Array.isArray(e)) return e.map((e) => Gh(e, t) ?? null);
		let n = {};
		for (let [r, i] of Object.entries(e)) {
			let e = Gh(i, t);
			e !== void 0 && (n[r] = e);
		}
		return n;
	} finally {
		t.delete(e);
	}
}
function Kh(e, t) {
	let n = e;
	for (let e of t) {
		if (typeof n != "object" || !n) return;
		n = n[e];
	}
	return n;
}
var qh = 500;
function Jh(e, t, n, r = []) {
	let i = { root: t }, a = [];
	for (let t = 0; t < qh; t++) {
		let t = e.safeParse(i.root);
		if (t.success) {
			for (let e of a) {
				let i = Kh({ root: t.data }, ["root", ...e.path]), a = i === void 0 ? "removed" : `set to the default ${Vh(i)}`;
				n.add([...r, ...e.path], "defaulted", `${e.message}; ${a}.`);
			}
			return t.data;
		}
		let o = /* @__PURE__ */ new Map(), s = !1;
		for (let e of t.error.issues) {
			let t = e.path.map((e) => typeof e == "symbol" ? String(e) : e);
			if (t.length === 0) throw new Hh(Bh.unrepairable(Uh(r), e.message));
			let c = ["root", ...t], l = Kh(i, c.slice(0, -1)), u = c[c.length - 1];
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
						let e = Yh(c);
						if (e < 0) throw new Hh(Bh.unrepairable(Uh(f), `"${String(u)}" is required`));
						m(c.slice(0, e), c[e], `entry dropped: "${String(u)}" is required.`);
						continue;
					}
					if ((t === "number" || t === "int") && typeof d == "string" && d.trim() !== "" && Number.isFinite(Number(d))) {
						p(Number(d), "coerced", `text ${Vh(d)} read as the number ${Number(d)}.`);
						continue;
					}
					if (t === "int" && typeof d == "number" && Number.isFinite(d)) {
						p(Math.round(d), "rounded", `${d} is not a whole number; rounded to ${Math.round(d)}.`);
						continue;
					}
					if (t === "boolean" && (d === "true" || d === "false" || d === 0 || d === 1)) {
						let e = d === "true" || d === 1;
						p(e, "coerced", `${Vh(d)} read as ${e}.`);
						continue;
					}
					if (t === "string" && (typeof d == "number" || typeof d == "boolean")) {
						p(String(d), "coerced", `${Vh(d)} read as text.`);
						continue;
					}
				}
				if (Array.isArray(l) && typeof u == "number") m(c.slice(0, -1), u, `invalid entry ${Vh(d)} dropped (${e.message}).`);
				else if (d === void 0) {
					let t = Yh(c);
					if (t < 0) throw new Hh(Bh.unrepairable(Uh(f), e.message));
					m(c.slice(0, t), c[t], `entry dropped: ${e.message}.`);
				} else delete l[u], a.push({
					path: t,
					message: `invalid value ${Vh(d)} (${e.message})`
				}), s = !0;
			}
		}
		for (let { arrPath: e, indices: t } of o.values()) {
			let n = Kh(i, e);
			if (Array.isArray(n)) for (let e of [...t].sort((e, t) => t - e)) n.splice(e, 1);
		}
		if (!s) break;
	}
	throw new Hh(Bh.unrepairable(Uh(r), "too many problems to repair"));
}
function Yh(e) {
	for (let t = e.length - 2; t >= 0; t--) if (typeof e[t] == "number") return t;
	return -1;
}
// src/core/profiles/common.ts
var Q = (e, t, n) => tm().int().min(e).max(t).default(n), $ = (e) => G().default(e), Xh = (e) => am().default(e), Zh = dm(G()).transform((e) => {
	let t = [];
	for (let n of e) {
		let e = n.trim();
		e && !t.includes(e) && t.push(e);
	}
	return t;
}), Qh = (e) => J({
	visible: Zh.default(() => [...e.visible]),
	deny: Zh.default(() => [...e.deny])
}).prefault(() => ({
	visible: [...e.visible],
	deny: [...e.deny]
})), $h = J({
	visible: Zh.optional(),
	deny: Zh.optional()
}).optional(), eg = [
	"atDepth",
	"before",
	"after",
	"ANTop",
	"ANBottom",
	"EMTop",
	"EMBottom"
], tg = [
	"system",
	"user",
	"assistant"
], ng = "Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.", rg = J({
	customInstruction: $(ng),
	position: bm(eg).default("atDepth"),
	depth: Q(0, 1e4, 0),
	role: bm(tg).default("system")
}).prefault({}), ig = J({
	bookPattern: $(""),
	entryPattern: $("")
}).prefault({}), ag = {
	apiPreset: $(""),
	promptPreset: $("")
}, og = (e) => Q(0, 2e5, e), sg = (e, t) => ({
	storyMessages: tm().int().min(0).max(1e3).nullable().default(e),
	storyTokens: Q(0, 1e6, t)
}), cg = { toolCallRetryMax: Q(0, 10, 2) }, lg = 4096, ug = {
	storyMessages: 8,
	storyTokens: 4e3
}, dg = "Guidance is for the writer of the next reply, not for the reader: concrete, short, in bullet points, in the language of the story. Never write the reply itself.", fg = `You prepare the next in-character reply of a role-play without writing it. Another model writes the reply; it will read the guidance you finish with.

Gather what you need with your tools, one step at a time: read the recent chat (chat_read_range, chat_search), look up lorebook entries (world_book_list, lorebook_search, lorebook_get), recall memory when it is available, and check the "Open Notes" block for plot threads you opened earlier (note_open for a real promise the story must pay off, note_close when one has been delivered). Stop gathering as soon as you know enough; every round costs time.

Then call finalize({capsule_text}) with the guidance: what the user wants this turn, the facts and states the reply must respect, what each character in focus knows and wants, the direction of the next beat, and pitfalls to avoid (contradictions, characters knowing what they were not told, lifeless report-like prose). ${dg}`, pg = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}", mg = [
	{
		id: "distiller",
		systemPrompt: `You distil the current state of a role-play for a team preparing the next reply. Be factual and brief; never invent. ${dg}`,
		userPromptTemplate: `${pg}

Summarise: where the scene is, who is present, what each character in focus wants and feels, what was just said or done, and what the user asks for this turn (explicitly or between the lines). At most ten bullet points.`
	},
	{
		id: "lorebook_reader",
		systemPrompt: `You pick the world knowledge the next reply must respect: lorebook facts, setting rules, established relationships. ${dg}`,
		userPromptTemplate: `${pg}

## Scene summary
{{distiller}}

List the facts from the world information and the chat that constrain the next reply, each with why it matters now. At most six.`
	},
	{
		id: "anti_data_guard",
		systemPrompt: `You protect the next reply from lifeless writing: characters written as sensors or reports, clinical vocabulary where feeling belongs, reserved characters written as empty. ${dg}`,
		userPromptTemplate: `${pg}

## Scene summary
{{distiller}}

For each character in focus, name the feeling underneath this moment and one concrete way to show it (gesture, wording, silence). Name the two report-like phrasings this scene invites and must avoid.`
	},
	{
		id: "planner",
		systemPrompt: `You plan the next beat of the story. ${dg}`,
		userPromptTemplate: `${pg}

## Earlier outputs
{{previous_outputs}}

Propose the next beat: what happens in three to five steps, what changes for each character in focus, and the line or image the reply should end on. Respect every constraint above.`
	},
	{
		id: "recall_relevance",
		systemPrompt: `You decide which earlier details deserve to come back now. ${dg}`,
		userPromptTemplate: `${pg}

## Earlier outputs
{{previous_outputs}}

Name at most four earlier details (promises, objects, unresolved questions) the next reply could pick up naturally, and at most two it must not touch yet.`
	},
	{
		id: "critic",
		systemPrompt: "You review the team's work before the guidance is written. Approve when the plan is consistent with the facts and with what the user asked; request a rerun of specific nodes only for a real contradiction or a missed request, and say exactly what to fix.",
		userPromptTemplate: `${pg}

## Team outputs
{{previous_outputs}}

Check the plan against the facts, the user's request and the characters' knowledge. Approve with short feedback for the final writer, or request a rerun naming the nodes and the fix.`
	},
	{
		id: "synthesizer",
		systemPrompt: `You write the final guidance the main model will read before it writes the reply. ${dg}`,
		userPromptTemplate: `${pg}

## Team outputs
{{previous_outputs}}

Merge everything into one guidance text: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. Include the reviewer's feedback.`
	}
], hg = [
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
], gg = "You run a small team that prepares guidance for the next reply of a role-play. You do not write the guidance yourself. Each step you either dispatch workers or finish.\n\nKeep the todo board honest: add a todo for each piece of work, mark todos doing, done, blocked or dropped as reports arrive. Dispatch workers that do not depend on each other in the same step, give each a precise task brief, and pass earlier run ids as input when a worker needs another's report. Stay within the run budget shown in the runtime limits. Finish as soon as the final worker has what it needs: state in the finalize field why the material is sufficient.", _g = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nPlan the work for this turn.", vg = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\n## Your task\n{{task}}\n\n## Input reports\n{{inputs}}", yg = [
	{
		id: "distiller",
		description: "Summarises the scene state and what the user asks for this turn.",
		systemPrompt: `You distil the current state of the role-play: where the scene is, who is present, what each character wants and feels, what the user asks for this turn. Never invent. Submit at most ten bullet points. ${dg}`,
		userPromptTemplate: vg
	},
	{
		id: "lorebook_reader",
		description: "Finds world facts and setting rules the next reply must respect.",
		systemPrompt: `You collect the world facts that constrain the next reply, from the world information, the chat and your tools when enabled. Submit at most six facts, each with why it matters now. ${dg}`,
		userPromptTemplate: vg
	},
	{
		id: "plot_planner",
		description: "Proposes the next story beat from the reports it is given.",
		systemPrompt: `You propose the next beat: three to five steps of what happens, what changes for each character in focus, and the image the reply should end on. Respect the facts in your input reports. ${dg}`,
		userPromptTemplate: vg
	},
	{
		id: "critic",
		description: "Checks a plan against facts, the user request and character knowledge.",
		systemPrompt: `You check the plan in your input reports against the facts, the user's request and what each character knows. Submit only real problems, each with the fix; or "no problems". ${dg}`,
		userPromptTemplate: vg
	},
	{
		id: "finalizer",
		description: "Writes the final guidance from all reports (the final worker).",
		systemPrompt: `You write the final guidance the main model reads before it writes the reply: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. ${dg}`,
		userPromptTemplate: vg
	}
], bg = `You prepare guidance for the next in-character reply of a role-play; another model writes the reply after reading your guidance. Read the recent chat and the latest user message and give: what the user wants this turn, the facts and character states to respect, what each character in focus knows and feels, the direction of the next beat, and pitfalls to avoid. ${dg}`, xg = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nReturn the guidance through the function call only, in its \"text\" field.", Sg = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name",
	"compaction_candidates"
], Cg = [
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], wg = {
	chat: ["read_range", "search"],
	lorebook: [
		"world_book_list",
		"list",
		"search",
		"get",
		"force_activate"
	],
	note: ["open", "close"],
	memory: [...Sg, ...Cg],
	search: ["search", "visit"],
	message: [
		"write_message",
		"apply_message_patches",
		"get_draft",
		"draft_search"
	],
	collab: ["dispatch_subagent", "dispatch_inline_subagent"]
}, Tg = {
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
}, Eg = { director: { lorebook: ["force_activate"] } };
function Dg(e, t) {
	let n = Eg[e]?.[t] ?? [];
	return wg[t].filter((e) => !n.includes(e));
}
var Og = /* @__PURE__ */ new Set([
	"chat_read_range",
	"chat_search",
	"world_book_list",
	"lorebook_list",
	"lorebook_search",
	"lorebook_get",
	"note_open",
	"note_close",
	"write_message",
	"apply_message_patches",
	"get_draft",
	"draft_search",
	"dispatch_subagent",
	"dispatch_inline_subagent"
]);
function kg(e, t, n) {
	return Dg(e, t).filter((e) => n.has(Rg(t, e)));
}
var Ag = { message: ["get_draft", "draft_search"] };
function jg(e, t) {
	let n = {};
	for (let r of Dg(e, t)) n[r] = am().default(Ag[t]?.includes(r) ?? !1);
	return J(n);
}
var Mg = vm(G(), am());
function Ng(e, t, n) {
	let r = {};
	for (let i of Dg(e, t)) r[i] = n || (Ag[t]?.includes(i) ?? !1);
	return r;
}
function Pg(e) {
	let t = { custom: {} };
	for (let n of Tg[e]) switch (e) {
		case "director":
			t[n] = n === "message" ? {
				write_message: !1,
				apply_message_patches: !1,
				get_draft: !0,
				draft_search: !0
			} : Ng(e, n, !0);
			break;
		case "loop":
			t[n] = Ng(e, n, !0);
			break;
		case "agenda":
			t[n] = n === "search" ? Ng(e, n, !0) : n === "memory" ? {
				...Ng(e, n, !1),
				...Object.fromEntries(Sg.map((e) => [e, !0]))
			} : Ng(e, n, !1);
			break;
		default: t[n] = Ng(e, n, !1);
	}
	return t;
}
function Fg(e) {
	let t = Pg(e), n = {};
	for (let r of Tg[e]) n[r] = jg(e, r).prefault(() => ({ ...t[r] }));
	return n.custom = Mg.default(() => ({})), J(n);
}
function Ig(e) {
	let t = {};
	for (let n of Tg[e]) t[n] = jg(e, n).optional();
	return t.custom = Mg.optional(), J(t);
}
function Lg(e, t) {
	if (!t) return e;
	let n = { ...e };
	for (let [e, r] of Object.entries(t)) r && typeof r == "object" && (n[e] = r);
	return n;
}
function Rg(e, t) {
	return e === "message" || e === "collab" ? t : e === "lorebook" && t === "world_book_list" ? "world_book_list" : `${e}_${t}`;
}
function zg(e) {
	for (let t of Object.keys(wg)) for (let n of wg[t]) if (Rg(t, n) === e) return [t, n];
	return null;
}
function Bg(e, t) {
	let n = zg(t);
	return n ? e[n[0]]?.[n[1]] === !0 : e.custom?.[t] !== !1;
}
function Vg(e) {
	let t = [];
	for (let n of Object.keys(wg)) {
		let r = e[n];
		if (r) for (let e of wg[n]) r[e] === !0 && t.push(Rg(n, e));
	}
	return t;
}
// src/core/profiles/schemas/ids.ts
function Hg(e, t, n, r) {
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
var Ug = J({
	systemPrompt: $(gg),
	userPromptTemplate: $(_g),
	...ag,
	maxTokens: og(lg),
	skills: $h
}).prefault({}), Wg = J({
	id: G(),
	description: $(""),
	systemPrompt: $(""),
	userPromptTemplate: $(""),
	...ag,
	maxTokens: og(lg),
	tools: Ig("agenda").nullable().default(null),
	skills: $h
}), Gg = J({
	mode: Sm("agenda"),
	...ag,
	skills: Qh({
		visible: ["*"],
		deny: []
	}),
	tools: Fg("agenda").prefault({}),
	planner: Ug,
	workers: dm(Wg).prefault(() => structuredClone(yg)),
	finalWorkerId: $("finalizer"),
	plannerMaxRounds: Q(1, 20, 6),
	maxConcurrentWorkers: Q(1, 12, 3),
	maxTotalRuns: Q(1, 200, 24),
	workerMaxRounds: Q(1, 20, 20),
	...cg,
	maxRecentMessages: Q(1, 200, 14),
	includeWorldInfo: Xh(!0),
	useStreaming: Xh(!1),
	capsule: rg,
	lorebookFilter: ig
});
function Kg(e, t) {
	if (e.workers = Hg(e.workers, "workers", t, "worker"), e.finalWorkerId = e.finalWorkerId.trim(), e.workers.length === 0) {
		let n = yg.find((e) => e.id === "finalizer");
		e.workers.push(Wg.parse(structuredClone(n))), t.add("workers", "defaulted", "an agenda needs at least one worker; the default \"finalizer\" was added."), e.finalWorkerId ||= "finalizer";
	}
	return e.finalWorkerId || (e.finalWorkerId = e.workers[e.workers.length - 1].id, t.add("finalWorkerId", "defaulted", `no final worker named; "${e.finalWorkerId}" (the last worker) writes the capsule.`)), e;
}
// src/core/profiles/defaults/director.ts
var qg = ["director-anti-cliche-en", "director-character-voice-en"], Jg = ["+"], Yg = {
	maxTokens: 8192,
	storyMessages: 24,
	storyTokens: 12e3
}, Xg = {
	maxTokens: 4096,
	storyMessages: 12,
	storyTokens: 6e3
}, Zg = "You are the director of a role-play writing team and the writer of this turn's reply. The story so far is inside <story_context>; it is reference material, not a conversation you continue in your own voice. Nobody reads your commentary: the only thing the user sees is the message body you build with your tools.\n\nYour tools:\n- dispatch_subagent({subagentId, task}) starts a consultant from your team and returns a handle at once; await_subagents({handles}) waits for their reports; cancel_subagent({handle}) stops one. Dispatch consultants that do not depend on each other together, then await them together.\n- write_message({text, mode}) writes the body (\"append\" adds to the end, \"replace\" rewrites it); apply_message_patches({patches}) replaces exact passages, each \"find\" must occur exactly once in the draft, so include a few words of surrounding context; get_draft() and draft_search({pattern}) read the draft back.\n- finalize() commits the reply. It is the only clean way to end the turn.\n\nYour team (each sees the story and your brief, never your reasoning or each other):\n- `intent_scout`: what the user asked for this turn, explicitly or in asides, and the writing rules in the lorebook.\n- `chat_scout`: the threads, promises and states in the recent chat that this reply depends on.\n- `memory_scout`: recalls older events and facts from the memory graph.\n- `lorebook_scout`: lorebook entries that matter to this scene but are not in context yet.\n- `notes_pickup_scout`: which open notes (your own earlier plot threads) are ripe this turn.\n- `canon_scout`: facts of a published setting (fan fiction only; skip it for original worlds).\n- `epistemic_scout`: what each character knows and must not know.\n- `plot_brainstormer`: one structural sketch for one angle; dispatch two to five with different angles when the next beat is open.\n- `voice_critic`: reads your draft for lifeless, report-like prose and characters written out of voice.\n- `continuity_critic`: reads your draft for hard contradictions with the chat, memory or lorebook and for characters knowing what they were never told.\n- `notes_curator`: after the draft, closes notes the draft delivered on and rarely opens one.\n- `memory_curator`: after the draft, records this turn's lasting events in the memory graph.\n\nHow to play a turn:\n1. Decide what this turn needs. For a short or simple exchange, write it directly: write_message, read it back, finalize.\n2. Otherwise scout first: dispatch `chat_scout` and `intent_scout`, plus `lorebook_scout`, `memory_scout`, `notes_pickup_scout`, `epistemic_scout` or `canon_scout` when the scene calls for them, all at once; then await them all.\n3. When the next story beat is genuinely open, dispatch several `plot_brainstormer` runs, each with a different angle, await them and choose.\n4. Write the full draft yourself with write_message. Write characters as living people with wants and feelings, in the language and style of the story, without narrating about the story or the user.\n5. Dispatch `voice_critic` and `continuity_critic` together on the draft, and meanwhile reread it yourself with get_draft.\n6. Apply the criticism you agree with using apply_message_patches (or write_message with mode \"replace\" for a large rewrite); ignore criticism that does not hold. Another round of review is allowed when the changes were large.\n7. When the reply is done, dispatch `notes_curator` (and `memory_curator` when the memory graph is in use), await them, then call finalize.\n\nBriefs: a sub-agent knows only what the story shows and what your task text says. Give each brief the direction of the turn, the characters in focus and what you want back; state questions, not verdicts. Open notes are plot threads, not a diary: closing a delivered note is cheap, opening a new one is expensive, so leave that to `notes_curator`.";
function Qg(e) {
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
var $g = [
	"world_book_list",
	"list",
	"search",
	"get"
], e_ = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name"
], t_ = [
	...e_,
	"compaction_candidates",
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], n_ = "Your reply is a report to the director, not part of the story: plain, short, no prose for the reader. When you are done, answer without calling a tool.", r_ = (e, t = 4e3) => ({
	storyMessages: e,
	storyTokens: t
}), i_ = (e, ...t) => ({ visible: ["+", ...t] }), a_ = [
	{
		id: "intent_scout",
		description: "Role: before drafting, finds what the user wants this turn (explicit requests, asides in brackets or OOC, strong implicit signals) and the authoring rules stored in the lorebook (style, pacing, point of view, character handling). Does not know: your plan for the turn. Brief: the latest user message in one line and anything you are unsure the user meant.",
		systemPrompt: `You find out what this turn must satisfy. Read the latest user message and the few before it (chat_read_range) and list: explicit requests; asides or out-of-character remarks; implicit signals worth honouring (a mood shift, a question left open). Then look through the lorebooks (world_book_list, lorebook_search, lorebook_get) for entries that are instructions to the writer rather than facts about the world: style rules, pacing, point of view, per-character writing rules, output format. Report at most six items, each as "Need: … / Source: floor or entry / Why it matters this turn". Quote the user's own words when they are short. ${n_}`,
		tools: Qg({
			chat: ["read_range", "search"],
			lorebook: $g
		}),
		skills: i_("intent_scout"),
		...r_(8)
	},
	{
		id: "chat_scout",
		description: "Role: before drafting, scans the recent chat for the threads, setups, promises and character states this reply depends on. Does not know: lorebook and memory contents. Brief: the characters in focus and the question the next reply has to answer.",
		systemPrompt: `You scan the recent chat for what the next reply depends on: unresolved threads, promises and setups, where each character is, what they hold, how they feel, what was just said. Use chat_read_range to read further back and chat_search to find earlier mentions. Separate signal from noise: a detail mentioned once and never picked up again is noise unless the brief points at it. Report at most six items, each as "Item: … / Source: floor N / Why: how it should shape this reply". ${n_}`,
		tools: Qg({ chat: ["read_range", "search"] }),
		skills: i_("chat_scout"),
		...r_(8)
	},
	{
		id: "memory_scout",
		description: "Role: before drafting, recalls older events, facts and relationships from the memory graph. Does not know: the chat beyond what the story context shows, the lorebook. Brief: the names, places and topics the reply will touch.",
		systemPrompt: `You recall long-term memory for the next reply. Start with memory_schema and memory_list_candidates; locate named people, places and topics with memory_find_by_name and memory_keyword_search (memory_vector_search when it is available); open promising nodes with memory_node_brief and follow a hub's children with memory_expand_seeds. Never change the memory graph. Report at most six citations, each as "node id: what it says / signal: strong, medium or weak / why it matters now", and name what you deliberately left out as weak. ${n_}`,
		tools: Qg({ memory: e_ }),
		skills: i_("memory_scout"),
		...r_(4)
	},
	{
		id: "lorebook_scout",
		description: "Role: before drafting, pulls lorebook entries relevant to the scene that were not activated this turn. Does not know: the chat beyond the story context, memory. Brief: the places, people, items and concepts in play.",
		systemPrompt: `You find lorebook knowledge the scene needs but the context lacks. List the books (world_book_list), search them (lorebook_search, lorebook_list) for the places, people, objects and rules in play, and read the best candidates (lorebook_get). Entries already active this turn are hidden from search, so whatever you find is new to the writer. Report at most six entries, each as "[book] entry name: the fact in one or two sentences / relevance to this scene". ${n_}`,
		tools: Qg({ lorebook: $g }),
		skills: i_("lorebook_scout"),
		...r_(4)
	},
	{
		id: "notes_pickup_scout",
		description: "Role: before drafting, reads the open notes (plot threads opened in earlier turns) and picks the ones ripe for this turn. Does not analyse or draft. Brief: where the scene stands and where it is heading.",
		systemPrompt: `You read the "Open Notes" block: threads, promises and outlines the writing team opened in earlier turns. Pick the notes whose moment has come in this turn, given the scene described in the brief, and say briefly why; name the ones that are close but not ripe yet. Pick at most five. Do not analyse the story further, do not propose prose, do not open or close notes. If no note is ripe, say so in one line. ${n_}`,
		tools: Qg({}),
		skills: i_("notes_pickup_scout"),
		...r_(6)
	},
	{
		id: "canon_scout",
		description: "Role: on demand, researches facts of a published setting (fan fiction, public IP) on the web. Skip it for original worlds. Does not know: anything outside the brief and story context. Brief: the work, the exact facts to verify.",
		systemPrompt: `You verify facts of a published setting for a fan-fiction scene. Search the web (search_search) for the questions in the brief and read the most reliable pages (search_visit). Prefer official sources and well-maintained wikis; note when sources disagree. Report at most five facts, each as "Fact / Source URL / How it bears on the scene". If the setting is original or nothing reliable turns up, say so. ${n_}`,
		tools: Qg({ search: ["search", "visit"] }),
		skills: i_("canon_scout"),
		...r_(4)
	},
	{
		id: "epistemic_scout",
		description: "Role: before drafting, lists for each character in the scene what they know, what they do not know, and the omniscience traps a writer could fall into. Does not know: your draft. Brief: the characters in the scene and the secrets or revelations in play.",
		systemPrompt: `You guard knowledge boundaries. For each character named in the brief, work out from the chat (chat_read_range), the lorebook and memory what that character has actually witnessed or been told. Report per character: "Knows: …", "Does not know: …", and "Trap: …" for things the reader knows that the character must not act on. Cite the floor or entry for every claim. ${n_}`,
		tools: Qg({
			chat: ["read_range"],
			lorebook: $g,
			memory: [
				"keyword_search",
				"find_by_name",
				"node_brief"
			]
		}),
		skills: i_("epistemic_scout"),
		...r_(12, 6e3)
	},
	{
		id: "plot_brainstormer",
		description: "Role: sketches one structure for the next beat from one given angle; dispatch several with different angles to get real options. Does not know: other brainstormers' ideas, your draft unless shown. Brief: the angle to take and the constraints to respect.",
		systemPrompt: `You sketch one possible shape for the next beat of the story, from the angle given in the brief. Give: the beat in one sentence; three to five steps of what happens; what each character in focus wants in it and what changes for them; the line or image it ends on. Stay inside what the characters know and can do. Do not write the prose and do not offer alternatives: another brainstormer covers other angles. ${n_}`,
		tools: Qg({}),
		skills: i_("plot_brainstormer"),
		...r_(12, 6e3)
	},
	{
		id: "voice_critic",
		description: "Role: after drafting, reviews the draft for characters written as \"data people\" (cold observation verbs, report-like dialogue, clinical vocabulary where feeling belongs) and for characters out of voice. Does not know: your intentions beyond the brief. Brief: the moments of the draft that carry the most feeling.",
		systemPrompt: `You review the current draft (get_draft; draft_search finds recurring words) for how alive the characters are. Flag: people written as sensors or reports ("observed", "analysed", "data", clinical distance where the moment should burn); reserved characters written as truly empty instead of restrained on the surface and warm underneath; dialogue that no longer sounds like its speaker; narration that talks about the story or the user. Give at most five findings, each with the exact passage quoted, what is wrong, and a direction for the fix (not a full rewrite). If the draft is fine, say so. ${n_}`,
		tools: Qg({ chat: ["read_range"] }),
		skills: i_("voice_critic"),
		...r_(6)
	},
	{
		id: "continuity_critic",
		description: "Role: after drafting, flags only hard contradictions: the draft says X where the chat, memory or lorebook clearly say not-X, and characters knowing what they were never told. Trusts the draft otherwise. Brief: the facts you are least sure of.",
		systemPrompt: `You check the current draft (get_draft, draft_search) against the record. Flag a passage only when the chat (chat_read_range, chat_search), the lorebook or memory clearly states the opposite, or when a character acts on knowledge they were never given. Do not flag style, taste or plausibility. Give at most five findings, each with the quoted passage, the contradicting source (floor, entry or node) and the minimal correction. If nothing contradicts the record, say so. ${n_}`,
		tools: Qg({
			chat: ["read_range", "search"],
			lorebook: [
				"world_book_list",
				"list",
				"search"
			],
			memory: ["keyword_search", "node_brief"]
		}),
		skills: i_("continuity_critic"),
		...r_(8)
	},
	{
		id: "notes_curator",
		description: "Role: after drafting, the only writer of notes this turn: closes notes the draft delivered on, and opens a new one only for a real plot promise the draft planted. Default action: nothing. Brief: which threads the draft touched.",
		systemPrompt: `You maintain the open notes, the plot threads the team keeps across turns. Read the draft (get_draft) and the "Open Notes" block. Close (note_close, with a short reason) every note the draft has delivered on. Open a new note (note_open) only when the draft planted a concrete promise the story must pay off later, and write it so a future writer knows when it becomes ripe. Doing nothing is the normal outcome: a polluted note list is worse than a missed one. Report what you closed and opened, or "no change". ${n_}`,
		tools: Qg({ note: ["open", "close"] }),
		skills: i_("notes_curator"),
		...r_(4)
	},
	{
		id: "memory_curator",
		description: "Role: after drafting, records the facts of this turn that will outlast the scene in the memory graph: one event node per dispatch, stable facts only when they really changed, then compaction. Brief: what happened this turn in two or three sentences.",
		systemPrompt: `You update the memory graph after the draft. Read memory_schema first. Record this turn as one event node (memory_node_create) linked to the people and places involved (memory_link_upsert); before creating any entity, check with memory_find_by_name that it does not exist already, and edit existing nodes with memory_node_edit instead. Change character or location sheets only for changes that will still be true a day later in the story. Finally look at memory_compaction_candidates and compact old event runs with memory_compact_nodes when a group is offered. Report the ids you created, edited and compacted. ${n_}`,
		tools: Qg({ memory: t_ }),
		skills: i_("memory_curator"),
		...r_(6)
	}
], o_ = 16, s_ = Ig("director"), c_ = J({
	systemPrompt: $(Zg),
	...ag,
	maxTokens: og(Yg.maxTokens),
	...sg(Yg.storyMessages, Yg.storyTokens),
	tools: s_.nullable().default(() => ({ message: Ng("director", "message", !0) })),
	skills: $h
}).prefault(() => ({ skills: { visible: [...Jg] } })), l_ = J({
	id: G(),
	description: $(""),
	systemPrompt: $(""),
	...ag,
	maxTokens: og(Xg.maxTokens),
	...sg(Xg.storyMessages, Xg.storyTokens),
	tools: s_.nullable().default(null),
	maxRounds: tm().int().min(1).max(50).nullable().default(null),
	skills: $h
}), u_ = J({
	mode: Sm("director"),
	...ag,
	skills: Qh({
		visible: qg,
		deny: []
	}),
	tools: Fg("director").prefault({}),
	mainAgent: c_,
	subAgents: dm(l_).prefault(() => structuredClone(a_)),
	maxRounds: Q(1, 50, 20),
	subAgentMaxRounds: Q(1, 50, 16),
	maxConcurrentSubagents: Q(1, 16, 4),
	maxTotalSubagentRuns: Q(1, 100, 16),
	...cg,
	useStreaming: Xh(!0),
	discardOnAbort: Xh(!1),
	lorebookFilter: ig
});
function d_(e, t) {
	return e.subAgents = Hg(e.subAgents, "subAgents", t, "sub-agent"), e;
}
// src/core/profiles/schemas/loop.ts
var f_ = J({
	systemPrompt: $(fg),
	...ag,
	maxTokens: og(lg),
	...sg(ug.storyMessages, ug.storyTokens),
	skills: $h
}).prefault({}), p_ = J({
	mode: Sm("loop"),
	...ag,
	skills: Qh({
		visible: ["*"],
		deny: []
	}),
	loopAgent: f_,
	tools: Fg("loop").prefault({}),
	maxRounds: Q(1, 50, 20),
	wallClockBudgetMs: Q(1e4, 864e5, 3e5),
	...cg,
	useStreaming: Xh(!1),
	capsule: rg,
	lorebookFilter: ig
}), m_ = J({
	systemPrompt: $(bg),
	userPromptTemplate: $(xg),
	...ag,
	maxTokens: og(lg),
	skills: $h
}).prefault({}), h_ = J({
	mode: Sm("single"),
	...ag,
	skills: Qh({
		visible: ["*"],
		deny: []
	}),
	node: m_,
	...cg,
	maxRecentMessages: Q(1, 200, 14),
	includeWorldInfo: Xh(!0),
	useStreaming: Xh(!1),
	capsule: rg,
	lorebookFilter: ig
}), g_ = J({
	id: G(),
	description: $(""),
	systemPrompt: $(""),
	userPromptTemplate: $(""),
	...ag,
	maxTokens: og(lg)
}), __ = J({
	id: $(""),
	agent: $(""),
	type: bm(["worker", "review"]).default("worker"),
	userPromptTemplate: G().optional(),
	tools: Ig("spec").nullable().default(null),
	skills: $h
}), v_ = J({
	id: $(""),
	mode: bm(["serial", "parallel"]).default("serial"),
	nodes: dm(__).default(() => [])
});
function y_() {
	return hg.map((e) => ({
		...e,
		nodes: e.nodes.map((e) => ({
			id: e.id,
			agent: e.id,
			type: e.type ?? "worker"
		}))
	}));
}
var b_ = J({
	mode: Sm("spec"),
	...ag,
	skills: Qh({
		visible: ["*"],
		deny: []
	}),
	tools: Fg("spec").prefault({}),
	agents: dm(g_).prefault(() => structuredClone(mg)),
	stages: dm(v_).prefault(y_),
	nodeIterationMaxRounds: Q(1, 20, 20),
	reviewRerunMaxRounds: Q(0, 20, 2),
	...cg,
	maxRecentMessages: Q(1, 200, 14),
	includeWorldInfo: Xh(!0),
	useStreaming: Xh(!1),
	capsule: rg,
	lorebookFilter: ig
});
function x_(e) {
	if (Array.isArray(e.stages)) for (let t of e.stages) Z(t) && Array.isArray(t.nodes) && (t.nodes = t.nodes.map((e) => typeof e == "string" ? {
		id: e,
		agent: e
	} : e));
}
function S_(e, t) {
	e.agents = Hg(e.agents, "agents", t, "agent");
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
		t.add("stages", "defaulted", "the workflow has no usable stage; the default workflow was restored."), e.stages = b_.shape.stages.parse(void 0);
		for (let t of mg) e.agents.some((e) => e.id === t.id) || e.agents.push(g_.parse(structuredClone(t)));
	} else e.stages = r;
	return e;
}
// src/core/profiles/parse.ts
var C_ = {
	director: u_,
	loop: p_,
	spec: b_,
	agenda: Gg,
	single: h_
};
function w_(e, t) {
	if (!zh(e)) throw new Hh(Bh.unknownMode(String(e)));
	if (typeof t != "object" || !t || Array.isArray(t)) throw new Hh(Bh.notObject("A profile"));
	let n = Gh(t), r = new Wh();
	n.mode !== void 0 && n.mode !== e && r.add("mode", "mode_forced", `mode ${JSON.stringify(n.mode)} replaced by "${e}".`), n.mode = e;
	let i;
	switch (e) {
		case "director":
			i = d_(Jh(u_, n, r), r);
			break;
		case "loop":
			i = Jh(p_, n, r);
			break;
		case "spec":
			x_(n), i = S_(Jh(b_, n, r), r);
			break;
		case "agenda":
			i = Kg(Jh(Gg, n, r), r);
			break;
		case "single": i = Jh(h_, n, r);
	}
	return {
		profile: i,
		warnings: r.list
	};
}
function T_(e) {
	return w_(e, {}).profile;
}
// src/core/profiles/presets.ts
var E_ = "default", D_ = "Default";
function O_(e) {
	let t = new Set(e);
	for (;;) {
		let e = /* @__PURE__ */ new Uint8Array(4);
		globalThis.crypto.getRandomValues(e);
		let n = `p-${[...e].map((e) => e.toString(16).padStart(2, "0")).join("")}`;
		if (!t.has(n)) return n;
	}
}
function k_(e, t) {
	return `preset:${e}/${t}`;
}
function A_(e, t = E_) {
	return {
		activePresetId: t,
		presets: [{
			id: t,
			name: D_,
			profile: T_(e)
		}]
	};
}
function j_(e) {
	if (typeof e != "string" || !e.trim()) throw new Hh("A preset name cannot be empty.");
	return e.trim();
}
function M_(e, t) {
	let n = e.presets.find((e) => e.id === t);
	if (!n) throw new Hh(`There is no preset with id "${t}".`);
	return n;
}
function N_(e) {
	return e.presets.find((t) => t.id === e.activePresetId) ?? e.presets[0];
}
function P_(e, t) {
	let n = new Wh();
	if (t == null) return {
		library: A_(e),
		warnings: []
	};
	if (!Z(t)) throw new Hh("A preset library must be a JSON object.");
	let r = Array.isArray(t.presets) ? t.presets : [];
	Array.isArray(t.presets) || n.add("presets", "defaulted", "the library has no preset list.");
	let i = [], a = /* @__PURE__ */ new Set();
	if (r.forEach((t, r) => {
		if (!Z(t) || typeof t.id != "string" || !t.id.trim()) {
			n.add(`presets[${r}]`, "dropped", "preset without an id dropped.");
			return;
		}
		let o;
		try {
			o = w_(e, t.profile);
		} catch (e) {
			n.add(`presets[${r}].profile`, "dropped", `preset "${t.id}" dropped: ${e.message}`);
			return;
		}
		for (let e of o.warnings) n.add(`presets[${r}].profile${e.path ? `.${e.path}` : ""}`, e.code, e.message);
		let s = t.id.trim();
		if (a.has(s)) {
			let e = O_(a);
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
		library: A_(e, F_(a)),
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
function F_(e) {
	return e.has("default") ? O_(e) : E_;
}
function I_(e, t, n, r) {
	let i = {
		id: O_(e.presets.map((e) => e.id)),
		name: j_(n),
		profile: r ? structuredClone(r) : T_(t)
	};
	return {
		library: {
			activePresetId: i.id,
			presets: [...e.presets, i]
		},
		preset: i
	};
}
function L_(e, t, n) {
	let r = M_(e, t), i = {
		id: O_(e.presets.map((e) => e.id)),
		name: n === void 0 ? `${r.name} (copy)` : j_(n),
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
function R_(e, t, n) {
	M_(e, t);
	let r = j_(n);
	return {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			name: r
		} : e)
	};
}
function z_(e, t, n) {
	return M_(e, t), {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			profile: structuredClone(n)
		} : e)
	};
}
function B_(e, t, n) {
	let r = M_(e, n), i = e.presets.indexOf(r), a = e.presets.filter((e) => e.id !== n), o = k_(t, n);
	return a.length === 0 ? {
		library: A_(t, F_(/* @__PURE__ */ new Set([n]))),
		deletedScope: o
	} : {
		library: {
			activePresetId: e.activePresetId === n ? a[Math.min(i, a.length - 1)].id : e.activePresetId,
			presets: a
		},
		deletedScope: o
	};
}
function V_(e, t) {
	return M_(e, t), {
		...e,
		activePresetId: t
	};
}
// src/core/profiles/embedded-skills.ts
function H_(e) {
	return !e || e.startsWith("/") || /^[A-Za-z]:/.test(e) || e.includes("\\") || e.split("/").some((e) => e === ".." || e === "" || e === ".");
}
function U_(e, t, n = "skills") {
	if (e == null) return [];
	if (!Array.isArray(e)) return t.add(n, "dropped", "embedded skills ignored: expected a list."), [];
	let r = [];
	return e.forEach((e, i) => {
		let a = `${n}[${i}]`;
		if (!Z(e) || typeof e.name != "string" || !e.name.trim() || !Array.isArray(e.files)) {
			t.add(a, "dropped", "embedded skill ignored: it needs a name and a list of files.");
			return;
		}
		let o = [];
		e.files.forEach((e, n) => {
			let r = `${a}.files[${n}]`;
			!Z(e) || typeof e.path != "string" || H_(e.path) ? t.add(r, "dropped", "file ignored: it needs a relative path without \"..\".") : typeof e.text == "string" ? o.push({
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
function W_(e) {
	let t = atob(e.replace(/\s/g, "")), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function G_(e) {
	let t = "";
	for (let n = 0; n < e.length; n += 32768) t += String.fromCharCode(...e.subarray(n, n + 32768));
	return btoa(t);
}
var K_ = new TextDecoder("utf-8", { fatal: !0 });
function q_(e, t, n) {
	if (e == null) return [];
	if (!Z(e) || e.version !== 1 || !Array.isArray(e.items)) return t.add(n, "dropped", "embedded skills ignored: expected {version: 1, items: [...]}."), [];
	let r = [];
	e.items.forEach((e, i) => {
		if (!Z(e)) return void r.push(e);
		if (typeof e.contentBase64 == "string") {
			try {
				let t = la(W_(e.contentBase64)), n = Object.entries(t).filter(([e]) => !e.endsWith("/")).map(([e, t]) => {
					try {
						return {
							path: e,
							text: K_.decode(t)
						};
					} catch {
						return {
							path: e,
							base64: G_(t)
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
		let a = Array.isArray(e.files) ? e.files.map((e) => Z(e) ? e.encoding === "base64" ? {
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
	let i = new Wh(), a = U_(r.filter((e) => e !== null), i, `${n}.items`);
	return t.list.push(...i.list), a;
}
// src/core/profiles/hash.ts
function J_(e) {
	if (typeof e != "object" || !e) return JSON.stringify(e) ?? "null";
	if (Array.isArray(e)) return `[${e.map(J_).join(",")}]`;
	let t = e;
	return `{${Object.keys(t).filter((e) => t[e] !== void 0).sort().map((e) => `${JSON.stringify(e)}:${J_(t[e])}`).join(",")}}`;
}
function Y_(e) {
	let t = 3735928559, n = 1103547991;
	for (let r = 0; r < e.length; r++) {
		let i = e.charCodeAt(r);
		t = Math.imul(t ^ i, 2654435761), n = Math.imul(n ^ i, 1597334677);
	}
	return t = Math.imul(t ^ t >>> 16, 2246822507) ^ Math.imul(n ^ n >>> 13, 3266489909), n = Math.imul(n ^ n >>> 16, 2246822507) ^ Math.imul(t ^ t >>> 13, 3266489909), (4294967296 * (2097151 & n) + (t >>> 0)).toString(16).padStart(14, "0");
}
function X_(e) {
	return Y_(J_(e));
}
var Z_ = /* @__PURE__ */ new WeakMap();
function Q_(e) {
	if (typeof e != "object" || !e) return X_(e);
	let t = Z_.get(e);
	return t === void 0 && (t = Y_(JSON.stringify(e) ?? ""), Z_.set(e, t)), t;
}
// src/core/profiles/luker.ts
function $_(e) {
	let { apiPresetName: t, promptPresetName: n, ...r } = e, i = { ...r };
	return t !== void 0 && i.apiPreset === void 0 && (i.apiPreset = t), n !== void 0 && i.promptPreset === void 0 && (i.promptPreset = n), i;
}
function ev(e, t, n) {
	let r = {};
	for (let [e, n] of Object.entries(t)) e !== "finalize" && (r[e] = Z(n) ? { ...n } : n);
	let i = r.note;
	Z(i) && (i.open === void 0 && i.add !== void 0 && (i.open = i.add), i.close === void 0 && i.delete !== void 0 && (i.close = i.delete), delete i.add, delete i.delete);
	for (let t of Tg[e]) Z(r[t]) ? n.verbsDefaultOn && (r[t] = {
		...Ng(e, t, !0),
		...r[t]
	}) : r[t] = n.missingNamespace(t);
	return r;
}
var tv = (e) => (t) => Ng(e, t, !1);
function nv(e, t, n = !1) {
	return Z(t) ? ev(e, t, { missingNamespace: (t) => t === "message" && n ? Ng(e, t, !0) : Ng(e, t, !1) }) : t ?? null;
}
function rv(e) {
	let t = e;
	if (Z(e.director) && e.mainAgent === void 0) {
		let { director: n, ...r } = e;
		t = {
			...r,
			...n
		};
	}
	let n = $_(t), r = Z(t.tools), i = r && Z(t.tools.message);
	if (r ? n.tools = ev("director", t.tools, { missingNamespace: (e) => e === "collab" ? Ng("director", e, !0) : Ng("director", e, !1) }) : t.tools !== void 0 && t.tools !== null ? n.tools = t.tools : delete n.tools, Z(t.mainAgent)) {
		let e = $_(t.mainAgent);
		e.tools = Z(t.mainAgent.tools) ? nv("director", t.mainAgent.tools, !0) : i ? null : { message: Ng("director", "message", !0) }, n.mainAgent = e;
	}
	return Array.isArray(t.subAgents) && (n.subAgents = t.subAgents.map((e) => {
		if (!Z(e)) return e;
		let t = $_(e);
		return Z(e.tools) && (t.tools = nv("director", e.tools)), t;
	})), t.skills === void 0 && (n.skills = {
		visible: ["*"],
		deny: []
	}), n;
}
function iv(e) {
	let { system_prompt: t, apiPresetName: n, promptPresetName: r, max_rounds: i, wall_clock_budget_ms: a, capsule_inject: o, tools: s, ...c } = e, l = { ...c }, u = Z(c.loopAgent) ? { ...c.loopAgent } : {};
	if (t !== void 0 && (u.systemPrompt = t), n !== void 0 && (u.apiPreset = n), r !== void 0 && (u.promptPreset = r), l.loopAgent = u, i !== void 0 && (l.maxRounds = i), a !== void 0 && (l.wallClockBudgetMs = a), Z(o)) {
		let e = { ...o };
		e.customInstruction === "" && delete e.customInstruction, l.capsule = e;
	}
	return Z(s) ? l.tools = ev("loop", s, {
		missingNamespace: (e) => Ng("loop", e, !0),
		verbsDefaultOn: !0
	}) : s != null && (l.tools = s), l.skills === void 0 && (l.skills = {
		visible: ["*"],
		deny: []
	}), l;
}
function av(e) {
	let { spec: t, presets: n, ...r } = e, i = { ...r }, { stages: a, defaultTools: o, skills: s, lorebookFilter: c, ...l } = Z(t) ? t : {};
	Object.assign(i, l);
	let u = Z(n) ? n : {};
	return i.agents = Object.entries(u).map(([e, t]) => {
		if (!Z(t)) return { id: e };
		let { tools: n, skills: r, ...i } = $_(t);
		return {
			id: e,
			...i
		};
	}), Array.isArray(a) && (i.stages = a.map((e) => !Z(e) || !Array.isArray(e.nodes) ? e : {
		...e,
		nodes: e.nodes.map((e) => {
			let t = typeof e == "string" ? {
				id: e,
				preset: e
			} : Z(e) ? { ...e } : { invalid: e }, { preset: n, ...r } = t, i = typeof n == "string" && n ? n : typeof t.id == "string" ? t.id : "", a = u[i], o = {
				...r,
				agent: i
			};
			o.id === void 0 && (o.id = i);
			let s = Z(t.tools) ? t.tools : Z(a) && Z(a.tools) ? a.tools : null;
			return o.tools = s ? nv("spec", s) : null, o.skills === void 0 && Z(a) && a.skills !== void 0 && (o.skills = a.skills), o;
		})
	})), i.tools = Z(o) ? ev("spec", o, { missingNamespace: tv("spec") }) : ev("spec", {}, { missingNamespace: tv("spec") }), i.skills = s ?? {
		visible: ["*"],
		deny: []
	}, c !== void 0 && (i.lorebookFilter = c), i;
}
function ov(e) {
	let { planner: t, agents: n, finalAgentId: r, limits: i, defaultTools: a, ...o } = e, s = { ...o };
	if (Z(t) && (s.planner = $_(t)), Z(n) && (s.workers = Object.entries(n).map(([e, t]) => {
		if (!Z(t)) return { id: e };
		let n = $_(t);
		return n.id = e, n.tools = Z(t.tools) ? nv("agenda", t.tools) : null, n;
	})), r !== void 0 && (s.finalWorkerId = r), Z(i)) {
		let { plannerMaxRounds: e, maxConcurrentAgents: t, maxTotalRuns: n, ...r } = i;
		e !== void 0 && (s.plannerMaxRounds = e), t !== void 0 && (s.maxConcurrentWorkers = t), n !== void 0 && (s.maxTotalRuns = n), Object.keys(r).length && (s.limits = r);
	}
	return Z(a) ? s.tools = ev("agenda", a, { missingNamespace: tv("agenda") }) : a === null && (s.tools = ev("agenda", {}, { missingNamespace: tv("agenda") })), s.skills === void 0 && (s.skills = {
		visible: ["*"],
		deny: []
	}), s;
}
var sv = {
	director: rv,
	loop: iv,
	spec: av,
	agenda: ov
}, cv = /* @__PURE__ */ new Set([
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
]), lv = [
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
function uv(e) {
	let t = e.toLowerCase().replace(/[-_\s]/g, "");
	return cv.has(t) || lv.some((e) => t.endsWith(e));
}
var dv = [
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
], fv = RegExp(`^\\s*(?:${dv.join("|")})\\s*$`), pv = RegExp(`(?<![A-Za-z0-9])(?:${dv.join("|")})`, "g"), mv = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@|[?&](?:api[-_]?key|key|token|access[-_]?token|secret|password)=[^&\s]+/i;
function hv(e) {
	return fv.test(e) || /^\S+$/.test(e) && mv.test(e);
}
var gv = "[removed]";
function _v(e) {
	let t = [], n = (e, r) => {
		if (typeof e == "string") {
			let n = e.replace(pv, gv);
			return n !== e && t.push(r), n;
		}
		if (Array.isArray(e)) {
			let i = [];
			return e.forEach((e, a) => {
				typeof e == "string" && hv(e) ? t.push(`${r}[${a}]`) : i.push(n(e, `${r}[${a}]`));
			}), i;
		}
		if (e && typeof e == "object") {
			let i = {};
			for (let [a, o] of Object.entries(e)) {
				let e = r ? `${r}.${a}` : a;
				uv(a) && o !== null && o !== "" && typeof o != "boolean" || typeof o == "string" && hv(o) ? t.push(e) : i[a] = n(o, e);
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
var vv = 1;
function yv(e) {
	let t = e?.data?.extensions;
	return Z(t) ? t : {};
}
function bv(e) {
	let t = yv(e).troupe;
	if (Z(t)) return {
		...t,
		version: typeof t.version == "number" ? t.version : 1,
		overrides: Z(t.overrides) ? t.overrides : {}
	};
}
function xv(e, t) {
	let n = yv(e).orchestrator;
	if (!Z(n) || t === "single" || n.enabled === !1 || n.useCharacterOverride === !1 || n.overrideEnabled === !1) return;
	let r = n.presetLibraries, i = Z(n.activePresetIds) ? n.activePresetIds[t] : void 0;
	if (Z(r) && Z(r[t]) && typeof i == "string" && i) {
		let e = r[t][i];
		if (Z(e)) {
			let { name: t, ...n } = e;
			return n;
		}
	}
	let a = n.override;
	if (!Z(a)) return;
	if (t === "spec") return Z(a.spec) ? {
		spec: a.spec,
		presets: a.presets
	} : void 0;
	let o = a[t];
	if (!Z(o)) return;
	let { updatedAt: s, enabled: c, ...l } = o;
	if (c !== !1) return l;
}
function Sv(e, t) {
	let n = bv(e), r, i;
	if (n && t in n.overrides) {
		if (r = n.overrides[t], r == null) return null;
		i = "troupe";
	} else {
		let n = xv(e, t);
		if (!n) return null;
		r = sv[t]?.(Gh(n)) ?? n, i = "luker";
	}
	try {
		let e = _v(Gh(r)), n = new Wh();
		for (let t of e.removed) n.add(t, "secret_removed", "a credential was removed from the card override.");
		let a = w_(t, e.value);
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
function Cv(e) {
	let t = Z(e) ? Gh(e) : {};
	return {
		...t,
		version: 1,
		overrides: Z(t.overrides) ? t.overrides : {}
	};
}
function wv(e, t, n) {
	let r = Cv(e), i = _v(Gh(n)).value;
	return i.mode = t, r.overrides = {
		...r.overrides,
		[t]: i
	}, r;
}
function Tv(e, t) {
	let n = Cv(e);
	return n.overrides = {
		...n.overrides,
		[t]: null
	}, n;
}
function Ev(e) {
	let t = bv(e);
	return Lh.filter((n) => t && n in t.overrides ? Z(t.overrides[n]) : xv(e, n) !== void 0);
}
function Dv(e) {
	let t = new Wh(), n = U_(bv(e)?.skills, t, "data.extensions.troupe.skills"), r = yv(e).luker;
	return Z(r) && r.embedded_skills_source !== void 0 && n.push(...q_(r.embedded_skills_source, t, "data.extensions.luker.embedded_skills_source")), {
		skills: n,
		warnings: t.list
	};
}
function Ov(e, t) {
	let n = Cv(e), r = U_(Gh(t), new Wh());
	return r.length ? n.skills = r : delete n.skills, n;
}
function kv(e) {
	let t = Ev(e), { skills: n } = Dv(e);
	if (t.length === 0 && n.length === 0) return null;
	let r = yv(e), i = {
		troupe: r.troupe ?? null,
		orchestrator: r.orchestrator ?? null,
		lukerSkills: Z(r.luker) ? r.luker.embedded_skills_source ?? null : null
	};
	return `${e?.avatar ?? e?.data?.name ?? e?.name ?? ""}#${X_(i)}`;
}
function Av(e, t) {
	let n = kv(e);
	return n !== null && !t.has(n);
}
// src/core/profiles/effective.ts
function jv({ mode: e, library: t, card: n, useCardOverride: r = !0 }) {
	let i = [];
	if (n && r) {
		let t = Sv(n, e);
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
	let a = t ? N_(t) : void 0;
	if (a) try {
		let t = w_(e, a.profile);
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
		profile: T_(e),
		source: "default",
		warnings: i
	};
}
function Mv() {
	let e, t = /* @__PURE__ */ new Map();
	return {
		resolve(n) {
			n.mode !== e && (t.clear(), e = n.mode);
			let r = n.library ? N_(n.library) : void 0, i = n.card?.data?.extensions, a = n.useCardOverride === !1 || !i ? "" : `${Q_(i.troupe ?? null)}.${Q_(i.orchestrator ?? null)}`, o = `${n.mode}|${r?.id ?? ""}|${r?.name ?? ""}|${r ? Q_(r.profile) : ""}|${a}`, s = t.get(o);
			return s || (s = jv(n), t.size > 32 && t.clear(), t.set(o, s)), s;
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
var Nv = {
	director: "luker_orchestrator_profile_v3",
	loop: "troupe_profile_loop_v1",
	spec: "troupe_profile_spec_v1",
	agenda: "troupe_profile_agenda_v1",
	single: "troupe_profile_single_v1"
}, Pv = {
	luker_orchestrator_profile_v1: "spec",
	luker_orchestrator_profile_v2: "agenda",
	luker_orchestrator_agenda_profile_v1: "agenda",
	luker_orchestrator_profile_v3: "director",
	luker_orchestrator_profile_v4: "loop"
}, Fv = [
	"useStreaming",
	"subAgentMaxRounds",
	"toolCallRetryMax",
	"apiPreset",
	"loopAgent",
	"workers",
	"capsule"
];
function Iv(e, t, n, r = {}) {
	let i = _v(Gh(n)).value;
	i.mode = e;
	let a = {
		format: Nv[e],
		mode: e,
		name: t,
		exportedAt: (r.now ?? /* @__PURE__ */ new Date()).toISOString(),
		profile: i,
		extensions: { troupe: { version: 1 } }
	};
	if (r.skills?.length) {
		let e = new Wh();
		a.skills = U_(Gh(r.skills), e);
	}
	return a;
}
function Lv(e, t, n, r = {}) {
	let i = Iv(e, t, n, r);
	return {
		fileName: `troupe-${e}-${t.trim().replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "profile"}.json`,
		text: `${JSON.stringify(i, null, 2)}\n`
	};
}
function Rv(e, t, n = {}) {
	let r = t;
	if (typeof t == "string") {
		let e = t.replace(/^\uFEFF/, "").trim();
		if (!e) return {
			ok: !1,
			error: Bh.emptyFile
		};
		try {
			r = JSON.parse(e);
		} catch (e) {
			return {
				ok: !1,
				error: Bh.badJson(e.message)
			};
		}
	}
	if (!Z(r)) return {
		ok: !1,
		error: Bh.notObject("A profile file")
	};
	let i = Z(r.extensions) && Z(r.extensions.troupe) || Z(r.profile) && Fv.some((e) => e in r.profile), a = typeof r.format == "string" ? r.format : "", o, s;
	if (a) {
		let e = /^troupe_profile_([a-z]+)_v(\d+)$/.exec(a);
		if (e && zh(e[1])) {
			if (Number(e[2]) > 1) return {
				ok: !1,
				error: `The file was written by a newer version of Troupe (format ${a}).`
			};
			o = e[1], s = "troupe";
		} else if (Pv[a]) o = Pv[a], s = i ? "troupe" : "luker";
		else return {
			ok: !1,
			error: Bh.unknownFormat(a)
		};
		if (r.mode !== void 0 && r.mode !== o) return {
			ok: !1,
			error: `The file is inconsistent: its format is for ${o} mode but it says mode ${JSON.stringify(r.mode)}.`
		};
	} else if (zh(r.mode)) o = r.mode, s = i ? "troupe" : "luker";
	else return {
		ok: !1,
		error: typeof r.mode == "string" ? Bh.unknownMode(r.mode) : Bh.noFormat
	};
	if (o !== e) return {
		ok: !1,
		error: Bh.mismatch
	};
	if (r.profile === void 0 || r.profile === null) return {
		ok: !1,
		error: Bh.missingProfile
	};
	if (!Z(r.profile)) return {
		ok: !1,
		error: Bh.notObject("The file's \"profile\"")
	};
	let c = new Wh(), l;
	try {
		l = Gh(r.profile);
	} catch (e) {
		return {
			ok: !1,
			error: e.message
		};
	}
	if (s === "luker") {
		let e = sv[o];
		e && (l = e(l));
	}
	let u = _v(l);
	for (let e of u.removed) c.add(e, "secret_removed", "a credential was removed from the imported profile.");
	let d;
	try {
		d = w_(e, u.value);
	} catch (e) {
		return {
			ok: !1,
			error: `The profile cannot be used: ${e.message}`
		};
	}
	let f = [...c.list, ...d.warnings], p = new Wh(), m = n.embeddedSkills !== !1, h = m ? U_(r.skills, p) : [], g = Z(r.extensions) && Z(r.extensions.luker) ? r.extensions.luker : void 0;
	m && g?.embedded_skills_source !== void 0 && (h = [...h, ...q_(g.embedded_skills_source, p, "extensions.luker.embedded_skills_source")]), f.push(...p.list);
	let _ = {
		ok: !0,
		mode: e,
		name: typeof r.name == "string" ? r.name : "",
		profile: d.profile,
		warnings: f,
		origin: s,
		format: a || Nv[o]
	};
	return h.length && (_.skills = h), _;
}
// src/core/profiles/lint.ts
var zv = (e) => e && typeof e == "object" && !Array.isArray(e) ? e : {}, Bv = (e) => Array.isArray(e) ? e : [], Vv = (e) => typeof e == "string" ? e : "", Hv = /* @__PURE__ */ new Set([
	...Object.keys(wg).flatMap((e) => wg[e].map((t) => Rg(e, t))),
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
function Uv(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.matchAll(/(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g)) t.add(n[1]);
	for (let n of e.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) Hv.has(n[1]) || t.add(n[1]);
	return [...t];
}
function Wv(e, t, n, r, i) {
	let a = t[n];
	(typeof a != "number" || !Number.isInteger(a) || a < r) && e.push({
		path: n,
		code: "limit_invalid",
		severity: "error",
		message: `${i} must be a whole number of at least ${r}.`
	});
}
function Gv(e, t, n, r) {
	Bv(zv(t).visible).forEach((t, i) => {
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
function Kv(e, t, n, r) {
	Vv(t).trim() || e.push({
		path: n,
		code: "empty_prompt",
		severity: "warning",
		message: `${r} has an empty system prompt.`
	});
}
function qv(e, t, n) {
	Vv(t).split("\n").forEach((t, r) => {
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
function Jv(e, t) {
	let n = zv(t.mainAgent), r = Bv(t.subAgents).map(zv), i = new Set(r.map((e) => Vv(e.id)));
	Kv(e, n.systemPrompt, "mainAgent.systemPrompt", "The main agent");
	for (let t of Uv(Vv(n.systemPrompt))) i.has(t) || e.push({
		path: "mainAgent.systemPrompt",
		code: "unknown_subagent",
		severity: "warning",
		message: `The main prompt names sub-agent "${t}", which this profile does not have.`
	});
	let a = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		let r = Vv(t.id);
		a.has(r) && e.push({
			path: `subAgents[${n}].id`,
			code: "duplicate_id",
			severity: "error",
			message: `Sub-agent id "${r}" is used twice.`
		}), a.add(r), Kv(e, t.systemPrompt, `subAgents[${n}].systemPrompt`, `Sub-agent "${r}"`), Vv(t.description).trim() || e.push({
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
	}), Wv(e, t, "maxRounds", 1, "Main-agent rounds"), Wv(e, t, "subAgentMaxRounds", 1, "Sub-agent rounds"), Wv(e, t, "maxConcurrentSubagents", 1, "Concurrent sub-agents"), Wv(e, t, "maxTotalSubagentRuns", 1, "Sub-agent runs per turn");
	let o = t.maxConcurrentSubagents, s = t.maxTotalSubagentRuns;
	typeof o == "number" && typeof s == "number" && o > s && e.push({
		path: "maxConcurrentSubagents",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${s} sub-agent runs per turn, so ${o} can never run at once.`
	});
	let c = zv(t.tools), l = Lg(c, n.tools);
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
	!u(l) && !r.some((e) => u(Lg(c, e.tools))) && e.push({
		path: "mainAgent.tools.message",
		code: "no_writer",
		severity: "error",
		message: "No agent can write the reply: write_message and apply_message_patches are off for the main agent and every sub-agent."
	});
}
function Yv(e, t) {
	let n = new Set(Bv(t.agents).map((e) => Vv(zv(e).id))), r = Bv(t.stages).map(zv), i = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		Bv(t.nodes).forEach((t, r) => {
			let a = zv(t), o = Vv(a.id) || Vv(a.agent);
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
		for (let r of Vv(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)) a.has(r[1]) || e.push({
			path: n,
			code: "unknown_variable",
			severity: "warning",
			message: `Template variable {{${r[1]}}} is neither a built-in variable nor a node id.`
		});
	};
	Bv(t.agents).forEach((e, t) => o(zv(e).userPromptTemplate, `agents[${t}].userPromptTemplate`)), r.forEach((t, i) => {
		let a = i === r.length - 1;
		Bv(t.nodes).forEach((r, s) => {
			let c = zv(r), l = `stages[${i}].nodes[${s}]`, u = Vv(c.agent) || Vv(c.id);
			n.has(u) || e.push({
				path: `${l}.agent`,
				code: "unknown_agent",
				severity: "error",
				message: `Node "${Vv(c.id)}" runs agent "${u}", which does not exist.`
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
	}), Wv(e, t, "nodeIterationMaxRounds", 1, "Node rounds"), Wv(e, t, "reviewRerunMaxRounds", 0, "Review reruns");
}
function Xv(e, t) {
	let n = Bv(t.workers).map(zv);
	new Set(n.map((e) => Vv(e.id))).has(Vv(t.finalWorkerId)) || e.push({
		path: "finalWorkerId",
		code: "unknown_final_worker",
		severity: "error",
		message: `The final worker "${Vv(t.finalWorkerId)}" does not exist.`
	}), Kv(e, zv(t.planner).systemPrompt, "planner.systemPrompt", "The planner"), n.forEach((t, n) => Kv(e, t.systemPrompt, `workers[${n}].systemPrompt`, `Worker "${Vv(t.id)}"`)), Wv(e, t, "plannerMaxRounds", 1, "Planner rounds"), Wv(e, t, "maxConcurrentWorkers", 1, "Concurrent workers"), Wv(e, t, "maxTotalRuns", 1, "Worker runs per turn"), Wv(e, t, "workerMaxRounds", 1, "Worker rounds");
	let r = t.maxConcurrentWorkers, i = t.maxTotalRuns;
	typeof r == "number" && typeof i == "number" && r > i && e.push({
		path: "maxConcurrentWorkers",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${i} worker runs per turn, so ${r} can never run at once.`
	});
}
function Zv(e, t) {
	let n = t, r = [], i = (e, t) => r.push({
		path: `${e}.skills`,
		policy: zv(t).skills
	});
	switch (e) {
		case "director":
			i("mainAgent", n.mainAgent), Bv(n.subAgents).forEach((e, t) => i(`subAgents[${t}]`, e));
			break;
		case "loop":
			i("loopAgent", n.loopAgent);
			break;
		case "spec":
			Bv(n.stages).forEach((e, t) => Bv(zv(e).nodes).forEach((e, n) => i(`stages[${t}].nodes[${n}]`, e)));
			break;
		case "agenda":
			i("planner", n.planner), Bv(n.workers).forEach((e, t) => i(`workers[${t}]`, e));
			break;
		case "single": i("node", n.node);
	}
	return r;
}
function Qv(e, t) {
	let n = /* @__PURE__ */ new Set(), r = (e) => {
		let t = zv(e);
		for (let e of [...Bv(t.visible), ...Bv(t.deny)]) typeof e == "string" && e !== "+" && e !== "*" && n.add(e);
	};
	r(t.skills);
	for (let { policy: n } of Zv(e, t)) r(n);
	return [...n];
}
function $v(e, t, n = {}) {
	let r = [], i = zv(t), a = n.installedSkills ? new Set(n.installedSkills) : void 0;
	switch (e) {
		case "director":
			Jv(r, i);
			break;
		case "loop":
			Kv(r, zv(i.loopAgent).systemPrompt, "loopAgent.systemPrompt", "The loop agent"), Wv(r, i, "maxRounds", 1, "Rounds"), Wv(r, i, "wallClockBudgetMs", 1e4, "The wall-clock budget (ms)");
			break;
		case "spec":
			Yv(r, i);
			break;
		case "agenda":
			Xv(r, i);
			break;
		case "single": Kv(r, zv(i.node).systemPrompt, "node.systemPrompt", "The node");
	}
	Gv(r, i.skills, "skills", a);
	for (let { path: t, policy: n } of Zv(e, i)) n && Gv(r, n, t, a);
	let o = zv(i.lorebookFilter);
	qv(r, o.bookPattern, "lorebookFilter.bookPattern"), qv(r, o.entryPattern, "lorebookFilter.entryPattern");
	let s = /* @__PURE__ */ new Set();
	return r.filter((e) => {
		let t = `${e.path}|${e.code}|${e.message}`;
		return !s.has(t) && (s.add(t), !0);
	});
}
// src/core/llm/request.ts
var ey = class extends Error {
	name = "ChatRequestError";
};
function ty(e, t = {}) {
	if (!e || typeof e != "object") throw new ey("request: expected an object");
	if (typeof e.model != "string") throw new ey("model: expected a string");
	if (!Array.isArray(e.messages) || e.messages.length === 0) throw new ey("messages: expected at least one message");
	let n = e.stream !== !1, r = {
		model: e.model,
		messages: ny(e.messages, t),
		stream: n
	};
	n && t.includeUsage !== !1 && (r.stream_options = { include_usage: !0 });
	let i = e.tools ?? [];
	if (i.length > 0) {
		r.tools = i.map((e, t) => {
			if (!e || typeof e.name != "string" || e.name === "") throw new ey(`tools[${t}].name: expected a non-empty string`);
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
				if (t !== "auto" && t !== "required" && t !== "none") throw new ey(`toolChoice: expected auto, required, none or {name}, got "${t}"`);
				r.tool_choice = t;
			} else {
				if (!t || typeof t.name != "string" || !i.some((e) => e.name === t.name)) throw new ey(`toolChoice.name: "${t?.name}" is not one of the request's tools`);
				r.tool_choice = {
					type: "function",
					function: { name: t.name }
				};
			}
		}
		e.parallelToolCalls !== void 0 && (r.parallel_tool_calls = e.parallelToolCalls);
	} else if (typeof e.toolChoice == "object") throw new ey(`toolChoice.name: "${e.toolChoice.name}" is not one of the request's tools (it has none)`);
	return e.temperature !== void 0 && (r.temperature = e.temperature), e.topP !== void 0 && (r.top_p = e.topP), e.maxTokens !== void 0 && (r.max_tokens = e.maxTokens), e.presencePenalty !== void 0 && (r.presence_penalty = e.presencePenalty), e.frequencyPenalty !== void 0 && (r.frequency_penalty = e.frequencyPenalty), e.extraBody && Object.assign(r, e.extraBody), r;
}
function ny(e, t) {
	let n = [], r = [];
	return e.forEach((e, i) => {
		if (!e || typeof e != "object") throw new ey(`messages[${i}]: expected an object`);
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
					return r.push(a), ry(e, a, t, `messages[${i}].toolCalls[${n}]`);
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
				} else if (t = r.shift(), !t) throw new ey(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);
				let a = {
					role: "tool",
					tool_call_id: t,
					content: e.content ?? ""
				};
				e.name && (a.name = e.name), n.push(a);
				return;
			}
			default: throw new ey(`messages[${i}].role: expected system, user, assistant or tool, got "${String(e.role)}"`);
		}
	}), n;
}
function ry(e, t, n, r) {
	if (!e || typeof e.name != "string" || e.name === "") throw new ey(`${r}.name: expected a non-empty string`);
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
function iy(e) {
	return e === 408 || e === 409 || e === 429 || e >= 500 && e <= 599;
}
function ay(e, t, n = {}) {
	let r = {
		kind: e,
		message: t,
		retryable: n.retryable ?? !1
	};
	return n.status !== void 0 && (r.status = n.status), n.code !== void 0 && (r.code = n.code), r;
}
var oy = () => ay("aborted", "The request was aborted."), sy = (e) => ay("stall", `The model stream stalled: no bytes for ${e} ms.`, { retryable: !0 }), cy = (e) => ay("network", `Network error while talking to the model: ${hy(e)}`, { retryable: !0 }), ly = () => ay("protocol", "The model stream ended before the model finished (no finish reason and no [DONE]).", { retryable: !0 }), uy = (e) => ay("protocol", `The model stream sent a frame that is not JSON: ${gy(e, 120)}`), dy = (e) => ay("protocol", `The model answered with a body that is not JSON: ${gy(e, 120)}`), fy = (e) => ay("protocol", `Invalid chat request: ${e}`);
function py(e, t) {
	let n = e ?? {}, r = typeof n.error == "object" && n.error !== null ? n.error : n, i = typeof r.message == "string" && r.message || typeof n.error == "string" && n.error || typeof n.message == "string" && n.message || typeof n.detail == "string" && n.detail || gy(JSON.stringify(e) ?? String(e), 200), a = typeof r.code == "number" ? r.code : typeof r.status == "number" ? r.status : void 0, o = typeof r.code == "string" && r.code || typeof r.type == "string" && r.type || typeof r.status == "string" && r.status || void 0, s = t ?? a, c = s !== void 0 && iy(s) || o === "overloaded_error" || o === "rate_limit_error" || o === "api_error" || o === "RESOURCE_EXHAUSTED" || o === "UNAVAILABLE", l = t === void 0 ? "" : `HTTP ${t}: `;
	return ay(t === void 0 ? "provider" : "http", `${l}${i}`, {
		status: s,
		retryable: c,
		code: o || void 0
	});
}
function my(e, t, n) {
	let r;
	try {
		r = JSON.parse(n);
	} catch {
		return ay("http", `HTTP ${e}: ${n.trim() ? gy(n.trim(), 200) : t || "no details"}`, {
			status: e,
			retryable: iy(e)
		});
	}
	let i = py(r, e);
	return i.retryable = iy(e), i;
}
function hy(e) {
	if (e instanceof Error) {
		let t = e.cause, n = t instanceof Error ? t.message : typeof t == "string" ? t : "";
		return n && n !== e.message ? `${e.message} (${n})` : e.message;
	}
	return String(e);
}
function gy(e, t) {
	return e.length > t ? `${e.slice(0, t)}…` : e;
}
// src/core/llm/retry.ts
var _y = {
	retries: 2,
	baseMs: 500,
	maxMs: 3e4
};
function vy(e, t, n = Math.random) {
	let r = Math.min(t.maxMs, t.baseMs * 2 ** Math.max(0, e - 1));
	return Math.round(r * (.5 + n() * .5));
}
function yy(e, t = Date.now()) {
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
function by(e, t) {
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
var xy = /* @__PURE__ */ new Set([
	"index",
	"id",
	"type",
	"function"
]), Sy = class {
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
		if (n !== void 0 || i !== void 0 || typeof o != "string") for (let t in e) !xy.has(t) && e[t] !== void 0 && e[t] !== null && ((a.extra ??= {})[t] = e[t]);
		typeof o == "string" ? o !== "" && this.append(a, o) : o != null && this.append(a, JSON.stringify(o)), this.current = a;
	}
	open(e, t, n) {
		let r = this.slots.length, i = {
			n: r,
			id: e ?? `${this.idPrefix ??= Cy()}${r}`,
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
function Cy() {
	return `call_${Math.random().toString(36).slice(2, 10)}_`;
}
// src/core/llm/decode-state.ts
var wy = class {
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
		} : void 0, this.tools = new Sy(this, e);
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
function Ty(e) {
	let t = Ey(e.prompt_tokens ?? e.input_tokens), n = Ey(e.completion_tokens ?? e.output_tokens);
	return {
		promptTokens: t,
		completionTokens: n,
		totalTokens: typeof e.total_tokens == "number" ? e.total_tokens : t + n
	};
}
function Ey(e) {
	return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
// src/core/llm/anthropic-format.ts
var Dy = {
	end_turn: "stop",
	stop_sequence: "stop",
	tool_use: "tool_calls",
	max_tokens: "length",
	refusal: "content_filter"
}, Oy = (e) => e === "message_start" || e === "content_block_start" || e === "content_block_delta" || e === "content_block_stop" || e === "message_delta" || e === "message_stop" || e === "ping", ky = class {
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
				n && (this.toolBlocks.delete(t.index), e.tools.end(n.slot, My(n.input)));
				return;
			}
			case "message_start": {
				let n = t.message?.usage;
				n && (this.inputTokens = jy(n), this.outputTokens = Ey(n.output_tokens), this.publishUsage(e));
				return;
			}
			case "message_delta": {
				let n = t.delta?.stop_reason;
				typeof n == "string" && (e.finishReason = Dy[n] ?? n);
				let r = t.usage;
				r && (typeof r.output_tokens == "number" && (this.outputTokens = r.output_tokens), typeof r.input_tokens == "number" && (this.inputTokens = jy(r)), this.publishUsage(e));
				return;
			}
			case "message_stop":
				e.done = !0;
				return;
			case "error": return e.fail(py(t));
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
function Ay(e, t) {
	if (t.type === "error") return e.fail(py(t));
	for (let n of Array.isArray(t.content) ? t.content : []) if (n.type === "text" && n.text) e.text(n.text);
	else if (n.type === "thinking" && n.thinking) e.reasoning(n.thinking);
	else if (n.type === "tool_use") {
		let t = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name);
		e.tools.end(t, My(n.input));
	}
	typeof t.stop_reason == "string" && (e.finishReason = Dy[t.stop_reason] ?? t.stop_reason);
	let n = t.usage;
	if (n) {
		let t = jy(n), r = Ey(n.output_tokens);
		e.usage = {
			promptTokens: t,
			completionTokens: r,
			totalTokens: t + r
		};
	}
	e.done = !0;
}
function jy(e) {
	return Ey(e.input_tokens) + Ey(e.cache_creation_input_tokens) + Ey(e.cache_read_input_tokens);
}
function My(e) {
	return e && typeof e == "object" ? JSON.stringify(e) : "{}";
}
// src/core/llm/frame-templates.ts
var Ny = 6, Py = 24, Fy = 8, Iy = 10, Ly = 32, Ry = "⁣§sentinel§⁣", zy = JSON.stringify(Ry), By = class {
	templates = [];
	budget = Py;
	failedChecks = 0;
	checks = 0;
	frames = 0;
	hits = 0;
	tryApply(e, t) {
		let n = ++this.frames;
		n % Fy === 0 && this.budget < Py && this.budget++, n % Ly === 0 && this.templates.length > 0 && (this.templates = this.templates.filter((e) => n - e.used < Ly));
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
				else return i > 0 && (r[i] = r[0], r[0] = a), this.hits++, a.hits++, a.used = n, Vy(t, a, c), !0;
			}
		}
		return !1;
	}
	learn(e, t) {
		if (this.budget <= 0 || this.templates.length >= Ny) return;
		let n = Uy(t);
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
		if (this.failedChecks >= Iy) return !1;
		this.checks++;
		let t;
		try {
			t = JSON.parse(e.prefix + zy + e.suffix);
		} catch {
			t = void 0;
		}
		let n = typeof t == "object" && t ? Uy(t) : void 0;
		return n === void 0 || n.kind !== e.kind || n.index !== e.index || n.value !== Ry ? (this.failedChecks++, !1) : (e.checked = !0, !0);
	}
};
function Vy(e, t, n) {
	n !== "" && (t.kind === "text" ? e.text(n) : t.kind === "reasoning" ? e.reasoning(n) : e.tools.openAiDelta(t.index === void 0 ? { function: { arguments: n } } : {
		index: t.index,
		function: { arguments: n }
	}));
}
var Hy = (e) => e == null || e === "";
function Uy(e) {
	if (!Hy(e.error) || !Hy(e.usage)) return;
	let t = e.choices;
	if (!Array.isArray(t) || t.length !== 1) return;
	let n = t[0];
	if (!n || typeof n != "object" || n.index !== void 0 && n.index !== null && n.index !== 0 || !Hy(n.finish_reason)) return;
	let r = n.delta;
	if (!r || typeof r != "object") return;
	let i;
	if (!Hy(r.content)) {
		if (typeof r.content != "string") return;
		i = {
			kind: "text",
			value: r.content,
			index: void 0
		};
	}
	for (let e of Wy) {
		let t = r[e];
		if (!Hy(t)) {
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
var Wy = ["reasoning_content", "reasoning"], Gy = {
	STOP: "stop",
	MAX_TOKENS: "length",
	SAFETY: "content_filter",
	RECITATION: "content_filter",
	BLOCKLIST: "content_filter",
	PROHIBITED_CONTENT: "content_filter",
	SPII: "content_filter",
	IMAGE_SAFETY: "content_filter"
}, Ky = (e) => e.candidates !== void 0 || e.usageMetadata !== void 0 || e.promptFeedback !== void 0;
function qy(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(py(t));
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
	typeof i == "string" && i !== "" && i !== "FINISH_REASON_UNSPECIFIED" ? e.finishReason = Gy[i] ?? i.toLowerCase() : !n && t.promptFeedback?.blockReason && (e.finishReason = "content_filter");
	let a = t.usageMetadata;
	if (a) {
		let t = Ey(a.promptTokenCount), n = Ey(a.candidatesTokenCount) + Ey(a.thoughtsTokenCount);
		e.usage = {
			promptTokens: t,
			completionTokens: n,
			totalTokens: typeof a.totalTokenCount == "number" ? a.totalTokenCount : t + n
		};
	}
}
// src/core/llm/openai-format.ts
function Jy(e, t) {
	let n = t.choices;
	if (t.error !== void 0 && t.error !== null || n === void 0 && (typeof t.message == "string" || t.detail !== void 0)) return e.fail(py(t));
	if (Array.isArray(n) && n.length > 0) {
		let t = n.length === 1 ? n[0] : Zy(n);
		if (t) {
			let n = t.delta ?? t.message;
			n && Xy(e, n);
			let r = t.finish_reason;
			typeof r == "string" && r !== "" && (e.finishReason = r, e.tools.endAll());
		}
	}
	let r = t.usage;
	typeof r == "object" && r && (e.usage = Ty(r));
}
function Yy(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(py(t));
	let n = Array.isArray(t.choices) ? Zy(t.choices) : void 0;
	if (n) {
		let t = n.message ?? n.delta;
		t && Xy(e, t), typeof n.finish_reason == "string" && n.finish_reason !== "" && (e.finishReason = n.finish_reason);
	}
	t.usage && typeof t.usage == "object" && (e.usage = Ty(t.usage)), e.done = !0;
}
function Xy(e, t) {
	let n = t.content;
	typeof n == "string" && n !== "" && e.text(n);
	let r = t.reasoning_content;
	typeof r == "string" && r !== "" ? e.reasoning(r) : typeof t.reasoning == "string" && t.reasoning !== "" && e.reasoning(t.reasoning);
	let i = t.tool_calls;
	if (Array.isArray(i)) for (let t = 0; t < i.length; t++) e.tools.openAiDelta(i[t]);
}
function Zy(e) {
	for (let t of e) if (t && (t.index === void 0 || t.index === null || t.index === 0)) return t;
}
// src/core/llm/utf8-chunks.ts
var Qy = new TextDecoder("utf-8", { ignoreBOM: !0 }), $y = 65279, eb = { stream: !0 }, tb = class {
	carry;
	atStart = !0;
	streaming;
	useStreaming = !1;
	decode(e) {
		let t = e, n = this.carry;
		if (n !== void 0 && (t = new Uint8Array(n.length + e.length), t.set(n), t.set(e, n.length), this.carry = void 0), this.useStreaming) {
			let e = this.streamingDecoder().decode(t, eb);
			return t.length > 0 && e.length === t.length && nb(t) === t.length && (this.useStreaming = !1), this.start(e);
		}
		let r = nb(t);
		if (r < t.length && (this.carry = t.slice(r), t = t.subarray(0, r)), r === 0) return "";
		let i = Qy.decode(t);
		return i.length !== r && (this.useStreaming = !0, this.carry !== void 0 && (i += this.streamingDecoder().decode(this.carry, eb), this.carry = void 0)), this.start(i);
	}
	end() {
		if (this.useStreaming) return this.useStreaming = !1, this.streaming === void 0 ? "" : this.start(this.streaming.decode());
		let e = this.carry;
		return e === void 0 ? "" : (this.carry = void 0, this.start(Qy.decode(e)));
	}
	streamingDecoder() {
		return this.streaming ??= new TextDecoder("utf-8", { ignoreBOM: !0 });
	}
	start(e) {
		return !this.atStart || e.length === 0 ? e : (this.atStart = !1, e.charCodeAt(0) === $y ? e.slice(1) : e);
	}
};
function nb(e) {
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
var rb = 10, ib = 13, ab = 58, ob = 32, sb = class {
	decoder = new tb();
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
		if (this.skipLF && (this.skipLF = !1, e.charCodeAt(0) === rb && (t = 1)), this.pending.length > 0) {
			let n = lb(e, t);
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
			else if (cb(e, t)) {
				let r = e.charCodeAt(t + 5) === ob ? t + 6 : t + 5, i = e.slice(r, n);
				if (this.hasData) this.data += "\n" + i;
				else if (e.charCodeAt(n + 1) === rb) {
					let r = this.event;
					this.event = "", t = n + 2, n = e.indexOf("\n", t), this.onEvent(i, r);
					continue;
				} else this.data = i, this.hasData = !0;
			} else e.charCodeAt(t) !== ab && this.field(e.slice(t, n));
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
		if (e.charCodeAt(t) === ib) {
			if (t + 1 === e.length) return this.skipLF = !0, t + 1;
			if (e.charCodeAt(t + 1) === rb) return t + 2;
		}
		return t + 1;
	}
	line(e, t, n) {
		if (t === n) return this.dispatch();
		if (cb(e, t)) {
			let r = e.charCodeAt(t + 5) === ob ? t + 6 : t + 5, i = e.slice(r, n);
			this.hasData ? this.data += "\n" + i : (this.data = i, this.hasData = !0);
		} else e.charCodeAt(t) !== ab && this.field(e.slice(t, n));
	}
	field(e) {
		let t = e.indexOf(":"), n = t === -1 ? e : e.slice(0, t), r = t === -1 ? "" : e.slice(t + 1);
		r.charCodeAt(0) === ob && (r = r.slice(1)), n === "event" ? this.event = r : n === "data" && (this.data = this.hasData ? this.data + "\n" + r : r, this.hasData = !0);
	}
	dispatch() {
		if (this.hasData) {
			let e = this.data, t = this.event;
			this.data = "", this.hasData = !1, this.event = "", this.onEvent(e, t);
		} else this.event = "";
	}
};
function cb(e, t) {
	return e.charCodeAt(t) === 100 && e.charCodeAt(t + 1) === 97 && e.charCodeAt(t + 2) === 116 && e.charCodeAt(t + 3) === 97 && e.charCodeAt(t + 4) === ab;
}
function lb(e, t) {
	let n = e.indexOf("\n", t), r = e.indexOf("\r", t);
	return r === -1 ? n : n === -1 || r < n ? r : n;
}
// src/core/llm/stream-decoder.ts
var ub = class {
	state;
	framer;
	apply;
	fastPaths;
	templates;
	ended;
	constructor(e = {}) {
		this.state = new wy(e.idPrefix, e.collect === !0), this.fastPaths = e.fastPaths !== !1, this.framer = new sb((e, t) => this.onFrame(e, t));
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
		e.done || this.framer.end(), !e.error && !e.done && e.finishReason === null && e.fail(ly());
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
			n.fail(t === "error" ? py({ message: e }) : uy(e));
			return;
		}
		if (typeof i != "object" || !i) {
			n.fail(uy(e));
			return;
		}
		let a = i;
		a.error !== void 0 && a.error !== null ? n.fail(py(a)) : ((this.apply ??= this.sniff(a, t))(a, t), this.templates !== void 0 && this.templates.learn(e, a));
	}
	sniff(e, t) {
		return Oy(e.type) || Oy(t) ? this.applierFor("anthropic") : e.choices === void 0 && Ky(e) ? this.applierFor("gemini") : this.applierFor("openai");
	}
	applierFor(e) {
		let t = this.state;
		if (e === "anthropic") {
			let e = new ky();
			return (n) => e.apply(t, n);
		}
		return e === "gemini" ? (e) => qy(t, e) : (this.fastPaths && (this.templates = new By()), (e) => Jy(t, e));
	}
};
function db(e, t = {}) {
	let n = new wy(t.idPrefix), r;
	try {
		r = JSON.parse(e);
	} catch {
		n.fail(dy(e));
	}
	if (!n.error) {
		if (Array.isArray(r)) for (let e of r) e && typeof e == "object" && !n.error && qy(n, e);
		else if (typeof r != "object" || !r) n.fail(dy(e));
		else {
			let t = r;
			t.error !== void 0 && t.error !== null ? n.fail(py(t)) : Array.isArray(t.choices) ? Yy(n, t) : t.type === "message" || Array.isArray(t.content) ? Ay(n, t) : Ky(t) ? qy(n, t) : n.fail(dy(e));
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
function fb(e, t = {}) {
	let n = new ub({
		format: t.format,
		idPrefix: t.idPrefix,
		fastPaths: t.fastPaths,
		collect: !0
	});
	for (let t of e) if (typeof t == "string" ? n.feedText(t) : n.feed(t), n.finished) break;
	return n.end(), n.completion();
}
function pb(e, t = {}) {
	let n = new ub(t), r = [];
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
var mb = class {
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
}, hb = 12e4;
async function* gb(e, t) {
	let n = performance.now(), r = 0, i = -1, a = (e) => ({
		type: "finish",
		reason: e,
		timing: {
			firstByteMs: i >= 0 ? yb(i - n) : -1,
			durationMs: yb(performance.now() - n),
			attempts: r
		}
	}), o;
	try {
		if (!t || typeof t.endpoint != "string" || t.endpoint === "") throw Error("endpoint: expected a URL");
		let n = ty(e, t.provider);
		t.transformBody && (n = t.transformBody(n, e)), o = JSON.stringify(n);
	} catch (e) {
		yield {
			type: "error",
			error: fy(e instanceof Error ? e.message : String(e))
		}, yield a("error");
		return;
	}
	let s = t.signal;
	if (s?.aborted) {
		yield {
			type: "error",
			error: oy()
		}, yield a("aborted");
		return;
	}
	let c = {
		retries: t.retries ?? _y.retries,
		baseMs: t.retryBaseMs ?? _y.baseMs,
		maxMs: t.retryMaxMs ?? _y.maxMs
	}, l = t.wait ?? by, u = {
		endpoint: t.endpoint,
		body: o,
		stream: e.stream !== !1,
		signal: s,
		headers: t.headers,
		fetch: t.fetch ?? globalThis.fetch.bind(globalThis),
		stallMs: t.stallTimeoutMs ?? 12e4,
		format: t.format ?? "auto",
		idPrefix: t.idPrefix ?? Cy(),
		firstByteAt: -1,
		contentSent: !1
	};
	for (;;) {
		r++, u.firstByteAt = -1, u.contentSent = !1;
		let e = yield* _b(u);
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
		let f = d ?? vy(r, c), p = {
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
				error: oy()
			}, yield a("aborted");
			return;
		}
		if (s?.aborted) {
			yield {
				type: "error",
				error: oy()
			}, yield a("aborted");
			return;
		}
	}
}
async function* _b(e) {
	let t = new AbortController(), n = e.signal, r = () => t.abort(n?.reason);
	n?.addEventListener("abort", r, { once: !0 });
	let i = !1, a = e.stallMs > 0 ? new mb(e.stallMs, () => {
		i = !0, t.abort();
	}) : void 0, o = (t) => ({ error: n?.aborted ? oy() : i ? sy(e.stallMs) : cy(t) }), s, c = async (t) => {
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
		if (n?.aborted) return { error: oy() };
		let r;
		try {
			r = typeof e.headers == "function" ? await e.headers() : e.headers;
		} catch (e) {
			return { error: fy(`headers: ${e instanceof Error ? e.message : String(e)}`) };
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
				error: my(u.status, u.statusText, e),
				retryAfterMs: yy(u.headers)
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
			let n = db(t, { idPrefix: e.idPrefix });
			for (let t of n.events) vb(t) && (e.contentSent = !0), yield t;
			return n.error ? { error: n.error } : { reason: n.reason };
		}
		if (!u.body) return { error: ay("protocol", "The model answered 200 with no body.", { retryable: !0 }) };
		s = u.body.getReader();
		let f = new ub({
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
				!e.contentSent && vb(r) && (e.contentSent = !0), yield r;
			}
			if (f.finished) break;
		}
		let p = f.end();
		for (let t of p.events) vb(t) && (e.contentSent = !0), yield t;
		return p.error ? { error: p.error } : { reason: p.reason };
	} finally {
		a?.stop(), n?.removeEventListener("abort", r), s && s.cancel().catch(() => void 0), t.abort();
	}
}
function vb(e) {
	let t = e.type;
	return t === "text-delta" || t === "reasoning-delta" || t === "tool-call-start" || t === "tool-call-delta" || t === "tool-call-end";
}
function yb(e) {
	return Math.round(e * 10) / 10;
}
// src/core/llm/collect.ts
var bb = class {
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
async function xb(e) {
	let t = new bb();
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
function Sb(e) {
	let t = e.endpoint ?? (e.baseUrl ? wb(e.baseUrl, "chat/completions") : "");
	if (!t) throw TypeError("createModelClient: give `endpoint` (full URL) or `baseUrl`");
	let { apiKey: n, headers: r, baseUrl: i, endpoint: a, ...o } = e, s = n ? async () => ({
		...typeof r == "function" ? await r() : r,
		authorization: `Bearer ${n}`
	}) : r;
	return (e, { signal: n } = {}) => gb(e, {
		...o,
		endpoint: t,
		headers: s,
		signal: n
	});
}
async function Cb(e) {
	let t = e.fetch ?? globalThis.fetch.bind(globalThis), n = {
		accept: "application/json",
		...e.headers
	};
	e.apiKey && (n.authorization = `Bearer ${e.apiKey}`);
	let r = await t(wb(e.baseUrl, "models"), {
		headers: n,
		signal: e.signal
	});
	if (!r.ok) throw Error(`GET models: HTTP ${r.status}`);
	let i = await r.json();
	return (Array.isArray(i.data) ? i.data : []).map((e) => e?.id).filter((e) => typeof e == "string");
}
function wb(e, t) {
	return `${e.replace(/\/+$/, "")}/${t}`;
}
// src/core/llm/tool-arguments.ts
function Tb(e) {
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
			error: `The arguments for tool "${e.name}" are not valid JSON (${n}). Call the tool again with a single JSON object. Received: ${gy(e.arguments, 300)}`
		};
	}
	return typeof r != "object" || !r || Array.isArray(r) ? {
		ok: !1,
		error: `The arguments for tool "${e.name}" must be a JSON object, not ${r === null ? "null" : Array.isArray(r) ? "an array" : typeof r}. Received: ${gy(e.arguments, 300)}`
	} : {
		ok: !0,
		value: r
	};
}
// src/core/agent/abort.ts
var Eb = class extends Error {
	constructor(e = "aborted") {
		super(e), this.name = "AbortError";
	}
};
function Db(e) {
	return e instanceof Eb || typeof e == "object" && !!e && e.name === "AbortError";
}
function Ob(e, t) {
	return t ? t.aborted ? (Promise.resolve(e).catch(() => {}), Promise.reject(new Eb())) : new Promise((n, r) => {
		let i = () => {
			r(new Eb());
		};
		t.addEventListener("abort", i, { once: !0 }), Promise.resolve(e).then((e) => {
			t.removeEventListener("abort", i), n(e);
		}, (e) => {
			t.removeEventListener("abort", i), r(e);
		});
	}) : Promise.resolve(e);
}
function kb(e) {
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
async function Ab(e, t, n, r = {}) {
	let i = new bb(), a;
	try {
		if (n?.aborted) throw new Eb();
		for (a = e(t, { signal: n })[Symbol.asyncIterator]();;) {
			let e = await Ob(a.next(), n);
			if (e.done) break;
			let t = e.value;
			if (t.type === "error" && (t.error.kind === "aborted" || n?.aborted)) throw new Eb(t.error.message);
			i.add(t), t.type === "text-delta" ? r.onTextDelta?.(t.text) : t.type === "reasoning-delta" ? r.onReasoningDelta?.(t.text) : t.type === "retry" && r.onRetry?.({
				attempt: t.attempt,
				delayMs: t.delayMs,
				error: t.error
			});
		}
	} catch (e) {
		if (n?.aborted) throw new Eb();
		if (e instanceof Eb) throw e;
		i.add({
			type: "error",
			error: {
				message: e instanceof Error ? e.message : String(e),
				kind: "network",
				retryable: !1
			}
		});
	} finally {
		a?.return && Promise.resolve().then(() => a.return()).catch(() => {});
	}
	if (n?.aborted) throw new Eb();
	return i.result();
}
// src/core/agent/arguments.ts
function jb(e) {
	let t = Tb(e);
	return t.ok ? {
		ok: !0,
		args: t.value
	} : X(t.error, "invalid_arguments", "Call the tool again with the arguments as one complete JSON object.");
}
// src/core/agent/execute-tool.ts
async function Mb(e, t, n) {
	let r = e.get(t.name);
	if (!r) {
		let n = [...e.keys()].join(", ");
		return Nb(X(`Unknown tool "${t.name}".`, "unknown_tool", n ? `Available tools: ${n}.` : "No tools are available."));
	}
	let i = jb(t);
	if (!i.ok) return Nb(i);
	let a = ih(r, i.args);
	if (!a.ok) return Nb(a);
	if (n.signal?.aborted) throw new Eb();
	let o;
	try {
		let e = r.execute(a.args, n);
		o = e instanceof Promise || e && typeof e.then == "function" ? await Ob(e, n.signal) : e;
	} catch (e) {
		if (Db(e) && n.signal?.aborted) throw new Eb();
		let r = e, i = typeof r?.message == "string" ? r.message : String(e);
		return Nb(X(`Tool "${t.name}" failed: ${i}`, typeof r?.code == "string" ? r.code : "tool_error", typeof r?.hint == "string" ? r.hint : void 0));
	}
	if (n.signal?.aborted) throw new Eb();
	return {
		result: o,
		ok: !oh(o)
	};
}
function Nb(e) {
	return {
		result: e,
		ok: !1
	};
}
function Pb(e) {
	return e == null ? "{\"ok\":true}" : typeof e == "object" && !Array.isArray(e) && "ok" in e ? Fb(e) : Fb({
		ok: !0,
		result: e
	});
}
function Fb(e) {
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
var Ib = (e) => (t) => t.lastCall && t.lastCall.ok && t.lastCall.call.name === e ? {
	kind: "tool-succeeded",
	tool: e
} : void 0, Lb = (e) => (t) => t.lastCall === void 0 && t.now - t.startedAt >= e ? {
	kind: "wall-clock",
	budgetMs: e
} : void 0, Rb = (e, t) => () => e() ? {
	kind: "condition",
	id: t
} : void 0;
function zb(e, t) {
	for (let n of e) {
		let e = n(t);
		if (e) return e;
	}
}
function Bb(e) {
	switch (e.kind) {
		case "tool-succeeded": return `${e.tool} called`;
		case "wall-clock": return `wall-clock budget of ${e.budgetMs} ms used`;
		case "no-tool-call-streak": return `${e.misses} responses in a row without a tool call`;
		case "condition": return e.id;
	}
}
// src/core/agent/run-agent.ts
var Vb = "Your last reply called no tool. Continue by calling one of the available tools.", Hb = () => globalThis.performance.now();
async function Ub(e) {
	let t = e.now ?? Hb, n = e.onEvent ?? (() => {}), r = new Map((e.tools ?? []).map((e) => [e.name, e])), i = (e.tools ?? []).map((e) => ({
		name: e.name,
		description: e.description,
		parameters: e.parameters
	})), a = e.stopWhen === void 0 ? [] : Array.isArray(e.stopWhen) ? e.stopWhen : [e.stopWhen], o = e.noToolCalls ?? { kind: "finish" }, s = e.signal, c = [...e.messages], l = {
		promptTokens: 0,
		completionTokens: 0,
		totalTokens: 0
	}, u = t(), d = "", f = "", p = 0, m = (t) => (n({
		type: "end",
		agentId: e.id,
		rounds: p,
		...t
	}), {
		...t,
		text: d,
		lastProse: f,
		messages: c,
		rounds: p,
		usage: l
	});
	try {
		let h = 1, g = 0, _ = 0;
		for (;;) {
			if (h > e.maxRounds) return m({
				status: "max-rounds",
				maxRounds: e.maxRounds
			});
			if (s?.aborted) throw new Eb();
			if (g === 0) {
				let r = zb(a, {
					agentId: e.id,
					round: h,
					startedAt: u,
					now: t()
				});
				if (r) return m({
					status: "stopped",
					stop: r
				});
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
			}, y = await Wb(e, c, i, v, n, t);
			if (y.usage && (l.promptTokens += y.usage.promptTokens, l.completionTokens += y.usage.completionTokens, l.totalTokens += y.usage.totalTokens), y.error) return m({
				status: "error",
				error: {
					code: "request_failed",
					message: `Request failed for ${e.id}: ${y.error.message}`,
					cause: y.error
				}
			});
			d = y.content, y.content.trim() && (f = y.content);
			let b = y.toolCalls.filter((e) => e.name);
			if (b.length === 0) {
				if (_++, o.kind === "finish") return c.push(Gb(y, [])), m({ status: "natural" });
				let t = _ <= o.max;
				if (n({
					type: "no-tool-call",
					...v,
					willRetry: t
				}), !t) return o.exhausted === "stop" ? m({
					status: "stopped",
					stop: {
						kind: "no-tool-call-streak",
						misses: _
					}
				}) : m({
					status: "error",
					error: {
						code: "no_tool_call",
						message: `Agent ${e.id} produced no tool call after ${_} attempt(s) (toolCallRetryMax=${o.max}).`
					}
				});
				y.content.trim() && c.push(Gb(y, [])), c.push({
					role: "user",
					content: o.nudge ?? "Your last reply called no tool. Continue by calling one of the available tools."
				}), o.consumesRound ? (h++, g = 0) : g++;
				continue;
			}
			_ = 0, c.push(Gb(y, b));
			let x;
			for (let i = 0; i < b.length; i++) {
				let o = b[i];
				if (x) {
					c.push(Kb(o.id, o.name, JSON.stringify({
						ok: !1,
						error: `Not run: the agent stopped (${Bb(x)}).`,
						code: "skipped"
					})));
					continue;
				}
				if (s?.aborted) throw new Eb();
				n({
					type: "tool-call",
					...v,
					call: o,
					index: i
				});
				let l = t(), d = await Mb(r, o, {
					...e.toolContext,
					signal: s,
					agentId: e.id
				});
				c.push(Kb(o.id, o.name, Pb(d.result))), n({
					type: "tool-result",
					...v,
					call: o,
					index: i,
					result: d.result,
					ok: d.ok,
					durationMs: t() - l
				}), x = zb(a, {
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
			if (x) return m({
				status: "stopped",
				stop: x
			});
			h++, g = 0;
		}
	} catch (e) {
		return Db(e) || s?.aborted ? m({ status: "aborted" }) : m({
			status: "error",
			error: {
				code: "internal",
				message: e instanceof Error ? e.message : String(e)
			}
		});
	}
}
async function Wb(e, t, n, r, i, a) {
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
			request: c,
			...e.preset ? { preset: e.preset } : {}
		});
		let l = a(), u = await Ab(e.client, c, e.signal, {
			onTextDelta: (e) => i({
				type: "text-delta",
				...r,
				text: e
			}),
			onReasoningDelta: (e) => i({
				type: "reasoning-delta",
				...r,
				text: e
			}),
			onRetry: (e) => i({
				type: "stream-retry",
				...r,
				retry: e.attempt,
				delayMs: e.delayMs,
				error: e.error
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
function Gb(e, t) {
	let n = {
		role: "assistant",
		content: e.content || (t.length ? null : "")
	};
	return t.length && (n.toolCalls = t), e.reasoning && (n.reasoning = e.reasoning), n;
}
function Kb(e, t, n) {
	return {
		role: "tool",
		toolCallId: e,
		name: t,
		content: n
	};
}
// src/core/tools/notes.ts
var qb = 16384, Jb = "## Open Notes (your plot-author threads — close with note_close when deployed)", Yb = new TextEncoder();
function Xb() {
	let e = Math.floor(Math.random() * 16777215).toString(16).padStart(6, "0");
	return `n_${Date.now().toString(36)}_${e}`;
}
function Zb(e) {
	let t = e.filter((e) => e.status === "open");
	return t.length === 0 ? "" : `${Jb}\n${t.map((e) => `- [${e.id}] ${e.text}${e.trigger ? ` (when: ${e.trigger})` : ""}`).join("\n")}`;
}
function Qb(e, t = {}) {
	let n = t.now ?? Date.now, r = t.newId ?? Xb, i = Promise.resolve(), a = (e) => {
		let t = i.then(e, e);
		return i = t.catch(() => {}), t;
	}, o = async () => $b(await e.load()), s = (e) => X(`Notes could not be saved: ${e instanceof Error ? e.message : String(e)}`, "note_store_failed");
	return {
		list: () => a(o),
		renderOpen: () => a(async () => Zb(await o())),
		open: ({ text: t, trigger: i }) => a(async () => {
			let a = typeof t == "string" ? t.trim() : "";
			if (!a) return X("Note text is empty.", "note_empty");
			if (Yb.encode(a).length > 16384) return X(`Note text is longer than ${qb} bytes.`, "note_too_long", "Keep a note to the thread itself; shorten it.");
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
			if (typeof t != "string" || !t.trim()) return X("Note id is empty.", "note_id_empty");
			try {
				let i = await o(), a = i.findIndex((e) => e.id === t.trim());
				if (a === -1) return X(`No note with id "${t}".`, "note_not_found", "Use an id from the Open Notes block.");
				if (i[a].status === "closed") return X(`Note "${t}" is already closed.`, "note_already_closed");
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
function $b(e) {
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
var ex = q({
	text: G().describe("The thread, in one or two sentences."),
	trigger: G().optional().describe("Optional: when it should be picked up.")
}), tx = q({
	id: G().describe("The note id from the Open Notes block."),
	reason: G().optional().describe("Optional: why it is closed.")
});
function nx(e) {
	return Y({
		name: "note_open",
		description: "Open a note: a plot thread, promise or foreshadowing to pay off in a later turn. Returns its id. Opening is costly (every agent reads open notes each turn): open only for a real commitment in the story.",
		parameters: ex,
		execute: (t) => e.open(t)
	});
}
function rx(e) {
	return Y({
		name: "note_close",
		description: "Close an open note once the reply has paid it off (or it no longer applies). Closing is safe.",
		parameters: tx,
		execute: (t) => e.close(t)
	});
}
// src/core/trace/redact.ts
var ix = /^(api[-_]?key|apikey|authorization|proxy[-_]?authorization|headers?|x[-_]api[-_]key|secret|client[-_]?secret|password|access[-_]?token|refresh[-_]?token|bearer|cookie|set[-_]cookie)$/i, ax = /\b(Bearer\s+[A-Za-z0-9._~+/=-]{8,}|sk-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,})/g, ox = "[redacted]";
function sx(e) {
	let t = /* @__PURE__ */ new WeakSet(), n = (e) => {
		if (typeof e == "string") return e.replace(ax, ox);
		if (typeof e != "object" || !e) return e;
		if (t.has(e)) return "[cycle]";
		t.add(e);
		let r;
		if (Array.isArray(e)) r = e.map(n);
		else {
			let t = {};
			for (let [r, i] of Object.entries(e)) t[r] = ix.test(r) ? ox : n(i);
			r = t;
		}
		return t.delete(e), r;
	};
	return n(e);
}
// src/core/trace/trace.ts
var cx = "troupe_trace_v1", lx = () => ({
	promptTokens: 0,
	completionTokens: 0,
	totalTokens: 0
});
function ux(e) {
	let t = e.now ?? (() => globalThis.performance.now()), n = t(), r = (e.startedAt ?? /* @__PURE__ */ new Date()).toISOString(), i = [], a = /* @__PURE__ */ new Map(), o, s, c = () => t() - n, l = (e) => {
		let t = a.get(e);
		return t || (t = {
			id: e,
			label: e,
			requests: 0,
			toolCalls: 0,
			usage: lx(),
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
						params: c,
						...e.preset ? { preset: e.preset } : {}
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
				case "end":
					t.status = e.status, t.durationMs = n - (t.firstAt ?? n), i.push({
						kind: "agent-end",
						at: n,
						agent: e.agentId,
						status: e.status,
						reason: dx(e),
						rounds: e.rounds,
						...e.status === "error" ? { error: e.error.message } : {}
					});
					break;
				case "stream-retry": i.push({
					kind: "event",
					at: n,
					agent: e.agentId,
					name: "stream-retry",
					data: {
						round: e.round,
						retry: e.retry,
						delayMs: e.delayMs,
						error: e.error.message,
						kind: e.error.kind
					}
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
			let e = lx();
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
			return sx({
				format: cx,
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
function dx(e) {
	switch (e.status) {
		case "stopped": return Bb(e.stop);
		case "max-rounds": return `reached maxRounds=${e.maxRounds}`;
		case "natural": return "answered without a tool call";
		case "aborted": return "aborted";
		case "error": return e.error.code;
	}
}
// src/core/engines/runtime/agent-messages.ts
function fx(...e) {
	return e.map((e) => (e ?? "").trim()).filter(Boolean).join("\n\n");
}
function px(e) {
	let t = [], n = fx(...e.system);
	return n && t.push({
		role: "system",
		content: n
	}), e.story && t.push(...e.story), t.push({
		role: "user",
		content: fx(...e.volatile) || "(no further input)"
	}), t;
}
// src/core/engines/runtime/fold.ts
var mx = class {
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
}, hx = (e) => queueMicrotask(e), gx = (e = 16) => (t) => {
	setTimeout(t, e);
};
function _x(e, t, n = hx) {
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
// src/core/engines/runtime/live-section.ts
function vx(e, t) {
	let n;
	return (r) => {
		if (r.type === "request") {
			let i = t(r);
			n = {
				id: i,
				length: e.has(i) ? e.ensure(i).body.length : 0
			};
		} else r.type === "text-delta" ? e.append(t(r), r.text) : (r.type === "request-retry" || r.type === "stream-retry") && n && e.truncate(n.id, n.length);
	};
}
function yx(e) {
	return !!e.error?.retryable && (e.content !== "" || e.reasoning !== "" || e.toolCalls.length > 0);
}
// src/core/engines/runtime/lorebook-filter.ts
function bx(e) {
	let t = [];
	for (let n of e.split(/\r?\n/)) if (n.trim()) try {
		t.push(new RegExp(n.trim()));
	} catch {}
	return t;
}
function xx(e) {
	let t = bx(e?.bookPattern ?? ""), n = bx(e?.entryPattern ?? "");
	if (t.length === 0 && n.length === 0) return;
	let r = (e, t) => e.some((e) => e.test(t));
	return {
		book: (e) => r(t, e),
		entry: (e) => r(n, e.name ?? "") || (e.keys ?? []).some((e) => r(n, e))
	};
}
function Sx(e, t) {
	let n = xx(t);
	return n ? {
		async books() {
			return (await e.books()).filter((e) => !n.book(e.name)).map((e) => ({
				...e,
				entries: e.entries.filter((e) => !n.entry(e))
			}));
		},
		...e.activated ? { activated: () => e.activated() } : {}
	} : e;
}
function Cx(e, t) {
	let n = xx(t);
	return !n || e.lore.length === 0 ? e : {
		...e,
		lore: e.lore.filter((e) => !n.book(e.book) && !n.entry(e))
	};
}
function wx(e, t) {
	if (typeof e != "string" || e === "") return X("pattern must be a non-empty regular expression.", "pattern_empty", "To search literal text, escape regex metacharacters such as . * ( ) [ ] ? +.");
	let n = typeof t == "string" ? [...new Set(t.replace(/[gy]/g, ""))].join("") : "";
	try {
		return new RegExp(e, n);
	} catch (e) {
		return X(`invalid regex: ${e instanceof Error ? e.message : String(e)}`, "invalid_regex", "If searching literal text, escape regex metacharacters.");
	}
}
function Tx(e, t, n, r = Infinity) {
	let i = 0, a = 0, o = 0;
	for (;;) {
		let s = e.indexOf("\n", o), c = s === -1 ? e.slice(o) : e.slice(o, s);
		a++;
		let l = c.endsWith("\r") ? c.slice(0, -1) : c;
		if (t.lastIndex = 0, t.test(l) && (i++, i <= r && n({
			line: a,
			text: Ex(l)
		})), s === -1) break;
		o = s + 1;
	}
	return i;
}
function Ex(e) {
	return e.length > 500 ? `${e.slice(0, 500)}…` : e;
}
function Dx(e, t, n = 200) {
	let r = [], i = Tx(e, t, (e) => r.push(`${e.line}: ${e.text}`), n);
	return {
		output: r.join("\n"),
		matchCount: i,
		truncated: i > n
	};
}
// src/core/tools/chat.ts
var Ox = 50;
function kx(e, t, n) {
	let r = e.length, i = (e) => e < 0 ? r + e : e, a = Math.max(0, Math.min(r - 1, i(t))), o = Math.max(0, Math.min(r - 1, i(n)));
	if (i(n) < i(t)) return X(`end (${n}) is before start (${t}).`, "chat_range_invalid", "Give start ≤ end; negative numbers count from the last message (-1).");
	if (o - a + 1 > 50) return X(`The range covers ${o - a + 1} messages; at most 50 per call.`, "chat_range_too_large", "Read the chat in smaller windows.");
	for (; a > 0 && e[a].role !== "user" && o - a + 1 < 50;) a--;
	for (; o < r - 1 && e[o].role !== "assistant" && o - a + 1 < 50;) o++;
	return {
		start: a,
		end: o
	};
}
var Ax = q({
	start: sh(),
	end: sh()
});
function jx(e) {
	return Y({
		name: "chat_read_range",
		description: "Read chat messages from start to end (inclusive; negative numbers count from the end, -1 = last). The window widens to whole user/assistant exchanges; at most 50 messages.",
		parameters: Ax,
		readOnly: !0,
		execute: async (t) => {
			let n = await e.messages();
			if (n.length === 0) return {
				ok: !0,
				messages: []
			};
			let r = kx(n, t.start, t.end);
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
	});
}
var Mx = q({
	pattern: G().describe("Regular expression source."),
	flags: G().optional().describe("Regex flags such as \"i\".")
});
function Nx(e) {
	return Y({
		name: "chat_search",
		description: "Search the chat line by line with a JavaScript regular expression. Returns lines as \"floor_<N> [<role>]:<lineno>: <line>\".",
		parameters: Mx,
		readOnly: !0,
		execute: async (t) => {
			let n = wx(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let r = [], i = 0;
			for (let t of await e.messages()) i += Tx(t.content, n, (e) => r.push(`floor_${t.floor} [${t.role}]:${e.line}: ${e.text}`), 200 - r.length);
			return {
				ok: !0,
				output: r.join("\n"),
				matchCount: i,
				truncated: i > r.length
			};
		}
	});
}
// src/core/tools/lorebook.ts
var Px = 200;
async function Fx(e) {
	let t = (await e.books()).map((e) => ({
		...e,
		entries: e.entries.filter((e) => e.enabled !== !1)
	})), n = await e.activated?.() ?? /* @__PURE__ */ new Set();
	return {
		books: t,
		dormant: (e, t) => !n.has(`${e.name}.${t.uid}`)
	};
}
function Ix(e) {
	let t = /^\s*(\d*)\s*(?:(~|\.\.|-|:)\s*(\d*))?\s*$/.exec(e);
	if (!(!t || t[1] === "" && (t[3] ?? "") === "")) return t[2] ? {
		from: t[1] === "" ? 0 : Number(t[1]),
		to: t[3] === "" ? Infinity : Number(t[3])
	} : {
		from: Number(t[1]),
		to: Number(t[1])
	};
}
function Lx(e) {
	return e.map((e) => `[${e.scope ?? "unknown"}] ${e.name} (${e.entries.length} ${e.entries.length === 1 ? "entry" : "entries"})`).join("\n");
}
var Rx = q({}), zx = q({
	book_name: G().optional(),
	range: G().optional().describe("uid window: \"42\", \"0~100\", \"50~\", \"~100\".")
}), Bx = q({
	pattern: G(),
	flags: G().optional(),
	book: G().optional().describe("Only this book.")
}), Vx = q({
	entry_key: G().optional(),
	uid: sh().optional(),
	book: G().optional()
});
function Hx(e) {
	return Y({
		name: "world_book_list",
		description: "List the lorebooks in play for this chat as \"[scope] <book> (<n> entries)\".",
		parameters: Rx,
		readOnly: !0,
		execute: async () => ({
			ok: !0,
			output: Lx((await Fx(e)).books)
		})
	});
}
function Ux(e) {
	return Y({
		name: "lorebook_list",
		description: "Without book_name: list the lorebooks in play as \"[scope] <book> (<n> entries)\". With book_name: list its entries not already in the prompt as \"[<book>] uid=<n> name=<title> key=<k1|k2>\", optionally within a uid range like \"0~100\".",
		parameters: zx,
		readOnly: !0,
		execute: async (t) => {
			let { books: n, dormant: r } = await Fx(e);
			if (!t.book_name) return {
				ok: !0,
				output: Lx(n)
			};
			let i = n.find((e) => e.name === t.book_name);
			if (!i) return X(`No lorebook named "${t.book_name}".`, "lorebook_not_found", `Books: ${n.map((e) => e.name).join(", ") || "none"}.`);
			let a = {
				from: 0,
				to: Infinity
			};
			if (t.range?.trim()) {
				let e = Ix(t.range);
				if (!e) return X(`range "${t.range}" is not a uid window.`, "lorebook_range_invalid", "Use \"42\", \"0~100\", \"50~\" or \"~100\".");
				a = e;
			}
			let o = i.entries.filter((e) => r(i, e) && e.uid >= a.from && e.uid <= a.to);
			return {
				ok: !0,
				output: o.slice(0, Px).map((e) => `[${i.name}] uid=${e.uid} name=${e.name ?? ""} key=${e.keys.join("|")}`).join("\n"),
				count: o.length,
				truncated: o.length > Px
			};
		}
	});
}
function Wx(e) {
	return Y({
		name: "lorebook_search",
		description: "Search the content of lorebook entries not already in the prompt, line by line with a JavaScript regular expression. Returns \"[<book>] <keys or uid:N>:<lineno>: <line>\".",
		parameters: Bx,
		readOnly: !0,
		execute: async (t) => {
			let n = wx(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let { books: r, dormant: i } = await Fx(e), a = [], o = 0;
			for (let e of r) if (!(t.book && e.name !== t.book)) for (let t of e.entries) {
				if (!i(e, t)) continue;
				let r = t.keys.length ? t.keys.join("|") : `uid:${t.uid}`;
				o += Tx(t.content, n, (t) => a.push(`[${e.name}] ${r}:${t.line}: ${t.text}`), 200 - a.length);
			}
			return {
				ok: !0,
				output: a.join("\n"),
				matchCount: o,
				truncated: o > a.length
			};
		}
	});
}
function Gx(e) {
	return Y({
		name: "lorebook_get",
		description: "Read one lorebook entry in full, by exactly one of entry_key (an exact, case-sensitive key) or uid; book narrows the lookup.",
		parameters: Vx,
		readOnly: !0,
		execute: async (t) => {
			let n = t.entry_key ? t.entry_key : void 0, r = t.uid;
			if (n !== void 0 && r !== void 0) return X("Give entry_key or uid, not both.", "lorebook_addressing_ambiguous");
			if (n === void 0 && r === void 0) return X("Give entry_key or uid.", "lorebook_addressing_missing");
			let { books: i } = await Fx(e), a = [];
			for (let e of i) if (!(t.book && e.name !== t.book)) for (let t of e.entries) (n === void 0 ? t.uid === r : t.keys.includes(n)) && a.push({
				book: e.name,
				entry: t
			});
			if (a.length === 0) return X("No such lorebook entry.", "lorebook_not_found", "Find entries with lorebook_list or lorebook_search.");
			if (a.length > 1) return X(`${a.length} entries match: ${a.map((e) => `${e.book} uid=${e.entry.uid}`).join(", ")}.`, "lorebook_addressing_ambiguous", "Add book, or address by uid.");
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
	});
}
// src/core/engines/runtime/loop-tools.ts
function Kx(e) {
	let t = [];
	e.chat && t.push(jx(e.chat), Nx(e.chat)), e.lorebook && t.push(Hx(e.lorebook), Ux(e.lorebook), Wx(e.lorebook), Gx(e.lorebook)), e.notes && t.push(nx(e.notes), rx(e.notes));
	for (let n of e.extra ?? []) t.push(n);
	return new Map(t.map((e) => [e.name, e]));
}
function qx(e, t) {
	let n = [];
	for (let [r, i] of e) t.has(r) && n.push(i);
	return n;
}
// src/core/engines/runtime/prompt-preset.ts
function Jx(e, t) {
	let n = {};
	e !== void 0 && e > 0 && (n.maxTokens = e);
	let r = t?.request;
	if (!r) return n;
	let { extraBody: i, ...a } = r;
	return Object.assign(n, Object.fromEntries(Object.entries(a).filter(([, e]) => e !== void 0))), i && Object.keys(i).length && (n.extraBody = { ...i }), n;
}
function Yx(e, t) {
	let n = (t?.before ?? []).map((e) => e.trim()).filter(Boolean), r = (t?.after ?? []).map((e) => e.trim()).filter(Boolean);
	if (n.length === 0 && r.length === 0) return e.slice();
	let i = e.slice();
	return n.length && i.unshift({
		role: "system",
		content: n.join("\n\n")
	}), r.length && i.push({
		role: "system",
		content: r.join("\n\n")
	}), i;
}
// src/core/engines/runtime/story.ts
function Xx(e) {
	return {
		...e.storyMessages === null || e.storyMessages === void 0 ? {} : { maxMessages: e.storyMessages },
		...e.storyTokens ? { maxTokens: e.storyTokens } : {}
	};
}
var Zx = Object.freeze({
	background: [],
	lore: [],
	history: [],
	after: []
}), Qx = (e) => typeof e.content == "string" ? e.content : "";
function $x(e) {
	let t = e.findIndex((e) => e.role !== "system");
	t === -1 && (t = e.length);
	let n = e.length - 1;
	for (; n >= t && e[n].role === "system";) n--;
	return {
		background: e.slice(0, t).map(Qx).filter((e) => e.trim()),
		lore: [],
		history: e.slice(t, n + 1).map((e) => ({ ...e })),
		after: e.slice(n + 1).map(Qx).filter((e) => e.trim())
	};
}
function eS(e) {
	let t = 0;
	for (let n = 0; n < e.length; n++) {
		let r = e.charCodeAt(n);
		(r >= 12352 && r <= 40959 || r >= 44032 && r <= 55215 || r >= 63744 && r <= 64255 || r >= 65280 && r <= 65519) && t++;
	}
	return Math.ceil((e.length - t) / 4) + t;
}
var tS = 8;
function nS(e) {
	return e?.maxMessages === void 0 ? 8 : Math.max(1, Math.min(8, Math.round(e.maxMessages / 3)));
}
function rS(e, t) {
	let n = e.length, r = 0;
	if (t?.maxMessages !== void 0) {
		let e = Math.max(0, Math.trunc(t.maxMessages));
		if (e === 0) return n;
		r = Math.max(0, n - e);
	}
	if (t?.maxTokens) {
		let i = 0, a = n;
		for (; a > r && i + eS(Qx(e[a - 1])) <= t.maxTokens;) i += eS(Qx(e[--a]));
		r = Math.max(r, Math.min(a, n - 1));
	}
	if (r === 0) return 0;
	let i = nS(t), a = Math.floor(r / i) * i;
	if (t?.maxTokens) {
		let i = 0;
		for (let t = a; t < n; t++) i += eS(Qx(e[t]));
		if (i > t.maxTokens) return r;
	}
	return a;
}
function iS(e) {
	return e.length === 0 ? "" : `<active_lore>\n${e.map((e) => `[${e.book}] ${e.name ? `${e.name}: ` : ""}${e.content.trim()}`).join("\n\n")}\n</active_lore>`;
}
function aS(e, t = {}) {
	let n = rS(e.history, t.budget), r = n, i = ["<story_context>", ...e.background.map((e) => e.trim()).filter(Boolean)];
	r > 0 && i.push(`(${r} earlier message${r === 1 ? "" : "s"} not shown; read them with chat_read_range or chat_search when you have those tools.)`);
	let a = [
		iS(e.lore),
		...e.after.map((e) => e.trim()).filter(Boolean),
		"</story_context>",
		t.closing ?? ""
	].filter(Boolean);
	return [
		{
			role: "system",
			content: i.join("\n\n")
		},
		...e.history.slice(n).map((e) => ({ ...e })),
		{
			role: "system",
			content: a.join("\n\n")
		}
	];
}
function oS(e) {
	return [
		...e.background,
		iS(e.lore),
		...e.after
	].map((e) => e.trim()).filter(Boolean).join("\n\n");
}
// src/core/engines/runtime/turn.ts
function sS(e) {
	let { hosts: t } = e, n = t.now ?? (() => globalThis.performance.now()), r = t.trace ?? ux({
		mode: e.mode,
		now: t.now
	}), { controller: i, dispose: a } = kb(t.signal), o = new mx(e.foldPrefix ?? ""), s = !1, c = () => {
		s || (s = !0, i.abort());
	}, l = () => !s && (e.isCurrent && !e.isCurrent() && c(), !s), u;
	if (e.onFold) {
		let n = e.onFold;
		u = _x(o, (e) => l() && n(e), t.scheduler);
	}
	let d = t.notes ? Qb(t.notes, t.notesOptions) : void 0, f = Cx(t.story ?? $x(t.context ?? []), e.lorebookFilter), p = Kx({
		chat: t.chat,
		lorebook: t.lorebook && Sx(t.lorebook, e.lorebookFilter),
		notes: d,
		extra: t.extraTools
	}), m = t.shouldRetryRequest ?? yx, h = (t) => {
		try {
			e.onEvent?.(t);
		} catch {}
	}, g = (e) => {
		let n = e.promptPresetName ?? "", r = t.promptPreset?.(n);
		if (r) return r;
		let i = t.requestOptionsFor?.(n);
		return i ? {
			name: n,
			request: i
		} : void 0;
	}, _ = (e, t) => aS(f, {
		budget: e.story,
		closing: t
	}), v = {
		mode: e.mode,
		trace: r,
		fold: o,
		signal: i.signal,
		story: f,
		...d ? { notes: d } : {},
		readers: p,
		chatChanged: () => s,
		now: n,
		async openNotes() {
			try {
				return d ? await d.renderOpen() : "";
			} catch {
				return "";
			}
		},
		agentTools: (e) => [...qx(p, new Set(e.tools)), ...e.skills?.tools ?? []],
		presetOf: g,
		messages: (e, t) => Yx(px(t), g(e)),
		storyFor: _,
		run: (e) => cS(v, e, {
			hosts: t,
			shouldRetry: m,
			emit: h
		}),
		note(e, t, n) {
			r.event(e, t, n), h({
				type: "engine",
				agent: e,
				name: t,
				...n ? { data: n } : {}
			});
		},
		emit: h,
		stillCurrent: l,
		lose: c,
		flushFold: () => u?.flush(),
		closeFold: () => u?.close(),
		dispose: a
	};
	return v;
}
async function cS(e, t, n) {
	let { fold: r, trace: i } = e, a = typeof t.section == "string", o = typeof t.section == "string" ? ((e) => () => e)(t.section) : t.section, s = vx(r, (e) => o(e.round, e.attempt));
	i.label(t.id, t.label), a && t.running !== !1 && r.ensure(o(1, 0), "running");
	let c = t.agent, l = c.apiPresetName ?? "", u = e.presetOf(c);
	return Ub({
		id: t.id,
		client: n.hosts.clientFor(l),
		model: n.hosts.modelFor?.(l),
		request: Jx(c.maxTokens, u),
		...u ? { preset: u.name } : {},
		messages: t.messages,
		tools: t.tools,
		maxRounds: t.maxRounds,
		stream: t.stream,
		noToolCalls: t.noToolCalls,
		requestRetryMax: t.retryMax,
		shouldRetryRequest: n.shouldRetry,
		stopWhen: t.stopWhen,
		beforeRound: t.beforeRound,
		signal: t.signal ?? e.signal,
		now: e.now,
		onEvent: (c) => {
			if (c.type !== "request" || e.stillCurrent()) {
				if (i.record(c), n.emit(c), a && c.type === "request") {
					let e = o(c.round, c.attempt), t = r.has(e) ? r.ensure(e).body : "";
					t.trim() && !t.endsWith("\n\n") && r.append(e, t.endsWith("\n") ? "\n" : "\n\n");
				}
				s(c), t.onEvent?.(c);
			}
		}
	});
}
function lS(e, t, n) {
	let { fold: r } = e;
	if (n.output?.trim()) {
		let e = r.has(t) ? r.ensure(t).body : "";
		e.includes(n.output.trim()) || r.append(t, `${uS(e)}${n.output.trim()}`);
	}
	r.setStatus(t, n.error ? `error: ${n.error}` : void 0);
}
function uS(e) {
	return !e.trim() || e.endsWith("\n\n") ? "" : e.endsWith("\n") ? "\n" : "\n\n";
}
function dS(e) {
	switch (e.status) {
		case "error": return e.error.message;
		case "max-rounds": return `reached its round limit (${e.maxRounds})`;
		case "natural": return "answered without the call it had to make";
		case "stopped": return Bb(e.stop);
		case "aborted": return "cancelled";
	}
}
// src/core/engines/runtime/agent-config.ts
function fS(e, t = []) {
	let n = Vg(e);
	return [...n, ...t.filter((t) => !n.includes(t) && Bg(e, t))];
}
function pS(e, t) {
	return {
		apiPresetName: e.apiPreset || t.apiPreset || "",
		promptPresetName: e.promptPreset || t.promptPreset || ""
	};
}
// src/core/engines/runtime/generation.ts
var mS = [
	"normal",
	"regenerate",
	"swipe",
	"continue"
], hS = [
	"normal",
	"continue",
	"regenerate",
	"swipe",
	"impersonate"
];
function gS(e) {
	return typeof e == "string" && mS.includes(e);
}
function _S(e) {
	return typeof e == "string" && hS.includes(e);
}
function vS(e, t) {
	return e === "director" ? gS(t) : _S(t);
}
// src/core/engines/runtime/slot.ts
function yS(e, t) {
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
// src/core/engines/runtime/agent-skills.ts
var bS = {
	catalog: "",
	tools: [],
	names: []
};
function xS(e, t, n = {}) {
	let r = new Map(t.map((e) => [e.name, e])), i = Wa(e, r.keys());
	if (i.length === 0) return bS;
	let a = i.map((e) => r.get(e));
	return {
		catalog: n.catalog === !1 ? "" : Ya(a.map((e) => ({
			name: e.name,
			description: e.manifest.description
		}))),
		tools: Nh(a),
		names: i
	};
}
// src/core/engines/runtime/semaphore.ts
function SS(e) {
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
			return i?.aborted ? Promise.reject(CS()) : t < e ? (t++, Promise.resolve(r())) : new Promise((e, a) => {
				let o = {
					grant: () => {
						i?.removeEventListener("abort", o.cancel), t++, e(r());
					},
					cancel: () => {
						let e = n.indexOf(o);
						e !== -1 && n.splice(e, 1), a(CS());
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
function CS() {
	let e = /* @__PURE__ */ Error("aborted");
	return e.name = "AbortError", e;
}
// src/core/tools/draft.ts
var wS = class {
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
		if (this.#n) return TS();
		let n = t === "replace" ? e : this.#e + e;
		return this.#i(n) || (this.#a(n), {
			ok: !0,
			currentLength: n.length
		});
	}
	applyPatches(e) {
		if (this.#n) return TS();
		if (!Array.isArray(e) || e.length === 0) return X("apply_message_patches requires a non-empty patches array.", "invalid_arguments");
		let t = this.#e;
		for (let n = 0; n < e.length; n++) {
			let r = e[n], i = e.length > 1 ? `Patch ${n + 1} of ${e.length}: ` : "";
			if (!r || typeof r.find != "string" || typeof r.replaceWith != "string") return X(`${i}Each patch needs string fields "find" and "replaceWith". No patch was applied.`, "invalid_arguments");
			if (r.find === "") return X(`${i}"find" is empty. No patch was applied.`, "patch_not_found", "Quote the exact text to replace, with a line of context.");
			let a = t.indexOf(r.find);
			if (a === -1) return X(`${i}The "find" text does not occur in the draft. No patch was applied.`, "patch_not_found", "Re-read the draft with get_draft and copy the text exactly, byte for byte.");
			if (t.indexOf(r.find, a + 1) !== -1) return X(`${i}The "find" text occurs more than once in the draft. No patch was applied.`, "patch_ambiguous", "Extend \"find\" with surrounding context until it matches exactly once.");
			t = t.slice(0, a) + r.replaceWith + t.slice(a + r.find.length);
		}
		return this.#i(t) || (this.#a(t), {
			ok: !0,
			appliedCount: e.length,
			currentLength: t.length
		});
	}
	#i(e) {
		if (this.#t && !e.startsWith(this.#t)) return X("This is a continue turn: the original message text must stay unchanged at the start of the reply. Nothing was changed.", "invalid_op_for_continue", "Use write_message with mode \"append\", or patch only text written after the original message.");
	}
	#a(e) {
		this.#e = e, this.#r?.(e);
	}
};
function TS() {
	return X("The reply has already been committed; it can no longer be changed.", "draft_settled");
}
// src/core/tools/message-tools.ts
var ES = [
	"write_message",
	"apply_message_patches",
	"get_draft",
	"draft_search"
], DS = q({
	text: G().describe("Text to write."),
	mode: bm(["append", "replace"]).optional().describe("append (default) or replace.")
}), OS = q({ patches: dm(qm((e) => {
	if (!e || typeof e != "object" || Array.isArray(e)) return e;
	let t = e;
	return t.find === void 0 && t.oldString !== void 0 ? {
		...t,
		find: t.oldString,
		replaceWith: t.replaceWith ?? t.newString
	} : t;
}, q({
	find: G(),
	replaceWith: G()
}))).describe("The edits, applied in order.") }), kS = q({}), AS = q({
	pattern: G().describe("Regular expression source."),
	flags: G().optional().describe("Regex flags such as \"i\" (g is implied).")
});
function jS(e) {
	return Y({
		name: "write_message",
		description: "Write the reply body. mode \"append\" (default) adds text to the end of the current draft; \"replace\" overwrites the whole draft. The reader sees the body update after each call.",
		parameters: DS,
		execute: (t) => e.write(t.text, t.mode ?? "append")
	});
}
function MS(e) {
	return Y({
		name: "apply_message_patches",
		description: "Edit the draft in place. Each patch replaces the exact text \"find\" with \"replaceWith\". \"find\" must occur exactly once, byte for byte (include one to three lines of context); there is no fuzzy matching. Patches apply in order; if any fails, none is applied.",
		parameters: OS,
		execute: (t) => e.applyPatches(t.patches)
	});
}
function NS(e) {
	return Y({
		name: "get_draft",
		description: "Read the current reply draft as it is now.",
		parameters: kS,
		readOnly: !0,
		execute: () => ({
			ok: !0,
			text: e.text
		})
	});
}
function PS(e) {
	return Y({
		name: "draft_search",
		description: "Search the current draft line by line with a JavaScript regular expression; returns matching lines as \"lineno: line\". Prefer non-greedy quantifiers; a match never spans lines.",
		parameters: AS,
		readOnly: !0,
		execute: (t) => {
			let n = wx(t.pattern, t.flags);
			return n instanceof RegExp ? {
				ok: !0,
				...Dx(e.text, n)
			} : n;
		}
	});
}
function FS(e) {
	return {
		write_message: jS(e),
		apply_message_patches: MS(e),
		get_draft: NS(e),
		draft_search: PS(e)
	};
}
// src/core/engines/director/collab-tools.ts
function IS(e, t) {
	let n = new Map(t.map((e) => [e.id, e])), r = t.map((e) => `- ${e.id}: ${e.description}`).join("\n"), i = t.map((e) => e.id), a = q({
		subagentId: (i.length ? bm(i) : G()).describe("Which team member."),
		task: G().describe("The brief: what to look at and what to report back.")
	});
	return Y({
		name: "dispatch_subagent",
		description: `Start a sub-agent from your team with a task brief; returns a handle at once (pair it with await_subagents). Its role is fixed by the profile; it sees the story, your brief and the current draft, never your reasoning or other sub-agents.\nTeam:\n${r}`,
		parameters: a,
		execute: (t) => {
			let r = n.get(t.subagentId);
			return {
				ok: !0,
				handle: e.dispatch({
					subagentId: t.subagentId,
					task: t.task,
					payload: r,
					refuse: r ? void 0 : `unknown sub-agent id: ${t.subagentId}`
				}).handle
			};
		}
	});
}
var LS = q({
	systemPrompt: G().trim().describe("The sub-agent's complete role."),
	task: G(),
	apiPresetName: G().trim().optional().describe("Optional connection name; empty = default."),
	promptPresetName: G().trim().optional().describe("Optional prompt preset name; empty = default.")
});
function RS(e, t) {
	return Y({
		name: "dispatch_inline_subagent",
		description: "Start a one-off sub-agent whose whole role is the systemPrompt you write; returns a handle at once. It sees the story, its prompt, your task and the current draft, and has the profile's tools; it never sees your reasoning or other sub-agents. Use it for roles your team lacks.",
		parameters: LS,
		execute: (n) => ({
			ok: !0,
			handle: e.dispatch({
				subagentId: "inline",
				inline: !0,
				task: n.task,
				refuse: n.systemPrompt ? void 0 : "dispatch_inline_subagent requires a non-empty systemPrompt",
				payload: t({
					systemPrompt: n.systemPrompt,
					apiPresetName: n.apiPresetName ?? "",
					promptPresetName: n.promptPresetName ?? ""
				})
			}).handle
		})
	});
}
var zS = q({ handles: dm(G()).describe("Handles from dispatch calls.") });
function BS(e) {
	return Y({
		name: "await_subagents",
		description: "Wait until the listed sub-agents finish and read their reports, in the order given. Each result has output, or error (failed, cancelled, unknown handle).",
		parameters: zS,
		execute: async (t) => t.handles.length === 0 ? X("handles must be a non-empty array of handle strings.", "invalid_arguments", "Pass the handles returned by dispatch_subagent, e.g. [\"subagent-0\"].") : {
			ok: !0,
			results: await e.wait(t.handles)
		}
	});
}
var VS = q({ handle: G() });
function HS(e) {
	return Y({
		name: "cancel_subagent",
		description: "Stop a running or queued sub-agent; awaiting it then reports error \"cancelled\".",
		parameters: VS,
		execute: (t) => {
			let n = e.cancel(t.handle);
			return n === "unknown" ? X(`Unknown handle "${t.handle}".`, "unknown_handle") : n === "already-done" ? {
				ok: !0,
				alreadyDone: !0
			} : { ok: !0 };
		}
	});
}
function US(e, t) {
	return Y({
		name: "finalize",
		description: "Commit the reply as it stands in the draft and end the turn. The only clean way to finish.",
		parameters: q({}),
		execute: () => e().trim() ? (t(), { ok: !0 }) : X("The draft is empty; there is nothing to commit.", "draft_empty", "Write the reply with write_message first.")
	});
}
// src/core/engines/director/config.ts
var WS = {
	maxRounds: 20,
	subAgentMaxRounds: 16,
	maxConcurrentSubagents: 4,
	maxTotalSubagentRuns: 16,
	toolCallRetryMax: 2
}, GS = "You replied without calling a tool. Work only through tools: write the reply with write_message, dispatch or await sub-agents, and call finalize when the reply is done.", KS = "This turn continues an existing reply: the draft already holds its original text (read it with get_draft). Add to it; the original text cannot be changed.", qS = "Write this turn's reply to the latest message of the story, working through your tools, and finish with finalize.", JS = "You are an orchestration agent working behind a role-play. <story_context> is read-only background: do not continue the role-play and do not speak as a character. Your identity is in <orchestration_role> and your assignment in <task>. Your reply is a report to the director who dispatched you. Use your tools if you need them; finish by replying without calling a tool.", YS = "The story above is reference material. You are not a character in it.";
function XS(e) {
	return {
		system: [e.systemPrompt, e.catalog],
		volatile: [
			e.openNotes,
			e.isContinue ? KS : "",
			qS
		]
	};
}
function ZS(e) {
	return {
		system: [JS, `<orchestration_role>\n${[e.systemPrompt.trim(), e.catalog].filter(Boolean).join("\n\n")}\n</orchestration_role>`],
		volatile: [
			`<task>\n${e.task}\n</task>`,
			e.draft.trim() ? `<current_draft note="snapshot at dispatch; call get_draft to re-read">\n${e.draft}\n</current_draft>` : "",
			e.openNotes
		]
	};
}
function QS(e, t, n, r) {
	return n === "completed" ? `[Runtime] sub-agent ${e} (${t}) completed (output: ${r.length} chars). Call await_subagents(["${e}"]) to read it.` : `[Runtime] sub-agent ${e} (${t}) ${n}: ${r}`;
}
// src/core/engines/director/subagents.ts
function $S(e) {
	let t = SS(Math.max(1, e.maxConcurrent)), n = [], r = /* @__PURE__ */ new Map(), i = 0, a = 0, o = (t, n) => {
		t.status = n.status, n.status === "completed" ? t.output = n.output : t.error = n.error, e.onStatus?.(t);
	}, s = (n) => {
		let { controller: r, dispose: i } = kb(e.signal), a = r.signal;
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
var eC = (e) => `${e.handle}: ${e.subagentId}`, tC = (e, t) => t ? `main-${e}-r${t}` : `main-${e}`;
async function nC(e) {
	let { config: t, slot: n } = e;
	if (!gS(e.generationType)) throw TypeError(`runDirectorTurn: generationType "${String(e.generationType)}" is not taken over by director (allowed: ${mS.join(", ")}).`);
	let r = {
		...WS,
		...t.limits
	}, i = e.trace ?? ux({
		mode: "director",
		now: e.now
	}), a = (t) => {
		try {
			e.onEvent?.(t);
		} catch {}
	}, o = () => {}, s = yS(n, () => o()), c = sS({
		mode: "director",
		hosts: {
			...e,
			trace: i
		},
		lorebookFilter: t.lorebookFilter,
		foldPrefix: n.initialReasoning,
		onFold: (e) => s.setReasoning(e),
		isCurrent: () => n.isCurrent(),
		onEvent: a
	});
	o = () => c.lose();
	let l = c.fold, u = e.generationType === "continue", d = new wS(u ? n.initialText : "", {
		preservedPrefix: u ? n.initialText : "",
		onChange: (e) => {
			s.setText(e), a({
				type: "draft",
				text: e
			});
		}
	}), f = FS(d), p = (e) => {
		let t = new Set(e.tools), n = [];
		return t.has("write_message") && n.push(f.write_message), t.has("apply_message_patches") && n.push(f.apply_message_patches), n.push(f.get_draft, f.draft_search), {
			message: n,
			rest: c.agentTools(e)
		};
	}, m = $S({
		maxConcurrent: r.maxConcurrentSubagents,
		maxTotal: r.maxTotalSubagentRuns,
		signal: c.signal,
		run: async (e, n) => {
			let i = e.payload, a = i.maxRounds ?? r.subAgentMaxRounds, o = p(i), s = ZS({
				systemPrompt: i.systemPrompt,
				catalog: i.skills?.catalog ?? "",
				openNotes: await c.openNotes(),
				draft: d.text,
				task: e.task
			}), l = await c.run({
				id: e.handle,
				label: e.subagentId,
				agent: i,
				section: eC(e),
				running: !1,
				messages: c.messages(i, {
					...s,
					story: c.storyFor(i, YS)
				}),
				tools: [...o.message, ...o.rest],
				maxRounds: a,
				stream: t.useStreaming,
				retryMax: r.toolCallRetryMax,
				noToolCalls: { kind: "finish" },
				signal: n
			});
			switch (l.status) {
				case "natural":
				case "stopped": return { output: l.text };
				case "max-rounds": return { error: `did not converge within ${a} rounds` };
				case "aborted": return { error: "cancelled" };
				case "error": return { error: l.error.message };
			}
		},
		onStatus: (e) => {
			let t = e.status === "completed" ? void 0 : e.status === "failed" || e.status === "cancelled" ? `error: ${e.error ?? e.status}` : e.status;
			l.ensure(eC(e)), l.setStatus(eC(e), t), e.status === "queued" && i.label(e.handle, e.subagentId), i.event(e.handle, `subagent-${e.status}`, {
				subagentId: e.subagentId,
				...e.status === "queued" ? { task: e.task } : {},
				...e.error ? { error: e.error } : {}
			}), a({
				type: "subagent",
				record: { ...e }
			});
		}
	}), h = /* @__PURE__ */ new Set([
		...ES,
		"dispatch_subagent",
		"dispatch_inline_subagent",
		"finalize"
	]), g = (e) => {
		let t = e.tools.filter((e) => !h.has(e));
		return t.length === 0 || t.some((e) => c.readers.has(e));
	}, _ = t.subAgents.filter(g);
	_.length < t.subAgents.length && c.note("main", "team-unavailable", { subagents: t.subAgents.filter((e) => !g(e)).map((e) => e.id) });
	let v = t.mainAgent, y = new Set(v.tools), b = !1, x = [], S = _.length > 0 && y.has("dispatch_subagent"), C = y.has("dispatch_inline_subagent");
	S && x.push(IS(m, _)), C && x.push(RS(m, (e) => ({
		...t.inline,
		id: "inline",
		description: "",
		systemPrompt: e.systemPrompt,
		apiPresetName: e.apiPresetName || t.inline.apiPresetName,
		promptPresetName: e.promptPresetName || t.inline.promptPresetName
	}))), (S || C) && x.push(BS(m), HS(m));
	let w = p(v);
	x.push(...w.message, US(() => d.text, () => b = !0), ...w.rest);
	let T, E;
	if (!c.stillCurrent()) T = "chat-changed";
	else {
		let e = XS({
			systemPrompt: v.systemPrompt,
			catalog: v.skills?.catalog ?? "",
			openNotes: await c.openNotes(),
			isContinue: u
		}), n = await c.run({
			id: "main",
			label: "main",
			agent: v,
			section: (e, t) => tC(e, t),
			messages: c.messages(v, {
				...e,
				story: c.storyFor(v)
			}),
			tools: x,
			maxRounds: r.maxRounds,
			stream: t.useStreaming,
			retryMax: r.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: r.toolCallRetryMax,
				nudge: GS,
				exhausted: "fail"
			},
			stopWhen: [Ib("finalize")],
			beforeRound: () => {
				let e = m.drainSettled();
				if (e.length !== 0) return [{
					role: "user",
					content: e.map((e) => QS(e.handle, e.subagentId, e.status, e.status === "completed" ? e.output ?? "" : e.error ?? "")).join("\n")
				}];
			},
			onEvent: (e) => {
				e.type === "no-tool-call" && l.has(tC(e.round, e.attempt)) && l.setStatus(tC(e.round, e.attempt), "no tool call");
			}
		});
		c.chatChanged() ? T = "chat-changed" : n.status === "stopped" && b ? T = "finalized" : n.status === "max-rounds" ? T = "max-rounds" : n.status === "aborted" ? T = "aborted" : (T = "error", E = n.status === "error" ? n.error.message : `The main agent ended unexpectedly (${dS(n)}).`);
	}
	await m.shutdown(), d.settle();
	let D = "none";
	c.chatChanged() && (T = "chat-changed"), T === "aborted" && l.ensure("aborted"), T === "error" && l.append("error", E ?? "error");
	try {
		T === "chat-changed" ? s.close() : T === "aborted" && t.discardOnAbort || (T === "error" || T === "aborted") && d.text === n.initialText ? (c.closeFold(), await s.discard() && (D = "discarded")) : (c.flushFold(), await s.commit() && (D = "committed"));
	} catch (e) {
		let t = e instanceof Error ? e.message : String(e);
		E = E ? `${E}; then saving failed: ${t}` : `Saving the reply failed: ${t}`, T !== "aborted" && (T = "error");
	} finally {
		c.closeFold(), s.close(), c.dispose();
	}
	return (s.lost || c.chatChanged()) && (T = "chat-changed", D = "none"), i.finish(T), i.event("main", "turn-end", {
		outcome: T,
		settled: D,
		...E ? { error: E } : {}
	}), {
		outcome: T,
		settled: D,
		text: d.text,
		reasoning: l.render(),
		...E ? { error: E } : {},
		usage: i.usage(),
		trace: i,
		subagents: m.records().map((e) => ({
			...e,
			payload: void 0
		}))
	};
}
// src/core/engines/director/from-profile.ts
function rC(e, t = {}) {
	let n = t.skills ?? [], r = (e) => fS(e, t.extraToolNames), i = e.tools, a = e.mainAgent;
	return {
		mainAgent: {
			systemPrompt: a.systemPrompt,
			...pS(a, e),
			tools: r(Lg(i, a.tools)),
			skills: xS({
				mode: e.skills,
				agent: a.skills
			}, n),
			maxTokens: a.maxTokens,
			story: Xx(a)
		},
		subAgents: e.subAgents.map((t) => ({
			id: t.id,
			description: t.description,
			systemPrompt: t.systemPrompt,
			...pS(t, e),
			tools: r(Lg(i, t.tools)),
			skills: xS({
				mode: e.skills,
				agent: t.skills
			}, n),
			maxRounds: t.maxRounds ?? e.subAgentMaxRounds,
			maxTokens: t.maxTokens,
			story: Xx(t)
		})),
		inline: {
			...pS({}, e),
			tools: r(i),
			skills: xS({ mode: e.skills }, n),
			maxTokens: Xg.maxTokens,
			story: Xx(Xg)
		},
		limits: {
			maxRounds: e.maxRounds,
			subAgentMaxRounds: e.subAgentMaxRounds,
			maxConcurrentSubagents: e.maxConcurrentSubagents,
			maxTotalSubagentRuns: e.maxTotalSubagentRuns,
			toolCallRetryMax: e.toolCallRetryMax
		},
		useStreaming: e.useStreaming,
		discardOnAbort: e.discardOnAbort,
		lorebookFilter: e.lorebookFilter
	};
}
// src/core/engines/agenda/from-profile.ts
function iC(e, t = {}) {
	let n = e.tools, r = t.skills ?? [], i = e.planner;
	return {
		planner: {
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...pS(i, e),
			tools: [],
			skills: xS({
				mode: e.skills,
				agent: i.skills
			}, r),
			maxTokens: i.maxTokens
		},
		workers: e.workers.map((i) => ({
			id: i.id,
			description: i.description,
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...pS(i, e),
			tools: fS(Lg(n, i.tools), t.extraToolNames),
			skills: xS({
				mode: e.skills,
				agent: i.skills
			}, r),
			maxTokens: i.maxTokens
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
var aC = "You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.";
function oC(e) {
	let t = e.background?.trim();
	return {
		system: [
			aC,
			e.systemPrompt,
			e.catalog
		],
		story: t ? [{
			role: "system",
			content: `<story_background>\n${t}\n</story_background>`
		}] : void 0,
		volatile: [e.user, e.openNotes]
	};
}
function sC(e, t, n, r) {
	return `## contract\n${t}${r ? ` You may call your other tools first (at most ${n} rounds in all);` : ""} finish by calling ${e}. Reply through the function call only.`;
}
// src/core/engines/capsule/output-tools.ts
function cC(e) {
	return Y({
		name: e.name,
		description: e.description,
		parameters: q({ [e.field]: G().trim().describe(e.fieldDescription) }),
		execute: (t) => {
			let n = String(t[e.field] ?? "");
			return n ? (e.onOutput(n), { ok: !0 }) : X(`${e.field} is empty.`, "empty_output", `Call ${e.name} again with the full text in "${e.field}".`);
		}
	});
}
var lC = (e) => cC({
	name: "finalize",
	description: "Hand in the guidance for the next reply and end your work. The only way to finish.",
	field: "capsule_text",
	fieldDescription: "The complete guidance the writer of the next reply will read.",
	onOutput: e
}), uC = (e) => cC({
	name: "final_guidance",
	description: "Hand in the final guidance the writer of the next reply will read. This ends your work.",
	field: "text",
	fieldDescription: "The complete guidance text.",
	onOutput: e
}), dC = (e) => cC({
	name: "submit_result",
	description: "Hand in your report to the planner. This ends your work.",
	field: "text",
	fieldDescription: "Your complete report.",
	onOutput: e
}), fC = () => dm(G().trim()).optional(), pC = q({
	summary: G().trim().describe("Your result in a few lines."),
	directives: fC().describe("Concrete instructions for the reply, one per item."),
	risks: fC().describe("Pitfalls the reply must avoid, one per item.")
});
function mC(e) {
	return Y({
		name: "node_output",
		description: "Hand in your result for the later nodes of the workflow. This ends your work.",
		parameters: pC,
		execute: (t) => {
			let n = (t.directives ?? []).filter(Boolean), r = (t.risks ?? []).filter(Boolean);
			if (!t.summary && n.length === 0 && r.length === 0) return X("summary is empty.", "empty_output", "Call node_output again with your result in \"summary\".");
			let i = [t.summary];
			return n.length && i.push(`Directives:\n${n.map((e) => `- ${e}`).join("\n")}`), r.length && i.push(`Risks:\n${r.map((e) => `- ${e}`).join("\n")}`), e(i.filter(Boolean).join("\n\n")), { ok: !0 };
		}
	});
}
// src/core/engines/capsule/template.ts
var hC = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
function gC(e, t) {
	return e.replace(hC, (e, n) => Object.prototype.hasOwnProperty.call(t, n) ? t[n] : e);
}
function _C(e) {
	let t = [];
	for (let n of e.matchAll(hC)) t.includes(n[1]) || t.push(n[1]);
	return t;
}
function vC(e) {
	let t = e.filter((e) => e.text.trim()).map((e) => `### ${e.id}\n${e.text.trim()}`);
	return t.length ? t.join("\n\n") : "(none)";
}
// src/core/engines/agenda/board.ts
var yC = [
	"todo",
	"doing",
	"done",
	"blocked",
	"dropped"
], bC = {
	id: "main",
	goal: "Prepare the best guidance for the next reply.",
	status: "todo"
}, xC = class {
	todos = [{ ...bC }];
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
					if (!yC.includes(r.status)) return void t.push(`todo_ops[${n}]: status must be one of ${yC.join(", ")}.`);
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
};
// src/core/engines/agenda/planner-tool.ts
function SC(e) {
	let t = J({}).meta({
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
				enum: [...yC]
			}
		},
		required: ["op", "todo_id"]
	}), n = J({}).meta({
		type: "object",
		properties: {
			worker: {
				type: "string",
				...e.length ? { enum: [...e] } : {},
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
	});
	return q({
		todo_ops: dm(t).optional(),
		dispatches: dm(n).optional(),
		finalize: G().trim().optional().describe("Why the reports are sufficient; ends planning.")
	});
}
var CC = (e) => typeof e == "string" ? e.trim() : "";
function wC(e) {
	let t = 0, n = [...e.workers.keys()];
	return Y({
		name: "planner_step",
		description: "One planning step: update the todo board, then either dispatch workers (they run in parallel; their reports come back as this call's result) or finalize with the reason the material is sufficient. Never both.",
		parameters: SC(n),
		execute: async (r) => {
			let i = r.dispatches ?? [], a = r.finalize ?? "";
			if (a && i.length) return X("A step cannot dispatch workers and finalize at once.", "dispatch_and_finalize", "Dispatch now and finalize in a later step, or finalize without dispatches.");
			if (!a && i.length === 0) return X("The step neither dispatches nor finalizes.", "empty_step", "Give at least one dispatch, or finalize with your reason.");
			let o = e.board.apply(r.todo_ops ?? []);
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
				let i = t, a = CC(i.worker ?? i.agent), o = CC(i.task_brief);
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
				let u = (Array.isArray(i.input_run_ids) ? i.input_run_ids : []).map(CC).filter((e) => s.has(e));
				c.push({
					index: r,
					worker: a,
					task: o,
					todoId: CC(i.todo_id) || "main",
					inputs: u
				});
			}), c.length === 0) return X("No valid dispatch in this step.", "no_valid_dispatch", l.map((e) => `dispatches[${e.index}]: ${e.error}`).join("; "));
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
	});
}
// src/core/engines/agenda/prompts.ts
var TC = "You replied without calling planner_step. Call planner_step to dispatch workers or to finalize.", EC = "You replied without calling submit_result. Hand in your report by calling submit_result({text}) now.";
function DC(e) {
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
var OC = (e) => `Write the final guidance for the next reply from the reports below. Planning ended: ${e}`, kC = (e) => `planner-${e}`, AC = (e) => `${e.id}: ${e.worker}`;
async function jC(e, t) {
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
	let r = e.workers.filter((e) => e.id !== n.id), i = new Map(r.map((e) => [e.id, e])), a = new xC(), o = [], s = await t.openNotes(), c = t.view.recentChat(e.maxRecentMessages), l = e.includeWorldInfo ? t.view.background : "", u = {
		recent_chat: c,
		last_user: t.view.lastUserText || "(none)",
		previous_orchestration: t.previousCapsule || "(none)"
	}, d = (e) => vC(o.filter((t) => e.includes(t.id) && t.status === "completed").map((e) => ({
		id: `${e.id} (${e.worker})`,
		text: e.output ?? ""
	}))), f = async (n, r, i) => {
		let a = "", o = t.agentTools(n), c = o.length ? e.workerMaxRounds : 1 + e.toolCallRetryMax, f = d(r.inputs), p = _C(n.userPromptTemplate), m = [gC(n.userPromptTemplate, {
			...u,
			task: r.task,
			inputs: f
		})];
		p.includes("task") || m.push(`## task\n${r.task}`), !p.includes("inputs") && r.inputs.length && m.push(`## input_reports\n${f}`), m.push(sC("submit_result({text})", "Do the task and report to the planner.", c, o.length > 0)), t.note(i, "run-start", {
			run: r.id,
			worker: r.worker,
			todo: r.todoId,
			inputs: r.inputs
		});
		let h = await t.run({
			id: i,
			label: n.id,
			agent: n,
			section: i,
			running: !1,
			messages: t.messages(n, oC({
				systemPrompt: n.systemPrompt,
				openNotes: s,
				catalog: n.skills?.catalog ?? "",
				background: l,
				user: m.join("\n\n")
			})),
			tools: [dC((e) => a = e), ...o],
			maxRounds: c,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: EC,
				exhausted: "fail"
			},
			stopWhen: [Ib("submit_result")]
		});
		if (a) Object.assign(r, {
			status: "completed",
			output: a
		}), lS(t, i, { output: a });
		else {
			let e = h.status === "aborted" ? "cancelled" : h.status === "max-rounds" ? `did not call submit_result within ${c} round(s)` : dS(h);
			Object.assign(r, {
				status: h.status === "aborted" ? "cancelled" : "failed",
				error: e
			}), lS(t, i, { error: e });
		}
		return t.note(i, `run-${r.status}`, {
			run: r.id,
			worker: r.worker,
			...r.error ? { error: r.error } : {}
		}), r;
	}, p = "", m = !1, h = 0, g = 1, _ = wC({
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
				return o.push(n), t.fold.ensure(AC(n), "running"), n;
			}), a = await Promise.all(r.map((e) => f(i.get(e.worker), e, AC(e))));
			return o.length >= e.maxTotalRuns && (m = !0), a;
		},
		onStep: (n) => {
			let r = [];
			n.finalize && r.push(`finalize: ${n.finalize}`), n.accepted.forEach((e, t) => r.push(`dispatch run-${o.length + t + 1} → ${e.worker} [${e.todoId}]: ${e.task}`));
			for (let t of n.truncated) r.push(`cut: ${t.worker} (${t.reason === "max_total_runs" ? `maxTotalRuns=${e.maxTotalRuns}` : `maxConcurrentWorkers=${e.maxConcurrentWorkers}`})`);
			for (let e of n.rejected) r.push(`rejected: dispatches[${e.index}] ${e.error}`);
			let i = kC(g), a = t.fold.has(i) ? t.fold.ensure(i).body : "";
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
	}), v = e.planner, y = [gC(v.userPromptTemplate, u), DC({
		workers: r,
		finalWorkerId: n.id,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		board: a.render()
	})].join("\n\n"), b = await t.run({
		id: "planner",
		label: "planner",
		agent: v,
		section: (e) => kC(e),
		messages: t.messages(v, oC({
			systemPrompt: v.systemPrompt,
			openNotes: s,
			catalog: v.skills?.catalog ?? "",
			background: l,
			user: y
		})),
		tools: [_, ...t.agentTools(v)],
		maxRounds: e.plannerMaxRounds * 2,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: TC,
			exhausted: "fail"
		},
		stopWhen: [
			Rb(() => p !== "", "finalized"),
			Rb(() => m, "max_total_runs"),
			Rb(() => h >= e.plannerMaxRounds, "planner_max_rounds")
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
		error: b.error.message,
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
		task: OC(x),
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
var MC = 1e4, NC = 3;
// src/core/engines/loop/from-profile.ts
function PC(e, t = {}) {
	let n = e.loopAgent;
	return {
		agent: {
			systemPrompt: n.systemPrompt,
			...pS(n, e),
			tools: fS(e.tools, t.extraToolNames),
			skills: xS({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? []),
			maxTokens: n.maxTokens,
			story: Xx(n)
		},
		maxRounds: e.maxRounds,
		wallClockBudgetMs: Math.max(MC, e.wallClockBudgetMs),
		toolCallRetryMax: e.toolCallRetryMax,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/loop/prompts.ts
var FC = "You replied without calling a tool. Keep working through tools, and call finalize({capsule_text}) with the guidance when you have enough. After three replies in a row without a tool call the run ends.";
function IC(e) {
	return {
		system: [e.systemPrompt, e.catalog],
		volatile: [
			`<latest_user_message>\n${e.lastUser || "(none)"}\n</latest_user_message>`,
			`Prepare the guidance for the next reply to this message. Gather what you need with your tools, then call finalize({capsule_text}). You have at most ${e.maxRounds} rounds.`,
			e.openNotes
		]
	};
}
// src/core/engines/loop/engine.ts
var LC = (e) => `loop-${e}`;
async function RC(e, t) {
	let n = e.agent, r = Math.max(1, Math.trunc(e.maxRounds)), i = Math.max(MC, e.wallClockBudgetMs), a = "", o = [...t.agentTools(n), lC((e) => a = e)], s = await t.run({
		id: "loop",
		label: "loop",
		agent: n,
		section: (e) => LC(e),
		messages: t.messages(n, {
			...IC({
				systemPrompt: n.systemPrompt,
				openNotes: await t.openNotes(),
				catalog: n.skills?.catalog ?? "",
				lastUser: t.view.lastUserText,
				maxRounds: r
			}),
			story: t.storyFor(n)
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
			nudge: FC
		},
		stopWhen: [Ib("finalize"), Lb(i)],
		onEvent: (e) => {
			e.type === "no-tool-call" && t.fold.has(LC(e.round)) && t.fold.setStatus(LC(e.round), "no tool call");
		}
	});
	switch (s.status) {
		case "stopped": return a ? {
			status: "completed",
			body: a,
			details: { rounds: s.rounds }
		} : zC(s.stop.kind === "no-tool-call-streak" ? "no_tool_call_streak" : "wall_clock", s.lastProse, s.rounds, t);
		case "max-rounds": return zC("max_rounds", s.lastProse, s.rounds, t);
		case "aborted": return {
			status: "aborted",
			body: ""
		};
		case "error": return {
			status: "failed",
			body: "",
			error: s.error.message
		};
		case "natural": return {
			status: "failed",
			body: "",
			error: "The loop agent ended without finalize."
		};
	}
}
function zC(e, t, n, r) {
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
function BC(e, t = {}) {
	let n = e.node;
	return {
		node: {
			systemPrompt: n.systemPrompt,
			userPromptTemplate: n.userPromptTemplate,
			...pS(n, e),
			tools: [],
			skills: xS({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? []),
			maxTokens: n.maxTokens
		},
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/single/config.ts
var VC = 4, HC = "You replied without calling final_guidance. Call final_guidance({text}) with the complete guidance now.", UC = "single";
async function WC(e, t) {
	let n = e.node, r = n.skills?.tools ?? [], i = r.length ? 4 : 1, a = "", o = {
		recent_chat: t.view.recentChat(e.maxRecentMessages),
		last_user: t.view.lastUserText || "(none)",
		previous_orchestration: t.previousCapsule || "(none)"
	}, s = [gC(n.userPromptTemplate, o), sC("final_guidance({text})", "Write the guidance for the next reply.", i, r.length > 0)].join("\n\n"), c = await t.run({
		id: UC,
		label: "single",
		agent: n,
		section: UC,
		messages: t.messages(n, oC({
			systemPrompt: n.systemPrompt,
			openNotes: await t.openNotes(),
			catalog: n.skills?.catalog ?? "",
			background: e.includeWorldInfo ? t.view.background : "",
			user: s
		})),
		tools: [uC((e) => a = e), ...r],
		maxRounds: i,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: HC,
			exhausted: "fail"
		},
		stopWhen: [Ib("final_guidance")]
	});
	if (a) return lS(t, UC, { output: a }), {
		status: "completed",
		body: a
	};
	if (c.status === "aborted") return lS(t, UC, { error: "cancelled" }), {
		status: "aborted",
		body: ""
	};
	let l = c.status === "max-rounds" ? `The single node did not call final_guidance within ${i} round(s).` : c.status === "error" ? c.error.message : `The single node ended without guidance (${dS(c)}).`;
	return lS(t, UC, { error: l }), {
		status: "failed",
		body: "",
		error: l
	};
}
// src/core/engines/spec/from-profile.ts
function GC(e, t = {}) {
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
					promptPreset: "",
					maxTokens: 0
				};
				return {
					id: i.id,
					agentId: i.agent,
					type: i.type,
					systemPrompt: a.systemPrompt,
					userPromptTemplate: i.userPromptTemplate ?? a.userPromptTemplate,
					...pS(a, e),
					tools: fS(Lg(r, i.tools), t.extraToolNames),
					skills: xS({
						mode: e.skills,
						agent: i.skills
					}, t.skills ?? [], { catalog: i.type !== "review" }),
					maxTokens: a.maxTokens
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
function KC(e, t) {
	let n = t.trim();
	if (!n) return "";
	let r = e.trim();
	return r ? `${r}\n\n${n}` : n;
}
function qC(e) {
	return e.map((e) => e.trim()).filter(Boolean).join("\n\n");
}
// src/core/engines/spec/prompts.ts
var JC = (e) => `You replied without calling ${e}. Hand in your result by calling ${e} now.`, YC = "You replied without a decision. Call review_approve({review_feedback}) or request_rerun({target_node_ids, review_feedback}).";
function XC(e) {
	let t = [];
	return e.approvals.length && t.push(`## review_feedback\n${e.approvals.map((e) => `- ${e.node}: ${e.feedback}`).join("\n")}`), e.rerun && t.push(`## rerun_request\nThe reviewer ${e.rerun.by} sent your work back. Fix this:\n${e.rerun.feedback}\n\nYour previous output:\n${e.rerun.previous.trim() || "(none)"}`), t.join("\n\n");
}
function ZC(e) {
	return `## contract
Decide with exactly one call: review_approve({review_feedback, reason?}) when the work is consistent and complete enough, or request_rerun({target_node_ids, review_feedback}) to send specific earlier worker nodes back. Worker nodes you may target: ${e.executedWorkers.join(", ") || "(none)"}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}. You may use your other tools first (at most ${e.rounds} rounds in all). Reply through the function call only.`;
}
// src/core/engines/spec/review-tools.ts
var QC = q({
	review_feedback: G().trim().describe("What later nodes must keep in mind."),
	reason: G().trim().optional().describe("Why the work is good enough (for the log).")
}), $C = q({
	target_node_ids: dm(G().trim()).describe("Ids of earlier worker nodes to redo."),
	review_feedback: G().trim().describe("What exactly they must fix.")
});
function ew(e) {
	return [Y({
		name: "review_approve",
		description: "Approve the work so far. Your feedback is shown to every later node, including the one that writes the final guidance.",
		parameters: QC,
		execute: (t) => {
			let n = t.review_feedback;
			return n ? (e.decide({
				kind: "approve",
				feedback: n,
				...t.reason ? { reason: t.reason } : {}
			}), {
				ok: !0,
				approved: !0
			}) : X("review_feedback is empty.", "empty_feedback", "Approve again with short feedback for the later nodes.");
		}
	}), Y({
		name: "request_rerun",
		description: `Send earlier worker nodes back to redo their work with your feedback; the workflow replays from the earliest of them and you review again. Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}.`,
		parameters: $C,
		execute: (t) => {
			let n = t.review_feedback, r = t.target_node_ids;
			if (r.length === 0 || !r.every(Boolean)) return X("target_node_ids must be a non-empty list of node ids.", "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}.`);
			let i = r.filter((e, t) => r.indexOf(e) !== t);
			if (i.length) return X(`target_node_ids lists ${[...new Set(i)].map((e) => `"${e}"`).join(", ")} more than once.`, "invalid_rerun_target", "Name each node once.");
			let a = r.filter((t) => !e.executedWorkers.includes(t));
			return a.length ? X(`Not an earlier worker node: ${a.map((e) => `"${e}"`).join(", ")}.`, "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Review nodes and nodes that have not run cannot be rerun.`) : n ? e.rerunsLeft <= 0 ? X(`Review rerun limit reached (${e.rerunMax}).`, "rerun_limit", "Approve with review_approve and put what still needs fixing in your feedback.") : (e.decide({
				kind: "rerun",
				targets: r,
				feedback: n
			}), {
				ok: !0,
				rerun: r
			}) : X("review_feedback is empty.", "empty_feedback", "Say exactly what the targets must fix.");
		}
	})];
}
// src/core/engines/spec/validate.ts
function tw(e) {
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
async function nw(e, t) {
	let n = tw(e);
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
	let s = /* @__PURE__ */ new Map(), c = /* @__PURE__ */ new Set(), l = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Map(), d = /* @__PURE__ */ new Map(), f = 0, p = await t.openNotes(), m = t.view.recentChat(e.maxRecentMessages), h = e.includeWorldInfo ? t.view.background : "", g = (e) => {
		let n = {
			recent_chat: m,
			last_user: t.view.lastUserText || "(none)",
			previous_orchestration: t.previousCapsule || "(none)",
			previous_outputs: vC(a.filter((t) => t !== e && c.has(t)).map((e) => ({
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
		let a = _(n), o = r ? "final_guidance" : "node_output", d = "", f = t.agentTools(n), m = f.length ? e.nodeIterationMaxRounds : 1 + e.toolCallRetryMax, v = u.get(n.id);
		u.delete(n.id);
		let y = XC({
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
			gC(n.userPromptTemplate, g(n.id)),
			sC(`${o}(…)`, b, m, f.length > 0)
		].filter(Boolean).join("\n\n");
		t.note(a, "node-start", {
			node: n.id,
			agent: n.agentId,
			...v ? { rerun: !0 } : {}
		});
		let S = await t.run({
			id: a,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			agent: n,
			section: a,
			messages: t.messages(n, oC({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: n.skills?.catalog ?? "",
				background: h,
				user: x
			})),
			tools: [(r ? uC : mC)((e) => d = e), ...f],
			maxRounds: m,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: JC(o),
				exhausted: "fail"
			},
			stopWhen: [Ib(o)],
			signal: i
		});
		if (d) return s.set(n.id, d), c.add(n.id), lS(t, a, { output: d }), {
			ok: !0,
			output: d
		};
		let C = S.status === "aborted", w = C ? "cancelled" : S.status === "max-rounds" ? `Node "${n.id}" did not call ${o} within ${m} round(s).` : `Node "${n.id}" failed: ${dS(S)}`;
		return lS(t, a, { error: C ? "cancelled" : w }), {
			ok: !1,
			aborted: C,
			error: w
		};
	}, y = async (n) => {
		let r = _(n), i, o = a.filter((e) => c.has(e)), s = e.nodeIterationMaxRounds + e.reviewRerunMaxRounds + 1, u = Math.max(0, e.reviewRerunMaxRounds - f), d = [
			XC({ approvals: [...l].filter(([e]) => e !== n.id).map(([e, t]) => ({
				node: e,
				feedback: t
			})) }),
			gC(n.userPromptTemplate, g(n.id)),
			ZC({
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
		let m = await t.run({
			id: r,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			agent: n,
			section: r,
			messages: t.messages(n, oC({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: "",
				background: h,
				user: d
			})),
			tools: [...ew({
				executedWorkers: o,
				rerunsLeft: u,
				rerunMax: e.reviewRerunMaxRounds,
				decide: (e) => i = e
			}), ...t.agentTools(n)],
			maxRounds: s,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: YC,
				exhausted: "fail"
			},
			stopWhen: [Rb(() => i !== void 0, "decided")]
		});
		if (i) {
			let e = i;
			return lS(t, r, { output: e.kind === "approve" ? `approved: ${e.feedback}` : `rerun ${e.targets.join(", ")}: ${e.feedback}` }), { decision: e };
		}
		let v = m.status === "aborted", y = v ? "cancelled" : `Review node "${n.id}" made no decision (${m.status === "max-rounds" ? `${s} rounds used` : dS(m)}).`;
		return lS(t, r, { error: y }), {
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
			let { controller: e, dispose: i } = kb(t.signal);
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
	let C = qC(i.nodes.map((e) => s.get(e.id) ?? "")), w = r.map((e) => ({
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
var rw = {
	atDepth: "in_chat",
	before: "before_prompt",
	after: "in_prompt",
	ANTop: "in_chat",
	ANBottom: "in_chat",
	EMTop: "in_prompt",
	EMBottom: "in_prompt"
};
function iw(e, t) {
	if (!t.trim()) return;
	let n = e.position in rw ? e.position : "atDepth", r = Number.isFinite(e.depth) ? Math.max(0, Math.min(1e4, Math.trunc(e.depth))) : 0, i = e.role === "user" || e.role === "assistant" ? e.role : "system";
	return {
		text: t,
		position: rw[n],
		depth: r,
		role: i,
		anchor: n
	};
}
// src/core/engines/capsule/messages.ts
var aw = {
	unsupported_generation_type: "Orchestration does not run for this kind of generation.",
	dry_run: "Orchestration does not run for a dry run.",
	aborted_before_start: "Generation was stopped before orchestration started; no guidance is injected.",
	aborted: "Orchestration was stopped; no guidance is injected.",
	invalid_profile: "The orchestration profile cannot run",
	runtime_error: "Orchestration failed; no guidance is injected",
	no_guidance: "The agents ended without guidance; nothing is injected"
};
function ow(e, t) {
	let n = aw[e];
	return t ? `${n.replace(/[.;]?$/, "")}: ${t}` : n;
}
// src/core/engines/capsule/story.ts
var sw = (e) => typeof e.content == "string" ? e.content : "";
async function cw(e) {
	let t = e.story ?? $x(e.context ?? []), n;
	e.chat ? n = [...await e.chat.messages()] : (n = [], t.history.forEach((e, t) => {
		(e.role === "user" || e.role === "assistant") && n.push({
			floor: t,
			role: e.role,
			content: sw(e)
		});
	}));
	let r;
	for (let e = n.length - 1; e >= 0; e--) if (n[e].role === "user") {
		r = n[e];
		break;
	}
	let i = e.lastUser ?? (r ? {
		index: r.floor,
		text: r.content
	} : void 0);
	return {
		recentChat(e) {
			let t = n.slice(Math.max(0, n.length - Math.max(1, e)));
			return t.length === 0 ? "(no messages yet)" : t.map((e) => `[#${e.floor}] ${e.name ? `${e.name} (${e.role})` : e.role}: ${e.content}`).join("\n\n");
		},
		lastUserText: i?.text ?? "",
		...i ? { lastUser: i } : {},
		background: oS(t)
	};
}
// src/core/engines/capsule/swipe-cache.ts
function lw(e) {
	return {
		index: e.index,
		hash: Y_(e.text)
	};
}
function uw(e) {
	return {
		chatId: e.chatId,
		anchor: lw(e.lastUser),
		mode: e.mode,
		profileHash: X_(e.profile)
	};
}
function dw(e, t) {
	return e.chatId === t.chatId && e.anchor.index === t.anchor.index && e.anchor.hash === t.anchor.hash && e.mode === t.mode && e.profileHash === t.profileHash;
}
function fw(e = {}) {
	let t = Math.max(1, e.maxChats ?? 32), n = /* @__PURE__ */ new Map(), r = (e, t) => {
		n.delete(e), n.set(e, t);
	};
	return {
		get(e) {
			let t = n.get(e.chatId);
			if (t && dw(t.key, e)) return r(e.chatId, t), t;
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
async function pw(e) {
	let t = e.mode, n = e.trace ?? ux({
		mode: t,
		now: e.now
	}), r = new mx(), i = (e) => (n.finish(e.outcome), n.event("turn", "turn-end", {
		outcome: e.outcome,
		...e.reason ? { reason: e.reason } : {},
		...e.limit ? { limit: e.limit } : {}
	}), {
		mode: t,
		trace: n,
		...e,
		fold: e.fold ?? r.render(),
		usage: n.usage()
	}), a = e.generationType ?? "normal";
	if (n.event("turn", "turn-start", {
		mode: t,
		generationType: a
	}), e.dryRun) return i({
		outcome: "skipped",
		reason: "dry_run",
		message: ow("dry_run")
	});
	if (!_S(a)) return i({
		outcome: "skipped",
		reason: "unsupported_generation_type",
		message: ow("unsupported_generation_type")
	});
	if (e.signal?.aborted) return i({
		outcome: "aborted",
		reason: "aborted_before_start",
		message: ow("aborted_before_start")
	});
	if (e.profile.mode !== t) return i({
		outcome: "failed",
		reason: "invalid_profile",
		message: ow("invalid_profile", `the profile is for mode "${String(e.profile.mode)}", not "${t}".`)
	});
	let o = sS({
		mode: t,
		hosts: {
			...e,
			trace: n
		},
		lorebookFilter: e.profile.lorebookFilter,
		onFold: e.onFold,
		isCurrent: e.isCurrent,
		onEvent: e.onEvent
	});
	r = o.fold;
	let s = await cw({
		story: o.story,
		chat: e.chat,
		lastUser: e.lastUser
	}), c = e.chatId && s.lastUser ? uw({
		chatId: e.chatId,
		lastUser: s.lastUser,
		mode: t,
		profile: e.profile
	}) : void 0, l = c && e.cache?.get(c);
	if (l) {
		o.dispose();
		let t = new mx(l.fold);
		return t.append("reused", "The guidance computed earlier for this user turn is used again; no agent ran."), n.event("turn", "capsule-reused", { anchor: c.anchor }), e.onFold?.(t.render()), i({
			outcome: "reused",
			capsule: l.capsule,
			body: l.body,
			injection: { ...l.injection },
			fold: t.render(),
			key: c
		});
	}
	let u = e.chatId ? e.cache?.latest(e.chatId) : void 0, d = {
		...o,
		view: s,
		previousCapsule: u?.body ?? ""
	}, f;
	try {
		f = await mw(e, d);
	} catch (e) {
		f = {
			status: "failed",
			body: "",
			error: `Internal error: ${e instanceof Error ? e.message : String(e)}`
		};
	} finally {
		o.dispose();
	}
	if (o.stillCurrent(), o.chatChanged()) return o.closeFold(), i({
		outcome: "chat-changed",
		reason: "aborted",
		message: ow("aborted")
	});
	e.signal?.aborted && f.status !== "completed" && (f = {
		status: "aborted",
		body: ""
	});
	let p, m = e.profile.capsule;
	switch (f.status) {
		case "aborted":
			r.ensure("aborted"), p = {
				outcome: "aborted",
				reason: "aborted",
				message: ow("aborted")
			};
			break;
		case "failed": {
			let e = f.invalid ? "invalid_profile" : "runtime_error";
			r.append("error", f.error ?? "failed"), p = {
				outcome: "failed",
				reason: e,
				message: ow(e, f.error)
			};
			break;
		}
		default: {
			let e = KC(m.customInstruction, f.body), t = iw(m, e);
			if (!e || !t) {
				r.ensure("capsule", `none: ${f.limit ?? "empty"}`), p = {
					outcome: "empty",
					reason: "no_guidance",
					message: ow("no_guidance", f.limit ? `limit ${f.limit} reached` : void 0),
					...f.limit ? { limit: f.limit } : {}
				};
				break;
			}
			let n = r.sections.some((e) => e.body.includes(f.body.trim()));
			n && f.status !== "exhausted" || (r.ensure("capsule", f.status === "exhausted" ? `fallback after ${f.limit}` : void 0), n || r.append("capsule", f.body.trim())), p = {
				outcome: "completed",
				capsule: e,
				body: f.body.trim(),
				injection: t,
				...f.limit ? { limit: f.limit } : {},
				...c ? { key: c } : {}
			};
			break;
		}
	}
	return f.details && (p.details = f.details), o.flushFold(), o.closeFold(), p.outcome === "completed" && c && e.cache && p.capsule && p.injection && e.cache.set({
		key: c,
		capsule: p.capsule,
		body: p.body ?? "",
		injection: p.injection,
		fold: r.render(),
		createdAt: Date.now()
	}), i(p);
}
function mw(e, t) {
	let n = {
		skills: e.skills,
		extraToolNames: (e.extraTools ?? []).map((e) => e.name)
	};
	switch (e.mode) {
		case "loop": return RC(PC(e.profile, n), t);
		case "spec": return nw(GC(e.profile, n), t);
		case "agenda": return jC(iC(e.profile, n), t);
		case "single": return WC(BC(e.profile, n), t);
		default: throw TypeError(`runCapsuleTurn: unknown capsule mode "${String(e.mode)}".`);
	}
}
// src/core/trace/replay.ts
var hw = (e) => e.role === "user" && typeof e.content == "string" && e.content.startsWith("[Runtime]"), gw = (e) => JSON.stringify(e.filter((e) => !hw(e)));
function _w(e) {
	let t = /* @__PURE__ */ new Map(), n = /* @__PURE__ */ new Map();
	for (let r of e.entries) if (r.kind === "request") n.set(`${r.agent}:${r.round}:${r.attempt}`, gw(r.messages));
	else if (r.kind === "response") {
		let e = n.get(`${r.agent}:${r.round}:${r.attempt}`);
		if (e === void 0) continue;
		n.delete(`${r.agent}:${r.round}:${r.attempt}`);
		let i = t.get(e) ?? [];
		i.push(r), t.set(e, i);
	}
	return async function* (e) {
		let n = t.get(gw(e.messages))?.shift();
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
var vw = "0.1.0";
export { Eb as AbortError, hS as CAPSULE_GENERATION_TYPES, aw as CAPSULE_MESSAGES, Rh as CAPSULE_MODES, rw as CAPSULE_PLACEMENT, eg as CAPSULE_POSITIONS, tg as CAPSULE_ROLES, Ox as CHAT_RANGE_MAX, Og as CORE_TOOL_NAMES, ey as ChatRequestError, bb as CompletionAccumulator, ng as DEFAULT_CAPSULE_INSTRUCTION, WS as DEFAULT_DIRECTOR_LIMITS, Vb as DEFAULT_NUDGE, E_ as DEFAULT_PRESET_ID, hb as DEFAULT_STALL_TIMEOUT_MS, mS as DIRECTOR_GENERATION_TYPES, o_ as DIRECTOR_SUBAGENT_DEFAULT_ROUNDS, wS as Draft, Zx as EMPTY_STORY, Nv as EXPORT_FORMATS, mx as Fold, bC as INITIAL_TODO, MC as LOOP_MIN_WALL_CLOCK_MS, NC as LOOP_NO_TOOL_STREAK, Pv as LUKER_FORMATS, ES as MESSAGE_TOOL_NAMES, Lh as MODES, Tg as MODE_TOOL_NAMESPACES, aC as NODE_FRAME, qb as NOTE_MAX_BYTES, bS as NO_SKILLS, Jb as OPEN_NOTES_HEADING, C_ as PROFILE_SCHEMAS, Hh as ProfileError, ox as REDACTED, VC as SINGLE_ROUNDS_WITH_SKILLS, Ka as SKILL_CATALOG_HINT, t as SKILL_LIMITS, Er as SKILL_NAME_RE, Dh as SKILL_TOOL_NAMES, tS as STORY_WINDOW_STEP, sb as SseFramer, ub as StreamDecoder, yC as TODO_STATUSES, wg as TOOL_VERBS, cx as TRACE_FORMAT, vv as TROUPE_CARD_VERSION, xC as TodoBoard, vw as VERSION, N_ as activePreset, iC as agendaConfigFromProfile, Gg as agendaSchema, px as agentMessages, Zv as agentPolicies, Jx as agentRequestOptions, Lg as agentToolFlags, Kx as availableLoopTools, vy as backoffDelay, KC as buildCapsuleText, ty as buildChatBody, Fh as bundledRowsToSkills, ah as callTool, iw as capsuleInjection, uw as capsuleKey, ow as capsuleMessage, kv as cardConsentKey, Av as cardNeedsConsent, jx as chatReadRangeTool, Nx as chatSearchTool, Wr as checkSkillPath, Tv as clearOverride, xb as collectCompletion, wx as compileLineRegex, xx as compileLorebookFilter, fw as createCapsuleCache, $S as createDispatcher, _x as createFoldRenderer, FS as createMessageTools, Sb as createModelClient, Qb as createNotes, I_ as createPreset, Mv as createProfileResolver, SS as createSemaphore, Nh as createSkillTools, ux as createTrace, db as decodeCompletionBody, pb as decodeStreamChunks, fb as decodeToCompletion, A_ as defaultLibrary, T_ as defaultProfile, Pg as defaultToolFlags, Y as defineTool, B_ as deletePreset, dS as describeEnd, Bb as describeStop, rC as directorConfigFromProfile, c_ as directorMainAgentSchema, u_ as directorSchema, l_ as directorSubAgentSchema, L_ as duplicatePreset, jv as effectiveProfile, Vg as enabledToolNames, eS as estimateTokens, Mb as executeToolCall, Ga as explainVisibleSkills, Iv as exportProfile, Lv as exportProfileFile, ja as exportSkillZip, Sx as filterLorebook, Cx as filterStoryLore, uC as finalGuidanceTool, lC as finalizeCapsuleTool, zg as flagForTool, vC as formatOutputs, Ia as formatScope, Dx as grepLines, yS as guardSlot, Vr as hashSkillFiles, Rv as importProfile, Da as importSkillZip, sh as intArg, Db as isAbortError, _S as isCapsuleGenerationType, gS as isDirectorGenerationType, zh as isMode, uv as isSecretFieldName, Fa as isSkillScope, Bg as isToolEnabled, oh as isToolFailure, fx as joinBlocks, qC as joinOutputs, $v as lintProfile, Cb as listModels, hv as looksLikeSecretValue, PC as loopConfigFromProfile, p_ as loopSchema, LC as loopSection, Gx as lorebookGetTool, Ux as lorebookListTool, Wx as lorebookSearchTool, Uv as mentionedSubagentIds, hx as microtaskScheduler, vS as modeRunsFor, O_ as newPresetId, oC as nodeMessages, mC as nodeOutputTool, rx as noteCloseTool, nx as noteOpenTool, kg as offeredVerbs, sS as openTurn, Ev as overrideModes, P_ as parsePresetLibrary, w_ as parseProfile, Pa as parseScope, Jr as parseSkill, Tb as parseToolArguments, ih as parseToolInput, qx as pickTools, Ih as planBundledImport, kC as plannerSection, wC as plannerStepTool, k_ as presetScope, Ob as raceAbort, Dv as readCardSkills, Sv as readOverride, cw as readStory, bv as readTroupeExtension, sx as redactSecrets, Qv as referencedSkillNames, R_ as renamePreset, Zb as renderOpenNotes, Ya as renderSkillCatalog, gC as renderTemplate, _w as replayClient, Ab as requestCompletion, xS as resolveAgentSkills, za as resolveInstalled, Wa as resolveVisibleSkills, yy as retryAfterMs, yx as retryPartialResponses, ew as reviewTools, pS as routeOf, jC as runAgendaCapsule, Ub as runAgent, pw as runCapsuleTurn, nC as runDirectorTurn, RC as runLoopCapsule, WC as runSingleCapsule, nw as runSpecCapsule, dw as sameKey, wv as saveOverride, Ra as scopeApplies, La as scopeRank, Pb as serializeToolResult, V_ as setActivePreset, Ov as setCardSkills, lS as settleSection, BC as singleConfigFromProfile, h_ as singleSchema, Qr as skillFromFileList, $r as skillFromSkillMd, s as skillRuleText, GC as specConfigFromProfile, b_ as specSchema, Rb as stopIf, oS as storyBackground, $x as storyFromMessages, aS as storyMessages, gb as streamChatCompletion, vx as streamToFold, _v as stripSecrets, dC as submitResultTool, Yr as summarizeSkill, _C as templateVariables, ch as textArg, cC as textOutputTool, gx as timerScheduler, X as toolFailure, nh as toolJsonSchema, Rg as toolNameFor, fS as toolNamesFromFlags, Ib as toolSucceeded, lw as turnAnchor, z_ as updatePreset, tw as validateSpecConfig, Lb as wallClockExceeded, rS as windowStart, Hx as worldBookListTool, Yx as wrapWithPreset };
