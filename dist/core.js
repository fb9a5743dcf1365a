// \0rolldown/runtime.js
var e = Object.defineProperty, t = (t, n) => {
	let r = {};
	for (var i in t) e(r, i, {
		get: t[i],
		enumerable: !0
	});
	return n || e(r, Symbol.toStringTag, { value: "Module" }), r;
}, n = /* @__PURE__ */ t({
	BIGINT_FORMAT_RANGES: () => ye,
	CONSTANT_CATCH: () => at,
	Class: () => Je,
	NUMBER_FORMAT_RANGES: () => ve,
	aborted: () => ke,
	allowsEval: () => ce,
	assert: () => c,
	assertEqual: () => r,
	assertIs: () => o,
	assertNever: () => s,
	assertNotEqual: () => i,
	assignProp: () => b,
	attachSchema: () => Pe,
	base64ToUint8Array: () => He,
	base64urlToUint8Array: () => We,
	cached: () => p,
	captureStackTrace: () => oe,
	cleanEnum: () => Ve,
	cleanRegex: () => h,
	clone: () => he,
	cloneDef: () => te,
	codePointLength: () => Re,
	constantCatch: () => ot,
	createTransparentProxy: () => ge,
	defineLazy: () => v,
	defineLazyInternal: () => M,
	derived: () => Qe,
	esc: () => D,
	escapeRegex: () => me,
	explicitlyAborted: () => Ae,
	extend: () => Ce,
	finalizeIssue: () => Fe,
	floatSafeRemainder: () => g,
	getElementAtPath: () => ne,
	getEnumValues: () => l,
	getLengthableOrigin: () => ze,
	getParsedType: () => de,
	getSizableOrigin: () => Ie,
	hexToUint8Array: () => Ke,
	hide: () => Ze,
	installLazyProp: () => it,
	isObject: () => se,
	isPlainObject: () => le,
	issue: () => Be,
	joinValues: () => u,
	jsonStringifyReplacer: () => d,
	members: () => Ye,
	merge: () => Ee,
	mergeDefs: () => E,
	normalizeParams: () => k,
	nullish: () => m,
	numKeys: () => ue,
	objectClone: () => y,
	omit: () => Se,
	optionalKeys: () => _e,
	own: () => Xe,
	parsedType: () => j,
	partial: () => De,
	pick: () => be,
	prefixIssues: () => je,
	primitiveTypes: () => pe,
	promiseAllObject: () => re,
	propertyKeyTypes: () => fe,
	randomString: () => ie,
	rawShape: () => x,
	required: () => Oe,
	safeExtend: () => Te,
	shallowClone: () => O,
	sizeCaps: () => Ne,
	slugify: () => ae,
	stringifyPrimitive: () => A,
	toZod: () => a,
	uint8ArrayToBase64: () => Ue,
	uint8ArrayToBase64url: () => Ge,
	uint8ArrayToHex: () => qe,
	unwrapMessage: () => Me
});
function r(e) {
	return e;
}
function i(e) {
	return e;
}
function a() {
	return (e) => e;
}
function o(e) {}
function s(e) {
	throw Error("Unexpected value in exhaustive check");
}
function c(e) {}
function l(e) {
	let t = Object.values(e).filter((e) => typeof e == "number");
	return Object.entries(e).filter(([e, n]) => t.indexOf(+e) === -1).map(([e, t]) => t);
}
function u(e, t = "|") {
	return e.map((e) => A(e)).join(t);
}
function d(e, t) {
	return typeof t == "bigint" ? t.toString() : t;
}
var f = class {
	constructor(e) {
		this._getter = e, this._value = void 0;
	}
	get value() {
		let e = this._getter;
		return e !== void 0 && (this._value = e(), this._getter = void 0), this._value;
	}
};
function p(e) {
	return new f(e);
}
function m(e) {
	return e == null;
}
function h(e) {
	let t = +!!e.startsWith("^"), n = e.endsWith("$") ? e.length - 1 : e.length;
	return e.slice(t, n);
}
function g(e, t) {
	let n = e / t, r = Math.round(n), i = 4 * 2 ** -52 * Math.max(Math.abs(n), 1);
	return Math.abs(n - r) < i ? 0 : n - r;
}
var _ = /* @__PURE__*/ Symbol("evaluating");
function v(e, t, n) {
	let r;
	Object.defineProperty(e, t, {
		get() {
			if (r !== _) return r === void 0 && (r = _, r = n()), r;
		},
		set(n) {
			Object.defineProperty(e, t, { value: n });
		},
		configurable: !0
	});
}
function y(e) {
	return Object.create(Object.getPrototypeOf(e), Object.getOwnPropertyDescriptors(e));
}
function b(e, t, n) {
	Object.defineProperty(e, t, {
		value: n,
		writable: !0,
		enumerable: !0,
		configurable: !0
	});
}
function x(e) {
	let t = Object.getOwnPropertyDescriptor(e, "shape");
	return t?.get ? t.get.raw : t?.value;
}
function S(e) {
	return x(e._zod.def) ?? e._zod.def.shape;
}
function C(e, t, n) {
	Object.defineProperty(e, t, {
		get() {
			let e = n();
			return b(this, t, e), e;
		},
		enumerable: !0,
		configurable: !0
	});
}
function w(e, t, n) {
	t in e ? b(e, t, n) : e[t] = n;
}
function T(e, t, n, r) {
	let i = S(t);
	for (let a of n) {
		let n = Object.getOwnPropertyDescriptor(i, a);
		n.enumerable && (n.get ? C(e, a, () => {
			let e = t._zod.def.shape[a];
			return r ? r(e, a) : e;
		}) : w(e, a, r ? r(n.value, a) : n.value));
	}
}
function ee(e, t) {
	for (let n of Reflect.ownKeys(t)) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.enumerable && (r.get ? C(e, n, () => t[n]) : w(e, n, r.value));
	}
}
function E(...e) {
	let t = {};
	for (let n of e) {
		let e = Object.getOwnPropertyDescriptors(n);
		Object.assign(t, e);
	}
	return Object.defineProperties({}, t);
}
function te(e) {
	return E(e._zod.def);
}
function ne(e, t) {
	return t ? t.reduce((e, t) => e?.[t], e) : e;
}
function re(e) {
	let t = Object.keys(e), n = t.map((t) => e[t]);
	return Promise.all(n).then((e) => {
		let n = {};
		for (let r = 0; r < t.length; r++) n[t[r]] = e[r];
		return n;
	});
}
function ie(e = 10) {
	let t = "";
	for (let n = 0; n < e; n++) t += "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)];
	return t;
}
function D(e) {
	return JSON.stringify(e);
}
function ae(e) {
	return e.toLowerCase().trim().replace(/[^\w\s-]/g, "").replace(/[\s_-]+/g, "-").replace(/^-+|-+$/g, "");
}
var oe = "captureStackTrace" in Error ? Error.captureStackTrace : (...e) => {};
function se(e) {
	return typeof e == "object" && !!e && !Array.isArray(e);
}
var ce = /* @__PURE__*/ p(() => {
	if (ht.jitless || typeof navigator < "u" && navigator?.userAgent?.includes("Cloudflare")) return !1;
	try {
		return Function(""), !0;
	} catch {
		return !1;
	}
});
function le(e) {
	if (se(e) === !1) return !1;
	let t = e.constructor;
	if (t === void 0 || typeof t != "function") return !0;
	let n = t.prototype;
	return se(n) !== !1 && Object.prototype.hasOwnProperty.call(n, "isPrototypeOf") !== !1;
}
function O(e) {
	return le(e) ? { ...e } : Array.isArray(e) ? [...e] : e instanceof Map ? new Map(e) : e instanceof Set ? new Set(e) : e;
}
function ue(e) {
	let t = 0;
	for (let n in e) Object.prototype.hasOwnProperty.call(e, n) && t++;
	return t;
}
var de = (e) => {
	let t = typeof e;
	switch (t) {
		case "undefined": return "undefined";
		case "string": return "string";
		case "number": return Number.isNaN(e) ? "nan" : "number";
		case "boolean": return "boolean";
		case "function": return "function";
		case "bigint": return "bigint";
		case "symbol": return "symbol";
		case "object": return Array.isArray(e) ? "array" : e === null ? "null" : e.then && typeof e.then == "function" && e.catch && typeof e.catch == "function" ? "promise" : typeof Map < "u" && e instanceof Map ? "map" : typeof Set < "u" && e instanceof Set ? "set" : typeof Date < "u" && e instanceof Date ? "date" : typeof File < "u" && e instanceof File ? "file" : "object";
		default: throw Error(`Unknown data type: ${t}`);
	}
}, fe = /* @__PURE__*/ new Set([
	"string",
	"number",
	"symbol"
]), pe = /* @__PURE__*/ new Set([
	"string",
	"number",
	"bigint",
	"boolean",
	"symbol",
	"undefined"
]);
function me(e) {
	return e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function he(e, t, n) {
	let r = new e._zod.constr(t ?? e._zod.def);
	return (!t || n?.parent) && (r._zod.parent = e), r;
}
function k(e) {
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
function ge(e) {
	let t;
	return new Proxy({}, {
		get(n, r, i) {
			return t ??= e(), Reflect.get(t, r, i);
		},
		set(n, r, i, a) {
			return t ??= e(), Reflect.set(t, r, i, a);
		},
		has(n, r) {
			return t ??= e(), Reflect.has(t, r);
		},
		deleteProperty(n, r) {
			return t ??= e(), Reflect.deleteProperty(t, r);
		},
		ownKeys(n) {
			return t ??= e(), Reflect.ownKeys(t);
		},
		getOwnPropertyDescriptor(n, r) {
			return t ??= e(), Reflect.getOwnPropertyDescriptor(t, r);
		},
		defineProperty(n, r, i) {
			return t ??= e(), Reflect.defineProperty(t, r, i);
		}
	});
}
function A(e) {
	return typeof e == "bigint" ? e.toString() + "n" : typeof e == "string" ? `"${e}"` : `${e}`;
}
function _e(e) {
	return Object.keys(e).filter((t) => e[t]._zod.optin !== void 0 && e[t]._zod.optout === "optional");
}
var ve = {
	safeint: [-(2 ** 53 - 1), 2 ** 53 - 1],
	int32: [-2147483648, 2147483647],
	uint32: [0, 4294967295],
	float32: [-34028234663852886e22, 34028234663852886e22],
	float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
}, ye = {
	int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
	uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")]
};
function be(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".pick() cannot be used on object schemas containing refinements");
	let i = {};
	return T(i, e, xe(e, t)), he(e, E(n, {
		shape: i,
		checks: []
	}));
}
function xe(e, t) {
	let n = S(e), r = [];
	for (let e of Reflect.ownKeys(t)) {
		if (!Object.getOwnPropertyDescriptor(n, e)?.enumerable) throw Error(`Unrecognized key: "${String(e)}"`);
		t[e] && r.push(e);
	}
	return r;
}
function Se(e, t) {
	let n = e._zod.def, r = n.checks;
	if (r && r.length > 0) throw Error(".omit() cannot be used on object schemas containing refinements");
	let i = new Set(xe(e, t)), a = {};
	return T(a, e, Reflect.ownKeys(S(e)).filter((e) => !i.has(e))), he(e, E(n, {
		shape: a,
		checks: []
	}));
}
function Ce(e, t) {
	if (!le(t)) throw Error("Invalid input to extend: expected a plain object");
	let n = e._zod.def.checks;
	if (n && n.length > 0) {
		let n = S(e);
		for (let e of Reflect.ownKeys(t)) if (Object.getOwnPropertyDescriptor(n, e) !== void 0) throw Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
	}
	return he(e, E(e._zod.def, { shape: we(e, t) }));
}
function we(e, t) {
	let n = {};
	return T(n, e, Reflect.ownKeys(S(e))), ee(n, t), n;
}
function Te(e, t) {
	if (!le(t)) throw Error("Invalid input to safeExtend: expected a plain object");
	return he(e, E(e._zod.def, { shape: we(e, t) }));
}
function Ee(e, t) {
	if (!t?._zod?.def) throw Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
	if (e._zod.def.checks?.length) throw Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
	let n = {};
	return T(n, e, Reflect.ownKeys(S(e))), T(n, t, Reflect.ownKeys(S(t))), he(e, E(e._zod.def, {
		shape: n,
		get catchall() {
			return t._zod.def.catchall;
		},
		checks: t._zod.def.checks ?? []
	}));
}
function De(e, t, n, r = "partial") {
	let i = t._zod.def.checks;
	if (i && i.length > 0) throw Error(`.${r}() cannot be used on object schemas containing refinements`);
	let a = n ? new Set(xe(t, n)) : void 0, o = {};
	return T(o, t, Reflect.ownKeys(S(t)), e && ((t, n) => a && !a.has(n) ? t : new e({
		type: "optional",
		innerType: t
	}))), he(t, E(t._zod.def, {
		shape: o,
		checks: []
	}));
}
function Oe(e, t, n) {
	let r = n ? new Set(xe(t, n)) : void 0, i = {};
	return T(i, t, Reflect.ownKeys(S(t)), (t, n) => r && !r.has(n) ? t : new e({
		type: "nonoptional",
		innerType: t
	})), he(t, E(t._zod.def, { shape: i }));
}
function ke(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue !== !0) return !0;
	return !1;
}
function Ae(e, t = 0) {
	if (e.aborted === !0) return !0;
	for (let n = t; n < e.issues.length; n++) if (e.issues[n]?.continue === !1) return !0;
	return !1;
}
function je(e, t) {
	return t.map((t) => {
		var n;
		return (n = t).path ?? (n.path = []), t.path.unshift(e), t;
	});
}
function Me(e) {
	return typeof e == "string" ? e : e?.message;
}
function Ne(e) {
	let t = [];
	for (let n of e ?? []) {
		let e = n._zod.def;
		if (!/_(length|size)$|_equals$/.test(e.check)) break;
		let r = e.maximum ?? e.length ?? e.size;
		r >= 0 && t.push([r, n]);
	}
	return t;
}
function Pe(e, t, n) {
	var r;
	for (let i = t; i < e.length; i++) (r = e[i]).schema ?? (r.schema = n);
}
function Fe(e, t, n) {
	var r;
	let i = e.inst?._zod?.traits;
	i?.has("$ZodType") && (i.has("$ZodCheck") ? (r = e).schema ?? (r.schema = e.inst) : e.schema = e.inst);
	let a = e.schema === e.inst ? void 0 : e.schema?._zod.def?.error, o = e.message ? e.message : Me(e.inst?._zod.def?.error?.(e)) ?? Me(a?.(e)) ?? Me(t?.error?.(e)) ?? Me(n.customError?.(e)) ?? Me(n.localeError?.(e)) ?? "Invalid input", s = {};
	for (let t of Object.keys(e)) t !== "inst" && t !== "schema" && t !== "continue" && t !== "input" && t !== "__proto__" && (s[t] = e[t]);
	return s.path ??= [], s.message = o, t?.reportInput && (s.input = e.input), s;
}
function Ie(e) {
	return e instanceof Set ? "set" : e instanceof Map ? "map" : e instanceof File ? "file" : "unknown";
}
var Le = /[\uD800-\uDBFF]/;
function Re(e) {
	let t = e.length;
	if (!Le.test(e)) return t;
	let n = t;
	for (let r = 0; r < t - 1; r++) (e.charCodeAt(r) & 64512) == 55296 && (e.charCodeAt(r + 1) & 64512) == 56320 && (n--, r++);
	return n;
}
function ze(e) {
	return Array.isArray(e) ? "array" : typeof e == "string" ? "string" : "unknown";
}
function j(e) {
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
function Be(...e) {
	let [t, n, r] = e;
	return typeof t == "string" ? {
		message: t,
		code: "custom",
		input: n,
		inst: r
	} : { ...t };
}
function Ve(e) {
	return Object.entries(e).filter(([e, t]) => Number.isNaN(Number.parseInt(e, 10))).map((e) => e[1]);
}
function He(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function Ue(e) {
	let t = "";
	for (let n = 0; n < e.length; n++) t += String.fromCharCode(e[n]);
	return btoa(t);
}
function We(e) {
	let t = e.replace(/-/g, "+").replace(/_/g, "/");
	return He(t + "=".repeat((4 - t.length % 4) % 4));
}
function Ge(e) {
	return Ue(e).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function Ke(e) {
	let t = e.replace(/^0x/, "");
	if (t.length % 2 != 0) throw Error("Invalid hex string length");
	let n = new Uint8Array(t.length / 2);
	for (let e = 0; e < t.length; e += 2) n[e / 2] = Number.parseInt(t.slice(e, e + 2), 16);
	return n;
}
function qe(e) {
	return Array.from(e).map((e) => e.toString(16).padStart(2, "0")).join("");
}
var Je = class {
	constructor(...e) {}
};
function Ye(e, t) {
	for (let n in t) {
		let r = Object.getOwnPropertyDescriptor(t, n);
		r.get ? Object.defineProperty(e, n, {
			...r,
			enumerable: !1
		}) : $e(e, n, r.value);
	}
}
function Xe(e, t, n, r = !0) {
	return Object.defineProperty(e, t, {
		configurable: !0,
		writable: !0,
		enumerable: r,
		value: n
	}), n;
}
function Ze(e, t, n) {
	return Xe(e, t, n, !1);
}
/* @__NO_SIDE_EFFECTS__ */
function Qe(e, t) {
	for (let n in e) {
		let r = e[n];
		Object.defineProperty(t, n, {
			configurable: !0,
			enumerable: !0,
			get() {
				return Xe(this, n, r(this));
			},
			set(e) {
				Xe(this, n, e);
			}
		});
	}
	return t;
}
function $e(e, t, n) {
	Object.defineProperty(e, t, {
		configurable: !0,
		get() {
			return this == null ? n : Xe(this, t, n.bind(this));
		},
		set(e) {
			Xe(this, t, e);
		}
	});
}
function et(e, t) {
	let n = Object.getPrototypeOf(e);
	return t in n ? void 0 : n;
}
var tt, nt = !1, rt = {
	configurable: !0,
	get() {
		nt = !0;
	}
};
function M(e, t, n) {
	let r = Object.getPrototypeOf(e._zod);
	t in r && tt !== e._zod ? tt = void 0 : (tt = e._zod, Object.defineProperty(r, t, {
		configurable: !0,
		get() {
			Object.defineProperty(this, t, rt);
			let e = nt;
			nt = !1;
			try {
				let r = n(this);
				return nt ? delete this[t] : Object.defineProperty(this, t, {
					configurable: !0,
					writable: !0,
					value: r
				}), nt ||= e, r;
			} catch (n) {
				throw delete this[t], nt ||= e, n;
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
function it(e, t, n, r) {
	let i = et(e, t);
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
var at = "~constantCatch";
function ot(e) {
	let t = () => e;
	return t[at] = !0, t;
}
// node_modules/zod/v4/core/core.js
var st, ct = /*@__PURE__*/ Object.freeze({ status: "aborted" }), lt = {
	value: void 0,
	enumerable: !1
}, ut = "captureStackTrace" in Error ? Error : null;
function dt(e) {
	let t = ut;
	if (t) {
		let n = t.stackTraceLimit;
		if (typeof n == "number") {
			try {
				t.stackTraceLimit = 0;
			} catch {
				return ut = null, new e();
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
function N(e, t, n, r) {
	let i = {};
	function a(e) {
		this.def = e, this.constr = d, this.traits = /* @__PURE__ */ new Set();
	}
	a.prototype = i;
	let o = n, s = o && /* @__PURE__ */ new WeakSet();
	function c(n, r) {
		if (!n._zod) {
			lt.value = new a(r);
			try {
				Object.defineProperty(n, "_zod", lt);
			} finally {
				lt.value = void 0;
			}
		} else if (n._zod.traits.has(e)) return;
		if (n._zod.traits.add(e), t(n, r), s) {
			let e = Object.getPrototypeOf(n), t = n._zod.constr.prototype, r = e;
			for (; r && r !== t;) r = Object.getPrototypeOf(r);
			let i = r ?? e;
			s.has(i) || (s.add(i), Ye(i, o));
		}
		let i = d.prototype;
		for (let e in i) Object.prototype.hasOwnProperty.call(i, e) && (e in n || (n[e] = i[e].bind(n)));
	}
	let l = r?.Parent ?? Object;
	class u extends l {}
	Object.defineProperty(u, "name", { value: e });
	function d(e) {
		let t = r?.Parent ? dt(u) : this;
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
var ft = /*@__PURE__*/ Symbol("zod_brand"), pt = class extends Error {
	constructor() {
		super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
	}
}, mt = class extends Error {
	constructor(e) {
		super(`Encountered unidirectional transform during encode: ${e}`), this.name = "ZodEncodeError";
	}
};
(st = globalThis).__zod_globalConfig ?? (st.__zod_globalConfig = {});
var ht = globalThis.__zod_globalConfig;
function gt(e) {
	return e && Object.assign(ht, e), ht;
}
// node_modules/zod/v4/core/errors.js
function _t() {
	let e = this._zod;
	return e.message ??= JSON.stringify(e.def, d, 2), e.message;
}
function vt(e) {
	this._zod.message = e;
}
var yt = {
	get: _t,
	set: vt,
	enumerable: !0,
	configurable: !0
}, bt = {
	value: void 0,
	enumerable: !1
}, xt = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]), St = (e, t) => {
	e.name = "$ZodError", bt.value = t, Object.defineProperty(e, "issues", bt), bt.value = void 0, Object.defineProperty(e, "message", yt);
	let n = Object.getPrototypeOf(e);
	xt.has(n) || (xt.add(n), Object.defineProperty(n, "toString", {
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
}, Ct = /* @__PURE__ */ N("$ZodError", St), wt = /* @__PURE__ */ N("$ZodError", St, void 0, { Parent: Error });
function Tt(e, t, n) {
	return Object.prototype.hasOwnProperty.call(e, t) || (t === "__proto__" ? Object.defineProperty(e, t, {
		value: n(),
		writable: !0,
		enumerable: !0,
		configurable: !0
	}) : e[t] = n()), e[t];
}
function Et(e, t = (e) => e.message) {
	let n = {}, r = [];
	for (let i of e.issues) i.path.length > 0 ? Tt(n, i.path[0], () => []).push(t(i)) : r.push(t(i));
	return {
		formErrors: r,
		fieldErrors: n
	};
}
function Dt(e, t = (e) => e.message) {
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
function Ot(e, t = (e) => e.message) {
	let n = { errors: [] }, r = (e, i = []) => {
		var a;
		for (let o of e.issues) if (o.code === "invalid_union" && o.errors.length) o.errors.map((e) => r({ issues: e }, [...i, ...o.path]));
		else if (o.code === "invalid_key") r({ issues: o.issues }, [...i, ...o.path]);
		else if (o.code === "invalid_element") r({ issues: o.issues }, [...i, ...o.path]);
		else {
			let e = [...i, ...o.path];
			if (e.length === 0) {
				n.errors.push(t(o));
				continue;
			}
			let r = n, s = 0;
			for (; s < e.length;) {
				let n = e[s], i = s === e.length - 1;
				typeof n == "string" ? (r.properties ?? (r.properties = {}), Object.prototype.hasOwnProperty.call(r.properties, n) || Object.defineProperty(r.properties, n, {
					value: { errors: [] },
					enumerable: !0,
					writable: !0,
					configurable: !0
				}), r = r.properties[n]) : (r.items ?? (r.items = []), (a = r.items)[n] ?? (a[n] = { errors: [] }), r = r.items[n]), i && r.errors.push(t(o)), s++;
			}
		}
	};
	return r(e), n;
}
function kt(e) {
	let t = [], n = e.map((e) => typeof e == "object" ? e.key : e);
	for (let e of n) typeof e == "number" ? t.push(`[${e}]`) : typeof e == "symbol" ? t.push(`[${JSON.stringify(String(e))}]`) : /[^\w$]/.test(e) ? t.push(`[${JSON.stringify(e)}]`) : (t.length && t.push("."), t.push(e));
	return t.join("");
}
function At(e) {
	let t = [], n = [...e.issues].sort((e, t) => (e.path ?? []).length - (t.path ?? []).length);
	for (let e of n) t.push(`✖ ${e.message}`), e.path?.length && t.push(`  → at ${kt(e.path)}`);
	return t.join("\n");
}
// node_modules/zod/v4/core/parse.js
function jt(e, t) {
	return {
		callee: t?.callee ?? e,
		Err: t?.Err
	};
}
var Mt = (e) => {
	let t = (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !1
		} : { async: !1 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise) throw new pt();
		if (s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Fe(e, o, gt())));
			throw oe(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, Nt = /* @__PURE__*/ Mt(wt), Pt = (e) => {
	let t = async (n, r, i, a) => {
		let o = i ? {
			...i,
			async: !0
		} : { async: !0 }, s = n._zod.run({
			value: r,
			issues: []
		}, o);
		if (s instanceof Promise && (s = await s), s.issues.length) {
			let n = new ((a?.Err) ?? e)(s.issues.map((e) => Fe(e, o, gt())));
			throw oe(n, a?.callee ?? t), n;
		}
		return s.value;
	};
	return t;
}, Ft = /* @__PURE__*/ Pt(wt), It = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		async: !1
	} : { async: !1 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	if (a instanceof Promise) throw new pt();
	return a.issues.length ? Rt(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
}, Lt = /* @__PURE__*/ It(wt);
function Rt(e, t, n) {
	let r;
	return {
		success: !1,
		get error() {
			return r || (r = new e(t.map((e) => Fe(e, n, gt()))), t = void 0, n = void 0), r;
		},
		set error(e) {
			r = e, t = void 0, n = void 0;
		}
	};
}
var zt = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		async: !0
	} : { async: !0 }, a = t._zod.run({
		value: n,
		issues: []
	}, i);
	return a instanceof Promise && (a = await a), a.issues.length ? Rt(e, a.issues, i) : {
		success: !0,
		data: a.value
	};
}, Bt = /* @__PURE__*/ zt(wt), Vt = /* @__PURE__ */ Symbol.for("zod.compile.invalid"), Ht = /* @__PURE__ */ Symbol.for("zod.compile.fallback"), Ut = ((e, t, n) => {
	let r = e._zod.bag.validator;
	if (r !== void 0) {
		if (r(t) !== Vt) return !0;
		if (r.definite === !0 && n === void 0) return !1;
	}
	return Wt(e, t, n);
});
function Wt(e, t, n) {
	let r = n ? {
		...n,
		async: !1,
		abortEarly: !0
	} : {
		async: !1,
		abortEarly: !0
	}, i = e._zod.bag.fallbackRun, a;
	if (i ? (r[Ht] = !0, a = i({
		value: t,
		issues: []
	}, r)) : a = e._zod.run({
		value: t,
		issues: []
	}, r), a instanceof Promise) throw new pt();
	return a.issues.length === 0;
}
var Gt = async (e, t, n) => {
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
}, Kt = (e) => {
	let t = Mt(e), n = (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return t(e, r, o, jt(n, a));
	};
	return n;
}, qt = /* @__PURE__*/ Kt(wt), Jt = (e) => {
	let t = Mt(e), n = (e, r, i, a) => t(e, r, i, jt(n, a));
	return n;
}, Yt = /* @__PURE__*/ Jt(wt), Xt = (e) => {
	let t = Pt(e), n = async (e, r, i, a) => {
		let o = i ? {
			...i,
			direction: "backward"
		} : { direction: "backward" };
		return await t(e, r, o, jt(n, a));
	};
	return n;
}, Zt = /* @__PURE__*/ Xt(wt), Qt = (e) => {
	let t = Pt(e), n = async (e, r, i, a) => await t(e, r, i, jt(n, a));
	return n;
}, $t = /* @__PURE__*/ Qt(wt), en = (e) => (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return It(e)(t, n, i);
}, tn = /* @__PURE__*/ en(wt), nn = (e) => (t, n, r) => It(e)(t, n, r), rn = /* @__PURE__*/ nn(wt), an = (e) => async (t, n, r) => {
	let i = r ? {
		...r,
		direction: "backward"
	} : { direction: "backward" };
	return zt(e)(t, n, i);
}, on = /* @__PURE__*/ an(wt), sn = (e) => async (t, n, r) => zt(e)(t, n, r), cn = /* @__PURE__*/ sn(wt), ln = /* @__PURE__ */ t({
	anyString: () => Qn,
	base64: () => Ln,
	base64url: () => Rn,
	bigint: () => er,
	boolean: () => rr,
	browserEmail: () => kn,
	cidrv4: () => Fn,
	cidrv6: () => In,
	creditCard: () => Un,
	cuid: () => un,
	cuid2: () => dn,
	currencyCode: () => Wn,
	date: () => Jn,
	datetime: () => Zn,
	domain: () => Bn,
	duration: () => _n,
	e164: () => Hn,
	email: () => wn,
	emoji: () => jn,
	extendedDuration: () => vn,
	guid: () => yn,
	hex: () => cr,
	hostname: () => zn,
	html5Email: () => Tn,
	httpProtocol: () => Vn,
	iban: () => Gn,
	idnEmail: () => On,
	integer: () => tr,
	ipv4: () => Mn,
	ipv6: () => Nn,
	ksuid: () => mn,
	lowercase: () => or,
	mac: () => Pn,
	md5_base64: () => fr,
	md5_base64url: () => pr,
	md5_hex: () => dr,
	nanoid: () => hn,
	nanoidOfLength: () => gn,
	null: () => ir,
	number: () => nr,
	rfc5322Email: () => En,
	sha1_base64: () => hr,
	sha1_base64url: () => gr,
	sha1_hex: () => mr,
	sha256_base64: () => vr,
	sha256_base64url: () => yr,
	sha256_hex: () => _r,
	sha384_base64: () => xr,
	sha384_base64url: () => Sr,
	sha384_hex: () => br,
	sha512_base64: () => wr,
	sha512_base64url: () => Tr,
	sha512_hex: () => Cr,
	string: () => $n,
	time: () => Xn,
	ulid: () => fn,
	undefined: () => ar,
	unicodeEmail: () => Dn,
	uppercase: () => sr,
	uuid: () => bn,
	uuid4: () => xn,
	uuid6: () => Sn,
	uuid7: () => Cn,
	xid: () => pn
}), un = /^[cC][0-9a-z]{6,}$/, dn = /^[0-9a-z]+$/, fn = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/, pn = /^[0-9a-vA-V]{20}$/, mn = /^[A-Za-z0-9]{27}$/, hn = /^[a-zA-Z0-9_-]{21}$/;
function gn(e) {
	return RegExp(`^[a-zA-Z0-9_-]{${e}}$`);
}
var _n = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/, vn = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/, yn = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, bn = (e) => e ? RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`) : /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/, xn = /*@__PURE__*/ bn(4), Sn = /*@__PURE__*/ bn(6), Cn = /*@__PURE__*/ bn(7), wn = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/, Tn = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/, En = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/, Dn = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u, On = Dn, kn = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/, An = "^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$";
function jn() {
	return new RegExp(An, "u");
}
var Mn = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/, Nn = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/, Pn = (e) => {
	let t = me(e ?? ":");
	return RegExp(`^(?:[0-9A-F]{2}${t}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${t}){5}[0-9a-f]{2}$`);
}, Fn = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/, In = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/, Ln = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/, Rn = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/, zn = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/, Bn = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/, Vn = /^https?$/, Hn = /^\+[1-9]\d{6,14}$/, Un = /^\d(?:[ -]?\d){11,18}$/, Wn = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/, Gn = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/, Kn = "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
function qn(e) {
	return RegExp(`^${e}$`);
}
var Jn = /*@__PURE__*/ qn(Kn);
function Yn(e) {
	let t = "(?:[01]\\d|2[0-3]):[0-5]\\d";
	return typeof e.precision == "number" ? e.precision === -1 ? `${t}` : e.precision === 0 ? `${t}:[0-5]\\d` : `${t}:[0-5]\\d\\.\\d{${e.precision}}` : e.seconds ? `${t}:[0-5]\\d(?:\\.\\d+)?` : `${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;
}
function Xn(e) {
	return RegExp(`^${Yn(e)}$`);
}
function Zn(e) {
	let t = ["Z"];
	e.offset && t.push("([+-](?:[01]\\d|2[0-3]):[0-5]\\d)");
	let n = `${Yn({
		precision: e.precision,
		seconds: !0
	})}(?:${t.join("|")})`, r = e.local ? `${n}|${Yn({ precision: e.precision })}` : n;
	return RegExp(`^${Kn}T(?:${r})$`);
}
var Qn = /^[\s\S]{0,}$/, $n = (e) => {
	let t = e ? `[\\s\\S]{${e?.minimum ?? 0},${e?.maximum ?? ""}}` : "[\\s\\S]*";
	return RegExp(`^${t}$`);
}, er = /^-?\d+n?$/, tr = /^-?\d+$/, nr = /^-?\d+(?:\.\d+)?$/, rr = /^(?:true|false)$/i, ir = /^null$/i, ar = /^undefined$/i, or = /^[^A-Z]*$/, sr = /^[^a-z]*$/, cr = /^[0-9a-fA-F]*$/;
function lr(e, t) {
	return RegExp(`^[A-Za-z0-9+/]{${e}}${t}$`);
}
function ur(e) {
	return RegExp(`^[A-Za-z0-9_-]{${e}}$`);
}
var dr = /^[0-9a-fA-F]{32}$/, fr = /*@__PURE__*/ lr(22, "=="), pr = /*@__PURE__*/ ur(22), mr = /^[0-9a-fA-F]{40}$/, hr = /*@__PURE__*/ lr(27, "="), gr = /*@__PURE__*/ ur(27), _r = /^[0-9a-fA-F]{64}$/, vr = /*@__PURE__*/ lr(43, "="), yr = /*@__PURE__*/ ur(43), br = /^[0-9a-fA-F]{96}$/, xr = /*@__PURE__*/ lr(64, ""), Sr = /*@__PURE__*/ ur(64), Cr = /^[0-9a-fA-F]{128}$/, wr = /*@__PURE__*/ lr(86, "=="), Tr = /*@__PURE__*/ ur(86), Er = /*@__PURE__*/ N("$ZodCheck", (e, t) => {
	var n;
	e._zod ??= {}, e._zod.def = t, (n = e._zod).onattach ?? (n.onattach = []);
}), Dr = (e) => {
	let t = e.value;
	return !m(t) && t.size !== void 0;
}, Or = (e) => {
	let t = e.value;
	return !m(t) && t.length !== void 0;
}, kr = {
	number: "number",
	bigint: "bigint",
	object: "date"
}, Ar = /*@__PURE__*/ N("$ZodCheckLessThan", (e, t) => {
	Er.init(e, t);
	let n = kr[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value <= t.value : r.value < t.value) || r.issues.push({
			origin: kr[typeof r.value] ?? n,
			code: "too_big",
			maximum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), jr = /*@__PURE__*/ N("$ZodCheckGreaterThan", (e, t) => {
	Er.init(e, t);
	let n = kr[typeof t.value];
	e._zod.check = (r) => {
		(t.inclusive ? r.value >= t.value : r.value > t.value) || r.issues.push({
			origin: kr[typeof r.value] ?? n,
			code: "too_small",
			minimum: typeof t.value == "object" ? t.value.getTime() : t.value,
			input: r.value,
			inclusive: t.inclusive,
			inst: e,
			continue: !t.abort
		});
	};
}), Mr = /*@__PURE__*/ N("$ZodCheckMultipleOf", (e, t) => {
	Er.init(e, t), e._zod.check = (n) => {
		if (typeof n.value != typeof t.value) throw Error("Cannot mix number and bigint in multiple_of check.");
		(typeof n.value == "bigint" ? t.value !== BigInt(0) && n.value % t.value === BigInt(0) : g(n.value, t.value) === 0) || n.issues.push({
			origin: typeof n.value,
			code: "not_multiple_of",
			divisor: t.value,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Nr = /*@__PURE__*/ N("$ZodCheckNumberFormat", (e, t) => {
	Er.init(e, t), t.format = t.format || "float64";
	let n = t.format?.includes("int"), r = n ? "int" : "number", [i, a] = ve[t.format];
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
}), Pr = /*@__PURE__*/ N("$ZodCheckBigIntFormat", (e, t) => {
	Er.init(e, t);
	let [n, r] = ye[t.format];
	e._zod.check = (i) => {
		let a = i.value;
		a < n && i.issues.push({
			origin: "bigint",
			input: a,
			code: "too_small",
			minimum: n,
			inclusive: !0,
			inst: e,
			continue: !t.abort
		}), a > r && i.issues.push({
			origin: "bigint",
			input: a,
			code: "too_big",
			maximum: r,
			inclusive: !0,
			inst: e,
			continue: !t.abort
		});
	};
}), Fr = /*@__PURE__*/ N("$ZodCheckMaxSize", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Dr), e._zod.check = (n) => {
		let r = n.value;
		r.size <= t.maximum || n.issues.push({
			origin: Ie(r),
			code: "too_big",
			maximum: t.maximum,
			inclusive: !0,
			input: r,
			inst: e,
			continue: !t.abort
		});
	};
}), Ir = /*@__PURE__*/ N("$ZodCheckMinSize", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Dr), e._zod.check = (n) => {
		let r = n.value;
		r.size >= t.minimum || n.issues.push({
			origin: Ie(r),
			code: "too_small",
			minimum: t.minimum,
			inclusive: !0,
			input: r,
			inst: e,
			continue: !t.abort
		});
	};
}), Lr = /*@__PURE__*/ N("$ZodCheckSizeEquals", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Dr), e._zod.check = (n) => {
		let r = n.value, i = r.size;
		if (i === t.size) return;
		let a = i > t.size;
		n.issues.push({
			origin: Ie(r),
			...a ? {
				code: "too_big",
				maximum: t.size
			} : {
				code: "too_small",
				minimum: t.size
			},
			inclusive: !0,
			exact: !0,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Rr = /*@__PURE__*/ N("$ZodCheckMaxLength", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Or), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i > t.maximum ? Re(r) : i) <= t.maximum) return;
		let a = ze(r);
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
}), zr = /*@__PURE__*/ N("$ZodCheckMinLength", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Or), e._zod.check = (n) => {
		let r = n.value, i = r.length;
		if ((typeof r == "string" && i >= t.minimum && i < t.minimum * 2 ? Re(r) : i) >= t.minimum) return;
		let a = ze(r);
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
}), Br = /*@__PURE__*/ N("$ZodCheckLengthEquals", (e, t) => {
	var n;
	Er.init(e, t), (n = e._zod.def).when ?? (n.when = Or), e._zod.check = (n) => {
		let r = n.value, i = r.length, a = typeof r == "string" && i >= t.length && i <= t.length * 2 ? Re(r) : i;
		if (a === t.length) return;
		let o = ze(r), s = a > t.length;
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
}), Vr = /*@__PURE__*/ N("$ZodCheckStringFormat", (e, t) => {
	var n, r;
	Er.init(e, t), t.pattern ? (n = e._zod).check ?? (n.check = (n) => {
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
}), Hr = /*@__PURE__*/ N("$ZodCheckRegex", (e, t) => {
	Vr.init(e, t), e._zod.check = (n) => {
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
}), Ur = /*@__PURE__*/ N("$ZodCheckLowerCase", (e, t) => {
	t.pattern ??= or, Vr.init(e, t);
}), Wr = /*@__PURE__*/ N("$ZodCheckUpperCase", (e, t) => {
	t.pattern ??= sr, Vr.init(e, t);
}), Gr = /*@__PURE__*/ N("$ZodCheckIncludes", (e, t) => {
	Er.init(e, t);
	let n = me(t.includes);
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
}), Kr = /*@__PURE__*/ N("$ZodCheckStartsWith", (e, t) => {
	Er.init(e, t);
	let n = RegExp(`^${me(t.prefix)}.*`);
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
}), qr = /*@__PURE__*/ N("$ZodCheckEndsWith", (e, t) => {
	Er.init(e, t);
	let n = RegExp(`.*${me(t.suffix)}$`);
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
});
function Jr(e, t, n) {
	e.issues.length && t.issues.push(...je(n, e.issues));
}
var Yr = /*@__PURE__*/ N("$ZodCheckProperty", (e, t) => {
	Er.init(e, t), e._zod.check = (e) => {
		let n = t.schema._zod.run({
			value: e.value[t.property],
			issues: []
		}, {});
		if (n instanceof Promise) return n.then((n) => Jr(n, e, t.property));
		Jr(n, e, t.property);
	};
}), Xr = /*@__PURE__*/ N("$ZodCheckProperties", (e, t) => {
	Er.init(e, t), Ze(e, Symbol.iterator, function* () {
		yield e;
	});
	let n;
	e._zod.check = (r) => {
		if (r.value == null) {
			r.issues.push({
				expected: "object",
				code: "invalid_type",
				input: r.value,
				inst: e
			});
			return;
		}
		n ??= Reflect.ownKeys(t.shape).map((e) => [e, t.shape[e]]);
		let i = r.value, a;
		for (let [e, t] of n) {
			let n = t._zod.run({
				value: i[e],
				issues: []
			}, {});
			n instanceof Promise ? (a ??= [], a.push(n.then((t) => Jr(t, r, e)))) : Jr(n, r, e);
		}
		if (a) return Promise.all(a).then(() => void 0);
	};
}), Zr = /*@__PURE__*/ N("$ZodCheckMimeType", (e, t) => {
	Er.init(e, t);
	let n = new Set(t.mime);
	e._zod.check = (r) => {
		n.has(r.value.type) || r.issues.push({
			code: "invalid_value",
			values: t.mime,
			input: r.value.type,
			inst: e,
			continue: !t.abort
		});
	};
}), Qr = /*@__PURE__*/ N("$ZodCheckOverwrite", (e, t) => {
	Er.init(e, t), e._zod.check = (e) => {
		e.value = t.tx(e.value);
	};
}), $r = class {
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
}, ei = {
	major: 4,
	minor: 6,
	patch: 7
}, P = /*@__PURE__*/ N("$ZodType", (e, t) => {
	var n;
	e ??= {}, e._zod.def = t, e._zod.bag = e._zod.bag || {}, e._zod.version = ei;
	let r = e._zod.def.checks, i = e._zod.traits.has("$ZodCheck") ? [e, ...r ?? []] : r?.length ? [...r] : [];
	for (let t of i) for (let n of t._zod.onattach) n(e);
	if (i.length === 0) (n = e._zod).deferred ?? (n.deferred = []), e._zod.deferred?.push(() => {
		e._zod.run = e._zod.parse;
	});
	else {
		let t = (t, n, r) => {
			if (t.memo) return t;
			let i = ke(t), a;
			for (let o of n) {
				if (o._zod.def.when) {
					if (Ae(t) || !o._zod.def.when(t)) continue;
				} else if (i) continue;
				let n = t.issues.length, s = o._zod.check(t);
				if (s instanceof Promise && r?.async === !1) throw new pt();
				if (a || s instanceof Promise) a = (a ?? Promise.resolve()).then(async () => {
					await s, t.issues.length !== n && (Pe(t.issues, n, e), i ||= ke(t, n));
				});
				else {
					if (t.issues.length === n) continue;
					Pe(t.issues, n, e), i ||= ke(t, n);
				}
			}
			return a ? a.then(() => t) : t;
		}, n = (n, r, a) => {
			if (ke(n)) return n.aborted = !0, n;
			let o = t(r, i, a);
			if (o instanceof Promise) {
				if (a.async === !1) throw new pt();
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
				if (a.async === !1) throw new pt();
				return o.then((e) => t(e, i, a));
			}
			return t(o, i, a);
		};
	}
}, {
	get "~standard"() {
		return Ze(this, "~standard", ri(this));
	},
	set "~standard"(e) {
		Xe(this, "~standard", e);
	}
}), ti = (e, t) => e.issues.length ? { issues: e.issues.map((e) => Fe(e, t, gt())) } : { value: e.value };
async function ni(e, t) {
	let n = { async: !0 };
	return ti(await e._zod.run({
		value: t,
		issues: []
	}, n), n);
}
function ri(e) {
	return {
		validate: (t) => {
			let n = { async: !1 };
			try {
				let r = e._zod.run({
					value: t,
					issues: []
				}, n);
				if (!(r instanceof Promise)) return ti(r, n);
			} catch {}
			return ni(e, t);
		},
		vendor: "zod",
		version: 1
	};
}
var ii = /*@__PURE__*/ N("$ZodString", (e, t) => {
	P.init(e, t), e._zod.pattern = t.pattern ?? Qn, e._zod.parse = (n, r) => {
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
}), ai = /*@__PURE__*/ N("$ZodStringFormat", (e, t) => {
	Vr.init(e, t), ii.init(e, t);
}), oi = /*@__PURE__*/ N("$ZodGUID", (e, t) => {
	t.pattern ??= yn, ai.init(e, t);
}), si = /*@__PURE__*/ N("$ZodUUID", (e, t) => {
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
		t.pattern ??= bn(e);
	} else t.pattern ??= bn();
	ai.init(e, t);
}), ci = /*@__PURE__*/ N("$ZodEmail", (e, t) => {
	t.pattern ??= wn, ai.init(e, t);
});
function li(e) {
	try {
		return typeof URL < "u" && typeof URL.canParse == "function" ? URL.canParse(e) : (new URL(e), !0);
	} catch {
		return !1;
	}
}
function ui(e, t) {
	return !("normalize" in t) && !("hostname" in t) && !("protocol" in t) ? li(e) || 2 : di(e, t);
}
function di(e, t) {
	if (!t.normalize && t.protocol?.source === Vn.source && !/^https?:\/\//i.test(e)) return 1;
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
var fi = /[\t\n\r]/g;
function pi(e) {
	return e.replace(fi, "");
}
function mi(e, t) {
	return t.lastIndex = 0, t.test(e.hostname);
}
function hi(e, t) {
	return t.lastIndex = 0, t.test(e.protocol.endsWith(":") ? e.protocol.slice(0, -1) : e.protocol);
}
var gi = /*@__PURE__*/ N("$ZodURL", (e, t) => {
	ai.init(e, t), e._zod.check = (n) => {
		try {
			let r = n.value.trim(), i = ui(r, t);
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
				n.value = pi(r);
				return;
			}
			t.hostname && !mi(i, t.hostname) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid hostname",
				pattern: t.hostname.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), t.protocol && !hi(i, t.protocol) && n.issues.push({
				code: "invalid_format",
				format: "url",
				note: "Invalid protocol",
				pattern: t.protocol.source,
				input: n.value,
				inst: e,
				continue: !t.abort
			}), n.value = t.normalize ? i.href : pi(r);
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
}), _i = /*@__PURE__*/ N("$ZodEmoji", (e, t) => {
	t.pattern ??= jn(), ai.init(e, t);
}), vi = /*@__PURE__*/ N("$ZodNanoID", (e, t) => {
	if (t.length !== void 0 && (!Number.isInteger(t.length) || t.length < 1)) throw Error(`Invalid nanoid length: ${t.length}`);
	t.pattern ??= t.length === void 0 ? hn : gn(t.length), ai.init(e, t);
}), yi = /*@__PURE__*/ N("$ZodCUID", (e, t) => {
	t.pattern ??= un, ai.init(e, t);
}), bi = /*@__PURE__*/ N("$ZodCUID2", (e, t) => {
	t.pattern ??= dn, ai.init(e, t);
}), xi = /*@__PURE__*/ N("$ZodULID", (e, t) => {
	t.pattern ??= fn, ai.init(e, t);
}), Si = /*@__PURE__*/ N("$ZodXID", (e, t) => {
	t.pattern ??= pn, ai.init(e, t);
}), Ci = /*@__PURE__*/ N("$ZodKSUID", (e, t) => {
	t.pattern ??= mn, ai.init(e, t);
}), wi = /*@__PURE__*/ N("$ZodISODateTime", (e, t) => {
	t.pattern ??= Zn(t), ai.init(e, t);
}), Ti = /*@__PURE__*/ N("$ZodISODate", (e, t) => {
	t.pattern ??= Jn, ai.init(e, t);
}), Ei = /*@__PURE__*/ N("$ZodISOTime", (e, t) => {
	t.pattern ??= Xn(t), ai.init(e, t);
}), Di = /*@__PURE__*/ N("$ZodISODuration", (e, t) => {
	t.pattern ??= _n, ai.init(e, t);
}), Oi = /*@__PURE__*/ N("$ZodIPv4", (e, t) => {
	t.pattern ??= Mn, ai.init(e, t);
}), ki = /^[0-9a-fA-F:.]+$/;
function Ai(e) {
	return ki.test(e) ? li(`http://[${e}]`) : !1;
}
var ji = /*@__PURE__*/ N("$ZodIPv6", (e, t) => {
	t.pattern ??= Nn, ai.init(e, t), e._zod.check = (n) => {
		Ai(n.value) || n.issues.push({
			code: "invalid_format",
			format: "ipv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Mi = /*@__PURE__*/ N("$ZodMAC", (e, t) => {
	t.pattern ??= Pn(t.delimiter), ai.init(e, t);
}), Ni = /*@__PURE__*/ N("$ZodCIDRv4", (e, t) => {
	t.pattern ??= Fn, ai.init(e, t);
});
function Pi(e) {
	let t = e.split("/");
	if (t.length !== 2) return !1;
	let [n, r] = t;
	if (!r) return !1;
	let i = Number(r);
	return `${i}` !== r || i < 0 || i > 128 ? !1 : Ai(n);
}
var Fi = /*@__PURE__*/ N("$ZodCIDRv6", (e, t) => {
	t.pattern ??= In, ai.init(e, t), e._zod.check = (n) => {
		Pi(n.value) || n.issues.push({
			code: "invalid_format",
			format: "cidrv6",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
});
function Ii(e) {
	if (e === "") return !0;
	if (/\s/.test(e) || e.length % 4 != 0) return !1;
	try {
		return atob(e), !0;
	} catch {
		return !1;
	}
}
var Li = /^[0-9a-zA-Z+/]*={0,2}$/, Ri = /*@__PURE__*/ N("$ZodBase64", (e, t) => {
	t.pattern ??= Li, ai.init(e, t), e._zod.check = (n) => {
		Ii(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), zi = /^[A-Za-z0-9_-]*$/;
function Bi(e) {
	if (!zi.test(e)) return !1;
	let t = e.replace(/[-_]/g, (e) => e === "-" ? "+" : "/");
	return Ii(t.padEnd(Math.ceil(t.length / 4) * 4, "="));
}
var Vi = /*@__PURE__*/ N("$ZodBase64URL", (e, t) => {
	t.pattern ??= zi, ai.init(e, t), e._zod.check = (n) => {
		Bi(n.value) || n.issues.push({
			code: "invalid_format",
			format: "base64url",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Hi = /*@__PURE__*/ N("$ZodE164", (e, t) => {
	t.pattern ??= Hn, ai.init(e, t);
}), Ui = /[- ]/g;
function Wi(e) {
	let t = e.length, n = 1, r = 0;
	for (; t;) {
		let i = e.charCodeAt(--t) - 48;
		n ^= 1, r += n ? [
			0,
			2,
			4,
			6,
			8,
			1,
			3,
			5,
			7,
			9
		][i] : i;
	}
	return r % 10 == 0;
}
function Gi(e) {
	return Un.test(e) ? Wi(e.replace(Ui, "")) : !1;
}
var Ki = /*@__PURE__*/ N("$ZodCreditCard", (e, t) => {
	t.pattern ??= Un, ai.init(e, t), e._zod.check = (n) => {
		Gi(n.value) || n.issues.push({
			code: "invalid_format",
			format: "credit_card",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
});
function qi(e) {
	let t = 0, n = e.length;
	for (let r = 4; r < n; r++) {
		let n = e.charCodeAt(r);
		t = (n >= 65 ? t * 100 + (n - 55) : t * 10 + (n - 48)) % 97;
	}
	for (let n = 0; n < 4; n++) {
		let r = e.charCodeAt(n);
		t = (r >= 65 ? t * 100 + (r - 55) : t * 10 + (r - 48)) % 97;
	}
	return t === 1;
}
function Ji(e) {
	return Gn.test(e) ? qi(e) : !1;
}
var Yi = /*@__PURE__*/ N("$ZodIBAN", (e, t) => {
	t.pattern ??= Gn, ai.init(e, t), e._zod.check = (n) => {
		Ji(n.value) || n.issues.push({
			code: "invalid_format",
			format: "iban",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
});
function Xi(e, t = null) {
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
var Zi = /*@__PURE__*/ N("$ZodJWT", (e, t) => {
	ai.init(e, t), e._zod.check = (n) => {
		Xi(n.value, t.alg) || n.issues.push({
			code: "invalid_format",
			format: "jwt",
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), Qi = /*@__PURE__*/ N("$ZodCustomStringFormat", (e, t) => {
	ai.init(e, t), e._zod.check = (n) => {
		t.fn(n.value) || n.issues.push({
			code: "invalid_format",
			format: t.format,
			input: n.value,
			inst: e,
			continue: !t.abort
		});
	};
}), $i = /*@__PURE__*/ N("$ZodNumber", (e, t) => {
	P.init(e, t), e._zod.pattern = nr, e._zod.parse = (n, r) => {
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
}), ea = /*@__PURE__*/ N("$ZodNumberFormat", (e, t) => {
	Nr.init(e, t), $i.init(e, t);
}), ta = /*@__PURE__*/ N("$ZodBoolean", (e, t) => {
	P.init(e, t), e._zod.pattern = rr, e._zod.parse = (n, r) => {
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
}), na = /*@__PURE__*/ N("$ZodBigInt", (e, t) => {
	P.init(e, t), e._zod.pattern = er, e._zod.parse = (n, r) => {
		if (t.coerce) try {
			n.value = BigInt(n.value);
		} catch {}
		return typeof n.value == "bigint" || n.issues.push({
			expected: "bigint",
			code: "invalid_type",
			input: n.value,
			inst: e
		}), n;
	};
}), ra = /*@__PURE__*/ N("$ZodBigIntFormat", (e, t) => {
	Pr.init(e, t), na.init(e, t);
}), ia = /*@__PURE__*/ N("$ZodSymbol", (e, t) => {
	P.init(e, t), e._zod.parse = (t, n) => {
		let r = t.value;
		return typeof r == "symbol" || t.issues.push({
			expected: "symbol",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
	};
}), aa = /*@__PURE__*/ N("$ZodUndefined", (e, t) => {
	P.init(e, t), e._zod.pattern = ar, e._zod.values = /* @__PURE__ */ new Set([void 0]), e._zod.parse = (t, n) => {
		let r = t.value;
		return r === void 0 || t.issues.push({
			expected: "undefined",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
	};
}), oa = /*@__PURE__*/ N("$ZodNull", (e, t) => {
	P.init(e, t), e._zod.pattern = ir, e._zod.values = /* @__PURE__ */ new Set([null]), e._zod.parse = (t, n) => {
		let r = t.value;
		return r === null || t.issues.push({
			expected: "null",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
	};
}), sa = /*@__PURE__*/ N("$ZodAny", (e, t) => {
	P.init(e, t), e._zod.parse = (e) => e;
}), ca = /*@__PURE__*/ N("$ZodUnknown", (e, t) => {
	P.init(e, t), e._zod.parse = (e) => e;
}), la = /*@__PURE__*/ N("$ZodNever", (e, t) => {
	P.init(e, t), e._zod.parse = (t, n) => (t.issues.push({
		expected: "never",
		code: "invalid_type",
		input: t.value,
		inst: e
	}), t);
}), ua = /*@__PURE__*/ N("$ZodVoid", (e, t) => {
	P.init(e, t), e._zod.parse = (t, n) => {
		let r = t.value;
		return r === void 0 || t.issues.push({
			expected: "void",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
	};
}), da = /*@__PURE__*/ N("$ZodDate", (e, t) => {
	P.init(e, t), e._zod.parse = (n, r) => {
		if (t.coerce) try {
			n.value = new Date(n.value);
		} catch {}
		let i = n.value, a = i instanceof Date;
		return a && !Number.isNaN(i.getTime()) || n.issues.push({
			expected: "date",
			code: "invalid_type",
			input: i,
			...a ? { received: "Invalid Date" } : {},
			inst: e
		}), n;
	};
});
function fa(e, t) {
	let n = Ne(e._zod.def.checks);
	if (!n.length) return;
	let r = Math.min(...n.map((e) => e[0])), i = e._zod.parse;
	e._zod.parse = (n, a) => {
		let o = t(n.value);
		if (o > r && !a?.skipChecks && a?.direction !== "backward") {
			for (let [t, r] of Ne(e._zod.def.checks)) if (o > t && r._zod.def.when(n)) {
				let t = n.issues.length;
				return r._zod.check(n), n.issues[t].continue = !1, Pe(n.issues, t, e), n;
			}
		}
		return i(n, a);
	};
}
var pa = (e) => Array.isArray(e) ? e.length : -1, ma = (e) => e instanceof Map ? e.size : -1, ha = (e) => e instanceof Set ? e.size : -1;
function ga(e, t, n) {
	e.issues.length && t.issues.push(...je(n, e.issues)), t.value[n] = e.value;
}
var _a = /*@__PURE__*/ N("$ZodArray", (e, t) => {
	P.init(e, t);
	let n = ht.memoizer;
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
			if (c instanceof Promise) o.push(c.then((t) => ga(t, r, e)));
			else if (ga(c, r, e), s && c.issues.length !== 0 && ke(c)) break;
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	}, fa(e, pa);
});
function va(e, t, n, r, i, a) {
	let o = n in r, s = a === "optional";
	if (o || !s || i !== "optional") {
		if (e.issues.length) {
			if (i !== void 0 && s && !o) return;
			t.issues.push(...je(n, e.issues));
		}
		!o && i === void 0 ? e.issues.length || t.issues.push({
			code: "invalid_type",
			expected: "nonoptional",
			input: void 0,
			path: [n]
		}) : e.value === void 0 ? (o || i === "defaulted" && !s) && (t.value[n] = void 0) : t.value[n] = e.value;
	}
}
var ya = [];
function ba(e) {
	let t = Object.keys(e.shape), n = Object.getOwnPropertySymbols(e.shape), r = n.length ? n : ya, i = r.length ? [...t, ...r] : t;
	for (let t of i) if (!e.shape?.[t]?._zod?.traits?.has("$ZodType")) throw Error(`Invalid element at key "${String(t)}": expected a Zod schema`);
	let a = _e(e.shape);
	return {
		...e,
		allKeys: i,
		symbolKeys: r,
		keySet: new Set(t),
		numKeys: t.length,
		optionalKeys: new Set(a)
	};
}
function xa(e, t, n, r, i, a, o) {
	let s = [], c = i.keySet, l = i.catchall._zod, u = l.def.type, d = l.optin, f = l.optout, p = 0;
	for (let i in t) {
		if (o && n.issues.length !== p) {
			if (ke(n, p)) break;
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
		a instanceof Promise ? e.push(a.then((e) => va(e, n, i, t, d, f))) : va(a, n, i, t, d, f);
	}
	return s.length && n.issues.push({
		code: "unrecognized_keys",
		keys: s,
		input: t,
		inst: a,
		continue: !0
	}), e.length ? Promise.all(e).then(() => n) : n;
}
var Sa = /*@__PURE__*/ N("$ZodObject", (e, t) => {
	P.init(e, t);
	let n = Object.getOwnPropertyDescriptor(t, "shape"), r = n?.get ? n.get.raw : t.shape ?? {};
	if (r) {
		let e = () => {
			let n = { ...r };
			return Object.defineProperty(t, "shape", { value: n }), e.raw = n, n;
		};
		e.raw = r, Object.defineProperty(t, "shape", { get: e });
	}
	let i = p(() => ba(t));
	M(e, "propValues", (e) => {
		let t = e.def.shape, n = {};
		for (let e in t) {
			let r = t[e]._zod;
			if (r.values) {
				Object.prototype.hasOwnProperty.call(n, e) || b(n, e, /* @__PURE__ */ new Set());
				for (let t of r.values) n[e].add(t);
				r.optin !== void 0 && n[e].add(void 0);
			}
		}
		return n;
	});
	let a = se, o = t.catchall, s, c = ht.memoizer;
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
				if (ke(t, f)) break;
				f = t.issues.length;
			}
			if (e === "__proto__") continue;
			let i = u[e], a = i._zod.optin, o = i._zod.optout, s = i._zod.run({
				value: r[e],
				issues: []
			}, n);
			s instanceof Promise ? l.push(s.then((n) => va(n, t, e, r, a, o))) : va(s, t, e, r, a, o);
		}
		return o ? xa(l, r, t, n, i.value, e, d === !0) : l.length ? Promise.all(l).then(() => t) : t;
	};
}), Ca = /*@__PURE__*/ N("$ZodObjectJIT", (e, t) => {
	Sa.init(e, t);
	let n = e._zod.parse, r = p(() => ba(t)), i = ht.memoizer, a = (t) => {
		let n = r.value, a = n.symbolKeys, o = new $r(["payload", "ctx"], {
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
			let n = l[e], r = typeof e == "symbol" ? `syms[${a.indexOf(e)}]` : D(e), i = `${r} in input`, u = t[e], d = u?._zod?.optin, f = d !== void 0, p = u?._zod?.optout === "optional";
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
	}, o, s = se, c = !ht.jitless, l = c && ce.value, u = t.catchall, d;
	e._zod.parse = (i, f) => {
		d ??= r.value;
		let p = i.value;
		return s(p) ? c && l && f?.async === !1 && f.jitless !== !0 ? (o ||= a(t.shape), i = o(i, f), u ? xa([], p, i, f, d, e, f?.abortEarly === !0) : i) : n(i, f) : (i.issues.push({
			expected: "object",
			code: "invalid_type",
			input: p,
			inst: e
		}), i);
	};
});
function wa(e, t, n, r) {
	for (let n of e) if (n.issues.length === 0) return t.value = n.value, t;
	let i = e.filter((e) => !ke(e));
	return i.length === 1 ? (t.value = i[0].value, i[0]) : (t.issues.push({
		code: "invalid_union",
		input: t.value,
		inst: n,
		errors: e.map((e) => e.issues.map((e) => Fe(e, r, gt())))
	}), t);
}
var Ta = /*@__PURE__*/ N("$ZodUnion", (e, t) => {
	P.init(e, t), M(e, "optin", (e) => e.def.options.some((e) => e._zod.optin === "defaulted") ? "defaulted" : e.def.options.some((e) => e._zod.optin !== void 0) ? "optional" : void 0), M(e, "optout", (e) => e.def.options.some((e) => e._zod.optout === "optional") ? "optional" : void 0), M(e, "values", (e) => {
		if (e.def.options.every((e) => e._zod.values)) return new Set(e.def.options.flatMap((e) => Array.from(e._zod.values)));
	}), M(e, "pattern", (e) => {
		if (e.def.options.every((e) => e._zod.pattern)) {
			let t = e.def.options.map((e) => e._zod.pattern);
			return RegExp(`^(${t.map((e) => h(e.source)).join("|")})$`);
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
		return a ? Promise.all(o).then((t) => wa(t, r, e, i)) : wa(o, r, e, i);
	};
});
function Ea(e, t, n, r) {
	let i = [];
	for (let t = 0; t < e.length; t++) e[t].issues.length === 0 && i.push(t);
	return i.length === 1 ? (t.value = e[i[0]].value, t) : (i.length === 0 ? t.issues.push({
		code: "invalid_union",
		input: t.value,
		inst: n,
		errors: e.map((e) => e.issues.map((e) => Fe(e, r, gt())))
	}) : t.issues.push({
		code: "invalid_union",
		input: t.value,
		inst: n,
		errors: [],
		inclusive: !1,
		matches: i
	}), t);
}
var Da = /*@__PURE__*/ N("$ZodXor", (e, t) => {
	Ta.init(e, t), t.inclusive = !1;
	let n = t.options.length === 1 ? t.options[0]._zod.run : null;
	e._zod.parse = (r, i) => {
		if (n) return n(r, i);
		let a = !1, o = [];
		for (let e of t.options) {
			let t = e._zod.run({
				value: r.value,
				issues: []
			}, i);
			t instanceof Promise ? (o.push(t), a = !0) : o.push(t);
		}
		return a ? Promise.all(o).then((t) => Ea(t, r, e, i)) : Ea(o, r, e, i);
	};
});
function Oa(e, t) {
	let n = e._zod, r = n.bag.optionsMap;
	r || (r = ka(n.def), n.bag.optionsMap = r);
	let i = r.get(t);
	if (i === null) throw Error(`Ambiguous discriminator value "${String(t)}"`);
	return i;
}
function ka(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e.options) {
		let r = n._zod.propValues?.[e.discriminator];
		if (!r || r.size === 0) throw Error(`Invalid discriminated union option at index "${e.options.indexOf(n)}"`);
		for (let e of r) if (t.has(e)) {
			if (e !== void 0) throw Error(`Duplicate discriminator value "${String(e)}"`);
			t.set(e, null);
		} else t.set(e, n);
	}
	return t;
}
var Aa = /*@__PURE__*/ N("$ZodDiscriminatedUnion", (e, t) => {
	t.inclusive = !1, Ta.init(e, t);
	let n = e._zod.parse;
	M(e, "propValues", (e) => {
		let t = {}, n = 0;
		for (let r of e.def.options) {
			let i = r._zod.propValues;
			if (!i || Object.keys(i).length === 0) throw Error(`Invalid discriminated union option at index "${e.def.options.indexOf(r)}"`);
			i[e.def.discriminator]?.has(void 0) && n++;
			for (let [e, n] of Object.entries(i)) {
				Object.prototype.hasOwnProperty.call(t, e) || b(t, e, /* @__PURE__ */ new Set());
				for (let r of n) t[e].add(r);
			}
		}
		return !e.def.unionFallback && n > 1 && t[e.def.discriminator]?.delete(void 0), t;
	}), t.options.forEach((e, n) => {
		let r = x(e._zod.def);
		if (r && !Object.prototype.hasOwnProperty.call(r, t.discriminator)) throw Error(`Invalid discriminated union option at index "${n}"`);
	});
	let r = p(() => ka(t));
	e._zod.parse = (i, a) => {
		let o = i.value;
		if (!se(o)) return i.issues.push({
			code: "invalid_type",
			expected: "object",
			input: o,
			inst: e
		}), i;
		let s = o?.[t.discriminator], c = r.value.get(s);
		return c && (s !== void 0 || a.direction !== "backward") ? c._zod.run(i, a) : t.unionFallback || a.direction === "backward" ? n(i, a) : (i.issues.push({
			code: "invalid_union",
			errors: [],
			note: "No matching discriminator",
			discriminator: t.discriminator,
			options: Array.from(r.value.keys()).filter((e) => r.value.get(e) !== null),
			input: o,
			path: [t.discriminator],
			inst: e
		}), i);
	};
}), ja = /*@__PURE__*/ N("$ZodIntersection", (e, t) => {
	P.init(e, t), e._zod.parse = (e, n) => {
		let r = e.value, i = t.left._zod.run({
			value: r,
			issues: []
		}, n), a = t.right._zod.run({
			value: r,
			issues: []
		}, n);
		return i instanceof Promise || a instanceof Promise ? Promise.all([i, a]).then(([t, n]) => Na(e, t, n)) : Na(e, i, a);
	};
});
function Ma(e, t) {
	if (e === t || e instanceof Date && t instanceof Date && +e == +t) return {
		valid: !0,
		data: e
	};
	if (le(e) && le(t)) {
		let n = Object.keys(t), r = Object.keys(e).filter((e) => n.indexOf(e) !== -1), i = {
			...e,
			...t
		};
		Object.prototype.hasOwnProperty.call(i, "__proto__") && delete i.__proto__;
		for (let n of r) {
			if (n === "__proto__") continue;
			let r = Ma(e[n], t[n]);
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
			let i = e[r], a = t[r], o = Ma(i, a);
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
function Na(e, t, n) {
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
	let c = Ma(t.value, n.value);
	if (!c.valid) {
		if (ke(e)) return e;
		throw Error(`Unmergable intersection. Error path: ${JSON.stringify(c.mergeErrorPath)}`);
	}
	return e.value = c.data, e;
}
var Pa = /*@__PURE__*/ N("$ZodTuple", (e, t) => {
	P.init(e, t);
	let n = t.items, r = ht.memoizer;
	r?.attach(e), e._zod.parse = (i, a) => {
		let o = i.value;
		if (!Array.isArray(o)) return i.issues.push({
			input: o,
			inst: e,
			expected: "tuple",
			code: "invalid_type"
		}), i;
		i.value = r ? r.alloc(e, i, [], a) : [];
		let s = [], c = Fa(n, "optin"), l = Fa(n, "optout");
		if (!t.rest) {
			if (o.length < c) return i.issues.push({
				code: "too_small",
				minimum: c,
				inclusive: !0,
				input: o,
				inst: e,
				origin: "array"
			}), i;
			o.length > n.length && i.issues.push({
				code: "too_big",
				maximum: n.length,
				inclusive: !0,
				input: o,
				inst: e,
				origin: "array"
			});
		}
		let u = Array(n.length), d = t.rest ? a?.abortEarly : void 0, f = !1;
		for (let e = 0; e < n.length; e++) {
			let t = n[e]._zod.run({
				value: o[e],
				issues: []
			}, a);
			t instanceof Promise ? s.push(t.then((t) => {
				u[e] = t;
			})) : (u[e] = t, d && !f && t.issues.length && (f = ke(t)));
		}
		if (t.rest && !f) {
			let e = n.length - 1, r = o.slice(n.length), c = i.issues.length;
			for (let n of r) {
				if (d && i.issues.length !== c) {
					if (ke(i, c)) break;
					c = i.issues.length;
				}
				e++;
				let r = t.rest._zod.run({
					value: n,
					issues: []
				}, a);
				r instanceof Promise ? s.push(r.then((t) => Ia(t, i, e))) : Ia(r, i, e);
			}
		}
		return s.length ? Promise.all(s).then(() => La(u, i, n, o, l)) : La(u, i, n, o, l);
	};
});
function Fa(e, t) {
	for (let n = e.length - 1; n >= 0; n--) if (!(t === "optin" ? e[n]._zod.optin !== void 0 : e[n]._zod.optout === "optional")) return n + 1;
	return 0;
}
function Ia(e, t, n) {
	e.issues.length && t.issues.push(...je(n, e.issues)), t.value[n] = e.value;
}
function La(e, t, n, r, i) {
	for (let a = 0; a < n.length; a++) {
		let o = e[a], s = a < r.length;
		if (!s && a >= i && n[a]._zod.optin === "optional") {
			t.value.length = a;
			break;
		}
		if (o.issues.length) {
			if (!s && a >= i) {
				t.value.length = a;
				break;
			}
			t.issues.push(...je(a, o.issues));
		}
		t.value[a] = o.value;
	}
	for (let e = t.value.length - 1; e >= r.length && n[e]._zod.optout === "optional" && t.value[e] === void 0; e--) t.value.length = e;
	return t;
}
var Ra = /*@__PURE__*/ N("$ZodRecord", (e, t) => {
	P.init(e, t);
	let n = ht.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!le(a)) return r.issues.push({
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
						issues: s.issues.map((e) => Fe(e, i, gt())),
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
					e.issues.length && r.issues.push(...je(n, e.issues)), r.value[l] = e.value;
				})) : (u.issues.length && r.issues.push(...je(n, u.issues)), r.value[l] = u.value);
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
				if (typeof n == "string" && nr.test(n) && l.issues.length) {
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
						issues: l.issues.map((e) => Fe(e, i, gt())),
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
					e.issues.length && r.issues.push(...je(n, e.issues)), r.value[u] = e.value;
				})) : (d.issues.length && r.issues.push(...je(n, d.issues)), r.value[u] = d.value);
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
}), za = /*@__PURE__*/ N("$ZodMap", (e, t) => {
	P.init(e, t);
	let n = ht.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!(a instanceof Map)) return r.issues.push({
			expected: "map",
			code: "invalid_type",
			input: a,
			inst: e
		}), r;
		let o = [];
		r.value = n ? n.alloc(e, r, /* @__PURE__ */ new Map(), i) : /* @__PURE__ */ new Map();
		let s = i?.abortEarly, c = r.issues.length;
		for (let [n, l] of a) {
			if (s && r.issues.length !== c) {
				if (ke(r, c)) break;
				c = r.issues.length;
			}
			let u = t.keyType._zod.run({
				value: n,
				issues: []
			}, i), d = t.valueType._zod.run({
				value: l,
				issues: []
			}, i);
			u instanceof Promise || d instanceof Promise ? o.push(Promise.all([u, d]).then(([t, o]) => {
				Ba(t, o, r, n, a, e, i);
			})) : Ba(u, d, r, n, a, e, i);
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	}, fa(e, ma);
});
function Ba(e, t, n, r, i, a, o) {
	e.issues.length && (fe.has(typeof r) ? n.issues.push(...je(r, e.issues)) : n.issues.push({
		code: "invalid_key",
		origin: "map",
		input: i,
		inst: a,
		issues: e.issues.map((e) => Fe(e, o, gt()))
	})), t.issues.length && (fe.has(typeof r) ? n.issues.push(...je(r, t.issues)) : n.issues.push({
		origin: "map",
		code: "invalid_element",
		input: i,
		inst: a,
		key: r,
		issues: t.issues.map((e) => Fe(e, o, gt()))
	})), n.value.set(e.value, t.value);
}
var Va = /*@__PURE__*/ N("$ZodSet", (e, t) => {
	P.init(e, t);
	let n = ht.memoizer;
	n?.attach(e), e._zod.parse = (r, i) => {
		let a = r.value;
		if (!(a instanceof Set)) return r.issues.push({
			input: a,
			inst: e,
			expected: "set",
			code: "invalid_type"
		}), r;
		let o = [];
		r.value = n ? n.alloc(e, r, /* @__PURE__ */ new Set(), i) : /* @__PURE__ */ new Set();
		let s = i?.abortEarly, c = r.issues.length;
		for (let e of a) {
			if (s && r.issues.length !== c) {
				if (ke(r, c)) break;
				c = r.issues.length;
			}
			let n = t.valueType._zod.run({
				value: e,
				issues: []
			}, i);
			n instanceof Promise ? o.push(n.then((e) => Ha(e, r))) : Ha(n, r);
		}
		return o.length ? Promise.all(o).then(() => r) : r;
	}, fa(e, ha);
});
function Ha(e, t) {
	e.issues.length && t.issues.push(...e.issues), t.value.add(e.value);
}
var Ua = /*@__PURE__*/ N("$ZodEnum", (e, t) => {
	P.init(e, t);
	let n = l(t.entries), r = new Set(n);
	e._zod.values = r, M(e, "pattern", (e) => {
		let t = l(e.def.entries).filter((e) => fe.has(typeof e));
		return RegExp(t.length ? `^(${t.map((e) => me(e.toString())).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (t, i) => {
		let a = t.value;
		return r.has(a) || t.issues.push({
			code: "invalid_value",
			values: n,
			input: a,
			inst: e
		}), t;
	};
}), Wa = /*@__PURE__*/ N("$ZodLiteral", (e, t) => {
	P.init(e, t);
	let n = new Set(t.values);
	e._zod.values = n, M(e, "pattern", (e) => {
		let t = e.def.values;
		return RegExp(t.length ? `^(${t.map((e) => typeof e == "string" ? me(e) : e ? me(e.toString()) : String(e)).join("|")})$` : "^[^\\s\\S]$");
	}), e._zod.parse = (r, i) => {
		let a = r.value;
		return n.has(a) || r.issues.push({
			code: "invalid_value",
			values: t.values,
			input: a,
			inst: e
		}), r;
	};
}), Ga = /*@__PURE__*/ N("$ZodFile", (e, t) => {
	P.init(e, t), e._zod.parse = (t, n) => {
		let r = t.value;
		return r instanceof File || t.issues.push({
			expected: "file",
			code: "invalid_type",
			input: r,
			inst: e
		}), t;
	};
}), Ka = /*@__PURE__*/ N("$ZodTransform", (e, t) => {
	P.init(e, t), e._zod.optin = "optional", ht.memoizer?.guard(e), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new mt(e.constructor.name);
		let i = t.transform(n.value, n);
		if (r.async) return (i instanceof Promise ? i : Promise.resolve(i)).then((e) => (n.value = e, n));
		if (i instanceof Promise) throw new pt();
		return n.value = i, n;
	};
});
function qa(e, t) {
	return e.value = t.issues.length ? void 0 : t.value, e;
}
var Ja = /*@__PURE__*/ N("$ZodOptional", (e, t) => {
	P.init(e, t), M(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), e._zod.optout = "optional", M(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? /* @__PURE__ */ new Set([...t, void 0]) : void 0;
	}), M(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${h(t.source)})?$`) : void 0;
	}), e._zod.parse = (e, n) => {
		if (e.value === void 0) {
			if (t.innerType._zod.optin !== "defaulted") return e;
			let r = t.innerType._zod.run({
				value: e.value,
				issues: []
			}, n);
			return r instanceof Promise ? r.then((t) => qa(e, t)) : qa(e, r);
		}
		return t.innerType._zod.run(e, n);
	};
}), Ya = /*@__PURE__*/ N("$ZodExactOptional", (e, t) => {
	Ja.init(e, t), M(e, "values", (e) => e.def.innerType._zod.values), M(e, "pattern", (e) => e.def.innerType._zod.pattern), e._zod.parse = (e, n) => t.innerType._zod.run(e, n);
}), Xa = /*@__PURE__*/ N("$ZodNullable", (e, t) => {
	P.init(e, t), M(e, "optin", (e) => e.def.innerType._zod.optin), M(e, "optout", (e) => e.def.innerType._zod.optout), M(e, "pattern", (e) => {
		let t = e.def.innerType._zod.pattern;
		return t ? RegExp(`^(${h(t.source)}|null)$`) : void 0;
	}), M(e, "values", (e) => e.def.innerType._zod.values ? /* @__PURE__ */ new Set([...e.def.innerType._zod.values, null]) : void 0), e._zod.parse = (e, n) => e.value === null ? e : t.innerType._zod.run(e, n);
}), Za = /*@__PURE__*/ N("$ZodDefault", (e, t) => {
	P.init(e, t), e._zod.optin = "defaulted", M(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		if (e.value === void 0) return e.value = t.defaultValue, e;
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => Qa(e, t)) : Qa(r, t);
	};
});
function Qa(e, t) {
	return e.value === void 0 && (e.value = t.defaultValue), e;
}
var $a = /*@__PURE__*/ N("$ZodPrefault", (e, t) => {
	P.init(e, t), e._zod.optin = "defaulted", M(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => (n.direction === "backward" || e.value === void 0 && (e.value = t.defaultValue), t.innerType._zod.run(e, n));
}), eo = /*@__PURE__*/ N("$ZodNonOptional", (e, t) => {
	P.init(e, t), M(e, "values", (e) => {
		let t = e.def.innerType._zod.values;
		return t ? new Set([...t].filter((e) => e !== void 0)) : void 0;
	}), e._zod.parse = (n, r) => {
		let i = t.innerType._zod.run(n, r);
		return i instanceof Promise ? i.then((t) => to(t, e)) : to(i, e);
	};
});
function to(e, t) {
	return !e.issues.length && e.value === void 0 && e.issues.push({
		code: "invalid_type",
		expected: "nonoptional",
		input: e.value,
		inst: t
	}), e;
}
var no = /*@__PURE__*/ N("$ZodSuccess", (e, t) => {
	P.init(e, t), e._zod.parse = (e, n) => {
		if (n.direction === "backward") throw new mt("ZodSuccess");
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then((t) => (e.value = t.issues.length === 0, e)) : (e.value = r.issues.length === 0, e);
	};
});
function ro(e, t, n, r) {
	return t.issues.length ? (e.value = n.catchValue({
		...t,
		value: e.value,
		error: { issues: t.issues.map((e) => Fe(e, r, gt())) },
		input: e.value
	}), e) : (e.value = t.value, t.memo && (e.memo = !0), e);
}
var io = /*@__PURE__*/ N("$ZodCatch", (e, t) => {
	P.init(e, t), M(e, "optin", (e) => e.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), M(e, "optout", (e) => e.def.innerType._zod.optout), M(e, "values", (e) => e.def.innerType._zod.values), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run({
			value: e.value,
			issues: []
		}, n);
		return r instanceof Promise ? r.then((r) => ro(e, r, t, n)) : ro(e, r, t, n);
	};
}), ao = /*@__PURE__*/ N("$ZodNaN", (e, t) => {
	P.init(e, t), e._zod.parse = (t, n) => (typeof t.value == "number" && Number.isNaN(t.value) || t.issues.push({
		input: t.value,
		inst: e,
		expected: "nan",
		code: "invalid_type"
	}), t);
}), oo = /*@__PURE__*/ N("$ZodPipe", (e, t) => {
	P.init(e, t), M(e, "values", (e) => e.def.in._zod.values), M(e, "optin", (e) => e.def.in._zod.optin), M(e, "optout", (e) => e.def.out._zod.optout), M(e, "propValues", (e) => e.def.in._zod.propValues), e._zod.parse = (e, n) => {
		if (n.direction === "backward") {
			let r = t.out._zod.run(e, n);
			return r instanceof Promise ? r.then((e) => so(e, t.in, n)) : so(r, t.in, n);
		}
		let r = t.in._zod.run(e, n);
		return r instanceof Promise ? r.then((e) => so(e, t.out, n)) : so(r, t.out, n);
	};
});
function so(e, t, n) {
	return e.issues.some((e) => e.code !== "unrecognized_keys") ? (e.aborted = !0, e) : t._zod.run({
		value: e.value,
		issues: e.issues
	}, n);
}
var co = /*@__PURE__*/ N("$ZodCodec", (e, t) => {
	P.init(e, t), M(e, "values", (e) => e.def.in._zod.values), M(e, "optin", (e) => e.def.in._zod.optin), M(e, "optout", (e) => e.def.out._zod.optout), M(e, "propValues", (e) => e.def.in._zod.propValues), e._zod.parse = (e, n) => {
		if ((n.direction || "forward") === "forward") {
			let r = t.in._zod.run(e, n);
			return r instanceof Promise ? r.then((e) => lo(e, t, n)) : lo(r, t, n);
		}
		{
			let r = t.out._zod.run(e, n);
			return r instanceof Promise ? r.then((e) => lo(e, t, n)) : lo(r, t, n);
		}
	};
});
function lo(e, t, n) {
	if (e.issues.length) return e.aborted = !0, e;
	if ((n.direction || "forward") === "forward") {
		let r = t.transform(e.value, e);
		return r instanceof Promise ? r.then((r) => uo(e, r, t.out, n)) : uo(e, r, t.out, n);
	}
	{
		let r = t.reverseTransform(e.value, e);
		return r instanceof Promise ? r.then((r) => uo(e, r, t.in, n)) : uo(e, r, t.in, n);
	}
}
function uo(e, t, n, r) {
	return e.issues.length ? (e.aborted = !0, e) : n._zod.run({
		value: t,
		issues: e.issues
	}, r);
}
var fo = /*@__PURE__*/ N("$ZodPreprocess", (e, t) => {
	oo.init(e, t);
}), po = /*@__PURE__*/ N("$ZodReadonly", (e, t) => {
	P.init(e, t), M(e, "propValues", (e) => e.def.innerType._zod.propValues), M(e, "values", (e) => e.def.innerType._zod.values), M(e, "optin", (e) => e.def.innerType?._zod?.optin), M(e, "optout", (e) => e.def.innerType?._zod?.optout), e._zod.parse = (e, n) => {
		if (n.direction === "backward") return t.innerType._zod.run(e, n);
		let r = t.innerType._zod.run(e, n);
		return r instanceof Promise ? r.then(mo) : mo(r);
	};
});
function mo(e) {
	return e.memo || (e.value = Object.freeze(e.value)), e;
}
function ho(e) {
	let t = e._zod.def, n = t.pattern, r = !!t.format?.includes("int"), i, a;
	for (let e of t.checks ?? []) {
		let t = e._zod.def;
		t.pattern && (n = t.pattern), r ||= !!t.format?.includes("int");
		let o = t.minimum ?? t.length, s = t.maximum ?? t.length;
		o !== void 0 && (i === void 0 || o > i) && (i = o), s !== void 0 && (a === void 0 || s < a) && (a = s);
	}
	if (n) return n.source;
	if (i !== void 0 && a !== void 0 && i > a) return "(?!)";
	if (i !== void 0 || a !== void 0) return $n({
		minimum: i,
		maximum: a
	}).source;
	let o = e._zod.pattern;
	return (r && o === nr ? tr : o)?.source;
}
function go(e) {
	let t = e._zod.def, n = e._zod.pattern?.source, r = t.innerType ?? e._zod.innerType;
	if (r) {
		let e = r._zod.pattern?.source, t = go(r);
		return n && e && t && t !== e ? n.replace(h(e), () => h(t)) : n;
	}
	if (t.options) {
		let e = t.options.map(go);
		if (e.every(Boolean)) return `^(${e.map((e) => h(e)).join("|")})$`;
	}
	return ho(e);
}
var _o = /*@__PURE__*/ N("$ZodTemplateLiteral", (e, t) => {
	P.init(e, t);
	let n = [];
	for (let e of t.parts) if (typeof e == "object" && e) {
		let t = go(e);
		if (!t) throw Error(`Invalid template literal part, no pattern found: ${[...e._zod.traits].shift()}`);
		n.push(h(t));
	} else if (e === null || pe.has(typeof e)) n.push(me(`${e}`));
	else throw Error(`Invalid template literal part: ${e}`);
	e._zod.pattern = RegExp(`^${n.join("")}$`), e._zod.parse = (n, r) => typeof n.value == "string" ? (e._zod.pattern.lastIndex = 0, e._zod.pattern.test(n.value) || n.issues.push({
		input: n.value,
		inst: e,
		code: "invalid_format",
		format: t.format ?? "template_literal",
		pattern: e._zod.pattern.source
	}), n) : (n.issues.push({
		input: n.value,
		inst: e,
		expected: "string",
		code: "invalid_type"
	}), n);
}), vo = /*@__PURE__*/ N("$ZodFunction", (e, t) => (P.init(e, t), Object.defineProperty(e, "_def", { value: t }), e._zod.def = t, e.implement = (t) => {
	if (typeof t != "function") throw Error("implement() must be called with a function");
	return Object.defineProperty(function(...n) {
		let r = e._def.input ? Nt(e._def.input, n) : n, i = Reflect.apply(t, this, r);
		return e._def.output ? Nt(e._def.output, i) : i;
	}, "_zod", {
		value: e._zod,
		enumerable: !1
	});
}, e.implementAsync = (t) => {
	if (typeof t != "function") throw Error("implementAsync() must be called with a function");
	return Object.defineProperty(async function(...n) {
		let r = e._def.input ? await Ft(e._def.input, n) : n, i = await Reflect.apply(t, this, r);
		return e._def.output ? await Ft(e._def.output, i) : i;
	}, "_zod", {
		value: e._zod,
		enumerable: !1
	});
}, e._zod.parse = (t, n) => typeof t.value == "function" ? (t.value = e._def.output && e._def.output._zod.def.type === "promise" ? e.implementAsync(t.value) : e.implement(t.value), t) : (t.issues.push({
	code: "invalid_type",
	expected: "function",
	input: t.value,
	inst: e
}), t), e.input = (...t) => {
	let n = e.constructor;
	return Array.isArray(t[0]) ? new n({
		type: "function",
		input: new Pa({
			type: "tuple",
			items: t[0],
			rest: t[1]
		}),
		output: e._def.output
	}) : new n({
		type: "function",
		input: t[0],
		output: e._def.output
	});
}, e.output = (t) => {
	let n = e.constructor;
	return new n({
		type: "function",
		input: e._def.input,
		output: t
	});
}, e)), yo = /*@__PURE__*/ N("$ZodPromise", (e, t) => {
	P.init(e, t), e._zod.parse = (e, n) => Promise.resolve(e.value).then((e) => t.innerType._zod.run({
		value: e,
		issues: []
	}, n));
}), bo = /*@__PURE__*/ N("$ZodLazy", (e, t) => {
	P.init(e, t), v(e._zod, "innerType", () => {
		let e = t;
		return e._cachedInner ||= t.getter(), e._cachedInner;
	}), M(e, "pattern", (e) => e.innerType?._zod?.pattern), M(e, "propValues", (e) => e.innerType?._zod?.propValues), M(e, "optin", (e) => e.innerType?._zod?.optin ?? void 0), M(e, "optout", (e) => e.innerType?._zod?.optout ?? void 0), e._zod.parse = (t, n) => e._zod.innerType._zod.run(t, n);
}), xo = /*@__PURE__*/ N("$ZodCustom", (e, t) => {
	Er.init(e, t), P.init(e, t), e._zod.parse = (e, t) => e, e._zod.check = (n) => {
		let r = n.value, i = t.fn(r);
		if (i instanceof Promise) return i.then((t) => So(t, n, r, e));
		So(i, n, r, e);
	};
});
function So(e, t, n, r) {
	if (!e) {
		let e = {
			code: "custom",
			input: n,
			inst: r,
			path: [...r._zod.def.path ?? []],
			continue: !r._zod.def.abort
		};
		r._zod.def.params && (e.params = r._zod.def.params), t.issues.push(Be(e));
	}
}
// node_modules/zod/v4/core/memoizer.js
var Co = class extends Error {
	constructor() {
		super("Cannot parse a reference cycle that closes through a transform"), this.name = "ZodCyclicError";
	}
}, wo = "~memo", To = [];
function Eo(e) {
	return typeof e == "object" && !!e;
}
function Do(e) {
	return e.map((e) => e.path ? {
		...e,
		path: e.path.slice()
	} : { ...e });
}
var Oo = /*@__PURE__*/ new WeakMap(), ko = 0, Ao = 1, jo = 2;
function Mo(e, t, n) {
	let r = Oo.get(e);
	if (r !== void 0) return r ? jo : ko;
	if (t.has(e)) return jo;
	t.add(e);
	let i = ko, a = (e) => {
		if (i !== jo && e?._zod) {
			let r = Mo(e, t, n);
			r > i && (i = r);
		}
	}, o = (e, r) => {
		let i = ko;
		for (let a of Reflect.ownKeys(e)) {
			let o = Object.getOwnPropertyDescriptor(e, a);
			if (r && !o.enumerable) continue;
			let s = o.get ? Ao : o.value?._zod ? Mo(o.value, t, n) : ko;
			s > i && (i = s);
		}
		return i;
	}, s = (e) => {
		e > i && (i = e);
	}, c = e._zod.def;
	switch (c.type) {
		case "object": {
			let e = x(c);
			s(e ? o(e, !0) : Ao), a(c.catchall);
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
			s(r ? Mo(r, t, !1) : Ao);
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
	return t.delete(e), No(e, i);
}
function No(e, t) {
	return t !== Ao && Oo.set(e, t === jo), t;
}
function Po(e) {
	return Mo(e, /* @__PURE__ */ new Set(), !0) !== ko;
}
function Fo(e, t) {
	let n = e.buckets.get(t);
	return n || (n = /* @__PURE__ */ new WeakMap(), e.buckets.set(t, n)), n;
}
var Io, Lo = [], Ro = {
	alloc(e, t, n) {
		let r = Io;
		if (!r) return n;
		Io = void 0;
		let i = {
			value: n,
			issues: null
		};
		return r.set(t.value, i), Lo.push(i), n;
	},
	guard(e) {
		var t;
		(t = e._zod).deferred ?? (t.deferred = []), e._zod.deferred.push(() => {
			let t = e._zod.parse, n = (e, n) => {
				if (n.direction !== "backward" && Bo(n, e.value)) throw new Co();
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
					let i = Mo(e, /* @__PURE__ */ new Set(), !1);
					if (i === ko) return e._zod.parse = t, e._zod.run === o && (e._zod.run = t), t(s, c);
					i === jo || r ? n = !0 : r = !0;
				}
				let l = s.value;
				if (!Eo(l)) return t(s, c);
				let u = c[wo];
				u || (u = {
					buckets: /* @__PURE__ */ new WeakMap(),
					backEdges: void 0
				}, c[wo] = u);
				let d;
				i === c ? d = a : (d = Fo(u, e), i = c, a = d);
				let f = d.get(l);
				if (f) return s.value = f.value, f.issues ? f.issues.length && s.issues.push(...Do(f.issues)) : (s.memo = !0, u.backEdges ?? (u.backEdges = /* @__PURE__ */ new WeakSet()), u.backEdges.add(f.value)), s;
				Io = d;
				let p = Lo.length, m = t(s, c);
				Io = void 0;
				let h = Lo.length > p ? Lo.pop() : void 0;
				return m instanceof Promise ? m.then((e) => (h && (h.issues = e.issues.length ? Do(e.issues) : To), e)) : (h && (h.issues = m.issues.length ? Do(m.issues) : To), m);
			};
			e._zod.parse = o, e._zod.run === t && (e._zod.run = o);
		});
	}
};
function zo() {
	return Ro;
}
function Bo(e, t) {
	let n = e[wo]?.backEdges;
	return n !== void 0 && Eo(t) && n.has(t);
}
// node_modules/zod/v4/locales/ar.js
var Vo = () => {
	let e = {
		string: {
			unit: "حرف",
			verb: "أن يحوي"
		},
		file: {
			unit: "بايت",
			verb: "أن يحوي"
		},
		array: {
			unit: "عنصر",
			verb: "أن يحوي"
		},
		set: {
			unit: "عنصر",
			verb: "أن يحوي"
		},
		map: {
			unit: "عنصر",
			verb: "أن يحوي"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "مدخل",
		email: "بريد إلكتروني",
		url: "رابط",
		emoji: "إيموجي",
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
		datetime: "تاريخ ووقت بمعيار ISO",
		date: "تاريخ بمعيار ISO",
		time: "وقت بمعيار ISO",
		duration: "مدة بمعيار ISO",
		ipv4: "عنوان IPv4",
		ipv6: "عنوان IPv6",
		mac: "عنوان MAC",
		cidrv4: "مدى عناوين بصيغة IPv4",
		cidrv6: "مدى عناوين بصيغة IPv6",
		base64: "نَص بترميز base64-encoded",
		base64url: "نَص بترميز base64url-encoded",
		json_string: "نَص على هيئة JSON",
		e164: "رقم هاتف بمعيار E.164",
		credit_card: "رقم بطاقة الائتمان",
		currency_code: "رمز العملة",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "مدخل"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `مدخلات غير مقبولة: يفترض إدخال instanceof ${e.expected}، ولكن تم إدخال ${i}` : `مدخلات غير مقبولة: يفترض إدخال ${t}، ولكن تم إدخال ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `مدخلات غير مقبولة: يفترض إدخال ${A(e.values[0])}` : `اختيار غير مقبول: يتوقع انتقاء أحد هذه الخيارات: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? ` أكبر من اللازم: يفترض أن تكون ${e.origin ?? "القيمة"} ${n} ${e.maximum.toString()} ${r.unit ?? "عنصر"}` : `أكبر من اللازم: يفترض أن تكون ${e.origin ?? "القيمة"} ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `أصغر من اللازم: يفترض لـ ${e.origin} أن يكون ${n} ${e.minimum.toString()} ${r.unit}` : `أصغر من اللازم: يفترض لـ ${e.origin} أن يكون ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `نَص غير مقبول: يجب أن يبدأ بـ "${e.prefix}"` : t.format === "ends_with" ? `نَص غير مقبول: يجب أن ينتهي بـ "${t.suffix}"` : t.format === "includes" ? `نَص غير مقبول: يجب أن يتضمَّن "${t.includes}"` : t.format === "regex" ? `نَص غير مقبول: يجب أن يطابق النمط ${t.pattern}` : `${n[t.format] ?? e.format} غير مقبول`;
			}
			case "not_multiple_of": return `رقم غير مقبول: يجب أن يكون من مضاعفات ${e.divisor}`;
			case "unrecognized_keys": return `معرف${e.keys.length > 1 ? "ات" : ""} غريب${e.keys.length > 1 ? "ة" : ""}: ${u(e.keys, "، ")}`;
			case "invalid_key": return `معرف غير مقبول في ${e.origin}`;
			case "invalid_union": return "مدخل غير مقبول";
			case "invalid_element": return `مدخل غير مقبول في ${e.origin}`;
			default: return "مدخل غير مقبول";
		}
	};
};
function Ho() {
	return { localeError: Vo() };
}
// node_modules/zod/v4/locales/az.js
var Uo = () => {
	let e = {
		string: {
			unit: "simvol",
			verb: "olmalıdır"
		},
		file: {
			unit: "bayt",
			verb: "olmalıdır"
		},
		array: {
			unit: "element",
			verb: "olmalıdır"
		},
		set: {
			unit: "element",
			verb: "olmalıdır"
		},
		map: {
			unit: "element",
			verb: "olmalıdır"
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
		credit_card: "kredit kartı nömrəsi",
		currency_code: "valyuta kodu",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Yanlış dəyər: gözlənilən instanceof ${e.expected}, daxil olan ${i}` : `Yanlış dəyər: gözlənilən ${t}, daxil olan ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Yanlış dəyər: gözlənilən ${A(e.values[0])}` : `Yanlış seçim: aşağıdakılardan biri olmalıdır: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Çox böyük: gözlənilən ${e.origin ?? "dəyər"} ${n}${e.maximum.toString()} ${r.unit ?? "element"}` : `Çox böyük: gözlənilən ${e.origin ?? "dəyər"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Çox kiçik: gözlənilən ${e.origin} ${n}${e.minimum.toString()} ${r.unit}` : `Çox kiçik: gözlənilən ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Yanlış mətn: "${t.prefix}" ilə başlamalıdır` : t.format === "ends_with" ? `Yanlış mətn: "${t.suffix}" ilə bitməlidir` : t.format === "includes" ? `Yanlış mətn: "${t.includes}" daxil olmalıdır` : t.format === "regex" ? `Yanlış mətn: ${t.pattern} şablonuna uyğun olmalıdır` : `Yanlış ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Yanlış ədəd: ${e.divisor} ilə bölünə bilən olmalıdır`;
			case "unrecognized_keys": return `Tanınmayan açar${e.keys.length > 1 ? "lar" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} daxilində yanlış açar`;
			case "invalid_union": return "Yanlış dəyər";
			case "invalid_element": return `${e.origin} daxilində yanlış dəyər`;
			default: return "Yanlış dəyər";
		}
	};
};
function Wo() {
	return { localeError: Uo() };
}
// node_modules/zod/v4/locales/be.js
function Go(e, t, n, r) {
	let i = Math.abs(e), a = i % 10, o = i % 100;
	return o >= 11 && o <= 19 ? r : a === 1 ? t : a >= 2 && a <= 4 ? n : r;
}
var Ko = () => {
	let e = {
		string: {
			unit: {
				one: "сімвал",
				few: "сімвалы",
				many: "сімвалаў"
			},
			verb: "мець"
		},
		array: {
			unit: {
				one: "элемент",
				few: "элементы",
				many: "элементаў"
			},
			verb: "мець"
		},
		set: {
			unit: {
				one: "элемент",
				few: "элементы",
				many: "элементаў"
			},
			verb: "мець"
		},
		map: {
			unit: {
				one: "элемент",
				few: "элементы",
				many: "элементаў"
			},
			verb: "мець"
		},
		file: {
			unit: {
				one: "байт",
				few: "байты",
				many: "байтаў"
			},
			verb: "мець"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "увод",
		email: "email адрас",
		url: "URL",
		emoji: "эмодзі",
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
		datetime: "ISO дата і час",
		date: "ISO дата",
		time: "ISO час",
		duration: "ISO працягласць",
		ipv4: "IPv4 адрас",
		ipv6: "IPv6 адрас",
		mac: "MAC адрас",
		cidrv4: "IPv4 дыяпазон",
		cidrv6: "IPv6 дыяпазон",
		base64: "радок у фармаце base64",
		base64url: "радок у фармаце base64url",
		json_string: "JSON радок",
		e164: "нумар E.164",
		credit_card: "нумар крэдытнай карты",
		currency_code: "код валюты",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "увод"
	}, r = {
		nan: "NaN",
		number: "лік",
		array: "масіў"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Няправільны ўвод: чакаўся instanceof ${e.expected}, атрымана ${i}` : `Няправільны ўвод: чакаўся ${t}, атрымана ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Няправільны ўвод: чакалася ${A(e.values[0])}` : `Няправільны варыянт: чакаўся адзін з ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				if (r) {
					let t = Go(Number(e.maximum), r.unit.one, r.unit.few, r.unit.many);
					return `Занадта вялікі: чакалася, што ${e.origin ?? "значэнне"} павінна ${r.verb} ${n}${e.maximum.toString()} ${t}`;
				}
				return `Занадта вялікі: чакалася, што ${e.origin ?? "значэнне"} павінна быць ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				if (r) {
					let t = Go(Number(e.minimum), r.unit.one, r.unit.few, r.unit.many);
					return `Занадта малы: чакалася, што ${e.origin} павінна ${r.verb} ${n}${e.minimum.toString()} ${t}`;
				}
				return `Занадта малы: чакалася, што ${e.origin} павінна быць ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Няправільны радок: павінен пачынацца з "${t.prefix}"` : t.format === "ends_with" ? `Няправільны радок: павінен заканчвацца на "${t.suffix}"` : t.format === "includes" ? `Няправільны радок: павінен змяшчаць "${t.includes}"` : t.format === "regex" ? `Няправільны радок: павінен адпавядаць шаблону ${t.pattern}` : `Няправільны ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Няправільны лік: павінен быць кратным ${e.divisor}`;
			case "unrecognized_keys": return `Нераспазнаны ${e.keys.length > 1 ? "ключы" : "ключ"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Няправільны ключ у ${e.origin}`;
			case "invalid_union": return "Няправільны ўвод";
			case "invalid_element": return `Няправільнае значэнне ў ${e.origin}`;
			default: return "Няправільны ўвод";
		}
	};
};
function qo() {
	return { localeError: Ko() };
}
// node_modules/zod/v4/locales/bg.js
var Jo = () => {
	let e = {
		string: {
			unit: "символа",
			verb: "да съдържа"
		},
		file: {
			unit: "байта",
			verb: "да съдържа"
		},
		array: {
			unit: "елемента",
			verb: "да съдържа"
		},
		set: {
			unit: "елемента",
			verb: "да съдържа"
		},
		map: {
			unit: "елемента",
			verb: "да съдържа"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "вход",
		email: "имейл адрес",
		url: "URL",
		emoji: "емоджи",
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
		datetime: "ISO време",
		date: "ISO дата",
		time: "ISO време",
		duration: "ISO продължителност",
		ipv4: "IPv4 адрес",
		ipv6: "IPv6 адрес",
		mac: "MAC адрес",
		cidrv4: "IPv4 диапазон",
		cidrv6: "IPv6 диапазон",
		base64: "base64-кодиран низ",
		base64url: "base64url-кодиран низ",
		json_string: "JSON низ",
		e164: "E.164 номер",
		credit_card: "номер на кредитна карта",
		currency_code: "код на валута",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "вход"
	}, r = {
		nan: "NaN",
		number: "число",
		array: "масив"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Невалиден вход: очакван instanceof ${e.expected}, получен ${i}` : `Невалиден вход: очакван ${t}, получен ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Невалиден вход: очакван ${A(e.values[0])}` : `Невалидна опция: очаквано едно от ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Твърде голямо: очаква се ${e.origin ?? "стойност"} да съдържа ${n}${e.maximum.toString()} ${r.unit ?? "елемента"}` : `Твърде голямо: очаква се ${e.origin ?? "стойност"} да бъде ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Твърде малко: очаква се ${e.origin} да съдържа ${n}${e.minimum.toString()} ${r.unit}` : `Твърде малко: очаква се ${e.origin} да бъде ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				if (t.format === "starts_with") return `Невалиден низ: трябва да започва с "${t.prefix}"`;
				if (t.format === "ends_with") return `Невалиден низ: трябва да завършва с "${t.suffix}"`;
				if (t.format === "includes") return `Невалиден низ: трябва да включва "${t.includes}"`;
				if (t.format === "regex") return `Невалиден низ: трябва да съвпада с ${t.pattern}`;
				let r = "Невалиден";
				return t.format === "emoji" && (r = "Невалидно"), t.format === "datetime" && (r = "Невалидно"), t.format === "date" && (r = "Невалидна"), t.format === "time" && (r = "Невалидно"), t.format === "duration" && (r = "Невалидна"), `${r} ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Невалидно число: трябва да бъде кратно на ${e.divisor}`;
			case "unrecognized_keys": return `Неразпознат${e.keys.length > 1 ? "и" : ""} ключ${e.keys.length > 1 ? "ове" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Невалиден ключ в ${e.origin}`;
			case "invalid_union": return "Невалиден вход";
			case "invalid_element": return `Невалидна стойност в ${e.origin}`;
			default: return "Невалиден вход";
		}
	};
};
function Yo() {
	return { localeError: Jo() };
}
// node_modules/zod/v4/locales/bn.js
var Xo = () => {
	let e = {
		string: {
			unit: "অক্ষর",
			verb: "থাকতে হবে"
		},
		file: {
			unit: "বাইট",
			verb: "থাকতে হবে"
		},
		array: {
			unit: "আইটেম",
			verb: "থাকতে হবে"
		},
		set: {
			unit: "আইটেম",
			verb: "থাকতে হবে"
		},
		map: {
			unit: "এন্ট্রি",
			verb: "থাকতে হবে"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ইনপুট",
		email: "ইমেইল ঠিকানা",
		url: "URL",
		emoji: "ইমোজি",
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
		datetime: "ISO তারিখ ও সময়",
		date: "ISO তারিখ",
		time: "ISO সময়",
		duration: "ISO সময়কাল",
		ipv4: "IPv4 ঠিকানা",
		ipv6: "IPv6 ঠিকানা",
		mac: "MAC ঠিকানা",
		cidrv4: "IPv4 রেঞ্জ",
		cidrv6: "IPv6 রেঞ্জ",
		base64: "base64-এনকোডেড স্ট্রিং",
		base64url: "base64url-এনকোডেড স্ট্রিং",
		json_string: "JSON স্ট্রিং",
		e164: "E.164 নম্বর",
		credit_card: "ক্রেডিট কার্ড নম্বর",
		currency_code: "মুদ্রা কোড",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ইনপুট"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `অবৈধ ইনপুট: প্রত্যাশিত ${t}, প্রাপ্ত ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `অবৈধ ইনপুট: প্রত্যাশিত ${A(e.values[0])}` : `অবৈধ অপশন: ${u(e.values, " | ")} এর মধ্যে একটি প্রত্যাশিত`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `অনেক বড়: ${e.origin ?? "মান"} ${n}${e.maximum.toString()} ${r.unit ?? "এলিমেন্ট"} হতে হবে` : `অনেক বড়: ${e.origin ?? "মান"} ${n}${e.maximum.toString()} হতে হবে`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `অনেক ছোট: ${e.origin} ${n}${e.minimum.toString()} ${r.unit} হতে হবে` : `অনেক ছোট: ${e.origin} ${n}${e.minimum.toString()} হতে হবে`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `অবৈধ স্ট্রিং: "${t.prefix}" দিয়ে শুরু হতে হবে` : t.format === "ends_with" ? `অবৈধ স্ট্রিং: "${t.suffix}" দিয়ে শেষ হতে হবে` : t.format === "includes" ? `অবৈধ স্ট্রিং: "${t.includes}" অন্তর্ভুক্ত থাকতে হবে` : t.format === "regex" ? `অবৈধ স্ট্রিং: ${t.pattern} প্যাটার্ন মিলতে হবে` : `অবৈধ ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `অবৈধ নম্বর: ${e.divisor} এর গুণিতক হতে হবে`;
			case "unrecognized_keys": return `অচেনা কী${e.keys.length > 1 ? "গুলো" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} এ অবৈধ কী`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `অবৈধ ডিসক্রিমিনেটর মান। প্রত্যাশিত ${e.options.map((e) => `'${e}'`).join(" | ")}` : "অবৈধ ইনপুট";
			case "invalid_element": return `${e.origin} এ অবৈধ মান`;
			default: return "অবৈধ ইনপুট";
		}
	};
};
function Zo() {
	return { localeError: Xo() };
}
// node_modules/zod/v4/locales/ca.js
var Qo = () => {
	let e = {
		string: {
			unit: "caràcters",
			verb: "contenir"
		},
		file: {
			unit: "bytes",
			verb: "contenir"
		},
		array: {
			unit: "elements",
			verb: "contenir"
		},
		set: {
			unit: "elements",
			verb: "contenir"
		},
		map: {
			unit: "elements",
			verb: "contenir"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "entrada",
		email: "adreça electrònica",
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
		datetime: "data i hora ISO",
		date: "data ISO",
		time: "hora ISO",
		duration: "durada ISO",
		ipv4: "adreça IPv4",
		ipv6: "adreça IPv6",
		mac: "adreça MAC",
		cidrv4: "rang IPv4",
		cidrv6: "rang IPv6",
		base64: "cadena codificada en base64",
		base64url: "cadena codificada en base64url",
		json_string: "cadena JSON",
		e164: "número E.164",
		credit_card: "número de targeta de crèdit",
		currency_code: "codi de moneda",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "entrada"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Tipus invàlid: s'esperava instanceof ${e.expected}, s'ha rebut ${i}` : `Tipus invàlid: s'esperava ${t}, s'ha rebut ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Valor invàlid: s'esperava ${A(e.values[0])}` : `Opció invàlida: s'esperava una de ${u(e.values, " o ")}`;
			case "too_big": {
				let n = e.inclusive ? "com a màxim" : "menys de", r = t(e.origin);
				return r ? `Massa gran: s'esperava que ${e.origin ?? "el valor"} contingués ${n} ${e.maximum.toString()} ${r.unit ?? "elements"}` : `Massa gran: s'esperava que ${e.origin ?? "el valor"} fos ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? "com a mínim" : "més de", r = t(e.origin);
				return r ? `Massa petit: s'esperava que ${e.origin} contingués ${n} ${e.minimum.toString()} ${r.unit}` : `Massa petit: s'esperava que ${e.origin} fos ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Format invàlid: ha de començar amb "${t.prefix}"` : t.format === "ends_with" ? `Format invàlid: ha d'acabar amb "${t.suffix}"` : t.format === "includes" ? `Format invàlid: ha d'incloure "${t.includes}"` : t.format === "regex" ? `Format invàlid: ha de coincidir amb el patró ${t.pattern}` : `Format invàlid per a ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Número invàlid: ha de ser múltiple de ${e.divisor}`;
			case "unrecognized_keys": return `Clau${e.keys.length > 1 ? "s" : ""} no reconeguda${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Clau invàlida a ${e.origin}`;
			case "invalid_union": return "Entrada invàlida";
			case "invalid_element": return `Element invàlid a ${e.origin}`;
			default: return "Entrada invàlida";
		}
	};
};
function $o() {
	return { localeError: Qo() };
}
// node_modules/zod/v4/locales/ckb.js
var es = () => {
	let e = {
		string: {
			unit: "پیت",
			verb: "بێت"
		},
		file: {
			unit: "بایت",
			verb: "بێت"
		},
		array: {
			unit: "دانە",
			verb: "بێت"
		},
		set: {
			unit: "دانە",
			verb: "بێت"
		},
		map: {
			unit: "دانە",
			verb: "بێت"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "regex",
		email: "ئیمەیڵ",
		url: "بەستەر (URL)",
		emoji: "ئیمۆجی",
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
		datetime: "ڕێکەوت و کات",
		date: "ڕێکەوت",
		time: "کات",
		duration: "ماوە",
		ipv4: "ناونیشانی IPv4",
		ipv6: "ناونیشانی IPv6",
		mac: "ناونیشانی MAC",
		cidrv4: "مەودای IPv4",
		cidrv6: "مەودای IPv6",
		base64: "دەقی base64",
		base64url: "دەقی base64url",
		json_string: "دەقی JSON",
		e164: "ژمارەی E.164",
		credit_card: "ژمارەی کارتی کرێدیت",
		currency_code: "کۆدی دراو",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "تێکردە"
	}, r = {
		nan: "NaN",
		string: "نووسین",
		number: "ژمارە",
		boolean: "boolean",
		array: "array",
		object: "object",
		date: "ڕێکەوت",
		integer: "ژمارە",
		float: "ژمارە",
		null: "null",
		undefined: "undefined",
		function: "function",
		symbol: "symbol",
		unknown: "unknown",
		promise: "promise",
		void: "void",
		never: "never",
		map: "map",
		set: "set"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n, a = [
					"ا",
					"و",
					"ۆ",
					"وو",
					"ە",
					"ی",
					"ێ"
				].some((e) => i.endsWith(e)) ? "یە" : "ە", o = /^[a-zA-Z]+$/.test(i);
				return n === "null" || n === "undefined" ? "داواکراوە" : `چاوەڕوانکراوە ${t} بێت، بەڵام ${i}${o ? "" : a}`;
			}
			case "invalid_value": return e.values.length === 1 ? `بەهاکە نادرووستە: چاوەڕوانکراوە ${A(e.values[0])} بێت` : `هەڵبژاردەی نادروست: چاوەڕوانکراوە یەکێک بێت لە ${u(e.values, "|")}`;
			case "too_big": {
				let n = t(e.origin);
				return n ? `پێویستە بە لایەنی زۆرەوە ${e.maximum.toString()} ${n.unit} ${n.verb}` : `پێویستە بە لایەنی زۆرەوە ${e.maximum.toString()} بێت`;
			}
			case "too_small": {
				let n = t(e.origin);
				return n ? `پێویستە بە لایەنی کەمەوە ${e.minimum.toString()} ${n.unit} ${n.verb}` : `پێویستە بە لایەنی کەمەوە ${e.minimum.toString()} بێت`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `دەقی نادروست: پێویستە دەستپێبکات بە "${t.prefix}"` : t.format === "ends_with" ? `دەقی نادروست: پێویستە کۆتاییبێت بە "${t.suffix}"` : t.format === "includes" ? `دەقی نادروست: پێویستە "${t.includes}" لەخۆبگرێت` : t.format === "regex" ? `دەقی نادروست: پێویستە لەگەڵ پاتێرنی ${t.pattern} بگونجێت` : `بەهای ${n[t.format] ?? e.format} نادروستە`;
			}
			case "not_multiple_of": return `ژمارەی نادروست: دەبێت چەند هێندە بێت بۆ ${e.divisor}`;
			case "unrecognized_keys": return `کلیلی نەناسراو: ${u(e.keys, ", ")}`;
			case "invalid_key": return `کلیلی نادروست لە ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `بەهای نەناسراو هەیە. بەهای چاوەڕوانکراو: ${e.options.map((e) => `'${e}'`).join(" | ")}` : "یەکگرتنی نادروست";
			case "invalid_element": return `${e.origin} بەهاکە نادروستە`;
			default: return "تێکردەی نادروست";
		}
	};
};
function ts() {
	return { localeError: es() };
}
// node_modules/zod/v4/locales/cs.js
var ns = () => {
	let e = {
		string: {
			unit: "znaků",
			verb: "mít"
		},
		file: {
			unit: "bajtů",
			verb: "mít"
		},
		array: {
			unit: "prvků",
			verb: "mít"
		},
		set: {
			unit: "prvků",
			verb: "mít"
		},
		map: {
			unit: "prvků",
			verb: "mít"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "regulární výraz",
		email: "e-mailová adresa",
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
		datetime: "datum a čas ve formátu ISO",
		date: "datum ve formátu ISO",
		time: "čas ve formátu ISO",
		duration: "doba trvání ISO",
		ipv4: "IPv4 adresa",
		ipv6: "IPv6 adresa",
		mac: "MAC adresa",
		cidrv4: "rozsah IPv4",
		cidrv6: "rozsah IPv6",
		base64: "řetězec zakódovaný ve formátu base64",
		base64url: "řetězec zakódovaný ve formátu base64url",
		json_string: "řetězec ve formátu JSON",
		e164: "číslo E.164",
		credit_card: "číslo kreditní karty",
		currency_code: "kód měny",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "vstup"
	}, r = {
		nan: "NaN",
		number: "číslo",
		string: "řetězec",
		function: "funkce",
		array: "pole"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Neplatný vstup: očekáváno instanceof ${e.expected}, obdrženo ${i}` : `Neplatný vstup: očekáváno ${t}, obdrženo ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Neplatný vstup: očekáváno ${A(e.values[0])}` : `Neplatná možnost: očekávána jedna z hodnot ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Hodnota je příliš velká: ${e.origin ?? "hodnota"} musí mít ${n}${e.maximum.toString()} ${r.unit ?? "prvků"}` : `Hodnota je příliš velká: ${e.origin ?? "hodnota"} musí být ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Hodnota je příliš malá: ${e.origin ?? "hodnota"} musí mít ${n}${e.minimum.toString()} ${r.unit ?? "prvků"}` : `Hodnota je příliš malá: ${e.origin ?? "hodnota"} musí být ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Neplatný řetězec: musí začínat na "${t.prefix}"` : t.format === "ends_with" ? `Neplatný řetězec: musí končit na "${t.suffix}"` : t.format === "includes" ? `Neplatný řetězec: musí obsahovat "${t.includes}"` : t.format === "regex" ? `Neplatný řetězec: musí odpovídat vzoru ${t.pattern}` : `Neplatný formát ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Neplatné číslo: musí být násobkem ${e.divisor}`;
			case "unrecognized_keys": return `Neznámé klíče: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Neplatný klíč v ${e.origin}`;
			case "invalid_union": return "Neplatný vstup";
			case "invalid_element": return `Neplatná hodnota v ${e.origin}`;
			default: return "Neplatný vstup";
		}
	};
};
function rs() {
	return { localeError: ns() };
}
// node_modules/zod/v4/locales/da.js
var is = () => {
	let e = {
		string: {
			unit: "tegn",
			verb: "havde"
		},
		file: {
			unit: "bytes",
			verb: "havde"
		},
		array: {
			unit: "elementer",
			verb: "indeholdt"
		},
		set: {
			unit: "elementer",
			verb: "indeholdt"
		},
		map: {
			unit: "elementer",
			verb: "indeholdt"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "e-mailadresse",
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
		datetime: "ISO dato- og klokkeslæt",
		date: "ISO-dato",
		time: "ISO-klokkeslæt",
		duration: "ISO-varighed",
		ipv4: "IPv4-adresse",
		ipv6: "IPv6-adresse",
		mac: "MAC-adresse",
		cidrv4: "IPv4-spektrum",
		cidrv6: "IPv6-spektrum",
		base64: "base64-kodet streng",
		base64url: "base64url-kodet streng",
		json_string: "JSON-streng",
		e164: "E.164-nummer",
		credit_card: "kreditkortnummer",
		currency_code: "valutakode",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		string: "streng",
		number: "tal",
		boolean: "boolean",
		array: "liste",
		object: "objekt",
		set: "sæt",
		file: "fil"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ugyldigt input: forventede instanceof ${e.expected}, fik ${i}` : `Ugyldigt input: forventede ${t}, fik ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ugyldig værdi: forventede ${A(e.values[0])}` : `Ugyldigt valg: forventede en af følgende ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `For stor: forventede ${a ?? "value"} ${i.verb} ${n} ${e.maximum.toString()} ${i.unit ?? "elementer"}` : `For stor: forventede ${a ?? "value"} havde ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `For lille: forventede ${a} ${i.verb} ${n} ${e.minimum.toString()} ${i.unit}` : `For lille: forventede ${a} havde ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ugyldig streng: skal starte med "${t.prefix}"` : t.format === "ends_with" ? `Ugyldig streng: skal ende med "${t.suffix}"` : t.format === "includes" ? `Ugyldig streng: skal indeholde "${t.includes}"` : t.format === "regex" ? `Ugyldig streng: skal matche mønsteret ${t.pattern}` : `Ugyldig ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ugyldigt tal: skal være deleligt med ${e.divisor}`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Ukendte nøgler" : "Ukendt nøgle"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ugyldig nøgle i ${e.origin}`;
			case "invalid_union": return "Ugyldigt input: matcher ingen af de tilladte typer";
			case "invalid_element": return `Ugyldig værdi i ${e.origin}`;
			default: return "Ugyldigt input";
		}
	};
};
function as() {
	return { localeError: is() };
}
// node_modules/zod/v4/locales/de.js
var os = () => {
	let e = {
		string: {
			unit: "Zeichen",
			verb: "zu haben"
		},
		file: {
			unit: "Bytes",
			verb: "zu haben"
		},
		array: {
			unit: "Elemente",
			verb: "zu haben"
		},
		set: {
			unit: "Elemente",
			verb: "zu haben"
		},
		map: {
			unit: "Elemente",
			verb: "zu haben"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "Eingabe",
		email: "E-Mail-Adresse",
		url: "URL",
		emoji: "Emoji",
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
		datetime: "ISO-Datum und -Uhrzeit",
		date: "ISO-Datum",
		time: "ISO-Uhrzeit",
		duration: "ISO-Dauer",
		ipv4: "IPv4-Adresse",
		ipv6: "IPv6-Adresse",
		mac: "MAC-Adresse",
		cidrv4: "IPv4-Bereich",
		cidrv6: "IPv6-Bereich",
		base64: "Base64-codierter String",
		base64url: "Base64-URL-codierter String",
		json_string: "JSON-String",
		e164: "E.164-Nummer",
		credit_card: "Kreditkartennummer",
		currency_code: "Währungscode",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "Eingabe"
	}, r = {
		nan: "NaN",
		number: "Zahl",
		array: "Array"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ungültige Eingabe: erwartet instanceof ${e.expected}, erhalten ${i}` : `Ungültige Eingabe: erwartet ${t}, erhalten ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ungültige Eingabe: erwartet ${A(e.values[0])}` : `Ungültige Option: erwartet eine von ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Zu groß: erwartet, dass ${e.origin ?? "Wert"} ${n}${e.maximum.toString()} ${r.unit ?? "Elemente"} hat` : `Zu groß: erwartet, dass ${e.origin ?? "Wert"} ${n}${e.maximum.toString()} ist`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Zu klein: erwartet, dass ${e.origin} ${n}${e.minimum.toString()} ${r.unit} hat` : `Zu klein: erwartet, dass ${e.origin} ${n}${e.minimum.toString()} ist`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ungültiger String: muss mit "${t.prefix}" beginnen` : t.format === "ends_with" ? `Ungültiger String: muss mit "${t.suffix}" enden` : t.format === "includes" ? `Ungültiger String: muss "${t.includes}" enthalten` : t.format === "regex" ? `Ungültiger String: muss dem Muster ${t.pattern} entsprechen` : `Ungültig: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ungültige Zahl: muss ein Vielfaches von ${e.divisor} sein`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Unbekannte Schlüssel" : "Unbekannter Schlüssel"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ungültiger Schlüssel in ${e.origin}`;
			case "invalid_union": return "Ungültige Eingabe";
			case "invalid_element": return `Ungültiger Wert in ${e.origin}`;
			default: return "Ungültige Eingabe";
		}
	};
};
function ss() {
	return { localeError: os() };
}
// node_modules/zod/v4/locales/el.js
var cs = () => {
	let e = {
		string: {
			unit: "χαρακτήρες",
			verb: "να έχει"
		},
		file: {
			unit: "bytes",
			verb: "να έχει"
		},
		array: {
			unit: "στοιχεία",
			verb: "να έχει"
		},
		set: {
			unit: "στοιχεία",
			verb: "να έχει"
		},
		map: {
			unit: "καταχωρήσεις",
			verb: "να έχει"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "είσοδος",
		email: "διεύθυνση email",
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
		datetime: "ISO ημερομηνία και ώρα",
		date: "ISO ημερομηνία",
		time: "ISO ώρα",
		duration: "ISO διάρκεια",
		ipv4: "διεύθυνση IPv4",
		ipv6: "διεύθυνση IPv6",
		mac: "διεύθυνση MAC",
		cidrv4: "εύρος IPv4",
		cidrv6: "εύρος IPv6",
		base64: "συμβολοσειρά κωδικοποιημένη σε base64",
		base64url: "συμβολοσειρά κωδικοποιημένη σε base64url",
		json_string: "συμβολοσειρά JSON",
		e164: "αριθμός E.164",
		credit_card: "αριθμός πιστωτικής κάρτας",
		currency_code: "κωδικός νομίσματος",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "είσοδος"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return typeof e.expected == "string" && /^[A-Z]/.test(e.expected) ? `Μη έγκυρη είσοδος: αναμενόταν instanceof ${e.expected}, λήφθηκε ${i}` : `Μη έγκυρη είσοδος: αναμενόταν ${t}, λήφθηκε ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Μη έγκυρη είσοδος: αναμενόταν ${A(e.values[0])}` : `Μη έγκυρη επιλογή: αναμενόταν ένα από ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Πολύ μεγάλο: αναμενόταν ${e.origin ?? "τιμή"} να έχει ${n}${e.maximum.toString()} ${r.unit ?? "στοιχεία"}` : `Πολύ μεγάλο: αναμενόταν ${e.origin ?? "τιμή"} να είναι ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Πολύ μικρό: αναμενόταν ${e.origin} να έχει ${n}${e.minimum.toString()} ${r.unit}` : `Πολύ μικρό: αναμενόταν ${e.origin} να είναι ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Μη έγκυρη συμβολοσειρά: πρέπει να ξεκινά με "${t.prefix}"` : t.format === "ends_with" ? `Μη έγκυρη συμβολοσειρά: πρέπει να τελειώνει με "${t.suffix}"` : t.format === "includes" ? `Μη έγκυρη συμβολοσειρά: πρέπει να περιέχει "${t.includes}"` : t.format === "regex" ? `Μη έγκυρη συμβολοσειρά: πρέπει να ταιριάζει με το μοτίβο ${t.pattern}` : `Μη έγκυρο: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Μη έγκυρος αριθμός: πρέπει να είναι πολλαπλάσιο του ${e.divisor}`;
			case "unrecognized_keys": return `Άγνωστ${e.keys.length > 1 ? "α" : "ο"} κλειδ${e.keys.length > 1 ? "ιά" : "ί"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Μη έγκυρο κλειδί στο ${e.origin}`;
			case "invalid_union": return "Μη έγκυρη είσοδος";
			case "invalid_element": return `Μη έγκυρη τιμή στο ${e.origin}`;
			default: return "Μη έγκυρη είσοδος";
		}
	};
};
function ls() {
	return { localeError: cs() };
}
// node_modules/zod/v4/locales/en.js
var us = () => {
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
			case "invalid_type": return `Invalid input: expected ${i(e.expected)}, received ${i(j(e.input), e.input)}`;
			case "invalid_value": return e.values.length === 1 ? `Invalid input: expected ${A(e.values[0])}` : `Invalid option: expected one of ${u(e.values, "|")}`;
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
			case "unrecognized_keys": return `Unrecognized key${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Invalid key in ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Invalid discriminator value. Expected ${e.options.map((e) => `'${e}'`).join(" | ")}` : e.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
			case "invalid_element": return `Invalid value in ${e.origin}`;
			default: return "Invalid input";
		}
	};
};
function ds() {
	return { localeError: us() };
}
// node_modules/zod/v4/locales/eo.js
var fs = () => {
	let e = {
		string: {
			unit: "karaktrojn",
			verb: "havi"
		},
		file: {
			unit: "bajtojn",
			verb: "havi"
		},
		array: {
			unit: "elementojn",
			verb: "havi"
		},
		set: {
			unit: "elementojn",
			verb: "havi"
		},
		map: {
			unit: "elementojn",
			verb: "havi"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "enigo",
		email: "retadreso",
		url: "URL",
		emoji: "emoĝio",
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
		datetime: "ISO-datotempo",
		date: "ISO-dato",
		time: "ISO-tempo",
		duration: "ISO-daŭro",
		ipv4: "IPv4-adreso",
		ipv6: "IPv6-adreso",
		mac: "MAC-adreso",
		cidrv4: "IPv4-rango",
		cidrv6: "IPv6-rango",
		base64: "64-ume kodita karaktraro",
		base64url: "URL-64-ume kodita karaktraro",
		json_string: "JSON-karaktraro",
		e164: "E.164-nombro",
		credit_card: "kreditkarta numero",
		currency_code: "valuta kodo",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "enigo"
	}, r = {
		nan: "NaN",
		number: "nombro",
		array: "tabelo",
		null: "senvalora"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Nevalida enigo: atendiĝis instanceof ${e.expected}, riceviĝis ${i}` : `Nevalida enigo: atendiĝis ${t}, riceviĝis ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Nevalida enigo: atendiĝis ${A(e.values[0])}` : `Nevalida opcio: atendiĝis unu el ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Tro granda: atendiĝis ke ${e.origin ?? "valoro"} havu ${n}${e.maximum.toString()} ${r.unit ?? "elementojn"}` : `Tro granda: atendiĝis ke ${e.origin ?? "valoro"} havu ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Tro malgranda: atendiĝis ke ${e.origin} havu ${n}${e.minimum.toString()} ${r.unit}` : `Tro malgranda: atendiĝis ke ${e.origin} estu ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Nevalida karaktraro: devas komenciĝi per "${t.prefix}"` : t.format === "ends_with" ? `Nevalida karaktraro: devas finiĝi per "${t.suffix}"` : t.format === "includes" ? `Nevalida karaktraro: devas inkluzivi "${t.includes}"` : t.format === "regex" ? `Nevalida karaktraro: devas kongrui kun la modelo ${t.pattern}` : `Nevalida ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Nevalida nombro: devas esti oblo de ${e.divisor}`;
			case "unrecognized_keys": return `Nekonata${e.keys.length > 1 ? "j" : ""} ŝlosilo${e.keys.length > 1 ? "j" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Nevalida ŝlosilo en ${e.origin}`;
			case "invalid_union": return "Nevalida enigo";
			case "invalid_element": return `Nevalida valoro en ${e.origin}`;
			default: return "Nevalida enigo";
		}
	};
};
function ps() {
	return { localeError: fs() };
}
// node_modules/zod/v4/locales/es.js
var ms = () => {
	let e = {
		string: {
			unit: "caracteres",
			verb: "tener"
		},
		file: {
			unit: "bytes",
			verb: "tener"
		},
		array: {
			unit: "elementos",
			verb: "tener"
		},
		set: {
			unit: "elementos",
			verb: "tener"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "entrada",
		email: "dirección de correo electrónico",
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
		datetime: "fecha y hora ISO",
		date: "fecha ISO",
		time: "hora ISO",
		duration: "duración ISO",
		ipv4: "dirección IPv4",
		ipv6: "dirección IPv6",
		mac: "dirección MAC",
		cidrv4: "rango IPv4",
		cidrv6: "rango IPv6",
		base64: "cadena codificada en base64",
		base64url: "URL codificada en base64",
		json_string: "cadena JSON",
		e164: "número E.164",
		credit_card: "número de tarjeta de crédito",
		currency_code: "código de moneda",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "entrada"
	}, r = {
		nan: "NaN",
		string: "texto",
		number: "número",
		boolean: "booleano",
		array: "arreglo",
		object: "objeto",
		set: "conjunto",
		file: "archivo",
		date: "fecha",
		bigint: "número grande",
		symbol: "símbolo",
		undefined: "indefinido",
		null: "nulo",
		function: "función",
		map: "mapa",
		record: "registro",
		tuple: "tupla",
		enum: "enumeración",
		union: "unión",
		literal: "literal",
		promise: "promesa",
		void: "vacío",
		never: "nunca",
		unknown: "desconocido",
		any: "cualquiera"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Entrada inválida: se esperaba instanceof ${e.expected}, recibido ${i}` : `Entrada inválida: se esperaba ${t}, recibido ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Entrada inválida: se esperaba ${A(e.values[0])}` : `Opción inválida: se esperaba una de ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `Demasiado grande: se esperaba que ${a ?? "valor"} tuviera ${n}${e.maximum.toString()} ${i.unit ?? "elementos"}` : `Demasiado grande: se esperaba que ${a ?? "valor"} fuera ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `Demasiado pequeño: se esperaba que ${a} tuviera ${n}${e.minimum.toString()} ${i.unit}` : `Demasiado pequeño: se esperaba que ${a} fuera ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Cadena inválida: debe comenzar con "${t.prefix}"` : t.format === "ends_with" ? `Cadena inválida: debe terminar en "${t.suffix}"` : t.format === "includes" ? `Cadena inválida: debe incluir "${t.includes}"` : t.format === "regex" ? `Cadena inválida: debe coincidir con el patrón ${t.pattern}` : `Inválido ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Número inválido: debe ser múltiplo de ${e.divisor}`;
			case "unrecognized_keys": return `Llave${e.keys.length > 1 ? "s" : ""} desconocida${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Llave inválida en ${r[e.origin] ?? e.origin}`;
			case "invalid_union": return "Entrada inválida";
			case "invalid_element": return `Valor inválido en ${r[e.origin] ?? e.origin}`;
			default: return "Entrada inválida";
		}
	};
};
function hs() {
	return { localeError: ms() };
}
// node_modules/zod/v4/locales/fa.js
var gs = () => {
	let e = {
		string: {
			unit: "کاراکتر",
			verb: "داشته باشد"
		},
		file: {
			unit: "بایت",
			verb: "داشته باشد"
		},
		array: {
			unit: "آیتم",
			verb: "داشته باشد"
		},
		set: {
			unit: "آیتم",
			verb: "داشته باشد"
		},
		map: {
			unit: "آیتم",
			verb: "داشته باشد"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ورودی",
		email: "آدرس ایمیل",
		url: "URL",
		emoji: "ایموجی",
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
		datetime: "تاریخ و زمان ایزو",
		date: "تاریخ ایزو",
		time: "زمان ایزو",
		duration: "مدت زمان ایزو",
		ipv4: "IPv4 آدرس",
		ipv6: "IPv6 آدرس",
		mac: "MAC آدرس",
		cidrv4: "IPv4 دامنه",
		cidrv6: "IPv6 دامنه",
		base64: "base64-encoded رشته",
		base64url: "base64url-encoded رشته",
		json_string: "JSON رشته",
		e164: "E.164 عدد",
		credit_card: "شماره کارت اعتباری",
		currency_code: "کد ارز",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ورودی"
	}, r = {
		nan: "NaN",
		number: "عدد",
		array: "آرایه"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `ورودی نامعتبر: می‌بایست instanceof ${e.expected} می‌بود، ${i} دریافت شد` : `ورودی نامعتبر: می‌بایست ${t} می‌بود، ${i} دریافت شد`;
			}
			case "invalid_value": return e.values.length === 1 ? `ورودی نامعتبر: می‌بایست ${A(e.values[0])} می‌بود` : `گزینه نامعتبر: می‌بایست یکی از ${u(e.values, "|")} می‌بود`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `خیلی بزرگ: ${e.origin ?? "مقدار"} باید ${n}${e.maximum.toString()} ${r.unit ?? "عنصر"} باشد` : `خیلی بزرگ: ${e.origin ?? "مقدار"} باید ${n}${e.maximum.toString()} باشد`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `خیلی کوچک: ${e.origin} باید ${n}${e.minimum.toString()} ${r.unit} باشد` : `خیلی کوچک: ${e.origin} باید ${n}${e.minimum.toString()} باشد`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `رشته نامعتبر: باید با "${t.prefix}" شروع شود` : t.format === "ends_with" ? `رشته نامعتبر: باید با "${t.suffix}" تمام شود` : t.format === "includes" ? `رشته نامعتبر: باید شامل "${t.includes}" باشد` : t.format === "regex" ? `رشته نامعتبر: باید با الگوی ${t.pattern} مطابقت داشته باشد` : `${n[t.format] ?? e.format} نامعتبر`;
			}
			case "not_multiple_of": return `عدد نامعتبر: باید مضرب ${e.divisor} باشد`;
			case "unrecognized_keys": return `کلید${e.keys.length > 1 ? "های" : ""} ناشناس: ${u(e.keys, ", ")}`;
			case "invalid_key": return `کلید ناشناس در ${e.origin}`;
			case "invalid_union": return "ورودی نامعتبر";
			case "invalid_element": return `مقدار نامعتبر در ${e.origin}`;
			default: return "ورودی نامعتبر";
		}
	};
};
function _s() {
	return { localeError: gs() };
}
// node_modules/zod/v4/locales/fi.js
var vs = () => {
	let e = {
		string: {
			unit: "merkkiä",
			subject: "merkkijonon"
		},
		file: {
			unit: "tavua",
			subject: "tiedoston"
		},
		array: {
			unit: "alkiota",
			subject: "listan"
		},
		set: {
			unit: "alkiota",
			subject: "joukon"
		},
		map: {
			unit: "alkiota",
			subject: "kuvauksen"
		},
		number: {
			unit: "",
			subject: "luvun"
		},
		bigint: {
			unit: "",
			subject: "suuren kokonaisluvun"
		},
		int: {
			unit: "",
			subject: "kokonaisluvun"
		},
		date: {
			unit: "",
			subject: "päivämäärän"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "säännöllinen lauseke",
		email: "sähköpostiosoite",
		url: "URL-osoite",
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
		datetime: "ISO-aikaleima",
		date: "ISO-päivämäärä",
		time: "ISO-aika",
		duration: "ISO-kesto",
		ipv4: "IPv4-osoite",
		ipv6: "IPv6-osoite",
		mac: "MAC-osoite",
		cidrv4: "IPv4-alue",
		cidrv6: "IPv6-alue",
		base64: "base64-koodattu merkkijono",
		base64url: "base64url-koodattu merkkijono",
		json_string: "JSON-merkkijono",
		e164: "E.164-luku",
		credit_card: "luottokortin numero",
		currency_code: "valuuttakoodi",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "templaattimerkkijono"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Virheellinen tyyppi: odotettiin instanceof ${e.expected}, oli ${i}` : `Virheellinen tyyppi: odotettiin ${t}, oli ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Virheellinen syöte: täytyy olla ${A(e.values[0])}` : `Virheellinen valinta: täytyy olla yksi seuraavista: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Liian suuri: ${r.subject} täytyy olla ${n}${e.maximum.toString()} ${r.unit}`.trim() : `Liian suuri: arvon täytyy olla ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Liian pieni: ${r.subject} täytyy olla ${n}${e.minimum.toString()} ${r.unit}`.trim() : `Liian pieni: arvon täytyy olla ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Virheellinen syöte: täytyy alkaa "${t.prefix}"` : t.format === "ends_with" ? `Virheellinen syöte: täytyy loppua "${t.suffix}"` : t.format === "includes" ? `Virheellinen syöte: täytyy sisältää "${t.includes}"` : t.format === "regex" ? `Virheellinen syöte: täytyy vastata säännöllistä lauseketta ${t.pattern}` : `Virheellinen ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Virheellinen luku: täytyy olla luvun ${e.divisor} monikerta`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Tuntemattomat avaimet" : "Tuntematon avain"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return "Virheellinen avain tietueessa";
			case "invalid_union": return "Virheellinen unioni";
			case "invalid_element": return "Virheellinen arvo joukossa";
			default: return "Virheellinen syöte";
		}
	};
};
function ys() {
	return { localeError: vs() };
}
// node_modules/zod/v4/locales/fr.js
var bs = () => {
	let e = {
		string: {
			unit: "caractères",
			verb: "avoir"
		},
		file: {
			unit: "octets",
			verb: "avoir"
		},
		array: {
			unit: "éléments",
			verb: "avoir"
		},
		set: {
			unit: "éléments",
			verb: "avoir"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "expression régulière",
		email: "adresse e-mail",
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
		datetime: "date et heure ISO",
		date: "date ISO",
		time: "heure ISO",
		duration: "durée ISO",
		ipv4: "adresse IPv4",
		ipv6: "adresse IPv6",
		mac: "adresse MAC",
		cidrv4: "plage IPv4",
		cidrv6: "plage IPv6",
		base64: "chaîne de caractères encodée en base64",
		base64url: "chaîne de caractères encodée en base64url",
		json_string: "chaîne de caractères JSON",
		e164: "numéro au format E.164",
		credit_card: "numéro de carte de crédit",
		currency_code: "code de devise",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "entrée"
	}, r = {
		string: "chaîne de caractères",
		number: "nombre",
		int: "entier",
		boolean: "booléen",
		bigint: "grand entier",
		symbol: "symbole",
		undefined: "indéfini",
		null: "null",
		never: "jamais",
		void: "vide",
		date: "date",
		array: "tableau",
		object: "objet",
		tuple: "tuple",
		record: "record",
		map: "map",
		set: "ensemble",
		file: "fichier",
		nonoptional: "non optionnel",
		nan: "NaN",
		function: "fonction"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Entrée invalide : instance de ${e.expected} attendu, ${i} reçu` : `Entrée invalide : ${t} attendu, ${i} reçu`;
			}
			case "invalid_value": return e.values.length === 1 ? `Entrée invalide : ${A(e.values[0])} attendu` : `Option invalide : une valeur parmi ${u(e.values, "|")} attendue`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", i = t(e.origin);
				return i ? `Trop grand : ${r[e.origin] ?? "valeur"} doit ${i.verb} ${n}${e.maximum.toString()} ${i.unit ?? "élément(s)"}` : `Trop grand : ${r[e.origin] ?? "valeur"} doit être ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", i = t(e.origin);
				return i ? `Trop petit : ${r[e.origin] ?? "valeur"} doit ${i.verb} ${n}${e.minimum.toString()} ${i.unit}` : `Trop petit : ${r[e.origin] ?? "valeur"} doit être ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Chaîne de caractères invalide : doit commencer par "${t.prefix}"` : t.format === "ends_with" ? `Chaîne de caractères invalide : doit se terminer par "${t.suffix}"` : t.format === "includes" ? `Chaîne de caractères invalide : doit inclure "${t.includes}"` : t.format === "regex" ? `Chaîne de caractères invalide : doit correspondre au motif ${t.pattern}` : `${n[t.format] ?? e.format} invalide`;
			}
			case "not_multiple_of": return `Nombre invalide : doit être un multiple de ${e.divisor}`;
			case "unrecognized_keys": return `Clé${e.keys.length > 1 ? "s" : ""} non reconnue${e.keys.length > 1 ? "s" : ""} : ${u(e.keys, ", ")}`;
			case "invalid_key": return `Clé invalide dans ${e.origin}`;
			case "invalid_union": return "Entrée invalide";
			case "invalid_element": return `Valeur invalide dans ${e.origin}`;
			default: return "Entrée invalide";
		}
	};
};
function xs() {
	return { localeError: bs() };
}
// node_modules/zod/v4/locales/fr-CA.js
var Ss = () => {
	let e = {
		string: {
			unit: "caractères",
			verb: "avoir"
		},
		file: {
			unit: "octets",
			verb: "avoir"
		},
		array: {
			unit: "éléments",
			verb: "avoir"
		},
		set: {
			unit: "éléments",
			verb: "avoir"
		},
		map: {
			unit: "éléments",
			verb: "avoir"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "entrée",
		email: "adresse courriel",
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
		datetime: "date-heure ISO",
		date: "date ISO",
		time: "heure ISO",
		duration: "durée ISO",
		ipv4: "adresse IPv4",
		ipv6: "adresse IPv6",
		mac: "adresse MAC",
		cidrv4: "plage IPv4",
		cidrv6: "plage IPv6",
		base64: "chaîne encodée en base64",
		base64url: "chaîne encodée en base64url",
		json_string: "chaîne JSON",
		e164: "numéro E.164",
		credit_card: "numéro de carte de crédit",
		currency_code: "code de devise",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "entrée"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Entrée invalide : attendu instanceof ${e.expected}, reçu ${i}` : `Entrée invalide : attendu ${t}, reçu ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Entrée invalide : attendu ${A(e.values[0])}` : `Option invalide : attendu l'une des valeurs suivantes ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "≤" : "<", r = t(e.origin);
				return r ? `Trop grand : attendu que ${e.origin ?? "la valeur"} ait ${n}${e.maximum.toString()} ${r.unit}` : `Trop grand : attendu que ${e.origin ?? "la valeur"} soit ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? "≥" : ">", r = t(e.origin);
				return r ? `Trop petit : attendu que ${e.origin} ait ${n}${e.minimum.toString()} ${r.unit}` : `Trop petit : attendu que ${e.origin} soit ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Chaîne invalide : doit commencer par "${t.prefix}"` : t.format === "ends_with" ? `Chaîne invalide : doit se terminer par "${t.suffix}"` : t.format === "includes" ? `Chaîne invalide : doit inclure "${t.includes}"` : t.format === "regex" ? `Chaîne invalide : doit correspondre au motif ${t.pattern}` : `${n[t.format] ?? e.format} invalide`;
			}
			case "not_multiple_of": return `Nombre invalide : doit être un multiple de ${e.divisor}`;
			case "unrecognized_keys": return `Clé${e.keys.length > 1 ? "s" : ""} non reconnue${e.keys.length > 1 ? "s" : ""} : ${u(e.keys, ", ")}`;
			case "invalid_key": return `Clé invalide dans ${e.origin}`;
			case "invalid_union": return "Entrée invalide";
			case "invalid_element": return `Valeur invalide dans ${e.origin}`;
			default: return "Entrée invalide";
		}
	};
};
function Cs() {
	return { localeError: Ss() };
}
// node_modules/zod/v4/locales/gu.js
var ws = () => {
	let e = {
		string: {
			unit: "અક્ષર",
			verb: "હોવા જોઈએ"
		},
		file: {
			unit: "બાયટ",
			verb: "હોવા જોઈએ"
		},
		array: {
			unit: "આઇટમ",
			verb: "હોવા જોઈએ"
		},
		set: {
			unit: "આઇટમ",
			verb: "હોવા જોઈએ"
		},
		map: {
			unit: "એન્ટ્રી",
			verb: "હોવા જોઈએ"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ઇનપુટ",
		email: "ઈમેઇલ એડ્રેસ",
		url: "URL",
		emoji: "ઇમોજી",
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
		datetime: "ISO તારીખ અને સમય",
		date: "ISO તારીખ",
		time: "ISO સમય",
		duration: "ISO અવધિ",
		ipv4: "IPv4 એડ્રેસ",
		ipv6: "IPv6 એડ્રેસ",
		mac: "MAC એડ્રેસ",
		cidrv4: "IPv4 શ્રેણી",
		cidrv6: "IPv6 શ્રેણી",
		base64: "base64-એન્કોડેડ સ્ટ્રિંગ",
		base64url: "base64url-એન્કોડેડ સ્ટ્રિંગ",
		json_string: "JSON સ્ટ્રિંગ",
		e164: "E.164 નંબર",
		credit_card: "ક્રેડિટ કાર્ડ નંબર",
		currency_code: "ચલણ કોડ",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ઇનપુટ"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `અમાન્ય ઇનપુટ: અપેક્ષિત ${t}, પ્રાપ્ત ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `અમાન્ય ઇનપુટ: અપેક્ષિત ${A(e.values[0])}` : `અમાન્ય વિકલ્પ: ${u(e.values, " | ")} માધ્યમથી એક અપેક્ષિત`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `ખૂબ મોટું: ${e.origin ?? "મૂલ્ય"} ${n}${e.maximum.toString()} ${r.unit ?? "એલિમેન્ટ"} હોવા જોઈએ` : `ખૂબ મોટું: ${e.origin ?? "મૂલ્ય"} ${n}${e.maximum.toString()} હોવું જોઈએ`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `ખૂબ નાનું: ${e.origin} ${n}${e.minimum.toString()} ${r.unit} હોવા જોઈએ` : `ખૂબ નાનું: ${e.origin} ${n}${e.minimum.toString()} હોવું જોઈએ`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `અમાન્ય સ્ટ્રિંગ: "${t.prefix}" થી શરૂ થવું જોઈએ` : t.format === "ends_with" ? `અમાન્ય સ્ટ્રિંગ: "${t.suffix}" પર સમાપ્ત થવું જોઈએ` : t.format === "includes" ? `અમાન્ય સ્ટ્રિંગ: "${t.includes}" શામેલ હોવું જોઈએ` : t.format === "regex" ? `અમાન્ય સ્ટ્રિંગ: પેટર્ન ${t.pattern} સાથે મેળ ખાવું જોઈએ` : `અમાન્ય ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `અમાન્ય નંબર: ${e.divisor} નો ગુણાંક હોવો જોઈએ`;
			case "unrecognized_keys": return `ઓળખી શકાતા નહીં તે કી${e.keys.length > 1 ? "ઓ" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} માં અમાન્ય કી`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `અમાન્ય ડિસ્ક્રિમિનેટર મૂલ્ય. અપેક્ષિત ${e.options.map((e) => `'${e}'`).join(" | ")}` : "અમાન્ય ઇનપુટ";
			case "invalid_element": return `${e.origin} માં અમાન્ય મૂલ્ય`;
			default: return "અમાન્ય ઇનપુટ";
		}
	};
};
function Ts() {
	return { localeError: ws() };
}
// node_modules/zod/v4/locales/he.js
var Es = () => {
	let e = {
		string: {
			label: "מחרוזת",
			gender: "f"
		},
		number: {
			label: "מספר",
			gender: "m"
		},
		boolean: {
			label: "ערך בוליאני",
			gender: "m"
		},
		bigint: {
			label: "BigInt",
			gender: "m"
		},
		date: {
			label: "תאריך",
			gender: "m"
		},
		array: {
			label: "מערך",
			gender: "m"
		},
		object: {
			label: "אובייקט",
			gender: "m"
		},
		null: {
			label: "ערך ריק (null)",
			gender: "m"
		},
		undefined: {
			label: "ערך לא מוגדר (undefined)",
			gender: "m"
		},
		symbol: {
			label: "סימבול (Symbol)",
			gender: "m"
		},
		function: {
			label: "פונקציה",
			gender: "f"
		},
		map: {
			label: "מפה (Map)",
			gender: "f"
		},
		set: {
			label: "קבוצה (Set)",
			gender: "f"
		},
		file: {
			label: "קובץ",
			gender: "m"
		},
		promise: {
			label: "Promise",
			gender: "m"
		},
		NaN: {
			label: "NaN",
			gender: "m"
		},
		unknown: {
			label: "ערך לא ידוע",
			gender: "m"
		},
		value: {
			label: "ערך",
			gender: "m"
		}
	}, t = {
		string: {
			unit: "תווים",
			shortLabel: "קצר",
			longLabel: "ארוך"
		},
		file: {
			unit: "בייטים",
			shortLabel: "קטן",
			longLabel: "גדול"
		},
		array: {
			unit: "פריטים",
			shortLabel: "קטן",
			longLabel: "גדול"
		},
		set: {
			unit: "פריטים",
			shortLabel: "קטן",
			longLabel: "גדול"
		},
		number: {
			unit: "",
			shortLabel: "קטן",
			longLabel: "גדול"
		}
	}, n = (t) => t ? e[t] : void 0, r = (t) => {
		let r = n(t);
		return r ? r.label : t ?? e.unknown.label;
	}, i = (e) => `ה${r(e)}`, a = (e) => (n(e)?.gender ?? "m") === "f" ? "צריכה להיות" : "צריך להיות", o = (e) => e ? t[e] ?? null : null, s = {
		regex: {
			label: "קלט",
			gender: "m"
		},
		email: {
			label: "כתובת אימייל",
			gender: "f"
		},
		url: {
			label: "כתובת רשת",
			gender: "f"
		},
		emoji: {
			label: "אימוג'י",
			gender: "m"
		},
		uuid: {
			label: "UUID",
			gender: "m"
		},
		uuidv4: {
			label: "UUIDv4",
			gender: "m"
		},
		uuidv6: {
			label: "UUIDv6",
			gender: "m"
		},
		nanoid: {
			label: "nanoid",
			gender: "m"
		},
		guid: {
			label: "GUID",
			gender: "m"
		},
		cuid: {
			label: "cuid",
			gender: "m"
		},
		cuid2: {
			label: "cuid2",
			gender: "m"
		},
		ulid: {
			label: "ULID",
			gender: "m"
		},
		xid: {
			label: "XID",
			gender: "m"
		},
		ksuid: {
			label: "KSUID",
			gender: "m"
		},
		datetime: {
			label: "תאריך וזמן ISO",
			gender: "m"
		},
		date: {
			label: "תאריך ISO",
			gender: "m"
		},
		time: {
			label: "זמן ISO",
			gender: "m"
		},
		duration: {
			label: "משך זמן ISO",
			gender: "m"
		},
		ipv4: {
			label: "כתובת IPv4",
			gender: "f"
		},
		ipv6: {
			label: "כתובת IPv6",
			gender: "f"
		},
		mac: {
			label: "כתובת MAC",
			gender: "f"
		},
		cidrv4: {
			label: "טווח IPv4",
			gender: "m"
		},
		cidrv6: {
			label: "טווח IPv6",
			gender: "m"
		},
		base64: {
			label: "מחרוזת בבסיס 64",
			gender: "f"
		},
		base64url: {
			label: "מחרוזת בבסיס 64 לכתובות רשת",
			gender: "f"
		},
		json_string: {
			label: "מחרוזת JSON",
			gender: "f"
		},
		e164: {
			label: "מספר E.164",
			gender: "m"
		},
		credit_card: {
			label: "מספר כרטיס אשראי",
			gender: "m"
		},
		currency_code: {
			label: "קוד מטבע",
			gender: "m"
		},
		iban: {
			label: "IBAN",
			gender: "m"
		},
		jwt: {
			label: "JWT",
			gender: "m"
		},
		template_literal: {
			label: "קלט",
			gender: "m"
		},
		ends_with: {
			label: "קלט",
			gender: "m"
		},
		includes: {
			label: "קלט",
			gender: "m"
		},
		lowercase: {
			label: "קלט",
			gender: "m"
		},
		starts_with: {
			label: "קלט",
			gender: "m"
		},
		uppercase: {
			label: "קלט",
			gender: "m"
		}
	}, c = { nan: "NaN" };
	return (t) => {
		switch (t.code) {
			case "invalid_type": {
				let n = t.expected, i = c[n ?? ""] ?? r(n), a = j(t.input), o = c[a] ?? e[a]?.label ?? a;
				return /^[A-Z]/.test(t.expected) ? `קלט לא תקין: צריך להיות instanceof ${t.expected}, התקבל ${o}` : `קלט לא תקין: צריך להיות ${i}, התקבל ${o}`;
			}
			case "invalid_value": {
				if (t.values.length === 1) return `ערך לא תקין: הערך חייב להיות ${A(t.values[0])}`;
				let e = t.values.map((e) => A(e));
				if (t.values.length === 2) return `ערך לא תקין: האפשרויות המתאימות הן ${e[0]} או ${e[1]}`;
				let n = e[e.length - 1];
				return `ערך לא תקין: האפשרויות המתאימות הן ${e.slice(0, -1).join(", ")} או ${n}`;
			}
			case "too_big": {
				let e = o(t.origin), n = i(t.origin ?? "value");
				if (t.origin === "string") return `${e?.longLabel ?? "ארוך"} מדי: ${n} צריכה להכיל ${t.maximum.toString()} ${e?.unit ?? ""} ${t.inclusive ? "או פחות" : "לכל היותר"}`.trim();
				if (t.origin === "number") return `גדול מדי: ${n} צריך להיות ${t.inclusive ? `קטן או שווה ל-${t.maximum}` : `קטן מ-${t.maximum}`}`;
				if (t.origin === "array" || t.origin === "set") return `גדול מדי: ${n} ${t.origin === "set" ? "צריכה" : "צריך"} להכיל ${t.inclusive ? `${t.maximum} ${e?.unit ?? ""} או פחות` : `פחות מ-${t.maximum} ${e?.unit ?? ""}`}`.trim();
				let r = t.inclusive ? "<=" : "<", s = a(t.origin ?? "value");
				return e?.unit ? `${e.longLabel} מדי: ${n} ${s} ${r}${t.maximum.toString()} ${e.unit}` : `${e?.longLabel ?? "גדול"} מדי: ${n} ${s} ${r}${t.maximum.toString()}`;
			}
			case "too_small": {
				let e = o(t.origin), n = i(t.origin ?? "value");
				if (t.origin === "string") return `${e?.shortLabel ?? "קצר"} מדי: ${n} צריכה להכיל ${t.minimum.toString()} ${e?.unit ?? ""} ${t.inclusive ? "או יותר" : "לפחות"}`.trim();
				if (t.origin === "number") return `קטן מדי: ${n} צריך להיות ${t.inclusive ? `גדול או שווה ל-${t.minimum}` : `גדול מ-${t.minimum}`}`;
				if (t.origin === "array" || t.origin === "set") {
					let r = t.origin === "set" ? "צריכה" : "צריך";
					return t.minimum === 1 && t.inclusive ? `קטן מדי: ${n} ${r} להכיל ${t.origin, "לפחות פריט אחד"}` : `קטן מדי: ${n} ${r} להכיל ${t.inclusive ? `${t.minimum} ${e?.unit ?? ""} או יותר` : `יותר מ-${t.minimum} ${e?.unit ?? ""}`}`.trim();
				}
				let r = t.inclusive ? ">=" : ">", s = a(t.origin ?? "value");
				return e?.unit ? `${e.shortLabel} מדי: ${n} ${s} ${r}${t.minimum.toString()} ${e.unit}` : `${e?.shortLabel ?? "קטן"} מדי: ${n} ${s} ${r}${t.minimum.toString()}`;
			}
			case "invalid_format": {
				let e = t;
				if (e.format === "starts_with") return `המחרוזת חייבת להתחיל ב "${e.prefix}"`;
				if (e.format === "ends_with") return `המחרוזת חייבת להסתיים ב "${e.suffix}"`;
				if (e.format === "includes") return `המחרוזת חייבת לכלול "${e.includes}"`;
				if (e.format === "regex") return `המחרוזת חייבת להתאים לתבנית ${e.pattern}`;
				let n = s[e.format];
				return `${n?.label ?? e.format} לא ${(n?.gender ?? "m") === "f" ? "תקינה" : "תקין"}`;
			}
			case "not_multiple_of": return `מספר לא תקין: חייב להיות מכפלה של ${t.divisor}`;
			case "unrecognized_keys": return `מפתח${t.keys.length > 1 ? "ות" : ""} לא מזוה${t.keys.length > 1 ? "ים" : "ה"}: ${u(t.keys, ", ")}`;
			case "invalid_key": return "שדה לא תקין באובייקט";
			case "invalid_union": return "קלט לא תקין";
			case "invalid_element": return `ערך לא תקין ב${i(t.origin ?? "array")}`;
			default: return "קלט לא תקין";
		}
	};
};
function Ds() {
	return { localeError: Es() };
}
// node_modules/zod/v4/locales/hi.js
var Os = () => {
	let e = {
		string: {
			unit: "अक्षर",
			verb: "रखने के लिए"
		},
		file: {
			unit: "बाइट्स",
			verb: "रखने के लिए"
		},
		array: {
			unit: "तत्व",
			verb: "रखने के लिए"
		},
		set: {
			unit: "तत्व",
			verb: "रखने के लिए"
		},
		map: {
			unit: "प्रविष्टियाँ",
			verb: "रखने के लिए"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "इनपुट",
		email: "ईमेल पता",
		url: "URL",
		emoji: "इमोजी",
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
		datetime: "ISO तिथि और समय",
		date: "ISO तिथि",
		time: "ISO समय",
		duration: "ISO अवधि",
		ipv4: "IPv4 पता",
		ipv6: "IPv6 पता",
		mac: "MAC पता",
		cidrv4: "IPv4 श्रेणी",
		cidrv6: "IPv6 श्रेणी",
		base64: "Base64-एन्कोडेड स्ट्रिंग",
		base64url: "Base64URL-एन्कोडेड स्ट्रिंग",
		json_string: "JSON स्ट्रिंग",
		e164: "E.164 संख्या",
		credit_card: "क्रेडिट कार्ड संख्या",
		currency_code: "मुद्रा कोड",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "इनपुट"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `अमान्य इनपुट: अपेक्षित ${t}, प्राप्त ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `अमान्य इनपुट: अपेक्षित ${A(e.values[0])}` : `अमान्य विकल्प: अपेक्षित मानों में से एक ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `बहुत बड़ा: अपेक्षित था कि ${e.origin ?? "मान"} में ${n}${e.maximum} ${r.unit} हों` : `बहुत बड़ा: अपेक्षित था कि ${e.origin ?? "मान"} ${n}${e.maximum} हो`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `बहुत छोटा: अपेक्षित था कि ${e.origin} में ${n}${e.minimum} ${r.unit} हों` : `बहुत छोटा: अपेक्षित था कि ${e.origin} ${n}${e.minimum} हो`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `अमान्य स्ट्रिंग: "${t.prefix}" से शुरू होना चाहिए` : t.format === "ends_with" ? `अमान्य स्ट्रिंग: "${t.suffix}" पर समाप्त होना चाहिए` : t.format === "includes" ? `अमान्य स्ट्रिंग: इसमें "${t.includes}" शामिल होना चाहिए` : t.format === "regex" ? `अमान्य स्ट्रिंग: पैटर्न ${t.pattern} से मेल खाना चाहिए` : `अमान्य ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `अमान्य संख्या: यह ${e.divisor} का गुणज होना चाहिए`;
			case "unrecognized_keys": return `अपरिचित कुंजी${e.keys.length > 1 ? "याँ" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `अमान्य कुंजी: ${e.origin} में`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `अमान्य डिस्क्रिमिनेटर मान: अपेक्षित ${e.options.map((e) => `'${e}'`).join(" | ")}` : "अमान्य इनपुट";
			case "invalid_element": return `अमान्य मान: ${e.origin} में`;
			default: return "अमान्य इनपुट";
		}
	};
};
function ks() {
	return { localeError: Os() };
}
// node_modules/zod/v4/locales/hr.js
var As = () => {
	let e = {
		string: {
			unit: "znakova",
			verb: "imati"
		},
		file: {
			unit: "bajtova",
			verb: "imati"
		},
		array: {
			unit: "stavki",
			verb: "imati"
		},
		set: {
			unit: "stavki",
			verb: "imati"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "unos",
		email: "email adresa",
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
		datetime: "ISO datum i vrijeme",
		date: "ISO datum",
		time: "ISO vrijeme",
		duration: "ISO trajanje",
		ipv4: "IPv4 adresa",
		ipv6: "IPv6 adresa",
		mac: "MAC adresa",
		cidrv4: "IPv4 raspon",
		cidrv6: "IPv6 raspon",
		base64: "base64 kodirani tekst",
		base64url: "base64url kodirani tekst",
		json_string: "JSON tekst",
		e164: "E.164 broj",
		credit_card: "broj kreditne kartice",
		currency_code: "kod valute",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "unos"
	}, r = {
		nan: "NaN",
		string: "tekst",
		number: "broj",
		boolean: "boolean",
		array: "niz",
		object: "objekt",
		set: "skup",
		file: "datoteka",
		date: "datum",
		bigint: "bigint",
		symbol: "simbol",
		undefined: "undefined",
		null: "null",
		function: "funkcija",
		map: "mapa"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Neispravan unos: očekuje se instanceof ${e.expected}, a primljeno je ${i}` : `Neispravan unos: očekuje se ${t}, a primljeno je ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Neispravna vrijednost: očekivano ${A(e.values[0])}` : `Neispravna opcija: očekivano jedno od ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `Preveliko: očekivano da ${a ?? "vrijednost"} ima ${n}${e.maximum.toString()} ${i.unit ?? "elemenata"}` : `Preveliko: očekivano da ${a ?? "vrijednost"} bude ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", i = t(e.origin), a = r[e.origin] ?? e.origin;
				return i ? `Premalo: očekivano da ${a} ima ${n}${e.minimum.toString()} ${i.unit}` : `Premalo: očekivano da ${a} bude ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Neispravan tekst: mora započinjati s "${t.prefix}"` : t.format === "ends_with" ? `Neispravan tekst: mora završavati s "${t.suffix}"` : t.format === "includes" ? `Neispravan tekst: mora sadržavati "${t.includes}"` : t.format === "regex" ? `Neispravan tekst: mora odgovarati uzorku ${t.pattern}` : `Neispravna ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Neispravan broj: mora biti višekratnik od ${e.divisor}`;
			case "unrecognized_keys": return `Neprepoznat${e.keys.length > 1 ? "i ključevi" : " ključ"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Neispravan ključ u ${r[e.origin] ?? e.origin}`;
			case "invalid_union": return "Neispravan unos";
			case "invalid_element": return `Neispravna vrijednost u ${r[e.origin] ?? e.origin}`;
			default: return "Neispravan unos";
		}
	};
};
function js() {
	return { localeError: As() };
}
// node_modules/zod/v4/locales/hu.js
var Ms = () => {
	let e = {
		string: {
			unit: "karakter",
			verb: "legyen"
		},
		file: {
			unit: "byte",
			verb: "legyen"
		},
		array: {
			unit: "elem",
			verb: "legyen"
		},
		set: {
			unit: "elem",
			verb: "legyen"
		},
		map: {
			unit: "elem",
			verb: "legyen"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "bemenet",
		email: "email cím",
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
		datetime: "ISO időbélyeg",
		date: "ISO dátum",
		time: "ISO idő",
		duration: "ISO időintervallum",
		ipv4: "IPv4 cím",
		ipv6: "IPv6 cím",
		mac: "MAC cím",
		cidrv4: "IPv4 tartomány",
		cidrv6: "IPv6 tartomány",
		base64: "base64-kódolt string",
		base64url: "base64url-kódolt string",
		json_string: "JSON string",
		e164: "E.164 szám",
		credit_card: "hitelkártyaszám",
		currency_code: "pénznemkód",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "bemenet"
	}, r = {
		nan: "NaN",
		number: "szám",
		array: "tömb"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Érvénytelen bemenet: a várt érték instanceof ${e.expected}, a kapott érték ${i}` : `Érvénytelen bemenet: a várt érték ${t}, a kapott érték ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Érvénytelen bemenet: a várt érték ${A(e.values[0])}` : `Érvénytelen opció: valamelyik érték várt ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Túl nagy: ${e.origin ?? "érték"} mérete túl nagy ${n}${e.maximum.toString()} ${r.unit ?? "elem"}` : `Túl nagy: a bemeneti érték ${e.origin ?? "érték"} túl nagy: ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Túl kicsi: a bemeneti érték ${e.origin} mérete túl kicsi ${n}${e.minimum.toString()} ${r.unit}` : `Túl kicsi: a bemeneti érték ${e.origin} túl kicsi ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Érvénytelen string: "${t.prefix}" értékkel kell kezdődnie` : t.format === "ends_with" ? `Érvénytelen string: "${t.suffix}" értékkel kell végződnie` : t.format === "includes" ? `Érvénytelen string: "${t.includes}" értéket kell tartalmaznia` : t.format === "regex" ? `Érvénytelen string: ${t.pattern} mintának kell megfelelnie` : `Érvénytelen ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Érvénytelen szám: ${e.divisor} többszörösének kell lennie`;
			case "unrecognized_keys": return `Ismeretlen kulcs${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Érvénytelen kulcs ${e.origin}`;
			case "invalid_union": return "Érvénytelen bemenet";
			case "invalid_element": return `Érvénytelen érték: ${e.origin}`;
			default: return "Érvénytelen bemenet";
		}
	};
};
function Ns() {
	return { localeError: Ms() };
}
// node_modules/zod/v4/locales/hy.js
function Ps(e, t, n) {
	return Math.abs(e) === 1 ? t : n;
}
function Fs(e) {
	if (!e) return "";
	let t = [
		"ա",
		"ե",
		"ը",
		"ի",
		"ո",
		"ու",
		"օ"
	], n = e[e.length - 1];
	return e + (t.includes(n) ? "ն" : "ը");
}
var Is = () => {
	let e = {
		string: {
			unit: {
				one: "նշան",
				many: "նշաններ"
			},
			verb: "ունենալ"
		},
		file: {
			unit: {
				one: "բայթ",
				many: "բայթեր"
			},
			verb: "ունենալ"
		},
		array: {
			unit: {
				one: "տարր",
				many: "տարրեր"
			},
			verb: "ունենալ"
		},
		set: {
			unit: {
				one: "տարր",
				many: "տարրեր"
			},
			verb: "ունենալ"
		},
		map: {
			unit: {
				one: "տարր",
				many: "տարրեր"
			},
			verb: "ունենալ"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "մուտք",
		email: "էլ. հասցե",
		url: "URL",
		emoji: "էմոջի",
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
		datetime: "ISO ամսաթիվ և ժամ",
		date: "ISO ամսաթիվ",
		time: "ISO ժամ",
		duration: "ISO տևողություն",
		ipv4: "IPv4 հասցե",
		ipv6: "IPv6 հասցե",
		mac: "MAC հասցե",
		cidrv4: "IPv4 միջակայք",
		cidrv6: "IPv6 միջակայք",
		base64: "base64 ձևաչափով տող",
		base64url: "base64url ձևաչափով տող",
		json_string: "JSON տող",
		e164: "E.164 համար",
		credit_card: "կրեդիտ քարտի համար",
		currency_code: "արժույթի կոդ",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "մուտք"
	}, r = {
		nan: "NaN",
		number: "թիվ",
		array: "զանգված"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Սխալ մուտքագրում․ սպասվում էր instanceof ${e.expected}, ստացվել է ${i}` : `Սխալ մուտքագրում․ սպասվում էր ${t}, ստացվել է ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Սխալ մուտքագրում․ սպասվում էր ${A(e.values[1])}` : `Սխալ տարբերակ․ սպասվում էր հետևյալներից մեկը՝ ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				if (r) {
					let t = Ps(Number(e.maximum), r.unit.one, r.unit.many);
					return `Չափազանց մեծ արժեք․ սպասվում է, որ ${Fs(e.origin ?? "արժեք")} կունենա ${n}${e.maximum.toString()} ${t}`;
				}
				return `Չափազանց մեծ արժեք․ սպասվում է, որ ${Fs(e.origin ?? "արժեք")} լինի ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				if (r) {
					let t = Ps(Number(e.minimum), r.unit.one, r.unit.many);
					return `Չափազանց փոքր արժեք․ սպասվում է, որ ${Fs(e.origin)} կունենա ${n}${e.minimum.toString()} ${t}`;
				}
				return `Չափազանց փոքր արժեք․ սպասվում է, որ ${Fs(e.origin)} լինի ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Սխալ տող․ պետք է սկսվի "${t.prefix}"-ով` : t.format === "ends_with" ? `Սխալ տող․ պետք է ավարտվի "${t.suffix}"-ով` : t.format === "includes" ? `Սխալ տող․ պետք է պարունակի "${t.includes}"` : t.format === "regex" ? `Սխալ տող․ պետք է համապատասխանի ${t.pattern} ձևաչափին` : `Սխալ ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Սխալ թիվ․ պետք է բազմապատիկ լինի ${e.divisor}-ի`;
			case "unrecognized_keys": return `Չճանաչված բանալի${e.keys.length > 1 ? "ներ" : ""}. ${u(e.keys, ", ")}`;
			case "invalid_key": return `Սխալ բանալի ${Fs(e.origin)}-ում`;
			case "invalid_union": return "Սխալ մուտքագրում";
			case "invalid_element": return `Սխալ արժեք ${Fs(e.origin)}-ում`;
			default: return "Սխալ մուտքագրում";
		}
	};
};
function Ls() {
	return { localeError: Is() };
}
// node_modules/zod/v4/locales/id.js
var Rs = () => {
	let e = {
		string: {
			unit: "karakter",
			verb: "memiliki"
		},
		file: {
			unit: "byte",
			verb: "memiliki"
		},
		array: {
			unit: "item",
			verb: "memiliki"
		},
		set: {
			unit: "item",
			verb: "memiliki"
		},
		map: {
			unit: "item",
			verb: "memiliki"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "alamat email",
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
		datetime: "tanggal dan waktu format ISO",
		date: "tanggal format ISO",
		time: "jam format ISO",
		duration: "durasi format ISO",
		ipv4: "alamat IPv4",
		ipv6: "alamat IPv6",
		mac: "alamat MAC",
		cidrv4: "rentang alamat IPv4",
		cidrv6: "rentang alamat IPv6",
		base64: "string dengan enkode base64",
		base64url: "string dengan enkode base64url",
		json_string: "string JSON",
		e164: "angka E.164",
		credit_card: "nomor kartu kredit",
		currency_code: "kode mata uang",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Input tidak valid: diharapkan instanceof ${e.expected}, diterima ${i}` : `Input tidak valid: diharapkan ${t}, diterima ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Input tidak valid: diharapkan ${A(e.values[0])}` : `Pilihan tidak valid: diharapkan salah satu dari ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Terlalu besar: diharapkan ${e.origin ?? "value"} memiliki ${n}${e.maximum.toString()} ${r.unit ?? "elemen"}` : `Terlalu besar: diharapkan ${e.origin ?? "value"} menjadi ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Terlalu kecil: diharapkan ${e.origin} memiliki ${n}${e.minimum.toString()} ${r.unit}` : `Terlalu kecil: diharapkan ${e.origin} menjadi ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `String tidak valid: harus dimulai dengan "${t.prefix}"` : t.format === "ends_with" ? `String tidak valid: harus berakhir dengan "${t.suffix}"` : t.format === "includes" ? `String tidak valid: harus menyertakan "${t.includes}"` : t.format === "regex" ? `String tidak valid: harus sesuai pola ${t.pattern}` : `${n[t.format] ?? e.format} tidak valid`;
			}
			case "not_multiple_of": return `Angka tidak valid: harus kelipatan dari ${e.divisor}`;
			case "unrecognized_keys": return `Kunci tidak dikenali ${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Kunci tidak valid di ${e.origin}`;
			case "invalid_union": return "Input tidak valid";
			case "invalid_element": return `Nilai tidak valid di ${e.origin}`;
			default: return "Input tidak valid";
		}
	};
};
function zs() {
	return { localeError: Rs() };
}
// node_modules/zod/v4/locales/is.js
var Bs = () => {
	let e = {
		string: {
			unit: "stafi",
			verb: "að hafa"
		},
		file: {
			unit: "bæti",
			verb: "að hafa"
		},
		array: {
			unit: "hluti",
			verb: "að hafa"
		},
		set: {
			unit: "hluti",
			verb: "að hafa"
		},
		map: {
			unit: "hluti",
			verb: "að hafa"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "gildi",
		email: "netfang",
		url: "vefslóð",
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
		datetime: "ISO dagsetning og tími",
		date: "ISO dagsetning",
		time: "ISO tími",
		duration: "ISO tímalengd",
		ipv4: "IPv4 address",
		ipv6: "IPv6 address",
		mac: "MAC address",
		cidrv4: "IPv4 range",
		cidrv6: "IPv6 range",
		base64: "base64-encoded strengur",
		base64url: "base64url-encoded strengur",
		json_string: "JSON strengur",
		e164: "E.164 tölugildi",
		credit_card: "kreditkortanúmer",
		currency_code: "gjaldmiðilskóði",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "gildi"
	}, r = {
		nan: "NaN",
		number: "númer",
		array: "fylki"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Rangt gildi: Þú slóst inn ${i} þar sem á að vera instanceof ${e.expected}` : `Rangt gildi: Þú slóst inn ${i} þar sem á að vera ${t}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Rangt gildi: gert ráð fyrir ${A(e.values[0])}` : `Ógilt val: má vera eitt af eftirfarandi ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Of stórt: gert er ráð fyrir að ${e.origin ?? "gildi"} hafi ${n}${e.maximum.toString()} ${r.unit ?? "hluti"}` : `Of stórt: gert er ráð fyrir að ${e.origin ?? "gildi"} sé ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Of lítið: gert er ráð fyrir að ${e.origin} hafi ${n}${e.minimum.toString()} ${r.unit}` : `Of lítið: gert er ráð fyrir að ${e.origin} sé ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ógildur strengur: verður að byrja á "${t.prefix}"` : t.format === "ends_with" ? `Ógildur strengur: verður að enda á "${t.suffix}"` : t.format === "includes" ? `Ógildur strengur: verður að innihalda "${t.includes}"` : t.format === "regex" ? `Ógildur strengur: verður að fylgja mynstri ${t.pattern}` : `Rangt ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Röng tala: verður að vera margfeldi af ${e.divisor}`;
			case "unrecognized_keys": return `Óþekkt ${e.keys.length > 1 ? "ir lyklar" : "ur lykill"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Rangur lykill í ${e.origin}`;
			case "invalid_union": return "Rangt gildi";
			case "invalid_element": return `Rangt gildi í ${e.origin}`;
			default: return "Rangt gildi";
		}
	};
};
function Vs() {
	return { localeError: Bs() };
}
// node_modules/zod/v4/locales/it.js
var Hs = () => {
	let e = {
		string: {
			unit: "caratteri",
			verb: "avere"
		},
		file: {
			unit: "byte",
			verb: "avere"
		},
		array: {
			unit: "elementi",
			verb: "avere"
		},
		set: {
			unit: "elementi",
			verb: "avere"
		},
		map: {
			unit: "elementi",
			verb: "avere"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "indirizzo email",
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
		datetime: "data e ora ISO",
		date: "data ISO",
		time: "ora ISO",
		duration: "durata ISO",
		ipv4: "indirizzo IPv4",
		ipv6: "indirizzo IPv6",
		mac: "indirizzo MAC",
		cidrv4: "intervallo IPv4",
		cidrv6: "intervallo IPv6",
		base64: "stringa codificata in base64",
		base64url: "URL codificata in base64",
		json_string: "stringa JSON",
		e164: "numero E.164",
		credit_card: "numero di carta di credito",
		currency_code: "codice valuta",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		number: "numero",
		array: "vettore"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Input non valido: atteso instanceof ${e.expected}, ricevuto ${i}` : `Input non valido: atteso ${t}, ricevuto ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Input non valido: atteso ${A(e.values[0])}` : `Opzione non valida: atteso uno tra ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Troppo grande: ${e.origin ?? "valore"} deve avere ${n}${e.maximum.toString()} ${r.unit ?? "elementi"}` : `Troppo grande: ${e.origin ?? "valore"} deve essere ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Troppo piccolo: ${e.origin} deve avere ${n}${e.minimum.toString()} ${r.unit}` : `Troppo piccolo: ${e.origin} deve essere ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Stringa non valida: deve iniziare con "${t.prefix}"` : t.format === "ends_with" ? `Stringa non valida: deve terminare con "${t.suffix}"` : t.format === "includes" ? `Stringa non valida: deve includere "${t.includes}"` : t.format === "regex" ? `Stringa non valida: deve corrispondere al pattern ${t.pattern}` : `Input non valido: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Numero non valido: deve essere un multiplo di ${e.divisor}`;
			case "unrecognized_keys": return `Chiav${e.keys.length > 1 ? "i" : "e"} non riconosciut${e.keys.length > 1 ? "e" : "a"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Chiave non valida in ${e.origin}`;
			case "invalid_union": return "Input non valido";
			case "invalid_element": return `Valore non valido in ${e.origin}`;
			default: return "Input non valido";
		}
	};
};
function Us() {
	return { localeError: Hs() };
}
// node_modules/zod/v4/locales/ja.js
var Ws = () => {
	let e = {
		string: {
			unit: "文字",
			verb: "である"
		},
		file: {
			unit: "バイト",
			verb: "である"
		},
		array: {
			unit: "要素",
			verb: "である"
		},
		set: {
			unit: "要素",
			verb: "である"
		},
		map: {
			unit: "要素",
			verb: "である"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "入力値",
		email: "メールアドレス",
		url: "URL",
		emoji: "絵文字",
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
		datetime: "ISO日時",
		date: "ISO日付",
		time: "ISO時刻",
		duration: "ISO期間",
		ipv4: "IPv4アドレス",
		ipv6: "IPv6アドレス",
		mac: "MACアドレス",
		cidrv4: "IPv4範囲",
		cidrv6: "IPv6範囲",
		base64: "base64エンコード文字列",
		base64url: "base64urlエンコード文字列",
		json_string: "JSON文字列",
		e164: "E.164番号",
		credit_card: "クレジットカード番号",
		currency_code: "通貨コード",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "入力値"
	}, r = {
		nan: "NaN",
		number: "数値",
		array: "配列"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `無効な入力: instanceof ${e.expected}が期待されましたが、${i}が入力されました` : `無効な入力: ${t}が期待されましたが、${i}が入力されました`;
			}
			case "invalid_value": return e.values.length === 1 ? `無効な入力: ${A(e.values[0])}が期待されました` : `無効な選択: ${u(e.values, "、")}のいずれかである必要があります`;
			case "too_big": {
				let n = e.inclusive ? "以下である" : "より小さい", r = t(e.origin);
				return r ? `大きすぎる値: ${e.origin ?? "値"}は${e.maximum.toString()}${r.unit ?? "要素"}${n}必要があります` : `大きすぎる値: ${e.origin ?? "値"}は${e.maximum.toString()}${n}必要があります`;
			}
			case "too_small": {
				let n = e.inclusive ? "以上である" : "より大きい", r = t(e.origin);
				return r ? `小さすぎる値: ${e.origin}は${e.minimum.toString()}${r.unit}${n}必要があります` : `小さすぎる値: ${e.origin}は${e.minimum.toString()}${n}必要があります`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `無効な文字列: "${t.prefix}"で始まる必要があります` : t.format === "ends_with" ? `無効な文字列: "${t.suffix}"で終わる必要があります` : t.format === "includes" ? `無効な文字列: "${t.includes}"を含む必要があります` : t.format === "regex" ? `無効な文字列: パターン${t.pattern}に一致する必要があります` : `無効な${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `無効な数値: ${e.divisor}の倍数である必要があります`;
			case "unrecognized_keys": return `認識されていないキー${e.keys.length > 1 ? "群" : ""}: ${u(e.keys, "、")}`;
			case "invalid_key": return `${e.origin}内の無効なキー`;
			case "invalid_union": return "無効な入力";
			case "invalid_element": return `${e.origin}内の無効な値`;
			default: return "無効な入力";
		}
	};
};
function Gs() {
	return { localeError: Ws() };
}
// node_modules/zod/v4/locales/ka.js
var Ks = () => {
	let e = {
		string: {
			unit: "სიმბოლო",
			verb: "უნდა შეიცავდეს"
		},
		file: {
			unit: "ბაიტი",
			verb: "უნდა შეიცავდეს"
		},
		array: {
			unit: "ელემენტი",
			verb: "უნდა შეიცავდეს"
		},
		set: {
			unit: "ელემენტი",
			verb: "უნდა შეიცავდეს"
		},
		map: {
			unit: "ელემენტი",
			verb: "უნდა შეიცავდეს"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "შეყვანა",
		email: "ელ-ფოსტის მისამართი",
		url: "URL",
		emoji: "ემოჯი",
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
		datetime: "თარიღი-დრო",
		date: "თარიღი",
		time: "დრო",
		duration: "ხანგრძლივობა",
		ipv4: "IPv4 მისამართი",
		ipv6: "IPv6 მისამართი",
		mac: "MAC მისამართი",
		cidrv4: "IPv4 დიაპაზონი",
		cidrv6: "IPv6 დიაპაზონი",
		base64: "base64-კოდირებული ველი",
		base64url: "base64url-კოდირებული ველი",
		json_string: "JSON ველი",
		e164: "E.164 ნომერი",
		credit_card: "საკრედიტო ბარათის ნომერი",
		currency_code: "ვალუტის კოდი",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "შეყვანა"
	}, r = {
		nan: "NaN",
		number: "რიცხვი",
		string: "ველი",
		boolean: "ბულეანი",
		function: "ფუნქცია",
		array: "მასივი"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `არასწორი შეყვანა: მოსალოდნელი instanceof ${e.expected}, მიღებული ${i}` : `არასწორი შეყვანა: მოსალოდნელი ${t}, მიღებული ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `არასწორი შეყვანა: მოსალოდნელი ${A(e.values[0])}` : `არასწორი ვარიანტი: მოსალოდნელია ერთ-ერთი ${u(e.values, "|")}-დან`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `ზედმეტად დიდი: მოსალოდნელი ${e.origin ?? "მნიშვნელობა"} ${r.verb} ${n}${e.maximum.toString()} ${r.unit}` : `ზედმეტად დიდი: მოსალოდნელი ${e.origin ?? "მნიშვნელობა"} იყოს ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `ზედმეტად პატარა: მოსალოდნელი ${e.origin} ${r.verb} ${n}${e.minimum.toString()} ${r.unit}` : `ზედმეტად პატარა: მოსალოდნელი ${e.origin} იყოს ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `არასწორი ველი: უნდა იწყებოდეს "${t.prefix}"-ით` : t.format === "ends_with" ? `არასწორი ველი: უნდა მთავრდებოდეს "${t.suffix}"-ით` : t.format === "includes" ? `არასწორი ველი: უნდა შეიცავდეს "${t.includes}"-ს` : t.format === "regex" ? `არასწორი ველი: უნდა შეესაბამებოდეს შაბლონს ${t.pattern}` : `არასწორი ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `არასწორი რიცხვი: უნდა იყოს ${e.divisor}-ის ჯერადი`;
			case "unrecognized_keys": return `უცნობი გასაღებ${e.keys.length > 1 ? "ები" : "ი"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `არასწორი გასაღები ${e.origin}-ში`;
			case "invalid_union": return "არასწორი შეყვანა";
			case "invalid_element": return `არასწორი მნიშვნელობა ${e.origin}-ში`;
			default: return "არასწორი შეყვანა";
		}
	};
};
function qs() {
	return { localeError: Ks() };
}
// node_modules/zod/v4/locales/km.js
var Js = () => {
	let e = {
		string: {
			unit: "តួអក្សរ",
			verb: "គួរមាន"
		},
		file: {
			unit: "បៃ",
			verb: "គួរមាន"
		},
		array: {
			unit: "ធាតុ",
			verb: "គួរមាន"
		},
		set: {
			unit: "ធាតុ",
			verb: "គួរមាន"
		},
		map: {
			unit: "ធាតុ",
			verb: "គួរមាន"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ទិន្នន័យបញ្ចូល",
		email: "អាសយដ្ឋានអ៊ីមែល",
		url: "URL",
		emoji: "សញ្ញាអារម្មណ៍",
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
		datetime: "កាលបរិច្ឆេទ និងម៉ោង ISO",
		date: "កាលបរិច្ឆេទ ISO",
		time: "ម៉ោង ISO",
		duration: "រយៈពេល ISO",
		ipv4: "អាសយដ្ឋាន IPv4",
		ipv6: "អាសយដ្ឋាន IPv6",
		mac: "អាសយដ្ឋាន MAC",
		cidrv4: "ដែនអាសយដ្ឋាន IPv4",
		cidrv6: "ដែនអាសយដ្ឋាន IPv6",
		base64: "ខ្សែអក្សរអ៊ិកូដ base64",
		base64url: "ខ្សែអក្សរអ៊ិកូដ base64url",
		json_string: "ខ្សែអក្សរ JSON",
		e164: "លេខ E.164",
		credit_card: "លេខប័ណ្ណឥណទាន",
		currency_code: "កូដរូបិយប័ណ្ណ",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ទិន្នន័យបញ្ចូល"
	}, r = {
		nan: "NaN",
		number: "លេខ",
		array: "អារេ (Array)",
		null: "គ្មានតម្លៃ (null)"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ instanceof ${e.expected} ប៉ុន្តែទទួលបាន ${i}` : `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ ${t} ប៉ុន្តែទទួលបាន ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `ទិន្នន័យបញ្ចូលមិនត្រឹមត្រូវ៖ ត្រូវការ ${A(e.values[0])}` : `ជម្រើសមិនត្រឹមត្រូវ៖ ត្រូវជាមួយក្នុងចំណោម ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `ធំពេក៖ ត្រូវការ ${e.origin ?? "តម្លៃ"} ${n} ${e.maximum.toString()} ${r.unit ?? "ធាតុ"}` : `ធំពេក៖ ត្រូវការ ${e.origin ?? "តម្លៃ"} ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `តូចពេក៖ ត្រូវការ ${e.origin} ${n} ${e.minimum.toString()} ${r.unit}` : `តូចពេក៖ ត្រូវការ ${e.origin} ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវចាប់ផ្តើមដោយ "${t.prefix}"` : t.format === "ends_with" ? `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវបញ្ចប់ដោយ "${t.suffix}"` : t.format === "includes" ? `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវមាន "${t.includes}"` : t.format === "regex" ? `ខ្សែអក្សរមិនត្រឹមត្រូវ៖ ត្រូវតែផ្គូផ្គងនឹងទម្រង់ដែលបានកំណត់ ${t.pattern}` : `មិនត្រឹមត្រូវ៖ ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `លេខមិនត្រឹមត្រូវ៖ ត្រូវតែជាពហុគុណនៃ ${e.divisor}`;
			case "unrecognized_keys": return `រកឃើញសោមិនស្គាល់៖ ${u(e.keys, ", ")}`;
			case "invalid_key": return `សោមិនត្រឹមត្រូវនៅក្នុង ${e.origin}`;
			case "invalid_union": return "ទិន្នន័យមិនត្រឹមត្រូវ";
			case "invalid_element": return `ទិន្នន័យមិនត្រឹមត្រូវនៅក្នុង ${e.origin}`;
			default: return "ទិន្នន័យមិនត្រឹមត្រូវ";
		}
	};
};
function Ys() {
	return { localeError: Js() };
}
// node_modules/zod/v4/locales/kh.js
function Xs() {
	return Ys();
}
// node_modules/zod/v4/locales/kn.js
var Zs = () => {
	let e = {
		string: {
			unit: "ಅಕ್ಷರಗಳು",
			verb: "ಹೊಂದಲು"
		},
		file: {
			unit: "ಬೈಟ್‌ಗಳು",
			verb: "ಹೊಂದಲು"
		},
		array: {
			unit: "ವಸ್ತುಗಳು",
			verb: "ಹೊಂದಲು"
		},
		set: {
			unit: "ವಸ್ತುಗಳು",
			verb: "ಹೊಂದಲು"
		},
		map: {
			unit: "entries",
			verb: "ಹೊಂದಲು"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ಇನ್ಪುಟ್",
		email: "email ವಿಳಾಸ",
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
		datetime: "ISO ದಿನಾಂಕದ ಸಮಯ",
		date: "ISO ದಿನಾಂಕ",
		time: "ISO ಸಮಯ",
		duration: "ISO ಅವಧಿ",
		ipv4: "IPv4 ವಿಳಾಸ",
		ipv6: "IPv6 ವಿಳಾಸ",
		mac: "MAC ವಿಳಾಸ",
		cidrv4: "IPv4 ವ್ಯಾಪ್ತಿಯ",
		cidrv6: "IPv6 ವ್ಯಾಪ್ತಿಯ",
		base64: "base64-encodedಸ್ಟ್ರಿಂಗ್",
		base64url: "base64url-encodedಸ್ಟ್ರಿಂಗ್",
		json_string: "JSONಸ್ಟ್ರಿಂಗ್",
		e164: "E.164 ಸಂಖ್ಯೆ",
		credit_card: "ಕ್ರೆಡಿಟ್ ಕಾರ್ಡ್ ಸಂಖ್ಯೆ",
		currency_code: "ಕರೆನ್ಸಿ ಕೋಡ್",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ಇನ್ಪುಟ್"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${t}, ಸ್ವೀಕರಿಸಿದನು ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${A(e.values[0])}` : `ಅಮಾನ್ಯ ಆಯ್ಕೆ: ಇವುಗಳಲ್ಲಿ ಒಂದನ್ನು ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `ತುಂಬಾ ದೊಡ್ಡದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${e.origin ?? "value"} ಹೊಂದಲು ${n}${e.maximum.toString()} ${r.unit ?? "ಅಂಶಗಳು"}` : `ತುಂಬಾ ದೊಡ್ಡದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${e.origin ?? "value"} ಎಂದು ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `ತುಂಬಾ ಚಿಕ್ಕದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${e.origin} ಹೊಂದಲು ${n}${e.minimum.toString()} ${r.unit}` : `ತುಂಬಾ ಚಿಕ್ಕದು: ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${e.origin} ಎಂದು ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಇದರೊಂದಿಗೆ ಪ್ರಾರಂಭಿಸಬೇಕು "${t.prefix}"` : t.format === "ends_with" ? `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಇದರೊಂದಿಗೆ ಕೊನೆಗೊಳ್ಳಬೇಕು "${t.suffix}"` : t.format === "includes" ? `ಅಮಾನ್ಯ ಸ್ಟ್ರಿಂಗ್: ಒಳಗೊಂಡಿರಬೇಕು "${t.includes}"` : t.format === "regex" ? `ಅಮಾನ್ಯವಾದ ಸ್ಟ್ರಿಂಗ್: ಮಾದರಿಗೆ ಹೊಂದಿಕೆಯಾಗಬೇಕು ${t.pattern}` : `ಅಮಾನ್ಯ ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `ಅಮಾನ್ಯ ಸಂಖ್ಯೆ: ಬಹುಸಂಖ್ಯೆಯಾಗಿರಬೇಕು ${e.divisor}`;
			case "unrecognized_keys": return `ಗುರುತಿಸಲಾಗದ ಕೀ ${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `ಅಮಾನ್ಯವಾದ ಕೀ ಇನ್ ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `ಅಮಾನ್ಯ ತಾರತಮ್ಯ ಮೌಲ್ಯ. ನಿರೀಕ್ಷಿಸಲಾಗಿದೆ ${e.options.map((e) => `'${e}'`).join(" | ")}` : "ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್";
			case "invalid_element": return `ರಲ್ಲಿ ಅಮಾನ್ಯ ಮೌಲ್ಯ ${e.origin}`;
			default: return "ಅಮಾನ್ಯ ಇನ್‌ಪುಟ್";
		}
	};
};
function Qs() {
	return { localeError: Zs() };
}
// node_modules/zod/v4/locales/ko.js
var $s = () => {
	let e = {
		string: {
			unit: "문자",
			verb: "to have"
		},
		file: {
			unit: "바이트",
			verb: "to have"
		},
		array: {
			unit: "개",
			verb: "to have"
		},
		set: {
			unit: "개",
			verb: "to have"
		},
		map: {
			unit: "개",
			verb: "to have"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "입력",
		email: "이메일 주소",
		url: "URL",
		emoji: "이모지",
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
		datetime: "ISO 날짜시간",
		date: "ISO 날짜",
		time: "ISO 시간",
		duration: "ISO 기간",
		ipv4: "IPv4 주소",
		ipv6: "IPv6 주소",
		mac: "MAC 주소",
		cidrv4: "IPv4 범위",
		cidrv6: "IPv6 범위",
		base64: "base64 인코딩 문자열",
		base64url: "base64url 인코딩 문자열",
		json_string: "JSON 문자열",
		e164: "E.164 번호",
		credit_card: "신용카드 번호",
		currency_code: "통화 코드",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "입력"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `잘못된 입력: 예상 타입은 instanceof ${e.expected}, 받은 타입은 ${i}입니다` : `잘못된 입력: 예상 타입은 ${t}, 받은 타입은 ${i}입니다`;
			}
			case "invalid_value": return e.values.length === 1 ? `잘못된 입력: 값은 ${A(e.values[0])} 이어야 합니다` : `잘못된 옵션: ${u(e.values, "또는 ")} 중 하나여야 합니다`;
			case "too_big": {
				let n = e.inclusive ? "이하" : "미만", r = n === "미만" ? "이어야 합니다" : "여야 합니다", i = t(e.origin), a = i?.unit ?? "요소";
				return i ? `${e.origin ?? "값"}이 너무 큽니다: ${e.maximum.toString()}${a} ${n}${r}` : `${e.origin ?? "값"}이 너무 큽니다: ${e.maximum.toString()} ${n}${r}`;
			}
			case "too_small": {
				let n = e.inclusive ? "이상" : "초과", r = n === "이상" ? "이어야 합니다" : "여야 합니다", i = t(e.origin), a = i?.unit ?? "요소";
				return i ? `${e.origin ?? "값"}이 너무 작습니다: ${e.minimum.toString()}${a} ${n}${r}` : `${e.origin ?? "값"}이 너무 작습니다: ${e.minimum.toString()} ${n}${r}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `잘못된 문자열: "${t.prefix}"(으)로 시작해야 합니다` : t.format === "ends_with" ? `잘못된 문자열: "${t.suffix}"(으)로 끝나야 합니다` : t.format === "includes" ? `잘못된 문자열: "${t.includes}"을(를) 포함해야 합니다` : t.format === "regex" ? `잘못된 문자열: 정규식 ${t.pattern} 패턴과 일치해야 합니다` : `잘못된 ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `잘못된 숫자: ${e.divisor}의 배수여야 합니다`;
			case "unrecognized_keys": return `인식할 수 없는 키: ${u(e.keys, ", ")}`;
			case "invalid_key": return `잘못된 키: ${e.origin}`;
			case "invalid_union": return "잘못된 입력";
			case "invalid_element": return `잘못된 값: ${e.origin}`;
			default: return "잘못된 입력";
		}
	};
};
function ec() {
	return { localeError: $s() };
}
// node_modules/zod/v4/locales/lt.js
var tc = (e) => e.charAt(0).toUpperCase() + e.slice(1);
function nc(e) {
	let t = Math.abs(e), n = t % 10, r = t % 100;
	return r >= 11 && r <= 19 || n === 0 ? "many" : n === 1 ? "one" : "few";
}
var rc = () => {
	let e = {
		string: {
			unit: {
				one: "simbolis",
				few: "simboliai",
				many: "simbolių"
			},
			verb: {
				smaller: {
					inclusive: "turi būti ne ilgesnė kaip",
					notInclusive: "turi būti trumpesnė kaip"
				},
				bigger: {
					inclusive: "turi būti ne trumpesnė kaip",
					notInclusive: "turi būti ilgesnė kaip"
				}
			}
		},
		file: {
			unit: {
				one: "baitas",
				few: "baitai",
				many: "baitų"
			},
			verb: {
				smaller: {
					inclusive: "turi būti ne didesnis kaip",
					notInclusive: "turi būti mažesnis kaip"
				},
				bigger: {
					inclusive: "turi būti ne mažesnis kaip",
					notInclusive: "turi būti didesnis kaip"
				}
			}
		},
		array: {
			unit: {
				one: "elementą",
				few: "elementus",
				many: "elementų"
			},
			verb: {
				smaller: {
					inclusive: "turi turėti ne daugiau kaip",
					notInclusive: "turi turėti mažiau kaip"
				},
				bigger: {
					inclusive: "turi turėti ne mažiau kaip",
					notInclusive: "turi turėti daugiau kaip"
				}
			}
		},
		set: {
			unit: {
				one: "elementą",
				few: "elementus",
				many: "elementų"
			},
			verb: {
				smaller: {
					inclusive: "turi turėti ne daugiau kaip",
					notInclusive: "turi turėti mažiau kaip"
				},
				bigger: {
					inclusive: "turi turėti ne mažiau kaip",
					notInclusive: "turi turėti daugiau kaip"
				}
			}
		}
	};
	function t(t, n, r, i) {
		let a = e[t] ?? null;
		return a === null ? a : {
			unit: a.unit[n],
			verb: a.verb[i][r ? "inclusive" : "notInclusive"]
		};
	}
	let n = {
		regex: "įvestis",
		email: "el. pašto adresas",
		url: "URL",
		emoji: "jaustukas",
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
		datetime: "ISO data ir laikas",
		date: "ISO data",
		time: "ISO laikas",
		duration: "ISO trukmė",
		ipv4: "IPv4 adresas",
		ipv6: "IPv6 adresas",
		mac: "MAC adresas",
		cidrv4: "IPv4 tinklo prefiksas (CIDR)",
		cidrv6: "IPv6 tinklo prefiksas (CIDR)",
		base64: "base64 užkoduota eilutė",
		base64url: "base64url užkoduota eilutė",
		json_string: "JSON eilutė",
		e164: "E.164 numeris",
		credit_card: "kredito kortelės numeris",
		currency_code: "valiutos kodas",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "įvestis"
	}, r = {
		nan: "NaN",
		number: "skaičius",
		bigint: "sveikasis skaičius",
		string: "eilutė",
		boolean: "loginė reikšmė",
		undefined: "neapibrėžta reikšmė",
		function: "funkcija",
		symbol: "simbolis",
		array: "masyvas",
		object: "objektas",
		null: "nulinė reikšmė"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Gautas tipas ${i}, o tikėtasi - instanceof ${e.expected}` : `Gautas tipas ${i}, o tikėtasi - ${t}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Privalo būti ${A(e.values[0])}` : `Privalo būti vienas iš ${u(e.values, "|")} pasirinkimų`;
			case "too_big": {
				let n = r[e.origin] ?? e.origin, i = t(e.origin, nc(Number(e.maximum)), e.inclusive ?? !1, "smaller");
				if (i?.verb) return `${tc(n ?? e.origin ?? "reikšmė")} ${i.verb} ${e.maximum.toString()} ${i.unit ?? "elementų"}`;
				let a = e.inclusive ? "ne didesnis kaip" : "mažesnis kaip";
				return `${tc(n ?? e.origin ?? "reikšmė")} turi būti ${a} ${e.maximum.toString()} ${i?.unit}`;
			}
			case "too_small": {
				let n = r[e.origin] ?? e.origin, i = t(e.origin, nc(Number(e.minimum)), e.inclusive ?? !1, "bigger");
				if (i?.verb) return `${tc(n ?? e.origin ?? "reikšmė")} ${i.verb} ${e.minimum.toString()} ${i.unit ?? "elementų"}`;
				let a = e.inclusive ? "ne mažesnis kaip" : "didesnis kaip";
				return `${tc(n ?? e.origin ?? "reikšmė")} turi būti ${a} ${e.minimum.toString()} ${i?.unit}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Eilutė privalo prasidėti "${t.prefix}"` : t.format === "ends_with" ? `Eilutė privalo pasibaigti "${t.suffix}"` : t.format === "includes" ? `Eilutė privalo įtraukti "${t.includes}"` : t.format === "regex" ? `Eilutė privalo atitikti ${t.pattern}` : `Neteisingas ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Skaičius privalo būti ${e.divisor} kartotinis.`;
			case "unrecognized_keys": return `Neatpažint${e.keys.length > 1 ? "i" : "as"} rakt${e.keys.length > 1 ? "ai" : "as"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return "Rastas klaidingas raktas";
			case "invalid_union": return "Klaidinga įvestis";
			case "invalid_element": return `${tc(r[e.origin] ?? e.origin ?? e.origin ?? "reikšmė")} turi klaidingą įvestį`;
			default: return "Klaidinga įvestis";
		}
	};
};
function ic() {
	return { localeError: rc() };
}
// node_modules/zod/v4/locales/mk.js
var ac = () => {
	let e = {
		string: {
			unit: "знаци",
			verb: "да имаат"
		},
		file: {
			unit: "бајти",
			verb: "да имаат"
		},
		array: {
			unit: "ставки",
			verb: "да имаат"
		},
		set: {
			unit: "ставки",
			verb: "да имаат"
		},
		map: {
			unit: "ставки",
			verb: "да имаат"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "внес",
		email: "адреса на е-пошта",
		url: "URL",
		emoji: "емоџи",
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
		datetime: "ISO датум и време",
		date: "ISO датум",
		time: "ISO време",
		duration: "ISO времетраење",
		ipv4: "IPv4 адреса",
		ipv6: "IPv6 адреса",
		mac: "MAC адреса",
		cidrv4: "IPv4 опсег",
		cidrv6: "IPv6 опсег",
		base64: "base64-енкодирана низа",
		base64url: "base64url-енкодирана низа",
		json_string: "JSON низа",
		e164: "E.164 број",
		credit_card: "број на кредитна картичка",
		currency_code: "код на валута",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "внес"
	}, r = {
		nan: "NaN",
		number: "број",
		array: "низа"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Грешен внес: се очекува instanceof ${e.expected}, примено ${i}` : `Грешен внес: се очекува ${t}, примено ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Invalid input: expected ${A(e.values[0])}` : `Грешана опција: се очекува една ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Премногу голем: се очекува ${e.origin ?? "вредноста"} да има ${n}${e.maximum.toString()} ${r.unit ?? "елементи"}` : `Премногу голем: се очекува ${e.origin ?? "вредноста"} да биде ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Премногу мал: се очекува ${e.origin} да има ${n}${e.minimum.toString()} ${r.unit}` : `Премногу мал: се очекува ${e.origin} да биде ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Неважечка низа: мора да започнува со "${t.prefix}"` : t.format === "ends_with" ? `Неважечка низа: мора да завршува со "${t.suffix}"` : t.format === "includes" ? `Неважечка низа: мора да вклучува "${t.includes}"` : t.format === "regex" ? `Неважечка низа: мора да одгоара на патернот ${t.pattern}` : `Invalid ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Грешен број: мора да биде делив со ${e.divisor}`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Непрепознаени клучеви" : "Непрепознаен клуч"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Грешен клуч во ${e.origin}`;
			case "invalid_union": return "Грешен внес";
			case "invalid_element": return `Грешна вредност во ${e.origin}`;
			default: return "Грешен внес";
		}
	};
};
function oc() {
	return { localeError: ac() };
}
// node_modules/zod/v4/locales/ms.js
var sc = () => {
	let e = {
		string: {
			unit: "aksara",
			verb: "mempunyai"
		},
		file: {
			unit: "bait",
			verb: "mempunyai"
		},
		array: {
			unit: "elemen",
			verb: "mempunyai"
		},
		set: {
			unit: "elemen",
			verb: "mempunyai"
		},
		map: {
			unit: "elemen",
			verb: "mempunyai"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "alamat e-mel",
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
		datetime: "tarikh masa ISO",
		date: "tarikh ISO",
		time: "masa ISO",
		duration: "tempoh ISO",
		ipv4: "alamat IPv4",
		ipv6: "alamat IPv6",
		mac: "alamat MAC",
		cidrv4: "julat IPv4",
		cidrv6: "julat IPv6",
		base64: "string dikodkan base64",
		base64url: "string dikodkan base64url",
		json_string: "string JSON",
		e164: "nombor E.164",
		credit_card: "nombor kad kredit",
		currency_code: "kod mata wang",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		number: "nombor"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Input tidak sah: dijangka instanceof ${e.expected}, diterima ${i}` : `Input tidak sah: dijangka ${t}, diterima ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Input tidak sah: dijangka ${A(e.values[0])}` : `Pilihan tidak sah: dijangka salah satu daripada ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Terlalu besar: dijangka ${e.origin ?? "nilai"} ${r.verb} ${n}${e.maximum.toString()} ${r.unit ?? "elemen"}` : `Terlalu besar: dijangka ${e.origin ?? "nilai"} adalah ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Terlalu kecil: dijangka ${e.origin} ${r.verb} ${n}${e.minimum.toString()} ${r.unit}` : `Terlalu kecil: dijangka ${e.origin} adalah ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `String tidak sah: mesti bermula dengan "${t.prefix}"` : t.format === "ends_with" ? `String tidak sah: mesti berakhir dengan "${t.suffix}"` : t.format === "includes" ? `String tidak sah: mesti mengandungi "${t.includes}"` : t.format === "regex" ? `String tidak sah: mesti sepadan dengan corak ${t.pattern}` : `${n[t.format] ?? e.format} tidak sah`;
			}
			case "not_multiple_of": return `Nombor tidak sah: perlu gandaan ${e.divisor}`;
			case "unrecognized_keys": return `Kunci tidak dikenali: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Kunci tidak sah dalam ${e.origin}`;
			case "invalid_union": return "Input tidak sah";
			case "invalid_element": return `Nilai tidak sah dalam ${e.origin}`;
			default: return "Input tidak sah";
		}
	};
};
function cc() {
	return { localeError: sc() };
}
// node_modules/zod/v4/locales/ne.js
var lc = () => {
	let e = {
		string: {
			unit: "अक्षर",
			verb: "हुनुपर्छ"
		},
		file: {
			unit: "बाइट",
			verb: "हुनुपर्छ"
		},
		array: {
			unit: "तत्व",
			verb: "हुनुपर्छ"
		},
		set: {
			unit: "तत्व",
			verb: "हुनुपर्छ"
		},
		map: {
			unit: "प्रविष्टि",
			verb: "हुनुपर्छ"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "इनपुट",
		email: "इमेल ठेगाना",
		url: "URL",
		emoji: "इमोजी",
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
		datetime: "ISO मिति र समय",
		date: "ISO मिति",
		time: "ISO समय",
		duration: "ISO अवधि",
		ipv4: "IPv4 ठेगाना",
		ipv6: "IPv6 ठेगाना",
		mac: "MAC ठेगाना",
		cidrv4: "IPv4 दायरा",
		cidrv6: "IPv6 दायरा",
		base64: "base64-इन्कोड गरिएको स्ट्रिङ",
		base64url: "base64url-इन्कोड गरिएको स्ट्रिङ",
		json_string: "JSON स्ट्रिङ",
		e164: "E.164 नम्बर",
		credit_card: "क्रेडिट कार्ड नम्बर",
		currency_code: "मुद्रा कोड",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "इनपुट"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `अमान्य इनपुट: अपेक्षित ${t}, प्राप्त ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `अमान्य इनपुट: अपेक्षित ${A(e.values[0])}` : `अमान्य विकल्प: अपेक्षित मानहरू मध्ये एक ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `धेरै ठूलो: ${e.origin ?? "मान"} मा ${n}${e.maximum.toString()} ${r.unit} ${r.verb}` : `धेरै ठूलो: ${e.origin ?? "मान"} ${n}${e.maximum.toString()} हुनुपर्छ`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `धेरै सानो: ${e.origin} मा ${n}${e.minimum.toString()} ${r.unit} ${r.verb}` : `धेरै सानो: ${e.origin} ${n}${e.minimum.toString()} हुनुपर्छ`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `अमान्य स्ट्रिङ: "${t.prefix}" बाट सुरु हुनुपर्छ` : t.format === "ends_with" ? `अमान्य स्ट्रिङ: "${t.suffix}" मा समाप्त हुनुपर्छ` : t.format === "includes" ? `अमान्य स्ट्रिङ: "${t.includes}" समावेश हुनुपर्छ` : t.format === "regex" ? `अमान्य स्ट्रिङ: ढाँचा ${t.pattern} सँग मेल खानुपर्छ` : `अमान्य ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `अमान्य संख्या: ${e.divisor} को गुणज हुनुपर्छ`;
			case "unrecognized_keys": return `अपरिचित कुञ्जी${e.keys.length > 1 ? "हरू" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `अमान्य कुञ्जी: ${e.origin} मा`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `अमान्य डिस्क्रिमिनेटर मान: अपेक्षित ${e.options.map((e) => `'${e}'`).join(" | ")}` : "अमान्य इनपुट";
			case "invalid_element": return `अमान्य मान: ${e.origin} मा`;
			default: return "अमान्य इनपुट";
		}
	};
};
function uc() {
	return { localeError: lc() };
}
// node_modules/zod/v4/locales/nl.js
var dc = () => {
	let e = {
		string: {
			unit: "tekens",
			verb: "heeft"
		},
		file: {
			unit: "bytes",
			verb: "heeft"
		},
		array: {
			unit: "elementen",
			verb: "heeft"
		},
		set: {
			unit: "elementen",
			verb: "heeft"
		},
		map: {
			unit: "elementen",
			verb: "heeft"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "invoer",
		email: "emailadres",
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
		datetime: "ISO datum en tijd",
		date: "ISO datum",
		time: "ISO tijd",
		duration: "ISO duur",
		ipv4: "IPv4-adres",
		ipv6: "IPv6-adres",
		mac: "MAC-adres",
		cidrv4: "IPv4-bereik",
		cidrv6: "IPv6-bereik",
		base64: "base64-gecodeerde tekst",
		base64url: "base64 URL-gecodeerde tekst",
		json_string: "JSON string",
		e164: "E.164-nummer",
		credit_card: "creditcardnummer",
		currency_code: "valutacode",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "invoer"
	}, r = {
		nan: "NaN",
		number: "getal"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ongeldige invoer: verwacht instanceof ${e.expected}, ontving ${i}` : `Ongeldige invoer: verwacht ${t}, ontving ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ongeldige invoer: verwacht ${A(e.values[0])}` : `Ongeldige optie: verwacht één van ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin), i = e.origin === "date" ? "laat" : e.origin === "string" ? "lang" : "groot";
				return r ? `Te ${i}: verwacht dat ${e.origin ?? "waarde"} ${n}${e.maximum.toString()} ${r.unit ?? "elementen"} ${r.verb}` : `Te ${i}: verwacht dat ${e.origin ?? "waarde"} ${n}${e.maximum.toString()} is`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin), i = e.origin === "date" ? "vroeg" : e.origin === "string" ? "kort" : "klein";
				return r ? `Te ${i}: verwacht dat ${e.origin} ${n}${e.minimum.toString()} ${r.unit} ${r.verb}` : `Te ${i}: verwacht dat ${e.origin} ${n}${e.minimum.toString()} is`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ongeldige tekst: moet met "${t.prefix}" beginnen` : t.format === "ends_with" ? `Ongeldige tekst: moet op "${t.suffix}" eindigen` : t.format === "includes" ? `Ongeldige tekst: moet "${t.includes}" bevatten` : t.format === "regex" ? `Ongeldige tekst: moet overeenkomen met patroon ${t.pattern}` : `Ongeldig: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ongeldig getal: moet een veelvoud van ${e.divisor} zijn`;
			case "unrecognized_keys": return `Onbekende key${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ongeldige key in ${e.origin}`;
			case "invalid_union": return "Ongeldige invoer";
			case "invalid_element": return `Ongeldige waarde in ${e.origin}`;
			default: return "Ongeldige invoer";
		}
	};
};
function fc() {
	return { localeError: dc() };
}
// node_modules/zod/v4/locales/nn.js
var pc = () => {
	let e = {
		string: {
			unit: "teikn",
			verb: "å ha"
		},
		file: {
			unit: "bytes",
			verb: "å ha"
		},
		array: {
			unit: "element",
			verb: "å innehalde"
		},
		set: {
			unit: "element",
			verb: "å innehalde"
		},
		map: {
			unit: "element",
			verb: "å innehalde"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "e-postadresse",
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
		datetime: "ISO dato- og klokkeslett",
		date: "ISO-dato",
		time: "ISO-klokkeslett",
		duration: "ISO-varigheit",
		ipv4: "IPv4-adresse",
		ipv6: "IPv6-adresse",
		mac: "MAC-adresse",
		cidrv4: "IPv4-spekter",
		cidrv6: "IPv6-spekter",
		base64: "base64-enkoda streng",
		base64url: "base64url-enkoda streng",
		json_string: "JSON-streng",
		e164: "E.164-nummer",
		credit_card: "kredittkortnummer",
		currency_code: "valutakode",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		number: "tal",
		array: "liste"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ugyldig input: forventa instanceof ${e.expected}, fekk ${i}` : `Ugyldig input: forventa ${t}, fekk ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ugyldig verdi: forventa ${A(e.values[0])}` : `Ugyldig val: forventa eitt av ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `For stor(t): forventa ${e.origin ?? "value"} til å ha ${n}${e.maximum.toString()} ${r.unit ?? "element"}` : `For stor(t): forventa ${e.origin ?? "value"} til å ha ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `For lite(n): forventa ${e.origin} til å ha ${n}${e.minimum.toString()} ${r.unit}` : `For lite(n): forventa ${e.origin} til å ha ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ugyldig streng: må starte med "${t.prefix}"` : t.format === "ends_with" ? `Ugyldig streng: må slutte med "${t.suffix}"` : t.format === "includes" ? `Ugyldig streng: må innehalde "${t.includes}"` : t.format === "regex" ? `Ugyldig streng: må matche mønsteret ${t.pattern}` : `Ugyldig ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ugyldig tal: må vere eit multiplum av ${e.divisor}`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Ukjende nøklar" : "Ukjend nøkkel"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ugyldig nøkkel i ${e.origin}`;
			case "invalid_union": return "Ugyldig input";
			case "invalid_element": return `Ugyldig verdi i ${e.origin}`;
			default: return "Ugyldig input";
		}
	};
};
function mc() {
	return { localeError: pc() };
}
// node_modules/zod/v4/locales/no.js
var hc = () => {
	let e = {
		string: {
			unit: "tegn",
			verb: "å ha"
		},
		file: {
			unit: "bytes",
			verb: "å ha"
		},
		array: {
			unit: "elementer",
			verb: "å inneholde"
		},
		set: {
			unit: "elementer",
			verb: "å inneholde"
		},
		map: {
			unit: "elementer",
			verb: "å inneholde"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "input",
		email: "e-postadresse",
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
		datetime: "ISO dato- og klokkeslett",
		date: "ISO-dato",
		time: "ISO-klokkeslett",
		duration: "ISO-varighet",
		ipv4: "IPv4-adresse",
		ipv6: "IPv6-adresse",
		mac: "MAC-adresse",
		cidrv4: "IPv4-spekter",
		cidrv6: "IPv6-spekter",
		base64: "base64-enkodet streng",
		base64url: "base64url-enkodet streng",
		json_string: "JSON-streng",
		e164: "E.164-nummer",
		credit_card: "kredittkortnummer",
		currency_code: "valutakode",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		number: "tall",
		array: "liste"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ugyldig input: forventet instanceof ${e.expected}, fikk ${i}` : `Ugyldig input: forventet ${t}, fikk ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ugyldig verdi: forventet ${A(e.values[0])}` : `Ugyldig valg: forventet en av ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `For stor(t): forventet ${e.origin ?? "value"} til å ha ${n}${e.maximum.toString()} ${r.unit ?? "elementer"}` : `For stor(t): forventet ${e.origin ?? "value"} til å ha ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `For lite(n): forventet ${e.origin} til å ha ${n}${e.minimum.toString()} ${r.unit}` : `For lite(n): forventet ${e.origin} til å ha ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ugyldig streng: må starte med "${t.prefix}"` : t.format === "ends_with" ? `Ugyldig streng: må ende med "${t.suffix}"` : t.format === "includes" ? `Ugyldig streng: må inneholde "${t.includes}"` : t.format === "regex" ? `Ugyldig streng: må matche mønsteret ${t.pattern}` : `Ugyldig ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ugyldig tall: må være et multiplum av ${e.divisor}`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Ukjente nøkler" : "Ukjent nøkkel"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ugyldig nøkkel i ${e.origin}`;
			case "invalid_union": return "Ugyldig input";
			case "invalid_element": return `Ugyldig verdi i ${e.origin}`;
			default: return "Ugyldig input";
		}
	};
};
function gc() {
	return { localeError: hc() };
}
// node_modules/zod/v4/locales/ota.js
var _c = () => {
	let e = {
		string: {
			unit: "harf",
			verb: "olmalıdır"
		},
		file: {
			unit: "bayt",
			verb: "olmalıdır"
		},
		array: {
			unit: "unsur",
			verb: "olmalıdır"
		},
		set: {
			unit: "unsur",
			verb: "olmalıdır"
		},
		map: {
			unit: "unsur",
			verb: "olmalıdır"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "giren",
		email: "epostagâh",
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
		datetime: "ISO hengâmı",
		date: "ISO tarihi",
		time: "ISO zamanı",
		duration: "ISO müddeti",
		ipv4: "IPv4 nişânı",
		ipv6: "IPv6 nişânı",
		mac: "MAC nişânı",
		cidrv4: "IPv4 menzili",
		cidrv6: "IPv6 menzili",
		base64: "base64-şifreli metin",
		base64url: "base64url-şifreli metin",
		json_string: "JSON metin",
		e164: "E.164 sayısı",
		credit_card: "i'tibâr kartı numarası",
		currency_code: "para birimi kodu",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "giren"
	}, r = {
		nan: "NaN",
		number: "numara",
		array: "saf",
		null: "gayb"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Fâsit giren: umulan instanceof ${e.expected}, alınan ${i}` : `Fâsit giren: umulan ${t}, alınan ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Fâsit giren: umulan ${A(e.values[0])}` : `Fâsit tercih: mûteberler ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Fazla büyük: ${e.origin ?? "value"}, ${n}${e.maximum.toString()} ${r.unit ?? "elements"} sahip olmalıydı.` : `Fazla büyük: ${e.origin ?? "value"}, ${n}${e.maximum.toString()} olmalıydı.`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Fazla küçük: ${e.origin}, ${n}${e.minimum.toString()} ${r.unit} sahip olmalıydı.` : `Fazla küçük: ${e.origin}, ${n}${e.minimum.toString()} olmalıydı.`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Fâsit metin: "${t.prefix}" ile başlamalı.` : t.format === "ends_with" ? `Fâsit metin: "${t.suffix}" ile bitmeli.` : t.format === "includes" ? `Fâsit metin: "${t.includes}" ihtivâ etmeli.` : t.format === "regex" ? `Fâsit metin: ${t.pattern} nakşına uymalı.` : `Fâsit ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Fâsit sayı: ${e.divisor} katı olmalıydı.`;
			case "unrecognized_keys": return `Tanınmayan anahtar ${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} için tanınmayan anahtar var.`;
			case "invalid_union": return "Giren tanınamadı.";
			case "invalid_element": return `${e.origin} için tanınmayan kıymet var.`;
			default: return "Kıymet tanınamadı.";
		}
	};
};
function vc() {
	return { localeError: _c() };
}
// node_modules/zod/v4/locales/ps.js
var yc = () => {
	let e = {
		string: {
			unit: "توکي",
			verb: "ولري"
		},
		file: {
			unit: "بایټس",
			verb: "ولري"
		},
		array: {
			unit: "توکي",
			verb: "ولري"
		},
		set: {
			unit: "توکي",
			verb: "ولري"
		},
		map: {
			unit: "توکي",
			verb: "ولري"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ورودي",
		email: "بریښنالیک",
		url: "یو آر ال",
		emoji: "ایموجي",
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
		datetime: "نیټه او وخت",
		date: "نېټه",
		time: "وخت",
		duration: "موده",
		ipv4: "د IPv4 پته",
		ipv6: "د IPv6 پته",
		mac: "د MAC پته",
		cidrv4: "د IPv4 ساحه",
		cidrv6: "د IPv6 ساحه",
		base64: "base64-encoded متن",
		base64url: "base64url-encoded متن",
		json_string: "JSON متن",
		e164: "د E.164 شمېره",
		credit_card: "د کریډیټ کارت شمیره",
		currency_code: "د اسعارو کوډ",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ورودي"
	}, r = {
		nan: "NaN",
		number: "عدد",
		array: "ارې"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `ناسم ورودي: باید instanceof ${e.expected} وای, مګر ${i} ترلاسه شو` : `ناسم ورودي: باید ${t} وای, مګر ${i} ترلاسه شو`;
			}
			case "invalid_value": return e.values.length === 1 ? `ناسم ورودي: باید ${A(e.values[0])} وای` : `ناسم انتخاب: باید یو له ${u(e.values, "|")} څخه وای`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `ډیر لوی: ${e.origin ?? "ارزښت"} باید ${n}${e.maximum.toString()} ${r.unit ?? "عنصرونه"} ولري` : `ډیر لوی: ${e.origin ?? "ارزښت"} باید ${n}${e.maximum.toString()} وي`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `ډیر کوچنی: ${e.origin} باید ${n}${e.minimum.toString()} ${r.unit} ولري` : `ډیر کوچنی: ${e.origin} باید ${n}${e.minimum.toString()} وي`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `ناسم متن: باید د "${t.prefix}" سره پیل شي` : t.format === "ends_with" ? `ناسم متن: باید د "${t.suffix}" سره پای ته ورسيږي` : t.format === "includes" ? `ناسم متن: باید "${t.includes}" ولري` : t.format === "regex" ? `ناسم متن: باید د ${t.pattern} سره مطابقت ولري` : `${n[t.format] ?? e.format} ناسم دی`;
			}
			case "not_multiple_of": return `ناسم عدد: باید د ${e.divisor} مضرب وي`;
			case "unrecognized_keys": return `ناسم ${e.keys.length > 1 ? "کلیډونه" : "کلیډ"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `ناسم کلیډ په ${e.origin} کې`;
			case "invalid_union": return "ناسمه ورودي";
			case "invalid_element": return `ناسم عنصر په ${e.origin} کې`;
			default: return "ناسمه ورودي";
		}
	};
};
function bc() {
	return { localeError: yc() };
}
// node_modules/zod/v4/locales/pl.js
var xc = () => {
	let e = {
		string: {
			unit: "znaków",
			verb: "mieć"
		},
		file: {
			unit: "bajtów",
			verb: "mieć"
		},
		array: {
			unit: "elementów",
			verb: "mieć"
		},
		set: {
			unit: "elementów",
			verb: "mieć"
		},
		map: {
			unit: "elementów",
			verb: "mieć"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "wyrażenie",
		email: "adres email",
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
		datetime: "data i godzina w formacie ISO",
		date: "data w formacie ISO",
		time: "godzina w formacie ISO",
		duration: "czas trwania ISO",
		ipv4: "adres IPv4",
		ipv6: "adres IPv6",
		mac: "adres MAC",
		cidrv4: "zakres IPv4",
		cidrv6: "zakres IPv6",
		base64: "ciąg znaków zakodowany w formacie base64",
		base64url: "ciąg znaków zakodowany w formacie base64url",
		json_string: "ciąg znaków w formacie JSON",
		e164: "liczba E.164",
		credit_card: "numer karty kredytowej",
		currency_code: "kod waluty",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "wejście"
	}, r = {
		nan: "NaN",
		number: "liczba",
		array: "tablica"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Nieprawidłowe dane wejściowe: oczekiwano instanceof ${e.expected}, otrzymano ${i}` : `Nieprawidłowe dane wejściowe: oczekiwano ${t}, otrzymano ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Nieprawidłowe dane wejściowe: oczekiwano ${A(e.values[0])}` : `Nieprawidłowa opcja: oczekiwano jednej z wartości ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Za duża wartość: oczekiwano, że ${e.origin ?? "wartość"} będzie mieć ${n}${e.maximum.toString()} ${r.unit ?? "elementów"}` : `Zbyt duż(y/a/e): oczekiwano, że ${e.origin ?? "wartość"} będzie wynosić ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Za mała wartość: oczekiwano, że ${e.origin ?? "wartość"} będzie mieć ${n}${e.minimum.toString()} ${r.unit ?? "elementów"}` : `Zbyt mał(y/a/e): oczekiwano, że ${e.origin ?? "wartość"} będzie wynosić ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Nieprawidłowy ciąg znaków: musi zaczynać się od "${t.prefix}"` : t.format === "ends_with" ? `Nieprawidłowy ciąg znaków: musi kończyć się na "${t.suffix}"` : t.format === "includes" ? `Nieprawidłowy ciąg znaków: musi zawierać "${t.includes}"` : t.format === "regex" ? `Nieprawidłowy ciąg znaków: musi odpowiadać wzorcowi ${t.pattern}` : `Nieprawidłow(y/a/e) ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Nieprawidłowa liczba: musi być wielokrotnością ${e.divisor}`;
			case "unrecognized_keys": return `Nierozpoznane klucze${e.keys.length > 1 ? "s" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Nieprawidłowy klucz w ${e.origin}`;
			case "invalid_union": return "Nieprawidłowe dane wejściowe";
			case "invalid_element": return `Nieprawidłowa wartość w ${e.origin}`;
			default: return "Nieprawidłowe dane wejściowe";
		}
	};
};
function Sc() {
	return { localeError: xc() };
}
// node_modules/zod/v4/locales/pt.js
var Cc = () => {
	let e = {
		string: { unit: "caracteres" },
		file: { unit: "bytes" },
		array: { unit: "elementos" },
		set: { unit: "elementos" },
		map: { unit: "entradas" }
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "a entrada",
		email: "o endereço de e-mail",
		url: "o URL",
		emoji: "o emoji",
		uuid: "o UUID",
		uuidv4: "o UUIDv4",
		uuidv6: "o UUIDv6",
		nanoid: "o nanoid",
		guid: "o GUID",
		cuid: "o cuid",
		cuid2: "o cuid2",
		ulid: "o ULID",
		xid: "o XID",
		ksuid: "o KSUID",
		datetime: "a data e hora ISO",
		date: "a data ISO",
		time: "a hora ISO",
		duration: "a duração ISO",
		ipv4: "o endereço IPv4",
		ipv6: "o endereço IPv6",
		mac: "o endereço MAC",
		cidrv4: "o intervalo de endereços IPv4",
		cidrv6: "o intervalo de endereços IPv6",
		base64: "o texto codificado em base64",
		base64url: "o texto codificado em base64url",
		json_string: "o texto JSON",
		e164: "o número E.164",
		credit_card: "o número de cartão de crédito",
		currency_code: "o código de moeda",
		iban: "o IBAN",
		jwt: "o JWT",
		template_literal: "a entrada"
	}, r = {
		masculine: {
			definite: "o",
			indefinite: "um"
		},
		feminine: {
			definite: "a",
			indefinite: "uma"
		}
	}, i = {
		string: {
			name: "texto",
			articles: r.masculine
		},
		number: {
			name: "número",
			articles: r.masculine
		},
		int: {
			name: "número inteiro",
			articles: r.masculine
		},
		boolean: {
			name: "valor booleano",
			articles: r.masculine
		},
		bigint: {
			name: "número bigint",
			articles: r.masculine
		},
		symbol: {
			name: "símbolo",
			articles: r.masculine
		},
		undefined: {
			name: "valor \"undefined\"",
			articles: r.masculine
		},
		null: {
			name: "valor \"nulo\"",
			articles: r.masculine
		},
		never: {
			name: "valor \"never\"",
			articles: r.masculine
		},
		void: {
			name: "valor \"void\"",
			articles: r.masculine
		},
		date: {
			name: "data",
			articles: r.feminine
		},
		array: {
			name: "vetor",
			articles: r.masculine
		},
		object: {
			name: "objeto",
			articles: r.masculine
		},
		tuple: {
			name: "tuplo",
			articles: r.masculine
		},
		record: {
			name: "registo",
			articles: r.masculine
		},
		map: {
			name: "mapa",
			articles: r.masculine
		},
		set: {
			name: "conjunto",
			articles: r.masculine
		},
		file: {
			name: "ficheiro",
			articles: r.masculine
		},
		nonoptional: {
			name: "valor não opcional",
			articles: r.masculine
		},
		nan: {
			name: "valor \"NaN\"",
			articles: r.masculine
		},
		function: {
			name: "função",
			articles: r.feminine
		}
	};
	function a(e, t) {
		let n = i[e] ?? {
			name: `valor "${e}"`,
			articles: r.masculine
		};
		return `${n.articles[t]} ${n.name}`;
	}
	return (e) => {
		switch (e.code) {
			case "invalid_type": return `Entrada inválida: esperava ${a(e.expected, "indefinite")}, recebeu ${a(j(e.input), "indefinite")}`;
			case "invalid_value": return e.values.length === 1 ? `Entrada inválida: esperava ${A(e.values[0])}` : `Opção inválida: esperava uma das seguintes opções: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Demasiado grande: esperava que ${a(e.origin, "definite")} tivesse ${n} ${e.maximum.toString()} ${r.unit ?? "elementos"}` : `Demasiado grande: esperava que ${a(e.origin, "definite")} fosse ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Demasiado pequeno: esperava que ${a(e.origin, "definite")} tivesse ${n} ${e.minimum.toString()} ${r.unit ?? "elementos"}` : `Demasiado pequeno: esperava que ${a(e.origin, "definite")} fosse ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Texto inválido: deve começar por "${t.prefix}"` : t.format === "ends_with" ? `Texto inválido: deve terminar em "${t.suffix}"` : t.format === "includes" ? `Texto inválido: deve incluir "${t.includes}"` : t.format === "regex" ? `Texto inválido: deve corresponder ao padrão ${t.pattern}` : `Formato d${n[t.format] ?? e.format} inválido`;
			}
			case "not_multiple_of": return `Número inválido: deve ser múltiplo de ${e.divisor}`;
			case "unrecognized_keys": {
				let t = e.keys.length > 1 ? "s" : "";
				return `Chave${t} inválida${t}: ${u(e.keys, ", ")}`;
			}
			case "invalid_key": return `Entrada inválida n${a(e.origin, "definite")}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Valor de discriminação inválido. Esperava ${e.options.map((e) => `'${e}'`).join(" | ")}` : "Entrada inválida";
			case "invalid_element": return `Entrada inválida n${a(e.origin, "definite")}`;
			default: return "Entrada inválida";
		}
	};
};
function wc() {
	return { localeError: Cc() };
}
// node_modules/zod/v4/locales/pt-BR.js
var Tc = () => {
	let e = {
		string: { unit: "caracteres" },
		file: { unit: "bytes" },
		array: { unit: "elementos" },
		set: { unit: "elementos" },
		map: { unit: "entradas" }
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "a entrada",
		email: "o endereço de e-mail",
		url: "o URL",
		emoji: "o emoji",
		uuid: "o UUID",
		uuidv4: "o UUIDv4",
		uuidv6: "o UUIDv6",
		nanoid: "o nanoid",
		guid: "o GUID",
		cuid: "o cuid",
		cuid2: "o cuid2",
		ulid: "o ULID",
		xid: "o XID",
		ksuid: "o KSUID",
		datetime: "a data e hora ISO",
		date: "a data ISO",
		time: "a hora ISO",
		duration: "a duração ISO",
		ipv4: "o endereço IPv4",
		ipv6: "o endereço IPv6",
		mac: "o endereço MAC",
		cidrv4: "a faixa de endereços IPv4",
		cidrv6: "a faixa de endereços IPv6",
		base64: "o texto codificado em base64",
		base64url: "o texto codificado em base64url",
		json_string: "o texto JSON",
		e164: "o número E.164",
		credit_card: "o número de cartão de crédito",
		currency_code: "o código de moeda",
		iban: "o IBAN",
		jwt: "o JWT",
		template_literal: "a entrada"
	}, r = {
		masculine: {
			definite: "o",
			indefinite: "um"
		},
		feminine: {
			definite: "a",
			indefinite: "uma"
		}
	}, i = {
		string: {
			name: "texto",
			articles: r.masculine
		},
		number: {
			name: "número",
			articles: r.masculine
		},
		int: {
			name: "número inteiro",
			articles: r.masculine
		},
		boolean: {
			name: "valor booleano",
			articles: r.masculine
		},
		bigint: {
			name: "número bigint",
			articles: r.masculine
		},
		symbol: {
			name: "símbolo",
			articles: r.masculine
		},
		undefined: {
			name: "valor \"undefined\"",
			articles: r.masculine
		},
		null: {
			name: "valor \"nulo\"",
			articles: r.masculine
		},
		never: {
			name: "valor \"never\"",
			articles: r.masculine
		},
		void: {
			name: "valor \"void\"",
			articles: r.masculine
		},
		date: {
			name: "data",
			articles: r.feminine
		},
		array: {
			name: "vetor",
			articles: r.masculine
		},
		object: {
			name: "objeto",
			articles: r.masculine
		},
		tuple: {
			name: "tupla",
			articles: r.feminine
		},
		record: {
			name: "registro",
			articles: r.masculine
		},
		map: {
			name: "mapa",
			articles: r.masculine
		},
		set: {
			name: "conjunto",
			articles: r.masculine
		},
		file: {
			name: "arquivo",
			articles: r.masculine
		},
		nonoptional: {
			name: "valor não opcional",
			articles: r.masculine
		},
		nan: {
			name: "valor \"NaN\"",
			articles: r.masculine
		},
		function: {
			name: "função",
			articles: r.feminine
		}
	};
	function a(e, t) {
		let n = i[e] ?? {
			name: `valor "${e}"`,
			articles: r.masculine
		};
		return `${n.articles[t]} ${n.name}`;
	}
	return (e) => {
		switch (e.code) {
			case "invalid_type": return `Entrada inválida: esperava ${a(e.expected, "indefinite")}, recebeu ${a(j(e.input), "indefinite")}`;
			case "invalid_value": return e.values.length === 1 ? `Entrada inválida: esperava ${A(e.values[0])}` : `Opção inválida: esperava uma das seguintes opções: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Grande demais: esperava que ${a(e.origin, "definite")} tivesse ${n} ${e.maximum.toString()} ${r.unit ?? "elementos"}` : `Grande demais: esperava que ${a(e.origin, "definite")} fosse ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Pequeno demais: esperava que ${a(e.origin, "definite")} tivesse ${n} ${e.minimum.toString()} ${r.unit ?? "elementos"}` : `Pequeno demais: esperava que ${a(e.origin, "definite")} fosse ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Texto inválido: deve começar com "${t.prefix}"` : t.format === "ends_with" ? `Texto inválido: deve terminar com "${t.suffix}"` : t.format === "includes" ? `Texto inválido: deve incluir "${t.includes}"` : t.format === "regex" ? `Texto inválido: deve corresponder ao padrão ${t.pattern}` : `Formato d${n[t.format] ?? e.format} inválido`;
			}
			case "not_multiple_of": return `Número inválido: deve ser múltiplo de ${e.divisor}`;
			case "unrecognized_keys": {
				let t = e.keys.length > 1 ? "s" : "";
				return `Chave${t} inválida${t}: ${u(e.keys, ", ")}`;
			}
			case "invalid_key": return `Entrada inválida n${a(e.origin, "definite")}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Valor de discriminação inválido. Esperava ${e.options.map((e) => `'${e}'`).join(" | ")}` : "Entrada inválida";
			case "invalid_element": return `Entrada inválida n${a(e.origin, "definite")}`;
			default: return "Entrada inválida";
		}
	};
};
function Ec() {
	return { localeError: Tc() };
}
// node_modules/zod/v4/locales/ro.js
var Dc = () => {
	let e = {
		string: {
			unit: "caractere",
			verb: "să aibă"
		},
		file: {
			unit: "octeți",
			verb: "să aibă"
		},
		array: {
			unit: "elemente",
			verb: "să aibă"
		},
		set: {
			unit: "elemente",
			verb: "să aibă"
		},
		map: {
			unit: "intrări",
			verb: "să aibă"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "intrare",
		email: "adresă de email",
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
		datetime: "dată și oră ISO",
		date: "dată ISO",
		time: "oră ISO",
		duration: "durată ISO",
		ipv4: "adresă IPv4",
		ipv6: "adresă IPv6",
		mac: "adresă MAC",
		cidrv4: "interval IPv4",
		cidrv6: "interval IPv6",
		base64: "șir codat base64",
		base64url: "șir codat base64url",
		json_string: "șir JSON",
		e164: "număr E.164",
		credit_card: "număr de card de credit",
		currency_code: "cod valutar",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "intrare"
	}, r = {
		nan: "NaN",
		string: "șir",
		number: "număr",
		boolean: "boolean",
		function: "funcție",
		array: "matrice",
		object: "obiect",
		undefined: "nedefinit",
		symbol: "simbol",
		bigint: "număr mare",
		void: "void",
		never: "never",
		map: "hartă",
		set: "set"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `Intrare invalidă: așteptat ${t}, primit ${r[n] ?? n}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Intrare invalidă: așteptat ${A(e.values[0])}` : `Opțiune invalidă: așteptat una dintre ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Prea mare: așteptat ca ${e.origin ?? "valoarea"} ${r.verb} ${n}${e.maximum.toString()} ${r.unit ?? "elemente"}` : `Prea mare: așteptat ca ${e.origin ?? "valoarea"} să fie ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Prea mic: așteptat ca ${e.origin} ${r.verb} ${n}${e.minimum.toString()} ${r.unit}` : `Prea mic: așteptat ca ${e.origin} să fie ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Șir invalid: trebuie să înceapă cu "${t.prefix}"` : t.format === "ends_with" ? `Șir invalid: trebuie să se termine cu "${t.suffix}"` : t.format === "includes" ? `Șir invalid: trebuie să includă "${t.includes}"` : t.format === "regex" ? `Șir invalid: trebuie să se potrivească cu modelul ${t.pattern}` : `Format invalid: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Număr invalid: trebuie să fie multiplu de ${e.divisor}`;
			case "unrecognized_keys": return `Chei nerecunoscute: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Cheie invalidă în ${e.origin}`;
			case "invalid_union": return "Intrare invalidă";
			case "invalid_element": return `Valoare invalidă în ${e.origin}`;
			default: return "Intrare invalidă";
		}
	};
};
function Oc() {
	return { localeError: Dc() };
}
// node_modules/zod/v4/locales/ru.js
function kc(e, t, n, r) {
	let i = Math.abs(e), a = i % 10, o = i % 100;
	return o >= 11 && o <= 19 ? r : a === 1 ? t : a >= 2 && a <= 4 ? n : r;
}
var Ac = () => {
	let e = {
		string: {
			unit: {
				one: "символ",
				few: "символа",
				many: "символов"
			},
			verb: "иметь"
		},
		file: {
			unit: {
				one: "байт",
				few: "байта",
				many: "байт"
			},
			verb: "иметь"
		},
		array: {
			unit: {
				one: "элемент",
				few: "элемента",
				many: "элементов"
			},
			verb: "иметь"
		},
		set: {
			unit: {
				one: "элемент",
				few: "элемента",
				many: "элементов"
			},
			verb: "иметь"
		},
		map: {
			unit: {
				one: "элемент",
				few: "элемента",
				many: "элементов"
			},
			verb: "иметь"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ввод",
		email: "email адрес",
		url: "URL",
		emoji: "эмодзи",
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
		datetime: "ISO дата и время",
		date: "ISO дата",
		time: "ISO время",
		duration: "ISO длительность",
		ipv4: "IPv4 адрес",
		ipv6: "IPv6 адрес",
		mac: "MAC адрес",
		cidrv4: "IPv4 диапазон",
		cidrv6: "IPv6 диапазон",
		base64: "строка в формате base64",
		base64url: "строка в формате base64url",
		json_string: "JSON строка",
		e164: "номер E.164",
		credit_card: "номер кредитной карты",
		currency_code: "код валюты",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ввод"
	}, r = {
		nan: "NaN",
		number: "число",
		array: "массив"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Неверный ввод: ожидалось instanceof ${e.expected}, получено ${i}` : `Неверный ввод: ожидалось ${t}, получено ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Неверный ввод: ожидалось ${A(e.values[0])}` : `Неверный вариант: ожидалось одно из ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				if (r) {
					let t = kc(Number(e.maximum), r.unit.one, r.unit.few, r.unit.many);
					return `Слишком большое значение: ожидалось, что ${e.origin ?? "значение"} будет иметь ${n}${e.maximum.toString()} ${t}`;
				}
				return `Слишком большое значение: ожидалось, что ${e.origin ?? "значение"} будет ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				if (r) {
					let t = kc(Number(e.minimum), r.unit.one, r.unit.few, r.unit.many);
					return `Слишком маленькое значение: ожидалось, что ${e.origin} будет иметь ${n}${e.minimum.toString()} ${t}`;
				}
				return `Слишком маленькое значение: ожидалось, что ${e.origin} будет ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Неверная строка: должна начинаться с "${t.prefix}"` : t.format === "ends_with" ? `Неверная строка: должна заканчиваться на "${t.suffix}"` : t.format === "includes" ? `Неверная строка: должна содержать "${t.includes}"` : t.format === "regex" ? `Неверная строка: должна соответствовать шаблону ${t.pattern}` : `Неверный ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Неверное число: должно быть кратным ${e.divisor}`;
			case "unrecognized_keys": return `Нераспознанн${e.keys.length > 1 ? "ые" : "ый"} ключ${e.keys.length > 1 ? "и" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Неверный ключ в ${e.origin}`;
			case "invalid_union": return "Неверные входные данные";
			case "invalid_element": return `Неверное значение в ${e.origin}`;
			default: return "Неверные входные данные";
		}
	};
};
function jc() {
	return { localeError: Ac() };
}
// node_modules/zod/v4/locales/sk.js
var Mc = () => {
	let e = {
		string: {
			unit: "znakov",
			verb: "mať"
		},
		file: {
			unit: "bajtov",
			verb: "mať"
		},
		array: {
			unit: "prvkov",
			verb: "mať"
		},
		set: {
			unit: "prvkov",
			verb: "mať"
		},
		map: {
			unit: "položiek",
			verb: "mať"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "regulárny výraz",
		email: "e-mailová adresa",
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
		datetime: "dátum a čas vo formáte ISO",
		date: "dátum vo formáte ISO",
		time: "čas vo formáte ISO",
		duration: "doba trvania ISO",
		ipv4: "IPv4 adresa",
		ipv6: "IPv6 adresa",
		mac: "MAC adresa",
		cidrv4: "rozsah IPv4",
		cidrv6: "rozsah IPv6",
		base64: "reťazec zakódovaný vo formáte base64",
		base64url: "reťazec zakódovaný vo formáte base64url",
		json_string: "reťazec vo formáte JSON",
		e164: "číslo E.164",
		credit_card: "číslo kreditnej karty",
		currency_code: "kód meny",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "vstup"
	}, r = {
		nan: "NaN",
		number: "číslo",
		string: "reťazec",
		function: "funkcia",
		array: "pole"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Neplatný vstup: očakávané instanceof ${e.expected}, obdržané ${i}` : `Neplatný vstup: očakávané ${t}, obdržané ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Neplatný vstup: očakávané ${A(e.values[0])}` : `Neplatný vstup: očakávaná jedna z hodnôt ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Hodnota je príliš veľká: ${e.origin ?? "hodnota"} musí mať ${n}${e.maximum.toString()} ${r.unit ?? "prvkov"}` : `Hodnota je príliš veľká: ${e.origin ?? "hodnota"} musí byť ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Hodnota je príliš malá: ${e.origin ?? "hodnota"} musí mať ${n}${e.minimum.toString()} ${r.unit ?? "prvkov"}` : `Hodnota je príliš malá: ${e.origin ?? "hodnota"} musí byť ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Neplatný reťazec: musí začínať na "${t.prefix}"` : t.format === "ends_with" ? `Neplatný reťazec: musí končiť na "${t.suffix}"` : t.format === "includes" ? `Neplatný reťazec: musí obsahovať "${t.includes}"` : t.format === "regex" ? `Neplatný reťazec: musí zodpovedať vzoru ${t.pattern}` : `Neplatný formát ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Neplatné číslo: musí byť násobkom ${e.divisor}`;
			case "unrecognized_keys": return `Neznáme klúče: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Neplatný klúč v ${e.origin}`;
			case "invalid_union": return "Neplatný vstup";
			case "invalid_element": return `Neplatná hodnota v ${e.origin}`;
			default: return "Neplatný vstup";
		}
	};
};
function Nc() {
	return { localeError: Mc() };
}
// node_modules/zod/v4/locales/sl.js
var Pc = () => {
	let e = {
		string: {
			unit: "znakov",
			verb: "imeti"
		},
		file: {
			unit: "bajtov",
			verb: "imeti"
		},
		array: {
			unit: "elementov",
			verb: "imeti"
		},
		set: {
			unit: "elementov",
			verb: "imeti"
		},
		map: {
			unit: "elementov",
			verb: "imeti"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "vnos",
		email: "e-poštni naslov",
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
		datetime: "ISO datum in čas",
		date: "ISO datum",
		time: "ISO čas",
		duration: "ISO trajanje",
		ipv4: "IPv4 naslov",
		ipv6: "IPv6 naslov",
		mac: "MAC naslov",
		cidrv4: "obseg IPv4",
		cidrv6: "obseg IPv6",
		base64: "base64 kodiran niz",
		base64url: "base64url kodiran niz",
		json_string: "JSON niz",
		e164: "E.164 številka",
		credit_card: "številka kreditne kartice",
		currency_code: "koda valute",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "vnos"
	}, r = {
		nan: "NaN",
		number: "število",
		array: "tabela"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Neveljaven vnos: pričakovano instanceof ${e.expected}, prejeto ${i}` : `Neveljaven vnos: pričakovano ${t}, prejeto ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Neveljaven vnos: pričakovano ${A(e.values[0])}` : `Neveljavna možnost: pričakovano eno izmed ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Preveliko: pričakovano, da bo ${e.origin ?? "vrednost"} imelo ${n}${e.maximum.toString()} ${r.unit ?? "elementov"}` : `Preveliko: pričakovano, da bo ${e.origin ?? "vrednost"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Premajhno: pričakovano, da bo ${e.origin} imelo ${n}${e.minimum.toString()} ${r.unit}` : `Premajhno: pričakovano, da bo ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Neveljaven niz: mora se začeti z "${t.prefix}"` : t.format === "ends_with" ? `Neveljaven niz: mora se končati z "${t.suffix}"` : t.format === "includes" ? `Neveljaven niz: mora vsebovati "${t.includes}"` : t.format === "regex" ? `Neveljaven niz: mora ustrezati vzorcu ${t.pattern}` : `Neveljaven ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Neveljavno število: mora biti večkratnik ${e.divisor}`;
			case "unrecognized_keys": return `Neprepoznan${e.keys.length > 1 ? "i ključi" : " ključ"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Neveljaven ključ v ${e.origin}`;
			case "invalid_union": return "Neveljaven vnos";
			case "invalid_element": return `Neveljavna vrednost v ${e.origin}`;
			default: return "Neveljaven vnos";
		}
	};
};
function Fc() {
	return { localeError: Pc() };
}
// node_modules/zod/v4/locales/sv.js
var Ic = () => {
	let e = {
		string: {
			unit: "tecken",
			verb: "att ha"
		},
		file: {
			unit: "bytes",
			verb: "att ha"
		},
		array: {
			unit: "objekt",
			verb: "att innehålla"
		},
		set: {
			unit: "objekt",
			verb: "att innehålla"
		},
		map: {
			unit: "objekt",
			verb: "att innehålla"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "reguljärt uttryck",
		email: "e-postadress",
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
		datetime: "ISO-datum och tid",
		date: "ISO-datum",
		time: "ISO-tid",
		duration: "ISO-varaktighet",
		ipv4: "IPv4-adress",
		ipv6: "IPv6-adress",
		mac: "MAC-adress",
		cidrv4: "IPv4-spektrum",
		cidrv6: "IPv6-spektrum",
		base64: "base64-kodad sträng",
		base64url: "base64url-kodad sträng",
		json_string: "JSON-sträng",
		e164: "E.164-nummer",
		credit_card: "kreditkortsnummer",
		currency_code: "valutakod",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "mall-literal"
	}, r = {
		nan: "NaN",
		number: "antal",
		array: "lista"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ogiltig inmatning: förväntat instanceof ${e.expected}, fick ${i}` : `Ogiltig inmatning: förväntat ${t}, fick ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ogiltig inmatning: förväntat ${A(e.values[0])}` : `Ogiltigt val: förväntade en av ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `För stor(t): förväntade ${e.origin ?? "värdet"} att ha ${n}${e.maximum.toString()} ${r.unit ?? "element"}` : `För stor(t): förväntat ${e.origin ?? "värdet"} att ha ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `För lite(t): förväntade ${e.origin ?? "värdet"} att ha ${n}${e.minimum.toString()} ${r.unit}` : `För lite(t): förväntade ${e.origin ?? "värdet"} att ha ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ogiltig sträng: måste börja med "${t.prefix}"` : t.format === "ends_with" ? `Ogiltig sträng: måste sluta med "${t.suffix}"` : t.format === "includes" ? `Ogiltig sträng: måste innehålla "${t.includes}"` : t.format === "regex" ? `Ogiltig sträng: måste matcha mönstret "${t.pattern}"` : `Ogiltig(t) ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Ogiltigt tal: måste vara en multipel av ${e.divisor}`;
			case "unrecognized_keys": return `${e.keys.length > 1 ? "Okända nycklar" : "Okänd nyckel"}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Ogiltig nyckel i ${e.origin ?? "värdet"}`;
			case "invalid_union": return "Ogiltig input";
			case "invalid_element": return `Ogiltigt värde i ${e.origin ?? "värdet"}`;
			default: return "Ogiltig input";
		}
	};
};
function Lc() {
	return { localeError: Ic() };
}
// node_modules/zod/v4/locales/ta.js
var Rc = () => {
	let e = {
		string: {
			unit: "எழுத்துக்கள்",
			verb: "கொண்டிருக்க வேண்டும்"
		},
		file: {
			unit: "பைட்டுகள்",
			verb: "கொண்டிருக்க வேண்டும்"
		},
		array: {
			unit: "உறுப்புகள்",
			verb: "கொண்டிருக்க வேண்டும்"
		},
		set: {
			unit: "உறுப்புகள்",
			verb: "கொண்டிருக்க வேண்டும்"
		},
		map: {
			unit: "உறுப்புகள்",
			verb: "கொண்டிருக்க வேண்டும்"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "உள்ளீடு",
		email: "மின்னஞ்சல் முகவரி",
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
		datetime: "ISO தேதி நேரம்",
		date: "ISO தேதி",
		time: "ISO நேரம்",
		duration: "ISO கால அளவு",
		ipv4: "IPv4 முகவரி",
		ipv6: "IPv6 முகவரி",
		mac: "MAC முகவரி",
		cidrv4: "IPv4 வரம்பு",
		cidrv6: "IPv6 வரம்பு",
		base64: "base64-encoded சரம்",
		base64url: "base64url-encoded சரம்",
		json_string: "JSON சரம்",
		e164: "E.164 எண்",
		credit_card: "கடன் அட்டை எண்",
		currency_code: "நாணயக் குறியீடு",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "input"
	}, r = {
		nan: "NaN",
		number: "எண்",
		array: "அணி",
		null: "வெறுமை"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது instanceof ${e.expected}, பெறப்பட்டது ${i}` : `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது ${t}, பெறப்பட்டது ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `தவறான உள்ளீடு: எதிர்பார்க்கப்பட்டது ${A(e.values[0])}` : `தவறான விருப்பம்: எதிர்பார்க்கப்பட்டது ${u(e.values, "|")} இல் ஒன்று`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `மிக பெரியது: எதிர்பார்க்கப்பட்டது ${e.origin ?? "மதிப்பு"} ${n}${e.maximum.toString()} ${r.unit ?? "உறுப்புகள்"} ஆக இருக்க வேண்டும்` : `மிக பெரியது: எதிர்பார்க்கப்பட்டது ${e.origin ?? "மதிப்பு"} ${n}${e.maximum.toString()} ஆக இருக்க வேண்டும்`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `மிகச் சிறியது: எதிர்பார்க்கப்பட்டது ${e.origin} ${n}${e.minimum.toString()} ${r.unit} ஆக இருக்க வேண்டும்` : `மிகச் சிறியது: எதிர்பார்க்கப்பட்டது ${e.origin} ${n}${e.minimum.toString()} ஆக இருக்க வேண்டும்`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `தவறான சரம்: "${t.prefix}" இல் தொடங்க வேண்டும்` : t.format === "ends_with" ? `தவறான சரம்: "${t.suffix}" இல் முடிவடைய வேண்டும்` : t.format === "includes" ? `தவறான சரம்: "${t.includes}" ஐ உள்ளடக்க வேண்டும்` : t.format === "regex" ? `தவறான சரம்: ${t.pattern} முறைபாட்டுடன் பொருந்த வேண்டும்` : `தவறான ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `தவறான எண்: ${e.divisor} இன் பலமாக இருக்க வேண்டும்`;
			case "unrecognized_keys": return `அடையாளம் தெரியாத விசை${e.keys.length > 1 ? "கள்" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} இல் தவறான விசை`;
			case "invalid_union": return "தவறான உள்ளீடு";
			case "invalid_element": return `${e.origin} இல் தவறான மதிப்பு`;
			default: return "தவறான உள்ளீடு";
		}
	};
};
function zc() {
	return { localeError: Rc() };
}
// node_modules/zod/v4/locales/tg.js
var Bc = () => {
	let e = {
		string: {
			unit: "аломат",
			verb: "дошта бошад"
		},
		file: {
			unit: "байт",
			verb: "дошта бошад"
		},
		array: {
			unit: "унсур",
			verb: "дошта бошад"
		},
		set: {
			unit: "унсур",
			verb: "дошта бошад"
		},
		map: {
			unit: "сабт",
			verb: "дошта бошад"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "вуруд",
		email: "суроғаи email",
		url: "URL",
		emoji: "эмоҷи",
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
		datetime: "санаву вақти ISO",
		date: "санаи ISO",
		time: "вақти ISO",
		duration: "давомнокии ISO",
		ipv4: "суроғаи IPv4",
		ipv6: "суроғаи IPv6",
		mac: "суроғаи MAC",
		cidrv4: "маҳдудаи IPv4",
		cidrv6: "маҳдудаи IPv6",
		base64: "сатри дар формати base64",
		base64url: "сатри дар формати base64url",
		json_string: "сатри JSON",
		e164: "рақами E.164",
		credit_card: "рақами корти кредитӣ",
		currency_code: "рамзи асъор",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "вуруд"
	}, r = {
		nan: "NaN",
		number: "рақам",
		string: "сатр",
		array: "массив",
		object: "объект",
		date: "сана"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `Вуруди нодуруст: ${t} интизор мерафт, ${r[n] ?? n} гирифта шуд`;
			}
			case "invalid_value": return e.values.length === 1 ? `Вуруди нодуруст: ${A(e.values[0])} интизор мерафт` : `Интихоби нодуруст: яке аз ${u(e.values, "|")} интизор мерафт`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Хеле калон: ${e.origin ?? "қимат"} бояд ${n}${e.maximum.toString()} ${r.unit} ${r.verb}` : `Хеле калон: ${e.origin ?? "қимат"} бояд ${n}${e.maximum.toString()} бошад`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Хеле хурд: ${e.origin} бояд ${n}${e.minimum.toString()} ${r.unit} ${r.verb}` : `Хеле хурд: ${e.origin} бояд ${n}${e.minimum.toString()} бошад`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Сатри нодуруст: бояд бо "${t.prefix}" оғоз шавад` : t.format === "ends_with" ? `Сатри нодуруст: бояд бо "${t.suffix}" анҷом ёбад` : t.format === "includes" ? `Сатри нодуруст: бояд "${t.includes}"-ро дар бар гирад` : t.format === "regex" ? `Сатри нодуруст: бояд ба намунаи ${t.pattern} мувофиқат кунад` : `${n[t.format] ?? e.format}-и нодуруст`;
			}
			case "not_multiple_of": return `Рақами нодуруст: бояд ба ${e.divisor} бе бақия тақсим шавад`;
			case "unrecognized_keys": return `Калид${e.keys.length > 1 ? "ҳои" : "и"} номаълум: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Калиди нодуруст дар ${e.origin}`;
			case "invalid_union": return e.options && Array.isArray(e.options) && e.options.length > 0 ? `Қимати нодурусти дискриминатор: ${e.options.map((e) => `'${e}'`).join(" | ")} интизор мерафт` : "Вуруди нодуруст";
			case "invalid_element": return `Қимати нодуруст дар ${e.origin}`;
			default: return "Вуруди нодуруст";
		}
	};
};
function Vc() {
	return { localeError: Bc() };
}
// node_modules/zod/v4/locales/th.js
var Hc = () => {
	let e = {
		string: {
			unit: "ตัวอักษร",
			verb: "ควรมี"
		},
		file: {
			unit: "ไบต์",
			verb: "ควรมี"
		},
		array: {
			unit: "รายการ",
			verb: "ควรมี"
		},
		set: {
			unit: "รายการ",
			verb: "ควรมี"
		},
		map: {
			unit: "รายการ",
			verb: "ควรมี"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ข้อมูลที่ป้อน",
		email: "ที่อยู่อีเมล",
		url: "URL",
		emoji: "อิโมจิ",
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
		datetime: "วันที่เวลาแบบ ISO",
		date: "วันที่แบบ ISO",
		time: "เวลาแบบ ISO",
		duration: "ช่วงเวลาแบบ ISO",
		ipv4: "ที่อยู่ IPv4",
		ipv6: "ที่อยู่ IPv6",
		mac: "ที่อยู่ MAC",
		cidrv4: "ช่วง IP แบบ IPv4",
		cidrv6: "ช่วง IP แบบ IPv6",
		base64: "ข้อความแบบ Base64",
		base64url: "ข้อความแบบ Base64 สำหรับ URL",
		json_string: "ข้อความแบบ JSON",
		e164: "เบอร์โทรศัพท์ระหว่างประเทศ (E.164)",
		credit_card: "หมายเลขบัตรเครดิต",
		currency_code: "รหัสสกุลเงิน",
		iban: "IBAN",
		jwt: "โทเคน JWT",
		template_literal: "ข้อมูลที่ป้อน"
	}, r = {
		nan: "NaN",
		number: "ตัวเลข",
		array: "อาร์เรย์ (Array)",
		null: "ไม่มีค่า (null)"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `ประเภทข้อมูลไม่ถูกต้อง: ควรเป็น instanceof ${e.expected} แต่ได้รับ ${i}` : `ประเภทข้อมูลไม่ถูกต้อง: ควรเป็น ${t} แต่ได้รับ ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `ค่าไม่ถูกต้อง: ควรเป็น ${A(e.values[0])}` : `ตัวเลือกไม่ถูกต้อง: ควรเป็นหนึ่งใน ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "ไม่เกิน" : "น้อยกว่า", r = t(e.origin);
				return r ? `เกินกำหนด: ${e.origin ?? "ค่า"} ควรมี${n} ${e.maximum.toString()} ${r.unit ?? "รายการ"}` : `เกินกำหนด: ${e.origin ?? "ค่า"} ควรมี${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? "อย่างน้อย" : "มากกว่า", r = t(e.origin);
				return r ? `น้อยกว่ากำหนด: ${e.origin} ควรมี${n} ${e.minimum.toString()} ${r.unit}` : `น้อยกว่ากำหนด: ${e.origin} ควรมี${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `รูปแบบไม่ถูกต้อง: ข้อความต้องขึ้นต้นด้วย "${t.prefix}"` : t.format === "ends_with" ? `รูปแบบไม่ถูกต้อง: ข้อความต้องลงท้ายด้วย "${t.suffix}"` : t.format === "includes" ? `รูปแบบไม่ถูกต้อง: ข้อความต้องมี "${t.includes}" อยู่ในข้อความ` : t.format === "regex" ? `รูปแบบไม่ถูกต้อง: ต้องตรงกับรูปแบบที่กำหนด ${t.pattern}` : `รูปแบบไม่ถูกต้อง: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `ตัวเลขไม่ถูกต้อง: ต้องเป็นจำนวนที่หารด้วย ${e.divisor} ได้ลงตัว`;
			case "unrecognized_keys": return `พบคีย์ที่ไม่รู้จัก: ${u(e.keys, ", ")}`;
			case "invalid_key": return `คีย์ไม่ถูกต้องใน ${e.origin}`;
			case "invalid_union": return "ข้อมูลไม่ถูกต้อง: ไม่ตรงกับรูปแบบยูเนียนที่กำหนดไว้";
			case "invalid_element": return `ข้อมูลไม่ถูกต้องใน ${e.origin}`;
			default: return "ข้อมูลไม่ถูกต้อง";
		}
	};
};
function Uc() {
	return { localeError: Hc() };
}
// node_modules/zod/v4/locales/tk.js
var Wc = () => {
	let e = {
		string: {
			unit: "simwol",
			verb: "bolmaly"
		},
		file: {
			unit: "baýt",
			verb: "bolmaly"
		},
		array: {
			unit: "elementler",
			verb: "bolmaly"
		},
		set: {
			unit: "elementler",
			verb: "bolmaly"
		},
		map: {
			unit: "elementler",
			verb: "bolmaly"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "giriş",
		email: "e-poçta salgysy",
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
		datetime: "ISO sene we wagt",
		date: "ISO sene",
		time: "ISO wagt",
		duration: "ISO wagt aralygy",
		ipv4: "IPv4 salgysy",
		ipv6: "IPv6 salgysy",
		mac: "MAC salgysy",
		cidrv4: "IPv4 aralygy",
		cidrv6: "IPv6 aralygy",
		base64: "base64 bilen şifrlenen setir",
		base64url: "base64url bilen şifrlenen setir",
		json_string: "JSON setiri",
		e164: "E.164 nomeri",
		credit_card: "kredit kartynyň nomeri",
		currency_code: "walýuta kody",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "şablon"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input);
				return `Nädogry baha: garaşylan ${t} ýerine ${r[n] ?? n} alyndy`;
			}
			case "invalid_value": return e.values.length === 1 ? `Nädogry baha: ${A(e.values[0])} bolmaly` : `Nädogry saýlaw: aşakdakylardan biri bolmaly: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Has uly: garaşylýan ${e.origin ?? "baha"} ${n} ${e.maximum.toString()} ${r.unit ?? "element"}` : `Has uly: garaşylýan ${e.origin ?? "baha"} ${n} ${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Has kiçi: garaşylýan ${e.origin} ${n} ${e.minimum.toString()} ${r.unit}` : `Has kiçi: garaşylýan ${e.origin} ${n} ${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Nädogry setir: "${t.prefix}" bilen başlamaly` : t.format === "ends_with" ? `Nädogry setir: "${t.suffix}" bilen gutarmaly` : t.format === "includes" ? `Nädogry setir: "${t.includes}" saklamaly` : t.format === "regex" ? `Nädogry setir: ${t.pattern} nusga laýyk bolmaly` : `Nädogry ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Nädogry san: ${e.divisor} bilen galyndysyz bölünmeli`;
			case "unrecognized_keys": return `Tanalmaýan açar${e.keys.length > 1 ? "lar" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} içinde nädogry açar`;
			case "invalid_union": return "Nädogry baha";
			case "invalid_element": return `${e.origin} içinde nädogry baha`;
			default: return "Nädogry baha";
		}
	};
};
function Gc() {
	return { localeError: Wc() };
}
// node_modules/zod/v4/locales/tr.js
var Kc = () => {
	let e = {
		string: {
			unit: "karakter",
			verb: "olmalı"
		},
		file: {
			unit: "bayt",
			verb: "olmalı"
		},
		array: {
			unit: "öğe",
			verb: "olmalı"
		},
		set: {
			unit: "öğe",
			verb: "olmalı"
		},
		map: {
			unit: "öğe",
			verb: "olmalı"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "girdi",
		email: "e-posta adresi",
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
		datetime: "ISO tarih ve saat",
		date: "ISO tarih",
		time: "ISO saat",
		duration: "ISO süre",
		ipv4: "IPv4 adresi",
		ipv6: "IPv6 adresi",
		mac: "MAC adresi",
		cidrv4: "IPv4 aralığı",
		cidrv6: "IPv6 aralığı",
		base64: "base64 ile şifrelenmiş metin",
		base64url: "base64url ile şifrelenmiş metin",
		json_string: "JSON dizesi",
		e164: "E.164 sayısı",
		credit_card: "kredi kartı numarası",
		currency_code: "para birimi kodu",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "Şablon dizesi"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Geçersiz değer: beklenen instanceof ${e.expected}, alınan ${i}` : `Geçersiz değer: beklenen ${t}, alınan ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Geçersiz değer: beklenen ${A(e.values[0])}` : `Geçersiz seçenek: aşağıdakilerden biri olmalı: ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Çok büyük: beklenen ${e.origin ?? "değer"} ${n}${e.maximum.toString()} ${r.unit ?? "öğe"}` : `Çok büyük: beklenen ${e.origin ?? "değer"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Çok küçük: beklenen ${e.origin} ${n}${e.minimum.toString()} ${r.unit}` : `Çok küçük: beklenen ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Geçersiz metin: "${t.prefix}" ile başlamalı` : t.format === "ends_with" ? `Geçersiz metin: "${t.suffix}" ile bitmeli` : t.format === "includes" ? `Geçersiz metin: "${t.includes}" içermeli` : t.format === "regex" ? `Geçersiz metin: ${t.pattern} desenine uymalı` : `Geçersiz ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Geçersiz sayı: ${e.divisor} ile tam bölünebilmeli`;
			case "unrecognized_keys": return `Tanınmayan anahtar${e.keys.length > 1 ? "lar" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} içinde geçersiz anahtar`;
			case "invalid_union": return "Geçersiz değer";
			case "invalid_element": return `${e.origin} içinde geçersiz değer`;
			default: return "Geçersiz değer";
		}
	};
};
function qc() {
	return { localeError: Kc() };
}
// node_modules/zod/v4/locales/uk.js
var Jc = () => {
	let e = {
		string: {
			unit: "символів",
			verb: "матиме"
		},
		file: {
			unit: "байтів",
			verb: "матиме"
		},
		array: {
			unit: "елементів",
			verb: "матиме"
		},
		set: {
			unit: "елементів",
			verb: "матиме"
		},
		map: {
			unit: "елементів",
			verb: "матиме"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "вхідні дані",
		email: "адреса електронної пошти",
		url: "URL",
		emoji: "емодзі",
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
		datetime: "дата та час ISO",
		date: "дата ISO",
		time: "час ISO",
		duration: "тривалість ISO",
		ipv4: "адреса IPv4",
		ipv6: "адреса IPv6",
		mac: "адреса MAC",
		cidrv4: "діапазон IPv4",
		cidrv6: "діапазон IPv6",
		base64: "рядок у кодуванні base64",
		base64url: "рядок у кодуванні base64url",
		json_string: "рядок JSON",
		e164: "номер E.164",
		credit_card: "номер кредитної картки",
		currency_code: "код валюти",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "вхідні дані"
	}, r = {
		nan: "NaN",
		number: "число",
		array: "масив"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Неправильні вхідні дані: очікується instanceof ${e.expected}, отримано ${i}` : `Неправильні вхідні дані: очікується ${t}, отримано ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Неправильні вхідні дані: очікується ${A(e.values[0])}` : `Неправильна опція: очікується одне з ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Занадто велике: очікується, що ${e.origin ?? "значення"} ${r.verb} ${n}${e.maximum.toString()} ${r.unit ?? "елементів"}` : `Занадто велике: очікується, що ${e.origin ?? "значення"} буде ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Занадто мале: очікується, що ${e.origin} ${r.verb} ${n}${e.minimum.toString()} ${r.unit}` : `Занадто мале: очікується, що ${e.origin} буде ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Неправильний рядок: повинен починатися з "${t.prefix}"` : t.format === "ends_with" ? `Неправильний рядок: повинен закінчуватися на "${t.suffix}"` : t.format === "includes" ? `Неправильний рядок: повинен містити "${t.includes}"` : t.format === "regex" ? `Неправильний рядок: повинен відповідати шаблону ${t.pattern}` : `Неправильний ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Неправильне число: повинно бути кратним ${e.divisor}`;
			case "unrecognized_keys": return `Нерозпізнаний ключ${e.keys.length > 1 ? "і" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Неправильний ключ у ${e.origin}`;
			case "invalid_union": return "Неправильні вхідні дані";
			case "invalid_element": return `Неправильне значення у ${e.origin}`;
			default: return "Неправильні вхідні дані";
		}
	};
};
function Yc() {
	return { localeError: Jc() };
}
// node_modules/zod/v4/locales/ua.js
function Xc() {
	return Yc();
}
// node_modules/zod/v4/locales/ur.js
var Zc = () => {
	let e = {
		string: {
			unit: "حروف",
			verb: "ہونا"
		},
		file: {
			unit: "بائٹس",
			verb: "ہونا"
		},
		array: {
			unit: "آئٹمز",
			verb: "ہونا"
		},
		set: {
			unit: "آئٹمز",
			verb: "ہونا"
		},
		map: {
			unit: "آئٹمز",
			verb: "ہونا"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ان پٹ",
		email: "ای میل ایڈریس",
		url: "یو آر ایل",
		emoji: "ایموجی",
		uuid: "یو یو آئی ڈی",
		uuidv4: "یو یو آئی ڈی وی 4",
		uuidv6: "یو یو آئی ڈی وی 6",
		nanoid: "نینو آئی ڈی",
		guid: "جی یو آئی ڈی",
		cuid: "سی یو آئی ڈی",
		cuid2: "سی یو آئی ڈی 2",
		ulid: "یو ایل آئی ڈی",
		xid: "ایکس آئی ڈی",
		ksuid: "کے ایس یو آئی ڈی",
		datetime: "آئی ایس او ڈیٹ ٹائم",
		date: "آئی ایس او تاریخ",
		time: "آئی ایس او وقت",
		duration: "آئی ایس او مدت",
		ipv4: "آئی پی وی 4 ایڈریس",
		ipv6: "آئی پی وی 6 ایڈریس",
		mac: "ایم اے سی ایڈریس",
		cidrv4: "آئی پی وی 4 رینج",
		cidrv6: "آئی پی وی 6 رینج",
		base64: "بیس 64 ان کوڈڈ سٹرنگ",
		base64url: "بیس 64 یو آر ایل ان کوڈڈ سٹرنگ",
		json_string: "جے ایس او این سٹرنگ",
		e164: "ای 164 نمبر",
		credit_card: "کریڈٹ کارڈ نمبر",
		currency_code: "کرنسی کوڈ",
		iban: "IBAN",
		jwt: "جے ڈبلیو ٹی",
		template_literal: "ان پٹ"
	}, r = {
		nan: "NaN",
		number: "نمبر",
		array: "آرے",
		null: "نل"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `غلط ان پٹ: instanceof ${e.expected} متوقع تھا، ${i} موصول ہوا` : `غلط ان پٹ: ${t} متوقع تھا، ${i} موصول ہوا`;
			}
			case "invalid_value": return e.values.length === 1 ? `غلط ان پٹ: ${A(e.values[0])} متوقع تھا` : `غلط آپشن: ${u(e.values, "|")} میں سے ایک متوقع تھا`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `بہت بڑا: ${e.origin ?? "ویلیو"} کے ${n}${e.maximum.toString()} ${r.unit ?? "عناصر"} ہونے متوقع تھے` : `بہت بڑا: ${e.origin ?? "ویلیو"} کا ${n}${e.maximum.toString()} ہونا متوقع تھا`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `بہت چھوٹا: ${e.origin} کے ${n}${e.minimum.toString()} ${r.unit} ہونے متوقع تھے` : `بہت چھوٹا: ${e.origin} کا ${n}${e.minimum.toString()} ہونا متوقع تھا`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `غلط سٹرنگ: "${t.prefix}" سے شروع ہونا چاہیے` : t.format === "ends_with" ? `غلط سٹرنگ: "${t.suffix}" پر ختم ہونا چاہیے` : t.format === "includes" ? `غلط سٹرنگ: "${t.includes}" شامل ہونا چاہیے` : t.format === "regex" ? `غلط سٹرنگ: پیٹرن ${t.pattern} سے میچ ہونا چاہیے` : `غلط ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `غلط نمبر: ${e.divisor} کا مضاعف ہونا چاہیے`;
			case "unrecognized_keys": return `غیر تسلیم شدہ کی${e.keys.length > 1 ? "ز" : ""}: ${u(e.keys, "، ")}`;
			case "invalid_key": return `${e.origin} میں غلط کی`;
			case "invalid_union": return "غلط ان پٹ";
			case "invalid_element": return `${e.origin} میں غلط ویلیو`;
			default: return "غلط ان پٹ";
		}
	};
};
function Qc() {
	return { localeError: Zc() };
}
// node_modules/zod/v4/locales/uz.js
var $c = () => {
	let e = {
		string: {
			unit: "belgi",
			verb: "bo‘lishi kerak"
		},
		file: {
			unit: "bayt",
			verb: "bo‘lishi kerak"
		},
		array: {
			unit: "element",
			verb: "bo‘lishi kerak"
		},
		set: {
			unit: "element",
			verb: "bo‘lishi kerak"
		},
		map: {
			unit: "yozuv",
			verb: "bo‘lishi kerak"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "kirish",
		email: "elektron pochta manzili",
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
		datetime: "ISO sana va vaqti",
		date: "ISO sana",
		time: "ISO vaqt",
		duration: "ISO davomiylik",
		ipv4: "IPv4 manzil",
		ipv6: "IPv6 manzil",
		mac: "MAC manzil",
		cidrv4: "IPv4 diapazon",
		cidrv6: "IPv6 diapazon",
		base64: "base64 kodlangan satr",
		base64url: "base64url kodlangan satr",
		json_string: "JSON satr",
		e164: "E.164 raqam",
		credit_card: "kredit karta raqami",
		currency_code: "valyuta kodi",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "kirish"
	}, r = {
		nan: "NaN",
		number: "raqam",
		array: "massiv"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Noto‘g‘ri kirish: kutilgan instanceof ${e.expected}, qabul qilingan ${i}` : `Noto‘g‘ri kirish: kutilgan ${t}, qabul qilingan ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Noto‘g‘ri kirish: kutilgan ${A(e.values[0])}` : `Noto‘g‘ri variant: quyidagilardan biri kutilgan ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Juda katta: kutilgan ${e.origin ?? "qiymat"} ${n}${e.maximum.toString()} ${r.unit} ${r.verb}` : `Juda katta: kutilgan ${e.origin ?? "qiymat"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Juda kichik: kutilgan ${e.origin} ${n}${e.minimum.toString()} ${r.unit} ${r.verb}` : `Juda kichik: kutilgan ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Noto‘g‘ri satr: "${t.prefix}" bilan boshlanishi kerak` : t.format === "ends_with" ? `Noto‘g‘ri satr: "${t.suffix}" bilan tugashi kerak` : t.format === "includes" ? `Noto‘g‘ri satr: "${t.includes}" ni o‘z ichiga olishi kerak` : t.format === "regex" ? `Noto‘g‘ri satr: ${t.pattern} shabloniga mos kelishi kerak` : `Noto‘g‘ri ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Noto‘g‘ri raqam: ${e.divisor} ning karralisi bo‘lishi kerak`;
			case "unrecognized_keys": return `Noma’lum kalit${e.keys.length > 1 ? "lar" : ""}: ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} dagi kalit noto‘g‘ri`;
			case "invalid_union": return "Noto‘g‘ri kirish";
			case "invalid_element": return `${e.origin} da noto‘g‘ri qiymat`;
			default: return "Noto‘g‘ri kirish";
		}
	};
};
function el() {
	return { localeError: $c() };
}
// node_modules/zod/v4/locales/vi.js
var tl = () => {
	let e = {
		string: {
			unit: "ký tự",
			verb: "có"
		},
		file: {
			unit: "byte",
			verb: "có"
		},
		array: {
			unit: "phần tử",
			verb: "có"
		},
		set: {
			unit: "phần tử",
			verb: "có"
		},
		map: {
			unit: "phần tử",
			verb: "có"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "đầu vào",
		email: "địa chỉ email",
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
		datetime: "ngày giờ ISO",
		date: "ngày ISO",
		time: "giờ ISO",
		duration: "khoảng thời gian ISO",
		ipv4: "địa chỉ IPv4",
		ipv6: "địa chỉ IPv6",
		mac: "địa chỉ MAC",
		cidrv4: "dải IPv4",
		cidrv6: "dải IPv6",
		base64: "chuỗi mã hóa base64",
		base64url: "chuỗi mã hóa base64url",
		json_string: "chuỗi JSON",
		e164: "số E.164",
		credit_card: "số thẻ tín dụng",
		currency_code: "mã tiền tệ",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "đầu vào"
	}, r = {
		nan: "NaN",
		number: "số",
		array: "mảng"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Đầu vào không hợp lệ: mong đợi instanceof ${e.expected}, nhận được ${i}` : `Đầu vào không hợp lệ: mong đợi ${t}, nhận được ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Đầu vào không hợp lệ: mong đợi ${A(e.values[0])}` : `Tùy chọn không hợp lệ: mong đợi một trong các giá trị ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Quá lớn: mong đợi ${e.origin ?? "giá trị"} ${r.verb} ${n}${e.maximum.toString()} ${r.unit ?? "phần tử"}` : `Quá lớn: mong đợi ${e.origin ?? "giá trị"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Quá nhỏ: mong đợi ${e.origin} ${r.verb} ${n}${e.minimum.toString()} ${r.unit}` : `Quá nhỏ: mong đợi ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Chuỗi không hợp lệ: phải bắt đầu bằng "${t.prefix}"` : t.format === "ends_with" ? `Chuỗi không hợp lệ: phải kết thúc bằng "${t.suffix}"` : t.format === "includes" ? `Chuỗi không hợp lệ: phải bao gồm "${t.includes}"` : t.format === "regex" ? `Chuỗi không hợp lệ: phải khớp với mẫu ${t.pattern}` : `${n[t.format] ?? e.format} không hợp lệ`;
			}
			case "not_multiple_of": return `Số không hợp lệ: phải là bội số của ${e.divisor}`;
			case "unrecognized_keys": return `Khóa không được nhận dạng: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Khóa không hợp lệ trong ${e.origin}`;
			case "invalid_union": return "Đầu vào không hợp lệ";
			case "invalid_element": return `Giá trị không hợp lệ trong ${e.origin}`;
			default: return "Đầu vào không hợp lệ";
		}
	};
};
function nl() {
	return { localeError: tl() };
}
// node_modules/zod/v4/locales/zh-CN.js
var rl = () => {
	let e = {
		string: {
			unit: "字符",
			verb: "包含"
		},
		file: {
			unit: "字节",
			verb: "包含"
		},
		array: {
			unit: "项",
			verb: "包含"
		},
		set: {
			unit: "项",
			verb: "包含"
		},
		map: {
			unit: "项",
			verb: "包含"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "输入",
		email: "电子邮件",
		url: "URL",
		emoji: "表情符号",
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
		datetime: "ISO日期时间",
		date: "ISO日期",
		time: "ISO时间",
		duration: "ISO时长",
		ipv4: "IPv4地址",
		ipv6: "IPv6地址",
		mac: "MAC地址",
		cidrv4: "IPv4网段",
		cidrv6: "IPv6网段",
		base64: "base64编码字符串",
		base64url: "base64url编码字符串",
		json_string: "JSON字符串",
		e164: "E.164号码",
		credit_card: "信用卡号",
		currency_code: "货币代码",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "输入"
	}, r = {
		nan: "NaN",
		number: "数字",
		array: "数组",
		null: "空值(null)"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `无效输入：期望 instanceof ${e.expected}，实际接收 ${i}` : `无效输入：期望 ${t}，实际接收 ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `无效输入：期望 ${A(e.values[0])}` : `无效选项：期望以下之一 ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `数值过大：期望 ${e.origin ?? "值"} ${n}${e.maximum.toString()} ${r.unit ?? "个元素"}` : `数值过大：期望 ${e.origin ?? "值"} ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `数值过小：期望 ${e.origin} ${n}${e.minimum.toString()} ${r.unit}` : `数值过小：期望 ${e.origin} ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `无效字符串：必须以 "${t.prefix}" 开头` : t.format === "ends_with" ? `无效字符串：必须以 "${t.suffix}" 结尾` : t.format === "includes" ? `无效字符串：必须包含 "${t.includes}"` : t.format === "regex" ? `无效字符串：必须满足正则表达式 ${t.pattern}` : `无效${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `无效数字：必须是 ${e.divisor} 的倍数`;
			case "unrecognized_keys": return `出现未知的键(key): ${u(e.keys, ", ")}`;
			case "invalid_key": return `${e.origin} 中的键(key)无效`;
			case "invalid_union": return "无效输入";
			case "invalid_element": return `${e.origin} 中包含无效值(value)`;
			default: return "无效输入";
		}
	};
};
function il() {
	return { localeError: rl() };
}
// node_modules/zod/v4/locales/zh-TW.js
var al = () => {
	let e = {
		string: {
			unit: "字元",
			verb: "擁有"
		},
		file: {
			unit: "位元組",
			verb: "擁有"
		},
		array: {
			unit: "項目",
			verb: "擁有"
		},
		set: {
			unit: "項目",
			verb: "擁有"
		},
		map: {
			unit: "項目",
			verb: "擁有"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "輸入",
		email: "郵件地址",
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
		datetime: "ISO 日期時間",
		date: "ISO 日期",
		time: "ISO 時間",
		duration: "ISO 期間",
		ipv4: "IPv4 位址",
		ipv6: "IPv6 位址",
		mac: "MAC 位址",
		cidrv4: "IPv4 範圍",
		cidrv6: "IPv6 範圍",
		base64: "base64 編碼字串",
		base64url: "base64url 編碼字串",
		json_string: "JSON 字串",
		e164: "E.164 數值",
		credit_card: "信用卡號",
		currency_code: "貨幣代碼",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "輸入"
	}, r = { nan: "NaN" };
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `無效的輸入值：預期為 instanceof ${e.expected}，但收到 ${i}` : `無效的輸入值：預期為 ${t}，但收到 ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `無效的輸入值：預期為 ${A(e.values[0])}` : `無效的選項：預期為以下其中之一 ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `數值過大：預期 ${e.origin ?? "值"} 應為 ${n}${e.maximum.toString()} ${r.unit ?? "個元素"}` : `數值過大：預期 ${e.origin ?? "值"} 應為 ${n}${e.maximum.toString()}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `數值過小：預期 ${e.origin} 應為 ${n}${e.minimum.toString()} ${r.unit}` : `數值過小：預期 ${e.origin} 應為 ${n}${e.minimum.toString()}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `無效的字串：必須以 "${t.prefix}" 開頭` : t.format === "ends_with" ? `無效的字串：必須以 "${t.suffix}" 結尾` : t.format === "includes" ? `無效的字串：必須包含 "${t.includes}"` : t.format === "regex" ? `無效的字串：必須符合格式 ${t.pattern}` : `無效的 ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `無效的數字：必須為 ${e.divisor} 的倍數`;
			case "unrecognized_keys": return `無法識別的鍵值${e.keys.length > 1 ? "們" : ""}：${u(e.keys, "、")}`;
			case "invalid_key": return `${e.origin} 中有無效的鍵值`;
			case "invalid_union": return "無效的輸入值";
			case "invalid_element": return `${e.origin} 中有無效的值`;
			default: return "無效的輸入值";
		}
	};
};
function ol() {
	return { localeError: al() };
}
// node_modules/zod/v4/locales/yo.js
var sl = () => {
	let e = {
		string: {
			unit: "àmi",
			verb: "ní"
		},
		file: {
			unit: "bytes",
			verb: "ní"
		},
		array: {
			unit: "nkan",
			verb: "ní"
		},
		set: {
			unit: "nkan",
			verb: "ní"
		},
		map: {
			unit: "nkan",
			verb: "ní"
		}
	};
	function t(t) {
		return e[t] ?? null;
	}
	let n = {
		regex: "ẹ̀rọ ìbáwọlé",
		email: "àdírẹ́sì ìmẹ́lì",
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
		datetime: "àkókò ISO",
		date: "ọjọ́ ISO",
		time: "àkókò ISO",
		duration: "àkókò tó pé ISO",
		ipv4: "àdírẹ́sì IPv4",
		ipv6: "àdírẹ́sì IPv6",
		mac: "àdírẹ́sì MAC",
		cidrv4: "àgbègbè IPv4",
		cidrv6: "àgbègbè IPv6",
		base64: "ọ̀rọ̀ tí a kọ́ ní base64",
		base64url: "ọ̀rọ̀ base64url",
		json_string: "ọ̀rọ̀ JSON",
		e164: "nọ́mbà E.164",
		credit_card: "nọmba kaadi gbese",
		currency_code: "koodu owó",
		iban: "IBAN",
		jwt: "JWT",
		template_literal: "ẹ̀rọ ìbáwọlé"
	}, r = {
		nan: "NaN",
		number: "nọ́mbà",
		array: "akopọ"
	};
	return (e) => {
		switch (e.code) {
			case "invalid_type": {
				let t = r[e.expected] ?? e.expected, n = j(e.input), i = r[n] ?? n;
				return /^[A-Z]/.test(e.expected) ? `Ìbáwọlé aṣìṣe: a ní láti fi instanceof ${e.expected}, àmọ̀ a rí ${i}` : `Ìbáwọlé aṣìṣe: a ní láti fi ${t}, àmọ̀ a rí ${i}`;
			}
			case "invalid_value": return e.values.length === 1 ? `Ìbáwọlé aṣìṣe: a ní láti fi ${A(e.values[0])}` : `Àṣàyàn aṣìṣe: yan ọ̀kan lára ${u(e.values, "|")}`;
			case "too_big": {
				let n = e.inclusive ? "<=" : "<", r = t(e.origin);
				return r ? `Tó pọ̀ jù: a ní láti jẹ́ pé ${e.origin ?? "iye"} ${r.verb} ${n}${e.maximum} ${r.unit}` : `Tó pọ̀ jù: a ní láti jẹ́ ${n}${e.maximum}`;
			}
			case "too_small": {
				let n = e.inclusive ? ">=" : ">", r = t(e.origin);
				return r ? `Kéré ju: a ní láti jẹ́ pé ${e.origin} ${r.verb} ${n}${e.minimum} ${r.unit}` : `Kéré ju: a ní láti jẹ́ ${n}${e.minimum}`;
			}
			case "invalid_format": {
				let t = e;
				return t.format === "starts_with" ? `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ bẹ̀rẹ̀ pẹ̀lú "${t.prefix}"` : t.format === "ends_with" ? `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ parí pẹ̀lú "${t.suffix}"` : t.format === "includes" ? `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ ní "${t.includes}"` : t.format === "regex" ? `Ọ̀rọ̀ aṣìṣe: gbọ́dọ̀ bá àpẹẹrẹ mu ${t.pattern}` : `Aṣìṣe: ${n[t.format] ?? e.format}`;
			}
			case "not_multiple_of": return `Nọ́mbà aṣìṣe: gbọ́dọ̀ jẹ́ èyà pípín ti ${e.divisor}`;
			case "unrecognized_keys": return `Bọtìnì àìmọ̀: ${u(e.keys, ", ")}`;
			case "invalid_key": return `Bọtìnì aṣìṣe nínú ${e.origin}`;
			case "invalid_union": return "Ìbáwọlé aṣìṣe";
			case "invalid_element": return `Iye aṣìṣe nínú ${e.origin}`;
			default: return "Ìbáwọlé aṣìṣe";
		}
	};
};
function cl() {
	return { localeError: sl() };
}
// node_modules/zod/v4/locales/index.js
var ll = /* @__PURE__ */ t({
	ar: () => Ho,
	az: () => Wo,
	be: () => qo,
	bg: () => Yo,
	bn: () => Zo,
	ca: () => $o,
	ckb: () => ts,
	cs: () => rs,
	da: () => as,
	de: () => ss,
	el: () => ls,
	en: () => ds,
	eo: () => ps,
	es: () => hs,
	fa: () => _s,
	fi: () => ys,
	fr: () => xs,
	frCA: () => Cs,
	gu: () => Ts,
	he: () => Ds,
	hi: () => ks,
	hr: () => js,
	hu: () => Ns,
	hy: () => Ls,
	id: () => zs,
	is: () => Vs,
	it: () => Us,
	ja: () => Gs,
	ka: () => qs,
	kh: () => Xs,
	km: () => Ys,
	kn: () => Qs,
	ko: () => ec,
	lt: () => ic,
	mk: () => oc,
	ms: () => cc,
	ne: () => uc,
	nl: () => fc,
	nn: () => mc,
	no: () => gc,
	ota: () => vc,
	pl: () => Sc,
	ps: () => bc,
	pt: () => wc,
	ptBR: () => Ec,
	ro: () => Oc,
	ru: () => jc,
	sk: () => Nc,
	sl: () => Fc,
	sv: () => Lc,
	ta: () => zc,
	tg: () => Vc,
	th: () => Uc,
	tk: () => Gc,
	tr: () => qc,
	ua: () => Xc,
	uk: () => Yc,
	ur: () => Qc,
	uz: () => el,
	vi: () => nl,
	yo: () => cl,
	zhCN: () => il,
	zhTW: () => ol
}), ul, dl = /*@__PURE__*/ Symbol("ZodOutput"), fl = /*@__PURE__*/ Symbol("ZodInput"), pl = class {
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
function ml() {
	return new pl();
}
(ul = globalThis).__zod_globalRegistry ?? (ul.__zod_globalRegistry = ml());
var hl = globalThis.__zod_globalRegistry, gl = Symbol.for("zod.compile.invalid"), _l = Symbol.for("zod.compile.fallback"), vl = class extends Error {
	constructor(e = "z.compile does not support async refinements, transforms, or checks") {
		super(e), this.name = "ZodCompileAsyncError";
	}
}, F = class extends Error {
	constructor(e, t = !0) {
		super(`z.compile does not support ${e}; this schema must use the runtime parser`), this.name = "ZodCompileUnsupportedError", this.islandable = t;
	}
};
function yl(e, t) {
	try {
		return Cl(e, { assertOnly: !0 });
	} catch {
		return t;
	}
}
function bl(e, t) {
	try {
		let t = Cl(e), n = xl(e, t);
		return n._zod.bag.validator = yl(e, t), n;
	} catch (n) {
		if (t?.strict) throw n;
		return e;
	}
}
function xl(e, t) {
	if (Po(e)) throw new F("a schema whose subtree contains a reference cycle");
	let n = he(e), r = e._zod.run, i = r.__originalRun ?? r, a = (e, n) => {
		if (n?.async || n?.direction === "backward" || n?.skipChecks || n?.[_l] || n && Bo(n, e.value)) return i(e, n);
		let r = t(e.value);
		return r === gl ? (n && (n[_l] = !0), i(e, n)) : (e.value = r, e);
	};
	return a.__originalRun = i, n._zod.bag.fallbackRun = i, n._zod.bag.validator = t, n._zod.run = a, r.__originalRun || Sl(n, e, t), n;
}
function Sl(e, t, n) {
	let r = e, i = t;
	if (typeof i.safeParse == "function") {
		let e = i.safeParse;
		r.safeParse = (t, r) => {
			let i = n(t);
			return i === gl ? e(t, r) : {
				success: !0,
				data: i
			};
		};
	}
	if (typeof i.parse == "function") {
		let e = i.parse;
		r.parse = (t, r) => {
			let i = n(t);
			return i === gl ? e(t, r) : i;
		};
	}
}
function Cl(e, t) {
	let n = !0;
	try {
		n = Po(e);
	} catch {}
	if (n) throw new F("a schema whose subtree contains a reference cycle");
	let r = {
		constants: /* @__PURE__ */ new Map(),
		constantCounter: 0,
		varCounter: 0,
		definite: !0
	}, i = new $r(["input"]), a = ql(i, r, e, "input", !t?.assertOnly);
	i.write(a === null ? "return true;" : `return ${a};`);
	let o = ["INVALID", ...r.constants.keys()], s = [gl, ...r.constants.values()], c = i.content.join("\n"), l = t?.debug ? o.length > 0 ? `// Constants: ${o.join(", ")}\n${c}` : c : "", u = Function, d = `return (input) => {\n${c}\n}`, f;
	try {
		f = new u(...o, d)(...s);
	} catch (e) {
		throw new F(`this schema (generated code failed to evaluate: ${e.message})`);
	}
	return t?.debug && (f.code = l), f.definite = r.definite, f;
}
function I(e, t) {
	for (let [n, r] of e.constants) if (r === t) return n;
	let n = `c${e.constantCounter++}`;
	return e.constants.set(n, t), n;
}
function wl(e, t) {
	return e.definite = !1, I(e, t);
}
function L(e) {
	return `v${e.varCounter++}`;
}
function Tl(e, t) {
	let n = e._zod.run({
		value: t,
		issues: []
	}, {});
	if (n && typeof n.then == "function") return gl;
	let r = n;
	return r.issues.length === 0 ? r.value : gl;
}
function El(e, t, n, r, i = !0) {
	let a = e.content.length, o = t.constants.size, s = t.constantCounter, c = t.varCounter;
	try {
		return ql(e, t, n, r, i);
	} catch (i) {
		if (!(i instanceof F) || !i.islandable) throw i;
		if (e.content.length = a, t.constants.size > o) {
			let e = Array.from(t.constants.keys()).slice(o);
			for (let n of e) t.constants.delete(n);
		}
		return t.constantCounter = s, t.varCounter = c, Dl(e, t, n, r);
	}
}
function Dl(e, t, n, r) {
	t.definite = !1;
	let i = I(t, n), a = I(t, Tl), o = L(t);
	return e.write(`const ${o} = ${a}(${i}, ${r});`), e.write(`if (${o} === INVALID) return INVALID;`), o;
}
var Ol = /* @__PURE__ */ new Set([
	"max_size",
	"min_size",
	"size_equals",
	"max_length",
	"min_length",
	"length_equals"
]);
function kl(e, t, n, r) {
	let i = n._zod.def.checks;
	if (!i || i.length === 0) return r;
	let a = r;
	for (let n of i) {
		let r = n._zod.def;
		if (r.when && !Ol.has(r.check)) throw new F("check with a custom \"when\" condition");
		switch (r.check) {
			case "greater_than":
				Nl(e, t, r, a);
				break;
			case "less_than":
				Pl(e, t, r, a);
				break;
			case "multiple_of":
				Fl(e, t, r, a);
				break;
			case "number_format":
				Il(e, r, a);
				break;
			case "min_length": {
				let n = jl(r.minimum, "min_length"), i = Al(e, t, a, `${a}.length >= ${n} && ${a}.length < ${r.minimum * 2}`);
				e.write(`if (${i} < ${n}) return INVALID;`);
				break;
			}
			case "max_length": {
				let n = jl(r.maximum, "max_length"), i = Al(e, t, a, `${a}.length > ${n}`);
				e.write(`if (${i} > ${n}) return INVALID;`);
				break;
			}
			case "length_equals": {
				let n = jl(r.length, "length_equals"), i = Al(e, t, a, `${a}.length >= ${n} && ${a}.length <= ${r.length * 2}`);
				e.write(`if (${i} !== ${n}) return INVALID;`);
				break;
			}
			case "min_size":
				e.write(`if (${a}.size < ${jl(r.minimum, "min_size")}) return INVALID;`);
				break;
			case "max_size":
				e.write(`if (${a}.size > ${jl(r.maximum, "max_size")}) return INVALID;`);
				break;
			case "size_equals":
				e.write(`if (${a}.size !== ${jl(r.size, "size_equals")}) return INVALID;`);
				break;
			case "string_format":
				a = Kl(e, t, r, a);
				break;
			case "custom":
				a = Wl(e, t, n, a);
				break;
			case "bigint_format":
				Ll(e, r, a);
				break;
			case "mime_type":
				Rl(e, t, r, a);
				break;
			case "property":
				Bl(e, t, r, a);
				break;
			case "properties":
				zl(e, t, r, a);
				break;
			case "overwrite": {
				let r = L(t);
				Vl(e, t, n, a, r), a = r;
				break;
			}
			default: throw new F(`check type ${r.check}`);
		}
	}
	return a;
}
function Al(e, t, n, r) {
	let i = I(t, Re), a = L(t);
	return e.write(`const ${a} = typeof ${n} === "string" && ${r} ? ${i}(${n}) : ${n}.length;`), a;
}
function jl(e, t) {
	if (typeof e != "number" || !Number.isFinite(e)) throw new F(`${t} bound of type ${typeof e}`);
	return `${e}`;
}
function Ml(e, t) {
	if (typeof t == "bigint") return `${t}n`;
	if (typeof t == "number") {
		if (Number.isNaN(t)) throw new F("comparison check with NaN bound");
		return `${t}`;
	}
	if (t instanceof Date) {
		if (Number.isNaN(t.getTime())) throw new F("comparison check with Invalid Date bound");
		return I(e, t);
	}
	throw new F(`comparison check bound of type ${typeof t}`);
}
function Nl(e, t, n, r) {
	let i = n.inclusive ? "<" : "<=";
	e.write(`if (${r} ${i} ${Ml(t, n.value)}) return INVALID;`);
}
function Pl(e, t, n, r) {
	let i = n.inclusive ? ">" : ">=";
	e.write(`if (${r} ${i} ${Ml(t, n.value)}) return INVALID;`);
}
function Fl(e, t, n, r) {
	if (typeof n.value == "bigint") {
		if (n.value === BigInt(0)) throw new F("multiple_of check with a zero divisor");
		e.write(`if (${r} % ${n.value}n !== 0n) return INVALID;`);
	} else {
		let i = I(t, g);
		e.write(`if (${i}(${r}, ${jl(n.value, "multiple_of")}) !== 0) return INVALID;`);
	}
}
function Il(e, t, n) {
	let r = t.format;
	switch (r) {
		case "safeint":
			e.write(`if (!Number.isSafeInteger(${n})) return INVALID;`);
			break;
		case "int32":
			e.write(`if (!Number.isInteger(${n}) || ${n} < -2147483648 || ${n} > 2147483647) return INVALID;`);
			break;
		case "uint32":
			e.write(`if (!Number.isInteger(${n}) || ${n} < 0 || ${n} > 4294967295) return INVALID;`);
			break;
		case "float32":
			e.write(`if (!Number.isFinite(${n}) || ${n} < -3.4028234663852886e38 || ${n} > 3.4028234663852886e38) return INVALID;`);
			break;
		case "float64":
			e.write(`if (!Number.isFinite(${n})) return INVALID;`);
			break;
		default: throw new F(`number format ${r}`);
	}
}
function Ll(e, t, n) {
	let r = t.format;
	if (r) switch (r) {
		case "int64":
			e.write(`if (${n} < -9223372036854775808n || ${n} > 9223372036854775807n) return INVALID;`);
			break;
		case "uint64":
			e.write(`if (${n} < 0n || ${n} > 18446744073709551615n) return INVALID;`);
			break;
		default: throw new F(`bigint format ${r}`);
	}
}
function Rl(e, t, n, r) {
	let i = n.mime;
	if (i && i.length > 0) {
		let n = I(t, new Set(i));
		e.write(`if (!${n}.has(${r}.type)) return INVALID;`);
	}
}
function zl(e, t, n, r) {
	if (n.when) throw new F("check with a custom \"when\" condition");
	e.write(`if (${r} == null) return INVALID;`);
	let i = n.shape;
	for (let n of Reflect.ownKeys(i)) {
		let a = typeof n == "symbol" ? I(t, n) : D(n), o = L(t);
		e.write(`const ${o} = ${r}[${a}];`), El(e, t, i[n], o, !1);
	}
}
function Bl(e, t, n, r) {
	let i = `${r}[${JSON.stringify(n.property)}]`;
	ql(e, t, n.schema, i);
}
function Vl(e, t, n, r, i) {
	let a = n._zod.def.tx;
	if (!a) throw new F("overwrite check without a transform function");
	if (Fu(a)) throw new vl("z.compile: async overwrite transforms are not supported");
	let o = I(t, a);
	e.write(`const ${i} = ${o}(${r});`);
}
function Hl() {
	throw new pt();
}
function Ul(e) {
	this.issues.push(e);
}
function Wl(e, t, n, r) {
	let i = n._zod.def;
	if (i.fn) {
		if (Fu(i.fn)) throw new vl("z.compile: async .refine() predicates are not supported");
		let n = wl(t, i.fn), a = I(t, Hl), o = L(t);
		return e.write(`const ${o} = ${n}(${r});`), e.write(`if (${o} instanceof Promise) ${a}();`), e.write(`if (!${o}) return INVALID;`), r;
	}
	if (n._zod.check) {
		if (Fu(n._zod.check)) throw new vl("z.compile: async .superRefine() / check functions are not supported");
		let i = n._zod.check, a = wl(t, (e) => {
			let t = {
				value: e,
				issues: [],
				addIssue: Ul
			};
			return i(t) instanceof Promise && Hl(), t.issues.length === 0 ? t.value : gl;
		}), o = L(t);
		return e.write(`const ${o} = ${a}(${r});`), e.write(`if (${o} === INVALID) return INVALID;`), o;
	}
	throw new F("custom check without a predicate or check function");
}
var Gl = /* @__PURE__ */ new Set([
	"cidrv4",
	"cuid",
	"cuid2",
	"date",
	"datetime",
	"duration",
	"e164",
	"email",
	"emoji",
	"ends_with",
	"guid",
	"includes",
	"ipv4",
	"ksuid",
	"lowercase",
	"mac",
	"nanoid",
	"regex",
	"starts_with",
	"time",
	"ulid",
	"uppercase",
	"uuid",
	"xid"
]);
function Kl(e, t, n, r, i = !0) {
	let a = n.format;
	if (a === "base64") {
		let n = I(t, Ii);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (a === "base64url") {
		let n = I(t, Bi);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (a === "jwt") {
		let i = I(t, Xi), a = I(t, n.alg ?? null);
		return e.write(`if (!${i}(${r}, ${a})) return INVALID;`), r;
	}
	if (a === "ipv6") {
		let n = I(t, Ai);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (a === "cidrv6") {
		let n = I(t, Pi);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (a === "credit_card") {
		let n = I(t, Gi);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (a === "iban") {
		let n = I(t, Ji);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	let o = n;
	if (a === "url" || a === "httpurl" || o.normalize || o.hostname !== void 0 || o.protocol !== void 0) {
		let a = I(t, ui), s = I(t, n), c = L(t), l = L(t);
		if (e.write(`const ${c} = ${r}.trim();`), e.write(`const ${l} = ${a}(${c}, ${s});`), e.write(`if (typeof ${l} === "number") return INVALID;`), o.hostname !== void 0) {
			let n = I(t, mi);
			e.write(`if (!${n}(${l}, ${s}.hostname)) return INVALID;`);
		}
		if (o.protocol !== void 0) {
			let n = I(t, hi);
			e.write(`if (!${n}(${l}, ${s}.protocol)) return INVALID;`);
		}
		if (!i) return null;
		let u = L(t), d = o.normalize ? `${l}.href` : `${I(t, pi)}(${c})`;
		return e.write(`const ${u} = ${d};`), u;
	}
	let s = n.fn;
	if (s) {
		if (Fu(s)) throw new F(`async string format ${a}`);
		let n = I(t, s);
		return e.write(`if (!${n}(${r})) return INVALID;`), r;
	}
	if (Gl.has(a) && n.pattern) {
		let i = I(t, n.pattern);
		return e.write(`${i}.lastIndex = 0;`), e.write(`if (!${i}.test(${r})) return INVALID;`), r;
	}
	let c = n.format;
	switch (c) {
		case "regex": throw new F("regex format without a pattern");
		case "lowercase":
			e.write(`if (${r} !== ${r}.toLowerCase()) return INVALID;`);
			break;
		case "uppercase":
			e.write(`if (${r} !== ${r}.toUpperCase()) return INVALID;`);
			break;
		case "includes":
			e.write(`if (!${r}.includes(${D(n.includes)})) return INVALID;`);
			break;
		case "starts_with": {
			let t = n.prefix;
			e.write(`if (${r}.slice(0, ${t.length}) !== ${D(t)}) return INVALID;`);
			break;
		}
		case "ends_with": {
			let t = n.suffix;
			e.write(`if (${r}.slice(-${t.length}) !== ${D(t)}) return INVALID;`);
			break;
		}
		default: throw new F(`string format ${c}`);
	}
	return r;
}
function ql(e, t, n, r, i = !0) {
	let a = n._zod.def, o = a.type;
	if (a.coerce) throw new F(`coercion (z.coerce.${o}())`);
	let s = i || !!a.checks?.length, c;
	switch (o) {
		case "string":
			c = Jl(e, t, n, r, s);
			break;
		case "number":
			c = Yl(e, n, r);
			break;
		case "boolean":
			c = Xl(e, r);
			break;
		case "bigint":
			c = Zl(e, n, r);
			break;
		case "symbol":
			c = Ql(e, r);
			break;
		case "undefined":
			c = $l(e, r);
			break;
		case "null":
			c = eu(e, r);
			break;
		case "any":
		case "unknown":
			c = r;
			break;
		case "never":
			e.write("return INVALID;"), c = r;
			break;
		case "void":
			c = tu(e, r);
			break;
		case "nan":
			c = nu(e, r);
			break;
		case "date":
			c = ru(e, r);
			break;
		case "object":
			c = iu(e, t, n, r, s);
			break;
		case "optional":
			c = au(e, t, n, r, s);
			break;
		case "nullable":
			c = fu(e, t, n, r, s);
			break;
		case "array":
			c = mu(e, t, n, r, s);
			break;
		case "literal":
			c = hu(e, t, n, r);
			break;
		case "enum":
			c = gu(e, t, n, r);
			break;
		case "readonly": {
			let i = _u(e, t, n, r), a = L(t);
			e.write(`const ${a} = Object.freeze(${i});`), c = a;
			break;
		}
		case "success":
			_u(e, t, n, r), c = "true";
			break;
		case "default":
		case "prefault":
			c = vu(e, t, n, r);
			break;
		case "nonoptional":
			c = yu(e, t, n, r);
			break;
		case "tuple":
			c = bu(e, t, n, r);
			break;
		case "union":
			c = Su(e, t, n, r);
			break;
		case "intersection":
			c = Tu(e, t, n, r);
			break;
		case "record":
			c = Eu(e, t, n, r);
			break;
		case "map":
			c = ku(e, t, n, r);
			break;
		case "set":
			c = Au(e, t, n, r);
			break;
		case "file":
			c = ju(e, r);
			break;
		case "template_literal":
			c = Mu(e, t, n, r);
			break;
		case "lazy":
			c = Nu(e, t, n, r);
			break;
		case "pipe":
			c = Pu(e, t, n, r);
			break;
		case "custom":
			c = Iu(e, t, n, r);
			break;
		case "transform":
			c = zu(e, t, n, r);
			break;
		case "catch":
			c = Ru(e, t, n, r);
			break;
		default: throw new F(`schema type ${o}`);
	}
	return c === null ? null : kl(e, t, n, c);
}
function Jl(e, t, n, r, i = !0) {
	e.write(`if (typeof ${r} !== "string") return INVALID;`);
	let a = n._zod.def;
	return a.format === void 0 ? r : Kl(e, t, a, r, i);
}
function Yl(e, t, n) {
	e.write(`if (typeof ${n} !== "number" || !Number.isFinite(${n})) return INVALID;`);
	let r = t._zod.def;
	return r.check === "number_format" && r.format && Il(e, { format: r.format }, n), n;
}
function Xl(e, t) {
	return e.write(`if (typeof ${t} !== "boolean") return INVALID;`), t;
}
function Zl(e, t, n) {
	e.write(`if (typeof ${n} !== "bigint") return INVALID;`);
	let r = t._zod.def;
	if (r.format) switch (r.format) {
		case "int64":
			e.write(`if (${n} < -9223372036854775808n || ${n} > 9223372036854775807n) return INVALID;`);
			break;
		case "uint64": e.write(`if (${n} < 0n || ${n} > 18446744073709551615n) return INVALID;`);
	}
	return n;
}
function Ql(e, t) {
	return e.write(`if (typeof ${t} !== "symbol") return INVALID;`), t;
}
function $l(e, t) {
	return e.write(`if (${t} !== undefined) return INVALID;`), t;
}
function eu(e, t) {
	return e.write(`if (${t} !== null) return INVALID;`), t;
}
function tu(e, t) {
	return e.write(`if (${t} !== undefined) return INVALID;`), t;
}
function nu(e, t) {
	return e.write(`if (typeof ${t} !== "number" || !Number.isNaN(${t})) return INVALID;`), t;
}
function ru(e, t) {
	return e.write(`if (!(${t} instanceof Date) || Number.isNaN(${t}.getTime())) return INVALID;`), t;
}
function iu(e, t, n, r, i = !0) {
	let a = n._zod.def;
	e.write(`if (typeof ${r} !== "object" || ${r} === null || Array.isArray(${r})) return INVALID;`);
	let o = a.shape, s = Object.keys(o), c = Object.getOwnPropertySymbols(o), l = c.length ? [...s, ...c] : s, u = (e) => typeof e == "symbol" ? I(t, e) : D(e), d = (e) => typeof e == "symbol" ? `[${u(e)}]` : D(e), f = o;
	if (s.includes("__proto__")) throw new F("object shape key \"__proto__\"");
	let p = /* @__PURE__ */ new Map();
	for (let n of l) {
		let a = f[n], o = u(n), s = L(t);
		if (e.write(`const ${s} = ${r}[${o}];`), a._zod.optin !== void 0) {
			let i = L(t);
			e.write(`let ${i} = (() => {`), e.indented((e) => {
				let n = El(e, t, a, s);
				e.write(`return ${n};`);
			}), e.write("})();"), a._zod.optout === "optional" ? (e.write(`if (${i} === INVALID) {`), e.indented((e) => {
				e.write(`if (${o} in ${r}) return INVALID;`), e.write(`${i} = undefined;`);
			}), e.write("}")) : e.write(`if (${i} === INVALID) return INVALID;`), p.set(n, i);
		} else {
			su(a) && e.write(`if (!(${o} in ${r})) return INVALID;`);
			let c = El(e, t, a, s, i);
			c !== null && p.set(n, c);
		}
	}
	let m = a.catchall, h = "none";
	if (m) {
		let t = m._zod.def.type;
		if (t === "never") {
			let t = s.map((e) => `k !== ${D(e)}`).join(" && ") || "true";
			e.write(`for (const k in ${r}) {`), e.indented((e) => {
				e.write(`if (${t}) return INVALID;`);
			}), e.write("}");
		} else h = (t === "unknown" || t === "any") && !m._zod.def.checks?.length ? "passthrough" : "schema";
	}
	let g = L(t), _ = l.some((e) => uu(f[e]) || lu(f[e]));
	if (!i) {
		if (h === "schema") {
			let n = s.length > 0 ? I(t, new Set(s)) : null;
			e.write(`for (const k in ${r}) {`), e.indented((e) => {
				e.write("if (k === \"__proto__\") continue;"), n && e.write(`if (${n}.has(k)) continue;`);
				let i = L(t);
				e.write(`const ${i} = ${r}[k];`), El(e, t, m, i, !1);
			}), e.write("}");
		}
		return null;
	}
	if (_) {
		e.write(`const ${g} = {};`);
		for (let t of l) {
			let n = u(t), i = p.get(t);
			lu(f[t]) ? e.write(`if (${n} in ${r}) ${g}[${n}] = ${i};`) : uu(f[t]) ? e.write(`if (${i} !== undefined || ${n} in ${r}) ${g}[${n}] = ${i};`) : e.write(`${g}[${n}] = ${i};`);
		}
	} else {
		let t = l.map((e) => `${d(e)}: ${p.get(e)}`).join(", ");
		e.write(`const ${g} = { ${t} };`);
	}
	if (h !== "none") {
		let n = s.length > 0 ? I(t, new Set(s)) : null;
		e.write(`for (const k in ${r}) {`), e.indented((e) => {
			if (e.write("if (k === \"__proto__\") continue;"), n && e.write(`if (${n}.has(k)) continue;`), h === "passthrough") e.write(`${g}[k] = ${r}[k];`);
			else {
				let n = L(t);
				e.write(`const ${n} = ${r}[k];`);
				let i = El(e, t, m, n);
				e.write(`${g}[k] = ${i};`);
			}
		}), e.write("}");
	}
	return g;
}
function au(e, t, n, r, i = !0) {
	let a = n._zod.def;
	if (ou(n)) return ql(e, t, a.innerType, r, i);
	if (a.innerType._zod.optin === "defaulted") {
		let n = L(t), i = L(t);
		return e.write(`let ${n};`), e.write(`if (${r} === undefined) {`), e.indented((e) => {
			e.write(`const ${i} = (() => {`), e.indented((e) => {
				let n = ql(e, t, a.innerType, r);
				e.write(`return ${n};`);
			}), e.write("})();"), e.write(`if (${i} !== INVALID) ${n} = ${i};`);
		}), e.write("} else {"), e.indented((e) => {
			let i = ql(e, t, a.innerType, r);
			e.write(`${n} = ${i};`);
		}), e.write("}"), n;
	}
	let o = i ? L(t) : null;
	return o && e.write(`let ${o};`), e.write(`if (${r} !== undefined) {`), e.indented((e) => {
		let n = ql(e, t, a.innerType, r, i);
		o && n !== null && e.write(`${o} = ${n};`);
	}), e.write("}"), o;
}
function ou(e) {
	return e._zod.traits?.has("$ZodExactOptional") === !0;
}
function su(e) {
	return e._zod.optin === void 0 && cu(e);
}
function cu(e) {
	if (e._zod.def.coerce) return !0;
	let t = e._zod.def;
	switch (t.type) {
		case "any":
		case "unknown":
		case "undefined":
		case "void":
		case "default":
		case "prefault":
		case "transform":
		case "custom":
		case "lazy": return !0;
		case "string":
		case "number":
		case "boolean":
		case "bigint":
		case "symbol":
		case "null":
		case "never":
		case "nan":
		case "date":
		case "object":
		case "array":
		case "tuple":
		case "record":
		case "map":
		case "set":
		case "file":
		case "template_literal": return !1;
		case "nonoptional": return t.innerType ? cu(t.innerType) : !1;
		case "literal": return !!t.values?.includes(void 0);
		case "enum": return !!e._zod.values?.has(void 0);
		case "optional":
		case "nullable":
		case "readonly":
		case "success": return !t.innerType || cu(t.innerType);
		case "catch": return !0;
		case "union": return !t.options || t.options.some(cu);
		case "intersection": return !t.left || !t.right || cu(t.left) && cu(t.right);
		case "pipe": return !t.in || cu(t.in);
		default: return !0;
	}
}
function lu(e) {
	return e._zod.optin === "optional" && e._zod.optout === "optional";
}
function uu(e) {
	return (e._zod.optin !== "defaulted" || e._zod.optout === "optional") && du(e);
}
function du(e) {
	let t = e._zod.def;
	switch (t.type) {
		case "string":
		case "number":
		case "boolean":
		case "bigint":
		case "symbol":
		case "null":
		case "nan":
		case "date":
		case "object":
		case "array":
		case "tuple":
		case "record":
		case "map":
		case "set":
		case "file":
		case "template_literal":
		case "never":
		case "success": return !1;
		case "literal": return !!t.values?.includes(void 0);
		case "enum": return !!e._zod.values?.has(void 0);
		case "optional": return !0;
		case "nullable":
		case "readonly":
		case "nonoptional": return !t.innerType || du(t.innerType);
		case "union": return !t.options || t.options.some(du);
		case "intersection": return !t.left || !t.right || du(t.left) || du(t.right);
		case "pipe": return !t.out || du(t.out);
		default: return !0;
	}
}
function fu(e, t, n, r, i = !0) {
	let a = n._zod.def, o = i ? L(t) : null;
	return o && e.write(`let ${o} = null;`), e.write(`if (${r} !== null) {`), e.indented((e) => {
		let n = ql(e, t, a.innerType, r, i);
		o && n !== null && e.write(`${o} = ${n};`);
	}), e.write("}"), o;
}
function pu(e, t, n) {
	for (let [r, i] of Ne(t._zod.def.checks)) e.write(`if (${n} > ${jl(r, i._zod.def.check)}) return INVALID;`);
}
function mu(e, t, n, r, i = !0) {
	let a = n._zod.def;
	e.write(`if (!Array.isArray(${r})) return INVALID;`), pu(e, n, `${r}.length`);
	let o = i ? L(t) : null, s = L(t), c = L(t);
	return o && e.write(`const ${o} = new Array(${r}.length);`), e.write(`for (let ${s} = 0; ${s} < ${r}.length; ${s}++) {`), e.indented((e) => {
		e.write(`const ${c} = ${r}[${s}];`);
		let n = El(e, t, a.element, c, i);
		o && n !== null && e.write(`${o}[${s}] = ${n};`);
	}), e.write("}"), o;
}
function hu(e, t, n, r) {
	let i = n._zod.def.values;
	if (i.length !== 1) {
		let n = I(t, new Set(i));
		return e.write(`if (!${n}.has(${r})) return INVALID;`), r;
	}
	let a = i[0];
	if (typeof a == "number" && Number.isNaN(a)) {
		let n = I(t, new Set(i));
		return e.write(`if (!${n}.has(${r})) return INVALID;`), r;
	}
	if (typeof a == "string") e.write(`if (${r} !== ${D(a)}) return INVALID;`);
	else if (typeof a == "number" || typeof a == "boolean") e.write(`if (${r} !== ${a}) return INVALID;`);
	else if (a === null) e.write(`if (${r} !== null) return INVALID;`);
	else if (a === void 0) e.write(`if (${r} !== undefined) return INVALID;`);
	else if (typeof a == "bigint") e.write(`if (${r} !== ${a}n) return INVALID;`);
	else throw new F(`literal type ${typeof a}`);
	return r;
}
function gu(e, t, n, r) {
	let i = n._zod.values;
	if (!i) throw new F("enum schema without enumerated values");
	let a = I(t, i);
	return e.write(`if (!${a}.has(${r})) return INVALID;`), r;
}
function _u(e, t, n, r) {
	let i = n._zod.def;
	return ql(e, t, i.innerType, r);
}
function vu(e, t, n, r) {
	let i = n._zod.def, a = Object.getOwnPropertyDescriptor(n._zod.def, "defaultValue") ? () => n._zod.def.defaultValue : void 0;
	if (n._zod.def.type === "prefault") {
		if (!a) return ql(e, t, i.innerType, r);
		let n = I(t, a), o = L(t);
		return e.write(`let ${o} = ${r};`), e.write(`if (${r} === undefined) ${o} = ${n}();`), ql(e, t, i.innerType, o);
	}
	let o = L(t);
	if (a) {
		let n = I(t, a), s = I(t, O);
		e.write(`let ${o};`), e.write(`if (${r} === undefined) {`), e.indented((e) => {
			e.write(`${o} = ${s}(${n}());`);
		}), e.write("} else {"), e.indented((e) => {
			let a = ql(e, t, i.innerType, r);
			e.write(`${o} = ${a} === undefined ? ${s}(${n}()) : ${a};`);
		}), e.write("}");
	} else e.write(`let ${o};`), e.write(`if (${r} !== undefined) {`), e.indented((e) => {
		let n = ql(e, t, i.innerType, r);
		e.write(`${o} = ${n};`);
	}), e.write("}");
	return o;
}
function yu(e, t, n, r) {
	let i = n._zod.def, a = ql(e, t, i.innerType, r), o = L(t);
	return e.write(`const ${o} = ${a};`), e.write(`if (${o} === undefined) return INVALID;`), o;
}
function bu(e, t, n, r) {
	let i = n._zod.def, a = i.items, o = i.rest;
	e.write(`if (!Array.isArray(${r})) return INVALID;`);
	let s = xu(a, "optin"), c = xu(a, "optout");
	o ? e.write(`if (${r}.length < ${s}) return INVALID;`) : e.write(`if (${r}.length < ${s} || ${r}.length > ${a.length}) return INVALID;`);
	let l = L(t);
	e.write(`const ${l} = [];`);
	for (let n = 0; n < a.length; n++) {
		let i = a[n];
		if (n >= c) e.write(`if (${l}.length === ${n}) {`), e.indented((e) => {
			e.write(`if (${n} < ${r}.length) {`), e.indented((e) => {
				let a = L(t);
				e.write(`const ${a} = ${r}[${n}];`);
				let o = El(e, t, i, a);
				e.write(`${l}[${n}] = ${o};`);
			}), e.write("} else {"), e.indented((e) => {
				if (lu(i)) {
					e.write(`${l}.length = ${n};`);
					return;
				}
				let r = L(t), a = L(t);
				e.write(`const ${r} = undefined;`), e.write(`const ${a} = (() => {`), e.indented((e) => {
					let n = El(e, t, i, r);
					e.write(`return ${n};`);
				}), e.write("})();"), e.write(`if (${a} === INVALID || ${a} === undefined) ${l}.length = ${n};`), e.write(`else ${l}[${n}] = ${a};`);
			}), e.write("}");
		}), e.write("}");
		else {
			let a = L(t);
			e.write(`const ${a} = ${r}[${n}];`);
			let o = El(e, t, i, a);
			e.write(`${l}[${n}] = ${o};`);
		}
	}
	if (o) {
		let n = L(t), i = L(t);
		e.write(`for (let ${n} = ${a.length}; ${n} < ${r}.length; ${n}++) {`), e.indented((e) => {
			e.write(`const ${i} = ${r}[${n}];`);
			let a = El(e, t, o, i);
			e.write(`${l}[${n}] = ${a};`);
		}), e.write("}");
	}
	return l;
}
function xu(e, t) {
	for (let n = e.length - 1; n >= 0; n--) if (!(t === "optin" ? e[n]._zod.optin !== void 0 : e[n]._zod.optout === "optional")) return n + 1;
	return 0;
}
function Su(e, t, n, r) {
	let i = n._zod.def, a = i.options;
	if (i.discriminator) return Cu(e, t, i, r);
	if (i.inclusive === !1) throw new F("exclusive unions (z.xor)");
	if (a.length === 0) return e.write("return INVALID;"), r;
	if (a.length === 1) return ql(e, t, a[0], r);
	if (a.every((e) => e._zod.def.type === "literal" && !e._zod.def.checks?.length)) {
		let n = I(t, new Set(a.flatMap((e) => e._zod.def.values)));
		return e.write(`if (!${n}.has(${r})) return INVALID;`), r;
	}
	let o = L(t);
	e.write(`let ${o};`);
	for (let n = 0; n < a.length; n++) {
		let i = a[n];
		n === 0 ? e.write(`${o} = (() => {`) : e.write(`if (${o} === INVALID) ${o} = (() => {`), e.indented((e) => {
			let n = ql(e, t, i, r);
			e.write(`return ${n};`);
		}), e.write("})();");
	}
	return e.write(`if (${o} === INVALID) return INVALID;`), o;
}
function Cu(e, t, n, r) {
	if (n.unionFallback) throw new F("discriminated union with unionFallback");
	if (n.options.length === 0) return e.write("return INVALID;"), r;
	let i = L(t), a = L(t);
	e.write(`const ${i} = ${r}?.[${D(n.discriminator)}];`), e.write(`let ${a};`);
	let o = !0, s = /* @__PURE__ */ new Set();
	for (let c of n.options) {
		let l = c._zod.propValues?.[n.discriminator];
		if (!l || l.size === 0) throw new F("discriminated union option without static discriminator values");
		for (let e of l) {
			if (s.has(e)) throw new F(`duplicate discriminator value ${String(e)}`);
			s.add(e);
		}
		let u = Array.from(l, (e) => wu(t, i, e)), d = o ? "if" : "else if";
		e.write(`${d} (${u.join(" || ")}) {`), e.indented((e) => {
			let n = ql(e, t, c, r);
			e.write(`${a} = ${n};`);
		}), e.write("}"), o = !1;
	}
	return e.write("else { return INVALID; }"), a;
}
function wu(e, t, n) {
	if (typeof n == "string") return `${t} === ${D(n)}`;
	if (typeof n == "number") return Number.isNaN(n) ? `Number.isNaN(${t})` : `${t} === ${n}`;
	if (typeof n == "boolean") return `${t} === ${n}`;
	if (n === null) return `${t} === null`;
	if (n === void 0) return `${t} === undefined`;
	if (typeof n == "bigint") return `${t} === ${n}n`;
	if (typeof n == "symbol") return `${t} === ${I(e, n)}`;
	throw new F(`literal discriminator value ${String(n)}`);
}
function Tu(e, t, n, r) {
	let i = n._zod.def;
	t.definite = !1;
	let a = El(e, t, i.left, r), o = El(e, t, i.right, r), s = I(t, Ma), c = L(t);
	return e.write(`const ${c} = ${s}(${a}, ${o});`), e.write(`if (!${c}.valid) return INVALID;`), `${c}.data`;
}
function Eu(e, t, n, r) {
	let i = n._zod.def, a = I(t, le);
	e.write(`if (!${a}(${r})) return INVALID;`);
	let o = L(t), s = L(t), c = L(t);
	e.write(`const ${o} = {};`);
	let l = i, u = l.partial ? void 0 : i.keyType._zod.values;
	if (u) {
		let n = [];
		for (let a of u) {
			if (typeof a != "string" && typeof a != "number" && typeof a != "symbol") throw new F(`record key value ${String(a)}`);
			let s = typeof a == "number" ? a.toString() : a;
			if (s === "__proto__") throw new F("record key \"__proto__\"");
			n.push(s);
			let c = I(t, a), l = ql(e, t, i.keyType, c), u = L(t);
			e.write(`const ${u} = ${r}[${Ou(t, s)}];`);
			let d = El(e, t, i.valueType, u);
			e.write(`${o}[${l}] = ${d};`);
		}
		let a = I(t, new Set(n));
		return e.write(`for (const ${s} in ${r}) {`), e.indented((e) => {
			e.write(`if (${a}.has(${s})) continue;`), l.mode === "loose" ? e.write(`if (${s} !== "__proto__") ${o}[${s}] = ${r}[${s}];`) : e.write("return INVALID;");
		}), e.write("}"), o;
	}
	let d = i.keyType._zod.def;
	if (d.type !== "string" || d.format !== void 0 || d.coerce || (d.checks?.length ?? 0) !== 0) {
		let n = i.mode === "loose", a = Cl(i.keyType);
		a.definite === !1 && (t.definite = !1);
		let c = I(t, a), l = I(t, nr), u = L(t);
		return Du(e, t, r, s, (e) => {
			e.write(`let ${u} = ${c}(${s});`), e.write(`if (${u} === INVALID && typeof ${s} === "string" && ${l}.test(${s})) ${u} = ${c}(Number(${s}));`), n ? e.write(`if (${u} === INVALID) { ${o}[${s}] = ${r}[${s}]; continue; }`) : e.write(`if (${u} === INVALID) return INVALID;`), e.write(`if (${u} === "__proto__") continue;`);
			let a = L(t);
			e.write(`const ${a} = ${r}[${s}];`);
			let d = El(e, t, i.valueType, a);
			e.write(`${o}[${u}] = ${d};`);
		}), o;
	}
	return Du(e, t, r, s, (e) => {
		e.write(`const ${c} = ${r}[${s}];`);
		let n = El(e, t, i.valueType, c);
		e.write(`${o}[${s}] = ${n};`);
	}, "return INVALID;"), o;
}
function Du(e, t, n, r, i, a) {
	let o = I(t, Object.prototype.propertyIsEnumerable), s = L(t), c = L(t), l = L(t);
	e.write(`const ${s} = Object.getOwnPropertySymbols(${n});`), e.write(`const ${c} = Object.getOwnPropertyNames(${n});`), e.write(`for (let ${l} = 0; ${l} < ${c}.length; ${l}++) {`), e.indented((e) => {
		e.write(`const ${r} = ${c}[${l}];`), e.write(`if (${r} === "__proto__" || !${o}.call(${n}, ${r})) continue;`), i(e);
	}), e.write("}"), e.write(`for (let ${l} = 0; ${l} < ${s}.length; ${l}++) {`), e.indented((e) => {
		e.write(`const ${r} = ${s}[${l}];`), e.write(`if (!${o}.call(${n}, ${r})) continue;`), a ? e.write(a) : i(e);
	}), e.write("}");
}
function Ou(e, t) {
	return typeof t == "string" ? D(t) : I(e, t);
}
function ku(e, t, n, r) {
	let i = n._zod.def;
	e.write(`if (!(${r} instanceof Map)) return INVALID;`), pu(e, n, `${r}.size`);
	let a = L(t), o = L(t), s = L(t);
	return e.write(`const ${a} = new Map();`), e.write(`for (const [${o}, ${s}] of ${r}) {`), e.indented((e) => {
		let n = ql(e, t, i.keyType, o), r = ql(e, t, i.valueType, s);
		e.write(`${a}.set(${n}, ${r});`);
	}), e.write("}"), a;
}
function Au(e, t, n, r) {
	let i = n._zod.def;
	e.write(`if (!(${r} instanceof Set)) return INVALID;`), pu(e, n, `${r}.size`);
	let a = L(t), o = L(t);
	return e.write(`const ${a} = new Set();`), e.write(`for (const ${o} of ${r}) {`), e.indented((e) => {
		let n = ql(e, t, i.valueType, o);
		e.write(`${a}.add(${n});`);
	}), e.write("}"), a;
}
function ju(e, t) {
	return e.write(`if (!(${t} instanceof File)) return INVALID;`), t;
}
function Mu(e, t, n, r) {
	e.write(`if (typeof ${r} !== "string") return INVALID;`);
	let i = n._zod.pattern;
	if (i) {
		let n = I(t, i);
		e.write(`${n}.lastIndex = 0;`), e.write(`if (!${n}.test(${r})) return INVALID;`);
	}
	return r;
}
function Nu(e, t, n, r) {
	let i = n._zod.def, a = wl(t, i.getter), o = I(t, { parser: null });
	e.write(`if (!${o}.parser) {`), e.indented((e) => {
		e.write(`const inner = ${a}();`), e.write(`${o}.parser = function(input) {`), e.indented((e) => {
			e.write("const result = inner._zod.run({ value: input, issues: [] }, {});"), e.write("return result.issues.length === 0 ? result.value : INVALID;");
		}), e.write("};");
	}), e.write("}");
	let s = L(t);
	return e.write(`const ${s} = ${o}.parser(${r});`), e.write(`if (${s} === INVALID) return INVALID;`), s;
}
function Pu(e, t, n, r) {
	let i = n._zod.def, a = ql(e, t, i.in, r);
	if (i.transform) {
		if (Fu(i.transform)) throw new vl("z.compile: async transforms in pipes are not supported");
		let n = i.transform, r = wl(t, (e) => {
			let t = {
				value: e,
				issues: [],
				addIssue: Ul
			}, r = n(e, t);
			return r instanceof Promise ? gl : t.issues.length === 0 ? r : gl;
		}), o = L(t);
		return e.write(`const ${o} = ${r}(${a});`), e.write(`if (${o} === INVALID) return INVALID;`), ql(e, t, i.out, o);
	}
	return ql(e, t, i.out, a);
}
function Fu(e) {
	return typeof e == "function" && (e.constructor.name === "AsyncFunction" || e[Symbol.toStringTag] === "AsyncFunction");
}
function Iu(e, t, n, r) {
	let i = n._zod.def;
	if (i.fn) {
		if (Fu(i.fn)) throw new vl("z.compile: async custom predicates are not supported");
		let n = wl(t, i.fn), a = I(t, Hl), o = L(t);
		e.write(`const ${o} = ${n}(${r});`), e.write(`if (${o} instanceof Promise) ${a}();`), e.write(`if (!${o}) return INVALID;`);
	} else throw new F("custom schema without a predicate function");
	return r;
}
function Lu(e, t, n) {
	let r = e._zod.run({
		value: n,
		issues: []
	}, {});
	if (r && typeof r.then == "function") return gl;
	let i = r;
	return i.issues.length === 0 ? i.value : t();
}
function Ru(e, t, n, r) {
	let i = n._zod.def;
	if (!i.catchValue["~constantCatch"]) throw new F("catch with a callback (only a constant catch value compiles)", !1);
	let a = L(t);
	e.write(`let ${a} = (() => {`), e.indented((e) => {
		let n = El(e, t, i.innerType, r);
		e.write(`return ${n};`);
	}), e.write("})();");
	let o = I(t, i.innerType), s = wl(t, i.catchValue), c = I(t, Lu);
	return e.write(`if (${a} === INVALID) {`), e.indented((e) => {
		e.write(`${a} = ${c}(${o}, ${s}, ${r});`), e.write(`if (${a} === INVALID) return INVALID;`);
	}), e.write("}"), a;
}
function zu(e, t, n, r) {
	let i = n._zod.def;
	if (i.transform) {
		if (Fu(i.transform)) throw new vl("z.compile: async transforms are not supported");
		let n = i.transform, a = wl(t, (e) => {
			let t = {
				value: e,
				issues: [],
				addIssue: Ul
			}, r = n(e, t);
			return r instanceof Promise ? gl : t.issues.length === 0 ? r : gl;
		}), o = L(t);
		return e.write(`const ${o} = ${a}(${r});`), e.write(`if (${o} === INVALID) return INVALID;`), o;
	}
	return r;
}
// node_modules/zod/v4/core/api.js
function Bu(e) {
	return e.checks &&= [...e.checks], e;
}
// @__NO_SIDE_EFFECTS__
function Vu(e, t) {
	return new e(Bu({
		type: "string",
		...k(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function Hu(e, t) {
	return new e(Bu({
		type: "string",
		coerce: !0,
		...k(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function Uu(e, t) {
	return new e({
		type: "string",
		format: "email",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Wu(e, t) {
	return new e({
		type: "string",
		format: "guid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Gu(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ku(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v4",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function qu(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v6",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ju(e, t) {
	return new e({
		type: "string",
		format: "uuid",
		check: "string_format",
		abort: !1,
		version: "v7",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Yu(e, t) {
	return new e({
		type: "string",
		format: "url",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Xu(e, t) {
	return new e({
		type: "string",
		format: "emoji",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Zu(e, t) {
	return new e({
		type: "string",
		format: "nanoid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Qu(e, t) {
	return new e({
		type: "string",
		format: "cuid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function $u(e, t) {
	return new e({
		type: "string",
		format: "cuid2",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ed(e, t) {
	return new e({
		type: "string",
		format: "ulid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function td(e, t) {
	return new e({
		type: "string",
		format: "xid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function nd(e, t) {
	return new e({
		type: "string",
		format: "ksuid",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function rd(e, t) {
	return new e({
		type: "string",
		format: "ipv4",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function id(e, t) {
	return new e({
		type: "string",
		format: "ipv6",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ad(e, t) {
	return new e({
		type: "string",
		format: "mac",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function od(e, t) {
	return new e({
		type: "string",
		format: "cidrv4",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function sd(e, t) {
	return new e({
		type: "string",
		format: "cidrv6",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function cd(e, t) {
	return new e({
		type: "string",
		format: "base64",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ld(e, t) {
	return new e({
		type: "string",
		format: "base64url",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ud(e, t) {
	return new e({
		type: "string",
		format: "e164",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function dd(e, t) {
	return new e({
		type: "string",
		format: "credit_card",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function fd(e, t) {
	return new e({
		type: "string",
		format: "iban",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function pd(e, t) {
	return new e({
		type: "string",
		format: "jwt",
		check: "string_format",
		abort: !1,
		...k(t)
	});
}
var md = {
	Any: null,
	Minute: -1,
	Second: 0,
	Millisecond: 3,
	Microsecond: 6
};
// @__NO_SIDE_EFFECTS__
function hd(e, t) {
	return new e({
		type: "string",
		format: "datetime",
		check: "string_format",
		offset: !1,
		local: !1,
		precision: null,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function gd(e, t) {
	return new e({
		type: "string",
		format: "date",
		check: "string_format",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function _d(e, t) {
	return new e({
		type: "string",
		format: "time",
		check: "string_format",
		precision: null,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function vd(e, t) {
	return new e({
		type: "string",
		format: "duration",
		check: "string_format",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function yd(e, t) {
	return new e(Bu({
		type: "number",
		checks: [],
		...k(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function bd(e, t) {
	return new e(Bu({
		type: "number",
		coerce: !0,
		checks: [],
		...k(t)
	}));
}
// @__NO_SIDE_EFFECTS__
function xd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "safeint",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Sd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "float32",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Cd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "float64",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function wd(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "int32",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Td(e, t) {
	return new e({
		type: "number",
		check: "number_format",
		abort: !1,
		format: "uint32",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ed(e, t) {
	return new e({
		type: "boolean",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Dd(e, t) {
	return new e({
		type: "boolean",
		coerce: !0,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Od(e, t) {
	return new e({
		type: "bigint",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function kd(e, t) {
	return new e({
		type: "bigint",
		coerce: !0,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Ad(e, t) {
	return new e({
		type: "bigint",
		check: "bigint_format",
		abort: !1,
		format: "int64",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function jd(e, t) {
	return new e({
		type: "bigint",
		check: "bigint_format",
		abort: !1,
		format: "uint64",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Md(e, t) {
	return new e({
		type: "symbol",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Nd(e, t) {
	return new e({
		type: "undefined",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Pd(e, t) {
	return new e({
		type: "null",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Fd(e) {
	return new e({ type: "any" });
}
// @__NO_SIDE_EFFECTS__
function Id(e) {
	return new e({ type: "unknown" });
}
// @__NO_SIDE_EFFECTS__
function Ld(e, t) {
	return new e({
		type: "never",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Rd(e, t) {
	return new e({
		type: "void",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function zd(e, t) {
	return new e({
		type: "date",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Bd(e, t) {
	return new e({
		type: "date",
		coerce: !0,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Vd(e, t) {
	return new e({
		type: "nan",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Hd(e, t) {
	return new Ar({
		check: "less_than",
		...k(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function Ud(e, t) {
	return new Ar({
		check: "less_than",
		...k(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function Wd(e, t) {
	return new jr({
		check: "greater_than",
		...k(t),
		value: e,
		inclusive: !1
	});
}
// @__NO_SIDE_EFFECTS__
function Gd(e, t) {
	return new jr({
		check: "greater_than",
		...k(t),
		value: e,
		inclusive: !0
	});
}
// @__NO_SIDE_EFFECTS__
function Kd(e) {
	return /* @__PURE__ */ Wd(0, e);
}
// @__NO_SIDE_EFFECTS__
function qd(e) {
	return /* @__PURE__ */ Hd(0, e);
}
// @__NO_SIDE_EFFECTS__
function Jd(e) {
	return /* @__PURE__ */ Ud(0, e);
}
// @__NO_SIDE_EFFECTS__
function Yd(e) {
	return /* @__PURE__ */ Gd(0, e);
}
// @__NO_SIDE_EFFECTS__
function Xd(e, t) {
	return new Mr({
		check: "multiple_of",
		...k(t),
		value: e
	});
}
// @__NO_SIDE_EFFECTS__
function Zd(e, t) {
	return new Fr({
		check: "max_size",
		...k(t),
		maximum: e
	});
}
// @__NO_SIDE_EFFECTS__
function Qd(e, t) {
	return new Ir({
		check: "min_size",
		...k(t),
		minimum: e
	});
}
// @__NO_SIDE_EFFECTS__
function $d(e, t) {
	return new Lr({
		check: "size_equals",
		...k(t),
		size: e
	});
}
// @__NO_SIDE_EFFECTS__
function ef(e, t) {
	return new Rr({
		check: "max_length",
		...k(t),
		maximum: e
	});
}
// @__NO_SIDE_EFFECTS__
function tf(e, t) {
	return new zr({
		check: "min_length",
		...k(t),
		minimum: e
	});
}
// @__NO_SIDE_EFFECTS__
function nf(e, t) {
	return new Br({
		check: "length_equals",
		...k(t),
		length: e
	});
}
// @__NO_SIDE_EFFECTS__
function rf(e, t) {
	return new Hr({
		check: "string_format",
		format: "regex",
		...k(t),
		pattern: e
	});
}
// @__NO_SIDE_EFFECTS__
function af(e) {
	return new Ur({
		check: "string_format",
		format: "lowercase",
		...k(e)
	});
}
// @__NO_SIDE_EFFECTS__
function of(e) {
	return new Wr({
		check: "string_format",
		format: "uppercase",
		...k(e)
	});
}
// @__NO_SIDE_EFFECTS__
function sf(e, t) {
	return new Gr({
		check: "string_format",
		format: "includes",
		...k(t),
		includes: e
	});
}
// @__NO_SIDE_EFFECTS__
function cf(e, t) {
	return new Kr({
		check: "string_format",
		format: "starts_with",
		...k(t),
		prefix: e
	});
}
// @__NO_SIDE_EFFECTS__
function lf(e, t) {
	return new qr({
		check: "string_format",
		format: "ends_with",
		...k(t),
		suffix: e
	});
}
// @__NO_SIDE_EFFECTS__
function uf(e, t, n) {
	return new Yr({
		check: "property",
		property: e,
		schema: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function df(e, t) {
	return new Xr({
		check: "properties",
		shape: e,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function ff(e, t) {
	return new Zr({
		check: "mime_type",
		mime: e,
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function pf(e) {
	return new Qr({
		check: "overwrite",
		tx: e
	});
}
// @__NO_SIDE_EFFECTS__
function mf(e) {
	return /* @__PURE__ */ pf((t) => t.normalize(e));
}
// @__NO_SIDE_EFFECTS__
function hf() {
	return /* @__PURE__ */ pf((e) => e.trim());
}
// @__NO_SIDE_EFFECTS__
function gf() {
	return /* @__PURE__ */ pf((e) => e.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _f() {
	return /* @__PURE__ */ pf((e) => e.toUpperCase());
}
// @__NO_SIDE_EFFECTS__
function vf() {
	return /* @__PURE__ */ pf((e) => ae(e));
}
// @__NO_SIDE_EFFECTS__
function yf(e, t, n) {
	return new e({
		type: "array",
		element: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function bf(e, t, n) {
	return new e({
		type: "union",
		options: t,
		...k(n)
	});
}
function xf(e, t, n) {
	return new e({
		type: "union",
		options: t,
		inclusive: !1,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Sf(e, t, n, r) {
	return new e({
		type: "union",
		options: n,
		discriminator: t,
		...k(r)
	});
}
// @__NO_SIDE_EFFECTS__
function Cf(e, t, n) {
	return new e({
		type: "intersection",
		left: t,
		right: n
	});
}
// @__NO_SIDE_EFFECTS__
function wf(e, t, n, r) {
	let i = n instanceof P;
	return new e({
		type: "tuple",
		items: t,
		rest: i ? n : null,
		...k(i ? r : n)
	});
}
// @__NO_SIDE_EFFECTS__
function Tf(e, t, n, r) {
	return new e({
		type: "record",
		keyType: t,
		valueType: n,
		...k(r)
	});
}
// @__NO_SIDE_EFFECTS__
function Ef(e, t, n, r) {
	return new e({
		type: "map",
		keyType: t,
		valueType: n,
		...k(r)
	});
}
// @__NO_SIDE_EFFECTS__
function Df(e, t, n) {
	return new e({
		type: "set",
		valueType: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Of(e, t, n) {
	return new e({
		type: "enum",
		entries: Array.isArray(t) ? Object.fromEntries(t.map((e) => [e, e])) : t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function kf(e, t, n) {
	return new e({
		type: "enum",
		entries: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Af(e, t, n) {
	return new e({
		type: "literal",
		values: Array.isArray(t) ? t : [t],
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function jf(e, t) {
	return new e({
		type: "file",
		...k(t)
	});
}
// @__NO_SIDE_EFFECTS__
function Mf(e, t) {
	return new e({
		type: "transform",
		transform: t
	});
}
// @__NO_SIDE_EFFECTS__
function Nf(e, t) {
	return new e({
		type: "optional",
		innerType: t
	});
}
// @__NO_SIDE_EFFECTS__
function Pf(e, t) {
	return new e({
		type: "nullable",
		innerType: t
	});
}
// @__NO_SIDE_EFFECTS__
function Ff(e, t, n) {
	return new e({
		type: "default",
		innerType: t,
		get defaultValue() {
			return typeof n == "function" ? n() : O(n);
		}
	});
}
// @__NO_SIDE_EFFECTS__
function If(e, t, n) {
	return new e({
		type: "nonoptional",
		innerType: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Lf(e, t) {
	return new e({
		type: "success",
		innerType: t
	});
}
// @__NO_SIDE_EFFECTS__
function Rf(e, t, n) {
	return new e({
		type: "catch",
		innerType: t,
		catchValue: typeof n == "function" ? n : ot(n)
	});
}
// @__NO_SIDE_EFFECTS__
function zf(e, t, n) {
	return new e({
		type: "pipe",
		in: t,
		out: n
	});
}
// @__NO_SIDE_EFFECTS__
function Bf(e, t) {
	return new e({
		type: "readonly",
		innerType: t
	});
}
// @__NO_SIDE_EFFECTS__
function Vf(e, t, n) {
	return new e({
		type: "template_literal",
		parts: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Hf(e, t) {
	return new e({
		type: "lazy",
		getter: t
	});
}
// @__NO_SIDE_EFFECTS__
function Uf(e, t) {
	return new e({
		type: "promise",
		innerType: t
	});
}
// @__NO_SIDE_EFFECTS__
function Wf(e, t, n) {
	let r = k(n);
	return r.abort ??= !0, new e({
		type: "custom",
		check: "custom",
		fn: t,
		...r
	});
}
// @__NO_SIDE_EFFECTS__
function Gf(e, t, n) {
	return new e({
		type: "custom",
		check: "custom",
		fn: t,
		...k(n)
	});
}
// @__NO_SIDE_EFFECTS__
function Kf(e, t) {
	let n = /* @__PURE__ */ qf((t) => (t.addIssue = (e) => {
		if (typeof e == "string") t.issues.push(Be(e, t.value, n._zod.def));
		else {
			let r = e;
			r.fatal && (r.continue = !1), r.code ??= "custom", "input" in r || (r.input = t.value), r.inst ??= n, r.continue ??= !n._zod.def.abort, t.issues.push(Be(r));
		}
	}, e(t.value, t)), t);
	return n;
}
// @__NO_SIDE_EFFECTS__
function qf(e, t) {
	let n = new Er({
		check: "custom",
		...k(t)
	});
	return n._zod.check = e, n;
}
// @__NO_SIDE_EFFECTS__
function Jf(e) {
	let t = new Er({ check: "describe" });
	return t._zod.onattach = [(t) => {
		let n = hl.get(t) ?? {};
		hl.add(t, {
			...n,
			description: e
		});
	}], t._zod.check = () => {}, t;
}
// @__NO_SIDE_EFFECTS__
function Yf(e) {
	let t = new Er({ check: "meta" });
	return t._zod.onattach = [(t) => {
		let n = hl.get(t) ?? {};
		hl.add(t, {
			...n,
			...e
		});
	}], t._zod.check = () => {}, t;
}
// @__NO_SIDE_EFFECTS__
function Xf(e, t) {
	let n = k(t), r = n.truthy ?? [
		"true",
		"1",
		"yes",
		"on",
		"y",
		"enabled"
	], i = n.falsy ?? [
		"false",
		"0",
		"no",
		"off",
		"n",
		"disabled"
	];
	n.case !== "sensitive" && (r = r.map((e) => typeof e == "string" ? e.toLowerCase() : e), i = i.map((e) => typeof e == "string" ? e.toLowerCase() : e));
	let a = new Set(r), o = new Set(i), s = e.Codec ?? co, c = e.Boolean ?? ta, l = new s({
		type: "pipe",
		in: new (e.String ?? ii)({
			type: "string",
			error: n.error
		}),
		out: new c({
			type: "boolean",
			error: n.error
		}),
		transform: ((e, t) => {
			let r = e;
			return n.case !== "sensitive" && (r = r.toLowerCase()), a.has(r) ? !0 : !o.has(r) && (t.issues.push({
				code: "invalid_value",
				expected: "stringbool",
				values: [...a, ...o],
				input: t.value,
				inst: l,
				continue: !1
			}), {});
		}),
		reverseTransform: ((e, t) => e === !0 ? r[0] || "true" : i[0] || "false"),
		error: n.error
	});
	return l._zod.bag.truthy = r, l._zod.bag.falsy = i, l._zod.bag.case = n.case ?? "insensitive", l;
}
// @__NO_SIDE_EFFECTS__
function Zf(e, t, n, r = {}) {
	let i = k(r), a = {
		check: "string_format",
		type: "string",
		format: t,
		fn: typeof n == "function" ? n : (e) => n.test(e),
		...i
	};
	return n instanceof RegExp && (a.pattern = n), new e(a);
}
// node_modules/zod/v4/core/to-json-schema.js
function Qf(e, ...t) {
	for (let n of t) for (let t of Reflect.ownKeys(n)) Object.prototype.propertyIsEnumerable.call(n, t) && b(e, t, n[t]);
	return e;
}
function $f(e) {
	let t = e?.target ?? "draft-2020-12";
	return t === "draft-4" && (t = "draft-04"), t === "draft-7" && (t = "draft-07"), {
		processors: e.processors ?? {},
		metadataRegistry: e?.metadata ?? hl,
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
function ep(e, t, n, r, i) {
	let a = typeof t.unrepresentable == "function" ? t.unrepresentable({
		zodSchema: e,
		path: r.path,
		message: i
	}) : t.unrepresentable;
	if (a === "any") return !1;
	if (a === void 0 || a === "throw") throw Error(i);
	return Object.assign(n, a), !0;
}
function tp(e, t, n = {
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
		a && (o.ref ||= a, tp(a, t, r), t.seen.get(a).isParent = !0);
	}
	let c = t.metadataRegistry.get(e);
	return c && Qf(o.schema, c), t.io === "input" && dp(e) && (delete o.schema.examples, delete o.schema.default), t.io === "input" && "_prefault" in o.schema && ((r = o.schema).default ?? (r.default = o.schema._prefault)), delete o.schema._prefault, t.seen.get(e).schema;
}
function np(e) {
	return e.replace(/~/g, "~0").replace(/\//g, "~1");
}
function rp(e, t) {
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
				ref: `${i("__shared")}#/${r}/${np(a)}`
			};
		}
		let i = `#/${r}/`;
		if (t[1] === n && !t[1].schema.id) return { ref: "#" };
		let a = t[1].schema.id ?? `__schema${e.counter++}`;
		return {
			defId: a,
			ref: i + np(a)
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
function ip(e) {
	let t = e.anyOf;
	if (!Array.isArray(t) || t.length === 0 || e.type !== void 0) return;
	let n = [];
	for (let e of t) {
		if (!e || typeof e != "object") return;
		ip(e);
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
var ap = /* @__PURE__ */ new Set([
	"type",
	"properties",
	"required",
	"additionalProperties"
]), op = ["oneOf", "anyOf"];
function sp(e) {
	let t = e.additionalProperties;
	return t === void 0 || t === !1 || typeof t != "object" || !t ? null : Object.keys(t).length ? t : null;
}
function cp(e) {
	let t = [];
	for (let n of e) {
		if (typeof n != "object" || n.type !== "object") return null;
		for (let e in n) if (!ap.has(e)) return null;
		t.push(n);
	}
	let n = {}, r = /* @__PURE__ */ new Set();
	for (let e of t) {
		for (let r in e.properties) {
			if (Object.prototype.hasOwnProperty.call(n, r)) continue;
			let e = [];
			for (let n of t) {
				let t = n.properties?.[r] ?? sp(n);
				t != null && (e.some((e) => JSON.stringify(e) === JSON.stringify(t)) || e.push(t));
			}
			b(n, r, e.length === 1 ? e[0] : cp(e) ?? { allOf: e });
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
			let t = sp(n);
			t && !e.some((e) => JSON.stringify(e) === JSON.stringify(t)) && e.push(t);
		}
		e.length === 1 ? i.additionalProperties = e[0] : e.length > 1 && (i.additionalProperties = { allOf: e });
	}
	return i;
}
function lp(e) {
	let t = e.allOf;
	if (!Array.isArray(t) || t.length < 2) return;
	for (let t of ap) if (t in e) return;
	let n = t.filter((e) => op.some((t) => Array.isArray(e[t]))), r = null;
	if (!n.length) r = cp(t);
	else {
		let e = n[0], i = op.find((t) => Array.isArray(e[t]));
		if (Object.keys(e).length !== 1) return;
		let a = t.filter((t) => t !== e), o = e[i].map((e) => cp([...a, e]));
		if (o.some((e) => !e)) return;
		r = { [i]: o };
	}
	r && (delete e.allOf, Qf(e, r));
}
function up(e, t) {
	let n = e.seen.get(t);
	if (!n) throw Error("Unprocessed schema. This is a bug in Zod.");
	let r = (t) => {
		let n = e.seen.get(t);
		if (n.ref === null) return;
		let i = n.def ?? n.schema, a = { ...i }, o = n.ref;
		if (n.ref = null, o) {
			r(o);
			let n = e.seen.get(o), s = n.schema;
			if (s.$ref && (e.target === "draft-07" || e.target === "draft-04" || e.target === "openapi-3.0") ? (i.allOf = i.allOf ?? [], i.allOf.push(s)) : Qf(i, s), Qf(i, a), t._zod.parent === o) for (let e in i) e !== "$ref" && e !== "allOf" && (e in a || delete i[e]);
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
		if (e.target !== "openapi-3.0") for (let t of e.seen.entries()) ip(t[1].def ?? t[1].schema);
		for (let t of e.deferred) t();
		if (e.intersections.length) {
			let t = /* @__PURE__ */ new Map();
			for (let n of e.seen.values()) for (let e of [n.schema, n.def]) {
				let n = e?.allOf;
				if (!Array.isArray(n)) continue;
				let r = t.get(n);
				r ? r.push(e) : t.set(n, [e]);
			}
			for (let n of e.intersections) for (let e of t.get(n) ?? []) lp(e);
		}
	}
	let i = {};
	if (e.target === "draft-2020-12" ? i.$schema = "https://json-schema.org/draft/2020-12/schema" : e.target === "draft-07" ? i.$schema = "http://json-schema.org/draft-07/schema#" : e.target === "draft-04" ? i.$schema = "http://json-schema.org/draft-04/schema#" : e.target, e.external?.uri) {
		let n = e.external.registry.get(t)?.id;
		if (!n) throw Error("Schema is missing an `id` property");
		i.$id = e.external.uri(n);
	}
	Qf(i, n.defId ? n.schema : n.def ?? n.schema);
	let a = e.metadataRegistry.get(t)?.id;
	a !== void 0 && i.id === a && delete i.id;
	let o = e.external?.defs ?? {};
	if (!e.external || e.sharedEmitDoneFor !== e.external) for (let t of e.seen.entries()) {
		let e = t[1];
		e.def && e.defId && (e.def.id === e.defId && delete e.def.id, b(o, e.defId, e.def));
	}
	e.external && (e.sharedEmitDoneFor = e.external), e.external || Object.keys(o).length > 0 && (e.target === "draft-2020-12" ? i.$defs = o : i.definitions = o);
	try {
		let n = JSON.parse(JSON.stringify(i));
		return Object.defineProperty(n, "~standard", {
			value: {
				...t["~standard"],
				jsonSchema: {
					input: pp(t, "input", e.processors),
					output: pp(t, "output", e.processors)
				}
			},
			enumerable: !1,
			writable: !1
		}), n;
	} catch {
		throw Error("Error converting schema to JSON.");
	}
}
function dp(e, t) {
	let n = t ?? { seen: /* @__PURE__ */ new Set() };
	if (n.seen.has(e)) return !1;
	n.seen.add(e);
	let r = e._zod.def;
	if (r.type === "transform") return !0;
	if (r.type === "array") return dp(r.element, n);
	if (r.type === "set") return dp(r.valueType, n);
	if (r.type === "lazy") return dp(r.getter(), n);
	if (r.type === "promise" || r.type === "optional" || r.type === "nonoptional" || r.type === "nullable" || r.type === "readonly" || r.type === "default" || r.type === "prefault" || r.type === "catch") return dp(r.innerType, n);
	if (r.type === "intersection") return dp(r.left, n) || dp(r.right, n);
	if (r.type === "record" || r.type === "map") return dp(r.keyType, n) || dp(r.valueType, n);
	if (r.type === "pipe") return e._zod.traits.has("$ZodCodec") ? !0 : dp(r.in, n) || dp(r.out, n);
	if (r.type === "object") {
		for (let e in r.shape) if (dp(r.shape[e], n)) return !0;
		return !1;
	}
	if (r.type === "union") {
		for (let e of r.options) if (dp(e, n)) return !0;
		return !1;
	}
	if (r.type === "tuple") {
		for (let e of r.items) if (dp(e, n)) return !0;
		return !!(r.rest && dp(r.rest, n));
	}
	return !1;
}
var fp = (e, t = {}) => (n) => {
	let r = $f({
		...n,
		processors: t
	});
	return tp(e, r), rp(r, e), up(r, e);
}, pp = (e, t, n = {}) => (r) => {
	let { libraryOptions: i, target: a } = r ?? {}, o = $f({
		...i ?? {},
		target: a,
		io: t,
		processors: n
	});
	return tp(e, o), rp(o, e), up(o, e);
}, mp = (e, t, n) => {
	(e[t] === void 0 || n > e[t]) && (e[t] = n);
}, hp = (e, t, n) => {
	(e[t] === void 0 || n < e[t]) && (e[t] = n);
}, gp = (e, t) => {
	mp(e, "minimum", t), hp(e, "maximum", t);
}, _p = (e, t) => {
	e.multipleOf ??= [], e.multipleOf.includes(t) || e.multipleOf.push(t);
}, vp = (e, t) => {
	e.patterns ??= /* @__PURE__ */ new Set(), e.patterns.add(t);
}, yp = (e, t) => {
	e.mime = e.mime ? e.mime.filter((e) => t.includes(e)) : [...t];
}, bp = (e, t) => {
	e.format = t, t.includes("int") && (e.isInt = !0);
}, xp = (e, t) => mp(e, "minimum", t.minimum), Sp = (e, t) => hp(e, "maximum", t.maximum), Cp = (e) => (t, n) => {
	bp(t, n.format);
	let [r, i] = e[n.format];
	mp(t, "minimum", r), hp(t, "maximum", i);
}, wp = {
	greater_than: (e, t) => mp(e, t.inclusive ? "minimum" : "exclusiveMinimum", t.value),
	less_than: (e, t) => hp(e, t.inclusive ? "maximum" : "exclusiveMaximum", t.value),
	multiple_of: (e, t) => _p(e, t.value),
	number_format: Cp(ve),
	bigint_format: Cp(ye),
	min_length: xp,
	max_length: Sp,
	length_equals: (e, t) => gp(e, t.length),
	min_size: xp,
	max_size: Sp,
	size_equals: (e, t) => gp(e, t.size),
	string_format: (e, t) => {
		bp(e, t.format), t.pattern && vp(e, t.pattern), (t.format === "base64" || t.format === "base64url") && (e.contentEncoding = t.format), (t.local || t.precision === -1) && (e.laxFormat = !0);
	},
	mime_type: (e, t) => yp(e, t.mime)
};
function Tp(e) {
	let t = {}, n = e._zod.def, r = e._zod.traits.has("$ZodCheck") ? [e, ...n.checks ?? []] : n.checks ?? [];
	for (let e of r) wp[e._zod.def.check]?.(t, e._zod.def);
	let i = e._zod.bag;
	i.minimum !== void 0 && mp(t, "minimum", i.minimum), i.exclusiveMinimum !== void 0 && mp(t, "exclusiveMinimum", i.exclusiveMinimum), i.maximum !== void 0 && hp(t, "maximum", i.maximum), i.exclusiveMaximum !== void 0 && hp(t, "exclusiveMaximum", i.exclusiveMaximum), i.multipleOf !== void 0 && _p(t, i.multipleOf), i.format !== void 0 && (t.format ??= i.format, i.format.includes("int") && (t.isInt = !0)), i.mime && yp(t, i.mime);
	for (let e of i.patterns ?? []) vp(t, e);
	return t;
}
var Ep = {
	guid: "uuid",
	url: "uri",
	datetime: "date-time",
	json_string: "json-string",
	regex: ""
}, Dp = /* @__PURE__ */ new Map([[Li, Ln], [zi, Rn]]), Op = (e) => Dp.get(e) ?? e, kp = (e, t, n, r) => {
	let i = n;
	i.type = "string";
	let { minimum: a, maximum: o, format: s, patterns: c, contentEncoding: l, laxFormat: u } = Tp(e);
	if (typeof a == "number" && (i.minLength = a), typeof o == "number" && (i.maxLength = o), s && (i.format = Ep[s] ?? s, i.format === "" && delete i.format, (s === "time" || u) && delete i.format), l && (i.contentEncoding = l), c && c.size > 0) {
		let e = [...c].map(Op);
		e.length === 1 ? i.pattern = e[0].source : e.length > 1 && (i.allOf = [...e.map((e) => ({
			...t.target === "draft-07" || t.target === "draft-04" || t.target === "openapi-3.0" ? { type: "string" } : {},
			pattern: e.source
		}))]);
	}
}, Ap = (e, t, n, r) => {
	let i = n, { minimum: a, maximum: o, multipleOf: s, exclusiveMaximum: c, exclusiveMinimum: l, isInt: u } = Tp(e);
	i.type = u ? "integer" : "number";
	let d = typeof l == "number" && l >= (a ?? -Infinity), f = typeof c == "number" && c <= (o ?? Infinity), p = t.target === "draft-04" || t.target === "openapi-3.0";
	if (d ? p ? (i.minimum = l, i.exclusiveMinimum = !0) : i.exclusiveMinimum = l : typeof a == "number" && (i.minimum = a), f ? p ? (i.maximum = c, i.exclusiveMaximum = !0) : i.exclusiveMaximum = c : typeof o == "number" && (i.maximum = o), s) {
		let n = /* @__PURE__ */ new Set();
		for (let a of s) Number.isFinite(a) && a !== 0 ? n.add(Math.abs(a)) : ep(e, t, i, r, `A multipleOf divisor of ${a} cannot be represented in JSON Schema`);
		let [a, ...o] = n;
		a !== void 0 && (i.multipleOf = a), o.length && (i.allOf = [...i.allOf ?? [], ...o.map((e) => ({ multipleOf: e }))]);
	}
}, jp = (e, t, n, r) => {
	n.type = "boolean";
}, Mp = (e, t, n, r) => {
	ep(e, t, n, r, "BigInt cannot be represented in JSON Schema");
}, Np = (e, t, n, r) => {
	ep(e, t, n, r, "Symbols cannot be represented in JSON Schema");
}, Pp = (e, t, n, r) => {
	t.target === "openapi-3.0" ? (n.type = "string", n.nullable = !0, n.enum = [null]) : n.type = "null";
}, Fp = (e, t, n, r) => {
	ep(e, t, n, r, "Undefined cannot be represented in JSON Schema");
}, Ip = (e, t, n, r) => {
	ep(e, t, n, r, "Void cannot be represented in JSON Schema");
}, Lp = (e, t, n, r) => {
	n.not = {};
}, Rp = (e, t, n, r) => {}, zp = (e, t, n, r) => {}, Bp = (e, t, n, r) => {
	ep(e, t, n, r, "Date cannot be represented in JSON Schema");
}, Vp = (e, t, n, r) => {
	let i = e._zod.def, a = l(i.entries);
	a.length === 0 ? n.not = {} : (a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), n.enum = a);
}, Hp = (e, t, n, r) => {
	let i = e._zod.def;
	if (i.values.length === 0) {
		n.not = {};
		return;
	}
	let a = [];
	for (let o of i.values) if (o === void 0) {
		if (ep(e, t, n, r, "Literal `undefined` cannot be represented in JSON Schema")) return;
	} else if (typeof o == "bigint") {
		if (ep(e, t, n, r, "BigInt literals cannot be represented in JSON Schema")) return;
		a.push(Number(o));
	} else a.push(o);
	if (a.length !== 0) {
		if (a.length === 1) {
			let e = a[0];
			n.type = e === null ? "null" : typeof e, t.target === "draft-04" || t.target === "openapi-3.0" ? n.enum = [e] : n.const = e;
		} else a.every((e) => typeof e == "number") && (n.type = "number"), a.every((e) => typeof e == "string") && (n.type = "string"), a.every((e) => typeof e == "boolean") && (n.type = "boolean"), a.every((e) => e === null) && (n.type = "null"), n.enum = a;
	}
}, Up = (e, t, n, r) => {
	ep(e, t, n, r, "NaN cannot be represented in JSON Schema");
}, Wp = (e, t, n, r) => {
	let i = n, a = e._zod.pattern;
	if (!a) throw Error("Pattern not found in template literal");
	i.type = "string", i.pattern = a.source;
}, Gp = (e, t, n, r) => {
	let i = n;
	i.type = "string", i.format = "binary", i.contentEncoding = "binary";
	let { minimum: a, maximum: o, mime: s } = Tp(e);
	a !== void 0 && (i.minLength = a), o !== void 0 && (i.maxLength = o), s && (s.length === 0 ? i.not = {} : s.length === 1 ? i.contentMediaType = s[0] : i.anyOf = s.map((e) => ({ contentMediaType: e })));
}, Kp = (e, t, n, r) => {
	n.type = "boolean";
}, qp = (e, t, n, r) => {
	ep(e, t, n, r, "Custom types cannot be represented in JSON Schema");
}, Jp = (e, t, n, r) => {
	ep(e, t, n, r, "Function types cannot be represented in JSON Schema");
}, Yp = (e, t, n, r) => {
	ep(e, t, n, r, "Transforms cannot be represented in JSON Schema");
}, Xp = (e, t, n, r) => {
	ep(e, t, n, r, "Map cannot be represented in JSON Schema");
}, Zp = (e, t, n, r) => {
	ep(e, t, n, r, "Set cannot be represented in JSON Schema");
}, Qp = (e, t, n, r) => {
	let i = n, a = e._zod.def, { minimum: o, maximum: s } = Tp(e);
	typeof o == "number" && (i.minItems = o), typeof s == "number" && (i.maxItems = s), i.type = "array", i.items = tp(a.element, t, {
		...r,
		path: [...r.path, "items"]
	});
};
function $p(e) {
	let t = e._zod.def;
	return t.type === "pipe" && t.in._zod.traits.has("$ZodTransform") ? $p(t.out) : t.type === "catch" ? $p(t.innerType) : e._zod.optin;
}
var em = (e, t, n, r) => {
	let i = n, a = e._zod.def, o = a.shape;
	if (Object.getOwnPropertySymbols(o).length && ep(e, t, i, r, "Symbol keys cannot be represented in JSON Schema")) return;
	i.type = "object", i.properties = {};
	for (let e in o) b(i.properties, e, tp(o[e], t, {
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
		(t.io === "input" ? $p(n) === void 0 : n._zod.optout === void 0) && s.push(e);
	}
	s.length > 0 && (i.required = s), a.catchall?._zod.def.type === "never" ? i.additionalProperties = !1 : a.catchall ? a.catchall && (i.additionalProperties = tp(a.catchall, t, {
		...r,
		path: [...r.path, "additionalProperties"]
	})) : t.io === "output" && (i.additionalProperties = !1);
}, tm = (e, t, n, r) => {
	let i = e._zod.def, a = i.inclusive === !1, o = i.options.map((e, n) => tp(e, t, {
		...r,
		path: [
			...r.path,
			a ? "oneOf" : "anyOf",
			n
		]
	}));
	a ? n.oneOf = o : n.anyOf = o;
}, nm = (e, t, n, r) => {
	let i = e._zod.def, a = tp(i.left, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			0
		]
	}), o = tp(i.right, t, {
		...r,
		path: [
			...r.path,
			"allOf",
			1
		]
	}), s = (e) => "allOf" in e && Object.keys(e).length === 1, c = [...s(a) ? a.allOf : [a], ...s(o) ? o.allOf : [o]];
	n.allOf = c, t.intersections.push(c);
}, rm = (e, t, n, r) => {
	let i = n, a = e._zod.def;
	i.type = "array";
	let o = t.target === "draft-2020-12" ? "prefixItems" : "items", s = t.target === "draft-2020-12" || t.target === "openapi-3.0" ? "items" : "additionalItems", c = a.items.map((e, n) => tp(e, t, {
		...r,
		path: [
			...r.path,
			o,
			n
		]
	})), l = a.rest ? tp(a.rest, t, {
		...r,
		path: [
			...r.path,
			s,
			...t.target === "openapi-3.0" ? [a.items.length] : []
		]
	}) : null, u = a.items.length;
	for (; u > 0;) {
		let e = a.items[u - 1];
		if (!(t.io === "input" ? $p(e) !== void 0 : e._zod.optout === "optional")) break;
		u--;
	}
	let d = a.items.length, f = !a.rest;
	t.target === "draft-2020-12" ? (i.prefixItems = c, f ? i.items = !1 : l && (i.items = l), u > 0 && (i.minItems = u), f && (i.maxItems = d)) : t.target === "openapi-3.0" ? (i.items = { anyOf: c }, l && i.items.anyOf.push(l), u > 0 && (i.minItems = u), f && (i.maxItems = d)) : (i.items = c, f ? i.additionalItems = !1 : l && (i.additionalItems = l), u > 0 && (i.minItems = u), f && (i.maxItems = d));
	let { minimum: p, maximum: m } = Tp(e);
	typeof p == "number" && (i.minItems = p), typeof m == "number" && (i.maxItems = m);
};
function im(e, t, n) {
	if (t.$ref) {
		if (n.has(t)) return t;
		n.add(t);
		let r = e.get(t)?.def;
		if (!r) return t;
		let i = im(e, r, n);
		return i === r ? t : i;
	}
	for (let r of ["anyOf", "oneOf"]) {
		let i = t[r];
		if (!Array.isArray(i)) continue;
		let a = i.map((t) => im(e, t, n));
		a.some((e, t) => e !== i[t]) && (t = {
			...t,
			[r]: a
		});
	}
	let r = Array.isArray(t.type) ? t.type : [t.type], i = !r.includes("string") && r.some((e) => e === "number" || e === "integer"), a = t.enum ?? (t.const === void 0 ? void 0 : [t.const]);
	if (!i && !a?.some((e) => typeof e == "number")) return t;
	let { minimum: o, maximum: s, exclusiveMinimum: c, exclusiveMaximum: l, multipleOf: u, format: d, id: f, ...p } = t;
	return p.enum ? p.enum = p.enum.map((e) => typeof e == "number" ? String(e) : e) : typeof p.const == "number" && (p.const = String(p.const)), i && (p.type = "string", a || (p.pattern = (r.includes("number") ? nr : tr).source)), p;
}
var am = /* @__PURE__ */ new WeakMap();
function om(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e.seen.values()) n.def && !t.has(n.schema) && t.set(n.schema, n);
	let n = /* @__PURE__ */ new Map();
	for (let r of am.get(e) ?? []) {
		let i = e.seen.get(r), a = (i?.def ?? i?.schema)?.propertyNames;
		if (!a || a === !0 || n.has(a)) continue;
		let o = im(t, a, /* @__PURE__ */ new Set());
		o !== a && n.set(a, o);
	}
	if (n.size) for (let t of e.seen.values()) for (let e of [t.schema, t.def]) {
		let t = e && n.get(e.propertyNames);
		t && (e.propertyNames = t);
	}
}
var sm = (e, t, n, r) => {
	let i = n, a = e._zod.def;
	i.type = "object";
	let o = a.keyType, s = Tp(o).patterns;
	if (a.mode === "loose" && s && s.size > 0) {
		let e = tp(a.valueType, t, {
			...r,
			path: [
				...r.path,
				"patternProperties",
				"*"
			]
		});
		i.patternProperties = {};
		for (let t of s) b(i.patternProperties, Op(t).source, e);
	} else {
		if (t.target === "draft-07" || t.target === "draft-2020-12") {
			i.propertyNames = tp(a.keyType, t, {
				...r,
				path: [...r.path, "propertyNames"]
			});
			let n = am.get(t);
			n || (n = [], am.set(t, n), t.deferred.push(() => om(t))), n.push(e);
		}
		i.additionalProperties = tp(a.valueType, t, {
			...r,
			path: [...r.path, "additionalProperties"]
		});
	}
	let c = o._zod.values, l = t.io === "input" && $p(a.valueType) !== void 0;
	if (c && !a.partial && !l) {
		let e = [...c].filter((e) => typeof e == "string" || typeof e == "number");
		e.length > 0 && (i.required = e.map(String));
	}
}, cm = (e, t, n, r) => {
	let i = e._zod.def, a = tp(i.innerType, t, r), o = t.seen.get(e);
	t.target === "openapi-3.0" ? (o.ref = i.innerType, n.nullable = !0) : n.anyOf = [a, { type: "null" }];
}, lm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, um = Symbol();
function dm(e, t, n, r, i) {
	let a = !1, o = JSON.stringify(e, (e, t) => typeof t == "bigint" ? (a = !0, null) : t);
	return a ? (ep(t, n, r, i, "BigInt defaults cannot be represented in JSON Schema"), um) : JSON.parse(o);
}
var fm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o = dm(i.defaultValue, e, t, n, r);
	o !== um && (n.default = o);
}, pm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	if (a.ref = i.innerType, t.io !== "input") return;
	let o = dm(i.defaultValue, e, t, n, r);
	o !== um && (n._prefault = o);
}, mm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
	let o;
	try {
		o = i.catchValue(void 0);
	} catch {
		ep(e, t, n, r, "Dynamic catch values are not supported in JSON Schema");
		return;
	}
	n.default = o;
}, hm = (e, t, n, r) => {
	let i = e._zod.def, a = i.in._zod.traits.has("$ZodTransform"), o = t.io === "input" ? a ? i.out : i.in : i.out;
	tp(o, t, r);
	let s = t.seen.get(e);
	s.ref = o;
}, gm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType, n.readOnly = !0;
}, _m = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, vm = (e, t, n, r) => {
	let i = e._zod.def;
	tp(i.innerType, t, r);
	let a = t.seen.get(e);
	a.ref = i.innerType;
}, ym = (e, t, n, r) => {
	let i = e._zod.innerType;
	tp(i, t, r);
	let a = t.seen.get(e);
	a.ref = i;
}, bm = {
	string: kp,
	number: Ap,
	boolean: jp,
	bigint: Mp,
	symbol: Np,
	null: Pp,
	undefined: Fp,
	void: Ip,
	never: Lp,
	any: Rp,
	unknown: zp,
	date: Bp,
	enum: Vp,
	literal: Hp,
	nan: Up,
	template_literal: Wp,
	file: Gp,
	success: Kp,
	custom: qp,
	function: Jp,
	transform: Yp,
	map: Xp,
	set: Zp,
	array: Qp,
	object: em,
	union: tm,
	intersection: nm,
	tuple: rm,
	record: sm,
	nullable: cm,
	nonoptional: lm,
	default: fm,
	prefault: pm,
	catch: mm,
	pipe: hm,
	readonly: gm,
	promise: _m,
	optional: vm,
	lazy: ym
};
function xm(e, t) {
	if ("_idmap" in e) {
		let n = e, r = $f({
			...t,
			processors: bm
		}), i = {};
		for (let e of n._idmap.entries()) {
			let [t, n] = e;
			tp(n, r);
		}
		let a = {};
		r.external = {
			registry: n,
			uri: t?.uri,
			defs: i
		};
		for (let e of n._idmap.entries()) {
			let [t, n] = e;
			rp(r, n), b(a, t, up(r, n));
		}
		return Object.keys(i).length > 0 && (a.__shared = { [r.target === "draft-2020-12" ? "$defs" : "definitions"]: i }), { schemas: a };
	}
	let n = $f({
		...t,
		processors: bm
	});
	return tp(e, n), rp(n, e), up(n, e);
}
// node_modules/zod/v4/core/json-schema-generator.js
var Sm = class {
	get metadataRegistry() {
		return this.ctx.metadataRegistry;
	}
	get target() {
		return this.ctx.target;
	}
	get unrepresentable() {
		return this.ctx.unrepresentable;
	}
	get override() {
		return this.ctx.override;
	}
	get io() {
		return this.ctx.io;
	}
	get counter() {
		return this.ctx.counter;
	}
	set counter(e) {
		this.ctx.counter = e;
	}
	get seen() {
		return this.ctx.seen;
	}
	constructor(e) {
		let t = e?.target ?? "draft-2020-12";
		t === "draft-4" && (t = "draft-04"), t === "draft-7" && (t = "draft-07"), this.ctx = $f({
			processors: bm,
			target: t,
			...e?.metadata && { metadata: e.metadata },
			...e?.unrepresentable && { unrepresentable: e.unrepresentable },
			...e?.override && { override: e.override },
			...e?.io && { io: e.io }
		});
	}
	process(e, t = {
		path: [],
		schemaPath: []
	}) {
		return tp(e, this.ctx, t);
	}
	emit(e, t) {
		t && (t.cycles && (this.ctx.cycles = t.cycles), t.reused && (this.ctx.reused = t.reused), t.external && (this.ctx.external = t.external)), this.ctx.sharedDefsExtractedFor = void 0, this.ctx.sharedEmitDoneFor = void 0, rp(this.ctx, e);
		let { "~standard": n, ...r } = up(this.ctx, e);
		return r;
	}
}, Cm = /* @__PURE__ */ t({}), wm = /* @__PURE__ */ t({
	$ZodAny: () => sa,
	$ZodArray: () => _a,
	$ZodAsyncError: () => pt,
	$ZodBase64: () => Ri,
	$ZodBase64URL: () => Vi,
	$ZodBigInt: () => na,
	$ZodBigIntFormat: () => ra,
	$ZodBoolean: () => ta,
	$ZodCIDRv4: () => Ni,
	$ZodCIDRv6: () => Fi,
	$ZodCUID: () => yi,
	$ZodCUID2: () => bi,
	$ZodCatch: () => io,
	$ZodCheck: () => Er,
	$ZodCheckBigIntFormat: () => Pr,
	$ZodCheckEndsWith: () => qr,
	$ZodCheckGreaterThan: () => jr,
	$ZodCheckIncludes: () => Gr,
	$ZodCheckLengthEquals: () => Br,
	$ZodCheckLessThan: () => Ar,
	$ZodCheckLowerCase: () => Ur,
	$ZodCheckMaxLength: () => Rr,
	$ZodCheckMaxSize: () => Fr,
	$ZodCheckMimeType: () => Zr,
	$ZodCheckMinLength: () => zr,
	$ZodCheckMinSize: () => Ir,
	$ZodCheckMultipleOf: () => Mr,
	$ZodCheckNumberFormat: () => Nr,
	$ZodCheckOverwrite: () => Qr,
	$ZodCheckProperties: () => Xr,
	$ZodCheckProperty: () => Yr,
	$ZodCheckRegex: () => Hr,
	$ZodCheckSizeEquals: () => Lr,
	$ZodCheckStartsWith: () => Kr,
	$ZodCheckStringFormat: () => Vr,
	$ZodCheckUpperCase: () => Wr,
	$ZodCodec: () => co,
	$ZodCreditCard: () => Ki,
	$ZodCustom: () => xo,
	$ZodCustomStringFormat: () => Qi,
	$ZodCyclicError: () => Co,
	$ZodDate: () => da,
	$ZodDefault: () => Za,
	$ZodDiscriminatedUnion: () => Aa,
	$ZodE164: () => Hi,
	$ZodEmail: () => ci,
	$ZodEmoji: () => _i,
	$ZodEncodeError: () => mt,
	$ZodEnum: () => Ua,
	$ZodError: () => Ct,
	$ZodExactOptional: () => Ya,
	$ZodFile: () => Ga,
	$ZodFunction: () => vo,
	$ZodGUID: () => oi,
	$ZodIBAN: () => Yi,
	$ZodIPv4: () => Oi,
	$ZodIPv6: () => ji,
	$ZodISODate: () => Ti,
	$ZodISODateTime: () => wi,
	$ZodISODuration: () => Di,
	$ZodISOTime: () => Ei,
	$ZodIntersection: () => ja,
	$ZodJWT: () => Zi,
	$ZodKSUID: () => Ci,
	$ZodLazy: () => bo,
	$ZodLiteral: () => Wa,
	$ZodMAC: () => Mi,
	$ZodMap: () => za,
	$ZodNaN: () => ao,
	$ZodNanoID: () => vi,
	$ZodNever: () => la,
	$ZodNonOptional: () => eo,
	$ZodNull: () => oa,
	$ZodNullable: () => Xa,
	$ZodNumber: () => $i,
	$ZodNumberFormat: () => ea,
	$ZodObject: () => Sa,
	$ZodObjectJIT: () => Ca,
	$ZodOptional: () => Ja,
	$ZodPipe: () => oo,
	$ZodPrefault: () => $a,
	$ZodPreprocess: () => fo,
	$ZodPromise: () => yo,
	$ZodReadonly: () => po,
	$ZodRealError: () => wt,
	$ZodRecord: () => Ra,
	$ZodRegistry: () => pl,
	$ZodSet: () => Va,
	$ZodString: () => ii,
	$ZodStringFormat: () => ai,
	$ZodSuccess: () => no,
	$ZodSymbol: () => ia,
	$ZodTemplateLiteral: () => _o,
	$ZodTransform: () => Ka,
	$ZodTuple: () => Pa,
	$ZodType: () => P,
	$ZodULID: () => xi,
	$ZodURL: () => gi,
	$ZodUUID: () => si,
	$ZodUndefined: () => aa,
	$ZodUnion: () => Ta,
	$ZodUnknown: () => ca,
	$ZodVoid: () => ua,
	$ZodXID: () => Si,
	$ZodXor: () => Da,
	$brand: () => ft,
	$constructor: () => N,
	$input: () => fl,
	$output: () => dl,
	Doc: () => $r,
	INVALID: () => gl,
	JSONSchema: () => Cm,
	JSONSchemaGenerator: () => Sm,
	NEVER: () => ct,
	TimePrecision: () => md,
	URL_BAD_FORMAT: () => 1,
	URL_UNPARSEABLE: () => 2,
	ZodCompileAsyncError: () => vl,
	ZodCompileUnsupportedError: () => F,
	_any: () => Fd,
	_array: () => yf,
	_base64: () => cd,
	_base64url: () => ld,
	_bigint: () => Od,
	_boolean: () => Ed,
	_catch: () => Rf,
	_check: () => qf,
	_cidrv4: () => od,
	_cidrv6: () => sd,
	_coercedBigint: () => kd,
	_coercedBoolean: () => Dd,
	_coercedDate: () => Bd,
	_coercedNumber: () => bd,
	_coercedString: () => Hu,
	_creditCard: () => dd,
	_cuid: () => Qu,
	_cuid2: () => $u,
	_custom: () => Wf,
	_date: () => zd,
	_decode: () => Jt,
	_decodeAsync: () => Qt,
	_default: () => Ff,
	_discriminatedUnion: () => Sf,
	_e164: () => ud,
	_email: () => Uu,
	_emoji: () => Xu,
	_encode: () => Kt,
	_encodeAsync: () => Xt,
	_endsWith: () => lf,
	_enum: () => Of,
	_file: () => jf,
	_float32: () => Sd,
	_float64: () => Cd,
	_gt: () => Wd,
	_gte: () => Gd,
	_guid: () => Wu,
	_iban: () => fd,
	_includes: () => sf,
	_int: () => xd,
	_int32: () => wd,
	_int64: () => Ad,
	_intersection: () => Cf,
	_ipv4: () => rd,
	_ipv6: () => id,
	_isoDate: () => gd,
	_isoDateTime: () => hd,
	_isoDuration: () => vd,
	_isoTime: () => _d,
	_jwt: () => pd,
	_ksuid: () => nd,
	_lazy: () => Hf,
	_length: () => nf,
	_literal: () => Af,
	_lowercase: () => af,
	_lt: () => Hd,
	_lte: () => Ud,
	_mac: () => ad,
	_map: () => Ef,
	_max: () => Ud,
	_maxLength: () => ef,
	_maxSize: () => Zd,
	_mime: () => ff,
	_min: () => Gd,
	_minLength: () => tf,
	_minSize: () => Qd,
	_multipleOf: () => Xd,
	_nan: () => Vd,
	_nanoid: () => Zu,
	_nativeEnum: () => kf,
	_negative: () => qd,
	_never: () => Ld,
	_nonnegative: () => Yd,
	_nonoptional: () => If,
	_nonpositive: () => Jd,
	_normalize: () => mf,
	_null: () => Pd,
	_nullable: () => Pf,
	_number: () => yd,
	_optional: () => Nf,
	_overwrite: () => pf,
	_parse: () => Mt,
	_parseAsync: () => Pt,
	_pipe: () => zf,
	_positive: () => Kd,
	_promise: () => Uf,
	_properties: () => df,
	_property: () => uf,
	_readonly: () => Bf,
	_record: () => Tf,
	_refine: () => Gf,
	_regex: () => rf,
	_safeDecode: () => nn,
	_safeDecodeAsync: () => sn,
	_safeEncode: () => en,
	_safeEncodeAsync: () => an,
	_safeParse: () => It,
	_safeParseAsync: () => zt,
	_set: () => Df,
	_size: () => $d,
	_slugify: () => vf,
	_startsWith: () => cf,
	_string: () => Vu,
	_stringFormat: () => Zf,
	_stringbool: () => Xf,
	_success: () => Lf,
	_superRefine: () => Kf,
	_symbol: () => Md,
	_templateLiteral: () => Vf,
	_toLowerCase: () => gf,
	_toUpperCase: () => _f,
	_transform: () => Mf,
	_trim: () => hf,
	_tuple: () => wf,
	_uint32: () => Td,
	_uint64: () => jd,
	_ulid: () => ed,
	_undefined: () => Nd,
	_union: () => bf,
	_unknown: () => Id,
	_uppercase: () => of,
	_url: () => Yu,
	_uuid: () => Gu,
	_uuidv4: () => Ku,
	_uuidv6: () => qu,
	_uuidv7: () => Ju,
	_void: () => Rd,
	_xid: () => td,
	_xor: () => xf,
	base64Charset: () => Li,
	base64urlCharset: () => zi,
	canParseURL: () => li,
	clone: () => he,
	compile: () => bl,
	compileFn: () => Cl,
	config: () => gt,
	createStandardJSONSchemaMethod: () => pp,
	createToJSONSchemaMethod: () => fp,
	decode: () => Yt,
	decodeAsync: () => $t,
	describe: () => Jf,
	encode: () => qt,
	encodeAsync: () => Zt,
	extractDefs: () => rp,
	finalize: () => up,
	flattenError: () => Et,
	formatError: () => Dt,
	getDiscriminatedOption: () => Oa,
	globalConfig: () => ht,
	globalRegistry: () => hl,
	handleUnrepresentable: () => ep,
	initializeContext: () => $f,
	isBackEdge: () => Bo,
	isRecursiveSchema: () => Po,
	isValidBase64: () => Ii,
	isValidBase64URL: () => Bi,
	isValidCIDRv6: () => Pi,
	isValidCreditCard: () => Gi,
	isValidIBAN: () => Ji,
	isValidIPv6: () => Ai,
	isValidJWT: () => Xi,
	locales: () => ll,
	memoizer: () => zo,
	mergeValues: () => Ma,
	meta: () => Yf,
	parse: () => Nt,
	parseAsync: () => Ft,
	parseURLObject: () => di,
	prettifyError: () => At,
	process: () => tp,
	processSchema: () => tp,
	regexes: () => ln,
	registry: () => ml,
	safeDecode: () => rn,
	safeDecodeAsync: () => cn,
	safeEncode: () => tn,
	safeEncodeAsync: () => on,
	safeParse: () => Lt,
	safeParseAsync: () => Bt,
	standardProps: () => ri,
	stripTabAndNewline: () => pi,
	toDotPath: () => kt,
	toJSONSchema: () => xm,
	toZod: () => a,
	treeifyError: () => Ot,
	urlHostnameOk: () => mi,
	urlProtocolOk: () => hi,
	util: () => n,
	validate: () => Ut,
	validateAsync: () => Gt,
	validateURL: () => ui,
	version: () => ei,
	withParser: () => xl
}), Tm = /* @__PURE__ */ t({
	endsWith: () => lf,
	gt: () => Wd,
	gte: () => Gd,
	includes: () => sf,
	length: () => nf,
	lowercase: () => af,
	lt: () => Hd,
	lte: () => Ud,
	maxLength: () => ef,
	maxSize: () => Zd,
	mime: () => ff,
	minLength: () => tf,
	minSize: () => Qd,
	multipleOf: () => Xd,
	negative: () => qd,
	nonnegative: () => Yd,
	nonpositive: () => Jd,
	normalize: () => mf,
	overwrite: () => pf,
	positive: () => Kd,
	properties: () => df,
	property: () => uf,
	regex: () => rf,
	size: () => $d,
	slugify: () => vf,
	startsWith: () => cf,
	toLowerCase: () => gf,
	toUpperCase: () => _f,
	trim: () => hf,
	uppercase: () => of
}), Em = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
function Dm(e, t, n) {
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
var Om = (e, t) => {
	Ct.init(e, t), e.name = "ZodError";
	let n = Object.getPrototypeOf(e);
	Em.has(n) || (Em.add(n), Dm(n, "format", (e) => (t) => Dt(e, t)), Dm(n, "flatten", (e) => (t) => Et(e, t)), Dm(n, "addIssue", (e) => (t) => {
		e.issues.push(t), e.message = JSON.stringify(e.issues, d, 2);
	}), Dm(n, "addIssues", (e) => (t) => {
		e.issues.push(...t), e.message = JSON.stringify(e.issues, d, 2);
	}), Object.defineProperty(n, "isEmpty", {
		configurable: !0,
		enumerable: !1,
		get() {
			return this.issues.length === 0;
		}
	}));
}, km = /*@__PURE__*/ N("ZodError", Om), Am = /*@__PURE__*/ N("ZodError", Om, void 0, { Parent: Error }), jm = /* @__PURE__ */ Mt(Am), Mm = /* @__PURE__ */ Pt(Am), Nm = /* @__PURE__ */ It(Am), Pm = /* @__PURE__ */ zt(Am), Fm = /* @__PURE__ */ Kt(Am), Im = /* @__PURE__ */ Jt(Am), Lm = /* @__PURE__ */ Xt(Am), Rm = /* @__PURE__ */ Qt(Am), zm = /* @__PURE__ */ en(Am), Bm = /* @__PURE__ */ nn(Am), Vm = /* @__PURE__ */ an(Am), Hm = /* @__PURE__ */ sn(Am), Um = /* @__PURE__ */ t({
	ZodAny: () => yg,
	ZodArray: () => kg,
	ZodBase64: () => Fh,
	ZodBase64URL: () => Lh,
	ZodBigInt: () => cg,
	ZodBigIntFormat: () => ug,
	ZodBoolean: () => og,
	ZodCIDRv4: () => jh,
	ZodCIDRv6: () => Nh,
	ZodCUID: () => hh,
	ZodCUID2: () => _h,
	ZodCatch: () => x_,
	ZodCodec: () => D_,
	ZodCreditCard: () => Vh,
	ZodCustom: () => V_,
	ZodCustomStringFormat: () => qh,
	ZodDate: () => Dg,
	ZodDefault: () => p_,
	ZodDiscriminatedUnion: () => Lg,
	ZodE164: () => zh,
	ZodEmail: () => $m,
	ZodEmoji: () => dh,
	ZodEnum: () => Zg,
	ZodExactOptional: () => c_,
	ZodFile: () => n_,
	ZodFunction: () => z_,
	ZodGUID: () => th,
	ZodIBAN: () => Uh,
	ZodIPv4: () => Th,
	ZodIPv6: () => kh,
	ZodISODate: () => Xm,
	ZodISODateTime: () => Ym,
	ZodISODuration: () => Qm,
	ZodISOTime: () => Zm,
	ZodInstanceOf: () => J_,
	ZodIntersection: () => zg,
	ZodJWT: () => Gh,
	ZodKSUID: () => Ch,
	ZodLazy: () => F_,
	ZodLiteral: () => e_,
	ZodMAC: () => Dh,
	ZodMap: () => qg,
	ZodNaN: () => C_,
	ZodNanoID: () => ph,
	ZodNever: () => Cg,
	ZodNonOptional: () => __,
	ZodNull: () => _g,
	ZodNullable: () => u_,
	ZodNumber: () => $h,
	ZodNumberFormat: () => eg,
	ZodObject: () => jg,
	ZodOptional: () => o_,
	ZodPipe: () => T_,
	ZodPrefault: () => h_,
	ZodPreprocess: () => A_,
	ZodPromise: () => L_,
	ZodReadonly: () => j_,
	ZodRecord: () => Ug,
	ZodSet: () => Yg,
	ZodString: () => qm,
	ZodStringFormat: () => Jm,
	ZodSuccess: () => y_,
	ZodSymbol: () => pg,
	ZodTemplateLiteral: () => N_,
	ZodTransform: () => i_,
	ZodTuple: () => Vg,
	ZodType: () => R,
	ZodULID: () => yh,
	ZodURL: () => ch,
	ZodUUID: () => rh,
	ZodUndefined: () => hg,
	ZodUnion: () => Ng,
	ZodUnknown: () => xg,
	ZodVoid: () => Tg,
	ZodXID: () => xh,
	ZodXor: () => Fg,
	_ZodString: () => Km,
	_default: () => m_,
	_function: () => B_,
	any: () => bg,
	array: () => V,
	base64: () => Ih,
	base64url: () => Rh,
	bigint: () => lg,
	boolean: () => sg,
	catch: () => S_,
	check: () => H_,
	cidrv4: () => Mh,
	cidrv6: () => Ph,
	codec: () => O_,
	creditCard: () => Hh,
	cuid: () => gh,
	cuid2: () => vh,
	currencyCode: () => Zh,
	custom: () => U_,
	date: () => Og,
	describe: () => K_,
	discriminatedUnion: () => Rg,
	e164: () => Bh,
	email: () => eh,
	emoji: () => fh,
	enum: () => Qg,
	exactOptional: () => l_,
	file: () => r_,
	float32: () => ng,
	float64: () => rg,
	function: () => B_,
	guid: () => nh,
	hash: () => Qh,
	hex: () => Xh,
	hostname: () => Yh,
	httpUrl: () => uh,
	iban: () => Wh,
	instanceof: () => Y_,
	int: () => tg,
	int32: () => ig,
	int64: () => dg,
	intersection: () => Bg,
	invertCodec: () => k_,
	ipv4: () => Eh,
	ipv6: () => Ah,
	json: () => Z_,
	jwt: () => Kh,
	keyof: () => Ag,
	ksuid: () => wh,
	lazy: () => I_,
	literal: () => t_,
	looseObject: () => U,
	looseRecord: () => Kg,
	mac: () => Oh,
	map: () => Jg,
	meta: () => q_,
	nan: () => w_,
	nanoid: () => mh,
	nativeEnum: () => $g,
	never: () => wg,
	nonoptional: () => v_,
	null: () => vg,
	nullable: () => d_,
	nullish: () => f_,
	number: () => B,
	object: () => H,
	optional: () => s_,
	partialRecord: () => Gg,
	pipe: () => E_,
	prefault: () => g_,
	preprocess: () => Q_,
	promise: () => R_,
	readonly: () => M_,
	record: () => Wg,
	refine: () => W_,
	set: () => Xg,
	strictObject: () => Mg,
	string: () => z,
	stringFormat: () => Jh,
	stringbool: () => X_,
	success: () => b_,
	superRefine: () => G_,
	symbol: () => mg,
	templateLiteral: () => P_,
	transform: () => a_,
	tuple: () => Hg,
	uint32: () => ag,
	uint64: () => fg,
	ulid: () => bh,
	undefined: () => gg,
	union: () => Pg,
	unknown: () => Sg,
	url: () => lh,
	uuid: () => ih,
	uuidv4: () => ah,
	uuidv6: () => oh,
	uuidv7: () => sh,
	void: () => Eg,
	xid: () => Sh,
	xor: () => Ig
});
function Wm() {
	ht.localeError || gt(ds());
}
function Gm() {
	ht.memoizer || gt({ memoizer: zo() });
}
var R = /*@__PURE__*/ N("ZodType", (e, t) => (Wm(), P.init(e, t), e.def = t, e.type = t.type, e), {
	check(...e) {
		let t = this.def;
		return this.clone(E(t, { checks: [...t.checks ?? [], ...e.map((e) => typeof e == "function" ? { _zod: {
			check: e,
			def: { check: "custom" },
			onattach: []
		} } : e)] }), { parent: !0 });
	},
	with(...e) {
		return this.check(...e);
	},
	clone(e, t) {
		return he(this, e, t);
	},
	brand() {
		return this;
	},
	register(e, t) {
		return e.add(this, t), this;
	},
	refine(e, t) {
		return this.check(W_(e, t));
	},
	superRefine(e, t) {
		return this.check(G_(e, t));
	},
	overwrite(e) {
		return this.check(/* @__PURE__ */ pf(e));
	},
	optional() {
		return s_(this);
	},
	exactOptional() {
		return l_(this);
	},
	nullable() {
		return d_(this);
	},
	nullish() {
		return s_(d_(this));
	},
	nonoptional(e) {
		return v_(this, e);
	},
	array() {
		return V(this);
	},
	or(e) {
		return Pg([this, e]);
	},
	and(e) {
		return Bg(this, e);
	},
	transform(e) {
		return E_(this, a_(e));
	},
	default(e) {
		return m_(this, e);
	},
	prefault(e) {
		return g_(this, e);
	},
	catch(e) {
		return S_(this, e);
	},
	pipe(e) {
		return E_(this, e);
	},
	readonly() {
		return M_(this);
	},
	describe(e) {
		let t = this.clone();
		return hl.add(t, { description: e }), t;
	},
	meta(...e) {
		if (e.length === 0) return hl.get(this);
		let t = this.clone();
		return hl.add(t, e[0]), t;
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
		return Ze(this, "~standard", {
			...ri(this),
			jsonSchema: {
				input: pp(this, "input"),
				output: pp(this, "output")
			}
		});
	},
	set "~standard"(e) {
		Xe(this, "~standard", e);
	},
	parse: function e(t, n) {
		return jm(this, t, n, { callee: e });
	},
	parseAsync: async function e(t, n) {
		return await Mm(this, t, n, { callee: e });
	},
	safeParse(e, t) {
		return Nm(this, e, t);
	},
	async safeParseAsync(e, t) {
		return Pm(this, e, t);
	},
	get spa() {
		return this?.safeParseAsync;
	},
	set spa(e) {
		Xe(this, "spa", e);
	},
	validate(e, t) {
		return Ut(this, e, t);
	},
	validateAsync(e, t) {
		return Gt(this, e, t);
	},
	encode: function e(t, n) {
		return Fm(this, t, n, { callee: e });
	},
	decode: function e(t, n) {
		return Im(this, t, n, { callee: e });
	},
	encodeAsync: async function e(t, n) {
		return await Lm(this, t, n, { callee: e });
	},
	decodeAsync: async function e(t, n) {
		return await Rm(this, t, n, { callee: e });
	},
	safeEncode(e, t) {
		return zm(this, e, t);
	},
	safeDecode(e, t) {
		return Bm(this, e, t);
	},
	async safeEncodeAsync(e, t) {
		return Vm(this, e, t);
	},
	async safeDecodeAsync(e, t) {
		return Hm(this, e, t);
	},
	toJSONSchema(e) {
		return fp(this, {})(e);
	},
	get description() {
		return hl.get(this)?.description;
	},
	get _def() {
		return this._zod.def;
	}
}), Km = /*@__PURE__*/ N("_ZodString", (e, t) => {
	ii.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => kp(e, t, n, r);
}, /*@__PURE__*/ Qe({
	format: (e) => Tp(e).format ?? null,
	minLength: (e) => Tp(e).minimum ?? null,
	maxLength: (e) => Tp(e).maximum ?? null
}, {
	regex(...e) {
		return this.check(/* @__PURE__ */ rf(...e));
	},
	includes(...e) {
		return this.check(/* @__PURE__ */ sf(...e));
	},
	startsWith(...e) {
		return this.check(/* @__PURE__ */ cf(...e));
	},
	endsWith(...e) {
		return this.check(/* @__PURE__ */ lf(...e));
	},
	min(...e) {
		return this.check(/* @__PURE__ */ tf(...e));
	},
	max(...e) {
		return this.check(/* @__PURE__ */ ef(...e));
	},
	length(...e) {
		return this.check(/* @__PURE__ */ nf(...e));
	},
	nonempty(...e) {
		return this.check(/* @__PURE__ */ tf(1, ...e));
	},
	lowercase(e) {
		return this.check(/* @__PURE__ */ af(e));
	},
	uppercase(e) {
		return this.check(/* @__PURE__ */ of(e));
	},
	trim() {
		return this.check(/* @__PURE__ */ hf());
	},
	normalize(...e) {
		return this.check(/* @__PURE__ */ mf(...e));
	},
	toLowerCase() {
		return this.check(/* @__PURE__ */ gf());
	},
	toUpperCase() {
		return this.check(/* @__PURE__ */ _f());
	},
	slugify() {
		return this.check(/* @__PURE__ */ vf());
	}
})), qm = /*@__PURE__*/ N("ZodString", (e, t) => {
	ii.init(e, t), Km.init(e, t);
}, {
	email(e) {
		return this.check(/* @__PURE__ */ Uu($m, e));
	},
	url(e) {
		return this.check(/* @__PURE__ */ Yu(ch, e));
	},
	jwt(e) {
		return this.check(/* @__PURE__ */ pd(Gh, e));
	},
	emoji(e) {
		return this.check(/* @__PURE__ */ Xu(dh, e));
	},
	guid(e) {
		return this.check(/* @__PURE__ */ Wu(th, e));
	},
	uuid(e) {
		return this.check(/* @__PURE__ */ Gu(rh, e));
	},
	uuidv4(e) {
		return this.check(/* @__PURE__ */ Ku(rh, e));
	},
	uuidv6(e) {
		return this.check(/* @__PURE__ */ qu(rh, e));
	},
	uuidv7(e) {
		return this.check(/* @__PURE__ */ Ju(rh, e));
	},
	nanoid(e) {
		return this.check(/* @__PURE__ */ Zu(ph, e));
	},
	cuid(e) {
		return this.check(/* @__PURE__ */ Qu(hh, e));
	},
	cuid2(e) {
		return this.check(/* @__PURE__ */ $u(_h, e));
	},
	ulid(e) {
		return this.check(/* @__PURE__ */ ed(yh, e));
	},
	base64(e) {
		return this.check(/* @__PURE__ */ cd(Fh, e));
	},
	base64url(e) {
		return this.check(/* @__PURE__ */ ld(Lh, e));
	},
	xid(e) {
		return this.check(/* @__PURE__ */ td(xh, e));
	},
	ksuid(e) {
		return this.check(/* @__PURE__ */ nd(Ch, e));
	},
	ipv4(e) {
		return this.check(/* @__PURE__ */ rd(Th, e));
	},
	ipv6(e) {
		return this.check(/* @__PURE__ */ id(kh, e));
	},
	cidrv4(e) {
		return this.check(/* @__PURE__ */ od(jh, e));
	},
	cidrv6(e) {
		return this.check(/* @__PURE__ */ sd(Nh, e));
	},
	e164(e) {
		return this.check(/* @__PURE__ */ ud(zh, e));
	},
	datetime(e) {
		return this.check(/* @__PURE__ */ hd(Ym, e));
	},
	date(e) {
		return this.check(/* @__PURE__ */ gd(Xm, e));
	},
	time(e) {
		return this.check(/* @__PURE__ */ _d(Zm, e));
	},
	duration(e) {
		return this.check(/* @__PURE__ */ vd(Qm, e));
	}
});
function z(e) {
	return /* @__PURE__ */ Vu(qm, e);
}
var Jm = /*@__PURE__*/ N("ZodStringFormat", (e, t) => {
	ai.init(e, t), Km.init(e, t);
}), Ym = /*@__PURE__*/ N("ZodISODateTime", (e, t) => {
	wi.init(e, t), Jm.init(e, t);
}), Xm = /*@__PURE__*/ N("ZodISODate", (e, t) => {
	Ti.init(e, t), Jm.init(e, t);
}), Zm = /*@__PURE__*/ N("ZodISOTime", (e, t) => {
	Ei.init(e, t), Jm.init(e, t);
}), Qm = /*@__PURE__*/ N("ZodISODuration", (e, t) => {
	Di.init(e, t), Jm.init(e, t);
}), $m = /*@__PURE__*/ N("ZodEmail", (e, t) => {
	ci.init(e, t), Jm.init(e, t);
});
function eh(e) {
	return /* @__PURE__ */ Uu($m, e);
}
var th = /*@__PURE__*/ N("ZodGUID", (e, t) => {
	oi.init(e, t), Jm.init(e, t);
});
function nh(e) {
	return /* @__PURE__ */ Wu(th, e);
}
var rh = /*@__PURE__*/ N("ZodUUID", (e, t) => {
	si.init(e, t), Jm.init(e, t);
});
function ih(e) {
	return /* @__PURE__ */ Gu(rh, e);
}
function ah(e) {
	return /* @__PURE__ */ Ku(rh, e);
}
function oh(e) {
	return /* @__PURE__ */ qu(rh, e);
}
function sh(e) {
	return /* @__PURE__ */ Ju(rh, e);
}
var ch = /*@__PURE__*/ N("ZodURL", (e, t) => {
	gi.init(e, t), Jm.init(e, t);
});
function lh(e) {
	return /* @__PURE__ */ Yu(ch, e);
}
function uh(e) {
	return /* @__PURE__ */ Yu(ch, {
		protocol: Vn,
		hostname: Bn,
		...k(e)
	});
}
var dh = /*@__PURE__*/ N("ZodEmoji", (e, t) => {
	_i.init(e, t), Jm.init(e, t);
});
function fh(e) {
	return /* @__PURE__ */ Xu(dh, e);
}
var ph = /*@__PURE__*/ N("ZodNanoID", (e, t) => {
	vi.init(e, t), Jm.init(e, t);
});
function mh(e) {
	return /* @__PURE__ */ Zu(ph, e);
}
var hh = /*@__PURE__*/ N("ZodCUID", (e, t) => {
	yi.init(e, t), Jm.init(e, t);
});
function gh(e) {
	return /* @__PURE__ */ Qu(hh, e);
}
var _h = /*@__PURE__*/ N("ZodCUID2", (e, t) => {
	bi.init(e, t), Jm.init(e, t);
});
function vh(e) {
	return /* @__PURE__ */ $u(_h, e);
}
var yh = /*@__PURE__*/ N("ZodULID", (e, t) => {
	xi.init(e, t), Jm.init(e, t);
});
function bh(e) {
	return /* @__PURE__ */ ed(yh, e);
}
var xh = /*@__PURE__*/ N("ZodXID", (e, t) => {
	Si.init(e, t), Jm.init(e, t);
});
function Sh(e) {
	return /* @__PURE__ */ td(xh, e);
}
var Ch = /*@__PURE__*/ N("ZodKSUID", (e, t) => {
	Ci.init(e, t), Jm.init(e, t);
});
function wh(e) {
	return /* @__PURE__ */ nd(Ch, e);
}
var Th = /*@__PURE__*/ N("ZodIPv4", (e, t) => {
	Oi.init(e, t), Jm.init(e, t);
});
function Eh(e) {
	return /* @__PURE__ */ rd(Th, e);
}
var Dh = /*@__PURE__*/ N("ZodMAC", (e, t) => {
	Mi.init(e, t), Jm.init(e, t);
});
function Oh(e) {
	return /* @__PURE__ */ ad(Dh, e);
}
var kh = /*@__PURE__*/ N("ZodIPv6", (e, t) => {
	ji.init(e, t), Jm.init(e, t);
});
function Ah(e) {
	return /* @__PURE__ */ id(kh, e);
}
var jh = /*@__PURE__*/ N("ZodCIDRv4", (e, t) => {
	Ni.init(e, t), Jm.init(e, t);
});
function Mh(e) {
	return /* @__PURE__ */ od(jh, e);
}
var Nh = /*@__PURE__*/ N("ZodCIDRv6", (e, t) => {
	Fi.init(e, t), Jm.init(e, t);
});
function Ph(e) {
	return /* @__PURE__ */ sd(Nh, e);
}
var Fh = /*@__PURE__*/ N("ZodBase64", (e, t) => {
	Ri.init(e, t), Jm.init(e, t);
});
function Ih(e) {
	return /* @__PURE__ */ cd(Fh, e);
}
var Lh = /*@__PURE__*/ N("ZodBase64URL", (e, t) => {
	Vi.init(e, t), Jm.init(e, t);
});
function Rh(e) {
	return /* @__PURE__ */ ld(Lh, e);
}
var zh = /*@__PURE__*/ N("ZodE164", (e, t) => {
	Hi.init(e, t), Jm.init(e, t);
});
function Bh(e) {
	return /* @__PURE__ */ ud(zh, e);
}
var Vh = /*@__PURE__*/ N("ZodCreditCard", (e, t) => {
	Ki.init(e, t), Jm.init(e, t);
});
function Hh(e) {
	return /* @__PURE__ */ dd(Vh, e);
}
var Uh = /*@__PURE__*/ N("ZodIBAN", (e, t) => {
	Yi.init(e, t), Jm.init(e, t);
});
function Wh(e) {
	return /* @__PURE__ */ fd(Uh, e);
}
var Gh = /*@__PURE__*/ N("ZodJWT", (e, t) => {
	Zi.init(e, t), Jm.init(e, t);
});
function Kh(e) {
	return /* @__PURE__ */ pd(Gh, e);
}
var qh = /*@__PURE__*/ N("ZodCustomStringFormat", (e, t) => {
	Qi.init(e, t), Jm.init(e, t);
});
function Jh(e, t, n = {}) {
	return /* @__PURE__ */ Zf(qh, e, t, n);
}
function Yh(e) {
	return /* @__PURE__ */ Zf(qh, "hostname", zn, e);
}
function Xh(e) {
	return /* @__PURE__ */ Zf(qh, "hex", cr, e);
}
function Zh(e) {
	return /* @__PURE__ */ Zf(qh, "currency_code", Wn, e);
}
function Qh(e, t) {
	let n = `${e}_${t?.enc ?? "hex"}`, r = ln[n];
	if (!r) throw Error(`Unrecognized hash format: ${n}`);
	return /* @__PURE__ */ Zf(qh, n, r, t);
}
var $h = /*@__PURE__*/ N("ZodNumber", (e, t) => {
	$i.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Ap(e, t, n, r), e.isFinite = !0;
}, /*@__PURE__*/ Qe({
	minValue: (e) => {
		let { minimum: t, exclusiveMinimum: n } = Tp(e);
		return Math.max(t ?? -Infinity, n ?? -Infinity);
	},
	maxValue: (e) => {
		let { maximum: t, exclusiveMaximum: n } = Tp(e);
		return Math.min(t ?? Infinity, n ?? Infinity);
	},
	isInt: (e) => {
		let { isInt: t, multipleOf: n } = Tp(e);
		return !!t || !!n?.some(Number.isSafeInteger);
	},
	format: (e) => Tp(e).format ?? null
}, {
	gt(e, t) {
		return this.check(/* @__PURE__ */ Wd(e, t));
	},
	gte(e, t) {
		return this.check(/* @__PURE__ */ Gd(e, t));
	},
	min(e, t) {
		return this.check(/* @__PURE__ */ Gd(e, t));
	},
	lt(e, t) {
		return this.check(/* @__PURE__ */ Hd(e, t));
	},
	lte(e, t) {
		return this.check(/* @__PURE__ */ Ud(e, t));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ Ud(e, t));
	},
	int(e) {
		return this.check(tg(e));
	},
	safe(e) {
		return this.check(tg(e));
	},
	positive(e) {
		return this.check(/* @__PURE__ */ Wd(0, e));
	},
	nonnegative(e) {
		return this.check(/* @__PURE__ */ Gd(0, e));
	},
	negative(e) {
		return this.check(/* @__PURE__ */ Hd(0, e));
	},
	nonpositive(e) {
		return this.check(/* @__PURE__ */ Ud(0, e));
	},
	multipleOf(e, t) {
		return this.check(/* @__PURE__ */ Xd(e, t));
	},
	step(e, t) {
		return this.check(/* @__PURE__ */ Xd(e, t));
	},
	finite() {
		return this;
	}
}));
function B(e) {
	return /* @__PURE__ */ yd($h, e);
}
var eg = /*@__PURE__*/ N("ZodNumberFormat", (e, t) => {
	ea.init(e, t), $h.init(e, t);
});
function tg(e) {
	return /* @__PURE__ */ xd(eg, e);
}
function ng(e) {
	return /* @__PURE__ */ Sd(eg, e);
}
function rg(e) {
	return /* @__PURE__ */ Cd(eg, e);
}
function ig(e) {
	return /* @__PURE__ */ wd(eg, e);
}
function ag(e) {
	return /* @__PURE__ */ Td(eg, e);
}
var og = /*@__PURE__*/ N("ZodBoolean", (e, t) => {
	ta.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => jp(e, t, n, r);
});
function sg(e) {
	return /* @__PURE__ */ Ed(og, e);
}
var cg = /*@__PURE__*/ N("ZodBigInt", (e, t) => {
	na.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Mp(e, t, n, r);
}, /*@__PURE__*/ Qe({
	minValue: (e) => Tp(e).minimum ?? null,
	maxValue: (e) => Tp(e).maximum ?? null,
	format: (e) => Tp(e).format ?? null
}, {
	gte(e, t) {
		return this.check(/* @__PURE__ */ Gd(e, t));
	},
	min(e, t) {
		return this.check(/* @__PURE__ */ Gd(e, t));
	},
	gt(e, t) {
		return this.check(/* @__PURE__ */ Wd(e, t));
	},
	lt(e, t) {
		return this.check(/* @__PURE__ */ Hd(e, t));
	},
	lte(e, t) {
		return this.check(/* @__PURE__ */ Ud(e, t));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ Ud(e, t));
	},
	positive(e) {
		return this.check(/* @__PURE__ */ Wd(BigInt(0), e));
	},
	negative(e) {
		return this.check(/* @__PURE__ */ Hd(BigInt(0), e));
	},
	nonpositive(e) {
		return this.check(/* @__PURE__ */ Ud(BigInt(0), e));
	},
	nonnegative(e) {
		return this.check(/* @__PURE__ */ Gd(BigInt(0), e));
	},
	multipleOf(e, t) {
		return this.check(/* @__PURE__ */ Xd(e, t));
	}
}));
function lg(e) {
	return /* @__PURE__ */ Od(cg, e);
}
var ug = /*@__PURE__*/ N("ZodBigIntFormat", (e, t) => {
	ra.init(e, t), cg.init(e, t);
});
function dg(e) {
	return /* @__PURE__ */ Ad(ug, e);
}
function fg(e) {
	return /* @__PURE__ */ jd(ug, e);
}
var pg = /*@__PURE__*/ N("ZodSymbol", (e, t) => {
	ia.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Np(e, t, n, r);
});
function mg(e) {
	return /* @__PURE__ */ Md(pg, e);
}
var hg = /*@__PURE__*/ N("ZodUndefined", (e, t) => {
	aa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Fp(e, t, n, r);
});
function gg(e) {
	return /* @__PURE__ */ Nd(hg, e);
}
var _g = /*@__PURE__*/ N("ZodNull", (e, t) => {
	oa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Pp(e, t, n, r);
});
function vg(e) {
	return /* @__PURE__ */ Pd(_g, e);
}
var yg = /*@__PURE__*/ N("ZodAny", (e, t) => {
	sa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (e, t, n) => void 0;
});
function bg() {
	return /* @__PURE__ */ Fd(yg);
}
var xg = /*@__PURE__*/ N("ZodUnknown", (e, t) => {
	ca.init(e, t), R.init(e, t), e._zod.processJSONSchema = (e, t, n) => void 0;
});
function Sg() {
	return /* @__PURE__ */ Id(xg);
}
var Cg = /*@__PURE__*/ N("ZodNever", (e, t) => {
	la.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Lp(e, t, n, r);
});
function wg(e) {
	return /* @__PURE__ */ Ld(Cg, e);
}
var Tg = /*@__PURE__*/ N("ZodVoid", (e, t) => {
	ua.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Ip(e, t, n, r);
});
function Eg(e) {
	return /* @__PURE__ */ Rd(Tg, e);
}
var Dg = /*@__PURE__*/ N("ZodDate", (e, t) => {
	da.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Bp(e, t, n, r), e.min = (t, n) => e.check(/* @__PURE__ */ Gd(t, n)), e.max = (t, n) => e.check(/* @__PURE__ */ Ud(t, n));
}, /*@__PURE__*/ Qe({
	minDate: (e) => {
		let { minimum: t } = Tp(e);
		return t ? new Date(t) : null;
	},
	maxDate: (e) => {
		let { maximum: t } = Tp(e);
		return t ? new Date(t) : null;
	}
}, {}));
function Og(e) {
	return /* @__PURE__ */ zd(Dg, e);
}
var kg = /*@__PURE__*/ N("ZodArray", (e, t) => {
	Gm(), _a.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Qp(e, t, n, r), e.element = t.element;
}, {
	min(e, t) {
		return this.check(/* @__PURE__ */ tf(e, t));
	},
	nonempty(e) {
		return this.check(/* @__PURE__ */ tf(1, e));
	},
	max(e, t) {
		return this.check(/* @__PURE__ */ ef(e, t));
	},
	length(e, t) {
		return this.check(/* @__PURE__ */ nf(e, t));
	},
	unwrap() {
		return this.element;
	}
});
function V(e, t) {
	return /* @__PURE__ */ yf(kg, e, t);
}
function Ag(e) {
	let t = e._zod.def.shape;
	return Qg(Object.keys(t));
}
var jg = /*@__PURE__*/ N("ZodObject", (e, t) => {
	Gm(), Ca.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => em(e, t, n, r), it(e, "shape", (e) => e._zod.def.shape, !1);
}, {
	keyof() {
		return Qg(Object.keys(this._zod.def.shape));
	},
	catchall(e) {
		return this.clone(E(this._zod.def, { catchall: e }));
	},
	passthrough() {
		return this.clone(E(this._zod.def, { catchall: Sg() }));
	},
	loose() {
		return this.clone(E(this._zod.def, { catchall: Sg() }));
	},
	strict() {
		return this.clone(E(this._zod.def, { catchall: wg() }));
	},
	strip() {
		return this.clone(E(this._zod.def, { catchall: void 0 }));
	},
	extend(e) {
		return Ce(this, e);
	},
	safeExtend(e) {
		return Te(this, e);
	},
	merge(e) {
		return Ee(this, e);
	},
	pick(e) {
		return be(this, e);
	},
	omit(e) {
		return Se(this, e);
	},
	partial(...e) {
		return De(o_, this, e[0]);
	},
	exactPartial(...e) {
		return De(c_, this, e[0], "exactPartial");
	},
	required(...e) {
		return Oe(__, this, e[0]);
	}
});
function H(e, t) {
	return new jg({
		type: "object",
		shape: e ?? {},
		...k(t)
	});
}
function Mg(e, t) {
	return new jg({
		type: "object",
		shape: e,
		catchall: wg(),
		...k(t)
	});
}
function U(e, t) {
	return new jg({
		type: "object",
		shape: e,
		catchall: Sg(),
		...k(t)
	});
}
var Ng = /*@__PURE__*/ N("ZodUnion", (e, t) => {
	Ta.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => tm(e, t, n, r), e.options = t.options;
});
function Pg(e, t) {
	return new Ng({
		type: "union",
		options: e,
		...k(t)
	});
}
var Fg = /*@__PURE__*/ N("ZodXor", (e, t) => {
	Ng.init(e, t), Da.init(e, t), e._zod.processJSONSchema = (t, n, r) => tm(e, t, n, r), e.options = t.options;
});
function Ig(e, t) {
	return new Fg({
		type: "union",
		options: e,
		inclusive: !1,
		...k(t)
	});
}
var Lg = /*@__PURE__*/ N("ZodDiscriminatedUnion", (e, t) => {
	Ng.init(e, t), Aa.init(e, t);
});
function Rg(e, t, n) {
	return new Lg({
		type: "union",
		options: t,
		discriminator: e,
		...k(n)
	});
}
var zg = /*@__PURE__*/ N("ZodIntersection", (e, t) => {
	ja.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => nm(e, t, n, r);
});
function Bg(e, t) {
	return new zg({
		type: "intersection",
		left: e,
		right: t
	});
}
var Vg = /*@__PURE__*/ N("ZodTuple", (e, t) => {
	Gm(), Pa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => rm(e, t, n, r);
}, {
	rest(e) {
		return this.clone({
			...this._zod.def,
			rest: e
		});
	},
	partial() {
		let e = this._zod.def;
		if (e.checks?.length) throw Error(".partial() cannot be used on tuple schemas containing refinements");
		return this.clone({
			...e,
			items: e.items.map((e) => new o_({
				type: "optional",
				innerType: e
			}))
		});
	}
});
function Hg(e, t, n) {
	let r = t instanceof P;
	return new Vg({
		type: "tuple",
		items: e,
		rest: r ? t : null,
		...k(r ? n : t)
	});
}
var Ug = /*@__PURE__*/ N("ZodRecord", (e, t) => {
	Gm(), Ra.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => sm(e, t, n, r), e.keyType = t.keyType, e.valueType = t.valueType;
});
function Wg(e, t, n) {
	return !t || !t._zod ? new Ug({
		type: "record",
		keyType: z(),
		valueType: e,
		...k(t)
	}) : new Ug({
		type: "record",
		keyType: e,
		valueType: t,
		...k(n)
	});
}
function Gg(e, t, n) {
	return new Ug({
		type: "record",
		keyType: e,
		valueType: t,
		...k(n),
		partial: !0
	});
}
function Kg(e, t, n) {
	return new Ug({
		type: "record",
		keyType: e,
		valueType: t,
		mode: "loose",
		...k(n)
	});
}
var qg = /*@__PURE__*/ N("ZodMap", (e, t) => {
	Gm(), za.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Xp(e, t, n, r), e.keyType = t.keyType, e.valueType = t.valueType, e.min = (...t) => e.check(/* @__PURE__ */ Qd(...t)), e.nonempty = (t) => e.check(/* @__PURE__ */ Qd(1, t)), e.max = (...t) => e.check(/* @__PURE__ */ Zd(...t)), e.size = (...t) => e.check(/* @__PURE__ */ $d(...t));
});
function Jg(e, t, n) {
	return new qg({
		type: "map",
		keyType: e,
		valueType: t,
		...k(n)
	});
}
var Yg = /*@__PURE__*/ N("ZodSet", (e, t) => {
	Gm(), Va.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Zp(e, t, n, r), e.min = (...t) => e.check(/* @__PURE__ */ Qd(...t)), e.nonempty = (t) => e.check(/* @__PURE__ */ Qd(1, t)), e.max = (...t) => e.check(/* @__PURE__ */ Zd(...t)), e.size = (...t) => e.check(/* @__PURE__ */ $d(...t));
});
function Xg(e, t) {
	return new Yg({
		type: "set",
		valueType: e,
		...k(t)
	});
}
var Zg = /*@__PURE__*/ N("ZodEnum", (e, t) => {
	Ua.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Vp(e, t, n, r), e.enum = t.entries, e.options = [...e._zod.values];
	let n = new Set(Object.keys(t.entries));
	e.extract = (e, r) => {
		let i = {};
		for (let r of e) if (n.has(r)) i[r] = t.entries[r];
		else throw Error(`Key ${r} not found in enum`);
		return new Zg({
			...t,
			checks: [],
			...k(r),
			entries: i
		});
	}, e.exclude = (e, r) => {
		let i = { ...t.entries };
		for (let t of e) if (n.has(t)) delete i[t];
		else throw Error(`Key ${t} not found in enum`);
		return new Zg({
			...t,
			checks: [],
			...k(r),
			entries: i
		});
	};
});
function Qg(e, t) {
	return new Zg({
		type: "enum",
		entries: Array.isArray(e) ? Object.fromEntries(e.map((e) => [e, e])) : e,
		...k(t)
	});
}
function $g(e, t) {
	return new Zg({
		type: "enum",
		entries: e,
		...k(t)
	});
}
var e_ = /*@__PURE__*/ N("ZodLiteral", (e, t) => {
	Wa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Hp(e, t, n, r), e.values = new Set(t.values), Object.defineProperty(e, "value", { get() {
		if (t.values.length > 1) throw Error("This schema contains multiple valid literal values. Use `.values` instead.");
		return t.values[0];
	} });
});
function t_(e, t) {
	return new e_({
		type: "literal",
		values: Array.isArray(e) ? e : [e],
		...k(t)
	});
}
var n_ = /*@__PURE__*/ N("ZodFile", (e, t) => {
	Ga.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Gp(e, t, n, r), e.min = (t, n) => e.check(/* @__PURE__ */ Qd(t, n)), e.max = (t, n) => e.check(/* @__PURE__ */ Zd(t, n)), e.mime = (t, n) => e.check(/* @__PURE__ */ ff(Array.isArray(t) ? t : [t], n));
});
function r_(e) {
	return /* @__PURE__ */ jf(n_, e);
}
var i_ = /*@__PURE__*/ N("ZodTransform", (e, t) => {
	Gm(), Ka.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Yp(e, t, n, r), e._zod.parse = (n, r) => {
		if (r.direction === "backward") throw new mt(e.constructor.name);
		n.addIssue = (r) => {
			if (typeof r == "string") n.issues.push(Be(r, n.value, t));
			else {
				let t = r;
				t.fatal && (t.continue = !1), t.code ??= "custom", "input" in t || (t.input = n.value), t.inst ??= e, n.issues.push(Be(t));
			}
		};
		let i = t.transform(n.value, n);
		return i instanceof Promise ? i.then((e) => (n.value = e, n)) : (n.value = i, n);
	};
});
function a_(e) {
	return new i_({
		type: "transform",
		transform: e
	});
}
var o_ = /*@__PURE__*/ N("ZodOptional", (e, t) => {
	Ja.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => vm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function s_(e) {
	return new o_({
		type: "optional",
		innerType: e
	});
}
var c_ = /*@__PURE__*/ N("ZodExactOptional", (e, t) => {
	Ya.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => vm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function l_(e) {
	return new c_({
		type: "optional",
		innerType: e
	});
}
var u_ = /*@__PURE__*/ N("ZodNullable", (e, t) => {
	Xa.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => cm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function d_(e) {
	return new u_({
		type: "nullable",
		innerType: e
	});
}
function f_(e) {
	return s_(d_(e));
}
var p_ = /*@__PURE__*/ N("ZodDefault", (e, t) => {
	Za.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => fm(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeDefault = e.unwrap;
});
function m_(e, t) {
	return new p_({
		type: "default",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : O(t);
		}
	});
}
var h_ = /*@__PURE__*/ N("ZodPrefault", (e, t) => {
	$a.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => pm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function g_(e, t) {
	return new h_({
		type: "prefault",
		innerType: e,
		get defaultValue() {
			return typeof t == "function" ? t() : O(t);
		}
	});
}
var __ = /*@__PURE__*/ N("ZodNonOptional", (e, t) => {
	eo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => lm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function v_(e, t) {
	return new __({
		type: "nonoptional",
		innerType: e,
		...k(t)
	});
}
var y_ = /*@__PURE__*/ N("ZodSuccess", (e, t) => {
	no.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Kp(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function b_(e) {
	return new y_({
		type: "success",
		innerType: e
	});
}
var x_ = /*@__PURE__*/ N("ZodCatch", (e, t) => {
	io.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => mm(e, t, n, r), e.unwrap = () => e._zod.def.innerType, e.removeCatch = e.unwrap;
});
function S_(e, t) {
	return new x_({
		type: "catch",
		innerType: e,
		catchValue: typeof t == "function" ? t : ot(t)
	});
}
var C_ = /*@__PURE__*/ N("ZodNaN", (e, t) => {
	ao.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Up(e, t, n, r);
});
function w_(e) {
	return /* @__PURE__ */ Vd(C_, e);
}
var T_ = /*@__PURE__*/ N("ZodPipe", (e, t) => {
	oo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => hm(e, t, n, r), e.in = t.in, e.out = t.out;
});
function E_(e, t) {
	return new T_({
		type: "pipe",
		in: e,
		out: t
	});
}
var D_ = /*@__PURE__*/ N("ZodCodec", (e, t) => {
	T_.init(e, t), co.init(e, t);
});
function O_(e, t, n) {
	return new D_({
		type: "pipe",
		in: e,
		out: t,
		transform: n.decode,
		reverseTransform: n.encode
	});
}
function k_(e) {
	let t = e._zod.def;
	return new D_({
		type: "pipe",
		in: t.out,
		out: t.in,
		transform: t.reverseTransform,
		reverseTransform: t.transform
	});
}
var A_ = /*@__PURE__*/ N("ZodPreprocess", (e, t) => {
	T_.init(e, t), fo.init(e, t);
}), j_ = /*@__PURE__*/ N("ZodReadonly", (e, t) => {
	po.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => gm(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function M_(e) {
	return new j_({
		type: "readonly",
		innerType: e
	});
}
var N_ = /*@__PURE__*/ N("ZodTemplateLiteral", (e, t) => {
	_o.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Wp(e, t, n, r);
});
function P_(e, t) {
	return new N_({
		type: "template_literal",
		parts: e,
		...k(t)
	});
}
var F_ = /*@__PURE__*/ N("ZodLazy", (e, t) => {
	bo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => ym(e, t, n, r), e.unwrap = () => e._zod.def.getter();
});
function I_(e) {
	return new F_({
		type: "lazy",
		getter: e
	});
}
var L_ = /*@__PURE__*/ N("ZodPromise", (e, t) => {
	yo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => _m(e, t, n, r), e.unwrap = () => e._zod.def.innerType;
});
function R_(e) {
	return new L_({
		type: "promise",
		innerType: e
	});
}
var z_ = /*@__PURE__*/ N("ZodFunction", (e, t) => {
	vo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => Jp(e, t, n, r);
});
function B_(e) {
	return new z_({
		type: "function",
		input: Array.isArray(e?.input) ? Hg(e?.input) : e?.input ?? V(Sg()),
		output: e?.output ?? Sg()
	});
}
var V_ = /*@__PURE__*/ N("ZodCustom", (e, t) => {
	xo.init(e, t), R.init(e, t), e._zod.processJSONSchema = (t, n, r) => qp(e, t, n, r);
});
function H_(e) {
	let t = new Er({ check: "custom" });
	return t._zod.check = e, t;
}
function U_(e, t) {
	return /* @__PURE__ */ Wf(V_, e ?? (() => !0), t);
}
function W_(e, t = {}) {
	return /* @__PURE__ */ Gf(V_, e, t);
}
function G_(e, t) {
	return /* @__PURE__ */ Kf(e, t);
}
var K_ = Jf, q_ = Yf, J_ = /*@__PURE__*/ N("ZodInstanceOf", (e, t) => {
	V_.init(e, t);
}, { properties(e, t) {
	return this.check(/* @__PURE__ */ df(e, t));
} });
function Y_(e, t = {}) {
	let n = new J_({
		type: "custom",
		check: "custom",
		fn: (t) => t instanceof e,
		abort: !0,
		...k(t)
	});
	return n._zod.bag.Class = e, n._zod.check = (t) => {
		t.value instanceof e || t.issues.push({
			code: "invalid_type",
			expected: e.name,
			input: t.value,
			inst: n,
			path: [...n._zod.def.path ?? []]
		});
	}, n;
}
var X_ = (...e) => /* @__PURE__ */ Xf({
	Codec: D_,
	Boolean: og,
	String: qm
}, ...e);
function Z_(e) {
	let t = I_(() => Pg([
		z(e),
		B(),
		sg(),
		vg(),
		V(t),
		Wg(z(), t)
	]));
	return t;
}
function Q_(e, t) {
	return new A_({
		type: "pipe",
		in: a_(e),
		out: t
	});
}
// node_modules/zod/v4/classic/compat.js
var $_ = {
	invalid_type: "invalid_type",
	too_big: "too_big",
	too_small: "too_small",
	invalid_format: "invalid_format",
	not_multiple_of: "not_multiple_of",
	unrecognized_keys: "unrecognized_keys",
	invalid_union: "invalid_union",
	invalid_key: "invalid_key",
	invalid_element: "invalid_element",
	invalid_value: "invalid_value",
	custom: "custom"
};
function ev(e) {
	gt({ customError: e });
}
function tv() {
	return gt().customError;
}
var nv;
nv ||= {};
// node_modules/zod/v4/classic/iso.js
var rv = /* @__PURE__ */ t({
	ZodISODate: () => Xm,
	ZodISODateTime: () => Ym,
	ZodISODuration: () => Qm,
	ZodISOTime: () => Zm,
	date: () => av,
	datetime: () => iv,
	duration: () => sv,
	time: () => ov
});
function iv(e) {
	return /* @__PURE__ */ hd(Ym, e);
}
function av(e) {
	return /* @__PURE__ */ gd(Xm, e);
}
function ov(e) {
	return /* @__PURE__ */ _d(Zm, e);
}
function sv(e) {
	return /* @__PURE__ */ vd(Qm, e);
}
// node_modules/zod/v4/classic/from-json-schema.js
var W = {
	...Um,
	...Tm,
	iso: rv
}, cv = /*@__PURE__*/ new Set(/* @__PURE__ */ "$schema.$ref.$defs.definitions.$id.id.$comment.$anchor.$vocabulary.$dynamicRef.$dynamicAnchor.type.enum.const.anyOf.oneOf.allOf.not.properties.required.additionalProperties.patternProperties.propertyNames.minProperties.maxProperties.items.prefixItems.additionalItems.minItems.maxItems.uniqueItems.contains.minContains.maxContains.minLength.maxLength.pattern.format.minimum.maximum.exclusiveMinimum.exclusiveMaximum.multipleOf.description.default.contentEncoding.contentMediaType.contentSchema.unevaluatedItems.unevaluatedProperties.if.then.else.dependentSchemas.dependentRequired.nullable.readOnly".split("."));
function lv(e, t) {
	let n = e.$schema;
	return n === "https://json-schema.org/draft/2020-12/schema" ? "draft-2020-12" : n === "http://json-schema.org/draft-07/schema#" ? "draft-7" : n === "http://json-schema.org/draft-04/schema#" ? "draft-4" : t ?? "draft-2020-12";
}
function uv(e, t) {
	return e.map((e, n) => n < t ? e : e.optional());
}
function dv(e) {
	return e.replace(/~1/g, "/").replace(/~0/g, "~");
}
function fv(e, t) {
	if (!e.startsWith("#")) throw Error("External $ref is not supported, only local refs (#/...) are allowed");
	let n = e.slice(1).split("/").filter(Boolean);
	if (n.length === 0) return t.rootSchema;
	let r = t.version === "draft-2020-12" ? "$defs" : "definitions";
	if (n[0] === r) {
		let r = n[1] === void 0 ? void 0 : dv(n[1]);
		if (!r || !t.defs[r]) throw Error(`Reference not found: ${e}`);
		return t.defs[r];
	}
	throw Error(`Reference not found: ${e}`);
}
function pv(e, t) {
	return W.transform((e) => e).check((n) => {
		let r = n.value;
		if (typeof r != "object" || !r || Array.isArray(r)) return;
		let i = Object.getOwnPropertyNames(r);
		if (t.minProperties !== void 0 && i.length < t.minProperties && n.issues.push({
			origin: "object",
			code: "too_small",
			minimum: t.minProperties,
			inclusive: !0,
			message: `Too small: expected object to have >=${t.minProperties} properties`,
			input: r,
			inst: e,
			continue: !0
		}), t.maxProperties !== void 0 && i.length > t.maxProperties && n.issues.push({
			origin: "object",
			code: "too_big",
			maximum: t.maxProperties,
			inclusive: !0,
			message: `Too big: expected object to have <=${t.maxProperties} properties`,
			input: r,
			inst: e,
			continue: !0
		}), t.keySchema) for (let e of i) {
			let r = t.keySchema.safeParse(e);
			r.success || n.issues.push({
				code: "invalid_key",
				origin: "record",
				issues: r.error.issues,
				input: e,
				path: [e],
				continue: !0
			});
		}
	}).pipe(e);
}
function mv(e, t) {
	if (e === null) return "z";
	let n = typeof e;
	if (n !== "object") {
		if (n === "number" && Number.isNaN(e)) return null;
		let t = String(e);
		return `${n[0]}${t.length}:${t}`;
	}
	if (t.has(e)) return null;
	t.add(e);
	try {
		if (Array.isArray(e)) {
			let n = [];
			for (let r of e) {
				let e = mv(r, t);
				if (e === null) return null;
				n.push(e);
			}
			return `a${n.length}:[${n.join(",")}]`;
		}
		let n = Object.keys(e).sort(), r = [];
		for (let i of n) {
			let n = mv(e[i], t);
			if (n === null) return null;
			r.push(`${i.length}:${i}=${n}`);
		}
		return `o${r.length}:{${r.join(",")}}`;
	} finally {
		t.delete(e);
	}
}
var hv = /*@__PURE__*/ new Set([
	"items",
	"prefixItems",
	"additionalItems",
	"additionalProperties",
	"contains",
	"propertyNames",
	"not",
	"if",
	"then",
	"else",
	"allOf",
	"anyOf",
	"oneOf",
	"unevaluatedItems",
	"unevaluatedProperties",
	"contentSchema"
]), gv = /*@__PURE__*/ new Set([
	"properties",
	"patternProperties",
	"dependentSchemas",
	"dependencies",
	"$defs",
	"definitions"
]);
function _v(e) {
	return typeof e != "object" || !e ? !1 : Array.isArray(e) ? e.some(_v) : typeof e.$ref == "string" || Object.entries(e).some(([e, t]) => hv.has(e) ? _v(t) : !gv.has(e) || typeof t != "object" || !t ? !1 : Object.values(t).some(_v));
}
function vv(e) {
	return e === 1 ? "element" : "elements";
}
function yv(e, t) {
	return W.transform((e) => e).check((e) => {
		let n = e.value;
		if (Array.isArray(n)) {
			if (t.uniqueItems === !0) {
				let t = /* @__PURE__ */ new Map();
				for (let r = 0; r < n.length; r++) {
					let i = mv(n[r], /* @__PURE__ */ new Set());
					if (i === null) continue;
					let a = t.get(i);
					a === void 0 ? t.set(i, r) : e.issues.push({
						code: "custom",
						message: `Array items must be unique: element at index ${r} duplicates the one at index ${a}`,
						input: n,
						path: [r],
						continue: !0
					});
				}
			}
			if (t.containsSchema) {
				let r = t.minContains ?? 1, i = t.maxContains === void 0 ? Infinity : t.maxContains + 1, a = 0;
				for (let e of n) if (t.containsSchema.safeParse(e).success && ++a >= i) break;
				a < r && e.issues.push({
					code: "custom",
					message: `Array must contain at least ${r} matching ${vv(r)}; found ${a}`,
					input: n,
					continue: !0
				}), t.maxContains !== void 0 && a > t.maxContains && e.issues.push({
					code: "custom",
					message: `Array must contain at most ${t.maxContains} matching ${vv(t.maxContains)}`,
					input: n,
					continue: !0
				});
			}
		}
	}).pipe(e);
}
function bv(e, t) {
	if (e !== !1) return e === void 0 || e === !0 ? W.any() : Cv(e, t);
}
var xv = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
function Sv(e, t) {
	if (e.not !== void 0) {
		if (typeof e.not == "object" && Object.keys(e.not).length === 0) return W.never();
		throw Error("not is not supported in Zod (except { not: {} } for never)");
	}
	if (e.unevaluatedItems !== void 0) throw Error("unevaluatedItems is not supported");
	if (e.unevaluatedProperties !== void 0) throw Error("unevaluatedProperties is not supported");
	if (e.if !== void 0 || e.then !== void 0 || e.else !== void 0) throw Error("Conditional schemas (if/then/else) are not supported");
	if (e.dependentSchemas !== void 0 || e.dependentRequired !== void 0) throw Error("dependentSchemas and dependentRequired are not supported");
	if (e.$ref) {
		let n = e.$ref;
		if (t.refs.has(n)) return t.refs.get(n);
		if (t.processing.has(n)) return W.lazy(() => {
			if (!t.refs.has(n)) throw Error(`Circular reference not resolved: ${n}`);
			return t.refs.get(n);
		});
		t.processing.add(n);
		let r = Cv(fv(n, t), t);
		return t.refs.set(n, r), t.processing.delete(n), r;
	}
	if (e.enum !== void 0) {
		let n = e.enum;
		if (t.version === "openapi-3.0" && e.nullable === !0 && n.length === 1 && n[0] === null) return W.null();
		if (n.length === 0) return W.never();
		if (n.length === 1) return W.literal(n[0]);
		if (n.every((e) => typeof e == "string")) return W.enum(n);
		let r = n.map((e) => W.literal(e));
		return r.length < 2 ? r[0] : W.union([
			r[0],
			r[1],
			...r.slice(2)
		]);
	}
	if (e.const !== void 0) return W.literal(e.const);
	let n = e.type;
	if (Array.isArray(n)) {
		let r = n.map((n) => Sv({
			...e,
			type: n
		}, t));
		return r.length === 0 ? W.never() : r.length === 1 ? r[0] : W.union(r);
	}
	if (!n) return W.any();
	let r;
	switch (n) {
		case "string": {
			let t = W.string();
			if (e.format) {
				let n = e.format;
				n === "email" ? t = t.check(W.email()) : n === "uri" || n === "uri-reference" ? t = t.check(W.url()) : n === "uuid" || n === "guid" ? t = t.check(W.uuid()) : n === "date-time" ? t = t.check(W.iso.datetime({ offset: !0 })) : n === "date" ? t = t.check(W.iso.date()) : n === "time" ? t = t.check(W.regex(xv)) : n === "duration" ? t = t.check(W.iso.duration()) : n === "hostname" ? t = t.check(W.hostname()) : n === "ipv4" ? t = t.check(W.ipv4()) : n === "ipv6" ? t = t.check(W.ipv6()) : n === "mac" ? t = t.check(W.mac()) : n === "cidr" ? t = t.check(W.cidrv4()) : n === "cidr-v6" ? t = t.check(W.cidrv6()) : n === "base64" ? t = t.check(W.base64()) : n === "base64url" ? t = t.check(W.base64url()) : n === "e164" ? t = t.check(W.e164()) : n === "credit_card" ? t = t.check(W.creditCard()) : n === "iban" ? t = t.check(W.iban()) : n === "jwt" ? t = t.check(W.jwt()) : n === "emoji" ? t = t.check(W.emoji()) : n === "nanoid" ? t = t.check(W.nanoid()) : n === "cuid" ? t = t.check(W.cuid()) : n === "cuid2" ? t = t.check(W.cuid2()) : n === "ulid" ? t = t.check(W.ulid()) : n === "xid" ? t = t.check(W.xid()) : n === "ksuid" && (t = t.check(W.ksuid()));
			}
			typeof e.minLength == "number" && (t = t.min(e.minLength)), typeof e.maxLength == "number" && (t = t.max(e.maxLength)), e.pattern && (t = t.regex(new RegExp(e.pattern))), r = t;
			break;
		}
		case "number":
		case "integer": {
			let t = n === "integer" ? W.number().int() : W.number();
			typeof e.minimum == "number" && e.exclusiveMinimum !== !0 && (t = t.min(e.minimum)), typeof e.maximum == "number" && e.exclusiveMaximum !== !0 && (t = t.max(e.maximum)), typeof e.exclusiveMinimum == "number" ? t = t.gt(e.exclusiveMinimum) : e.exclusiveMinimum === !0 && typeof e.minimum == "number" && (t = t.gt(e.minimum)), typeof e.exclusiveMaximum == "number" ? t = t.lt(e.exclusiveMaximum) : e.exclusiveMaximum === !0 && typeof e.maximum == "number" && (t = t.lt(e.maximum)), typeof e.multipleOf == "number" && (t = t.multipleOf(e.multipleOf)), r = t;
			break;
		}
		case "boolean":
			r = W.boolean();
			break;
		case "null":
			r = W.null();
			break;
		case "object": {
			let n = {}, i = e.properties || {}, a = new Set(e.required || []), o = typeof e.additionalProperties == "object" ? Cv(e.additionalProperties, t) : void 0;
			for (let [e, r] of Object.entries(i)) {
				let i = Cv(r, t);
				b(n, e, a.has(e) ? i : i.optional());
			}
			if (e.patternProperties) {
				let i = e.patternProperties, a = Object.keys(i), o = [];
				for (let e of a) {
					let n = Cv(i[e], t), r = W.string().regex(new RegExp(e));
					o.push(W.looseRecord(r, n));
				}
				let s = [];
				if (Object.keys(n).length > 0 && s.push(W.object(n).passthrough()), s.push(...o), s.length === 0) r = W.object({}).passthrough();
				else if (s.length === 1) r = s[0];
				else {
					let e = W.intersection(s[0], s[1]);
					for (let t = 2; t < s.length; t++) e = W.intersection(e, s[t]);
					r = e;
				}
				if (e.additionalProperties === !1) {
					let e = Object.keys(n), t = a.map((e) => new RegExp(e)), i = r;
					r = r.check((n) => {
						if (!le(n.value)) return;
						let r = [];
						for (let i of Object.keys(n.value)) e.includes(i) || t.some((e) => e.test(i)) || r.push(i);
						r.length && n.issues.push({
							code: "unrecognized_keys",
							keys: r,
							input: n.value,
							inst: i
						});
					});
				}
			} else {
				let t = W.object(n);
				r = e.additionalProperties === !1 ? t.strict() : o ? t.catchall(o) : t.passthrough();
			}
			let s = e.propertyNames !== void 0 && e.propertyNames !== !0, c = typeof e.minProperties == "number" ? e.minProperties : void 0, l = typeof e.maxProperties == "number" ? e.maxProperties : void 0;
			if (s || c !== void 0 || l !== void 0) {
				let n;
				s && (n = Cv(typeof e.propertyNames == "object" && e.propertyNames.type === void 0 ? {
					type: "string",
					...e.propertyNames
				} : e.propertyNames, t)), r = pv(r, {
					keySchema: n,
					minProperties: c,
					maxProperties: l
				});
			}
			break;
		}
		case "array": {
			let n = e.prefixItems, i = e.items;
			if (n && Array.isArray(n)) {
				let a = typeof e.minItems == "number" ? e.minItems : 0, o = uv(n.map((e) => Cv(e, t)), a), s = Array.isArray(i) ? void 0 : bv(i, t), c = W.tuple(o);
				r = s ? c.rest(s) : c, typeof e.minItems == "number" && (r = r.check(W.minLength(e.minItems))), typeof e.maxItems == "number" && (r = r.check(W.maxLength(e.maxItems)));
			} else if (Array.isArray(i)) {
				let n = typeof e.minItems == "number" ? e.minItems : 0, a = uv(i.map((e) => Cv(e, t)), n), o = bv(e.additionalItems, t), s = W.tuple(a);
				r = o ? s.rest(o) : s, typeof e.minItems == "number" && (r = r.check(W.minLength(e.minItems))), typeof e.maxItems == "number" && (r = r.check(W.maxLength(e.maxItems)));
			} else if (i !== void 0) {
				let n = Cv(i, t), a = W.array(n);
				typeof e.minItems == "number" && (a = a.min(e.minItems)), typeof e.maxItems == "number" && (a = a.max(e.maxItems)), r = a;
			} else r = W.array(W.any());
			(e.uniqueItems === !0 || e.contains !== void 0) && (r = yv(r, {
				uniqueItems: e.uniqueItems === !0,
				containsSchema: e.contains === void 0 ? void 0 : Cv(e.contains, t),
				minContains: typeof e.minContains == "number" ? e.minContains : void 0,
				maxContains: typeof e.maxContains == "number" ? e.maxContains : void 0
			}));
			break;
		}
		default: throw Error(`Unsupported type: ${n}`);
	}
	return r;
}
function Cv(e, t) {
	if (typeof e == "boolean") return e ? W.any() : W.never();
	let n = Sv(e, t), r = e.type || e.enum !== void 0 || e.const !== void 0;
	if (e.anyOf && Array.isArray(e.anyOf)) {
		let i = e.anyOf.map((e) => Cv(e, t)), a = W.union(i);
		n = r ? W.intersection(n, a) : a;
	}
	if (e.oneOf && Array.isArray(e.oneOf)) {
		let i = e.oneOf.map((e) => Cv(e, t)), a = W.xor(i);
		n = r ? W.intersection(n, a) : a;
	}
	if (e.allOf && Array.isArray(e.allOf)) {
		if (e.allOf.length === 0) n = r ? n : W.any();
		else {
			let i = r ? n : Cv(e.allOf[0], t), a = +!r;
			for (let n = a; n < e.allOf.length; n++) i = W.intersection(i, Cv(e.allOf[n], t));
			n = i;
		}
	}
	e.nullable === !0 && t.version === "openapi-3.0" && (n = W.nullable(n)), e.readOnly === !0 && (n = W.readonly(n)), e.default !== void 0 && (n = n.default(e.default));
	let i = {};
	for (let t of [
		"$id",
		"id",
		"$comment",
		"$anchor",
		"$vocabulary",
		"$dynamicRef",
		"$dynamicAnchor"
	]) t in e && (i[t] = e[t]);
	for (let t of [
		"contentEncoding",
		"contentMediaType",
		"contentSchema"
	]) t in e && (i[t] = e[t]);
	if (e.type === "object" && e.$ref === void 0) {
		e.propertyNames !== void 0 && !_v(e.propertyNames) && (i.propertyNames = e.propertyNames);
		for (let t of ["minProperties", "maxProperties"]) e[t] !== void 0 && (i[t] = e[t]);
	}
	if (e.type === "array" && e.$ref === void 0) {
		e.contains !== void 0 && !_v(e.contains) && (i.contains = e.contains);
		for (let t of [
			"uniqueItems",
			"minContains",
			"maxContains"
		]) e[t] !== void 0 && (i[t] = e[t]);
	}
	for (let t of Object.keys(e)) cv.has(t) || b(i, t, e[t]);
	return Object.keys(i).length > 0 && t.registry.add(n, i), e.description && (n = n.describe(e.description)), n;
}
function wv(e, t) {
	if (typeof e == "boolean") return e ? W.any() : W.never();
	let n;
	try {
		n = JSON.parse(JSON.stringify(e));
	} catch {
		throw Error("fromJSONSchema input is not valid JSON (possibly cyclic); use $defs/$ref for recursive schemas");
	}
	let r = {
		version: lv(n, t?.defaultTarget),
		defs: n.$defs || n.definitions || {},
		refs: /* @__PURE__ */ new Map(),
		processing: /* @__PURE__ */ new Set(),
		rootSchema: n,
		registry: t?.registry ?? hl
	};
	return Cv(n, r);
}
// node_modules/zod/v4/core/visit.js
var Tv = Symbol("z.visit/resolving");
function Ev(e, t) {
	let n = typeof t == "function" ? t : (e, n) => {
		let r = t[e._zod.def.type];
		return r ? r(e, n) : e;
	}, r = /* @__PURE__ */ new Map();
	function i(e) {
		let t = r.get(e);
		if (t === Tv) return new bo({
			type: "lazy",
			getter: () => r.get(e)
		});
		if (t !== void 0) return t;
		r.set(e, Tv);
		let i = a(e), o = n(i, i !== e);
		return r.set(e, o), o;
	}
	function a(e) {
		let t = e._zod.def;
		switch (t.type) {
			case "object": {
				let n = t.shape, r = Object.keys(n), a = !1, o = {};
				for (let e of r) {
					let t = i(n[e]);
					t !== n[e] && (a = !0), o[e] = t;
				}
				let s = t.catchall;
				return t.catchall && (s = i(t.catchall), s !== t.catchall && (a = !0)), a ? he(e, {
					...t,
					shape: o,
					catchall: s
				}) : e;
			}
			case "array": {
				let n = i(t.element);
				return n === t.element ? e : he(e, {
					...t,
					element: n
				});
			}
			case "tuple": {
				let n = t.items, r = !1, a = [];
				for (let e of n) {
					let t = i(e);
					t !== e && (r = !0), a.push(t);
				}
				let o = t.rest;
				return t.rest && (o = i(t.rest), o !== t.rest && (r = !0)), r ? he(e, {
					...t,
					items: a,
					rest: o
				}) : e;
			}
			case "record":
			case "map": {
				let n = i(t.keyType), r = i(t.valueType);
				return n === t.keyType && r === t.valueType ? e : he(e, {
					...t,
					keyType: n,
					valueType: r
				});
			}
			case "set": {
				let n = i(t.valueType);
				return n === t.valueType ? e : he(e, {
					...t,
					valueType: n
				});
			}
			case "union": {
				let n = t.options, r = !1, a = [];
				for (let e of n) {
					let t = i(e);
					t !== e && (r = !0), a.push(t);
				}
				return r ? he(e, {
					...t,
					options: a
				}) : e;
			}
			case "intersection": {
				let n = i(t.left), r = i(t.right);
				return n === t.left && r === t.right ? e : he(e, {
					...t,
					left: n,
					right: r
				});
			}
			case "optional":
			case "nullable":
			case "default":
			case "prefault":
			case "catch":
			case "readonly":
			case "nonoptional":
			case "promise":
			case "success": {
				let n = i(t.innerType);
				return n === t.innerType ? e : he(e, {
					...t,
					innerType: n
				});
			}
			case "pipe": {
				let n = i(t.in), r = i(t.out);
				return n === t.in && r === t.out ? e : he(e, {
					...t,
					in: n,
					out: r
				});
			}
			case "function": {
				let n = i(t.input), r = i(t.output);
				return n === t.input && r === t.output ? e : he(e, {
					...t,
					input: n,
					output: r
				});
			}
			case "lazy": {
				let n = t.getter, { _cachedInner: r, ...a } = t;
				return he(e, {
					...a,
					getter: () => i(n())
				});
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
			case "custom": return e;
			default: return e;
		}
	}
	return i(e);
}
// node_modules/zod/v4/classic/deep-partial.js
function Dv(e) {
	return Ev(e, {
		object: (e) => e.partial(),
		union: (e) => {
			let t = e._zod.def;
			return t.discriminator === void 0 ? e : Pg(t.options);
		}
	});
}
// node_modules/zod/v4/classic/in-out.js
function Ov(e, t) {
	if (!t?.length) return e;
	let n = e._zod.def;
	return he(e, E(n, { checks: [...n.checks ?? [], ...t] }), { parent: !0 });
}
function kv(e) {
	return Ov(e.out, e.checks);
}
function Av(e) {
	return e.in._zod.traits.has("$ZodTransform") ? kv(e) : e.in;
}
function jv(e) {
	return Ev(e, {
		pipe: (e) => Av(e._zod.def),
		default: (e, t) => t ? s_(e._zod.def.innerType) : e,
		catch: (e, t) => t ? e._zod.def.innerType : e
	});
}
function Mv(e) {
	return Ev(e, {
		pipe: (e) => kv(e._zod.def),
		prefault: (e, t) => t ? e._zod.def.innerType : e
	});
}
// node_modules/zod/v4/classic/coerce.js
var Nv = /* @__PURE__ */ t({
	bigint: () => Lv,
	boolean: () => Iv,
	date: () => Rv,
	number: () => Fv,
	string: () => Pv
});
function Pv(e) {
	return /* @__PURE__ */ Hu(qm, e);
}
function Fv(e) {
	return /* @__PURE__ */ bd($h, e);
}
function Iv(e) {
	return /* @__PURE__ */ Dd(og, e);
}
function Lv(e) {
	return /* @__PURE__ */ kd(cg, e);
}
function Rv(e) {
	return /* @__PURE__ */ Bd(Dg, e);
}
// node_modules/zod/v4/classic/external.js
var zv = /* @__PURE__ */ t({
	$brand: () => ft,
	$input: () => fl,
	$output: () => dl,
	INVALID: () => gl,
	NEVER: () => ct,
	TimePrecision: () => md,
	ZodAny: () => yg,
	ZodArray: () => kg,
	ZodBase64: () => Fh,
	ZodBase64URL: () => Lh,
	ZodBigInt: () => cg,
	ZodBigIntFormat: () => ug,
	ZodBoolean: () => og,
	ZodCIDRv4: () => jh,
	ZodCIDRv6: () => Nh,
	ZodCUID: () => hh,
	ZodCUID2: () => _h,
	ZodCatch: () => x_,
	ZodCodec: () => D_,
	ZodCompileAsyncError: () => vl,
	ZodCompileUnsupportedError: () => F,
	ZodCreditCard: () => Vh,
	ZodCustom: () => V_,
	ZodCustomStringFormat: () => qh,
	ZodDate: () => Dg,
	ZodDefault: () => p_,
	ZodDiscriminatedUnion: () => Lg,
	ZodE164: () => zh,
	ZodEmail: () => $m,
	ZodEmoji: () => dh,
	ZodEnum: () => Zg,
	ZodError: () => km,
	ZodExactOptional: () => c_,
	ZodFile: () => n_,
	ZodFirstPartyTypeKind: () => nv,
	ZodFunction: () => z_,
	ZodGUID: () => th,
	ZodIBAN: () => Uh,
	ZodIPv4: () => Th,
	ZodIPv6: () => kh,
	ZodISODate: () => Xm,
	ZodISODateTime: () => Ym,
	ZodISODuration: () => Qm,
	ZodISOTime: () => Zm,
	ZodInstanceOf: () => J_,
	ZodIntersection: () => zg,
	ZodIssueCode: () => $_,
	ZodJWT: () => Gh,
	ZodKSUID: () => Ch,
	ZodLazy: () => F_,
	ZodLiteral: () => e_,
	ZodMAC: () => Dh,
	ZodMap: () => qg,
	ZodNaN: () => C_,
	ZodNanoID: () => ph,
	ZodNever: () => Cg,
	ZodNonOptional: () => __,
	ZodNull: () => _g,
	ZodNullable: () => u_,
	ZodNumber: () => $h,
	ZodNumberFormat: () => eg,
	ZodObject: () => jg,
	ZodOptional: () => o_,
	ZodPipe: () => T_,
	ZodPrefault: () => h_,
	ZodPreprocess: () => A_,
	ZodPromise: () => L_,
	ZodReadonly: () => j_,
	ZodRealError: () => Am,
	ZodRecord: () => Ug,
	ZodSet: () => Yg,
	ZodString: () => qm,
	ZodStringFormat: () => Jm,
	ZodSuccess: () => y_,
	ZodSymbol: () => pg,
	ZodTemplateLiteral: () => N_,
	ZodTransform: () => i_,
	ZodTuple: () => Vg,
	ZodType: () => R,
	ZodULID: () => yh,
	ZodURL: () => ch,
	ZodUUID: () => rh,
	ZodUndefined: () => hg,
	ZodUnion: () => Ng,
	ZodUnknown: () => xg,
	ZodVoid: () => Tg,
	ZodXID: () => xh,
	ZodXor: () => Fg,
	_ZodString: () => Km,
	_default: () => m_,
	_function: () => B_,
	any: () => bg,
	array: () => V,
	base64: () => Ih,
	base64url: () => Rh,
	bigint: () => lg,
	boolean: () => sg,
	catch: () => S_,
	check: () => H_,
	cidrv4: () => Mh,
	cidrv6: () => Ph,
	clone: () => he,
	codec: () => O_,
	coerce: () => Nv,
	compile: () => bl,
	config: () => gt,
	core: () => wm,
	creditCard: () => Hh,
	cuid: () => gh,
	cuid2: () => vh,
	currencyCode: () => Zh,
	custom: () => U_,
	date: () => Og,
	decode: () => Im,
	decodeAsync: () => Rm,
	deepPartial: () => Dv,
	describe: () => K_,
	discriminatedUnion: () => Rg,
	e164: () => Bh,
	email: () => eh,
	emoji: () => fh,
	encode: () => Fm,
	encodeAsync: () => Lm,
	endsWith: () => lf,
	enum: () => Qg,
	exactOptional: () => l_,
	file: () => r_,
	flattenError: () => Et,
	float32: () => ng,
	float64: () => rg,
	formatError: () => Dt,
	fromJSONSchema: () => wv,
	function: () => B_,
	getDiscriminatedOption: () => Oa,
	getErrorMap: () => tv,
	globalRegistry: () => hl,
	gt: () => Wd,
	gte: () => Gd,
	guid: () => nh,
	hash: () => Qh,
	hex: () => Xh,
	hostname: () => Yh,
	httpUrl: () => uh,
	iban: () => Wh,
	includes: () => sf,
	input: () => jv,
	instanceof: () => Y_,
	int: () => tg,
	int32: () => ig,
	int64: () => dg,
	intersection: () => Bg,
	invertCodec: () => k_,
	ipv4: () => Eh,
	ipv6: () => Ah,
	iso: () => rv,
	json: () => Z_,
	jwt: () => Kh,
	keyof: () => Ag,
	ksuid: () => wh,
	lazy: () => I_,
	length: () => nf,
	literal: () => t_,
	locales: () => ll,
	looseObject: () => U,
	looseRecord: () => Kg,
	lowercase: () => af,
	lt: () => Hd,
	lte: () => Ud,
	mac: () => Oh,
	map: () => Jg,
	maxLength: () => ef,
	maxSize: () => Zd,
	memoizer: () => zo,
	meta: () => q_,
	mime: () => ff,
	minLength: () => tf,
	minSize: () => Qd,
	multipleOf: () => Xd,
	nan: () => w_,
	nanoid: () => mh,
	nativeEnum: () => $g,
	negative: () => qd,
	never: () => wg,
	nonnegative: () => Yd,
	nonoptional: () => v_,
	nonpositive: () => Jd,
	normalize: () => mf,
	null: () => vg,
	nullable: () => d_,
	nullish: () => f_,
	number: () => B,
	object: () => H,
	optional: () => s_,
	output: () => Mv,
	overwrite: () => pf,
	parse: () => jm,
	parseAsync: () => Mm,
	partialRecord: () => Gg,
	pipe: () => E_,
	positive: () => Kd,
	prefault: () => g_,
	preprocess: () => Q_,
	prettifyError: () => At,
	promise: () => R_,
	properties: () => df,
	property: () => uf,
	readonly: () => M_,
	record: () => Wg,
	refine: () => W_,
	regex: () => rf,
	regexes: () => ln,
	registry: () => ml,
	safeDecode: () => Bm,
	safeDecodeAsync: () => Hm,
	safeEncode: () => zm,
	safeEncodeAsync: () => Vm,
	safeParse: () => Nm,
	safeParseAsync: () => Pm,
	set: () => Xg,
	setErrorMap: () => ev,
	size: () => $d,
	slugify: () => vf,
	startsWith: () => cf,
	strictObject: () => Mg,
	string: () => z,
	stringFormat: () => Jh,
	stringbool: () => X_,
	success: () => b_,
	superRefine: () => G_,
	symbol: () => mg,
	templateLiteral: () => P_,
	toJSONSchema: () => xm,
	toLowerCase: () => gf,
	toUpperCase: () => _f,
	toZod: () => a,
	transform: () => a_,
	treeifyError: () => Ot,
	trim: () => hf,
	tuple: () => Hg,
	uint32: () => ag,
	uint64: () => fg,
	ulid: () => bh,
	undefined: () => gg,
	union: () => Pg,
	unknown: () => Sg,
	uppercase: () => of,
	url: () => lh,
	util: () => n,
	uuid: () => ih,
	uuidv4: () => ah,
	uuidv6: () => oh,
	uuidv7: () => sh,
	validate: () => Ut,
	validateAsync: () => Gt,
	void: () => Eg,
	withParser: () => xl,
	xid: () => Sh,
	xor: () => Ig
}), Bv = 1048576, G = Object.freeze({
	maxFiles: 100,
	maxFileBytes: 4 * Bv,
	maxSkillBytes: 16 * Bv,
	maxSkillMdBytes: 524288,
	maxNameLength: 128,
	descriptionWarnChars: 1024,
	maxDescriptionChars: 4096,
	maxPathLength: 1024,
	maxZipEntries: 5e3,
	maxZipBytes: 256 * Bv,
	maxCompressionRatio: 100,
	ratioFloorBytes: Bv,
	maxFrontmatterValues: 1e4,
	maxToolResponseBytes: 51200
}), Vv = (e) => `${(e / 1048576).toFixed(e % 1048576 == 0 ? 0 : 1)} MB`, Hv = (e) => `${Math.round(e / 1024)} KB`, Uv = (e) => e >= 1048576 ? Vv(e) : e >= 1024 ? Hv(e) : `${e} bytes`, Wv = {
	"file-content": () => "a file needs exactly one of `text` or `bytes`",
	"path-empty": () => "the path is empty",
	"path-absolute": () => "absolute paths are not allowed; paths are relative to the skill folder",
	"path-drive": () => "drive letters are not allowed in paths",
	"path-backslash": () => "backslashes are not allowed in paths; separate folders with /",
	"path-traversal": () => "\".\" and \"..\" are not allowed as path segments",
	"path-empty-segment": () => "empty path segments (a double or trailing /) are not allowed",
	"path-control-char": () => "control characters are not allowed in paths",
	"path-bidi": () => "text-direction control characters (such as U+202E) are not allowed in paths: they make a name look like another",
	"path-case-duplicate": (e) => `this path differs from "${e.other}" only in upper / lower case; the two would collide on most systems`,
	"path-too-long": () => `the path is longer than ${G.maxPathLength} characters`,
	"path-duplicate": () => "this path appears more than once",
	"too-many-files": (e) => `the skill has ${e.count} files; at most ${G.maxFiles} are allowed`,
	"file-too-large": (e) => `the file is ${Uv(Number(e.bytes))}; at most ${Vv(G.maxFileBytes)} per file`,
	"skill-too-large": (e) => `the skill is ${Uv(Number(e.bytes))} in total; at most ${Vv(G.maxSkillBytes)} per skill`,
	"skill-md-too-large": (e) => `SKILL.md is ${Uv(Number(e.bytes))}; at most ${Hv(G.maxSkillMdBytes)}`,
	"skill-md-not-text": () => "SKILL.md must be UTF-8 text",
	"skill-md-missing": (e) => e.found ? `no SKILL.md in the skill folder (found "${e.found}": the file must be named SKILL.md)` : "no SKILL.md in the skill folder",
	"no-skill": () => "no SKILL.md found: a skill is a folder with a SKILL.md file",
	"skill-duplicate-name": (e) => `${e.count} folders hold a skill named "${e.name}" (${e.folders}); rename all but one — none of them was installed`,
	"ignored-file": (e) => `ignored: ${e.why}`,
	"frontmatter-missing": () => "SKILL.md must start with YAML frontmatter: a first line \"---\"",
	"frontmatter-unclosed": () => "the YAML frontmatter is not closed by a line \"---\"",
	"frontmatter-yaml": (e) => `the YAML frontmatter does not parse: ${e.detail}`,
	"frontmatter-aliases": () => `the YAML frontmatter expands to more than ${G.maxFrontmatterValues.toLocaleString("en")} values through aliases (a "billion laughs" pattern); refusing it`,
	"frontmatter-not-mapping": (e) => `the YAML frontmatter must be a mapping of keys to values, not ${e.got}`,
	"name-missing": () => "the frontmatter has no `name`",
	"name-type": (e) => `\`name\` must be text, not ${e.got}`,
	"name-invalid": (e) => `the name "${e.name}" is not allowed: use 1–${G.maxNameLength} characters from a-z, 0-9, _ and -, starting with a letter or digit`,
	"name-folder-mismatch": (e) => `the name "${e.name}" differs from its folder name "${e.folder}"; they must be equal`,
	"name-not-portable": (e) => `the name "${e.name}" does not meet the Agent Skills rule (${e.why}); other tools may reject it`,
	"description-missing": () => "the frontmatter has no `description` (or it is empty)",
	"description-type": (e) => `\`description\` must be text, not ${e.got}`,
	"description-too-long": (e) => `the description has ${e.length} characters; at most ${G.maxDescriptionChars} are allowed`,
	"description-long": (e) => `the description has ${e.length} characters, over the Agent Skills limit of ${G.descriptionWarnChars}; accepted, but other tools may cut it`,
	"field-ignored": (e) => `\`${e.field}\` ${e.why}; it was ignored`,
	"no-package": () => "no skill package found: a package is a folder with an orchestrator.md (under novel/ or dialogue/, or listed in registry.yaml)",
	"package-field-missing": (e) => `the frontmatter has no \`${e.field}\``,
	"package-field-invalid": (e) => `\`${e.field}\` must be ${e.expected}, not ${e.got}`,
	"package-field-ignored": (e) => `\`${e.field}\` is ignored: ${e.why}`,
	"package-category-mismatch": (e) => `\`category\` is "${e.category}" but the package's bookKind is "${e.bookKind}"; they must be equal`,
	"package-bookkind-folder": (e) => `\`bookKind\` is "${e.bookKind}" but the package sits in the folder "${e.folder}/"`,
	"package-worker-missing": (e) => `\`workers\` lists "${e.worker}", but there is no workers/${e.worker}/SKILL.md`,
	"package-worker-duplicate": (e) => `\`workers\` lists "${e.worker}" more than once; worker ids are unique inside a package`,
	"package-worker-is-package": (e) => `the worker id "${e.worker}" equals the package name; give the worker its own id`,
	"package-worker-unlisted": (e) => `workers/${e.worker}/ is not listed in \`workers\`; it is kept as files but no agent runs it`,
	"package-worker-stray": () => "a file directly in workers/ belongs to no worker; workers live in workers/<id>/",
	"package-too-many-files": (e) => `the package has ${e.count} files; at most ${G.maxFiles} are allowed for a whole package`,
	"package-too-large": (e) => `the package is ${Uv(Number(e.bytes))} in total; at most ${Vv(G.maxSkillBytes)} for a whole package`,
	"package-orchestrator-too-large": (e) => `orchestrator.md is ${Uv(Number(e.bytes))}; at most ${Hv(G.maxSkillMdBytes)}`,
	"package-orchestrator-not-text": () => "orchestrator.md must be UTF-8 text",
	"package-duplicate": (e) => `two packages are named "${e.name}" in one input`,
	"registry-yaml": (e) => `registry.yaml does not parse: ${e.detail}`,
	"registry-shape": (e) => `registry.yaml must hold \`skills:\`, a list of entries with name, description, category, bookKind and path (${e.detail})`,
	"registry-entry": (e) => `registry.yaml entry ${e.index} (${e.name}): \`${e.field}\` ${e.why}`,
	"registry-path-missing": (e) => `registry.yaml lists "${e.name}" at ${e.path}, which is not in the input`,
	"registry-mismatch": (e) => `registry.yaml says \`${e.field}\` of "${e.name}" is "${e.registry}", but its orchestrator.md says "${e.file}"`,
	"zip-invalid": (e) => `not a readable zip archive: ${e.detail}`,
	"zip-encrypted": () => "encrypted zip entries are not supported",
	"zip-method": (e) => `compression method ${e.method} is not supported (only stored and deflate)`,
	"zip-link": () => "symbolic links are not allowed in a skill zip",
	"zip-duplicate": () => "the zip holds this entry more than once",
	"zip-too-many-entries": (e) => `the zip has ${e.count} entries; at most ${G.maxZipEntries} are allowed`,
	"zip-too-large": (e) => `the zip unpacks to ${Uv(Number(e.bytes))}; at most ${Vv(G.maxZipBytes)}`,
	"zip-overlap": () => "zip entries overlap each other (a zip-bomb pattern)",
	"zip-ratio": (e) => `the entry unpacks to ${Uv(Number(e.bytes))} from ${Uv(Number(e.packed))} (${e.ratio}:1); more than ${G.maxCompressionRatio}:1 is refused as a zip bomb`,
	"zip-name-encoding": () => "the entry name is not valid UTF-8 although the archive says it is; re-create the zip with a current archiver",
	"zip-bomb": (e) => `the entry unpacks to more than its declared ${Uv(Number(e.bytes))}; refusing it`,
	"zip-size-mismatch": (e) => `the entry unpacks to ${e.actual} bytes but declares ${e.declared}`,
	"zip-crc": () => "the entry is corrupted (checksum mismatch)",
	"zip-entry-invalid": (e) => `the entry cannot be unpacked: ${e.detail}`
};
function K(e, t, n = {}, r) {
	let i = Wv[e](n), a = r && t ? `${r}/${t}` : t || r || "", o = {
		file: t,
		rule: e,
		message: a ? `${a}: ${i}` : i
	};
	return r && (o.skill = r), o;
}
function Gv(e, t = {}) {
	return Wv[e](t);
}
function Kv(e) {
	return e === null ? "null" : Array.isArray(e) ? "a list" : typeof e == "object" ? "a mapping" : `a ${typeof e}`;
}
// node_modules/js-yaml/dist/js-yaml.mjs
var q = Symbol("NOT_RESOLVED");
function qv(e, t) {
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
function Jv(e, t) {
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
function Yv(e, t) {
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
var Xv = qv("tag:yaml.org,2002:str", {
	resolve: (e) => e,
	identify: (e) => typeof e == "string"
}), Zv = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
], Qv = qv("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (e) => Zv.indexOf(e) === -1 ? q : null,
	identify: (e) => e === null,
	represent: () => "null"
}), $v = qv("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: ["n"],
	resolve: (e, t) => e === "null" || t && e === "" ? null : q,
	identify: (e) => e === null,
	represent: () => "null"
}), ey = [
	"",
	"~",
	"null",
	"Null",
	"NULL"
], ty = qv("tag:yaml.org,2002:null", {
	implicit: !0,
	implicitFirstChars: [
		"",
		"~",
		"n",
		"N"
	],
	resolve: (e) => ey.indexOf(e) === -1 ? q : null,
	identify: (e) => e === null,
	represent: () => "null"
}), ny = [
	"true",
	"True",
	"TRUE"
], ry = [
	"false",
	"False",
	"FALSE"
], iy = qv("tag:yaml.org,2002:bool", {
	implicit: !0,
	implicitFirstChars: [
		"t",
		"T",
		"f",
		"F"
	],
	resolve: (e) => ny.indexOf(e) !== -1 || ry.indexOf(e) === -1 && q,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), ay = ["true"], oy = ["false"], sy = qv("tag:yaml.org,2002:bool", {
	implicit: !0,
	implicitFirstChars: ["t", "f"],
	resolve: (e) => ay.indexOf(e) !== -1 || oy.indexOf(e) === -1 && q,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), cy = [
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
], ly = [
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
], uy = qv("tag:yaml.org,2002:bool", {
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
	resolve: (e) => cy.indexOf(e) !== -1 || ly.indexOf(e) === -1 && q,
	identify: (e) => Object.prototype.toString.call(e) === "[object Boolean]",
	represent: (e) => e ? "true" : "false"
}), dy = /* @__PURE__ */ RegExp("^(?:0o[0-7]+|0x[0-9a-fA-F]+|[-+]?[0-9]+)$"), fy = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function py(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function my(e, t) {
	if (t) {
		if (!fy.test(e)) return q;
	} else if (!dy.test(e)) return q;
	let n = py(e);
	return Number.isFinite(n) ? n : q;
}
var hy = qv("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: my,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), gy = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)$"), _y = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1]+|[-+]?0o[0-7]+|[-+]?0x[0-9a-fA-F]+|[-+]?[0-9]+)$");
function vy(e) {
	let t = e, n = 1;
	return (t[0] === "-" || t[0] === "+") && (t[0] === "-" && (n = -1), t = t.slice(1)), t.startsWith("0b") ? n * parseInt(t.slice(2), 2) : t.startsWith("0o") ? n * parseInt(t.slice(2), 8) : t.startsWith("0x") ? n * parseInt(t.slice(2), 16) : n * parseInt(t, 10);
}
function yy(e, t) {
	if (t) {
		if (!_y.test(e)) return q;
	} else if (!gy.test(e)) return q;
	let n = vy(e);
	return Number.isFinite(n) ? n : q;
}
var by = qv("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: yy,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), xy = /* @__PURE__ */ RegExp("^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?0x[0-9a-fA-F_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:0|[1-9][0-9_]*))$");
function Sy(e) {
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
function Cy(e) {
	if (!xy.test(e)) return q;
	let t = Sy(e);
	return Number.isFinite(t) ? t : q;
}
var wy = qv("tag:yaml.org,2002:int", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		..."0123456789"
	],
	resolve: Cy,
	identify: (e) => Number.isInteger(e) && !Object.is(e, -0) && e.toString(10).indexOf("e") < 0,
	represent: (e) => e.toString(10)
}), Ty = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), Ey = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function Dy(e) {
	if (!Ty.test(e)) return q;
	let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = n * parseFloat(t);
	return Number.isFinite(r) || Ey.test(e) ? r : q;
}
function Oy(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var ky = qv("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: Dy,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: Oy
}), Ay = /* @__PURE__ */ RegExp("^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$"), jy = /* @__PURE__ */ RegExp("^(?:[-+]?[0-9]+(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|[-+]?\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function My(e, t) {
	if (t) {
		if (!jy.test(e)) return q;
		let t = e.toLowerCase(), n = t[0] === "-" ? -1 : 1;
		if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
		if (t === ".nan") return NaN;
		let r = n * parseFloat(t);
		return Number.isFinite(r) ? r : q;
	}
	if (!Ay.test(e)) return q;
	let n = Number(e);
	return Number.isFinite(n) ? n : q;
}
function Ny(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var Py = qv("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: ["-", ..."0123456789"],
	resolve: My,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: Ny
}), Fy = /* @__PURE__ */ RegExp("^(?:[-+]?(?:(?:[0-9][0-9_]*)?\\.[0-9_]*)(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"), Iy = /* @__PURE__ */ RegExp("^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
function Ly(e) {
	if (!Fy.test(e)) return q;
	let t = e.toLowerCase().replace(/_/g, ""), n = t[0] === "-" ? -1 : 1;
	if ("+-".includes(t[0]) && (t = t.slice(1)), t === ".inf") return n === 1 ? Infinity : -Infinity;
	if (t === ".nan") return NaN;
	let r = 0;
	if (t.includes(":")) {
		for (let e of t.split(":")) r = r * 60 + Number(e);
		r *= n;
	} else r = n * parseFloat(t);
	return Number.isFinite(r) || Iy.test(e) ? r : q;
}
function Ry(e) {
	if (isNaN(e)) return ".nan";
	if (e === Infinity) return ".inf";
	if (e === -Infinity) return "-.inf";
	if (Object.is(e, -0)) return "-0.0";
	let t = e.toString(10);
	return /^[-+]?[0-9]+e/.test(t) ? t.replace("e", ".e") : t;
}
var zy = qv("tag:yaml.org,2002:float", {
	implicit: !0,
	implicitFirstChars: [
		"-",
		"+",
		".",
		..."0123456789"
	],
	resolve: Ly,
	identify: (e) => typeof e == "number" && (!Number.isInteger(e) || Object.is(e, -0) || e.toString(10).indexOf("e") >= 0),
	represent: Ry
}), By = qv("tag:yaml.org,2002:merge", {
	implicit: !0,
	implicitFirstChars: ["<"],
	resolve: (e, t) => e === "<<" || t && e === "" ? "<<" : q,
	identify: () => !1
}), Vy = /^[A-Za-z0-9+/]*={0,2}$/;
function Hy(e) {
	let t = e.replace(/\s/g, "");
	if (t.length % 4 != 0 || !Vy.test(t)) return q;
	let n = atob(t), r = new Uint8Array(n.length);
	for (let e = 0; e < n.length; e++) r[e] = n.charCodeAt(e);
	return r;
}
function Uy(e) {
	let t = "";
	for (let n = 0; n < e.length; n++) t += String.fromCharCode(e[n]);
	return btoa(t);
}
var Wy = qv("tag:yaml.org,2002:binary", {
	resolve: Hy,
	identify: (e) => Object.prototype.toString.call(e) === "[object Uint8Array]",
	represent: Uy
}), Gy = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"), Ky = /* @__PURE__ */ RegExp("^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$");
function qy(e, t, n, r = 0, i = 0, a = 0, o = 0) {
	let s = new Date(Date.UTC(e, t, n, r, i, a, o));
	return s.setUTCFullYear(e, t, n), s;
}
function Jy(e) {
	let t = Gy.exec(e);
	if (t === null && (t = Ky.exec(e)), t === null) return q;
	let n = +t[1], r = t[2] - 1, i = +t[3];
	if (!t[4]) {
		let e = qy(n, r, i);
		return e.getUTCFullYear() !== n || e.getUTCMonth() !== r || e.getUTCDate() !== i ? q : e;
	}
	let a = +t[4], o = +t[5], s = +t[6], c = 0;
	if (a > 23 || o > 59 || s > 59) return q;
	if (t[7]) {
		let e = t[7].slice(0, 3);
		for (; e.length < 3;) e += "0";
		c = +e;
	}
	let l = qy(n, r, i, a, o, s, c);
	if (l.getUTCFullYear() !== n || l.getUTCMonth() !== r || l.getUTCDate() !== i) return q;
	if (t[9]) {
		let e = +t[10], n = +(t[11] || 0);
		if (e > 23 || n > 59) return q;
		let r = (e * 60 + n) * 6e4;
		l.setTime(l.getTime() - (t[9] === "-" ? -r : r));
	}
	return l;
}
var Yy = qv("tag:yaml.org,2002:timestamp", {
	implicit: !0,
	implicitFirstChars: [..."0123456789"],
	resolve: Jy,
	identify: (e) => e instanceof Date,
	represent: (e) => e.toISOString()
}), Xy = Jv("tag:yaml.org,2002:seq", {
	create: () => [],
	addItem: (e, t) => {
		e.push(t);
	},
	identify: Array.isArray
});
function Zy(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === null || t === Object.prototype;
}
function Qy(e, t) {
	let n = {};
	for (let r of t) e[r] !== void 0 && (n[r] = e[r]);
	return n;
}
var $y = Jv("tag:yaml.org,2002:omap", {
	create: () => ({
		list: [],
		seen: /* @__PURE__ */ new Set()
	}),
	addItem: (e, t) => {
		let n;
		if (t instanceof Map) {
			if (t.size !== 1) return "cannot resolve an ordered map item";
			n = t.keys().next().value;
		} else if (Zy(t)) {
			let e = Object.keys(t);
			if (e.length !== 1) return "cannot resolve an ordered map item";
			n = e[0];
		} else return "cannot resolve an ordered map item";
		return e.seen.has(n) ? "duplicate key in ordered map" : (e.seen.add(n), e.list.push(t), "");
	},
	finalize: (e) => e.list,
	identify: () => !1
}), eb = Jv("tag:yaml.org,2002:pairs", {
	create: () => [],
	addItem: (e, t) => {
		if (t instanceof Map) return t.size === 1 ? (e.push(t.entries().next().value), "") : "cannot resolve a pairs item";
		if (Object.prototype.toString.call(t) !== "[object Object]") return "cannot resolve a pairs item";
		let n = t, r = Object.keys(n);
		return r.length === 1 ? (e.push([r[0], n[r[0]]]), "") : "cannot resolve a pairs item";
	},
	identify: () => !1
}), tb = Yv("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: Zy,
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
}), nb = Yv("tag:yaml.org,2002:set", {
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
function rb() {
	return {
		scalar: Object.create(null),
		sequence: Object.create(null),
		mapping: Object.create(null)
	};
}
function ib() {
	return {
		scalar: [],
		sequence: [],
		mapping: []
	};
}
function ab(e) {
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
var ob = class e {
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
		let t = ab(e), n = [], r = rb(), i = ib();
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
			if (t !== q) return {
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
}, sb = new ob([
	Xv,
	Xy,
	tb
]);
new ob([
	...sb.tags,
	$v,
	sy,
	by,
	Py
]);
var cb = new ob([
	...sb.tags,
	Qv,
	iy,
	hy,
	ky
]);
new ob([
	...sb.tags,
	ty,
	uy,
	wy,
	zy,
	Yy,
	By,
	Wy,
	$y,
	eb,
	nb
]).withTags({
	...wy,
	resolve: (e, t, n) => {
		let r = wy.resolve(e, t, n);
		return r === q ? hy.resolve(e, t, n) : r;
	}
}, {
	...zy,
	resolve: (e, t, n) => {
		let r = zy.resolve(e, t, n);
		return r === q ? ky.resolve(e, t, n) : r;
	}
}), Yv("tag:yaml.org,2002:map", {
	create: () => /* @__PURE__ */ new Map(),
	addPair: (e, t, n) => (e.set(t, n), ""),
	has: (e, t) => e.has(t),
	keys: (e) => e.keys(),
	get: (e, t) => e.get(t),
	identify: (e) => e instanceof Map || Zy(e),
	represent: (e) => {
		if (e instanceof Map) return e;
		let t = /* @__PURE__ */ new Map(), n = e;
		for (let e of Object.keys(n)) t.set(e, n[e]);
		return t;
	}
});
function lb(e) {
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
Yv("tag:yaml.org,2002:map", {
	create: () => ({}),
	identify: Zy,
	represent: (e) => {
		let t = /* @__PURE__ */ new Map();
		for (let n of Object.keys(e)) t.set(n, e[n]);
		return t;
	},
	addPair: (e, t, n) => {
		let r = lb(t);
		return r === null ? "nested arrays are not supported inside keys" : (r === "__proto__" ? Object.defineProperty(e, r, {
			value: n,
			enumerable: !0,
			configurable: !0,
			writable: !0
		}) : e[r] = n, "");
	},
	has: (e, t) => {
		let n = lb(t);
		return n !== null && Object.prototype.hasOwnProperty.call(e, n);
	},
	keys: (e) => Object.keys(e),
	get: (e, t) => {
		let n = String(t);
		return Object.prototype.hasOwnProperty.call(e, n) ? e[n] : null;
	}
});
var ub = {
	maxLength: 79,
	indent: 1,
	linesBefore: 3,
	linesAfter: 2
};
function db(e, t, n, r, i) {
	let a = "", o = "", s = Math.floor(i / 2) - 1;
	return r - t > s && (a = " ... ", t = r - s + a.length), n - r > s && (o = " ...", n = r + s - o.length), {
		str: a + e.slice(t, n).replace(/\t/g, "→") + o,
		pos: r - t + a.length
	};
}
function fb(e, t) {
	return " ".repeat(Math.max(t - e.length, 0)) + e;
}
function pb(e, t) {
	if (!e.buffer) return null;
	let n = {
		...ub,
		...t
	}, r = /\r?\n|\r|\0/g, i = [0], a = [], o, s = -1;
	for (; o = r.exec(e.buffer);) a.push(o.index), i.push(o.index + o[0].length), e.position <= o.index && s < 0 && (s = i.length - 2);
	s < 0 && (s = i.length - 1);
	let c = "", l = Math.min(e.line + n.linesAfter, a.length).toString().length, u = n.maxLength - (n.indent + l + 3);
	for (let t = 1; t <= n.linesBefore && !(s - t < 0); t++) {
		let r = db(e.buffer, i[s - t], a[s - t], e.position - (i[s] - i[s - t]), u);
		c = `${" ".repeat(n.indent)}${fb((e.line - t + 1).toString(), l)} | ${r.str}\n${c}`;
	}
	let d = db(e.buffer, i[s], a[s], e.position, u);
	c += `${" ".repeat(n.indent)}${fb((e.line + 1).toString(), l)} | ${d.str}\n`, c += `${"-".repeat(n.indent + l + 3 + d.pos)}^\n`;
	for (let t = 1; t <= n.linesAfter && !(s + t >= a.length); t++) {
		let r = db(e.buffer, i[s + t], a[s + t], e.position - (i[s] - i[s + t]), u);
		c += `${" ".repeat(n.indent)}${fb((e.line + t + 1).toString(), l)} | ${r.str}\n`;
	}
	return c.replace(/\n$/, "");
}
function mb(e, t) {
	let n = "";
	return e.mark ? (e.mark.name && (n += `in "${e.mark.name}" `), n += `(${e.mark.line + 1}:${e.mark.column + 1})`, !t && e.mark.snippet && (n += `\n\n${e.mark.snippet}`), `${e.reason} ${n}`) : e.reason;
}
var hb = class e extends Error {
	reason;
	mark;
	constructor(e, t) {
		super(), this.name = "YAMLException", this.reason = e, this.mark = t, this.message = mb(this, !1), Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
	}
	toString(e) {
		return `${this.name}: ${mb(this, e)}`;
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
		throw s.snippet = pb(s), new e(r, s);
	}
}, gb = {
	DOCUMENT: 1,
	SEQUENCE: 2,
	MAPPING: 3,
	SCALAR: 4,
	ALIAS: 5,
	POP: 6
}, J = {
	PLAIN: 1,
	SINGLE_QUOTED: 2,
	DOUBLE_QUOTED: 3,
	LITERAL_BLOCK: 4,
	FOLDED_BLOCK: 5
}, _b = {
	BLOCK: 1,
	FLOW: 2
}, vb = {
	CLIP: 1,
	STRIP: 2,
	KEEP: 3
}, yb = -1;
function bb(e) {
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
var xb = Array(256), Sb = Array(256);
for (let e = 0; e < 256; e++) xb[e] = +!!bb(e), Sb[e] = bb(e);
function Cb(e) {
	return e <= 65535 ? String.fromCharCode(e) : String.fromCharCode((e - 65536 >> 10) + 55296, (e - 65536 & 1023) + 56320);
}
function wb(e) {
	return e >= 48 && e <= 57 ? e - 48 : (e | 32) - 97 + 10;
}
function Tb(e) {
	return e === 120 ? 2 : e === 117 ? 4 : 8;
}
function Eb(e, t, n) {
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
function Db(e) {
	return e === 1 ? " " : "\n".repeat(e - 1);
}
function Ob(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = Eb(e, i, n);
			r += Db(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, o);
}
function kb(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 39) r += e.slice(a, i) + "'", i += 2, a = o = i;
		else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = Eb(e, i, n);
			r += Db(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function Ab(e, t, n) {
	let r = "", i = t, a = t, o = t;
	for (; i < n;) {
		let t = e.charCodeAt(i);
		if (t === 92) {
			r += e.slice(a, i), i++;
			let t = e.charCodeAt(i);
			if (t === 10 || t === 13) i = Eb(e, i, n).position;
			else if (t < 256 && xb[t]) r += Sb[t], i++;
			else {
				let n = Tb(t), a = 0;
				for (; n > 0; n--) {
					i++;
					let t = wb(e.charCodeAt(i));
					a = (a << 4) + t;
				}
				r += Cb(a), i++;
			}
			a = o = i;
		} else if (t === 10 || t === 13) {
			r += e.slice(a, o);
			let t = Eb(e, i, n);
			r += Db(t.breaks), i = a = o = t.position;
		} else i++, t !== 32 && t !== 9 && (o = i);
	}
	return r + e.slice(a, n);
}
function jb(e, t, n, r, i, a) {
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
	return i === vb.KEEP ? l += "\n".repeat(u ? 1 + d : d) : i !== vb.STRIP && u && (l += "\n"), l;
}
function Mb(e, t) {
	if (t.valueStart === yb) return "";
	let { valueStart: n, valueEnd: r } = t;
	if (t.fast) return e.slice(n, r);
	switch (t.style) {
		case J.SINGLE_QUOTED: return kb(e, n, r);
		case J.DOUBLE_QUOTED: return Ab(e, n, r);
		case J.LITERAL_BLOCK: return jb(e, n, r, t.indent, t.chomping, !1);
		case J.FOLDED_BLOCK: return jb(e, n, r, t.indent, t.chomping, !0);
		default: return Ob(e, n, r);
	}
}
var Nb = Object.assign(Object.create(null), {
	"!": "!",
	"!!": "tag:yaml.org,2002:"
});
function Pb(e) {
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
function Fb(e, t) {
	if (e.startsWith("!<") && e.endsWith(">")) return Pb(e.slice(2, -1));
	let n = e.indexOf("!", 1), r = n === -1 ? "!" : e.slice(0, n + 1);
	return Pb(t?.[r] ?? Nb[r] ?? r) + Pb(e.slice(r.length));
}
var Ib = -1, Lb = "tag:yaml.org,2002:merge", Rb = {
	filename: "",
	schema: cb,
	json: !1,
	maxTotalMergeKeys: 1e4,
	maxAliases: -1
};
function zb(e) {
	return "tagStart" in e && e.tagStart !== Ib ? e.tagStart : "anchorStart" in e && e.anchorStart !== Ib ? e.anchorStart : "valueStart" in e && e.valueStart !== Ib ? e.valueStart : "start" in e ? e.start : 0;
}
function Bb(e, t) {
	hb.throwAt(e.source, e.position, t, e.filename);
}
function Vb(e, t, n, r) {
	try {
		return n.finalize(r);
	} catch (n) {
		if (n instanceof hb) throw n;
		hb.throwAt(e.source, t, n instanceof Error ? n.message : String(n), e.filename);
	}
}
function Hb(e, t) {
	let n = Mb(e.source, t), r = t.tagStart === Ib ? "" : e.source.slice(t.tagStart, t.tagEnd), i = e.schema.defaultScalarTag;
	if (r !== "") {
		if (r === "!") return {
			value: n,
			tag: i
		};
		let t = Fb(r, e.tagHandlers), a = e.schema.lookupScalarTag(t);
		if (a) {
			let r = a.resolve(n, !0, t);
			return r === q && Bb(e, `cannot resolve a node with !<${t}> explicit tag`), {
				value: r,
				tag: a
			};
		}
		let o = e.schema.lookupMappingTag(t) ?? e.schema.lookupSequenceTag(t);
		if (o) {
			n !== "" && Bb(e, `cannot resolve a node with !<${t}> explicit tag`);
			let r = o.create(t);
			return {
				value: o.carrierIsResult ? r : Vb(e, e.position, o, r),
				tag: o
			};
		}
		Bb(e, `unknown scalar tag !<${t}>`);
	}
	return t.style === J.PLAIN ? e.schema.resolveImplicitScalarTag(n) : {
		value: i.resolve(n, !1, i.tagName),
		tag: i
	};
}
function Ub(e, t, n) {
	let r = t.tagStart === Ib ? "" : e.source.slice(t.tagStart, t.tagEnd);
	return r === "" || r === "!" ? n : Fb(r, e.tagHandlers);
}
function Wb(e) {
	return e.nodeKind === "mapping";
}
function Gb(e) {
	e.totalMergeKeys++, e.maxTotalMergeKeys !== -1 && e.totalMergeKeys > e.maxTotalMergeKeys && Bb(e, `merge keys exceeded maxTotalMergeKeys (${e.maxTotalMergeKeys})`);
}
function Kb(e, t, n, r) {
	Gb(e);
	for (let i of r.keys(n)) {
		if (Gb(e), t.tag.has(t.value, i)) continue;
		let a = t.tag.addPair(t.value, i, r.get(n, i));
		a && Bb(e, a), t.overridable ??= /* @__PURE__ */ new Set(), t.overridable.add(i);
	}
}
function qb(e, t, n, r) {
	if (e.position = t.keyPosition, Wb(r)) Kb(e, t, n, r);
	else if (r.nodeKind === "sequence" && Array.isArray(n)) {
		n.length > 100 && Bb(e, "abnormal merge sequence size");
		for (let r of n) {
			let n = e.nodeTags.get(r);
			n || Bb(e, "cannot merge mappings; the provided source object is unacceptable"), Kb(e, t, r, n);
		}
	} else Bb(e, "cannot merge mappings; the provided source object is unacceptable");
}
function Jb(e, t, n, r, i) {
	if (e.position = t.keyPosition, t.keyIsMerge) {
		qb(e, t, r, i);
		return;
	}
	!e.json && t.tag.has(t.value, n) && !t.overridable?.has(n) && Bb(e, "duplicated mapping key");
	let a = t.tag.addPair(t.value, n, r);
	a && Bb(e, a), t.overridable?.delete(n);
}
function Yb(e, t, n) {
	let r = e.frames[e.frames.length - 1];
	if (r.kind === "document") r.value = t, r.hasValue = !0;
	else if (r.kind === "sequence") {
		Wb(n) && e.nodeTags.set(t, n);
		let i = r.tag.addItem(r.value, t, r.index++);
		i && Bb(e, i);
	} else if (r.hasKey) {
		let i = r.key;
		r.key = void 0, r.hasKey = !1, Jb(e, r, i, t, n);
	} else r.key = t, r.keyPosition = e.position, r.hasKey = !0, r.keyIsMerge = n.tagName === Lb;
}
function Xb(e, t, n, r, i) {
	if (t.anchorStart !== Ib) {
		let a = {
			value: n,
			tag: r,
			isValueFinal: i
		};
		return e.anchors.set(e.source.slice(t.anchorStart, t.anchorEnd), a), a;
	}
	return null;
}
function Zb(e, t) {
	let n = {
		...Rb,
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
		switch (n.position = zb(e), e.type) {
			case gb.DOCUMENT:
				n.anchors = /* @__PURE__ */ new Map(), n.nodeTags = /* @__PURE__ */ new Map(), n.aliasCount = 0, n.tagHandlers = Object.create(null);
				for (let t of e.directives) t.kind === "tag" && (n.tagHandlers[t.handle] = t.prefix);
				n.frames.push({
					kind: "document",
					position: n.position,
					value: void 0,
					hasValue: !1
				});
				break;
			case gb.SCALAR: {
				let { value: t, tag: r } = Hb(n, e);
				Xb(n, e, t, r, !0), Yb(n, t, r);
				break;
			}
			case gb.SEQUENCE: {
				let t = Ub(n, e, "tag:yaml.org,2002:seq"), r = n.schema.lookupSequenceTag(t);
				r || Bb(n, `unknown sequence tag !<${t}>`);
				let i = r.create(t), a = Xb(n, e, i, r, r.carrierIsResult);
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
			case gb.MAPPING: {
				let t = Ub(n, e, "tag:yaml.org,2002:map"), r = n.schema.lookupMappingTag(t);
				r || Bb(n, `unknown mapping tag !<${t}>`);
				let i = r.create(t), a = Xb(n, e, i, r, r.carrierIsResult);
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
			case gb.ALIAS: {
				n.maxAliases !== -1 && ++n.aliasCount > n.maxAliases && Bb(n, `aliases exceeded maxAliases (${n.maxAliases})`);
				let t = n.source.slice(e.anchorStart, e.anchorEnd), r = n.anchors.get(t);
				r || Bb(n, `unidentified alias "${t}"`), r.isValueFinal || Bb(n, `recursive alias "${t}" is not supported for tag ${r.tag.tagName} because it uses finalize()`), Yb(n, r.value, r.tag);
				break;
			}
			case gb.POP: {
				let e = n.frames.pop();
				if (e.kind === "mapping" && e.hasKey && (n.position = e.keyPosition, Bb(n, "incomplete mapping pair in event stream")), e.kind === "document") n.documents.push(e.value);
				else {
					let t = e.tag.carrierIsResult ? e.value : Vb(n, e.position, e.tag, e.value);
					e.anchor && (e.anchor.value = t, e.anchor.isValueFinal = !0), Yb(n, t, e.tag);
				}
				break;
			}
		}
	}
	return n.documents;
}
var Y = -1, Qb = Object.prototype.hasOwnProperty, $b = 1, ex = 2, tx = 3, nx = 4, rx = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/, ix = /[,\[\]{}]/, ax = /^(?:!|!!|![0-9A-Za-z-]+!)$/, ox = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$,_.!~*'()\[\]])`, sx = String.raw`(?:%[0-9A-Fa-f]{2}|[0-9A-Za-z\-#;/?:@&=+$.~*'()_])`, cx = RegExp(`^(?:${ox})*$`), lx = RegExp(`^(?:${sx})+$`), ux = RegExp(`^(?:!(?:${ox})*|${sx}(?:${ox})*)$`), dx = {
	filename: "",
	maxDepth: 100
};
function fx(e, t, n) {
	e.events.push({
		type: gb.DOCUMENT,
		explicitStart: t,
		explicitEnd: n,
		directives: e.directives
	});
}
function px(e, t, n, r, i, a, o) {
	e.events.push({
		type: gb.SEQUENCE,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function mx(e, t, n, r, i, a, o) {
	e.events.push({
		type: gb.MAPPING,
		start: t,
		anchorStart: n,
		anchorEnd: r,
		tagStart: i,
		tagEnd: a,
		style: o
	});
}
function hx(e, t) {
	e.events.splice(t.eventsLength, 0, {
		type: gb.MAPPING,
		start: t.position,
		anchorStart: Y,
		anchorEnd: Y,
		tagStart: Y,
		tagEnd: Y,
		style: _b.FLOW
	});
}
function gx(e, t, n, r, i, a, o, s, c = vb.CLIP, l = -1, u = !1) {
	e.events.push({
		type: gb.SCALAR,
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
function _x(e, t, n) {
	e.events.push({
		type: gb.ALIAS,
		anchorStart: t,
		anchorEnd: n
	});
}
function vx(e) {
	e.events.push({ type: gb.POP });
}
function yx(e) {
	gx(e, Y, Y, Y, Y, Y, Y, J.PLAIN);
}
function bx() {
	return {
		anchorStart: Y,
		anchorEnd: Y,
		tagStart: Y,
		tagEnd: Y
	};
}
function xx(e) {
	return {
		position: e.position,
		line: e.line,
		lineStart: e.lineStart,
		lineIndent: e.lineIndent,
		firstTabInLine: e.firstTabInLine,
		eventsLength: e.events.length
	};
}
function Sx(e, t) {
	e.position = t.position, e.line = t.line, e.lineStart = t.lineStart, e.lineIndent = t.lineIndent, e.firstTabInLine = t.firstTabInLine, e.events.length = t.eventsLength;
}
function X(e, t) {
	hb.throwAt(e.input.slice(0, e.length), e.position, t, e.filename);
}
function Cx(e) {
	return e === 10 || e === 13;
}
function wx(e) {
	return e === 9 || e === 32;
}
function Tx(e) {
	return wx(e) || Cx(e);
}
function Ex(e) {
	return e === 0 || Tx(e);
}
function Dx(e) {
	return e === 44 || e === 91 || e === 93 || e === 123 || e === 125;
}
function Ox(e) {
	return e >= 48 && e <= 57 ? e - 48 : -1;
}
function kx(e) {
	if (e >= 48 && e <= 57) return e - 48;
	let t = e | 32;
	return t >= 97 && t <= 102 ? t - 97 + 10 : -1;
}
function Ax(e) {
	return e === 120 ? 2 : e === 117 ? 4 : e === 85 ? 8 : 0;
}
function jx(e) {
	return e === 48 || e === 97 || e === 98 || e === 116 || e === 9 || e === 110 || e === 118 || e === 102 || e === 114 || e === 101 || e === 32 || e === 34 || e === 47 || e === 92 || e === 78 || e === 95 || e === 76 || e === 80;
}
function Mx(e) {
	e.input.charCodeAt(e.position) === 10 ? e.position++ : (e.position++, e.input.charCodeAt(e.position) === 10 && e.position++), e.line++, e.lineStart = e.position, e.lineIndent = 0, e.firstTabInLine = -1;
}
function Nx(e, t) {
	let n = 0, r = e.input.charCodeAt(e.position), i = e.position === e.lineStart || Tx(e.input.charCodeAt(e.position - 1));
	for (; r !== 0;) {
		for (; wx(r);) i = !0, r === 9 && e.firstTabInLine === -1 && (e.firstTabInLine = e.position), r = e.input.charCodeAt(++e.position);
		if (t && i && r === 35) do
			r = e.input.charCodeAt(++e.position);
		while (!Cx(r) && r !== 0);
		if (!Cx(r)) break;
		for (Mx(e), n++, i = !0, r = e.input.charCodeAt(e.position); r === 32;) e.lineIndent++, r = e.input.charCodeAt(++e.position);
	}
	return n;
}
function Px(e, t = e.position) {
	let n = e.input.charCodeAt(t);
	if ((n === 45 || n === 46) && n === e.input.charCodeAt(t + 1) && n === e.input.charCodeAt(t + 2)) {
		let n = e.input.charCodeAt(t + 3);
		return n === 0 || Tx(n);
	}
	return !1;
}
function Fx(e) {
	e.position === e.lineStart && e.input.charCodeAt(e.position) === 65279 && (e.position++, e.lineStart = e.position);
}
function Ix(e) {
	if (e.position !== e.lineStart) return !1;
	if (Px(e)) return !0;
	if (e.input.charCodeAt(e.position) !== 65279) return !1;
	let t = xx(e);
	Fx(e), Nx(e, !0);
	let n = e.input.charCodeAt(e.position), r = e.position === e.lineStart && (n === 37 || n === 45 && Px(e));
	return Sx(e, t), r;
}
function Lx(e) {
	let t = e.input.charCodeAt(e.position);
	for (; t !== 0 && !Cx(t);) t = e.input.charCodeAt(++e.position);
}
function Rx(e, t, n) {
	let r = rx.exec(e.input.slice(t, n));
	r !== null && (e.position = t + r.index + r[0].length - 1, X(e, "the stream contains non-printable characters"));
}
function zx(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 33) return !1;
	t.tagStart !== Y && X(e, "duplication of a tag property");
	let r = e.position, i = !1, a = !1, o = "!", s = e.input.charCodeAt(++e.position);
	s === 60 ? (i = !0, s = e.input.charCodeAt(++e.position)) : s === 33 && (a = !0, o = "!!", s = e.input.charCodeAt(++e.position));
	let c = e.position, l;
	if (i) {
		for (; s !== 0 && s !== 62;) s = e.input.charCodeAt(++e.position);
		s !== 62 && X(e, "unexpected end of the stream within a verbatim tag"), l = e.input.slice(c, e.position), e.position++;
	} else {
		for (; s !== 0 && !Tx(s) && !(n && Dx(s));) s === 33 && (a ? X(e, "tag suffix cannot contain exclamation marks") : (o = e.input.slice(c - 1, e.position + 1), ax.test(o) || X(e, "named tag handle cannot contain such characters"), a = !0, c = e.position + 1)), s = e.input.charCodeAt(++e.position);
		l = e.input.slice(c, e.position), ix.test(l) && X(e, "tag suffix cannot contain flow indicator characters");
	}
	return l && !(i ? cx.test(l) : lx.test(l)) && X(e, `tag name cannot contain such characters: ${l}`), !i && o !== "!" && o !== "!!" && !Qb.call(e.tagHandlers, o) && X(e, `undeclared tag handle "${o}"`), t.tagStart = r, t.tagEnd = e.position, !0;
}
function Bx(e, t) {
	if (e.input.charCodeAt(e.position) !== 38) return !1;
	t.anchorStart !== Y && X(e, "duplication of an anchor property"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !Tx(e.input.charCodeAt(e.position)) && !Dx(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && X(e, "name of an anchor node must contain at least one character"), t.anchorStart = n, t.anchorEnd = e.position, !0;
}
function Vx(e, t) {
	if (e.input.charCodeAt(e.position) !== 42) return !1;
	(t.anchorStart !== Y || t.tagStart !== Y) && X(e, "alias node should not have any properties"), e.position++;
	let n = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !Tx(e.input.charCodeAt(e.position)) && !Dx(e.input.charCodeAt(e.position));) e.position++;
	return e.position === n && X(e, "name of an alias node must contain at least one character"), _x(e, n, e.position), !0;
}
function Hx(e, t) {
	Nx(e, !1), e.lineIndent < t && X(e, "deficient indentation");
}
function Ux(e, t, n) {
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
			return e.position++, gx(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, J.SINGLE_QUOTED, vb.CLIP, -1, i), !0;
		}
		Cx(a) ? (i = !1, Hx(e, t)) : e.position === e.lineStart && Px(e) ? X(e, "unexpected end of the document within a single quoted scalar") : a !== 9 && a < 32 ? X(e, "expected valid JSON character") : e.position++;
	}
	X(e, "unexpected end of the stream within a single quoted scalar");
}
function Wx(e, t, n) {
	if (e.input.charCodeAt(e.position) !== 34) return !1;
	e.position++;
	let r = e.position, i = !0;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let a = e.input.charCodeAt(e.position);
		if (a === 34) {
			let t = e.position;
			return e.position++, gx(e, r, t, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, J.DOUBLE_QUOTED, vb.CLIP, -1, i), !0;
		}
		if (a === 92) {
			i = !1;
			let n = e.input.charCodeAt(++e.position);
			if (Cx(n)) Hx(e, t);
			else if (jx(n)) e.position++;
			else {
				let t = Ax(n);
				for (t === 0 && X(e, "unknown escape sequence"); t-- > 0;) e.position++, kx(e.input.charCodeAt(e.position)) < 0 && X(e, "expected hexadecimal character");
				e.position++;
			}
		} else Cx(a) ? (i = !1, Hx(e, t)) : e.position === e.lineStart && Px(e) ? X(e, "unexpected end of the document within a double quoted scalar") : a !== 9 && a < 32 ? X(e, "expected valid JSON character") : e.position++;
	}
	X(e, "unexpected end of the stream within a double quoted scalar");
}
function Gx(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = vb.CLIP, a = -1, o = !1;
	if (r !== 124 && r !== 62) return !1;
	let s = r === 124 ? J.LITERAL_BLOCK : J.FOLDED_BLOCK;
	for (e.position++; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.input.charCodeAt(e.position), r = Ox(n);
		if (n === 43 || n === 45) i !== vb.CLIP && X(e, "repeat of a chomping mode identifier"), i = n === 43 ? vb.KEEP : vb.STRIP, e.position++;
		else if (r >= 0) r === 0 && X(e, "bad explicit indentation width of a block scalar; it cannot be less than one"), o && X(e, "repeat of an indentation width identifier"), a = t + r - 1, o = !0, e.position++;
		else break;
	}
	let c = !1;
	for (; wx(e.input.charCodeAt(e.position));) c = !0, e.position++;
	c && e.input.charCodeAt(e.position) === 35 && Lx(e), Cx(e.input.charCodeAt(e.position)) ? Mx(e) : e.input.charCodeAt(e.position) !== 0 && X(e, "a line break is expected");
	let l = o ? a : -1, u = 0, d = e.position, f = e.position;
	for (; e.input.charCodeAt(e.position) !== 0;) {
		let n = e.position, r = 0;
		for (; e.input.charCodeAt(n + r) === 32;) r++;
		let i = e.input.charCodeAt(n + r);
		if (i === 0) {
			l >= 0 ? r > l && (f = n + r) : r > 0 && (f = n + r);
			break;
		}
		if (Ix(e)) break;
		if (!o && l === -1 && Cx(i) && (u = Math.max(u, r)), !o && l === -1 && !Cx(i) && (i === 9 && r < t && (e.position = n + r, X(e, "tab characters must not be used in indentation")), r >= t && r < u && (e.position = n + r, X(e, "bad indentation of a mapping entry"))), l === -1 && i !== 0 && !Cx(i) && r < t) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		!o && i !== 0 && !Cx(i) && l === -1 && (l = r);
		let a = l === -1 ? t + 1 : l;
		if (i !== 0 && !Cx(i) && r < a) {
			e.lineIndent = r, e.position = n + r;
			break;
		}
		Lx(e), f = e.position, Cx(e.input.charCodeAt(e.position)) && (Mx(e), f = e.position);
	}
	return Rx(e, d, f), gx(e, d, f, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, s, i, l), !0;
}
function Kx(e, t) {
	let n = e.input.charCodeAt(e.position), r = t === $b;
	if (n === 0 || Tx(n) || n === 35 || n === 38 || n === 42 || n === 33 || n === 124 || n === 62 || n === 39 || n === 34 || n === 37 || n === 64 || n === 96 || Dx(n)) return !1;
	if (n === 63 || n === 45) {
		let t = e.input.charCodeAt(e.position + 1);
		if (Ex(t) || r && Dx(t)) return !1;
	}
	return !0;
}
function qx(e, t, n, r) {
	if (!Kx(e, n)) return !1;
	let i = e.position, a = e.position, o = e.input.charCodeAt(e.position), s = n === $b, c = !1;
	for (; o !== 0 && !Ix(e);) {
		if (o === 58) {
			let t = e.input.charCodeAt(e.position + 1);
			if (Ex(t) || s && Dx(t)) break;
		} else if (o === 35) {
			if (Tx(e.input.charCodeAt(e.position - 1))) break;
		} else if (s && Dx(o)) break;
		else if (Cx(o)) {
			let n = e.position, r = e.line, i = e.lineStart, a = e.lineIndent;
			if (Nx(e, !1), e.lineIndent >= t) {
				c = !0, o = e.input.charCodeAt(e.position);
				continue;
			}
			e.position = n, e.line = r, e.lineStart = i, e.lineIndent = a;
			break;
		}
		wx(o) || (a = e.position + 1), o = e.input.charCodeAt(++e.position);
	}
	return a !== i && (Rx(e, i, a), gx(e, i, a, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, J.PLAIN, vb.CLIP, -1, !c), !0);
}
function Jx(e, t) {
	let n = e.line;
	Nx(e, !0), (e.line > n && e.lineIndent < t || e.firstTabInLine !== -1 && e.lineIndent < t) && X(e, "deficient indentation");
}
function Yx(e, t, n) {
	let r = e.input.charCodeAt(e.position), i = r === 123, a = e.position, o = !0;
	if (r !== 91 && r !== 123) return !1;
	let s = i ? 125 : 93;
	for (i ? mx(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, _b.FLOW) : px(e, a, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, _b.FLOW), e.position++; e.input.charCodeAt(e.position) !== 0;) {
		Jx(e, t);
		let n = e.input.charCodeAt(e.position);
		if (n === s) return e.position++, vx(e), !0;
		o ? n === 44 && X(e, "expected the node content, but found ','") : X(e, "missed comma between flow collection entries");
		let r = !1, a = !1;
		n === 63 && Tx(e.input.charCodeAt(e.position + 1)) && (r = a = !0, e.position += 1, Jx(e, t));
		let c = e.line, l = xx(e), u = Qx(e, t, $b, !1, !0);
		Jx(e, t), n = e.input.charCodeAt(e.position), (i || a || e.line === c) && n === 58 ? (r = !0, e.position++, Jx(e, t), i || hx(e, l), u || yx(e), Qx(e, t, $b, !1, !0) || yx(e), Jx(e, t), i || vx(e)) : i && r ? (u || yx(e), yx(e)) : i ? yx(e) : r && (hx(e, l), u || yx(e), yx(e), vx(e)), n = e.input.charCodeAt(e.position), n === 44 ? (o = !0, e.position++) : o = !1;
	}
	X(e, "unexpected end of the stream within a flow collection");
}
function Xx(e, t, n) {
	if (e.firstTabInLine !== -1 || e.input.charCodeAt(e.position) !== 45 || !Ex(e.input.charCodeAt(e.position + 1))) return !1;
	for (px(e, e.position, n.anchorStart, n.anchorEnd, n.tagStart, n.tagEnd, _b.BLOCK); e.input.charCodeAt(e.position) === 45 && Ex(e.input.charCodeAt(e.position + 1));) {
		e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, X(e, "tab characters must not be used in indentation"));
		let n = e.line;
		e.position++;
		let r = Nx(e, !0) > 0;
		if (e.firstTabInLine !== -1 && e.input.charCodeAt(e.position) === 45 && Ex(e.input.charCodeAt(e.position + 1)) && X(e, "bad indentation of a sequence entry"), r && e.lineIndent <= t ? yx(e) : Qx(e, t, tx, !1, !0), Nx(e, !0), e.lineIndent < t || e.position >= e.length) break;
		e.lineIndent > t && X(e, "bad indentation of a sequence entry"), e.line === n && e.input.charCodeAt(e.position) === 45 && Ex(e.input.charCodeAt(e.position + 1)) && X(e, "bad indentation of a sequence entry");
	}
	return vx(e), !0;
}
function Zx(e, t, n, r) {
	let i = !1, a = !1, o = !1, s = !1;
	if (e.firstTabInLine !== -1) return !1;
	let c = e.input.charCodeAt(e.position);
	for (; c !== 0;) {
		!i && e.firstTabInLine !== -1 && (e.position = e.firstTabInLine, X(e, "tab characters must not be used in indentation"));
		let l = e.input.charCodeAt(e.position + 1), u = e.line;
		if ((c === 63 || c === 58) && Ex(l)) o ||= (mx(e, e.position, r.anchorStart, r.anchorEnd, r.tagStart, r.tagEnd, _b.BLOCK), !0), c === 63 ? (i && yx(e), a = !0, i = !0) : (i || (yx(e), a = !0), i = !1), e.position += 1, s = !0;
		else {
			i &&= (yx(e), !1);
			let t = xx(e);
			if (!Qx(e, n, ex, !1, !0)) break;
			if (e.line === u) {
				for (c = e.input.charCodeAt(e.position); wx(c);) c = e.input.charCodeAt(++e.position);
				if (c === 58) c = e.input.charCodeAt(++e.position), Ex(c) || X(e, "a whitespace character is expected after the key-value separator within a block mapping"), o ||= (e.events.splice(t.eventsLength, 0, {
					type: gb.MAPPING,
					start: t.position,
					anchorStart: r.anchorStart,
					anchorEnd: r.anchorEnd,
					tagStart: r.tagStart,
					tagEnd: r.tagEnd,
					style: _b.BLOCK
				}), !0), a = !0, i = !1, s = !1;
				else if (a) X(e, "expected ':' after a mapping key");
				else return r.anchorStart !== Y || r.tagStart !== Y ? (Sx(e, t), !1) : !0;
			} else if (a) X(e, "can not read a block mapping entry; a multiline key may not be an implicit key");
			else return r.anchorStart !== Y || r.tagStart !== Y ? (Sx(e, t), !1) : !0;
		}
		if (Qx(e, t, nx, !0, s) && (s = !1), i || (s &&= (yx(e), !1)), Nx(e, !0), c = e.input.charCodeAt(e.position), (e.line === u || e.lineIndent > t) && c !== 0) X(e, "bad indentation of a mapping entry");
		else if (e.lineIndent < t) break;
	}
	return a ? (i && yx(e), o && vx(e), !0) : !1;
}
function Qx(e, t, n, r, i, a = !0) {
	e.depth >= e.maxDepth && X(e, `nesting exceeded maxDepth (${e.maxDepth})`), e.depth++;
	let o = 1, s = !1, c = !1, l = null, u = bx(), d = n === nx || n === tx, f = d, p = d;
	if (r && Nx(e, !0) && (s = !0, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1), o === 1) for (;;) {
		let r = e.input.charCodeAt(e.position), i = xx(e);
		if (s && o !== 1 && (r === 33 || r === 38)) break;
		if (s && p && (u.tagStart !== Y || u.anchorStart !== Y) && (r === 33 || r === 38)) {
			let n = xx(e), r = t + 1;
			if (Zx(e, e.position - e.lineStart, r, u) && e.events[n.eventsLength]?.type === gb.MAPPING) return e.depth--, !0;
			Sx(e, n);
		}
		if (s && (r === 33 && u.tagStart !== Y || r === 38 && u.anchorStart !== Y) || !zx(e, u, n === $b) && !Bx(e, u)) break;
		l === null && (l = i), Nx(e, !0) ? (s = !0, f = p, o = e.lineIndent > t ? 1 : e.lineIndent === t ? 0 : -1) : f = !1;
	}
	if (f &&= s || i, o === 1 || n === nx) {
		let r = n === $b || n === ex ? t : t + 1, i = e.position - e.lineStart;
		if (o === 1) {
			if (f && (Xx(e, i, u) || Zx(e, i, r, u)) || Yx(e, r, u)) c = !0;
			else {
				let t = e.input.charCodeAt(e.position);
				if (l !== null && a && p && !f && t !== 124 && t !== 62) {
					let t = xx(e), n = l.position - l.lineStart;
					Sx(e, l), Zx(e, n, r, bx()) && e.events[t.eventsLength]?.type === gb.MAPPING ? c = !0 : Sx(e, t);
				}
				!c && (d && Gx(e, r, u) || Ux(e, r, u) || Wx(e, r, u) || Vx(e, u) || qx(e, r, n, u)) && (c = !0);
			}
		} else o === 0 && (c = f && Xx(e, i, u));
	}
	return d &&= !c, !c && (u.anchorStart !== Y || u.tagStart !== Y || d) && (gx(e, Y, Y, u.anchorStart, u.anchorEnd, u.tagStart, u.tagEnd, J.PLAIN), c = !0), e.depth--, c || u.anchorStart !== Y || u.tagStart !== Y;
}
function $x(e) {
	if (e.lineIndent > 0 || e.input.charCodeAt(e.position) !== 37) return !1;
	e.position++;
	let t = e.position;
	for (; e.input.charCodeAt(e.position) !== 0 && !Tx(e.input.charCodeAt(e.position));) e.position++;
	let n = e.input.slice(t, e.position), r = [];
	for (n.length === 0 && X(e, "directive name must not be less than one character in length"); e.input.charCodeAt(e.position) !== 0 && !Cx(e.input.charCodeAt(e.position));) {
		for (; wx(e.input.charCodeAt(e.position));) e.position++;
		if (e.input.charCodeAt(e.position) === 35 || Cx(e.input.charCodeAt(e.position)) || e.input.charCodeAt(e.position) === 0) break;
		let t = e.position;
		for (; e.input.charCodeAt(e.position) !== 0 && !Tx(e.input.charCodeAt(e.position));) e.position++;
		r.push(e.input.slice(t, e.position));
	}
	if (Cx(e.input.charCodeAt(e.position)) && Mx(e), n === "YAML") {
		e.directives.some((e) => e.kind === "yaml") && X(e, "duplication of %YAML directive"), r.length !== 1 && X(e, "YAML directive accepts exactly one argument");
		let t = /^([0-9]+)\.([0-9]+)$/.exec(r[0]);
		t === null && X(e, "ill-formed argument of the YAML directive"), parseInt(t[1], 10) !== 1 && X(e, "unacceptable YAML version of the document"), e.directives.push({
			kind: "yaml",
			version: r[0]
		});
	} else if (n === "TAG") {
		r.length !== 2 && X(e, "TAG directive accepts exactly two arguments");
		let [t, n] = r;
		ax.test(t) || X(e, "ill-formed tag handle (first argument) of the TAG directive"), Qb.call(e.tagHandlers, t) && X(e, `there is a previously declared suffix for "${t}" tag handle`), ux.test(n) || X(e, "ill-formed tag prefix (second argument) of the TAG directive"), e.tagHandlers[t] = n, e.directives.push({
			kind: "tag",
			handle: t,
			prefix: n
		});
	}
	return !0;
}
function eS(e) {
	e.directives = [], e.tagHandlers = Object.create(null);
	let t = !1;
	for (Nx(e, !0); $x(e);) t = !0, Nx(e, !0);
	let n = !1, r = !1, i = !0;
	if (e.lineIndent === 0 && e.input.charCodeAt(e.position) === 45 && e.input.charCodeAt(e.position + 1) === 45 && e.input.charCodeAt(e.position + 2) === 45 && Ex(e.input.charCodeAt(e.position + 3))) {
		n = !0;
		let t = e.line;
		e.position += 3, Nx(e, !0), i = e.line > t;
	} else t && X(e, "directives end mark is expected");
	let a = e.events.length;
	if (!n && e.position === e.lineStart && e.input.charCodeAt(e.position) === 46 && Px(e)) {
		e.position += 3, Nx(e, !0);
		return;
	}
	if (fx(e, n, !1), Qx(e, e.lineIndent - 1, nx, !1, i, i) || yx(e), Nx(e, !0), e.position === e.lineStart && Px(e) && (r = e.input.charCodeAt(e.position) === 46, r)) {
		let t = e.line;
		e.position += 3, Nx(e, !0), e.line === t && e.position < e.length && X(e, "end of the stream or a document separator is expected");
	}
	let o = e.events[a];
	o?.type === gb.DOCUMENT && (o.explicitEnd = r), vx(e), !r && e.position < e.length && !Ix(e) && X(e, "end of the stream or a document separator is expected");
}
function tS(e, t) {
	let n = e.length, r = {
		...dx,
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
	for (i !== -1 && hb.throwAt(e, i, "null byte is not allowed in input", r.filename); r.position < r.length && (Fx(r), Nx(r, !0), !(r.position >= r.length));) {
		let e = r.position;
		eS(r), r.position === e && 
		/* c8 ignore next */
		X(r, "can not read a document");
	}
	return r.events;
}
var nS = {
	...dx,
	...Rb
};
function rS(e, t = {}) {
	let n = {
		...nS,
		...t
	}, r = String(e), i = Object.keys(dx), a = Object.keys(Rb);
	return Zb(tS(r, Qy(n, i)), {
		...Qy(n, a),
		source: r
	});
}
function iS(e, t) {
	let n = rS(e, t);
	if (n.length === 0) throw new hb("expected a document, but the input is empty");
	if (n.length === 1) return n[0];
	throw new hb("expected a single document in the stream, but found more");
}
function aS(e, t) {
	return !!(e & 1 << t);
}
var oS = {
	applyQuoteFlowKeysOption: cS,
	doubleQuoteForInvisibles: lS,
	doubleQuoteWhitespaceOnly: uS,
	applyForceQuotesOption: dS,
	tryLongOrMultilineAsBlock: fS,
	quoteInvalidPlain: pS,
	fallbackToDoubleQuoted: mS
};
function sS(e) {
	return e.presenterOptions.quoteStyle === "single" && aS(e.allowedStylesMask, J.SINGLE_QUOTED) ? J.SINGLE_QUOTED : J.DOUBLE_QUOTED;
}
function cS(e) {
	e.presenterOptions.quoteFlowKeys && e.isKey && e.flowOnly && e.style === J.PLAIN && (e.style = J.DOUBLE_QUOTED);
}
function lS(e) {
	e.style === J.PLAIN && /[\t\x7F-\xA0\u2028\u2029\uFEFF\uFFFE\uFFFF]/.test(e.node.value) && (e.style = J.DOUBLE_QUOTED);
}
function uS(e) {
	e.style === J.PLAIN && /^\s+$/.test(e.node.value) && (e.style = J.DOUBLE_QUOTED);
}
function dS(e) {
	e.presenterOptions.forceQuotes && (e.isKey || e.style !== J.PLAIN || e.node.tag === e.presenterOptions.schema.defaultScalarTag.tagName && (e.style = e.node.value.includes("\n") ? J.DOUBLE_QUOTED : sS(e)));
}
function fS(e) {
	if (e.style !== J.PLAIN || e.isKey) return;
	let t = e.node.value, n = t.indexOf("\n") !== -1;
	if (!aS(e.allowedStylesMask, J.LITERAL_BLOCK)) {
		n && (e.style = J.DOUBLE_QUOTED);
		return;
	}
	let r = e.presenterOptions.lineWidth;
	if (r === -1) {
		n && (e.style = J.LITERAL_BLOCK);
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
	o ? e.style = J.FOLDED_BLOCK : n && (e.style = J.LITERAL_BLOCK);
}
function pS(e) {
	e.style === J.PLAIN && !aS(e.allowedStylesMask, J.PLAIN) && (e.style = sS(e));
}
function mS(e) {
	aS(e.allowedStylesMask, e.style) || (e.style = J.DOUBLE_QUOTED);
}
var hS = "[\\x09\\x0A\\x0D\\x20-\\x7E\\x85\\xA0-\\uD7FF\\uE000-\\uFFFD\\u{10000}-\\u{10FFFF}]", gS = "[\\n\\r]", _S = "\\uFEFF", vS = "[ \\t]", yS = `(?:(?!(?:${gS}|${_S}))${hS})`, bS = `(?:(?!${vS})${yS})`, xS = "[\\x09\\x20-\\uD7FF\\uE000-\\uFFFF\\u{10000}-\\u{10FFFF}]", SS = "[-?:,\\[\\]{}#&*!|>'\"%@`]", CS = "[,\\[\\]{}]", wS = bS, TS = `(?:(?!${CS})${bS})`, ES = `(?:(?:(?!${SS})${bS})|[?:-](?=${wS}))`, DS = `(?:(?:(?!${SS})${bS})|[?:-](?=${TS}))`, OS = `(?:(?:(?![:#])${wS})|:(?=${wS}))#*`, kS = `(?:(?:(?![:#])${TS})|:(?=${TS}))#*`, AS = `(?:${vS}*${OS})*`, jS = `(?:${vS}*${kS})*`, MS = `${ES}#*${AS}`, NS = `${DS}#*${jS}`, PS = MS, FS = NS, IS = `\\n+${OS}${AS}`, LS = `\\n+${kS}${jS}`, RS = `${MS}(?:${IS})*`, zS = `${NS}(?:${LS})*`;
RegExp(`^(?:${RS})$`, "u"), RegExp(`^(?:${zS})$`, "u"), RegExp(`^(?:${PS})$`, "u"), RegExp(`^(?:${FS})$`, "u"), RegExp(`^(?:${xS})*$`, "u"), RegExp(`^(?:${xS}|\\n)*$`, "u"), RegExp(`^(?:${yS}|\\n)*$`, "u"), Object.keys(oS).map((e) => Reflect.get(oS, e)), gb.DOCUMENT, gb.SEQUENCE, gb.MAPPING, gb.SCALAR, gb.ALIAS, gb.POP, J.PLAIN, J.SINGLE_QUOTED, J.DOUBLE_QUOTED, J.LITERAL_BLOCK, J.FOLDED_BLOCK, _b.BLOCK, _b.FLOW, vb.CLIP, vb.STRIP, vb.KEEP;
// src/core/skills/name-rule.ts
var BS = /^[a-z0-9][a-z0-9_-]{0,127}$/;
// src/core/skills/frontmatter.ts
function VS(e) {
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
function HS(e) {
	if (typeof e == "string") return e.trim();
	if (typeof e == "number" || typeof e == "boolean") return String(e);
}
function US(e) {
	if (typeof e == "string") return e.split(",").map((e) => e.trim()).filter(Boolean);
	if (!Array.isArray(e)) return [];
	let t = [];
	for (let n of e) {
		let e = HS(n);
		e && t.push(e);
	}
	return t;
}
function WS(e, t) {
	if (typeof e != "number") return HS(e);
	let n = /^[ \t]*version[ \t]*:[ \t]*([0-9][^\s#]*)/m.exec(t);
	return n && Number(n[1]) === e ? n[1] : String(e);
}
function GS(e) {
	return e.length > 64 ? "at most 64 characters" : e.includes("_") ? "no underscores" : e.startsWith("-") || e.endsWith("-") ? "no leading or trailing hyphen" : e.includes("--") ? "no double hyphen" : null;
}
function KS(e, t) {
	let n = 0, r = [e];
	for (; r.length;) {
		let e = r.pop();
		if (++n > t) return !0;
		if (e && typeof e == "object") for (let t of Array.isArray(e) ? e : Object.values(e)) r.push(t);
	}
	return !1;
}
function qS(e, t = "SKILL.md", n) {
	let r = [], i = [], a = VS(e);
	if ("rule" in a) return {
		issues: [K(a.rule, t, {}, n)],
		warnings: i
	};
	let o;
	if (!/^[ \t]*[^\s#]/m.test(a.yaml)) return {
		issues: [K("frontmatter-not-mapping", t, { got: "empty" }, n)],
		warnings: i
	};
	try {
		o = iS(a.yaml, {
			filename: t,
			maxAliases: 100
		});
	} catch (e) {
		let r = (e instanceof Error ? e.message : String(e)).split("\n")[0];
		return {
			issues: [K("frontmatter-yaml", t, { detail: r }, n)],
			warnings: i
		};
	}
	if (KS(o, G.maxFrontmatterValues)) return {
		issues: [K("frontmatter-aliases", t, {}, n)],
		warnings: i
	};
	if (typeof o != "object" || !o || Array.isArray(o)) return {
		issues: [K("frontmatter-not-mapping", t, { got: o == null ? "empty" : Kv(o) }, n)],
		warnings: i
	};
	let s = o, c = "";
	if (s.name === void 0 || s.name === null || s.name === "") r.push(K("name-missing", t, {}, n));
	else {
		let e = HS(s.name);
		if (e === void 0) r.push(K("name-type", t, { got: Kv(s.name) }, n));
		else if (!BS.test(e)) r.push(K("name-invalid", t, { name: e }, n));
		else {
			c = e;
			let r = GS(e);
			r && i.push(K("name-not-portable", t, {
				name: e,
				why: r
			}, n));
		}
	}
	let l = "", u = s.description;
	if (u == null) r.push(K("description-missing", t, {}, n));
	else {
		let e = HS(u);
		e === void 0 ? r.push(K("description-type", t, { got: Kv(u) }, n)) : e === "" ? r.push(K("description-missing", t, {}, n)) : e.length > G.maxDescriptionChars ? r.push(K("description-too-long", t, { length: e.length }, n)) : (l = e, e.length > G.descriptionWarnChars && i.push(K("description-long", t, { length: e.length }, n)));
	}
	let d;
	s.license !== void 0 && s.license !== null && (d = HS(s.license), d === void 0 && i.push(K("field-ignored", t, {
		field: "license",
		why: "is not text"
	}, n)));
	let f = {};
	s.metadata !== void 0 && s.metadata !== null && (typeof s.metadata == "object" && !Array.isArray(s.metadata) ? f = s.metadata : i.push(K("field-ignored", t, {
		field: "metadata",
		why: "is not a mapping"
	}, n)));
	let p = [.../* @__PURE__ */ new Set([...US(f.tags), ...US(s.tags)])], m = HS(f.author ?? s.author), h = WS(f.version ?? s.version, a.yaml);
	if (r.length) return {
		issues: r,
		warnings: i
	};
	let g = {
		name: c,
		description: l,
		tags: p,
		frontmatter: s,
		body: a.body
	};
	return d && (g.license = d), m && (g.author = m), h && (g.version = h), {
		manifest: g,
		issues: r,
		warnings: i
	};
}
// src/core/skills/text.ts
var JS = new TextDecoder("utf-8", {
	fatal: !0,
	ignoreBOM: !0
}), YS = new TextEncoder();
function XS(e) {
	if (e.indexOf(0) === -1) try {
		return JS.decode(e);
	} catch {
		return;
	}
}
function ZS(e) {
	return YS.encode(e);
}
// src/core/skills/hash.ts
var QS = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
function $S(e) {
	return e ^= e >>> 16, e = Math.imul(e, 2246822507), e ^= e >>> 13, e = Math.imul(e, 3266489909), e ^= e >>> 16, e;
}
function eC(e, t = 0) {
	let n = e.length, r = n >>> 2, i = t ^ 2654435769, a = t ^ 1663821227, o, s, c, l = QS && !(e.byteOffset & 3) ? new Uint32Array(e.buffer, e.byteOffset, r) : void 0;
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
	return i ^= n, a ^= n, i = i + a | 0, a = a + i | 0, i = $S(i), a = $S(a), i = i + a | 0, a = a + i | 0, [i >>> 0, a >>> 0];
}
var tC = (e) => e.toString(16).padStart(8, "0");
function nC(e) {
	let t = [...e].sort((e, t) => e.path < t.path ? -1 : +(e.path > t.path)), n = [], r = 0;
	for (let e of t) {
		let t = ZS(e.path), i = new Uint8Array(t.length + 13);
		i.set(t, 0);
		let a = new DataView(i.buffer), [o, s] = eC(e.bytes);
		i[t.length] = 0, a.setUint32(t.length + 1, e.bytes.length, !0), a.setUint32(t.length + 5, o, !0), a.setUint32(t.length + 9, s, !0), n.push(i), r += i.length;
	}
	let i = new Uint8Array(r), a = 0;
	for (let e of n) i.set(e, a), a += e.length;
	let [o, s] = eC(i, 24301);
	return tC(o) + tC(s);
}
// src/core/skills/paths.ts
var rC = /[\u0000-\u001f\u007f]/, iC = /^[A-Za-z]:/, aC = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
function oC(e) {
	if (e.length === 0) return "path-empty";
	if (e.length > G.maxPathLength) return "path-too-long";
	if (rC.test(e)) return "path-control-char";
	if (aC.test(e)) return "path-bidi";
	if (e.includes("\\")) return "path-backslash";
	if (e.startsWith("/")) return "path-absolute";
	if (iC.test(e)) return "path-drive";
	for (let t of e.split("/")) {
		if (t === "") return "path-empty-segment";
		if (t === "." || t === "..") return "path-traversal";
	}
	return null;
}
function sC(e) {
	let t = e.replace(/\\/g, "/");
	for (; t.startsWith("./");) t = t.slice(2);
	let n = t.endsWith("/");
	return n && (t = t.slice(0, -1)), {
		path: t,
		isDir: n
	};
}
function cC(e) {
	if (e === "__MACOSX" || e.startsWith("__MACOSX/")) return "macOS archive metadata";
	let t = e.slice(e.lastIndexOf("/") + 1);
	return t === ".DS_Store" ? "macOS folder metadata" : t === "Thumbs.db" || t === "desktop.ini" ? "Windows folder metadata" : null;
}
function lC(e, t) {
	return e === t ? 0 : e === "SKILL.md" ? -1 : t === "SKILL.md" ? 1 : e < t ? -1 : 1;
}
// src/core/skills/parse.ts
function uC(e, t) {
	let n = [], r = /* @__PURE__ */ new Set(), i = [], a = [], o = 0;
	for (let s of e) {
		let e = typeof s?.path == "string" ? s.path : "", c = oC(e);
		if (c) {
			n.push(K(c, e, {}, t));
			continue;
		}
		if (r.has(e)) {
			n.push(K("path-duplicate", e, {}, t));
			continue;
		}
		r.add(e);
		let l = typeof s.text == "string", u = s.bytes instanceof Uint8Array;
		if (l === u) {
			n.push(K("file-content", e, {}, t));
			continue;
		}
		let d = u ? s.bytes : ZS(s.text);
		o += d.length, d.length > G.maxFileBytes && n.push(K("file-too-large", e, { bytes: d.length }, t));
		let f = l ? s.text : XS(d);
		i.push(f === void 0 ? {
			path: e,
			bytes: d
		} : {
			path: e,
			text: f
		}), a.push({
			path: e,
			bytes: d
		});
	}
	return {
		files: i,
		hashed: a,
		total: o,
		issues: n
	};
}
function dC(e, t = {}) {
	let n = t.folderName, r = [], { files: i, hashed: a, total: o, issues: s } = uC(e, n), c = new Set(i.map((e) => e.path));
	c.size > G.maxFiles && s.push(K("too-many-files", "", { count: c.size }, n)), o > G.maxSkillBytes && s.push(K("skill-too-large", "", { bytes: o }, n));
	let l = i.find((e) => e.path === "SKILL.md"), u;
	if (l) {
		let e = a.find((e) => e.path === "SKILL.md").bytes.length;
		if (e > G.maxSkillMdBytes) s.push(K("skill-md-too-large", "SKILL.md", { bytes: e }, n));
		else if (l.text === void 0) s.push(K("skill-md-not-text", "SKILL.md", {}, n));
		else {
			let e = qS(l.text, "SKILL.md", n);
			s.push(...e.issues), r.push(...e.warnings), u = e.manifest, u && n !== void 0 && u.name !== n && s.push(K("name-folder-mismatch", "SKILL.md", {
				name: u.name,
				folder: n
			}, n));
		}
	} else {
		let e = [...c].find((e) => e.toLowerCase() === "skill.md");
		s.some((e) => e.file === "SKILL.md") || s.push(K("skill-md-missing", "SKILL.md", { found: e }, n));
	}
	if (s.length || !u) return {
		issues: s,
		warnings: r
	};
	i.sort((e, t) => lC(e.path, t.path));
	let d = t.now ?? Date.now();
	return {
		skill: {
			name: u.name,
			scope: t.scope ?? "global",
			manifest: u,
			files: i,
			hash: nC(a),
			size: o,
			installedAt: d,
			updatedAt: d
		},
		issues: s,
		warnings: r
	};
}
// src/core/skills/summary.ts
function fC(e) {
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
function pC(e) {
	let t = e.filter((e) => e === "SKILL.md" || e.endsWith("/SKILL.md")).map((e) => e.slice(0, -8)).sort((e, t) => e < t ? -1 : +(e > t)), n = /* @__PURE__ */ new Map();
	for (let e of t) mC(e, n) || n.set(e, {
		prefix: e,
		folderName: e === "" ? void 0 : e.slice(e.lastIndexOf("/", e.length - 2) + 1, -1),
		paths: []
	});
	let r = /* @__PURE__ */ new Set();
	for (let e of n.keys()) for (let t = e.indexOf("/"); t !== -1; t = e.indexOf("/", t + 1)) r.add(e.slice(0, t + 1));
	let i = [];
	for (let t of e) {
		let e = mC(t, n, r);
		e ? e.paths.push(t) : i.push(t);
	}
	return {
		folders: [...n.values()],
		ignored: i
	};
}
function mC(e, t, n) {
	let r = t.get("");
	for (let i = e.indexOf("/"); !r && i !== -1; i = e.indexOf("/", i + 1)) {
		let a = e.slice(0, i + 1);
		if (r = t.get(a), !r && n && !n.has(a)) return;
	}
	return r;
}
// src/core/skills/file-list.ts
function hC(e, t, n, r) {
	let { folders: i, ignored: a } = pC(e), o = [];
	if (!i.length) return {
		skills: [],
		issues: [K("no-skill", r)],
		warnings: o
	};
	for (let e of a) o.push(K("ignored-file", e, { why: "outside any skill folder" }));
	let s = [], c = [], l = /* @__PURE__ */ new Map();
	for (let e of i) {
		let r = dC(e.paths.map((n) => ({
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
		c.push(...r.issues.map(a)), o.push(...r.warnings.map(a)), r.skill && (s.push(r.skill), l.set(r.skill, e.prefix || "./"));
	}
	let u = /* @__PURE__ */ new Map();
	for (let e of s) u.set(e.name, [...u.get(e.name) ?? [], l.get(e)]);
	let d = [...u].filter(([, e]) => e.length > 1);
	for (let [e, t] of d) c.push(K("skill-duplicate-name", "", {
		name: e,
		count: t.length,
		folders: t.join(", ")
	}, e));
	let f = new Set(d.map(([e]) => e));
	return {
		skills: s.filter((e) => !f.has(e.name)),
		issues: c,
		warnings: o
	};
}
function gC(e, t = {}) {
	let n = [], r = [], i = /* @__PURE__ */ new Map();
	for (let t of e) {
		let e = oC(t.path);
		if (e) n.push(K(e, t.path));
		else if (i.has(t.path)) n.push(K("path-duplicate", t.path));
		else {
			let e = cC(t.path);
			e ? r.push(K("ignored-file", t.path, { why: e })) : i.set(t.path, t.bytes);
		}
	}
	if (n.length) return {
		skills: [],
		issues: n,
		warnings: r
	};
	let a = hC([...i.keys()], (e) => i.get(e), t, "");
	return {
		skills: a.skills,
		issues: a.issues,
		warnings: [...r, ...a.warnings]
	};
}
function _C(e, t, n = {}) {
	let r = dC([{
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
var vC = Uint8Array, yC = Uint16Array, bC = Int32Array, xC = new vC([
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
]), SC = new vC([
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
]), CC = new vC([
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
]), wC = function(e, t) {
	for (var n = new yC(31), r = 0; r < 31; ++r) n[r] = t += 1 << e[r - 1];
	for (var i = new bC(n[30]), r = 1; r < 30; ++r) for (var a = n[r]; a < n[r + 1]; ++a) i[a] = a - n[r] << 5 | r;
	return {
		b: n,
		r: i
	};
}, TC = wC(xC, 2), EC = TC.b, DC = TC.r;
EC[28] = 258, DC[258] = 28;
for (var OC = wC(SC, 0), kC = OC.b, AC = OC.r, jC = new yC(32768), MC = 0; MC < 32768; ++MC) {
	var NC = (MC & 43690) >> 1 | (MC & 21845) << 1;
	NC = (NC & 52428) >> 2 | (NC & 13107) << 2, NC = (NC & 61680) >> 4 | (NC & 3855) << 4, jC[MC] = ((NC & 65280) >> 8 | (NC & 255) << 8) >> 1;
}
for (var PC = (function(e, t, n) {
	for (var r = e.length, i = 0, a = new yC(t); i < r; ++i) e[i] && ++a[e[i] - 1];
	var o = new yC(t);
	for (i = 1; i < t; ++i) o[i] = o[i - 1] + a[i - 1] << 1;
	var s;
	if (n) {
		s = new yC(1 << t);
		var c = 15 - t;
		for (i = 0; i < r; ++i) if (e[i]) for (var l = i << 4 | e[i], u = t - e[i], d = o[e[i] - 1]++ << u, f = d | (1 << u) - 1; d <= f; ++d) s[jC[d] >> c] = l;
	} else for (s = new yC(r), i = 0; i < r; ++i) e[i] && (s[i] = jC[o[e[i] - 1]++] >> 15 - e[i]);
	return s;
}), FC = new vC(288), MC = 0; MC < 144; ++MC) FC[MC] = 8;
for (var MC = 144; MC < 256; ++MC) FC[MC] = 9;
for (var MC = 256; MC < 280; ++MC) FC[MC] = 7;
for (var MC = 280; MC < 288; ++MC) FC[MC] = 8;
for (var IC = new vC(32), MC = 0; MC < 32; ++MC) IC[MC] = 5;
var LC = /*#__PURE__*/ PC(FC, 9, 0), RC = /*#__PURE__*/ PC(FC, 9, 1), zC = /*#__PURE__*/ PC(IC, 5, 0), BC = /*#__PURE__*/ PC(IC, 5, 1), VC = function(e) {
	for (var t = e[0], n = 1; n < e.length; ++n) e[n] > t && (t = e[n]);
	return t;
}, HC = function(e, t, n) {
	var r = t / 8 | 0;
	return (e[r] | e[r + 1] << 8) >> (t & 7) & n;
}, UC = function(e, t) {
	var n = t / 8 | 0;
	return (e[n] | e[n + 1] << 8 | e[n + 2] << 16) >> (t & 7);
}, WC = function(e) {
	return (e + 7) / 8 | 0;
}, GC = function(e, t, n) {
	return (t == null || t < 0) && (t = 0), (n == null || n > e.length) && (n = e.length), new vC(e.subarray(t, n));
}, KC = [
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
], qC = function(e, t, n) {
	var r = Error(t || KC[e]);
	if (r.code = e, Error.captureStackTrace && Error.captureStackTrace(r, qC), !n) throw r;
	return r;
}, JC = function(e, t, n, r) {
	var i = e.length, a = r ? r.length : 0;
	if (!i || t.f && !t.l) return n || new vC(0);
	var o = !n, s = o || t.i != 2, c = t.i;
	o && (n = new vC(i * 3));
	var l = function(e) {
		var t = n.length;
		if (e > t) {
			var r = new vC(Math.max(t * 2, e));
			r.set(n), n = r;
		}
	}, u = t.f || 0, d = t.p || 0, f = t.b || 0, p = t.l, m = t.d, h = t.m, g = t.n, _ = i * 8;
	do {
		if (!p) {
			u = HC(e, d, 1);
			var v = HC(e, d + 1, 3);
			if (d += 3, !v) {
				var y = WC(d) + 4, b = e[y - 4] | e[y - 3] << 8, x = y + b;
				if (x > i) {
					c && qC(0);
					break;
				}
				s && l(f + b), n.set(e.subarray(y, x), f), t.b = f += b, t.p = d = x * 8, t.f = u;
				continue;
			}
			if (v == 1) p = RC, m = BC, h = 9, g = 5;
			else if (v == 2) {
				var S = HC(e, d, 31) + 257, C = HC(e, d + 10, 15) + 4, w = S + HC(e, d + 5, 31) + 1;
				d += 14;
				for (var T = new vC(w), ee = new vC(19), E = 0; E < C; ++E) ee[CC[E]] = HC(e, d + E * 3, 7);
				d += C * 3;
				for (var te = VC(ee), ne = (1 << te) - 1, re = PC(ee, te, 1), E = 0; E < w;) {
					var ie = re[HC(e, d, ne)];
					d += ie & 15;
					var y = ie >> 4;
					if (y < 16) T[E++] = y;
					else {
						var D = 0, ae = 0;
						for (y == 16 ? (ae = 3 + HC(e, d, 3), d += 2, D = T[E - 1]) : y == 17 ? (ae = 3 + HC(e, d, 7), d += 3) : y == 18 && (ae = 11 + HC(e, d, 127), d += 7); ae--;) T[E++] = D;
					}
				}
				var oe = T.subarray(0, S), se = T.subarray(S);
				h = VC(oe), g = VC(se), p = PC(oe, h, 1), m = PC(se, g, 1);
			} else qC(1);
			if (d > _) {
				c && qC(0);
				break;
			}
		}
		s && l(f + 131072);
		for (var ce = (1 << h) - 1, le = (1 << g) - 1, O = d;; O = d) {
			var D = p[UC(e, d) & ce], ue = D >> 4;
			if (d += D & 15, d > _) {
				c && qC(0);
				break;
			}
			if (D || qC(2), ue < 256) n[f++] = ue;
			else if (ue == 256) {
				O = d, p = null;
				break;
			} else {
				var de = ue - 254;
				if (ue > 264) {
					var E = ue - 257, fe = xC[E];
					de = HC(e, d, (1 << fe) - 1) + EC[E], d += fe;
				}
				var pe = m[UC(e, d) & le], me = pe >> 4;
				pe || qC(3), d += pe & 15;
				var se = kC[me];
				if (me > 3) {
					var fe = SC[me];
					se += UC(e, d) & (1 << fe) - 1, d += fe;
				}
				if (d > _) {
					c && qC(0);
					break;
				}
				s && l(f + 131072);
				var he = f + de;
				if (f < se) {
					var k = a - se, ge = Math.min(se, he);
					for (k + f < 0 && qC(3); f < ge; ++f) n[f] = r[k + f];
				}
				for (; f < he; ++f) n[f] = n[f - se];
			}
		}
		t.l = p, t.p = O, t.b = f, t.f = u, p && (u = 1, t.m = h, t.d = m, t.n = g);
	} while (!u);
	return f != n.length && o ? GC(n, 0, f) : n.subarray(0, f);
}, YC = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8;
}, XC = function(e, t, n) {
	n <<= t & 7;
	var r = t / 8 | 0;
	e[r] |= n, e[r + 1] |= n >> 8, e[r + 2] |= n >> 16;
}, ZC = function(e, t) {
	for (var n = [], r = 0; r < e.length; ++r) e[r] && n.push({
		s: r,
		f: e[r]
	});
	var i = n.length, a = n.slice();
	if (!i) return {
		t: iw,
		l: 0
	};
	if (i == 1) {
		var o = new vC(n[0].s + 1);
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
	var p = new yC(f + 1), m = QC(n[u - 1], p, 0);
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
		t: new vC(p),
		l: m
	};
}, QC = function(e, t, n) {
	return e.s == -1 ? Math.max(QC(e.l, t, n + 1), QC(e.r, t, n + 1)) : t[e.s] = n;
}, $C = function(e) {
	for (var t = e.length; t && !e[--t];);
	for (var n = new yC(++t), r = 0, i = e[0], a = 1, o = function(e) {
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
}, ew = function(e, t) {
	for (var n = 0, r = 0; r < t.length; ++r) n += e[r] * t[r];
	return n;
}, tw = function(e, t, n) {
	var r = n.length, i = WC(t + 2);
	e[i] = r & 255, e[i + 1] = r >> 8, e[i + 2] = e[i] ^ 255, e[i + 3] = e[i + 1] ^ 255;
	for (var a = 0; a < r; ++a) e[i + a + 4] = n[a];
	return (i + 4 + r) * 8;
}, nw = function(e, t, n, r, i, a, o, s, c, l, u) {
	YC(t, u++, n), ++i[256];
	for (var d = ZC(i, 15), f = d.t, p = d.l, m = ZC(a, 15), h = m.t, g = m.l, _ = $C(f), v = _.c, y = _.n, b = $C(h), x = b.c, S = b.n, C = new yC(19), w = 0; w < v.length; ++w) ++C[v[w] & 31];
	for (var w = 0; w < x.length; ++w) ++C[x[w] & 31];
	for (var T = ZC(C, 7), ee = T.t, E = T.l, te = 19; te > 4 && !ee[CC[te - 1]]; --te);
	var ne = l + 5 << 3, re = ew(i, FC) + ew(a, IC) + o, ie = ew(i, f) + ew(a, h) + o + 14 + 3 * te + ew(C, ee) + 2 * C[16] + 3 * C[17] + 7 * C[18];
	if (c >= 0 && ne <= re && ne <= ie) return tw(t, u, e.subarray(c, c + l));
	var D, ae, oe, se;
	if (YC(t, u, 1 + (ie < re)), u += 2, ie < re) {
		D = PC(f, p, 0), ae = f, oe = PC(h, g, 0), se = h;
		var ce = PC(ee, E, 0);
		YC(t, u, y - 257), YC(t, u + 5, S - 1), YC(t, u + 10, te - 4), u += 14;
		for (var w = 0; w < te; ++w) YC(t, u + 3 * w, ee[CC[w]]);
		u += 3 * te;
		for (var le = [v, x], O = 0; O < 2; ++O) for (var ue = le[O], w = 0; w < ue.length; ++w) {
			var de = ue[w] & 31;
			YC(t, u, ce[de]), u += ee[de], de > 15 && (YC(t, u, ue[w] >> 5 & 127), u += ue[w] >> 12);
		}
	} else D = LC, ae = FC, oe = zC, se = IC;
	for (var w = 0; w < s; ++w) {
		var fe = r[w];
		if (fe > 255) {
			var de = fe >> 18 & 31;
			XC(t, u, D[de + 257]), u += ae[de + 257], de > 7 && (YC(t, u, fe >> 23 & 31), u += xC[de]);
			var pe = fe & 31;
			XC(t, u, oe[pe]), u += se[pe], pe > 3 && (XC(t, u, fe >> 5 & 8191), u += SC[pe]);
		} else XC(t, u, D[fe]), u += ae[fe];
	}
	return XC(t, u, D[256]), u + ae[256];
}, rw = /*#__PURE__*/ new bC([
	65540,
	131080,
	131088,
	131104,
	262176,
	1048704,
	1048832,
	2114560,
	2117632
]), iw = /*#__PURE__*/ new vC(0), aw = function(e, t, n, r, i, a) {
	var o = a.z || e.length, s = new vC(r + o + 5 * (1 + Math.ceil(o / 7e3)) + i), c = s.subarray(r, s.length - i), l = a.l, u = (a.r || 0) & 7;
	if (t) {
		u && (c[0] = a.r >> 3);
		for (var d = rw[t - 1], f = d >> 13, p = d & 8191, m = (1 << n) - 1, h = a.p || new yC(32768), g = a.h || new yC(m + 1), _ = Math.ceil(n / 3), v = 2 * _, y = function(t) {
			return (e[t] ^ e[t + 1] << _ ^ e[t + 2] << v) & m;
		}, b = new bC(25e3), x = new yC(288), S = new yC(32), C = 0, w = 0, T = a.i || 0, ee = 0, E = a.w || 0, te = 0; T + 2 < o; ++T) {
			var ne = y(T), re = T & 32767, ie = g[ne];
			if (h[re] = ie, g[ne] = re, E <= T) {
				var D = o - T;
				if ((C > 7e3 || ee > 24576) && (D > 423 || !l)) {
					u = nw(e, c, 0, b, x, S, w, ee, te, T - te, u), ee = C = w = 0, te = T;
					for (var ae = 0; ae < 286; ++ae) x[ae] = 0;
					for (var ae = 0; ae < 30; ++ae) S[ae] = 0;
				}
				var oe = 2, se = 0, ce = p, le = re - ie & 32767;
				if (D > 2 && ne == y(T - le)) for (var O = Math.min(f, D) - 1, ue = Math.min(32767, T), de = Math.min(258, D); le <= ue && --ce && re != ie;) {
					if (e[T + oe] == e[T + oe - le]) {
						for (var fe = 0; fe < de && e[T + fe] == e[T + fe - le]; ++fe);
						if (fe > oe) {
							if (oe = fe, se = le, fe > O) break;
							for (var pe = Math.min(le, fe - 2), me = 0, ae = 0; ae < pe; ++ae) {
								var he = T - le + ae & 32767, k = he - h[he] & 32767;
								k > me && (me = k, ie = he);
							}
						}
					}
					re = ie, ie = h[re], le += re - ie & 32767;
				}
				if (se) {
					b[ee++] = 268435456 | DC[oe] << 18 | AC[se];
					var ge = DC[oe] & 31, A = AC[se] & 31;
					w += xC[ge] + SC[A], ++x[257 + ge], ++S[A], E = T + oe, ++C;
				} else b[ee++] = e[T], ++x[e[T]];
			}
		}
		for (T = Math.max(T, E); T < o; ++T) b[ee++] = e[T], ++x[e[T]];
		u = nw(e, c, l, b, x, S, w, ee, te, T - te, u), l || (a.r = u & 7 | c[u / 8 | 0] << 3, u -= 7, a.h = g, a.p = h, a.i = T, a.w = E);
	} else {
		for (var T = a.w || 0; T < o + l; T += 65535) {
			var _e = T + 65535;
			_e >= o && (c[u / 8 | 0] = l, _e = o), u = tw(c, u + 1, e.subarray(T, _e));
		}
		a.i = o;
	}
	return GC(s, 0, r + WC(u) + i);
}, ow = /*#__PURE__*/ (function() {
	for (var e = /* @__PURE__ */ new Int32Array(256), t = 0; t < 256; ++t) {
		for (var n = t, r = 9; --r;) n = (n & 1 && -306674912) ^ n >>> 1;
		e[t] = n;
	}
	return e;
})(), sw = function() {
	var e = -1;
	return {
		p: function(t) {
			for (var n = e, r = 0; r < t.length; ++r) n = ow[n & 255 ^ t[r]] ^ n >>> 8;
			e = n;
		},
		d: function() {
			return ~e;
		}
	};
}, cw = function(e, t, n, r, i) {
	if (!i && (i = { l: 1 }, t.dictionary)) {
		var a = t.dictionary.subarray(-32768), o = new vC(a.length + e.length);
		o.set(a), o.set(e, a.length), e = o, i.w = a.length;
	}
	return aw(e, t.level == null ? 6 : t.level, t.mem == null ? i.l ? Math.ceil(Math.max(8, Math.min(13, Math.log(e.length))) * 1.5) : 20 : 12 + t.mem, n, r, i);
}, lw = function(e, t) {
	var n = {};
	for (var r in e) n[r] = e[r];
	for (var r in t) n[r] = t[r];
	return n;
}, uw = function(e, t) {
	return e[t] | e[t + 1] << 8;
}, dw = function(e, t) {
	return (e[t] | e[t + 1] << 8 | e[t + 2] << 16 | e[t + 3] << 24) >>> 0;
}, fw = function(e, t) {
	return dw(e, t) + dw(e, t + 4) * 4294967296;
}, pw = function(e, t, n) {
	for (; n; ++t) e[t] = n, n >>>= 8;
};
function mw(e, t) {
	return cw(e, t || {}, 0, 0);
}
var hw = /* @__PURE__ */ function() {
	function e(e, t) {
		typeof e == "function" && (t = e, e = {}), this.ondata = t;
		var n = e && e.dictionary && e.dictionary.subarray(-32768);
		this.s = {
			i: 0,
			b: n ? n.length : 0
		}, this.o = new vC(32768), this.p = new vC(0), n && this.o.set(n);
	}
	return e.prototype.e = function(e) {
		if (this.ondata || qC(5), this.d && qC(4), !this.p.length) this.p = e;
		else if (e.length) {
			var t = new vC(this.p.length + e.length);
			t.set(this.p), t.set(e, this.p.length), this.p = t;
		}
	}, e.prototype.c = function(e) {
		this.s.i = +(this.d = e || !1);
		var t = this.s.b, n = JC(this.p, this.s, this.o);
		this.ondata(GC(n, t, this.s.b), this.d), this.o = GC(n, this.s.b - 32768), this.s.b = this.o.length, this.p = GC(this.p, this.s.p / 8 | 0), this.s.p &= 7;
	}, e.prototype.push = function(e, t) {
		this.e(e), this.c(t);
	}, e;
}();
function gw(e, t) {
	return JC(e, { i: 2 }, t && t.out, t && t.dictionary);
}
var _w = function(e, t, n, r) {
	for (var i in e) {
		var a = e[i], o = t + i, s = r;
		Array.isArray(a) && (s = lw(r, a[1]), a = a[0]), ArrayBuffer.isView(a) ? n[o] = [a, s] : (n[o += "/"] = [new vC(0), s], _w(a, o, n, r));
	}
}, vw = typeof TextEncoder < "u" && /*#__PURE__*/ new TextEncoder(), yw = typeof TextDecoder < "u" && /*#__PURE__*/ new TextDecoder();
try {
	yw.decode(iw, { stream: !0 });
} catch {}
var bw = function(e) {
	for (var t = "", n = 0;;) {
		var r = e[n++], i = (r > 127) + (r > 223) + (r > 239);
		if (n + i > e.length) return {
			s: t,
			r: GC(e, n - 1)
		};
		i ? i == 3 ? (r = ((r & 15) << 18 | (e[n++] & 63) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) - 65536, t += String.fromCharCode(55296 | r >> 10, 56320 | r & 1023)) : i & 1 ? t += String.fromCharCode((r & 31) << 6 | e[n++] & 63) : t += String.fromCharCode((r & 15) << 12 | (e[n++] & 63) << 6 | e[n++] & 63) : t += String.fromCharCode(r);
	}
};
function xw(e, t) {
	if (t) {
		for (var n = new vC(e.length), r = 0; r < e.length; ++r) n[r] = e.charCodeAt(r);
		return n;
	}
	if (vw) return vw.encode(e);
	for (var i = e.length, a = new vC(e.length + (e.length >> 1)), o = 0, s = function(e) {
		a[o++] = e;
	}, r = 0; r < i; ++r) {
		if (o + 5 > a.length) {
			var c = new vC(o + 8 + (i - r << 1));
			c.set(a), a = c;
		}
		var l = e.charCodeAt(r);
		l < 128 || t ? s(l) : l < 2048 ? (s(192 | l >> 6), s(128 | l & 63)) : l > 55295 && l < 57344 ? (l = 65536 + (l & 1047552) | e.charCodeAt(++r) & 1023, s(240 | l >> 18), s(128 | l >> 12 & 63), s(128 | l >> 6 & 63), s(128 | l & 63)) : (s(224 | l >> 12), s(128 | l >> 6 & 63), s(128 | l & 63));
	}
	return GC(a, 0, o);
}
function Sw(e, t) {
	if (t) {
		for (var n = "", r = 0; r < e.length; r += 16384) n += String.fromCharCode.apply(null, e.subarray(r, r + 16384));
		return n;
	}
	if (yw) return yw.decode(e);
	var i = bw(e), a = i.s, n = i.r;
	return n.length && qC(8), a;
}
var Cw = function(e, t) {
	return t + 30 + uw(e, t + 26) + uw(e, t + 28);
}, ww = function(e, t, n) {
	var r = uw(e, t + 28), i = uw(e, t + 30), a = Sw(e.subarray(t + 46, t + 46 + r), !(uw(e, t + 8) & 2048)), o = t + 46 + r, s = Tw(e, o, i, n, dw(e, t + 20), dw(e, t + 24), dw(e, t + 42)), c = s[0], l = s[1], u = s[2];
	return [
		uw(e, t + 10),
		c,
		l,
		a,
		o + i + uw(e, t + 32),
		u
	];
}, Tw = function(e, t, n, r, i, a, o) {
	var s = i == 4294967295, c = a == 4294967295, l = o == 4294967295, u = t + n, d = s + c + l;
	if (r && d) {
		for (; t + 4 < u; t += 4 + uw(e, t + 2)) if (uw(e, t) == 1) return [
			s ? fw(e, t + 4 + 8 * c) : i,
			c ? fw(e, t + 4) : a,
			l ? fw(e, t + 4 + 8 * (c + s)) : o,
			1
		];
		r < 2 && qC(13);
	}
	return [
		i,
		a,
		o,
		0
	];
}, Ew = function(e) {
	var t = 0;
	if (e) for (var n in e) {
		var r = e[n].length;
		r > 65535 && qC(9), t += r + 4;
	}
	return t;
}, Dw = function(e, t, n, r, i, a, o, s) {
	var c = r.length, l = n.extra, u = s && s.length, d = Ew(l);
	pw(e, t, o == null ? 67324752 : 33639248), t += 4, o != null && (e[t++] = 20, e[t++] = n.os), e[t] = 20, t += 2, e[t++] = n.flag << 1 | (a < 0 && 8), e[t++] = i && 8, e[t++] = n.compression & 255, e[t++] = n.compression >> 8;
	var f = new Date(n.mtime == null ? Date.now() : n.mtime), p = f.getFullYear() - 1980;
	if ((p < 0 || p > 119) && qC(10), pw(e, t, p << 25 | f.getMonth() + 1 << 21 | f.getDate() << 16 | f.getHours() << 11 | f.getMinutes() << 5 | f.getSeconds() >> 1), t += 4, a != -1 && (pw(e, t, n.crc), pw(e, t + 4, a < 0 ? -a - 2 : a), pw(e, t + 8, n.size)), pw(e, t + 12, c), pw(e, t + 14, d), t += 16, o != null && (pw(e, t, u), pw(e, t + 6, n.attrs), pw(e, t + 10, o), t += 14), e.set(r, t), t += c, d) for (var m in l) {
		var h = l[m], g = h.length;
		pw(e, t, +m), pw(e, t + 2, g), e.set(h, t + 4), t += 4 + g;
	}
	return u && (e.set(s, t), t += u), t;
}, Ow = function(e, t, n, r, i) {
	pw(e, t, 101010256), pw(e, t + 8, n), pw(e, t + 10, n), pw(e, t + 12, r), pw(e, t + 16, i);
};
function kw(e, t) {
	t ||= {};
	var n = {}, r = [];
	_w(e, "", n, t);
	var i = 0, a = 0;
	for (var o in n) {
		var s = n[o], c = s[0], l = s[1], u = l.level == 0 ? 0 : 8, d = xw(o), f = d.length, p = l.comment, m = p && xw(p), h = m && m.length, g = Ew(l.extra);
		f > 65535 && qC(11);
		var _ = u ? mw(c, l) : c, v = _.length, y = sw();
		y.p(c), r.push(lw(l, {
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
	for (var b = new vC(a + 22), x = i, S = a - i, C = 0; C < r.length; ++C) {
		var d = r[C];
		Dw(b, d.o, d, d.f, d.u, d.c.length);
		var w = 30 + d.f.length + Ew(d.extra);
		b.set(d.c, d.o + w), Dw(b, i, d, d.f, d.u, d.c.length, d.o, d.m), i += 16 + w + (d.m ? d.m.length : 0);
	}
	return Ow(b, i, r.length, S, x), b;
}
function Aw(e, t) {
	for (var n = {}, r = e.length - 22; dw(e, r) != 101010256; --r) (!r || e.length - r > 65558) && qC(13);
	var i = uw(e, r + 8);
	if (!i) return {};
	var a = dw(e, r + 16), o = dw(e, r - 20) == 117853008;
	if (o) {
		var s = dw(e, r - 12);
		o = dw(e, s) == 101075792, o && (i = dw(e, s + 32), a = dw(e, s + 48));
	}
	for (var c = t && t.filter, l = 0; l < i; ++l) {
		var u = ww(e, a, o), d = u[0], f = u[1], p = u[2], m = u[3], h = u[4], g = u[5], _ = Cw(e, g);
		a = h, (!c || c({
			name: m,
			size: f,
			originalSize: p,
			compression: d
		})) && (d ? d == 8 ? n[m] = gw(e.subarray(_, _ + f), { out: new vC(p) }) : qC(14, "unknown compression type " + d) : n[m] = GC(e, _, _ + f));
	}
	return n;
}
// src/core/skills/crc32.ts
var jw = (() => {
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
function Mw(e) {
	let t = -1, n = e.length, r = n & -4, i = 0;
	for (; i < r; i += 4) t ^= e[i] | e[i + 1] << 8 | e[i + 2] << 16 | e[i + 3] << 24, t = jw[768 + (t & 255)] ^ jw[512 + (t >>> 8 & 255)] ^ jw[256 + (t >>> 16 & 255)] ^ jw[t >>> 24];
	for (; i < n; i++) t = jw[(t ^ e[i]) & 255] ^ t >>> 8;
	return ~t >>> 0;
}
// src/core/skills/zip-read.ts
var Nw = (e, t = {}) => ({
	ok: !1,
	rule: e,
	params: t
}), Pw = (e) => Nw("zip-invalid", { detail: e }), Fw = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xA0", Iw = new TextDecoder("utf-8", { fatal: !0 }), Lw = new TextDecoder("utf-8");
function Rw(e, t) {
	return t ? Lw.decode(e) : Bw(e);
}
function zw(e) {
	try {
		return Iw.decode(e), !0;
	} catch {
		return !1;
	}
}
function Bw(e) {
	try {
		return Iw.decode(e);
	} catch {
		let t = "";
		for (let n of e) t += n < 128 ? String.fromCharCode(n) : Fw[n - 128];
		return t;
	}
}
function Vw(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = e.length;
	if (r < 22) return Pw("too short to be a zip archive");
	let i = -1;
	for (let e = r - 22; e >= Math.max(0, r - 22 - 65535); e--) if (n.getUint32(e, !0) === 101010256 && e + 22 + n.getUint16(e + 20, !0) <= r) {
		i = e;
		break;
	}
	if (i < 0) return Pw("no end-of-archive record (is this a zip file?)");
	if (n.getUint16(i + 4, !0) !== 0 || n.getUint16(i + 6, !0) !== 0) return Pw("multi-part archives are not supported");
	let a = n.getUint16(i + 10, !0), o = n.getUint32(i + 12, !0), s = n.getUint32(i + 16, !0), c = i;
	if (a === 65535 || o === 4294967295 || s === 4294967295) {
		let e = i - 20;
		if (e < 0 || n.getUint32(e, !0) !== 117853008) return Pw("zip64 locator missing");
		let t = Hw(n, e + 8);
		if (t === void 0 || t + 56 > e || n.getUint32(t, !0) !== 101075792) return Pw("zip64 end record missing");
		let r = Hw(n, t + 32), l = Hw(n, t + 40), u = Hw(n, t + 48);
		if (r === void 0 || l === void 0 || u === void 0) return Pw("zip64 sizes out of range");
		[a, o, s, c] = [
			r,
			l,
			u,
			t
		];
	}
	if (a > t) return Nw("zip-too-many-entries", { count: a });
	if (o > c) return Pw("central directory out of bounds");
	let l = c - o - s;
	if (l < 0) return Pw("central directory out of bounds");
	let u = [], d = s + l;
	for (let t = 0; t < a; t++) {
		if (d + 46 > c || n.getUint32(d, !0) !== 33639248) return Pw(`central directory entry ${t + 1} is damaged`);
		let r = n.getUint16(d + 28, !0), i = n.getUint16(d + 30, !0), a = n.getUint16(d + 32, !0), o = d + 46 + r + i + a;
		if (o > c) return Pw(`central directory entry ${t + 1} is damaged`);
		let s = n.getUint16(d + 8, !0), f = e.subarray(d + 46, d + 46 + r), p = {
			name: Rw(f, !!(s & 2048)),
			flags: s,
			method: n.getUint16(d + 10, !0),
			crc: n.getUint32(d + 16, !0),
			compressedSize: n.getUint32(d + 20, !0),
			size: n.getUint32(d + 24, !0),
			localOffset: n.getUint32(d + 42, !0),
			externalAttrs: n.getUint32(d + 38, !0),
			madeBy: n.getUint16(d + 4, !0)
		};
		s & 2048 && !zw(f) && (p.nameInvalid = !0);
		let m = Uw(n, d + 46 + r, i, p, f);
		if (m) return Pw(`${p.name}: ${m}`);
		p.localOffset += l, u.push(p), d = o;
	}
	return {
		ok: !0,
		entries: u
	};
}
function Hw(e, t) {
	if (t < 0 || t + 8 > e.byteLength) return;
	let n = e.getUint32(t + 4, !0);
	if (!(n > 2097151)) return n * 4294967296 + e.getUint32(t, !0);
}
function Uw(e, t, n, r, i) {
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
				let i = t + 8 <= s + o ? Hw(e, t) : void 0;
				if (i === void 0) return "zip64 field is damaged";
				r[n] = i, t += 8;
			}
		} else n === 28789 && o >= 5 && e.getUint8(s) === 1 && e.getUint32(s + 1, !0) === Mw(i) && (r.name = Lw.decode(new Uint8Array(e.buffer, e.byteOffset + s + 5, o - 5)));
		t = s + o;
	}
	return null;
}
function Ww(e) {
	if ((e.externalAttrs >>> 16 & 61440) == 40960) return !0;
	let t = e.madeBy >>> 8;
	return (t === 0 || t === 10 || t === 11) && !!(e.externalAttrs & 1024);
}
function Gw(e, t) {
	let n = new DataView(e.buffer, e.byteOffset, e.byteLength), r = t.localOffset;
	if (r + 30 > e.length || n.getUint32(r, !0) !== 67324752) return Nw("zip-entry-invalid", { detail: "local header missing" });
	let i = r + 30 + n.getUint16(r + 26, !0) + n.getUint16(r + 28, !0), a = i + t.compressedSize;
	return a > e.length ? Nw("zip-entry-invalid", { detail: "data runs past the end of the archive" }) : {
		ok: !0,
		start: i,
		end: a
	};
}
var Kw = class extends Error {}, qw = 16384;
function Jw(e, t, n, r) {
	let i = e.subarray(n, r), a;
	if (t.method === 0) {
		if (i.length !== t.size) return Nw("zip-size-mismatch", {
			actual: i.length,
			declared: t.size
		});
		a = i.slice();
	} else if (t.method === 8) {
		if (t.size >= G.ratioFloorBytes && t.size > i.length * G.maxCompressionRatio) return Nw("zip-ratio", {
			bytes: t.size,
			packed: i.length,
			ratio: Math.round(t.size / Math.max(1, i.length))
		});
		a = new Uint8Array(t.size);
		let e = 0, n = !1, r = new hw((r, i) => {
			if (e + r.length > t.size) throw new Kw();
			a.set(r, e), e += r.length, i && (n = !0);
		});
		try {
			i.length === 0 && r.push(i, !0);
			for (let e = 0; e < i.length && !n; e += qw) r.push(i.subarray(e, e + qw), e + qw >= i.length);
		} catch (e) {
			return e instanceof Kw ? Nw("zip-bomb", { bytes: t.size }) : Nw("zip-entry-invalid", { detail: e instanceof Error ? e.message : String(e) });
		}
		if (e !== t.size) return Nw("zip-size-mismatch", {
			actual: e,
			declared: t.size
		});
	} else return Nw("zip-method", { method: t.method });
	return Mw(a) === t.crc ? {
		ok: !0,
		bytes: a
	} : Nw("zip-crc");
}
// src/core/skills/zip-entries.ts
var Yw = (e) => e.externalAttrs >>> 16 >>> 12 == 4 || !!(e.externalAttrs & 16) && e.size === 0;
function Xw(e, t) {
	let n = Vw(e, G.maxZipEntries);
	if (!n.ok) return {
		ok: !1,
		issues: [K(n.rule, t, n.params)],
		warnings: []
	};
	let r = [], i = [], a = /* @__PURE__ */ new Map(), o = /* @__PURE__ */ new Set(), s = /* @__PURE__ */ new Map(), c = 0;
	for (let e of n.entries) {
		let { path: t, isDir: n } = sC(e.name);
		if (n && t === "") continue;
		if (e.nameInvalid) {
			r.push(K("zip-name-encoding", e.name));
			continue;
		}
		let l = oC(t);
		if (l) {
			r.push(K(l, e.name));
			continue;
		}
		if (o.has(t)) {
			r.push(K("zip-duplicate", t));
			continue;
		}
		let u = s.get(t.toLowerCase());
		if (u !== void 0) r.push(K("path-case-duplicate", t, { other: u }));
		else if (o.add(t), s.set(t.toLowerCase(), t), Ww(e)) r.push(K("zip-link", t));
		else if (e.flags & 1) r.push(K("zip-encrypted", t));
		else if (n || Yw(e)) continue;
		else e.method !== 0 && e.method !== 8 ? r.push(K("zip-method", t, { method: e.method })) : cC(t) ? i.push(K("ignored-file", t, { why: cC(t) })) : (e.size > G.maxFileBytes && r.push(K("file-too-large", t, { bytes: e.size })), c += e.size, a.set(t, e));
	}
	return c > G.maxZipBytes && r.push(K("zip-too-large", t, { bytes: c })), r.length ? {
		ok: !1,
		issues: r,
		warnings: i
	} : {
		ok: !0,
		entries: a,
		warnings: i
	};
}
function Zw(e, t, n) {
	let r = [], i = [];
	for (let a of n) {
		let n = t.get(a), o = Gw(e, n);
		o.ok ? i.push({
			path: a,
			e: n,
			start: o.start,
			end: o.end
		}) : r.push(K(o.rule, a, o.params));
	}
	if (r.length) return {
		ok: !1,
		issues: r
	};
	let a = [...i].sort((e, t) => e.e.localOffset - t.e.localOffset);
	for (let e = 1; e < a.length; e++) if (a[e].e.localOffset < a[e - 1].end) return {
		ok: !1,
		issues: [K("zip-overlap", a[e].path)]
	};
	let o = /* @__PURE__ */ new Map();
	for (let t of i) {
		let n = Jw(e, t.e, t.start, t.end);
		if (!n.ok) return {
			ok: !1,
			issues: [K(n.rule, t.path, n.params)]
		};
		o.set(t.path, n.bytes);
	}
	return {
		ok: !0,
		bytes: o
	};
}
// src/core/skills/zip-import.ts
function Qw(e, t = {}) {
	let n = t.fileName ?? "", r = (e, t = []) => ({
		skills: [],
		issues: e,
		warnings: t
	}), i = Xw(e, n);
	if (!i.ok) return r(i.issues, i.warnings);
	let { entries: a, warnings: o } = i, s = [], { folders: c } = pC([...a.keys()]);
	for (let e of c) {
		let t = e.folderName, n = 0;
		for (let t of e.paths) n += a.get(t).size;
		e.paths.length > G.maxFiles && s.push(K("too-many-files", "", { count: e.paths.length }, t)), n > G.maxSkillBytes && s.push(K("skill-too-large", "", { bytes: n }, t));
		let r = a.get(e.prefix + "SKILL.md");
		r.size > G.maxSkillMdBytes && s.push(K("skill-md-too-large", "SKILL.md", { bytes: r.size }, t));
	}
	if (s.length) return r(s, o);
	let l = Zw(e, a, c.flatMap((e) => e.paths));
	if (!l.ok) return r(l.issues, o);
	let u = l.bytes, d = hC([...a.keys()], (e) => u.get(e), t, n);
	return {
		skills: d.skills,
		issues: d.issues,
		warnings: [...o, ...d.warnings]
	};
}
// src/core/skills/zip-export.ts
var $w = /\.(png|jpe?g|gif|webp|avif|zip|gz|tgz|bz2|xz|7z|woff2?|mp3|mp4|m4a|ogg|webm)$/i, eT = 65536;
function tT(e) {
	return e.length < eT ? !1 : mw(e.subarray(0, eT), { level: 1 }).length > eT * .95;
}
function nT(e) {
	let t = new Date(2020, 0, 1, 12, 0, 0), n = {};
	for (let r of e) {
		let e = r.bytes ?? ZS(r.text ?? ""), i = $w.test(r.path) || r.bytes !== void 0 && tT(e);
		n[r.path] = [e, {
			level: i ? 0 : 6,
			mtime: t,
			os: 3,
			attrs: 33188 << 16
		}];
	}
	return kw(n);
}
function rT(e) {
	return nT([...e.files].sort((e, t) => lC(e.path, t.path)).map((t) => ({
		...t,
		path: `${e.name}/${t.path}`
	})));
}
// src/core/skills/scope.ts
var iT = "prompt-preset:", aT = /[\u0000-\u001f\u007f]/, oT = (e) => e.length > 0 && !aT.test(e);
function sT(e) {
	if (e === "global") return { kind: "global" };
	if (e.startsWith("preset:")) {
		let t = e.slice(7), n = t.indexOf("/");
		if (n < 0) return null;
		let r = t.slice(0, n), i = t.slice(n + 1);
		return oT(r) && oT(i) ? {
			kind: "preset",
			mode: r,
			presetId: i
		} : null;
	}
	if (e.startsWith("character:")) {
		let t = e.slice(10);
		return oT(t) ? {
			kind: "character",
			avatar: t
		} : null;
	}
	if (e.startsWith("package:")) {
		let t = e.slice(8);
		return oT(t) ? {
			kind: "package",
			name: t
		} : null;
	}
	if (e.startsWith(iT)) {
		let t = e.slice(14);
		return oT(t) ? {
			kind: "promptPreset",
			name: t
		} : null;
	}
	return null;
}
function cT(e) {
	return typeof e == "string" && sT(e) !== null;
}
function lT(e) {
	let t;
	t = e.kind === "global" ? "global" : e.kind === "preset" ? `preset:${e.mode}/${e.presetId}` : e.kind === "character" ? `character:${e.avatar}` : e.kind === "package" ? `package:${e.name}` : `${iT}${e.name}`;
	let n = sT(t);
	if (!n || e.kind === "preset" && n.kind === "preset" && n.mode !== e.mode) throw RangeError(`invalid skill scope parts: ${JSON.stringify(e)}`);
	return t;
}
var uT = {
	global: 0,
	promptPreset: .5,
	preset: 1,
	character: 2,
	package: 3
};
function dT(e) {
	let t = sT(e);
	return t ? uT[t.kind] : -1;
}
function fT(e, t) {
	let n = sT(e);
	return n ? n.kind === "global" ? !0 : n.kind === "preset" ? n.mode === t.mode && n.presetId === t.presetId : n.kind === "package" ? n.name === t.package : n.kind === "promptPreset" ? n.name === t.promptPreset : n.avatar === t.character : !1;
}
function pT(e) {
	return e.startsWith(iT) && sT(e) !== null;
}
function mT(e, t) {
	let n = /* @__PURE__ */ new Map();
	for (let r of e) {
		let e = sT(r.scope);
		if (e?.kind === "promptPreset" && e.name !== t) continue;
		let i = n.get(r.name);
		(!i || dT(r.scope) > dT(i.scope)) && n.set(r.name, r);
	}
	return e.filter((e) => n.get(e.name) === e);
}
// src/core/skills/installed.ts
function hT(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let r of e) {
		if (!fT(r.scope, t)) continue;
		let e = dT(r.scope), i = n.get(r.name);
		(!i || e > i.rank) && n.set(r.name, {
			item: r,
			rank: e
		});
	}
	let r = [...n.keys()].sort((e, t) => e < t ? -1 : +(e > t));
	return new Map(r.map((e) => [e, n.get(e).item]));
}
// src/core/skills/visibility.ts
var gT = (e) => Array.isArray(e) ? e.filter((e) => typeof e == "string") : [];
function _T(e) {
	let t = gT(e.mode?.visible).filter((e) => e !== "+"), n = gT(e.agent?.visible), r = /* @__PURE__ */ new Set([...gT(e.mode?.deny), ...gT(e.agent?.deny)]), i = t.map((e) => ({
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
var vT = (e, t) => e < t ? -1 : +(e > t);
function yT(e) {
	let t = e instanceof Set ? e : new Set(e), n;
	return {
		has: t,
		sorted: () => n ??= [...t].sort(vT)
	};
}
function bT(e, t) {
	let { tokens: n, deny: r } = _T(e);
	if (r.has("*")) return [];
	let i = yT(t), a = [], o = /* @__PURE__ */ new Set(), s = (e) => {
		!o.has(e) && i.has.has(e) && !r.has(e) && (o.add(e), a.push(e));
	};
	for (let { token: e } of n) if (e === "*") for (let e of i.sorted()) s(e);
	else s(e);
	return a;
}
function xT(e, t) {
	let { rule: n, tokens: r, deny: i } = _T(e), a = yT(t), o = bT(e, a.has), s = new Set(r.filter((e) => e.from === "agent").map((e) => e.token)), c = e.agent !== void 0, l = i.has("*"), u = [], d = Object.create(null), f = (e, t, n) => {
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
var ST = "(To read a skill, call skill_read with its name.)", CT = /[^\S ]| {2}|^ | $|<\/?available_skills>/i;
function wT(e) {
	return CT.test(e) ? e.replace(/<\/?available_skills>/gi, " ").replace(/\s+/g, " ").trim() : e;
}
function TT(e, t = ST) {
	if (e.length === 0) return "";
	let n = "<available_skills>\n";
	for (let t of e) n += `- ${t.name}: ${wT(t.description)}\n`;
	return n + "</available_skills>\n" + t;
}
// src/core/agent/argument-issues.ts
function ET(e) {
	let t = "";
	for (let n of e) t += typeof n == "number" ? `[${n}]` : t ? `.${String(n)}` : String(n);
	return t;
}
function DT(e) {
	return e === void 0 ? "nothing" : e === null ? "null" : Array.isArray(e) ? "an array" : typeof e == "number" ? Number.isInteger(e) ? "an integer" : "a number" : typeof e == "object" ? "an object" : `a ${typeof e}`;
}
var OT = (e) => /^[aeiou]/.test(e) ? `an ${e}` : `a ${e}`;
function kT(e) {
	let t = ET(e.path), n = t ? `Argument "${t}"` : "The arguments";
	switch (e.code) {
		case "invalid_type": return e.input === void 0 && t ? `Missing required argument "${t}".` : `${n} must be ${OT(String(e.expected))}, got ${DT(e.input)}.`;
		case "invalid_value": return `${n} must be one of ${e.values.map((e) => JSON.stringify(e)).join(", ")}.`;
		case "too_small": return e.origin === "string" ? `${n} must not be empty${Number(e.minimum) > 1 ? ` (at least ${e.minimum} characters)` : ""}.` : e.origin === "array" ? `${n} needs at least ${e.minimum} item(s).` : `${n} must be at least ${e.minimum}.`;
		case "too_big": return e.origin === "string" ? `${n} must be at most ${e.maximum} characters.` : e.origin === "array" ? `${n} takes at most ${e.maximum} item(s).` : `${n} must be at most ${e.maximum}.`;
		case "unrecognized_keys": return `${n} has unknown field(s): ${e.keys.join(", ")}.`;
		default: return `${n}: ${e.message}`;
	}
}
function AT(e) {
	let t = Object.entries(e.properties ?? {});
	if (t.length === 0) return "This tool takes no arguments: send {}.";
	let n = new Set(e.required ?? []);
	return `Arguments: ${t.map(([e, t]) => `${e} (${t.enum ? t.enum.map((e) => JSON.stringify(e)).join(" | ") : Array.isArray(t.type) ? t.type.join(" | ") : t.type ?? "any"}${n.has(e) ? ", required" : ""})`).join(", ")}.`;
}
function jT(e, t, n) {
	let r = t.slice(0, 3).map(kT), i = t.length > 3 ? ` (${t.length - 3} more problem(s))` : "";
	return {
		error: `Invalid arguments for ${e}: ${r.join(" ")}${i}`,
		hint: AT(n)
	};
}
var MT = 2 ** 21;
function NT(e) {
	if (e.length > 256) return `the pattern is ${e.length} characters; at most 256`;
	try {
		new RegExp(e);
	} catch (e) {
		return `the pattern does not compile (${e instanceof Error ? e.message : String(e)})`;
	}
	let t = [{
		repeats: !1,
		alternates: !1
	}], n = "none", r = 0, i = 0, a = !1;
	for (let o = 0; o < e.length; o++) {
		let s = e[o];
		if (s === "\\") {
			let t = e[o + 1] ?? "";
			if (/[1-9]/.test(t) || t === "k" && e[o + 2] === "<") return "backreferences (\\1, \\k<name>) are not allowed in a pattern";
			o++, n = "atom";
			continue;
		}
		if (s === "[") {
			if (o++, e[o] === "^" && o++, e[o] === "]") o++;
			else for (; o < e.length && e[o] !== "]"; o++) e[o] === "\\" && o++;
			n = "atom";
			continue;
		}
		if (s === "(") {
			t.push({
				repeats: !1,
				alternates: !1
			}), e[o + 1] === "?" && (o = e[o + 2] === "<" && e[o + 3] !== "=" && e[o + 3] !== "!" ? e.indexOf(">", o) : o + (e[o + 2] === "<" ? 3 : 2)), n = "none";
			continue;
		}
		if (s === ")") {
			let e = t.pop(), r = t[t.length - 1];
			r.repeats ||= e.repeats, r.alternates ||= e.alternates, n = e;
			continue;
		}
		if (s === "|") {
			t[t.length - 1].alternates = !0, t.length === 1 && (a = !0), n = "none";
			continue;
		}
		let c = PT(e, o);
		if (c && n !== "none") {
			if (o += c.length - 1, e[o + 1] === "?" && o++, c.max > 1 && c.max !== c.min && typeof n == "object" && (n.repeats || n.alternates)) return "a group that repeats (…)+ or (…)* may not itself hold a repetition or alternatives (|): that can take exponential time; write it without nesting, e.g. [ab]+ instead of (a|b)+ or a+ instead of (a+)+";
			c.max - c.min === 1 ? i++ : c.max !== c.min && (r++, t[t.length - 1].repeats = !0), n = "atom";
		} else n = "atom";
	}
	let o = e.startsWith("^") && !a;
	return 512 ** (r + +!o) * 2 ** i > MT ? `the pattern has ${r} open-ended ${r === 1 ? "repetition" : "repetitions"} (*, +, {n,}) and ${i} optional ${i === 1 ? "part" : "parts"}${o ? "" : " and is not anchored with ^"}: checking it could take too long. Use at most two open-ended repetitions in a pattern that starts with ^ (one without ^), or fewer optional parts` : "";
}
function PT(e, t) {
	let n = e[t];
	if (n === "*") return {
		min: 0,
		max: Infinity,
		length: 1
	};
	if (n === "+") return {
		min: 1,
		max: Infinity,
		length: 1
	};
	if (n === "?") return {
		min: 0,
		max: 1,
		length: 1
	};
	if (n !== "{") return null;
	let r = /^\{(\d+)(,(\d*))?\}/.exec(e.slice(t, t + 24));
	if (!r) return null;
	let i = Number(r[1]);
	return {
		min: i,
		max: r[2] === void 0 ? i : r[3] === "" ? Infinity : Number(r[3]),
		length: r[0].length
	};
}
var FT = (e) => typeof e == "object" && !!e && !Array.isArray(e), IT = /* @__PURE__ */ new Set([
	"enum",
	"const",
	"default",
	"examples",
	"example",
	"description",
	"title",
	"required"
]);
function LT(e) {
	let t = [], n = (e, r) => {
		if (Array.isArray(e)) return e.forEach((e, t) => n(e, `${r}/${t}`));
		if (FT(e)) {
			for (let [i, a] of Object.entries(e)) if (!IT.has(i)) {
				if (i === "pattern" && typeof a == "string") t.push({
					path: r,
					pattern: a
				});
				else if (i === "patternProperties" && FT(a)) for (let [e, i] of Object.entries(a)) t.push({
					path: `${r}/patternProperties`,
					pattern: e
				}), n(i, `${r}/patternProperties/${e}`);
				else if (i === "properties" && FT(a)) for (let [e, t] of Object.entries(a)) n(t, `${r}/properties/${e}`);
				else n(a, `${r}/${i}`);
			}
		}
	};
	return n(e, ""), t;
}
var RT = /* @__PURE__ */ new WeakMap();
function zT(e, t) {
	if (!FT(e)) return null;
	let n = RT.get(e);
	if (n === void 0 && RT.set(e, n = LT(e).length > 0), !n) return null;
	let r = e, i = (e) => {
		if (typeof e != "string" || !e.startsWith("#")) return;
		let t = r;
		for (let n of e.slice(1).split("/").filter(Boolean)) t = FT(t) ? t[n.replace(/~1/g, "/").replace(/~0/g, "~")] : void 0;
		return t;
	}, a = (e, t, n, r) => {
		if (!FT(e)) return null;
		if (typeof t == "string" && typeof e.pattern == "string" && t.length > 512) return {
			at: n || "(the arguments)",
			length: t.length
		};
		if (e.$ref !== void 0 && r < 32) {
			let o = a(i(e.$ref), t, n, r + 1);
			if (o) return o;
		}
		for (let i of [
			"anyOf",
			"oneOf",
			"allOf"
		]) if (Array.isArray(e[i])) for (let o of e[i]) {
			let e = a(o, t, n, r);
			if (e) return e;
		}
		for (let i of [
			"not",
			"if",
			"then",
			"else"
		]) {
			let o = a(e[i], t, n, r);
			if (o) return o;
		}
		if (Array.isArray(t)) {
			let i = Array.isArray(e.prefixItems) ? e.prefixItems : Array.isArray(e.items) ? e.items : [];
			for (let o = 0; o < t.length; o++) {
				let s = a(o < i.length ? i[o] : FT(e.items) ? e.items : e.additionalItems, t[o], `${n}[${o}]`, r);
				if (s) return s;
			}
		} else if (FT(t)) {
			let i = FT(e.properties) ? e.properties : {}, o = FT(e.patternProperties) ? Object.values(e.patternProperties) : [], s = FT(e.patternProperties) || FT(e.propertyNames) && typeof e.propertyNames.pattern == "string";
			for (let [c, l] of Object.entries(t)) {
				let t = n ? `${n}.${c}` : c;
				if (s && c.length > 512) return {
					at: `the name of the property ${t.slice(0, 40)}…`,
					length: c.length
				};
				let u = Object.prototype.hasOwnProperty.call(i, c) ? [i[c]] : [...o, e.additionalProperties];
				for (let e of u) {
					let n = a(e, l, t, r);
					if (n) return n;
				}
			}
		}
		return null;
	};
	return a(e, t, "", 0);
}
// src/core/agent/tool.ts
function Z(e) {
	return {
		name: e.name,
		description: e.description,
		parameters: WT(e.parameters),
		input: e.parameters,
		execute: e.execute,
		...e.readOnly ? { readOnly: !0 } : {},
		...e.concurrent ? { concurrent: !0 } : {},
		...e.offered ? { offered: e.offered } : {}
	};
}
var BT = /* @__PURE__ */ new WeakMap(), VT = /* @__PURE__ */ new Set();
function HT(e) {
	return VT.add(e), e;
}
var UT = 2 ** 53 - 1;
function WT(e) {
	let t = BT.get(e);
	if (t) return t;
	let n = GT(xm(e, {
		io: "input",
		unrepresentable: "any"
	}));
	return delete n.$schema, BT.set(e, n), n;
}
function GT(e) {
	if (Array.isArray(e)) return e.map(GT);
	if (!e || typeof e != "object") return e;
	let t = {};
	for (let [n, r] of Object.entries(e)) n === "maximum" && r === UT || n === "minimum" && r === -UT || n === "minLength" && r === 1 || n === "propertyNames" && r && typeof r == "object" && Object.keys(r).length === 1 && r.type === "string" || (t[n] = GT(r));
	return t;
}
function KT(e, t) {
	let n = zT(e.parameters, t);
	if (n) return Q(`${e.name}: ${n.at} is ${n.length} characters long; a value that must match a pattern may be at most 512. Nothing was done.`, "invalid_arguments", `Send a shorter ${n.at}.`);
	let r = e.input.safeParse(t);
	if (r.success) return {
		ok: !0,
		args: r.data
	};
	let { error: i, hint: a } = jT(e.name, r.error.issues, e.parameters);
	return Q(i, "invalid_arguments", a);
}
async function qT(e, t, n = {}) {
	let r = KT(e, t);
	return r.ok ? e.execute(r.args, n) : r;
}
function Q(e, t, n) {
	let r = {
		ok: !1,
		error: e
	};
	return t && (r.code = t), n && (r.hint = n), r;
}
function JT(e, t) {
	return e.earlierFailed ? Q(`Not done: a call before ${t} in this response failed.`, "earlier_call_failed", `Fix that call, then call ${t} again.`) : void 0;
}
function YT(e) {
	return typeof e == "object" && !!e && e.ok === !1 && "error" in e;
}
function XT(e = {}) {
	let t = tg();
	return e.min !== void 0 && (t = t.min(e.min)), e.max !== void 0 && (t = t.max(e.max)), Q_((e) => typeof e == "string" && /^\s*-?\d+\s*$/.test(e) ? Number(e) : e, t);
}
var ZT = () => z().trim(), QT = /* @__PURE__ */ new WeakMap();
function $T(e) {
	let t = QT.get(e);
	return t || QT.set(e, t = {}), t;
}
function eE(e) {
	return (e.includes("İ") ? e.replace(/\u0130/g, "i") : e).toLowerCase();
}
function tE(e) {
	let t = $T(e);
	return t.folded ??= eE(e.text ?? "");
}
function nE(e) {
	if (e.length === 0) return 0;
	let t = 0;
	for (let n = e.indexOf("\n"); n !== -1; n = e.indexOf("\n", n + 1)) t++;
	return e.endsWith("\n") ? t : t + 1;
}
function rE(e) {
	let t = $T(e);
	return t.lines ??= nE(e.text ?? "");
}
// src/core/skills/json-size.ts
function iE(e, t) {
	return e === 34 || e === 92 ? 2 : e < 32 ? e === 10 || e === 13 || e === 9 || e === 8 || e === 12 ? 2 : 6 : e < 128 ? 1 : e < 2048 ? 2 : e >= 55296 && e <= 56319 ? t >= 56320 && t <= 57343 ? 4 : 6 : e >= 56320 && e <= 57343 ? 6 : 3;
}
function aE(e) {
	let t = 0;
	for (let n = 0; n < e.length; n++) {
		let r = iE(e.charCodeAt(n), n + 1 < e.length ? e.charCodeAt(n + 1) : 0);
		t += r, r === 4 && n++;
	}
	return t;
}
function oE(e, t) {
	let n = 0, r = 0;
	for (; r < e.length;) {
		let i = iE(e.charCodeAt(r), r + 1 < e.length ? e.charCodeAt(r + 1) : 0);
		if (n + i > t) break;
		n += i, r += i === 4 ? 2 : 1;
	}
	return e.slice(0, r);
}
// src/core/skills/read-lines.ts
function sE(e, t, n, r, i) {
	let a = 0;
	for (let t = 1; t < n && a !== -1; t++) {
		let t = e.indexOf("\n", a);
		a = t === -1 ? e.length : t + 1;
	}
	let o = [], s = 0, c = n, l = !1, u;
	for (; c <= t && o.length < r;) {
		let t = e.indexOf("\n", a), n = t === -1 ? e.length : t, r = e.slice(a, n);
		r.endsWith("\r") && (r = r.slice(0, -1));
		let d = aE(r) + (o.length ? 2 : 0);
		if (s + d > i) {
			l = !0, o.length === 0 && (o.push(oE(r, i)), u = c, c++);
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
var cE = 400, lE = (e) => e >= 55296 && e <= 56319, uE = (e) => e >= 56320 && e <= 57343;
function dE(e, t, n) {
	return t > 0 && uE(e.charCodeAt(t)) && t++, n < e.length && lE(e.charCodeAt(n - 1)) && n--, e.slice(t, n);
}
function fE(e, t = -1, n = 0) {
	if (e.endsWith("\r") && (e = e.slice(0, -1)), e.length <= cE) return e;
	if (t < 0 || t + n <= 399) return dE(e, 0, 399) + "…";
	let r = Math.max(0, Math.min(t - 100, e.length - cE + 2)), i = Math.min(e.length, r + cE - 2);
	return "…" + dE(e, r, i) + (i < e.length ? "…" : "");
}
function pE(e, t) {
	let n = e.indexOf("\n", t);
	return n === -1 ? e.length : n;
}
function mE(e, t, n) {
	let r = eE(t), i = r.slice(0, -1).split("\n").length - 1, a = [], o = 0;
	for (let t of e) {
		if (t.text === void 0) continue;
		let e = t.text, s = tE(t), c = 1, l = 0, u = 0;
		for (let d = s.indexOf(r, u); d !== -1; d = s.indexOf(r, u)) {
			if (a.length >= n.limit) return {
				hits: a,
				truncated: !0
			};
			for (let t = e.indexOf("\n", l); t !== -1 && t < d; t = e.indexOf("\n", l)) c++, l = t + 1;
			let s = d + r.length - 1, f = e.charCodeAt(s) === 10 ? s : pE(e, s), p = c, m = l;
			for (let t = 0; t < n.contextLines && m > 0; t++) m = m >= 2 ? e.lastIndexOf("\n", m - 2) + 1 : 0, p--;
			let h = c + i, g = f;
			for (let t = 0; t < n.contextLines && g + 1 < e.length; t++) g = pE(e, g + 1), h++;
			let _ = e.slice(m, g).split("\n"), v = c - p, y = _.map((e, t) => t === v ? fE(e, d - l, r.length) : fE(e)).join("\n"), b = {
				path: t.path,
				lineStart: p,
				lineEnd: h,
				line: c,
				snippet: y
			}, x = aE(y) + aE(t.path) + 96;
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
var hE = 256, gE = [
	"skill_list",
	"skill_read",
	"skill_search"
], _E = (e) => Q(`Skill not found: ${e}`, "skill_not_found", "Only the skills in <available_skills> can be used; skill_list shows them."), vE = H({ query: z().optional() }), yE = H({
	name: z().min(1),
	path: z().optional(),
	offset: XT({ min: 1 }).optional(),
	limit: XT({ min: 1 }).optional()
}), bE = H({
	name: z().min(1),
	query: z().min(1).describe("Plain text."),
	path: z().optional(),
	limit: XT({
		min: 1,
		max: 100
	}).optional(),
	contextLines: XT({
		min: 0,
		max: 20
	}).optional()
}), xE = (e) => typeof e == "object" && !!e && e.ok === !1;
function SE(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) t.has(n.name) || t.set(n.name, n);
	let n = /* @__PURE__ */ new Map(), r = (e) => {
		let t = n.get(e.name);
		return t || n.set(e.name, t = [...e.files].sort((e, t) => lC(e.path, t.path))), t;
	}, i = (e) => t.get(e) ?? _E(e), a = (e, t) => {
		let n = t || "SKILL.md", i = e.files.find((e) => e.path === n);
		if (i) return i;
		let a = r(e).map((e) => e.path), o = a.slice(0, 50).join(", ") + (a.length > 50 ? `, … (${a.length} files)` : "");
		return Q(`No file "${n}" in skill ${e.name}`, "skill_file_not_found", `Files: ${o}`);
	};
	return [
		Z({
			name: "skill_list",
			description: "List your skills (name, description, tags); `query` filters them.",
			parameters: vE,
			readOnly: !0,
			execute(e) {
				let n = (e.query ?? "").toLowerCase(), r = [];
				for (let e of t.values()) {
					let t = {
						name: e.name,
						description: e.manifest.description,
						tags: [...e.manifest.tags]
					};
					(!n || e.name.toLowerCase().includes(n) || t.description.toLowerCase().includes(n) || t.tags.some((e) => e.toLowerCase().includes(n))) && r.push(t);
				}
				return r;
			}
		}),
		Z({
			name: "skill_read",
			description: "Read a skill file (default SKILL.md); offset/limit: lines from 1.",
			parameters: yE,
			readOnly: !0,
			execute(e) {
				let t = i(e.name);
				if (xE(t)) return t;
				let n = a(t, e.path);
				if (xE(n)) return n;
				if (n.text === void 0) return Q(`${n.path} in skill ${t.name} is a binary file and cannot be read as text`, "skill_file_binary");
				let r = e.offset ?? 1, o = e.limit ?? 2 ** 53 - 1, s = rE(n);
				return r > Math.max(s, 1) ? Q(`offset ${r} is past the end of ${n.path} (${s} lines)`, "offset_out_of_range") : sE(n.text, s, r, o, G.maxToolResponseBytes - hE);
			}
		}),
		Z({
			name: "skill_search",
			description: "Find text (case-insensitive) in one skill's files (default 10 hits, 2 lines of context).",
			parameters: bE,
			readOnly: !0,
			execute(e) {
				let t = i(e.name);
				if (xE(t)) return t;
				let n = e.query, o = e.limit ?? 10, s = e.contextLines ?? 2, c = r(t);
				if (e.path) {
					let n = a(t, e.path);
					if (xE(n)) return n;
					if (n.text === void 0) return Q(`${n.path} in skill ${t.name} is a binary file and cannot be searched`, "skill_file_binary");
					c = [n];
				}
				return mE(c, n, {
					limit: o,
					contextLines: s,
					budget: G.maxToolResponseBytes - hE
				});
			}
		})
	];
}
// src/core/skills/bundled.ts
function CE(e) {
	let t = atob(e), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function wE(e, t = {}) {
	let n = /* @__PURE__ */ new Map();
	for (let t of e) n.set(`${t.skill}/${t.path}`, t.base64 === void 0 ? ZS(t.text ?? "") : CE(t.base64));
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
		let r = hC(e, (e) => n.get(e), {
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
function TE(e, t) {
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
// src/core/skills/packages/types.ts
var EE = ["novel", "dialogue"], DE = ["agent-first", "intake"], OE = "book.brief", kE = /[\u0000-\u001f\u007f]/, AE = z().trim().min(1).max(128).refine((e) => !kE.test(e)), jE = Pg([AE.transform((e) => [e]), V(AE)]), ME = V(z().regex(BS)), NE = {
	category: {
		schema: Qg(EE),
		expected: "\"novel\" or \"dialogue\""
	},
	bookKind: {
		schema: Qg(EE),
		expected: "\"novel\" or \"dialogue\""
	},
	workers: {
		schema: ME,
		expected: "a list of worker ids (a-z, 0-9, _ and -)"
	},
	suggestedWorkers: {
		schema: ME,
		expected: "a list of worker ids (a-z, 0-9, _ and -)"
	},
	demandTag: {
		schema: AE,
		expected: "a tag (non-empty text)"
	},
	startupMode: {
		schema: Qg(DE),
		expected: "\"agent-first\" or \"intake\""
	},
	uiPrompt: {
		schema: z(),
		expected: "text"
	},
	version: {
		schema: B().finite(),
		expected: "a number"
	},
	inputTags: {
		schema: jE,
		expected: "a list of tags (non-empty text)"
	},
	outputTags: {
		schema: jE,
		expected: "a list of tags (non-empty text)"
	}
};
function PE(e) {
	return typeof e == "string" ? JSON.stringify(e.length > 40 ? `${e.slice(0, 40)}…` : e) : Array.isArray(e) ? "a list with an item that is not allowed" : Kv(e);
}
var FE = class {
	fm;
	file;
	label;
	issues;
	constructor(e, t, n, r) {
		this.fm = e, this.file = t, this.label = n, this.issues = r;
	}
	has(e) {
		return this.fm[e] !== void 0 && this.fm[e] !== null;
	}
	get(e, t = !1) {
		if (!this.has(e)) {
			t && this.issues.push(K("package-field-missing", this.file, { field: e }, this.label));
			return;
		}
		let n = NE[e], r = n.schema.safeParse(this.fm[e]);
		if (r.success) return r.data;
		this.issues.push(K("package-field-invalid", this.file, {
			field: e,
			expected: n.expected,
			got: PE(this.fm[e])
		}, this.label));
	}
};
function IE(e, t = {}) {
	let n = t.file ?? "orchestrator.md", r = t.folder, i = qS(e, n, r), a = [...i.issues], o = [...i.warnings];
	if (!i.manifest && i.issues.some((e) => e.rule.startsWith("frontmatter-"))) return {
		issues: a,
		warnings: o
	};
	let s = i.manifest?.frontmatter ?? {}, c = new FE(s, n, r, a), l = i.manifest?.name;
	l !== void 0 && r !== void 0 && l !== r && a.push(K("name-folder-mismatch", n, {
		name: l,
		folder: r
	}, r));
	let u = c.get("category", !0), d = c.get("bookKind"), f = d ?? t.folderKind ?? u;
	d && t.folderKind && d !== t.folderKind && a.push(K("package-bookkind-folder", n, {
		bookKind: d,
		folder: t.folderKind
	}, r)), u && f && u !== f && a.push(K("package-category-mismatch", n, {
		category: u,
		bookKind: f
	}, r));
	let p = c.get("workers");
	c.has("suggestedWorkers") && (c.has("workers") ? o.push(K("package-field-ignored", n, {
		field: "suggestedWorkers",
		why: "`workers` is given"
	}, r)) : p = c.get("suggestedWorkers"));
	let m = /* @__PURE__ */ new Set();
	for (let e of p ?? []) m.has(e) ? a.push(K("package-worker-duplicate", n, { worker: e }, r)) : e === l && a.push(K("package-worker-is-package", n, { worker: e }, r)), m.add(e);
	let h = c.get("demandTag") ?? "book.brief", g = c.get("startupMode") ?? "agent-first", _ = c.get("uiPrompt"), v = c.get("version");
	if (a.length || !i.manifest || !u || !f) return {
		issues: a,
		warnings: o
	};
	let y = {
		name: i.manifest.name,
		description: i.manifest.description,
		category: u,
		bookKind: f,
		workers: [...m],
		demandTag: h,
		startupMode: g,
		tags: i.manifest.tags,
		frontmatter: s,
		body: i.manifest.body
	};
	return _ !== void 0 && _.trim() && (y.uiPrompt = _.trim()), v !== void 0 && (y.version = v), {
		manifest: y,
		workersDeclared: p !== void 0,
		issues: a,
		warnings: o
	};
}
function LE(e, t, n) {
	let r = [], i = new FE(e.frontmatter, t, n, r), a = i.get("inputTags", !0), o = i.get("outputTags", !0);
	return r.length || !a || !o ? { issues: r } : {
		worker: {
			id: e.name,
			description: e.description,
			inputTags: [...new Set(a)],
			outputTags: [...new Set(o)]
		},
		issues: r
	};
}
// src/core/skills/packages/recipes.ts
var RE = /^recipes\/[^/]+\.(md|ya?ml|txt|json)$/i, zE = /^recipes\/(catalog|index|readme)\.[^/]+$/i;
function BE(e) {
	return e && typeof e == "object" && !Array.isArray(e) ? e : void 0;
}
function VE(e, t) {
	try {
		if (/\.md$/i.test(e)) {
			let e = VS(t);
			return "yaml" in e ? BE(iS(e.yaml)) : void 0;
		}
		if (/\.ya?ml$/i.test(e)) return BE(iS(t));
		if (/\.json$/i.test(e)) return BE(JSON.parse(t));
	} catch {}
}
var HE = (e) => typeof e == "string" && e.trim() ? e.trim() : void 0;
function UE(e) {
	let t = [];
	for (let n of e) {
		if (!RE.test(n.path) || zE.test(n.path) || n.text === void 0) continue;
		let e = VE(n.path, n.text), r = /\.md$/i.test(n.path) ? /^#\s+(.+)$/m.exec(n.text)?.[1]?.trim() : void 0, i = n.path.slice(8).replace(/\.[^.]+$/, ""), a = {
			path: n.path,
			title: HE(e?.title) ?? HE(e?.name) ?? r ?? i
		}, o = HE(e?.description);
		o && (a.description = o), t.push(a);
	}
	return t.sort((e, t) => e.path < t.path ? -1 : 1);
}
// src/core/skills/packages/parse.ts
var WE = "orchestrator.md";
function GE(e, t, n) {
	let r = e.file ? `workers/${t}/${e.file}` : `workers/${t}`, i = e.message.slice(e.message.indexOf(": ") + 2), a = n ? `${n}/${r}` : r;
	return {
		...e,
		file: r,
		message: `${a}: ${i}`,
		...n ? { skill: n } : {}
	};
}
function KE(e, t = {}) {
	let n = t.folderName, r = [], { files: i, hashed: a, total: o, issues: s } = uC(e, n);
	i.length > G.maxFiles && s.push(K("package-too-many-files", "", { count: i.length }, n)), o > G.maxSkillBytes && s.push(K("package-too-large", "", { bytes: o }, n));
	let c = t.orchestratorFile ?? "orchestrator.md", l = i.find((e) => e.path === WE), u, d = !0;
	if (!l) s.push(K("no-package", c, {}, n));
	else {
		let e = a.find((e) => e.path === WE).bytes.length;
		if (e > G.maxSkillMdBytes) s.push(K("package-orchestrator-too-large", c, { bytes: e }, n));
		else if (l.text === void 0) s.push(K("package-orchestrator-not-text", c, {}, n));
		else {
			let e = IE(l.text, {
				file: c,
				folder: n,
				folderKind: t.folderKind
			});
			s.push(...e.issues), r.push(...e.warnings), u = e.manifest, d = e.workersDeclared ?? !0;
		}
	}
	let f = /* @__PURE__ */ new Map();
	for (let e of i) {
		if (!e.path.startsWith("workers/")) continue;
		let t = e.path.slice(8), i = t.indexOf("/");
		if (i < 0) {
			r.push(K("package-worker-stray", e.path, {}, n));
			continue;
		}
		let a = t.slice(0, i), o = f.get(a);
		o || f.set(a, o = []), o.push({
			...e,
			path: t.slice(i + 1)
		});
	}
	let p = (e) => f.get(e)?.some((e) => e.path === "SKILL.md") ?? !1, m = u && d ? u.workers : [...f.keys()].filter(p).sort(), h = [];
	for (let e of m) {
		if (!p(e)) {
			s.push(K("package-worker-missing", c, { worker: e }, n));
			continue;
		}
		if (u && e === u.name) {
			d || s.push(K("package-worker-is-package", `workers/${e}/SKILL.md`, { worker: e }, n));
			continue;
		}
		let t = dC(f.get(e), { folderName: e });
		if (s.push(...t.issues.map((t) => GE(t, e, n))), r.push(...t.warnings.map((t) => GE(t, e, n))), !t.skill) continue;
		let i = LE(t.skill.manifest, `workers/${e}/SKILL.md`, n);
		s.push(...i.issues), i.worker && h.push(i.worker);
	}
	if (u && d) for (let e of [...f.keys()].sort()) m.includes(e) || r.push(K("package-worker-unlisted", `workers/${e}`, { worker: e }, n));
	if (s.length || !u) return {
		issues: s,
		warnings: r
	};
	let g = t.now ?? Date.now(), _ = [...i].sort((e, t) => lC(e.path, t.path));
	return {
		package: {
			name: u.name,
			bookKind: u.bookKind,
			manifest: {
				...u,
				workers: h.map((e) => e.id)
			},
			workers: h,
			recipes: UE(_),
			files: _,
			hash: nC(a),
			size: o,
			installedAt: g,
			updatedAt: g
		},
		issues: s,
		warnings: r
	};
}
// src/core/skills/packages/registry.ts
var qE = "registry.yaml", JE = {
	name: z().trim().min(1),
	description: z().trim().min(1),
	category: Qg(EE),
	bookKind: Qg(EE),
	path: z().trim().min(1)
}, YE = {
	name: "must be the package name",
	description: "must be non-empty text",
	category: "must be \"novel\" or \"dialogue\"",
	bookKind: "must be \"novel\" or \"dialogue\"",
	path: "must be the path of the package's orchestrator.md (or its flat .md)"
};
function XE(e, t = qE) {
	let n;
	try {
		n = iS(e, {
			filename: t,
			maxAliases: 100
		});
	} catch (e) {
		return {
			entries: [],
			issues: [K("registry-yaml", t, { detail: (e instanceof Error ? e.message : String(e)).split("\n")[0] })]
		};
	}
	let r = n && typeof n == "object" && !Array.isArray(n) ? n.skills : void 0;
	if (!Array.isArray(r)) return {
		entries: [],
		issues: [K("registry-shape", t, { detail: r === void 0 ? "no `skills:` list" : `\`skills\` is ${Kv(r)}` })]
	};
	let i = [], a = [];
	return r.forEach((e, n) => {
		let r = e && typeof e == "object" && !Array.isArray(e) ? e : {}, o = typeof r.name == "string" ? r.name : "?", s = {}, c = !0;
		for (let [e, i] of Object.entries(JE)) {
			let l = i.safeParse(r[e]);
			if (l.success) s[e] = l.data;
			else {
				c = !1;
				let i = r[e] === void 0 ? "is missing" : YE[e];
				a.push(K("registry-entry", t, {
					index: n + 1,
					name: o,
					field: e,
					why: i
				}));
			}
		}
		c && s.category !== s.bookKind && (a.push(K("registry-entry", t, {
			index: n + 1,
			name: o,
			field: "category",
			why: `must equal bookKind ("${s.bookKind}")`
		})), c = !1), c && i.push(s);
	}), {
		entries: i,
		issues: a
	};
}
function ZE(e) {
	let t = (e) => JSON.stringify(e), n = "skills:\n";
	for (let r of e) n += `  - name: ${t(r.name)}\n    description: ${t(r.description)}\n    category: ${r.category}\n    bookKind: ${r.bookKind}\n    path: ${t(r.path)}\n`;
	return n;
}
// src/core/skills/packages/layout.ts
var QE = (e) => e.slice(0, e.lastIndexOf("/") + 1), $E = (e) => e.slice(e.lastIndexOf("/") + 1), eD = (e) => EE.includes(e ?? "");
function tD(e) {
	return e.filter((e) => $E(e) === qE).sort((e, t) => e.split("/").length - t.split("/").length || (e < t ? -1 : 1))[0];
}
function nD(e, t, n) {
	let r = e.slice(0, -1).split("/"), i = e === "" ? void 0 : r.at(-1), a = r.at(-2);
	return {
		prefix: e,
		folderName: i,
		...eD(a) ? { folderKind: a } : {},
		...n,
		paths: t.filter((t) => t.startsWith(e))
	};
}
function rD(e, t) {
	let n = e.split("/").at(-2);
	return {
		prefix: e,
		flat: e,
		folderName: $E(e).replace(/\.md$/i, ""),
		...eD(n) ? { folderKind: n } : {},
		...t,
		paths: [e]
	};
}
function iD(e) {
	let t = [...e].sort((e, t) => e.prefix.split("/").length - t.prefix.split("/").length || (e.prefix < t.prefix ? -1 : 1)), n = [];
	for (let e of t) n.some((t) => !t.flat && t.prefix !== e.prefix && e.prefix.startsWith(t.prefix)) || n.push(e);
	return n.sort((e, t) => e.prefix < t.prefix ? -1 : 1);
}
function aD(e, t) {
	let n = [], r = new Set(e);
	if (t) {
		let i = QE(t.path), a = [];
		for (let o of t.entries) {
			let s = i + o.path.replace(/^\.\//, "");
			r.has(s) ? a.push($E(s) === "orchestrator.md" ? nD(QE(s), e, { entry: o }) : rD(s, { entry: o })) : n.push(K("registry-path-missing", t.path, {
				name: o.name,
				path: o.path
			}));
		}
		return {
			folders: iD(a),
			issues: n
		};
	}
	let i = [];
	for (let t of e) {
		let n = t.split("/"), a = n.length;
		a >= 3 && n[a - 1] === "orchestrator.md" && eD(n[a - 3]) ? i.push(nD(QE(t), e, {})) : a >= 2 && eD(n[a - 2]) && /\.md$/i.test(n[a - 1]) && !r.has(`${QE(t)}${n[a - 1].replace(/\.md$/i, "")}/orchestrator.md`) && i.push(rD(t, {}));
	}
	return i.length ? {
		folders: iD(i),
		issues: n
	} : {
		folders: iD(e.filter((e) => $E(e) === WE).map((t) => nD(QE(t), e, {}))),
		issues: n
	};
}
// src/core/skills/packages/load.ts
function oD(e, t) {
	let n = [], r = tD(e), i;
	if (r) {
		let e = t(r), a = e === void 0 ? {
			entries: [],
			issues: [K("registry-yaml", r, { detail: "it is not UTF-8 text" })]
		} : XE(e, r);
		n.push(...a.issues), i = {
			path: r,
			entries: a.entries
		};
	}
	let a = aD(e, i);
	return n.push(...a.issues), {
		folders: a.folders,
		registryPath: r,
		issues: n
	};
}
function sD(e, t, n) {
	let r = [], i = (e, i, a) => {
		i !== a && r.push(K("registry-mismatch", n, {
			field: e,
			name: t.name,
			registry: i,
			file: a
		}));
	};
	return i("name", t.name, e.name), i("category", t.category, e.manifest.category), i("bookKind", t.bookKind, e.bookKind), r;
}
function cD(e, t, n = {}) {
	let r = KE(e.flat ? [{
		path: WE,
		bytes: t(e.flat)
	}] : e.paths.map((n) => ({
		path: n.slice(e.prefix.length),
		bytes: t(n)
	})), {
		folderName: e.folderName,
		folderKind: e.folderKind,
		orchestratorFile: e.flat ? e.flat.slice(e.flat.lastIndexOf("/") + 1) : void 0,
		now: n.now
	}), i = e.folderName ?? r.package?.name, a = (e) => e.skill || !i ? e : {
		...e,
		skill: i,
		message: `${i}/${e.message}`
	}, o = r.issues.map(a);
	return r.package && e.entry && o.push(...sD(r.package, e.entry, e.prefix || "orchestrator.md")), {
		package: o.length ? void 0 : r.package,
		issues: o,
		warnings: r.warnings.map(a)
	};
}
function lD(e, t, n = {}) {
	return uD(oD(e, (e) => XS(t(e))), t, n);
}
function uD(e, t, n = {}) {
	let r = {
		packages: [],
		issues: [...e.issues],
		warnings: []
	};
	if (!e.folders.length && !e.issues.length) return r.issues.push(K("no-package", n.whole ?? "")), r;
	let i = /* @__PURE__ */ new Set();
	for (let a of e.folders) {
		let e = cD(a, t, n);
		a.flat && !a.entry && e.issues.some((e) => e.rule === "frontmatter-missing") ? r.warnings.push(K("ignored-file", a.flat, { why: "not an orchestrator (no YAML frontmatter)" })) : (r.issues.push(...e.issues), r.warnings.push(...e.warnings), e.package && (i.has(e.package.name) ? r.issues.push(K("package-duplicate", a.prefix, { name: e.package.name })) : (i.add(e.package.name), r.packages.push(e.package))));
	}
	return r;
}
// src/core/skills/packages/zip.ts
var dD = (e) => e === "orchestrator.md" || /^workers\/[^/]+\/SKILL\.md$/.test(e);
function fD(e, t = {}) {
	let n = t.fileName ?? "", r = (e, t = []) => ({
		packages: [],
		issues: e,
		warnings: t
	}), i = Xw(e, n);
	if (!i.ok) return r(i.issues, i.warnings);
	let { entries: a, warnings: o } = i, s = [...a.keys()], c = tD(s), l;
	if (c) {
		let t = a.get(c).size;
		if (t > G.maxSkillMdBytes) return r([K("file-too-large", c, { bytes: t })], o);
		let n = Zw(e, a, [c]);
		if (!n.ok) return r(n.issues, o);
		l = XS(n.bytes.get(c));
	}
	let u = oD(s, (e) => e === c ? l : void 0), d = [];
	for (let e of u.folders) {
		let t = e.folderName, n = 0;
		for (let t of e.paths) n += a.get(t).size;
		e.paths.length > G.maxFiles && d.push(K("package-too-many-files", "", { count: e.paths.length }, t)), n > G.maxSkillBytes && d.push(K("package-too-large", "", { bytes: n }, t));
		for (let n of e.paths) {
			let r = e.flat ? WE : n.slice(e.prefix.length), i = a.get(n).size;
			dD(r) && i > G.maxSkillMdBytes && d.push(K(r === "orchestrator.md" ? "package-orchestrator-too-large" : "skill-md-too-large", r, { bytes: i }, t));
		}
	}
	if (d.length) return r(d, o);
	let f = Zw(e, a, u.folders.flatMap((e) => e.paths));
	if (!f.ok) return r(f.issues, o);
	let p = uD(u, (e) => f.bytes.get(e), {
		now: t.now,
		whole: n
	});
	return {
		packages: p.packages,
		issues: p.issues,
		warnings: [...o, ...p.warnings]
	};
}
var pD = (e) => `${e.bookKind}/${e.name}/${WE}`;
function mD(e) {
	let t = [...e].sort((e, t) => e.name < t.name ? -1 : 1), n = [{
		path: qE,
		text: ZE(t.map((e) => ({
			name: e.name,
			description: e.manifest.description,
			category: e.manifest.category,
			bookKind: e.bookKind,
			path: pD(e)
		})))
	}];
	for (let e of t) {
		let t = [...e.files].sort((e, t) => e.path === "orchestrator.md" ? -1 : t.path === "orchestrator.md" ? 1 : e.path < t.path ? -1 : 1);
		for (let r of t) n.push({
			...r,
			path: `${e.bookKind}/${e.name}/${r.path}`
		});
	}
	return nT(n);
}
// src/core/skills/packages/skills.ts
var hD = (e) => `package:${e}`;
function gD(e, t, n, r) {
	let i = r.sort((e, t) => lC(e.path, t.path)), a = i.map((e) => ({
		path: e.path,
		bytes: e.bytes ?? ZS(e.text ?? "")
	}));
	return {
		name: t,
		scope: hD(e.name),
		manifest: n,
		files: i,
		hash: nC(a),
		size: a.reduce((e, t) => e + t.bytes.length, 0),
		installedAt: e.installedAt,
		updatedAt: e.updatedAt
	};
}
function _D(e) {
	let t = e.manifest, n = {
		name: e.name,
		description: t.description,
		tags: t.tags,
		frontmatter: t.frontmatter,
		body: t.body
	};
	t.version !== void 0 && (n.version = String(t.version));
	let r = e.files.filter((e) => !e.path.startsWith("workers/")).map((e) => e.path === "orchestrator.md" ? {
		...e,
		path: "SKILL.md"
	} : e);
	return {
		orchestrator: gD(e, e.name, n, r),
		workers: e.workers.map((t) => {
			let n = `workers/${t.id}/`, r = e.files.filter((e) => e.path.startsWith(n)).map((e) => ({
				...e,
				path: e.path.slice(n.length)
			})), i = qS(r.find((e) => e.path === "SKILL.md").text ?? "", "SKILL.md", t.id).manifest;
			return gD(e, t.id, i, r);
		})
	};
}
function vD(e, t) {
	let { orchestrator: n, workers: r } = _D(e);
	return t === e.name ? n : r.find((e) => e.name === t);
}
// src/core/skills/packages/bundled.ts
function yD(e, t = {}) {
	let n = new Map(e.map((e) => [e.path, e.base64 === void 0 ? ZS(e.text ?? "") : CE(e.base64)])), r = lD([...n.keys()], (e) => n.get(e), {
		now: t.now,
		whole: "skills-bundled/packages"
	});
	return {
		...r,
		packages: r.packages.map((e) => ({
			...e,
			bundledHash: e.hash
		}))
	};
}
// src/core/profiles/modes.ts
var bD = [
	"director",
	"loop",
	"spec",
	"agenda",
	"single"
], xD = [
	"loop",
	"spec",
	"agenda",
	"single"
];
function SD(e) {
	return typeof e == "string" && bD.includes(e);
}
// src/core/profiles/messages.ts
var CD = {
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
function wD(e) {
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
var TD = class extends Error {
	constructor(e) {
		super(e), this.name = "ProfileError";
	}
};
function ED(e) {
	let t = "";
	for (let n of e) t += typeof n == "number" ? `[${n}]` : t ? `.${n}` : n;
	return t;
}
var DD = class {
	list = [];
	add(e, t, n) {
		this.list.push({
			path: typeof e == "string" ? e : ED(e),
			code: t,
			message: n
		});
	}
};
function $(e) {
	if (typeof e != "object" || !e || Array.isArray(e)) return !1;
	let t = Object.getPrototypeOf(e);
	return t === Object.prototype || t === null;
}
function OD(e, t = /* @__PURE__ */ new Set()) {
	if (typeof e != "object" || !e) return typeof e == "function" || typeof e == "symbol" ? void 0 : typeof e == "bigint" ? Number(e) : e;
	let n = e;
	if (typeof n.toJSON == "function") return OD(n.toJSON(), t);
	if (t.has(e)) throw new TD(CD.cycle);
	t.add(e);
	try {
		if (Array.isArray(e)) return e.map((e) => OD(e, t) ?? null);
		let n = {};
		for (let [r, i] of Object.entries(e)) {
			let e = OD(i, t);
			e !== void 0 && (n[r] = e);
		}
		return n;
	} finally {
		t.delete(e);
	}
}
function kD(e, t) {
	let n = e;
	for (let e of t) {
		if (typeof n != "object" || !n) return;
		n = n[e];
	}
	return n;
}
var AD = 500;
function jD(e, t, n, r = []) {
	let i = { root: t }, a = [];
	for (let t = 0; t < AD; t++) {
		let t = e.safeParse(i.root);
		if (t.success) {
			for (let e of a) {
				let i = kD({ root: t.data }, ["root", ...e.path]), a = i === void 0 ? "removed" : `set to the default ${wD(i)}`;
				n.add([...r, ...e.path], "defaulted", `${e.message}; ${a}.`);
			}
			return t.data;
		}
		let o = /* @__PURE__ */ new Map(), s = !1;
		for (let e of t.error.issues) {
			let t = e.path.map((e) => typeof e == "symbol" ? String(e) : e);
			if (t.length === 0) throw new TD(CD.unrepairable(ED(r), e.message));
			let c = ["root", ...t], l = kD(i, c.slice(0, -1)), u = c[c.length - 1];
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
						let e = MD(c);
						if (e < 0) throw new TD(CD.unrepairable(ED(f), `"${String(u)}" is required`));
						m(c.slice(0, e), c[e], `entry dropped: "${String(u)}" is required.`);
						continue;
					}
					if ((t === "number" || t === "int") && typeof d == "string" && d.trim() !== "" && Number.isFinite(Number(d))) {
						p(Number(d), "coerced", `text ${wD(d)} read as the number ${Number(d)}.`);
						continue;
					}
					if (t === "int" && typeof d == "number" && Number.isFinite(d)) {
						p(Math.round(d), "rounded", `${d} is not a whole number; rounded to ${Math.round(d)}.`);
						continue;
					}
					if (t === "boolean" && (d === "true" || d === "false" || d === 0 || d === 1)) {
						let e = d === "true" || d === 1;
						p(e, "coerced", `${wD(d)} read as ${e}.`);
						continue;
					}
					if (t === "string" && (typeof d == "number" || typeof d == "boolean")) {
						p(String(d), "coerced", `${wD(d)} read as text.`);
						continue;
					}
				}
				if (Array.isArray(l) && typeof u == "number") m(c.slice(0, -1), u, `invalid entry ${wD(d)} dropped (${e.message}).`);
				else if (d === void 0) {
					let t = MD(c);
					if (t < 0) throw new TD(CD.unrepairable(ED(f), e.message));
					m(c.slice(0, t), c[t], `entry dropped: ${e.message}.`);
				} else delete l[u], a.push({
					path: t,
					message: `invalid value ${wD(d)} (${e.message})`
				}), s = !0;
			}
		}
		for (let { arrPath: e, indices: t } of o.values()) {
			let n = kD(i, e);
			if (Array.isArray(n)) for (let e of [...t].sort((e, t) => t - e)) n.splice(e, 1);
		}
		if (!s) break;
	}
	throw new TD(CD.unrepairable(ED(r), "too many problems to repair"));
}
function MD(e) {
	for (let t = e.length - 2; t >= 0; t--) if (typeof e[t] == "number") return t;
	return -1;
}
// src/core/profiles/common.ts
var ND = (e, t, n) => B().int().min(e).max(t).default(n), PD = (e) => z().default(e), FD = (e) => sg().default(e), ID = V(z()).transform((e) => {
	let t = [];
	for (let n of e) {
		let e = n.trim();
		e && !t.includes(e) && t.push(e);
	}
	return t;
}), LD = ID.default(() => []), RD = (e) => U({
	visible: ID.default(() => [...e.visible]),
	deny: ID.default(() => [...e.deny])
}).prefault(() => ({
	visible: [...e.visible],
	deny: [...e.deny]
})), zD = U({
	visible: ID.optional(),
	deny: ID.optional(),
	preload: ID.optional()
}).optional(), BD = [
	"atDepth",
	"before",
	"after",
	"ANTop",
	"ANBottom",
	"EMTop",
	"EMBottom"
], VD = [
	"system",
	"user",
	"assistant"
], HD = "Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.", UD = U({
	customInstruction: PD(HD),
	position: Qg(BD).default("atDepth"),
	depth: ND(0, 1e4, 0),
	role: Qg(VD).default("system")
}).prefault({}), WD = U({
	bookPattern: PD(""),
	entryPattern: PD("")
}).prefault({}), GD = U({
	maxTokens: ND(0, 1e8, 0),
	maxCost: B().min(0).max(1e6).default(0)
}).prefault({}), KD = {
	apiPreset: PD(""),
	promptPreset: PD("")
}, qD = (e) => ND(0, 2e5, e), JD = (e, t) => ({
	storyMessages: B().int().min(0).max(1e3).nullable().default(e),
	storyTokens: ND(0, 1e6, t)
}), YD = { toolCallRetryMax: ND(0, 10, 2) }, XD = new Uint32Array([
	1116352408,
	1899447441,
	3049323471,
	3921009573,
	961987163,
	1508970993,
	2453635748,
	2870763221,
	3624381080,
	310598401,
	607225278,
	1426881987,
	1925078388,
	2162078206,
	2614888103,
	3248222580,
	3835390401,
	4022224774,
	264347078,
	604807628,
	770255983,
	1249150122,
	1555081692,
	1996064986,
	2554220882,
	2821834349,
	2952996808,
	3210313671,
	3336571891,
	3584528711,
	113926993,
	338241895,
	666307205,
	773529912,
	1294757372,
	1396182291,
	1695183700,
	1986661051,
	2177026350,
	2456956037,
	2730485921,
	2820302411,
	3259730800,
	3345764771,
	3516065817,
	3600352804,
	4094571909,
	275423344,
	430227734,
	506948616,
	659060556,
	883997877,
	958139571,
	1322822218,
	1537002063,
	1747873779,
	1955562222,
	2024104815,
	2227730452,
	2361852424,
	2428436474,
	2756734187,
	3204031479,
	3329325298
]);
function ZD(e) {
	let t = typeof e == "string" ? new TextEncoder().encode(e) : e, n = t.length * 8, r = new Uint8Array(Math.ceil((t.length + 9) / 64) * 64);
	r.set(t), r[t.length] = 128;
	let i = new DataView(r.buffer);
	i.setUint32(r.length - 8, Math.floor(n / 4294967296)), i.setUint32(r.length - 4, n >>> 0);
	let a = new Uint32Array([
		1779033703,
		3144134277,
		1013904242,
		2773480762,
		1359893119,
		2600822924,
		528734635,
		1541459225
	]), o = /* @__PURE__ */ new Uint32Array(64), s = (e, t) => e >>> t | e << 32 - t;
	for (let e = 0; e < r.length; e += 64) {
		for (let t = 0; t < 16; t++) o[t] = i.getUint32(e + t * 4);
		for (let e = 16; e < 64; e++) {
			let t = s(o[e - 15], 7) ^ s(o[e - 15], 18) ^ o[e - 15] >>> 3, n = s(o[e - 2], 17) ^ s(o[e - 2], 19) ^ o[e - 2] >>> 10;
			o[e] = o[e - 16] + t + o[e - 7] + n >>> 0;
		}
		let [t, n, r, c, l, u, d, f] = a;
		for (let e = 0; e < 64; e++) {
			let i = f + (s(l, 6) ^ s(l, 11) ^ s(l, 25)) + (l & u ^ ~l & d) + XD[e] + o[e] >>> 0, a = (s(t, 2) ^ s(t, 13) ^ s(t, 22)) + (t & n ^ t & r ^ n & r) >>> 0;
			f = d, d = u, u = l, l = c + i >>> 0, c = r, r = n, n = t, t = i + a >>> 0;
		}
		a[0] = a[0] + t >>> 0, a[1] = a[1] + n >>> 0, a[2] = a[2] + r >>> 0, a[3] = a[3] + c >>> 0, a[4] = a[4] + l >>> 0, a[5] = a[5] + u >>> 0, a[6] = a[6] + d >>> 0, a[7] = a[7] + f >>> 0;
	}
	return [...a].map((e) => e.toString(16).padStart(8, "0")).join("");
}
// src/core/profiles/defaults/director-texts.ts
var QD = [
	"intent_scout",
	"chat_scout",
	"memory_scout",
	"lorebook_scout",
	"notes_pickup_scout",
	"canon_scout",
	"epistemic_scout",
	"plot_brainstormer",
	"voice_critic",
	"continuity_critic",
	"notes_curator",
	"memory_curator"
], $D = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name",
	"compaction_candidates"
], eO = [
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], tO = {
	chat: ["read_range", "search"],
	lorebook: [
		"world_book_list",
		"list",
		"search",
		"get",
		"force_activate"
	],
	note: ["open", "close"],
	memory: [...$D, ...eO],
	search: ["search", "visit"],
	message: [
		"write_message",
		"apply_message_patches",
		"get_draft",
		"draft_search"
	],
	collab: ["dispatch_subagent", "dispatch_inline_subagent"]
}, nO = {
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
}, rO = { director: { lorebook: ["force_activate"] } };
function iO(e, t) {
	let n = rO[e]?.[t] ?? [];
	return tO[t].filter((e) => !n.includes(e));
}
var aO = /* @__PURE__ */ new Set([
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
function oO(e, t, n) {
	return iO(e, t).filter((e) => n.has(gO(t, e)));
}
var sO = { message: ["get_draft", "draft_search"] };
function cO(e, t) {
	let n = {};
	for (let r of iO(e, t)) n[r] = sg().default(sO[t]?.includes(r) ?? !1);
	return U(n);
}
var lO = Wg(z(), sg());
function uO(e, t, n) {
	let r = {};
	for (let i of iO(e, t)) r[i] = n || (sO[t]?.includes(i) ?? !1);
	return r;
}
var dO = [
	"find_by_name",
	"keyword_search",
	"node_brief"
];
function fO(e) {
	let t = { custom: {} };
	for (let n of nO[e]) switch (e) {
		case "director":
			t[n] = n === "message" ? {
				write_message: !1,
				apply_message_patches: !1,
				get_draft: !0,
				draft_search: !0
			} : uO(e, n, !0);
			break;
		case "loop":
			t[n] = n === "memory" ? {
				...uO(e, n, !1),
				...Object.fromEntries(dO.map((e) => [e, !0]))
			} : n === "lorebook" ? {
				...uO(e, n, !0),
				force_activate: !1
			} : uO(e, n, !0);
			break;
		case "agenda":
			t[n] = n === "search" ? uO(e, n, !0) : n === "memory" ? {
				...uO(e, n, !1),
				...Object.fromEntries($D.map((e) => [e, !0]))
			} : uO(e, n, !1);
			break;
		default: t[n] = uO(e, n, !1);
	}
	return t;
}
function pO(e) {
	let t = fO(e), n = {};
	for (let r of nO[e]) n[r] = cO(e, r).prefault(() => ({ ...t[r] }));
	return n.custom = lO.default(() => ({})), U(n);
}
function mO(e) {
	let t = {};
	for (let n of nO[e]) t[n] = cO(e, n).optional();
	return t.custom = lO.optional(), U(t);
}
function hO(e, t) {
	if (!t) return e;
	let n = { ...e };
	for (let [e, r] of Object.entries(t)) r && typeof r == "object" && (n[e] = r);
	return n;
}
function gO(e, t) {
	return e === "message" || e === "collab" ? t : e === "lorebook" && t === "world_book_list" ? "world_book_list" : `${e}_${t}`;
}
function _O(e) {
	for (let t of Object.keys(tO)) for (let n of tO[t]) if (gO(t, n) === e) return [t, n];
	return null;
}
function vO(e, t) {
	let n = _O(t);
	return n ? e[n[0]]?.[n[1]] === !0 : e.custom?.[t] === !0;
}
function yO(e) {
	let t = [];
	for (let n of Object.keys(tO)) {
		let r = e[n];
		if (r) for (let e of tO[n]) r[e] === !0 && t.push(gO(n, e));
	}
	return t;
}
var bO = ["memory", "search"];
function xO(e, t) {
	let n = _O(e);
	return !!n && bO.includes(n[0]) && !t.has(e);
}
function SO(e, t) {
	let n = e.filter((e) => {
		let t = _O(e);
		return !t || t[0] !== "message" && t[0] !== "collab";
	});
	return n.length > 0 && n.every((e) => xO(e, t));
}
// src/core/profiles/reserved-tool-names.ts
var CO = /* @__PURE__ */ "skill_list.skill_read.skill_search.finalize.final_guidance.submit_result.node_output.await_subagents.cancel_subagent.review_approve.request_rerun.planner_step.profile_summary.agent_get.skills_list.skill_get.lint.recipe_read.connections_list.skill_bind_to_agent.skill_unbind_from_agent.skill_set_mode_defaults.profile_patch_prompt.subagent_add.subagent_update.subagent_remove.limits_set.tools_set.skill_create.skill_edit.profile_propose".split("."), wO = /* @__PURE__ */ new Set([...Object.keys(tO).flatMap((e) => tO[e].map((t) => gO(e, t))), ...CO]), TO = [
	...Object.keys(tO).map((e) => `${e}_`),
	"notes_",
	"skill_",
	"skills_",
	"world_book_",
	"draft_",
	"dispatch_",
	"subagent_",
	"profile_",
	"workbench_",
	"troupe_"
], EO = new Set(Object.getOwnPropertyNames(Object.prototype).map((e) => e.toLowerCase())), DO = (e) => e.trim().toLowerCase().replace(/-/g, "_");
function OO(e) {
	let t = DO(e), n = e.trim();
	if (wO.has(t)) return `"${n}" is the name of a built-in tool; choose another.`;
	let r = TO.find((e) => t.startsWith(e));
	return r ? `"${n}" starts with "${r}", which is kept for Troupe's built-in tools; choose another name.` : QD.includes(t) ? `"${n}" is the name of one of Troupe's default sub-agents; choose another.` : EO.has(t) ? `"${n}" is the name of a member every JavaScript object has; choose another.` : "";
}
// src/core/profiles/hand-tools.ts
var kO = {
	tools: 32,
	codeChars: 65536,
	descriptionChars: 4e3
}, AO = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/, jO = U({
	name: z().trim(),
	description: PD(""),
	parameters: Wg(z(), Sg()).default(() => ({
		type: "object",
		properties: {}
	})),
	code: PD(""),
	sample: PD("{}")
}), MO = V(jO).max(kO.tools).default(() => []);
function NO(e) {
	return `sha256:${ZD(e)}`;
}
function PO(e, t = /* @__PURE__ */ new Set()) {
	let n = e.name.trim();
	return AO.test(n) ? OO(n) || (t.has(n) ? `Another tool is already called "${n}".` : e.description.trim() ? e.description.length > kO.descriptionChars ? `The description of "${n}" is over ${kO.descriptionChars} characters.` : e.code.trim() ? e.code.length > kO.codeChars ? `The code of "${n}" is over ${kO.codeChars} characters.` : "" : `Tool "${n}" has no code.` : `Tool "${n}" needs a description: it is all the model knows about when to call it.`) : `"${n}" is not a tool name: use a letter, then letters, digits, _ or - (at most 64).`;
}
// src/core/profiles/defaults/capsule-zh.ts
var FO = /* @__PURE__ */ t({
	AGENDA_PLANNER_PROMPT_ZH: () => GO,
	AGENDA_PLANNER_TEMPLATE_ZH: () => KO,
	AGENDA_WORKERS_ZH: () => JO,
	LOOP_SYSTEM_PROMPT_ZH: () => HO,
	SINGLE_SYSTEM_PROMPT_ZH: () => YO,
	SINGLE_USER_TEMPLATE_ZH: () => XO,
	SPEC_AGENTS_ZH: () => WO
}), IO = "不添加发给你的材料（故事、聊天、报告、工具结果）里都没有的事实；故事没定的，留给作者。", LO = "回复的硬规则，你的说明绝不与之相悖：\n- 绝不替用户的角色说话、行动、思考或做决定：不安排他的台词、动作和心思。\n- 回复只写故事本身，用角色卡的格式。\n- 用户的场外（OOC）要求和世界书里写给作者的规则优先：照样转告。\n- 聊天不是时钟：写「刚才」「昨夜」，不写「上一轮」「本轮」「你上条消息」。", RO = `说明是写给下一条回复的作者看的，不是给读者看的：具体、简短、分点，用故事的语言。${IO}绝不替它写回复。`, zO = `你的产出由团队里后面的代理读，不是给回复作者看的：具体、简短、分点，用故事的语言。${IO}绝不替它写回复。`, BO = "用 node_output 交：结果写在 summary，要避开的坑写在 risks；不写 directives（那是给指挥回复的节点用的）。", VO = "用 node_output 交：结果写在 summary，directives 每条一个给回复的具体指示，要避开的坑写在 risks。", HO = `你为角色扮演的下一条回复做准备，但不写回复本身。回复由另一个模型来写，它会读你最后交的作业说明。做法见 loop-agent-method-zh，说明的写法见 capsule-guidance-zh（两者的正文都在这份说明里）。

${LO}

用工具列表里有的工具收集需要的东西，互不依赖的调用放在同一轮：往前读聊天（chat_read_range、chat_search），查世界书（world_book_list、lorebook_list、lorebook_search、lorebook_get），查记忆（memory_find_by_name、memory_keyword_search、memory_node_brief）——只有这个聊天开了记忆，记忆工具才在你的工具列表里；没有就不用。再看 Open Notes 块（没有开着的剧情线时写着「none」）里早先开过的剧情线（聊天里立下了以后必须回收的硬承诺才 note_open，已经兑现的 note_close）。知道得够了就停，每多一轮都花时间。

最后调用 finalize({capsule_text}) 交说明：用户本回合要什么，回复必须守的事实和状态，焦点人物各自知道什么、想要什么，下一拍往哪走、停在哪里，以及要避开的坑（前后矛盾、人物知道了没人告诉过他的事、冷冰冰像报告一样的笔法）。${RO}`, UO = "## 最近的聊天\n{{recent_chat}}\n\n## 最新的用户消息\n{{last_user}}", WO = [
	{
		id: "distiller",
		systemPrompt: `你把角色扮演眼下的状态提炼给准备下一条回复的团队。只写事实，写短；不编造。${zO}${BO}`,
		userPromptTemplate: `${UO}

概括：场景在哪里，谁在场，每个焦点人物此刻想要什么、感受如何，刚刚说了什么、做了什么，用户本回合要什么（明说的，或字里行间的）。至多十点。`
	},
	{
		id: "lorebook_reader",
		systemPrompt: `你挑出下一条回复必须守住的设定：世界书里的事实、世界的规则、已经确立的人物关系。给出的世界信息没有覆盖这一场涉及的东西时，用世界书工具查（先 lorebook_search，再 lorebook_get），互不依赖的调用放在同一轮；多数回合一轮就够，或者不用查。${zO}${BO}`,
		userPromptTemplate: `${UO}

列出世界信息和聊天里约束下一条回复的事实，每条说明它为什么现在要紧。至多六条。`
	},
	{
		id: "anti_data_guard",
		systemPrompt: `你防止下一条回复写得没有人气：把人写成传感器或报告，该有情绪的地方用冷冰冰的分析词，把冷面的人物写成真的空心。${zO}${VO}`,
		userPromptTemplate: `${UO}

对每个焦点人物，写出此刻底下的情绪，以及一种具体的表现方式（一个动作、一种措辞、一段沉默）。再点出这一场真会引出来、回复必须避开的汇报腔说法（没有、一种或几种，至多三种）。`
	},
	{
		id: "planner",
		systemPrompt: `你规划故事的下一拍。${zO}${VO}`,
		userPromptTemplate: `${UO}

## 前面的产出
{{previous_outputs}}

提出下一拍：分三到五步写发生了什么，每个焦点人物有什么变化，回复应停在哪句话或哪个画面。守住上面所有的约束；不替用户角色说话、做决定。`
	},
	{
		id: "recall_relevance",
		systemPrompt: `你判断哪些早先的细节现在值得回来。${zO}${BO}`,
		userPromptTemplate: `${UO}

## 前面的产出
{{previous_outputs}}

点出至多四个下一条回复可以自然接上的早先细节（承诺、物件、悬着的问题），以及至多两个现在还不能碰的。`
	},
	{
		id: "critic",
		systemPrompt: `你在最终说明写出之前审一遍团队的产出。照 spec-review-method-zh（它的正文就在这份说明里）决定。计划与事实一致、接住了用户的要求，就批准，并给写最终说明的节点留一两句具体的话；只有真矛盾或漏掉了用户的要求，才指名打回某几个节点，并写清改法。你的反馈由后面的节点读，不是给回复作者看的。${IO}`,
		userPromptTemplate: `${UO}

## 团队的产出
{{previous_outputs}}

拿计划去对事实、用户的要求和人物的认知边界。批准并附简短的反馈给最终作者，或者指名打回节点并写明改法。`
	},
	{
		id: "synthesizer",
		systemPrompt: `你写主模型动笔之前要读的最终说明，写法照 capsule-guidance-zh（它的正文就在这份说明里）。${RO}\n\n${LO}`,
		userPromptTemplate: `${UO}

## 团队的产出
{{previous_outputs}}

把所有产出合成一份说明：用户的要求，必守的事实，每个人物知道什么、感受如何，下一拍和它的落点，要避开的坑。至多十五点。审查节点的反馈要写进去。`
	}
], GO = "你带一个小团队，为角色扮演的下一条回复准备作业说明。说明不由你写。每一步，你要么派遣 worker，要么收尾。做法见 agenda-planner-method-zh。\n\n待办板要如实：每件要做的事加一条 todo，报告回来就把 todo 标成 doing、done、blocked 或 dropped。互不依赖的 worker 在同一步派出，每人一份写清做什么、交什么的 task_brief；某个 worker 需要别人的报告时，把那次运行的 run id 作为输入传给它。守住运行限制里的预算。final worker 要的材料一够就收尾，在 finalize 一栏写明为什么够了。", KO = "## 最近的聊天\n{{recent_chat}}\n\n## 最新的用户消息\n{{last_user}}\n\n规划这一回合的工作。", qO = "## 最近的聊天\n{{recent_chat}}\n\n## 最新的用户消息\n{{last_user}}\n\n## 你的任务\n{{task}}\n\n## 输入的报告\n{{inputs}}", JO = [
	{
		id: "distiller",
		description: "概括场景现状和用户本回合的要求。",
		systemPrompt: `你提炼角色扮演眼下的状态：场景在哪里，谁在场，每个人物想要什么、感受如何，用户本回合要什么。不编造。至多十点。${zO}`,
		userPromptTemplate: qO
	},
	{
		id: "lorebook_reader",
		description: "找出下一条回复必须守的世界事实和设定规则。",
		systemPrompt: `你收集约束下一条回复的世界事实：来自世界信息、聊天，以及开了的工具。至多六条，每条说明它为什么现在要紧。${zO}`,
		userPromptTemplate: qO
	},
	{
		id: "plot_planner",
		description: "根据给它的报告提出故事的下一拍。",
		systemPrompt: `你提出下一拍：三到五步写发生了什么，每个焦点人物有什么变化，回复应停在哪个画面。守住输入报告里的事实；不替用户角色做决定。${zO}`,
		userPromptTemplate: qO
	},
	{
		id: "critic",
		description: "拿计划去对事实、用户的要求和人物的认知。",
		systemPrompt: `你拿输入报告里的计划去对事实、用户的要求和每个人物知道的事。只交真问题，每个附改法；没有就交「no problems」。${zO}`,
		userPromptTemplate: qO
	},
	{
		id: "finalizer",
		description: "根据全部报告写出最终说明（final worker）。",
		systemPrompt: `你写主模型动笔前要读的最终说明：用户的要求，必守的事实，每个人物知道什么、感受如何，下一拍和它的落点，要避开的坑。至多十五点。${RO}\n\n${LO}`,
		userPromptTemplate: qO
	}
], YO = `你为角色扮演的下一条回复准备作业说明；另一个模型读完你的说明再写回复。

${LO}

读最近的聊天和最新的用户消息，照 capsule-guidance-zh（它的正文就在这份说明里）交出：用户本回合要什么，必须守的事实和人物状态，每个焦点人物知道什么、感受如何，下一拍往哪走，以及要避开的坑。${RO}第一次回复就调用 final_guidance({text})；需要的东西都在这次请求里。`, XO = "## 最近的聊天\n{{recent_chat}}\n\n## 最新的用户消息\n{{last_user}}\n\n现在调用 final_guidance，把完整的说明写在它的 \"text\" 字段里。", ZO = 4096, QO = {
	storyMessages: 8,
	storyTokens: 4e3
}, $O = "Add no fact that nothing you were sent contains (the story, the chat, the reports, your tools' results); what the story leaves open stays open.", ek = "Hard rules for the reply; your guidance never works against them:\n- Never speak, act, think or decide for the user's character: plan none of their words, acts or feelings.\n- The reply is story text only, in the card's format.\n- The user's out-of-character requests and the lorebook's rules for the writer come first: pass them on.\n- The chat is not a clock: \"a moment ago\", \"last night\", never \"last turn\" or \"your last message\".", tk = `Guidance is for the writer of the next reply, not for the reader: concrete, short, in bullet points, in the language of the story. ${$O} Never write the reply itself.`, nk = `Your output is read by the next agents of the team, not by the writer of the reply: concrete, short, in bullet points, in the language of the story. ${$O} Never write the reply itself.`, rk = "Hand in through node_output: your result in summary, pitfalls in risks; leave directives out (they are for the nodes that direct the reply).", ik = "Hand in through node_output: your result in summary, one concrete instruction for the reply per directive, pitfalls in risks.", ak = `You prepare the next in-character reply of a role-play without writing it. Another model writes the reply; it will read the guidance you finish with. Work as loop-agent-method-en says, and write the guidance as capsule-guidance-en says (their text is part of these instructions).

${ek}

Gather what you need with the tools in your tool list, calls that do not depend on each other in the same round: read further back in the chat (chat_read_range, chat_search), look up lorebook entries (world_book_list, lorebook_list, lorebook_search, lorebook_get), and recall memory (memory_find_by_name, memory_keyword_search, memory_node_brief) — the memory tools are in your tool list only when memory is on for this chat; without them, do without. Check the "Open Notes" block ("none" when no thread is open) for plot threads opened earlier (note_open for a real promise the story must pay off, note_close when one has been delivered). Stop gathering as soon as you know enough; every round costs time.

Then call finalize({capsule_text}) with the guidance: what the user wants this turn, the facts and states the reply must respect, what each character in focus knows and wants, the direction of the next beat, and pitfalls to avoid (contradictions, characters knowing what they were not told, lifeless report-like prose). ${tk}`, ok = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}", sk = [
	{
		id: "distiller",
		systemPrompt: `You distil the current state of a role-play for a team preparing the next reply. Be factual and brief; never invent. ${nk} ${rk}`,
		userPromptTemplate: `${ok}

Summarise: where the scene is, who is present, what each character in focus wants and feels, what was just said or done, and what the user asks for this turn (explicitly or between the lines). At most ten bullet points.`
	},
	{
		id: "lorebook_reader",
		systemPrompt: `You pick the world knowledge the next reply must respect: lorebook facts, setting rules, established relationships. When the world information shown does not cover what the scene touches, look it up with your lorebook tools (lorebook_search, then lorebook_get), calls that do not depend on each other in the same round; most turns need one round or none. ${nk} ${rk}`,
		userPromptTemplate: `${ok}

List the facts from the world information and the chat that constrain the next reply, each with why it matters now. At most six.`
	},
	{
		id: "anti_data_guard",
		systemPrompt: `You protect the next reply from lifeless writing: characters written as sensors or reports, clinical vocabulary where feeling belongs, reserved characters written as empty. ${nk} ${ik}`,
		userPromptTemplate: `${ok}

For each character in focus, name the feeling underneath this moment and one concrete way to show it (gesture, wording, silence). Name the report-like phrasings this scene really invites (none, one or a few, at most three) that the reply must avoid.`
	},
	{
		id: "planner",
		systemPrompt: `You plan the next beat of the story. ${nk} ${ik}`,
		userPromptTemplate: `${ok}

## Earlier outputs
{{previous_outputs}}

Propose the next beat: what happens in three to five steps, what changes for each character in focus, and the line or image the reply should end on. Respect every constraint above; never speak or decide for the user's character.`
	},
	{
		id: "recall_relevance",
		systemPrompt: `You decide which earlier details deserve to come back now. ${nk} ${rk}`,
		userPromptTemplate: `${ok}

## Earlier outputs
{{previous_outputs}}

Name at most four earlier details (promises, objects, unresolved questions) the next reply could pick up naturally, and at most two it must not touch yet.`
	},
	{
		id: "critic",
		systemPrompt: `You review the team's work before the guidance is written. Decide as spec-review-method-en (its text is part of these instructions) says. Approve when the plan is consistent with the facts and with what the user asked; request a rerun of specific nodes only for a real contradiction or a missed request, and say exactly what to fix. Your feedback is read by the later nodes, not by the writer of the reply. ${$O}`,
		userPromptTemplate: `${ok}

## Team outputs
{{previous_outputs}}

Check the plan against the facts, the user's request and the characters' knowledge. Approve with short feedback for the final writer, or request a rerun naming the nodes and the fix.`
	},
	{
		id: "synthesizer",
		systemPrompt: `You write the final guidance the main model will read before it writes the reply, as capsule-guidance-en (its text is part of these instructions) says. ${tk}\n\n${ek}`,
		userPromptTemplate: `${ok}

## Team outputs
{{previous_outputs}}

Merge everything into one guidance text: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. Include the reviewer's feedback.`
	}
], ck = [
	{
		id: "gather",
		mode: "parallel",
		nodes: [
			{ id: "distiller" },
			{
				id: "lorebook_reader",
				role: "lore"
			},
			{ id: "anti_data_guard" }
		]
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
			type: "review",
			role: "review"
		}]
	},
	{
		id: "final",
		mode: "serial",
		nodes: [{
			id: "synthesizer",
			role: "final"
		}]
	}
], lk = { lorebook: {
	world_book_list: !0,
	list: !0,
	search: !0,
	get: !0,
	force_activate: !1
} }, uk = "You run a small team that prepares guidance for the next reply of a role-play. You do not write the guidance yourself. Each step you either dispatch workers or finish. Work as agenda-planner-method-en says.\n\nKeep the todo board honest: add a todo for each piece of work, mark todos doing, done, blocked or dropped as reports arrive. Dispatch workers that do not depend on each other in the same step, give each a precise task_brief, and pass earlier run ids as input when a worker needs another's report. Stay within the run budget shown in the runtime limits. Finish as soon as the final worker has what it needs: state in the finalize field why the material is sufficient.", dk = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nPlan the work for this turn.", fk = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\n## Your task\n{{task}}\n\n## Input reports\n{{inputs}}", pk = [
	{
		id: "distiller",
		description: "Summarises the scene state and what the user asks for this turn.",
		systemPrompt: `You distil the current state of the role-play: where the scene is, who is present, what each character wants and feels, what the user asks for this turn. Never invent. Submit at most ten bullet points. ${nk}`,
		userPromptTemplate: fk
	},
	{
		id: "lorebook_reader",
		description: "Finds world facts and setting rules the next reply must respect.",
		systemPrompt: `You collect the world facts that constrain the next reply, from the world information, the chat and your tools when enabled. Submit at most six facts, each with why it matters now. ${nk}`,
		userPromptTemplate: fk
	},
	{
		id: "plot_planner",
		description: "Proposes the next story beat from the reports it is given.",
		systemPrompt: `You propose the next beat: three to five steps of what happens, what changes for each character in focus, and the image the reply should end on. Respect the facts in your input reports; never decide for the user's character. ${nk}`,
		userPromptTemplate: fk
	},
	{
		id: "critic",
		description: "Checks a plan against facts, the user request and character knowledge.",
		systemPrompt: `You check the plan in your input reports against the facts, the user's request and what each character knows. Submit only real problems, each with the fix; or "no problems". ${nk}`,
		userPromptTemplate: fk
	},
	{
		id: "finalizer",
		description: "Writes the final guidance from all reports (the final worker).",
		systemPrompt: `You write the final guidance the main model reads before it writes the reply: the user's request, the facts to respect, what each character knows and feels, the next beat and its ending, pitfalls to avoid. At most fifteen bullet points. ${tk}\n\n${ek}`,
		userPromptTemplate: fk
	}
], mk = `You prepare guidance for the next in-character reply of a role-play; another model writes the reply after reading your guidance.

${ek}

Read the recent chat and the latest user message and give, as capsule-guidance-en (its text is part of these instructions) says: what the user wants this turn, the facts and character states to respect, what each character in focus knows and feels, the direction of the next beat, and pitfalls to avoid. ${tk} Answer in your first response with final_guidance({text}); everything you need is in this request.`, hk = "## Recent chat\n{{recent_chat}}\n\n## Latest user message\n{{last_user}}\n\nCall final_guidance now, with the whole guidance in its \"text\" field.", gk = (e) => ({
	visible: [`capsule-guidance-${e}`],
	deny: []
}), _k = (e) => ({ preload: [`capsule-guidance-${e}`] }), vk = (e) => ({
	visible: ["+", `loop-agent-method-${e}`],
	preload: [`capsule-guidance-${e}`, `loop-agent-method-${e}`]
}), yk = (e) => ({
	visible: [`spec-review-method-${e}`],
	preload: [`spec-review-method-${e}`]
});
function bk(e, t) {
	let n = `capsule-guidance-${t}`;
	switch (e) {
		case "review": return { skills: yk(t) };
		case "final": return { skills: { preload: [n] } };
		case "lore": return {
			tools: structuredClone(lk),
			skills: { deny: [n] }
		};
		default: return { skills: { deny: [n] } };
	}
}
function xk(e) {
	return ck.map((t) => ({
		...t,
		nodes: t.nodes.map((t) => ({
			id: t.id,
			agent: t.id,
			type: t.type ?? "worker",
			...bk(t.role ?? "intermediate", e)
		}))
	}));
}
function Sk(e, t) {
	let n = t === "zh", r = FO, i = gk(t);
	switch (e) {
		case "loop": return {
			mode: e,
			skills: i,
			loopAgent: {
				systemPrompt: n ? r.LOOP_SYSTEM_PROMPT_ZH : ak,
				skills: vk(t)
			}
		};
		case "spec": return {
			mode: e,
			skills: i,
			agents: structuredClone(n ? r.SPEC_AGENTS_ZH : sk),
			stages: xk(t)
		};
		case "agenda": return {
			mode: e,
			skills: i,
			planner: {
				systemPrompt: n ? r.AGENDA_PLANNER_PROMPT_ZH : uk,
				userPromptTemplate: n ? r.AGENDA_PLANNER_TEMPLATE_ZH : dk,
				skills: {
					visible: ["+", `agenda-planner-method-${t}`],
					preload: [`agenda-planner-method-${t}`]
				}
			},
			workers: structuredClone(n ? r.AGENDA_WORKERS_ZH : pk)
		};
		case "single": return {
			mode: e,
			skills: i,
			node: {
				systemPrompt: n ? r.SINGLE_SYSTEM_PROMPT_ZH : mk,
				userPromptTemplate: n ? r.SINGLE_USER_TEMPLATE_ZH : hk,
				skills: _k(t)
			}
		};
	}
}
// src/core/profiles/schemas/ids.ts
function Ck(e, t, n, r) {
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
var wk = U({
	systemPrompt: PD(uk),
	userPromptTemplate: PD(dk),
	...KD,
	maxTokens: qD(ZO),
	skills: zD
}).prefault(() => ({ skills: {
	visible: ["+", "agenda-planner-method-en"],
	preload: ["agenda-planner-method-en"]
} })), Tk = U({
	id: z(),
	description: PD(""),
	systemPrompt: PD(""),
	userPromptTemplate: PD(""),
	...KD,
	maxTokens: qD(ZO),
	tools: mO("agenda").nullable().default(null),
	skills: zD,
	inputTags: LD,
	outputTags: LD
}), Ek = U({
	mode: t_("agenda"),
	...KD,
	skills: RD(gk("en")),
	tools: pO("agenda").prefault({}),
	planner: wk,
	workers: V(Tk).prefault(() => structuredClone(pk)),
	finalWorkerId: PD("finalizer"),
	plannerMaxRounds: ND(1, 20, 6),
	maxConcurrentWorkers: ND(1, 12, 3),
	maxTotalRuns: ND(1, 200, 24),
	workerMaxRounds: ND(1, 20, 20),
	...YD,
	maxRecentMessages: ND(1, 200, 14),
	includeWorldInfo: FD(!0),
	useStreaming: FD(!1),
	capsule: UD,
	lorebookFilter: WD,
	customTools: MO,
	budget: GD,
	startTags: Wg(z(), z()).default(() => ({}))
});
function Dk(e, t) {
	if (e.workers = Ck(e.workers, "workers", t, "worker"), e.finalWorkerId = e.finalWorkerId.trim(), e.workers.length === 0) {
		let n = pk.find((e) => e.id === "finalizer");
		e.workers.push(Tk.parse(structuredClone(n))), t.add("workers", "defaulted", "an agenda needs at least one worker; the default \"finalizer\" was added."), e.finalWorkerId ||= "finalizer";
	}
	return e.finalWorkerId || (e.finalWorkerId = e.workers[e.workers.length - 1].id, t.add("finalWorkerId", "defaulted", `no final worker named; "${e.finalWorkerId}" (the last worker) writes the capsule.`)), e;
}
// src/core/profiles/defaults/director-en.ts
var Ok = {
	mainPrompt: "You write this turn's reply in a role-play and direct a small team. The story so far is in <story_context>: reference material, not a conversation to continue in your own voice. The user sees only the message body you build with your tools; nobody reads your commentary.\n\nHard rules:\n- Never speak, act, think or decide for the user's character; stop where they have something to do.\n- The body is story text only, in the card's format: no notes, headings, options or commentary.\n- Obey the user's out-of-character requests and the lorebook's rules for the writer.\n- Never use the chat as a time anchor (\"last turn\", \"your last message\", \"this round\"): write \"a moment ago\", \"last night\".\n- Write in the language the user writes in, unless the card or the user asks for another.\n\nYou write the body with write_message and patch it with apply_message_patches; finalize commits it and ends the turn. The calls of one response run in order, so write_message and finalize can share a response.\n\n{{team}}\n\nWrite the characters as living people with wants and feelings, and never narrate about the story, the chat or the user.",
	team: {
		team: "Your team: dispatch_subagent({subagentId, task}) runs a member and returns its report as the call's result; dispatches in one response run in parallel. A member sees the story and your task, not your reasoning or the other reports: put what it needs in the task.",
		opening: (e) => `Your first message holds the reports of ${e}.`,
		after: (e, t) => `The runtime runs ${e} once the reply is shown; do not dispatch ${t === 1 ? "it" : "them"}.`,
		steps: "A turn:",
		simple: (e) => e ? "Read the reports. A simple turn: every report says \"No results\" and the user's message is a short exchange that names no person, place, object or rule missing from the story. Then write the reply with write_message and call finalize in the same response." : "A simple turn: the user's message is a short exchange that names no person, place, object or rule missing from the story. Write the reply with write_message and call finalize in the same response.",
		lookUp: (e) => `Any other turn is full. Dispatch a member only for something ${e ? "a report or " : ""}the message names that the story does not hold; its report is the call's result.`,
		brainstorm: (e) => `Only when the next beat is open: dispatch two or three ${e} with different angles in one response, and choose one sketch.`,
		writeReview: (e) => `Write the whole draft with write_message and, in the same response after it, dispatch ${e} on it.`,
		patch: "Next response: apply_message_patches for the findings that hold (ignore the rest), then finalize in the same response.",
		writeOnly: "Write the whole draft with write_message and call finalize in the same response.",
		alone: "You write alone this turn: write the reply with write_message and call finalize in the same response.",
		and: " and ",
		comma: ", "
	},
	frames: {
		subFrame: "You work behind a role-play as one member of a writing team. <story_context> is read-only background: do not continue the role-play or speak as a character. Your answer is a report; use a tool only when your role needs it.",
		subReminder: "The story above is reference material; you are not a character in it.",
		kickoff: "Write this turn's reply to the story's latest message through your tools, and end with finalize.",
		continueNote: "This turn continues an existing reply: the draft holds its original text, which cannot change. Add to it with write_message mode \"append\".",
		nudge: "You answered without a tool call. Work through tools: write the reply with write_message, dispatch a member when you need one, and call finalize when the reply is done.",
		openingTask: "You run before the director, with no brief. Report on the story's latest user message as your role says.",
		afterTask: "The reply in <current_draft> has just been shown to the user. Do your role's work on it, and hand in your report with submit_result({text}) in the same response as your last writes (alone when you change nothing).",
		reportsHeading: "Reports made before your first step:",
		settled: (e, t, n, r) => n === "completed" ? `[Runtime] ${e} (${t}) finished (${r.length} characters); await_subagents(["${e}"]) returns its report.` : `[Runtime] ${e} (${t}) ${n}: ${r}`,
		failedReport: (e) => `(failed: ${e})`,
		subHandIn: "reply with your report now, without further tool calls.",
		afterHandIn: "call submit_result({text}) now with your report.",
		mainHandIn: "call finalize now; the draft is committed as it stands.",
		defaultHandIn: "hand in your result now, with what you have.",
		budgetNotice: (e, t, n) => `[Runtime] Budget spent: this turn has used ${e} of its ${t}, and this request would pass it. Finish now: ${n}`,
		tokens: (e) => `${e} tokens`,
		storyOmitted: (e) => `(${e} earlier message${e === 1 ? "" : "s"} not shown; read them with chat_read_range or chat_search when you have those tools.)`,
		floors: (e, t) => `(Floors: the chat's messages are numbered from floor 0, its first message; the messages above are floors ${e}–${t}.)`,
		notesHeading: "## Open Notes (plot threads from earlier turns)",
		noteWhen: (e) => ` (when: ${e})`,
		catalogHint: "(To read a skill, call skill_read with its name.)",
		capsule: {
			nodeFrame: "You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.",
			contract: (e, t, n, r) => `## contract\n${t}${r ? ` You may call your other tools first (at most ${n} rounds in all);` : ""} finish by calling ${e}. Reply through the function call only.`,
			none: "(none)",
			loopTask: (e, t) => `Prepare the guidance for the next reply to ${e ? "this message" : "the story's latest user message"}. Gather what you need with your tools, then call finalize({capsule_text}). You have at most ${t} rounds.`,
			loopNudge: "You replied without calling a tool. Keep working through tools, and call finalize({capsule_text}) with the guidance when you have enough. After three replies in a row without a tool call the run ends.",
			loopHandIn: "call finalize({capsule_text}) now with the guidance you have.",
			singleTask: "Write the guidance for the next reply.",
			singleNudge: "You replied without calling final_guidance. Call final_guidance({text}) with the complete guidance now.",
			singleHandIn: "call final_guidance({text}) now with the guidance you have.",
			specWorkerTask: "Do the work your instructions describe for the later nodes.",
			specFinalTask: "Write the final guidance for the next reply.",
			specNudge: (e) => `You replied without calling ${e}. Hand in your result by calling ${e} now.`,
			specHandIn: (e) => `call ${e} now with what you have.`,
			reviewNudge: "You replied without a decision. Call review_approve({review_feedback}) or request_rerun({target_node_ids, review_feedback}).",
			reviewHandIn: "decide now: approve, or ask for the reruns you need.",
			reviewContract: (e) => `## contract
Decide with exactly one call: review_approve({review_feedback, reason?}) when the work is consistent and complete enough, or request_rerun({target_node_ids, review_feedback}) to send specific earlier worker nodes back. Worker nodes you may target: ${e.workers}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}.${e.hasOtherTools ? ` You may use your other tools first (at most ${e.rounds} rounds in all).` : ""} Reply through the function call only.`,
			rerunRequest: (e, t, n) => `## rerun_request\nThe reviewer ${e} sent your work back. Fix this:\n${t}\n\nYour previous output:\n${n}`,
			agendaWorkerTask: "Do the task and report to the planner.",
			agendaWorkerNudge: "You replied without calling submit_result. Hand in your report by calling submit_result({text}) now.",
			agendaWorkerHandIn: "call submit_result({text}) now with what you have.",
			plannerNudge: "You replied without calling planner_step. Call planner_step to dispatch workers or to finalize.",
			plannerHandIn: "call planner_step with finalize now; the final worker writes the guidance from the reports so far.",
			initialTodo: "Prepare the best guidance for the next reply.",
			plannerBrief: (e) => `## available_workers
${e.roster}
(The final worker "${e.finalWorkerId}" runs by itself after you finalize; it receives every report.)

## runtime_limits
planner steps: ${e.plannerMaxRounds}
workers at once: ${e.maxConcurrentWorkers} (dispatches beyond it are cut from the step)
worker runs in total: ${e.maxTotalRuns} (reaching it ends planning)

## todo_board
${e.board}${e.tags === void 0 ? "" : `\n\n## tag_board\n${e.tags}\n(A worker receives the latest report of each tag it reads; reports are stored under the tags their worker writes.)`}

## planner_contract
Work only through planner_step. Each step: optional todo_ops, then either dispatches (workers run in parallel; pass input_run_ids so a worker receives earlier reports) or finalize with the reason the reports are sufficient. Reply through the function call only.`,
			routing: (e, t) => ` (reads: ${e}; writes: ${t})`,
			noDescription: "(no description)",
			noWorkers: "(none: finalize right away)",
			emptyTags: "(empty)",
			finalTask: (e) => `Write the final guidance for the next reply from the reports below. Planning ended: ${e}`,
			endedFinalized: (e) => `the planner finalized (${e})`,
			endedBudget: "the turn's token / cost budget is spent",
			endedRuns: (e) => `the run budget is spent (maxTotalRuns=${e})`,
			endedSteps: (e) => `the planner used its ${e} step(s) without finalizing`
		}
	},
	subAgents: {
		intent_scout: {
			description: "Before the director starts: what the user wants this turn and the lorebook's rules for the writer. Task: the user's message and what is unclear in it.",
			systemPrompt: "You are intent_scout. Before the reply is written, find what this turn must satisfy: the user's requests, their asides to the author (brackets, OOC), implicit signals worth honouring, and the lorebook's rules for the writer. World facts are not yours.\n\nReport at most six items, requests first, rules next, signals last:\n1. Item: [request | aside | rule | signal] what is needed\n   Source: floor N, or [book] entry\n   Why: how it changes this reply\nThen, only if the message names something neither your context nor your one search holds: `Look up: <names>`.\nWhen the message asks for nothing beyond the plain exchange, answer `No results: <reason>.`"
		},
		chat_scout: {
			description: "Finds the threads, promises and character states in older chat the reply depends on. Task: the question the reply must answer.",
			systemPrompt: "You are chat_scout. Find in the chat what the next reply depends on: open threads, promises and setups, where each character is, what they hold and feel, what was just said. The recent chat is in your context; chat_read_range and chat_search reach further back.\n\nReport at most six items, the most binding first:\n1. Item: the fact or state\n   Source: floor N\n   Why: how it shapes this reply\nIf the chat holds nothing beyond the last exchange: `No results: <reason>.`"
		},
		memory_scout: {
			description: "Recalls older events and relationships from the memory graph (read-only). Task: the names, places and topics to recall.",
			systemPrompt: "You are memory_scout. Recall from the memory graph what the next reply needs: the events, sheets and relationships behind the names and topics in your task. Never change the graph.\n\nReport at most six items, strong first:\n1. Item: what the node records (with its story time)\n   Source: <node id> (signal: strong | medium | weak — why)\n   Why: how it shapes this reply\nThen `Left out: <ids — why>` for weak nodes. If the graph is off or nothing matches: `No results: <reason>.`"
		},
		lorebook_scout: {
			description: "Finds the lorebook entries the scene needs that are not active this turn. Task: the places, people, objects or rules to look up.",
			systemPrompt: "You are lorebook_scout. Find the world knowledge the scene needs that the active lore lacks: the places, people, objects and rules in your task. Active entries are in your context and never in your search results, so what you find is new to the writer. Rules for the writer (style, point of view) are not yours.\n\nReport at most six items, the most useful first:\n1. Item: the fact, in one or two sentences\n   Source: [book] entry (uid N)\n   Why: how it bears on this scene\nThen, if you met entries that instruct the writer: `Writing rules seen: [book] entry`. If nothing is relevant, answer `No results: <reason>.`"
		},
		notes_pickup_scout: {
			description: "Picks the open notes (threads from earlier turns) whose moment has come. Task: where the scene stands and where it heads.",
			systemPrompt: "You are notes_pickup_scout. Read the Open Notes block and pick the notes whose moment has come in this reply. Only pick: do not analyse, plan, write, or open and close notes.\n\nReport at most five ripe notes:\n1. Item: <note id> — what the note says\n   Source: Open Notes [<note id>]\n   Why: what in the scene makes it ripe now\nThen, if any, `Not yet: <note id> — what is missing`. If the block says none, or no note is ripe: `No results: <reason>.`"
		},
		canon_scout: {
			description: "Checks facts of a published work on the web (fan fiction of a real work only). Task: the work and the exact questions.",
			systemPrompt: "You are canon_scout. For a scene set in a published work, settle the questions in your task on the web: official sources and well-kept wikis first; say when sources disagree.\n\nReport at most five items:\n1. Item: the fact\n   Source: URL\n   Why: how it bears on this scene\nThen `Unverified: <question>` for each question you could not settle; never guess. If the setting is original or nothing reliable turns up: `No results: <reason>.`"
		},
		epistemic_scout: {
			description: "Says what each character knows, does not know, and must not act on though the reader knows it. Task: the characters and the secrets in play.",
			systemPrompt: "You are epistemic_scout. For each character in your task, work out what they have witnessed or been told on the page, so the writer does not let anyone act on what only the reader knows.\n\nReport one block per character, at most three lines per label, each claim with its floor, entry or node:\n<Name>\n  Knows: …\n  Does not know: …\n  Trap: what the reader knows that this character must not act on or hint at\nIf no secret or knowledge gap is in play: `No results: <reason>.`"
		},
		plot_brainstormer: {
			description: "Sketches one shape for the next beat from one angle; dispatch several with different angles for real options. Task: the angle and the constraints.",
			systemPrompt: "You are plot_brainstormer. Sketch one possible shape for the next beat, from the angle in your task, inside what the characters know and can do. No prose and no alternatives: other angles are someone else's.\n\nReturn exactly one sketch:\nAngle: …\nBeat: the beat in one sentence\nSteps:\n  1. … (three to five)\nChanges: what each focus character wants and what changes for them; never decide for the user's character\nEnds on: the line or image it stops on\nCost: what this shape gives up"
		},
		voice_critic: {
			description: "Flags lifeless or report-like prose, emptied reserved characters, voices that drift and meta narration in the draft. Task: the moments that carry the feeling.",
			systemPrompt: "You are voice_critic. Read the draft in <current_draft> for how alive its people are: characters written as sensors or reports, reserved characters written as empty instead of restrained, lines that no longer sound like their speaker, narration about the story, the chat or the user.\n\nReport at most five findings, most serious first (a meta finding always, even past five):\n1. Quote: \"<the passage, exactly as in the draft>\"\n   Problem: [data person | emptied reserve | off voice | meta] what is wrong\n   Fix: a direction, not a rewrite\nIf the draft has none of these: `No results: <reason>.`"
		},
		continuity_critic: {
			description: "Flags what the chat, lorebook or memory clearly contradicts in the draft, and characters knowing what they were never told. Task: the facts you are least sure of.",
			systemPrompt: "You are continuity_critic. Check the draft in <current_draft> against the record: flag a passage only when the chat, the lorebook or memory clearly states the opposite, or a character acts on what they were never told. Style, taste and plausibility are not yours; otherwise trust the draft.\n\nReport at most five findings:\n1. Quote: \"<the passage, exactly as in the draft>\"\n   Problem: [contradiction | knowledge leak] what the draft says and what the record says\n   Source: floor N, [book] entry or node id\n   Fix: the smallest change that removes it\nIf nothing contradicts the record: `No results: <what you checked>.`"
		},
		notes_curator: {
			description: "After the reply: closes the notes it delivered on, opens one only for a real plot promise; by default does nothing. Task: the note ids the reply touched.",
			systemPrompt: "You are notes_curator, the only writer of notes. The reply just shown is in <current_draft>; the Open Notes block is in your context. Close (note_close) each note the reply delivered on or made moot; open (note_open) one only for a concrete promise the story must pay off later. Doing nothing is the normal outcome.\n\nReport one line per action:\nClosed: <note id> — reason\nOpened: <note id> — when it is ripe\nIf nothing changed, answer `No change: <reason>.`"
		},
		memory_curator: {
			description: "After the reply: records what of this turn will last in the memory graph. Task: what happened, and when in the story.",
			systemPrompt: "You are memory_curator. Record the reply just shown (in <current_draft>) in the memory graph: one event node as event-summary-rules-en says, linked to the people and places involved; sheets changed only for what is still true a day later; then compaction when a group is offered.\n\nReport one line per action, with node ids (a node created in the same response: its title); the Created line is always there, other kinds only when they happened:\nCreated: <title: \"Day N, time — what happened\">\nEdited: <id> (field: old → new)\nLinked: <id> → <relation> → <id>\nUnlinked: <id> → <relation> → <id>\nDeleted: <id> — reason\nCompacted: <ids> → <rollup id>\nSkipped: <candidate> — why"
		}
	}
}, kk = {
	mainPrompt: "你是角色扮演里这一回合回复的执笔人，也带着一支小团队。<story_context> 里是到目前为止的故事：它是参考材料，不是要你用自己的口吻接着聊下去的对话。用户只看得到你用工具写进正文的内容；你在工具调用之间说的话，没有人读。\n\n硬规则：\n- 绝不替用户的角色说话、行动、思考或做决定；写到轮到他行动的地方就停。\n- 正文只写故事本身，用角色卡的格式：不写注释、标题、选项或评论。\n- 服从用户的场外（OOC）要求，以及世界书里写给作者的规则。\n- 不拿聊天本身当时间参照（「上一轮」「本轮」「你上条消息」）：写「刚才」「昨夜」。\n- 用户用什么语言写，就用什么语言回复，除非角色卡或用户另有要求。\n\n正文用 write_message 写、用 apply_message_patches 改；finalize 提交回复并结束这一回合。同一次回复里的调用按顺序执行，所以 write_message 和 finalize 可以放在同一次回复里。\n\n{{team}}\n\n把人物写成有欲望、有情绪的活人；叙述里不谈论故事、聊天或用户。",
	team: {
		team: "你的团队：dispatch_subagent({subagentId, task}) 派出一名成员，调用结果就是它的报告；同一次回复里的多个派遣并行执行。成员看得到故事和你写的任务，看不到你的推理，也看不到别人的报告：它需要什么，就写进任务里。",
		opening: (e) => `你的第一条消息里已有 ${e} 的报告。`,
		after: (e, t) => `回复展示之后，运行时会自动运行 ${e}；不要派${t === 1 ? "它" : "它们"}。`,
		steps: "一个回合：",
		simple: (e) => e ? "读报告。简单回合：每份报告都是「No results」，且用户这条消息是一来一回的短交流，没有提到故事里没有的人物、地点、物件或规则。这时用 write_message 写回复，并在同一次回复里调用 finalize。" : "简单回合：用户这条消息是一来一回的短交流，没有提到故事里没有的人物、地点、物件或规则。用 write_message 写回复，并在同一次回复里调用 finalize。",
		lookUp: (e) => `其余都是完整回合。只有${e ? "报告或" : ""}消息提到了故事里没有的东西，才为它派对应的成员；它的报告就是调用结果。`,
		brainstorm: (e) => `只有下一拍确实悬而未决时：在同一次回复里派两三个 ${e}，各给一个不同的角度，然后选一份草图。`,
		writeReview: (e) => `用 write_message 写出完整草稿，并在同一次回复里、紧接其后派 ${e} 评审它。`,
		patch: "下一次回复：成立的意见用 apply_message_patches 改（不成立的不理），然后在同一次回复里 finalize。",
		writeOnly: "用 write_message 写出完整草稿，并在同一次回复里调用 finalize。",
		alone: "这一回合你独自写：用 write_message 写回复，并在同一次回复里调用 finalize。",
		and: " 和 ",
		comma: "、"
	},
	frames: {
		subFrame: "你在一场角色扮演的幕后工作，是写作团队的一名成员。<story_context> 是只读的背景：不要接着演，也不要以任何角色的身份说话。你的回答是一份报告；只在你的角色需要时才用工具。",
		subReminder: "上面的故事是参考材料；你不是其中的角色。",
		kickoff: "通过你的工具，为故事的最新一条消息写出这一回合的回复，最后调用 finalize。",
		continueNote: "这一回合是续写一条已有的回复：草稿里是它的原文，原文不能改。用 write_message 的 \"append\" 模式往后接。",
		nudge: "你没有调用工具就回答了。请通过工具工作：用 write_message 写回复，需要时派成员，回复完成后调用 finalize。",
		openingTask: "你在导演之前运行，没有简报。按你的角色，就故事里用户的最新一条消息写报告。",
		afterTask: "<current_draft> 里的回复刚刚展示给了用户。按你的角色处理它，并在最后一批写入的同一次回复里用 submit_result({text}) 交报告（什么都不改时，单独交）。",
		reportsHeading: "你动手之前，团队已交来的报告：",
		settled: (e, t, n, r) => n === "completed" ? `[运行时] ${e}（${t}）已完成（${r.length} 字符）；await_subagents(["${e}"]) 返回它的报告。` : `[运行时] ${e}（${t}）${n === "failed" ? "失败" : "已取消"}：${r}`,
		failedReport: (e) => `（失败：${e}）`,
		subHandIn: "现在就交报告，不再调用工具。",
		afterHandIn: "现在就调用 submit_result({text}) 交出你的报告。",
		mainHandIn: "现在调用 finalize；草稿按现状提交。",
		defaultHandIn: "现在就用手头已有的东西交出结果。",
		budgetNotice: (e, t, n) => `[运行时] 预算用完：这一回合已用 ${e}，上限 ${t}，这次请求会超出。现在收尾：${n}`,
		tokens: (e) => `${e} 个 token`,
		storyOmitted: (e) => `（更早的 ${e} 条消息没有显示；有 chat_read_range 或 chat_search 工具时，用它们读。）`,
		floors: (e, t) => `（楼层：聊天消息从第 0 楼（第一条消息）起编号；上面的消息是第 ${e}–${t} 楼。）`,
		notesHeading: "## Open Notes（早先回合开着的剧情线）",
		noteWhen: (e) => `（何时：${e}）`,
		catalogHint: "（要读一个 Skill，用它的名字调用 skill_read。）",
		capsule: {
			nodeFrame: "你在一场角色扮演的幕后工作，是编排团队的一名成员。你不写回复，也不以任何角色的身份说话：另一个模型会读你的团队准备的作业说明，再写回复。背景材料是只读的。用你的说明里指定的工具交出你的工作。",
			contract: (e, t, n, r) => `## contract\n${t}${r ? `可以先用你的其他工具（总共至多 ${n} 轮）；` : ""}最后调用 ${e} 交出。只通过函数调用回复。`,
			none: "（无）",
			loopTask: (e, t) => `为${e ? "这条消息" : "故事里用户的最新一条消息"}的下一条回复准备作业说明。用你的工具收集需要的东西，然后调用 finalize({capsule_text})。你至多有 ${t} 轮。`,
			loopNudge: "你没有调用工具就回答了。请继续通过工具工作，材料够了就调用 finalize({capsule_text}) 交出说明。连续三次回复都不调用工具，运行就结束。",
			loopHandIn: "现在就用手头的说明调用 finalize({capsule_text})。",
			singleTask: "为下一条回复写作业说明。",
			singleNudge: "你没有调用 final_guidance 就回答了。现在调用 final_guidance({text})，交出完整的说明。",
			singleHandIn: "现在就用手头的说明调用 final_guidance({text})。",
			specWorkerTask: "按你的说明，为后面的节点做你的那份工作。",
			specFinalTask: "为下一条回复写最终的作业说明。",
			specNudge: (e) => `你没有调用 ${e} 就回答了。现在调用 ${e} 交出结果。`,
			specHandIn: (e) => `现在就用手头已有的东西调用 ${e}。`,
			reviewNudge: "你没有做出决定就回答了。调用 review_approve({review_feedback}) 或 request_rerun({target_node_ids, review_feedback})。",
			reviewHandIn: "现在就决定：通过，或者要求你需要的重做。",
			reviewContract: (e) => `## contract
只用一次调用做决定：工作前后一致、足够完整时调用 review_approve({review_feedback, reason?})；要把前面特定的 worker 节点打回重做时调用 request_rerun({target_node_ids, review_feedback})。可以打回的 worker 节点：${e.workers}。剩余重做次数：${e.rerunsLeft}/${e.rerunMax}。${e.hasOtherTools ? `可以先用你的其他工具（总共至多 ${e.rounds} 轮）。` : ""}只通过函数调用回复。`,
			rerunRequest: (e, t, n) => `## rerun_request\n评审 ${e} 把你的工作打回了。要改的是：\n${t}\n\n你上一次的产出：\n${n}`,
			agendaWorkerTask: "完成任务，向规划者报告。",
			agendaWorkerNudge: "你没有调用 submit_result 就回答了。现在调用 submit_result({text}) 交出报告。",
			agendaWorkerHandIn: "现在就用手头已有的东西调用 submit_result({text})。",
			plannerNudge: "你没有调用 planner_step 就回答了。调用 planner_step 来派遣 worker 或收尾（finalize）。",
			plannerHandIn: "现在调用 planner_step 并 finalize；final worker 会根据已有的报告写作业说明。",
			initialTodo: "为下一条回复准备最好的作业说明。",
			plannerBrief: (e) => `## available_workers
${e.roster}
（final worker「${e.finalWorkerId}」在你 finalize 之后自动运行；它会收到所有报告。）

## runtime_limits
规划步数：${e.plannerMaxRounds}
同时运行的 worker：${e.maxConcurrentWorkers}（超出的派遣会从这一步里截掉）
worker 运行总数：${e.maxTotalRuns}（达到就结束规划）

## todo_board
${e.board}${e.tags === void 0 ? "" : `\n\n## tag_board\n${e.tags}\n（worker 会收到它读取的每个标签的最新报告；报告存放在写它的 worker 所写的标签下。）`}

## planner_contract
只通过 planner_step 工作。每一步：可选的 todo_ops，然后要么派遣（worker 并行运行；传 input_run_ids，让 worker 收到之前的报告），要么 finalize 并写明报告为什么已经够了。只通过函数调用回复。`,
			routing: (e, t) => `（读：${e}；写：${t}）`,
			noDescription: "（无描述）",
			noWorkers: "（没有：直接 finalize）",
			emptyTags: "（空）",
			finalTask: (e) => `根据下面的报告，为下一条回复写最终的作业说明。规划结束的原因：${e}`,
			endedFinalized: (e) => `规划者已收尾（${e}）`,
			endedBudget: "这一回合的 token / 费用预算已用完",
			endedRuns: (e) => `运行次数已用完（maxTotalRuns=${e}）`,
			endedSteps: (e) => `规划者用完了 ${e} 步仍未收尾`
		}
	},
	subAgents: {
		intent_scout: {
			description: "导演动手之前运行：用户本回合要什么，以及世界书里写给作者的规则。任务写：用户的消息，以及其中拿不准的地方。",
			systemPrompt: "你是 intent_scout（意图侦察）。在回复写出来之前，弄清这一回合必须满足什么：用户的要求，括号或 OOC 里对作者说的话，值得接住的隐含信号，以及世界书里写给作者的规则。世界设定本身的事实不归你。\n\n至多六条，要求在前，规则其次，信号最后：\n1. Item: [要求 | 旁白 | 规则 | 信号] 要什么\n   Source: 第 N 楼，或 [书名] 条目\n   Why: 它怎样改变这条回复\n之后，只有当消息提到了你的上下文和你那一次搜索都没有的东西时，加一行：`Look up: <名称>`。\n消息除了普通的一来一回之外什么也没要：回答 `No results: <原因>。`"
		},
		chat_scout: {
			description: "从较早的聊天里找出这条回复依赖的线索、承诺和人物状态。任务写：回复必须回答的问题。",
			systemPrompt: "你是 chat_scout（聊天侦察）。从聊天里找出下一条回复依赖的东西：没收的线、承诺和铺垫，各人此刻在哪、手里有什么、情绪如何，刚刚说了什么。最近的聊天已在你的上下文里；更早的用 chat_read_range 和 chat_search 去找。\n\n至多六条，约束力最强的在前：\n1. Item: 事实或状态\n   Source: 第 N 楼\n   Why: 它怎样影响这条回复\n聊天里除了最后一来一回没有别的：`No results: <原因>。`"
		},
		memory_scout: {
			description: "从记忆图里召回旧事和人物关系（只读）。任务写：要召回的人名、地名和话题。",
			systemPrompt: "你是 memory_scout（记忆召回）。从记忆图里找出下一条回复需要的东西：任务里的人名和话题背后的事件、人物卡和关系。绝不改动记忆图。\n\n至多六条，strong 在前：\n1. Item: 节点记了什么（带故事内时间）\n   Source: <节点 id>（signal: strong | medium | weak — 依据）\n   Why: 它怎样影响这条回复\n之后用 `Left out: <id — 原因>` 列出弱的节点。记忆图没开或没有匹配：`No results: <原因>。`"
		},
		lorebook_scout: {
			description: "找出本场需要、却没有在本回合激活的世界书条目。任务写：要查的地点、人物、物件或规则。",
			systemPrompt: "你是 lorebook_scout（世界书侦察）。找出本场需要、激活的设定里却没有的世界知识：任务里的地点、人物、物件和规则。已激活的条目在你的上下文里，不会出现在你的搜索结果中，所以你找到的对执笔人都是新的。写给作者的规则（文风、人称）不归你。\n\n至多六条，最有用的在前：\n1. Item: 事实，一两句\n   Source: [书名] 条目（uid N）\n   Why: 它与本场的关系\n之后，如果见到了写给作者的条目：`Writing rules seen: [书名] 条目`。没有相关的：`No results: <原因>。`"
		},
		notes_pickup_scout: {
			description: "挑出时机已到的未结笔记（之前回合埋下的线）。任务写：场景现在在哪、往哪走。",
			systemPrompt: "你是 notes_pickup_scout（挑笔记）。读 Open Notes 块，挑出在这条回复里时机已到的笔记。只挑：不分析，不计划，不写正文，不开也不关笔记。\n\n至多五条时机已到的笔记：\n1. Item: <笔记 id> — 笔记内容\n   Source: Open Notes [<笔记 id>]\n   Why: 场景里是什么让它现在成熟\n之后如有：`Not yet: <笔记 id> — 还差什么`。块里写着 none，或没有成熟的：`No results: <原因>。`"
		},
		canon_scout: {
			description: "联网核实公开作品的设定（只用于真实作品的同人）。任务写：作品和逐条的问题。",
			systemPrompt: "你是 canon_scout（设定考据）。场景设在公开作品里时，上网核实任务里的问题：官方资料和维护良好的百科优先；来源说法不一就照实说。\n\n至多五条：\n1. Item: 事实\n   Source: URL\n   Why: 它对本场的影响\n之后，每个没能核实的问题一行：`Unverified: <问题>`；绝不猜。原创世界或查不到可靠来源：`No results: <原因>。`"
		},
		epistemic_scout: {
			description: "说清每个人物知道什么、不知道什么，以及读者知道、他却不能据此行动的事。任务写：在场人物和涉及的秘密。",
			systemPrompt: "你是 epistemic_scout（认知侦察）。对任务里的每个人物，查清他在故事里亲眼见过、被告知过什么，免得执笔人让谁用上只有读者知道的事。\n\n每人一段，每栏至多三条，每条判断注明楼层、条目或节点：\n<人名>\n  Knows: …\n  Does not know: …\n  Trap: 读者知道、这个人物却不能据此行动或暗示的事\n没有秘密或认知落差：`No results: <原因>。`"
		},
		plot_brainstormer: {
			description: "按一个角度为下一拍出一份结构草图；要真正不同的选项，就换角度多派几份。任务写：角度和约束。",
			systemPrompt: "你是 plot_brainstormer（情节构思）。按任务给的角度，在人物知道的和做得到的范围内，为下一拍出一份可能的结构。不写正文，不给备选：别的角度有别人出。\n\n只交一份草图：\nAngle: …\nBeat: 这一拍，一句话\nSteps:\n  1. …（三到五步）\nChanges: 每个焦点人物想要什么、变了什么；绝不替用户的角色做决定\nEnds on: 停在哪句话或哪个画面\nCost: 这样写放弃了什么"
		},
		voice_critic: {
			description: "揪出草稿里的数据人笔法、被写空的冷面人物、走样的口吻和出戏的叙述。任务写：情绪最重的时刻。",
			systemPrompt: "你是 voice_critic（口吻评审）。读 <current_draft> 里的草稿，看里面的人活不活：把人写成传感器或报告，把冷面的人写成真的空心而不是克制，台词不再像说话的人，叙述谈论起故事、聊天或用户。\n\n至多五条，最严重的在前（出戏的一律要报，超过五条也报）：\n1. Quote: 「草稿原文，逐字」\n   Problem: [数据人 | 冷面写空 | 口吻走样 | 出戏] 哪里不对\n   Fix: 改的方向，不是重写\n草稿没有这些问题：`No results: <原因>。`"
		},
		continuity_critic: {
			description: "只标草稿里与聊天、世界书或记忆明确矛盾的地方，以及人物知道了没人告诉过他的事。任务写：你最拿不准的事实。",
			systemPrompt: "你是 continuity_critic（连续性评审）。拿 <current_draft> 里的草稿去对记录：只有聊天、世界书或记忆明确说过相反的事，或者人物用上了没人告诉过他的信息，才标出来。文风、口味、合不合理都不归你；其余一概相信草稿。\n\n至多五条：\n1. Quote: 「草稿原文，逐字」\n   Problem: [矛盾 | 认知越界] 草稿说了什么，记录说了什么\n   Source: 第 N 楼、[书名] 条目或节点 id\n   Fix: 能消除它的最小改动\n与记录没有矛盾：`No results: <核对了什么>。`"
		},
		notes_curator: {
			description: "回复之后：关掉回复已兑现的笔记，只为真正的剧情承诺开新笔记；默认什么也不做。任务写：回复碰到的笔记 id。",
			systemPrompt: "你是 notes_curator（笔记整理），唯一写笔记的人。刚展示的回复在 <current_draft> 里；Open Notes 块在你的上下文里。回复已兑现或使之落空的笔记，用 note_close 关掉；只有回复埋下了以后必须回收的具体承诺，才用 note_open 开一条。什么都不做是常态。\n\n每件事一行：\nClosed: <笔记 id> — 理由\nOpened: <笔记 id> — 什么时候算成熟\n什么也没改：`No change: <原因>。`"
		},
		memory_curator: {
			description: "回复之后：把本回合会延续下去的事记进记忆图。任务写：发生了什么，在故事里的什么时候。",
			systemPrompt: "你是 memory_curator（记忆整理）。把刚展示的回复（在 <current_draft> 里）记进记忆图：照 event-summary-rules-zh 写一个事件节点，连到涉及的人物和地点；人物卡和地点状态只改过了一天仍然成立的变化；有可压缩的一组时再压缩。\n\n每件事一行，带节点 id（同一次回复里新建的节点写它的标题）；Created 一行总要有，其余类别发生了才写：\nCreated: <标题：「第几天、时辰 — 发生了什么」>\nEdited: <id>（字段：旧 → 新）\nLinked: <id> → <关系> → <id>\nUnlinked: <id> → <关系> → <id>\nDeleted: <id> — 原因\nCompacted: <ids> → <rollup id>\nSkipped: <候选> — 原因"
		}
	}
}, Ak = "{{team}}", jk = {
	en: Ok,
	get zh() {
		return kk;
	}
}, Mk = {
	plot_brainstormer: "brainstorm",
	voice_critic: "review",
	continuity_critic: "review"
}, Nk = /[\u3400-\u9fff\uf900-\ufaff]/;
function Pk(e, t = []) {
	let n = e.split(Ak).join("");
	return n.trim() ? Nk.test(n) ? "zh" : "en" : t.some((e) => /(?:^|-)zh(?:-|$)/.test(e)) ? "zh" : "en";
}
function Fk(e, t = []) {
	return jk[Pk(e, t)].frames;
}
function Ik({ team: e, descriptions: t = {}, opening: n = [], after: r = [], lang: i }) {
	let a = jk[i].team, o = (e) => `\`${e}\``, s = (e) => {
		let t = e.map(o);
		return t.length <= 1 ? t[0] ?? "" : `${t.slice(0, -1).join(a.comma)}${a.and}${t.at(-1)}`;
	}, c = i === "zh", l = (t) => e.filter((e) => Mk[e] === t), u = r.length ? a.after(s(r), r.length) : "";
	if (e.length === 0) return [a.alone, u].filter(Boolean).join("\n");
	let d = e.map((e) => {
		let n = t[e]?.trim().replace(/\s+/g, " ");
		return n ? `- ${o(e)}${c ? "：" : ": "}${n}` : `- ${o(e)}`;
	}), f = n.length > 0, p = [a.simple(f), a.lookUp(f)];
	return l("brainstorm").length && p.push(a.brainstorm(s(l("brainstorm")))), l("review").length ? p.push(a.writeReview(s(l("review"))), a.patch) : p.push(a.writeOnly), [
		a.team,
		...d,
		f ? a.opening(s(n)) : "",
		u,
		"",
		a.steps,
		...p.map((e, t) => `${t + 1}. ${e}`)
	].filter((e, t, n) => e !== "" || t > 0 && n[t - 1] !== "").join("\n");
}
function Lk(e, t) {
	if (!e.includes("{{team}}")) return e;
	let n = Ik({
		...t,
		lang: t.lang ?? Pk(e, t.skills)
	});
	return e.split(Ak).join(n);
}
// src/core/profiles/defaults/director.ts
var Rk = {
	en: [
		"director-anti-cliche-en",
		"director-character-voice-en",
		"director-no-meta-en",
		"director-output-discipline-en",
		"director-en-style-baseline"
	],
	zh: [
		"director-anti-cliche-zh",
		"director-character-voice-zh",
		"director-no-meta-zh",
		"director-output-discipline-zh",
		"director-zh-style-baseline"
	]
}, zk = {
	en: ["draft-writer-style-en"],
	zh: ["draft-writer-style-zh"]
};
function Bk(e, t) {
	let n = `${e.replace(/_/g, "-")}-method-${t}`;
	return e === "memory_curator" ? [`event-summary-rules-${t}`, n] : [n];
}
var Vk = {
	minimal: [
		"intent_scout",
		"chat_scout",
		"lorebook_scout",
		"notes_pickup_scout",
		"epistemic_scout",
		"plot_brainstormer",
		"voice_critic",
		"continuity_critic",
		"notes_curator"
	],
	full: QD
}, Hk = {
	maxTokens: 8192,
	storyMessages: 24,
	storyTokens: 12e3
}, Uk = {
	maxTokens: 4096,
	storyMessages: 12,
	storyTokens: 6e3
};
function Wk(e) {
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
var Gk = [
	"world_book_list",
	"list",
	"search",
	"get"
], Kk = [
	"schema",
	"list_candidates",
	"edge_summary",
	"node_brief",
	"expand_seeds",
	"keyword_search",
	"vector_search",
	"find_by_name"
], qk = [
	"schema",
	"list_candidates",
	"node_brief",
	"find_by_name",
	"compaction_candidates",
	"node_create",
	"node_edit",
	"node_delete",
	"link_upsert",
	"link_delete",
	"compact_nodes"
], Jk = [
	"memory_schema",
	"memory_list_candidates",
	"memory_compaction_candidates"
], Yk = {
	intent_scout: { wave: "opening" },
	notes_curator: {
		wave: "after",
		fullTurnsOnly: !0
	},
	memory_curator: {
		wave: "after",
		fullTurnsOnly: !0
	}
}, Xk = {
	intent_scout: {
		tools: Wk({
			chat: ["search"],
			lorebook: ["search"]
		}),
		storyMessages: 6
	},
	chat_scout: {
		tools: Wk({ chat: ["read_range", "search"] }),
		storyMessages: 8
	},
	memory_scout: {
		tools: Wk({ memory: Kk }),
		storyMessages: 4
	},
	lorebook_scout: {
		tools: Wk({ lorebook: Gk }),
		storyMessages: 4
	},
	notes_pickup_scout: {
		tools: Wk({}),
		storyMessages: 6
	},
	canon_scout: {
		tools: Wk({ search: ["search", "visit"] }),
		storyMessages: 4
	},
	epistemic_scout: {
		tools: Wk({
			chat: ["read_range"],
			lorebook: Gk
		}),
		full: Wk({
			chat: ["read_range"],
			lorebook: Gk,
			memory: [
				"keyword_search",
				"find_by_name",
				"node_brief"
			]
		}),
		storyMessages: 12,
		storyTokens: 6e3
	},
	plot_brainstormer: {
		tools: Wk({}),
		storyMessages: 12,
		storyTokens: 6e3
	},
	voice_critic: {
		tools: Wk({ chat: ["search"] }),
		storyMessages: 6
	},
	continuity_critic: {
		tools: Wk({
			chat: ["search"],
			lorebook: ["search"]
		}),
		full: Wk({
			chat: ["search"],
			lorebook: ["search"],
			memory: ["keyword_search", "node_brief"]
		}),
		storyMessages: 8
	},
	notes_curator: {
		tools: Wk({ note: ["open", "close"] }),
		storyMessages: 4
	},
	memory_curator: {
		tools: Wk({ memory: qk }),
		storyMessages: 6
	}
};
function Zk(e, t) {
	return Vk[t].map((n) => {
		let r = Xk[n], i = jk[e].subAgents[n];
		return {
			id: n,
			description: i.description,
			systemPrompt: i.systemPrompt,
			tools: structuredClone(t === "full" && r.full ? r.full : r.tools),
			skills: {
				visible: Bk(n, e),
				preload: Bk(n, e)
			},
			wave: Yk[n]?.wave ?? "dispatch",
			everyTurns: 1,
			fullTurnsOnly: Yk[n]?.fullTurnsOnly ?? !1,
			storyMessages: r.storyMessages,
			storyTokens: r.storyTokens ?? 4e3,
			prefetch: n === "memory_curator" ? [...Jk] : []
		};
	});
}
var Qk = {
	message: {
		write_message: !0,
		apply_message_patches: !0,
		get_draft: !0,
		draft_search: !0
	},
	collab: {
		dispatch_subagent: !0,
		dispatch_inline_subagent: !1
	},
	chat: {},
	lorebook: {},
	note: {},
	memory: {},
	search: {}
};
function $k(e) {
	if (e !== "full") return {
		memory: {},
		search: {}
	};
}
function eA(e, t) {
	let n = $k(t);
	return {
		mode: "director",
		skills: {
			visible: [...Rk[e]],
			deny: []
		},
		mainAgent: {
			systemPrompt: jk[e].mainPrompt,
			tools: structuredClone(Qk),
			skills: {
				visible: ["+", ...zk[e]],
				preload: [...zk[e]]
			}
		},
		subAgents: Zk(e, t),
		...n ? { tools: n } : {}
	};
}
var tA = jk.en.mainPrompt, nA = Rk.en, rA = ["+", ...zk.en], iA = [...zk.en], aA = Zk("en", "minimal"), oA = $k("minimal"), sA = [
	"dispatch",
	"opening",
	"after"
], cA = 16, lA = mO("director"), uA = U({
	systemPrompt: PD(tA),
	...KD,
	maxTokens: qD(Hk.maxTokens),
	...JD(Hk.storyMessages, Hk.storyTokens),
	tools: lA.nullable().default(() => ({ message: uO("director", "message", !0) })),
	skills: zD
}).prefault(() => ({
	tools: structuredClone(Qk),
	skills: {
		visible: [...rA],
		preload: [...iA]
	}
})), dA = U({
	id: z(),
	description: PD(""),
	systemPrompt: PD(""),
	...KD,
	maxTokens: qD(Uk.maxTokens),
	...JD(Uk.storyMessages, Uk.storyTokens),
	tools: lA.nullable().default(null),
	maxRounds: B().int().min(1).max(50).nullable().default(null),
	skills: zD,
	wave: Qg(sA).default("dispatch"),
	everyTurns: ND(1, 50, 1),
	fullTurnsOnly: FD(!1),
	prefetch: V(z().trim().min(1)).catch([]).default([])
}), fA = U({
	mode: t_("director"),
	...KD,
	skills: RD({
		visible: nA,
		deny: []
	}),
	tools: pO("director").prefault(() => structuredClone(oA)),
	mainAgent: uA,
	subAgents: V(dA).prefault(() => structuredClone(aA)),
	maxRounds: ND(1, 50, 20),
	subAgentMaxRounds: ND(1, 50, 16),
	maxConcurrentSubagents: ND(1, 16, 4),
	maxTotalSubagentRuns: ND(1, 100, 16),
	...YD,
	useStreaming: FD(!0),
	discardOnAbort: FD(!1),
	lorebookFilter: WD,
	customTools: MO,
	budget: GD
});
function pA(e, t) {
	return e.subAgents = Ck(e.subAgents, "subAgents", t, "sub-agent"), e;
}
// src/core/profiles/schemas/loop.ts
var mA = U({
	systemPrompt: PD(ak),
	...KD,
	maxTokens: qD(ZO),
	...JD(QO.storyMessages, QO.storyTokens),
	skills: zD
}).prefault(() => ({ skills: { visible: ["+", "loop-agent-method-en"] } })), hA = U({
	mode: t_("loop"),
	...KD,
	skills: RD(gk("en")),
	loopAgent: mA,
	tools: pO("loop").prefault({}),
	maxRounds: ND(1, 50, 20),
	wallClockBudgetMs: ND(1e4, 864e5, 3e5),
	...YD,
	useStreaming: FD(!1),
	capsule: UD,
	lorebookFilter: WD,
	customTools: MO,
	budget: GD
}), gA = U({
	systemPrompt: PD(mk),
	userPromptTemplate: PD(hk),
	...KD,
	maxTokens: qD(ZO),
	skills: zD
}).prefault({}), _A = U({
	mode: t_("single"),
	...KD,
	skills: RD(gk("en")),
	node: gA,
	...YD,
	maxRecentMessages: ND(1, 200, 14),
	includeWorldInfo: FD(!0),
	useStreaming: FD(!1),
	capsule: UD,
	lorebookFilter: WD,
	budget: GD
}), vA = U({
	id: z(),
	description: PD(""),
	systemPrompt: PD(""),
	userPromptTemplate: PD(""),
	...KD,
	maxTokens: qD(ZO)
}), yA = U({
	id: PD(""),
	agent: PD(""),
	type: Qg(["worker", "review"]).default("worker"),
	userPromptTemplate: z().optional(),
	tools: mO("spec").nullable().default(null),
	skills: zD
}), bA = U({
	id: PD(""),
	mode: Qg(["serial", "parallel"]).default("serial"),
	nodes: V(yA).default(() => [])
}), xA = () => xk("en"), SA = U({
	mode: t_("spec"),
	...KD,
	skills: RD(gk("en")),
	tools: pO("spec").prefault({}),
	agents: V(vA).prefault(() => structuredClone(sk)),
	stages: V(bA).prefault(xA),
	nodeIterationMaxRounds: ND(1, 20, 20),
	reviewRerunMaxRounds: ND(0, 20, 2),
	...YD,
	maxRecentMessages: ND(1, 200, 14),
	includeWorldInfo: FD(!0),
	useStreaming: FD(!1),
	capsule: UD,
	lorebookFilter: WD,
	customTools: MO,
	budget: GD
});
function CA(e) {
	if (Array.isArray(e.stages)) for (let t of e.stages) $(t) && Array.isArray(t.nodes) && (t.nodes = t.nodes.map((e) => typeof e == "string" ? {
		id: e,
		agent: e
	} : e));
}
function wA(e, t) {
	e.agents = Ck(e.agents, "agents", t, "agent");
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
		t.add("stages", "defaulted", "the workflow has no usable stage; the default workflow was restored."), e.stages = SA.shape.stages.parse(void 0);
		for (let t of sk) e.agents.some((e) => e.id === t.id) || e.agents.push(vA.parse(structuredClone(t)));
	} else e.stages = r;
	return e;
}
// src/core/profiles/parse.ts
var TA = {
	director: fA,
	loop: hA,
	spec: SA,
	agenda: Ek,
	single: _A
};
function EA(e, t) {
	if (!SD(e)) throw new TD(CD.unknownMode(String(e)));
	if (typeof t != "object" || !t || Array.isArray(t)) throw new TD(CD.notObject("A profile"));
	let n = OD(t), r = new DD();
	n.mode !== void 0 && n.mode !== e && r.add("mode", "mode_forced", `mode ${JSON.stringify(n.mode)} replaced by "${e}".`), n.mode = e;
	let i;
	switch (e) {
		case "director":
			i = pA(jD(fA, n, r), r);
			break;
		case "loop":
			i = jD(hA, n, r);
			break;
		case "spec":
			CA(n), i = wA(jD(SA, n, r), r);
			break;
		case "agenda":
			i = Dk(jD(Ek, n, r), r);
			break;
		case "single": i = jD(_A, n, r);
	}
	return {
		profile: i,
		warnings: r.list
	};
}
function DA(e) {
	return EA(e, {}).profile;
}
// src/core/profiles/package-profile.ts
var OA = "finalizer", kA = (e) => `skill_read(${JSON.stringify(e)})`;
function AA(e, t) {
	let n = [
		uk,
		"",
		`You run the skill package "${e.name}". Its orchestrator skill "${e.name}" says when to dispatch which worker and how to accept their reports: read it with ${kA({ name: e.name })} before your first step, and follow it.`
	], r = e.recipes.find((e) => e.path === t.recipe);
	return r ? n.push(`This chat runs the recipe "${r.title}": read it with ${kA({
		name: e.name,
		path: r.path
	})}.`) : e.recipes.length && n.push("No recipe was chosen for this chat; the orchestrator skill says what to do then."), n.join("\n");
}
var jA = (e, t) => `You are the worker "${t.id}" of the skill package "${e.name}". Your skill "${t.id}" says what to read and what to hand in: read it with ${kA({ name: t.id })} first, and follow it. Hand in your report with submit_result({text}).`;
function MA(e, t = {}, n) {
	let r = e.manifest?.demandTag ?? e.demandTag ?? "book.brief", i = pk.find((e) => e.id === OA), a = e.workers.some((e) => e.id === OA), o = e.workers.map((t) => ({
		id: t.id,
		description: t.description,
		systemPrompt: jA(e, t),
		userPromptTemplate: i.userPromptTemplate,
		skills: { visible: [t.id] },
		inputTags: [...t.inputTags],
		outputTags: [...t.outputTags],
		tools: null
	}));
	return a || o.push({
		...structuredClone(i),
		skills: { visible: [] },
		inputTags: [r],
		outputTags: [],
		tools: null
	}), EA("agenda", {
		...n ? structuredClone(n) : {},
		mode: "agenda",
		skills: {
			visible: [],
			deny: []
		},
		planner: {
			...n ? structuredClone(n.planner) : {},
			systemPrompt: AA(e, t),
			userPromptTemplate: dk,
			skills: { visible: [e.name] }
		},
		workers: o,
		finalWorkerId: OA,
		startTags: t.demand?.trim() ? { [r]: t.demand } : {}
	}).profile;
}
// src/core/profiles/preset-lint.ts
function NA(e) {
	let t = [], n = (e, r) => {
		if (Array.isArray(e)) e.forEach((e, t) => n(e, `${r}[${t}]`));
		else if (e && typeof e == "object") for (let [i, a] of Object.entries(e)) {
			let e = r ? `${r}.${i}` : i;
			i === "promptPreset" && typeof a == "string" && a.trim() ? t.push({
				path: e,
				name: a.trim()
			}) : i !== "customTools" && n(a, e);
		}
	};
	return n(e, ""), t;
}
function PA(e, t) {
	return NA(e).flatMap(({ path: e, name: n }) => {
		let r = t(n)?.skipped ?? [];
		return r.length ? [{
			path: e,
			code: "preset_duplicates",
			severity: "warning",
			message: `Prompt preset "${n}" switches on ${r.join(", ")}. The story already carries them, so they are left out of this agent's requests; switch them off in the preset to keep it clear.`
		}] : [];
	});
}
// src/core/profiles/presets.ts
var FA = "default", IA = "Default";
function LA(e) {
	let t = new Set(e);
	for (;;) {
		let e = /* @__PURE__ */ new Uint8Array(4);
		globalThis.crypto.getRandomValues(e);
		let n = `p-${[...e].map((e) => e.toString(16).padStart(2, "0")).join("")}`;
		if (!t.has(n)) return n;
	}
}
function RA(e, t) {
	return `preset:${e}/${t}`;
}
function zA(e, t = FA) {
	return {
		activePresetId: t,
		presets: [{
			id: t,
			name: IA,
			profile: DA(e)
		}]
	};
}
function BA(e) {
	if (typeof e != "string" || !e.trim()) throw new TD("A preset name cannot be empty.");
	return e.trim();
}
function VA(e, t) {
	let n = e.presets.find((e) => e.id === t);
	if (!n) throw new TD(`There is no preset with id "${t}".`);
	return n;
}
function HA(e) {
	return e.presets.find((t) => t.id === e.activePresetId) ?? e.presets[0];
}
function UA(e, t) {
	let n = new DD();
	if (t == null) return {
		library: zA(e),
		warnings: []
	};
	if (!$(t)) throw new TD("A preset library must be a JSON object.");
	let r = Array.isArray(t.presets) ? t.presets : [];
	Array.isArray(t.presets) || n.add("presets", "defaulted", "the library has no preset list.");
	let i = [], a = /* @__PURE__ */ new Set();
	if (r.forEach((t, r) => {
		if (!$(t) || typeof t.id != "string" || !t.id.trim()) {
			n.add(`presets[${r}]`, "dropped", "preset without an id dropped.");
			return;
		}
		let o;
		try {
			o = EA(e, t.profile);
		} catch (e) {
			n.add(`presets[${r}].profile`, "dropped", `preset "${t.id}" dropped: ${e.message}`);
			return;
		}
		for (let e of o.warnings) n.add(`presets[${r}].profile${e.path ? `.${e.path}` : ""}`, e.code, e.message);
		let s = t.id.trim();
		if (a.has(s)) {
			let e = LA(a);
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
		library: zA(e, WA(a)),
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
function WA(e) {
	return e.has("default") ? LA(e) : FA;
}
function GA(e, t, n, r) {
	let i = {
		id: LA(e.presets.map((e) => e.id)),
		name: BA(n),
		profile: r ? structuredClone(r) : DA(t)
	};
	return {
		library: {
			activePresetId: i.id,
			presets: [...e.presets, i]
		},
		preset: i
	};
}
function KA(e, t, n) {
	let r = VA(e, t), i = {
		id: LA(e.presets.map((e) => e.id)),
		name: n === void 0 ? `${r.name} (copy)` : BA(n),
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
function qA(e, t, n) {
	VA(e, t);
	let r = BA(n);
	return {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			name: r
		} : e)
	};
}
function JA(e, t, n) {
	return VA(e, t), {
		...e,
		presets: e.presets.map((e) => e.id === t ? {
			...e,
			profile: structuredClone(n)
		} : e)
	};
}
function YA(e, t, n) {
	let r = VA(e, n), i = e.presets.indexOf(r), a = e.presets.filter((e) => e.id !== n), o = RA(t, n);
	return a.length === 0 ? {
		library: zA(t, WA(/* @__PURE__ */ new Set([n]))),
		deletedScope: o
	} : {
		library: {
			activePresetId: e.activePresetId === n ? a[Math.min(i, a.length - 1)].id : e.activePresetId,
			presets: a
		},
		deletedScope: o
	};
}
function XA(e, t) {
	return VA(e, t), {
		...e,
		activePresetId: t
	};
}
function ZA(e, t = 100) {
	let n = [[e, 1]];
	for (; n.length;) {
		let [e, r] = n.pop();
		if (e && typeof e == "object") {
			if (r > t) return !0;
			for (let t of Array.isArray(e) ? e : Object.values(e)) t && typeof t == "object" && n.push([t, r + 1]);
		}
	}
	return !1;
}
var QA = {
	tooDeep: () => "The file is nested too deeply (more than 100 levels of objects and lists); no real profile is, so nothing was imported.",
	deep: () => "it is nested too deeply (more than 100 levels of objects and lists); no real profile is",
	tooMany: (e, t) => `it has ${e.toLocaleString("en")} ${t}; at most 64 are allowed`,
	dropped: (e) => `an unknown field of ${Math.round(e / 1024)} KB was not kept.`
};
function $A(e, t) {
	let n = (e) => Array.isArray(t[e]) ? t[e] : [];
	if (e === "director") return [["sub-agents", n("subAgents")]];
	if (e === "agenda") return [["workers", n("workers")]];
	if (e === "spec") {
		let e = n("stages").flatMap((e) => e && typeof e == "object" && Array.isArray(e.nodes) ? e.nodes : []);
		return [["agents", n("agents")], ["nodes", e]];
	}
	return [];
}
function ej(e, t) {
	for (let [n, r] of $A(e, t)) if (r.length > 64) return QA.tooMany(r.length, n);
	return null;
}
function tj(e) {
	return ZA(e, 100);
}
var nj = {
	director: { subAgents: dA },
	agenda: { workers: Tk },
	spec: {
		agents: vA,
		stages: bA
	}
};
function rj(e, t) {
	let n = [], r = new Set(Object.keys(TA[e].shape)), i = (e, t, r) => {
		let i = {};
		for (let [a, o] of Object.entries(e)) {
			let e = r(a) ? 0 : (JSON.stringify(o) ?? "").length;
			e > 65536 ? n.push({
				path: `${t}${a}`,
				message: QA.dropped(e)
			}) : i[a] = o;
		}
		return i;
	}, a = i(t, "", (e) => r.has(e));
	for (let [t, n] of Object.entries(nj[e] ?? {})) {
		let e = a[t];
		if (!Array.isArray(e)) continue;
		let r = new Set(Object.keys(n.shape));
		a[t] = e.map((e, n) => e && typeof e == "object" && !Array.isArray(e) ? i(e, `${t}[${n}].`, (e) => r.has(e)) : e);
	}
	return {
		profile: n.length ? a : t,
		dropped: n
	};
}
// src/core/profiles/embedded-skills.ts
function ij(e) {
	return !e || e.startsWith("/") || /^[A-Za-z]:/.test(e) || e.includes("\\") || e.split("/").some((e) => e === ".." || e === "" || e === ".");
}
function aj(e, t, n = "skills") {
	if (e == null) return [];
	if (!Array.isArray(e)) return t.add(n, "dropped", "embedded skills ignored: expected a list."), [];
	let r = [];
	return e.forEach((e, i) => {
		let a = `${n}[${i}]`;
		if (!$(e) || typeof e.name != "string" || !e.name.trim() || !Array.isArray(e.files)) {
			t.add(a, "dropped", "embedded skill ignored: it needs a name and a list of files.");
			return;
		}
		let o = [];
		e.files.forEach((e, n) => {
			let r = `${a}.files[${n}]`;
			!$(e) || typeof e.path != "string" || ij(e.path) ? t.add(r, "dropped", "file ignored: it needs a relative path without \"..\".") : typeof e.text == "string" ? o.push({
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
function oj(e) {
	let t = atob(e.replace(/\s/g, "")), n = new Uint8Array(t.length);
	for (let e = 0; e < t.length; e++) n[e] = t.charCodeAt(e);
	return n;
}
function sj(e) {
	let t = "";
	for (let n = 0; n < e.length; n += 32768) t += String.fromCharCode(...e.subarray(n, n + 32768));
	return btoa(t);
}
// src/core/profiles/hash.ts
function cj(e) {
	if (typeof e != "object" || !e) return JSON.stringify(e) ?? "null";
	if (Array.isArray(e)) return `[${e.map(cj).join(",")}]`;
	let t = e;
	return `{${Object.keys(t).filter((e) => t[e] !== void 0).sort().map((e) => `${JSON.stringify(e)}:${cj(t[e])}`).join(",")}}`;
}
function lj(e) {
	let t = 3735928559, n = 1103547991;
	for (let r = 0; r < e.length; r++) {
		let i = e.charCodeAt(r);
		t = Math.imul(t ^ i, 2654435761), n = Math.imul(n ^ i, 1597334677);
	}
	return t = Math.imul(t ^ t >>> 16, 2246822507) ^ Math.imul(n ^ n >>> 13, 3266489909), n = Math.imul(n ^ n >>> 16, 2246822507) ^ Math.imul(t ^ t >>> 13, 3266489909), (4294967296 * (2097151 & n) + (t >>> 0)).toString(16).padStart(14, "0");
}
var uj = lj("troupe:nested-too-deeply");
function dj(e) {
	try {
		return lj(e());
	} catch (e) {
		if (e instanceof RangeError) return uj;
		throw e;
	}
}
function fj(e) {
	return dj(() => cj(e));
}
var pj = /* @__PURE__ */ new WeakMap();
function mj(e) {
	if (typeof e != "object" || !e) return fj(e);
	let t = pj.get(e);
	return t === void 0 && (t = dj(() => JSON.stringify(e) ?? ""), pj.set(e, t)), t;
}
// src/core/profiles/luker.ts
function hj(e) {
	let { apiPresetName: t, promptPresetName: n, ...r } = e, i = { ...r };
	return t !== void 0 && i.apiPreset === void 0 && (i.apiPreset = t), n !== void 0 && i.promptPreset === void 0 && (i.promptPreset = n), i;
}
function gj(e, t, n) {
	let r = {};
	for (let [e, n] of Object.entries(t)) e !== "finalize" && (r[e] = $(n) ? { ...n } : n);
	let i = r.note;
	$(i) && (i.open === void 0 && i.add !== void 0 && (i.open = i.add), i.close === void 0 && i.delete !== void 0 && (i.close = i.delete), delete i.add, delete i.delete);
	for (let t of nO[e]) $(r[t]) ? n.verbsDefaultOn && (r[t] = {
		...uO(e, t, !0),
		...r[t]
	}) : r[t] = n.missingNamespace(t);
	return r;
}
var _j = (e) => (t) => uO(e, t, !1);
function vj(e, t, n = !1) {
	return $(t) ? gj(e, t, { missingNamespace: (t) => t === "message" && n ? uO(e, t, !0) : uO(e, t, !1) }) : t ?? null;
}
function yj(e) {
	let t = e;
	if ($(e.director) && e.mainAgent === void 0) {
		let { director: n, ...r } = e;
		t = {
			...r,
			...n
		};
	}
	let n = hj(t), r = $(t.tools), i = r && $(t.tools.message);
	if (n.tools = r ? gj("director", t.tools, { missingNamespace: (e) => e === "collab" ? uO("director", e, !0) : uO("director", e, !1) }) : t.tools !== void 0 && t.tools !== null ? t.tools : gj("director", {}, { missingNamespace: (e) => e === "message" ? uO("director", e, !1) : uO("director", e, !0) }), $(t.mainAgent)) {
		let e = hj(t.mainAgent);
		e.tools = $(t.mainAgent.tools) ? vj("director", t.mainAgent.tools, !0) : i ? null : { message: uO("director", "message", !0) }, n.mainAgent = e;
	}
	return Array.isArray(t.subAgents) && (n.subAgents = t.subAgents.map((e) => {
		if (!$(e)) return e;
		let t = hj(e);
		return $(e.tools) && (t.tools = vj("director", e.tools)), t;
	})), t.skills === void 0 && (n.skills = {
		visible: ["*"],
		deny: []
	}), n;
}
function bj(e) {
	let { system_prompt: t, apiPresetName: n, promptPresetName: r, max_rounds: i, wall_clock_budget_ms: a, capsule_inject: o, tools: s, ...c } = e, l = { ...c }, u = $(c.loopAgent) ? { ...c.loopAgent } : {};
	if (t !== void 0 && (u.systemPrompt = t), n !== void 0 && (u.apiPreset = n), r !== void 0 && (u.promptPreset = r), l.loopAgent = u, i !== void 0 && (l.maxRounds = i), a !== void 0 && (l.wallClockBudgetMs = a), $(o)) {
		let e = { ...o };
		e.customInstruction === "" && delete e.customInstruction, l.capsule = e;
	}
	return $(s) ? l.tools = gj("loop", s, {
		missingNamespace: (e) => uO("loop", e, !0),
		verbsDefaultOn: !0
	}) : s != null && (l.tools = s), l.skills === void 0 && (l.skills = {
		visible: ["*"],
		deny: []
	}), l;
}
function xj(e) {
	let { spec: t, presets: n, ...r } = e, i = { ...r }, { stages: a, defaultTools: o, skills: s, lorebookFilter: c, ...l } = $(t) ? t : {};
	Object.assign(i, l);
	let u = $(n) ? n : {};
	return i.agents = Object.entries(u).map(([e, t]) => {
		if (!$(t)) return { id: e };
		let { tools: n, skills: r, ...i } = hj(t);
		return {
			id: e,
			...i
		};
	}), Array.isArray(a) && (i.stages = a.map((e) => !$(e) || !Array.isArray(e.nodes) ? e : {
		...e,
		nodes: e.nodes.map((e) => {
			let t = typeof e == "string" ? {
				id: e,
				preset: e
			} : $(e) ? { ...e } : { invalid: e }, { preset: n, ...r } = t, i = typeof n == "string" && n ? n : typeof t.id == "string" ? t.id : "", a = u[i], o = {
				...r,
				agent: i
			};
			o.id === void 0 && (o.id = i);
			let s = $(t.tools) ? t.tools : $(a) && $(a.tools) ? a.tools : null;
			return o.tools = s ? vj("spec", s) : null, o.skills === void 0 && $(a) && a.skills !== void 0 && (o.skills = a.skills), o;
		})
	})), i.tools = $(o) ? gj("spec", o, { missingNamespace: _j("spec") }) : gj("spec", {}, { missingNamespace: _j("spec") }), i.skills = s ?? {
		visible: ["*"],
		deny: []
	}, c !== void 0 && (i.lorebookFilter = c), i;
}
function Sj(e) {
	let { planner: t, agents: n, finalAgentId: r, limits: i, defaultTools: a, ...o } = e, s = { ...o };
	if ($(t) && (s.planner = hj(t)), $(n) && (s.workers = Object.entries(n).map(([e, t]) => {
		if (!$(t)) return { id: e };
		let n = hj(t);
		return n.id = e, n.tools = $(t.tools) ? vj("agenda", t.tools) : null, n;
	})), r !== void 0 && (s.finalWorkerId = r), $(i)) {
		let { plannerMaxRounds: e, maxConcurrentAgents: t, maxTotalRuns: n, ...r } = i;
		e !== void 0 && (s.plannerMaxRounds = e), t !== void 0 && (s.maxConcurrentWorkers = t), n !== void 0 && (s.maxTotalRuns = n), Object.keys(r).length && (s.limits = r);
	}
	return $(a) ? s.tools = gj("agenda", a, { missingNamespace: _j("agenda") }) : a === null && (s.tools = gj("agenda", {}, { missingNamespace: _j("agenda") })), s.skills === void 0 && (s.skills = {
		visible: ["*"],
		deny: []
	}), s;
}
var Cj = {
	director: yj,
	loop: bj,
	spec: xj,
	agenda: Sj
}, wj = /* @__PURE__ */ new Set([
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
]), Tj = [
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
function Ej(e) {
	let t = e.toLowerCase().replace(/[-_\s]/g, "");
	return wj.has(t) || Tj.some((e) => t.endsWith(e));
}
var Dj = [
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
], Oj = RegExp(`^\\s*(?:${Dj.join("|")})\\s*$`), kj = RegExp(`(?<![A-Za-z0-9])(?:${Dj.join("|")})`, "g"), Aj = /^[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:[^/\s@]+@|[?&](?:api[-_]?key|key|token|access[-_]?token|secret|password)=[^&\s]+/i;
function jj(e) {
	return Oj.test(e) || /^\S+$/.test(e) && Aj.test(e);
}
var Mj = "[removed]";
function Nj(e) {
	let t = [], n = (e, r) => {
		if (typeof e == "string") {
			let n = e.replace(kj, Mj);
			return n !== e && t.push(r), n;
		}
		if (Array.isArray(e)) {
			let i = [];
			return e.forEach((e, a) => {
				typeof e == "string" && jj(e) ? t.push(`${r}[${a}]`) : i.push(n(e, `${r}[${a}]`));
			}), i;
		}
		if (e && typeof e == "object") {
			let i = {};
			for (let [a, o] of Object.entries(e)) {
				let e = r ? `${r}.${a}` : a;
				Ej(a) && o !== null && o !== "" && typeof o != "boolean" || typeof o == "string" && jj(o) ? t.push(e) : i[a] = n(o, e);
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
var Pj = 1;
function Fj(e) {
	let t = e?.data?.extensions;
	return $(t) ? t : {};
}
function Ij(e) {
	let t = Fj(e).troupe;
	if ($(t)) return {
		...t,
		version: typeof t.version == "number" ? t.version : 1,
		overrides: $(t.overrides) ? t.overrides : {}
	};
}
function Lj(e, t) {
	let n = Fj(e).orchestrator;
	if (!$(n) || t === "single" || n.enabled === !1 || n.useCharacterOverride === !1 || n.overrideEnabled === !1) return;
	let r = n.presetLibraries, i = $(n.activePresetIds) ? n.activePresetIds[t] : void 0;
	if ($(r) && $(r[t]) && typeof i == "string" && i) {
		let e = r[t][i];
		if ($(e)) {
			let { name: t, ...n } = e;
			return n;
		}
	}
	let a = n.override;
	if (!$(a)) return;
	if (t === "spec") return $(a.spec) ? {
		spec: a.spec,
		presets: a.presets
	} : void 0;
	let o = a[t];
	if (!$(o)) return;
	let { updatedAt: s, enabled: c, ...l } = o;
	if (c !== !1) return l;
}
function Rj(e, t) {
	let n = Ij(e), r, i;
	if (n && t in n.overrides) {
		if (r = n.overrides[t], r == null) return null;
		i = "troupe";
	} else {
		let n = Lj(e, t);
		if (!n) return null;
		r = Cj[t]?.(OD(n)) ?? n, i = "luker";
	}
	let a = (e) => ({
		ok: !1,
		error: `The character card's ${t} override cannot be used: ${e}.`,
		from: i
	});
	if (tj(r)) return a(QA.deep());
	try {
		let e = Nj(OD(r)), n = new DD();
		for (let t of e.removed) n.add(t, "secret_removed", "a credential was removed from the card override.");
		let o = EA(t, e.value), s = ej(t, o.profile);
		if (s) return a(s);
		let { profile: c, dropped: l } = rj(t, o.profile);
		for (let e of l) n.add(e.path, "dropped", e.message);
		return {
			ok: !0,
			profile: c,
			warnings: [...n.list, ...o.warnings],
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
function zj(e) {
	let t = $(e) ? OD(e) : {};
	return {
		...t,
		version: 1,
		overrides: $(t.overrides) ? t.overrides : {}
	};
}
function Bj(e, t, n) {
	let r = zj(e), i = Nj(OD(n)).value;
	return i.mode = t, r.overrides = {
		...r.overrides,
		[t]: i
	}, r;
}
function Vj(e, t) {
	let n = zj(e);
	return n.overrides = {
		...n.overrides,
		[t]: null
	}, n;
}
function Hj(e) {
	let t = Ij(e);
	return bD.filter((n) => t && n in t.overrides ? $(t.overrides[n]) : Lj(e, n) !== void 0);
}
function Uj(e, t = new DD()) {
	return aj(Ij(e)?.skills, t, "data.extensions.troupe.skills");
}
function Wj(e) {
	let t = Fj(e).luker;
	return $(t) ? t.embedded_skills_source : void 0;
}
function Gj(e, t) {
	let n = zj(e), r = aj(OD(t), new DD());
	return r.length ? n.skills = r : delete n.skills, n;
}
function Kj(e, t) {
	let n = Fj(e), r = e?.avatar ?? e?.data?.name ?? e?.name ?? "";
	return tj([
		n.troupe,
		n.orchestrator,
		n.luker
	]) ? `${r}#nested-too-deeply` : Hj(e).length === 0 && !t() ? null : `${r}#${fj({
		troupe: n.troupe ?? null,
		orchestrator: n.orchestrator ?? null,
		lukerSkills: $(n.luker) ? n.luker.embedded_skills_source ?? null : null
	})}`;
}
// src/core/profiles/effective.ts
function qj({ mode: e, library: t, card: n, useCardOverride: r = !0 }) {
	let i = [];
	if (n && r) {
		let t = Rj(n, e);
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
	let a = t ? HA(t) : void 0;
	if (a) try {
		let t = EA(e, a.profile);
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
		profile: DA(e),
		source: "default",
		warnings: i
	};
}
function Jj() {
	let e, t = /* @__PURE__ */ new Map();
	return {
		resolve(n) {
			n.mode !== e && (t.clear(), e = n.mode);
			let r = n.library ? HA(n.library) : void 0, i = n.card?.data?.extensions, a = n.useCardOverride === !1 || !i ? "" : `${mj(i.troupe ?? null)}.${mj(i.orchestrator ?? null)}`, o = `${n.mode}|${r?.id ?? ""}|${r?.name ?? ""}|${r ? mj(r.profile) : ""}|${a}`, s = t.get(o);
			return s || (s = qj(n), t.size > 32 && t.clear(), t.set(o, s)), s;
		},
		invalidate() {
			t.clear(), e = void 0;
		},
		get size() {
			return t.size;
		}
	};
}
// src/core/profiles/file-name.ts
function Yj(e, t) {
	return `troupe-${e}-${t.trim().replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "profile"}.json`;
}
// src/core/profiles/luker-director-file.ts
function Xj(e) {
	let { apiPreset: t, promptPreset: n, ...r } = e;
	return {
		...r,
		apiPresetName: t ?? "",
		promptPresetName: n ?? ""
	};
}
function Zj(e, t) {
	let n = Xj(e);
	return $(e.tools) && (n.tools = structuredClone(hO(t, e.tools)), n.ownToolNamespaces = Object.keys(e.tools)), n;
}
function Qj(e) {
	let t = $(e.tools) ? e.tools : {}, n = Xj(e);
	return $(e.mainAgent) && (n.mainAgent = Zj(e.mainAgent, t)), Array.isArray(e.subAgents) && (n.subAgents = e.subAgents.map((e) => $(e) ? Zj(e, t) : e)), n;
}
function $j(e) {
	let { ownToolNamespaces: t, ...n } = hj(e);
	if (Array.isArray(t) && $(n.tools)) {
		let e = n.tools;
		n.tools = Object.fromEntries(t.filter((t) => typeof t == "string" && t in e).map((t) => [t, e[t]]));
	}
	return n;
}
function eM(e) {
	let t = hj(e);
	return $(e.mainAgent) && (t.mainAgent = $j(e.mainAgent)), Array.isArray(e.subAgents) && (t.subAgents = e.subAgents.map((e) => $(e) ? $j(e) : e)), t;
}
// src/core/profiles/luker-skills.ts
var tM = new TextDecoder("utf-8", { fatal: !0 });
function nM(e, t, n) {
	if (e == null) return [];
	if (!$(e) || e.version !== 1 || !Array.isArray(e.items)) return t.add(n, "dropped", "embedded skills ignored: expected {version: 1, items: [...]}."), [];
	let r = [];
	e.items.forEach((e, i) => {
		if (!$(e)) return void r.push(e);
		if (typeof e.contentBase64 == "string") {
			try {
				let t = Aw(oj(e.contentBase64)), n = Object.entries(t).filter(([e]) => !e.endsWith("/")).map(([e, t]) => {
					try {
						return {
							path: e,
							text: tM.decode(t)
						};
					} catch {
						return {
							path: e,
							base64: sj(t)
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
		let a = Array.isArray(e.files) ? e.files.map((e) => $(e) ? e.encoding === "base64" ? {
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
	let i = new DD(), a = aj(r.filter((e) => e !== null), i, `${n}.items`);
	return t.list.push(...i.list), a;
}
function rM(e) {
	return {
		version: 1,
		items: e.map((e) => {
			if (e.files.every((e) => e.text !== void 0)) return {
				bundleFormat: "inline-files-v1",
				name: e.name,
				files: e.files.map((e) => ({
					path: e.path,
					encoding: "utf8",
					content: e.text
				}))
			};
			let t = kw(Object.fromEntries(e.files.map((e) => [e.path, e.text === void 0 ? oj(e.base64 ?? "") : new TextEncoder().encode(e.text)])));
			return {
				bundleFormat: "archive-base64-v1",
				name: e.name,
				fileName: `${e.name}.zip`,
				contentBase64: sj(t),
				sha256: ZD(t)
			};
		})
	};
}
// src/core/profiles/envelope.ts
var iM = {
	director: "luker_orchestrator_profile_v3",
	loop: "troupe_profile_loop_v1",
	spec: "troupe_profile_spec_v1",
	agenda: "troupe_profile_agenda_v1",
	single: "troupe_profile_single_v1"
}, aM = {
	luker_orchestrator_profile_v1: "spec",
	luker_orchestrator_profile_v2: "agenda",
	luker_orchestrator_agenda_profile_v1: "agenda",
	luker_orchestrator_profile_v3: "director",
	luker_orchestrator_profile_v4: "loop"
}, oM = [
	"useStreaming",
	"subAgentMaxRounds",
	"toolCallRetryMax",
	"apiPreset",
	"loopAgent",
	"workers",
	"capsule"
];
function sM(e, t, n, r = {}) {
	let i = Nj(OD(n)).value;
	i.mode = e, e === "director" && (i = Qj(i));
	let a = {
		format: iM[e],
		mode: e,
		name: t,
		exportedAt: (r.now ?? /* @__PURE__ */ new Date()).toISOString(),
		profile: i,
		extensions: { troupe: { version: 1 } }
	};
	if (r.skills?.length) {
		let t = new DD(), n = aj(OD(r.skills), t);
		e === "director" ? a.extensions.luker = { embedded_skills_source: rM(n) } : a.skills = n;
	}
	return a;
}
function cM(e, t, n, r = {}) {
	let i = sM(e, t, n, r);
	return {
		fileName: Yj(e, t),
		text: `${JSON.stringify(i, null, 2)}\n`
	};
}
function lM(e, t, n = {}) {
	let r = t;
	if (typeof t == "string") {
		let e = t.replace(/^\uFEFF/, "").trim();
		if (!e) return {
			ok: !1,
			error: CD.emptyFile
		};
		try {
			r = JSON.parse(e);
		} catch (e) {
			return {
				ok: !1,
				error: CD.badJson(e.message)
			};
		}
	}
	if (!$(r)) return {
		ok: !1,
		error: CD.notObject("A profile file")
	};
	let i = $(r.extensions) && $(r.extensions.troupe) || $(r.profile) && oM.some((e) => e in r.profile), a = typeof r.format == "string" ? r.format : "", o, s;
	if (a) {
		let e = /^troupe_profile_([a-z]+)_v(\d+)$/.exec(a);
		if (e && SD(e[1])) {
			if (Number(e[2]) > 1) return {
				ok: !1,
				error: `The file was written by a newer version of Troupe (format ${a}).`
			};
			o = e[1], s = "troupe";
		} else if (aM[a]) o = aM[a], s = i ? "troupe" : "luker";
		else return {
			ok: !1,
			error: CD.unknownFormat(a)
		};
		if (r.mode !== void 0 && r.mode !== o) return {
			ok: !1,
			error: `The file is inconsistent: its format is for ${o} mode but it says mode ${JSON.stringify(r.mode)}.`
		};
	} else if (SD(r.mode)) o = r.mode, s = i ? "troupe" : "luker";
	else return {
		ok: !1,
		error: typeof r.mode == "string" ? CD.unknownMode(r.mode) : CD.noFormat
	};
	if (o !== e) return {
		ok: !1,
		error: CD.mismatch
	};
	if (r.profile === void 0 || r.profile === null) return {
		ok: !1,
		error: CD.missingProfile
	};
	if (!$(r.profile)) return {
		ok: !1,
		error: CD.notObject("The file's \"profile\"")
	};
	let c = new DD(), l;
	try {
		l = OD(r.profile);
	} catch (e) {
		return {
			ok: !1,
			error: e.message
		};
	}
	if (s === "luker") {
		let e = Cj[o];
		e && (l = e(l));
	} else o === "director" && (l = eM(l));
	let u = Nj(l);
	for (let e of u.removed) c.add(e, "secret_removed", "a credential was removed from the imported profile.");
	let d;
	try {
		d = EA(e, u.value);
	} catch (e) {
		return {
			ok: !1,
			error: `The profile cannot be used: ${e.message}`
		};
	}
	let f = [...c.list, ...d.warnings], p = new DD(), m = n.embeddedSkills !== !1, h = m ? aj(r.skills, p) : [], g = $(r.extensions) && $(r.extensions.luker) ? r.extensions.luker : void 0;
	m && g?.embedded_skills_source !== void 0 && (h = [...h, ...nM(g.embedded_skills_source, p, "extensions.luker.embedded_skills_source")]), f.push(...p.list);
	let _ = {
		ok: !0,
		mode: e,
		name: typeof r.name == "string" ? r.name : "",
		profile: d.profile,
		warnings: f,
		origin: s,
		format: a || iM[o]
	};
	return h.length && (_.skills = h), _;
}
// src/core/profiles/card-skills.ts
function uM(e) {
	let t = new DD(), n = Uj(e, t), r = Wj(e);
	return r !== void 0 && n.push(...nM(r, t, "data.extensions.luker.embedded_skills_source")), {
		skills: n,
		warnings: t.list
	};
}
function dM(e) {
	return Kj(e, () => uM(e).skills.length > 0);
}
function fM(e, t) {
	let n = dM(e);
	return n !== null && !t.has(n);
}
// src/core/profiles/policies.ts
var pM = (e) => e && typeof e == "object" && !Array.isArray(e) ? e : {}, mM = (e) => Array.isArray(e) ? e : [];
function hM(e, t) {
	let n = t, r = [], i = (e, t) => r.push({
		path: `${e}.skills`,
		policy: pM(t).skills
	});
	switch (e) {
		case "director":
			i("mainAgent", n.mainAgent), mM(n.subAgents).forEach((e, t) => i(`subAgents[${t}]`, e));
			break;
		case "loop":
			i("loopAgent", n.loopAgent);
			break;
		case "spec":
			mM(n.stages).forEach((e, t) => mM(pM(e).nodes).forEach((e, n) => i(`stages[${t}].nodes[${n}]`, e)));
			break;
		case "agenda":
			i("planner", n.planner), mM(n.workers).forEach((e, t) => i(`workers[${t}]`, e));
			break;
		case "single": i("node", n.node);
	}
	return r;
}
function gM(e, t) {
	let n = /* @__PURE__ */ new Set(), r = (e) => {
		let t = pM(e);
		for (let e of [
			...mM(t.visible),
			...mM(t.deny),
			...mM(t.preload)
		]) typeof e == "string" && e !== "+" && e !== "*" && n.add(e);
	};
	r(t.skills);
	for (let { policy: n } of hM(e, t)) r(n);
	return [...n];
}
// src/core/profiles/lint.ts
var _M = (e) => e && typeof e == "object" && !Array.isArray(e) ? e : {}, vM = (e) => Array.isArray(e) ? e : [], yM = (e) => typeof e == "string" ? e : "", bM = /* @__PURE__ */ new Set([
	...Object.keys(tO).flatMap((e) => tO[e].map((t) => gO(e, t))),
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
function xM(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.matchAll(/(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g)) t.add(n[1]);
	for (let n of e.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) bM.has(n[1]) || t.add(n[1]);
	return [...t];
}
function SM(e, t, n, r, i) {
	let a = t[n];
	(typeof a != "number" || !Number.isInteger(a) || a < r) && e.push({
		path: n,
		code: "limit_invalid",
		severity: "error",
		message: `${i} must be a whole number of at least ${r}.`
	});
}
function CM(e, t, n, r) {
	vM(_M(t).visible).forEach((t, i) => {
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
function wM(e, t, n, r, i) {
	let a = _M(n), o = vM(a.preload);
	if (!o.length) return;
	let s = _M(t), c = (e) => vM(e).filter((e) => typeof e == "string" && e !== "+" && e !== "*"), l = i ?? /* @__PURE__ */ new Set([
		...c(s.visible),
		...c(a.visible),
		...c(o)
	]), u = new Set(bT({
		mode: s,
		agent: a
	}, l)), d = /* @__PURE__ */ new Set([...vM(s.deny), ...vM(a.deny)]);
	o.forEach((t, n) => {
		if (typeof t != "string" || u.has(t)) return;
		let a = i && !i.has(t) ? "it is not installed" : d.has(t) || d.has("*") ? "it is denied" : "it is not among the agent's visible skills";
		e.push({
			path: `${r}.preload[${n}]`,
			code: "preload_not_visible",
			severity: "warning",
			message: `Skill "${t}" is preloaded but ${a}, so it is ignored.`
		});
	});
}
function TM(e, t, n, r) {
	yM(t).trim() || e.push({
		path: n,
		code: "empty_prompt",
		severity: "warning",
		message: `${r} has an empty system prompt.`
	});
}
function EM(e, t, n) {
	yM(t).split("\n").forEach((t, r) => {
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
var DM = {
	memory: "the memory graph (memory_* tools)",
	search: "web search (search_* tools)"
}, OM = { memory_vector_search: " Vector search appears once embeddings are set up in the memory settings." }, kM = (e) => e.map((e) => `"${e}"`).join(", ");
function AM(e, t, n) {
	let r = _M(t.tools), i = [{
		id: "",
		path: "mainAgent.tools",
		tools: yO(hO(r, _M(t.mainAgent).tools))
	}, ...vM(t.subAgents).map(_M).map((e, t) => ({
		id: yM(e.id),
		path: `subAgents[${t}].tools`,
		tools: yO(hO(r, e.tools))
	}))];
	for (let t of bO) {
		let r = i.filter((e) => e.tools.some((e) => _O(e)?.[0] === t && xO(e, n)));
		if (!r.length) continue;
		let a = r.filter((e) => e.id && SO(e.tools, n)).map((e) => e.id), o = r.filter((e) => !a.includes(e.id)).map((e) => e.id ? `"${e.id}"` : "the main agent"), s = [...n].some((e) => _O(e)?.[0] === t), c = [...new Set(r.flatMap((e) => e.tools.filter((e) => _O(e)?.[0] === t && xO(e, n))))], l = s ? [`This profile uses ${c.join(", ")}, which ${c.length === 1 ? "is" : "are"} not available now.${c.map((e) => OM[e] ?? "").join("")}`] : [`This profile uses ${DM[t]}, which this host does not have yet.`];
		a.length && l.push(`Not offered until it does: ${kM(a)}.`), o.length && l.push(`Working without those tools: ${o.join(", ")}.`), e.push({
			path: r[0].path,
			code: "needs_tools",
			severity: "notice",
			message: l.join(" ")
		});
	}
}
function jM(e, t) {
	let n = _M(t.mainAgent), r = vM(t.subAgents).map(_M), i = new Set(r.map((e) => yM(e.id)));
	TM(e, n.systemPrompt, "mainAgent.systemPrompt", "The main agent");
	for (let t of xM(yM(n.systemPrompt))) i.has(t) || e.push({
		path: "mainAgent.systemPrompt",
		code: "unknown_subagent",
		severity: "warning",
		message: `The main prompt names sub-agent "${t}", which this profile does not have.`
	});
	let a = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		let r = yM(t.id);
		a.has(r) && e.push({
			path: `subAgents[${n}].id`,
			code: "duplicate_id",
			severity: "error",
			message: `Sub-agent id "${r}" is used twice.`
		}), a.add(r), TM(e, t.systemPrompt, `subAgents[${n}].systemPrompt`, `Sub-agent "${r}"`), yM(t.description).trim() || e.push({
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
	}), SM(e, t, "maxRounds", 1, "Main-agent rounds"), SM(e, t, "subAgentMaxRounds", 1, "Sub-agent rounds"), SM(e, t, "maxConcurrentSubagents", 1, "Concurrent sub-agents"), SM(e, t, "maxTotalSubagentRuns", 1, "Sub-agent runs per turn");
	let o = t.maxConcurrentSubagents, s = t.maxTotalSubagentRuns;
	typeof o == "number" && typeof s == "number" && o > s && e.push({
		path: "maxConcurrentSubagents",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${s} sub-agent runs per turn, so ${o} can never run at once.`
	});
	let c = _M(t.tools), l = hO(c, n.tools);
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
	!u(l) && !r.some((e) => u(hO(c, e.tools))) && e.push({
		path: "mainAgent.tools.message",
		code: "no_writer",
		severity: "error",
		message: "No agent can write the reply: write_message and apply_message_patches are off for the main agent and every sub-agent."
	});
}
function MM(e, t) {
	let n = new Set(vM(t.agents).map((e) => yM(_M(e).id))), r = vM(t.stages).map(_M), i = /* @__PURE__ */ new Set();
	r.forEach((t, n) => {
		vM(t.nodes).forEach((t, r) => {
			let a = _M(t), o = yM(a.id) || yM(a.agent);
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
		for (let r of yM(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)) a.has(r[1]) || e.push({
			path: n,
			code: "unknown_variable",
			severity: "warning",
			message: `Template variable {{${r[1]}}} is neither a built-in variable nor a node id.`
		});
	};
	vM(t.agents).forEach((e, t) => o(_M(e).userPromptTemplate, `agents[${t}].userPromptTemplate`)), r.forEach((t, i) => {
		let a = i === r.length - 1;
		vM(t.nodes).forEach((r, s) => {
			let c = _M(r), l = `stages[${i}].nodes[${s}]`, u = yM(c.agent) || yM(c.id);
			n.has(u) || e.push({
				path: `${l}.agent`,
				code: "unknown_agent",
				severity: "error",
				message: `Node "${yM(c.id)}" runs agent "${u}", which does not exist.`
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
	}), SM(e, t, "nodeIterationMaxRounds", 1, "Node rounds"), SM(e, t, "reviewRerunMaxRounds", 0, "Review reruns");
}
function NM(e, t) {
	let n = vM(t.workers).map(_M);
	new Set(n.map((e) => yM(e.id))).has(yM(t.finalWorkerId)) || e.push({
		path: "finalWorkerId",
		code: "unknown_final_worker",
		severity: "error",
		message: `The final worker "${yM(t.finalWorkerId)}" does not exist.`
	}), TM(e, _M(t.planner).systemPrompt, "planner.systemPrompt", "The planner"), n.forEach((t, n) => TM(e, t.systemPrompt, `workers[${n}].systemPrompt`, `Worker "${yM(t.id)}"`)), SM(e, t, "plannerMaxRounds", 1, "Planner rounds"), SM(e, t, "maxConcurrentWorkers", 1, "Concurrent workers"), SM(e, t, "maxTotalRuns", 1, "Worker runs per turn"), SM(e, t, "workerMaxRounds", 1, "Worker rounds");
	let r = t.maxConcurrentWorkers, i = t.maxTotalRuns;
	typeof r == "number" && typeof i == "number" && r > i && e.push({
		path: "maxConcurrentWorkers",
		code: "limit_unreachable",
		severity: "warning",
		message: `At most ${i} worker runs per turn, so ${r} can never run at once.`
	});
}
function PM(e, t, n = {}) {
	let r = [], i = _M(t), a = n.installedSkills ? new Set(n.installedSkills) : void 0;
	switch (e) {
		case "director":
			jM(r, i), n.extraToolNames && AM(r, i, new Set(n.extraToolNames));
			break;
		case "loop":
			TM(r, _M(i.loopAgent).systemPrompt, "loopAgent.systemPrompt", "The loop agent"), SM(r, i, "maxRounds", 1, "Rounds"), SM(r, i, "wallClockBudgetMs", 1e4, "The wall-clock budget (ms)");
			break;
		case "spec":
			MM(r, i);
			break;
		case "agenda":
			NM(r, i);
			break;
		case "single": TM(r, _M(i.node).systemPrompt, "node.systemPrompt", "The node");
	}
	CM(r, i.skills, "skills", a);
	for (let { path: t, policy: n } of hM(e, i)) n && (CM(r, n, t, a), wM(r, i.skills, n, t, a));
	let o = _M(i.lorebookFilter);
	EM(r, o.bookPattern, "lorebookFilter.bookPattern"), EM(r, o.entryPattern, "lorebookFilter.entryPattern");
	let s = /* @__PURE__ */ new Set();
	return r.filter((e) => {
		let t = `${e.path}|${e.code}|${e.message}`;
		return !s.has(t) && (s.add(t), !0);
	});
}
// src/core/profiles/defaults/shipped-zh.ts
var FM = /* @__PURE__ */ t({
	PRESET_COSTS_ZH: () => LM,
	PRESET_NAMES_ZH: () => IM
}), IM = {
	"default-zh": "默认（无记忆、无搜索）",
	"default-zh-full": "默认（记忆 + 搜索）",
	capsule: "默认"
}, LM = {
	director: {
		"default-zh": "完整回合：4 次串行调用，约为普通回复的 4 倍；仅写手：1 次调用，不到 1 倍。",
		"default-zh-full": "完整回合：4 次串行调用，约为普通回复的 5 倍；仅写手：1 次调用，不到 1 倍。"
	},
	single: "回复前 1 次调用，约为普通回复的 0.7 倍。",
	loop: "回复前 1–2 次调用，约为普通回复的 1.1 倍。",
	spec: "回复前 4 次串行调用，约为普通回复的 3.8 倍。",
	agenda: "回复前 6 次串行调用，约为普通回复的 4.9 倍。"
}, RM = () => FM, zM = [
	{
		id: "default",
		name: "Default (no memory, no search)",
		lang: "en",
		variant: "minimal"
	},
	{
		id: "default-full",
		name: "Default (memory + search)",
		lang: "en",
		variant: "full"
	},
	{
		id: "default-zh",
		get name() {
			return RM().PRESET_NAMES_ZH["default-zh"];
		},
		lang: "zh",
		variant: "minimal"
	},
	{
		id: "default-zh-full",
		get name() {
			return RM().PRESET_NAMES_ZH["default-zh-full"];
		},
		lang: "zh",
		variant: "full"
	}
], BM = [{
	id: "default",
	name: "Default",
	lang: "en"
}, {
	id: "default-zh",
	get name() {
		return RM().PRESET_NAMES_ZH.capsule;
	},
	lang: "zh"
}], VM = {
	director: {
		default: "A full turn: 4 serial calls, about 4× a plain reply; writer only: 1 call, under 1×.",
		"default-full": "A full turn: 4 serial calls, about 5× a plain reply; writer only: 1 call, under 1×."
	},
	single: { default: "One call before the reply, about 0.7× a plain reply." },
	loop: { default: "1–2 calls before the reply, about 1× a plain reply." },
	spec: { default: "4 serial calls before the reply, about 3.7× a plain reply." },
	agenda: { default: "6 serial calls before the reply, about 4.8× a plain reply." }
};
function HM(e, t) {
	let n = RM().PRESET_COSTS_ZH;
	return e === "director" ? n.director[t] : t === "default-zh" ? n[e] : void 0;
}
function UM(e, t) {
	return VM[e][t] ?? HM(e, t);
}
function WM(e) {
	return e === "director" ? zM : BM;
}
function GM(e, t) {
	return EA(e, e === "director" ? eA(t.lang, t.variant ?? "minimal") : Sk(e, t.lang)).profile;
}
function KM(e, t) {
	return WM(e).find((e) => e.lang === t && (e.variant ?? "minimal") === "minimal");
}
function qM(e, t) {
	return {
		activePresetId: KM(e, t).id,
		presets: WM(e).map((t) => ({
			id: t.id,
			name: t.name,
			profile: GM(e, t)
		}))
	};
}
function JM(e) {
	return typeof e == "string" && /^zh(?:$|[-_])/i.test(e.trim()) ? "zh" : "en";
}
var YM = /[\u3400-\u9fff\uf900-\ufaff]/;
function XM(e, t) {
	let n = t ?? {}, r = (Array.isArray(n.skills?.visible) ? n.skills.visible : []).filter((e) => typeof e == "string" && e !== "*" && e !== "+");
	if (r.some((e) => /(?:^|-)zh(?:-|$)/.test(e))) return "zh";
	if (r.some((e) => /(?:^|-)en(?:-|$)/.test(e))) return "en";
	let i = e === "director" ? n.mainAgent?.systemPrompt : e === "loop" ? n.loopAgent?.systemPrompt : e === "agenda" ? n.planner?.systemPrompt : e === "single" ? n.node?.systemPrompt : n.agents?.[0]?.systemPrompt;
	return typeof i == "string" && YM.test(i) ? "zh" : "en";
}
function ZM(e, t) {
	return GM(e, KM(e, t));
}
var QM = /* @__PURE__ */ new Map();
function $M(e, t) {
	let n = `${e}:${XM(e, t)}`, r = QM.get(n);
	return r || QM.set(n, r = ZM(e, XM(e, t))), r;
}
// src/core/llm/request.ts
var eN = class extends Error {
	name = "ChatRequestError";
};
function tN(e, t = {}) {
	if (!e || typeof e != "object") throw new eN("request: expected an object");
	if (typeof e.model != "string") throw new eN("model: expected a string");
	if (!Array.isArray(e.messages) || e.messages.length === 0) throw new eN("messages: expected at least one message");
	let n = e.stream !== !1, r = {
		model: e.model,
		messages: nN(e.messages, t),
		stream: n
	};
	n && t.includeUsage !== !1 && (r.stream_options = { include_usage: !0 });
	let i = e.tools ?? [];
	if (i.length > 0) {
		r.tools = i.map((e, t) => {
			if (!e || typeof e.name != "string" || e.name === "") throw new eN(`tools[${t}].name: expected a non-empty string`);
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
				if (t !== "auto" && t !== "required" && t !== "none") throw new eN(`toolChoice: expected auto, required, none or {name}, got "${t}"`);
				r.tool_choice = t;
			} else {
				if (!t || typeof t.name != "string" || !i.some((e) => e.name === t.name)) throw new eN(`toolChoice.name: "${t?.name}" is not one of the request's tools`);
				r.tool_choice = {
					type: "function",
					function: { name: t.name }
				};
			}
		}
		e.parallelToolCalls !== void 0 && (r.parallel_tool_calls = e.parallelToolCalls);
	} else if (typeof e.toolChoice == "object") throw new eN(`toolChoice.name: "${e.toolChoice.name}" is not one of the request's tools (it has none)`);
	return e.temperature !== void 0 && (r.temperature = e.temperature), e.topP !== void 0 && (r.top_p = e.topP), e.maxTokens !== void 0 && (r.max_tokens = e.maxTokens), e.presencePenalty !== void 0 && (r.presence_penalty = e.presencePenalty), e.frequencyPenalty !== void 0 && (r.frequency_penalty = e.frequencyPenalty), e.topK !== void 0 && (r.top_k = e.topK), e.minP !== void 0 && (r.min_p = e.minP), e.topA !== void 0 && (r.top_a = e.topA), e.repetitionPenalty !== void 0 && (r.repetition_penalty = e.repetitionPenalty), e.seed !== void 0 && (r.seed = e.seed), e.reasoningEffort !== void 0 && (r.reasoning_effort = e.reasoningEffort), e.extraBody && Object.assign(r, e.extraBody), r;
}
function nN(e, t) {
	let n = [], r = [];
	return e.forEach((e, i) => {
		if (!e || typeof e != "object") throw new eN(`messages[${i}]: expected an object`);
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
					return r.push(a), rN(e, a, t, `messages[${i}].toolCalls[${n}]`);
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
				} else if (t = r.shift(), !t) throw new eN(`messages[${i}].toolCallId: empty, and no earlier tool call is waiting for a result`);
				let a = {
					role: "tool",
					tool_call_id: t,
					content: e.content ?? ""
				};
				e.name && (a.name = e.name), n.push(a);
				return;
			}
			default: throw new eN(`messages[${i}].role: expected system, user, assistant or tool, got "${String(e.role)}"`);
		}
	}), n;
}
function rN(e, t, n, r) {
	if (!e || typeof e.name != "string" || e.name === "") throw new eN(`${r}.name: expected a non-empty string`);
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
function iN(e) {
	return e === 408 || e === 409 || e === 429 || e >= 500 && e <= 599;
}
function aN(e, t, n = {}) {
	let r = {
		kind: e,
		message: t,
		retryable: n.retryable ?? !1
	};
	return n.status !== void 0 && (r.status = n.status), n.code !== void 0 && (r.code = n.code), n.param !== void 0 && (r.param = n.param), r;
}
var oN = () => aN("aborted", "The request was aborted."), sN = (e) => aN("stall", `The model stream stalled: no bytes for ${e} ms.`, { retryable: !0 }), cN = (e) => aN("network", `Network error while talking to the model: ${hN(e)}`, { retryable: !0 }), lN = () => aN("protocol", "The model stream ended before the model finished (no finish reason and no [DONE]).", { retryable: !0 }), uN = (e) => aN("protocol", `The model stream sent a frame that is not JSON: ${gN(e, 120)}`), dN = (e) => aN("protocol", `The model answered with a body that is not JSON: ${gN(e, 120)}`), fN = (e) => aN("protocol", `Invalid chat request: ${e}`);
function pN(e, t) {
	let n = e ?? {}, r = typeof n.error == "object" && n.error !== null ? n.error : n, i = typeof r.message == "string" && r.message || typeof n.error == "string" && n.error || typeof n.message == "string" && n.message || typeof n.detail == "string" && n.detail || gN(JSON.stringify(e) ?? String(e), 200), a = typeof r.code == "number" ? r.code : typeof r.status == "number" ? r.status : void 0, o = typeof r.code == "string" && r.code || typeof r.type == "string" && r.type || typeof r.status == "string" && r.status || void 0, s = t ?? a, c = s !== void 0 && iN(s) || o === "overloaded_error" || o === "rate_limit_error" || o === "api_error" || o === "RESOURCE_EXHAUSTED" || o === "UNAVAILABLE", l = t === void 0 ? "" : `HTTP ${t}: `;
	return aN(t === void 0 ? "provider" : "http", `${l}${i}`, {
		status: s,
		retryable: c,
		code: o || void 0,
		param: typeof r.param == "string" && r.param ? r.param : void 0
	});
}
function mN(e, t, n) {
	let r;
	try {
		r = JSON.parse(n);
	} catch {
		return aN("http", `HTTP ${e}: ${n.trim() ? gN(n.trim(), 200) : t || "no details"}`, {
			status: e,
			retryable: iN(e)
		});
	}
	let i = pN(r, e);
	return i.retryable = iN(e), i;
}
function hN(e) {
	if (e instanceof Error) {
		let t = e.cause, n = t instanceof Error ? t.message : typeof t == "string" ? t : "";
		return n && n !== e.message ? `${e.message} (${n})` : e.message;
	}
	return String(e);
}
function gN(e, t) {
	return e.length > t ? `${e.slice(0, t)}…` : e;
}
// src/core/llm/retry.ts
var _N = {
	retries: 2,
	baseMs: 500,
	maxMs: 3e4
};
function vN(e, t, n = Math.random) {
	let r = Math.min(t.maxMs, t.baseMs * 2 ** Math.max(0, e - 1));
	return Math.round(r * (.5 + n() * .5));
}
function yN(e, t = Date.now()) {
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
function bN(e, t) {
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
var xN = /* @__PURE__ */ new Set([
	"index",
	"id",
	"type",
	"function"
]), SN = class {
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
		if (n !== void 0 || i !== void 0 || typeof o != "string") for (let t in e) !xN.has(t) && e[t] !== void 0 && e[t] !== null && ((a.extra ??= {})[t] = e[t]);
		typeof o == "string" ? o !== "" && this.append(a, o) : o != null && this.append(a, JSON.stringify(o)), this.current = a;
	}
	open(e, t, n) {
		let r = this.slots.length, i = {
			n: r,
			id: e ?? `${this.idPrefix ??= CN()}${r}`,
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
function CN() {
	return `call_${Math.random().toString(36).slice(2, 10)}_`;
}
// src/core/llm/decode-state.ts
var wN = class {
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
		} : void 0, this.tools = new SN(this, e);
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
function TN(e) {
	let t = EN(e.prompt_tokens ?? e.input_tokens), n = EN(e.completion_tokens ?? e.output_tokens), r = typeof e.total_tokens == "number" ? e.total_tokens : t + n, i = EN(e.prompt_tokens_details?.cached_tokens ?? e.prompt_cache_hit_tokens ?? e.input_tokens_details?.cached_tokens ?? e.cached_tokens);
	return {
		promptTokens: t,
		completionTokens: n,
		totalTokens: r,
		...i > 0 ? { cachedPromptTokens: i } : {}
	};
}
function EN(e) {
	return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
// src/core/llm/anthropic-format.ts
var DN = {
	end_turn: "stop",
	stop_sequence: "stop",
	tool_use: "tool_calls",
	max_tokens: "length",
	refusal: "content_filter"
}, ON = (e) => e === "message_start" || e === "content_block_start" || e === "content_block_delta" || e === "content_block_stop" || e === "message_delta" || e === "message_stop" || e === "ping", kN = class {
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
				n && (this.toolBlocks.delete(t.index), e.tools.end(n.slot, MN(n.input)));
				return;
			}
			case "message_start": {
				let n = t.message?.usage;
				n && (this.inputTokens = jN(n), this.cachedTokens = EN(n.cache_read_input_tokens), this.outputTokens = EN(n.output_tokens), this.publishUsage(e));
				return;
			}
			case "message_delta": {
				let n = t.delta?.stop_reason;
				typeof n == "string" && (e.finishReason = DN[n] ?? n);
				let r = t.usage;
				r && (typeof r.output_tokens == "number" && (this.outputTokens = r.output_tokens), typeof r.input_tokens == "number" && (this.inputTokens = jN(r)), typeof r.cache_read_input_tokens == "number" && (this.cachedTokens = r.cache_read_input_tokens), this.publishUsage(e));
				return;
			}
			case "message_stop":
				e.done = !0;
				return;
			case "error": return e.fail(pN(t));
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
function AN(e, t) {
	if (t.type === "error") return e.fail(pN(t));
	for (let n of Array.isArray(t.content) ? t.content : []) if (n.type === "text" && n.text) e.text(n.text);
	else if (n.type === "thinking" && n.thinking) e.reasoning(n.thinking);
	else if (n.type === "tool_use") {
		let t = e.tools.open(typeof n.id == "string" && n.id ? n.id : void 0, n.name);
		e.tools.end(t, MN(n.input));
	}
	typeof t.stop_reason == "string" && (e.finishReason = DN[t.stop_reason] ?? t.stop_reason);
	let n = t.usage;
	if (n) {
		let t = jN(n), r = EN(n.output_tokens), i = EN(n.cache_read_input_tokens);
		e.usage = {
			promptTokens: t,
			completionTokens: r,
			totalTokens: t + r,
			...i > 0 ? { cachedPromptTokens: i } : {}
		};
	}
	e.done = !0;
}
function jN(e) {
	return EN(e.input_tokens) + EN(e.cache_creation_input_tokens) + EN(e.cache_read_input_tokens);
}
function MN(e) {
	return e && typeof e == "object" ? JSON.stringify(e) : "{}";
}
// src/core/llm/frame-templates.ts
var NN = 6, PN = 24, FN = 8, IN = 10, LN = 32, RN = "⁣§sentinel§⁣", zN = JSON.stringify(RN), BN = class {
	templates = [];
	budget = PN;
	failedChecks = 0;
	checks = 0;
	frames = 0;
	hits = 0;
	tryApply(e, t) {
		let n = ++this.frames;
		n % FN === 0 && this.budget < PN && this.budget++, n % LN === 0 && this.templates.length > 0 && (this.templates = this.templates.filter((e) => n - e.used < LN));
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
				else return i > 0 && (r[i] = r[0], r[0] = a), this.hits++, a.hits++, a.used = n, VN(t, a, c), !0;
			}
		}
		return !1;
	}
	learn(e, t) {
		if (this.budget <= 0 || this.templates.length >= NN) return;
		let n = UN(t);
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
		if (this.failedChecks >= IN) return !1;
		this.checks++;
		let t;
		try {
			t = JSON.parse(e.prefix + zN + e.suffix);
		} catch {
			t = void 0;
		}
		let n = typeof t == "object" && t ? UN(t) : void 0;
		return n === void 0 || n.kind !== e.kind || n.index !== e.index || n.value !== RN ? (this.failedChecks++, !1) : (e.checked = !0, !0);
	}
};
function VN(e, t, n) {
	n !== "" && (t.kind === "text" ? e.text(n) : t.kind === "reasoning" ? e.reasoning(n) : e.tools.openAiDelta(t.index === void 0 ? { function: { arguments: n } } : {
		index: t.index,
		function: { arguments: n }
	}));
}
var HN = (e) => e == null || e === "";
function UN(e) {
	if (!HN(e.error) || !HN(e.usage)) return;
	let t = e.choices;
	if (!Array.isArray(t) || t.length !== 1) return;
	let n = t[0];
	if (!n || typeof n != "object" || n.index !== void 0 && n.index !== null && n.index !== 0 || !HN(n.finish_reason)) return;
	let r = n.delta;
	if (!r || typeof r != "object") return;
	let i;
	if (!HN(r.content)) {
		if (typeof r.content != "string") return;
		i = {
			kind: "text",
			value: r.content,
			index: void 0
		};
	}
	for (let e of WN) {
		let t = r[e];
		if (!HN(t)) {
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
var WN = ["reasoning_content", "reasoning"], GN = {
	STOP: "stop",
	MAX_TOKENS: "length",
	SAFETY: "content_filter",
	RECITATION: "content_filter",
	BLOCKLIST: "content_filter",
	PROHIBITED_CONTENT: "content_filter",
	SPII: "content_filter",
	IMAGE_SAFETY: "content_filter"
}, KN = (e) => e.candidates !== void 0 || e.usageMetadata !== void 0 || e.promptFeedback !== void 0;
function qN(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(pN(t));
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
	typeof i == "string" && i !== "" && i !== "FINISH_REASON_UNSPECIFIED" ? e.finishReason = GN[i] ?? i.toLowerCase() : !n && t.promptFeedback?.blockReason && (e.finishReason = "content_filter");
	let a = t.usageMetadata;
	if (a) {
		let t = EN(a.promptTokenCount), n = EN(a.candidatesTokenCount) + EN(a.thoughtsTokenCount), r = EN(a.cachedContentTokenCount);
		e.usage = {
			promptTokens: t,
			completionTokens: n,
			totalTokens: typeof a.totalTokenCount == "number" ? a.totalTokenCount : t + n,
			...r > 0 ? { cachedPromptTokens: r } : {}
		};
	}
}
// src/core/llm/openai-format.ts
function JN(e, t) {
	let n = t.choices;
	if (t.error !== void 0 && t.error !== null || n === void 0 && (typeof t.message == "string" || t.detail !== void 0)) return e.fail(pN(t));
	if (Array.isArray(n) && n.length > 0) {
		let t = n.length === 1 ? n[0] : ZN(n);
		if (t) {
			let n = t.delta ?? t.message;
			n && XN(e, n);
			let r = t.finish_reason;
			typeof r == "string" && r !== "" && (e.finishReason = r, e.tools.endAll());
		}
	}
	let r = t.usage;
	typeof r == "object" && r && (e.usage = TN(r));
}
function YN(e, t) {
	if (t.error !== void 0 && t.error !== null) return e.fail(pN(t));
	let n = Array.isArray(t.choices) ? ZN(t.choices) : void 0;
	if (n) {
		let t = n.message ?? n.delta;
		t && XN(e, t), typeof n.finish_reason == "string" && n.finish_reason !== "" && (e.finishReason = n.finish_reason);
	}
	t.usage && typeof t.usage == "object" && (e.usage = TN(t.usage)), e.done = !0;
}
function XN(e, t) {
	let n = t.content;
	typeof n == "string" && n !== "" && e.text(n);
	let r = t.reasoning_content;
	typeof r == "string" && r !== "" ? e.reasoning(r) : typeof t.reasoning == "string" && t.reasoning !== "" && e.reasoning(t.reasoning);
	let i = t.tool_calls;
	if (Array.isArray(i)) for (let t = 0; t < i.length; t++) e.tools.openAiDelta(i[t]);
}
function ZN(e) {
	for (let t of e) if (t && (t.index === void 0 || t.index === null || t.index === 0)) return t;
}
// src/core/llm/utf8-chunks.ts
var QN = new TextDecoder("utf-8", { ignoreBOM: !0 }), $N = 65279, eP = { stream: !0 }, tP = class {
	carry;
	atStart = !0;
	streaming;
	useStreaming = !1;
	decode(e) {
		let t = e, n = this.carry;
		if (n !== void 0 && (t = new Uint8Array(n.length + e.length), t.set(n), t.set(e, n.length), this.carry = void 0), this.useStreaming) {
			let e = this.streamingDecoder().decode(t, eP);
			return t.length > 0 && e.length === t.length && nP(t) === t.length && (this.useStreaming = !1), this.start(e);
		}
		let r = nP(t);
		if (r < t.length && (this.carry = t.slice(r), t = t.subarray(0, r)), r === 0) return "";
		let i = QN.decode(t);
		return i.length !== r && (this.useStreaming = !0, this.carry !== void 0 && (i += this.streamingDecoder().decode(this.carry, eP), this.carry = void 0)), this.start(i);
	}
	end() {
		if (this.useStreaming) return this.useStreaming = !1, this.streaming === void 0 ? "" : this.start(this.streaming.decode());
		let e = this.carry;
		return e === void 0 ? "" : (this.carry = void 0, this.start(QN.decode(e)));
	}
	streamingDecoder() {
		return this.streaming ??= new TextDecoder("utf-8", { ignoreBOM: !0 });
	}
	start(e) {
		return !this.atStart || e.length === 0 ? e : (this.atStart = !1, e.charCodeAt(0) === $N ? e.slice(1) : e);
	}
};
function nP(e) {
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
var rP = 10, iP = 13, aP = 58, oP = 32, sP = class {
	decoder = new tP();
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
		if (this.skipLF && (this.skipLF = !1, e.charCodeAt(0) === rP && (t = 1)), this.pending.length > 0) {
			let n = lP(e, t);
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
			else if (cP(e, t)) {
				let r = e.charCodeAt(t + 5) === oP ? t + 6 : t + 5, i = e.slice(r, n);
				if (this.hasData) this.data += "\n" + i;
				else if (e.charCodeAt(n + 1) === rP) {
					let r = this.event;
					this.event = "", t = n + 2, n = e.indexOf("\n", t), this.onEvent(i, r);
					continue;
				} else this.data = i, this.hasData = !0;
			} else e.charCodeAt(t) !== aP && this.field(e.slice(t, n));
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
		if (e.charCodeAt(t) === iP) {
			if (t + 1 === e.length) return this.skipLF = !0, t + 1;
			if (e.charCodeAt(t + 1) === rP) return t + 2;
		}
		return t + 1;
	}
	line(e, t, n) {
		if (t === n) return this.dispatch();
		if (cP(e, t)) {
			let r = e.charCodeAt(t + 5) === oP ? t + 6 : t + 5, i = e.slice(r, n);
			this.hasData ? this.data += "\n" + i : (this.data = i, this.hasData = !0);
		} else e.charCodeAt(t) !== aP && this.field(e.slice(t, n));
	}
	field(e) {
		let t = e.indexOf(":"), n = t === -1 ? e : e.slice(0, t), r = t === -1 ? "" : e.slice(t + 1);
		r.charCodeAt(0) === oP && (r = r.slice(1)), n === "event" ? this.event = r : n === "data" && (this.data = this.hasData ? this.data + "\n" + r : r, this.hasData = !0);
	}
	dispatch() {
		if (this.hasData) {
			let e = this.data, t = this.event;
			this.data = "", this.hasData = !1, this.event = "", this.onEvent(e, t);
		} else this.event = "";
	}
};
function cP(e, t) {
	return e.charCodeAt(t) === 100 && e.charCodeAt(t + 1) === 97 && e.charCodeAt(t + 2) === 116 && e.charCodeAt(t + 3) === 97 && e.charCodeAt(t + 4) === aP;
}
function lP(e, t) {
	let n = e.indexOf("\n", t), r = e.indexOf("\r", t);
	return r === -1 ? n : n === -1 || r < n ? r : n;
}
// src/core/llm/stream-decoder.ts
var uP = class {
	state;
	framer;
	apply;
	fastPaths;
	templates;
	ended;
	constructor(e = {}) {
		this.state = new wN(e.idPrefix, e.collect === !0), this.fastPaths = e.fastPaths !== !1, this.framer = new sP((e, t) => this.onFrame(e, t));
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
		e.done || this.framer.end(), !e.error && !e.done && e.finishReason === null && e.fail(lN());
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
			n.fail(t === "error" ? pN({ message: e }) : uN(e));
			return;
		}
		if (typeof i != "object" || !i) {
			n.fail(uN(e));
			return;
		}
		let a = i;
		a.error !== void 0 && a.error !== null ? n.fail(pN(a)) : ((this.apply ??= this.sniff(a, t))(a, t), this.templates !== void 0 && this.templates.learn(e, a));
	}
	sniff(e, t) {
		return ON(e.type) || ON(t) ? this.applierFor("anthropic") : e.choices === void 0 && KN(e) ? this.applierFor("gemini") : this.applierFor("openai");
	}
	applierFor(e) {
		let t = this.state;
		if (e === "anthropic") {
			let e = new kN();
			return (n) => e.apply(t, n);
		}
		return e === "gemini" ? (e) => qN(t, e) : (this.fastPaths && (this.templates = new BN()), (e) => JN(t, e));
	}
};
function dP(e, t = {}) {
	let n = new wN(t.idPrefix), r;
	try {
		r = JSON.parse(e);
	} catch {
		n.fail(dN(e));
	}
	if (!n.error) {
		if (Array.isArray(r)) for (let e of r) e && typeof e == "object" && !n.error && qN(n, e);
		else if (typeof r != "object" || !r) n.fail(dN(e));
		else {
			let t = r;
			t.error !== void 0 && t.error !== null ? n.fail(pN(t)) : Array.isArray(t.choices) ? YN(n, t) : t.type === "message" || Array.isArray(t.content) ? AN(n, t) : KN(t) ? qN(n, t) : n.fail(dN(e));
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
function fP(e, t = {}) {
	let n = new uP({
		format: t.format,
		idPrefix: t.idPrefix,
		fastPaths: t.fastPaths,
		collect: !0
	});
	for (let t of e) if (typeof t == "string" ? n.feedText(t) : n.feed(t), n.finished) break;
	return n.end(), n.completion();
}
function pP(e, t = {}) {
	let n = new uP(t), r = [];
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
var mP = class {
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
}, hP = 12e4;
async function* gP(e, t) {
	let n = performance.now(), r = 0, i = -1, a = (e) => ({
		type: "finish",
		reason: e,
		timing: {
			firstByteMs: i >= 0 ? yP(i - n) : -1,
			durationMs: yP(performance.now() - n),
			attempts: r
		}
	}), o;
	try {
		if (!t || typeof t.endpoint != "string" || t.endpoint === "") throw Error("endpoint: expected a URL");
		let n = tN(e, t.provider);
		t.transformBody && (n = t.transformBody(n, e)), o = JSON.stringify(n);
	} catch (e) {
		yield {
			type: "error",
			error: fN(e instanceof Error ? e.message : String(e))
		}, yield a("error");
		return;
	}
	let s = t.signal;
	if (s?.aborted) {
		yield {
			type: "error",
			error: oN()
		}, yield a("aborted");
		return;
	}
	let c = {
		retries: t.retries ?? _N.retries,
		baseMs: t.retryBaseMs ?? _N.baseMs,
		maxMs: t.retryMaxMs ?? _N.maxMs
	}, l = t.wait ?? bN, u = {
		endpoint: t.endpoint,
		body: o,
		stream: e.stream !== !1,
		signal: s,
		headers: t.headers,
		fetch: t.fetch ?? globalThis.fetch.bind(globalThis),
		stallMs: t.stallTimeoutMs ?? 12e4,
		format: t.format ?? "auto",
		idPrefix: t.idPrefix ?? CN(),
		firstByteAt: -1,
		contentSent: !1
	};
	for (;;) {
		r++, u.firstByteAt = -1, u.contentSent = !1;
		let e = yield* _P(u);
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
		let f = d ?? vN(r, c), p = {
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
				error: oN()
			}, yield a("aborted");
			return;
		}
		if (s?.aborted) {
			yield {
				type: "error",
				error: oN()
			}, yield a("aborted");
			return;
		}
	}
}
async function* _P(e) {
	let t = new AbortController(), n = e.signal, r = () => t.abort(n?.reason);
	n?.addEventListener("abort", r, { once: !0 });
	let i = !1, a = e.stallMs > 0 ? new mP(e.stallMs, () => {
		i = !0, t.abort();
	}) : void 0, o = (t) => ({ error: n?.aborted ? oN() : i ? sN(e.stallMs) : cN(t) }), s, c = async (t) => {
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
		if (n?.aborted) return { error: oN() };
		let r;
		try {
			r = typeof e.headers == "function" ? await e.headers() : e.headers;
		} catch (e) {
			return { error: fN(`headers: ${e instanceof Error ? e.message : String(e)}`) };
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
				error: mN(u.status, u.statusText, e),
				retryAfterMs: yN(u.headers)
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
			let n = dP(t, { idPrefix: e.idPrefix });
			for (let t of n.events) vP(t) && (e.contentSent = !0), yield t;
			return n.error ? { error: n.error } : { reason: n.reason };
		}
		if (!u.body) return { error: aN("protocol", "The model answered 200 with no body.", { retryable: !0 }) };
		s = u.body.getReader();
		let f = new uP({
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
				!e.contentSent && vP(r) && (e.contentSent = !0), yield r;
			}
			if (f.finished) break;
		}
		let p = f.end();
		for (let t of p.events) vP(t) && (e.contentSent = !0), yield t;
		return p.error ? { error: p.error } : { reason: p.reason };
	} finally {
		a?.stop(), n?.removeEventListener("abort", r), s && s.cancel().catch(() => void 0), t.abort();
	}
}
function vP(e) {
	let t = e.type;
	return t === "text-delta" || t === "reasoning-delta" || t === "tool-call-start" || t === "tool-call-delta" || t === "tool-call-end";
}
function yP(e) {
	return Math.round(e * 10) / 10;
}
// src/core/llm/collect.ts
var bP = class {
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
async function xP(e) {
	let t = new bP();
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
function SP(e) {
	let t = e.endpoint ?? (e.baseUrl ? wP(e.baseUrl, "chat/completions") : "");
	if (!t) throw TypeError("createModelClient: give `endpoint` (full URL) or `baseUrl`");
	let { apiKey: n, headers: r, baseUrl: i, endpoint: a, ...o } = e, s = n ? async () => ({
		...typeof r == "function" ? await r() : r,
		authorization: `Bearer ${n}`
	}) : r;
	return (e, { signal: n, stallTimeoutMs: r } = {}) => gP(e, {
		...o,
		endpoint: t,
		headers: s,
		signal: n,
		...r === void 0 ? {} : { stallTimeoutMs: r }
	});
}
async function CP(e) {
	let t = e.fetch ?? globalThis.fetch.bind(globalThis), n = {
		accept: "application/json",
		...e.headers
	};
	e.apiKey && (n.authorization = `Bearer ${e.apiKey}`);
	let r = await t(wP(e.baseUrl, "models"), {
		headers: n,
		signal: e.signal
	});
	if (!r.ok) throw Error(`GET models: HTTP ${r.status}`);
	let i = await r.json();
	return (Array.isArray(i.data) ? i.data : []).map((e) => e?.id).filter((e) => typeof e == "string");
}
function wP(e, t) {
	return `${e.replace(/\/+$/, "")}/${t}`;
}
// src/core/llm/tool-arguments.ts
var TP = 131072, EP = 64;
function DP(e, t = 64) {
	let n = 0, r = 0, i = !1;
	for (let a = 0; a < e.length; a++) {
		let o = e.charCodeAt(a);
		if (i) o === 92 ? a++ : o === 34 && (i = !1);
		else if (o === 34) i = !0;
		else if (o === 123 || o === 91) {
			if (++n > r && (r = n, r > t)) return r;
		} else (o === 125 || o === 93) && n--;
	}
	return r;
}
function OP(e) {
	let t = (e.arguments ?? "").trim();
	if (t === "") return {
		ok: !0,
		value: {}
	};
	let n = /^```[a-zA-Z]*\s*([\s\S]*?)\s*```$/.exec(t);
	n && (t = n[1]);
	let r = (t) => DP(t) > 64 ? {
		ok: !1,
		error: `The arguments for tool "${e.name}" nest objects or arrays more than 64 levels deep; nothing was done. Call the tool again with flatter arguments.`
	} : null, i = r(t);
	if (i) return i;
	let a;
	try {
		if (a = JSON.parse(t), typeof a == "string" && /^\s*\{/.test(a)) {
			let e = r(a);
			if (e) return e;
			a = JSON.parse(a);
		}
	} catch (t) {
		let n = t instanceof Error ? t.message : String(t);
		return {
			ok: !1,
			error: `The arguments for tool "${e.name}" are not valid JSON (${n}). Call the tool again with a single JSON object. Received: ${gN(e.arguments, 300)}`
		};
	}
	return typeof a != "object" || !a || Array.isArray(a) ? {
		ok: !1,
		error: `The arguments for tool "${e.name}" must be a JSON object, not ${a === null ? "null" : Array.isArray(a) ? "an array" : typeof a}. Received: ${gN(e.arguments, 300)}`
	} : {
		ok: !0,
		value: a
	};
}
// src/core/llm/tool-rejection.ts
var kP = /* @__PURE__ */ new Set([
	400,
	404,
	422,
	500,
	501
]), AP = /* @__PURE__ */ new Set([
	"tools",
	"tool_choice",
	"functions",
	"function_call",
	"parallel_tool_calls"
]), jP = /* @__PURE__ */ new Set([
	"tools_not_supported",
	"tool_use_not_supported",
	"unsupported_tools",
	"function_calling_not_supported"
]), MP = /\b(tools?|tool[ _-]?(choice|calls?|calling|use)|function[ _-]?call(s|ing)?)\b/i, NP = /\b(rate limit|quota|context length|maximum context|too many tokens|api key|unauthori[sz]ed)\b/i;
function PP(e) {
	return !e || e.kind !== "http" && e.kind !== "provider" || e.status !== void 0 && !kP.has(e.status) ? !1 : e.param && AP.has(e.param.replace(/\[.*$/, "")) || e.code && jP.has(e.code) ? !0 : e.status !== void 0 && MP.test(e.message) && !NP.test(e.message);
}
// src/core/llm/text-tools.ts
var FP = "tool_call_not_understood", IP = "troupeTextProtocolHint", LP = "```tool_call\n{\"name\": \"<tool name>\", \"arguments\": {…}}\n```", RP = TP + 1024, zP = /^[ \t]*(`{3,}|~{3,})[ \t]*([A-Za-z_-]*)[^\n]*$/, BP = /* @__PURE__ */ new Set([
	"tool_call",
	"tool-call",
	"toolcall",
	"tool_calls"
]), VP = "<tool_call>", HP = "</tool_call>", UP = /* @__PURE__ */ new Set([
	"“",
	"「",
	"『",
	"«"
]), WP = /* @__PURE__ */ new Set([
	"”",
	"」",
	"』",
	"»"
]), GP = class {
	straight = !1;
	depth = 0;
	get open() {
		return this.straight || this.depth > 0;
	}
	reset() {
		this.straight = !1, this.depth = 0;
	}
	read(e) {
		for (let t of e) t === "\"" ? this.straight = !this.straight : UP.has(t) ? this.depth++ : WP.has(t) && this.depth > 0 && this.depth--;
	}
};
function KP(e) {
	let t = [], n = new GP(), r = null, i = 0;
	for (let a of e.split("\n")) {
		let o = i + a.length, s = Math.min(e.length, o + 1);
		if (r?.fence) {
			let n = a.trim();
			if (n.length >= r.fence.length && n === n[0].repeat(n.length) && n[0] === r.fence[0]) {
				let n = r.label.toLowerCase();
				t.push({
					start: r.start,
					end: s,
					body: e.slice(r.bodyStart, i),
					kind: BP.has(n) ? "label" : n === "json" || n === "" ? "json" : "other",
					closed: !0,
					quoted: r.quoted
				}), r = null;
			}
		} else if (r) {
			let n = a.indexOf(HP);
			if (n !== -1) {
				let o = a.slice(n + 12).trim() === "";
				t.push({
					start: r.start,
					end: s,
					body: e.slice(r.bodyStart, i + n),
					kind: o ? "label" : "other",
					closed: !0,
					quoted: r.quoted
				}), r = null;
			}
		} else if (!a.trim()) n.reset();
		else {
			let e = zP.exec(a), c = a.trimStart();
			if (e) r = {
				start: i,
				fence: e[1],
				label: e[2] ?? "",
				bodyStart: s,
				quoted: n.open
			};
			else if (c.startsWith(VP) && /^\s*(\{|$)/.test(c.slice(11))) {
				let e = o - c.length + 11, l = c.slice(11), u = l.indexOf(HP);
				if (u === -1) r = {
					start: i,
					fence: null,
					label: "tool_call",
					bodyStart: e,
					quoted: n.open
				};
				else {
					let e = l.slice(u + 12).trim() === "";
					t.push({
						start: i,
						end: s,
						body: l.slice(0, u),
						kind: e ? "label" : "other",
						closed: !0,
						quoted: n.open
					}), e || n.read(a);
				}
			} else n.read(a);
		}
		i = o + 1;
	}
	return r && (r.fence === null || BP.has(r.label.toLowerCase())) && t.push({
		start: r.start,
		end: e.length,
		body: e.slice(r.bodyStart),
		kind: "label",
		closed: !1,
		quoted: r.quoted
	}), t;
}
function qP(e) {
	return /^\s*\{\s*"(?:name|tool)"\s*:\s*"([^"\\]{1,200})"/.exec(e.slice(0, 300))?.[1]?.trim();
}
function JP(e) {
	let t = e.trim();
	if (!t) return {
		ok: !1,
		why: "it is empty"
	};
	if (t.length > RP) return {
		ok: !1,
		bounds: !0,
		why: `it is ${t.length} characters long; a call's arguments may be at most ${TP} characters (split long text over several calls, or shorten it)`
	};
	let n = "its JSON nests objects or arrays more than 64 levels deep; give flatter arguments";
	if (DP(t) > 64) return {
		ok: !1,
		bounds: !0,
		why: n
	};
	let r;
	try {
		r = JSON.parse(t);
	} catch (e) {
		return {
			ok: !1,
			why: `it is not one JSON object (${e instanceof Error ? e.message : String(e)}); put each call in its own block`
		};
	}
	if (!r || typeof r != "object" || Array.isArray(r)) return {
		ok: !1,
		why: "it is not a JSON object"
	};
	let i = r, a = typeof i.name == "string" ? i.name.trim() : typeof i.tool == "string" ? i.tool.trim() : "";
	if (!a) return {
		ok: !1,
		why: "it has no \"name\" naming the tool"
	};
	let o = i.arguments ?? i.args ?? i.parameters ?? i.input ?? {}, s = o;
	if (typeof o == "string") {
		if (DP(o) > 64) return {
			ok: !1,
			bounds: !0,
			why: n
		};
		try {
			s = o.trim() ? JSON.parse(o) : {};
		} catch {
			return {
				ok: !1,
				why: `the arguments of ${a} are a string that is not JSON; give them as a JSON object`
			};
		}
	}
	if (!s || typeof s != "object" || Array.isArray(s)) return {
		ok: !1,
		why: `the arguments of ${a} are not a JSON object`
	};
	let c = JSON.stringify(s);
	return c.length > 131072 ? {
		ok: !1,
		why: `the arguments of ${a} are ${c.length} characters long; at most ${TP} are accepted (split long text over several calls, or shorten it)`
	} : {
		ok: !0,
		call: {
			name: a,
			arguments: c
		}
	};
}
function YP(e, t) {
	let n = /\n*$/.exec(e)[0].length, r = /^\n*/.exec(t)[0].length;
	return n + r <= 2 ? e + t : e.slice(0, e.length - n) + "\n\n" + t.slice(r);
}
function XP(e, t) {
	if (!t.length) return e;
	let n = [], r = 0;
	for (let i of t) n.push(e.slice(r, i.start)), r = i.end;
	n.push(e.slice(r));
	let i = n.reduce(YP);
	return n[0].trim() || (i = i.trimStart()), n[n.length - 1].trim() || (i = i.trimEnd()), i;
}
function ZP(e, t = /* @__PURE__ */ new Set()) {
	let n = KP(e).filter((e) => !e.quoted && e.kind !== "other"), r = /* @__PURE__ */ new Map(), i = e.length;
	for (let a = n.length - 1; a >= 0; a--) {
		let o = n[a];
		if (e.slice(o.end, i).trim()) break;
		if (o.kind === "json") {
			let e = JP(o.body), n = e.ok ? e.call.name : e.bounds ? qP(o.body) : void 0;
			if (!n || !t.has(n)) break;
			r.set(o, e);
		}
		i = o.start;
	}
	let a = [], o = [], s = [], c = 0;
	for (let e of n) {
		if (e.kind === "json" && !r.has(e)) continue;
		if (c++, s.push(e), !e.closed) {
			o.push(`tool_call block ${c} is not closed (end it with \`\`\` on its own line)`);
			continue;
		}
		let t = r.get(e) ?? JP(e.body);
		t.ok ? a.push(t.call) : o.push(`tool_call block ${c}: ${t.why}`);
	}
	if (s.length === 0 && e.trimStart().startsWith("{")) {
		let n = JP(e);
		if (n.ok && t.has(n.call.name)) return {
			prose: "",
			calls: [n.call]
		};
		let r = n.ok ? void 0 : n.bounds && qP(e);
		if (!n.ok && r && t.has(r)) return {
			prose: "",
			calls: [],
			problem: QP([`the call: ${n.why}`])
		};
	}
	let l = XP(e, s);
	return o.length ? {
		prose: l,
		calls: [],
		problem: QP(o)
	} : {
		prose: l,
		calls: a
	};
}
function QP(e) {
	return `Your tool call could not be read, so nothing was run: ${e.join("; ")}. Write each call as its own block, on its own lines, exactly:\n${LP}`;
}
function $P(e) {
	return [
		"## Tools",
		"You can call the tools below. To call one, write a block exactly like this, on its own lines (the block holds one JSON object and nothing else):",
		LP,
		"Write one block per call; several blocks call several tools, in order. After your blocks, stop: the results come back in the next message. Never write a result yourself.",
		"Only such a block is a call. A block inside a character's quoted line, a sentence that mentions tool_call, or a ```json block in the middle of your text is story text: it calls nothing and is shown to the reader as written.",
		"Tools:",
		...e.map((e) => `- ${e.name}: ${e.description.trim() || "(no description)"}\n  arguments (JSON Schema): ${JSON.stringify(e.parameters ?? {
			type: "object",
			properties: {}
		})}`)
	].join("\n");
}
function eF(e) {
	let t;
	try {
		t = e.arguments.trim() ? JSON.parse(e.arguments) : {};
	} catch {
		t = e.arguments;
	}
	return `\`\`\`tool_call\n${JSON.stringify({
		name: e.name,
		arguments: t
	})}\n\`\`\``;
}
function tF(e) {
	let t = e.tools ?? [], { tools: n, toolChoice: r, parallelToolCalls: i, ...a } = e, o = /* @__PURE__ */ new Map(), s = /* @__PURE__ */ new Map(), c = [];
	for (let t of e.messages) if (t.role === "assistant" && t.toolCalls?.length) {
		let e = [];
		for (let n of t.toolCalls) {
			s.set(n.id, n.name);
			let t = n.extra?.[IP];
			n.name === "tool_call_not_understood" && typeof t == "string" ? o.set(n.id, t) : e.push(eF(n));
		}
		c.push({
			role: "assistant",
			content: [t.content?.trim(), ...e].filter(Boolean).join("\n\n")
		});
	} else if (t.role === "tool") {
		let e = t.toolCallId ?? "", n = o.get(e) ?? `Result of ${s.get(e) ?? t.name ?? "the tool"}:\n${t.content ?? ""}`, r = c[c.length - 1];
		r && r.role === "user" && r.results ? r.content = `${r.content}\n\n${n}` : c.push(Object.assign({
			role: "user",
			content: n
		}, { results: !0 }));
	} else c.push({ ...t });
	for (let e of c) delete e.results;
	if (t.length) {
		let e = $P(t), n = c.findIndex((e) => e.role === "system");
		n === -1 ? c.unshift({
			role: "system",
			content: e
		}) : c[n] = {
			...c[n],
			content: `${c[n].content ?? ""}\n\n${e}`
		};
	}
	return {
		...a,
		messages: c
	};
}
var nF = [
	"```",
	"~~~",
	VP
];
function rF(e, t) {
	if (t === 0 && /^\s*\{/.test(e)) return {
		safe: 0,
		held: !0
	};
	let n = e.lastIndexOf("\n", t - 1) + 1;
	for (;;) {
		let t = e.indexOf("\n", n), r = (t === -1 ? e.slice(n) : e.slice(n, t)).trimStart();
		if (nF.some((e) => r.startsWith(e))) return {
			safe: n,
			held: !0
		};
		if (t === -1) return {
			safe: nF.some((e) => e.startsWith(r)) ? n : e.length,
			held: !1
		};
		n = t + 1;
	}
}
function iF(e, t) {
	let n = Math.min(e.length, t.length), r = 0;
	for (; r < n && e.charCodeAt(r) === t.charCodeAt(r);) r++;
	return r;
}
async function* aF(e, t, n) {
	let r = "", i = 0, a = !1;
	for await (let o of e) {
		if (o.type === "retry") {
			r = "", i = 0, a = !1, yield o;
			continue;
		}
		if (o.type === "text-delta") {
			if (r += o.text, !a) {
				let e = rF(r, i);
				a = e.held, e.safe > i && (yield {
					type: "text-delta",
					text: r.slice(i, e.safe)
				}, i = e.safe);
			}
			continue;
		}
		if (o.type !== "finish") {
			yield o;
			continue;
		}
		let e = ZP(r, t), s = e.prose.slice(iF(e.prose, r.slice(0, i)));
		s && (yield {
			type: "text-delta",
			text: s
		});
		let c = e.problem ? [{
			id: n(),
			name: FP,
			arguments: "{}",
			extra: { [IP]: e.problem }
		}] : e.calls.map((e) => ({
			id: n(),
			name: e.name,
			arguments: e.arguments
		})), l = 0;
		for (let e of c) yield {
			type: "tool-call-start",
			index: l,
			id: e.id,
			name: e.name
		}, yield {
			type: "tool-call-delta",
			index: l,
			id: e.id,
			argumentsDelta: e.arguments
		}, yield {
			type: "tool-call-end",
			index: l,
			call: e
		}, l++;
		yield {
			...o,
			reason: c.length && o.reason !== "error" && o.reason !== "aborted" ? "tool_calls" : o.reason
		};
	}
}
function oF(e) {
	let t = e.name === "tool_call_not_understood" ? e.extra?.[IP] : void 0;
	return typeof t == "string" ? t : void 0;
}
var sF = 0;
function cF(e, t, n = {}) {
	if (t === "native") return e;
	let r = () => `call_text_${(++sF).toString(36)}`, i = (t, n) => aF(e(tF(t), n), new Set((t.tools ?? []).map((e) => e.name)), r);
	return (r, a) => (async function* () {
		if (!((r.tools?.length ?? 0) > 0 || r.messages.some((e) => e.toolCalls?.length))) {
			yield* e(r, a);
			return;
		}
		if (t === "text" || n.textMode) {
			yield* i(r, a);
			return;
		}
		let o = !1, s = [];
		for await (let t of e(r, a)) if (t.type === "error" && !o && PP(t.error)) s.push(t);
		else {
			if (s.length && t.type === "finish") {
				n.textMode = !0, yield* i(r, a);
				return;
			}
			(t.type === "text-delta" || t.type === "reasoning-delta" || t.type.startsWith("tool-call")) && (o = !0), yield t;
		}
		for (let e of s) yield e;
	})();
}
// src/core/llm/usage.ts
var lF = () => ({
	promptTokens: 0,
	completionTokens: 0,
	totalTokens: 0
});
function uF(e, t) {
	return t && (e.promptTokens += t.promptTokens, e.completionTokens += t.completionTokens, e.totalTokens += t.totalTokens, t.cachedPromptTokens && (e.cachedPromptTokens = (e.cachedPromptTokens ?? 0) + t.cachedPromptTokens)), e;
}
// src/core/agent/tool-input.ts
var dF = class extends Error {
	name = "ToolDefinitionError";
}, fF = 16384, pF = (e) => typeof e == "object" && !!e && !Array.isArray(e);
function mF(e) {
	return e instanceof R ? null : pF(e._zod) ? "zod4" : pF(e._def) && typeof e.safeParse == "function" ? "zod3" : null;
}
function hF(e, t) {
	if (e == null) return H({});
	if (e instanceof R) {
		if (!(e instanceof jg)) throw new dF(`${t}: parameters must be an object schema (z.object({…})), so the model sends one JSON object.`);
		return _F(e, t);
	}
	if (!pF(e)) throw new dF(`${t}: parameters must be a JSON Schema object or a zod schema.`);
	let n = mF(e);
	if (n === "zod3") throw new dF(`${t}: parameters is a zod 3 schema, which Troupe cannot read. Build it with Troupe.z (zod 4, the copy Troupe uses) or pass a JSON Schema.`);
	return n === "zod4" ? _F(yF(e, t), t) : (gF(e, t), _F(vF(e, t), t));
}
function gF(e, t) {
	for (let { path: n, pattern: r } of LT(e)) {
		let e = NT(r);
		if (e) throw new dF(`${t}: the pattern ${JSON.stringify(r.length > 80 ? `${r.slice(0, 80)}…` : r)} at ${n || "/"} cannot be used: ${e}.`);
	}
}
function _F(e, t) {
	return gF(WT(e), t), e;
}
function vF(e, t) {
	let n;
	try {
		n = JSON.stringify(e);
	} catch {
		throw new dF(`${t}: parameters is not plain JSON data.`);
	}
	if (n.length > 16384) throw new dF(`${t}: parameters is ${n.length} characters of JSON; at most ${fF} are accepted.`);
	let r = e.type;
	if (!(r === "object" || r === void 0 && pF(e.properties))) throw new dF(`${t}: parameters must describe an object (type "object" with properties), so the model sends one JSON object; got ${r === void 0 ? "no type" : `type ${JSON.stringify(r)}`}.`);
	let { $schema: i, ...a } = JSON.parse(n), o;
	try {
		o = wv({
			...a,
			type: "object"
		});
	} catch (e) {
		throw new dF(`${t}: parameters is not a JSON Schema Troupe can use: ${e instanceof Error ? e.message : String(e)}`);
	}
	return o;
}
function yF(e, t) {
	let n = e;
	if (typeof n.toJSONSchema != "function" || typeof n.safeParse != "function") throw new dF(`${t}: parameters comes from another zod copy that cannot describe itself as JSON Schema. Build it with Troupe.z or pass a JSON Schema.`);
	let r;
	try {
		r = n.toJSONSchema({
			io: "input",
			unrepresentable: "any"
		});
	} catch (e) {
		throw new dF(`${t}: parameters (from another zod copy) could not be turned into JSON Schema: ${e instanceof Error ? e.message : String(e)}. Build it with Troupe.z or pass a JSON Schema.`);
	}
	if (!pF(r)) throw new dF(`${t}: parameters (from another zod copy) gave no JSON Schema object.`);
	return vF(r, t).transform((e, t) => {
		let r = n.safeParse(e);
		if (r.success) return r.data;
		for (let e of r.error.issues) t.addIssue({
			code: "custom",
			message: e.message ?? "invalid",
			path: e.path ?? []
		});
		return ct;
	});
}
// src/core/agent/abort.ts
var bF = class extends Error {
	constructor(e = "aborted") {
		super(e), this.name = "AbortError";
	}
};
function xF(e) {
	return e instanceof bF || typeof e == "object" && !!e && e.name === "AbortError";
}
function SF(e, t) {
	return t ? t.aborted ? (Promise.resolve(e).catch(() => {}), Promise.reject(new bF())) : new Promise((n, r) => {
		let i = () => {
			r(new bF());
		};
		t.addEventListener("abort", i, { once: !0 }), Promise.resolve(e).then((e) => {
			t.removeEventListener("abort", i), n(e);
		}, (e) => {
			t.removeEventListener("abort", i), r(e);
		});
	}) : Promise.resolve(e);
}
function CF(e) {
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
async function wF(e, t, n, r = {}, i = {}) {
	let a = new bP(), o;
	try {
		if (n?.aborted) throw new bF();
		for (o = e(t, {
			...i,
			signal: n
		})[Symbol.asyncIterator]();;) {
			let e = await SF(o.next(), n);
			if (e.done) break;
			let t = e.value;
			if (t.type === "error" && (t.error.kind === "aborted" || n?.aborted)) throw new bF(t.error.message);
			a.add(t), t.type === "text-delta" ? r.onTextDelta?.(t.text) : t.type === "reasoning-delta" ? r.onReasoningDelta?.(t.text) : t.type === "retry" && r.onRetry?.({
				attempt: t.attempt,
				delayMs: t.delayMs,
				error: t.error
			});
		}
	} catch (e) {
		if (n?.aborted) throw new bF();
		if (e instanceof bF) throw e;
		a.add({
			type: "error",
			error: {
				message: e instanceof Error ? e.message : String(e),
				kind: "network",
				retryable: !1
			}
		});
	} finally {
		o?.return && Promise.resolve().then(() => o.return()).catch(() => {});
	}
	if (n?.aborted) throw new bF();
	return a.result();
}
// src/core/agent/arguments.ts
function TF(e) {
	let t = OP(e);
	return t.ok ? {
		ok: !0,
		args: t.value
	} : Q(t.error, "invalid_arguments", "Call the tool again with the arguments as one complete JSON object.");
}
// src/core/agent/execute-tool.ts
async function EF(e, t, n) {
	let r = e.get(t.name);
	if (!r) {
		let n = [...e.keys()].join(", ");
		return DF(Q(`Unknown tool "${t.name}".`, "unknown_tool", n ? `Available tools: ${n}.` : "No tools are available."));
	}
	if (t.arguments.length > 131072) return DF(Q(`The arguments of this ${t.name} call are ${t.arguments.length} characters long; at most ${TP} are accepted. Nothing was done.`, "arguments_too_large", "Send shorter arguments: split long text over several calls (write_message with mode \"append\"), or shorten it."));
	let i = TF(t);
	if (!i.ok) return DF(i);
	let a = KT(r, i.args);
	if (!a.ok) return DF(a);
	if (n.signal?.aborted) throw new bF();
	let o;
	try {
		let e = r.execute(a.args, n);
		o = e instanceof Promise || e && typeof e.then == "function" ? await SF(e, n.signal) : e;
	} catch (e) {
		if (xF(e) && n.signal?.aborted) throw new bF();
		let r = e, i = typeof r?.message == "string" ? r.message : String(e);
		return DF(Q(`Tool "${t.name}" failed: ${i}`, typeof r?.code == "string" ? r.code : "tool_error", typeof r?.hint == "string" ? r.hint : void 0));
	}
	if (n.signal?.aborted) throw new bF();
	return {
		result: o,
		ok: !YT(o)
	};
}
function DF(e) {
	return {
		result: e,
		ok: !1
	};
}
function OF(e) {
	return e == null ? "{\"ok\":true}" : typeof e == "object" && !Array.isArray(e) && "ok" in e ? kF(e) : kF({
		ok: !0,
		result: e
	});
}
function kF(e) {
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
var AF = (e) => (t) => t.lastCall && t.lastCall.ok && t.lastCall.call.name === e ? {
	kind: "tool-succeeded",
	tool: e
} : void 0, jF = (e) => (t) => t.lastCall === void 0 && t.now - t.startedAt >= e ? {
	kind: "wall-clock",
	budgetMs: e
} : void 0, MF = (e, t) => () => e() ? {
	kind: "condition",
	id: t
} : void 0;
function NF(e, t) {
	for (let n of e) {
		let e = n(t);
		if (e) return e;
	}
}
function PF(e) {
	switch (e.kind) {
		case "tool-succeeded": return `${e.tool} called`;
		case "wall-clock": return `wall-clock budget of ${e.budgetMs} ms used`;
		case "no-tool-call-streak": return `${e.misses} responses in a row without a tool call`;
		case "condition": return e.id;
		case "budget": return e.unit === "tokens" ? `the turn's budget of ${e.cap} tokens is spent` : `the turn's cost budget of ${e.cap} is spent`;
	}
}
// src/core/agent/run-agent.ts
var FF = "Your last reply called no tool. Continue by calling one of the available tools.", IF = () => globalThis.performance.now();
async function LF(e) {
	let t = e.now ?? IF, n = e.onEvent ?? (() => {}), r = typeof e.tools == "function" ? e.tools : ((e) => () => e)(e.tools ?? []), i = /* @__PURE__ */ new Map(), a = [], o, s = () => {
		let e = r(), t = e.some((e) => e.offered) ? e.filter((e) => e.offered?.() ?? !0) : e;
		o && o.length === t.length && t.every((e, t) => e === o[t]) || (o = t, i = new Map(t.map((e) => [e.name, e])), a = t.map((e) => ({
			name: e.name,
			description: e.description,
			parameters: e.parameters
		})));
	}, c = e.stopWhen === void 0 ? [] : Array.isArray(e.stopWhen) ? e.stopWhen : [e.stopWhen], l = e.noToolCalls ?? { kind: "finish" }, u = e.signal, d = [...e.messages], f = lF(), p = t(), m = "", h = "", g = 0, _ = (t) => (n({
		type: "end",
		agentId: e.id,
		rounds: g,
		...t
	}), {
		...t,
		text: m,
		lastProse: h,
		messages: d,
		rounds: g,
		usage: f
	});
	try {
		let r = 1, o = 0, v = 0;
		for (;;) {
			if (r > e.maxRounds) return _({
				status: "max-rounds",
				maxRounds: e.maxRounds
			});
			if (u?.aborted) throw new bF();
			if (o === 0) {
				let i = NF(c, {
					agentId: e.id,
					round: r,
					startedAt: p,
					now: t()
				});
				if (i) return _({
					status: "stopped",
					stop: i
				});
				let a = e.beforeRound?.(r);
				a?.length && d.push(...a), g = r, n({
					type: "round-start",
					agentId: e.id,
					round: r,
					attempt: o
				});
			}
			let y = e.beforeRequest?.(d);
			if (y?.stop) return _({
				status: "stopped",
				stop: y.stop
			});
			y?.messages?.length && d.push(...y.messages), s();
			let b = {
				agentId: e.id,
				round: r,
				attempt: o
			}, x = await RF(e, d, a, b, n, t);
			if (uF(f, x.usage), x.error) return _({
				status: "error",
				error: {
					code: "request_failed",
					message: `Request failed for ${e.id}: ${x.error.message}`,
					cause: x.error
				}
			});
			m = x.content, x.content.trim() && (h = x.content);
			let S = x.toolCalls.filter((e) => e.name);
			if (S.length === 0) {
				if (v++, l.kind === "finish") return d.push(zF(x, [])), _({ status: "natural" });
				let t = v <= l.max;
				if (n({
					type: "no-tool-call",
					...b,
					willRetry: t
				}), !t) return l.exhausted === "stop" ? _({
					status: "stopped",
					stop: {
						kind: "no-tool-call-streak",
						misses: v
					}
				}) : _({
					status: "error",
					error: {
						code: "no_tool_call",
						message: `Agent ${e.id} produced no tool call after ${v} attempt(s) (toolCallRetryMax=${l.max}).`
					}
				});
				x.content.trim() && d.push(zF(x, [])), d.push({
					role: "user",
					content: l.nudge ?? "Your last reply called no tool. Continue by calling one of the available tools."
				}), l.consumesRound ? (r++, o = 0) : o++;
				continue;
			}
			v = 0, d.push(zF(x, S));
			let C, w = [], T = [], ee = !1, E = async () => {
				await Promise.all(T), T = [];
			};
			for (let a = 0; a < S.length; a++) {
				let o = S[a], s = i.get(o.name)?.concurrent === !0;
				if (s || await E(), C) {
					w[a] = JSON.stringify({
						ok: !1,
						error: `Not run: the agent stopped (${PF(C)}).`,
						code: "skipped"
					});
					continue;
				}
				if (u?.aborted) throw new bF();
				n({
					type: "tool-call",
					...b,
					call: o,
					index: a
				});
				let l = t(), d = ee, f = async () => {
					let s = await EF(i, o, {
						...e.toolContext,
						signal: u,
						agentId: e.id,
						...d ? { earlierFailed: d } : {}
					});
					s.ok || (ee = !0), w[a] = OF(s.result), n({
						type: "tool-result",
						...b,
						call: o,
						index: a,
						result: s.result,
						ok: s.ok,
						durationMs: t() - l
					}), C ??= NF(c, {
						agentId: e.id,
						round: r,
						startedAt: p,
						now: t(),
						lastCall: {
							call: o,
							result: s.result,
							ok: s.ok
						}
					});
				};
				s ? T.push(f()) : await f();
			}
			if (await E(), u?.aborted) throw new bF();
			if (S.forEach((e, t) => d.push(BF(e.id, e.name, w[t]))), C) return _({
				status: "stopped",
				stop: C
			});
			r++, o = 0;
		}
	} catch (e) {
		return xF(e) || u?.aborted ? _({ status: "aborted" }) : _({
			status: "error",
			error: {
				code: "internal",
				message: e instanceof Error ? e.message : String(e)
			}
		});
	}
}
async function RF(e, t, n, r, i, a) {
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
		let l = a(), u = await wF(e.client, c, e.signal, {
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
		}, e.stallTimeoutMs === void 0 ? {} : { stallTimeoutMs: e.stallTimeoutMs });
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
function zF(e, t) {
	let n = {
		role: "assistant",
		content: e.content || (t.length ? null : "")
	};
	return t.length && (n.toolCalls = t), e.reasoning && (n.reasoning = e.reasoning), n;
}
function BF(e, t, n) {
	return {
		role: "tool",
		toolCallId: e,
		name: t,
		content: n
	};
}
// src/core/tools/notes.ts
var VF = "user", HF = 16384, UF = "## Open Notes (plot threads from earlier turns)", WF = new TextEncoder();
function GF() {
	let e = Math.floor(Math.random() * 16777215).toString(16).padStart(6, "0");
	return `n_${Date.now().toString(36)}_${e}`;
}
function KF(e, t = qF) {
	let n = e.filter((e) => e.status === "open");
	if (n.length === 0) return `${t.notesHeading}\nnone`;
	let r = n.map((e) => `- [${e.id}] ${e.text}${e.trigger ? t.noteWhen(e.trigger) : ""}`);
	return `${t.notesHeading}\n${r.join("\n")}`;
}
var qF = {
	notesHeading: UF,
	noteWhen: (e) => ` (when: ${e})`
};
function JF(e, t = {}) {
	let n = t.now ?? Date.now, r = t.newId ?? GF, i = Promise.resolve(), a = (e) => {
		let t = i.then(e, e);
		return i = t.catch(() => {}), t;
	}, o = async () => XF(await e.load()), s = (e) => Q(`Notes could not be saved: ${e instanceof Error ? e.message : String(e)}`, "note_store_failed");
	return {
		list: () => a(o),
		renderOpen: (e) => a(async () => KF(await o(), e)),
		open: ({ text: t, trigger: i, by: l }) => a(async () => {
			let a = typeof t == "string" ? t.trim() : "", u = YF(a);
			if (u) return u;
			try {
				let t = await o(), s = r();
				for (; t.some((e) => e.id === s);) s = r();
				let u = {
					id: s,
					text: a,
					status: "open",
					createdAt: n(),
					...c("opened", l)
				};
				return typeof i == "string" && i.trim() && (u.trigger = i.trim()), await e.save([...t, u]), {
					ok: !0,
					id: s
				};
			} catch (e) {
				return s(e);
			}
		}),
		close: ({ id: e, reason: t, by: r }) => l(e, (i) => {
			if (i.status === "closed") return Q(`Note "${e}" is already closed.`, "note_already_closed");
			let a = {
				...i,
				status: "closed",
				closedAt: n(),
				...c("closed", r)
			};
			return typeof t == "string" && t.trim() && (a.closedReason = t.trim()), a;
		}),
		reopen: ({ id: e }) => l(e, (t) => {
			if (t.status === "open") return Q(`Note "${e}" is already open.`, "note_already_open");
			let { closedAt: n, closedBy: r, closedTurn: i, closedReason: a, ...o } = t;
			return {
				...o,
				status: "open"
			};
		}),
		edit: ({ id: e, text: t, trigger: r }) => l(e, (e) => {
			let i = typeof t == "string" ? t.trim() : "", a = YF(i);
			if (a) return a;
			let { trigger: o, ...s } = e, c = {
				...s,
				text: i,
				editedAt: n()
			}, l = typeof r == "string" ? r.trim() : e.trigger ?? "";
			return l && (c.trigger = l), c;
		}),
		remove: ({ id: e }) => l(e, () => null)
	};
	function c(e, n) {
		let r = {};
		return n && (r[`${e}By`] = n === "user" ? n : t.authorOf?.(n) ?? n), t.turn !== void 0 && (r[`${e}Turn`] = t.turn), r;
	}
	function l(t, n) {
		return a(async () => {
			if (typeof t != "string" || !t.trim()) return Q("Note id is empty.", "note_id_empty");
			try {
				let r = await o(), i = r.findIndex((e) => e.id === t.trim());
				if (i === -1) return Q(`No note with id "${t}".`, "note_not_found", "Use an id from the Open Notes block.");
				let a = n(r[i]);
				if (a && "ok" in a) return a;
				let s = r.slice();
				return a ? s[i] = a : s.splice(i, 1), await e.save(s), { ok: !0 };
			} catch (e) {
				return s(e);
			}
		});
	}
}
function YF(e) {
	if (!e) return Q("Note text is empty.", "note_empty");
	if (WF.encode(e).length > 16384) return Q(`Note text is longer than ${HF} bytes.`, "note_too_long", "Keep a note to the thread itself; shorten it.");
}
function XF(e) {
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
var ZF = H({
	text: z(),
	trigger: z().optional().describe("When it is ripe.")
}), QF = H({
	id: z().describe("From the Open Notes block."),
	reason: z().optional()
});
function $F(e) {
	return Z({
		name: "note_open",
		description: "Open a note: a plot promise a later turn must pay off.",
		parameters: ZF,
		execute: (t, n) => e.open({
			...t,
			...n.agentId ? { by: n.agentId } : {}
		})
	});
}
function eI(e) {
	return Z({
		name: "note_close",
		description: "Close a note that was paid off or no longer applies.",
		parameters: QF,
		execute: (t, n) => e.close({
			...t,
			...n.agentId ? { by: n.agentId } : {}
		})
	});
}
// src/core/trace/redact.ts
var tI = /^(api[-_]?key|apikey|authorization|proxy[-_]?authorization|headers?|x[-_]api[-_]key|secret|client[-_]?secret|password|access[-_]?token|refresh[-_]?token|bearer|cookie|set[-_]cookie)$/i, nI = /\b(Bearer\s+[A-Za-z0-9._~+/=-]{8,}|sk-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,})/g, rI = "[redacted]";
function iI(e) {
	let t = /* @__PURE__ */ new WeakSet(), n = (e) => {
		if (typeof e == "string") return e.replace(nI, rI);
		if (typeof e != "object" || !e) return e;
		if (t.has(e)) return "[cycle]";
		t.add(e);
		let r;
		if (Array.isArray(e)) r = e.map(n);
		else {
			let t = {};
			for (let [r, i] of Object.entries(e)) t[r] = tI.test(r) ? rI : n(i);
			r = t;
		}
		return t.delete(e), r;
	};
	return n(e);
}
// src/core/trace/trace.ts
var aI = "troupe_trace_v1", oI = (e, t, n) => `${e}:${t}:${n}`, sI = lF;
function cI(e) {
	let t = e.now ?? (() => globalThis.performance.now()), n = t(), r = (e.startedAt ?? /* @__PURE__ */ new Date()).toISOString(), i = [], a = /* @__PURE__ */ new Map(), o, s, c = /* @__PURE__ */ new Map(), l = /* @__PURE__ */ new Set(), u = () => {
		for (let e of l) try {
			e();
		} catch {}
	}, d = () => t() - n, f = (e) => {
		let t = a.get(e);
		return t || (t = {
			id: e,
			label: e,
			requests: 0,
			toolCalls: 0,
			usage: sI(),
			durationMs: 0
		}, a.set(e, t)), t;
	}, p = {
		record(e) {
			let t = f(e.agentId), n = d(), r = "round" in e ? oI(e.agentId, e.round, e.attempt) : "";
			switch (e.type) {
				case "request": {
					t.requests++, t.firstAt ??= n;
					let { messages: a, tools: o, model: s, stream: l, ...u } = e.request, d = lI(a, o);
					i.push({
						kind: "request",
						at: n,
						agent: e.agentId,
						round: e.round,
						attempt: e.attempt,
						model: s,
						stream: !!l,
						messages: a,
						tools: (o ?? []).map((e) => e.name),
						params: u,
						...e.preset ? { preset: e.preset } : {},
						...d
					}), c.set(r, {
						content: "",
						reasoning: ""
					});
					break;
				}
				case "response": {
					let a = e.completion;
					uF(t.usage, a.usage), i.push({
						kind: "response",
						at: n,
						agent: e.agentId,
						round: e.round,
						attempt: e.attempt,
						durationMs: e.durationMs,
						content: a.content,
						reasoning: a.reasoning,
						toolCalls: a.toolCalls,
						finishReason: a.finishReason,
						...a.usage ? { usage: a.usage } : {},
						...a.timing ? { timing: a.timing } : {},
						...a.error ? { error: a.error.message } : {}
					}), c.delete(r);
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
						reason: uI(e),
						rounds: e.rounds,
						...e.status === "error" ? { error: e.error.message } : {}
					});
					break;
				case "text-delta":
				case "reasoning-delta": {
					let t = c.get(r);
					if (!t) return;
					e.type === "text-delta" ? t.content += e.text : t.reasoning += e.text;
					break;
				}
				case "stream-retry":
					c.has(r) && c.set(r, {
						content: "",
						reasoning: ""
					}), i.push({
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
					break;
				default: return;
			}
			u();
		},
		label(e, t) {
			f(e).label = t;
		},
		event(e, t, n) {
			i.push({
				kind: "event",
				at: d(),
				agent: e,
				name: t,
				...n ? { data: n } : {}
			}), u();
		},
		finish(e) {
			o = e, s = d(), c.clear(), u();
		},
		get entries() {
			return i;
		},
		elapsed: () => s ?? d(),
		finished: () => o,
		streaming: () => c,
		subscribe(e) {
			return l.add(e), () => void l.delete(e);
		},
		usage() {
			let e = sI();
			for (let t of a.values()) uF(e, t.usage);
			return e;
		},
		agents() {
			return [...a.values()].map(({ firstAt: e, ...t }) => ({
				...t,
				usage: { ...t.usage }
			}));
		},
		toJSON() {
			return iI({
				format: aI,
				mode: e.mode,
				startedAt: r,
				durationMs: s ?? d(),
				...o ? { status: o } : {},
				usage: p.usage(),
				agents: p.agents(),
				entries: i.slice()
			});
		}
	};
	return p;
}
function lI(e, t) {
	let n = t?.length ? JSON.stringify(t.map(({ name: e, description: t, parameters: n }) => ({
		name: e,
		description: t,
		parameters: n
	}))).length : 0;
	return {
		inputChars: JSON.stringify(e).length + n,
		toolChars: n
	};
}
function uI(e) {
	switch (e.status) {
		case "stopped": return PF(e.stop);
		case "max-rounds": return `reached maxRounds=${e.maxRounds}`;
		case "natural": return "answered without a tool call";
		case "aborted": return "aborted";
		case "error": return e.error.code;
	}
}
// src/core/engines/runtime/agent-messages.ts
function dI(...e) {
	return e.map((e) => (e ?? "").trim()).filter(Boolean).join("\n\n");
}
function fI(e) {
	let t = [], n = dI(...e.system);
	return e.story && e.storyFirst && t.push(...e.story), n && t.push({
		role: "system",
		content: n
	}), e.story && !e.storyFirst && t.push(...e.story), t.push({
		role: "user",
		content: dI(...e.volatile) || "(no further input)"
	}), t;
}
// src/core/trace/cost.ts
function pI(e, t) {
	let n = Math.min(e.cachedPromptTokens ?? 0, e.promptTokens);
	return ((e.promptTokens - n) * t.input + n * t.cachedInput + e.completionTokens * t.output) / 1e6;
}
var mI = () => ({
	requests: 0,
	toolCalls: 0,
	usage: lF(),
	cost: 0,
	unpriced: 0,
	unreported: 0,
	models: []
});
function hI(e, t, n, r) {
	e.models.includes(t) || e.models.push(t), n ? (uF(e.usage, n), r ? e.cost += pI(n, r) : e.unpriced++) : e.unreported++;
}
function gI(e, t) {
	e.requests += t.requests, e.toolCalls += t.toolCalls, uF(e.usage, t.usage), e.cost += t.cost, e.unpriced += t.unpriced, e.unreported += t.unreported;
	for (let n of t.models) e.models.includes(n) || e.models.push(n);
	return e;
}
function _I(e, t, n) {
	let r = /* @__PURE__ */ new Map(), i = /* @__PURE__ */ new Map(), a = mI(), o = /* @__PURE__ */ new Map(), s = (e) => {
		let t = r.get(e);
		return t || r.set(e, t = {
			agent: e,
			...mI(),
			durationMs: 0,
			running: !1
		}), t;
	}, c = 0;
	for (let n of e) switch (c = Math.max(c, n.at), n.kind) {
		case "request": {
			let e = s(n.agent);
			e.requests++, a.requests++, e.firstAt ??= n.at, e.running = !0;
			let t = oI(n.agent, n.round, n.attempt);
			o.set(t, [...o.get(t) ?? [], n.model]);
			let r = i.get(n.model);
			r || i.set(n.model, r = mI()), r.requests++;
			break;
		}
		case "response": {
			let e = oI(n.agent, n.round, n.attempt), r = (o.get(e) ?? []).shift() ?? "", c = t(r);
			hI(s(n.agent), r, n.usage, c), hI(a, r, n.usage, c);
			let l = i.get(r);
			l || i.set(r, l = mI()), hI(l, r, n.usage, c);
			break;
		}
		case "tool-call":
			s(n.agent).toolCalls++, a.toolCalls++;
			break;
		case "agent-end": {
			let e = s(n.agent);
			e.running = !1, e.durationMs = n.at - (e.firstAt ?? n.at);
			break;
		}
	}
	let l = n ?? c;
	for (let e of r.values()) e.running && (e.durationMs = l - (e.firstAt ?? l));
	return {
		agents: [...r.values()].filter((e) => e.requests > 0).map(({ firstAt: e, ...t }) => t),
		models: i,
		total: a
	};
}
// src/core/engines/runtime/story.ts
function vI(e) {
	return {
		...e.storyMessages === null || e.storyMessages === void 0 ? {} : { maxMessages: e.storyMessages },
		...e.storyTokens ? { maxTokens: e.storyTokens } : {}
	};
}
var yI = Object.freeze({
	background: [],
	lore: [],
	history: [],
	after: []
}), bI = (e) => typeof e.content == "string" ? e.content : "";
function xI(e) {
	let t = e.findIndex((e) => e.role !== "system");
	t === -1 && (t = e.length);
	let n = e.length - 1;
	for (; n >= t && e[n].role === "system";) n--;
	return {
		background: e.slice(0, t).map(bI).filter((e) => e.trim()),
		lore: [],
		history: e.slice(t, n + 1).map((e) => ({ ...e })),
		after: e.slice(n + 1).map(bI).filter((e) => e.trim())
	};
}
function SI(e) {
	let t = 0;
	for (let n = 0; n < e.length; n++) {
		let r = e.charCodeAt(n);
		(r >= 12352 && r <= 40959 || r >= 44032 && r <= 55215 || r >= 63744 && r <= 64255 || r >= 65280 && r <= 65519) && t++;
	}
	return Math.ceil((e.length - t) / 4) + t;
}
var CI = 8;
function wI(e) {
	return e?.maxMessages === void 0 ? 8 : Math.max(1, Math.min(8, Math.round(e.maxMessages / 3)));
}
function TI(e, t) {
	let n = e.length, r = 0;
	if (t?.maxMessages !== void 0) {
		let e = Math.max(0, Math.trunc(t.maxMessages));
		if (e === 0) return n;
		r = Math.max(0, n - e);
	}
	if (t?.maxTokens) {
		let i = 0, a = n;
		for (; a > r && i + SI(bI(e[a - 1])) <= t.maxTokens;) i += SI(bI(e[--a]));
		r = Math.max(r, Math.min(a, n - 1));
	}
	if (r === 0) return 0;
	let i = wI(t), a = Math.floor(r / i) * i;
	if (t?.maxTokens) {
		let i = 0;
		for (let t = a; t < n; t++) i += SI(bI(e[t]));
		if (i > t.maxTokens) return r;
	}
	return a;
}
var EI = {
	storyOmitted: (e) => `(${e} earlier message${e === 1 ? "" : "s"} not shown; read them with chat_read_range or chat_search when you have those tools.)`,
	floors: (e, t) => `(Floors: the chat's messages are numbered from floor 0, its first message; the messages above are floors ${e}–${t}.)`
}, DI = (e) => e.replace(/\s+/g, " ").trim().toLowerCase();
function OI(e) {
	let t = /* @__PURE__ */ new Set();
	return e.filter((e) => {
		let n = DI(e.content);
		return !n || t.has(n) ? !1 : (t.add(n), !0);
	});
}
function kI(e) {
	return e.length === 0 ? "" : `<active_lore>\n${e.map((e) => `[${e.book}] ${e.name ? `${e.name}: ` : ""}${e.content.trim()}`).join("\n\n")}\n</active_lore>`;
}
function AI(e, t = {}) {
	let n = TI(e.history, t.budget), r = n, i = t.words ?? EI, a = [
		"<story_context>",
		...t.writer ? e.instructions ?? [] : [],
		...e.background
	].map((e) => e.trim()).filter(Boolean);
	r > 0 && a.push(i.storyOmitted(r));
	let o = [
		jI(e, n, i),
		kI(e.lore),
		...e.after.map((e) => e.trim()).filter(Boolean),
		"</story_context>",
		t.closing ?? ""
	].filter(Boolean);
	return [
		{
			role: "system",
			content: a.join("\n\n")
		},
		...e.history.slice(n).map((e) => ({ ...e })),
		{
			role: "system",
			content: o.join("\n\n")
		}
	];
}
function jI(e, t, n) {
	let r = e.history.length;
	if (t >= r) return "";
	let i = (e.firstFloor ?? 0) + t, a = (e.firstFloor ?? 0) + r - 1;
	return n.floors(i, a);
}
function MI(e) {
	let t = [...e.instructions ?? [], PI(e)].map((e) => e.trim()).filter(Boolean).join("\n\n");
	return [...t ? [{
		role: "system",
		content: t
	}] : [], ...e.history.map((e) => ({
		role: e.role,
		content: e.content
	}))];
}
function NI(e) {
	return JSON.stringify(MI(e)).length;
}
function PI(e) {
	return [
		...e.background,
		kI(e.lore),
		...e.after
	].map((e) => e.trim()).filter(Boolean).join("\n\n");
}
// src/core/engines/runtime/budget.ts
function FI(e) {
	return !!e && (e.maxTokens > 0 || e.maxCost > 0);
}
var II = (e) => {
	let t = "";
	for (let n of e) {
		typeof n.content == "string" && (t += n.content);
		for (let e of n.toolCalls ?? []) t += e.name + e.arguments;
	}
	return t;
};
function LI(e) {
	return (t, n) => {
		let r = SI(II(n)), { maxTokens: i, maxCost: a } = e.budget;
		if (i > 0) {
			let t = e.trace.usage().totalTokens;
			if (t + r > i) return {
				unit: "tokens",
				used: t,
				estimate: r,
				cap: i
			};
		}
		if (a > 0) {
			let n = e.priceOf?.(t);
			if (!n) {
				e.onUnpriced?.(t);
				return;
			}
			let i = _I(e.trace.entries, e.priceOf).total.cost, o = pI({
				promptTokens: r,
				completionTokens: 0,
				totalTokens: r
			}, n);
			if (i + o > a) return {
				unit: "cost",
				used: i,
				estimate: o,
				cap: a
			};
		}
	};
}
var RI = {
	budgetNotice: (e, t, n) => `[Runtime] Budget spent: this turn has used ${e} of its ${t}, and this request would pass it. Finish now: ${n}`,
	tokens: (e) => `${e} tokens`
};
function zI(e, t, n = RI) {
	let r = (t) => e.unit === "tokens" ? n.tokens(Math.round(t)) : t.toFixed(4);
	return n.budgetNotice(r(e.used), r(e.cap), t);
}
function BI(e, t, n, r, i) {
	let a = !1;
	return (o) => {
		let s = e(t, o);
		if (s) return a ? (r.stopped(s), { stop: {
			kind: "budget",
			unit: s.unit,
			cap: s.cap,
			used: s.used
		} }) : (a = !0, r.warned(s), { messages: [{
			role: "user",
			content: zI(s, n, i)
		}] });
	};
}
// src/core/engines/runtime/fold.ts
var VI = class {
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
}, HI = (e) => queueMicrotask(e), UI = (e = 16) => (t) => {
	setTimeout(t, e);
};
function WI(e, t, n = HI) {
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
function GI(e, t) {
	let n, r = /* @__PURE__ */ new Map(), i = (t, n, i) => {
		if (!i) return;
		let a = r.get(t);
		if (a && a !== n) {
			let n = e.ensure(t).body;
			e.append(t, n.endsWith("\n\n") ? "" : n.endsWith("\n") ? "\n" : "\n\n");
		}
		r.set(t, n), e.append(t, i);
	};
	return (a) => {
		if (a.type === "request") {
			let i = t(a);
			n = {
				id: i,
				length: e.has(i) ? e.ensure(i).body.length : 0
			}, r.delete(i);
		} else a.type === "text-delta" ? i(t(a), "text", a.text) : a.type === "reasoning-delta" ? i(t(a), "reasoning", a.text) : (a.type === "request-retry" || a.type === "stream-retry") && n && (e.truncate(n.id, n.length), r.delete(n.id));
	};
}
function KI(e) {
	return !!e.error?.retryable && (e.content !== "" || e.reasoning !== "" || e.toolCalls.length > 0);
}
// src/core/engines/runtime/lorebook-filter.ts
function qI(e) {
	let t = [];
	for (let n of e.split(/\r?\n/)) if (n.trim()) try {
		t.push(new RegExp(n.trim()));
	} catch {}
	return t;
}
function JI(e) {
	let t = qI(e?.bookPattern ?? ""), n = qI(e?.entryPattern ?? "");
	if (t.length === 0 && n.length === 0) return;
	let r = (e, t) => e.some((e) => e.test(t));
	return {
		book: (e) => r(t, e),
		entry: (e) => r(n, e.name ?? "") || (e.keys ?? []).some((e) => r(n, e))
	};
}
function YI(e, t) {
	let n = JI(t);
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
function XI(e, t) {
	let n = JI(t);
	return !n || e.lore.length === 0 ? e : {
		...e,
		lore: e.lore.filter((e) => !n.book(e.book) && !n.entry(e))
	};
}
function ZI(e, t) {
	if (typeof e != "string" || e === "") return Q("pattern must be a non-empty regular expression.", "pattern_empty", "To search literal text, escape regex metacharacters such as . * ( ) [ ] ? +.");
	let n = typeof t == "string" ? [...new Set(t.replace(/[gy]/g, ""))].join("") : "";
	try {
		return new RegExp(e, n);
	} catch (e) {
		return Q(`invalid regex: ${e instanceof Error ? e.message : String(e)}`, "invalid_regex", "If searching literal text, escape regex metacharacters.");
	}
}
function QI(e, t, n, r = Infinity) {
	let i = 0, a = 0, o = 0;
	for (;;) {
		let s = e.indexOf("\n", o), c = s === -1 ? e.slice(o) : e.slice(o, s);
		a++;
		let l = c.endsWith("\r") ? c.slice(0, -1) : c;
		if (t.lastIndex = 0, t.test(l) && (i++, i <= r && n(l.length > 500 ? {
			line: a,
			text: $I(l),
			cut: !0
		} : {
			line: a,
			text: l
		})), s === -1) break;
		o = s + 1;
	}
	return i;
}
function $I(e) {
	return e.length > 500 ? `${e.slice(0, 500)}…` : e;
}
function eL(e, t, n = 200) {
	let r = [], i = QI(e, t, (e) => r.push(`${e.line}: ${e.text}`), n);
	return {
		output: r.join("\n"),
		matchCount: i,
		truncated: i > n
	};
}
// src/core/tools/chat.ts
var tL = 50;
function nL(e, t, n) {
	let r = e.length, i = (e) => e < 0 ? r + e : e, a = Math.max(0, Math.min(r - 1, i(t))), o = Math.max(0, Math.min(r - 1, i(n)));
	if (i(n) < i(t)) return Q(`end (${n}) is before start (${t}).`, "chat_range_invalid", "Give start ≤ end; negative numbers count from the last message (-1).");
	if (o - a + 1 > 50) return Q(`The range covers ${o - a + 1} messages; at most 50 per call.`, "chat_range_too_large", "Read the chat in smaller windows.");
	for (; a > 0 && e[a].role !== "user" && o - a + 1 < 50;) a--;
	for (; o < r - 1 && e[o].role !== "assistant" && o - a + 1 < 50;) o++;
	return {
		start: a,
		end: o
	};
}
var rL = H({
	start: XT(),
	end: XT()
});
function iL(e) {
	return Z({
		name: "chat_read_range",
		description: "Read chat messages from start to end (inclusive; negative numbers count from the end, -1 = last). The window widens to whole user/assistant exchanges; at most 50 messages.",
		parameters: rL,
		readOnly: !0,
		execute: async (t) => {
			let n = await e.messages();
			if (n.length === 0) return {
				ok: !0,
				messages: []
			};
			let r = nL(n, t.start, t.end);
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
var aL = H({
	pattern: z(),
	flags: z().optional().describe("e.g. \"i\"")
});
function oL(e) {
	return Z({
		name: "chat_search",
		description: "Search the chat line by line with a JavaScript regex.",
		parameters: aL,
		readOnly: !0,
		execute: async (t) => {
			let n = ZI(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let r = [], i = 0;
			for (let t of await e.messages()) i += QI(t.content, n, (e) => r.push(`floor_${t.floor} [${t.role}]:${e.line}: ${e.text}`), 200 - r.length);
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
var sL = 200;
async function cL(e) {
	let t = (await e.books()).map((e) => ({
		...e,
		entries: e.entries.filter((e) => e.enabled !== !1)
	})), n = await e.activated?.() ?? /* @__PURE__ */ new Set();
	return {
		books: t,
		dormant: (e, t) => !n.has(`${e.name}.${t.uid}`)
	};
}
function lL(e) {
	let t = /^\s*(\d*)\s*(?:(~|\.\.|-|:)\s*(\d*))?\s*$/.exec(e);
	if (!(!t || t[1] === "" && (t[3] ?? "") === "")) return t[2] ? {
		from: t[1] === "" ? 0 : Number(t[1]),
		to: t[3] === "" ? Infinity : Number(t[3])
	} : {
		from: Number(t[1]),
		to: Number(t[1])
	};
}
function uL(e) {
	return e.map((e) => `[${e.scope ?? "unknown"}] ${e.name} (${e.entries.length} ${e.entries.length === 1 ? "entry" : "entries"})`).join("\n");
}
var dL = (e) => e.replace(/\s+/g, " ").trim();
function fL(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = dL(n.entry.content), r = t.get(e);
		r ? r.push(n) : t.set(e, [n]);
	}
	return [...t.values()].map((e) => ({
		at: e,
		title: e.map((e) => e.entry.name?.trim() ?? "").find(Boolean) || e[0].entry.keys[0] || ""
	}));
}
function pL(e) {
	let t = e.at[0].entry.uid;
	return e.at.every((e) => e.entry.uid === t) ? `[${e.at.map((e) => e.book).join(", ")}] uid=${t}` : `[${e.at.map((e) => `${e.book} uid=${e.entry.uid}`).join(", ")}]`;
}
var mL = H({}), hL = H({
	book_name: z().optional(),
	range: z().optional().describe("uid window: \"42\", \"0~100\", \"50~\", \"~100\".")
}), gL = H({
	pattern: z(),
	flags: z().optional(),
	book: z().optional().describe("Only this book.")
}), _L = H({
	entry_key: z().optional().describe("Any one of the entry's keys (any case)."),
	uid: XT().optional(),
	book: z().optional()
});
function vL(e) {
	return Z({
		name: "world_book_list",
		description: "List the lorebooks in play for this chat as \"[scope] <book> (<n> entries)\".",
		parameters: mL,
		readOnly: !0,
		execute: async () => ({
			ok: !0,
			output: uL((await cL(e)).books)
		})
	});
}
function yL(e) {
	return Z({
		name: "lorebook_list",
		description: "Without book_name: the lorebooks in play as \"[scope] <book> (<n> entries)\". With book_name: its entries not already in the prompt, one a line: [<book>] uid=<n> name=\"<title>\" keys=[\"<key>\", …]; range limits the uids, e.g. \"0~100\".",
		parameters: hL,
		readOnly: !0,
		execute: async (t) => {
			let { books: n, dormant: r } = await cL(e);
			if (!t.book_name) return {
				ok: !0,
				output: uL(n)
			};
			let i = n.find((e) => e.name === t.book_name);
			if (!i) return Q(`No lorebook named "${t.book_name}".`, "lorebook_not_found", `Books: ${n.map((e) => e.name).join(", ") || "none"}.`);
			let a = {
				from: 0,
				to: Infinity
			};
			if (t.range?.trim()) {
				let e = lL(t.range);
				if (!e) return Q(`range "${t.range}" is not a uid window.`, "lorebook_range_invalid", "Use \"42\", \"0~100\", \"50~\" or \"~100\".");
				a = e;
			}
			let o = i.entries.filter((e) => r(i, e) && e.uid >= a.from && e.uid <= a.to);
			return {
				ok: !0,
				output: o.slice(0, sL).map((e) => `[${i.name}] uid=${e.uid} name=${JSON.stringify(e.name?.trim() || e.keys[0] || "")} keys=${JSON.stringify(e.keys)}`).join("\n"),
				count: o.length,
				truncated: o.length > sL
			};
		}
	});
}
function bL(e) {
	return Z({
		name: "lorebook_search",
		description: "Search the lorebook entries not in your prompt, line by line, with a JavaScript regex.",
		parameters: gL,
		readOnly: !0,
		execute: async (t) => {
			let n = ZI(t.pattern, t.flags);
			if (!(n instanceof RegExp)) return n;
			let { books: r, dormant: i } = await cL(e), a = [];
			for (let e of r) if (!(t.book && e.name !== t.book)) for (let t of e.entries) i(e, t) && a.push({
				book: e.name,
				entry: t
			});
			let o = [], s = 0, c = 0;
			for (let e of fL(a)) {
				let { book: t, entry: r } = e.at[0], i = `${pL(e)}${e.title ? ` ${JSON.stringify(e.title)}` : ""}`, a = ` [line cut: lorebook_get ${JSON.stringify({
					uid: r.uid,
					book: t
				})} reads the whole entry]`;
				s += QI(r.content, n, (e) => {
					e.cut && c++, o.push(`${i} line ${e.line}: ${e.text}${e.cut ? a : ""}`);
				}, 200 - o.length);
			}
			return {
				ok: !0,
				output: o.join("\n"),
				matchCount: s,
				truncated: s > o.length,
				...c ? { linesCut: c } : {}
			};
		}
	});
}
function xL(e) {
	return Z({
		name: "lorebook_get",
		description: "Read one lorebook entry in full, by its uid or by any one of its keys (entry_key, any case); book narrows the lookup.",
		parameters: _L,
		readOnly: !0,
		execute: async (t) => {
			let n = t.entry_key?.trim() ? t.entry_key.trim().toLowerCase() : void 0, r = t.uid;
			if (n !== void 0 && r !== void 0) return Q("Give entry_key or uid, not both.", "lorebook_addressing_ambiguous");
			if (n === void 0 && r === void 0) return Q("Give entry_key or uid.", "lorebook_addressing_missing");
			let { books: i } = await cL(e), a = [];
			for (let e of i) if (!(t.book && e.name !== t.book)) for (let t of e.entries) (n === void 0 ? t.uid === r : t.keys.some((e) => e.trim().toLowerCase() === n)) && a.push({
				book: e.name,
				entry: t
			});
			if (a.length === 0) return Q("No such lorebook entry.", "lorebook_not_found", "Find entries with lorebook_list or lorebook_search.");
			let o = fL(a);
			if (o.length > 1) return Q(`${o.length} entries match: ${o.map(pL).join(", ")}.`, "lorebook_addressing_ambiguous", "Add book, or address by uid.");
			let s = o[0], { book: c, entry: l } = s.at[0], u = s.at.slice(1).map((e) => ({
				book: e.book,
				uid: e.entry.uid
			}));
			return {
				ok: !0,
				book: c,
				uid: l.uid,
				name: s.title,
				keys: l.keys,
				content: l.content,
				...u.length ? { alsoIn: u } : {}
			};
		}
	});
}
// src/core/engines/runtime/loop-tools.ts
function SL(e) {
	let t = [];
	e.chat && t.push(iL(e.chat), oL(e.chat)), e.lorebook && t.push(vL(e.lorebook), yL(e.lorebook), bL(e.lorebook), xL(e.lorebook)), e.notes && t.push($F(e.notes), eI(e.notes));
	for (let n of e.extra ?? []) t.push(n);
	return new Map(t.map((e) => [e.name, e]));
}
function CL(e, t) {
	let n = [];
	for (let [r, i] of e) t.has(r) && n.push(i);
	return n;
}
// src/core/engines/runtime/prompt-preset.ts
function wL(e, t) {
	let n = {};
	e !== void 0 && e > 0 && (n.maxTokens = e);
	let r = t?.request;
	if (!r) return n;
	let { extraBody: i, ...a } = r;
	return Object.assign(n, Object.fromEntries(Object.entries(a).filter(([, e]) => e !== void 0))), i && Object.keys(i).length && (n.extraBody = { ...i }), n;
}
function TL(e, t) {
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
// src/core/engines/runtime/turn.ts
function EL(e) {
	let { hosts: t } = e, n = t.now ?? (() => globalThis.performance.now()), r = t.trace ?? cI({
		mode: e.mode,
		now: t.now
	}), { controller: i, dispose: a } = CF(t.signal), o = new VI(e.foldPrefix ?? ""), s = e.frames ?? jk.en.frames, c = !1, l = () => {
		c || (c = !0, i.abort());
	}, u = () => !c && (e.isCurrent && !e.isCurrent() && l(), !c), d;
	if (e.onFold) {
		let n = e.onFold;
		d = WI(o, (e) => u() && n(e), t.scheduler);
	}
	let f = t.notes ? JF(t.notes, {
		authorOf: (e) => r.agents().find((t) => t.id === e)?.label ?? e,
		...t.notesOptions
	}) : void 0, p = XI(t.story ?? xI(t.context ?? []), e.lorebookFilter), m = {
		...p,
		lore: OI(p.lore)
	};
	r.event("turn", "plain-reply", { chars: NI(m) });
	let h = SL({
		chat: t.chat,
		lorebook: t.lorebook && YI(t.lorebook, e.lorebookFilter),
		notes: f,
		extra: t.extraTools
	});
	if (t.replayTool) {
		let e = new Set(SL({ notes: f }).keys());
		for (let [n, r] of h) e.has(n) || h.set(n, t.replayTool(r));
	}
	let g = t.shouldRetryRequest ?? KI, _ = (t) => {
		try {
			e.onEvent?.(t);
		} catch {}
	}, v = (e) => {
		let n = e.promptPresetName ?? "", r = t.promptPreset?.(n);
		if (r) return r;
		let i = t.requestOptionsFor?.(n);
		return i ? {
			name: n,
			request: i
		} : void 0;
	}, y = (e, t, n) => AI(m, {
		budget: e.story,
		closing: t,
		writer: n,
		words: s
	}), b = /* @__PURE__ */ new Map(), x = 0, S = (e) => {
		let t = `${e.agentId}:${"round" in e ? e.round : 0}:${"attempt" in e ? e.attempt : 0}`;
		e.type === "request" ? b.set(t, x + 1) : e.type === "response" && (x = Math.max(x, b.get(t) ?? 0));
	}, C = {
		mode: e.mode,
		trace: r,
		fold: o,
		frames: s,
		signal: i.signal,
		story: m,
		...f ? { notes: f } : {},
		readers: h,
		chatChanged: () => c,
		now: n,
		async openNotes() {
			try {
				return f ? await f.renderOpen(s) : "";
			} catch {
				return "";
			}
		},
		agentTools: (e) => {
			let t = new Set(e.tools);
			for (let n of e.prefetch ?? []) t.delete(n);
			return [...CL(h, t), ...e.skills?.tools ?? []];
		},
		async prefetch(e, t) {
			let a = new Set(e.tools), o = [], s = (e) => {
				r.record(e), _(e);
			};
			for (let [r, c] of (e.prefetch ?? []).entries()) {
				let e = h.get(c);
				if (!e || !a.has(c)) continue;
				let l = {
					id: `prefetch-${r}`,
					name: c,
					arguments: "{}"
				}, u = {
					agentId: t,
					round: 0,
					attempt: 0
				}, d = n();
				s({
					type: "tool-call",
					...u,
					call: l,
					index: r
				});
				let f = await EF(/* @__PURE__ */ new Map([[c, e]]), l, {
					signal: i.signal,
					agentId: t
				});
				s({
					type: "tool-result",
					...u,
					call: l,
					index: r,
					result: f.result,
					ok: f.ok,
					durationMs: n() - d
				}), o.push(`${c}:\n${OF(f.result)}`);
			}
			return o.length ? `<prefetched>\n${o.join("\n\n")}\n</prefetched>` : "";
		},
		presetOf: v,
		messages: (e, t) => TL(fI(t), v(e)),
		storyFor: y,
		run: (n) => DL(C, n, {
			hosts: t,
			shouldRetry: g,
			emit: _,
			budget: e.budget,
			countSerial: S
		}),
		note(e, t, n) {
			r.event(e, t, n), _({
				type: "engine",
				agent: e,
				name: t,
				...n ? { data: n } : {}
			});
		},
		emit: _,
		stillCurrent: u,
		lose: l,
		flushFold: () => d?.flush(),
		closeFold: () => d?.close(),
		dispose: a,
		serialCalls: () => x
	};
	return C;
}
async function DL(e, t, n) {
	let { fold: r, trace: i } = e, a = typeof t.section == "string", o = typeof t.section == "string" ? ((e) => () => e)(t.section) : t.section, s = GI(r, (e) => o(e.round, e.attempt));
	i.label(t.id, t.label), a && t.running !== !1 && r.ensure(o(1, 0), "running");
	let c = t.agent, l = c.apiPresetName ?? "", u = e.presetOf(c), d = n.hosts.modelFor?.(l), f = n.hosts.replayTool, p = new Set(c.skills?.tools ?? []), m = /* @__PURE__ */ new Map(), h = (e) => e.map((e) => {
		if (!f || !p.has(e)) return e;
		let t = m.get(e);
		return t || m.set(e, t = f(e)), t;
	}), g = t.tools, _;
	if (!f) _ = g;
	else if (typeof g == "function") {
		let e = /* @__PURE__ */ new WeakMap();
		_ = () => {
			let t = g(), n = e.get(t);
			return n || e.set(t, n = h(t)), n;
		};
	} else _ = h(g);
	let v = FI(n.budget) ? OL(e, t, n.budget, n.hosts, d ?? "") : void 0;
	return LF({
		id: t.id,
		client: n.hosts.clientFor(l),
		model: d,
		request: wL(c.maxTokens, u),
		...u ? { preset: u.name } : {},
		...n.hosts.stallTimeoutMs === void 0 ? {} : { stallTimeoutMs: n.hosts.stallTimeoutMs },
		messages: t.messages,
		tools: _,
		maxRounds: t.maxRounds,
		stream: t.stream,
		noToolCalls: t.noToolCalls,
		requestRetryMax: t.retryMax,
		shouldRetryRequest: n.shouldRetry,
		stopWhen: t.stopWhen,
		beforeRound: t.beforeRound,
		...v ? { beforeRequest: v } : {},
		signal: t.signal ?? e.signal,
		now: e.now,
		onEvent: (c) => {
			if (c.type !== "request" || e.stillCurrent()) {
				if (n.countSerial(c), i.record(c), n.emit(c), a && c.type === "request") {
					let e = o(c.round, c.attempt), t = r.has(e) ? r.ensure(e).body : "";
					t.trim() && !t.endsWith("\n\n") && r.append(e, t.endsWith("\n") ? "\n" : "\n\n");
				}
				if (s(c), c.type === "stream-retry") {
					let e = o(c.round, c.attempt), t = r.has(e) ? r.ensure(e).body : "";
					r.append(e, `${t && !t.endsWith("\n") ? "\n" : ""}(retry ${c.retry - 1} in ${Math.round(c.delayMs / 1e3)} s: ${c.error.message})\n`);
				}
				if (c.type === "tool-result" && !c.ok && kL.has(c.result.code ?? "") && (r.append("limits", `${r.has("limits") ? "\n" : ""}${t.label}: ${c.result.error}`), e.note(t.id, "size-refused", {
					tool: c.call.name,
					code: c.result.code
				})), c.type === "tool-result" && c.ok && c.call.name === "lorebook_force_activate") {
					let e = c.result, n = (e.activated ?? []).map((e) => `${e.name || "uid"} (uid ${e.uid})`).join(", ");
					n && r.append("lorebook", `${r.has("lorebook") ? "\n" : ""}${t.label} activated from ${e.book ?? "?"}: ${n}`);
				}
				t.onEvent?.(c);
			}
		}
	});
}
function OL(e, t, n, r, i) {
	let a = /* @__PURE__ */ new Set(), o = LI({
		budget: n,
		trace: e.trace,
		priceOf: r.priceOf,
		onUnpriced: (n) => {
			a.has(n) || (a.add(n), e.note(t.id, "budget-unpriced", { model: n }));
		}
	}), s = (n) => e.fold.append("budget", `${e.fold.has("budget") && e.fold.ensure("budget").body ? "\n" : ""}${t.label}: ${n}`), c = (e) => ({
		unit: e.unit,
		used: e.used,
		estimate: e.estimate,
		cap: e.cap
	});
	return BI(o, i, t.handIn ?? e.frames.defaultHandIn, {
		warned: (n) => {
			e.note(t.id, "budget-notice", c(n)), s(`told to finish (${n.unit === "tokens" ? `${n.used} of ${n.cap} tokens used` : `${n.used.toFixed(4)} of ${n.cap} spent`}).`);
		},
		stopped: (n) => {
			e.note(t.id, "budget-stop", c(n)), s("stopped: the budget is spent.");
		}
	}, e.frames);
}
var kL = /* @__PURE__ */ new Set(["arguments_too_large", "draft_too_large"]);
function AL(e, t, n) {
	let { fold: r } = e;
	if (n.output?.trim()) {
		let e = r.has(t) ? r.ensure(t).body : "";
		e.includes(n.output.trim()) || r.append(t, `${jL(e)}${n.output.trim()}`);
	}
	r.setStatus(t, n.error ? `error: ${n.error}` : void 0);
}
function jL(e) {
	return !e.trim() || e.endsWith("\n\n") ? "" : e.endsWith("\n") ? "\n" : "\n\n";
}
function ML(e) {
	switch (e.status) {
		case "error": return e.error.message;
		case "max-rounds": return `reached its round limit (${e.maxRounds})`;
		case "natural": return "answered without the call it had to make";
		case "stopped": return PF(e.stop);
		case "aborted": return "cancelled";
	}
}
// src/core/engines/runtime/agent-config.ts
function NL(e, t = []) {
	let n = yO(e);
	return [...n, ...t.filter((t) => !n.includes(t) && vO(e, t))];
}
function PL(e, t) {
	return {
		apiPresetName: e.apiPreset || t.apiPreset || "",
		promptPresetName: e.promptPreset || t.promptPreset || ""
	};
}
// src/core/engines/runtime/generation.ts
var FL = [
	"normal",
	"regenerate",
	"swipe",
	"continue"
], IL = [
	"normal",
	"continue",
	"regenerate",
	"swipe",
	"impersonate"
];
function LL(e) {
	return typeof e == "string" && FL.includes(e);
}
function RL(e) {
	return typeof e == "string" && IL.includes(e);
}
function zL(e, t) {
	return e === "director" ? LL(t) : RL(t);
}
// src/core/engines/runtime/slot.ts
function BL(e, t) {
	let n = !1, r = !1, i = () => r || n ? !1 : e.isCurrent() ? !0 : (n = !0, t(), !1);
	return {
		setText: (t) => void (i() && e.setText(t)),
		setReasoning: (t) => void (i() && e.setReasoning(t)),
		async commit(t) {
			return i() ? (r = !0, await e.commit(t), !0) : !1;
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
var VL = {
	catalog: "",
	tools: [],
	names: []
};
function HL(e, t, n = {}) {
	let r = new Map(mT(t, n.promptPreset).map((e) => [e.name, e])), i = bT(e, r.keys());
	if (i.length === 0) return VL;
	let a = new Set(e.agent?.preload ?? []), o = i.filter((e) => a.has(e)), s = i.filter((e) => !o.includes(e)).map((e) => r.get(e)), c = o.map((e) => qL(r.get(e)));
	if (n.catalog !== !1 && s.length) {
		let e = s.map((e) => ({
			name: e.name,
			description: e.manifest.description
		}));
		c.push(TT(e, GL(e)));
	}
	return {
		catalog: c.join("\n\n"),
		tools: s.length ? UL(s, n.catalog !== !1) : [],
		names: i,
		...o.length ? { preloaded: o } : {}
	};
}
function UL(e, t) {
	let n = SE(e);
	if (!t) return n;
	let r = e.some((e) => e.files.length > KL || e.files.some((e) => (e.text?.length ?? 0) > G.maxToolResponseBytes / 2));
	return n.filter((e) => e.name === "skill_read" || r && e.name === "skill_search");
}
var WL = /[\u3400-\u9fff\uf900-\ufaff]/;
function GL(e) {
	return jk[e.filter((e) => WL.test(e.description)).length * 2 > e.length ? "zh" : "en"].frames.catalogHint;
}
var KL = 4;
function qL(e) {
	return `<skill name="${e.name}">\n${e.manifest.body.trim()}\n</skill>`;
}
// src/core/engines/runtime/semaphore.ts
function JL(e) {
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
			return i?.aborted ? Promise.reject(YL()) : t < e ? (t++, Promise.resolve(r())) : new Promise((e, a) => {
				let o = {
					grant: () => {
						i?.removeEventListener("abort", o.cancel), t++, e(r());
					},
					cancel: () => {
						let e = n.indexOf(o);
						e !== -1 && n.splice(e, 1), a(YL());
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
function YL() {
	let e = /* @__PURE__ */ Error("aborted");
	return e.name = "AbortError", e;
}
// src/core/tools/draft.ts
var XL = 262144, ZL = class {
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
		if (this.#n) return QL();
		let n = t === "replace" ? e : this.#e + e;
		return (this.#i(n) ?? this.#a(n)) || (this.#o(n), {
			ok: !0,
			currentLength: n.length
		});
	}
	applyPatches(e) {
		if (this.#n) return QL();
		if (!Array.isArray(e) || e.length === 0) return Q("apply_message_patches requires a non-empty patches array.", "invalid_arguments");
		let t = this.#e;
		for (let n = 0; n < e.length; n++) {
			let r = e[n], i = e.length > 1 ? `Patch ${n + 1} of ${e.length}: ` : "";
			if (!r || typeof r.find != "string" || typeof r.replaceWith != "string") return Q(`${i}Each patch needs string fields "find" and "replaceWith". No patch was applied.`, "invalid_arguments");
			if (r.find === "") return Q(`${i}"find" is empty. No patch was applied.`, "patch_not_found", "Quote the exact text to replace, with a line of context.");
			let a = t.indexOf(r.find);
			if (a === -1) return Q(`${i}The "find" text does not occur in the draft. No patch was applied.`, "patch_not_found", "Re-read the draft with get_draft and copy the text exactly, byte for byte.");
			if (t.indexOf(r.find, a + 1) !== -1) return Q(`${i}The "find" text occurs more than once in the draft. No patch was applied.`, "patch_ambiguous", "Extend \"find\" with surrounding context until it matches exactly once.");
			t = t.slice(0, a) + r.replaceWith + t.slice(a + r.find.length);
		}
		return (this.#i(t) ?? this.#a(t)) || (this.#o(t), {
			ok: !0,
			appliedCount: e.length,
			currentLength: t.length
		});
	}
	#i(e) {
		if (!(e.length <= 262144)) return Q(`The reply would be ${e.length} characters long; at most ${XL} are allowed. Nothing was changed.`, "draft_too_large", "Keep the reply to the scene at hand; finalize what is there, or replace the draft with a shorter text.");
	}
	#a(e) {
		if (this.#t && !e.startsWith(this.#t)) return Q("This is a continue turn: the original message text must stay unchanged at the start of the reply. Nothing was changed.", "invalid_op_for_continue", "Use write_message with mode \"append\", or patch only text written after the original message.");
	}
	#o(e) {
		this.#e = e, this.#r?.(e);
	}
};
function QL() {
	return Q("The reply has already been committed; it can no longer be changed.", "draft_settled");
}
// src/core/tools/message-tools.ts
var $L = [
	"write_message",
	"apply_message_patches",
	"get_draft",
	"draft_search"
], eR = H({
	text: z(),
	mode: Qg(["append", "replace"]).optional()
}), tR = H({ patches: V(Q_((e) => {
	if (!e || typeof e != "object" || Array.isArray(e)) return e;
	let t = e;
	return t.find === void 0 && t.oldString !== void 0 ? {
		...t,
		find: t.oldString,
		replaceWith: t.replaceWith ?? t.newString
	} : t;
}, H({
	find: z(),
	replaceWith: z()
}))) }), nR = H({}), rR = H({
	pattern: z(),
	flags: z().optional().describe("e.g. \"i\"")
});
function iR(e) {
	return Z({
		name: "write_message",
		description: "Write the reply: \"append\" (default) adds to the draft, \"replace\" rewrites it.",
		parameters: eR,
		execute: (t) => e.write(t.text, t.mode ?? "append")
	});
}
function aR(e) {
	return Z({
		name: "apply_message_patches",
		description: "Replace passages of the draft: each \"find\" occurs exactly once, byte for byte. All or none apply.",
		parameters: tR,
		execute: (t) => e.applyPatches(t.patches)
	});
}
function oR(e) {
	return Z({
		name: "get_draft",
		description: "Read the draft as it is now.",
		parameters: nR,
		readOnly: !0,
		execute: () => ({
			ok: !0,
			text: e.text
		})
	});
}
function sR(e) {
	return Z({
		name: "draft_search",
		description: "Search the draft line by line with a JavaScript regex.",
		parameters: rR,
		readOnly: !0,
		execute: (t) => {
			let n = ZI(t.pattern, t.flags);
			return n instanceof RegExp ? {
				ok: !0,
				...eL(e.text, n)
			} : n;
		}
	});
}
function cR(e) {
	return {
		write_message: iR(e),
		apply_message_patches: aR(e),
		get_draft: oR(e),
		draft_search: sR(e)
	};
}
// src/core/engines/capsule/output-tools.ts
function lR(e) {
	return Z({
		name: e.name,
		description: e.description,
		parameters: H({ [e.field]: e.fieldDescription ? z().trim().describe(e.fieldDescription) : z().trim() }),
		execute: (t, n) => {
			let r = JT(n, e.name);
			if (r) return r;
			let i = String(t[e.field] ?? "");
			return i ? (e.onOutput(i), { ok: !0 }) : Q(`${e.field} is empty.`, "empty_output", `Call ${e.name} again with the full text in "${e.field}".`);
		}
	});
}
var uR = (e) => lR({
	name: "finalize",
	description: "Hand in the guidance for the next reply and end your work. The only way to finish.",
	field: "capsule_text",
	fieldDescription: "The complete guidance the writer of the next reply will read.",
	onOutput: e
}), dR = (e) => lR({
	name: "final_guidance",
	description: "Hand in the final guidance the writer of the next reply will read. This ends your work.",
	field: "text",
	fieldDescription: "The complete guidance text.",
	onOutput: e
}), fR = (e) => lR({
	name: "submit_result",
	description: "Hand in your report; this ends your work.",
	field: "text",
	fieldDescription: "",
	onOutput: e
}), pR = () => V(z().trim()).optional(), mR = H({
	summary: z().trim().describe("Your result in a few lines."),
	directives: pR().describe("Only a node that directs the reply: concrete instructions for it, one per item."),
	risks: pR().describe("Pitfalls the reply must avoid, one per item.")
});
function hR(e) {
	return Z({
		name: "node_output",
		description: "Hand in your result for the later nodes of the workflow. This ends your work.",
		parameters: mR,
		execute: (t, n) => {
			let r = JT(n, "node_output");
			if (r) return r;
			let i = (t.directives ?? []).filter(Boolean), a = (t.risks ?? []).filter(Boolean);
			if (!t.summary && i.length === 0 && a.length === 0) return Q("summary is empty.", "empty_output", "Call node_output again with your result in \"summary\".");
			let o = [t.summary];
			return i.length && o.push(`Directives:\n${i.map((e) => `- ${e}`).join("\n")}`), a.length && o.push(`Risks:\n${a.map((e) => `- ${e}`).join("\n")}`), e(o.filter(Boolean).join("\n\n")), { ok: !0 };
		}
	});
}
// src/core/engines/director/collab-tools.ts
var gR = sg().optional().describe("true: a handle now, for await_subagents.");
async function _R(e, t, n) {
	if (n) return {
		ok: !0,
		handle: t
	};
	let [r] = await e.wait([t]);
	return r.status === "completed" ? {
		ok: !0,
		handle: t,
		report: r.output ?? ""
	} : {
		ok: !1,
		handle: t,
		error: r.error ?? r.status ?? "failed"
	};
}
function vR(e, t, n = {}) {
	let r = new Map(t.map((e) => [e.id, e])), i = t.map((e) => e.id), a = H({
		subagentId: i.length ? Qg(i) : z(),
		task: z(),
		background: gR
	});
	return Z({
		name: "dispatch_subagent",
		description: `Run a team member; its report is the result. Dispatches in one response run together.${n.roster ? `\nTeam:\n${t.map((e) => `- ${e.id}: ${e.description}`).join("\n")}` : ""}`,
		parameters: a,
		concurrent: !0,
		execute: (t) => {
			let n = r.get(t.subagentId);
			return _R(e, e.dispatch({
				subagentId: t.subagentId,
				task: t.task,
				payload: n,
				background: t.background,
				refuse: n ? void 0 : `unknown sub-agent id: ${t.subagentId}`
			}).handle, t.background);
		}
	});
}
var yR = H({
	systemPrompt: z().trim().describe("The sub-agent's complete role."),
	task: z(),
	apiPresetName: z().trim().optional().describe("Optional connection name; empty = default."),
	promptPresetName: z().trim().optional().describe("Optional prompt preset name; empty = default."),
	background: gR
});
function bR(e, t) {
	return Z({
		name: "dispatch_inline_subagent",
		description: "Run a one-off sub-agent whose whole role is the systemPrompt you write, for a role your team lacks; returns its report. It sees the story, your task and the draft, never your reasoning.",
		parameters: yR,
		concurrent: !0,
		execute: (n) => _R(e, e.dispatch({
			subagentId: "inline",
			inline: !0,
			task: n.task,
			background: n.background,
			refuse: n.systemPrompt ? void 0 : "dispatch_inline_subagent requires a non-empty systemPrompt",
			payload: t({
				systemPrompt: n.systemPrompt,
				apiPresetName: n.apiPresetName ?? "",
				promptPresetName: n.promptPresetName ?? ""
			})
		}).handle, n.background)
	});
}
var xR = H({ handles: V(z()).describe("Handles from dispatch calls.") });
function SR(e) {
	return Z({
		name: "await_subagents",
		description: "Wait for background sub-agents and read their reports, in the order given.",
		parameters: xR,
		execute: async (t) => t.handles.length === 0 ? Q("handles must be a non-empty array of handle strings.", "invalid_arguments", "Pass the handles returned by a background dispatch, e.g. [\"subagent-0\"].") : {
			ok: !0,
			results: await e.wait(t.handles)
		}
	});
}
var CR = H({ handle: z() });
function wR(e) {
	return Z({
		name: "cancel_subagent",
		description: "Stop a background sub-agent.",
		parameters: CR,
		execute: (t) => {
			let n = e.cancel(t.handle);
			return n === "unknown" ? Q(`Unknown handle "${t.handle}".`, "unknown_handle") : n === "already-done" ? {
				ok: !0,
				alreadyDone: !0
			} : { ok: !0 };
		}
	});
}
function TR(e, t) {
	return Z({
		name: "finalize",
		description: "Commit the draft as the reply and end the turn.",
		parameters: H({}),
		execute: (n, r) => JT(r, "finalize") || (e().trim() ? (t(), { ok: !0 }) : Q("The draft is empty; there is nothing to commit.", "draft_empty", "Write the reply with write_message first."))
	});
}
// src/core/engines/director/config.ts
var ER = {
	maxRounds: 20,
	subAgentMaxRounds: 16,
	maxConcurrentSubagents: 4,
	maxTotalSubagentRuns: 16,
	toolCallRetryMax: 2
}, DR = jk.en.frames;
function OR(e) {
	let t = e.frames ?? DR;
	return {
		system: [Lk(e.systemPrompt, {
			team: e.team,
			descriptions: e.descriptions,
			opening: e.opening,
			after: e.after,
			skills: e.skills
		}), e.catalog],
		volatile: [
			e.reports,
			e.openNotes,
			e.isContinue ? t.continueNote : "",
			t.kickoff
		]
	};
}
function kR(e) {
	return {
		system: [(e.frames ?? DR).subFrame, `<orchestration_role>\n${[e.systemPrompt.trim(), e.catalog].filter(Boolean).join("\n\n")}\n</orchestration_role>`],
		volatile: [
			`<task>\n${e.task}\n</task>`,
			e.draft.trim() ? `<current_draft>\n${e.draft}\n</current_draft>` : "",
			e.openNotes,
			e.prefetched
		]
	};
}
function AR(e, t) {
	return t.length === 0 ? "" : [e, ...t.map((e) => `<report from="${e.id}">\n${e.text.trim()}\n</report>`)].join("\n");
}
function jR(e, t, n, r, i = DR) {
	return i.settled(e, t, n, r);
}
// src/core/engines/director/subagents.ts
function MR(e) {
	let t = JL(Math.max(1, e.maxConcurrent)), n = [], r = /* @__PURE__ */ new Map(), i = 0, a = 0, o = (t, n) => {
		t.status = n.status, n.status === "completed" ? t.output = n.output : t.error = n.error, e.onStatus?.(t);
	}, s = (n) => {
		let { controller: r, dispose: i } = CF(e.signal), a = r.signal;
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
				background: !!t.background,
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
var NR = (e) => `${e.handle}: ${e.subagentId}`, PR = (e, t) => t ? `main-${e}-r${t}` : `main-${e}`;
async function FR(e) {
	let { config: t, slot: n } = e;
	if (!LL(e.generationType)) throw TypeError(`runDirectorTurn: generationType "${String(e.generationType)}" is not taken over by director (allowed: ${FL.join(", ")}).`);
	let r = {
		...ER,
		...t.limits
	}, i = e.trace ?? cI({
		mode: "director",
		now: e.now
	}), a = (t) => {
		try {
			e.onEvent?.(t);
		} catch {}
	}, o = () => {}, s = BL(n, () => o()), c = EL({
		mode: "director",
		hosts: {
			...e,
			trace: i
		},
		lorebookFilter: t.lorebookFilter,
		budget: t.budget,
		frames: Fk(t.mainAgent.systemPrompt, t.mainAgent.skills?.names ?? []),
		foldPrefix: n.initialReasoning,
		onFold: (e) => s.setReasoning(e),
		isCurrent: () => n.isCurrent(),
		onEvent: a
	});
	o = () => c.lose();
	let l = c.fold, u = e.generationType === "continue", d = new ZL(u ? n.initialText : "", {
		preservedPrefix: u ? n.initialText : "",
		onChange: (e) => {
			s.setText(e), a({
				type: "draft",
				text: e
			});
		}
	}), f = cR(d), p = t.mainAgent, m = c.frames, h = (e, t, n = !0) => {
		let r = new Set(e.tools), i = [];
		return r.has("write_message") && i.push(f.write_message), t && (r.has("apply_message_patches") && i.push(f.apply_message_patches), n && i.push(f.get_draft, f.draft_search)), {
			message: i,
			rest: c.agentTools(e)
		};
	}, g = MR({
		maxConcurrent: r.maxConcurrentSubagents,
		maxTotal: r.maxTotalSubagentRuns,
		signal: c.signal,
		run: async (e, n) => {
			let i = e.payload, a = i.maxRounds ?? r.subAgentMaxRounds, o = d.text, s = i.tools.includes("write_message") || i.tools.includes("apply_message_patches"), l = h(i, o.length > 0, s), u, f = (i.wave ?? "dispatch") === "after", p = f ? [fR((e) => u = e)] : [], g = await c.prefetch(i, e.handle), _ = kR({
				systemPrompt: i.systemPrompt,
				catalog: i.skills?.catalog ?? "",
				openNotes: await c.openNotes(),
				draft: o,
				task: e.task,
				prefetched: g,
				frames: m
			}), v = await c.run({
				id: e.handle,
				label: e.subagentId,
				agent: i,
				section: NR(e),
				running: !1,
				messages: c.messages(i, {
					..._,
					story: c.storyFor(i, m.subReminder)
				}),
				tools: [
					...l.message,
					...l.rest,
					...p
				],
				maxRounds: a,
				stream: t.useStreaming,
				retryMax: r.toolCallRetryMax,
				noToolCalls: { kind: "finish" },
				...f ? { stopWhen: [AF("submit_result")] } : {},
				handIn: f ? m.afterHandIn : m.subHandIn,
				signal: n
			});
			if (u !== void 0 && v.status === "stopped" && v.stop.kind === "tool-succeeded") return { output: u };
			switch (v.status) {
				case "natural":
				case "stopped": return v.status === "stopped" && v.stop.kind === "budget" ? v.lastProse.trim() ? { output: v.lastProse } : { error: ML(v) } : { output: v.text };
				case "max-rounds": return { error: `did not converge within ${a} rounds` };
				case "aborted": return { error: "cancelled" };
				case "error": return { error: v.error.message };
			}
		},
		onStatus: (e) => {
			let t = e.status === "completed" ? void 0 : e.status === "failed" || e.status === "cancelled" ? `error: ${e.error ?? e.status}` : e.status;
			l.ensure(NR(e)), l.setStatus(NR(e), t), e.status === "queued" && i.label(e.handle, e.subagentId), i.event(e.handle, `subagent-${e.status}`, {
				subagentId: e.subagentId,
				...e.status === "queued" ? { task: e.task } : {},
				...e.error ? { error: e.error } : {}
			}), a({
				type: "subagent",
				record: { ...e }
			});
		}
	}), _ = new Set(c.readers.keys()), v = (e) => !SO(e.tools, _), y = t.subAgents.filter(v);
	y.length < t.subAgents.length && c.note("main", "team-unavailable", { subagents: t.subAgents.filter((e) => !v(e)).map((e) => e.id) });
	let b = await IR(e), x = y.filter((e) => LR(e.everyTurns ?? 1, b)), S = (e.team ?? "full") === "full", C = (e) => e.wave ?? "dispatch", w = S ? x.filter((e) => C(e) === "dispatch") : [], T = S ? x.filter((e) => C(e) === "opening") : [], ee = x.filter((e) => C(e) === "after");
	S || c.note("main", "writer-only");
	let E = new Set(p.tools), te = !1, ne = w.length > 0 && E.has("dispatch_subagent"), re = S && E.has("dispatch_inline_subagent"), ie = p.systemPrompt.includes(Ak), D = [];
	ne && D.push(vR(g, w, { roster: !ie })), re && D.push(bR(g, (e) => ({
		...t.inline,
		id: "inline",
		description: "",
		systemPrompt: e.systemPrompt,
		apiPresetName: e.apiPresetName || t.inline.apiPresetName,
		promptPresetName: e.promptPresetName || t.inline.promptPresetName
	})));
	let ae = [SR(g), wR(g)], oe = TR(() => d.text, () => te = !0), se = c.agentTools(p), ce = /* @__PURE__ */ new Map(), le = () => {
		let e = d.text.length > 0, t = g.records().some((e) => e.background && !e.retrieved && e.status !== "failed"), n = `${e}:${t}`, r = ce.get(n);
		return r || (r = [
			...D,
			...t ? ae : [],
			...h(p, e).message,
			oe,
			...se
		], ce.set(n, r)), r;
	}, O, ue, de = "", fe = /* @__PURE__ */ new Set();
	if (c.stillCurrent() && T.length > 0) {
		let e = T.map((e) => g.dispatch({
			subagentId: e.id,
			task: m.openingTask,
			payload: e
		}));
		for (let t of e) fe.add(t.handle);
		let t = await g.wait(e.map((e) => e.handle));
		c.note("main", "opening-wave", { subagents: T.map((e) => e.id) }), de = AR(m.reportsHeading, t.map((e) => ({
			id: e.subagentId ?? e.handle,
			text: e.status === "completed" ? e.output ?? "" : m.failedReport(e.error ?? e.status ?? "")
		})));
	}
	if (!c.stillCurrent()) O = "chat-changed";
	else {
		let e = OR({
			systemPrompt: p.systemPrompt,
			catalog: p.skills?.catalog ?? "",
			openNotes: await c.openNotes(),
			isContinue: u,
			team: ne ? w.map((e) => e.id) : [],
			descriptions: Object.fromEntries(w.map((e) => [e.id, e.description])),
			opening: T.map((e) => e.id),
			after: ee.map((e) => e.id),
			skills: p.skills?.names ?? [],
			reports: de,
			frames: m
		}), n = await c.run({
			id: "main",
			label: "main",
			agent: p,
			section: (e, t) => PR(e, t),
			messages: c.messages(p, {
				...e,
				story: c.storyFor(p, void 0, !0)
			}),
			tools: le,
			maxRounds: r.maxRounds,
			stream: t.useStreaming,
			retryMax: r.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: r.toolCallRetryMax,
				nudge: m.nudge,
				exhausted: "fail"
			},
			stopWhen: [AF("finalize")],
			handIn: m.mainHandIn,
			beforeRound: () => {
				let e = g.drainSettled();
				if (e.length !== 0) return [{
					role: "user",
					content: e.map((e) => jR(e.handle, e.subagentId, e.status, e.status === "completed" ? e.output ?? "" : e.error ?? "", m)).join("\n")
				}];
			},
			onEvent: (e) => {
				e.type === "no-tool-call" && l.has(PR(e.round, e.attempt)) && l.setStatus(PR(e.round, e.attempt), "no tool call");
			}
		});
		c.chatChanged() ? O = "chat-changed" : n.status === "stopped" && te ? O = "finalized" : n.status === "max-rounds" ? O = "max-rounds" : n.status === "stopped" && n.stop.kind === "budget" ? O = "budget" : n.status === "aborted" ? O = "aborted" : (O = "error", ue = n.status === "error" ? n.error.message : `The main agent ended unexpectedly (${ML(n)}).`);
	}
	await g.shutdown(), d.settle();
	let pe = "none";
	c.chatChanged() && (O = "chat-changed"), O === "aborted" && l.ensure("aborted"), O === "error" && l.append("error", ue ?? "error");
	try {
		O === "chat-changed" ? s.close() : O === "aborted" && t.discardOnAbort || (O === "error" || O === "aborted") && d.text === n.initialText ? (c.closeFold(), await s.discard() && (pe = "discarded")) : (c.flushFold(), i.event("main", "critical-path", { calls: c.serialCalls() }), await s.commit({ connection: p.apiPresetName ?? "" }) && (pe = "committed"));
		let e = S && (!ne || g.records().some((e) => !fe.has(e.handle))), r = ee.filter((t) => e || !t.fullTurnsOnly);
		if (pe === "committed" && r.length > 0 && O !== "aborted" && O !== "budget" && c.stillCurrent()) {
			c.closeFold(), c.note("main", "after-wave", { subagents: r.map((e) => e.id) });
			let e = r.map((e) => g.dispatch({
				subagentId: e.id,
				task: m.afterTask,
				payload: e
			}));
			await g.wait(e.map((e) => e.handle));
		}
	} catch (e) {
		let t = e instanceof Error ? e.message : String(e);
		ue = ue ? `${ue}; then saving failed: ${t}` : `Saving the reply failed: ${t}`, O !== "aborted" && (O = "error");
	} finally {
		c.closeFold(), s.close(), c.dispose();
	}
	return (s.lost || c.chatChanged()) && (O = "chat-changed", pe = "none"), i.finish(O), i.event("main", "turn-end", {
		outcome: O,
		settled: pe,
		...ue ? { error: ue } : {}
	}), {
		outcome: O,
		settled: pe,
		text: d.text,
		reasoning: l.render(),
		...ue ? { error: ue } : {},
		usage: i.usage(),
		trace: i,
		subagents: g.records().map((e) => ({
			...e,
			payload: void 0
		}))
	};
}
async function IR(e) {
	try {
		if (e.chat) return (await e.chat.messages()).filter((e) => e.role === "user").length;
	} catch {}
	return (e.story?.history ?? e.context ?? []).filter((e) => e.role === "user").length;
}
function LR(e, t) {
	return e <= 1 || t <= 1 || (t - 1) % e == 0;
}
// src/core/engines/director/from-profile.ts
function RR(e, t = {}) {
	let n = t.skills ?? [], r = (e) => NL(e, t.extraToolNames), i = e.tools, a = e.mainAgent, o = e.subAgents.map((e) => ({
		s: e,
		tools: r(hO(i, e.tools))
	}));
	return {
		mainAgent: {
			systemPrompt: a.systemPrompt,
			...PL(a, e),
			tools: r(hO(i, a.tools)),
			skills: HL({
				mode: e.skills,
				agent: a.skills
			}, n, { promptPreset: PL(a, e).promptPresetName }),
			maxTokens: a.maxTokens,
			story: vI(a)
		},
		subAgents: o.map(({ s: t, tools: r }) => ({
			id: t.id,
			description: t.description,
			systemPrompt: t.systemPrompt,
			...PL(t, e),
			tools: r,
			skills: HL({
				mode: e.skills,
				agent: t.skills
			}, n, { promptPreset: PL(t, e).promptPresetName }),
			maxRounds: t.maxRounds ?? e.subAgentMaxRounds,
			maxTokens: t.maxTokens,
			story: vI(t),
			wave: t.wave,
			everyTurns: t.everyTurns,
			fullTurnsOnly: t.fullTurnsOnly,
			...t.prefetch.length ? { prefetch: [...new Set(t.prefetch)] } : {}
		})),
		inline: {
			...PL({}, e),
			tools: r(i),
			skills: HL({ mode: e.skills }, n, { promptPreset: PL({}, e).promptPresetName }),
			maxTokens: Uk.maxTokens,
			story: vI(Uk)
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
		lorebookFilter: e.lorebookFilter,
		budget: e.budget
	};
}
// src/core/engines/agenda/from-profile.ts
function zR(e, t = {}) {
	let n = e.tools, r = t.skills ?? [], i = e.planner;
	return {
		planner: {
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...PL(i, e),
			tools: [],
			skills: HL({
				mode: e.skills,
				agent: i.skills
			}, r, { promptPreset: PL(i, e).promptPresetName }),
			maxTokens: i.maxTokens
		},
		workers: e.workers.map((i) => ({
			id: i.id,
			description: i.description,
			systemPrompt: i.systemPrompt,
			userPromptTemplate: i.userPromptTemplate,
			...PL(i, e),
			tools: NL(hO(n, i.tools), t.extraToolNames),
			skills: HL({
				mode: e.skills,
				agent: i.skills
			}, r, { promptPreset: PL(i, e).promptPresetName }),
			maxTokens: i.maxTokens,
			inputTags: i.inputTags,
			outputTags: i.outputTags
		})),
		finalWorkerId: e.finalWorkerId,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		workerMaxRounds: e.workerMaxRounds,
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming,
		startTags: e.startTags
	};
}
// src/core/engines/capsule/node-messages.ts
var BR = jk.en.frames.capsule, VR = BR.nodeFrame;
function HR(e) {
	let t = e.background?.trim();
	return {
		system: [
			(e.frames ?? BR).nodeFrame,
			e.systemPrompt,
			e.catalog
		],
		story: t ? [{
			role: "system",
			content: `<story_background>\n${t}\n</story_background>`
		}] : void 0,
		storyFirst: !0,
		volatile: [e.user, e.openNotes]
	};
}
function UR(e, t, n, r, i = BR) {
	return i.contract(e, t, n, r);
}
// src/core/engines/capsule/story.ts
var WR = (e) => typeof e.content == "string" ? e.content : "";
function GR(e, t, n, r = "(none)") {
	let i = /\{\{\s*last_user\s*\}\}/.test(n);
	return {
		recent_chat: e.recentChat(t, i),
		last_user: e.lastUserText || r
	};
}
async function KR(e) {
	let t = e.story ?? xI(e.context ?? []), n;
	e.chat ? n = [...await e.chat.messages()] : (n = [], t.history.forEach((e, t) => {
		(e.role === "user" || e.role === "assistant") && n.push({
			floor: t,
			role: e.role,
			content: WR(e)
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
		recentChat(e, t = !1) {
			let i = t && r && n.at(-1) === r ? n.length - 1 : n.length, a = n.slice(Math.max(0, i - Math.max(1, e)), i);
			return a.length === 0 ? "(no messages yet)" : a.map((e) => `[#${e.floor}] ${e.name ? `${e.name} (${e.role})` : e.role}: ${e.content}`).join("\n\n");
		},
		lastUserText: i?.text ?? "",
		...i ? { lastUser: i } : {},
		background: PI(t)
	};
}
// src/core/engines/capsule/template.ts
var qR = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
function JR(e, t) {
	return e.replace(qR, (e, n) => Object.prototype.hasOwnProperty.call(t, n) ? t[n] : e);
}
function YR(e) {
	let t = [];
	for (let n of e.matchAll(qR)) t.includes(n[1]) || t.push(n[1]);
	return t;
}
function XR(e, t = "(none)") {
	let n = e.filter((e) => e.text.trim()).map((e) => `### ${e.id}\n${e.text.trim()}`);
	return n.length ? n.join("\n\n") : t;
}
// src/core/engines/agenda/board.ts
var ZR = [
	"todo",
	"doing",
	"done",
	"blocked",
	"dropped"
], QR = {
	id: "main",
	goal: "Prepare the best guidance for the next reply.",
	status: "todo"
}, $R = class {
	todos;
	constructor(e = QR.goal) {
		this.todos = [{
			...QR,
			goal: e
		}];
	}
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
					if (!ZR.includes(r.status)) return void t.push(`todo_ops[${n}]: status must be one of ${ZR.join(", ")}.`);
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
function ez(e) {
	let t = U({}).meta({
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
				enum: [...ZR]
			}
		},
		required: ["op", "todo_id"]
	}), n = U({}).meta({
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
	return H({
		todo_ops: V(t).optional(),
		dispatches: V(n).optional(),
		finalize: z().trim().optional().describe("Why the reports are sufficient; ends planning.")
	});
}
var tz = (e) => typeof e == "string" ? e.trim() : "";
function nz(e) {
	let t = 0, n = [...e.workers.keys()];
	return Z({
		name: "planner_step",
		description: "One planning step: update the todo board, then either dispatch workers (they run in parallel; their reports come back as this call's result) or finalize with the reason the material is sufficient. Never both.",
		parameters: ez(n),
		execute: async (r) => {
			let i = r.dispatches ?? [], a = r.finalize ?? "";
			if (a && i.length) return Q("A step cannot dispatch workers and finalize at once.", "dispatch_and_finalize", "Dispatch now and finalize in a later step, or finalize without dispatches.");
			if (!a && i.length === 0) return Q("The step neither dispatches nor finalizes.", "empty_step", "Give at least one dispatch, or finalize with your reason.");
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
				let i = t, a = tz(i.worker ?? i.agent), o = tz(i.task_brief);
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
				let u = (Array.isArray(i.input_run_ids) ? i.input_run_ids : []).map(tz).filter((e) => s.has(e));
				c.push({
					index: r,
					worker: a,
					task: o,
					todoId: tz(i.todo_id) || "main",
					inputs: u
				});
			}), c.length === 0) return Q("No valid dispatch in this step.", "no_valid_dispatch", l.map((e) => `dispatches[${e.index}]: ${e.error}`).join("; "));
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
var rz = jk.en.frames.capsule;
rz.plannerNudge, rz.agendaWorkerNudge;
function iz(e, t = rz) {
	let n = (e) => e.inputTags?.length || e.outputTags?.length ? t.routing(e.inputTags?.join(", ") || "—", e.outputTags?.join(", ") || "—") : "", r = e.workers.length ? e.workers.map((e) => `- ${e.id}: ${e.description || t.noDescription}${n(e)}`).join("\n") : t.noWorkers, i = e.workers.some((e) => n(e)) || e.tags ? e.tags ?? t.emptyTags : void 0;
	return t.plannerBrief({
		roster: r,
		finalWorkerId: e.finalWorkerId,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		board: e.board,
		tags: i
	});
}
rz.finalTask;
// src/core/engines/agenda/tags.ts
var az = class {
	#e = /* @__PURE__ */ new Map();
	constructor(e = {}) {
		for (let [t, n] of Object.entries(e)) n.trim() && this.#e.set(t, { text: n });
	}
	get size() {
		return this.#e.size;
	}
	record(e, t) {
		if (e.output?.trim()) for (let n of t) this.#e.set(n, {
			text: e.output,
			run: e
		});
	}
	inputsFor(e, t) {
		let n = [];
		for (let r of e) {
			let e = this.#e.get(r);
			if (!e || e.run && t.includes(e.run.id)) continue;
			let i = e.run && n.find((t) => t.runId === e.run.id);
			i ? i.id = `${i.id.slice(0, i.id.indexOf(" ("))}, ${r}${i.id.slice(i.id.indexOf(" ("))}` : n.push({
				id: e.run ? `${r} (${e.run.id}, ${e.run.worker})` : `${r} (given when the chat started)`,
				text: e.text,
				runId: e.run?.id
			});
		}
		return n.map(({ id: e, text: t }) => ({
			id: e,
			text: t
		}));
	}
	render() {
		return this.#e.size ? [...this.#e].map(([e, t]) => `- ${e}: ${t.run ? `from ${t.run.id} (${t.run.worker})` : "given when the chat started"}`).join("\n") : "(empty)";
	}
}, oz = (e) => `planner-${e}`, sz = (e) => `${e.id}: ${e.worker}`;
async function cz(e, t) {
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
	let r = e.workers.filter((e) => e.id !== n.id), i = new Map(r.map((e) => [e.id, e])), a = t.frames.capsule, o = new $R(a.initialTodo), s = [], c = new az(e.startTags), l = await t.openNotes(), u = e.includeWorldInfo ? t.view.background : "", d = (n) => ({
		...GR(t.view, e.maxRecentMessages, n, a.none),
		previous_orchestration: t.previousCapsule || a.none
	}), f = (e, t = []) => XR([...s.filter((t) => e.includes(t.id) && t.status === "completed").map((e) => ({
		id: `${e.id} (${e.worker})`,
		text: e.output ?? ""
	})), ...c.inputsFor(t, e)], a.none), p = async (n, r, i) => {
		let o = "", s = t.agentTools(n), p = s.length ? e.workerMaxRounds : 1 + e.toolCallRetryMax, m = f(r.inputs, n.inputTags), h = YR(n.userPromptTemplate), g = [JR(n.userPromptTemplate, {
			...d(n.userPromptTemplate),
			task: r.task,
			inputs: m
		})];
		h.includes("task") || g.push(`## task\n${r.task}`), !h.includes("inputs") && m !== a.none && g.push(`## input_reports\n${m}`), g.push(UR("submit_result({text})", a.agendaWorkerTask, p, s.length > 0, a)), t.note(i, "run-start", {
			run: r.id,
			worker: r.worker,
			todo: r.todoId,
			inputs: r.inputs
		});
		let _ = await t.run({
			id: i,
			label: n.id,
			agent: n,
			section: i,
			running: !1,
			messages: t.messages(n, HR({
				systemPrompt: n.systemPrompt,
				openNotes: l,
				catalog: n.skills?.catalog ?? "",
				background: u,
				user: g.join("\n\n"),
				frames: a
			})),
			tools: [fR((e) => o = e), ...s],
			maxRounds: p,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: a.agendaWorkerNudge,
				exhausted: "fail"
			},
			stopWhen: [AF("submit_result")],
			handIn: a.agendaWorkerHandIn
		});
		if (o) Object.assign(r, {
			status: "completed",
			output: o
		}), c.record(r, n.outputTags ?? []), AL(t, i, { output: o });
		else {
			let e = _.status === "aborted" ? "cancelled" : _.status === "max-rounds" ? `did not call submit_result within ${p} round(s)` : ML(_);
			Object.assign(r, {
				status: _.status === "aborted" ? "cancelled" : "failed",
				error: e
			}), AL(t, i, { error: e });
		}
		return t.note(i, `run-${r.status}`, {
			run: r.id,
			worker: r.worker,
			...r.error ? { error: r.error } : {}
		}), r;
	}, m = "", h = !1, g = 0, _ = 1, v = nz({
		board: o,
		workers: i,
		runs: s,
		maxConcurrent: e.maxConcurrentWorkers,
		maxTotal: e.maxTotalRuns,
		execute: async (n) => {
			let r = n.map((e) => {
				let n = {
					id: `run-${s.length + 1}`,
					worker: e.worker,
					todoId: e.todoId,
					task: e.task,
					inputs: e.inputs,
					status: "running"
				};
				return s.push(n), t.fold.ensure(sz(n), "running"), n;
			}), a = await Promise.all(r.map((e) => p(i.get(e.worker), e, sz(e))));
			return s.length >= e.maxTotalRuns && (h = !0), a;
		},
		onStep: (n) => {
			let r = [];
			n.finalize && r.push(`finalize: ${n.finalize}`), n.accepted.forEach((e, t) => r.push(`dispatch run-${s.length + t + 1} → ${e.worker} [${e.todoId}]: ${e.task}`));
			for (let t of n.truncated) r.push(`cut: ${t.worker} (${t.reason === "max_total_runs" ? `maxTotalRuns=${e.maxTotalRuns}` : `maxConcurrentWorkers=${e.maxConcurrentWorkers}`})`);
			for (let e of n.rejected) r.push(`rejected: dispatches[${e.index}] ${e.error}`);
			let i = oz(_), a = t.fold.has(i) ? t.fold.ensure(i).body : "";
			t.fold.append(i, `${a.trim() && !a.endsWith("\n") ? "\n" : ""}${r.join("\n")}`), n.finalize || (g = n.step), t.note("planner", n.finalize ? "planner-finalize" : "planner-step", {
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
		onFinalize: (e) => m = e
	}), y = e.planner, b = [JR(y.userPromptTemplate, d(y.userPromptTemplate)), iz({
		workers: r,
		finalWorkerId: n.id,
		plannerMaxRounds: e.plannerMaxRounds,
		maxConcurrentWorkers: e.maxConcurrentWorkers,
		maxTotalRuns: e.maxTotalRuns,
		board: o.render(),
		tags: c.size ? c.render() : void 0
	}, a)].join("\n\n"), x = await t.run({
		id: "planner",
		label: "planner",
		agent: y,
		section: (e) => oz(e),
		messages: t.messages(y, HR({
			systemPrompt: y.systemPrompt,
			openNotes: l,
			catalog: y.skills?.catalog ?? "",
			background: u,
			user: b,
			frames: a
		})),
		tools: [v, ...t.agentTools(y)],
		maxRounds: e.plannerMaxRounds * 2,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: a.plannerNudge,
			exhausted: "fail"
		},
		stopWhen: [
			MF(() => m !== "", "finalized"),
			MF(() => h, "max_total_runs"),
			MF(() => g >= e.plannerMaxRounds, "planner_max_rounds")
		],
		handIn: a.plannerHandIn,
		onEvent: (e) => {
			e.type === "round-start" && (_ = e.round);
		}
	}), S = x.status === "stopped" && x.stop.kind === "budget";
	if (x.status === "aborted") return {
		status: "aborted",
		body: "",
		details: { runs: s }
	};
	if (x.status === "error") return {
		status: "failed",
		body: "",
		error: x.error.message,
		details: { runs: s }
	};
	let C = m ? a.endedFinalized(m) : S ? a.endedBudget : h ? a.endedRuns(e.maxTotalRuns) : a.endedSteps(e.plannerMaxRounds), w = m ? void 0 : S ? "budget" : h ? "max_total_runs" : "planner_max_rounds";
	t.note("planner", "planning-ended", {
		reason: m || w,
		runs: s.length
	});
	let T = await p(n, {
		id: "final",
		worker: n.id,
		todoId: "main",
		task: a.finalTask(C),
		inputs: s.filter((e) => e.status === "completed").map((e) => e.id),
		status: "running"
	}, `final: ${n.id}`), ee = {
		runs: s,
		steps: g,
		...w ? { planningLimit: w } : {}
	};
	return T.status === "completed" ? {
		status: "completed",
		body: T.output ?? "",
		...w ? { limit: w } : {},
		details: ee
	} : T.status === "cancelled" || t.signal.aborted ? {
		status: "aborted",
		body: "",
		details: ee
	} : {
		status: "failed",
		body: "",
		error: `The final worker "${n.id}" failed: ${T.error}`,
		details: ee
	};
}
// src/core/engines/loop/config.ts
var lz = 1e4, uz = 3;
// src/core/engines/loop/from-profile.ts
function dz(e, t = {}) {
	let n = e.loopAgent;
	return {
		agent: {
			systemPrompt: n.systemPrompt,
			...PL(n, e),
			tools: NL(e.tools, t.extraToolNames),
			skills: HL({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? [], { promptPreset: PL(n, e).promptPresetName }),
			maxTokens: n.maxTokens,
			story: vI(n)
		},
		maxRounds: e.maxRounds,
		wallClockBudgetMs: Math.max(lz, e.wallClockBudgetMs),
		toolCallRetryMax: e.toolCallRetryMax,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/loop/prompts.ts
var fz = jk.en.frames.capsule;
fz.loopNudge;
function pz(e) {
	let t = e.frames ?? fz;
	return {
		system: [e.systemPrompt, e.catalog],
		volatile: [
			e.lastUser === void 0 ? "" : `<latest_user_message>\n${e.lastUser || t.none}\n</latest_user_message>`,
			t.loopTask(e.lastUser !== void 0, e.maxRounds),
			e.openNotes
		]
	};
}
// src/core/engines/loop/engine.ts
var mz = (e) => `loop-${e}`;
async function hz(e, t) {
	let n = e.agent, r = Math.max(1, Math.trunc(e.maxRounds)), i = Math.max(lz, e.wallClockBudgetMs), a = t.frames.capsule, o = "", s = [...t.agentTools(n), uR((e) => o = e)], c = await t.run({
		id: "loop",
		label: "loop",
		agent: n,
		section: (e) => mz(e),
		messages: ((e, n) => {
			let i = t.storyFor(e), o = t.view.lastUserText, s = !!o && i.some((e) => e.role === "user" && e.content === o);
			return t.messages(e, {
				...pz({
					systemPrompt: e.systemPrompt,
					openNotes: n,
					catalog: e.skills?.catalog ?? "",
					lastUser: s ? void 0 : o,
					maxRounds: r,
					frames: a
				}),
				story: i
			});
		})(n, await t.openNotes()),
		tools: s,
		maxRounds: r,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: 2,
			consumesRound: !0,
			exhausted: "stop",
			nudge: a.loopNudge
		},
		stopWhen: [AF("finalize"), jF(i)],
		handIn: a.loopHandIn,
		onEvent: (e) => {
			e.type === "no-tool-call" && t.fold.has(mz(e.round)) && t.fold.setStatus(mz(e.round), "no tool call");
		}
	});
	switch (c.status) {
		case "stopped": return o ? {
			status: "completed",
			body: o,
			details: { rounds: c.rounds }
		} : gz(c.stop.kind === "no-tool-call-streak" ? "no_tool_call_streak" : c.stop.kind === "budget" ? "budget" : "wall_clock", c.lastProse, c.rounds, t);
		case "max-rounds": return gz("max_rounds", c.lastProse, c.rounds, t);
		case "aborted": return {
			status: "aborted",
			body: ""
		};
		case "error": return {
			status: "failed",
			body: "",
			error: c.error.message
		};
		case "natural": return {
			status: "failed",
			body: "",
			error: "The loop agent ended without finalize."
		};
	}
}
function gz(e, t, n, r) {
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
function _z(e, t = {}) {
	let n = e.node;
	return {
		node: {
			systemPrompt: n.systemPrompt,
			userPromptTemplate: n.userPromptTemplate,
			...PL(n, e),
			tools: [],
			skills: HL({
				mode: e.skills,
				agent: n.skills
			}, t.skills ?? [], { promptPreset: PL(n, e).promptPresetName }),
			maxTokens: n.maxTokens
		},
		toolCallRetryMax: e.toolCallRetryMax,
		maxRecentMessages: e.maxRecentMessages,
		includeWorldInfo: e.includeWorldInfo,
		useStreaming: e.useStreaming
	};
}
// src/core/engines/single/config.ts
var vz = 4;
jk.en.frames.capsule.singleNudge;
var yz = "single";
async function bz(e, t) {
	let n = e.node, r = t.frames.capsule, i = n.skills?.tools ?? [], a = i.length ? 4 : 1, o = "", s = {
		...GR(t.view, e.maxRecentMessages, n.userPromptTemplate, r.none),
		previous_orchestration: t.previousCapsule || r.none
	}, c = [JR(n.userPromptTemplate, s), UR("final_guidance({text})", r.singleTask, a, i.length > 0, r)].join("\n\n"), l = await t.run({
		id: yz,
		label: "single",
		agent: n,
		section: yz,
		messages: t.messages(n, HR({
			systemPrompt: n.systemPrompt,
			openNotes: await t.openNotes(),
			catalog: n.skills?.catalog ?? "",
			background: e.includeWorldInfo ? t.view.background : "",
			user: c,
			frames: r
		})),
		tools: [dR((e) => o = e), ...i],
		maxRounds: a,
		stream: e.useStreaming,
		retryMax: e.toolCallRetryMax,
		noToolCalls: {
			kind: "retry",
			max: e.toolCallRetryMax,
			nudge: r.singleNudge,
			exhausted: "fail"
		},
		stopWhen: [AF("final_guidance")],
		handIn: r.singleHandIn
	});
	if (o) return AL(t, yz, { output: o }), {
		status: "completed",
		body: o
	};
	if (l.status === "aborted") return AL(t, yz, { error: "cancelled" }), {
		status: "aborted",
		body: ""
	};
	let u = l.status === "max-rounds" ? `The single node did not call final_guidance within ${a} round(s).` : l.status === "error" ? l.error.message : `The single node ended without guidance (${ML(l)}).`;
	return AL(t, yz, { error: u }), {
		status: "failed",
		body: "",
		error: u
	};
}
// src/core/engines/spec/from-profile.ts
function xz(e, t = {}) {
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
					...PL(a, e),
					tools: NL(hO(r, i.tools), t.extraToolNames),
					skills: HL({
						mode: e.skills,
						agent: i.skills
					}, t.skills ?? [], {
						catalog: i.type !== "review",
						promptPreset: PL(a, e).promptPresetName
					}),
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
function Sz(e, t) {
	let n = t.trim();
	if (!n) return "";
	let r = e.trim();
	return r ? `${r}\n\n${n}` : n;
}
function Cz(e) {
	return e.map((e) => e.trim()).filter(Boolean).join("\n\n");
}
// src/core/engines/spec/prompts.ts
var wz = jk.en.frames.capsule;
wz.specNudge, wz.reviewNudge;
function Tz(e, t = wz) {
	let n = [];
	return e.approvals.length && n.push(`## review_feedback\n${e.approvals.map((e) => `- ${e.node}: ${e.feedback}`).join("\n")}`), e.rerun && n.push(t.rerunRequest(e.rerun.by, e.rerun.feedback, e.rerun.previous.trim() || t.none)), n.join("\n\n");
}
function Ez(e, t = wz) {
	return t.reviewContract({
		workers: e.executedWorkers.join(", ") || t.none,
		rerunsLeft: e.rerunsLeft,
		rerunMax: e.rerunMax,
		rounds: e.rounds,
		hasOtherTools: e.hasOtherTools !== !1
	});
}
// src/core/engines/spec/review-tools.ts
var Dz = H({
	review_feedback: z().trim().describe("What later nodes must keep in mind."),
	reason: z().trim().optional().describe("Why the work is good enough (for the log).")
}), Oz = H({
	target_node_ids: V(z().trim()).describe("Ids of earlier worker nodes to redo."),
	review_feedback: z().trim().describe("What exactly they must fix.")
});
function kz(e) {
	return [Z({
		name: "review_approve",
		description: "Approve the work so far. Your feedback is shown to every later node, including the one that writes the final guidance.",
		parameters: Dz,
		execute: (t) => {
			let n = t.review_feedback;
			return n ? (e.decide({
				kind: "approve",
				feedback: n,
				...t.reason ? { reason: t.reason } : {}
			}), {
				ok: !0,
				approved: !0
			}) : Q("review_feedback is empty.", "empty_feedback", "Approve again with short feedback for the later nodes.");
		}
	}), Z({
		name: "request_rerun",
		description: `Send earlier worker nodes back to redo their work with your feedback; the workflow replays from the earliest of them and you review again. Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Reruns left: ${e.rerunsLeft} of ${e.rerunMax}.`,
		parameters: Oz,
		execute: (t) => {
			let n = t.review_feedback, r = t.target_node_ids;
			if (r.length === 0 || !r.every(Boolean)) return Q("target_node_ids must be a non-empty list of node ids.", "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}.`);
			let i = r.filter((e, t) => r.indexOf(e) !== t);
			if (i.length) return Q(`target_node_ids lists ${[...new Set(i)].map((e) => `"${e}"`).join(", ")} more than once.`, "invalid_rerun_target", "Name each node once.");
			let a = r.filter((t) => !e.executedWorkers.includes(t));
			return a.length ? Q(`Not an earlier worker node: ${a.map((e) => `"${e}"`).join(", ")}.`, "invalid_rerun_target", `Valid targets: ${e.executedWorkers.join(", ") || "(none)"}. Review nodes and nodes that have not run cannot be rerun.`) : n ? e.rerunsLeft <= 0 ? Q(`Review rerun limit reached (${e.rerunMax}).`, "rerun_limit", "Approve with review_approve and put what still needs fixing in your feedback.") : (e.decide({
				kind: "rerun",
				targets: r,
				feedback: n
			}), {
				ok: !0,
				rerun: r
			}) : Q("review_feedback is empty.", "empty_feedback", "Say exactly what the targets must fix.");
		}
	})];
}
// src/core/engines/spec/validate.ts
function Az(e) {
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
async function jz(e, t) {
	let n = Az(e);
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
	let s = /* @__PURE__ */ new Map(), c = /* @__PURE__ */ new Set(), l = /* @__PURE__ */ new Map(), u = /* @__PURE__ */ new Map(), d = /* @__PURE__ */ new Map(), f = 0, p = await t.openNotes(), m = e.includeWorldInfo ? t.view.background : "", h = t.frames.capsule, g = (n, r) => {
		let i = {
			...GR(t.view, e.maxRecentMessages, r, h.none),
			previous_orchestration: t.previousCapsule || h.none,
			previous_outputs: XR(a.filter((e) => e !== n && c.has(e)).map((e) => ({
				id: e,
				text: s.get(e) ?? ""
			})), h.none)
		};
		for (let e of a) e in i || (i[e] = s.get(e) ?? "");
		return i;
	}, _ = (e) => {
		let t = (d.get(e.id) ?? 0) + 1;
		return d.set(e.id, t), t === 1 ? e.id : `${e.id}#${t}`;
	}, v = async (n, r, i) => {
		let a = _(n), o = r ? "final_guidance" : "node_output", d = "", f = t.agentTools(n), v = f.length ? e.nodeIterationMaxRounds : 1 + e.toolCallRetryMax, y = u.get(n.id);
		u.delete(n.id);
		let b = Tz({
			approvals: [...l].map(([e, t]) => ({
				node: e,
				feedback: t
			})),
			...y ? { rerun: {
				...y,
				previous: s.get(n.id) ?? ""
			} } : {}
		}, h), x = r ? h.specFinalTask : h.specWorkerTask, S = [
			b,
			JR(n.userPromptTemplate, g(n.id, n.userPromptTemplate)),
			UR(`${o}(…)`, x, v, f.length > 0, h)
		].filter(Boolean).join("\n\n");
		t.note(a, "node-start", {
			node: n.id,
			agent: n.agentId,
			...y ? { rerun: !0 } : {}
		});
		let C = await t.run({
			id: a,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			agent: n,
			section: a,
			messages: t.messages(n, HR({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: n.skills?.catalog ?? "",
				background: m,
				user: S,
				frames: h
			})),
			tools: [(r ? dR : hR)((e) => d = e), ...f],
			maxRounds: v,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: h.specNudge(o),
				exhausted: "fail"
			},
			stopWhen: [AF(o)],
			handIn: h.specHandIn(o),
			signal: i
		});
		if (d) return s.set(n.id, d), c.add(n.id), AL(t, a, { output: d }), {
			ok: !0,
			output: d
		};
		let w = C.status === "aborted", T = w ? "cancelled" : C.status === "max-rounds" ? `Node "${n.id}" did not call ${o} within ${v} round(s).` : `Node "${n.id}" failed: ${ML(C)}`;
		return AL(t, a, { error: w ? "cancelled" : T }), {
			ok: !1,
			aborted: w,
			error: T
		};
	}, y = async (n) => {
		let r = _(n), i, o = a.filter((e) => c.has(e)), s = t.agentTools(n), u = s.length ? e.nodeIterationMaxRounds : 1 + e.toolCallRetryMax, d = Math.max(0, e.reviewRerunMaxRounds - f), v = [
			Tz({ approvals: [...l].filter(([e]) => e !== n.id).map(([e, t]) => ({
				node: e,
				feedback: t
			})) }, h),
			JR(n.userPromptTemplate, g(n.id, n.userPromptTemplate)),
			Ez({
				executedWorkers: o,
				rerunsLeft: d,
				rerunMax: e.reviewRerunMaxRounds,
				rounds: u,
				hasOtherTools: s.length > 0
			}, h)
		].filter(Boolean).join("\n\n");
		t.note(r, "node-start", {
			node: n.id,
			agent: n.agentId,
			review: !0
		});
		let y = await t.run({
			id: r,
			label: n.agentId === n.id ? n.id : `${n.id} (${n.agentId})`,
			agent: n,
			section: r,
			messages: t.messages(n, HR({
				systemPrompt: n.systemPrompt,
				openNotes: p,
				catalog: n.skills?.catalog ?? "",
				background: m,
				user: v,
				frames: h
			})),
			tools: [...kz({
				executedWorkers: o,
				rerunsLeft: d,
				rerunMax: e.reviewRerunMaxRounds,
				decide: (e) => i = e
			}), ...s],
			maxRounds: u,
			stream: e.useStreaming,
			retryMax: e.toolCallRetryMax,
			noToolCalls: {
				kind: "retry",
				max: e.toolCallRetryMax,
				nudge: h.reviewNudge,
				exhausted: "fail"
			},
			stopWhen: [MF(() => i !== void 0, "decided")],
			handIn: h.reviewHandIn
		});
		if (i) {
			let e = i;
			return AL(t, r, { output: e.kind === "approve" ? `approved: ${e.feedback}` : `rerun ${e.targets.join(", ")}: ${e.feedback}` }), { decision: e };
		}
		let b = y.status === "aborted", x = b ? "cancelled" : `Review node "${n.id}" made no decision (${y.status === "max-rounds" ? `${u} rounds used` : ML(y)}).`;
		return AL(t, r, { error: x }), {
			aborted: b,
			error: x
		};
	}, b = async (e, n) => {
		let r = e === i;
		if (t.note("spec", "stage-start", {
			stage: e.id,
			mode: e.mode,
			nodes: n.map((e) => e.id)
		}), e.mode === "parallel") {
			let { controller: e, dispose: i } = CF(t.signal);
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
	let C = Cz(i.nodes.map((e) => s.get(e.id) ?? "")), w = r.map((e) => ({
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
var Mz = {
	atDepth: "in_chat",
	before: "before_prompt",
	after: "in_prompt",
	ANTop: "in_chat",
	ANBottom: "in_chat",
	EMTop: "in_prompt",
	EMBottom: "in_prompt"
};
function Nz(e, t) {
	if (!t.trim()) return;
	let n = e.position in Mz ? e.position : "atDepth", r = Number.isFinite(e.depth) ? Math.max(0, Math.min(1e4, Math.trunc(e.depth))) : 0, i = e.role === "user" || e.role === "assistant" ? e.role : "system";
	return {
		text: t,
		position: Mz[n],
		depth: r,
		role: i,
		anchor: n
	};
}
// src/core/engines/capsule/messages.ts
var Pz = {
	unsupported_generation_type: "Orchestration does not run for this kind of generation.",
	dry_run: "Orchestration does not run for a dry run.",
	aborted_before_start: "Generation was stopped before orchestration started; no guidance is injected.",
	aborted: "Orchestration was stopped; no guidance is injected.",
	invalid_profile: "The orchestration profile cannot run",
	runtime_error: "Orchestration failed; no guidance is injected",
	no_guidance: "The agents ended without guidance; nothing is injected"
};
function Fz(e, t) {
	let n = Pz[e];
	return t ? `${n.replace(/[.;]?$/, "")}: ${t}` : n;
}
// src/core/engines/capsule/swipe-cache.ts
function Iz(e) {
	return {
		index: e.index,
		hash: lj(e.text)
	};
}
function Lz(e) {
	return {
		chatId: e.chatId,
		anchor: Iz(e.lastUser),
		mode: e.mode,
		profileHash: fj(e.profile)
	};
}
function Rz(e, t) {
	return e.chatId === t.chatId && e.anchor.index === t.anchor.index && e.anchor.hash === t.anchor.hash && e.mode === t.mode && e.profileHash === t.profileHash;
}
function zz(e = {}) {
	let t = Math.max(1, e.maxChats ?? 32), n = /* @__PURE__ */ new Map(), r = (e, t) => {
		n.delete(e), n.set(e, t);
	};
	return {
		get(e) {
			let t = n.get(e.chatId);
			if (t && Rz(t.key, e)) return r(e.chatId, t), t;
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
async function Bz(e) {
	let t = e.mode, n = e.trace ?? cI({
		mode: t,
		now: e.now
	}), r = new VI(), i = (e) => (n.finish(e.outcome), n.event("turn", "turn-end", {
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
		message: Fz("dry_run")
	});
	if (!RL(a)) return i({
		outcome: "skipped",
		reason: "unsupported_generation_type",
		message: Fz("unsupported_generation_type")
	});
	if (e.signal?.aborted) return i({
		outcome: "aborted",
		reason: "aborted_before_start",
		message: Fz("aborted_before_start")
	});
	if (e.profile.mode !== t) return i({
		outcome: "failed",
		reason: "invalid_profile",
		message: Fz("invalid_profile", `the profile is for mode "${String(e.profile.mode)}", not "${t}".`)
	});
	let o = EL({
		mode: t,
		hosts: {
			...e,
			trace: n
		},
		lorebookFilter: e.profile.lorebookFilter,
		budget: e.profile.budget,
		frames: Vz(e.profile),
		onFold: e.onFold,
		isCurrent: e.isCurrent,
		onEvent: e.onEvent
	});
	r = o.fold;
	let s = await KR({
		story: o.story,
		chat: e.chat,
		lastUser: e.lastUser
	}), c = e.chatId && s.lastUser ? Lz({
		chatId: e.chatId,
		lastUser: s.lastUser,
		mode: t,
		profile: e.profile
	}) : void 0, l = c && e.cache?.get(c);
	if (l) {
		o.dispose();
		let t = new VI(l.fold);
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
		f = await Hz(e, d);
	} catch (e) {
		f = {
			status: "failed",
			body: "",
			error: `Internal error: ${e instanceof Error ? e.message : String(e)}`
		};
	} finally {
		o.dispose();
	}
	if (o.serialCalls() > 0 && n.event("main", "critical-path", { calls: o.serialCalls() }), o.stillCurrent(), o.chatChanged()) return o.closeFold(), i({
		outcome: "chat-changed",
		reason: "aborted",
		message: Fz("aborted")
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
				message: Fz("aborted")
			};
			break;
		case "failed": {
			let e = f.invalid ? "invalid_profile" : "runtime_error";
			r.append("error", f.error ?? "failed"), p = {
				outcome: "failed",
				reason: e,
				message: Fz(e, f.error)
			};
			break;
		}
		default: {
			let e = Sz(m.customInstruction, f.body), t = Nz(m, e);
			if (!e || !t) {
				r.ensure("capsule", `none: ${f.limit ?? "empty"}`), p = {
					outcome: "empty",
					reason: "no_guidance",
					message: Fz("no_guidance", f.limit ? `limit ${f.limit} reached` : void 0),
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
function Vz(e) {
	let t = e ?? {};
	return Fk([
		t.loopAgent,
		t.planner,
		t.node,
		t.agents?.[0]
	].map((e) => e?.systemPrompt).find((e) => typeof e == "string") ?? "", Array.isArray(t.skills?.visible) ? t.skills.visible.filter((e) => typeof e == "string") : []);
}
function Hz(e, t) {
	let n = {
		skills: e.skills,
		extraToolNames: (e.extraTools ?? []).map((e) => e.name)
	};
	switch (e.mode) {
		case "loop": return hz(dz(e.profile, n), t);
		case "spec": return jz(xz(e.profile, n), t);
		case "agenda": return cz(zR(e.profile, n), t);
		case "single": return bz(_z(e.profile, n), t);
		default: throw TypeError(`runCapsuleTurn: unknown capsule mode "${String(e.mode)}".`);
	}
}
// src/core/tools/lorebook-force.ts
var Uz = 20;
function Wz(e) {
	return Z({
		name: "lorebook_force_activate",
		description: "Put dormant lorebook entries into the world info of the reply about to be written (past the lore budget, no recursion). Find uids with lorebook_list or lorebook_search. At most 20 per call.",
		parameters: H({
			book_name: z().trim().min(1),
			uids: V(XT({ min: 0 })).min(1).max(20)
		}),
		execute: async (t) => {
			try {
				let n = await e([...new Set(t.uids)].map((e) => ({
					book: t.book_name,
					uid: e
				})));
				return n.activated.length ? {
					ok: !0,
					book: t.book_name,
					activated: n.activated.map(({ uid: e, name: t, chars: n }) => ({
						uid: e,
						name: t,
						chars: n
					})),
					skipped: n.skipped.map(({ uid: e, reason: t }) => ({
						uid: e,
						reason: t
					}))
				} : Q(`No entry was activated: ${n.skipped.map((e) => `uid ${e.uid} ${e.reason}`).join("; ")}.`, "lorebook_force_none", "Check book_name and uids with lorebook_list.");
			} catch (e) {
				return Q(`Activation failed: ${e instanceof Error ? e.message : String(e)}`, "lorebook_force_failed");
			}
		}
	});
}
// src/core/trace/replay.ts
var Gz = (e) => e.role === "user" && typeof e.content == "string" && e.content.startsWith("[Runtime]"), Kz = (e) => e.filter((e) => !Gz(e)), qz = (e) => Jz(Kz(e));
function Jz(e) {
	return JSON.stringify(e, (e, t) => t && typeof t == "object" && !Array.isArray(t) ? Object.fromEntries(Object.entries(t).sort(([e], [t]) => e < t ? -1 : 1)) : t);
}
function Yz(e, t) {
	let n = Math.min(e.length, t.length), r = 0;
	for (; r < n && e.charCodeAt(r) === t.charCodeAt(r);) r++;
	return r;
}
function Xz(e, t) {
	let n = Math.min(e.length, t.length);
	for (let r = 0; r < n; r++) if (Jz(e[r]) !== Jz(t[r])) return r;
	return n;
}
function Zz(e, t = {}) {
	let n = /* @__PURE__ */ new Map(), r = /* @__PURE__ */ new Map(), i = [];
	for (let t of e.entries) if (t.kind === "request") {
		i.push(t);
		let e = oI(t.agent, t.round, t.attempt);
		r.set(e, [...r.get(e) ?? [], qz(t.messages)]);
	} else if (t.kind === "response") {
		let e = r.get(oI(t.agent, t.round, t.attempt))?.shift();
		if (e === void 0) continue;
		let i = n.get(e) ?? [];
		i.push(t), n.set(e, i);
	}
	let a = /* @__PURE__ */ new Map(), o = /* @__PURE__ */ new Map();
	for (let t of e.entries) if (t.kind === "tool-call") a.set(`${t.agent}\u0000${t.callId}`, {
		name: t.name,
		arguments: t.arguments
	});
	else if (t.kind === "tool-result") {
		let e = a.get(`${t.agent}\u0000${t.callId}`);
		if (!e) continue;
		let n = o.get(e.name) ?? [];
		n.push({
			arguments: e.arguments,
			result: t.result
		}), o.set(e.name, n);
	}
	let s = 0, c = 0, l, u = (e) => {
		if (!l) {
			l = e;
			try {
				t.onDivergence?.(e);
			} catch {}
		}
	}, d = (e) => {
		let t = Kz(e), n;
		if (i.forEach((e, r) => {
			let i = Kz(e.messages), a = Xz(i, t), o = Yz(Jz(i[a] ?? null), Jz(t[a] ?? null));
			(!n || a > n.same || a === n.same && o > n.chars) && (n = {
				i: r,
				same: a,
				chars: o
			});
		}), !n) return {};
		let r = i[n.i], a = Kz(r.messages);
		return {
			agent: r.agent,
			round: r.round,
			recordedIndex: n.i,
			messageIndex: n.same,
			...a[n.same] ? { recorded: a[n.same] } : {},
			...t[n.same] ? { replayed: t[n.same] } : {}
		};
	};
	async function* f(e) {
		let t = s++, r = n.get(qz(e.messages))?.shift();
		if (!r) {
			let n = {
				kind: "request",
				index: t,
				...d(e.messages)
			};
			u(n), yield {
				type: "error",
				error: {
					message: `Replay: no recorded response for this request (the conversation differs from the trace).${n.agent ? ` It is closest to ${n.agent}'s round ${n.round}, which differs from message ${n.messageIndex}.` : ""}`,
					kind: "protocol",
					retryable: !1
				}
			};
		} else if (c++, r.reasoning && (yield {
			type: "reasoning-delta",
			text: r.reasoning
		}), r.content && (yield {
			type: "text-delta",
			text: r.content
		}), r.error) yield {
			type: "error",
			error: {
				message: r.error,
				kind: "provider",
				retryable: !1
			}
		};
		else {
			for (let e = 0; e < r.toolCalls.length; e++) {
				let t = r.toolCalls[e];
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
			r.usage && (yield {
				type: "usage",
				usage: r.usage
			}), yield {
				type: "finish",
				reason: r.finishReason,
				timing: r.timing ?? {
					firstByteMs: 0,
					durationMs: 0,
					attempts: 1
				}
			};
		}
	}
	return {
		client: f,
		answerTool: (e) => ({
			...e,
			execute(t) {
				let n = o.get(e.name) ?? [], r = Jz(t), i = n.findIndex((t) => {
					try {
						let n = e.input.safeParse(JSON.parse(t.arguments || "{}"));
						return n.success && Jz(n.data) === r;
					} catch {
						return !1;
					}
				});
				return i === -1 ? (u({
					kind: "tool",
					index: s,
					tool: e.name,
					arguments: JSON.stringify(t)
				}), {
					ok: !1,
					error: `Replay: the recording has no result for this ${e.name} call.`,
					code: "replay_missing"
				}) : n.splice(i, 1)[0].result;
			}
		}),
		divergence: () => l,
		get answered() {
			return c;
		},
		recorded: i.length
	};
}
function Qz(e, t = {}) {
	return Zz(e, t).client;
}
// src/core/trace/timeline.ts
var $z = /* @__PURE__ */ new Set([
	"subagent-running",
	"subagent-cancelled",
	"subagent-failed"
]);
function eB(e, t = {}) {
	let n = /* @__PURE__ */ new Map(), r = /* @__PURE__ */ new Map(), i = /* @__PURE__ */ new Map(), a = /* @__PURE__ */ new Map(), o = 0, s = (e) => {
		let r = n.get(e);
		return r || n.set(e, r = {
			agent: e,
			label: t.labels?.get(e) ?? e,
			bars: []
		}), r;
	};
	e.forEach((e, t) => {
		switch (o = Math.max(o, e.at), e.kind) {
			case "request": {
				let n = oI(e.agent, e.round, e.attempt), i = r.get(n) ?? [], a = {
					key: `r${t}`,
					kind: "request",
					agent: e.agent,
					start: e.at,
					end: e.at,
					running: !0,
					entry: t,
					round: e.round,
					attempt: e.attempt,
					failed: !1
				};
				i.push(a), r.set(n, i), s(e.agent).bars.push(a);
				break;
			}
			case "response": {
				let n = r.get(oI(e.agent, e.round, e.attempt))?.shift();
				if (!n) break;
				n.end = e.at, n.running = !1, n.endEntry = t, n.failed = !!e.error;
				break;
			}
			case "tool-call": {
				let n = {
					key: `t${t}`,
					kind: "tool",
					agent: e.agent,
					start: e.at,
					end: e.at,
					running: !0,
					entry: t,
					round: e.round,
					tool: e.name,
					failed: !1
				};
				i.set(`${e.agent}\u0000${e.callId}`, n), s(e.agent).bars.push(n);
				break;
			}
			case "tool-result": {
				let n = `${e.agent}\u0000${e.callId}`, r = i.get(n);
				if (!r) break;
				i.delete(n), r.end = e.at, r.running = !1, r.endEntry = t, r.failed = !e.ok;
				break;
			}
			case "event":
				if (e.name === "subagent-queued") {
					let n = {
						key: `w${t}`,
						kind: "wait",
						agent: e.agent,
						start: e.at,
						end: e.at,
						running: !0,
						entry: t,
						failed: !1
					};
					a.set(e.agent, n), s(e.agent).bars.push(n);
				} else if ($z.has(e.name)) {
					let n = a.get(e.agent);
					if (!n) break;
					a.delete(e.agent), n.end = e.at, n.running = !1, n.endEntry = t, n.failed = e.name !== "subagent-running";
				}
				break;
			case "agent-end": for (let t of s(e.agent).bars) t.running && (t.end = e.at, t.running = !1, t.failed = !0);
		}
	});
	let c = t.now ?? o, l = c, u = (t) => {
		for (let n = t.entry + 1; n < (t.endEntry ?? e.length); n++) {
			let t = e[n];
			if (t.kind !== "tool-call" && (t.kind !== "event" || t.name !== "subagent-queued" && t.name !== "subagent-running")) return !0;
		}
		return !1;
	};
	for (let e of n.values()) {
		e.bars = e.bars.filter((e) => e.kind !== "wait" || u(e));
		for (let n of e.bars) n.running && (n.end = Math.max(n.start, c)), n.running && t.finished && (n.running = !1, n.failed = !0), l = Math.max(l, n.end);
	}
	return {
		lanes: [...n.values()].filter((e) => e.bars.length > 0),
		duration: l
	};
}
// src/core/trace/parse.ts
var tB = U({
	promptTokens: B(),
	completionTokens: B(),
	totalTokens: B(),
	cachedPromptTokens: B().optional()
}), nB = U({
	role: Qg([
		"system",
		"user",
		"assistant",
		"tool"
	]),
	content: z().nullable().optional()
}), rB = U({
	id: z(),
	name: z(),
	arguments: z()
}), iB = {
	at: B(),
	agent: z()
}, aB = {
	request: U({
		...iB,
		kind: t_("request"),
		round: B(),
		attempt: B(),
		model: z(),
		stream: sg(),
		messages: V(nB),
		tools: V(z()),
		params: Wg(z(), Sg()),
		preset: z().optional(),
		inputChars: B().optional(),
		toolChars: B().optional()
	}),
	response: U({
		...iB,
		kind: t_("response"),
		round: B(),
		attempt: B(),
		durationMs: B(),
		content: z(),
		reasoning: z(),
		toolCalls: V(rB),
		finishReason: z(),
		usage: tB.optional(),
		timing: U({
			firstByteMs: B(),
			durationMs: B(),
			attempts: B()
		}).optional(),
		error: z().optional()
	}),
	"tool-call": U({
		...iB,
		kind: t_("tool-call"),
		round: B(),
		callId: z(),
		name: z(),
		arguments: z()
	}),
	"tool-result": U({
		...iB,
		kind: t_("tool-result"),
		round: B(),
		callId: z(),
		name: z(),
		ok: sg(),
		result: Sg(),
		durationMs: B()
	}),
	"agent-end": U({
		...iB,
		kind: t_("agent-end"),
		status: z(),
		reason: z(),
		rounds: B(),
		error: z().optional()
	}),
	event: U({
		...iB,
		kind: t_("event"),
		name: z(),
		data: Wg(z(), Sg()).optional()
	})
}, oB = U({
	format: t_(aI),
	mode: z(),
	startedAt: z(),
	durationMs: B(),
	status: z().optional(),
	usage: tB,
	agents: V(U({
		id: z(),
		label: z(),
		requests: B(),
		toolCalls: B(),
		usage: tB,
		durationMs: B(),
		status: z().optional()
	})),
	entries: V(Sg())
}), sB = class extends Error {
	name = "TraceFormatError";
};
function cB(e) {
	if (e && typeof e == "object" && e.format !== "troupe_trace_v1") throw new sB(`This is not a Troupe trace (format ${JSON.stringify(e.format ?? null)}, expected "${aI}").`);
	let t = (e, t) => new sB(`The trace is damaged at ${e.length ? e.join(".") : "the file"}: ${t ?? "invalid"}.`), n = oB.safeParse(e);
	if (!n.success) throw t(n.error.issues[0]?.path ?? [], n.error.issues[0]?.message);
	let r = n.data.entries.map((e, n) => {
		let r = e && typeof e == "object" ? e.kind : void 0, i = typeof r == "string" ? aB[r] : void 0;
		if (!i) throw t([
			"entries",
			n,
			"kind"
		], `unknown entry kind ${JSON.stringify(r ?? null)}`);
		let a = i.safeParse(e);
		if (!a.success) throw t([
			"entries",
			n,
			...a.error.issues[0]?.path ?? []
		], a.error.issues[0]?.message);
		return a.data;
	});
	return {
		...n.data,
		entries: r
	};
}
function lB(e) {
	let t;
	try {
		t = JSON.parse(e);
	} catch (e) {
		throw new sB(`The file is not JSON: ${e instanceof Error ? e.message : String(e)}`);
	}
	if (!t || typeof t != "object" || Array.isArray(t)) throw new sB("The file is not a Troupe trace (expected a JSON object).");
	return cB(t);
}
// src/core/trace/turn-cost.ts
var uB = (e) => typeof e == "number" && Number.isFinite(e) && e >= 0 ? e : void 0;
function dB(e) {
	let t = Array.isArray(e) ? e : e.entries, n = 0, r = 0, i = 0, a = 0, o = 0, s = !1, c, l;
	for (let e of t) switch (e.kind) {
		case "request": {
			n++;
			let t = uB(e.inputChars) ?? JSON.stringify(e.messages).length;
			r += t, i += Math.min(uB(e.toolChars) ?? 0, t);
			break;
		}
		case "response":
			a++, e.usage ? o += e.usage.promptTokens : s = !0;
			break;
		case "event": e.name === "critical-path" ? c = uB(e.data?.calls) ?? c : e.name === "plain-reply" && (l = uB(e.data?.chars) ?? l);
	}
	let u = {
		requests: n,
		inputChars: r,
		toolChars: i,
		toolShare: r > 0 ? i / r : 0
	};
	return c !== void 0 && (u.criticalPath = c), !s && a >= n && (u.inputTokens = o), l !== void 0 && l > 0 && (u.plainReplyChars = l, u.ratio = r / l), u;
}
// src/core/memory/model.ts
var fB = H({
	floor: B().int().min(0),
	role: Qg(["user", "assistant"]).optional(),
	turn: z().optional()
}), pB = H({
	id: z().min(1).max(128),
	type: z().min(1).max(64),
	name: z().max(400),
	fields: Wg(z(), z()).default(() => ({})),
	tags: V(z()).default(() => []),
	alwaysInject: sg().default(!1),
	level: B().int().min(0).default(0),
	children: V(z()).optional(),
	parent: z().optional(),
	sources: V(fB).default(() => []),
	createdAt: B(),
	updatedAt: B()
}), mB = H({
	from: z().min(1),
	to: z().min(1),
	relation: z().min(1).max(64),
	note: z().max(400).optional(),
	createdAt: B()
}), hB = H({
	name: z().regex(/^[a-z][a-z0-9_]{0,47}$/),
	description: z().default(""),
	required: sg().default(!1)
}), gB = H({
	type: z().regex(/^[a-z][a-z0-9_]{0,47}$/),
	description: z().default(""),
	prefix: z().regex(/^[a-z][a-z0-9]{0,11}$/),
	fields: V(hB).default(() => []),
	nameFields: V(z()).default(() => []),
	alwaysInject: sg().default(!1),
	editable: sg().default(!0),
	compaction: H({
		fanIn: B().int().min(2).max(50),
		keepRecent: B().int().min(0).max(500)
	}).optional()
}), _B = H({
	name: z().regex(/^[a-z][a-z0-9_]{0,47}$/),
	description: z().default("")
}), vB = H({
	nodeTypes: V(gB).min(1),
	edgeTypes: V(_B).default(() => [])
}), yB = H({ counters: Wg(z(), B().int().min(0)).default(() => ({})) }), bB = "rollup", xB = vB.parse({
	nodeTypes: [
		{
			type: "event",
			description: "One turn: what changed in the story. Exactly one per curator dispatch.",
			prefix: "evt",
			fields: [
				{
					name: "summary",
					description: "Two to four sentences, past tense: who did what, what came of it.",
					required: !0
				},
				{
					name: "time",
					description: "In-story time, e.g. \"Day 3, night\".",
					required: !0
				},
				{
					name: "participants",
					description: "Names as their nodes use them, separated by \"; \"."
				},
				{
					name: "location",
					description: "The place, by the name its node uses."
				},
				{
					name: "source_floors",
					description: "The chat floors of this turn, e.g. \"64-65\" (filled in for you when left out)."
				}
			],
			compaction: {
				fanIn: 5,
				keepRecent: 10
			}
		},
		{
			type: "character_sheet",
			description: "A named character who will come back: lasting facts only (the day-later test).",
			prefix: "char",
			nameFields: ["aliases"],
			fields: [
				{
					name: "summary",
					description: "Who they are, in one or two sentences.",
					required: !0
				},
				{
					name: "aliases",
					description: "Other names and titles, separated by \"; \"."
				},
				{
					name: "goal",
					description: "What they want now."
				},
				{
					name: "status",
					description: "Lasting condition: injuries, allegiance, debts."
				},
				{
					name: "knows",
					description: "Secrets and facts they have learned."
				},
				{
					name: "possessions",
					description: "What they carry or own that matters."
				}
			]
		},
		{
			type: "location_state",
			description: "A place and its lasting state.",
			prefix: "loc",
			nameFields: ["aliases"],
			fields: [
				{
					name: "summary",
					description: "What the place is.",
					required: !0
				},
				{
					name: "aliases",
					description: "Other names, separated by \"; \"."
				},
				{
					name: "state",
					description: "Lasting changes: damaged, closed, guarded, owned by…"
				}
			]
		},
		{
			type: bB,
			description: "A summary of a run of older events (level 1) or of rollups (level 2 and up).",
			prefix: "rollup",
			fields: [{
				name: "summary",
				description: "At most about 120 words: names, outcomes, lasting changes, open threads.",
				required: !0
			}, {
				name: "time",
				description: "The span, e.g. \"Days 1–2\"."
			}],
			compaction: {
				fanIn: 5,
				keepRecent: 3
			}
		}
	],
	edgeTypes: [
		{
			name: "involves",
			description: "event → a character who took part."
		},
		{
			name: "located_at",
			description: "event or character → the place."
		},
		{
			name: "follows",
			description: "event → the earlier event it continues or pays off."
		},
		{
			name: "knows",
			description: "character → character they know."
		},
		{
			name: "ally_of",
			description: "character → ally."
		},
		{
			name: "enemy_of",
			description: "character → enemy."
		},
		{
			name: "family_of",
			description: "character → relative."
		},
		{
			name: "owes_favour_to",
			description: "character → the one they owe."
		},
		{
			name: "owns",
			description: "character → a place or thing they own."
		},
		{
			name: "related_to",
			description: "anything else; say how in the note."
		}
	]
}), SB = () => structuredClone(xB), CB = /^[a-z][a-z0-9_]{0,47}$/, wB = (e, t, n) => `${e}\u0002${t}\u0002${n}`, TB = (e) => `n:${e}`, EB = (e) => `e:${wB(e.from, e.relation, e.to)}`;
function DB(e, t) {
	let n = e === "schema" ? vB : e === "meta" ? yB : e.startsWith("n:") ? pB : e.startsWith("e:") ? mB : null;
	if (!n) return {
		ok: !1,
		reason: `unknown record key "${e}"`
	};
	let r = n.safeParse(t);
	if (!r.success) {
		let e = r.error.issues[0];
		return {
			ok: !1,
			reason: e ? `${e.path.join(".") || "record"}: ${e.message}` : "invalid"
		};
	}
	return e.startsWith("n:") && r.data.id !== e.slice(2) ? {
		ok: !1,
		reason: "node id does not match its key"
	} : e.startsWith("e:") && EB(r.data) !== e ? {
		ok: !1,
		reason: "edge does not match its key"
	} : {
		ok: !0,
		value: r.data
	};
}
var OB = H({
	id: z().min(1),
	seq: B().int().min(0),
	state: Qg(["shown", "hidden"]),
	changes: V(H({
		key: z(),
		before: Sg().nullable(),
		after: Sg().nullable()
	})),
	recalled: V(z()).default(() => []),
	at: B()
});
function kB(e) {
	let t = OB.safeParse(e);
	if (!t.success) return {
		ok: !1,
		reason: t.error.issues[0]?.message ?? "invalid turn"
	};
	for (let e of t.data.changes) for (let t of [e.before, e.after]) {
		if (t === null) continue;
		let n = DB(e.key, t);
		if (!n.ok) return {
			ok: !1,
			reason: `change of ${e.key}: ${n.reason}`
		};
	}
	return {
		ok: !0,
		value: t.data
	};
}
var AB = H({
	hash: z(),
	model: z().default(""),
	vector: U_((e) => e instanceof Float32Array && e.length > 0 && e.length <= 8192, "a Float32Array of 1 to 8192 numbers")
}), jB = /[\p{L}\p{N}]+/gu, MB = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
function NB(e) {
	let t = [];
	for (let n of e.toLowerCase().matchAll(jB)) {
		let e = n[0];
		if (!MB.test(e)) {
			(e.length >= 2 || /\d/.test(e)) && t.push(e);
			continue;
		}
		let r = "", i = () => {
			r.length === 1 && t.push(r);
			for (let e = 0; e + 1 < r.length; e++) t.push(r.slice(e, e + 2));
			r = "";
		}, a = "";
		for (let n of e) MB.test(n) ? (a.length >= 2 && t.push(a), a = "", r += n) : (i(), a += n);
		i(), a.length >= 2 && t.push(a);
	}
	return t;
}
var PB = class {
	#e = /* @__PURE__ */ new Map();
	#t = /* @__PURE__ */ new Map();
	#n = [];
	#r = [];
	#i = [];
	#a = /* @__PURE__ */ new Float64Array();
	get size() {
		return this.#t.size;
	}
	set(e, t) {
		this.remove(e);
		let n = /* @__PURE__ */ new Map(), r = (e, t) => {
			for (let r of NB(e)) n.set(r, (n.get(r) ?? 0) + t);
		};
		r(t.name, 3);
		for (let e of t.tags) r(e, 2);
		for (let e of Object.values(t.fields)) r(e, 1);
		let i = this.#i.pop() ?? this.#n.length;
		this.#t.set(e, i), this.#n[i] = e, this.#r[i] = [...n.keys()];
		for (let [e, t] of n) {
			let n = this.#e.get(e);
			n || this.#e.set(e, n = /* @__PURE__ */ new Map()), n.set(i, 1 + Math.log(t));
		}
	}
	remove(e) {
		let t = this.#t.get(e);
		if (t !== void 0) {
			for (let e of this.#r[t] ?? []) {
				let n = this.#e.get(e);
				n?.delete(t), n && n.size === 0 && this.#e.delete(e);
			}
			this.#t.delete(e), this.#n[t] = void 0, this.#r[t] = void 0, this.#i.push(t);
		}
	}
	search(e, t, n = () => !0) {
		let r = [...new Set(NB(e))];
		if (!r.length || t <= 0) return [];
		let i = Math.max(1, this.#t.size);
		this.#a.length < this.#n.length && (this.#a = new Float64Array(Math.max(this.#n.length, this.#a.length * 2)));
		let a = this.#a, o = [];
		for (let e of r) {
			let t = this.#e.get(e);
			if (!t) continue;
			let n = Math.log(1 + i / t.size);
			for (let [e, r] of t) a[e] === 0 && o.push(e), a[e] += r * n;
		}
		let s = [];
		for (let e of o) {
			let r = a[e];
			if (a[e] = 0, s.length === t && r < s[t - 1].score) continue;
			let i = this.#n[e];
			if (s.length === t && r === s[t - 1].score && i > s[t - 1].id || !n(i)) continue;
			let o = s.length;
			for (; o > 0 && (s[o - 1].score < r || s[o - 1].score === r && s[o - 1].id > i);) o--;
			s.splice(o, 0, {
				id: i,
				score: r
			}), s.length > t && s.pop();
		}
		return s.map((e) => ({
			id: e.id,
			score: Math.round(e.score * 1e3) / 1e3
		}));
	}
}, FB = class {
	nodes = /* @__PURE__ */ new Map();
	edges = /* @__PURE__ */ new Map();
	out = /* @__PURE__ */ new Map();
	in = /* @__PURE__ */ new Map();
	keywords = new PB();
	#e = /* @__PURE__ */ new Map();
	#t = SB();
	#n = { counters: {} };
	#r = !1;
	#i = !1;
	version = 0;
	get schema() {
		return this.#t;
	}
	get meta() {
		return this.#n;
	}
	typeSpec(e) {
		return this.#t.nodeTypes.find((t) => t.type === e);
	}
	get(e) {
		return e === "schema" ? this.#r ? this.#t : null : e === "meta" ? this.#i ? this.#n : null : e.startsWith("n:") ? this.nodes.get(e.slice(2)) ?? null : e.startsWith("e:") ? this.edges.get(e.slice(2)) ?? null : null;
	}
	put(e, t) {
		if (this.version++, e === "schema") this.#r = t !== null, this.#t = t || SB(), this.#o();
		else if (e === "meta") this.#i = t !== null, this.#n = t || { counters: {} };
		else if (e.startsWith("n:")) {
			let n = e.slice(2);
			if (t) {
				let e = t;
				this.nodes.set(n, e), this.keywords.set(n, e), this.#e.set(n, this.#a(e));
			} else this.nodes.delete(n), this.keywords.remove(n), this.#e.delete(n);
		} else if (e.startsWith("e:")) {
			let n = e.slice(2), r = this.edges.get(n);
			if (r && (this.out.get(r.from)?.delete(n), this.in.get(r.to)?.delete(n)), t) {
				let e = t;
				this.edges.set(n, e), IB(this.out, e.from).add(n), IB(this.in, e.to).add(n);
			} else this.edges.delete(n);
		}
	}
	*records() {
		this.#r && (yield ["schema", this.#t]), this.#i && (yield ["meta", this.#n]);
		for (let [e, t] of this.nodes) yield [`n:${e}`, t];
		for (let [e, t] of this.edges) yield [`e:${e}`, t];
	}
	edgesOf(e) {
		let t = [];
		for (let n of this.out.get(e) ?? []) t.push(this.edges.get(n));
		for (let n of this.in.get(e) ?? []) t.push(this.edges.get(n));
		return t;
	}
	degree(e) {
		return (this.out.get(e)?.size ?? 0) + (this.in.get(e)?.size ?? 0);
	}
	edge(e, t, n) {
		return this.edges.get(wB(e, t, n));
	}
	findByName(e, t) {
		let n = e.trim().toLowerCase();
		if (!n) return [];
		let r = [], i = [];
		for (let [e, a] of this.#e) {
			let o = 0;
			for (let e of a) e === n ? o = 2 : o === 0 && e.includes(n) && (o = 1);
			if (!o) continue;
			let s = this.nodes.get(e);
			t(s) && (o === 2 ? r : i).push(s);
		}
		return [...r, ...i];
	}
	#a(e) {
		let t = [e.name.toLowerCase()];
		for (let n of this.typeSpec(e.type)?.nameFields ?? []) for (let r of (e.fields[n] ?? "").split(/[;,，；、]/)) r.trim() && t.push(r.trim().toLowerCase());
		return t;
	}
	#o() {
		for (let [e, t] of this.nodes) this.#e.set(e, this.#a(t));
	}
};
function IB(e, t) {
	let n = e.get(t);
	return n || e.set(t, n = /* @__PURE__ */ new Set()), n;
}
// src/core/memory/vector-index.ts
var LB = class {
	#e = 0;
	#t = /* @__PURE__ */ new Float32Array();
	#n = [];
	#r = /* @__PURE__ */ new Map();
	get size() {
		return this.#n.length;
	}
	get dims() {
		return this.#e;
	}
	has(e) {
		return this.#r.has(e);
	}
	set(e, t) {
		if (t.length === 0) return;
		this.#e !== t.length && this.#i(t.length);
		let n = 0;
		for (let e = 0; e < t.length; e++) n += t[e] * t[e];
		n = Math.sqrt(n) || 1;
		let r = this.#r.get(e);
		r === void 0 && (r = this.#n.length, this.#a(r + 1), this.#n.push(e), this.#r.set(e, r));
		let i = r * this.#e;
		for (let e = 0; e < t.length; e++) this.#t[i + e] = t[e] / n;
	}
	remove(e) {
		let t = this.#r.get(e);
		if (t === void 0) return;
		let n = this.#n.length - 1;
		if (t !== n) {
			this.#t.copyWithin(t * this.#e, n * this.#e, (n + 1) * this.#e);
			let e = this.#n[n];
			this.#n[t] = e, this.#r.set(e, t);
		}
		this.#n.pop(), this.#r.delete(e);
	}
	search(e, t, n = () => !0) {
		let r = this.#e;
		if (e.length !== r || t <= 0) return [];
		let i = 0;
		for (let t = 0; t < r; t++) i += e[t] * e[t];
		i = Math.sqrt(i) || 1;
		let a = new Float32Array(r);
		for (let t = 0; t < r; t++) a[t] = e[t] / i;
		let o = [], s = [], c = this.#t;
		for (let e = 0; e < this.#n.length; e++) {
			let i = 0, l = e * r;
			for (let e = 0; e < r; e++) i += c[l + e] * a[e];
			if (s.length === t && i <= s[t - 1]) continue;
			let u = this.#n[e];
			if (!n(u)) continue;
			let d = s.length;
			for (; d > 0 && s[d - 1] < i;) d--;
			s.splice(d, 0, i), o.splice(d, 0, u), s.length > t && (s.pop(), o.pop());
		}
		return o.map((e, t) => ({
			id: e,
			score: Math.round(s[t] * 1e4) / 1e4
		}));
	}
	#i(e) {
		this.#e = e, this.#t = /* @__PURE__ */ new Float32Array(), this.#n = [], this.#r.clear();
	}
	#a(e) {
		let t = e * this.#e;
		if (t <= this.#t.length) return;
		let n = new Float32Array(Math.max(t, this.#t.length * 2, 64 * this.#e));
		n.set(this.#t), this.#t = n;
	}
}, RB = (e, t) => e === t || JSON.stringify(e) === JSON.stringify(t), zB = class {
	#e;
	#t = /* @__PURE__ */ new Map();
	#n = [];
	constructor(e) {
		this.#e = e;
	}
	get graph() {
		return this.#e;
	}
	set(e, t) {
		let n = this.#e.get(e);
		this.#t.has(e) || this.#t.set(e, n), this.#n.push({
			key: e,
			prev: n
		}), this.#e.put(e, t);
	}
	checkpoint() {
		return this.#n.length;
	}
	rollback(e) {
		for (; this.#n.length > e;) {
			let { key: e, prev: t } = this.#n.pop();
			this.#e.put(e, t);
		}
		let t = new Set(this.#n.map((e) => e.key));
		for (let e of [...this.#t.keys()]) t.has(e) || this.#t.delete(e);
	}
	changes() {
		let e = [];
		for (let [t, n] of this.#t) {
			let r = this.#e.get(t);
			RB(n, r) || e.push({
				key: t,
				before: n,
				after: r
			});
		}
		return e;
	}
	touchedNodes() {
		return this.changes().filter((e) => e.key.startsWith("n:")).map((e) => e.key.slice(2));
	}
	revert() {
		this.rollback(0);
	}
};
function BB(e, t, n) {
	let r = [], i = [], a = n === "redo" ? t : [...t].reverse();
	for (let t of a) {
		let [a, o] = n === "redo" ? [t.before, t.after] : [t.after, t.before], s = e.get(t.key);
		RB(s, a) ? (e.put(t.key, o), r.push([t.key, o])) : RB(s, o) || i.push(t.key);
	}
	return {
		puts: r,
		conflicts: i
	};
}
// src/core/memory/edit.ts
var VB = class extends Error {
	code;
	hint;
	constructor(e, t, n) {
		super(t), this.code = e, this.hint = n;
	}
}, HB = {
	name: 200,
	field: 4e3,
	fields: 32,
	tags: 16,
	tag: 48,
	note: 400,
	linksPerCall: 64,
	children: 50
}, UB = (e) => e.changes.graph;
function WB(e, t) {
	let n = UB(e).nodes.get(t);
	if (!n) throw new VB("memory_node_not_found", `No node "${t}".`, "Find ids with memory_find_by_name or memory_keyword_search.");
	return n;
}
function GB(e, t) {
	let n = UB(e).typeSpec(t);
	if (!n) {
		let n = UB(e).schema.nodeTypes.map((e) => e.type).join(", ");
		throw new VB("memory_type_unknown", `No node type "${t}".`, `Types: ${n} (see memory_schema).`);
	}
	return n;
}
function KB(e) {
	return e == null ? "" : Array.isArray(e) ? e.map(String).join("; ") : String(e).trim();
}
function qB(e, t) {
	let n = new Set(e.fields.map((e) => e.name)), r = {};
	for (let [i, a] of Object.entries(t)) {
		if (!n.has(i)) throw new VB("memory_field_unknown", `Type "${e.type}" has no field "${i}".`, `Fields of ${e.type}: ${[...n].join(", ") || "none"}.`);
		let t = KB(a);
		if (t.length > HB.field) throw new VB("memory_field_too_long", `Field "${i}" is longer than ${HB.field} characters.`, "Summarise; memory keeps facts, not prose.");
		t && (r[i] = t);
	}
	return r;
}
function JB(e, t) {
	let n = e.fields.filter((e) => e.required && !t[e.name]).map((e) => e.name);
	if (n.length) throw new VB("memory_field_required", `Type "${e.type}" needs ${n.join(", ")}.`, `Give ${n.map((e) => `fields.${e}`).join(", ")}.`);
}
function YB(e) {
	let t = e.trim();
	if (!t) throw new VB("memory_name_empty", "The node needs a name (title).", "Events: \"Day N, time — subject does what\".");
	if (t.length > HB.name) throw new VB("memory_name_too_long", `The name is longer than ${HB.name} characters.`);
	return t;
}
function XB(e) {
	let t = [...new Set((e ?? []).map((e) => e.trim()).filter(Boolean))];
	if (t.length > HB.tags || t.some((e) => e.length > HB.tag)) throw new VB("memory_tags_invalid", `At most ${HB.tags} tags of ${HB.tag} characters.`);
	return t;
}
function ZB(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.matchAll(/(\d+)\s*(?:[-–—~至到]\s*(\d+))?/g)) {
		let e = Number(n[1]), r = n[2] === void 0 ? e : Number(n[2]);
		for (let n = Math.min(e, r); n <= Math.max(e, r) && n - Math.min(e, r) < 50; n++) t.add(n);
	}
	return [...t].sort((e, t) => e - t);
}
function QB(e, t) {
	let n = /* @__PURE__ */ new Map();
	for (let r of [...e, ...t]) n.set(`${r.floor}|${r.turn ?? ""}`, r);
	return [...n.values()].sort((e, t) => e.floor - t.floor);
}
function $B(e) {
	let t = [...new Set(e.map((e) => e.floor))].sort((e, t) => e - t);
	return t.length ? t.length > 1 && t[t.length - 1] - t[0] === t.length - 1 ? `${t[0]}-${t[t.length - 1]}` : t.join(", ") : "";
}
var eV = (e) => e.toLowerCase().normalize("NFKD").replace(/[^\x00-\x7f]/g, "").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "").slice(0, 24).replace(/_+$/, "");
function tV(e, t, n, r = 0) {
	let i = UB(e), a = { ...i.meta.counters }, o = (e) => (a[e] = (a[e] ?? 0) + 1, a[e]), s;
	if (t.type === "rollup") do
		s = `${t.prefix}_l${r}_${String(o(`${t.prefix}_l${r}`)).padStart(2, "0")}`;
	while (i.nodes.has(s));
	else {
		let e = t.type === "event" ? "" : eV(n);
		if (e && !i.nodes.has(`${t.prefix}_${e}`)) s = `${t.prefix}_${e}`;
		else do
			s = `${t.prefix}_${o(t.prefix)}`;
		while (i.nodes.has(s));
	}
	return e.changes.set("meta", { counters: a }), s;
}
function nV(e, t) {
	let n = GB(e, t.type), r = YB(t.name), i = qB(n, t.fields ?? {});
	if (n.type === "rollup") throw new VB("memory_rollup_direct", "Rollups are made by memory_compact_nodes, not created directly.", "Call memory_compaction_candidates, then memory_compact_nodes.");
	let a = i.source_floors ? ZB(i.source_floors).map((e) => ({ floor: e })) : [], o = QB(a, a.length ? [] : e.sources);
	n.fields.some((e) => e.name === "source_floors") && !i.source_floors && o.length && (i.source_floors = $B(o)), JB(n, i);
	let s = tV(e, n, r), c = e.now(), l = {
		id: s,
		type: n.type,
		name: r,
		fields: i,
		tags: XB(t.tags),
		alwaysInject: t.alwaysInject ?? n.alwaysInject,
		level: 0,
		sources: o,
		createdAt: c,
		updatedAt: c
	};
	return e.changes.set(TB(s), l), l;
}
function rV(e, t) {
	let n = WB(e, t.id), r = GB(e, n.type);
	if (!r.editable) throw new VB("memory_node_not_editable", `Nodes of type "${r.type}" are not edited.`, "Create a new node instead.");
	let i = qB(r, t.setFields ?? {}), a = {
		...n.fields,
		...i
	};
	for (let e of t.clearFields ?? []) {
		if (!r.fields.some((t) => t.name === e)) throw new VB("memory_field_unknown", `Type "${r.type}" has no field "${e}".`, `Fields of ${r.type}: ${r.fields.map((e) => e.name).join(", ")}.`);
		delete a[e];
	}
	JB(r, a);
	let o = {
		...n,
		name: t.name === void 0 ? n.name : YB(t.name),
		fields: a,
		tags: t.tags === void 0 ? n.tags : XB(t.tags),
		alwaysInject: t.alwaysInject ?? n.alwaysInject,
		sources: QB(n.sources, e.sources),
		updatedAt: e.now()
	};
	return e.changes.set(TB(n.id), o), o;
}
function iV(e, t) {
	let n = WB(e, t), r = UB(e), i = r.edgesOf(t);
	for (let t of i) e.changes.set(EB(t), null);
	if (n.parent) {
		let i = r.nodes.get(n.parent);
		i && e.changes.set(TB(i.id), {
			...i,
			children: (i.children ?? []).filter((e) => e !== t),
			updatedAt: e.now()
		});
	}
	for (let t of n.children ?? []) {
		let n = r.nodes.get(t);
		if (n) {
			let { parent: r, ...i } = n;
			e.changes.set(TB(t), {
				...i,
				updatedAt: e.now()
			});
		}
	}
	return e.changes.set(TB(t), null), { removedEdges: i.length };
}
function aV(e) {
	let t = e.trim().toLowerCase().replace(/[\s-]+/g, "_");
	if (!CB.test(t)) throw new VB("memory_relation_invalid", `Relation "${e}" is not a lower_snake_case name.`, "Use the relation names memory_schema lists, e.g. \"involves\".");
	return t;
}
function oV(e, t, n) {
	if (WB(e, t), n.length > HB.linksPerCall) throw new VB("memory_too_many_links", `At most ${HB.linksPerCall} links per call.`);
	let r = UB(e), i = [];
	for (let a of n) {
		if (WB(e, a.target), a.target === t) throw new VB("memory_link_self", `A node cannot link to itself ("${t}").`);
		let n = aV(a.relation), o = a.note?.trim() ? a.note.trim().slice(0, HB.note) : void 0, s = a.direction ?? "outgoing", c = s === "outgoing" ? [[t, a.target]] : s === "incoming" ? [[a.target, t]] : [[t, a.target], [a.target, t]];
		for (let [t, a] of c) {
			let s = r.edge(t, n, a), c = {
				from: t,
				to: a,
				relation: n,
				createdAt: s?.createdAt ?? e.now(),
				...o === void 0 ? s?.note ? { note: s.note } : {} : { note: o }
			};
			e.changes.set(EB(c), c), i.push(c);
		}
	}
	return i;
}
function sV(e, t, n, r, i = "bidirectional") {
	WB(e, t), WB(e, n);
	let a = aV(r), o = UB(e), s = i === "outgoing" ? [[t, n]] : i === "incoming" ? [[n, t]] : [[t, n], [n, t]], c = 0;
	for (let [t, n] of s) {
		let r = o.edge(t, a, n);
		r && (e.changes.set(EB(r), null), c++);
	}
	if (!c) {
		let e = o.edgesOf(t).filter((e) => e.from === n || e.to === n).map((e) => `${e.from} → ${e.relation} → ${e.to}`);
		throw new VB("memory_link_not_found", `No "${a}" link between ${t} and ${n}.`, e.length ? `Links between them: ${e.join("; ")}.` : "They are not linked; see memory_edge_summary.");
	}
	return c;
}
function cV(e, t, n) {
	let r = e.changes.graph, i = e.turnNodes(), a = [...r.nodes.values()].filter((e) => n === 0 ? e.type === t && e.level === 0 : e.type === "rollup" && e.level === n);
	a.sort((e, t) => e.createdAt - t.createdAt || (e.id < t.id ? -1 : 1));
	let o = r.typeSpec(n === 0 ? t : "rollup")?.compaction?.keepRecent ?? 0;
	return a.slice(0, Math.max(0, a.length - o)).filter((e) => !e.parent && !i.has(e.id));
}
function lV(e, t, n) {
	let r = e.changes.graph.typeSpec(n === 0 ? t : bB)?.compaction?.fanIn;
	if (!r) return [];
	let i = cV(e, t, n), a = [];
	for (let e = 0; e + r <= i.length; e += r) a.push({
		depth: n,
		childIds: i.slice(e, e + r).map((e) => e.id),
		fanIn: r
	});
	return a;
}
function uV(e, t) {
	UB(e);
	let n = [...new Set(t.childIds)];
	if (n.length < 2) throw new VB("memory_compact_too_few", "Compaction needs at least two children.", "Use a group from memory_compaction_candidates.");
	if (n.length > HB.children) throw new VB("memory_compact_too_many", `At most ${HB.children} children per rollup.`);
	let r = n.map((t) => WB(e, t)), i = r[0].level, a = i === 0 ? t.type : bB, o = new Set(cV(e, t.type, i).map((e) => e.id));
	for (let n of r) {
		if (n.level !== i || i === 0 && n.type !== t.type) throw new VB("memory_compact_mixed", `Children must all be ${a} nodes of one level; "${n.id}" is ${n.type} level ${n.level}.`);
		if (n.parent) throw new VB("memory_compact_already", `"${n.id}" is already in rollup ${n.parent}.`, "Take a group from memory_compaction_candidates.");
		if (e.turnNodes().has(n.id)) throw new VB("memory_compact_current_turn", `"${n.id}" was written this turn; it stays uncompacted.`, "Compact only older groups that memory_compaction_candidates offers.");
		if (!o.has(n.id)) throw new VB("memory_compact_too_recent", `"${n.id}" is among the newest nodes, which stay uncompacted.`, "Take a group from memory_compaction_candidates.");
	}
	let s = GB(e, bB), c = t.summary.trim();
	if (!c) throw new VB("memory_field_required", "The rollup needs a summary.", "Give summary: names, outcomes, lasting changes, open threads.");
	let l = qB(s, {
		...t.fields ?? {},
		summary: c
	});
	r.sort((e, t) => e.createdAt - t.createdAt);
	let u = r.map((e) => e.fields.time).filter(Boolean);
	!l.time && u.length && s.fields.some((e) => e.name === "time") && (l.time = u.length > 1 ? `${u[0]} – ${u[u.length - 1]}` : u[0]);
	let d = tV(e, s, c, i + 1), f = e.now(), p = {
		id: d,
		type: bB,
		name: l.time ? `${l.time}: ${r.length} ${i === 0 ? t.type : "rollup"}s` : `${r.length} ${i === 0 ? t.type : "rollup"}s`,
		fields: l,
		tags: [],
		alwaysInject: !1,
		level: i + 1,
		children: r.map((e) => e.id),
		sources: r.reduce((e, t) => QB(e, t.sources), []),
		createdAt: f,
		updatedAt: f
	};
	e.changes.set(TB(d), p);
	for (let t of r) e.changes.set(TB(t.id), {
		...t,
		parent: d
	});
	return p;
}
// src/core/memory/access.ts
function dV(e) {
	return {
		changes: e.changes,
		now: () => e.now(),
		sources: e.sources(),
		turnNodes: () => new Set(e.changes.touchedNodes())
	};
}
var fV = (e) => e.sources.reduce((e, t) => Math.max(e, t.floor), -1);
function pV(e) {
	return [...new Set(e.sources.map((e) => e.floor))].sort((e, t) => e - t);
}
// src/core/memory/tools/read-tools.ts
var mV = V(z()).optional().describe("Only these node types."), hV = (e) => {
	let t = e?.length ? new Set(e) : null;
	return (e) => !t || t.has(e.type);
};
function gV(e, t) {
	return {
		id: t.id,
		type: t.type,
		...t.level ? { level: t.level } : {},
		name: t.name,
		floor: fV(t),
		degree: e.graph.degree(t.id),
		exposure: e.exposure(t.id),
		...t.alwaysInject ? { alwaysInject: !0 } : {},
		...t.parent ? { rollup: t.parent } : {}
	};
}
function _V(e, t, n, r) {
	let i = n?.length ? new Set(n) : null, a = /* @__PURE__ */ new Map(), o = [], s = 0;
	for (let n of e.edgesOf(t)) {
		if (i && !i.has(n.relation)) continue;
		s++;
		let c = n.from === t ? "outgoing" : "incoming", l = `${n.relation}|${c}`, u = a.get(l) ?? {
			relation: n.relation,
			direction: c,
			count: 0
		};
		u.count++, a.set(l, u);
		let d = e.nodes.get(c === "outgoing" ? n.to : n.from);
		d && o.length < r && o.push({
			id: d.id,
			type: d.type,
			name: d.name,
			relation: n.relation,
			direction: c
		});
	}
	return {
		degree: s,
		relations: [...a.values()].sort((e, t) => t.count - e.count),
		sample_neighbors: o
	};
}
function vV(e) {
	return Q(`No node "${e}".`, "memory_node_not_found", "Find ids with memory_find_by_name, memory_keyword_search or memory_list_candidates.");
}
var yV = HT(H({}));
function bV(e) {
	return Z({
		name: "memory_schema",
		description: "The graph's node types (fields, which are required, which always injected, counts) and relation names.",
		parameters: yV,
		readOnly: !0,
		execute: () => {
			let t = e.graph, n = {};
			for (let e of t.nodes.values()) n[e.type] = (n[e.type] ?? 0) + 1;
			let r = /* @__PURE__ */ new Map();
			for (let e of t.edges.values()) r.set(e.relation, (r.get(e.relation) ?? 0) + 1);
			return {
				types: t.schema.nodeTypes.map((e) => ({
					type: e.type,
					description: e.description,
					fields: e.fields.map((e) => ({
						name: e.name,
						...e.required ? { required: !0 } : {},
						description: e.description
					})),
					...e.nameFields.length ? { nameFields: e.nameFields } : {},
					alwaysInject: e.alwaysInject,
					editable: e.editable,
					...e.compaction ? { compaction: e.compaction } : {},
					count: n[e.type] ?? 0
				})),
				relations: t.schema.edgeTypes.map((e) => ({
					name: e.name,
					description: e.description
				})),
				relations_in_use: [...r].map(([e, t]) => ({
					relation: e,
					count: t
				})).sort((e, t) => t.count - e.count)
			};
		}
	});
}
var xV = HT(H({
	seq_window: H({
		from: XT({ min: 0 }).optional(),
		to: XT({ min: 0 }).optional()
	}).optional().describe("Only nodes whose latest source floor is in this range."),
	types: mV,
	exclude_recent_messages: XT({
		min: 0,
		max: 1e4
	}).optional().describe("Leave out nodes from the last N floors (the chat on screen already has them)."),
	limit: XT({
		min: 1,
		max: 100
	}).optional().describe("Default 30.")
}));
function SV(e) {
	return Z({
		name: "memory_list_candidates",
		description: "Top-level nodes (events not rolled up, rollups, sheets), newest first, with floor, degree, exposure.",
		parameters: xV,
		readOnly: !0,
		execute: (t) => {
			let n = hV(t.types), r = Math.max(-1, ...e.sources().map((e) => e.floor)), i = t.exclude_recent_messages === void 0 ? Infinity : r - t.exclude_recent_messages + 1, a = t.seq_window?.from ?? -Infinity, o = t.seq_window?.to ?? Infinity, s = [...e.graph.nodes.values()].filter((e) => !e.parent && n(e)).filter((e) => {
				let t = fV(e);
				return t >= a && t <= o && t < i;
			});
			s.sort((e, t) => fV(t) - fV(e) || t.createdAt - e.createdAt);
			let c = t.limit ?? 30;
			return {
				candidates: s.slice(0, c).map((t) => gV(e, t)),
				total: s.length
			};
		}
	});
}
var CV = HT(H({
	query: z().trim().min(1),
	types: mV
}));
function wV(e) {
	return Z({
		name: "memory_find_by_name",
		description: "Nodes by name or alias (case-insensitive; exact matches first).",
		parameters: CV,
		offered: () => RV(e),
		readOnly: !0,
		execute: (t) => ({ matches: e.graph.findByName(t.query, hV(t.types)).slice(0, 20).map((t) => ({
			...gV(e, t),
			...t.fields.aliases ? { aliases: t.fields.aliases } : {}
		})) })
	});
}
var TV = HT(H({
	query: z().trim().min(1),
	types: mV,
	k: XT({
		min: 1,
		max: 50
	}).optional().describe("Default 20.")
}));
function EV(e) {
	return Z({
		name: "memory_keyword_search",
		description: "Search node names, tags and fields for words; best first.",
		parameters: TV,
		offered: () => RV(e),
		readOnly: !0,
		execute: (t) => {
			let n = hV(t.types), r = e.graph.keywords.search(t.query, t.k ?? 20, (t) => n(e.graph.nodes.get(t)));
			return r.length ? { results: r.map((t) => ({
				...gV(e, e.graph.nodes.get(t.id)),
				score: t.score,
				scoreMode: "keyword"
			})) } : {
				results: [],
				note: `No node mentions "${t.query}". Try a name with memory_find_by_name, or other words.`
			};
		}
	});
}
var DV = HT(H({
	query: z().trim().min(1),
	types: mV,
	k: XT({
		min: 1,
		max: 50
	}).optional().describe("Default 10.")
}));
function OV(e) {
	return Z({
		name: "memory_vector_search",
		description: "Search nodes by meaning (embeddings): for a theme with no obvious keyword. Results best first with a cosine score.",
		parameters: DV,
		offered: () => RV(e),
		readOnly: !0,
		execute: async (t) => {
			if (!e.vectors) return Q("Vector search is not set up for this chat.", "NO_EMBEDDING_PROFILE", "Use memory_keyword_search and memory_find_by_name instead.");
			let n = hV(t.types);
			try {
				return { results: (await e.vectors.search(t.query, t.k ?? 10, (t) => {
					let r = e.graph.nodes.get(t);
					return !!r && n(r);
				})).filter((t) => e.graph.nodes.has(t.id)).map((t) => ({
					...gV(e, e.graph.nodes.get(t.id)),
					score: t.score,
					scoreMode: "vector"
				})) };
			} catch (e) {
				return Q(`Vector search failed: ${e instanceof Error ? e.message : String(e)}`, "memory_vector_failed", "Use memory_keyword_search instead this turn.");
			}
		}
	});
}
var kV = HT(H({ node_id: z().trim().min(1) }));
function AV(e) {
	return Z({
		name: "memory_node_brief",
		description: "One node in full: fields, floors, children, exposure, 8 neighbours.",
		parameters: kV,
		offered: () => RV(e),
		readOnly: !0,
		execute: (t) => {
			let n = e.graph.nodes.get(t.node_id);
			return n ? (e.recalled([n.id]), { brief: {
				id: n.id,
				type: n.type,
				...n.level ? { level: n.level } : {},
				name: n.name,
				fields: n.fields,
				...n.tags.length ? { tags: n.tags } : {},
				floors: pV(n),
				...n.children ? {
					children: n.children,
					childCount: n.children.length
				} : {},
				...n.parent ? { rollup: n.parent } : {},
				exposure: e.exposure(n.id),
				alwaysInject: n.alwaysInject,
				edgeSummary: _V(e.graph, n.id, void 0, 8)
			} }) : vV(t.node_id);
		}
	});
}
var jV = HT(H({
	node_id: z().trim().min(1),
	edge_types: V(z()).optional(),
	limit: XT({
		min: 0,
		max: 50
	}).optional().describe("Neighbours listed; default 8.")
}));
function MV(e) {
	return Z({
		name: "memory_edge_summary",
		description: "A node's edges: its degree, counts per relation and direction, and some neighbours.",
		parameters: jV,
		offered: () => RV(e),
		readOnly: !0,
		execute: (t) => e.graph.nodes.has(t.node_id) ? _V(e.graph, t.node_id, t.edge_types, t.limit ?? 8) : vV(t.node_id)
	});
}
function NV(e, t, n) {
	let r = n.edgeTypes?.length ? new Set(n.edgeTypes) : null, i = new Map(t.map((e) => [e, "seed"])), a = [...t];
	for (let o = 0; o < n.hops && a.length; o++) {
		let o = [];
		for (let s of a) {
			let a = e.nodes.get(s);
			if (a) {
				if (n.includeChildren) for (let e of a.children ?? []) i.has(e) || (i.set(e, `child of ${s}`), o.push(e));
				for (let t of e.edgesOf(s)) {
					if (r && !r.has(t.relation)) continue;
					let e = t.from === s ? t.to : t.from;
					i.has(e) || (i.set(e, `${t.from === s ? "" : "← "}${t.relation} of ${s}`), o.push(e));
				}
				if (i.size > n.limit + t.length) break;
			}
		}
		a = o;
	}
	let o = [];
	for (let [e, t] of i) if (!(t === "seed" && n.excludeInternal) && t !== "seed" && (o.push({
		id: e,
		via: t
	}), o.length >= n.limit)) break;
	return o;
}
var PV = HT(H({
	seed_ids: V(z()).min(1).max(20),
	hops: XT({
		min: 1,
		max: 3
	}).optional(),
	edge_types: V(z()).optional(),
	include_children: sg().optional().describe("Default true."),
	exclude_internal: sg().optional().describe("Leave the seeds themselves out (they are always left out)."),
	limit: XT({
		min: 1,
		max: 100
	}).optional().describe("Default 40.")
}));
function FV(e) {
	return Z({
		name: "memory_expand_seeds",
		description: "Go down from hubs: the children of rollups and the neighbours of nodes, within hops (default 1). Use it to find the specific event inside a rollup.",
		parameters: PV,
		offered: () => RV(e),
		readOnly: !0,
		execute: (t) => {
			let n = t.seed_ids.filter((t) => !e.graph.nodes.has(t));
			return n.length === t.seed_ids.length ? vV(n.join("\", \"")) : {
				nodes: NV(e.graph, t.seed_ids.filter((t) => e.graph.nodes.has(t)), {
					hops: t.hops ?? 1,
					edgeTypes: t.edge_types,
					includeChildren: t.include_children !== !1,
					excludeInternal: t.exclude_internal === !0,
					limit: t.limit ?? 40
				}).map((t) => ({
					...gV(e, e.graph.nodes.get(t.id)),
					via: t.via
				})),
				...n.length ? { missing: n } : {}
			};
		}
	});
}
var IV = HT(H({
	type: z().trim().min(1).optional().describe("Default \"event\"."),
	depth: XT({
		min: 0,
		max: 5
	}).optional()
}));
function LV(e) {
	return Z({
		name: "memory_compaction_candidates",
		description: "Groups of old nodes ready to roll up, oldest first. depth 0: nodes of type; 1: level-1 rollups.",
		offered: () => zV(e),
		parameters: IV,
		readOnly: !0,
		execute: (t) => {
			let n = t.type ?? "event";
			if (!e.graph.typeSpec(n)) return Q(`No node type "${n}".`, "memory_type_unknown", `Types: ${e.graph.schema.nodeTypes.map((e) => e.type).join(", ")}.`);
			let r = t.depth ?? 0;
			return { groups: lV({
				changes: e.changes,
				turnNodes: () => new Set(e.changes.touchedNodes())
			}, n === "rollup" ? "event" : n, r) };
		}
	});
}
function RV(e) {
	return e.graph.nodes.size > 0;
}
function zV(e) {
	let t = {
		changes: e.changes,
		turnNodes: () => new Set(e.changes.touchedNodes())
	};
	for (let n of e.graph.schema.nodeTypes) if (n.compaction && n.type !== "rollup" && (lV(t, n.type, 0).length > 0 || lV(t, n.type, 1).length > 0)) return !0;
	return !1;
}
function BV(e) {
	let t = [
		bV(e),
		SV(e),
		MV(e),
		AV(e),
		FV(e),
		EV(e),
		wV(e),
		LV(e)
	];
	return e.vectors && t.splice(6, 0, OV(e)), t;
}
// src/core/memory/tools/write-tools.ts
var VV = Pg([
	z(),
	B(),
	sg(),
	V(Pg([z(), B()])),
	vg()
]), HV = Wg(z(), bg()).superRefine((e, t) => {
	for (let [n, r] of Object.entries(e)) VV.safeParse(r).success || t.addIssue({
		code: "custom",
		path: [n],
		message: "A field is text, a number, true/false, a list of text or numbers, or null."
	});
}), UV = Qg([
	"outgoing",
	"incoming",
	"bidirectional"
]), WV = H({
	target_node_id: z().trim().min(1),
	relation: z().trim().min(1).describe("From the schema, e.g. \"involves\"."),
	direction: UV.optional(),
	note: z().optional()
}), GV = (e) => (e ?? []).map((e) => ({
	target: e.target_node_id,
	relation: e.relation,
	...e.direction ? { direction: e.direction } : {},
	...e.note ? { note: e.note } : {}
}));
async function KV(e, t) {
	await e.beforeWrite?.();
	let n = e.changes.checkpoint();
	try {
		let r = t();
		return e.changes.checkpoint() > n && e.afterWrite?.(), r;
	} catch (t) {
		return e.changes.rollback(n), t instanceof VB ? Q(t.message, t.code, t.hint) : Q(`The memory write failed: ${t instanceof Error ? t.message : String(t)}`, "memory_write_failed");
	}
}
var qV = HT(H({
	type: z().trim().min(1),
	title: z().describe("Its name."),
	fields: HV.optional().describe("The type's fields by name."),
	tags: V(z()).optional(),
	always_inject: sg().optional(),
	links: V(WV).optional()
}));
function JV(e) {
	return Z({
		name: "memory_node_create",
		description: "Create a node with its fields and links (from it); never a second one for an entity.",
		parameters: qV,
		execute: (t) => KV(e, () => {
			let n = dV(e), r = nV(n, {
				type: t.type,
				name: t.title,
				fields: t.fields,
				tags: t.tags,
				alwaysInject: t.always_inject
			}), i = t.links?.length ? oV(n, r.id, GV(t.links)).length : 0;
			return {
				ok: !0,
				id: r.id,
				...i ? { linked: i } : {},
				floors: r.sources.map((e) => e.floor)
			};
		})
	});
}
var YV = HT(H({
	node_id: z().trim().min(1),
	set_fields: HV.optional(),
	clear_fields: V(z()).optional(),
	title: z().optional(),
	tags: V(z()).optional(),
	always_inject: sg().optional()
}));
function XV(e) {
	return Z({
		name: "memory_node_edit",
		description: "Patch a node: set_fields changes only the fields named.",
		parameters: YV,
		offered: () => RV(e),
		execute: (t) => KV(e, () => {
			if (!t.set_fields && !t.clear_fields?.length && t.title === void 0 && !t.tags && t.always_inject === void 0) throw new VB("memory_edit_empty", "Nothing to change.", "Give set_fields, clear_fields, title, tags or always_inject.");
			return {
				ok: !0,
				id: rV(dV(e), {
					id: t.node_id,
					setFields: t.set_fields,
					clearFields: t.clear_fields,
					name: t.title,
					tags: t.tags,
					alwaysInject: t.always_inject
				}).id
			};
		})
	});
}
var ZV = HT(H({ node_id: z().trim().min(1) }));
function QV(e) {
	return Z({
		name: "memory_node_delete",
		description: "Delete a node and its edges (a duplicate this turn created by mistake).",
		parameters: ZV,
		offered: () => e.changes.touchedNodes().length > 0,
		execute: (t) => KV(e, () => ({
			ok: !0,
			removed_edges: iV(dV(e), t.node_id).removedEdges
		}))
	});
}
var $V = HT(H({
	source_node_id: z().trim().min(1),
	links: V(WV).min(1)
}));
function eH(e) {
	return Z({
		name: "memory_link_upsert",
		description: "Add links from the node that holds the relation (a → owes_favour_to → b).",
		parameters: $V,
		offered: () => RV(e),
		execute: (t) => KV(e, () => ({
			ok: !0,
			applied: oV(dV(e), t.source_node_id, GV(t.links)).length
		}))
	});
}
var tH = HT(H({
	source_node_id: z().trim().min(1),
	target_node_id: z().trim().min(1),
	relation: z().trim().min(1),
	direction: UV.optional()
}));
function nH(e) {
	return Z({
		name: "memory_link_delete",
		description: "Remove a relation that ended on the page (default: both directions).",
		parameters: tH,
		offered: () => e.graph.edges.size > 0,
		execute: (t) => KV(e, () => ({
			ok: !0,
			removed: sV(dV(e), t.source_node_id, t.target_node_id, t.relation, t.direction)
		}))
	});
}
var rH = HT(H({
	type: z().trim().min(1).describe("\"event\", or \"rollup\" for rollups."),
	child_ids: V(z()).min(2),
	summary: z().describe("≤ 120 words: names, outcomes, lasting changes, open threads."),
	fields: HV.optional()
}));
function iH(e) {
	return Z({
		name: "memory_compact_nodes",
		description: "Roll an offered group up into one rollup with your summary.",
		parameters: rH,
		offered: () => zV(e),
		execute: (t) => KV(e, () => {
			let n = uV(dV(e), {
				type: t.type === "rollup" ? "event" : t.type,
				childIds: t.child_ids,
				summary: t.summary,
				fields: t.fields
			});
			return {
				ok: !0,
				rollup_node_id: n.id,
				level: n.level
			};
		})
	});
}
function aH(e) {
	return [
		JV(e),
		XV(e),
		QV(e),
		eH(e),
		nH(e),
		iH(e)
	];
}
// src/core/memory/digest.ts
function oH(e) {
	let t = 2166136261;
	for (let n = 0; n < e.length; n++) t = Math.imul(t ^ e.charCodeAt(n), 16777619) >>> 0;
	return `${e.length.toString(36)}-${t.toString(36)}`;
}
function sH(e) {
	let t = Object.entries(e.fields).filter(([e]) => e !== "source_floors").map(([e, t]) => `${e}: ${t}`);
	return [
		e.name,
		...t,
		...e.tags.length ? [`tags: ${e.tags.join(", ")}`] : []
	].join("\n");
}
function cH(e, t) {
	let n = Object.entries(e.fields).filter(([e, t]) => e !== "source_floors" && t).map(([e, n]) => `${e}: ${n.length > t ? `${n.slice(0, t)}…` : n}`).join("; ");
	return `- [${e.id}] ${e.name}${n ? ` — ${n}` : ""}`;
}
function lH(e, t) {
	let n = t.maxChars ?? 4e3, r = t.alwaysInject ? [...e.nodes.values()].filter((e) => e.alwaysInject).sort((e, t) => e.id < t.id ? -1 : 1) : [], i = new Set(r.map((e) => e.id)), a = (t.recalled ?? []).map((t) => e.nodes.get(t)).filter((e) => !!e && !i.has(e.id)), o = [];
	if (r.length && o.push("Always in mind:", ...r.map((e) => cH(e, 400))), a.length && o.push("Recalled this turn:", ...a.slice(0, 12).map((e) => cH(e, 240))), !o.length) return "";
	let s = o.join("\n");
	return s.length > n && (s = `${s.slice(0, n)}…`), `<memory>\n${s}\n</memory>`;
}
// src/core/memory/embeddings-client.ts
function uH(e) {
	let t = e.baseUrl.trim().replace(/\/+$/, ""), n = e.fetch ?? ((e, t) => globalThis.fetch(e, t));
	return async (r, i) => {
		if (!r.length) return [];
		let a = await n(`${t}/embeddings`, {
			method: "POST",
			headers: {
				"Content-Type": "application/json",
				...e.apiKey ? { Authorization: `Bearer ${e.apiKey}` } : {}
			},
			body: JSON.stringify({
				model: e.model,
				input: r
			}),
			...i ? { signal: i } : {}
		});
		if (!a.ok) {
			let e = (await a.text().catch(() => "")).slice(0, 300);
			throw Error(`The embeddings connection answered HTTP ${a.status}${e ? `: ${e}` : ""}.`);
		}
		let o = await a.json(), s = Array.isArray(o?.data) ? o.data : [], c = Array(r.length);
		s.forEach((e, t) => {
			let n = typeof e.index == "number" ? e.index : t;
			Array.isArray(e.embedding) && e.embedding.every((e) => typeof e == "number") && (c[n] = Float32Array.from(e.embedding));
		});
		for (let e = 0; e < r.length; e++) if (!c[e]) throw Error("The embeddings connection returned no vector for some texts.");
		return c;
	};
}
// src/core/memory/layout.ts
function dH(e, t, n) {
	let r = e.length, i = new Map(e.map((e, t) => [e, t])), a = new Float64Array(r), o = new Float64Array(r), s = n.width / 2, c = n.height / 2, l = Math.min(n.width, n.height) * .4;
	for (let e = 0; e < r; e++) {
		let t = 2 * Math.PI * e / Math.max(1, r);
		a[e] = s + l * Math.cos(t), o[e] = c + l * Math.sin(t);
	}
	let u = t.map((e) => [i.get(e.from), i.get(e.to)]).filter((e) => e[0] !== void 0 && e[1] !== void 0 && e[0] !== e[1]), d = n.width * n.height, f = Math.sqrt(d / Math.max(1, r)) * .75, p = n.iterations ?? 120, m = new Float64Array(r), h = new Float64Array(r), g = Math.min(n.width, n.height) / 8;
	for (let e = 0; e < p; e++) {
		m.fill(0), h.fill(0);
		for (let e = 0; e < r; e++) for (let t = e + 1; t < r; t++) {
			let n = a[e] - a[t], r = o[e] - o[t], i = n * n + r * r;
			i < .01 && (n = .1 * (e % 7 - 3), r = .1 * (t % 5 - 2), i = n * n + r * r || .01);
			let s = f * f / i;
			m[e] += n * s, h[e] += r * s, m[t] -= n * s, h[t] -= r * s;
		}
		for (let [e, t] of u) {
			let n = a[e] - a[t], r = o[e] - o[t], i = (Math.sqrt(n * n + r * r) || .01) / f;
			m[e] -= n * i, h[e] -= r * i, m[t] += n * i, h[t] += r * i;
		}
		for (let e = 0; e < r; e++) {
			m[e] += (s - a[e]) * .02 * f, h[e] += (c - o[e]) * .02 * f;
			let t = Math.sqrt(m[e] * m[e] + h[e] * h[e]) || 1, r = Math.min(t, g);
			a[e] = Math.min(n.width - 12, Math.max(12, a[e] + m[e] / t * r)), o[e] = Math.min(n.height - 12, Math.max(12, o[e] + h[e] / t * r));
		}
		g *= .96;
	}
	return e.map((e, t) => ({
		id: e,
		x: Math.round(a[t] * 10) / 10,
		y: Math.round(o[t] * 10) / 10
	}));
}
// src/core/memory/tool-names.ts
function fH(e) {
	return [
		"memory_schema",
		"memory_list_candidates",
		"memory_edge_summary",
		"memory_node_brief",
		"memory_expand_seeds",
		"memory_keyword_search",
		...e ? ["memory_vector_search"] : [],
		"memory_find_by_name",
		"memory_compaction_candidates",
		"memory_node_create",
		"memory_node_edit",
		"memory_node_delete",
		"memory_link_upsert",
		"memory_link_delete",
		"memory_compact_nodes"
	];
}
// src/core/memory/index.ts
function pH(e) {
	return [...BV(e), ...aH(e)];
}
// src/core/search/types.ts
var mH = class extends Error {
	code;
	hint;
	constructor(e, t, n) {
		super(t), this.code = e, this.hint = n;
	}
}, hH = 5e4, gH = 8e3;
function _H(e, t) {
	return e instanceof mH ? Q(e.message, e.code, e.hint) : e instanceof Error && e.name === "AbortError" ? Q(`${t} was cancelled.`, "SEARCH_ABORTED") : Q(`${t} failed: ${e instanceof Error ? e.message : String(e)}`, "SEARCH_FAILED", "Try another query or source; if it keeps failing, report the fact as unverified.");
}
function vH(e) {
	return Z({
		name: "search_search",
		description: "Search the web. Returns [{title, url, snippet}], best first. One question per query, with the work's name in it.",
		parameters: H({
			query: z(),
			max_results: XT({
				min: 1,
				max: 20
			}).optional().describe("Default 8."),
			safe_search: Qg([
				"off",
				"moderate",
				"strict"
			]).optional(),
			time_range: Qg([
				"day",
				"week",
				"month",
				"year"
			]).optional(),
			region: z().optional().describe("A language or region code, e.g. \"en-US\", \"zh-CN\".")
		}),
		readOnly: !0,
		execute: async (t, n) => {
			let r = t.query.trim();
			if (!r) return Q("The query is empty.", "SEARCH_QUERY_EMPTY", "Give the work's name and the specific term.");
			try {
				let i = (await e.search({
					query: r,
					maxResults: t.max_results ?? 8,
					...t.safe_search ? { safeSearch: t.safe_search } : {},
					...t.time_range ? { timeRange: t.time_range } : {},
					...t.region ? { region: t.region } : {}
				}, n.signal)).slice(0, t.max_results ?? 8);
				return {
					ok: !0,
					results: i,
					...i.length ? {} : { note: "No results. Try other words, the original title, or \"wiki\"." }
				};
			} catch (e) {
				return _H(e, "The search");
			}
		}
	});
}
function yH(e, t) {
	return Z({
		name: "search_visit",
		description: `Read a web page as plain text (title and main text; scripts, menus and markup removed). max_chars cuts it (default ${gH}, at most ${hH}; 0 means the most).`,
		parameters: H({
			url: z(),
			max_chars: XT({
				min: 0,
				max: hH
			}).optional()
		}),
		readOnly: !0,
		execute: async (n, r) => {
			let i;
			try {
				i = new URL(n.url.trim());
			} catch {
				return Q(`"${n.url}" is not a URL.`, "SEARCH_URL_INVALID", "Use a full http(s) URL from search_search.");
			}
			if (i.protocol !== "http:" && i.protocol !== "https:") return Q(`Only http and https pages can be read, not ${i.protocol}.`, "SEARCH_URL_INVALID");
			try {
				let a = await e.visit(i.href, r.signal), { title: o, text: s } = await t(a.html, a.url || i.href), c = n.max_chars === void 0 ? gH : n.max_chars === 0 ? hH : n.max_chars, l = s.length > c;
				return {
					ok: !0,
					url: a.url || i.href,
					title: o,
					text: l ? s.slice(0, c) : s,
					chars: s.length,
					...l ? { truncated: !0 } : {}
				};
			} catch (e) {
				return _H(e, `Reading ${i.href}`);
			}
		}
	});
}
function bH(e, t) {
	return [vH(e), yH(e, t)];
}
// src/core/search/tool-names.ts
var xH = ["search_search", "search_visit"], SH = "0.1.0";
export { bF as AbortError, EE as BOOK_KINDS, IL as CAPSULE_GENERATION_TYPES, Pz as CAPSULE_MESSAGES, xD as CAPSULE_MODES, Mz as CAPSULE_PLACEMENT, BD as CAPSULE_POSITIONS, VD as CAPSULE_ROLES, tL as CHAT_RANGE_MAX, aO as CORE_TOOL_NAMES, eN as ChatRequestError, bP as CompletionAccumulator, HD as DEFAULT_CAPSULE_INSTRUCTION, OE as DEFAULT_DEMAND_TAG, ER as DEFAULT_DIRECTOR_LIMITS, FF as DEFAULT_NUDGE, FA as DEFAULT_PRESET_ID, xB as DEFAULT_SCHEMA, hP as DEFAULT_STALL_TIMEOUT_MS, FL as DIRECTOR_GENERATION_TYPES, cA as DIRECTOR_SUBAGENT_DEFAULT_ROUNDS, ZL as Draft, yI as EMPTY_STORY, iM as EXPORT_FORMATS, mB as EdgeSchema, _B as EdgeTypeSchema, OA as FINAL_WORKER_ID, Uz as FORCE_ACTIVATE_MAX, hB as FieldSpecSchema, VI as Fold, vB as GraphSchemaSchema, kO as HAND_TOOL_LIMITS, bO as HOST_CAPABILITY_NAMESPACES, QR as INITIAL_TODO, PB as KeywordIndex, lz as LOOP_MIN_WALL_CLOCK_MS, uz as LOOP_NO_TOOL_STREAK, aM as LUKER_FORMATS, fF as MAX_PARAMETERS_JSON_CHARS, TP as MAX_TOOL_ARGUMENT_CHARS, EP as MAX_TOOL_ARGUMENT_DEPTH, HB as MEMORY_LIMITS, $L as MESSAGE_TOOL_NAMES, bD as MODES, nO as MODE_TOOL_NAMESPACES, VB as MemoryError, FB as MemoryGraph, fB as MessageRefSchema, yB as MetaSchema, VR as NODE_FRAME, VF as NOTE_BY_USER, HF as NOTE_MAX_BYTES, VL as NO_SKILLS, pB as NodeSchema, gB as NodeTypeSchema, UF as OPEN_NOTES_HEADING, TA as PROFILE_SCHEMAS, TD as ProfileError, rI as REDACTED, CB as RELATION_PATTERN, bB as ROLLUP_TYPE, xH as SEARCH_TOOL_NAMES, vz as SINGLE_ROUNDS_WITH_SKILLS, ST as SKILL_CATALOG_HINT, G as SKILL_LIMITS, BS as SKILL_NAME_RE, gE as SKILL_TOOL_NAMES, DE as STARTUP_MODES, CI as STORY_WINDOW_STEP, mH as SearchError, sP as SseFramer, uP as StreamDecoder, Ak as TEAM_PLACEHOLDER, FP as TEXT_PROTOCOL_REFUSAL, ZR as TODO_STATUSES, AO as TOOL_NAME_PATTERN, tO as TOOL_VERBS, aI as TRACE_FORMAT, Pj as TROUPE_CARD_VERSION, $R as TodoBoard, dF as ToolDefinitionError, sB as TraceFormatError, zB as TurnChanges, OB as TurnRecordSchema, SH as VERSION, hH as VISIT_MAX_CHARS, LB as VectorIndex, AB as VectorRecordSchema, HA as activePreset, gI as addCost, uF as addUsage, zR as agendaConfigFromProfile, Ek as agendaSchema, fI as agentMessages, hM as agentPolicies, wL as agentRequestOptions, hO as agentToolFlags, SL as availableLoopTools, vN as backoffDelay, Sz as buildCapsuleText, tN as buildChatBody, eB as buildTimeline, yD as bundledRowsToPackages, wE as bundledRowsToSkills, qT as callTool, Nz as capsuleInjection, Lz as capsuleKey, Fz as capsuleMessage, dM as cardConsentKey, fM as cardNeedsConsent, iL as chatReadRangeTool, oL as chatSearchTool, oC as checkSkillPath, Vj as clearOverride, xP as collectCompletion, ZI as compileLineRegex, JI as compileLorebookFilter, JM as contentLangForLocale, zz as createCapsuleCache, MR as createDispatcher, WI as createFoldRenderer, cR as createMessageTools, SP as createModelClient, JF as createNotes, GA as createPreset, Jj as createProfileResolver, Zz as createReplay, JL as createSemaphore, SE as createSkillTools, cI as createTrace, MO as customToolsField, dP as decodeCompletionBody, pP as decodeStreamChunks, fP as decodeToCompletion, OI as dedupeLore, zA as defaultLibrary, DA as defaultProfile, SB as defaultSchema, fO as defaultToolFlags, Z as defineTool, YA as deletePreset, ML as describeEnd, PF as describeStop, $P as describeToolsAsText, RR as directorConfigFromProfile, uA as directorMainAgentSchema, fA as directorSchema, dA as directorSubAgentSchema, KA as duplicatePreset, wB as edgeKey, EB as edgeRecordKey, dV as editContext, qj as effectiveProfile, mI as emptyCost, yO as enabledToolNames, SI as estimateTokens, EF as executeToolCall, NV as expandSeeds, xT as explainVisibleSkills, mD as exportPackageZip, sM as exportProfile, cM as exportProfileFile, rT as exportSkillZip, YI as filterLorebook, XI as filterStoryLore, dR as finalGuidanceTool, uR as finalizeCapsuleTool, qM as firstStartLibrary, KM as firstStartPreset, _O as flagForTool, pV as floorsOf, mT as forPromptPreset, dH as forceLayout, XR as formatOutputs, ZE as formatRegistry, lT as formatScope, eL as grepLines, BL as guardSlot, NO as handToolCodeKey, PO as handToolProblem, jO as handToolSchema, nC as hashSkillFiles, fD as importPackageZip, lM as importProfile, Qw as importSkillZip, XT as intArg, xF as isAbortError, RL as isCapsuleGenerationType, LL as isDirectorGenerationType, SD as isMode, pT as isPromptPresetScope, Gz as isRuntimeNotice, Ej as isSecretFieldName, cT as isSkillScope, vO as isToolEnabled, YT as isToolFailure, PP as isToolsRejection, dI as joinBlocks, Cz as joinOutputs, SO as lacksEveryTool, fV as lastFloor, PM as lintProfile, PA as lintPromptPresets, CP as listModels, lD as loadSkillPackages, jj as looksLikeSecretValue, dz as loopConfigFromProfile, hA as loopSchema, mz as loopSection, Wz as lorebookForceActivateTool, xL as lorebookGetTool, yL as lorebookListTool, bL as lorebookSearchTool, lH as memoryDigest, BV as memoryReadTools, fH as memoryToolNames, pH as memoryTools, aH as memoryWriteTools, xM as mentionedSubagentIds, HI as microtaskScheduler, zL as modeRunsFor, LA as newPresetId, TB as nodeKey, HR as nodeMessages, hR as nodeOutputTool, sH as nodeText, eI as noteCloseTool, $F as noteOpenTool, oO as offeredVerbs, uH as openAiEmbeddings, EL as openTurn, Hj as overrideModes, MA as packageAgendaProfile, hD as packageScope, vD as packageSkill, _D as packageSkills, ZB as parseFloors, UA as parsePresetLibrary, EA as parseProfile, DB as parseRecord, XE as parseRegistry, sT as parseScope, dC as parseSkill, KE as parseSkillPackage, ZP as parseTextToolCalls, OP as parseToolArguments, KT as parseToolInput, cB as parseTraceExport, lB as parseTraceJson, kB as parseTurnRecord, CL as pickTools, NI as plainReplyChars, MI as plainReplyMessages, TE as planBundledImport, oz as plannerSection, nz as plannerStepTool, RA as presetScope, XM as profileContentLang, NA as promptPresetFields, SF as raceAbort, uM as readCardSkills, Rj as readOverride, KR as readStory, Ij as readTroupeExtension, iI as redactSecrets, gM as referencedSkillNames, oF as refusalHint, qA as renamePreset, Lk as renderMainPrompt, KF as renderOpenNotes, TT as renderSkillCatalog, Ik as renderTeamBlock, JR as renderTemplate, BB as replay, Qz as replayClient, wF as requestCompletion, oI as requestKey, lI as requestSize, HL as resolveAgentSkills, hT as resolveInstalled, bT as resolveVisibleSkills, yN as retryAfterMs, KI as retryPartialResponses, kz as reviewTools, PL as routeOf, cz as runAgendaCapsule, LF as runAgent, Bz as runCapsuleTurn, FR as runDirectorTurn, hz as runLoopCapsule, bz as runSingleCapsule, jz as runSpecCapsule, Rz as sameKey, Bj as saveOverride, fT as scopeApplies, dT as scopeRank, vH as searchSearchTool, bH as searchTools, yH as searchVisitTool, OF as serializeToolResult, XA as setActivePreset, Gj as setCardSkills, AL as settleSection, ZD as sha256Hex, ZM as shippedDefault, $M as shippedDefaultOf, UM as shippedPresetCost, WM as shippedPresets, GM as shippedProfile, _z as singleConfigFromProfile, _A as singleSchema, gC as skillFromFileList, _C as skillFromSkillMd, Gv as skillRuleText, xz as specConfigFromProfile, SA as specSchema, MF as stopIf, PI as storyBackground, xI as storyFromMessages, AI as storyMessages, gP as streamChatCompletion, GI as streamToFold, Nj as stripSecrets, fR as submitResultTool, fC as summarizeSkill, Pk as teamLanguage, YR as templateVariables, ZT as textArg, oH as textHash, lR as textOutputTool, tF as textProtocolRequest, UI as timerScheduler, NB as tokenize, Q as toolFailure, hF as toolInputSchema, WT as toolJsonSchema, gO as toolNameFor, NL as toolNamesFromFlags, AF as toolSucceeded, _I as traceCosts, Iz as turnAnchor, dB as turnCost, JA as updatePreset, pI as usageCost, Az as validateSpecConfig, jF as wallClockExceeded, TI as windowStart, cF as withToolProtocol, vL as worldBookListTool, TL as wrapWithPreset, zv as z, lF as zeroUsage };
