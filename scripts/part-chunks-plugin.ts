import type { Plugin } from 'vite';

/**
 * Keeps a lazily loaded part in one file. Left alone, the bundler puts the modules a part shares with
 * the parts it opens later (the app with its panel and engines) into extra common chunks, each one
 * more request when the part loads. This pins every module statically reachable from the part's
 * module — and not from the page-load entry, which keeps its own — to the part's chunk.
 *
 * `alsoPin`: modules the entry reaches but whose code only the part runs (the bundler drops their
 * unused code from the entry, and without this would give them a chunk of their own).
 *
 * Use the returned `plugin` in the build's plugins and `group` in `output.codeSplitting.groups`.
 */
export function pinPart(entry: string, part: { name: string; module: string; alsoPin?: RegExp }) {
  const pinned = new Set<string>();
  const plugin: Plugin = {
    name: 'troupe-pin-part',
    buildEnd() {
      const reach = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
        return seen;
      };
      const atLoad = reach(entry);
      pinned.clear();
      for (const id of reach(part.module)) if (!atLoad.has(id)) pinned.add(id);
    },
  };
  // Not the captured modules' dependencies: those the entry has stay in the entry. The bundler's own
  // runtime helpers (namespace objects for dynamic imports) go with the part too, not into a file of their own.
  const group = {
    name: part.name,
    test: (id: string) => pinned.has(id) || !!part.alsoPin?.test(id) || /^\0?rolldown[\\/]runtime/.test(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
