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
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup, ViteDevServer } from 'vite';
import {
  CATALOGUE_DIR,
  INDEX_FILE,
  catalogueOf,
  hardwareFileName,
  pinFileName,
  type PinFile,
} from './catalogue.ts';
import type { BundledProfilesApi } from './pin-pages-plugin.ts';
import { PIN_VIEW_MODULES, chunksHolding } from './pin-view-chunks.ts';
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
 * The preload script's entry (src/ui/preload.ts), built on its own into one small classic
 * script. Resolved when a build asks for it: a test in jsdom imports this module for
 * `profilesDir`, and there `import.meta.url` is not a file URL.
 */
const preloadEntry = (): string => fileURLToPath(new URL('../ui/preload.ts', import.meta.url));

/** Builds the preload entry with Vite: one IIFE, minified, no chunks, nothing written. */
async function buildPreload(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: {
        entry: preloadEntry(),
        formats: ['iife'],
        name: 'placementPreload',
        fileName: () => 'preload.js',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the preload script did not build');
  return chunk.code;
}

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

/** The preload script built, under a name that changes with its content. */
async function hashedPreload(assetsDir: string): Promise<{ fileName: string; source: string }> {
  const source = await buildPreload();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `${assetsDir}/preload-${hash}.js`, source };
}

/**
 * The preload script's tag, placed before the app's module script. It names the chunks of the
 * pin view and its board (a chunk of their own, pin-view-chunks.ts) that the entry has not
 * loaded, so on a pin link they are fetched at once.
 */
function withPreloadTag(
  html: string,
  base: string,
  preloadFile: string,
  bundle: OutputBundle,
  entry: string,
): string {
  const loaded = staticClosure(bundle, entry);
  const pinView: string[] = [];
  for (const chunk of chunksHolding(bundle, PIN_VIEW_MODULES))
    chunksFor(bundle, chunk.fileName, loaded, pinView);
  const tag = `<script async src="${base}${preloadFile}" data-catalogue="${base}${CATALOGUE_DIR}/" data-index="${INDEX_FILE}" data-pin-view="${pinView.map((f) => base + f).join(' ')}"></script>`;
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('index.html has no module script: cannot place the preload script');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/** The dev server answers pins/*.json from the profiles as they are now. */
function serveCatalogue(server: ViteDevServer, base: string, load: () => LoadResult): void {
  const prefix = `${base}${CATALOGUE_DIR}/`;
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
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      built = undefined;
      if (config.command !== 'build' || config.build.lib || config.build.ssr) return;
      preload = await hashedPreload(config.build.assetsDir);
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
        return withPreloadTag(html, config.base, preload.fileName, ctx.bundle, ctx.chunk.fileName);
      },
    },
    generateBundle() {
      if (preload.fileName)
        this.emitFile({ type: 'asset', fileName: preload.fileName, source: preload.source });
      for (const [fileName, source] of catalogueFiles((built ??= load())))
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      serveCatalogue(server, config.base, load);
    },
  };
}
