/**
 * Vite plugin: validates the bundled profiles at build time, so the app needs no validator
 * at start-up, and ships them as a static catalogue beside the app:
 *
 *   pins/index.json     what the pin list needs of every pin, and the load errors
 *   pins/<id>.json      one pin with its hardware, fetched when the pin is opened
 *   pins/hardware/<id>.json   one hardware file, for a local profile that names it
 *
 * A small script (`preload-<hash>.js`, async, no inline code for the CSP) starts the fetch
 * of the pin named in the address, and of the index, before the app's own script arrives.
 * The dev server serves the same files. Invalid files are not dropped silently: their
 * errors ship in the index and the app lists them.
 *
 * The module `virtual:bundled-profiles` (the whole load result) stays for tests and tools
 * that want every pin at once; the app itself does not import it.
 *
 * The profiles come from `profiles/`, or from the directory in PLACEMENT_PROFILES_DIR (the
 * benchmark builds a catalogue of 1,000 generated pins that way).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import {
  CATALOGUE_DIR,
  INDEX_FILE,
  catalogueOf,
  hardwareFileName,
  pinFileName,
  type PinFile,
} from './catalogue.ts';
import type { BundledProfilesApi } from './pin-pages-plugin.ts';
import { readProfilesDir } from './read-dir.ts';
import { loadAll, type LoadResult } from './validate.ts';

type OutputBundle = Rollup.OutputBundle;

const ID = 'virtual:bundled-profiles';
const RESOLVED = '\0' + ID;

export const profilesDir = (): string =>
  resolve(process.cwd(), process.env.PLACEMENT_PROFILES_DIR || 'profiles');

/** The catalogue's files, by path under the build's output directory. */
export function catalogueFiles(result: LoadResult): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${CATALOGUE_DIR}/${INDEX_FILE}`, JSON.stringify(catalogueOf(result)));
  for (const profile of result.profiles) {
    const hardware = result.hardware.find((h) => h.id === profile.hardware)!;
    const file: PinFile = { profile, hardware };
    files.set(`${CATALOGUE_DIR}/${pinFileName(profile.id)}`, JSON.stringify(file));
  }
  for (const hardware of result.hardware)
    files.set(`${CATALOGUE_DIR}/${hardwareFileName(hardware.id)}`, JSON.stringify(hardware));
  return files;
}

/**
 * The preload script: reads the route from the hash (#/pin/<id>, #/compare/<a>/<b>) and
 * adds <link rel=preload as=fetch> for those pins' files (high priority) and the index
 * (low priority beside a pin, high on the pin list). The app's fetch() then reuses them.
 */
const preloadScript = (base: string) =>
  `(function(d,h){var b=${JSON.stringify(`${base}${CATALOGUE_DIR}/`)},m=/^#\\/?(pin|compare)\\/([^?]*)/.exec(h),n=0,c=d.currentScript,v=c&&c.getAttribute("data-pin-view");` +
  `function l(r,u,q){var e=d.createElement("link");e.rel=r;e.href=u;if(r=="preload"){e.as="fetch";e.crossOrigin="anonymous";e.fetchPriority=q}else e.crossOrigin="";d.head.appendChild(e)}` +
  `if(m)m[2].split("/").slice(0,m[1]=="pin"?1:2).forEach(function(s){try{s=decodeURIComponent(s)}catch(e){return}` +
  `if(/^[a-z0-9][a-z0-9._-]*$/.test(s)){l("preload",b+s+".json","high");n++}});` +
  `if(n&&m[1]=="pin"&&v)v.split(" ").forEach(function(u){l("modulepreload",u)});` +
  `l("preload",b+${JSON.stringify(INDEX_FILE)},n?"low":"high")})(document,location.hash);\n`;

/** The pin view's board is its own chunk (ui/views.ts); on a pin link it is fetched at once. */
const PIN_VIEW_MODULE = /\/src\/ui\/board\/Board\.tsx$/;

/** The chunks that `fileName` needs and the entry has not loaded already. */
function chunksFor(
  bundle: OutputBundle,
  fileName: string,
  loaded: Set<string>,
  out: string[] = [],
): string[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName) || out.includes(fileName)) return out;
  out.push(fileName);
  for (const dep of chunk.imports) chunksFor(bundle, dep, loaded, out);
  return out;
}

function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, seen);
  return seen;
}

export function bundledProfiles(dir = profilesDir()): Plugin {
  let config: ResolvedConfig;
  let preload = { fileName: '', source: '' };
  /** The build's load result, read once per build (the pin pages use it too: pin-pages-plugin.ts). */
  let built: LoadResult | undefined;
  const load = (): LoadResult => {
    const { hardwareFiles, profileFiles } = readProfilesDir(dir);
    return loadAll(hardwareFiles, profileFiles);
  };
  return {
    name: 'bundled-profiles',
    api: { result: () => (built ??= load()) } satisfies BundledProfilesApi,
    buildStart() {
      built = undefined;
    },
    configResolved(resolved) {
      config = resolved;
      const source = preloadScript(config.base);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      preload = { fileName: `${config.build.assetsDir}/preload-${hash}.js`, source };
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { hardwareFiles, profileFiles } = readProfilesDir(dir);
      for (const f of [...hardwareFiles, ...profileFiles]) this.addWatchFile(resolve(process.cwd(), f.file));
      return `export default ${JSON.stringify(loadAll(hardwareFiles, profileFiles))};`;
    },
    transformIndexHtml: {
      // After Vite's own pass (it bundles module scripts only), before the app's script,
      // so the pin's fetch starts while the app's script is still on its way.
      order: 'post',
      handler: (html, ctx) => {
        if (config.command !== 'build' || !ctx.bundle || !ctx.chunk) return html;
        const bundle = ctx.bundle;
        const loaded = staticClosure(bundle, ctx.chunk.fileName);
        const board = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId && PIN_VIEW_MODULE.test(c.facadeModuleId),
        );
        const pinView = board ? chunksFor(bundle, board.fileName, loaded).map((f) => config.base + f) : [];
        const tag = `<script async src="${config.base}${preload.fileName}" data-pin-view="${pinView.join(' ')}"></script>`;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('index.html has no module script: cannot place the preload script');
        return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: preload.fileName, source: preload.source });
      for (const [fileName, source] of catalogueFiles((built ??= load())))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      // The dev server answers pins/*.json from the profiles as they are now.
      const prefix = `${config.base}${CATALOGUE_DIR}/`;
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (!path?.startsWith(prefix)) return next();
        const body = catalogueFiles(load()).get(`${CATALOGUE_DIR}/${path.slice(prefix.length)}`);
        if (body === undefined) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(body);
      });
    },
  };
}
