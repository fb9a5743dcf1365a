// `pattern`s in the parameters of tools others define (another extension, a SillyTavern function tool,
// a hand-written tool in a profile or a character card). A model's arguments are checked against them
// on the page's main thread with the browser's backtracking RegExp, where a pattern like `(a+)+$` or
// even `\d*\d*x` meets a long argument and holds the page for seconds or minutes. Two limits together
// keep every check small:
// - at definition: a pattern must compile, be short, use no backreferences, repeat no group that
//   itself repeats or has alternatives, and have few open-ended repetitions (its cost grows as the
//   argument's length to the power of their number);
// - at each call: a text checked against a pattern is at most MAX_PATTERN_INPUT_CHARS long (checked
//   before the pattern runs; a longer one is refused with a message naming the field).

/** Characters of one pattern. */
export const MAX_PATTERN_CHARS = 256;
/** Characters of a text checked against a pattern (and of a property name checked against one). */
export const MAX_PATTERN_INPUT_CHARS = 512;
/** Backtracking steps a pattern may need on an input of MAX_PATTERN_INPUT_CHARS (see `patternProblem`). */
const STEP_BUDGET = 2 ** 21;

type Frame = { repeats: boolean; alternates: boolean };

/**
 * Why `source` cannot be a parameter pattern ('' = it can). Cost model: each open-ended repetition
 * (`*`, `+`, `{n,}`, `{n,m}` with m > 1), and the search over start positions when the pattern is not
 * anchored with `^`, multiplies the worst case by the input's length; each optional part (`?`, `{0,1}`,
 * `{n,m}` with m = n + 1) doubles it. Nested repetition is refused outright (exponential).
 */
export function patternProblem(source: string): string {
  if (source.length > MAX_PATTERN_CHARS) return `the pattern is ${source.length} characters; at most ${MAX_PATTERN_CHARS}`;
  try {
    new RegExp(source);
  } catch (e) {
    return `the pattern does not compile (${e instanceof Error ? e.message : String(e)})`;
  }
  const stack: Frame[] = [{ repeats: false, alternates: false }];
  let last: 'none' | 'atom' | Frame = 'none';
  let open = 0;
  let optional = 0;
  let topLevelAlternation = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return 'backreferences (\\1, \\k<name>) are not allowed in a pattern';
      i++;
      last = 'atom';
      continue;
    }
    if (c === '[') {
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']')
        i++; // `[]` and `[^]`: the class ends here (JavaScript reads `]` first as its end)
      else for (; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      last = 'atom';
      continue;
    }
    if (c === '(') {
      stack.push({ repeats: false, alternates: false });
      if (source[i + 1] === '?') {
        const named = source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!';
        // `(?<name>` ends at its `>`; `(?<=` and `(?<!` take four characters; `(?:`, `(?=`, `(?!` three.
        i = named ? source.indexOf('>', i) : i + (source[i + 2] === '<' ? 3 : 2);
      }
      last = 'none';
      continue;
    }
    if (c === ')') {
      const frame = stack.pop()!;
      const parent = stack[stack.length - 1]!;
      parent.repeats ||= frame.repeats;
      parent.alternates ||= frame.alternates;
      last = frame;
      continue;
    }
    if (c === '|') {
      stack[stack.length - 1]!.alternates = true;
      if (stack.length === 1) topLevelAlternation = true;
      last = 'none';
      continue;
    }
    const q = quantifierAt(source, i);
    if (q && last !== 'none') {
      i += q.length - 1;
      if (source[i + 1] === '?') i++; // lazy: the same cost
      const repeats = q.max > 1 && q.max !== q.min;
      if (repeats && typeof last === 'object' && (last.repeats || last.alternates)) {
        return 'a group that repeats (…)+ or (…)* may not itself hold a repetition or alternatives (|): that can take exponential time; write it without nesting, e.g. [ab]+ instead of (a|b)+ or a+ instead of (a+)+';
      }
      if (q.max - q.min === 1) optional++;
      else if (q.max !== q.min) {
        open++;
        stack[stack.length - 1]!.repeats = true;
      }
      last = 'atom';
      continue;
    }
    last = 'atom';
  }
  const anchored = source.startsWith('^') && !topLevelAlternation;
  const degree = open + (anchored ? 0 : 1);
  if (MAX_PATTERN_INPUT_CHARS ** degree * 2 ** optional > STEP_BUDGET) {
    return `the pattern has ${open} open-ended ${open === 1 ? 'repetition' : 'repetitions'} (*, +, {n,}) and ${optional} optional ${optional === 1 ? 'part' : 'parts'}${anchored ? '' : ' and is not anchored with ^'}: checking it could take too long. Use at most two open-ended repetitions in a pattern that starts with ^ (one without ^), or fewer optional parts`;
  }
  return '';
}

