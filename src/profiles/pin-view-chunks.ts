/**
 * Vite plugin, build only: the app's scripts in as few files as a pin's board needs. A
 * browser opens only a few connections to a host and each request waits its round trip, so
 * on a slow link a page that needs 25 small scripts waits for them in turns (measured on a
 * pin page throttled to 150 ms and 1.6 Mbit/s: the last of its 25 scripts arrived 0.6 s
 * after its bytes could have). Two groups, by the module graph:
 *
 * - the start-up script: every module the entry imports statically, in the entry's file;
 * - the pin view: the pin view and its board (ui/views.ts loads them on demand), with every
 *   module they import statically that start-up does not have: one file, which a pin's page
 *   preloads and a pin link fetches beside the pin.
 *
 * The rest (the sections below the board, the compare view, the pin list, the readers of
 * local files) is chunked as the bundler chooses, and loaded when asked for.
 */
import type { Plugin, Rollup } from 'vite';

/** The modules of the pin view's own chunk: the pin view and its board. */
export const PIN_VIEW_MODULES = [/\/src\/ui\/pin\/PinView\.tsx$/, /\/src\/ui\/board\/Board\.tsx$/];

type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean };
type Graph = { getModuleInfo: (id: string) => Info | null };

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) walk(dep);
  };
  for (const id of roots) walk(id);
  return seen;
}

/** Every module reachable from `roots`, dynamic imports included. */
function reachable(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const dep of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) walk(dep);
  };
  for (const id of roots) walk(id);
  return seen;
}

type Groups = { start: Set<string>; pinView: Set<string> };

export function pinViewChunks(): Plugin {
  let entries: string[] = [];
  let groups: Groups | undefined;
  const groupsOf = (graph: Graph): Groups => {
    if (groups) return groups;
    const start = staticClosure(graph, entries);
    const views = [...reachable(graph, entries)].filter((id) => PIN_VIEW_MODULES.some((m) => m.test(id)));
    const pinView = new Set([...staticClosure(graph, views)].filter((id) => !start.has(id)));
    return (groups = { start, pinView });
  };
  return {
    name: 'pin-view-chunks',
    apply: 'build',
    buildStart() {
      entries = [];
      groups = undefined;
    },
    moduleParsed(info) {
      if (info.isEntry) entries.push(info.id);
    },
    outputOptions(options) {
      const group = (name: keyof Groups) => (id: string, graph: Graph) =>
        groupsOf(graph)[name].has(id) ? name : null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            // Named as the entry's own modules, so they stay in the entry's file.
            { name: group('start'), priority: 2 },
            { name: (id, graph) => (group('pinView')(id, graph) ? 'pin-view' : null), priority: 1 },
          ],
        },
      };
    },
  };
}

/** The chunks that hold any of `modules` (by the modules the bundler put in them). */
export const chunksHolding = (
  bundle: Rollup.OutputBundle,
  modules: readonly RegExp[],
): Rollup.OutputChunk[] =>
  Object.values(bundle).filter(
    (c): c is Rollup.OutputChunk =>
      c.type === 'chunk' && c.moduleIds.some((id) => modules.some((m) => m.test(id))),
  );
