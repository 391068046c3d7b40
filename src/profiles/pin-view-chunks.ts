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
 *   preloads and a pin link fetches beside the pin; of those, the modules that the other
 *   parts loaded on demand import too, in one file of their own beside it (the pin list
 *   and the compare view need them, not the board's code).
 *
 * The rest (the sections below the board, the compare view, the pin list, the readers of
 * local files) is chunked as the bundler chooses, and loaded when asked for.
 */
import type { Plugin, Rollup } from 'vite';

/** The modules of the pin view's own chunk: the pin view and its board. */
export const PIN_VIEW_MODULES = [/\/src\/ui\/pin\/PinView\.tsx$/, /\/src\/ui\/board\/Board\.tsx$/];

type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean };
type Graph = { getModuleInfo: (id: string) => Info | null };

/** Every module `roots` import statically (and dynamically, with `dynamic`), the roots included. */
function closure(graph: Graph, roots: Iterable<string>, { dynamic = false } = {}): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const dep of info?.importedIds ?? []) walk(dep);
    if (dynamic) for (const dep of info?.dynamicallyImportedIds ?? []) walk(dep);
  };
  for (const id of roots) walk(id);
  return seen;
}

type Groups = { start: Set<string>; shared: Set<string>; pinView: Set<string> };

export function pinViewChunks(): Plugin {
  let entries: string[] = [];
  let groups: Groups | undefined;
  const groupsOf = (graph: Graph): Groups => {
    if (groups) return groups;
    const start = closure(graph, entries);
    const all = closure(graph, entries, { dynamic: true });
    const isPinView = (id: string) => PIN_VIEW_MODULES.some((m) => m.test(id));
    const views = [...all].filter(isPinView);
    const pinClosure = [...closure(graph, views)].filter((id) => !start.has(id));
    // What the other parts loaded on demand (the pin list, the compare view, the sections...)
    // share with the pin view: a file of its own, so they do not wait for the board's code.
    const others = [...all].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    const theirs = closure(
      graph,
      others.filter((id) => !isPinView(id)),
    );
    const shared = new Set(pinClosure.filter((id) => theirs.has(id)));
    const pinView = new Set(pinClosure.filter((id) => !shared.has(id)));
    return (groups = { start, shared, pinView });
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
      // Each group's modules, under the name of the chunk they go to.
      const group = (name: keyof Groups, chunk: string) => (id: string, graph: Graph) =>
        groupsOf(graph)[name].has(id) ? chunk : null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            // Named as the entry's own modules, so they stay in the entry's file.
            { name: group('start', 'start'), priority: 3 },
            { name: group('shared', 'views-shared'), priority: 2 },
            { name: group('pinView', 'pin-view'), priority: 1 },
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
