// What an -en / -zh pair of shipped texts must share: prose may differ, structure and policy may not.
// A skill pair: the same version, the same heading outline, the same report keys, the same empty-result
// words, the same tools / ids / fields and the same skills named. A prompt pair (one role's en and zh
// system prompt): the same report keys (line-start and quoted), empty-result words, identifiers and
// tag counts. The checker returns the differences as readable lines; [] means the pair agrees.
import { load as loadYaml } from 'js-yaml';

/** The only empty-result words a report may use: `No results: <reason>` (notes_curator: `No change`). */
export const EMPTY_WORDS = ['No results', 'No change'] as const;
/** Empty-result wordings the team no longer uses (each language once had its own). */
const RETIRED_EMPTY = /`(?:No findings|no results|no change|无结果|无发现|无变化)[.:：`]|`(?:none|无)[:：]|\bNo findings\b|要回/g;

export interface Shape {
  version?: string;
  /** One entry per heading: its level, and its number when it is numbered ("##1"). */
  outline: string[];
  /** Report and brief keys: `Key:` in backticks, and Key: at a line start in code blocks (prompts: anywhere). */
  keys: string[];
  /** Which of EMPTY_WORDS the text uses. */
  empty: string[];
  /** Retired empty-result wordings and brief fields found (must be none). */
  retired: string[];
  /** snake_case identifiers: tools, agent ids, tool fields. */
  idents: string[];
  /** Skills named, without their language suffix. */
  skills: string[];
  /** Per `[a | b | c]` tag list, its number of tags. */
  tags: number[];
}

const uniq = (xs: Iterable<string>) => [...new Set(xs)].sort();
const KEY = String.raw`[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}`;

function frontmatter(text: string): { body: string; version?: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return { body: text };
  const fm = loadYaml(m[1]) as { metadata?: { version?: unknown } };
  return { body: text.slice(m[0].length), version: fm.metadata?.version === undefined ? undefined : String(fm.metadata.version) };
}

/** The shape of a text. `prompt`: a role prompt (its report format is plain lines, not a code block). */
export function shapeOf(text: string, opts: { prompt?: boolean } = {}): Shape {
  const { body, version } = frontmatter(text);
  const fences = [...body.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
  const prose = body.replace(/```[^\n]*\n[\s\S]*?```/g, '');
  const lineKeys = (t: string) => [...t.matchAll(new RegExp(String.raw`^[ \t]*(?:\d+\.[ \t]+)?(${KEY}):`, 'gm'))].map((m) => m[1]);
  const keys = [
    ...[...body.matchAll(new RegExp(String.raw`\`(${KEY}):`, 'g'))].map((m) => m[1]),
    ...fences.flatMap(lineKeys),
    ...(opts.prompt ? lineKeys(prose) : []),
  ];
  return {
    version,
    outline: [...prose.matchAll(/^(#{1,4}) +(\d+\.)?/gm)].map((m) => `${m[1]}${m[2] ? m[2].slice(0, -1) : ''}`),
    keys: uniq(keys),
    empty: EMPTY_WORDS.filter((w) => body.includes(w)),
    retired: [...body.matchAll(RETIRED_EMPTY)].map((m) => m[0].trim()),
    idents: uniq(body.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? []),
    skills: uniq(
      [...body.matchAll(/\b((?:[a-z]+-)+?)(?:en|zh)((?:-[a-z]+)*)\b/g)]
        .filter((m) => /-(?:method|rules|guidance|style|protocol|workflow|baseline|meta|cliche|voice|discipline)/.test(m[0]))
        .map((m) => `${m[1]}L${m[2]}`),
    ),
    tags: [...body.matchAll(/\[([^\]\n]+\|[^\]\n]+)\]/g)].map((m) => m[1].split('|').length),
  };
}

/** The differences between the en and zh text of one skill or role; [] when they agree. */
export function pairDifferences(en: string, zh: string, opts: { prompt?: boolean } = {}): string[] {
  const a = shapeOf(en, opts);
  const b = shapeOf(zh, opts);
  const out: string[] = [];
  const same = (label: keyof Shape) => {
    const x = JSON.stringify(a[label]);
    const y = JSON.stringify(b[label]);
    if (x !== y) out.push(`${label}: en ${x} ≠ zh ${y}`);
  };
  same('version');
  same('outline');
  same('keys');
  same('empty');
  same('idents');
  same('skills');
  same('tags');
  for (const [lang, s] of [
    ['en', a],
    ['zh', b],
  ] as const)
    if (s.retired.length) out.push(`retired wording in ${lang}: ${s.retired.join(', ')}`);
  return out;
}