/** A quantifier at `i`: `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}` (anything else in braces is a literal). */
function quantifierAt(s: string, i: number): { min: number; max: number; length: number } | null {
  const c = s[i];
  if (c === '*') return { min: 0, max: Infinity, length: 1 };
  if (c === '+') return { min: 1, max: Infinity, length: 1 };
  if (c === '?') return { min: 0, max: 1, length: 1 };
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(i, i + 24));
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
  return { min, max, length: m[0].length };
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Keywords whose values are data, not schemas: a `pattern` key inside them is not a pattern. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example', 'description', 'title', 'required']);

/** Every pattern in a JSON Schema (`pattern` keywords and `patternProperties` keys), with where it is. */
export function schemaPatterns(schema: unknown): { path: string; pattern: string }[] {
  const out: { path: string; pattern: string }[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}/${i}`));
    if (!isObject(node)) return;
    for (const [k, v] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(k)) continue;
      if (k === 'pattern' && typeof v === 'string') out.push({ path, pattern: v });
      else if (k === 'patternProperties' && isObject(v)) {
        for (const [p, sub] of Object.entries(v)) {
          out.push({ path: `${path}/patternProperties`, pattern: p });
          visit(sub, `${path}/patternProperties/${p}`);
        }
      } else if (k === 'properties' && isObject(v)) {
        for (const [name, sub] of Object.entries(v)) visit(sub, `${path}/properties/${name}`);
      } else visit(v, `${path}/${k}`);
    }
  };
  visit(schema, '');
  return out;
}

const withPatterns = new WeakMap<object, boolean>();

/**
 * A text in `args` longer than MAX_PATTERN_INPUT_CHARS where `schema` would check it against a
 * pattern (a value under `pattern`, a property name under `patternProperties` or `propertyNames`):
 * its place (`a.b[2]`) and length, or null. Run before the schema parses the arguments.
 */
export function overlongPatternInput(schema: unknown, args: unknown): { at: string; length: number } | null {
  if (!isObject(schema)) return null;
  let has = withPatterns.get(schema);
  if (has === undefined) withPatterns.set(schema, (has = schemaPatterns(schema).length > 0));
  if (!has) return null;
  const root = schema;
  const resolve = (ref: unknown): unknown => {
    if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
    let node: unknown = root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return node;
  };
  const visit = (s: unknown, v: unknown, at: string, refs: number): { at: string; length: number } | null => {
    if (!isObject(s)) return null;
    if (typeof v === 'string' && typeof s.pattern === 'string' && v.length > MAX_PATTERN_INPUT_CHARS) return { at: at || '(the arguments)', length: v.length };
    if (s.$ref !== undefined && refs < 32) {
      const r = visit(resolve(s.$ref), v, at, refs + 1);
      if (r) return r;
    }
    for (const k of ['anyOf', 'oneOf', 'allOf']) {
      if (Array.isArray(s[k]))
        for (const b of s[k] as unknown[]) {
          const r = visit(b, v, at, refs);
          if (r) return r;
        }
    }
    for (const k of ['not', 'if', 'then', 'else']) {
      const r = visit(s[k], v, at, refs);
      if (r) return r;
    }
    if (Array.isArray(v)) {
      const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as unknown[]) : Array.isArray(s.items) ? (s.items as unknown[]) : [];
      for (let i = 0; i < v.length; i++) {
        const r = visit(i < prefix.length ? prefix[i] : isObject(s.items) ? s.items : s.additionalItems, v[i], `${at}[${i}]`, refs);
        if (r) return r;
      }
    } else if (isObject(v)) {
      const props = isObject(s.properties) ? s.properties : {};
      const patternProps = isObject(s.patternProperties) ? Object.values(s.patternProperties) : [];
      const keyPattern = isObject(s.patternProperties) || (isObject(s.propertyNames) && typeof s.propertyNames.pattern === 'string');
      for (const [k, x] of Object.entries(v)) {
        const here = at ? `${at}.${k}` : k;
        if (keyPattern && k.length > MAX_PATTERN_INPUT_CHARS) return { at: `the name of the property ${here.slice(0, 40)}…`, length: k.length };
        const subs = Object.hasOwn(props, k) ? [props[k]] : [...patternProps, s.additionalProperties];
        for (const sub of subs) {
          const r = visit(sub, x, here, refs);
          if (r) return r;
        }
      }
    }
    return null;
  };
  return visit(schema, args, '', 0);
}
