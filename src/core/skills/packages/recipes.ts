// Recipes: the files directly in a package's recipes/ folder, one per way of running the package.
// When a chat starts with a package that has recipes, the user picks one.
import { load } from 'js-yaml';
import { splitFrontmatter } from '../frontmatter.ts';
import type { SkillFile } from '../types.ts';
import type { PackageRecipe } from './types.ts';

const RECIPE_FILE = /^recipes\/[^/]+\.(md|ya?ml|txt|json)$/i;
/** Index files describe the folder; they are not recipes themselves. */
const INDEX_FILE = /^recipes\/(catalog|index|readme)\.[^/]+$/i;

function mapping(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

function fields(path: string, text: string): Record<string, unknown> | undefined {
  try {
    if (/\.md$/i.test(path)) {
      const split = splitFrontmatter(text);
      return 'yaml' in split ? mapping(load(split.yaml)) : undefined;
    }
    if (/\.ya?ml$/i.test(path)) return mapping(load(text));
    if (/\.json$/i.test(path)) return mapping(JSON.parse(text));
  } catch {
    // A recipe that does not parse still is a recipe; it is shown by its file name.
  }
  return undefined;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The recipes among a package's files, by path. */
export function findRecipes(files: readonly SkillFile[]): PackageRecipe[] {
  const out: PackageRecipe[] = [];
  for (const f of files) {
    if (!RECIPE_FILE.test(f.path) || INDEX_FILE.test(f.path) || f.text === undefined) continue;
    const fm = fields(f.path, f.text);
    const heading = /\.md$/i.test(f.path) ? /^#\s+(.+)$/m.exec(f.text)?.[1]?.trim() : undefined;
    const base = f.path.slice('recipes/'.length).replace(/\.[^.]+$/, '');
    const recipe: PackageRecipe = { path: f.path, title: str(fm?.title) ?? str(fm?.name) ?? heading ?? base };
    const description = str(fm?.description);
    if (description) recipe.description = description;
    out.push(recipe);
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}
