/**
 * Vite plugin, build only: one static page per bundled pin, `pin/<id>/index.html`, rendered
 * by the app's own components (ui/prerender.tsx) after the app is built. Each page is the
 * app's index.html with, in place of its loading shell, the pin's whole view (hero, status,
 * settings bar, the board as pinned, the verdict and every section of facts), readable with
 * scripts off; the pin's file in a JSON script element (the page hydrates without a fetch);
 * the stylesheets and module preloads of the pin view's chunks; and the pin's title.
 *
 * A page holds its own pin and nothing of the others, so its weight does not grow with the
 * catalogue. The pins are the ones `bundledProfiles` validated for this build (its `api`),
 * trusted build output: the browser checks only their outline.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';
import type { PinFile } from './catalogue.ts';
import { PIN_PAGE_DATA, pinPagePath, scriptJson } from './pin-page.ts';
import { assemblePinPage, type PageAssets } from './pin-page-html.ts';
import { PIN_VIEW_MODULES, chunksHolding } from './pin-view-chunks.ts';
import type { LoadResult } from './validate.ts';

/** The SSR entry: renders one pin page's markup (ui/prerender.tsx). */
const ENTRY = 'src/ui/prerender.tsx';
/** The stylesheet a page links for a reader with scripts off (in a <noscript>). */
const NO_SCRIPT_CSS = 'src/ui/no-script.css';

type Prerender = { prepare: () => Promise<unknown>; renderPin: (file: PinFile) => string };
export type BundledProfilesApi = { result: () => LoadResult };

function chunkClosure(bundle: Rollup.OutputBundle, fileName: string, seen: Set<string>): void {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
  seen.add(fileName);
  for (const dep of chunk.imports) chunkClosure(bundle, dep, seen);
}

/**
 * The pin view's scripts (those the entry does not load already) and every stylesheet they
 * bring: the board's, which the page needs before it takes a key. The sections below the
 * board are not preloaded: they hydrate once their code is in, after the board, and their
 * bytes would share the link with the board's before it.
 */
function pinViewAssets(bundle: Rollup.OutputBundle, base: string): PageAssets {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = new Set<string>();
  for (const c of chunks.filter((c) => c.isEntry)) chunkClosure(bundle, c.fileName, entry);
  const view = new Set<string>();
  for (const c of chunksHolding(bundle, PIN_VIEW_MODULES)) chunkClosure(bundle, c.fileName, view);
  const scripts = [...view].filter((f) => !entry.has(f));
  const css = new Set<string>();
  for (const f of view) {
    const chunk = bundle[f] as Rollup.OutputChunk;
    for (const c of chunk.viteMetadata?.importedCss ?? []) css.add(c);
  }
  for (const f of entry)
    for (const c of (bundle[f] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []) css.delete(c);
  return { scripts: scripts.map((f) => base + f), styles: [...css].map((f) => base + f) };
}

/** Builds ui/prerender.tsx for Node into a folder under node_modules (so it finds React there). */
async function buildPrerender(
  config: ResolvedConfig,
  plugins: PluginOption[],
): Promise<{ module: Prerender; dir: string }> {
  const cache = resolve(config.root, 'node_modules/.pin-pages');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'build-'));
  await build({
    configFile: false,
    root: config.root,
    base: config.base,
    mode: config.mode,
    logLevel: 'warn',
    plugins,
    build: {
      ssr: resolve(config.root, ENTRY),
      outDir: dir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(join(dir, 'prerender.mjs')).href)) as Prerender;
  return { module, dir };
}

export function pinPages({ plugins = [] }: { plugins?: PluginOption[] } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pin-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      // The app's own build only (the prerender's SSR build runs without this plugin).
      const html = bundle['index.html'];
      if (config.build.ssr || !html || html.type !== 'asset') return;
      const api = config.plugins.find((p) => p.name === 'bundled-profiles')?.api as
        BundledProfilesApi | undefined;
      if (!api) throw new Error('pin-pages: the bundled-profiles plugin is not in this build');
      const load = api.result();
      const outDir = output.dir ?? resolve(config.root, config.build.outDir);
      const noScript = readFileSync(resolve(config.root, NO_SCRIPT_CSS));
      const noScriptFile = `${config.build.assetsDir}/no-script-${createHash('sha256').update(noScript).digest('base64url').slice(0, 8)}.css`;
      writeFileSync(join(outDir, noScriptFile), noScript);
      const assets = { ...pinViewAssets(bundle, config.base), noScript: config.base + noScriptFile };
      const { module, dir } = await buildPrerender(config, plugins);
      try {
        await module.prepare();
        for (const profile of load.profiles) {
          const hardware = load.hardware.find((h) => h.id === profile.hardware)!;
          const file: PinFile = { profile, hardware };
          const page = assemblePinPage(String(html.source), {
            markup: module.renderPin(file),
            data: `<script type="application/json" id="${PIN_PAGE_DATA}">${scriptJson(file)}</script>`,
            title: profile.title,
            subtitle: profile.subtitle,
            assets,
          });
          const path = join(outDir, pinPagePath(profile.id), 'index.html');
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, page);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
