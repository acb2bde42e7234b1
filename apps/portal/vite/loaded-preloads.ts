import type { Plugin, Rollup } from 'vite';

/** A chunk and the chunks it imports, directly or through others. */
export function chunkClosure(bundle: Rollup.OutputBundle, file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const chunk = bundle[next];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * The chunks a lazy import's preload list needs no longer name: those the importing chunk imports
 * itself, directly or through others. They were loaded before its code could run, so listing them
 * again only lengthens the list of file names the entry carries for every route.
 */
export function loadedPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = chunkClosure(bundle ?? {}, file);
    closures.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'portal-loaded-preloads',
      apply: 'build',
      // Before Vite writes the preload lists, which asks resolveDependencies below.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      if (!bundle) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
